/**
 * The deprecation warnings of the compat layer: one stable code per deprecated entry point, each
 * emitted once per process as a Node `DeprecationWarning` whose text names the 3.x replacement (the
 * seed's old-to-new table).
 *
 * @module
 */

/** Every deprecation code the compat layer emits, one per deprecated entry point. */
export type DeprecationCode =
  | 'SVCLIB_DEP_API_MODULE'
  | 'SVCLIB_DEP_POSITIONAL_CLIENT'
  | 'SVCLIB_DEP_SERVICE_NAME'
  | 'SVCLIB_DEP_CLIENT_ID'
  | 'SVCLIB_DEP_VERBOSE'
  | 'SVCLIB_DEP_CLIENT_METHOD'
  | 'SVCLIB_DEP_SET_OBJECT_MASK'
  | 'SVCLIB_DEP_SET_INIT_PARAMETER'
  | 'SVCLIB_DEP_SET_RESULT_LIMIT'
  | 'SVCLIB_DEP_ADD_HEADER'
  | 'SVCLIB_DEP_REMOVE_HEADER'
  | 'SVCLIB_DEP_ADD_RAW_HEADER'
  | 'SVCLIB_DEP_SET_AUTHENTICATION'
  | 'SVCLIB_DEP_DNS_ZONE_NOT_FOUND'
  | 'SVCLIB_DEP_ITER_CALL'
  | 'SVCLIB_DEP_AUTHENTICATE_WITH_PASSWORD'
  | 'SVCLIB_DEP_RAW_HEADERS_OPTION'
  | 'SVCLIB_DEP_BASIC_AUTHENTICATION'
  | 'SVCLIB_DEP_TOKEN_AUTHENTICATION'
  | 'SVCLIB_DEP_GET_HEADERS'
  | 'SVCLIB_DEP_AUTHENTICATION_BASE';

/**
 * One row of the {@link deprecations} table.
 *
 * @example
 * ```ts
 * const { entryPoint, replacement } = deprecations.SVCLIB_DEP_SET_OBJECT_MASK;
 * ```
 */
export interface Deprecation {
  /** The deprecated 2.x or pre-2.0 entry point, as a user would write it. */
  readonly entryPoint: string;
  /** What to write instead on the 3.x core. */
  readonly replacement: string;
  /** The full text of the `DeprecationWarning` (entry point and replacement). */
  readonly message: string;
}

function row(entryPoint: string, replacement: string): Deprecation {
  return Object.freeze({ entryPoint, replacement, message: `${entryPoint} is deprecated: ${replacement}` });
}

/**
 * The deprecation codes and their warning texts. Each code is emitted at most once per process
 * (also when two copies of this package are loaded), through `process.emitWarning` with type
 * `DeprecationWarning`, so Node's `--no-deprecation`, `--throw-deprecation` and `--trace-deprecation`
 * flags apply.
 *
 * @example
 * ```ts
 * process.on('warning', (warning) => {
 *   if ('code' in warning && warning.code === 'SVCLIB_DEP_SET_OBJECT_MASK') {
 *     console.log(deprecations.SVCLIB_DEP_SET_OBJECT_MASK.replacement);
 *   }
 * });
 * ```
 */
