/**
 * Client options: the public {@link ClientOptions}, the frozen defaults, and their resolution into
 * the readonly settings a client runs with (explicit options → environment → config files, first
 * found wins per setting). Options are normalized here once; nothing else checks them.
 *
 * @module
 */

import type { AuthPlugin } from './auth/types.js';
import { API_PUBLIC_ENDPOINT } from './endpoints.js';
import { ServiceError } from './errors.js';
import type { HttpHooks } from './http-sender.js';
import { getPlatform } from './platform.js';
import { describeValue as kindOf, isRecord, unknownKeys } from './records.js';
import type { Transport } from './request.js';
import { normalizeRateLimitOption, type RateLimitOptions, type ResolvedRateLimit } from './rate-limit.js';
import { normalizeRetryOption, type ResolvedRetry, type RetryOptions } from './retry.js';
import { VERSION } from './version.js';

/**
 * Options of `new Client(options)`. All are optional; an unknown option name is a `TypeError`
 * naming it. `username`, `apiKey`, `endpointUrl`, `timeout` and `proxy` fall back to the
 * environment, then to the config files (Node.js only).
 *
 * @example
 * ```ts
 * const client = new Client({ username: 'alice', apiKey: process.env.MY_KEY, timeout: 30 });
 * ```
 */
export interface ClientOptions {
  /**
   * API username. Falls back to `SVC_USERNAME`, then the config files' `username`.
   *
   * @example
   * ```ts
   * new Client({ username: 'alice', apiKey: key });
   * ```
   */
  username?: string | undefined;
  /**
   * API key. Falls back to `SVC_API_KEY`, then the config files' `api_key`. Never shown in any
   * text form of the client.
   *
   * @example
   * ```ts
   * new Client({ username: 'alice', apiKey: process.env.MY_KEY });
   * ```
   */
  apiKey?: string | undefined;
  /**
   * Base URL of the API (http or https). Falls back to `SVC_ENDPOINT_URL`, then the config files'
   * `endpoint_url`, then {@link API_PUBLIC_ENDPOINT}. One trailing `/` is removed.
   *
   * @example
   * ```ts
   * new Client({ endpointUrl: API_PRIVATE_ENDPOINT });
   * ```
   */
  endpointUrl?: string | undefined;
  /**
   * Timeout of each request, in seconds (fractions allowed), covering the whole exchange. Unset
   * or `0`: none. Falls back to `SVC_TIMEOUT` (seconds), then the config files' `timeout`.
   *
   * @example
   * ```ts
   * new Client({ timeout: 2.5 });
   * ```
   */
  timeout?: number | undefined;
  /**
   * An auth plugin; replaces `username`/`apiKey` authentication. `null` means the same as unset.
   *
   * @example
   * ```ts
   * new Client({ auth: new TokenAuthentication(userId, hash) });
   * ```
   */
  auth?: AuthPlugin | null | undefined;
  /**
   * A config file read after `/etc/svclib.conf` and `~/.svclib` (overriding them). A leading `~/`
   * means the home directory. Needs the Node.js entry.
   *
   * @example
   * ```ts
   * new Client({ configFile: './svclib.conf' });
   * ```
   */
  configFile?: string | undefined;
  /**
   * URL of an HTTP(S) proxy for API calls. Falls back to `https_proxy`/`HTTPS_PROXY`, then the
   * config files' `proxy`.
   *
   * @example
   * ```ts
   * new Client({ proxy: 'http://proxy.internal:3128' });
   * ```
   */
  proxy?: string | undefined;
  /**
   * The User-Agent header. Default `svclib/<core version> (<runtime> <version>)`, e.g.
   * `svclib/3.0.0 (Node.js 20.11.1)`.
   *
   * @example
   * ```ts
   * new Client({ userAgent: 'my-tool/1.2 svclib' });
   * ```
   */
  userAgent?: string | undefined;
  /**
   * The transport that sends each request record (SPEC §4). Default: the XML-RPC transport over
   * HTTP.
   *
   * @example
   * ```ts
   * new Client({ transport: async (request) => (request.method === 'getObject' ? { id: 1 } : []) });
   * ```
   */
  transport?: Transport | undefined;
  /**
   * Largest response body the default transport accepts, in bytes (after decompression). Default
   * 256 MiB. Ignored when `transport` is given.
   *
   * @example
   * ```ts
   * new Client({ maxBytes: 16 * 1024 * 1024 });
   * ```
   */
  maxBytes?: number | undefined;
  /**
   * ky hooks run on every HTTP exchange of the default transport, for logging and metrics
   * (`beforeRequest`: the `Request` about to go out; `afterResponse`: its `Response`). The request
   * carries the credentials (in its body, and in `authorization` for Basic auth): redact before you
   * log, e.g. with `redactSecrets`. Ignored when `transport` is given. On Node.js a client with hooks
   * sends through ky instead of the direct fast path, which costs some CPU per call.
   *
   * @example
   * ```ts
   * new Client({
   *   hooks: { afterResponse: [(request, _options, response) => { console.error(request.url, response.status); }] },
   * });
   * ```
   */
  hooks?: HttpHooks | undefined;
  /**
   * Opt-in retries with exponential backoff and full jitter: a number of retries (`retry: 3`), or
   * {@link RetryOptions} (`retries`, `minDelayMs`, `maxDelayMs`, `factor`, `jitter`). Default: no
   * retries. Only failures that are safe to repeat are retried: a connection that could not be
   * established (any method); for methods named `get…` only, a network failure or timeout after
   * sending, HTTP 502/503/504, and the faults -32603, -32400 and -32300. `create…`, `edit…`,
   * `delete…`, `cancel…` and every other non-`get` method are never repeated once the request may
   * have reached the server. An abort by the call's `signal` is never retried, also not during a
   * backoff delay. The `timeout` applies to each attempt. Wraps any transport, the `transport`
   * option's too.
   *
   * @example
   * ```ts
   * new Client({ retry: 3 });
   * new Client({ retry: { retries: 4, minDelayMs: 200, maxDelayMs: 10_000, factor: 2, jitter: true } });
   * ```
   */
  retry?: number | RetryOptions | null | undefined;
  /**
   * Client-side rate limit (SPEC §9): a token bucket shared by every call of this client, the
   * concurrent pages of `iterCall` and a manager's fan-out included, so that bulk jobs stay under
   * the API's limit (50 calls a second per user) instead of being refused. A call waits for its turn
   * before it is sent; aborting its `signal` ends the wait. Default: no limit. With `retry`, every
   * attempt waits for its own turn, and a refusal by the API (`RateLimitExceeded`) is retried for any
   * method.
   *
   * @example
   * ```ts
   * new Client({ rateLimit: { perSecond: 50 }, retry: 3 });
   * ```
   */
  rateLimit?: RateLimitOptions | null | undefined;
}

