/**
 * `svc user list`, `detail` and `whoami`: the users of the account.
 *
 * @module
 */

import type { UserManager } from '@svclib/managers';

import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { PAGING, SHOW_SECRETS, defined, listOf, objectOf, paging, showsSecrets } from '../common.js';
import { USER_COLUMNS, USER_DETAIL } from './shared.js';

/** The default mask of `UserManager.getUser` (the manager's `USER_MASK`; the type import cannot read the static). */
const USER_MASK =
  'id, username, email, firstName, lastName, displayName, companyName, createDate, userStatus[name], parent[id, username]';

/** `svc user list`. */
export const LIST_COMMAND: CommandSpec<UserManager> = {
  name: 'list',
  summary: 'List the users of the account',
  example: 'svc user list --columns id,username,email',
  options: [
    { flags: '--username <name>', description: 'user name (wildcards allowed)' },
    { flags: '--email <address>', description: 'email address (wildcards allowed)' },
    ...PAGING,
  ],
  run: async (users, _args, o, context) =>
    listOf(await context.collect(users.iterUsers(defined({ username: o.username, email: o.email, ...paging(o) })), 'users'),
      USER_COLUMNS),
};

/** `svc user detail`. */
export const DETAIL_COMMAND: CommandSpec<UserManager> = {
  name: 'detail',
  summary: "Show a user (by id or user name); the API key only with --passwords (else whether there is one)",
  example: 'svc user detail demo --passwords',
  args: ['<id>'],
  options: [
    ...SHOW_SECRETS,
    // slcli's name for showing the key.
    { flags: '-k, --keys', description: 'the same as --passwords', hidden: true },
    { flags: '-p, --permissions', description: "add the user's permissions" },
    { flags: '--hardware', description: 'add the hardware servers and dedicated hosts the user can access' },
    { flags: '--virtual', description: 'add the virtual servers the user can access' },
    { flags: '-l, --logins', description: 'add the login attempts of the last 30 days' },
    { flags: '-e, --events', description: 'add the audit-log events of the last 30 days' },
  ],
  async run(users, [id], o) {
    const userId = (await users.resolveIds(idOrName(id)))[0] ?? idOrName(id);
    // The reference CLI always reads apiAuthenticationKeys[authenticationKey]; svc reads the key only with --passwords (-k).
    const shown = showsSecrets(o);
    const keys = shown ? 'apiAuthenticationKeys[authenticationKey]' : 'apiAuthenticationKeyCount';
    const user: Record<string, unknown> = { ...await users.getUser(userId, { mask: `${USER_MASK}, ${keys}, sslVpnAllowedFlag` }) };
    const columns: Column[] = [...USER_DETAIL, col('vpn', 'sslVpnAllowedFlag'), shown
      ? col('api_key', 'apiAuthenticationKeys', (list) => (Array.isArray(list) ? list.map((k) => (k as { authenticationKey?: string }).authenticationKey).join(',') : undefined))
      : col('api_key', 'apiAuthenticationKeyCount', (count) => (count === undefined ? undefined : Number(count) > 0 ? 'yes' : 'no'))];
    const names = (list: unknown, key: string): unknown =>
      (Array.isArray(list) ? list.map((item) => (item as Record<string, unknown>)[key]).join(',') : undefined);
    if (o.permissions === true) {
      user.permissions = await users.getUserPermissions(userId);
      columns.push(col('permissions', 'permissions', (list) => names(list, 'keyName')));
    }
    if (o.hardware === true) {
      const access = await users.getUser(userId, { mask: 'id, hardware, dedicatedHosts' });
      Object.assign(user, { hardware: access.hardware, dedicatedHosts: access.dedicatedHosts });
      columns.push(col('hardware', 'hardware', (list) => names(list, 'fullyQualifiedDomainName')),
        col('dedicated_hosts', 'dedicatedHosts', (list) => names(list, 'name')));
    }
    if (o.virtual === true) {
      user.virtualGuests = (await users.getUser(userId, { mask: 'id, virtualGuests' })).virtualGuests;
      columns.push(col('virtual_servers', 'virtualGuests', (list) => names(list, 'fullyQualifiedDomainName')));
    }
    if (o.logins === true) {
      user.logins = await users.getLogins(userId);
      columns.push(col('logins', 'logins', (list) => (Array.isArray(list)
        ? list.map((l) => { const r = l as Record<string, unknown>; return `${String(r.createDate)} ${String(r.ipAddress)} ${String(r.successFlag)}`; }).join('\n')
        : undefined)));
    }
    if (o.events === true) {
      user.events = await users.getEvents(userId);
      columns.push(col('events', 'events', (list) => (Array.isArray(list)
        ? list.map((e) => { const r = e as Record<string, unknown>; return `${String(r.eventCreateDate)} ${String(r.eventName)} ${String(r.ipAddress)}`; }).join('\n')
        : undefined)));
    }
    return objectOf(user, columns);
  },
};

/** `svc user whoami`. */
export const WHOAMI_COMMAND: CommandSpec<UserManager> = {
  name: 'whoami',
  summary: 'Show the user these credentials belong to',
  example: 'svc user whoami',
  run: async (users) => objectOf(await users.getCurrentUser(), USER_DETAIL),
};
