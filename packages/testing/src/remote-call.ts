/**
 * Remote calls as the mocks and the matchers see them: the request record of a call, typed against
 * the model (`ServiceMap` of `@svclib/model`), the partial match of a call's options, and the text
 * form of a call for messages.
 *
 * @module
 */
import type { FilterFor, MethodName, Params, Result, ServiceName } from '@svclib/model';
import type { FixtureRequest } from './fixture-transport.js';

/**
 * A service of the model as a mock or a matcher names it: with or without the `Vendor_` prefix.
 *
 * @example
 * ```ts
 * const service: MockService = 'Virtual_Guest';
 * ```
 */
export type MockService = ServiceName | `Vendor_${ServiceName}`;

/**
 * The model's name of a service named with or without the prefix.
 *
 * @example
 * ```ts
 * type Name = MockServiceName<'Vendor_Account'>; // 'Account'
 * ```
 */
export type MockServiceName<S extends MockService> = S extends `Vendor_${infer N extends ServiceName}` ? N : S & ServiceName;

/**
 * A method of service `S`: declared, inherited or an implied getter.
 *
 * @example
 * ```ts
 * const method: MockMethod<'Virtual_Guest'> = 'setTags';
 * ```
 */
export type MockMethod<S extends MockService> = MethodName<MockServiceName<S>>;

/**
 * The result of `S.M` as the API sends it: what a mock of the method resolves.
 *
 * @example
 * ```ts
 * const guests: MockResult<'Account', 'getVirtualGuests'> = [{ id: 1, hostname: 'web1' }];
 * ```
 */
export type MockResult<S extends MockService, M extends MockMethod<S>> = Result<MockServiceName<S>, M>;

/**
 * A value with every member optional, all the way down (lists keep their items' shape): what a
 * partial match of an argument gives.
 *
 * @example
 * ```ts
 * const guest: Partially<{ datacenter: { name: string; id: number } }> = { datacenter: { name: 'dal10' } };
 * ```
 */
export type Partially<T> = T extends readonly (infer I)[]
  ? readonly Partially<I>[]
  : T extends Date | Uint8Array
    ? T
    : T extends object
      ? { readonly [K in keyof T]?: Partially<T[K]> }
      : T;

/**
 * An asymmetric matcher of vitest or jest (`expect.any(Number)`, `expect.stringMatching(/web/)`):
 * anything with an `asymmetricMatch` method, accepted wherever a call's options are matched.
 *
 * @example
 * ```ts
 * const anyId: AsymmetricMatcher = { asymmetricMatch: (value) => typeof value === 'number' };
 * ```
 */
export interface AsymmetricMatcher {
  /** Whether `value` matches. */
  asymmetricMatch(value: unknown): boolean;
}

/**
 * What a call must have for a mock rule or a matcher to match it, checked against the model: `id`
 * equal (`1` matches `'1'`), each given argument (a prefix of the parameters) matching partially,
 * `mask` equal (string masks compare without spaces and without a `mask[…]` wrapper), `filter`
 * matching partially. Options not given match anything. Any value may be an asymmetric matcher
 * (`expect.any(String)`).
 *
 * @example
 * ```ts
 * const match: MockCallMatch<'Virtual_Guest', 'setTags'> = { id: 123, args: ['web,prod'] };
 * ```
 */
export interface MockCallMatch<S extends MockService, M extends MockMethod<S>> {
  /** The init id of the call. */
  id?: number | string | AsymmetricMatcher;
  /** The first arguments of the call, each matched partially. */
  args?: { readonly [K in keyof Params<MockServiceName<S>, M>]?: Partially<Params<MockServiceName<S>, M>[K]> | AsymmetricMatcher };
  /** The object mask. */
  mask?: string | Readonly<Record<string, unknown>> | AsymmetricMatcher;
  /** The object filter, matched partially. */
  filter?: FilterFor<MockServiceName<S>, M> | AsymmetricMatcher;
  /** The result limit. */
  limit?: number | AsymmetricMatcher;
  /** The result offset. */
  offset?: number | AsymmetricMatcher;
}

/**
 * One call a mock (or a fixture transport) received, as the matchers and `mock.calls()` show it.
 *
 * @example
 * ```ts
 * const [first] = mock.calls();
 * console.log(first?.service, first?.method, first?.id, first?.args);
 * ```
 */
export interface RecordedCall {
  /** The service, without the `Vendor_` prefix (`Virtual_Guest`). */
  readonly service: string;
  /** The method. */
  readonly method: string;
  /** The init id, if the call gave one. */
  readonly id: unknown;
  /** The positional arguments. */
  readonly args: readonly unknown[];
  /** The mask, if any. */
  readonly mask: string | Readonly<Record<string, unknown>> | undefined;
  /** The filter, if any. */
  readonly filter: Readonly<Record<string, unknown>> | undefined;
  /** The result limit, if any. */
  readonly limit: number | undefined;
  /** The result offset, if any. */
  readonly offset: number | undefined;
  /** The request record the transport got (core's `CallRequest`). */
  readonly request: FixtureRequest;
}

/**
 * A call of `S.M`, with its arguments typed from the model (`mock.calls('Virtual_Guest', 'setTags')`).
 *
 * @example
 * ```ts
 * const [call] = mock.calls('Virtual_Guest', 'setTags');
 * const tags: string | undefined = call?.args[0];
 * ```
 */
export interface MockCall<S extends MockService, M extends MockMethod<S>> extends RecordedCall {
  /** The service, without the prefix. */
  readonly service: MockServiceName<S>;
  /** The method. */
  readonly method: M;
  /** The positional arguments, typed as the method's parameters. */
  readonly args: Readonly<Params<MockServiceName<S>, M>>;
}

