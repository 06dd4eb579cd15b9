import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { NameResolutionError } from './errors.js';
import { NetworkManager } from './network-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture, SeenCall } from './test-fixture.js';

let fx: Fixture;
let network: NetworkManager;
useFixture((started) => {
  fx = started;
  network = new NetworkManager(fx.client);
});

/** The request the reference would send: service, method, init id, mask, filter, result limit, args. */
function wire(
  service: string,
  method: string,
  o: { id?: number; mask?: string; rawMask?: string; filter?: object; limit?: [number, number]; args?: unknown[] } = {},
): SeenCall {
  const full = `Vendor_${service}`;
  const headers: Record<string, unknown> = {};
  if (o.id !== undefined) headers[`${full}InitParameters`] = { id: o.id };
  if (o.mask !== undefined) Object.assign(headers, maskHeader(o.mask));
  if (o.rawMask !== undefined) headers.Vendor_ObjectMask = { mask: o.rawMask };
  if (o.filter !== undefined) headers[`${full}ObjectFilter`] = o.filter;
  if (o.limit !== undefined) headers.resultLimit = { limit: o.limit[0], offset: o.limit[1] };
  return { service: full, method, headers, args: o.args ?? [] };
}

const ASC = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const DESC = { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] };
const NOT_GLOBAL = { operation: '!= GLOBAL_IP' };
const REFERENCE_SUBNET_MASK =
  'hardware,datacenter,networkVlanId,ipAddressCount,virtualGuests,id,networkIdentifier,cidr,subnetType,gateway,broadcastAddress,' +
  'usableIpAddressCount,note,tagReferences[tag],networkVlan[id, primaryRouter, networkSpace,fullyQualifiedName],addressSpace,endPointIpAddress';
const REFERENCE_VLAN_MASK =
  'firewallInterfaces,primaryRouter[id, fullyQualifiedDomainName, datacenter],totalPrimaryIpAddressCount,networkSpace,billingItem,' +
  'hardware,subnets,virtualGuests,networkVlanFirewall[id,fullyQualifiedDomainName,primaryIpAddress],' +
  'attachedNetworkGateway[id,name,networkFirewall]';

describe('NetworkManager: IP addresses', () => {
  it('ipLookup: getByIpAddress(address) with the address, its subnet and its server', async () => {
    const target = fx.server.state.data.ipAddresses.find((ip) => ip.virtualGuestId !== undefined)!;
    const ip = await network.ipLookup(` ${target.ipAddress} `);
    expect(fx.calls()).toEqual([
      wire('Network_Subnet_IpAddress', 'getByIpAddress', { mask: NetworkManager.IP_MASK, args: [target.ipAddress] }),
    ]);
    expect(NetworkManager.IP_MASK).toMatch(/\bhardware\b/);
    expect(NetworkManager.IP_MASK).toMatch(/\bvirtualGuest\b/);
    expect(ip).toMatchObject({ id: target.id, ipAddress: target.ipAddress, subnet: { id: target.subnetId } });
    expect(ip?.virtualGuest?.id).toBe(target.virtualGuestId);
    expect(await network.ipLookup('192.0.2.250')).toBeUndefined();
    await expect(network.ipLookup('')).rejects.toThrow(/address must be a non-empty string/);
  });

  it('getIpByAddress: getByIpAddress(address) without a mask; setSubnetIpAddressNote: editObject({ note })', async () => {
    const target = fx.server.state.data.ipAddresses[0]!;
    const ip = await network.getIpByAddress(target.ipAddress);
    expect(fx.calls()).toEqual([wire('Network_Subnet_IpAddress', 'getByIpAddress', { args: [target.ipAddress] })]);
    expect(ip).toMatchObject({ id: target.id, ipAddress: target.ipAddress });
    expect(ip).not.toHaveProperty('subnet');
    fx.reset();
    expect(await network.setSubnetIpAddressNote(target.id, 'gateway of the lab')).toBe(true);
    expect(await network.setSubnetIpAddressNote(target.id, { note: 'second' })).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Network_Subnet_IpAddress', 'editObject', { id: target.id, args: [{ note: 'gateway of the lab' }] }),
      wire('Network_Subnet_IpAddress', 'editObject', { id: target.id, args: [{ note: 'second' }] }),
    ]);
    expect(fx.server.state.data.ipAddresses[0]!.note).toBe('second');
    await expect(network.setSubnetIpAddressNote('x', 'n')).rejects.toThrow(TypeError);
  });

  it('listIpAddresses/iterIpAddresses: Account.getIpAddresses with filter group ipAddresses', async () => {
    const subnet = fx.server.state.data.subnets[0]!;
    const got = await network.listIpAddresses({ subnetId: subnet.id, limit: 3 });
    expect(fx.calls()).toEqual([
      wire('Account', 'getIpAddresses', {
        mask: NetworkManager.IP_MASK, filter: { ipAddresses: { subnetId: { operation: subnet.id } } }, limit: [3, 0],
      }),
    ]);
    expect(got.map((ip) => ip.id)).toEqual(
      fx.server.state.data.ipAddresses.filter((ip) => ip.subnetId === subnet.id).slice(0, 3).map((ip) => ip.id),
    );
    const prefix = subnet.networkIdentifier.split('.').slice(0, 3).join('.');
    const some = await collect(network.iterIpAddresses({ ipAddress: `${prefix}.*`, chunk: 2, limit: 4 }));
    const matching = fx.server.state.data.ipAddresses.filter((ip) => ip.ipAddress.startsWith(`${prefix}.`)).length;
    expect(matching).toBeGreaterThan(4);
    expect(some.length).toBe(4);
    expect(some.every((ip) => ip.ipAddress?.startsWith(prefix))).toBe(true);
  });
});

