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

// Value types, resolved before any markup is written, so that the markup around a value can be
// written in one piece together with the end of the previous value.
const T_STRING = 0;
const T_INT = 1;
const T_I8 = 2;
const T_DOUBLE = 3;
const T_TRUE = 4;
const T_FALSE = 5;
const T_NIL = 6;
const T_DATE = 7;
const T_BASE64 = 8;
const T_STRUCT = 9;
const T_ARRAY = 10;
const TYPE_COUNT = 11;
/** No previous member or element. */
const T_NONE = TYPE_COUNT;

/** Markup that opens a value of each type (inside `<value>`). */
const OPEN = [
  '<string>', '<int>', '<i8>', '<double>', '<boolean>1</boolean>', '<boolean>0</boolean>', '<nil/>',
  '<dateTime.iso8601>', '<base64>', '<struct>', '<array><data>',
];
/** Markup that closes a value of each type (before `</value>`). */
const CLOSE = [
  '</string>', '</int>', '</i8>', '</double>', '', '', '', '</dateTime.iso8601>', '</base64>',
  '</struct>', '</data></array>',
];

/** `<value>` and the opening markup of a type: a param's value. */
const VALUE_OPEN = OPEN.map((open) => `<value>${open}`);
/** The closing markup of a type and `</value>`. */
const VALUE_CLOSE = CLOSE.map((close) => `${close}</value>`);
/** Closes a struct member holding a value of each type (and `''` for no member). */
const MEMBER_CLOSE = [...CLOSE.map((close) => `${close}</value></member>`), ''];
/**
 * Between two array elements, by `previous * (TYPE_COUNT + 1) + next`: the previous element's
 * closing markup and the next one's opening markup in one string (previous `T_NONE`: the first).
 */
const ELEMENT_JOINT: string[] = [];
for (let previous = 0; previous <= TYPE_COUNT; previous++) {
  for (let next = 0; next < TYPE_COUNT; next++) {
    ELEMENT_JOINT[previous * (TYPE_COUNT + 1) + next] =
      `${previous === T_NONE ? '' : VALUE_CLOSE[previous]!}${VALUE_OPEN[next]!}`;
  }
}
/** After the last array element (`''` when there was none). */
const ELEMENT_END = [...VALUE_CLOSE, ''];

/** Characters collected before the pending text is flattened into a finished part. */
const PART_SIZE = 32 * 1024;

/**
 * One encoding run. Appends to `out` and moves it into `parts` every {@link PART_SIZE}
 * characters, flattened: a long-lived rope of millions of small strings costs more in garbage
 * collection than the encoding itself.
 *
 * Every value's type is resolved first; then the markup between two values — the end of the
 * previous member (`</string></value></member>`), the next member's prefix
 * (`<member><name>id</name><value>`) and the opening of its type (`<int>`) — is appended as
 * one string, kept per nesting depth and member position and reused while records of the same
 * shape follow one another. So a scalar member costs two appends: that joint and its text.
 */
class Encoder {
  private out = '';
  private readonly parts: string[] = [];
  private readonly ancestors: object[] = [];
  /**
   * Per depth, four entries per member position: the key, the previous member's type, the
   * member's type, and the joint markup they make.
   */
  private readonly joints: unknown[][] = [];

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

  /** Appends `value` as a param value: `<value>…</value>`. */
  value(value: unknown): void {
    const type = typeOf(value);
    this.out += VALUE_OPEN[type]!;
    this.body(value, type, 0);
    this.out += VALUE_CLOSE[type]!;
  }

  /**
   * Appends what goes between the opening and the closing markup of a value of a resolved
   * type: its text, or its members or elements.
   */
  private body(value: unknown, type: number, depth: number): void {
    switch (type) {
      case T_STRING:
        this.out += escapeText(value as string);
        return;
      case T_INT:
      case T_I8:
      case T_DOUBLE:
        this.out += `${value as number | bigint}`;
        return;
      case T_DATE: {
        const text = formatDateTime(value as Date);
        if (text === undefined) {
          throw new EncodeFailure('an invalid Date or a year outside 0–9999 cannot be encoded');
        }
        this.out += text;
        return;
      }
      case T_BASE64:
        this.out += encodeBase64(value as Uint8Array);
        return;
      case T_STRUCT:
      case T_ARRAY:
        this.container(value as object, type, depth);
        return;
      default:
        // true, false, nil: all in the opening markup.
        return;
    }
  }

