/**
 * The 2.x / pre-2.0 client as a thin layer over the 3.x core `Client`: it keeps the 2.x state and
 * turns each `client.<method>(...args)` into one `client.call(service, method, options)`.
 *
 * @module
 */

import { Client as CoreClient, ServiceError } from '@svclib/core';
import { AUTHENTICATE_HEADER as AUTHENTICATE } from '@svclib/core/wire';
import { defineOptions, opt } from '@svclib/core/options';
import type {
  CallOptions, ClientOptions, IterCallOptions, KnownService, ServiceHandle, SingleCallOptions, TypedServiceHandle, UntypedCalls,
} from '@svclib/core';
import type { IterTrueCallOptions, PortalLoginToken, ServiceProperty } from '@svclib/core/wire';
import type { SpecFor } from '@svclib/core/options';
import { authenticateHeader, legacyAuthOption, legacyTokenAuthentication } from './legacy-auth.js';
import { isLoginCall, withKeptState } from './legacy-call.js';
import { warnDeprecated } from './deprecation.js';
import {
  addHeader,
  addRawHeader,
  createLegacyState,
  removeHeader,
  setInitParameter,
  setMask,
  setResultLimit,
  toInteger,
} from './legacy-state.js';
import type { LegacyState } from './legacy-state.js';
import { ownCopy } from './own-copy.js';
import { rememberSecrets, withVerboseHooks } from './verbose-hooks.js';

/**
 * A remote method of the bound service: positional arguments in, the decoded result out.
 *
 * @example
 * ```ts
 * const getObject: RemoteMethod = client.getObject;
 * const account = await getObject();
 * ```
 */
export type RemoteMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * Every property name that is not a member of the client is a remote method of its bound service
 * (2.x behaviour). With `noUncheckedIndexedAccess`, TypeScript types such a property as possibly
 * `undefined`; at run time it is always a function.
 *
 * @example
 * ```ts
 * const client = new Client({ serviceName: 'Account', username: 'u', apiKey: 'k' });
 * await client.getObject();
 * ```
 */
export interface RemoteMethods {
  /**
   * The remote method `method` of the bound service.
   *
   * @example
   * ```ts
   * await client.getVirtualGuests();
   * ```
   */
  readonly [method: string]: RemoteMethod;
}

/**
 * Options of the 2.x `Client`: the 3.x core options plus `serviceName`, `id` and `verbose`.
 *
 * @example
 * ```ts
 * const client = new Client({ serviceName: 'Account', id: 1234, username: 'u', apiKey: 'k', verbose: true });
 * ```
 */
export interface LegacyClientOptions extends ClientOptions {
  /**
   * The service the client is bound to (`Account` or `Vendor_Account`): `client.<method>()` calls
   * its methods.
   *
   * @deprecated Use `client[service]` on a `Client` from `@svclib/core` instead.
   * @example
   * ```ts
   * new Client({ serviceName: 'Account' });
   * ```
   */
  serviceName?: string | null | undefined;
  /**
   * Init parameter kept for every `client.<method>()` call (header `<Service>InitParameters`).
   *
   * @deprecated Use the `id` call option instead.
   * @example
   * ```ts
   * new Client({ serviceName: 'Ticket', id: 123 });
   * ```
   */
  id?: number | string | null | undefined;
  /**
   * `true`: print each HTTP request (method, URL, headers, body) and the response status to
   * standard output, with API keys, tokens and passwords replaced by `***`. Cannot be combined with
   * `transport`.
   *
   * @deprecated Use a logging `transport` instead.
   * @example
   * ```ts
   * new Client({ serviceName: 'Account', verbose: true });
   * ```
   */
  verbose?: boolean | null | undefined;
}

/**
 * The arguments of the pre-2.0 positional form, `new Client(serviceName, id, username, apiKey,
 * endpointUrl, timeout)` (timeout in seconds); each may be `null` or left out.
 *
 * @example
 * ```ts
 * const args: LegacyPositionalArguments = ['Account', null, 'user', 'key'];
 * const client = new Client(...args);
 * ```
 */
export type LegacyPositionalArguments = [
  serviceName?: string | null,
  id?: number | string | null,
  username?: string | null,
  apiKey?: string | null,
  endpointUrl?: string | null,
  timeout?: number | null,
];

