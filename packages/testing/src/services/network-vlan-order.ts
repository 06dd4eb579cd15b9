/**
 * VLAN orders: package `NETWORK_VLAN` (items `PUBLIC_NETWORK_VLAN`, `PRIVATE_NETWORK_VLAN`), ordered
 * as a `Vendor_Container_Product_Order_Network_Vlan` — the reference CLI's `vlan create`. Verifying
 * goes through the generic package order checks of `product.ts`; placing adds the VLAN to the
 * dataset, on the router the order names (`routerId`, e.g. a pod's front-end or back-end router) or
 * on the first router of the order's datacenter for that network space.
 *
 * @module
 */
import type { Location_Region as PackageRegion } from '@svclib/model';
import type { CatalogPackage } from '../catalog.js';
import { FAKE_ACCOUNT_ID } from '../constants.js';
import { invalidParameters } from '../fake-fault.js';
import type { FakeVlan } from '../network-records.js';
import type { AnyRecord } from '../record-types.js';
import type { CallContext } from '../service-spec.js';
import { describe } from '../values.js';

/** The container type of a VLAN order. */
export const VLAN_ORDER_CONTAINER = 'Vendor_Container_Product_Order_Network_Vlan';
/** The id of package `NETWORK_VLAN`. */
export const NETWORK_VLAN_PACKAGE_ID = 1098;

const CATEGORY = { id: 113, name: 'Network Vlan', categoryCode: 'network_vlan' };

/** A VLAN item with its one (free, hourly and monthly) price. */
function item(id: number, keyName: string, description: string): CatalogPackage['items'][number] {
  return {
    id, keyName, description, capacity: '0', units: '', itemCategory: { ...CATEGORY }, categories: [{ ...CATEGORY }], attributes: [],
    prices: [{ id: id * 10, itemId: id, hourlyRecurringFee: '0', recurringFee: '0', oneTimeFee: '0', setupFee: '0', categories: [{ ...CATEGORY }] }],
  };
}

/** Package `NETWORK_VLAN`, sold in every region of the catalog. */
export function networkVlanPackage(regions: PackageRegion[]): CatalogPackage {
  return {
    id: NETWORK_VLAN_PACKAGE_ID, keyName: 'NETWORK_VLAN', name: 'Network Vlan', description: 'Network Vlan', isActive: 1,
    type: { keyName: 'ADDITIONAL_SERVICES_NETWORK_VLAN' },
    items: [item(1071, 'PUBLIC_NETWORK_VLAN', 'Public Network Vlan'), item(1072, 'PRIVATE_NETWORK_VLAN', 'Private Network Vlan')],
    activePresets: [], accountRestrictedActivePresets: [], regions,
    configuration: [{ id: 7100, isRequired: 1, itemCategory: { ...CATEGORY } }],
  };
}

/** Adds the VLAN a verified VLAN order bought; answers the order details' container with its name. */
export function provisionVlan(context: CallContext, order: AnyRecord): void {
  const where = `${context.service}::${context.method}`;
  const data = context.data;
  const prices = Array.isArray(order.prices) ? (order.prices as AnyRecord[]) : [];
  const keyName = (prices[0]?.item as AnyRecord | undefined)?.keyName;
  const space = keyName === 'PRIVATE_NETWORK_VLAN' ? 'PRIVATE' : 'PUBLIC';
  const locationId = Number(order.location);
  const sameSpace = data.networkVlans.filter((vlan) => vlan.networkSpace === space);
  const routerOf = order.routerId === undefined || order.routerId === null
    ? sameSpace.find((vlan) => vlan.primaryRouter.datacenter.id === locationId)
    : sameSpace.find((vlan) => vlan.primaryRouter.id === order.routerId);
  if (!routerOf) {
    throw invalidParameters(`${where}: routerId ${describe(order.routerId)} is not a ${space.toLowerCase()} router of location ${describe(order.location)}.`);
  }
  const router = routerOf.primaryRouter;
  const id = data.nextId('networkVlan', data.networkVlans, 1_000);
  const vlanNumber = 1000 + (id % 3000);
  const vlan: FakeVlan = {
    id, vlanNumber, name: typeof order.name === 'string' ? order.name : '', fullyQualifiedName: `${router.hostname}.${vlanNumber}`,
    networkSpace: space, podName: routerOf.podName, accountId: FAKE_ACCOUNT_ID, primaryRouter: structuredClone(router),
    datacenter: { ...router.datacenter }, tagReferences: [],
    billingItem: { id: 1_310_000 + id, categoryCode: 'network_vlan', description: space === 'PUBLIC' ? 'Public Network Vlan' : 'Private Network Vlan' },
  };
  data.networkVlans.push(vlan);
}
