/**
 * The one error mapping of svclib (SPEC §2): whatever goes wrong in an exchange — a fault, an HTTP
 * status, a response that does not decode, a network failure, a timeout or an abort — becomes the
 * svclib error it stands for here, and nowhere else. The transport reads and decides *when*
 * something failed; this module decides *what* it is.
 *
 * Every error made here carries the call as a redacted `request` (`{ service, method, url }`) and,
 * when a response arrived, its HTTP `status` apart from the `faultCode`. The codec's decode
 * failures are told apart by their machine-readable `code`, never by message text; text quoted
 * from the server has the request's secrets masked.
 *
 * @module
 */

import { isXmlRpcDecodeError, isXmlRpcFault, type XmlRpcDecodeError } from '@svclib/xmlrpc';
import {
  ApplicationError,
  InternalError,
  InvalidCharacter,
  InvalidMethodParameters,
  MethodNotFound,
  NotWellFormed,
  ParseError,
  RATE_LIMIT_FAULT_CODE,
  RateLimitExceeded,
  RemoteSystemError,
  ServiceAPIError,
  ServiceError,
  SpecViolation,
  TransportError,
  Unauthenticated,
  UnsupportedEncoding,
  isRateLimitExceeded,
  isServiceAPIError,
  type ServiceErrorOptions,
  type ServiceErrorRequest,
} from './errors.js';
import { ownValue } from '../util/records.js';
import { maskSecrets, redactUrl, secretsOf } from './redact.js';
import type { CallRequest } from '../request/call-request.js';

/** Longest excerpt of an HTTP error body quoted in a `TransportError` message. */
const EXCERPT_LENGTH = 200;

// ---------------------------------------------------------------------------------------------
// Faults

const faultKinds = new Map<number, typeof ServiceAPIError>([
  [-32700, NotWellFormed],
  [-32701, UnsupportedEncoding],
  [-32702, InvalidCharacter],
  [-32600, SpecViolation],
  [-32601, MethodNotFound],
  [-32602, InvalidMethodParameters],
  [-32603, InternalError],
  [-32500, ApplicationError],
  [-32400, RemoteSystemError],
  [-32300, TransportError],
]);

const unauthenticatedCodes = new Set(['Vendor_Exception_InvalidCredentials', 'Vendor_Exception_InvalidLegacyToken']);

/**
 * Maps an XML-RPC fault to its error kind: the standard codes (as numbers or numeric strings) to
 * their classes, the invalid-credentials codes to {@link Unauthenticated}, the rate-limit code to
 * {@link RateLimitExceeded}, anything else to {@link ServiceAPIError}. `options` (`cause`,
 * `request`, `status`) are passed to the error.
 *
 * @example
 * ```ts
 * errorFromFault('-32601', 'no such method'); // MethodNotFound
 * ```
 */
export function errorFromFault(
  faultCode: unknown,
  faultString: unknown,
  options?: ServiceErrorOptions,
): ServiceError {
  const text =
    typeof faultString === 'string'
      ? faultString
      : faultString === undefined || faultString === null
        ? ''
        : JSON.stringify(faultString) ?? '';
  const code = typeof faultCode === 'number' || typeof faultCode === 'string' ? faultCode : String(faultCode);
  if (typeof code === 'string' && unauthenticatedCodes.has(code)) return new Unauthenticated(text, options);
  if (code === RATE_LIMIT_FAULT_CODE) return new RateLimitExceeded(code, text, options);
  const numeric = numericFaultCode(code);
  const Kind = numeric === undefined ? undefined : faultKinds.get(numeric);
  // The error keeps the code as the server sent it (a numeric string stays a string).
  return Kind ? new Kind(code, text, options) : new ServiceAPIError(code, text, options);
}

/**
 * A fault code as a number: a number as is, a numeric string (e.g. `'-32601'`) converted, anything
 * else `undefined`. For comparing codes that may arrive either way.
 *
 * @example
 * ```ts
 * numericFaultCode('-32601'); // -32601
 * numericFaultCode('Vendor_Exception_NotFound'); // undefined
 * ```
 */
export function numericFaultCode(faultCode: unknown): number | undefined {
  if (typeof faultCode === 'number') return faultCode;
  return typeof faultCode === 'string' && /^\s*-?\d+\s*$/.test(faultCode) ? Number(faultCode) : undefined;
}

