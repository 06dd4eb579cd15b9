/**
 * The one polling engine of the managers: {@link waitUntil} reads a state with a check, matches
 * the answer (or the error) against acceptors, and pauses between checks with a capped exponential
 * backoff and jitter, all bounded by `maxWaitMs` and an abort signal. Every `waitFor…` method and
 * every named `waitUntil…` waiter runs on it.
 *
 * @module
 */
import { isRateLimitExceeded } from '@svclib/core';
import { setLongTimeout, type LongTimeout } from '@svclib/core/wire';
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { delay } from '../delay.js';
import type { ManagerClient } from '../manager-client.js';

/**
 * What an acceptor decides when it matches: the wait is over (`success` or `failure`) or goes on
 * (`retry`).
 *
 * @example
 * ```ts
 * const state: AcceptorState = 'failure';
 * ```
 */
export type AcceptorState = 'success' | 'retry' | 'failure';

/**
 * How a wait ended: an acceptor said `success` or `failure`, or `maxWaitMs` passed first (`timeout`).
 * (An abort of the caller's signal rejects instead, with the signal's reason.)
 *
 * @example
 * ```ts
 * if (result.state === 'timeout') console.warn(result.reason);
 * ```
 */
export type WaiterState = 'success' | 'failure' | 'timeout';

/**
 * An acceptor matched against a check's answer.
 *
 * @typeParam T - What the check resolves.
 * @example
 * ```ts
 * const active: ResultAcceptor<{ status?: string }> = { state: 'success', result: (image) => image.status === 'ACTIVE' };
 * ```
 */
export interface ResultAcceptor<T> {
  /** What a match decides. */
  state: AcceptorState;
  /** Whether this acceptor matches the answer. */
  result: (value: T) => boolean;
  /** Why, for the wait's result (a text or a function of the answer). */
  reason?: string | ((value: T) => string);
}

/**
 * An acceptor matched against the error a check rejected with (an error no acceptor matches ends
 * the wait by rejecting with it, except `RateLimitExceeded`, which backs off).
 *
 * @example
 * ```ts
 * const gone: ErrorAcceptor = { state: 'failure', error: (e) => isServiceAPIError(e) && e.faultCode === 'Vendor_Exception_ObjectNotFound' };
 * ```
 */
export interface ErrorAcceptor {
  /** What a match decides. */
  state: AcceptorState;
  /** Whether this acceptor matches the error. */
  error: (error: unknown) => boolean;
  /** Why, for the wait's result (a text or a function of the error). */
  reason?: string | ((error: unknown) => string);
}

/**
 * An acceptor of a check's answer or of its error; the first that matches decides.
 *
 * @typeParam T - What the check resolves.
 * @example
 * ```ts
 * const acceptors: WaiterAcceptor<boolean>[] = [{ state: 'success', result: (done) => done }];
 * ```
 */
export type WaiterAcceptor<T> = ResultAcceptor<T> | ErrorAcceptor;

/**
 * What one check of a wait gets.
 *
 * @example
 * ```ts
 * const poll = ({ client, signal }: WaiterPollContext) => client.untyped.call('Ticket', 'getObject', { id: 1, signal });
 * ```
 */
export interface WaiterPollContext {
  /** The waiter's client. */
  readonly client: ManagerClient;
  /** Aborts when the caller's signal does or when `maxWaitMs` passes: pass it to the request. */
  readonly signal: AbortSignal;
  /** 1 for the first check, then 2, 3, … */
  readonly attempt: number;
}

/**
 * A check: how to read the state once, and the acceptors that decide on each answer or error. An
 * answer no acceptor matches means "not yet" (`retry`).
 *
 * @typeParam T - What `poll` resolves.
 * @example
 * ```ts
 * const check: WaiterCheck<{ status?: { name?: string } }> = {
 *   poll: ({ client, signal }) => client.untyped.call('Ticket', 'getObject', { id: 1, mask: 'status.name', signal }) as Promise<{ status?: { name?: string } }>,
 *   acceptors: [{ state: 'success', result: (ticket) => ticket.status?.name === 'Closed', reason: 'closed' }],
 * };
 * ```
 */
