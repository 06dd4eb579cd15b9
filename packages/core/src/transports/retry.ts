/**
 * Opt-in retries (the `retry` client option): which failures are retried, the backoff between
 * attempts, and the transport wrapper that does it. Retries live on the transport seam (SPEC §4),
 * like `TimedClient`: a wrapper around whatever transport the client has, not a second copy of
 * `call`.
 *
 * @module
 */

import { abortableDelay } from '../util/abortable-delay.js';
import { errorRequest, numericFaultCode } from '../errors/error-mapping.js';
import { isRateLimitExceeded, isServiceAPIError, isTransportError, TransportError } from '../errors/errors.js';
import { boolean, count, numberAtLeast } from '../options/option-checkers.js';
import { defineOptions, optionError, type SpecFor } from '../options/option-spec.js';
import { isRecord } from '../util/records.js';
import type { CallRequest, Transport } from '../request/call-request.js';

/**
 * The `retry` client option in its long form. Every member is optional. Retries are off unless
 * the option is given; `retry: 3` is short for `{ retries: 3 }`.
 *
 * Only failures that are safe to repeat are retried (see the package README, "Retries"): a
 * connection that could not be established (any method); and, for methods whose name starts with
 * `get`, a network failure or timeout after the request was sent, HTTP 502/503/504, and the faults
 * `InternalError` (-32603), `RemoteSystemError` (-32400) and `TransportError` (-32300). An abort by
 * the caller's `signal` is never retried, and aborting during a backoff delay ends the call at once.
 *
 * The delay before retry *n* (1-based) is drawn uniformly from `[0, min(maxDelayMs, minDelayMs ×
 * factor^(n-1))]` ("full jitter"), or is exactly that cap with `jitter: false`.
 *
 * @example
 * ```ts
 * const client = new Client({
 *   username: 'alice',
 *   apiKey: key,
 *   timeout: 30,
 *   retry: { retries: 4, minDelayMs: 200, maxDelayMs: 10_000 },
 * });
 * ```
 */
export interface RetryOptions {
  /**
   * How many times a failed call may be repeated (so at most `retries + 1` attempts). A
   * non-negative integer; `0` turns retries off. Default 2.
   *
   * @example
   * ```ts
   * new Client({ retry: { retries: 5 } });
   * ```
   */
  retries?: number | undefined;
  /**
   * Cap of the first delay, in milliseconds (a non-negative number). Default 100.
   *
   * @example
   * ```ts
   * new Client({ retry: { minDelayMs: 250 } });
   * ```
   */
  minDelayMs?: number | undefined;
  /**
   * Largest delay, in milliseconds (a number ≥ `minDelayMs`). Default 5000 (or `minDelayMs`, when that is larger).
   *
   * @example
   * ```ts
   * new Client({ retry: { maxDelayMs: 20_000 } });
   * ```
   */
  maxDelayMs?: number | undefined;
  /**
   * Growth of the delay cap from one retry to the next (a number ≥ 1). Default 2.
   *
   * @example
   * ```ts
   * new Client({ retry: { factor: 3 } }); // caps 100, 300, 900 ms, …
   * ```
   */
  factor?: number | undefined;
  /**
   * `true` (default): each delay is random between 0 and its cap ("full jitter"), so that many
   * clients failing together do not retry together. `false`: each delay is exactly its cap.
   *
   * @example
   * ```ts
   * new Client({ retry: { retries: 3, jitter: false } }); // waits 100, 200, 400 ms
   * ```
   */
  jitter?: boolean | undefined;
}

/**
 * The `retry` option after normalization: every member set and checked.
 *
 * @example
 * ```ts
 * const resolved: ResolvedRetry | undefined = normalizeRetryOption({ retries: 3 });
 * ```
 */
export interface ResolvedRetry {
  /** Largest number of retries (≥ 1; a resolved option with 0 retries is `undefined` instead). */
  readonly retries: number;
  /** Cap of the first delay, in milliseconds. */
  readonly minDelayMs: number;
  /** Largest delay, in milliseconds. */
  readonly maxDelayMs: number;
  /** Growth of the cap per retry. */
  readonly factor: number;
  /** Whether delays are drawn at random below their cap. */
  readonly jitter: boolean;
}

/**
 * The defaults of the members of {@link RetryOptions}.
 *
 * @example
 * ```ts
 * RETRY_DEFAULTS.retries; // 2
 * ```
 */
export const RETRY_DEFAULTS: Readonly<{ retries: number; minDelayMs: number; maxDelayMs: number; factor: number; jitter: boolean }> =
  Object.freeze({ retries: 2, minDelayMs: 100, maxDelayMs: 5_000, factor: 2, jitter: true });

