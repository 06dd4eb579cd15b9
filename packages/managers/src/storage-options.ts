/**
 * Options of the storage managers (`StorageManager`, `BlockStorageManager`, `FileStorageManager`):
 * option interfaces and their specs. Keyword arguments of the reference client's methods are the
 * members here, camelCased.
 *
 * @module
 */
import { opt, type SpecFor } from '@svclib/core/options';
import {
  A_BOOLEAN, A_NON_EMPTY_STRING, A_POSITIVE_INTEGER, A_STRING, isIdList, KEYWORD, LIST_OPTIONS, PAGING, REQUEST_OPTIONS, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions, ResolveOptions } from './options.js';
import type { HostIdsOptions, ServiceOffering } from './storage-utils.js';

/**
 * A volume given by id (number or numeric string) or by its username (resolved with the manager's
 * list method, as the reference's `resolve_ids`).
 *
 * @example
 * ```ts
 * await block.getBlockVolumeDetails('SL02SEL1234-1');
 * ```
 */
export type VolumeIdentifier = number | string;

/**
 * Options of `listBlockVolumes`/`listFileVolumes`: the reference's keyword filters, each through
 * `queryFilter`, plus a list's `mask`, `filter`, `limit`, `offset`.
 *
 * @example
 * ```ts
 * await block.listBlockVolumes({ datacenter: 'dal10', storageType: 'endurance' });
 * ```
 */
export interface ListVolumesOptions extends ListOptions {
  /** Datacenter short name (`serviceResource.datacenter.name`). */
  datacenter?: string;
  /** Volume username. */
  username?: string;
  /** `endurance` or `performance` (`storageType.keyName ^= ENDURANCE_BLOCK_STORAGE`, …). */
  storageType?: string;
  /** Id of the order the volume came from (`billingItem.orderItem.order.id`). */
  order?: number | string;
}

/**
 * Options of `iterBlockVolumes`/`iterFileVolumes`.
 *
 * @example
 * ```ts
 * for await (const volume of file.iterFileVolumes({ chunk: 50 })) console.log(volume.username);
 * ```
 */
export interface IterVolumesOptions extends ListVolumesOptions, IterOptions {}

/**
 * Options of `getVolumeSnapshotList` (and the block/file names of it): a list's options.
 *
 * @example
 * ```ts
 * await block.getBlockVolumeSnapshotList(1001, { limit: 10 });
 * ```
 */
export interface SnapshotListOptions extends ListOptions {}

/**
 * Options of `iterVolumeSnapshotList`.
 *
 * @example
 * ```ts
 * for await (const snapshot of block.iterVolumeSnapshotList(1001)) console.log(snapshot.notes);
 * ```
 */
export interface IterSnapshotListOptions extends SnapshotListOptions, IterOptions {}

/**
 * Options of `authorizeHostToVolume`/`deauthorizeHostToVolume`: the hosts, by kind.
 *
 * @example
 * ```ts
 * await file.authorizeHostToVolume(1101, { virtualGuestIds: [1001], subnetIds: [3001] });
 * ```
 */
export interface HostAccessOptions extends HostIdsOptions, ResolveOptions {}

/**
 * The `test` option of the ordering methods.
 *
 * @example
 * ```ts
 * const order: TestOrderOptions = { test: true };
 * ```
 */
export interface TestOrderOptions extends ResolveOptions {
  /** Only verify the order (`Product_Order.verifyOrder`) instead of placing it. */
  test?: boolean;
}

/**
 * Options of `orderReplicantVolume`.
 *
 * @example
 * ```ts
 * await block.orderReplicantVolume(1001, 'WEEKLY', 'wdc07', { osType: 'LINUX' });
 * ```
 */
export interface OrderReplicantOptions extends TestOrderOptions {
  /** IOPS per GB of the primary volume (endurance; default read off the volume). */
  tier?: number;
  /** OS type of a block replica (default the primary volume's). */
  osType?: string;
  /** IOPS of the primary volume (default its `provisionedIops`). */
  iops?: number;
}

/**
 * Options of `orderDuplicateVolume`.
 *
 * @example
 * ```ts
 * await block.orderDuplicateVolume(1001, { duplicateSize: 1000, duplicateSnapshotSize: 0 });
 * ```
 */
