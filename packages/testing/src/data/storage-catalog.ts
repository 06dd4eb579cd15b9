/**
 * The storage packages of the fake catalog: `STORAGE_AS_A_SERVICE` (759: performance and endurance
 * volumes of both kinds, snapshot space, replication, modifications), the older enterprise
 * (endurance, 240) and performance (222) offerings. Each package names its category
 * (`categories[].categoryCode`) and `statusCode: 'ACTIVE'`, which is how the storage managers find
 * it; its items carry the capacity ranges and its prices the capacity restrictions
 * (`STORAGE_SPACE`, `IOPS`, `STORAGE_TIER_LEVEL`) the price rules read. The price ids the reference
 * client's tests name are kept where it names them; the rest of the catalog is filled in around
 * them. Every item also has a dearer price for `Location Group 2`, which an order never picks (the
 * rules take generic prices only).
 *
 * @module
 */
import type { Product_Item_Price as ItemPrice } from '@svclib/model';
import { regionKeyname, type CatalogPackage } from './catalog.js';
import type { FakeDatacenter } from './records.js';

/** The `STORAGE_AS_A_SERVICE` package. */
export const STAAS_PACKAGE_ID = 759;
/** The enterprise (endurance) package. */
export const ENTERPRISE_PACKAGE_ID = 240;
/** The performance package. */
export const PERFORMANCE_PACKAGE_ID = 222;
/** The storage packages, by id. */
export const STORAGE_PACKAGE_IDS: ReadonlySet<number> = new Set([STAAS_PACKAGE_ID, ENTERPRISE_PACKAGE_ID, PERFORMANCE_PACKAGE_ID]);

/** Endurance tiers: IOPS per GB, the tier's level (the catalog's capacity) and key name. */
export const ENDURANCE_TIERS: ReadonlyArray<{ iopsPerGb: number; level: number; keyName: string }> = [
  { iopsPerGb: 0.25, level: 100, keyName: 'LOW_INTENSITY_TIER' },
  { iopsPerGb: 2, level: 200, keyName: 'READHEAVY_TIER' },
  { iopsPerGb: 4, level: 300, keyName: 'WRITEHEAVY_TIER' },
  { iopsPerGb: 10, level: 1000, keyName: '10_IOPS_PER_GB' },
];

/** Size ranges of performance volumes (GB) and the IOPS each allows. */
export const PERFORMANCE_RANGES: ReadonlyArray<{ min: number; max: number; iopsMin: number; iopsMax: number }> = [
  { min: 20, max: 39, iopsMin: 100, iopsMax: 1000 },
  { min: 40, max: 79, iopsMin: 100, iopsMax: 2000 },
  { min: 80, max: 99, iopsMin: 100, iopsMax: 4000 },
  { min: 100, max: 499, iopsMin: 100, iopsMax: 6000 },
  { min: 500, max: 999, iopsMin: 100, iopsMax: 10_000 },
  { min: 1000, max: 1999, iopsMin: 100, iopsMax: 20_000 },
  { min: 2000, max: 3999, iopsMin: 200, iopsMax: 40_000 },
  { min: 4000, max: 7999, iopsMin: 300, iopsMax: 48_000 },
  { min: 8000, max: 9999, iopsMin: 500, iopsMax: 48_000 },
  { min: 10_000, max: 12_000, iopsMin: 1000, iopsMax: 48_000 },
];

/** Snapshot space sizes (GB). */
export const SNAPSHOT_SIZES: readonly number[] = [0, 5, 10, 20, 40, 80, 100, 250, 500, 1000, 2000, 4000];

/** OS types a block volume may be formatted for (`osFormatType.keyName`). */
export const OS_FORMAT_TYPES: ReadonlyArray<{ keyName: string; name: string }> = [
  { keyName: 'HYPER_V', name: 'Hyper-V' },
  { keyName: 'LINUX', name: 'Linux' },
  { keyName: 'VMWARE', name: 'VMWare' },
  { keyName: 'WINDOWS_2008', name: 'Windows 2008+' },
  { keyName: 'WINDOWS_GPT', name: 'Windows GPT' },
  { keyName: 'WINDOWS', name: 'Windows 2003' },
  { keyName: 'XEN', name: 'Xen' },
];

