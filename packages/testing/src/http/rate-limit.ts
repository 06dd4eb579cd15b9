/**
 * The fake server's per-user rate limit: a sliding one-second window of accepted calls, answered
 * like the real service answers a burst.
 *
 * @module
 */
import { FakeFault } from '../engine/fake-fault.js';
import type { FakeRateLimit } from './options.js';
import { bearerToken } from './authentication.js';
import { isStruct } from '../engine/values.js';

/** Fault code of a call over the rate limit (the real service's). */
export const RATE_LIMIT_EXCEEDED = 'Vendor_Exception_WebService_RateLimitExceeded';

const WINDOW_MS = 1000;

/** A refusal: the fault to answer with and the milliseconds until a call would be accepted. */
export interface RateLimitRefusal {
  readonly fault: FakeFault;
  readonly retryAfterMs: number;
}

/** The user a header struct names (by username or portal-token user id), for counting. */
function callerKey(headers: Record<string, unknown>, httpHeaders: Record<string, string>): string {
  const auth = headers.authenticate;
  if (!isStruct(auth)) {
    const token = bearerToken(httpHeaders);
    return token === undefined ? 'anonymous' : `bearer:${token}`;
  }
  if (typeof auth.username === 'string') return `username:${auth.username}`;
  if (typeof auth.userId === 'number' || typeof auth.userId === 'string') return `userId:${String(auth.userId)}`;
  return 'anonymous';
}

/** Counts accepted calls per user; `take` accepts one more or refuses it. */
export class RateLimiter {
  readonly #perSecond: number;
  /** Accept times per user, oldest first (never more than `perSecond` of them). */
  readonly #accepted = new Map<string, number[]>();

  constructor(limit: FakeRateLimit) {
    this.#perSecond = limit.perSecond;
  }

  /** Accepts the call (undefined) or refuses it when the user made `perSecond` calls in the last second. */
  take(headers: Record<string, unknown>, now = Date.now(), httpHeaders: Record<string, string> = {}): RateLimitRefusal | undefined {
    const key = callerKey(headers, httpHeaders);
    let times = this.#accepted.get(key);
    if (times === undefined) {
      times = [];
      this.#accepted.set(key, times);
    }
    while (times.length > 0 && (times[0] as number) <= now - WINDOW_MS) times.shift();
    if (times.length < this.#perSecond) {
      times.push(now);
      return undefined;
    }
    const retryAfterMs = Math.max(1, (times[0] as number) + WINDOW_MS - now);
    const fault = new FakeFault(RATE_LIMIT_EXCEEDED, `Rate limit of ${this.#perSecond} requests for every 1 second(s) exceeded.`);
    return { fault, retryAfterMs };
  }

  /** Forgets every count. */
  reset(): void {
    this.#accepted.clear();
  }
}
