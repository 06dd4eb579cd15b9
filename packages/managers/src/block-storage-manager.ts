/**
 * Block storage (iSCSI volumes, `Network_Storage` on `Account.getIscsiNetworkStorage`): list,
 * read, order and cancel volumes; subnet ACLs and credentials of allowed hosts; LUN ids; the
 * account's object storage. The shared volume methods are {@link StorageManager}'s.
 *
 * @module
 */
import type { Selection } from '@svclib/core';
import type { Network_Storage } from '@svclib/model';
import type { ManagerClient } from './manager-client.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import {
  callApi, checkArgument, checkSpec, isIdList, iterApi, iterRequest, listApi, listRequest, REQUEST_OPTIONS, requireId, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { idsOf } from './resolve.js';
import { StorageManager } from './storage-manager.js';
import { checkOrderArguments, volumeFilter } from './storage-list.js';
import {
  CANCEL_STORAGE_OPTIONS, ITER_VOLUMES_OPTIONS, LIST_VOLUMES_OPTIONS, ORDER_VOLUME_OPTIONS,
} from './storage-options.js';
import type {
  CancelStorageOptions, IterVolumesOptions, ListVolumesOptions, OrderVolumeOptions, SnapshotListOptions, VolumeIdentifier,
} from './storage-options.js';
import { prepareVolumeOrderObject } from './storage-utils.js';
import type { OrderReceipt, OrderVerification } from './types/ordering.js';
import type { Subnet } from './types/network.js';
import type { ObjectStorageBucket, StorageProperty, VolumeCountLimit } from './types/storage.js';

/**
 * Block storage volumes in one call each, as the reference's `BlockStorageManager` (its 14 methods
 * and the 31 of {@link StorageManager}). Built from a `Client` of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { BlockStorageManager } from '@svclib/managers';
 *
 * const block = new BlockStorageManager(new Client({ username: 'u', apiKey: 'k' }));
 * for (const volume of await block.listBlockVolumes({ datacenter: 'dal10' })) console.log(volume.username, volume.capacityGb);
 * ```
 */
export class BlockStorageManager extends StorageManager {
  /**
   * Default mask of {@link BlockStorageManager.listBlockVolumes} (the reference's, items joined by `,`); a literal type, which types the result (typed selection).
   *
   * @example
   * ```ts
   * await block.listBlockVolumes({ mask: `${BlockStorageManager.LIST_MASK},notes` });
   * ```
   */
  static readonly LIST_MASK = joinMask(
    'id,username,lunId,capacityGb,bytesUsed,serviceResource.datacenter[name],serviceResourceBackendIpAddress,',
    'activeTransactionCount,replicationPartnerCount',
  );

