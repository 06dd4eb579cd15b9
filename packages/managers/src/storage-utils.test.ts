/**
 * The reference client's `storage_utils` tests (tests/managers/storage_utils_tests.py), ported: the
 * price look-ups as tables over small packages (each reference case by name), the `prepare…` order
 * objects against the fake server's storage packages (759, 240, 222) and datacenters, with the
 * reference's volumes as literals (our datacenters: `dal10` for its `dal09`, `wdc07` for `wdc04`).
 */
import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import {
  blockOrFile, findEnduranceTierIopsPerGb, findEntEnduranceTierPrice, findEntSpacePrice, findPerfIopsPrice, findPerfSpacePrice, findPriceByCategory,
  findSaasEnduranceSpacePrice, findSaasEnduranceTierPrice, findSaasPerformIopsPrice, findSaasPerformSpacePrice, findSaasReplicationPrice,
  findSaasSnapshotSpacePrice, findSnapshotScheduleId, getLocationId, getPackage, populateHostTemplates, prepareDuplicateOrderObject,
  prepareModifyOrderObject, prepareReplicantOrderObject, prepareSnapshotOrderObject, prepareVolumeOrderObject,
} from './storage-utils.js';
import { maskHeader, useFixture, type Fixture } from './test-fixture.js';
import { DAL10, ORDER } from './test-storage.js';
import type { NetworkStorage } from './types/virtual-guest.js';
import type { StoragePackage, StoragePackageItem } from './types/storage.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
});

const WDC07 = 2_017_603;

/** `findX(pkg)` throwing `message` (a ServiceError). */
function fails(run: () => unknown, message: string): void {
  expect(run).toThrow(ServiceError);
  expect(run).toThrow(message);
}

/** A package of one item. */
const pkgOf = (...items: StoragePackageItem[]): StoragePackage => ({ items });
/** A price: generic unless `locationGroupId` is given. */
const price = (id: number, categoryCode: string, extra: Record<string, unknown> = {}): NonNullable<StoragePackageItem['prices']>[number] =>
  ({ id, categories: [{ categoryCode }], locationGroupId: '', ...extra });
/** A capacity restriction of a price. */
const restricted = (type: string, min: number, max: number): Record<string, string> =>
  ({ capacityRestrictionType: type, capacityRestrictionMinimum: String(min), capacityRestrictionMaximum: String(max) });

describe('populateHostTemplates', () => {
  it('no ids given, empty arrays given: no templates', () => {
    expect(populateHostTemplates()).toEqual([]);
    expect(populateHostTemplates({ hardwareIds: [], virtualGuestIds: [], ipAddressIds: [], subnetIds: [] })).toEqual([]);
  });

  it('hardware, guests, IP addresses, subnets, in that order', () => {
    expect(populateHostTemplates({ hardwareIds: [1111], virtualGuestIds: [2222], ipAddressIds: [3333], subnetIds: [4444, 5555] })).toEqual([
      { objectType: 'Vendor_Hardware', id: 1111 },
      { objectType: 'Vendor_Virtual_Guest', id: 2222 },
      { objectType: 'Vendor_Network_Subnet_IpAddress', id: 3333 },
      { objectType: 'Vendor_Network_Subnet', id: 4444 },
      { objectType: 'Vendor_Network_Subnet', id: 5555 },
    ]);
  });
});

describe('getPackage / getLocationId', () => {
  it('get_package: Product_Package.getAllObjects with the category and ACTIVE filter and the reference mask', async () => {
    const pkg = await getPackage(fx.client, 'storage_as_a_service');
    expect(pkg).toMatchObject({ id: 759, name: 'Storage As A Service (StaaS)' });
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Product_Package', method: 'getAllObjects', args: [],
      headers: {
        ...maskHeader('id,name,items[prices[categories],attributes]'),
        Vendor_Product_PackageObjectFilter: { statusCode: { operation: '_= ACTIVE' }, categories: { categoryCode: { operation: '_= storage_as_a_service' } } },
      },
    }]);
    // The items carry their category and capacity range, and the prices their restrictions.
    const item = pkg.items?.find((candidate) => candidate.keyName === '500_999_GBS');
    expect(item).toMatchObject({ capacityMinimum: '500', capacityMaximum: '999', itemCategory: { categoryCode: 'performance_storage_space' } });
  });

  it('get_package: no package, more than one package', async () => {
    fx.server.inject({ service: 'Product_Package', method: 'getAllObjects', times: 1, failure: { kind: 'result', value: [] } });
    await expect(getPackage(fx.client, 'storage_as_a_service')).rejects.toThrow(new ServiceError('No packages were found for storage_as_a_service'));
    fx.server.inject({ service: 'Product_Package', method: 'getAllObjects', times: 1, failure: { kind: 'result', value: [{ id: 759 }, { id: 240 }] } });
    await expect(getPackage(fx.client, 'storage_as_a_service')).rejects.toThrow(new ServiceError('More than one package was found for storage_as_a_service'));
    await expect(getPackage(fx.client, 'no_such_category')).rejects.toThrow('No packages were found for no_such_category');
  });

  it('get_location_id: the id of the datacenter of that short name; none, or no match: invalid', async () => {
    expect(await getLocationId(fx.client, 'dal10')).toBe(DAL10);
    expect(fx.calls()).toEqual([{ service: 'Vendor_Location_Datacenter', method: 'getDatacenters', args: [], headers: maskHeader('mask[longName,id,name]') }]);
    await expect(getLocationId(fx.client, 'hoth01')).rejects.toThrow(new ServiceError('Invalid datacenter name specified.'));
    fx.server.inject({ service: 'Location_Datacenter', method: 'getDatacenters', times: 1, failure: { kind: 'result', value: [] } });
    await expect(getLocationId(fx.client, 'dal10')).rejects.toThrow('Invalid datacenter name specified.');
  });
});

/** One price look-up's cases: `[reference test, package, expected id or the error]`. */
type Cases = ReadonlyArray<readonly [string, StoragePackage, number | string]>;

