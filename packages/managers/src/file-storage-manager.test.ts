/**
 * The reference client's file storage manager tests (tests/managers/file_tests.py), ported to run
 * against the fake server: the remote calls of each method (file volumes list from
 * `Account.getNasNetworkStorage`, have their own detail mask, take subnets on their access list and
 * no `osFormatType` in their orders), then what each call changed. The storage methods shared with
 * block volumes are tested at length in the block manager's tests; here each runs once on a file
 * volume.
 */
import { ServiceError } from '@svclib/core';
import { SEEDED_STORAGE } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import type { Network_Storage } from '@svclib/model';
import { FileStorageManager } from './file-storage-manager.js';
import { StorageManager } from './storage-manager.js';
import { collect, maskHeader, useFixture, type Fixture } from './test-fixture.js';
import { ANY_NUMBER, ANY_STRING, call, DAL10, ORDER, prices, readVolume } from './test-storage.js';

let fx: Fixture;
let file: FileStorageManager;
useFixture((started) => {
  fx = started;
  file = new FileStorageManager(fx.client);
});

const { enduranceFileVolumeId: SHARED, fileReplicaId: REPLICA, performanceFileVolumeId: PERF, smallFileVolumeId: SCRATCH } = SEEDED_STORAGE;
const WDC07 = 2_017_603;
const TOK02 = 449_604;

/** A volume read through the API with `mask`. */
const volume = (id: number, mask: string): Promise<Network_Storage> => readVolume(fx.client, id, mask);

const BASE_FILTER = {
  id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] },
  serviceResource: { type: { type: { operation: '!~ NAS' } } },
  storageType: { keyName: { operation: '*= FILE_STORAGE' } },
};

