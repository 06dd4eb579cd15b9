/**
 * The total item count a list result came with (HTTP header `Vendor-Total-Items`).
 *
 * @module
 */

const totals = new WeakMap<object, number>();

/**
 * Records the total item count reported for a list result. Transports call this; it is a no-op
 * for anything that is not an array or when `total` is not a finite, non-negative integer.
 *
 * @example
 * ```ts
 * setTotalItems(result, Number(response.headers.get('Vendor-Total-Items')));
 * ```
 */
export function setTotalItems(result: unknown, total: number | undefined): void {
  if (Array.isArray(result) && total !== undefined && Number.isSafeInteger(total) && total >= 0) {
    totals.set(result, total);
  }
}

/**
 * A count from an HTTP header: only plain decimal digits (`/^[0-9]+$/`, nothing around them; HTTP
 * parsers strip the spaces around a header value before it gets here) within the safe-integer range
 * count; anything else (`0x10`, `1e1`, ` 12`, `+3`, `12abc`, `-1`, `1.0`, a number too large to be
 * exact) is `undefined`, ignored like garbage.
 *
 * @example
 * ```ts
 * headerCount('120'); // 120
 * headerCount('0x10'); // undefined
 * ```
 */
export function headerCount(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value)) return undefined;
  const count = Number(value);
  return Number.isSafeInteger(count) ? count : undefined;
}

/**
 * The total number of items the server reported for a list result (response header
 * `Vendor-Total-Items`), or `undefined` when it reported none or the value is not a list result.
 *
 * @example
 * ```ts
 * const page = await client.call('Account', 'getVirtualGuests', { limit: 10 });
 * console.log(`${page.length} of ${totalItems(page) ?? '?'}`);
 * ```
 */
export function totalItems(result: unknown): number | undefined {
  return typeof result === 'object' && result !== null ? totals.get(result) : undefined;
}
