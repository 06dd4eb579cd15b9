/**
 * An abortable sleep that never keeps the process alive after an abort. Internal.
 *
 * @module
 */

import { setLongTimeout } from '@svclib/core/wire';

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
