/**
 * Ready-made credentials providers for the client option `credentials`: from the environment, and
 * an API key exchanged for a short-lived bearer token. (From a config file profile: `fromProfile`,
 * in the Node.js entry.) Their errors never contain a key or a token.
 *
 * @module
 */

import { ServiceError, TransportError, Unauthenticated } from '../errors/errors.js';
import { defineOptions, type SpecFor } from '../options/option-spec.js';
import { checker, numberAtLeast, secret, string } from '../options/option-checkers.js';
import { getPlatform } from '../config/platform.js';
import { isRecord, ownValue } from '../util/records.js';
import { maskSecrets, redactUrl } from '../errors/redact.js';
import { isHttpUrl } from '../options/settings.js';
import { checkToken } from './bearer-authentication.js';
import type { ApiKeyCredentials, CredentialsProvider, TokenCredentials } from './credentials.js';

/**
 * A provider of the environment's `SVC_USERNAME` and `SVC_API_KEY`, read at each call of the
 * provider (so the client picks up changed values when the service refuses the old ones). Either
 * missing is `Unauthenticated` naming the variable (never a value). Needs the Node.js entry; in other
 * runtimes there is no environment and the provider always fails.
 *
 * @example
 * ```ts
 * const client = new Client({ credentials: fromEnv() });
 * ```
 */
