/**
 * The default transport: XML-RPC over HTTP (SPEC §3, §4). It encodes the call, hands the HTTP
 * request to an {@link HttpSender} (the HTTP seam, `http-sender.ts`), decodes the answer as it
 * streams in and maps every failure to a svclib error. It uses no Node-only module, so it runs in
 * browsers, Deno and Bun too (proxies need a `proxySender` or `proxyFetch`, which the Node entry
 * provides).
 *
 * @module
 */

import {
  decodeMethodResponse,
  encodeMethodCall,
  isXmlRpcDecodeError,
  isXmlRpcFault,
  type XmlRpcDecodeInput,
} from '@svclib/xmlrpc';
import {
  abortedError,
  bodyTooLargeError,
  connectionLostError,
  decodeError,
  emptyBodyError,
  encodeError,
  faultError,
  httpStatusError,
  noProxySenderError,
  redirectError,
  TimeoutSignal,
  toServiceError,
  type ExchangeContext,
  type HttpErrorBody,
} from './error-mapping.js';
import { headerStruct } from './header-struct.js';
import { fetchSender, WHOLE_BODY_BYTES, type HttpHooks, type HttpResponse, type HttpSender } from './http-sender.js';
import { setLongTimeout, type LongTimeout } from './long-timeout.js';
import { ownOptions } from './records.js';
import { basicCredentials, secretsOf, withoutUserinfo } from './redact.js';
import type { CallRequest, Transport } from './request.js';
import { headerCount, setTotalItems } from './total-items.js';

/** Default limit on the (decompressed) size of a response body: 256 MiB. */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** At most this much of an HTTP error body is read to look for a fault or build an excerpt. */
const ERROR_BODY_LIMIT = 1024 * 1024;
/** At most this much trailing data after the end of a decoded response is drained for keep-alive. */
const DRAIN_LIMIT = 64 * 1024;

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
   * over `fetch` (below) with `hooks`. The default transport of the Node.js entry passes its fast
   * path here (undici's `dispatch()` on a bounded keep-alive pool).
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ sender: fetchSender({ fetch: globalThis.fetch }) });
   * ```
   */
  sender?: HttpSender;
  /**
   * Makes the sender for requests whose record has `proxy` set; called once per distinct proxy URL
   * and cached. Default: {@link fetchSender} over `proxyFetch(proxyUrl)` when `proxyFetch` is given.
   * Without either, a request with a proxy is refused with a `TransportError` rather than sent
   * around the proxy.
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ proxySender: (proxyUrl) => myProxySender(proxyUrl) });
   * ```
   */
  proxySender?: (proxyUrl: string) => HttpSender;
  /**
   * The `fetch` of the default sender (ignored when `sender` is given). Default: `globalThis.fetch`.
   * It is called by ky with a `Request` object.
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ fetch: (input, init) => globalThis.fetch(input, init) });
   * ```
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Makes the `fetch` for requests whose record has `proxy` set (ignored when `proxySender` is
   * given); called once per distinct proxy URL and cached. On Node.js, pass `createProxyFetch` from
   * the Node entry.
   *
   * @example
   * ```ts
   * import { createProxyFetch } from '@svclib/core/node';
   * createXmlRpcTransport({ proxyFetch: createProxyFetch });
   * ```
   */
  proxyFetch?: (proxyUrl: string) => typeof globalThis.fetch;
  /**
   * ky hooks run on each exchange of the senders this transport makes from `fetch` and `proxyFetch`
   * (not on a `sender`/`proxySender` you pass): for logging and metrics.
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ hooks: { afterResponse: [(_request, _options, response) => { console.log(response.status); }] } });
   * ```
   */
  hooks?: HttpHooks;
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

/** Thrown inside the body reader when the response passes `maxBytes`. */
class BodyTooLarge extends Error {
  static {
    this.prototype.name = 'BodyTooLarge';
  }
}

/** What happened while the response body was read (set by {@link nextChunk}). */
interface BodyState {
  bytes: number;
  done: boolean;
  readError: unknown;
  tooLarge: boolean;
}

/** Everything about one exchange that its errors need (the mapping is in `error-mapping.ts`). */
type Exchange = ExchangeContext;

