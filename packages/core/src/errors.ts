/**
 * The error kinds of svclib (SPEC §2). Every class sets `name` (on its prototype, so it survives
 * minification) to its class name, so errors from two copies of the package can still be told apart
 * with the `is…` guards.
 *
 * @module
 */

/** Options accepted by every svclib error constructor. */
export interface ServiceErrorOptions {
  /** The underlying error (network failure, abort, decode error, …). */
  cause?: unknown;
}

/**
 * Base error of the library (no fault data).
 *
 * @example
 * ```ts
 * try { await client.call('Account', 'getObject'); }
 * catch (error) { if (isServiceError(error)) console.error(error.message); }
 * ```
 */
export class ServiceError extends Error {
  constructor(message: string, options?: ServiceErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
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
 * or 0 for a network failure, timeout or abort (with `cause` attached).
 *
 * @example
 * ```ts
 * if (error instanceof TransportError && error.faultCode === 0) console.error('network:', error.cause);
 * ```
 */
export class TransportError extends ServiceAPIError {
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
    this.retryAfterMs = options?.retryAfterMs;
  }

  static {
    this.prototype.name = 'RateLimitExceeded';
  }
}

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
 * their classes, the invalid-credentials codes to {@link Unauthenticated}, anything else to
 * {@link ServiceAPIError}.
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
