import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { OrderingManager } from './ordering-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture, SeenCall } from './test-fixture.js';

let fx: Fixture;
let ordering: OrderingManager;
useFixture((started) => {
  fx = started;
  ordering = new OrderingManager(fx.client);
});

const BARE_METAL = 'BARE_METAL_SERVER';
const HW_TYPE = 'Vendor_Container_Product_Order_Hardware_Server';
/** The package lookup every keyname method starts with (mask `id`). */
const packageLookup: SeenCall = {
  service: 'Vendor_Product_Package', method: 'getAllObjects', args: [],
  headers: { ...maskHeader('id'), Vendor_Product_PackageObjectFilter: { keyName: { operation: BARE_METAL } } },
};
const onPackage = (method: string, mask: string, extra: Record<string, unknown> = {}): SeenCall => ({
  service: 'Vendor_Product_Package', method, args: [],
  headers: { ...maskHeader(mask), Vendor_Product_PackageInitParameters: { id: 200 }, ...extra },
});

describe('OrderingManager: packages', () => {
  it('getPackageByKey filters getAllObjects on keyName and fails for an unknown key', async () => {
    const pkg = await ordering.getPackageByKey(BARE_METAL, { mask: 'id' });
    expect(pkg).toEqual({ id: 200 });
    expect(fx.calls()).toEqual([packageLookup]);
    await expect(ordering.getPackageByKey('NOPE')).rejects.toThrow(new ServiceError('Package NOPE does not exist'));
  });

  it('getPackagesOfType filters on type.keyName in …, leaving outlet packages out; byType and idByType', async () => {
    const packages = await ordering.getPackagesOfType(['BARE_METAL_CPU'], { mask: 'id, name, description' });
    expect(packages.map((p) => p.id)).toEqual([200, 202]);
    expect(fx.calls()[0]).toEqual({
      service: 'Vendor_Product_Package', method: 'getAllObjects', args: [],
      headers: {
        ...maskHeader('id, name, description'),
        Vendor_Product_PackageObjectFilter: { type: { keyName: { operation: 'in', options: [{ name: 'data', value: ['BARE_METAL_CPU'] }] } } },
      },
    });
    expect((await ordering.getPackageByType('BARE_METAL_CPU'))?.id).toBe(202);
    fx.reset();
    expect(await ordering.getPackageIdByType('VIRTUAL_SERVER_INSTANCE')).toBe(835);
    expect(fx.calls()[0]!.headers).toMatchObject(maskHeader('mask[id, name, description, isActive, type[keyName]]'));
    await expect(ordering.getPackageIdByType('NONE_SUCH')).rejects.toThrow('No package found for type: NONE_SUCH');
    expect(OrderingManager.getOnlyActivePackages([{ id: 1, isActive: 1 }, { id: 2, isActive: 0 }])).toEqual([{ id: 1, isActive: 1 }]);
    expect(OrderingManager.filterOutletPackages([{ name: 'x OUTLET' }, { description: 'outlet' }, { name: 'ok' }])).toEqual([{ name: 'ok' }]);
  });

  it('listPackages keeps active ones (default mask); iterPackages pages', async () => {
    const packages = await ordering.listPackages();
    expect(packages.map((p) => p.keyName)).toEqual(['ADDITIONAL_PRODUCTS', BARE_METAL, 'BARE_METAL_SERVER_OUTLET', 'PUBLIC_CLOUD_SERVER', 'NETWORK_VLAN',
      'RESERVED_CAPACITY', 'DEDICATED_HOST', 'STORAGE_AS_A_SERVICE', 'CODENAME_PRIME', 'PERFORMANCE_STORAGE']);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Product_Package', method: 'getAllObjects', args: [], headers: maskHeader(OrderingManager.PACKAGE_MASK) },
    ]);
    fx.reset();
    const paged = await collect(ordering.iterPackages({ chunk: 3 }));
    expect(paged.map((p) => p.id)).toEqual(packages.map((p) => p.id));
    // Every package of the fake catalog (the inactive CLOUD_SERVER and BARE_METAL_LEGACY among them): pages of three.
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([0, 3, 6, 9, 12].map((offset) => ({ limit: 3, offset })));
  });

  it('listCategories, listItems and packageLocations read the package by key name first', async () => {
    const categories = await ordering.listCategories(BARE_METAL);
    expect(categories.find((c) => c.itemCategory?.categoryCode === 'os')).toMatchObject({ isRequired: 1 });
    const items = await ordering.listItems(BARE_METAL, { filter: { items: { keyName: { operation: '^= OS_' } } } });
    expect(items.map((i) => i.keyName)).toHaveLength(3);
    expect(items[0]).toHaveProperty('prices');
    const regions = await ordering.packageLocations(BARE_METAL);
    expect(regions[0]).toMatchObject({ keyname: 'DALLAS10', locations: [{}] });
    expect(fx.calls()).toEqual([
      packageLookup, onPackage('getConfiguration', OrderingManager.CATEGORY_MASK),
      packageLookup, onPackage('getItems', OrderingManager.ITEM_MASK, {
        Vendor_Product_PackageObjectFilter: { items: { keyName: { operation: '^= OS_' } } },
      }),
      packageLookup, onPackage('getRegions', 'mask[description, keyname, locations]'),
    ]);
    fx.reset();
    const iterated = await collect(ordering.iterItems(BARE_METAL, { chunk: 10 }));
    expect(iterated.length).toBeGreaterThan(10);
    expect((await collect(ordering.iterCategories(BARE_METAL))).length).toBe(categories.length);
  });

  it('listPresets asks for account-restricted then active presets; getPresetByKey filters both lists', async () => {
    const presets = await ordering.listPresets(BARE_METAL);
    expect(presets.map((p) => p.keyName)).toEqual(['S1270_32GB_1X1TBSATA_NORAID', 'D2620V4_64GB_2X1TBSATA_RAID_1', 'ACCOUNT_S1270_64GB_1X1TBSATA']);
    expect(fx.calls()).toEqual([
      packageLookup,
      onPackage('getAccountRestrictedActivePresets', OrderingManager.PRESET_MASK),
      onPackage('getActivePresets', OrderingManager.PRESET_MASK),
    ]);
    fx.reset();
    const preset = await ordering.getPresetByKey(BARE_METAL, 'ACCOUNT_S1270_64GB_1X1TBSATA');
    expect(preset.id).toBe(66);
    const op = { keyName: { operation: '_= ACCOUNT_S1270_64GB_1X1TBSATA' } };
    expect(fx.calls()[1]!.headers.Vendor_Product_PackageObjectFilter).toEqual({ activePresets: op, accountRestrictedActivePresets: op });
    await expect(ordering.getPresetByKey(BARE_METAL, 'NOPE')).rejects.toThrow(`Preset NOPE does not exist in package ${BARE_METAL}`);
    fx.reset();
    const withPrices = await ordering.getPresetPrices(64);
    expect(withPrices.prices?.[0]?.item?.keyName).toBe('INTEL_XEON_1270_3_40');
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Product_Package_Preset', method: 'getObject', args: [],
      headers: { ...maskHeader('mask[prices[item]]'), Vendor_Product_Package_PresetInitParameters: { id: 64 } },
    }]);
  });
});

