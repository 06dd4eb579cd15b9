/**
 * Hardware orders: the package they come from (`BARE_METAL_SERVER`), the items an order of a
 * size, OS and port speed needs, and the create options derived from the package. The package
 * read, the datacenter's price group, the create options and the maintenance-window stamp are
 * shared with virtual-server orders. Internal, apart from the option type.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type { Location_Region, Product_Item, Product_Package_Preset } from '@svclib/model';
import { HARDWARE_ORDER_SPEC } from './hardware-options.js';
import type { HardwareOrderOptions } from './hardware-options.js';
import type { ManagerClient } from './manager-client.js';
import { callApi, checkMembers } from './manager-support.js';
import type { OrderingManager } from './ordering-manager.js';
import type { HardwareCreateOption, HardwareCreateOptions } from './types/hardware.js';
import type { ItemPrice } from './types/ordering.js';

export type { HardwareOrderOptions } from './hardware-options.js';

/** The package hardware is ordered from. */
export const PACKAGE_KEYNAME = 'BARE_METAL_SERVER';
/** The container type of hardware orders. */
export const HARDWARE_COMPLEX_TYPE = 'Vendor_Container_Product_Order_Hardware_Server';
/** Items every hardware order holds. */
const BASE_ITEMS = ['1_IP_ADDRESS', 'UNLIMITED_SSL_VPN_USERS_1_PPTP_VPN_USER_PER_ACCOUNT', 'REBOOT_KVM_OVER_IP'];
/** Categories offered as extras. */
const EXTRA_CATEGORIES = ['pri_ipv6_addresses', 'static_ipv6_addresses', 'sec_ip_addresses', 'trusted_platform_module', 'software_guard_extensions'];

/** The package as orders and create options read it. */
export interface OrderPackage {
  items: Product_Item[];
  activePresets: Product_Package_Preset[];
  accountRestrictedActivePresets: Product_Package_Preset[];
  regions: Location_Region[];
}

/** The arguments of `OrderingManager.placeOrder`/`verifyOrder` for a hardware order. */
export type HardwareOrderArgs = [
  string,
  string,
  string[],
  { complexType: string; hourly: boolean; presetKeyname: string; extras: Record<string, unknown>; quantity: number },
];

/**
 * Reads a package (default the hardware package): its id (`getPackageByKey`, mask `mask[id]`),
 * then `Product_Package` `getItems`, `getActivePresets`, `getAccountRestrictedActivePresets` and
 * `getRegions`.
 */
export async function packageForOrders(
  client: ManagerClient,
  ordering: OrderingManager,
  signal: AbortSignal | undefined,
  packageKeyname = PACKAGE_KEYNAME,
): Promise<OrderPackage> {
  const { id } = await ordering.getPackageByKey(packageKeyname, { mask: 'mask[id]', signal });
  const get = <T>(method: string, mask: string): Promise<T> => callApi<T>(client, 'Product_Package', method, { id, mask, signal });
  return {
    items: await get('getItems',
      'mask[id,keyName,capacity,description,attributes[id,attributeTypeKeyName],itemCategory[id,categoryCode],' +
      'softwareDescription[id,referenceCode,longDescription],prices[categories]]'),
    activePresets: await get('getActivePresets', 'mask[prices]'),
    accountRestrictedActivePresets: await get('getAccountRestrictedActivePresets', 'mask[prices]'),
    regions: await get('getRegions', 'location[location[priceGroups]]'),
  };
}

/**
 * The `placeOrder`/`verifyOrder` arguments of a hardware order: the base items, the OS, a
 * bandwidth item (pay-as-you-go for hourly or private-only servers), the port speed (`network`, or
 * a bonded item of `portSpeed` on the right network), the extras; `hardware[0]` with hostname,
 * domain and routers; `provisionScripts`; `sshKeys: [{ sshKeyIds }]`.
 *
 * @throws TypeError for missing or ill-typed options; ServiceError when the package has no fitting item.
 */
