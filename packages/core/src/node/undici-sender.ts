/**
 * The Node.js fast path of the HTTP seam: an {@link HttpSender} over an undici dispatcher (the
 * connection pool, or a proxy agent), built for the XML-RPC transport's hot path, and a `fetch` over
 * the same machinery (for ky, when hooks are given, and for `createProxyFetch`). Node-only.
 *
 * It sends with `dispatcher.dispatch()` (undici's lowest public level) and answers with a body that
 * is a `ReadableStream` fed straight from the dispatch callbacks: no `Request` object, no Node
 * `Readable` in between, no re-reading of the request body: the sender takes the transport's
 * encoded body and headers as they are. The sender answers a plain {@link HttpResponse} (headers
 * read from undici's own object, no `Headers`/`Response` built) whose small uncompressed body of
 * known length can be taken whole with `wholeBody()`, no stream made; the `fetch` answers a standard
 * `Response`.
 *
 * As `fetch` does, it decompresses `gzip`/`x-gzip`, `deflate` and `br` response bodies (streaming,
 * with the same lenient flush mode as undici's `fetch`), so the transport counts `maxBytes` on the
 * decompressed bytes, and it does not follow redirects (the transport asks for none).
 *
 * One file per concept under `node/`: this one (the sender and its `fetch`), `dispatch.ts` (one
 * request through `dispatch()`, and the resend on an idle-closed connection), `response-handler.ts`
 * (the response and its body stream), `decompress.ts` (content decoding).
 *
 * @module
 */

import type { Dispatcher } from 'undici';
import type { HttpSender } from '../http-sender.js';
import { dispatchFetch, sendStateOf } from './dispatch.js';
import { abortReason } from './response-handler.js';

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
      // An already-aborted signal is refused by dispatchFetch before anything is sent.
      const { headers, signal } = request;
      return dispatchFetch(dispatcher, {
        url: request.url,
        method: request.method,
        headers: headers.accept === undefined ? { ...headers, accept: '*/*' } : headers,
        body: request.body ?? null,
        signal,
        plain: true,
      }, state);
    },
  };
}

/**
 * A `fetch` that sends every request through `dispatcher` (an undici `Agent`, `Pool` or
 * `ProxyAgent`), reading the `Request` (or URL and init) it is given. It does not depend on which
 * undici version Node.js bundles.
 *
 * @example
 * ```ts
 * const pooled = fetchThrough(new Agent({ connections: 8 }));
 * const response = await pooled('http://127.0.0.1:8080/');
 * ```
 */
export function fetchThrough(dispatcher: Dispatcher): typeof globalThis.fetch {
  const state = sendStateOf(dispatcher);
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request && (init === undefined || isEmpty(init)) ? input : new Request(input, init);
    if (request.signal.aborted) throw abortReason(request.signal);
    const body = request.body === null ? null : new Uint8Array(await request.arrayBuffer());
    const headers: string[] = [];
    for (const [name, value] of request.headers) headers.push(name, value);
    // As `fetch` does: `Accept: */*` and the codings it decodes, unless the request says otherwise.
    if (!request.headers.has('accept')) headers.push('accept', '*/*');
    if (!request.headers.has('accept-encoding')) headers.push('accept-encoding', 'gzip, deflate, br');
    const outgoing = { url: request.url, method: request.method, headers, body, signal: request.signal, plain: false };
    // Not `plain`: the handler answers a standard `Response`.
    return dispatchFetch(dispatcher, outgoing, state) as Promise<Response>;
  };
}

function isEmpty(init: object): boolean {
  for (const key in init) if (Object.hasOwn(init, key)) return false;
  return true;
}
