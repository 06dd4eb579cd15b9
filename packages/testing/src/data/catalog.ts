/**
 * The product catalog of the fake server: packages (package 0 of the subnet and global IP items;
 * `BARE_METAL_SERVER` with items, presets and regions; `PUBLIC_CLOUD_SERVER` and the legacy `CLOUD_SERVER` (see
 * `vs-catalog.ts`); an outlet and an inactive package), the prices of their
 * items (generic, and location-specific for `Location Group 2`), and the datacenters as
 * `Location.getDatacenters` returns them. Shaped as the real service shapes them; typed with the
 * generated records of `@svclib/model`.
 *
 * @module
 */
import type { Location, Location_Region as PackageRegion, Product_Item as ProductItem, Product_Item_Price as ItemPrice } from '@svclib/model';
import type { FakeDatacenter } from './records.js';
import { BARE_METAL_PACKAGE_ID, itemOf, presetOf, type CatalogPackage, type ItemSpec } from './catalog-items.js';

export type { CatalogPackage } from './catalog-items.js';
import { SUBNET_ITEMS, SUBNET_PACKAGE_ID } from './subnet-catalog.js';
import { networkVlanPackage } from './network-vlan-catalog.js';
import { CLOUD_SERVER_PACKAGE_ID, VS_PACKAGE_ID, vsItems, vsPresets } from './vs-catalog.js';

export { BARE_METAL_PACKAGE_ID } from './catalog-items.js';

/** Price groups: the first two datacenters are in group 1, the others in group 2 (dearer). */
const PRICE_GROUPS = [
  { id: 503, name: 'Location Group 1', description: 'Location Group 1' },
  { id: 505, name: 'Location Group 2', description: 'Location Group 2' },
];

/** Region key name of a datacenter: its long name upper-cased without spaces (`DALLAS10`). */
export function regionKeyname(datacenter: FakeDatacenter): string {
  return datacenter.longName.toUpperCase().replace(/\s+/g, '');
}

/** A datacenter as `Location.getDatacenters` returns it: regions and price groups as relations. */
export function locationOf(datacenter: FakeDatacenter, index: number): Location & { id: number } {
  return {
    id: datacenter.id,
    name: datacenter.name,
    longName: datacenter.longName,
    regions: [{ keyname: regionKeyname(datacenter), description: `${datacenter.name} - ${datacenter.longName}` }],
    priceGroups: [
      { id: 1000 + index, name: `${datacenter.name} pricing`, description: `Datacenter ${datacenter.name}` },
      { ...PRICE_GROUPS[index < 2 ? 0 : 1]! },
    ],
  };
}