/**
 * The mixed form: leading positional arguments, then an options object for the rest, as 2.x took
 * `Client('Account', username=…, api_key=…)`. A name given both ways is a `TypeError`.
 *
 * @example
 * ```ts
 * const args: LegacyMixedArguments = ['Account', { username: 'user', apiKey: 'key', timeout: 10 }];
 * const client = new Client(...args);
 * ```
 */
export type LegacyMixedArguments = [...LeadingArguments<Required<LegacyPositionalArguments>>, options: LegacyClientOptions];

/**
 * The tuple `T` and each of its non-empty leading parts: `LeadingArguments<[a, b, c]>` is
 * `[a, b, c] | [a, b] | [a]`.
 *
 * @example
 * ```ts
 * const head: LeadingArguments<[string, number]> = ['Account'];
 * ```
 */
export type LeadingArguments<T extends unknown[]> = T extends [...infer Rest, unknown] ? T | LeadingArguments<Rest> : never;

/**
 * A service handle of a compat client: core's handle (its calls carry the kept 2.x state) plus
 * 2.x's `iter_call`.
 *
 * @example
 * ```ts
 * for await (const guest of client.Account.iter_call('getVirtualGuests', { chunk: 50 })) {}
 * ```
 */
export type LegacyServiceHandle = ServiceHandle & LegacyIterCall;

/**
 * 2.x's `iter_call` on a service handle.
 *
 * @example
 * ```ts
 * client.Account.iter_call('getVirtualGuests', { chunk: 50 });
 * ```
 */
export interface LegacyIterCall {
  /**
   * 2.x name of `iterCall`: pages through a list result of this service.
   *
   * @deprecated Use `iterCall` instead.
   * @example
   * ```ts
   * client.Account.iter_call('getVirtualGuests', { chunk: 50 });
   * ```
   */
  readonly iter_call: <T = unknown>(method: string, options?: IterCallOptions) => AsyncGenerator<T, void, undefined>;
}

/**
 * The service handles of a compat client: `client.Account` (any property starting with an
 * upper-case letter) is a {@link LegacyServiceHandle}, with 2.x's `iter_call`.
 *
 * @example
 * ```ts
 * const handles: LegacyServiceHandles = client;
 * client.Account.iter_call('getVirtualGuests');
 * ```
 */
export type LegacyServiceHandles = {
  /** `client.Account`, …: the typed handle of a service of the model, with 2.x's `iter_call`. */
  readonly [S in KnownService]: TypedServiceHandle<S> & LegacyIterCall;
} & {
  /** Any other name starting with an upper-case letter: an untyped handle, with 2.x's `iter_call`. */
  readonly [service: ServiceProperty]: LegacyServiceHandle;
};

/**
 * The type of the 2.x `Client` constructor (options form, pre-2.0 positional form, mixed form).
 *
 * @example
 * ```ts
 * const Make: LegacyClientConstructor = Client;
 * const client = new Make('Account', null, 'user', 'key');
 * ```
 */
export interface LegacyClientConstructor {
  /**
   * The 2.x form.
   *
   * @deprecated Use `new Client({ username, apiKey })` from `@svclib/core`, then `client[service]`.
   * @example
   * ```ts
   * new Client({ serviceName: 'Account', username: 'u', apiKey: 'k' });
   * ```
   */
  new (options?: LegacyClientOptions): LegacyClient & LegacyServiceHandles & RemoteMethods;
  /**
   * The pre-2.0 positional form.
   *
   * @deprecated Use `new Client({ username, apiKey })` from `@svclib/core`, then `client[service]`.
   * @example
   * ```ts
   * new Client('Account', null, 'user', 'key', 'https://api.vendor.example/xmlrpc/v3.1/', 30);
   * ```
   */
  new (...args: LegacyPositionalArguments): LegacyClient & LegacyServiceHandles & RemoteMethods;
  /**
   * The mixed form: positional arguments, then an options object for the rest.
   *
   * @deprecated Use `new Client({ username, apiKey })` from `@svclib/core`, then `client[service]`.
   * @example
   * ```ts
   * new Client('Account', { username: 'u', apiKey: 'k', timeout: 10 });
   * ```
   */
  new (...args: LegacyMixedArguments): LegacyClient & LegacyServiceHandles & RemoteMethods;
  /** The prototype of every 2.x client. @example `Client.prototype.setObjectMask` */
  readonly prototype: LegacyClient;
}

