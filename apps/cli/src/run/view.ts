/**
 * How a run shows its result: the format (`--format`, else a table on a terminal and JSON when
 * piped), `--columns`, `--sortby`, colour, and the terminal's width for a table.
 *
 * @module
 */

import type { Format, View } from '../output/index.js';
import type { RunIo } from '../io.js';
import type { Globals } from './globals.js';

/**
 * The view of a run, without the width (read from the terminal when the result is printed).
 *
 * @example
 * ```ts
 * const view: RunView = { format: 'table', columns: ['id'], sortby: undefined, color: true };
 * ```
 */
export interface RunView {
  /** The output format. */
  readonly format: Format;
  /** `--columns`. */
  readonly columns: readonly string[] | undefined;
  /** `--sortby`. */
  readonly sortby: string | undefined;
  /** Bold table headers: a terminal, no `--no-color`, `NO_COLOR` or `TERM=dumb`. */
  readonly color: boolean;
}

/**
 * The view the options and the output ask for.
 *
 * @example
 * ```ts
 * resolveView({ format: 'csv' }, io); // { format: 'csv', columns: undefined, sortby: undefined, color: … }
 * ```
 */
export function resolveView(globals: Partial<Globals>, io: RunIo): RunView {
  const format = globals.format ?? (io.stdout.isTTY === true ? 'table' : 'json');
  const color = globals.color !== false && io.stdout.isTTY === true && (process.env.NO_COLOR ?? '') === '' && process.env.TERM !== 'dumb';
  return { format, columns: globals.columns, sortby: globals.sortby, color };
}

/**
 * The view to render with now: on a terminal a table fits its width (cells cut with `…`); piped,
 * every cell is whole.
 *
 * @example
 * ```ts
 * io.stdout.write(render(result, withWidth(view, io)));
 * ```
 */
export function withWidth(view: RunView, io: RunIo): View & { color: boolean } {
  const width = view.format === 'table' && io.stdout.isTTY === true && (io.stdout.columns ?? 0) > 0 ? io.stdout.columns : undefined;
  return { format: view.format, columns: view.columns, sortby: view.sortby, color: view.color, width };
}
