export { setTotalItems, totalItems } from './total-items.js';
export type { CallRequest, Transport, XmlRpcHeaders } from './request.js';
export {
  ApplicationError, errorFromFault, InternalError, InvalidCharacter, InvalidMethodParameters, isServiceAPIError,
  isServiceError, isTransportError, isUnauthenticated, MethodNotFound, NotWellFormed, ParseError, RemoteSystemError,
  ServerError, ServiceAPIError, ServiceError, SpecViolation, TransportError, Unauthenticated, UnsupportedEncoding,
} from './errors.js';
export type { ServiceErrorOptions } from './errors.js';
