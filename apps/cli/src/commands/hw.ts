/**
 * `svc hw …`: hardware (bare metal) servers, on `HardwareManager`.
 *
 * @module
 */

import type { HardwareManager, HardwareOrderOptions } from '@svclib/managers';

import { UsageError } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { idOrName, list, numericId, oneOf, positiveInt } from '../parse.js';
import type { CommandSpec, GroupSpec, Options } from '../spec.js';
import { MASKED_PASSWORD, PAGING, defined, listOf, message } from './common.js';
import { receiptOf, verifiedPrices } from './order.js';
import { SERVER_COLUMNS, SERVER_DETAIL, SERVER_FILTERS, detailCommand, readyCommand, serverCommands, serverFilters } from './servers.js';

const HW_DETAIL: readonly Column[] = [
  ...SERVER_DETAIL,
  col('status', 'hardwareStatus.status'),
  col('cores', 'processorPhysicalCoreAmount'),
  col('memory', 'memoryCapacity'),
];


const COMPONENT_MASK =
  'id, hardwareComponentModel[longDescription, firmwares[version, createDate], hardwareGenericComponentModel[hardwareComponentType[keyName]]]';

/** The newest of a component's firmwares (the API sorts them, but only when asked to). */
function newestFirmware(firmwares: unknown): { version?: string; createDate?: string } | undefined {
  if (!Array.isArray(firmwares)) return undefined;
  return (firmwares as { version?: string; createDate?: string }[])
    .reduce<{ version?: string; createDate?: string } | undefined>((newest, f) =>
      (newest === undefined || String(f.createDate ?? '') > String(newest.createDate ?? '') ? f : newest), undefined);
}

const FIRMWARE_PARTS = ['ipmi', 'raid-controller', 'bios', 'hard-drive', 'network'] as const;

/** The parts `update-firmware`/`reflash-firmware` touch: all of `parts`, or only those named by `--only`. */
function firmwareParts(o: Options, parts: readonly string[]): Record<string, boolean> {
  const only = o.only as string[] | undefined;
  const unknown = only?.filter((part) => !parts.includes(part)) ?? [];
  if (unknown.length > 0) {
    throw new UsageError(`option '--only <parts>' expects some of ${parts.join(', ')}, got '${unknown.join(',')}'`);
  }
  const camel = (part: string): string => part.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
  return Object.fromEntries(parts.map((part) => [camel(part), only === undefined || only.includes(part)]));
}

function firmwareCommand(name: 'update-firmware' | 'reflash-firmware', parts: readonly string[],
  job: (hw: HardwareManager, id: number | string, options: Record<string, boolean>) => Promise<boolean>): CommandSpec<HardwareManager> {
  const verb = name === 'update-firmware' ? 'Update' : 'Reflash';
  return {
    name,
    summary: `${verb} the firmware of a hardware server (${parts.join(', ')}; all unless --only); the server reboots`,
    example: `svc hw ${name} bm01 --only bios,ipmi --yes`,
    args: ['<id>'],
    options: [{ flags: '--only <parts>', description: `comma-separated parts: ${parts.join(', ')}`, parse: list }],
    destroys: ([id], o) => `${verb.toLowerCase()} the firmware (${Object.entries(firmwareParts(o, parts)).filter(([, v]) => v).map(([k]) => k).join(', ')}) of hardware server ${id}, which reboots it`,
    run: async (hw, [id], o) => message(`${verb} of the firmware of hardware server ${id} started.`, await job(hw, idOrName(id), firmwareParts(o, parts))),
  };
}

