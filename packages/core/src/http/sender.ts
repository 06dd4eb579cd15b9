/**
 * The HTTP seam: the one small interface between the XML-RPC transport (which encodes the call,
 * decodes the answer and maps failures to svclib errors) and whatever sends bytes over HTTP.
 *
 * ```text
 *   Client ─▶ Transport (createXmlRpcTransport) ─▶ HttpSender.send(HttpRequest) ─▶ HttpResponse
 *                                                     │
 *                         ┌───────────────────────────┴──────────────────────────────┐
 *                fetchSender (ky over a fetch)                         Node fast path (Node entry)
 *          browsers, Deno, Bun, a `fetch` you pass             undici dispatch(), bounded keep-alive
 *                                                              pool, proxy agent; chosen in one place
 *
 *   hooks, logging, tracing: wrapSender(sender, hooks) — a sender around a sender (http/hooks.ts)
 * ```
 *
 * A sender takes the request the transport built and gives back the status, the headers and the
 * body as a byte stream (or, for a small body, whole: {@link HttpResponse.wholeBody}); it does not
 * follow redirects, retry, decode or map errors (the transport does all of that, the same way
 * whatever sends). A standard `Response` is an {@link HttpResponse}.
 *
 * @module
 */

import ky from 'ky';
import { ownOptions } from '../util/records.js';

/**
 * The transport reads an uncompressed response body whole (rather than decoding it as it streams
 * in) when its `Content-Length` is at most this many bytes; a sender offers
 * {@link HttpResponse.wholeBody} for such a body.
 */
export const WHOLE_BODY_BYTES = 64 * 1024;

/**
 * One HTTP request, as the transport hands it to an {@link HttpSender}.
 *
 * @example
 * ```ts
 * const request: HttpRequest = {
 *   url: 'https://api.example.com/xmlrpc/v3.1/Vendor_Account',
 *   method: 'POST',
 *   headers: { 'content-type': 'application/xml', 'accept-encoding': 'identity' },
 *   body: '<?xml version="1.0"?><methodCall>…</methodCall>',
 *   signal: undefined,
 *   timeoutMs: 30_000,
 * };
 * ```
 */
export interface HttpRequest {
  /** The absolute URL, without userinfo (the transport turns userinfo into `authorization`). */
  readonly url: string;
  /** The HTTP method (`POST`; the REST transport also sends `GET`). */
  readonly method: string;
  /** The headers, names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** The encoded call (a `methodCall` document, a REST JSON body), or `undefined` for none (a REST `GET`). */
  readonly body: string | undefined;
  /**
   * Aborts the request and its response body: fires on the caller's signal and when the timeout
   * passes (the transport arms it), or `undefined` when the call has neither.
   */
  readonly signal: AbortSignal | undefined;
  /**
   * The call's time bound in milliseconds (`undefined`: none). Informational: `signal` already fires
   * when it passes, so a sender needs no timer of its own.
   */
  readonly timeoutMs: number | undefined;
}

/**
 * What an {@link HttpSender} answers, once the status and headers have arrived. A standard `Response`
 * is one.
 *
 * @example
 * ```ts
 * const response: HttpResponse = new Response('<methodResponse/>', { status: 200 });
 * ```
 */
export interface HttpResponse {
  /** The HTTP status (`0` for an opaque redirect that was not followed). */
  readonly status: number;
  /** The status text (may be empty). */
  readonly statusText: string;
  /** The response headers (`get` is case-insensitive). */
  readonly headers: {
    /** The value of the header `name` (any case), or `null` when the response has none. */
    get(name: string): string | null;
    /**
     * Optional: calls `callback` with each header's value and lower-cased name (as `Headers` does),
     * for hooks that show them all (`svc --debug`). A sender should offer it.
     */
    forEach?(callback: (value: string, name: string) => void): void;
  };
  /** The body as a byte stream, decompressed, or `null` when there is none. */
  readonly body: ReadableStream<Uint8Array> | null;
  /**
   * Optional: the whole body at once, without a byte stream (cheaper for a small body). A sender
   * may offer it for an uncompressed body whose `Content-Length` is at most 64 KiB (the size the
   * transport reads whole anyway); the transport then calls it instead of reading `body`. It resolves
   * when the body has ended and rejects as reading `body` would (an abort, a timeout, a lost
   * connection). Use one or the other: once `wholeBody()` is called `body` is `null`, and once
   * `body` is read `wholeBody()` rejects. (Not named `bytes`: a standard `Response`'s `bytes()`,
   * where there is one, is not offered this way, so a `fetch` path reads `body` as before.)
   *
   * @example
   * ```ts
   * const response = await sender.send(request);
   * const data = response.wholeBody === undefined ? undefined : await response.wholeBody();
   * ```
   */
  readonly wholeBody?: (() => Promise<Uint8Array>) | undefined;
  /** `'opaqueredirect'` when `fetch` stopped at a redirect (`redirect: 'manual'`). */
  readonly type?: string;
}

