/**
 * `@svclib/model/catalog`: the API description at runtime — each service's methods (declared,
 * inherited, implied getters) with parameters, result and flags, and each type's properties, so a
 * tool can describe a method, validate a mask, or suggest the method a user meant. Loaded only when
 * imported; the data is parsed on first use.
 *
 * @example
 * ```ts
 * import { getMethod, hasProperty, suggest } from '@svclib/model/catalog';
 * getMethod('Account', 'getVirtualGuests')?.array; // true
 * hasProperty('Virtual_Guest', 'hostname');        // true
 * suggest('Account', 'getVirtualGuest');           // ['getVirtualGuests', …]
 * ```
 * @module
 */
import { decodeDescription, type EncodedDescription } from './catalog-codec.js';
import {
  resolveMethods, resolveProperties, shortName, type Description, type MethodInfo, type PropertyInfo, type TypeInfo,
} from './description.js';
import { CATALOG_JSON } from './generated/catalog-data.js';

export type { Description, MethodInfo, ParameterInfo, PropertyForm, PropertyInfo, TypeInfo } from './description.js';

let description: Description | undefined;
const methodCache = new Map<string, ReadonlyMap<string, MethodInfo>>();
const propertyCache = new Map<string, ReadonlyMap<string, PropertyInfo>>();

const loaded = (): Description => (description ??= decodeDescription(JSON.parse(CATALOG_JSON) as EncodedDescription));

const typeOf = (name: string): TypeInfo | undefined => {
  const types = loaded().types;
  const short = shortName(name);
  return Object.prototype.hasOwnProperty.call(types, short) ? types[short] : undefined;
};

/**
 * A type of the description (record or service) with its declared members.
 *
 * @param name - The type name, with or without `Vendor_`.
 * @returns The type, or `undefined` when the snapshot does not have it.
 * @example
 * ```ts
 * getType('Vendor_Hardware_Server')?.base; // 'Hardware'
 * ```
 */
export function getType(name: string): TypeInfo | undefined {
  return typeOf(name);
}

/**
 * A service: its name, base and every method it answers.
 *
 * @example
 * ```ts
 * const account: ServiceInfo | undefined = getService('Account');
 * ```
 */
export interface ServiceInfo {
  /** The name without `Vendor_`. */
  readonly name: string;
  /** The type it extends. */
  readonly base: string | undefined;
  /** Every method: declared, inherited along `base`, and the implied `get<Property>` getters. */
  readonly methods: ReadonlyMap<string, MethodInfo>;
}

/**
 * A service with all its methods.
 *
 * @param name - The service name, with or without `Vendor_`.
 * @returns The service, or `undefined` for a data-only type or a name the snapshot does not have.
 * @example
 * ```ts
 * getService('Virtual_Guest')?.methods.get('setTags')?.parameters; // [{ name: 'tags', … }]
 * ```
 */
export function getService(name: string): ServiceInfo | undefined {
  const type = typeOf(name);
  if (type === undefined || !type.service) return undefined;
  let methods = methodCache.get(type.name);
  if (methods === undefined) {
    methods = resolveMethods(loaded(), type.name);
    methodCache.set(type.name, methods);
  }
  return { name: type.name, base: type.base, methods };
}

/**
 * One method of a service.
 *
 * @param service - The service name, with or without `Vendor_`.
 * @param method - The method name.
 * @returns The method, or `undefined` when the service does not answer it (or is unknown).
 * @example
 * ```ts
 * getMethod('Account', 'getObject')?.static; // true
 * ```
 */
export function getMethod(service: string, method: string): MethodInfo | undefined {
  return getService(service)?.methods.get(method);
}

/**
 * The names of the services, sorted; with a pattern, only those matching it (a string matches
 * case-insensitively anywhere in the name).
 *
 * @param pattern - A substring or a regular expression.
 * @returns Service names without `Vendor_`.
 * @example
 * ```ts
 * listServices('dns'); // ['Dns_Domain', 'Dns_Domain_Registration', …]
 * ```
 */
