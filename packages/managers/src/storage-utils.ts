/**
 * The storage order helpers the block and file managers share, as the reference client's
 * `storage_utils` module: host templates for access lists, the storage product package and a
 * datacenter's id, the price look-ups of the three offerings (storage-as-a-service, enterprise
 * endurance, performance) and the order objects of new volumes, replicas, duplicates, snapshot space
 * and modifications. The price look-ups are pure; the `prepare…` functions read the package (and a
 * datacenter) through the client.
 *
 * Errors: what the reference raises as `SoftLayerError` or `ValueError` is a core `ServiceError`
 * here, with the reference's text.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import { callApi } from './manager-support.js';
import type { LocationDatacenter } from './types/network.js';
import type { NetworkStorage } from './types/virtual-guest.js';
import type { ItemPrice } from './types/ordering.js';
import type { StorageHostTemplate, StorageOrder, StoragePackage, StoragePrice } from './types/storage.js';

/**
 * Endurance tiers: IOPS per GB → the tier's capacity value in the catalog (`STORAGE_TIER_LEVEL`).
 *
 * @example
 * ```ts
 * ENDURANCE_TIERS.get(4); // 300
 * ```
 */
export const ENDURANCE_TIERS: ReadonlyMap<number, number> = new Map([[0.25, 100], [2, 200], [4, 300], [10, 1000]]);

/**
 * The hosts of {@link populateHostTemplates}, by kind.
 *
 * @example
 * ```ts
 * const hosts: HostIdsOptions = { virtualGuestIds: [1001], subnetIds: [3001] };
 * ```
 */
export interface HostIdsOptions {
  /** Hardware server ids (`Vendor_Hardware`). */
  hardwareIds?: readonly number[];
  /** Virtual server ids (`Vendor_Virtual_Guest`). */
  virtualGuestIds?: readonly number[];
  /** IP address ids (`Vendor_Network_Subnet_IpAddress`). */
  ipAddressIds?: readonly number[];
  /** Subnet ids (`Vendor_Network_Subnet`; file volumes only). */
  subnetIds?: readonly number[];
}

/** Options of the `prepare…` functions that read the package or a datacenter. */
export interface StorageLookupOptions {
  /** Cancels the look-ups. */
  signal?: AbortSignal;
}

/**
 * The host templates of `Network_Storage.allowAccessFromHostList`/`removeAccessFromHostList`:
 * hardware, then virtual servers, then IP addresses, then subnets, each `{ objectType, id }`.
 *
 * @param hosts - The ids by kind.
 * @returns The templates.
 * @example
 * ```ts
 * populateHostTemplates({ hardwareIds: [2001], virtualGuestIds: [1001] });
 * // [{ objectType: 'Vendor_Hardware', id: 2001 }, { objectType: 'Vendor_Virtual_Guest', id: 1001 }]
 * ```
 */
export function populateHostTemplates(hosts: HostIdsOptions = {}): StorageHostTemplate[] {
  const kinds: Array<[readonly number[] | undefined, string]> = [
    [hosts.hardwareIds, 'Vendor_Hardware'],
    [hosts.virtualGuestIds, 'Vendor_Virtual_Guest'],
    [hosts.ipAddressIds, 'Vendor_Network_Subnet_IpAddress'],
    [hosts.subnetIds, 'Vendor_Network_Subnet'],
  ];
  return kinds.flatMap(([ids, objectType]) => (ids ?? []).map((id) => ({ objectType, id })));
}

/**
 * The one active package of a category (`Product_Package.getAllObjects`, filter
 * `categories.categoryCode` and `statusCode` `ACTIVE`, mask `id,name,items[prices[categories],attributes]`).
 *
 * @param client - The client to call through (a manager's `client`).
 * @param categoryCode - E.g. `storage_as_a_service`, `storage_service_enterprise`, `performance_storage_iscsi`.
 * @param options - `signal`.
 * @returns The package.
 * @throws ServiceError when no package or more than one has the category.
 * @example
 * ```ts
 * const pkg = await getPackage(client, 'storage_as_a_service');
 * ```
 */
export async function getPackage(client: ManagerClient, categoryCode: string, options: StorageLookupOptions = {}): Promise<StoragePackage> {
  const filter: ObjectFilter = {
    categories: { categoryCode: { operation: `_= ${categoryCode}` } },
    statusCode: { operation: '_= ACTIVE' },
  };
  const packages = await callApi<StoragePackage[]>(client, 'Product_Package', 'getAllObjects', {
    filter, mask: 'id,name,items[prices[categories],attributes]', signal: options.signal,
  });
  const found = Array.isArray(packages) ? packages : [];
  if (found.length === 0) throw new ServiceError(`No packages were found for ${categoryCode}`);
  if (found.length > 1) throw new ServiceError(`More than one package was found for ${categoryCode}`);
  return found[0]!;
}

/**
 * The id of a datacenter by its short name (`Location_Datacenter.getDatacenters`, mask
 * `mask[longName,id,name]`, compared exactly).
 *
 * @param client - The client to call through.
 * @param location - Short name, e.g. `dal10`.
 * @param options - `signal`.
 * @returns The datacenter's id.
 * @throws ServiceError `Invalid datacenter name specified.` when no datacenter has the name.
 * @example
 * ```ts
 * const id = await getLocationId(client, 'dal10');
 * ```
 */
export async function getLocationId(client: ManagerClient, location: string, options: StorageLookupOptions = {}): Promise<number> {
  const datacenters = await callApi<LocationDatacenter[]>(client, 'Location_Datacenter', 'getDatacenters', {
    mask: 'mask[longName,id,name]', signal: options.signal,
  });
  for (const datacenter of Array.isArray(datacenters) ? datacenters : []) {
    if (datacenter.name === location && typeof datacenter.id === 'number') return datacenter.id;
  }
  throw new ServiceError('Invalid datacenter name specified.');
}

