/**
 * A progress line for long jobs: rewritten in place with `\r` on a terminal, plain lines otherwise
 * (so logs and CI output stay readable).
 *
 * @module
 */

import type { Printer } from './output.js';

/**
 * A running progress display.
 *
 * @example
 * ```ts
 * const progress: Progress = startProgress(printer, 'paging', total);
 * progress.update(50);
 * progress.finish();
 * ```
 */
export interface Progress {
  /** Reports that `done` items are finished. */
  update(done: number): void;
  /** Ends the display: on a terminal the line is cleared, so the caller's summary replaces it. */
  finish(): void;
}

/**
 * Starts a progress display for `total` items (or an unknown total). On a terminal every update
 * rewrites one line; otherwise a plain line is printed each time another quarter of the total is
 * reached (or every `step` items when the total is unknown).
 *
 * @example
 * ```ts
 * const progress = startProgress(printer, 'paging', 1000);
 * for (let i = 1; i <= 1000; i += 1) progress.update(i);
 * progress.finish();
 * ```
 */
export function startProgress(printer: Printer, label: string, total: number | undefined, step = 250): Progress {
  const tty = printer.isTTY;
  const text = (done: number): string => {
    if (total === undefined || total === 0) return `${label}: ${done} items`;
    const percent = Math.floor((done / total) * 100);
    return `${label}: ${done}/${total} items (${percent}%)`;
  };
  const every = total === undefined || total === 0 ? step : Math.max(1, Math.ceil(total / 4));
  let nextMark = every;
  let lastShown = -1;
  let lastWrite = 0;
  return {
    update(done: number): void {
      if (tty) {
        const now = Date.now();
        if (done === lastShown || (now - lastWrite < 50 && done !== total)) return;
        lastShown = done;
        lastWrite = now;
        printer.write(`\r\u001b[K${text(done)}`);
        return;
      }
      if (done >= nextMark || done === total) {
        while (nextMark <= done) nextMark += every;
        if (done === lastShown) return;
        lastShown = done;
        printer.line(text(done));
      }
    },
    finish(): void {
      if (tty && lastShown >= 0) printer.write('\r\u001b[K');
    },
  };
}
