/**
 * Rendering of command results: `--format table|json|jsonl|csv`, `--columns`, `--sortby`. Tables are
 * laid out by `cli-table3`; JSON by `JSON.stringify`.
 *
 * @module
 */

import { createRequire } from 'node:module';

import type TableClass from 'cli-table3';

import { UsageError } from '../errors.js';

/** Output formats of `--format`. @example `FORMATS.includes('csv')` */
export const FORMATS = ['table', 'json', 'jsonl', 'csv'] as const;

/** One of {@link FORMATS}. @example `const f: Format = 'json';` */
export type Format = (typeof FORMATS)[number];

/**
 * A column of a result: a name shown in the table header and a way to read it from a record.
 *
 * @example
 * ```ts
 * const c: Column = { name: 'datacenter', get: (row) => pick(row, 'datacenter.name') };
 * ```
 */
export interface Column {
  /** Header text and the name `--columns` and `--sortby` refer to. */
  readonly name: string;
  /** Reads the cell value from a record. */
  readonly get: (row: Readonly<Record<string, unknown>>) => unknown;
}

/**
 * Reads a dotted path (`datacenter.name`, `tagReferences.0.tag.name`) from a record.
 *
 * @example
 * ```ts
 * pick({ datacenter: { name: 'dal10' } }, 'datacenter.name'); // 'dal10'
 * ```
 */
export function pick(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * A column named `name` reading `path` (default: the name itself), optionally mapped.
 *
 * @example
 * ```ts
 * const columns = [col('id'), col('primary_ip', 'primaryIpAddress')];
 * ```
 */
export function col(name: string, path: string = name, map?: (value: unknown) => unknown): Column {
  return { name, get: map === undefined ? (row) => pick(row, path) : (row) => map(pick(row, path)) };
}

/**
 * What a command produced: records (a list, or one object shown as name/value rows), plain text
 * (printed as is in every format), or a message with a value (the text for people, the value for
 * `--format json`).
 *
 * @example
 * ```ts
 * const result: CommandResult = { kind: 'message', text: 'Cancelled virtual server 12.', value: true };
 * ```
 */
export type CommandResult = ListResult | StreamResult | ObjectResult | TextResult | MessageResult;

/**
 * Records that arrive page by page (a paged listing): `--format jsonl` and `csv` write each row as it
 * arrives; the other formats, `--sortby` and `--query` collect them first (with the progress line)
 * and show them as a {@link ListResult}.
 *
 * @example
 * ```ts
 * const result: StreamResult = { kind: 'stream', rows: vs.iterInstances(), columns: [col('id')], what: 'virtual servers' };
 * ```
 */
export interface StreamResult {
  /** Discriminant. */
  kind: 'stream';
  /** The records, in order, as the pages arrive. */
  rows: AsyncIterable<Record<string, unknown>>;
  /** The columns a table or CSV shows by default. */
  columns: readonly Column[];
  /** What the records are, for the progress line (`virtual servers`). */
  what: string;
}

/** Records, one row each. @example `{ kind: 'list', rows: [{ id: 1 }], columns: [col('id')] }` */
export interface ListResult {
  /** Discriminant. */
  kind: 'list';
  /** The records. */
  rows: readonly Record<string, unknown>[];
  /** The columns a table or CSV shows by default. */
  columns: readonly Column[];
  /** Exit status after printing (default 0), e.g. 1 when some rows report a failure. */
  exitCode?: number;
}

/** One record, shown as name/value rows. @example `{ kind: 'object', value: { id: 1 }, columns: [col('id')] }` */
export interface ObjectResult {
  /** Discriminant. */
  kind: 'object';
  /** The record. */
  value: Record<string, unknown>;
  /** The rows a table or CSV shows by default. */
  columns: readonly Column[];
}

/** Text printed as is in every format (zone files, code). @example `{ kind: 'text', text: '$ORIGIN x.' }` */
export interface TextResult {
  /** Discriminant. */
  kind: 'text';
  /** The text. */
  text: string;
}

/** A sentence for people and a value for JSON. @example `{ kind: 'message', text: 'Done.', value: true }` */
export interface MessageResult {
  /** Discriminant. */
  kind: 'message';
  /** Printed in table format. */
  text: string;
  /** Printed in the other formats. */
  value: unknown;
}

/**
 * How to render: the format, and the user's `--columns` and `--sortby`.
 *
 * @example
 * ```ts
 * const view: View = { format: 'table', columns: ['id', 'hostname'], sortby: 'hostname' };
 * ```
 */
export interface View {
  /** The output format. */
  format: Format;
  /** Column names (or dotted record paths) to show, in order; all defined columns when unset. */
  columns?: readonly string[] | undefined;
  /** Column to sort list rows by (numbers numerically, the rest as text). */
  sortby?: string | undefined;
  /** Table headers in bold (a terminal without `NO_COLOR`). */
  color?: boolean | undefined;
  /**
   * The terminal's width in columns: a table wider than this has its widest columns shrunk and
   * their cells cut with `…`. Unset (piped output) draws every cell whole.
   */
  width?: number | undefined;
}

/** Decimals shown per unit: GB to the MB (`0.448 GB`), MB whole. */
const UNIT_DECIMALS: Readonly<Record<'GB' | 'MB', number>> = { GB: 3, MB: 0 };

/**
 * An amount with its unit, as a table shows it: a leading zero and a fixed number of decimals per
 * unit (`'.448'` GB is `0.448 GB`, `'.52157'` is `0.522 GB`); `undefined` for what is not a number.
 *
 * @example
 * ```ts
 * amount('.448', 'GB'); // '0.448 GB'
 * ```
 */
export function amount(value: unknown, unit: keyof typeof UNIT_DECIMALS): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '' || !NUMBER_TEXT.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? `${n.toFixed(UNIT_DECIMALS[unit])} ${unit}` : undefined;
}

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

