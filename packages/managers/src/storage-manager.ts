/**
 * Block and file storage volumes (`Network_Storage`): what `BlockStorageManager` and
 * `FileStorageManager` share, as the reference client's `StorageManager` — details, access lists,
 * snapshots and their schedules, replicas and failover, duplicates, modifications, cancellation.
 *
 * @module
 */
import { ServiceError, type Selection } from '@svclib/core';
import type { Network_Storage } from '@svclib/model';
import type { ManagerClient } from './manager-client.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import {
  callApi, checkArgument, checkSpec, iterApi, iterRequest, LIST_OPTIONS, listRequest, positiveInteger, REQUEST_OPTIONS, requireId, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { resolveIdList, resolveOneId } from './resolve.js';
import {
  CANCEL_STORAGE_OPTIONS, HOST_ACCESS_OPTIONS, ITER_SNAPSHOTS_OPTIONS, ORDER_DUPLICATE_OPTIONS, ORDER_MODIFIED_OPTIONS, ORDER_REPLICANT_OPTIONS,
  ORDER_SNAPSHOT_SPACE_OPTIONS, REFRESH_DUPE_OPTIONS,
} from './storage-options.js';
import type {
  CancelStorageOptions, HostAccessOptions, IterSnapshotListOptions, OrderDuplicateOptions, OrderModifiedOptions, OrderReplicantOptions,
  OrderSnapshotSpaceOptions, RefreshDupeOptions, SnapshotListOptions, TestOrderOptions, VolumeIdentifier,
} from './storage-options.js';
import {
  blockOrFile, populateHostTemplates, prepareDuplicateOrderObject, prepareModifyOrderObject, prepareReplicantOrderObject,
  prepareSnapshotOrderObject,
} from './storage-utils.js';
import type { Location, OrderReceipt, OrderVerification } from './types/ordering.js';
import type {
  DuplicateConversionStatus, ObjectStorageAccount, ObjectStorageEndpoint, StorageOrder, VolumeCountLimit,
} from './types/storage.js';
import type { AllowedHost } from './types/virtual-guest.js';

/**
 * The volume methods of block and file storage, as the reference's `StorageManager` (its 31 public
 * methods, plus `resolveIds`). Use {@link BlockStorageManager} or {@link FileStorageManager}: they
 * add their own list, detail and order methods, and resolve volume usernames to ids (this base
 * resolves ids only).
 *
 * A result that comes from a default mask is typed by it (typed selection): only what the mask
 * selects is on the type, and a caller's literal `mask` or `select` narrows it instead. A storage
 * schedule's or credential's `type`, which the service sends even under a bare `weeklySchedule` or
 * `credential`, is on the type only where the mask names it (`weeklySchedule[type]`).
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { StorageManager } from '@svclib/managers';
 *
 * const storage = new StorageManager(new Client({ username: 'u', apiKey: 'k' }));
 * const volume = await storage.getVolumeDetails(1001);
 * ```
 */
export class StorageManager {
  /**
   * Default mask of {@link StorageManager.getVolumeDetails} (the reference's, items joined by `,`); a literal type, which types the result (typed selection).
   *
   * @example
   * ```ts
   * await storage.getVolumeDetails(1001, { mask: `${StorageManager.DETAIL_MASK},createDate` });
   * ```
   */
  static readonly DETAIL_MASK = joinMask(
    'id,username,password,capacityGb,snapshotCapacityGb,parentVolume.snapshotSizeBytes,storageType.keyName,',
    'serviceResource.datacenter[name],serviceResourceBackendIpAddress,storageTierLevel,provisionedIops,lunId,',
    'originalVolumeName,originalSnapshotName,originalVolumeSize,activeTransactionCount,',
    'activeTransactions.transactionStatus[friendlyName],replicationPartnerCount,replicationStatus,',
    'replicationPartners[id,username,serviceResourceBackendIpAddress,serviceResource[datacenter[name]],replicationSchedule[type[keyname]]],',
    'notes',
  );

  /**
   * Default mask of {@link StorageManager.getVolumeAccessList}.
   *
   * @example
   * ```ts
   * await storage.getVolumeAccessList(1001, { mask: StorageManager.ACCESS_LIST_MASK });
   * ```
   */
  static readonly ACCESS_LIST_MASK = joinMask(
    'id,allowedVirtualGuests[allowedHost[credential, sourceSubnet]],allowedHardware[allowedHost[credential]],',
    'allowedSubnets[allowedHost[credential]],allowedIpAddresses[allowedHost[credential]]',
  );

  /**
   * Default mask of {@link StorageManager.getVolumeSnapshotList}.
   *
   * @example
   * ```ts
   * await storage.getVolumeSnapshotList(1001, { mask: StorageManager.SNAPSHOT_LIST_MASK });
   * ```
   */
  static readonly SNAPSHOT_LIST_MASK = joinMask(
    'id,notes,snapshotSizeBytes,storageType[keyName],snapshotCreationTimestamp,intervalSchedule,hourlySchedule,',
    'dailySchedule,weeklySchedule',
  );

  /**
   * Mask of {@link StorageManager.listVolumeSchedules} (`Network_Storage.getObject`).
   *
   * @example
   * ```ts
   * console.log(StorageManager.SCHEDULES_MASK); // 'schedules[type,properties[type]]'
   * ```
   */
  static readonly SCHEDULES_MASK = 'schedules[type,properties[type]]';

