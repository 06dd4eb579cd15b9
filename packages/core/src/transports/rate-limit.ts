/**
 * Client-side rate limiting (the `rateLimit` client option, SPEC §9): a token bucket shared by
 * every call of a client, as a wrapper on the transport seam (like `retry` and `TimedClient`), and
 * (the API's own refusals, `Retry-After` included, are read in `errors/error-mapping.ts`).
 *
 * @module
 */

import { abortableDelay } from '../util/abortable-delay.js';
import { errorRequest } from '../errors/error-mapping.js';
export { parseRetryAfter } from '../errors/error-mapping.js';
import { TransportError } from '../errors/errors.js';
import { numberAtLeast, positiveInteger, required } from '../options/option-checkers.js';
import { defineOptions, optionError, type SpecFor } from '../options/option-spec.js';
import { isRecord } from '../util/records.js';
import type { CallRequest, Transport } from '../request/call-request.js';

/**
 * The `rateLimit` client option: at most `perSecond` calls a second on average, and at most `burst`
 * at once after a quiet spell.
 *
 * @example
 * ```ts
 * const client = new Client({ username, apiKey, rateLimit: { perSecond: 50 }, retry: 3 });
 * ```
 */
export interface RateLimitOptions {
  /**
   * Calls per second (a positive number). The API allows 50 per user.
   *
   * @example
   * ```ts
   * new Client({ rateLimit: { perSecond: 45 } });
   * ```
   */
  perSecond: number;
  /**
   * Calls that may start together after a quiet spell (a positive integer). Default 1: calls are
   * spaced evenly, which a server counting over a sliding second never refuses.
   *
   * @example
   * ```ts
   * new Client({ rateLimit: { perSecond: 50, burst: 10 } });
   * ```
   */
  burst?: number | undefined;
}

/**
 * The `rateLimit` option after normalization.
 *
 * @example
 * ```ts
 * const resolved: ResolvedRateLimit | undefined = normalizeRateLimitOption({ perSecond: 50 });
 * ```
 */
export interface ResolvedRateLimit {
  /** Calls per second. */
  readonly perSecond: number;
  /** Calls that may start together. */
  readonly burst: number;
}

/** The members of the `rateLimit` option. */
const RATE_LIMIT_OPTIONS = defineOptions(
  'Client',
  { perSecond: required(numberAtLeast(0, 'a positive number', true)), burst: positiveInteger() } satisfies SpecFor<RateLimitOptions>,
  'rateLimit',
);

/**
 * Normalizes the `rateLimit` client option: `undefined`/`null` → no limit; an object
 * `{ perSecond, burst? }` → checked. Anything else is a `TypeError` naming the member.
 *
 * @example
 * ```ts
 * normalizeRateLimitOption({ perSecond: 50 }); // { perSecond: 50, burst: 1 }
 * ```
 */
export function normalizeRateLimitOption(value: unknown): ResolvedRateLimit | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) throw optionError('Client', 'rateLimit', 'an object { perSecond, burst? }', value);
  const { perSecond, burst = 1 } = RATE_LIMIT_OPTIONS.check(value);
  // A rate so small that the spacing of calls is not a safe number of milliseconds (about 285,000
  // years) cannot be waited for: refused rather than turned into "no wait". Longer spacings that
  // are representable are waited in full (chained timers).
  if (!(1000 / perSecond <= Number.MAX_SAFE_INTEGER) || !((burst - 1) * (1000 / perSecond) <= Number.MAX_SAFE_INTEGER)) {
    throw optionError('Client', 'rateLimit.perSecond', 'a positive number whose call spacing (1000 / perSecond ms, times burst) is at most 2^53 ms', perSecond);
  }
  return Object.freeze({ perSecond, burst });
}

/**
 * A token bucket in its "virtual scheduling" form: each call reserves the next start time, so
 * concurrent callers are served in order with one timer each and no polling.
 */
export class TokenBucket {
  readonly #interval: number;
  readonly #tolerance: number;
  readonly #now: () => number;
  /** The theoretical start time of the next call (the bucket is full while this lies in the past). */
  #next = Number.NEGATIVE_INFINITY;

  constructor(options: ResolvedRateLimit, now: () => number = Date.now) {
    this.#interval = 1000 / options.perSecond;
    this.#tolerance = (options.burst - 1) * this.#interval;
    this.#now = now;
  }

  /** Reserves a start time; returns the milliseconds to wait for it (0: start now). */
  reserve(): number {
    const now = this.#now();
    const due = Math.max(this.#next, now);
    this.#next = due + this.#interval;
    return Math.max(0, due - this.#tolerance - now);
  }

  /** Gives back the last reservation when its caller gave up waiting and nobody reserved after it. */
  release(reservedUntil: number): void {
    if (this.#next === reservedUntil) this.#next -= this.#interval;
  }

  /** The end of the latest reservation (for {@link TokenBucket.release}). */
  get reservedUntil(): number {
    return this.#next;
  }
}

/** Waits `ms` or rejects with `TransportError(0)` (cause: the abort reason) as soon as `signal` aborts. */
function waitTurn(ms: number, request: CallRequest): Promise<void> {
  const { signal } = request;
  const aborted = (): TransportError =>
    new TransportError(0, `Request aborted while waiting for the rate limit: ${request.service}.${request.method}`, {
      cause: signal?.reason,
      request: errorRequest(request),
    });
  if (ms <= 0 && signal?.aborted !== true) return Promise.resolve();
  return abortableDelay(ms, signal, aborted);
}

/**
 * Wraps `inner` so that every call first waits for its turn in one token bucket shared by all calls
 * through the wrapper (concurrent `iterCall` pages and manager fan-out included). Aborting the
 * call's `signal` while it waits rejects at once with `TransportError(0)` and frees its turn.
 *
 * @example
 * ```ts
 * const transport = createRateLimitTransport(createXmlRpcTransport(), { perSecond: 50, burst: 1 });
 * ```
 */
export function createRateLimitTransport(inner: Transport, options: ResolvedRateLimit): Transport {
  const bucket = new TokenBucket(options);
  return async (request: CallRequest): Promise<unknown> => {
    const wait = bucket.reserve();
    const reserved = bucket.reservedUntil;
    try {
      await waitTurn(wait, request);
    } catch (error) {
      bucket.release(reserved);
      throw error;
    }
    return inner(request);
  };
}
