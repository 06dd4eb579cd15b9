/**
 * Waiting for a placed order to be provisioned: what the reference does after `placeOrder` (wait
 * for the servers named in the receipt to be ready), plus the billing order's status.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type {
  Billing_Order, Container_Product_Order, Container_Product_Order_Receipt, Hardware_Server, Virtual_Guest,
} from '@svclib/model';
import { callApi } from '../manager-support.js';
import { notFound, requireInput, runNamedWaiter, type WaiterSuccess } from './named-waiter.js';
import type { WaiterConfig } from './wait-until.js';

/** Billing order statuses that end the wait with a failure. */
export const ORDER_FAILED_STATUSES: readonly string[] = Object.freeze(['CANCELLED', 'DENIED']);

/** Billing order statuses that mean done, for an order that names no server. */
export const ORDER_DONE_STATUSES: readonly string[] = Object.freeze(['APPROVED', 'COMPLETE']);

/**
 * A server an order names, as {@link waitUntilOrderProvisioned} reads it.
 *
 * @example
 * ```ts
 * const server: OrderedServer = { kind: 'virtual', id: 123, provisionDate: '2025-01-01T10:00:00Z' };
 * ```
 */
export interface OrderedServer {
  /** A virtual server (`Virtual_Guest`) or a hardware server (`Hardware_Server`). */
  kind: 'virtual' | 'hardware';
  /** Its id. */
  id: number;
  /** When it was provisioned, once it has been. */
  provisionDate?: string | undefined;
}

/**
 * What {@link waitUntilOrderProvisioned} reads on each check.
 *
 * @example
 * ```ts
 * const { value } = await waitUntilOrderProvisioned({ client, maxWaitMs: 3_600_000 }, receipt);
 * console.log(value.status, value.servers.map((server) => server.provisionDate));
 * ```
 */
export interface OrderProvisioning {
  /** The billing order's id. */
  orderId: number;
  /** The billing order's status (`Billing_Order.status`), e.g. `PENDING_AUTO_APPROVAL`, `APPROVED`. */
  status: string | undefined;
  /** Each server the receipt names, with its `provisionDate` once it has one. */
  servers: OrderedServer[];
}

/**
 * Input of {@link waitUntilOrderProvisioned}: the receipt of `placeOrder` (or any object with its
 * `orderId` and, for server orders, `orderDetails`).
 *
 * @example
 * ```ts
 * const input: OrderWaitInput = { orderId: 1234 };
 * ```
 */
export interface OrderWaitInput {
  /** The billing order's id (`receipt.orderId`). */
  orderId: number;
  /** The order as placed: its `virtualGuests` and `hardware` (also of its `orderContainers`) name the servers to wait for. */
  orderDetails?: Container_Product_Order | undefined;
}

/** The input of the order waiter, tied to {@link OrderWaitInput} (other members of a receipt are let through). */
const ORDER_INPUT = {
  orderId: opt.required(opt.positiveInteger('a positive integer order id')),
  orderDetails: opt.record<Container_Product_Order & Record<string, unknown>>('the order details of the receipt'),
} satisfies SpecFor<OrderWaitInput>;
const CHECK_ORDER_INPUT = defineOptions('waitUntilOrderProvisioned', ORDER_INPUT, 'input');

/** The servers of an order's details: its own and those of its `orderContainers`, ids only. */
function serversOf(details: Container_Product_Order | undefined): OrderProvisioning['servers'] {
  const orders = [details, ...(details?.orderContainers ?? [])].filter((order) => order !== undefined);
  const ids = (list: readonly { id?: number }[] | undefined): number[] => (list ?? []).map((server) => server.id).filter((id) => typeof id === 'number');
  const seen = new Set<string>();
  const servers: OrderProvisioning['servers'] = [];
  for (const order of orders) {
    for (const [kind, list] of [['virtual', order.virtualGuests], ['hardware', order.hardware]] as const) {
      for (const id of ids(list)) {
        if (seen.has(`${kind}:${id}`)) continue;
        seen.add(`${kind}:${id}`);
        servers.push({ kind, id });
      }
    }
  }
  return servers;
}

