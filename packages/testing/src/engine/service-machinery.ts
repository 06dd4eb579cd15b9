/**
 * The generic machinery of the fake services, over any world `W` a call runs in (the dataset, the
 * server state, the relation table: see `service-spec.ts` for the fake server's): what a service declares (its record type, the
 * collection its ids address, editable fields, methods) and the generic methods built from that
 * (`getObject`, `editObject`, `deleteObject`, relation getters, list results with filter, limit
 * and total).
 *
 * @module
 */
import { invalidParameters } from './fake-fault.js';
import { compileFilter, sortByFilter, type FilterNode } from './object-filter.js';
import type { MaskTree } from './object-mask.js';
import { project, projectAll } from './projection.js';
import { fieldsOf, fieldsOfAll, recordAs, type AnyRecord, type RelationTable } from './relation-table.js';
import { describe, isStruct } from './values.js';

/**
 * What a world must give every call: its data (what collections are read from) and the relation
 * table, typed against the call context itself.
 */
export interface CallWorld<W> {
  /** The data the services read and change. */
  readonly data: unknown;
  /** The relations of the record types. */
  readonly relations: RelationTable<CallContext<W>>;
}

/** Everything a method handler sees about one call, besides its world. */
export interface CallFields {
  /** Full service name. */
  readonly service: string;
  readonly method: string;
  readonly args: readonly unknown[];
  readonly mask: MaskTree | undefined;
  readonly filter: FilterNode | undefined;
  readonly limit: number | undefined;
  readonly offset: number;
  /** The object named by the init parameter (for methods that need one). */
  readonly object: AnyRecord | undefined;
  /** Set by list results: the total after filtering, before the limit. */
  totalItems: number | undefined;
}

/** Everything a method handler sees about one call: the call and the world `W` it runs in. */
export type CallContext<W> = CallFields & W;

/** One method of a fake service. */
export interface MethodSpec<W extends CallWorld<W>> {
  /** Whether the method acts on the object named by `<Service>InitParameters` (or the singleton). */
  readonly needsObject?: boolean;
  /** Whether the method may be called without `authenticate`. */
  readonly public?: boolean;
  /** Computes the result. */
  readonly run: (context: CallContext<W>) => unknown;
}

/** What a fake service declares. */
export interface ServiceSpec<W extends CallWorld<W>> {
  /** Record type of the service's objects. */
  readonly type: string;
  /** The objects addressed by id (absent for the singleton account). */
  readonly collection?: (data: W['data']) => object[];
  /** The object of a service without ids (the account). */
  readonly singleton?: (data: W['data']) => object;
  /** Whether the generic `deleteObject` exists. */
  readonly deletable?: boolean;
  /** Removes an object from the dataset (default: from `collection`). */
  readonly remove?: (data: W['data'], record: AnyRecord) => void;
  /** Runs after `deleteObject` removed an object. */
  readonly onDelete?: (record: AnyRecord, context: CallContext<W>) => void;
  /** Fields `editObject` may change. */
  readonly editable?: readonly string[];
  /** Runs after `editObject` changed fields (derived fields, serials); a throw undoes the edit. */
  readonly afterEdit?: (record: AnyRecord, context: CallContext<W>) => void;
  /** Methods beyond the generic ones (`getObject`, `editObject`, `deleteObject`, `get<Relation>`). */
  readonly methods: Readonly<Record<string, MethodSpec<W>>>;
}

/** Argument `index` of the call, which must be a struct. */
export function structArgument(context: CallFields, index: number, what: string): AnyRecord {
  const value = context.args[index];
  if (!isStruct(value)) {
    throw invalidParameters(`${context.service}::${context.method} expects ${what} as argument ${index + 1} (a struct), got ${describe(value)}.`);
  }
  return value;
}

/** Argument `index` of the call, which must be a non-empty string. */
export function stringArgument(context: CallFields, index: number, what: string): string {
  const value = context.args[index];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidParameters(`${context.service}::${context.method} expects ${what} as argument ${index + 1} (a non-empty string), got ${describe(value)}.`);
  }
  return value;
}

/** The object of the call; present whenever the method declared `needsObject`. */
export function objectOf<T extends object = AnyRecord>(context: CallFields): T {
  if (!context.object) throw new Error(`${context.service}::${context.method} ran without its object`);
  return recordAs<T>(context.object);
}

/** The output form of one record under the call's mask. */
export function output<W extends CallWorld<W>>(context: CallContext<W>, record: object, type: string): AnyRecord {
  return project(fieldsOf(record), type, context.mask, context);
}

/**
 * A list result: `items` narrowed by the call's filter (its member for one of `groups`, or, with
 * `direct`, the whole filter when no group member is present), counted into `totalItems`, cut by
 * `resultLimit`, each item under the mask.
 */
