import { describe, expect, it } from 'vitest';
import { DedicatedHostManager } from './dedicated-host-manager.js';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let dh: DedicatedHostManager;
useFixture((started) => {
  fx = started;
  dh = new DedicatedHostManager(fx.client);
});

const HOST = 600_101;
const init = (service: string, id: number): Record<string, unknown> => ({ [`Vendor_${service}InitParameters`]: { id } });
const FLAVOR = '56_CORES_X_242_RAM_X_1_4_TB';
const GPU = '56_CORES_X_484_RAM_X_1_5_TB_X_2_GPU_P100';
const packageLookup = {
  service: 'Vendor_Product_Package', method: 'getAllObjects', args: [],
  headers: { ...maskHeader(DedicatedHostManager.PACKAGE_MASK), Vendor_Product_PackageObjectFilter: { keyName: { operation: 'DEDICATED_HOST' } } },
};

describe('DedicatedHostManager.listInstances / getHost', () => {
  it('listInstances: Account.getDedicatedHosts with the reference mask, filters under dedicatedHosts', async () => {
    const hosts = await dh.listInstances();
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getDedicatedHosts', args: [], headers: maskHeader(DedicatedHostManager.LIST_MASK) },
    ]);
    expect(hosts[0]).toMatchObject({
      id: HOST, name: 'dedicated-host-1', guestCount: 2, datacenter: { name: 'dal10' }, backendRouter: { hostname: 'bcr01a.dal10' },
      allocationStatus: { cpuCount: 56 },
    });
    fx.reset();
    const none = await dh.listInstances({ tags: ['prod'], hostname: 'host*', datacenter: 'dal10', order: 6_000_000, owner: 'admin' });
    expect(none).toEqual([]);
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({
      dedicatedHosts: {
        tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['prod'] }] } } },
        name: { operation: '^= host' },
        datacenter: { name: { operation: '_= dal10' } },
        billingItem: { orderItem: { order: { id: { operation: 6_000_000 }, userRecord: { username: { operation: '_= admin' } } } } },
      },
    });
    await expect(dh.listInstances({ tags: 'prod' as never })).rejects.toThrow(/tags/);
  });

  it('getHost reads getObject with the reference mask', async () => {
    const host = await dh.getHost(HOST);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Virtual_DedicatedHost', method: 'getObject', args: [], headers: { ...init('Virtual_DedicatedHost', HOST), ...maskHeader(DedicatedHostManager.HOST_MASK) } },
    ]);
    expect(host.guests).toHaveLength(2);
    expect(host.billingItem?.orderItem?.order?.userRecord?.username).toBe(fx.server.state.data.users[0]!.username);
  });
});

describe('DedicatedHostManager guests', () => {
  it('listGuests pages getGuests with the default mask and filters under guests', async () => {
    const guests = await dh.listGuests(HOST, { chunk: 5 });
    expect(guests).toHaveLength(2);
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([{ limit: 5, offset: 0 }]);
    expect(fx.calls()[0]!.headers).toMatchObject({ ...init('Virtual_DedicatedHost', HOST), ...maskHeader(DedicatedHostManager.GUEST_MASK) });
    fx.reset();
    const first = guests[0]!;
    const found = await dh.listGuests(HOST, { hostname: first.hostname, cpus: first.maxCpu, memory: first.maxMemory, localDisk: true });
    expect(fx.calls()[0]!.headers.Vendor_Virtual_DedicatedHostObjectFilter).toEqual({
      guests: {
        maxCpu: { operation: first.maxCpu }, maxMemory: { operation: first.maxMemory }, localDiskFlag: { operation: 1 },
        hostname: { operation: `_= ${String(first.hostname)}` },
      },
    });
    expect(found.every((guest) => guest.hostname === first.hostname)).toBe(true);
  });

  it('listGuests sends limit as the result limit and offset as the offset, and returns those records (issue 27 item 12)', async () => {
    const all = await dh.listGuests(HOST, { mask: 'id' });
    expect(all).toHaveLength(2);
    const [first, second] = all.map((guest) => guest.id);
    fx.reset();

    expect((await dh.listGuests(HOST, { mask: 'id', limit: 2, offset: 1 })).map((guest) => guest.id)).toEqual([second]);
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([{ limit: 2, offset: 1 }]);
    fx.reset();

    expect((await dh.listGuests(HOST, { mask: 'id', limit: 1 })).map((guest) => guest.id)).toEqual([first]);
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([{ limit: 1, offset: 0 }]);
    fx.reset();

    expect((await dh.listGuests(HOST, { mask: 'id', offset: 1, chunk: 10 })).map((guest) => guest.id)).toEqual([second]);
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([{ limit: 10, offset: 1 }]);
  });

  it('cancelGuests deletes each guest; cancelHost refuses while guests remain, then cancels', async () => {
    await expect(dh.cancelHost(HOST)).rejects.toThrow(/still has 2 guest/);
    fx.reset();
    const results = await dh.cancelGuests(HOST);
    expect(results.map((r) => r.status)).toEqual(['Cancelled', 'Cancelled']);
    expect(fx.calls().map((c) => c.method)).toEqual(['getGuests', 'deleteObject', 'deleteObject']);
    expect(fx.calls()[0]!.headers).toMatchObject(maskHeader('id,fullyQualifiedDomainName'));
    expect(await dh.cancelGuests(HOST)).toEqual([]);
    expect(await dh.cancelHost(HOST)).toBe(true);
    expect(await dh.listInstances()).toEqual([]);
  });

  it('a guest the API refuses to cancel is reported, the others go on', async () => {
    const [first] = await dh.listGuests(HOST);
    fx.server.inject({ service: 'Vendor_Virtual_Guest', method: 'deleteObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception', faultString: 'busy' } });
    const results = await dh.cancelGuests(HOST);
    expect(results[0]).toEqual({ id: first!.id, fqdn: first!.fullyQualifiedDomainName, status: 'Exception: busy' });
    expect(results.map((r) => r.status)).toEqual(['Exception: busy', 'Cancelled']);
  });
});

