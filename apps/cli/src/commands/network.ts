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
import { PAGING, defined, listOf, message, objectOf, paging } from './common.js';

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
    {
      name: 'ip-edit',
      summary: 'Set the note of an IP address (by its id, see `svc network ip-list`)',
      example: 'svc network ip-edit 10000002 --note "gateway of the lab"',
      args: ['<id>'],
      options: [{ flags: '--note <text>', description: 'the note', required: true }],
      async run(network, [id], o) {
        const ipId = numericId(id, '<id>');
        return message(`Edited IP address ${ipId}.`, await network.setSubnetIpAddressNote(ipId, String(o.note)));
      },
    },
    {
      name: 'subnet-edit',
      summary: 'Set the note and/or tags of a subnet',
      example: 'svc network subnet-edit 600001 --note "web tier" --tags web,prod',
      args: ['<id>'],
      options: [
        { flags: '--note <text>', description: 'the note' },
        { flags: '--tags <tags>', description: 'tags, comma-separated (replace the current ones; "" removes all)' },
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
        { flags: '--target <target>', description: 'the target: an IP address, or a server or VLAN id', required: true },
      ],
      async run(network, [id], o) {
        const subnet = numericId(id, '<id>');
        const type = ROUTE_TYPES[String(o.type)] ?? String(o.type);
        const target = /^\d+$/.test(String(o.target)) ? Number(o.target) : String(o.target);
        return message(`Routed subnet ${subnet} to ${String(o.target)}.`, await network.route(subnet, type, target));
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
        { flags: '--name <name>', description: 'new name' },
        { flags: '--note <text>', description: 'new note' },
        { flags: '--tags <tags>', description: 'tags, comma-separated (replace the current ones; "" removes all)' },
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
      options: [{ flags: '--ipv <version>', description: 'IP version, 4 or 6', parse: oneOf(['4', '6']) }, ...PAGING],
      run: async (network, _args, o, context) =>
        listOf(await context.collect(network.iterGlobalIps(defined({ version: o.ipv === undefined ? undefined : Number(o.ipv), ...paging(o) })),
          'global IPs'), GLOBAL_IP_COLUMNS),
    },
    {
      name: 'globalip-assign',
      summary: 'Route a global IP to a target IP address',
      example: 'svc network globalip-assign 9001 10.0.0.5',
      args: ['<id>', '<target>'],
      async run(network, [id, target = '']) {
        const globalIp = numericId(id, '<id>');
        return message(`Assigned global IP ${globalIp} to ${target}.`, await network.assignGlobalIp(globalIp, target));
      },
    },
    {
      name: 'globalip-unassign',
      summary: 'Remove the route of a global IP',
      example: 'svc network globalip-unassign 9001 --yes',
      args: ['<id>'],
      destroys: ([id]) => `unassign global IP ${id}`,
      async run(network, [id]) {
        const globalIp = numericId(id, '<id>');
        return message(`Unassigned global IP ${globalIp}.`, await network.unassignGlobalIp(globalIp));
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
  ],
};
