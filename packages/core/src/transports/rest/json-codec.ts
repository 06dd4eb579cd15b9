/**
 * The JSON side of the REST transport: the call's arguments as a JSON body (bytes as base64, as the
 * reference client sends them), and the response body codec — JSON read as it streams in, error
 * bodies `{ "error": "…", "code": "…" }` read as faults.
 *
 * @module
 */

import { emptyBodyError, jsonDecodeError, jsonLimitError, type FaultLike } from '../../errors/error-mapping.js';
import type { BodyCodec, BodyInput } from '../../http/exchange.js';
import { isRecord } from '../../util/records.js';
import { loneSurrogateAt, loneSurrogateText } from '../../request/wire-names.js';
import { JsonLimit, parseJson } from './json-parse.js';

/** Thrown for a value JSON cannot carry; the message names its path. */
class UnencodableValue extends TypeError {
  static {
    this.prototype.name = 'TypeError';
  }
}

/** Deepest nesting of an argument (as the XML-RPC codec's limit, far beyond any real call). */
const MAX_DEPTH = 256;

/** `bytes` as base64. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let at = 0; at < bytes.length; at += step) {
    binary += String.fromCharCode(...bytes.subarray(at, at + step));
  }
  return btoa(binary);
}

/**
 * What stands for a `bigint` beyond the safe range in the JSON text until its digits replace it: a
 * string no argument can hold (a control character and a random tag of this process).
 */
const BIG_TAG = `\u0000svclib-bigint-${Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('')}:`;
/** {@link BIG_TAG} and its digits as `JSON.stringify` writes them. */
const BIG_TOKEN = new RegExp(`"${JSON.stringify(BIG_TAG).slice(1, -1).replace(/\\/g, '\\\\')}(-?\\d+)"`, 'g');

/** The path and position of a lone surrogate in `text`, for a message; `undefined` when there is none. */
function surrogateProblem(text: string, path: string): string | undefined {
  const at = loneSurrogateAt(text);
  if (at < 0) return undefined;
  return `${path} holds ${loneSurrogateText(text, at)}, which cannot be sent`;
}

/** Whether {@link jsonReady} met a `bigint` beyond the safe range (its text then needs {@link BIG_TOKEN} replaced). */
interface ReadyState {
  readonly seen: Set<object>;
  bigints: boolean;
}

/**
 * `value` as a JSON-ready value: `Uint8Array`/`ArrayBuffer` as base64 strings, `Date` as ISO-8601,
 * a safe `bigint` as a number and any other as its exact digits (as XML-RPC sends an `i8`); a
 * non-finite number, a function, a symbol, an invalid date, a cycle or a string (or key) with a
 * lone surrogate is a `TypeError` naming its path (`parameters[1].tags[0]`).
 */
function jsonReady(value: unknown, path: string, depth: number, state: ReadyState): unknown {
  switch (typeof value) {
    case 'string': {
      const problem = surrogateProblem(value, path);
      if (problem !== undefined) throw new UnencodableValue(problem);
      return value;
    }
    case 'boolean':
    case 'undefined':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new UnencodableValue(`${path} is ${String(value)}, which JSON cannot carry`);
      return value;
    case 'bigint':
      if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
        state.bigints = true;
        return `${BIG_TAG}${value.toString()}`;
      }
      return Number(value);
    case 'function':
    case 'symbol':
      throw new UnencodableValue(`${path} is a ${typeof value}, which JSON cannot carry`);
    default:
      break;
  }
  if (value === null) return null;
  if (depth > MAX_DEPTH) throw new UnencodableValue(`${path} is nested deeper than ${String(MAX_DEPTH)} levels`);
  const object = value as object;
  if (object instanceof Date) {
    if (Number.isNaN(object.getTime())) throw new UnencodableValue(`${path} is an invalid Date`);
    return object.toISOString();
  }
  if (object instanceof Uint8Array) return base64(object);
  if (object instanceof ArrayBuffer) return base64(new Uint8Array(object));
  const { seen } = state;
  if (seen.has(object)) throw new UnencodableValue(`${path} refers back to itself (a cycle)`);
  seen.add(object);
  try {
    if (Array.isArray(object)) return object.map((item: unknown, index) => jsonReady(item, `${path}[${String(index)}]`, depth + 1, state));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(object)) {
      const inner = /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
      const problem = surrogateProblem(key, `the key of ${inner}`);
      if (problem !== undefined) throw new UnencodableValue(problem);
      Object.defineProperty(out, key, { value: jsonReady((object as Record<string, unknown>)[key], inner, depth + 1, state), enumerable: true, writable: true, configurable: true });
    }
    return out;
  } finally {
    seen.delete(object);
  }
}

