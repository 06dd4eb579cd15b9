/**
 * What differs between `svc block` and `svc file`: the manager methods each kind's commands call
 * (the reference's `list_block_volumes` and `list_file_volumes`, …) and the words of its messages.
 * The commands themselves are written once, over a {@link StorageKind}.
 *
 * @module
 */

import type {
  BlockStorageManager, CancelStorageOptions, Container_Product_Order, Container_Product_Order_Receipt, FileStorageManager,
  IterVolumesOptions, Network_Storage, OrderVolumeOptions, SnapshotListOptions, StorageManager, VolumeCountLimit, VolumeIdentifier,
} from '@svclib/managers';

/**
 * One kind of storage volume, as the shared commands see it.
 *
 * @example
 * ```ts
 * const volumes = await context.collect(kind.iterVolumes(manager, { datacenter: 'dal10' }), 'block volumes');
 * ```
 */
export interface StorageKind<M extends StorageManager> {
  /** The group name: `block` or `file`. */
  readonly group: 'block' | 'file';
  /** The kind in a sentence's first word: `Block`, `File`. */
  readonly title: 'Block' | 'File';
  /** Lists volumes through `iterCall` (`Account.getIscsiNetworkStorage` / `getNasNetworkStorage`). */
  iterVolumes(manager: M, options: IterVolumesOptions): AsyncGenerator<Network_Storage>;
  /** A volume with the kind's detail mask. */
  volumeDetails(manager: M, volume: VolumeIdentifier): Promise<Network_Storage>;
  /** A volume's access lists. */
  accessList(manager: M, volume: VolumeIdentifier): Promise<Network_Storage>;
  /** A volume's snapshots. */
  snapshotList(manager: M, volume: VolumeIdentifier, options: SnapshotListOptions): Promise<Network_Storage[]>;
  /** The account's volume count limits. */
  limits(manager: M): Promise<VolumeCountLimit[]>;
  /** Cancels a volume. */
  cancel(manager: M, volume: VolumeIdentifier, options: CancelStorageOptions): Promise<boolean>;
  /** Orders a volume (`osType` only for block volumes). */
  order(manager: M, storageType: string, location: string, size: number, osType: string | undefined,
    options: OrderVolumeOptions): Promise<Container_Product_Order_Receipt | Container_Product_Order>;
}

/**
 * The block (iSCSI) kind, on `BlockStorageManager`.
 *
 * @example
 * ```ts
 * await BLOCK.limits(new BlockStorageManager(client));
 * ```
 */
export const BLOCK: StorageKind<BlockStorageManager> = {
  group: 'block',
  title: 'Block',
  iterVolumes: (block, options) => block.iterBlockVolumes(options),
  volumeDetails: (block, volume) => block.getBlockVolumeDetails(volume),
  accessList: (block, volume) => block.getBlockVolumeAccessList(volume),
  snapshotList: (block, volume, options) => block.getBlockVolumeSnapshotList(volume, options),
  limits: (block) => block.listBlockVolumeLimit(),
  cancel: (block, volume, options) => block.cancelBlockVolume(volume, options),
  order: (block, storageType, location, size, osType, options) => block.orderBlockVolume(storageType, location, size, osType ?? '', options),
};

/**
 * The file (NFS) kind, on `FileStorageManager`.
 *
 * @example
 * ```ts
 * await FILE.limits(new FileStorageManager(client));
 * ```
 */
export const FILE: StorageKind<FileStorageManager> = {
  group: 'file',
  title: 'File',
  iterVolumes: (file, options) => file.iterFileVolumes(options),
  volumeDetails: (file, volume) => file.getFileVolumeDetails(volume),
  accessList: (file, volume) => file.getFileVolumeAccessList(volume),
  snapshotList: (file, volume, options) => file.getFileVolumeSnapshotList(volume, options),
  limits: (file) => file.listFileVolumeLimit(),
  cancel: (file, volume, options) => file.cancelFileVolume(volume, options),
  order: (file, storageType, location, size, _osType, options) => file.orderFileVolume(storageType, location, size, options),
};