export function hardwareOrder(where: string, o: HardwareOrderOptions, pkg: OrderPackage): HardwareOrderArgs {
  const missing = (['size', 'hostname', 'domain', 'location', 'os'] as const).filter((key) => o[key] === undefined);
  if (missing.length > 0) throw new TypeError(`${where}: missing required option(s): ${missing.join(', ')}`);
  checkMembers(where, HARDWARE_ORDER_SPEC, o);
  if (o.network === undefined && o.portSpeed === undefined) throw new TypeError(`${where}: give portSpeed or network`);
  const hourly = o.hourly ?? true;
  const noPublic = o.noPublic ?? false;
  const region = pkg.regions.find((r) => r.location?.location?.name === o.location);
  if (region === undefined) throw new ServiceError(`Could not find valid location for: '${o.location}'`);
  const keys = [
    ...BASE_ITEMS,
    o.os,
    bandwidthKey(pkg.items, hourly, noPublic, region),
    o.network ?? portSpeedKey(pkg.items, o.portSpeed!, noPublic, region),
    ...(o.extras ?? []),
  ];
  const hardware: Record<string, unknown> = { hostname: o.hostname, domain: o.domain };
  if (o.privateRouter !== undefined) hardware.primaryBackendNetworkComponent = { router: { id: o.privateRouter } };
  if (o.publicRouter !== undefined) hardware.primaryNetworkComponent = { router: { id: o.publicRouter } };
  const extras: Record<string, unknown> = { hardware: [hardware] };
  if (o.postUri) extras.provisionScripts = [o.postUri];
  if (o.sshKeys && o.sshKeys.length > 0) extras.sshKeys = [{ sshKeyIds: [...o.sshKeys] }];
  return [PACKAGE_KEYNAME, o.location, keys, { complexType: HARDWARE_COMPLEX_TYPE, hourly, presetKeyname: o.size, extras, quantity: 1 }];
}

/**
 * The price group of a datacenter for location prices (`Location.getDatacenters`, mask
 * `mask[priceGroups]`, filter on the name, limit 1): the last group whose description starts with
 * `Location`, or `undefined` without a datacenter.
 *
 * @throws ServiceError when no datacenter has the name.
 */
export async function locationGroupOf(
  client: ManagerClient,
  datacenter: string | undefined,
  signal: AbortSignal | undefined,
): Promise<number | undefined> {
  if (datacenter === undefined) return undefined;
  const found = await callApi<{ priceGroups?: { id?: number; description?: string }[] }[]>(client, 'Location', 'getDatacenters', {
    mask: 'mask[priceGroups]', filter: { name: { operation: datacenter } }, limit: 1, signal,
  });
  if (!Array.isArray(found) || found.length === 0) throw new ServiceError(`Unable to find a datacenter named ${datacenter}`);
  let group: number | undefined;
  for (const candidate of found[0]!.priceGroups ?? []) {
    if (candidate.description?.startsWith('Location')) group = candidate.id;
  }
  return group;
}

