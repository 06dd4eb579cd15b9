/**
 * Pieces shared by the command tables: paging options, result builders, option plumbing.
 *
 * @module
 */

import type { Column, CommandResult } from '../output.js';
import { nonNegativeInt, positiveInt } from '../parse.js';
import type { OptionSpec, Options } from '../spec.js';

/** What the CLI shows in place of a password (`hw credentials`, `user create --dry-run`): passwords are never printed. */
export const MASKED_PASSWORD = '********';

/**
 * `value` with every `password` member, at any depth, replaced by {@link MASKED_PASSWORD} (the
 * credentials of a server's detail record), unless `show` (`--passwords`, `--show-passwords`).
 *
 * @example
 * ```ts
 * maskPasswords({ users: [{ username: 'root', password: 'x' }] }); // { users: [{ username: 'root', password: '********' }] }
 * ```
 */
export function maskPasswords<T>(value: T, show = false): T {
  if (show || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((member: unknown) => maskPasswords(member)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, member]) =>
    [key, key === 'password' && member !== undefined && member !== null ? MASKED_PASSWORD : maskPasswords(member)])) as T;
}

/** `--limit`, `--offset` and `--concurrency` of every list command. @example `options: [...PAGING]` */
export const PAGING: readonly OptionSpec[] = [
  { flags: '--limit <n>', description: 'fetch at most n records', parse: positiveInt },
  { flags: '--offset <n>', description: 'skip the first n records', parse: nonNegativeInt },
  { flags: '--concurrency <n>', description: 'request up to n pages at a time', parse: positiveInt },
  { flags: '--mask <mask>', description: 'object mask replacing the default, e.g. "id,hostname"' },
];

/**
 * The paging and mask options of a list command, as the managers' `iter…` methods take them.
 *
 * @example
 * ```ts
 * vs.iterInstances({ ...paging(options), datacenter: 'dal10' });
 * ```
 */
export function paging(options: Options): Record<string, unknown> {
  return defined({ limit: options.limit, offset: options.offset, concurrency: options.concurrency, mask: options.mask });
}

/**
 * Drops `undefined` members, so that managers see only options that were given, typed as the
 * manager's options `T`.
 *
 * @example
 * ```ts
 * defined({ a: 1, b: undefined }); // { a: 1 }
 * ```
 */
export function defined<T extends object = Record<string, unknown>>(values: Record<string, unknown>): T {
  // The caller names the manager's option type; the manager checks every value it receives.
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A list result.
 *
 * @example
 * ```ts
 * return listOf(await context.collect(vs.iterInstances(), 'virtual servers'), VS_COLUMNS);
 * ```
 */
export function listOf(rows: readonly unknown[], columns: readonly Column[]): CommandResult {
  return { kind: 'list', rows: rows as Record<string, unknown>[], columns };
}

/**
 * A one-object result (a name/value table on a terminal).
 *
 * @example
 * ```ts
 * return objectOf(await vs.getInstance(12), VS_DETAIL);
 * ```
 */
export function objectOf(value: unknown, columns: readonly Column[]): CommandResult {
  return { kind: 'object', value: (value ?? {}) as Record<string, unknown>, columns };
}

/**
 * A message result: `text` on a terminal, `value` as JSON.
 *
 * @example
 * ```ts
 * return message(`Cancelled virtual server ${id}.`, await vs.cancelInstance(id));
 * ```
 */
export function message(text: string, value: unknown): CommandResult {
  return { kind: 'message', text, value };
}
