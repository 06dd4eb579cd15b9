/**
 * The virtual-server part of the fake catalog: the items of `PUBLIC_CLOUD_SERVER` (835) and of
 * the legacy `CLOUD_SERVER` (46, whose prices name the disk slots), its presets, the prices an
 * order template names, and a guest's upgrade prices (`Virtual_Guest.getUpgradeItemPrices`).
 * Shaped as the reference client's fixtures show them (generic prices have a null
 * `locationGroupId`; a SAN disk has a `guest_disk0` price and one for slots 1–4), typed with the
 * generated records of `@svclib/model`.
 *
 * @module
 */
import type { Product_Item as ProductItem, Product_Item_Price as ItemPrice, Product_Package_Preset as PackagePreset } from '@svclib/model';
import { itemOf, presetOf, type ItemSpec } from './catalog-items.js';

/** Id of `PUBLIC_CLOUD_SERVER`. */
export const VS_PACKAGE_ID = 835;
/** Id of the legacy `CLOUD_SERVER` package (the reference reads disk categories from it). */
export const CLOUD_SERVER_PACKAGE_ID = 46;

const CORE: [number, string, string] = [80, 'Computing Instance', 'guest_core'];
const RAM: [number, string, string] = [3, 'RAM', 'ram'];
const OS: [number, string, string] = [12, 'Operating System', 'os'];
const FIRST_DISK: [number, string, string] = [81, 'First Disk', 'guest_disk0'];
const PORT: [number, string, string] = [26, 'Uplink Port Speeds', 'port_speed'];
/** The categories of disk slots 1–4, as the real service names them. */
const DISK_SLOTS = [
  { id: 82, name: 'Second Disk', categoryCode: 'guest_disk1' },
  { id: 92, name: 'Third Disk', categoryCode: 'guest_disk2' },
  { id: 93, name: 'Fourth Disk', categoryCode: 'guest_disk3' },
  { id: 116, name: 'Fifth Disk', categoryCode: 'guest_disk4' },
];

const cores = (id: number, n: number, units: 'CORE' | 'PRIVATE_CORE'): ItemSpec => ({
  id,
  keyName: units === 'CORE' ? `GUEST_CORE_${n}` : `GUEST_PRIVATE_CORE_${n}`,
  category: CORE,
  capacity: String(n),
  description: units === 'CORE' ? `${n} x 2.0 GHz or higher Cores` : `${n} x 2.0 GHz or higher Cores (Dedicated)`,
  hourly: (units === 'CORE' ? 0.025 : 0.04) * n,
  monthly: (units === 'CORE' ? 18 : 29) * n,
  units,
});
const ram = (id: number, gb: number): ItemSpec => ({
  id, keyName: `RAM_${gb}_GB`, category: RAM, capacity: String(gb), description: `${gb} GB`, hourly: 0.012 * gb, monthly: 9 * gb, units: 'GB',
});
const disk = (id: number, gb: number, kind: 'SAN' | 'LOCAL'): ItemSpec => ({
  id, keyName: `GUEST_DISK_${gb}_GB_${kind}`, category: FIRST_DISK, capacity: String(gb), description: `${gb} GB (${kind})`,
  hourly: kind === 'SAN' ? 0.00005 * gb : 0, monthly: kind === 'SAN' ? 0.035 * gb : 0, units: 'GB',
});
const os = (id: number, keyName: string, code: string, name: string, hourly = 0): ItemSpec => ({
  id, keyName, category: OS, capacity: '0', description: name, hourly, monthly: hourly * 730, software: [code, name],
});

