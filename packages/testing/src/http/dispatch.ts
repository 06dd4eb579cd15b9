/**
 * Runs one decoded call against the service table: service and method lookup, authentication,
 * init parameter, mask, filter and result limit, then the method.
 *
 * @module
 */
import { authenticate } from './authentication.js';
import { checkMask, checkMethod, notModelled } from './conformance.js';
import { invalidParameters, objectNotFound } from '../engine/fake-fault.js';
import { filterFromHeaders } from '../engine/object-filter.js';
import { maskFromHeaders } from '../engine/object-mask.js';
import type { RecordedRequest } from './recorded-request.js';
import { RECORD_RELATIONS } from '../data/record-types.js';
import { fieldsOf, type AnyRecord } from '../engine/relation-table.js';
import type { ServerState } from './server-state.js';
import { findMethod, type CallContext, type ServiceSpec } from '../services/service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { SERVICES } from '../services/index.js';

/** The result of a call: its value, and the total count of a list result. */
export interface CallOutcome {
  readonly value: unknown;
  readonly totalItems: number | undefined;
}

function headerFor(headers: Record<string, unknown>, service: string, suffix: string): unknown {
  if (Object.hasOwn(headers, `${service}${suffix}`)) return headers[`${service}${suffix}`];
  const key = Object.keys(headers).find((name) => name.endsWith(suffix));
  return key === undefined ? undefined : headers[key];
}

function initId(headers: Record<string, unknown>, service: string, method: string): number {
  const init = headerFor(headers, service, 'InitParameters');
  if (init === undefined || init === null) {
    throw invalidParameters(`${service}::${method} needs an object id: send the header ${service}InitParameters: { id }.`);
  }
  const raw = isStruct(init) ? init.id : undefined;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id)) {
    throw invalidParameters(`${service}InitParameters.id must be an integer, got ${raw === undefined ? 'nothing' : describe(raw)}.`);
  }
  return id;
}

function resultLimit(headers: Record<string, unknown>): { limit: number | undefined; offset: number } {
  const header = headers.resultLimit;
  if (header === undefined || header === null) return { limit: undefined, offset: 0 };
  if (!isStruct(header)) throw invalidParameters('Invalid resultLimit header: expected a struct { limit, offset }.');
  const read = (name: 'limit' | 'offset'): number | undefined => {
    const value = header[name];
    if (value === undefined || value === null) return undefined;
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
      throw invalidParameters(`Invalid resultLimit.${name}: expected a non-negative integer, got ${describe(value)}.`);
    }
    return number;
  };
  return { limit: read('limit'), offset: read('offset') ?? 0 };
}

function objectFor(spec: ServiceSpec, state: ServerState, request: RecordedRequest): AnyRecord {
  if (spec.singleton) return fieldsOf(spec.singleton(state.data));
  const id = initId(request.headers, request.service, request.method);
  const found = spec.collection?.(state.data).find((record) => fieldsOf(record).id === id);
  if (!found) throw objectNotFound(request.service, id);
  return fieldsOf(found);
}

/** Runs `request`; throws a {@link FakeFault} for every failure the client should see as a fault. */
export function dispatch(state: ServerState, request: RecordedRequest): CallOutcome {
  const { service, method, headers } = request;
  // As the real service: a method the API lacks, or too many arguments, fails before anything else.
  const info = checkMethod(service, method, request.args.length);
  const spec = SERVICES.get(service);
  const methodSpec = spec === undefined ? undefined : findMethod(spec, method, RECORD_RELATIONS);
  if (spec === undefined || methodSpec === undefined) throw notModelled(service, method);
  const mask = maskFromHeaders(headers, service);
  if (mask !== undefined && info !== undefined) checkMask(mask, info.type);
  const user = methodSpec.public ? undefined : authenticate(state, headers, request.httpHeaders);
  const data = state.data;
  const object = methodSpec.needsObject ? objectFor(spec, state, request) : undefined;
  const { limit, offset } = resultLimit(headers);
  const context: CallContext = {
    state,
    data,
    service,
    method,
    args: request.args,
    mask,
    filter: filterFromHeaders(headers, service),
    limit,
    offset,
    object,
    currentUser: user === undefined ? undefined : data.users.find((candidate) => candidate.id === user.id),
    relations: RECORD_RELATIONS,
    totalItems: undefined,
  };
  const value = methodSpec.run(context);
  return { value, totalItems: Array.isArray(value) ? context.totalItems : undefined };
}
