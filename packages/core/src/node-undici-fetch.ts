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
 * @module
 */

import { Buffer } from 'node:buffer';
import {
  constants as zlib,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  createInflateRaw,
  gunzipSync,
  inflateRawSync,
  inflateSync,
  type Gunzip,
  type ZlibOptions,
} from 'node:zlib';
import type { Transform } from 'node:stream';
import type { Dispatcher } from 'undici';
import { WHOLE_BODY_BYTES, type HttpResponse, type HttpSender } from './http-sender.js';

type IncomingHeaders = Record<string, string | string[] | undefined>;

/** What {@link dispatchFetch} sends. */
interface OutgoingRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string> | string[];
  readonly body: string | Uint8Array | null;
  readonly signal: AbortSignal | null | undefined;
  /** Answer a plain {@link HttpResponse} (the sender) rather than a standard `Response` (the `fetch`). */
  readonly plain: boolean;
}

/** Most content codings decoded in a row, as undici's `fetch` (a guard against decoder chains). */
const MAX_CONTENT_ENCODINGS = 5;
/** Statuses whose response has no body. */
const NULL_BODY_STATUS = new Set([204, 205, 304]);
/** Bytes buffered in the response stream before the connection is paused. */
const STREAM_HIGH_WATER_MARK = 64 * 1024;
/**
 * Size of the decompressed chunks. Larger than zlib's 16 KiB default: each output chunk costs a
 * thread-pool round trip and a callback, so a 150 KB page inflates about twice as fast.
 */
const DECODED_CHUNK_BYTES = 64 * 1024;
/**
 * A gzip or deflate body whose `Content-Length` is at most this is collected and inflated in one
 * synchronous call when it ends (a page of results: about half the CPU of a zlib stream, which
 * pays a thread-pool round trip per chunk)…
 */
const WHOLE_COMPRESSED_BYTES = 256 * 1024;
/** …as long as it inflates to at most this; a larger output goes through the streaming decoders. */
const WHOLE_INFLATED_BYTES = 4 * 1024 * 1024;
/** The codings inflated whole when small. */
const SMALL_CODINGS = new Set(['gzip', 'x-gzip', 'deflate']);
/** zlib decoder options: lenient at the end of the data as undici's `fetch` (and cURL), big chunks. */
const ZLIB_OPTIONS: ZlibOptions = {
  flush: zlib.Z_SYNC_FLUSH,
  finishFlush: zlib.Z_SYNC_FLUSH,
  chunkSize: DECODED_CHUNK_BYTES,
};
/** The response stream's queuing strategy: by bytes, up to {@link STREAM_HIGH_WATER_MARK}. */
const STREAM_STRATEGY: QueuingStrategy<Uint8Array> = { highWaterMark: STREAM_HIGH_WATER_MARK, size: byteLength };

function byteLength(chunk: Uint8Array): number {
  return chunk.byteLength;
}

/** `origin` and `path` of each URL sent to (the transport sends to a handful of endpoints). */
const targets = new Map<string, { origin: string; path: string }>();
const MAX_CACHED_TARGETS = 256;

function targetOf(url: string): { origin: string; path: string } {
  let target = targets.get(url);
  if (target === undefined) {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new TypeError(`Unsupported protocol ${parsed.protocol} (only http: and https: are fetched)`);
    }
    target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
    if (targets.size >= MAX_CACHED_TARGETS) targets.clear();
    targets.set(url, target);
  }
  return target;
}

/** The send state of each dispatcher (shared by its sender and its `fetch`). */
const sendStates = new WeakMap<Dispatcher, SendState>();

function sendStateOf(dispatcher: Dispatcher): SendState {
  let state = sendStates.get(dispatcher);
  if (state === undefined) {
    state = { lastSend: Number.NEGATIVE_INFINITY, waiting: undefined };
    sendStates.set(dispatcher, state);
  }
  return state;
}

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

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * When requests are sent through one dispatcher: a request sent after a quiet spell waits for one
 * turn of the event loop first (see {@link dispatchFetch}).
 */
interface SendState {
  /** `performance.now()` of the last send. */
  lastSend: number;
  /** Requests waiting for the event loop's poll phase (sent together right after it). */
  waiting: (() => void)[] | undefined;
}

/**
 * A send this long (ms) after the previous one first lets the event loop poll its sockets: a
 * pooled connection the server closed meanwhile is then seen closed before a request is written
 * to it. Sends closer together skip the wait (a connection that busy is not idle-closed).
 */
const QUIET_SPELL_MS = 10;

/** Most times a request is sent again after its write failed on a dead connection (`EPIPE`). */
const MAX_RESENDS = 8;

