/**
 * Virtual-server orders of `Vendor_Product_Order`: new guests
 * (`Vendor_Container_Product_Order_Virtual_Guest`, as `generateOrderTemplate` builds them) and
 * upgrades (`Vendor_Container_Product_Order_Virtual_Guest_Upgrade`, as the reference client's
 * `VSManager.upgrade` builds them): their checks, and what placing them changes.
 *
 * @module
 */
import type { Product_Item_Price as ItemPrice } from '@svclib/model';
import type { FakeOrderContainer as OrderVerification } from '../data/ordering-state.js';
import type { CatalogPackage } from '../data/catalog.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { DATACENTERS } from '../data/generate.js';
import { orderingState } from '../data/ordering-state.js';
import type { FakeVirtualGuest } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { guestUpgradePrices, VS_PACKAGE_ID } from '../data/vs-catalog.js';
import { createGuest } from './virtual-guest.js';

/** Container type of a new-guest order. */
export const GUEST_ORDER = 'Vendor_Container_Product_Order_Virtual_Guest';
/** Container type of a guest upgrade. */
export const GUEST_UPGRADE = 'Vendor_Container_Product_Order_Virtual_Guest_Upgrade';

function cloudPackage(context: CallContext): CatalogPackage {
  return orderingState(context.data).packages.find((pkg) => pkg.id === VS_PACKAGE_ID)!;
}

/** The capacity of the order's (or its preset's) item of a category. */
function capacityOf(prices: readonly ItemPrice[], code: string): number | undefined {
  const price = prices.find((candidate) => candidate.categories?.some((category) => category.categoryCode === code));
  return price?.item?.capacity === undefined ? undefined : Number(price.item.capacity);
}

/** The prices of a verified guest order and its preset's, each with its item. */
function allPrices(context: CallContext, order: OrderVerification): ItemPrice[] {
  const pkg = cloudPackage(context);
  const preset = [...pkg.activePresets, ...pkg.accountRestrictedActivePresets].find((candidate) => candidate.id === order.presetId);
  return [...(preset?.prices ?? []), ...(order.prices ?? [])];
}

/** A new-guest order names guests with a hostname and a domain, and cores and memory (prices or preset). */
export function checkGuestOrder(context: CallContext, order: OrderVerification, where: string): void {
  const guests = order.virtualGuests;
  if (!Array.isArray(guests) || guests.length === 0) throw invalidParameters(`${where}: a virtual guest order needs virtualGuests: [{ hostname, domain }].`);
  guests.forEach((guest: unknown, index) => {
    if (!isStruct(guest) || typeof guest.hostname !== 'string' || typeof guest.domain !== 'string' || !guest.hostname || !guest.domain) {
      throw invalidParameters(`${where}: virtualGuests[${index}] needs a hostname and a domain.`);
    }
  });
  const prices = allPrices(context, order);
  for (const code of ['guest_core', 'ram'] as const) {
    if (capacityOf(prices, code) === undefined) throw invalidParameters(`${where}: the order has no ${code} price (give a presetId or a ${code} price).`);
  }
}

/** Creates the guests of a placed order; answers them as the receipt lists them. */
export function provisionGuests(context: CallContext, order: OrderVerification): AnyRecord[] {
  const prices = allPrices(context, order);
  const pkg = cloudPackage(context);
  const itemOf = (code: string): AnyRecord | undefined => {
    const price = prices.find((candidate) => candidate.categories?.some((category) => category.categoryCode === code));
    return pkg.items.find((item) => item.id === (price?.item?.id ?? price?.itemId)) as AnyRecord | undefined;
  };
  const os = itemOf('os') as { softwareDescription?: { referenceCode?: string } } | undefined;
  const disk = itemOf('guest_disk0') as { keyName?: string } | undefined;
  const port = itemOf('port_speed') as { capacity?: string; attributes?: { attributeTypeKeyName?: string }[] } | undefined;
  const datacenter = DATACENTERS.find((candidate) => candidate.id === Number(order.location));
  return (order.virtualGuests as AnyRecord[]).map((entry, index) => {
    const template: AnyRecord = {
      hostname: entry.hostname,
      domain: entry.domain,
      startCpus: capacityOf(prices, 'guest_core'),
      maxMemory: capacityOf(prices, 'ram')! * 1024,
      hourlyBillingFlag: order.useHourlyPricing === true,
      localDiskFlag: disk?.keyName?.endsWith('_LOCAL') ?? false,
      privateNetworkOnlyFlag: port?.attributes?.some((attribute) => attribute.attributeTypeKeyName === 'IS_PRIVATE_NETWORK_ONLY') ?? false,
    };
    if (datacenter) template.datacenter = { name: datacenter.name };
    if (os?.softwareDescription?.referenceCode) template.operatingSystemReferenceCode = os.softwareDescription.referenceCode;
    if (port?.capacity) template.networkComponents = [{ maxSpeed: Number(port.capacity) }];
    if (Array.isArray(entry.userData)) template.userData = entry.userData;
    const guest = createGuest(context, template, `${context.service}::${context.method} virtualGuests[${index}]`);
    const stored = context.data.virtualGuests.find((candidate) => candidate.id === guest.id);
    if (stored && typeof entry.placementGroupId === 'number') (stored).placementGroupId = entry.placementGroupId;
    return { id: guest.id, hostname: guest.hostname, domain: guest.domain, fullyQualifiedDomainName: guest.fullyQualifiedDomainName, globalIdentifier: guest.globalIdentifier };
  });
}

