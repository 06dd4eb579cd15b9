/**
 * Type errors that teach: a typed call whose service, method or option name is misspelt does not
 * compile, and the message names the wrong word and the nearest right one —
 * `unknown service 'Acount'; did you mean 'Account'?`, `unknown method 'getObjet' of Account; did
 * you mean 'getObject'?`, `unknown call option 'maks'; did you mean 'mask'?`.
 *
 * How: the calls take the service and method as any string (`S extends string`) and check it in
 * the parameter's type, which is the name itself when it is known and the message otherwise; the
 * compiler then prints the message as the type the argument does not match. Their defaults are the
 * known names, so that the editor still lists them as completions. The option names written are
 * inferred (`O`, the keys of the options object) and each unknown one is given the message as its
 * type. The suggestions come from `near-names.ts`, as typed selection's do.
 *
 * Types only: nothing here exists at run time.
 *
 * @module
 */
import type { ServiceName } from '@svclib/model';
import type { CallOptions, IterFalse, IterTrue, PagingOptions } from './call-options.js';
import type { DidYouMean } from './near-names.js';
import type { CheckedCallOptions, KnownMethod, KnownService, TypedCallOptions } from './typed-calls.js';

/** The services of the model as the suggestions name them (a `Vendor_` name is compared without it). */
type ShortService<S extends string> = S extends `Vendor_${infer N}` ? N : S;

/**
 * The message for a service name the model does not have.
 *
 * @example
 * ```ts
 * type E = UnknownService<'Acount'>; // "unknown service 'Acount'; did you mean 'Account'?"
 * ```
 */
export type UnknownService<S extends string> = DidYouMean<ServiceName, ShortService<S>> extends infer D extends string
  ? D extends ''
    ? `unknown service '${S}' (one newer than the model is called through client.untyped)`
    : S extends `Vendor_${string}`
      ? `unknown service '${S}'${D extends `; did you mean '${infer N}'?` ? `; did you mean 'Vendor_${N}'?` : D}`
      : `unknown service '${S}'${D}`
  : never;

/**
 * The message for a method name service `S` does not have.
 *
 * @example
 * ```ts
 * type E = UnknownMethod<'Account', 'getObjet'>; // "unknown method 'getObjet' of Account; did you mean 'getObject'?"
 * ```
 */
export type UnknownMethod<S extends KnownService, M extends string> = DidYouMean<KnownMethod<S>, M> extends infer D extends string
  ? D extends ''
    ? `unknown method '${M}' of ${ShortService<S>} (one newer than the model is called through client.untyped)`
    : `unknown method '${M}' of ${ShortService<S>}${D}`
  : never;

/**
 * The type of the service argument of a typed call: `S` is the service as inferred (the known
 * services when the name is not one of them), `SN` the name as written. The name when the model has
 * the service, else the message naming it and the nearest known one (which the name does not
 * match, so the compiler prints it).
 *
 * @example
 * ```ts
 * type Ok = ServiceArgument<'Account', 'Account'>; // 'Account'
 * type Bad = ServiceArgument<KnownService, 'Acount'>; // "unknown service 'Acount'; did you mean 'Account'?"
 * ```
 */
export type ServiceArgument<S extends KnownService, SN extends string> = SN extends KnownService ? S & SN : string extends SN ? S : UnknownService<SN>;

/**
 * The type of the method argument of a typed call of service `S`: `M` is the method as inferred
 * (the service's methods when the name is not one of them), `MN` the name as written. The name
 * when the service has the method, else the message naming it and the nearest known one.
 *
 * @example
 * ```ts
 * type Ok = MethodArgument<'Account', 'getObject', 'getObject'>; // 'getObject'
 * type Bad = MethodArgument<'Account', KnownMethod<'Account'>, 'getObjet'>; // "unknown method 'getObjet' of Account; did you mean 'getObject'?"
 * ```
 */
export type MethodArgument<S extends KnownService, M extends KnownMethod<S>, MN extends string> = MN extends KnownMethod<S>
  ? M & MN
  : string extends MN
    ? M
    : UnknownMethod<S, MN>;

/** The option names of one call (`client.call`, a handle's method, without `iter: true`). */
export type SingleCallOptionName = keyof CallOptions | 'iter';

/** The option names of a paging call (`iterCall`, `iterPages`). */
export type PagingCallOptionName = keyof CallOptions | keyof PagingOptions;

/** The option names of a call with `iter: true`. */
export type IterTrueCallOptionName = PagingCallOptionName | 'iter';

/**
 * The message for option `P` of a call that takes the options `Known`.
 *
 * @example
 * ```ts
 * type E = UnknownOption<'maks', SingleCallOptionName>; // "unknown call option 'maks'; did you mean 'mask'?"
 * ```
 */
export type UnknownOption<P extends string, Known extends string> = P extends keyof PagingOptions
  ? `'${P}' is a paging option: give it with iter: true, or call iterCall`
  : `unknown call option '${P}'${DidYouMean<Known, P>}`;

/**
 * The part of a typed call's options that checks their names: `O` is inferred as the names the
 * options object has; each one outside `Known` is given its {@link UnknownOption} message as its
 * type, which its value does not match (in place of the compiler's "Object literal may only
 * specify known properties" over the whole options type).
 *
 * @example
 * ```ts
 * type C = OptionNames<'mask' | 'maks', SingleCallOptionName>; // { mask?: unknown; maks?: "unknown call option 'maks'; did you mean 'mask'?" }
 * ```
 */
export type OptionNames<O extends PropertyKey, Known extends string> = 0 extends 1 & O
  ? unknown // `any` (a signature compared with its type parameters erased): checks nothing
  : {
      [P in O]?: P extends Known ? unknown : P extends string ? (string extends P ? unknown : UnknownOption<P, Known>) : unknown;
    };

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
