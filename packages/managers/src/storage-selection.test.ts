/**
 * Typed selection in the storage managers, at run time against the fake server: each method whose
 * result comes from a default mask (block and file volume lists, details, access lists, snapshot
 * lists, schedules, object storage) answers no key its type lacks — the key trees below are
 * witnesses the compiler holds to exactly the types' keys — and a caller's `mask` or `select`
 * replaces the default on the wire and narrows the same way.
 */
import { SEEDED_STORAGE } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { BlockStorageManager } from './block-storage-manager.js';
import { FileStorageManager } from './file-storage-manager.js';
import { collect, useFixture, type Fixture } from './test-fixture.js';
import { outside, type KeyTree } from './test-selection.js';

let fx: Fixture;
let block: BlockStorageManager;
let file: FileStorageManager;
useFixture((started) => {
  fx = started;
  block = new BlockStorageManager(fx.client);
  file = new FileStorageManager(fx.client);
});

const { enduranceBlockVolumeId: BLOCK, enduranceFileVolumeId: FILE, objectStorageAccountId: HUB } = SEEDED_STORAGE;

/**
 * What a result carries beyond its type, each path once. The only such keys are the relations the
 * service sends with a record's local properties even when a mask names the record bare (the fake
 * server's `eager` relations, as the reference client reads them): a storage schedule's `type` and a
 * storage credential's `type`. Typed selection narrows by what the mask names, so they are not on
 * the type; a mask that names them (`weeklySchedule[type]`) puts them there.
 */
function beyondType(value: unknown, tree: Record<string, unknown>): string[] {
  return [...new Set(outside(value, tree))].sort();
}

/** The mask text of the last request. */
function sentMask(): unknown {
  const headers = fx.calls().at(-1)?.headers ?? {};
  const header = Object.entries(headers).find(([name]) => name.endsWith('ObjectMask'))?.[1] as { mask?: unknown } | undefined;
  return header?.mask;
}

