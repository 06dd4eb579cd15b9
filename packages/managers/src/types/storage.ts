/**
 * Record types of block and file storage (`Network_Storage` and its relations, the storage order
 * containers, the storage product package) as {@link BlockStorageManager} and
 * {@link FileStorageManager} return and send them: aliases and narrowings of the generated records
 * of `@svclib/model`.
 *
 * @module
 */
import type {
  Container_Network_Storage_DataCenterLimits_VolumeCountLimitContainer, Container_Network_Storage_Host,
  Container_Network_Storage_Hub_ObjectStorage_Bucket, Container_Network_Storage_Hub_ObjectStorage_Endpoint,
  Container_Product_Order_Network_Storage_AsAService_Upgrade, Container_Product_Order_Network_Storage_Enterprise_SnapshotSpace,
  Network_Storage_Hub_Cleversafe_Account, Network_Storage_Iscsi_OS_Type, Network_Storage_Property, Network_Storage_Schedule,
  Product_Item, Product_Item_Price, Product_Package,
} from '@svclib/model';

import type { IdOf, WithComplexType } from './narrow.js';
import type { ItemPrice } from './ordering.js';

/**
 * How many volumes the account may have per datacenter (`Network_Storage.getVolumeCountLimits`).
 * The generated record `Container_Network_Storage_DataCenterLimits_VolumeCountLimitContainer` of `@svclib/model`.
 *
 * @example
 * ```ts
 * for (const limit of await block.listBlockVolumeLimit()) console.log(limit.datacenterName, limit.maximumAvailableCount);
 * ```
 */
export type VolumeCountLimit = Container_Network_Storage_DataCenterLimits_VolumeCountLimitContainer;

/**
 * A snapshot schedule of a volume (`schedules`, `hourlySchedule`, …).
 * The generated record `Network_Storage_Schedule` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const schedules: StorageSchedule[] = await block.listVolumeSchedules(1001);
 * ```
 */
export type StorageSchedule = Network_Storage_Schedule;

/**
 * A property of a volume, e.g. the LUN id set by {@link BlockStorageManager.createOrUpdateLunId}.
 * The generated record `Network_Storage_Property` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const lun: StorageProperty = await block.createOrUpdateLunId(1001, 7);
 * ```
 */
export type StorageProperty = Network_Storage_Property;

/**
 * One host to allow or deny (`Network_Storage.allowAccessFromHostList`): a hardware server, a
 * virtual server, an IP address or a subnet, by id and full type name.
 * The generated record `Container_Network_Storage_Host` of `@svclib/model`, both members required.
 *
 * @example
 * ```ts
 * const host: StorageHostTemplate = { objectType: 'Vendor_Virtual_Guest', id: 1001 };
 * ```
 */
export type StorageHostTemplate = Required<Pick<Container_Network_Storage_Host, 'objectType' | 'id'>>;

/**
 * An object storage (Cloud Object Storage) account (`Account.getHubNetworkStorage`'s items read again
 * through `Network_Storage_Hub_Cleversafe_Account`).
 * The generated record `Network_Storage_Hub_Cleversafe_Account` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const account: ObjectStorageAccount = await block.getNetworkMessageDeliveryAccounts(7001);
 * ```
 */
export type ObjectStorageAccount = Network_Storage_Hub_Cleversafe_Account;

/**
 * A bucket of an object storage account.
 * The generated record `Container_Network_Storage_Hub_ObjectStorage_Bucket` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const buckets: ObjectStorageBucket[] = await block.getBuckets(7001);
 * ```
 */
export type ObjectStorageBucket = Container_Network_Storage_Hub_ObjectStorage_Bucket;

/**
 * An endpoint URL of an object storage account.
 * The generated record `Container_Network_Storage_Hub_ObjectStorage_Endpoint` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const endpoints: ObjectStorageEndpoint[] = await block.getEndPoints(7001);
 * ```
 */
export type ObjectStorageEndpoint = Container_Network_Storage_Hub_ObjectStorage_Endpoint;

