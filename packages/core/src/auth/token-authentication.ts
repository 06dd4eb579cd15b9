/**
 * Portal login token authentication (what `authenticateWithPassword` sets up).
 *
 * @module
 */

import { inspectSymbol } from '../util/inspect.js';
import type { CallRequest } from '../request/call-request.js';
import type { AuthPlugin } from './types.js';

/**
 * Authenticates each call with a user id and a portal login token: header
 * `authenticate: { complexType: 'PortalLoginToken', userId, authToken }`. The token is kept in a
 * private field: it never appears in `String()`, `util.inspect` or `JSON.stringify` of the plugin.
 *
 * @example
 * ```ts
 * const [userId, hash] = await client.authenticateWithPassword('alice', password);
 * const other = new Client({ auth: new TokenAuthentication(userId, hash) });
 * ```
 */
export class TokenAuthentication implements AuthPlugin {
  /** The id of the user the token belongs to. */
  readonly userId: number | string;
  readonly #authToken: string;

  /**
   * @param userId - the user id (`userId` of `getPortalLoginToken`'s result)
   * @param authToken - the token (`hash` of `getPortalLoginToken`'s result; kept private)
   */
  constructor(userId: number | string, authToken: string) {
    if (!(typeof userId === 'number' ? Number.isSafeInteger(userId) : typeof userId === 'string' && userId !== '')) {
      throw new TypeError('TokenAuthentication: userId must be an integer or a non-empty string');
    }
    if (typeof authToken !== 'string' || authToken === '') {
      throw new TypeError('TokenAuthentication: authToken must be a non-empty string');
    }
    this.userId = userId;
    this.#authToken = authToken;
  }

  /**
   * Adds `authenticate: { complexType: 'PortalLoginToken', userId, authToken }` to the request's
   * XML-RPC headers.
   *
   * @example
   * ```ts
   * const signed = await new TokenAuthentication(42, hash).getRequest(request);
   * ```
   */
  getRequest(request: CallRequest): CallRequest {
    return {
      ...request,
      headers: {
        ...request.headers,
        authenticate: { complexType: 'PortalLoginToken', userId: this.userId, authToken: this.#authToken },
      },
    };
  }

  /**
   * `<TokenAuthentication: userId>`.
   *
   * @example
   * ```ts
   * String(new TokenAuthentication(42, hash)); // '<TokenAuthentication: 42>'
   * ```
   */
  toString(): string {
    return `<TokenAuthentication: ${String(this.userId)}>`;
  }

  /**
   * The text form, for `util.inspect` and `console.log`.
   *
   * @example
   * ```ts
   * console.log(new TokenAuthentication(42, hash)); // <TokenAuthentication: 42>
   * ```
   */
  [inspectSymbol](): string {
    return this.toString();
  }

  /**
   * `{ type: 'TokenAuthentication', userId }` — never the token.
   *
   * @example
   * ```ts
   * JSON.stringify(auth); // '{"type":"TokenAuthentication","userId":42}'
   * ```
   */
  toJSON(): {
    /** The plugin kind. */
    type: 'TokenAuthentication';
    /** The user id (never the token). */
    userId: number | string;
  } {
    return { type: 'TokenAuthentication', userId: this.userId };
  }
}
