/**
 * Value parsers for options and arguments: each throws `commander`'s `InvalidArgumentError` saying
 * what was expected, which `commander` reports with the flag's name (exit 2).
 *
 * @module
 */

import { InvalidArgumentError } from 'commander';

import { UsageError } from './errors.js';

/**
 * A positive integer.
 *
 * @example
 * ```ts
 * { flags: '--limit <n>', description: 'at most n records', parse: positiveInt }
 * ```
 */
export function positiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n <= 0) {
    throw new InvalidArgumentError('Expected a positive integer.');
  }
  return n;
}

/**
 * An integer ≥ 0.
 *
 * @example
 * ```ts
 * { flags: '--offset <n>', description: 'skip n records', parse: nonNegativeInt }
 * ```
 */
export function nonNegativeInt(value: string): number {
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError('Expected an integer >= 0.');
  }
  return Number(value);
}

/**
 * A comma-separated list (`a,b`), accumulated over repeated flags.
 *
 * @example
 * ```ts
 * { flags: '--tag <tags>', description: 'tags, comma-separated or repeated', parse: list }
 * ```
 */
export function list(value: string, previous: unknown): string[] {
  const items = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 0) throw new InvalidArgumentError('Expected a comma-separated list of names.');
  return [...(Array.isArray(previous) ? (previous as string[]) : []), ...items];
}

/**
 * A parser accepting one of `choices`.
 *
 * @example
 * ```ts
 * { flags: '--format <format>', description: 'output format', parse: oneOf(['table', 'json']) }
 * ```
 */
export function oneOf<T extends string>(choices: readonly T[]): (value: string) => T {
  return (value) => {
    if (!(choices as readonly string[]).includes(value)) {
      throw new InvalidArgumentError(`Expected one of ${choices.join(', ')}.`);
    }
    return value as T;
  };
}

/**
 * An id or a name, as the managers take them: a numeric string becomes a number.
 *
 * @example
 * ```ts
 * idOrName('12'); // 12
 * idOrName('web1'); // 'web1'
 * ```
 */
export function idOrName(value: string | undefined): number | string {
  const text = (value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * A numeric id argument (for things that have no name, such as tickets and DNS records).
 *
 * @param value - The argument as typed.
 * @param name - The argument's name in the usage line, e.g. `<record-id>`.
 * @throws UsageError naming the argument for anything but a positive integer.
 * @example
 * ```ts
 * numericId('501', '<record-id>'); // 501
 * ```
 */
export function numericId(value: string | undefined, name: string): number {
  const text = (value ?? '').trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`argument '${name}' expects a positive integer id, got '${value ?? ''}'`);
  }
  return Number(text);
}