function table(name: string, find: (pkg: StoragePackage) => { id: number }, cases: Cases): void {
  describe(name, () => {
    it.each(cases.map(([test, pkg, expected]) => ({ test, pkg, expected })))('$test', ({ pkg, expected }) => {
      if (typeof expected === 'number') expect(find(pkg)).toEqual({ id: expected });
      else fails(() => find(pkg), expected);
    });
  });
}

const BY_CATEGORY = 'Could not find price with the category, storage_as_a_service';
table('findPriceByCategory', (pkg) => findPriceByCategory(pkg, 'storage_as_a_service'), [
  ['no_items_in_package', pkgOf(), BY_CATEGORY],
  ['no_prices_in_items', pkgOf({ capacity: '0', prices: [] }), BY_CATEGORY],
  ['empty_location_not_found', pkgOf({ capacity: '0', prices: [price(189_433, 'storage_as_a_service', { locationGroupId: 77_777_777 })] }), BY_CATEGORY],
  ['category_not_found', pkgOf({ capacity: '0', prices: [price(189_433, 'invalid_category_noooo')] }), BY_CATEGORY],
  ['empty (locationGroupId "")', pkgOf({ capacity: '0', prices: [price(189_433, 'storage_as_a_service')] }), 189_433],
  ['none (locationGroupId null)', pkgOf({ capacity: '0', prices: [price(189_433, 'storage_as_a_service', { locationGroupId: null })] }), 189_433],
]);

const ENT_SNAPSHOT = 'Could not find price for snapshot storage space';
const entSnapshot = (extra: Record<string, unknown>, capacity = '10'): StoragePackage =>
  pkgOf({ capacity, prices: [price(46_160, 'storage_snapshot_space', { ...restricted('STORAGE_TIER_LEVEL', 200, 200), ...extra })] });
table('findEntSpacePrice (snapshot, 10 GB, tier 2)', (pkg) => findEntSpacePrice(pkg, 'snapshot', 10, 2), [
  ['no_items_in_package', pkgOf(), ENT_SNAPSHOT],
  ['no_matching_capacity', pkgOf({ capacity: '-1' }), ENT_SNAPSHOT],
  ['no_prices_in_items', pkgOf({ capacity: '10', prices: [] }), ENT_SNAPSHOT],
  ['empty_location_not_found', entSnapshot({ locationGroupId: 77_777_777 }), ENT_SNAPSHOT],
  ['wrong_capacity_restriction', entSnapshot({ capacityRestrictionType: 'WRONG_CATEGORY' }), ENT_SNAPSHOT],
  ['category_not_found', entSnapshot({ categories: [{ categoryCode: 'invalid_category_noooo' }] }), ENT_SNAPSHOT],
  ['with_snapshot_category', entSnapshot({}), 46_160],
]);
table('findEntSpacePrice (tier 0.25 and 10: outside the price\'s restriction)', (pkg) => findEntSpacePrice(pkg, 'snapshot', 10, 0.25), [
  ['target_value_below_capacity', entSnapshot({}), ENT_SNAPSHOT],
]);
table('findEntSpacePrice (tier 10)', (pkg) => findEntSpacePrice(pkg, 'snapshot', 10, 10), [
  ['target_value_above_capacity', entSnapshot({}), ENT_SNAPSHOT],
]);
table('findEntSpacePrice (replication, 20 GB, tier 2)', (pkg) => findEntSpacePrice(pkg, 'replication', 20, 2), [
  ['with_replication_category', pkgOf({ capacity: '20', prices: [price(46_659, 'performance_storage_replication', restricted('STORAGE_TIER_LEVEL', 200, 200))] }), 46_659],
]);
table('findEntSpacePrice (endurance, 20 GB, tier 2)', (pkg) => findEntSpacePrice(pkg, 'endurance', 20, 2), [
  ['with_endurance_category', pkgOf({ capacity: '20', prices: [price(45_128, 'performance_storage_space', restricted('STORAGE_TIER_LEVEL', 200, 200))] }), 45_128],
]);

const ENT_TIER = 'Could not find price for endurance tier level';
const tierItem = (extra: Record<string, unknown>, value = '200'): StoragePackage =>
  pkgOf({ attributes: [{ value }], capacity: '200', prices: [price(45_078, 'storage_tier_level', extra)] });
table('findEntEnduranceTierPrice (tier 2)', (pkg) => findEntEnduranceTierPrice(pkg, 2), [
  ['no_items_in_package', pkgOf(), ENT_TIER],
  ['no_attributes_in_items', pkgOf({ attributes: [] }), ENT_TIER],
  ['no_matching_attribute_value', tierItem({}, '-1'), ENT_TIER],
  ['no_prices_in_items', pkgOf({ attributes: [{ value: '200' }], prices: [] }), ENT_TIER],
  ['empty_location_not_found', tierItem({ locationGroupId: 77_777_777 }), ENT_TIER],
  ['category_not_found', tierItem({ categories: [{ categoryCode: 'invalid_category_noooo' }] }), ENT_TIER],
  ['found', tierItem({}), 45_078],
]);

describe('findEnduranceTierIopsPerGb', () => {
  it.each([['LOW_INTENSITY_TIER', 0.25], ['READHEAVY_TIER', 2], ['WRITEHEAVY_TIER', 4], ['10_IOPS_PER_GB', 10]])('%s → %s', (tier, iops) => {
    expect(findEnduranceTierIopsPerGb({ storageTierLevel: tier })).toBe(iops);
  });
  it('value_not_found', () => fails(() => findEnduranceTierIopsPerGb({ storageTierLevel: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }), 'Could not find tier IOPS per GB for this volume'));
});

const PERF_SPACE = 'Could not find performance space price for this volume';
const perfSpace = (extra: Record<string, unknown>): StoragePackage => pkgOf({ capacity: '1000', prices: [price(40_742, 'performance_storage_space', extra)] });
table('findPerfSpacePrice (1000 GB)', (pkg) => findPerfSpacePrice(pkg, 1000), [
  ['no_items_in_package', pkgOf(), PERF_SPACE],
  ['no_matching_capacity', pkgOf({ capacity: '-1' }), PERF_SPACE],
  ['no_prices_in_items', pkgOf({ capacity: '1000', prices: [] }), PERF_SPACE],
  ['empty_location_not_found', perfSpace({ locationGroupId: 77_777_777 }), PERF_SPACE],
  ['category_not_found', perfSpace({ categories: [{ categoryCode: 'invalid_category_noooo' }] }), PERF_SPACE],
  ['found', perfSpace({}), 40_742],
]);

