/**
 * Typed selection for the managers (SPEC §13): a method whose result comes from its default mask
 * is typed by that mask (the `*_MASK` constants are literals), and a caller's `mask` (a literal) or
 * `select` narrows the result instead, checked against the result's record as `@svclib/core`'s typed
 * calls check them.
 *
 * @module
 */
import type { Selected } from '@svclib/core';
import type { CheckedMask, CheckedSelection, MaskAndSelect, MaskSelectConflict } from '@svclib/core/wire';

/**
 * What a manager's `mask` option may be: a string, or an object mask (sent as given).
 *
 * @example
 * ```ts
 * const mask: MaskArg = 'id, hostname';
 * ```
 */
export type MaskArg = string | Record<string, unknown>;


/**
 * The options `O` of a manager method whose result is record `N`, with `mask` (`K`, as written: a
 * string, or an object mask sent as given) and `select` (`Q`) checked against the record.
 *
 * @example
 * ```ts
 * type Options = Selecting<RequestOptions, 'Virtual_Guest', 'id, hostname', never>;
 * ```
 */
export type Selecting<O, N extends string, K extends MaskArg, Q> = Omit<O, 'mask' | 'select'> & {
  /**
   * Object mask to send instead of the method's default mask: a string, checked against the
   * result's record when it is a literal (the result is then narrowed to it), or an object mask
   * sent as given (the result is then the whole record).
   */
  mask?: (MaskSelectConflict<K, Q> extends true ? MaskAndSelect : K extends string ? CheckedMask<N, K> : K) | undefined;
  /**
   * The object form of a mask (`{ id: true, datacenter: { name: true } }`) to send instead of the
   * default mask, checked against the result's record; the result is narrowed to it.
   */
  select?: (MaskSelectConflict<K, Q> extends true ? MaskAndSelect : CheckedSelection<N, Q>) | undefined;
};

/**
 * The result `R` of a manager method whose result is record `N`: narrowed by the caller's literal
 * `mask` `K` or `select` `Q`, else by the method's default mask `D`; the whole record for a
 * non-literal or object mask.
 *
 * @example
 * ```ts
 * type Guests = ByMask<VirtualGuest[], 'Virtual_Guest', typeof VirtualServerManager.LIST_MASK, never, never>;
 * ```
 */
export type ByMask<R, N extends string, D extends string, K extends MaskArg, Q> = [K] extends [never]
  ? [Q] extends [never]
    ? Selected<R, N, D, never>
    : Selected<R, N, never, Q>
  : K extends string
    ? Selected<R, N, K, never>
    : R;

/** A mask of the managers' constants: the text of `P`'s parts joined, as a literal type. */
type Joined<P extends readonly string[], Acc extends string = ''> = P extends readonly [infer H extends string, ...infer T extends readonly string[]]
  ? Joined<T, `${Acc}${H}`>
  : Acc;

/**
 * A long default mask written in parts, kept a literal type (so that it types the results it
 * selects): `joinMask('id, hostname, ', 'datacenter')` is `'id, hostname, datacenter'`.
 *
 * @param parts - The mask's text in pieces.
 * @returns The pieces joined.
 * @example
 * ```ts
 * static readonly LIST_MASK = joinMask('id, hostname, ', 'datacenter[name]');
 * ```
 */
export function joinMask<const P extends readonly string[]>(...parts: P): Joined<P> {
  return parts.join('') as Joined<P>;
}

