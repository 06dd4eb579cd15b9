/**
 * `svc hw …`: hardware (bare metal) servers, on `HardwareManager`.
 *
 * @module
 */

import { readFileSync } from 'node:fs';

import type { HardwareCreateOption, HardwareManager, HardwareOrderOptions, UpgradeHardwareOptions } from '@svclib/managers';

import { CommandFailure, UsageError, fileError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column, CommandResult } from '../../output/index.js';
import { idOrName, list, numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec, GroupSpec, OptionSpec, Options } from '../../spec.js';
import { MASKED_PASSWORD, PAGING, SHOW_SECRETS, defined, listOf, maskPasswords, message, objectOf, showsSecrets } from '../common.js';
import { withTemplate } from '../../template-file.js';
import { receiptOf, verifiedPrices } from '../order/index.js';
import { CREATE_OPTIONS_ARGS, CREATE_OPTIONS_OPTIONS, closingPodsNote, createOptionsLocation, priceRows } from '../create-options.js';
import {
  BANDWIDTH_COLUMNS, SERVER_COLUMNS, SERVER_DETAIL, SERVER_FILTERS, WAIT_OPTION, bandwidthRows, detailCommand, dnsSyncCommand, readyCommand, serverFilters, waitForOrdered,
} from '../servers.js';

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
/** The reference CLI's one-letter part flags of `update-firmware`: short flag, part. */
const FIRMWARE_FLAGS = [['-i', 'ipmi'], ['-r', 'raid-controller'], ['-b', 'bios'], ['-d', 'hard-drive'], ['-n', 'network']] as const;

/** The parts `update-firmware`/`reflash-firmware` touch: all of `parts`, or only those named by `--only`. */
function firmwareParts(o: Options, parts: readonly string[]): Record<string, boolean> {
  const flagged = FIRMWARE_FLAGS.filter(([, part]) => parts.includes(part) && o[part.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] === true)
    .map(([, part]) => part);
  const only = flagged.length > 0 ? [...(o.only as string[] | undefined ?? []), ...flagged] : o.only as string[] | undefined;
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
    options: [
      { flags: '--only <parts>', description: `comma-separated parts: ${parts.join(', ')}`, parse: list },
      ...(name === 'update-firmware' ? FIRMWARE_FLAGS.map(([flag, part]) => ({ flags: `${flag}, --${part}`, description: `only this part (with the other part flags): ${part}` })) : []),
    ],
    destroys: ([id], o) => `${verb.toLowerCase()} the firmware (${Object.entries(firmwareParts(o, parts)).filter(([, v]) => v).map(([k]) => k).join(', ')}) of hardware server ${id}, which reboots it`,
    run: async (hw, [id], o) => message(`${verb} of the firmware of hardware server ${id} started.`, await job(hw, idOrName(id), firmwareParts(o, parts))),
  };
}

/** Filters of `hw list` beyond those it shares with `vs list` (the reference CLI's names). */
const HW_FILTERS: readonly OptionSpec[] = [
  { flags: '-c, --cpu <cores>', description: 'physical cores' },
  { flags: '-m, --memory <gb>', description: 'memory in GB' },
  { flags: '-n, --network <mbps>', description: 'network port speed (as --nic-speed)', parse: positiveInt },
  { flags: '--owner <username>', description: 'username of whoever ordered the server' },
  { flags: '--primary-ip <ip>', description: 'primary public IP address (as --public-ip)' },
  { flags: '--backend-ip <ip>', description: 'primary private IP address (as --private-ip)' },
];

/** The manager filters of `hw list`: the shared ones plus cores, memory, owner and the reference CLI's aliases. */
function hwFilters(o: Options): Record<string, unknown> {
  return defined({
    ...serverFilters(o),
    cpus: o.cpu, memory: o.memory, owner: o.owner,
    nicSpeed: o.network ?? o.nicSpeed, publicIp: o.primaryIp ?? o.publicIp, privateIp: o.backendIp ?? o.privateIp,
  });
}