/** `YYYY-MM-DD HH:MM:SS+0000` (UTC) of a time, the maintenance window property of an upgrade. */
export function maintenanceStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}+0000`;
}

/** Whether a price applies in the region: no location group, or one of the region's price groups. */
function matchesLocation(price: ItemPrice, region: Location_Region): boolean {
  if (!price.locationGroupId) return true;
  return (region.location?.location?.priceGroups ?? []).some((group) => group.id === price.locationGroupId);
}

export function categoryOf(item: Product_Item): string | undefined {
  return item.itemCategory?.categoryCode;
}

function hasAttribute(item: Product_Item, name: string): boolean {
  return (item.attributes ?? []).some((attribute) => attribute.attributeTypeKeyName === name);
}

/** A bandwidth item with a price for the billing and the region. */
function bandwidthKey(items: readonly Product_Item[], hourly: boolean, noPublic: boolean, region: Location_Region): string {
  const payAsYouGo = hourly || noPublic;
  for (const item of items) {
    const capacity = Number(item.capacity ?? 0);
    if (categoryOf(item) !== 'bandwidth' || (payAsYouGo ? capacity !== 0 : capacity === 0)) continue;
    const billed = (price: ItemPrice): boolean => (hourly ? price.hourlyRecurringFee : price.recurringFee) !== undefined;
    if ((item.prices ?? []).some((price) => billed(price) && matchesLocation(price, region)) && item.keyName) return item.keyName;
  }
  throw new ServiceError('Could not find valid price for bandwidth option');
}

/** A bonded port-speed item of `speed` on the right network, with a price in the region. */
function portSpeedKey(items: readonly Product_Item[], speed: number, noPublic: boolean, region: Location_Region): string {
  for (const item of items) {
    if (categoryOf(item) !== 'port_speed' || Number(item.capacity) !== speed) continue;
    if (hasAttribute(item, 'IS_PRIVATE_NETWORK_ONLY') !== noPublic || hasAttribute(item, 'NON_LACP')) continue;
    if ((item.prices ?? []).some((price) => matchesLocation(price, region)) && item.keyName) return item.keyName;
  }
  throw new ServiceError(`Could not find valid price for port speed: '${speed}'`);
}

/** Location-specific prices when there are any for the group, else the generic ones. */
export function pricesFor(prices: readonly ItemPrice[], locationGroupId: number | undefined): ItemPrice[] {
  const local = locationGroupId === undefined ? [] : prices.filter((price) => price.locationGroupId === locationGroupId);
  return local.length > 0 ? local : prices.filter((price) => !price.locationGroupId);
}

/** The cost of a preset: the sum of its default prices, or the location prices of its items. */
function presetCost(preset: Product_Package_Preset, items: readonly Product_Item[], key: 'hourlyRecurringFee' | 'recurringFee', group: number | undefined): number {
  let cost = 0;
  for (const price of preset.prices ?? []) {
    if (group === undefined) {
      cost += Number(price[key] ?? 0);
      continue;
    }
    for (const item of items) {
      if (item.id !== price.itemId) continue;
      for (const local of item.prices ?? []) if ((local.locationGroupId ?? 0) === group) cost += Number(local[key] ?? 0);
    }
  }
  return cost;
}

/** The create options of the package (see `HardwareManager.getCreateOptions`). */
export function createOptionsOf(pkg: OrderPackage, datacenter: string | undefined, group: number | undefined): HardwareCreateOptions {
  const locations = pkg.regions
    .map((region) => region.location?.location)
    .filter((location) => location !== undefined && (datacenter === undefined || location.name === datacenter))
    .map((location) => ({ name: location!.longName ?? '', key: location!.name ?? '' }));
  const sizes = [...pkg.activePresets, ...pkg.accountRestrictedActivePresets].map((preset) => ({
    name: preset.description ?? '',
    key: preset.keyName ?? '',
    hourlyRecurringFee: presetCost(preset, pkg.items, 'hourlyRecurringFee', group),
    recurringFee: presetCost(preset, pkg.items, 'recurringFee', group),
  }));
  const option = (item: Product_Item, name: string | undefined): HardwareCreateOption => ({
    name: name ?? '', key: item.keyName ?? '', prices: pricesFor(item.prices ?? [], group),
  });
  const operatingSystems: HardwareCreateOption[] = [];
  const portSpeeds: HardwareCreateOption[] = [];
  const extras: HardwareCreateOption[] = [];
  for (const item of pkg.items) {
    const category = categoryOf(item) ?? '';
    if (category === 'os') {
      operatingSystems.push({ ...option(item, item.softwareDescription?.longDescription), referenceCode: item.softwareDescription?.referenceCode });
    } else if (category === 'port_speed') {
      portSpeeds.push({ ...option(item, item.description), speed: item.capacity });
    } else if (EXTRA_CATEGORIES.includes(category)) {
      extras.push(option(item, item.description));
    }
  }
  return { locations, sizes, operatingSystems, portSpeeds, extras };
}
