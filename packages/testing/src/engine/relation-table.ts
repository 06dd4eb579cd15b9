/**
 * The generic relation table: which fields of each record type are relations (nested objects and
 * lists, returned only when a mask names them), how a computed relation is computed, and the
 * plain-record view the generic machinery (mask, filter, projection, service specs) works on.
 * It knows no record type of its own: the data layer builds its table with
 * {@link RelationTable} and hands it to the machinery in each call's context
 * ({@link RelationContext.relations}), so this engine imports nothing of the domain.
 *
 * @module
 */

/** A plain record, as the generic machinery sees it. */
export type AnyRecord = Record<string, unknown>;

/**
 * A record of the dataset as plain fields, read and written by name: the generic machinery's view
 * of the typed records. The records are interfaces of `@svclib/model` (which have no index
 * signature), so this is the one place they are cast to plain fields.
 */
export function fieldsOf(record: object): AnyRecord {
  return record as AnyRecord;
}

/** A list of records as plain fields (see {@link fieldsOf}). */
export function fieldsOfAll(records: readonly object[]): readonly AnyRecord[] {
  return records as readonly AnyRecord[];
}

/**
 * A plain record as the dataset type its service holds (the reverse of {@link fieldsOf}): the
 * handlers of a service know the record type of the objects it addresses.
 */
export function recordAs<T extends object>(record: AnyRecord): T {
  return record as T;
}

/** One relation of a record type; `C` is what a computed relation may look at. */
export interface RelationSpec<C> {
  /** Type of the related record(s). */
  readonly type: string;
  /** Computes the value; default: the record's own field of the relation's name. */
  readonly get?: (record: AnyRecord, context: C) => unknown;
  /** Filter groups accepted for this list besides its own name (e.g. `virtualGuests` for hourly guests). */
  readonly groups?: readonly string[];
  /**
   * Returned with the record's local properties (whenever they are: no mask, or a mask naming none
   * of them), as the real service returns a few relations the reference client reads under a bare
   * mask (a storage schedule's `type`). A mask naming it projects it as any relation.
   */
  readonly eager?: boolean;
}

/** The relations of each record type, by type name then relation name. */
export type RelationSpecs<C> = Readonly<Record<string, Readonly<Record<string, RelationSpec<C>>>>>;

/** A compiled object filter level over records (see `object-filter.ts`). */
export type RecordPredicate<C> = (record: AnyRecord, context: C) => boolean;

/**
 * The relations of a set of record types, with the lookups the machinery needs. A type it does
 * not list (and `Generic`) has no declared relations: any object-valued field is a relation.
 */
export class RelationTable<C> {
  readonly #types: RelationSpecs<C>;

  /**
   * Compiled object filters, by filter object then record type: a filter compiles once per table
   * (it reads the table's relation types), and a request's filter object is reused for each item.
   */
  readonly compiledFilters = new WeakMap<object, Map<string, RecordPredicate<C>>>();

  /** A table of `types`. */
  constructor(types: RelationSpecs<C>) {
    this.#types = types;
  }

  /** The relation `name` of `type`, if declared. */
  relationOf(type: string, name: string): RelationSpec<C> | undefined {
    const relations = Object.hasOwn(this.#types, type) ? this.#types[type] : undefined;
    return relations !== undefined && Object.hasOwn(relations, name) ? relations[name] : undefined;
  }

  /** The value of field or relation `name` of `record` (computed relations evaluated). */
  fieldValue(record: AnyRecord, type: string, name: string, context: C): unknown {
    const relation = this.relationOf(type, name);
    if (relation?.get) return relation.get(record, context);
    return Object.hasOwn(record, name) ? record[name] : undefined;
  }

  /** Whether `name` is an {@link RelationSpec.eager} relation of `type` (returned with the local properties). */
  isEager(type: string, name: string): boolean {
    return this.relationOf(type, name)?.eager === true;
  }

  /** The type of whatever field `name` of `type` holds (`Generic` unless declared). */
  fieldType(type: string, name: string): string {
    return this.relationOf(type, name)?.type ?? 'Generic';
  }

  /** The list relation a `<x>Count` name counts, e.g. `virtualGuestCount` → `virtualGuests`. */
  countedRelation(type: string, name: string): string | undefined {
    if (!name.endsWith('Count') || name.length <= 5) return undefined;
    const base = name.slice(0, -5);
    return [`${base}s`, base, `${base}es`].find((candidate) => this.relationOf(type, candidate) !== undefined);
  }
}

/**
 * What the generic machinery needs of a call: the relation table, typed against the context
 * itself (`C` is the full context type the table's computed relations receive).
 */
export interface RelationContext<C> {
  /** The relations of the record types the call's records belong to. */
  readonly relations: RelationTable<C>;
}
