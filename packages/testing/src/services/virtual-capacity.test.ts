import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

const init = (service: string, id: number): Record<string, unknown> => ({ [`${service}InitParameters`]: { id } });
const GROUP = 'Vendor_Virtual_PlacementGroup';
const HOST = 'Vendor_Virtual_DedicatedHost';

describe('reserved capacity, placement groups and dedicated hosts in the fake server', () => {
  it('capacity counts are relational: shown only when a mask names them, and they follow the guests', async () => {
    const plain = await value<Record<string, unknown>[]>(server, 'Vendor_Account', 'getReservedCapacityGroups');
    expect(plain[0]).toEqual({ id: 3103, name: 'test-capacity', createDate: '2024-03-01T00:00:00Z', backendRouterId: 801 });
    const counted = await value<Record<string, unknown>>(server, 'Vendor_Virtual_ReservedCapacityGroup', 'getObject', {
      headers: { ...init('Vendor_Virtual_ReservedCapacityGroup', 3103), ...mask('mask[availableInstanceCount,occupiedInstanceCount,instanceCount]') },
    });
    expect(counted).toEqual({ id: 3103, name: 'test-capacity', createDate: '2024-03-01T00:00:00Z', backendRouterId: 801, availableInstanceCount: 2, occupiedInstanceCount: 1, instanceCount: 3 });
    // The occupying guest cancelled: its slot is free again.
    const guestId = server.state.data.virtualGuests[2]!.id;
    await value(server, 'Vendor_Virtual_Guest', 'deleteObject', { headers: init('Vendor_Virtual_Guest', guestId) });
    const after = await value<Record<string, unknown>>(server, 'Vendor_Virtual_ReservedCapacityGroup', 'getObject', {
      headers: { ...init('Vendor_Virtual_ReservedCapacityGroup', 3103), ...mask('mask[occupiedInstanceCount]') },
    });
    expect(after.occupiedInstanceCount).toBe(0);
  });

  it('PlacementGroup.createObject checks name, router and rule; deleteObject refuses a group with guests', async () => {
    for (const [template, message] of [
      [{ name: '', backendRouterId: 801, ruleId: 1 }, /name is required/],
      [{ name: 'x', backendRouterId: 1, ruleId: 1 }, /backendRouterId 1 is not an available backend router/],
      [{ name: 'x', backendRouterId: 801, ruleId: 7 }, /ruleId 7 is not a placement group rule/],
    ] as const) {
      const answer = await rpc(server, GROUP, 'createObject', { args: [template] });
      expect(answer.fault?.faultString).toMatch(message);
    }
    const created = await value<{ id: number }>(server, GROUP, 'createObject', { args: [{ name: 'x', backendRouterId: 803, ruleId: 1 }] });
    const shown = await value<Record<string, unknown>>(server, GROUP, 'getObject', { headers: { ...init(GROUP, created.id), ...mask('mask[rule,backendRouter,guestCount]') } });
    expect(shown).toMatchObject({ name: 'x', rule: { keyName: 'SPREAD' }, backendRouter: { hostname: 'bcr01a.wdc07' }, guestCount: 0 });
    const busy = await rpc(server, GROUP, 'deleteObject', { headers: init(GROUP, 1234) });
    expect(busy.fault?.faultString).toMatch(/still has 2 guest\(s\)/);
    expect(await value(server, GROUP, 'deleteObject', { headers: init(GROUP, created.id) })).toBe(true);
    const missing = await rpc(server, GROUP, 'getObject', { headers: init(GROUP, created.id) });
    expect(missing.fault).toBeDefined();
  });

  it('getAvailableRouters: placement groups by datacenter id (with topLevelLocation), hosts for a host template', async () => {
    const all = await value<Record<string, unknown>[]>(server, GROUP, 'getAvailableRouters');
    expect(all).toHaveLength(4);
    expect(all[0]).toEqual({ id: 801, hostname: 'bcr01a.dal10', topLevelLocation: { id: 1_854_895, name: 'dal10', longName: 'Dallas 10' } });
    expect(await value<unknown[]>(server, GROUP, 'getAvailableRouters', { args: [449_506] })).toHaveLength(1);
    expect((await rpc(server, GROUP, 'getAvailableRouters', { args: ['dal10'] })).fault?.faultString).toMatch(/datacenterId must be an integer/);
    const routers = await value<unknown[]>(server, HOST, 'getAvailableRouters', {
      args: [{ cpuCount: 56, memoryCapacity: 242, diskCapacity: 1200, datacenter: { id: 449_604 } }],
    });
    expect(routers).toEqual([{ id: 807, hostname: 'bcr01a.tok02' }]);
    const bad = await rpc(server, HOST, 'getAvailableRouters', { args: [{ cpuCount: 56, datacenter: { id: 449_604 } }] });
    expect(bad.fault?.faultString).toMatch(/needs memoryCapacity/);
  });

  it('a dedicated host order is checked (host name, domain, router) and placing it adds the host', async () => {
    const order = {
      complexType: 'Vendor_Container_Product_Order_Virtual_DedicatedHost', quantity: 1, location: 'TOKYO2', packageId: 813,
      prices: [{ id: 200_269 }], useHourlyPricing: false,
      hardware: [{ hostname: 'h9', domain: 'example.com', primaryBackendNetworkComponent: { router: { id: 807 } } }],
    };
    const verified = await value<Record<string, unknown>>(server, 'Vendor_Product_Order', 'verifyOrder', { args: [order] });
    expect(verified).toMatchObject({ location: '449604', postTaxRecurring: '2099', locationObject: { name: 'tok02' } });
    const noRouter = await rpc(server, 'Vendor_Product_Order', 'verifyOrder', {
      args: [{ ...order, hardware: [{ hostname: 'h9', domain: 'example.com' }] }],
    });
    expect(noRouter.fault?.faultString).toMatch(/router .* is not a backend router/);
    await value(server, 'Vendor_Product_Order', 'placeOrder', { args: [order] });
    const hosts = await value<Record<string, unknown>[]>(server, 'Vendor_Account', 'getDedicatedHosts', { headers: mask('mask[id,name,datacenter]') });
    expect(hosts.map((host) => [host.name, (host.datacenter as { name: string }).name])).toEqual([['dedicated-host-1', 'dal10'], ['h9.example.com', 'tok02']]);
  });
});
