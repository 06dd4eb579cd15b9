/**
 * The HTTP seam: the one small interface between the XML-RPC transport (which encodes the call,
 * decodes the answer and maps failures to svclib errors) and whatever sends bytes over HTTP.
 *
 * ```text
 *   Client ─▶ Transport (createXmlRpcTransport) ─▶ HttpSender.send(HttpRequest) ─▶ HttpResponse
 *                                                     │
 *                         ┌───────────────────────────┴──────────────────────────────┐
 *                fetchSender (ky over a fetch)                         Node fast path (Node entry)
 *          browsers, Deno, Bun, a `fetch` you pass,            undici dispatch(), bounded keep-alive
 *          and Node when `hooks` are given                     pool, proxy agent; chosen in one place
 * ```
 *
 * A sender takes the request the transport built and gives back the status, the headers and the
 * body as a byte stream (or, for a small body, whole: {@link HttpResponse.wholeBody}); it does not
 * follow redirects, retry, decode or map errors (the transport does all of that, the same way
 * whatever sends). A standard `Response` is an {@link HttpResponse}.
 *
 * @module
 */

import ky, { type Hooks } from 'ky';
import { ownOptions } from './records.js';

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
 * ky's hooks that svclib runs on each HTTP exchange (client option `hooks`): `beforeRequest` sees
 * (and may replace) the `Request`, `afterResponse` sees (and may replace) the `Response`. For
 * logging and metrics. The request carries the credentials (in its body and, for Basic auth, the
 * `authorization` header): redact before you log (`maskSecrets`, `isSecretHeader`).
 *
 * @example
 * ```ts
 * const hooks: HttpHooks = {
 *   afterResponse: [(request, _options, response) => { console.log(request.url, response.status); }],
 * };
 * ```
 */
export type HttpHooks = Pick<Hooks, 'beforeRequest' | 'afterResponse'>;

/**
 * Options of {@link fetchSender}.
 *
 * @example
 * ```ts
 * const options: FetchSenderOptions = { fetch: globalThis.fetch, hooks: {} };
 * ```
 */
export interface FetchSenderOptions {
  /** The `fetch` ky calls (default: `globalThis.fetch`). */
  readonly fetch?: typeof globalThis.fetch | undefined;
  /** ky hooks run on each exchange. */
  readonly hooks?: HttpHooks | undefined;
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
const NO_KY_HOOKS = Object.freeze({ beforeRequest: undefined, beforeRetry: undefined, beforeError: undefined, afterResponse: undefined }) as unknown as Hooks;

type BeforeRequestHook = NonNullable<Hooks['beforeRequest']>[number];
type AfterResponseHook = NonNullable<Hooks['afterResponse']>[number];
type HookOptions = Parameters<BeforeRequestHook>[1];

/**
 * `fetch` with ky's `beforeRequest` and `afterResponse` hooks run around it, as ky runs them: a
 * `beforeRequest` hook may return a `Request` (sent instead; later hooks skipped) or a `Response`
 * (answered without sending); each `afterResponse` hook sees a clone of the response and may return
 * a replacement. A hook's `options` argument is the `fetch` init ky passes.
 */
function withHooks(base: typeof globalThis.fetch, before: readonly BeforeRequestHook[], after: readonly AfterResponseHook[]): typeof globalThis.fetch {
  if (before.length === 0 && after.length === 0) return base;
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let request = input instanceof Request ? input : new Request(input, init);
    const options = (init ?? {}) as HookOptions;
    let response: Response | undefined;
    for (const hook of before) {
      const result = await hook(request, options, { retryCount: 0 });
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result instanceof Request) {
        request = result;
        break;
      }
    }
    response ??= await base(request, init);
    for (const hook of after) {
      const replaced = await hook(request, options, response.clone(), { retryCount: 0 });
      if (replaced instanceof Response) response = replaced;
    }
    return response;
  };
}

/**
 * The sender over ky and a `fetch`: ky builds the `Request`, runs the `hooks`, and calls `fetch`
 * (no retries, no timeout of its own, no redirects followed, HTTP errors returned as responses for
 * the transport to map). The default sender in browsers, Deno and Bun, and on Node.js when hooks are
 * given; also what the transport's `fetch`/`proxyFetch` options are wrapped in.
 *
 * @example
 * ```ts
 * const sender = fetchSender({ hooks: { beforeRequest: [(request) => { request.headers.set('x-trace', '1'); }] } });
 * const transport = createXmlRpcTransport({ sender });
 * ```
 */
export function fetchSender(options: FetchSenderOptions = {}): HttpSender {
  // Own properties only: a `fetch` or `hooks` on `Object.prototype` must not see the requests.
  const { fetch, hooks } = ownOptions(options);
  // ky reads its options with plain property reads, so every option it would otherwise find on
  // `Object.prototype` is given here as an own property. Its hook lists are merged from a fresh `{}`
  // (which would pick up an inherited `beforeRequest`), so ky gets none (own `undefined` makes each
  // list empty) and the hooks run here, around the `fetch`, as ky would run them.
  const base = fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const send = withHooks(base, [...(hooks?.beforeRequest ?? [])], [...(hooks?.afterResponse ?? [])]);
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