/** The items of the virtual-server packages. */
const VS_ITEMS: ItemSpec[] = [
  cores(5101, 1, 'CORE'), cores(5102, 2, 'CORE'), cores(5104, 4, 'CORE'), cores(5108, 8, 'CORE'), cores(5116, 16, 'CORE'),
  cores(5122, 2, 'PRIVATE_CORE'), cores(5124, 4, 'PRIVATE_CORE'),
  ram(5201, 1), ram(5202, 2), ram(5204, 4), ram(5208, 8), ram(5216, 16), ram(5232, 32), ram(5264, 64),
  os(5301, 'OS_UBUNTU_LATEST', 'UBUNTU_LATEST', 'Ubuntu / Latest'),
  os(5302, 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'UBUNTU_22_64', 'Ubuntu / 22.04-64'),
  os(5303, 'OS_DEBIAN_LATEST', 'DEBIAN_LATEST', 'Debian / Latest'),
  os(5304, 'OS_DEBIAN_12_X_BOOKWORM_64_BIT', 'DEBIAN_12_64', 'Debian / 12.x-64'),
  os(5305, 'OS_CENTOS_LATEST', 'CENTOS_LATEST', 'CentOS / Latest'),
  os(5306, 'OS_WINDOWS_2022_FULL_STD_64_BIT', 'WIN_2022-STD_64', 'Microsoft / Windows 2022 FULL STD 64 bit', 0.05),
  disk(5401, 10, 'SAN'), disk(5402, 25, 'SAN'), disk(5403, 100, 'SAN'), disk(5404, 250, 'SAN'),
  disk(5411, 25, 'LOCAL'), disk(5412, 100, 'LOCAL'),
  { id: 5501, keyName: '10_MBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', category: PORT, capacity: '10', description: '10 Mbps Public & Private Network Uplinks', monthly: 0, hourly: 0 },
  { id: 5502, keyName: '100_MBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', category: PORT, capacity: '100', description: '100 Mbps Public & Private Network Uplinks', monthly: 0, hourly: 0 },
  { id: 5503, keyName: '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', category: PORT, capacity: '1000', description: '1 Gbps Public & Private Network Uplinks', monthly: 20, hourly: 0.027 },
  { id: 5504, keyName: '1_GBPS_PRIVATE_NETWORK_UPLINK', category: PORT, capacity: '1000', description: '1 Gbps Private Network Uplink', monthly: 10, hourly: 0.014, attributes: ['IS_PRIVATE_NETWORK_ONLY'] },
  { id: 5601, keyName: '1_IPV6_ADDRESS', category: [325, 'Primary IPv6 Addresses', 'pri_ipv6_addresses'], capacity: '1', description: '1 IPv6 Address', monthly: 0, hourly: 0 },
  { id: 5602, keyName: '64_BLOCK_STATIC_PUBLIC_IPV6_ADDRESSES', category: [326, 'Static IPv6 Addresses', 'static_ipv6_addresses'], capacity: '64', description: '/64 Block Static Public IPv6 Addresses', monthly: 10, monthlyOnly: true },
  { id: 5701, keyName: 'DATABASE_MYSQL_8', category: [29, 'Database', 'database'], capacity: '0', description: 'MySQL 8', monthly: 0, hourly: 0 },
];

/**
 * The items of the virtual-server packages: generic prices with a null `locationGroupId` (so
 * `locationGroupId is null` filters find them), and SAN disks with a second generic price for
 * slots 1–4.
 */
export function vsItems(): (ProductItem & { id: number })[] {
  return VS_ITEMS.map((spec) => {
    const item = itemOf(spec);
    // A generic price has no location group (the service leaves `locationGroupId` out).
    const prices: ItemPrice[] = (item.prices ?? []).map(({ locationGroupId, ...price }) => (locationGroupId ? { ...price, locationGroupId } : price));
    if (spec.keyName.endsWith('_SAN')) prices.push({ ...prices[0]!, id: spec.id * 10 + 3, categories: DISK_SLOTS.map((slot) => ({ ...slot })) });
    return { ...item, prices };
  });
}

/** The presets (flavors) of `PUBLIC_CLOUD_SERVER`: active ones, then account-restricted ones. */
export function vsPresets(items: ProductItem[]): { active: (PackagePreset & { id: number })[]; restricted: (PackagePreset & { id: number })[] } {
  const preset = (id: number, keyName: string, cpus: number, gb: number, diskGb: number): PackagePreset & { id: number } =>
    presetOf(id, keyName, keyName.replace('_', '.').replace(/X/g, 'x'), [`GUEST_CORE_${cpus}`, `RAM_${gb}_GB`, `GUEST_DISK_${diskGb}_GB_SAN`], items, VS_PACKAGE_ID);
  return {
    active: [preset(405, 'B1_1X2X25', 1, 2, 25), preset(406, 'B1_2X4X25', 2, 4, 25), preset(407, 'B1_2X8X25', 2, 8, 25), preset(408, 'B1_4X16X100', 4, 16, 100)],
    restricted: [preset(799, 'C1_8X16X100', 8, 16, 100)],
  };
}

/** The generic price (null location group, first category slot) of an item, found by key name or OS reference code. */
export function genericPrice(items: readonly ProductItem[], key: string): { price: ItemPrice; item: ProductItem } | undefined {
  const item = items.find((candidate) => candidate.keyName === key || candidate.softwareDescription?.referenceCode === key);
  const price = item?.prices?.find((candidate) => !candidate.locationGroupId);
  return item && price ? { price, item } : undefined;
}

/**
 * The upgrade prices of a guest: the generic prices of cores, memory, port speeds and added disks
 * (slots 1–4); with
 * `includeDowngrades` false, only cores and memory at least the guest's.
 */
export function guestUpgradePrices(items: readonly ProductItem[], guest: { maxCpu: number; maxMemory: number }, includeDowngrades: boolean): ItemPrice[] {
  const prices: ItemPrice[] = [];
  for (const item of items) {
    const code = item.itemCategory?.categoryCode ?? '';
    if (!['guest_core', 'ram', 'port_speed'].includes(code) && !code.startsWith('guest_disk')) continue;
    const capacity = Number(item.capacity);
    if (!includeDowngrades && ((code === 'guest_core' && capacity < guest.maxCpu) || (code === 'ram' && capacity * 1024 < guest.maxMemory))) continue;
    for (const price of item.prices ?? []) {
      // A disk is added in slots 1–4: the first disk's price is no upgrade.
      if (price.locationGroupId || price.categories?.some((category) => category.categoryCode === 'guest_disk0')) continue;
      prices.push({
        ...price,
        item: { id: item.id, keyName: item.keyName, description: item.description, capacity: item.capacity, units: item.units },
      });
    }
  }
  return prices;
}
