/**
 * The one paging loop of svclib (seed, "Pagination"; SPEC §2). `iterPages` is the loop and yields
 * whole pages with their offset and the reported total; `iterCall` (`client.iterCall`,
 * `handle.iterCall`, `call(…, { iter: true })` and the managers) yields their items one by one.
 *
 * @module
 */

import { CALL_OPTIONS, normalizeCallOptions, type CallOptions, type IterCallOptions } from '../options/call-options.js';
import { checker, positiveInteger } from '../options/option-checkers.js';
import { type SpecFor } from '../options/option-spec.js';
import { isRecord } from '../util/records.js';
import { totalItems } from './total-items.js';

/** Makes one call with the given options (limit, offset and signal set per page). */
export type PageFetcher = (options: CallOptions) => Promise<unknown>;

/** The options of `iterCall`: the call options (whose `limit` and `offset` bound the iteration), `chunk` and `concurrency`. */
const ITER_CALL_OPTIONS = CALL_OPTIONS.extend('iterCall', {
  chunk: checker<number>('a number', (v) => typeof v === 'number' && !Number.isNaN(v)),
  concurrency: positiveInteger(),
} satisfies Partial<SpecFor<IterCallOptions>>);

/** Default page size. */
export const DEFAULT_CHUNK = 100;

/** The seed's "empty result": nothing, an empty list, an empty string or an empty struct. */
function isEmptyResult(result: unknown): boolean {
  if (result === null || result === undefined || result === '') return true;
  if (Array.isArray(result)) return result.length === 0;
  return isRecord(result) && Object.keys(result).length === 0;
}

/** An AbortController that also aborts when `signal` does; `unlink` removes the listener. */
function linkedController(signal: AbortSignal | undefined): { controller: AbortController; unlink: () => void } {
  const controller = new AbortController();
  if (signal === undefined) return { controller, unlink: () => undefined };
  if (signal.aborted) {
    controller.abort(signal.reason);
    return { controller, unlink: () => undefined };
  }
  const onAbort = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return { controller, unlink: () => signal.removeEventListener('abort', onAbort) };
}

/** One requested page: its size and its result, in offset order. */
interface RequestedPage {
  readonly size: number;
  readonly result: Promise<unknown>;
}

/**
 * Whether `result`, the answer to a page of `size` items, is the last page (rules 4, 5 and 8):
 * an empty result, a non-list result or a short page.
 */
function isLastPage(result: unknown, size: number): boolean {
  return isEmptyResult(result) || !Array.isArray(result) || result.length < size;
}

/**
 * One page of a paged list call, as {@link Client.iterPages} yields it.
 *
 * @example
 * ```ts
 * for await (const page of client.iterPages('Account', 'getVirtualGuests', { chunk: 50 })) {
 *   console.error(`${page.offset + page.items.length} of ${page.total ?? '?'}`);
 * }
 * ```
 */
export interface Page<T = unknown> {
  /** The page's items, in order (a non-list result is a page of that one value). */
  readonly items: readonly T[];
  /** Offset of the first item of this page in the whole list. */
  readonly offset: number;
  /**
   * The size of the whole list as the server reported it with this page (response header
   * `Vendor-Total-Items`), or `undefined` when it sent none.
   */
  readonly total: number | undefined;
}

/**
 * Pages through a list result, following the seed's rules exactly:
 * 1. `chunk` ≤ 0 → `RangeError` "chunk size must be greater than zero";
 * 2. with `limit`, `chunk` becomes `min(chunk, limit)`;
 * 3. each round calls with `limit` = chunk and the running `offset`;
 * 4. an empty result ends; 5. a non-list result is yielded once and ends;
 * 6. list items are yielded one by one and counted; 7. `offset` grows by the chunk size;
 * 8. a short page ends; 9. with `limit`, the count reaching it ends, and the last chunk is
 * shortened so that no more than `limit` items are fetched.
 *
 * With `concurrency` = 1 (the default), or while no total is known, a page is requested only
 * once the page before it has been yielded in full: one request at a time, none ahead of the
 * consumer.
 *
 * With `concurrency` > 1, once the first page reports the total (`totalItems`), the remaining
 * pages up to that total (and `limit`) are requested as a sliding window: whenever any request
 * settles, the next page is requested, so one slow page does not hold back the others. Items are
 * still yielded strictly in order. The total never ends the iteration by itself: only an empty,
 * short or non-list page (or `limit`) does, so a server reporting fewer items than it has (a total
 * of 5 with a first full page of 10) is paged on, one page at a time past the total. Bounds: at most `concurrency` requests in flight, and at most
 * `2 × concurrency` pages held at once (in flight, answered but not yet reached, or being
 * yielded) — so memory stays bounded by `2 × concurrency × chunk` items however slow the
 * consumer. A page that ends the iteration (empty, short or not a list) or fails stops further
 * requests. A failure surfaces in order: the items of the pages before it are yielded first, then
 * the loop rejects with that page's error. Leaving the loop early (or the failure surfacing)
 * aborts the requests still in flight and issues no more.
 */