const PERF_IOPS = 'Could not find price for iops for the given volume';
const perfIops = (extra: Record<string, unknown>): StoragePackage =>
  pkgOf({ capacity: '800', prices: [price(41_562, 'performance_storage_iops', { ...restricted('STORAGE_SPACE', 100, 1000), ...extra })] });
table('findPerfIopsPrice (500 GB, 800 IOPS)', (pkg) => findPerfIopsPrice(pkg, 500, 800), [
  ['no_items_in_package', pkgOf(), PERF_IOPS],
  ['no_matching_iops_value', pkgOf({ capacity: '-1' }), PERF_IOPS],
  ['no_prices_in_items', pkgOf({ capacity: '800', prices: [] }), PERF_IOPS],
  ['empty_location_not_found', perfIops({ locationGroupId: 77_777_777 }), PERF_IOPS],
  ['category_not_found', perfIops({ categories: [{ categoryCode: 'invalid_category_noooo' }] }), PERF_IOPS],
  ['wrong_capacity_restriction', perfIops({ capacityRestrictionType: 'WRONG_CATEGORY' }), PERF_IOPS],
  ['found', perfIops({}), 41_562],
]);
table('findPerfIopsPrice (below and above the size restriction)', (pkg) => findPerfIopsPrice(pkg, 12, 800), [
  ['volume_size_below_capacity', perfIops({}), PERF_IOPS],
]);
table('findPerfIopsPrice (above)', (pkg) => findPerfIopsPrice(pkg, 8000, 800), [
  ['volume_size_above_capacity', perfIops({}), PERF_IOPS],
]);

const SAAS_SPACE = 'Could not find price for endurance storage space';
const saasSpace = (item: Partial<StoragePackageItem>, extra: Record<string, unknown> = {}): StoragePackage => pkgOf({
  capacity: '0', capacityMaximum: '12000', capacityMinimum: '1', keyName: 'STORAGE_SPACE_FOR_0_25_IOPS_PER_GB',
  prices: [price(192_103, 'performance_storage_space', extra)], ...item,
});
table('findSaasEnduranceSpacePrice (8,000 GB, tier 0.25)', (pkg) => findSaasEnduranceSpacePrice(pkg, 8000, 0.25), [
  ['no_items_in_package', pkgOf(), SAAS_SPACE],
  ['no_matching_keyname', pkgOf({ capacity: '0', keyName: 'STORAGE_SPACE_FOR_2_IOPS_PER_GB' }), SAAS_SPACE],
  ['no_capacity_maximum', saasSpace({ capacityMaximum: undefined }), SAAS_SPACE],
  ['no_capacity_minimum', saasSpace({ capacityMinimum: undefined }), SAAS_SPACE],
  ['no_prices_in_items', saasSpace({ prices: [] }), SAAS_SPACE],
  ['empty_location_not_found', saasSpace({}, { locationGroupId: 77_777_777 }), SAAS_SPACE],
  ['category_not_found', saasSpace({}, { categories: [{ categoryCode: 'invalid_category_noooo' }] }), SAAS_SPACE],
  ['found', saasSpace({}), 192_103],
]);
table('findSaasEnduranceSpacePrice (0 GB)', (pkg) => findSaasEnduranceSpacePrice(pkg, 0, 0.25), [['size_below_capacity', saasSpace({}), SAAS_SPACE]]);
table('findSaasEnduranceSpacePrice (12,001 GB)', (pkg) => findSaasEnduranceSpacePrice(pkg, 12_001, 0.25), [['size_above_capacity', saasSpace({}), SAAS_SPACE]]);

const SAAS_TIER = 'Could not find price for endurance tier level';
const saasTier = (item: Partial<StoragePackageItem>, extra: Record<string, unknown> = {}): StoragePackage => pkgOf({
  capacity: '200', itemCategory: { categoryCode: 'storage_tier_level' }, keyName: '', prices: [price(193_373, 'storage_tier_level', extra)], ...item,
});
table('findSaasEnduranceTierPrice (tier 2)', (pkg) => findSaasEnduranceTierPrice(pkg, 2), [
  ['no_items_in_package', pkgOf(), SAAS_TIER],
  ['no_itemCategory', saasTier({ itemCategory: undefined }), SAAS_TIER],
  ['no_itemCategory_code', saasTier({ itemCategory: {} }), SAAS_TIER],
  ['no_matching_itemCategory', saasTier({ itemCategory: { categoryCode: 'invalid_category_noooo' } }), SAAS_TIER],
  ['no_matching_capacity', saasTier({ capacity: '-1' }), SAAS_TIER],
  ['no_prices_in_items', saasTier({ prices: [] }), SAAS_TIER],
  ['empty_location_not_found', saasTier({}, { locationGroupId: 77_777_777 }), SAAS_TIER],
  ['category_not_found', saasTier({}, { categories: [{ categoryCode: 'invalid_category_noooo' }] }), SAAS_TIER],
  ['found', saasTier({}), 193_373],
]);

