/**
 * Conformance with the API's own description (`@svclib/model/catalog`): the fake server answers
 * only methods the real service has, with no more arguments than they take, and refuses a mask
 * that names a property the result's record type does not have — as the real service does.
 *
 * Every look-up goes through the catalog's per-service and per-type maps (built once per process,
 * on first use), so a check costs a few map look-ups per call plus one per mask name.
 *
 * @module
 */
import { getService, getProperties, suggest, type MethodInfo, type PropertyInfo, type ServiceInfo } from '@svclib/model/catalog';
import { FakeFault, INVALID_PARAMETERS, METHOD_NOT_FOUND } from '../engine/fake-fault.js';
import { filterFromHeaders } from '../engine/object-filter.js';
import { castsOf, maskFromHeaders, type MaskTree } from '../engine/object-mask.js';
import type { RecordedRequest } from './recorded-request.js';
import { EXCERPT_LENGTH, excerpt, isStruct } from '../engine/values.js';

/** Fault code of a mask naming a property its type does not have (the real service's code). */
export const INVALID_MASK_PROPERTY = 'Vendor_Exception_WebService_ObjectMask';

/**
 * Fault code of a method the API has but the fake server does not model: distinct from
 * `-32601` (a method the API lacks), so a test knows to stub it with `server.inject(…)`.
 */
export const METHOD_NOT_MODELLED = 'Fake_MethodNotModelled';

/** A property newer than the model's snapshot: its type, and whether it is a relation. */
export interface NewerProperty {
  /** A primitive, or a record type without `Vendor_`. */
  readonly type: string;
  /** A relational property (a mask may name the related record's properties under it). */
  readonly relational: boolean;
}

/**
 * What the API gained after the model's snapshot (2021-12-08) and the reference client already
 * uses (SPEC §11: a documented allow-list). The fake server accepts these as if the model had them.
 *
 * @example
 * ```ts
 * NEWER_THAN_SNAPSHOT.methods.get('User_Permission_Department')?.has('getAllObjects'); // true
 * ```
 */
export const NEWER_THAN_SNAPSHOT: {
  /** Methods by service (without `Vendor_`), with their parameter count. */
  readonly methods: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Methods of the snapshot that take more parameters now: `'Service.method'` → their count. */
  readonly parameters: ReadonlyMap<string, number>;
  /** Properties by type (without `Vendor_`): name → the property's type (a record type for a relation). */
  readonly properties: ReadonlyMap<string, ReadonlyMap<string, NewerProperty>>;
} = {
  // The reference's `UserManager.get_permission_departments` (2024, softlayer-python #2156) and
  // `StorageManager.convert_dupe_status` (`Network_Storage.getDuplicateConversionStatus`).
  methods: new Map([
    ['User_Permission_Department', new Map([['getAllObjects', 0]])],
    ['Network_Storage', new Map([['getDuplicateConversionStatus', 0]])],
  ]),
  // The reference's `HardwareManager.update_firmware` sends the fifth flag, `network`;
  // its `StorageManager.refresh_dupe` sends `forceRefresh` after the snapshot id.
  parameters: new Map([['Hardware_Server.createFirmwareUpdateTransaction', 5], ['Network_Storage.refreshDuplicate', 2]]),
  // The reference's `NetworkManager.list_vlans` mask names `datacenter[name]` and `podName`; its
  // `storage_utils.get_package` filters packages on `statusCode`.
  properties: new Map([
    ['Network_Vlan', new Map([['datacenter', { type: 'Location', relational: true }], ['podName', { type: 'string', relational: false }]])],
    ['Product_Package', new Map([['statusCode', { type: 'string', relational: false }]])],
  ]),
};

const PRIMITIVE_RESULT = /^(?:string|int|unsignedInt|unsignedLong|decimal|float|boolean|dateTime|base64Binary|enum|json|void)$/;

/** `name` without `Vendor_`. */
function short(name: string): string {
  return name.startsWith('Vendor_') ? name.slice('Vendor_'.length) : name;
}

function quoted(name: string): string {
  return name.length <= EXCERPT_LENGTH ? name : excerpt(name);
}

function didYouMean(names: readonly string[]): string {
  return names.length === 0 ? '' : ` Did you mean ${names.join(', ')}?`;
}

/** The catalog's services read so far, by short name (the catalog decodes a service on every read). */
const servicesRead = new Map<string, ServiceInfo>();

/** The catalog's description of service `name` (short name), read once. */
function serviceInfo(name: string): ServiceInfo | undefined {
  let info = servicesRead.get(name);
  if (info === undefined) {
    info = getService(name);
    // Only services the catalog has are kept: the map stays as small as the catalog.
    if (info !== undefined) servicesRead.set(name, info);
  }
  return info;
}

/**
 * The API's method `method` of `service` (full name), or a fault: `-32601` when the API has no
 * such service or method, `-32602` when the call passes more arguments than the method takes.
 * A method on the {@link NEWER_THAN_SNAPSHOT} list passes with no description (`undefined`).
 */
