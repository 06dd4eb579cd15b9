/**
 * One HTTP exchange of a call, the same for every wire format (XML-RPC, REST): the target URL with
 * its userinfo split off, the timeout and the caller's abort, the sender (direct or through a
 * proxy), the response body read as it streams in under a size limit, error bodies, redirects, and
 * every failure mapped by `errors/error-mapping.ts`. A wire format gives only what differs: how a body is
 * decoded and what an error body holds ({@link BodyCodec}); the transports encode the request.
 *
 * @module
 */

import {
  abortedError,
  bodyReadError,
  bodyTooLargeError,
  emptyBodyError,
  httpStatusError,
  noProxySenderError,
  redirectError,
  TimeoutSignal,
  toServiceError,
  type BodyReadState,
  type ExchangeContext,
  type FaultLike,
} from '../errors/error-mapping.js';
import type { ServiceError } from '../errors/errors.js';
import { HookResultError } from './hooks.js';
import { fetchSender, WHOLE_BODY_BYTES, type HttpResponse, type HttpSender } from './sender.js';
import { setLongTimeout, type LongTimeout } from '../util/long-timeout.js';
import { checker, func } from '../options/option-checkers.js';
import { basicCredentials, redactUrl, secretsOf, splitUserinfo } from '../errors/redact.js';
import type { CallRequest } from '../request/call-request.js';
import { headerCount, setTotalItems } from '../request/total-items.js';

/** Default limit on the (decompressed) size of a response body: 256 MiB. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** At most this much of an HTTP error body is read to look for a fault or build an excerpt. */
const ERROR_BODY_LIMIT = 1024 * 1024;
/** At most this much trailing data after the end of a decoded response is drained for keep-alive. */
const DRAIN_LIMIT = 64 * 1024;

/** A response body as a decoder takes it: whole (small bodies) or as chunks while it streams in. */
export type BodyInput = Uint8Array | AsyncIterable<Uint8Array>;

/** What a wire format decodes; the exchange does the rest. */
export interface BodyCodec {
  /** Decodes a successful response body (`maxBytes` is already enforced on the bytes). */
  decode(input: BodyInput, maxBytes: number): Promise<unknown>;
  /**
   * The svclib error of something {@link BodyCodec.decode} threw (a fault in the body, a body that
   * does not decode), or `undefined` when it is not one of the codec's own. `empty`: the body had no
   * bytes at all.
   */
  failure(error: unknown, exchange: ExchangeContext, response: HttpResponse, empty: boolean): ServiceError | undefined;
  /** The fault an HTTP error body (read whole, at most 1 MiB) holds, if it holds one. */
  errorFault(data: Uint8Array, status: number): Promise<FaultLike | undefined>;
}

/** The HTTP request of one call, as a transport encoded it. */
export interface EncodedCall {
  /** `GET` or `POST`. */
  readonly method: string;
  /** The absolute URL, userinfo allowed (it becomes Basic authorization). */
  readonly url: string;
  /** The HTTP headers (any case; the exchange lower-cases them). */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, or `undefined` for none. */
  readonly body: string | undefined;
  /**
   * Optional: turns the decoded result into the call's result (the REST transport wraps a bare
   * object into a list here), before its `Vendor-Total-Items` total is attached.
   */
  readonly finish?: ((result: unknown) => unknown) | undefined;
}

/**
 * The checkers of the sender options both transports take (`createXmlRpcTransport`,
 * `createRestTransport`): a wrong type is a `TypeError` naming the option when the transport is
 * made, not a "Network error" on every call. (`maxBytes` out of range is a `RangeError`, from
 * {@link checkMaxBytes}.)
 */
export const SENDER_OPTION_CHECKERS = {
  sender: checker<HttpSender>(
    'an HttpSender (an object with a send(request) method)',
    (v) => typeof v === 'object' && v !== null && typeof (v as { send?: unknown }).send === 'function',
  ),
  proxySender: func<(proxyUrl: string) => HttpSender>('a function (proxyUrl) => HttpSender'),
  maxBytes: checker<number>('a positive integer', (v) => typeof v === 'number'),
} as const;

/** Options of {@link createHttpExchange}: the transports' own sender options. */
export interface HttpExchangeOptions {
  sender?: HttpSender | undefined;
  proxySender?: ((proxyUrl: string) => HttpSender) | undefined;
  maxBytes?: number | undefined;
}