export interface WaiterCheck<T> {
  /** Reads the state once. */
  poll: (context: WaiterPollContext) => Promise<T>;
  /** Tried in order on each answer or error; the first match decides. */
  acceptors: readonly WaiterAcceptor<T>[];
}

/**
 * The time a wait runs on: the default is the real clock. Tests pass their own to run a long wait
 * at once (a `sleep` that advances a fake `now`), with no timer to fake.
 *
 * @example
 * ```ts
 * let now = 0;
 * const clock: WaiterClock = { now: () => now, sleep: async (ms) => { now += ms; } };
 * ```
 */
export interface WaiterClock {
  /** The current time in milliseconds. */
  now(): number;
  /** Resolves after `ms`; rejects with `signal.reason` when `signal` aborts first. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** A number in [0, 1) for the jitter (default `Math.random`). */
  random?(): number;
}

/**
 * The bounds and pacing of a wait: the options every waiter takes.
 *
 * @example
 * ```ts
 * const config: WaiterConfig = { client, maxWaitMs: 15 * 60_000, minDelayMs: 5_000, maxDelayMs: 60_000 };
 * ```
 */
export interface WaiterConfig {
  /** The client the checks call (a `Client` of `@svclib/core`, or any `ManagerClient`). */
  client: ManagerClient;
  /**
   * Give up after this long (a number >= 0; `Infinity` never gives up): the wait ends with
   * `timeout`, also while a check is still waiting for its answer (that request is aborted). `0`
   * checks once.
   */
  maxWaitMs: number;
  /** The first pause between checks, and the least one (a finite number > 0; each waiter has its default). */
  minDelayMs?: number;
  /** The longest pause between checks (a finite number >= `minDelayMs`; each waiter has its default). */
  maxDelayMs?: number;
  /** Cancels the wait: it rejects with the signal's reason, at once, also mid-check. */
  signal?: AbortSignal;
  /** The clock to run on (default the real one); for tests. */
  clock?: WaiterClock;
}

/**
 * How a wait ended.
 *
 * @typeParam T - What the check resolves.
 * @example
 * ```ts
 * const { state, reason, attempts, elapsedMs } = await waitUntil(config, check);
 * ```
 */
export interface WaiterResult<T> {
  /** `success`, `failure` or `timeout`. */
  state: WaiterState;
  /** Why, in words: the matching acceptor's reason, or what the last check saw before the time ran out. */
  reason: string;
  /** How many checks were made. */
  attempts: number;
  /** Milliseconds from the start to the end (on the waiter's clock). */
  elapsedMs: number;
  /** The last answer of a check, if the last check answered. */
  value?: T;
  /** The error the last check rejected with, if it did (and an acceptor matched it, or it was a rate limit). */
  error?: unknown;
}

/**
 * The pauses of a waiter when the caller gives none.
 *
 * @example
 * ```ts
 * const pacing: WaiterPacing = { minDelayMs: 10_000, maxDelayMs: 60_000 };
 * ```
 */
export interface WaiterPacing {
  /** The first pause, and the least one. */
  readonly minDelayMs: number;
  /** The longest pause. */
  readonly maxDelayMs: number;
}

/** Defaults of {@link waitUntil}: a first pause of 2 s, growing to at most 2 minutes. */
export const WAIT_UNTIL_DEFAULTS: WaiterPacing = Object.freeze({ minDelayMs: 2_000, maxDelayMs: 120_000 });

/** A clock object: `now` and `sleep` functions (`random` optional). */
function isClock(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const clock = value as Record<string, unknown>;
  return typeof clock.now === 'function' && typeof clock.sleep === 'function' && (clock.random === undefined || typeof clock.random === 'function');
}

/** Anything with the `untyped.call` of a core client. */
function isManagerClient(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const untyped = (value as { untyped?: unknown }).untyped;
  return typeof untyped === 'object' && untyped !== null && typeof (untyped as { call?: unknown }).call === 'function';
}

