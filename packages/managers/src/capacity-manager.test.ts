import { describe, expect, it } from 'vitest';
import { CapacityManager } from './capacity-manager.js';
import { OrderingManager } from './ordering-manager.js';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let capacity: CapacityManager;
useFixture((started) => {
  fx = started;
  capacity = new CapacityManager(fx.client);
});

const init = (service: string, id: number): Record<string, unknown> => ({ [`Vendor_${service}InitParameters`]: { id } });
const packageLookup = (keyName: string) => ({
  service: 'Vendor_Product_Package', method: 'getAllObjects', args: [],
  headers: { ...maskHeader('id'), Vendor_Product_PackageObjectFilter: { keyName: { operation: keyName } } },
});

describe('CapacityManager.list / getObject', () => {
  it('list reads Account.getReservedCapacityGroups with the reference mask; counts follow the guests', async () => {
    const groups = await capacity.list();
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getReservedCapacityGroups', args: [], headers: maskHeader(CapacityManager.LIST_MASK) },
    ]);
    const group = groups.find((g) => g.id === 3103)!;
    expect(group).toMatchObject({ instanceCount: 3, occupiedInstanceCount: 1, availableInstanceCount: 2, backendRouter: { datacenter: { name: 'dal10' } } });
    expect(group.instances?.[0]?.billingItem).toMatchObject({ description: 'B1.1x2 (1 Year Term)', hourlyRecurringFee: '.032' });
  });

  it('getObject sends the default mask or the caller\'s; the guest of an instance is there', async () => {
    const group = await capacity.getObject(3103);
    await capacity.getObject('3103', { mask: 'mask[id]' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Virtual_ReservedCapacityGroup', method: 'getObject', args: [], headers: { ...init('Virtual_ReservedCapacityGroup', 3103), ...maskHeader(CapacityManager.GET_MASK) } },
      { service: 'Vendor_Virtual_ReservedCapacityGroup', method: 'getObject', args: [], headers: { ...init('Virtual_ReservedCapacityGroup', 3103), ...maskHeader('mask[id]') } },
    ]);
    expect(group.instances?.[0]?.guest?.id).toBe(fx.server.state.data.virtualGuests[2]!.id);
    expect(group.instances?.[0]?.billingItem?.item?.keyName).toBe('B1_1X2_1_YEAR_TERM');
    await expect(capacity.getObject(-1)).rejects.toThrow(TypeError);
  });
});

describe('CapacityManager.getCreateOptions / getAvailableRouters', () => {
  it('getCreateOptions lists the RESERVED_CAPACITY items with the reference mask', async () => {
    const items = await capacity.getCreateOptions();
    expect(items.map((item) => item.keyName)).toContain('B1_1X2_1_YEAR_TERM');
    expect(items[0]?.prices?.some((price) => !price.locationGroupId)).toBe(true);
    expect(fx.calls().map((c) => c.method)).toEqual(['getAllObjects', 'getItems']);
    expect(fx.calls()[1]!.headers).toMatchObject(maskHeader(CapacityManager.OPTIONS_MASK));
  });

  it('getAvailableRouters: package id, regions (paged, with their locations), pods put under their location', async () => {
    const regions = await capacity.getAvailableRouters();
    const calls = fx.calls();
    expect(calls[0]).toEqual(packageLookup('RESERVED_CAPACITY'));
    expect(calls[1]).toMatchObject({ service: 'Vendor_Product_Package', method: 'getRegions', headers: { ...init('Product_Package', 1059), ...maskHeader(CapacityManager.REGION_MASK) } });
    expect(calls[1]!.headers.resultLimit).toBeDefined();
    expect(calls[2]).toMatchObject({ service: 'Vendor_Network_Pod', method: 'getAllObjects' });
    expect(calls[2]!.headers.Vendor_Network_PodObjectFilter).toBeUndefined();
    const dal10 = regions.find((region) => region.keyname === 'DALLAS10')!;
    expect(dal10.locations[0]!.location.pods.map((pod) => pod.backendRouterName)).toEqual(['bcr01a.dal10']);

    fx.reset();
    const only = await capacity.getAvailableRouters({ datacenter: 'fra02' });
    expect(fx.calls()[2]!.headers.Vendor_Network_PodObjectFilter).toEqual({ datacenterName: { operation: 'fra02' } });
    expect(only.flatMap((region) => region.locations.flatMap((l) => l.location.pods.map((pod) => pod.datacenterName)))).toEqual(['fra02']);
  });
});

