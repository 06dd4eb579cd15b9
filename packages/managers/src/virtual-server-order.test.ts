import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import type { Container_Product_Order, Container_Product_Order_Receipt } from '@svclib/model';
import { OrderingManager } from './ordering-manager.js';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture, SeenCall } from './test-fixture.js';
import { VirtualServerManager } from './virtual-server-manager.js';
import { upgradePriceId } from './virtual-server-order.js';

/** The receipt of a placed order (`placeOrder` answers `Container_Product_Order_Receipt`, the only result kind with `orderId`). */
function placedReceipt(result: Container_Product_Order_Receipt | Container_Product_Order | undefined): Container_Product_Order_Receipt {
  if (result === undefined || !('orderId' in result)) throw new Error('expected the receipt of a placed order');
  return result;
}

let fx: Fixture;
let vs: VirtualServerManager;
useFixture((started) => {
  fx = started;
  vs = new VirtualServerManager(fx.client);
});

const VG = 'Vendor_Virtual_Guest';
const PP = 'Vendor_Product_Package';
const PO = 'Vendor_Product_Order';
const onPackage = (id: number, method: string, mask: string): SeenCall => ({
  service: PP, method, args: [], headers: { ...maskHeader(mask), Vendor_Product_PackageInitParameters: { id } },
});
const packageLookup = (keyName: string, mask: string): SeenCall => ({
  service: PP, method: 'getAllObjects', args: [], headers: { ...maskHeader(mask), Vendor_Product_PackageObjectFilter: { keyName: { operation: keyName } } },
});
const guestAt = (index: number): Fixture['server']['state']['data']['virtualGuests'][number] => fx.server.state.data.virtualGuests[index]!;
/** The reference's `_get_package` calls for package 835. */
const packageReads = (): SeenCall[] => [
  packageLookup('PUBLIC_CLOUD_SERVER', 'mask[id]'),
  onPackage(835, 'getItems',
    'mask[id,keyName,capacity,description,attributes[id,attributeTypeKeyName],itemCategory[id,categoryCode],' +
    'softwareDescription[id,referenceCode,longDescription],prices[categories]]'),
  onPackage(835, 'getActivePresets', 'mask[prices]'),
  onPackage(835, 'getAccountRestrictedActivePresets', 'mask[prices]'),
  onPackage(835, 'getRegions', 'location[location[priceGroups]]'),
];
const upgradePricesCall = (id: number): SeenCall => ({
  service: VG, method: 'getUpgradeItemPrices', args: [true],
  headers: { ...maskHeader('mask[id,locationGroupId,categories[name,id,categoryCode],item[description,capacity,units]]'), Vendor_Virtual_GuestInitParameters: { id } },
});
const getGuest = (id: number): SeenCall => ({
  service: VG, method: 'getObject', args: [], headers: { ...maskHeader(VirtualServerManager.GET_MASK), Vendor_Virtual_GuestInitParameters: { id } },
});
const diskPrices = (capacity: number): SeenCall => ({
  service: PP, method: 'getItemPrices', args: [],
  headers: {
    ...maskHeader('mask[id,locationGroupId,item[capacity,description,keyName],categories]'),
    Vendor_Product_PackageInitParameters: { id: 46 },
    Vendor_Product_PackageObjectFilter: {
      itemPrices: { locationGroupId: { operation: 'is null' }, item: { keyName: { operation: `*= GUEST_DISK_${capacity}_GB_SAN` } } },
    },
  },
});

