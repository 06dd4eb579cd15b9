/**
 * Options of {@link startFakeServer}, normalized once: unknown keys and wrong types are a
 * `TypeError` naming them, defaults are filled in.
 *
 * @module
 */
import type { CorsOption } from './cors.js';
import { FAKE_API_KEY, FAKE_PASSWORD, FAKE_USER_ID, FAKE_USERNAME } from '../data/constants.js';
import { DEFAULT_COUNTS, MAX_COUNTS, type FakeDatasetCounts } from '../data/dataset.js';
import type { FakeFailure, FakeFailureRule } from './injection.js';
import type { RecordedRequest } from './recorded-request.js';

/**
 * A user the fake server accepts.
 *
 * @example
 * ```ts
 * const user: FakeServerUser = { username: 'ci', apiKey: 'ci-key', password: 'ci-password' };
 * ```
 */
export interface FakeServerUser {
  /** Customer-user id; default {@link FAKE_USER_ID} for the first user, then the next free ids. */
  id?: number;
  /** Username for `authenticate: { username, apiKey }` and `getPortalLoginToken`. */
  username: string;
  /** API key. */
  apiKey: string;
  /** Portal password for `getPortalLoginToken`; without one the user cannot log in by password. */
  password?: string;
}

/**
 * Options of {@link startFakeServer}. All are optional.
 *
 * @example
 * ```ts
 * const server = await startFakeServer({
 *   counts: { virtualGuests: 250 },
 *   latencyMs: 5,
 *   faults: [{ method: 'getObject', times: 1, failure: { kind: 'drop' } }],
 * });
 * ```
 */
export interface FakeServerOptions {
  /** Accepted users; default one demo user ({@link FAKE_USERNAME}, {@link FAKE_API_KEY}, {@link FAKE_PASSWORD}). */
  users?: FakeServerUser[];
  /** Check `authenticate` on every call (default true); when false, calls without it act as the first user. */
  requireAuth?: boolean;
  /** Seed of the generated dataset (default 1). */
  seed?: number;
  /** Sizes of the generated lists. */
  counts?: FakeDatasetCounts;
  /** Milliseconds to wait before handling each request (default 0). */
  latencyMs?: number;
  /** Failure rules, tried in order (more can be added with `server.inject`). */
  faults?: FakeFailureRule[];
  /** Called for each request no rule matched; returns a failure to inject or `undefined`. */
  inject?: (request: RecordedRequest) => FakeFailure | undefined;
  /** Milliseconds a new virtual guest stays provisioning (no `provisionDate`, an `activeTransaction`); default 0. */
  provisionDelayMs?: number;
  /** Milliseconds an OS reload keeps its `activeTransaction`; default 0. */
  reloadDelayMs?: number;
  /** Port on 127.0.0.1 (default 0: a free port). */
  port?: number;
  /**
   * CORS for browser callers: `true` (default) allows any origin, a string exactly that origin,
   * `false` none. Preflights (`OPTIONS`) are answered with 204 when allowed.
   */
  cors?: CorsOption;
  /**
   * Refuse calls over this rate, per user, with the real service's fault
   * `Vendor_Exception_WebService_RateLimitExceeded` (a sliding one-second window; refused calls are
   * not executed and do not count). Default: no limit.
   */
  rateLimit?: FakeRateLimit;
  /** HTTP status of a rate-limit refusal: `500` (default, like the real API) or `429` with `Retry-After`. */
  rateLimitStatus?: 429 | 500;
  /**
   * Largest request body accepted, in bytes after decompression (default 16 MiB). A larger declared
   * `Content-Length` is answered `413` before the body is read; a body that grows past it, `413` too.
   */
  maxBodyBytes?: number;
  /**
   * Bearer access tokens — those of `server.issueAccessToken()` and of the token endpoint
   * (`server.tokenUrl`): `lifetimeMs`, how long one stays valid (default one hour, as the
   * provider's IAM tokens). A call with an expired token gets the token-expired fault
   * `Vendor_Exception_Account_Authentication_AccessTokenValidation` (over REST: HTTP 500 with that
   * code).
   */
  tokens?: FakeTokenOptions;
}

/**
 * The fake server's bearer tokens (option `tokens`).
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ tokens: { lifetimeMs: 500 } });
 * ```
 */