// ---------------------------------------------------------------------------------------------
// The exchange an error belongs to

/**
 * What every mapping needs to know about the call: who it was for, where it went (for `request`
 * and messages) and which secrets to mask in text quoted from the server.
 *
 * @example
 * ```ts
 * const context: ErrorContext = { service: 'Vendor_Account', method: 'getObject', url, label: `POST ${url}`, secrets: () => secretsOf(request) };
 * ```
 */
export interface ErrorContext {
  /** The full service name. */
  readonly service: string;
  /** The remote method. */
  readonly method: string;
  /** `endpoint/service` with the userinfo removed. */
  readonly url: string;
  /** `POST <url>`, the end of most messages. */
  readonly label: string;
  /** Secret strings of the request, replaced by `***` in any text quoted from the server. */
  secrets(): readonly string[];
}

/**
 * An {@link ErrorContext} plus what tells a timeout and an abort apart from a network failure.
 *
 * @example
 * ```ts
 * const exchange: ExchangeContext = { ...context, timeout: 30, timeoutController: new AbortController(), callerSignal: request.signal };
 * ```
 */
export interface ExchangeContext extends ErrorContext {
  /** Timeout in seconds, or undefined for none. */
  readonly timeout: number | undefined;
  /** Aborted with a {@link TimeoutSignal} when the timeout passes; only made when there is a timeout. */
  readonly timeoutController: AbortController | undefined;
  /** The caller's `request.signal`. */
  readonly callerSignal: AbortSignal | undefined;
}

/**
 * The reason the transport's own abort controller fires with when the timeout passes.
 *
 * @example
 * ```ts
 * timeoutController.abort(new TimeoutSignal('timed out after 30s'));
 * ```
 */
export class TimeoutSignal extends Error {
  static {
    this.prototype.name = 'TimeoutError';
  }
}

/**
 * The `request` of an error: service, method and URL, the URL without userinfo and with every
 * secret of the request masked (a URL should hold none, but a proxy or endpoint typed with a key
 * in its path must not leak through an error).
 */
function requestOf(context: ErrorContext): ServiceErrorRequest {
  return { service: context.service, method: context.method, url: maskSecrets(redactUrl(context.url), context.secrets()) };
}

/**
 * The `request` of an error raised outside an exchange (a retry delay, a rate-limit turn), from
 * the call's record, redacted as in an exchange.
 *
 * @example
 * ```ts
 * new TransportError(0, 'aborted', { request: errorRequest(request), cause: signal.reason });
 * ```
 */
export function errorRequest(request: CallRequest): ServiceErrorRequest {
  const url = redactUrl(`${request.endpoint}/${request.service}`);
  return { service: request.service, method: request.method, url: maskSecrets(url, secretsOf(request)) };
}

/**
 * `options` of an error of this exchange: its request, the status when a response arrived, a cause
 * (with the request's secrets masked in it and in its own causes: {@link maskedCause}).
 */
function optionsOf(context: ErrorContext, status: number | undefined, cause?: unknown): ServiceErrorOptions {
  return {
    request: requestOf(context),
    ...(status === undefined || status === 0 ? {} : { status }),
    ...(cause === undefined ? {} : { cause: maskedCause(cause, context.secrets()) }),
  };
}

// ---------------------------------------------------------------------------------------------
// Responses: faults and HTTP statuses

/**
 * What the mapping reads of an HTTP response: the status line and two headers (a fetch `Response`
 * is one).
 *
 * @example
 * ```ts
 * const head: ResponseHead = { status: 503, statusText: 'Service Unavailable', headers: new Headers() };
 * ```
 */
export interface ResponseHead {
  /** The HTTP status (0 for an opaque redirect). */
  readonly status: number;
  /** The reason phrase. */
  readonly statusText: string;
  /** The response headers (`Retry-After` and `Location` are read). */
  readonly headers: { get(name: string): string | null };
}

/**
 * A fault as a protocol reports it: an XML-RPC fault, or a REST error body `{ error, code }` read as
 * `{ faultCode: code, faultString: error }`.
 *
 * @example
 * ```ts
 * const fault: FaultLike = { faultCode: 'Vendor_Exception_ObjectNotFound', faultString: 'Unable to find object' };
 * ```
 */
