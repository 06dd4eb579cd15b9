/**
 * Type errors that teach: a typed call whose service, method or option name is misspelt does not
 * compile, and the message names the wrong word and the nearest right one —
 * `unknown service 'Acount'; did you mean 'Account'?`, `unknown method 'getObjet' of Account; did
 * you mean 'getObject'?`, `unknown call option 'maks'; did you mean 'mask'?`.
 *
 * How: besides the known service and method (`S`, `M`, constrained as before), the calls take each
 * name as written (`SN extends string`, `MN extends string`, defaulting to `S` and `M`) and check it
 * in the parameter's type, which is the name itself when it is known and the message otherwise; the
 * compiler then prints the message as the type the argument does not match. The constraints stay
 * the known names, so that the editor still lists them as completions. The option names written are
 * inferred (`O`, the keys of the options object) and each unknown one is given the message as its
 * type. The suggestions come from `near-names.ts`, as typed selection's do.
 *
 * Types only: nothing here exists at run time.
 *
 * @module
 */
import type { MethodName, ServiceName } from '@svclib/model';
import type { CallOptions, PagingOptions } from '../options/call-options.js';
import type { DidYouMean } from '../selection/near-names.js';

/*
 * The model's names, as `typed-calls.ts` defines them (`KnownService`, `KnownMethod`); repeated here
 * so that this module does not import that one, which imports this one.
 */

/** A service of the model, with or without `Vendor_`. */
type KnownName = ServiceName | `Vendor_${ServiceName}`;

/** The model's name of a service named with or without `Vendor_`. */
type ModelName<S extends string> = S extends `Vendor_${infer N extends ServiceName}` ? N : S & ServiceName;

/** The methods of service `S`. */
type MethodsOf<S extends string> = MethodName<ModelName<S>>;

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
export type UnknownMethod<S extends string, M extends string> = DidYouMean<MethodsOf<S>, M> extends infer D extends string
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
 * type Bad = ServiceArgument<'Account' | 'Ticket', 'Acount'>; // "unknown service 'Acount'; did you mean 'Account'?"
 * ```
 */
export type ServiceArgument<S extends string, SN extends string> = SN extends KnownName ? S & SN : string extends SN ? S : UnknownService<SN>;

/**
 * The type of the method argument of a typed call of service `S`: `M` is the method as inferred
 * (the service's methods when the name is not one of them), `MN` the name as written. The name
 * when the service has the method, else the message naming it and the nearest known one.
 *
 * @example
 * ```ts
 * type Ok = MethodArgument<'Account', 'getObject', 'getObject'>; // 'getObject'
 * type Bad = MethodArgument<'Account', 'getObject' | 'getVirtualGuests', 'getObjet'>; // "unknown method 'getObjet' of Account; did you mean 'getObject'?"
 * ```
 */
export type MethodArgument<S extends string, M extends string, MN extends string> = MN extends MethodsOf<S>
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
