/**
 * The options of one call (the seed's call keywords, SPEC §2) and their validation.
 *
 * @module
 */

import type { LooseObjectFilter } from '@svclib/model';
import { array, boolean, checker, count, record, signal } from './option-checkers.js';
import { describeId, ID_EXPECTED, isIdString } from '../util/identifier.js';
import { defineOptions, optionError, type SpecFor } from './option-spec.js';
import { isRecord } from '../util/records.js';
import { selectionMask } from '../selection/select-mask.js';
import type { Selection } from '../selection/selection.js';
import { checkHeaderName, isHttpHeaderName, loneSurrogateIn } from '../request/wire-names.js';

/** An XML-RPC header struct: header name → value. */
export type XmlRpcHeaders = Record<string, unknown>;

/**
 * An object mask: a string (`'id, hostname, datacenter.name'`, or the older `mask[…]` form), or an
 * object mask struct sent as given.
 *
 * @example
 * ```ts
 * const mask: ObjectMask = 'id, domain, datacenter.name';
 * ```
 */
export type ObjectMask = string | Record<string, unknown>;

/**
 * An object filter not checked against a record: `{ <propertyGroup>: { <property>: { operation: … } } }`.
 * The one object filter type of svclib (defined in `@svclib/model` as `LooseObjectFilter`; the
 * managers re-export it). Typed calls check their filter against the method's result instead
 * (`FilterFor` of `@svclib/model`).
 *
 * @example
 * ```ts
 * const filter: ObjectFilter = { virtualGuests: { domain: { operation: 'example.com' } } };
 * ```
 */
export type ObjectFilter = LooseObjectFilter;

/**
 * The options every call takes, typed or untyped: everything but `args`, `id` and `filter`, whose
 * types a typed call takes from the model.
 *
 * @example
 * ```ts
 * const options: CommonCallOptions = { mask: 'id, hostname', limit: 10, signal: AbortSignal.timeout(5000) };
 * ```
 */
export interface CommonCallOptions {
  /**
   * Object mask. A string goes in header `Vendor_ObjectMask: { mask }`, trimmed and wrapped as
   * `mask[…]` unless it already starts with `mask` or `[`; an object goes in header
   * `<Service>ObjectMask: { mask }` as given.
   *
   * @example
   * ```ts
   * await client.call('Ticket', 'getObject', { id: 123, mask: 'updates, attachedHardware.datacenter' });
   * ```
   */
  mask?: ObjectMask | undefined;
  /**
   * The object form of a mask: each property `true`, a relation nesting the selection of its
   * record, `$cast` naming a record the level is cast to. Sent as the equivalent mask string
   * (`{ id: true, datacenter: { name: true } }` → `mask[id,datacenter[name]]`); typed calls check it
   * against the result's record and narrow the result by it. Not together with `mask`: a `TypeError`.
   *
   * @example
   * ```ts
   * await client.call('Virtual_Guest', 'getObject', { id: 123, select: { hostname: true, datacenter: { name: true } } });
   * ```
   */
  select?: Selection | undefined;
  /**
   * XML-RPC headers merged into the header struct, for this call only.
   *
   * @example
   * ```ts
   * await client.call('Account', 'getObject', { headers: { customHeader: { value: 1 } } });
   * ```
   */
  headers?: XmlRpcHeaders | undefined;
  /**
   * HTTP compression (default `true`: `Accept: *\/*` and `Accept-Encoding: gzip, deflate, compress`);
   * `false` asks for an uncompressed body.
   *
   * @example
   * ```ts
   * await client.call('Account', 'getObject', { compress: false });
   * ```
   */
  compress?: boolean | undefined;
  /**
   * HTTP headers merged over the defaults (case-insensitively), for this call only.
   *
   * @example
   * ```ts
   * await client.call('Account', 'getObject', { rawHeaders: { 'X-Request-Id': 'abc' } });
   * ```
   */
  rawHeaders?: Readonly<Record<string, string>> | undefined;
  /**
   * Return at most this many results: header `resultLimit: { limit, offset: offset ?? 0 }`.
   *
   * @example
   * ```ts
   * await client.call('Account', 'getVirtualGuests', { limit: 10 });
   * ```
   */
  limit?: number | undefined;
  /**
   * Skip this many results (used with `limit`).
   *
   * @example
   * ```ts
   * await client.call('Account', 'getVirtualGuests', { limit: 10, offset: 10 }); // page 2
   * ```
   */
  offset?: number | undefined;
  /**
   * Cancels the HTTP request when aborted (the call rejects with `TransportError(0)`).
   *
   * @example
   * ```ts
   * await client.call('Account', 'getObject', { signal: AbortSignal.timeout(5000) });
   * ```
   */
  signal?: AbortSignal | undefined;
}

