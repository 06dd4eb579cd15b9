/**
 * The account's records beyond servers, tickets, users and zones: events, invoices and billing
 * items, orders, routers, licenses, bandwidth pools, provisioning hooks, upgrade requests, portal
 * permissions, email subscriptions, the event log, login attempts, API keys, VPN overrides, device
 * access lists, dedicated hosts and ticket attachments. Built lazily per dataset (so
 * `state.reset()` starts them afresh), shaped as the real services shape them (the reference
 * client's fixtures) and typed with the generated records of `@svclib/model`.
 *
 * @module
 */
import type {
  Billing_Invoice as Invoice, Billing_Invoice_Item as InvoiceItem, Billing_Item as BillingItem, Billing_Order as BillingOrder,
  Email_Subscription as EmailSubscription, Event_Log as EventLogEntry, Hardware as Router,
  Network_Bandwidth_Version1_Allotment as BandwidthPool, Network_Message_Delivery as MessageDeliveryAccount,
  Network_Service_Vpn_Overrides as VpnOverride, Notification_Occurrence_Event as NotificationEvent, Product_Upgrade_Request as UpgradeRequest,
  Provisioning_Hook as ProvisioningHook, Software_VirtualLicense as SoftwareLicense, Ticket_Attachment_File as TicketAttachmentFile,
  Ticket_Attachment_Hardware as HardwareAttachment, Ticket_Attachment_Virtual_Guest as GuestAttachment, User_Customer_Access_Authentication as LoginAttempt,
  User_Customer_ApiAuthentication as ApiAuthenticationKey, User_Permission_Action as UserPermission, Virtual_DedicatedHost as DedicatedHost,
} from '@svclib/model';
import { FAKE_ACCOUNT_ID } from './constants.js';
import type { Dataset } from './dataset.js';
import { isoDate } from './generate.js';
import type { FakeDomain } from './records.js';

/** An invoice with its items (`items` is a relation; `invoiceTopLevelItems` the top-level ones). */
export type FakeInvoice = Invoice & { id: number; items: FakeInvoiceItem[] };
/** An invoice item, pointing at its billing item. */
export type FakeInvoiceItem = InvoiceItem & { id: number; invoiceId: number; billingItemId?: number };
/** A billing item. */
export type FakeBillingItem = BillingItem & { id: number };
/** A notification event. */
export type FakeEvent = Omit<NotificationEvent, 'impactedResources'> & {
  id: number;
  acknowledgedFlag: boolean;
  /** Impacted resources, with the fields the reference client's fixtures show (newer than the model's snapshot). */
  impactedResources: Array<NonNullable<NotificationEvent['impactedResources']>[number] & { resourceType: string; hostname: string; privateIp: string }>;
};
/** A portal permission, with the id of its department (the fake's link; departments are newer than the model's snapshot). */
export type FakePermission = UserPermission & { id: number; keyName: string; departmentId: number };
/** A bandwidth pool. */
export type FakeBandwidthPool = BandwidthPool & { id: number };
/** A provisioning hook. */
export type FakeProvisioningHook = ProvisioningHook & { id: number };
/**
 * A permission department: `User_Permission_Department` is newer than the model's snapshot (see
 * `NEWER_THAN_SNAPSHOT`), so it has no generated record; its shape as the reference client reads it.
 */
export interface FakePermissionDepartment {
  /** Department id. */
  id: number;
  /** Key name (`ACCOUNT`, …). */
  keyName: string;
  /** Display name. */
  name: string;
  /** Its permissions. */
  permissions: FakePermission[];
}
/** An email subscription (whether the current user has it is the computed `enabled`). */
export type FakeEmailSubscription = Omit<EmailSubscription, 'enabled'> & { id: number; name: string };
/** An API key of a user. */
export type FakeApiKey = ApiAuthenticationKey & { id: number; userId: number; authenticationKey: string };
/** A VPN override. */
export type FakeVpnOverride = VpnOverride & { id: number; userId: number; subnetId: number };
/** A dedicated host. */
export type FakeDedicatedHost = DedicatedHost & { id: number };
/** A file attached to a ticket. */
export type FakeTicketFile = TicketAttachmentFile & { id: number; ticketId: number };
/** A server attached to a ticket. */
export type FakeTicketAttachment = (HardwareAttachment | GuestAttachment) & { id: number; ticketId: number; attachmentId: number };

