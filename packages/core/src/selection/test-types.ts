/**
 * Test helper (not shipped): type equality for type tests of large types. `expectTypeOf(…)
 * .toEqualTypeOf<…>()` of vitest builds a deep description of both types to report a mismatch, which
 * costs hundreds of thousands of instantiations on a narrowed record; these compare with the
 * compiler's own identity check only.
 *
 * @module
 */

/** `true` when `A` and `B` are the same type (the compiler's identity check). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * A compile error unless `A` and `B` are the same type.
 *
 * @example
 * ```ts
 * same<Narrow<'Virtual_Guest', 'hostname'>, { id?: number; hostname?: string }>();
 * ```
 */
export declare function same<A, B>(...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]): void;

/**
 * A compile error unless the type of `value` is `B`: `typeIs<B>()(value)`.
 *
 * @example
 * ```ts
 * typeIs<Promise<{ id?: number }[]>>()(client.call('Account', 'getVirtualGuests', { mask: 'id' }));
 * ```
 */
export declare function typeIs<B>(): <A>(value: A, ...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]) => void;