const SAAS_PERF_SPACE = 'Could not find price for performance storage space';
const perfRange = (item: Partial<StoragePackageItem>, extra: Record<string, unknown> = {}): StoragePackage => pkgOf({
  capacity: '0', capacityMaximum: '999', capacityMinimum: '500', itemCategory: { categoryCode: 'performance_storage_space' }, keyName: '500_999_GBS',
  prices: [price(189_993, 'performance_storage_space', extra)], ...item,
});
table('findSaasPerformSpacePrice (500 GB)', (pkg) => findSaasPerformSpacePrice(pkg, 500), [
  ['no_items_in_package', pkgOf(), SAAS_PERF_SPACE],
  ['no_itemCategory', perfRange({ itemCategory: undefined }), SAAS_PERF_SPACE],
  ['no_itemCategory_code', perfRange({ itemCategory: {} }), SAAS_PERF_SPACE],
  ['no_matching_itemCategory', perfRange({ itemCategory: { categoryCode: 'invalid_category_noooo' } }), SAAS_PERF_SPACE],
  ['no_capacity_maximum', perfRange({ capacityMaximum: undefined }), SAAS_PERF_SPACE],
  ['no_capacity_minimum', perfRange({ capacityMinimum: undefined }), SAAS_PERF_SPACE],
  ['no_matching_keyname', perfRange({ keyName: 'NOT_THE_CORRECT_KEYNAME' }), SAAS_PERF_SPACE],
  ['no_prices_in_items', perfRange({ prices: [] }), SAAS_PERF_SPACE],
  ['empty_location_not_found', perfRange({}, { locationGroupId: 77_777_777 }), SAAS_PERF_SPACE],
  ['category_not_found', perfRange({}, { categories: [{ categoryCode: 'invalid_category_noooo' }] }), SAAS_PERF_SPACE],
  ['found', perfRange({}), 189_993],
]);
table('findSaasPerformSpacePrice (499 GB)', (pkg) => findSaasPerformSpacePrice(pkg, 499), [['size_below_capacity', perfRange({}), SAAS_PERF_SPACE]]);
table('findSaasPerformSpacePrice (1,000 GB)', (pkg) => findSaasPerformSpacePrice(pkg, 1000), [['size_above_capacity', perfRange({}), SAAS_PERF_SPACE]]);

const SAAS_IOPS = 'Could not find price for iops for the given volume';
const iopsRange = (item: Partial<StoragePackageItem>, extra: Record<string, unknown> = {}): StoragePackage => pkgOf({
  capacity: '0', capacityMaximum: '10000', capacityMinimum: '100', itemCategory: { categoryCode: 'performance_storage_iops' }, keyName: '',
  prices: [price(190_053, 'performance_storage_iops', { ...restricted('STORAGE_SPACE', 500, 999), ...extra })], ...item,
});
table('findSaasPerformIopsPrice (500 GB, 1,700 IOPS)', (pkg) => findSaasPerformIopsPrice(pkg, 500, 1700), [
  ['no_items_in_package', pkgOf(), SAAS_IOPS],
  ['no_itemCategory', iopsRange({ itemCategory: undefined }), SAAS_IOPS],
  ['no_itemCategory_code', iopsRange({ itemCategory: {} }), SAAS_IOPS],
  ['no_matching_itemCategory', iopsRange({ itemCategory: { categoryCode: 'invalid_category_noooo' } }), SAAS_IOPS],
  ['no_capacity_maximum', iopsRange({ capacityMaximum: undefined }), SAAS_IOPS],
  ['no_capacity_minimum', iopsRange({ capacityMinimum: undefined }), SAAS_IOPS],
  ['no_prices_in_items', iopsRange({ prices: [] }), SAAS_IOPS],
  ['empty_location_not_found', iopsRange({}, { locationGroupId: 77_777_777 }), SAAS_IOPS],
  ['category_not_found', iopsRange({}, { categories: [{ categoryCode: 'invalid_category_noooo' }] }), SAAS_IOPS],
  ['wrong_capacity_restriction', iopsRange({}, { capacityRestrictionType: 'NOT_THE_CORRECT_TYPE' }), SAAS_IOPS],
  ['found', iopsRange({}), 190_053],
]);
table('findSaasPerformIopsPrice (IOPS below the range)', (pkg) => findSaasPerformIopsPrice(pkg, 500, 99), [['iops_below_capacity', iopsRange({}), SAAS_IOPS]]);
table('findSaasPerformIopsPrice (IOPS above the range)', (pkg) => findSaasPerformIopsPrice(pkg, 500, 10_001), [['iops_above_capacity', iopsRange({}), SAAS_IOPS]]);
table('findSaasPerformIopsPrice (size below the restriction)', (pkg) => findSaasPerformIopsPrice(pkg, 499, 1700), [['size_below_capacity', iopsRange({}), SAAS_IOPS]]);
table('findSaasPerformIopsPrice (size above the restriction)', (pkg) => findSaasPerformIopsPrice(pkg, 1000, 1700), [['size_above_capacity', iopsRange({}), SAAS_IOPS]]);

const SNAPSHOT = 'Could not find price for snapshot space';
const snapshotItem = (extra: Record<string, unknown>, capacity = '10'): StoragePackage =>
  pkgOf({ capacity, keyName: '', prices: [price(191_193, 'storage_snapshot_space', { ...restricted('IOPS', 100, 48_000), ...extra })] });
table('findSaasSnapshotSpacePrice (10 GB, 2,100 IOPS)', (pkg) => findSaasSnapshotSpacePrice(pkg, 10, { iops: 2100 }), [
  ['no_items_in_package', pkgOf(), SNAPSHOT],
  ['no_matching_capacity', pkgOf({ capacity: '-1' }), SNAPSHOT],
  ['no_prices_in_items', pkgOf({ capacity: '10', prices: [] }), SNAPSHOT],
  ['empty_location_not_found', snapshotItem({ locationGroupId: 77_777_777 }), SNAPSHOT],
  ['wrong_capacity_restriction', snapshotItem({ capacityRestrictionType: 'NOT_THE_CORRECT_CATEGORY' }), SNAPSHOT],
  ['category_not_found', snapshotItem({ categories: [{ categoryCode: 'invalid_category_noooo' }] }), SNAPSHOT],
  ['with_iops', snapshotItem({}), 191_193],
]);
table('findSaasSnapshotSpacePrice (IOPS below)', (pkg) => findSaasSnapshotSpacePrice(pkg, 10, { iops: 99 }), [['target_value_below_capacity', snapshotItem({}), SNAPSHOT]]);
table('findSaasSnapshotSpacePrice (IOPS above)', (pkg) => findSaasSnapshotSpacePrice(pkg, 10, { iops: 48_001 }), [['target_value_above_capacity', snapshotItem({}), SNAPSHOT]]);
table('findSaasSnapshotSpacePrice (10 GB, tier 2)', (pkg) => findSaasSnapshotSpacePrice(pkg, 10, { tier: 2 }), [
  ['with_tier_level', pkgOf({ capacity: '10', prices: [price(193_613, 'storage_snapshot_space', restricted('STORAGE_TIER_LEVEL', 200, 200))] }), 193_613],
]);