/** The units of the sensors the reference CLI shows without `--discrete`. */
const MEASURED_UNITS = ['degrees C', 'Volts', 'Watts', 'RPM'];

const PORT_SPEEDS = ['0', '10', '100', '1000', '10000', '-1'] as const;

/** A user-data file's text (`--userfile`). */
function readUserFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw fileError("option '--userfile <file>'", 'read', file, error);
  }
}

/** `edit`, `reload` and `cancel` with the options the reference CLI's `hw` commands have. */
const EDIT_RELOAD_CANCEL: readonly CommandSpec<HardwareManager>[] = [
  {
    name: 'edit',
    summary: "Edit a hardware server's host name, domain, notes, user data, tags or port speeds",
    example: 'svc hw edit bm01 --notes "rack 4" --tag db,prod --public-speed 1000 --redundant',
    args: ['<id>'],
    options: [
      { flags: '-H, --hostname <name>', description: 'new host name' },
      { flags: '-D, --domain <domain>', description: 'new domain' },
      { flags: '--notes <text>', description: 'new notes' },
      { flags: '-u, --userdata <text>', description: 'new user metadata' },
      { flags: '-F, --userfile <file>', description: 'new user metadata, read from a file' },
      { flags: '-g, --tag <tags>', description: 'tags to set (comma-separated or repeated; "" removes every tag)', parse: (v, previous) => [...(previous as string[] | undefined ?? []), v] },
      { flags: '--public-speed <mbps>', description: `public port speed: ${PORT_SPEEDS.join(', ')} (-1: the best available)`, parse: oneOf(PORT_SPEEDS) },
      { flags: '--private-speed <mbps>', description: `private port speed: ${PORT_SPEEDS.join(', ')}`, parse: oneOf(PORT_SPEEDS) },
      { flags: '--redundant', description: 'port speed change: redundant interfaces' },
      { flags: '--degraded', description: 'port speed change: degraded interfaces' },
    ],
    async run(hw, [id], o) {
      if (o.userdata !== undefined && o.userfile !== undefined) throw new UsageError("options '--userdata' and '--userfile' cannot be used together");
      const speeds = [[true, o.publicSpeed], [false, o.privateSpeed]].filter(([, speed]) => speed !== undefined) as [boolean, string][];
      const states = [o.redundant === true ? 'redundant' : undefined, o.degraded === true ? 'degraded' : undefined].filter((x) => x !== undefined);
      if (speeds.length > 0 && states.length === 0) throw new UsageError("a port speed change needs '--redundant' or '--degraded'");
      const tags = o.tag === undefined ? undefined : (o.tag as string[]).join(',').split(',').map((t) => t.trim()).filter((t) => t !== '').join(',');
      const changes = defined({
        hostname: o.hostname, domain: o.domain, notes: o.notes,
        userdata: o.userdata ?? (o.userfile === undefined ? undefined : readUserFile(o.userfile as string)), tags,
      });
      const server = idOrName(id);
      let value: unknown = true;
      if (Object.keys(changes).length > 0 || speeds.length === 0) value = await hw.editHardware(server, changes);
      for (const [isPublic, speed] of speeds) {
        for (const redundant of states) value = await hw.changePortSpeed(server, isPublic, Number(speed), { redundant });
      }
      return message(`Edited hardware server ${id}.`, value);
    },
  },
  {
    name: 'reload',
    summary: 'Reload the operating system of a hardware server (erases its disks)',
    example: 'svc hw reload bm01 --key 12 --lvm --yes',
    args: ['<id>'],
    options: [
      { flags: '-i, --postinstall <uri>', description: 'post-install script URI' },
      { flags: '-k, --key <ids>', description: 'SSH key ids (comma-separated or repeated)', parse: list },
      { flags: '-l, --lvm', description: 'use LVM for every logical drive' },
      { flags: '--image <id>', description: 'image template to load instead of the current OS' },
    ],
    destroys: ([id]) => `reload the operating system of hardware server ${id} (its disks are erased)`,
    async run(hw, [id], o) {
      const keys = (o.key as string[] | undefined)?.map((k) => numericId(k, '--key'));
      const value = await hw.reloadHardware(idOrName(id), defined({ postUri: o.postinstall, sshKeys: keys, imageId: o.image, lvm: o.lvm }));
      return message(`Reload of hardware server ${id} started.`, value);
    },
  },
  {
    name: 'cancel',
    summary: 'Cancel a hardware server (at the end of the billing cycle unless --immediate)',
    example: 'svc hw cancel bm01 --reason migrate_larger --comment "moving to a bigger box" --yes',
    args: ['<id>'],
    options: [
      { flags: '--immediate', description: 'cancel now rather than on the billing anniversary' },
      { flags: '--comment <text>', description: 'a comment for the cancellation ticket' },
      { flags: '--reason <key>', description: 'a reason key, see `svc hw cancel-reasons` (default unneeded)' },
    ],
    destroys: ([id], o) => `cancel hardware server ${id}${o.immediate === true ? ' now' : ''}`,
    async run(hw, [id], o) {
      const reason = o.reason as string | undefined;
      if (reason !== undefined && !Object.hasOwn(hw.getCancellationReasons(), reason)) {
        throw new UsageError(`option '--reason <key>' expects one of ${Object.keys(hw.getCancellationReasons()).join(', ')}, got '${reason}'`);
      }
      const value = await hw.cancelHardware(idOrName(id), defined({ reason: o.reason, comment: o.comment, immediate: o.immediate }));
      return message(`Cancelled hardware server ${id}.`, value);
    },
  },
];