export function listResult<W extends CallWorld<W>>(
  context: CallContext<W>,
  records: readonly object[],
  type: string,
  groups: readonly string[],
  direct = false,
): AnyRecord[] {
  const items = fieldsOfAll(records);
  let selected = items;
  const filter = context.filter;
  if (filter) {
    const group = groups.find((name) => Object.hasOwn(filter, name));
    const node = group === undefined ? (direct ? filter : undefined) : filter[group];
    if (node !== undefined) {
      const predicate = compileFilter(node, type, group ?? 'filter', context.relations);
      selected = sortByFilter(
        items.filter((item) => predicate(item, context)),
        type,
        node as FilterNode,
        context,
        context.relations,
      );
    }
  }
  context.totalItems = selected.length;
  const end = context.limit === undefined ? undefined : context.offset + context.limit;
  return projectAll(selected.slice(context.offset, end), type, context.mask, context);
}

/** Generic `getObject`: the object under the mask; the filter narrows list relations the mask names. */
function getObjectMethod<W extends CallWorld<W>>(type: string): MethodSpec<W> {
  return { needsObject: true, run: (context) => project(objectOf(context), type, context.mask, context, context.filter) };
}

/** Generic `deleteObject`: removes the object from its collection (then `onDelete`); resolves true. */
function deleteObjectMethod<W extends CallWorld<W>>(spec: ServiceSpec<W>): MethodSpec<W> {
  return {
    needsObject: true,
    run: (context) => {
      const record = objectOf(context);
      if (spec.remove) spec.remove(context.data, record);
      else {
        const list = spec.collection?.(context.data) ?? [];
        const index = list.indexOf(record);
        if (index >= 0) list.splice(index, 1);
      }
      spec.onDelete?.(record, context);
      return true;
    },
  };
}

/**
 * Copies the fields of `template` into `record`: each must be one of `editable` and keep the type
 * the field has; `afterEdit` then runs, and a throw from it undoes the edit.
 */
export function editRecord<W extends CallWorld<W>>(
  context: CallContext<W>,
  record: AnyRecord,
  template: AnyRecord,
  editable: readonly string[],
  afterEdit?: (record: AnyRecord, context: CallContext<W>) => void,
): void {
  const refused = Object.keys(template).filter((name) => !editable.includes(name));
  if (refused.length > 0) {
    throw invalidParameters(
      `${context.service}::${context.method} cannot change ${refused.join(', ')}; editable fields: ${editable.join(', ')}.`,
    );
  }
  for (const [name, value] of Object.entries(template)) {
    const current = record[name];
    const expected = typeof current;
    if (current !== undefined && current !== null && !isStruct(current) && !Array.isArray(current) && typeof value !== expected) {
      throw invalidParameters(`${context.service}::${context.method} field ${name} must be a ${expected}, got ${describe(value)}.`);
    }
  }
  const before = { ...record };
  for (const [name, value] of Object.entries(template)) {
    if (value === null) delete record[name];
    else record[name] = value;
  }
  try {
    afterEdit?.(record, context);
  } catch (error) {
    // A refused edit leaves the record as it was.
    for (const name of Object.keys(record)) if (!Object.hasOwn(before, name)) delete record[name];
    Object.assign(record, before);
    throw error;
  }
}

/** Generic `editObject(template)`: copies the editable fields of the template; resolves true. */
function editObjectMethod<W extends CallWorld<W>>(spec: ServiceSpec<W>): MethodSpec<W> {
  return {
    needsObject: true,
    run: (context) => {
      editRecord(context, objectOf(context), structArgument(context, 0, 'the changed fields'), spec.editable ?? [], spec.afterEdit);
      return true;
    },
  };
}

/**
 * The automatic `get<Relation>` method of a relation of `type`: a list result (filter group = the
 * relation name and its aliases), an object under the mask, or nil.
 */
function relationGetter<W extends CallWorld<W>>(relations: RelationTable<CallContext<W>>, type: string, method: string): MethodSpec<W> | undefined {
  const match = /^get([A-Z]\w*)$/.exec(method);
  if (!match?.[1]) return undefined;
  const name = match[1][0]!.toLowerCase() + match[1].slice(1);
  const relation = relations.relationOf(type, name);
  if (!relation) return undefined;
  return {
    needsObject: true,
    run: (context) => {
      const value = context.relations.fieldValue(objectOf(context), type, name, context);
      const itemType = context.relations.fieldType(type, name);
      if (Array.isArray(value)) return listResult(context, value as AnyRecord[], itemType, [name, ...(relation.groups ?? [])]);
      return isStruct(value) ? project(value, itemType, context.mask, context) : null;
    },
  };
}

/**
 * The method `method` of a service: its own, else a generic one (`getObject`; `editObject` when
 * it has editable fields; `deleteObject` when deletable; `get<Relation>` for its relations).
 */
export function findMethod<W extends CallWorld<W>>(
  spec: ServiceSpec<W>, method: string, relations: RelationTable<CallContext<W>>,
): MethodSpec<W> | undefined {
  if (Object.hasOwn(spec.methods, method)) return spec.methods[method];
  if (method === 'getObject') return getObjectMethod(spec.type);
  if (method === 'editObject' && spec.editable) return editObjectMethod(spec);
  if (method === 'deleteObject' && spec.deletable) return deleteObjectMethod(spec);
  return relationGetter(relations, spec.type, method);
}
