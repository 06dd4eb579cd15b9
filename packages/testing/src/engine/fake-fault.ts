/**
 * The fault a handler throws to answer with an XML-RPC fault.
 *
 * @module
 */
import { boundedFaultString } from './values.js';

/** Fault code of a bad or missing `authenticate` header. */
export const INVALID_CREDENTIALS = 'Vendor_Exception_InvalidCredentials';
/** Fault code of a portal login token that is unknown or does not belong to the user id. */
export const INVALID_LEGACY_TOKEN = 'Vendor_Exception_InvalidLegacyToken';
/** Fault code of a bearer access token that is unknown or has expired (REST: HTTP 500). */
export const ACCESS_TOKEN_VALIDATION = 'Vendor_Exception_Account_Authentication_AccessTokenValidation';
/** Fault code of an id that names no object. */
export const OBJECT_NOT_FOUND = 'Vendor_Exception_ObjectNotFound';
/** XML-RPC fault code: the request is not well-formed. */
export const NOT_WELL_FORMED = -32_700;
/** XML-RPC fault code: unknown service or method. */
export const METHOD_NOT_FOUND = -32_601;
/** XML-RPC fault code: bad arguments, headers, mask or filter. */
export const INVALID_PARAMETERS = -32_602;
/** XML-RPC fault code: the fake server itself failed. */
export const INTERNAL_ERROR = -32_603;

/** Thrown inside the fake server to answer with a fault; never leaves the package. */
export class FakeFault extends Error {
  override readonly name = 'FakeFault';
  readonly faultCode: number | string;
  readonly faultString: string;

  constructor(faultCode: number | string, faultString: string) {
    const bounded = boundedFaultString(faultString);
    super(bounded);
    this.faultCode = faultCode;
    this.faultString = bounded;
  }
}

/** A `-32602` fault: the request's arguments or headers were wrong. */
export function invalidParameters(message: string): FakeFault {
  return new FakeFault(INVALID_PARAMETERS, message);
}

/** A `Vendor_Exception_ObjectNotFound` fault for `service` and `id`. */
export function objectNotFound(service: string, id: unknown): FakeFault {
  return new FakeFault(OBJECT_NOT_FOUND, `Unable to find object with id of '${String(id)}' (${service}).`);
}
