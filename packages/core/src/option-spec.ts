/**
 * One description of an options object — its keys and what each must be — that gives the
 * TypeScript type (by inference), the runtime key list and one check with one message format.
 * Core (call, client, `retry`, `rateLimit`, `iterCall` options), the managers and compat-v2 all
 * check their options with it, so every "option X must be …" and "unknown option" message reads
 * the same and a key list can never drift from its type.
 *
 * @module
 */

import { describeValue, isRecord } from './records.js';

/**
 * What one option must be: the phrase for messages (`'a positive integer'`) and the test. `T` is
 * the type a value passing the test has; it is what {@link OptionsOf} infers.
 *
 * @example
 * ```ts
 * const port: OptionChecker<number> = checker<number>('a TCP port', (v) => Number.isInteger(v) && v > 0 && v < 65536);
 * ```
 */
export interface OptionChecker<T, Required extends boolean = boolean> {
  /** What the value must be, as a noun phrase (`'a positive integer'`), for messages. */
  readonly expected: string;
  /** Whether `value` is acceptable (`undefined` never reaches it, nor `null` unless {@link nonNull}). */
  readonly test: (value: unknown) => value is T;
  /** Whether the option must be given (else absent is fine). */
  readonly required: Required;
  /** Whether a wrong value is described by its kind only (`a number`), never by itself. */
  readonly secret: boolean;
  /** Whether `null` means "absent" (the default) rather than a value the test must accept. */
  readonly nullIsAbsent: boolean;
}

/**
 * A map from option name to its {@link OptionChecker}.
 *
 * @example
 * ```ts
 * const spec = { limit: positiveInteger(), verbose: boolean() } satisfies OptionSpecMap;
 * ```
 */
export type OptionSpecMap = Readonly<Record<string, OptionChecker<unknown>>>;

/** The type of the values a checker accepts. */
type CheckedType<C> = C extends OptionChecker<infer T> ? T : never;

/** The names of the required options of a spec. */
type RequiredKeys<S> = { [K in keyof S]: S[K] extends OptionChecker<unknown, true> ? K : never }[keyof S];

/**
 * The options type a spec describes: required options as required properties, every other option
 * optional (and `undefined`-able).
 *
 * @example
 * ```ts
 * const PAGE = defineOptions('listThings', { limit: positiveInteger(), label: required(string()) });
 * type PageOptions = OptionsOf<typeof PAGE.spec>; // { label: string; limit?: number | undefined }
 * ```
 */
export type OptionsOf<S extends OptionSpecMap> = {
  -readonly [K in RequiredKeys<S>]: CheckedType<S[K]>;
} & {
  -readonly [K in Exclude<keyof S, RequiredKeys<S>>]?: CheckedType<S[K]> | undefined;
};

/**
 * A spec with exactly the keys of the options interface `I` (no more, no fewer): write
 * `{ … } satisfies SpecFor<MyOptions>` to keep a public interface and its runtime spec from drifting.
 *
 * @example
 * ```ts
 * interface PageOptions { limit?: number }
 * const spec = { limit: positiveInteger() } satisfies SpecFor<PageOptions>;
 * ```
 */
export type SpecFor<I> = { readonly [K in keyof Required<I>]-?: OptionChecker<unknown> };

/**
 * The checked description of an options object (from {@link defineOptions}).
 *
 * @example
 * ```ts
 * const PAGE = defineOptions('listThings', { limit: positiveInteger() });
 * PAGE.keys; // ['limit']
 * const options = PAGE.check({ limit: 10 }); // { limit: 10 }
 * ```
 */
