/**
 * Encoding of `methodCall`, `methodResponse` and fault documents.
 *
 * @packageDocumentation
 */

import { encodeBase64 } from './base64.js';
import { formatDateTime } from './date-time.js';
import { EncodeFailure, formatPath } from './encode-failure.js';
import { escapeText } from './xml-text.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Deepest nesting of arrays and structs the encoder walks (it recurses). */
export const MAX_ENCODE_DEPTH = 1000;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** `a Map`, `a Point`, … for messages. */
function describe(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  const ctor: unknown =
    proto !== null && typeof proto === 'object'
      ? (proto as { constructor?: unknown }).constructor
      : undefined;
  return typeof ctor === 'function' && ctor.name !== '' ? `a ${ctor.name}` : 'an object';
}

/**
 * Markup around a value: `[0]` in a param or an array; `[1]` in a struct member, whose
 * `<member><name>…</name><value>` prefix is written before and `</member>` after.
 */
function around(inner: string): readonly [string, string] {
  return [`<value>${inner}`, inner];
}
/** Markup after a value, in the same two contexts as {@link around}. */
function after(inner: string): readonly [string, string] {
  return [`${inner}</value>`, `${inner}</value></member>`];
}
const OPEN_STRING = around('<string>');
const CLOSE_STRING = after('</string>');
const OPEN_INT = around('<int>');
const CLOSE_INT = after('</int>');
const OPEN_I8 = around('<i8>');
const CLOSE_I8 = after('</i8>');
const OPEN_DOUBLE = around('<double>');
const CLOSE_DOUBLE = after('</double>');
const OPEN_DATE = around('<dateTime.iso8601>');
const CLOSE_DATE = after('</dateTime.iso8601>');
const OPEN_BASE64 = around('<base64>');
const CLOSE_BASE64 = after('</base64>');
const OPEN_STRUCT = around('<struct>');
const CLOSE_STRUCT = after('</struct>');
const OPEN_ARRAY = around('<array><data>');
const CLOSE_ARRAY = after('</data></array>');
const TRUE = ['<value><boolean>1</boolean></value>', '<boolean>1</boolean></value></member>'] as const;
const FALSE = ['<value><boolean>0</boolean></value>', '<boolean>0</boolean></value></member>'] as const;
const NIL = ['<value><nil/></value>', '<nil/></value></member>'] as const;

/** Characters collected before the pending text is flattened into a finished part. */
const PART_SIZE = 32 * 1024;

/**
 * One encoding run. Appends to `out` and moves it into `parts` every {@link PART_SIZE}
 * characters, flattened: a long-lived rope of millions of small strings costs more in garbage
 * collection than the encoding itself.
 */
class Encoder {
  private out = '';
  private readonly parts: string[] = [];
  private readonly ancestors: object[] = [];
  /** Per depth: by member position, the last key and its `<member><name>…</name><value>`. */
  private readonly memberPrefixes: string[][] = [];

  /** Appends raw markup. */
  raw(markup: string): void {
    this.out += markup;
  }

  /** The whole document (flat). */
  finish(): string {
    if (this.parts.length === 0) return this.out;
    this.parts.push(this.out);
    return this.parts.join('');
  }

  /**
   * Appends `value` as `<value>…</value>`; in a struct member (`member` 1) without the opening
   * `<value>` (the member prefix has it) and with the closing `</member>` in the same append
   * (fewer, longer pieces are cheaper).
   */
  value(value: unknown, depth: number, member: 0 | 1): void {
    switch (typeof value) {
      case 'string':
        this.out += OPEN_STRING[member];
        this.out += escapeText(value);
        this.out += CLOSE_STRING[member];
        return;
      case 'number':
        if ((value | 0) === value) {
          this.out += OPEN_INT[member];
          this.out += `${value}`;
          this.out += CLOSE_INT[member];
        } else if (Number.isSafeInteger(value)) {
          this.out += `${OPEN_I8[member]}${value}${CLOSE_I8[member]}`;
        } else if (Number.isFinite(value)) {
          this.out += OPEN_DOUBLE[member];
          this.out += `${value}`;
          this.out += CLOSE_DOUBLE[member];
        } else {
          throw new EncodeFailure(`${value} is not an XML-RPC value (only finite numbers are)`);
        }
        return;
      case 'boolean':
        this.out += value ? TRUE[member] : FALSE[member];
        return;
      case 'object':
        if (value === null) this.out += NIL[member];
        else this.object(value, depth, member);
        return;
      case 'undefined':
        this.out += NIL[member];
        return;
      case 'bigint':
        if (value < INT64_MIN || value > INT64_MAX) {
          throw new EncodeFailure(`${value}n is outside the 64-bit range of <i8>`);
        }
        this.out += `${OPEN_I8[member]}${value}${CLOSE_I8[member]}`;
        return;
      default:
        throw new EncodeFailure(`a ${typeof value} is not an XML-RPC value`);
    }
  }

