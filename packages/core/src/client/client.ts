/**
 * The svclib 3.x client (SPEC §2).
 *
 * @module
 */

import { applyAuth } from '../auth/apply-auth.js';
import { BasicAuthentication } from '../auth/basic-authentication.js';
import { CredentialsAuthentication } from '../auth/credentials.js';
import { TokenAuthentication } from '../auth/token-authentication.js';
import type { AuthPlugin } from '../auth/types.js';
import { normalizeCallOptions, type IterCallOptions } from '../options/call-options.js';
import { createDefaultTransport, type TransportName } from '../transports/default-transport.js';
import { isUnauthenticated, ServiceError, Unauthenticated } from '../errors/errors.js';
import { fullServiceName } from '../request/header-struct.js';
import { inspectSymbol } from '../util/inspect.js';
import { iterCall, iterPages, type Page } from '../request/iter-call.js';
import { isRecord } from '../util/records.js';
import { REDACTED_USERINFO, redactUrl } from '../errors/redact.js';
import { buildCallRequest, type Transport } from '../request/call-request.js';
import { createRateLimitTransport } from '../transports/rate-limit.js';
import { createRetryTransport } from '../transports/retry.js';
import { checkWireName } from '../request/wire-names.js';
import { createServiceHandle, type ServiceHandle } from './service.js';
import type { Selection } from '../selection/selection.js';
import type {
  KnownMethod, KnownService, OptionsOfCall, OptionsOfIterTrueCall, OptionsOfPagingCall, OptionsTuple, SelectedItem, SelectedResult,
  TypedServiceHandle, UntypedCalls,
} from './typed-calls.js';
import type { MethodArgument, ServiceArgument } from './call-errors.js';
import { resolveSettings, type ClientOptions, type ResolvedSettings } from '../options/settings.js';

/** An upper-case ASCII letter. */
/**
 * An upper-case ASCII letter: the first character of a {@link ServiceProperty}.
 *
 * @example
 * ```ts
 * const letter: UpperCaseLetter = 'A';
 * ```
 */
export type UpperCaseLetter =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M'
  | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z';

/**
 * A property name that `client[name]` turns into a service handle: any name starting with an
 * upper-case letter.
 *
 * @example
 * ```ts
 * const name: ServiceProperty = 'Account';
 * client[name].getObject();
 * ```
 */
export type ServiceProperty = `${UpperCaseLetter}${string}`;

/**
 * The result of `getPortalLoginToken`, as `authenticateWithPassword` resolves it: `[userId, hash]`.
 *
 * @example
 * ```ts
 * const [userId, hash]: PortalLoginToken = await client.authenticateWithPassword('alice', password);
 * ```
 */
export type PortalLoginToken = [userId: number | string, hash: string];

/** `Vendor_`-prefixed name, after checking it is a non-empty string. */
function serviceNameOf(service: unknown): string {
  if (typeof service !== 'string' || service.trim() === '') {
    throw new TypeError(`The service name must be a non-empty string, got ${service === '' ? 'an empty string' : typeof service}`);
  }
  checkWireName('service', service);
  return fullServiceName(service);
}

/** A credential assigned to the client: a string or nothing (its value is never echoed). */
function credential(name: 'username' | 'apiKey', value: unknown): string | undefined {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new TypeError(`client.${name} must be a string, got ${typeof value}`);
  }
  return value ?? undefined;
}

/**
 * The client of the Vendor XML-RPC API. Construct it with credentials (or let it find them in
 * the environment or the config files), then call any method of any service.
 *
 * `client.Account` (any property starting with an upper-case letter) is the service handle of
 * `Account`. The API key never appears in `String(client)`, `util.inspect(client)` or
 * `JSON.stringify(client)`.
 *
 * @example
 * ```ts
 * const client = new Client({ username: 'alice', apiKey: process.env.MY_KEY });
 * const account = await client.call('Account', 'getObject', { mask: 'companyName' });
 * const guests = await client.Account.getVirtualGuests({ mask: 'id, domain', limit: 10 });
 * for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 50 })) {}
 * ```
 */