/** The options of every waiter, tied to {@link WaiterConfig}; the times are range-checked by {@link waiterSettings}. */
export const WAITER_OPTIONS = defineOptions('waitUntil', {
  client: opt.required(opt.checker<ManagerClient>('a client (a Client of @svclib/core)', isManagerClient)),
  maxWaitMs: opt.required(opt.anything<number>('a number of milliseconds >= 0')),
  minDelayMs: opt.anything<number>('a finite number of milliseconds > 0'),
  maxDelayMs: opt.anything<number>('a finite number of milliseconds >= minDelayMs'),
  signal: opt.signal(),
  clock: opt.checker<WaiterClock>('a clock { now(), sleep(ms, signal) }', isClock),
} satisfies SpecFor<WaiterConfig>);

/** A checked {@link WaiterConfig}, defaults filled in. */
export interface WaiterSettings {
  /** Who waits, for messages (`'waitUntilTicketAnswered'`). */
  readonly where: string;
  readonly client: ManagerClient;
  readonly maxWaitMs: number;
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  readonly signal: AbortSignal | undefined;
  readonly clock: WaiterClock;
}

/** The real clock: `Date.now`, an abortable timer (chained past 24.8 days) and `Math.random`. */
const REAL_CLOCK: WaiterClock = Object.freeze({ now: () => Date.now(), sleep: delay, random: Math.random });

/**
 * Checks a waiter's options (unknown keys and wrong types are a `TypeError` naming them, a bad time
 * a `RangeError`) and fills in the waiter's defaults.
 *
 * @param where - Who waits, for messages.
 * @param config - As the caller gave it.
 * @param defaults - The waiter's pacing.
 */
export function waiterSettings(where: string, config: WaiterConfig, defaults: WaiterPacing): WaiterSettings {
  const o = WAITER_OPTIONS.check(config, where);
  const minDelayMs = o.minDelayMs ?? Math.min(defaults.minDelayMs, o.maxDelayMs ?? Infinity);
  const maxDelayMs = o.maxDelayMs ?? Math.max(defaults.maxDelayMs, minDelayMs);
  checkTimes(where, o.maxWaitMs, minDelayMs, maxDelayMs);
  return { where, client: o.client, maxWaitMs: o.maxWaitMs, minDelayMs, maxDelayMs, signal: o.signal, clock: o.clock ?? REAL_CLOCK };
}

/**
 * Checks the times of a wait.
 *
 * @throws RangeError naming `where`, the option and the bad value.
 */
export function checkTimes(where: string, maxWaitMs: unknown, minDelayMs: unknown, maxDelayMs: unknown): void {
  if (typeof maxWaitMs !== 'number' || !(maxWaitMs >= 0)) {
    throw new RangeError(`${where}: maxWaitMs must be a number of milliseconds >= 0, got ${String(maxWaitMs)}`);
  }
  if (typeof minDelayMs !== 'number' || !(minDelayMs > 0) || !Number.isFinite(minDelayMs)) {
    throw new RangeError(`${where}: minDelayMs must be a finite number of milliseconds > 0, got ${String(minDelayMs)}`);
  }
  if (typeof maxDelayMs !== 'number' || !(maxDelayMs >= minDelayMs) || !Number.isFinite(maxDelayMs)) {
    throw new RangeError(`${where}: maxDelayMs must be a finite number of milliseconds >= minDelayMs (${minDelayMs}), got ${String(maxDelayMs)}`);
  }
}