/** The `svc hw` group. @example `GROUPS.find((g) => g.name === 'hw')` */
export const HW_GROUP: GroupSpec<HardwareManager> = {
  name: 'hw',
  summary: 'Hardware servers: list, detail, edit, reload, cancel, firmware, sensors, notifications, …',
  manager: (m, client) => new m.HardwareManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List hardware servers',
      example: 'svc hw list --datacenter dal10 --columns id,hostname,primary_ip',
      options: [...SERVER_FILTERS, ...PAGING],
      run: async (hw, _args, o, context) =>
        listOf(await context.collect(hw.iterHardware(serverFilters(o)), 'hardware servers'), SERVER_COLUMNS),
    },
    {
      name: 'create',
      summary: 'Order a hardware server (asks first: it is charged; --test only verifies)',
      example: 'svc hw create -H db1 -D example.com -s S1270_32GB_1X1TBSATA_NORAID -o OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT -d dal10 --port-speed 1000 --test',
      options: [
        { flags: '-H, --hostname <name>', description: 'host name', required: true },
        { flags: '-D, --domain <domain>', description: 'domain', required: true },
        { flags: '-s, --size <preset>', description: 'size (preset key name), see `svc hw create-options`', required: true },
        { flags: '-o, --os <key>', description: 'operating system item key name, see `svc hw create-options`', required: true },
        { flags: '-d, --datacenter <name>', description: 'datacenter short name', required: true },
        { flags: '--port-speed <mbps>', description: 'network port speed (or --network)', parse: positiveInt },
        { flags: '--network <key>', description: 'port speed item key name, see `svc hw create-options`' },
        { flags: '--no-public', description: 'private network only' },
        { flags: '--billing <kind>', description: 'hourly (default) or monthly', parse: oneOf(['hourly', 'monthly']) },
        { flags: '-i, --postinstall <uri>', description: 'post-install script URI' },
        { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
        { flags: '-e, --extra <keys>', description: 'extra item key names (comma-separated or repeated)', parse: list },
        { flags: '--router-public <id>', description: 'public router id', parse: positiveInt },
        { flags: '--router-private <id>', description: 'private router id', parse: positiveInt },
        { flags: '--test', description: 'only verify the order (Product_Order.verifyOrder); nothing is ordered' },
      ],
      destroys: (_args, o) => (o.test === true ? undefined : `order hardware server ${o.hostname as string}.${o.domain as string} (it is charged to the account)`),
      async run(hw, _args, o) {
        const order = defined<HardwareOrderOptions>({
          hostname: o.hostname, domain: o.domain, size: o.size, os: o.os, location: o.datacenter, portSpeed: o.portSpeed,
          network: o.network, noPublic: o.public === false ? true : undefined, hourly: o.billing !== 'monthly', postUri: o.postinstall,
          sshKeys: (o.key as string[] | undefined)?.map((k) => numericId(k, '--key')), extras: o.extra,
          publicRouter: o.routerPublic, privateRouter: o.routerPrivate,
        });
        if (o.test === true) return verifiedPrices(await hw.verifyOrder(order), o.billing === 'monthly');
        return receiptOf(await hw.placeOrder(order));
      },
    },
    detailCommand<HardwareManager>('hw', 'hardware server', HW_DETAIL, (hw, id, mask) => hw.getHardware(id, defined({ mask }))),
    ...serverCommands<HardwareManager>({
      noun: 'hardware server',
      group: 'hw',
      edit: (hw, id, changes) => hw.editHardware(id, changes),
      reload: (hw, id, options) => hw.reloadHardware(id, options),
      cancel: (hw, id) => hw.cancelHardware(id),
    }),
    {
      name: 'cancel-reasons',
      summary: 'List the reasons `hw cancel` accepts',
      example: 'svc hw cancel-reasons',
      run: (hw) => Promise.resolve(listOf(Object.entries(hw.getCancellationReasons()).map(([code, reason]) => ({ code, reason })),
        [col('code'), col('reason')])),
    },
    {
      name: 'create-options',
      summary: 'Show what a hardware order may name: locations, sizes, operating systems, port speeds, extras',
      example: 'svc hw create-options --datacenter dal10',
      options: [{ flags: '-d, --datacenter <name>', description: 'prices of this datacenter, e.g. dal10' }],
      async run(hw, _args, o) {
        const options = await hw.getCreateOptions(defined({ datacenter: o.datacenter }));
        const rows = [
          ...options.locations.map((l) => ({ kind: 'location', key: l.key, name: l.name })),
          ...options.sizes.map((s) => ({ kind: 'size', key: s.key, name: s.name, hourly: s.hourlyRecurringFee, monthly: s.recurringFee })),
          ...options.operatingSystems.map((x) => ({ kind: 'os', key: x.key, name: x.name })),
          ...options.portSpeeds.map((x) => ({ kind: 'port_speed', key: x.key, name: x.name })),
          ...options.extras.map((x) => ({ kind: 'extra', key: x.key, name: x.name })),
        ];
        return listOf(rows, [col('kind'), col('key'), col('name'), col('hourly'), col('monthly')]);
      },
    },
    {
      name: 'credentials',
      summary: 'List the software credentials of a hardware server (user names; passwords always masked)',
      example: 'svc hw credentials bm01',
      args: ['<id>'],
      async run(hw, [id]) {
        const software = await hw.getSoftwareComponents(idOrName(id), { mask: 'mask[id, softwareLicense[softwareDescription[name, version]], passwords[id, username]]' });
        const rows = software.flatMap((component) => (component.passwords ?? []).map((password) => ({
          software: component.softwareLicense?.softwareDescription?.name,
          version: component.softwareLicense?.softwareDescription?.version,
          username: password.username,
          password: MASKED_PASSWORD,
        })));
        return listOf(rows, [col('software'), col('version'), col('username'), col('password')]);
      },
    },
    {
      name: 'components',
      summary: 'List the hardware components of a server with their newest firmware',
      example: 'svc hw components bm01',
      args: ['<id>'],
      run: async (hw, [id]) => listOf(await hw.getComponents(idOrName(id), { mask: COMPONENT_MASK }), [
        col('id'), col('type', 'hardwareComponentModel.hardwareGenericComponentModel.hardwareComponentType.keyName'),
        col('description', 'hardwareComponentModel.longDescription'),
        col('firmware', 'hardwareComponentModel.firmwares', (f) => newestFirmware(f)?.version),
        col('firmware_date', 'hardwareComponentModel.firmwares', (f) => newestFirmware(f)?.createDate),
      ]),
    },
    {
      name: 'bandwidth',
      summary: 'Show the bandwidth samples of a hardware server',
      example: 'svc hw bandwidth bm01 --start 2026-11-01 --end 2026-11-02 --rollup 86400',
      args: ['<id>'],
      options: [
        { flags: '-s, --start <date>', description: 'start of the period, e.g. 2026-11-01 (default: 30 days ago)' },
        { flags: '-e, --end <date>', description: 'end of the period (default: now)' },
        { flags: '--direction <dir>', description: 'public or private (default: both)', parse: oneOf(['public', 'private']) },
        { flags: '-r, --rollup <seconds>', description: 'seconds per sample: 300, 600, 1800, 3600, 43200 or 86400', parse: positiveInt },
      ],
      run: async (hw, [id], o) =>
        listOf(await hw.getBandwidthData(idOrName(id), defined({ start: o.start, end: o.end, direction: o.direction, rollup: o.rollup })),
          [col('date', 'dateTime'), col('type'), col('counter')]),
    },
    {
      name: 'sensor',
      summary: 'Show the sensor readings of a hardware server',
      example: 'svc hw sensor bm01',
      args: ['<id>'],
      run: async (hw, [id]) => listOf(await hw.getSensors(idOrName(id)), [
        col('sensor', 'sensorId'), col('status'), col('reading', 'sensorReading'), col('units', 'sensorUnits'),
        col('min', 'lowerCritical'), col('max', 'upperCritical'),
      ]),
    },
    {
      name: 'storage',
      summary: 'List the network storage of a type attached to a hardware server',
      example: 'svc hw storage bm01 --type NAS',
      args: ['<id>'],
      options: [{ flags: '-t, --type <nas-type>', description: 'storage type: ISCSI (default) or NAS', defaultValue: 'ISCSI' }],
      run: async (hw, [id], o) => listOf(await hw.getStorageDetails(idOrName(id), String(o.type)), [
        col('id'), col('username'), col('capacity_gb', 'capacityGb'), col('type', 'nasType'), col('target', 'serviceResourceBackendIpAddress'), col('notes'),
      ]),
    },
    {
      name: 'authorize-storage',
      summary: 'Authorize a hardware server to use a network storage volume',
      example: 'svc hw authorize-storage bm01 --username-storage SL01SEL3000001-1',
      args: ['<id>'],
      options: [{ flags: '-u, --username-storage <name>', description: 'the volume\'s user name, see `svc hw storage`', required: true }],
      run: async (hw, [id], o) =>
        message(`Authorized hardware server ${id} to use ${String(o.usernameStorage)}.`, await hw.authorizeStorage(idOrName(id), String(o.usernameStorage))),
    },
    {
      name: 'notifications',
      summary: 'List the users notified about a hardware server',
      example: 'svc hw notifications bm01',
      args: ['<id>'],
      run: async (hw, [id]) => listOf(await hw.getNotifications(idOrName(id)), [
        col('id'), col('user_id', 'userId'), col('username', 'user.username'), col('email', 'user.email'),
      ]),
    },
    {
      name: 'notification-add',
      summary: 'Notify users about a hardware server',
      example: 'svc hw notification-add bm01 --users 7002,7003',
      args: ['<id>'],
      options: [{ flags: '--users <ids>', description: 'user ids (comma-separated or repeated)', parse: list, required: true }],
      async run(hw, [id], o) {
        const users = (o.users as string[]).map((user) => numericId(user, '--users'));
        const added = [];
        for (const user of users) added.push(await hw.addNotification(idOrName(id), user));
        return listOf(added, [col('id'), col('user_id', 'userId'), col('hardware_id', 'hardwareId')]);
      },
    },
    {
      name: 'notification-delete',
      summary: 'Stop a notification (by its id, see `svc hw notifications`)',
      example: 'svc hw notification-delete 1201',
      args: ['<notification-id>'],
      async run(hw, [id]) {
        const notification = numericId(id, '<notification-id>');
        return message(`Removed notification ${notification}.`, await hw.removeNotification(notification));
      },
    },
    {
      name: 'rescue',
      summary: 'Reboot a hardware server into the rescue kernel',
      example: 'svc hw rescue bm01 --yes',
      args: ['<id>'],
      destroys: ([id]) => `reboot hardware server ${id} into the rescue kernel`,
      run: async (hw, [id]) => message(`Hardware server ${id} is rebooting into rescue.`, await hw.rescue(idOrName(id))),
    },
    firmwareCommand('update-firmware', FIRMWARE_PARTS, (hw, id, parts) => hw.updateFirmware(id, parts)),
    firmwareCommand('reflash-firmware', FIRMWARE_PARTS.slice(0, 3), (hw, id, parts) => hw.reflashFirmware(id, parts)),
    readyCommand<HardwareManager>('hw', 'hardware server', (hw, id, options) => hw.waitForReady(id, options)),
  ],
};
