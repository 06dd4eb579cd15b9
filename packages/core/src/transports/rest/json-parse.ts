/**
 * The JSON reader of the REST transport: `JSON.parse`, with the two rules the XML-RPC decoder keeps
 * — integers beyond the safe range come back exact, as `bigint` (XML-RPC decodes an `i8` so), and
 * arrays and objects nest at most 256 deep (XML-RPC's `maxDepth`); an integer has at most 1,000
 * digits. One linear pre-scan finds all three:
 * it counts the nesting outside strings and looks at each integer of 16 digits or more. A body
 * with neither (nearly all of them) is handed to `JSON.parse` as it is; one with an unsafe integer
 * is read by the exact parser below, linear too. Neither quotes the body in an error message.
 *
 * @module
 */

import { setOwn } from '../../util/records.js';

/** Deepest nesting of arrays and objects accepted in an answer (the XML-RPC decoder's `maxDepth`). */
export const MAX_JSON_DEPTH = 256;

/**
 * Longest integer accepted, in digits: far beyond any id or count (an `unsignedLong` has 20), and
 * past 309 `JSON.parse` made it `Infinity` anyway; it keeps the `bigint` conversion, which costs
 * more than linear in the digits, bounded per number.
 */
export const MAX_INTEGER_DIGITS = 1000;

/** Thrown by {@link parseJson} for an answer past one of its limits (nesting, integer length). */
export class JsonLimit extends Error {
  static {
    this.prototype.name = 'JsonLimit';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;
const DOT = 0x2e;
const LOWER_E = 0x65;
const UPPER_E = 0x45;
const PLUS = 0x2b;

function tooDeep(maxDepth: number): JsonLimit {
  return new JsonLimit(`arrays and objects nested deeper than ${String(maxDepth)} levels`);
}

function tooLong(): JsonLimit {
  return new JsonLimit(`an integer of more than ${String(MAX_INTEGER_DIGITS)} digits`);
}

/**
 * The pre-scan: throws {@link JsonLimit} past `maxDepth`, and tells whether the text holds an
 * integer outside the safe range. Lenient about syntax (the parser that follows judges it): an
 * unterminated string simply ends the scan.
 */
function scan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let unsafe = false;
  const length = text.length;
  for (let at = 0; at < length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      // Skip the string: to the next quote not escaped by an odd run of backslashes.
      let from = at + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close < 0) return unsafe;
        let before = close - 1;
        while (text.charCodeAt(before) === BACKSLASH) before--;
        if (((close - 1 - before) & 1) === 0) {
          at = close;
          break;
        }
        from = close + 1;
      }
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > maxDepth) throw tooDeep(maxDepth);
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth--;
    } else if (code === MINUS || (code >= ZERO && code <= NINE)) {
      const digitsFrom = code === MINUS ? at + 1 : at;
      let end = skipDigits(text, digitsFrom);
      const next = text.charCodeAt(end);
      if (next === DOT || next === LOWER_E || next === UPPER_E) {
        // A fraction or an exponent: a float, whatever its digits (skipped here, judged by the parser).
        if (next === DOT) end = skipDigits(text, end + 1);
        const e = text.charCodeAt(end);
        if (e === LOWER_E || e === UPPER_E) {
          const sign = text.charCodeAt(end + 1);
          end = skipDigits(text, sign === PLUS || sign === MINUS ? end + 2 : end + 1);
        }
      } else if (end - digitsFrom >= 16) {
        // 16 digits or more: possibly beyond 2^53 - 1.
        if (end - digitsFrom > MAX_INTEGER_DIGITS) throw tooLong();
        if (!Number.isSafeInteger(Number(text.slice(at, end)))) unsafe = true;
      }
      at = end - 1;
    }
  }
  return unsafe;
}

/**
 * `text` as JSON, as `JSON.parse` reads it, except that an integer beyond `Number.MAX_SAFE_INTEGER`
 * (either sign, no fraction or exponent) is a `bigint`, and nesting deeper than `maxDepth` or an
 * integer of more than {@link MAX_INTEGER_DIGITS} digits is a {@link JsonLimit}. A syntax error is a `SyntaxError` (`JSON.parse`'s, or one naming the
 * position only).
 *
 * @example
 * ```ts
 * parseJson('{"id":9007199254740993}'); // { id: 9007199254740993n }
 * parseJson('[1.5, 2]');               // [1.5, 2]
 * ```
 */
export function parseJson(text: string, maxDepth: number = MAX_JSON_DEPTH): unknown {
  if (!scan(text, maxDepth)) return JSON.parse(text) as unknown;
  return new ExactParser(text, maxDepth).document();
}

/** A recursive-descent JSON parser that keeps unsafe integers as `bigint` (depth bounded by the scan and here). */
class ExactParser {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {}

  document(): unknown {
    const value = this.value(1);
    this.skipSpace();
    if (this.at < this.text.length) throw this.unexpected();
    return value;
  }

  private unexpected(): SyntaxError {
    return this.at >= this.text.length
      ? new SyntaxError('Unexpected end of JSON input')
      : new SyntaxError(`Unexpected character in JSON at position ${String(this.at)}`);
  }

