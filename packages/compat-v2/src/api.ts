/**
 * `@svclib/compat-v2/API`: the old "API submodule". Importing it is itself deprecated: the first
 * `Client` constructed from it emits `SVCLIB_DEP_API_MODULE` (on top of the warnings of the 2.x
 * features it uses). The warning fires on use, not on import, because the package declares
 * `sideEffects: false` and bundlers may drop or hoist a module's top-level code.
 *
 * @module
 */

import { API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT } from '@svclib/core';
import { warnDeprecated } from './deprecation.js';
import { LegacyClient } from './legacy-client.js';
import type { LegacyClientConstructor, LegacyClientOptions, LegacyServiceHandles, RemoteMethods } from './legacy-client.js';

/** The `Client` of the API submodule: the 2.x client, warning about the submodule on first use. */
class ApiModuleClient extends LegacyClient {
  constructor(first?: unknown, ...rest: unknown[]) {
    warnDeprecated('SVCLIB_DEP_API_MODULE');
    super(...([first, ...rest] as unknown as ConstructorParameters<typeof LegacyClient>));
  }
}

/**
 * The 2.x client of the old API submodule (the same client as `Client` from `@svclib/compat-v2`).
 *
 * @deprecated Import `Client` from `@svclib/core` instead (see MIGRATING.md).
 * @example
 * ```ts
 * import { Client } from '@svclib/compat-v2/API';
 *
 * const client = new Client({ serviceName: 'Account', username: 'u', apiKey: 'k' });
 * await client.getObject();
 * ```
 */
export type Client = LegacyClient & LegacyServiceHandles & RemoteMethods;

/**
 * The 2.x client constructor of the old API submodule; its first use emits `SVCLIB_DEP_API_MODULE`.
 *
 * @deprecated Import `Client` from `@svclib/core` instead (see MIGRATING.md).
 * @example
 * ```ts
 * import { Client } from '@svclib/compat-v2/API';
 *
 * const client = new Client('Account', null, 'user', 'key');
 * ```
 */
export const Client = ApiModuleClient as unknown as LegacyClientConstructor;

export { API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT };
export { AuthenticationBase, BasicAuthentication, TokenAuthentication } from './legacy-auth.js';
export {
  ApplicationError, InternalError, InvalidCharacter, InvalidMethodParameters, MethodNotFound, NotWellFormed, ParseError,
  RemoteSystemError, ServerError, ServiceAPIError, ServiceError, SpecViolation, TransportError, Unauthenticated,
  UnsupportedEncoding,
} from '@svclib/core';
export type { LegacyClientOptions };