describe('NetworkManager: subnets', () => {
  it('listSubnets: Account.getSubnets, reference mask, sorted by id, global IPs left out by default', async () => {
    const subnets = await network.listSubnets();
    expect(fx.calls()).toEqual([
      wire('Account', 'getSubnets', { mask: REFERENCE_SUBNET_MASK, filter: { subnets: { id: ASC, subnetType: NOT_GLOBAL } } }),
    ]);
    expect(NetworkManager.SUBNET_MASK).toBe(REFERENCE_SUBNET_MASK);
    const data = fx.server.state.data.subnets;
    expect(subnets.map((s) => s.id)).toEqual(data.filter((s) => s.subnetType !== 'GLOBAL_IP').map((s) => s.id).sort((a, b) => a - b));
    expect(subnets.some((s) => s.subnetType === 'GLOBAL_IP')).toBe(false);
    expect(subnets[0]).toMatchObject({ id: data[0]!.id, networkVlan: { id: data[0]!.networkVlanId }, datacenter: { name: 'dal10' } });
    expect(typeof subnets[0]!.ipAddressCount).toBe('number');
  });

  it('listSubnets: every keyword filter as the reference writes it; subnetType asks for global IPs', async () => {
    const target = fx.server.state.data.subnets[0]!;
    const got = await network.listSubnets({
      identifier: target.networkIdentifier, datacenter: target.datacenter.name, version: 4, subnetType: 'PRIMARY',
      networkSpace: 'PUBLIC',
    });
    expect(fx.calls()).toEqual([
      wire('Account', 'getSubnets', {
        mask: REFERENCE_SUBNET_MASK,
        filter: {
          subnets: {
            id: ASC,
            networkIdentifier: { operation: `_= ${target.networkIdentifier}` },
            datacenter: { name: { operation: `_= ${target.datacenter.name}` } },
            version: { operation: 4 },
            subnetType: { operation: '_= PRIMARY' },
            networkVlan: { networkSpace: { operation: '_= PUBLIC' } },
          },
        },
      }),
    ]);
    expect(got.map((s) => s.id)).toEqual([target.id]);
    fx.reset();
    const globals = await network.listSubnets({ subnetType: 'GLOBAL_IP', mask: 'id, subnetType' });
    expect(globals.length).toBe(3);
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({ subnets: { id: ASC, subnetType: { operation: '_= GLOBAL_IP' } } });
    fx.reset();
    // A type in the caller's own filter also counts as asking.
    await network.listSubnets({ filter: { subnets: { subnetType: { operation: 'GLOBAL_IP' } } }, mask: 'id' });
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({ subnets: { subnetType: { operation: 'GLOBAL_IP' }, id: ASC } });
  });

  it('iterSubnets pages through the same call with resultLimit', async () => {
    const all = await collect(network.iterSubnets({ chunk: 5, mask: 'id' }));
    expect(fx.calls().map((call) => call.headers.resultLimit)).toEqual([
      { limit: 5, offset: 0 }, { limit: 5, offset: 5 }, { limit: 5, offset: 10 },
    ]);
    expect(all.length).toBe(fx.server.state.data.subnets.filter((s) => s.subnetType !== 'GLOBAL_IP').length);
  });

  it('getSubnet: Network_Subnet.getObject with the reference mask; a network address is resolved first', async () => {
    const target = fx.server.state.data.subnets.find((s) => s.subnetType === 'SECONDARY_ON_VLAN')!;
    const subnet = await network.getSubnet(target.id);
    expect(fx.calls()).toEqual([wire('Network_Subnet', 'getObject', { id: target.id, mask: REFERENCE_SUBNET_MASK })]);
    expect(subnet).toMatchObject({ id: target.id, networkIdentifier: target.networkIdentifier, tagReferences: [] });
    fx.reset();
    const byName = await network.getSubnet(`${target.networkIdentifier}/29`, { mask: 'id, ipAddresses' });
    expect(fx.calls()).toEqual([
      wire('Account', 'getSubnets', {
        mask: 'id', filter: { subnets: { id: ASC, networkIdentifier: { operation: `_= ${target.networkIdentifier}` }, subnetType: NOT_GLOBAL } },
      }),
      wire('Network_Subnet', 'getObject', { id: target.id, mask: 'id, ipAddresses' }),
    ]);
    expect(byName.ipAddresses?.length).toBe(3);
    await expect(network.getSubnet('192.0.2.0/24')).rejects.toBeInstanceOf(NameResolutionError);
  });

  it('resolveSubnetIds: the id itself, or the subnets of a network address (mask id)', async () => {
    const target = fx.server.state.data.subnets[1]!;
    expect(await network.resolveSubnetIds(target.id)).toEqual([target.id]);
    expect(fx.calls()).toEqual([]);
    expect(await network.resolveSubnetIds(`${target.networkIdentifier}/${target.cidr}`)).toEqual([target.id]);
    expect(await network.resolveSubnetIds('nope')).toEqual([]);
  });

  it('cancelSubnet: getObject(mask id, billingItem.id) then Billing_Item.cancelService on the billing item', async () => {
    const target = fx.server.state.data.subnets.find((s) => s.billingItem !== undefined)!;
    expect(await network.cancelSubnet(target.id)).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Network_Subnet', 'getObject', { id: target.id, mask: 'id, billingItem.id' }),
      wire('Billing_Item', 'cancelService', { id: target.billingItem!.id }),
    ]);
    expect(target.billingItem!.cancellationDate).toBeDefined();
    const primary = fx.server.state.data.subnets[0]!;
    await expect(network.cancelSubnet(primary.id)).rejects.toThrow(new ServiceError(`subnet ${primary.id} can not be cancelled`));
  });

  it('setTagsSubnet: setTags("a,b") from a string or a list; editNoteSubnet: editNote(note)', async () => {
    const target = fx.server.state.data.subnets[0]!;
    expect(await network.setTagsSubnet(target.id, 'tags1,tag2')).toBe(true);
    expect(await network.setTagsSubnet(target.id, ['web', 'prod'])).toBe(true);
    expect(await network.editNoteSubnet(target.id, 'test note')).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Network_Subnet', 'setTags', { id: target.id, args: ['tags1,tag2'] }),
      wire('Network_Subnet', 'setTags', { id: target.id, args: ['web,prod'] }),
      wire('Network_Subnet', 'editNote', { id: target.id, args: ['test note'] }),
    ]);
    const read = await network.getSubnet(target.id, { mask: 'id, note, tagReferences.tag.name' });
    expect(read.note).toBe('test note');
    expect(read.tagReferences?.map((ref) => ref.tag?.name)).toEqual(['web', 'prod']);
    await expect(network.setTagsSubnet(target.id, 5 as unknown as string)).rejects.toThrow(/tags must be/);
  });

  it('route: Network_Subnet.route(type, target); clearRoute: clearRoute', async () => {
    const target = fx.server.state.data.subnets.find((s) => s.subnetType === 'SECONDARY_ON_VLAN')!;
    const address = fx.server.state.data.ipAddresses.find((ip) => ip.virtualGuestId !== undefined)!;
    expect(await network.route(target.id, 'Vendor_Network_Subnet_IpAddress', address.ipAddress)).toBe(true);
    expect(target.endPointIpAddressId).toBe(address.id);
    expect((await network.getSubnet(target.id, { mask: 'id, endPointIpAddress' })).endPointIpAddress?.ipAddress).toBe(address.ipAddress);
    expect(await network.clearRoute(target.id)).toBe(true);
    expect(target.endPointIpAddressId).toBeUndefined();
    expect(fx.calls().filter((c) => c.method !== 'getObject')).toEqual([
      wire('Network_Subnet', 'route', { id: target.id, args: ['Vendor_Network_Subnet_IpAddress', address.ipAddress] }),
      wire('Network_Subnet', 'clearRoute', { id: target.id }),
    ]);
  });
});