describe('lists and details', () => {
  it('list_file_volumes: Account.getNasNetworkStorage with the reference mask and filter', async () => {
    const volumes = await file.listFileVolumes();
    expect(fx.calls()).toEqual([{
      service: 'Vendor_Account', method: 'getNasNetworkStorage', args: [],
      headers: {
        ...maskHeader('mask[id,username,capacityGb,bytesUsed,serviceResource.datacenter[name],serviceResourceBackendIpAddress,activeTransactionCount,fileNetworkMountAddress,replicationPartnerCount]'),
        Vendor_AccountObjectFilter: { nasNetworkStorage: BASE_FILTER },
      },
    }]);
    expect(volumes.map((v) => v.id)).toEqual([SHARED, REPLICA, PERF, SCRATCH]);
    expect(volumes[0]?.fileNetworkMountAddress).toMatch(/:\/SL02SV284521_4\/data01$/);
  });

  it('list_file_volumes_additional_filter_order and _with_additional_filters', async () => {
    expect((await file.listFileVolumes({ order: 6_000_106 })).map((v) => v.id)).toEqual([SCRATCH]);
    expect(fx.calls()[0]?.headers.Vendor_AccountObjectFilter).toEqual({
      nasNetworkStorage: { ...BASE_FILTER, billingItem: { orderItem: { order: { id: { operation: 6_000_106 } } } } },
    });
    fx.server.state.requests.length = 0;
    expect((await file.listFileVolumes({ datacenter: 'dal10', storageType: 'Endurance', username: 'SL02SV284521_4' })).map((v) => v.id)).toEqual([SHARED]);
    expect(fx.calls()[0]?.headers.Vendor_AccountObjectFilter).toEqual({
      nasNetworkStorage: {
        ...BASE_FILTER,
        storageType: { keyName: { operation: '^= ENDURANCE_FILE_STORAGE' } },
        username: { operation: '_= SL02SV284521_4' },
        serviceResource: { datacenter: { name: { operation: '_= dal10' } }, type: { type: { operation: '!~ NAS' } } },
      },
    });
    expect((await collect(file.iterFileVolumes({ storageType: 'performance' }))).map((v) => v.id)).toEqual([PERF]);
  });

  it('get_file_volume_details: the file detail mask (bytesUsed, fileNetworkMountAddress)', async () => {
    const details = await file.getFileVolumeDetails(SHARED);
    expect(fx.calls()).toEqual([call('getObject', SHARED, [], maskHeader(
      'mask[id,username,password,capacityGb,bytesUsed,snapshotCapacityGb,parentVolume.snapshotSizeBytes,storageType.keyName,' +
      'serviceResource.datacenter[name],serviceResourceBackendIpAddress,fileNetworkMountAddress,storageTierLevel,provisionedIops,lunId,' +
      'originalVolumeName,originalSnapshotName,originalVolumeSize,activeTransactionCount,activeTransactions.transactionStatus[friendlyName],' +
      'replicationPartnerCount,replicationStatus,replicationPartners[id,username,serviceResourceBackendIpAddress,' +
      'serviceResource[datacenter[name]],replicationSchedule[type[keyname]]],notes]',
    ))]);
    expect(details).toMatchObject({
      id: SHARED, capacityGb: 1000, storageTierLevel: 'WRITEHEAVY_TIER', storageType: { keyName: 'ENDURANCE_FILE_STORAGE' },
      replicationPartners: [{ id: REPLICA, serviceResource: { datacenter: { name: 'fra02' } }, replicationSchedule: { type: { keyname: 'REPLICATION_DAILY' } } }],
    });
    expect(details.lunId).toBeUndefined();
    expect(await file.getFileVolumeDetails(SHARED, { mask: 'id,notes' })).toEqual({ id: SHARED, notes: 'shared home directories' });
  });

  it('get_file_volume_access_list (a subnet among the hosts) and get_file_volume_snapshot_list', async () => {
    const access = await file.getFileVolumeAccessList(SHARED);
    const snapshots = await file.getFileVolumeSnapshotList(SHARED);
    expect(fx.calls()).toEqual([
      call('getObject', SHARED, [], maskHeader(StorageManager.ACCESS_LIST_MASK)),
      call('getSnapshots', SHARED, [], maskHeader(StorageManager.SNAPSHOT_LIST_MASK)),
    ]);
    expect(access.allowedSubnets).toHaveLength(1);
    expect(access.allowedSubnets?.[0]).toMatchObject({ networkIdentifier: ANY_STRING, cidr: ANY_NUMBER, allowedHost: { credential: {} } });
    expect(access.allowedVirtualGuests).toHaveLength(3);
    expect(snapshots.map((s) => s.notes)).toEqual(['', 'quarter end']);
    // The service sends a schedule's type under the bare `hourlySchedule` (typed selection leaves it off the type: it is not named).
    expect(snapshots[0]).toMatchObject({ hourlySchedule: { type: { keyname: 'SNAPSHOT_HOURLY' } } });
  });

  it('get_ids_from_username (and empty): Account.getNasNetworkStorage', async () => {
    expect(await file.resolveIds('SL02SV284521_5')).toEqual([PERF]);
    expect(fx.calls()[0]).toMatchObject({ method: 'getNasNetworkStorage', headers: maskHeader('mask[id]') });
    expect(await file.resolveIds('SL02SEL284521-1')).toEqual([]);
  });

  it('list_file_volume_limit', async () => {
    expect((await file.listFileVolumeLimit()).map((l) => l.datacenterName)).toEqual(['global', 'dal10', 'wdc07', 'fra02', 'tok02']);
  });
});

