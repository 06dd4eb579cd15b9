/**
 * The default transport: XML-RPC over HTTP, sent with `ky` (SPEC §3, §4). This is the only module
 * that imports `ky`; no ky type appears in its public API. It uses no Node-only module, so it runs
 * in browsers, Deno and Bun too (proxies need a `proxyFetch`, which the Node entry provides).
 *
 * @module
 */

import ky from 'ky';
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
import type { CallRequest, Transport } from './request.js';
import { setTotalItems } from './total-items.js';

/** Default limit on the (decompressed) size of a response body: 256 MiB. */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
/** At most this much of an HTTP error body is read to look for a fault or build an excerpt. */
const ERROR_BODY_LIMIT = 1024 * 1024;
/** At most this much trailing data after the end of a decoded response is drained for keep-alive. */
const DRAIN_LIMIT = 64 * 1024;
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
   * The `fetch` used for requests without a proxy. Default: `globalThis.fetch`. It is called with
   * a `Request` object (and no second argument needed beyond what `fetch` accepts).
   *
   * @example
   * ```ts
   * createXmlRpcTransport({ fetch: (input, init) => globalThis.fetch(input, init) });
   * ```
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Makes the `fetch` for requests whose record has `proxy` set; called once per distinct proxy
   * URL and cached. Without it, a request with a proxy is refused with a `TransportError` rather than
   * sent around the proxy. On Node.js, pass `createProxyFetch` from the Node entry.
   *
   * @example
   * ```ts
   * import { createProxyFetch } from '@svclib/core/node';
   * createXmlRpcTransport({ proxyFetch: createProxyFetch });
   * ```
   */
  proxyFetch?: (proxyUrl: string) => typeof globalThis.fetch;
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

/** What happened while the response body was read (set by {@link readChunks}). */
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
  /** Aborted with a {@link TimeoutSignal} when the timeout passes, or plainly to drop the connection. */
  readonly timeoutController: AbortController;
  /** The caller's `request.signal`. */
  readonly callerSignal: AbortSignal | undefined;
  /** Secret strings of the header struct, replaced by `***` in any text quoted from the server. */
  readonly secrets: readonly string[];
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
  const { fetch, proxyFetch } = options;
  const proxyFetches = new Map<string, typeof globalThis.fetch>();

  const fetchFor = (request: CallRequest, label: string): typeof globalThis.fetch | undefined => {
    if (request.proxy === undefined || request.proxy === '') return fetch;
    if (proxyFetch === undefined) {
      throw new TransportError(
        0,
        `Cannot send through proxy ${redactUrl(request.proxy)}: this transport was created without a proxyFetch option: ${label}`,
      );
    }
    let made = proxyFetches.get(request.proxy);
    if (made === undefined) {
      made = proxyFetch(request.proxy);
      proxyFetches.set(request.proxy, made);
    }
    return made;
  };

  return async (request: CallRequest): Promise<unknown> => {
    const target = splitCredentials(`${request.endpoint}/${request.service}`);
    const label = `POST ${target.safeUrl}`;
    const timeout = request.timeout !== undefined && request.timeout > 0 ? request.timeout : undefined;
    const exchange: Exchange = {
      label,
      timeout,
      timeoutController: new AbortController(),
      callerSignal: request.signal,
      secrets: collectSecrets(request),
    };

    if (request.signal?.aborted === true) throw abortedError(exchange, undefined);

    const headers = new Headers(request.transportHeaders);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'identity');
    if (target.authorization !== undefined && !headers.has('authorization')) {
      headers.set('authorization', target.authorization);
    }

    let body: string;
    try {
      body = encodeMethodCall(request.method, [{ headers: request.headers }, ...request.args]);
    } catch (error) {
      throw encodeError(error, request, exchange);
    }

    const signal =
      request.signal === undefined
        ? exchange.timeoutController.signal
        : AbortSignal.any([request.signal, exchange.timeoutController.signal]);
    const timer =
      timeout !== undefined && timeout * 1000 <= MAX_TIMER_MS
        ? setTimeout(() => {
            exchange.timeoutController.abort(new TimeoutSignal(`timed out after ${String(timeout)}s`));
          }, timeout * 1000)
        : undefined;

    try {
      const fetchImpl = fetchFor(request, label);
      const response = await ky.post(target.url, {
        headers,
        body,
        signal,
        timeout: false,
        retry: 0,
        throwHttpErrors: false,
        redirect: 'manual',
        ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
      });
      return await handleResponse(response, exchange, maxBytes, signal);
    } catch (error) {
      // Release the connection of a response that was not read to its end.
      if (!exchange.timeoutController.signal.aborted) exchange.timeoutController.abort();
      throw toServiceError(error, exchange);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
    }
  };
}

