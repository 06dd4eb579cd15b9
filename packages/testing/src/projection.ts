/**
 * Applies a mask to a record: without a mask only local properties are returned; a mask adds the
 * relations (and `<x>Count` counts) it names and, when it names local properties of a level,
 * keeps only those plus the record's `id` (its local key, which the real service always returns).
 *
 * @module
 */
import type { MaskTree } from './object-mask.js';
import { matchesFilter, type FilterNode } from './object-filter.js';
import type { AnyRecord, RelationContext } from './relation-table.js';
import { isStruct } from './values.js';

/** Whether `value` is a relation value (an object or a list) rather than a local property. */
function isRelationValue(value: unknown): boolean {
  return Array.isArray(value) || isStruct(value);
}

/**
 * The output form of `record` of `type` under `mask`. `filter`, when given, narrows the list
 * relations the mask names (the filter of `Account.getObject` with mask `virtualGuests`).
 */
export function project<C extends RelationContext<C>>(
  record: AnyRecord,
  type: string,
  mask: MaskTree | undefined,
  context: C,
  filter?: FilterNode,
): AnyRecord {
  const relations = context.relations;
  const out: AnyRecord = {};
  if (mask === undefined || mask.size === 0) {
    // No mask (the common case, e.g. every page of a list): the local properties only.
    for (const name in record) {
      if (!Object.hasOwn(record, name)) continue;
      const value = record[name];
      if (value !== undefined && value !== null && !isRelationValue(value) && relations.relationOf(type, name) === undefined) out[name] = value;
    }
    return out;
  }
  const named = mask;
  const localNames = new Set(
    [...named.keys()].filter(
      // A name the record does not hold is not one of its local properties (the real service's
      // relational properties the fake does not model, e.g. `firewallInterfaces`).
      (name) =>
        Object.hasOwn(record, name) && relations.relationOf(type, name) === undefined && relations.countedRelation(type, name) === undefined &&
        !isRelationValue(record[name]),
    ),
  );
  if (localNames.size > 0) {
    // The real service always answers a record's `id` (its local key), whatever local names the
    // mask picks, so a caller can address what it got back.
    if (!localNames.has('id')) copyLocalKey(record, out);
    for (const name of localNames) {
      const value = Object.hasOwn(record, name) ? record[name] : undefined;
      if (value !== undefined && value !== null) out[name] = value;
    }
  } else {
    for (const [name, value] of Object.entries(record)) {
      if (value !== undefined && value !== null && !isRelationValue(value) && relations.relationOf(type, name) === undefined) out[name] = value;
    }
  }
  for (const [name, sub] of named) {
    if (localNames.has(name)) continue;
    const counted = relations.countedRelation(type, name);
    if (counted !== undefined) {
      const list = relations.fieldValue(record, type, counted, context);
      if (Array.isArray(list)) out[name] = list.length;
      continue;
    }
    const value = relations.fieldValue(record, type, name, context);
    const member = filter?.[name];
    const subFilter = isStruct(member) ? member : undefined;
    const output = projectValue(value, relations.fieldType(type, name), sub, context, subFilter);
    if (output !== undefined) out[name] = output;
  }
  return out;
}

/** Copies the record's `id` into `out` when the record has one (a scalar). */
function copyLocalKey(record: AnyRecord, out: AnyRecord): void {
  const id = Object.hasOwn(record, 'id') ? record.id : undefined;
  if (id !== undefined && id !== null && !isRelationValue(id)) out.id = id;
}

/** Projects a relation value: a record, a list of records (filtered by `filter`), or a scalar. */
function projectValue<C extends RelationContext<C>>(
  value: unknown,
  type: string,
  mask: MaskTree,
  context: C,
  filter: FilterNode | undefined,
): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const list: unknown[] = value;
    const items = filter ? list.filter((item) => isStruct(item) && matchesFilter(item, type, filter, context, `filter.${type}`, context.relations)) : list;
    return items.map((item) => (isStruct(item) ? project(item, type, mask, context, filter) : item));
  }
  if (isStruct(value)) return project(value, type, mask, context, filter);
  return value;
}
