/**
 * Helper types over {@link ServiceMap} for typed calls: the services, their methods, each method's
 * positional parameters, result, list item type, whether it needs an init id, and its filter.
 *
 * @module
 */
import type { ObjectFilterFor } from './filters.js';
import type { ServiceMap } from './generated/services.js';
import type { ObjectMethod, StaticMethod } from './method-entries.js';

export type { ObjectMethod, StaticMethod } from './method-entries.js';

/**
 * Any method entry of {@link ServiceMap}.
 *
 * @category Typed calls
 * @example
 * ```ts
 * const isStatic = (m: AnyMethod): boolean => m.static;
 * ```
 */
export type AnyMethod = ObjectMethod<readonly unknown[], unknown, string, string> | StaticMethod<readonly unknown[], unknown, string, string>;

/**
 * A service of the snapshot, named without `Vendor_` (`'Virtual_Guest'`).
 *
 * @category Typed calls
 * @example
 * ```ts
 * const service: ServiceName = 'Account';
 * ```
 */
export type ServiceName = keyof ServiceMap;

/**
 * A method of service `S`: declared, inherited along `base`, or an implied getter.
 *
 * @category Typed calls
 * @example
 * ```ts
 * const method: MethodName<'Account'> = 'getVirtualGuests';
 * ```
 */
export type MethodName<S extends ServiceName> = keyof ServiceMap[S] & string;

/**
 * The entry of method `M` of service `S`.
 *
 * @category Typed calls
 * @example
 * ```ts
 * type Spec = MethodSpec<'Virtual_Guest', 'setTags'>; // ObjectMethod<[tags: string], boolean>
 * ```
 */
export type MethodSpec<S extends ServiceName, M extends MethodName<S>> = ServiceMap[S][M];

/**
 * The positional parameters of a method, as a tuple.
 *
 * @category Typed calls
 * @example
 * ```ts
 * const args: Params<'Virtual_Guest', 'setTags'> = ['web, prod'];
 * ```
 */
export type Params<S extends ServiceName, M extends MethodName<S>> = MethodSpec<S, M> extends { readonly params: infer P extends readonly unknown[] } ? P : never;

/**
 * The result of a method as sent (a list for a list method).
 *
 * @category Typed calls
 * @example
 * ```ts
 * type Guests = Result<'Account', 'getVirtualGuests'>; // Virtual_Guest[]
 * ```
 */
export type Result<S extends ServiceName, M extends MethodName<S>> = MethodSpec<S, M> extends { readonly result: infer R } ? R : never;

/**
 * The item type of a list result (what `iterCall` yields), or the result itself for other methods.
 *
 * @category Typed calls
 * @example
 * ```ts
 * type Guest = Item<'Account', 'getVirtualGuests'>; // Virtual_Guest
 * ```
 */
export type Item<S extends ServiceName, M extends MethodName<S>> = Result<S, M> extends readonly (infer I)[] ? I : Result<S, M>;

/**
 * The name of the record a method returns (of a list's items for a list method), or `never` when
 * it returns a primitive: where typed selection looks up the properties a mask may name.
 *
 * @category Typed calls
 * @example
 * ```ts
 * type Name = ResultRecord<'Account', 'getVirtualGuests'>; // 'Virtual_Guest'
 * ```
 */
export type ResultRecord<S extends ServiceName, M extends MethodName<S>> = MethodSpec<S, M> extends { readonly record: infer N extends string } ? N : never;

/**
 * `true` when the method acts on one object and the call must give its init id.
 *
 * @category Typed calls
 * @example
 * ```ts
 * type A = NeedsId<'Virtual_Guest', 'getObject'>; // true
 * type B = NeedsId<'Account', 'getObject'>;       // false
 * ```
 */
export type NeedsId<S extends ServiceName, M extends MethodName<S>> = MethodSpec<S, M> extends { readonly static: true } ? false : true;

/**
 * The object filter of a method: for an implied getter the group key is the relation's property
 * name (`getVirtualGuests` → `{ virtualGuests: { … } }`); for other methods the filter is keyed by
 * the result's own properties. Relations nest: the item's properties and four relations below them are checked, deeper levels are not.
 *
 * @category Typed calls
 * @example
 * ```ts
 * const filter: FilterFor<'Account', 'getVirtualGuests'> = {
 *   virtualGuests: { hostname: { operation: '^= web' }, datacenter: { name: { operation: 'dal13' } } },
 * };
 * ```
 */
export type FilterFor<S extends ServiceName, M extends MethodName<S>> = MethodSpec<S, M> extends { readonly group: infer G }
  ? [G] extends [never]
    ? ObjectFilterFor<Item<S, M>>
    : { [K in G & string]?: ObjectFilterFor<Item<S, M>> }
  : never;
