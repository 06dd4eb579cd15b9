/**
 * One description of an options object — its keys and what each must be — that gives the
 * TypeScript type (by inference), the runtime key list and one check with one message format.
 * Core (call, client, `retry`, `rateLimit`, `iterCall` options), the managers and compat-v2 all
 * check their options with it, so every "option X must be …" and "unknown option" message reads
 * the same and a key list can never drift from its type.
 *
 * @module
 */

import { describeValue, isRecord, ownOptions, ownValue } from '../util/records.js';
import { isSecretKey } from '../errors/secret-keys.js';

/**
 * What one option must be: the phrase for messages (`'a positive integer'`) and the test. `T` is
 * the type a value passing the test has; it is what {@link OptionsOf} infers.
 *
 * @example
 * ```ts
 * const port: OptionChecker<number> = opt.checker<number>('a TCP port', (v) => Number.isInteger(v) && v > 0 && v < 65536);
 * ```
 */
export interface OptionChecker<T, Required extends boolean = boolean> {
  /** What the value must be, as a noun phrase (`'a positive integer'`), for messages. */
  readonly expected: string;
  /** Whether `value` is acceptable (`undefined` never reaches it, nor `null` unless `opt.nonNull`). */
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
 * const spec = { limit: opt.positiveInteger(), verbose: opt.boolean() } satisfies OptionSpecMap;
 * ```
 */
export type OptionSpecMap = Readonly<Record<string, OptionChecker<unknown>>>;

/**
 * The type of the values a checker accepts.
 *
 * @example
 * ```ts
 * type N = CheckedType<ReturnType<typeof opt.positiveInteger>>; // number
 * ```
 */
export type CheckedType<C> = C extends OptionChecker<infer T> ? T : never;

/**
 * The names of the required options of a spec.
 *
 * @example
 * ```ts
 * type R = RequiredKeys<{ a: OptionChecker<string, true>; b: OptionChecker<number, false> }>; // 'a'
 * ```
 */
export type RequiredKeys<S> = { [K in keyof S]: S[K] extends OptionChecker<unknown, true> ? K : never }[keyof S];

/**
 * The options type a spec describes: required options as required properties, every other option
 * optional (and `undefined`-able).
 *
 * @example
 * ```ts
 * const PAGE = defineOptions('listThings', { limit: opt.positiveInteger(), label: opt.required(opt.string()) });
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
 * const spec = { limit: opt.positiveInteger() } satisfies SpecFor<PageOptions>;
 * ```
 */
export type SpecFor<I> = { readonly [K in keyof Required<I>]-?: OptionChecker<unknown> };

/**
 * The checked description of an options object (from {@link defineOptions}).
 *
 * @example
 * ```ts
 * const PAGE = defineOptions('listThings', { limit: opt.positiveInteger() });
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
   * `null` members count as absent (except for `opt.nonNull` checkers).
   */
  check(value: unknown, where?: string): OptionsOf<S>;
  /** `TypeError` `<where> option "<key>" must be <expected>[, got <value>]`, in this spec's words. */
  error(key: keyof S & string, expected: string, ...value: [] | [unknown]): TypeError;
  /** A spec with these options and `more` (which win on a clash), for another `where`. */
  extend<M extends OptionSpecMap>(where: string, more: M): OptionSpec<Omit<S, keyof M> & M>;
}

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
 * one whose name `isSecretKey` calls secret: `apiKey`, `password`, `token`, …) shows only the kind of its value.
 *
 * @example
 * ```ts
 * throw optionError('Call', 'limit', 'a non-negative integer', -1);
 * // TypeError: Call option "limit" must be a non-negative integer, got -1
 * ```
 */
export function optionError(where: string, key: string, expected: string, ...value: [] | [unknown] | [unknown, boolean]): TypeError {
  const got = value.length === 0 ? '' : `, got ${describeOption(value[0], value[1] === true || isSecretKey(key))}`;
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
 * Checks the key set of an options object only and returns a copy of its own properties without a
 * prototype (`undefined`/`null` → an empty one); not a plain object →
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
  if (value === undefined || value === null) return ownOptions({});
  if (!isRecord(value)) throw new TypeError(`${where} options must be an object, got ${describeValue(value)}`);
  let unknown: string[] | undefined;
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key) && !known.includes(key)) (unknown ??= []).push(key);
  }
  if (unknown !== undefined) throw unknownOptionsError(where, unknown, known);
  // A copy of the own properties without a prototype: an absent option never reads an inherited value.
  return ownOptions(value);
}

/**
 * Checks one option's value against a checker: absent (`undefined`) passes, anything the checker
 * refuses is an {@link optionError}. For the few options checked apart from a spec.
 *
 * @example
 * ```ts
 * checkOption('listThings', 'limit', options.limit, opt.positiveInteger());
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
 * const PAGE = defineOptions('listThings', { limit: opt.positiveInteger(), signal: opt.signal() });
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
      // Own properties only, into an object without a prototype: an option absent here is absent,
      // whatever `Object.prototype` holds (values set there by other code never become options).
      const result = Object.create(null) as Record<string, unknown>;
      for (const [key, checker] of entries) {
        const item = ownValue(input, key);
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
