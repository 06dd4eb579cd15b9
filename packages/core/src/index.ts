export { Client } from './client/client.js';
export type { PortalLoginToken, ServiceProperty, UpperCaseLetter } from './client/client.js';
export { TimedClient } from './client/timed-client.js';
export type { TimedCall } from './client/timed-client.js';
export { API_PRIVATE_ENDPOINT, API_PRIVATE_ENDPOINT_REST, API_PUBLIC_ENDPOINT, API_PUBLIC_ENDPOINT_REST } from './transports/endpoints.js';
export { VERSION } from './util/version.js';
export { BasicAuthentication } from './auth/basic-authentication.js';
export { TokenAuthentication } from './auth/token-authentication.js';
export { ACCESS_TOKEN_FAULT_CODE, BearerAuthentication } from './auth/bearer-authentication.js';
export type { BearerAuthenticationOptions } from './auth/bearer-authentication.js';
export type { AuthPlugin } from './auth/types.js';
export type { ApiKeyCredentials, Credentials, CredentialsProvider, TokenCredentials } from './auth/credentials.js';
export { API_KEY_GRANT_TYPE, fromEnv, tokenExchange } from './auth/providers.js';
export type { TokenExchangeOptions } from './auth/providers.js';
export type { ClientOptions } from './options/settings.js';
export { configFilePaths, readConfig } from './config/read-config.js';
export type { ReadConfigOptions } from './config/read-config.js';
export type { ConfigSettings } from './config/config-file.js';
export { isProfileName, profileNameProblem, profileSection } from './config/profile-name.js';
export type { RateLimitOptions } from './transports/rate-limit.js';
export type { RetryOptions } from './transports/retry.js';
export type {
  CallOptions,
  CommonCallOptions,
  IterCallOptions,
  IterFalse,
  IterTrue,
  IterTrueCallOptions,
  ObjectFilter,
  ObjectMask,
  PagingOptions,
  SingleCallOptions,
} from './options/call-options.js';
export type { FilterOperation, FilterOption } from '@svclib/model';
export type { Page } from './request/iter-call.js';
export type {
  ArgsOption, CallItem, CallResult, IdOption, KnownMethod, KnownService, KnownServices, ModelServiceName, OptionsArgument,
  TypedCallOptions, TypedHandleMembers, TypedServiceHandle, TypedServiceMethod, UntypedCalls,
} from './client/typed-calls.js';
export type { ServiceCaller, ServiceHandle, ServiceHandleMembers, ServiceMethod } from './client/service.js';
export type {
  CallRecord, CheckedCallOptions, CheckedOptionsArgument, SelectedItem, SelectedResult,
} from './client/typed-calls.js';
export type { MaskPaths, MaskSyntaxError, ParseMask } from './selection/mask-parser.js';
export type {
  CheckedMask, CheckedSelection, MaskProblem, Narrow, RecordName, Selected, SelectedNames, Selection, SelectionOptions, SelectionProblem,
} from './selection/selection.js';
export { maskPaths } from './selection/mask-paths.js';
export { selectionMask } from './selection/select-mask.js';
export {
  AUTHENTICATE_HEADER, formatObjectMask, fullServiceName, headerStruct, initParametersHeader, MASK_HEADER, objectFilterHeader,
  objectMaskHeader, RESULT_LIMIT_HEADER, SERVICE_PREFIX,
} from './request/header-struct.js';
export { fetchSender } from './http/sender.js';
export type { FetchSenderOptions, HttpRequest, HttpResponse, HttpSender } from './http/sender.js';
export { HookResultError, wrapSender } from './http/hooks.js';
export type { AfterResponseHook, BeforeRequestHook, ErrorHook, HttpHooks } from './http/hooks.js';
export { createXmlRpcTransport } from './transports/xmlrpc/xmlrpc-transport.js';
export type { XmlRpcTransportOptions } from './transports/xmlrpc/xmlrpc-transport.js';
export { createRestTransport } from './transports/rest/rest-transport.js';
export type { RestTransportOptions } from './transports/rest/rest-transport.js';
export type { ListMethodResolver } from './transports/rest/list-methods.js';
export type { TransportName } from './transports/default-transport.js';
export type { TlsOptions } from './config/platform.js';
export { createRecordingTransport } from './transports/recording-transport.js';
export { headerSecrets, isSecretHeader, isSecretKey, MASK, maskSecretMembers, maskSecrets, redactUrl, secretsOf, splitUserinfo } from './errors/redact.js';
export { bypassesProxy } from './http/no-proxy.js';
export type { SplitUrl } from './errors/redact.js';
export type { RecordedCall, RecordingTransport } from './transports/recording-transport.js';
export { base64Patterns, secretPattern } from './errors/redact.js';
export { setTotalItems, totalItems } from './request/total-items.js';
export { MAX_TIMER_MS, setLongTimeout } from './util/long-timeout.js';
export type { LongTimeout } from './util/long-timeout.js';
export { isHttpHeaderName } from './request/wire-names.js';
export type { CallRequest, Transport, XmlRpcHeaders } from './request/call-request.js';
export { errorFromFault } from './errors/error-mapping.js';
export {
  ApplicationError, InternalError, InvalidCharacter, InvalidMethodParameters, isServiceAPIError,
  isParseError, isRateLimitExceeded, isServiceError, isTransportError, isUnauthenticated, MethodNotFound, NotWellFormed, ParseError,
  RATE_LIMIT_FAULT_CODE, RateLimitExceeded, RemoteSystemError, ServerError, ServiceAPIError, ServiceError, SpecViolation, TransportError, Unauthenticated, UnsupportedEncoding,
} from './errors/errors.js';
export type { ServiceErrorOptions, ServiceErrorRequest } from './errors/errors.js';