export interface OptionSpec<S extends OptionSpecMap> {
  /** Who takes these options, for messages (`'Call'`, `'VirtualServerManager.listInstances'`). */
  readonly where: string;
  /** The parent option when these are the members of one option (`'retry'`), else `undefined`. */
  readonly member: string | undefined;
  /** The checker of each option. */
  readonly spec: S;
  /** The option names, in the order of the spec. */
  readonly keys: readonly (keyof S & string)[];
  /**
   * Checks `value` and returns its known, non-null members as a new object: `undefined`/`null`
   * are no options; anything else that is not a plain object, an unknown key or a value its
   * checker refuses is a `TypeError` (see {@link unknownOptionsError} and {@link optionError}).
   * `null` members count as absent (except for {@link nonNull} checkers).
   */
  check(value: unknown, where?: string): OptionsOf<S>;
  /** `TypeError` `<where> option "<key>" must be <expected>[, got <value>]`, in this spec's words. */
  error(key: keyof S & string, expected: string, ...value: [] | [unknown]): TypeError;
  /** A spec with these options and `more` (which win on a clash), for another `where`. */
  extend<M extends OptionSpecMap>(where: string, more: M): OptionSpec<Omit<S, keyof M> & M>;
}

/**
 * Option names that hold credentials: a wrong value of such an option is described by its kind
 * only, whatever its checker says.
 */
const SECRET_NAME = /(?:api_?key|password|passwd|secret|token|auth_?hash|credential)/i;

/**
 * A description of a wrong option value for a message: numbers and booleans as themselves,
 * anything else (strings too) by its kind; with `secret`, by its kind only (`a number`).
 */
function describeOption(value: unknown, secret: boolean): string {
  if (typeof value === 'string' && value.trim() === '') return value === '' ? 'an empty string' : 'a blank string';
  if (value === undefined) return 'nothing';
  if (secret && value !== null && typeof value !== 'object') return `a ${typeof value}`;
  return describeValue(value);
}

function optionName(key: string, member: string | undefined): string {
  return member === undefined ? key : `${member}.${key}`;
}

/**
 * The one message format of a wrong option value: `TypeError('<where> option "<key>" must be
 * <expected>, got <value>')`. `got …` is left out when `value` is not passed; a secret option (or
 * one named like a credential: `apiKey`, `password`, `token`, …) shows only the kind of its value.
 *
 * @example
 * ```ts
 * throw optionError('Call', 'limit', 'a non-negative integer', -1);
 * // TypeError: Call option "limit" must be a non-negative integer, got -1
 * ```
 */
export function optionError(where: string, key: string, expected: string, ...value: [] | [unknown] | [unknown, boolean]): TypeError {
  const got = value.length === 0 ? '' : `, got ${describeOption(value[0], value[1] === true || SECRET_NAME.test(key))}`;
  return new TypeError(`${where} option "${key}" must be ${expected}${got}`);
}

/** Edit distance of two short strings (insert, delete, replace, or swap two neighbours: one edit each). */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row[j] = d;
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known name an unknown one was probably meant to be: the same letters in another case or
 * with `_`/`-` (`api_key` → `apiKey`), else the nearest name within a small edit distance
 * (`hostnme` → `hostname`, `nmae` → `name`); `undefined` when none is close.
 *
 * @example
 * ```ts
 * closestName('usrname', ['username', 'apiKey']); // 'username'
 * ```
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const plain = (text: string): string => text.toLowerCase().replace(/[_-]/g, '');
  const wanted = plain(name);
  let best: string | undefined;
  // Allowed edits: none for names of up to 3 letters, one up to 5, two beyond.
  let bestDistance = wanted.length <= 3 ? 1 : wanted.length <= 5 ? 2 : 3;
  for (const candidate of known) {
    const d = plain(candidate) === wanted ? 0 : distance(wanted, plain(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The one message format of unknown option names: `TypeError('Unknown <where> option(s): a, b
 * (allowed: …); did you mean "x"?')`, or for the members of one option `Unknown member(s) of <where>
 * option "<member>": …`. Only names appear, never values.
 *
 * @example
 * ```ts
 * unknownOptionsError('Client', ['usrname'], ['username', 'apiKey']).message;
 * // 'Unknown Client option(s): usrname (allowed: username, apiKey); did you mean "username"?'
 * ```
 */
export function unknownOptionsError(where: string, unknown: readonly string[], known: readonly string[], member?: string): TypeError {
  const what = member === undefined ? `Unknown ${where} option(s)` : `Unknown member(s) of ${where} option "${member}"`;
  const hints = unknown.flatMap((name) => {
    const close = closestName(name, known);
    return close === undefined ? [] : [unknown.length === 1 ? `"${close}"` : `"${close}" for ${name}`];
  });
  const hint = hints.length === 0 ? '' : `; did you mean ${hints.join(', ')}?`;
  return new TypeError(`${what}: ${unknown.join(', ')} (allowed: ${known.join(', ')})${hint}`);
}

/**
 * Checks the key set of an options object only: `undefined`/`null` → `{}`; not a plain object →
 * `TypeError` `<where> options must be an object, got …`; a key outside `known` →
 * {@link unknownOptionsError}. For option sets assembled at run time; prefer {@link defineOptions}.
 *
 * @example
 * ```ts
 * const options = checkOptionKeys('listThings', { limit: 5 }, ['limit', 'offset']);
 * ```
 */
export function checkOptionKeys<T extends object>(where: string, value: T | null | undefined, known: readonly string[]): T;
export function checkOptionKeys(where: string, value: unknown, known: readonly string[]): Record<string, unknown>;
export function checkOptionKeys(where: string, value: unknown, known: readonly string[]): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new TypeError(`${where} options must be an object, got ${describeValue(value)}`);
  let unknown: string[] | undefined;
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key) && !known.includes(key)) (unknown ??= []).push(key);
  }
  if (unknown !== undefined) throw unknownOptionsError(where, unknown, known);
  return value;
}