  /** An array or a plain object: checks for cycles and depth, then encodes it. */
  private container(value: object, type: number, depth: number): void {
    const ancestors = this.ancestors;
    for (let i = 0; i < depth; i++) {
      if (ancestors[i] === value) throw new EncodeFailure('cyclic structure: the value contains itself');
    }
    if (depth >= MAX_ENCODE_DEPTH) {
      throw new EncodeFailure(`arrays and structs nested deeper than ${MAX_ENCODE_DEPTH}`);
    }
    ancestors[depth] = value;
    if (type === T_ARRAY) this.array(value as readonly unknown[], depth + 1);
    else this.struct(value as Record<string, unknown>, depth + 1);
  }

  private struct(value: Record<string, unknown>, depth: number): void {
    const cache = (this.joints[depth] ??= []);
    let m = 0;
    let previous = T_NONE;
    let key = '';
    try {
      for (key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const item = value[key];
        const type = typeOf(item);
        // Records of one shape repeat their keys in order (keys are internalized strings, so
        // the comparison is by pointer).
        if (cache[m] !== key || cache[m + 1] !== previous || cache[m + 2] !== type) {
          cache[m] = key;
          cache[m + 1] = previous;
          cache[m + 2] = type;
          cache[m + 3] = `${MEMBER_CLOSE[previous]!}<member><name>${escapeText(key)}</name><value>${OPEN[type]!}`;
        }
        this.out += cache[m + 3] as string;
        m += 4;
        this.body(item, type, depth);
        previous = type;
        if (this.out.length > PART_SIZE) this.flush();
      }
    } catch (error) {
      if (error instanceof EncodeFailure) error.path.unshift(key);
      throw error;
    }
    this.out += MEMBER_CLOSE[previous]!;
  }

  private array(value: readonly unknown[], depth: number): void {
    let previous = T_NONE;
    let i = 0;
    try {
      for (const n = value.length; i < n; i++) {
        const item = value[i];
        const type = typeOf(item);
        this.out += ELEMENT_JOINT[previous * (TYPE_COUNT + 1) + type]!;
        this.body(item, type, depth);
        previous = type;
        if (this.out.length > PART_SIZE) this.flush();
      }
    } catch (error) {
      if (error instanceof EncodeFailure) error.path.unshift(i);
      throw error;
    }
    this.out += ELEMENT_END[previous]!;
  }

  private flush(): void {
    const part = this.out;
    part.charCodeAt(0); // flattens the rope, so its many small nodes die young
    this.parts.push(part);
    this.out = '';
  }
}

/**
 * The type a value is encoded as.
 *
 * @throws {@link EncodeFailure} for a value that cannot be encoded (at the type level: an
 *   invalid `Date` is found when it is formatted).
 */
function typeOf(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return T_STRING;
    case 'number':
      if ((value | 0) === value) return T_INT;
      if (Number.isSafeInteger(value)) return T_I8;
      if (Number.isFinite(value)) return T_DOUBLE;
      throw new EncodeFailure(`${value} is not an XML-RPC value (only finite numbers are)`);
    case 'boolean':
      return value ? T_TRUE : T_FALSE;
    case 'object': {
      if (value === null) return T_NIL;
      const proto: unknown = Object.getPrototypeOf(value);
      if (proto === Object.prototype && !Array.isArray(value)) return T_STRUCT;
      return objectType(value, proto);
    }
    case 'undefined':
      return T_NIL;
    case 'bigint':
      if (value < INT64_MIN || value > INT64_MAX) {
        throw new EncodeFailure(`${value}n is outside the 64-bit range of <i8>`);
      }
      return T_I8;
    default:
      throw new EncodeFailure(`a ${typeof value} is not an XML-RPC value`);
  }
}

/** The type of an object that is not a plain object of this realm. */
function objectType(value: object, proto: unknown): number {
  if (Array.isArray(value)) return T_ARRAY;
  if (proto === null) return T_STRUCT;
  if (value instanceof Date) return T_DATE;
  if (value instanceof Uint8Array) return T_BASE64;
  // Values from another realm (iframe, vm context) still count.
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return T_DATE;
  if (tag === '[object Uint8Array]') return T_BASE64;
  if (Object.getPrototypeOf(proto) === null && tag === '[object Object]') {
    // `Object.prototype` of another realm: a plain object.
    return T_STRUCT;
  }
  throw new EncodeFailure(
    `${describe(value)} is not an XML-RPC value (use a plain object, an array, a Date or a Uint8Array)`,
  );
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
    encoder.value(value);
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
      encoder.value(params[i]);
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
