/**
 * Options shared by every manager method.
 *
 * @module
 */
import type { Selection } from '@svclib/core';
import type { ObjectFilter } from './filters.js';

/**
 * An object mask: a string (`'id, hostname, datacenter.name'`, sent as `mask[…]`) or an object mask
 * (sent under `<Service>ObjectMask` as given).
 *
 * @example
 * ```ts
 * const mask: ObjectMask = 'id, hostname, datacenter.name';
 * ```
 */
export type ObjectMask = string | Record<string, unknown>;

/**
 * Options every manager method accepts.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * await vs.getInstance(123, { mask: 'id, hostname', signal: controller.signal });
 * ```
 */
export interface RequestOptions {
  /** Object mask to send instead of the method's default mask. */
  mask?: ObjectMask;
  /**
   * The object form of a mask (`{ id: true, datacenter: { name: true } }`), sent as the equivalent
   * mask string instead of the method's default mask; not together with `mask`.
   */
  select?: Selection;
  /** Cancels the request(s) of this method when aborted. */
  signal?: AbortSignal;
}

/**
 * Options of every `list…` method: one request, with the caller's own filter (merged deeply with the
 * filter built from the method's keyword options, which win on a conflict) and an optional page.
 *
 * @example
 * ```ts
 * await vs.listInstances({ datacenter: 'dal13', limit: 10, offset: 20 });
 * ```
 */
export interface ListOptions extends RequestOptions {
  /** An object filter of your own, merged deeply with the one the method builds. */
  filter?: ObjectFilter;
  /** Return at most this many results (header `resultLimit`). */
  limit?: number;
  /** Skip this many results (sent only with `limit`). */
  offset?: number;
}

/**
 * Extra options of every `iter…` method, which pages with the core `iterCall`.
 *
 * @example
 * ```ts
 * for await (const guest of vs.iterInstances({ chunk: 50, limit: 120 })) console.log(guest.id);
 * ```
 */
export interface IterOptions {
  /** Page size (default 100; must be greater than zero). */
  chunk?: number;
  /** Pages requested at once once the total is known (default 1). */
  concurrency?: number;
}

/**
 * Options of the `resolveIds`/`resolveZoneId` methods.
 *
 * @example
 * ```ts
 * await vs.resolveIds('10.0.0.5', { signal: AbortSignal.timeout(5_000) });
 * ```
 */
export interface ResolveOptions {
  /** Cancels the lookup. */
  signal?: AbortSignal;
}
