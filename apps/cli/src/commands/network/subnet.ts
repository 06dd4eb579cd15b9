/**
 * `svc network subnet-…`: list, show, create, edit, cancel and route subnets.
 *
 * @module
 */

import type { NetworkManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, oneOf } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';
import { COST_COLUMNS, count, hostnames, ipVersion, orderCosts } from './shared.js';

const SUBNET_COLUMNS: readonly Column[] = [
  col('id'),
  col('identifier', 'networkIdentifier'),
  col('cidr'),
  col('type', 'subnetType'),
  col('datacenter', 'datacenter.name'),
  col('vlan', 'networkVlan.vlanNumber'),
  col('usable_ips', 'usableIpAddressCount'),
];

/** Short route target types of `subnet-route --type`, as the reference CLI names them. */
const ROUTE_TYPES: Readonly<Record<string, string>> = {
  vsi: 'Vendor_Virtual_Guest',
  server: 'Vendor_Hardware_Server',
  vlan: 'Vendor_Network_Vlan',
  ip: 'Vendor_Network_Subnet_IpAddress',
};

/** slcli's `subnet detail` mask. */
const SUBNET_DETAIL_MASK = `mask[networkIdentifier, cidr, subnetType, gateway, broadcastAddress, usableIpAddressCount, note, id,
ipAddresses[id, ipAddress, note, isBroadcast, isGateway, isNetwork, isReserved, hardware[id, fullyQualifiedDomainName],
virtualGuest[id, fullyQualifiedDomainName]], datacenter[name], networkVlan[networkSpace], tagReferences,
virtualGuests[id, fullyQualifiedDomainName, hostname, domain, primaryIpAddress, primaryBackendIpAddress],
hardware[id, fullyQualifiedDomainName, hostname, domain, primaryIpAddress, primaryBackendIpAddress]]`.replace(/\s+/g, ' ');

/** `svc network subnet-list`. */
export const SUBNET_LIST_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-list',
  summary: 'List subnets (global IPs left out)',
  example: 'svc network subnet-list --datacenter dal10 --ipv 4',
  options: [
    { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
    { flags: '--identifier <address>', description: 'network identifier' },
    { flags: '--ipv <version>', description: 'IP version, 4 or 6', parse: oneOf(['4', '6']) },
    { flags: '--ipv4', description: 'only IPv4 subnets (slcli\'s --ipv4/--v4)' },
    { flags: '--v4', description: 'same as --ipv4' },
    { flags: '--ipv6', description: 'only IPv6 subnets (slcli\'s --ipv6/--v6)' },
    { flags: '--v6', description: 'same as --ipv6' },
    { flags: '-t, --type <type>', description: 'subnet type, e.g. PRIMARY' },
    { flags: '--subnet-type <type>', description: 'same as --type (slcli\'s name)' },
    { flags: '--network-space <space>', description: 'PUBLIC or PRIVATE' },
    ...PAGING,
  ],
  run: async (network, _args, o, context) => {
    if (o.type !== undefined && o.subnetType !== undefined && o.type !== o.subnetType) throw new UsageError('give one of --type and --subnet-type');
    return listOf(await context.collect(network.iterSubnets(defined({
      datacenter: o.datacenter, identifier: o.identifier, version: ipVersion(o),
      subnetType: o.type ?? o.subnetType, addressSpace: o.networkSpace, ...paging(o),
    })), 'subnets'), SUBNET_COLUMNS);
  },
};

/** `svc network subnet-detail`. */
export const SUBNET_DETAIL_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-detail',
  summary: 'Show a subnet',
  example: 'svc network subnet-detail 300 --no-vs',
  args: ['<id>'],
  options: [
    { flags: '--no-vs', description: 'hide the virtual servers' },
    { flags: '--no-hardware', description: 'hide the hardware servers' },
  ],
  run: async (network, [id], o) =>
    objectOf(await network.getSubnet(numericId(id, '<id>'), { mask: SUBNET_DETAIL_MASK }), [
      ...SUBNET_COLUMNS.filter((c) => c.name !== 'vlan' && c.name !== 'usable_ips'), col('network_space', 'networkVlan.networkSpace'),
      col('gateway'), col('broadcast', 'broadcastAddress'), col('usable_ips', 'usableIpAddressCount'), col('note'),
      col('ip_addresses', 'ipAddresses', count),
      ...(o.vs === false ? [] : [col('virtual_servers', 'virtualGuests', hostnames)]),
      ...(o.hardware === false ? [] : [col('hardware', 'hardware', hostnames)]),
    ]),
};