/** The target of one `endpoint/service` URL: what to fetch, what to show, the Basic credentials. */
interface Target {
  readonly url: string;
  /** The URL without userinfo. */
  readonly safeUrl: string;
  readonly label: string;
  readonly authorization: string | undefined;
}

/** Targets already split, by `endpoint/service` (a client calls a handful of them). */
const targets = new Map<string, Target>();
const MAX_CACHED_TARGETS = 256;

/** {@link splitCredentials} of `raw`, cached. */
function targetOf(raw: string): Target {
  let target = targets.get(raw);
  if (target === undefined) {
    const split = splitCredentials(raw);
    target = { url: split.url, safeUrl: split.safeUrl, label: `POST ${split.safeUrl}`, authorization: split.authorization };
    if (targets.size >= MAX_CACHED_TARGETS) targets.clear();
    targets.set(raw, target);
  }
  return target;
}

/**
 * Creates the XML-RPC transport: it POSTs each call to `endpoint/service`, decodes the response as
 * it streams in, and maps every failure to a svclib error (SPEC §2): faults to their kinds, HTTP 401
 * to `Unauthenticated`, other HTTP errors to `TransportError(status)`, network failures, timeouts
 * and aborts to `TransportError(0)` with `cause`, and malformed responses to `ParseError` kinds.
 *
 * `request.timeout` (seconds) covers the whole exchange, including reading the body. Connections
 * are kept alive and reused. Redirects are not followed (the request body carries credentials): a
 * 3xx answer is a `TransportError` naming the status. An argument XML-RPC cannot carry (`NaN`, a
 * function, …) is a `TypeError` naming its path; nothing is sent then.
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport();
 * const client = new Client({ username: 'u', apiKey: 'k', transport });
 * ```
 */
export function createXmlRpcTransport(given: XmlRpcTransportOptions = {}): Transport {
  // Own properties only: a `sender` or `fetch` on `Object.prototype` must not carry the calls.
  const options = ownOptions(given);
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new RangeError(`maxBytes must be a positive integer, got ${String(options.maxBytes)}`);
  }
  const { proxyFetch, hooks } = options;
  const sender = options.sender ?? fetchSender({ fetch: options.fetch, hooks });
  const makeProxySender =
    options.proxySender ??
    (proxyFetch === undefined ? undefined : (proxyUrl: string) => fetchSender({ fetch: proxyFetch(proxyUrl), hooks }));
  const proxySenders = new Map<string, HttpSender>();

  const senderFor = (request: CallRequest, exchange: Exchange): HttpSender => {
    if (request.proxy === undefined || request.proxy === '') return sender;
    if (makeProxySender === undefined) throw noProxySenderError(request.proxy, exchange);
    let made = proxySenders.get(request.proxy);
    if (made === undefined) {
      made = makeProxySender(request.proxy);
      proxySenders.set(request.proxy, made);
    }
    return made;
  };

  return async (request: CallRequest): Promise<unknown> => {
    const target = targetOf(`${request.endpoint}/${request.service}`);
    const timeout = request.timeout !== undefined && request.timeout > 0 ? request.timeout : undefined;
    const callerSignal = request.signal;
    let secrets: readonly string[] | undefined;
    const exchange: Exchange = {
      service: request.service,
      method: request.method,
      url: target.safeUrl,
      label: target.label,
      timeout,
      // Only a timeout needs a controller of the transport's own; the caller's signal is used as is.
      timeoutController: timeout !== undefined ? new AbortController() : undefined,
      callerSignal,
      secrets: () => (secrets ??= secretsOf(request)),
    };

    if (callerSignal?.aborted === true) throw abortedError(exchange, undefined);

    let body: string;
    try {
      body = encodeMethodCall(request.method, [{ headers: headerStruct(request) }, ...request.args]);
    } catch (error) {
      throw encodeError(error, request, exchange);
    }
    const headers = wireHeaders(request.transportHeaders, target.authorization);

    const { timeoutController } = exchange;
    let signal = callerSignal;
    let timer: LongTimeout | undefined;
    if (timeoutController !== undefined) {
      signal = callerSignal === undefined ? timeoutController.signal : AbortSignal.any([callerSignal, timeoutController.signal]);
      // A chained timer: a timeout beyond 24.8 days is waited, not fired at once.
      timer = setLongTimeout(() => {
        timeoutController.abort(new TimeoutSignal(`timed out after ${String(timeout)}s`));
      }, (timeout as number) * 1000);
    }

    let response: HttpResponse | undefined;
    try {
      const exchanged = (async () => {
        response = await senderFor(request, exchange).send({
          url: target.url,
          method: 'POST',
          headers,
          body,
          signal,
          timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        });
        return await handleResponse(response, exchange, maxBytes);
      })();
      // The deadline and the caller's abort settle the call even when the sender ignores the signal.
      return await settleBy(exchanged, signal);
    } catch (error) {
      // Release the connection of a response that was not read to its end (a locked body is
      // already cancelled by its reader).
      if (response?.body != null && !response.body.locked) await response.body.cancel().catch(() => undefined);
      throw toServiceError(error, exchange, response?.status);
    } finally {
      timer?.clear();
    }
  };
}

