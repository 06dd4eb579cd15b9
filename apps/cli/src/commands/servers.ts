/**
 * Commands shared by `svc vs` and `svc hw`: the same filters, columns, edit, reload and cancel.
 *
 * @module
 */

import type { ReverseDomain } from '@svclib/managers';

import { CommandFailure, UsageError } from '../errors.js';
import { col } from '../output/index.js';
import type { Column } from '../output/index.js';
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

/** What `dns-sync` reads of a server (`DNS_SYNC_MASK`). */
interface DnsSyncTarget {
  id?: number;
  hostname?: string;
  domain?: string;
  fullyQualifiedDomainName?: string;
  primaryIpAddress?: string;
  primaryNetworkComponent?: { primaryVersion6IpAddressRecord?: { ipAddress?: string } };
}

/** The mask `dns-sync` reads a server with, as the reference CLI's. */
const DNS_SYNC_MASK = 'mask[id, globalIdentifier, fullyQualifiedDomainName, hostname, domain, primaryBackendIpAddress, primaryIpAddress, ' +
  'primaryNetworkComponent[id, primaryIpAddress, primaryVersion6IpAddressRecord[ipAddress]]]';

/** How `dns-sync` reaches one kind of server. */
export interface DnsSyncJobs<M> {
  /** `vs` or `hw`. */
  readonly group: string;
  /** `virtual server` or `hardware server`. */
  readonly noun: string;
  /** Reads the server with the given mask. */
  readonly read: (manager: M, id: number | string, mask: string) => Promise<DnsSyncTarget>;
  /** The reverse zones of the server's addresses (`getReverseDomainRecords`). */
  readonly reverseZones: (manager: M, id: number | string) => Promise<readonly ReverseDomain[]>;
}

/**
 * `svc vs|hw dns-sync ID`: points the A (and with `--aaaa-record` the AAAA) record of the server's
 * zone and the PTR record of its reverse zone at its addresses, as the reference CLI's `dns-sync`:
 * with none of `-a`, `--aaaa-record`, `--ptr`, the A and PTR records; the reverse zone is the last
 * that `getReverseDomainRecords` answers. Asks first. A zone that is missing or ambiguous, a server
 * without a primary address, or `--aaaa-record` without an IPv6 address is refused (exit 2).
 *
 * @example
 * ```ts
 * dnsSyncCommand<VirtualServerManager>({ group: 'vs', noun: 'virtual server', read: …, reverseZones: … });
 * ```
 */
export function dnsSyncCommand<M>(jobs: DnsSyncJobs<M>): CommandSpec<M> {
  return {
    name: 'dns-sync',
    summary: `Point the A (and AAAA) and PTR records of a ${jobs.noun} at its addresses; asks first`,
    example: `svc ${jobs.group} dns-sync ${jobs.group === 'vs' ? 'web1' : 'bm01'} --a-record --ptr --ttl 3600 --yes`,
    args: ['<id>'],
    options: [
      { flags: '-a, --a-record', description: 'sync the A record' },
      { flags: '--aaaa-record', description: 'sync the AAAA record' },
      { flags: '--ptr', description: 'sync the PTR record' },
      { flags: '--ttl <seconds>', description: 'time to live of the records', parse: positiveInt, defaultValue: 7200 },
    ],
    destroys: ([id]) => `update the DNS records of ${jobs.noun} ${id}`,
    async run(manager, [id], o, context) {
      const server = await jobs.read(manager, idOrName(id), DNS_SYNC_MASK);
      const { DNSManager } = await import('@svclib/managers');
      const dns = new DNSManager(context.client);
      const zones = await dns.resolveIds(String(server.domain));
      if (zones.length !== 1) throw new UsageError(`${zones.length === 0 ? 'no' : 'more than one'} DNS zone is named ${String(server.domain)}`);
      const zone = zones[0]!;
      const address = server.primaryIpAddress;
      if (!address) throw new UsageError(`${jobs.noun} ${id} has no primary IP address`);
      const ttl = o.ttl as number;
      const both = o.aRecord !== true && o.aaaaRecord !== true && o.ptr !== true;
      const done: string[] = [];
      if (both || o.aRecord === true) {
        await dns.syncHostRecord(zone, String(server.hostname), address, { type: 'a', ttl });
        done.push(`A ${String(server.hostname)} -> ${address}`);
      }
      if (both || o.ptr === true) {
        const reverse = (await jobs.reverseZones(manager, server.id ?? idOrName(id))).at(-1);
        if (reverse === undefined) throw new CommandFailure(`${jobs.noun} ${id} has no reverse zone for ${address}`);
        await dns.syncPtrRecord(reverse, address, String(server.fullyQualifiedDomainName), { ttl });
        done.push(`PTR ${address} -> ${String(server.fullyQualifiedDomainName)}`);
      }
      if (o.aaaaRecord === true) {
        const ipv6 = server.primaryNetworkComponent?.primaryVersion6IpAddressRecord?.ipAddress;
        if (!ipv6) throw new UsageError(`${String(server.fullyQualifiedDomainName)} does not have an ipv6 address`);
        await dns.syncHostRecord(zone, String(server.hostname), ipv6, { type: 'aaaa', ttl });
        done.push(`AAAA ${String(server.hostname)} -> ${ipv6}`);
      }
      return message(`Synced ${done.join(', ')}.`, done);
    },
  };
}