/** Text of a table or CSV cell: `-` for nothing (as the reference's CLI shows blanks), JSON for objects. */
function cellText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (value instanceof Date) return value.toISOString();
  return scalarText(value) ?? JSON.stringify(value) ?? '-';
}

/**
 * The text of a string, number, boolean or bigint; `undefined` for anything else.
 *
 * @example
 * ```ts
 * scalarText(12); // '12'
 * ```
 */
export function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return undefined;
}

/** A plain decimal number written as text (`-5`, `+1.5e3`): no formula, left as it is. */
const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * A CSV cell. As OWASP recommends against formula injection, a text cell that begins with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text instead
 * of running it; numbers (and text that is only a number, such as `-5`) are left as they are.
 */
function csvCell(value: unknown): string {
  // Nothing is an empty cell in CSV (the table's `-` placeholder would read as a formula sign).
  let text = value === undefined || value === null || value === '' ? '' : cellText(value);
  if (typeof value !== 'number' && typeof value !== 'bigint' && /^[=+\-@\t\r]/.test(text) && !NUMBER_TEXT.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Escape sequences: CSI (`ESC [ … final`), OSC/DCS/APC/PM/SOS strings (`ESC ] … BEL` or `… ESC \\`),
 * and the other `ESC [intermediates] final` forms (`ESC c`, `ESC 7`, `ESC ( B`).
 */
const ESCAPE_SEQUENCE = new RegExp(String.raw`\u001b(?:\[[0-?]*[ -/]*[@-~]|[\]PX^_][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[ -/]*[0-~])`, 'g');

/** `\xHH` (or `\u{HHHH}`) for a character, as visible text. */
function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/**
 * Text from the server made safe for a terminal: escape sequences (colours, cursor moves, screen
 * clears, window titles, hyperlinks) are removed, and every other control character — C0 but the
 * line feed, DEL, C1 — and the bidirectional overrides and isolates (which reorder what is shown) are
 * written as visible `\xHH` / `\u{HHHH}` text.
 *
 * @example
 * ```ts
 * terminalSafe('web1\u001b[2J'); // 'web1'
 * terminalSafe('a\rb'); // 'a\\x0db'
 * ```
 */
export function terminalSafe(text: string): string {
  let out = '';
  for (const char of text.replace(ESCAPE_SEQUENCE, '')) {
    const code = char.codePointAt(0) ?? 0;
    const control = (code < 0x20 && char !== '\n') || (code >= 0x7f && code <= 0x9f);
    const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    out += control || bidi ? visible(char) : char;
  }
  return out;
}

function project(row: Readonly<Record<string, unknown>>, columns: readonly Column[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c.name, c.get(row) ?? null]));
}

/** `cli-table3` is loaded on first use, so that runs without a table (`--version`, JSON) start faster. */
const load = createRequire(import.meta.url);

/** Columns of a character on a terminal: 0 for combining marks, 2 for wide (CJK, emoji), else 1. */
function charWidth(code: number): number {
  if ((code >= 0x300 && code <= 0x36f) || code === 0x200b || (code >= 0xfe00 && code <= 0xfe0f)) return 0;
  const wide = (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3)
    || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60)
    || (code >= 0xffe0 && code <= 0xffe6) || (code >= 0x1f300 && code <= 0x1faff) || (code >= 0x20000 && code <= 0x3fffd);
  return wide ? 2 : 1;
}

/** The widest line of a cell, in terminal columns. */
function textWidth(text: string): number {
  let widest = 0;
  for (const line of text.split('\n')) {
    let width = 0;
    for (const char of line) width += charWidth(char.codePointAt(0) ?? 0);
    widest = Math.max(widest, width);
  }
  return widest;
}

