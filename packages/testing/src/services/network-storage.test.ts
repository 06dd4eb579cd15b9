import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conformanceProblem } from '../http/conformance.js';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { SEEDED_STORAGE } from '../data/storage-data.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

const STORAGE = 'Vendor_Network_Storage';
const init = (service: string, id: number): Record<string, unknown> => ({ [`${service}InitParameters`]: { id } });
const on = (id: number, text?: string): Record<string, unknown> => ({ ...init(STORAGE, id), ...(text === undefined ? {} : mask(text)) });
const { enduranceBlockVolumeId: DB, performanceBlockVolumeId: PERF, enduranceFileVolumeId: SHARED, objectStorageAccountId: HUB } = SEEDED_STORAGE;
type Volume = Record<string, unknown> & { id: number };
/** Any string, in an expected value. */
const ANY_STRING = expect.any(String) as string;

describe('block and file storage in the fake server: the demo account', () => {
  it('lists block volumes (Account.getIscsiNetworkStorage) and file volumes (getNasNetworkStorage), each of both storage types', async () => {
    const block = await value<Volume[]>(server, 'Vendor_Account', 'getIscsiNetworkStorage', { headers: mask('id,username,storageType.keyName') });
    const file = await value<Volume[]>(server, 'Vendor_Account', 'getNasNetworkStorage', { headers: mask('id,username,storageType.keyName') });
    expect(block.map((v) => (v.storageType as { keyName: string }).keyName)).toEqual([
      'ENDURANCE_BLOCK_STORAGE', 'ENDURANCE_BLOCK_STORAGE', 'PERFORMANCE_BLOCK_STORAGE', 'ENDURANCE_BLOCK_STORAGE',
    ]);
    expect(file.map((v) => v.username)).toEqual(['SL02SV284521_4', 'SL02SV284521_4_REP_1', 'SL02SV284521_5', 'SL02SV284521_6']);
    // Everything is on the account's whole list of storage too, after the other areas' volumes.
    const all = await value<Volume[]>(server, 'Vendor_Account', 'getNetworkStorage', { headers: mask('id') });
    expect(all.map((v) => v.id)).toEqual(expect.arrayContaining([...block, ...file].map((v) => v.id)));
    expect(await value(server, 'Vendor_Account', 'getHubNetworkStorage', { headers: mask('id,username') })).toEqual([{ id: HUB, username: 'SLOS284521-2' }]);
  });

  it('relational properties (snapshotCapacityGb, provisionedIops, …) come only when a mask names them, as the API sends them', async () => {
    const plain = await value<Volume>(server, STORAGE, 'getObject', { headers: on(DB) });
    expect(Object.keys(plain).sort()).toEqual(['accountId', 'capacityGb', 'createDate', 'id', 'nasType', 'notes', 'password', 'serviceProviderId', 'upgradableFlag', 'username']);
    const named = await value<Volume>(server, STORAGE, 'getObject', { headers: on(DB, 'id,snapshotCapacityGb,provisionedIops,activeTransactionCount,replicationPartnerCount') });
    expect(named).toEqual({ id: DB, snapshotCapacityGb: '20', provisionedIops: '1000', activeTransactionCount: 0, replicationPartnerCount: 1 });
  });

  it('every mask slcli\'s block and file commands send is valid for the API, and answers', async () => {
    const cliMasks = [
      'mask[serviceResource[datacenter[name]],replicationPartners[serviceResource[datacenter[name]]]]',
      'id,username,serviceResource.datacenter.name,storageType.keyName,capacityGb,provisionedIops,serviceResourceBackendIpAddress,lunId,activeTransactionCount,replicationPartnerCount,notes',
      'id,username,serviceResource.datacenter.name,storageType.keyName,capacityGb,bytesUsed,serviceResourceBackendIpAddress,activeTransactionCount,fileNetworkMountAddress,replicationPartnerCount,notes',
      'allowedVirtualGuests[hostname,domain],allowedHardware[hostname,domain],allowedSubnets[networkIdentifier,cidr,note],allowedIpAddresses[ipAddress,note],' +
        'allowedVirtualGuests.primaryBackendIpAddress,allowedHardware.primaryBackendIpAddress,allowedSubnets.allowedHost.sourceSubnet,' +
        'allowedVirtualGuests.allowedHost.name,allowedVirtualGuests.allowedHost.credential.username,allowedVirtualGuests.allowedHost.credential.password,' +
        'allowedIpAddresses.allowedHost.id',
      'id,notes,snapshotCreationTimestamp,snapshotSizeBytes',
    ];
    for (const text of cliMasks) {
      const request = { service: 'Vendor_Account', method: 'getIscsiNetworkStorage', args: [], headers: mask(text) };
      expect(conformanceProblem(request), text).toBeUndefined();
    }
    const counted = await value<Volume[]>(server, 'Vendor_Account', 'getIscsiNetworkStorage', { headers: mask(cliMasks[0]!) });
    expect(counted[0]).toMatchObject({ serviceResource: { datacenter: { name: 'dal10' } }, replicationPartners: [{ serviceResource: { datacenter: { name: 'wdc07' } } }] });
    const access = await value<Record<string, Array<Record<string, unknown>>>>(server, STORAGE, 'getObject', { headers: on(SHARED, cliMasks[3]) });
    expect(access.allowedSubnets?.[0]).toMatchObject({ networkIdentifier: ANY_STRING, allowedHost: { sourceSubnet: '' } });
    expect(access.allowedVirtualGuests?.[0]).toMatchObject({ hostname: ANY_STRING, allowedHost: { name: (expect.stringMatching(/^iqn\./) as string), credential: { username: ANY_STRING, password: ANY_STRING } } });
  });

  it('Network_Storage_Iscsi reads the block volumes; Network_Storage_Allowed_Host the hosts with their volumes', async () => {
    expect(await value(server, 'Vendor_Network_Storage_Iscsi', 'getObject', { headers: { ...init('Vendor_Network_Storage_Iscsi', PERF), ...mask('id,username') } }))
      .toEqual({ id: PERF, username: 'SL02SEL284521-2' });
    expect((await rpc(server, 'Vendor_Network_Storage_Iscsi', 'getObject', { headers: init('Vendor_Network_Storage_Iscsi', SHARED) })).fault?.faultCode).toBe('Vendor_Exception_ObjectNotFound');
    const access = await value<{ allowedHardware: Array<{ allowedHost: { id: number } }> }>(server, STORAGE, 'getObject', { headers: on(DB, 'allowedHardware[allowedHost]') });
    const hostId = access.allowedHardware[0]!.allowedHost.id;
    const host = await value<Record<string, unknown>>(server, 'Vendor_Network_Storage_Allowed_Host', 'getObject', {
      headers: { ...init('Vendor_Network_Storage_Allowed_Host', hostId), ...mask('id,resourceTableName,assignedVolumes[id],assignedIscsiVolumeCount,credential[username]') },
    });
    expect(host).toMatchObject({ resourceTableName: 'HARDWARE', assignedVolumes: [{ id: DB }], assignedIscsiVolumeCount: 1, credential: { username: (expect.stringMatching(/^SL02SU/) as string) } });
  });

  it('the storage packages: found by category and status, items carrying their category under the reference\'s mask', async () => {
    const found = await value<Array<{ id: number; items: Array<Record<string, unknown>> }>>(server, 'Vendor_Product_Package', 'getAllObjects', {
      headers: {
        ...mask('id,name,items[prices[categories],attributes]'),
        Vendor_Product_PackageObjectFilter: { categories: { categoryCode: { operation: '_= storage_service_enterprise' } }, statusCode: { operation: '_= ACTIVE' } },
      },
    });
    expect(found.map((p) => p.id)).toEqual([240]);
    expect(found[0]!.items.every((item) => typeof (item.itemCategory as { categoryCode?: string } | undefined)?.categoryCode === 'string')).toBe(true);
    const regions = await value<unknown[]>(server, 'Vendor_Product_Package', 'getRegions', { headers: init('Vendor_Product_Package', 759) });
    expect(regions).toHaveLength(4);
  });

  it('a reset brings the seeded storage back', async () => {
    await value(server, 'Vendor_Billing_Item', 'cancelItem', {
      args: [true, true, 'gone'],
      headers: init('Vendor_Billing_Item', (await value<{ billingItem: { id: number } }>(server, STORAGE, 'getObject', { headers: on(PERF, 'billingItem') })).billingItem.id),
    });
    expect((await rpc(server, STORAGE, 'getObject', { headers: on(PERF) })).fault?.faultCode).toBe('Vendor_Exception_ObjectNotFound');
    server.state.reset();
    expect(await value(server, STORAGE, 'getObject', { headers: on(PERF, 'id') })).toEqual({ id: PERF });
  });
});