/**
 * Member `key` of an options object, read as an own property only (never through a polluted
 * `Object.prototype`).
 */
function own<T extends object, K extends keyof T>(options: T, key: K): T[K] | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}

/** Whether `categories` holds `categoryCode`. */
function hasCategory(categories: ItemPrice['categories'], categoryCode: string): boolean {
  return (categories ?? []).some((category) => category.categoryCode === categoryCode);
}

/** A whole number from a catalog value (`'20'`, `20`); `NaN` when there is none. */
function whole(value: unknown): number {
  return typeof value === 'number' ? Math.trunc(value) : typeof value === 'string' && value.trim() !== '' ? Math.trunc(Number(value)) : Number.NaN;
}

/**
 * The first generic price (no location group) of `category`, within the capacity restriction when
 * one is asked for.
 */
function findPriceId(
  prices: readonly ItemPrice[] | undefined,
  category: string,
  restrictionType?: string,
  restrictionValue?: number,
): StoragePrice | undefined {
  for (const price of prices ?? []) {
    // Only the generic prices: a location group's price is for its datacenters.
    if (price.locationGroupId) continue;
    if (restrictionType !== undefined && restrictionValue !== undefined) {
      const minimum = whole(price.capacityRestrictionMinimum);
      const maximum = whole(price.capacityRestrictionMaximum);
      if (restrictionType !== price.capacityRestrictionType || !(restrictionValue >= minimum && restrictionValue <= maximum)) continue;
    }
    if (!hasCategory(price.categories, category)) continue;
    if (typeof price.id === 'number') return { id: price.id };
  }
  return undefined;
}

/** The items of a package. */
function itemsOf(pkg: StoragePackage): NonNullable<StoragePackage['items']> {
  return pkg.items ?? [];
}

/**
 * The first generic price of `category` among the package's items.
 *
 * @param pkg - A storage package.
 * @param priceCategory - The price's category code, e.g. `storage_as_a_service`, `storage_block`.
 * @returns The price.
 * @throws ServiceError when no item has such a price.
 * @example
 * ```ts
 * findPriceByCategory(pkg, 'storage_block'); // { id: 189443 }
 * ```
 */
export function findPriceByCategory(pkg: StoragePackage, priceCategory: string): StoragePrice {
  for (const item of itemsOf(pkg)) {
    const price = findPriceId(item.prices, priceCategory);
    if (price) return price;
  }
  throw new ServiceError(`Could not find price with the category, ${priceCategory}`);
}

/**
 * The space price of the enterprise (endurance) package for a category, size and tier.
 *
 * @param pkg - The enterprise package.
 * @param category - `endurance` (volume space), `snapshot` or `replication`.
 * @param size - Size in GB (the item's capacity).
 * @param tierLevel - IOPS per GB (0.25, 2, 4 or 10).
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findEntSpacePrice(pkg, 'snapshot', 10, 2);
 * ```
 */
export function findEntSpacePrice(pkg: StoragePackage, category: 'endurance' | 'snapshot' | 'replication', size: number, tierLevel: number): StoragePrice {
  const categoryCode = category === 'snapshot'
    ? 'storage_snapshot_space'
    : category === 'replication' ? 'performance_storage_replication' : 'performance_storage_space';
  const level = ENDURANCE_TIERS.get(tierLevel);
  for (const item of itemsOf(pkg)) {
    if (whole(item.capacity) !== size) continue;
    const price = findPriceId(item.prices, categoryCode, 'STORAGE_TIER_LEVEL', level);
    if (price) return price;
  }
  throw new ServiceError(`Could not find price for ${category} storage space`);
}

/**
 * The tier price of the enterprise package (the item whose attribute value is the tier's level).
 *
 * @param pkg - The enterprise package.
 * @param tierLevel - IOPS per GB.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findEntEnduranceTierPrice(pkg, 2);
 * ```
 */
export function findEntEnduranceTierPrice(pkg: StoragePackage, tierLevel: number): StoragePrice {
  const level = ENDURANCE_TIERS.get(tierLevel);
  for (const item of itemsOf(pkg)) {
    if (!(item.attributes ?? []).some((attribute) => whole(attribute.value) === level)) continue;
    const price = findPriceId(item.prices, 'storage_tier_level');
    if (price) return price;
  }
  throw new ServiceError('Could not find price for endurance tier level');
}

/** Endurance tier key names → IOPS per GB. */
const TIER_IOPS_PER_GB: ReadonlyMap<string, number> = new Map([
  ['LOW_INTENSITY_TIER', 0.25], ['READHEAVY_TIER', 2], ['WRITEHEAVY_TIER', 4], ['10_IOPS_PER_GB', 10],
]);

/**
 * The IOPS per GB of an endurance volume, from its `storageTierLevel`.
 *
 * @param volume - The volume (its `storageTierLevel`).
 * @returns 0.25, 2, 4 or 10.
 * @throws ServiceError when the tier is not one of the four.
 * @example
 * ```ts
 * findEnduranceTierIopsPerGb({ storageTierLevel: 'READHEAVY_TIER' }); // 2
 * ```
 */
export function findEnduranceTierIopsPerGb(volume: Pick<NetworkStorage, 'storageTierLevel'>): number {
  const found = TIER_IOPS_PER_GB.get(volume.storageTierLevel ?? '');
  if (found === undefined) throw new ServiceError('Could not find tier IOPS per GB for this volume');
  return found;
}

/**
 * The space price of the performance package for a size.
 *
 * @param pkg - The performance package.
 * @param size - Size in GB (the item's capacity).
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findPerfSpacePrice(pkg, 1000);
 * ```
 */
