/**
 * `svc user …`: customer users, on `UserManager`.
 *
 * @module
 */

import type { NewUserTemplate, UserManager } from '@svclib/managers';

import { UsageError } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { idOrName, list, numericId } from '../parse.js';
import type { GroupSpec, Options } from '../spec.js';
import { MASKED_PASSWORD, PAGING, defined, listOf, message, objectOf, paging } from './common.js';

const USER_COLUMNS: readonly Column[] = [
  col('id'), col('username'), col('email'), col('display_name', 'displayName'), col('status', 'userStatus.name'),
];

const USER_DETAIL: readonly Column[] = [
  ...USER_COLUMNS,
  col('first_name', 'firstName'), col('last_name', 'lastName'), col('company', 'companyName'), col('created', 'createDate'),
];

/** The values of two list options (`--enable`/`--disable`, `--add`/`--remove`), at least one of them given. */
function twoLists(o: Options, [first, second]: readonly [string, string], what: string): [string[], string[]] {
  const a = (o[first] as string[] | undefined) ?? [];
  const b = (o[second] as string[] | undefined) ?? [];
  if (a.length === 0 && b.length === 0) throw new UsageError(`nothing to change: give --${first} or --${second} with ${what}`);
  return [a, b];
}

/** Runs each job whose list is not empty; true when every job that ran answered true. */
async function applyLists<T>(jobs: readonly (readonly [items: readonly T[], job: (items: readonly T[]) => Promise<boolean>])[]): Promise<boolean> {
  let ok = true;
  for (const [items, job] of jobs) if (items.length > 0) ok = (await job(items)) && ok;
  return ok;
}

type AccessJob = (users: UserManager, user: number | string, device: number) => Promise<boolean>;

/** Device kinds of `grant-access`/`remove-access`: flag, noun, and the manager's grant and remove methods. */
const ACCESS_KINDS: readonly (readonly [flag: string, key: string, noun: string, grant: AccessJob, remove: AccessJob])[] = [
  ['hardware', 'hardware', 'hardware server', (u, id, d) => u.grantHardwareAccess(id, d), (u, id, d) => u.removeHardwareAccess(id, d)],
  ['virtual', 'virtual', 'virtual server', (u, id, d) => u.grantVirtualAccess(id, d), (u, id, d) => u.removeVirtualAccess(id, d)],
  ['dedicated-host', 'dedicatedHost', 'dedicated host', (u, id, d) => u.grantDedicatedAccess(id, d), (u, id, d) => u.removeDedicatedAccess(id, d)],
];

const SINCE = { flags: '--since <date>', description: 'only since this date, e.g. 2026-11-01 (default: 30 days ago)' };

