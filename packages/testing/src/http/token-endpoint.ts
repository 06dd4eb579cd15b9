/**
 * The fake server's token endpoint, `POST /identity/token`: an API key exchanged for a short-lived
 * bearer access token, as the provider's IAM token endpoint does (an OAuth 2.0 token request, form
 * encoded; the answer in JSON). What `tokenExchange()` of `@svclib/core` speaks. Messages never
 * contain a key or token.
 *
 * @module
 */
import type { ServerState } from './server-state.js';

/** The path of the token endpoint. */
export const TOKEN_PATH = '/identity/token';

/** The grant type of an API-key exchange (as `API_KEY_GRANT_TYPE` of `@svclib/core`). */
export const API_KEY_GRANT_TYPE = 'urn:vendor:params:oauth:grant-type:apikey';

/** An answer of the token endpoint: HTTP status and JSON body. */
export interface TokenAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** Whether a request target is the token endpoint (any query ignored). */
export function isTokenPath(target: string | undefined): boolean {
  return (target ?? '').split(/[?#]/, 1)[0] === TOKEN_PATH;
}

function refusal(status: number, errorCode: string, errorMessage: string): TokenAnswer {
  return { status, body: { errorCode, errorMessage } };
}

/**
 * The answer to a token request: `POST`, `Content-Type: application/x-www-form-urlencoded`, fields
 * `grant_type` ({@link API_KEY_GRANT_TYPE}), `apikey` and optionally `username` (which must then be
 * the key's user). Success: `200 { access_token, token_type: 'Bearer', expires_in, expiration }`
 * (`expires_in` in seconds, `expiration` in epoch seconds), the token valid for the `tokens.lifetimeMs`
 * option. Failure: `400 { errorCode, errorMessage }` (`405` for another method).
 */
export function tokenAnswer(state: ServerState, method: string | undefined, contentType: string | undefined, text: string): TokenAnswer {
  if (method !== 'POST') return refusal(405, 'MethodNotAllowed', 'The token endpoint accepts only POST requests.');
  if (!/^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType ?? '')) {
    return refusal(400, 'InvalidRequest', 'The token request must be application/x-www-form-urlencoded.');
  }
  const fields = new URLSearchParams(text);
  const grantType = fields.get('grant_type');
  if (grantType !== API_KEY_GRANT_TYPE) {
    return refusal(400, 'UnsupportedGrantType', `Unsupported grant_type: the fake server accepts ${API_KEY_GRANT_TYPE}.`);
  }
  const apiKey = fields.get('apikey');
  if (apiKey === null || apiKey === '') return refusal(400, 'InvalidRequest', 'The field apikey is required.');
  const username = fields.get('username');
  const user = state.options.users.find((candidate) => candidate.apiKey === apiKey && (username === null || candidate.username === username));
  if (user === undefined) return refusal(400, 'InvalidApiKey', 'Provided API key could not be found.');
  const { token, expiresAt } = state.issueAccessToken(user.id);
  state.tokenExchanges += 1;
  return {
    status: 200,
    body: {
      access_token: token,
      token_type: 'Bearer',
      expires_in: state.options.tokens.lifetimeMs / 1000,
      expiration: Math.floor(expiresAt / 1000),
    },
  };
}