export interface OrderDuplicateOptions extends TestOrderOptions {
  /** Snapshot of the origin to duplicate from. */
  originSnapshotId?: number;
  /** Size in GB (default the origin's). */
  duplicateSize?: number;
  /** IOPS (performance; default the origin's). */
  duplicateIops?: number;
  /** IOPS per GB (endurance; default the origin's). */
  duplicateTierLevel?: number;
  /** Snapshot space in GB (default the origin's; 0 for none). */
  duplicateSnapshotSize?: number;
  /** Hourly billing (default monthly). */
  hourlyBillingFlag?: boolean;
  /** A dependent duplicate (refreshable from the origin's snapshots). */
  dependentDuplicate?: boolean;
}

/**
 * Options of `orderModifiedVolume`: at least one of the three.
 *
 * @example
 * ```ts
 * await file.orderModifiedVolume(1101, { newSize: 1000 });
 * ```
 */
export interface OrderModifiedOptions extends TestOrderOptions {
  /** New size in GB. */
  newSize?: number;
  /** New IOPS (performance). */
  newIops?: number;
  /** New IOPS per GB (endurance). */
  newTierLevel?: number;
}

/**
 * Options of `orderSnapshotSpace`.
 *
 * @example
 * ```ts
 * await block.orderSnapshotSpace(1001, 20, undefined, true);
 * ```
 */
export interface OrderSnapshotSpaceOptions extends TestOrderOptions {
  /** IOPS of the volume (performance; default its `provisionedIops`). */
  iops?: number;
  /** Mask of the volume read first (instead of the reference's). */
  mask?: RequestOptions['mask'];
}

/**
 * Options of `cancelVolume`, `cancelSnapshotSpace` and the block/file `cancel…Volume`.
 *
 * @example
 * ```ts
 * await block.cancelBlockVolume(1001, { reason: 'moved', immediate: true });
 * ```
 */
export interface CancelStorageOptions extends ResolveOptions {
  /** Why (default `No longer needed`). */
  reason?: string;
  /** Cancel now rather than on the anniversary date (always so for an hourly volume). */
  immediate?: boolean;
}

/**
 * Options of `refreshDupe`.
 *
 * @example
 * ```ts
 * await block.refreshDupe(1003, 5001, { forceRefresh: true });
 * ```
 */
export interface RefreshDupeOptions extends ResolveOptions {
  /** Refresh even when a refresh is running. */
  forceRefresh?: boolean;
}

/**
 * Options of `orderBlockVolume`/`orderFileVolume`.
 *
 * @example
 * ```ts
 * await block.orderBlockVolume('endurance', 'dal10', 500, 'LINUX', { tierLevel: 2, snapshotSize: 10 });
 * ```
 */
export interface OrderVolumeOptions extends TestOrderOptions {
  /** IOPS ("performance" volumes). */
  iops?: number;
  /** IOPS per GB: 0.25, 2, 4 or 10 ("endurance" volumes). */
  tierLevel?: number;
  /** Snapshot space in GB, when snapshot space is ordered too. */
  snapshotSize?: number;
  /** `storage_as_a_service` (default), `enterprise` or `performance`. */
  serviceOffering?: ServiceOffering;
  /** Hourly billing (default monthly). */
  hourlyBillingFlag?: boolean;
}

/** A non-negative whole number of GB (`null` is a wrong value). */
const A_SIZE = opt.nonNull(opt.count());
/** An endurance tier (IOPS per GB). */
const A_TIER = opt.nonNull(opt.oneOf(0.25, 2, 4, 10));
/** A list of positive integer ids. */
const ID_LIST = opt.nonNull(opt.checker<readonly number[]>('an array of positive integer ids', isIdList));

