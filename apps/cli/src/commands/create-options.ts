/**
 * What `hw create-options` and `vs create-options` share, as slcli's `create_options.py` of both:
 * the `[LOCATION]` argument (or `--datacenter`), `-p, --prices` (a row per price of each option, with
 * its capacity restriction), and the notes of datacenters whose pods close soon.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type { ItemPrice } from '@svclib/managers';

import { UsageError } from '../errors.js';
import type { OptionSpec, Options } from '../spec.js';
import { defined } from './common.js';

/** The arguments of both `create-options` commands: slcli's optional LOCATION. @example `args: CREATE_OPTIONS_ARGS` */
export const CREATE_OPTIONS_ARGS: readonly string[] = ['[location]'];

/**
 * The options of both `create-options` commands: `-d, --datacenter` (LOCATION by name) and
 * `-p, --prices`.
 *
 * @example
 * ```ts
 * options: [...CREATE_OPTIONS_OPTIONS, { flags: '--vsi-type <package>', description: 'package key name' }],
 * ```
 */
export const CREATE_OPTIONS_OPTIONS: readonly OptionSpec[] = [
  { flags: '-d, --datacenter <name>', description: 'as LOCATION: only this datacenter, with its prices, e.g. dal10' },
  { flags: '-p, --prices', description: 'a row per price of each option (hourly, monthly, capacity restriction)' },
];

/**
 * The location of a `create-options` command: its `[location]` argument or `--datacenter` (the same
 * one if both are given).
 *
 * @throws UsageError when the two name different datacenters.
 * @example
 * ```ts
 * const datacenter = createOptionsLocation(location, o); // 'dal10' or undefined
 * ```
 */
export function createOptionsLocation(location: string | undefined, o: Options): string | undefined {
  const datacenter = o.datacenter as string | undefined;
  if (location !== undefined && datacenter !== undefined && location !== datacenter) {
    throw new UsageError(`give the location once: LOCATION '${location}' and --datacenter '${datacenter}' differ`);
  }
  return location ?? datacenter;
}

/**
 * The note of a datacenter whose pods close soon (`Network_Pod.getAllObjects` with the closing
 * capability, as slcli reads it): a function from a datacenter's key to `closed soon: POD, …`.
 *
 * @example
 * ```ts
 * const note = await closingPodsNote(context.client);
 * note('dal10'); // 'closed soon: dal10.pod01' or undefined
 * ```
 */
export async function closingPodsNote(client: Client): Promise<(key: string) => string | undefined> {
  const { NetworkManager } = await import('@svclib/managers');
  const pods = await new NetworkManager(client).getClosedPods();
  return (key) => {
    const names = pods.map((pod) => String(pod.name)).filter((name) => name.includes(key));
    return names.length > 0 ? `closed soon: ${names.join(', ')}` : undefined;
  };
}

/** `MIN - MAX TYPE` of a price's capacity restriction, `-` for a part it lacks (as slcli). */
function restriction(price: ItemPrice): string {
  return `${String(price.capacityRestrictionMinimum ?? '-')} - ${String(price.capacityRestrictionMaximum ?? '-')} ${String(price.capacityRestrictionType ?? '-')}`;
}

/**
 * The rows of one option: with `all` (`--prices`), one per price with its `hourly`, `monthly` (`-`
 * when the price has none) and `restriction`; otherwise one row with the first price's `hourly` and
 * `monthly`, if any.
 *
 * @param row - The option's own cells (`kind` or `category`, `key`, `name`, …).
 * @param prices - The option's prices.
 * @param all - `--prices`.
 * @example
 * ```ts
 * priceRows({ kind: 'os', key: os.key, name: os.name }, os.prices, o.prices === true);
 * ```
 */
export function priceRows(row: Record<string, unknown>, prices: readonly ItemPrice[] | undefined, all: boolean): Record<string, unknown>[] {
  if (all && prices !== undefined && prices.length > 0) {
    return prices.map((price) => ({ ...row, hourly: price.hourlyRecurringFee ?? '-', monthly: price.recurringFee ?? '-', restriction: restriction(price) }));
  }
  return [defined({ ...row, hourly: prices?.[0]?.hourlyRecurringFee, monthly: prices?.[0]?.recurringFee })];
}
