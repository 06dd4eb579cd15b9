/**
 * Test helper (not shipped): a fake clock for the waiters. `sleep` advances `now` by the pause at
 * once and records it, then runs `onSleep` (where a test changes the fake server's state, as time
 * passing would); the checks still go over real HTTP to the fake server.
 *
 * @module
 */
import type { WaiterClock } from './wait-until.js';

/** A fake clock and what it saw. */
export interface FakeClock {
  /** Pass as the waiter's `clock`. */
  readonly clock: WaiterClock;
  /** Every pause asked for, in order. */
  readonly sleeps: number[];
  /** The fake time now. */
  now(): number;
}

/**
 * A clock starting at a fixed time; `random` (default 0.5) is the jitter's draw.
 *
 * @param onSleep - Called after each pause with its number (1, 2, …).
 */
export function fakeClock(onSleep?: (pause: number) => void | Promise<void>, random: () => number = () => 0.5): FakeClock {
  let now = Date.UTC(2025, 0, 1);
  const sleeps: number[] = [];
  const clock: WaiterClock = {
    now: () => now,
    sleep: async (ms, signal) => {
      signal.throwIfAborted();
      sleeps.push(ms);
      now += ms;
      await onSleep?.(sleeps.length);
      signal.throwIfAborted();
    },
    random,
  };
  return { clock, sleeps, now: () => now };
}

/** A clock whose pauses last until their signal aborts (for an abort during a pause). */
export function stuckClock(): WaiterClock {
  return {
    now: () => Date.now(),
    sleep: (_ms, signal) => new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    }),
  };
}
