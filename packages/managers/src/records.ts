/**
 * `@svclib/managers/records`: the record types of the account, user, ticket and DNS managers, and
 * nothing else — no `ServiceMap` declarations — for code (such as the fake server of
 * `@svclib/testing`) that shares the data model without changing the core client's typing.
 *
 * @example
 * ```ts
 * import type { BillingItem } from '@svclib/managers/records';
 * const item: BillingItem = { id: 53897671, description: 'Dual E5-2690 v3' };
 * ```
 *
 * @module
 */
export type {
  BandwidthPool, BillingItem, BillingOrder, ImpactedResource, Invoice, InvoiceItem, MessageDeliveryAccount,
  NotificationEvent, ProvisioningHook, Router, SoftwareLicense, UpgradeRequest,
} from './types/account.js';
export type { DnsRecordTemplate } from './types/dns.js';
export type { TicketAttachment, TicketAttachmentFile } from './types/ticket.js';
export type {
  ApiAuthenticationKey, DedicatedHost, EmailSubscription, EventLogEntry, LoginAttempt, NewUserTemplate, UserPermission,
  UserPermissionDepartment, VpnOverride,
} from './types/user.js';
