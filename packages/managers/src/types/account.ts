/**
 * Records of the account's billing, events, licenses, bandwidth pools and provisioning hooks,
 * as `AccountManager` returns them (and as the fake server of `@svclib/testing` holds them).
 *
 * @module
 */

export type { BillingOrder } from './ordering.js';

/**
 * A `{ keyName, name }` pair (event type, status code).
 *
 * @example
 * ```ts
 * const type: KeyNameRecord = { keyName: 'PLANNED' };
 * ```
 */
export interface KeyNameRecord {
  /** Machine name, e.g. `PLANNED`. */
  keyName?: string;
  /** Display name. */
  name?: string;
}

/**
 * A resource an event touches (`Notification_Occurrence_Resource`).
 *
 * @example
 * ```ts
 * const resource: ImpactedResource = { resourceType: 'Server', resourceTableId: 12345, hostname: 'web1' };
 * ```
 */
export interface ImpactedResource {
  /** Kind of resource, e.g. `Server`. */
  resourceType?: string;
  /** Id of the resource. */
  resourceTableId?: number;
  /** Host name. */
  hostname?: string;
  /** Private address. */
  privateIp?: string;
}

/**
 * A maintenance, incident or announcement (`Notification_Occurrence_Event`).
 *
 * @example
 * ```ts
 * const [event] = await accounts.getUpcomingEvents('PLANNED');
 * console.log(event?.subject, event?.startDate);
 * ```
 */
export interface NotificationEvent {
  /** Event id. */
  id?: number;
  /** Short subject. */
  subject?: string;
  /** Longer summary. */
  summary?: string;
  /** Start time (ISO-8601). */
  startDate?: string;
  /** End time (ISO-8601). */
  endDate?: string;
  /** Last change (ISO-8601). */
  modifyDate?: string;
  /** Whether the account acknowledged it. */
  acknowledgedFlag?: boolean;
  /** Count of resources it touches. */
  impactedResourceCount?: number;
  /** Count of updates. */
  updateCount?: number;
  /** Ticket the service opened for it. */
  systemTicketId?: number;
  /** `PLANNED`, `UNPLANNED_INCIDENT` or `ANNOUNCEMENT`. */
  notificationOccurrenceEventType?: KeyNameRecord;
  /** Publication status, e.g. `PUBLISHED`. */
  statusCode?: KeyNameRecord;
  /** Resources it touches. */
  impactedResources?: ImpactedResource[];
  /** Updates posted on it. */
  updates?: Array<{
    /** The contents. */
    contents?: string;
    /** The create date. */
    createDate?: string;
    /** The start date. */
    startDate?: string;
    /** The end date. */
    endDate?: string | null;
  }>;
  /** Files attached to it. */
  attachments?: unknown[];
}

/**
 * An invoice (`Billing_Invoice`).
 *
 * @example
 * ```ts
 * const [latest] = await accounts.getInvoices({ limit: 1 });
 * console.log(latest?.invoiceTotalAmount);
 * ```
 */
export interface Invoice {
  /** Invoice id. */
  id?: number;
  /** When it was created (ISO-8601). */
  createDate?: string;
  /** When it was closed (ISO-8601). */
  closedDate?: string | null;
  /** `OPEN` or `CLOSED`. */
  statusCode?: string;
  /** `NEW`, `RECURRING`, `ONE-TIME-CHARGE`, … */
  typeCode?: string;
  /** Total amount, as the service writes decimals (a string). */
  invoiceTotalAmount?: string;
  /** Count of items. */
  itemCount?: number;
}

/**
 * A line of an invoice (`Billing_Invoice_Item`).
 *
 * @example
 * ```ts
 * const items = await accounts.getBillingItems(123);
 * console.log(items.map((item) => item.description));
 * ```
 */
export interface InvoiceItem {
  /** Item id. */
  id?: number;
  /** What was billed. */
  description?: string;
  /** Host name of the billed server, if any. */
  hostName?: string;
  /** Domain of the billed server, if any. */
  domainName?: string;
  /** One-time amount after tax (a decimal string). */
  oneTimeAfterTaxAmount?: string;
  /** Recurring amount after tax (a decimal string). */
  recurringAfterTaxAmount?: string;
  /** When it was created (ISO-8601). */
  createDate?: string;
  /** Category key, e.g. `server`. */
  categoryCode?: string;
  /** Category. */
  category?: {
    /** The name. */
    name?: string;
  };
  /** Location. */
  location?: {
    /** The name. */
    name?: string;
  };
  /** Child items. */
  children?: InvoiceItem[];
}