/**
 * The REST body of a call with arguments: `{"parameters":[…]}`.
 *
 * @throws `TypeError` naming the path of a value JSON cannot carry.
 * @example
 * ```ts
 * encodeParameters(['test', 1]); // '{"parameters":["test",1]}'
 * encodeParameters([2n ** 64n]);  // '{"parameters":[18446744073709551616]}'
 * ```
 */
export function encodeParameters(args: readonly unknown[]): string {
  const state: ReadyState = { seen: new Set(), bigints: false };
  const text = JSON.stringify({ parameters: jsonReady(args, 'parameters', 0, state) });
  return state.bigints ? text.replace(BIG_TOKEN, '$1') : text;
}

/** Thrown by {@link decodeJson} for a body that is not UTF-8. */
class InvalidUtf8 extends Error {
  static {
    this.prototype.name = 'InvalidUtf8';
  }
}

/** Thrown by {@link decodeJson} for a body that is not JSON. */
class InvalidJson extends Error {
  static {
    this.prototype.name = 'InvalidJson';
  }
}

/** The text of a body, whole or as it streams in (UTF-8, strictly). */
async function bodyText(input: BodyInput): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    if (input instanceof Uint8Array) return decoder.decode(input);
    const parts: string[] = [];
    for await (const chunk of input) parts.push(decoder.decode(chunk, { stream: true }));
    parts.push(decoder.decode());
    return parts.join('');
  } catch (error) {
    // Only the decoder throws a TypeError here; a read failure is the exchange's (it knows).
    if (error instanceof TypeError) throw new InvalidUtf8('the body is not UTF-8', { cause: error });
    throw error;
  }
}

/**
 * The parser's message without the text it quotes from the body (`JSON.parse` quotes its first
 * characters, `Unexpected token 'k', "k3y-ab12" is not valid JSON`, which may be a secret whole or
 * in part) and without an unexpected letter or digit: `Unexpected token '<', the body is not valid
 * JSON`. The position of the failure, when the message gives one, stays.
 */
export function parserMessage(message: string): string {
  const first = message.indexOf('"');
  const last = message.lastIndexOf('"');
  const unquoted = first >= 0 && last > first
    ? `${message.slice(0, first).replace(/\.{3}$/, '')}the body${message.slice(last + 1).replace(/^\.{3}/, '')}`
    : message;
  return unquoted.replace(/\btoken '([^']{1,2})'/u, (whole, token: string) => (/[\p{L}\p{N}]/u.test(token) ? 'token' : whole));
}

/**
 * A JSON body decoded (integers beyond 2^53 as `bigint`, at most 256 levels deep: `json-parse.ts`);
 * an empty one is `undefined`'s error (see the codec). A body that is not JSON
 * fails with a `SyntaxError` of its own ({@link parserMessage}): the parser's, which quotes the
 * body, is not kept.
 */
async function decodeJson(input: BodyInput): Promise<unknown> {
  const text = await bodyText(input);
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof JsonLimit) throw error;
    const message = text.trim() === '' ? 'empty body' : parserMessage(error instanceof Error ? error.message : String(error));
    throw new InvalidJson(message, { cause: new SyntaxError(message) });
  }
}

/**
 * The fault of a REST error body: `{ "error": "…", "code": "…" }` → `{ faultCode: code, faultString: error }`
 * (without a `code`, the HTTP status is the fault code); anything else holds none.
 */
export function restFault(body: unknown, status: number): FaultLike | undefined {
  if (!isRecord(body) || typeof body.error !== 'string') return undefined;
  const code = body.code;
  return { faultCode: typeof code === 'string' || typeof code === 'number' ? code : status, faultString: body.error };
}

/** The REST body codec. */
export const JSON_CODEC: BodyCodec = {
  decode: (input) => decodeJson(input),
  failure(error, exchange, response, empty) {
    if (error instanceof InvalidUtf8) return jsonDecodeError(error, exchange, response.status, true);
    if (error instanceof JsonLimit) return jsonLimitError(error, exchange, response.status);
    if (!(error instanceof InvalidJson)) return undefined;
    return empty || error.message === 'empty body'
      ? emptyBodyError(exchange, response.status, error)
      : jsonDecodeError(error.cause, exchange, response.status);
  },
  async errorFault(data, status) {
    try {
      return restFault(await decodeJson(data), status);
    } catch {
      return undefined;
    }
  },
};