/** Runs one call's exchange: `encode` builds the HTTP request (errors there are the transport's). */
export type HttpExchange = (request: CallRequest, encode: (exchange: ExchangeContext) => EncodedCall) => Promise<unknown>;

/** Thrown inside the body reader when the response passes `maxBytes`. */
class BodyTooLarge extends Error {
  static {
    this.prototype.name = 'BodyTooLarge';
  }
}

/** The target of one URL: what to fetch, what to show, the Basic credentials of its userinfo. */
interface Target {
  readonly url: string;
  /** The URL without userinfo. */
  readonly safeUrl: string;
  readonly authorization: string | undefined;
}

/** Targets already split, by URL (a client calls a handful of them). */
const targets = new Map<string, Target>();
const MAX_CACHED_TARGETS = 256;

/** {@link splitCredentials} of `raw`, cached. */
function targetOf(raw: string): Target {
  let target = targets.get(raw);
  if (target === undefined) {
    target = splitCredentials(raw);
    if (targets.size >= MAX_CACHED_TARGETS) targets.clear();
    targets.set(raw, target);
  }
  return target;
}

/** The maxBytes option checked. */
export function checkMaxBytes(value: number | undefined): number {
  const maxBytes = value ?? DEFAULT_MAX_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new RangeError(`maxBytes must be a positive integer, got ${String(value)}`);
  }
  return maxBytes;
}

/**
 * The exchange runner of a transport: its senders (the given ones, or ky over the global `fetch`
 * and no proxy support), its body limit, and the codec of its wire format.
 */
export function createHttpExchange(options: HttpExchangeOptions, codec: BodyCodec): HttpExchange {
  const maxBytes = checkMaxBytes(options.maxBytes);
  const sender = options.sender ?? fetchSender();
  const makeProxySender = options.proxySender;
  const proxySenders = new Map<string, HttpSender>();

  const senderFor = (request: CallRequest, exchange: ExchangeContext): HttpSender => {
    if (request.proxy === undefined || request.proxy === '') return sender;
    if (makeProxySender === undefined) throw noProxySenderError(request.proxy, exchange);
    let made = proxySenders.get(request.proxy);
    if (made === undefined) {
      made = makeProxySender(request.proxy);
      proxySenders.set(request.proxy, made);
    }
    return made;
  };

  return async (request, encode) => {
    const timeout = request.timeout !== undefined && request.timeout > 0 ? request.timeout : undefined;
    const callerSignal = request.signal;
    let secrets: readonly string[] | undefined;
    // The URL and label are set once the call is encoded; errors before that name `endpoint/service`.
    const exchange: { -readonly [K in keyof ExchangeContext]: ExchangeContext[K] } = {
      service: request.service,
      method: request.method,
      url: redactUrl(`${request.endpoint}/${request.service}`),
      label: `POST ${redactUrl(`${request.endpoint}/${request.service}`)}`,
      timeout,
      // Only a timeout needs a controller of the transport's own; the caller's signal is used as is.
      timeoutController: timeout !== undefined ? new AbortController() : undefined,
      callerSignal,
      secrets: () => (secrets ??= secretsOf(request)),
    };

    if (callerSignal?.aborted === true) throw abortedError(exchange, undefined);

    const call = encode(exchange);
    const target = targetOf(call.url);
    // Messages name the URL without its query (REST puts the mask, the filter and the caller's
    // headers there: long, and not for error text).
    const shown = target.safeUrl.split('?', 1)[0] as string;
    exchange.url = shown;
    exchange.label = `${call.method} ${shown}`;
    const headers = wireHeaders(call.headers, target.authorization);

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
          method: call.method,
          headers,
          body: call.body,
          signal,
          timeoutMs: timeout === undefined ? undefined : timeout * 1000,
        });
        return await handleResponse(response, exchange, maxBytes, codec, call.finish);
      })();
      // The deadline and the caller's abort settle the call even when the sender ignores the signal.
      return await settleBy(exchanged, signal);
    } catch (error) {
      // Release the connection of a response that was not read to its end (a locked body is
      // already cancelled by its reader).
      if (response?.body != null && !response.body.locked) await response.body.cancel().catch(() => undefined);
      // A hook that returned garbage is the caller's mistake, named as such, not a network error.
      if (error instanceof HookResultError) throw error;
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
 * The HTTP headers of a call, names lower-cased, with `Accept-Encoding: identity` when none is set
 * (so `fetch` adds none of its own) and the URL's userinfo as Basic authorization.
 */
function wireHeaders(given: Readonly<Record<string, string>>, authorization: string | undefined): Record<string, string> {
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const name of Object.keys(given)) {
    headers[name.toLowerCase()] = given[name] as string;
  }
  headers['accept-encoding'] ??= 'identity';
  if (authorization !== undefined) headers.authorization ??= authorization;
  return headers;
}

