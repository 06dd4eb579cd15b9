/**
 * Tables for a terminal, laid out by `cli-table3`: widths measured in terminal columns, and a table
 * wider than the terminal fitted to it with cut cells.
 *
 * @module
 */

import { createRequire } from 'node:module';

import type TableClass from 'cli-table3';

import { terminalSafe } from './cells.js';

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

/**
 * A table of `head` and `rows` (cells as text; server text made terminal-safe), with a rule under the
 * header; bold headers with `color`; fitted to `width` terminal columns when given.
 *
 * @example `table(['id'], [['12']], false, 80)`
 */
export function table(head: readonly string[], rows: readonly (readonly string[])[], color: boolean | undefined, width: number | undefined): string {
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
