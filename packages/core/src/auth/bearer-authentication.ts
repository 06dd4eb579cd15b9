/**
 * Bearer token authentication (an IAM access token), with refresh.
 *
 * @module
 */

import { isServiceAPIError, Unauthenticated } from '../errors/errors.js';
import { inspectSymbol } from '../util/inspect.js';
import type { CallRequest } from '../request/call-request.js';
import { Renewal } from './renewal.js';
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
   * it. Called once for all the calls refused meanwhile, and again at each later expiry; each
   * refused call is then repeated once with the new token. A call waits for it at most its
   * `timeout`, and no longer than its `signal` allows. Without it, the refusal is the call's error.
   *
   * @example
   * ```ts
   * refresh: () => fetchNewToken()
   * ```
   */
  refresh?: (() => string | Promise<string>) | undefined;
}

/**
 * `request` with the HTTP header `Authorization: Bearer <token>` (replacing any other
 * `Authorization`).
 */
export function bearerRequest(request: CallRequest, token: string): CallRequest {
  const transportHeaders: Record<string, string> = {};
  for (const name of Object.keys(request.transportHeaders)) {
    if (name.toLowerCase() !== 'authorization') transportHeaders[name] = request.transportHeaders[name] as string;
  }
  transportHeaders.Authorization = `Bearer ${token}`;
  return { ...request, transportHeaders };
}

/** The token `refresh()` gives, checked; its failure is `Unauthenticated` (the cause attached). */
async function renewToken(refresh: () => unknown): Promise<string> {
  let token: unknown;
  try {
    token = await refresh();
  } catch (error) {
    throw new Unauthenticated('The access token was refused and BearerAuthentication refresh() failed', { cause: error });
  }
  try {
    return checkToken(token, 'The token BearerAuthentication refresh() returned');
  } catch (error) {
    throw new Unauthenticated((error as Error).message);
  }
}

/** A token checked: a non-empty string that fits in an HTTP header. */
export function checkToken(token: unknown, where: string): string {
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
 * that error (no loop), and a call signed before the latest refresh is repeated without another one
 * (so a `refresh()` returning the same stale token is still called once, not once per call). Each
 * call waits for the refresh at most its `timeout`, and an abort of its `signal` ends the wait at
 * once (`TransportError(0)`, the abort reason as `cause`). The token is kept in a private field: it never appears in `String()`,
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
  /** The token and its renewals (one engine with the client's `credentials` provider). */
  readonly #token: Renewal<string>;
  readonly #refreshes: boolean;

  /**
   * @param token - the access token (kept private)
   * @param options - `refresh`, to get a new token when this one is refused
   */
  constructor(token: string, options: BearerAuthenticationOptions = {}) {
    const initial = checkToken(token, 'BearerAuthentication: token');
    // Own properties only: a `refresh` on `Object.prototype` is not this plugin's.
    const refresh = options !== null && typeof options === 'object' && Object.hasOwn(options, 'refresh') ? (options as { refresh?: unknown }).refresh : undefined;
    if (refresh !== undefined && typeof refresh !== 'function') {
      throw new TypeError('BearerAuthentication: options.refresh must be a function returning the new token');
    }
    this.#refreshes = refresh !== undefined;
    this.#token = new Renewal(() => renewToken(refresh as () => unknown), { initial, what: 'the BearerAuthentication token refresh' });
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
    return this.#token.remember(bearerRequest(request, this.#token.value as string), this.#token.generation);
  }

  /**
   * Called by the client when a call signed by this plugin failed: resolves `true` when the call
   * should be repeated (the token was refused and has been refreshed — by this call or by another
   * one meanwhile), `false` otherwise. A refresh is shared by every call refused while it runs, and
   * a call signed before the latest refresh is repeated without refreshing again (also when
   * `refresh()` returned the same token). Rejects with `Unauthenticated` when `refresh()` fails, and
   * with `TransportError(0)` when the call's `timeout` passes or its `signal` aborts while it waits
   * for the refresh.
   *
   * @example
   * ```ts
   * if (await auth.shouldRepeat(error, signed)) return transport(await auth.getRequest(request));
   * ```
   */
  async shouldRepeat(error: unknown, sent: CallRequest): Promise<boolean> {
    if (!this.#refreshes || !isServiceAPIError(error) || error.faultCode !== ACCESS_TOKEN_FAULT_CODE) return false;
    // A record this plugin did not sign (a copy): it is current when it carries the current token.
    const token = this.#token;
    const seen = token.generationOf(sent) ?? (sent.transportHeaders.Authorization === `Bearer ${String(token.value)}` ? token.generation : -1);
    await token.renew(seen, sent);
    return true;
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
