/**
 * Proxy support for Node.js: a sender (`proxySender` option of the transports) that sends every
 * request through an HTTP(S) proxy. Node-only (it uses `undici`), so it is exported from the Node
 * entry, never from the browser-safe call path.
 *
 * @module
 */

import { fetchSender, type HttpSender } from '../http/sender.js';
import { globalFetch, nodeSender } from './fast-path.js';
import { sendThrough } from './undici-sender.js';
import { redactUrl } from '../errors/redact.js';

/**
 * Makes an {@link HttpSender} that routes every request through the proxy at `proxyUrl`
 * (`http://host:port`, optionally with `user:password@`, which is sent as `Proxy-Authorization` and
 * never logged or put in an error message). Plain `http://` targets are forwarded with an
 * absolute-URI request; `https://` targets go through a `CONNECT` tunnel. Connections to the proxy
 * are kept alive.
 *
 * It sends on the fast path (undici's `ProxyAgent` with `dispatch()`, the transport's headers and
 * body as they are), so it does not depend on which undici version Node.js bundles; `undici` is
 * loaded on the first request. Where `undici` lacks that fast path (Bun), requests go through the
 * global `fetch` with its `proxy` option instead. The default transport of the Node.js entry uses
 * it; wrap it to add hooks (`wrapSender`).
 *
 * @throws {TypeError} when `proxyUrl` is not an `http:` or `https:` URL.
 * @example
 * ```ts
 * import { createXmlRpcTransport } from '@svclib/core/wire';
 * import { createProxySender } from '@svclib/core/node';
 *
 * const transport = createXmlRpcTransport({ proxySender: createProxySender });
 * ```
 */
export function createProxySender(proxyUrl: string): HttpSender {
  const uri = checkedProxyUri(proxyUrl);
  return nodeSender(
    (undici) => sendThrough(new undici.ProxyAgent({ uri, proxyTunnel: false })),
    fetchSender({ fetch: proxyFallback(uri) }),
  );
}

/** `proxyUrl` parsed and normalized, or a `TypeError` that never shows its userinfo. */
export function checkedProxyUri(proxyUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(proxyUrl);
  } catch {
    // The parser's error is left out: it carries the whole URL, userinfo included.
    throw new TypeError(`Invalid proxy URL: ${redactUrl(proxyUrl)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(
      `Unsupported proxy protocol ${parsed.protocol} in ${redactUrl(proxyUrl)} (use http: or https:)`,
    );
  }
  return parsed.href;
}

/**
 * The proxy `fetch` where undici lacks the fast path: only Bun's global `fetch` can carry a proxy
 * (its `proxy` option); elsewhere every request is refused rather than sent around the proxy.
 *
 * @example
 * ```ts
 * const fetch = proxyFallback('http://proxy.internal:3128');
 * ```
 */
export function proxyFallback(uri: string, bun = 'Bun' in globalThis): typeof globalThis.fetch {
  if (bun) return globalFetch({ proxy: uri });
  return () =>
    Promise.reject(new Error(`cannot send through proxy ${redactUrl(uri)}: this runtime's undici has no ProxyAgent`));
}
