/**
 * `svc vs reload`, `cancel`, `ready`, `capture`, `dns-sync` and `migrate`: a virtual server's life after its order.
 *
 * @module
 */

import type { Virtual_Guest, VirtualServerManager } from '@svclib/managers';

import { CommandFailure, UsageError, describeError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { CommandResult } from '../../output/index.js';
import { idOrName, positiveInt } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { defined, listOf, message, objectOf } from '../common.js';
import { dnsSyncCommand, readyCommand, serverCommands } from '../servers.js';

/** `vs migrate`: one guest (to a dedicated host with `--host`), every guest that needs it (`--all`), or the list of both kinds. */
async function migrateCommand(vs: VirtualServerManager, o: Options): Promise<CommandResult> {
  const mask = 'mask[id, hostname, domain, datacenter, pendingMigrationFlag, powerState, primaryIpAddress, primaryBackendIpAddress, dedicatedHost]';
  const lines: string[] = [];
  let failed = 0;
  const migrate = async (guestId: number, hostId?: number): Promise<void> => {
    try {
      await (hostId === undefined ? vs.migrate(guestId) : vs.migrateDedicated(guestId, hostId));
      lines.push(`Started a migration on ${guestId}`);
    } catch (error) {
      failed += 1;
      lines.push(`Failed to migrate ${guestId}. ${describeError(error)}`);
    }
  };
  const pending = (guest: Virtual_Guest): boolean => Boolean((guest as { pendingMigrationFlag?: boolean }).pendingMigrationFlag);
  if (o.guest !== undefined) {
    await migrate(o.guest as number, o.host as number | undefined);
  } else if (o.all === true) {
    for (const guest of await vs.listInstances({ mask: 'mask[id,pendingMigrationFlag]' })) if (pending(guest) && guest.id !== undefined) await migrate(guest.id);
    if (lines.length === 0) lines.push('No guests require migration at this time.');
  } else {
    const rows = (await vs.listInstances({ mask })).filter(pending).map((guest) => ({ ...guest, kind: 'requires migration' }));
    const dedicated = await vs.listInstances({ mask, filter: { virtualGuests: { dedicatedHost: { id: { operation: 'not null' } } } } });
    const all = [...rows, ...dedicated.map((guest) => ({ ...guest, kind: 'dedicated' }))];
    if (all.length === 0) return message('No guests require migration at this time.', []);
    return listOf(all, [col('kind'), col('id'), col('hostname'), col('domain'), col('datacenter', 'datacenter.name'),
      col('host_name', 'dedicatedHost.name'), col('host_id', 'dedicatedHost.id')]);
  }
  // Unlike the reference (which exits 0), a failed migration is a failure here, so scripts see it.
  if (failed > 0) throw new CommandFailure(lines.join('\n'));
  return message(lines.join('\n'), lines);
}

/** `svc vs reload` and `svc vs cancel` (the servers' shared commands, without their `edit`). */
export const RELOAD_CANCEL_COMMANDS: readonly CommandSpec<VirtualServerManager>[] = serverCommands<VirtualServerManager>({
  noun: 'virtual server',
  group: 'vs',
  edit: (vs, id, changes) => vs.editInstance(id, changes),
  reload: (vs, id, options) => vs.reloadInstance(id, options),
  cancel: (vs, id) => vs.cancelInstance(id),
}).filter((command) => command.name !== 'edit');

/** `svc vs ready`. */
export const READY_COMMAND: CommandSpec<VirtualServerManager> = readyCommand<VirtualServerManager>('vs', 'virtual server', (vs, id, options) => vs.waitForReady(id, options));

/** `svc vs capture`. */
export const CAPTURE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'capture',
  summary: 'Capture the disks of a virtual server into an image template',
  example: 'svc vs capture web1 --name web-base --note "before upgrade"',
  args: ['<id>'],
  options: [
    { flags: '-n, --name <name>', description: 'name of the image', required: true },
    { flags: '--all', description: 'capture every disk (default: the boot disk only)' },
    { flags: '--note <text>', description: 'note of the image' },
  ],
  run: async (vs, [id], o) => objectOf(
    { ...(await vs.capture(idOrName(id), String(o.name), defined({ additionalDisks: o.all === true, notes: o.note }))), all_disks: o.all === true },
    [col('guid', 'globalIdentifier'), col('created', 'createDate'), col('transaction', 'transactionStatus.name'), col('transaction_id', 'id'), col('all_disks')],
  ),
};

/** `svc vs dns-sync`. */
export const DNS_SYNC_COMMAND: CommandSpec<VirtualServerManager> = dnsSyncCommand<VirtualServerManager>({
  group: 'vs', noun: 'virtual server',
  read: (vs, id, mask) => vs.getInstance(id, { mask }),
  reverseZones: (vs, id) => vs.getReverseDomains(id),
});

/** `svc vs migrate`. */
export const MIGRATE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'migrate',
  summary: 'List the virtual servers that need migrating, or migrate one (--guest, --host for a dedicated host) or all (--all)',
  example: 'svc vs migrate --guest 100001',
  options: [
    { flags: '-g, --guest <id>', description: 'migrate this virtual server now', parse: positiveInt },
    { flags: '-a, --all', description: 'migrate every virtual server that needs it' },
    { flags: '--host <id>', description: 'dedicated host to migrate to (with --guest; the guest must be on a dedicated host)', parse: positiveInt },
  ],
  run: (vs, _args, o) => {
    if (o.host !== undefined && o.guest === undefined) throw new UsageError("option '--host <id>' needs '--guest <id>'");
    return migrateCommand(vs, o);
  },
};
