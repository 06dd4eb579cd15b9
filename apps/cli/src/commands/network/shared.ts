/**
 * What several `svc network` commands share: the IP version options, order costs and count columns.
 *
 * @module
 */

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import type { Options } from '../../spec.js';

/** The length of a list (`undefined` for anything else), for count columns. @example `col('subnets', 'subnets', count)` */
export const count = (value: unknown): number | undefined => (Array.isArray(value) ? value.length : undefined);

/** The IP version of `--ipv 4|6`, `--ip-version v4|v6` or the `--ipv4`/`--ipv6` flags (`undefined`: both). */
export function ipVersion(o: Options): number | undefined {
  const given = [
    o.ipv === undefined ? undefined : Number(o.ipv),
    o.ipVersion === undefined ? undefined : Number((o.ipVersion as string).slice(1)),
    o.ipv4 === true || o.v4 === true ? 4 : undefined,
    o.ipv6 === true || o.v6 === true ? 6 : undefined,
  ].filter((v): v is number => v !== undefined);
  if (new Set(given).size > 1) throw new UsageError('conflicting IP versions: give one of --ipv, --ip-version, --ipv4 or --ipv6');
  return given[0];
}

/** The price rows of an order (verified or placed) and its monthly total, as slcli's `subnet create` prints them. */
export function orderCosts(result: unknown): Record<string, unknown>[] {
  const r = (result ?? {}) as { prices?: unknown; orderDetails?: { prices?: unknown } };
  const prices = (Array.isArray(r.prices) ? r.prices : Array.isArray(r.orderDetails?.prices) ? r.orderDetails.prices : []) as
    Array<{ recurringFee?: string | number; item?: { description?: string } }>;
  const rows = prices.map((p) => ({ item: p.item?.description ?? '', cost: Number(p.recurringFee ?? 0).toFixed(2) }));
  const total = prices.reduce((sum, p) => sum + Number(p.recurringFee ?? 0), 0);
  return [...rows, { item: 'Total monthly cost', cost: total.toFixed(2) }];
}

/** The columns of {@link orderCosts}' rows. @example `listOf(orderCosts(result), COST_COLUMNS)` */
export const COST_COLUMNS: readonly Column[] = [col('item'), col('cost')];

/** The host names of a list of servers, comma-separated. @example `col('hardware', 'hardware', hostnames)` */
export const hostnames = (value: unknown): string | undefined =>
  (Array.isArray(value) ? (value as Array<{ hostname?: string }>).map((s) => s.hostname ?? '').join(', ') : undefined);
