/**
 * The reference client's sort operation of object filters (`query_filter_orderby`).
 *
 * @module
 */
import type { FilterOperation } from './filters.js';

/** `{ operation: 'orderBy', options: [{ name: 'sort', value: [sort] }] }` — ascending unless told. */
export function orderBy(sort: 'ASC' | 'DESC' = 'ASC'): FilterOperation {
  return { operation: 'orderBy', options: [{ name: 'sort', value: [sort] }] };
}
