/**
 * The reserved capacity and dedicated host orders of `Vendor_Product_Order`: their checks (a known
 * backend router and a name; a host name, domain and router) and what placing them adds (a
 * reserved capacity group with its empty instances; a dedicated host), and guests ordered into a
 * reserved capacity.
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import type { FakeOrderContainer as OrderVerification } from '../data/ordering-state.js';
import type { AnyRecord } from '../data/record-types.js';
import type { CallContext } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { CAPACITY_ORDER, capacityOf, describeHost, HOST_ORDER, routerOf } from '../data/capacity-data.js';

export { CAPACITY_ORDER, HOST_ORDER };

/** Checks a reserved capacity order; answers the datacenter id of its backend router. */
export function checkCapacityOrder(context: CallContext, order: AnyRecord, where: string): number {
  const router = routerOf(context.data, order.backendRouterId);
  if (!router) throw invalidParameters(`${where}: backendRouterId ${describe(order.backendRouterId)} is not a backend router of a pod.`);
  if (typeof order.name !== 'string' || order.name.trim() === '') throw invalidParameters(`${where}: a reserved capacity needs a name.`);
  if (order.useHourlyPricing !== true) throw invalidParameters(`${where}: reserved capacity is ordered hourly (useHourlyPricing true).`);
  return router.datacenter.id;
}

/** Checks a dedicated host order: one host with a host name, a domain and a router of its datacenter. */
export function checkHostOrder(context: CallContext, order: AnyRecord, where: string): void {
  const hosts = order.hardware;
  const host: unknown = Array.isArray(hosts) && hosts.length === 1 ? hosts[0] : undefined;
  if (!isStruct(host) || typeof host.hostname !== 'string' || !host.hostname || typeof host.domain !== 'string' || !host.domain) {
    throw invalidParameters(`${where}: a dedicated host order needs hardware: [{ hostname, domain, primaryBackendNetworkComponent }].`);
  }
  const component = host.primaryBackendNetworkComponent;
  const routerId = isStruct(component) && isStruct(component.router) ? component.router.id : undefined;
  if (!routerOf(context.data, routerId)) throw invalidParameters(`${where}: router ${describe(routerId)} is not a backend router.`);
}

/** Checks that a guest ordered into a reserved capacity (`reservedCapacityId`) has a free slot there. */
export function checkCapacitySlot(context: CallContext, order: AnyRecord, where: string): void {
  const id = order.reservedCapacityId;
  if (id === undefined || id === null || id === '') return;
  const group = capacityOf(context.data).capacityGroups.find((candidate) => candidate.id === Number(id));
  if (!group) throw invalidParameters(`${where}: reservedCapacityId ${describe(id)} is not a reserved capacity of the account.`);
  if (group.instances.every((instance) => instance.guest !== undefined)) throw invalidParameters(`${where}: reserved capacity ${group.id} has no free instance.`);
}

/**
 * Adds the reserved capacity group a placed order bought, its instances empty and, as on the real
 * service until the order is approved, without a billing item (so without a flavor to order guests with).
 */
export function provisionCapacity(context: CallContext, order: OrderVerification): void {
  const state = capacityOf(context.data);
  const id = state.nextId('capacity', 3200);
  const now = isoDate(Date.now());
  state.capacityGroups.push({
    id, name: String(order.name), createDate: now, backendRouterId: Number(order.backendRouterId),
    instances: Array.from({ length: Number(order.quantity ?? 1) }, () => ({ id: state.nextId('capacityInstance', 3600), createDate: now })),
  });
}

/** Adds the dedicated host a placed order bought. */
export function provisionHost(context: CallContext, order: OrderVerification): void {
  const extras = extrasOf(context.data);
  const request = (order.hardware as AnyRecord[])[0]!;
  const item = order.prices?.[0]?.item;
  const sizes = /^(\d+)_CORES_X_(\d+)_RAM/.exec(String(item?.keyName ?? ''));
  const id = Math.max(600_100, ...extras.dedicatedHosts.map((host) => host.id)) + 1;
  const component = request.primaryBackendNetworkComponent;
  const router = routerOf(context.data, isStruct(component) && isStruct(component.router) ? component.router.id : undefined);
  const host = {
    id, name: `${String(request.hostname)}.${String(request.domain)}`, createDate: isoDate(Date.now()),
    cpuCount: Number(sizes?.[1] ?? 56), memoryCapacity: Number(sizes?.[2] ?? 242), diskCapacity: 1200,
    ...(router === undefined ? {} : {
      datacenter: router.datacenter, backendRouter: { id: router.id, hostname: router.hostname, domain: 'softlayer.com' },
    }),
  };
  extras.dedicatedHosts.push(host);
  describeHost(context.data, host);
  capacityOf(context.data);
}

/** Puts guests ordered into a reserved capacity into its free instances; answers the guests. */
export function fillCapacity(context: CallContext, order: OrderVerification, guests: AnyRecord[]): AnyRecord[] {
  const id = order.reservedCapacityId;
  if (id === undefined || id === null || id === '') return guests;
  const group = capacityOf(context.data).capacityGroups.find((candidate) => candidate.id === Number(id));
  for (const guest of guests) {
    const free = group?.instances.find((instance) => instance.guestId === undefined);
    if (free) free.guestId = guest.id as number;
  }
  capacityOf(context.data);
  return guests;
}
