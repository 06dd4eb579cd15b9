/**
 * The transport a client uses when none is given: the XML-RPC transport, with the platform's
 * connection pool and proxy support (Node.js entry) wired in.
 *
 * @module
 */

import type { HttpHooks } from './http-sender.js';
import { getPlatform } from './platform.js';
import type { Transport } from './request.js';
import { createXmlRpcTransport } from './transport.js';

/**
 * `createXmlRpcTransport` with the platform's senders (on Node.js: the fast path over a pooled undici
 * agent, or ky over the same pool when `hooks` are given; elsewhere ky over the global `fetch`).
 */
export function createDefaultTransport(maxBytes: number, hooks?: HttpHooks): Transport {
  const senders = getPlatform().defaultSenders?.(hooks);
  return createXmlRpcTransport({
    maxBytes,
    ...(hooks === undefined ? {} : { hooks }),
    ...(senders === undefined ? {} : { sender: senders.sender, proxySender: senders.proxySender }),
  });
}