export interface FakeTokenOptions {
  /** Milliseconds an access token stays valid (a positive number; default 3,600,000: one hour). */
  lifetimeMs?: number;
}

/** Default lifetime of an access token: one hour. */
export const DEFAULT_TOKEN_LIFETIME_MS = 3_600_000;

/**
 * The fake server's rate limit (option `rateLimit`).
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ rateLimit: { perSecond: 50 }, rateLimitStatus: 429 });
 * ```
 */
export interface FakeRateLimit {
  /** Calls accepted per user in any one-second window (a positive integer). */
  perSecond: number;
}

/** A user with its id resolved. */
export interface ResolvedUser {
  readonly id: number;
  readonly username: string;
  readonly apiKey: string;
  readonly password: string | undefined;
}

/** Options with defaults filled in. */
export interface ResolvedOptions {
  readonly users: readonly ResolvedUser[];
  readonly requireAuth: boolean;
  readonly seed: number;
  readonly counts: Readonly<Required<FakeDatasetCounts>>;
  readonly latencyMs: number;
  readonly faults: readonly FakeFailureRule[];
  readonly inject: ((request: RecordedRequest) => FakeFailure | undefined) | undefined;
  readonly provisionDelayMs: number;
  readonly reloadDelayMs: number;
  readonly port: number;
  readonly rateLimit: Readonly<FakeRateLimit> | undefined;
  readonly rateLimitStatus: 429 | 500;
  readonly maxBodyBytes: number;
  readonly cors: CorsOption;
  readonly tokens: Readonly<Required<FakeTokenOptions>>;
}

/** Default of the `maxBodyBytes` option: 16 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

const KNOWN = new Set([
  'users',
  'requireAuth',
  'seed',
  'counts',
  'latencyMs',
  'faults',
  'inject',
  'provisionDelayMs',
  'reloadDelayMs',
  'port',
  'rateLimit',
  'rateLimitStatus',
  'maxBodyBytes',
  'cors',
  'tokens',
]);

function nonNegative(name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`startFakeServer option ${name} must be a non-negative number, got ${typeof value === 'number' ? String(value) : typeof value}.`);
  }
  return value;
}

function resolveUsers(users: FakeServerUser[] | undefined): ResolvedUser[] {
  if (users === undefined) {
    return [{ id: FAKE_USER_ID, username: FAKE_USERNAME, apiKey: FAKE_API_KEY, password: FAKE_PASSWORD }];
  }
  if (!Array.isArray(users)) throw new TypeError('startFakeServer option users must be an array.');
  const taken = new Set(users.map((user) => user.id).filter((id) => id !== undefined));
  let next = FAKE_USER_ID;
  return users.map((user, index) => {
    if (typeof user.username !== 'string' || user.username === '' || typeof user.apiKey !== 'string') {
      throw new TypeError(`startFakeServer option users[${index}] needs a non-empty username and an apiKey string.`);
    }
    let id = user.id;
    if (id === undefined) {
      while (taken.has(next)) next += 1;
      id = next;
      taken.add(id);
    } else if (!Number.isInteger(id) || id <= 0) {
      throw new TypeError(`startFakeServer option users[${index}].id must be a positive integer.`);
    }
    return { id, username: user.username, apiKey: user.apiKey, password: user.password };
  });
}

function resolveCounts(counts: FakeDatasetCounts | undefined): Required<FakeDatasetCounts> {
  const resolved = { ...DEFAULT_COUNTS };
  for (const [name, value] of Object.entries(counts ?? {})) {
    if (!Object.hasOwn(DEFAULT_COUNTS, name)) {
      throw new TypeError(`Unknown startFakeServer counts: ${name} (known: ${Object.keys(DEFAULT_COUNTS).join(', ')}).`);
    }
    const key = name as keyof FakeDatasetCounts;
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_COUNTS[key]) {
      throw new TypeError(`startFakeServer counts.${name} must be an integer in 0–${MAX_COUNTS[key]}, got ${String(value)}.`);
    }
    resolved[key] = value as number;
  }
  return resolved;
}

function resolveRateLimit(rateLimit: FakeRateLimit | undefined): FakeRateLimit | undefined {
  if (rateLimit === undefined) return undefined;
  if (typeof rateLimit !== 'object' || rateLimit === null || Array.isArray(rateLimit)) {
    throw new TypeError('startFakeServer option rateLimit must be an object { perSecond }.');
  }
  const unknown = Object.keys(rateLimit).filter((key) => key !== 'perSecond');
  if (unknown.length > 0) throw new TypeError(`Unknown startFakeServer rateLimit options: ${unknown.join(', ')}.`);
  const { perSecond } = rateLimit;
  if (!Number.isSafeInteger(perSecond) || perSecond < 1) {
    throw new TypeError(`startFakeServer option rateLimit.perSecond must be a positive integer, got ${String(perSecond)}.`);
  }
  return Object.freeze({ perSecond });
}

function resolveMaxBodyBytes(value: unknown): number {
  if (value === undefined) return DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(value) || (value as number) < 1) {
    throw new TypeError(`startFakeServer option maxBodyBytes must be a positive integer, got ${typeof value === 'number' ? String(value) : typeof value}.`);
  }
  return value as number;
}

/** Validates `options` and fills in the defaults. */
export function resolveOptions(options: FakeServerOptions = {}): ResolvedOptions {
  const unknown = Object.keys(options).filter((key) => !KNOWN.has(key));
  if (unknown.length > 0) throw new TypeError(`Unknown startFakeServer options: ${unknown.join(', ')}.`);
  if (options.inject !== undefined && typeof options.inject !== 'function') {
    throw new TypeError('startFakeServer option inject must be a function.');
  }
  if (options.faults !== undefined && !Array.isArray(options.faults)) {
    throw new TypeError('startFakeServer option faults must be an array of rules.');
  }
  const port = nonNegative('port', options.port, 0);
  if (!Number.isInteger(port) || port > 65_535) throw new TypeError(`startFakeServer option port must be an integer in 0–65535.`);
  return {
    users: resolveUsers(options.users),
    requireAuth: options.requireAuth ?? true,
    seed: nonNegative('seed', options.seed, 1),
    counts: resolveCounts(options.counts),
    latencyMs: nonNegative('latencyMs', options.latencyMs, 0),
    faults: options.faults ?? [],
    inject: options.inject,
    provisionDelayMs: nonNegative('provisionDelayMs', options.provisionDelayMs, 0),
    reloadDelayMs: nonNegative('reloadDelayMs', options.reloadDelayMs, 0),
    port,
    rateLimit: resolveRateLimit(options.rateLimit),
    rateLimitStatus: resolveRateLimitStatus(options.rateLimitStatus),
    maxBodyBytes: resolveMaxBodyBytes(options.maxBodyBytes),
    cors: resolveCors(options.cors),
    tokens: resolveTokens(options.tokens),
  };
}

