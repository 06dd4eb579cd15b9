/**
 * Which fields of each record type of the dataset are relations (nested objects and lists, returned
 * only when a mask names them), including relations computed from the dataset (the account's lists,
 * a subnet's addresses, …), as the relation table the generic machinery is given
 * ({@link RECORD_RELATIONS}). Any other object-valued field is treated as a relation too.
 *
 * @module
 */
import { accessOf, extrasOf, loginAttemptsOf } from './account-extras.js';
import { TICKET_SUBJECTS } from './generate.js';
import { guestBlockDevices, storageOf } from './guest-extras.js';
import { HARDWARE_RELATIONS } from './hardware-details.js';
import { NETWORK_RELATIONS } from './network-relations.js';
import { orderingState, publicQuote, publicStorage } from './ordering-state.js';
import { CAPACITY_GROUP_RELATIONS, capacityOf, PLACEMENT_GROUP_RELATIONS } from './capacity-data.js';
import { storageStore, volumesOf } from './storage-data.js';
import {
  NETWORK_STORAGE_RELATIONS, STORAGE_ALLOWED_HOST_RELATIONS, STORAGE_BILLING_ITEM_RELATIONS, STORAGE_HOST_VIEW_RELATIONS,
  STORAGE_CREDENTIAL_RELATIONS, STORAGE_SCHEDULE_RELATIONS,
} from './storage-relations.js';
import type { RecordTypeName, RelationContext, RelationSpec } from './record-context.js';
import type { FakeVirtualGuest } from './records.js';
import { recordAs, RelationTable } from '../engine/relation-table.js';

export { fieldsOf, fieldsOfAll, recordAs, type AnyRecord } from '../engine/relation-table.js';
export type { RecordTypeName, RelationContext, RelationSpec } from './record-context.js';

const generic: RelationSpec = { type: 'Generic' };

function relations(type: RecordTypeName, names: readonly string[]): Record<string, RelationSpec> {
  return Object.fromEntries(names.map((name) => [name, type === 'Generic' ? generic : { type }]));
}

const serverRelations = relations('Generic', [
  'status',
  'powerState',
  'datacenter',
  'tagReferences',
  'networkComponents',
  'operatingSystem',
  'activeTransaction',
  'billingItem',
  'userData',
]);