/**
 * Sends `request` (whose signal, if any, has not fired) and resolves its `Response` once the status
 * and headers have arrived.
 *
 * An idle pooled connection that the server closed while this process was busy (a long synchronous
 * task, a blocked event loop) must not fail the call. The close is only seen when the event loop
 * polls its sockets; a request sent right after the busy spell would be written to the dead socket
 * first, and no client can then tell whether the server read it. So a send after a quiet spell of
 * {@link QUIET_SPELL_MS} waits until the event loop has polled again (`setImmediate`, twice), together with every send made
 * while it waits; undici then sees the closed connections and opens fresh ones. A request whose
 * write failed on a dead socket (`EPIPE`: never wholly written, so never read) is sent again, for
 * any method. A request that was written and then lost its connection is not resent: the server may
 * have acted on it (the retry option decides, by method).
 */
function dispatchFetch(dispatcher: Dispatcher, request: OutgoingRequest, state: SendState, resent = 0): Promise<HttpResponse> {
  const { origin, path } = targetOf(request.url);
  return new Promise<HttpResponse>((resolve, rejectPromise) => {
    // The handler rejects with what undici or the signal gave (an abort reason may be any value).
    const reject: (error: unknown) => void = rejectPromise;
    // Called only before the response started: no byte of it has arrived.
    const failed = (error: unknown): void => {
      if (resent < MAX_RESENDS && request.signal?.aborted !== true && (error as { code?: unknown } | null)?.code === 'EPIPE') {
        dispatchFetch(dispatcher, request, state, resent + 1).then(resolve, reject);
        return;
      }
      reject(error);
    };
    const send = (): void => {
      if (request.signal?.aborted === true) {
        reject(abortReason(request.signal));
        return;
      }
      const handler = new ResponseHandler(resolve, failed, request.signal ?? undefined, request.plain);
      dispatcher.dispatch({ origin, path, method: request.method, headers: request.headers, body: request.body }, handler);
    };
    const now = performance.now();
    const quiet = now - state.lastSend > QUIET_SPELL_MS;
    state.lastSend = now;
    if (state.waiting !== undefined) {
      state.waiting.push(send);
    } else if (quiet) {
      const waiting = [send];
      state.waiting = waiting;
      // Two turns: this code may run inside the poll phase, whose batch of socket events was read
      // before the busy spell; the closes are only read by the next poll, which the second
      // `setImmediate` follows.
      setImmediate(() => {
        setImmediate(() => {
          state.waiting = undefined;
          for (const next of waiting) next();
        });
      });
    } else {
      send();
    }
  });
}

/** `get` over undici's own response headers (names lower-cased): no `Headers` object built. */
class RawHeaders {
  readonly #headers: IncomingHeaders;

  constructor(headers: IncomingHeaders) {
    this.#headers = headers;
  }

  /** The value of the header `name` (any case; repeated values joined by `, `), or `null`. */
  get(name: string): string | null {
    const value = this.#headers[name.toLowerCase()];
    if (typeof value === 'string') return value;
    return Array.isArray(value) ? value.join(', ') : null;
  }
}

/**
 * What the sender answers: a plain {@link HttpResponse} whose body stream is made only when `body`
 * is read, and which offers `wholeBody()` for a small uncompressed body of known length.
 */
class PlainResponse implements HttpResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: RawHeaders;
  readonly wholeBody: (() => Promise<Uint8Array>) | undefined;
  readonly #handler: ResponseHandler;

  constructor(handler: ResponseHandler, status: number, statusText: string, headers: IncomingHeaders, whole: boolean) {
    this.status = status;
    this.statusText = statusText;
    this.headers = new RawHeaders(headers);
    this.wholeBody = whole ? () => handler.takeWhole() : undefined;
    this.#handler = handler;
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.#handler.bodyStream();
  }

  /** The body as UTF-8 text, as `Response.text()` (for callers that read the answer as a `Response`). */
  text(): Promise<string> {
    if (this.wholeBody === undefined) return new Response(this.body).text();
    return this.wholeBody().then((bytes) => utf8.decode(bytes));
  }
}

const utf8 = new TextDecoder();

