/**
 * `@svclib/model`: the Vendor API, typed. Records (one interface per type, named without `Vendor_`),
 * {@link ServiceMap} (every service → method → parameters, result, static or not), the helper
 * types for typed calls and filters typed against records. Types only: nothing loads at runtime.
 *
 * @module
 */
export type {
  AnyMethod, FilterFor, Item, MethodName, MethodSpec, NeedsId, ObjectMethod, Params, Result, ResultRecord, ServiceName, StaticMethod,
} from './calls.js';
export type { FilterNodeFor, FilterOperation, FilterOption, LooseObjectFilter, ObjectFilterFor } from './filters.js';
// The generated modules' whole surface: ServiceMap and one `<Service>_Methods` interface per service,
// one interface per record type of the API.
export type * from './generated/services.js';
export type * from './generated/records.js';
export type * from './generated/selection.js';