export function checkMethod(service: string, method: string, argumentCount: number): MethodInfo | undefined {
  const name = short(service);
  const newer = NEWER_THAN_SNAPSHOT.methods.get(name)?.get(method);
  if (newer !== undefined) {
    if (argumentCount > newer) throw new FakeFault(INVALID_PARAMETERS, `${service}::${method} takes at most ${String(newer)} argument(s), got ${String(argumentCount)}.`);
    return undefined;
  }
  const info = serviceInfo(name);
  if (info === undefined) {
    const near = suggest(name).map((s) => `Vendor_${s}`);
    throw new FakeFault(METHOD_NOT_FOUND, `Service ${quoted(service)} does not exist in the API.${didYouMean(near)}`);
  }
  const found = info.methods.get(method);
  if (found === undefined) {
    throw new FakeFault(
      METHOD_NOT_FOUND,
      `Function ("${quoted(method)}") is not a valid method for this service (${service}).${didYouMean(suggest(name, method))}`,
    );
  }
  const most = NEWER_THAN_SNAPSHOT.parameters.get(`${name}.${method}`) ?? found.parameters.length;
  if (argumentCount > most) {
    const takes = most === 0 ? 'no arguments' : `at most ${String(most)} argument(s) (${found.parameters.map((p) => p.name).join(', ')})`;
    throw new FakeFault(INVALID_PARAMETERS, `${service}::${method} takes ${takes}, got ${String(argumentCount)}.`);
  }
  return found;
}

/** The fault for a method the API has that the fake server does not answer. */
export function notModelled(service: string, method: string): FakeFault {
  return new FakeFault(
    METHOD_NOT_MODELLED,
    `${service}::${method} exists in the API but the fake server does not model it; stub it in your test with ` +
      `server.inject({ service: '${short(service)}', method: '${method}', failure: { kind: 'result', value: … } }).`,
  );
}

/** The property `name` of one of `types` (own or inherited), or of the newer-than-snapshot list. */
function propertyOf(types: readonly string[], name: string): Pick<PropertyInfo, 'type' | 'form'> | undefined {
  for (const type of types) {
    const found = getProperties(type).get(name);
    if (found !== undefined) return found;
    const newer = NEWER_THAN_SNAPSHOT.properties.get(type)?.get(name);
    if (newer !== undefined) return { type: newer.type, form: newer.relational ? 'relational' : 'local' };
  }
  return undefined;
}

/**
 * Checks that every name of `mask` is a property of `type` (along `base`, or of a type the level
 * is cast to), descending into relational properties; throws the real service's fault
 * (`Vendor_Exception_WebService_ObjectMask`, "Property 'x' not valid for 'Vendor_Type'.") otherwise.
 * A method whose result is not a record (a string, a boolean, …) takes any mask, as it ignores it.
 *
 * @param mask - The parsed mask.
 * @param type - The record type the mask applies to, without `Vendor_`.
 */
export function checkMask(mask: MaskTree, type: string): void {
  if (PRIMITIVE_RESULT.test(type)) return;
  const types = [type, ...castsOf(mask)];
  for (const [name, sub] of mask) {
    const property = propertyOf(types, name);
    if (property === undefined) throw new FakeFault(INVALID_MASK_PROPERTY, `Property '${quoted(name)}' not valid for 'Vendor_${type}'.`);
    if (sub.size > 0 && property.form === 'relational') checkMask(sub, property.type);
  }
}

/** Keys of a filter leaf (`{ operation, options }`), not property names. */
const LEAF_KEYS = new Set(['operation', 'options']);

/**
 * The first property path of `filter` that `types` (a level's type; at the root the service's and
 * the result's) lack, descending into relational properties; dotted keys walk one step per name.
 */
function filterProblem(filter: Record<string, unknown>, types: readonly string[], path: string): string | undefined {
  for (const [key, value] of Object.entries(filter)) {
    if (LEAF_KEYS.has(key)) continue;
    let level = types;
    let property: Pick<PropertyInfo, 'type' | 'form'> | undefined;
    for (const name of key.split('.')) {
      property = propertyOf(level, name);
      if (property === undefined) return `filter property '${path}${key}' not valid for 'Vendor_${level[0] ?? '?'}'`;
      level = [property.type];
    }
    if (isStruct(value) && property?.form === 'relational') {
      const problem = filterProblem(value, level, `${path}${key}.`);
      if (problem !== undefined) return problem;
    }
  }
  return undefined;
}

/**
 * Whether a recorded request conforms to the model: the method exists (or is on the
 * {@link NEWER_THAN_SNAPSHOT} list), takes that many arguments, its mask names only properties of
 * the result's type, and its filter only properties of the service's type (the group, e.g.
 * `virtualGuests`) or of the result's, nested along relational properties. The fake server refuses
 * a request with a wrong method, arity or mask, except one answered by an injected failure (never
 * run); it does not refuse a wrong filter, as the real service silently ignores it (matching
 * everything). A test checks any recorded request with this.
 *
 * @param request - A request from `server.state.requests`.
 * @returns What is wrong, as the fault string the real service would give, or `undefined`.
 * @example
 * ```ts
 * const problems = server.state.requests.map(conformanceProblem).filter((p) => p !== undefined);
 * expect(problems).toEqual([]);
 * ```
 */
export function conformanceProblem(request: Pick<RecordedRequest, 'service' | 'method' | 'args' | 'headers'>): string | undefined {
  try {
    const info = checkMethod(request.service, request.method, request.args.length);
    const mask = maskFromHeaders(request.headers, request.service);
    if (mask !== undefined && info !== undefined) checkMask(mask, info.type);
    const filter = filterFromHeaders(request.headers, request.service);
    if (filter === undefined || info === undefined) return undefined;
    const roots = [short(request.service), ...(PRIMITIVE_RESULT.test(info.type) ? [] : [info.type])];
    const problem = filterProblem(filter, roots, '');
    return problem === undefined ? undefined : `${request.service}::${request.method}: ${problem}.`;
  } catch (error) {
    if (error instanceof FakeFault) return `${request.service}::${request.method}: ${error.faultString}`;
    throw error;
  }
}