  private object(value: object, depth: number, member: 0 | 1): void {
    const isArray = Array.isArray(value);
    if (!isArray) {
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) {
        this.special(value, proto, depth, member);
        return;
      }
    }
    this.container(value, isArray, depth, member);
  }

  /** An array or a plain object: checks for cycles and depth, then encodes it. */
  private container(value: object, isArray: boolean, depth: number, member: 0 | 1): void {
    const ancestors = this.ancestors;
    for (let i = 0; i < depth; i++) {
      if (ancestors[i] === value) throw new EncodeFailure('cyclic structure: the value contains itself');
    }
    if (depth >= MAX_ENCODE_DEPTH) {
      throw new EncodeFailure(`arrays and structs nested deeper than ${MAX_ENCODE_DEPTH}`);
    }
    ancestors[depth] = value;
    if (isArray) this.array(value as readonly unknown[], depth + 1, member);
    else this.struct(value as Record<string, unknown>, depth + 1, member);
  }

  private struct(value: Record<string, unknown>, depth: number, member: 0 | 1): void {
    this.out += OPEN_STRUCT[member];
    const cache = (this.memberPrefixes[depth] ??= []);
    let m = 0;
    let key = '';
    try {
      for (key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const item = value[key];
        if (item === undefined) continue;
        // Records of one shape repeat their keys in order: the escaped member prefix is kept
        // per position and reused when the key is the same (keys are internalized strings, so
        // the comparison is by pointer).
        if (cache[m] !== key) {
          cache[m] = key;
          cache[m + 1] = `<member><name>${escapeText(key)}</name><value>`;
        }
        this.out += cache[m + 1]!;
        m += 2;
        this.value(item, depth, 1);
        if (this.out.length > PART_SIZE) this.flush();
      }
    } catch (error) {
      if (error instanceof EncodeFailure) error.path.unshift(key);
      throw error;
    }
    this.out += CLOSE_STRUCT[member];
  }

  private array(value: readonly unknown[], depth: number, member: 0 | 1): void {
    this.out += OPEN_ARRAY[member];
    let i = 0;
    try {
      for (const n = value.length; i < n; i++) {
        this.value(value[i], depth, 0);
        if (this.out.length > PART_SIZE) this.flush();
      }
    } catch (error) {
      if (error instanceof EncodeFailure) error.path.unshift(i);
      throw error;
    }
    this.out += CLOSE_ARRAY[member];
  }

  /** A `Date`, a `Uint8Array`, a plain object of another realm, or a refused object. */
  private special(value: object, proto: unknown, depth: number, member: 0 | 1): void {
    if (value instanceof Date) {
      const text = formatDateTime(value);
      if (text === undefined) {
        throw new EncodeFailure('an invalid Date or a year outside 0–9999 cannot be encoded');
      }
      this.out += `${OPEN_DATE[member]}${text}${CLOSE_DATE[member]}`;
      return;
    }
    if (value instanceof Uint8Array) {
      this.out += OPEN_BASE64[member];
      this.out += encodeBase64(value);
      this.out += CLOSE_BASE64[member];
      return;
    }
    // Values from another realm (iframe, vm context) still count.
    const tag = Object.prototype.toString.call(value);
    if (tag === '[object Date]') {
      return this.special(new Date((value as Date).getTime()), proto, depth, member);
    }
    if (tag === '[object Uint8Array]') {
      return this.special(new Uint8Array(value as Uint8Array), proto, depth, member);
    }
    if (Object.getPrototypeOf(proto) === null && tag === '[object Object]') {
      // `Object.prototype` of another realm: a plain object.
      return this.container(value, false, depth, member);
    }
    throw new EncodeFailure(
      `${describe(value)} is not an XML-RPC value (use a plain object, an array, a Date or a Uint8Array)`,
    );
  }

  private flush(): void {
    const part = this.out;
    part.charCodeAt(0); // flattens the rope, so its many small nodes die young
    this.parts.push(part);
    this.out = '';
  }
}

function toTypeError(error: unknown, root: string): unknown {
  if (!(error instanceof EncodeFailure)) return error;
  return new TypeError(`Cannot encode ${formatPath(root, error.path)}: ${error.reason}`);
}