const REPLICATION = 'Could not find price for replicant volume';
const replicationItem = (keyName: string, extra: Record<string, unknown>, restriction = restricted('STORAGE_TIER_LEVEL', 200, 200)): StoragePackage =>
  pkgOf({ capacity: '0', keyName, prices: [price(194_693, 'performance_storage_replication', { ...restriction, ...extra })] });
const TIER_BASED = 'REPLICATION_FOR_TIERBASED_PERFORMANCE';
table('findSaasReplicationPrice (tier 2)', (pkg) => findSaasReplicationPrice(pkg, { tier: 2 }), [
  ['no_items_in_package', pkgOf(), REPLICATION],
  ['no_matching_key_name', pkgOf({ capacity: '0', keyName: 'NOT_THE_CORRECT_KEYNAME' }), REPLICATION],
  ['no_prices_in_items', pkgOf({ capacity: '0', keyName: TIER_BASED, prices: [] }), REPLICATION],
  ['empty_location_not_found', replicationItem(TIER_BASED, { locationGroupId: 77_777_777 }), REPLICATION],
  ['wrong_capacity_restriction', replicationItem(TIER_BASED, { capacityRestrictionType: 'NOT_THE_CORRECT_TYPE' }), REPLICATION],
  ['category_not_found', replicationItem(TIER_BASED, { categories: [{ categoryCode: 'invalid_category_noooo' }] }), REPLICATION],
  ['with_tier', replicationItem(TIER_BASED, {}), 194_693],
]);
table('findSaasReplicationPrice (tier 0.25: below)', (pkg) => findSaasReplicationPrice(pkg, { tier: 0.25 }), [
  ['target_value_below_capacity', replicationItem(TIER_BASED, {}), REPLICATION],
]);
table('findSaasReplicationPrice (tier 4: above)', (pkg) => findSaasReplicationPrice(pkg, { tier: 4 }), [
  ['target_value_above_capacity', replicationItem(TIER_BASED, {}), REPLICATION],
]);
table('findSaasReplicationPrice (800 IOPS)', (pkg) => findSaasReplicationPrice(pkg, { iops: 800 }), [
  ['with_iops', replicationItem('REPLICATION_FOR_IOPSBASED_PERFORMANCE', { id: 192_033 }, restricted('IOPS', 1, 48_000)), 192_033],
]);

describe('findSnapshotScheduleId / blockOrFile', () => {
  const NOT_FOUND = 'The given snapshot schedule ID was not found for the given storage volume';
  it.each([
    ['no_schedules', { schedules: [] }],
    ['no_type_in_schedule', { schedules: [{ id: 888 }] }],
    ['no_keyname_in_schedule_type', { schedules: [{ id: 888, type: {} }] }],
    ['no_matching_keyname', { schedules: [{ id: 888, type: { keyname: 'SNAPSHOT_DAILY' } }] }],
  ] as Array<[string, NetworkStorage]>)('%s', (_, volume) => fails(() => findSnapshotScheduleId(volume, 'SNAPSHOT_WEEKLY'), NOT_FOUND));

  it('found: the schedule of that type key name', () => {
    const volume: NetworkStorage = { schedules: [{ id: 888, type: { keyname: 'SNAPSHOT_DAILY' } }, { id: 999, type: { keyname: 'SNAPSHOT_WEEKLY' } }] };
    expect(findSnapshotScheduleId(volume, 'SNAPSHOT_WEEKLY')).toBe(999);
  });

  it('block_or_file: BLOCK_STORAGE in the key name is block, anything else file', () => {
    expect(blockOrFile('ENDURANCE_BLOCK_STORAGE')).toBe('block');
    expect(blockOrFile('PERFORMANCE_BLOCK_STORAGE_REPLICANT')).toBe('block');
    expect(blockOrFile('ENDURANCE_FILE_STORAGE')).toBe('file');
    expect(blockOrFile('HUB')).toBe('file');
  });
});

/** The reference's `STAAS_TEST_VOLUME`, in our datacenter: endurance (2 IOPS/GB) block, 500 GB, 10 GB snapshot space. */
function staasVolume(): NetworkStorage {
  return {
    id: 102, username: 'duplicatable_volume_username', accountId: 1234, capacityGb: 500, lunId: '2', originalVolumeSize: '500',
    provisionedIops: '1000', snapshotCapacityGb: '10', staasVersion: '2', hasEncryptionAtRest: true, storageTierLevel: 'READHEAVY_TIER',
    storageType: { keyName: 'ENDURANCE_BLOCK_STORAGE' }, osType: { keyName: 'LINUX' }, schedules: [{ id: 978, type: { keyname: 'SNAPSHOT_WEEKLY' } }],
    serviceResource: { datacenter: { id: DAL10, name: 'dal10' } }, serviceResourceBackendIpAddress: '10.1.2.3',
    billingItem: {
      id: 454, categoryCode: 'storage_as_a_service', cancellationDate: '', location: { id: DAL10 },
      activeChildren: [{ id: 125, categoryCode: 'storage_snapshot_space', cancellationDate: '' }],
    },
  };
}

/** The reference's `Network_Storage.getObject` volume: enterprise endurance (2 IOPS/GB), 20 GB, 10 GB snapshot space, STaaS v1. */
function enterpriseVolume(): NetworkStorage {
  return {
    id: 100, username: 'username', capacityGb: 20, snapshotCapacityGb: '10', staasVersion: '1', hasEncryptionAtRest: false,
    storageTierLevel: 'READHEAVY_TIER', storageType: { keyName: 'ENDURANCE_STORAGE' }, provisionedIops: '1000',
    schedules: [{ id: 978, type: { keyname: 'SNAPSHOT_WEEKLY' } }, { id: 988, type: { keyname: 'REPLICATION_INTERVAL' } }],
    billingItem: {
      id: 449, categoryCode: 'storage_service_enterprise', cancellationDate: '', location: { id: DAL10 },
      activeChildren: [{ id: 123, categoryCode: 'storage_snapshot_space', cancellationDate: '' }],
    },
  };
}

/** A copy of the STaaS volume with `edit` applied. */
function staasWith(edit: (volume: NetworkStorage) => void): NetworkStorage {
  const volume = staasVolume();
  edit(volume);
  return volume;
}

