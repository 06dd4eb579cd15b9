/**
 * File storage (NFS volumes, `Network_Storage` on `Account.getNasNetworkStorage`): list, read,
 * order and cancel volumes. The shared volume methods are {@link StorageManager}'s.
 *
 * @module
 */
import type { Selection } from '@svclib/core';
import type { Network_Storage } from '@svclib/model';
import type { ManagerClient } from './manager-client.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import { checkArgument, checkSpec, iterApi, iterRequest, listApi, listRequest, REQUEST_OPTIONS } from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { idsOf } from './resolve.js';
import { StorageManager } from './storage-manager.js';
import { checkOrderArguments, volumeFilter } from './storage-list.js';
import { CANCEL_STORAGE_OPTIONS, ITER_VOLUMES_OPTIONS, LIST_VOLUMES_OPTIONS, ORDER_VOLUME_OPTIONS } from './storage-options.js';
import type {
  CancelStorageOptions, IterVolumesOptions, ListVolumesOptions, OrderVolumeOptions, SnapshotListOptions, VolumeIdentifier,
} from './storage-options.js';
import { prepareVolumeOrderObject } from './storage-utils.js';
import type { OrderReceipt, OrderVerification } from './types/ordering.js';
import type { VolumeCountLimit } from './types/storage.js';

/**
 * File storage volumes in one call each, as the reference's `FileStorageManager` (its 7 methods and
 * the 31 of {@link StorageManager}). Built from a `Client` of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { FileStorageManager } from '@svclib/managers';
 *
 * const file = new FileStorageManager(new Client({ username: 'u', apiKey: 'k' }));
 * for (const volume of await file.listFileVolumes()) console.log(volume.username, volume.fileNetworkMountAddress);
 * ```
 */
export class FileStorageManager extends StorageManager {
  /**
   * Default mask of {@link FileStorageManager.listFileVolumes} (the reference's, items joined by `,`); a literal type, which types the result (typed selection).
   *
   * @example
   * ```ts
   * await file.listFileVolumes({ mask: `${FileStorageManager.LIST_MASK},notes` });
   * ```
   */
  static readonly LIST_MASK = joinMask(
    'id,username,capacityGb,bytesUsed,serviceResource.datacenter[name],serviceResourceBackendIpAddress,',
    'activeTransactionCount,fileNetworkMountAddress,replicationPartnerCount',
  );