/**
 * A billing item (`Billing_Item`): what the account pays for, and what `cancelItem` cancels.
 *
 * @example
 * ```ts
 * const item = await accounts.getBillingItem(53897671);
 * console.log(item.description, item.recurringFee);
 * ```
 */
export interface BillingItem {
  /** Billing item id. */
  id?: number;
  /** What is billed. */
  description?: string;
  /** Category key, e.g. `server`, `guest_core`. */
  categoryCode?: string;
  /** When it was created (ISO-8601). */
  createDate?: string;
  /** When it is (or was) cancelled; null when active. */
  cancellationDate?: string | null;
  /** Host name of the billed server, if any. */
  hostName?: string;
  /** Domain of the billed server, if any. */
  domainName?: string;
  /** Monthly fee (a decimal string). */
  recurringFee?: string;
  /** Next invoice's recurring amount (a decimal string). */
  nextInvoiceTotalRecurringAmount?: string;
  /** Whether it is billed hourly. */
  hourlyFlag?: boolean;
  /** Whether it may be cancelled. */
  allowCancellationFlag?: number;
  /** Location. */
  location?: {
    /** The id. */
    id?: number;
    /** The name. */
    name?: string;
    /** The long name. */
    longName?: string;
  };
  /** The order line it came from. */
  orderItem?: {
    /** The id. */
    id?: number;
    /** The order. */
    order?: {
      /** The id. */
      id?: number;
      /** The user record. */
      userRecord?: {
        /** The id. */
        id?: number;
        /** The email. */
        email?: string;
        /** The display name. */
        displayName?: string;
        /** The user status. */
        userStatus?: {
          /** The name. */
          name?: string;
        };
      };
    };
  };
  /** Child items. */
  children?: BillingItem[];
}

/**
 * A router of the account (`Hardware` with a `topLevelLocation`).
 *
 * @example
 * ```ts
 * const routers = await accounts.getRouters({ location: 'Dallas 10' });
 * ```
 */
export interface Router {
  /** Router id. */
  id?: number;
  /** Host name, e.g. `fcr01a.dal10`. */
  hostname?: string;
  /** Full name. */
  fullyQualifiedDomainName?: string;
  /** Its datacenter. */
  topLevelLocation?: {
    /** The id. */
    id?: number;
    /** The name. */
    name?: string;
    /** The long name. */
    longName?: string;
  };
}

/**
 * An email delivery account (`Network_Message_Delivery`).
 *
 * @example
 * ```ts
 * const [delivery] = await accounts.getNetworkMessageDeliveryAccounts();
 * console.log(delivery?.vendor?.name);
 * ```
 */
export interface MessageDeliveryAccount {
  /** Id. */
  id?: number;
  /** User name at the vendor. */
  username?: string;
  /** When it was created (ISO-8601). */
  createDate?: string;
  /** Vendor. */
  vendor?: {
    /** The id. */
    id?: number;
    /** The key name. */
    keyName?: string;
    /** The name. */
    name?: string;
  };
  /** Kind. */
  type?: {
    /** The id. */
    id?: number;
    /** The key name. */
    keyName?: string;
    /** The name. */
    name?: string;
    /** The description. */
    description?: string;
  };
}

/**
 * A software license (`Software_VirtualLicense` or `Software_AccountLicense`).
 *
 * @example
 * ```ts
 * const licenses = await accounts.getActiveVirtualLicenses();
 * console.log(licenses.map((license) => license.softwareDescription?.name));
 * ```
 */
export interface SoftwareLicense {
  /** License id. */
  id?: number;
  /** License key. */
  key?: string;
  /** Address the license is bound to, if any. */
  ipAddress?: string;
  /** What it licenses. */
  softwareDescription?: {
    /** The name. */
    name?: string;
    /** The long name. */
    longName?: string;
    /** The long description. */
    longDescription?: string;
    /** The manufacturer. */
    manufacturer?: string;
    /** The version. */
    version?: string;
  };
  /** Its billing item. */
  billingItem?: {
    /** The id. */
    id?: number;
    /** The category code. */
    categoryCode?: string;
    /** The create date. */
    createDate?: string;
    /** The description. */
    description?: string;
  };
  /** Subnet it is bound to, if any. */
  subnet?: {
    /** The id. */
    id?: number;
    /** The network identifier. */
    networkIdentifier?: string;
    /** The cidr. */
    cidr?: number;
  };
}

