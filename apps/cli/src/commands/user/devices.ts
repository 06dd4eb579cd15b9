/**
 * `svc user devices`, `device-access`, `grant-access` and `remove-access`: the devices a user may see and manage.
 *
 * @module
 */

import type { UserManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, list, numericId } from '../../parse.js';
import type { CommandSpec, Options } from '../../spec.js';
import { listOf, message } from '../common.js';

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

type AccessJob = (users: UserManager, user: number | string, device: number) => Promise<boolean>;

/** Device kinds of `grant-access`/`remove-access`: flag, noun, and the manager's grant and remove methods. */
const ACCESS_KINDS: readonly (readonly [flag: string, key: string, noun: string, grant: AccessJob, remove: AccessJob])[] = [
  ['hardware', 'hardware', 'hardware server', (u, id, d) => u.grantHardwareAccess(id, d), (u, id, d) => u.removeHardwareAccess(id, d)],
  ['virtual', 'virtual', 'virtual server', (u, id, d) => u.grantVirtualAccess(id, d), (u, id, d) => u.removeVirtualAccess(id, d)],
  ['dedicated-host', 'dedicatedHost', 'dedicated host', (u, id, d) => u.grantDedicatedAccess(id, d), (u, id, d) => u.removeDedicatedAccess(id, d)],
  ['dedicated', 'dedicated', 'dedicated host (the reference CLI\'s name of --dedicated-host)',
    (u, id, d) => u.grantDedicatedAccess(id, d), (u, id, d) => u.removeDedicatedAccess(id, d)],
];

/** `svc user devices`. */
export const DEVICES_COMMAND: CommandSpec<UserManager> = {
  name: 'devices',
  summary: 'List the hardware, virtual servers and dedicated hosts a user can access',
  example: 'svc user devices alice',
  args: ['<id>'],
  run: async (users, [id]) => listOf(await deviceRows(users, idOrName(id)), DEVICE_COLUMNS),
};

/** `svc user device-access`. */
export const DEVICE_ACCESS_COMMAND: CommandSpec<UserManager> = {
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
};

/** The `user …` commands of `grant-access`. */
export const GRANT_REMOVE_ACCESS_COMMANDS: readonly CommandSpec<UserManager>[] = (['grant-access', 'remove-access'] as const).map((name) => ({
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
}));
