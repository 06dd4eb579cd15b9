/**
 * Object filters: `{ <property or relation>: { operation, options? } | { …nested } }` compiled into
 * predicates over records. Paths through lists match when any element matches.
 *
 * Operations: a plain value (equality; strings case-insensitive), a number, `*=` contains,
 * `^=` starts with, `$=` ends with, `_=` equals (case-insensitive), `~` contains,
 * `!~` does not contain, `!=` not equal, `!*=` / `!^=` / `!$=` / `!_=` negations,
 * `>`, `<`, `>=`, `<=` (numbers and dates), `in` (options `data`), `betweenDate`
 * (options `startDate`, `endDate`), `is null`, `not null`, and `orderBy` (options `sort`:
 * `ASC`/`DESC`), which matches everything and orders a list result (see {@link sortByFilter}).
 *
 * @module
 */
import { invalidParameters } from './fake-fault.js';
import type { AnyRecord, RecordPredicate, RelationTable } from './relation-table.js';
import { describe, excerpt, isStruct } from './values.js';

/** A filter level: property or relation name → operation or nested filter. */
export type FilterNode = Record<string, unknown>;

/** A compiled operation, applied to one scalar value (lists are matched element by element). */
type ValueTest = (value: unknown) => boolean;

const OPERATOR = /^(!?)(\*=|\^=|\$=|_=|~|>=|<=|>|<|=)(?![=<>~!*^$_])\s*([\s\S]*)$/;
const OPERATOR_LIKE = /^[!=<>~*^$_]{1,3}(\s|$)/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
const SUPPORTED =
  "a plain value, '*= x', '^= x', '$= x', '_= x', '~ x', '!~ x', '!= x', '> n', '< n', '>= n', '<= n', 'in', 'betweenDate', 'greaterThanDate', 'lessThanDate', 'orderBy', 'is null', 'not null', '> sysdate - N'";

/** Deepest nesting of a filter (nested structs and dotted names both count); deeper is fault `-32602`. */
export const MAX_FILTER_DEPTH = 32;
/** Most property names one filter may hold, over all levels; more is fault `-32602`. */
export const MAX_FILTER_PROPERTIES = 1000;
/** Longest property name (or dotted path) in a filter. */
const MAX_NAME_LENGTH = 256;

/** Counts the property names of one filter while it compiles, and faults past the limits. */
class FilterBudget {
  #properties = 0;

  add(depth: number, name: string, path: string): void {
    if (name.length > MAX_NAME_LENGTH) {
      throw invalidParameters(`Invalid object filter: property name ${excerpt(name)} is longer than ${MAX_NAME_LENGTH} characters.`);
    }
    if (depth > MAX_FILTER_DEPTH) throw invalidParameters(`Invalid object filter at ${path}: nested deeper than ${MAX_FILTER_DEPTH} levels.`);
    this.#properties += 1;
    if (this.#properties > MAX_FILTER_PROPERTIES) {
      throw invalidParameters(`Invalid object filter: more than ${MAX_FILTER_PROPERTIES} properties.`);
    }
  }
}

/**
 * Compiles (and so validates) `filter` for records of `type` (relations read from `relations`);
 * faults on a bad operation. Compiled once per filter object and type.
 */
export function compileFilter<C>(filter: unknown, type: string, path: string, relations: RelationTable<C>): RecordPredicate<C> {
  if (!isStruct(filter)) throw invalidParameters(`Invalid object filter at ${path}: expected a struct, got ${describe(filter)}.`);
  let byType = relations.compiledFilters.get(filter);
  const cached = byType?.get(type);
  if (cached) return cached;
  const predicate = compileLevel(filter, type, path, 1, new FilterBudget(), relations);
  if (!byType) {
    byType = new Map();
    relations.compiledFilters.set(filter, byType);
  }
  byType.set(type, predicate);
  return predicate;
}

function compileLevel<C>(
  filter: FilterNode, type: string, path: string, depth: number, budget: FilterBudget, relations: RelationTable<C>,
): RecordPredicate<C> {
  const tests: RecordPredicate<C>[] = Object.entries(filter).map(([key, spec]) => {
    budget.add(depth, key, path);
    return compileEntry(key.split('.'), spec, type, `${path}.${key}`, depth, budget, relations);
  });
  return (record, context) => tests.every((test) => test(record, context));
}

