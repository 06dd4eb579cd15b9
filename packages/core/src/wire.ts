/**
 * `@svclib/core/wire`: the plumbing under the client, for svclib's own packages (the managers,
 * compat-v2, the CLI, the testing kit) and for code that builds its own transport or sender — the
 * XML-RPC header names and header struct, the two transports and the HTTP senders one by one,
 * `wrapSender`, redaction and secret patterns, totals and long timers, profile names, and the
 * helper types behind the typed calls and typed selection. Not needed to call the API: the root
 * entry shows what a user needs.
 *
 * @example
 * ```ts
 * import { createXmlRpcTransport, fetchSender, wrapSender } from '@svclib/core/wire';
 *
 * const transport = createXmlRpcTransport({ sender: wrapSender(fetchSender(), { beforeRequest: [] }) });
 * ```
 *
 * @module
 */

export type { PortalLoginToken, ServiceProperty, UpperCaseLetter } from './client/client.js';
export { ACCESS_TOKEN_FAULT_CODE } from './auth/bearer-authentication.js';
export type { ApiKeyCredentials, TokenCredentials } from './auth/credentials.js';
export { API_KEY_GRANT_TYPE } from './auth/providers.js';
export { configFilePaths } from './config/read-config.js';
export { isProfileName, profileNameProblem, profileSection } from './config/profile-name.js';
export type { CommonCallOptions, IterFalse, IterTrue, IterTrueCallOptions, PagingOptions } from './options/call-options.js';
export type { FilterOperation, FilterOption } from '@svclib/model';
export type {
  ArgsOption, CallRecord, CheckedCallOptions, CheckedOptionsArgument, IdOption, KnownServices, ModelServiceName,
  OptionsArgument, SelectedItem, SelectedResult, TypedCallOptions, TypedHandleMembers, TypedServiceMethod,
} from './client/typed-calls.js';
export type { OptionsOfCall, OptionsOfIterTrueCall, OptionsOfPagingCall, OptionsTuple } from './client/typed-calls.js';
export type {
  IterTrueCallOptionName, MethodArgument, OptionNames, PagingCallOptionName, ServiceArgument, SingleCallOptionName, UnknownMethod,
  UnknownOption, UnknownService,
} from './client/call-errors.js';
export type { DidYouMean, Nearest } from './selection/near-names.js';
export type { ServiceCaller, ServiceHandleMembers, ServiceMethod } from './client/service.js';
export type { MaskPaths, MaskSyntaxError, ParseMask } from './selection/mask-parser.js';
export type {
  CheckedMask, CheckedSelection, MaskAndSelect, MaskProblem, MaskSelectConflict, Narrow, RecordName, SelectedNames, SelectionOptions,
  SelectionProblem,
} from './selection/selection.js';
export { maskPaths } from './selection/mask-paths.js';
export { selectionMask } from './selection/select-mask.js';
export {
  AUTHENTICATE_HEADER, formatObjectMask, fullServiceName, headerStruct, initParametersHeader, MASK_HEADER,
  objectFilterHeader, objectMaskHeader, RESULT_LIMIT_HEADER, SERVICE_PREFIX,
} from './request/header-struct.js';
export { fetchSender } from './http/sender.js';
export type { FetchSenderOptions, HttpRequest, HttpResponse, HttpSender } from './http/sender.js';
export { HookResultError, wrapSender } from './http/hooks.js';
export { createXmlRpcTransport } from './transports/xmlrpc/xmlrpc-transport.js';
export type { XmlRpcTransportOptions } from './transports/xmlrpc/xmlrpc-transport.js';
export { createRestTransport } from './transports/rest/rest-transport.js';
export type { RestTransportOptions } from './transports/rest/rest-transport.js';
export type { ListMethodResolver } from './transports/rest/list-methods.js';
export type { TransportName } from './transports/default-transport.js';
export {
  base64Patterns, headerSecrets, isSecretHeader, isSecretKey, MASK, maskSecretMembers, maskSecrets, redactUrl,
  secretPattern, secretsOf, splitUserinfo,
} from './errors/redact.js';
export { bypassesProxy } from './http/no-proxy.js';
export type { SplitUrl } from './errors/redact.js';
export type { RecordedCall, RecordingTransport } from './transports/recording-transport.js';
export { setTotalItems } from './request/total-items.js';
export { MAX_TIMER_MS, setLongTimeout } from './util/long-timeout.js';
export type { LongTimeout } from './util/long-timeout.js';
export { isHttpHeaderName } from './request/wire-names.js';
export type { XmlRpcHeaders } from './request/call-request.js';
export { errorFromFault } from './errors/error-mapping.js';
export { RATE_LIMIT_FAULT_CODE } from './errors/errors.js';
export type { ServiceErrorOptions, ServiceErrorRequest } from './errors/errors.js';
