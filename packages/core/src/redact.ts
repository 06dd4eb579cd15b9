/**
 * Redaction: the one module that knows which keys, HTTP headers and URL parts are secret, used by
 * the transport (text quoted from the server, error messages), the recording transport, the proxy
 * code and compat-v2's verbose output.
 *
 * @module
 */

import { isRecord, setOwn } from './records.js';
import type { CallRequest } from './request.js';

/** What replaces a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Header-struct and argument keys whose values are secrets (at any depth): any key containing one
 * of these words (`apiKey`, `authToken`, `secretToken`, `newPassword`, `securityQuestionAnswer`,
 * `sessionCookie`, …), or the bare key `key`.
 */
const SECRET_KEY = /api_?key|private_?key|secret|token|password|passwd|hash|answer|credential|cookie|^key$/i;
/** HTTP headers whose values are secrets. */
const SECRET_HTTP_HEADER = /^(?:authorization|proxy-authorization|cookie|set-cookie|x-auth-token|x-api-key)$/i;
/** Remote methods whose positional arguments are secrets, and which ones. */
const SECRET_ARGS: Readonly<Record<string, readonly number[]>> = { getPortalLoginToken: [1, 3] };
/** Secret strings shorter than this are not masked inside free text (they would mask ordinary words). */
const MIN_MASKED_LENGTH = 4;

/**
 * Whether a header-struct or argument key holds a secret (see the module's list of words).
 *
 * @example
 * ```ts
 * isSecretKey('apiKey'); // true
 * isSecretKey('username'); // false
 * ```
 */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * Whether an HTTP header's value is a secret (`Authorization`, `Cookie`, …; any case).
 *
 * @example
 * ```ts
 * isSecretHeader('Proxy-Authorization'); // true
 * ```
 */
export function isSecretHeader(name: string): boolean {
  return SECRET_HTTP_HEADER.test(name);
}

/**
 * The positions of a remote method's arguments that are secrets (`getPortalLoginToken`: the
 * password and the security answer).
 *
 * @example
 * ```ts
 * secretArgs('getPortalLoginToken'); // [1, 3]
 * ```
 */
export function secretArgs(method: string): readonly number[] {
  return SECRET_ARGS[method] ?? [];
}

/**
 * Removes `user:password@` from every URL in a text.
 *
 * @example
 * ```ts
 * withoutUserinfo('via http://u:p@proxy:3128/'); // 'via http://proxy:3128/'
 * ```
 */
export function withoutUserinfo(text: string): string {
  return text.replace(/(\/\/)[^/\s@]*@/g, '$1');
}

/**
 * A URL with its userinfo removed (`http://u:p@host/` → `http://host/`); text that is not a URL
 * loses any `user:password@` in it.
 *
 * @example
 * ```ts
 * urlWithoutUserinfo('http://u:p@proxy:3128/'); // 'http://proxy:3128/'
 * ```
 */
export function urlWithoutUserinfo(raw: string): string {
  try {
    const parsed = new URL(raw);
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
  } catch {
    return withoutUserinfo(raw);
  }
}

/**
 * The secret strings a request record carries — values under secret keys in its header struct,
 * secret HTTP headers, secret arguments, the endpoint's and the proxy's passwords — to mask in any
 * text that might quote them (a server's fault string, a decode error, verbose output).
 *
 * @example
 * ```ts
 * maskSecrets(fault.faultString, secretsOf(request));
 * ```
 */
export function secretsOf(request: Pick<CallRequest, 'headers' | 'transportHeaders' | 'method' | 'args' | 'endpoint' | 'proxy'>): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, secret: boolean, depth: number): void => {
    if (depth > 16) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      if (secret && String(value) !== '') found.add(String(value));
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, secret, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) visit(inner, secret || isSecretKey(key), depth + 1);
    }
  };
  visit(request.headers, false, 0);
  for (const [name, value] of Object.entries(request.transportHeaders)) if (isSecretHeader(name)) visit(value, true, 0);
  for (const index of secretArgs(request.method)) visit(request.args[index], true, 0);
  for (const url of [request.endpoint, request.proxy]) {
    if (url === undefined) continue;
    try {
      const password = decodeURIComponent(new URL(url).password);
      if (password !== '') found.add(password);
    } catch {
      // Not a URL: nothing to collect from it.
    }
  }
  return [...found];
}

/**
 * `text` with every secret of at least four characters (longest first) replaced by `mask`.
 *
 * @example
 * ```ts
 * maskSecrets('bad key abcd1234', ['abcd1234']); // 'bad key ***'
 * ```
 */
export function maskSecrets(text: string, secrets: readonly string[], mask = '***'): string {
  let result = text;
  // Longest first, so a secret that contains another is masked whole.
  for (const secret of [...secrets].sort((x, y) => y.length - x.length)) {
    if (secret.length >= MIN_MASKED_LENGTH) result = result.split(secret).join(mask);
  }
  return result;
}

/** A deep copy of `value` with the values of secret-named keys replaced by {@link REDACTED}. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 32) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    setOwn(copy, key, isSecretKey(key) && inner !== null && inner !== undefined ? REDACTED : redactValue(inner, depth + 1));
  }
  return copy;
}

/** A URL with its password (and username) replaced. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = parsed.username === '' ? '' : 'REDACTED';
    parsed.password = parsed.password === '' ? '' : 'REDACTED';
    return parsed.href;
  } catch {
    return url.replace(/\/\/[^/@\s]*@/, '//REDACTED@');
  }
}

/**
 * A copy of a request record safe to keep or print: the `authenticate` header's key and token,
 * any secret-named header value, the password arguments of `getPortalLoginToken`, secret HTTP
 * headers and proxy credentials replaced by {@link REDACTED}; the `signal` left out.
 */
export function redactRequest(request: CallRequest): Omit<CallRequest, 'signal'> {
  const transportHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.transportHeaders)) {
    setOwn(transportHeaders, name, isSecretHeader(name) ? REDACTED : value);
  }
  let args = request.args.map((arg) => redactValue(arg));
  const secret = secretArgs(request.method);
  if (secret.length > 0) {
    args = args.map((arg, index) => (secret.includes(index) && arg !== null && arg !== undefined ? REDACTED : arg));
  }
  const { signal, ...rest } = request;
  void signal;
  return {
    ...rest,
    args,
    transportHeaders,
    proxy: redactUrl(request.proxy),
    endpoint: redactUrl(request.endpoint) ?? request.endpoint,
    headers: redactValue(request.headers) as Record<string, unknown>,
    filter: request.filter === undefined ? undefined : (redactValue(request.filter) as Record<string, unknown>),
  };
}
