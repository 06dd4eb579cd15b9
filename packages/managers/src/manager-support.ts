/**
 * Helpers every manager uses: option checking, id parsing and the two call shapes (one request,
 * or pages through the core `iterCall`). Internal: not exported from the package.
 *
 * @module
 */
import { type Selection } from '@svclib/core';
import { selectionMask } from '@svclib/core/wire';
import { checkOption, defineOptions, opt, type OptionSpecMap, type SpecFor } from '@svclib/core/options';
import { UnexpectedResponseError } from './errors.js';
import type { ObjectFilter } from './filters.js';
import type { ManagerCallOptions, ManagerClient } from './manager-client.js';
import type { IterOptions, ListOptions, ObjectMask, RequestOptions, ResolveOptions } from './options.js';

/** A plain object. */
const AN_OBJECT = opt.record();

/** The options every method accepts (the key list and checkers of {@link RequestOptions}). */
export const REQUEST_OPTIONS = defineOptions('Manager', {
  mask: opt.checker<ObjectMask>('a string or an object mask', (v) => typeof v === 'string' || AN_OBJECT.test(v)),
  select: opt.record<Selection>('an object of property names'),
  signal: opt.signal(),
} satisfies SpecFor<RequestOptions>);
/** The options every `list…` method accepts ({@link ListOptions}). */
export const LIST_OPTIONS = REQUEST_OPTIONS.extend('Manager', {
  filter: opt.nonNull(opt.record<ObjectFilter>('an object filter')),
  limit: opt.count(),
  offset: opt.count(),
} satisfies SpecFor<Omit<ListOptions, keyof RequestOptions>>);
/** The options of the methods that take only `signal` ({@link ResolveOptions}). */
export const RESOLVE_OPTIONS = defineOptions('Manager', { signal: opt.signal() } satisfies SpecFor<ResolveOptions>);
/** The paging options of every `iter…` method ({@link IterOptions}). */
export const PAGING = {
  chunk: opt.positiveInteger(),
  concurrency: opt.positiveInteger(),
} as const satisfies SpecFor<IterOptions>;
/** The options every `iter…` method accepts ({@link ListOptions} and {@link IterOptions}). */
export const ITER_OPTIONS = LIST_OPTIONS.extend('Manager', PAGING);

/**
 * A keyword option of a `list…` method that becomes part of its filter: any value is let through
 * here (`null` too), because `queryOperation` (list-filter.ts) checks it, naming the option, as it builds the
 * filter.
 */
export const KEYWORD = opt.nonNull(opt.anything('a string, a number or a filter operation { operation, … }'));

/**
 * Checks `options` against a spec tied to the method's options interface `I` (with
 * `satisfies SpecFor<…>`), and returns them as `I`: only known, non-absent members. `where`
 * names the method when the spec is shared by several.
 *
 * @throws TypeError naming the method and the unknown or ill-typed option.
 */
export function checkSpec<I extends object>(
  spec: { readonly where?: string; check(value: unknown, where?: string): object },
  options: I | undefined,
  where?: string,
): I {
  const o = spec.check(options, where) as I & { mask?: ObjectMask; select?: Selection };
  if (o.select === undefined) return o;
  // `select` is sent as the equivalent mask string, in place of the default mask as `mask` would be.
  if (o.mask !== undefined) {
    throw new TypeError(`${where ?? spec.where ?? 'Manager'}: options "mask" and "select" cannot be used together: give one`);
  }
  const { select, ...rest } = o;
  return { ...rest, mask: selectionMask(select) } as unknown as I;
}

/**
 * The same checkers with `null` checked like any value ({@link opt.nonNull}), for options whose
 * `null` is a wrong value rather than "not given".
 *
 * @example
 * ```ts
 * const RELOAD = REQUEST_OPTIONS.extend('reload', nullChecked({ postUri: opt.nonEmptyString() }));
 * ```
 */
export function nullChecked<S extends OptionSpecMap>(spec: S): S {
  return Object.fromEntries(Object.entries(spec).map(([key, check]) => [key, opt.nonNull(check)])) as unknown as S;
}

/** A short, safe text form of any value for an error message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** Whether `value` is an array of strings. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A positive safe integer, or a string holding one, as a number; otherwise `undefined`. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) && n > 0 ? n : undefined;
  }
  return undefined;
}

/**
 * An id that must be numeric (tickets, records, VLANs, …).
 *
 * @throws TypeError naming the method and the value.
 */
export function requireId(where: string, what: string, value: unknown): number {
  const id = parseId(value);
  if (id === undefined) {
    throw new TypeError(`${where}: ${what} must be a positive integer id, got ${show(value)}`);
  }
  return id;
}

/**
 * Checks that a required string argument is a non-empty string.
 *
 * @throws TypeError naming the method and the argument.
 */
export function requireString(where: string, what: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`${where}: ${what} must be a non-empty string, got ${show(value)}`);
  }
  return value;
}

/** A copy of `options` without `undefined` values, and without `filter` when it is empty. */
function compact<T extends object>(options: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key === 'filter' && Object.keys(value as ObjectFilter).length === 0) continue;
    result[key] = value;
  }
  return result as T;
}

/**
 * Marks a request whose answer is a list (set by {@link listRequest}; an enumerable symbol, so it
 * survives `{ ...request }` but never reaches the client).
 */
