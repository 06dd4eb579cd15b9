/**
 * `svc vs …`: virtual servers, on `VirtualServerManager`.
 *
 * @module
 */

import type {
  CreateInstanceCallOptions, UpgradeInstanceOptions, VirtualServerCreateOption, VirtualServerCreateOptions, VirtualServerManager,
} from '@svclib/managers';

import { UsageError } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { idOrName, list, oneOf, positiveInt } from '../parse.js';
import type { GroupSpec, Options } from '../spec.js';
import { PAGING, defined, listOf, message, objectOf } from './common.js';
import { SERVER_COLUMNS, SERVER_DETAIL, SERVER_FILTERS, detailCommand, readyCommand, serverCommands, serverFilters } from './servers.js';
import { HOST_COMMANDS, VS_SUBGROUPS } from './vs-capacity.js';

const VS_COLUMNS: readonly Column[] = [
  ...SERVER_COLUMNS.slice(0, 3),
  col('cpu', 'maxCpu'),
  col('memory', 'maxMemory'),
  ...SERVER_COLUMNS.slice(3),
];

const VS_DETAIL: readonly Column[] = [
  ...SERVER_DETAIL,
  col('status', 'status.name'),
  col('state', 'powerState.name'),
  col('cores', 'maxCpu'),
  col('memory', 'maxMemory'),
  col('hourly', 'hourlyBillingFlag'),
  col('local_disk', 'localDiskFlag'),
  col('private_only', 'privateNetworkOnlyFlag'),
  col('created', 'createDate'),
];

const ids = (values: unknown): number[] | undefined => (values as string[] | undefined)?.map((v) => positiveInt(v));

/** The create options as one table: a row per option, its category first (as `slcli vs create-options` lists them). */
function createOptionRows(options: VirtualServerCreateOptions): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [
    ...options.locations.map((location) => ({ category: 'location', key: location.key, name: location.name })),
    ...options.sizes.map((size) => ({ category: 'size', key: size.key, name: size.name, hourly: size.hourlyRecurringFee, monthly: size.recurringFee })),
  ];
  const priced = (category: string, list: readonly VirtualServerCreateOption[]): void => {
    for (const option of list) {
      const price = option.prices?.[0];
      rows.push({
        category, key: option.key, name: option.name, value: option.referenceCode ?? option.speed ?? option.capacity,
        hourly: price?.hourlyRecurringFee, monthly: price?.recurringFee,
      });
    }
  };
  priced('os', options.operatingSystems);
  priced('guest_core', options.guestCore);
  priced('ram', options.ram);
  for (const disk of options.guestDisk) priced(disk.disk ?? 'guest_disk', [disk]);
  priced('port_speed', options.portSpeeds);
  priced('database', options.database);
  priced('extras', options.extras);
  return rows;
}

const CREATE_OPTION_COLUMNS: readonly Column[] = [col('category'), col('key'), col('name'), col('value'), col('hourly'), col('monthly')];

/** `--memory` in MB (as `vs create` takes it) to the GB an upgrade names. */
function memoryGb(mb: number | undefined): number | undefined {
  if (mb === undefined) return undefined;
  if (mb % 1024 !== 0) throw new UsageError(`option '--memory <mb>': ${mb} is not a whole number of GB (a multiple of 1024)`);
  return mb / 1024;
}

/** The upgrade options from the command line; usage errors for nothing to do and the reference CLI's rules. */
function upgradeOptions(o: Options): UpgradeInstanceOptions {
  const options = defined<UpgradeInstanceOptions>({
    cpus: o.cpu, memory: memoryGb(o.memory as number | undefined), nicSpeed: o.network, public: o.private === true ? false : undefined,
    preset: o.flavor, disk: (o.addDisk as number[] | undefined)?.map((capacity) => ({ capacity })), test: o.test === true ? true : undefined,
  });
  if (['cpus', 'memory', 'nicSpeed', 'preset', 'disk'].every((key) => !(key in options))) {
    throw new UsageError('nothing to upgrade: give --cpu, --memory, --network, --flavor or --add-disk');
  }
  // The reference CLI's rule: cores on a dedicated (private) host are ordered by count, so --private needs --cpu.
  if (o.private === true && o.cpu === undefined) throw new UsageError("option '--private' needs '--cpu <n>' (cores on a dedicated host are ordered by count)");
  return options;
}

