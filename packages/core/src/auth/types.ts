/**
 * The auth plugin contract (the seed's `auth` object).
 *
 * @module
 */

import type { CallRequest, XmlRpcHeaders } from '../request/call-request.js';

/**
 * An auth plugin: it gets each call's request record and returns the record to send, usually with
 * an `authenticate` header added. `BasicAuthentication` and `TokenAuthentication` are the built-in
 * ones. Give the plugin a `toString()` (e.g. `<MyAuth: user>`): `String(client)` shows it, so it
 * must never contain a secret.
 *
 * @example
 * ```ts
 * const auth: AuthPlugin = {
 *   getRequest: (request) => ({ ...request, headers: { ...request.headers, authenticate: { sessionId } } }),
 *   toString: () => '<SessionAuth>',
 * };
 * const client = new Client({ auth });
 * ```
 */
export interface AuthPlugin {
  /**
   * Deprecated hook (kept from older plugins): XML-RPC headers to merge into every request. When it
   * returns a non-empty object, a `DeprecationWarning` is emitted once per plugin class. Set
   * headers in {@link AuthPlugin.getRequest} instead.
   *
   * @deprecated Use `getRequest(request)` instead.
   * @example
   * ```ts
   * getHeaders: () => ({ authenticate: { username, apiKey } })
   * ```
   */
  getHeaders?(): XmlRpcHeaders | null | undefined;
  /**
   * Returns the request to send for this call (a new record or the given one, changed).
   *
   * @example
   * ```ts
   * getRequest: (request) => ({ ...request, headers: { ...request.headers, authenticate: { token } } })
   * ```
   */
  getRequest(request: CallRequest): CallRequest | Promise<CallRequest>;
  /**
   * Optional: called when a call this plugin signed failed; resolve `true` to have the client sign
   * the call again (`getRequest`) and repeat it once — for credentials that expire and can be
   * renewed (`BearerAuthentication` refreshes its token here). Rejecting fails the call with that
   * error.
   *
   * @example
   * ```ts
   * shouldRepeat: async (error) => isUnauthenticated(error) && (await session.renew())
   * ```
   */
  shouldRepeat?(error: unknown, sent: CallRequest): boolean | Promise<boolean>;
  /**
   * The plugin's text form, shown by `String(client)` (e.g. `<BasicAuthentication: alice>`). It
   * must never contain a secret. (Every object has one; give yours a meaningful one.)
   *
   * @example
   * ```ts
   * toString: () => '<SessionAuth: alice>'
   * ```
   */
  toString(): string;
}
