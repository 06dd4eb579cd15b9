/**
 * The reference client's block storage manager tests (tests/managers/block_tests.py), ported to run
 * against the fake server: each asserts the remote calls (service, method, id, arguments, mask,
 * filter) and then what the call changed in the account. Where the reference mocks a volume of a
 * particular shape, the test uses a seeded volume of that shape (the hourly duplicate, the replica
 * without a billing item, …) or, for shapes the account has none of, an injected answer.
 */
import { ServiceAPIError, ServiceError } from '@svclib/core';
import { SEEDED_STORAGE } from '@svclib/testing';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Network_Storage } from '@svclib/model';
import { BlockStorageManager } from './block-storage-manager.js';
import { NameResolutionError } from './errors.js';
import { StorageManager } from './storage-manager.js';
import { collect, maskHeader, useFixture, type Fixture } from './test-fixture.js';
import { ANY_NUMBER, ANY_STRING, call, DAL10, init, ORDER, prices, readVolume } from './test-storage.js';

let fx: Fixture;
let block: BlockStorageManager;
useFixture((started) => {
  fx = started;
  block = new BlockStorageManager(fx.client);
});

const { enduranceBlockVolumeId: DB, blockReplicaId: REPLICA, performanceBlockVolumeId: PERF, dependentDuplicateId: DUPE } = SEEDED_STORAGE;
const FRA02 = 449_506;

/** A volume read through the API with `mask`. */
const volume = (id: number, mask: string): Promise<Network_Storage> => readVolume(fx.client, id, mask);

/** The billing item id of a volume and of its snapshot space. */
async function billingOf(id: number): Promise<{ item: number; snapshot: number | undefined }> {
  const { billingItem } = await volume(id, 'billingItem[id,activeChildren[id,categoryCode]]');
  fx.server.state.requests.length = 0;
  return { item: billingItem!.id!, snapshot: billingItem?.activeChildren?.find((child) => child.categoryCode === 'storage_snapshot_space')?.id };
}

describe('cancelBlockVolume', () => {
  it('immediately: reads the billing item (CANCEL_MASK), cancels it at once; the volume and its replica are gone', async () => {
    const { item } = await billingOf(DB);
    expect(await block.cancelBlockVolume(DB, { immediate: true })).toBe(true);
    expect(fx.calls()).toEqual([
      call('getObject', DB, [], maskHeader('mask[id,billingItem[id,hourlyFlag]]')),
      { service: 'Vendor_Billing_Item', method: 'cancelItem', args: [true, true, 'No longer needed'], headers: { Vendor_Billing_ItemInitParameters: { id: item } } },
    ]);
    expect((await block.listBlockVolumes()).map((v) => v.id)).toEqual([PERF, DUPE]);
  });

  it('an hourly volume is cancelled at once even when not asked (immediate_hourly_billing, billing_item_found)', async () => {
    const { item } = await billingOf(PERF);
    await block.cancelBlockVolume(PERF, { immediate: false, reason: 'moved' });
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Billing_Item', method: 'cancelItem', args: [true, true, 'moved'], headers: { Vendor_Billing_ItemInitParameters: { id: item } },
    });
    expect((await block.listBlockVolumes()).map((v) => v.id)).not.toContain(PERF);
  });

  it('a monthly volume is cancelled on its anniversary: it keeps running with a cancellation date', async () => {
    await block.cancelBlockVolume(DB);
    expect(fx.calls().at(-1)?.args).toEqual([false, true, 'No longer needed']);
    const { billingItem } = await volume(DB, 'billingItem[cancellationDate]');
    expect(billingItem?.cancellationDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    await expect(block.cancelBlockVolume(DB)).rejects.toThrow(/already set for cancellation/);
  });

  it('exception_billing_item_not_found: a volume without a billing item (a replica) was already cancelled', async () => {
    await expect(block.cancelBlockVolume(REPLICA, { immediate: true })).rejects.toThrow(new ServiceError('Storage Volume was already cancelled'));
    expect(fx.calls().map((c) => c.method)).toEqual(['getObject']);
  });
});