/** Price ids the reference client's tests name, by what they price. */
const KNOWN: Readonly<Record<string, number>> = {
  'saas:service': 189_433,
  'saas:block': 189_443,
  'saas:file': 189_453,
  'saas:space:500': 189_993,
  'saas:space:1000': 190_113,
  'saas:iops:500': 190_053,
  'saas:iops:1000': 190_173,
  'saas:endurance:2': 193_433,
  'saas:endurance:4': 194_763,
  'saas:tier:200': 193_373,
  'saas:tier:300': 194_703,
  'saas:snapshot:10:iops': 191_193,
  'saas:snapshot:10:200': 193_613,
  'saas:snapshot:10:300': 194_943,
  'saas:snapshot:20:200': 193_853,
  'saas:replication:iops': 192_033,
  'saas:replication:200': 194_693,
  'ent:service': 45_058,
  'ent:file': 45_108,
  'ent:block': 45_098,
  'ent:tier:300': 45_088,
  'ent:tier:200': 45_078,
  'ent:snapshot:10:200': 46_160,
  'ent:snapshot:10:300': 46_170,
  'ent:snapshot:20:200': 45_860,
  'ent:replication:20:200': 46_659,
  'ent:space:20:200': 45_128,
  'ent:replication:1000:300': 46_789,
  'ent:space:1000:300': 45_318,
  'perf:iscsi': 40_672,
  'perf:nfs': 40_662,
  'perf:space:20': 40_682,
  'perf:space:1000': 40_742,
  'perf:iops:800': 41_562,
  'perf:iops:1000': 40_882,
};

/** The dearer location group (`Location Group 2`). */
const DEARER_GROUP = 505;

type Item = CatalogPackage['items'][number];
type Price = ItemPrice & { id: number };

/** Builds one package's items, numbering new items and prices from its own ranges. */
class ItemBuilder {
  readonly items: Item[] = [];
  #nextItem: number;
  #nextPrice: number;

  constructor(firstItem: number, firstPrice: number) {
    this.#nextItem = firstItem;
    this.#nextPrice = firstPrice;
  }

