/**
 * The option interfaces of `UserManager` and the specs that check them.
 *
 * @module
 */
import { opt, type SpecFor } from '@svclib/core/options';
import { KEYWORD, LIST_OPTIONS, PAGING, REQUEST_OPTIONS } from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';

/**
 * Options of {@link UserManager.listUsers} (filter group `users`); each value goes through
 * `queryFilter`.
 *
 * @example
 * ```ts
 * await users.listUsers({ email: '*@example.com' });
 * ```
 */
export interface ListUsersOptions extends ListOptions {
  /** Login name. */
  username?: string;
  /** Email address. */
  email?: string;
}

/**
 * Options of {@link UserManager.iterUsers}.
 *
 * @example
 * ```ts
 * for await (const user of users.iterUsers({ chunk: 50 })) console.log(user.username);
 * ```
 */
export interface IterUsersOptions extends ListUsersOptions, IterOptions {}

/**
 * Options of {@link UserManager.editUser}.
 *
 * @example
 * ```ts
 * await users.editUser('alice', { firstName: 'Alice' }, { signal: AbortSignal.timeout(10_000) });
 * ```
 */
export type EditUserOptions = RequestOptions;

/**
 * A permission given to {@link UserManager.addPermissions} and its kin: a `keyName`
 * (case-insensitive; `ALL` stands for every permission) or a permission record.
 *
 * @example
 * ```ts
 * await users.addPermissions('alice', ['TICKET_VIEW', { keyName: 'HARDWARE_VIEW' }]);
 * ```
 */
export type PermissionName = string | {
  /** The permission's key name, e.g. `TICKET_VIEW`. */
  keyName?: string;
};

/**
 * Options of {@link UserManager.getLogins} and {@link UserManager.getEvents}.
 *
 * @example
 * ```ts
 * await users.getLogins('alice', { startDate: '04/08/2024 0:0:0' });
 * ```
 */
export interface SinceOptions extends RequestOptions {
  /**
   * Earliest date: `MM/DD/YYYY H:M:S` for logins, `YYYY-MM-DDTHH:MM:SS` for events (as the service
   * takes them), or a `Date`. Default: 30 days ago, at midnight.
   */
  startDate?: string | Date;
}

/**
 * Options of {@link UserManager.createUser}.
 *
 * @example
 * ```ts
 * await users.createUser({ username: 'carol', email: 'carol@example.com' }, 'S3cret!pass', { vpnPassword: 'V3pn!pass' });
 * ```
 */
export interface CreateUserOptions extends RequestOptions {
  /** The VPN password (third argument of `User_Customer.createObject`); default none (nil). */
  vpnPassword?: string;
}

/** The options of `UserManager.getLogins`/`getEvents`, tied to {@link SinceOptions} (`sinceDate` checks the date). */
export const SINCE_OPTIONS = REQUEST_OPTIONS.extend('UserManager.getLogins', {
  startDate: opt.nonNull(opt.anything<string | Date>('a date')),
} satisfies SpecFor<Omit<SinceOptions, keyof RequestOptions>>);
/** The options of `UserManager.createUser`, tied to {@link CreateUserOptions} (the password is never shown). */
export const CREATE_USER_OPTIONS = REQUEST_OPTIONS.extend('UserManager.createUser', {
  vpnPassword: opt.nonNull(opt.secret(opt.checker<string>('a string', (v) => typeof v === 'string'))),
} satisfies SpecFor<Omit<CreateUserOptions, keyof RequestOptions>>);
/** The options of `UserManager.listUsers`, tied to {@link ListUsersOptions}. */
export const LIST_USER_OPTIONS = LIST_OPTIONS.extend('UserManager.listUsers', {
  username: KEYWORD,
  email: KEYWORD,
} satisfies SpecFor<Omit<ListUsersOptions, keyof ListOptions>>);
/** The options of `UserManager.iterUsers`. */
export const ITER_USER_OPTIONS = LIST_USER_OPTIONS.extend('UserManager.iterUsers', PAGING);
