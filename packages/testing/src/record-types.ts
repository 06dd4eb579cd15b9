/**
 * Which fields of each record type are relations (nested objects and lists, returned only when
 * a mask names them), including relations computed from the dataset (the account's lists,
 * a subnet's addresses, …). Any other object-valued field is treated as a relation too.
 *
 * @module
 */
import { accessOf, extrasOf, loginAttemptsOf } from './account-extras.js';
import type { Dataset } from './dataset.js';
import { guestBlockDevices, storageOf } from './guest-extras.js';
import { HARDWARE_RELATIONS } from './hardware-details.js';
import { NETWORK_RELATIONS } from './network-relations.js';
import { orderingState, publicQuote, publicStorage } from './ordering-state.js';
import { CAPACITY_GROUP_RELATIONS, capacityOf, PLACEMENT_GROUP_RELATIONS } from './services/capacity-data.js';
import type { FakeUser, FakeVirtualGuest } from './records.js';

/** Name of a record type with declared relations; `Generic` has none beyond its objects. */
export type RecordTypeName =
  | 'Account'
  | 'VirtualGuest'
  | 'Hardware'
  | 'Ticket'
  | 'TicketUpdate'
  | 'TicketSubject'
  | 'User'
  | 'Domain'
  | 'ResourceRecord'
  | 'Subnet'
  | 'Vlan'
  | 'IpAddress'
  | 'GlobalIpRecord'
  | 'RwhoisData'
  | 'NetworkPod'
  | 'Datacenter'
  | 'Invoice'
  | 'InvoiceItem'
  | 'BillingItem'
  | 'NotificationEvent'
  | 'BandwidthPool'
  | 'EmailSubscription'
  | 'ReservedCapacityGroup'
  | 'PlacementGroup'
  | 'Generic';

/** What computed relations may look at. */
export interface RelationContext {
  /** The dataset. */
  readonly data: Dataset;
  /** The customer user the request authenticated as, if any. */
  readonly currentUser: FakeUser | undefined;
}

/** A plain record, as the generic machinery sees it. */
export type AnyRecord = Record<string, unknown>;

/**
 * A record of the dataset as plain fields, read and written by name: the generic machinery's view
 * of the typed records. The records are interfaces of `@svclib/model` (which have no index
 * signature), so this is the one place they are cast to plain fields.
 */
export function fieldsOf(record: object): AnyRecord {
  return record as AnyRecord;
}

/** A list of records as plain fields (see {@link fieldsOf}). */
export function fieldsOfAll(records: readonly object[]): readonly AnyRecord[] {
  return records as readonly AnyRecord[];
}

/**
 * A plain record as the dataset type its service holds (the reverse of {@link fieldsOf}): the
 * handlers of a service know the record type of the objects it addresses.
 */
export function recordAs<T extends object>(record: AnyRecord): T {
  return record as T;
}

/** One relation of a record type. */
export interface RelationSpec {
  /** Type of the related record(s). */
  readonly type: RecordTypeName;
  /** Computes the value; default: the record's own field of the relation's name. */
  readonly get?: (record: AnyRecord, context: RelationContext) => unknown;
  /** Filter groups accepted for this list besides its own name (e.g. `virtualGuests` for hourly guests). */
  readonly groups?: readonly string[];
}

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
    users: { type: 'User', get: (_, { data }) => data.users },
    currentUser: { type: 'User', get: (_, { currentUser }) => currentUser },
    domains: { type: 'Domain', get: (_, { data }) => data.domains },
    subnets: { type: 'Subnet', get: (_, { data }) => data.subnets },
    networkVlans: { type: 'Vlan', get: (_, { data }) => data.networkVlans },
    ipAddresses: { type: 'IpAddress', get: (_, { data }) => data.ipAddresses },
    globalIpRecords: { type: 'GlobalIpRecord', get: (_, { data }) => data.globalIpRecords },
    rwhoisData: { type: 'RwhoisData', get: (_, { data }) => data.rwhoisData },
    // The guests' volumes (virtual server manager) and the hardware servers' (hardware manager).
    networkStorage: {
      type: 'Generic',
      get: (_, { data }) => [...storageOf(data).networkStorage, ...orderingState(data).storage.map(publicStorage)],
    },
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

/** The relation `name` of `type`, if declared. */
export function relationOf(type: RecordTypeName, name: string): RelationSpec | undefined {
  return Object.hasOwn(RECORD_TYPES[type], name) ? RECORD_TYPES[type][name] : undefined;
}

/** The value of field or relation `name` of `record` (computed relations evaluated). */
export function fieldValue(record: AnyRecord, type: RecordTypeName, name: string, context: RelationContext): unknown {
  const relation = relationOf(type, name);
  if (relation?.get) return relation.get(record, context);
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** The type of whatever field `name` of `type` holds (`Generic` unless declared). */
export function fieldType(type: RecordTypeName, name: string): RecordTypeName {
  return relationOf(type, name)?.type ?? 'Generic';
}

/** The list relation a `<x>Count` name counts, e.g. `virtualGuestCount` → `virtualGuests`. */
export function countedRelation(type: RecordTypeName, name: string): string | undefined {
  if (!name.endsWith('Count') || name.length <= 5) return undefined;
  const base = name.slice(0, -5);
  return [`${base}s`, base, `${base}es`].find((candidate) => relationOf(type, candidate) !== undefined);
}