/** Kept 2.x state, by compat client (the proxy users hold). Not on the object: never inspected. */
const states = new WeakMap<object, LegacyState>();
/** The compat handle (with `iter_call`) of each core service handle. */
const legacyHandles = new WeakMap<ServiceHandle, LegacyServiceHandle>();
/** Members of the compat class, bound to the proxy on first access, by compat client. */
const boundMembers = new WeakMap<object, Map<string, unknown>>();

/**
 * Property names JavaScript and common tools probe on any object; they are never remote methods.
 */
const PROBED = new Set([
  'then',
  'catch',
  'finally',
  'toJSON',
  'constructor',
  'inspect',
  '__proto__',
  '__name__',
  '__bases__',
  'asymmetricMatch',
  'nodeType',
  'length',
  'prototype',
]);

/** Node's `util.inspect.custom` (a registered symbol, so no `node:` import is needed). */
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

const POSITIONAL_NAMES = ['serviceName', 'id', 'username', 'apiKey', 'endpointUrl', 'timeout'] as const;

function stateOf(client: object): LegacyState {
  const state = states.get(client);
  if (state === undefined) throw new TypeError('Not a compat client (the method was called on another object)');
  return state;
}

/** Names of the compat class's own methods (not core's, nor core's that it overrides). */
function legacyMembers(): Set<string> {
  legacyMemberNames ??= new Set(
    Object.getOwnPropertyNames(LegacyClient.prototype).filter((n) => n !== 'constructor' && !isCoreMember(n)),
  );
  return legacyMemberNames;
}
let legacyMemberNames: Set<string> | undefined;

/** Is `prop` found on the core client's prototype chain (so a core method to bind)? */
function isCoreMember(prop: string | symbol): boolean {
  return prop !== 'constructor' && prop in CoreClient.prototype;
}

/**
 * The proxy around a compat client. Compat methods are bound to the proxy; core members are read
 * from (and methods bound to) the core client, so core's own `Proxy` and private state work
 * unchanged; names starting with an upper-case letter reach core's service handles; any other name
 * is a remote method of the bound service.
 */
const handler: ProxyHandler<LegacyClient> = {
  get(target, prop, receiver) {
    if (typeof prop === 'string' && legacyMembers().has(prop)) {
      let bound = boundMembers.get(receiver as object);
      if (bound === undefined) {
        bound = new Map();
        boundMembers.set(receiver as object, bound);
      }
      if (!bound.has(prop)) {
        const method = Reflect.get(LegacyClient.prototype, prop) as (...args: unknown[]) => unknown;
        bound.set(prop, method.bind(receiver));
      }
      return bound.get(prop);
    }
    if (typeof prop === 'symbol' || Reflect.has(target, prop) || PROBED.has(prop) || !/^[a-z]/.test(prop)) {
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' && isCoreMember(prop)
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    }
    return remoteMethod(receiver as LegacyClient, prop);
  },
  set(target, prop, value) {
    return Reflect.set(target, prop, value, target);
  },
};

/** `client.<name>(...args)`: a call of `name` on the bound service with the kept state. */
function remoteMethod(client: LegacyClient, name: string): RemoteMethod {
  return async (...args: unknown[]): Promise<unknown> => {
    warnDeprecated('SVCLIB_DEP_CLIENT_METHOD');
    const state = stateOf(client);
    if (state.serviceName === undefined) throw new ServiceError('Service is not set on Client instance.');
    return client.call(state.serviceName, name, { args });
  };
}

/** The options a 2.x client takes besides core's {@link ClientOptions}. */
const LEGACY_OPTIONS = defineOptions('Client', {
  serviceName: opt.nonEmptyString(),
  id: opt.checker<number | string>(
    'an integer',
    (v) => (typeof v === 'number' ? Number.isSafeInteger(v) : typeof v === 'string' && /^\s*[-+]?\d+\s*$/.test(v) && Number.isSafeInteger(Number(v))),
  ),
  verbose: opt.boolean(),
} satisfies SpecFor<Omit<LegacyClientOptions, keyof ClientOptions>>);

