/**
 * The API's description after normalization: short names (no `Vendor_`), flags as booleans,
 * declared members only. The generator builds it from the service's metadata file; the runtime
 * catalog decodes it from its compact form. {@link resolveMethods} and {@link resolveProperties}
 * add what is inherited along `base` and the implied getters, for both.
 *
 * @module
 */

/** How a property is selected: a plain field, another record (by mask), or a count (by mask). */
export type PropertyForm = 'local' | 'relational' | 'count';

/**
 * One property of a record type.
 *
 * @example
 * ```ts
 * const p: PropertyInfo = { name: 'account', type: 'Account', form: 'relational', array: false };
 * ```
 */
export interface PropertyInfo {
  /** The property name as sent on the wire. */
  readonly name: string;
  /** A primitive (`string`, `int`, …) or a type name without `Vendor_`. */
  readonly type: string;
  /** `local`, `relational` or `count`. */
  readonly form: PropertyForm;
  /** A list of `type`. */
  readonly array: boolean;
}

/**
 * One positional parameter of a method.
 *
 * @example
 * ```ts
 * const p: ParameterInfo = { name: 'tags', type: 'string', array: false, optional: false };
 * ```
 */
export interface ParameterInfo {
  /** The parameter name (documentation only: parameters are positional). */
  readonly name: string;
  /** A primitive or a type name without `Vendor_`. */
  readonly type: string;
  /** A list of `type`. */
  readonly array: boolean;
  /** The description gives a default (even `null`): the argument may be left out. */
  readonly optional: boolean;
}

/**
 * One method of a service.
 *
 * @example
 * ```ts
 * const m: MethodInfo = {
 *   name: 'getObject', type: 'Virtual_Guest', array: false, static: false, noauth: false,
 *   maskable: true, filterable: true, limitable: false, parameters: [], implied: false,
 * };
 * ```
 */
export interface MethodInfo {
  /** The method name. */
  readonly name: string;
  /** The result: a primitive (`void` for none) or a type name without `Vendor_`. */
  readonly type: string;
  /** The result is a list of `type`. */
  readonly array: boolean;
  /** Callable without an init id. */
  readonly static: boolean;
  /** Callable without credentials. */
  readonly noauth: boolean;
  /** The object mask applies. */
  readonly maskable: boolean;
  /** The object filter applies. */
  readonly filterable: boolean;
  /** The result limit applies. */
  readonly limitable: boolean;
  /** Positional parameters, in order. */
  readonly parameters: readonly ParameterInfo[];
  /** An implied `get<Property>` getter of a relational or count property (not declared). */
  readonly implied: boolean;
}

/**
 * One type of the description: a record, and a service unless `service` is false.
 *
 * @example
 * ```ts
 * const t: TypeInfo = { name: 'Virtual_Guest', base: 'Entity', service: true, properties: {}, methods: {} };
 * ```
 */
export interface TypeInfo {
  /** The name without `Vendor_`. */
  readonly name: string;
  /** The type it extends, or `undefined` at the root. */
  readonly base: string | undefined;
  /** Callable as a service (the description does not say `noservice`). */
  readonly service: boolean;
  /** Declared properties (not inherited), by name. */
  readonly properties: Readonly<Record<string, PropertyInfo>>;
  /** Declared methods (not inherited, no implied getters), by name. */
  readonly methods: Readonly<Record<string, MethodInfo>>;
}

/**
 * A whole description: every type by its short name.
 *
 * @example
 * ```ts
 * const model: Description = { types: {} };
 * ```
 */
export interface Description {
  /** Every type, by name without `Vendor_`. */
  readonly types: Readonly<Record<string, TypeInfo>>;
}

/** The primitive type names of the description; every other type names an entry. */
export const PRIMITIVES: ReadonlySet<string> = new Set([
  'string', 'int', 'unsignedInt', 'unsignedLong', 'decimal', 'float', 'boolean',
  'dateTime', 'base64Binary', 'enum', 'json', 'void',
]);

/** The prefix the API puts before every type name. */
export const VENDOR_PREFIX = 'Vendor_';

/**
 * A type name without the `Vendor_` prefix (names without it are kept as they are).
 *
 * @param name - A full or short type name.
 * @returns The short name.
 * @example
 * ```ts
 * shortName('Vendor_Virtual_Guest'); // 'Virtual_Guest'
 * ```
 */
export function shortName(name: string): string {
  return name.startsWith(VENDOR_PREFIX) ? name.slice(VENDOR_PREFIX.length) : name;
}

const own = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The chain of a type from the root down to it (`['Entity', 'Hardware', 'Hardware_Server']`).
 *
 * @param description - The description.
 * @param name - A short type name present in it.
 * @returns Types from the root to `name`.
 * @throws Error for an unknown type, an unknown base or a cycle along `base`.
 */
export function baseChain(description: Description, name: string): TypeInfo[] {
  const chain: TypeInfo[] = [];
  const seen = new Set<string>();
  let current: string | undefined = name;
  while (current !== undefined) {
    if (seen.has(current)) throw new Error(`type ${name}: its base chain loops at ${current}`);
    seen.add(current);
    const type: TypeInfo | undefined = own(description.types, current) ? description.types[current] : undefined;
    if (type === undefined) {
      throw new Error(current === name ? `type ${name} is not in the description` : `type ${name}: its base ${current} is not in the description`);
    }
    chain.push(type);
    current = type.base;
  }
  return chain.reverse();
}

/**
 * Every property of a type, its own and those inherited along `base` (a redeclared one wins).
 *
 * @param description - The description.
 * @param name - A short type name.
 * @returns Properties by name, ancestors' first.
 * @throws Error for an unknown type or a broken base chain.
 */
export function resolveProperties(description: Description, name: string): Map<string, PropertyInfo> {
  const properties = new Map<string, PropertyInfo>();
  for (const type of baseChain(description, name)) {
    for (const property of Object.values(type.properties)) properties.set(property.name, property);
  }
  return properties;
}

/**
 * The name of the implied getter of a property: `get` and the name with its first letter upper-cased.
 *
 * @param property - The property name.
 * @returns `getVirtualGuests` for `virtualGuests`.
 */
export function getterName(property: string): string {
  return `get${property.charAt(0).toUpperCase()}${property.slice(1)}`;
}

/**
 * Every method a service answers: the implied `get<Property>` of each relational and count property
 * (own and inherited), then the declared methods along `base` (a declared method wins over an
 * implied getter of the same name; a subtype's declaration wins over its base's). An implied getter
 * is static only when the service's own `getObject` is static (as `Account`'s).
 *
 * @param description - The description.
 * @param name - A short service name.
 * @returns Methods by name.
 * @throws Error for an unknown type or a broken base chain.
 */
export function resolveMethods(description: Description, name: string): Map<string, MethodInfo> {
  const chain = baseChain(description, name);
  const declared = new Map<string, MethodInfo>();
  for (const type of chain) {
    for (const method of Object.values(type.methods)) declared.set(method.name, method);
  }
  const getObject = declared.get('getObject');
  const isStatic = getObject !== undefined && getObject.static;
  const methods = new Map<string, MethodInfo>();
  for (const property of resolveProperties(description, name).values()) {
    if (property.form === 'local') continue;
    const getter = getterName(property.name);
    methods.set(getter, {
      name: getter,
      type: property.type,
      array: property.array,
      static: isStatic,
      noauth: false,
      maskable: true,
      filterable: true,
      limitable: true,
      parameters: [],
      implied: true,
    });
  }
  for (const method of declared.values()) methods.set(method.name, method);
  return methods;
}