export interface FaultLike {
  /** The fault code (a number, a numeric string or a `Vendor_Exception_…` name). */
  readonly faultCode: unknown;
  /** The fault's message. */
  readonly faultString: unknown;
}

/**
 * An HTTP error body: its text (a bounded prefix) and the fault it holds, if any.
 *
 * @example
 * ```ts
 * const body: HttpErrorBody = { text: '<html>down</html>', fault: undefined };
 * ```
 */
export interface HttpErrorBody {
  /** The body as text. */
  readonly text: string;
  /** The fault the whole body decodes to, when it is one. */
  readonly fault: FaultLike | undefined;
}

/**
 * A fault the server sent: its kind ({@link errorFromFault}) with the fault string's secrets
 * masked; with the response's `status`, and the rate-limit rules applied ({@link rateLimited}).
 *
 * @example
 * ```ts
 * if (isXmlRpcFault(error)) throw faultError(error, exchange, response);
 * ```
 */
export function faultError(fault: FaultLike, context: ErrorContext, head: ResponseHead | undefined): ServiceError {
  const error = errorFromFault(
    fault.faultCode,
    maskSecrets(String(fault.faultString), context.secrets()),
    optionsOf(context, head?.status),
  );
  return head === undefined ? error : rateLimited(error, head);
}

/**
 * An HTTP error status (≥ 400): 401 is {@link Unauthenticated} (the fault string or a body excerpt
 * in the message); a body holding a fault is that fault's kind; anything else is
 * `TransportError(status)` with an excerpt of the body. A 429, or the rate-limit fault with any
 * status, is {@link RateLimitExceeded}.
 *
 * @example
 * ```ts
 * if (response.status >= 400) throw httpStatusError(response, await readErrorBody(response), exchange);
 * ```
 */
export function httpStatusError(head: ResponseHead, body: HttpErrorBody | undefined, context: ErrorContext): ServiceError {
  const { status } = head;
  if (status === 401) {
    const detail =
      body?.fault !== undefined
        ? maskSecrets(String(body.fault.faultString), context.secrets())
        : makeExcerpt(body?.text ?? '', context.secrets());
    return new Unauthenticated(
      `HTTP 401 ${head.statusText || 'Unauthorized'} from ${context.label}${detail ? `: ${detail}` : ''}`,
      optionsOf(context, status),
    );
  }
  if (body?.fault !== undefined) return faultError(body.fault, context, head);
  const excerpt = makeExcerpt(body?.text ?? '', context.secrets());
  const error = new TransportError(
    status,
    `HTTP ${String(status)} ${head.statusText}`.trimEnd() + ` from ${context.label}${excerpt ? `: ${excerpt}` : ''}`,
    optionsOf(context, status),
  );
  return rateLimited(error, head);
}

/**
 * A redirect (3xx, or an opaque redirect): not followed, since the request body carries credentials.
 * The `Location` is quoted without userinfo and with the request's secrets masked in every form (a
 * login page's URL may quote the key, URL-encoded or as the Basic credentials), at most
 * {@link EXCERPT_LENGTH} characters.
 *
 * @example
 * ```ts
 * if (response.status >= 300 && response.status < 400) throw redirectError(response, exchange);
 * ```
 */
export function redirectError(head: ResponseHead, context: ErrorContext): TransportError {
  const location = head.headers.get('location');
  return new TransportError(
    head.status,
    `HTTP ${String(head.status)} ${head.statusText}`.trimEnd() +
      ` from ${context.label}: redirects are not followed${location ? ` (Location: ${makeExcerpt(redactUrl(location), context.secrets())})` : ''}`,
    optionsOf(context, head.status),
  );
}

/**
 * The error of a refused answer: a rate-limit fault (whatever the status) or any HTTP 429 is a
 * {@link RateLimitExceeded} carrying the `Retry-After` delay; other errors are returned unchanged.
 */
function rateLimited(error: ServiceError, head: ResponseHead): ServiceError {
  if (!isRateLimitExceeded(error) && head.status !== 429) return error;
  const retryAfterMs = parseRetryAfter(head.headers.get('retry-after'));
  const faultCode = isServiceAPIError(error) ? error.faultCode : head.status;
  const faultString = isServiceAPIError(error) ? error.faultString : error.message;
  return new RateLimitExceeded(faultCode, faultString, {
    retryAfterMs,
    ...(error.request === undefined ? {} : { request: error.request }),
    ...(error.status === undefined ? {} : { status: error.status }),
  });
}

