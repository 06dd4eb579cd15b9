/**
 * `svc user …`: customer users, on `UserManager`.
 *
 * @module
 */

import type { UserManager } from '@svclib/managers';

import type { GroupSpec } from '../../spec.js';
import { EVENTS_COMMAND, LOGINS_COMMAND } from './activity.js';
import { DEVICE_ACCESS_COMMAND, DEVICES_COMMAND, GRANT_REMOVE_ACCESS_COMMANDS } from './devices.js';
import { DETAIL_COMMAND, LIST_COMMAND, WHOAMI_COMMAND } from './list.js';
import { APIKEY_COMMAND, CREATE_COMMAND, DELETE_COMMAND, EDIT_COMMAND, EDIT_DETAILS_COMMAND } from './manage.js';
import { EDIT_NOTIFICATIONS_COMMAND, EDIT_PERMISSIONS_COMMAND, NOTIFICATIONS_COMMAND, PERMISSIONS_COMMAND } from './permissions.js';
import { VPN_ENABLE_DISABLE_COMMANDS, VPN_MANUAL_COMMAND, VPN_PASSWORD_COMMAND, VPN_SUBNET_COMMAND } from './vpn.js';

/** The `svc user` group. @example `GROUPS.find((g) => g.name === 'user')` */
export const USER_GROUP: GroupSpec<UserManager> = {
  name: 'user',
  summary: 'Customer users: list, detail, whoami, edit, permissions, notifications, device access',
  manager: (m, client) => new m.UserManager(client),
  commands: [
    LIST_COMMAND,
    DETAIL_COMMAND,
    WHOAMI_COMMAND,
    EDIT_COMMAND,
    EDIT_DETAILS_COMMAND,
    DELETE_COMMAND,
    CREATE_COMMAND,
    LOGINS_COMMAND,
    EVENTS_COMMAND,
    DEVICES_COMMAND,
    DEVICE_ACCESS_COMMAND,
    ...VPN_ENABLE_DISABLE_COMMANDS,
    VPN_MANUAL_COMMAND,
    VPN_SUBNET_COMMAND,
    VPN_PASSWORD_COMMAND,
    APIKEY_COMMAND,
    PERMISSIONS_COMMAND,
    EDIT_PERMISSIONS_COMMAND,
    NOTIFICATIONS_COMMAND,
    EDIT_NOTIFICATIONS_COMMAND,
    ...GRANT_REMOVE_ACCESS_COMMANDS,
  ],
};