export function fromEnv(): CredentialsProvider {
  return (): ApiKeyCredentials => {
    const { username, apiKey } = getPlatform().readEnvironment();
    if (!username || !apiKey) {
      const missing = [username ? undefined : 'SVC_USERNAME', apiKey ? undefined : 'SVC_API_KEY'].filter((name) => name !== undefined);
      throw new Unauthenticated(`fromEnv(): the environment variable${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
    }
    return { username, apiKey };
  };
}

/** The grant type of an API-key token exchange (an OAuth 2.0 extension grant, RFC 6749 §4.5). */
export const API_KEY_GRANT_TYPE = 'urn:vendor:params:oauth:grant-type:apikey';

/**
 * Options of {@link tokenExchange}.
 *
 * @example
 * ```ts
 * const options: TokenExchangeOptions = { endpoint: 'https://iam.vendor.example/identity/token', provider: fromEnv() };
 * ```
 */
export interface TokenExchangeOptions {
  /** The token endpoint: an absolute http(s) URL. */
  endpoint: string;
  /** The username sent with the key (optional: the key names its user). */
  username?: string | undefined;
  /** The API key to exchange. Give it or `provider`, not both. */
  apiKey?: string | undefined;
  /** Gives `{ username, apiKey }` at each exchange (e.g. `fromEnv()`). Give it or `apiKey`, not both. */
  provider?: CredentialsProvider | undefined;
  /** Seconds an exchange may take, fractions allowed (default 30; `0`: no limit). */
  timeout?: number | undefined;
  /** The `fetch` to send with (default: the global one), e.g. one with a proxy dispatcher. */
  fetch?: typeof globalThis.fetch | undefined;
}

const TOKEN_EXCHANGE_OPTIONS = defineOptions('tokenExchange', {
  endpoint: secret(checker<string>('an absolute http(s) URL', (v) => typeof v === 'string' && isHttpUrl(v))),
  username: string(),
  apiKey: secret(checker<string>('a non-empty string', (v) => typeof v === 'string' && v !== '')),
  provider: checker<CredentialsProvider>('a function () => Promise<{ username, apiKey }>', (v) => typeof v === 'function'),
  timeout: numberAtLeast(0, 'a non-negative number of seconds'),
  fetch: checker<typeof globalThis.fetch>('a fetch function', (v) => typeof v === 'function'),
} satisfies SpecFor<TokenExchangeOptions>);

/** Largest token response read: 64 KiB (a real one is about 2 KiB). */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** Default of {@link TokenExchangeOptions.timeout}, in seconds. */
const DEFAULT_TIMEOUT = 30;

/**
 * A provider that exchanges an API key for a short-lived bearer token at `endpoint`, as the
 * provider's IAM token endpoint does (and the fake server's `/identity/token`): an OAuth 2.0 token
 * request, `POST` with `Content-Type: application/x-www-form-urlencoded` and the fields
 * `grant_type=urn:vendor:params:oauth:grant-type:apikey`, `apikey` and (when given) `username`;
 * the answer is JSON `{ "access_token", "token_type": "Bearer", "expires_in" }` (seconds). The
 * token is used until a tenth of its lifetime (at most a minute) before it expires, or until the
 * service refuses it; then the client exchanges again — once for all calls in flight. A refusal of
 * the key (HTTP 400, 401 or 403, body `{ "errorCode", "errorMessage" }`) is `Unauthenticated`;
 * another HTTP error, a network failure or the timeout is `TransportError`. No message contains the
 * key or the token.
 *
 * @throws TypeError for an unknown or ill-typed option, or unless exactly one of `apiKey` and
 *   `provider` is given.
 * @example
 * ```ts
 * const client = new Client({
 *   transport: 'rest',
 *   credentials: tokenExchange({ endpoint: 'https://iam.vendor.example/identity/token', provider: fromEnv() }),
 * });
 * ```
 */
export function tokenExchange(options: TokenExchangeOptions): CredentialsProvider {
  const checked = TOKEN_EXCHANGE_OPTIONS.check(options);
  const { endpoint, username, apiKey, provider } = checked;
  if (endpoint === undefined) throw new TypeError('tokenExchange: option endpoint is required (the token endpoint URL)');
  if ((apiKey === undefined) === (provider === undefined)) {
    throw new TypeError('tokenExchange: give exactly one of the options apiKey and provider');
  }
  const timeout = checked.timeout ?? DEFAULT_TIMEOUT;
  const send = checked.fetch ?? globalThis.fetch;
  const shown = `POST ${redactUrl(endpoint).split(/[?#]/, 1)[0] as string}`;
  return async (): Promise<TokenCredentials> => {
    const key = apiKey === undefined ? await keyOf(provider as CredentialsProvider) : { username, apiKey };
    return exchange(endpoint, shown, key, timeout, send);
  };
}

/** The username and key a provider gives (a token is of no use to an exchange). */
async function keyOf(provider: CredentialsProvider): Promise<{ username: string | undefined; apiKey: string }> {
  const given: unknown = await provider();
  const apiKey = isRecord(given) ? ownValue(given, 'apiKey') : undefined;
  const username = isRecord(given) ? ownValue(given, 'username') : undefined;
  if (typeof apiKey !== 'string' || apiKey === '') {
    throw new TypeError('tokenExchange: the provider must resolve { username, apiKey } (an API key to exchange)');
  }
  return { username: typeof username === 'string' && username !== '' ? username : undefined, apiKey };
}

/** One exchange: the request, the bounded answer, the token checked. */
async function exchange(
  endpoint: string,
  shown: string,
  key: { username: string | undefined; apiKey: string },
  timeout: number,
  send: typeof globalThis.fetch,
): Promise<TokenCredentials> {
  const body = new URLSearchParams({ grant_type: API_KEY_GRANT_TYPE, apikey: key.apiKey });
  if (key.username !== undefined) body.set('username', key.username);
  const secrets = [key.apiKey, body.toString()];
  const signal = timeout > 0 ? AbortSignal.timeout(timeout * 1000) : undefined;
  const started = Date.now();
  let status: number;
  let text: string;
  try {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
      redirect: 'manual',
      ...(signal === undefined ? {} : { signal }),
    });
    status = response.status;
    text = await boundedText(response);
  } catch (error) {
    if (signal?.aborted === true) throw new TransportError(0, `Token exchange timed out after ${String(timeout)}s: ${shown}`);
    if (error instanceof ServiceError) throw error;
    const what = error instanceof Error ? error.name : typeof error;
    throw new TransportError(0, `Token exchange failed: network error (${what}): ${shown}`, { cause: error });
  }
  const answer = parseJson(text);
  if (status === 400 || status === 401 || status === 403) {
    throw new Unauthenticated(`Token exchange refused the API key: HTTP ${String(status)}${describeRefusal(answer, secrets)}: ${shown}`, { status });
  }
  if (status < 200 || status >= 300) {
    throw new TransportError(status, `Token exchange failed: HTTP ${String(status)}${describeRefusal(answer, secrets)}: ${shown}`);
  }
  const token = isRecord(answer) ? ownValue(answer, 'access_token') : undefined;
  const tokenType = isRecord(answer) ? ownValue(answer, 'token_type') : undefined;
  const expiresIn = isRecord(answer) ? ownValue(answer, 'expires_in') : undefined;
  if (typeof token !== 'string' || (tokenType !== undefined && (typeof tokenType !== 'string' || tokenType.toLowerCase() !== 'bearer'))) {
    throw new ServiceError(`Token exchange answered no bearer access_token: ${shown}`);
  }
  try {
    checkToken(token, 'The access_token');
  } catch {
    throw new ServiceError(`Token exchange answered an access_token that cannot be sent in an HTTP header: ${shown}`);
  }
  if (expiresIn === undefined) return { token };
  if (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn) || expiresIn <= 0) {
    throw new ServiceError(`Token exchange answered an expires_in that is not a positive number of seconds: ${shown}`);
  }
  const lifetimeMs = expiresIn * 1000;
  return { token, expiresAt: started + lifetimeMs - Math.min(60_000, lifetimeMs / 10) };
}

/** The response body as text, at most {@link MAX_RESPONSE_BYTES} (more is a `TransportError`). */
async function boundedText(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > MAX_RESPONSE_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new TransportError(0, `Token exchange answered more than ${String(MAX_RESPONSE_BYTES)} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** ` (errorCode: errorMessage)` of an IAM-style error body, short and with the secrets masked; else nothing. */
function describeRefusal(answer: unknown, secrets: readonly string[]): string {
  if (!isRecord(answer)) return '';
  const parts = [ownValue(answer, 'errorCode'), ownValue(answer, 'errorMessage')].filter((part): part is string => typeof part === 'string' && part !== '');
  if (parts.length === 0) return '';
  const text = maskSecrets(parts.join(': '), secrets);
  return ` (${text.length > 200 ? `${text.slice(0, 200)}…` : text})`;
}
