/**
 * The 2.x state a compat client keeps across calls (headers, object mask, init parameter, result
 * limit, raw HTTP headers), its validation, and how it becomes the options of one 3.x call.
 *
 * @module
 */

import { ServiceError } from '@svclib/core';
import {
  formatObjectMask, initParametersHeader, isHttpHeaderName, MASK_HEADER, objectMaskHeader, RESULT_LIMIT_HEADER,
} from '@svclib/core/wire';
import type { CallOptions, ObjectMask } from '@svclib/core';

/** What a compat client keeps across calls. */
export interface LegacyState {
  /** The bound service as given (`Account` or `Vendor_Account`), if any. */
  serviceName: string | undefined;
  /** Kept init parameter (`setInitParameter`, or the `id` constructor option). */
  id: number | undefined;
  /** Kept object mask (`setObjectMask`). */
  mask: ObjectMask | undefined;
  /** Kept result limit (`setResultLimit`). */
  limit: { limit: number; offset: number } | undefined;
  /** Kept XML-RPC headers (`addHeader`), by name. */
  headers: Map<string, unknown>;
  /** Kept HTTP headers (`addRawHeader`), by name. */
  rawHeaders: Map<string, string>;
}

/** A fresh, empty state bound to `serviceName`. */
export function createLegacyState(serviceName: string | undefined): LegacyState {
  return { serviceName, id: undefined, mask: undefined, limit: undefined, headers: new Map(), rawHeaders: new Map() };
}

/** A short description of a wrong value for an error message (never the text of a string). */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return `a ${typeof value}`;
}

/**
 * An integer as 2.x's `int(value)` took it: a safe integer, or a string of decimal digits.
 *
 * @throws {TypeError} naming `what` when `value` is neither.
 */
export function toInteger(value: unknown, what: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value) && Number.isSafeInteger(Number(value))) {
    return Number(value);
  }
  throw new TypeError(`${what} must be an integer, got ${describe(value)}`);
}

function toCount(value: unknown, what: string): number {
  const count = toInteger(value, what);
  if (count < 0) throw new RangeError(`${what} must not be negative, got ${String(count)}`);
  return count;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `setObjectMask(mask)`: a non-empty string, or an object mask. */
export function setMask(state: LegacyState, mask: unknown): void {
  if (typeof mask === 'string') {
    if (mask.trim() === '') throw new TypeError('setObjectMask(): the mask must not be an empty string');
  } else if (!isPlainObject(mask)) {
    throw new TypeError(`setObjectMask(): the mask must be a string or an object, got ${describe(mask)}`);
  }
  state.mask = mask;
}

/** `setInitParameter(id)`. */
export function setInitParameter(state: LegacyState, id: unknown): void {
  state.id = toInteger(id, 'setInitParameter(): the id');
}

/** `setResultLimit(limit, offset = 0)`. */
export function setResultLimit(state: LegacyState, limit: unknown, offset: unknown = 0): void {
  state.limit = {
    limit: toCount(limit, 'setResultLimit(): the limit'),
    offset: toCount(offset, 'setResultLimit(): the offset'),
  };
}

/** A header name, trimmed; empty: `ServiceError` (as in 2.x). */
function headerName(name: unknown, method: string): string {
  if (typeof name !== 'string') throw new TypeError(`${method}: the header name must be a string, got ${describe(name)}`);
  const trimmed = name.trim();
  if (trimmed === '') throw new ServiceError(`${method}: please specify a header name (got an empty name)`);
  return trimmed;
}

/** `addHeader(name, value)`. */
export function addHeader(state: LegacyState, name: unknown, value: unknown): void {
  state.headers.set(headerName(name, 'addHeader()'), value);
}

/**
 * `removeHeader(name)`. As in 2.x, where the mask, init parameter and result limit were kept as
 * headers, removing `Vendor_ObjectMask`, `<Service>ObjectMask`, `<Service>InitParameters` or
 * `resultLimit` also drops that kept setting.
 */
export function removeHeader(state: LegacyState, name: unknown): void {
  const key = headerName(name, 'removeHeader()');
  state.headers.delete(key);
  if (key === MASK_HEADER && typeof state.mask === 'string') state.mask = undefined;
  if (key === RESULT_LIMIT_HEADER) state.limit = undefined;
  if (state.serviceName !== undefined) {
    if (key === objectMaskHeader(state.serviceName) && typeof state.mask === 'object') state.mask = undefined;
    if (key === initParametersHeader(state.serviceName)) state.id = undefined;
  }
}

/** `addRawHeader(name, value)`: an HTTP header name and a string (or number) value. */
export function addRawHeader(state: LegacyState, name: unknown, value: unknown): void {
  const key = headerName(name, 'addRawHeader()');
  if (!isHttpHeaderName(key)) throw new TypeError(`addRawHeader(): invalid HTTP header name ${JSON.stringify(key)}`);
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new TypeError(`addRawHeader(): the value of ${key} must be a string, got ${describe(value)}`);
  }
  const text = String(value);
  if (/[\r\n\0]/.test(text)) throw new TypeError(`addRawHeader(): the value of ${key} must not contain CR, LF or NUL`);
  state.rawHeaders.set(key, text);
}

/**
 * The 3.x call options for one call of the bound service: positional `args`, and the kept state as
 * `id`, `mask`, `headers`, `rawHeaders`, `limit` and `offset`. A string mask is sent exactly as
 * written: through `mask` when core's `formatObjectMask` would leave it unchanged, else straight
 * into the `Vendor_ObjectMask` header.
 */
export function toCallOptions(state: LegacyState, args: readonly unknown[]): CallOptions {
  const options: CallOptions = { args: [...args] };
  const headers: Record<string, unknown> = {};
  for (const [name, value] of state.headers) {
    Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true });
  }
  if (state.id !== undefined) options.id = state.id;
  if (typeof state.mask === 'string') {
    const mask = state.mask;
    if (formatObjectMask(mask) === mask) options.mask = mask;
    else headers[MASK_HEADER] = { mask };
  } else if (state.mask !== undefined) {
    options.mask = state.mask;
  }
  if (Object.keys(headers).length > 0) options.headers = headers;
  if (state.rawHeaders.size > 0) options.rawHeaders = Object.fromEntries(state.rawHeaders);
  if (state.limit !== undefined) {
    options.limit = state.limit.limit;
    options.offset = state.limit.offset;
  }
  return options;
}
