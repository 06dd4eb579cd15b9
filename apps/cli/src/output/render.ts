/**
 * Rendering a result as the text to print (`--format table|json|jsonl|csv`, `--columns`,
 * `--sortby`), row by row for a streamed list, and the rows `--query` runs on.
 *
 * @module
 */

import { UsageError } from '../errors.js';
import { cellText, csvCell, jsonValue, plainJson, terminalSafe } from './cells.js';
import { col } from './result.js';
import type { Column, CommandResult, ListResult, View } from './result.js';
import { table } from './table.js';

/** Picks the columns named by `--columns`; unknown names are read as dotted record paths. */
function chooseColumns(defined: readonly Column[], names: readonly string[] | undefined): readonly Column[] {
  if (names === undefined || names.length === 0) return defined;
  return names.map((name) => defined.find((c) => c.name === name) ?? col(name));
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return cellText(a).localeCompare(cellText(b), 'en', { numeric: true });
}

function project(row: Readonly<Record<string, unknown>>, columns: readonly Column[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c.name, c.get(row) ?? null]));
}

/**
 * The rows of a list, sorted by `--sortby` (a column of the result's, or of `--columns`).
 *
 * @throws UsageError when `sortby` names a column the result does not have.
 */
function sortedRows(result: ListResult, columns: readonly Column[], sortby: string | undefined): readonly Record<string, unknown>[] {
  if (sortby === undefined) return result.rows;
  const key = result.columns.find((c) => c.name === sortby) ?? columns.find((c) => c.name === sortby);
  if (key === undefined) {
    const names = result.columns.map((c) => c.name).join(', ');
    throw new UsageError(`option '--sortby' expects one of the columns ${names}; got '${sortby}'`);
  }
  return [...result.rows].sort((a, b) => compare(key.get(a), key.get(b)));
}

/**
 * Renders a result as the text to print (ending with a newline unless empty).
 *
 * @throws UsageError when `--sortby` names a column the result does not have.
 * @example
 * ```ts
 * process.stdout.write(render({ kind: 'text', text: 'hi' }, { format: 'table' }));
 * ```
 */
export function render(result: CommandResult, view: View): string {
  if (result.kind === 'stream') throw new TypeError('render: a streamed list is written by streamLines, or collected into a list first');
  if (result.kind === 'text') {
    // On a terminal (table format) server text loses its control characters; piped it is exact.
    const text = view.format === 'table' ? terminalSafe(result.text) : result.text;
    return text.endsWith('\n') || text === '' ? text : `${text}\n`;
  }
  if (result.kind === 'message') {
    if (view.format === 'table') return `${terminalSafe(result.text)}\n`;
    if (view.format === 'csv') return `${csvCell(result.value)}\n`;
    return `${JSON.stringify(result.value ?? null, jsonValue, view.format === 'json' ? 2 : undefined)}\n`;
  }
  const columns = chooseColumns(result.columns, view.columns);
  if (result.kind === 'object') {
    const value = view.columns === undefined ? result.value : project(result.value, columns);
    if (view.format === 'json') return `${JSON.stringify(value, jsonValue, 2)}\n`;
    if (view.format === 'jsonl') return `${JSON.stringify(value, jsonValue)}\n`;
    if (view.format === 'csv') {
      return ['name,value', ...columns.map((c) => `${csvCell(c.name)},${csvCell(c.get(result.value))}`)].join('\n') + '\n';
    }
    return `${table(['name', 'value'], columns.map((c) => [c.name, cellText(c.get(result.value))]), view.color, view.width)}\n`;
  }
  const rows = sortedRows(result, columns, view.sortby);
  const out = view.columns === undefined ? rows : rows.map((row) => project(row, columns));
  if (view.format === 'json') return `${JSON.stringify(out, jsonValue, 2)}\n`;
  if (view.format === 'jsonl') return out.map((row) => `${JSON.stringify(row, jsonValue)}\n`).join('');
  const names = columns.map((c) => c.name);
  const cells = rows.map((row) => columns.map((c) => c.get(row)));
  if (view.format === 'csv') return [names, ...cells].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
  return `${table(names, cells.map((r) => r.map(cellText)), view.color, view.width)}\n`;
}

/**
 * What `--query` runs on: the rows as the table shows them — each keyed by the displayed column
 * names (`--columns`, else the command's own columns), sorted by `--sortby` — as the values JSON
 * output would carry (see {@link plainJson}), and the column names. A detail (one record) is one
 * object keyed by its row names; a message is its value; a text result is its text.
 *
 * @throws UsageError when `--sortby` names a column the result does not have.
 * @example
 * ```ts
 * queryInput({ kind: 'list', rows: [{ id: 1, datacenter: { name: 'dal10' } }], columns: [col('id'), col('datacenter', 'datacenter.name')] }, { format: 'table' });
 * // { value: [{ id: 1, datacenter: 'dal10' }], columns: ['id', 'datacenter'] }
 * ```
 */
export function queryInput(result: CommandResult, view: View): { value: unknown; columns: string[] } {
  if (result.kind === 'stream') throw new TypeError('queryInput: a streamed list is collected into a list first');
  if (result.kind === 'text') return { value: result.text, columns: [] };
  if (result.kind === 'message') return { value: plainJson(result.value ?? null), columns: [] };
  const columns = chooseColumns(result.columns, view.columns);
  const names = columns.map((c) => c.name);
  if (result.kind === 'object') return { value: plainJson(project(result.value, columns)), columns: names };
  return { value: plainJson(sortedRows(result, columns, view.sortby).map((row) => project(row, columns))), columns: names };
}

/**
 * The text of a streamed list, row by row, as {@link render} would print the whole list in `jsonl`
 * or `csv` (`--columns` applied): the CSV header (none for JSON lines) and each row's line.
 *
 * @example
 * ```ts
 * const { header, line } = streamLines([col('id')], { format: 'csv' });
 * header + line({ id: 1 }); // 'id\n1\n'
 * ```
 */
export function streamLines(defined: readonly Column[], view: View & { format: 'jsonl' | 'csv' }): { header: string; line: (row: Readonly<Record<string, unknown>>) => string } {
  const columns = chooseColumns(defined, view.columns);
  if (view.format === 'jsonl') {
    return { header: '', line: (row) => `${JSON.stringify(view.columns === undefined ? row : project(row, columns), jsonValue)}\n` };
  }
  return {
    header: `${columns.map((c) => csvCell(c.name)).join(',')}\n`,
    line: (row) => `${columns.map((c) => csvCell(c.get(row))).join(',')}\n`,
  };
}
