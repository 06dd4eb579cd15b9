/**
 * `svc hw bandwidth`, `sensor`, `notifications`, `notification-add` and `notification-delete`.
 *
 * @module
 */

import type { HardwareManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import { idOrName, list, numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { defined, listOf, message } from '../common.js';
import { BANDWIDTH_COLUMNS, bandwidthRows } from '../servers.js';

/** The units of the sensors the reference CLI shows without `--discrete`. */
const MEASURED_UNITS = ['degrees C', 'Volts', 'Watts', 'RPM'];

/** `svc hw bandwidth`. */
export const BANDWIDTH_COMMAND: CommandSpec<HardwareManager> = {
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
};

/** `svc hw sensor`. */
export const SENSOR_COMMAND: CommandSpec<HardwareManager> = {
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
};

/** `svc hw notifications`. */
export const NOTIFICATIONS_COMMAND: CommandSpec<HardwareManager> = {
  name: 'notifications',
  summary: 'List the users notified about a hardware server',
  example: 'svc hw notifications bm01',
  args: ['<id>'],
  run: async (hw, [id]) => listOf(await hw.getNotifications(idOrName(id)), [
    col('id'), col('user_id', 'userId'), col('username', 'user.username'), col('email', 'user.email'),
  ]),
};

/** `svc hw notification-add`. */
export const NOTIFICATION_ADD_COMMAND: CommandSpec<HardwareManager> = {
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
};

/** `svc hw notification-delete`. */
export const NOTIFICATION_DELETE_COMMAND: CommandSpec<HardwareManager> = {
  name: 'notification-delete',
  summary: 'Stop a notification (by its id, see `svc hw notifications`)',
  example: 'svc hw notification-delete 1201',
  args: ['<notification-id>'],
  async run(hw, [id]) {
    const notification = numericId(id, '<notification-id>');
    return message(`Removed notification ${notification}.`, await hw.removeNotification(notification));
  },
};