/**
 * Checks one option's value against a checker: absent (`undefined`) passes, anything the checker
 * refuses is an {@link optionError}. For the few options checked apart from a spec.
 *
 * @example
 * ```ts
 * checkOption('listThings', 'limit', options.limit, positiveInteger());
 * ```
 */
export function checkOption<T>(where: string, key: string, value: unknown, check: OptionChecker<T>): asserts value is T | undefined {
  if (value !== undefined && !check.test(value)) throw optionError(where, key, check.expected, value, check.secret);
}

/**
 * Describes an options object once: gives its type ({@link OptionsOf}`<typeof x.spec>`), its key
 * list (`x.keys`) and one `x.check(value)` with the messages of {@link optionError} and
 * {@link unknownOptionsError}. `member` names the option these are the members of (`'retry'`), so
 * that messages say `"retry.factor"`.
 *
 * @example
 * ```ts
 * const PAGE = defineOptions('listThings', { limit: positiveInteger(), signal: signal() });
 * type PageOptions = OptionsOf<typeof PAGE.spec>;
 * PAGE.check({ limit: -1 }); // TypeError: listThings option "limit" must be a positive integer, got -1
 * PAGE.check({ limt: 1 }); // TypeError: Unknown listThings option(s): limt (allowed: limit, signal); did you mean "limit"?
 * ```
 */
export function defineOptions<const S extends OptionSpecMap>(where: string, spec: S, member?: string): OptionSpec<S> {
  const keys = Object.freeze(Object.keys(spec)) as readonly (keyof S & string)[];
  const entries = keys.map((key) => [key, spec[key]!] as const);
  const known = new Set<string>(keys);
  const shown: readonly string[] = keys;
  const self: OptionSpec<S> = {
    where,
    member,
    spec,
    keys,
    check(value, at = where) {
      if (value === undefined || value === null) value = {};
      if (!isRecord(value)) {
        if (member === undefined) throw new TypeError(`${at} options must be an object, got ${describeValue(value)}`);
        throw optionError(at, member, 'an object', value);
      }
      const input = value;
      let unknown: string[] | undefined;
      for (const key in input) {
        if (Object.prototype.hasOwnProperty.call(input, key) && !known.has(key)) (unknown ??= []).push(key);
      }
      if (unknown !== undefined) throw unknownOptionsError(at, unknown, shown, member);
      const result: Record<string, unknown> = {};
      for (const [key, checker] of entries) {
        const item = input[key];
        if (item === undefined || (item === null && checker.nullIsAbsent)) {
          if (checker.required) throw optionError(at, optionName(key, member), checker.expected, item, checker.secret);
          continue;
        }
        if (!checker.test(item)) throw optionError(at, optionName(key, member), checker.expected, item, checker.secret);
        result[key] = item;
      }
      return result as OptionsOf<S>;
    },
    error(key, expected, ...value) {
      const name = optionName(key, member);
      return value.length === 0 ? optionError(where, name, expected) : optionError(where, name, expected, value[0], spec[key]!.secret);
    },
    extend(other, more) {
      const merged: Omit<S, keyof typeof more> & typeof more = { ...spec, ...more };
      return defineOptions(other, merged, member);
    },
  };
  return Object.freeze(self);
}