/**
 * Bandwidth points (`Metric_Tracking_Object.getBandwidthData`) as the reference's two tables: one row
 * per date (MB counters in GB), then sum, average MBps and max rows; `summaryOnly` (`-q`) keeps the
 * summary rows only. Shared by `vs bandwidth` and `hw bandwidth`.
 *
 * @example
 * ```ts
 * bandwidthRows([{ dateTime: '2024-01-01', type: 'publicIn_net_octet', counter: 2 ** 30 }], 3600, true);
 * ```
 */
export function bandwidthRows(points: readonly { dateTime?: string | null; type?: string | null; counter?: number | string | null }[], period: number, summaryOnly: boolean): Record<string, unknown>[] {
  const KEYS = [['pub_in', 'publicIn_net_octet'], ['pub_out', 'publicOut_net_octet'], ['pri_in', 'privateIn_net_octet'], ['pri_out', 'privateOut_net_octet']] as const;
  const byDate = new Map<string, Record<string, number>>();
  for (const point of points) {
    const date = String(point.dateTime ?? '');
    const row = byDate.get(date) ?? {};
    row[String(point.type)] = Math.round((Number(point.counter) / 2 ** 20) * 10_000) / 10_000;
    byDate.set(date, row);
  }
  const gb = (mb: number): number => Math.round((mb / 2 ** 10) * 10_000) / 10_000;
  const rows: Record<string, unknown>[] = [];
  const sum: Record<string, unknown> = { date: 'sum_gb' };
  const average: Record<string, unknown> = { date: 'average_mbps' };
  const max: Record<string, unknown> = { date: 'max_gb' };
  const maxDate: Record<string, unknown> = { date: 'max_date' };
  for (const [name, key] of KEYS) {
    let total = 0;
    let top = 0;
    let topDate: string | undefined;
    for (const [date, row] of byDate) {
      const value = row[key] ?? 0;
      total += value;
      if (value > top) [top, topDate] = [value, date];
    }
    sum[name] = gb(total);
    average[name] = total > 0 ? Math.round((total / byDate.size / period) * 10_000) / 10_000 : 0;
    max[name] = gb(top);
    maxDate[name] = topDate ?? null;
  }
  if (!summaryOnly) {
    for (const [date, row] of byDate) rows.push({ date, ...Object.fromEntries(KEYS.map(([name, key]) => [name, gb(row[key] ?? 0)])) });
  }
  return [...rows, sum, average, max, maxDate];
}

/** The columns of {@link bandwidthRows}. */
export const BANDWIDTH_COLUMNS: readonly Column[] = [col('date'), col('pub_in'), col('pub_out'), col('pri_in'), col('pri_out')];

/** The `--wait <seconds>` option of `vs create` and `hw create`. */
export const WAIT_OPTION: OptionSpec = {
  flags: '--wait <seconds>', description: 'wait up to this long for the new server to be ready (exit status 1 when it is not)', parse: positiveInt,
};

/**
 * `--wait` after an order: waits up to `seconds` for the first ordered server to be ready, and fails
 * (exit status 1) when it is not. Nothing is done without `seconds` or a server id.
 *
 * @example
 * ```ts
 * await waitForOrdered((id, o) => vs.waitForReady(id, o), 'Virtual server', 12, 3, 60);
 * ```
 */
export async function waitForOrdered(
  waitForReady: (id: number, options: { timeoutMs: number }) => Promise<boolean>,
  noun: string, serverId: number | undefined, orderId: unknown, seconds: unknown,
): Promise<void> {
  if (seconds === undefined || serverId === undefined) return;
  if (!(await waitForReady(serverId, { timeoutMs: Number(seconds) * 1000 }))) {
    throw new CommandFailure(`${noun} ${serverId} (order ${String(orderId)}) is not ready after ${Number(seconds)} s`);
  }
}