/** Whether `record` of `type` passes `filter`. */
export function matchesFilter<C>(record: AnyRecord, type: string, filter: FilterNode, context: C, path: string, relations: RelationTable<C>): boolean {
  return compileFilter(filter, type, path, relations)(record, context);
}

function compileEntry<C>(
  keys: string[],
  spec: unknown,
  type: string,
  path: string,
  depth: number,
  budget: FilterBudget,
  relations: RelationTable<C>,
): RecordPredicate<C> {
  const [name, ...rest] = keys;
  if (name === undefined || name === '') throw invalidParameters(`Invalid object filter at ${path}: empty property name.`);
  if (depth > MAX_FILTER_DEPTH) throw invalidParameters(`Invalid object filter at ${path}: nested deeper than ${MAX_FILTER_DEPTH} levels.`);
  const childType = relations.fieldType(type, name);
  let test: (value: unknown, context: C) => boolean;
  if (rest.length > 0) {
    const inner = compileEntry(rest, spec, childType, path, depth + 1, budget, relations);
    test = (value, context) => isStruct(value) && inner(value, context);
  } else if (isStruct(spec) && 'operation' in spec) {
    const operation = compileOperation(spec, path);
    test = (value) => operation(value);
  } else if (isStruct(spec)) {
    const inner = compileLevel(spec, childType, path, depth + 1, budget, relations);
    test = (value, context) => isStruct(value) && inner(value, context);
  } else {
    const operation = compileOperation({ operation: spec }, path);
    test = (value) => operation(value);
  }
  return (record, context) => {
    const value = relations.fieldValue(record, type, name, context);
    return Array.isArray(value) ? value.some((item) => test(item, context)) : test(value, context);
  };
}

function compileOperation(spec: AnyRecord, path: string): ValueTest {
  const { operation, options } = spec;
  if (typeof operation === 'number' || typeof operation === 'boolean' || typeof operation === 'bigint') {
    return present((value) => looseEquals(value, operation));
  }
  if (typeof operation !== 'string') {
    throw invalidParameters(`Invalid object filter at ${path}: operation must be a string or a number, got ${describe(operation)}.`);
  }
  const text = operation.trim();
  const word = text.toLowerCase();
  if (word === 'in') return present(membershipTest(optionValues(options, 'data', path)));
  if (word === 'orderby') {
    sortDirection(options, path);
    return () => true;
  }
  if (word === 'betweendate') {
    const start = optionDate(options, 'startDate', path);
    const end = optionDate(options, 'endDate', path);
    return present((value) => {
      const time = parseDate(value);
      return time !== undefined && time >= start && time <= end;
    });
  }
  if (word === 'orderby') {
    // Sorting only: every record passes (the generated lists are already in the usual orders).
    optionValues(options, 'sort', path);
    return () => true;
  }
  if (word === 'greaterthandate' || word === 'lessthandate') {
    const time = optionDate(options, 'date', path);
    const after = word === 'greaterthandate';
    return present((value) => {
      const when = parseDate(value);
      return when !== undefined && (after ? when > time : when < time);
    });
  }
  if (options !== undefined && options !== null) {
    throw invalidParameters(`Unknown object filter operation ${excerpt(operation)} with options at ${path}; supported: ${SUPPORTED}.`);
  }
  if (word === 'is null') return (value) => value === undefined || value === null;
  if (word === 'not null') return (value) => value !== undefined && value !== null;
  const match = OPERATOR.exec(text);
  if (!match) {
    if (OPERATOR_LIKE.test(text)) {
      throw invalidParameters(`Unknown object filter operation ${excerpt(operation)} at ${path}; supported: ${SUPPORTED}.`);
    }
    return present((value) => looseEquals(value, text));
  }
  const [, negation = '', operator = '', operand = ''] = match;
  if (operator === '=' && negation !== '!') {
    throw invalidParameters(`Unknown object filter operation ${excerpt(operation)} at ${path}; supported: ${SUPPORTED}.`);
  }
  const test = operatorTest(operator, operand.trim(), operation, path);
  return negation === '!' ? present((value) => !test(value)) : present(test);
}