/**
 * A bandwidth pool (`Network_Bandwidth_Version1_Allotment`).
 *
 * @example
 * ```ts
 * const pools = await accounts.getBandwidthPools();
 * console.log(pools.map((pool) => pool.name));
 * ```
 */
export interface BandwidthPool {
  /** Pool id. */
  id?: number;
  /** Pool name. */
  name?: string;
  /** When it was created (ISO-8601). */
  createDate?: string;
  /** Allotment type id. */
  bandwidthAllotmentTypeId?: number;
  /** Service provider id. */
  serviceProviderId?: number;
  /** Region. */
  locationGroup?: {
    /** The id. */
    id?: number;
    /** The name. */
    name?: string;
    /** The description. */
    description?: string;
  };
  /** Allocated bandwidth, GB (a decimal string). */
  totalBandwidthAllocated?: string;
  /** Projected usage, GB (a decimal string). */
  projectedPublicBandwidthUsage?: string;
  /** Usage this billing cycle. */
  billingCyclePublicBandwidthUsage?: {
    /** The amount in. */
    amountIn?: string;
    /** The amount out. */
    amountOut?: string;
  };
  /** Outbound usage, GB (a decimal string). */
  outboundPublicBandwidthUsage?: string;
  /** Inbound usage, GB (a decimal string). */
  inboundPublicBandwidthUsage?: string;
  /** Count of bare-metal instances in the pool. */
  bareMetalInstanceCount?: number;
  /** Count of servers in the pool. */
  hardwareCount?: number;
  /** Count of virtual servers in the pool. */
  virtualGuestCount?: number;
  /** Count of active details. */
  activeDetailCount?: number;
  /** Active allocations. */
  activeDetails?: Array<{
    /** The id. */
    id?: number;
    /** The allocation. */
    allocation?: {
      /** The id. */
      id?: number;
      /** The amount. */
      amount?: string;
    };
  }>;
  /** Servers in the pool. */
  hardware?: unknown[];
  /** Virtual servers in the pool. */
  virtualGuests?: unknown[];
  /** Bare-metal instances in the pool. */
  bareMetalInstances?: unknown[];
  /** Its billing item. */
  billingItem?: {
    /** The id. */
    id?: number;
    /** The next invoice total recurring amount. */
    nextInvoiceTotalRecurringAmount?: string;
  };
  /** End date, if ending. */
  endDate?: string | null;
}

/**
 * A provisioning script (`Provisioning_Hook`).
 *
 * @example
 * ```ts
 * const hook = await accounts.createProvisioning('setup', 'https://example.com/setup.sh');
 * console.log(hook.id);
 * ```
 */
export interface ProvisioningHook {
  /** Hook id. */
  id?: number;
  /** Name. */
  name?: string;
  /** Where the script is downloaded from. */
  uri?: string;
  /** When it was created (ISO-8601). */
  createDate?: string;
  /** Kind of hook. */
  hookType?: {
    /** The id. */
    id?: number;
    /** The key name. */
    keyName?: string;
  };
}

/**
 * An upgrade request (`Product_Upgrade_Request`).
 *
 * @example
 * ```ts
 * const upgrades = await accounts.getAccountUpgradeOrders();
 * console.log(upgrades.map((upgrade) => upgrade.status?.name));
 * ```
 */
export interface UpgradeRequest {
  /** Request id. */
  id?: number;
  /** When it was made (ISO-8601). */
  createDate?: string;
  /** When it is scheduled (ISO-8601). */
  maintenanceStartTimeUtc?: string;
  /** Its order id. */
  orderId?: number;
  /** Its status. */
  status?: {
    /** The id. */
    id?: number;
    /** The name. */
    name?: string;
  };
  /** Who asked. */
  userId?: number;
  /** The virtual server it upgrades, if any. */
  virtualGuestId?: number;
}