/**
 * A checker from a phrase and a test; `T` is the type the test guarantees.
 *
 * @example
 * ```ts
 * const port = checker<number>('a TCP port', (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) < 65536);
 * ```
 */
export function checker<T>(expected: string, test: (value: unknown) => boolean): OptionChecker<T, false> {
  return Object.freeze({ expected, test: test as (value: unknown) => value is T, required: false, secret: false, nullIsAbsent: true });
}

/**
 * The same checker, with `null` checked like any value instead of counting as absent (so that
 * `{ hostname: null }` is an error rather than no filter).
 *
 * @example
 * ```ts
 * defineOptions('listThings', { hostname: nonNull(string()) });
 * ```
 */
export function nonNull<T, R extends boolean>(check: OptionChecker<T, R>): OptionChecker<T, R> {
  return Object.freeze({ ...check, nullIsAbsent: false });
}

/**
 * The same checker, for an option that must be given.
 *
 * @example
 * ```ts
 * defineOptions('rateLimit', { perSecond: required(positiveNumber()) });
 * ```
 */
export function required<T>(check: OptionChecker<T>): OptionChecker<T, true> {
  return Object.freeze({ ...check, required: true });
}

/**
 * The same checker, for an option that holds a secret: a wrong value is described by its kind
 * only (`got a number`), never shown. Options named like credentials (`apiKey`, `password`,
 * `token`, …) are treated so anyway.
 *
 * @example
 * ```ts
 * defineOptions('login', { pin: secret(string()) });
 * ```
 */
export function secret<T, R extends boolean>(check: OptionChecker<T, R>): OptionChecker<T, R> {
  return Object.freeze({ ...check, secret: true });
}

/**
 * A string (any, the empty string too). A wrong value is described by its kind only: a
 * mistyped string option may hold a secret.
 *
 * @example
 * ```ts
 * defineOptions('note', { text: string() });
 * ```
 */
export function string(expected = 'a string'): OptionChecker<string, false> {
  return secret(checker<string>(expected, (v) => typeof v === 'string'));
}

/**
 * A string with at least one non-space character.
 *
 * @example
 * ```ts
 * defineOptions('order', { location: nonEmptyString() });
 * ```
 */
export function nonEmptyString(expected = 'a non-empty string'): OptionChecker<string, false> {
  return secret(checker<string>(expected, (v) => typeof v === 'string' && v.trim() !== ''));
}

/**
 * `true` or `false`.
 *
 * @example
 * ```ts
 * defineOptions('call', { compress: boolean() });
 * ```
 */
export function boolean(expected = 'a boolean'): OptionChecker<boolean, false> {
  return checker<boolean>(expected, (v) => typeof v === 'boolean');
}

/**
 * A safe integer ≥ 1.
 *
 * @example
 * ```ts
 * defineOptions('page', { chunk: positiveInteger() });
 * ```
 */
