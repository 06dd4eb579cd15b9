/**
 * The text of one value: table and CSV cells, amounts with units, JSON values, and server text made
 * safe for a terminal.
 *
 * @module
 */

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

/** Text of a table or CSV cell: `-` for nothing (as the reference's CLI shows blanks), JSON for objects. */
export function cellText(value: unknown): string {
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
export function csvCell(value: unknown): string {
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

/** `JSON.stringify` replacer: bigints as numbers' text, bytes as base64. */
export function jsonValue(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/**
 * A value as JSON carries it: what `JSON.parse(JSON.stringify(value, jsonValue))` gives, without
 * writing the text — `toJSON` applied (dates as ISO text), bigints as text, bytes as base64, numbers
 * that are not finite as `null`, and `undefined` and functions left out of objects (`null` in lists).
 *
 * @example
 * ```ts
 * plainJson({ id: 1n, at: new Date(0), gone: undefined }); // { id: '1', at: '1970-01-01T00:00:00.000Z' }
 * ```
 */
export function plainJson(value: unknown): unknown {
  const convert = (key: string, given: unknown): unknown => {
    let v = given;
    if ((typeof v === 'object' && v !== null) || typeof v === 'bigint') {
      const toJSON = (v as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function') v = (toJSON as (key: string) => unknown).call(v, key);
    }
    v = jsonValue(key, v);
    if (v instanceof Number || v instanceof String || v instanceof Boolean) v = v.valueOf();
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
    if (typeof v === 'number') return Number.isFinite(v) ? v : null;
    if (typeof v !== 'object') return undefined;
    if (Array.isArray(v)) return (v as unknown[]).map((item, i) => convert(String(i), item) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) {
      const converted = convert(k, item);
      // Defined, not assigned: a key `__proto__` stays an own property, as JSON.parse makes it.
      if (converted !== undefined) Object.defineProperty(out, k, { value: converted, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return convert('', value);
}
