/**
 * `svc network …`: subnets, VLANs and IP addresses, on `NetworkManager`.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type { NetworkManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec, GroupSpec, OptionSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';
import { SECURITY_GROUP_COMMANDS } from './securitygroup.js';
import { verifiedPrices } from '../order/index.js';

const count = (value: unknown): number | undefined => (Array.isArray(value) ? value.length : undefined);

const SUBNET_COLUMNS: readonly Column[] = [
  col('id'),
  col('identifier', 'networkIdentifier'),
  col('cidr'),
  col('type', 'subnetType'),
  col('datacenter', 'datacenter.name'),
  col('vlan', 'networkVlan.vlanNumber'),
  col('usable_ips', 'usableIpAddressCount'),
];

const VLAN_COLUMNS: readonly Column[] = [
  col('id'),
  col('number', 'vlanNumber'),
  col('name'),
  col('space', 'networkSpace'),
  col('router', 'primaryRouter.hostname'),
  col('subnets', 'subnets', count),
  col('hardware', 'hardware', count),
  col('virtual_servers', 'virtualGuests', count),
];


const IP_COLUMNS: readonly Column[] = [
  col('id'),
  col('ip', 'ipAddress'),
  col('subnet', 'subnetId'),
  col('virtual_server', 'virtualGuest.hostname'),
  col('hardware', 'hardware.hostname'),
  col('note'),
];

/** Short route target types of `subnet-route --type`, as the reference CLI names them. */
const ROUTE_TYPES: Readonly<Record<string, string>> = {
  vsi: 'Vendor_Virtual_Guest',
  server: 'Vendor_Hardware_Server',
  vlan: 'Vendor_Network_Vlan',
  ip: 'Vendor_Network_Subnet_IpAddress',
};

const GLOBAL_IP_COLUMNS: readonly Column[] = [
  col('id'),
  col('ip', 'ipAddress.ipAddress'),
  col('assigned', 'destinationIpAddress', (ip) => (ip === undefined || ip === null ? 'No' : 'Yes')),
  col('target', 'destinationIpAddress.ipAddress'),
];

const RWHOIS_FIELDS = [
  ['abuse-email', 'abuseEmail'], ['address1', 'address1'], ['address2', 'address2'], ['city', 'city'], ['company-name', 'companyName'],
  ['country', 'country'], ['first-name', 'firstName'], ['last-name', 'lastName'], ['postal-code', 'postalCode'], ['state', 'state'],
] as const;

/** `--limit` of the list commands with slcli's `-l` short flag (`vlan list -l`). */
const PAGING_L: readonly OptionSpec[] = PAGING.map((o) => (o.flags.startsWith('--limit ') ? { ...o, flags: `-l, ${o.flags}` } : o));

/** The IP version of `--ipv 4|6`, `--ip-version v4|v6` or the `--ipv4`/`--ipv6` flags (`undefined`: both). */
function ipVersion(o: Options): number | undefined {
  const given = [
    o.ipv === undefined ? undefined : Number(o.ipv),
    o.ipVersion === undefined ? undefined : Number((o.ipVersion as string).slice(1)),
    o.ipv4 === true || o.v4 === true ? 4 : undefined,
    o.ipv6 === true || o.v6 === true ? 6 : undefined,
  ].filter((v): v is number => v !== undefined);
  if (new Set(given).size > 1) throw new UsageError('conflicting IP versions: give one of --ipv, --ip-version, --ipv4 or --ipv6');
  return given[0];
}

/** The price rows of an order (verified or placed) and its monthly total, as slcli's `subnet create` prints them. */
function orderCosts(result: unknown): Record<string, unknown>[] {
  const r = (result ?? {}) as { prices?: unknown; orderDetails?: { prices?: unknown } };
  const prices = (Array.isArray(r.prices) ? r.prices : Array.isArray(r.orderDetails?.prices) ? r.orderDetails.prices : []) as
    Array<{ recurringFee?: string | number; item?: { description?: string } }>;
  const rows = prices.map((p) => ({ item: p.item?.description ?? '', cost: Number(p.recurringFee ?? 0).toFixed(2) }));
  const total = prices.reduce((sum, p) => sum + Number(p.recurringFee ?? 0), 0);
  return [...rows, { item: 'Total monthly cost', cost: total.toFixed(2) }];
}

const COST_COLUMNS: readonly Column[] = [col('item'), col('cost')];

