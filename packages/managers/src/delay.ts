/**
 * An abortable sleep that never keeps the process alive after an abort. Internal.
 *
 * @module
 */

/**
 * Waits `ms`, or less when `signal` aborts; then throws the signal's reason if it aborted. The timer
 * and the abort listener are both removed either way.
 */
export async function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  signal?.throwIfAborted();
  await new Promise<void>((resolve) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  signal?.throwIfAborted();
}