export class Client {
  readonly #settings: ResolvedSettings;
  #transport: Transport;
  #username: string | undefined;
  #apiKey: string | undefined;
  /** An explicit plugin, `null` for none, or `undefined`: basic auth from the current credentials. */
  #auth: AuthPlugin | null | undefined;
  /** The BasicAuthentication built from the current credentials, and the key it was built with. */
  #basic: BasicAuthentication | undefined;
  #basicKey: string | undefined;
  readonly #handles = new Map<string, ServiceHandle>();
  #untyped: UntypedCalls | undefined;

  /**
   * @param options - see {@link ClientOptions}; settings not given are taken from the environment
   *   and the config files (Node.js entry), else the defaults.
   * @throws TypeError for an unknown or ill-typed option; `ServiceError` for a config file that
   *   cannot be parsed (naming the file and line) or an unusable environment variable.
   */
  constructor(options: ClientOptions = {}) {
    const settings = resolveSettings(options);
    this.#settings = settings;
    this.#username = settings.username;
    this.#apiKey = settings.apiKey;
    this.#auth = settings.credentials === undefined ? settings.auth : new CredentialsAuthentication(settings.credentials);
    const transport = settings.transport ?? createDefaultTransport(settings.transportName, settings.maxBytes, settings.hooks, settings.tls);
    // Each attempt of a retried call waits for its own turn in the rate limit.
    const limited = settings.rateLimit === undefined ? transport : createRateLimitTransport(transport, settings.rateLimit);
    this.#transport = settings.retry === undefined ? limited : createRetryTransport(limited, settings.retry);
  }

  /**
   * The endpoint URL, without a trailing `/`.
   *
   * @example
   * ```ts
   * new Client({ endpointUrl: 'https://api.example/xmlrpc/v3.1/' }).endpointUrl; // '…/v3.1'
   * ```
   */
  get endpointUrl(): string {
    return this.#settings.endpointUrl;
  }

  /**
   * The timeout of each request in seconds, or `undefined` for none.
   *
   * @example
   * ```ts
   * new Client({ timeout: 30 }).timeout; // 30
   * ```
   */
  get timeout(): number | undefined {
    return this.#settings.timeout;
  }

  /**
   * The proxy URL calls go through, or `undefined`.
   *
   * @example
   * ```ts
   * new Client({ proxy: 'http://proxy:3128' }).proxy; // 'http://proxy:3128'
   * ```
   */
  get proxy(): string | undefined {
    return this.#settings.proxy;
  }

  /**
   * The User-Agent sent with each call.
   *
   * @example
   * ```ts
   * client.userAgent; // 'svclib/3.0.0 (Node.js 20.11.1)'
   * ```
   */
  get userAgent(): string {
    return this.#settings.userAgent;
  }

  /**
   * The profile whose config file section was read (option `profile`, else `SVC_PROFILE`):
   * `'default'` for `[svclib]`.
   *
   * @example
   * ```ts
   * new Client({ profile: 'staging' }).profile; // 'staging'
   * ```
   */
  get profile(): string {
    return this.#settings.profile;
  }

  /**
   * The wire format the default transport speaks, as resolved (option `transport`, else
   * `SVC_TRANSPORT`, else the config files' `transport`, else `'xmlrpc'`); `undefined` when the
   * `transport` option is a function of your own.
   *
   * @example
   * ```ts
   * new Client({ transport: 'rest' }).transportName; // 'rest'
   * ```
   */
  get transportName(): TransportName | undefined {
    return this.#settings.transport === undefined ? this.#settings.transportName : undefined;
  }

  /**
   * The API username. Assigning it changes the credentials of the next call (and makes the
   * client use `BasicAuthentication` from `username` and `apiKey` instead of any `auth` plugin).
   *
   * @example
   * ```ts
   * client.username = 'bob';
   * client.apiKey = bobsKey;
   * ```
   */
  get username(): string | undefined {
    return this.#username;
  }