/** Device access of one user. */
export interface FakeAccess {
  /** Hardware ids. */
  hardware: Set<number>;
  /** Virtual guest ids. */
  virtualGuests: Set<number>;
  /** Dedicated host ids. */
  dedicatedHosts: Set<number>;
}

/** Everything {@link extrasOf} holds. */
export interface AccountExtras {
  events: FakeEvent[];
  invoices: FakeInvoice[];
  billingItems: FakeBillingItem[];
  orders: BillingOrder[];
  routers: Router[];
  messageDeliveryAccounts: MessageDeliveryAccount[];
  virtualLicenses: SoftwareLicense[];
  accountLicenses: SoftwareLicense[];
  bandwidthPools: FakeBandwidthPool[];
  provisioningHooks: FakeProvisioningHook[];
  upgradeRequests: UpgradeRequest[];
  permissions: FakePermission[];
  departments: FakePermissionDepartment[];
  subscriptions: FakeEmailSubscription[];
  /** Subscription ids each user (by id) receives. */
  enabledSubscriptions: Map<number, Set<number>>;
  eventLog: EventLogEntry[];
  /** Permission key names of each user. */
  userPermissions: Map<number, Set<string>>;
  apiKeys: FakeApiKey[];
  overrides: FakeVpnOverride[];
  access: Map<number, FakeAccess>;
  dedicatedHosts: FakeDedicatedHost[];
  /** VPN passwords set, by user id (never returned). */
  vpnPasswords: Map<number, string>;
  /** Users whose VPN configuration was pushed (`updateVpnUser`), by id. */
  vpnUpdates: number[];
  ticketFiles: FakeTicketFile[];
  ticketGuests: FakeTicketAttachment[];
  /** Reverse zones made by PTR records. */
  reverseDomains: FakeDomain[];
  /** Next free ids by kind. */
  nextIds: Map<string, number>;
}

const stores = new WeakMap<Dataset, AccountExtras>();
const BASE = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

/** The extras of a dataset, generated on first use. */
export function extrasOf(data: Dataset): AccountExtras {
  let extras = stores.get(data);
  if (!extras) {
    extras = generateExtras(data);
    stores.set(data, extras);
  }
  return extras;
}

/** A new id of `kind`, above `base`. */
export function nextExtraId(extras: AccountExtras, kind: string, base: number): number {
  const next = extras.nextIds.get(kind) ?? base + 1000;
  extras.nextIds.set(kind, next + 1);
  return next;
}

/** Device access of a user (created empty on first use). */
export function accessOf(extras: AccountExtras, userId: number): FakeAccess {
  let access = extras.access.get(userId);
  if (!access) {
    access = { hardware: new Set(), virtualGuests: new Set(), dedicatedHosts: new Set() };
    extras.access.set(userId, access);
  }
  return access;
}

const PERMISSIONS: ReadonlyArray<[string, string, string, number]> = [
  ['T_1', 'TICKET_VIEW', 'View Tickets', 2],
  ['T_2', 'TICKET_ADD', 'Add Tickets', 2],
  ['T_3', 'TICKET_EDIT', 'Edit Tickets', 2],
  ['A_1', 'ACCOUNT_SUMMARY_VIEW', 'View Account Summary', 1],
  ['A_2', 'USER_MANAGE', 'Manage Users', 1],
  ['H_1', 'HARDWARE_VIEW', 'View Hardware Details', 3],
  ['ALL_1', 'ACCESS_ALL_HARDWARE', 'All Hardware Access', 3],
  ['V_1', 'VIRTUAL_GUEST_VIEW', 'View Virtual Server Details', 3],
  ['ALL_2', 'ACCESS_ALL_GUEST', 'All Guest Access', 3],
  ['D_1', 'DNS_MANAGE', 'Manage DNS', 4],
];