describe('details, lists, access lists, snapshots', () => {
  it('get_block_volume_details: Network_Storage.getObject with the reference mask', async () => {
    const details = await block.getBlockVolumeDetails(DB);
    expect(fx.calls()).toEqual([call('getObject', DB, [], maskHeader(
      'mask[id,username,password,capacityGb,snapshotCapacityGb,parentVolume.snapshotSizeBytes,storageType.keyName,' +
      'serviceResource.datacenter[name],serviceResourceBackendIpAddress,storageTierLevel,provisionedIops,lunId,originalVolumeName,' +
      'originalSnapshotName,originalVolumeSize,activeTransactionCount,activeTransactions.transactionStatus[friendlyName],' +
      'replicationPartnerCount,replicationStatus,replicationPartners[id,username,serviceResourceBackendIpAddress,' +
      'serviceResource[datacenter[name]],replicationSchedule[type[keyname]]],notes]',
    ))]);
    expect(details).toMatchObject({
      id: DB, username: 'SL02SEL284521-1', capacityGb: 500, snapshotCapacityGb: '20', storageTierLevel: 'READHEAVY_TIER', provisionedIops: '1000',
      storageType: { keyName: 'ENDURANCE_BLOCK_STORAGE' }, serviceResource: { datacenter: { name: 'dal10' } }, replicationPartnerCount: 1,
      replicationPartners: [{ id: REPLICA, serviceResource: { datacenter: { name: 'wdc07' } }, replicationSchedule: { type: { keyname: 'REPLICATION_HOURLY' } } }],
      notes: 'database',
    });
    expect(Number(details.parentVolume?.snapshotSizeBytes)).toBeGreaterThan(0);
  });

  const LIST_MASK = maskHeader('mask[id,username,lunId,capacityGb,bytesUsed,serviceResource.datacenter[name],serviceResourceBackendIpAddress,activeTransactionCount,replicationPartnerCount]');
  const BASE_FILTER = {
    storageType: { keyName: { operation: '*= BLOCK_STORAGE' } },
    serviceResource: { type: { type: { operation: '!~ ISCSI' } } },
    id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
  };

  it('list_block_volumes: Account.getIscsiNetworkStorage, the reference mask and filter; every block volume, sorted by id', async () => {
    const volumes = await block.listBlockVolumes();
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Account', method: 'getIscsiNetworkStorage', args: [], headers: { ...LIST_MASK, Vendor_AccountObjectFilter: { iscsiNetworkStorage: BASE_FILTER } },
    }]);
    expect(volumes.map((v) => v.id)).toEqual([DB, REPLICA, PERF, DUPE]);
    expect(volumes[0]).toMatchObject({ username: 'SL02SEL284521-1', lunId: '1', capacityGb: 500, serviceResource: { datacenter: { name: 'dal10' } }, replicationPartnerCount: 1 });
  });

  it('list_block_volumes_additional_filter_order: billingItem.orderItem.order.id', async () => {
    const volumes = await block.listBlockVolumes({ order: 6_000_102 });
    expect(fx.calls()[0]?.headers.Vendor_AccountObjectFilter).toEqual({
      iscsiNetworkStorage: { ...BASE_FILTER, billingItem: { orderItem: { order: { id: { operation: 6_000_102 } } } } },
    });
    expect(volumes.map((v) => v.id)).toEqual([PERF]);
  });

  it('list_block_volumes_with_additional_filters: datacenter, storage type, username', async () => {
    const volumes = await block.listBlockVolumes({ datacenter: 'dal10', storageType: 'Endurance', username: 'SL02SEL284521-3' });
    expect(fx.calls()[0]?.headers.Vendor_AccountObjectFilter).toEqual({
      iscsiNetworkStorage: {
        ...BASE_FILTER,
        storageType: { keyName: { operation: '^= ENDURANCE_BLOCK_STORAGE' } },
        username: { operation: '_= SL02SEL284521-3' },
        serviceResource: { datacenter: { name: { operation: '_= dal10' } }, type: { type: { operation: '!~ ISCSI' } } },
      },
    });
    expect(volumes.map((v) => v.id)).toEqual([DUPE]);
    expect((await block.listBlockVolumes({ storageType: 'performance' })).map((v) => v.id)).toEqual([PERF]);
    expect(await block.listBlockVolumes({ datacenter: 'tok02' })).toEqual([]);
  });

  it('iterBlockVolumes pages the same list through iterCall', async () => {
    const volumes = await collect(block.iterBlockVolumes({ chunk: 3 }));
    expect(volumes.map((v) => v.id)).toEqual([DB, REPLICA, PERF, DUPE]);
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([{ limit: 3, offset: 0 }, { limit: 3, offset: 3 }]);
  });

  it('get_block_volume_access_list: getObject with the access mask; the hosts with their credentials', async () => {
    const access = await block.getBlockVolumeAccessList(DB);
    expect(fx.calls()).toEqual([call('getObject', DB, [], maskHeader(
      'mask[id,allowedVirtualGuests[allowedHost[credential, sourceSubnet]],allowedHardware[allowedHost[credential]],' +
      'allowedSubnets[allowedHost[credential]],allowedIpAddresses[allowedHost[credential]]]',
    ))]);
    expect(access.allowedVirtualGuests).toHaveLength(2);
    expect(access.allowedHardware).toHaveLength(1);
    expect(access.allowedIpAddresses).toHaveLength(1);
    expect(access.allowedSubnets).toEqual([]);
    expect(access.allowedVirtualGuests?.[0]?.allowedHost).toMatchObject({ credential: { username: (expect.stringMatching(/^SL02SU/) as string) }, sourceSubnet: (expect.stringContaining('/') as string) });
  });

  it('get_block_volume_snapshot_list: getSnapshots with the snapshot mask', async () => {
    const snapshots = await block.getBlockVolumeSnapshotList(DB);
    expect(fx.calls()).toEqual([call('getSnapshots', DB, [], maskHeader(
      'mask[id,notes,snapshotSizeBytes,storageType[keyName],snapshotCreationTimestamp,intervalSchedule,hourlySchedule,dailySchedule,weeklySchedule]',
    ))]);
    expect(snapshots.map((s) => s.notes)).toEqual(['before upgrade', '', '']);
    // The service sends a schedule's type under the bare `weeklySchedule` (typed selection leaves it off the type: it is not named).
    expect(snapshots[1]).toMatchObject({ weeklySchedule: { type: { keyname: 'SNAPSHOT_WEEKLY' } } });
    const paged = await collect(block.iterVolumeSnapshotList(DB, { chunk: 2 }));
    expect(paged.map((s) => s.id)).toEqual(snapshots.map((s) => s.id));
  });

  it('a volume is named by its username too (resolved with listBlockVolumes, mask mask[id])', async () => {
    const details = await block.getBlockVolumeDetails('SL02SEL284521-2', { mask: 'id,capacityGb' });
    expect(details).toEqual({ id: PERF, capacityGb: 1000 });
    expect(fx.calls()[0]).toMatchObject({ method: 'getIscsiNetworkStorage', headers: maskHeader('mask[id]') });
    await expect(block.getBlockVolumeDetails('SL02SV284521_4')).rejects.toThrow(NameResolutionError);
  });
});

