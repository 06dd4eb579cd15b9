/**
 * The ready option checkers of {@link defineOptions}, exported as the namespace `opt` so that their
 * short names (`string`, `signal`, `count`) never clash with a caller's own:
 * `opt.positiveInteger()`, `opt.oneOf('public', 'private')`, `opt.required(opt.string())`,
 * `opt.secret(opt.string())`, or `opt.checker<T>(expected, test)` for anything else.
 *
 * @example
 * ```ts
 * import { defineOptions, opt } from '@svclib/core/options';
 *
 * const LIST = defineOptions('listThings', { limit: opt.positiveInteger(), label: opt.required(opt.nonEmptyString()) });
 * ```
 *
 * @module
 */

import type { OptionChecker } from './option-spec.js';
import { isRecord } from '../util/records.js';

/**
 * A checker from a phrase and a test; `T` is the type the test guarantees.
 *
 * @example
 * ```ts
 * const port = opt.checker<number>('a TCP port', (v) => Number.isInteger(v) && (v as number) > 0 && (v as number) < 65536);
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
 * defineOptions('listThings', { hostname: opt.nonNull(opt.string()) });
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
 * defineOptions('rateLimit', { perSecond: opt.required(opt.numberAtLeast(0, 'a positive number', true)) });
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
 * defineOptions('login', { pin: opt.secret(opt.string()) });
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
 * defineOptions('note', { text: opt.string() });
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
 * defineOptions('order', { location: opt.nonEmptyString() });
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
 * defineOptions('call', { compress: opt.boolean() });
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
 * defineOptions('page', { chunk: opt.positiveInteger() });
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
 * defineOptions('page', { offset: opt.count() });
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
 * defineOptions('client', { timeout: opt.numberAtLeast(0, 'a non-negative number of seconds') });
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
 * defineOptions('bandwidth', { direction: opt.oneOf('public', 'private') }); // "'public' or 'private'"
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
 * defineOptions('call', { signal: opt.signal() });
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
 * defineOptions('call', { filter: opt.record() });
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
 * defineOptions('call', { args: opt.array() });
 * ```
 */
export function array<T = unknown>(expected = 'an array'): OptionChecker<readonly T[], false> {
  return checker<readonly T[]>(expected, Array.isArray);
}

/**
 * A function.
 *
 * @typeParam T - The function type the option has (only `typeof value === 'function'` is checked).
 * @example
 * ```ts
 * defineOptions('client', { transport: opt.func<Transport>('a function (request) => Promise<result>') });
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
 * defineOptions('client', { retry: opt.anything<number | RetryOptions>('a number or retry options') });
 * ```
 */
export function anything<T = unknown>(expected = 'any value'): OptionChecker<T, false> {
  return checker<T>(expected, () => true);
}
