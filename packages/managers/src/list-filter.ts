/**
 * Builds a list method's filter from its keyword options. Internal.
 *
 * @module
 */
import { optionError } from '@svclib/core/options';
import { buildFilter, isFilterOperation, mergeFilters, queryFilter } from './filters.js';
import type { FilterOperation, ObjectFilter } from './filters.js';
import { isStringArray, show } from './manager-support.js';

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
 * A keyword option's value checked before it becomes part of a filter: a string or a finite number
 * (through `queryFilter`), or a real operation object `{ operation, options? }` as it is. `null`,
 * arrays, other objects, booleans and non-finite numbers would be sent as they are and could widen a
 * query, so they are a `TypeError`.
 *
 * @throws TypeError naming `where` and the option.
 */
export function queryOperation(where: string, option: string, value: unknown): FilterOperation {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return queryFilter(value);
  if (isFilterOperation(value) && (typeof value.operation === 'string' || typeof value.operation === 'number')) return value;
  const got = value !== null && typeof value === 'object' && !Array.isArray(value) ? 'an object without a string or number operation' : show(value);
  throw optionError(where, option, `a string, a number or a filter operation { operation, … }, got ${got}`);
}

/**
 * `{ group: { …path: queryFilter(value) } }` for each set value, merged over the caller's filter (the
 * keyword options win on a conflict). Values that are already operations are used as they are; every
 * value is checked first ({@link queryOperation}), and so is the caller's `filter` (a plain object).
 *
 * @param names - The option each path comes from, for error messages (default: the path's last name).
 * @throws TypeError naming the option whose value is not a query value.
 */
export function listFilter(
  group: string,
  fields: Record<string, QueryValue | FilterOperation>,
  callerFilter: ObjectFilter | undefined,
  where = `${group} filter`,
  names: Readonly<Record<string, string>> = {},
): ObjectFilter {
  const caller: unknown = callerFilter;
  if (caller !== undefined && (caller === null || typeof caller !== 'object' || Array.isArray(caller))) {
    throw optionError(where, 'filter', 'an object filter', caller);
  }
  const paths: Record<string, FilterOperation | undefined> = {};
  for (const [path, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    paths[`${group}.${path}`] = queryOperation(where, names[path] ?? path.split('.').at(-1) ?? path, value);
  }
  return mergeFilters(callerFilter, buildFilter(paths));
}
