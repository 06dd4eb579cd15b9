/**
 * Bearer token authentication (an IAM access token), with refresh.
 *
 * @module
 */

import { isServiceAPIError, Unauthenticated } from '../errors.js';
import { inspectSymbol } from '../inspect.js';
import type { CallRequest } from '../request.js';
import type { AuthPlugin } from './types.js';

/**
 * The fault the service answers when an access token is no longer valid (over REST: HTTP 500 with
 * this code).
 *
 * @example
 * ```ts
 * if (isServiceAPIError(error) && error.faultCode === ACCESS_TOKEN_FAULT_CODE) console.error('token expired');
 * ```
 */
export const ACCESS_TOKEN_FAULT_CODE = 'Vendor_Exception_Account_Authentication_AccessTokenValidation';

/**
 * Options of {@link BearerAuthentication}.
 *
 * @example
 * ```ts
 * const options: BearerAuthenticationOptions = { refresh: async () => (await iam.token()).access_token };
 * ```
 */
export interface BearerAuthenticationOptions {
  /**
   * Gets a new token when the service refuses the current one (fault
   * `Vendor_Exception_Account_Authentication_AccessTokenValidation`): returns it, or a promise of
   * it. Called once for all the calls refused meanwhile; each of them is then repeated once with the
   * new token. Without it, the refusal is the call's error.
   *
   * @example
   * ```ts
   * refresh: () => fetchNewToken()
   * ```
   */
  refresh?: (() => string | Promise<string>) | undefined;
}

/** A token checked: a non-empty string that fits in an HTTP header. */
function checkToken(token: unknown, where: string): string {
  if (typeof token !== 'string' || token.trim() === '' || /[\r\n\0]/.test(token)) {
    throw new TypeError(`${where} must be a non-empty string without CR, LF or NUL`);
  }
  return token;
}

/**
 * Authenticates each call with a bearer token: HTTP header `Authorization: Bearer <token>`, on both
 * transports (SPEC §12). With `refresh`, a token the service no longer accepts is replaced: the
 * first refused call calls `refresh()`, every call refused meanwhile waits for that same refresh
 * (single flight), and each is repeated once with the new token; a call refused again fails with
 * that error (no loop). The token is kept in a private field: it never appears in `String()`,
 * `util.inspect`, `JSON.stringify` or an error message.
 *
 * @example
 * ```ts
 * const client = new Client({
 *   transport: 'rest',
 *   auth: new BearerAuthentication(accessToken, { refresh: () => iam.refreshAccessToken() }),
 * });
 * ```
 */
export class BearerAuthentication implements AuthPlugin {
  #token: string;
  readonly #refresh: (() => string | Promise<string>) | undefined;
  #refreshing: Promise<void> | undefined;

  /**
   * @param token - the access token (kept private)
   * @param options - `refresh`, to get a new token when this one is refused
   */
  constructor(token: string, options: BearerAuthenticationOptions = {}) {
    this.#token = checkToken(token, 'BearerAuthentication: token');
    // Own properties only: a `refresh` on `Object.prototype` is not this plugin's.
    const refresh = options !== null && typeof options === 'object' && Object.hasOwn(options, 'refresh') ? (options as { refresh?: unknown }).refresh : undefined;
    if (refresh !== undefined && typeof refresh !== 'function') {
      throw new TypeError('BearerAuthentication: options.refresh must be a function returning the new token');
    }
    this.#refresh = refresh as (() => string | Promise<string>) | undefined;
  }

  /**
   * Sets the HTTP header `Authorization: Bearer <token>` (replacing any other `Authorization`).
   *
   * @example
   * ```ts
   * const signed = await new BearerAuthentication(token).getRequest(request);
   * ```
   */
  getRequest(request: CallRequest): CallRequest {
    const transportHeaders: Record<string, string> = {};
    for (const name of Object.keys(request.transportHeaders)) {
      if (name.toLowerCase() !== 'authorization') transportHeaders[name] = request.transportHeaders[name] as string;
    }
    transportHeaders.Authorization = `Bearer ${this.#token}`;
    return { ...request, transportHeaders };
  }

  /**
   * Called by the client when a call signed by this plugin failed: resolves `true` when the call
   * should be repeated (the token was refused and has been refreshed — by this call or by another
   * one meanwhile), `false` otherwise. Rejects with `Unauthenticated` when `refresh()` fails.
   *
   * @example
   * ```ts
   * if (await auth.shouldRepeat(error, signed)) return transport(await auth.getRequest(request));
   * ```
   */
  async shouldRepeat(error: unknown, sent: CallRequest): Promise<boolean> {
    if (this.#refresh === undefined || !isServiceAPIError(error) || error.faultCode !== ACCESS_TOKEN_FAULT_CODE) return false;
    // Refreshed since this call was signed: repeat with the new token.
    if (sent.transportHeaders.Authorization !== `Bearer ${this.#token}`) return true;
    this.#refreshing ??= this.#renew().finally(() => {
      this.#refreshing = undefined;
    });
    await this.#refreshing;
    return true;
  }

  async #renew(): Promise<void> {
    const refresh = this.#refresh as () => string | Promise<string>;
    let token: unknown;
    try {
      token = await refresh();
    } catch (error) {
      throw new Unauthenticated('The access token was refused and BearerAuthentication refresh() failed', { cause: error });
    }
    try {
      this.#token = checkToken(token, 'The token BearerAuthentication refresh() returned');
    } catch (error) {
      throw new Unauthenticated((error as Error).message);
    }
  }

  /**
   * `<BearerAuthentication>` — never the token.
   *
   * @example
   * ```ts
   * String(new BearerAuthentication(token)); // '<BearerAuthentication>'
   * ```
   */
  toString(): string {
    return '<BearerAuthentication>';
  }

  /**
   * The text form, for `util.inspect` and `console.log`.
   *
   * @example
   * ```ts
   * console.log(new BearerAuthentication(token)); // <BearerAuthentication>
   * ```
   */
  [inspectSymbol](): string {
    return this.toString();
  }

  /**
   * `{ type: 'BearerAuthentication' }` — never the token.
   *
   * @example
   * ```ts
   * JSON.stringify(auth); // '{"type":"BearerAuthentication"}'
   * ```
   */
  toJSON(): {
    /** The plugin kind. */
    type: 'BearerAuthentication';
  } {
    return { type: 'BearerAuthentication' };
  }
}
