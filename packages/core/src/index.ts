export { Client } from './client.js';
export type { PortalLoginToken, ServiceProperty, UpperCaseLetter } from './client.js';
export { TimedClient } from './timed-client.js';
export type { TimedCall } from './timed-client.js';
export { API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT } from './endpoints.js';
export { VERSION } from './version.js';
export { BasicAuthentication } from './auth/basic-authentication.js';
export { TokenAuthentication } from './auth/token-authentication.js';
export type { AuthPlugin } from './auth/types.js';
export type { ClientOptions } from './settings.js';
export type { RetryOptions } from './retry.js';
export type {
  CallOptions,
  IterCallOptions,
  IterTrueCallOptions,
  ObjectFilter,
  ObjectMask,
  SingleCallOptions,
} from './call-options.js';
export type { Page } from './iter-call.js';
export type {
  ItemOf, KnownServices, MappedService, MethodsOf, ServiceMap, TypedServiceHandle, TypedServiceMethod,
} from './service-map.js';
export type { ServiceCaller, ServiceHandle, ServiceHandleMembers, ServiceMethod } from './service.js';
export { createXmlRpcTransport } from './transport.js';
export type { XmlRpcTransportOptions } from './transport.js';
export { createRecordingTransport } from './recording-transport.js';
export type { RecordedCall, RecordingTransport } from './recording-transport.js';
export { setTotalItems, totalItems } from './total-items.js';
export type { CallRequest, Transport, XmlRpcHeaders } from './request.js';
export {
  ApplicationError, errorFromFault, InternalError, InvalidCharacter, InvalidMethodParameters, isServiceAPIError,
  isServiceError, isTransportError, isUnauthenticated, MethodNotFound, NotWellFormed, ParseError, RemoteSystemError,
  ServerError, ServiceAPIError, ServiceError, SpecViolation, TransportError, Unauthenticated, UnsupportedEncoding,
} from './errors.js';
export type { ServiceErrorOptions } from './errors.js';
