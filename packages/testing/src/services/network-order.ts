/**
 * Subnet and global IP orders: `Vendor_Product_Package.getItems` of package 0 and
 * `Vendor_Product_Order.verifyOrder`/`placeOrder` of a `Vendor_Container_Product_Order_Network_Subnet`.
 * `verifyOrder` answers the checked order with its prices; `placeOrder` answers a receipt and adds
 * the ordered subnet (or global IP with its record) to the dataset.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from '../constants.js';
import { invalidParameters } from '../fake-fault.js';
import { ipText, isoDate } from '../generate.js';
import type { FakeSubnet } from '../records.js';
import type { AnyRecord } from '../record-types.js';
import { listResult, objectOf, structArgument, type CallContext, type ServiceSpec } from '../service-spec.js';
import { SUBNET_ITEMS, SUBNET_PACKAGE_ID, type FakeSubnetItem } from '../subnet-catalog.js';
import { describe, isStruct } from '../values.js';

const CONTAINER = 'Vendor_Container_Product_Order_Network_Subnet';
/** New ordered subnets are carved from 161.210.0.0 upwards. */
const ORDER_BASE = ((161 << 24) | (210 << 16)) >>> 0;

/** The checked order: the price and item it names, and its endpoint. */
function checkOrder(context: CallContext): { order: AnyRecord; item: FakeSubnetItem; priceId: number } {
  const order = structArgument(context, 0, `an order container (${CONTAINER})`);
  const where = `${context.service}::${context.method}`;
  if (order.complexType !== CONTAINER) {
    throw invalidParameters(`${where}: complexType must be ${CONTAINER} for a subnet order, got ${describe(order.complexType)}.`);
  }
  if (order.packageId !== SUBNET_PACKAGE_ID) throw invalidParameters(`${where}: packageId must be 0, got ${describe(order.packageId)}.`);
  const prices = order.prices;
  const priceId = Array.isArray(prices) && prices.length === 1 && isStruct(prices[0]) ? prices[0].id : undefined;
  const item = SUBNET_ITEMS.find((candidate) => candidate.prices.some((price) => price.id === priceId));
  if (!item || typeof priceId !== 'number') {
    throw invalidParameters(`${where}: prices must hold one price of package 0, got ${describe(prices)}.`);
  }
  const category = item.itemCategory.categoryCode;
  if (category.startsWith('sov_sec') && !context.data.networkVlans.some((vlan) => vlan.id === order.endPointVlanId)) {
    throw invalidParameters(`${where}: endPointVlanId ${describe(order.endPointVlanId)} is not a VLAN of the account.`);
  }
  if (category === 'static_sec_ip_addresses' && !context.data.ipAddresses.some((ip) => ip.id === order.endPointIpAddressId)) {
    throw invalidParameters(`${where}: endPointIpAddressId ${describe(order.endPointIpAddressId)} is not an address of the account.`);
  }
  return { order, item, priceId };
}

/** The order as `verifyOrder` answers it: the container filled in with its prices and total. */
function verified(context: CallContext): AnyRecord {
  const { order, item, priceId } = checkOrder(context);
  const price = item.prices.find((candidate) => candidate.id === priceId)!;
  return {
    ...order,
    quantity: 1,
    prices: [{ id: price.id, recurringFee: price.recurringFee, item: { id: item.id, keyName: item.keyName, description: item.description, capacity: item.capacity } }],
    postTaxRecurring: price.recurringFee,
    preTaxRecurring: price.recurringFee,
    currencyShortName: 'USD',
  };
}

/** Adds what a placed order bought: a portable/static subnet, or a global IP and its record. */
function provision(context: CallContext, order: AnyRecord, item: FakeSubnetItem): void {
  const data = context.data;
  const id = data.nextId('subnet', data.subnets, 600_000);
  const category = item.itemCategory.categoryCode;
  const global = category.startsWith('global');
  const size = global ? 1 : Math.max(4, Number(item.capacity));
  const network = ORDER_BASE + (id - 600_000) * 256;
  const vlan = data.networkVlans.find((candidate) => candidate.id === order.endPointVlanId);
  const [first] = data.datacenters;
  const subnet: FakeSubnet = {
    id,
    networkIdentifier: ipText(network),
    cidr: 32 - Math.log2(size),
    netmask: ipText((0xffffffff << Math.log2(size)) >>> 0),
    gateway: ipText(global ? network : network + 1),
    broadcastAddress: ipText(network + size - 1),
    subnetType: global ? 'GLOBAL_IP' : category.startsWith('static') ? 'STATIC_IP_ROUTED' : 'SECONDARY_ON_VLAN',
    addressSpace: category.endsWith('priv') ? 'PRIVATE' : 'PUBLIC',
    version: 4,
    totalIpAddresses: size,
    usableIpAddressCount: global ? 1 : size - 3,
    accountId: FAKE_ACCOUNT_ID,
    datacenter: { ...(vlan?.datacenter ?? first!) },
    tagReferences: [],
    billingItem: { id: data.nextId('networkBillingItem', [], 1_400_000), categoryCode: category, description: item.description },
  };
  if (vlan) subnet.networkVlanId = vlan.id;
  if (typeof order.endPointIpAddressId === 'number') subnet.endPointIpAddressId = order.endPointIpAddressId;
  data.subnets.push(subnet);
  const address = { id: data.nextId('orderedAddress', [], 90_000_000), ipAddress: subnet.networkIdentifier, subnetId: id };
  if (data.isGenerated('ipAddresses')) data.ipAddresses.push({ ...address, isNetwork: !global, isGateway: false, isBroadcast: false, isReserved: !global });
  if (global) {
    const billingItem = subnet.billingItem!;
    delete subnet.billingItem;
    data.globalIpRecords.push({ id: data.nextId('globalIpRecord', data.globalIpRecords, 9000), ipAddressId: address.id, billingItem });
  }
}

/** The `Vendor_Product_Package` service, as far as package 0 (`getItems`) goes. */
export const subnetPackageService: ServiceSpec = {
  type: 'Generic',
  collection: () => [{ id: SUBNET_PACKAGE_ID, keyName: 'ADDITIONAL_PRODUCTS', name: 'Additional Products' }],
  methods: {
    getItems: {
      needsObject: true,
      run: (context) => {
        objectOf(context);
        const items = listResult(context, SUBNET_ITEMS, 'Generic', ['items'], true);
        // The real getItems always carries each item's category, whatever the mask names.
        return items.map((entry) => {
          const category = SUBNET_ITEMS.find((candidate) => candidate.id === entry.id)?.itemCategory;
          return category ? { ...entry, itemCategory: { ...category } } : entry;
        });
      },
    },
  },
};

/** The `Vendor_Product_Order` service, as far as subnet orders go. */
export const subnetOrderService: ServiceSpec = {
  type: 'Generic',
  methods: {
    verifyOrder: { run: verified },
    placeOrder: {
      run: (context) => {
        const details = verified(context);
        const { order, item } = checkOrder(context);
        provision(context, order, item);
        const orderId = context.data.nextId('subnetOrder', [], 7_700_000);
        return {
          orderId,
          orderDate: isoDate(Date.now()),
          orderDetails: details,
          placedOrder: { id: orderId, status: 'APPROVED', items: [{ description: item.description, categoryCode: item.itemCategory.categoryCode }] },
        };
      },
    },
  },
};