export function findPerfSpacePrice(pkg: StoragePackage, size: number): StoragePrice {
  for (const item of itemsOf(pkg)) {
    if (whole(item.capacity) !== size) continue;
    const price = findPriceId(item.prices, 'performance_storage_space');
    if (price) return price;
  }
  throw new ServiceError('Could not find performance space price for this volume');
}

/**
 * The IOPS price of the performance package for a size and IOPS.
 *
 * @param pkg - The performance package.
 * @param size - Size in GB (the price's `STORAGE_SPACE` restriction).
 * @param iops - IOPS (the item's capacity).
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findPerfIopsPrice(pkg, 500, 800);
 * ```
 */
export function findPerfIopsPrice(pkg: StoragePackage, size: number, iops: number): StoragePrice {
  for (const item of itemsOf(pkg)) {
    if (whole(item.capacity) !== Math.trunc(iops)) continue;
    const price = findPriceId(item.prices, 'performance_storage_iops', 'STORAGE_SPACE', size);
    if (price) return price;
  }
  throw new ServiceError('Could not find price for iops for the given volume');
}

/** Whether `size` is within the item's `capacityMinimum`–`capacityMaximum` (both must be there). */
function inCapacityRange(item: { capacityMinimum?: string; capacityMaximum?: string }, size: number): boolean {
  if (item.capacityMinimum === undefined || item.capacityMaximum === undefined) return false;
  return size >= whole(item.capacityMinimum) && size <= whole(item.capacityMaximum);
}

/** Whether the item's category is `categoryCode`. */
function itemCategoryIs(item: { itemCategory?: { categoryCode?: string } }, categoryCode: string): boolean {
  return item.itemCategory?.categoryCode === categoryCode;
}

/**
 * The storage-as-a-service space price of an endurance volume: the item
 * `STORAGE_SPACE_FOR_<tier>_IOPS_PER_GB` (`0_25` for 0.25) whose capacity range holds the size.
 *
 * @param pkg - The storage-as-a-service package.
 * @param size - Size in GB.
 * @param tierLevel - IOPS per GB.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findSaasEnduranceSpacePrice(pkg, 1000, 4); // { id: 194763 }
 * ```
 */
export function findSaasEnduranceSpacePrice(pkg: StoragePackage, size: number, tierLevel: number): StoragePrice {
  const tier = tierLevel === 0.25 ? '0_25' : String(Math.trunc(tierLevel));
  const keyName = `STORAGE_SPACE_FOR_${tier}_IOPS_PER_GB`;
  for (const item of itemsOf(pkg)) {
    if (!(item.keyName ?? '').includes(keyName)) continue;
    if (!inCapacityRange(item, size)) continue;
    const price = findPriceId(item.prices, 'performance_storage_space');
    if (price) return price;
  }
  throw new ServiceError('Could not find price for endurance storage space');
}

/**
 * The storage-as-a-service tier price: the `storage_tier_level` item whose capacity is the tier's level.
 *
 * @param pkg - The storage-as-a-service package.
 * @param tierLevel - IOPS per GB.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findSaasEnduranceTierPrice(pkg, 2); // { id: 193373 }
 * ```
 */
export function findSaasEnduranceTierPrice(pkg: StoragePackage, tierLevel: number): StoragePrice {
  const target = ENDURANCE_TIERS.get(tierLevel);
  for (const item of itemsOf(pkg)) {
    if (!itemCategoryIs(item, 'storage_tier_level')) continue;
    if (whole(item.capacity) !== target) continue;
    const price = findPriceId(item.prices, 'storage_tier_level');
    if (price) return price;
  }
  throw new ServiceError('Could not find price for endurance tier level');
}

/**
 * The storage-as-a-service space price of a performance volume: the `performance_storage_space` item
 * `<min>_<max>_GBS` whose range holds the size.
 *
 * @param pkg - The storage-as-a-service package.
 * @param size - Size in GB.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findSaasPerformSpacePrice(pkg, 500); // { id: 189993 }
 * ```
 */
export function findSaasPerformSpacePrice(pkg: StoragePackage, size: number): StoragePrice {
  for (const item of itemsOf(pkg)) {
    if (!itemCategoryIs(item, 'performance_storage_space')) continue;
    if (!inCapacityRange(item, size)) continue;
    if (item.keyName !== `${whole(item.capacityMinimum)}_${whole(item.capacityMaximum)}_GBS`) continue;
    const price = findPriceId(item.prices, 'performance_storage_space');
    if (price) return price;
  }
  throw new ServiceError('Could not find price for performance storage space');
}

/**
 * The storage-as-a-service IOPS price: a `performance_storage_iops` item whose range holds the IOPS,
 * priced for the size (`STORAGE_SPACE` restriction).
 *
 * @param pkg - The storage-as-a-service package.
 * @param size - Size in GB.
 * @param iops - IOPS.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findSaasPerformIopsPrice(pkg, 500, 1000); // { id: 190053 }
 * ```
 */
export function findSaasPerformIopsPrice(pkg: StoragePackage, size: number, iops: number): StoragePrice {
  for (const item of itemsOf(pkg)) {
    if (!itemCategoryIs(item, 'performance_storage_iops')) continue;
    if (!inCapacityRange(item, iops)) continue;
    const price = findPriceId(item.prices, 'performance_storage_iops', 'STORAGE_SPACE', size);
    if (price) return price;
  }
  throw new ServiceError('Could not find price for iops for the given volume');
}

/**
 * The tier or the IOPS of the volume a snapshot space or replica is priced for: `tier` when given
 * (endurance), else `iops` (performance).
 *
 * @example
 * ```ts
 * const forEndurance: PriceRestrictionOptions = { tier: 2 };
 * ```
 */
