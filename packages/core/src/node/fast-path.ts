/**
 * The one place where the Node.js entry chooses how the default transport sends HTTP: the fast
 * path (`sendThrough` in `undici-sender.ts`: undici's `dispatch()` with a bounded keep-alive pool)
 * when the runtime's `undici` has what it needs, else the global `fetch` (through ky,
 * {@link fetchSender}).
 * Bun, for one, replaces `undici` with its own module whose `Agent` has no `dispatch()`; there every
 * call goes through the global `fetch` (and a proxy through Bun's `proxy` option of `fetch`).
 *
 * `undici` is loaded lazily, when the first call needs it, so importing `@svclib/core` does not
 * pay for it. Node-only.
 *
 * @module
 */

import type * as Undici from 'undici';
import { fetchSender, type HttpSender } from '../http/sender.js';

/** Loads the `undici` module (replaced in tests by a loader of a module lacking the fast path). */
export type UndiciLoader = () => Promise<unknown>;

/** The real loader. */
export const loadUndici: UndiciLoader = () => import('undici');

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

/** The `undici` module `load` gives when it has the fast path, else `undefined` (also when it cannot be loaded). */
export function fastPathUndici(load: UndiciLoader = loadUndici): Promise<typeof Undici | undefined> {
  return load().then(
    (module) => (hasFastPath(module) ? module : undefined),
    () => undefined,
  );
}

/**
 * A `fetch` over the runtime's global `fetch` with `extra` merged into every init: what the
 * fallback sender ({@link fetchSender}) calls where undici lacks the fast path (Bun's `proxy` and
 * `tls` options of its `fetch`).
 *
 * @example
 * ```ts
 * const proxied = globalFetch({ proxy: 'http://proxy.internal:3128' });
 * ```
 */
export function globalFetch(extra: Readonly<Record<string, unknown>> = {}): typeof globalThis.fetch {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => globalThis.fetch(input, { ...init, ...extra });
}

/**
 * What `choose()` gives, chosen once: the value itself once chosen, a promise of it before
 * (concurrent first uses share one choice).
 */
function chosenOnce<T extends object>(choose: () => Promise<T>): () => T | Promise<T> {
  let chosen: T | undefined;
  let choosing: Promise<T> | undefined;
  return () =>
    chosen ??
    (choosing ??= choose().then((made) => {
      chosen = made;
      return made;
    }));
}

/**
 * A chooser that, when first used, loads `undici` and gives `fast(undici)` when the module has the
 * fast path ({@link hasFastPath}), else `fallback` (also when `undici` cannot be loaded at all).
 */
function byFastPath<T extends object>(fast: (undici: typeof Undici) => T, fallback: T, load: UndiciLoader): () => T | Promise<T> {
  return chosenOnce(async () => {
    const undici = await fastPathUndici(load);
    return undici === undefined ? fallback : fast(undici);
  });
}

/**
 * A sender that becomes what `choose()` gives on its first request; later requests go straight to it.
 *
 * @example
 * ```ts
 * const sender = deferredSender(async () => fetchSender());
 * ```
 */
export function deferredSender(choose: () => Promise<HttpSender>): HttpSender {
  return senderOf(chosenOnce(choose));
}

function senderOf(get: () => HttpSender | Promise<HttpSender>): HttpSender {
  return {
    send: (request) => {
      const sender = get();
      return sender instanceof Promise ? sender.then((made) => made.send(request)) : sender.send(request);
    },
  };
}

/**
 * A sender that, on its first request, loads `undici` and becomes `fast(undici)` when the module has
 * the fast path ({@link hasFastPath}), else `fallback` (also when `undici` cannot be loaded at all).
 *
 * @example
 * ```ts
 * const sender = nodeSender((undici) => sendThrough(new undici.Agent({ connections: 50 })));
 * ```
 */
export function nodeSender(
  fast: (undici: typeof Undici) => HttpSender,
  fallback: HttpSender = fetchSender(),
  load: UndiciLoader = loadUndici,
): HttpSender {
  return senderOf(byFastPath(fast, fallback, load));
}