const PREFIX = 'Vendor_';

/** A service name without the `Vendor_` prefix. */
export function bareService(service: string): string {
  return service.startsWith(PREFIX) ? service.slice(PREFIX.length) : service;
}

/** The {@link RecordedCall} of a request record. */
export function recordedCall(request: FixtureRequest): RecordedCall {
  return Object.freeze({
    service: bareService(request.service),
    method: request.method,
    id: request.identifier,
    args: request.args,
    mask: request.mask,
    filter: request.filter,
    limit: request.limit,
    offset: request.offset,
    request,
  });
}

function isAsymmetric(value: unknown): value is AsymmetricMatcher {
  return typeof value === 'object' && value !== null && typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function';
}

/**
 * Whether `actual` matches `expected` partially: an asymmetric matcher decides for itself; a plain
 * object matches when each of its own members matches the same member of `actual`; an array when
 * `actual` is an array of the same length whose items match; a date the same instant; anything else
 * by `Object.is`.
 */
export function matchesPartially(expected: unknown, actual: unknown): boolean {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual);
  if (expected instanceof Date) return actual instanceof Date && actual.getTime() === expected.getTime();
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => matchesPartially(item, actual[index]));
  }
  if (expected instanceof Uint8Array) {
    return actual instanceof Uint8Array && actual.length === expected.length && expected.every((byte, index) => actual[index] === byte);
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    return Object.keys(expected).every((key) =>
      matchesPartially((expected as Record<string, unknown>)[key], Object.hasOwn(actual, key) ? (actual as Record<string, unknown>)[key] : undefined));
  }
  return Object.is(expected, actual);
}

/** A string mask without spaces and without its `mask[…]` / `mask` wrapper. */
function maskText(mask: string): string {
  const text = mask.replace(/\s+/g, '');
  const wrapped = /^mask\[(.*)\]$/.exec(text);
  return wrapped ? wrapped[1]! : text.replace(/^mask\./, '');
}

/** An id as text (`1` and `'1'` are the same id); anything but a number or a string: `undefined`. */
function idText(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}

/** How an asymmetric matcher shows itself (`Any<Number>`, `StringContaining "web"`). */
function asymmetricText(matcher: AsymmetricMatcher): string {
  const shown = matcher as AsymmetricMatcher & { toAsymmetricMatcher?: () => string; toString(): string };
  if (typeof shown.toAsymmetricMatcher === 'function') return shown.toAsymmetricMatcher();
  return shown.toString === Object.prototype.toString ? 'asymmetric matcher' : shown.toString();
}

/** The member names of a call match, in the order they are checked. */
const MATCH_KEYS = ['id', 'args', 'mask', 'filter', 'limit', 'offset'] as const;

/**
 * Whether `call` has what `match` asks (see {@link MockCallMatch}).
 *
 * @throws TypeError for an option a call match does not have (a misspelt `mask`, say).
 */
export function callMatches(match: object | undefined, call: RecordedCall, where: string): boolean {
  if (match === undefined) return true;
  const given = match as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !(MATCH_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new TypeError(`${where}: unknown call option(s) ${unknown.join(', ')} (allowed: ${MATCH_KEYS.join(', ')})`);
  for (const key of MATCH_KEYS) {
    if (!Object.hasOwn(given, key) || given[key] === undefined) continue;
    const expected = given[key];
    if (isAsymmetric(expected)) {
      if (!expected.asymmetricMatch(call[key])) return false;
      continue;
    }
    if (key === 'id') {
      const id = idText(call.id);
      if (id === undefined || id !== idText(expected)) return false;
    } else if (key === 'args') {
      if (!Array.isArray(expected)) throw new TypeError(`${where}: args must be an array`);
      if (expected.length > call.args.length && expected.slice(call.args.length).some((item) => item !== undefined)) return false;
      if (!expected.every((item, index) => item === undefined || matchesPartially(item, call.args[index]))) return false;
    } else if (key === 'mask') {
      const actual = call.mask;
      if (typeof expected === 'string') {
        if (typeof actual !== 'string' || maskText(actual) !== maskText(expected)) return false;
      } else if (!matchesPartially(expected, actual)) return false;
    } else if (!matchesPartially(expected, call[key])) return false;
  }
  return true;
}

/** A short JSON-ish text of a value for messages (long texts cut). */
export function show(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value, (_key, item: unknown) => (isAsymmetric(item) ? `<${asymmetricText(item)}>` : typeof item === 'bigint' ? `${item}n` : item)) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

/** `Service.method` and the options a call gave, for messages: `Virtual_Guest.setTags (id 1, args ["a"])`. */
export function describeCall(call: RecordedCall): string {
  const parts: string[] = [];
  if (call.id !== undefined && call.id !== null) parts.push(`id ${show(call.id)}`);
  if (call.args.length > 0) parts.push(`args ${show(call.args)}`);
  if (call.mask !== undefined) parts.push(`mask ${show(call.mask)}`);
  if (call.filter !== undefined) parts.push(`filter ${show(call.filter)}`);
  if (call.limit !== undefined) parts.push(`limit ${call.limit}`);
  if (call.offset !== undefined) parts.push(`offset ${call.offset}`);
  return `${call.service}.${call.method}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

/** `Service.method` and a match's options, for messages. */
export function describeExpected(service: string, method: string, match: object | undefined): string {
  const text = match === undefined || Object.keys(match).length === 0 ? '' : ` ${show(match)}`;
  return `${bareService(service)}.${method}${text}`;
}