export function listServices(pattern?: string | RegExp): string[] {
  const test =
    pattern === undefined ? () => true
    : typeof pattern === 'string' ? (name: string) => name.toLowerCase().includes(shortName(pattern).toLowerCase())
    : (name: string) => pattern.test(name);
  return Object.values(loaded().types).filter((t) => t.service && test(t.name)).map((t) => t.name).sort();
}

/**
 * Every property of a type, its own and those inherited along `base`.
 *
 * @param type - The type name, with or without `Vendor_`.
 * @returns Properties by name (empty for an unknown type).
 * @example
 * ```ts
 * getProperties('Hardware_Server').get('hostname')?.form; // 'local'
 * ```
 */
export function getProperties(type: string): ReadonlyMap<string, PropertyInfo> {
  const info = typeOf(type);
  if (info === undefined) return new Map();
  let properties = propertyCache.get(info.name);
  if (properties === undefined) {
    properties = resolveProperties(loaded(), info.name);
    propertyCache.set(info.name, properties);
  }
  return properties;
}

/**
 * One property of a type, looked up along `base`.
 *
 * @param type - The type name, with or without `Vendor_`.
 * @param property - The property name.
 * @returns The property, or `undefined`.
 * @example
 * ```ts
 * getProperty('Virtual_Guest', 'datacenter')?.type; // 'Location'
 * ```
 */
export function getProperty(type: string, property: string): PropertyInfo | undefined {
  return getProperties(type).get(property);
}

/**
 * Whether a type has a property (own or inherited): what a mask may name.
 *
 * @param type - The type name, with or without `Vendor_`.
 * @param property - The property name.
 * @returns True when the type or one of its bases declares it.
 * @example
 * ```ts
 * hasProperty('Virtual_Guest', 'hostnmae'); // false
 * ```
 */
export function hasProperty(type: string, property: string): boolean {
  return getProperties(type).has(property);
}

/**
 * Longest name that gets suggestions: the edit distance is quadratic in the name's length, so a
 * hostile 100 KB name would take seconds per candidate. The API's longest names are about 60
 * characters; the fake server's conformance check uses the same bound.
 */
export const MAX_SUGGESTED_LENGTH = 64;

/**
 * Edit distance (insertions, deletions, substitutions; case-insensitive), or `bound + 1` as soon as
 * it is known to exceed `bound`: lengths further apart than the bound are not compared at all, and a
 * row whose every cell is over the bound ends the loop.
 */
function distance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    let least = i;
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      least = Math.min(least, next[j]!);
    }
    if (least > bound) return bound + 1;
    row = next;
  }
  return row[y.length]!;
}

/**
 * Did you mean: the closest known names, best first. With a method, the methods of `service` close
 * to it; without one, the services close to `service`.
 *
 * @param service - A service name (with or without `Vendor_`).
 * @param method - A method name, or nothing to suggest services.
 * @param limit - At most this many suggestions (default 3).
 * @returns Names within a distance of a third of the input's length (at least 2), best first; none
 *   for a name longer than {@link MAX_SUGGESTED_LENGTH}.
 * @example
 * ```ts
 * suggest('Acount');                // ['Account', …]
 * suggest('Account', 'getHardwre'); // ['getHardware', …]
 * ```
 */
export function suggest(service: string, method?: string, limit = 3): string[] {
  const wanted = method ?? shortName(service);
  if (wanted.length > MAX_SUGGESTED_LENGTH) return [];
  const names = method === undefined ? listServices() : [...(getService(service)?.methods.keys() ?? [])];
  const bound = Math.max(2, Math.floor(wanted.length / 3));
  return names
    .map((name) => ({ name, d: distance(wanted, name, bound) }))
    .filter(({ d }) => d <= bound)
    .sort((a, b) => a.d - b.d || (a.name < b.name ? -1 : 1))
    .slice(0, limit)
    .map(({ name }) => name);
}
