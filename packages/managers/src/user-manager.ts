/**
 * Customer users (`User_Customer`).
 *
 * @module
 */
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkOptions, ITER_KEYS, iterApi, iterRequest, LIST_KEYS, listRequest, REQUEST_KEYS,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions, ResolveOptions } from './options.js';
import { idsMatching, resolveIdList, resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { User, UserTemplate } from './types.js';

/**
 * A customer user given by id (number or numeric string) or by username.
 *
 * @example
 * ```ts
 * await users.getUser('alice');
 * ```
 */
export type UserIdentifier = number | string;

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

const LIST_USER_KEYS = [...LIST_KEYS, 'username', 'email'] as const;

/**
 * Customer users in one call each.
 *
 * @example
 * ```ts
 * const users = new UserManager(client);
 * const me = await users.getCurrentUser();
 * ```
 */
export class UserManager {
  /**
   * Mask of `listUsers`/`iterUsers`, `getUser` and `getCurrentUser` unless the caller gives one.
   *
   * @example
   * ```ts
   * await users.listUsers({ mask: `${UserManager.USER_MASK}, officePhone` });
   * ```
   */
  static readonly USER_MASK = 'id, username, email, firstName, lastName, companyName, createDate, userStatus';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const users = new UserManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    this.#lookup = (name, signal) =>
      idsMatching(client, 'getUsers', { users: { username: { operation: `_= ${name}` } } }, signal);
  }

  /**
   * Lists the account's users in one request (`Account.getUsers`).
   *
   * @param options - `username`, `email`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The users.
   * @example
   * ```ts
   * const all = await users.listUsers();
   * ```
   */
  async listUsers(options?: ListUsersOptions): Promise<User[]> {
    const o = checkOptions('UserManager.listUsers', options, LIST_USER_KEYS);
    return callApi<User[]>(this.client, 'Account', 'getUsers', listRequest(o, UserManager.USER_MASK, userFilter(o)));
  }

  /**
   * The paging twin of {@link listUsers}.
   *
   * @param options - As {@link listUsers}, plus `chunk` and `concurrency`.
   * @returns An async generator of users.
   * @example
   * ```ts
   * for await (const user of users.iterUsers()) console.log(user.email);
   * ```
   */
  iterUsers(options?: IterUsersOptions): AsyncGenerator<User> {
    const o = checkOptions('UserManager.iterUsers', options, [...LIST_USER_KEYS, ...ITER_KEYS]);
    return iterApi<User>(this.client, 'Account', 'getUsers', iterRequest(o, UserManager.USER_MASK, userFilter(o)));
  }

  /**
   * Reads one user (`User_Customer.getObject`).
   *
   * @param id - User id or username.
   * @param options - `mask` (default {@link UserManager.USER_MASK}) and `signal`.
   * @returns The user.
   * @throws NameResolutionError when no user (or more than one) has that username.
   * @example
   * ```ts
   * const alice = await users.getUser('alice');
   * ```
   */
  async getUser(id: UserIdentifier, options?: RequestOptions): Promise<User> {
    const where = 'UserManager.getUser';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    return callApi<User>(this.client, 'User_Customer', 'getObject', {
      id: userId, mask: o.mask ?? UserManager.USER_MASK, signal: o.signal,
    });
  }

  /**
   * The user the client is authenticated as (`Account.getCurrentUser`).
   *
   * @param options - `mask` (default {@link UserManager.USER_MASK}) and `signal`.
   * @returns The user.
   * @example
   * ```ts
   * const me = await users.getCurrentUser();
   * ```
   */
  async getCurrentUser(options?: RequestOptions): Promise<User> {
    const o = checkOptions('UserManager.getCurrentUser', options, REQUEST_KEYS);
    return callApi<User>(this.client, 'Account', 'getCurrentUser', { mask: o.mask ?? UserManager.USER_MASK, signal: o.signal });
  }

  /**
   * Edits a user (`User_Customer.editObject(changes)` on that user).
   *
   * @param id - User id or username.
   * @param changes - The fields to change (at least one).
   * @param options - `mask` and `signal`.
   * @returns `true` when the API accepted the edit.
   * @throws TypeError when `changes` is empty or not an object.
   * @example
   * ```ts
   * await users.editUser('alice', { email: 'alice@example.org' });
   * ```
   */
  async editUser(id: UserIdentifier, changes: UserTemplate, options?: EditUserOptions): Promise<boolean> {
    const where = 'UserManager.editUser';
    const o = checkOptions(where, options, REQUEST_KEYS);
    if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
      throw new TypeError(`${where}: changes must be an object`);
    }
    const template = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(template).length === 0) throw new TypeError(`${where}: nothing to change`);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    return callApi<boolean>(this.client, 'User_Customer', 'editObject', {
      id: userId, args: [template], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * The ids an identifier stands for: a number or numeric string is itself; any other string
   * matches `username` (exact, case-insensitive).
   *
   * @param identifier - User id or username.
   * @param options - `signal`.
   * @returns The matching ids.
   * @example
   * ```ts
   * const [id] = await users.resolveIds('alice');
   * ```
   */
  async resolveIds(identifier: UserIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = 'UserManager.resolveIds';
    const o = checkOptions(where, options, ['signal']);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }
}

function userFilter(o: ListUsersOptions): ReturnType<typeof listFilter> {
  return listFilter('users', { username: o.username, email: o.email }, o.filter);
}