  private skipSpace(): void {
    const { text } = this;
    for (;;) {
      const code = text.charCodeAt(this.at);
      if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) this.at++;
      else return;
    }
  }

  private value(depth: number): unknown {
    this.skipSpace();
    const code = this.text.charCodeAt(this.at);
    if (code === QUOTE) return this.string();
    if (code === OPEN_OBJECT) return this.object(depth);
    if (code === OPEN_ARRAY) return this.array(depth);
    if (code === MINUS || (code >= ZERO && code <= NINE)) return this.number();
    if (this.text.startsWith('true', this.at)) return this.literal(4, true);
    if (this.text.startsWith('false', this.at)) return this.literal(5, false);
    if (this.text.startsWith('null', this.at)) return this.literal(4, null);
    throw this.unexpected();
  }

  private literal<T>(length: number, value: T): T {
    this.at += length;
    return value;
  }

  private string(): string {
    const { text } = this;
    const start = this.at;
    let from = start + 1;
    for (;;) {
      const close = text.indexOf('"', from);
      if (close < 0) {
        this.at = text.length;
        throw this.unexpected();
      }
      let before = close - 1;
      while (text.charCodeAt(before) === BACKSLASH) before--;
      if (((close - 1 - before) & 1) === 0) {
        this.at = close + 1;
        break;
      }
      from = close + 1;
    }
    // Escapes and the characters a JSON string may not hold raw are `JSON.parse`'s to judge.
    const raw = text.slice(start + 1, this.at - 1);
    if (!raw.includes('\\') && !hasControl(raw)) return raw;
    try {
      return JSON.parse(text.slice(start, this.at)) as string;
    } catch {
      this.at = start;
      throw this.unexpected();
    }
  }

  private number(): number | bigint {
    const { text } = this;
    const start = this.at;
    let at = start;
    if (text.charCodeAt(at) === MINUS) at++;
    const digitsFrom = at;
    while (isDigit(text.charCodeAt(at))) at++;
    const digits = at - digitsFrom;
    // One digit, or no leading zero.
    if (digits === 0 || (digits > 1 && text.charCodeAt(digitsFrom) === ZERO)) {
      this.at = digits === 0 ? at : digitsFrom + 1;
      throw this.unexpected();
    }
    let integer = true;
    if (text.charCodeAt(at) === DOT) {
      integer = false;
      const fractionFrom = ++at;
      while (isDigit(text.charCodeAt(at))) at++;
      if (at === fractionFrom) {
        this.at = at;
        throw this.unexpected();
      }
    }
    const e = text.charCodeAt(at);
    if (e === LOWER_E || e === UPPER_E) {
      integer = false;
      at++;
      const sign = text.charCodeAt(at);
      if (sign === PLUS || sign === MINUS) at++;
      const exponentFrom = at;
      while (isDigit(text.charCodeAt(at))) at++;
      if (at === exponentFrom) {
        this.at = at;
        throw this.unexpected();
      }
    }
    if (integer && digits > MAX_INTEGER_DIGITS) throw tooLong();
    this.at = at;
    const token = text.slice(start, at);
    const value = Number(token);
    return integer && !Number.isSafeInteger(value) ? BigInt(token) : value;
  }

  private array(depth: number): unknown[] {
    if (depth > this.maxDepth) throw tooDeep(this.maxDepth);
    this.at++;
    const items: unknown[] = [];
    this.skipSpace();
    if (this.text.charCodeAt(this.at) === CLOSE_ARRAY) {
      this.at++;
      return items;
    }
    for (;;) {
      items.push(this.value(depth + 1));
      this.skipSpace();
      const code = this.text.charCodeAt(this.at);
      this.at++;
      if (code === CLOSE_ARRAY) return items;
      if (code !== 0x2c) {
        this.at--;
        throw this.unexpected();
      }
    }
  }

  private object(depth: number): Record<string, unknown> {
    if (depth > this.maxDepth) throw tooDeep(this.maxDepth);
    this.at++;
    const record: Record<string, unknown> = {};
    this.skipSpace();
    if (this.text.charCodeAt(this.at) === CLOSE_OBJECT) {
      this.at++;
      return record;
    }
    for (;;) {
      this.skipSpace();
      if (this.text.charCodeAt(this.at) !== QUOTE) throw this.unexpected();
      const key = this.string();
      this.skipSpace();
      if (this.text.charCodeAt(this.at) !== 0x3a) throw this.unexpected();
      this.at++;
      const value = this.value(depth + 1);
      // As JSON.parse: an own property, also for `__proto__`; a repeated key keeps the last value.
      if (key === '__proto__') setOwn(record, key, value);
      else record[key] = value;
      this.skipSpace();
      const code = this.text.charCodeAt(this.at);
      this.at++;
      if (code === CLOSE_OBJECT) return record;
      if (code !== 0x2c) {
        this.at--;
        throw this.unexpected();
      }
    }
  }
}

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/** Whether `text` holds a character a JSON string may not hold raw (U+0000–U+001F). */
function hasControl(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) < 0x20) return true;
  return false;
}

/** The position after the run of digits starting at `at`. */
function skipDigits(text: string, at: number): number {
  let end = at;
  while (isDigit(text.charCodeAt(end))) end++;
  return end;
}
