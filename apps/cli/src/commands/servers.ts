/**
 * Commands shared by `svc vs` and `svc hw`: the same filters, columns, edit, reload and cancel.
 *
 * @module
 */

import { CommandFailure } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { idOrName, list, nonNegativeInt, positiveInt } from '../parse.js';
import type { CommandSpec, OptionSpec, Options } from '../spec.js';
import { defined, message, objectOf, paging } from './common.js';

/** Columns of a server list, as the reference CLI names them. @example `listOf(rows, SERVER_COLUMNS)` */
export const SERVER_COLUMNS: readonly Column[] = [
  col('id'),
  col('hostname'),
  col('domain'),
  col('datacenter', 'datacenter.name'),
  col('primary_ip', 'primaryIpAddress'),
  col('backend_ip', 'primaryBackendIpAddress'),
  col('action', 'activeTransaction.transactionStatus.name'),
];

/** Detail rows shared by both server kinds. @example `[...SERVER_DETAIL, col('cores', 'maxCpu')]` */
export const SERVER_DETAIL: readonly Column[] = [
  col('id'),
  col('guid', 'globalIdentifier'),
  col('hostname'),
  col('domain'),
  col('fqdn', 'fullyQualifiedDomainName'),
  col('datacenter', 'datacenter.name'),
  col('primary_ip', 'primaryIpAddress'),
  col('backend_ip', 'primaryBackendIpAddress'),
  col('provisioned', 'provisionDate'),
  col('action', 'activeTransaction.transactionStatus.name'),
  col('tags', 'tagReferences', (refs) =>
    Array.isArray(refs) ? refs.map((r) => (r as { tag?: { name?: string } }).tag?.name).join(',') : undefined),
  col('notes'),
];

/** Filters of `vs list` and `hw list`. @example `options: [...SERVER_FILTERS, ...PAGING]` */
export const SERVER_FILTERS: readonly OptionSpec[] = [
  { flags: '-H, --hostname <name>', description: 'host name (wildcards: web*, *web, *web*)' },
  { flags: '-D, --domain <domain>', description: 'domain' },
  { flags: '-d, --datacenter <name>', description: 'datacenter short name, e.g. dal10' },
  { flags: '--tag <tags>', description: 'tags (comma-separated or repeated); any of them matches', parse: list },
  { flags: '--public-ip <ip>', description: 'primary public IP address' },
  { flags: '--private-ip <ip>', description: 'primary private IP address' },
  { flags: '--nic-speed <mbps>', description: 'network port speed', parse: positiveInt },
];

/**
 * The manager filter options from the parsed server filters.
 *
 * @example
 * ```ts
 * vs.iterInstances({ ...serverFilters(options), ...paging(options) });
 * ```
 */
export function serverFilters(options: Options): Record<string, unknown> {
  return defined({
    hostname: options.hostname,
    domain: options.domain,
    datacenter: options.datacenter,
    tags: options.tag,
    publicIp: options.publicIp,
    privateIp: options.privateIp,
    nicSpeed: options.nicSpeed,
    ...paging(options),
  });
}

/** The manager methods a server group's shared commands call. */
export interface ServerJobs<M> {
  /** `virtual server` or `hardware server`. */
  readonly noun: string;
  /** The group name, for examples. */
  readonly group: string;
  /** Edits a server. */
  edit(manager: M, id: number | string, changes: Record<string, unknown>): Promise<unknown>;
  /** Reloads a server's OS. */
  reload(manager: M, id: number | string, options: Record<string, unknown>): Promise<unknown>;
  /** Cancels a server. */
  cancel(manager: M, id: number | string): Promise<unknown>;
}

/**
 * `edit`, `reload` and `cancel` for a server group.
 *
 * @example
 * ```ts
 * commands: [...serverCommands({ noun: 'virtual server', group: 'vs', edit: …, reload: …, cancel: … })]
 * ```
 */
