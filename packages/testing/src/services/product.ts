/**
 * `Vendor_Product_Package` (packages — servers and package 0 of the subnet and global IP items —,
 * items, presets, regions, configuration, prices), `Vendor_Product_Package_Preset` and
 * `Vendor_Product_Order` (`verifyOrder`, `placeOrder`, `placeQuote` of hardware, hardware and guest
 * upgrade, guest and subnet containers), answering in the real service's shapes.
 *
 * @module
 */
import type { Product_Item_Price as ItemPrice } from '@svclib/model';
import type { FakeOrderContainer as OrderVerification } from '../data/ordering-state.js';
import { itemPricesOf, type CatalogPackage } from '../data/catalog.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { DATACENTERS, generateHardware, isoDate } from '../data/generate.js';
import { upgradePricesOf } from '../data/hardware-details.js';
import { orderingListService, orderingState, publicQuote, type FakeQuote } from '../data/ordering-state.js';
import type { FakeHardware } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import { listResult, objectOf, output, structArgument, type CallContext, type MethodSpec, type ServiceSpec } from './service-spec.js';
import { SUBNET_PACKAGE_ID } from '../data/subnet-catalog.js';
import { describe, isStruct } from '../engine/values.js';
import { applyGuestUpgrade, checkGuestOrder, GUEST_ORDER, GUEST_UPGRADE, provisionGuests, verifyGuestUpgrade } from './guest-order.js';
import { provisionSubnet, SUBNET_ORDER_CONTAINER, verifySubnetOrder } from './network-order.js';
import { provisionVlan, VLAN_ORDER_CONTAINER } from './network-vlan-order.js';
import { isStorageOrder, provisionStorage, verifyStorageOrder } from './storage-order.js';
import { withItemCategories } from '../data/storage-catalog.js';
import {
  CAPACITY_ORDER, checkCapacityOrder, checkCapacitySlot, checkHostOrder, fillCapacity, HOST_ORDER, provisionCapacity, provisionHost,
} from './capacity-order.js';

/** A list method of the package named by the init parameter: `pick(package)` as a list result. */
function packageList(group: string, pick: (pkg: CatalogPackage, context: CallContext) => readonly object[]): MethodSpec {
  return {
    needsObject: true,
    run: (context) => listResult(context, pick(objectOf<CatalogPackage>(context), context), 'Generic', [group], true),
  };
}

/** `getItems`: the items of the package; the real service always carries each item's category, whatever the mask names. */
const itemsMethod: MethodSpec = {
  needsObject: true,
  run: (context) => {
    const pkg = objectOf<CatalogPackage>(context);
    return listResult(context, pkg.items, 'Generic', ['items'], true).map((entry) => {
      const item = pkg.items.find((candidate) => candidate.id === entry.id || (entry.id === undefined && candidate.keyName === entry.keyName));
      const category = entry.id === undefined && entry.keyName === undefined ? undefined : item?.itemCategory;
      return category ? { ...entry, itemCategory: { ...category } } : entry;
    });
  },
};

/** The `Vendor_Product_Package` service. */
export const productPackageService: ServiceSpec = orderingListService((state) => state.packages, 'getAllObjects', {
    // The storage packages' items carry their category whatever the mask names (see `withItemCategories`).
    getAllObjects: {
      run: (context) => {
        const packages = orderingState(context.data).packages;
        return withItemCategories(listResult(context, packages, 'Generic', [], true), packages);
      },
    },
    getItems: itemsMethod,
    getActivePresets: packageList('activePresets', (pkg) => pkg.activePresets),
    getAccountRestrictedActivePresets: packageList('accountRestrictedActivePresets', (pkg) => pkg.accountRestrictedActivePresets),
    getRegions: packageList('regions', (pkg) => pkg.regions),
    getConfiguration: packageList('configuration', (pkg) => pkg.configuration),
    getItemPrices: packageList('itemPrices', (pkg, context) => itemPricesOf(pkg, orderingState(context.data).locations)),
});

/** The `Vendor_Product_Package_Preset` service. */
export const packagePresetService: ServiceSpec = {
  type: 'Generic',
  collection: (data) =>
    orderingState(data).packages.flatMap((pkg) => [...pkg.activePresets, ...pkg.accountRestrictedActivePresets]),
  methods: {},
};

/** Fees of verified prices, as decimal strings. */
function sum(prices: readonly ItemPrice[], key: 'hourlyRecurringFee' | 'recurringFee'): string {
  return String(Number(prices.reduce((total, price) => total + Number(price[key] ?? 0), 0).toFixed(3)));
}

