/**
 * Parsing of the text of scalar elements (`<int>`, `<i8>`, `<double>`, `<boolean>`).
 * Each parser returns the value, or a string saying what is wrong.
 *
 * @internal
 * @packageDocumentation
 */

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const DOUBLE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function isXmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** `text` without leading/trailing XML whitespace (cheap when there is none). */
export function trimXmlSpace(text: string): string {
  const n = text.length;
  return n !== 0 && (isXmlSpace(text.charCodeAt(0)) || isXmlSpace(text.charCodeAt(n - 1)))
    ? text.trim()
    : text;
}

/** Whether `text` is only XML whitespace (or empty). */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isXmlSpace(text.charCodeAt(i))) return false;
  return true;
}

function show(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * Parses an integer (`[+-]digits`, surrounding whitespace allowed).
 *
 * @param raw - The element text.
 * @param tag - `int`, `i4` or `i8` (range and message).
 * @returns A number when safe, else a `bigint` (only for `i8`), or an error string.
 */
export function parseInteger(raw: string, tag: string): number | bigint | string {
  const text = trimXmlSpace(raw);
  const n = text.length;
  let i = 0;
  const first = n === 0 ? 0 : text.charCodeAt(0);
  const negative = first === 0x2d;
  if (negative || first === 0x2b) i = 1;
  if (i === n) return `bad <${tag}> ${show(raw)}: not an integer`;
  let value = 0;
  for (let j = i; j < n; j++) {
    const d = text.charCodeAt(j) - 0x30;
    if (d < 0 || d > 9) return `bad <${tag}> ${show(raw)}: not an integer`;
    value = value * 10 + d;
  }
  if (tag === 'i8') {
    if (n - i <= 15) return (negative ? -value : value) || 0; // exact below 2^53; no -0
    const big = BigInt(text);
    if (big < INT64_MIN || big > INT64_MAX) return `bad <i8> ${show(raw)}: outside the 64-bit range`;
    return Number.isSafeInteger(value) ? (negative ? -value : value) || 0 : big;
  }
  const signed = negative ? -value : value;
  if (signed < INT32_MIN || signed > INT32_MAX) {
    return `bad <${tag}> ${show(raw)}: outside the 32-bit range`;
  }
  return signed === 0 ? 0 : signed; // no -0
}

/**
 * Parses a `<double>` (decimal, optional exponent, surrounding whitespace allowed).
 *
 * @param raw - The element text.
 * @returns The finite number, or an error string.
 */
export function parseDouble(raw: string): number | string {
  const text = trimXmlSpace(raw);
  if (!DOUBLE.test(text)) return `bad <double> ${show(raw)}: not a decimal number`;
  const value = Number(text);
  return Number.isFinite(value) ? value : `bad <double> ${show(raw)}: out of range`;
}

/**
 * Parses a `<boolean>`: `0` or `1` (surrounding whitespace allowed).
 *
 * @param raw - The element text.
 * @returns The boolean, or an error string.
 */
export function parseBoolean(raw: string): boolean | string {
  const text = trimXmlSpace(raw);
  if (text === '1') return true;
  if (text === '0') return false;
  return `bad <boolean> ${show(raw)}: must be 0 or 1`;
}
