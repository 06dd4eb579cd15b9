/**
 * The error kinds of svclib (SPEC §2). Every class sets `name` (on its prototype, so it survives
 * minification) to its class name, so errors from two copies of the package can still be told apart
 * with the `is…` guards. Which failure becomes which kind is decided in one place,
 * `error-mapping.ts` (beside it).
 *
 * @module
 */

import { ownOptions, ownValue } from '../util/records.js';

/**
 * The call an error belongs to, safe to log: the full service name, the method, and the URL the
 * call was POSTed to with any `user:password@` removed (and no other secret of the request in it).
 *
 * @example
 * ```ts
 * const where: ServiceErrorRequest = { service: 'Vendor_Account', method: 'getObject', url: 'https://api.vendor.example/xmlrpc/v3.1/Vendor_Account' };
 * ```
 */
export interface ServiceErrorRequest {
  /**
   * The full service name (`Vendor_Account`).
   *
   * @example
   * ```ts
   * error.request?.service; // 'Vendor_Account'
   * ```
   */
  readonly service: string;
  /**
   * The remote method (`getObject`).
   *
   * @example
   * ```ts
   * error.request?.method; // 'getObject'
   * ```
   */
  readonly method: string;
  /**
   * `endpoint/service` without userinfo.
   *
   * @example
   * ```ts
   * error.request?.url; // 'https://api.vendor.example/xmlrpc/v3.1/Vendor_Account'
   * ```
   */
  readonly url: string;
}

/**
 * Options accepted by every svclib error constructor.
 *
 * @example
 * ```ts
 * new TransportError(503, 'HTTP 503', { status: 503, request: { service: 'Vendor_Account', method: 'getObject', url } });
 * ```
 */
export interface ServiceErrorOptions {
  /**
   * The underlying error (network failure, abort, decode error, …).
   *
   * @example
   * ```ts
   * new TransportError(0, 'Network error', { cause: error });
   * ```
   */
  cause?: unknown;
  /**
   * The call the error belongs to (already redacted: the error stores a frozen copy as given).
   *
   * @example
   * ```ts
   * new ServiceError('no result', { request: { service: 'Vendor_Account', method: 'getObject', url } });
   * ```
   */
  request?: ServiceErrorRequest | undefined;
  /**
   * The HTTP status of the response, when one arrived.
   *
   * @example
   * ```ts
   * new ServiceAPIError('Vendor_Exception_ObjectNotFound', 'Unable to find object', { status: 500 });
   * ```
   */
  status?: number | undefined;
}

/**
 * Base error of the library (no fault data). An error from the transport carries the call it
 * belongs to as {@link ServiceError.request | request} and, when a response arrived, its HTTP
 * {@link ServiceError.status | status}; both are absent (not present as properties) otherwise.
 *
 * @example
 * ```ts
 * try { await client.call('Account', 'getObject'); }
 * catch (error) { if (isServiceError(error)) console.error(error.message, error.request?.url, error.status); }
 * ```
 */
export class ServiceError extends Error {
  /**
   * The call this error belongs to: `{ service, method, url }`, with the URL's userinfo removed
   * and no secret of the request in it. Set by the transport on every error it raises.
   *
   * @example
   * ```ts
   * if (isServiceError(error)) log.warn({ call: error.request }); // safe to log
   * ```
   */
  declare readonly request?: ServiceErrorRequest;

  /**
   * The HTTP status of the response the error came with, whatever the kind: `500` for a fault
   * sent with HTTP 500 (its `faultCode` stays the fault's), `200` for a fault or a malformed body
   * sent with HTTP 200, `401` for `Unauthenticated` from HTTP 401, the status of a
   * `TransportError` from an HTTP error. Absent when no response arrived (a network failure,
   * timeout or abort before the response headers).
   *
   * @example
   * ```ts
   * if (isServiceAPIError(error) && error.status === 503) retryLater();
   * ```
   */
  declare readonly status?: number;

  constructor(message: string, given?: ServiceErrorOptions) {
    // Own properties only: a `cause` or `request` on `Object.prototype` is not this error's.
    const options = ownOptions(given);
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    const request = options.request;
    // Own properties only when known, so `inspect` and `toEqual` of other errors are unchanged.
    if (request !== undefined) {
      (this as { request?: ServiceErrorRequest }).request = Object.freeze({ service: request.service, method: request.method, url: request.url });
    }
    if (options.status !== undefined) (this as { status?: number }).status = options.status;
  }

  static {
    this.prototype.name = 'ServiceError';
  }
}

