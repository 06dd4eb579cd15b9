/**
 * What several `svc user` commands share: a user's columns and the two-list options (`--enable`/`--disable`).
 *
 * @module
 */

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import type { Options } from '../../spec.js';

/** The columns of a user in lists. @example `listOf(users, USER_COLUMNS)` */
export const USER_COLUMNS: readonly Column[] = [
  col('id'), col('username'), col('email'), col('display_name', 'displayName'), col('status', 'userStatus.name'),
];

/** The rows of one user: the list columns and the name, company and creation date. @example `objectOf(user, USER_DETAIL)` */
export const USER_DETAIL: readonly Column[] = [
  ...USER_COLUMNS,
  col('first_name', 'firstName'), col('last_name', 'lastName'), col('company', 'companyName'), col('created', 'createDate'),
];

/** The values of two list options (`--enable`/`--disable`, `--add`/`--remove`), at least one of them given. */
export function twoLists(o: Options, [first, second]: readonly [string, string], what: string): [string[], string[]] {
  const a = (o[first] as string[] | undefined) ?? [];
  const b = (o[second] as string[] | undefined) ?? [];
  if (a.length === 0 && b.length === 0) throw new UsageError(`nothing to change: give --${first} or --${second} with ${what}`);
  return [a, b];
}

/** Runs each job whose list is not empty; true when every job that ran answered true. */
export async function applyLists<T>(jobs: readonly (readonly [items: readonly T[], job: (items: readonly T[]) => Promise<boolean>])[]): Promise<boolean> {
  let ok = true;
  for (const [items, job] of jobs) if (items.length > 0) ok = (await job(items)) && ok;
  return ok;
}