export interface PriceRestrictionOptions {
  /** IOPS per GB of an endurance volume. */
  tier?: number;
  /** IOPS of a performance volume. */
  iops?: number;
}

/**
 * The storage-as-a-service snapshot space price for a size, restricted by the volume's tier
 * (`STORAGE_TIER_LEVEL`) or, without a tier, its IOPS (`IOPS`).
 *
 * @param pkg - The storage-as-a-service package.
 * @param size - Snapshot space in GB (the item's capacity).
 * @param volume - `tier` or `iops` of the volume.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findSaasSnapshotSpacePrice(pkg, 10, { tier: 2 }); // { id: 193613 }
 * ```
 */
export function findSaasSnapshotSpacePrice(pkg: StoragePackage, size: number, volume: PriceRestrictionOptions = {}): StoragePrice {
  const tier = own(volume, 'tier');
  const [type, value] = tier !== undefined && tier !== null ? ['STORAGE_TIER_LEVEL', ENDURANCE_TIERS.get(tier)] : ['IOPS', own(volume, 'iops')];
  for (const item of itemsOf(pkg)) {
    if (whole(item.capacity) !== size) continue;
    const price = findPriceId(item.prices, 'storage_snapshot_space', type, value);
    if (price) return price;
  }
  throw new ServiceError('Could not find price for snapshot space');
}

/**
 * The storage-as-a-service replication price: item `REPLICATION_FOR_TIERBASED_PERFORMANCE`
 * restricted by the tier, or `REPLICATION_FOR_IOPSBASED_PERFORMANCE` restricted by the IOPS.
 *
 * @param pkg - The storage-as-a-service package.
 * @param volume - `tier` or `iops` of the primary volume.
 * @returns The price.
 * @throws ServiceError when none matches.
 * @example
 * ```ts
 * findSaasReplicationPrice(pkg, { iops: 1000 }); // { id: 192033 }
 * ```
 */
export function findSaasReplicationPrice(pkg: StoragePackage, volume: PriceRestrictionOptions = {}): StoragePrice {
  const tier = own(volume, 'tier');
  const byTier = tier !== undefined && tier !== null;
  const keyName = byTier ? 'REPLICATION_FOR_TIERBASED_PERFORMANCE' : 'REPLICATION_FOR_IOPSBASED_PERFORMANCE';
  const [type, value] = byTier ? ['STORAGE_TIER_LEVEL', ENDURANCE_TIERS.get(tier)] : ['IOPS', own(volume, 'iops')];
  for (const item of itemsOf(pkg)) {
    if (item.keyName !== keyName) continue;
    const price = findPriceId(item.prices, 'performance_storage_replication', type, value);
    if (price) return price;
  }
  throw new ServiceError('Could not find price for replicant volume');
}

/**
 * The id of the volume's schedule whose type key name is `keyname` (e.g. `SNAPSHOT_WEEKLY`).
 *
 * @param volume - The volume with its `schedules[type]`.
 * @param keyname - The schedule type's key name.
 * @returns The schedule's id.
 * @throws ServiceError when the volume has no such schedule.
 * @example
 * ```ts
 * findSnapshotScheduleId(volume, 'SNAPSHOT_WEEKLY'); // 978
 * ```
 */
export function findSnapshotScheduleId(volume: Pick<NetworkStorage, 'schedules'>, keyname: string): number {
  for (const schedule of volume.schedules ?? []) {
    if (schedule.type?.keyname === keyname && typeof schedule.id === 'number') return schedule.id;
  }
  throw new ServiceError('The given snapshot schedule ID was not found for the given storage volume');
}

/**
 * `block` when the storage type's key name holds `BLOCK_STORAGE`, else `file`.
 *
 * @param storageTypeKeyname - `storageType.keyName` of a volume.
 * @returns `block` or `file`.
 * @example
 * ```ts
 * blockOrFile('ENDURANCE_BLOCK_STORAGE'); // 'block'
 * ```
 */
export function blockOrFile(storageTypeKeyname: string): 'block' | 'file' {
  return storageTypeKeyname.includes('BLOCK_STORAGE') ? 'block' : 'file';
}

/** Whether the volume is storage-as-a-service version 2 or later with encryption at rest. */
function staasVersionIsV2OrAbove(volume: Pick<NetworkStorage, 'staasVersion' | 'hasEncryptionAtRest'>): boolean {
  return whole(volume.staasVersion) > 1 && Boolean(volume.hasEncryptionAtRest);
}

/** The volume's `storageType.keyName`, or `''`. */
function storageTypeOf(volume: NetworkStorage): string {
  return volume.storageType?.keyName ?? '';
}

/** The volume's billing item category, checked to be one an order can be based on. */
function orderTypeOf(volume: NetworkStorage, refusal: string): { saas: boolean; categoryCode: string } {
  const categoryCode = volume.billingItem?.categoryCode ?? '';
  if (categoryCode === 'storage_as_a_service') return { saas: true, categoryCode };
  if (categoryCode === 'storage_service_enterprise') return { saas: false, categoryCode };
  throw new ServiceError(`${refusal} with a billing item category code of '${categoryCode}'`);
}

const NOT_PERFORMANCE_OR_ENDURANCE = 'does not have a valid storage type (with an appropriate keyName to indicate the volume is a PERFORMANCE or an ENDURANCE volume)';

/** Prefix of the order containers' full names. */
const CONTAINER = 'Vendor_Container_Product_Order_';

