/**
 * The default transport: XML-RPC over HTTP (SPEC §3, §4). It encodes the call, hands the HTTP
 * request to an {@link HttpSender} (the HTTP seam, `http/sender.ts`), decodes the answer as it
 * streams in and maps every failure to a svclib error. It uses no Node-only module, so it runs in
 * browsers, Deno and Bun too (proxies need a `proxySender`, which the Node entry provides).
 *
 * @module
 */

import { decodeMethodResponse, encodeMethodCall, isXmlRpcDecodeError, isXmlRpcFault } from '@svclib/xmlrpc';
import { decodeError, emptyBodyError, encodeError, faultError } from '../../errors/error-mapping.js';
import { headerStruct } from '../../request/header-struct.js';
import { recordIdentifier } from '../../util/identifier.js';
import { setOwn } from '../../util/records.js';
import { createHttpExchange, SENDER_OPTION_CHECKERS, type BodyCodec } from '../../http/exchange.js';
import type { HttpSender } from '../../http/sender.js';
import { defineOptions, type SpecFor } from '../../options/option-spec.js';
import type { CallRequest, Transport } from '../../request/call-request.js';

/**
 * Options of {@link createXmlRpcTransport}.
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport({ maxBytes: 16 * 1024 * 1024 });
 * const client = new Client({ username: 'u', apiKey: 'k', transport });
 * ```
 */
export interface XmlRpcTransportOptions {
  /**
   * Sends requests without a proxy (the HTTP seam, {@link HttpSender}). Default: {@link fetchSender}
   * over the global `fetch`. The default transport of the Node.js entry passes its fast path here
   * (undici's `dispatch()` on a bounded keep-alive pool); wrap a sender with `wrapSender` to run
   * hooks around it.
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ sender: fetchSender({ fetch: globalThis.fetch }) });
   * ```
   */
  sender?: HttpSender;
  /**
   * Makes the sender for requests whose record has `proxy` set; called once per distinct proxy URL
   * and cached. Without it, a request with a proxy is refused with a `TransportError` rather than
   * sent around the proxy. On Node.js, pass `createProxySender` from the Node entry.
   *
   * @example
   * ```ts
   * import { createProxySender } from '@svclib/core/node';
   * createXmlRpcTransport({ proxySender: createProxySender });
   * ```
   */
  proxySender?: (proxyUrl: string) => HttpSender;
  /**
   * Largest response body accepted, in bytes, counted after decompression. A larger response is
   * refused with a `ParseError` as soon as the limit is passed (or at once when its
   * `Content-Length` says so), without buffering it. Default: 256 MiB.
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ maxBytes: 8 * 1024 * 1024 }); // 8 MiB
   * ```
   */
  maxBytes?: number;
}

/** The content type of an XML-RPC request body. */
const XML_CONTENT_TYPE = 'application/xml';

/** The checker of each option of {@link createXmlRpcTransport}. */
const XML_RPC_TRANSPORT_OPTIONS = defineOptions('createXmlRpcTransport', SENDER_OPTION_CHECKERS satisfies SpecFor<XmlRpcTransportOptions>);

/** The XML-RPC body codec: `methodResponse` documents, faults in bodies and in error bodies. */
const XML_RPC_CODEC: BodyCodec = {
  decode: (input, maxBytes) => decodeMethodResponse(input, { maxBytes }),
  failure(error, exchange, response, empty) {
    if (isXmlRpcFault(error)) return faultError(error, exchange, response);
    if (!isXmlRpcDecodeError(error)) return undefined;
    return empty ? emptyBodyError(exchange, response.status, error) : decodeError(error, exchange, response.status);
  },
  async errorFault(data) {
    try {
      await decodeMethodResponse(data, { maxBytes: data.byteLength });
    } catch (error) {
      if (isXmlRpcFault(error)) return error;
    }
    return undefined;
  },
};

/**
 * Creates the XML-RPC transport: it POSTs each call to `endpoint/service`, decodes the response as
 * it streams in, and maps every failure to a svclib error (SPEC §2): faults to their kinds, HTTP 401
 * to `Unauthenticated`, other HTTP errors to `TransportError(status)`, network failures, timeouts
 * and aborts to `TransportError(0)` with `cause`, and malformed responses to `ParseError` kinds.
 *
 * `request.timeout` (seconds) covers the whole exchange, including reading the body. Connections
 * are kept alive and reused. Redirects are not followed (the request body carries credentials): a
 * 3xx answer is a `TransportError` naming the status. An argument XML-RPC cannot carry (`NaN`, a
 * function, …) is a `TypeError` naming its path; nothing is sent then. An unknown or ill-typed
 * option is a `TypeError` naming it (with a did-you-mean), thrown here.
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport();
 * const client = new Client({ username: 'u', apiKey: 'k', transport });
 * ```
 */
export function createXmlRpcTransport(given: XmlRpcTransportOptions = {}): Transport {
  // Checked, own properties only: a `sender` on `Object.prototype` must not carry the calls, and
  // `{ maxbytes }` or `{ sender: {} }` is a TypeError now rather than a failure of every call.
  const exchange = createHttpExchange(XML_RPC_TRANSPORT_OPTIONS.check(given), XML_RPC_CODEC);
  return (request: CallRequest): Promise<unknown> =>
    exchange(request, (context) => {
      recordIdentifier(request);
      let body: string;
      try {
        body = encodeMethodCall(request.method, [{ headers: headerStruct(request) }, ...request.args]);
      } catch (error) {
        throw encodeError(error, request, context);
      }
      return { method: 'POST', url: `${request.endpoint}/${request.service}`, headers: xmlRpcHttpHeaders(request.transportHeaders), body };
    });
}

/**
 * The HTTP headers of an XML-RPC call: the record's, with `Content-Type: application/xml` when it
 * names no content type (placed after `User-Agent`, where records used to carry it, so the header
 * block is the same as before); a content type the record names (`rawHeaders`) is sent as given.
 */
function xmlRpcHttpHeaders(given: Readonly<Record<string, string>>): Record<string, string> {
  const names = Object.keys(given);
  if (names.some((name) => name.toLowerCase() === 'content-type')) return { ...given };
  const headers: Record<string, string> = {};
  const after = names.findIndex((name) => name.toLowerCase() === 'user-agent');
  if (after < 0) setOwn(headers, 'Content-Type', XML_CONTENT_TYPE);
  names.forEach((name, index) => {
    setOwn(headers, name, given[name]);
    if (index === after) setOwn(headers, 'Content-Type', XML_CONTENT_TYPE);
  });
  return headers;
}