/** slcli's `subnet detail` mask. */
const SUBNET_DETAIL_MASK = `mask[networkIdentifier, cidr, subnetType, gateway, broadcastAddress, usableIpAddressCount, note, id,
ipAddresses[id, ipAddress, note, isBroadcast, isGateway, isNetwork, isReserved, hardware[id, fullyQualifiedDomainName],
virtualGuest[id, fullyQualifiedDomainName]], datacenter[name], networkVlan[networkSpace], tagReferences,
virtualGuests[id, fullyQualifiedDomainName, hostname, domain, primaryIpAddress, primaryBackendIpAddress],
hardware[id, fullyQualifiedDomainName, hostname, domain, primaryIpAddress, primaryBackendIpAddress]]`.replace(/\s+/g, ' ');

/** slcli's `vlan detail` mask. */
const VLAN_DETAIL_MASK = `mask[firewallInterfaces, datacenter[name, longName], primaryRouter[fullyQualifiedDomainName],
totalPrimaryIpAddressCount, networkSpace, id, vlanNumber, fullyQualifiedName, name,
hardware[id, hostname, domain, primaryIpAddress, primaryBackendIpAddress, tagReferences],
subnets[id, networkIdentifier, netmask, gateway, subnetType, usableIpAddressCount],
virtualGuests[id, hostname, domain, primaryIpAddress, primaryBackendIpAddress],
networkVlanFirewall[id,fullyQualifiedDomainName,primaryIpAddress], attachedNetworkGateway[id,name,networkFirewall],
networkComponentTrunks[networkComponent[downlinkComponent[networkComponentGroup[membersDescription], hardware[tagReferences]]]]]`
  .replace(/\s+/g, ' ');

const hostnames = (value: unknown): string | undefined =>
  (Array.isArray(value) ? (value as Array<{ hostname?: string }>).map((s) => s.hostname ?? '').join(', ') : undefined);

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

/** `ip-lookup` (slcli's `subnet lookup`, also `subnet-lookup`). */
const IP_LOOKUP: CommandSpec<NetworkManager> = {
      name: 'ip-lookup',
      summary: 'Find an IP address and what it is assigned to',
      example: 'svc network ip-lookup 10.0.0.5',
      args: ['<address>'],
      async run(network, [address = '']) {
        const found = await network.ipLookup(address);
        if (found === undefined) throw new UsageError(`argument '<address>': ${address} is not an address of this account`);
        return objectOf(found, [...IP_COLUMNS, col('subnet_identifier', 'subnet.networkIdentifier')]);
      },
    };

/** `ip-edit` (slcli's `subnet edit-ip`, also `subnet-edit-ip`): by id or by address. */
const IP_EDIT: CommandSpec<NetworkManager> = {
      name: 'ip-edit',
      summary: 'Set the note of an IP address (by its id, see `svc network ip-list`, or by the address)',
      example: 'svc network ip-edit 10000002 --note "gateway of the lab"',
      args: ['<id>'],
      options: [{ flags: '--note <text>', description: 'the note', required: true }],
      async run(network, [id = ''], o) {
        let ipId: number;
        if (/^\d+$/.test(id)) ipId = numericId(id, '<id>');
        else {
          const found = await network.getIpByAddress(id);
          if (found?.id === undefined) throw new UsageError(`argument '<id>': ${id} is not an address of this account`);
          ipId = found.id;
        }
        return message(`Edited IP address ${ipId}.`, await network.setSubnetIpAddressNote(ipId, String(o.note)));
      },
    };