/**
 * Polls until an acceptor says `success` or `failure`, or `maxWaitMs` passes. The first check is
 * made at once; after each answer no acceptor ends the wait on, it pauses (on the waiter's clock)
 * for a random time between `minDelayMs` and `minDelayMs × 2^(n−1)` (capped at `maxDelayMs`)
 * after the n-th check — exactly `minDelayMs` each time when the two are equal — and never past
 * the deadline: the last check is made at the deadline.
 *
 * A check rejected with `RateLimitExceeded` that no acceptor matches backs off (for at least the
 * server's `Retry-After`) and checks again; any other error no acceptor matches rejects the wait.
 * An abort of `signal` rejects with its reason at once, also while a check is in flight (whose
 * request is aborted). When `maxWaitMs` passes while a check is in flight, its request is aborted
 * and the wait ends with `timeout`. Every timer and listener is removed at the end.
 *
 * @param config - `client`, `maxWaitMs` (required), `minDelayMs` (default 2 000), `maxDelayMs`
 *   (default 120 000), `signal`, `clock`.
 * @param check - `poll` and its `acceptors`.
 * @returns How the wait ended: `success`, `failure` or `timeout`, with the reason and the last answer.
 * @throws TypeError or RangeError for bad options; the caller's abort reason; an error no acceptor matched.
 * @example
 * ```ts
 * const result = await waitUntil({ client, maxWaitMs: 600_000 }, {
 *   poll: ({ client, signal }) => client.untyped.call('Ticket', 'getObject', { id: 123, mask: 'status.name', signal }) as Promise<Ticket>,
 *   acceptors: [{ state: 'success', result: (ticket) => ticket.status?.name === 'Closed', reason: 'ticket closed' }],
 * });
 * if (result.state !== 'success') console.warn(result.reason);
 * ```
 */
export async function waitUntil<T>(config: WaiterConfig, check: WaiterCheck<T>): Promise<WaiterResult<T>> {
  const settings = waiterSettings('waitUntil', config, WAIT_UNTIL_DEFAULTS);
  checkCheck(settings.where, check);
  return runWaiter(settings, check);
}

/** A check must have a `poll` function and an array of acceptors, each with a state and one test. */
function checkCheck(where: string, check: unknown): void {
  const given = check as Partial<WaiterCheck<unknown>> | null;
  if (typeof given !== 'object' || given === null || typeof given.poll !== 'function') {
    throw new TypeError(`${where}: the check must be an object { poll(context), acceptors }, with poll a function`);
  }
  if (!Array.isArray(given.acceptors)) throw new TypeError(`${where}: check.acceptors must be an array`);
  given.acceptors.forEach((acceptor: unknown, index) => {
    const a = acceptor as Partial<ResultAcceptor<unknown> & ErrorAcceptor> | null;
    if (typeof a !== 'object' || a === null || !['success', 'retry', 'failure'].includes(a.state as string)) {
      throw new TypeError(`${where}: check.acceptors[${index}].state must be 'success', 'retry' or 'failure'`);
    }
    if ((typeof a.result === 'function') === (typeof a.error === 'function')) {
      throw new TypeError(`${where}: check.acceptors[${index}] must have one test: result(value) or error(error)`);
    }
  });
}

/** What one check came to. */
interface Outcome<T> {
  state: AcceptorState;
  reason: string | undefined;
  value?: T;
  error?: unknown;
  /** The server's `Retry-After` of a rate-limited check. */
  retryAfterMs?: number;
}

/** The reason an acceptor gives for `input`. */
function reasonOf<I>(reason: string | ((input: I) => string) | undefined, input: I): string | undefined {
  return typeof reason === 'function' ? reason(input) : reason;
}

/** The first acceptor matching an answer; none: `retry`. */
function onValue<T>(acceptors: readonly WaiterAcceptor<T>[], value: T): Outcome<T> {
  for (const acceptor of acceptors) {
    if ('result' in acceptor && acceptor.result(value)) return { state: acceptor.state, reason: reasonOf(acceptor.reason, value), value };
  }
  return { state: 'retry', reason: undefined, value };
}