/**
 * An item of a storage package as the price look-ups read it (`items[prices[categories],attributes]`):
 * the generated record `Product_Item`, its prices as {@link ItemPrice} (the generic price's
 * `locationGroupId` may be `''` or `null`, as the service sends it).
 *
 * @example
 * ```ts
 * const item: StoragePackageItem = { capacity: '20', prices: [{ id: 1, locationGroupId: '', categories: [{ categoryCode: 'storage_snapshot_space' }] }] };
 * ```
 */
export type StoragePackageItem = Omit<Product_Item, 'prices'> & {
  /** The item's prices. */
  prices?: ItemPrice[];
};

/**
 * A storage product package (`Product_Package.getAllObjects`, mask `id,name,items[prices[categories],attributes]`):
 * the generated record `Product_Package` with its items as {@link StoragePackageItem}.
 *
 * @example
 * ```ts
 * const pkg: StoragePackage = await getPackage(client, 'storage_as_a_service');
 * ```
 */
export type StoragePackage = Omit<Product_Package, 'items'> & {
  /** The package's items. */
  items?: StoragePackageItem[];
};

/**
 * A price an order names: `{ id }` of a `Product_Item_Price`.
 *
 * @example
 * ```ts
 * const price: StoragePrice = findPriceByCategory(pkg, 'storage_as_a_service');
 * ```
 */
export type StoragePrice = IdOf<Product_Item_Price>;

/**
 * The order a storage method builds for `Product_Order.placeOrder` (or `verifyOrder`): one of the
 * containers `Container_Product_Order_Network_Storage_AsAService` (new volume, replica, duplicate),
 * `…_AsAService_Upgrade` (modification), `…_Enterprise` (endurance volume or replica of the
 * enterprise offering), `…_Enterprise_SnapshotSpace(_Upgrade)` (snapshot space) and
 * `Container_Product_Order_Network_PerformanceStorage_Iscsi`/`_Nfs` (performance offering), named
 * by `complexType`. Built from the generated records, except for what the reference client sends in
 * another shape: `location` is the datacenter's numeric id, `prices` are `{ id }` only,
 * `osFormatType` is `{ keyName }`, and `isDependentDuplicateFlag` is `1`.
 *
 * @example
 * ```ts
 * const order: StorageOrder = await prepareModifyOrderObject(client, volume, undefined, 4, 1000);
 * console.log(order.complexType, order.prices);
 * ```
 */
export type StorageOrder = Omit<
  Container_Product_Order_Network_Storage_AsAService_Upgrade & Container_Product_Order_Network_Storage_Enterprise_SnapshotSpace,
  'location' | 'prices' | 'osFormatType' | 'isDependentDuplicateFlag' | 'volume'
> & WithComplexType & {
  /** The container's full type name, e.g. `Vendor_Container_Product_Order_Network_Storage_AsAService`. */
  complexType: string;
  /** The datacenter's id. */
  location?: number;
  /** The prices ordered. */
  prices: StoragePrice[];
  /** The volume's OS format (block volumes), e.g. `{ keyName: 'LINUX' }`. */
  osFormatType?: Required<Pick<Network_Storage_Iscsi_OS_Type, 'keyName'>>;
  /** `1` for a dependent duplicate (the service takes any value as "dependent"). */
  isDependentDuplicateFlag?: 1;
  /** The volume a modification order changes. */
  volume?: StoragePrice;
};

/**
 * How far the conversion of a dependent duplicate into an independent volume has come
 * (`Network_Storage.getDuplicateConversionStatus`, a method newer than the model's snapshot of the
 * API description, whose result type `Container_Network_Storage_DuplicateConversionStatusInformation`
 * the snapshot lacks).
 *
 * @example
 * ```ts
 * const status = await block.convertDupeStatus(1003);
 * console.log(`${status.deDuplicateConversionPercentage}% since ${status.activeConversionStartTime}`);
 * ```
 */
export interface DuplicateConversionStatus {
  /** When the running conversion started. */
  activeConversionStartTime?: string;
  /** How much of it is done, in percent. */
  deDuplicateConversionPercentage?: number;
  /** The volume's username. */
  volumeUsername?: string;
}
