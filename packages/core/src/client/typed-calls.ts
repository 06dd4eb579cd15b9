/**
 * Typed calls: `client.call`, `client.<Service>`, `client.service(name)`, `iterCall`, `iterPages`
 * and `iter: true` take their types from `@svclib/model`'s `ServiceMap` (every service, method,
 * parameter list and result of the API). `client.untyped` is the one form for a service or method
 * newer than the model: the same calls over plain strings, resolving `unknown`.
 *
 * Types only: nothing here exists at runtime.
 *
 * @module
 */
import type { FilterFor, Item, MethodName, NeedsId, Params, Result, ResultRecord, ServiceName } from '@svclib/model';
import type { CommonCallOptions, IterFalse, IterTrue, PagingOptions } from '../options/call-options.js';
import type { Page } from '../request/iter-call.js';
import type {
  IterTrueCallOptionName, MethodArgument, OptionNames, PagingCallOptionName, SingleCallOptionName,
} from './call-errors.js';
import type { Selected, Selection, SelectionOptions } from '../selection/selection.js';

// The untyped calls live with the untyped service handles they return (no type-only import cycle).
export type { UntypedCalls } from './service.js';

/**
 * A service of the model as a call may name it: with or without the `Vendor_` prefix
 * (`'Account'`, `'Vendor_Account'`).
 *
 * @example
 * ```ts
 * const service: KnownService = 'Vendor_Virtual_Guest';
 * ```
 */
export type KnownService = ServiceName | `Vendor_${ServiceName}`;

/**
 * The model's name of a service named with or without the `Vendor_` prefix.
 *
 * @example
 * ```ts
 * type Name = ModelServiceName<'Vendor_Account'>; // 'Account'
 * ```
 */
export type ModelServiceName<S extends KnownService> = S extends `Vendor_${infer N extends ServiceName}` ? N : S & ServiceName;

/**
 * A method of service `S` (named with or without prefix): declared, inherited or an implied getter.
 *
 * @example
 * ```ts
 * const method: KnownMethod<'Vendor_Account'> = 'getVirtualGuests';
 * ```
 */
export type KnownMethod<S extends KnownService> = MethodName<ModelServiceName<S>>;

/**
 * The result of `S.M` as the server sends it (a list for a list method).
 *
 * @example
 * ```ts
 * type Guests = CallResult<'Account', 'getVirtualGuests'>; // Virtual_Guest[]
 * ```
 */
export type CallResult<S extends KnownService, M extends KnownMethod<S>> = Result<ModelServiceName<S>, M>;

/**
 * What `iterCall` and `iter: true` yield for `S.M`: the list's item type (the result itself for a
 * method that does not return a list).
 *
 * @example
 * ```ts
 * type Guest = CallItem<'Account', 'getVirtualGuests'>; // Virtual_Guest
 * ```
 */
export type CallItem<S extends KnownService, M extends KnownMethod<S>> = Item<ModelServiceName<S>, M>;

/**
 * The name of the record `S.M` returns (of a list's items), `never` for a primitive result: what
 * its mask is checked against.
 *
 * @example
 * ```ts
 * type Name = CallRecord<'Account', 'getVirtualGuests'>; // 'Virtual_Guest'
 * ```
 */
export type CallRecord<S extends KnownService, M extends KnownMethod<S>> = ResultRecord<ModelServiceName<S>, M>;

/**
 * The result of `S.M` narrowed by the call's mask `K` or selection `Q` (typed selection, SPEC §13);
 * the whole result when neither is a literal.
 *
 * @example
 * ```ts
 * type Guests = SelectedResult<'Account', 'getVirtualGuests', 'id, hostname', never>; // { id?: number; hostname?: string }[]
 * ```
 */
export type SelectedResult<S extends KnownService, M extends KnownMethod<S>, K extends string, Q> = Selected<CallResult<S, M>, CallRecord<S, M>, K, Q>;

