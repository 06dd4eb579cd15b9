/**
 * The account: its summary, events, invoices and billing items, orders, routers, licenses,
 * bandwidth pools and provisioning hooks.
 *
 * @module
 */
import { isServiceAPIError } from '@svclib/core';
import type {
  Account, Billing_Invoice, Billing_Invoice_Item, Billing_Item, Billing_Order, Hardware, Network_Bandwidth_Version1_Allotment,
  Network_Message_Delivery, Notification_Occurrence_Event, Product_Upgrade_Request, Provisioning_Hook, User_Customer,
} from '@svclib/model';
import type { FilterOperation, ObjectFilter } from './filters.js';
import { mergeFilters } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, iterApi, REQUEST_OPTIONS, requireId,
  requireString, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { IterOptions, RequestOptions, ResolveOptions } from './options.js';
import type { AccountSummary } from './types.js';
import type { SoftwareLicense } from './types/account.js';
import {
  BILLING_ITEMS_OPTIONS, CANCEL_ITEM_OPTIONS, INVOICES_OPTIONS, LIMIT_OPTIONS, PAGED_OPTIONS, ROUTERS_OPTIONS, UPCOMING_EVENTS_OPTIONS,
} from './account-options.js';
import type {
  AccountBillingItemsOptions, CancelItemOptions, EventType, InvoicesOptions, LimitOptions, RoutersOptions, UpcomingEventsOptions,
} from './account-options.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

