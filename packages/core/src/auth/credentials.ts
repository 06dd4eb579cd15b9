/**
 * The client option `credentials` (SPEC §14): a provider of credentials, called on the first call
 * and again when the service refuses them — through the same renewal engine as
 * `BearerAuthentication`'s refresh ({@link Renewal}).
 *
 * @module
 */

import { isServiceAPIError, isServiceError, isUnauthenticated, Unauthenticated } from '../errors/errors.js';
import { inspectSymbol } from '../util/inspect.js';
import { isRecord, ownValue } from '../util/records.js';
import type { CallRequest } from '../request/call-request.js';
import { BasicAuthentication } from './basic-authentication.js';
import { ACCESS_TOKEN_FAULT_CODE, bearerRequest, checkToken } from './bearer-authentication.js';
import { Renewal } from './renewal.js';
import type { AuthPlugin } from './types.js';

/**
 * Credentials of a username and an API key: each call carries `authenticate: { username, apiKey }`
 * (over REST, HTTP Basic).
 *
 * @example
 * ```ts
 * const credentials: ApiKeyCredentials = { username: 'alice', apiKey: await secrets.get('svc-key') };
 * ```
 */
export interface ApiKeyCredentials {
  /** The API username. */
  readonly username: string;
  /** The API key (never shown in any message). */
  readonly apiKey: string;
}

/**
 * Credentials of a bearer access token: each call carries `Authorization: Bearer <token>`.
 *
 * @example
 * ```ts
 * const credentials: TokenCredentials = { token, expiresAt: Date.now() + 3_600_000 };
 * ```
 */
export interface TokenCredentials {
  /** The access token (never shown in any message). */
  readonly token: string;
  /**
   * When the token stops being valid, in milliseconds since the epoch (`Date.now()` time): a call
   * made from then on asks the provider for new credentials first, instead of being refused.
   * Without it, the token is used until the service refuses it.
   */
  readonly expiresAt?: number | undefined;
}

/**
 * What a {@link CredentialsProvider} gives: a username and an API key, or a bearer token.
 *
 * @example
 * ```ts
 * const fromVault: Credentials = { username: 'alice', apiKey: key };
 * const fromExchange: Credentials = { token, expiresAt };
 * ```
 */
export type Credentials = ApiKeyCredentials | TokenCredentials;

/**
 * The client option `credentials`: a function that gets credentials (from a secrets manager, the
 * environment, a profile, a token exchange). The client calls it on the first call and again when
 * the service refuses what it gave (`Unauthenticated`, or the token-expired fault
 * `Vendor_Exception_Account_Authentication_AccessTokenValidation`) or a token is past its
 * `expiresAt` — one call of the provider for all the calls in flight. Ready-made ones:
 * {@link fromEnv}, `fromProfile` (Node.js entry) and {@link tokenExchange}.
 *
 * @example
 * ```ts
 * const credentials: CredentialsProvider = async () => ({ username: 'alice', apiKey: await vault.read('svc/alice') });
 * const client = new Client({ credentials });
 * ```
 */
export type CredentialsProvider = () => Credentials | Promise<Credentials>;

/** A value of what the provider gave, checked and frozen; the names of what was wrong, never a value. */
function checkCredentials(value: unknown): Credentials {
  const expected = 'The credentials provider must resolve { username, apiKey } or { token, expiresAt? }';
  if (!isRecord(value)) throw new TypeError(`${expected}, got ${value === null ? 'null' : typeof value}`);
  const token = ownValue(value, 'token');
  if (token !== undefined) {
    checkToken(token, 'The token of the credentials provider');
    const expiresAt = ownValue(value, 'expiresAt');
    if (expiresAt !== undefined && (typeof expiresAt !== 'number' || Number.isNaN(expiresAt))) {
      throw new TypeError('The expiresAt of the credentials provider must be a number of milliseconds since the epoch');
    }
    return Object.freeze({ token: token as string, ...(expiresAt === undefined ? {} : { expiresAt }) });
  }
  const username = ownValue(value, 'username');
  const apiKey = ownValue(value, 'apiKey');
  if (typeof username !== 'string' || username === '' || typeof apiKey !== 'string' || apiKey === '') {
    const keys = Object.keys(value);
    throw new TypeError(`${expected} (non-empty strings), got an object with ${keys.length === 0 ? 'no members' : `members ${keys.join(', ')}`}`);
  }
  return Object.freeze({ username, apiKey });
}