/**
 * The content width of each column so that the table fits `width` terminal columns (each column
 * also takes a space either side and a border): the narrow columns keep their width and the wide
 * ones share what is left equally (water-filling, as `gh` shares a terminal), each at least one
 * column (`…`). `undefined` when the table fits as it is.
 */
function fitWidths(natural: readonly number[], width: number): number[] | undefined {
  const room = width - (3 * natural.length + 1);
  if (natural.reduce((a, b) => a + b, 0) <= room) return undefined;
  const order = natural.map((w, i) => [w, i] as const).sort((a, b) => a[0] - b[0]);
  const out = [...natural];
  let left = Math.max(room, natural.length);
  for (let k = 0; k < order.length; k++) {
    const [w, i] = order[k]!;
    const share = Math.max(1, Math.floor(left / (order.length - k)));
    out[i] = Math.min(w, share);
    left -= out[i];
  }
  return out;
}

/** `text` cut to `width` terminal columns, ending with `…` when cut (each line of a multi-line cell). */
function truncate(text: string, width: number): string {
  return text.split('\n').map((line) => {
    if (textWidth(line) <= width) return line;
    let out = '';
    let used = 0;
    for (const char of line) {
      const w = charWidth(char.codePointAt(0) ?? 0);
      if (used + w > width - 1) break;
      out += char;
      used += w;
    }
    return `${out}…`;
  }).join('\n');
}

function table(head: readonly string[], rows: readonly (readonly string[])[], color: boolean | undefined, width: number | undefined): string {
  const Table = load('cli-table3') as typeof TableClass;
  let heads = head.map(terminalSafe);
  let cells = rows.map((r) => r.map(terminalSafe));
  const widths = width === undefined ? undefined : fitWidths(heads.map((h, i) => Math.max(textWidth(h), ...cells.map((r) => textWidth(r[i] ?? '')))), width);
  if (widths !== undefined) {
    heads = heads.map((h, i) => truncate(h, widths[i]!));
    cells = cells.map((r) => r.map((c, i) => truncate(c, widths[i]!)));
  }
  const t = new Table({
    head: heads.map((h) => (color === true ? `\u001b[1m${h}\u001b[22m` : h)),
    style: { head: [], border: [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
    ...(widths === undefined ? {} : { colWidths: widths.map((w) => w + 2), wordWrap: false }),
  });
  t.push(...cells);
  // A rule under the header, so that without bold (piped, NO_COLOR, TERM=dumb) it does not read as a row.
  const lines = t.toString().split('\n');
  const headLines = Math.max(1, ...heads.map((h) => h.split('\n').length));
  const top = lines[0] ?? '';
  const rule = top.replace('┌', '├').replaceAll('┬', '┼').replace('┐', '┤');
  if (rows.length > 0) lines.splice(1 + headLines, 0, rule);
  return lines.join('\n');
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
  let rows = result.rows;
  if (view.sortby !== undefined) {
    const key = result.columns.find((c) => c.name === view.sortby) ?? columns.find((c) => c.name === view.sortby);
    if (key === undefined) {
      const names = result.columns.map((c) => c.name).join(', ');
      throw new UsageError(`option '--sortby' expects one of the columns ${names}; got '${view.sortby}'`);
    }
    rows = [...rows].sort((a, b) => compare(key.get(a), key.get(b)));
  }
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
 * names (`--columns`, else the command's own columns), sorted by `--sortby` — as JSON text, and the
 * column names. A detail (one record) is one object keyed by its row names; a message is its value;
 * a text result is its text as a JSON string.
 *
 * @example
 * ```ts
 * queryInput({ kind: 'list', rows: [{ id: 1, datacenter: { name: 'dal10' } }], columns: [col('id'), col('datacenter', 'datacenter.name')] }, { format: 'table' });
 * // { json: '[{"id":1,"datacenter":"dal10"}]', columns: ['id', 'datacenter'] }
 * ```
 */
export function queryInput(result: CommandResult, view: View): { json: string; columns: string[] } {
  if (result.kind === 'stream') throw new TypeError('queryInput: a streamed list is collected into a list first');
  if (result.kind === 'text') return { json: JSON.stringify(result.text), columns: [] };
  if (result.kind === 'message') return { json: JSON.stringify(result.value ?? null, jsonValue), columns: [] };
  const columns = chooseColumns(result.columns, view.columns).map((c) => c.name);
  return { json: render(result, { format: 'json', columns, sortby: view.sortby }), columns };
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

/** `JSON.stringify` replacer: bigints as numbers' text, bytes as base64. */
function jsonValue(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}
