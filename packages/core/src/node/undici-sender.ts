/**
 * The Node.js fast path of the HTTP seam: an {@link HttpSender} over an undici dispatcher (the
 * connection pool, or a proxy agent), built for the transports' hot path. Node-only.
 *
 * It sends with `dispatcher.dispatch()` (undici's lowest public level) and answers with a body that
 * is a `ReadableStream` fed straight from the dispatch callbacks: no `Request` object, no Node
 * `Readable` in between, no re-reading of the request body: the sender takes the transport's
 * encoded body and headers as they are. The sender answers a plain {@link HttpResponse} (headers
 * read from undici's own object, no `Headers`/`Response` built) whose small uncompressed body of
 * known length can be taken whole with `wholeBody()`, no stream made.
 *
 * As `fetch` does, it decompresses `gzip`/`x-gzip`, `deflate` and `br` response bodies (streaming,
 * with the same lenient flush mode as undici's `fetch`), so the transport counts `maxBytes` on the
 * decompressed bytes, and it does not follow redirects (the transport asks for none).
 *
 * One file per concept under `node/`: this one (the sender), `dispatch.ts` (one
 * request through `dispatch()`, and the resend on an idle-closed connection), `response-handler.ts`
 * (the response and its body stream), `decompress.ts` (content decoding).
 *
 * @module
 */

import type { Dispatcher } from 'undici';
import type { HttpSender } from '../http/sender.js';
import { dispatchRequest, sendStateOf } from './dispatch.js';

/**
 * The fast-path {@link HttpSender}: sends every request through `dispatcher` (an undici `Agent`,
 * `Pool` or `ProxyAgent`) with the transport's headers and encoded body as they are (plus the
 * any-type `Accept` header that `fetch` adds, unless set). It does not depend on which undici
 * version Node.js bundles.
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport({ sender: sendThrough(new Agent({ connections: 8 })) });
 * ```
 */
export function sendThrough(dispatcher: Dispatcher): HttpSender {
  const state = sendStateOf(dispatcher);
  return {
    send: (request) => {
      // An already-aborted signal is refused by dispatchRequest before anything is sent.
      const { headers, signal } = request;
      return dispatchRequest(dispatcher, {
        url: request.url,
        method: request.method,
        headers: headers.accept === undefined ? { ...headers, accept: '*/*' } : headers,
        body: request.body ?? null,
        signal,
      }, state);
    },
  };
}
