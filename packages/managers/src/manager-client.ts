/**
 * What a manager needs from a client: `call` and `iterCall` of `@svclib/core`. A `Client`, a
 * `TimedClient` or a compat client fits; so does anything else with these two methods.
 *
 * @module
 */
import type { ObjectFilter } from './filters.js';
import type { IterOptions, ObjectMask } from './options.js';

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
 * The client a manager is built from: structurally the `call`/`iterCall` pair of `@svclib/core`'s
 * `Client`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * const client: ManagerClient = new Client({ username: 'u', apiKey: 'k' });
 * ```
 */
export interface ManagerClient {
  /**
   * Makes one call and resolves its decoded result.
   *
   * @example
   * ```ts
   * const account = await client.call<Account>('Account', 'getObject', { mask: 'companyName' });
   * ```
   */
  call<T = unknown>(service: string, method: string, options?: ManagerCallOptions): Promise<T>;
  /**
   * Pages through a list result.
   *
   * @example
   * ```ts
   * for await (const guest of client.iterCall<VirtualGuest>('Account', 'getVirtualGuests', { chunk: 50 })) {}
   * ```
   */
  iterCall<T = unknown>(service: string, method: string, options?: ManagerCallOptions & IterOptions): AsyncGenerator<T>;
}
