export { Client, LegacyClient } from './legacy-client.js';
export type {
  LeadingArguments, LegacyClientConstructor, LegacyIterCall, LegacyClientOptions, LegacyMixedArguments, LegacyPositionalArguments, LegacyServiceHandle,
  LegacyServiceHandles, RemoteMethod, RemoteMethods,
} from './legacy-client.js';
export { AuthenticationBase, BasicAuthentication, TokenAuthentication } from './legacy-auth.js';
export { DNSZoneNotFound } from './dns-zone-not-found.js';
export { deprecations } from './deprecation.js';
export type { Deprecation, DeprecationCode } from './deprecation.js';
export {
  API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT, ApplicationError, InternalError, InvalidCharacter, InvalidMethodParameters,
  MethodNotFound, NotWellFormed, ParseError, RemoteSystemError, ServerError, ServiceAPIError, ServiceError,
  SpecViolation, TransportError, Unauthenticated, UnsupportedEncoding,
} from '@svclib/core';