/**
 * Milliseconds of an HTTP `Retry-After` value (delay seconds or an HTTP date), or `undefined` when
 * absent or unreadable.
 *
 * @example
 * ```ts
 * parseRetryAfter('2'); // 2000
 * ```
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Whitespace collapsed, secrets redacted, at most {@link EXCERPT_LENGTH} characters. */
function makeExcerpt(text: string, secrets: readonly string[]): string {
  const collapsed = maskSecrets(text, secrets).replace(/\s+/g, ' ').trim();
  return collapsed.length <= EXCERPT_LENGTH ? collapsed : `${collapsed.slice(0, EXCERPT_LENGTH - 1)}…`;
}

// ---------------------------------------------------------------------------------------------
// Response bodies that do not decode

/**
 * A response body over `maxBytes`: by its `Content-Length` (`declared`, refused before reading),
 * or as counted while it was read.
 *
 * @example
 * ```ts
 * throw bodyTooLargeError(exchange, response.status, maxBytes, response.headers.get('content-length') ?? undefined);
 * ```
 */
export function bodyTooLargeError(
  context: ErrorContext,
  status: number,
  maxBytes: number,
  declared: string | undefined,
  cause?: unknown,
): ParseError {
  const size = declared === undefined ? '' : ` of ${declared} bytes`;
  return new ParseError(
    -32700,
    `Response body${size} exceeds the limit of ${String(maxBytes)} bytes: ${context.label}`,
    optionsOf(context, status, cause),
  );
}

/** How the reading of a response body went: what {@link bodyReadError} decides on. */
export interface BodyReadState {
  /** Bytes read so far. */
  bytes: number;
  /** The body ended. */
  done: boolean;
  /** What the body stream (or `wholeBody()`) failed with, if it failed. */
  readError: unknown;
  /** The body went over `maxBytes`. */
  tooLarge: boolean;
}

/**
 * Which error a failed body read or decode becomes, the one place it is decided: over `maxBytes` →
 * {@link bodyTooLargeError}; the stream failed (a lost connection, an abort, the timeout) →
 * {@link connectionLostError}; else the codec's own error of what its decoder threw (`decodeFailure`,
 * told whether the body had no bytes at all), or the error itself.
 *
 * @example
 * ```ts
 * throw bodyReadError(error, state, exchange, response.status, maxBytes, (e, empty) => codec.failure(e, exchange, response, empty));
 * ```
 */
export function bodyReadError(
  error: unknown,
  read: Readonly<BodyReadState>,
  context: ErrorContext,
  status: number,
  maxBytes: number,
  decodeFailure: (error: unknown, empty: boolean) => ServiceError | undefined,
): unknown {
  if (read.tooLarge) return bodyTooLargeError(context, status, maxBytes, undefined, error);
  if (read.readError !== undefined) return connectionLostError(read.readError, context, status);
  return decodeFailure(error, read.done && read.bytes === 0) ?? error;
}

/**
 * A successful status with no body at all.
 *
 * @example
 * ```ts
 * if (response.body === null) throw emptyBodyError(exchange, response.status);
 * ```
 */
export function emptyBodyError(context: ErrorContext, status: number, cause?: unknown): NotWellFormed {
  return new NotWellFormed(-32700, `Empty response body: ${context.label}`, optionsOf(context, status, cause));
}

/**
 * The connection failed while the body was being read.
 *
 * @example
 * ```ts
 * throw connectionLostError(readError, exchange, response.status);
 * ```
 */
export function connectionLostError(readError: unknown, context: ErrorContext, status: number): TransportError {
  return new TransportError(
    0,
    `Connection lost while reading the response (${maskSecrets(describeFailure(readError), context.secrets())}): ${context.label}`,
    optionsOf(context, status, readError),
  );
}

