/**
 * Object-filter helpers (SPEC §8): turn friendly query strings into filter operations, build nested
 * filters from dotted paths and merge filters deeply.
 *
 * @module
 */

import type { ObjectFilter } from '@svclib/core';
import type { FilterOperation } from '@svclib/core/wire';

// One filter model for every package: defined in @svclib/model, exported by @svclib/core.
export type { ObjectFilter } from '@svclib/core';
export type { FilterOperation, FilterOption } from '@svclib/core/wire';

/** Query operators recognised at the start of a string, longest first so `<=` wins over `<`. */
const OPERATORS = ['<=', '>=', '!~', '*=', '^=', '$=', '_=', '<', '>', '~'] as const;

const INTEGER = /^[+-]?\d+$/;

/**
 * Turns a friendly query value into a filter operation (SPEC §8 rules):
 *
 * - a number, or a string holding an integer → `{ operation: n }` (the number);
 * - a string starting with `<=`, `>=`, `<`, `>`, `~`, `!~`, `*=`, `^=`, `$=` or `_=` → that operator,
 *   one space, then the rest trimmed;
 * - `*x*` → `'*= x'` (contains), `*x` → `'$= x'` (ends with), `x*` → `'^= x'` (starts with);
 * - anything else → `'_= x'` (equal, case-insensitive).
 *
 * The string is trimmed first. Only integers count as numeric strings: `'1.5'` becomes `'_= 1.5'`.
 *
 * @param value - A number or a query string.
 * @returns The operation for one filter property.
 * @throws TypeError when `value` is neither a string nor a finite number.
 * @example
 * ```ts
 * queryFilter(4);         // { operation: 4 }
 * queryFilter('>= 2048'); // { operation: '>= 2048' }
 * queryFilter('web*');    // { operation: '^= web' }
 * queryFilter('*prod*');  // { operation: '*= prod' }
 * queryFilter('web1');    // { operation: '_= web1' }
 * ```
 */
export function queryFilter(value: string | number): FilterOperation {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`queryFilter: expected a finite number, got ${String(value)}`);
    return { operation: value };
  }
  if (typeof value !== 'string') {
    throw new TypeError(`queryFilter: expected a string or a number, got ${describe(value)}`);
  }
  const query = value.trim();
  if (INTEGER.test(query)) {
    const n = Number(query);
    if (Number.isSafeInteger(n)) return { operation: n };
  }
  for (const operator of OPERATORS) {
    if (query.startsWith(operator)) return { operation: `${operator} ${query.slice(operator.length).trim()}` };
  }
  const starts = query.startsWith('*');
  const ends = query.endsWith('*');
  const bare = query.replace(/^\*+|\*+$/g, '').trim();
  if (starts && ends) return { operation: `*= ${bare}` };
  if (starts) return { operation: `$= ${bare}` };
  if (ends) return { operation: `^= ${bare}` };
  return { operation: `_= ${query}` };
}

/** `MM/DD/YYYY H:M:S` as written by hand: one or two digits for every part but the year; time optional. */
const SEED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats a date for a `betweenDate` filter as `MM/DD/YYYY HH:MM:SS` (every part zero-padded, 24-hour
 * clock). A `Date` is written in UTC. A string already in `M/D/YYYY[ H:M[:S]]` form is re-padded
 * without any time-zone shift; any other string is parsed by `Date` (ISO 8601 is the safe choice).
 *
 * @param value - A `Date`, or a date string.
 * @param what - Which argument this is, for the error message.
 * @returns The formatted date.
 * @throws TypeError for an invalid date or an unparsable string.
 * @example
 * ```ts
 * formatFilterDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5))); // '01/02/2024 03:04:05'
 * formatFilterDate('1/2/2024 3:4:5');                       // '01/02/2024 03:04:05'
 * ```
 */