  /**
   * Mask of {@link BlockStorageManager.getCloudList} (`Account.getHubNetworkStorage`).
   *
   * @example
   * ```ts
   * console.log(BlockStorageManager.CLOUD_LIST_MASK);
   * ```
   */
  static readonly CLOUD_LIST_MASK = 'mask[id,username,billingItem,storageType, notes]';

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const block = new BlockStorageManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    super(client);
  }

  /** What a volume is called in error messages. */
  protected override get volumeKind(): string {
    return 'block volume';
  }

  /**
   * The ids of the block volumes named `username` ({@link BlockStorageManager.listBlockVolumes}
   * with `username`, mask `mask[id]`).
   *
   * @param username - A volume username.
   * @param signal - Cancels the look-up.
   * @returns The ids.
   */
  protected override async idsFromUsername(username: string, signal: AbortSignal | undefined): Promise<number[]> {
    return idsOf(await this.listBlockVolumes({ username, mask: 'mask[id]', signal }));
  }

  /**
   * How many volumes the account may have, per datacenter ({@link StorageManager.getVolumeCountLimits}).
   *
   * @param options - `signal`.
   * @returns The limits.
   * @example
   * ```ts
   * const limits = await block.listBlockVolumeLimit();
   * ```
   */
  async listBlockVolumeLimit(options?: ResolveOptions): Promise<VolumeCountLimit[]> {
    return this.getVolumeCountLimits(options);
  }

  /**
   * The account's block volumes (`Account.getIscsiNetworkStorage`, mask
   * {@link BlockStorageManager.LIST_MASK}), one request. Filter group `iscsiNetworkStorage`:
   * `serviceResource.type.type` `!~ ISCSI`, `id` sorted ascending, `storageType.keyName`
   * `*= BLOCK_STORAGE` (`^= <TYPE>_BLOCK_STORAGE` with `storageType`), and the keyword options.
   *
   * @param options - `datacenter`, `username`, `storageType`, `order`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The volumes.
   * @example
   * ```ts
   * const endurance = await block.listBlockVolumes({ storageType: 'endurance' });
   * ```
   */
  listBlockVolumes<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListVolumesOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', typeof BlockStorageManager.LIST_MASK, K, Q>>>;
  async listBlockVolumes(options?: ListVolumesOptions): Promise<Network_Storage[]> {
    const where = 'BlockStorageManager.listBlockVolumes';
    const o = checkSpec(LIST_VOLUMES_OPTIONS, options, where);
    return listApi<Network_Storage>(this.client, 'Account', 'getIscsiNetworkStorage', listRequest(o, BlockStorageManager.LIST_MASK, volumeFilter(where, 'block', o)));
  }

  /**
   * The paging twin of {@link BlockStorageManager.listBlockVolumes}, through `iterCall` (the
   * reference's `iter=True`).
   *
   * @param options - As {@link BlockStorageManager.listBlockVolumes}, plus `chunk` and `concurrency`.
   * @returns An async generator of volumes.
   * @example
   * ```ts
   * for await (const volume of block.iterBlockVolumes({ chunk: 50 })) console.log(volume.username);
   * ```
   */
  iterBlockVolumes<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterVolumesOptions, 'Network_Storage', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof BlockStorageManager.LIST_MASK, K, Q>>>;
  iterBlockVolumes(options?: IterVolumesOptions): AsyncGenerator<Network_Storage> {
    const where = 'BlockStorageManager.iterBlockVolumes';
    const o = checkSpec(ITER_VOLUMES_OPTIONS, options, where);
    return iterApi<Network_Storage>(this.client, 'Account', 'getIscsiNetworkStorage', iterRequest(o, BlockStorageManager.LIST_MASK, volumeFilter(where, 'block', o)));
  }

  /**
   * A block volume ({@link StorageManager.getVolumeDetails}, mask {@link StorageManager.DETAIL_MASK}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `signal`.
   * @returns The volume.
   * @example
   * ```ts
   * const volume = await block.getBlockVolumeDetails(1001);
   * ```
   */
  getBlockVolumeDetails<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.DETAIL_MASK, K, Q>>>;
  async getBlockVolumeDetails(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage> {
    return this.getVolumeDetails(volumeId, options);
  }

  /**
   * The hosts allowed to reach a block volume ({@link StorageManager.getVolumeAccessList}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `signal`.
   * @returns The volume with its access lists.
   * @example
   * ```ts
   * const access = await block.getBlockVolumeAccessList(1001);
   * ```
   */
  getBlockVolumeAccessList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage, 'Network_Storage', typeof StorageManager.ACCESS_LIST_MASK, K, Q>>>;
  async getBlockVolumeAccessList(volumeId: VolumeIdentifier, options?: RequestOptions): Promise<Network_Storage> {
    return this.getVolumeAccessList(volumeId, options);
  }

  /**
   * The snapshots of a block volume ({@link StorageManager.getVolumeSnapshotList}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The snapshots.
   * @example
   * ```ts
   * const snapshots = await block.getBlockVolumeSnapshotList(1001);
   * ```
   */
  getBlockVolumeSnapshotList<const K extends MaskArg = never, const Q extends Selection = never>(volumeId: VolumeIdentifier, options?: Selecting<SnapshotListOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', typeof StorageManager.SNAPSHOT_LIST_MASK, K, Q>>>;
  async getBlockVolumeSnapshotList(volumeId: VolumeIdentifier, options?: SnapshotListOptions): Promise<Network_Storage[]> {
    return this.getVolumeSnapshotList(volumeId, options);
  }

  /**
   * Adds subnets to the ACL of an allowed host (`Network_Storage_Allowed_Host.assignSubnetsToAcl(subnetIds)`);
   * the host id is the `allowedHost.id` of the volume's access list.
   *
   * @param accessId - The allowed host's id.
   * @param subnetIds - The subnets.
   * @param options - `signal`.
   * @returns The ids of the subnets assigned.
   * @example
   * ```ts
   * await block.assignSubnetsToAcl(4001, [3001]);
   * ```
   */
  async assignSubnetsToAcl(accessId: number, subnetIds: readonly number[], options?: ResolveOptions): Promise<number[]> {
    return this.#acl('assignSubnetsToAcl', accessId, subnetIds, options);
  }

  /**
   * Takes subnets off the ACL of an allowed host (`Network_Storage_Allowed_Host.removeSubnetsFromAcl(subnetIds)`).
   *
   * @param accessId - The allowed host's id.
   * @param subnetIds - The subnets.
   * @param options - `signal`.
   * @returns The ids of the subnets removed.
   * @example
   * ```ts
   * await block.removeSubnetsFromAcl(4001, [3001]);
   * ```
   */
  async removeSubnetsFromAcl(accessId: number, subnetIds: readonly number[], options?: ResolveOptions): Promise<number[]> {
    return this.#acl('removeSubnetsFromAcl', accessId, subnetIds, options);
  }

  async #acl(method: string, accessId: number, subnetIds: readonly number[], options: ResolveOptions | undefined): Promise<number[]> {
    const where = `BlockStorageManager.${method}`;
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'accessId', accessId);
    checkArgument(where, 'subnetIds', subnetIds, isIdList, 'an array of positive integer ids');
    return listApi<number>(this.client, 'Network_Storage_Allowed_Host', method, { id, args: [[...subnetIds]], signal: o.signal });
  }

  /**
   * The subnets on the ACL of an allowed host (`Network_Storage_Allowed_Host.getSubnetsInAcl`).
   *
   * @param accessId - The allowed host's id.
   * @param options - `mask`, `signal`.
   * @returns The subnets.
   * @example
   * ```ts
   * const subnets = await block.getSubnetsInAcl(4001);
   * ```
   */
  async getSubnetsInAcl(accessId: number, options?: RequestOptions): Promise<Subnet[]> {
    const where = 'BlockStorageManager.getSubnetsInAcl';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const id = requireId(where, 'accessId', accessId);
    return listApi<Subnet>(this.client, 'Network_Storage_Allowed_Host', 'getSubnetsInAcl', { id, mask: o.mask, signal: o.signal });
  }

  /**
   * Orders a block volume ({@link prepareVolumeOrderObject} with `osFormatType: { keyName: osType }`),
   * then `Product_Order.placeOrder` (`verifyOrder` with `test`).
   *
   * @param storageType - `performance` or `endurance`.
   * @param location - Datacenter short name.
   * @param size - Size in GB.
   * @param osType - OS type the volume is formatted for, e.g. `LINUX`, `WINDOWS_GPT`, `VMWARE`.
   * @param options - `iops` (performance), `tierLevel` (endurance), `snapshotSize`, `serviceOffering`,
   *   `hourlyBillingFlag`, `test`, `signal`.
   * @returns The receipt (or the verified order).
   * @example
   * ```ts
   * await block.orderBlockVolume('endurance', 'dal10', 500, 'LINUX', { tierLevel: 2 });
   * ```
   */
  async orderBlockVolume(
    storageType: string,
    location: string,
    size: number,
    osType: string,
    options?: OrderVolumeOptions,
  ): Promise<OrderReceipt | OrderVerification> {
    const where = 'BlockStorageManager.orderBlockVolume';
    const o = checkSpec(ORDER_VOLUME_OPTIONS, options, where);
    checkOrderArguments(where, location, size);
    checkArgument(where, 'storageType', storageType, (v) => typeof v === 'string', 'a string');
    checkArgument(where, 'osType', osType, (v) => typeof v === 'string' && v !== '', 'a non-empty string');
    const order = await prepareVolumeOrderObject(this.client, {
      storageType, location, size, iops: o.iops, tier: o.tierLevel, snapshotSize: o.snapshotSize,
      serviceOffering: o.serviceOffering ?? 'storage_as_a_service', volumeType: 'block', hourlyBillingFlag: o.hourlyBillingFlag ?? false,
    }, o);
    order.osFormatType = { keyName: osType };
    return this.placeStorageOrder(order, o);
  }

  /**
   * Cancels a block volume ({@link StorageManager.cancelVolume}).
   *
   * @param volumeId - Volume id or username.
   * @param options - `reason`, `immediate`, `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await block.cancelBlockVolume(1001, { immediate: true });
   * ```
   */
  async cancelBlockVolume(volumeId: VolumeIdentifier, options?: CancelStorageOptions): Promise<boolean> {
    checkSpec(CANCEL_STORAGE_OPTIONS, options, 'BlockStorageManager.cancelBlockVolume');
    return this.cancelVolume(volumeId, options);
  }

  /**
   * Sets the iSCSI password of an allowed host (`Network_Storage_Allowed_Host.setCredentialPassword(password)`).
   * The password is sent as the call's argument and never appears in an error of this method.
   *
   * @param accessId - The allowed host's id.
   * @param password - The new password.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await block.setCredentialPassword(4001, process.env.ISCSI_PASSWORD!);
   * ```
   */
  async setCredentialPassword(accessId: number, password: string, options?: ResolveOptions): Promise<boolean> {
    const where = 'BlockStorageManager.setCredentialPassword';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'accessId', accessId);
    if (typeof password !== 'string' || password === '') throw new TypeError(`${where}: password must be a non-empty string`);
    return callApi<boolean>(this.client, 'Network_Storage_Allowed_Host', 'setCredentialPassword', { id, args: [password], signal: o.signal });
  }

  /**
   * Sets the LUN id of a volume (`Network_Storage.createOrUpdateLunId(lunId)`).
   *
   * @param volumeId - Volume id or username.
   * @param lunId - The LUN id.
   * @param options - `signal`.
   * @returns The volume property holding it.
   * @example
   * ```ts
   * await block.createOrUpdateLunId(1001, 7);
   * ```
   */
  async createOrUpdateLunId(volumeId: VolumeIdentifier, lunId: number, options?: ResolveOptions): Promise<StorageProperty> {
    const where = 'BlockStorageManager.createOrUpdateLunId';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'lunId', lunId, (v) => Number.isInteger(v) && (v as number) >= 0, 'a non-negative integer');
    const id = await this.volumeId(where, volumeId, o.signal);
    return callApi<StorageProperty>(this.client, 'Network_Storage', 'createOrUpdateLunId', { id, args: [lunId], signal: o.signal });
  }

  /**
   * The account's object storage (`Account.getHubNetworkStorage`, mask {@link BlockStorageManager.CLOUD_LIST_MASK}).
   *
   * @param options - `signal`.
   * @returns The object storage accounts.
   * @example
   * ```ts
   * const clouds = await block.getCloudList();
   * ```
   */
  async getCloudList(options?: ResolveOptions): Promise<ByMask<Network_Storage[], 'Network_Storage', typeof BlockStorageManager.CLOUD_LIST_MASK, never, never>> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'BlockStorageManager.getCloudList');
    return listApi<Network_Storage>(this.client, 'Account', 'getHubNetworkStorage', { mask: BlockStorageManager.CLOUD_LIST_MASK, signal: o.signal });
  }

  /**
   * The buckets of an object storage account (`Network_Storage_Hub_Cleversafe_Account.getBuckets`).
   *
   * @param objectId - The object storage account's id.
   * @param options - `signal`.
   * @returns The buckets.
   * @example
   * ```ts
   * const buckets = await block.getBuckets(7001);
   * ```
   */
  async getBuckets(objectId: number, options?: ResolveOptions): Promise<ObjectStorageBucket[]> {
    const where = 'BlockStorageManager.getBuckets';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'objectId', objectId);
    return listApi<ObjectStorageBucket>(this.client, 'Network_Storage_Hub_Cleversafe_Account', 'getBuckets', { id, signal: o.signal });
  }
}

