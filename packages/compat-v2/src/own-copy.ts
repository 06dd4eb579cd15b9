/**
 * Own-property reading of option objects. Internal.
 *
 * @module
 */

/**
 * A copy of the own enumerable properties of `value` without a prototype: reading an absent option
 * from it gives `undefined`, never a value other code put on `Object.prototype`.
 */
export function ownCopy(value: object | null | undefined): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, value ?? {});
}