/**
 * Sends one HTTP request and answers its response: the one method between the XML-RPC transport and
 * the network. Give one to `createXmlRpcTransport({ sender })` to send some other way (a test double
 * over a real server, a logging wrapper, another HTTP client).
 *
 * @example
 * ```ts
 * const logging: HttpSender = {
 *   async send(request) {
 *     const started = performance.now();
 *     const response = await fetchSender().send(request);
 *     console.log(request.url, response.status, `${(performance.now() - started).toFixed(1)} ms`);
 *     return response;
 *   },
 * };
 * const client = new Client({ username: 'u', apiKey: 'k', transport: createXmlRpcTransport({ sender: logging }) });
 * ```
 */
export interface HttpSender {
  /** Sends `request`; resolves once the status and headers are in, rejects on a network failure or an abort. */
  send(request: HttpRequest): Promise<HttpResponse>;
}

/**
 * Options of {@link fetchSender}.
 *
 * @example
 * ```ts
 * const options: FetchSenderOptions = { fetch: globalThis.fetch };
 * ```
 */
export interface FetchSenderOptions {
  /** The `fetch` ky calls (default: `globalThis.fetch`), with a `Request` and an init. */
  readonly fetch?: typeof globalThis.fetch | undefined;
}

/** ky options svclib never sets, set to `undefined` as own properties so that none is inherited. */
const KY_UNSET: Readonly<Record<string, undefined>> = Object.freeze({
  json: undefined,
  searchParams: undefined,
  parseJson: undefined,
  stringifyJson: undefined,
  onDownloadProgress: undefined,
  onUploadProgress: undefined,
});

/** Own `undefined` hook lists: ky turns each into an empty list, reading nothing inherited. */
const NO_KY_HOOKS = Object.freeze({ beforeRequest: undefined, beforeRetry: undefined, beforeError: undefined, afterResponse: undefined });

/**
 * The sender over ky and a `fetch`: ky builds the `Request` and calls `fetch` (no retries, no
 * timeout of its own, no redirects followed, HTTP errors returned as responses for the transport to
 * map). The default sender in browsers, Deno and Bun (and on Node.js where `undici` lacks the fast
 * path); pass your own `fetch` to send some other way. Hooks wrap it as any sender ({@link wrapSender}).
 *
 * @example
 * ```ts
 * const sender = fetchSender({ fetch: (input, init) => globalThis.fetch(input, init) });
 * const transport = createXmlRpcTransport({ sender });
 * ```
 */
export function fetchSender(options: FetchSenderOptions = {}): HttpSender {
  // Own properties only: a `fetch` on `Object.prototype` must not see the requests.
  const { fetch } = ownOptions(options);
  // ky reads its options with plain property reads, so every option it would otherwise find on
  // `Object.prototype` is given here as an own property; its hook lists are own `undefined`s (ky
  // merges them from a fresh `{}`, which would pick up an inherited `beforeRequest`).
  const send = fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return {
    send: (request) =>
      ky(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        ...(request.signal === undefined ? {} : { signal: request.signal }),
        timeout: false,
        retry: 0,
        throwHttpErrors: false,
        redirect: 'manual',
        fetch: send,
        hooks: NO_KY_HOOKS,
        prefixUrl: '',
        context: {},
        ...(KY_UNSET as object),
      }),
  };
}