/**
 * Options of one call. Every option is optional; an unknown option name rejects the call with a
 * `TypeError` listing the offending names, before any request is sent.
 *
 * @example
 * ```ts
 * await client.call('Account', 'getVirtualGuests', {
 *   mask: 'id, hostname',
 *   filter: { virtualGuests: { domain: { operation: 'example.com' } } },
 *   limit: 10,
 *   offset: 20,
 * });
 * ```
 */
export interface CallOptions extends CommonCallOptions {
  /**
   * Positional arguments of the remote method, in order.
   *
   * @example
   * ```ts
   * await client.call('Ticket', 'addUpdate', { id: 123, args: [{ entry: 'text' }] });
   * ```
   */
  args?: readonly unknown[] | undefined;
  /**
   * Id of the object the call acts on: header `<Service>InitParameters: { id }` (over REST, the
   * path segment after the service). A non-negative integer, or an id string of letters, digits and
   * `-_.~:@+` with at least one letter or digit (a UUID, a pod name such as `dal05.pod01`), at most
   * 256 characters; anything else (`'..'`, `'a/b'`, `-1`) is a `TypeError` before anything is sent.
   *
   * @example
   * ```ts
   * await client.call('Ticket', 'getObject', { id: 123 });
   * ```
   */
  id?: number | string | undefined;
  /**
   * Object filter: header `<Service>ObjectFilter`.
   *
   * @example
   * ```ts
   * await client.call('Account', 'getTickets', { filter: { tickets: { id: { operation: 123 } } } });
   * ```
   */
  filter?: ObjectFilter | undefined;
}

/**
 * Options of `iterCall`: the paging options and every call option (whose `limit` and `offset`
 * then bound the whole iteration).
 *
 * @example
 * ```ts
 * for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 50, limit: 120 })) {}
 * ```
 */
export interface IterCallOptions extends CallOptions, PagingOptions {}

/**
 * The paging options of `iterCall` and `iterPages` (with any call option).
 *
 * @example
 * ```ts
 * const paging: PagingOptions = { chunk: 50, concurrency: 4 };
 * ```
 */
export interface PagingOptions {
  /**
   * Page size (default 100). Zero or less: `RangeError` "chunk size must be greater than zero".
   *
   * @example
   * ```ts
   * client.iterCall('Account', 'getVirtualGuests', { chunk: 25 });
   * ```
   */
  chunk?: number | undefined;
  /**
   * Pages requested at a time once the first page reports the total (`Vendor-Total-Items`).
   * Default 1 (one page after the other). Items are still yielded in order; at most
   * `concurrency` requests are in flight and at most `2 × concurrency` pages are held at once.
   *
   * @example
   * ```ts
   * client.iterCall('Account', 'getVirtualGuests', { chunk: 50, concurrency: 4 });
   * ```
   */
  concurrency?: number | undefined;
}

/**
 * Call options with `iter: true`: the call returns the `iterCall` async generator instead of a
 * promise.
 *
 * @example
 * ```ts
 * for await (const guest of client.call('Account', 'getVirtualGuests', { iter: true, chunk: 50 })) {}
 * ```
 */
export interface IterTrueCallOptions extends IterCallOptions, IterTrue {}

/**
 * The `iter: true` option: the call returns the `iterCall` async generator.
 *
 * @example
 * ```ts
 * const paged: IterTrue = { iter: true };
 * ```
 */
export interface IterTrue {
  /**
   * `true`: page through the result with `iterCall`.
   *
   * @example
   * ```ts
   * client.Account.getVirtualGuests({ iter: true });
   * ```
   */
  iter: true;
}