/** A power command: confirmation (unless `--force` where the reference CLI has it), then one call. */
function powerCommand(name: string, summary: string, what: string, options: readonly OptionSpec[],
  job: (hw: HardwareManager, id: number | string, o: Options) => Promise<boolean>): CommandSpec<HardwareManager> {
  return {
    name,
    summary,
    example: `svc hw ${name} bm01 --yes`,
    args: ['<id>'],
    options,
    destroys: ([id], o) => (o.force === true ? undefined : `${what} hardware server ${id}`),
    run: async (hw, [id], o) => message(`${summary.replace(/ a hardware server.*$/, '')}: hardware server ${id}.`, await job(hw, idOrName(id), o)),
  };
}

const FORCE: OptionSpec = { flags: '--force', description: 'do not ask first (as --yes)' };

/** `power-off`, `power-on`, `power-cycle`, `reboot`. */
const POWER_COMMANDS: readonly CommandSpec<HardwareManager>[] = [
  powerCommand('power-off', 'Power off a hardware server', 'power off', [FORCE], (hw, id) => hw.powerOff(id)),
  powerCommand('power-on', 'Power on a hardware server', 'power on', [FORCE], (hw, id) => hw.powerOn(id)),
  powerCommand('power-cycle', 'Power cycle a hardware server (off, then on)', 'power cycle', [], (hw, id) => hw.powerCycle(id)),
  powerCommand('reboot', 'Reboot a hardware server (soft, then hard if that fails, unless --hard or --soft)', 'reboot', [
    { flags: '--hard', description: 'hard reboot (power cycle)' },
    { flags: '--soft', description: 'soft reboot (from the operating system)' },
  ], (hw, id, o) => {
    if (o.hard === true && o.soft === true) throw new UsageError("options '--hard' and '--soft' cannot be used together");
    return hw.reboot(id, defined({ hard: o.hard === true ? true : o.soft === true ? false : undefined }));
  }),
];

/** `--add-disk`/`--resize-disk` values: `capacity,number` (GB, disk slot), as the reference's two numbers. */
function diskOption(description: 'add_disk' | 'resize_disk'): (value: string, previous: unknown) => unknown {
  return (value, previous) => {
    const match = /^\s*(\d+)\s*[, ]\s*(\d+)\s*$/.exec(value);
    if (!match) throw new UsageError(`option '--${description.replace('_', '-')}' expects CAPACITY,NUMBER (GB, disk slot), got '${value}'`);
    const disk = { description, capacity: Number(match[1]), number: Number(match[2]) };
    return [...(Array.isArray(previous) ? previous as unknown[] : []), disk];
  };
}