describe('snapshots: create, delete, restore, schedules, snapshot space', () => {
  it('create_snapshot: createSnapshot(notes); the snapshot is listed; delete_snapshot: deleteObject on it', async () => {
    const snapshot = await block.createSnapshot(DB, 'hello world');
    expect(fx.calls()).toEqual([call('createSnapshot', DB, ['hello world'])]);
    expect(snapshot).toMatchObject({ notes: 'hello world' });
    expect((await block.getBlockVolumeSnapshotList(DB)).map((s) => s.notes)).toContain('hello world');
    expect(await block.deleteSnapshot(snapshot.id!)).toBe(true);
    expect(fx.calls().at(-1)).toEqual(call('deleteObject', snapshot.id!));
    expect((await block.getBlockVolumeSnapshotList(DB)).map((s) => s.id)).not.toContain(snapshot.id);
    await expect(block.deleteSnapshot(DB)).rejects.toThrow(/not a snapshot/);
    await expect(block.createSnapshot(PERF)).rejects.toThrow(/no snapshot space/);
  });

  it('snapshot_restore: restoreFromSnapshot(snapshotId) brings the volume back to what the snapshot held', async () => {
    const [first] = await block.getBlockVolumeSnapshotList(DB);
    const before = await volume(DB, 'bytesUsed');
    fx.server.state.requests.length = 0;
    expect(await block.restoreFromSnapshot(DB, first!.id!)).toBe(true);
    expect(fx.calls()).toEqual([call('restoreFromSnapshot', DB, [first!.id])]);
    expect((await volume(DB, 'bytesUsed')).bytesUsed).toBe(before.bytesUsed);
    await expect(block.restoreFromSnapshot(PERF, first!.id!)).rejects.toThrow(/not a snapshot of volume/);
  });

  it('enable_snapshots and disable_snapshots change the schedules; list_volume_schedules reads them', async () => {
    expect(await block.enableSnapshots(DB, 'HOURLY', 10, 47, 16, 'FRIDAY')).toBe(true);
    expect(fx.calls()).toEqual([call('enableSnapshots', DB, ['HOURLY', 10, 47, 16, 'FRIDAY'])]);
    expect(await block.disableSnapshots(DB, 'DAILY')).toBe(true);
    expect(fx.calls().at(-1)).toEqual(call('disableSnapshots', DB, ['DAILY']));
    fx.server.state.requests.length = 0;
    const schedules = await block.listVolumeSchedules(DB);
    expect(fx.calls()).toEqual([call('getObject', DB, [], maskHeader('schedules[type,properties[type]]'))]);
    expect(schedules.map((s) => s.type?.keyname)).toEqual(['SNAPSHOT_WEEKLY', 'REPLICATION_HOURLY', 'SNAPSHOT_HOURLY']);
    const hourly = schedules[2]!;
    expect(hourly.properties?.map((p) => [p.type?.keyname, p.value])).toEqual([['MINUTE', '47'], ['HOUR', '-1'], ['DAY_OF_WEEK', '-1'], ['SNAPSHOT_LIMIT', '10']]);
    await expect(block.disableSnapshots(DB, 'DAILY')).rejects.toThrow(/no daily snapshot schedule/);
    await expect(block.enableSnapshots(DB, 'WEEKLY', 5, 0, 0, 'FUNDAY')).rejects.toThrow(/day of the week/);
    expect(await block.listVolumeSchedules(PERF)).toEqual([]);
  });

  it('cancel_snapshot_immediately: cancelItem on the snapshot space item; the space, snapshots and snapshot schedules are gone', async () => {
    const { snapshot } = await billingOf(DB);
    expect(await block.cancelSnapshotSpace(DB, { immediate: true })).toBe(true);
    expect(fx.calls()).toEqual([
      call('getObject', DB, [], maskHeader('mask[id,billingItem[activeChildren,hourlyFlag]]')),
      { service: 'Vendor_Billing_Item', method: 'cancelItem', args: [true, true, 'No longer needed'], headers: { Vendor_Billing_ItemInitParameters: { id: snapshot } } },
    ]);
    expect(await volume(DB, 'snapshotCapacityGb,snapshots,schedules')).toMatchObject({ snapshotCapacityGb: '0', snapshots: [], schedules: [{ type: { keyname: 'REPLICATION_HOURLY' } }] });
  });

  it('cancel_snapshot_hourly_billing_immediate_true/false: an hourly volume\'s space is cancelled at once either way', async () => {
    const { snapshot } = await billingOf(DUPE);
    await block.cancelSnapshotSpace(DUPE, { immediate: false });
    expect(fx.calls().at(-1)).toMatchObject({ args: [true, true, 'No longer needed'], headers: { Vendor_Billing_ItemInitParameters: { id: snapshot } } });
  });

  it('cancel_snapshot_exception_*: no active children (a replica), no snapshot space item (a volume without snapshot space)', async () => {
    await expect(block.cancelSnapshotSpace(REPLICA)).rejects.toThrow(new ServiceError('No snapshot space found to cancel'));
    await expect(block.cancelSnapshotSpace(PERF)).rejects.toThrow(new ServiceError('No snapshot space found to cancel'));
    expect(fx.calls().every((c) => c.method === 'getObject')).toBe(true);
  });

  it('order_block_snapshot_space_upgrade and order_block_snapshot_space: the reference\'s orders; the space grows', async () => {
    await block.orderSnapshotSpace(DB, 40, undefined, true);
    expect(fx.calls().slice(0, 1)).toEqual([call('getObject', DB, [], maskHeader(
      'mask[id,billingItem[location,hourlyFlag],storageType[keyName],storageTierLevel,provisionedIops,staasVersion,hasEncryptionAtRest]',
    ))]);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Product_Order', method: 'placeOrder', headers: {},
      args: [{
        complexType: `${ORDER}Network_Storage_Enterprise_SnapshotSpace_Upgrade`, packageId: 759, prices: [{ id: ANY_NUMBER }], quantity: 1,
        location: DAL10, volumeId: DB, useHourlyPricing: false,
      }],
    });
    expect((await volume(DB, 'snapshotCapacityGb')).snapshotCapacityGb).toBe('40');
    fx.server.state.requests.length = 0;
    await block.orderSnapshotSpace(PERF, 10, null, false);
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_Enterprise_SnapshotSpace`, packageId: 759, prices: prices(191_193), quantity: 1,
      location: DAL10, volumeId: PERF, useHourlyPricing: true,
    }]);
    expect((await volume(PERF, 'snapshotCapacityGb')).snapshotCapacityGb).toBe('10');
    await expect(block.orderSnapshotSpace(PERF, 20, undefined, false)).rejects.toThrow(/snapshot space already/);
    await expect(block.orderSnapshotSpace(DB, 20, undefined, true, { test: true })).rejects.toThrow(/must add snapshot space/);
  });

  it('get/set volume snapshot notification', async () => {
    expect(await block.getVolumeSnapshotNotificationStatus(DB)).toBe(1);
    expect(await block.getVolumeSnapshotNotificationStatus(PERF)).toBe(0);
    await block.setVolumeSnapshotNotification(DB, false);
    expect(fx.calls().at(-1)).toEqual(call('setSnapshotNotification', DB, [false]));
    expect(await block.getVolumeSnapshotNotificationStatus(DB)).toBe(0);
  });
});

describe('replicas', () => {
  it('replicant_failover, replicant_failback, disaster_recovery_failover: the volume and its replica swap sites', async () => {
    expect(await block.failoverToReplicant(DB, REPLICA)).toBe(true);
    expect(fx.calls()).toEqual([call('failoverToReplicant', DB, [REPLICA])]);
    expect(await volume(DB, 'replicationStatus,serviceResource[datacenter[name]]')).toMatchObject({
      replicationStatus: 'FAILOVER_COMPLETED', serviceResource: { datacenter: { name: 'wdc07' } },
    });
    await expect(block.failoverToReplicant(DB, REPLICA)).rejects.toThrow(/already failed over/);
    expect(await block.failbackFromReplicant(DB)).toBe(true);
    expect(fx.calls().at(-1)).toEqual(call('failbackFromReplicant', DB));
    expect(await volume(DB, 'replicationStatus,serviceResource[datacenter[name]]')).toMatchObject({
      replicationStatus: 'FAILBACK_COMPLETED', serviceResource: { datacenter: { name: 'dal10' } },
    });
    expect(await block.disasterRecoveryFailoverToReplicant(DB, REPLICA)).toBe(true);
    expect(fx.calls().at(-1)).toEqual(call('disasterRecoveryFailoverToReplicant', DB, [REPLICA]));
    await expect(block.failbackFromReplicant(DB)).rejects.toThrow(/not possible through the API/);
    await expect(block.failoverToReplicant(PERF, REPLICA)).rejects.toThrow(/not a replica of volume/);
  });

  it('get_replication_partners and get_replication_locations', async () => {
    const partners = await block.getReplicationPartners(DB);
    const locations = await block.getReplicationLocations(DB);
    expect(fx.calls()).toEqual([call('getReplicationPartners', DB), call('getValidReplicationTargetDatacenterLocations', DB)]);
    expect(partners.map((p) => p.id)).toEqual([REPLICA]);
    expect(locations.map((l) => l.name)).toEqual(['wdc07', 'fra02', 'tok02']);
  });

  it('order_block_replicant_endurance: the reference\'s order; the replica is listed and partnered', async () => {
    await block.orderReplicantVolume(DB, 'WEEKLY', 'fra02');
    expect(fx.calls().map((c) => `${c.service}.${c.method}`)).toEqual([
      'Vendor_Network_Storage.getObject', 'Vendor_Location_Datacenter.getDatacenters', 'Vendor_Product_Package.getAllObjects', 'Vendor_Product_Order.placeOrder',
    ]);
    expect(fx.calls()[0]?.headers).toEqual({ ...init(DB), ...maskHeader(StorageManager.REPLICANT_MASK) });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 193_433, 193_373, 193_853, 194_693),
      quantity: 1, location: FRA02, originVolumeId: DB, originVolumeScheduleId: 122_000_001, useHourlyPricing: false, volumeSize: 500,
      osFormatType: { keyName: 'LINUX' },
    }]);
    const partners = await block.getReplicationPartners(DB);
    expect(partners).toHaveLength(2);
    expect(partners[1]).toMatchObject({ username: 'SL02SEL284521-1_REP_2', capacityGb: 500 });
  });

  it('order_block_replicant_performance_os_type_given: snapshot space and a weekly schedule first, then the replica in XEN', async () => {
    await block.orderSnapshotSpace(PERF, 10, undefined, false);
    await block.enableSnapshots(PERF, 'WEEKLY', 4, 0, 1, 'SUNDAY');
    const [weekly] = await block.listVolumeSchedules(PERF);
    fx.server.state.requests.length = 0;
    await block.orderReplicantVolume(PERF, 'WEEKLY', 'fra02', { osType: 'XEN' });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 190_113, ANY_NUMBER, 191_193, 192_033),
      quantity: 1, location: FRA02, originVolumeId: PERF, originVolumeScheduleId: weekly!.id, useHourlyPricing: true, volumeSize: 1000, iops: 4000,
      osFormatType: { keyName: 'XEN' },
    }]);
  });

  it('order_block_replicant_os_type_not_found: no OS type on the volume and none given', async () => {
    fx.server.inject({
      service: 'Network_Storage', method: 'getObject', times: 1,
      failure: { kind: 'result', value: { id: DB, capacityGb: 500, snapshotCapacityGb: '20', storageType: { keyName: 'ENDURANCE_BLOCK_STORAGE' }, provisionedIops: '1000',
        storageTierLevel: 'READHEAVY_TIER', staasVersion: '2', hasEncryptionAtRest: true, schedules: [{ id: 122_000_001, type: { keyname: 'SNAPSHOT_WEEKLY' } }],
        billingItem: { id: 1, categoryCode: 'storage_as_a_service', activeChildren: [] } } },
    });
    await expect(block.orderReplicantVolume(DB, 'WEEKLY', 'fra02'))
      .rejects.toThrow(new ServiceError("Cannot find primary volume's os-type automatically; must specify manually"));
    expect(fx.calls().map((c) => c.method)).not.toContain('placeOrder');
  });
});

describe('orders: new volumes, duplicates, modifications', () => {
  it('order_block_volume_performance and order_block_volume_endurance: the reference\'s orders; the volumes are listed', async () => {
    await block.orderBlockVolume('performance', 'dal10', 1000, 'LINUX', { iops: 2000, serviceOffering: 'storage_as_a_service' });
    expect(fx.calls().map((c) => `${c.service}.${c.method}`)).toEqual([
      'Vendor_Location_Datacenter.getDatacenters', 'Vendor_Product_Package.getAllObjects', 'Vendor_Product_Order.placeOrder',
    ]);
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 190_113, 190_173),
      volumeSize: 1000, quantity: 1, location: DAL10, iops: 2000, useHourlyPricing: false, osFormatType: { keyName: 'LINUX' },
    }]);
    await block.orderBlockVolume('endurance', 'dal10', 1000, 'LINUX', { tierLevel: 4 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 194_763, 194_703),
      volumeSize: 1000, quantity: 1, location: DAL10, useHourlyPricing: false, osFormatType: { keyName: 'LINUX' },
    }]);
    const listed = await block.listBlockVolumes({ mask: 'id,capacityGb,provisionedIops,storageTierLevel,storageType[keyName]' });
    expect(listed.slice(-2)).toMatchObject([
      { capacityGb: 1000, provisionedIops: '2000', storageType: { keyName: 'PERFORMANCE_BLOCK_STORAGE' } },
      { capacityGb: 1000, storageTierLevel: 'WRITEHEAVY_TIER', storageType: { keyName: 'ENDURANCE_BLOCK_STORAGE' } },
    ]);
  });

  it('test: verifyOrder only; nothing is added', async () => {
    const verified = await block.orderBlockVolume('endurance', 'dal10', 500, 'VMWARE', { tierLevel: 0.25, snapshotSize: 5, test: true });
    expect(fx.calls().at(-1)?.method).toBe('verifyOrder');
    expect(verified).toMatchObject({ packageId: 759, postTaxRecurring: ANY_STRING });
    expect(await block.listBlockVolumes()).toHaveLength(4);
    await expect(block.orderBlockVolume('endurance', 'dal10', 500, 'LINUX', { tierLevel: 2, iops: 100, serviceOffering: 'nope' as never })).rejects.toThrow(TypeError);
  });

  it('order_block_duplicate_endurance (snapshot, size, tier given): the reference\'s order; the duplicate is made', async () => {
    const [snapshot] = await block.getBlockVolumeSnapshotList(DB);
    fx.server.state.requests.length = 0;
    await block.orderDuplicateVolume(DB, {
      originSnapshotId: snapshot!.id, duplicateSize: 1000, duplicateIops: undefined, duplicateTierLevel: 4, duplicateSnapshotSize: 10,
    });
    expect(fx.calls()[0]?.headers).toEqual({ ...init(DB), ...maskHeader(StorageManager.DUPLICATE_MASK) });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 194_763, 194_703, 194_943),
      volumeSize: 1000, quantity: 1, location: DAL10, duplicateOriginVolumeId: DB, osFormatType: { keyName: 'LINUX' },
      duplicateOriginSnapshotId: snapshot!.id, useHourlyPricing: false,
    }]);
    const made = (await block.listBlockVolumes({ mask: 'id,originalVolumeName,originalSnapshotName,capacityGb' })).at(-1);
    expect(made).toMatchObject({ originalVolumeName: 'SL02SEL284521-1', originalSnapshotName: 'before upgrade', capacityGb: 1000 });
  });

  it('order_block_duplicate_endurance_no_duplicate_snapshot and _depdupe (dependent, hourly)', async () => {
    await block.orderDuplicateVolume(DB, { duplicateSnapshotSize: 0 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 193_433, 193_373),
      volumeSize: 500, quantity: 1, location: DAL10, duplicateOriginVolumeId: DB, osFormatType: { keyName: 'LINUX' }, useHourlyPricing: false,
    }]);
    await block.orderDuplicateVolume(DB, { dependentDuplicate: true, hourlyBillingFlag: true });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 193_433, 193_373, 193_853),
      volumeSize: 500, quantity: 1, location: DAL10, duplicateOriginVolumeId: DB, osFormatType: { keyName: 'LINUX' }, useHourlyPricing: true,
      isDependentDuplicateFlag: 1,
    }]);
  });

  it('order_block_duplicate_performance (and no duplicate snapshot): snapshot space on the origin first', async () => {
    await block.orderSnapshotSpace(PERF, 10, undefined, false);
    fx.server.state.requests.length = 0;
    await block.orderDuplicateVolume(PERF, { duplicateSnapshotSize: 0 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 190_113, ANY_NUMBER),
      volumeSize: 1000, quantity: 1, location: DAL10, duplicateOriginVolumeId: PERF, osFormatType: { keyName: 'VMWARE' }, iops: 4000, useHourlyPricing: false,
    }]);
    await block.orderDuplicateVolume(PERF, { duplicateSize: 1000, duplicateIops: 2000, duplicateSnapshotSize: 10 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_443, 190_113, 190_173, 191_193),
      volumeSize: 1000, quantity: 1, location: DAL10, duplicateOriginVolumeId: PERF, osFormatType: { keyName: 'VMWARE' }, iops: 2000, useHourlyPricing: false,
    }]);
  });

  it('order_block_duplicate_origin_os_type_not_found', async () => {
    fx.server.inject({
      service: 'Network_Storage', method: 'getObject', times: 1,
      failure: { kind: 'result', value: { id: DB, capacityGb: 500, snapshotCapacityGb: '20', storageType: { keyName: 'ENDURANCE_BLOCK_STORAGE' },
        storageTierLevel: 'READHEAVY_TIER', staasVersion: '2', hasEncryptionAtRest: true, billingItem: { id: 1, location: { id: DAL10 } } } },
    });
    await expect(block.orderDuplicateVolume(DB)).rejects.toThrow(new ServiceError("Cannot find origin volume's os-type"));
  });

  it('order_block_modified_performance and _endurance: the reference\'s orders; the volume changes', async () => {
    await block.orderModifiedVolume(PERF, { newSize: 2000, newIops: 8000 });
    expect(fx.calls()[0]?.headers).toEqual({ ...init(PERF), ...maskHeader(StorageManager.MODIFY_MASK) });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService_Upgrade`, packageId: 759, prices: prices(189_433, ANY_NUMBER, ANY_NUMBER),
      volume: { id: PERF }, volumeSize: 2000, iops: 8000,
    }]);
    expect(await volume(PERF, 'capacityGb,provisionedIops')).toMatchObject({ capacityGb: 2000, provisionedIops: '8000' });
    fx.server.state.requests.length = 0;
    await block.orderModifiedVolume(DB, { newSize: 1000, newTierLevel: 4 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService_Upgrade`, packageId: 759, prices: prices(189_433, 194_763, 194_703), volume: { id: DB }, volumeSize: 1000,
    }]);
    expect(await volume(DB, 'capacityGb,storageTierLevel')).toMatchObject({ capacityGb: 1000, storageTierLevel: 'WRITEHEAVY_TIER' });
    await expect(block.orderModifiedVolume(DB, { newSize: 500 })).rejects.toThrow(/cannot shrink/);
  });
});

describe('access: hosts, subnet ACLs, credentials, LUN ids', () => {
  it('authorize_host_to_volume and deauthorize_host_to_volume: the host templates; the access list changes', async () => {
    const guests = fx.server.state.data.virtualGuests;
    const allowed = await block.authorizeHostToVolume(PERF, { virtualGuestIds: [guests[5]!.id], hardwareIds: [fx.server.state.data.hardware[1]!.id] });
    expect(fx.calls()).toEqual([call('allowAccessFromHostList', PERF, [[
      { objectType: 'Vendor_Hardware', id: fx.server.state.data.hardware[1]!.id }, { objectType: 'Vendor_Virtual_Guest', id: guests[5]!.id },
    ]])]);
    expect(allowed).toHaveLength(2);
    let access = await block.getBlockVolumeAccessList(PERF);
    expect(access.allowedVirtualGuests?.map((g) => g.id)).toEqual([guests[2]!.id, guests[5]!.id]);
    await block.deauthorizeHostToVolume(PERF, { virtualGuestIds: [guests[2]!.id] });
    expect(fx.calls().at(-1)).toEqual(call('removeAccessFromHostList', PERF, [[{ objectType: 'Vendor_Virtual_Guest', id: guests[2]!.id }]]));
    access = await block.getBlockVolumeAccessList(PERF);
    expect(access.allowedVirtualGuests?.map((g) => g.id)).toEqual([guests[5]!.id]);
    await expect(block.authorizeHostToVolume(PERF, { subnetIds: [fx.server.state.data.subnets[0]!.id] })).rejects.toThrow(/file volumes only/);
    await expect(block.authorizeHostToVolume(PERF, { virtualGuestIds: [999] })).rejects.toThrow(/no Vendor_Virtual_Guest with id 999/);
    await expect(block.authorizeHostToVolume(PERF, { virtualGuestIds: [0] })).rejects.toThrow(TypeError);
  });

  it('assign_subnets_to_acl, remove_subnets_from_acl, get_subnets_in_acl on the allowed host', async () => {
    const access = await block.getBlockVolumeAccessList(DB);
    const hostId = access.allowedHardware![0]!.allowedHost!.id!;
    const subnets = fx.server.state.data.subnets.slice(0, 3).map((s) => s.id);
    fx.server.state.requests.length = 0;
    expect(await block.assignSubnetsToAcl(hostId, subnets.slice(0, 2))).toEqual(subnets.slice(0, 2));
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Network_Storage_Allowed_Host', method: 'assignSubnetsToAcl', args: [subnets.slice(0, 2)],
      headers: { Vendor_Network_Storage_Allowed_HostInitParameters: { id: hostId } },
    }]);
    expect((await block.getSubnetsInAcl(hostId)).map((s) => s.id)).toEqual(subnets.slice(0, 2));
    expect(await block.removeSubnetsFromAcl(hostId, [subnets[0]!, subnets[2]!])).toEqual([subnets[0]]);
    expect((await block.getSubnetsInAcl(hostId)).map((s) => s.id)).toEqual([subnets[1]]);
    expect(fx.calls().map((c) => c.method)).toEqual(['assignSubnetsToAcl', 'getSubnetsInAcl', 'removeSubnetsFromAcl', 'getSubnetsInAcl']);
  });

  it('setCredentialPassword: Network_Storage_Allowed_Host.setCredentialPassword; the password never shows in an error', async () => {
    const access = await block.getBlockVolumeAccessList(DB);
    const host = access.allowedVirtualGuests![0]!.allowedHost!;
    expect(await block.setCredentialPassword(host.id!, 'AAAaaa_bbb_1234')).toBe(true);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Network_Storage_Allowed_Host', method: 'setCredentialPassword', args: ['AAAaaa_bbb_1234'],
      headers: { Vendor_Network_Storage_Allowed_HostInitParameters: { id: host.id } },
    });
    const again = await block.getBlockVolumeAccessList(DB);
    expect(again.allowedVirtualGuests![0]!.allowedHost!.credential!.password).toBe('AAAaaa_bbb_1234');
    const error = await block.setCredentialPassword(host.id!, 'short!').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    for (const form of [String(error), inspect(error), JSON.stringify(error)]) expect(form).not.toContain('short!');
    await expect(block.setCredentialPassword(host.id!, '')).rejects.toThrow(TypeError);
  });

  it('create_or_update_lun_id: createOrUpdateLunId(lunId); the volume has it', async () => {
    const property = await block.createOrUpdateLunId(PERF, 7);
    expect(fx.calls()).toEqual([call('createOrUpdateLunId', PERF, [7])]);
    expect(property).toMatchObject({ value: '7', volumeId: PERF });
    expect((await volume(PERF, 'lunId')).lunId).toBe('7');
  });

  it('set note: editObject({ notes })', async () => {
    expect(await block.volumeSetNote(DB, 'new note')).toBe(true);
    expect(fx.calls()).toEqual([call('editObject', DB, [{ notes: 'new note' }])]);
    expect((await block.getBlockVolumeDetails(DB)).notes).toBe('new note');
  });
});

describe('duplicates: refresh and convert', () => {
  it('refresh_block_dupe: refreshDuplicate(snapshotId, false) from a snapshot of the origin', async () => {
    const [, second] = await block.getBlockVolumeSnapshotList(DB);
    fx.server.state.requests.length = 0;
    expect(await block.refreshDupe(DUPE, second!.id!)).toBe(true);
    expect(fx.calls()).toEqual([call('refreshDuplicate', DUPE, [second!.id, false])]);
    await expect(block.refreshDupe(DB, second!.id!, { forceRefresh: true })).rejects.toThrow(/is not a duplicate/);
  });

  it('convert_block_depdupe and convertDupeStatus: the dependent duplicate becomes independent', async () => {
    expect((await volume(DUPE, 'dependentDuplicate')).dependentDuplicate).toBe('1');
    fx.server.state.requests.length = 0;
    expect(await block.convertDepDupe(DUPE)).toBe(true);
    const status = await block.convertDupeStatus(DUPE);
    expect(fx.calls()).toEqual([call('convertCloneDependentToIndependent', DUPE), call('getDuplicateConversionStatus', DUPE)]);
    expect(status).toMatchObject({ deDuplicateConversionPercentage: 100, volumeUsername: 'SL02SEL284521-3' });
    expect((await volume(DUPE, 'dependentDuplicate')).dependentDuplicate).toBe('0');
    await expect(block.convertDepDupe(DUPE)).rejects.toThrow(/not a dependent duplicate/);
  });
});

describe('limits, names, object storage', () => {
  it('list_block_volume_limit: Network_Storage.getVolumeCountLimits', async () => {
    const limits = await block.listBlockVolumeLimit();
    expect(fx.calls()).toEqual([{ service: 'Vendor_Network_Storage', method: 'getVolumeCountLimits', args: [], headers: {} }]);
    expect(limits[0]).toMatchObject({ datacenterName: 'global', maximumAvailableCount: 700 });
    expect(limits.find((l) => l.datacenterName === 'dal10')?.provisionedCount).toBeGreaterThan(0);
  });

  it('get_ids_from_username (and empty): Account.getIscsiNetworkStorage filtered on the username', async () => {
    expect(await block.resolveIds('SL02SEL284521-1')).toEqual([DB]);
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Account', method: 'getIscsiNetworkStorage', args: [],
      headers: {
        ...maskHeader('mask[id]'),
        Vendor_AccountObjectFilter: { iscsiNetworkStorage: {
          storageType: { keyName: { operation: '*= BLOCK_STORAGE' } }, serviceResource: { type: { type: { operation: '!~ ISCSI' } } },
          id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] }, username: { operation: '_= SL02SEL284521-1' },
        } },
      },
    }]);
    expect(await block.resolveIds('nobody')).toEqual([]);
    expect(await block.resolveIds(123)).toEqual([123]);
    expect(await new StorageManager(fx.client).resolveIds('SL02SEL284521-1')).toEqual([]);
  });

  it('get_cloud_list, get_bucket, get_cloud_endPoints, get_cloud_object', async () => {
    const { objectStorageAccountId: hub } = SEEDED_STORAGE;
    const clouds = await block.getCloudList();
    const buckets = await block.getBuckets(hub);
    const endpoints = await block.getEndPoints(hub);
    const account = await block.getNetworkMessageDeliveryAccounts(hub);
    const headers = { Vendor_Network_Storage_Hub_Cleversafe_AccountInitParameters: { id: hub } };
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getHubNetworkStorage', args: [], headers: maskHeader('mask[id,username,billingItem,storageType, notes]') },
      { service: 'Vendor_Network_Storage_Hub_Cleversafe_Account', method: 'getBuckets', args: [], headers },
      { service: 'Vendor_Network_Storage_Hub_Cleversafe_Account', method: 'getEndpoints', args: [], headers },
      { service: 'Vendor_Network_Storage_Hub_Cleversafe_Account', method: 'getObject', args: [], headers: { ...headers, ...maskHeader('mask[uuid,credentials]') } },
    ]);
    expect(clouds).toMatchObject([{ id: hub, storageType: { keyName: 'HUB' }, billingItem: { createDate: ANY_STRING } }]);
    expect(buckets[0]).toMatchObject({ name: ANY_STRING, bytesUsed: ANY_NUMBER });
    expect(endpoints.map((e) => e.type)).toContain('private');
    expect(account.credentials?.[0]).toMatchObject({ username: ANY_STRING, type: { description: ANY_STRING } });
    // The object storage account is a Network_Storage record too (the CLI's object-storage-detail reads it so).
    expect(await block.getVolumeDetails(hub, { mask: 'id,serviceResource[name,type,datacenter],storageType' })).toMatchObject({
      serviceResource: { type: { type: 'CLEVERSAFE_SVC_API' }, datacenter: { name: 'dal10' } },
    });
  });
});

describe('bad input is refused before any request', () => {
  it.each([
    ['an unknown option', () => block.listBlockVolumes({ datacentre: 'dal10' } as never), /Unknown BlockStorageManager.listBlockVolumes option\(s\): datacentre/],
    ['a tier that is not one', () => block.orderBlockVolume('endurance', 'dal10', 100, 'LINUX', { tierLevel: 3 }), /tierLevel/],
    ['a size that is not one', () => block.orderBlockVolume('endurance', 'dal10', 0, 'LINUX', { tierLevel: 2 }), /size must be a positive integer/],
    ['no OS type', () => block.orderBlockVolume('endurance', 'dal10', 100, '', { tierLevel: 2 }), /osType must be a non-empty string/],
    ['a snapshot id that is not one', () => block.deleteSnapshot(-1), /snapshotId must be a positive integer id/],
    ['a capacity that is not one', () => block.orderSnapshotSpace(DB, 1.5, undefined, false), /capacity must be a positive integer/],
    ['an empty volume name', () => block.getBlockVolumeDetails(' '), /expected a positive integer id or a name/],
    ['subnets that are not ids', () => block.assignSubnetsToAcl(1, ['a'] as never), /subnetIds must be an array of positive integer ids/],
  ] as const)('%s', async (_, run, message) => {
    await expect(run()).rejects.toThrow(TypeError);
    await expect(run()).rejects.toThrow(message);
    expect(fx.calls()).toEqual([]);
  });
});