describe('NetworkManager: VLANs', () => {
  it('listVlans: Account.getNetworkVlans with the reference mask, sorted by id, filters in networkVlans', async () => {
    const target = fx.server.state.data.networkVlans[0]!;
    const got = await network.listVlans({ vlanNumber: target.vlanNumber, datacenter: 'dal10', name: target.name });
    expect(fx.calls()).toEqual([
      wire('Account', 'getNetworkVlans', {
        mask: NetworkManager.VLAN_MASK,
        filter: {
          networkVlans: {
            id: ASC,
            vlanNumber: { operation: target.vlanNumber },
            name: { operation: `_= ${target.name}` },
            primaryRouter: { datacenter: { name: { operation: '_= dal10' } } },
          },
        },
      }),
    ]);
    expect(NetworkManager.VLAN_MASK).toBe(
      'networkSpace, id, vlanNumber, fullyQualifiedName, name, datacenter[name], podName, ' +
        'networkVlanFirewall[id,fullyQualifiedDomainName], attachedNetworkGateway[id,name], firewallInterfaces, billingItem[id], ' +
        'tagReferences[tag[name]], hardwareCount, subnetCount, totalPrimaryIpAddressCount, virtualGuestCount',
    );
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      id: target.id, vlanNumber: target.vlanNumber, fullyQualifiedName: target.fullyQualifiedName, datacenter: { name: 'dal10' },
      billingItem: { id: target.billingItem.id }, subnetCount: 2,
    });
    expect(typeof got[0]!.virtualGuestCount).toBe('number');
    fx.reset();
    const all = await network.listVlans();
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({ networkVlans: { id: ASC } });
    expect(all.map((v) => v.id)).toEqual(fx.server.state.data.networkVlans.map((v) => v.id));
    expect((await collect(network.iterVlans({ chunk: 3 }))).length).toBe(fx.server.state.data.networkVlans.length);
  });

  it('getVlan: Network_Vlan.getObject with the reference mask; a name is resolved through listVlans', async () => {
    const target = fx.server.state.data.networkVlans[1]!;
    const vlan = await network.getVlan(target.id);
    expect(fx.calls()).toEqual([wire('Network_Vlan', 'getObject', { id: target.id, mask: REFERENCE_VLAN_MASK })]);
    expect(vlan.subnets?.map((s) => s.id)).toEqual(
      fx.server.state.data.subnets.filter((s) => s.networkVlanId === target.id).map((s) => s.id),
    );
    expect(vlan.primaryRouter).toMatchObject({ id: target.primaryRouter.id, datacenter: { name: target.datacenter.name } });
    fx.reset();
    await network.getVlan(target.name, { mask: 'id' });
    expect(fx.calls()).toEqual([
      wire('Account', 'getNetworkVlans', { mask: 'id', filter: { networkVlans: { id: ASC, name: { operation: `_= ${target.name}` } } } }),
      wire('Network_Vlan', 'getObject', { id: target.id, mask: 'id' }),
    ]);
    expect(await network.resolveVlanIds('nope')).toEqual([]);
    expect(await network.resolveVlanIds(42)).toEqual([42]);
  });

  it('editVlan: setTags first, then editObject({ name, note }); nothing to change: no request', async () => {
    const target = fx.server.state.data.networkVlans[0]!;
    expect(await network.editVlan(target.id, { name: 'test', note: 'test note', tags: 'tag1,tag2' })).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Network_Vlan', 'setTags', { id: target.id, args: ['tag1,tag2'] }),
      wire('Network_Vlan', 'editObject', { id: target.id, args: [{ name: 'test', note: 'test note' }] }),
    ]);
    expect(target).toMatchObject({ name: 'test', note: 'test note' });
    expect(target.tagReferences.map((ref) => ref.tag.name)).toEqual(['tag1', 'tag2']);
    fx.server.state.requests.length = 0;
    expect(await network.editVlan(target.id, { name: '' })).toBe(true);
    expect(fx.calls()).toEqual([]);
    expect(await network.editVlan(target.id, { tags: [] })).toBe(true);
    expect(fx.calls()).toEqual([wire('Network_Vlan', 'setTags', { id: target.id, args: [''] })]);
    expect(target.tagReferences).toEqual([]);
    await expect(network.editVlan(target.id, { nmae: 'x' } as never)).rejects.toThrow(/Unknown NetworkManager.editVlan option\(s\): nmae .*did you mean "name"\?/);
  });

  it('setVlanTags, getCancelFailureReasons and cancelItem(true, immediate, reason, note) on the billing item', async () => {
    const target = fx.server.state.data.networkVlans[0]!;
    expect(await network.setVlanTags(target.id, ['a'])).toBe(true);
    const reasons = await network.getCancelFailureReasons(target.id);
    expect(reasons.length).toBeGreaterThan(0);
    expect(await network.cancelItem(target.billingItem.id, { immediate: true, reason: 'Cancel by cli', note: 'bye' })).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Network_Vlan', 'setTags', { id: target.id, args: ['a'] }),
      wire('Network_Vlan', 'getCancelFailureReasons', { id: target.id }),
      wire('Billing_Item', 'cancelItem', { id: target.billingItem.id, args: [true, true, 'Cancel by cli', 'bye'] }),
    ]);
    expect(target.billingItem.cancellationDate).toBeDefined();
    fx.reset();
    const other = fx.server.state.data.networkVlans[1]!;
    await network.cancelItem(other.billingItem.id);
    expect(fx.calls()[0]!.args).toEqual([true, false, '', '']);
  });

  it('searchForVlan: Search.advancedSearch("_objectType:Vendor_Network_Vlan …") resolves the resources', async () => {
    const target = fx.server.state.data.networkVlans[2]!;
    const found = await network.searchForVlan(target.fullyQualifiedName);
    expect(fx.calls()).toEqual([
      wire('Search', 'advancedSearch', {
        rawMask: 'mask[resource(Vendor_Network_Vlan)[id,name,vlanNumber,fullyQualifiedName,networkSpace]]',
        args: [`_objectType:Vendor_Network_Vlan ${target.fullyQualifiedName}`],
      }),
    ]);
    expect(found).toEqual([
      { id: target.id, name: target.name, vlanNumber: target.vlanNumber, fullyQualifiedName: target.fullyQualifiedName, networkSpace: target.networkSpace },
    ]);
    expect((await network.searchForVlan(target.vlanNumber)).map((v) => v.id)).toEqual([target.id]);
  });

  it('summaryByDatacenter: counts per datacenter from one listVlans request', async () => {
    const summary = await network.summaryByDatacenter();
    expect(fx.calls()).toHaveLength(1);
    expect(fx.calls()[0]).toMatchObject({ service: 'Vendor_Account', method: 'getNetworkVlans' });
    const data = fx.server.state.data;
    expect(Object.keys(summary).sort()).toEqual(data.datacenters.map((dc) => dc.name).sort());
    const dal10 = summary.dal10!;
    expect(dal10.vlanCount).toBe(3); // public, private and the spare private VLAN
    expect(dal10.subnetCount).toBe(data.subnets.filter((s) => s.networkVlanId !== undefined && s.datacenter.name === 'dal10').length);
    const guestsInDal10 = data.virtualGuests.filter((g) => g.datacenter.name === 'dal10').length;
    expect(dal10.virtualGuestCount).toBe(guestsInDal10);
    expect(dal10.publicIpCount).toBeGreaterThanOrEqual(guestsInDal10);
  });
});

