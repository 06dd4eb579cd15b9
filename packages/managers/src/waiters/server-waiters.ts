/**
 * Waiters for servers: a virtual server or a hardware server ready (provisioned, not reloading),
 * or with no transaction left — the reference's `wait_for_ready` / `wait_for_transaction`, on the
 * waiters' engine.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Hardware_Server, Virtual_Guest } from '@svclib/model';
import { isServerReady } from '../ready.js';
import { callApi } from '../manager-support.js';
import { notFound, runNamedWaiter, requireInput, type WaiterSuccess } from './named-waiter.js';
import type { WaiterConfig } from './wait-until.js';

/** The mask of a virtual server's readiness checks (also `VirtualServerManager.READY_MASK`). */
export const GUEST_READY_MASK = 'id, provisionDate, activeTransaction.id, activeTransaction.transactionStatus.name, lastOperatingSystemReload.id';

/** The mask of a hardware server's readiness checks, the reference's (also `HardwareManager.READY_MASK`). */
export const HARDWARE_READY_MASK = 'mask[id, lastOperatingSystemReload[id], activeTransaction, provisionDate]';

/** A server's pacing: the reference's 10 s between checks at first, growing to a minute. */
const SERVER_PACING = { minDelayMs: 10_000, maxDelayMs: 60_000 } as const;

/**
 * Ready: provisioned and not reloading (and, when `pending`, no active transaction at all). The
 * active transaction is a reload when it is the guest's `lastOperatingSystemReload` or its status
 * name says `RELOAD` (e.g. `RELOAD_OS`).
 */
export function isGuestReady(guest: Virtual_Guest | undefined, pending: boolean): boolean {
  const active = guest?.activeTransaction ?? undefined;
  const lastReload = guest?.lastOperatingSystemReload?.id;
  const reloading =
    active !== undefined &&
    ((active.id !== undefined && active.id === lastReload) || /RELOAD/i.test(active.transactionStatus?.name ?? ''));
  const outstanding = pending && active !== undefined;
  return Boolean(guest?.provisionDate) && !reloading && !outstanding;
}

/** What a server that is not ready is doing, for a retry's reason. */
function busyWith(server: Virtual_Guest | Hardware_Server): string {
  if (!server.provisionDate) return 'not provisioned yet';
  const active = server.activeTransaction;
  const name = active?.transactionStatus?.name ?? (active?.id === undefined ? undefined : `#${active.id}`);
  return name === undefined ? 'busy' : `transaction ${name} active`;
}

/**
 * Input of the server waiters.
 *
 * @example
 * ```ts
 * const input: ServerWaitInput = { id: 123, pending: true };
 * ```
 */
export interface ServerWaitInput {
  /** The server's id. */
  id: number;
  /** Also wait for any other active transaction to finish, not only a reload (default false). */
  pending?: boolean;
}

/** The input of a server waiter, tied to {@link ServerWaitInput}. */
const SERVER_INPUT = defineOptions('waitUntilVirtualServerReady', {
  id: opt.required(opt.positiveInteger('a positive integer id')),
  pending: opt.boolean(),
} satisfies SpecFor<ServerWaitInput>, 'input');

/** One named server waiter. */
async function serverWaiter<T extends Virtual_Guest | Hardware_Server>(
  where: string,
  config: WaiterConfig,
  given: ServerWaitInput,
  kind: { service: 'Virtual_Guest' | 'Hardware_Server'; what: string; mask: string; ready: (server: T, pending: boolean) => boolean },
): Promise<WaiterSuccess<T>> {
  requireInput(where, given, '{ id }');
  const input = SERVER_INPUT.check(given, where);
  const pending = input.pending ?? false;
  return runNamedWaiter<T>(where, config, SERVER_PACING, {
    poll: ({ client, signal }) => callApi<T>(client, kind.service, 'getObject', { id: input.id, mask: kind.mask, signal }),
    acceptors: [
      { state: 'success', result: (server) => kind.ready(server, pending), reason: `${kind.what} ${input.id} is ${pending ? 'idle' : 'ready'}` },
      { state: 'retry', result: () => true, reason: (server: T) => `${kind.what} ${input.id}: ${busyWith(server)}` },
      notFound(`${kind.what} ${input.id}`),
    ],
  });
}

