/**
 * A `fetch` over undici's own `fetch` with a given dispatcher (connection pool or proxy agent).
 * Node-only; used by the pooled default `fetch` and by `createProxyFetch`.
 *
 * @module
 */

import { fetch as undiciFetch, Request as UndiciRequest } from 'undici';
import type { Dispatcher, RequestInit as UndiciRequestInit } from 'undici';

/**
 * A `fetch` that sends every request with undici's `fetch` through `dispatcher`. It uses undici's
 * own `fetch` (not the one Node.js bundles), so it does not depend on which undici version Node.js
 * ships. Requests built with the global `Request` are accepted.
 *
 * @example
 * ```ts
 * const pooled = fetchThrough(new Agent({ connections: 8 }));
 * const response = await pooled('http://127.0.0.1:8080/');
 * ```
 */
export function fetchThrough(dispatcher: Dispatcher): typeof globalThis.fetch {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const [target, options] = await toUndiciArguments(input, init);
    const response = await undiciFetch(target, { ...options, dispatcher });
    // undici's Response implements the same interface as the global one.
    return response as unknown as Response;
  };
}

/**
 * Converts a global `Request` (which undici's `fetch` would not recognise as its own) to a URL and
 * init object; strings, URLs and undici's own requests pass unchanged.
 */
async function toUndiciArguments(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<[string | URL | UndiciRequest, UndiciRequestInit]> {
  const base = (init ?? {}) as UndiciRequestInit;
  if (typeof input === 'string' || input instanceof URL || input instanceof UndiciRequest) return [input, base];
  const body = input.body === null ? undefined : new Uint8Array(await input.arrayBuffer());
  return [
    input.url,
    {
      method: input.method,
      headers: [...input.headers],
      body,
      redirect: input.redirect,
      signal: input.signal,
      keepalive: input.keepalive,
      ...base,
    },
  ];
}