  /**
   * Mask of the volume {@link StorageManager.orderReplicantVolume} reads.
   *
   * @example
   * ```ts
   * console.log(StorageManager.REPLICANT_MASK);
   * ```
   */
  static readonly REPLICANT_MASK = joinMask(
    'billingItem[activeChildren,hourlyFlag],storageTierLevel,osType,staasVersion,',
    'hasEncryptionAtRest,snapshotCapacityGb,schedules,intervalSchedule,hourlySchedule,dailySchedule,weeklySchedule,',
    'storageType[keyName],provisionedIops',
  );

  /**
   * Mask of the volume {@link StorageManager.orderDuplicateVolume} reads.
   *
   * @example
   * ```ts
   * console.log(StorageManager.DUPLICATE_MASK);
   * ```
   */
  static readonly DUPLICATE_MASK = joinMask(
    'id,billingItem[location,hourlyFlag],snapshotCapacityGb,storageType[keyName],capacityGb,',
    'originalVolumeSize,provisionedIops,storageTierLevel,osType[keyName],staasVersion,hasEncryptionAtRest',
  );

  /**
   * Mask of the volume {@link StorageManager.orderModifiedVolume} reads.
   *
   * @example
   * ```ts
   * console.log(StorageManager.MODIFY_MASK);
   * ```
   */
  static readonly MODIFY_MASK = 'id,billingItem,storageType[keyName],capacityGb,provisionedIops,storageTierLevel,staasVersion,hasEncryptionAtRest';

  /**
   * Mask of the volume {@link StorageManager.orderSnapshotSpace} reads.
   *
   * @example
   * ```ts
   * console.log(StorageManager.SNAPSHOT_SPACE_MASK);
   * ```
   */
  static readonly SNAPSHOT_SPACE_MASK = joinMask(
    'id,billingItem[location,hourlyFlag],storageType[keyName],storageTierLevel,provisionedIops,',
    'staasVersion,hasEncryptionAtRest',
  );

  /**
   * Mask of the volume {@link StorageManager.cancelSnapshotSpace} reads.
   *
   * @example
   * ```ts
   * console.log(StorageManager.CANCEL_SNAPSHOT_MASK);
   * ```
   */
  static readonly CANCEL_SNAPSHOT_MASK = 'mask[id,billingItem[activeChildren,hourlyFlag]]';

  /**
   * Mask of the volume {@link StorageManager.cancelVolume} reads.
   *
   * @example
   * ```ts
   * console.log(StorageManager.CANCEL_MASK);
   * ```
   */
  static readonly CANCEL_MASK = 'mask[id,billingItem[id,hourlyFlag]]';