/** The two constructor forms, for error messages. */
const FORMS =
  'new Client({ serviceName, id, username, apiKey, endpointUrl, timeout, … }) or ' +
  'new Client(serviceName, id, username, apiKey, endpointUrl, timeout), optionally ending with an options object';

function isOptionsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The constructor arguments as one options object. Three shapes are accepted: an options object
 * (2.x); positional values (pre-2.0); and positional values followed by an options object for the
 * rest, as 2.x's `Client('Account', username=…, api_key=…)` took keywords after positions. A name
 * given both ways is a `TypeError` (as Python's "got multiple values for argument").
 */
function collectArguments(first: unknown, rest: readonly unknown[]): { legacy: Record<string, unknown>; positional: boolean } {
  // Own properties only, in copies without a prototype: an `id` or `serviceName` on
  // `Object.prototype` is not an option.
  if (first === undefined && rest.length === 0) return { legacy: ownCopy({}), positional: false };
  if (isOptionsObject(first)) {
    if (rest.length > 0) throw new TypeError(`new Client(options) takes one options object; use ${FORMS}`);
    return { legacy: ownCopy(first), positional: false };
  }
  const all = [first, ...rest];
  const keywords = all.length > 1 && isOptionsObject(all.at(-1)) ? (all.pop() as Record<string, unknown>) : undefined;
  if (first !== undefined && first !== null && typeof first !== 'string') {
    throw new TypeError(`new Client(...): the first argument must be an options object or a service name; use ${FORMS}`);
  }
  if (all.length > POSITIONAL_NAMES.length) {
    throw new TypeError(
      `new Client(${POSITIONAL_NAMES.join(', ')}) takes at most ${String(POSITIONAL_NAMES.length)} arguments, got ${String(all.length)}${keywords === undefined ? '' : ' before the options object'}; use ${FORMS}`,
    );
  }
  const legacy = ownCopy({});
  all.forEach((value, index) => {
    if (value !== undefined && value !== null) legacy[POSITIONAL_NAMES[index]!] = value;
  });
  for (const [name, value] of Object.entries(keywords ?? {})) {
    const index = (POSITIONAL_NAMES as readonly string[]).indexOf(name);
    if (index >= 0 && index < all.length && all[index] !== undefined && all[index] !== null) {
      throw new TypeError(`new Client(...): "${name}" is given both as argument ${String(index + 1)} and in the options object`);
    }
    legacy[name] = value;
  }
  return { legacy, positional: true };
}

/** A credential as 2.x kept it: a string is trimmed (a key read from a file keeps no newline). */
function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Splits constructor arguments into core options and the initial 2.x state. */
function parseArguments(first: unknown, rest: readonly unknown[]): { core: ClientOptions; state: LegacyState; verboseSecrets?: Set<string> | undefined } {
  const { legacy, positional } = collectArguments(first, rest);
  if (positional) warnDeprecated('SVCLIB_DEP_POSITIONAL_CLIENT');
  for (const name of ['username', 'apiKey'] as const) {
    if (legacy[name] !== undefined) legacy[name] = trimmed(legacy[name]);
  }

  const { serviceName: serviceOption, id: idOption, verbose: verboseOption, ...others } = legacy;
  const core = ownCopy(others);
  // Core checks the rest (and rejects unknown names) when the client is built.
  const { serviceName, id, verbose } = LEGACY_OPTIONS.check({ serviceName: serviceOption, id: idOption, verbose: verboseOption });
  if (core.auth !== undefined) core.auth = legacyAuthOption(core.auth);
  if (serviceName !== undefined && !positional) warnDeprecated('SVCLIB_DEP_SERVICE_NAME');
  const state = createLegacyState(serviceName?.trim());
  let verboseSecrets: Set<string> | undefined;
  if (id !== undefined) {
    warnDeprecated('SVCLIB_DEP_CLIENT_ID');
    state.id = toInteger(id, 'Client option "id"');
  }
  if (verbose !== undefined) {
    warnDeprecated('SVCLIB_DEP_VERBOSE');
    if (verbose) {
      if (core.transport !== undefined && core.transport !== null) {
        throw new TypeError(
          'Client options "verbose" and "transport" cannot be combined: verbose prints the traffic of the default XML-RPC transport',
        );
      }
      verboseSecrets = new Set<string>();
      core.hooks = withVerboseHooks(core.hooks ?? undefined, verboseSecrets);
    }
  }
  return { core, state, verboseSecrets };
}

/**
 * The 2.x client: a core `Client` (so `instanceof Client` from `@svclib/core` holds and `call`,
 * `iterCall`, `service` and `client[Name]` work as in 3.x) that also keeps the 2.x state and calls
 * any other property as a remote method of its bound service, with that state.
 *
 * Use it through the exported {@link Client} constructor, which is typed to allow
 * `client.<remoteMethod>()`.
 *
 * @deprecated Use `Client` from `@svclib/core` instead (see MIGRATING.md).
 * @example
 * ```ts
 * const client = new Client({ serviceName: 'Account', username: 'u', apiKey: 'k' });
 * client.setObjectMask('mask[id, companyName]');
 * const account = await client.getObject();
 * ```
 */
export class LegacyClient extends CoreClient {
  /**
   * Builds a 2.x client (options form or pre-2.0 positional form; see {@link LegacyClientConstructor}).
   *
   * @deprecated Use `new Client({ username, apiKey })` from `@svclib/core`, then `client[service]`.
   */
  constructor(options?: LegacyClientOptions);
  constructor(...args: LegacyPositionalArguments);
  constructor(...args: LegacyMixedArguments);
  constructor(first?: unknown, ...rest: unknown[]) {
    const { core, state, verboseSecrets } = parseArguments(first, rest);
    super(core);
    // `verbose`: the secrets of each call are known to its hooks before the request is printed.
    if (verboseSecrets !== undefined) this.wrapTransport(rememberSecrets(verboseSecrets));
    if (core.auth === undefined) {
      // Credentials from the environment or a config file are trimmed too, as 2.x trimmed them.
      const { username, apiKey } = this;
      if (username !== undefined && username !== username.trim()) this.username = username.trim();
      if (apiKey !== undefined && apiKey !== apiKey.trim()) this.apiKey = apiKey.trim();
    }
    const proxy = new Proxy<LegacyClient>(this, handler);
    // Compat methods run on the proxy, core's (and their overrides below) on the object itself.
    states.set(proxy, state);
    states.set(this, state);
    return proxy;
  }

  /**
   * Makes one call, as core's `call`, with the kept 2.x state (mask, init parameter, result limit,
   * headers, HTTP headers) under the options given: what the call gives wins, option by option.
   * Also takes 2.x's `raw_headers` and 2.x string masks (`mask.a.b`).
   *
   * @example
   * ```ts
   * client.addRawHeader('X-Request-Id', 'abc');
   * await client.call('Account', 'getObject', { mask: 'id' }); // sends X-Request-Id too
   * ```
   */
  override call<T = unknown>(service: string, method: string, options: IterTrueCallOptions): AsyncGenerator<T, void, undefined>;
  override call<T = unknown>(service: string, method: string, options?: SingleCallOptions): Promise<T>;
  override call<T = unknown>(
    service: string,
    method: string,
    options?: CallOptions & { iter?: boolean | undefined },
  ): Promise<T> | AsyncGenerator<T, void, undefined>;
  override call<T = unknown>(
    service: string,
    method: string,
    options?: (CallOptions & { iter?: boolean | undefined }) | IterTrueCallOptions,
  ): Promise<T> | AsyncGenerator<T, void, undefined> {
    if (typeof options === 'object' && options !== null && (options as { iter?: unknown }).iter === true) {
      const rest: IterCallOptions & { iter?: unknown } = { ...(options as IterTrueCallOptions) };
      delete rest.iter;
      return this.iterCall<T>(service, method, rest);
    }
    let merged: CallOptions | undefined;
    try {
      const scope = isLoginCall(service, method) ? 'login' : 'call';
      merged = withKeptState(stateOf(this), service, options, scope) as CallOptions | undefined;
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new TypeError(String(error)));
    }
    // 2.x's `call<T>` names the result type the caller expects; core's untyped call resolves `unknown`.
    return super.untyped.call(service, method, merged) as Promise<T>;
  }

  /**
   * Pages through a list result, as core's `iterCall`, with the kept 2.x state except the result
   * limit (paging sets limit and offset itself).
   *
   * @example
   * ```ts
   * for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 50 })) {}
   * ```
   */
  override iterCall<T = unknown>(service: string, method: string, options?: IterCallOptions): AsyncGenerator<T, void, undefined> {
    // 2.x's `iterCall<T>` names the item type the caller expects; core's untyped form yields `unknown`.
    return super.untyped.iterCall(service, method, withKeptState(stateOf(this), service, options, 'paging') as IterCallOptions) as AsyncGenerator<
      T,
      void,
      undefined
    >;
  }

  /**
   * Core's untyped calls, through this client's 2.x `call` and `iterCall` (so managers built from
   * a compat client send the kept 2.x state too).
   *
   * @example
   * ```ts
   * await client.untyped.call('Account', 'getObject', { mask: 'id' });
   * ```
   */
  override get untyped(): UntypedCalls {
    const base = super.untyped;
    return {
      call: (service: string, method: string, options?: CallOptions & { iter?: boolean | undefined }) => this.call(service, method, options),
      iterCall: (service: string, method: string, options?: IterCallOptions) => this.iterCall(service, method, options),
      iterPages: base.iterPages,
      service: (name: string) => this.service(name),
    } as UntypedCalls; // the overloads of `call` are one function at run time
  }

  /**
   * The service handle of `name`, as core's, whose calls carry the kept 2.x state, plus 2.x's
   * `iter_call(method, options)`.
   *
   * @example
   * ```ts
   * for await (const guest of client.service('Account').iter_call('getVirtualGuests', { chunk: 50 })) {}
   * ```
   */
  override service<S extends KnownService>(name: S): TypedServiceHandle<S> & LegacyIterCall;
  override service(name: string): LegacyServiceHandle;
  override service(name: string): unknown {
    const handle = super.untyped.service(name);
    let legacy = legacyHandles.get(handle);
    if (legacy === undefined) {
      const iterCall = (method: string, options?: IterCallOptions): AsyncGenerator<unknown, void, undefined> => {
        warnDeprecated('SVCLIB_DEP_ITER_CALL');
        return handle.iterCall(method, options);
      };
      // The proxy target carries the text form for util.inspect, which looks at the target (as
      // core's handle does); every read goes to core's handle, except `iter_call`.
      const text = String(handle);
      const target = Object.defineProperty(Object.create(null) as object, INSPECT, { value: () => text, configurable: true });
      legacy = new Proxy(target, {
        get: (_target, property) => (property === 'iter_call' ? iterCall : (Reflect.get(handle, property) as unknown)),
        set: () => false,
        defineProperty: () => false,
        deleteProperty: () => false,
      }) as LegacyServiceHandle;
      legacyHandles.set(handle, legacy);
    }
    return legacy;
  }

  /**
   * 2.x name of `iterCall`: pages through a list result (with the kept 2.x state).
   *
   * @deprecated Use `iterCall` instead.
   * @example
   * ```ts
   * for await (const guest of client.iter_call('Account', 'getVirtualGuests', { chunk: 25, limit: 30 })) {}
   * ```
   */
  iter_call<T = unknown>(service: string, method: string, options?: IterCallOptions): AsyncGenerator<T, void, undefined> {
    warnDeprecated('SVCLIB_DEP_ITER_CALL');
    return this.iterCall<T>(service, method, options);
  }

  /**
   * 2.x name of `authenticateWithPassword`: logs in with a password and sets `auth` to a
   * `TokenAuthentication` (with 2.x's `user_id` and `get_headers()`); resolves `[userId, hash]`.
   *
   * @deprecated Use `authenticateWithPassword` instead.
   * @example
   * ```ts
   * const [userId, hash] = await client.authenticate_with_password('alice', password);
   * ```
   */
  async authenticate_with_password(
    username: string,
    password: string,
    securityQuestionId?: number | null,
    securityQuestionAnswer?: string | null,
  ): Promise<PortalLoginToken> {
    warnDeprecated('SVCLIB_DEP_AUTHENTICATE_WITH_PASSWORD');
    const [userId, hash] = await this.authenticateWithPassword(username, password, securityQuestionId, securityQuestionAnswer);
    this.auth = legacyTokenAuthentication(userId, hash);
    return [userId, hash];
  }

  /**
   * Keeps an object mask for every later `client.<method>()` call. A string is sent as written
   * (2.x wrote `mask[…]`) in header `Vendor_ObjectMask`; an object goes in `<Service>ObjectMask`.
   *
   * @deprecated Use the `mask` call option instead.
   * @example
   * ```ts
   * client.setObjectMask('mask[id, hostname]');
   * ```
   */
  setObjectMask(mask: string | Record<string, unknown>): void {
    warnDeprecated('SVCLIB_DEP_SET_OBJECT_MASK');
    setMask(stateOf(this), mask);
  }

  /**
   * Keeps an init parameter (object id) for every later `client.<method>()` call.
   *
   * @deprecated Use the `id` call option instead.
   * @example
   * ```ts
   * client.setInitParameter(1234);
   * ```
   */
  setInitParameter(id: number | string): void {
    warnDeprecated('SVCLIB_DEP_SET_INIT_PARAMETER');
    setInitParameter(stateOf(this), id);
  }

  /**
   * Keeps a result limit (header `resultLimit`) for every later `client.<method>()` call.
   *
   * @deprecated Use the `limit` and `offset` call options instead.
   * @example
   * ```ts
   * client.setResultLimit(10, 20); // page 3 of 10
   * ```
   */
  setResultLimit(limit: number, offset = 0): void {
    warnDeprecated('SVCLIB_DEP_SET_RESULT_LIMIT');
    setResultLimit(stateOf(this), limit, offset);
  }

  /**
   * Keeps an XML-RPC header for every later `client.<method>()` call. The name is trimmed; an
   * empty name is a `ServiceError`.
   *
   * @deprecated Use the `headers` call option instead (not kept across calls).
   * @example
   * ```ts
   * client.addHeader('customHeader', { value: 1 });
   * ```
   */
  addHeader(name: string, value: unknown): void {
    warnDeprecated('SVCLIB_DEP_ADD_HEADER');
    if (typeof name === 'string' && name.trim() === AUTHENTICATE) {
      // As in 2.x, the kept authenticate header is what calls authenticate with.
      const credentials = authenticateHeader(value);
      if ('auth' in credentials) {
        this.auth = credentials.auth;
      } else {
        this.username = credentials.username;
        this.apiKey = credentials.apiKey;
      }
      return;
    }
    addHeader(stateOf(this), name, value);
  }

  /**
   * Forgets a kept XML-RPC header. Removing `Vendor_ObjectMask`, `<Service>ObjectMask`,
   * `<Service>InitParameters` or `resultLimit` also forgets the kept mask, init parameter or limit.
   *
   * @deprecated Omit the header from the `headers` call option instead.
   * @example
   * ```ts
   * client.removeHeader('customHeader');
   * ```
   */
  removeHeader(name: string): void {
    warnDeprecated('SVCLIB_DEP_REMOVE_HEADER');
    if (typeof name === 'string' && name.trim() === AUTHENTICATE) {
      // As in 2.x, removing the authenticate header makes later calls unauthenticated.
      this.auth = null;
      return;
    }
    removeHeader(stateOf(this), name);
  }

  /**
   * Keeps an HTTP header for every later `client.<method>()` call.
   *
   * @deprecated Use the `rawHeaders` call option instead.
   * @example
   * ```ts
   * client.addRawHeader('X-Request-Id', 'abc');
   * ```
   */
  addRawHeader(name: string, value: string): void {
    warnDeprecated('SVCLIB_DEP_ADD_RAW_HEADER');
    addRawHeader(stateOf(this), name, value);
  }

  /**
   * Sets the credentials used by the next call (any `auth` plugin is dropped, as 2.x replaced it).
   *
   * @deprecated Assign `client.username` and `client.apiKey` instead.
   * @example
   * ```ts
   * client.setAuthentication('user', 'key');
   * ```
   */
  setAuthentication(username: string, apiKey: string): void {
    warnDeprecated('SVCLIB_DEP_SET_AUTHENTICATION');
    if (typeof username !== 'string' || username.trim() === '') {
      throw new TypeError('setAuthentication(): the username must be a non-empty string');
    }
    if (typeof apiKey !== 'string' || apiKey.trim() === '') {
      throw new TypeError('setAuthentication(): the API key must be a non-empty string');
    }
    // Trimmed as 2.x did; assigning the credentials makes core use BasicAuthentication from them,
    // over any plugin.
    this.username = username.trim();
    this.apiKey = apiKey.trim();
  }

  /**
   * 2.x name of {@link LegacyClient.setObjectMask}.
   *
   * @deprecated Use the `mask` call option instead.
   * @example
   * ```ts
   * client.set_object_mask('mask[id]');
   * ```
   */
  set_object_mask(mask: string | Record<string, unknown>): void {
    this.setObjectMask(mask);
  }

  /**
   * 2.x name of {@link LegacyClient.setInitParameter}.
   *
   * @deprecated Use the `id` call option instead.
   * @example
   * ```ts
   * client.set_init_parameter(1234);
   * ```
   */
  set_init_parameter(id: number | string): void {
    this.setInitParameter(id);
  }

  /**
   * 2.x name of {@link LegacyClient.setResultLimit}.
   *
   * @deprecated Use the `limit` and `offset` call options instead.
   * @example
   * ```ts
   * client.set_result_limit(10, 0);
   * ```
   */
  set_result_limit(limit: number, offset = 0): void {
    this.setResultLimit(limit, offset);
  }

  /**
   * 2.x name of {@link LegacyClient.addHeader}.
   *
   * @deprecated Use the `headers` call option instead (not kept across calls).
   * @example
   * ```ts
   * client.add_header('customHeader', { value: 1 });
   * ```
   */
  add_header(name: string, value: unknown): void {
    this.addHeader(name, value);
  }

  /**
   * 2.x name of {@link LegacyClient.removeHeader}.
   *
   * @deprecated Omit the header from the `headers` call option instead.
   * @example
   * ```ts
   * client.remove_header('customHeader');
   * ```
   */
  remove_header(name: string): void {
    this.removeHeader(name);
  }

  /**
   * 2.x name of {@link LegacyClient.addRawHeader}.
   *
   * @deprecated Use the `rawHeaders` call option instead.
   * @example
   * ```ts
   * client.add_raw_header('X-Request-Id', 'abc');
   * ```
   */
  add_raw_header(name: string, value: string): void {
    this.addRawHeader(name, value);
  }

  /**
   * 2.x name of {@link LegacyClient.setAuthentication}.
   *
   * @deprecated Assign `client.username` and `client.apiKey` instead.
   * @example
   * ```ts
   * client.set_authentication('user', 'key');
   * ```
   */
  set_authentication(username: string, apiKey: string): void {
    this.setAuthentication(username, apiKey);
  }
}

/**
 * The 2.x client, typed so that any property that is not a member is a remote method of the bound
 * service. `new Client({ serviceName, id, username, apiKey, endpointUrl, timeout, auth, verbose })`
 * or the pre-2.0 `new Client(serviceName, id, username, apiKey, endpointUrl, timeout)`.
 *
 * @deprecated Use `Client` from `@svclib/core` instead (see MIGRATING.md).
 * @example
 * ```ts
 * import { Client } from '@svclib/compat-v2';
 *
 * const client = new Client({ serviceName: 'Account', username: 'u', apiKey: 'k' });
 * client.setObjectMask('mask[id, companyName]');
 * const account = await client.getObject();
 * ```
 */
export type Client = LegacyClient & LegacyServiceHandles & RemoteMethods;

/**
 * The 2.x client constructor (see the {@link Client} type).
 *
 * @deprecated Use `Client` from `@svclib/core` instead (see MIGRATING.md).
 * @example
 * ```ts
 * const client = new Client('Account', null, 'user', 'key');
 * await client.getObject();
 * ```
 */
export const Client = LegacyClient as unknown as LegacyClientConstructor;