/** The `svc vs` group. @example `GROUPS.find((g) => g.name === 'vs')` */
export const VS_GROUP: GroupSpec<VirtualServerManager> = {
  name: 'vs',
  summary: 'Virtual servers: list, detail, create, create-options, upgrade, edit, reload, cancel, ready',
  manager: (m, client) => new m.VirtualServerManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List virtual servers',
      example: 'svc vs list --datacenter dal10 --hostname "web*" --sortby hostname',
      options: [
        ...SERVER_FILTERS,
        { flags: '-c, --cpu <n>', description: 'number of CPUs', parse: positiveInt },
        { flags: '-m, --memory <mb>', description: 'memory in MB', parse: positiveInt },
        { flags: '--hourly', description: 'only hourly-billed servers' },
        { flags: '--monthly', description: 'only monthly-billed servers' },
        ...PAGING,
      ],
      async run(vs, _args, o, context) {
        const hourlyOnly = o.hourly === true && o.monthly !== true;
        const monthlyOnly = o.monthly === true && o.hourly !== true;
        const options = defined({
          ...serverFilters(o), cpus: o.cpu, memory: o.memory,
          ...(hourlyOnly ? { monthly: false } : {}), ...(monthlyOnly ? { hourly: false } : {}),
        });
        return listOf(await context.collect(vs.iterInstances(options), 'virtual servers'), VS_COLUMNS);
      },
    },
    detailCommand<VirtualServerManager>('vs', 'virtual server', VS_DETAIL, (vs, id, mask) => vs.getInstance(id, defined({ mask }))),
    {
      name: 'create',
      summary: 'Order a virtual server (or, with --test, only check the order)',
      example: 'svc vs create -H web9 -D example.com -c 2 -m 4096 -d dal10 --os UBUNTU_LATEST',
      options: [
        { flags: '-H, --hostname <name>', description: 'host name', required: true },
        { flags: '-D, --domain <domain>', description: 'domain', required: true },
        { flags: '-c, --cpu <n>', description: 'number of CPUs', parse: positiveInt, required: true },
        { flags: '-m, --memory <mb>', description: 'memory in MB', parse: positiveInt, required: true },
        { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
        { flags: '-o, --os <code>', description: 'operating system reference code' },
        { flags: '--image <guid>', description: 'image template global identifier (instead of --os)' },
        { flags: '--billing <kind>', description: 'hourly or monthly', parse: oneOf(['hourly', 'monthly']), defaultValue: 'hourly' },
        { flags: '--san', description: 'SAN disks instead of local disks' },
        { flags: '--disk <gb>', description: 'disk size in GB (repeat for more disks)', parse: (v, p) => [...((p as number[] | undefined) ?? []), positiveInt(v)] },
        { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
        { flags: '-u, --userdata <text>', description: 'user metadata' },
        { flags: '--postinstall <uri>', description: 'post-install script URI' },
        { flags: '--tag <tags>', description: 'tags (comma-separated or repeated)', parse: list },
        { flags: '-n, --network <mbps>', description: 'network port speed', parse: positiveInt },
        { flags: '--private', description: 'private network only' },
        { flags: '--dedicated', description: 'on a host dedicated to this account' },
        { flags: '--vlan-public <id>', description: 'public VLAN id', parse: positiveInt },
        { flags: '--vlan-private <id>', description: 'private VLAN id', parse: positiveInt },
        { flags: '--test', description: 'only verify the order (generateOrderTemplate); nothing is created' },
      ],
      async run(vs, _args, o) {
        const template = defined<CreateInstanceCallOptions>({
          hostname: o.hostname, domain: o.domain, cpus: o.cpu, memory: o.memory, datacenter: o.datacenter,
          osCode: o.os, imageId: o.image, hourly: o.billing !== 'monthly', localDisk: o.san !== true,
          disks: o.disk, sshKeys: ids(o.key), userdata: o.userdata, postUri: o.postinstall, tags: o.tag,
          nicSpeed: o.network, privateNetworkOnly: o.private === true ? true : undefined,
          dedicated: o.dedicated === true ? true : undefined, publicVlan: o.vlanPublic, privateVlan: o.vlanPrivate,
        });
        if (o.test === true) return objectOf(await vs.verifyCreateInstance(template), []);
        return objectOf(await vs.createInstance(template), VS_DETAIL);
      },
    },
    {
      name: 'create-options',
      summary: 'What a virtual server order may name: locations, sizes, OSes, cores, memory, disks, port speeds, extras',
      example: 'svc vs create-options --datacenter dal10',
      options: [
        { flags: '-d, --datacenter <name>', description: 'only this datacenter, with its location prices' },
        { flags: '--vsi-type <package>', description: 'package key name (default PUBLIC_CLOUD_SERVER)' },
      ],
      async run(vs, _args, o) {
        const options = await vs.getCreateOptions(defined({ datacenter: o.datacenter, vsiType: o.vsiType }));
        return listOf(createOptionRows(options), CREATE_OPTION_COLUMNS);
      },
    },
    {
      name: 'upgrade',
      summary: 'Upgrade a virtual server (cores, memory, port speed, flavor, added disks); asks first',
      example: 'svc vs upgrade web1 --cpu 4 --memory 8192 --yes',
      args: ['<id>'],
      options: [
        { flags: '-c, --cpu <n>', description: 'number of CPUs', parse: positiveInt },
        { flags: '-m, --memory <mb>', description: 'memory in MB (a multiple of 1024)', parse: positiveInt },
        { flags: '-n, --network <mbps>', description: 'public port speed', parse: positiveInt },
        { flags: '--private', description: 'CPUs on a private (dedicated) host' },
        { flags: '--flavor <preset>', description: 'flavor (preset) key name, instead of --cpu/--memory' },
        { flags: '--add-disk <gb>', description: 'add a disk of this size in GB (repeat for more)', parse: (v, p) => [...((p as number[] | undefined) ?? []), positiveInt(v)] },
        { flags: '--test', description: 'only verify the upgrade order (verifyOrder); nothing changes' },
      ],
      // Checked before the question too, so a bad combination is refused without asking.
      destroys: ([id], o) => {
        upgradeOptions(o);
        return `upgrade virtual server ${id}`;
      },
      async run(vs, [id], o) {
        const options = upgradeOptions(o);
        const result = await vs.upgrade(idOrName(id), options);
        if (o.test === true) return objectOf(result, []);
        const orderId = (result as { orderId?: number } | undefined)?.orderId;
        return message(`Upgrade of virtual server ${id} ordered (order ${String(orderId)}).`, result);
      },
    },
    ...serverCommands<VirtualServerManager>({
      noun: 'virtual server',
      group: 'vs',
      edit: (vs, id, changes) => vs.editInstance(id, changes),
      reload: (vs, id, options) => vs.reloadInstance(id, options),
      cancel: (vs, id) => vs.cancelInstance(id),
    }),
    readyCommand<VirtualServerManager>('vs', 'virtual server', (vs, id, options) => vs.waitForReady(id, options)),
    ...HOST_COMMANDS,
  ],
  groups: VS_SUBGROUPS,
};
