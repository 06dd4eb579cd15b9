/**
 * Checks the `authenticate` header: `{ username, apiKey }` (username `apikey`: the key alone names
 * the user, as with the provider's cloud API keys) or `{ complexType: 'PortalLoginToken', userId,
 * authToken }`; without it, an HTTP `Authorization: Bearer <access token>` (on both front ends),
 * refused with the token-expired fault once it is past its lifetime (option `tokens.lifetimeMs`).
 * Messages never contain a key or token.
 *
 * @module
 */
import { ACCESS_TOKEN_VALIDATION, FakeFault, INVALID_CREDENTIALS, INVALID_LEGACY_TOKEN } from '../engine/fake-fault.js';
import type { ResolvedUser } from './options.js';
import type { ServerState } from './server-state.js';
import { isStruct } from '../engine/values.js';

/** The user `headers.authenticate` proves, or a fault. Without `requireAuth`, a missing header means the first user. */
export function authenticate(
  state: ServerState,
  headers: Record<string, unknown>,
  httpHeaders: Record<string, string> = {},
): ResolvedUser | undefined {
  // Own properties only, as the real service reads a struct: a `userId` or `authToken` that other
  // code set on `Object.prototype` is not part of the header.
  const given = Object.prototype.hasOwnProperty.call(headers, 'authenticate') ? headers.authenticate : undefined;
  const { users, requireAuth } = state.options;
  const bearer = given === undefined || given === null ? bearerToken(httpHeaders) : undefined;
  if (bearer !== undefined) {
    const issued = state.accessTokens.get(bearer);
    if (issued !== undefined && issued.expiresAt <= Date.now()) state.accessTokens.delete(bearer);
    const user = issued === undefined || issued.expiresAt <= Date.now() ? undefined : users.find((candidate) => candidate.id === issued.userId);
    if (!user) throw new FakeFault(ACCESS_TOKEN_VALIDATION, 'The access token is invalid or has expired.');
    return user;
  }
  if (given === undefined || given === null) {
    if (!requireAuth) return users[0];
    throw new FakeFault(INVALID_CREDENTIALS, 'Authentication required: send the header authenticate: { username, apiKey }.');
  }
  if (!isStruct(given)) {
    throw new FakeFault(INVALID_CREDENTIALS, 'Invalid authenticate header: expected a struct { username, apiKey }.');
  }
  const auth = Object.assign(Object.create(null) as Record<string, unknown>, given);
  if (auth.complexType === 'PortalLoginToken' || 'authToken' in auth) {
    const userId = Number(auth.userId);
    const owner = typeof auth.authToken === 'string' ? state.tokens.get(auth.authToken) : undefined;
    const user = users.find((candidate) => candidate.id === userId);
    if (owner === undefined || owner !== userId || !user) {
      throw new FakeFault(INVALID_LEGACY_TOKEN, 'Invalid portal login token for this user id.');
    }
    return user;
  }
  const user =
    auth.username === 'apikey'
      ? users.find((candidate) => candidate.apiKey === auth.apiKey)
      : users.find((candidate) => candidate.username === auth.username);
  if (!user || typeof auth.apiKey !== 'string' || auth.apiKey !== user.apiKey) {
    throw new FakeFault(INVALID_CREDENTIALS, 'Invalid API username or key.');
  }
  return user;
}

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export function bearerToken(httpHeaders: Record<string, string>): string | undefined {
  const value = Object.prototype.hasOwnProperty.call(httpHeaders, 'authorization') ? httpHeaders.authorization : undefined;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1];
}