/** The ParseError kind of each decode failure `code` of the codec. */
const DECODE_KINDS: Readonly<Record<XmlRpcDecodeError['code'], typeof ParseError>> = {
  'not-well-formed': NotWellFormed,
  doctype: NotWellFormed,
  'unsupported-encoding': UnsupportedEncoding,
  'invalid-character': InvalidCharacter,
  'too-large': ParseError,
  'too-deep': ParseError,
  'invalid-value': ParseError,
  'not-xml-rpc': ParseError,
};

/** The fault code each ParseError kind carries. */
const PARSE_FAULT_CODES = new Map<typeof ParseError, number>([
  [UnsupportedEncoding, -32701],
  [InvalidCharacter, -32702],
]);

/**
 * A response that is not well-formed XML-RPC → its ParseError kind, from the codec's `code`:
 * malformed XML and a DTD → `NotWellFormed` (-32700); an unsupported encoding →
 * `UnsupportedEncoding` (-32701); bytes that are not UTF-8 or a forbidden character →
 * `InvalidCharacter` (-32702); anything else (too large, too deep, a bad value, a well-formed
 * document that is not XML-RPC) → a plain `ParseError` (-32700).
 *
 * @example
 * ```ts
 * if (isXmlRpcDecodeError(error)) throw decodeError(error, exchange, response.status);
 * ```
 */
export function decodeError(error: XmlRpcDecodeError, context: ErrorContext, status: number | undefined): ParseError {
  const text = `Invalid XML-RPC response (${maskSecrets(error.message, context.secrets())}): ${context.label}`;
  // A code this version does not know (a newer codec) is a plain ParseError.
  const Kind = (DECODE_KINDS as Partial<Record<string, typeof ParseError>>)[error.code] ?? ParseError;
  return new Kind(PARSE_FAULT_CODES.get(Kind) ?? -32700, text, optionsOf(context, status, error));
}

// ---------------------------------------------------------------------------------------------
// Network failures, timeouts, aborts, and what never left the client

/**
 * Maps anything thrown during an exchange to a svclib error: the timeout (the transport's own
 * controller fired) and an abort by the caller's signal first, whatever was thrown then; a svclib
 * error as it is; a codec fault or decode error by its kind; anything else is a network failure,
 * `TransportError(0)` with the failure as `cause`. `status` is the response's, when one arrived.
 *
 * @example
 * ```ts
 * catch (error) { throw toServiceError(error, exchange, response?.status); }
 * ```
 */
export function toServiceError(error: unknown, exchange: ExchangeContext, status?: number): ServiceError {
  const timeoutReason = exchange.timeoutController?.signal.reason as unknown;
  if (timeoutReason instanceof TimeoutSignal) {
    return new TransportError(
      0,
      `Request timed out after ${String(exchange.timeout)}s: ${exchange.label}`,
      optionsOf(exchange, status, error),
    );
  }
  if (exchange.callerSignal?.aborted === true) return abortedError(exchange, exchange.callerSignal.reason, status);
  if (error instanceof ServiceError) return error;
  if (isXmlRpcFault(error)) return faultError(error, exchange, undefined);
  if (isXmlRpcDecodeError(error)) return decodeError(error, exchange, status);
  // A sender's message may quote the request (a custom `fetch` can): its secrets are masked.
  const failure = maskSecrets(describeFailure(error), exchange.secrets());
  return new TransportError(0, `Network error (${failure}): ${exchange.label}`, optionsOf(exchange, status, error));
}

/**
 * The caller's signal fired (before the call, or during it).
 *
 * @example
 * ```ts
 * if (request.signal?.aborted === true) throw abortedError(exchange, request.signal.reason);
 * ```
 */
export function abortedError(exchange: ExchangeContext, reason: unknown, status?: number): TransportError {
  return new TransportError(
    0,
    `Request aborted: ${exchange.label}`,
    optionsOf(exchange, status, reason ?? exchange.callerSignal?.reason),
  );
}

/**
 * A request with a proxy, on a transport that has no way to send through one.
 *
 * @example
 * ```ts
 * if (makeProxySender === undefined) throw noProxySenderError(request.proxy, exchange);
 * ```
 */
export function noProxySenderError(proxy: string, context: ErrorContext): TransportError {
  return new TransportError(
    0,
    `Cannot send through proxy ${redactUrl(proxy)}: this transport was created without a proxySender option: ${context.label}`,
    optionsOf(context, undefined),
  );
}

