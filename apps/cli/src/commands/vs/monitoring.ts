/**
 * `svc vs access`, `monitoring`, `notifications`, `notification-add` and `notification-delete`.
 *
 * @module
 */

import type { VirtualServerManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, list, numericId } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { listOf, message, objectOf } from '../common.js';

const NOTIFICATION_COLUMNS: readonly Column[] = [
  col('id'), col('fqdn', 'guest.fullyQualifiedDomainName'), col('hostname', 'guest.hostname'), col('username', 'user.username'),
  col('email', 'user.email'), col('first_name', 'user.firstName'), col('last_name', 'user.lastName'),
];

/** A network monitor as `vs monitoring` shows it. */
interface Monitor {
  id?: unknown;
  ipAddress?: unknown;
  status?: unknown;
  queryType?: { name?: string };
  responseAction?: { actionDescription?: string };
}

/** `svc vs access`. */
export const ACCESS_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'access',
  summary: 'The browser console access log of a virtual server',
  example: 'svc vs access web1',
  args: ['<id>'],
  run: async (vs, [id]) => listOf(await vs.browserAccessLog(idOrName(id)), [
    col('username'), col('source_ip', 'sourceIp'), col('port', 'sourcePort'), col('date', 'createDate'), col('event', 'eventType'), col('message'),
  ]),
};

/** `svc vs monitoring`. */
export const MONITORING_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'monitoring',
  summary: 'The monitors of a virtual server',
  example: 'svc vs monitoring web1',
  args: ['<id>'],
  async run(vs, [id]) {
    const guest = await vs.getInstance(idOrName(id));
    // Only these members: the guest as read also holds the OS passwords.
    const monitors = ((guest.networkMonitors ?? []) as Monitor[]).map((m) => ({
      id: m.id, ip_address: m.ipAddress, status: m.status, type: m.queryType?.name, notify: m.responseAction?.actionDescription,
    }));
    return objectOf({
      fqdn: guest.fullyQualifiedDomainName, public_ip: guest.primaryIpAddress, private_ip: guest.primaryBackendIpAddress,
      location: guest.datacenter?.longName, monitors,
    }, [col('fqdn'), col('public_ip'), col('private_ip'), col('location'),
      col('monitors', 'monitors', (rows) => (rows as Record<string, unknown>[]).map((m) =>
        `${String(m.id)} ${String(m.ip_address)} ${String(m.status)} ${String(m.type)} ${String(m.notify)}`).join('; '))]);
  },
};

/** `svc vs notifications`. */
export const NOTIFICATIONS_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'notifications',
  summary: 'The users notified about a virtual server',
  example: 'svc vs notifications web1',
  args: ['<id>'],
  run: async (vs, [id]) => listOf(await vs.getNotifications(idOrName(id), { mask: 'mask[id, guest[fullyQualifiedDomainName, hostname], user[username, email, firstName, lastName]]' }), NOTIFICATION_COLUMNS),
};

/** `svc vs notification-add`. */
export const NOTIFICATION_ADD_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'notification-add',
  summary: 'Notify users about a virtual server',
  example: 'svc vs notification-add web1 --users 7002,7003',
  args: ['<id>'],
  options: [{ flags: '--users <ids>', description: 'user ids (comma-separated or repeated)', parse: list, required: true }],
  async run(vs, [id], o) {
    const users = (o.users as string[]).map((user) => numericId(user, '--users'));
    const added = [];
    for (const user of users) added.push(await vs.addNotification(idOrName(id), user, { mask: 'mask[id, guest[fullyQualifiedDomainName, hostname], user[username, email, firstName, lastName]]' }));
    return listOf(added, NOTIFICATION_COLUMNS);
  },
};

/** `svc vs notification-delete`. */
export const NOTIFICATION_DELETE_COMMAND: CommandSpec<VirtualServerManager> = {
  name: 'notification-delete',
  summary: 'Stop a notification (by its id, see `svc vs notifications`)',
  example: 'svc vs notification-delete 3000001',
  args: ['<notification-id>'],
  async run(vs, [id]) {
    const notification = numericId(id, '<notification-id>');
    return message(`The virtual server notification ${notification} was deleted.`, await vs.removeNotification(notification));
  },
};
