/**
 * Pieces the `svc block` and `svc file` commands share: option parsers with slcli's choices, the
 * text of a placed order, the mapping of a manager's order checks to usage errors, and the one
 * show-secrets flag.
 *
 * @module
 */

import { InvalidArgumentError } from 'commander';

import { CommandFailure, UsageError } from '../../errors.js';
import type { CommandResult } from '../../output/index.js';
import type { OptionSpec, Options } from '../../spec.js';
import { maskPasswords, message, showsSecrets } from '../common.js';

/**
 * A parser of one of `choices`, in any letter case (slcli upper-cases the tokens of its ordering
 * commands), answering the choice as written in `choices`.
 *
 * @example
 * ```ts
 * anyCase(['LINUX', 'XEN'])('linux'); // 'LINUX'
 * ```
 */
export function anyCase<T extends string>(choices: readonly T[]): (value: string) => T {
  return (value) => {
    const found = choices.find((choice) => choice.toUpperCase() === value.trim().toUpperCase());
    if (found === undefined) throw new InvalidArgumentError(`Expected one of ${choices.join(', ')}.`);
    return found;
  };
}

/**
 * An integer, negative ones included (the command checks its range and says so in slcli's words).
 *
 * @example
 * ```ts
 * wholeNumber('-1'); // -1
 * ```
 */
export function wholeNumber(value: string): number {
  const text = value.trim();
  if (!/^[-+]?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected an integer.');
  return Number(text);
}

/**
 * A repeatable integer option (`--subnet-id 1 --subnet-id 2`), collected in a list.
 *
 * @example
 * ```ts
 * { flags: '--subnet-id <id>', description: 'a subnet (repeatable)', parse: idList }
 * ```
 */
export function idList(value: string, previous: unknown): number[] {
  const text = value.trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) throw new InvalidArgumentError('Expected a positive integer id.');
  return [...(Array.isArray(previous) ? (previous as number[]) : []), Number(text)];
}

/**
 * A repeatable text option (`--ip-address 10.0.0.1 --ip-address 10.0.0.2`), collected in a list.
 *
 * @example
 * ```ts
 * { flags: '--ip-address <address>', description: 'an address (repeatable)', parse: textList }
 * ```
 */
export function textList(value: string, previous: unknown): string[] {
  return [...(Array.isArray(previous) ? (previous as string[]) : []), value.trim()];
}

/**
 * A yes/no value as click's `BOOL` reads it: `true`/`false`, `1`/`0`, `yes`/`no`, `y`/`n`, `on`/`off`.
 *
 * @example
 * ```ts
 * yesNo('1'); // true
 * ```
 */
export function yesNo(value: string): boolean {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'y', 'on', 't'].includes(text)) return true;
  if (['false', '0', 'no', 'n', 'off', 'f'].includes(text)) return false;
  throw new InvalidArgumentError('Expected true or false.');
}

/** Endurance tiers (IOPS per GB) as slcli offers them. @example `anyCase(TIERS)` */
export const TIERS = ['0.25', '2', '4', '10'] as const;

/** OS types of a block volume (`--os-type`). @example `anyCase(OS_TYPES)('linux')` */
export const OS_TYPES = ['HYPER_V', 'LINUX', 'VMWARE', 'WINDOWS_2008', 'WINDOWS_GPT', 'WINDOWS', 'XEN'] as const;

/** Snapshot schedules of a replica order. @example `anyCase(REPLICATION_SCHEDULES)` */
export const REPLICATION_SCHEDULES = ['HOURLY', 'DAILY', 'WEEKLY'] as const;

/** `--billing hourly|monthly`, monthly by default (as slcli). */
export const BILLING: OptionSpec = {
  flags: '--billing <rate>', description: 'billing rate: hourly or monthly', parse: anyCase(['hourly', 'monthly'] as const), defaultValue: 'monthly',
};