describe('NetworkManager: global IPs', () => {
  it('listGlobalIps: Account.getGlobalIpRecords with the reference mask; version and identifier filters', async () => {
    const all = await network.listGlobalIps();
    expect(fx.calls()).toEqual([wire('Account', 'getGlobalIpRecords', { mask: 'destinationIpAddress[hardware, virtualGuest],ipAddress' })]);
    expect(all.map((r) => r.id)).toEqual(fx.server.state.data.globalIpRecords.map((r) => r.id));
    expect(all[0]!.destinationIpAddress?.virtualGuest?.id).toBeDefined();
    expect(all[0]!.ipAddress?.ipAddress).toBe('161.200.2.1');
    fx.reset();
    const v4 = await network.listGlobalIps({ version: 4 });
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({ globalIpRecords: { ipAddress: { subnet: { version: { operation: 4 } } } } });
    expect(v4).toHaveLength(2);
    fx.reset();
    const one = await network.listGlobalIps({ identifier: '161.200.2.2' });
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({
      globalIpRecords: { ipAddress: { subnet: { networkIdentifier: { operation: '_= 161.200.2.2' } } } },
    });
    expect(one.map((r) => r.id)).toEqual([9002]);
    expect((await collect(network.iterGlobalIps({ chunk: 2 }))).length).toBe(3);
  });

  it('assignGlobalIp: route(target); unassignGlobalIp: unroute; an address is resolved first', async () => {
    const record = fx.server.state.data.globalIpRecords[1]!;
    const target = fx.server.state.data.ipAddresses.find((ip) => ip.hardwareId !== undefined)!;
    expect(await network.assignGlobalIp(record.id, target.ipAddress)).toBe(true);
    expect(record.destinationIpAddressId).toBe(target.id);
    expect(await network.unassignGlobalIp('161.200.2.2')).toBe(true);
    expect(record.destinationIpAddressId).toBeUndefined();
    expect(fx.calls()).toEqual([
      wire('Network_Subnet_IpAddress_Global', 'route', { id: record.id, args: [target.ipAddress] }),
      wire('Account', 'getGlobalIpRecords', {
        mask: 'id', filter: { globalIpRecords: { ipAddress: { subnet: { networkIdentifier: { operation: '_= 161.200.2.2' } } } } },
      }),
      wire('Network_Subnet_IpAddress_Global', 'unroute', { id: record.id }),
    ]);
    expect(await network.resolveGlobalIpIds('nope')).toEqual([]);
  });

  it('cancelGlobalIp: getObject(mask billingItem) then Billing_Item.cancelService', async () => {
    const record = fx.server.state.data.globalIpRecords[0]!;
    expect(await network.cancelGlobalIp(record.id)).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Network_Subnet_IpAddress_Global', 'getObject', { id: record.id, mask: 'billingItem' }),
      wire('Billing_Item', 'cancelService', { id: record.billingItem.id }),
    ]);
    expect(record.billingItem.cancellationDate).toBeDefined();
  });
});

