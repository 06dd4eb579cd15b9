/**
 * Subnet and global IP orders (a `Vendor_Container_Product_Order_Network_Subnet` of package 0), as
 * `Vendor_Product_Order` (in `product.ts`) verifies and places them: verifying answers the checked
 * order with its prices; placing adds the ordered subnet (or global IP with its record) to the dataset.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from '../data/constants.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { ipText } from '../data/generate.js';
import type { FakeSubnet } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext } from './service-spec.js';
import { SUBNET_ITEMS, SUBNET_PACKAGE_ID, type FakeSubnetItem } from '../data/subnet-catalog.js';
import { describe, isStruct } from '../engine/values.js';

/** The container type of a subnet or global IP order. */
export const SUBNET_ORDER_CONTAINER = 'Vendor_Container_Product_Order_Network_Subnet';
const CONTAINER = SUBNET_ORDER_CONTAINER;
/** New ordered subnets are carved from 161.210.0.0 upwards. */
const ORDER_BASE = ((161 << 24) | (210 << 16)) >>> 0;

/** The checked order: the price and item it names, and its endpoint. */
function checkOrder(context: CallContext, order: AnyRecord, where: string): { item: FakeSubnetItem; priceId: number } {
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
  return { item, priceId };
}

/** A subnet order as `verifyOrder` answers it: the container filled in with its prices and total. */
export function verifySubnetOrder(context: CallContext, order: AnyRecord, where: string): AnyRecord {
  const { item, priceId } = checkOrder(context, order, where);
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

/** Adds what a verified subnet order bought: a portable/static subnet, or a global IP and its record. */
export function provisionSubnet(context: CallContext, order: AnyRecord): void {
  const priceId = (order.prices as AnyRecord[])[0]!.id;
  const item = SUBNET_ITEMS.find((candidate) => candidate.prices.some((price) => price.id === priceId))!;
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
    totalIpAddresses: String(size),
    usableIpAddressCount: String(global ? 1 : size - 3),
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
