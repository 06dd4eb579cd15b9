/**
 * Service handles: `client.service('Account')` and `client.Account` (SPEC §2).
 *
 * @module
 */

import type { CallOptions, IterCallOptions, IterTrueCallOptions, SingleCallOptions } from '../options/call-options.js';
import type { Page } from '../request/iter-call.js';
import { inspectSymbol } from '../util/inspect.js';

/**
 * A remote method of an untyped service handle (`client.untyped.service(name).anyMethod`): with
 * `iter: true` it returns the `iterCall` async generator, else a promise of the decoded result,
 * `unknown` either way.
 *
 * @example
 * ```ts
 * const getThing: ServiceMethod = client.untyped.service('Brand_New_Service').getThing;
 * const thing: unknown = await getThing({ id: 1 });
 * ```
 */
export interface ServiceMethod {
  /** Pages through the result (the options' `iter` is `true`). */
  (options: IterTrueCallOptions): AsyncGenerator<unknown, void, undefined>;
  /** Makes one call and resolves its decoded result. */
  (options?: SingleCallOptions): Promise<unknown>;
  /** Either, depending on `options.iter`. */
  (options?: CallOptions & { iter?: boolean | undefined }): Promise<unknown> | AsyncGenerator<unknown, void, undefined>;
}

/**
 * What a service handle needs from its client: the untyped calls (`client.untyped`).
 *
 * @example
 * ```ts
 * const target: ServiceCaller = client.untyped;
 * ```
 */
export type ServiceCaller = Pick<UntypedCalls, 'call' | 'iterCall' | 'iterPages'>;

/**
 * The named members of a service handle. Every other string property is a {@link ServiceMethod}.
 *
 * @example
 * ```ts
 * const handle = client.untyped.service('Account');
 * handle.name; // 'Account'
 * ```
 */
export interface ServiceHandleMembers {
  /** The service name as given (`Account` or `Vendor_Account`). */
  readonly name: string;
  /**
   * Calls `method` of this service: the same as `client.call(name, method, options)`.
   *
   * @example
   * ```ts
   * await client.Account.call('getObject', { mask: 'companyName' });
   * ```
   */
  call: {
    (method: string, options: IterTrueCallOptions): AsyncGenerator<unknown, void, undefined>;
    (method: string, options?: SingleCallOptions): Promise<unknown>;
  };
  /**
   * Pages through a list result of this service: the same as `client.iterCall(name, method, options)`.
   *
   * @example
   * ```ts
   * for await (const guest of client.Account.iterCall('getVirtualGuests', { chunk: 50 })) {}
   * ```
   */
  iterCall(method: string, options?: IterCallOptions): AsyncGenerator<unknown, void, undefined>;
  /**
   * Pages through a list result of this service, yielding whole pages with their offset and the
   * reported total: the same as `client.iterPages(name, method, options)`.
   *
   * @example
   * ```ts
   * for await (const page of client.Account.iterPages('getVirtualGuests', { chunk: 50 })) {
   *   console.error(`${page.offset + page.items.length}/${page.total ?? '?'}`);
   * }
   * ```
   */
  iterPages(method: string, options?: IterCallOptions): AsyncGenerator<Page, void, undefined>;
  /**
   * `<Service: NAME>`.
   *
   * @example
   * ```ts
   * String(client.Account); // '<Service: Account>'
   * ```
   */
  toString(): string;
}

/**
 * An untyped service handle (`client.untyped.service(name)`; the typed one is
 * `TypedServiceHandle`): `handle.call(method, options?)`, `handle.iterCall(method, options?)`, and
 * `handle.<anyMethod>(options?)` for any other property. Properties JavaScript itself probes
 * (`then`, `catch`, `toJSON`, `constructor`, `inspect`, `valueOf`, `__proto__`, `__name__`,
 * `__bases__`, and every symbol) read as `undefined`, so `await handle`, `JSON.stringify(handle)`
 * and `console.log(handle)` behave.
 *
 * @example
 * ```ts
 * const account = client.untyped.service('Account');
 * await account.getObject({ mask: 'companyName' });
 * await account.call('getObject');
 * String(account);                              // '<Service: Account>'
 * ```
 */
