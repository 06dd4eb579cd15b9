/**
 * `svc network …`: subnets, VLANs and IP addresses, on `NetworkManager`.
 *
 * @module
 */

import type { NetworkManager } from '@svclib/managers';

import { UsageError } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { numericId, oneOf, positiveInt } from '../parse.js';
import type { GroupSpec } from '../spec.js';
import { PAGING, defined, listOf, objectOf, paging } from './common.js';

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

// The manager's default detail mask names only relational fields; ask for the shown local ones too.
const VLAN_DETAIL_MASK = 'id, vlanNumber, name, note, networkSpace, primaryRouter.hostname, primaryRouter.datacenter, subnets, hardware, virtualGuests';

const IP_COLUMNS: readonly Column[] = [
  col('id'),
  col('ip', 'ipAddress'),
  col('subnet', 'subnetId'),
  col('virtual_server', 'virtualGuest.hostname'),
  col('hardware', 'hardware.hostname'),
  col('note'),
];

/** The `svc network` group. @example `GROUPS.find((g) => g.name === 'network')` */
export const NETWORK_GROUP: GroupSpec<NetworkManager> = {
  name: 'network',
  summary: 'Subnets, VLANs and IP addresses',
  manager: (m, client) => new m.NetworkManager(client),
  commands: [
    {
      name: 'ip-lookup',
      summary: 'Find an IP address and what it is assigned to',
      example: 'svc network ip-lookup 10.0.0.5',
      args: ['<address>'],
      async run(network, [address = '']) {
        const found = await network.ipLookup(address);
        if (found === undefined) throw new UsageError(`argument '<address>': ${address} is not an address of this account`);
        return objectOf(found, [...IP_COLUMNS, col('subnet_identifier', 'subnet.networkIdentifier')]);
      },
    },
    {
      name: 'subnet-list',
      summary: 'List subnets (global IPs left out)',
      example: 'svc network subnet-list --datacenter dal10 --ipv 4',
      options: [
        { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
        { flags: '--identifier <address>', description: 'network identifier' },
        { flags: '--ipv <version>', description: 'IP version, 4 or 6', parse: oneOf(['4', '6']) },
        { flags: '-t, --type <type>', description: 'subnet type, e.g. PRIMARY' },
        { flags: '--network-space <space>', description: 'PUBLIC or PRIVATE' },
        ...PAGING,
      ],
      run: async (network, _args, o, context) =>
        listOf(await context.collect(network.iterSubnets(defined({
          datacenter: o.datacenter, identifier: o.identifier, version: o.ipv === undefined ? undefined : Number(o.ipv),
          subnetType: o.type, addressSpace: o.networkSpace, ...paging(o),
        })), 'subnets'), SUBNET_COLUMNS),
    },
    {
      name: 'subnet-detail',
      summary: 'Show a subnet',
      example: 'svc network subnet-detail 300',
      args: ['<id>'],
      run: async (network, [id]) =>
        objectOf(await network.getSubnet(numericId(id, '<id>')), [...SUBNET_COLUMNS, col('gateway'), col('broadcast', 'broadcastAddress'), col('note')]),
    },
    {
      name: 'vlan-list',
      summary: 'List VLANs',
      example: 'svc network vlan-list --datacenter dal10',
      options: [
        { flags: '-d, --datacenter <name>', description: 'datacenter short name' },
        { flags: '-n, --number <n>', description: 'VLAN number', parse: positiveInt },
        { flags: '--name <name>', description: 'VLAN name' },
        ...PAGING,
      ],
      run: async (network, _args, o, context) =>
        listOf(await context.collect(network.iterVlans(defined({
          datacenter: o.datacenter, vlanNumber: o.number, name: o.name, ...paging(o),
        })), 'VLANs'), VLAN_COLUMNS),
    },
    {
      name: 'vlan-detail',
      summary: 'Show a VLAN',
      example: 'svc network vlan-detail 400',
      args: ['<id>'],
      run: async (network, [id]) => objectOf(await network.getVlan(numericId(id, '<id>'), { mask: VLAN_DETAIL_MASK }), VLAN_COLUMNS),
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
  ],
};