/** The first acceptor matching an error; none: a rate limit backs off, anything else is thrown. */
function onError<T>(acceptors: readonly WaiterAcceptor<T>[], error: unknown): Outcome<T> {
  for (const acceptor of acceptors) {
    if ('error' in acceptor && acceptor.error(error)) return { state: acceptor.state, reason: reasonOf(acceptor.reason, error), error };
  }
  if (isRateLimitExceeded(error)) {
    return { state: 'retry', reason: 'the API refused the check over its rate limit', error, retryAfterMs: error.retryAfterMs };
  }
  throw error;
}

/** The pause after the `attempt`-th check: random in [min, min(max, min × 2^(attempt−1))]. */
function backoff(settings: WaiterSettings, attempt: number): number {
  const { minDelayMs: min, maxDelayMs: max } = settings;
  const ceiling = Math.min(max, min * 2 ** Math.min(attempt - 1, 64));
  const random = settings.clock.random?.() ?? Math.random();
  return min + (ceiling - min) * Math.min(Math.max(random, 0), 1);
}

/** Resolves or rejects as `work` does, or rejects with `signal.reason` as soon as it aborts. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  // Once the abort has won, the work's own rejection is expected and must not go unhandled.
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The reason the polls' signal aborts with when `maxWaitMs` has passed. */
class WaiterDeadline extends Error {
  static {
    this.prototype.name = 'WaiterDeadline';
  }
}

/** The reason the polls' signal aborts with once the wait is over. */
class WaiterDone extends Error {
  static {
    this.prototype.name = 'WaiterDone';
  }
}

/**
 * The loop of {@link waitUntil}, on checked settings (the managers' `waitFor…` methods call it with
 * their own options checked their way).
 */
export async function runWaiter<T>(settings: WaiterSettings, check: WaiterCheck<T>): Promise<WaiterResult<T>> {
  const { client, clock, maxWaitMs, signal } = settings;
  signal?.throwIfAborted();
  const started = clock.now();
  const deadline = started + maxWaitMs;
  // The checks' and pauses' signal: aborts with the caller's reason, or at the deadline.
  const controller = new AbortController();
  const forward = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  let timer: LongTimeout | undefined;
  if (maxWaitMs > 0 && Number.isFinite(maxWaitMs)) timer = setLongTimeout(() => controller.abort(new WaiterDeadline()), maxWaitMs);
  const expired = (): boolean => controller.signal.reason instanceof WaiterDeadline;

  let attempts = 0;
  let last: Outcome<T> | undefined;
  const end = (state: WaiterState, reason: string): WaiterResult<T> => {
    const result: WaiterResult<T> = { state, reason, attempts, elapsedMs: clock.now() - started };
    if (last !== undefined && 'value' in last) result.value = last.value;
    if (last?.error !== undefined) result.error = last.error;
    return result;
  };
  const timedOut = (): WaiterResult<T> => {
    const checks = `${attempts} check${attempts === 1 ? '' : 's'}`;
    const seen = last?.reason === undefined ? '' : `; last: ${last.reason}`;
    return end('timeout', `gave up after ${maxWaitMs} ms and ${checks}${seen}`);
  };
  try {
    for (;;) {
      attempts += 1;
      try {
        const value = await abortable(check.poll({ client, signal: controller.signal, attempt: attempts }), controller.signal);
        last = onValue(check.acceptors, value);
      } catch (error) {
        // The caller's abort wins over whatever the cut-short request rejected with.
        signal?.throwIfAborted();
        if (expired()) return timedOut();
        last = onError(check.acceptors, error);
      }
      if (last.state !== 'retry') return end(last.state, last.reason ?? (last.state === 'success' ? 'done' : 'failed'));
      const remaining = deadline - clock.now();
      if (remaining <= 0 || expired()) return timedOut();
      const pause = Math.max(backoff(settings, attempts), last.retryAfterMs ?? 0);
      try {
        await clock.sleep(Math.min(pause, remaining), controller.signal);
      } catch (error) {
        signal?.throwIfAborted();
        if (expired()) return timedOut();
        throw error;
      }
    }
  } finally {
    timer?.clear();
    signal?.removeEventListener('abort', forward);
    if (!controller.signal.aborted) controller.abort(new WaiterDone());
  }
}