export function formatFilterDate(value: Date | string, what = 'date'): string {
  if (typeof value === 'string') {
    const match = SEED_DATE.exec(value.trim());
    if (match) {
      const [, month, day, year, hours = '0', minutes = '0', seconds = '0'] = match;
      const parts = [month, day, hours, minutes, seconds].map(Number) as [number, number, number, number, number];
      const [m, d, h, min, s] = parts;
      if (m < 1 || m > 12 || d < 1 || d > 31 || h > 23 || min > 59 || s > 59) {
        throw new TypeError(`betweenDate: ${what} ${JSON.stringify(value)} is not a valid MM/DD/YYYY H:M:S date`);
      }
      return `${pad(m)}/${pad(d)}/${year!} ${pad(h)}:${pad(min)}:${pad(s)}`;
    }
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) {
      throw new TypeError(
        `betweenDate: ${what} ${JSON.stringify(value)} is neither MM/DD/YYYY H:M:S nor a date string Date can parse`,
      );
    }
    return formatFilterDate(parsed, what);
  }
  if (!(value instanceof Date)) throw new TypeError(`betweenDate: ${what} must be a Date or a string, got ${describe(value)}`);
  if (Number.isNaN(value.getTime())) throw new TypeError(`betweenDate: ${what} is an invalid Date`);
  return (
    `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()} ` +
    `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
  );
}

/**
 * The seed's `betweenDate` operation: matches dates from `start` to `end`.
 *
 * Dates are written `MM/DD/YYYY HH:MM:SS`, zero-padded, `Date` values in UTC (see
 * {@link formatFilterDate}).
 *
 * @param start - First instant of the range.
 * @param end - Last instant of the range.
 * @returns `{ operation: 'betweenDate', options: [{ name: 'startDate', value: [s] }, { name: 'endDate', value: [e] }] }`.
 * @throws TypeError for an invalid date.
 * @example
 * ```ts
 * const filter = buildFilter({ 'tickets.createDate': betweenDate('01/01/2024 0:0:0', new Date()) });
 * ```
 */
export function betweenDate(start: Date | string, end: Date | string): FilterOperation {
  return {
    operation: 'betweenDate',
    options: [
      { name: 'startDate', value: [formatFilterDate(start, 'start')] },
      { name: 'endDate', value: [formatFilterDate(end, 'end')] },
    ],
  };
}

/**
 * True for a filter leaf: an object carrying an `operation`. Leaves are replaced, never merged.
 *
 * @param value - Any value.
 * @returns Whether it is a {@link FilterOperation}.
 * @example
 * ```ts
 * isFilterOperation({ operation: '_= web1' }); // true
 * isFilterOperation({ hostname: { operation: '_= web1' } }); // false
 * ```
 */
export function isFilterOperation(value: unknown): value is FilterOperation {
  return isPlainObject(value) && 'operation' in value;
}

/**
 * Builds a nested filter from dotted paths. Entries whose value is `undefined` are skipped, so
 * optional parameters can be passed straight through.
 *
 * @param paths - Dotted property path → operation (usually from {@link queryFilter}).
 * @returns The nested filter.
 * @throws TypeError for an empty path segment or two paths that conflict (`a` and `a.b`).
 * @example
 * ```ts
 * buildFilter({ 'virtualGuests.hostname': queryFilter('web*'), 'virtualGuests.datacenter.name': queryFilter('dal13') });
 * // { virtualGuests: { hostname: { operation: '^= web' }, datacenter: { name: { operation: '_= dal13' } } } }
 * ```
 */
export function buildFilter(paths: Record<string, FilterOperation | undefined>): ObjectFilter {
  const root: ObjectFilter = {};
  for (const [path, operation] of Object.entries(paths)) {
    if (operation === undefined) continue;
    const keys = path.split('.');
    if (keys.some((key) => key === '')) throw new TypeError(`buildFilter: empty segment in path ${JSON.stringify(path)}`);
    let node: ObjectFilter = root;
    for (const [index, key] of keys.entries()) {
      if (index === keys.length - 1) {
        if (Object.hasOwn(node, key)) throw new TypeError(`buildFilter: path ${JSON.stringify(path)} conflicts with another path`);
        defineOwn(node, key, operation);
        break;
      }
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (next === undefined) {
        const child: ObjectFilter = {};
        defineOwn(node, key, child);
        node = child;
      } else if (isFilterOperation(next)) {
        throw new TypeError(`buildFilter: path ${JSON.stringify(path)} conflicts with another path`);
      } else {
        node = next;
      }
    }
  }
  return root;
}

/**
 * Merges filters deeply into a new object (no input is changed). Nested filters merge key by key;
 * when two filters set the same property, the later one wins, and an operation leaf
 * (`{ operation, options }`) is replaced whole, never mixed. `undefined` arguments are skipped.
 *
 * @param filters - Filters, earliest first.
 * @returns The merged filter.
 * @example
 * ```ts
 * mergeFilters(
 *   { virtualGuests: { domain: { operation: '_= example.com' } } },
 *   { virtualGuests: { hostname: { operation: '^= web' } } },
 * );
 * // { virtualGuests: { domain: { operation: '_= example.com' }, hostname: { operation: '^= web' } } }
 * ```
 */
export function mergeFilters(...filters: (ObjectFilter | undefined)[]): ObjectFilter {
  const result: ObjectFilter = {};
  for (const filter of filters) {
    if (filter === undefined) continue;
    if (!isPlainObject(filter)) throw new TypeError(`mergeFilters: expected a filter object, got ${describe(filter)}`);
    mergeInto(result, filter);
  }
  return result;
}

function mergeInto(target: ObjectFilter, source: ObjectFilter): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isPlainObject(value) && !isFilterOperation(value)) {
      const child: ObjectFilter = existing !== undefined && !isFilterOperation(existing) ? existing : {};
      defineOwn(target, key, child);
      mergeInto(child, value);
    } else {
      defineOwn(target, key, clone(value));
    }
  }
}

/** A deep copy of plain objects and arrays, so merged results share nothing with their inputs. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => clone(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) defineOwn(copy, key, clone(item));
    return copy as T;
  }
  return value;
}

/** Sets an own data property, so keys such as `__proto__` never touch a prototype. */
function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isPlainObject(value: unknown): value is Record<string, never> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `${typeof value} ${String(value)}`;
  }
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
