/**
 * Order results as tables: the verified prices of an order and a placed order's receipt (also
 * used by the create commands of `svc vs`, `svc hw` and `svc network`).
 *
 * @module
 */

import type { Container_Product_Order, Container_Product_Order_Receipt } from '@svclib/managers';

import { col } from '../../output/index.js';
import type { CommandResult } from '../../output/index.js';
import { listOf, objectOf } from '../common.js';

/**
 * The priced items of a verified order (`cost`: the hourly fee, or the monthly one).
 *
 * @example
 * ```ts
 * return verifiedPrices(await ordering.verifyOrder(pkg, 'dal10', items, options), false);
 * ```
 */
export function verifiedPrices(verified: Container_Product_Order, monthly: boolean): CommandResult {
  const prices = verified.orderContainers?.flatMap((order) => order.prices ?? []) ?? verified.prices ?? [];
  return listOf(prices, [
    col('key_name', 'item.keyName'), col('description', 'item.description'), col('cost', monthly ? 'recurringFee' : 'hourlyRecurringFee'),
  ]);
}

/**
 * A placed order's id, date and status.
 *
 * @example
 * ```ts
 * return receiptOf(await ordering.placeOrder(pkg, 'dal10', items, options));
 * ```
 */
export function receiptOf(receipt: Container_Product_Order_Receipt): CommandResult {
  return objectOf(receipt, [col('id', 'orderId'), col('created', 'orderDate'), col('status', 'placedOrder.status')]);
}
