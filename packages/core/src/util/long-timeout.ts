/**
 * A timer that waits as long as it says. `setTimeout` holds at most 2³¹−1 ms (about 24.8 days): a
 * longer delay, or `NaN`, fires at once. Every wait of svclib (retry backoff, rate-limit turns, the
 * transport's timeout, the managers' polling and deadlines) goes through {@link setLongTimeout},
 * which chains timers for a longer delay.
 *
 * @module
 */

/**
 * The largest delay one `setTimeout` holds, in milliseconds (2³¹−1, about 24.8 days).
 *
 * @example
 * ```ts
 * MAX_TIMER_MS; // 2147483647
 * ```
 */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * A pending {@link setLongTimeout}.
 *
 * @example
 * ```ts
 * const timer: LongTimeout = setLongTimeout(() => console.log('later'), 30 * 86_400_000);
 * timer.clear();
 * ```
 */
export interface LongTimeout {
  /** Cancels the timer (nothing happens when it already fired). */
  clear(): void;
}

/**
 * Calls `callback` after `ms` milliseconds, however long: a delay beyond {@link MAX_TIMER_MS} is
 * waited as a chain of timers, never cut short. `Infinity` never fires (and holds no timer). A
 * negative delay fires on the next turn, as `setTimeout` does.
 *
 * @throws RangeError when `ms` is not a number or is `NaN` (a `setTimeout` would fire at once).
 * @example
 * ```ts
 * const timer = setLongTimeout(() => controller.abort(), 40 * 86_400_000); // 40 days
 * ```
 */
export function setLongTimeout(callback: () => void, ms: number): LongTimeout {
  if (typeof ms !== 'number' || Number.isNaN(ms)) throw new RangeError(`A delay must be a number of milliseconds, got ${String(ms)}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let remaining = Math.max(0, ms);
  const step = (): void => {
    if (remaining === Number.POSITIVE_INFINITY) return;
    const now = Math.min(remaining, MAX_TIMER_MS);
    remaining -= now;
    timer = setTimeout(() => {
      if (remaining > 0) step();
      else callback();
    }, now);
  };
  step();
  return {
    clear() {
      remaining = 0;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