/** The guest an upgrade names. */
function upgradedGuest(context: CallContext, order: AnyRecord, where: string): FakeVirtualGuest {
  const named = Array.isArray(order.virtualGuests) && order.virtualGuests.length === 1 && isStruct(order.virtualGuests[0]) ? order.virtualGuests[0].id : undefined;
  const guest = context.data.virtualGuests.find((candidate) => candidate.id === named);
  if (!guest) throw invalidParameters(`${where}: an upgrade order needs virtualGuests: [{ id }] of one of the account's guests, got ${describe(order.virtualGuests)}.`);
  return guest;
}

/** Checks a guest upgrade and fills it in as the real `verifyOrder` answers. */
export function verifyGuestUpgrade(context: CallContext, order: AnyRecord, where: string): OrderVerification {
  const guest = upgradedGuest(context, order, where);
  const pkg = cloudPackage(context);
  const available = guestUpgradePrices(pkg.items, guest, true);
  const given = order.prices === undefined ? [] : order.prices;
  if (!Array.isArray(given)) throw invalidParameters(`${where}: prices must be an array, got ${describe(order.prices)}.`);
  const presetId = order.presetId;
  const preset = presetId === undefined ? undefined : [...pkg.activePresets, ...pkg.accountRestrictedActivePresets].find((candidate) => candidate.id === presetId);
  if (presetId !== undefined && !preset) throw invalidParameters(`${where}: preset ${describe(presetId)} is not in package ${pkg.keyName}.`);
  if (given.length === 0 && !preset) throw invalidParameters(`${where}: an upgrade needs prices or a presetId.`);
  const prices: ItemPrice[] = given.map((entry: unknown, index) => {
    const id = isStruct(entry) ? entry.id : undefined;
    const found = available.find((price) => price.id === id);
    if (!found) throw invalidParameters(`${where}: price ${index + 1} (id ${describe(id)}) is not an upgrade price of guest ${guest.id}.`);
    const slots = isStruct(entry) && Array.isArray(entry.categories) ? entry.categories : undefined;
    if (slots === undefined) return found;
    // A disk price may be asked for in any disk category its item is sold in (the reference names slot 1 `First Disk`).
    const sold = pkg.items.find((item) => item.keyName === found.item?.keyName)?.prices?.flatMap((price) => price.categories ?? []) ?? [];
    const categories = slots.map((slot: unknown) => sold.find((category) => isStruct(slot) && category.id === slot.id));
    if (categories.some((category) => category === undefined)) {
      throw invalidParameters(`${where}: price ${index + 1} (id ${describe(id)}) is not sold in the categories asked for.`);
    }
    return { ...found, categories: categories as NonNullable<ItemPrice['categories']> };
  });
  const total = (key: 'hourlyRecurringFee' | 'recurringFee'): string =>
    String(Number([...(preset?.prices ?? []), ...prices].reduce((sum, price) => sum + Number(price[key] ?? 0), 0).toFixed(3)));
  return {
    ...order,
    packageId: pkg.id,
    location: String(guest.datacenter.id),
    useHourlyPricing: guest.hourlyBillingFlag,
    prices,
    currencyShortName: 'USD',
    postTaxRecurring: guest.hourlyBillingFlag ? total('hourlyRecurringFee') : total('recurringFee'),
    postTaxRecurringHourly: total('hourlyRecurringFee'),
    postTaxRecurringMonthly: total('recurringFee'),
  };
}

/** Applies a placed guest upgrade at once: cores, memory, public port speed, new disks. */
export function applyGuestUpgrade(context: CallContext, order: OrderVerification): void {
  const guest = upgradedGuest(context, order, `${context.service}::${context.method}`);
  const prices = allPrices(context, order);
  const cpus = capacityOf(prices, 'guest_core');
  const gb = capacityOf(prices, 'ram');
  const speed = capacityOf(prices, 'port_speed');
  if (cpus !== undefined) guest.maxCpu = guest.startCpus = cpus;
  if (gb !== undefined) guest.maxMemory = gb * 1024;
  const nic = guest.networkComponents.find((component) => component.port === 1);
  if (speed !== undefined && nic) nic.maxSpeed = nic.speed = speed;
  for (const price of order.prices ?? []) {
    if (!price.categories?.some((category) => category.categoryCode?.startsWith('guest_disk'))) continue;
    // The new disk takes the slot after the guest's last one.
    const children = (guest.billingItem.children ??= []);
    const used = children.filter((child) => child.categoryCode.startsWith('guest_disk')).length;
    children.push({ id: 54_000_000 + guest.id * 10 + children.length, categoryCode: `guest_disk${used}`, description: String(price.item?.description) });
  }
}
