/**
 * `svc network vlan-…`: list, show, create, edit and cancel VLANs.
 *
 * @module
 */

import type { NetworkManager } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, oneOf, positiveInt } from '../../parse.js';
import type { CommandSpec, OptionSpec } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';
import { verifiedPrices } from '../order/results.js';
import { count, hostnames } from './shared.js';

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

/** `--limit` of the list commands with slcli's `-l` short flag (`vlan list -l`). */
const PAGING_L: readonly OptionSpec[] = PAGING.map((o) => (o.flags.startsWith('--limit ') ? { ...o, flags: `-l, ${o.flags}` } : o));

/** slcli's `vlan detail` mask. */
const VLAN_DETAIL_MASK = `mask[firewallInterfaces, datacenter[name, longName], primaryRouter[fullyQualifiedDomainName],
totalPrimaryIpAddressCount, networkSpace, id, vlanNumber, fullyQualifiedName, name,
hardware[id, hostname, domain, primaryIpAddress, primaryBackendIpAddress, tagReferences],
subnets[id, networkIdentifier, netmask, gateway, subnetType, usableIpAddressCount],
virtualGuests[id, hostname, domain, primaryIpAddress, primaryBackendIpAddress],
networkVlanFirewall[id,fullyQualifiedDomainName,primaryIpAddress], attachedNetworkGateway[id,name,networkFirewall],
networkComponentTrunks[networkComponent[downlinkComponent[networkComponentGroup[membersDescription], hardware[tagReferences]]]]]`
  .replace(/\s+/g, ' ');

/** `svc network vlan-list`. */
export const VLAN_LIST_COMMAND: CommandSpec<NetworkManager> = {
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
};

/** `svc network vlan-detail`. */
export const VLAN_DETAIL_COMMAND: CommandSpec<NetworkManager> = {
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
};

/** `svc network vlan-edit`. */
export const VLAN_EDIT_COMMAND: CommandSpec<NetworkManager> = {
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
};

/** `svc network vlan-create`. */
export const VLAN_CREATE_COMMAND: CommandSpec<NetworkManager> = {
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
};

/** `svc network vlan-create-options`. */
export const VLAN_CREATE_OPTIONS_COMMAND: CommandSpec<NetworkManager> = {
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
};

/** `svc network vlan-cancel`. */
export const VLAN_CANCEL_COMMAND: CommandSpec<NetworkManager> = {
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
};