function resolveTokens(tokens: FakeTokenOptions | undefined): Readonly<Required<FakeTokenOptions>> {
  if (tokens === undefined) return Object.freeze({ lifetimeMs: DEFAULT_TOKEN_LIFETIME_MS });
  if (typeof tokens !== 'object' || tokens === null || Array.isArray(tokens)) {
    throw new TypeError('startFakeServer option tokens must be an object { lifetimeMs }.');
  }
  const unknown = Object.keys(tokens).filter((key) => key !== 'lifetimeMs');
  if (unknown.length > 0) throw new TypeError(`Unknown startFakeServer tokens options: ${unknown.join(', ')}.`);
  const { lifetimeMs = DEFAULT_TOKEN_LIFETIME_MS } = tokens;
  if (typeof lifetimeMs !== 'number' || !Number.isFinite(lifetimeMs) || lifetimeMs <= 0) {
    throw new TypeError(`startFakeServer option tokens.lifetimeMs must be a positive number of milliseconds, got ${typeof lifetimeMs === 'number' ? String(lifetimeMs) : typeof lifetimeMs}.`);
  }
  return Object.freeze({ lifetimeMs });
}

function resolveRateLimitStatus(value: unknown): 429 | 500 {
  if (value === undefined) return 500;
  if (value !== 429 && value !== 500) throw new TypeError(`startFakeServer option rateLimitStatus must be 429 or 500, got ${typeof value === 'number' ? String(value) : typeof value}.`);
  return value;
}

function resolveCors(cors: unknown): CorsOption {
  if (cors === undefined) return true;
  if (typeof cors === 'boolean') return cors;
  if (typeof cors === 'string' && /^https?:\/\/[^/\s]+$/.test(cors)) return cors;
  throw new TypeError('startFakeServer option cors must be true, false or an origin such as "http://127.0.0.1:5173".');
}
