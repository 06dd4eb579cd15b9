/**
 * Credentials and ids of the default demo user of the fake server.
 *
 * @module
 */

/**
 * Username of the default demo user (used when `users` is not given to {@link startFakeServer}).
 *
 * @example
 * ```ts
 * const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
 * ```
 */
export const FAKE_USERNAME = 'demo';

/**
 * API key of the default demo user.
 *
 * @example
 * ```ts
 * const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
 * ```
 */
export const FAKE_API_KEY = 'fake0api0key0c0ffee0000000000000000000000000000000000000000000001';

/**
 * Portal password of the default demo user, for `User_Customer.getPortalLoginToken`.
 *
 * @example
 * ```ts
 * const [userId, hash] = await client.authenticateWithPassword(FAKE_USERNAME, FAKE_PASSWORD);
 * ```
 */
export const FAKE_PASSWORD = 'correct-horse-battery-staple';

/**
 * Customer-user id of the default demo user.
 *
 * @example
 * ```ts
 * expect(await client.Account.getCurrentUser()).toMatchObject({ id: FAKE_USER_ID });
 * ```
 */
export const FAKE_USER_ID = 7001;

/**
 * Id of the fake account (`Account.getObject().id`).
 *
 * @example
 * ```ts
 * expect(await client.Account.getObject()).toMatchObject({ id: FAKE_ACCOUNT_ID });
 * ```
 */
export const FAKE_ACCOUNT_ID = 284_521;
