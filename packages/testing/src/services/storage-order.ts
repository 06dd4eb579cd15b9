/**
 * Storage orders of `Vendor_Product_Order` (`verifyOrder`, `placeOrder`): new block and file volumes
 * of the three offerings (`…_Network_Storage_AsAService`, `…_Network_Storage_Enterprise`,
 * `…_Network_PerformanceStorage_Iscsi`/`_Nfs`), replicas (`originVolumeId`) and duplicates
 * (`duplicateOriginVolumeId`), modifications (`…_AsAService_Upgrade`) and snapshot space
 * (`…_Enterprise_SnapshotSpace`, `…_Upgrade`). An order is checked as the real service checks it:
 * every price is one of the package's, and the prices fit together (the space item holds the size,
 * the IOPS price is for that size, the tier matches, the snapshot and replication prices are for the
 * volume's tier or IOPS). Placing it changes the account: a new volume, a bigger or faster one, more
 * snapshot space.
 *
 * @module
 */
import type { Product_Item_Price as ItemPrice } from '@svclib/model';
import type { CatalogPackage } from '../data/catalog.js';
import { isoDate } from '../data/generate.js';
import { orderingState, type FakeOrderContainer } from '../data/ordering-state.js';
import type { AnyRecord } from '../data/record-types.js';
import { ENDURANCE_TIERS, OS_FORMAT_TYPES, PERFORMANCE_PACKAGE_ID as PERFORMANCE_PACKAGE, STAAS_PACKAGE_ID } from '../data/storage-catalog.js';
import {
  addSnapshotSpace, addVolume, makeSchedule, storageStore, tierKeyName, type FakeStorageBillingItem, type StorageStore, type VolumeState,
} from '../data/storage-data.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { describe, isStruct } from '../engine/values.js';
import type { CallContext } from './service-spec.js';

const PREFIX = 'Vendor_Container_Product_Order_';

/** The storage order containers, and what each orders. */
const CONTAINERS: Readonly<Record<string, 'volume' | 'upgrade' | 'snapshot' | 'snapshot-upgrade'>> = {
  [`${PREFIX}Network_Storage_AsAService`]: 'volume',
  [`${PREFIX}Network_Storage_Enterprise`]: 'volume',
  [`${PREFIX}Network_PerformanceStorage_Iscsi`]: 'volume',
  [`${PREFIX}Network_PerformanceStorage_Nfs`]: 'volume',
  [`${PREFIX}Network_Storage_AsAService_Upgrade`]: 'upgrade',
  [`${PREFIX}Network_Storage_Enterprise_SnapshotSpace`]: 'snapshot',
  [`${PREFIX}Network_Storage_Enterprise_SnapshotSpace_Upgrade`]: 'snapshot-upgrade',
};

/** Whether `order` is a storage order (by its container). */
export function isStorageOrder(order: AnyRecord): boolean {
  return typeof order.complexType === 'string' && Object.hasOwn(CONTAINERS, order.complexType);
}

type Item = CatalogPackage['items'][number];
/** A price of the order with the item it belongs to. */
interface Picked { price: ItemPrice; item: Item }

/** What a checked storage order does. */
interface StoragePlan {
  kind: 'volume' | 'upgrade' | 'snapshot' | 'snapshot-upgrade';
  pkg: CatalogPackage;
  picked: Picked[];
  volumeType?: 'block' | 'file';
  storageType?: 'endurance' | 'performance';
  size?: number;
  iops?: number;
  tier?: number;
  snapshotGb?: number;
  locationId?: number;
  target?: VolumeState;
  replicaOf?: VolumeState;
  duplicateOf?: VolumeState;
}