function operatorTest(operator: string, operand: string, operation: string, path: string): ValueTest {
  const needle = operand.toLowerCase();
  switch (operator) {
    case '*=':
    case '~':
      return (value) => text(value).includes(needle);
    case '^=':
      return (value) => text(value).startsWith(needle);
    case '$=':
      return (value) => text(value).endsWith(needle);
    case '_=':
    case '=':
      return (value) => looseEquals(value, operand);
    default:
      return compareTest(operator, operand, operation, path);
  }
}

function compareTest(operator: string, operand: string, operation: string, path: string): ValueTest {
  const number = Number(operand);
  const numeric = operand !== '' && Number.isFinite(number);
  const time = numeric ? undefined : (sysdate(operand) ?? parseDate(operand));
  if (!numeric && time === undefined) {
    throw invalidParameters(
      `Invalid object filter operation ${excerpt(operation)} at ${path}: '${operator}' needs a number or a date (MM/DD/YYYY H:M:S or ISO 8601).`,
    );
  }
  const compare = (left: number, right: number): boolean => {
    switch (operator) {
      case '>':
        return left > right;
      case '<':
        return left < right;
      case '>=':
        return left >= right;
      default:
        return left <= right;
    }
  };
  return (value) => {
    if (numeric) {
      const left = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof left === 'number' && Number.isFinite(left) && compare(left, number);
    }
    const left = parseDate(value);
    return left !== undefined && compare(left, time!);
  };
}

/**
 * The `in` test: `looseEquals` against any of `data`, answered through sets (one lookup per value,
 * whatever the length of `data`) instead of comparing with each candidate.
 */
function membershipTest(data: readonly unknown[]): ValueTest {
  const texts = new Set<string>();
  const numbers = new Set<number>();
  const truthy = new Set<unknown>([true, 1, '1', 'true']);
  const falsy = new Set<unknown>([false, 0, '0', 'false']);
  let anyTrue = false;
  let anyFalse = false;
  for (const candidate of data) {
    const wanted = typeof candidate === 'string' ? candidate.trim().toLowerCase() : candidate;
    if (truthy.has(wanted)) anyTrue = true;
    if (falsy.has(wanted)) anyFalse = true;
    if (typeof candidate === 'string') {
      if (candidate.trim() !== '') numbers.add(Number(candidate));
      texts.add(candidate.toLowerCase());
    } else if (typeof candidate === 'number' || typeof candidate === 'bigint' || typeof candidate === 'boolean') {
      numbers.add(Number(candidate));
      texts.add(String(candidate).toLowerCase());
    } else {
      texts.add(String(candidate).toLowerCase());
    }
  }
  return (value) => {
    if (typeof value === 'boolean') return value ? anyTrue : anyFalse;
    if (typeof value === 'number' || typeof value === 'bigint') return numbers.has(Number(value));
    return texts.has(text(value));
  };
}

/** `sysdate`, `sysdate - N` or `sysdate + N` (N days) as milliseconds, else `undefined`. */
function sysdate(operand: string): number | undefined {
  const match = /^sysdate\s*(?:([+-])\s*(\d+(?:\.\d+)?))?$/i.exec(operand);
  if (!match) return undefined;
  const days = match[2] === undefined ? 0 : Number(match[2]) * (match[1] === '-' ? -1 : 1);
  return Date.now() + days * 86_400_000;
}

/** Wraps a test so that a missing value never matches. */
function present(test: ValueTest): ValueTest {
  return (value) => value !== undefined && value !== null && !isStruct(value) && test(value);
}

function text(value: unknown): string {
  return (value instanceof Date ? value.toISOString() : String(value)).toLowerCase();
}

/** Equality: numbers numerically, booleans against 1/0/true/false, strings case-insensitively. */
function looseEquals(value: unknown, operand: unknown): boolean {
  if (typeof value === 'boolean') {
    const wanted = typeof operand === 'string' ? operand.trim().toLowerCase() : operand;
    return value ? wanted === true || wanted === 1 || wanted === '1' || wanted === 'true' : wanted === false || wanted === 0 || wanted === '0' || wanted === 'false';
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    const wanted = typeof operand === 'string' ? (operand.trim() === '' ? Number.NaN : Number(operand)) : Number(operand);
    return Number(value) === wanted;
  }
  if (typeof operand === 'boolean') return text(value) === String(operand);
  return text(value) === String(operand).toLowerCase();
}