const NIC_SPEEDS = ['100', '100 Redundant', '100 Dual', '1000', '1000 Redundant', '1000 Dual', '10000', '10000 Redundant', '10000 Dual'] as const;

/** The environment variable `hw create-credential` takes the password from (else a prompt or stdin). */
const CREDENTIAL_PASSWORD_ENV = 'SVC_CREDENTIAL_PASSWORD';

/** `billing`, `toggle-ipmi`, `dns-sync`, `upgrade`, `monitoring`, `create-credential`. */
const MORE_COMMANDS: readonly CommandSpec<HardwareManager>[] = [
  {
    name: 'billing',
    summary: 'Show the billing of a hardware server: billing item, recurring fee, total and the prices of its parts',
    example: 'svc hw billing bm01',
    args: ['<id>'],
    async run(hw, [id]) {
      const server = await hw.getHardware(idOrName(id));
      const item = server.billingItem;
      // slcli prints billingItem.recurringFee, which get_hardware's mask does not select (always
      // empty): typed selection says so; the column is kept as the reference shows it.
      const recurringFee = (item as { recurringFee?: string } | undefined)?.recurringFee;
      return objectOf({
        id, billingItemId: item?.id, recurringFee, total: item?.nextInvoiceTotalRecurringAmount,
        prices: (item?.nextInvoiceChildren ?? []).map((child) => `${String(child.description)}: ${String(child.nextInvoiceTotalRecurringAmount)}`).join('; '),
      }, [col('id'), col('billing_item_id', 'billingItemId'), col('recurring_fee', 'recurringFee'), col('total'),
        col('prices')]);
    },
  },
  {
    name: 'toggle-ipmi',
    summary: 'Turn the IPMI (management) interface of a hardware server on (default) or off',
    example: 'svc hw toggle-ipmi bm01 --disable',
    args: ['<id>'],
    options: [
      { flags: '--enable', description: 'turn it on (the default)' },
      { flags: '--disable', description: 'turn it off' },
    ],
    async run(hw, [id], o) {
      if (o.enable === true && o.disable === true) throw new UsageError("options '--enable' and '--disable' cannot be used together");
      const enabled = o.disable !== true;
      return message(`IPMI interface of hardware server ${id} turned ${enabled ? 'on' : 'off'}.`, await hw.toggleIpmi(idOrName(id), enabled));
    },
  },
  dnsSyncCommand<HardwareManager>({
    group: 'hw', noun: 'hardware server',
    read: (hw, id, mask) => hw.getHardware(id, { mask }),
    reverseZones: (hw, id) => hw.getReverseDomainRecords(id),
  }),
  {
    name: 'upgrade',
    summary: 'Upgrade a hardware server: memory, port speed, drive controller, bandwidth, disks (charged; --test only verifies)',
    example: 'svc hw upgrade bm01 --memory 64 --network "1000 Redundant" --add-disk 1000,2 --test',
    args: ['<id>'],
    options: [
      { flags: '--memory <gb>', description: 'memory size in GB', parse: positiveInt },
      { flags: '--network <speed>', description: `port speed: ${NIC_SPEEDS.join(', ')}`, parse: oneOf(NIC_SPEEDS) },
      { flags: '--drive-controller <kind>', description: 'Non-RAID or RAID', parse: oneOf(['Non-RAID', 'RAID']) },
      { flags: '--public-bandwidth <gb>', description: 'public bandwidth in GB', parse: positiveInt },
      { flags: '--add-disk <capacity,number>', description: 'add a disk of CAPACITY GB in slot NUMBER (repeatable)', parse: diskOption('add_disk') },
      { flags: '--resize-disk <capacity,number>', description: 'resize the disk in slot NUMBER to CAPACITY GB (repeatable)', parse: diskOption('resize_disk') },
      { flags: '--test', description: 'only verify the upgrade (Product_Order.verifyOrder); nothing is ordered' },
    ],
    destroys: ([id], o) => (o.test === true ? undefined : `upgrade hardware server ${id} (it is charged to the account)`),
    async run(hw, [id], o) {
      const disk = [...(o.addDisk as UpgradeHardwareOptions['disk'] ?? []), ...(o.resizeDisk as UpgradeHardwareOptions['disk'] ?? [])];
      const upgrade = defined<UpgradeHardwareOptions>({
        memory: o.memory, nicSpeed: o.network, driveController: o.driveController, publicBandwidth: o.publicBandwidth,
        disk: disk.length > 0 ? disk : undefined, test: o.test === true,
      });
      if (Object.keys(upgrade).length === 1) {
        throw new UsageError('nothing to upgrade: give --memory, --network, --drive-controller, --public-bandwidth, --add-disk or --resize-disk');
      }
      const result = await hw.upgrade(idOrName(id), upgrade);
      if (result === undefined) return message('Nothing to upgrade.', false);
      if (o.test === true) return verifiedPrices(result as Parameters<typeof verifiedPrices>[0], false);
      return receiptOf(result as Parameters<typeof receiptOf>[0]);
    },
  },
  {
    name: 'monitoring',
    summary: 'Show the network monitors of a hardware server',
    example: 'svc hw monitoring bm01',
    args: ['<id>'],
    async run(hw, [id]) {
      const server = await hw.getHardware(idOrName(id));
      const monitors = (server as { networkMonitors?: unknown[] }).networkMonitors ?? [];
      return listOf(monitors, [col('id'), col('ip', 'ipAddress'), col('status'), col('type', 'queryType.name'),
        col('notify', 'responseAction.actionDescription')]);
    },
  },
  {
    name: 'create-credential',
    summary: `Add a user name/password to software of a hardware server; the password comes from $${CREDENTIAL_PASSWORD_ENV}, else a prompt (or stdin), never the command line`,
    example: 'svc hw create-credential bm01 --user admin --software Ubuntu',
    args: ['<id>'],
    options: [
      // `--username` is the global API user name, so the credential's is `-U, --user`.
      { flags: '-U, --user <name>', description: 'the user name of the credential', required: true },
      { flags: '--software <name>', description: 'the software, by name (see `svc hw credentials`)', required: true },
      { flags: '-n, --notes <text>', description: 'a note stored with the credential' },
    ],
    async run(hw, [id], o, context) {
      const software = await hw.getSoftwareComponents(idOrName(id), { mask: 'mask[id, softwareLicense[softwareDescription[name]]]' });
      const wanted = String(o.software).toLowerCase();
      const found = software.find((component) => component.softwareLicense?.softwareDescription?.name?.toLowerCase() === wanted);
      if (found?.id === undefined) throw new CommandFailure(`Software not found: ${String(o.software)} on hardware server ${id}`);
      const fromEnv = process.env[CREDENTIAL_PASSWORD_ENV];
      if (fromEnv !== undefined && fromEnv !== '') context.keepSecret(fromEnv);
      const password = context.dryRun ? MASKED_PASSWORD
        : fromEnv !== undefined && fromEnv !== '' ? fromEnv : await context.prompt(`Password for ${String(o.user)}: `, { secret: true });
      if (password === '') throw new UsageError(`no password given: set ${CREDENTIAL_PASSWORD_ENV}, type one at the prompt or pipe it on stdin`);
      const created = await hw.createCredential(defined({ softwareId: found.id, username: o.user, password, notes: o.notes }));
      return objectOf({ ...created, password: MASKED_PASSWORD }, [
        col('id'), col('created', 'createDate'), col('username'), col('password'), col('notes'),
      ]);
    },
  },
];