describe('CapacityManager.create', () => {
  const options = { name: 'pool', backendRouterId: 801, flavor: 'B1_1X2_1_YEAR_TERM', instances: 4 };

  it('test: verifyOrder of the RESERVED_CAPACITY order (location 0, quantity, router and name, hourly)', async () => {
    const verified = await capacity.create({ ...options, test: true });
    const order = fx.calls().find((c) => c.method === 'verifyOrder')!;
    expect(order.args).toEqual([{
      orderContainers: [{
        backendRouterId: 801, name: 'pool', packageId: 1059, quantity: 4, location: 0, useHourlyPricing: true,
        complexType: 'Vendor_Container_Product_Order_Virtual_ReservedCapacity',
        prices: [{ id: 122_731, categories: [{ categoryCode: 'reserved_capacity' }], item: { keyName: 'B1_1X2_1_YEAR_TERM' } }],
      }],
    }]);
    expect((verified as { orderContainers?: unknown[] }).orderContainers?.[0]).toMatchObject({ locationObject: { name: 'dal10' }, quantity: 4 });
    expect(fx.calls().map((c) => c.method)).not.toContain('placeOrder');
  });

  it('an order not approved yet has no billing item, so no flavor to order guests with', async () => {
    await capacity.create(options);
    const [created] = (await capacity.list()).filter((group) => group.id !== 3103);
    expect(created!.instances?.[0]?.billingItem).toBeUndefined();
    const before = fx.calls().length;
    await expect(capacity.createGuest(created!.id!, { hostname: 'a', domain: 'example.com', osCode: 'UBUNTU_LATEST', primaryDisk: 25 }))
      .rejects.toThrow('Unable to find capacity Flavor.');
    expect(fx.calls().slice(before).map((c) => c.method)).toEqual(['getObject']);
  });

  it('places the order; the new group has its empty instances', async () => {
    const receipt = await capacity.create(options);
    expect(typeof (receipt as { orderId?: unknown }).orderId).toBe('number');
    const created = (await capacity.list({ mask: 'mask[id,name,instanceCount,availableInstanceCount,occupiedInstanceCount]' }))
      .find((group) => group.name === 'pool');
    expect(created).toMatchObject({ instanceCount: 4, availableInstanceCount: 4, occupiedInstanceCount: 0 });
  });

  it('refuses missing or ill-typed options before any request', async () => {
    await expect(capacity.create({ ...options, instances: 0 })).rejects.toThrow(/instances/);
    await expect(capacity.create({ ...options, name: '' })).rejects.toThrow(/name/);
    await expect(capacity.create({ name: 'x' } as never)).rejects.toThrow(/backendRouterId/);
    expect(fx.calls()).toEqual([]);
  });

  it('an unknown router is refused by the server', async () => {
    await expect(capacity.create({ ...options, backendRouterId: 99_999, test: true })).rejects.toThrow(/backendRouterId 99999/);
  });
});

describe('CapacityManager.createGuest', () => {
  const guest = { hostname: 'rc1', domain: 'example.com', osCode: 'UBUNTU_LATEST', primaryDisk: 25 };

  it('test: reads the capacity, generates the guest template with its flavor and datacenter, verifies it', async () => {
    const verified = await capacity.createGuest(3103, guest, { test: true });
    const calls = fx.calls();
    expect(calls[0]).toEqual({
      service: 'Vendor_Virtual_ReservedCapacityGroup', method: 'getObject', args: [],
      headers: { ...init('Virtual_ReservedCapacityGroup', 3103), ...maskHeader(CapacityManager.GUEST_CAPACITY_MASK) },
    });
    const template = calls.find((c) => c.method === 'generateOrderTemplate')!.args[0] as Record<string, unknown>;
    expect(template).toMatchObject({
      hostname: 'rc1', domain: 'example.com', hourlyBillingFlag: false, localDiskFlag: false, datacenter: { name: 'dal10' },
      supplementalCreateObjectOptions: { flavorKeyName: 'B1_1X2X25' },
    });
    const order = calls.find((c) => c.method === 'verifyOrder')!.args[0] as Record<string, unknown>;
    expect(order.reservedCapacityId).toBe(3103);
    expect(calls.map((c) => c.method)).not.toContain('placeOrder');
    expect(verified).toHaveProperty('prices');
  });

  it('ipv6 adds the 1_IPV6_ADDRESS price; placing fills a free instance', async () => {
    await capacity.createGuest(3103, { ...guest, ipv6: true });
    const order = fx.calls().find((c) => c.method === 'placeOrder')!.args[0] as { prices: { id: number }[] };
    expect(order.prices.at(-1)).toEqual({ id: 56_011 });
    const group = await capacity.getObject(3103);
    // GET_MASK selects the instances and their guests, not the occupiedInstanceCount count.
    expect(group.instances?.filter((i) => i.guest).length).toBe(2);
  });

  it('a full capacity refuses another guest; bad arguments are refused before any request', async () => {
    await capacity.createGuest(3103, guest);
    await capacity.createGuest(3103, { ...guest, hostname: 'rc2' });
    await expect(capacity.createGuest(3103, { ...guest, hostname: 'rc3' })).rejects.toThrow(/reserved capacity 3103 has no free instance/);
    fx.reset();
    const ordering = new OrderingManager(fx.client);
    const own = new CapacityManager(fx.client, ordering);
    expect(own.ordering).toBe(ordering);
    await expect(own.createGuest(3103, { ...guest, primaryDisk: undefined as never })).rejects.toThrow(/primaryDisk/);
    await expect(own.createGuest(0, guest)).rejects.toThrow(TypeError);
    expect(fx.calls()).toEqual([]);
  });
});
