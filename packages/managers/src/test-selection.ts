/**
 * Test helper (not shipped): the witness of typed selection at run time. A result's type gives a
 * {@link KeyTree} (its keys at every level); a test writes that tree out as a literal, which the
 * compiler holds to exactly the type's keys, and {@link outside} lists what a result carries beyond it.
 *
 * @module
 */

/** The keys of a result type at every level (a list's items for a list), each `true` at a leaf. */
export type KeyTree<T> = T extends readonly (infer I)[] ? KeyTree<I> : { [K in keyof T]-?: Leaf<Exclude<T[K], undefined>> };
/** A property's entry in a {@link KeyTree}: `true`, or the tree of a record (a list's items for a list). */
export type Leaf<V> = V extends readonly (infer I)[] ? Leaf<I> : V extends object ? KeyTree<V> : true;

/**
 * The paths of `value` (list items included) that the key tree lacks.
 *
 * @param value - A result as it came back.
 * @param tree - The key tree of its type.
 * @param path - Where `value` is (for the paths returned).
 * @returns The dotted paths present at run time but not on the type.
 */
export function outside(value: unknown, tree: Record<string, unknown>, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => outside(item, tree, path));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const at = path === '' ? key : `${path}.${key}`;
    if (!Object.hasOwn(tree, key)) return [at];
    const sub = tree[key];
    return typeof sub === 'object' && sub !== null ? outside(inner, sub as Record<string, unknown>, at) : [];
  });
}
