/**
 * Customer users (`User_Customer`).
 *
 * @module
 */
import { isServiceAPIError, ServiceError } from '@svclib/core';
import type {
  Email_Subscription, Event_Log, Hardware_Server, Network_Service_Vpn_Overrides, User_Customer, User_Customer_Access_Authentication,
  User_Customer_ApiAuthentication, User_Permission_Action, Virtual_DedicatedHost, Virtual_Guest,
} from '@svclib/model';
import { queryFilter } from './filters.js';
import type { ObjectFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireId, requireString,
  RESOLVE_OPTIONS,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { idsOf, resolveIdList, resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { NewUserTemplate, UserPermissionDepartment } from './types/user.js';
import { CREATE_USER_OPTIONS, ITER_USER_OPTIONS, LIST_USER_OPTIONS, SINCE_OPTIONS } from './user-options.js';
import type {
  CreateUserOptions, EditUserOptions, IterUsersOptions, ListUsersOptions, PermissionName, SinceOptions,
} from './user-options.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/**
 * A customer user given by id (number or numeric string) or by username.
 *
 * @example
 * ```ts
 * await users.getUser('alice');
 * ```
 */
export type UserIdentifier = number | string;

const DAY_MS = 86_400_000;

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
   * Mask of `getUser` and `getCurrentUser` unless the caller gives one.
   *
   * @example
   * ```ts
   * await users.listUsers({ mask: `${UserManager.USER_MASK}, officePhone` });
   * ```
   */
  static readonly USER_MASK =
    'id, username, email, firstName, lastName, displayName, companyName, createDate, userStatus[name], parent[id, username]';

  /**
   * Mask of `listUsers`/`iterUsers` unless the caller gives one: the reference client's list fields.
   *
   * @example
   * ```ts
   * await users.listUsers({ mask: `${UserManager.LIST_MASK}, officePhone` });
   * ```
   */
  static readonly LIST_MASK = joinMask(
    'id, username, displayName, firstName, lastName, userStatus[name], hardwareCount, virtualGuestCount, email, roles, ',
    'externalBindingCount, apiAuthenticationKeyCount, sslVpnAllowedFlag',
  );

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  #allPermissions: User_Permission_Action[] | undefined;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const users = new UserManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    this.#lookup = async (name, signal) => {
      const found = await callApi<User_Customer[]>(client, 'Account', 'getUsers', {
        mask: 'id, username', filter: { users: { username: queryFilter(name) } }, signal,
      });
      return Array.isArray(found) ? idsOf(found) : [];
    };
  }

  /**
   * Lists the account's users in one request (`Account.getUsers`).
   *
   * @param options - `username`, `email`, `mask` (default {@link UserManager.LIST_MASK}), `filter`, `limit`, `offset`, `signal`.
   * @returns The users.
   * @example
   * ```ts
   * const all = await users.listUsers();
   * ```
   */
  listUsers<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListUsersOptions, 'User_Customer', K, Q>): Promise<NoInfer<ByMask<User_Customer[], 'User_Customer', typeof UserManager.LIST_MASK, K, Q>>>;
  async listUsers(options?: ListUsersOptions): Promise<User_Customer[]> {
    const o = checkSpec(LIST_USER_OPTIONS, options);
    return callApi<User_Customer[]>(this.client, 'Account', 'getUsers', listRequest(o, UserManager.LIST_MASK, userFilter(o)));
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
  iterUsers<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterUsersOptions, 'User_Customer', K, Q>): AsyncGenerator<NoInfer<ByMask<User_Customer, 'User_Customer', typeof UserManager.LIST_MASK, K, Q>>>;
  iterUsers(options?: IterUsersOptions): AsyncGenerator<User_Customer> {
    const o = checkSpec(ITER_USER_OPTIONS, options);
    return iterApi<User_Customer>(this.client, 'Account', 'getUsers', iterRequest(o, UserManager.LIST_MASK, userFilter(o)));
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
  getUser<const K extends MaskArg = never, const Q extends Selection = never>(id: UserIdentifier, options?: Selecting<RequestOptions, 'User_Customer', K, Q>): Promise<NoInfer<ByMask<User_Customer, 'User_Customer', typeof UserManager.USER_MASK, K, Q>>>;
  async getUser(id: UserIdentifier, options?: RequestOptions): Promise<User_Customer> {
    const where = 'UserManager.getUser';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    return callApi<User_Customer>(this.client, 'User_Customer', 'getObject', {
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
  getCurrentUser<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'User_Customer', K, Q>): Promise<NoInfer<ByMask<User_Customer, 'User_Customer', typeof UserManager.USER_MASK, K, Q>>>;
  async getCurrentUser(options?: RequestOptions): Promise<User_Customer> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'UserManager.getCurrentUser');
    return callApi<User_Customer>(this.client, 'Account', 'getCurrentUser', { mask: o.mask ?? UserManager.USER_MASK, signal: o.signal });
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
  async editUser(id: UserIdentifier, changes: User_Customer, options?: EditUserOptions): Promise<boolean> {
    const where = 'UserManager.editUser';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
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
   * Every portal permission (`User_Permission_Action.getAllObjects`), sorted by `keyName`. The
   * answer is kept for the manager's life (as the reference client does); a `mask` skips the cache.
   *
   * @param options - `mask` and `signal`.
   * @returns The permissions.
   * @example
   * ```ts
   * const keyNames = (await users.getAllPermissions()).map((permission) => permission.keyName);
   * ```
   */
  async getAllPermissions(options?: RequestOptions): Promise<User_Permission_Action[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'UserManager.getAllPermissions');
    if (o.mask === undefined && this.#allPermissions !== undefined) return this.#allPermissions;
    const found = await callApi<User_Permission_Action[]>(this.client, 'User_Permission_Action', 'getAllObjects', {
      mask: o.mask, signal: o.signal,
    });
    const sorted = byKeyName(found);
    if (o.mask === undefined) this.#allPermissions = sorted;
    return sorted;
  }

  /**
   * The permission departments with their permissions (`User_Permission_Department.getAllObjects`,
   * mask `permissions[id, keyName, description, name]`), each department's permissions sorted by
   * `keyName`.
   *
   * @param options - `mask` and `signal`.
   * @returns The departments.
   * @example
   * ```ts
   * for (const department of await users.getPermissionDepartments()) console.log(department.name);
   * ```
   */
  async getPermissionDepartments(options?: RequestOptions): Promise<UserPermissionDepartment[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'UserManager.getPermissionDepartments');
    const departments = await callApi<UserPermissionDepartment[]>(this.client, 'User_Permission_Department', 'getAllObjects', {
      mask: o.mask ?? 'permissions[id, keyName, description, name]', signal: o.signal,
    });
    return departments.map((department) =>
      (Array.isArray(department.permissions) ? { ...department, permissions: byKeyName(department.permissions) } : department));
  }

  /**
   * Every email notification, with whether the current user receives it
   * (`Email_Subscription.getAllObjects`, mask `enabled`).
   *
   * @param options - `mask` and `signal`.
   * @returns The notifications.
   * @example
   * ```ts
   * const enabled = (await users.getAllNotifications()).filter((n) => n.enabled).map((n) => n.name);
   * ```
   */
  getAllNotifications<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Email_Subscription', K, Q>): Promise<NoInfer<ByMask<Email_Subscription[], 'Email_Subscription', 'enabled', K, Q>>>;
  async getAllNotifications(options?: RequestOptions): Promise<Email_Subscription[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'UserManager.getAllNotifications');
    return callApi<Email_Subscription[]>(this.client, 'Email_Subscription', 'getAllObjects', {
      mask: o.mask ?? 'enabled', signal: o.signal,
    });
  }

  /**
   * The notifications of these names ({@link getAllNotifications}, then matched by exact name).
   *
   * @param names - Notification names, e.g. `['Order Approved']`.
   * @param options - `signal`.
   * @returns The notifications, in the order given.
   * @throws ServiceError naming the first name that is not a notification.
   * @example
   * ```ts
   * const [approved] = await users.gatherNotifications(['Order Approved']);
   * ```
   */
  async gatherNotifications(names: readonly string[], options?: ResolveOptions): Promise<Email_Subscription[]> {
    const where = 'UserManager.gatherNotifications';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const wanted = stringList(where, 'names', names);
    const available = await this.getAllNotifications({ signal: o.signal });
    return wanted.map((name) => {
      const found = available.find((notification) => notification.name === name);
      if (!found) throw new ServiceError(`${where}: ${name} is not a valid notification name`);
      return found;
    });
  }

  /**
   * Turns notifications on for the current user: `Email_Subscription.enable` on each (after
   * {@link gatherNotifications}), stopping at the first refusal.
   *
   * @param names - Notification names.
   * @param options - `signal`.
   * @returns `true` when every one was enabled (`false` when there were none or one was refused).
   * @example
   * ```ts
   * await users.enableNotifications(['Order Approved', 'Reload Complete']);
   * ```
   */
  async enableNotifications(names: readonly string[], options?: ResolveOptions): Promise<boolean> {
    return this.#switchNotifications('enableNotifications', 'enable', names, options);
  }

  /**
   * Turns notifications off for the current user: `Email_Subscription.disable` on each, stopping at
   * the first refusal.
   *
   * @param names - Notification names.
   * @param options - `signal`.
   * @returns `true` when every one was disabled (`false` when there were none or one was refused).
   * @example
   * ```ts
   * await users.disableNotifications(['Order Approved']);
   * ```
   */
  async disableNotifications(names: readonly string[], options?: ResolveOptions): Promise<boolean> {
    return this.#switchNotifications('disableNotifications', 'disable', names, options);
  }

  /**
   * Checks permission names against {@link getAllPermissions} and turns them into what the
   * service takes: `[{ keyName }]`, upper-cased; `ALL` stands for every permission.
   *
   * @param permissions - Key names or permission records.
   * @param options - `signal`.
   * @returns The permission structs.
   * @throws ServiceError naming the first unknown permission.
   * @example
   * ```ts
   * const structs = await users.formatPermissionObject(['ticket_view']); // [{ keyName: 'TICKET_VIEW' }]
   * ```
   */
  async formatPermissionObject(permissions: readonly PermissionName[], options?: ResolveOptions): Promise<User_Permission_Action[]> {
    const where = 'UserManager.formatPermissionObject';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    if (!Array.isArray(permissions)) throw new TypeError(`${where}: permissions must be an array`);
    const available = await this.getAllPermissions({ signal: o.signal });
    const result: User_Permission_Action[] = [];
    for (const permission of permissions) {
      const name: unknown = typeof permission === 'string' ? permission : (permission as { keyName?: unknown } | null)?.keyName;
      if (typeof name !== 'string' || name === '') throw new TypeError(`${where}: each permission must be a keyName or { keyName }`);
      const keyName = name.toUpperCase();
      if (keyName === 'ALL') return available;
      if (!available.some((candidate) => candidate.keyName === keyName)) {
        throw new ServiceError(`${where}: '${keyName}' is not a valid permission`);
      }
      result.push({ keyName });
    }
    return result;
  }

  /**
   * Gives a user permissions: `User_Customer.addBulkPortalPermission([{ keyName }, …])` on that user
   * (names checked by {@link formatPermissionObject}).
   *
   * @param id - User id or username.
   * @param permissions - Key names (or `ALL`) or permission records.
   * @param options - `signal`.
   * @returns `true` when the service accepted them.
   * @example
   * ```ts
   * await users.addPermissions('alice', ['TICKET_VIEW']);
   * ```
   */
  async addPermissions(id: UserIdentifier, permissions: readonly PermissionName[], options?: ResolveOptions): Promise<boolean> {
    return this.#bulkPermissions('addPermissions', 'addBulkPortalPermission', id, permissions, options);
  }

  /**
   * Takes permissions from a user: `User_Customer.removeBulkPortalPermission([{ keyName }, …])` on
   * that user.
   *
   * @param id - User id or username.
   * @param permissions - Key names (or `ALL`) or permission records.
   * @param options - `signal`.
   * @returns `true` when the service accepted it.
   * @example
   * ```ts
   * await users.removePermissions('alice', ['TICKET_VIEW']);
   * ```
   */
  async removePermissions(id: UserIdentifier, permissions: readonly PermissionName[], options?: ResolveOptions): Promise<boolean> {
    return this.#bulkPermissions('removePermissions', 'removeBulkPortalPermission', id, permissions, options);
  }

  /**
   * Makes a user's permissions those of another: reads the other's
   * (`User_Customer.getPermissions`), adds them (`addBulkPortalPermission`), then removes every
   * other permission (`removeBulkPortalPermission`).
   *
   * @param id - The user to change (id or username).
   * @param fromId - The user to copy from (id or username).
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await users.permissionsFromUser('bob', 'alice');
   * ```
   */
  async permissionsFromUser(id: UserIdentifier, fromId: UserIdentifier, options?: ResolveOptions): Promise<boolean> {
    const where = 'UserManager.permissionsFromUser';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const target = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const from = await this.getUserPermissions(fromId, { signal: o.signal });
    await this.addPermissions(target, from, { signal: o.signal });
    const kept = new Set(from.map((permission) => permission.keyName));
    const all = await this.getAllPermissions({ signal: o.signal });
    const remove = all.filter((permission) => !kept.has(permission.keyName)).map((permission) => ({ keyName: permission.keyName }));
    await this.removePermissions(target, remove, { signal: o.signal });
    return true;
  }

  /**
   * A user's permissions (`User_Customer.getPermissions`), sorted by `keyName`.
   *
   * @param id - User id or username.
   * @param options - `mask` and `signal`.
   * @returns The permissions.
   * @example
   * ```ts
   * const mine = await users.getUserPermissions('alice');
   * ```
   */
  async getUserPermissions(id: UserIdentifier, options?: RequestOptions): Promise<User_Permission_Action[]> {
    return byKeyName(await this.#onUser<User_Permission_Action[]>('getUserPermissions', 'getPermissions', id, [], options));
  }

  /**
   * A user's login attempts since `startDate` (default 30 days ago): `User_Customer.getLoginAttempts`
   * with filter `loginAttempts.createDate` `greaterThanDate` (`MM/DD/YYYY H:M:S`).
   *
   * @param id - User id or username.
   * @param options - `startDate`, `mask`, `signal`.
   * @returns The attempts.
   * @example
   * ```ts
   * const logins = await users.getLogins('alice');
   * ```
   */
  async getLogins(id: UserIdentifier, options?: SinceOptions): Promise<User_Customer_Access_Authentication[]> {
    const where = 'UserManager.getLogins';
    const o = checkSpec(SINCE_OPTIONS, options, where);
    const start = sinceDate(where, o.startDate, (d) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} 0:0:0`);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const filter: ObjectFilter = { loginAttempts: { createDate: greaterThanDate(start) } };
    return callApi<User_Customer_Access_Authentication[]>(this.client, 'User_Customer', 'getLoginAttempts', {
      id: userId, filter, mask: o.mask, signal: o.signal,
    });
  }

  /**
   * A user's audit events since `startDate` (default 30 days ago): `Event_Log.getAllObjects` with
   * filter `{ userId, eventCreateDate: greaterThanDate }` (`YYYY-MM-DDTHH:MM:SS`).
   *
   * @param id - User id or username.
   * @param options - `startDate`, `mask`, `signal`.
   * @returns The events (empty when there are none).
   * @example
   * ```ts
   * const events = await users.getEvents('alice', { startDate: '2024-01-01T00:00:00' });
   * ```
   */
  async getEvents(id: UserIdentifier, options?: SinceOptions): Promise<Event_Log[]> {
    const where = 'UserManager.getEvents';
    const o = checkSpec(SINCE_OPTIONS, options, where);
    const start = sinceDate(where, o.startDate, (d) => `${d.toISOString().slice(0, 10)}T00:00:00`);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const filter: ObjectFilter = { userId: { operation: userId }, eventCreateDate: greaterThanDate(start) };
    const events = await callApi<Event_Log[] | null>(this.client, 'Event_Log', 'getAllObjects', {
      filter, mask: o.mask, signal: o.signal,
    });
    return events ?? [];
  }

  /**
   * Creates a user: `User_Customer.createObject(template, password, vpnPassword ?? nil)`. The
   * service's `…_DelegateIamIdInvitationToPaas` fault (the user is created later, by another
   * platform) becomes a `ServiceError` saying so.
   *
   * @param template - The new user (`username`, `email`, names, address, …).
   * @param password - The portal password (never logged).
   * @param options - `vpnPassword`, `mask`, `signal`.
   * @returns The created user.
   * @example
   * ```ts
   * const carol = await users.createUser({ username: 'carol', email: 'carol@example.com', firstName: 'Carol', lastName: 'Ng' }, 'S3cret!pass');
   * ```
   */
  async createUser(template: NewUserTemplate, password: string, options?: CreateUserOptions): Promise<User_Customer> {
    const where = 'UserManager.createUser';
    const o = checkSpec(CREATE_USER_OPTIONS, options);
    if (typeof template !== 'object' || template === null || Array.isArray(template)) {
      throw new TypeError(`${where}: template must be an object`);
    }
    requireString(where, 'template.username', template.username);
    if (typeof password !== 'string' || password === '') throw new TypeError(`${where}: password must be a non-empty string`);
    try {
      return await callApi<User_Customer>(this.client, 'User_Customer', 'createObject', {
        args: [template, password, o.vpnPassword ?? null], mask: o.mask, signal: o.signal,
      });
    } catch (error) {
      if (isServiceAPIError(error) && String(error.faultCode).endsWith('_User_Customer_DelegateIamIdInvitationToPaas')) {
        throw new ServiceError(
          `${where}: the request for a new user was received, but the platform services must process it first; ` +
            'the user should be created shortly',
          { cause: error },
        );
      }
      throw error;
    }
  }

  /**
   * Adds an API key to a user (`User_Customer.addApiAuthenticationKey` on that user).
   *
   * @param id - User id or username.
   * @param options - `signal`.
   * @returns The new key (a secret: never log it).
   * @example
   * ```ts
   * const key = await users.addApiAuthenticationKey('alice');
   * ```
   */
  async addApiAuthenticationKey(id: UserIdentifier, options?: ResolveOptions): Promise<string> {
    return this.#onUser<string>('addApiAuthenticationKey', 'addApiAuthenticationKey', id, [], options);
  }

  /**
   * A user's API keys (`User_Customer.getApiAuthenticationKeys` on that user).
   *
   * @param id - User id or username.
   * @param options - `mask` and `signal`.
   * @returns The keys (secrets: never log them).
   * @example
   * ```ts
   * const count = (await users.getApiAuthenticationKeys('alice')).length;
   * ```
   */
  async getApiAuthenticationKeys(id: UserIdentifier, options?: RequestOptions): Promise<User_Customer_ApiAuthentication[]> {
    return this.#onUser<User_Customer_ApiAuthentication[]>('getApiAuthenticationKeys', 'getApiAuthenticationKeys', id, [], options);
  }

  /**
   * Removes a user's (first) API key: reads the keys (`getApiAuthenticationKeys`), then
   * `User_Customer.removeApiAuthenticationKey(keyId)` on that user; nothing to remove is success.
   *
   * @param id - User id or username.
   * @param options - `signal`.
   * @returns `true` when removed or when there was none.
   * @example
   * ```ts
   * await users.removeApiAuthenticationKey('alice');
   * ```
   */
  async removeApiAuthenticationKey(id: UserIdentifier, options?: ResolveOptions): Promise<boolean> {
    const where = 'UserManager.removeApiAuthenticationKey';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const keys = await this.getApiAuthenticationKeys(userId, { signal: o.signal });
    const [first] = keys;
    if (first === undefined) return true;
    return callApi<boolean>(this.client, 'User_Customer', 'removeApiAuthenticationKey', {
      id: userId, args: [requireId(where, 'key id', first.id)], signal: o.signal,
    });
  }

  /**
   * Turns manual VPN subnet configuration on or off (`User_Customer.editObject({ vpnManualConfig })`).
   *
   * @param id - User id or username.
   * @param value - The flag.
   * @param options - `signal`.
   * @returns `true` when accepted.
   * @example
   * ```ts
   * await users.vpnManual('alice', true);
   * ```
   */
  async vpnManual(id: UserIdentifier, value: boolean, options?: ResolveOptions): Promise<boolean> {
    return this.editUser(id, { vpnManualConfig: requireBoolean('UserManager.vpnManual', value) }, options);
  }

  /**
   * Allows or forbids a user's SSL VPN (`User_Customer.editObject({ sslVpnAllowedFlag })`).
   *
   * @param id - User id or username.
   * @param value - The flag.
   * @param options - `signal`.
   * @returns `true` when accepted.
   * @example
   * ```ts
   * await users.vpnEnableOrDisable('alice', false);
   * ```
   */
  async vpnEnableOrDisable(id: UserIdentifier, value: boolean, options?: ResolveOptions): Promise<boolean> {
    return this.editUser(id, { sslVpnAllowedFlag: requireBoolean('UserManager.vpnEnableOrDisable', value) }, options);
  }

  /**
   * Gives a user VPN access to subnets: `Network_Service_Vpn_Overrides.createObjects([{ userId,
   * subnetId }, …])`, then `User_Customer.updateVpnUser` on that user.
   *
   * @param id - User id or username.
   * @param subnetIds - Subnet ids.
   * @param options - `signal`.
   * @returns The answer of `createObjects` (`true`).
   * @throws ServiceError when the overrides were created but the VPN user was not updated.
   * @example
   * ```ts
   * await users.vpnSubnetAdd('alice', [1001, 1002]);
   * ```
   */
  async vpnSubnetAdd(id: UserIdentifier, subnetIds: ReadonlyArray<number | string>, options?: ResolveOptions): Promise<boolean> {
    const where = 'UserManager.vpnSubnetAdd';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const subnets = idList(where, 'subnetIds', subnetIds);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const overrides = subnets.map((subnetId) => ({ userId, subnetId }));
    const created = await callApi<boolean>(this.client, 'Network_Service_Vpn_Overrides', 'createObjects', {
      args: [overrides], signal: o.signal,
    });
    await this.#updateVpnUser(where, userId, 'created', o.signal);
    return created;
  }

  /**
   * Takes subnets from a user's VPN access: finds the overrides ({@link getOverridesList}), then
   * `Network_Service_Vpn_Overrides.deleteObjects(overrides)` and `User_Customer.updateVpnUser`.
   *
   * @param id - User id or username.
   * @param subnetIds - Subnet ids.
   * @param options - `signal`.
   * @returns The answer of `deleteObjects` (`true`).
   * @example
   * ```ts
   * await users.vpnSubnetRemove('alice', [1001]);
   * ```
   */
  async vpnSubnetRemove(id: UserIdentifier, subnetIds: ReadonlyArray<number | string>, options?: ResolveOptions): Promise<boolean> {
    const where = 'UserManager.vpnSubnetRemove';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const overrides = await this.getOverridesList(userId, subnetIds, { signal: o.signal });
    const deleted = await callApi<boolean>(this.client, 'Network_Service_Vpn_Overrides', 'deleteObjects', {
      args: [overrides], signal: o.signal,
    });
    await this.#updateVpnUser(where, userId, 'deleted', o.signal);
    return deleted;
  }

  /**
   * The user's VPN overrides of these subnets (`User_Customer.getOverrides`, mask `id, subnetId`).
   *
   * @param id - User id or username.
   * @param subnetIds - Subnet ids.
   * @param options - `signal`.
   * @returns The overrides, in the order of `subnetIds`.
   * @throws ServiceError naming a subnet the user has no override for.
   * @example
   * ```ts
   * const overrides = await users.getOverridesList('alice', [1001]);
   * ```
   */
  async getOverridesList(id: UserIdentifier, subnetIds: ReadonlyArray<number | string>, options?: ResolveOptions): Promise<Network_Service_Vpn_Overrides[]> {
    const where = 'UserManager.getOverridesList';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const subnets = idList(where, 'subnetIds', subnetIds);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const overrides = await callApi<Network_Service_Vpn_Overrides[]>(this.client, 'User_Customer', 'getOverrides', {
      id: userId, mask: 'id, subnetId', signal: o.signal,
    });
    return subnets.map((subnetId) => {
      const found = overrides.find((override) => override.subnetId === subnetId);
      if (!found) throw new ServiceError(`${where}: subnet ${subnetId} does not exist in the subnets assigned for user ${userId}`);
      return found;
    });
  }

  /**
   * Lets a user reach one server (`User_Customer.addHardwareAccess(hardwareId)` on that user).
   *
   * @param id - User id or username.
   * @param hardwareId - Hardware id.
   * @param options - `signal`.
   * @returns `true` when granted.
   * @example
   * ```ts
   * await users.grantHardwareAccess('alice', 200001);
   * ```
   */
  async grantHardwareAccess(id: UserIdentifier, hardwareId: number | string, options?: ResolveOptions): Promise<boolean> {
    return this.#access('grantHardwareAccess', 'addHardwareAccess', id, hardwareId, options);
  }

  /**
   * Lets a user reach one virtual server (`User_Customer.addVirtualGuestAccess(guestId)` on that user).
   *
   * @param id - User id or username.
   * @param virtualId - Virtual guest id.
   * @param options - `signal`.
   * @returns `true` when granted.
   * @example
   * ```ts
   * await users.grantVirtualAccess('alice', 100001);
   * ```
   */
  async grantVirtualAccess(id: UserIdentifier, virtualId: number | string, options?: ResolveOptions): Promise<boolean> {
    return this.#access('grantVirtualAccess', 'addVirtualGuestAccess', id, virtualId, options);
  }

  /**
   * Lets a user reach one dedicated host (`User_Customer.addDedicatedHostAccess(hostId)` on that user).
   *
   * @param id - User id or username.
   * @param dedicatedId - Dedicated host id.
   * @param options - `signal`.
   * @returns `true` when granted.
   * @example
   * ```ts
   * await users.grantDedicatedAccess('alice', 600001);
   * ```
   */
  async grantDedicatedAccess(id: UserIdentifier, dedicatedId: number | string, options?: ResolveOptions): Promise<boolean> {
    return this.#access('grantDedicatedAccess', 'addDedicatedHostAccess', id, dedicatedId, options);
  }

  /**
   * Takes one server from a user's access list (`User_Customer.removeHardwareAccess(hardwareId)`).
   *
   * @param id - User id or username.
   * @param hardwareId - Hardware id.
   * @param options - `signal`.
   * @returns `true` when removed.
   * @example
   * ```ts
   * await users.removeHardwareAccess('alice', 200001);
   * ```
   */
  async removeHardwareAccess(id: UserIdentifier, hardwareId: number | string, options?: ResolveOptions): Promise<boolean> {
    return this.#access('removeHardwareAccess', 'removeHardwareAccess', id, hardwareId, options);
  }

  /**
   * Takes one virtual server from a user's access list (`User_Customer.removeVirtualGuestAccess(guestId)`).
   *
   * @param id - User id or username.
   * @param virtualId - Virtual guest id.
   * @param options - `signal`.
   * @returns `true` when removed.
   * @example
   * ```ts
   * await users.removeVirtualAccess('alice', 100001);
   * ```
   */
  async removeVirtualAccess(id: UserIdentifier, virtualId: number | string, options?: ResolveOptions): Promise<boolean> {
    return this.#access('removeVirtualAccess', 'removeVirtualGuestAccess', id, virtualId, options);
  }

  /**
   * Takes one dedicated host from a user's access list (`User_Customer.removeDedicatedHostAccess(hostId)`).
   *
   * @param id - User id or username.
   * @param dedicatedId - Dedicated host id.
   * @param options - `signal`.
   * @returns `true` when removed.
   * @example
   * ```ts
   * await users.removeDedicatedAccess('alice', 600001);
   * ```
   */
  async removeDedicatedAccess(id: UserIdentifier, dedicatedId: number | string, options?: ResolveOptions): Promise<boolean> {
    return this.#access('removeDedicatedAccess', 'removeDedicatedHostAccess', id, dedicatedId, options);
  }

  /**
   * The servers a user can reach (`User_Customer.getHardware` on that user).
   *
   * @param id - User id or username.
   * @param options - `mask` and `signal`.
   * @returns The servers.
   * @example
   * ```ts
   * const servers = await users.getUserHardware('alice');
   * ```
   */
  async getUserHardware(id: UserIdentifier, options?: RequestOptions): Promise<Hardware_Server[]> {
    return this.#onUser<Hardware_Server[]>('getUserHardware', 'getHardware', id, [], options);
  }

  /**
   * The dedicated hosts a user can reach (`User_Customer.getDedicatedHosts` on that user).
   *
   * @param id - User id or username.
   * @param options - `mask` and `signal`.
   * @returns The hosts.
   * @example
   * ```ts
   * const hosts = await users.getUserDedicatedHost('alice');
   * ```
   */
  async getUserDedicatedHost(id: UserIdentifier, options?: RequestOptions): Promise<Virtual_DedicatedHost[]> {
    return this.#onUser<Virtual_DedicatedHost[]>('getUserDedicatedHost', 'getDedicatedHosts', id, [], options);
  }

  /**
   * The virtual servers a user can reach (`User_Customer.getVirtualGuests` on that user).
   *
   * @param id - User id or username.
   * @param options - `mask` and `signal`.
   * @returns The virtual servers.
   * @example
   * ```ts
   * const guests = await users.getUserVirtuals('alice');
   * ```
   */
  async getUserVirtuals(id: UserIdentifier, options?: RequestOptions): Promise<Virtual_Guest[]> {
    return this.#onUser<Virtual_Guest[]>('getUserVirtuals', 'getVirtualGuests', id, [], options);
  }

  /**
   * Sets a user's VPN password (`User_Customer.updateVpnPassword(password)` on that user).
   *
   * @param id - User id or username.
   * @param password - The new VPN password (never logged).
   * @param options - `signal`.
   * @returns `true` when accepted.
   * @example
   * ```ts
   * await users.updateVpnPassword('alice', 'N3w!vpnPass');
   * ```
   */
  async updateVpnPassword(id: UserIdentifier, password: string, options?: ResolveOptions): Promise<boolean> {
    if (typeof password !== 'string' || password === '') {
      throw new TypeError('UserManager.updateVpnPassword: password must be a non-empty string');
    }
    return this.#onUser<boolean>('updateVpnPassword', 'updateVpnPassword', id, [password], options);
  }

  /** One `User_Customer` call on a user given by id or username. */
  async #onUser<T>(name: string, method: string, id: UserIdentifier, args: unknown[], options: RequestOptions | undefined): Promise<T> {
    const where = `UserManager.${name}`;
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    return callApi<T>(this.client, 'User_Customer', method, { id: userId, args, mask: o.mask, signal: o.signal });
  }

  async #access(name: string, method: string, id: UserIdentifier, targetId: number | string, options?: ResolveOptions): Promise<boolean> {
    const where = `UserManager.${name}`;
    checkSpec(RESOLVE_OPTIONS, options, where);
    return this.#onUser<boolean>(name, method, id, [requireId(where, 'the device id', targetId)], options);
  }

  async #bulkPermissions(
    name: string,
    method: string,
    id: UserIdentifier,
    permissions: readonly PermissionName[],
    options: ResolveOptions | undefined,
  ): Promise<boolean> {
    const where = `UserManager.${name}`;
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const userId = await resolveOneId(where, 'user', id, this.#lookup, o.signal);
    const structs = await this.formatPermissionObject(permissions, { signal: o.signal });
    return callApi<boolean>(this.client, 'User_Customer', method, { id: userId, args: [structs], signal: o.signal });
  }

  async #switchNotifications(
    name: string,
    method: string,
    names: readonly string[],
    options: ResolveOptions | undefined,
  ): Promise<boolean> {
    const o = checkSpec(RESOLVE_OPTIONS, options, `UserManager.${name}`);
    const notifications = await this.gatherNotifications(names, { signal: o.signal });
    let result = false;
    for (const notification of notifications) {
      result = await callApi<boolean>(this.client, 'Email_Subscription', method, {
        id: requireId(`UserManager.${name}`, 'notification id', notification.id), signal: o.signal,
      });
      if (!result) return false;
    }
    return result;
  }

  async #updateVpnUser(where: string, userId: number, done: string, signal: AbortSignal | undefined): Promise<void> {
    const updated = await callApi<boolean>(this.client, 'User_Customer', 'updateVpnUser', { id: userId, signal });
    if (!updated) throw new ServiceError(`${where}: overrides ${done}, but unable to update the VPN user`);
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
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }
}

function userFilter(o: ListUsersOptions): ReturnType<typeof listFilter> {
  return listFilter('users', { username: o.username, email: o.email }, o.filter);
}

function byKeyName<T extends { keyName?: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.keyName ?? '').localeCompare(b.keyName ?? ''));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function greaterThanDate(date: string): { operation: string; options: Array<{ name: string; value: string[] }> } {
  return { operation: 'greaterThanDate', options: [{ name: 'date', value: [date] }] };
}

/** The start date as given (a string), or a `Date` / the default (30 days ago) in the service's format. */
function sinceDate(where: string, start: string | Date | undefined, format: (date: Date) => string): string {
  if (typeof start === 'string') return requireString(where, 'startDate', start);
  const date = start ?? new Date(Date.now() - 30 * DAY_MS);
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new TypeError(`${where}: startDate must be a string or a valid Date`);
  return format(date);
}

function stringList(where: string, what: string, value: readonly string[]): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new TypeError(`${where}: ${what} must be an array of strings`);
  }
  return [...value];
}

function idList(where: string, what: string, value: ReadonlyArray<number | string>): number[] {
  if (!Array.isArray(value)) throw new TypeError(`${where}: ${what} must be an array of ids`);
  return value.map((item) => requireId(where, what, item));
}

function requireBoolean(where: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${where}: value must be a boolean`);
  return value;
}
