/**
 * Applies a mask to a record: without a mask only local properties are returned; a mask adds the
 * relations (and `<x>Count` counts) it names and, when it names local properties of a level,
 * keeps only those plus the record's `id` (its local key, which the real service always returns).
 *
 * @module
 */
import type { MaskTree } from './object-mask.js';
import { matchesFilter, type FilterNode } from './object-filter.js';
import type { AnyRecord, RelationContext, RelationTable } from './relation-table.js';
import { isStruct } from './values.js';

/** Whether `value` is a relation value (an object or a list) rather than a local property. */
function isRelationValue(value: unknown): boolean {
  return Array.isArray(value) || isStruct(value);
}

/**
 * The output of a record without a mask (its local properties), kept with the record's own fields
 * it was made from: while they stay the same, the next request copies the kept output instead of
 * sorting the fields again, and the answer's writer can reuse what it made of it (see
 * {@link localProjectionsOf}). Records are changed in place by the services, so the fields are
 * compared on every use.
 */
export interface LocalProjection {
  /** The record's own field names, in order, when it was projected. */
  readonly names: readonly string[];
  /** Their values. */
  readonly values: readonly unknown[];
  /** The output's field names, in order. */
  readonly outNames: readonly string[];
  /** Their values. */
  readonly outValues: readonly unknown[];
  /** The output itself, copied for each answer (never handed out). */
  readonly template: Readonly<AnyRecord>;
}

/** Kept local projections, by relation table, type and record. */
const localProjections = new WeakMap<object, Map<string, WeakMap<AnyRecord, LocalProjection>>>();
/** The projections each list of {@link projectAll} without a mask was copied from, item by item. */
const listSources = new WeakMap<readonly AnyRecord[], readonly LocalProjection[]>();

/** Whether the enumerable fields of `record` are exactly `names` with `values`, in order. */
function sameFields(record: AnyRecord, names: readonly string[], values: readonly unknown[]): boolean {
  let index = 0;
  // Inherited enumerable names (a polluted prototype) are not among `names`, so they fail the
  // comparison: the record is projected again, which skips them.
  for (const name in record) {
    if (names[index] !== name || record[name] !== values[index]) return false;
    index += 1;
  }
  return index === names.length;
}

/** Projects `record` without a mask, from scratch. */
function projectLocal<C>(record: AnyRecord, type: string, relations: RelationTable<C>): LocalProjection {
  const names: string[] = [];
  const values: unknown[] = [];
  const outNames: string[] = [];
  const outValues: unknown[] = [];
  for (const name in record) {
    if (!Object.hasOwn(record, name)) continue;
    const value = record[name];
    names.push(name);
    values.push(value);
    const local = !isRelationValue(value) && relations.relationOf(type, name) === undefined;
    if (value !== undefined && value !== null && (local || relations.isEager(type, name))) {
      outNames.push(name);
      outValues.push(value);
    }
  }
  const template: AnyRecord = {};
  for (let index = 0; index < outNames.length; index++) template[outNames[index]!] = outValues[index];
  return { names, values, outNames, outValues, template };
}

/** The kept projections of records of `type` under `relations`. */
function projectionsOf<C>(type: string, relations: RelationTable<C>): WeakMap<AnyRecord, LocalProjection> {
  let byType = localProjections.get(relations);
  if (byType === undefined) {
    byType = new Map();
    localProjections.set(relations, byType);
  }
  let byRecord = byType.get(type);
  if (byRecord === undefined) {
    byRecord = new WeakMap();
    byType.set(type, byRecord);
  }
  return byRecord;
}

/** The kept projection of `record` of `type` without a mask, made again if the record changed. */
function localProjection<C>(
  record: AnyRecord, type: string, relations: RelationTable<C>, kept: WeakMap<AnyRecord, LocalProjection>,
): LocalProjection {
  let projection = kept.get(record);
  if (projection === undefined || !sameFields(record, projection.names, projection.values)) {
    projection = projectLocal(record, type, relations);
    kept.set(record, projection);
  }
  return projection;
}

/** A fresh output object holding the fields of `projection`. */
function outputOf(projection: LocalProjection): AnyRecord {
  return { ...projection.template };
}

/**
 * The output forms of `records` of `type` under `mask` (see {@link project}). Without a mask the
 * list remembers the projections its items were copied from ({@link localProjectionsOf}).
 */
export function projectAll<C extends RelationContext<C>>(
  records: readonly AnyRecord[],
  type: string,
  mask: MaskTree | undefined,
  context: C,
): AnyRecord[] {
  if (mask !== undefined && mask.size > 0) return records.map((record) => project(record, type, mask, context));
  const kept = projectionsOf(type, context.relations);
  const projections = records.map((record) => localProjection(record, type, context.relations, kept));
  const outputs = projections.map(outputOf);
  listSources.set(outputs, projections);
  return outputs;
}

/**
 * The kept projections the items of `list` (a list of {@link projectAll} without a mask) were
 * copied from, if every item still holds exactly its projection's fields; otherwise (another list,
 * or one changed since) undefined. Whatever is derived from a projection alone (its XML-RPC form)
 * fits its item then.
 */
export function localProjectionsOf(list: readonly unknown[]): readonly LocalProjection[] | undefined {
  const projections = listSources.get(list as readonly AnyRecord[]);
  if (projections === undefined || projections.length !== list.length) return undefined;
  for (let index = 0; index < list.length; index++) {
    const item = list[index];
    const projection = projections[index]!;
    if (!isStruct(item) || !sameFields(item, projection.outNames, projection.outValues)) return undefined;
  }
  return projections;
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
  // No mask (the common case, e.g. every page of a list): the local properties only.
  if (mask === undefined || mask.size === 0) return outputOf(localProjection(record, type, relations, projectionsOf(type, relations)));
  const out: AnyRecord = {};
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
      if (value === undefined || value === null || named.has(name)) continue;
      if ((!isRelationValue(value) && relations.relationOf(type, name) === undefined) || relations.isEager(type, name)) out[name] = value;
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
