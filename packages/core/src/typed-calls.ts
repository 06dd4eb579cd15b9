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
import type {
  CallOptions,
  CommonCallOptions,
  IterCallOptions,
  IterTrueCallOptions,
  SingleCallOptions,
} from './call-options.js';
import type {
  MethodArgument, OptionsOfCall, OptionsOfIterTrueCall, OptionsOfPagingCall, OptionsTuple,
} from './call-errors.js';
import type { Page } from './iter-call.js';
import type { Selected, Selection, SelectionOptions } from './selection.js';
import type { ServiceHandle } from './service.js';

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

/**
 * The calls of a client over plain strings, for a service or method newer than the model (or a
 * name only known at run time, as in a command-line tool): the same behaviour as the typed calls,
 * with `unknown` results and untyped `args`, `id` and `filter`. Reached as `client.untyped`.
 *
 * @example
 * ```ts
 * const result: unknown = await client.untyped.call('Brand_New_Service', 'getThing', { id: 1 });
 * for await (const item of client.untyped.iterCall(service, method, { chunk: 50 })) console.log(item);
 * ```
 */
export interface UntypedCalls {
  /**
   * Makes one call and resolves its decoded result (with `iter: true`, the `iterCall` generator).
   *
   * @example
   * ```ts
   * const value = await client.untyped.call('Account', 'getNewThing', { args: [1] });
   * ```
   */
  readonly call: {
    (service: string, method: string, options: IterTrueCallOptions): AsyncGenerator<unknown, void, undefined>;
    (service: string, method: string, options?: SingleCallOptions): Promise<unknown>;
    (
      service: string,
      method: string,
      options?: CallOptions & { iter?: boolean | undefined },
    ): Promise<unknown> | AsyncGenerator<unknown, void, undefined>;
  };
  /**
   * Pages through a list result (see `Client.iterCall`).
   *
   * @example
   * ```ts
   * for await (const item of client.untyped.iterCall('Account', 'getNewThings', { chunk: 50 })) {}
   * ```
   */
  readonly iterCall: (service: string, method: string, options?: IterCallOptions) => AsyncGenerator<unknown, void, undefined>;
  /**
   * Pages through a list result, yielding whole pages (see `Client.iterPages`).
   *
   * @example
   * ```ts
   * for await (const page of client.untyped.iterPages('Account', 'getNewThings')) console.log(page.total);
   * ```
   */
  readonly iterPages: (service: string, method: string, options?: IterCallOptions) => AsyncGenerator<Page, void, undefined>;
  /**
   * The untyped handle of service `name`: any method name, `unknown` results.
   *
   * @example
   * ```ts
   * await client.untyped.service('Brand_New_Service').getThing({ id: 1 });
   * ```
   */
  readonly service: (name: string) => ServiceHandle;
}

declare module './client.js' {
  // The instance type of `Client` (merged into the class): a typed handle for every service of
  // the model, with and without the `Vendor_` prefix.
  interface Client extends KnownServices {}
}