describe('VirtualServerManager.getCreateOptions (the reference\'s get_create_options)', () => {
  it('reads the package as the reference does and lists every kind of option', async () => {
    const options = await vs.getCreateOptions();
    expect(fx.calls()).toEqual(packageReads());
    expect(options.locations).toContainEqual({ name: 'Washington 7', key: 'wdc07' });
    expect(options.sizes.map((size) => size.key)).toEqual(['B1_1X2X25', 'B1_2X4X25', 'B1_2X8X25', 'B1_4X16X100', 'C1_8X16X100']);
    // B1_1X2X25: 1 core (18), 2 GB (18), 25 GB SAN (0.875) a month; 0.025 + 0.024 + 0.001 an hour.
    expect(options.sizes[0]).toEqual({ name: 'B1.1x2x25', key: 'B1_1X2X25', recurringFee: 36.875, hourlyRecurringFee: expect.closeTo(0.05, 6) as unknown });
    expect(options.guestCore.map((core) => core.capacity)).toEqual(['1', '2', '4', '8', '16', '2', '4']);
    expect(options.ram.map((ram) => ram.key)).toContain('RAM_64_GB');
    expect(options.operatingSystems.map((os) => os.referenceCode)).toContain('UBUNTU_LATEST');
    expect(options.portSpeeds.map((port) => port.speed)).toEqual(['10', '100', '1000', '1000']);
    expect(options.guestDisk).toContainEqual(expect.objectContaining({ key: 'GUEST_DISK_100_GB_SAN', capacity: '100', disk: 'guest_disk0' }));
    expect(options.extras.map((extra) => extra.key)).toEqual(['1_IPV6_ADDRESS', '64_BLOCK_STATIC_PUBLIC_IPV6_ADDRESSES']);
    expect(options.database.map((db) => db.key)).toEqual(['DATABASE_MYSQL_8']);
    // Without a datacenter: the generic prices only.
    expect(options.ram[0]!.prices).toHaveLength(1);
    expect(options.ram[0]!.prices![0]!.locationGroupId ?? null).toBeNull();
  });

  it('with a datacenter: only its location, its price group (Location.getDatacenters) and its location prices', async () => {
    const tokyo = await vs.getCreateOptions({ vsiType: 'PUBLIC_CLOUD_SERVER', datacenter: 'tok02' });
    expect(fx.calls()).toEqual([
      ...packageReads(),
      {
        service: 'Vendor_Location', method: 'getDatacenters', args: [],
        headers: { ...maskHeader('mask[priceGroups]'), Vendor_LocationObjectFilter: { name: { operation: 'tok02' } }, resultLimit: { limit: 1, offset: 0 } },
      },
    ]);
    expect(tokyo.locations).toEqual([{ name: 'Tokyo 2', key: 'tok02' }]);
    expect(tokyo.ram[0]!.prices!.map((price) => price.locationGroupId)).toEqual([505]);
    expect(tokyo.sizes[0]!.recurringFee).toBeCloseTo(36.875 * 1.2);
  });

  it('refuses bad input before any request, and names an unknown package or datacenter', async () => {
    await expect(vs.getCreateOptions({ datacenter: '' })).rejects.toThrow(/option "datacenter" must be a datacenter name/);
    await expect(vs.getCreateOptions({ vsiType: 5 as never })).rejects.toThrow(TypeError);
    await expect(vs.getCreateOptions({ region: 'x' } as never)).rejects.toThrow(/region/);
    expect(fx.calls()).toEqual([]);
    await expect(vs.getCreateOptions({ vsiType: 'NO_SUCH_PACKAGE' })).rejects.toThrow('Package NO_SUCH_PACKAGE does not exist');
    await expect(vs.getCreateOptions({ datacenter: 'ams01' })).rejects.toThrow('Unable to find a datacenter named ams01');
  });
});

describe('VirtualServerManager.getDiskCategoryIdByDiskNumber', () => {
  it('reads the SAN disk prices of package 46 and picks the category of the slot', async () => {
    expect(await vs.getDiskCategoryIdByDiskNumber(100, 2)).toBe(82);
    expect(await vs.getDiskCategoryIdByDiskNumber(100, 1)).toBe(81);
    expect(await vs.getDiskCategoryIdByDiskNumber(10, 5)).toBe(116);
    expect(fx.calls()).toEqual([diskPrices(100), diskPrices(100), diskPrices(10)]);
    // No SAN disk of that size: no category.
    expect(await vs.getDiskCategoryIdByDiskNumber(30, 2)).toBeUndefined();
  });

  it('a slot outside 1–5 is undefined without a request; bad numbers are TypeErrors', async () => {
    expect(await vs.getDiskCategoryIdByDiskNumber(100, 6)).toBeUndefined();
    expect(await vs.getDiskCategoryIdByDiskNumber(100, 0)).toBeUndefined();
    expect(fx.calls()).toEqual([]);
    await expect(vs.getDiskCategoryIdByDiskNumber(-1, 2)).rejects.toThrow(/capacity must be a positive integer/);
    await expect(vs.getDiskCategoryIdByDiskNumber(100, 1.5)).rejects.toThrow(/diskNumber must be an integer/);
    await expect(vs.getDiskCategoryIdByDiskNumber('100' as never, 1)).rejects.toThrow(TypeError);
  });
});