  /** A generic price (the known id for `key`, else the next new one) and its dearer location price. */
  prices(key: string, categoryCode: string, monthly: number, restriction?: [string, number, number]): Price[] {
    const id = KNOWN[key] ?? this.#nextPrice++;
    const restricted = restriction === undefined ? {} : {
      capacityRestrictionType: restriction[0],
      capacityRestrictionMinimum: String(restriction[1]),
      capacityRestrictionMaximum: String(restriction[2]),
    };
    const price = (priceId: number, factor: number, group?: number): Price => ({
      id: priceId,
      ...(group === undefined ? {} : { locationGroupId: group }),
      recurringFee: (monthly * factor).toFixed(2),
      hourlyRecurringFee: (monthly * factor / 730).toFixed(4),
      oneTimeFee: '0',
      setupFee: '0',
      ...restricted,
      categories: [{ categoryCode }],
    });
    // The location price comes first, as the real catalog often lists it: the rules must skip it.
    return [price(this.#nextPrice++, 1.2, DEARER_GROUP), price(id, 1)];
  }

  /** Adds an item. */
  add(fields: Omit<Item, 'id' | 'prices'>, prices: Price[]): void {
    const id = this.#nextItem++;
    const categories = fields.itemCategory ? [{ ...fields.itemCategory }] : [];
    this.items.push({ id, ...fields, categories, prices: prices.map((price) => ({ ...price, itemId: id })) });
  }
}

const category = (categoryCode: string, name: string): { categoryCode: string; name: string } => ({ categoryCode, name });

/** The items of `STORAGE_AS_A_SERVICE`. */
function staasItems(): Item[] {
  const b = new ItemBuilder(760_001, 761_001);
  b.add({ keyName: 'STORAGE_AS_A_SERVICE', description: 'Storage as a Service', capacity: '0', itemCategory: category('storage_as_a_service', 'Storage as a Service') },
    b.prices('saas:service', 'storage_as_a_service', 0));
  b.add({ keyName: 'BLOCK_STORAGE_2', description: 'Block Storage', capacity: '0', itemCategory: category('storage_block', 'Block Storage') },
    b.prices('saas:block', 'storage_block', 0));
  b.add({ keyName: 'FILE_STORAGE_2', description: 'File Storage', capacity: '0', itemCategory: category('storage_file', 'File Storage') },
    b.prices('saas:file', 'storage_file', 0));
  for (const range of PERFORMANCE_RANGES) {
    b.add({
      keyName: `${range.min}_${range.max}_GBS`, description: `${range.min} - ${range.max} GBs`, capacity: '0',
      capacityMinimum: String(range.min), capacityMaximum: String(range.max), units: 'GB',
      itemCategory: category('performance_storage_space', 'Storage Space'),
    }, b.prices(`saas:space:${range.min}`, 'performance_storage_space', range.min * 0.1));
  }
  for (const range of PERFORMANCE_RANGES) {
    b.add({
      keyName: `${range.iopsMin}_${range.iopsMax}_IOPS`, description: `${range.iopsMin} - ${range.iopsMax} IOPS`, capacity: '0',
      capacityMinimum: String(range.iopsMin), capacityMaximum: String(range.iopsMax), units: 'IOPS',
      itemCategory: category('performance_storage_iops', 'Storage IOPS'),
    }, b.prices(`saas:iops:${range.min}`, 'performance_storage_iops', 0.06 * range.iopsMin, ['STORAGE_SPACE', range.min, range.max]));
  }
  for (const tier of ENDURANCE_TIERS) {
    const name = String(tier.iopsPerGb).replace('.', '_');
    b.add({
      keyName: `STORAGE_SPACE_FOR_${name}_IOPS_PER_GB`, description: `${tier.iopsPerGb} IOPS per GB`, capacity: '0',
      capacityMinimum: '20', capacityMaximum: tier.iopsPerGb === 10 ? '4000' : '12000', units: 'GB',
      itemCategory: category('performance_storage_space', 'Storage Space'),
    }, b.prices(`saas:endurance:${tier.iopsPerGb}`, 'performance_storage_space', tier.iopsPerGb * 10));
  }
  for (const tier of ENDURANCE_TIERS) {
    b.add({
      keyName: tier.keyName, description: `${tier.iopsPerGb} IOPS per GB`, capacity: String(tier.level),
      attributes: [{ value: String(tier.level) }], itemCategory: category('storage_tier_level', 'Storage Tier Level'),
    }, b.prices(`saas:tier:${tier.level}`, 'storage_tier_level', 0));
  }
  for (const size of SNAPSHOT_SIZES.filter((gb) => gb > 0)) {
    b.add({
      keyName: `${size}_GB_STORAGE_SPACE`, description: `${size} GB Storage Space`, capacity: String(size), units: 'GB',
      itemCategory: category('storage_snapshot_space', 'Storage Snapshot Space'),
    }, [
      ...b.prices(`saas:snapshot:${size}:iops`, 'storage_snapshot_space', size * 0.3, ['IOPS', 100, 48_000]),
      ...ENDURANCE_TIERS.flatMap((tier) =>
        b.prices(`saas:snapshot:${size}:${tier.level}`, 'storage_snapshot_space', size * 0.25, ['STORAGE_TIER_LEVEL', tier.level, tier.level])),
    ]);
  }
  b.add({
    keyName: 'REPLICATION_FOR_IOPSBASED_PERFORMANCE', description: 'Replication for IOPS-based Performance', capacity: '0',
    itemCategory: category('performance_storage_replication', 'Storage Replication'),
  }, b.prices('saas:replication:iops', 'performance_storage_replication', 0, ['IOPS', 1, 48_000]));
  b.add({
    keyName: 'REPLICATION_FOR_TIERBASED_PERFORMANCE', description: 'Replication for Tier-based Performance', capacity: '0',
    itemCategory: category('performance_storage_replication', 'Storage Replication'),
  }, ENDURANCE_TIERS.flatMap((tier) =>
    b.prices(`saas:replication:${tier.level}`, 'performance_storage_replication', 0, ['STORAGE_TIER_LEVEL', tier.level, tier.level])));
  return b.items;
}

/** Sizes of the enterprise and performance packages (GB). */
const LEGACY_SIZES = [20, 40, 80, 100, 250, 500, 1000, 2000, 4000, 8000, 12_000];

/** The items of the enterprise (endurance) package: space, snapshot and replication prices per size and tier. */
function enterpriseItems(): Item[] {
  const b = new ItemBuilder(762_001, 763_001);
  b.add({ keyName: 'CODENAME_PRIME_STORAGE_SERVICE', description: 'Endurance Storage', capacity: '0', itemCategory: category('storage_service_enterprise', 'Endurance') },
    b.prices('ent:service', 'storage_service_enterprise', 0));
  b.add({ keyName: 'BLOCK_STORAGE_2', description: 'Block Storage', capacity: '0', itemCategory: category('storage_block', 'Block Storage') },
    b.prices('ent:block', 'storage_block', 0));
  b.add({ keyName: 'FILE_STORAGE_2', description: 'File Storage', capacity: '0', itemCategory: category('storage_file', 'File Storage') },
    b.prices('ent:file', 'storage_file', 0));
  for (const tier of ENDURANCE_TIERS) {
    b.add({
      keyName: tier.keyName, description: `${tier.iopsPerGb} IOPS per GB`, capacity: String(tier.level),
      attributes: [{ value: String(tier.level) }], itemCategory: category('storage_tier_level', 'Storage Tier Level'),
    }, b.prices(`ent:tier:${tier.level}`, 'storage_tier_level', 0));
  }
  const sizes = [...new Set([...SNAPSHOT_SIZES.filter((gb) => gb > 0), ...LEGACY_SIZES])].sort((x, y) => x - y);
  for (const size of sizes) {
    const prices: Price[] = [];
    for (const tier of ENDURANCE_TIERS) {
      const restriction: [string, number, number] = ['STORAGE_TIER_LEVEL', tier.level, tier.level];
      if (SNAPSHOT_SIZES.includes(size)) prices.push(...b.prices(`ent:snapshot:${size}:${tier.level}`, 'storage_snapshot_space', size * 0.25, restriction));
      if (LEGACY_SIZES.includes(size)) {
        prices.push(...b.prices(`ent:space:${size}:${tier.level}`, 'performance_storage_space', size * tier.iopsPerGb * 0.05, restriction));
        prices.push(...b.prices(`ent:replication:${size}:${tier.level}`, 'performance_storage_replication', size * tier.iopsPerGb * 0.05, restriction));
      }
    }
    b.add({
      keyName: `${size}_GB_PERFORMANCE_STORAGE_SPACE`, description: `${size} GB Storage Space`, capacity: String(size), units: 'GB',
      itemCategory: category('performance_storage_space', 'Storage Space'),
    }, prices);
  }
  return b.items;
}

/** IOPS of the performance package and the sizes (GB) each may be ordered with. */
const PERFORMANCE_IOPS: ReadonlyArray<[number, number, number]> = [
  [100, 20, 12_000], [200, 20, 12_000], [400, 20, 12_000], [800, 20, 12_000], [1000, 20, 12_000], [1500, 40, 12_000],
  [2000, 40, 12_000], [3000, 80, 12_000], [4000, 80, 12_000], [6000, 100, 12_000],
];

/** The items of the performance package: the iSCSI and NFS service items, space per size, IOPS per amount. */
function performanceItems(): Item[] {
  const b = new ItemBuilder(764_001, 765_001);
  b.add({ keyName: 'BLOCK_STORAGE_PERFORMANCE_ISCSI', description: 'Block Storage (Performance)', capacity: '0',
    itemCategory: category('performance_storage_iscsi', 'Performance Storage iSCSI') }, b.prices('perf:iscsi', 'performance_storage_iscsi', 0));
  b.add({ keyName: 'FILE_STORAGE_PERFORMANCE_NFS', description: 'File Storage (Performance)', capacity: '0',
    itemCategory: category('performance_storage_nfs', 'Performance Storage NFS') }, b.prices('perf:nfs', 'performance_storage_nfs', 0));
  for (const size of LEGACY_SIZES) {
    b.add({
      keyName: `${size}_GB_PERFORMANCE_STORAGE_SPACE`, description: `${size} GB Storage Space`, capacity: String(size), units: 'GB',
      itemCategory: category('performance_storage_space', 'Storage Space'),
    }, b.prices(`perf:space:${size}`, 'performance_storage_space', size * 0.12));
  }
  for (const [iops, min, max] of PERFORMANCE_IOPS) {
    b.add({
      keyName: `${iops}_IOPS`, description: `${iops} IOPS`, capacity: String(iops), units: 'IOPS',
      itemCategory: category('performance_storage_iops', 'Storage IOPS'),
    }, b.prices(`perf:iops:${iops}`, 'performance_storage_iops', iops * 0.08, ['STORAGE_SPACE', min, max]));
  }
  return b.items;
}

/** The storage packages of a dataset's datacenters. */
export function storagePackages(datacenters: readonly FakeDatacenter[]): CatalogPackage[] {
  const regions = datacenters.map((dc) => ({
    keyname: regionKeyname(dc),
    description: `${dc.name.toUpperCase()} - ${dc.longName}`,
    location: { locationId: dc.id, location: { id: dc.id, name: dc.name, longName: dc.longName } },
    locations: [{ location: { id: dc.id, name: dc.name, longName: dc.longName } }],
  }));
  const pkg = (id: number, keyName: string, name: string, categories: string[], items: CatalogPackage['items']): CatalogPackage & { statusCode: string } => ({
    id, keyName, name, description: name, isActive: 1, statusCode: 'ACTIVE', type: { keyName: 'STORAGE' },
    categories: categories.map((categoryCode) => ({ categoryCode })),
    items, activePresets: [], accountRestrictedActivePresets: [], regions, configuration: [],
  });
  return [
    pkg(STAAS_PACKAGE_ID, 'STORAGE_AS_A_SERVICE', 'Storage As A Service (StaaS)', ['storage_as_a_service'], staasItems()),
    pkg(ENTERPRISE_PACKAGE_ID, 'CODENAME_PRIME', 'Endurance', ['storage_service_enterprise'], enterpriseItems()),
    pkg(PERFORMANCE_PACKAGE_ID, 'PERFORMANCE_STORAGE', 'Performance', ['performance_storage_iscsi', 'performance_storage_nfs'], performanceItems()),
  ];
}

/**
 * A list of packages as `getAllObjects` answers it: the items of a storage package carry their
 * `itemCategory` whatever the mask names, as the real service sends it (the storage price rules read
 * it under the mask `items[prices[categories],attributes]`).
 */
export function withItemCategories(answer: Array<Record<string, unknown>>, packages: readonly CatalogPackage[]): Array<Record<string, unknown>> {
  return answer.map((entry) => {
    if (typeof entry.id !== 'number' || !STORAGE_PACKAGE_IDS.has(entry.id) || !Array.isArray(entry.items)) return entry;
    const pkg = packages.find((candidate) => candidate.id === entry.id);
    const items = (entry.items as Array<Record<string, unknown>>).map((item) => {
      const source = pkg?.items.find((candidate) => candidate.id === item.id);
      return source?.itemCategory && item.itemCategory === undefined ? { ...item, itemCategory: { ...source.itemCategory } } : item;
    });
    return { ...entry, items };
  });
}