/**
 * What `iterCall`, `iterPages` and `iter: true` yield for `S.M` with mask `K` or selection `Q`.
 *
 * @example
 * ```ts
 * type Guest = SelectedItem<'Account', 'getVirtualGuests', 'id, hostname', never>; // { id?: number; hostname?: string }
 * ```
 */
export type SelectedItem<S extends KnownService, M extends KnownMethod<S>, K extends string, Q> = Selected<CallItem<S, M>, CallRecord<S, M>, K, Q>;

/**
 * The `args` option of a typed call: the method's positional parameters as a tuple, required when
 * the method has a parameter without a default.
 *
 * @example
 * ```ts
 * const args: ArgsOption<[tags: string]> = { args: ['web, prod'] };
 * ```
 */
export type ArgsOption<P extends readonly unknown[]> = [] extends P
  ? {
      /** Positional arguments of the remote method, in order (each has a default). */
      args?: Readonly<P> | undefined;
    }
  : {
      /** Positional arguments of the remote method, in order. */
      args: Readonly<P>;
    };

/**
 * The `id` option of a typed call: required when the method acts on one object (its init id),
 * optional for a static method.
 *
 * @example
 * ```ts
 * const id: IdOption<true> = { id: 123 };
 * ```
 */
export type IdOption<Required extends boolean> = Required extends true
  ? {
      /** Id of the object the call acts on: header `<Service>InitParameters: { id }`. Required: the method acts on one object. */
      id: number | string;
    }
  : {
      /** Id of the object the call acts on (a static method needs none). */
      id?: number | string | undefined;
    };

/**
 * The options of a typed call of `S.M`: the common options, `args` typed as the method's
 * parameters, `id` required when the method is not static, and `filter` checked against the
 * result (group key first for the implied list getters: `{ virtualGuests: { … } }`).
 *
 * @example
 * ```ts
 * const options: TypedCallOptions<'Virtual_Guest', 'setTags'> = { id: 123, args: ['web, prod'] };
 * ```
 */
export type TypedCallOptions<S extends KnownService, M extends KnownMethod<S>> = CommonCallOptions & CallShape<S, M>;

/** The options of a typed call besides the common ones: `args`, `id` and `filter`. */
type CallShape<S extends KnownService, M extends KnownMethod<S>> = ArgsOption<Params<ModelServiceName<S>, M>> &
  IdOption<NeedsId<ModelServiceName<S>, M>> & {
    /** Object filter, checked against the result's property names: header `<Service>ObjectFilter`. */
    filter?: FilterFor<ModelServiceName<S>, M> | undefined;
  };

/** The common options but `mask` and `select`, which typed selection checks. */
type UncheckedOptions = Omit<CommonCallOptions, 'mask' | 'select'>;

/**
 * The options of a typed call of `S.M` whose `mask` (`K`, as written) or `select` (`Q`) is checked
 * against the result's record: what `client.call`, the handles, `iterCall` and `iterPages` take.
 *
 * @example
 * ```ts
 * const options: CheckedCallOptions<'Virtual_Guest', 'getObject', 'id, hostname', never> = { id: 123, mask: 'id, hostname' };
 * ```
 */
export type CheckedCallOptions<S extends KnownService, M extends KnownMethod<S>, K extends string, Q> = UncheckedOptions &
  CallShape<S, M> &
  SelectionOptions<CallRecord<S, M>, K, Q>;

/**
 * The options argument of a call of `S.M` checked by typed selection: optional when every option
 * is, else required (a method that needs an `id` or arguments).
 *
 * @example
 * ```ts
 * type A = CheckedOptionsArgument<'Virtual_Guest', 'getObject', never, never, object>; // [options: …]
 * ```
 */
export type CheckedOptionsArgument<S extends KnownService, M extends KnownMethod<S>, K extends string, Q, Extra> =
  object extends CallShape<S, M> ? [options?: CheckedCallOptions<S, M, K, Q> & Extra] : [options: CheckedCallOptions<S, M, K, Q> & Extra];