/**
 * Calls the provider and checks what it gives. A svclib error it throws is passed on as it is (the
 * ready-made providers throw ones whose messages are safe to show); any other failure is
 * `Unauthenticated` with that failure as `cause`.
 */
async function obtain(provider: CredentialsProvider): Promise<Credentials> {
  let value: unknown;
  try {
    value = await provider();
  } catch (error) {
    if (isServiceError(error)) throw error;
    throw new Unauthenticated('Could not get credentials: the credentials provider failed', { cause: error });
  }
  return checkCredentials(value);
}

/** Whether a call's failure says that its credentials were refused or have expired. */
function isRefusal(error: unknown): boolean {
  return isUnauthenticated(error) || (isServiceAPIError(error) && error.faultCode === ACCESS_TOKEN_FAULT_CODE);
}

/**
 * The auth plugin of the client option `credentials`: signs each call with what the provider gave
 * (Basic `authenticate` for a username and key, `Authorization: Bearer` for a token), obtaining it
 * on the first call, when a token is past its `expiresAt`, and after a refusal — one provider call
 * for all calls in flight, each refused call repeated once (no loop), each wait bounded by the
 * call's timeout and signal.
 */
export class CredentialsAuthentication implements AuthPlugin {
  readonly #credentials: Renewal<Credentials>;
  /** The Basic plugin of the current username and key (kept while they do not change). */
  #basic: { credentials: Credentials; plugin: BasicAuthentication } | undefined;

  constructor(provider: CredentialsProvider) {
    this.#credentials = new Renewal(() => obtain(provider), {
      isStale: (credentials) => 'token' in credentials && credentials.expiresAt !== undefined && credentials.expiresAt <= Date.now(),
      what: 'the credentials provider',
    });
  }

  /** Signs `request` with the current credentials, getting them first when there are none yet or a token expired. */
  async getRequest(request: CallRequest): Promise<CallRequest> {
    const { value, generation } = await this.#credentials.current(request);
    return this.#credentials.remember(this.#sign(request, value), generation);
  }

  /**
   * After a refusal (`Unauthenticated`, or the token-expired fault): gets new credentials unless
   * another call already did since this one was signed, and resolves `true` (repeat the call once).
   */
  async shouldRepeat(error: unknown, sent: CallRequest): Promise<boolean> {
    if (!isRefusal(error)) return false;
    const seen = this.#credentials.generationOf(sent);
    if (seen === undefined) return false;
    await this.#credentials.renew(seen, sent);
    return true;
  }

  #sign(request: CallRequest, credentials: Credentials): CallRequest {
    if ('token' in credentials) return bearerRequest(request, credentials.token);
    if (this.#basic?.credentials !== credentials) {
      this.#basic = { credentials, plugin: new BasicAuthentication(credentials.username, credentials.apiKey) };
    }
    return this.#basic.plugin.getRequest(request);
  }

  /** `<Credentials: username>`, `<Credentials: token>`, or `<Credentials>` before the first call — never a secret. */
  toString(): string {
    const current = this.#credentials.value;
    if (current === undefined) return '<Credentials>';
    return 'token' in current ? '<Credentials: token>' : `<Credentials: ${current.username}>`;
  }

  /** The text form, for `util.inspect` and `console.log`. */
  [inspectSymbol](): string {
    return this.toString();
  }

  /** `{ type: 'Credentials' }` with the username when there is one — never a key or token. */
  toJSON(): { type: 'Credentials'; username?: string } {
    const current = this.#credentials.value;
    return current !== undefined && 'username' in current ? { type: 'Credentials', username: current.username } : { type: 'Credentials' };
  }
}
