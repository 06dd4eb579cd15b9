/**
 * `@svclib/managers/waiters`: waiting for a state of the API, written once. {@link waitUntil} is the
 * engine (a check, acceptors for its answers and errors, backoff with jitter, bounded by
 * `maxWaitMs` and an abort signal); the named waiters (`waitUntilVirtualServerReady`,
 * `waitUntilOrderProvisioned`, `waitUntilStorageModified`, `waitUntilTicketAnswered`, …) resolve their success or throw a
 * {@link WaiterError}. The same exports are in the package's root entry.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { waitUntilVirtualServerReady } from '@svclib/managers/waiters';
 *
 * const client = new Client({ username: 'u', apiKey: 'k' });
 * const { value: guest } = await waitUntilVirtualServerReady({ client, maxWaitMs: 15 * 60_000 }, { id: 123 });
 * ```
 *
 * @module
 */
export { waitUntilDnsRecordPresent } from './dns-waiter.js';
export type { DnsRecordWaitInput } from './dns-waiter.js';
export { IMAGE_ACTIVE_MASK, waitUntilImageActive } from './image-waiter.js';
export type { ImageWaitInput } from './image-waiter.js';
export type { WaiterSuccess } from './named-waiter.js';
export { ORDER_DONE_STATUSES, ORDER_FAILED_STATUSES, waitUntilOrderProvisioned } from './order-waiter.js';
export type { OrderedServer, OrderProvisioning, OrderWaitInput } from './order-waiter.js';
export {
  GUEST_READY_MASK, HARDWARE_READY_MASK, waitUntilHardwareReady, waitUntilHardwareTransactionDone, waitUntilVirtualServerReady,
  waitUntilVirtualServerTransactionDone,
} from './server-waiters.js';
export type { ServerWaitInput } from './server-waiters.js';
export { STORAGE_MODIFIED_MASK, waitUntilStorageModified } from './storage-waiter.js';
export type { StorageWaitInput } from './storage-waiter.js';
export { TICKET_ANSWER_MASK, waitUntilTicketAnswered } from './ticket-waiter.js';
export type { TicketWaitInput } from './ticket-waiter.js';
export { WAIT_UNTIL_DEFAULTS, waitUntil } from './wait-until.js';
export type {
  AcceptorState, ErrorAcceptor, ResultAcceptor, WaiterAcceptor, WaiterCheck, WaiterClock, WaiterConfig, WaiterPacing, WaiterPollContext,
  WaiterResult, WaiterState,
} from './wait-until.js';
export { isWaiterError, WaiterError } from './waiter-error.js';
