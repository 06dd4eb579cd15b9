/**
 * Applies an auth plugin to a request record (seed, "Authentication" rule 2).
 *
 * @module
 */

import type { CallRequest } from '../request/call-request.js';
import { isRecord, setOwn } from '../util/records.js';
import type { AuthPlugin } from './types.js';

/** Plugin classes (prototypes) already warned about `getHeaders()`. */
const warned = new WeakSet<object>();

/**
 * Emits the `getHeaders()` DeprecationWarning once per plugin class: through
 * `process.emitWarning` where it exists, else `console.warn`. Names the class, never a value.
 */
function warnGetHeaders(auth: AuthPlugin): void {
  const kind = (Object.getPrototypeOf(auth) as object | null) ?? auth;
  if (warned.has(kind)) return;
  warned.add(kind);
  const className = (auth as { constructor?: { name?: unknown } }).constructor?.name;
  const label = typeof className === 'string' && className !== '' && className !== 'Object' ? className : 'auth plugin';
  const message =
    `${label}.getHeaders() is deprecated: its headers are still merged into each request, ` +
    'but set them in getRequest(request) instead';
  const emitWarning = (globalThis as { process?: { emitWarning?: (message: string, options: object) => void } }).process
    ?.emitWarning;
  if (typeof emitWarning === 'function') {
    emitWarning(message, { type: 'DeprecationWarning', code: 'SVCLIB_AUTH_GET_HEADERS' });
  } else {
    console.warn(`DeprecationWarning: ${message}`);
  }
}

/**
 * When `auth` is set: merges a non-empty `auth.getHeaders?.()` into `request.headers` (with a
 * DeprecationWarning once per plugin class), then returns `await auth.getRequest(request)`.
 */
export async function applyAuth(request: CallRequest, auth: AuthPlugin | null): Promise<CallRequest> {
  if (auth === null) return request;
  let current = request;
  if (typeof auth.getHeaders === 'function') {
    const extra: unknown = auth.getHeaders();
    if (isRecord(extra) && Object.keys(extra).length > 0) {
      warnGetHeaders(auth);
      const headers = { ...current.headers };
      for (const [key, value] of Object.entries(extra)) setOwn(headers, key, value);
      current = { ...current, headers };
    }
  }
  const result: unknown = await auth.getRequest(current);
  if (!isRecord(result) || !isRecord(result.headers) || typeof result.service !== 'string') {
    throw new TypeError('The auth plugin\'s getRequest(request) must return a request record (with "service" and "headers")');
  }
  return result as unknown as CallRequest;
}
