/**
 * Pieces shared by the command tables: paging options, result builders, option plumbing.
 *
 * @module
 */

import type { Column, CommandResult } from '../output/index.js';
import { nonNegativeInt, positiveInt } from '../parse.js';
import type { OptionSpec, Options } from '../spec.js';

/** What the CLI shows in place of a password or key it does not print (`hw credentials` without `--passwords`, `user create --dry-run`). */
export const MASKED_PASSWORD = '********';

/**
 * The one flag of the commands whose job is to show a secret (`hw credentials`, `vs credentials`,
 * `hw detail`, `vs detail`, `user detail`, `vs storage`): `--passwords`, slcli's own name on
 * `vs detail` and `hw detail`. Without it every password and key is masked, in every format; with
 * it they are printed on stdout, never in `-v`/`--debug` output. The spellings used before stay as
 * hidden aliases: `--show-passwords` (`vs`), `--show-keys` (SPEC §10's other name); `user detail`
 * keeps slcli's `-k, --keys` the same way.
 *
 * @example
 * ```ts
 * options: [...SHOW_SECRETS], run: async (vs, [id], o) => ... showsSecrets(o) ...
 * ```
 */
export const SHOW_SECRETS: readonly OptionSpec[] = [
  { flags: '--passwords', description: 'show the passwords and keys in clear (masked otherwise, in every format; never in -v/--debug output)' },
  { flags: '--show-passwords', description: 'the same as --passwords', hidden: true },
  { flags: '--show-keys', description: 'the same as --passwords', hidden: true },
];

/**
 * Whether the command line asked for secrets in clear: {@link SHOW_SECRETS} or an alias of it.
 *
 * @example
 * ```ts
 * const rows = list.map((c) => ({ ...c, password: showsSecrets(o) ? c.password : MASKED_PASSWORD }));
 * ```
 */
export function showsSecrets(options: Options): boolean {
  return options.passwords === true || options.showPasswords === true || options.showKeys === true || options.keys === true;
}

/**
 * `value` with every `password` member, at any depth, replaced by {@link MASKED_PASSWORD} (the
 * credentials of a server's detail record), unless `show` ({@link showsSecrets}).
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