/**
 * Appends a `<value>` (the whole value tree).
 *
 * @param encoder - The run to append to.
 * @param value - The value.
 * @param root - The path name of the value in error messages.
 * @throws `TypeError` naming the path of a value that cannot be encoded.
 */
function encodeRoot(encoder: Encoder, value: unknown, root: string): void {
  try {
    encoder.value(value, 0, 0);
  } catch (error) {
    throw toTypeError(error, root);
  }
}

/**
 * Encodes an XML-RPC `methodCall` document, with the XML declaration.
 *
 * See the README's type table for how JavaScript values map to XML-RPC.
 *
 * @param method - The `methodName` (non-empty).
 * @param params - The parameters, each encoded as one `<param>`.
 * @returns The UTF-8 XML document as a string.
 * @throws `TypeError` naming the path of a value that cannot be encoded (e.g.
 *   `params[1].tags[3]`): functions, symbols, NaN/±Infinity, characters XML 1.0 forbids, cycles,
 *   class instances other than `Date`/`Uint8Array`, `bigint` beyond 64 bits.
 * @example
 * ```ts
 * const body = encodeMethodCall('getObject', [{ headers: { id: 42 } }, 'mask[id]']);
 * await fetch(url, { method: 'POST', headers: { 'content-type': 'application/xml' }, body });
 * ```
 */
export function encodeMethodCall(method: string, params: readonly unknown[]): string {
  if (typeof method !== 'string' || method === '') {
    throw new TypeError('Cannot encode method: it must be a non-empty string');
  }
  if (!Array.isArray(params)) throw new TypeError('Cannot encode params: it must be an array');
  let name: string;
  try {
    name = escapeText(method);
  } catch (error) {
    throw toTypeError(error, 'method');
  }
  const encoder = new Encoder();
  encoder.raw(`${XML_DECLARATION}<methodCall><methodName>${name}</methodName><params>`);
  let i = 0;
  try {
    for (const n = params.length; i < n; i++) {
      encoder.raw('<param>');
      encoder.value(params[i], 0, 0);
      encoder.raw('</param>');
    }
  } catch (error) {
    if (error instanceof EncodeFailure) error.path.unshift(i);
    throw toTypeError(error, 'params');
  }
  encoder.raw('</params></methodCall>');
  return encoder.finish();
}

/**
 * Encodes an XML-RPC `methodResponse` document carrying one value, with the XML declaration.
 *
 * @param value - The result value.
 * @returns The UTF-8 XML document as a string.
 * @throws `TypeError` naming the path of a value that cannot be encoded (e.g. `value.items[2]`).
 * @example
 * ```ts
 * const body = encodeMethodResponse([{ id: 1, hostname: 'web1' }]);
 * ```
 */
export function encodeMethodResponse(value: unknown): string {
  const encoder = new Encoder();
  encoder.raw(`${XML_DECLARATION}<methodResponse><params><param>`);
  encodeRoot(encoder, value, 'value');
  encoder.raw('</param></params></methodResponse>');
  return encoder.finish();
}

/**
 * Encodes an XML-RPC fault response, with the XML declaration.
 *
 * @param faultCode - An integer (sent as `<int>`, or `<i8>` beyond 32 bits) or a string (sent as
 *   `<string>`).
 * @param faultString - The fault message.
 * @returns The UTF-8 XML document as a string.
 * @throws `TypeError` when `faultCode` is neither an integer nor a string, or `faultString` is
 *   not a string or holds characters XML 1.0 forbids.
 * @example
 * ```ts
 * const body = encodeFault('SoftLayer_Exception_ObjectNotFound', 'Unable to find object with id of 1.');
 * ```
 */
export function encodeFault(faultCode: number | string, faultString: string): string {
  if (typeof faultCode !== 'string' && !Number.isSafeInteger(faultCode)) {
    throw new TypeError('Cannot encode faultCode: it must be a string or a safe integer');
  }
  if (typeof faultString !== 'string') {
    throw new TypeError('Cannot encode faultString: it must be a string');
  }
  const encoder = new Encoder();
  encoder.raw(`${XML_DECLARATION}<methodResponse><fault><value><struct><member><name>faultCode</name>`);
  encodeRoot(encoder, faultCode, 'faultCode');
  encoder.raw('</member><member><name>faultString</name>');
  encodeRoot(encoder, faultString, 'faultString');
  encoder.raw('</member></struct></value></fault></methodResponse>');
  return encoder.finish();
}