describe('typed selection in the storage managers: every key at run time is on the type', () => {
  it('block volumes: the list (LIST_MASK), paged too', async () => {
    const volumes = await block.listBlockVolumes();
    const keys: KeyTree<typeof volumes> = { username: true, id: true, activeTransactionCount: true, bytesUsed: true, lunId: true,
      replicationPartnerCount: true, serviceResource: { name: true, id: true, datacenter: { name: true, id: true }, apiHost: true,
      apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true, apiUsername: true, apiVersion: true, netappVolumeName: true,
      sshUsername: true, backendIpAddress: true, frontendIpAddress: true }, serviceResourceBackendIpAddress: true, capacityGb: true };
    expect(volumes.length).toBeGreaterThan(0);
    expect(outside(volumes, keys)).toEqual([]);
    expect(volumes[0]?.serviceResource?.datacenter?.name).toBeTypeOf('string');
    const paged = await collect(block.iterBlockVolumes({ chunk: 2 }));
    const pagedKeys: KeyTree<typeof paged> = keys;
    expect(outside(paged, pagedKeys)).toEqual([]);
  });

  it('a block volume\'s details (DETAIL_MASK)', async () => {
    const volume = await block.getBlockVolumeDetails(BLOCK);
    const keys: KeyTree<typeof volume> = { username: true, id: true, password: true, activeTransactionCount: true,
      activeTransactions: { id: true, hardwareId: true, transactionStatus: { friendlyName: true }, createDate: true, modifyDate: true,
      guestId: true, elapsedSeconds: true, statusChangeDate: true }, lunId: true, originalSnapshotName: true, originalVolumeName: true,
      originalVolumeSize: true, parentVolume: { username: true, id: true, password: true, iops: true, hostId: true, hardwareId: true,
      vendorName: true, allowDisasterRecoveryFailback: true, allowDisasterRecoveryFailover: true, bytesUsed: true, creationScheduleId: true,
      dependentDuplicate: true, failbackNotAllowed: true, failoverNotAllowed: true, fileNetworkMountAddress: true,
      hasEncryptionAtRest: true, isDependentDuplicateProvisionCompleted: true, isInDedicatedServiceResource: true, isMagneticStorage: true,
      isReadyForSnapshot: true, isReadyToMount: true, iscsiTargetIpAddresses: true, lunId: true, mountPath: true, mountableFlag: true,
      moveAndSplitStatus: true, originalSnapshotName: true, originalVolumeName: true, originalVolumeSize: true, osTypeId: true,
      provisionedIops: true, replicationStatus: true, serviceResourceBackendIpAddress: true, serviceResourceName: true,
      snapshotCapacityGb: true, snapshotCreationTimestamp: true, snapshotDeletionThresholdPercentage: true,
      snapshotNotificationStatus: true, snapshotSizeBytes: true, snapshotSpaceAvailable: true, staasVersion: true, storageTierLevel: true,
      totalBytesUsed: true, totalScheduleSnapshotRetentionCount: true, volumeStatus: true, accountId: true, createDate: true, notes: true,
      serviceProviderId: true, capacityGb: true, guestId: true, nasType: true, storageTypeId: true, upgradableFlag: true },
      provisionedIops: true, replicationPartnerCount: true, replicationPartners: { username: true, id: true,
      replicationSchedule: { name: true, type: { id: true, keyname: true }, id: true, day: true, volumeId: true, dayOfMonth: true,
      dayOfWeek: true, hour: true, minute: true, monthOfYear: true, retentionCount: true, second: true, createDate: true, modifyDate: true,
      active: true, typeId: true, partnershipId: true }, serviceResource: { name: true, id: true, datacenter: { name: true, id: true },
      apiHost: true, apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true, apiUsername: true, apiVersion: true,
      netappVolumeName: true, sshUsername: true, backendIpAddress: true, frontendIpAddress: true }, serviceResourceBackendIpAddress: true },
      replicationStatus: true, serviceResource: { name: true, id: true, datacenter: { name: true, id: true }, apiHost: true,
      apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true, apiUsername: true, apiVersion: true, netappVolumeName: true,
      sshUsername: true, backendIpAddress: true, frontendIpAddress: true }, serviceResourceBackendIpAddress: true, snapshotCapacityGb: true,
      storageTierLevel: true, storageType: { id: true, keyName: true }, notes: true, capacityGb: true };
    expect(outside(volume, keys)).toEqual([]);
    expect(volume.replicationPartners?.[0]?.serviceResource?.datacenter?.name).toBeTypeOf('string');
    expect(volume.storageType?.keyName).toBe('ENDURANCE_BLOCK_STORAGE');
  });

  it('a volume\'s access list (ACCESS_LIST_MASK)', async () => {
    const volume = await block.getBlockVolumeAccessList(BLOCK);
    const keys: KeyTree<typeof volume> = { id: true, allowedHardware: { id: true, domain: true, hostname: true, bandwidthAllocation: true,
      globalIdentifier: true, managedResourceFlag: true, allowedHost: { name: true, id: true, resourceTableId: true,
      credential: { username: true, id: true, password: true, accountId: true, createDate: true, modifyDate: true,
      nasCredentialTypeId: true }, sourceSubnet: true, accountId: true, credentialId: true, resourceTableName: true },
      averageDailyPublicBandwidthUsage: true, billingItemFlag: true, blockCancelBecauseDisconnectedFlag: true,
      businessContinuanceInsuranceFlag: true, currentBillableBandwidthUsage: true, datacenterName: true, daysInSparePool: true,
      hardwareFunctionDescription: true, hasTrustedPlatformModuleBillingItemFlag: true, hourlyBillingFlag: true,
      inboundBandwidthUsage: true, inboundPublicBandwidthUsage: true, isBillingTermChangeAvailableFlag: true, locationPathString: true,
      memoryCapacity: true, monitoringServiceEligibilityFlag: true, networkGatewayMemberFlag: true, networkManagementIpAddress: true,
      networkStatus: true, nextBillingCycleBandwidthAllocation: true, nvRamCapacity: true, operatingSystemReferenceCode: true,
      outboundBandwidthUsage: true, outboundPublicBandwidthUsage: true, primaryBackendIpAddress: true, primaryIpAddress: true,
      privateNetworkOnlyFlag: true, processorCoreAmount: true, processorPhysicalCoreAmount: true, virtualRackId: true,
      virtualRackName: true, accountId: true, fullyQualifiedDomainName: true, notes: true, bareMetalInstanceFlag: true,
      hardwareStatusId: true, manufacturerSerialNumber: true, postInstallScriptUri: true, provisionDate: true, serialNumber: true,
      serviceProviderId: true, serviceProviderResourceId: true }, allowedIpAddresses: { id: true, allowedHost: { name: true, id: true,
      resourceTableId: true, credential: { username: true, id: true, password: true, accountId: true, createDate: true, modifyDate: true,
      nasCredentialTypeId: true }, sourceSubnet: true, accountId: true, credentialId: true, resourceTableName: true }, ipAddress: true,
      note: true, subnetId: true, isBroadcast: true, isGateway: true, isNetwork: true, isReserved: true }, allowedSubnets: { version: true,
      id: true, networkIdentifier: true, allowedHost: { name: true, id: true, resourceTableId: true, credential: { username: true, id: true,
      password: true, accountId: true, createDate: true, modifyDate: true, nasCredentialTypeId: true }, sourceSubnet: true, accountId: true,
      credentialId: true, resourceTableName: true }, addressSpace: true, boundRouterFlag: true, displayLabel: true, podName: true,
      roleKeyName: true, roleName: true, routingTypeKeyName: true, routingTypeName: true, utilizedIpAddressCount: true, note: true,
      modifyDate: true, broadcastAddress: true, cidr: true, gateway: true, isCustomerOwned: true, isCustomerRoutable: true, netmask: true,
      networkVlanId: true, sortOrder: true, subnetType: true, totalIpAddresses: true, usableIpAddressCount: true },
      allowedVirtualGuests: { id: true, domain: true, hostname: true, averageDailyPrivateBandwidthUsage: true,
      inboundPrivateBandwidthUsage: true, metricTrackingObjectId: true, outboundPrivateBandwidthUsage: true,
      overBandwidthAllocationFlag: true, projectedOverBandwidthAllocationFlag: true, projectedPublicBandwidthUsage: true,
      bandwidthAllocation: true, globalIdentifier: true, managedResourceFlag: true, allowedHost: { name: true, id: true,
      resourceTableId: true, credential: { username: true, id: true, password: true, accountId: true, createDate: true, modifyDate: true,
      nasCredentialTypeId: true }, sourceSubnet: true, accountId: true, credentialId: true, resourceTableName: true },
      averageDailyPublicBandwidthUsage: true, blockCancelBecauseDisconnectedFlag: true, hardwareFunctionDescription: true,
      hourlyBillingFlag: true, inboundPublicBandwidthUsage: true, monitoringServiceEligibilityFlag: true,
      operatingSystemReferenceCode: true, outboundPublicBandwidthUsage: true, primaryBackendIpAddress: true, primaryIpAddress: true,
      privateNetworkOnlyFlag: true, virtualRackId: true, virtualRackName: true, uuid: true, accountId: true, fullyQualifiedDomainName: true,
      localDiskFlag: true, accountOwnedPoolFlag: true, consoleIpAddressFlag: true, gpuCount: true, gpuType: true, orderedPackageId: true,
      pendingMigrationFlag: true, reservedCapacityGroupFlag: true, scaledFlag: true, transientGuestFlag: true, createDate: true,
      modifyDate: true, notes: true, postInstallScriptUri: true, provisionDate: true, statusId: true, typeId: true,
      dedicatedAccountHostOnlyFlag: true, lastPowerStateId: true, lastVerifiedDate: true, maxCpu: true, maxCpuUnits: true, maxMemory: true,
      metricPollDate: true, placementGroupId: true, startCpus: true, supplementalCreateObjectOptions: { bootMode: true, flavorKeyName: true,
      immediateApprovalOnlyFlag: true, postInstallScriptUri: true } } };
    expect(beyondType(volume, keys)).toEqual([
      'allowedHardware.allowedHost.credential.type', 'allowedIpAddresses.allowedHost.credential.type',
      'allowedVirtualGuests.allowedHost.credential.type',
    ]);
    expect(volume.allowedVirtualGuests?.[0]?.allowedHost?.credential?.username).toBeTypeOf('string');
  });

  it('a volume\'s snapshots (SNAPSHOT_LIST_MASK), paged too', async () => {
    const snapshots = await block.getBlockVolumeSnapshotList(BLOCK);
    const keys: KeyTree<typeof snapshots> = { id: true, dailySchedule: { name: true, id: true, day: true, volumeId: true, dayOfMonth: true,
      dayOfWeek: true, hour: true, minute: true, monthOfYear: true, retentionCount: true, second: true, createDate: true, modifyDate: true,
      active: true, typeId: true, partnershipId: true }, hourlySchedule: { name: true, id: true, day: true, volumeId: true,
      dayOfMonth: true, dayOfWeek: true, hour: true, minute: true, monthOfYear: true, retentionCount: true, second: true, createDate: true,
      modifyDate: true, active: true, typeId: true, partnershipId: true }, intervalSchedule: { name: true, id: true, day: true,
      volumeId: true, dayOfMonth: true, dayOfWeek: true, hour: true, minute: true, monthOfYear: true, retentionCount: true, second: true,
      createDate: true, modifyDate: true, active: true, typeId: true, partnershipId: true }, snapshotCreationTimestamp: true,
      snapshotSizeBytes: true, storageType: { id: true, keyName: true }, weeklySchedule: { name: true, id: true, day: true, volumeId: true,
      dayOfMonth: true, dayOfWeek: true, hour: true, minute: true, monthOfYear: true, retentionCount: true, second: true, createDate: true,
      modifyDate: true, active: true, typeId: true, partnershipId: true }, notes: true };
    expect(snapshots.length).toBeGreaterThan(0);
    expect(beyondType(snapshots, keys)).toEqual(['dailySchedule.type', 'weeklySchedule.type']);
    const paged = await collect(block.iterVolumeSnapshotList(BLOCK, { chunk: 2 }));
    const pagedKeys: KeyTree<typeof paged> = keys;
    expect(beyondType(paged, pagedKeys)).toEqual(['dailySchedule.type', 'weeklySchedule.type']);
    // Named, the schedule's type is on the type of the result.
    const named = await block.getBlockVolumeSnapshotList(BLOCK, { mask: 'id,weeklySchedule[type]' });
    expect(named.map((snapshot) => snapshot.weeklySchedule?.type?.keyname).filter(Boolean)).toEqual(['SNAPSHOT_WEEKLY']);
  });

  it('a volume\'s schedules (SCHEDULES_MASK)', async () => {
    const schedules = await block.listVolumeSchedules(BLOCK);
    const keys: KeyTree<typeof schedules> = { name: true, type: { name: true, id: true, keyname: true }, id: true, day: true,
      volumeId: true, properties: { value: true, type: { name: true, id: true, description: true, nasType: true, keyname: true }, id: true,
      createDate: true, modifyDate: true, typeId: true }, dayOfMonth: true, dayOfWeek: true, hour: true, minute: true, monthOfYear: true,
      retentionCount: true, second: true, createDate: true, modifyDate: true, active: true, typeId: true, partnershipId: true };
    expect(schedules.length).toBeGreaterThan(0);
    expect(outside(schedules, keys)).toEqual([]);
    expect(schedules[0]?.type?.keyname).toMatch(/^(SNAPSHOT|REPLICATION)_/);
  });

  it('object storage: the list (CLOUD_LIST_MASK) and an account (OBJECT_STORAGE_MASK)', async () => {
    const clouds = await block.getCloudList();
    const cloudKeys: KeyTree<typeof clouds> = { username: true, id: true, billingItem: { id: true, description: true,
      nextInvoiceTotalOneTimeAmount: true, nextInvoiceTotalOneTimeTaxAmount: true, nextInvoiceTotalRecurringAmount: true,
      nextInvoiceTotalRecurringTaxAmount: true, lastBillDate: true, nextBillDate: true, hourlyFlag: true, activeFlag: true,
      pendingCancellationFlag: true, createDate: true, modifyDate: true, notes: true, serviceProviderId: true, parentId: true,
      allowCancellationFlag: true, associatedBillingItemId: true, cancellationDate: true, categoryCode: true, currentHourlyCharge: true,
      cycleStartDate: true, domainName: true, hostName: true, hourlyRecurringFee: true, hoursUsed: true, laborFee: true,
      laborFeeTaxRate: true, oneTimeFee: true, oneTimeFeeTaxRate: true, orderItemId: true, recurringFee: true, recurringFeeTaxRate: true,
      recurringMonths: true, setupFee: true, setupFeeTaxRate: true }, storageType: { id: true, description: true, keyName: true },
      notes: true };
    expect(clouds.length).toBeGreaterThan(0);
    expect(outside(clouds, cloudKeys)).toEqual([]);
    const account = await block.getNetworkMessageDeliveryAccounts(HUB);
    const accountKeys: KeyTree<typeof account> = { username: true, credentials: { username: true, id: true, password: true, accountId: true,
      createDate: true, modifyDate: true, nasCredentialTypeId: true }, id: true, uuid: true, accountId: true, notes: true };
    expect(beyondType(account, accountKeys)).toEqual(['credentials.type']);
    expect(account.credentials?.[0]?.username).toBeTypeOf('string');
  });

  it('file volumes: the list (LIST_MASK) and the details (FILE_DETAIL_MASK)', async () => {
    const volumes = await file.listFileVolumes();
    const listKeys: KeyTree<typeof volumes> = { username: true, id: true, activeTransactionCount: true, bytesUsed: true,
      fileNetworkMountAddress: true, replicationPartnerCount: true, serviceResource: { name: true, id: true, datacenter: { name: true,
      id: true }, apiHost: true, apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true, apiUsername: true, apiVersion: true,
      netappVolumeName: true, sshUsername: true, backendIpAddress: true, frontendIpAddress: true }, serviceResourceBackendIpAddress: true,
      capacityGb: true };
    expect(outside(volumes, listKeys)).toEqual([]);
    expect(volumes[0]?.fileNetworkMountAddress).toBeTypeOf('string');
    const paged = await collect(file.iterFileVolumes());
    const pagedKeys: KeyTree<typeof paged> = listKeys;
    expect(outside(paged, pagedKeys)).toEqual([]);
    const volume = await file.getFileVolumeDetails(FILE);
    const detailKeys: KeyTree<typeof volume> = { username: true, id: true, password: true, activeTransactionCount: true,
      activeTransactions: { id: true, hardwareId: true, transactionStatus: { friendlyName: true }, createDate: true, modifyDate: true,
      guestId: true, elapsedSeconds: true, statusChangeDate: true }, bytesUsed: true, fileNetworkMountAddress: true, lunId: true,
      originalSnapshotName: true, originalVolumeName: true, originalVolumeSize: true, parentVolume: { username: true, id: true,
      password: true, iops: true, hostId: true, hardwareId: true, vendorName: true, allowDisasterRecoveryFailback: true,
      allowDisasterRecoveryFailover: true, bytesUsed: true, creationScheduleId: true, dependentDuplicate: true, failbackNotAllowed: true,
      failoverNotAllowed: true, fileNetworkMountAddress: true, hasEncryptionAtRest: true, isDependentDuplicateProvisionCompleted: true,
      isInDedicatedServiceResource: true, isMagneticStorage: true, isReadyForSnapshot: true, isReadyToMount: true,
      iscsiTargetIpAddresses: true, lunId: true, mountPath: true, mountableFlag: true, moveAndSplitStatus: true, originalSnapshotName: true,
      originalVolumeName: true, originalVolumeSize: true, osTypeId: true, provisionedIops: true, replicationStatus: true,
      serviceResourceBackendIpAddress: true, serviceResourceName: true, snapshotCapacityGb: true, snapshotCreationTimestamp: true,
      snapshotDeletionThresholdPercentage: true, snapshotNotificationStatus: true, snapshotSizeBytes: true, snapshotSpaceAvailable: true,
      staasVersion: true, storageTierLevel: true, totalBytesUsed: true, totalScheduleSnapshotRetentionCount: true, volumeStatus: true,
      accountId: true, createDate: true, notes: true, serviceProviderId: true, capacityGb: true, guestId: true, nasType: true,
      storageTypeId: true, upgradableFlag: true }, provisionedIops: true, replicationPartnerCount: true,
      replicationPartners: { username: true, id: true, replicationSchedule: { name: true, type: { id: true, keyname: true }, id: true,
      day: true, volumeId: true, dayOfMonth: true, dayOfWeek: true, hour: true, minute: true, monthOfYear: true, retentionCount: true,
      second: true, createDate: true, modifyDate: true, active: true, typeId: true, partnershipId: true }, serviceResource: { name: true,
      id: true, datacenter: { name: true, id: true }, apiHost: true, apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true,
      apiUsername: true, apiVersion: true, netappVolumeName: true, sshUsername: true, backendIpAddress: true, frontendIpAddress: true },
      serviceResourceBackendIpAddress: true }, replicationStatus: true, serviceResource: { name: true, id: true, datacenter: { name: true,
      id: true }, apiHost: true, apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true, apiUsername: true, apiVersion: true,
      netappVolumeName: true, sshUsername: true, backendIpAddress: true, frontendIpAddress: true }, serviceResourceBackendIpAddress: true,
      snapshotCapacityGb: true, storageTierLevel: true, storageType: { id: true, keyName: true }, notes: true, capacityGb: true };
    expect(outside(volume, detailKeys)).toEqual([]);
    expect(volume.bytesUsed).toBeDefined();
    const access = await file.getFileVolumeAccessList(FILE);
    expect(access.allowedSubnets?.[0]?.allowedHost).toBeDefined();
    const snapshots = await file.getFileVolumeSnapshotList(FILE);
    expect(snapshots.every((snapshot) => typeof snapshot.id === 'number')).toBe(true);
  });
});