const prices = (...ids: number[]): Array<{ id: number }> => ids.map((id) => ({ id }));

describe('prepareSnapshotOrderObject', () => {
  const snapshotOrder = (packageId: number, id: number, volumeId: number, upgrade = false, hourly = false) => ({
    complexType: `${ORDER}Network_Storage_Enterprise_SnapshotSpace${upgrade ? '_Upgrade' : ''}`,
    packageId, prices: prices(id), quantity: 1, location: DAL10, volumeId, useHourlyPricing: hourly,
  });

  it('billing_item_cancelled, invalid_billing_item_category_code: refused before any request', async () => {
    await expect(prepareSnapshotOrderObject(fx.client, staasWith((v) => delete v.billingItem), 10, undefined, false, 100))
      .rejects.toThrow(new ServiceError('This volume has been cancelled; unable to order snapshot space'));
    await expect(prepareSnapshotOrderObject(fx.client, staasWith((v) => { v.billingItem!.categoryCode = 'invalid_type_ninja_cat'; }), 10, undefined, false, 100))
      .rejects.toThrow("Snapshot space cannot be ordered for a primary volume with a billing item category code of 'invalid_type_ninja_cat'");
    expect(fx.calls()).toEqual([]);
  });

  it('saas endurance (tier given, upgrade), performance, hourly billing', async () => {
    expect(await prepareSnapshotOrderObject(fx.client, staasVolume(), 10, 2, false, 100)).toEqual(snapshotOrder(759, 193_613, 102));
    expect(await prepareSnapshotOrderObject(fx.client, staasVolume(), 20, undefined, true, 100)).toEqual(snapshotOrder(759, 193_853, 102, true));
    const performance = staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_BLOCK_STORAGE' }; });
    expect(await prepareSnapshotOrderObject(fx.client, performance, 10, undefined, false, 100)).toEqual(snapshotOrder(759, 191_193, 102));
    const hourly = staasWith((v) => { v.billingItem!.hourlyFlag = true; });
    expect(await prepareSnapshotOrderObject(fx.client, hourly, 20, undefined, false, 100)).toEqual(snapshotOrder(759, 193_853, 102, false, true));
    expect(fx.calls().every((c) => c.method === 'getAllObjects')).toBe(true);
  });

  it('saas performance below STaaS v2, an invalid storage type', async () => {
    const old = staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_BLOCK_STORAGE' }; v.staasVersion = '1'; });
    await expect(prepareSnapshotOrderObject(fx.client, old, 10, undefined, false, 100))
      .rejects.toThrow('Snapshot space cannot be ordered for this performance volume since it does not support Encryption at Rest.');
    await expect(prepareSnapshotOrderObject(fx.client, staasWith((v) => { v.storageType = { keyName: 'TASTY_PASTA_STORAGE' }; }), 10, undefined, false, 100))
      .rejects.toThrow('Storage volume does not have a valid storage type (with an appropriate keyName to indicate the volume is a PERFORMANCE or an ENDURANCE volume)');
  });

  it('enterprise (tier given, and read off the volume)', async () => {
    expect(await prepareSnapshotOrderObject(fx.client, enterpriseVolume(), 10, 2, false, 100)).toEqual(snapshotOrder(240, 46_160, 100));
    expect(await prepareSnapshotOrderObject(fx.client, enterpriseVolume(), 20, undefined, false, 100)).toEqual(snapshotOrder(240, 45_860, 100));
  });
});

describe('prepareVolumeOrderObject', () => {
  const volume = (storageType: string, location: string, size: number, rest: { iops?: number; tier?: number; snapshotSize?: number; serviceOffering?: string; volumeType?: 'block' | 'file' }) =>
    prepareVolumeOrderObject(fx.client, { storageType, location, size, volumeType: 'block', ...rest });

  it('invalid storage type (no request), invalid location, offerings that do not fit the type, an invalid offering', async () => {
    await expect(volume('saxophone_cat', 'dal10', 1000, { tier: 4, serviceOffering: 'enterprise' }))
      .rejects.toThrow(new ServiceError('Volume storage type must be either performance or endurance'));
    expect(fx.calls()).toEqual([]);
    await expect(volume('endurance', 'hoth01', 1000, { tier: 4, serviceOffering: 'enterprise' }))
      .rejects.toThrow('Invalid datacenter name specified. Please provide the lower case short name (e.g.: dal09)');
    await expect(volume('performance', 'dal10', 1000, { tier: 4, serviceOffering: 'enterprise' }))
      .rejects.toThrow("The requested offering package, 'enterprise', is not available for the 'performance' storage type.");
    await expect(volume('endurance', 'dal10', 1000, { iops: 800, serviceOffering: 'performance' }))
      .rejects.toThrow("The requested offering package, 'performance', is not available for the 'endurance' storage type.");
    await expect(volume('endurance', 'dal10', 1000, { tier: 4, serviceOffering: 'jazz_penguins' }))
      .rejects.toThrow('The requested service offering package is not valid. Please check the available options and try again.');
  });

  const saas = { complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, quantity: 1, location: DAL10, useHourlyPricing: false, volumeSize: 1000 };

  it('saas performance (with snapshot space) and endurance (with snapshot space)', async () => {
    expect(await volume('performance', 'dal10', 1000, { iops: 800, volumeType: 'file', serviceOffering: 'storage_as_a_service' }))
      .toEqual({ ...saas, prices: prices(189_433, 189_453, 190_113, 190_173), iops: 800 });
    expect(await volume('performance', 'dal10', 1000, { iops: 800, volumeType: 'file', snapshotSize: 10 }))
      .toEqual({ ...saas, prices: prices(189_433, 189_453, 190_113, 190_173, 191_193), iops: 800 });
    expect(await volume('endurance', 'dal10', 1000, { tier: 4 })).toEqual({ ...saas, prices: prices(189_433, 189_443, 194_763, 194_703) });
    expect(await volume('endurance', 'dal10', 1000, { tier: 4, snapshotSize: 10 })).toEqual({ ...saas, prices: prices(189_433, 189_443, 194_763, 194_703, 194_943) });
  });

  it('the performance offering (block: iSCSI, file: NFS) and the enterprise offering (with snapshot space)', async () => {
    const legacy = { quantity: 1, location: DAL10, useHourlyPricing: false };
    expect(await volume('performance', 'dal10', 1000, { iops: 800, serviceOffering: 'performance' }))
      .toEqual({ ...legacy, complexType: `${ORDER}Network_PerformanceStorage_Iscsi`, packageId: 222, prices: prices(40_672, 40_742, 41_562) });
    expect(await volume('performance', 'dal10', 1000, { iops: 800, serviceOffering: 'performance', volumeType: 'file' }))
      .toEqual({ ...legacy, complexType: `${ORDER}Network_PerformanceStorage_Nfs`, packageId: 222, prices: prices(40_662, 40_742, 41_562) });
    expect(await volume('endurance', 'dal10', 1000, { tier: 4, serviceOffering: 'enterprise', volumeType: 'file' }))
      .toEqual({ ...legacy, complexType: `${ORDER}Network_Storage_Enterprise`, packageId: 240, prices: prices(45_058, 45_108, 45_318, 45_088) });
    expect(await volume('endurance', 'dal10', 1000, { tier: 4, serviceOffering: 'enterprise', snapshotSize: 10 }))
      .toEqual({ ...legacy, complexType: `${ORDER}Network_Storage_Enterprise`, packageId: 240, prices: prices(45_058, 45_098, 45_318, 45_088, 46_170) });
  });
});

