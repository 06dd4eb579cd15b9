/**
 * The error of a named waiter that did not succeed.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type { WaiterResult } from './wait-until.js';

/**
 * A named waiter (`waitUntilVirtualServerReady`, …) ended without success: an acceptor said
 * `failure` (`state: 'failure'`, e.g. the object was deleted) or `maxWaitMs` passed first
 * (`state: 'timeout'`). The whole result is in `result` (the last answer in `result.value`); the
 * error a failure acceptor matched is the `cause`. A `ServiceError` of `@svclib/core`. An abort
 * of the caller's signal is not a `WaiterError`: the wait rejects with the signal's reason.
 *
 * @example
 * ```ts
 * try { await waitUntilTicketAnswered({ client, maxWaitMs: 3_600_000 }, { id: 123 }); }
 * catch (error) {
 *   if (isWaiterError(error) && error.state === 'timeout') console.warn('no answer yet:', error.reason);
 *   else throw error;
 * }
 * ```
 */
export class WaiterError extends ServiceError {
  /** The waiter's name, e.g. `waitUntilTicketAnswered`. */
  readonly waiter: string;
  /** `failure` or `timeout`. */
  readonly state: 'failure' | 'timeout';
  /** Why, in words (also in the message). */
  readonly reason: string;
  /** How the wait ended: attempts, elapsed time, the last answer or error. */
  readonly result: WaiterResult<unknown>;

  constructor(waiter: string, result: WaiterResult<unknown> & { state: 'failure' | 'timeout' }) {
    super(`${waiter}: ${result.reason}`, result.error === undefined ? undefined : { cause: result.error });
    this.waiter = waiter;
    this.state = result.state;
    this.reason = result.reason;
    this.result = result;
  }

  static {
    this.prototype.name = 'WaiterError';
  }
}

/**
 * True for a {@link WaiterError}, also one from another copy of the package (checked by name).
 *
 * @example
 * ```ts
 * if (isWaiterError(error) && error.state === 'failure') console.error(error.reason);
 * ```
 */
export function isWaiterError(error: unknown): error is WaiterError {
  return error instanceof WaiterError || (error instanceof Error && error.name === 'WaiterError' && 'state' in error && 'result' in error);
}
