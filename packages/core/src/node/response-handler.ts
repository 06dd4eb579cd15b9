/**
 * One response from undici, as the Node.js sender answers it: a plain {@link HttpResponse}, its
 * body a byte stream fed straight from the dispatch
 * callbacks with backpressure, decoded as `fetch` does (see the decompression module).
 *
 * @module
 */

import { Buffer } from 'node:buffer';
import type { Transform } from 'node:stream';
import type { Dispatcher } from 'undici';
import { WHOLE_BODY_BYTES, type HttpResponse } from '../http/sender.js';
import { decodersFor, deflateDecoder, inflateWhole, isInflated, LONE_DEFLATE, SMALL_CODINGS, WHOLE_COMPRESSED_BYTES } from './decompress.js';

/** undici's response headers (names lower-cased). */
export type IncomingHeaders = Record<string, string | string[] | undefined>;

/** Statuses whose response has no body. */
const NULL_BODY_STATUS = new Set([204, 205, 304]);
/** Bytes buffered in the response stream before the connection is paused. */
const STREAM_HIGH_WATER_MARK = 64 * 1024;
/** The response stream's queuing strategy: by bytes, up to {@link STREAM_HIGH_WATER_MARK}. */
const STREAM_STRATEGY: QueuingStrategy<Uint8Array> = { highWaterMark: STREAM_HIGH_WATER_MARK, size: byteLength };

function byteLength(chunk: Uint8Array): number {
  return chunk.byteLength;
}

/** What an aborted signal rejects with. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** `get` over undici's own response headers (names lower-cased): no `Headers` object built. */
class RawHeaders {
  readonly #headers: IncomingHeaders;

  constructor(headers: IncomingHeaders) {
    this.#headers = headers;
  }

  /** The value of the header `name` (any case; repeated values joined by `, `), or `null`. */
  get(name: string): string | null {
    return joined(this.#headers[name.toLowerCase()]);
  }

  /** Calls `callback` with each header's value (repeated values joined by `, `) and lower-cased name. */
  forEach(callback: (value: string, name: string) => void): void {
    for (const name of Object.keys(this.#headers)) {
      const value = joined(this.#headers[name]);
      if (value !== null) callback(value, name);
    }
  }
}

/** A header's value as one string (repeated values joined by `, `), or `null` when there is none. */
function joined(value: string | string[] | undefined): string | null {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(', ') : null;
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
 * Receives one response from undici and exposes it as a {@link PlainResponse}, its body a byte stream with backpressure (the connection is
 * paused while the stream's buffer is full). It is also that stream's underlying source and the
 * signal's abort listener (no closures per request).
 *
 * A small uncompressed body of known length (at most {@link WHOLE_BODY_BYTES}) is
 * collected as it arrives; `wholeBody()` takes it whole, and `body` (if read instead) makes the stream
 * then, with what has arrived so far queued in it.
 */
export class ResponseHandler implements Dispatcher.DispatchHandler, UnderlyingDefaultSource<Uint8Array>, EventListenerObject {
  readonly #resolve: (response: HttpResponse) => void;
  readonly #reject: (error: unknown) => void;
  readonly #signal: AbortSignal | undefined;
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

  constructor(resolve: (response: HttpResponse) => void, reject: (error: unknown) => void, signal: AbortSignal | undefined) {
    this.#resolve = resolve;
    this.#reject = reject;
    this.#signal = signal;
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

  /** The body stream of the response, made on first use for a whole-body one. */
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
        this.#resolve(new PlainResponse(this, statusCode, statusText, headers, false));
        return;
      }
      const encoding = headers['content-encoding'];
      const length = Number(headers['content-length'] ?? Number.NaN);
      if (encoding === undefined && length <= WHOLE_BODY_BYTES) {
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
      this.#body = new ReadableStream<Uint8Array>(this, STREAM_STRATEGY);
      this.#settle();
      this.#resolve(new PlainResponse(this, statusCode, statusText, headers, false));
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

  /** Inflates a small compressed body in one call, or streams it if it inflates to more ({@link inflateWhole}). */
  #inflateCollected(): void {
    const collected = this.#collected as Buffer[];
    this.#collected = undefined;
    const input = collected.length === 1 ? (collected[0] as Buffer) : Buffer.concat(collected);
    if (input.byteLength === 0) {
      this.#close();
      return;
    }
    let output: Buffer | Transform;
    try {
      output = inflateWhole(input, this.#collectedGzip);
    } catch (error) {
      this.#fail(error);
      return;
    }
    if (!isInflated(output)) {
      const decoders = [output];
      this.#wire(decoders);
      this.#decoders = decoders;
      output.end(input);
      return;
    }
    if (output.byteLength > 0) this.#enqueue(output);
    this.#close();
  }

  /** The chained decoders for a `Content-Encoding` value ({@link decodersFor}). */
  #makeDecoders(header: string | string[] | undefined): Transform[] | undefined {
    const decoders = decodersFor(header);
    if (decoders === LONE_DEFLATE) {
      this.#pendingDeflate = true;
      return [];
    }
    if (decoders !== undefined) this.#wire(decoders);
    return decoders;
  }

  /** A lone `deflate` body, decided on its first byte. */
  #startDeflate(first: Buffer): void {
    this.#pendingDeflate = false;
    const decoders = [deflateDecoder(first)];
    this.#wire(decoders);
    this.#decoders = decoders;
  }

  /** Chains the decoders and feeds the last one's output to the response stream. */
  #wire(decoders: Transform[]): void {
    for (let index = 0; index < decoders.length; index++) {
      const decoder = decoders[index] as Transform;
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

/** The chunks as one byte array (the only chunk as it is). */
function concatenate(chunks: readonly Buffer[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Buffer;
  return Buffer.concat(chunks);
}

function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}
