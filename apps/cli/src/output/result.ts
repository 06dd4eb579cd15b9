/**
 * What a command produces and how it is to be shown: the results (`CommandResult`), their columns
 * (`Column`, `col`, `pick`), the formats and the `View`.
 *
 * @module
 */

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
