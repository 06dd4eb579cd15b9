/**
 * The transport a client uses when none is given: the XML-RPC transport (default) or the REST
 * transport (`transport: 'rest'`), with the platform's connection pool, proxy support and TLS
 * settings (Node.js entry) wired in.
 *
 * @module
 */

import { ServiceError } from '../errors/errors.js';
import { wrapSender, type HttpHooks } from '../http/hooks.js';
import { fetchSender, type HttpSender } from '../http/sender.js';
import { getPlatform, type TlsOptions } from '../config/platform.js';
import type { Transport } from '../request/call-request.js';
import { createRestTransport } from './rest/rest-transport.js';
import { createXmlRpcTransport } from './xmlrpc/xmlrpc-transport.js';

/** The wire formats a client can choose by name (client option, `SVC_TRANSPORT`, config file `transport`). */
export type TransportName = 'xmlrpc' | 'rest';

/**
 * The named transport with the platform's senders (on Node.js: the fast path over a pooled undici
 * agent — a pool of the client's own with `tls` —, and a proxy agent per proxy URL; elsewhere ky
 * over the global `fetch`), each wrapped with the client's `hooks` ({@link wrapSender}).
 */
export function createDefaultTransport(name: TransportName, maxBytes: number, hooks?: HttpHooks, tls?: TlsOptions): Transport {
  const platform = getPlatform();
  if (tls !== undefined && platform.defaultSenders === undefined) {
    throw new ServiceError('The tls option needs the Node.js entry of @svclib/core; this runtime sets TLS itself');
  }
  const senders = platform.defaultSenders?.(tls);
  const hooked = (sender: HttpSender): HttpSender => (hooks === undefined ? sender : wrapSender(sender, hooks));
  const makeProxySender = senders?.proxySender;
  const options = {
    maxBytes,
    sender: hooked(senders?.sender ?? fetchSender()),
    ...(makeProxySender === undefined ? {} : { proxySender: (proxyUrl: string) => hooked(makeProxySender(proxyUrl)) }),
  };
  return name === 'rest' ? createRestTransport(options) : createXmlRpcTransport(options);
}
