/**
 * The senders of a client with the `tls` option (Node.js): a keep-alive pool of its own whose
 * connections use the given CA, client certificate and key, and `rejectUnauthorized` — also through
 * a proxy (the TLS settings then apply to the tunnelled connection to the API). Node-only.
 *
 * @module
 */

import type * as Undici from 'undici';
import { fetchSender } from '../http/sender.js';
import { MAX_CONNECTIONS_PER_ORIGIN } from './pool.js';
import { checkedProxyUri } from './proxy.js';
import { globalFetch, nodeSender } from './fast-path.js';
import { sendThrough } from './undici-sender.js';
import type { DefaultSenders, TlsOptions } from '../config/platform.js';

/** The TLS connect options undici takes, from {@link TlsOptions} (only the keys that are set). */
function connectOptions(tls: TlsOptions): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  if (tls.ca !== undefined) options.ca = tls.ca;
  if (tls.cert !== undefined) options.cert = tls.cert;
  if (tls.key !== undefined) options.key = tls.key;
  if (tls.rejectUnauthorized !== undefined) options.rejectUnauthorized = tls.rejectUnauthorized;
  return options;
}

/**
 * The default senders with `tls` applied: the undici fast path on an `Agent` of the client's own
 * (at most 50 connections per origin), a `ProxyAgent` per proxy URL. Where undici lacks the fast
 * path (Bun), the global `fetch` with its `tls` option.
 *
 * @example
 * ```ts
 * const { sender } = tlsSenders({ ca: caPem });
 * ```
 */
export function tlsSenders(tls: TlsOptions): DefaultSenders {
  const connect = connectOptions(tls);
  const fallback = fetchSender({ fetch: globalFetch({ tls: connect }) });
  let agent: Undici.Agent | undefined;
  const agentOf = (undici: typeof Undici): Undici.Agent =>
    (agent ??= new undici.Agent({ connections: MAX_CONNECTIONS_PER_ORIGIN, connect }));
  const proxyOf = (undici: typeof Undici, proxyUrl: string): Undici.ProxyAgent =>
    new undici.ProxyAgent({ uri: checkedProxyUri(proxyUrl), proxyTunnel: false, requestTls: connect });
  return {
    sender: nodeSender((undici) => sendThrough(agentOf(undici)), fallback),
    proxySender: (proxyUrl) => nodeSender((undici) => sendThrough(proxyOf(undici, proxyUrl)), fallback),
  };
}
