/**
 * Typed service calls without a type argument at every call: {@link ServiceMap} names services and
 * the result type of their methods, and `client.<Service>.<method>()` returns that type. Users (and
 * `@svclib/managers`) extend the map by declaration merging; whatever it does not name keeps the
 * untyped form (`unknown` results).
 *
 * @module
 */
import type { IterTrueCallOptions, SingleCallOptions } from './call-options.js';
import type { ServiceProperty } from './client.js';
import type { ServiceHandle, ServiceHandleMembers } from './service.js';

/**
 * Services whose method results have known types: `{ [service]: { [method]: ResultType } }`, the
 * service named without its `Vendor_` prefix. A service in the map is a typed property of every
 * `Client` (`client.Account`, also as `client.Vendor_Account`), present under
 * `noUncheckedIndexedAccess` with no `!`, and its listed methods return their declared type.
 * Extend it by declaration merging; `@svclib/managers` does so for the records it returns.
 *
 * @example
 * ```ts
 * interface Invoice { id: number; amount: string }
 * declare module '@svclib/core' {
 *   interface ServiceMap {
 *     Billing_Invoice: { getObject: Invoice };
 *   }
 * }
 * const invoice = await client.Billing_Invoice.getObject({ id: 42 }); // Invoice
 * ```
 */
export interface ServiceMap {
  /** Customer users: core itself calls `getPortalLoginToken` for password login. */
  User_Customer: {
    /** The login token of a username and password. */
    getPortalLoginToken: { userId: number | string; hash: string };
  };
}

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
 * const account: TypedServiceHandle<ServiceMap['Account']> = client.Account;
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
  readonly [S in keyof ServiceMap as S | `Vendor_${S & string}`]: TypedServiceHandle<ServiceMap[S]>;
};

declare module './client.js' {
  // The instance type of `Client` (merged into the class): the typed services of ServiceMap, and
  // every other property starting with an upper-case letter as an untyped service handle.
  interface Client extends KnownServices {
    /** `client.Account`, `client.Virtual_Guest`, …: the service handle of that name. */
    readonly [service: ServiceProperty]: ServiceHandle;
  }
}