const ITEMS: ItemSpec[] = [
  { id: 4069, keyName: '1_IP_ADDRESS', category: [13, 'Primary IP Addresses', 'pri_ip_addresses'], capacity: '1', description: '1 IP Address', monthly: 0, hourly: 0 },
  { id: 3691, keyName: 'UNLIMITED_SSL_VPN_USERS_1_PPTP_VPN_USER_PER_ACCOUNT', category: [31, 'VPN Management - Private Network', 'vpn_management'], capacity: '0', description: 'Unlimited SSL VPN Users & 1 PPTP VPN User per account', monthly: 0, hourly: 0 },
  { id: 4440, keyName: 'REBOOT_KVM_OVER_IP', category: [46, 'Remote Management', 'remote_management'], capacity: '0', description: 'Reboot / KVM over IP', monthly: 0, hourly: 0 },
  { id: 13_710, keyName: 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', category: [12, 'Operating System', 'os'], capacity: '0', description: 'Ubuntu Linux 22.04 LTS Jammy Jellyfish (64 bit)', monthly: 0, hourly: 0, software: ['UBUNTU_22_64', 'Ubuntu / 22.04-64'] },
  { id: 13_711, keyName: 'OS_DEBIAN_12_X_BOOKWORM_64_BIT', category: [12, 'Operating System', 'os'], capacity: '0', description: 'Debian GNU/Linux 12.x Bookworm (64 bit)', monthly: 0, hourly: 0, software: ['DEBIAN_12_64', 'Debian / 12.x-64'] },
  { id: 13_712, keyName: 'OS_WINDOWS_2022_FULL_STD_64_BIT', category: [12, 'Operating System', 'os'], capacity: '0', description: 'Windows Server 2022 Standard Edition (64 bit)', monthly: 40, hourly: 0.055, software: ['WIN_2022-STD_64', 'Microsoft / Windows 2022 FULL STD 64 bit'] },
  { id: 4481, keyName: 'BANDWIDTH_0_GB_2', category: [10, 'Public Bandwidth', 'bandwidth'], capacity: '0', description: '0 GB Bandwidth Allotment', monthly: 0, hourly: 0 },
  { id: 4482, keyName: 'BANDWIDTH_500_GB', category: [10, 'Public Bandwidth', 'bandwidth'], capacity: '500', description: '500 GB Bandwidth Allotment', monthly: 0, monthlyOnly: true },
  { id: 2314, keyName: '100_MBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', category: [26, 'Uplink Port Speeds', 'port_speed'], capacity: '100', description: '100 Mbps Public & Private Network Uplinks', monthly: 0, hourly: 0 },
  { id: 2315, keyName: '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', category: [26, 'Uplink Port Speeds', 'port_speed'], capacity: '1000', description: '1 Gbps Public & Private Network Uplinks', monthly: 0, hourly: 0 },
  { id: 2316, keyName: '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS_UNBONDED', category: [26, 'Uplink Port Speeds', 'port_speed'], capacity: '1000', description: '1 Gbps Public & Private Network Uplinks (Unbonded)', monthly: 0, hourly: 0, attributes: ['NON_LACP'] },
  { id: 2317, keyName: '1_GBPS_PRIVATE_NETWORK_UPLINK', category: [26, 'Uplink Port Speeds', 'port_speed'], capacity: '1000', description: '1 Gbps Private Network Uplink', monthly: 0, hourly: 0, attributes: ['IS_PRIVATE_NETWORK_ONLY'] },
  { id: 2318, keyName: '10_GBPS_REDUNDANT_PUBLIC_PRIVATE_NETWORK_UPLINKS', category: [26, 'Uplink Port Speeds', 'port_speed'], capacity: '10000', description: '10 Gbps Redundant Public & Private Network Uplinks', monthly: 100, hourly: 0.14 },
  { id: 8780, keyName: '64_IPV6_ADDRESSES', category: [70, 'Primary IPv6 Addresses', 'pri_ipv6_addresses'], capacity: '64', description: '/64 Block Static Public IPv6 Addresses', monthly: 0, hourly: 0 },
  { id: 1141, keyName: '4_PORTABLE_PUBLIC_IP_ADDRESSES', category: [14, 'Public Secondary IP Addresses', 'sec_ip_addresses'], capacity: '4', description: '4 Public IP Addresses', monthly: 8, hourly: 0.011 },
  { id: 9001, keyName: 'INTEL_XEON_1270_3_40', category: [1, 'Server', 'server'], capacity: '4', description: 'Single Intel Xeon E3-1270 v6 (4 Cores, 3.80 GHz)', monthly: 109, hourly: 0.15 },
  { id: 9002, keyName: 'INTEL_XEON_2620_2_10', category: [1, 'Server', 'server'], capacity: '16', description: 'Dual Intel Xeon E5-2620 v4 (16 Cores, 2.10 GHz)', monthly: 249, hourly: 0.34 },
  { id: 9011, keyName: 'RAM_32_GB_DDR4_2133_ECC_NON_REG', category: [3, 'RAM', 'ram'], capacity: '32', description: '32 GB RAM', monthly: 60, hourly: 0.083, units: 'GB' },
  { id: 9012, keyName: 'RAM_64_GB_DDR4_2133_ECC_REG', category: [3, 'RAM', 'ram'], capacity: '64', description: '64 GB RAM', monthly: 120, hourly: 0.165, units: 'GB' },
  { id: 9021, keyName: 'HARD_DRIVE_1_00_TB_SATA_2', category: [4, 'First Hard Drive', 'disk0'], capacity: '1000', description: '1.00 TB SATA', monthly: 20, hourly: 0.028, units: 'GB' },
  { id: 9031, keyName: 'DISK_CONTROLLER_RAID_1', category: [11, 'Disk Controller', 'disk_controller'], capacity: '0', description: 'RAID 1', monthly: 0, hourly: 0 },
];


/** The catalog of a dataset's datacenters. */
export function buildCatalog(datacenters: readonly FakeDatacenter[]): CatalogPackage[] {
  const items = ITEMS.map(itemOf);
  const regions: PackageRegion[] = datacenters.map((dc, index) => {
    const location = locationOf(dc, index);
    return {
      keyname: regionKeyname(dc),
      description: `${dc.name.toUpperCase()} - ${dc.longName}`,
      location: { locationId: dc.id, location: { id: dc.id, name: dc.name, longName: dc.longName, priceGroups: location.priceGroups } },
      locations: [{ location: { id: dc.id, name: dc.name, longName: dc.longName } }],
    };
  });
  const categoryCodes = [...new Map(items.map((item) => [item.itemCategory!.categoryCode!, item.itemCategory!])).values()];
  const bareMetal: CatalogPackage = {
    id: BARE_METAL_PACKAGE_ID,
    name: 'Bare Metal Server',
    keyName: 'BARE_METAL_SERVER',
    description: 'Bare Metal Server',
    isActive: 1,
    type: { keyName: 'BARE_METAL_CPU' },
    items,
    activePresets: [
      presetOf(64, 'S1270_32GB_1X1TBSATA_NORAID', 'S1270 E3-1270 v6 32GB 1X1TB SATA NORAID',
        ['INTEL_XEON_1270_3_40', 'RAM_32_GB_DDR4_2133_ECC_NON_REG', 'HARD_DRIVE_1_00_TB_SATA_2'], items),
      presetOf(65, 'D2620V4_64GB_2X1TBSATA_RAID_1', 'D2620 Dual E5-2620 v4 64GB 2X1TB SATA RAID 1',
        ['INTEL_XEON_2620_2_10', 'RAM_64_GB_DDR4_2133_ECC_REG', 'HARD_DRIVE_1_00_TB_SATA_2', 'DISK_CONTROLLER_RAID_1'], items),
    ],
    accountRestrictedActivePresets: [
      presetOf(66, 'ACCOUNT_S1270_64GB_1X1TBSATA', 'Account only: S1270 64GB 1X1TB SATA',
        ['INTEL_XEON_1270_3_40', 'RAM_64_GB_DDR4_2133_ECC_REG', 'HARD_DRIVE_1_00_TB_SATA_2'], items),
    ],
    regions,
    configuration: categoryCodes.map((category, index) => ({
      id: 7000 + index,
      isRequired: ['os', 'port_speed', 'bandwidth', 'server', 'ram', 'disk0'].includes(category.categoryCode ?? '') ? 1 : 0,
      itemCategory: category,
    })),
  };
  const other = (id: number, keyName: string, name: string, type: string, isActive: number): CatalogPackage => ({
    id, keyName, name, description: name, isActive, type: { keyName: type },
    items: [], activePresets: [], accountRestrictedActivePresets: [], regions, configuration: [],
  });
  const cloudItems = vsItems();
  const presets = vsPresets(cloudItems);
  const additional: CatalogPackage = {
    ...other(SUBNET_PACKAGE_ID, 'ADDITIONAL_PRODUCTS', 'Additional Products', 'ADDITIONAL_SERVICES', 1),
    items: SUBNET_ITEMS.map((item): ProductItem & { id: number } => structuredClone(item)),
  };
  return [
    additional,
    bareMetal,
    other(201, 'BARE_METAL_SERVER_OUTLET', 'Outlet Bare Metal Server', 'BARE_METAL_CPU', 1),
    other(202, 'BARE_METAL_LEGACY', 'Legacy Bare Metal Server', 'BARE_METAL_CPU', 0),
    // The legacy cloud server package: not orderable, but its prices name the disk slots.
    { ...other(CLOUD_SERVER_PACKAGE_ID, 'CLOUD_SERVER', 'Cloud Server', 'VIRTUAL_SERVER_INSTANCE', 0), items: vsItems() },
    { ...other(VS_PACKAGE_ID, 'PUBLIC_CLOUD_SERVER', 'Public Virtual Server', 'VIRTUAL_SERVER_INSTANCE', 1), items: cloudItems,
      activePresets: presets.active, accountRestrictedActivePresets: presets.restricted },
    networkVlanPackage(regions),
  ];
}

/** Every price of a package, each with its item and (for location prices) its location group. */
export function itemPricesOf(pkg: CatalogPackage, locations: readonly Location[]): ItemPrice[] {
  return pkg.items.flatMap((item) => (item.prices ?? []).map((price) => {
    const groupId = price.locationGroupId || undefined;
    const members = groupId === undefined ? [] : locations.filter((l) => l.priceGroups?.some((g) => g.id === groupId));
    return {
      ...price,
      item: { id: item.id, keyName: item.keyName, description: item.description, capacity: item.capacity },
      ...(groupId === undefined ? {} : {
        pricingLocationGroup: { id: groupId, name: PRICE_GROUPS.find((g) => g.id === groupId)?.name, locations: members },
      }),
    };
  }));
}
