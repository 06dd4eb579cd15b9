/**
 * The 2.x auth classes: core's `BasicAuthentication` and `TokenAuthentication` plus 2.x's
 * `get_headers()` (and `user_id`), and the plugin behind `addHeader('authenticate', value)`.
 *
 * @module
 */

import {
  BasicAuthentication as CoreBasicAuthentication,
  TokenAuthentication as CoreTokenAuthentication,
} from '@svclib/core';
import type { AuthPlugin, CallRequest } from '@svclib/core';
import type { XmlRpcHeaders } from '@svclib/core/wire';
import { warnDeprecated } from './deprecation.js';
import { ownCopy } from './own-copy.js';

/** Set while the compat client builds a token plugin itself (its own warning already fired). */
let internal = false;

/**
 * The 2.x `BasicAuthentication`: core's class (so a client uses it through `getRequest`) with
 * 2.x's `get_headers()`. Constructing one warns `SVCLIB_DEP_BASIC_AUTHENTICATION`. Its text forms
 * show the username only, as core's do.
 *
 * @deprecated Import `BasicAuthentication` from `@svclib/core` instead.
 * @example
 * ```ts
 * import { BasicAuthentication, Client } from '@svclib/compat-v2';
 *
 * const auth = new BasicAuthentication('alice', 'alice-api-key');
 * auth.get_headers(); // { authenticate: { username: 'alice', apiKey: 'alice-api-key' } }
 * const client = new Client({ auth });
 * ```
 */
export class BasicAuthentication extends CoreBasicAuthentication {
  readonly #apiKey: string;

  /**
   * @param username - the API username
   * @param apiKey - the API key (kept private)
   */
  constructor(username: string, apiKey: string) {
    warnDeprecated('SVCLIB_DEP_BASIC_AUTHENTICATION');
    super(username, apiKey);
    this.#apiKey = apiKey;
  }

