/**
 * Waiting for a server to be ready: the options of the `waitForReady` methods, the readiness
 * test, and the fixed-pause poll they run on the waiters' engine. Internal.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Provisioning_Version1_Transaction } from '@svclib/model';
import type { ManagerClient } from './manager-client.js';
import { runWaiter, waiterSettings } from './waiters/wait-until.js';

/**
 * Options of a `waitForReady` method.
 *
 * @example
 * ```ts
 * const ready = await hw.waitForReady(1, { timeoutMs: 600_000, pollMs: 5_000 });
 * ```
 */
export interface ReadyOptions {
  /** Give up after this long. `0` checks once. */
  timeoutMs?: number;
  /** Pause between checks (default 10 000 ms; must be greater than zero). */
  pollMs?: number;
  /** Also wait for any other active transaction to finish, not only a reload (default false). */
  pending?: boolean;
  /** Cancels the wait. */
  signal?: AbortSignal;
}

/**
 * The options of a wait for readiness, tied to {@link ReadyOptions}; `timeoutMs` and `pollMs` are
 * range-checked by {@link pollUntilReady} (a `RangeError`).
 */
export const READY_OPTIONS = defineOptions('waitForReady', {
  timeoutMs: opt.anything<number>(),
  pollMs: opt.anything<number>(),
  pending: opt.nonNull(opt.boolean()),
  signal: opt.signal(),
} satisfies SpecFor<ReadyOptions>);

/** What the readiness check reads of a server. */
export interface ReadyState {
  provisionDate?: unknown;
  activeTransaction?: Provisioning_Version1_Transaction | null;
  lastOperatingSystemReload?: Provisioning_Version1_Transaction | null;
}

/**
 * Ready as the reference client's `is_ready` says: provisioned, not reloading (the active
 * transaction is not the last OS reload) and, with `pending`, no active transaction at all.
 */
export function isServerReady(server: ReadyState | undefined, pending: boolean): boolean {
  const active = server?.activeTransaction?.id;
  const lastReload = server?.lastOperatingSystemReload?.id;
  const reloading = active !== undefined && lastReload !== undefined && active === lastReload;
  const outstanding = pending && active !== undefined;
  return Boolean(server?.provisionDate) && !reloading && !outstanding;
}

/**
 * Checks the times of a wait: `timeoutMs` a number >= 0, `pollMs` (default 10 000) a finite number > 0.
 *
 * @returns The poll interval to use.
 * @throws RangeError naming `where` and the bad value.
 */
export function checkReadyTimes(where: string, timeoutMs: unknown, pollMs: unknown = 10_000): number {
  if (typeof timeoutMs !== 'number' || !(timeoutMs >= 0)) {
    throw new RangeError(`${where}: timeoutMs must be a number of milliseconds >= 0, got ${String(timeoutMs)}`);
  }
  if (typeof pollMs !== 'number' || !(pollMs > 0) || !Number.isFinite(pollMs)) {
    throw new RangeError(`${where}: pollMs must be a finite number of milliseconds > 0, got ${String(pollMs)}`);
  }
  return pollMs;
}

/**
 * Polls on the waiters' engine ({@link runWaiter}) with the fixed pause of a `waitFor…` method:
 * `pollMs` between checks, at most `timeoutMs` in all (a check still in flight at the deadline is
 * aborted), `0` checking once. Resolves `true` once `ready` holds for an answer, `false` when the
 * time runs out. A rate-limited check backs off and checks again; any other API error rejects.
 *
 * @throws RangeError for a bad `timeoutMs` or `pollMs`; the signal's reason when aborted.
 */
export async function pollUntilReady<S>(
  where: string,
  client: ManagerClient,
  o: { timeoutMs: number; pollMs?: number | undefined; signal?: AbortSignal | undefined },
  read: (signal: AbortSignal) => Promise<S>,
  ready: (server: S) => boolean,
): Promise<boolean> {
  const pollMs = checkReadyTimes(where, o.timeoutMs, o.pollMs);
  const settings = waiterSettings(where, { client, maxWaitMs: o.timeoutMs, minDelayMs: pollMs, maxDelayMs: pollMs, signal: o.signal }, { minDelayMs: pollMs, maxDelayMs: pollMs });
  const result = await runWaiter(settings, {
    poll: ({ signal }) => read(signal),
    acceptors: [{ state: 'success', result: ready }],
  });
  return result.state === 'success';
}