/**
 * The snapshot space order of a volume (`…_Enterprise_SnapshotSpace`, or `…_Upgrade` with `upgrade`):
 * the package of the volume's billing item category, one snapshot space price for its tier or IOPS,
 * the volume's datacenter and billing.
 *
 * @param client - The client to call through.
 * @param volume - The volume (mask `id,billingItem[location,hourlyFlag],storageType[keyName],storageTierLevel,provisionedIops,staasVersion,hasEncryptionAtRest`, plus `billingItem.categoryCode`).
 * @param capacity - Snapshot space in GB.
 * @param tier - IOPS per GB (endurance); `undefined` to read it off the volume.
 * @param upgrade - An upgrade of existing snapshot space.
 * @param iops - The volume's IOPS (performance).
 * @param options - `signal`.
 * @returns The order.
 * @throws ServiceError as the reference (cancelled volume, wrong category, storage type, version).
 * @example
 * ```ts
 * const order = await prepareSnapshotOrderObject(client, volume, 10, undefined, false, 1000);
 * ```
 */
export async function prepareSnapshotOrderObject(
  client: ManagerClient,
  volume: NetworkStorage,
  capacity: number,
  tier: number | undefined,
  upgrade: boolean,
  iops: number | undefined,
  options: StorageLookupOptions = {},
): Promise<StorageOrder> {
  if (!volume.billingItem) throw new ServiceError('This volume has been cancelled; unable to order snapshot space');
  const { saas, categoryCode } = orderTypeOf(volume, 'Snapshot space cannot be ordered for a primary volume');
  const pkg = await getPackage(client, categoryCode, options);
  let prices: StoragePrice[];
  if (saas) {
    const type = storageTypeOf(volume);
    if (type.includes('ENDURANCE')) {
      prices = [findSaasSnapshotSpacePrice(pkg, capacity, { tier: tier ?? findEnduranceTierIopsPerGb(volume) })];
    } else if (type.includes('PERFORMANCE')) {
      if (!staasVersionIsV2OrAbove(volume)) {
        throw new ServiceError('Snapshot space cannot be ordered for this performance volume since it does not support Encryption at Rest.');
      }
      prices = [findSaasSnapshotSpacePrice(pkg, capacity, { iops })];
    } else {
      throw new ServiceError(`Storage volume ${NOT_PERFORMANCE_OR_ENDURANCE}`);
    }
  } else {
    prices = [findEntSpacePrice(pkg, 'snapshot', capacity, tier ?? findEnduranceTierIopsPerGb(volume))];
  }
  const locationId = volume.billingItem.location?.id;
  return {
    complexType: `${CONTAINER}Network_Storage_Enterprise_SnapshotSpace${upgrade ? '_Upgrade' : ''}`,
    packageId: pkg.id,
    prices,
    quantity: 1,
    location: locationId,
    volumeId: volume.id,
    useHourlyPricing: Boolean(volume.billingItem.hourlyFlag ?? false),
  };
}

/**
 * Which offering a new volume is ordered from.
 *
 * @example
 * ```ts
 * const offering: ServiceOffering = 'storage_as_a_service';
 * ```
 */
export type ServiceOffering = 'storage_as_a_service' | 'enterprise' | 'performance';

/** The package category of an offering, storage type and volume type. */
function orderTypeAndCategory(serviceOffering: string, storageType: string, volumeType: 'block' | 'file'): { saas: boolean; categoryCode: string } {
  const unavailable = (): ServiceError => new ServiceError(
    `The requested offering package, '${serviceOffering}', is not available for the '${storageType}' storage type.`,
  );
  if (serviceOffering === 'storage_as_a_service') return { saas: true, categoryCode: 'storage_as_a_service' };
  if (serviceOffering === 'enterprise') {
    if (storageType === 'endurance') return { saas: false, categoryCode: 'storage_service_enterprise' };
    throw unavailable();
  }
  if (serviceOffering === 'performance') {
    if (storageType === 'performance') return { saas: false, categoryCode: volumeType === 'block' ? 'performance_storage_iscsi' : 'performance_storage_nfs' };
    throw unavailable();
  }
  throw new ServiceError('The requested service offering package is not valid. Please check the available options and try again.');
}

/** A datacenter's id, with the reference's message for an unknown name. */
async function locationIdOf(client: ManagerClient, location: string, options: StorageLookupOptions): Promise<number> {
  try {
    return await getLocationId(client, location, options);
  } catch (error) {
    if (error instanceof ServiceError && error.message === 'Invalid datacenter name specified.') {
      throw new ServiceError('Invalid datacenter name specified. Please provide the lower case short name (e.g.: dal09)', { cause: error });
    }
    throw error;
  }
}

/**
 * What {@link prepareVolumeOrderObject} orders.
 *
 * @example
 * ```ts
 * const volume: VolumeOrderOptions = { storageType: 'endurance', location: 'dal10', size: 500, tier: 2, volumeType: 'block' };
 * ```
 */
export interface VolumeOrderOptions {
  /** `performance` or `endurance`. */
  storageType: string;
  /** Datacenter short name. */
  location: string;
  /** Size in GB. */
  size: number;
  /** IOPS (performance). */
  iops?: number;
  /** IOPS per GB (endurance). */
  tier?: number;
  /** Snapshot space in GB, when snapshot space is ordered too. */
  snapshotSize?: number;
  /** The offering (default `storage_as_a_service`); another value is refused as the reference refuses it. */
  serviceOffering?: string;
  /** `block` or `file`. */
  volumeType: 'block' | 'file';
  /** Hourly billing (default monthly). */
  hourlyBillingFlag?: boolean;
}