/**
 * Call options with `iter` absent or `false`: the call resolves its result.
 *
 * @example
 * ```ts
 * const account = await client.call('Account', 'getObject', { iter: false });
 * ```
 */
export interface SingleCallOptions extends CallOptions, IterFalse {}

/**
 * The `iter` option absent or `false`: the call resolves its result.
 *
 * @example
 * ```ts
 * const single: IterFalse = { iter: false };
 * ```
 */
export interface IterFalse {
  /**
   * `false` (or absent): make one call.
   *
   * @example
   * ```ts
   * await client.Account.getObject({ iter: false });
   * ```
   */
  iter?: false | undefined;
}

/** Call options after validation; absent options are `undefined`, `compress` is a boolean. */
export interface NormalizedCallOptions {
  readonly args: unknown[];
  readonly id: number | string | undefined;
  readonly mask: ObjectMask | undefined;
  readonly filter: ObjectFilter | undefined;
  readonly headers: XmlRpcHeaders | undefined;
  readonly compress: boolean;
  readonly rawHeaders: Readonly<Record<string, string>> | undefined;
  readonly limit: number | undefined;
  readonly offset: number | undefined;
  readonly signal: AbortSignal | undefined;
}

/** The checker of each call option (and `iter`, which `call` takes off first). */
export const CALL_OPTIONS = defineOptions('Call', {
  args: array(),
  // A string's characters are checked in normalizeCallOptions, whose message quotes it (an id is no secret).
  id: checker<number | string>(ID_EXPECTED, (v) => (typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'string')),
  mask: checker<ObjectMask>('a non-empty string or an object', (v) => (typeof v === 'string' ? v.trim() !== '' : isRecord(v))),
  select: record<Selection>('an object of property names'),
  filter: record<ObjectFilter>(),
  headers: record<XmlRpcHeaders>(),
  compress: boolean(),
  rawHeaders: record<Readonly<Record<string, string>>>('an object of strings'),
  limit: count(),
  offset: count(),
  signal: signal(),
  iter: boolean(),
} satisfies SpecFor<SingleCallOptions>);

/** The call option names (`iter` last). */
export const CALL_OPTION_NAMES: readonly string[] = CALL_OPTIONS.keys;

/** True for a non-negative safe integer. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Validates call options (`iter`, if still there, is checked and dropped): unknown names →
 * `TypeError` listing them; a known option of the wrong type → `TypeError` saying what it must be.
 * `null` and `undefined` values count as absent.
 */
export function normalizeCallOptions(options: unknown): NormalizedCallOptions {
  const o = CALL_OPTIONS.check(options);
  if (o.select !== undefined && o.mask !== undefined) throw new TypeError('Call options "mask" and "select" cannot be used together: give one');
  if (typeof o.id === 'string' && !isIdString(o.id)) {
    throw new TypeError(`${optionError('Call', 'id', ID_EXPECTED).message}, got ${describeId(o.id)}`);
  }
  // No URL, JSON or XML text carries a lone surrogate: the same TypeError on both transports.
  for (const name of ['mask', 'filter', 'headers'] as const) {
    const found = o[name] === undefined ? undefined : loneSurrogateIn(o[name], name);
    if (found !== undefined) throw new TypeError(`Call option "${name}": ${found}, which cannot be sent`);
  }
  const rawHeaders = o.rawHeaders;
  if (rawHeaders !== undefined) {
    for (const [name, value] of Object.entries(rawHeaders)) {
      if (!isHttpHeaderName(name)) {
        throw new TypeError(`Call option "rawHeaders" has an invalid HTTP header name: ${JSON.stringify(name)}`);
      }
      checkHeaderName('rawHeaders', name);
      if (typeof value !== 'string' || /[\r\n\0]/.test(value)) {
        throw new TypeError(
          `Call option "rawHeaders" value of ${JSON.stringify(name)} must be a string without CR, LF or NUL`,
        );
      }
    }
  }
  return {
    args: o.args === undefined ? [] : [...o.args],
    id: o.id,
    mask: o.select === undefined ? o.mask : selectionMask(o.select),
    filter: o.filter,
    headers: o.headers,
    compress: o.compress !== false,
    rawHeaders,
    limit: o.limit,
    offset: o.offset,
    signal: o.signal,
  };
}
