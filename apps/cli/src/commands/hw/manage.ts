/**
 * `svc hw billing`, `toggle-ipmi`, `dns-sync`, `upgrade`, `monitoring` and `create-credential`.
 *
 * @module
 */

import type { HardwareManager, UpgradeHardwareOptions } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import { idOrName, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { MASKED_PASSWORD, defined, listOf, message, objectOf } from '../common.js';
import { receiptOf, verifiedPrices } from '../order/results.js';
import { dnsSyncCommand } from '../servers.js';

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
export const MORE_COMMANDS: readonly CommandSpec<HardwareManager>[] = [
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