/**
 * The order of a new volume: the offering's package and container, its prices for the storage type
 * (space and IOPS, or space and tier; snapshot space when asked), the datacenter's id.
 *
 * @param client - The client to call through.
 * @param spec - What to order.
 * @param options - `signal`.
 * @returns The order (`osFormatType` is the block manager's to add).
 * @throws ServiceError as the reference (storage type, datacenter, offering, prices).
 * @example
 * ```ts
 * const order = await prepareVolumeOrderObject(client, { storageType: 'performance', location: 'dal10', size: 1000, iops: 2000, volumeType: 'file' });
 * ```
 */
export async function prepareVolumeOrderObject(client: ManagerClient, spec: VolumeOrderOptions, options: StorageLookupOptions = {}): Promise<StorageOrder> {
  const [storageType, size, iops, tier, snapshotSize, volumeType] = [
    own(spec, 'storageType'), own(spec, 'size'), own(spec, 'iops'), own(spec, 'tier'), own(spec, 'snapshotSize'), own(spec, 'volumeType'),
  ];
  if (storageType !== 'performance' && storageType !== 'endurance') {
    throw new ServiceError('Volume storage type must be either performance or endurance');
  }
  if (volumeType !== 'block' && volumeType !== 'file') throw new TypeError(`prepareVolumeOrderObject: volumeType must be 'block' or 'file', got ${String(volumeType)}`);
  if (typeof size !== 'number') throw new TypeError(`prepareVolumeOrderObject: size must be a number, got ${String(size)}`);
  const locationId = await locationIdOf(client, own(spec, 'location') ?? '', options);
  const { saas, categoryCode } = orderTypeAndCategory(own(spec, 'serviceOffering') ?? 'storage_as_a_service', storageType, volumeType);
  const pkg = await getPackage(client, categoryCode, options);
  const base = `${CONTAINER}Network_`;
  let complexType: string;
  let prices: StoragePrice[];
  if (saas) {
    complexType = `${base}Storage_AsAService`;
    if (storageType === 'performance') {
      prices = [
        findPriceByCategory(pkg, categoryCode), findPriceByCategory(pkg, `storage_${volumeType}`),
        findSaasPerformSpacePrice(pkg, size), findSaasPerformIopsPrice(pkg, size, requireNumber('iops', iops)),
      ];
      if (snapshotSize !== undefined) prices.push(findSaasSnapshotSpacePrice(pkg, snapshotSize, { iops }));
    } else {
      const level = requireNumber('tier', tier);
      prices = [
        findPriceByCategory(pkg, categoryCode), findPriceByCategory(pkg, `storage_${volumeType}`),
        findSaasEnduranceSpacePrice(pkg, size, level), findSaasEnduranceTierPrice(pkg, level),
      ];
      if (snapshotSize !== undefined) prices.push(findSaasSnapshotSpacePrice(pkg, snapshotSize, { tier: level }));
    }
  } else if (storageType === 'performance') {
    complexType = `${base}PerformanceStorage_${volumeType === 'block' ? 'Iscsi' : 'Nfs'}`;
    prices = [findPriceByCategory(pkg, categoryCode), findPerfSpacePrice(pkg, size), findPerfIopsPrice(pkg, size, requireNumber('iops', iops))];
  } else {
    const level = requireNumber('tier', tier);
    complexType = `${base}Storage_Enterprise`;
    prices = [
      findPriceByCategory(pkg, categoryCode), findPriceByCategory(pkg, `storage_${volumeType}`),
      findEntSpacePrice(pkg, 'endurance', size, level), findEntEnduranceTierPrice(pkg, level),
    ];
    if (snapshotSize !== undefined) prices.push(findEntSpacePrice(pkg, 'snapshot', snapshotSize, level));
  }
  const order: StorageOrder = {
    complexType, packageId: pkg.id, prices, quantity: 1, location: locationId, useHourlyPricing: own(spec, 'hourlyBillingFlag') ?? false,
  };
  if (saas) {
    order.volumeSize = size;
    if (storageType === 'performance') order.iops = iops;
  }
  return order;
}

/** A number the order needs (the reference would fail comparing `None`): a clear error instead. */
function requireNumber(what: string, value: number | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ServiceError(`A ${what} value is needed for this order`);
  }
  return value;
}

/**
 * The order of a replica of a volume in another datacenter: the volume's package (its billing item
 * category), prices for its size, tier or IOPS, snapshot space and replication, the schedule
 * `SNAPSHOT_<snapshotSchedule>` of the volume it replicates on.
 *
 * @param client - The client to call through.
 * @param snapshotSchedule - `HOURLY`, `DAILY` or `WEEKLY`.
 * @param location - Datacenter short name of the replica.
 * @param tier - IOPS per GB (endurance); `undefined` to read it off the volume.
 * @param volume - The primary volume (the mask of `orderReplicantVolume`).
 * @param volumeType - `block` or `file`.
 * @param iops - The volume's IOPS (performance).
 * @param options - `signal`.
 * @returns The order (`osFormatType` is the block manager's to add).
 * @throws ServiceError as the reference (cancellation, datacenter, category, snapshot capacity, schedule, prices).
 * @example
 * ```ts
 * const order = await prepareReplicantOrderObject(client, 'WEEKLY', 'wdc07', undefined, volume, 'block', 1000);
 * ```
 */