describe('cancel, access, snapshots', () => {
  it('cancel_file_volume_immediately and _immediately_hourly_billing', async () => {
    await file.cancelFileVolume(SHARED, { immediate: true });
    expect(fx.calls().at(-1)).toMatchObject({ service: 'Vendor_Billing_Item', method: 'cancelItem', args: [true, true, 'No longer needed'] });
    await file.cancelFileVolume(SCRATCH, { immediate: false, reason: 'done' });
    expect(fx.calls().at(-1)).toMatchObject({ method: 'cancelItem', args: [true, true, 'done'] });
    expect((await file.listFileVolumes()).map((v) => v.id)).toEqual([PERF]);
    await expect(file.cancelFileVolume(REPLICA)).rejects.toThrow(ServiceError);
  });

  it('authorize_host_to_volume and deauthorize_host_to_volume: subnets and IP addresses on a file volume', async () => {
    const subnet = fx.server.state.data.subnets.find((s) => s.datacenter.name === 'wdc07')!;
    const address = fx.server.state.data.ipAddresses[5]!;
    await file.authorizeHostToVolume(PERF, { ipAddressIds: [address.id], subnetIds: [subnet.id] });
    expect(fx.calls()).toEqual([call('allowAccessFromHostList', PERF, [[
      { objectType: 'Vendor_Network_Subnet_IpAddress', id: address.id }, { objectType: 'Vendor_Network_Subnet', id: subnet.id },
    ]])]);
    const access = await file.getFileVolumeAccessList(PERF);
    expect(access.allowedSubnets?.map((s) => s.id)).toEqual([subnet.id]);
    expect(access.allowedIpAddresses?.map((a) => a.id)).toEqual([address.id]);
    await file.deauthorizeHostToVolume(PERF, { subnetIds: [subnet.id] });
    expect((await file.getFileVolumeAccessList(PERF)).allowedSubnets).toEqual([]);
    await expect(file.deauthorizeHostToVolume(PERF, { subnetIds: [subnet.id] })).rejects.toThrow(/has no access/);
  });

  it('enable_snapshots, disable_snapshots, snapshot_restore, create_snapshot, delete_snapshot', async () => {
    await file.enableSnapshots(SHARED, 'WEEKLY', 10, 47, 16, 'FRIDAY');
    await file.disableSnapshots(SHARED, 'HOURLY');
    const [first] = await file.getFileVolumeSnapshotList(SHARED);
    await file.restoreFromSnapshot(SHARED, first!.id!);
    const created = await file.createSnapshot(SHARED, 'before migration');
    await file.deleteSnapshot(first!.id!);
    expect(fx.calls().map((c) => [c.method, c.args])).toEqual([
      ['enableSnapshots', ['WEEKLY', 10, 47, 16, 'FRIDAY']], ['disableSnapshots', ['HOURLY']], ['getSnapshots', []],
      ['restoreFromSnapshot', [first!.id]], ['createSnapshot', ['before migration']], ['deleteObject', []],
    ]);
    expect((await file.listVolumeSchedules(SHARED)).map((s) => s.type?.keyname)).toEqual(['REPLICATION_DAILY', 'SNAPSHOT_WEEKLY']);
    expect((await file.getFileVolumeSnapshotList(SHARED)).map((s) => s.id)).toEqual([121_000_005, created.id]);
  });

  it('cancel_snapshot_immediately, _hourly_billing_immediate_true/false, _exception_*', async () => {
    await file.cancelSnapshotSpace(PERF, { immediate: false });
    expect(fx.calls().at(-1)).toMatchObject({ method: 'cancelItem', args: [false, true, 'No longer needed'] });
    expect((await volume(PERF, 'billingItem[activeChildren[cancellationDate]]')).billingItem?.activeChildren?.[0]?.cancellationDate).toEqual(ANY_STRING);
    await file.cancelSnapshotSpace(SHARED, { immediate: true });
    expect((await volume(SHARED, 'snapshotCapacityGb')).snapshotCapacityGb).toBe('0');
    await expect(file.cancelSnapshotSpace(SCRATCH)).rejects.toThrow(new ServiceError('No snapshot space found to cancel'));
    await expect(file.cancelSnapshotSpace(REPLICA)).rejects.toThrow(new ServiceError('No snapshot space found to cancel'));
  });

  it('replicant_failover, disaster_recovery_failover, replicant_failback, partners, locations', async () => {
    await file.failoverToReplicant(SHARED, REPLICA);
    expect((await volume(SHARED, 'fileNetworkMountAddress')).fileNetworkMountAddress).toMatch(/fra02/);
    await file.failbackFromReplicant(SHARED);
    await file.disasterRecoveryFailoverToReplicant(SHARED, REPLICA);
    expect((await file.getReplicationPartners(SHARED)).map((p) => p.id)).toEqual([REPLICA]);
    expect((await file.getReplicationLocations(PERF)).map((l) => l.name)).toEqual(['dal10', 'fra02', 'tok02']);
    expect(fx.calls().filter((c) => c.method !== 'getObject').map((c) => [c.method, c.args])).toEqual([
      ['failoverToReplicant', [REPLICA]], ['failbackFromReplicant', []], ['disasterRecoveryFailoverToReplicant', [REPLICA]],
      ['getReplicationPartners', []], ['getValidReplicationTargetDatacenterLocations', []],
    ]);
  });
});

