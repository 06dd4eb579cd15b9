/**
 * A fixture transport: answers calls from a table in memory, without HTTP. For unit tests of code
 * built on `@svclib/core` that need canned results rather than the fake server.
 *
 * @module
 */

/**
 * The part of core's request record (`CallRequest`) a fixture sees. Typed structurally so this
 * package does not depend on `@svclib/core`; core's `CallRequest` satisfies it.
 *
 * @example
 * ```ts
 * const answer = (request: FixtureRequest) => ({ id: request.identifier });
 * ```
 */
export interface FixtureRequest {
  /** Full service name with prefix, e.g. `Vendor_Account`. */
  readonly service: string;
  /** Remote method name. */
  readonly method: string;
  /** Positional arguments. */
  readonly args: readonly unknown[];
  /**
   * The caller's and the auth plugin's XML-RPC headers (`authenticate`, …). The headers of `id`,
   * `mask`, `filter` and `limit` are derived from those fields when sent (core's `headerStruct`).
   */
  readonly headers: Readonly<Record<string, unknown>>;
  /** Value of the call's `filter` option, if any. */
  readonly filter?: Readonly<Record<string, unknown>> | undefined;
  /** Value of the call's `id` option, if any. */
  readonly identifier?: unknown;
  /** Value of the call's `mask` option, if any. */
  readonly mask?: string | Readonly<Record<string, unknown>> | undefined;
  /** Value of the call's `limit` option, if any. */
  readonly limit?: number | undefined;
  /** Value of the call's `offset` option, if any. */
  readonly offset?: number | undefined;
}

/**
 * One fixture: a value to resolve, or a function of the request that returns (or resolves) the
 * value, or throws the error the call should reject with (e.g. a core `ServiceAPIError`).
 *
 * @example
 * ```ts
 * const fixture: Fixture = (request) => ({ id: request.identifier, hostname: 'web01' });
 * ```
 */
export type Fixture = FixtureValue | ((request: FixtureRequest) => unknown);

/**
 * A canned result: any value the XML-RPC codec can carry.
 *
 * @example
 * ```ts
 * const value: FixtureValue = [{ id: 1, hostname: 'web01' }];
 * ```
 */
export type FixtureValue =
  | string
  | number
  | boolean
  | bigint
  | null
  | Date
  | Uint8Array
  | readonly unknown[]
  | { readonly [key: string]: unknown };

/**
 * Fixtures keyed by `'<Service>.<method>'`; the service may be written with or without the
 * `Vendor_` prefix.
 *
 * @example
 * ```ts
 * const fixtures: Fixtures = { 'Account.getObject': { companyName: 'Example Ltd.' } };
 * ```
 */
export type Fixtures = Readonly<Record<string, Fixture>>;

/**
 * What {@link createFixtureTransport} returns: a transport function (pass it as the client's
 * `transport`) with the requests it answered.
 *
 * @example
 * ```ts
 * const transport = createFixtureTransport({ 'Account.getObject': {} });
 * await new Client({ transport }).call('Account', 'getObject');
 * transport.requests.length; // 1
 * ```
 */
export interface FixtureTransport {
  /** Answers one request from the fixtures. */
  (request: FixtureRequest): Promise<unknown>;
  /** Every request answered (or refused) so far, oldest first. */
  readonly requests: FixtureRequest[];
}

/**
 * Thrown (as the call's rejection) when no fixture matches a request. Names the service and method
 * and lists the fixtures there are.
 *
 * @example
 * ```ts
 * await expect(client.call('Ticket', 'getObject')).rejects.toBeInstanceOf(FixtureNotFoundError);
 * ```
 */
export class FixtureNotFoundError extends Error {
  static {
    this.prototype.name = 'FixtureNotFoundError';
  }
}

const PREFIX = 'Vendor_';

function withoutPrefix(service: string): string {
  return service.startsWith(PREFIX) ? service.slice(PREFIX.length) : service;
}

/**
 * Builds a transport that answers from `fixtures` instead of sending HTTP: the value stored under
 * `'<Service>.<method>'` (a function gets the request and may throw to make the call reject).
 * Results are deep-copied with `structuredClone`, so code under test cannot change a fixture.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { createFixtureTransport } from '@svclib/testing';
 *
 * const transport = createFixtureTransport({
 *   'Account.getObject': { companyName: 'Example Ltd.' },
 *   'Virtual_Guest.getObject': (request) => ({ id: request.identifier, hostname: 'web01' }),
 * });
 * const client = new Client({ username: 'u', apiKey: 'k', transport });
 * await client.Account.getObject(); // { companyName: 'Example Ltd.' }
 * ```
 */
export function createFixtureTransport(fixtures: Fixtures): FixtureTransport {
  if (typeof fixtures !== 'object' || fixtures === null || Array.isArray(fixtures)) {
    throw new TypeError('createFixtureTransport: fixtures must be an object keyed by "<Service>.<method>"');
  }
  const table = new Map<string, Fixture>();
  for (const [key, fixture] of Object.entries(fixtures)) {
    const dot = key.lastIndexOf('.');
    if (dot <= 0 || dot === key.length - 1) {
      throw new TypeError(`createFixtureTransport: fixture key "${key}" is not of the form "<Service>.<method>"`);
    }
    table.set(`${withoutPrefix(key.slice(0, dot))}.${key.slice(dot + 1)}`, fixture);
  }
  const requests: FixtureRequest[] = [];
  const transport = async (request: FixtureRequest): Promise<unknown> => {
    requests.push(request);
    const key = `${withoutPrefix(request.service)}.${request.method}`;
    if (!table.has(key)) {
      const known = [...table.keys()].join(', ') || 'none';
      throw new FixtureNotFoundError(`No fixture for ${key} (fixtures: ${known})`);
    }
    const fixture = table.get(key);
    const value: unknown = typeof fixture === 'function' ? await fixture(request) : fixture;
    return structuredClone(value);
  };
  return Object.assign(transport, { requests });
}