describe('prepareReplicantOrderObject', () => {
  const replicant = (volume: NetworkStorage, tier?: number, location = 'wdc07') =>
    prepareReplicantOrderObject(fx.client, 'WEEKLY', location, tier, volume, 'block', 100);

  it('a cancelled volume, a cancellation date, cancelled snapshot space: refused before any request', async () => {
    const cancelled = 'This volume is set for cancellation; unable to order replicant volume';
    await expect(replicant(staasWith((v) => delete v.billingItem))).rejects.toThrow(cancelled);
    await expect(replicant(staasWith((v) => { v.billingItem!.cancellationDate = 'y2k, oh nooooo'; }))).rejects.toThrow(cancelled);
    await expect(replicant(staasWith((v) => { v.billingItem!.activeChildren![0]!.cancellationDate = 'daylight saving time, no!'; })))
      .rejects.toThrow('The snapshot space for this volume is set for cancellation; unable to order replicant volume');
    expect(fx.calls()).toEqual([]);
  });

  it('an invalid location, an invalid category, no snapshot capacity', async () => {
    await expect(replicant(staasVolume(), undefined, 'hoth02'))
      .rejects.toThrow('Invalid datacenter name specified. Please provide the lower case short name (e.g.: dal09)');
    await expect(replicant(staasWith((v) => { v.billingItem!.categoryCode = 'invalid_type_ninja_cat'; })))
      .rejects.toThrow("A replicant volume cannot be ordered for a primary volume with a billing item category code of 'invalid_type_ninja_cat'");
    await expect(replicant(staasWith((v) => delete v.snapshotCapacityGb))).rejects.toThrow('Snapshot capacity not found for the given primary volume');
  });

  const saas = {
    complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, quantity: 1, location: WDC07, originVolumeId: 102, originVolumeScheduleId: 978,
    useHourlyPricing: false, volumeSize: 500,
  };

  it('saas endurance (tier read off the volume, or given), performance, hourly billing', async () => {
    const endurance = { ...saas, prices: prices(189_433, 189_443, 193_433, 193_373, 193_613, 194_693) };
    expect(await replicant(staasVolume())).toEqual(endurance);
    expect(await replicant(staasVolume(), 2)).toEqual(endurance);
    expect(await replicant(staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_BLOCK_STORAGE' }; })))
      .toEqual({ ...saas, prices: prices(189_433, 189_443, 189_993, 190_053, 191_193, 192_033), iops: 100 });
    expect(await replicant(staasWith((v) => { v.billingItem!.hourlyFlag = true; }))).toEqual({ ...endurance, useHourlyPricing: true });
  });

  it('saas performance below STaaS v2, an invalid storage type', async () => {
    await expect(replicant(staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_BLOCK_STORAGE' }; v.hasEncryptionAtRest = false; })))
      .rejects.toThrow('A replica volume cannot be ordered for this performance volume since it does not support Encryption at Rest.');
    await expect(replicant(staasWith((v) => { v.storageType = { keyName: 'CATS_LIKE_PIANO_MUSIC' }; })))
      .rejects.toThrow('Storage volume does not have a valid storage type');
  });

  it('enterprise endurance (tier read off the volume, or given)', async () => {
    const enterprise = {
      complexType: `${ORDER}Network_Storage_Enterprise`, packageId: 240, prices: prices(45_058, 45_098, 45_128, 45_078, 46_160, 46_659),
      quantity: 1, location: WDC07, originVolumeId: 100, originVolumeScheduleId: 978, useHourlyPricing: false,
    };
    expect(await replicant(enterpriseVolume())).toEqual(enterprise);
    expect(await replicant(enterpriseVolume(), 2)).toEqual(enterprise);
  });
});

describe('prepareDuplicateOrderObject', () => {
  const duplicate = (volume: NetworkStorage, type: 'block' | 'file', spec = {}) => prepareDuplicateOrderObject(fx.client, volume, type, spec);

  it('refusals: cancelled, no snapshot space, no location, STaaS v1, no IOPS, an invalid storage type', async () => {
    await expect(duplicate(staasWith((v) => delete v.billingItem), 'block')).rejects.toThrow('The origin volume has been cancelled; unable to order duplicate volume');
    await expect(duplicate(staasWith((v) => delete v.snapshotCapacityGb), 'block'))
      .rejects.toThrow('Snapshot space not found for the origin volume. Origin snapshot space is needed for duplication.');
    await expect(duplicate(staasWith((v) => delete v.billingItem!.location), 'block')).rejects.toThrow("Cannot find origin volume's location");
    await expect(duplicate(staasWith((v) => { v.staasVersion = '1'; }), 'block'))
      .rejects.toThrow('This volume cannot be duplicated since it does not support Encryption at Rest.');
    expect(fx.calls()).toEqual([]);
    await expect(duplicate(staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_BLOCK_STORAGE_REPLICANT' }; delete v.provisionedIops; }), 'block'))
      .rejects.toThrow("Cannot find origin volume's provisioned IOPS");
    await expect(duplicate(staasWith((v) => { v.storageType = { keyName: 'NINJA_CATS' }; }), 'block'))
      .rejects.toThrow('Origin volume does not have a valid storage type (with an appropriate keyName to indicate the volume is a PERFORMANCE or an ENDURANCE volume)');
  });

  const order = { complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, quantity: 1, location: DAL10, duplicateOriginVolumeId: 102, useHourlyPricing: false };

  it('performance: the origin\'s values, or new ones (block and file)', async () => {
    expect(await duplicate(staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_FILE_STORAGE_REPLICANT' }; }), 'file'))
      .toEqual({ ...order, prices: prices(189_433, 189_453, 189_993, 190_053, 191_193), volumeSize: 500, iops: 1000 });
    const given = { iops: 2000, duplicateSize: 1000, duplicateSnapshotSize: 10 };
    expect(await duplicate(staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_BLOCK_STORAGE' }; }), 'block', given))
      .toEqual({ ...order, prices: prices(189_433, 189_443, 190_113, 190_173, 191_193), volumeSize: 1000, iops: 2000 });
    expect(await duplicate(staasWith((v) => { v.storageType = { keyName: 'PERFORMANCE_FILE_STORAGE' }; }), 'file', given))
      .toEqual({ ...order, prices: prices(189_433, 189_453, 190_113, 190_173, 191_193), volumeSize: 1000, iops: 2000 });
  });

  it('endurance: the origin\'s values, or new ones (block and file); a dependent duplicate', async () => {
    expect(await duplicate(staasWith((v) => { v.storageType = { keyName: 'ENDURANCE_FILE_STORAGE_REPLICANT' }; }), 'file'))
      .toEqual({ ...order, prices: prices(189_433, 189_453, 193_433, 193_373, 193_613), volumeSize: 500 });
    const given = { tier: 4, duplicateSize: 1000, duplicateSnapshotSize: 10 };
    expect(await duplicate(staasVolume(), 'block', given)).toEqual({ ...order, prices: prices(189_433, 189_443, 194_763, 194_703, 194_943), volumeSize: 1000 });
    expect(await duplicate(staasWith((v) => { v.storageType = { keyName: 'ENDURANCE_FILE_STORAGE' }; }), 'file', given))
      .toEqual({ ...order, prices: prices(189_433, 189_453, 194_763, 194_703, 194_943), volumeSize: 1000 });
    expect(await duplicate(staasVolume(), 'block', { duplicateSnapshotSize: 0, dependentDuplicate: true, hourlyBillingFlag: true }))
      .toEqual({ ...order, prices: prices(189_433, 189_443, 193_433, 193_373), volumeSize: 500, useHourlyPricing: true, isDependentDuplicateFlag: 1 });
  });
});

describe('prepareModifyOrderObject', () => {
  const modify = (volume: NetworkStorage, iops?: number, tier?: number, size?: number) => prepareModifyOrderObject(fx.client, volume, iops, tier, size);
  const performance = (edit: (v: NetworkStorage) => void = () => undefined, keyName = 'PERFORMANCE_BLOCK_STORAGE') =>
    staasWith((v) => { v.storageType = { keyName }; edit(v); });
  const upgrade = { complexType: `${ORDER}Network_Storage_AsAService_Upgrade`, packageId: 759, volume: { id: 102 } };

  it('refusals: cancelled, STaaS v1, nothing to change, no IOPS, an invalid storage type', async () => {
    await expect(modify(staasWith((v) => delete v.billingItem))).rejects.toThrow('The volume has been cancelled; unable to modify volume.');
    await expect(modify(staasWith((v) => { v.staasVersion = '1'; }))).rejects.toThrow('This volume cannot be modified since it does not support Encryption at Rest.');
    await expect(modify(performance())).rejects.toThrow('A size or IOPS value must be given to modify this performance volume.');
    await expect(modify(performance((v) => delete v.provisionedIops), undefined, undefined, 40)).rejects.toThrow("Cannot find volume's provisioned IOPS.");
    await expect(modify(staasVolume())).rejects.toThrow('A size or tier value must be given to modify this endurance volume.');
    await expect(modify(staasWith((v) => { v.storageType = { keyName: 'NINJA_PENGUINS' }; })))
      .rejects.toThrow('Volume does not have a valid storage type (with an appropriate keyName to indicate the volume is a PERFORMANCE or an ENDURANCE volume).');
  });

  it('performance: the existing IOPS, the existing size, both new', async () => {
    expect(await modify(performance(undefined, 'PERFORMANCE_FILE_STORAGE'), undefined, undefined, 1000))
      .toEqual({ ...upgrade, prices: prices(189_433, 190_113, 190_173), volumeSize: 1000, iops: 1000 });
    expect(await modify(performance(), 2000)).toEqual({ ...upgrade, prices: prices(189_433, 189_993, 190_053), volumeSize: 500, iops: 2000 });
    expect(await modify(performance(undefined, 'PERFORMANCE_FILE_STORAGE'), 2000, undefined, 1000))
      .toEqual({ ...upgrade, prices: prices(189_433, 190_113, 190_173), volumeSize: 1000, iops: 2000 });
  });

  it('endurance: the existing tier, the existing size, both new', async () => {
    expect(await modify(staasWith((v) => { v.storageType = { keyName: 'ENDURANCE_FILE_STORAGE' }; }), undefined, undefined, 1000))
      .toEqual({ ...upgrade, prices: prices(189_433, 193_433, 193_373), volumeSize: 1000 });
    expect(await modify(staasVolume(), undefined, 4)).toEqual({ ...upgrade, prices: prices(189_433, 194_763, 194_703), volumeSize: 500 });
    expect(await modify(staasWith((v) => { v.storageType = { keyName: 'ENDURANCE_FILE_STORAGE' }; }), undefined, 4, 1000))
      .toEqual({ ...upgrade, prices: prices(189_433, 194_763, 194_703), volumeSize: 1000 });
  });
});
