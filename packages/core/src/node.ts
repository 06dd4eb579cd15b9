/**
 * The Node.js entry of `@svclib/core` (export condition `node`, and the subpath
 * `@svclib/core/node`): the same API as the browser-safe entry, plus the Node services wired in —
 * settings from the environment (`SVC_USERNAME`, `SVC_API_KEY`, `https_proxy`/`HTTPS_PROXY`) and the
 * config files (`/etc/svclib.conf`, `~/.svclib`, `configFile`), and proxy support for the default
 * transport. Also exports `createProxyFetch`.
 *
 * @module
 */

import { nodePlatform } from './node-platform.js';
import { registerPlatform } from './platform.js';

registerPlatform(nodePlatform);

export { createProxyFetch } from './node-proxy.js';
export {
  API_PRIVATE_ENDPOINT,
  API_PUBLIC_ENDPOINT,
  ApplicationError,
  BasicAuthentication,
  Client,
  createRecordingTransport,
  createXmlRpcTransport,
  errorFromFault,
  InternalError,
  InvalidCharacter,
  InvalidMethodParameters,
  isServiceAPIError,
  isRateLimitExceeded,
  isServiceError,
  isTransportError,
  isUnauthenticated,
  MethodNotFound,
  NotWellFormed,
  ParseError,
  RATE_LIMIT_FAULT_CODE,
  RateLimitExceeded,
  redactSecrets,
  RemoteSystemError,
  secretPattern,
  ServerError,
  ServiceAPIError,
  ServiceError,
  setTotalItems,
  SpecViolation,
  TimedClient,
  TokenAuthentication,
  totalItems,
  TransportError,
  Unauthenticated,
  UnsupportedEncoding,
  VERSION,
} from './index.js';
export type {
  AuthPlugin,
  CallOptions,
  CallRequest,
  ClientOptions,
  IterCallOptions,
  IterTrueCallOptions,
  ObjectFilter,
  ObjectMask,
  PortalLoginToken,
  RateLimitOptions,
  RecordedCall,
  RecordingTransport,
  RetryOptions,
  ServiceCaller,
  ServiceErrorOptions,
  ServiceHandle,
  ServiceHandleMembers,
  ServiceMethod,
  ServiceProperty,
  SingleCallOptions,
  TimedCall,
  Transport,
  XmlRpcHeaders,
  XmlRpcTransportOptions,
} from './index.js';