describe('VirtualServerManager.upgrade (the reference\'s upgrade)', () => {
  it('cores, memory and port speed: upgrade prices, then one placeOrder in the reference\'s order; the guest changes', async () => {
    const target = guestAt(0);
    const receipt = await vs.upgrade(target.id, { cpus: 4, memory: 8, nicSpeed: 1000 });
    const calls = fx.calls();
    expect(calls.slice(0, 1)).toEqual([upgradePricesCall(target.id)]);
    expect(calls.map((call) => `${call.service}.${call.method}`)).toEqual([`${VG}.getUpgradeItemPrices`, `${PO}.placeOrder`]);
    expect(calls[1]!.headers).toEqual({});
    expect(calls[1]!.args).toEqual([{
      complexType: 'Vendor_Container_Product_Order_Virtual_Guest_Upgrade',
      properties: [{ name: 'MAINTENANCE_WINDOW', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+0000$/) as unknown }],
      virtualGuests: [{ id: target.id }],
      // 1 Gbps public, 4 public cores, 8 GB: the generic prices of those items.
      prices: [{ id: 55_031 }, { id: 51_041 }, { id: 52_081 }],
    }]);
    expect(placedReceipt(receipt).orderId).toBeGreaterThan(0);
    expect(guestAt(0)).toMatchObject({ maxCpu: 4, maxMemory: 8192 });
  });

  it('public: false picks private cores; a preset reads the guest\'s package and the preset; test only verifies', async () => {
    const target = guestAt(1);
    await vs.upgrade(target.id, { cpus: 4, public: false, test: true });
    expect((fx.calls()[1]!.args[0] as { prices: unknown }).prices).toEqual([{ id: 51_241 }]);
    expect(fx.calls()[1]!.method).toBe('verifyOrder');
    fx.reset();
    await vs.upgrade(target.id, { preset: 'B1_4X16X100', nicSpeed: 100 });
    const calls = fx.calls();
    expect(calls).toEqual([
      upgradePricesCall(target.id),
      getGuest(target.id),
      packageLookup('PUBLIC_CLOUD_SERVER', 'id'),
      {
        service: PP, method: 'getAccountRestrictedActivePresets', args: [],
        headers: {
          ...maskHeader(OrderingManager.PRESET_MASK), Vendor_Product_PackageInitParameters: { id: 835 },
          Vendor_Product_PackageObjectFilter: {
            activePresets: { keyName: { operation: '_= B1_4X16X100' } }, accountRestrictedActivePresets: { keyName: { operation: '_= B1_4X16X100' } },
          },
        },
      },
      { ...calls[3]!, method: 'getActivePresets' },
      { service: PO, method: 'placeOrder', headers: {}, args: [expect.objectContaining({ presetId: 408, prices: [{ id: 55_021 }], virtualGuests: [{ id: target.id }] })] },
    ]);
    expect(guestAt(1)).toMatchObject({ maxCpu: 4, maxMemory: 16_384 });
  });

  it('disks: the guest\'s last disk slot, each disk\'s category from package 46, prices with categories', async () => {
    const target = guestAt(2);
    await vs.upgrade(target.id, { disk: [{ capacity: 100 }, { capacity: 10, number: 4 }] });
    expect(fx.calls()).toEqual([
      upgradePricesCall(target.id), getGuest(target.id), diskPrices(100), diskPrices(10),
      {
        service: PO, method: 'placeOrder', headers: {},
        args: [expect.objectContaining({
          prices: [
            // The guest has guest_disk0 only: the first new disk is number 1, `First Disk` in package 46 (as the reference counts).
            { categories: [{ id: 81, complexType: 'Vendor_Product_Item_Category' }], complexType: 'Vendor_Product_Item_Price', id: 54_033 },
            { categories: [{ id: 93, complexType: 'Vendor_Product_Item_Category' }], complexType: 'Vendor_Product_Item_Price', id: 54_013 },
          ],
        })],
      },
    ]);
    expect(guestAt(2).billingItem.children?.map((child) => child.categoryCode)).toEqual(['ram', 'guest_disk0', 'guest_disk1', 'guest_disk2']);
  });

  it('nothing asked: only the price read, no order, undefined', async () => {
    const target = guestAt(0);
    expect(await vs.upgrade(target.id)).toBeUndefined();
    expect(fx.calls()).toEqual([upgradePricesCall(target.id)]);
  });

  it('bad input is a TypeError before any request; an option without a price is a ServiceError', async () => {
    const { id } = guestAt(0);
    await expect(vs.upgrade(id, { cpus: 4, preset: 'B1_1X2X25' })).rejects.toThrow(/give preset or cpus\/memory, not both/);
    await expect(vs.upgrade(id, { memory: 2, preset: 'B1_1X2X25' })).rejects.toThrow(TypeError);
    await expect(vs.upgrade(id, { cpus: 0 })).rejects.toThrow(/option "cpus" must be a positive integer/);
    await expect(vs.upgrade(id, { disk: [{ capacity: 'big' as never }] })).rejects.toThrow(/disk\[0\] needs a capacity/);
    await expect(vs.upgrade(id, { disk: [{ capacity: 10, number: -1 }] })).rejects.toThrow(/disk\[0\]\.number must be an integer >= 0/);
    await expect(vs.upgrade(id, { size: 4 } as never)).rejects.toThrow(/size/);
    expect(fx.calls()).toEqual([]);
    await expect(vs.upgrade(id, { memory: 3 })).rejects.toThrow('Unable to find memory option with value 3');
    expect(fx.calls().map((call) => call.method)).toEqual(['getUpgradeItemPrices']);
    fx.reset();
    // No SAN disk of 30 GB; slot 6 has no category (no package read for it); nothing is ordered.
    await expect(vs.upgrade(id, { disk: [{ capacity: 30 }] })).rejects.toThrow(ServiceError);
    await expect(vs.upgrade(id, { disk: [{ capacity: 30 }] })).rejects.toThrow('Unable to find disk option with value 30');
    await expect(vs.upgrade(id, { disk: [{ capacity: 100, number: 6 }] })).rejects.toThrow('Invalid disk number 6 for a disk of 100 GB');
    expect(fx.calls().map((call) => call.method)).not.toContain('placeOrder');
    expect(fx.calls().filter((call) => call.method === 'getItemPrices')).toEqual([]);
  });

  it('matches upgrade prices as the reference does (its own test cases)', () => {
    const prices = [
      { id: 1007, categories: [{ categoryCode: 'guest_core' }], item: { capacity: '4', units: 'PRIVATE_CORE', description: 'Computing Instance (Dedicated)' } },
      { id: 1144, locationGroupId: null, categories: [{ categoryCode: 'guest_core' }], item: { capacity: '4', units: 'CORE', description: 'Computing Instance' } },
      { id: 1122, categories: [{ categoryCode: 'port_speed' }], item: { capacity: '1000', description: 'Public & Private Networks' } },
      { id: 1144, categories: [{ categoryCode: 'port_speed' }], item: { capacity: '1000', description: 'Private Networks' } },
      { id: 1133, categories: [{ categoryCode: 'ram' }], item: { capacity: '2', description: 'RAM' } },
      { id: 2255, categories: [{ categoryCode: 'guest_disk1' }, { categoryCode: 'guest_disk2' }], item: { capacity: '10', description: '10 GB (SAN)' } },
    ];
    expect(upgradePriceId(prices, 'cpus', 4, false)).toBe(1007);
    expect(upgradePriceId(prices, 'cpus', 4, true)).toBe(1144);
    expect(upgradePriceId(prices, 'nicSpeed', 1000, true)).toBe(1122);
    expect(upgradePriceId(prices, 'memory', 2, true)).toBe(1133);
    expect(upgradePriceId(prices, 'disk', 10, true)).toBe(2255);
    expect(upgradePriceId(prices, 'cpus', 55, true)).toBeUndefined();
    expect(upgradePriceId([{ categories: undefined, item: undefined }, { categories: [{ categoryCode: 'ram' }] }], 'memory', 1, true)).toBeUndefined();
    expect(upgradePriceId([
      { id: 90, categories: [{ categoryCode: 'ram1' }], item: { capacity: '1' } },
      { id: 92, categories: [{ categoryCode: 'ram' }], item: { capacity: '1' } },
    ], 'memory', 1, true)).toBe(92);
  });
});