describe('orders', () => {
  it('order_file_volume_performance and _endurance: no osFormatType; the volumes are listed', async () => {
    await file.orderFileVolume('performance', 'dal10', 1000, { iops: 2000, serviceOffering: 'storage_as_a_service' });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_453, 190_113, 190_173),
      volumeSize: 1000, quantity: 1, location: DAL10, iops: 2000, useHourlyPricing: false,
    }]);
    await file.orderFileVolume('endurance', 'dal10', 1000, { tierLevel: 4, hourlyBillingFlag: true });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_453, 194_763, 194_703),
      volumeSize: 1000, quantity: 1, location: DAL10, useHourlyPricing: true,
    }]);
    const volumes = await file.listFileVolumes({ mask: 'id,username,fileNetworkMountAddress,storageType[keyName]' });
    expect(volumes).toHaveLength(6);
    expect(volumes.at(-1)).toMatchObject({ username: 'SL02SV284521_8', storageType: { keyName: 'ENDURANCE_FILE_STORAGE' } });
  });

  it('the enterprise and performance offerings', async () => {
    await file.orderFileVolume('endurance', 'wdc07', 1000, { tierLevel: 4, serviceOffering: 'enterprise', snapshotSize: 10 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_Enterprise`, packageId: 240, prices: prices(45_058, 45_108, 45_318, 45_088, 46_170),
      quantity: 1, location: WDC07, useHourlyPricing: false,
    }]);
    await file.orderFileVolume('performance', 'tok02', 1000, { iops: 800, serviceOffering: 'performance' });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_PerformanceStorage_Nfs`, packageId: 222, prices: prices(40_662, 40_742, 41_562), quantity: 1, location: TOK02, useHourlyPricing: false,
    }]);
    expect((await file.listFileVolumes({ datacenter: 'tok02', mask: 'id,provisionedIops' }))).toMatchObject([{ provisionedIops: '800' }]);
  });

  it('order_file_snapshot_space and _upgrade', async () => {
    await file.orderSnapshotSpace(SCRATCH, 10, undefined, false);
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_Enterprise_SnapshotSpace`, packageId: 759, prices: [{ id: ANY_NUMBER }], quantity: 1,
      location: DAL10, volumeId: SCRATCH, useHourlyPricing: true,
    }]);
    await file.orderSnapshotSpace(SHARED, 100, 4, true);
    expect(fx.calls().at(-1)?.args[0]).toMatchObject({ complexType: `${ORDER}Network_Storage_Enterprise_SnapshotSpace_Upgrade`, volumeId: SHARED });
    expect((await volume(SHARED, 'snapshotCapacityGb')).snapshotCapacityGb).toBe('100');
  });

  it('order_file_replicant_endurance and _performance', async () => {
    await file.orderReplicantVolume(SHARED, 'HOURLY', 'wdc07');
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_453, ANY_NUMBER, 194_703, ANY_NUMBER, ANY_NUMBER),
      quantity: 1, location: WDC07, originVolumeId: SHARED, originVolumeScheduleId: 122_000_004, useHourlyPricing: false, volumeSize: 1000,
    }]);
    await file.enableSnapshots(PERF, 'DAILY', 7, 0, 2, '');
    await file.orderReplicantVolume(PERF, 'DAILY', 'dal10');
    expect(fx.calls().at(-1)?.args[0]).toMatchObject({ location: DAL10, originVolumeId: PERF, iops: 2000, volumeSize: 250 });
    expect((await file.getReplicationPartners(PERF)).map((p) => p.username)).toEqual(['SL02SV284521_5_REP_1']);
    await expect(file.orderReplicantVolume(PERF, 'WEEKLY', 'fra02')).rejects.toThrow('The given snapshot schedule ID was not found');
  });

  it('order_file_duplicate_performance (and no duplicate snapshot), _endurance (and no snapshot), _depdupe', async () => {
    await file.orderDuplicateVolume(PERF, { duplicateSnapshotSize: 0 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService`, packageId: 759, prices: prices(189_433, 189_453, ANY_NUMBER, ANY_NUMBER),
      volumeSize: 250, quantity: 1, location: WDC07, duplicateOriginVolumeId: PERF, iops: 2000, useHourlyPricing: false,
    }]);
    await file.orderDuplicateVolume(PERF, { duplicateSize: 1000, duplicateIops: 2000, duplicateSnapshotSize: 10 });
    expect(fx.calls().at(-1)?.args[0]).toMatchObject({ prices: prices(189_433, 189_453, 190_113, 190_173, 191_193), volumeSize: 1000, iops: 2000 });
    await file.orderDuplicateVolume(SHARED, { duplicateSnapshotSize: 0, dependentDuplicate: true });
    expect(fx.calls().at(-1)?.args[0]).toMatchObject({ prices: prices(189_433, 189_453, 194_763, 194_703), isDependentDuplicateFlag: 1 });
    expect(fx.calls().at(-1)?.args[0]).not.toHaveProperty('osFormatType');
    await expect(file.orderDuplicateVolume(SCRATCH)).rejects.toThrow(/no snapshot space to duplicate from/);
  });

  it('order_file_modified_performance and _endurance', async () => {
    await file.orderModifiedVolume(PERF, { newSize: 1000, newIops: 2000 });
    expect(fx.calls().at(-1)?.args).toEqual([{
      complexType: `${ORDER}Network_Storage_AsAService_Upgrade`, packageId: 759, prices: prices(189_433, 190_113, 190_173), volume: { id: PERF }, volumeSize: 1000, iops: 2000,
    }]);
    await file.orderModifiedVolume(SCRATCH, { newTierLevel: 2 });
    expect(fx.calls().at(-1)?.args[0]).toMatchObject({ volume: { id: SCRATCH }, volumeSize: 20 });
    expect(await volume(SCRATCH, 'storageTierLevel,capacityGb')).toMatchObject({ storageTierLevel: 'READHEAVY_TIER', capacityGb: 20 });
  });

  it('refresh_file_dupe and convert_file_depdupe on a dependent duplicate made here', async () => {
    await file.orderDuplicateVolume(SHARED, { dependentDuplicate: true });
    const dupe = (await file.listFileVolumes()).at(-1)!.id!;
    const [snapshot] = await file.getFileVolumeSnapshotList(SHARED);
    fx.server.state.requests.length = 0;
    expect(await file.refreshDupe(dupe, snapshot!.id!, { forceRefresh: true })).toBe(true);
    expect(await file.convertDepDupe(dupe)).toBe(true);
    expect(fx.calls()).toEqual([call('refreshDuplicate', dupe, [snapshot!.id, true]), call('convertCloneDependentToIndependent', dupe)]);
  });
});
