/**
 * What every named waiter shares: its result type, the run that throws {@link WaiterError} for a
 * failure or a timeout, and the "object not found" acceptor. Internal, apart from the types.
 *
 * @module
 */
import { isServiceAPIError } from '@svclib/core';
import {
  runWaiter, waiterSettings, type ErrorAcceptor, type WaiterCheck, type WaiterConfig, type WaiterPacing, type WaiterResult,
} from './wait-until.js';
import { WaiterError } from './waiter-error.js';

/**
 * What a named waiter resolves: a {@link WaiterResult} whose state is `success`, with the last
 * answer of its check.
 *
 * @typeParam T - What the waiter's check reads.
 * @example
 * ```ts
 * const { value: guest, attempts } = await waitUntilVirtualServerReady({ client, maxWaitMs: 900_000 }, { id: 123 });
 * ```
 */
export interface WaiterSuccess<T> extends WaiterResult<T> {
  /** Always `success` (anything else is a thrown {@link WaiterError}). */
  state: 'success';
  /** The answer the waiter succeeded on. */
  value: T;
}

/**
 * Runs a named waiter: checks its options, polls, and resolves the success or throws a
 * {@link WaiterError} naming the waiter.
 */
export async function runNamedWaiter<T>(
  where: string,
  config: WaiterConfig,
  pacing: WaiterPacing,
  check: WaiterCheck<T>,
): Promise<WaiterSuccess<T>> {
  const settings = waiterSettings(where, config, pacing);
  const result = await runWaiter(settings, check);
  if (result.state !== 'success') throw new WaiterError(where, { ...result, state: result.state });
  return result as WaiterSuccess<T>;
}

/** Whether `error` is the API's "no such object" (`…_ObjectNotFound`, or 404 over REST). */
export function isObjectNotFound(error: unknown): boolean {
  return isServiceAPIError(error) && (error.faultCode === 404 || String(error.faultCode).endsWith('_ObjectNotFound'));
}

/** A failure acceptor for a read of an object that no longer exists. */
export function notFound(what: string): ErrorAcceptor {
  return { state: 'failure', error: isObjectNotFound, reason: `${what} not found` };
}

/** A waiter's input must be an object (its members are checked by the waiter's spec). */
export function requireInput(where: string, input: unknown, shape: string): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new TypeError(`${where}: the input must be an object ${shape}, got ${input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input}`);
  }
}
