/**
 * `svc network globalip-…`: list, create, assign, unassign and cancel global IPs.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type { NetworkManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, oneOf } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { PAGING, defined, listOf, message, paging } from '../common.js';
import { COST_COLUMNS, ipVersion, orderCosts } from './shared.js';

const GLOBAL_IP_COLUMNS: readonly Column[] = [
  col('id'),
  col('ip', 'ipAddress.ipAddress'),
  col('assigned', 'destinationIpAddress', (ip) => (ip === undefined || ip === null ? 'No' : 'Yes')),
  col('target', 'destinationIpAddress.ipAddress'),
];

/** The global IP's subnet id, as slcli's `globalip assign`/`unassign` find it (`getObject` with `ipAddress[subnetId]`). */
async function globalIpSubnet(network: NetworkManager, client: Client, id: string): Promise<number> {
  const [globalIp] = await network.resolveGlobalIpIds(/^\d+$/.test(id) ? Number(id) : id);
  if (globalIp === undefined) throw new UsageError(`argument '<id>': ${id} is not a global IP of this account`);
  const record = await client.call('Network_Subnet_IpAddress_Global', 'getObject', { id: globalIp, mask: 'mask[id,ipAddress[subnetId]]' }) as
    { ipAddress?: { subnetId?: number } } | null;
  const subnet = record?.ipAddress?.subnetId;
  if (subnet === undefined) throw new CommandFailure(`global IP ${globalIp} has no subnet`);
  return subnet;
}

/** `svc network globalip-list`. */
export const GLOBALIP_LIST_COMMAND: CommandSpec<NetworkManager> = {
  name: 'globalip-list',
  summary: 'List global IP addresses',
  example: 'svc network globalip-list --ipv 4',
  options: [
    { flags: '--ipv <version>', description: 'IP version, 4 or 6', parse: oneOf(['4', '6']) },
    { flags: '--ip-version <version>', description: 'v4 or v6 (slcli\'s form of --ipv)', parse: oneOf(['v4', 'v6']) },
    ...PAGING,
  ],
  run: async (network, _args, o, context) =>
    listOf(await context.collect(network.iterGlobalIps(defined({ version: ipVersion(o), ...paging(o) })),
      'global IPs'), GLOBAL_IP_COLUMNS),
};

/** `svc network globalip-assign`. */
export const GLOBALIP_ASSIGN_COMMAND: CommandSpec<NetworkManager> = {
  name: 'globalip-assign',
  summary: "Route a global IP (id or address) to a target IP address (routes the global IP's subnet, as slcli does)",
  example: 'svc network globalip-assign 9001 10.0.0.5',
  args: ['<id>', '[target]'],
  options: [
    { flags: '--target-id <target>', description: 'the target IP address or address id (slcli\'s form of [target])' },
    { flags: '--target <type>', description: 'accepted for slcli compatibility: the target is always an IP address', parse: oneOf(['vlan', 'ip', 'hardware', 'vsi']) },
  ],
  async run(network, [id = '', target], o, context) {
    const to = (o.targetId as string | undefined) ?? target;
    if (to === undefined) throw new UsageError("give the target address as [target] or with --target-id");
    const subnet = await globalIpSubnet(network, context.client, id);
    return message(`Assigned global IP ${id} to ${to}.`, await network.route(subnet, 'Vendor_Network_Subnet_IpAddress', to));
  },
};

/** `svc network globalip-unassign`. */
export const GLOBALIP_UNASSIGN_COMMAND: CommandSpec<NetworkManager> = {
  name: 'globalip-unassign',
  summary: 'Remove the route of a global IP',
  example: 'svc network globalip-unassign 9001 --yes',
  args: ['<id>'],
  destroys: ([id]) => `unassign global IP ${id}`,
  async run(network, [id = ''], _o, context) {
    const subnet = await globalIpSubnet(network, context.client, id);
    return message(`Unassigned global IP ${id}.`, await network.clearRoute(subnet));
  },
};

/** `svc network globalip-cancel`. */
export const GLOBALIP_CANCEL_COMMAND: CommandSpec<NetworkManager> = {
  name: 'globalip-cancel',
  summary: 'Cancel a global IP',
  example: 'svc network globalip-cancel 9001 --yes',
  args: ['<id>'],
  destroys: ([id]) => `cancel global IP ${id}`,
  async run(network, [id]) {
    const globalIp = numericId(id, '<id>');
    return message(`Cancelled global IP ${globalIp}.`, await network.cancelGlobalIp(globalIp));
  },
};

/** `svc network globalip-create`. */
export const GLOBALIP_CREATE_COMMAND: CommandSpec<NetworkManager> = {
  name: 'globalip-create',
  summary: 'Order a global IP',
  example: 'svc network globalip-create --ipv6 --test',
  options: [
    { flags: '--ipv6', description: 'order an IPv6 global IP (slcli\'s -v6)' },
    { flags: '--test', description: 'only verify the order and show its price; nothing is ordered' },
  ],
  destroys: (_args, o) => (o.test === true ? undefined : `order a global IPv${o.ipv6 === true ? 6 : 4} address (it is charged to the account)`),
  run: async (network, _args, o) =>
    listOf(orderCosts(await network.addGlobalIp({ version: o.ipv6 === true ? 6 : 4, testOrder: o.test === true })), COST_COLUMNS),
};