/** Reads and decodes the response, or throws the error it stands for. */
async function handleResponse(
  response: HttpResponse,
  exchange: ExchangeContext,
  maxBytes: number,
  codec: BodyCodec,
  finish: EncodedCall['finish'],
): Promise<unknown> {
  const { status } = response;
  if (status >= 400) {
    const text = await readErrorBody(response);
    const fault = text?.complete === true && text.data.byteLength > 0 ? await codec.errorFault(text.data, status) : undefined;
    throw httpStatusError(response, text === undefined ? undefined : { text: text.text, fault }, exchange);
  }
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
  const state: BodyReadState = { bytes: 0, done: false, readError: undefined, tooLarge: false };
  let result: unknown;
  try {
    // No signal for the decoder: the body itself fails when the request is aborted or times out
    // (the HTTP layer holds the signal), which ends the decode.
    let input: BodyInput = new Uint8Array(0);
    if (wholeBody !== undefined) input = await takeWhole(wholeBody, state, maxBytes);
    else if (reader !== undefined) input = small ? await readWhole(reader, state, maxBytes) : readChunks(reader, state, maxBytes);
    result = await codec.decode(input, maxBytes);
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    throw bodyReadError(error, state, exchange, status, maxBytes, (failure, empty) => codec.failure(failure, exchange, response, empty));
  }
  if (reader !== undefined && !state.done) await drain(reader, state);
  if (finish !== undefined) result = await finish(result);
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
  state: BodyReadState,
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
async function takeWhole(wholeBody: () => Promise<Uint8Array>, state: BodyReadState, maxBytes: number): Promise<Uint8Array> {
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
  state: BodyReadState,
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
  return concatBytes(chunks, state.bytes);
}

/** `chunks` joined into one array of `size` bytes. */
function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of chunks) {
    const piece = part.subarray(0, Math.min(part.byteLength, size - at));
    whole.set(piece, at);
    at += piece.byteLength;
    if (at >= size) break;
  }
  return whole;
}

/** The chunks of a response body, read by {@link nextChunk}, for a streaming decoder. */
async function* readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: BodyReadState,
  maxBytes: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  for (;;) {
    const chunk = await nextChunk(reader, state, maxBytes);
    if (chunk === undefined) return;
    yield chunk;
  }
}

/** Reads what is left after the end of the document (so the connection can be reused), bounded. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, state: BodyReadState): Promise<void> {
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

/** A bounded prefix of an error response: its bytes, its text, and whether it is the whole body. */
async function readErrorBody(response: HttpResponse): Promise<{ data: Uint8Array; text: string; complete: boolean } | undefined> {
  if (response.body === null) return undefined;
  const reader = response.body.getReader();
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
    if (size > ERROR_BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  const data = concatBytes(chunks, Math.min(size, ERROR_BODY_LIMIT));
  return { data, text: new TextDecoder('utf-8', { fatal: false }).decode(data), complete };
}

/** Splits userinfo off a URL: the URL to fetch, the text for messages, and a Basic header for it. */
function splitCredentials(raw: string): Target {
  const split = splitUserinfo(raw);
  if (split === undefined) return { url: raw, safeUrl: redactUrl(raw), authorization: undefined };
  if (split.user === '' && split.password === '') return { url: raw, safeUrl: raw, authorization: undefined };
  return { url: split.url, safeUrl: split.url, authorization: basicAuthorization(split.user, split.password) };
}

/**
 * An HTTP Basic `Authorization` value for `user` and `password` (UTF-8, base64).
 *
 * @example
 * ```ts
 * basicAuthorization('apikey', key); // 'Basic YXBpa2V5Oi4uLg=='
 * ```
 */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${basicCredentials(`${user}:${password}`)}`;
}