  /**
   * Default mask of {@link FileStorageManager.getFileVolumeDetails}: the storage base's, plus
   * `bytesUsed` and `fileNetworkMountAddress` (the reference's).
   *
   * @example
   * ```ts
   * await file.getFileVolumeDetails(1101, { mask: `${FileStorageManager.FILE_DETAIL_MASK},createDate` });
   * ```
   */
  static readonly FILE_DETAIL_MASK = joinMask(
    'id,username,password,capacityGb,bytesUsed,snapshotCapacityGb,parentVolume.snapshotSizeBytes,storageType.keyName,',
    'serviceResource.datacenter[name],serviceResourceBackendIpAddress,fileNetworkMountAddress,storageTierLevel,provisionedIops,',
    'lunId,originalVolumeName,originalSnapshotName,originalVolumeSize,activeTransactionCount,',
    'activeTransactions.transactionStatus[friendlyName],replicationPartnerCount,replicationStatus,',
    'replicationPartners[id,username,serviceResourceBackendIpAddress,serviceResource[datacenter[name]],replicationSchedule[type[keyname]]],',
    'notes',
  );

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const file = new FileStorageManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    super(client);
  }

  /** What a volume is called in error messages. */
  protected override get volumeKind(): string {
    return 'file volume';
  }

  /**
   * The ids of the file volumes named `username` ({@link FileStorageManager.listFileVolumes} with
   * `username`, mask `mask[id]`).
   *
   * @param username - A volume username.
   * @param signal - Cancels the look-up.
   * @returns The ids.
   */
  protected override async idsFromUsername(username: string, signal: AbortSignal | undefined): Promise<number[]> {
    return idsOf(await this.listFileVolumes({ username, mask: 'mask[id]', signal }));
  }

  /**
   * How many volumes the account may have, per datacenter ({@link StorageManager.getVolumeCountLimits}).
   *
   * @param options - `signal`.
   * @returns The limits.
   * @example
   * ```ts
   * const limits = await file.listFileVolumeLimit();
   * ```
   */
  async listFileVolumeLimit(options?: ResolveOptions): Promise<VolumeCountLimit[]> {
    return this.getVolumeCountLimits(options);
  }

  /**
   * The account's file volumes (`Account.getNasNetworkStorage`, mask
   * {@link FileStorageManager.LIST_MASK}), one request. Filter group `nasNetworkStorage`: `id`
   * sorted ascending, `serviceResource.type.type` `!~ NAS`, `storageType.keyName`
   * `*= FILE_STORAGE` (`^= <TYPE>_FILE_STORAGE` with `storageType`), and the keyword options.
   *
   * @param options - `datacenter`, `username`, `storageType`, `order`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The volumes.
   * @example
   * ```ts
   * const inDal10 = await file.listFileVolumes({ datacenter: 'dal10' });
   * ```
   */
  listFileVolumes<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListVolumesOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', typeof FileStorageManager.LIST_MASK, K, Q>>>;
  async listFileVolumes(options?: ListVolumesOptions): Promise<Network_Storage[]> {
    const where = 'FileStorageManager.listFileVolumes';
    const o = checkSpec(LIST_VOLUMES_OPTIONS, options, where);
    return listApi<Network_Storage>(this.client, 'Account', 'getNasNetworkStorage', listRequest(o, FileStorageManager.LIST_MASK, volumeFilter(where, 'file', o)));
  }

  /**
   * The paging twin of {@link FileStorageManager.listFileVolumes}, through `iterCall` (the
   * reference's `iter=True`).
   *
   * @param options - As {@link FileStorageManager.listFileVolumes}, plus `chunk` and `concurrency`.
   * @returns An async generator of volumes.
   * @example
   * ```ts
   * for await (const volume of file.iterFileVolumes({ chunk: 50 })) console.log(volume.username);
   * ```
   */
  iterFileVolumes<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterVolumesOptions, 'Network_Storage', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof FileStorageManager.LIST_MASK, K, Q>>>;
  iterFileVolumes(options?: IterVolumesOptions): AsyncGenerator<Network_Storage> {
    const where = 'FileStorageManager.iterFileVolumes';
    const o = checkSpec(ITER_VOLUMES_OPTIONS, options, where);
    return iterApi<Network_Storage>(this.client, 'Account', 'getNasNetworkStorage', iterRequest(o, FileStorageManager.LIST_MASK, volumeFilter(where, 'file', o)));
  }

  /**
   * A file volume (`Network_Storage.getObject`, mask {@link FileStorageManager.FILE_DETAIL_MASK}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The volume.
   * @example
   * ```ts
   * const { fileNetworkMountAddress } = await file.getFileVolumeDetails(1101);
   * ```
   */
  getFileVolumeDetails<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof FileStorageManager.FILE_DETAIL_MASK, K, Q>>>;
  async getFileVolumeDetails(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'FileStorageManager.getFileVolumeDetails');
    const request: RequestOptions = { mask: o.mask ?? FileStorageManager.FILE_DETAIL_MASK, signal: o.signal };
    return this.getVolumeDetails(volumeId, request);
  }

  /**
   * The hosts allowed to reach a file volume ({@link StorageManager.getVolumeAccessList}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `signal`.
   * @returns The volume with its access lists.
   * @example
   * ```ts
   * const access = await file.getFileVolumeAccessList(1101);
   * ```
   */
  getFileVolumeAccessList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.ACCESS_LIST_MASK, K, Q>>>;
  async getFileVolumeAccessList(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage> {
    return this.getVolumeAccessList(volumeId, options);
  }

  /**
   * The snapshots of a file volume ({@link StorageManager.getVolumeSnapshotList}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The snapshots.
   * @example
   * ```ts
   * const snapshots = await file.getFileVolumeSnapshotList(1101);
   * ```
   */
  getFileVolumeSnapshotList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<SnapshotListOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', typeof StorageManager.SNAPSHOT_LIST_MASK, K, Q>>>;
  async getFileVolumeSnapshotList(volumeId: VolumeIdentifier, options?: SnapshotListOptions): Promise<Network_Storage[]> {
    return this.getVolumeSnapshotList(volumeId, options);
  }

  /**
   * Orders a file volume ({@link prepareVolumeOrderObject}), then `Product_Order.placeOrder`
   * (`verifyOrder` with `test`).
   *
   * @param storageType - `performance` or `endurance`.
   * @param location - Datacenter short name.
   * @param size - Size in GB.
   * @param options - `iops` (performance), `tierLevel` (endurance), `snapshotSize`, `serviceOffering`,
   *   `hourlyBillingFlag`, `test`, `signal`.
   * @returns The receipt (or the verified order).
   * @example
   * ```ts
   * await file.orderFileVolume('performance', 'dal10', 1000, { iops: 2000 });
   * ```
   */
  async orderFileVolume(storageType: string, location: string, size: number, options?: OrderVolumeOptions): Promise<OrderReceipt | OrderVerification> {
    const where = 'FileStorageManager.orderFileVolume';
    const o = checkSpec(ORDER_VOLUME_OPTIONS, options, where);
    checkOrderArguments(where, location, size);
    checkArgument(where, 'storageType', storageType, (v) => typeof v === 'string', 'a string');
    const order = await prepareVolumeOrderObject(this.client, {
      storageType, location, size, iops: o.iops, tier: o.tierLevel, snapshotSize: o.snapshotSize,
      serviceOffering: o.serviceOffering ?? 'storage_as_a_service', volumeType: 'file', hourlyBillingFlag: o.hourlyBillingFlag ?? false,
    }, o);
    return this.placeStorageOrder(order, o);
  }

  /**
   * Cancels a file volume ({@link StorageManager.cancelVolume}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `reason`, `immediate`, `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await file.cancelFileVolume(1101, { reason: 'moved' });
   * ```
   */
  async cancelFileVolume(volumeId: VolumeIdentifier, options?: CancelStorageOptions): Promise<boolean> {
    checkSpec(CANCEL_STORAGE_OPTIONS, options, 'FileStorageManager.cancelFileVolume');
    return this.cancelVolume(volumeId, options);
  }
}