/** Whether the order is provisioned: every server has a provision date, or (no server named) the order is approved. */
function provisioned(order: OrderProvisioning): boolean {
  if (order.servers.length === 0) return ORDER_DONE_STATUSES.includes(order.status ?? '');
  return order.servers.every((server) => Boolean(server.provisionDate));
}

/** What a check saw, for a retry's reason. */
function progress(order: OrderProvisioning): string {
  const waiting = order.servers.filter((server) => !server.provisionDate).map((server) => `${server.kind} server ${server.id}`);
  return waiting.length === 0 ? `order ${order.orderId} is ${order.status ?? 'pending'}` : `waiting for ${waiting.join(', ')}`;
}

/**
 * Waits until a placed order is provisioned, as the reference waits after `placeOrder`: every
 * virtual or hardware server the receipt names (`orderDetails.virtualGuests` / `hardware`, also
 * those of `orderDetails.orderContainers`) has a `provisionDate`. An order that names no server
 * (a subnet, a VLAN, …) is done when its billing order's status is `APPROVED` or `COMPLETE`.
 *
 * Each check reads `Billing_Order.getObject(orderId)` (mask `id, status`) and each server not yet
 * provisioned (`getObject`, mask `id, provisionDate`). A status of `CANCELLED` or `DENIED`, or a
 * server or order that does not exist, is a failure. Default pacing: 10 s, growing to 60 s.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param receipt - The receipt of `placeOrder` (`orderId`, `orderDetails`).
 * @returns The success, with the order's status and servers in `value`.
 * @throws WaiterError on timeout, a failed order or a missing server; the signal's reason when aborted.
 * @example
 * ```ts
 * const receipt = await ordering.placeOrder('BARE_METAL_SERVER', 'dal10', items, { hostname: 'db1', domain: 'example.com' });
 * const { value } = await waitUntilOrderProvisioned({ client, maxWaitMs: 4 * 3_600_000 }, receipt);
 * console.log(value.servers.map((server) => server.id));
 * ```
 */
export async function waitUntilOrderProvisioned(config: WaiterConfig, receipt: OrderWaitInput | Container_Product_Order_Receipt): Promise<WaiterSuccess<OrderProvisioning>> {
  const where = 'waitUntilOrderProvisioned';
  requireInput(where, receipt, '{ orderId, orderDetails? } (a placeOrder receipt)');
  // A receipt carries more than the waiter reads: only its two members are checked.
  const { orderId, orderDetails } = receipt as Record<string, unknown>;
  const input = CHECK_ORDER_INPUT.check({ orderId, orderDetails }, where) as OrderWaitInput;
  const servers = serversOf(input.orderDetails);
  const known = new Map<string, string>();
  return runNamedWaiter<OrderProvisioning>(where, config, { minDelayMs: 10_000, maxDelayMs: 60_000 }, {
    poll: async ({ client, signal }) => {
      const order = await callApi<Billing_Order>(client, 'Billing_Order', 'getObject', { id: input.orderId, mask: 'id, status', signal });
      const read = await Promise.all(servers.map(async (server) => {
        const key = `${server.kind}:${server.id}`;
        let provisionDate = known.get(key);
        if (provisionDate === undefined) {
          const service = server.kind === 'virtual' ? 'Virtual_Guest' : 'Hardware_Server';
          const record = await callApi<Virtual_Guest | Hardware_Server>(client, service, 'getObject', { id: server.id, mask: 'id, provisionDate', signal });
          provisionDate = record.provisionDate || undefined;
          if (provisionDate !== undefined) known.set(key, provisionDate);
        }
        return { ...server, provisionDate };
      }));
      return { orderId: input.orderId, status: order.status, servers: read };
    },
    acceptors: [
      {
        state: 'failure',
        result: (order) => ORDER_FAILED_STATUSES.includes(order.status ?? ''),
        reason: (order: OrderProvisioning) => `order ${order.orderId} is ${order.status ?? ''}`,
      },
      { state: 'success', result: provisioned, reason: `order ${input.orderId} is provisioned` },
      { state: 'retry', result: () => true, reason: progress },
      notFound(`order ${input.orderId} or one of its servers`),
    ],
  });
}
