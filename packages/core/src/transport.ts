/**
 * The default transport: XML-RPC over HTTP (SPEC §3, §4). It encodes the call, hands the HTTP
 * request to an {@link HttpSender} (the HTTP seam, `http-sender.ts`), decodes the answer as it
 * streams in and maps every failure to a svclib error. It uses no Node-only module, so it runs in
 * browsers, Deno and Bun too (proxies need a `proxySender` or `proxyFetch`, which the Node entry
 * provides).
 *
 * @module
 */

import { decodeMethodResponse, encodeMethodCall, XmlRpcDecodeError, XmlRpcFault } from '@svclib/xmlrpc';
import {
  errorFromFault,
  InvalidCharacter,
  NotWellFormed,
  ParseError,
  ServiceError,
  TransportError,
  Unauthenticated,
  UnsupportedEncoding,
} from './errors.js';
import { headerStruct } from './header-struct.js';
import { fetchSender, type HttpHooks, type HttpResponse, type HttpSender } from './http-sender.js';
import { asRateLimitError } from './rate-limit.js';
import { maskSecrets, secretsOf, urlWithoutUserinfo, withoutUserinfo } from './redact.js';
import type { CallRequest, Transport } from './request.js';
import { setTotalItems } from './total-items.js';

/** Default limit on the (decompressed) size of a response body: 256 MiB. */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** At most this much of an HTTP error body is read to look for a fault or build an excerpt. */
const ERROR_BODY_LIMIT = 1024 * 1024;
/** At most this much trailing data after the end of a decoded response is drained for keep-alive. */
const DRAIN_LIMIT = 64 * 1024;
/** An uncompressed body whose `Content-Length` is at most this is read whole, then decoded. */
const WHOLE_BODY_LIMIT = 64 * 1024;
/** Longest excerpt of an HTTP error body quoted in a `TransportError` message. */
const EXCERPT_LENGTH = 200;
/** Largest delay `setTimeout` accepts (about 24.8 days); longer timeouts behave as none. */
const MAX_TIMER_MS = 2_147_483_647;

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

