/**
 * The transport a client uses when none is given: the XML-RPC transport, with the platform's
 * proxy support (Node.js entry) wired in.
 *
 * @module
 */

import { getPlatform } from './platform.js';
import type { Transport } from './request.js';
import { createXmlRpcTransport } from './transport.js';

/** `createXmlRpcTransport({ proxyFetch: platform.proxyFetch, maxBytes })`. */
export function createDefaultTransport(maxBytes: number): Transport {
  const { proxyFetch } = getPlatform();
  return createXmlRpcTransport(proxyFetch === undefined ? { maxBytes } : { proxyFetch, maxBytes });
}