describe('VirtualServerManager.orderGuest (the reference\'s order_guest)', () => {
  const guest = { hostname: 'ord1', domain: 'example.com', cpus: 2, memory: 4096, osCode: 'UBUNTU_LATEST', datacenter: 'dal10', localDisk: false };

  it('order template, then placeOrder, then setTags on each new guest; the guest exists afterwards', async () => {
    const before = fx.server.state.data.virtualGuests.length;
    const receipt = await vs.orderGuest({ ...guest, tags: 'ordered,web', userdata: 'hello', placementId: 5 });
    const calls = fx.calls();
    expect(calls.map((call) => `${call.service}.${call.method}`)).toEqual([`${VG}.generateOrderTemplate`, `${PO}.placeOrder`, `${VG}.setTags`]);
    expect(calls[0]!.args).toEqual([{
      hostname: 'ord1', domain: 'example.com', startCpus: 2, maxMemory: 4096, localDiskFlag: false, hourlyBillingFlag: true,
      datacenter: { name: 'dal10' }, operatingSystemReferenceCode: 'UBUNTU_LATEST', userData: [{ value: 'hello' }],
    }]);
    const placed = calls[1]!.args[0] as { virtualGuests: Record<string, unknown>[]; prices: unknown[]; complexType: string };
    expect(placed.complexType).toBe('Vendor_Container_Product_Order_Virtual_Guest');
    expect(placed.virtualGuests[0]).toMatchObject({ userData: [{ value: 'hello' }], placementGroupId: 5 });
    const made = (placedReceipt(receipt).orderDetails as { virtualGuests: { id: number; hostname: string }[] }).virtualGuests;
    expect(made).toHaveLength(1);
    expect(made[0]!.hostname).toBe('ord1');
    expect(calls[2]).toEqual({ service: VG, method: 'setTags', args: ['ordered,web'], headers: { Vendor_Virtual_GuestInitParameters: { id: made[0]!.id } } });
    expect(fx.server.state.data.virtualGuests).toHaveLength(before + 1);
    const stored = fx.server.state.data.virtualGuests.find((candidate) => candidate.id === made[0]!.id)!;
    expect(stored).toMatchObject({ maxCpu: 2, maxMemory: 4096, hostname: 'ord1', localDiskFlag: false });
    expect(stored.tagReferences.map((reference) => reference.tag.name)).toEqual(['ordered', 'web']);
  });

  it('ipv6 adds the price of 1_IPV6_ADDRESS (PUBLIC_CLOUD_SERVER); hostId is set on the order; test verifies without tags', async () => {
    const verified = await vs.orderGuest({ ...guest, ipv6: true, tags: 'x' }, { test: true });
    const calls = fx.calls();
    expect(calls.map((call) => `${call.service}.${call.method}`)).toEqual([
      `${VG}.generateOrderTemplate`, `${PP}.getAllObjects`, `${PP}.getItems`, `${PO}.verifyOrder`,
    ]);
    expect(calls[1]).toEqual(packageLookup('PUBLIC_CLOUD_SERVER', 'id'));
    expect(calls[2]).toEqual(onPackage(835, 'getItems', OrderingManager.PRICE_ITEM_MASK));
    const sent = calls[3]!.args[0] as { prices: { id: number }[] };
    expect(sent.prices.at(-1)).toEqual({ id: 56_011 });
    expect((verified as Container_Product_Order).prices?.map((price) => price.item?.keyName)).toContain('1_IPV6_ADDRESS');
    fx.reset();
    await vs.orderGuest({ hostname: 'ord2', domain: 'example.com', cpus: 1, memory: 1024, hostId: 77 }, { test: true });
    expect(fx.calls()[1]!.args[0]).toMatchObject({ hostId: 77 });
  });

  it('a flavor orders its preset', async () => {
    const receipt = await vs.orderGuest({ hostname: 'ord3', domain: 'example.com', flavor: 'B1_2X4X25', osCode: 'DEBIAN_LATEST' });
    expect(fx.calls()[1]!.args[0]).toMatchObject({ presetId: 406 });
    const [made] = (placedReceipt(receipt).orderDetails as { virtualGuests: { id: number }[] }).virtualGuests;
    expect(fx.server.state.data.virtualGuests.find((candidate) => candidate.id === made!.id)).toMatchObject({ maxCpu: 2, maxMemory: 4096 });
  });

  it('bad input is a TypeError naming the option, before any request', async () => {
    await expect(vs.orderGuest({ ...guest, ipv6: 'yes' as never })).rejects.toThrow(/option "ipv6" must be a boolean/);
    await expect(vs.orderGuest({ ...guest, placementId: -2 })).rejects.toThrow(/option "placementId" must be a placement group id/);
    await expect(vs.orderGuest({ ...guest, hostname: undefined } as never)).rejects.toThrow(/missing required option\(s\): hostname/);
    await expect(vs.orderGuest({ ...guest, tags: 7 as never })).rejects.toThrow(/tags must be a string/);
    await expect(vs.orderGuest({ ...guest, colour: 'red' } as never)).rejects.toThrow(/colour/);
    await expect(vs.orderGuest(guest, { test: 'no' as never })).rejects.toThrow(/option "test" must be a boolean/);
    expect(fx.calls()).toEqual([]);
  });
});