/**
 * An error returned by the API: carries the fault code and fault string. Its text form is
 * `Name(code): string`.
 *
 * @example
 * ```ts
 * const error = new ServiceAPIError('Vendor_Exception_NotFound', 'Object not found');
 * String(error); // 'ServiceAPIError(Vendor_Exception_NotFound): Object not found'
 * ```
 */
export class ServiceAPIError extends ServiceError {
  /** The fault code as the server sent it: a number or a numeric string for the standard XML-RPC codes, else the API's exception name. */
  readonly faultCode: number | string;
  /** The fault string sent by the API. */
  readonly faultString: string;

  constructor(faultCode: number | string, faultString: string, options?: ServiceErrorOptions) {
    super(faultString, options);
    this.faultCode = faultCode;
    this.faultString = faultString;
  }

  /** The fault string (the seed's `reason`). */
  get reason(): string {
    return this.faultString;
  }

  static {
    this.prototype.name = 'ServiceAPIError';
  }

  /** `Name(code): string`. */
  override toString(): string {
    return `${this.name}(${String(this.faultCode)}): ${this.faultString}`;
  }
}

/** Parse error: the request or response was not valid XML-RPC. @example `error instanceof ParseError` */
export class ParseError extends ServiceAPIError {
  static {
    this.prototype.name = 'ParseError';
  }
}
/** Server error (the server reported a specification or method problem). @example `error instanceof ServerError` */
export class ServerError extends ServiceAPIError {
  static {
    this.prototype.name = 'ServerError';
  }
}
/** Application error (fault code -32500). @example `error instanceof ApplicationError` */
export class ApplicationError extends ServiceAPIError {
  static {
    this.prototype.name = 'ApplicationError';
  }
}
/** System error of the remote side (fault code -32400). @example `error instanceof RemoteSystemError` */
export class RemoteSystemError extends ServiceAPIError {
  static {
    this.prototype.name = 'RemoteSystemError';
  }
}
/**
 * Transport error (fault code -32300), and HTTP or network failures: `faultCode` is the HTTP status,
 * or 0 for a network failure, timeout or abort (with `cause` attached). For an HTTP error,
 * {@link ServiceError.status | status} is the same HTTP status: given a `faultCode` between 100 and
 * 599 and no `status` option, the constructor sets `status` to it.
 *
 * @example
 * ```ts
 * if (error instanceof TransportError && error.faultCode === 0) console.error('network:', error.cause);
 * ```
 */
export class TransportError extends ServiceAPIError {
  constructor(faultCode: number | string, faultString: string, options?: ServiceErrorOptions) {
    super(
      faultCode,
      faultString,
      ownValue(options, 'status') === undefined && isHttpStatus(faultCode) ? { ...options, status: faultCode } : options,
    );
  }

  static {
    this.prototype.name = 'TransportError';
  }
}
/** Request not well formed (fault code -32700). @example `error instanceof NotWellFormed` */
export class NotWellFormed extends ParseError {
  static {
    this.prototype.name = 'NotWellFormed';
  }
}
/** Encoding not supported (fault code -32701). @example `error instanceof UnsupportedEncoding` */
export class UnsupportedEncoding extends ParseError {
  static {
    this.prototype.name = 'UnsupportedEncoding';
  }
}
/** An invalid character (fault code -32702). @example `error instanceof InvalidCharacter` */
export class InvalidCharacter extends ParseError {
  static {
    this.prototype.name = 'InvalidCharacter';
  }
}
/** A specification violation (fault code -32600). @example `error instanceof SpecViolation` */
export class SpecViolation extends ServerError {
  static {
    this.prototype.name = 'SpecViolation';
  }
}
/** Method name not found (fault code -32601). @example `error instanceof MethodNotFound` */
export class MethodNotFound extends ServerError {
  static {
    this.prototype.name = 'MethodNotFound';
  }
}
/** Invalid method parameters (fault code -32602). @example `error instanceof InvalidMethodParameters` */
export class InvalidMethodParameters extends ServerError {
  static {
    this.prototype.name = 'InvalidMethodParameters';
  }
}
/** Internal server error (fault code -32603). @example `error instanceof InternalError` */
export class InternalError extends ServerError {
  static {
    this.prototype.name = 'InternalError';
  }
}

/**
 * Authentication failed: fault `Vendor_Exception_InvalidCredentials` or
 * `Vendor_Exception_InvalidLegacyToken`, or HTTP 401. Carries no fault data.
 *
 * @example
 * ```ts
 * if (isUnauthenticated(error)) console.error('check SVC_USERNAME / SVC_API_KEY');
 * ```
 */
export class Unauthenticated extends ServiceError {
  static {
    this.prototype.name = 'Unauthenticated';
  }
}

