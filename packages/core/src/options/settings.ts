/**
 * Client options: the public {@link ClientOptions}, the frozen defaults, and their resolution into
 * the readonly settings a client runs with (explicit options → environment → config files, first
 * found wins per setting). Options are normalized here once; nothing else checks them.
 *
 * @module
 */

import type { CredentialsProvider } from '../auth/credentials.js';
import type { AuthPlugin } from '../auth/types.js';
import type { TransportName } from '../transports/default-transport.js';
import { API_PUBLIC_ENDPOINT, API_PUBLIC_ENDPOINT_REST } from '../transports/endpoints.js';
import { ServiceError } from '../errors/errors.js';
import { bypassesProxy } from '../http/no-proxy.js';
import type { HttpHooks } from '../http/hooks.js';
import { getPlatform, type TlsOptions } from '../config/platform.js';
import { CONFIG_SECTION, DEFAULT_PROFILE, profileNameProblem, profileSection } from '../config/profile-name.js';
import { anything, checker, numberAtLeast, positiveInteger, secret, string } from './option-checkers.js';
import { defineOptions, optionError, type SpecFor } from './option-spec.js';
import { isRecord, ownOptions, ownValue } from '../util/records.js';
import type { Transport } from '../request/call-request.js';
import { normalizeRateLimitOption, type RateLimitOptions, type ResolvedRateLimit } from '../transports/rate-limit.js';
import { normalizeRetryOption, type ResolvedRetry, type RetryOptions } from '../transports/retry.js';
import { VERSION } from '../util/version.js';

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
   * A credentials provider (SPEC §14): `() => Promise<{ username, apiKey } | { token, expiresAt? }>`,
   * called on the first call and again when the service refuses what it gave or a token is past its
   * `expiresAt` — once for all the calls in flight, each refused call repeated once (no loop), each
   * call's wait bounded by its timeout and signal. Replaces `username`/`apiKey`: giving it with
   * `username`, `apiKey` or `auth` is a `TypeError`, and `SVC_USERNAME`/`SVC_API_KEY` and the config
   * files' `username`/`api_key` are then not read. Ready-made: `fromEnv()`, `fromProfile(name)`,
   * `tokenExchange({ endpoint, … })`.
   *
   * @example
   * ```ts
   * new Client({ credentials: async () => ({ username: 'alice', apiKey: await vault.read('svc/alice') }) });
   * ```
   */
  credentials?: CredentialsProvider | null | undefined;
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
   * The profile whose settings the config files give (SPEC §14): its section `[profile NAME]`
   * instead of `[svclib]`, in every file read, with the same order and rules (the files' settings
   * still come after the options and the environment). `'default'` (or unset, or `''`) is
   * `[svclib]`. Falls back to `SVC_PROFILE`. A name is 1 to 64 letters, digits, `-`, `_` or `.`
   * (`prod.eu` is one name), else a `TypeError`; a profile that no file has is a `ServiceError`
   * naming it and the files looked at. A profile does not fall back to `[svclib]`. Needs the
   * Node.js entry.
   *
   * @example
   * ```ts
   * new Client({ profile: 'staging' }); // [profile staging] of /etc/svclib.conf, ~/.svclib
   * ```
   */
  profile?: string | undefined;
  /**
   * URL of an HTTP(S) proxy for API calls. Falls back to `https_proxy`/`HTTPS_PROXY`, then the
   * config files' `proxy`; those two are not used for an endpoint that `no_proxy`/`NO_PROXY` names
   * (host names with their subdomains, IP addresses, optional `:port`, or `*`; see {@link bypassesProxy}).
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
   * The transport that sends each request record (SPEC §4, §12): `'xmlrpc'` (default), `'rest'`
   * (the REST transport, JSON over `…/rest/v3.1/`; the default endpoint is then
   * `API_PUBLIC_ENDPOINT_REST`), or a transport function of your own. Falls back to
   * `SVC_TRANSPORT`, then the config files' `transport`.
   *
   * @example
   * ```ts
   * new Client({ transport: 'rest' });
   * new Client({ transport: async (request) => (request.method === 'getObject' ? { id: 1 } : []) });
   * ```
   */
  transport?: TransportName | Transport | undefined;
  /**
   * TLS settings of the default transport's connections (Node.js entry only): `ca` (trusted CA
   * certificates, PEM), `cert` and `key` (a client certificate), `rejectUnauthorized` (default
   * true). The key is never shown in any message. Ignored when `transport` is a function.
   *
   * @example
   * ```ts
   * new Client({ tls: { ca: readFileSync('corp-ca.pem', 'utf8') } });
   * ```
   */
  tls?: TlsOptions | undefined;
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
   * Hooks run on every HTTP exchange of the default transport, for logging and metrics
   * ({@link HttpHooks}: `beforeRequest` sees, and may replace, the `HttpRequest` about to go out;
   * `afterResponse` its `HttpResponse`; `onError` a failed send). They wrap the default senders
   * (`wrapSender`), so on Node.js the calls stay on the fast path. The request carries the
   * credentials (in its body, and in `authorization` for Basic auth): redact before you log, e.g.
   * with `maskSecrets`. Ignored when `transport` is given.
   *
   * @example
   * ```ts
   * new Client({
   *   hooks: { afterResponse: [(request, response) => { console.error(redactUrl(request.url), response.status); }] },
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

/**
 * The checker of each client option. URLs are described by kind only when wrong (they may carry
 * credentials); `hooks`, `retry` and `rateLimit` are checked by their own normalizers.
 */
const CLIENT_OPTIONS = defineOptions('Client', {
  username: string(),
  apiKey: secret(string()),
  endpointUrl: secret(checker<string>('an absolute http(s) URL', (v) => typeof v === 'string' && isHttpUrl(v))),
  timeout: numberAtLeast(0, 'a non-negative number of seconds'),
  auth: checker<AuthPlugin>(
    'an auth plugin (an object with a getRequest(request) method)',
    (v) => typeof v === 'object' && typeof (v as { getRequest?: unknown }).getRequest === 'function',
  ),
  credentials: checker<CredentialsProvider>('a function () => Promise<{ username, apiKey } | { token }>', (v) => typeof v === 'function'),
  configFile: string(),
  profile: anything<string>(),
  proxy: secret(checker<string>('an absolute http(s) URL', (v) => v === '' || (typeof v === 'string' && isHttpUrl(v)))),
  userAgent: checker<string>('a non-empty string without CR, LF or NUL', (v) => typeof v === 'string' && v.trim() !== '' && !/[\r\n\0]/.test(v)),
  transport: checker<TransportName | Transport>(
    "'xmlrpc', 'rest' or a function (request) => Promise<result>",
    (v) => v === 'xmlrpc' || v === 'rest' || typeof v === 'function',
  ),
  tls: secret(checker<TlsOptions>('an object { ca?, cert?, key?, rejectUnauthorized? }', isTlsOptions)),
  maxBytes: positiveInteger(),
  hooks: anything<HttpHooks>(),
  retry: anything<number | RetryOptions>(),
  rateLimit: anything<RateLimitOptions>(),
} satisfies SpecFor<ClientOptions>);

/** The settings a client runs with, resolved once at construction. */
export interface ResolvedSettings {
  readonly username: string | undefined;
  readonly apiKey: string | undefined;
  /** Without a trailing `/`. */
  readonly endpointUrl: string;
  /** Seconds; `undefined` means none. */
  readonly timeout: number | undefined;
  readonly auth: AuthPlugin | undefined;
  /** The `credentials` provider, or `undefined`. */
  readonly credentials: CredentialsProvider | undefined;
  readonly configFile: string | undefined;
  /** The profile whose section was read: `default` for `[svclib]`. */
  readonly profile: string;
  readonly proxy: string | undefined;
  readonly userAgent: string;
  /** A transport function of the caller's, or `undefined` for the named default one. */
  readonly transport: Transport | undefined;
  /** The wire format of the default transport. */
  readonly transportName: TransportName;
  /** TLS settings of the default transport, or `undefined`. */
  readonly tls: TlsOptions | undefined;
  readonly maxBytes: number;
  /** The hooks wrapped around the default transport's senders, or `undefined` for none. */
  readonly hooks: HttpHooks | undefined;
  /** Retry policy, or `undefined` for none. */
  readonly retry: ResolvedRetry | undefined;
  /** Client-side rate limit, or `undefined` for none. */
  readonly rateLimit: ResolvedRateLimit | undefined;
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

/** Checks that a setting from the environment or a config file is a usable URL. */
function checkUrl(value: string | undefined, what: string): string | undefined {
  if (value !== undefined && !isHttpUrl(value)) {
    throw new ServiceError(`${what} is not an absolute http(s) URL`);
  }
  return value;
}

/** `SVC_TRANSPORT` checked: `xmlrpc`, `rest` or unset. */
function environmentTransport(value: string | undefined): TransportName | undefined {
  if (value === undefined) return undefined;
  const name = value.trim().toLowerCase();
  if (name !== 'xmlrpc' && name !== 'rest') throw new ServiceError('The SVC_TRANSPORT environment variable must be xmlrpc or rest');
  return name;
}

const TLS_KEYS = new Set(['ca', 'cert', 'key', 'rejectUnauthorized']);

/** A PEM text or its bytes. */
function isPem(value: unknown): boolean {
  return typeof value === 'string' || value instanceof Uint8Array;
}

/** True for a {@link TlsOptions} object: known keys only, each of its type. */
function isTlsOptions(value: unknown): boolean {
  if (!isRecord(value)) return false;
  if (Object.keys(value).some((key) => !TLS_KEYS.has(key))) return false;
  const { ca, cert, key, rejectUnauthorized } = ownOptions(value);
  return (
    (ca === undefined || isPem(ca) || (Array.isArray(ca) && ca.every(isPem))) &&
    (cert === undefined || isPem(cert)) &&
    (key === undefined || isPem(key)) &&
    (rejectUnauthorized === undefined || typeof rejectUnauthorized === 'boolean')
  );
}

/** The `profile` option checked: a profile name, `''` or unset (a `TypeError` naming what is wrong). */
function optionProfile(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const problem = profileNameProblem(value);
  if (problem !== undefined) throw new TypeError(`Client option "profile" ${problem}`);
  return value as string;
}

/** `SVC_PROFILE` checked: a profile name or unset (a `ServiceError` naming the variable). */
function environmentProfile(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const problem = profileNameProblem(value);
  if (problem !== undefined) throw new ServiceError(`The SVC_PROFILE environment variable ${problem}`);
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
  const options = CLIENT_OPTIONS.check(input);
  const { username, apiKey, configFile, userAgent, endpointUrl, proxy, timeout, auth, transport, maxBytes, tls, credentials } = options;
  if (credentials !== undefined) checkCredentialsAlone(options);

  const hooks = checkHooks(options.hooks ?? undefined);
  const retry = normalizeRetryOption(options.retry);
  const rateLimit = normalizeRateLimitOption(options.rateLimit);

  const platform = getPlatform();
  // Own properties only, whatever a platform returns: settings never come from `Object.prototype`.
  const environment = ownOptions(platform.readEnvironment());
  const profile = optionProfile(options.profile) ?? environmentProfile(environment.profile);
  const files = ownOptions(platform.readConfigFiles(configFile, profile));
  const fileUrl = (name: 'endpointUrl' | 'proxy'): string | undefined =>
    checkUrl(files[name], (ownValue(files.sources, name) as string | undefined) ?? `config file setting ${name}`);

  const transportName: TransportName =
    typeof transport === 'string' ? transport : (environmentTransport(environment.transport) ?? files.transport ?? 'xmlrpc');
  const resolvedEndpoint =
    endpointUrl ??
    checkUrl(environment.endpointUrl, 'The SVC_ENDPOINT_URL environment variable') ??
    fileUrl('endpointUrl') ??
    (transportName === 'rest' ? API_PUBLIC_ENDPOINT_REST : CLIENT_DEFAULTS.endpointUrl);
  // A proxy from the environment or a config file is skipped for an endpoint NO_PROXY names (as curl
  // does); the `proxy` option is the caller's explicit choice and always used.
  const ambientProxy = checkUrl(environment.proxy, 'The https_proxy/HTTPS_PROXY environment variable') ?? fileUrl('proxy');
  const resolvedProxy =
    proxy !== undefined ? proxy : ambientProxy !== undefined && bypassesProxy(resolvedEndpoint, environment.noProxy) ? undefined : ambientProxy;
  const resolvedTimeout = timeout ?? environmentTimeout(environment.timeout) ?? files.timeout;

  return Object.freeze({
    // A credentials provider replaces the username and key of every other source.
    username: credentials === undefined ? (username ?? environment.username ?? files.username) : undefined,
    apiKey: credentials === undefined ? (apiKey ?? environment.apiKey ?? files.apiKey) : undefined,
    endpointUrl: resolvedEndpoint.endsWith('/') ? resolvedEndpoint.slice(0, -1) : resolvedEndpoint,
    timeout: resolvedTimeout === undefined || resolvedTimeout === 0 ? undefined : resolvedTimeout,
    auth,
    credentials,
    configFile,
    profile: profileSection(profile) === CONFIG_SECTION ? DEFAULT_PROFILE : (profile ?? DEFAULT_PROFILE),
    proxy: resolvedProxy === '' ? undefined : resolvedProxy,
    userAgent: userAgent ?? `svclib/${VERSION} (${platform.runtime})`,
    transport: typeof transport === 'function' ? transport : undefined,
    transportName,
    // Own properties only, copied once: a `ca` on `Object.prototype` adds nothing.
    tls: tls === undefined ? undefined : Object.freeze(ownOptions(tls)),
    maxBytes: maxBytes ?? CLIENT_DEFAULTS.maxBytes,
    hooks,
    retry,
    rateLimit,
  });
}

/** `credentials` says how to authenticate: `username`, `apiKey` or `auth` beside it is a `TypeError` naming them. */
function checkCredentialsAlone(options: Pick<ClientOptions, 'username' | 'apiKey' | 'auth'>): void {
  const others = (['username', 'apiKey', 'auth'] as const).filter((name) => options[name] !== undefined && options[name] !== null);
  if (others.length > 0) {
    throw new TypeError(`Client options credentials and ${others.join(', ')} cannot be given together: the credentials provider gives the credentials`);
  }
}

/** The members of the `hooks` option. */
const HOOK_OPTIONS = defineOptions(
  'Client',
  {
    beforeRequest: checker<NonNullable<HttpHooks['beforeRequest']>>('an array of functions', isFunctionList),
    afterResponse: checker<NonNullable<HttpHooks['afterResponse']>>('an array of functions', isFunctionList),
    onError: checker<NonNullable<HttpHooks['onError']>>('an array of functions', isFunctionList),
  } satisfies SpecFor<HttpHooks>,
  'hooks',
);

function isFunctionList(value: unknown): boolean {
  return Array.isArray(value) && value.every((hook) => typeof hook === 'function');
}

/** `hooks` checked: an object whose members are among the hook lists of {@link HOOK_OPTIONS}, each an array of functions. */
function checkHooks(hooks: unknown): HttpHooks | undefined {
  if (hooks === undefined) return undefined;
  if (!isRecord(hooks)) throw optionError('Client', 'hooks', 'an object of hook lists ({ beforeRequest?, afterResponse?, onError? })', hooks);
  return HOOK_OPTIONS.check(hooks);
}