const BILLING_ITEM_FILTER_GROUP = 'allTopLevelBillingItems';
const ORDER_BY = (sort: 'ASC' | 'DESC'): FilterOperation => ({ operation: 'orderBy', options: [{ name: 'sort', value: [sort] }] });

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
  static readonly SUMMARY_MASK = joinMask(
    'id, companyName, nextInvoiceTotalAmount, pendingInvoice[invoiceTotalAmount], blockDeviceTemplateGroupCount, ',
    'dedicatedHostCount, domainCount, hardwareCount, networkStorageCount, openTicketCount, networkVlanCount, subnetCount, ',
    'ticketCount, userCount, virtualGuestCount',
  );

  /**
   * Mask of `getUpcomingEvents` unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(AccountManager.EVENT_LIST_MASK);
   * ```
   */
  static readonly EVENT_LIST_MASK = joinMask(
    'id, subject, startDate, endDate, modifyDate, statusCode, acknowledgedFlag, impactedResourceCount, updateCount, ',
    'systemTicketId, notificationOccurrenceEventType[keyName]',
  );

  /**
   * Mask of `getEvent` unless the caller gives one: the reference client's relations plus the
   * event's own fields (a mask that names local fields returns only those).
   *
   * @example
   * ```ts
   * console.log(AccountManager.EVENT_MASK);
   * ```
   */
  static readonly EVENT_MASK = 'id, subject, summary, startDate, endDate, modifyDate, systemTicketId, acknowledgedFlag, attachments, impactedResources, statusCode, updates, notificationOccurrenceEventType';

  /**
   * Mask of `getBillingItem`, `getBillingItemFromInvoice` and `getItemDetail` unless the caller
   * gives one: the reference client's fields plus the item's own (`id`, `description`, …).
   *
   * @example
   * ```ts
   * console.log(AccountManager.BILLING_ITEM_MASK);
   * ```
   */
  static readonly BILLING_ITEM_MASK = joinMask(
    'id, description, categoryCode, createDate, cancellationDate, recurringFee, hostName, domainName, allowCancellationFlag, orderItem[id, order[id, userRecord[id, email, displayName, userStatus]]], nextInvoiceTotalRecurringAmount, location, ',
    'hourlyFlag, children',
  );

  /**
   * Mask of `getAccountBillingItems` unless the caller gives one: the reference client's fields plus
   * the item's own.
   *
   * @example
   * ```ts
   * console.log(AccountManager.ACCOUNT_BILLING_ITEMS_MASK);
   * ```
   */
  static readonly ACCOUNT_BILLING_ITEMS_MASK =
    'id, description, categoryCode, createDate, cancellationDate, recurringFee, hostName, domainName, orderItem[id, order[id, userRecord[id, email, displayName, userStatus]]], nextInvoiceTotalRecurringAmount, location, hourlyFlag';

  /**
   * Mask of `getBillingItems` (an invoice's top-level items).
   *
   * @example
   * ```ts
   * console.log(AccountManager.INVOICE_ITEMS_MASK);
   * ```
   */
  static readonly INVOICE_ITEMS_MASK = joinMask(
    'id, description, hostName, domainName, oneTimeAfterTaxAmount, recurringAfterTaxAmount, createDate, categoryCode, ',
    'category[name], location[name], children[id, category[name], description, oneTimeAfterTaxAmount, recurringAfterTaxAmount]',
  );

  /**
   * Mask of `getBandwidthPools` unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(AccountManager.BANDWIDTH_POOL_MASK);
   * ```
   */
  static readonly BANDWIDTH_POOL_MASK = joinMask(
    'totalBandwidthAllocated, locationGroup, id, name, projectedPublicBandwidthUsage, ',
    'billingCyclePublicBandwidthUsage[amountOut, amountIn], billingItem[id, nextInvoiceTotalRecurringAmount], ',
    'outboundPublicBandwidthUsage, serviceProviderId, bandwidthAllotmentTypeId, activeDetailCount, endDate',
  );

  /**
   * Mask of `getBandwidthDetail` unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(AccountManager.BANDWIDTH_DETAIL_MASK);
   * ```
   */
  static readonly BANDWIDTH_DETAIL_MASK = joinMask(
    'activeDetails[allocation], projectedPublicBandwidthUsage, billingCyclePublicBandwidthUsage, ',
    'hardware[outboundBandwidthUsage, bandwidthAllotmentDetail[allocation]], inboundPublicBandwidthUsage, ',
    'virtualGuests[outboundPublicBandwidthUsage, bandwidthAllotmentDetail[allocation]], ',
    'bareMetalInstances[outboundBandwidthUsage, bandwidthAllotmentDetail[allocation]]',
  );

  /**
   * Mask of `getActiveVirtualLicenses` unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(AccountManager.VIRTUAL_LICENSE_MASK);
   * ```
   */
  static readonly VIRTUAL_LICENSE_MASK = joinMask(
    'billingItem[categoryCode, createDate, description], key, id, ipAddress, ',
    'softwareDescription[longDescription, name, manufacturer], subnet',
  );

  /**
   * Mask of `getAccountAllBillingOrders` unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(AccountManager.ORDER_MASK);
   * ```
   */
  static readonly ORDER_MASK = 'orderTotalAmount, userRecord, initialInvoice[id, amount, invoiceTotalAmount], items[description]';

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
  getAccount<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Account', K, Q>): Promise<NoInfer<ByMask<Account, 'Account', typeof AccountManager.ACCOUNT_MASK, K, Q>>>;
  async getAccount(options?: RequestOptions): Promise<Account> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'AccountManager.getAccount');
    return callApi<Account>(this.client, 'Account', 'getObject', { mask: o.mask ?? AccountManager.ACCOUNT_MASK, signal: o.signal });
  }

  /**
   * Counts and amounts of the account in one request (`Account.getObject` with
   * {@link AccountManager.SUMMARY_MASK}: the reference client's summary fields plus ours).
   *
   * @param options - `mask` and `signal`.
   * @returns The counts.
   * @example
   * ```ts
   * const summary = await accounts.getSummary();
   * console.log(`${summary.virtualGuestCount} guests, ${summary.openTicketCount} open tickets`);
   * ```
   */
  getSummary<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Account', K, Q>): Promise<NoInfer<ByMask<AccountSummary, 'Account', typeof AccountManager.SUMMARY_MASK, K, Q>>>;
  async getSummary(options?: RequestOptions): Promise<AccountSummary> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'AccountManager.getSummary');
    return callApi<AccountSummary>(this.client, 'Account', 'getObject', {
      mask: o.mask ?? AccountManager.SUMMARY_MASK, signal: o.signal,
    });
  }

  /**
   * The filter of {@link getUpcomingEvents} for an event type, merged over `filter` (a new object;
   * the reference's `add_event_filter`): `PLANNED` → `endDate` after `dateMin` (default
   * `> sysdate - 2`) and `startDate` sorted descending; `UNPLANNED_INCIDENT` → `modifyDate` after
   * `dateMin` (same default); `ANNOUNCEMENT` → `statusCode.keyName` in `PUBLISHED`.
   *
   * @param filter - The filter to add to.
   * @param eventType - The event type.
   * @param dateMin - Earliest date, as the service takes it.
   * @returns The merged filter.
   * @example
   * ```ts
   * const filter = AccountManager.addEventFilter({}, 'PLANNED', '2024-01-01T00:00:00');
   * ```
   */
  static addEventFilter(filter: ObjectFilter, eventType: EventType, dateMin?: string): ObjectFilter {
    const after: FilterOperation = dateMin === undefined
      ? { operation: '> sysdate - 2' }
      : { operation: 'greaterThanDate', options: [{ name: 'date', value: [dateMin] }] };
    const extra: ObjectFilter = {};
    if (eventType === 'PLANNED') {
      extra.endDate = after;
      extra.startDate = ORDER_BY('DESC');
    } else if (eventType === 'UNPLANNED_INCIDENT') {
      extra.modifyDate = after;
    } else if (eventType === 'ANNOUNCEMENT') {
      extra.statusCode = { keyName: { operation: 'in', options: [{ name: 'data', value: ['PUBLISHED'] }] } };
    }
    return mergeFilters(filter, extra);
  }

  /**
   * Events of a type that have not ended (`Notification_Occurrence_Event.getAllObjects`, paged,
   * filter `notificationOccurrenceEventType.keyName` = the type plus {@link addEventFilter}).
   *
   * @param eventType - `PLANNED`, `UNPLANNED_INCIDENT` or `ANNOUNCEMENT`.
   * @param options - `dateMin`, `mask` (default {@link AccountManager.EVENT_LIST_MASK}), `chunk`, `concurrency`, `signal`.
   * @returns The events.
   * @example
   * ```ts
   * const planned = await accounts.getUpcomingEvents('PLANNED');
   * ```
   */
  getUpcomingEvents<const K extends MaskArg = never, const Q extends Selection = never>(eventType: EventType, options?: Selecting<UpcomingEventsOptions, 'Notification_Occurrence_Event', K, Q>): Promise<NoInfer<ByMask<Notification_Occurrence_Event[], 'Notification_Occurrence_Event', typeof AccountManager.EVENT_LIST_MASK, K, Q>>>;
  async getUpcomingEvents(eventType: EventType, options?: UpcomingEventsOptions): Promise<Notification_Occurrence_Event[]> {
    return collect(this.iterUpcomingEvents(eventType, options));
  }

  /**
   * The paging twin of {@link getUpcomingEvents}.
   *
   * @param eventType - The event type.
   * @param options - As {@link getUpcomingEvents}.
   * @returns An async generator of events.
   * @example
   * ```ts
   * for await (const event of accounts.iterUpcomingEvents('UNPLANNED_INCIDENT')) console.log(event.subject);
   * ```
   */
  iterUpcomingEvents<const K extends MaskArg = never, const Q extends Selection = never>(eventType: EventType, options?: Selecting<UpcomingEventsOptions, 'Notification_Occurrence_Event', K, Q>): AsyncGenerator<NoInfer<ByMask<Notification_Occurrence_Event, 'Notification_Occurrence_Event', typeof AccountManager.EVENT_LIST_MASK, K, Q>>>;
  iterUpcomingEvents(eventType: EventType, options?: UpcomingEventsOptions): AsyncGenerator<Notification_Occurrence_Event> {
    const where = 'AccountManager.iterUpcomingEvents';
    const o = checkSpec(UPCOMING_EVENTS_OPTIONS, options);
    requireString(where, 'eventType', eventType);
    const filter = AccountManager.addEventFilter({ notificationOccurrenceEventType: { keyName: { operation: eventType } } }, eventType, o.dateMin);
    return iterApi<Notification_Occurrence_Event>(this.client, 'Notification_Occurrence_Event', 'getAllObjects', {
      filter, mask: o.mask ?? AccountManager.EVENT_LIST_MASK, chunk: o.chunk ?? 100, concurrency: o.concurrency, signal: o.signal,
    });
  }

  /**
   * Acknowledges an event (`Notification_Occurrence_Event.acknowledgeNotification` on it).
   *
   * @param eventId - Event id.
   * @param options - `signal`.
   * @returns `true` when acknowledged.
   * @example
   * ```ts
   * await accounts.ackEvent(1234);
   * ```
   */
  async ackEvent(eventId: number | string, options?: ResolveOptions): Promise<boolean> {
    const where = 'AccountManager.ackEvent';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'Notification_Occurrence_Event', 'acknowledgeNotification', {
      id: requireId(where, 'eventId', eventId), signal: o.signal,
    });
  }

  /**
   * Reads an event with its resources and updates (`Notification_Occurrence_Event.getObject`).
   *
   * @param eventId - Event id.
   * @param options - `mask` (default {@link AccountManager.EVENT_MASK}) and `signal`.
   * @returns The event.
   * @example
   * ```ts
   * const event = await accounts.getEvent(1234);
   * ```
   */
  getEvent<const K extends MaskArg = never, const Q extends Selection = never>(eventId: number | string, options?: Selecting<RequestOptions, 'Notification_Occurrence_Event', K, Q>): Promise<NoInfer<ByMask<Notification_Occurrence_Event, 'Notification_Occurrence_Event', typeof AccountManager.EVENT_MASK, K, Q>>>;
  async getEvent(eventId: number | string, options?: RequestOptions): Promise<Notification_Occurrence_Event> {
    return this.#getOne('getEvent', 'Notification_Occurrence_Event', 'getObject', eventId, AccountManager.EVENT_MASK, options);
  }

  /**
   * The account's invoices, newest first: `Account.getInvoices` (mask `invoiceTotalAmount,
   * itemCount`, filter `invoices.createDate` sorted descending and, unless `closed`,
   * `invoices.statusCode` = `OPEN`), one page of `limit` (default 50), or every page with `all`.
   *
   * @param options - `limit`, `closed`, `all`, `mask`, `chunk`, `concurrency`, `signal`.
   * @returns The invoices.
   * @example
   * ```ts
   * const open = await accounts.getInvoices();
   * ```
   */
  getInvoices<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<InvoicesOptions, 'Billing_Invoice', K, Q>): Promise<NoInfer<ByMask<Billing_Invoice[], 'Billing_Invoice', 'invoiceTotalAmount, itemCount', K, Q>>>;
  async getInvoices(options?: InvoicesOptions): Promise<Billing_Invoice[]> {
    const where = 'AccountManager.getInvoices';
    const o = checkSpec(INVOICES_OPTIONS, options, where);
    if (o.all === true) return collect(this.iterInvoices({ ...o, all: undefined }));
    return callApi<Billing_Invoice[]>(this.client, 'Account', 'getInvoices', {
      mask: o.mask ?? 'invoiceTotalAmount, itemCount', filter: invoiceFilter(o.closed === true), limit: o.limit ?? 50, signal: o.signal,
    });
  }

  /**
   * The paging twin of {@link getInvoices}: every invoice, `limit` (default 50) per request.
   *
   * @param options - As {@link getInvoices}.
   * @returns An async generator of invoices.
   * @example
   * ```ts
   * for await (const invoice of accounts.iterInvoices({ closed: true })) console.log(invoice.id);
   * ```
   */
  iterInvoices<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<InvoicesOptions, 'Billing_Invoice', K, Q>): AsyncGenerator<NoInfer<ByMask<Billing_Invoice, 'Billing_Invoice', 'invoiceTotalAmount, itemCount', K, Q>>>;
  iterInvoices(options?: InvoicesOptions): AsyncGenerator<Billing_Invoice> {
    const where = 'AccountManager.iterInvoices';
    const o = checkSpec(INVOICES_OPTIONS, options, where);
    return iterApi<Billing_Invoice>(this.client, 'Account', 'getInvoices', {
      mask: o.mask ?? 'invoiceTotalAmount, itemCount', filter: invoiceFilter(o.closed === true),
      chunk: o.chunk ?? o.limit ?? 50, concurrency: o.concurrency, signal: o.signal,
    });
  }

  /**
   * The top-level items of an invoice (`Billing_Invoice.getInvoiceTopLevelItems` on it, paged by 100,
   * mask {@link AccountManager.INVOICE_ITEMS_MASK}).
   *
   * @param invoiceId - Invoice id.
   * @param options - `mask`, `chunk`, `concurrency`, `signal`.
   * @returns The items.
   * @example
   * ```ts
   * const items = await accounts.getBillingItems(123);
   * ```
   */
  getBillingItems<const K extends MaskArg = never, const Q extends Selection = never>(invoiceId: number | string, options?: Selecting<RequestOptions & IterOptions, 'Billing_Invoice_Item', K, Q>): Promise<NoInfer<ByMask<Billing_Invoice_Item[], 'Billing_Invoice_Item', typeof AccountManager.INVOICE_ITEMS_MASK, K, Q>>>;
  async getBillingItems(invoiceId: number | string, options?: RequestOptions & IterOptions): Promise<Billing_Invoice_Item[]> {
    return collect(this.iterBillingItems(invoiceId, options));
  }

  /**
   * The paging twin of {@link getBillingItems}.
   *
   * @param invoiceId - Invoice id.
   * @param options - As {@link getBillingItems}.
   * @returns An async generator of items.
   * @example
   * ```ts
   * for await (const item of accounts.iterBillingItems(123)) console.log(item.description);
   * ```
   */
  iterBillingItems<const K extends MaskArg = never, const Q extends Selection = never>(invoiceId: number | string, options?: Selecting<RequestOptions & IterOptions, 'Billing_Invoice_Item', K, Q>): AsyncGenerator<NoInfer<ByMask<Billing_Invoice_Item, 'Billing_Invoice_Item', typeof AccountManager.INVOICE_ITEMS_MASK, K, Q>>>;
  iterBillingItems(invoiceId: number | string, options?: RequestOptions & IterOptions): AsyncGenerator<Billing_Invoice_Item> {
    const where = 'AccountManager.iterBillingItems';
    const o = checkSpec(PAGED_OPTIONS, options, where);
    return iterApi<Billing_Invoice_Item>(this.client, 'Billing_Invoice', 'getInvoiceTopLevelItems', {
      id: requireId(where, 'invoiceId', invoiceId), mask: o.mask ?? AccountManager.INVOICE_ITEMS_MASK,
      chunk: o.chunk ?? 100, concurrency: o.concurrency, signal: o.signal,
    });
  }

  /**
   * The account's active top-level billing items: `Account.getAllTopLevelBillingItems` (paged by
   * 100), filter `cancellationDate` `is null`, `id` sorted ascending, and `categoryCode` /
   * `createDate` (`*=`) when given.
   *
   * @param options - `create`, `category`, `mask` (default {@link AccountManager.ACCOUNT_BILLING_ITEMS_MASK}), `chunk`, `concurrency`, `signal`.
   * @returns The billing items.
   * @example
   * ```ts
   * const servers = await accounts.getAccountBillingItems({ category: 'server' });
   * ```
   */
  getAccountBillingItems<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<AccountBillingItemsOptions, 'Billing_Item', K, Q>): Promise<NoInfer<ByMask<Billing_Item[], 'Billing_Item', typeof AccountManager.ACCOUNT_BILLING_ITEMS_MASK, K, Q>>>;
  async getAccountBillingItems(options?: AccountBillingItemsOptions): Promise<Billing_Item[]> {
    return collect(this.iterAccountBillingItems(options));
  }

  /**
   * The paging twin of {@link getAccountBillingItems}.
   *
   * @param options - As {@link getAccountBillingItems}.
   * @returns An async generator of billing items.
   * @example
   * ```ts
   * for await (const item of accounts.iterAccountBillingItems()) console.log(item.description);
   * ```
   */
  iterAccountBillingItems<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<AccountBillingItemsOptions, 'Billing_Item', K, Q>): AsyncGenerator<NoInfer<ByMask<Billing_Item, 'Billing_Item', typeof AccountManager.ACCOUNT_BILLING_ITEMS_MASK, K, Q>>>;
  iterAccountBillingItems(options?: AccountBillingItemsOptions): AsyncGenerator<Billing_Item> {
    const o = checkSpec(BILLING_ITEMS_OPTIONS, options);
    const items: ObjectFilter = { cancellationDate: { operation: 'is null' }, id: ORDER_BY('ASC') };
    if (o.category !== undefined) items.categoryCode = { operation: o.category };
    if (o.create !== undefined) items.createDate = { operation: `*=${o.create}` };
    return iterApi<Billing_Item>(this.client, 'Account', 'getAllTopLevelBillingItems', {
      mask: o.mask ?? AccountManager.ACCOUNT_BILLING_ITEMS_MASK, filter: { [BILLING_ITEM_FILTER_GROUP]: items },
      chunk: o.chunk ?? 100, concurrency: o.concurrency, signal: o.signal,
    });
  }

  /**
   * Reads a billing item (`Billing_Item.getObject`).
   *
   * @param id - Billing item id.
   * @param options - `mask` (default {@link AccountManager.BILLING_ITEM_MASK}) and `signal`.
   * @returns The billing item.
   * @example
   * ```ts
   * const item = await accounts.getBillingItem(53897671);
   * ```
   */
  getBillingItem<const K extends MaskArg = never, const Q extends Selection = never>(id: number | string, options?: Selecting<RequestOptions, 'Billing_Item', K, Q>): Promise<NoInfer<ByMask<Billing_Item, 'Billing_Item', typeof AccountManager.BILLING_ITEM_MASK, K, Q>>>;
  async getBillingItem(id: number | string, options?: RequestOptions): Promise<Billing_Item> {
    return this.#getOne('getBillingItem', 'Billing_Item', 'getObject', id, AccountManager.BILLING_ITEM_MASK, options);
  }

  /**
   * The billing item of an invoice item (`Billing_Invoice_Item.getBillingItem`).
   *
   * @param id - Invoice item id.
   * @param options - `mask` (default {@link AccountManager.BILLING_ITEM_MASK}) and `signal`.
   * @returns The billing item.
   * @example
   * ```ts
   * const item = await accounts.getBillingItemFromInvoice(724951323);
   * ```
   */
  getBillingItemFromInvoice<const K extends MaskArg = never, const Q extends Selection = never>(id: number | string, options?: Selecting<RequestOptions, 'Billing_Item', K, Q>): Promise<NoInfer<ByMask<Billing_Item, 'Billing_Item', typeof AccountManager.BILLING_ITEM_MASK, K, Q>>>;
  async getBillingItemFromInvoice(id: number | string, options?: RequestOptions): Promise<Billing_Item> {
    return this.#getOne('getBillingItemFromInvoice', 'Billing_Invoice_Item', 'getBillingItem', id, AccountManager.BILLING_ITEM_MASK, options);
  }

  /**
   * A billing item given by its own id or by an invoice item's: {@link getBillingItem}, and when
   * the service answers "not found", {@link getBillingItemFromInvoice}.
   *
   * @param id - Billing item id or invoice item id.
   * @param options - `mask` and `signal`.
   * @returns The billing item.
   * @example
   * ```ts
   * const item = await accounts.getItemDetail(724951323);
   * ```
   */
  getItemDetail<const K extends MaskArg = never, const Q extends Selection = never>(id: number | string, options?: Selecting<RequestOptions, 'Billing_Item', K, Q>): Promise<NoInfer<ByMask<Billing_Item, 'Billing_Item', typeof AccountManager.BILLING_ITEM_MASK, K, Q>>>;
  async getItemDetail(id: number | string, options?: RequestOptions): Promise<Billing_Item> {
    try {
      return await this.getBillingItem(id, options);
    } catch (error) {
      if (isServiceAPIError(error) && (error.faultCode === 404 || String(error.faultCode).endsWith('_ObjectNotFound'))) {
        return this.getBillingItemFromInvoice(id, options);
      }
      throw error;
    }
  }

  /**
   * Cancels a billing item now: `Billing_Item.cancelItem(false, true, reason, note)` on it (not
   * immediately, cancelling associated items, with the reason and note). Without a `note`, the
   * current user is read first (`Account.getCurrentUser`, mask `id, displayName, email, username`).
   *
   * @param id - Billing item id.
   * @param options - `reason` (default `No longer needed`), `note`, `signal`.
   * @returns `true` when accepted.
   * @example
   * ```ts
   * await accounts.cancelItem(53897671, { reason: 'Migrated' });
   * ```
   */
  async cancelItem(id: number | string, options?: CancelItemOptions): Promise<boolean> {
    const where = 'AccountManager.cancelItem';
    const o = checkSpec(CANCEL_ITEM_OPTIONS, options);
    const itemId = requireId(where, 'id', id);
    let note = o.note;
    if (note === undefined) {
      const user = await callApi<User_Customer>(this.client, 'Account', 'getCurrentUser', {
        mask: 'id, displayName, email, username', signal: o.signal,
      });
      note = `Cancelled by ${user.username ?? 'unknown'} with svclib`;
    }
    return callApi<boolean>(this.client, 'Billing_Item', 'cancelItem', {
      id: itemId, args: [false, true, o.reason ?? 'No longer needed', note], signal: o.signal,
    });
  }

  /**
   * The account's orders (`Billing_Order.getAllObjects`, result limit `limit`, default 100).
   *
   * @param options - `limit`, `mask` (default {@link AccountManager.ORDER_MASK}), `signal`.
   * @returns The orders.
   * @example
   * ```ts
   * const orders = await accounts.getAccountAllBillingOrders({ limit: 20 });
   * ```
   */
  getAccountAllBillingOrders<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<LimitOptions, 'Billing_Order', K, Q>): Promise<NoInfer<ByMask<Billing_Order[], 'Billing_Order', typeof AccountManager.ORDER_MASK, K, Q>>>;
  async getAccountAllBillingOrders(options?: LimitOptions): Promise<Billing_Order[]> {
    return this.#limited('getAccountAllBillingOrders', 'Billing_Order', 'getAllObjects', AccountManager.ORDER_MASK, options);
  }

  /**
   * The account's routers (`Account.getRouters`, mask `topLevelLocation`, filter
   * `routers.topLevelLocation.name` when `location` is given).
   *
   * @param options - `location`, `mask`, `signal`.
   * @returns The routers.
   * @example
   * ```ts
   * const routers = await accounts.getRouters({ location: 'dal10' });
   * ```
   */
  getRouters<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RoutersOptions, 'Hardware', K, Q>): Promise<NoInfer<ByMask<Hardware[], 'Hardware', 'topLevelLocation', K, Q>>>;
  async getRouters(options?: RoutersOptions): Promise<Hardware[]> {
    const o = checkSpec(ROUTERS_OPTIONS, options);
    const filter = o.location === undefined ? undefined : { routers: { topLevelLocation: { name: { operation: o.location } } } };
    return callApi<Hardware[]>(this.client, 'Account', 'getRouters', { mask: o.mask ?? 'topLevelLocation', filter, signal: o.signal });
  }

  /**
   * The account's email delivery accounts (`Account.getNetworkMessageDeliveryAccounts`, mask `vendor, type`).
   *
   * @param options - `mask` and `signal`.
   * @returns The delivery accounts.
   * @example
   * ```ts
   * const deliveries = await accounts.getNetworkMessageDeliveryAccounts();
   * ```
   */
  getNetworkMessageDeliveryAccounts<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Network_Message_Delivery', K, Q>): Promise<NoInfer<ByMask<Network_Message_Delivery[], 'Network_Message_Delivery', 'vendor, type', K, Q>>>;
  async getNetworkMessageDeliveryAccounts(options?: RequestOptions): Promise<Network_Message_Delivery[]> {
    return this.#accountList('getNetworkMessageDeliveryAccounts', 'getNetworkMessageDeliveryAccounts', 'vendor, type', options);
  }

  /**
   * The account's active virtual licenses (`Account.getActiveVirtualLicenses`, mask
   * {@link AccountManager.VIRTUAL_LICENSE_MASK}).
   *
   * @param options - `mask` and `signal`.
   * @returns The licenses.
   * @example
   * ```ts
   * const licenses = await accounts.getActiveVirtualLicenses();
   * ```
   */
  getActiveVirtualLicenses<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Software_VirtualLicense', K, Q>): Promise<NoInfer<ByMask<SoftwareLicense[], 'Software_VirtualLicense', typeof AccountManager.VIRTUAL_LICENSE_MASK, K, Q>>>;
  async getActiveVirtualLicenses(options?: RequestOptions): Promise<SoftwareLicense[]> {
    return this.#accountList('getActiveVirtualLicenses', 'getActiveVirtualLicenses', AccountManager.VIRTUAL_LICENSE_MASK, options);
  }

  /**
   * The account's active account licenses (`Account.getActiveAccountLicenses`, mask
   * `billingItem, softwareDescription`).
   *
   * @param options - `mask` and `signal`.
   * @returns The licenses.
   * @example
   * ```ts
   * const licenses = await accounts.getActiveAccountLicenses();
   * ```
   */
  getActiveAccountLicenses<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Software_AccountLicense', K, Q>): Promise<NoInfer<ByMask<SoftwareLicense[], 'Software_AccountLicense', 'billingItem, softwareDescription', K, Q>>>;
  async getActiveAccountLicenses(options?: RequestOptions): Promise<SoftwareLicense[]> {
    return this.#accountList('getActiveAccountLicenses', 'getActiveAccountLicenses', 'billingItem, softwareDescription', options);
  }

  /**
   * The account's bandwidth pools (`Account.getBandwidthAllotments`, paged, mask
   * {@link AccountManager.BANDWIDTH_POOL_MASK}).
   *
   * @param options - `mask`, `chunk`, `concurrency`, `signal`.
   * @returns The pools.
   * @example
   * ```ts
   * const pools = await accounts.getBandwidthPools();
   * ```
   */
  getBandwidthPools<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions & IterOptions, 'Network_Bandwidth_Version1_Allotment', K, Q>): Promise<NoInfer<ByMask<Network_Bandwidth_Version1_Allotment[], 'Network_Bandwidth_Version1_Allotment', typeof AccountManager.BANDWIDTH_POOL_MASK, K, Q>>>;
  async getBandwidthPools(options?: RequestOptions & IterOptions): Promise<Network_Bandwidth_Version1_Allotment[]> {
    return collect(this.iterBandwidthPools(options));
  }

  /**
   * The paging twin of {@link getBandwidthPools}.
   *
   * @param options - As {@link getBandwidthPools}.
   * @returns An async generator of pools.
   * @example
   * ```ts
   * for await (const pool of accounts.iterBandwidthPools()) console.log(pool.name);
   * ```
   */
  iterBandwidthPools<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions & IterOptions, 'Network_Bandwidth_Version1_Allotment', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Bandwidth_Version1_Allotment, 'Network_Bandwidth_Version1_Allotment', typeof AccountManager.BANDWIDTH_POOL_MASK, K, Q>>>;
  iterBandwidthPools(options?: RequestOptions & IterOptions): AsyncGenerator<Network_Bandwidth_Version1_Allotment> {
    const o = checkSpec(PAGED_OPTIONS, options, 'AccountManager.iterBandwidthPools');
    return iterApi<Network_Bandwidth_Version1_Allotment>(this.client, 'Account', 'getBandwidthAllotments', {
      mask: o.mask ?? AccountManager.BANDWIDTH_POOL_MASK, chunk: o.chunk ?? 100, concurrency: o.concurrency, signal: o.signal,
    });
  }

  /**
   * How many servers a bandwidth pool holds: `Network_Bandwidth_Version1_Allotment.getObject` (mask
   * `id, bareMetalInstanceCount, hardwareCount, virtualGuestCount`), the three counts summed.
   *
   * @param poolId - Pool id.
   * @param options - `signal`.
   * @returns The count.
   * @example
   * ```ts
   * const servers = await accounts.getBandwidthPoolCounts(123456);
   * ```
   */
  async getBandwidthPoolCounts(poolId: number | string, options?: ResolveOptions): Promise<number> {
    const where = 'AccountManager.getBandwidthPoolCounts';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const counts = await callApi<Network_Bandwidth_Version1_Allotment>(this.client, 'Network_Bandwidth_Version1_Allotment', 'getObject', {
      id: requireId(where, 'poolId', poolId), mask: 'id, bareMetalInstanceCount, hardwareCount, virtualGuestCount', signal: o.signal,
    });
    return (counts.bareMetalInstanceCount ?? 0) + (counts.hardwareCount ?? 0) + (counts.virtualGuestCount ?? 0);
  }

  /**
   * A bandwidth pool with its allocations, usage and members (`Network_Bandwidth_Version1_Allotment.getObject`).
   *
   * @param poolId - Pool id.
   * @param options - `mask` (default {@link AccountManager.BANDWIDTH_DETAIL_MASK}) and `signal`.
   * @returns The pool.
   * @example
   * ```ts
   * const pool = await accounts.getBandwidthDetail(123456);
   * ```
   */
  getBandwidthDetail<const K extends MaskArg = never, const Q extends Selection = never>(poolId: number | string, options?: Selecting<RequestOptions, 'Network_Bandwidth_Version1_Allotment', K, Q>): Promise<NoInfer<ByMask<Network_Bandwidth_Version1_Allotment, 'Network_Bandwidth_Version1_Allotment', typeof AccountManager.BANDWIDTH_DETAIL_MASK, K, Q>>>;
  async getBandwidthDetail(poolId: number | string, options?: RequestOptions): Promise<Network_Bandwidth_Version1_Allotment> {
    return this.#getOne('getBandwidthDetail', 'Network_Bandwidth_Version1_Allotment', 'getObject', poolId, AccountManager.BANDWIDTH_DETAIL_MASK, options);
  }

  /**
   * The account's provisioning scripts (`Account.getPostProvisioningHooks`).
   *
   * @param options - `mask` and `signal`.
   * @returns The hooks.
   * @example
   * ```ts
   * const hooks = await accounts.getProvisioningScripts();
   * ```
   */
  async getProvisioningScripts(options?: RequestOptions): Promise<Provisioning_Hook[]> {
    return this.#accountList('getProvisioningScripts', 'getPostProvisioningHooks', undefined, options);
  }

  /**
   * Adds a provisioning script (`Provisioning_Hook.createObject({ name, uri })`).
   *
   * @param name - Name of the hook.
   * @param uri - Where the script is downloaded from.
   * @param options - `mask` and `signal`.
   * @returns The created hook.
   * @example
   * ```ts
   * const hook = await accounts.createProvisioning('setup', 'https://example.com/setup.sh');
   * ```
   */
  async createProvisioning(name: string, uri: string, options?: RequestOptions): Promise<Provisioning_Hook> {
    const where = 'AccountManager.createProvisioning';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    requireString(where, 'name', name);
    requireString(where, 'uri', uri);
    return callApi<Provisioning_Hook>(this.client, 'Provisioning_Hook', 'createObject', {
      args: [{ name, uri }], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Deletes a provisioning script (`Provisioning_Hook.deleteObject`).
   *
   * @param id - Hook id.
   * @param options - `signal`.
   * @returns `true` when deleted.
   * @example
   * ```ts
   * await accounts.deleteProvisioning(207054);
   * ```
   */
  async deleteProvisioning(id: number | string, options?: ResolveOptions): Promise<boolean> {
    const where = 'AccountManager.deleteProvisioning';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'Provisioning_Hook', 'deleteObject', { id: requireId(where, 'id', id), signal: o.signal });
  }

  /**
   * The account's upgrade requests (`Account.getUpgradeRequests`, result limit `limit`, default 100).
   *
   * @param options - `limit`, `mask`, `signal`.
   * @returns The upgrade requests.
   * @example
   * ```ts
   * const upgrades = await accounts.getAccountUpgradeOrders();
   * ```
   */
  async getAccountUpgradeOrders(options?: LimitOptions): Promise<Product_Upgrade_Request[]> {
    return this.#limited('getAccountUpgradeOrders', 'Account', 'getUpgradeRequests', undefined, options);
  }

  #getOne<T>(name: string, service: string, method: string, id: number | string, mask: string, options?: RequestOptions): Promise<T> {
    const where = `AccountManager.${name}`;
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<T>(this.client, service, method, { id: requireId(where, 'id', id), mask: o.mask ?? mask, signal: o.signal });
  }

  #accountList<T>(name: string, method: string, mask: string | undefined, options?: RequestOptions): Promise<T[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, `AccountManager.${name}`);
    return callApi<T[]>(this.client, 'Account', method, { mask: o.mask ?? mask, signal: o.signal });
  }

  #limited<T>(name: string, service: string, method: string, mask: string | undefined, options?: LimitOptions): Promise<T[]> {
    const where = `AccountManager.${name}`;
    const o = checkSpec(LIMIT_OPTIONS, options, where);
    return callApi<T[]>(this.client, service, method, { mask: o.mask ?? mask, limit: o.limit ?? 100, signal: o.signal });
  }
}

function invoiceFilter(closed: boolean): ObjectFilter {
  const invoices: ObjectFilter = { createDate: ORDER_BY('DESC') };
  if (!closed) invoices.statusCode = { operation: 'OPEN' };
  return { invoices };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
