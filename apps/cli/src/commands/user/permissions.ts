/**
 * `svc user permissions`, `edit-permissions`, `notifications` and `edit-notifications`.
 *
 * @module
 */

import type { User_Customer, UserManager, UserPermissionDepartment } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import { idOrName, list } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { listOf, message } from '../common.js';
import { applyLists, twoLists } from './shared.js';

/** What `user permissions <id>` reads of the user, as the reference CLI (6.2.9). */
const PERMISSIONS_MASK = 'id, permissions, isMasterUserFlag, roles';

/**
 * The rows of `user permissions <id>`: the user's roles, then every permission of every department
 * (`User_Permission_Department.getAllObjects`) with whether the user has it — the reference CLI's
 * roles table and department tables, as one list with a `kind` column.
 */
function permissionRows(user: User_Customer, departments: readonly UserPermissionDepartment[]): Record<string, unknown>[] {
  const assigned = new Set((user.permissions ?? []).map((permission) => permission.keyName));
  return [
    ...(user.roles ?? []).map((role) => ({ kind: 'role', id: role.id, keyName: role.name, assigned: true, description: role.description })),
    ...departments.flatMap((department) => (department.permissions ?? []).map((permission) => ({
      kind: 'permission', department: department.name, keyName: permission.keyName, name: permission.name,
      assigned: assigned.has(permission.keyName), description: permission.description,
    }))),
  ];
}

/** `svc user permissions`. */
export const PERMISSIONS_COMMAND: CommandSpec<UserManager> = {
  name: 'permissions',
  summary: "List a user's roles, then every department's permissions with whether the user has each (or, with --all, every permission there is)",
  example: 'svc user permissions alice',
  args: ['[id]'],
  options: [{ flags: '--all', description: 'every permission of the account, not one user\'s' }],
  async run(users, [id], o, context) {
    if (o.all !== true && id === undefined) throw new UsageError("argument '[id]': give a user, or --all for every permission");
    if (o.all === true) {
      if (id !== undefined) throw new UsageError("argument '[id]' cannot be used with --all");
      return listOf(await users.getAllPermissions(), [col('key_name', 'keyName'), col('name'), col('key'), col('department', 'departmentId')]);
    }
    const user = await users.getUser(idOrName(id), { mask: PERMISSIONS_MASK });
    const departments = await users.getPermissionDepartments();
    if (user.isMasterUserFlag === true) context.warn(`${id} is the master user: every permission is enabled`);
    return listOf(permissionRows(user, departments), [
      col('kind'), col('department'), col('key_name', 'keyName'), col('assigned'), col('description'),
    ]);
  },
};

/** `svc user edit-permissions`. */
export const EDIT_PERMISSIONS_COMMAND: CommandSpec<UserManager> = {
  name: 'edit-permissions',
  summary: "Add and remove permissions of a user (key names, see `svc user permissions --all`)",
  example: 'svc user edit-permissions alice --enable TICKET_VIEW,HARDWARE_VIEW --disable TICKET_ADD',
  args: ['<id>'],
  options: [
    { flags: '--enable <keys>', description: 'permission key names to add (comma-separated or repeated)', parse: list },
    { flags: '--disable <keys>', description: 'permission key names to remove', parse: list },
    { flags: '-u, --from-user <id>', description: "make the permissions those of this user (adds, then removes); not with --enable/--disable" },
  ],
  async run(users, [id], o) {
    const user = idOrName(id);
    if (o.fromUser !== undefined) {
      if (o.enable !== undefined || o.disable !== undefined) throw new UsageError("option '--from-user' cannot be used with --enable or --disable");
      const from = o.fromUser as string;
      return message(`Copied the permissions of user ${from} to user ${id}.`, await users.permissionsFromUser(user, idOrName(from)));
    }
    const [enable, disable] = twoLists(o, ['enable', 'disable'], 'permission key names');
    const ok = await applyLists([[enable, (keys) => users.addPermissions(user, keys)], [disable, (keys) => users.removePermissions(user, keys)]]);
    return message(`Edited the permissions of user ${id}.`, ok);
  },
};

/** `svc user notifications`. */
export const NOTIFICATIONS_COMMAND: CommandSpec<UserManager> = {
  name: 'notifications',
  summary: 'List the email notifications and whether you receive them',
  example: 'svc user notifications',
  run: async (users) => listOf(await users.getAllNotifications(),
    [col('id'), col('name'), col('description'), col('enabled')]),
};

/** `svc user edit-notifications`. */
export const EDIT_NOTIFICATIONS_COMMAND: CommandSpec<UserManager> = {
  name: 'edit-notifications',
  summary: 'Turn email notifications on or off for you (by name, see `svc user notifications`)',
  example: 'svc user edit-notifications --enable "Order Approved" --disable "Reload Complete"',
  options: [
    { flags: '--enable <names>', description: 'notification names to turn on (comma-separated or repeated)', parse: list },
    { flags: '--disable <names>', description: 'notification names to turn off', parse: list },
  ],
  async run(users, _args, o) {
    const [enable, disable] = twoLists(o, ['enable', 'disable'], 'notification names');
    const ok = await applyLists([[enable, (names) => users.enableNotifications(names)], [disable, (names) => users.disableNotifications(names)]]);
    return message('Edited your notifications.', ok);
  },
};