/**
 * Waits until a virtual server is ready: provisioned (`provisionDate` set) and not reloading its
 * OS; with `pending: true`, also with no active transaction at all. Reads
 * `Virtual_Guest.getObject` with {@link GUEST_READY_MASK}; a guest that does not exist (any more)
 * is a failure. Default pacing: 10 s, growing to 60 s.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`, `pending`.
 * @returns The success, with the guest as last read in `value`.
 * @throws WaiterError on timeout or when the guest is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * const receipt = await vs.orderGuest(template);
 * const id = receipt.orderDetails?.virtualGuests?.[0]?.id;
 * if (id !== undefined) await waitUntilVirtualServerReady({ client, maxWaitMs: 30 * 60_000 }, { id });
 * ```
 */
export async function waitUntilVirtualServerReady(config: WaiterConfig, input: ServerWaitInput): Promise<WaiterSuccess<Virtual_Guest>> {
  return serverWaiter<Virtual_Guest>('waitUntilVirtualServerReady', config, input, {
    service: 'Virtual_Guest', what: 'virtual server', mask: GUEST_READY_MASK, ready: isGuestReady,
  });
}

/**
 * Waits until a virtual server has no active transaction left (and is provisioned): the
 * reference's `wait_for_transaction`, {@link waitUntilVirtualServerReady} with `pending: true`.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`.
 * @returns The success, with the guest as last read in `value`.
 * @throws WaiterError on timeout or when the guest is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * await vs.rebootInstance(123);
 * await waitUntilVirtualServerTransactionDone({ client, maxWaitMs: 600_000 }, { id: 123 });
 * ```
 */
export async function waitUntilVirtualServerTransactionDone(config: WaiterConfig, input: { id: number }): Promise<WaiterSuccess<Virtual_Guest>> {
  requireInput('waitUntilVirtualServerTransactionDone', input, '{ id }');
  return serverWaiter<Virtual_Guest>('waitUntilVirtualServerTransactionDone', config, { ...input, pending: true }, {
    service: 'Virtual_Guest', what: 'virtual server', mask: GUEST_READY_MASK, ready: isGuestReady,
  });
}

/**
 * Waits until a hardware server is ready: provisioned and not reloading (with `pending: true`, no
 * active transaction at all), reading `Hardware_Server.getObject` with {@link HARDWARE_READY_MASK};
 * a server that does not exist is a failure. Default pacing: 10 s, growing to 60 s.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`, `pending`.
 * @returns The success, with the server as last read in `value`.
 * @throws WaiterError on timeout or when the server is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * await waitUntilHardwareReady({ client, maxWaitMs: 4 * 3_600_000 }, { id: 1001 });
 * ```
 */
export async function waitUntilHardwareReady(config: WaiterConfig, input: ServerWaitInput): Promise<WaiterSuccess<Hardware_Server>> {
  return serverWaiter<Hardware_Server>('waitUntilHardwareReady', config, input, {
    service: 'Hardware_Server', what: 'hardware server', mask: HARDWARE_READY_MASK, ready: isServerReady,
  });
}

/**
 * Waits until a hardware server has no active transaction left (and is provisioned):
 * {@link waitUntilHardwareReady} with `pending: true`.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`.
 * @returns The success, with the server as last read in `value`.
 * @throws WaiterError on timeout or when the server is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * await hw.updateFirmware(1001);
 * await waitUntilHardwareTransactionDone({ client, maxWaitMs: 2 * 3_600_000 }, { id: 1001 });
 * ```
 */
export async function waitUntilHardwareTransactionDone(config: WaiterConfig, input: { id: number }): Promise<WaiterSuccess<Hardware_Server>> {
  requireInput('waitUntilHardwareTransactionDone', input, '{ id }');
  return serverWaiter<Hardware_Server>('waitUntilHardwareTransactionDone', config, { ...input, pending: true }, {
    service: 'Hardware_Server', what: 'hardware server', mask: HARDWARE_READY_MASK, ready: isServerReady,
  });
}