export async function prepareReplicantOrderObject(
  client: ManagerClient,
  snapshotSchedule: string,
  location: string,
  tier: number | undefined,
  volume: NetworkStorage,
  volumeType: 'block' | 'file',
  iops: number | undefined,
  options: StorageLookupOptions = {},
): Promise<StorageOrder> {
  if (!volume.billingItem || volume.billingItem.cancellationDate) {
    throw new ServiceError('This volume is set for cancellation; unable to order replicant volume');
  }
  for (const child of volume.billingItem.activeChildren ?? []) {
    if (child.categoryCode === 'storage_snapshot_space' && child.cancellationDate) {
      throw new ServiceError('The snapshot space for this volume is set for cancellation; unable to order replicant volume');
    }
  }
  const locationId = await locationIdOf(client, location, options);
  const volumeSize = whole(volume.capacityGb);
  const { saas, categoryCode } = orderTypeOf(volume, 'A replicant volume cannot be ordered for a primary volume');
  if (volume.snapshotCapacityGb === undefined || volume.snapshotCapacityGb === null) {
    throw new ServiceError('Snapshot capacity not found for the given primary volume');
  }
  const snapshotSize = whole(volume.snapshotCapacityGb);
  const scheduleId = findSnapshotScheduleId(volume, `SNAPSHOT_${snapshotSchedule}`);
  const pkg = await getPackage(client, categoryCode, options);
  let complexType: string;
  let prices: StoragePrice[];
  let performance = false;
  let level = tier;
  if (saas) {
    complexType = `${CONTAINER}Network_Storage_AsAService`;
    const type = storageTypeOf(volume);
    if (type.includes('ENDURANCE')) {
      level ??= findEnduranceTierIopsPerGb(volume);
      prices = [
        findPriceByCategory(pkg, categoryCode), findPriceByCategory(pkg, `storage_${volumeType}`),
        findSaasEnduranceSpacePrice(pkg, volumeSize, level), findSaasEnduranceTierPrice(pkg, level),
        findSaasSnapshotSpacePrice(pkg, snapshotSize, { tier: level }), findSaasReplicationPrice(pkg, { tier: level }),
      ];
    } else if (type.includes('PERFORMANCE')) {
      if (!staasVersionIsV2OrAbove(volume)) {
        throw new ServiceError('A replica volume cannot be ordered for this performance volume since it does not support Encryption at Rest.');
      }
      performance = true;
      const volumeIops = requireNumber('iops', iops);
      prices = [
        findPriceByCategory(pkg, categoryCode), findPriceByCategory(pkg, `storage_${volumeType}`),
        findSaasPerformSpacePrice(pkg, volumeSize), findSaasPerformIopsPrice(pkg, volumeSize, volumeIops),
        findSaasSnapshotSpacePrice(pkg, snapshotSize, { iops: volumeIops }), findSaasReplicationPrice(pkg, { iops: volumeIops }),
      ];
    } else {
      throw new ServiceError(`Storage volume ${NOT_PERFORMANCE_OR_ENDURANCE}`);
    }
  } else {
    complexType = `${CONTAINER}Network_Storage_Enterprise`;
    level ??= findEnduranceTierIopsPerGb(volume);
    prices = [
      findPriceByCategory(pkg, categoryCode), findPriceByCategory(pkg, `storage_${volumeType}`),
      findEntSpacePrice(pkg, 'endurance', volumeSize, level), findEntEnduranceTierPrice(pkg, level),
      findEntSpacePrice(pkg, 'snapshot', snapshotSize, level), findEntSpacePrice(pkg, 'replication', volumeSize, level),
    ];
  }
  const order: StorageOrder = {
    complexType,
    packageId: pkg.id,
    prices,
    quantity: 1,
    location: locationId,
    originVolumeId: volume.id,
    originVolumeScheduleId: scheduleId,
    useHourlyPricing: Boolean(volume.billingItem.hourlyFlag ?? false),
  };
  if (saas) {
    order.volumeSize = volumeSize;
    if (performance) order.iops = iops;
  }
  return order;
}

/**
 * What {@link prepareDuplicateOrderObject} changes from the origin volume.
 *
 * @example
 * ```ts
 * const spec: DuplicateOrderOptions = { duplicateSize: 1000, hourlyBillingFlag: true };
 * ```
 */
export interface DuplicateOrderOptions {
  /** IOPS of the duplicate (performance; default the origin's). */
  iops?: number;
  /** IOPS per GB of the duplicate (endurance; default the origin's). */
  tier?: number;
  /** Size in GB (default the origin's). */
  duplicateSize?: number;
  /** Snapshot space in GB (default the origin's; 0 for none). */
  duplicateSnapshotSize?: number;
  /** Hourly billing (default monthly). */
  hourlyBillingFlag?: boolean;
  /** A dependent duplicate. */
  dependentDuplicate?: boolean;
}

/**
 * The order of a duplicate of a volume (always from the storage-as-a-service package): the origin's
 * datacenter, size, tier or IOPS unless others are given, snapshot space unless 0 GB.
 *
 * @param client - The client to call through.
 * @param originVolume - The origin (the mask of `orderDuplicateVolume`).
 * @param volumeType - `block` or `file`.
 * @param spec - What to change.
 * @param options - `signal`.
 * @returns The order (`osFormatType`, `duplicateOriginSnapshotId` are the manager's to add).
 * @throws ServiceError as the reference (cancelled, no snapshot space, no location, version, IOPS, storage type).
 * @example
 * ```ts
 * const order = await prepareDuplicateOrderObject(client, origin, 'file', { duplicateSize: 1000 });
 * ```
 */
