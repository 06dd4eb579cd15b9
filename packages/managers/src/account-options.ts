/**
 * The option interfaces of `AccountManager` and the specs that check them.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { A_NON_EMPTY_STRING, A_POSITIVE_INTEGER, isNonEmptyString, PAGING, REQUEST_OPTIONS } from './manager-support.js';
import type { IterOptions, RequestOptions, ResolveOptions } from './options.js';

/**
 * The kinds of events {@link AccountManager.getUpcomingEvents} knows filters for; any other key
 * name is sent as it is.
 *
 * @example
 * ```ts
 * const kind: EventType = 'UNPLANNED_INCIDENT';
 * ```
 */
export type EventType = 'PLANNED' | 'UNPLANNED_INCIDENT' | 'ANNOUNCEMENT' | (string & {});

/**
 * Options of {@link AccountManager.getUpcomingEvents}.
 *
 * @example
 * ```ts
 * await accounts.getUpcomingEvents('PLANNED', { dateMin: '2024-01-01T00:00:00' });
 * ```
 */
export interface UpcomingEventsOptions extends RequestOptions, IterOptions {
  /** Only events ending (planned) or changed (incidents) after this date; default two days ago (`> sysdate - 2`). */
  dateMin?: string;
}

/**
 * Options of {@link AccountManager.getInvoices}.
 *
 * @example
 * ```ts
 * await accounts.getInvoices({ closed: true, limit: 10 });
 * ```
 */
export interface InvoicesOptions extends RequestOptions, IterOptions {
  /** Invoices per request (default 50); without `all`, only the newest this many. */
  limit?: number;
  /** Include closed invoices (default only open ones). */
  closed?: boolean;
  /** Page through every invoice instead of the first page. */
  all?: boolean;
}

/**
 * Options of {@link AccountManager.getAccountBillingItems}.
 *
 * @example
 * ```ts
 * await accounts.getAccountBillingItems({ category: 'server', create: '2024-01' });
 * ```
 */
export interface AccountBillingItemsOptions extends RequestOptions, IterOptions {
  /** Only items whose `createDate` contains this text (e.g. `2024-01`). */
  create?: string;
  /** Only items of this category code (e.g. `server`). */
  category?: string;
}

/**
 * Options of {@link AccountManager.cancelItem}.
 *
 * @example
 * ```ts
 * await accounts.cancelItem(53897671, { reason: 'Moving', note: 'Ticket 123' });
 * ```
 */
export interface CancelItemOptions extends ResolveOptions {
  /** Why (default `No longer needed`). */
  reason?: string;
  /** A note; default `Cancelled by <username> with svclib` (the current user read first). */
  note?: string;
}

/**
 * Options of {@link AccountManager.getRouters}.
 *
 * @example
 * ```ts
 * await accounts.getRouters({ location: 'dal10' });
 * ```
 */
export interface RoutersOptions extends RequestOptions {
  /** Only routers of this datacenter (`topLevelLocation.name`). */
  location?: string;
}

/**
 * Options of {@link AccountManager.getAccountAllBillingOrders} and
 * {@link AccountManager.getAccountUpgradeOrders}.
 *
 * @example
 * ```ts
 * await accounts.getAccountAllBillingOrders({ limit: 10 });
 * ```
 */
export interface LimitOptions extends RequestOptions {
  /** Result limit (default 100). */
  limit?: number;
}

/** The paging option names (`chunk`, `concurrency`), from the shared paging spec. */
/** The options of the paging methods without filters (each names itself). */
export const PAGED_OPTIONS = REQUEST_OPTIONS.extend('AccountManager.iterBillingItems', PAGING);
/** The options of `AccountManager.iterUpcomingEvents`, tied to {@link UpcomingEventsOptions}. */
export const UPCOMING_EVENTS_OPTIONS = PAGED_OPTIONS.extend('AccountManager.iterUpcomingEvents', {
  dateMin: opt.nonNull(opt.checker<string>('a date string', isNonEmptyString)),
} satisfies SpecFor<Omit<UpcomingEventsOptions, keyof RequestOptions | keyof IterOptions>>);
/** The options of `AccountManager.getInvoices`/`iterInvoices`, tied to {@link InvoicesOptions} (the flags are used as `=== true`). */
export const INVOICES_OPTIONS = PAGED_OPTIONS.extend('AccountManager.getInvoices', {
  limit: A_POSITIVE_INTEGER,
  closed: opt.anything<boolean>('a boolean'),
  all: opt.anything<boolean>('a boolean'),
} satisfies SpecFor<Omit<InvoicesOptions, keyof RequestOptions | keyof IterOptions>>);
/** The options of `AccountManager.iterAccountBillingItems`, tied to {@link AccountBillingItemsOptions}. */
export const BILLING_ITEMS_OPTIONS = PAGED_OPTIONS.extend('AccountManager.iterAccountBillingItems', {
  create: A_NON_EMPTY_STRING,
  category: A_NON_EMPTY_STRING,
} satisfies SpecFor<Omit<AccountBillingItemsOptions, keyof RequestOptions | keyof IterOptions>>);
/** The options of `AccountManager.cancelItem`, tied to {@link CancelItemOptions}. */
export const CANCEL_ITEM_OPTIONS = defineOptions('AccountManager.cancelItem', {
  signal: opt.signal(),
  reason: A_NON_EMPTY_STRING,
  note: A_NON_EMPTY_STRING,
} satisfies SpecFor<CancelItemOptions>);
/** The options of `AccountManager.getRouters`, tied to {@link RoutersOptions}. */
export const ROUTERS_OPTIONS = REQUEST_OPTIONS.extend('AccountManager.getRouters', {
  location: A_NON_EMPTY_STRING,
} satisfies SpecFor<Omit<RoutersOptions, keyof RequestOptions>>);
/** The options of the limited lists, tied to {@link LimitOptions} (each names itself). */
export const LIMIT_OPTIONS = REQUEST_OPTIONS.extend('AccountManager', {
  limit: A_POSITIVE_INTEGER,
} satisfies SpecFor<Omit<LimitOptions, keyof RequestOptions>>);
