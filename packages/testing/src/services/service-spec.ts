/**
 * The fake server's services as the generic machinery (`service-machinery.ts`) sees them: a call
 * runs in the server's world — its dataset, its state, the authenticated user and the relation
 * table of the dataset's record types — and a service's record type is one of the dataset's.
 *
 * @module
 */
import type { Dataset } from '../data/dataset.js';
import type { RecordTypeName, RelationContext } from '../data/record-context.js';
import type { AnyRecord } from '../engine/relation-table.js';
import type { ServerState } from '../http/server-state.js';
import * as machinery from '../engine/service-machinery.js';

export { editRecord, findMethod, objectOf, stringArgument, structArgument } from '../engine/service-machinery.js';

/** The world a call of the fake server runs in. */
export interface ServerWorld extends RelationContext {
  /** The server's state (options, dataset, recorded requests). */
  readonly state: ServerState;
  /** The dataset. */
  readonly data: Dataset;
}

/** Everything a method handler sees about one call. */
export type CallContext = machinery.CallContext<ServerWorld>;

/** One method of a fake service. */
export type MethodSpec = machinery.MethodSpec<ServerWorld>;

/** What a fake service declares. */
export interface ServiceSpec extends machinery.ServiceSpec<ServerWorld> {
  /** Record type of the service's objects. */
  readonly type: RecordTypeName;
}

/** The output form of one record under the call's mask. */
export function output(context: CallContext, record: object, type: RecordTypeName): AnyRecord {
  return machinery.output(context, record, type);
}

/**
 * A list result: `items` narrowed by the call's filter (its member for one of `groups`, or, with
 * `direct`, the whole filter when no group member is present), counted into `totalItems`, cut by
 * `resultLimit`, each item under the mask.
 */
export function listResult(
  context: CallContext,
  records: readonly object[],
  type: RecordTypeName,
  groups: readonly string[],
  direct = false,
): AnyRecord[] {
  return machinery.listResult(context, records, type, groups, direct);
}
