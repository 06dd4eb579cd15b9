/**
 * The transport a client uses when none is given: the XML-RPC transport, with the platform's
 * connection pool and proxy support (Node.js entry) wired in.
 *
 * @module
 */

import { getPlatform } from './platform.js';
import type { Transport } from './request.js';
import { createXmlRpcTransport } from './transport.js';

/**
 * `createXmlRpcTransport({ fetch: platform.directFetch?.(), proxyFetch: platform.proxyFetch,
 * fetchTakesInit: platform.fetchTakesInit, maxBytes })`: on Node.js, ky sends through the pooled
 * undici fetch, which takes the encoded body straight from the transport.
 */
export function createDefaultTransport(maxBytes: number): Transport {
  const { directFetch, proxyFetch, fetchTakesInit } = getPlatform();
  return createXmlRpcTransport({
    maxBytes,
    fetchTakesInit,
    ...(directFetch === undefined ? {} : { fetch: directFetch() }),
    ...(proxyFetch === undefined ? {} : { proxyFetch }),
  });
}
