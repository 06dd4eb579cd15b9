/**
 * Records of the account's billing, events, licenses, bandwidth pools and provisioning hooks,
 * as `AccountManager` returns them (and as the fake server of `@svclib/testing` holds them).
 *
 * @module
 */
import type {
  Billing_Invoice, Billing_Invoice_Item, Billing_Item, Hardware, Network_Bandwidth_Version1_Allotment, Network_Message_Delivery,
  Notification_Occurrence_Event, Notification_Occurrence_Resource, Product_Upgrade_Request, Provisioning_Hook, Software_AccountLicense,
  Software_VirtualLicense,
} from '@svclib/model';

export type { BillingOrder } from './ordering.js';

/**
 * A resource an event touches (`Notification_Occurrence_Resource`).
 * The generated record `Notification_Occurrence_Resource` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const resource: ImpactedResource = { resourceType: 'Server', resourceTableId: 12345, hostname: 'web1' };
 * ```
 *
 * @deprecated Use `Notification_Occurrence_Resource` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ImpactedResource = Notification_Occurrence_Resource;

/**
 * A maintenance, incident or announcement (`Notification_Occurrence_Event`).
 * The generated record `Notification_Occurrence_Event` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const [event] = await accounts.getUpcomingEvents('PLANNED');
 * console.log(event?.subject, event?.startDate);
 * ```
 *
 * @deprecated Use `Notification_Occurrence_Event` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type NotificationEvent = Notification_Occurrence_Event;

/**
 * An invoice (`Billing_Invoice`).
 * The generated record `Billing_Invoice` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const [latest] = await accounts.getInvoices({ limit: 1 });
 * console.log(latest?.invoiceTotalAmount);
 * ```
 *
 * @deprecated Use `Billing_Invoice` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type Invoice = Billing_Invoice;

/**
 * A line of an invoice (`Billing_Invoice_Item`).
 * The generated record `Billing_Invoice_Item` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const items = await accounts.getBillingItems(123);
 * console.log(items.map((item) => item.description));
 * ```
 *
 * @deprecated Use `Billing_Invoice_Item` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type InvoiceItem = Billing_Invoice_Item;

/**
 * A billing item (`Billing_Item`): what the account pays for, and what `cancelItem` cancels.
 * The generated record `Billing_Item` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const item = await accounts.getBillingItem(53897671);
 * console.log(item.description, item.recurringFee);
 * ```
 *
 * @deprecated Use `Billing_Item` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type BillingItem = Billing_Item;

/**
 * A router of the account (`Hardware` with a `topLevelLocation`).
 * The generated record `Hardware` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const routers = await accounts.getRouters({ location: 'Dallas 10' });
 * ```
 *
 * @deprecated Use `Hardware` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type Router = Hardware;

/**
 * An email delivery account (`Network_Message_Delivery`).
 * The generated record `Network_Message_Delivery` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const [delivery] = await accounts.getNetworkMessageDeliveryAccounts();
 * console.log(delivery?.vendor?.name);
 * ```
 *
 * @deprecated Use `Network_Message_Delivery` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type MessageDeliveryAccount = Network_Message_Delivery;

/**
 * A software license (`Software_VirtualLicense` or `Software_AccountLicense`).
 * The generated records `Software_VirtualLicense` (`getActiveVirtualLicenses`) or `Software_AccountLicense`
 * (`getActiveAccountLicenses`) of `@svclib/model`.
 *
 * @example
 * ```ts
 * const licenses = await accounts.getActiveVirtualLicenses();
 * console.log(licenses.map((license) => license.softwareDescription?.name));
 * ```
 */
export type SoftwareLicense = Software_VirtualLicense | Software_AccountLicense;

/**
 * A bandwidth pool (`Network_Bandwidth_Version1_Allotment`).
 * The generated record `Network_Bandwidth_Version1_Allotment` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const pools = await accounts.getBandwidthPools();
 * console.log(pools.map((pool) => pool.name));
 * ```
 *
 * @deprecated Use `Network_Bandwidth_Version1_Allotment` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type BandwidthPool = Network_Bandwidth_Version1_Allotment;

/**
 * A provisioning script (`Provisioning_Hook`).
 * The generated record `Provisioning_Hook` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const hook = await accounts.createProvisioning('setup', 'https://example.com/setup.sh');
 * console.log(hook.id);
 * ```
 *
 * @deprecated Use `Provisioning_Hook` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ProvisioningHook = Provisioning_Hook;

/**
 * An upgrade request (`Product_Upgrade_Request`).
 * The generated record `Product_Upgrade_Request` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const upgrades = await accounts.getAccountUpgradeOrders();
 * console.log(upgrades.map((upgrade) => upgrade.status?.name));
 * ```
 *
 * @deprecated Use `Product_Upgrade_Request` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type UpgradeRequest = Product_Upgrade_Request;
