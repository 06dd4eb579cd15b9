/**
 * The one engine behind renewable credentials — `BearerAuthentication`'s `refresh()` and the
 * client's `credentials` provider: a value (a token, a key) with a generation number, renewed by a
 * single call of its source for all the calls in flight, each call's wait bounded by its own timeout
 * and signal.
 *
 * @module
 */

import { errorRequest } from '../errors/error-mapping.js';
import { TransportError } from '../errors/errors.js';
import { setLongTimeout } from '../util/long-timeout.js';
import type { CallRequest } from '../request/call-request.js';

/** Options of a {@link Renewal}. */
export interface RenewalOptions<T> {
  /** The value to start with (generation 0); without one, the first call obtains it. */
  readonly initial?: T | undefined;
  /** True when a value must be renewed before it is used again (an access token past its expiry). */
  readonly isStale?: ((value: T) => boolean) | undefined;
  /** What a call waits for, in messages: `Request timed out after 5s while waiting for <what>: …`. */
  readonly what: string;
}

/**
 * A renewable value. Each renewal calls `obtain()` once, however many calls ask for it meanwhile,
 * and bumps the generation. A call remembers the generation it was signed with
 * ({@link Renewal.remember}); when that call is refused, {@link Renewal.renew} renews only if no
 * renewal happened since — so calls refused after a renewal repeat with the new value instead of
 * renewing again, even when the source returned the same value as before. Waiting is bounded by the
 * call's `timeout` (seconds, counted from the start of the wait) and `signal`; the renewal itself
 * goes on for the other calls.
 */
export class Renewal<T> {
  #value: T | undefined;
  #generation = 0;
  #pending: Promise<void> | undefined;
  readonly #obtain: () => T | Promise<T>;
  readonly #isStale: (value: T) => boolean;
  readonly #what: string;
  /** Signed request records → the generation that signed them. */
  readonly #signed = new WeakMap<object, number>();

  /**
   * @param obtain - gets a new value; its rejection is every waiting call's error
   * @param options - the initial value, when a value is stale, and what calls wait for
   */
  constructor(obtain: () => T | Promise<T>, options: RenewalOptions<T>) {
    this.#obtain = obtain;
    this.#value = options.initial;
    this.#isStale = options.isStale ?? (() => false);
    this.#what = options.what;
  }

  /** The current value, or `undefined` before the first one was obtained. */
  get value(): T | undefined {
    return this.#value;
  }

  /** The number of renewals so far. */
  get generation(): number {
    return this.#generation;
  }

  /** Records that `signed` was signed with the value of `generation`; returns `signed`. */
  remember(signed: CallRequest, generation: number): CallRequest {
    this.#signed.set(signed, generation);
    return signed;
  }

  /** The generation `sent` was signed with, when it is a record {@link Renewal.remember} saw. */
  generationOf(sent: CallRequest): number | undefined {
    return this.#signed.get(sent);
  }

  /**
   * The value to sign `request` with, and its generation: the current one, else (none yet, or a
   * stale one) a renewed one — at most one renewal for this call, so a source that keeps answering
   * a stale value is not asked again and again.
   */
  async current(request: CallRequest): Promise<{ value: T; generation: number }> {
    const value = this.#value;
    if (value === undefined || this.#isStale(value)) await this.renew(this.#generation, request);
    return { value: this.#value as T, generation: this.#generation };
  }

  /**
   * After a refusal of a call signed with generation `seen`: resolves once a newer value is there —
   * at once when there already is one, else when the renewal (started now, or already running for
   * other calls) ends. Rejects with the renewal's error, or with `TransportError(0)` when the
   * call's timeout passes or its signal aborts first.
   */
  renew(seen: number, request: CallRequest): Promise<void> {
    if (seen !== this.#generation) return Promise.resolve();
    this.#pending ??= this.#start();
    return bounded(this.#pending, request, this.#what);
  }

  #start(): Promise<void> {
    const renewing = (async () => {
      const value = await this.#obtain();
      this.#value = value;
      this.#generation += 1;
    })();
    const pending = renewing.finally(() => {
      if (this.#pending === pending) this.#pending = undefined;
    });
    // Every call may have stopped waiting (timeout, abort): the outcome is then nobody's error.
    pending.catch(() => undefined);
    return pending;
  }
}

/**
 * `work`, or `TransportError(0)` as soon as `request`'s timeout passes (counted from now) or its
 * signal aborts (the abort reason as `cause`), as every other wait of core (rate-limit turns, retry
 * delays). The timer and the listener are removed either way; `work` itself is not cancelled.
 */
function bounded(work: Promise<void>, request: CallRequest, what: string): Promise<void> {
  const { signal } = request;
  const timeout = request.timeout !== undefined && request.timeout > 0 ? request.timeout : undefined;
  const label = `${request.service}.${request.method}`;
  const aborted = (): TransportError =>
    new TransportError(0, `Request aborted while waiting for ${what}: ${label}`, { cause: signal?.reason, request: errorRequest(request) });
  if (signal?.aborted === true) return Promise.reject(aborted());
  if (signal === undefined && timeout === undefined) return work;
  return new Promise<void>((resolve, reject) => {
    const settle = (outcome: () => void): void => {
      timer?.clear();
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = (): void => settle(() => reject(aborted()));
    const timer =
      timeout === undefined
        ? undefined
        : setLongTimeout(() => {
            settle(() =>
              reject(new TransportError(0, `Request timed out after ${String(timeout)}s while waiting for ${what}: ${label}`, { request: errorRequest(request) })),
            );
          }, timeout * 1000);
    signal?.addEventListener('abort', onAbort, { once: true });
    work.then(
      () => settle(resolve),
      (error: Error) => settle(() => reject(error)),
    );
  });
}
