/**
 * `@svclib/core`: what a user of the client needs — the `Client` and `TimedClient`, the endpoints,
 * the client and call options, the auth plugins and credential providers, the config reader, the
 * typed-call and typed-selection types a caller names, the transport seam (`Transport`,
 * `CallRequest`, the recording transport), the hooks and every error kind with its `is…` guard.
 * The plumbing svclib's own packages share (header structs, redaction, timers, the transports and
 * senders one by one) is in `@svclib/core/wire`; the option-spec language in
 * `@svclib/core/options`; the Node.js services in the Node entry (`@svclib/core/node`).
 *
 * @module
 */

export { Client } from './client/client.js';
export { TimedClient } from './client/timed-client.js';
export type { TimedCall } from './client/timed-client.js';
export {
  API_PRIVATE_ENDPOINT, API_PRIVATE_ENDPOINT_REST, API_PUBLIC_ENDPOINT, API_PUBLIC_ENDPOINT_REST,
} from './transports/endpoints.js';
export { VERSION } from './util/version.js';
export { BasicAuthentication } from './auth/basic-authentication.js';
export { TokenAuthentication } from './auth/token-authentication.js';
export { BearerAuthentication } from './auth/bearer-authentication.js';
export type { BearerAuthenticationOptions } from './auth/bearer-authentication.js';
export type { AuthPlugin } from './auth/types.js';
export type { Credentials, CredentialsProvider } from './auth/credentials.js';
export { fromEnv, tokenExchange } from './auth/providers.js';
export type { TokenExchangeOptions } from './auth/providers.js';
export type { ClientOptions } from './options/settings.js';
export { readConfig } from './config/read-config.js';
export type { ReadConfigOptions } from './config/read-config.js';
export type { ConfigSettings } from './config/config-file.js';
export type { RateLimitOptions } from './transports/rate-limit.js';
export type { RetryOptions } from './transports/retry.js';
export type { CallOptions, IterCallOptions, ObjectFilter, ObjectMask, SingleCallOptions } from './options/call-options.js';
export type { Page } from './request/iter-call.js';
export type { CallItem, CallResult, KnownMethod, KnownService, TypedServiceHandle, UntypedCalls } from './client/typed-calls.js';
export type { ServiceHandle } from './client/service.js';
export type { Selected, Selection } from './selection/selection.js';
export type { AfterResponseHook, BeforeRequestHook, ErrorHook, HttpHooks } from './http/hooks.js';
export type { TlsOptions } from './config/platform.js';
export { createRecordingTransport } from './transports/recording-transport.js';
export { totalItems } from './request/total-items.js';
export type { CallRequest, Transport } from './request/call-request.js';
export {
  ApplicationError, InternalError, InvalidCharacter, InvalidMethodParameters, isParseError, isRateLimitExceeded,
  isServiceAPIError, isServiceError, isTransportError, isUnauthenticated, MethodNotFound, NotWellFormed, ParseError,
  RateLimitExceeded, RemoteSystemError, ServerError, ServiceAPIError, ServiceError, SpecViolation, TransportError,
  Unauthenticated, UnsupportedEncoding,
} from './errors/errors.js';