export const deprecations: Readonly<Record<DeprecationCode, Deprecation>> = Object.freeze({
  SVCLIB_DEP_API_MODULE: row(
    'The API submodule (@svclib/compat-v2/API)',
    "import the package only instead (import { Client } from '@svclib/core')",
  ),
  SVCLIB_DEP_POSITIONAL_CLIENT: row(
    'new Client(serviceName, id, username, apiKey, endpointUrl, timeout)',
    "use new Client({ username, apiKey }) from '@svclib/core', then client[service]",
  ),
  SVCLIB_DEP_SERVICE_NAME: row(
    'The Client option serviceName (a client bound to one service)',
    "use new Client({ username, apiKey }) from '@svclib/core', then client[service]",
  ),
  SVCLIB_DEP_CLIENT_ID: row(
    'The Client option id',
    'pass `id` to the call instead (client.call(service, method, { id }))',
  ),
  SVCLIB_DEP_VERBOSE: row(
    'The Client option verbose',
    'pass a logging transport instead (new Client({ transport }), see createXmlRpcTransport in @svclib/core)',
  ),
  SVCLIB_DEP_CLIENT_METHOD: row(
    'Calling a remote method on the client (client.getObject())',
    'call the method on the service handle instead (client[service].getObject())',
  ),
  SVCLIB_DEP_SET_OBJECT_MASK: row(
    'setObjectMask() / set_object_mask()',
    'pass `mask` to the call instead (client.call(service, method, { mask }))',
  ),
  SVCLIB_DEP_SET_INIT_PARAMETER: row(
    'setInitParameter() / set_init_parameter()',
    'pass `id` to the call instead (client.call(service, method, { id }))',
  ),
  SVCLIB_DEP_SET_RESULT_LIMIT: row(
    'setResultLimit() / set_result_limit()',
    'pass `limit` and `offset` to the call instead (client.call(service, method, { limit, offset }))',
  ),
  SVCLIB_DEP_ADD_HEADER: row(
    'addHeader() / add_header()',
    'pass `headers` to the call instead (client.call(service, method, { headers: { name: value } })); they are not kept across calls',
  ),
  SVCLIB_DEP_REMOVE_HEADER: row(
    'removeHeader() / remove_header()',
    'omit the header from the `headers` option of the call instead',
  ),
  SVCLIB_DEP_ADD_RAW_HEADER: row(
    'addRawHeader() / add_raw_header()',
    'pass `rawHeaders` to the call instead (client.call(service, method, { rawHeaders: { name: value } }))',
  ),
  SVCLIB_DEP_SET_AUTHENTICATION: row(
    'setAuthentication() / set_authentication()',
    'assign client.username and client.apiKey instead',
  ),
  SVCLIB_DEP_DNS_ZONE_NOT_FOUND: row(
    'DNSZoneNotFound',
    'catch ServiceError instead (DNSManager.resolveZoneId in @svclib/managers reports an unknown zone as ServiceError)',
  ),
  SVCLIB_DEP_ITER_CALL: row(
    'iter_call() (on the client or a service handle)',
    'use iterCall() instead (client.iterCall(service, method, { chunk }) or client[service].iterCall(method))',
  ),
  SVCLIB_DEP_AUTHENTICATE_WITH_PASSWORD: row(
    'authenticate_with_password()',
    'use authenticateWithPassword() instead (it resolves [userId, hash] and sets client.auth)',
  ),
  SVCLIB_DEP_RAW_HEADERS_OPTION: row(
    'The call option raw_headers',
    'pass `rawHeaders` to the call instead (client.call(service, method, { rawHeaders }))',
  ),
  SVCLIB_DEP_BASIC_AUTHENTICATION: row(
    'BasicAuthentication from @svclib/compat-v2',
    "import BasicAuthentication from '@svclib/core' instead (it has no get_headers(); the client calls getRequest(request))",
  ),
  SVCLIB_DEP_TOKEN_AUTHENTICATION: row(
    'TokenAuthentication from @svclib/compat-v2',
    "import TokenAuthentication from '@svclib/core' instead (it has no get_headers(); the client calls getRequest(request))",
  ),
  SVCLIB_DEP_GET_HEADERS: row(
    'get_headers() of an auth plugin',
    'let the client apply the plugin instead (auth.getRequest(request) adds the authenticate header)',
  ),
  SVCLIB_DEP_AUTHENTICATION_BASE: row(
    'AuthenticationBase',
    "implement AuthPlugin from '@svclib/core' instead (getRequest(request) returns the request with your headers)",
  ),
});

/** Shared by every copy of this package in the process, so "once per process" holds across copies. */
const REGISTRY_KEY = Symbol.for('@svclib/compat-v2/emitted-deprecations');

interface WarningProcess {
  emitWarning(message: string, options: { type: string; code: string }): void;
}

function emittedCodes(): Set<string> {
  const holder = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  let emitted = holder[REGISTRY_KEY];
  if (emitted === undefined) {
    emitted = new Set<string>();
    Object.defineProperty(globalThis, REGISTRY_KEY, { value: emitted, enumerable: false, configurable: true });
  }
  return emitted;
}

/**
 * Emits the `DeprecationWarning` of `code`, unless it was already emitted in this process. On a
 * runtime without `process.emitWarning`, it writes the same text once with `console.warn`.
 *
 * @internal
 */
export function warnDeprecated(code: DeprecationCode): void {
  const emitted = emittedCodes();
  if (emitted.has(code)) return;
  emitted.add(code);
  const { message } = deprecations[code];
  const runtime = (globalThis as { process?: Partial<WarningProcess> }).process;
  if (typeof runtime?.emitWarning === 'function') {
    runtime.emitWarning(message, { type: 'DeprecationWarning', code });
  } else {
    console.warn(`DeprecationWarning [${code}]: ${message}`);
  }
}
