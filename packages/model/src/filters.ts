/**
 * Object filters typed against a record: property names are checked (a misspelt key is a compile
 * error, where the real service silently matches everything), relational properties nest, and
 * every other property takes an operation leaf.
 *
 * @module
 */

/**
 * One option of a filter operation, e.g. `{ name: 'data', value: ['prod'] }` for `in`, or
 * `{ name: 'sort', value: ['DESC'] }` for `orderBy`.
 *
 * @category Filters
 * @example
 * ```ts
 * const option: FilterOption = { name: 'startDate', value: ['01/02/2024 00:00:00'] };
 * ```
 */
export interface FilterOption {
  /** `startDate`, `endDate` (`betweenDate`), `data` (`in`), `sort`, `sortOrder` (`orderBy`), … */
  name: string;
  /** The option's values (always a list on the wire). */
  value: readonly unknown[];
}

/**
 * A filter leaf: an operation on one property. `operation` is a query (`'^= web'`, `'> 4'`,
 * `'not null'`), a plain value, or a named operation with `options`.
 *
 * @category Filters
 * @example
 * ```ts
 * const startsWith: FilterOperation = { operation: '^= web' };
 * const between: FilterOperation = {
 *   operation: 'betweenDate',
 *   options: [{ name: 'startDate', value: ['01/01/2024 00:00:00'] }, { name: 'endDate', value: ['02/01/2024 00:00:00'] }],
 * };
 * const among: FilterOperation = { operation: 'in', options: [{ name: 'data', value: [1, 2, 3] }] };
 * const sorted: FilterOperation = { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] };
 * ```
 */
export interface FilterOperation {
  /** The query string, a plain value, or an operation name (`betweenDate`, `in`, `orderBy`). */
  operation: string | number;
  /** Options of a named operation (and `sort`/`sortOrder` alongside any operation). */
  options?: readonly FilterOption[];
}

/**
 * An object filter not checked against any record: what a filter becomes below the depth that
 * {@link ObjectFilterFor} checks, and what an unknown method takes.
 *
 * @category Filters
 * @example
 * ```ts
 * const filter: LooseObjectFilter = { anything: { goes: { operation: 1 } } };
 * ```
 */
export interface LooseObjectFilter {
  /** A property name and its operation or nested filter. */
  [property: string]: LooseObjectFilter | FilterOperation;
}

/**
 * The filter node for a property whose value type is `V`: nested for a record (or a list of
 * records), an operation leaf otherwise (strings, numbers, booleans, bytes); unchecked below depth
 * `D` (each level counts `D` down by one).
 *
 * @category Filters
 * @example
 * ```ts
 * type HostnameNode = FilterNodeFor<string>; // FilterOperation
 * ```
 */
export type FilterNodeFor<V, D extends number = 4> = V extends readonly (infer U)[]
  ? FilterNodeFor<U, D>
  : V extends string | number | boolean | bigint | null | undefined | Uint8Array
    ? FilterOperation
    : V extends object
      ? [D] extends [0]
        ? LooseObjectFilter | FilterOperation
        : ObjectFilterFor<V, [never, 0, 1, 2, 3, 4, 5][D]> | FilterOperation
      : FilterOperation;

/**
 * An object filter typed against record `R`: each key is one of its property names, a relational
 * property nests (`D` more relations are checked below `R`'s own properties, 4 by default; deeper
 * levels are not), any property takes a {@link FilterOperation} leaf.
 *
 * @category Filters
 * @example
 * ```ts
 * import type { ObjectFilterFor, Virtual_Guest } from '@svclib/model';
 * const filter: ObjectFilterFor<Virtual_Guest> = {
 *   hostname: { operation: '^= web' },
 *   datacenter: { name: { operation: 'dal13' } },
 *   id: { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] },
 * };
 * ```
 */
export type ObjectFilterFor<R, D extends number = 4> = {
  [K in keyof R]?: FilterNodeFor<NonNullable<R[K]>, D>;
};