/**
 * `work`, or a rejection with `signal`'s reason as soon as it aborts, whichever comes first: a
 * sender that never settles (a custom `fetch` ignoring the signal) cannot hold the call past its
 * timeout or its abort. The abandoned work's own outcome is ignored.
 */
function settleBy<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return work;
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The HTTP headers of the request record, names lower-cased, with `Accept-Encoding: identity` when
 * none is set (so `fetch` adds none of its own) and the endpoint's userinfo as Basic authorization.
 */
function wireHeaders(transportHeaders: Record<string, string>, authorization: string | undefined): Record<string, string> {
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const name of Object.keys(transportHeaders)) {
    headers[name.toLowerCase()] = transportHeaders[name] as string;
  }
  headers['accept-encoding'] ??= 'identity';
  if (authorization !== undefined) headers.authorization ??= authorization;
  return headers;
}

/** Reads and decodes the response, or throws the error it stands for. */
async function handleResponse(response: HttpResponse, exchange: Exchange, maxBytes: number): Promise<unknown> {
  const { status } = response;
  if (status >= 400) throw httpStatusError(response, await readErrorBody(response), exchange);
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    throw redirectError(response, exchange);
  }

  const declared = response.headers.get('content-length');
  const encoding = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (declared !== null && (encoding === 'identity' || encoding === '') && Number(declared) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw bodyTooLargeError(exchange, status, maxBytes, declared);
  }
  // A small uncompressed body of known length is read whole and decoded in one go (cheaper than
  // feeding chunks), without a byte stream when the sender offers it whole; anything else is
  // decoded as it streams in.
  const small = declared !== null && (encoding === 'identity' || encoding === '') && Number(declared) <= WHOLE_BODY_BYTES;
  const wholeBody = small ? response.wholeBody : undefined;
  if (wholeBody === undefined && response.body === null) throw emptyBodyError(exchange, status);
  // (`body` is not touched when the body is taken whole: a sender may make its stream on first use.)
  const reader = wholeBody !== undefined || response.body === null ? undefined : response.body.getReader();
  const state: BodyState = { bytes: 0, done: false, readError: undefined, tooLarge: false };
  let result: unknown;
  try {
    // No signal for the decoder: the body itself fails when the request is aborted or times out
    // (the HTTP layer holds the signal), which ends the decode.
    let input: XmlRpcDecodeInput = new Uint8Array(0);
    if (wholeBody !== undefined) input = await takeWhole(wholeBody, state, maxBytes);
    else if (reader !== undefined) input = small ? await readWhole(reader, state, maxBytes) : readChunks(reader, state, maxBytes);
    result = await decodeMethodResponse(input, { maxBytes });
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    if (isXmlRpcFault(error)) throw faultError(error, exchange, response);
    if (state.tooLarge) throw bodyTooLargeError(exchange, status, maxBytes, undefined, error);
    if (state.done && state.bytes === 0 && isXmlRpcDecodeError(error)) throw emptyBodyError(exchange, status, error);
    if (state.readError !== undefined) throw connectionLostError(state.readError, exchange, status);
    if (isXmlRpcDecodeError(error)) throw decodeError(error, exchange, status);
    throw error;
  }
  if (reader !== undefined && !state.done) await drain(reader, state);
  // Only a plain decimal count is a total: `0x10` or `1e1` would make concurrent paging skip items.
  setTotalItems(result, headerCount(response.headers.get('vendor-total-items')));
  return result;
}

