/**
 * The snapshot commands of `svc block` and `svc file`: snapshots, snapshot schedules, snapshot
 * space and its usage warning (slcli's `block/snapshot/*.py` and `file/snapshot/*.py`).
 *
 * @module
 */

import type { StorageManager, StorageSchedule } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import { idOrName, numericId, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { listOf, message } from '../common.js';
import type { StorageKind } from './kind.js';
import { FORCE, TIERS, anyCase, checkIops, orderStep, placedOrder, volumeText, wholeNumber } from './shared.js';

/** The schedule types slcli accepts. */
const SCHEDULE_TYPES = ['INTERVAL', 'HOURLY', 'DAILY', 'WEEKLY'];
/** Days of the week, as the API names them. */
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
/** The schedule properties `snapshot-schedule-list` shows, in its column order. */
const SCHEDULE_PROPERTIES = [
  ['minute', 'MINUTE'], ['hour', 'HOUR'], ['day', 'DAY'], ['week', 'WEEK'], ['day_of_week', 'DAY_OF_WEEK'], ['date_of_month', 'DAY_OF_MONTH'],
  ['month_of_year', 'MONTH_OF_YEAR'], ['maximum_snapshots', 'SNAPSHOT_LIMIT'],
] as const;

/** One row of `snapshot-schedule-list`: a `-1` property is `*` (every), a replication schedule is starred. */
function scheduleRow(schedule: StorageSchedule): Record<string, unknown> {
  const keyname = String(schedule.type?.keyname ?? '');
  const row: Record<string, unknown> = {
    id: schedule.id,
    active: schedule.active ? '*' : '',
    type: keyname.replace('REPLICATION_', '').replace('SNAPSHOT_', ''),
    replication: keyname.includes('REPLICATION') ? '*' : undefined,
    date_created: schedule.createDate ?? '',
  };
  for (const [name, key] of SCHEDULE_PROPERTIES) {
    const property = (schedule.properties ?? []).find((p) => p.type?.keyname === key);
    row[name] = property === undefined ? undefined : property.value === '-1' ? '*' : property.value;
  }
  return row;
}

/** `--schedule-type`, checked as slcli does (a usage error naming the four types). */
function scheduleType(value: unknown): string {
  const type = String(value).toUpperCase();
  if (!SCHEDULE_TYPES.includes(type)) throw new UsageError(`--schedule-type must be INTERVAL, HOURLY, DAILY, or WEEKLY, not ${String(value)}`);
  return type;
}

/**
 * The snapshot commands of a kind, by name.
 *
 * @example
 * ```ts
 * const commands = snapshotCommands(FILE);
 * ```
 */
export function snapshotCommands<M extends StorageManager>(kind: StorageKind<M>): Record<string, CommandSpec<M>> {
  const g = kind.group;
  return {
    'snapshot-cancel': {
      name: 'snapshot-cancel',
      summary: `Cancel the snapshot space of a ${g} volume (its snapshots and schedules go with it); asks first`,
      example: `svc ${g} snapshot-cancel 12345678 --immediate --force`,
      args: ['<volume>'],
      options: [
        { flags: '--reason <text>', description: 'why (default: No longer needed)' },
        { flags: '--immediate', description: 'cancel now instead of on the billing anniversary' },
        FORCE,
      ],
      destroys: ([volume], o) => (o.force === true ? undefined : `cancel the snapshot space of ${g} volume ${volumeText(volume)}${o.immediate === true ? ' now' : ''}`),
      async run(manager, [volume], o) {
        const cancelled = await manager.cancelSnapshotSpace(idOrName(volume), {
          immediate: o.immediate === true, ...(o.reason === undefined ? {} : { reason: o.reason as string }),
        });
        if (!cancelled) throw new CommandFailure(`Unable to cancel snapshot space for ${g} volume ${volumeText(volume)}`);
        return message(`${kind.title} volume with id ${volumeText(volume)} has been marked for ${o.immediate === true ? 'immediate ' : ''}snapshot cancellation`, cancelled);
      },
    },
    'snapshot-create': {
      name: 'snapshot-create',
      summary: `Take a snapshot of a ${g} volume now`,
      example: `svc ${g} snapshot-create 12345678 --notes "before upgrade"`,
      args: ['<volume>'],
      options: [{ flags: '-n, --notes <text>', description: 'notes of the new snapshot' }],
      async run(manager, [volume], o) {
        const snapshot = await manager.createSnapshot(idOrName(volume), (o.notes as string | undefined) ?? '');
        if (snapshot?.id === undefined) {
          throw new CommandFailure('Error occurred while creating snapshot. Ensure volume is not failed over or in another state which prevents taking snapshots.');
        }
        return message(`New snapshot created with id: ${snapshot.id}`, snapshot);
      },
    },
    'snapshot-delete': {
      name: 'snapshot-delete',
      summary: `Delete a snapshot of a ${g} volume; asks first`,
      example: `svc ${g} snapshot-delete 87654321`,
      args: ['<snapshot-id>'],
      destroys: ([snapshot]) => `delete snapshot ${volumeText(snapshot)}`,
      async run(manager, [snapshot]) {
        const deleted = await manager.deleteSnapshot(numericId(snapshot, '<snapshot-id>'));
        if (!deleted) throw new CommandFailure(`Snapshot ${volumeText(snapshot)} was not deleted`);
        return message(`Snapshot ${volumeText(snapshot)} deleted`, deleted);
      },
    },
    'snapshot-disable': {
      name: 'snapshot-disable',
      summary: `Stop a snapshot schedule of a ${g} volume`,
      example: `svc ${g} snapshot-disable 12345678 --schedule-type DAILY`,
      args: ['<volume>'],
      options: [{ flags: '--schedule-type <type>', description: `schedule: ${SCHEDULE_TYPES.join(', ')}`, required: true }],
      async run(manager, [volume], o) {
        const type = String(o.scheduleType).toUpperCase();
        if (!SCHEDULE_TYPES.includes(type)) throw new UsageError('--schedule-type must be INTERVAL, HOURLY, DAILY, or WEEKLY');
        const disabled = await manager.disableSnapshots(idOrName(volume), type);
        return message(`${type} snapshots have been disabled for volume ${volumeText(volume)}`, disabled);
      },
    },
    'snapshot-enable': {
      name: 'snapshot-enable',
      summary: `Schedule snapshots of a ${g} volume: INTERVAL, HOURLY, DAILY or WEEKLY, keeping --retention-count of them`,
      example: `svc ${g} snapshot-enable 12345678 --schedule-type WEEKLY --retention-count 5 --minute 0 --hour 2 --day-of-week SUNDAY`,
      args: ['<volume>'],
      options: [
        { flags: '--schedule-type <type>', description: `schedule: ${SCHEDULE_TYPES.join(', ')}`, required: true },
        { flags: '--retention-count <n>', description: 'how many snapshots to keep', parse: positiveInt, required: true },
        { flags: '--minute <n>', description: 'minute of the hour, 0 to 59 (30 to 59 for INTERVAL)', parse: wholeNumber, defaultValue: 0 },
        { flags: '--hour <n>', description: 'hour of the day, 0 to 23', parse: wholeNumber, defaultValue: 0 },
        { flags: '--day-of-week <day>', description: `day of the week: ${DAYS.join(', ')}`, defaultValue: 'SUNDAY' },
      ],
      async run(manager, [volume], o) {
        const type = scheduleType(o.scheduleType);
        const minute = o.minute as number;
        const hour = o.hour as number;
        if (type === 'INTERVAL' && (minute < 30 || minute > 59)) throw new UsageError('--minute value must be between 30 and 59');
        if (minute < 0 || minute > 59) throw new UsageError('--minute value must be between 0 and 59');
        if (hour < 0 || hour > 23) throw new UsageError('--hour value must be between 0 and 23');
        const day = String(o.dayOfWeek).toUpperCase();
        if (!DAYS.includes(day)) throw new UsageError('--day-of-week value must be a valid day (ex: SUNDAY)');
        const enabled = await manager.enableSnapshots(idOrName(volume), type, o.retentionCount as number, minute, hour, day);
        return message(`${type} snapshots have been enabled for volume ${volumeText(volume)}`, enabled);
      },
    },
    'snapshot-set-notification': {
      name: 'snapshot-set-notification',
      summary: `Turn the warning on the snapshot space usage of a ${g} volume on (--enable, the default) or off (--disable)`,
      example: `svc ${g} snapshot-set-notification 12345678 --disable`,
      args: ['<volume>'],
      options: [
        { flags: '--enable', description: 'turn the warning on (the default)' },
        { flags: '--disable', description: 'turn the warning off' },
      ],
      async run(manager, [volume], o) {
        if (o.enable === true && o.disable === true) throw new UsageError("options '--enable' and '--disable' cannot be used together");
        const enable = o.disable !== true;
        await manager.setVolumeSnapshotNotification(idOrName(volume), enable);
        return message(`Snapshots space usage threshold warning notification has been set to ${enable ? 'True' : 'False'} for volume ${volumeText(volume)}`, enable);
      },
    },
    'snapshot-get-notification-status': {
      name: 'snapshot-get-notification-status',
      summary: `Show whether the warning on the snapshot space usage of a ${g} volume is on`,
      example: `svc ${g} snapshot-get-notification-status 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const enabled = (await manager.getVolumeSnapshotNotificationStatus(idOrName(volume))) !== 0;
        return message(enabled
          ? `Enabled: Snapshots space usage threshold is enabled for volume ${volumeText(volume)}`
          : `Disabled: Snapshots space usage threshold is disabled for volume ${volumeText(volume)}`, enabled);
      },
    },
    'snapshot-schedule-list': {
      name: 'snapshot-schedule-list',
      summary: `List the snapshot and replication schedules of a ${g} volume (* = every, or a replication schedule)`,
      example: `svc ${g} snapshot-schedule-list 12345678`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const schedules = await manager.listVolumeSchedules(idOrName(volume));
        return listOf(schedules.map(scheduleRow), [
          col('id'), col('active'), col('type'), col('replication'), col('date_created'),
          ...SCHEDULE_PROPERTIES.map(([name]) => col(name)),
        ]);
      },
    },
    'snapshot-list': {
      name: 'snapshot-list',
      summary: `List the snapshots of a ${g} volume, oldest first`,
      example: `svc ${g} snapshot-list 12345678 --sortby id`,
      args: ['<volume>'],
      async run(manager, [volume]) {
        const snapshots = await kind.snapshotList(manager, idOrName(volume), { mask: 'id,notes,snapshotCreationTimestamp,snapshotSizeBytes' });
        const byDate = [...snapshots].sort((a, b) => String(a.snapshotCreationTimestamp ?? '').localeCompare(String(b.snapshotCreationTimestamp ?? '')));
        return listOf(byDate, [col('id'), col('name', 'notes'), col('created', 'snapshotCreationTimestamp'), col('size_bytes', 'snapshotSizeBytes')]);
      },
    },
    'snapshot-order': {
      name: 'snapshot-order',
      summary: `Order snapshot space for a ${g} volume (--upgrade: a larger space); asks first, as it is charged to the account`,
      example: g === 'block' ? 'svc block snapshot-order 12345678 --size 20 --tier 2' : 'svc file snapshot-order 12345678 --capacity 20 --tier 2',
      args: ['<volume>'],
      options: [
        ...(g === 'block'
          ? [
            { flags: '--iops <n>', description: 'IOPS of a performance volume, 100 to 6000 in steps of 100', parse: positiveInt },
            { flags: '--size <gb>', description: 'snapshot space in GB', parse: positiveInt, required: true },
          ]
          : [{ flags: '--capacity <gb>', description: 'snapshot space in GB', parse: positiveInt, required: true }]),
        { flags: '--tier <iops-per-gb>', description: `tier of an endurance volume: ${TIERS.join(', ')} (default: the volume's)`, parse: anyCase(TIERS) },
        { flags: '--upgrade', description: 'the order upgrades the existing snapshot space' },
        FORCE,
      ],
      destroys: ([volume], o) => {
        checkIops(o.iops);
        return o.force === true ? undefined : `order snapshot space for ${g} volume ${volumeText(volume)} (it is charged to the account)`;
      },
      async run(manager, [volume], o) {
        checkIops(o.iops);
        const capacity = (g === 'block' ? o.size : o.capacity) as number;
        const tier = o.tier === undefined ? undefined : Number(o.tier);
        const receipt = await orderStep(() => manager.orderSnapshotSpace(idOrName(volume), capacity, tier, o.upgrade === true,
          o.iops === undefined ? {} : { iops: o.iops as number }));
        return placedOrder(receipt, { status: true });
      },
    },
    'snapshot-restore': {
      name: 'snapshot-restore',
      summary: `Restore a ${g} volume from one of its snapshots (its current data is replaced); asks first`,
      example: `svc ${g} snapshot-restore 12345678 --snapshot-id 87654321`,
      args: ['<volume>'],
      options: [{ flags: '-s, --snapshot-id <id>', description: 'the snapshot to restore from', parse: positiveInt, required: true }],
      destroys: ([volume], o) => `replace the data of ${g} volume ${volumeText(volume)} with snapshot ${String(o.snapshotId)}`,
      async run(manager, [volume], o) {
        const restored = await manager.restoreFromSnapshot(idOrName(volume), o.snapshotId as number);
        return message(`${kind.title} volume ${volumeText(volume)} is being restored using snapshot ${String(o.snapshotId)}`, restored);
      },
    },
  };
}
