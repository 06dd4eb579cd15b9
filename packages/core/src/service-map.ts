/**
 * Typed service calls without a type argument at every call: {@link ServiceMap} names remote methods
 * and their result types, and `client.<Service>.<method>()` returns that type. Users (and
 * `@svclib/managers`) extend the map by declaration merging; whatever it does not name keeps the
 * untyped form (`unknown` results).
 *
 * @module
 */
import type { IterTrueCallOptions, SingleCallOptions } from './call-options.js';
import type { ServiceProperty } from './client.js';
import type { ServiceHandle, ServiceHandleMembers } from './service.js';

/**
 * Remote methods whose results have known types, keyed `'<Service>.<method>'` (the service named
 * without its `Vendor_` prefix). Every service that has a method here is a typed property of every
 * `Client` (`client.Account`, also as `client.Vendor_Account`), present under
 * `noUncheckedIndexedAccess` with no `!`, and its listed methods return their declared type.
 * Extend it by declaration merging — each package and each user adds its own keys without
 * touching anyone else's; `@svclib/managers` adds the records it returns.
 *
 * @example
 * ```ts
 * interface Invoice { id: number; amount: string }
 * declare module '@svclib/core' {
 *   interface ServiceMap {
 *     'Billing_Invoice.getObject': Invoice;
 *   }
 * }
 * const invoice = await client.Billing_Invoice.getObject({ id: 42 }); // Invoice
 * ```
 */
export interface ServiceMap {
  /** The login token of a username and password (core calls it for password login). */
  'User_Customer.getPortalLoginToken': {
    /** The user's id. */
    userId: number | string;
    /** The login token (a secret: never shown). */
    hash: string;
  };
}

/**
 * The services named in {@link ServiceMap}.
 *
 * @example
 * ```ts
 * const service: MappedService = 'User_Customer';
 * ```
 */
export type MappedService = keyof ServiceMap extends infer K ? (K extends `${infer S}.${string}` ? S : never) : never;

/**
 * The methods of service `S` in {@link ServiceMap}, each to its result type.
 *
 * @example
 * ```ts
 * type Login = MethodsOf<'User_Customer'>['getPortalLoginToken'];
 * ```
 */
export type MethodsOf<S extends string> = {
  [K in keyof ServiceMap as K extends `${S}.${infer M}` ? M : never]: ServiceMap[K];
};

/**
 * The item type of a list result type, or the type itself for a non-list result (what
 * `iterCall` yields).
 *
 * @example
 * ```ts
 * type Guest = ItemOf<VirtualGuest[]>; // VirtualGuest
 * ```
 */
export type ItemOf<R> = R extends readonly (infer I)[] ? I : R;

/**
 * A remote method whose result type `R` is declared in {@link ServiceMap}.
 *
 * @example
 * ```ts
 * const getObject: TypedServiceMethod<Account> = client.Account.getObject;
 * const account = await getObject({ mask: 'companyName' }); // Account
 * ```
 */
export interface TypedServiceMethod<R> {
  /** Pages through the result (the options' `iter` is `true`), yielding its items. */
  (options: IterTrueCallOptions): AsyncGenerator<ItemOf<R>, void, undefined>;
  /** Makes one call and resolves its decoded result. */
  (options?: SingleCallOptions): Promise<R>;
}

/**
 * The handle of a service declared in {@link ServiceMap}: its declared methods are typed, any
 * other method is untyped as on every {@link ServiceHandle}.
 *
 * @example
 * ```ts
 * const users: TypedServiceHandle<MethodsOf<'User_Customer'>> = client.User_Customer;
 * ```
 */
export type TypedServiceHandle<M> = { readonly [K in keyof M]: TypedServiceMethod<M[K]> } & ServiceHandleMembers &
  ServiceHandle;

/**
 * The typed service properties of a client: every service of {@link ServiceMap}, with and without
 * the `Vendor_` prefix.
 *
 * @example
 * ```ts
 * const handles: KnownServices = client;
 * ```
 */
export type KnownServices = {
  readonly [S in MappedService as S | `Vendor_${S}`]: TypedServiceHandle<MethodsOf<S>>;
};

declare module './client.js' {
  // The instance type of `Client` (merged into the class): the typed services of ServiceMap, and
  // every other property starting with an upper-case letter as an untyped service handle.
  interface Client extends KnownServices {
    /** `client.Account`, `client.Virtual_Guest`, …: the service handle of that name. */
    readonly [service: ServiceProperty]: ServiceHandle;
  }
}