/**
 * The options of one typed call of `S.M` (`client.call`, a handle's method, without `iter: true`):
 * `K` the mask as written, `Q` the selection, `O` the option names written. (One alias, so that a
 * compiler message names it rather than spelling out its parts.)
 *
 * @example
 * ```ts
 * const options: OptionsOfCall<'Virtual_Guest', 'getObject', 'id', never, 'id' | 'mask'> = { id: 1, mask: 'id' };
 * ```
 */
export type OptionsOfCall<S extends KnownService, M extends KnownMethod<S>, K extends string, Q, O extends PropertyKey> = CheckedCallOptions<S, M, K, Q> &
  IterFalse &
  OptionNames<O, SingleCallOptionName>;

/**
 * The options of a typed call of `S.M` with `iter: true`.
 *
 * @example
 * ```ts
 * const options: OptionsOfIterTrueCall<'Account', 'getVirtualGuests', never, never, 'iter' | 'chunk'> = { iter: true, chunk: 50 };
 * ```
 */
export type OptionsOfIterTrueCall<S extends KnownService, M extends KnownMethod<S>, K extends string, Q, O extends PropertyKey> = CheckedCallOptions<S, M, K, Q> &
  PagingOptions &
  IterTrue &
  OptionNames<O, IterTrueCallOptionName>;

/**
 * The options of a typed paging call of `S.M` (`iterCall`, `iterPages`).
 *
 * @example
 * ```ts
 * const options: OptionsOfPagingCall<'Account', 'getVirtualGuests', never, never, 'chunk'> = { chunk: 50 };
 * ```
 */
export type OptionsOfPagingCall<S extends KnownService, M extends KnownMethod<S>, K extends string, Q, O extends PropertyKey> = CheckedCallOptions<S, M, K, Q> &
  PagingOptions &
  OptionNames<O, PagingCallOptionName>;

/**
 * The options argument of a typed call of `S.M` as a rest tuple: optional when every option is,
 * else required (a method that needs an `id` or arguments).
 *
 * @example
 * ```ts
 * type A = OptionsTuple<'Virtual_Guest', 'getObject', { id: number }>; // [options: { id: number }]
 * ```
 */
export type OptionsTuple<S extends KnownService, M extends KnownMethod<S>, T> = object extends TypedCallOptions<S, M> ? [options?: T] : [options: T];

/**
 * The options argument of a typed call as a rest tuple: optional when every option is, else
 * required (a method that needs an `id` or arguments).
 *
 * @example
 * ```ts
 * type A = OptionsArgument<{ id: number }>; // [options: { id: number }]
 * ```
 */
export type OptionsArgument<O> = object extends O ? [options?: O] : [options: O];

/**
 * A typed remote method of a handle: `client.Virtual_Guest.getObject({ id, mask })`. With
 * `iter: true` it returns the `iterCall` generator over the items, else a promise of the result.
 *
 * @example
 * ```ts
 * const getGuests: TypedServiceMethod<'Account', 'getVirtualGuests'> = client.Account.getVirtualGuests;
 * ```
 */
export interface TypedServiceMethod<S extends KnownService, M extends KnownMethod<S>> {
  /** Makes one call and resolves its result (narrowed by a literal `mask` or a `select`). */
  <const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never>(
    ...options: OptionsTuple<S, M, OptionsOfCall<S, M, K, Q, O>>
  ): Promise<NoInfer<SelectedResult<S, M, K, Q>>>;
  /** Pages through the result (`iter: true`), yielding its items (narrowed by a literal `mask` or a `select`). */
  <const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never>(
    options: OptionsOfIterTrueCall<S, M, K, Q, O>,
  ): AsyncGenerator<NoInfer<SelectedItem<S, M, K, Q>>, void, undefined>;
}