  /**
   * 2.x's `get_headers()`: the XML-RPC headers this plugin adds, `{ authenticate: { username,
   * apiKey } }`. Warns `SVCLIB_DEP_GET_HEADERS`.
   *
   * @deprecated The client applies the plugin through `getRequest(request)`.
   * @example
   * ```ts
   * new BasicAuthentication('alice', key).get_headers().authenticate.username; // 'alice'
   * ```
   */
  get_headers(): XmlRpcHeaders {
    warnDeprecated('SVCLIB_DEP_GET_HEADERS');
    return { authenticate: { username: this.username, apiKey: this.#apiKey } };
  }
}

/**
 * The 2.x `TokenAuthentication`: core's class with 2.x's `get_headers()` and `user_id`.
 * Constructing one warns `SVCLIB_DEP_TOKEN_AUTHENTICATION`. Unlike 2.x, its text form shows the
 * user id only, never the token.
 *
 * @deprecated Import `TokenAuthentication` from `@svclib/core` instead.
 * @example
 * ```ts
 * import { TokenAuthentication } from '@svclib/compat-v2';
 *
 * const auth = new TokenAuthentication(12345, hash);
 * auth.get_headers(); // { authenticate: { complexType: 'PortalLoginToken', userId: 12345, authToken: hash } }
 * ```
 */
export class TokenAuthentication extends CoreTokenAuthentication {
  readonly #authToken: string;

  /**
   * @param userId - the user id
   * @param authToken - the portal login token (kept private)
   */
  constructor(userId: number | string, authToken: string) {
    if (!internal) warnDeprecated('SVCLIB_DEP_TOKEN_AUTHENTICATION');
    super(userId, authToken);
    this.#authToken = authToken;
  }

  /**
   * 2.x's `user_id` (the same as `userId`).
   *
   * @deprecated Use `userId` instead.
   * @example
   * ```ts
   * new TokenAuthentication(12345, hash).user_id; // 12345
   * ```
   */
  get user_id(): number | string {
    return this.userId;
  }

  /**
   * 2.x's `get_headers()`: `{ authenticate: { complexType: 'PortalLoginToken', userId,
   * authToken } }`. Warns `SVCLIB_DEP_GET_HEADERS`.
   *
   * @deprecated The client applies the plugin through `getRequest(request)`.
   * @example
   * ```ts
   * new TokenAuthentication(12345, hash).get_headers().authenticate.userId; // 12345
   * ```
   */
  get_headers(): XmlRpcHeaders {
    warnDeprecated('SVCLIB_DEP_GET_HEADERS');
    return { authenticate: { complexType: 'PortalLoginToken', userId: this.userId, authToken: this.#authToken } };
  }
}

/** Merges `extra` (a header struct from `get_headers()`) over `request.headers`. */
function withHeaders(request: CallRequest, extra: unknown, source: string): CallRequest {
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
    throw new TypeError(`${source}.get_headers() must return an object of XML-RPC headers`);
  }
  const headers: Record<string, unknown> = { ...request.headers };
  for (const [name, value] of Object.entries(extra)) {
    Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return { ...request, headers };
}

/**
 * The 2.x `AuthenticationBase`: extend it and implement `get_headers()` (the XML-RPC headers to
 * add to each call, e.g. `{ authenticate: { … } }`), as 2.x plugins did; the client merges them
 * into every request through `getRequest`. Constructing one warns `SVCLIB_DEP_AUTHENTICATION_BASE`.
 *
 * @deprecated Implement core's `AuthPlugin` (`getRequest(request)`) instead.
 * @example
 * ```ts
 * class SessionAuthentication extends AuthenticationBase {
 *   override get_headers() {
 *     return { authenticate: { sessionId: 'abc' } };
 *   }
 * }
 * const client = new Client({ auth: new SessionAuthentication() });
 * ```
 */
export class AuthenticationBase implements AuthPlugin {
  constructor() {
    warnDeprecated('SVCLIB_DEP_AUTHENTICATION_BASE');
  }

  /**
   * The XML-RPC headers to add to each call. Not implemented here (2.x raised
   * `NotImplementedError`): a `TypeError` until a subclass overrides it.
   *
   * @example
   * ```ts
   * override get_headers() { return { authenticate: { sessionId } }; }
   * ```
   */
  get_headers(): Record<string, unknown> {
    throw new TypeError(`${this.constructor.name}.get_headers() is not implemented: override it in a subclass`);
  }

  /**
   * The request with the headers of `get_headers()` merged in.
   *
   * @example
   * ```ts
   * const signed = await auth.getRequest(request);
   * ```
   */
  getRequest(request: CallRequest): CallRequest {
    return withHeaders(request, this.get_headers(), this.constructor.name);
  }

  /**
   * `<ClassName>` (never a header value).
   *
   * @example
   * ```ts
   * String(new SessionAuthentication()); // '<SessionAuthentication>'
   * ```
   */
  toString(): string {
    return `<${this.constructor.name}>`;
  }
}

/**
 * The `auth` option as 2.x took it: an object with `get_headers()` and no `getRequest` (a 2.x
 * plugin) becomes a plugin that merges those headers into each call; anything else is left to
 * core.
 */
export function legacyAuthOption(auth: unknown): unknown {
  if (typeof auth !== 'object' || auth === null) return auth;
  const plugin = auth as { get_headers?: unknown; getRequest?: unknown };
  if (typeof plugin.getRequest === 'function' || typeof plugin.get_headers !== 'function') return auth;
  warnDeprecated('SVCLIB_DEP_GET_HEADERS');
  const getHeaders = plugin.get_headers.bind(auth) as () => unknown;
  return {
    getRequest: (request: CallRequest): CallRequest => withHeaders(request, getHeaders(), 'auth'),
    toString: () => '<LegacyAuthentication>',
  } satisfies AuthPlugin;
}

/** A compat `TokenAuthentication` built by the client itself (no construction warning). */
export function legacyTokenAuthentication(userId: number | string, authToken: string): TokenAuthentication {
  internal = true;
  try {
    return new TokenAuthentication(userId, authToken);
  } finally {
    internal = false;
  }
}

/**
 * The plugin behind `addHeader('authenticate', value)` for a value that is neither a username and
 * key nor a user id and token: it sends `value` as the `authenticate` header, as 2.x did. The
 * value stays private.
 */
class KeptHeaderAuthentication implements AuthPlugin {
  readonly #value: unknown;

  constructor(value: unknown) {
    this.#value = value;
  }

  getRequest(request: CallRequest): CallRequest {
    return { ...request, headers: { ...request.headers, authenticate: this.#value } };
  }

  toString(): string {
    return '<HeaderAuthentication>';
  }
}

/**
 * What `addHeader('authenticate', value)` makes the client authenticate with: `{ username, apiKey }`
 * (strings) → those credentials; `{ userId, authToken }` → a token plugin; anything else → that
 * value sent as the header.
 */
export function authenticateHeader(
  value: unknown,
): { username: string; apiKey: string } | { auth: AuthPlugin } {
  if (typeof value === 'object' && value !== null) {
    // Own properties only: a header value's missing `apiKey` is not found on `Object.prototype`.
    const { username, apiKey, userId, authToken, complexType } = ownCopy(value);
    const keys = Object.keys(value).length;
    if (typeof username === 'string' && typeof apiKey === 'string' && username !== '' && apiKey !== '' && keys === 2) {
      return { username, apiKey };
    }
    if (
      (typeof userId === 'number' || typeof userId === 'string') &&
      typeof authToken === 'string' &&
      complexType === 'PortalLoginToken' &&
      keys === 3
    ) {
      try {
        return { auth: legacyTokenAuthentication(userId, authToken) };
      } catch {
        // not a valid token pair: sent as given below
      }
    }
  }
  return { auth: new KeptHeaderAuthentication(value) };
}