/** The members of the `retry` option in its long form. */
const RETRY_OPTIONS = defineOptions(
  'Client',
  {
    retries: count(),
    minDelayMs: numberAtLeast(0, 'a non-negative number of milliseconds'),
    maxDelayMs: numberAtLeast(0, 'a non-negative number of milliseconds'),
    factor: numberAtLeast(1, 'a number ≥ 1'),
    jitter: boolean(),
  } satisfies SpecFor<RetryOptions>,
  'retry',
);

/** The short form: a number of retries. */
const RETRY_COUNT = count();

/** HTTP statuses of a gateway or an overloaded server, worth another try for a read. */
const TRANSIENT_HTTP_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Fault codes of transient server-side trouble: InternalError, RemoteSystemError, TransportError. */
const TRANSIENT_FAULT_CODES: ReadonlySet<number> = new Set([-32603, -32400, -32300]);

/**
 * Error codes (Node.js, undici) of a connection that could not be established: the request never
 * left the client, so repeating it is safe for any method. `ENOTFOUND` (no such host) is left out:
 * it is a configuration error, not a transient one.
 */
const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * Normalizes the `retry` client option: `undefined`/`null`/`0` → `undefined` (no retries); a
 * number → that many retries with the default delays; an object → its members over
 * {@link RETRY_DEFAULTS}. Anything else, an unknown member or an ill-typed value is a `TypeError`.
 *
 * @example
 * ```ts
 * normalizeRetryOption(3); // { retries: 3, minDelayMs: 100, maxDelayMs: 5000, factor: 2, jitter: true }
 * ```
 */
export function normalizeRetryOption(value: unknown): ResolvedRetry | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') {
    if (!RETRY_COUNT.test(value)) throw optionError('Client', 'retry', RETRY_COUNT.expected, value);
    return value === 0 ? undefined : Object.freeze({ ...RETRY_DEFAULTS, retries: value });
  }
  if (!isRecord(value)) {
    throw optionError('Client', 'retry', 'a number of retries or an object { retries, minDelayMs, maxDelayMs, factor, jitter }', value);
  }
  const options = RETRY_OPTIONS.check(value);
  const minDelayMs = options.minDelayMs ?? RETRY_DEFAULTS.minDelayMs;
  const maxDelayMs = options.maxDelayMs ?? Math.max(RETRY_DEFAULTS.maxDelayMs, minDelayMs);
  if (maxDelayMs < minDelayMs) {
    throw new TypeError(
      `Client option "retry.maxDelayMs" (${String(maxDelayMs)}) must not be less than retry.minDelayMs (${String(minDelayMs)})`,
    );
  }
  const retries = options.retries ?? RETRY_DEFAULTS.retries;
  if (retries === 0) return undefined;
  const { factor = RETRY_DEFAULTS.factor, jitter = RETRY_DEFAULTS.jitter } = options;
  return Object.freeze({ retries, minDelayMs, maxDelayMs, factor, jitter });
}

/**
 * True for a method that only reads, by the API's naming convention: its name is `get` or starts
 * with `get` followed by something other than a lower-case letter (`getObject`, `getVirtualGuests`,
 * `getPortalLoginToken`; not `getaway`).
 *
 * @example
 * ```ts
 * isReadMethod('getObject'); // true
 * isReadMethod('createObject'); // false
 * ```
 */
export function isReadMethod(method: string): boolean {
  return /^get(?![a-z])/.test(method);
}

/**
 * True when the error chain of a network failure shows that the connection could not be
 * established (so the request was never sent). Follows `cause` and `AggregateError.errors`.
 *
 * @example
 * ```ts
 * failedBeforeSending(new TransportError(0, 'Network error', { cause: { code: 'ECONNREFUSED' } })); // true
 * ```
 */
export function failedBeforeSending(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (current: unknown, depth: number): boolean => {
    if (depth > 8 || typeof current !== 'object' || current === null || seen.has(current)) return false;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return true;
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((item) => visit(item, depth + 1))) return true;
    return visit((current as { cause?: unknown }).cause, depth + 1);
  };
  return visit(error, 0);
}

