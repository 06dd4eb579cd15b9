/**
 * The one place where the Node.js entry chooses how the default transport sends HTTP: the fast
 * path ({@link fetchThrough}: a small `fetch` over undici's `dispatch()`, with a bounded keep-alive
 * pool) when the runtime's `undici` has what it needs, else the runtime's global `fetch`. Bun, for
 * one, replaces `undici` with its own module whose `Agent` has no `dispatch()`; there every call
 * goes through the global `fetch` (and a proxy through Bun's `proxy` option of `fetch`).
 *
 * `undici` is loaded lazily, when the first call needs it, so importing `@svclib/core` does not
 * pay for it. Node-only.
 *
 * @module
 */

import type * as Undici from 'undici';
import { fetchThrough } from './node-undici-fetch.js';
import { XML_RPC_FETCH_INIT, type XmlRpcFetchInit } from './transport.js';

/** Loads the `undici` module (replaced in tests by a loader of a module lacking the fast path). */
export type UndiciLoader = () => Promise<unknown>;

const loadUndici: UndiciLoader = () => import('undici');

/**
 * Whether `module` has what the fast path needs: an `Agent` and a `ProxyAgent` whose instances
 * `dispatch()` requests (undici's dispatcher API). Bun's `undici` has the classes, without `dispatch`.
 */
export function hasFastPath(module: unknown): module is typeof Undici {
  if (typeof module !== 'object' || module === null) return false;
  const { Agent, ProxyAgent } = module as { Agent?: unknown; ProxyAgent?: unknown };
  return dispatches(Agent) && dispatches(ProxyAgent);
}

function dispatches(constructor: unknown): boolean {
  return typeof constructor === 'function' && typeof (constructor.prototype as { dispatch?: unknown } | undefined)?.dispatch === 'function';
}

/**
 * A `fetch` over the runtime's global `fetch` that also reads the request from its second argument
 * when the transport hands it there (`fetchTakesInit`), as the fast path does. `extra` is merged into
 * every init (the fallback for proxies passes Bun's `proxy` option).
 *
 * @example
 * ```ts
 * const transport = createXmlRpcTransport({ fetch: globalFetch(), fetchTakesInit: true });
 * ```
 */
export function globalFetch(extra: Readonly<Record<string, unknown>> = {}): typeof globalThis.fetch {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const exchange = (init as Partial<XmlRpcFetchInit> | undefined)?.[XML_RPC_FETCH_INIT];
    if (exchange !== undefined && input instanceof Request) {
      const { headers, body, signal } = exchange;
      return globalThis.fetch(input.url, {
        method: input.method,
        headers,
        body,
        redirect: 'manual',
        ...(signal === undefined ? {} : { signal }),
        ...extra,
      });
    }
    return globalThis.fetch(input, { ...init, ...extra });
  };
}

/**
 * A `fetch` that, on its first call, loads `undici` and becomes `fast(undici)` when the module has
 * the fast path ({@link hasFastPath}), else `fallback` (also when `undici` cannot be loaded at all).
 * Concurrent first calls share one load.
 *
 * @example
 * ```ts
 * const pooled = nodeFetch((undici) => fetchThrough(new undici.Agent({ connections: 50 })));
 * ```
 */
export function nodeFetch(
  fast: (undici: typeof Undici) => typeof globalThis.fetch,
  fallback: typeof globalThis.fetch = globalFetch(),
  load: UndiciLoader = loadUndici,
): typeof globalThis.fetch {
  let chosen: typeof globalThis.fetch | undefined;
  let choosing: Promise<typeof globalThis.fetch> | undefined;
  return (input, init) => {
    if (chosen !== undefined) return chosen(input, init);
    choosing ??= load().then(
      (module) => (hasFastPath(module) ? fast(module) : fallback),
      () => fallback,
    );
    return choosing.then((made) => {
      chosen = made;
      return made(input, init);
    });
  };
}

/**
 * The fast path over an undici `Agent` or `ProxyAgent` (re-exported here so the choice and what it
 * chooses between sit together).
 */
export { fetchThrough };