describe('NetworkManager: subnet orders', () => {
  const ITEMS_MASK = 'mask[prices[packageReferences[package[keyName]]]]';
  const container = (prices: number, extra: object = {}): object => ({
    packageId: 0, prices: [{ id: prices }], quantity: 1, complexType: 'Vendor_Container_Product_Order_Network_Subnet', ...extra,
  });

  it('addSubnet: package 0 items, then verifyOrder (testOrder) or placeOrder with the subnet container', async () => {
    const vlan = fx.server.state.data.networkVlans[0]!;
    const check = await network.addSubnet('public', { quantity: 4, endpointId: vlan.id, testOrder: true });
    expect(fx.calls()).toEqual([
      wire('Product_Package', 'getItems', { id: 0, rawMask: ITEMS_MASK }),
      wire('Product_Order', 'verifyOrder', { args: [container(11000, { endPointVlanId: vlan.id })] }),
    ]);
    expect(check).toMatchObject({ packageId: 0, prices: [{ id: 11000, item: { capacity: '4' } }], postTaxRecurring: '8' });
    const before = fx.server.state.data.subnets.length;
    fx.server.state.requests.length = 0;
    const receipt = await network.addSubnet('private', { quantity: 4, endpointId: vlan.id });
    expect(fx.calls()[1]).toEqual(wire('Product_Order', 'placeOrder', { args: [container(11100, { endPointVlanId: vlan.id })] }));
    // placeOrder answers a receipt (`Container_Product_Order_Receipt`), the only result kind with `orderId`
    expect('orderId' in receipt ? receipt.orderId : undefined).toBeGreaterThan(0);
    expect(fx.server.state.data.subnets.length).toBe(before + 1);
    expect(fx.server.state.data.subnets.at(-1)).toMatchObject({ networkVlanId: vlan.id, addressSpace: 'PRIVATE', subnetType: 'SECONDARY_ON_VLAN' });
  });

  it('addSubnet static and IPv6, addGlobalIp: the reference picks category, size and price', async () => {
    const address = fx.server.state.data.ipAddresses.find((ip) => ip.virtualGuestId !== undefined)!;
    await network.addSubnet('static', { quantity: 8, endpointId: address.id, testOrder: true });
    await network.addSubnet('public', { quantity: 64, endpointId: 45678, version: 6, testOrder: true });
    await network.addGlobalIp({ version: 6, testOrder: true });
    const records = fx.server.state.data.globalIpRecords.length;
    await network.addGlobalIp();
    const orders = fx.calls().filter((call) => call.service === 'Vendor_Product_Order').map((call) => [call.method, call.args[0]]);
    expect(orders).toEqual([
      ['verifyOrder', container(11201, { endPointIpAddressId: address.id })], // the STATIC package's price
      ['verifyOrder', container(11400, { endPointVlanId: 45678 })], // "Portable" in the IPv6 description
      ['verifyOrder', container(11310)], // global: no endpoint, quantity 0
      ['placeOrder', container(11300)],
    ]);
    expect(fx.server.state.data.globalIpRecords.length).toBe(records + 1);
    await expect(network.addSubnet('public', { quantity: 3, testOrder: true })).rejects.toThrow(/no public IPv4 subnet item of 3 addresses/);
    await expect(network.addSubnet('bogus' as never)).rejects.toThrow(TypeError);
  });

  it('getSubnetItemPrice: the STATIC package price for IPv4 static, else the first price', () => {
    const item = {
      prices: [
        { id: 1, packageReferences: [{ package: { keyName: 'PORTABLE' } }] },
        { id: 2, packageReferences: [{ package: { keyName: 'ADDITIONAL_SERVICES_STATIC_IP_ADDRESSES' } }] },
      ],
    };
    expect(NetworkManager.getSubnetItemPrice(item, 'static', 4)).toBe(2);
    expect(NetworkManager.getSubnetItemPrice(item, 'public', 4)).toBe(1);
    expect(NetworkManager.getSubnetItemPrice(item, 'static', 6)).toBe(1);
    expect(NetworkManager.getSubnetItemPrice({}, 'public', 4)).toBeUndefined();
  });
});