/** Milliseconds of a date given as a `Date`, an ISO string, or `MM/DD/YYYY[ H:M[:S]]` (UTC). */
export function parseDate(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value !== 'string') return undefined;
  const us = US_DATE.exec(value.trim());
  if (us) {
    const [, month, day, year, hour = '0', minute = '0', second = '0'] = us;
    return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function optionValues(options: unknown, name: string, path: string): unknown[] {
  if (!Array.isArray(options)) {
    throw invalidParameters(`Invalid object filter at ${path}: this operation needs options [{ name: '${name}', value: [...] }].`);
  }
  const option: unknown = options.find((item) => isStruct(item) && item.name === name);
  if (!isStruct(option) || !Array.isArray(option.value)) {
    throw invalidParameters(`Invalid object filter at ${path}: missing option '${name}' with a list value.`);
  }
  return option.value as unknown[];
}

function optionDate(options: unknown, name: string, path: string): number {
  const [first] = optionValues(options, name, path);
  const time = parseDate(first);
  if (time === undefined) {
    throw invalidParameters(`Invalid object filter at ${path}: option '${name}' must hold a date 'MM/DD/YYYY H:M:S', got ${describe(first)}.`);
  }
  return time;
}

/** The direction of an `orderBy` operation: option `sort` with `ASC` (default) or `DESC`. */
function sortDirection(options: unknown, path: string): 1 | -1 {
  if (options === undefined || options === null) return 1;
  const [direction = 'ASC'] = optionValues(options, 'sort', path);
  const word = String(direction).toUpperCase();
  if (word !== 'ASC' && word !== 'DESC') {
    throw invalidParameters(`Invalid object filter at ${path}: orderBy sort must be 'ASC' or 'DESC', got ${describe(direction)}.`);
  }
  return word === 'ASC' ? 1 : -1;
}

/** The `orderBy` leaves of a filter level, in the order written: property path and direction. */
function orderKeys(node: FilterNode, prefix: readonly string[]): Array<{ path: string[]; direction: 1 | -1 }> {
  const keys: Array<{ path: string[]; direction: 1 | -1 }> = [];
  for (const [key, spec] of Object.entries(node)) {
    const path = [...prefix, ...key.split('.')];
    if (!isStruct(spec)) continue;
    if ('operation' in spec) {
      if (typeof spec.operation === 'string' && spec.operation.trim().toLowerCase() === 'orderby') {
        keys.push({ path, direction: sortDirection(spec.options, path.join('.')) });
      }
    } else keys.push(...orderKeys(spec, path));
  }
  return keys;
}

function compareValues(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === undefined || left === null) return 1;
  if (right === undefined || right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return text(left).localeCompare(text(right));
}

/**
 * `items` (records of `type`) ordered by the `orderBy` operations of `node`, as the API orders a
 * list whose filter holds them (`{ id: { operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }] } }`).
 * Without one, the same array.
 */
export function sortByFilter<C>(
  items: readonly AnyRecord[], type: string, node: FilterNode, context: C, relations: RelationTable<C>,
): readonly AnyRecord[] {
  const keys = orderKeys(node, []);
  if (keys.length === 0) return items;
  const valueAt = (record: AnyRecord, path: readonly string[]): unknown => {
    let value: unknown = record;
    let valueType = type;
    for (const name of path) {
      if (!isStruct(value)) return undefined;
      const next = relations.fieldValue(value, valueType, name, context);
      valueType = relations.fieldType(valueType, name);
      value = next;
    }
    return value;
  };
  return [...items].sort((a, b) => {
    for (const { path, direction } of keys) {
      const order = compareValues(valueAt(a, path), valueAt(b, path));
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}

/**
 * The filter of a request from its header struct: `<Service>ObjectFilter` (any header ending in
 * `ObjectFilter`).
 */
export function filterFromHeaders(headers: Record<string, unknown>, service: string): FilterNode | undefined {
  const key = Object.hasOwn(headers, `${service}ObjectFilter`)
    ? `${service}ObjectFilter`
    : Object.keys(headers).find((name) => name.endsWith('ObjectFilter'));
  if (key === undefined) return undefined;
  const filter = headers[key];
  if (filter === null || filter === undefined) return undefined;
  if (!isStruct(filter)) throw invalidParameters(`Invalid object filter in header ${key}: expected a struct, got ${describe(filter)}.`);
  return filter;
}