/** Checks one order of a container and fills it in as the real `verifyOrder` answers. */
function verifyOne(context: CallContext, order: AnyRecord, where: string): OrderVerification {
  // Package 0 holds the subnet and global IP items: its orders are subnet orders.
  if (order.complexType === SUBNET_ORDER_CONTAINER || order.packageId === SUBNET_PACKAGE_ID) {
    return verifySubnetOrder(context, order, where);
  }
  if (order.complexType === GUEST_UPGRADE) return verifyGuestUpgrade(context, order, where);
  if (isStorageOrder(order)) return verifyStorageOrder(context, order, where);
  const state = orderingState(context.data);
  if (typeof order.complexType !== 'string' || !order.complexType.startsWith('Vendor_Container_Product_Order')) {
    throw invalidParameters(`${where}: complexType must name a Vendor_Container_Product_Order type, got ${describe(order.complexType)}.`);
  }
  const pkg = state.packages.find((candidate) => candidate.id === order.packageId);
  if (!pkg) throw invalidParameters(`${where}: unknown packageId ${describe(order.packageId)}.`);
  if (!pkg.isActive) throw invalidParameters(`${where}: package ${pkg.keyName} cannot be ordered.`);
  const upgrade = order.complexType === 'Vendor_Container_Product_Order_Hardware_Server_Upgrade';
  const upgraded = upgrade && Array.isArray(order.hardware) && isStruct(order.hardware[0])
    ? context.data.hardware.find((server) => server.id === (order.hardware as AnyRecord[])[0]!.id)
    : undefined;
  if (upgrade && (!upgraded || (order.hardware as unknown[]).length !== 1)) {
    throw invalidParameters(`${where}: an upgrade order needs hardware: [{ id }] of one of the account's servers.`);
  }
  // An upgrade happens where the server is; a region key name (`DALLAS10`) names its datacenter.
  const locationId = upgraded && order.location === undefined
    ? upgraded.datacenter.id
    : typeof order.location === 'string' && !/^\d+$/.test(order.location)
      ? state.locations.find((candidate) => candidate.regions?.some((region) => region.keyname === order.location))?.id
      : Number(order.location);
  let location = state.locations.find((candidate) => candidate.id === locationId);
  if (!location && locationId !== 0) throw invalidParameters(`${where}: unknown location ${describe(order.location)}.`);
  const presets = [...pkg.activePresets, ...pkg.accountRestrictedActivePresets];
  const preset = order.presetId === undefined || order.presetId === null ? undefined : presets.find((p) => p.id === order.presetId);
  if (order.presetId !== undefined && order.presetId !== null && !preset) {
    throw invalidParameters(`${where}: preset ${describe(order.presetId)} is not in package ${pkg.keyName}.`);
  }
  if (!Array.isArray(order.prices) || order.prices.length === 0) throw invalidParameters(`${where}: prices must be a non-empty array.`);
  const catalogPrices = upgrade
    ? upgradePricesOf().map((price) => ({ price, item: price.item! }))
    : pkg.items.flatMap((item) => (item.prices ?? []).map((price) => ({ price, item })));
  const prices: ItemPrice[] = order.prices.map((given: unknown, index) => {
    const id = isStruct(given) ? given.id : undefined;
    const found = catalogPrices.find((entry) => entry.price.id === id);
    if (!found) throw invalidParameters(`${where}: price ${index + 1} (id ${describe(id)}) is not a price of package ${pkg.keyName}.`);
    return {
      ...found.price,
      item: { id: found.item.id, keyName: found.item.keyName, description: found.item.description, capacity: found.item.capacity, units: found.item.units },
    };
  });
  const hourly = order.useHourlyPricing === true || order.useHourlyPricing === 1;
  if (hourly) {
    const monthlyOnly = prices.find((price) => price.hourlyRecurringFee === undefined);
    if (monthlyOnly) throw invalidParameters(`${where}: price ${String(monthlyOnly.id)} (${String(monthlyOnly.item?.keyName)}) has no hourly fee.`);
  }
  if (order.complexType === 'Vendor_Container_Product_Order_Hardware_Server') {
    const servers = order.hardware;
    if (!Array.isArray(servers) || servers.length === 0) throw invalidParameters(`${where}: a hardware order needs hardware: [{ hostname, domain }].`);
    servers.forEach((server: unknown, index) => {
      if (!isStruct(server) || typeof server.hostname !== 'string' || typeof server.domain !== 'string' || !server.hostname || !server.domain) {
        throw invalidParameters(`${where}: hardware[${index}] needs a hostname and a domain.`);
      }
    });
    if (!preset) throw invalidParameters(`${where}: a hardware order needs a presetId.`);
  }
  const all = [...(preset?.prices ?? []), ...prices];
  const verified = { ...order, presetId: preset?.id, prices };
  if (order.complexType === GUEST_ORDER) checkGuestOrder(context, verified, where);
  // Reserved capacity is where its backend router is.
  if (order.complexType === CAPACITY_ORDER) location = state.locations.find((candidate) => candidate.id === checkCapacityOrder(context, order, where));
  if (order.complexType === HOST_ORDER) checkHostOrder(context, order, where);
  if (order.complexType === GUEST_ORDER) checkCapacitySlot(context, order, where);
  const hourlyTotal = sum(all, 'hourlyRecurringFee');
  const monthlyTotal = sum(all, 'recurringFee');
  return {
    ...order,
    location: String(locationId),
    locationObject: location ? { id: location.id, name: location.name, longName: location.longName } : undefined,
    packageId: pkg.id,
    quantity: typeof order.quantity === 'number' ? order.quantity : 1,
    useHourlyPricing: hourly,
    prices,
    currencyShortName: 'USD',
    postTaxRecurring: hourly ? hourlyTotal : monthlyTotal,
    postTaxRecurringHourly: hourlyTotal,
    postTaxRecurringMonthly: monthlyTotal,
    preTaxRecurring: hourly ? hourlyTotal : monthlyTotal,
    proratedInitialCharge: '0',
    totalRecurringTax: '0',
  };
}

