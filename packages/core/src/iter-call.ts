/**
 * The one paging loop of svclib (seed, "Pagination"; SPEC §2). `client.iterCall`,
 * `handle.iterCall`, `call(…, { iter: true })` and the managers all use it.
 *
 * @module
 */

import { isCount, normalizeCallOptions, optionTypeError, type CallOptions, type IterCallOptions } from './call-options.js';
import { isRecord } from './records.js';
import { totalItems } from './total-items.js';

/** Makes one call with the given options (limit, offset and signal set per page). */
export type PageFetcher = (options: CallOptions) => Promise<unknown>;

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

/** One planned page of the concurrent mode. */
interface PendingPage {
  readonly size: number;
  readonly result: Promise<unknown>;
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
 * With `concurrency` > 1, once the first page reports the total (`totalItems`), the remaining
 * pages up to that total (and `limit`) are requested up to `concurrency` at a time, still yielded
 * in order. Leaving the loop early aborts requests in flight and issues no more.
 */
export async function* iterCall<T = unknown>(
  fetchPage: PageFetcher,
  options: IterCallOptions & { iter?: boolean | undefined } = {},
): AsyncGenerator<T, void, undefined> {
  if (!isRecord(options)) throw new TypeError('iterCall options must be an object');
  const { chunk: chunkOption, limit: limitOption, offset: offsetOption, concurrency: concurrencyOption, iter, ...rest } =
    options;
  void iter;
  const signal = rest.signal as AbortSignal | undefined;
  const chunkValue = chunkOption ?? DEFAULT_CHUNK;
  if (typeof chunkValue !== 'number' || Number.isNaN(chunkValue)) {
    throw optionTypeError('iterCall', 'chunk', 'a number', chunkValue);
  }
  if (chunkValue <= 0) throw new RangeError('chunk size must be greater than zero');
  if (!Number.isSafeInteger(chunkValue)) throw optionTypeError('iterCall', 'chunk', 'an integer', chunkValue);
  let chunk: number = chunkValue;
  const limitValue = limitOption ?? undefined;
  if (limitValue !== undefined && !isCount(limitValue)) {
    throw optionTypeError('iterCall', 'limit', 'a non-negative integer', limitValue);
  }
  const maxItems: number | undefined = limitValue;
  const offsetValue = offsetOption ?? 0;
  if (!isCount(offsetValue)) throw optionTypeError('iterCall', 'offset', 'a non-negative integer', offsetValue);
  let offset: number = offsetValue;
  const concurrency = concurrencyOption ?? 1;
  if (!(typeof concurrency === 'number' && Number.isSafeInteger(concurrency) && concurrency >= 1)) {
    throw optionTypeError('iterCall', 'concurrency', 'a positive integer', concurrency);
  }
  // Every other option is a call option: check it now, before any request.
  normalizeCallOptions(rest);

  if (maxItems !== undefined) chunk = Math.min(chunk, maxItems);
  const { controller, unlink } = linkedController(signal);
  const page = (size: number, at: number): Promise<unknown> =>
    fetchPage({ ...(rest as CallOptions), limit: size, offset: at, signal: controller.signal });
  const pending: PendingPage[] = [];
  let count = 0;
  /** Rules 4–6 and 9 for one page: yields its items; returns whether paging goes on (rule 8). */
  function* emit(result: unknown, size: number): Generator<T, boolean, undefined> {
    if (isEmptyResult(result)) return false;
    if (!Array.isArray(result)) {
      yield result as T;
      return false;
    }
    for (const item of result) {
      if (maxItems !== undefined && count >= maxItems) return false;
      yield item as T;
      count++;
    }
    return result.length >= size;
  }

  try {
    for (let round = 0; ; round++) {
      if (maxItems !== undefined) {
        if (count >= maxItems) return;
        if (chunk + count > maxItems) chunk = maxItems - count;
      }
      const result = await page(chunk, offset);
      if (!(yield* emit(result, chunk))) return;
      offset += chunk;

      const total = round === 0 && concurrency > 1 ? totalItems(result) : undefined;
      if (total === undefined) continue;

      // Concurrent mode: the remaining pages up to the reported total (and the limit).
      const end = Math.min(total, maxItems === undefined ? Infinity : offset + (maxItems - count));
      let next = offset;
      const fill = (): void => {
        while (pending.length < concurrency && next < end) {
          const size = Math.min(chunk, end - next);
          const result = page(size, next);
          result.catch(() => undefined); // awaited in order below; never an unhandled rejection
          pending.push({ size, result });
          next += size;
        }
      };
      fill();
      for (let head = pending.shift(); head !== undefined; head = pending.shift()) {
        const pageResult = await head.result;
        if (!isEmptyResult(pageResult)) fill(); // keep `concurrency` pages in flight while this one is consumed
        if (!(yield* emit(pageResult, head.size))) return;
      }
      return;
    }
  } finally {
    unlink();
    if (pending.length > 0) controller.abort(new DOMException('iterCall stopped', 'AbortError'));
  }
}