describe('typed selection in the storage managers: a caller\'s mask or select narrows instead', () => {
  it('a literal mask is sent instead of the default, and the result has its keys only', async () => {
    const volume = await block.getBlockVolumeDetails(BLOCK, { mask: 'id,username,serviceResource[datacenter[name]]' });
    expect(sentMask()).toBe('mask[id,username,serviceResource[datacenter[name]]]');
    const keys: KeyTree<typeof volume> = {
      id: true, username: true,
      serviceResource: {
        id: true, name: true, apiHost: true, apiPassword: true, apiPath: true, apiPort: true, apiProtocol: true, apiUsername: true, apiVersion: true,
        netappVolumeName: true, sshUsername: true, backendIpAddress: true, frontendIpAddress: true, datacenter: { id: true, name: true },
      },
    };
    expect(outside(volume, keys)).toEqual([]);
    expect(volume.serviceResource?.datacenter?.name).toBe('dal10');
  });

  it('a select is sent as its mask, and the result has its keys only', async () => {
    const volumes = await file.listFileVolumes({ select: { username: true, storageType: { keyName: true } } });
    expect(sentMask()).toBe('mask[username,storageType[keyName]]');
    const keys: KeyTree<typeof volumes> = { id: true, username: true, storageType: { id: true, keyName: true } };
    expect(volumes.length).toBeGreaterThan(0);
    expect(outside(volumes, keys)).toEqual([]);
    const snapshots = await block.getBlockVolumeSnapshotList(BLOCK, { select: { notes: true } });
    const snapshotKeys: KeyTree<typeof snapshots> = { id: true, notes: true };
    expect(outside(snapshots, snapshotKeys)).toEqual([]);
  });
});

