/**
 * An abortable sleep that never keeps the process alive after an abort. Internal.
 *
 * @module
 */

import { setLongTimeout, type LongTimeout } from '@svclib/core';

/**
 * Waits `ms` (however long: core's `setLongTimeout` chains timers past 24.8 days), or less when `signal` aborts; then throws the signal's reason if it aborted. The timer
 * and the abort listener are both removed either way.
 */
export async function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  signal?.throwIfAborted();
  await new Promise<void>((resolve) => {
    const onAbort = (): void => {
      timer.clear();
      resolve();
    };
    const timer = setLongTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  signal?.throwIfAborted();
}

/**
 * Runs `work` under a deadline `timeoutMs` from now: `work` gets a signal that aborts when the caller's
 * `signal` does or when the deadline passes. At the deadline this resolves `onTimeout` at once, even
 * if `work` is stuck in a request that never answers (and the client has no timeout of its own);
 * the request is aborted. A caller's abort rejects with its reason. `timeoutMs` of 0 or `Infinity`
 * sets no deadline. The timer and the listener are removed either way.
 */
export async function withDeadline<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  onTimeout: T,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const forward = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  let timer: LongTimeout | undefined;
  const expired = new Promise<{ expired: true }>((resolve) => {
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) timer = setLongTimeout(() => resolve({ expired: true }), timeoutMs);
  });
  const running = work(controller.signal).then((value) => ({ expired: false as const, value }));
  // Once the deadline has won, the aborted work's rejection is expected and must not go unhandled.
  running.catch(() => undefined);
  try {
    const outcome = await Promise.race([running, expired]);
    return outcome.expired ? onTimeout : outcome.value;
  } catch (error) {
    // A request cut short by the caller's abort rejects with a TransportError ("Request aborted"):
    // the caller gets the reason it aborted with, whether the work was waiting or calling.
    signal?.throwIfAborted();
    throw error;
  } finally {
    timer?.clear();
    signal?.removeEventListener('abort', forward);
    if (!controller.signal.aborted) controller.abort(new DeadlineReached());
  }
}

/** The reason a {@link withDeadline} signal aborts with when the work is over (deadline or done). */
class DeadlineReached extends Error {
  override readonly name = 'DeadlineReached';
}