/**
 * The members every typed handle has besides its remote methods.
 *
 * @example
 * ```ts
 * const members: TypedHandleMembers<'Account'> = client.Account;
 * ```
 */
export interface TypedHandleMembers<S extends KnownService> {
  /** The service name as given (`Account` or `Vendor_Account`). */
  readonly name: string;
  /**
   * Calls `method` of this service once and resolves its result: the same as
   * `client.call(name, method, options)`.
   *
   * @example
   * ```ts
   * const account = await client.Account.call('getObject', { mask: 'companyName' });
   * ```
   */
  call<M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, MN extends string = M>(
    method: MethodArgument<S, M, MN>,
    ...options: OptionsTuple<S, M, OptionsOfCall<S, M, K, Q, O>>
  ): Promise<NoInfer<SelectedResult<S, M, K, Q>>>;
  /**
   * Calls `method` of this service with `iter: true`: pages through its result.
   *
   * @example
   * ```ts
   * for await (const guest of client.Account.call('getVirtualGuests', { iter: true })) {}
   * ```
   */
  call<M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, MN extends string = M>(
    method: MethodArgument<S, M, MN>,
    options: OptionsOfIterTrueCall<S, M, K, Q, O>,
  ): AsyncGenerator<NoInfer<SelectedItem<S, M, K, Q>>, void, undefined>;
  /**
   * Pages through a list result of this service: the same as `client.iterCall(name, method, options)`.
   *
   * @example
   * ```ts
   * for await (const guest of client.Account.iterCall('getVirtualGuests', { chunk: 50 })) {}
   * ```
   */
  iterCall<M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, MN extends string = M>(
    method: MethodArgument<S, M, MN>,
    ...options: OptionsTuple<S, M, OptionsOfPagingCall<S, M, K, Q, O>>
  ): AsyncGenerator<NoInfer<SelectedItem<S, M, K, Q>>, void, undefined>;
  /**
   * Pages through a list result of this service, yielding whole pages: the same as
   * `client.iterPages(name, method, options)`.
   *
   * @example
   * ```ts
   * for await (const page of client.Account.iterPages('getVirtualGuests', { chunk: 50 })) {}
   * ```
   */
  iterPages<M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, MN extends string = M>(
    method: MethodArgument<S, M, MN>,
    ...options: OptionsTuple<S, M, OptionsOfPagingCall<S, M, K, Q, O>>
  ): AsyncGenerator<Page<NoInfer<SelectedItem<S, M, K, Q>>>, void, undefined>;
  /**
   * `<Service: NAME>`.
   *
   * @example
   * ```ts
   * String(client.Account); // '<Service: Account>'
   * ```
   */
  toString(): string;
}

/**
 * The handle of a service of the model: each of its methods typed (a method whose name is one of
 * the handle's own members — `call`, `name`, … — is reached with `handle.call(method)`).
 *
 * @example
 * ```ts
 * const guests: TypedServiceHandle<'Virtual_Guest'> = client.service('Virtual_Guest');
 * const guest = await guests.getObject({ id: 123, mask: 'id, hostname' });
 * ```
 */
export type TypedServiceHandle<S extends KnownService> = {
  readonly [M in Exclude<KnownMethod<S>, keyof TypedHandleMembers<S>>]: TypedServiceMethod<S, M>;
} & TypedHandleMembers<S>;

/**
 * The service properties of a client: every service of the model, with and without the
 * `Vendor_` prefix (`client.Account`, `client.Vendor_Account`).
 *
 * @example
 * ```ts
 * const handles: KnownServices = client;
 * ```
 */
export type KnownServices = {
  readonly [S in ServiceName as S | `Vendor_${S}`]: TypedServiceHandle<S>;
};

declare module './client.js' {
  // The instance type of `Client` (merged into the class): a typed handle for every service of
  // the model, with and without the `Vendor_` prefix.
  interface Client extends KnownServices {}
}
