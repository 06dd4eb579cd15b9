/**
 * `svc user …`: customer users, on `UserManager`.
 *
 * @module
 */

import type { NewUserTemplate, User_Customer, UserManager, UserPermissionDepartment } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, list, numericId } from '../../parse.js';
import type { GroupSpec, Options } from '../../spec.js';
import { MASKED_PASSWORD, PAGING, SHOW_SECRETS, defined, listOf, message, objectOf, paging, showsSecrets } from '../common.js';

/** The environment variable `user vpn-password` reads the new password from (before asking for it). */
export const VPN_PASSWORD_ENV = 'SVC_VPN_PASSWORD';

/** `User_Customer_Status` id of a user being removed (`CANCEL_PENDING`), as the reference CLI's `user delete` sets it. */
const CANCEL_PENDING_STATUS = 1021;

/**
 * The fields `user create` copies from its base user (the current user, or `--from-user`), as the
 * reference CLI's mask names them.
 */
const CREATE_TEMPLATE_MASK = 'id, firstName, lastName, email, companyName, address1, city, country, postalCode, state, userStatusId, timezoneId';

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

/** A `--template` JSON object (a `User_Customer` template), or a usage error naming the option. */
function templateOption(text: unknown): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch (error) {
    throw new UsageError(`option '--template <json>': not JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError("option '--template <json>': expects a JSON object, e.g. '{\"firstName\": \"Test\"}'");
  }
  return value as Record<string, unknown>;
}

/** The devices a user can reach, one row each, with its kind. */
async function deviceRows(users: UserManager, user: number | string): Promise<Record<string, unknown>[]> {
  return [
    ...(await users.getUserHardware(user)).map((d) => ({ kind: 'hardware', ...d })),
    ...(await users.getUserVirtuals(user)).map((d) => ({ kind: 'virtual', ...d })),
    ...(await users.getUserDedicatedHost(user)).map((d) => ({ kind: 'dedicated_host', ...d })),
  ];
}

const DEVICE_COLUMNS: readonly Column[] = [
  col('kind'), col('id'), { name: 'name', get: (row) => row.fullyQualifiedDomainName ?? row.name },
  col('ip', 'primaryIpAddress'), col('private_ip', 'primaryBackendIpAddress'),
];

const USER_COLUMNS: readonly Column[] = [
  col('id'), col('username'), col('email'), col('display_name', 'displayName'), col('status', 'userStatus.name'),
];

/** The default mask of `UserManager.getUser` (the manager's `USER_MASK`; the type import cannot read the static). */
const USER_MASK =
  'id, username, email, firstName, lastName, displayName, companyName, createDate, userStatus[name], parent[id, username]';

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
  ['dedicated', 'dedicated', 'dedicated host (the reference CLI\'s name of --dedicated-host)',
    (u, id, d) => u.grantDedicatedAccess(id, d), (u, id, d) => u.removeDedicatedAccess(id, d)],
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
      name: 'edit-details',
      summary: "Edit a user's details from a JSON User_Customer template (as the reference CLI's `user edit-details`)",
      example: `svc user edit-details alice --template '{"firstName": "Test", "lastName": "Testerson"}'`,
      args: ['<id>'],
      options: [{ flags: '-t, --template <json>', description: 'JSON object of User_Customer properties to change', required: true }],
      async run(users, [id], o) {
        const ok = await users.editUser(idOrName(id), templateOption(o.template));
        if (!ok) throw new CommandFailure(`failed to update user ${id}`);
        return message(`Updated user ${id}.`, ok);
      },
    },
    {
      name: 'delete',
      summary: "Delete a user: sets the status to CANCEL_PENDING, which disables the user at once; the user is removed later",
      example: 'svc user delete carol --yes',
      args: ['<id>'],
      destroys: ([id]) => `delete user ${id}`,
      async run(users, [id]) {
        const ok = await users.editUser(idOrName(id), { userStatusId: CANCEL_PENDING_STATUS });
        if (!ok) throw new CommandFailure(`failed to delete user ${id}`);
        return message(`Deleted user ${id}.`, ok);
      },
    },
    {
      name: 'create',
      summary: 'Create a user; the password is asked for (not echoed on a terminal), never taken from the command line',
      example: 'svc user create carol --email carol@example.com --first-name Carol --last-name Ng',
      args: ['<username>'],
      options: [
        { flags: '-e, --email <address>', description: 'email address', required: true },
        { flags: '--first-name <name>', description: 'first name' },
        { flags: '--last-name <name>', description: 'last name' },
        { flags: '--company <name>', description: 'company name' },
        { flags: '-u, --from-user <id>', description: 'copy name, email, company, address, status and time zone from this user (id or name; default: you)' },
        { flags: '-t, --template <json>', description: 'JSON object of more User_Customer properties (over the copied ones, under the flags)' },
      ],
      async run(users, [username = ''], o, context) {
        const extra = o.template === undefined ? {} : templateOption(o.template);
        // As the reference CLI: start from the current user's fields, or from --from-user's.
        const base: Record<string, unknown> = {
          ...await (o.fromUser === undefined
            ? users.getCurrentUser({ mask: CREATE_TEMPLATE_MASK })
            : users.getUser(idOrName(o.fromUser as string), { mask: CREATE_TEMPLATE_MASK })),
        };
        // The service refuses a template with an id.
        delete base.id;
        const template = {
          ...base, ...extra,
          ...defined({ username, email: o.email, firstName: o.firstName, lastName: o.lastName, companyName: o.company }),
        } as NewUserTemplate;
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
      run: async (users, [id]) => listOf(await deviceRows(users, idOrName(id)), DEVICE_COLUMNS),
    },
    {
      name: 'device-access',
      summary: "The reference CLI's name of `devices`, with the user's ALL_ permissions (access to every device of a kind) first",
      example: 'svc user device-access alice',
      args: ['<id>'],
      async run(users, [id]) {
        const user = idOrName(id);
        const all = (await users.getUserPermissions(user))
          .filter((permission) => String(permission.key ?? '').includes('ALL_'))
          .map((permission) => ({ kind: 'permission', id: permission.keyName, name: permission.name }));
        return listOf([...all, ...await deviceRows(users, user)], DEVICE_COLUMNS);
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
      args: ['<id>', '[on|off]'],
      options: [
        { flags: '--enable', description: 'as `on` (the reference CLI\'s flag)' },
        { flags: '--disable', description: 'as `off`' },
      ],
      async run(users, [id, given], o) {
        const flag = o.enable === true ? 'on' : o.disable === true ? 'off' : undefined;
        if (o.enable === true && o.disable === true) throw new UsageError("options '--enable' and '--disable' cannot be used together");
        if (flag !== undefined && given !== undefined && given !== flag) throw new UsageError(`argument '[on|off]' (${given}) contradicts --${o.enable === true ? 'enable' : 'disable'}`);
        const state = given ?? flag ?? 'on';
        if (state !== 'on' && state !== 'off') throw new UsageError(`argument '[on|off]' expects on or off, got '${state}'`);
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
      name: 'vpn-password',
      summary: `Set a user's VPN password: from the environment variable ${VPN_PASSWORD_ENV} when set, else asked for (not echoed on a terminal, or piped on stdin); never from the command line`,
      example: 'svc user vpn-password alice',
      args: ['<id>'],
      async run(users, [id], _o, context) {
        const fromEnv = process.env[VPN_PASSWORD_ENV];
        if (fromEnv !== undefined) context.keepSecret(fromEnv);
        const password = context.dryRun
          ? MASKED_PASSWORD
          : fromEnv ?? await context.prompt(`New VPN password for ${id}: `, { secret: true });
        if (password === '') throw new UsageError(`no password given: set ${VPN_PASSWORD_ENV}, type one at the prompt or pipe it on stdin`);
        return message(`Updated the VPN password of user ${id}.`, await users.updateVpnPassword(idOrName(id), password));
      },
    },
    {
      name: 'apikey',
      summary: "Add, remove or refresh (remove, then add) a user's API key; the new key is shown only with --show-key",
      example: 'svc user apikey alice --refresh --show-key',
      args: ['<id>'],
      options: [
        { flags: '--add', description: 'create an API key (a user has at most one)' },
        { flags: '--remove', description: "remove the user's API key" },
        { flags: '--refresh', description: 'remove the API key, then create a new one' },
        { flags: '--show-key', description: 'print the new key (default: masked)' },
      ],
      // Asks only when the one action given removes a key (a usage error comes first otherwise).
      destroys: ([id], o) => (o.add !== true && (o.remove === true) !== (o.refresh === true) ? `remove the API key of user ${id}` : undefined),
      async run(users, [id], o) {
        const chosen = (['add', 'remove', 'refresh'] as const).filter((flag) => o[flag] === true);
        if (chosen.length === 0) throw new UsageError('give one of --add, --remove, --refresh');
        if (chosen.length > 1) throw new UsageError(`give only one of --add, --remove, --refresh (got --${chosen.join(', --')})`);
        const user = idOrName(id);
        if (o.add !== true) await users.removeApiAuthenticationKey(user);
        if (o.remove === true) return message(`Removed the API key of user ${id}.`, true);
        const key = await users.addApiAuthenticationKey(user);
        const shown = o.showKey === true && typeof key === 'string' ? key : MASKED_PASSWORD;
        return objectOf({ user: id, apiKey: shown, removed: o.refresh === true }, [col('user'), col('api_key', 'apiKey'), col('removed')]);
      },
    },
    {
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
    },
    {
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