/** Why the request's own abort controller fired. */
class TimeoutSignal extends Error {
  static {
    this.prototype.name = 'TimeoutError';
  }
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

/** Everything about one exchange that error messages need. */
interface Exchange {
  /** `POST <url>` with the userinfo removed. */
  readonly label: string;
  /** Timeout in seconds, or undefined for none. */
  readonly timeout: number | undefined;
  /** Aborted with a {@link TimeoutSignal} when the timeout passes; only made when there is a timeout. */
  readonly timeoutController: AbortController | undefined;
  /** The caller's `request.signal`. */
  readonly callerSignal: AbortSignal | undefined;
  /** Secret strings of the request, replaced by `***` in any text quoted from the server (collected on first use). */
  secrets(): readonly string[];
}

/** The target of one `endpoint/service` URL: what to fetch, what to show, the Basic credentials. */
interface Target {
  readonly url: string;
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
    target = { url: split.url, label: `POST ${split.safeUrl}`, authorization: split.authorization };
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
export function createXmlRpcTransport(options: XmlRpcTransportOptions = {}): Transport {
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

  const senderFor = (request: CallRequest, label: string): HttpSender => {
    if (request.proxy === undefined || request.proxy === '') return sender;
    if (makeProxySender === undefined) {
      throw new TransportError(
        0,
        `Cannot send through proxy ${urlWithoutUserinfo(request.proxy)}: this transport was created without a proxySender or proxyFetch option: ${label}`,
      );
    }
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
      label: target.label,
      timeout,
      // Only a timeout needs a controller of the transport's own; the caller's signal is used as is.
      timeoutController: timeout !== undefined && timeout * 1000 <= MAX_TIMER_MS ? new AbortController() : undefined,
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (timeoutController !== undefined) {
      signal = callerSignal === undefined ? timeoutController.signal : AbortSignal.any([callerSignal, timeoutController.signal]);
      timer = setTimeout(() => {
        timeoutController.abort(new TimeoutSignal(`timed out after ${String(timeout)}s`));
      }, (timeout as number) * 1000);
    }

    let response: HttpResponse | undefined;
    try {
      response = await senderFor(request, target.label).send({
        url: target.url,
        method: 'POST',
        headers,
        body,
        signal,
        timeoutMs: timeout === undefined ? undefined : timeout * 1000,
      });
      return await handleResponse(response, exchange, maxBytes);
    } catch (error) {
      // Release the connection of a response that was not read to its end (a locked body is
      // already cancelled by its reader).
      if (response?.body != null && !response.body.locked) await response.body.cancel().catch(() => undefined);
      throw toServiceError(error, exchange);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  };
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
  if (status === 401) {
    const body = await readErrorBody(response);
    const detail =
      body?.fault !== undefined
        ? maskSecrets(String(body.fault.faultString), exchange.secrets())
        : makeExcerpt(body?.text ?? '', exchange.secrets());
    throw new Unauthenticated(
      `HTTP 401 ${response.statusText || 'Unauthorized'} from ${exchange.label}${detail ? `: ${detail}` : ''}`,
    );
  }
  if (status >= 400) {
    const body = await readErrorBody(response);
    const retryAfter = response.headers.get('retry-after');
    if (body?.fault !== undefined) {
      const error = errorFromFault(body.fault.faultCode, maskSecrets(String(body.fault.faultString), exchange.secrets()));
      throw asRateLimitError(error, status, retryAfter);
    }
    const excerpt = makeExcerpt(body?.text ?? '', exchange.secrets());
    const error = new TransportError(
      status,
      `HTTP ${String(status)} ${response.statusText}`.trimEnd() + ` from ${exchange.label}${excerpt ? `: ${excerpt}` : ''}`,
    );
    throw asRateLimitError(error, status, retryAfter);
  }
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    throw new TransportError(
      status,
      `HTTP ${String(status)} ${response.statusText}`.trimEnd() +
        ` from ${exchange.label}: redirects are not followed${location ? ` (Location: ${urlWithoutUserinfo(location)})` : ''}`,
    );
  }

  const declared = response.headers.get('content-length');
  const encoding = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
  if (declared !== null && (encoding === 'identity' || encoding === '') && Number(declared) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ParseError(
      -32700,
      `Response body of ${declared} bytes exceeds the limit of ${String(maxBytes)} bytes: ${exchange.label}`,
    );
  }
  if (response.body === null) {
    throw new NotWellFormed(-32700, `Empty response body: ${exchange.label}`);
  }

  const reader = response.body.getReader();
  const state: BodyState = { bytes: 0, done: false, readError: undefined, tooLarge: false };
  let result: unknown;
  try {
    // No signal for the decoder: the body stream itself errors when the request is aborted or
    // times out (the HTTP layer holds the signal), which ends the decode. A small uncompressed
    // body of known length is read whole and decoded in one go (cheaper than feeding chunks);
    // anything else is decoded as it streams in.
    const small =
      declared !== null && (encoding === 'identity' || encoding === '') && Number(declared) <= WHOLE_BODY_LIMIT;
    result = small
      ? await decodeMethodResponse(await readWhole(reader, state, maxBytes), { maxBytes })
      : await decodeMethodResponse(readChunks(reader, state, maxBytes), { maxBytes });
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof XmlRpcFault || isNamed(error, 'XmlRpcFault')) throw error;
    if (state.tooLarge) {
      throw new ParseError(
        -32700,
        `Response body exceeds the limit of ${String(maxBytes)} bytes: ${exchange.label}`,
        { cause: error },
      );
    }
    if (state.done && state.bytes === 0 && isNamed(error, 'XmlRpcDecodeError')) {
      throw new NotWellFormed(-32700, `Empty response body: ${exchange.label}`, { cause: error });
    }
    if (state.readError !== undefined) {
      throw new TransportError(
        0,
        `Connection lost while reading the response (${describeFailure(state.readError)}): ${exchange.label}`,
        { cause: state.readError },
      );
    }
    throw error;
  }
  if (!state.done) await drain(reader, state);
  const total = response.headers.get('vendor-total-items');
  if (total !== null && total.trim() !== '') setTotalItems(result, Number(total));
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

/** An HTTP error body: its text (up to {@link ERROR_BODY_LIMIT}) and the fault it holds, if any. */
interface ErrorBody {
  text: string;
  fault: XmlRpcFault | undefined;
}

/** Reads (a bounded prefix of) an error response and decodes it as a fault when it is one. */
async function readErrorBody(response: HttpResponse): Promise<ErrorBody | undefined> {
  if (response.body === null) return undefined;
  const bytes = await readPrefix(response.body, ERROR_BODY_LIMIT);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.data);
  let fault: XmlRpcFault | undefined;
  if (bytes.complete && bytes.data.byteLength > 0) {
    try {
      await decodeMethodResponse(bytes.data, { maxBytes: ERROR_BODY_LIMIT });
    } catch (error) {
      if (error instanceof XmlRpcFault || isNamed(error, 'XmlRpcFault')) fault = error as XmlRpcFault;
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

/** Whitespace collapsed, secrets redacted, at most {@link EXCERPT_LENGTH} characters. */
function makeExcerpt(text: string, secrets: readonly string[]): string {
  const collapsed = maskSecrets(text, secrets).replace(/\s+/g, ' ').trim();
  return collapsed.length <= EXCERPT_LENGTH ? collapsed : `${collapsed.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** Maps anything thrown during an exchange to a svclib error. */
function toServiceError(error: unknown, exchange: Exchange): ServiceError {
  const timeoutReason = exchange.timeoutController?.signal.reason as unknown;
  if (timeoutReason instanceof TimeoutSignal) {
    return new TransportError(0, `Request timed out after ${String(exchange.timeout)}s: ${exchange.label}`, {
      cause: error,
    });
  }
  if (exchange.callerSignal?.aborted === true) return abortedError(exchange, exchange.callerSignal.reason);
  if (error instanceof ServiceError) return error;
  if (error instanceof XmlRpcFault || isNamed(error, 'XmlRpcFault')) {
    const fault = error as XmlRpcFault;
    return errorFromFault(fault.faultCode, maskSecrets(String(fault.faultString), exchange.secrets()));
  }
  if (error instanceof XmlRpcDecodeError || isNamed(error, 'XmlRpcDecodeError')) {
    return decodeError(error as XmlRpcDecodeError, exchange);
  }
  return new TransportError(0, `Network error (${describeFailure(error)}): ${exchange.label}`, { cause: error });
}

/** The caller's signal fired. */
function abortedError(exchange: Exchange, reason: unknown): TransportError {
  return new TransportError(0, `Request aborted: ${exchange.label}`, {
    cause: reason ?? exchange.callerSignal?.reason,
  });
}

/** A response that is not well-formed XML-RPC → the ParseError kind it is. */
function decodeError(error: XmlRpcDecodeError, exchange: Exchange): ParseError {
  const text = `Invalid XML-RPC response (${maskSecrets(error.message, exchange.secrets())}): ${exchange.label}`;
  switch (decodeErrorKind(error)) {
    case 'encoding':
      return new UnsupportedEncoding(-32701, text, { cause: error });
    case 'character':
      return new InvalidCharacter(-32702, text, { cause: error });
    case 'xml':
      return new NotWellFormed(-32700, text, { cause: error });
    default:
      return new ParseError(-32700, text, { cause: error });
  }
}

/**
 * Which ParseError kind a decode error is, from the codec's `reason`: an unsupported encoding; an
 * invalid character (bytes that are not UTF-8, a character XML forbids); malformed XML (including a
 * DTD); anything else (a well-formed document that is not a valid XML-RPC response, too deep, too
 * large) is a plain ParseError.
 */
function decodeErrorKind(error: XmlRpcDecodeError): 'encoding' | 'character' | 'xml' | 'other' {
  const reason = typeof error.reason === 'string' ? error.reason : error.message;
  if (/^unsupported encoding/i.test(reason)) return 'encoding';
  if (/^invalid UTF-8|(disallowed|invalid) character/i.test(reason)) return 'character';
  if (/^malformed XML|^DOCTYPE/i.test(reason)) return 'xml';
  return 'other';
}

/**
 * The request could not be encoded (an argument XML-RPC cannot carry, such as `NaN`): a `TypeError`,
 * like any other invalid argument, naming the call and the codec's path to the bad value.
 */
function encodeError(error: unknown, request: CallRequest, exchange: Exchange): TypeError {
  const message = error instanceof Error ? error.message : String(error);
  return new TypeError(
    `Cannot encode the call ${request.service}.${request.method} as XML-RPC (params[0] is the header struct, ` +
      `params[1…] the args): ${maskSecrets(message, exchange.secrets())}`,
    { cause: error },
  );
}

/** A short account of a failure: the messages of the error and its causes, outermost first. */
function describeFailure(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (!(current instanceof Error)) {
      if (typeof current === 'string' || typeof current === 'number') parts.push(String(current));
      break;
    }
    const code = (current as { code?: unknown }).code;
    const message = current.message.trim() || (typeof code === 'string' ? code : current.name);
    if (message !== 'fetch failed' && !parts.includes(message)) parts.push(message);
    current = current.cause;
  }
  return withoutUserinfo(parts.join(': ') || 'unknown failure');
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
  return { url: parsed.href, safeUrl: parsed.href, authorization: `Basic ${base64(`${user}:${password}`)}` };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}