/** Settles a pending {@link ResponseHandler.takeWhole}. */
interface WholeWaiter {
  readonly resolve: (bytes: Uint8Array) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Receives one response from undici and exposes it as a `Response` (the `fetch`) or a
 * {@link PlainResponse} (the sender), its body a byte stream with backpressure (the connection is
 * paused while the stream's buffer is full). It is also that stream's underlying source and the
 * signal's abort listener (no closures per request).
 *
 * A plain response's small uncompressed body of known length (at most {@link WHOLE_BODY_BYTES}) is
 * collected as it arrives; `wholeBody()` takes it whole, and `body` (if read instead) makes the stream
 * then, with what has arrived so far queued in it.
 */
class ResponseHandler implements Dispatcher.DispatchHandler, UnderlyingDefaultSource<Uint8Array>, EventListenerObject {
  readonly #resolve: (response: HttpResponse) => void;
  readonly #reject: (error: unknown) => void;
  readonly #signal: AbortSignal | undefined;
  readonly #plain: boolean;
  #controller: Dispatcher.DispatchController | undefined;
  #stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  /** The body stream once made, `null` when there is none or it was taken whole, else not made yet. */
  #body: ReadableStream<Uint8Array> | null | undefined;
  /** The chunks of a body that may be taken whole (until its stream is made). */
  #whole: Buffer[] | undefined;
  /** The failure of a body that may be taken whole (kept for `wholeBody()`), if it failed. */
  #wholeFailure: { readonly error: unknown } | undefined;
  /** A `wholeBody()` waiting for the end of the body. */
  #waiter: WholeWaiter | undefined;
  /** The decoders of the content codings, outermost first; the last one feeds the stream. */
  #decoders: Transform[] | undefined;
  /** `deflate` is decided on the first byte (zlib-wrapped or raw), as undici's `fetch` does. */
  #pendingDeflate = false;
  /** The compressed chunks of a small gzip or deflate body, inflated whole at its end. */
  #collected: Buffer[] | undefined;
  /** Whether {@link #collected} is gzip (else deflate). */
  #collectedGzip = false;
  #settled = false;
  #finished = false;
  /** The whole response has arrived from the connection (it is back in the pool). */
  #received = false;
  #aborted: unknown;

  constructor(resolve: (response: HttpResponse) => void, reject: (error: unknown) => void, signal: AbortSignal | undefined, plain: boolean) {
    this.#resolve = resolve;
    this.#reject = reject;
    this.#signal = signal;
    this.#plain = plain;
    signal?.addEventListener('abort', this, { once: true });
  }

  /** The body of a whole-body response, at its end (see {@link PlainResponse}). */
  takeWhole(): Promise<Uint8Array> {
    return new Promise<Uint8Array>((resolve, rejectPromise) => {
      // Rejects with what undici or the signal gave (an abort reason may be any value).
      const reject: (error: unknown) => void = rejectPromise;
      const chunks = this.#whole;
      if (chunks === undefined || this.#body !== undefined) {
        reject(new TypeError('the response body was already read'));
        return;
      }
      this.#body = null;
      if (this.#wholeFailure !== undefined) reject(this.#wholeFailure.error);
      else if (this.#finished) resolve(concatenate(chunks));
      else this.#waiter = { resolve, reject };
    });
  }

  /** The body stream of a plain response, made on first use for a whole-body one. */
  bodyStream(): ReadableStream<Uint8Array> | null {
    if (this.#body !== undefined) return this.#body;
    const chunks = this.#whole ?? [];
    this.#whole = undefined;
    const body = new ReadableStream<Uint8Array>(this, STREAM_STRATEGY);
    this.#body = body;
    const stream = this.#stream as ReadableStreamDefaultController<Uint8Array>;
    for (const chunk of chunks) stream.enqueue(chunk);
    if (this.#wholeFailure !== undefined) stream.error(this.#wholeFailure.error);
    else if (this.#finished) stream.close();
    return body;
  }

  /** The signal fired. */
  handleEvent(): void {
    this.#abort(abortReason(this.#signal as AbortSignal));
  }

  /** The response stream starts. */
  start(stream: ReadableStreamDefaultController<Uint8Array>): void {
    this.#stream = stream;
  }

  /** The response stream wants more. */
  pull(): void {
    this.#resumeSource();
  }

  /** The response stream was cancelled: the request is aborted (its connection is not reused). */
  cancel(reason: unknown): void {
    this.#finished = true;
    this.#cleanUp();
    if (!this.#received) this.#controller?.abort(toError(reason ?? new Error('response body cancelled')));
    this.#destroyDecoders();
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#aborted !== undefined) controller.abort(toError(this.#aborted));
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHeaders,
    statusMessage?: string,
  ): void {
    if (statusCode < 200 || this.#settled) return;
    try {
      const statusText = statusMessage ?? '';
      if (NULL_BODY_STATUS.has(statusCode)) {
        this.#body = null;
        this.#settle();
        this.#resolve(this.#plain ? new PlainResponse(this, statusCode, statusText, headers, false) : new Response(null, { status: statusCode, statusText, headers: headersOf(headers) }));
        return;
      }
      const encoding = headers['content-encoding'];
      const length = Number(headers['content-length'] ?? Number.NaN);
      if (this.#plain && encoding === undefined && length <= WHOLE_BODY_BYTES) {
        // A small uncompressed body: collected for `wholeBody()`, its stream made only if `body` is read.
        this.#whole = [];
        this.#settle();
        this.#resolve(new PlainResponse(this, statusCode, statusText, headers, true));
        return;
      }
      if (typeof encoding === 'string' && length <= WHOLE_COMPRESSED_BYTES && SMALL_CODINGS.has(encoding.trim().toLowerCase())) {
        // A small compressed body: collected, then inflated in one synchronous call (see onResponseEnd).
        this.#collected = [];
        this.#collectedGzip = encoding.trim().toLowerCase() !== 'deflate';
      } else {
        this.#decoders = this.#makeDecoders(encoding);
      }
      const body = new ReadableStream<Uint8Array>(this, STREAM_STRATEGY);
      this.#body = body;
      this.#settle();
      this.#resolve(this.#plain ? new PlainResponse(this, statusCode, statusText, headers, false) : new Response(body, { status: statusCode, statusText, headers: headersOf(headers) }));
    } catch (error) {
      controller.abort(toError(error));
      this.#fail(error);
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.#finished) return;
    if (this.#whole !== undefined) {
      this.#whole.push(chunk);
      return;
    }
    if (this.#collected !== undefined) {
      this.#collected.push(chunk);
      return;
    }
    if (this.#pendingDeflate && chunk.byteLength > 0) this.#startDeflate(chunk);
    const decoders = this.#decoders;
    if (decoders !== undefined && decoders.length > 0) {
      if (!(decoders[0] as Transform).write(chunk)) controller.pause();
      return;
    }
    this.#enqueue(chunk);
  }

  onResponseEnd(): void {
    this.#received = true;
    if (this.#finished) return;
    if (this.#whole !== undefined) {
      this.#finished = true;
      this.#cleanUp();
      const waiter = this.#waiter;
      this.#waiter = undefined;
      waiter?.resolve(concatenate(this.#whole));
      return;
    }
    if (this.#collected !== undefined) {
      this.#inflateCollected();
      return;
    }
    const decoders = this.#decoders;
    if (decoders !== undefined && decoders.length > 0) {
      (decoders[0] as Transform).end();
      return;
    }
    this.#close();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.#fail(this.#aborted ?? error);
  }

  /** Aborted by the signal: rejects at once, even while the request waits for a pooled connection. */
  #abort(reason: unknown): void {
    if (this.#aborted !== undefined) return;
    this.#aborted = reason;
    if (!this.#received) this.#controller?.abort(toError(reason));
    this.#fail(reason);
  }

  #fail(error: unknown): void {
    this.#cleanUp();
    if (!this.#settled) {
      this.#settle();
      this.#reject(error);
      return;
    }
    if (this.#finished) return;
    this.#finished = true;
    this.#destroyDecoders();
    if (this.#whole !== undefined) {
      this.#wholeFailure = { error };
      const waiter = this.#waiter;
      this.#waiter = undefined;
      waiter?.reject(error);
      return;
    }
    this.#stream?.error(error);
  }

  #settle(): void {
    this.#settled = true;
  }

  #cleanUp(): void {
    this.#signal?.removeEventListener('abort', this);
  }

  #enqueue(chunk: Uint8Array): void {
    const stream = this.#stream;
    if (stream === undefined || this.#finished) return;
    stream.enqueue(chunk);
    if ((stream.desiredSize ?? 1) <= 0) this.#pauseSource();
  }

  #close(): void {
    if (this.#finished) return;
    this.#finished = true;
    this.#cleanUp();
    this.#stream?.close();
  }

  #pauseSource(): void {
    const decoders = this.#decoders;
    if (decoders !== undefined && decoders.length > 0) (decoders.at(-1) as Transform).pause();
    else this.#controller?.pause();
  }

  #resumeSource(): void {
    const decoders = this.#decoders;
    if (decoders !== undefined && decoders.length > 0) (decoders.at(-1) as Transform).resume();
    else if (this.#controller?.paused === true) this.#controller.resume();
  }

  /**
   * Inflates a small compressed body in one call, with the output capped at
   * {@link WHOLE_INFLATED_BYTES}; a body that inflates to more (a bomb, or just a large answer) is
   * handed to the streaming decoders instead, so the transport's `maxBytes` still stops it early.
   */
  #inflateCollected(): void {
    const collected = this.#collected as Buffer[];
    this.#collected = undefined;
    const input = collected.length === 1 ? (collected[0] as Buffer) : Buffer.concat(collected);
    if (input.byteLength === 0) {
      this.#close();
      return;
    }
    const gzip = this.#collectedGzip;
    const raw = !gzip && ((input[0] as number) & 0x0f) !== 0x08;
    let output: Buffer;
    try {
      const options = { ...ZLIB_OPTIONS, maxOutputLength: WHOLE_INFLATED_BYTES };
      output = gzip ? gunzipSync(input, options) : raw ? inflateRawSync(input, options) : inflateSync(input, options);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ERR_BUFFER_TOO_LARGE') {
        this.#fail(error);
        return;
      }
      const decoders: Transform[] = [
        gzip ? createGunzip(ZLIB_OPTIONS) : raw ? createInflateRaw(ZLIB_OPTIONS) : createInflate(ZLIB_OPTIONS),
      ];
      this.#wire(decoders);
      this.#decoders = decoders;
      (decoders[0] as Transform).end(input);
      return;
    }
    if (output.byteLength > 0) this.#enqueue(output);
    this.#close();
  }

  /** The decoders for a `Content-Encoding` value (innermost coding last in the header, first decoded). */
  #makeDecoders(header: string | string[] | undefined): Transform[] | undefined {
    if (header === undefined) return undefined;
    const codings = (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',');
    if (codings.length > MAX_CONTENT_ENCODINGS) {
      throw new Error(`too many content-encodings in response: ${String(codings.length)}, maximum allowed is ${String(MAX_CONTENT_ENCODINGS)}`);
    }
    const decoders: Transform[] = [];
    for (let index = codings.length - 1; index >= 0; index--) {
      const coding = (codings[index] as string).trim();
      if (coding === 'gzip' || coding === 'x-gzip') {
        decoders.push(createGunzip(ZLIB_OPTIONS));
      } else if (coding === 'deflate' && codings.length === 1) {
        this.#pendingDeflate = true;
        return [];
      } else if (coding === 'deflate') {
        decoders.push(createInflate(ZLIB_OPTIONS));
      } else if (coding === 'br') {
        decoders.push(
          createBrotliDecompress({
            flush: zlib.BROTLI_OPERATION_FLUSH,
            finishFlush: zlib.BROTLI_OPERATION_FLUSH,
            chunkSize: DECODED_CHUNK_BYTES,
          }),
        );
      } else {
        // An unknown coding (or `identity`): the body is passed on as it came, as `fetch` does.
        for (const decoder of decoders) decoder.destroy();
        return undefined;
      }
    }
    this.#wire(decoders);
    return decoders;
  }

  /** A lone `deflate` body: zlib-wrapped when its first byte says so, else raw deflate. */
  #startDeflate(first: Buffer): void {
    this.#pendingDeflate = false;
    const decoder = ((first[0] as number) & 0x0f) === 0x08 ? createInflate(ZLIB_OPTIONS) : createInflateRaw(ZLIB_OPTIONS);
    const decoders = [decoder as Transform];
    this.#wire(decoders);
    this.#decoders = decoders;
  }

  /** Chains the decoders and feeds the last one's output to the response stream. */
  #wire(decoders: Transform[]): void {
    for (let index = 0; index < decoders.length; index++) {
      const decoder = decoders[index] as Gunzip;
      const next = decoders[index + 1];
      decoder.on('error', (error: Error) => {
        this.#controller?.abort(error);
        this.#fail(error);
      });
      if (next !== undefined) {
        decoder.pipe(next);
        continue;
      }
      decoder.on('data', (chunk: Buffer) => {
        this.#enqueue(chunk);
      });
      decoder.on('end', () => {
        this.#close();
      });
    }
    (decoders[0] as Transform).on('drain', () => {
      if (this.#controller?.paused === true) this.#controller.resume();
    });
  }

  #destroyDecoders(): void {
    if (this.#decoders === undefined) return;
    for (const decoder of this.#decoders) decoder.destroy();
  }
}

/** A `Headers` of undici's response headers (for a standard `Response`). */
function headersOf(headers: IncomingHeaders): Headers {
  const list = new Headers();
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') list.append(name, value);
    else if (value !== undefined) for (const item of value) list.append(name, item);
  }
  return list;
}

/** The chunks as one byte array (the only chunk as it is). */
function concatenate(chunks: readonly Buffer[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Buffer;
  return Buffer.concat(chunks);
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