describe('NetworkManager: RWhois', () => {
  it('getRwhois: Account.getRwhoisData; editRwhois: getRwhoisData then Rwhois_Data.editObject(update)', async () => {
    const rwhois = await network.getRwhois();
    expect(fx.calls()).toEqual([wire('Account', 'getRwhoisData')]);
    expect(rwhois).toMatchObject({ id: fx.server.state.data.rwhoisData.id, companyName: fx.server.state.data.account.companyName });
    fx.reset();
    expect(await network.editRwhois({ abuseEmail: 'abuse@example.com', privateResidence: true, city: 'Dallas' })).toBe(true);
    expect(fx.calls()).toEqual([
      wire('Account', 'getRwhoisData'),
      wire('Network_Subnet_Rwhois_Data', 'editObject', {
        id: rwhois.id, args: [{ abuseEmail: 'abuse@example.com', city: 'Dallas', privateResidenceFlag: true }],
      }),
    ]);
    expect(fx.server.state.data.rwhoisData).toMatchObject({ abuseEmail: 'abuse@example.com', privateResidenceFlag: true, city: 'Dallas' });
    fx.reset();
    expect(await network.editRwhois({})).toBe(false);
    expect(fx.calls()).toEqual([]);
    await expect(network.editRwhois({ city: 5 } as never)).rejects.toThrow('NetworkManager.editRwhois option "city" must be a string, got 5');
  });
});

