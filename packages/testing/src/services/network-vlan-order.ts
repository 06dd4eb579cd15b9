/**
 * VLAN orders: package `NETWORK_VLAN` (items `PUBLIC_NETWORK_VLAN`, `PRIVATE_NETWORK_VLAN`), ordered
 * as a `Vendor_Container_Product_Order_Network_Vlan` — the reference CLI's `vlan create`. Verifying
 * goes through the generic package order checks of `product.ts`; placing adds the VLAN to the
 * dataset, on the router the order names (`routerId`, e.g. a pod's front-end or back-end router) or
 * on the first router of the order's datacenter for that network space.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from '../data/constants.js';
import { invalidParameters } from '../engine/fake-fault.js';
import type { FakeVlan } from '../data/network-records.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext } from './service-spec.js';
import { describe } from '../engine/values.js';

/** The container type of a VLAN order. */
export const VLAN_ORDER_CONTAINER = 'Vendor_Container_Product_Order_Network_Vlan';
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
