/**
 * What a manager needs from a client: `call` and `iterCall` of `@svclib/core`. A `Client`, a
 * `TimedClient` or a compat client fits; so does anything else with these two methods.
 *
 * @module
 */
import type { ObjectFilter, UntypedCalls } from '@svclib/core';
import type { ObjectMask } from './options.js';

/**
 * The call options a manager sends (a subset of the core call options, SPEC §2).
 *
 * @example
 * ```ts
 * const options: ManagerCallOptions = { id: 123, mask: 'id, hostname' };
 * await client.call('Virtual_Guest', 'getObject', options);
 * ```
 */
export interface ManagerCallOptions {
  /** Positional arguments of the remote method. */
  args?: unknown[];
  /** Id of the object the call acts on (init parameter). */
  id?: number;
  /** Object mask. */
  mask?: ObjectMask;
  /** Object filter. */
  filter?: ObjectFilter;
  /** Result limit. */
  limit?: number;
  /** Result offset. */
  offset?: number;
  /** Cancels the HTTP request when aborted. */
  signal?: AbortSignal;
}

/**
 * The client a manager is built from: anything with `@svclib/core`'s `untyped` calls (a `Client`, a
 * `TimedClient`, a compat client). Managers name services and methods as data (a list method picks
 * `getHourlyVirtualGuests` or `getVirtualGuests` at run time), so they call through the untyped
 * form and type each answer with the model's record.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * const client: ManagerClient = new Client({ username: 'u', apiKey: 'k' });
 * ```
 */
export interface ManagerClient {
  /** The calls over plain strings (`client.untyped` of `@svclib/core`). */
  readonly untyped: Pick<UntypedCalls, 'call' | 'iterCall'>;
}