describe('storage orders are checked as the API checks them', () => {
  const order = (container: Record<string, unknown>) => rpc(server, 'Vendor_Product_Order', 'verifyOrder', { args: [container] });
  const saas = {
    complexType: 'Vendor_Container_Product_Order_Network_Storage_AsAService', packageId: 759, quantity: 1, location: 1_854_895, useHourlyPricing: false,
  };
  const ids = (...list: number[]): Array<{ id: number }> => list.map((id) => ({ id }));

  it.each([
    ['a price of another package', { ...saas, prices: ids(189_433, 189_443, 45_128), volumeSize: 500 }, /is not a price of package STORAGE_AS_A_SERVICE/],
    ['no space price', { ...saas, prices: ids(189_433, 189_443, 193_373), volumeSize: 500 }, /storage space price/],
    ['a size outside the space item', { ...saas, prices: ids(189_433, 189_443, 189_993, 190_053), volumeSize: 1500, iops: 1000 }, /is not for 1500 GB/],
    ['an IOPS price for another size', { ...saas, prices: ids(189_433, 189_443, 189_993, 190_173), volumeSize: 500, iops: 1000 }, /IOPS price 190173 is not for 500 GB/],
    ['a tier that does not match the space item', { ...saas, prices: ids(189_433, 189_443, 193_433, 194_703), volumeSize: 500, osFormatType: { keyName: 'LINUX' } }, /not for tier 4/],
    ['block and file prices both', { ...saas, prices: ids(189_433, 189_443, 189_453, 193_433, 193_373), volumeSize: 500 }, /storage_block or a storage_file price/],
    ['a block volume without an OS type', { ...saas, prices: ids(189_433, 189_443, 193_433, 193_373), volumeSize: 500 }, /osFormatType/],
    ['a snapshot price for another tier', { ...saas, prices: ids(189_433, 189_453, 193_433, 193_373, 194_943), volumeSize: 500 }, /snapshot space price 194943/],
    ['an unknown datacenter', { ...saas, prices: ids(189_433, 189_453, 193_433, 193_373), volumeSize: 500, location: 9 }, /unknown location/],
    ['a replica in the same datacenter', {
      ...saas, prices: ids(189_433, 189_443, 193_433, 193_373, 193_853, 194_693), volumeSize: 500, originVolumeId: DB, originVolumeScheduleId: 122_000_001,
      osFormatType: { keyName: 'LINUX' },
    }, /another datacenter/],
  ])('refuses %s', async (_, container, message) => {
    const answer = await order(container);
    expect(answer.fault?.faultString).toMatch(message);
  });

  it('verifies a good order with its prices, items and totals; placing it adds the volume', async () => {
    const container = { ...saas, prices: ids(189_433, 189_453, 193_433, 193_373, 193_613), volumeSize: 500 };
    const verified = await value<Record<string, unknown>>(server, 'Vendor_Product_Order', 'verifyOrder', { args: [container] });
    expect(verified).toMatchObject({ packageId: 759, location: '1854895', postTaxRecurring: ANY_STRING, prices: [{ id: 189_433, item: { keyName: 'STORAGE_AS_A_SERVICE' } }, {}, {}, {}, {}] });
    const receipt = await value<{ orderId: number }>(server, 'Vendor_Product_Order', 'placeOrder', { args: [container] });
    const listed = await value<Volume[]>(server, 'Vendor_Account', 'getNasNetworkStorage', {
      headers: { ...mask('id,capacityGb,snapshotCapacityGb,storageTierLevel,billingItem[orderItem[order]]') },
    });
    expect(listed.at(-1)).toMatchObject({ capacityGb: 500, snapshotCapacityGb: '10', storageTierLevel: 'READHEAVY_TIER', billingItem: { orderItem: { order: { id: receipt.orderId } } } });
  });
});

