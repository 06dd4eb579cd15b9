/**
 * Rendering of command results: `--format table|json|jsonl|csv`, `--columns`, `--sortby`. Tables are
 * laid out by `cli-table3`; JSON by `JSON.stringify`.
 *
 * @module
 */

import { createRequire } from 'node:module';

import type TableClass from 'cli-table3';

import { UsageError } from './errors.js';

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
export type CommandResult = ListResult | ObjectResult | TextResult | MessageResult;

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

function table(head: readonly string[], rows: readonly (readonly string[])[], color: boolean | undefined): string {
  const Table = load('cli-table3') as typeof TableClass;
  const t = new Table({
    head: head.map((h) => (color === true ? `\u001b[1m${terminalSafe(h)}\u001b[22m` : terminalSafe(h))),
    style: { head: [], border: [] },
    chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
  });
  t.push(...rows.map((r) => r.map(terminalSafe)));
  return t.toString();
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
    return `${table(['name', 'value'], columns.map((c) => [c.name, cellText(c.get(result.value))]), view.color)}\n`;
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
  return `${table(names, cells.map((r) => r.map(cellText)), view.color)}\n`;
}

/**
 * The text `--format json` would print for a result (list rows sorted and projected by the view); a
 * text result is its text as a JSON string. `--query` runs on this.
 *
 * @example
 * ```ts
 * toJsonText({ kind: 'list', rows: [{ id: 1 }], columns: [col('id')] }, { format: 'table' }); // '[\n  {\n    "id": 1\n  }\n]\n'
 * ```
 */
export function toJsonText(result: CommandResult, view: View): string {
  if (result.kind === 'text') return JSON.stringify(result.text);
  return render(result, { format: 'json', columns: view.columns, sortby: view.sortby });
}

/** `JSON.stringify` replacer: bigints as numbers' text, bytes as base64. */
function jsonValue(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}