const LIST_RESULT = Symbol('svclib.listResult');

/** A list request: options tagged so that {@link callApi} resolves an array. */
export type ListCallOptions = ManagerCallOptions & { readonly [LIST_RESULT]?: true };

/** What an unexpected answer was, for the error message. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return 'nil';
  return typeof value === 'object' ? 'a struct' : `a ${typeof value}`;
}

/**
 * A list answer as an array: nil is an empty list, `null` items are dropped, and anything that is not
 * a list is an {@link UnexpectedResponseError} (never a bare `TypeError` later in a manager).
 */
export function asList<T>(value: unknown, service: string, method: string): T[] {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw new UnexpectedResponseError(service, method, 'a list', shapeOf(value));
  return (value as unknown[]).filter((item) => item !== null && item !== undefined) as T[];
}

/**
 * One request: `client.call(service, method, options)` with unset options left out. The answer of a
 * list request ({@link listRequest}, {@link listApi}) always resolves an array (see {@link asList}).
 */
export function callApi<T>(client: ManagerClient, service: string, method: string, options: ListCallOptions): Promise<T> {
  // The caller names the model record of this method's answer (the names are checked against
  // the model by the conformance tests); the untyped call resolves `unknown`.
  const called = client.untyped.call(service, method, compact(options)) as Promise<T>;
  if (options[LIST_RESULT] !== true) return called;
  return called.then((value) => asList(value, service, method) as T);
}

/** One request whose answer is a list: always resolves an array (see {@link asList}). */
export function listApi<T>(client: ManagerClient, service: string, method: string, options: ManagerCallOptions): Promise<T[]> {
  return callApi<T[]>(client, service, method, { ...options, [LIST_RESULT]: true });
}

/** Pages through a list with the core `iterCall` (never a loop of our own); `null` items are skipped. */
export async function* iterApi<T>(
  client: ManagerClient,
  service: string,
  method: string,
  options: ManagerCallOptions & IterOptions,
): AsyncGenerator<T> {
  for await (const item of client.untyped.iterCall(service, method, compact(options))) {
    // The caller names the model record of the list's items (see callApi).
    if (item !== null && item !== undefined) yield item as T;
  }
}

/**
 * The request of a `list…` method, from its checked options: the caller's `mask` (else
 * `defaultMask`), the filter the method built, `limit`, `offset` and `signal`.
 */
export function listRequest(
  o: ListOptions,
  defaultMask: ObjectMask | undefined,
  filter: ObjectFilter | undefined,
): ListCallOptions {
  return { mask: o.mask ?? defaultMask, filter, limit: o.limit, offset: o.offset, signal: o.signal, [LIST_RESULT]: true };
}

/** The request of an `iter…` method: {@link listRequest} plus `chunk` and `concurrency`. */
export function iterRequest(
  o: ListOptions & IterOptions,
  defaultMask: ObjectMask | undefined,
  filter: ObjectFilter | undefined,
): ManagerCallOptions & IterOptions {
  const { mask, limit, offset, signal } = listRequest(o, defaultMask, filter);
  return { mask, filter, limit, offset, signal, chunk: o.chunk, concurrency: o.concurrency };
}

/** Whether `value` is a positive safe integer. */
export function positiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Whether `value` is a non-empty string. */
export const isNonEmptyString = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
/** Whether `value` is a string. */
export const isString = (value: unknown): boolean => typeof value === 'string';
/** Whether `value` is a boolean. */
export const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

/** A string option (`null` is a wrong value, not "not given"). */
export const A_STRING = opt.nonNull(opt.checker<string>('a string', isString));
/** A non-empty string option (`null` is a wrong value). */
export const A_NON_EMPTY_STRING = opt.nonNull(opt.checker<string>('a non-empty string', isNonEmptyString));
/** A boolean option (`null` is a wrong value). */
export const A_BOOLEAN = opt.nonNull(opt.checker<boolean>('a boolean', isBoolean));
/** A positive integer option (`null` is a wrong value). */
export const A_POSITIVE_INTEGER = opt.nonNull(opt.checker<number>('a positive integer', positiveInteger));

/** Whether `value` is an array of positive integer ids. */
export const isIdList = (value: unknown): boolean => Array.isArray(value) && value.every(positiveInteger);

/**
 * Checks the members of `o` that `spec` describes, each with its checker (an absent member passes;
 * `null` is checked like any value), for options whose keys were checked already.
 *
 * @throws TypeError naming the method, the option and what it must be.
 */
export function checkMembers(where: string, spec: OptionSpecMap, o: object): void {
  for (const [key, check] of Object.entries(spec)) checkOption(where, key, (o as Record<string, unknown>)[key], check);
}

/**
 * Checks an optional positional argument's type (`<where>: <name> must be <expected>, got …`, as
 * {@link requireId} and {@link requireString} say it).
 *
 * @throws TypeError naming the method, the argument and what it must be.
 */
export function checkArgument(
  where: string,
  name: string,
  value: unknown,
  ok: (value: unknown) => boolean,
  expected: string,
): void {
  if (value !== undefined && !ok(value)) {
    throw new TypeError(`${where}: ${name} must be ${expected}, got ${show(value)}`);
  }
}