/** Reads and decodes the response, or throws the error it stands for. */
async function handleResponse(
  response: Response,
  exchange: Exchange,
  maxBytes: number,
  signal: AbortSignal,
): Promise<unknown> {
  const { status } = response;
  if (status === 401) {
    const body = await readErrorBody(response, signal);
    const detail =
      body?.fault !== undefined
        ? redact(String(body.fault.faultString), exchange.secrets)
        : makeExcerpt(body?.text ?? '', exchange.secrets);
    throw new Unauthenticated(
      `HTTP 401 ${response.statusText || 'Unauthorized'} from ${exchange.label}${detail ? `: ${detail}` : ''}`,
    );
  }
  if (status >= 400) {
    const body = await readErrorBody(response, signal);
    if (body?.fault !== undefined) {
      throw errorFromFault(body.fault.faultCode, redact(String(body.fault.faultString), exchange.secrets));
    }
    const excerpt = makeExcerpt(body?.text ?? '', exchange.secrets);
    throw new TransportError(
      status,
      `HTTP ${String(status)} ${response.statusText}`.trimEnd() + ` from ${exchange.label}${excerpt ? `: ${excerpt}` : ''}`,
    );
  }
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location');
    throw new TransportError(
      status,
      `HTTP ${String(status)} ${response.statusText}`.trimEnd() +
        ` from ${exchange.label}: redirects are not followed${location ? ` (Location: ${redactUrl(location)})` : ''}`,
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
    result = await decodeMethodResponse(readChunks(reader, state, maxBytes), { maxBytes, signal });
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
 * The chunks of a response body, counting bytes and remembering a read failure (so it can be told
 * apart from a decode failure whatever the decoder does with it).
 */
async function* readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: BodyState,
  maxBytes: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      state.readError = error ?? new Error('response body stream failed');
      throw state.readError;
    }
    if (chunk.done) {
      state.done = true;
      return;
    }
    state.bytes += chunk.value.byteLength;
    if (state.bytes > maxBytes) {
      state.tooLarge = true;
      throw new BodyTooLarge(`response body exceeds ${String(maxBytes)} bytes`);
    }
    yield chunk.value;
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
async function readErrorBody(response: Response, signal: AbortSignal): Promise<ErrorBody | undefined> {
  if (response.body === null) return undefined;
  const bytes = await readPrefix(response.body, ERROR_BODY_LIMIT);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.data);
  let fault: XmlRpcFault | undefined;
  if (bytes.complete && bytes.data.byteLength > 0) {
    try {
      await decodeMethodResponse(bytes.data, { maxBytes: ERROR_BODY_LIMIT, signal });
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
  const collapsed = redact(text, secrets).replace(/\s+/g, ' ').trim();
  return collapsed.length <= EXCERPT_LENGTH ? collapsed : `${collapsed.slice(0, EXCERPT_LENGTH - 1)}…`;
}

/** Maps anything thrown during an exchange to a svclib error. */
function toServiceError(error: unknown, exchange: Exchange): ServiceError {
  const timeoutReason = exchange.timeoutController.signal.reason as unknown;
  if (timeoutReason instanceof TimeoutSignal) {
    return new TransportError(0, `Request timed out after ${String(exchange.timeout)}s: ${exchange.label}`, {
      cause: error,
    });
  }
  if (exchange.callerSignal?.aborted === true) return abortedError(exchange, exchange.callerSignal.reason);
  if (error instanceof ServiceError) return error;
  if (error instanceof XmlRpcFault || isNamed(error, 'XmlRpcFault')) {
    const fault = error as XmlRpcFault;
    return errorFromFault(fault.faultCode, redact(String(fault.faultString), exchange.secrets));
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
  const text = `Invalid XML-RPC response (${redact(error.message, exchange.secrets)}): ${exchange.label}`;
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
      `params[1…] the args): ${redact(message, exchange.secrets)}`,
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
  return redactUrlsIn(parts.join(': ') || 'unknown failure');
}

/** Splits userinfo off a URL: the URL to fetch, the text for messages, and a Basic header for it. */
function splitCredentials(raw: string): { url: string; safeUrl: string; authorization: string | undefined } {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return { url: raw, safeUrl: redactUrlsIn(raw), authorization: undefined };
  }
  if (parsed.username === '' && parsed.password === '') return { url: raw, safeUrl: raw, authorization: undefined };
  const user = safeDecode(parsed.username);
  const password = safeDecode(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.href, safeUrl: parsed.href, authorization: `Basic ${base64(`${user}:${password}`)}` };
}

/** A URL with its userinfo removed. */
function redactUrl(raw: string): string {
  try {
    const parsed = new URL(raw);
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
  } catch {
    return redactUrlsIn(raw);
  }
}

/** Removes `user:password@` from any URL-like text. */
function redactUrlsIn(text: string): string {
  return text.replace(/(\/\/)[^/\s@]*@/g, '$1');
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

/**
 * Strings of the request that are secrets (header-struct values under key/token/password-like
 * names, the password and answer of `getPortalLoginToken`), to redact from text quoted from the server.
 */
function collectSecrets(request: CallRequest): string[] {
  const found: string[] = [];
  const visit = (value: unknown, secretKey: boolean, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string') {
      if (secretKey && value.length >= 4) found.push(value);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        visit(inner, secretKey || /key|token|password|secret|hash|answer/i.test(key), depth + 1);
      }
    }
  };
  visit(request.headers, false, 0);
  if (request.method === 'getPortalLoginToken') {
    visit(request.args[1], true, 0);
    visit(request.args[3], true, 0);
  }
  return found;
}

function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join('***');
  return result;
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}