describe('state changes the storage methods make', () => {
  it('volume methods refuse what is not a volume of the account, and bad arguments, naming them', async () => {
    const refusals: Array<[string, number, unknown[], RegExp]> = [
      ['createOrUpdateLunId', SHARED, [3], /file volume; only block volumes have a LUN id/],
      ['createOrUpdateLunId', PERF, [5000], /LUN id as argument 1 \(an integer from 0 to 4095\)/],
      ['enableSnapshots', PERF, ['DAILY', 5, 0, 0, 'SUNDAY'], /no snapshot space/],
      ['enableSnapshots', DB, ['MONTHLY', 5, 0, 0, 'SUNDAY'], /schedule type must be one of HOURLY, DAILY, WEEKLY/],
      ['setSnapshotNotification', DB, ['maybe'], /notification flag/],
      ['getDuplicateConversionStatus', DB, [], /not being converted/],
      ['allowAccessFromHostList', DB, [[{ objectType: 'Vendor_Virtual_Guest' }]], /host template 1: no Vendor_Virtual_Guest with id/],
      ['allowAccessFromHostList', DB, [[{ objectType: 'Vendor_Account', id: 1 }]], /objectType must be one of/],
    ];
    for (const [method, id, args, message] of refusals) {
      const answer = await rpc(server, STORAGE, method, { headers: on(id), args });
      expect(answer.fault?.faultString, method).toMatch(message);
    }
    const snapshots = await value<Volume[]>(server, STORAGE, 'getSnapshots', { headers: on(DB, 'id') });
    const onSnapshot = await rpc(server, STORAGE, 'createSnapshot', { headers: on(snapshots[0]!.id), args: ['x'] });
    expect(onSnapshot.fault?.faultString).toMatch(/is not a block or file volume/);
  });

  it('a schedule enabled on a volume takes the place of the one of its type; its properties name what was asked', async () => {
    await value(server, STORAGE, 'enableSnapshots', { headers: on(DB), args: ['WEEKLY', 2, 5, 6, 'monday'] });
    const { schedules } = await value<{ schedules: Array<{ type: { keyname: string }; properties: Array<{ type: { keyname: string }; value: string }> }> }>(
      server, STORAGE, 'getObject', { headers: on(DB, 'schedules[type,properties[type]]') },
    );
    const weekly = schedules.filter((s) => s.type.keyname === 'SNAPSHOT_WEEKLY');
    expect(weekly).toHaveLength(1);
    expect(weekly[0]!.properties.map((p) => `${p.type.keyname}=${p.value}`)).toEqual(['MINUTE=5', 'HOUR=6', 'DAY_OF_WEEK=MONDAY', 'SNAPSHOT_LIMIT=2']);
  });

  it('a modification shows as an active transaction while the provisioning delay runs', async () => {
    const slow = await startFakeServer({ provisionDelayMs: 60_000 });
    try {
      await value(slow, 'Vendor_Product_Order', 'placeOrder', {
        args: [{ complexType: 'Vendor_Container_Product_Order_Network_Storage_AsAService_Upgrade', packageId: 759, prices: [{ id: 189_433 }, { id: 193_433 }, { id: 193_373 }], volume: { id: DB }, volumeSize: 1000 }],
      });
      const volume = await value<Volume>(slow, STORAGE, 'getObject', { headers: on(DB, 'capacityGb,activeTransactionCount,activeTransactions[transactionStatus]') });
      expect(volume).toMatchObject({ capacityGb: 1000, activeTransactionCount: 1, activeTransactions: [{ transactionStatus: { friendlyName: 'Modifying the volume' } }] });
    } finally {
      await slow.close();
    }
  });
});

