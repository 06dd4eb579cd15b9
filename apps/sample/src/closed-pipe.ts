/**
 * `svclib-sample | head -1`: when the reader of our output goes away, the next write fails with
 * `EPIPE`. That is the reader's choice, not an error of ours: stop quietly with status 0 instead of
 * printing an unhandled `EPIPE` stack trace.
 *
 * @module
 */

/** The part of a writable stream this needs; `process.stdout` fits. */
export interface ErrorEmitter {
  /** Registers an `error` listener. */
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Calls `onClosed` (once) when `stream` fails because its reader closed the pipe (`EPIPE`); any
 * other stream error is rethrown as before.
 *
 * @example
 * ```ts
 * onClosedPipe(process.stdout, () => process.exit(0));
 * ```
 */
export function onClosedPipe(stream: ErrorEmitter, onClosed: () => void): void {
  let closed = false;
  stream.on('error', (error) => {
    if ((error as { code?: unknown }).code !== 'EPIPE') throw error;
    if (closed) return;
    closed = true;
    onClosed();
  });
}