  /**
   * Mask of {@link StorageManager.getNetworkMessageDeliveryAccounts}.
   *
   * @example
   * ```ts
   * console.log(StorageManager.OBJECT_STORAGE_MASK);
   * ```
   */
  static readonly OBJECT_STORAGE_MASK = 'mask[uuid,credentials]';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const storage = new StorageManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
  }

  /** What a volume is called in error messages (`block volume`, `file volume`). */
  protected get volumeKind(): string {
    return 'storage volume';
  }

  /**
   * The ids of the volumes whose username is `username` (the reference's `_get_ids_from_username`):
   * none here; the block and file managers look them up.
   *
   * @param username - A volume username.
   * @param signal - Cancels the look-up.
   * @returns The ids.
   */
  protected idsFromUsername(username: string, signal: AbortSignal | undefined): Promise<number[]> {
    void username;
    void signal;
    return Promise.resolve([]);
  }

  /**
   * The ids a volume identifier stands for: a number or numeric string is itself; any other text is
   * a volume username, looked up by the block or file manager's list method (mask `mask[id]`).
   *
   * @param identifier - Id or username.
   * @param options - `signal`.
   * @returns The matching ids (maybe none).
   * @example
   * ```ts
   * const ids = await block.resolveIds('SL02SEL1234-1');
   * ```
   */
  async resolveIds(identifier: VolumeIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = `${this.constructor.name}.resolveIds`;
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, (name, signal) => this.idsFromUsername(name, signal), o.signal);
  }

  /** One volume id for an identifier (a name resolved first). */
  protected volumeId(where: string, identifier: VolumeIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, this.volumeKind, identifier, (name, s) => this.idsFromUsername(name, s), signal);
  }

  /** `<Class>.<method>` for messages. */
  protected where(method: string): string {
    return `${this.constructor.name}.${method}`;
  }

  /**
   * How many volumes the account may have, per datacenter (`Network_Storage.getVolumeCountLimits`).
   *
   * @param options - `signal`.
   * @returns The limits.
   * @example
   * ```ts
   * const limits = await storage.getVolumeCountLimits();
   * ```
   */
  async getVolumeCountLimits(options?: ResolveOptions): Promise<VolumeCountLimit[]> {
    const o = checkSpec(RESOLVE_OPTIONS, options, this.where('getVolumeCountLimits'));
    return callApi<VolumeCountLimit[]>(this.client, 'Network_Storage', 'getVolumeCountLimits', { signal: o.signal });
  }

  /**
   * A volume (`Network_Storage.getObject`, mask {@link StorageManager.DETAIL_MASK}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The volume.
   * @example
   * ```ts
   * const { capacityGb, storageType } = await storage.getVolumeDetails(1001);
   * ```
   */
  getVolumeDetails<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.DETAIL_MASK, K, Q>>>;
  async getVolumeDetails(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage> {
    const where = this.where('getVolumeDetails');
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return this.#getVolume(where, volumeId, o.mask ?? StorageManager.DETAIL_MASK, o.signal);
  }

  /** `Network_Storage.getObject` of a volume, with `mask` (a literal mask types the volume: the reads of this class are checked against it). */
  async #getVolume<const M extends MaskArg>(where: string, volumeId: VolumeIdentifier, mask: M, signal: AbortSignal | undefined): Promise<ByMask<Network_Storage, 'Network_Storage', never, M, never>> {
    const id = await this.volumeId(where, volumeId, signal);
    return callApi<ByMask<Network_Storage, 'Network_Storage', never, M, never>>(this.client, 'Network_Storage', 'getObject', { id, mask, signal });
  }

  /**
   * The hosts allowed to reach a volume (`Network_Storage.getObject`, mask
   * {@link StorageManager.ACCESS_LIST_MASK}): `allowedVirtualGuests`, `allowedHardware`,
   * `allowedSubnets`, `allowedIpAddresses`, each with its `allowedHost` and credential.
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The volume with its access lists.
   * @example
   * ```ts
   * const { allowedVirtualGuests = [] } = await storage.getVolumeAccessList(1001);
   * ```
   */
  getVolumeAccessList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.ACCESS_LIST_MASK, K, Q>>>;
  async getVolumeAccessList(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage> {
    const where = this.where('getVolumeAccessList');
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return this.#getVolume(where, volumeId, o.mask ?? StorageManager.ACCESS_LIST_MASK, o.signal);
  }

  /**
   * The snapshots of a volume (`Network_Storage.getSnapshots`, mask
   * {@link StorageManager.SNAPSHOT_LIST_MASK}); one request.
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The snapshots.
   * @example
   * ```ts
   * const snapshots = await storage.getVolumeSnapshotList(1001);
   * ```
   */
  getVolumeSnapshotList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<SnapshotListOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', typeof StorageManager.SNAPSHOT_LIST_MASK, K, Q>>>;
  async getVolumeSnapshotList(volumeId: VolumeIdentifier, options?: SnapshotListOptions): Promise<Network_Storage[]> {
    const where = this.where('getVolumeSnapshotList');
    const o = checkSpec(LIST_OPTIONS, options, where);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<Network_Storage[]>(this.client, 'Network_Storage', 'getSnapshots', { ...listRequest(o, StorageManager.SNAPSHOT_LIST_MASK, o.filter), id });
  }

  /**
   * The paging twin of {@link StorageManager.getVolumeSnapshotList}, through `iterCall`. The volume
   * id must be numeric here (a generator starts before any look-up could run).
   *
   * @param volumeId - Volume id.
   * @param options - As {@link StorageManager.getVolumeSnapshotList}, plus `chunk` and `concurrency`.
   * @returns An async generator of snapshots.
   * @example
   * ```ts
   * for await (const snapshot of storage.iterVolumeSnapshotList(1001, { chunk: 50 })) console.log(snapshot.id);
   * ```
   */
  iterVolumeSnapshotList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: number, options?: Selecting<IterSnapshotListOptions, 'Network_Storage', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.SNAPSHOT_LIST_MASK, K, Q>>>;
  iterVolumeSnapshotList(volumeId: number, options?: IterSnapshotListOptions): AsyncGenerator<Network_Storage> {
    const where = this.where('iterVolumeSnapshotList');
    const o = checkSpec(ITER_SNAPSHOTS_OPTIONS, options, where);
    const id = requireId(where, 'volumeId', volumeId);
    return iterApi<Network_Storage>(this.client, 'Network_Storage', 'getSnapshots', { ...iterRequest(o, StorageManager.SNAPSHOT_LIST_MASK, o.filter), id });
  }

  /**
   * Turns the warning on snapshot space usage on or off (`Network_Storage.setSnapshotNotification(enable)`).
   *
   * @param volumeId - Volume id or username.
   * @param enable - On (`true`) or off.
   * @param options - `signal`.
   * @example
   * ```ts
   * await storage.setVolumeSnapshotNotification(1001, false);
   * ```
   */
  async setVolumeSnapshotNotification(volumeId: VolumeIdentifier, enable: boolean, options?: ResolveOptions): Promise<void> {
    const where = this.where('setVolumeSnapshotNotification');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'enable', enable, (value) => typeof value === 'boolean', 'a boolean');
    const id = await this.volumeId(where, volumeId, o.signal);
    await callApi<unknown>(this.client, 'Network_Storage', 'setSnapshotNotification', { id, args: [enable], signal: o.signal });
  }

  /**
   * Whether the snapshot space warning is on (`Network_Storage.getSnapshotNotificationStatus`): `1`
   * or `0`; an absent status counts as on (`1`), as the reference reads it.
   *
   * @param volumeId - Volume id or username.
   * @param options - `signal`.
   * @returns `1` (on) or `0` (off).
   * @example
   * ```ts
   * if (await storage.getVolumeSnapshotNotificationStatus(1001) === 0) console.log('warnings off');
   * ```
   */
  async getVolumeSnapshotNotificationStatus(volumeId: VolumeIdentifier, options?: ResolveOptions): Promise<number> {
    const where = this.where('getVolumeSnapshotNotificationStatus');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = await this.volumeId(where, volumeId, o.signal);
    const status = await callApi<string | number | boolean | null>(this.client, 'Network_Storage', 'getSnapshotNotificationStatus', { id, signal: o.signal });
    if (status === null || status === undefined || status === '') return 1;
    const value = Number(status);
    if (!Number.isInteger(value)) throw new ServiceError(`${where}: the snapshot notification status ${JSON.stringify(status)} is not a number`);
    return value;
  }

  /**
   * Lets hosts reach a volume (`Network_Storage.allowAccessFromHostList`, host templates by
   * {@link populateHostTemplates}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `hardwareIds`, `virtualGuestIds`, `ipAddressIds`, `subnetIds` (file volumes), `signal`.
   * @returns The allowed hosts now on the volume's list.
   * @example
   * ```ts
   * await storage.authorizeHostToVolume(1001, { virtualGuestIds: [1001] });
   * ```
   */
  async authorizeHostToVolume(volumeId: VolumeIdentifier, options?: HostAccessOptions): Promise<AllowedHost[]> {
    return this.#hostAccess('authorizeHostToVolume', 'allowAccessFromHostList', volumeId, options);
  }

  /**
   * Takes hosts off a volume's access list (`Network_Storage.removeAccessFromHostList`).
   *
   * @param volumeId - Volume id or username.
   * @param options - `hardwareIds`, `virtualGuestIds`, `ipAddressIds`, `subnetIds`, `signal`.
   * @returns The allowed hosts removed.
   * @example
   * ```ts
   * await storage.deauthorizeHostToVolume(1001, { hardwareIds: [2001] });
   * ```
   */
  async deauthorizeHostToVolume(volumeId: VolumeIdentifier, options?: HostAccessOptions): Promise<AllowedHost[]> {
    return this.#hostAccess('deauthorizeHostToVolume', 'removeAccessFromHostList', volumeId, options);
  }

  async #hostAccess(name: string, method: string, volumeId: VolumeIdentifier, options: HostAccessOptions | undefined): Promise<AllowedHost[]> {
    const where = this.where(name);
    const o = checkSpec(HOST_ACCESS_OPTIONS, options, where);
    const templates = populateHostTemplates(o);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<AllowedHost[]>(this.client, 'Network_Storage', method, { id, args: [templates], signal: o.signal });
  }

  /**
   * The replicas of a volume (`Network_Storage.getReplicationPartners`).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `signal`.
   * @returns The replica volumes.
   * @example
   * ```ts
   * const replicas = await storage.getReplicationPartners(1001);
   * ```
   */
  async getReplicationPartners(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage[]> {
    const where = this.where('getReplicationPartners');
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<Network_Storage[]>(this.client, 'Network_Storage', 'getReplicationPartners', { id, mask: o.mask, signal: o.signal });
  }

  /**
   * The datacenters a volume can be replicated to (`Network_Storage.getValidReplicationTargetDatacenterLocations`).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `signal`.
   * @returns The datacenters.
   * @example
   * ```ts
   * const targets = await storage.getReplicationLocations(1001);
   * ```
   */
  async getReplicationLocations(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Location[]> {
    const where = this.where('getReplicationLocations');
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<Location[]>(this.client, 'Network_Storage', 'getValidReplicationTargetDatacenterLocations', { id, mask: o.mask, signal: o.signal });
  }

  /** Places the order, or verifies it with `test`. */
  protected placeStorageOrder(order: StorageOrder, o: TestOrderOptions): Promise<OrderReceipt | OrderVerification> {
    return callApi<OrderReceipt | OrderVerification>(this.client, 'Product_Order', o.test ? 'verifyOrder' : 'placeOrder', { args: [order], signal: o.signal });
  }

  /**
   * Orders a replica of a volume in another datacenter: reads the volume (mask
   * {@link StorageManager.REPLICANT_MASK}), builds the order ({@link prepareReplicantOrderObject};
   * a block replica also gets `osFormatType`, the volume's own unless `osType` is given), then
   * `Product_Order.placeOrder` (`verifyOrder` with `test`).
   *
   * @param volumeId - Volume id or username.
   * @param snapshotSchedule - The primary's schedule to replicate on: `HOURLY`, `DAILY` or `WEEKLY`.
   * @param location - Datacenter short name of the replica.
   * @param options - `tier`, `osType`, `iops`, `test`, `signal`.
   * @returns The receipt (or the verified order).
   * @throws ServiceError as the reference (e.g. no OS type: `Cannot find primary volume's os-type automatically; must specify manually`).
   * @example
   * ```ts
   * await block.orderReplicantVolume(1001, 'WEEKLY', 'wdc07');
   * ```
   */
  async orderReplicantVolume(
    volumeId: VolumeIdentifier,
    snapshotSchedule: string,
    location: string,
    options?: OrderReplicantOptions,
  ): Promise<OrderReceipt | OrderVerification> {
    const where = this.where('orderReplicantVolume');
    const o = checkSpec(ORDER_REPLICANT_OPTIONS, options, where);
    checkArgument(where, 'snapshotSchedule', snapshotSchedule, (v) => typeof v === 'string' && v !== '', 'a non-empty string');
    checkArgument(where, 'location', location, (v) => typeof v === 'string' && v !== '', 'a non-empty string');
    const volume = await this.#getVolume(where, volumeId, StorageManager.REPLICANT_MASK, o.signal);
    const storageClass = blockOrFile(volume.storageType?.keyName ?? '');
    const iops = o.iops ?? wholeNumber(where, 'provisionedIops', volume.provisionedIops);
    const order = await prepareReplicantOrderObject(this.client, snapshotSchedule, location, o.tier, volume, storageClass, iops, o);
    if (storageClass === 'block') {
      const osType = o.osType ?? volume.osType?.keyName;
      if (typeof osType !== 'string') throw new ServiceError("Cannot find primary volume's os-type automatically; must specify manually");
      order.osFormatType = { keyName: osType };
    }
    return this.placeStorageOrder(order, o);
  }

  /**
   * Orders a duplicate of a volume: reads it (mask {@link StorageManager.DUPLICATE_MASK}), builds
   * the order ({@link prepareDuplicateOrderObject}; a block duplicate gets the origin's
   * `osFormatType`), adds `duplicateOriginSnapshotId` and `isDependentDuplicateFlag: 1` when asked,
   * then `Product_Order.placeOrder` (`verifyOrder` with `test`).
   *
   * @param originVolumeId - Volume id or username.
   * @param options - `originSnapshotId`, `duplicateSize`, `duplicateIops`, `duplicateTierLevel`,
   *   `duplicateSnapshotSize`, `hourlyBillingFlag`, `dependentDuplicate`, `test`, `signal`.
   * @returns The receipt (or the verified order).
   * @throws ServiceError as the reference (e.g. `Cannot find origin volume's os-type`).
   * @example
   * ```ts
   * await block.orderDuplicateVolume(1001, { originSnapshotId: 5001, duplicateSize: 1000 });
   * ```
   */
  async orderDuplicateVolume(originVolumeId: VolumeIdentifier, options?: OrderDuplicateOptions): Promise<OrderReceipt | OrderVerification> {
    const where = this.where('orderDuplicateVolume');
    const o = checkSpec(ORDER_DUPLICATE_OPTIONS, options, where);
    const origin = await this.#getVolume(where, originVolumeId, StorageManager.DUPLICATE_MASK, o.signal);
    const storageClass = blockOrFile(origin.storageType?.keyName ?? '');
    const order = await prepareDuplicateOrderObject(this.client, origin, storageClass, {
      iops: o.duplicateIops, tier: o.duplicateTierLevel, duplicateSize: o.duplicateSize, duplicateSnapshotSize: o.duplicateSnapshotSize,
      hourlyBillingFlag: o.hourlyBillingFlag ?? false, dependentDuplicate: false,
    }, o);
    if (storageClass === 'block') {
      const osType = origin.osType?.keyName;
      if (typeof osType !== 'string') throw new ServiceError("Cannot find origin volume's os-type");
      order.osFormatType = { keyName: osType };
    }
    if (o.originSnapshotId !== undefined) order.duplicateOriginSnapshotId = o.originSnapshotId;
    // The service takes any value of the flag as "dependent", so it is only sent when asked for.
    if (o.dependentDuplicate) order.isDependentDuplicateFlag = 1;
    return this.placeStorageOrder(order, o);
  }

  /**
   * Orders a change of a volume's size, IOPS or tier: reads it (mask
   * {@link StorageManager.MODIFY_MASK}), builds the upgrade order
   * ({@link prepareModifyOrderObject}), then `Product_Order.placeOrder` (`verifyOrder` with `test`).
   *
   * @param volumeId - Volume id or username.
   * @param options - `newSize`, `newIops`, `newTierLevel`, `test`, `signal`.
   * @returns The receipt (or the verified order).
   * @example
   * ```ts
   * await file.orderModifiedVolume(1101, { newSize: 1000, newTierLevel: 4 });
   * ```
   */
  async orderModifiedVolume(volumeId: VolumeIdentifier, options?: OrderModifiedOptions): Promise<OrderReceipt | OrderVerification> {
    const where = this.where('orderModifiedVolume');
    const o = checkSpec(ORDER_MODIFIED_OPTIONS, options, where);
    const volume = await this.#getVolume(where, volumeId, StorageManager.MODIFY_MASK, o.signal);
    const order = await prepareModifyOrderObject(this.client, volume, o.newIops, o.newTierLevel, o.newSize, o);
    return this.placeStorageOrder(order, o);
  }

  /**
   * Sets a volume's notes (`Network_Storage.editObject({ notes })`).
   *
   * @param volumeId - Volume id or username.
   * @param note - The notes.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.volumeSetNote(1001, 'database');
   * ```
   */
  async volumeSetNote(volumeId: VolumeIdentifier, note: string, options?: ResolveOptions): Promise<boolean> {
    const where = this.where('volumeSetNote');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'note', note, (value) => typeof value === 'string', 'a string');
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<boolean>(this.client, 'Network_Storage', 'editObject', { id, args: [{ notes: note }], signal: o.signal });
  }

  /**
   * Deletes a snapshot (`Network_Storage.deleteObject` on the snapshot).
   *
   * @param snapshotId - The snapshot's id.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.deleteSnapshot(5001);
   * ```
   */
  async deleteSnapshot(snapshotId: number, options?: ResolveOptions): Promise<boolean> {
    const where = this.where('deleteSnapshot');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'snapshotId', snapshotId);
    return callApi<boolean>(this.client, 'Network_Storage', 'deleteObject', { id, signal: o.signal });
  }

  /**
   * Takes a snapshot of a volume now (`Network_Storage.createSnapshot(notes)`).
   *
   * @param volumeId - Volume id or username.
   * @param notes - Its notes (its "name"; default `''`).
   * @param options - `mask`, `signal`.
   * @returns The new snapshot.
   * @example
   * ```ts
   * const { id } = await storage.createSnapshot(1001, 'before upgrade');
   * ```
   */
  async createSnapshot(volumeId: VolumeIdentifier, notes = '', options?: RequestOptions): Promise<Network_Storage> {
    const where = this.where('createSnapshot');
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    checkArgument(where, 'notes', notes, (value) => typeof value === 'string', 'a string');
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<Network_Storage>(this.client, 'Network_Storage', 'createSnapshot', { id, args: [notes], mask: o.mask, signal: o.signal });
  }

  /**
   * Orders snapshot space for a volume: reads it (mask {@link StorageManager.SNAPSHOT_SPACE_MASK}, or
   * yours), builds the order ({@link prepareSnapshotOrderObject}), then `Product_Order.placeOrder`
   * (`verifyOrder` with `test`).
   *
   * @param volumeId - Volume id or username.
   * @param capacity - Snapshot space in GB.
   * @param tier - IOPS per GB of an endurance volume (`undefined` or `null`: read off the volume).
   * @param upgrade - An upgrade of the volume's existing snapshot space.
   * @param options - `iops` (default the volume's), `mask`, `test`, `signal`.
   * @returns The receipt (or the verified order).
   * @example
   * ```ts
   * await block.orderSnapshotSpace(1001, 20, undefined, true);
   * ```
   */
  async orderSnapshotSpace(
    volumeId: VolumeIdentifier,
    capacity: number,
    tier: number | null | undefined,
    upgrade: boolean,
    options?: OrderSnapshotSpaceOptions,
  ): Promise<OrderReceipt | OrderVerification> {
    const where = this.where('orderSnapshotSpace');
    const o = checkSpec(ORDER_SNAPSHOT_SPACE_OPTIONS, options, where);
    checkArgument(where, 'capacity', capacity, positiveInteger, 'a positive integer');
    checkArgument(where, 'tier', tier ?? undefined, (v) => [0.25, 2, 4, 10].includes(v as number), 'one of 0.25, 2, 4, 10');
    checkArgument(where, 'upgrade', upgrade, (v) => typeof v === 'boolean', 'a boolean');
    const volume = await this.#getVolume(where, volumeId, o.mask ?? StorageManager.SNAPSHOT_SPACE_MASK, o.signal);
    const iops = o.iops ?? wholeNumber(where, 'provisionedIops', volume.provisionedIops);
    const order = await prepareSnapshotOrderObject(this.client, volume, capacity, tier ?? undefined, upgrade, iops, o);
    return this.placeStorageOrder(order, o);
  }

  /**
   * Cancels a volume's snapshot space: reads the volume (mask
   * {@link StorageManager.CANCEL_SNAPSHOT_MASK}), then `Billing_Item.cancelItem(immediate, true,
   * reason)` on its `storage_snapshot_space` child item (immediately for an hourly volume).
   *
   * @param volumeId - Volume id or username.
   * @param options - `reason` (default `No longer needed`), `immediate`, `signal`.
   * @returns `true` on success.
   * @throws ServiceError `No snapshot space found to cancel`.
   * @example
   * ```ts
   * await storage.cancelSnapshotSpace(1001, { immediate: true });
   * ```
   */
  async cancelSnapshotSpace(volumeId: VolumeIdentifier, options?: CancelStorageOptions): Promise<boolean> {
    const where = this.where('cancelSnapshotSpace');
    const o = checkSpec(CANCEL_STORAGE_OPTIONS, options, where);
    const volume = await this.#getVolume(where, volumeId, StorageManager.CANCEL_SNAPSHOT_MASK, o.signal);
    const children = volume.billingItem?.activeChildren;
    if (children === undefined) throw new ServiceError('No snapshot space found to cancel');
    const billingItemId = children.find((child) => child.categoryCode === 'storage_snapshot_space')?.id;
    if (!billingItemId) throw new ServiceError('No snapshot space found to cancel');
    const immediate = volume.billingItem?.hourlyFlag ? true : (o.immediate ?? false);
    return callApi<boolean>(this.client, 'Billing_Item', 'cancelItem', {
      id: billingItemId, args: [immediate, true, o.reason ?? 'No longer needed'], signal: o.signal,
    });
  }

  /**
   * Schedules snapshots of a volume (`Network_Storage.enableSnapshots(scheduleType, retentionCount,
   * minute, hour, dayOfWeek)`).
   *
   * @param volumeId - Volume id or username.
   * @param scheduleType - `HOURLY`, `DAILY` or `WEEKLY`.
   * @param retentionCount - How many snapshots to keep.
   * @param minute - Minute of the hour.
   * @param hour - Hour of the day.
   * @param dayOfWeek - Day of the week (e.g. `SUNDAY`).
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.enableSnapshots(1001, 'WEEKLY', 10, 47, 16, 'FRIDAY');
   * ```
   */
  async enableSnapshots(
    volumeId: VolumeIdentifier,
    scheduleType: string,
    retentionCount: number,
    minute: number,
    hour: number,
    dayOfWeek: string,
    options?: ResolveOptions,
  ): Promise<boolean> {
    const where = this.where('enableSnapshots');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'scheduleType', scheduleType, (v) => typeof v === 'string' && v !== '', 'a non-empty string');
    for (const [name, value] of [['retentionCount', retentionCount], ['minute', minute], ['hour', hour]] as const) {
      checkArgument(where, name, value, (v) => Number.isInteger(v) && (v as number) >= 0, 'a non-negative integer');
    }
    checkArgument(where, 'dayOfWeek', dayOfWeek, (v) => typeof v === 'string', 'a string');
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<boolean>(this.client, 'Network_Storage', 'enableSnapshots', {
      id, args: [scheduleType, retentionCount, minute, hour, dayOfWeek], signal: o.signal,
    });
  }

  /**
   * Stops a snapshot schedule of a volume (`Network_Storage.disableSnapshots(scheduleType)`).
   *
   * @param volumeId - Volume id or username.
   * @param scheduleType - `HOURLY`, `DAILY` or `WEEKLY`.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.disableSnapshots(1001, 'HOURLY');
   * ```
   */
  async disableSnapshots(volumeId: VolumeIdentifier, scheduleType: string, options?: ResolveOptions): Promise<boolean> {
    const where = this.where('disableSnapshots');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'scheduleType', scheduleType, (v) => typeof v === 'string' && v !== '', 'a non-empty string');
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<boolean>(this.client, 'Network_Storage', 'disableSnapshots', { id, args: [scheduleType], signal: o.signal });
  }

  /**
   * The schedules of a volume (`Network_Storage.getObject`, mask `schedules[type,properties[type]]`).
   *
   * @param volumeId - Volume id or username.
   * @param options - `signal`.
   * @returns The schedules (none: `[]`).
   * @example
   * ```ts
   * const schedules = await storage.listVolumeSchedules(1001);
   * ```
   */
  async listVolumeSchedules(volumeId: VolumeIdentifier, options?: ResolveOptions): Promise<NonNullable<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.SCHEDULES_MASK, never, never>['schedules']>> {
    const where = this.where('listVolumeSchedules');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const volume = await this.#getVolume(where, volumeId, StorageManager.SCHEDULES_MASK, o.signal);
    return volume?.schedules ?? [];
  }

  /**
   * Restores a volume from one of its snapshots (`Network_Storage.restoreFromSnapshot(snapshotId)`).
   *
   * @param volumeId - Volume id or username.
   * @param snapshotId - The snapshot.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.restoreFromSnapshot(1001, 5001);
   * ```
   */
  async restoreFromSnapshot(volumeId: VolumeIdentifier, snapshotId: number, options?: ResolveOptions): Promise<boolean> {
    return this.#withTarget('restoreFromSnapshot', 'restoreFromSnapshot', 'snapshotId', volumeId, snapshotId, options);
  }

  /**
   * Fails a volume over to one of its replicas (`Network_Storage.failoverToReplicant(replicantId)`).
   *
   * @param volumeId - Volume id or username.
   * @param replicantId - The replica.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.failoverToReplicant(1001, 1004);
   * ```
   */
  async failoverToReplicant(volumeId: VolumeIdentifier, replicantId: number, options?: ResolveOptions): Promise<boolean> {
    return this.#withTarget('failoverToReplicant', 'failoverToReplicant', 'replicantId', volumeId, replicantId, options);
  }

  /**
   * Fails a volume over to a replica after a disaster, when the primary is unreachable
   * (`Network_Storage.disasterRecoveryFailoverToReplicant(replicantId)`).
   *
   * @param volumeId - Volume id or username.
   * @param replicantId - The replica.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.disasterRecoveryFailoverToReplicant(1001, 1004);
   * ```
   */
  async disasterRecoveryFailoverToReplicant(volumeId: VolumeIdentifier, replicantId: number, options?: ResolveOptions): Promise<boolean> {
    return this.#withTarget('disasterRecoveryFailoverToReplicant', 'disasterRecoveryFailoverToReplicant', 'replicantId', volumeId, replicantId, options);
  }

  async #withTarget(
    name: string, method: string, what: string, volumeId: VolumeIdentifier, target: number, options: ResolveOptions | undefined,
  ): Promise<boolean> {
    const where = this.where(name);
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const targetId = requireId(where, what, target);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<boolean>(this.client, 'Network_Storage', method, { id, args: [targetId], signal: o.signal });
  }

  /**
   * Fails a volume back from its replica (`Network_Storage.failbackFromReplicant`).
   *
   * @param volumeId - Volume id or username.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await storage.failbackFromReplicant(1001);
   * ```
   */
  async failbackFromReplicant(volumeId: VolumeIdentifier, options?: ResolveOptions): Promise<boolean> {
    return this.#plain('failbackFromReplicant', 'failbackFromReplicant', volumeId, options);
  }

  async #plain<T>(name: string, method: string, volumeId: VolumeIdentifier, options: ResolveOptions | undefined): Promise<T> {
    const where = this.where(name);
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<T>(this.client, 'Network_Storage', method, { id, signal: o.signal });
  }

  /**
   * Cancels a volume: reads it (mask {@link StorageManager.CANCEL_MASK}), then
   * `Billing_Item.cancelItem(immediate, true, reason)` on its billing item (immediately for an
   * hourly volume).
   *
   * @param volumeId - Volume id or username.
   * @param options - `reason` (default `No longer needed`), `immediate`, `signal`.
   * @returns `true` on success.
   * @throws ServiceError `Storage Volume was already cancelled` when it has no billing item.
   * @example
   * ```ts
   * await storage.cancelVolume(1001, { immediate: true });
   * ```
   */
  async cancelVolume(volumeId: VolumeIdentifier, options?: CancelStorageOptions): Promise<boolean> {
    const where = this.where('cancelVolume');
    const o = checkSpec(CANCEL_STORAGE_OPTIONS, options, where);
    const volume = await this.#getVolume(where, volumeId, StorageManager.CANCEL_MASK, o.signal);
    const billingItemId = volume.billingItem?.id;
    if (billingItemId === undefined) throw new ServiceError('Storage Volume was already cancelled');
    const immediate = volume.billingItem?.hourlyFlag ? true : (o.immediate ?? false);
    return callApi<boolean>(this.client, 'Billing_Item', 'cancelItem', {
      id: billingItemId, args: [immediate, true, o.reason ?? 'No longer needed'], signal: o.signal,
    });
  }

  /**
   * Refreshes a duplicate volume from a snapshot of its origin (`Network_Storage.refreshDuplicate(snapshotId, forceRefresh)`).
   *
   * @param volumeId - The duplicate's id or username.
   * @param snapshotId - The origin's snapshot.
   * @param options - `forceRefresh` (default `false`), `signal`.
   * @returns The service's answer.
   * @example
   * ```ts
   * await storage.refreshDupe(1003, 5001);
   * ```
   */
  async refreshDupe(volumeId: VolumeIdentifier, snapshotId: number, options?: RefreshDupeOptions): Promise<boolean> {
    const where = this.where('refreshDupe');
    const o = checkSpec(REFRESH_DUPE_OPTIONS, options, where);
    const snapshot = requireId(where, 'snapshotId', snapshotId);
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<boolean>(this.client, 'Network_Storage', 'refreshDuplicate', { id, args: [snapshot, o.forceRefresh ?? false], signal: o.signal });
  }

  /**
   * Turns a dependent duplicate into an independent volume (`Network_Storage.convertCloneDependentToIndependent`).
   *
   * @param volumeId - The duplicate's id or username.
   * @param options - `signal`.
   * @returns The service's answer.
   * @example
   * ```ts
   * await storage.convertDepDupe(1003);
   * ```
   */
  async convertDepDupe(volumeId: VolumeIdentifier, options?: ResolveOptions): Promise<boolean> {
    return this.#plain('convertDepDupe', 'convertCloneDependentToIndependent', volumeId, options);
  }

  /**
   * How far the conversion of a dependent duplicate has come (`Network_Storage.getDuplicateConversionStatus`).
   *
   * @param volumeId - The duplicate's id or username.
   * @param options - `signal`.
   * @returns The status.
   * @example
   * ```ts
   * const { deDuplicateConversionPercentage } = await storage.convertDupeStatus(1003);
   * ```
   */
  async convertDupeStatus(volumeId: VolumeIdentifier, options?: ResolveOptions): Promise<DuplicateConversionStatus> {
    return this.#plain('convertDupeStatus', 'getDuplicateConversionStatus', volumeId, options);
  }

  /**
   * An object storage account with its credentials (`Network_Storage_Hub_Cleversafe_Account.getObject`,
   * mask {@link StorageManager.OBJECT_STORAGE_MASK}).
   *
   * @param objectId - The object storage account's id.
   * @param options - `signal`.
   * @returns The account (`uuid`, `credentials`).
   * @example
   * ```ts
   * const { credentials } = await block.getNetworkMessageDeliveryAccounts(7001);
   * ```
   */
  async getNetworkMessageDeliveryAccounts(objectId: number, options?: ResolveOptions): Promise<ByMask<ObjectStorageAccount, 'Network_Storage_Hub_Cleversafe_Account', typeof StorageManager.OBJECT_STORAGE_MASK, never, never>> {
    const where = this.where('getNetworkMessageDeliveryAccounts');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'objectId', objectId);
    return callApi<ObjectStorageAccount>(this.client, 'Network_Storage_Hub_Cleversafe_Account', 'getObject', {
      id, mask: StorageManager.OBJECT_STORAGE_MASK, signal: o.signal,
    });
  }

  /**
   * The endpoint URLs of an object storage account (`Network_Storage_Hub_Cleversafe_Account.getEndpoints`).
   *
   * @param objectId - The object storage account's id.
   * @param options - `signal`.
   * @returns The endpoints.
   * @example
   * ```ts
   * const endpoints = await block.getEndPoints(7001);
   * ```
   */
  async getEndPoints(objectId: number, options?: ResolveOptions): Promise<ObjectStorageEndpoint[]> {
    const where = this.where('getEndPoints');
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'objectId', objectId);
    return callApi<ObjectStorageEndpoint[]>(this.client, 'Network_Storage_Hub_Cleversafe_Account', 'getEndpoints', { id, signal: o.signal });
  }
}

/** A whole number the API sends as text (`provisionedIops: '1000'`); `undefined` when absent. */
function wholeNumber(where: string, what: string, value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new ServiceError(`${where}: the volume's ${what} ${JSON.stringify(value)} is not a number`);
  return Math.trunc(n);
}
