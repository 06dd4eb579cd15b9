/**
 * The account (`Account.getObject`).
 *
 * @module
 */
import type { ManagerClient } from './manager-client.js';
import { callApi, checkOptions, REQUEST_KEYS } from './manager-support.js';
import type { RequestOptions } from './options.js';
import type { Account, AccountSummary } from './types.js';

/**
 * The account in one call each.
 *
 * @example
 * ```ts
 * const accounts = new AccountManager(client);
 * const { companyName } = await accounts.getAccount();
 * const { virtualGuestCount, openTicketCount } = await accounts.getSummary();
 * ```
 */
export class AccountManager {
  /**
   * Mask of `getAccount` unless the caller gives one.
   *
   * @example
   * ```ts
   * await accounts.getAccount({ mask: `${AccountManager.ACCOUNT_MASK}, postalCode` });
   * ```
   */
  static readonly ACCOUNT_MASK = 'id, companyName, firstName, lastName, email, city, state, country';

  /**
   * Mask of `getSummary` unless the caller gives one: the account's resource counts.
   *
   * @example
   * ```ts
   * console.log(AccountManager.SUMMARY_MASK);
   * ```
   */
  static readonly SUMMARY_MASK =
    'id, companyName, virtualGuestCount, hardwareCount, ticketCount, openTicketCount, userCount, domainCount';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const accounts = new AccountManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
  }

  /**
   * Reads the account (`Account.getObject`).
   *
   * @param options - `mask` (default {@link AccountManager.ACCOUNT_MASK}) and `signal`.
   * @returns The account.
   * @example
   * ```ts
   * const { companyName } = await accounts.getAccount({ mask: 'companyName' });
   * ```
   */
  async getAccount(options?: RequestOptions): Promise<Account> {
    const o = checkOptions('AccountManager.getAccount', options, REQUEST_KEYS);
    return callApi<Account>(this.client, 'Account', 'getObject', { mask: o.mask ?? AccountManager.ACCOUNT_MASK, signal: o.signal });
  }

  /**
   * Counts of the account's resources in one request (`Account.getObject` with
   * {@link AccountManager.SUMMARY_MASK}).
   *
   * @param options - `mask` and `signal`.
   * @returns The counts.
   * @example
   * ```ts
   * const summary = await accounts.getSummary();
   * console.log(`${summary.virtualGuestCount} guests, ${summary.openTicketCount} open tickets`);
   * ```
   */
  async getSummary(options?: RequestOptions): Promise<AccountSummary> {
    const o = checkOptions('AccountManager.getSummary', options, REQUEST_KEYS);
    return callApi<AccountSummary>(this.client, 'Account', 'getObject', {
      mask: o.mask ?? AccountManager.SUMMARY_MASK, signal: o.signal,
    });
  }
}