/** A VLAN as `NetworkManager.searchForVlan` answers it. */
interface FoundVlan {
  id?: number;
  vlanNumber?: number;
  networkSpace?: string;
}

/** Trunks (or un-trunks) the VLANs named on the command line on the server's components that have a primary IP, public and private apart. */
async function changeTrunks(hw: HardwareManager, id: string, names: readonly string[], client: unknown, add: boolean): Promise<CommandResult> {
  const { NetworkManager } = await import('@svclib/managers');
  const network = new NetworkManager(client as ConstructorParameters<typeof NetworkManager>[0]);
  const server = idOrName(id);
  const vlans = (await network.searchForVlan(names.map((name) => `"${name}"`).join(' '))) as FoundVlan[];
  if (vlans.length === 0) throw new CommandFailure(`No vlans found matching ${names.join(' ')}`);
  const changed: { component: number; space: string; vlans: string }[] = [];
  for (const space of ['public', 'private'] as const) {
    const these = vlans.filter((vlan) => (vlan.networkSpace === 'PUBLIC') === (space === 'public'));
    if (these.length === 0) continue;
    const components = await hw.getNetworkComponents(server, { mask: 'mask[id, name, port, macAddress, primaryIpAddress]', space });
    for (const component of components) {
      if (component.id === undefined || !component.primaryIpAddress) continue;
      const trunks = these.map((vlan) => defined<{ id?: number; vlanNumber?: number }>({ id: vlan.id, vlanNumber: vlan.vlanNumber }));
      await (add ? hw.trunkVlan(component.id, trunks) : hw.removeVlan(component.id, trunks));
      changed.push({ component: component.id, space, vlans: these.map((vlan) => vlan.id).join(',') });
    }
  }
  return listOf(changed, [col('component'), col('space'), col('vlans')]);
}