/**
 * slcli's `--force` of the commands it asks about: the same as the global `--yes`.
 *
 * @example
 * ```ts
 * options: [FORCE], destroys: ([id], o) => (o.force === true ? undefined : `cancel block volume ${id}`)
 * ```
 */
export const FORCE: OptionSpec = { flags: '--force', description: 'do not ask first (as --yes)' };

/**
 * `value` with every `password` member masked, unless the command line asks for secrets (`--passwords`,
 * the one flag of every group: common.ts's `SHOW_SECRETS`).
 *
 * @example
 * ```ts
 * maskedUnless({}, { password: 'x' }); // { password: '********' }
 * ```
 */
export function maskedUnless<T>(options: Options, value: T): T {
  return maskPasswords(value, showsSecrets(options));
}

/** A volume id or name as typed, for messages. */
export function volumeText(value: string | undefined): string {
  return (value ?? '').trim();
}

/** The id, items and status of a placed order, as `StorageManager`'s ordering methods answer. */
interface Placed {
  placedOrder?: { id?: number; items?: { description?: string }[]; status?: string };
}

/**
 * The result of an order command: slcli's lines (`Order #N placed successfully!`, one ` > item` per
 * item, the status when asked, then `after`) on a terminal, the receipt in JSON. An answer without a
 * placed order is a failure (exit 1), as slcli's "Order could not be placed!".
 *
 * @example
 * ```ts
 * return placedOrder(await block.orderModifiedVolume(id, { newSize: 1000 }));
 * ```
 */
export function placedOrder(receipt: unknown, extra: { status?: boolean; after?: (id: number) => string } = {}): CommandResult {
  const placed = (receipt as Placed | undefined)?.placedOrder;
  if (placed?.id === undefined) throw new CommandFailure('Order could not be placed! Please verify your options and try again.');
  const lines = [`Order #${placed.id} placed successfully!`, ...(placed.items ?? []).map((item) => ` > ${item.description ?? ''}`)];
  if (extra.status === true && placed.status !== undefined) lines.push(` > Order status: ${placed.status}`);
  if (extra.after !== undefined) lines.push('', extra.after(placed.id));
  return message(lines.join('\n'), receipt);
}

/**
 * Runs an order step: a check of the manager that refuses the order's values before any call
 * (a price that does not exist for this size, a volume that cannot be duplicated) becomes a usage
 * error (exit 2), as slcli's `ArgumentError`; API faults and network errors stay what they are.
 *
 * @example
 * ```ts
 * const receipt = await orderStep(() => block.orderDuplicateVolume(id, options));
 * ```
 */
export async function orderStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    // The managers' own order checks throw a plain ServiceError, with no call attached (no request was sent for them).
    if (error instanceof Error && error.name === 'ServiceError' && (error as { call?: unknown }).call === undefined) {
      throw new UsageError(error.message);
    }
    throw error;
  }
}

/**
 * Checks slcli's IOPS rule of `snapshot-order` and `replica-order`: 100 to 6000, a multiple of 100.
 *
 * @throws UsageError naming the option.
 * @example
 * ```ts
 * checkIops(o.iops); // throws for 101
 * ```
 */
export function checkIops(iops: unknown): void {
  if (typeof iops !== 'number') return;
  if (iops < 100 || iops > 6000) throw new UsageError(`option '-i, --iops': ${iops} is not between 100 and 6000`);
  if (iops % 100 !== 0) throw new UsageError(`option '-i, --iops': ${iops} is not a multiple of 100`);
}

/**
 * Bytes as text in the largest unit under 1000 (`12.50 GB`), as slcli's `convert_sizes`.
 *
 * @example
 * ```ts
 * sizeText(64424509440); // '60.00 GB'
 * ```
 */
export function sizeText(bytes: unknown): string {
  let value = Number(bytes ?? 0);
  if (!Number.isFinite(value) || value <= 0) return '0.00 MB';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let unit = 0;
  while (value > 999 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit] ?? 'B'}`;
}
