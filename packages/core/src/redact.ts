/**
 * Redaction of secrets in request records, for anything that stores or prints them.
 *
 * @module
 */

import { isRecord, setOwn } from './records.js';
import type { CallRequest } from './request.js';

/** What replaces a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Header-struct and argument keys whose values are secrets (at any depth): any key containing one
 * of these words (`apiKey`, `authToken`, `secretToken`, `newPassword`, `securityQuestionAnswer`, …).
 */
const SECRET_KEY = /api_?key|private_?key|secret|token|password|passwd|hash|answer|credential/i;
/** HTTP headers whose values are secrets. */
const SECRET_HTTP_HEADER = /^(?:authorization|proxy-authorization|cookie|x-auth-token|x-api-key)$/i;

/** A deep copy of `value` with the values of secret-named keys replaced by {@link REDACTED}. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 32) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    setOwn(copy, key, SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : redactValue(inner, depth + 1));
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
    setOwn(transportHeaders, name, SECRET_HTTP_HEADER.test(name) ? REDACTED : value);
  }
  let args = request.args.map((arg) => redactValue(arg));
  if (request.method === 'getPortalLoginToken') {
    // (username, password, securityQuestionId, securityQuestionAnswer)
    args = args.map((arg, index) => ((index === 1 || index === 3) && arg !== null && arg !== undefined ? REDACTED : arg));
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