describe('slcli block/file volume-options reads the package by id', () => {
  it('getItems(759, mask[categories]) gives each item its categories and item category; getRegions the datacenters', async () => {
    const items = await value<Array<{ keyName: string; categories: Array<{ categoryCode: string }>; itemCategory: { categoryCode: string } }>>(
      server, 'Vendor_Product_Package', 'getItems', { headers: { ...init('Vendor_Product_Package', 759), ...mask('mask[categories]') } },
    );
    const byCategory = (code: string): string[] => items.filter((item) => item.itemCategory.categoryCode === code).map((item) => item.keyName);
    expect(byCategory('storage_tier_level')).toEqual(['LOW_INTENSITY_TIER', 'READHEAVY_TIER', 'WRITEHEAVY_TIER', '10_IOPS_PER_GB']);
    expect(byCategory('performance_storage_space')).toContain('500_999_GBS');
    expect(items.filter((item) => item.categories.some((c) => c.categoryCode === 'storage_snapshot_space'))).toHaveLength(11);
    const regions = await value<Array<{ keyname: string; location: { locationId: number } }>>(server, 'Vendor_Product_Package', 'getRegions', {
      headers: init('Vendor_Product_Package', 759),
    });
    expect(regions.map((region) => region.keyname)).toEqual(['DALLAS10', 'WASHINGTON7', 'FRANKFURT2', 'TOKYO2']);
  });
});