describe('OrderingManager: prices', () => {
  it('getOrderingPrices picks generic prices by key name or reference code', async () => {
    const prices = await ordering.getOrderingPrices(BARE_METAL, ['REBOOT_KVM_OVER_IP', 'UBUNTU_22_64', 'DISK_CONTROLLER_RAID_1']);
    expect(prices).toEqual([
      { id: 44_401, categories: [{ categoryCode: 'remote_management' }], item: { keyName: 'REBOOT_KVM_OVER_IP' } },
      { id: 137_101, categories: [{ categoryCode: 'os' }], item: { keyName: 'UBUNTU_22_64' } },
      { id: 90_311, categories: [{ categoryCode: 'disk_controller' }], item: { keyName: 'DISK_CONTROLLER_RAID_1' } },
    ]);
    expect(fx.calls()).toEqual([packageLookup, onPackage('getItems', OrderingManager.PRICE_ITEM_MASK)]);
    expect(await ordering.getPriceIdList(BARE_METAL, ['REBOOT_KVM_OVER_IP'])).toEqual([44_401]);
    await expect(ordering.getOrderingPrices(BARE_METAL, ['NOPE'])).rejects.toThrow(`Item NOPE does not exist for package ${BARE_METAL}`);
  });

  it('static helpers follow the reference rules', () => {
    expect(OrderingManager.getSpecialCategory(0, 'disk_controller')).toBe('disk_controller');
    expect(OrderingManager.getSpecialCategory(1, 'disk_controller')).toBe('disk_controller1');
    expect(OrderingManager.getSpecialCategory(1, 'gpu0')).toBe('gpu1');
    const prices = [
      { id: 1, locationGroupId: '' as const, capacityRestrictionType: 'CORE', capacityRestrictionMinimum: '1', capacityRestrictionMaximum: '4' },
      { id: 2, locationGroupId: '' as const, capacityRestrictionType: 'CORE', capacityRestrictionMinimum: '5', capacityRestrictionMaximum: '16' },
      { id: 3, locationGroupId: 503 },
      { id: 4, locationGroupId: null, termLength: 12 },
    ];
    expect(OrderingManager.getItemPriceId(8, prices)).toBe(2);
    expect(OrderingManager.getItemPriceId(2, prices)).toBe(1);
    expect(OrderingManager.getItemPriceId(undefined, prices)).toBe(2);
    expect(OrderingManager.getItemPriceId(undefined, prices, 12)).toBe(4);
    expect(OrderingManager.getItemCapacity([{ keyName: 'GUEST_CORE_4', capacity: '4' }], ['GUEST_CORE_4'])).toBe('4');
    expect(OrderingManager.getItemCapacity([{ keyName: 'INTEL_XEON', description: 'Xeon (12 Cores)' }], ['INTEL_XEON'])).toBe('12');
  });

  it('getItemPrices, getItemPricesByLocation, getItems and getRegions', async () => {
    const all = await ordering.getItemPrices(200);
    expect(all.some((p) => p.pricingLocationGroup?.locations?.length)).toBe(true);
    expect(fx.calls()).toEqual([onPackage('getItemPrices', 'mask[pricingLocationGroup[locations]]')]);
    fx.reset();
    const local = await ordering.getItemPricesByLocation('TOKYO2', BARE_METAL);
    expect(local.length).toBeGreaterThan(0);
    expect(local.every((p) => p.locationGroupId === 505)).toBe(true);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Location', method: 'getDatacenters', args: [], headers: maskHeader('mask[regions]') },
      { ...packageLookup, headers: { Vendor_Product_PackageObjectFilter: { keyName: { operation: BARE_METAL } } } },
      {
        service: 'Vendor_Product_Package', method: 'getItemPrices', args: [],
        headers: {
          Vendor_ObjectMask: { mask: 'filteredMask[pricingLocationGroup[locations]]' },
          Vendor_Product_PackageInitParameters: { id: 200 },
          Vendor_Product_PackageObjectFilter: { itemPrices: { pricingLocationGroup: { locations: { name: { operation: 'tok02' } } } } },
        },
      },
    ]);
    await expect(ordering.resolveLocationName('unknown')).rejects.toThrow('Invalid location unknown');
    await expect(ordering.resolveLocationName('ATLANTIS')).rejects.toThrow('Location ATLANTIS does not exist');
    fx.reset();
    const items = await ordering.getItems(200, { filter: { items: { keyName: { operation: '*= GBPS' } } }, mask: 'id, keyName' });
    expect(items.map((i) => i.keyName)).toContain('10_GBPS_REDUNDANT_PUBLIC_PRIVATE_NETWORK_UPLINKS');
    const regions = await ordering.getRegions(200, { location: 'fra02' });
    expect(regions.map((r) => r.keyname)).toEqual(['FRANKFURT2']);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Product_Package', method: 'getRegions', args: [],
      headers: {
        Vendor_Product_PackageInitParameters: { id: 200 },
        Vendor_Product_PackageObjectFilter: { regions: { location: { location: { name: { operation: 'fra02' } } } } },
      },
    });
  });

  it('getLocationId: numbers and NONE without a request, names on name, region keys on regions.keyname', async () => {
    expect(await ordering.getLocationId(123)).toBe(123);
    expect(await ordering.getLocationId('none')).toBe(0);
    expect(fx.calls()).toEqual([]);
    expect(await ordering.getLocationId('dal10')).toBe(1_854_895);
    expect(await ordering.getLocationId('WASHINGTON7')).toBe(2_017_603);
    const location = (filter: unknown): SeenCall => ({
      service: 'Vendor_Location', method: 'getDatacenters', args: [],
      headers: { ...maskHeader('mask[id,name,regions[keyname]]'), Vendor_LocationObjectFilter: filter },
    });
    expect(fx.calls()).toEqual([location({ name: { operation: 'dal10' } }), location({ regions: { keyname: { operation: 'WASHINGTON7' } } })]);
    await expect(ordering.getLocationId('ATLANTIS')).rejects.toThrow('Unable to find location: ATLANTIS');
  });
});

