/**
 * Builds a list method's filter from its keyword options. Internal.
 *
 * @module
 */
import { buildFilter, mergeFilters, queryFilter } from './filters.js';
import type { FilterOperation, ObjectFilter } from './filters.js';
import { isStringArray } from './manager-support.js';

/** A keyword option value: a query value, or `undefined` when the option is not set. */
export type QueryValue = string | number | undefined;

/**
 * The `in` operation on tag names: `{ operation: 'in', options: [{ name: 'data', value: tags }] }`.
 *
 * @throws TypeError when `tags` is not a list of strings.
 */
export function tagsFilter(where: string, tags: readonly string[]): FilterOperation {
  if (!isStringArray(tags)) {
    throw new TypeError(`${where}: tags must be an array of strings`);
  }
  return { operation: 'in', options: [{ name: 'data', value: [...tags] }] };
}

/**
 * `{ group: { …path: queryFilter(value) } }` for each set value, merged over the caller's filter (the
 * keyword options win on a conflict). Values that are already operations are used as they are.
 */
export function listFilter(
  group: string,
  fields: Record<string, QueryValue | FilterOperation>,
  callerFilter: ObjectFilter | undefined,
): ObjectFilter {
  const paths: Record<string, FilterOperation | undefined> = {};
  for (const [path, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    paths[`${group}.${path}`] = typeof value === 'object' ? value : queryFilter(value);
  }
  return mergeFilters(callerFilter, buildFilter(paths));
}