describe('NetworkManager: pods and datacenters', () => {
  it('getPods: Network_Pod.getAllObjects sorted by name DESC, or filtered by datacenterName', async () => {
    const pods = await network.getPods();
    expect(fx.calls()).toEqual([wire('Network_Pod', 'getAllObjects', { filter: { name: DESC } })]);
    expect(pods.map((p) => p.name)).toEqual(fx.server.state.data.networkPods.map((p) => p.name).sort().reverse());
    fx.reset();
    const dal10 = await network.getPods({ datacenter: 'dal10' });
    expect(fx.calls()).toEqual([wire('Network_Pod', 'getAllObjects', { filter: { datacenterName: { operation: 'dal10' } } })]);
    expect(dal10.map((p) => p.name)).toEqual(['dal10.pod01']);
  });

  it('getClosedPods: capabilities in CLOSURE_ANNOUNCED, with the reference mask', async () => {
    const closing = await network.getClosedPods();
    expect(fx.calls()).toEqual([
      wire('Network_Pod', 'getAllObjects', {
        mask: NetworkManager.CLOSED_POD_MASK,
        filter: { capabilities: { operation: 'in', options: [{ name: 'data', value: ['CLOSURE_ANNOUNCED'] }] }, name: DESC },
      }),
    ]);
    expect(closing.map((p) => p.name)).toEqual(['tok02.pod01']);
  });

  it('getListDatacenter, getRouters, getDatacenter and getDatacenterByKeyname: the Location calls', async () => {
    const datacenters = await network.getListDatacenter();
    expect(datacenters.map((dc) => dc.name)).toEqual(['dal10', 'wdc07', 'fra02', 'tok02']);
    const routers = await network.getRouters(datacenters[0]!.id!);
    expect(routers.map((r) => r.hostname).sort()).toEqual(['bcr01a.dal10', 'fcr01a.dal10']);
    const one = await network.getDatacenter({ datacenter: 'fra02' });
    const first = await network.getDatacenter();
    const byKey = await network.getDatacenterByKeyname('DALLAS10');
    expect(fx.calls()).toEqual([
      wire('Location_Datacenter', 'getDatacenters'),
      wire('Location_Datacenter', 'getHardwareRouters', { id: datacenters[0]!.id! }),
      wire('Location', 'getDatacenters', { filter: { name: { operation: 'fra02' } }, limit: [1, 0] }),
      wire('Location', 'getDatacenters', { limit: [1, 0] }),
      wire('Location', 'getDatacenters', {
        mask: 'id,longName,name,regions[keyname,description]', filter: { regions: { keyname: { operation: 'DALLAS10' } } }, limit: [1, 0],
      }),
    ]);
    expect(one.map((dc) => dc.name)).toEqual(['fra02']);
    expect(first).toHaveLength(1);
    expect(byKey).toMatchObject({ name: 'dal10', regions: [{ keyname: 'DALLAS10' }] });
    expect(await network.getDatacenterByKeyname('NOWHERE')).toBeUndefined();
  });
});