/** The defaults of the client options that have one. */
export const CLIENT_DEFAULTS: Readonly<{ endpointUrl: string; maxBytes: number }> = Object.freeze({
  endpointUrl: API_PUBLIC_ENDPOINT,
  maxBytes: 256 * 1024 * 1024,
});

/** The option names {@link ClientOptions} has. */
const OPTION_NAMES: ReadonlySet<string> = new Set([
  'username',
  'apiKey',
  'endpointUrl',
  'timeout',
  'auth',
  'configFile',
  'proxy',
  'userAgent',
  'transport',
  'maxBytes',
  'hooks',
  'retry',
  'rateLimit',
]);

/** The settings a client runs with, resolved once at construction. */
export interface ResolvedSettings {
  readonly username: string | undefined;
  readonly apiKey: string | undefined;
  /** Without a trailing `/`. */
  readonly endpointUrl: string;
  /** Seconds; `undefined` means none. */
  readonly timeout: number | undefined;
  readonly auth: AuthPlugin | undefined;
  readonly configFile: string | undefined;
  readonly proxy: string | undefined;
  readonly userAgent: string;
  readonly transport: Transport | undefined;
  readonly maxBytes: number;
  /** ky hooks of the default transport, or `undefined` for none. */
  readonly hooks: HttpHooks | undefined;
  /** Retry policy, or `undefined` for none. */
  readonly retry: ResolvedRetry | undefined;
  /** Client-side rate limit, or `undefined` for none. */
  readonly rateLimit: ResolvedRateLimit | undefined;
}

/** `TypeError('Client option "name" must be …[, got …]')`. */
function optionError(name: string, expected: string, got?: string): TypeError {
  return new TypeError(`Client option "${name}" must be ${expected}${got === undefined ? '' : `, got ${got}`}`);
}

/** True for an absolute http: or https: URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The string option `name`, or undefined; a non-string is a TypeError (its value never shown). */
function stringOption(options: Record<string, unknown>, name: string): string | undefined {
  const value = options[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw optionError(name, 'a string', `a ${typeof value}`);
  return value;
}

/** Checks that a setting from the environment or a config file is a usable URL. */
function checkUrl(value: string | undefined, what: string): string | undefined {
  if (value !== undefined && !isHttpUrl(value)) {
    throw new ServiceError(`${what} is not an absolute http(s) URL`);
  }
  return value;
}

/** `SVC_TIMEOUT` as seconds: a non-negative decimal number, else a `ServiceError` (its value not shown). */
function environmentTimeout(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const seconds = /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(seconds)) {
    throw new ServiceError('The SVC_TIMEOUT environment variable is not a non-negative number of seconds');
  }
  return seconds;
}

/**
 * Validates `options` and resolves every setting: explicit option, else environment, else config
 * files, else default. Throws `TypeError` for an unknown or ill-typed option and `ServiceError`
 * for an unusable environment variable or config file.
 */