export type ServiceHandle = ServiceHandleMembers & { readonly [method: string]: ServiceMethod };

/** Property names that are never remote methods: JavaScript and tools probe them. */
const PROBED = new Set([
  'then',
  'catch',
  'toJSON',
  'constructor',
  'inspect',
  'valueOf',
  '__proto__',
  '__name__',
  '__bases__',
]);

/** Creates the handle of service `name` (as given) on `client`. */
export function createServiceHandle(client: ServiceCaller, name: string): ServiceHandle {
  const text = `<Service: ${name}>`;
  const methods = new Map<string, ServiceMethod>();
  const members: Record<string, unknown> = {
    call: (method: string, options?: CallOptions & { iter?: boolean }) => client.call(name, method, options),
    iterCall: (method: string, options?: IterCallOptions) => client.iterCall(name, method, options),
    iterPages: (method: string, options?: IterCallOptions) => client.iterPages(name, method, options),
    toString: () => text,
  };
  // The proxy target. util.inspect (console.log) looks at it directly, not through the proxy, and
  // finds the custom inspect function there; through the proxy every symbol reads as undefined.
  const target = Object.defineProperties(Object.create(null) as object, {
    // Configurable, so that the proxy may answer reads of them differently (proxy invariants).
    name: { value: name, enumerable: true, configurable: true },
    [inspectSymbol]: { value: () => text, configurable: true },
    toString: { value: () => text, configurable: true },
  });
  return new Proxy(target, {
    get(_target, property) {
      if (typeof property === 'symbol') return undefined;
      if (property === 'name') return name;
      if (PROBED.has(property)) return undefined;
      if (Object.prototype.hasOwnProperty.call(members, property)) return members[property];
      let method = methods.get(property);
      if (method === undefined) {
        method = ((options?: CallOptions & { iter?: boolean }) => client.call(name, property, options)) as ServiceMethod;
        methods.set(property, method);
      }
      return method;
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  }) as ServiceHandle;
}

/**
 * The calls of a client over plain strings, for a service or method newer than the model (or a
 * name only known at run time, as in a command-line tool): the same behaviour as the typed calls,
 * with `unknown` results and untyped `args`, `id` and `filter`. Reached as `client.untyped`.
 *
 * @example
 * ```ts
 * const result: unknown = await client.untyped.call('Brand_New_Service', 'getThing', { id: 1 });
 * for await (const item of client.untyped.iterCall(service, method, { chunk: 50 })) console.log(item);
 * ```
 */
export interface UntypedCalls {
  /**
   * Makes one call and resolves its decoded result (with `iter: true`, the `iterCall` generator).
   *
   * @example
   * ```ts
   * const value = await client.untyped.call('Account', 'getNewThing', { args: [1] });
   * ```
   */
  readonly call: {
    (service: string, method: string, options: IterTrueCallOptions): AsyncGenerator<unknown, void, undefined>;
    (service: string, method: string, options?: SingleCallOptions): Promise<unknown>;
    (
      service: string,
      method: string,
      options?: CallOptions & { iter?: boolean | undefined },
    ): Promise<unknown> | AsyncGenerator<unknown, void, undefined>;
  };
  /**
   * Pages through a list result (see `Client.iterCall`).
   *
   * @example
   * ```ts
   * for await (const item of client.untyped.iterCall('Account', 'getNewThings', { chunk: 50 })) {}
   * ```
   */
  readonly iterCall: (service: string, method: string, options?: IterCallOptions) => AsyncGenerator<unknown, void, undefined>;
  /**
   * Pages through a list result, yielding whole pages (see `Client.iterPages`).
   *
   * @example
   * ```ts
   * for await (const page of client.untyped.iterPages('Account', 'getNewThings')) console.log(page.total);
   * ```
   */
  readonly iterPages: (service: string, method: string, options?: IterCallOptions) => AsyncGenerator<Page, void, undefined>;
  /**
   * The untyped handle of service `name`: any method name, `unknown` results.
   *
   * @example
   * ```ts
   * await client.untyped.service('Brand_New_Service').getThing({ id: 1 });
   * ```
   */
  readonly service: (name: string) => ServiceHandle;
}