export async function* iterPages<T = unknown>(
  fetchPage: PageFetcher,
  options: IterCallOptions & { iter?: boolean | undefined } = {},
): AsyncGenerator<Page<T>, void, undefined> {
  // (The checked options have no prototype, so these names never read an inherited value; the page
  // options below are made from `rest`, own properties only, and checked again per page.)
  const { chunk: chunkOption, limit: maxItems, offset: offsetOption, concurrency: concurrencyOption, iter, signal, ...rest } =
    ITER_CALL_OPTIONS.check(options);
  void iter;
  const chunkValue = chunkOption ?? DEFAULT_CHUNK;
  if (chunkValue <= 0) throw new RangeError('chunk size must be greater than zero');
  if (!Number.isSafeInteger(chunkValue)) throw ITER_CALL_OPTIONS.error('chunk', 'an integer', chunkValue);
  const offsetValue = offsetOption ?? 0;
  const concurrency = concurrencyOption ?? 1;
  // The other options are call options: check what their spec cannot (header names) now, before any request.
  normalizeCallOptions(rest);

  // Rule 2 (`chunk` = min(chunk, limit)) and the shortened last chunk of rule 9 both follow from
  // never requesting more than `unrequested` items.
  const chunk: number = chunkValue;
  const { controller, unlink } = linkedController(signal);
  // Each page gets a signal of its own: one shared signal would collect an abort listener per
  // request in flight (the HTTP client's, the retry's, the rate limit's) and make Node print
  // MaxListenersExceededWarning above 10. The shared controller has one listener, aborting them all.
  const pageControllers = new Set<AbortController>();
  controller.signal.addEventListener(
    'abort',
    () => {
      for (const page of pageControllers) page.abort(controller.signal.reason);
    },
    { once: true },
  );
  /** Pages requested and not yet yielded in full, in offset order; `held[0]` is the consumer's. */
  const held: RequestedPage[] = [];
  let inFlight = 0;
  let nextOffset: number = offsetValue; // rule 7: the running offset
  let endOffset = Infinity; // the reported total, once known
  let unrequested = maxItems ?? Infinity; // rule 9: items that may still be requested
  let maxInFlight = 1; // `concurrency` once the first page reports the total
  let maxHeld = 1; // `2 × concurrency` then
  let stopped = false; // no more requests: the end is known, a page failed, or the loop is left
  let count = 0;

  /**
   * Requests pages while the window allows; called when a page settles and when one is yielded.
   * The reported total only widens the window: pages up to it go ahead concurrently, and past it
   * one page at a time, once every page before it was yielded — so a total below the truth (a
   * first full page of 10 reported as 5 in all) costs speed, never items. Pages are not shortened
   * to the total either: the page that reaches it comes back short when the total was right.
   */
  const fill = (): void => {
    while (!stopped && inFlight < maxInFlight && held.length < maxHeld && unrequested > 0 && (nextOffset < endOffset || held.length === 0)) {
      const size = Math.min(chunk, unrequested);
      const pageController = new AbortController();
      if (controller.signal.aborted) pageController.abort(controller.signal.reason);
      pageControllers.add(pageController);
      const options: CallOptions = { ...(rest as CallOptions), limit: size, offset: nextOffset, signal: pageController.signal };
      const page: RequestedPage = { size, result: new Promise((resolve) => resolve(fetchPage(options))) };
      void page.result.then(
        () => pageControllers.delete(pageController),
        () => pageControllers.delete(pageController),
      );
      const isFirst = nextOffset === offsetValue;
      held.push(page);
      inFlight++;
      nextOffset += size;
      unrequested -= size;
      // Settling frees a slot at once (the consumer awaits `page.result` in order, after this).
      page.result.then(
        (result) => {
          inFlight--;
          if (isLastPage(result, size)) stopped = true;
          const total = isFirst && concurrency > 1 ? totalItems(result) : undefined;
          if (total !== undefined) {
            endOffset = total;
            maxInFlight = concurrency;
            maxHeld = 2 * concurrency;
          }
          fill();
        },
        () => {
          inFlight--;
          stopped = true;
        },
      );
    }
  };

  try {
    fill();
    for (let page = held[0]; page !== undefined; page = held[0]) {
      const result = await page.result; // a failed page throws here, after the pages before it
      const offset = nextOffset - held.reduce((sum, later) => sum + later.size, 0);
      if (!Array.isArray(result)) {
        // Rules 4 and 5: an empty result ends; any other non-list result is one item, then ends.
        if (!isEmptyResult(result)) yield { items: [result as T], offset, total: totalItems(result) };
        return;
      }
      // Rule 9: never more than `limit` items, even from a server that sent more than asked.
      const items = (maxItems === undefined ? result : result.slice(0, maxItems - count)) as T[];
      count += items.length;
      if (items.length > 0) yield { items, offset, total: totalItems(result) };
      if (isLastPage(result, page.size) || (maxItems !== undefined && count >= maxItems)) return;
      unrequested -= Math.max(0, items.length - page.size); // a server that sent more than asked
      held.shift();
      fill();
    }
  } finally {
    stopped = true;
    unlink();
    if (inFlight > 0) controller.abort(new DOMException('iterCall stopped', 'AbortError'));
  }
}

/**
 * The items of {@link iterPages}, one by one: the seed's `iter_call`.
 */
export async function* iterCall<T = unknown>(
  fetchPage: PageFetcher,
  options: IterCallOptions & { iter?: boolean | undefined } = {},
): AsyncGenerator<T, void, undefined> {
  for await (const page of iterPages<T>(fetchPage, options)) yield* page.items;
}