/** `svc network subnet-edit`. */
export const SUBNET_EDIT_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-edit',
  summary: 'Set the note and/or tags of a subnet',
  example: 'svc network subnet-edit 600001 --note "web tier" --tags web,prod',
  args: ['<id>'],
  options: [
    { flags: '-n, --note <text>', description: 'the note' },
    { flags: '-t, --tags <tags>', description: 'tags, comma-separated (replace the current ones; "" removes all)' },
  ],
  async run(network, [id], o) {
    const subnet = numericId(id, '<id>');
    if (o.note === undefined && o.tags === undefined) throw new UsageError('nothing to change: give --note or --tags');
    let ok = true;
    if (o.note !== undefined) ok = (await network.editNoteSubnet(subnet, o.note as string)) && ok;
    if (o.tags !== undefined) ok = (await network.setTagsSubnet(subnet, o.tags as string)) && ok;
    return message(`Edited subnet ${subnet}.`, ok);
  },
};

/** `svc network subnet-cancel`. */
export const SUBNET_CANCEL_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-cancel',
  summary: 'Cancel a subnet',
  example: 'svc network subnet-cancel 600005 --yes',
  args: ['<id>'],
  destroys: ([id]) => `cancel subnet ${id}`,
  async run(network, [id]) {
    const subnet = numericId(id, '<id>');
    return message(`Cancelled subnet ${subnet}.`, await network.cancelSubnet(subnet));
  },
};

/** `svc network subnet-route`. */
export const SUBNET_ROUTE_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-route',
  summary: 'Route a subnet to a target (an IP address, a server or a VLAN)',
  example: 'svc network subnet-route 600005 --type ip --target 10.0.0.5',
  args: ['<id>'],
  options: [
    { flags: '--type <type>', description: `target type: ${Object.keys(ROUTE_TYPES).join(', ')}, or a full Vendor_… type name`, required: true },
    { flags: '--target <target>', description: 'the target: an IP address, or a server or VLAN id' },
    { flags: '--target-resource <target>', description: 'same as --target (slcli\'s name; slcli\'s --target is svc\'s --type)' },
  ],
  async run(network, [id], o) {
    const subnet = numericId(id, '<id>');
    const given = (o.target ?? o.targetResource) as string | undefined;
    if (given === undefined) throw new UsageError("give the route's target with --target (or --target-resource)");
    if (o.target !== undefined && o.targetResource !== undefined && o.target !== o.targetResource) throw new UsageError('give one of --target and --target-resource');
    const type = ROUTE_TYPES[String(o.type)] ?? String(o.type);
    const target = /^\d+$/.test(String(given)) ? Number(given) : String(given);
    return message(`Routed subnet ${subnet} to ${String(given)}.`, await network.route(subnet, type, target));
  },
};

/** `svc network subnet-clear-route`. */
export const SUBNET_CLEAR_ROUTE_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-clear-route',
  summary: "Remove a subnet's route",
  example: 'svc network subnet-clear-route 600005 --yes',
  args: ['<id>'],
  destroys: ([id]) => `remove the route of subnet ${id}`,
  async run(network, [id]) {
    const subnet = numericId(id, '<id>');
    return message(`Cleared the route of subnet ${subnet}.`, await network.clearRoute(subnet));
  },
};

/** `svc network subnet-create`. */
export const SUBNET_CREATE_COMMAND: CommandSpec<NetworkManager> = {
  name: 'subnet-create',
  summary: 'Order a subnet: static (on an IP address), public or private (on a VLAN)',
  example: 'svc network subnet-create public 4 700001 --test',
  args: ['<network>', '<quantity>', '<endpoint-id>'],
  options: [
    { flags: '--ipv6', description: 'order IPv6 addresses (slcli\'s --ipv6/--v6)' },
    { flags: '--v6', description: 'same as --ipv6' },
    { flags: '--test', description: 'only verify the order and show its price (Product_Order.verifyOrder); nothing is ordered' },
  ],
  destroys: ([kind, quantity, endpoint], o) =>
    (o.test === true ? undefined : `order ${quantity} ${kind} IP addresses on ${endpoint} (it is charged to the account)`),
  async run(network, [kind = '', quantity, endpoint], o) {
    if (kind !== 'static' && kind !== 'public' && kind !== 'private') {
      throw new UsageError(`argument '<network>' expects static, public or private, got '${kind}'`);
    }
    const amount = numericId(quantity, '<quantity>');
    const endpointId = numericId(endpoint, '<endpoint-id>');
    const version = o.ipv6 === true || o.v6 === true ? 6 : 4;
    try {
      const result = await network.addSubnet(kind, { quantity: amount, endpointId, version, testOrder: o.test === true });
      return listOf(orderCosts(result), COST_COLUMNS);
    } catch (error) {
      throw new CommandFailure(`Unable to order ${amount} ${kind} ipv${version}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  },
};
