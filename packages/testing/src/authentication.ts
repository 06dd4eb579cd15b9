/**
 * Checks the `authenticate` header: `{ username, apiKey }` or
 * `{ complexType: 'PortalLoginToken', userId, authToken }`. Messages never contain a key or token.
 *
 * @module
 */
import { FakeFault, INVALID_CREDENTIALS, INVALID_LEGACY_TOKEN } from './fake-fault.js';
import type { ResolvedUser } from './options.js';
import type { ServerState } from './server-state.js';
import { isStruct } from './values.js';

/** The user `headers.authenticate` proves, or a fault. Without `requireAuth`, a missing header means the first user. */
export function authenticate(state: ServerState, headers: Record<string, unknown>): ResolvedUser | undefined {
  // Own properties only, as the real service reads a struct: a `userId` or `authToken` that other
  // code set on `Object.prototype` is not part of the header.
  const given = Object.prototype.hasOwnProperty.call(headers, 'authenticate') ? headers.authenticate : undefined;
  const { users, requireAuth } = state.options;
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
  const user = users.find((candidate) => candidate.username === auth.username);
  if (!user || typeof auth.apiKey !== 'string' || auth.apiKey !== user.apiKey) {
    throw new FakeFault(INVALID_CREDENTIALS, 'Invalid API username or key.');
  }
  return user;
}