export function positiveInteger(expected = 'a positive integer'): OptionChecker<number, false> {
  return checker<number>(expected, (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0);
}

/**
 * A safe integer ≥ 0 (a count or an offset).
 *
 * @example
 * ```ts
 * defineOptions('page', { offset: count() });
 * ```
 */
export function count(expected = 'a non-negative integer'): OptionChecker<number, false> {
  return checker<number>(expected, (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);
}

/**
 * A finite number ≥ `min` (or > `min` with `exclusive`).
 *
 * @example
 * ```ts
 * defineOptions('client', { timeout: numberAtLeast(0, 'a non-negative number of seconds') });
 * ```
 */
export function numberAtLeast(min: number, expected: string, exclusive = false): OptionChecker<number, false> {
  return checker<number>(expected, (v) => typeof v === 'number' && Number.isFinite(v) && (exclusive ? v > min : v >= min));
}

/**
 * One of the given values (compared with `===`).
 *
 * @example
 * ```ts
 * defineOptions('bandwidth', { direction: oneOf('public', 'private') }); // "'public' or 'private'"
 * ```
 */
export function oneOf<const V extends readonly (string | number | boolean)[]>(...values: V): OptionChecker<V[number], false> {
  const shown = values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v)));
  const expected = shown.length < 2 ? (shown[0] ?? 'nothing') : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)!}`;
  return checker<V[number]>(expected, (v) => values.includes(v as V[number]));
}

/**
 * An `AbortSignal` (also one from another realm: anything with a boolean `aborted` and
 * `addEventListener`).
 *
 * @example
 * ```ts
 * defineOptions('call', { signal: signal() });
 * ```
 */
export function signal(expected = 'an AbortSignal'): OptionChecker<AbortSignal, false> {
  return checker<AbortSignal>(expected, (v) => {
    if (typeof AbortSignal === 'function' && v instanceof AbortSignal) return true;
    return (
      typeof v === 'object' &&
      v !== null &&
      typeof (v as { aborted?: unknown }).aborted === 'boolean' &&
      typeof (v as { addEventListener?: unknown }).addEventListener === 'function'
    );
  });
}

/**
 * A plain object (not an array, a Date, a Map, …).
 *
 * @example
 * ```ts
 * defineOptions('call', { filter: record() });
 * ```
 */
export function record<T extends Record<string, unknown> = Record<string, unknown>>(expected = 'an object'): OptionChecker<T, false> {
  return checker<T>(expected, isRecord);
}

/**
 * An array (of anything).
 *
 * @example
 * ```ts
 * defineOptions('call', { args: array() });
 * ```
 */
export function array<T = unknown>(expected = 'an array'): OptionChecker<readonly T[], false> {
  return checker<readonly T[]>(expected, Array.isArray);
}

/**
 * A function.
 *
 * @example
 * ```ts
 * defineOptions('client', { transport: func<Transport>('a function (request) => Promise<result>') });
 * ```
 */
export function func<T extends (...args: never[]) => unknown>(expected = 'a function'): OptionChecker<T, false> {
  return checker<T>(expected, (v) => typeof v === 'function');
}

/**
 * Any value (checked elsewhere, e.g. by a normalizer of its own): the key is known, nothing more.
 *
 * @example
 * ```ts
 * defineOptions('client', { retry: anything<number | RetryOptions>('a number or retry options') });
 * ```
 */
export function anything<T = unknown>(expected = 'any value'): OptionChecker<T, false> {
  return checker<T>(expected, () => true);
}

/**
 * The ready checkers, as one object so that their short names (`string`, `signal`, `count`) never
 * clash with a caller's own: `opt.positiveInteger()`, `opt.oneOf('public', 'private')`,
 * `opt.required(opt.string())`, `opt.secret(opt.string())`, or `opt.checker<T>(expected, test)`
 * for anything else.
 *
 * @example
 * ```ts
 * import { defineOptions, opt, type OptionsOf } from '@svclib/core';
 *
 * const LIST = defineOptions('listThings', {
 *   limit: opt.positiveInteger(),
 *   direction: opt.oneOf('public', 'private'),
 *   label: opt.required(opt.nonEmptyString()),
 *   signal: opt.signal(),
 * });
 * type ListOptions = OptionsOf<typeof LIST.spec>;
 * const options: ListOptions = LIST.check({ label: 'web', limit: 5 });
 * ```
 */
export const opt = Object.freeze({
  anything,
  array,
  boolean,
  checker,
  count,
  func,
  nonEmptyString,
  nonNull,
  numberAtLeast,
  oneOf,
  positiveInteger,
  record,
  required,
  secret,
  signal,
  string,
});