/** Fault code of a call refused over the API's rate limit (SPEC §9). */
export const RATE_LIMIT_FAULT_CODE = 'Vendor_Exception_WebService_RateLimitExceeded';

/**
 * The API refused the call over its rate limit (fault `Vendor_Exception_WebService_RateLimitExceeded`,
 * with HTTP 500 or 429, or a bare HTTP 429), and `retry` was off or its retries were used up. A
 * refused call was not executed. `retryAfterMs` is the server's `Retry-After`, when it sent one.
 *
 * @example
 * ```ts
 * try { await client.call('Account', 'getObject'); }
 * catch (error) { if (error instanceof RateLimitExceeded) await sleep(error.retryAfterMs ?? 1000); }
 * ```
 */
export class RateLimitExceeded extends ServiceAPIError {
  /** Milliseconds the server asked to wait (`Retry-After`), or `undefined`. */
  readonly retryAfterMs: number | undefined;

  constructor(faultCode: number | string, faultString: string, options?: ServiceErrorOptions & { retryAfterMs?: number | undefined }) {
    super(faultCode, faultString, options);
    this.retryAfterMs = ownValue(options, 'retryAfterMs') as number | undefined;
  }

  static {
    this.prototype.name = 'RateLimitExceeded';
  }
}

/** Whether `code` is an HTTP status (an integer from 100 to 599). */
function isHttpStatus(code: unknown): code is number {
  return typeof code === 'number' && Number.isInteger(code) && code >= 100 && code <= 599;
}

/** Each error name and the name of its parent kind, for the name-based guards. */
const parents: Record<string, string | undefined> = {
  ServiceError: undefined,
  ServiceAPIError: 'ServiceError',
  Unauthenticated: 'ServiceError',
  ParseError: 'ServiceAPIError',
  ServerError: 'ServiceAPIError',
  ApplicationError: 'ServiceAPIError',
  RemoteSystemError: 'ServiceAPIError',
  TransportError: 'ServiceAPIError',
  RateLimitExceeded: 'ServiceAPIError',
  NotWellFormed: 'ParseError',
  UnsupportedEncoding: 'ParseError',
  InvalidCharacter: 'ParseError',
  SpecViolation: 'ServerError',
  MethodNotFound: 'ServerError',
  InvalidMethodParameters: 'ServerError',
  InternalError: 'ServerError',
};

function isKind(error: unknown, kindName: string): boolean {
  if (!(error instanceof Error)) return false;
  for (let name: string | undefined = error.name; name !== undefined; name = parents[name]) {
    if (name === kindName) return true;
    if (!(name in parents)) return false;
  }
  return false;
}

/**
 * True for any svclib error, also one thrown by another copy of the package.
 *
 * @example
 * ```ts
 * catch (error) { if (isServiceError(error)) report(error); else throw error; }
 * ```
 */
export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError || isKind(error, 'ServiceError');
}

/**
 * True for an API fault ({@link ServiceAPIError} or a subclass), also from another copy.
 *
 * @example
 * ```ts
 * if (isServiceAPIError(error)) console.error(error.faultCode, error.faultString);
 * ```
 */
export function isServiceAPIError(error: unknown): error is ServiceAPIError {
  return error instanceof ServiceAPIError || isKind(error, 'ServiceAPIError');
}

/**
 * True for a {@link TransportError}, also from another copy.
 *
 * @example
 * ```ts
 * if (isTransportError(error) && error.faultCode >= 500) retryLater();
 * ```
 */
export function isTransportError(error: unknown): error is TransportError {
  return error instanceof TransportError || isKind(error, 'TransportError');
}

/**
 * True for a {@link ParseError} (an answer that could not be read), also from another copy.
 *
 * @example
 * ```ts
 * if (isParseError(error)) console.error('the endpoint answered something that is not the API');
 * ```
 */
export function isParseError(error: unknown): error is ParseError {
  return error instanceof ParseError || isKind(error, 'ParseError');
}

/**
 * True for {@link Unauthenticated}, also from another copy.
 *
 * @example
 * ```ts
 * if (isUnauthenticated(error)) await client.authenticateWithPassword(user, password);
 * ```
 */
export function isUnauthenticated(error: unknown): error is Unauthenticated {
  return error instanceof Unauthenticated || isKind(error, 'Unauthenticated');
}

/**
 * True for {@link RateLimitExceeded}, also from another copy.
 *
 * @example
 * ```ts
 * if (isRateLimitExceeded(error)) console.error('slow down: try the rateLimit client option');
 * ```
 */
export function isRateLimitExceeded(error: unknown): error is RateLimitExceeded {
  return error instanceof RateLimitExceeded || isKind(error, 'RateLimitExceeded');
}