/** The relations of every record type. */
export const RECORD_TYPES: Readonly<Record<RecordTypeName, Readonly<Record<string, RelationSpec>>>> = {
  Account: {
    activeQuotes: {
      type: 'Generic',
      get: (_, { data }) => orderingState(data).quotes.filter((q) => q.status !== 'DELETED' && q.status !== 'ORDERED').map(publicQuote),
    },
    virtualGuests: { type: 'VirtualGuest', get: (_, { data }) => data.virtualGuests },
    hourlyVirtualGuests: {
      type: 'VirtualGuest',
      groups: ['virtualGuests'],
      get: (_, { data }) => data.virtualGuests.filter((guest) => guest.hourlyBillingFlag),
    },
    monthlyVirtualGuests: {
      type: 'VirtualGuest',
      groups: ['virtualGuests'],
      get: (_, { data }) => data.virtualGuests.filter((guest) => !guest.hourlyBillingFlag),
    },
    hardware: { type: 'Hardware', get: (_, { data }) => data.hardware },
    tickets: { type: 'Ticket', get: (_, { data }) => data.tickets },
    openTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Open'),
    },
    closedTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Closed'),
    },
    openAccountingTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Open' && ticketKind(ticket.subjectId) === 'accounting'),
    },
    openBillingTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Open' && ticketKind(ticket.subjectId) === 'billing'),
    },
    openOtherTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Open' && ticketKind(ticket.subjectId) === 'other'),
    },
    openSalesTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Open' && ticketKind(ticket.subjectId) === 'sales'),
    },
    openSupportTickets: {
      type: 'Ticket',
      groups: ['tickets'],
      get: (_, { data }) => data.tickets.filter((ticket) => ticket.status.name === 'Open' && ticketKind(ticket.subjectId) === 'support'),
    },
    users: { type: 'User', get: (_, { data }) => data.users },
    currentUser: { type: 'User', get: (_, { currentUser }) => currentUser },
    domains: { type: 'Domain', get: (_, { data }) => data.domains },
    subnets: { type: 'Subnet', get: (_, { data }) => data.subnets },
    networkVlans: { type: 'Vlan', get: (_, { data }) => data.networkVlans },
    ipAddresses: { type: 'IpAddress', get: (_, { data }) => data.ipAddresses },
    globalIpRecords: { type: 'GlobalIpRecord', get: (_, { data }) => data.globalIpRecords },
    rwhoisData: { type: 'RwhoisData', get: (_, { data }) => data.rwhoisData },
    // The guests' volumes (virtual server manager), the hardware servers' (hardware manager), and
    // the block and file volumes of the storage managers.
    networkStorage: {
      type: 'NetworkStorage',
      get: (_, { data }) => [
        ...storageOf(data).networkStorage, ...orderingState(data).storage.map(publicStorage), ...volumesOf(storageStore(data)).map((state) => state.record),
      ],
    },
    iscsiNetworkStorage: { type: 'NetworkStorage', get: (_, { data }) => volumesOf(storageStore(data), 'block').map((state) => state.record) },
    nasNetworkStorage: { type: 'NetworkStorage', get: (_, { data }) => volumesOf(storageStore(data), 'file').map((state) => state.record) },
    hubNetworkStorage: { type: 'NetworkStorage', get: (_, { data }) => storageStore(data).hubAccounts },
    portableStorageVolumes: { type: 'Generic', get: (_, { data }) => storageOf(data).portableStorageVolumes },
    privateBlockDeviceTemplateGroups: { type: 'Generic', get: (_, { data }) => data.images.filter((image) => !image.publicFlag) },
    sshKeys: { type: 'Generic', get: (_, { data }) => data.sshKeys },
    invoices: { type: 'Invoice', get: (_, { data }) => extrasOf(data).invoices },
    allTopLevelBillingItems: { type: 'BillingItem', get: (_, { data }) => extrasOf(data).billingItems },
    routers: { type: 'Generic', get: (_, { data }) => extrasOf(data).routers },
    networkMessageDeliveryAccounts: { type: 'Generic', get: (_, { data }) => extrasOf(data).messageDeliveryAccounts },
    activeVirtualLicenses: { type: 'Generic', get: (_, { data }) => extrasOf(data).virtualLicenses },
    activeAccountLicenses: { type: 'Generic', get: (_, { data }) => extrasOf(data).accountLicenses },
    bandwidthAllotments: { type: 'BandwidthPool', get: (_, { data }) => extrasOf(data).bandwidthPools },
    postProvisioningHooks: { type: 'Generic', get: (_, { data }) => extrasOf(data).provisioningHooks },
    upgradeRequests: { type: 'Generic', get: (_, { data }) => extrasOf(data).upgradeRequests },
    dedicatedHosts: { type: 'Generic', get: (_, { data }) => (capacityOf(data), extrasOf(data).dedicatedHosts) },
    placementGroups: { type: 'PlacementGroup', get: (_, { data }) => capacityOf(data).placementGroups },
    reservedCapacityGroups: { type: 'ReservedCapacityGroup', get: (_, { data }) => capacityOf(data).capacityGroups },
    pendingInvoice: { type: 'Invoice', get: (_, { data }) => extrasOf(data).invoices.find((invoice) => invoice.statusCode === 'OPEN') },
  },
  VirtualGuest: {
    ...serverRelations,
    blockDevices: { type: 'Generic', get: (guest) => guestBlockDevices(recordAs<FakeVirtualGuest>(guest)) },
    lastKnownPowerState: { type: 'Generic', get: (guest) => (recordAs<FakeVirtualGuest>(guest)).powerState },
  },
  Hardware: { ...serverRelations, hardwareStatus: generic, ...HARDWARE_RELATIONS },
  Ticket: {
    ...relations('Generic', ['status']),
    updates: { type: 'TicketUpdate' },
    assignedUser: { type: 'User' },
    attachedHardware: { type: 'Hardware' },
    attachedFiles: { type: 'Generic', get: (ticket, { data }) => extrasOf(data).ticketFiles.filter((file) => file.ticketId === ticket.id) },
    attachedVirtualGuests: {
      type: 'VirtualGuest',
      get: (ticket, { data }) => {
        const ids = new Set(extrasOf(data).ticketGuests.filter((a) => a.ticketId === ticket.id).map((a) => a.attachmentId));
        return data.virtualGuests.filter((guest) => ids.has(guest.id));
      },
    },
    subject: {
      type: 'TicketSubject',
      get: (ticket, { data }) => data.ticketSubjects.find((subject) => subject.id === ticket.subjectId),
    },
  },
  TicketUpdate: {},
  TicketSubject: {},
  User: {
    ...relations('Generic', ['userStatus', 'roles', 'externalBindings']),
    parent: { type: 'User', get: (user, { data }) => data.users.find((candidate) => candidate.id === user.parentId) },
    permissions: {
      type: 'Generic',
      get: (user, { data }) => {
        const extras = extrasOf(data);
        const names = extras.userPermissions.get(user.id as number) ?? new Set<string>();
        return extras.permissions.filter((permission) => names.has(permission.keyName));
      },
    },
    loginAttempts: { type: 'Generic', get: (user) => loginAttemptsOf(user.id as number, String(user.username)) },
    apiAuthenticationKeys: { type: 'Generic', get: (user, { data }) => extrasOf(data).apiKeys.filter((key) => key.userId === user.id) },
    overrides: { type: 'Generic', get: (user, { data }) => extrasOf(data).overrides.filter((override) => override.userId === user.id) },
    hardware: {
      type: 'Hardware',
      get: (user, { data }) => data.hardware.filter((server) => accessOf(extrasOf(data), user.id as number).hardware.has(server.id)),
    },
    virtualGuests: {
      type: 'VirtualGuest',
      get: (user, { data }) => data.virtualGuests.filter((guest) => accessOf(extrasOf(data), user.id as number).virtualGuests.has(guest.id)),
    },
    dedicatedHosts: {
      type: 'Generic',
      get: (user, { data }) => {
        const extras = extrasOf(data);
        return extras.dedicatedHosts.filter((host) => accessOf(extras, user.id as number).dedicatedHosts.has(host.id));
      },
    },
  },
  Domain: { resourceRecords: { type: 'ResourceRecord' } },
  ResourceRecord: {
    domain: { type: 'Domain', get: (record, { data }) => data.domains.find((domain) => domain.id === record.domainId) },
  },
  Subnet: NETWORK_RELATIONS.Subnet!,
  Vlan: NETWORK_RELATIONS.Vlan!,
  IpAddress: NETWORK_RELATIONS.IpAddress!,
  GlobalIpRecord: NETWORK_RELATIONS.GlobalIpRecord!,
  RwhoisData: NETWORK_RELATIONS.RwhoisData!,
  NetworkPod: NETWORK_RELATIONS.NetworkPod!,
  Datacenter: NETWORK_RELATIONS.Datacenter!,
  ReservedCapacityGroup: CAPACITY_GROUP_RELATIONS,
  PlacementGroup: PLACEMENT_GROUP_RELATIONS,
  NetworkStorage: NETWORK_STORAGE_RELATIONS,
  StorageBillingItem: STORAGE_BILLING_ITEM_RELATIONS,
  StorageAllowedHost: STORAGE_ALLOWED_HOST_RELATIONS,
  StorageHostView: STORAGE_HOST_VIEW_RELATIONS,
  StorageSchedule: STORAGE_SCHEDULE_RELATIONS,
  StorageCredential: STORAGE_CREDENTIAL_RELATIONS,
  Invoice: {
    items: { type: 'InvoiceItem' },
    invoiceTopLevelItems: { type: 'InvoiceItem', get: (invoice) => invoice.items },
    invoiceTotalAmount: {
      type: 'Generic',
      get: (invoice) => ((invoice.items as Array<{ recurringAfterTaxAmount?: string }>) ?? [])
        .reduce((sum, item) => sum + Number(item.recurringAfterTaxAmount ?? 0), 0).toFixed(2),
    },
  },
  InvoiceItem: {
    ...relations('Generic', ['category', 'location', 'children']),
    billingItem: { type: 'BillingItem', get: (item, { data }) => extrasOf(data).billingItems.find((billing) => billing.id === item.billingItemId) },
  },
  BillingItem: {
    ...relations('Generic', ['location', 'orderItem', 'children']),
    nextInvoiceTotalRecurringAmount: { type: 'Generic', get: (item) => item.nextInvoiceTotalRecurringAmount },
  },
  NotificationEvent: relations('Generic', ['impactedResources', 'updates', 'attachments', 'statusCode', 'notificationOccurrenceEventType']),
  BandwidthPool: relations('Generic', [
    'activeDetails', 'hardware', 'virtualGuests', 'bareMetalInstances', 'locationGroup', 'billingItem', 'billingCyclePublicBandwidthUsage',
  ]),
  EmailSubscription: {
    enabled: {
      type: 'Generic',
      get: (subscription, { data, currentUser }) =>
        currentUser !== undefined && (extrasOf(data).enabledSubscriptions.get(currentUser.id)?.has(subscription.id as number) ?? false),
    },
  },
  Generic: {},
};

/** The relation table of the dataset's record types, which each call's context carries. */
export const RECORD_RELATIONS = new RelationTable<RelationContext>(RECORD_TYPES);

/**
 * The kind of a ticket by its subject, as the account's `open<Kind>Tickets` split the open tickets:
 * every subject falls in exactly one kind.
 */
function ticketKind(subjectId: number | undefined): 'accounting' | 'billing' | 'other' | 'sales' | 'support' {
  const name = TICKET_SUBJECTS.find((subject) => subject.id === subjectId)?.name ?? '';
  if (name.startsWith('Accounting')) return 'accounting';
  if (name.startsWith('Billing')) return 'billing';
  if (name.startsWith('Sales')) return 'sales';
  if (/Issue|Request/.test(name)) return 'support';
  return 'other';
}