/**
 * The next chunk of a response body, or `undefined` at its end (setting `state.done`), counting
 * bytes against `maxBytes` and remembering a read failure (so it can be told apart from a decode
 * failure whatever the decoder does with it).
 */
async function nextChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: BodyState,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  let chunk: ReadableStreamReadResult<Uint8Array>;
  try {
    chunk = await reader.read();
  } catch (error) {
    state.readError = error ?? new Error('response body stream failed');
    throw state.readError;
  }
  if (chunk.done) {
    state.done = true;
    return undefined;
  }
  state.bytes += chunk.value.byteLength;
  if (state.bytes > maxBytes) {
    state.tooLarge = true;
    throw new BodyTooLarge(`response body exceeds ${String(maxBytes)} bytes`);
  }
  return chunk.value;
}

/** The whole of a (small) response body that the sender offers whole, counted as {@link nextChunk} does. */
async function takeWhole(wholeBody: () => Promise<Uint8Array>, state: BodyState, maxBytes: number): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = await wholeBody();
  } catch (error) {
    state.readError = error ?? new Error('response body failed');
    throw state.readError;
  }
  state.done = true;
  state.bytes = bytes.byteLength;
  if (state.bytes > maxBytes) {
    state.tooLarge = true;
    throw new BodyTooLarge(`response body exceeds ${String(maxBytes)} bytes`);
  }
  return bytes;
}

/** The whole of a (small) response body, read by {@link nextChunk}. */
async function readWhole(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: BodyState,
  maxBytes: number,
): Promise<Uint8Array> {
  let first: Uint8Array | undefined;
  let chunks: Uint8Array[] | undefined;
  for (;;) {
    const chunk = await nextChunk(reader, state, maxBytes);
    if (chunk === undefined) break;
    if (first === undefined) first = chunk;
    else (chunks ??= [first]).push(chunk);
  }
  if (chunks === undefined) return first ?? new Uint8Array(0);
  const whole = new Uint8Array(state.bytes);
  let at = 0;
  for (const part of chunks) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

/** The chunks of a response body, read by {@link nextChunk}, for a streaming decoder. */
async function* readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: BodyState,
  maxBytes: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  for (;;) {
    const chunk = await nextChunk(reader, state, maxBytes);
    if (chunk === undefined) return;
    yield chunk;
  }
}

/** Reads what is left after the end of the document (so the connection can be reused), bounded. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, state: BodyState): Promise<void> {
  let left = DRAIN_LIMIT;
  try {
    while (left > 0) {
      const chunk = await reader.read();
      if (chunk.done) {
        state.done = true;
        return;
      }
      left -= chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The result is already decoded; a failure after its end does not matter.
  }
}

/** Reads (a bounded prefix of) an error response and decodes it as a fault when it is one. */
async function readErrorBody(response: HttpResponse): Promise<HttpErrorBody | undefined> {
  if (response.body === null) return undefined;
  const bytes = await readPrefix(response.body, ERROR_BODY_LIMIT);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.data);
  let fault: HttpErrorBody['fault'];
  if (bytes.complete && bytes.data.byteLength > 0) {
    try {
      await decodeMethodResponse(bytes.data, { maxBytes: ERROR_BODY_LIMIT });
    } catch (error) {
      if (isXmlRpcFault(error)) fault = error;
    }
  }
  return { text, fault };
}

/** Reads up to `limit` bytes of a stream; cancels the rest. */
async function readPrefix(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<{ data: Uint8Array; complete: boolean }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = false;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) {
      complete = true;
      break;
    }
    chunks.push(chunk.value);
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  const data = new Uint8Array(Math.min(size, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, Math.min(chunk.byteLength, data.byteLength - at));
    data.set(part, at);
    at += part.byteLength;
    if (at >= data.byteLength) break;
  }
  return { data, complete };
}

/** Splits userinfo off a URL: the URL to fetch, the text for messages, and a Basic header for it. */
function splitCredentials(raw: string): { url: string; safeUrl: string; authorization: string | undefined } {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return { url: raw, safeUrl: withoutUserinfo(raw), authorization: undefined };
  }
  if (parsed.username === '' && parsed.password === '') return { url: raw, safeUrl: raw, authorization: undefined };
  const user = safeDecode(parsed.username);
  const password = safeDecode(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href, safeUrl: parsed.href, authorization: `Basic ${basicCredentials(`${user}:${password}`)}` };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