/**
 * `verifyOrder(container)`: a container of `orderContainers` answers with each order verified and
 * the totals; a single order answers with itself verified.
 */
export function verifyContainer(context: CallContext, container: AnyRecord, where: string): OrderVerification {
  if (!Array.isArray(container.orderContainers)) return verifyOne(context, container, where);
  if (container.orderContainers.length === 0) throw invalidParameters(`${where}: orderContainers is empty.`);
  const orders = container.orderContainers.map((order: unknown, index) => {
    if (!isStruct(order)) throw invalidParameters(`${where}: orderContainers[${index}] must be a struct.`);
    return verifyOne(context, order, `${where} orderContainers[${index}]`);
  });
  const total = (key: 'postTaxRecurring' | 'postTaxRecurringHourly' | 'postTaxRecurringMonthly'): string =>
    String(Number(orders.reduce((sum, order) => sum + Number(order[key] ?? 0), 0).toFixed(3)));
  return {
    orderContainers: orders,
    currencyShortName: 'USD',
    postTaxRecurring: total('postTaxRecurring'),
    postTaxRecurringHourly: total('postTaxRecurringHourly'),
    postTaxRecurringMonthly: total('postTaxRecurringMonthly'),
  };
}

/** The orders of a verified container. */
function ordersOf(verified: OrderVerification): OrderVerification[] {
  // A container's own orders are containers of the same open shape.
  return (verified.orderContainers as OrderVerification[] | undefined) ?? [verified];
}

/**
 * Adds what a verified order bought to the dataset: the subnet or global IP of a subnet order, the
 * servers (provisioning, no addresses yet) of a hardware order, the guests of a guest order, the
 * new size of an upgraded guest; answers the servers or guests added.
 */
function provision(context: CallContext, order: OrderVerification, orderId: number): AnyRecord[] {
  if (isStorageOrder(order)) provisionStorage(context, order, orderId);
  if (order.complexType === SUBNET_ORDER_CONTAINER) provisionSubnet(context, order);
  if (order.complexType === VLAN_ORDER_CONTAINER) provisionVlan(context, order);
  if (order.complexType === GUEST_UPGRADE) applyGuestUpgrade(context, order);
  if (order.complexType === GUEST_ORDER) return fillCapacity(context, order, provisionGuests(context, order));
  if (order.complexType === CAPACITY_ORDER) provisionCapacity(context, order);
  if (order.complexType === HOST_ORDER) provisionHost(context, order);
  if (order.complexType !== 'Vendor_Container_Product_Order_Hardware_Server') return [];
  const data = context.data;
  const dc = Math.max(0, DATACENTERS.findIndex((candidate) => candidate.id === Number(order.location)));
  return (order.hardware as AnyRecord[]).map((request) => {
    const id = data.nextId('hardware', data.hardware, 200_000);
    const server: FakeHardware = generateHardware(context.state.options.seed, id - 200_001);
    server.id = id;
    server.hostname = String(request.hostname);
    server.domain = String(request.domain);
    server.fullyQualifiedDomainName = `${server.hostname}.${server.domain}`;
    server.datacenter = { ...DATACENTERS[dc]! };
    server.hourlyBillingFlag = order.useHourlyPricing === true;
    server.createDate = isoDate(Date.now());
    delete server.provisionDate;
    server.tagReferences = [];
    delete server.notes;
    data.hardware.push(server);
    context.state.schedule(context.state.options.provisionDelayMs, () => {
      server.provisionDate = isoDate(Date.now());
    });
    return { id: server.id, hostname: server.hostname, domain: server.domain, fullyQualifiedDomainName: server.fullyQualifiedDomainName, globalIdentifier: server.globalIdentifier };
  });
}

