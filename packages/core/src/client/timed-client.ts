/**
 * A client that times each call (the seed's `TimedClient`).
 *
 * @module
 */

import { Client } from './client.js';
import type { ClientOptions } from '../options/settings.js';

/**
 * One timed call: `['<service as passed>.<method>', startMs, durationMs]`; `startMs` is
 * `Date.now()` at the start, `durationMs` a high-resolution duration.
 *
 * @example
 * ```ts
 * const [name, startMs, durationMs]: TimedCall = timed.getLastCalls()[0];
 * ```
 */
export type TimedCall = [call: string, startMs: number, durationMs: number];

/**
 * A {@link Client} that records each call — successful or not — as
 * `['<service as passed>.<method>', startMs, durationMs]` in {@link TimedClient.lastCalls}. It
 * observes the transport seam, so every call path (handles, `iterCall` pages,
 * `authenticateWithPassword`) is timed.
 *
 * @example
 * ```ts
 * const timed = new TimedClient({ username: 'alice', apiKey: key });
 * await timed.Account.getObject();
 * timed.getLastCalls(); // [['Account.getObject', 1718000000000, 41.7]]
 * ```
 */
export class TimedClient extends Client {
  /** The calls recorded since the last {@link TimedClient.getLastCalls}, oldest first. */
  readonly lastCalls: TimedCall[] = [];

  /**
   * @param options - the same options as {@link Client}.
   */
  constructor(options: ClientOptions = {}) {
    super(options);
    this.wrapTransport((inner) => async (request) => {
      const startMs = Date.now();
      const started = performance.now();
      try {
        return await inner(request);
      } finally {
        this.lastCalls.push([`${request.requestedService ?? request.service}.${request.method}`, startMs, performance.now() - started]);
      }
    });
  }

  /**
   * Returns the recorded calls and empties {@link TimedClient.lastCalls}.
   *
   * @example
   * ```ts
   * for (const [call, , durationMs] of timed.getLastCalls()) console.log(call, durationMs.toFixed(1));
   * ```
   */
  getLastCalls(): TimedCall[] {
    return this.lastCalls.splice(0);
  }
}