/**
 * The request could not be encoded (an argument XML-RPC cannot carry, such as `NaN`): a `TypeError`,
 * like any other invalid argument, naming the call and the codec's path to the bad value.
 *
 * @example
 * ```ts
 * try { body = encodeMethodCall(method, params); } catch (error) { throw encodeError(error, request, exchange); }
 * ```
 */
export function encodeError(
  error: unknown,
  request: Pick<CallRequest, 'service' | 'method'>,
  context: ErrorContext,
  format: 'XML-RPC' | 'JSON' = 'XML-RPC',
): TypeError {
  const message = error instanceof Error ? error.message : String(error);
  const layout = format === 'XML-RPC' ? 'params[0] is the header struct, params[1…] the args' : 'parameters[0…] are the args';
  return new TypeError(
    `Cannot encode the call ${request.service}.${request.method} as ${format} (${layout}): ${maskSecrets(message, context.secrets())}`,
    { cause: error },
  );
}

/**
 * A REST response body that is not JSON: a body that is not UTF-8 → `InvalidCharacter` (-32702),
 * any other → `NotWellFormed` (-32700). The codec's parser message quotes nothing of the body; the
 * request's secrets are masked in it and in the cause all the same.
 *
 * @example
 * ```ts
 * try { return JSON.parse(text); } catch (error) { throw jsonDecodeError(error, exchange, response.status); }
 * ```
 */
export function jsonDecodeError(
  error: unknown,
  context: ErrorContext,
  status: number | undefined,
  invalidUtf8 = false,
): ParseError {
  const detail = invalidUtf8 ? 'the body is not UTF-8' : maskSecrets(error instanceof Error ? error.message : String(error), context.secrets());
  const text = `Invalid JSON response (${makeExcerpt(detail, [])}): ${context.label}`;
  return invalidUtf8
    ? new InvalidCharacter(-32702, text, optionsOf(context, status, error))
    : new NotWellFormed(-32700, text, optionsOf(context, status, error));
}

/**
 * The cause to keep on an error: `error` itself, unless one of its own texts (message, stack, any
 * other string property) or its causes' quote a secret of the request; then a copy of it with those
 * texts masked, of the same class (`instanceof`, `name` and `code`, which the retry rules read, are
 * kept), its cause masked the same way. Anything that is not an `Error` is kept as it is.
 */
function maskedCause(error: unknown, secrets: readonly string[], depth = 0): unknown {
  if (!(error instanceof Error) || depth > 5 || secrets.length === 0) return error;
  let changed = false;
  const descriptors: PropertyDescriptorMap = {};
  for (const key of Reflect.ownKeys(error)) {
    const own = Object.getOwnPropertyDescriptor(error, key);
    if (own === undefined) continue;
    // An accessor (`stack` on some engines) is read once and kept as a value.
    const value: unknown = 'value' in own ? own.value : Reflect.get(error, key);
    const masked = key === 'cause' ? maskedCause(value, secrets, depth + 1) : typeof value === 'string' ? maskSecrets(value, secrets) : value;
    if (masked !== value) changed = true;
    descriptors[key] = { value: masked, writable: true, enumerable: own.enumerable === true, configurable: true };
  }
  return changed ? (Object.create(Object.getPrototypeOf(error) as object, descriptors) as Error) : error;
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
    const code = ownValue(current, 'code');
    const message = current.message.trim() || (typeof code === 'string' ? code : current.name);
    if (message !== 'fetch failed' && !parts.includes(message)) parts.push(message);
    // Only a cause the error has (an inherited `cause` on `Object.prototype` is not one).
    current = ownValue(current, 'cause');
  }
  return redactUrl(parts.join(': ') || 'unknown failure');
}

/**
 * A REST answer past a limit of the JSON reader (nested deeper than 256 levels, as XML-RPC's
 * `maxDepth`; an integer of more than 1,000 digits): a plain `ParseError` (-32700), as the XML-RPC
 * decoder's `too-deep` is.
 *
 * @example
 * ```ts
 * if (error instanceof JsonLimit) return jsonLimitError(error, exchange, response.status);
 * ```
 */
export function jsonLimitError(error: Error, context: ErrorContext, status: number | undefined): ParseError {
  return new ParseError(-32700, `Invalid JSON response (${error.message}): ${context.label}`, optionsOf(context, status, error));
}