/** `placeOrder(container)`: verifies, records a `Billing_Order`, provisions what was bought; answers with the receipt. */
export function placeContainer(context: CallContext, container: AnyRecord, where: string): AnyRecord {
  const verified = verifyContainer(context, container, where);
  const state = orderingState(context.data);
  const orders = ordersOf(verified);
  const id = state.nextId('order');
  const placed = orders.map((order) => ({ order, servers: provision(context, order, id) }));
  const now = isoDate(Date.now());
  const user = context.currentUser;
  const pkgOf = (order: OrderVerification): CatalogPackage | undefined => state.packages.find((pkg) => pkg.id === order.packageId);
  const billingOrder = {
    id,
    status: 'PENDING_AUTO_APPROVAL',
    createDate: now,
    orderTotalAmount: verified.postTaxRecurring,
    items: orders.flatMap((order) => (order.prices ?? []).map((price, index) => ({
      id: id * 100 + index, description: price.item?.description, package: { id: pkgOf(order)?.id, keyName: pkgOf(order)?.keyName },
    }))),
    userRecord: { id: user?.id, username: user?.username, displayName: user?.username },
  };
  state.orders.push(billingOrder);
  const key = verified.complexType === GUEST_ORDER ? 'virtualGuests' : 'hardware';
  // Each order (a container's own orders too) names the servers or guests it provisioned, with their ids.
  const withServers = (order: OrderVerification, servers: AnyRecord[] | undefined): OrderVerification => {
    const kind = order.complexType === GUEST_ORDER ? 'virtualGuests' : 'hardware';
    return servers?.length ? { ...order, [kind]: servers } : order;
  };
  const details = verified.orderContainers
    ? { ...verified, orderContainers: placed.map(({ order, servers }) => withServers(order, servers)) }
    : { ...verified, [key]: placed[0]?.servers.length ? placed[0].servers : verified[key] };
  return { orderId: id, orderDate: now, orderDetails: details, placedOrder: { id, status: billingOrder.status, items: billingOrder.items } };
}

/** The `Vendor_Product_Order` service. */
export const productOrderService: ServiceSpec = {
  type: 'Generic',
  methods: {
    verifyOrder: {
      run: (context) => verifyContainer(context, structArgument(context, 0, 'an order container'), `${context.service}::verifyOrder`),
    },
    placeOrder: {
      run: (context) => placeContainer(context, structArgument(context, 0, 'an order container'), `${context.service}::placeOrder`),
    },
    placeQuote: {
      run: (context) => {
        const where = `${context.service}::placeQuote`;
        const container = structArgument(context, 0, 'an order container');
        const verified = verifyContainer(context, container, where);
        const state = orderingState(context.data);
        const id = state.nextId('quote');
        const now = Date.now();
        const first = ordersOf(verified)[0]!;
        const quote: FakeQuote = {
          id,
          name: typeof container.quoteName === 'string' ? container.quoteName : `Quote ${id}`,
          status: 'PENDING',
          createDate: isoDate(now),
          expirationDate: isoDate(now + 30 * 86_400_000),
          order: { id: 0, items: (first.prices ?? []).map((price, index) => ({ id: id * 100 + index, description: price.item?.description })) },
          container: { ...first, prices: (first.prices ?? []).map((price) => ({ id: price.id })) },
        };
        state.quotes.push(quote);
        return { orderDate: quote.createDate, orderDetails: verified, quote: output(context, publicQuote(quote), 'Generic'), quoteId: id };
      },
    },
  },
};