/** The options of the list methods, tied to {@link ListVolumesOptions}. */
export const LIST_VOLUMES_OPTIONS = LIST_OPTIONS.extend('StorageManager list', {
  datacenter: A_STRING,
  username: A_STRING,
  storageType: A_STRING,
  order: KEYWORD,
} satisfies SpecFor<Omit<ListVolumesOptions, keyof ListOptions>>);
/** The options of the iter methods, tied to {@link IterVolumesOptions}. */
export const ITER_VOLUMES_OPTIONS = LIST_VOLUMES_OPTIONS.extend('StorageManager iter', PAGING);
/** The options of `iterVolumeSnapshotList`. */
export const ITER_SNAPSHOTS_OPTIONS = LIST_OPTIONS.extend('StorageManager.iterVolumeSnapshotList', PAGING);
/** The options of `authorizeHostToVolume`/`deauthorizeHostToVolume`, tied to {@link HostAccessOptions}. */
export const HOST_ACCESS_OPTIONS = RESOLVE_OPTIONS.extend('StorageManager host access', {
  hardwareIds: ID_LIST,
  virtualGuestIds: ID_LIST,
  ipAddressIds: ID_LIST,
  subnetIds: ID_LIST,
} satisfies SpecFor<Omit<HostAccessOptions, keyof ResolveOptions>>);
/** The options every ordering method accepts ({@link TestOrderOptions}). */
export const TEST_ORDER_OPTIONS = RESOLVE_OPTIONS.extend('StorageManager order', {
  test: A_BOOLEAN,
} satisfies SpecFor<Omit<TestOrderOptions, keyof ResolveOptions>>);
/** The options of `orderReplicantVolume`, tied to {@link OrderReplicantOptions}. */
export const ORDER_REPLICANT_OPTIONS = TEST_ORDER_OPTIONS.extend('StorageManager.orderReplicantVolume', {
  tier: A_TIER,
  osType: A_NON_EMPTY_STRING,
  iops: A_POSITIVE_INTEGER,
} satisfies SpecFor<Omit<OrderReplicantOptions, keyof TestOrderOptions>>);
/** The options of `orderDuplicateVolume`, tied to {@link OrderDuplicateOptions}. */
export const ORDER_DUPLICATE_OPTIONS = TEST_ORDER_OPTIONS.extend('StorageManager.orderDuplicateVolume', {
  originSnapshotId: A_POSITIVE_INTEGER,
  duplicateSize: A_POSITIVE_INTEGER,
  duplicateIops: A_POSITIVE_INTEGER,
  duplicateTierLevel: A_TIER,
  duplicateSnapshotSize: A_SIZE,
  hourlyBillingFlag: A_BOOLEAN,
  dependentDuplicate: A_BOOLEAN,
} satisfies SpecFor<Omit<OrderDuplicateOptions, keyof TestOrderOptions>>);
/** The options of `orderModifiedVolume`, tied to {@link OrderModifiedOptions}. */
export const ORDER_MODIFIED_OPTIONS = TEST_ORDER_OPTIONS.extend('StorageManager.orderModifiedVolume', {
  newSize: A_POSITIVE_INTEGER,
  newIops: A_POSITIVE_INTEGER,
  newTierLevel: A_TIER,
} satisfies SpecFor<Omit<OrderModifiedOptions, keyof TestOrderOptions>>);
/** The options of `orderSnapshotSpace`, tied to {@link OrderSnapshotSpaceOptions}. */
export const ORDER_SNAPSHOT_SPACE_OPTIONS = TEST_ORDER_OPTIONS.extend('StorageManager.orderSnapshotSpace', {
  iops: A_POSITIVE_INTEGER,
  mask: REQUEST_OPTIONS.spec.mask,
} satisfies SpecFor<Omit<OrderSnapshotSpaceOptions, keyof TestOrderOptions>>);
/** The options of the cancel methods, tied to {@link CancelStorageOptions}. */
export const CANCEL_STORAGE_OPTIONS = RESOLVE_OPTIONS.extend('StorageManager cancel', {
  reason: A_STRING,
  immediate: A_BOOLEAN,
} satisfies SpecFor<Omit<CancelStorageOptions, keyof ResolveOptions>>);
/** The options of `refreshDupe`, tied to {@link RefreshDupeOptions}. */
export const REFRESH_DUPE_OPTIONS = RESOLVE_OPTIONS.extend('StorageManager.refreshDupe', {
  forceRefresh: A_BOOLEAN,
} satisfies SpecFor<Omit<RefreshDupeOptions, keyof ResolveOptions>>);
/** The options of `orderBlockVolume`/`orderFileVolume`, tied to {@link OrderVolumeOptions}. */
export const ORDER_VOLUME_OPTIONS = TEST_ORDER_OPTIONS.extend('StorageManager order volume', {
  iops: A_POSITIVE_INTEGER,
  tierLevel: A_TIER,
  snapshotSize: A_SIZE,
  serviceOffering: opt.nonNull(opt.oneOf('storage_as_a_service', 'enterprise', 'performance')),
  hourlyBillingFlag: A_BOOLEAN,
} satisfies SpecFor<Omit<OrderVolumeOptions, keyof TestOrderOptions>>);