const DEPARTMENTS: ReadonlyArray<[number, string, string]> = [
  [1, 'ADMINISTRATIVE', 'Administrative'],
  [2, 'SUPPORT', 'Support'],
  [3, 'DEVICES', 'Devices'],
  [4, 'NETWORK', 'Network'],
];

function generateExtras(data: Dataset): AccountExtras {
  const permissions: FakePermission[] = PERMISSIONS.map(([key, keyName, name, departmentId], i) => ({
    id: 5000 + i, key, keyName, name, description: name, departmentId,
  }));
  const dc = data.datacenters[0]!;
  const billingItems: FakeBillingItem[] = [
    billingItem(53_897_671, 'server', 'Dual E5-2690 v3 (12 Cores, 2.60 GHz)', '1000', false, isoDate(BASE - 200 * DAY), dc),
    billingItem(53_897_672, 'guest_core', '4 x 2.0 GHz or higher Cores', '54.75', true, isoDate(BASE - 90 * DAY), dc),
    billingItem(53_897_673, 'sov_sec_ip_addresses_priv', '64 Portable Private IP Addresses', '0', false, isoDate(BASE - 30 * DAY), dc),
    { ...billingItem(53_897_674, 'server', 'Single Xeon 1270 (cancelled)', '300', false, isoDate(BASE - 400 * DAY), dc), cancellationDate: isoDate(BASE - 10 * DAY) },
  ];
  const invoices: FakeInvoice[] = [0, 1, 2, 3].map((n) => {
    const id = 900_001 + n;
    const items: FakeInvoiceItem[] = billingItems.slice(0, 3).map((item, i) => ({
      id: 724_951_000 + n * 10 + i,
      invoiceId: id,
      billingItemId: item.id,
      description: item.description,
      categoryCode: item.categoryCode,
      createDate: isoDate(BASE - n * 30 * DAY),
      oneTimeAfterTaxAmount: '0',
      recurringAfterTaxAmount: item.recurringFee,
      category: { name: item.categoryCode },
      location: { name: dc.name },
      // The first item has a child charge, as invoices of servers with extra disks do (`invoice-detail --details`).
      children: i === 0
        ? [{ id: 724_952_000 + n * 10, category: { name: 'Second Disk' }, description: '100 GB (SAN)', oneTimeAfterTaxAmount: '0', recurringAfterTaxAmount: '7.50' }]
        : [],
    }));
    return {
      id,
      createDate: isoDate(BASE - n * 30 * DAY),
      ...(n < 2 ? {} : { closedDate: isoDate(BASE - n * 30 * DAY + DAY) }),
      statusCode: n < 2 ? 'OPEN' : 'CLOSED',
      typeCode: n === 3 ? 'NEW' : 'RECURRING',
      items,
    };
  });
  const firstUser = data.users[0];
  const subscriptions: FakeEmailSubscription[] = [
    { id: 1, name: 'Order Being Reviewed', description: 'Email about your order.' },
    { id: 2, name: 'Order Approved', description: 'Your order was approved.' },
    { id: 8, name: 'High Impact', description: 'Maintenances that will or are likely to cause service outages and disruptions' },
    { id: 12, name: 'Reload Complete', description: 'A server reload finished.' },
  ];
  const userPermissions = new Map<number, Set<string>>();
  for (const [i, user] of data.users.entries()) {
    userPermissions.set(user.id, new Set(i === 0 ? PERMISSIONS.map(([, keyName]) => keyName) : ['TICKET_VIEW', 'HARDWARE_VIEW']));
  }
  const eventLog: EventLogEntry[] = data.users.flatMap((user, i) => [
    {
      accountId: FAKE_ACCOUNT_ID, eventCreateDate: isoDate(Date.now() - (i + 1) * DAY), eventName: 'Login Successful',
      ipAddress: '192.0.2.10', label: user.username, metaData: '', objectId: user.id, objectName: 'User', traceId: `t${user.id}`,
      userId: user.id, userType: 'CUSTOMER', username: user.username,
    },
    {
      accountId: FAKE_ACCOUNT_ID, eventCreateDate: isoDate(Date.now() - 60 * DAY), eventName: 'Password Changed',
      ipAddress: '192.0.2.10', label: user.username, metaData: '', objectId: user.id, objectName: 'User', traceId: `p${user.id}`,
      userId: user.id, userType: 'CUSTOMER', username: user.username,
    },
  ]);
  return {
    events: [
      event(1234, 'Public Website Maintenance', 'PLANNED', Date.now() + 2 * DAY, Date.now() + 2 * DAY + 3_600_000),
      event(1235, 'Network latency in dal10', 'UNPLANNED_INCIDENT', Date.now() - DAY, Date.now() + DAY),
      event(1236, 'New datacenter open', 'ANNOUNCEMENT', Date.now() - 5 * DAY, Date.now() + 30 * DAY),
      event(1237, 'Old storage maintenance', 'PLANNED', BASE - 400 * DAY, BASE - 399 * DAY),
    ],
    invoices,
    billingItems,
    orders: [0, 1].map((n) => ({
      id: 112_356_450 + n, accountId: FAKE_ACCOUNT_ID, createDate: isoDate(BASE - n * 365 * DAY), status: 'COMPLETED',
      orderTotalAmount: n === 0 ? '54.75' : '0', userRecord: { id: firstUser?.id ?? 7001, username: firstUser?.username ?? 'demo' },
      initialInvoice: { id: invoices[n]!.id, amount: '0', invoiceTotalAmount: '0' },
      items: [{ categoryCode: 'port_speed', description: '100 Mbps Private Network Uplink' }],
    })),
    routers: data.datacenters.flatMap((center, i) => [
      { id: 600_001 + i * 2, hostname: `fcr01a.${center.name}`, fullyQualifiedDomainName: `fcr01a.${center.name}.fake.example`, topLevelLocation: { ...center } },
      { id: 600_002 + i * 2, hostname: `bcr01a.${center.name}`, fullyQualifiedDomainName: `bcr01a.${center.name}.fake.example`, topLevelLocation: { ...center } },
    ]),
    messageDeliveryAccounts: [{
      id: 1232123, username: 'delivery-1', createDate: isoDate(BASE - 100 * DAY),
      vendor: { id: 1, keyName: 'SENDGRID', name: 'SendGrid' }, type: { id: 21, keyName: 'EMAIL', name: 'Email', description: 'Email delivery' },
    }],
    virtualLicenses: [{
      id: 12345, key: 'XXXXX-XXXXX-XXXXX', ipAddress: '10.0.0.5',
      softwareDescription: { name: 'cPanel', longDescription: 'cPanel/WHM 11', manufacturer: 'cPanel' },
      billingItem: { id: 88_001, categoryCode: 'control_panel', createDate: isoDate(BASE - 50 * DAY), description: 'cPanel/WHM' },
      subnet: { id: 1001, networkIdentifier: '10.0.0.0', cidr: 26 },
    }],
    accountLicenses: [{
      id: 23456, key: 'ABCDE-12345',
      softwareDescription: { name: 'vCenter Server', longDescription: 'VMware vCenter Server Appliance 7.0', manufacturer: 'VMware' },
      billingItem: { id: 88_002, categoryCode: 'software_license', createDate: isoDate(BASE - 40 * DAY), description: 'vCenter' },
    }],
    bandwidthPools: [{
      id: 309_961, name: 'MexRegion', createDate: isoDate(BASE - 300 * DAY), bandwidthAllotmentTypeId: 2, serviceProviderId: 1,
      locationGroup: { id: 262, name: 'MEX', description: 'Mexico region' }, totalBandwidthAllocated: 10_000,
      projectedPublicBandwidthUsage: 12.3, billingCyclePublicBandwidthUsage: { amountIn: '.23642', amountOut: '.05475' },
      outboundPublicBandwidthUsage: '.05475', inboundPublicBandwidthUsage: '.23642',
      billingItem: { id: 88_010, nextInvoiceTotalRecurringAmount: 0 },
      activeDetails: [{ id: 48_882_086, allocation: { id: 48_293_300, amount: '5000' } }, { id: 48_882_088, allocation: { id: 48_293_302, amount: '5000' } }],
      hardware: data.hardware.slice(0, 2).map((server) => ({ id: server.id, hostname: server.hostname })),
      virtualGuests: data.virtualGuests.slice(0, 1).map((guest) => ({ id: guest.id, hostname: guest.hostname })),
      bareMetalInstances: [],
    }],
    provisioningHooks: [{ id: 207_054, name: 'bootstrap', uri: 'https://scripts.fake.example/bootstrap.sh', createDate: isoDate(BASE - 20 * DAY), hookType: { id: 1, keyName: 'CUSTOMER_PROVIDED_HOOK' } }],
    upgradeRequests: [{ id: 37_049, createDate: isoDate(BASE - 3 * DAY), maintenanceStartTimeUtc: isoDate(BASE - 3 * DAY), orderId: 112_356_450, status: { id: 1, name: 'Complete' }, userId: firstUser?.id ?? 7001, virtualGuest: { id: data.virtualGuests[0]?.id ?? 100_001 } }],
    permissions,
    departments: DEPARTMENTS.map(([id, keyName, name]) => ({
      id, keyName, name, description: name, permissions: permissions.filter((permission) => permission.departmentId === id),
    })),
    subscriptions,
    enabledSubscriptions: new Map(data.users.map((user) => [user.id, new Set([1, 8])])),
    eventLog,
    userPermissions,
    apiKeys: firstUser ? [{ id: 1_000_001, userId: firstUser.id, authenticationKey: 'a'.repeat(64) }] : [],
    overrides: [],
    access: new Map(),
    dedicatedHosts: [{ id: 600_101, name: 'dedicated-host-1', cpuCount: 56, memoryCapacity: 242, diskCapacity: 1200, createDate: isoDate(BASE - 60 * DAY) }],
    vpnPasswords: new Map(),
    vpnUpdates: [],
    ticketFiles: [],
    ticketGuests: [],
    reverseDomains: [],
    nextIds: new Map(),
  };
}

