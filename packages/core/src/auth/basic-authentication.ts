/**
 * Username + API key authentication.
 *
 * @module
 */

import { inspectSymbol } from '../util/inspect.js';
import type { CallRequest } from '../request/call-request.js';
import type { AuthPlugin } from './types.js';

/**
 * Authenticates each call with a username and API key: header
 * `authenticate: { username, apiKey }`. The key is kept in a private field: it never appears in
 * `String()`, `util.inspect` or `JSON.stringify` of the plugin.
 *
 * A client given `username` and `apiKey` (and no `auth`) uses this plugin, built from its current
 * credentials at call time.
 *
 * @example
 * ```ts
 * const client = new Client({ auth: new BasicAuthentication('alice', process.env.SVC_API_KEY!) });
 * String(client.auth); // '<BasicAuthentication: alice>'
 * ```
 */
export class BasicAuthentication implements AuthPlugin {
  /** The API username. */
  readonly username: string;
  readonly #apiKey: string;

  /**
   * @param username - the API username
   * @param apiKey - the API key (kept private)
   */
  constructor(username: string, apiKey: string) {
    if (typeof username !== 'string' || username === '') {
      throw new TypeError('BasicAuthentication: username must be a non-empty string');
    }
    if (typeof apiKey !== 'string' || apiKey === '') {
      throw new TypeError('BasicAuthentication: apiKey must be a non-empty string');
    }
    this.username = username;
    this.#apiKey = apiKey;
  }

  /**
   * Adds `authenticate: { username, apiKey }` to the request's XML-RPC headers.
   *
   * @example
   * ```ts
   * const signed = await new BasicAuthentication('alice', key).getRequest(request);
   * ```
   */
  getRequest(request: CallRequest): CallRequest {
    return { ...request, headers: { ...request.headers, authenticate: { username: this.username, apiKey: this.#apiKey } } };
  }

  /**
   * `<BasicAuthentication: username>`.
   *
   * @example
   * ```ts
   * String(new BasicAuthentication('alice', key)); // '<BasicAuthentication: alice>'
   * ```
   */
  toString(): string {
    return `<BasicAuthentication: ${this.username}>`;
  }

  /**
   * The text form, for `util.inspect` and `console.log`.
   *
   * @example
   * ```ts
   * console.log(new BasicAuthentication('alice', key)); // <BasicAuthentication: alice>
   * ```
   */
  [inspectSymbol](): string {
    return this.toString();
  }

  /**
   * `{ type: 'BasicAuthentication', username }` — never the key.
   *
   * @example
   * ```ts
   * JSON.stringify(auth); // '{"type":"BasicAuthentication","username":"alice"}'
   * ```
   */
  toJSON(): {
    /** The plugin kind. */
    type: 'BasicAuthentication';
    /** The username (never the key). */
    username: string;
  } {
    return { type: 'BasicAuthentication', username: this.username };
  }
}
