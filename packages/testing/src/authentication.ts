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
  const auth = headers.authenticate;
  const { users, requireAuth } = state.options;
  if (auth === undefined || auth === null) {
    if (!requireAuth) return users[0];
    throw new FakeFault(INVALID_CREDENTIALS, 'Authentication required: send the header authenticate: { username, apiKey }.');
  }
  if (!isStruct(auth)) {
    throw new FakeFault(INVALID_CREDENTIALS, 'Invalid authenticate header: expected a struct { username, apiKey }.');
  }
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
