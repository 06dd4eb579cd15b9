/**
 * Plain-text rendering for the sample app: aligned tables and section headings.
 *
 * @module
 */

/**
 * How one column of a {@link renderTable} table is laid out.
 *
 * @example
 * ```ts
 * const columns: Column[] = [{ header: 'id', align: 'right' }, { header: 'title', maxWidth: 40 }];
 * ```
 */
export interface Column {
  /** Header text. */
  header: string;
  /** `right` for numbers; default `left`. */
  align?: 'left' | 'right';
  /** Cells longer than this are cut with `…` (default: no limit). */
  maxWidth?: number;
}

/**
 * A table cell: anything that prints; `null`/`undefined` print as `-`.
 *
 * @example
 * ```ts
 * const row: Cell[] = [7, 'web1', null];
 * ```
 */
export type Cell = string | number | bigint | boolean | null | undefined;

/**
 * The text form of a cell: `-` for a missing value, numbers as written, a `Date` never arrives here
 * (callers format dates with {@link formatDate}).
 *
 * @example
 * ```ts
 * cellText(null); // '-'
 * ```
 */
export function cellText(value: Cell): string {
  if (value === null || value === undefined || value === '') return '-';
  return String(value).replace(/\s+/g, ' ');
}

function fit(text: string, maxWidth: number | undefined): string {
  if (maxWidth === undefined || text.length <= maxWidth) return text;
  return `${text.slice(0, Math.max(0, maxWidth - 1))}…`;
}

/**
 * Renders rows as an aligned table: a header line, a rule, then one line per row; columns are two
 * spaces apart and trailing spaces are trimmed. An empty table renders as its header plus `(none)`.
 *
 * @example
 * ```ts
 * renderTable([{ header: 'id', align: 'right' }, { header: 'hostname' }], [[7, 'web1']]);
 * // ' id  hostname\n---  --------\n  7  web1'
 * ```
 */
export function renderTable(columns: readonly Column[], rows: readonly (readonly Cell[])[]): string {
  const cells = rows.map((row) => columns.map((column, i) => fit(cellText(row[i]), column.maxWidth)));
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]): string =>
    values
      .map((value, i) => {
        const width = widths[i] ?? 0;
        return columns[i]?.align === 'right' ? value.padStart(width) : value.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const out = [
    line(columns.map((column) => column.header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ];
  if (rows.length === 0) out.push('(none)');
  return out.join('\n');
}

/**
 * Renders `label: value` pairs with the labels padded to one width.
 *
 * @example
 * ```ts
 * renderFields([['company', 'ACME'], ['id', 1]]); // 'company  ACME\nid       1'
 * ```
 */
export function renderFields(pairs: readonly (readonly [string, Cell])[]): string {
  const width = Math.max(0, ...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${label.padEnd(width)}  ${cellText(value)}`).join('\n');
}

/**
 * A section heading: the number and title, underlined.
 *
 * @example
 * ```ts
 * renderHeading(1, 'Account'); // '1. Account\n=========='
 * ```
 */
export function renderHeading(number: number, title: string): string {
  const text = `${number}. ${title}`;
  return `${text}\n${'='.repeat(text.length)}`;
}

/**
 * A date as `YYYY-MM-DD HH:MM` (UTC); strings that are not dates pass through unchanged.
 *
 * @example
 * ```ts
 * formatDate(new Date(Date.UTC(2024, 0, 2, 3, 4))); // '2024-01-02 03:04'
 * ```
 */
export function formatDate(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '-';
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A duration in milliseconds, rounded, with a thousands separator.
 *
 * @example
 * ```ts
 * formatMs(1234.5); // '1,235 ms'
 * ```
 */
export function formatMs(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}