export function resolveSettings(input: unknown): ResolvedSettings {
  if (input === undefined || input === null) input = {};
  if (!isRecord(input)) throw new TypeError(`Client options must be an object, got ${kindOf(input)}`);
  const options = input;
  const unknown = unknownKeys(options, OPTION_NAMES);
  if (unknown.length > 0) {
    throw new TypeError(`Unknown Client option(s): ${unknown.join(', ')} (allowed: ${[...OPTION_NAMES].join(', ')})`);
  }

  const username = stringOption(options, 'username');
  const apiKey = stringOption(options, 'apiKey');
  const configFile = stringOption(options, 'configFile');
  const userAgent = stringOption(options, 'userAgent');
  if (userAgent !== undefined && (userAgent.trim() === '' || /[\r\n\0]/.test(userAgent))) {
    throw optionError('userAgent', 'a non-empty string without CR, LF or NUL');
  }

  const endpointUrl = stringOption(options, 'endpointUrl');
  if (endpointUrl !== undefined && !isHttpUrl(endpointUrl)) {
    throw optionError('endpointUrl', 'an absolute http(s) URL');
  }
  const proxy = stringOption(options, 'proxy');
  if (proxy !== undefined && proxy !== '' && !isHttpUrl(proxy)) throw optionError('proxy', 'an absolute http(s) URL');

  const timeout = options.timeout ?? undefined;
  if (timeout !== undefined && !(typeof timeout === 'number' && Number.isFinite(timeout) && timeout >= 0)) {
    throw optionError('timeout', 'a non-negative number of seconds', kindOf(timeout));
  }

  const auth = options.auth ?? undefined;
  if (
    auth !== undefined &&
    !(typeof auth === 'object' && typeof (auth as { getRequest?: unknown }).getRequest === 'function')
  ) {
    throw optionError('auth', 'an auth plugin (an object with a getRequest(request) method)', kindOf(auth));
  }

  const transport = options.transport ?? undefined;
  if (transport !== undefined && typeof transport !== 'function') {
    throw optionError('transport', 'a function (request) => Promise<result>', kindOf(transport));
  }

  const maxBytes = options.maxBytes ?? undefined;
  if (maxBytes !== undefined && !(typeof maxBytes === 'number' && Number.isSafeInteger(maxBytes) && maxBytes > 0)) {
    throw optionError('maxBytes', 'a positive integer', kindOf(maxBytes));
  }

  const hooks = checkHooks(options.hooks ?? undefined);
  const retry = normalizeRetryOption(options.retry);
  const rateLimit = normalizeRateLimitOption(options.rateLimit);

  const platform = getPlatform();
  const environment = platform.readEnvironment();
  const files = platform.readConfigFiles(configFile);
  const fileUrl = (name: 'endpointUrl' | 'proxy'): string | undefined =>
    checkUrl(files[name], files.sources?.[name] ?? `config file setting ${name}`);

  const resolvedEndpoint =
    endpointUrl ??
    checkUrl(environment.endpointUrl, 'The SVC_ENDPOINT_URL environment variable') ??
    fileUrl('endpointUrl') ??
    CLIENT_DEFAULTS.endpointUrl;
  const resolvedProxy =
    proxy !== undefined
      ? proxy
      : (checkUrl(environment.proxy, 'The https_proxy/HTTPS_PROXY environment variable') ?? fileUrl('proxy'));
  const resolvedTimeout = timeout ?? environmentTimeout(environment.timeout) ?? files.timeout;

  return Object.freeze({
    username: username ?? environment.username ?? files.username,
    apiKey: apiKey ?? environment.apiKey ?? files.apiKey,
    endpointUrl: resolvedEndpoint.endsWith('/') ? resolvedEndpoint.slice(0, -1) : resolvedEndpoint,
    timeout: resolvedTimeout === undefined || resolvedTimeout === 0 ? undefined : resolvedTimeout,
    auth: auth as AuthPlugin | undefined,
    configFile,
    proxy: resolvedProxy === '' ? undefined : resolvedProxy,
    userAgent: userAgent ?? `svclib/${VERSION} (${platform.runtime})`,
    transport: transport as Transport | undefined,
    maxBytes: (maxBytes) ?? CLIENT_DEFAULTS.maxBytes,
    hooks,
    retry,
    rateLimit,
  });
}

/** The hook lists the `hooks` option takes. */
const HOOK_NAMES: readonly string[] = ['beforeRequest', 'afterResponse'];

/** `hooks` checked: an object whose members are among {@link HOOK_NAMES}, each an array of functions. */
function checkHooks(hooks: unknown): HttpHooks | undefined {
  if (hooks === undefined) return undefined;
  if (typeof hooks !== 'object' || hooks === null || Array.isArray(hooks)) {
    throw optionError('hooks', 'an object of hook lists ({ beforeRequest?, afterResponse? })', kindOf(hooks));
  }
  for (const [name, list] of Object.entries(hooks)) {
    if (!HOOK_NAMES.includes(name)) {
      throw new TypeError(`Client option "hooks" has an unknown hook list "${name}" (known: ${HOOK_NAMES.join(', ')})`);
    }
    if (list !== undefined && !(Array.isArray(list) && list.every((hook) => typeof hook === 'function'))) {
      throw optionError(`hooks.${name}`, 'an array of functions', kindOf(list));
    }
  }
  return hooks;
}