/** `vlan-trunkable`, `vlan-add`, `vlan-remove`. */
const VLAN_COMMANDS: readonly CommandSpec<HardwareManager>[] = [
  {
    name: 'vlan-trunkable',
    summary: 'List the VLANs a hardware server can have trunked',
    example: 'svc hw vlan-trunkable bm01',
    args: ['<id>'],
    async run(hw, [id]) {
      const vlans = await hw.getTrunkableVlans(idOrName(id));
      return listOf(vlans, [col('id'), col('vlan', 'fullyQualifiedName'), col('name'), col('space', 'networkSpace')]);
    },
  },
  {
    name: 'vlan-add',
    summary: 'Trunk VLANs (by id, name or number) to a hardware server',
    example: 'svc hw vlan-add bm01 5001 "Public DAL10"',
    args: ['<id>', '<vlans...>'],
    destroys: ([id, ...vlans]) => `trunk VLANs ${vlans.join(', ')} to hardware server ${id}`,
    run: (hw, [id = '', ...vlans], _o, context) => changeTrunks(hw, id, vlans, context.client, true),
  },
  {
    name: 'vlan-remove',
    summary: 'Remove trunked VLANs (by id, name or number; or --all) from a hardware server',
    example: 'svc hw vlan-remove bm01 5001 --yes',
    args: ['<id>', '[vlans...]'],
    options: [{ flags: '--all', description: 'remove every trunked VLAN' }],
    destroys: ([id, ...vlans], o) => `remove ${o.all === true ? 'every trunked VLAN' : `VLANs ${vlans.join(', ')}`} from hardware server ${id}`,
    async run(hw, [id = '', ...vlans], o, context) {
      if (o.all === true) {
        if (vlans.length > 0) throw new UsageError("give VLANs or '--all', not both");
        const cleared = await hw.clearVlan(idOrName(id));
        return listOf(cleared.map((component) => ({ component })), [col('component')]);
      }
      if (vlans.length === 0) throw new UsageError("missing argument 'vlans' (or '--all')");
      return changeTrunks(hw, id, vlans, context.client, false);
    },
  },
];

/** `user: password` pairs of a list of credentials. */
function credentialText(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  return (list as { username?: string; password?: string }[]).map((c) => `${String(c.username)}: ${String(c.password)}`).join(', ');
}