describe('DedicatedHostManager orders', () => {
  const order = { hostname: 'host9', domain: 'example.com', location: 'dal10', flavor: FLAVOR, hourly: true };
  const expected = (router: number, hourly: boolean, price = 200_269) => ({
    complexType: 'Vendor_Container_Product_Order_Virtual_DedicatedHost', quantity: 1, location: 'DALLAS10', packageId: 813,
    prices: [{ id: price }], hardware: [{ hostname: 'host9', domain: 'example.com', primaryBackendNetworkComponent: { router: { id: router } } }],
    useHourlyPricing: hourly,
  });

  it('verifyOrder: package, available routers for the flavor\'s size, then verifyOrder of the order', async () => {
    const verified = await dh.verifyOrder({ ...order, hourly: false });
    const calls = fx.calls();
    expect(calls[0]).toEqual(packageLookup);
    expect(calls[1]).toEqual({
      service: 'Vendor_Virtual_DedicatedHost', method: 'getAvailableRouters', headers: maskHeader(DedicatedHostManager.ROUTER_MASK),
      args: [{ cpuCount: '56', memoryCapacity: '242', diskCapacity: '1200', datacenter: { id: 1_854_895 } }],
    });
    expect(calls[2]).toEqual({ service: 'Vendor_Product_Order', method: 'verifyOrder', headers: {}, args: [expected(801, false)] });
    expect(verified.prices).toHaveLength(1);
  });

  it('placeOrder with a GPU flavor sends its PCI devices; the host is then listed', async () => {
    const receipt = await dh.placeOrder({ ...order, flavor: GPU, router: 'bcr01a.dal10' });
    const host = fx.calls()[1]!.args[0] as Record<string, unknown>;
    const gpu = { hardwareComponentModel: { hardwareGenericComponentModel: { id: 975, hardwareComponentType: { keyName: 'GPU' } } } };
    expect(host).toMatchObject({ cpuCount: '56', memoryCapacity: '484', diskCapacity: '1500', pciDevices: [gpu, gpu] });
    expect(fx.calls()[2]).toMatchObject({ method: 'placeOrder', args: [expected(801, true, 200_270)] });
    expect(receipt.orderId).toEqual(expect.any(Number));
    expect((await dh.listInstances()).map((h) => h.name)).toContain('host9.example.com');
  });

  it('unknown flavor, datacenter or router are ServiceErrors; missing options TypeErrors', async () => {
    await expect(dh.verifyOrder({ ...order, flavor: 'NOPE' })).rejects.toThrow("Could not find valid item for: 'NOPE'");
    await expect(dh.verifyOrder({ ...order, location: 'mars01' })).rejects.toThrow("Could not find valid location for: 'mars01'");
    await expect(dh.verifyOrder({ ...order, router: 'bcr09z.dal10' })).rejects.toThrow('Could not find valid default router');
    fx.reset();
    await expect(dh.verifyOrder({ ...order, hourly: undefined } as never)).rejects.toThrow(/hourly/);
    expect(fx.calls()).toEqual([]);
  });

  it('getCreateOptions and getRouterOptions', async () => {
    const options = await dh.getCreateOptions();
    expect(options.locations[0]).toEqual({ name: 'Dallas 10', key: 'dal10' });
    expect(options.dedicatedHost.map((h) => h.key)).toEqual([FLAVOR, GPU]);
    expect(await dh.getRouterOptions('fra02', FLAVOR)).toEqual([{ id: 805, hostname: 'bcr01a.fra02' }]);
  });
});