/** A number from a catalog value. */
function num(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

/** Whether a price is restricted by `type` to a range holding `value`. */
function restrictedTo(price: ItemPrice, type: string, value: number | undefined): boolean {
  return price.capacityRestrictionType === type && value !== undefined &&
    value >= num(price.capacityRestrictionMinimum) && value <= num(price.capacityRestrictionMaximum);
}

/** The price of the order in `category` (at most one), or undefined. */
function pickedIn(plan: Pick<StoragePlan, 'picked'>, category: string, where: string): Picked | undefined {
  const found = plan.picked.filter(({ price }) => price.categories?.some((c) => c.categoryCode === category));
  if (found.length > 1) throw invalidParameters(`${where}: more than one price of category ${category}.`);
  return found[0];
}

/** The tier (IOPS per GB) of a tier level (100, 200, 300, 1000). */
function tierOfLevel(level: number): number | undefined {
  return ENDURANCE_TIERS.find((tier) => tier.level === level)?.iopsPerGb;
}

/** The tier level of IOPS per GB. */
function levelOf(tier: number | undefined): number | undefined {
  return ENDURANCE_TIERS.find((candidate) => candidate.iopsPerGb === tier)?.level;
}

/** The IOPS per GB of a volume's `storageTierLevel`. */
function volumeTier(state: VolumeState): number | undefined {
  return ENDURANCE_TIERS.find((tier) => tier.keyName === state.record.storageTierLevel)?.iopsPerGb;
}

/** The volume's kind of storage, from its storage type. */
function volumeStorageType(state: VolumeState): 'endurance' | 'performance' {
  return state.record.storageType?.keyName?.startsWith('PERFORMANCE') === true ? 'performance' : 'endurance';
}

/** Checks the snapshot space price of a plan (when there is one) against the volume's tier or IOPS. */
function checkSnapshotPrice(plan: StoragePlan, where: string, required: boolean): void {
  const snapshot = pickedIn(plan, 'storage_snapshot_space', where);
  if (!snapshot) {
    if (required) throw invalidParameters(`${where}: a snapshot space price (category storage_snapshot_space) is required.`);
    return;
  }
  const fits = plan.storageType === 'performance'
    ? restrictedTo(snapshot.price, 'IOPS', plan.iops)
    : restrictedTo(snapshot.price, 'STORAGE_TIER_LEVEL', levelOf(plan.tier));
  if (!fits) throw invalidParameters(`${where}: snapshot space price ${snapshot.price.id} is not for a volume of ${plan.storageType === 'performance' ? `${plan.iops} IOPS` : `tier ${plan.tier}`}.`);
  plan.snapshotGb = num(snapshot.item.capacity);
}

/** Checks the space, IOPS and tier prices of a new or modified volume; sets size, IOPS and tier. */
function checkVolumePrices(plan: StoragePlan, order: AnyRecord, where: string): void {
  const space = pickedIn(plan, 'performance_storage_space', where);
  if (!space) throw invalidParameters(`${where}: a storage space price (category performance_storage_space) is required.`);
  const iopsPrice = pickedIn(plan, 'performance_storage_iops', where);
  const tierPrice = pickedIn(plan, 'storage_tier_level', where);
  if (iopsPrice && tierPrice) throw invalidParameters(`${where}: an order has an IOPS price or a tier price, not both.`);
  if (!iopsPrice && !tierPrice && plan.pkg.id !== PERFORMANCE_PACKAGE) throw invalidParameters(`${where}: an IOPS price or a tier price is required.`);
  plan.storageType = tierPrice ? 'endurance' : 'performance';
  if (plan.pkg.id === STAAS_PACKAGE_ID) {
    const size = num(order.volumeSize);
    if (!Number.isInteger(size) || size <= 0) throw invalidParameters(`${where}: volumeSize must be a positive integer, got ${describe(order.volumeSize)}.`);
    if (!(size >= num(space.item.capacityMinimum) && size <= num(space.item.capacityMaximum))) {
      throw invalidParameters(`${where}: space price ${space.price.id} (${space.item.keyName}) is not for ${size} GB.`);
    }
    plan.size = size;
    const endurance = /^STORAGE_SPACE_FOR_(\w+)_IOPS_PER_GB$/.exec(space.item.keyName ?? '');
    if (tierPrice) {
      plan.tier = tierOfLevel(num(tierPrice.item.capacity));
      if (!endurance || Number(endurance[1]!.replace('_', '.')) !== plan.tier) {
        throw invalidParameters(`${where}: space price ${space.price.id} (${space.item.keyName}) is not for tier ${plan.tier} IOPS per GB.`);
      }
    } else {
      if (endurance) throw invalidParameters(`${where}: space price ${space.price.id} (${space.item.keyName}) is for an endurance volume.`);
      const iops = num(order.iops);
      if (!Number.isInteger(iops) || iops <= 0) throw invalidParameters(`${where}: iops must be a positive integer, got ${describe(order.iops)}.`);
      if (!(iops >= num(iopsPrice!.item.capacityMinimum) && iops <= num(iopsPrice!.item.capacityMaximum))) {
        throw invalidParameters(`${where}: IOPS price ${iopsPrice!.price.id} is not for ${iops} IOPS.`);
      }
      if (!restrictedTo(iopsPrice!.price, 'STORAGE_SPACE', size)) throw invalidParameters(`${where}: IOPS price ${iopsPrice!.price.id} is not for ${size} GB.`);
      plan.iops = iops;
    }
    return;
  }
  // The enterprise and performance packages: the space item's capacity is the size.
  plan.size = num(space.item.capacity);
  if (tierPrice) {
    plan.tier = tierOfLevel(num(tierPrice.item.attributes?.[0]?.value ?? tierPrice.item.capacity));
    if (!restrictedTo(space.price, 'STORAGE_TIER_LEVEL', levelOf(plan.tier))) {
      throw invalidParameters(`${where}: space price ${space.price.id} is not for tier ${plan.tier} IOPS per GB.`);
    }
  } else {
    if (!iopsPrice) throw invalidParameters(`${where}: an IOPS price (category performance_storage_iops) is required.`);
    plan.iops = num(iopsPrice.item.capacity);
    if (!restrictedTo(iopsPrice.price, 'STORAGE_SPACE', plan.size)) throw invalidParameters(`${where}: IOPS price ${iopsPrice.price.id} is not for ${plan.size} GB.`);
  }
}

/** The volume an order names by id (`volumeId`, `volume.id`, `originVolumeId`, …). */
function volumeNamed(store: StorageStore, value: unknown, where: string, what: string): VolumeState {
  const id = num(isStruct(value) ? value.id : value);
  const state = store.volumes.get(id);
  if (!state) throw invalidParameters(`${where}: ${what} ${describe(isStruct(value) ? value.id : value)} is not a volume of the account.`);
  if (!state.record.billingItem) throw invalidParameters(`${where}: volume ${id} has no billing item of its own (a replica, or cancelled).`);
  return state;
}

/** Checks a storage order; answers the verified container (prices with their items, totals). */
export function verifyStorageOrder(context: CallContext, order: AnyRecord, where: string): FakeOrderContainer {
  const plan = checkStorageOrder(context, order, where);
  const fees = (key: 'recurringFee' | 'hourlyRecurringFee'): string =>
    String(Number(plan.picked.reduce((sum, { price }) => sum + Number(price[key] ?? 0), 0).toFixed(4)));
  const hourly = order.useHourlyPricing === true;
  const location = context.data.datacenters.find((dc) => dc.id === plan.locationId);
  return {
    ...order,
    packageId: plan.pkg.id,
    quantity: 1,
    location: plan.locationId === undefined ? undefined : String(plan.locationId),
    locationObject: location ? { id: location.id, name: location.name, longName: location.longName } : undefined,
    useHourlyPricing: hourly,
    prices: plan.picked.map(({ price, item }) => ({ ...price, item: { id: item.id, keyName: item.keyName, description: item.description, capacity: item.capacity } })),
    currencyShortName: 'USD',
    postTaxRecurring: hourly ? fees('hourlyRecurringFee') : fees('recurringFee'),
    postTaxRecurringHourly: fees('hourlyRecurringFee'),
    postTaxRecurringMonthly: fees('recurringFee'),
    preTaxRecurring: hourly ? fees('hourlyRecurringFee') : fees('recurringFee'),
    proratedInitialCharge: '0',
    totalRecurringTax: '0',
  };
}

/** The checks of {@link verifyStorageOrder}; answers what the order does. */
function checkStorageOrder(context: CallContext, order: AnyRecord, where: string): StoragePlan {
  const kind = CONTAINERS[order.complexType as string]!;
  const state = orderingState(context.data);
  const store = storageStore(context.data);
  const pkg = state.packages.find((candidate) => candidate.id === order.packageId);
  if (!pkg || !pkg.categories?.length) throw invalidParameters(`${where}: packageId ${describe(order.packageId)} is not a storage package.`);
  if (!Array.isArray(order.prices) || order.prices.length === 0) throw invalidParameters(`${where}: prices must be a non-empty array.`);
  const picked: Picked[] = order.prices.map((given: unknown, index) => {
    const id = isStruct(given) ? given.id : undefined;
    for (const item of pkg.items) {
      const price = item.prices?.find((candidate) => candidate.id === id);
      if (price) return { price, item };
    }
    throw invalidParameters(`${where}: price ${index + 1} (id ${describe(id)}) is not a price of package ${pkg.keyName}.`);
  });
  const locationPrice = picked.find(({ price }) => price.locationGroupId);
  if (locationPrice) throw invalidParameters(`${where}: price ${locationPrice.price.id} is a location group's price; order the generic one.`);
  if (order.useHourlyPricing !== undefined && typeof order.useHourlyPricing !== 'boolean') {
    throw invalidParameters(`${where}: useHourlyPricing must be a boolean, got ${describe(order.useHourlyPricing)}.`);
  }
  const plan: StoragePlan = { kind, pkg, picked };
  const packageCategory = pkg.categories.map((category) => category.categoryCode ?? '');

  if (kind === 'snapshot' || kind === 'snapshot-upgrade') {
    const target = volumeNamed(store, order.volumeId, where, 'volumeId');
    plan.target = target;
    plan.storageType = volumeStorageType(target);
    plan.iops = num(target.record.provisionedIops);
    plan.tier = volumeTier(target);
    if (picked.length !== 1) throw invalidParameters(`${where}: a snapshot space order has one price, got ${picked.length}.`);
    const billed = target.record.billingItem?.categoryCode ?? '';
    if (!packageCategory.includes(billed)) throw invalidParameters(`${where}: volume ${target.record.id} is billed as ${billed}; order its snapshot space from that package.`);
    checkSnapshotPrice(plan, where, true);
    const current = num(target.record.snapshotCapacityGb ?? 0);
    if (kind === 'snapshot' && current > 0) throw invalidParameters(`${where}: volume ${target.record.id} has snapshot space already; order an upgrade.`);
    if (kind === 'snapshot-upgrade' && !((plan.snapshotGb ?? 0) > current)) {
      throw invalidParameters(`${where}: an upgrade must add snapshot space (volume ${target.record.id} has ${current} GB).`);
    }
    plan.locationId = target.record.serviceResource?.datacenter?.id;
    return plan;
  }

  if (kind === 'upgrade') {
    if (pkg.id !== STAAS_PACKAGE_ID) throw invalidParameters(`${where}: a volume is modified through package ${STAAS_PACKAGE_ID}.`);
    const target = volumeNamed(store, order.volume, where, 'volume');
    plan.target = target;
    if (!pickedIn(plan, 'storage_as_a_service', where)) throw invalidParameters(`${where}: the storage_as_a_service price is required.`);
    checkVolumePrices(plan, order, where);
    if (plan.storageType !== volumeStorageType(target)) throw invalidParameters(`${where}: volume ${target.record.id} is a ${volumeStorageType(target)} volume.`);
    if ((plan.size ?? 0) < (target.record.capacityGb ?? 0)) {
      throw invalidParameters(`${where}: volume ${target.record.id} cannot shrink from ${target.record.capacityGb} GB to ${plan.size} GB.`);
    }
    plan.volumeType = target.kind;
    plan.locationId = target.record.serviceResource?.datacenter?.id;
    return plan;
  }

  // A new volume, replica or duplicate.
  const service = pickedIn(plan, packageCategory.find((code) => pickedIn(plan, code, where)) ?? packageCategory[0]!, where);
  if (!service) throw invalidParameters(`${where}: the package's service price (category ${packageCategory.join(' or ')}) is required.`);
  const serviceCode = service.price.categories?.[0]?.categoryCode ?? '';
  if (pkg.id === PERFORMANCE_PACKAGE) {
    plan.volumeType = serviceCode === 'performance_storage_iscsi' ? 'block' : 'file';
    const expected = `${PREFIX}Network_PerformanceStorage_${plan.volumeType === 'block' ? 'Iscsi' : 'Nfs'}`;
    if (order.complexType !== expected) throw invalidParameters(`${where}: a ${serviceCode} order is a ${expected}.`);
  } else {
    const block = pickedIn(plan, 'storage_block', where);
    const file = pickedIn(plan, 'storage_file', where);
    if (!block === !file) throw invalidParameters(`${where}: an order has a storage_block or a storage_file price (one of them).`);
    plan.volumeType = block ? 'block' : 'file';
    const expected = `${PREFIX}Network_Storage_${pkg.id === STAAS_PACKAGE_ID ? 'AsAService' : 'Enterprise'}`;
    if (order.complexType !== expected) throw invalidParameters(`${where}: an order of package ${pkg.keyName} is a ${expected}.`);
  }
  const origin = order.originVolumeId ?? order.duplicateOriginVolumeId;
  if (order.originVolumeId !== undefined && order.duplicateOriginVolumeId !== undefined) {
    throw invalidParameters(`${where}: an order is a replica (originVolumeId) or a duplicate (duplicateOriginVolumeId), not both.`);
  }
  if (origin !== undefined) {
    const source = volumeNamed(store, origin, where, order.originVolumeId !== undefined ? 'originVolumeId' : 'duplicateOriginVolumeId');
    if (source.kind !== plan.volumeType) throw invalidParameters(`${where}: volume ${source.record.id} is a ${source.kind} volume.`);
    if (order.originVolumeId !== undefined) plan.replicaOf = source;
    else plan.duplicateOf = source;
  }
  checkVolumePrices(plan, order, where);
  if (plan.replicaOf) checkReplica(plan, order, where);
  if (plan.duplicateOf) checkDuplicate(plan, order, where);
  checkSnapshotPrice(plan, where, plan.replicaOf !== undefined);
  const location = num(order.location);
  if (!context.data.datacenters.some((dc) => dc.id === location)) throw invalidParameters(`${where}: unknown location ${describe(order.location)}.`);
  plan.locationId = location;
  if (plan.replicaOf && location === plan.replicaOf.record.serviceResource?.datacenter?.id) {
    throw invalidParameters(`${where}: a replica must be in another datacenter than volume ${plan.replicaOf.record.id}.`);
  }
  if (plan.duplicateOf && location !== plan.duplicateOf.record.serviceResource?.datacenter?.id) {
    throw invalidParameters(`${where}: a duplicate is made in the datacenter of volume ${plan.duplicateOf.record.id}.`);
  }
  const osType = order.osFormatType;
  if (plan.volumeType === 'block') {
    if (!isStruct(osType) || !OS_FORMAT_TYPES.some((type) => type.keyName === osType.keyName)) {
      throw invalidParameters(`${where}: a block volume needs osFormatType.keyName, one of ${OS_FORMAT_TYPES.map((type) => type.keyName).join(', ')}; got ${describe(isStruct(osType) ? osType.keyName : osType)}.`);
    }
  } else if (osType !== undefined) {
    throw invalidParameters(`${where}: a file volume has no osFormatType.`);
  }
  return plan;
}

/** A replica: the primary's size and tier or IOPS, a replication price for them, one of its snapshot schedules. */
function checkReplica(plan: StoragePlan, order: AnyRecord, where: string): void {
  const primary = plan.replicaOf!;
  if (plan.size !== primary.record.capacityGb) throw invalidParameters(`${where}: a replica has the size of volume ${primary.record.id} (${primary.record.capacityGb} GB).`);
  const replication = pickedIn(plan, 'performance_storage_replication', where);
  if (!replication) throw invalidParameters(`${where}: a replication price (category performance_storage_replication) is required.`);
  const fits = plan.storageType === 'performance'
    ? restrictedTo(replication.price, 'IOPS', plan.iops)
    : restrictedTo(replication.price, 'STORAGE_TIER_LEVEL', levelOf(plan.tier));
  if (!fits) throw invalidParameters(`${where}: replication price ${replication.price.id} is not for this volume's ${plan.storageType === 'performance' ? 'IOPS' : 'tier'}.`);
  const schedule = primary.schedules.find((candidate) => candidate.id === order.originVolumeScheduleId);
  if (!schedule || !schedule.type?.keyname?.startsWith('SNAPSHOT_')) {
    throw invalidParameters(`${where}: originVolumeScheduleId ${describe(order.originVolumeScheduleId)} is not a snapshot schedule of volume ${primary.record.id}.`);
  }
  if (num(primary.record.snapshotCapacityGb ?? 0) <= 0) throw invalidParameters(`${where}: volume ${primary.record.id} has no snapshot space to replicate.`);
}

/** A duplicate: the origin has snapshot space, and the snapshot named is one of its own. */
function checkDuplicate(plan: StoragePlan, order: AnyRecord, where: string): void {
  const origin = plan.duplicateOf!;
  if (num(origin.record.snapshotCapacityGb ?? 0) <= 0) throw invalidParameters(`${where}: volume ${origin.record.id} has no snapshot space to duplicate from.`);
  if (order.duplicateOriginSnapshotId !== undefined && !origin.snapshots.some((snapshot) => snapshot.id === order.duplicateOriginSnapshotId)) {
    throw invalidParameters(`${where}: snapshot ${describe(order.duplicateOriginSnapshotId)} is not a snapshot of volume ${origin.record.id}.`);
  }
  if ((plan.size ?? 0) < (origin.record.capacityGb ?? 0)) throw invalidParameters(`${where}: a duplicate cannot be smaller than volume ${origin.record.id}.`);
}

/** Places a storage order: adds or changes what it bought. */
export function provisionStorage(context: CallContext, order: AnyRecord, orderId: number): void {
  const plan = checkStorageOrder(context, order, 'Vendor_Product_Order::placeOrder');
  const store = storageStore(context.data);
  const delay = context.state.options.provisionDelayMs;
  const busy = (state: VolumeState, group: string, friendlyName: string): void => {
    const now = Date.now();
    state.transactions.push({ id: store.nextId('transaction'), group, friendlyName, createDate: isoDate(now), until: now + delay });
  };
  const reprice = (state: VolumeState): void => {
    const item = state.record.billingItem as FakeStorageBillingItem | undefined;
    if (item) item.recurringFee = String(Number(plan.picked.reduce((sum, { price }) => sum + Number(price.recurringFee ?? 0), 0).toFixed(2)));
  };
  if (plan.kind === 'snapshot' || plan.kind === 'snapshot-upgrade') {
    addSnapshotSpace(store, plan.target!.record, plan.snapshotGb ?? 0);
    busy(plan.target!, 'Snapshot Space', 'Adding snapshot space');
    return;
  }
  if (plan.kind === 'upgrade') {
    const target = plan.target!;
    target.record.capacityGb = plan.size;
    if (plan.storageType === 'performance') {
      target.record.provisionedIops = String(plan.iops);
      target.record.iops = String(plan.iops);
    } else {
      target.record.storageTierLevel = tierKeyName(plan.tier ?? 2);
      target.record.provisionedIops = String(Math.round((plan.size ?? 0) * (plan.tier ?? 2)));
    }
    reprice(target);
    busy(target, 'Volume Modification', 'Modifying the volume');
    return;
  }
  const dc = context.data.datacenters.find((candidate) => candidate.id === plan.locationId)!;
  const source = plan.replicaOf ?? plan.duplicateOf;
  const state = addVolume(context.data, store, {
    kind: plan.volumeType!, type: plan.storageType!, dc, capacityGb: plan.size!, tier: plan.tier, iops: plan.iops, snapshotGb: plan.snapshotGb ?? 0,
    osType: isStruct(order.osFormatType) ? String(order.osFormatType.keyName) : undefined, hourly: order.useHourlyPricing === true,
    categoryCode: plan.pkg.categories?.find((category) => plan.picked.some(({ price }) => price.categories?.some((c) => c.categoryCode === category.categoryCode)))?.categoryCode ?? 'storage_as_a_service',
    orderId,
    role: plan.replicaOf ? 'replica' : 'volume',
    parentId: plan.replicaOf?.record.id,
    username: plan.replicaOf ? `${plan.replicaOf.record.username}_REP_${countReplicas(store, plan.replicaOf) + 1}` : undefined,
    bytesUsed: source ? Number(source.record.bytesUsed ?? 0) : 0,
  });
  reprice(state);
  busy(state, 'Provisioning', 'Provisioning the volume');
  if (plan.replicaOf) {
    const primary = plan.replicaOf;
    state.record.billingItem = undefined;
    const snapshotSchedule = primary.schedules.find((candidate) => candidate.id === order.originVolumeScheduleId)!;
    const type = snapshotSchedule.type?.keyname?.replace('SNAPSHOT_', '') ?? 'HOURLY';
    if (!primary.schedules.some((candidate) => candidate.type?.keyname === `REPLICATION_${type}`)) {
      primary.schedules.push(makeSchedule(store, primary, `REPLICATION_${type}`, { minute: 0, hour: 0 }));
    }
    primary.record.replicationStatus = 'Replicant Volume Provisioning has completed.';
  }
  if (plan.duplicateOf) {
    const origin = plan.duplicateOf;
    state.originId = origin.record.id;
    state.record.originalVolumeName = origin.record.username;
    state.record.originalVolumeSize = String(origin.record.capacityGb);
    const snapshot = origin.snapshots.find((candidate) => candidate.id === order.duplicateOriginSnapshotId);
    state.record.originalSnapshotName = snapshot ? (snapshot.notes || snapshot.username) : `${origin.record.username}_duplicate_${isoDate(Date.now())}`;
    state.record.dependentDuplicate = order.isDependentDuplicateFlag === undefined || order.isDependentDuplicateFlag === null || order.isDependentDuplicateFlag === false ? '0' : '1';
  }
}

/** How many replicas a volume has. */
function countReplicas(store: StorageStore, primary: VolumeState): number {
  return [...store.volumes.values()].filter((state) => state.role === 'replica' && state.parentId === primary.record.id).length;
}