/**
 * Whether a failed attempt of `request` may be repeated (the caller's signal aside, which the
 * retry wrapper checks first):
 *
 * - `TransportError(0)` with a `cause` (a network failure or timeout): yes when the connection
 *   could not be established ({@link failedBeforeSending}), for any method; otherwise only for a
 *   read method ({@link isReadMethod}), since the server may have received the request.
 *   `TransportError(0)` without a cause (e.g. a proxy the transport cannot use) is not a network
 *   failure and is not retried.
 * - `TransportError` whose `status` is 502, 503 or 504 (an HTTP error answer): read methods only.
 * - Faults -32603 (`InternalError`), -32400 (`RemoteSystemError`), -32300 (`TransportError`), by
 *   their `faultCode` whatever the HTTP status they came with: read methods only.
 * - {@link RateLimitExceeded} (the rate-limit fault, or HTTP 429): any method, since a refused call
 *   was not executed; the delay is the server's `Retry-After` when it sent one (a `Retry-After`
 *   longer than `maxDelayMs` is not waited for: the error is thrown), else the usual backoff.
 * - Anything else (other HTTP statuses, `Unauthenticated`, `ParseError`s, `MethodNotFound`,
 *   `InvalidMethodParameters`, the API's own faults such as `Vendor_Exception_ObjectNotFound`,
 *   `TypeError`s…): never.
 *
 * @example
 * ```ts
 * isRetryable(new TransportError(503, 'HTTP 503'), request); // true when request.method is getObject
 * ```
 */
export function isRetryable(error: unknown, request: Pick<CallRequest, 'method'>): boolean {
  // SPEC §9: a refused call was not executed, so it is safe to repeat for every method.
  if (isRateLimitExceeded(error)) return true;
  if (isTransportError(error) && error.faultCode === 0) {
    if (error.cause === undefined) return false;
    return failedBeforeSending(error) || isReadMethod(request.method);
  }
  if (!isServiceAPIError(error) || !isReadMethod(request.method)) return false;
  // An HTTP error is told by its `status`, a fault by its `faultCode`: a fault sent with HTTP 503
  // is not an HTTP 503 answer (its status is set, but it is not a TransportError of that status).
  if (isTransportError(error) && error.status !== undefined && TRANSIENT_HTTP_STATUSES.has(error.status)) return true;
  return TRANSIENT_FAULT_CODES.has(numericFaultCode(error.faultCode) ?? Number.NaN);
}

/**
 * The delay before retry number `retry` (1-based): `min(maxDelayMs, minDelayMs × factor^(retry-1))`,
 * times `random()` with jitter.
 *
 * @example
 * ```ts
 * retryDelay({ retries: 3, minDelayMs: 100, maxDelayMs: 1000, factor: 2, jitter: false }, 3); // 400
 * ```
 */
export function retryDelay(options: ResolvedRetry, retry: number, random: () => number = Math.random): number {
  const cap = Math.min(options.maxDelayMs, options.minDelayMs * options.factor ** (retry - 1));
  return options.jitter ? random() * cap : cap;
}

/**
 * Waits `ms` milliseconds, or rejects as soon as `signal` aborts (clearing the timer), with
 * `TransportError(0)` whose cause is the abort reason.
 */
function backoff(ms: number, signal: AbortSignal | undefined, request: CallRequest, attempt: number, retries: number): Promise<void> {
  const aborted = (): TransportError =>
    new TransportError(
      0,
      `Request aborted during the delay before retry ${String(attempt)} of ${String(retries)}: ${request.service}.${request.method}`,
      { cause: signal?.reason, request: errorRequest(request) },
    );
  return abortableDelay(ms, signal, aborted);
}

/**
 * Wraps `inner` so that a failed call is repeated, after a backoff delay, while
 * {@link isRetryable} says so and retries are left. The caller's `request.signal` is honoured: a
 * failure after it aborted is never retried, and aborting during a delay rejects at once with
 * `TransportError(0)` (the abort reason as `cause`). When the retries are used up, the last
 * attempt's error is thrown unchanged.
 *
 * @example
 * ```ts
 * const transport = createRetryTransport(createXmlRpcTransport(), normalizeRetryOption(3)!);
 * ```
 */
export function createRetryTransport(inner: Transport, options: ResolvedRetry, random: () => number = Math.random): Transport {
  return async (request: CallRequest): Promise<unknown> => {
    for (let retry = 1; ; retry++) {
      try {
        return await inner(request);
      } catch (error) {
        if (retry > options.retries || request.signal?.aborted === true || !isRetryable(error, request)) throw error;
        const retryAfterMs = isRateLimitExceeded(error) ? error.retryAfterMs : undefined;
        // A server asking for a longer pause than `maxDelayMs` gets its answer back: the caller decides.
        if (retryAfterMs !== undefined && retryAfterMs > options.maxDelayMs) throw error;
        const delay = retryAfterMs ?? retryDelay(options, retry, random);
        await backoff(delay, request.signal, request, retry, options.retries);
      }
    }
  };
}