export async function prepareDuplicateOrderObject(
  client: ManagerClient,
  originVolume: NetworkStorage,
  volumeType: 'block' | 'file',
  spec: DuplicateOrderOptions = {},
  options: StorageLookupOptions = {},
): Promise<StorageOrder> {
  if (!originVolume.billingItem) throw new ServiceError('The origin volume has been cancelled; unable to order duplicate volume');
  if (typeof originVolume.snapshotCapacityGb !== 'string') {
    throw new ServiceError('Snapshot space not found for the origin volume. Origin snapshot space is needed for duplication.');
  }
  const originSnapshotSize = whole(originVolume.snapshotCapacityGb);
  const locationId = originVolume.billingItem.location?.id;
  if (typeof locationId !== 'number') throw new ServiceError("Cannot find origin volume's location");
  if (!staasVersionIsV2OrAbove(originVolume)) {
    throw new ServiceError('This volume cannot be duplicated since it does not support Encryption at Rest.');
  }
  const snapshotSize = own(spec, 'duplicateSnapshotSize') ?? originSnapshotSize;
  const size = own(spec, 'duplicateSize') ?? whole(originVolume.capacityGb);
  const pkg = await getPackage(client, 'storage_as_a_service', options);
  const type = storageTypeOf(originVolume);
  let iops = own(spec, 'iops');
  let prices: StoragePrice[];
  let performance = false;
  if (type.includes('PERFORMANCE')) {
    performance = true;
    if (iops === undefined) {
      iops = whole(originVolume.provisionedIops ?? 0);
      if (!(iops > 0)) throw new ServiceError("Cannot find origin volume's provisioned IOPS");
    }
    prices = [
      findPriceByCategory(pkg, 'storage_as_a_service'), findPriceByCategory(pkg, `storage_${volumeType}`),
      findSaasPerformSpacePrice(pkg, size), findSaasPerformIopsPrice(pkg, size, iops),
    ];
    if (snapshotSize > 0) prices.push(findSaasSnapshotSpacePrice(pkg, snapshotSize, { iops }));
  } else if (type.includes('ENDURANCE')) {
    const tier = own(spec, 'tier') ?? findEnduranceTierIopsPerGb(originVolume);
    prices = [
      findPriceByCategory(pkg, 'storage_as_a_service'), findPriceByCategory(pkg, `storage_${volumeType}`),
      findSaasEnduranceSpacePrice(pkg, size, tier), findSaasEnduranceTierPrice(pkg, tier),
    ];
    if (snapshotSize > 0) prices.push(findSaasSnapshotSpacePrice(pkg, snapshotSize, { tier }));
  } else {
    throw new ServiceError(`Origin volume ${NOT_PERFORMANCE_OR_ENDURANCE}`);
  }
  const order: StorageOrder = {
    complexType: `${CONTAINER}Network_Storage_AsAService`,
    packageId: pkg.id,
    prices,
    volumeSize: size,
    quantity: 1,
    location: locationId,
    duplicateOriginVolumeId: originVolume.id,
    useHourlyPricing: own(spec, 'hourlyBillingFlag') ?? false,
  };
  if (performance) order.iops = iops;
  if (own(spec, 'dependentDuplicate') === true) order.isDependentDuplicateFlag = 1;
  return order;
}

/**
 * The order of a modification (`…_AsAService_Upgrade`): the new size and IOPS (performance) or
 * size and tier (endurance), the current value standing in for the one not given.
 *
 * @param client - The client to call through.
 * @param volume - The volume (mask `id,billingItem,storageType[keyName],capacityGb,provisionedIops,storageTierLevel,staasVersion,hasEncryptionAtRest`).
 * @param newIops - New IOPS (performance).
 * @param newTier - New IOPS per GB (endurance).
 * @param newSize - New size in GB.
 * @param options - `signal`.
 * @returns The order.
 * @throws ServiceError as the reference (cancelled, version, nothing to change, IOPS, storage type).
 * @example
 * ```ts
 * const order = await prepareModifyOrderObject(client, volume, undefined, 4, undefined);
 * ```
 */
export async function prepareModifyOrderObject(
  client: ManagerClient,
  volume: NetworkStorage,
  newIops: number | undefined,
  newTier: number | undefined,
  newSize: number | undefined,
  options: StorageLookupOptions = {},
): Promise<StorageOrder> {
  if (!volume.billingItem) throw new ServiceError('The volume has been cancelled; unable to modify volume.');
  if (!staasVersionIsV2OrAbove(volume)) throw new ServiceError('This volume cannot be modified since it does not support Encryption at Rest.');
  const pkg = await getPackage(client, 'storage_as_a_service', options);
  const type = storageTypeOf(volume);
  let size = newSize;
  let iops = newIops;
  let tier = newTier;
  let prices: StoragePrice[];
  let performance = false;
  if (type.includes('PERFORMANCE')) {
    performance = true;
    if (size === undefined && iops === undefined) throw new ServiceError('A size or IOPS value must be given to modify this performance volume.');
    if (size === undefined) size = whole(volume.capacityGb);
    else if (iops === undefined) {
      iops = whole(volume.provisionedIops ?? 0);
      if (!(iops > 0)) throw new ServiceError("Cannot find volume's provisioned IOPS.");
    }
    prices = [findPriceByCategory(pkg, 'storage_as_a_service'), findSaasPerformSpacePrice(pkg, size), findSaasPerformIopsPrice(pkg, size, iops!)];
  } else if (type.includes('ENDURANCE')) {
    if (size === undefined && tier === undefined) throw new ServiceError('A size or tier value must be given to modify this endurance volume.');
    if (size === undefined) size = whole(volume.capacityGb);
    else tier ??= findEnduranceTierIopsPerGb(volume);
    prices = [findPriceByCategory(pkg, 'storage_as_a_service'), findSaasEnduranceSpacePrice(pkg, size, tier!), findSaasEnduranceTierPrice(pkg, tier!)];
  } else {
    throw new ServiceError(`Volume ${NOT_PERFORMANCE_OR_ENDURANCE}.`);
  }
  const order: StorageOrder = {
    complexType: `${CONTAINER}Network_Storage_AsAService_Upgrade`,
    packageId: pkg.id,
    prices,
    volume: { id: requireNumber('volume id', volume.id) },
    volumeSize: size,
  };
  if (performance) order.iops = iops;
  return order;
}