describe('OrderingManager: orders', () => {
  const items = ['1_IP_ADDRESS', 'REBOOT_KVM_OVER_IP', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'BANDWIDTH_0_GB_2', '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS'];
  const extras = { hardware: [{ hostname: 'db9', domain: 'example.com' }] };

  it('generateOrder builds the container through package, location, preset and price lookups', async () => {
    const container = await ordering.generateOrder(BARE_METAL, 'dal10', items, {
      complexType: HW_TYPE, presetKeyname: 'S1270_32GB_1X1TBSATA_NORAID', extras, hourly: false,
    });
    expect(container).toEqual({
      orderContainers: [{
        hardware: [{ hostname: 'db9', domain: 'example.com' }], packageId: 200, quantity: 1, location: 1_854_895, useHourlyPricing: false,
        presetId: 64, complexType: HW_TYPE,
        prices: [
          { id: 40_691, categories: [{ categoryCode: 'pri_ip_addresses' }], item: { keyName: '1_IP_ADDRESS' } },
          { id: 44_401, categories: [{ categoryCode: 'remote_management' }], item: { keyName: 'REBOOT_KVM_OVER_IP' } },
          { id: 137_101, categories: [{ categoryCode: 'os' }], item: { keyName: 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT' } },
          { id: 44_811, categories: [{ categoryCode: 'bandwidth' }], item: { keyName: 'BANDWIDTH_0_GB_2' } },
          { id: 23_151, categories: [{ categoryCode: 'port_speed' }], item: { keyName: '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS' } },
        ],
      }],
    });
    expect(fx.calls().map((c) => `${c.service}.${c.method}`)).toEqual([
      'Vendor_Product_Package.getAllObjects', 'Vendor_Location.getDatacenters',
      'Vendor_Product_Package.getAllObjects', 'Vendor_Product_Package.getAccountRestrictedActivePresets', 'Vendor_Product_Package.getActivePresets',
      'Vendor_Product_Package_Preset.getObject',
      'Vendor_Product_Package.getAllObjects', 'Vendor_Product_Package.getItems',
    ]);
    await expect(ordering.generateOrder(BARE_METAL, 'dal10', items, {})).rejects.toThrow(/complexType must be given/);
  });

  it('verifyOrder and placeOrder send the container to Product_Order; the answers have the real shapes', async () => {
    const options = { complexType: HW_TYPE, presetKeyname: 'S1270_32GB_1X1TBSATA_NORAID', extras };
    const verified = await ordering.verifyOrder(BARE_METAL, 'DALLAS10', items, options);
    const sent = fx.calls().at(-1)!;
    expect(sent).toMatchObject({ service: 'Vendor_Product_Order', method: 'verifyOrder', headers: {} });
    expect(sent.args).toEqual([await ordering.generateOrder(BARE_METAL, 'DALLAS10', items, options)]);
    expect(verified.orderContainers?.[0]).toMatchObject({
      packageId: 200, locationObject: { id: 1_854_895, name: 'dal10' }, useHourlyPricing: true, currencyShortName: 'USD',
    });
    expect(verified.orderContainers?.[0]?.prices?.[0]).toMatchObject({ id: 40_691, item: { keyName: '1_IP_ADDRESS' }, hourlyRecurringFee: '0' });
    const before = fx.server.state.data.hardware.length;
    const receipt = await ordering.placeOrder(BARE_METAL, 'dal10', items, options);
    expect(fx.calls().at(-1)).toMatchObject({ service: 'Vendor_Product_Order', method: 'placeOrder' });
    expect(receipt).toMatchObject({ placedOrder: { id: receipt.orderId, status: 'PENDING_AUTO_APPROVAL' } });
    expect(typeof receipt.orderDate).toBe('string');
    expect(fx.server.state.data.hardware).toHaveLength(before + 1);
    expect(fx.server.state.data.hardware.at(-1)).toMatchObject({ hostname: 'db9', domain: 'example.com' });
    const detail = await ordering.getOrderDetail(receipt.orderId!);
    expect(detail).toMatchObject({ userRecord: { displayName: 'demo' } });
    expect(detail.items?.length).toBe(5);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Billing_Order', method: 'getObject', args: [],
      headers: { Vendor_ObjectMask: { mask: OrderingManager.ORDER_DETAIL_MASK }, Vendor_Billing_OrderInitParameters: { id: receipt.orderId } },
    });
  });

  it('placeQuote orders monthly with quoteName and sendQuoteEmailFlag; the quote shows among active quotes', async () => {
    const receipt = await ordering.placeQuote(BARE_METAL, 'dal10', items.map((k) => (k === 'BANDWIDTH_0_GB_2' ? 'BANDWIDTH_500_GB' : k)), {
      complexType: HW_TYPE, presetKeyname: 'S1270_32GB_1X1TBSATA_NORAID', extras, quoteName: 'db9 quote', sendEmail: true,
    });
    const sent = fx.calls().at(-1)!;
    expect(sent).toMatchObject({ service: 'Vendor_Product_Order', method: 'placeQuote' });
    expect(sent.args[0]).toMatchObject({ quoteName: 'db9 quote', sendQuoteEmailFlag: true, orderContainers: [{ useHourlyPricing: false }] });
    expect(receipt.quote).toMatchObject({ name: 'db9 quote', status: 'PENDING' });
    const quotes = await ordering.getQuotes();
    expect(quotes.map((q) => q.name)).toEqual(['database tier', 'db9 quote']);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Account', method: 'getActiveQuotes', args: [], headers: maskHeader('mask[order[id,items[id,package[id,keyName]]]]'),
    });
    expect((await collect(ordering.iterQuotes({ chunk: 1 }))).length).toBe(2);
  });

  it('quote methods go through Billing_Order_Quote with the quote id', async () => {
    const quoteId = 4_000;
    const init = { Vendor_Billing_Order_QuoteInitParameters: { id: quoteId } };
    expect(await ordering.getQuoteDetails(quoteId)).toMatchObject({ id: quoteId, order: { items: [{ package: { keyName: BARE_METAL } }] } });
    expect(await ordering.saveQuote(quoteId)).toMatchObject({ status: 'SAVED' });
    const container = await ordering.getOrderContainer(quoteId);
    expect(container).toMatchObject({ packageId: 200, presetId: 64 });
    const template = await ordering.generateOrderTemplate(quoteId, { hardware: [{ hostname: 'q1', domain: 'example.com' }] }, { quantity: 1 });
    expect(template).toMatchObject({ quantity: 1, hardware: [{ hostname: 'q1' }] });
    fx.reset();
    await ordering.verifyQuote(quoteId, { hardware: [{ hostname: 'q1', domain: 'example.com' }] });
    const verifyCall = fx.calls().at(-1)!;
    expect(verifyCall).toMatchObject({ service: 'Vendor_Billing_Order_Quote', method: 'verifyOrder', headers: init });
    expect(verifyCall.args[0]).not.toHaveProperty('reservedCapacityId');
    const receipt = await ordering.orderQuote(quoteId, { hardware: [{ hostname: 'q1', domain: 'example.com' }] });
    expect(receipt.orderId).toEqual(expect.any(Number));
    const placeCall = fx.calls().at(-1)!;
    expect(placeCall).toMatchObject({ service: 'Vendor_Billing_Order_Quote', method: 'placeOrder', headers: init });
    expect(placeCall.args[0]).toHaveProperty('reservedCapacityId', '');
    fx.reset();
    expect(await ordering.deleteQuote(quoteId)).toMatchObject({ status: 'DELETED' });
    expect(fx.calls()).toEqual([{ service: 'Vendor_Billing_Order_Quote', method: 'deleteQuote', args: [], headers: init }]);
    await expect(ordering.generateOrderTemplate(quoteId, 'x' as never)).rejects.toThrow(TypeError);
  });

  it('getAllCancelation reads cancellation requests with a limit of 50', async () => {
    expect(await ordering.getAllCancelation()).toEqual([]);
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Billing_Item_Cancellation_Request', method: 'getAllCancellationRequests', args: [],
      headers: { Vendor_ObjectMask: { mask: OrderingManager.CANCELLATION_MASK }, resultLimit: { limit: 50, offset: 0 } },
    }]);
    expect(await collect(ordering.iterAllCancelation())).toEqual([]);
  });
});