  /** Sets the username used by the next call (switches the client to Basic auth). */
  set username(value: string | undefined | null) {
    this.#username = credential('username', value);
    this.#auth = undefined;
  }

  /**
   * The API key. Assigning it changes the credentials of the next call (and makes the client use
   * `BasicAuthentication` from `username` and `apiKey` instead of any `auth` plugin). It is never
   * part of any text form of the client.
   *
   * @example
   * ```ts
   * client.apiKey = process.env.NEW_KEY;
   * ```
   */
  get apiKey(): string | undefined {
    return this.#apiKey;
  }

  /** Sets the API key used by the next call (switches the client to Basic auth). */
  set apiKey(value: string | undefined | null) {
    this.#apiKey = credential('apiKey', value);
    this.#auth = undefined;
  }

  /**
   * The auth plugin of the next call, or `null`: the `auth` option, else `BasicAuthentication`
   * from `username` and `apiKey` when both are set, else `null`. Assignable (`null` clears it).
   *
   * @example
   * ```ts
   * String(client.auth); // '<BasicAuthentication: alice>'
   * client.auth = new TokenAuthentication(userId, hash);
   * ```
   */
  get auth(): AuthPlugin | null {
    if (this.#auth !== undefined) return this.#auth;
    const username = this.#username;
    const apiKey = this.#apiKey;
    if (!username || !apiKey) return null;
    if (this.#basic === undefined || this.#basic.username !== username || this.#basicKey !== apiKey) {
      this.#basic = new BasicAuthentication(username, apiKey);
      this.#basicKey = apiKey;
    }
    return this.#basic;
  }

  /** Sets the auth plugin (`null`: none; `undefined`: Basic auth from the credentials). */
  set auth(value: AuthPlugin | null | undefined) {
    if (value !== null && value !== undefined && !(typeof value === 'object' && typeof value.getRequest === 'function')) {
      throw new TypeError('client.auth must be an auth plugin (an object with a getRequest(request) method) or null');
    }
    this.#auth = value ?? null;
  }

  /**
   * Always 0 (the seed's "client length").
   *
   * @example
   * ```ts
   * client.length; // 0
   * ```
   */
  get length(): 0 {
    return 0;
  }

  /**
   * Makes one call of `service.method` and resolves its decoded result, typed from the model
   * (`@svclib/model`): the service (with or without `Vendor_`) and the method must exist, `args`
   * are the method's parameters, `id` is required when the method acts on one object, `filter` is
   * checked against the result. With `iter: true`, returns the {@link Client.iterCall} async
   * generator instead. A service or method newer than the model: {@link Client.untyped}. Rejects
   * with a `TypeError` (before any request) for an unknown or ill-typed option, and with a
   * `ServiceError` subclass when the call fails.
   *
   * @example
   * ```ts
   * const account = await client.call('Account', 'getObject', { mask: 'companyName' }); // Account
   * await client.call('Ticket', 'addUpdate', { id: 123, args: [{ entry: 'text' }] });
   * ```
   */
  call<S extends KnownService, M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, SN extends string = S, MN extends string = M>(
    service: ServiceArgument<S, SN>,
    method: MethodArgument<S, M, MN>,
    ...options: OptionsTuple<S, M, OptionsOfCall<S, M, K, Q, O>>
  ): Promise<NoInfer<SelectedResult<S, M, K, Q>>>;
  call<S extends KnownService, M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, SN extends string = S, MN extends string = M>(
    service: ServiceArgument<S, SN>,
    method: MethodArgument<S, M, MN>,
    options: OptionsOfIterTrueCall<S, M, K, Q, O>,
  ): AsyncGenerator<NoInfer<SelectedItem<S, M, K, Q>>, void, undefined>;
  call(service: string, method: string, options?: unknown): Promise<unknown> | AsyncGenerator<unknown, void, undefined> {
    return this.#call(service, method, options);
  }

  /**
   * Pages through a list result (the seed's `iter_call`): an async generator over the items, in
   * order, typed as the list's item type. Options: `chunk` (page size, default 100), `limit` (at
   * most this many items), `offset` (start, default 0), `concurrency` (pages in flight once the
   * total is known, default 1) and any call option. Breaking out of the loop stops further requests.
   *
   * @example
   * ```ts
   * for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 50, limit: 120 })) {
   *   console.log(guest.hostname); // guest: Virtual_Guest
   * }
   * ```
   */
  iterCall<S extends KnownService, M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, SN extends string = S, MN extends string = M>(
    service: ServiceArgument<S, SN>,
    method: MethodArgument<S, M, MN>,
    ...options: OptionsTuple<S, M, OptionsOfPagingCall<S, M, K, Q, O>>
  ): AsyncGenerator<NoInfer<SelectedItem<S, M, K, Q>>, void, undefined>;
  iterCall(service: string, method: string, options?: object): AsyncGenerator<unknown, void, undefined> {
    return iterCall((page) => this.#send(service, method, page), options as IterCallOptions | undefined);
  }

  /**
   * Pages through a list result like {@link Client.iterCall}, with the same options and rules, but
   * yields whole pages: each page's `items`, its `offset` and the `total` the server reported
   * (`Vendor-Total-Items`), so a caller can show progress. Breaking out of the loop stops further
   * requests.
   *
   * @example
   * ```ts
   * for await (const page of client.iterPages('Account', 'getVirtualGuests', { chunk: 100, concurrency: 4 })) {
   *   console.error(`${page.offset + page.items.length}/${page.total ?? '?'}`);
   *   for (const guest of page.items) console.log(guest);
   * }
   * ```
   */
  iterPages<S extends KnownService, M extends KnownMethod<S>, const K extends string = never, const Q extends Selection = never, O extends PropertyKey = never, SN extends string = S, MN extends string = M>(
    service: ServiceArgument<S, SN>,
    method: MethodArgument<S, M, MN>,
    ...options: OptionsTuple<S, M, OptionsOfPagingCall<S, M, K, Q, O>>
  ): AsyncGenerator<Page<NoInfer<SelectedItem<S, M, K, Q>>>, void, undefined>;
  iterPages(service: string, method: string, options?: object): AsyncGenerator<Page, void, undefined> {
    return iterPages((page) => this.#send(service, method, page), options as IterCallOptions | undefined);
  }

  /**
   * The typed handle of service `name` (same as `client[name]`), with or without `Vendor_`. A
   * service newer than the model: `client.untyped.service(name)`.
   *
   * @example
   * ```ts
   * const guests = client.service('Virtual_Guest');
   * await guests.getObject({ id: 123 });
   * ```
   */
  service<S extends KnownService, SN extends string = S>(name: ServiceArgument<S, SN>): TypedServiceHandle<S>;
  service(name: string): unknown {
    return this.#handle(name);
  }

  /**
   * The calls over plain strings, resolving `unknown`: the one form for a service or method newer
   * than the model, or for names known only at run time. Same behaviour, options and errors as the
   * typed calls.
   *
   * @example
   * ```ts
   * const thing: unknown = await client.untyped.call('Brand_New_Service', 'getThing', { id: 1 });
   * for await (const item of client.untyped.iterCall(service, method)) console.log(item);
   * const handle = client.untyped.service('Brand_New_Service');
   * ```
   */
  get untyped(): UntypedCalls {
    this.#untyped ??= Object.freeze({
      call: (service: string, method: string, options?: unknown) => this.#call(service, method, options),
      iterCall: (service: string, method: string, options?: IterCallOptions) =>
        iterCall((page) => this.#send(service, method, page), options),
      iterPages: (service: string, method: string, options?: IterCallOptions) =>
        iterPages((page) => this.#send(service, method, page), options),
      service: (name: string) => this.#handle(name),
    }) as UntypedCalls; // the overloads of `call` are one function at run time
    return this.#untyped;
  }

  /**
   * Logs in with a password: clears `auth`, calls `User_Customer.getPortalLoginToken` with the
   * four arguments (absent ones as `null`), sets `auth` to `TokenAuthentication(userId, hash)` and
   * resolves `[userId, hash]`. On failure `auth` stays cleared.
   *
   * @example
   * ```ts
   * const client = new Client();
   * const [userId] = await client.authenticateWithPassword('alice', password);
   * await client.Account.getObject(); // authenticated with the token
   * ```
   */
  async authenticateWithPassword(
    username: string,
    password: string,
    securityQuestionId?: number | null,
    securityQuestionAnswer?: string | null,
  ): Promise<PortalLoginToken> {
    if (typeof username !== 'string' || username === '') {
      throw new TypeError('authenticateWithPassword: username must be a non-empty string');
    }
    if (typeof password !== 'string') throw new TypeError('authenticateWithPassword: password must be a string');
    this.#auth = null;
    // Untyped (absent security answers go as `null`, which the model's optional parameters do not
    // say), and through `this.untyped` so that a subclass's calls (compat-v2's kept state) apply.
    const result = await this.untyped.call('User_Customer', 'getPortalLoginToken', {
      args: [username, password, securityQuestionId ?? null, securityQuestionAnswer ?? null],
    });
    const userId = isRecord(result) ? result.userId : undefined;
    const hash = isRecord(result) ? result.hash : undefined;
    if (
      !(typeof userId === 'number' || (typeof userId === 'string' && userId !== '')) ||
      typeof hash !== 'string' ||
      hash === ''
    ) {
      throw new ServiceError('User_Customer.getPortalLoginToken returned no userId and hash');
    }
    this.#auth = new TokenAuthentication(userId, hash);
    return [userId, hash];
  }

  /**
   * `<Client: endpoint=URL, user=AUTH>`, AUTH being the auth plugin's text or `null`; userinfo in
   * the URL (`user:password@`) is shown as `REDACTED:REDACTED@`.
   *
   * @example
   * ```ts
   * String(client); // '<Client: endpoint=https://api.vendor.example/xmlrpc/v3.1, user=<BasicAuthentication: alice>>'
   * ```
   */
  toString(): string {
    const auth = this.auth;
    return `<Client: endpoint=${redactUrl(this.endpointUrl, REDACTED_USERINFO)}, user=${auth === null ? 'null' : String(auth)}>`;
  }

  /**
   * The text form, for `util.inspect` and `console.log`.
   *
   * @example
   * ```ts
   * console.log(client); // <Client: endpoint=…, user=<BasicAuthentication: alice>>
   * ```
   */
  [inspectSymbol](): string {
    return this.toString();
  }

  /**
   * The settings without secrets: `{ endpointUrl, username, timeout, userAgent, auth }` (userinfo
   * in the endpoint URL redacted).
   *
   * @example
   * ```ts
   * JSON.stringify(client); // '{"endpointUrl":"…","username":"alice",…}'
   * ```
   */
  toJSON(): {
    /** The endpoint, credentials in it redacted. */
    endpointUrl: string;
    /** The username, or `null`. */
    username: string | null;
    /** The timeout in seconds, or `null`. */
    timeout: number | null;
    /** The User-Agent. */
    userAgent: string;
    /** The auth plugin's text form, or `null`. */
    auth: string | null;
  } {
    const auth = this.auth;
    return {
      endpointUrl: redactUrl(this.endpointUrl, REDACTED_USERINFO),
      username: this.#username ?? null,
      timeout: this.timeout ?? null,
      userAgent: this.userAgent,
      auth: auth === null ? null : String(auth),
    };
  }

  /**
   * Replaces the transport with `wrap(current transport)`; for subclasses that observe calls
   * (`TimedClient`) on the transport seam.
   *
   * @example
   * ```ts
   * class LoggingClient extends Client {
   *   constructor(options?: ClientOptions) {
   *     super(options);
   *     this.wrapTransport((inner) => async (request) => { console.log(request.method); return inner(request); });
   *   }
   * }
   * ```
   */
  protected wrapTransport(wrap: (inner: Transport) => Transport): void {
    const wrapped = wrap(this.#transport);
    if (typeof wrapped !== 'function') throw new TypeError('wrapTransport: wrap must return a transport function');
    this.#transport = wrapped;
  }

  /** `call` over strings: `iter: true` → the paging generator, else one request. */
  #call(service: string, method: string, options: unknown): Promise<unknown> | AsyncGenerator<unknown, void, undefined> {
    if (isRecord(options) && Object.prototype.hasOwnProperty.call(options, 'iter')) {
      const { iter, ...rest } = options;
      if (iter === true) return iterCall((page) => this.#send(service, method, page), rest);
      if (iter !== false && iter !== undefined && iter !== null) {
        return Promise.reject(new TypeError(`Call option "iter" must be a boolean, got ${typeof iter}`));
      }
      return this.#send(service, method, rest);
    }
    return this.#send(service, method, options);
  }

  /** The (cached) service handle of `name`; its calls go through the untyped calls. */
  #handle(name: unknown): ServiceHandle {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new TypeError('The service name must be a non-empty string');
    }
    let handle = this.#handles.get(name);
    if (handle === undefined) {
      handle = createServiceHandle(this.untyped, name);
      this.#handles.set(name, handle);
    }
    return handle;
  }

  /** Validates, builds the request record, applies auth and sends it. */
  async #send(service: string, method: string, options: unknown): Promise<unknown> {
    const fullName = serviceNameOf(service);
    if (typeof method !== 'string' || method.trim() === '') {
      throw new TypeError(`The method name must be a non-empty string, got ${method === '' ? 'an empty string' : typeof method}`);
    }
    checkWireName('method', method);
    const normalized = normalizeCallOptions(options);
    const settings = this.#settings;
    const request = buildCallRequest(
      { endpoint: settings.endpointUrl, timeout: settings.timeout, proxy: settings.proxy, userAgent: settings.userAgent },
      { service: fullName, requestedService: service },
      method,
      normalized,
    );
    const auth = this.auth;
    const signed = await applyAuth(request, auth);
    if (auth === null && !Object.hasOwn(request.headers, 'authenticate')) {
      return this.#transport(signed).catch((error: unknown) => {
        throw isUnauthenticated(error) ? withCredentialsHint(error, this.#username, this.#apiKey) : error;
      });
    }
    if (typeof auth?.shouldRepeat !== 'function') return this.#transport(signed);
    try {
      return await this.#transport(signed);
    } catch (error) {
      // Renewable credentials (a refreshed bearer token): sign again and repeat once, no more.
      if (!(await auth.shouldRepeat(error, signed))) throw error;
      return this.#transport(await applyAuth(request, auth));
    }
  }
}