export function serverCommands<M>(jobs: ServerJobs<M>): CommandSpec<M>[] {
  const { noun, group } = jobs;
  return [
    {
      name: 'edit',
      summary: `Edit a ${noun}'s host name, domain, notes or user data`,
      example: `svc ${group} edit web1 --notes "moved to rack 4"`,
      args: ['<id>'],
      options: [
        { flags: '-H, --hostname <name>', description: 'new host name' },
        { flags: '-D, --domain <domain>', description: 'new domain' },
        { flags: '--notes <text>', description: 'new notes' },
        { flags: '-u, --userdata <text>', description: 'new user metadata' },
      ],
      async run(manager, [id], o) {
        const changes = defined({ hostname: o.hostname, domain: o.domain, notes: o.notes, userdata: o.userdata });
        const value = await jobs.edit(manager, idOrName(id), changes);
        return message(`Edited ${noun} ${id}.`, value);
      },
    },
    {
      name: 'reload',
      summary: `Reload the operating system of a ${noun} (erases its disks)`,
      example: `svc ${group} reload web1 --key 12 --yes`,
      args: ['<id>'],
      options: [
        { flags: '--postinstall <uri>', description: 'post-install script URI' },
        { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
        { flags: '--image <id>', description: 'image template to load instead of the current OS' },
      ],
      destroys: ([id]) => `reload the operating system of ${noun} ${id} (its disks are erased)`,
      async run(manager, [id], o) {
        const keys = (o.key as string[] | undefined)?.map((k) => positiveInt(k));
        const value = await jobs.reload(manager, idOrName(id), defined({ postUri: o.postinstall, sshKeys: keys, imageId: o.image }));
        return message(`Reload of ${noun} ${id} started.`, value);
      },
    },
    {
      name: 'cancel',
      summary: `Cancel a ${noun}`,
      example: `svc ${group} cancel web1 --yes`,
      args: ['<id>'],
      destroys: ([id]) => `cancel ${noun} ${id}`,
      async run(manager, [id]) {
        const value = await jobs.cancel(manager, idOrName(id));
        return message(`Cancelled ${noun} ${id}.`, value);
      },
    },
  ];
}

/**
 * A `detail` command for a server group.
 *
 * @example
 * ```ts
 * detailCommand('vs', 'virtual server', VS_DETAIL, (vs, id) => vs.getInstance(id))
 * ```
 */
export function detailCommand<M>(group: string, noun: string, columns: readonly Column[],
  get: (manager: M, id: number | string, mask: string | undefined) => Promise<unknown>): CommandSpec<M> {
  return {
    name: 'detail',
    summary: `Show one ${noun} (by id or host name)`,
    example: `svc ${group} detail web1`,
    args: ['<id>'],
    options: [{ flags: '--mask <mask>', description: 'object mask replacing the default' }],
    run: async (manager, [id], o) => objectOf(await get(manager, idOrName(id), o.mask as string | undefined), columns),
  };
}

/**
 * A `ready` command for a server group: checks once, or keeps checking up to `--wait` seconds.
 *
 * @example
 * ```ts
 * readyCommand('hw', 'hardware server', (hw, id, options) => hw.waitForReady(id, options))
 * ```
 */
export function readyCommand<M>(group: string, noun: string,
  wait: (manager: M, id: number | string, options: { timeoutMs: number; pollMs: number }) => Promise<boolean>): CommandSpec<M> {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    name: 'ready',
    summary: `Check whether a ${noun} is ready (provisioned, no OS reload running); exit status 1 when not`,
    example: `svc ${group} ready ${group === 'hw' ? 'bm01' : 'web1'} --wait 600`,
    args: ['<id>'],
    options: [
      { flags: '--wait <seconds>', description: 'keep checking up to this long (default: check once)', parse: nonNegativeInt, defaultValue: 0 },
      { flags: '--poll <seconds>', description: 'seconds between checks', parse: positiveInt, defaultValue: 10 },
    ],
    async run(manager, [id], o) {
      const ready = await wait(manager, idOrName(id), { timeoutMs: Number(o.wait) * 1000, pollMs: Number(o.poll) * 1000 });
      // As the reference CLI: not ready is an error (here status 1), so `until svc vs ready web1; do …` works.
      if (!ready) throw new CommandFailure(`${Noun} ${id} is not ready${Number(o.wait) > 0 ? ` after ${Number(o.wait)} s` : ''}`);
      return message(`${Noun} ${id} is ready.`, ready);
    },
  };
}