/** The `svc network` group. @example `GROUPS.find((g) => g.name === 'network')` */
export const NETWORK_GROUP: GroupSpec<NetworkManager> = {
  name: 'network',
  summary: 'Subnets, VLANs and IP addresses',
  manager: (m, client) => new m.NetworkManager(client),
  commands: [
    IP_LOOKUP,
    { ...IP_LOOKUP, name: 'subnet-lookup', summary: 'Find an IP address and what it is assigned to (slcli\'s `subnet lookup`; same as ip-lookup)', example: 'svc network subnet-lookup 10.0.0.5' },
    {
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
    },
    {
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
    },
    {
      name: 'vlan-list',
      summary: 'List VLANs',
      example: 'svc network vlan-list --datacenter dal10',
      options: [
        { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
        { flags: '-n, --number <n>', description: 'VLAN number', parse: positiveInt },
        { flags: '--name <name>', description: 'VLAN name' },
        ...PAGING_L,
      ],
      async run(network, _args, o, context) {
        const vlans = await context.collect(network.iterVlans(defined({
          datacenter: o.datacenter, vlanNumber: o.number, name: o.name, ...paging(o),
        })), 'VLANs');
        // slcli's pod column: the pod's short name, starred when its closure is announced.
        const pods = await network.getPods({ mask: 'mask[name, capabilities]' });
        const podOf = (name: unknown): string => {
          const pod = pods.find((p) => p.name === name);
          if (pod?.name === undefined) return '';
          const short = pod.name.split('.')[1] ?? pod.name;
          return (pod.capabilities ?? []).includes('CLOSURE_ANNOUNCED') ? `${short}*` : short;
        };
        const rows = vlans.map((vlan) => ({ ...vlan, pod: podOf((vlan as { podName?: string }).podName), premium: vlan.billingItem ? 'Yes' : 'No' }));
        return listOf(rows, [...VLAN_COLUMNS, col('pod'), col('premium')]);
      },
    },
    {
      name: 'vlan-detail',
      summary: 'Show a VLAN',
      example: 'svc network vlan-detail 400 --no-trunks',
      args: ['<id>'],
      options: [
        { flags: '--no-vs', description: 'hide the virtual servers' },
        { flags: '--no-hardware', description: 'hide the hardware servers' },
        { flags: '--no-trunks', description: 'hide the devices with trunks' },
      ],
      run: async (network, [id], o) => objectOf(await network.getVlan(numericId(id, '<id>'), { mask: VLAN_DETAIL_MASK }), [
        col('id'), col('number', 'vlanNumber'), col('name'), col('space', 'networkSpace'), col('datacenter', 'datacenter.longName'),
        col('primary_router', 'primaryRouter.fullyQualifiedDomainName'),
        col('gateway_firewall', 'networkVlanFirewall.fullyQualifiedDomainName'), col('gateway', 'attachedNetworkGateway.name'),
        col('subnets', 'subnets', count),
        ...(o.vs === false ? [] : [col('virtual_servers', 'virtualGuests', hostnames)]),
        ...(o.hardware === false ? [] : [col('hardware', 'hardware', hostnames)]),
        ...(o.trunks === false ? [] : [col('trunks', 'networkComponentTrunks', count)]),
      ]),
    },
    {
      name: 'ip-list',
      summary: 'List IP addresses',
      example: 'svc network ip-list --subnet 300',
      options: [
        { flags: '--ip <address>', description: 'IP address' },
        { flags: '--subnet <id>', description: 'subnet id', parse: positiveInt },
        ...PAGING,
      ],
      run: async (network, _args, o, context) =>
        listOf(await context.collect(network.iterIpAddresses(defined({ ipAddress: o.ip, subnetId: o.subnet, ...paging(o) })),
          'IP addresses'), IP_COLUMNS),
    },
    IP_EDIT,
    { ...IP_EDIT, name: 'subnet-edit-ip', summary: 'Set the note of an IP address (slcli\'s `subnet edit-ip`; same as ip-edit)', example: 'svc network subnet-edit-ip 10.0.0.5 --note "gateway of the lab"' },
    {
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
    },
    {
      name: 'subnet-cancel',
      summary: 'Cancel a subnet',
      example: 'svc network subnet-cancel 600005 --yes',
      args: ['<id>'],
      destroys: ([id]) => `cancel subnet ${id}`,
      async run(network, [id]) {
        const subnet = numericId(id, '<id>');
        return message(`Cancelled subnet ${subnet}.`, await network.cancelSubnet(subnet));
      },
    },
    {
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
    },
    {
      name: 'subnet-clear-route',
      summary: "Remove a subnet's route",
      example: 'svc network subnet-clear-route 600005 --yes',
      args: ['<id>'],
      destroys: ([id]) => `remove the route of subnet ${id}`,
      async run(network, [id]) {
        const subnet = numericId(id, '<id>');
        return message(`Cleared the route of subnet ${subnet}.`, await network.clearRoute(subnet));
      },
    },
    {
      name: 'vlan-edit',
      summary: 'Set the name, note and/or tags of a VLAN',
      example: 'svc network vlan-edit 700001 --name public-web --tags web',
      args: ['<id>'],
      options: [
        { flags: '-n, --name <name>', description: 'new name' },
        { flags: '-e, --note <text>', description: 'new note' },
        { flags: '-g, --tags <tags>', description: 'tags, comma-separated (replace the current ones; "" removes all)' },
      ],
      async run(network, [id], o) {
        const vlan = numericId(id, '<id>');
        const changes = defined({ name: o.name, note: o.note, tags: o.tags });
        if (Object.keys(changes).length === 0) throw new UsageError('nothing to change: give --name, --note or --tags');
        return message(`Edited VLAN ${vlan}.`, await network.editVlan(vlan, changes));
      },
    },
    {
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
    },
    {
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
    },
    {
      name: 'globalip-unassign',
      summary: 'Remove the route of a global IP',
      example: 'svc network globalip-unassign 9001 --yes',
      args: ['<id>'],
      destroys: ([id]) => `unassign global IP ${id}`,
      async run(network, [id = ''], _o, context) {
        const subnet = await globalIpSubnet(network, context.client, id);
        return message(`Unassigned global IP ${id}.`, await network.clearRoute(subnet));
      },
    },
    {
      name: 'globalip-cancel',
      summary: 'Cancel a global IP',
      example: 'svc network globalip-cancel 9001 --yes',
      args: ['<id>'],
      destroys: ([id]) => `cancel global IP ${id}`,
      async run(network, [id]) {
        const globalIp = numericId(id, '<id>');
        return message(`Cancelled global IP ${globalIp}.`, await network.cancelGlobalIp(globalIp));
      },
    },
    {
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
    },
    {
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
    },
    {
      name: 'vlan-create',
      summary: 'Order a VLAN in a datacenter or on a pod (package NETWORK_VLAN)',
      example: 'svc network vlan-create --name myvlan --pod dal10.pod01 --network private',
      options: [
        { flags: '--name <name>', description: 'VLAN name (asked for when not given on a terminal)' },
        { flags: '-d, --datacenter <name>', description: 'datacenter short name, e.g. dal10' },
        { flags: '-p, --pod <name>', description: 'pod name, e.g. dal10.pod01 (the VLAN goes on its router)' },
        { flags: '--network <space>', description: 'public (default) or private', parse: oneOf(['public', 'private']), defaultValue: 'public' },
        { flags: '--billing <rate>', description: 'hourly (default) or monthly', parse: oneOf(['hourly', 'monthly']), defaultValue: 'hourly' },
        { flags: '--verify', description: 'only verify the order (Product_Order.verifyOrder); nothing is ordered' },
      ],
      destroys: (_args, o) => (o.verify === true ? undefined : `order a ${String(o.network)} VLAN (it is charged to the account)`),
      async run(network, _args, o, context) {
        if (!o.datacenter && !o.pod) throw new UsageError('--datacenter or --pod is required to create a VLAN');
        let name = o.name as string | undefined;
        if (name === undefined) {
          if (!context.stdinIsTerminal) throw new UsageError('give the VLAN name with --name');
          name = await context.prompt('Name: ');
        }
        const extras: Record<string, unknown> = { name };
        let datacenter = o.datacenter as string | undefined;
        if (o.pod) {
          const pod = o.pod as string;
          datacenter = pod.split('.')[0];
          const found = (await network.getPods()).find((p) => p.name === pod);
          const routerId = o.network === 'private' ? found?.backendRouterId : found?.frontendRouterId;
          if (routerId === undefined) throw new UsageError(`Unable to find pod name: ${pod}`);
          extras.routerId = routerId;
        }
        const { OrderingManager } = await import('@svclib/managers');
        const ordering = new OrderingManager(context.client);
        const items = [o.network === 'private' ? 'PRIVATE_NETWORK_VLAN' : 'PUBLIC_NETWORK_VLAN'];
        const order = { complexType: 'Vendor_Container_Product_Order_Network_Vlan', hourly: o.billing !== 'monthly', extras };
        if (o.verify === true) return verifiedPrices(await ordering.verifyOrder('NETWORK_VLAN', datacenter ?? '', items, order), o.billing === 'monthly');
        const receipt = await ordering.placeOrder('NETWORK_VLAN', datacenter ?? '', items, order);
        const details = (receipt.orderDetails ?? {}) as { orderContainers?: Array<{ name?: string }>; name?: string };
        return objectOf({ ...receipt, name: details.orderContainers?.[0]?.name ?? details.name }, [col('id', 'orderId'), col('created', 'orderDate'), col('name')]);
      },
    },
    {
      name: 'vlan-create-options',
      summary: 'Show what `vlan-create` accepts: VLAN types, datacenters and their routers',
      example: 'svc network vlan-create-options',
      async run(network) {
        const rows: Record<string, unknown>[] = [];
        for (const datacenter of await network.getListDatacenter()) {
          const routers = datacenter.id === undefined ? [] : await network.getRouters(datacenter.id);
          rows.push({ datacenter: datacenter.name, routers: routers.map((r) => r.hostname).join(', '), vlan_types: 'Private, Public' });
        }
        return listOf(rows, [col('datacenter'), col('routers'), col('vlan_types')]);
      },
    },
    {
      name: 'vlan-cancel',
      summary: 'Cancel a VLAN (refused while it has devices or subnets; free automatic VLANs cannot be cancelled)',
      example: 'svc network vlan-cancel 700001 --yes',
      args: ['<id>'],
      destroys: ([id]) => `cancel VLAN ${id}`,
      async run(network, [id]) {
        const vlan = numericId(id, '<id>');
        const reasons = await network.getCancelFailureReasons(vlan);
        if (reasons.length > 0) throw new CommandFailure(`VLAN ${vlan} cannot be cancelled: ${reasons.join(' ')}`);
        const item = (await network.getVlan(vlan)).billingItem;
        if (item?.id === undefined) {
          throw new CommandFailure('VLAN is an automatically assigned and free of charge VLAN, it will automatically be removed from your account when it is empty');
        }
        const reason = 'Cancel by cli command';
        return message(`VLAN ${vlan} was cancelled.`, await network.cancelItem(item.id, { immediate: true, reason, note: reason }));
      },
    },
    {
      name: 'summary',
      summary: 'Count hardware, virtual servers, public IPs, subnets and VLANs per datacenter',
      example: 'svc network summary --sortby datacenter',
      run: async (network) => listOf(Object.entries(await network.summaryByDatacenter()).map(([datacenter, counts]) => ({ datacenter, ...counts })), [
        col('datacenter'), col('hardware', 'hardwareCount'), col('virtual_servers', 'virtualGuestCount'), col('public_ips', 'publicIpCount'),
        col('subnets', 'subnetCount'), col('vlans', 'vlanCount'),
      ]),
    },
    {
      name: 'pods',
      summary: 'List the network pods (optionally of one datacenter)',
      example: 'svc network pods --datacenter dal10',
      options: [{ flags: '-d, --datacenter <name>', description: 'datacenter short name' }],
      run: async (network, _args, o) => listOf(await network.getPods(defined({ datacenter: o.datacenter })), [
        col('name'), col('datacenter', 'datacenterName'), col('frontend_router', 'frontendRouterName'), col('backend_router', 'backendRouterName'),
      ]),
    },
    {
      name: 'rwhois-show',
      summary: 'Show the RWhois contact data of the account',
      example: 'svc network rwhois-show',
      run: async (network) => objectOf(await network.getRwhois(), [
        ...RWHOIS_FIELDS.map(([name, field]) => col(name.replaceAll('-', '_'), field)), col('private_residence', 'privateResidenceFlag'),
      ]),
    },
    {
      name: 'rwhois-edit',
      summary: 'Change the RWhois contact data of the account',
      example: 'svc network rwhois-edit --abuse-email abuse@example.com --city Austin',
      options: [
        ...RWHOIS_FIELDS.map(([flag]) => ({ flags: `--${flag} <text>`, description: flag.replaceAll('-', ' ') })),
        { flags: '--private-residence <yes|no>', description: 'whether the address is a private residence', parse: oneOf(['yes', 'no']) },
      ],
      async run(network, _args, o) {
        const changes = defined({
          ...Object.fromEntries(RWHOIS_FIELDS.map(([flag, field]) => [field, o[flag.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())]])),
          privateResidence: o.privateResidence === undefined ? undefined : o.privateResidence === 'yes',
        });
        if (Object.keys(changes).length === 0) throw new UsageError('nothing to change: give at least one field, e.g. --abuse-email');
        return message('Edited the RWhois data.', await network.editRwhois(changes));
      },
    },
    ...SECURITY_GROUP_COMMANDS,
  ],
};
