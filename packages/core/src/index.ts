export { Client } from './client.js';
export type { PortalLoginToken, ServiceProperty, UpperCaseLetter } from './client.js';
export { TimedClient } from './timed-client.js';
export type { TimedCall } from './timed-client.js';
export { API_PRIVATE_ENDPOINT, API_PRIVATE_ENDPOINT_REST, API_PUBLIC_ENDPOINT, API_PUBLIC_ENDPOINT_REST } from './endpoints.js';
export { VERSION } from './version.js';
export { BasicAuthentication } from './auth/basic-authentication.js';
export { TokenAuthentication } from './auth/token-authentication.js';
export { ACCESS_TOKEN_FAULT_CODE, BearerAuthentication } from './auth/bearer-authentication.js';
export type { BearerAuthenticationOptions } from './auth/bearer-authentication.js';
export type { AuthPlugin } from './auth/types.js';
export type { ApiKeyCredentials, Credentials, CredentialsProvider, TokenCredentials } from './auth/credentials.js';
export { API_KEY_GRANT_TYPE, fromEnv, tokenExchange } from './auth/providers.js';
export type { TokenExchangeOptions } from './auth/providers.js';
export type { ClientOptions } from './settings.js';
export { configFilePaths, readConfig } from './read-config.js';
export type { ReadConfigOptions } from './read-config.js';
export type { ConfigSettings } from './config-file.js';
export { isProfileName, profileNameProblem, profileSection } from './profile-name.js';
export type { RateLimitOptions } from './rate-limit.js';
export type { RetryOptions } from './retry.js';
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
} from './call-options.js';
export type { FilterOperation, FilterOption } from '@svclib/model';
export type { Page } from './iter-call.js';
export type {
  ArgsOption, CallItem, CallResult, IdOption, KnownMethod, KnownService, KnownServices, ModelServiceName, OptionsArgument,
  TypedCallOptions, TypedHandleMembers, TypedServiceHandle, TypedServiceMethod, UntypedCalls,
} from './typed-calls.js';
export type { ServiceCaller, ServiceHandle, ServiceHandleMembers, ServiceMethod } from './service.js';
export type {
  CallRecord, CheckedCallOptions, CheckedOptionsArgument, SelectedItem, SelectedResult,
} from './typed-calls.js';
export type {
  IterTrueCallOptionName, MethodArgument, OptionNames, OptionsOfCall, OptionsOfIterTrueCall, OptionsOfPagingCall, OptionsTuple,
  PagingCallOptionName, ServiceArgument, SingleCallOptionName, UnknownMethod, UnknownOption, UnknownService,
} from './call-errors.js';
export type { DidYouMean, Nearest } from './near-names.js';
export type { MaskPaths, MaskSyntaxError, ParseMask } from './mask-parser.js';
export type {
  CheckedMask, CheckedSelection, MaskProblem, Narrow, RecordName, Selected, SelectedNames, Selection, SelectionOptions, SelectionProblem,
} from './selection.js';
export { maskPaths } from './mask-paths.js';
export { selectionMask } from './select-mask.js';
export {
  AUTHENTICATE_HEADER, formatObjectMask, fullServiceName, headerStruct, initParametersHeader, MASK_HEADER, objectFilterHeader,
  objectMaskHeader, RESULT_LIMIT_HEADER, SERVICE_PREFIX,
} from './header-struct.js';
export { fetchSender } from './http-sender.js';
export type { FetchSenderOptions, HttpRequest, HttpResponse, HttpSender } from './http-sender.js';
export { HookResultError, wrapSender } from './http-hooks.js';
export type { AfterResponseHook, BeforeRequestHook, ErrorHook, HttpHooks } from './http-hooks.js';
export { createXmlRpcTransport } from './transport.js';
export type { XmlRpcTransportOptions } from './transport.js';
export { createRestTransport } from './rest/rest-transport.js';
export type { RestTransportOptions } from './rest/rest-transport.js';
export type { ListMethodResolver } from './rest/list-methods.js';
export type { TransportName } from './default-transport.js';
export type { TlsOptions } from './platform.js';
export { createRecordingTransport } from './recording-transport.js';
export { headerSecrets, isSecretHeader, isSecretKey, MASK, maskSecretMembers, maskSecrets, redactUrl, secretsOf, splitUserinfo } from './redact.js';
export { bypassesProxy } from './no-proxy.js';
export type { SplitUrl } from './redact.js';
export type { RecordedCall, RecordingTransport } from './recording-transport.js';
export { base64Patterns, secretPattern } from './redact.js';
export { setTotalItems, totalItems } from './total-items.js';
export { MAX_TIMER_MS, setLongTimeout } from './long-timeout.js';
export type { LongTimeout } from './long-timeout.js';
export { isHttpHeaderName } from './wire-names.js';
export type { CallRequest, Transport, XmlRpcHeaders } from './request.js';
export { errorFromFault } from './error-mapping.js';
export {
  ApplicationError, InternalError, InvalidCharacter, InvalidMethodParameters, isServiceAPIError,
  isParseError, isRateLimitExceeded, isServiceError, isTransportError, isUnauthenticated, MethodNotFound, NotWellFormed, ParseError,
  RATE_LIMIT_FAULT_CODE, RateLimitExceeded, RemoteSystemError, ServerError, ServiceAPIError, ServiceError, SpecViolation, TransportError, Unauthenticated, UnsupportedEncoding,
} from './errors.js';
export type { ServiceErrorOptions, ServiceErrorRequest } from './errors.js';