function billingItem(
  id: number, categoryCode: string, description: string, recurringFee: string, hourlyFlag: boolean, createDate: string,
  dc: { id: number; name: string; longName: string },
): FakeBillingItem {
  return {
    id, categoryCode, description, recurringFee, hourlyFlag, createDate, allowCancellationFlag: 1,
    nextInvoiceTotalRecurringAmount: Number(recurringFee), location: { ...dc },
    orderItem: { id: id + 1, order: { id: 112_356_450, userRecord: { id: 7001, email: 'demo@example.com', displayName: 'Demo', userStatus: { name: 'Active' } } } },
    children: [],
  };
}

function event(id: number, subject: string, type: string, start: number, end: number): FakeEvent {
  return {
    id, subject, summary: `${subject}.`, startDate: isoDate(start), endDate: isoDate(end), modifyDate: isoDate(Math.min(start, Date.now())),
    acknowledgedFlag: false, systemTicketId: 76_057_381, notificationOccurrenceEventType: { keyName: type },
    statusCode: { keyName: 'PUBLISHED', name: 'Published' },
    impactedResources: [{ resourceType: 'Server', resourceTableId: 12345, hostname: 'test', privateIp: '10.0.0.1' }],
    updates: [{ contents: 'More details', createDate: isoDate(start), startDate: isoDate(start) }],
    attachments: [],
  };
}

/** Login attempts of a user: one a day for the last 40 days. */
export function loginAttemptsOf(userId: number, username: string): LoginAttempt[] {
  return Array.from({ length: 40 }, (_, i) => ({
    createDate: isoDate(Date.now() - (i + 1) * DAY), ipAddress: '192.0.2.10', successFlag: i % 7 !== 3, userId, username,
  }));
}
