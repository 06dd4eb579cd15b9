/**
 * `svc user vpn-enable`, `vpn-disable`, `vpn-manual`, `vpn-subnet` and `vpn-password`: a user's VPN access.
 *
 * @module
 */

import type { UserManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { idOrName, list, numericId } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { MASKED_PASSWORD, message } from '../common.js';
import { applyLists, twoLists } from './shared.js';

/** The environment variable `user vpn-password` reads the new password from (before asking for it). */
export const VPN_PASSWORD_ENV = 'SVC_VPN_PASSWORD';

/** The `user …` commands of `vpn-enable`. */
export const VPN_ENABLE_DISABLE_COMMANDS: readonly CommandSpec<UserManager>[] = ([['vpn-enable', true], ['vpn-disable', false]] as const).map(([name, value]) => ({
  name,
  summary: `${value ? 'Allow' : 'Stop'} a user's VPN access`,
  example: `svc user ${name} alice`,
  args: ['<id>'],
  run: async (users: UserManager, [id]: readonly string[]) =>
    message(`VPN ${value ? 'enabled' : 'disabled'} for user ${id}.`, await users.vpnEnableOrDisable(idOrName(id), value)),
}));

/** `svc user vpn-manual`. */
export const VPN_MANUAL_COMMAND: CommandSpec<UserManager> = {
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
};

/** `svc user vpn-subnet`. */
export const VPN_SUBNET_COMMAND: CommandSpec<UserManager> = {
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
};

/** `svc user vpn-password`. */
export const VPN_PASSWORD_COMMAND: CommandSpec<UserManager> = {
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
};
