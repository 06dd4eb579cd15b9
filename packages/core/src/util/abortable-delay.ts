/**
 * One abortable wait for the transport wrappers (retry backoff, rate-limit turns).
 *
 * @module
 */

import { setLongTimeout } from './long-timeout.js';

/**
 * Resolves after `ms` milliseconds (however long: {@link setLongTimeout}), or rejects with `aborted()` as soon as `signal` aborts (at once
 * when it already has). The timer and the listener are removed either way.
 *
 * @example
 * ```ts
 * await abortableDelay(100, request.signal, () => new TransportError(0, 'aborted'));
 * ```
 */
export function abortableDelay(ms: number, signal: AbortSignal | undefined, aborted: () => Error): Promise<void> {
  if (signal?.aborted === true) return Promise.reject(aborted());
  return new Promise<void>((resolve, reject) => {
    const onAbort = (): void => {
      timer.clear();
      reject(aborted());
    };
    const timer = setLongTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