/**
 * An `Unauthenticated` error of a call sent without credentials, its message extended with where
 * credentials come from (the server's text alone, "Authentication required", leaves a newcomer
 * guessing). Which of the two is missing is said; their values never are.
 */
function withCredentialsHint(error: Unauthenticated, username: string | undefined, apiKey: string | undefined): Unauthenticated {
  const missing = username ? 'A username was configured but no API key.' : apiKey ? 'An API key was configured but no username.' : 'No credentials were configured.';
  const hint = `${missing} Give them as options (new Client({ username, apiKey })), as SVC_USERNAME and SVC_API_KEY, in ~/.svclib ([svclib] username and api_key), or run \`svc config setup\`.`;
  return new Unauthenticated(`${error.message} — ${hint}`, { cause: error, ...(error.request === undefined ? {} : { request: error.request }), ...(error.status === undefined ? {} : { status: error.status }) });
}

/**
 * `client[Name]`: a Proxy in the prototype chain of every client answers reads of missing
 * properties that start with an upper-case letter with the service handle of that name. Placing it
 * under `Client.prototype` (rather than wrapping each instance) keeps private fields, subclasses and
 * `instanceof` working.
 */
Object.setPrototypeOf(
  Client.prototype,
  new Proxy(Object.create(Object.prototype) as object, {
    get(target, property, receiver: unknown) {
      if (typeof property === 'string' && /^[A-Z]/.test(property) && receiver instanceof Client) {
        return receiver.untyped.service(property);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  }),
);