/** The `svc user` group. @example `GROUPS.find((g) => g.name === 'user')` */
export const USER_GROUP: GroupSpec<UserManager> = {
  name: 'user',
  summary: 'Customer users: list, detail, whoami, edit, permissions, notifications, device access',
  manager: (m, client) => new m.UserManager(client),
  commands: [
    {
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
    },
    {
      name: 'detail',
      summary: 'Show a user (by id or user name)',
      example: 'svc user detail demo',
      args: ['<id>'],
      run: async (users, [id]) => objectOf(await users.getUser(idOrName(id)), USER_DETAIL),
    },
    {
      name: 'whoami',
      summary: 'Show the user these credentials belong to',
      example: 'svc user whoami',
      run: async (users) => objectOf(await users.getCurrentUser(), USER_DETAIL),
    },
    {
      name: 'edit',
      summary: "Change a user's name, email or company",
      example: 'svc user edit demo --email ops@example.com',
      args: ['<id>'],
      options: [
        { flags: '--first-name <name>', description: 'first name' },
        { flags: '--last-name <name>', description: 'last name' },
        { flags: '--email <address>', description: 'email address' },
        { flags: '--display-name <name>', description: 'display name' },
        { flags: '--company <name>', description: 'company name' },
      ],
      async run(users, [id], o) {
        const changes = defined({
          firstName: o.firstName, lastName: o.lastName, email: o.email, displayName: o.displayName, companyName: o.company,
        });
        if (Object.keys(changes).length === 0) {
          throw new UsageError('nothing to change: give at least one of --first-name, --last-name, --email, --display-name, --company');
        }
        return message(`Edited user ${id}.`, await users.editUser(idOrName(id), changes));
      },
    },
    {
      name: 'create',
      summary: 'Create a user; the password is asked for (not echoed on a terminal), never taken from the command line',
      example: 'svc user create carol --email carol@example.com --first-name Carol --last-name Ng',
      args: ['<username>'],
      options: [
        { flags: '--email <address>', description: 'email address', required: true },
        { flags: '--first-name <name>', description: 'first name' },
        { flags: '--last-name <name>', description: 'last name' },
        { flags: '--company <name>', description: 'company name' },
      ],
      async run(users, [username = ''], o, context) {
        const template = defined<NewUserTemplate>({
          username, email: o.email, firstName: o.firstName, lastName: o.lastName, companyName: o.company,
        });
        const password = context.dryRun ? MASKED_PASSWORD : await context.prompt(`Password for ${username}: `, { secret: true });
        if (password === '') throw new UsageError('no password given: type one at the prompt (or pipe it on stdin)');
        return objectOf(await users.createUser(template, password), USER_DETAIL);
      },
    },
    {
      name: 'logins',
      summary: 'List the login attempts of a user',
      example: 'svc user logins alice --since 2026-11-01',
      args: ['<id>'],
      options: [SINCE],
      run: async (users, [id], o) => listOf(await users.getLogins(idOrName(id), defined({ startDate: o.since })), [
        col('date', 'createDate'), col('ip', 'ipAddress'), col('success', 'successFlag'),
      ]),
    },
    {
      name: 'events',
      summary: 'List the audit-log events of a user',
      example: 'svc user events alice --since 2026-11-01',
      args: ['<id>'],
      options: [SINCE],
      run: async (users, [id], o) => listOf(await users.getEvents(idOrName(id), defined({ startDate: o.since })), [
        col('date', 'eventCreateDate'), col('event', 'eventName'), col('object', 'objectName'), col('label'), col('ip', 'ipAddress'),
      ]),
    },
    {
      name: 'devices',
      summary: 'List the hardware, virtual servers and dedicated hosts a user can access',
      example: 'svc user devices alice',
      args: ['<id>'],
      async run(users, [id]) {
        const user = idOrName(id);
        const rows = [
          ...(await users.getUserHardware(user)).map((d) => ({ kind: 'hardware', ...d })),
          ...(await users.getUserVirtuals(user)).map((d) => ({ kind: 'virtual', ...d })),
          ...(await users.getUserDedicatedHost(user)).map((d) => ({ kind: 'dedicated_host', ...d })),
        ];
        return listOf(rows, [col('kind'), col('id'), col('name', 'fullyQualifiedDomainName'), col('ip', 'primaryIpAddress')]);
      },
    },
    ...([['vpn-enable', true], ['vpn-disable', false]] as const).map(([name, value]) => ({
      name,
      summary: `${value ? 'Allow' : 'Stop'} a user's VPN access`,
      example: `svc user ${name} alice`,
      args: ['<id>'],
      run: async (users: UserManager, [id]: readonly string[]) =>
        message(`VPN ${value ? 'enabled' : 'disabled'} for user ${id}.`, await users.vpnEnableOrDisable(idOrName(id), value)),
    })),
    {
      name: 'vpn-manual',
      summary: "Turn manual VPN subnet selection on or off for a user (see `vpn-subnet`)",
      example: 'svc user vpn-manual alice on',
      args: ['<id>', '<on|off>'],
      async run(users, [id, state = '']) {
        if (state !== 'on' && state !== 'off') throw new UsageError(`argument '<on|off>' expects on or off, got '${state}'`);
        return message(`Manual VPN subnets ${state} for user ${id}.`, await users.vpnManual(idOrName(id), state === 'on'));
      },
    },
    {
      name: 'vpn-subnet',
      summary: 'Add or remove subnets of a user\'s manual VPN access',
      example: 'svc user vpn-subnet alice --add 600001,600002 --remove 600003',
      args: ['<id>'],
      options: [
        { flags: '--add <ids>', description: 'subnet ids to add (comma-separated or repeated)', parse: list },
        { flags: '--remove <ids>', description: 'subnet ids to remove', parse: list },
      ],
      async run(users, [id], o) {
        const [add, remove] = twoLists(o, ['add', 'remove'], 'subnet ids');
        const user = idOrName(id);
        const ok = await applyLists([
          [add.map((subnet) => numericId(subnet, '--add')), (subnets) => users.vpnSubnetAdd(user, subnets)],
          [remove.map((subnet) => numericId(subnet, '--remove')), (subnets) => users.vpnSubnetRemove(user, subnets)],
        ]);
        return message(`Edited the VPN subnets of user ${id}.`, ok);
      },
    },
    {
      name: 'permissions',
      summary: "List a user's permissions (or, with --all, every permission there is)",
      example: 'svc user permissions alice',
      args: ['[id]'],
      options: [{ flags: '--all', description: 'every permission of the account, not one user\'s' }],
      async run(users, [id], o) {
        if (o.all !== true && id === undefined) throw new UsageError("argument '[id]': give a user, or --all for every permission");
        const permissions = o.all === true ? await users.getAllPermissions() : await users.getUserPermissions(idOrName(id));
        return listOf(permissions, [col('key_name', 'keyName'), col('name'), col('key'), col('department', 'departmentId')]);
      },
    },
    {
      name: 'edit-permissions',
      summary: "Add and remove permissions of a user (key names, see `svc user permissions --all`)",
      example: 'svc user edit-permissions alice --enable TICKET_VIEW,HARDWARE_VIEW --disable TICKET_ADD',
      args: ['<id>'],
      options: [
        { flags: '--enable <keys>', description: 'permission key names to add (comma-separated or repeated)', parse: list },
        { flags: '--disable <keys>', description: 'permission key names to remove', parse: list },
      ],
      async run(users, [id], o) {
        const [enable, disable] = twoLists(o, ['enable', 'disable'], 'permission key names');
        const user = idOrName(id);
        const ok = await applyLists([[enable, (keys) => users.addPermissions(user, keys)], [disable, (keys) => users.removePermissions(user, keys)]]);
        return message(`Edited the permissions of user ${id}.`, ok);
      },
    },
    {
      name: 'notifications',
      summary: 'List the email notifications and whether you receive them',
      example: 'svc user notifications',
      run: async (users) => listOf(await users.getAllNotifications(),
        [col('id'), col('name'), col('description'), col('enabled')]),
    },
    {
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
    },
    ...(['grant-access', 'remove-access'] as const).map((name) => ({
      name,
      summary: name === 'grant-access'
        ? 'Let a user see and manage devices (hardware, virtual servers, dedicated hosts)'
        : 'Take device access away from a user',
      example: `svc user ${name} alice --hardware 200001 --virtual 100001`,
      args: ['<id>'],
      options: ACCESS_KINDS.map(([flag, , noun]) => ({ flags: `--${flag} <ids>`, description: `${noun} ids (comma-separated or repeated)`, parse: list })),
      async run(users: UserManager, [id]: readonly string[], o: Options) {
        const user = idOrName(id);
        let done = 0;
        let ok = true;
        for (const [flag, key, , grant, remove] of ACCESS_KINDS) {
          for (const device of (o[key] as string[] | undefined) ?? []) {
            ok = (await (name === 'grant-access' ? grant : remove)(users, user, numericId(device, `--${flag}`))) && ok;
            done += 1;
          }
        }
        if (done === 0) throw new UsageError('nothing to change: give --hardware, --virtual or --dedicated-host ids');
        return message(`${name === 'grant-access' ? 'Granted' : 'Removed'} access to ${done} device(s) for user ${id}.`, ok);
      },
    })),
  ],
};