/** `hw detail`: the shared detail, passwords masked unless `--passwords` (or an alias, {@link SHOW_SECRETS}), plus slcli's `--price` and `--components`. */
const HW_DETAIL_COMMAND: CommandSpec<HardwareManager> = (() => {
  const base = detailCommand<HardwareManager>('hw', 'hardware server', HW_DETAIL, (hw, id, mask) => hw.getHardware(id, defined({ mask })));
  return {
    ...base,
    options: [
      ...(base.options ?? []),
      // As slcli: --passwords adds the operating system and IPMI passwords, in clear.
      ...SHOW_SECRETS,
      { flags: '--price', description: 'show the next invoice\'s recurring amount' },
      { flags: '--components', description: 'show the hardware components (Hardware_Server.getComponents)' },
    ],
    async run(hw, args, o, context) {
      const result = await base.run(hw, args, o, context);
      if (result.kind !== 'object') return result;
      const shown = showsSecrets(o);
      const value = { ...(shown ? result.value : maskPasswords(result.value)) };
      const columns = [...result.columns];
      if (shown) {
        columns.push(col('os_passwords', 'operatingSystem.passwords', credentialText), col('ipmi_passwords', 'remoteManagementAccounts', credentialText));
      }
      if (o.price === true) columns.push(col('price', 'billingItem.nextInvoiceTotalRecurringAmount'));
      if (o.components === true) {
        value.components = await hw.getComponents(idOrName(args[0]), { mask: COMPONENT_MASK });
        columns.push(col('components', 'components', (list) => (Array.isArray(list)
          ? (list as { hardwareComponentModel?: { longDescription?: string } }[]).map((c) => c.hardwareComponentModel?.longDescription).join('; ')
          : undefined)));
      }
      return { ...result, value, columns };
    },
  };
})();

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
      options: [...SERVER_FILTERS, ...HW_FILTERS, ...PAGING,
        { flags: '--search [text]', description: 'use the search API (Search.advancedSearch), with --hostname, --domain, --datacenter and --tag as terms' }],
      async run(hw, _args, o, context) {
        if (o.search !== undefined) {
          const search = o.search === true ? '' : o.search as string;
          const found = await hw.searchHardware(search, defined({ hostname: o.hostname, domain: o.domain, datacenter: o.datacenter, tags: o.tag }));
          return listOf(found, SERVER_COLUMNS);
        }
        return context.stream(hw.iterHardware(hwFilters(o)), 'hardware servers', SERVER_COLUMNS);
      },
    },
    withTemplate({
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
        WAIT_OPTION,
        FORCE,
      ],
      destroys: (_args, o) => (o.test === true || o.force === true ? undefined : `order hardware server ${o.hostname as string}.${o.domain as string} (it is charged to the account)`),
      async run(hw, _args, o) {
        const order = defined<HardwareOrderOptions>({
          hostname: o.hostname, domain: o.domain, size: o.size, os: o.os, location: o.datacenter, portSpeed: o.portSpeed,
          network: o.network, noPublic: o.public === false ? true : undefined, hourly: o.billing !== 'monthly', postUri: o.postinstall,
          sshKeys: (o.key as string[] | undefined)?.map((k) => numericId(k, '--key')), extras: o.extra,
          publicRouter: o.routerPublic, privateRouter: o.routerPrivate,
        });
        if (o.test === true) return verifiedPrices(await hw.verifyOrder(order), o.billing === 'monthly');
        const receipt = await hw.placeOrder(order);
        // placeOrder sends one order container: its servers are in orderDetails.orderContainers[0].
        const details = receipt.orderDetails;
        const ordered = (details?.orderContainers?.[0] ?? details)?.hardware?.[0]?.id;
        await waitForOrdered((server, options) => hw.waitForReady(server, options), 'Hardware server', ordered, receipt.orderId, o.wait);
        return receiptOf(receipt);
      },
    }, { listKeys: ['key', 'extra'] }),
    HW_DETAIL_COMMAND,
    ...EDIT_RELOAD_CANCEL,
    {
      name: 'cancel-reasons',
      summary: 'List the reasons `hw cancel` accepts',
      example: 'svc hw cancel-reasons',
      run: (hw) => Promise.resolve(listOf(Object.entries(hw.getCancellationReasons()).map(([code, reason]) => ({ code, reason })),
        [col('code'), col('reason')])),
    },
    {
      name: 'create-options',
      summary: 'Show what a hardware order may name: locations, sizes, operating systems, port speeds, extras, routers (--prices: every price)',
      example: 'svc hw create-options dal10 --prices',
      args: CREATE_OPTIONS_ARGS,
      options: CREATE_OPTIONS_OPTIONS,
      async run(hw, [location], o, context) {
        const datacenter = createOptionsLocation(location, o);
        const options = await hw.getCreateOptions(defined({ datacenter }));
        // As slcli's create_options.py: the account's routers of the location, and the pods closing soon as location notes.
        const { AccountManager } = await import('@svclib/managers');
        const routers = await new AccountManager(context.client).getRouters(defined({ location: datacenter }));
        const closing = await closingPodsNote(context.client);
        const priced = (kind: string, x: HardwareCreateOption): Record<string, unknown>[] => priceRows({ kind, key: x.key, name: x.name }, x.prices, o.prices === true);
        const rows = [
          ...options.locations.map((l) => defined({ kind: 'location', key: l.key, name: l.name, note: closing(l.key) })),
          ...options.sizes.map((x) => ({ kind: 'size', key: x.key, name: x.name, hourly: x.hourlyRecurringFee, monthly: x.recurringFee })),
          ...options.operatingSystems.flatMap((x) => priced('os', x)),
          ...options.portSpeeds.flatMap((x) => priced('port_speed', x)),
          ...options.extras.flatMap((x) => priced('extra', x)),
          ...routers.map((router) => ({ kind: 'router', key: router.id, name: router.hostname, note: router.topLevelLocation?.longName })),
        ];
        return listOf(rows, [col('kind'), col('key'), col('name'), col('hourly'), col('monthly'),
          ...(o.prices === true ? [col('restriction')] : []), col('note')]);
      },
    },
    {
      name: 'credentials',
      summary: 'List the software credentials of a hardware server (passwords masked unless --passwords)',
      example: 'svc hw credentials bm01 --passwords',
      args: ['<id>'],
      options: [...SHOW_SECRETS],
      async run(hw, [id], o) {
        // The passwords are read only when they are to be shown.
        const shown = showsSecrets(o);
        const software = await hw.getSoftwareComponents(idOrName(id), {
          mask: `mask[id, softwareLicense[softwareDescription[name, version]], passwords[id, username${shown ? ', password' : ''}]]`,
        });
        const rows = software.flatMap((component) => (component.passwords ?? []).map((password) => ({
          software: component.softwareLicense?.softwareDescription?.name,
          version: component.softwareLicense?.softwareDescription?.version,
          username: password.username,
          password: shown ? password.password : MASKED_PASSWORD,
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
        { flags: '-p, --summary-period <seconds>', description: 'as --rollup (the reference CLI\'s name)', parse: positiveInt },
        { flags: '-q, --quite-summary', description: 'only the summary rows (sum, average, max), as `svc vs bandwidth -q`' },
      ],
      async run(hw, [id], o) {
        const rollup = (o.rollup ?? o.summaryPeriod) as number | undefined;
        const points = await hw.getBandwidthData(idOrName(id), defined({ start: o.start, end: o.end, direction: o.direction, rollup }));
        if (o.quiteSummary === true) return listOf(bandwidthRows(points, rollup ?? 3600, true), BANDWIDTH_COLUMNS);
        return listOf(points, [col('date', 'dateTime'), col('type'), col('counter')]);
      },
    },
    {
      name: 'sensor',
      summary: 'Show the sensor readings of a hardware server',
      example: 'svc hw sensor bm01',
      args: ['<id>'],
      options: [{ flags: '--discrete', description: 'also show the discrete sensors (states rather than measures)' }],
      run: async (hw, [id], o) => listOf((await hw.getSensors(idOrName(id)))
        .filter((sensor) => o.discrete === true || MEASURED_UNITS.includes(String(sensor.sensorUnits))), [
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
    ...POWER_COMMANDS,
    ...MORE_COMMANDS,
    ...VLAN_COMMANDS,
  ],
};
