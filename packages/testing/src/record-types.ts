/**
 * Which fields of each record type are relations (nested objects and lists, returned only when
 * a mask names them), including relations computed from the dataset (the account's lists,
 * a subnet's addresses, …). Any other object-valued field is treated as a relation too.
 *
 * @module
 */
import type { Dataset } from './dataset.js';
import { guestBlockDevices, storageOf } from './guest-extras.js';
import { HARDWARE_RELATIONS } from './hardware-details.js';
import { NETWORK_RELATIONS } from './network-relations.js';
import { orderingState, publicQuote, publicStorage } from './ordering-state.js';
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
  },
  VirtualGuest: {
    ...serverRelations,
    blockDevices: { type: 'Generic', get: (guest) => guestBlockDevices(guest as unknown as FakeVirtualGuest) },
    lastKnownPowerState: { type: 'Generic', get: (guest) => (guest as unknown as FakeVirtualGuest).powerState },
  },
  Hardware: { ...serverRelations, hardwareStatus: generic, ...HARDWARE_RELATIONS },
  Ticket: {
    ...relations('Generic', ['status']),
    updates: { type: 'TicketUpdate' },
    assignedUser: { type: 'User' },
    attachedHardware: { type: 'Hardware' },
    subject: {
      type: 'TicketSubject',
      get: (ticket, { data }) => data.ticketSubjects.find((subject) => subject.id === ticket.subjectId),
    },
  },
  TicketUpdate: {},
  TicketSubject: {},
  User: relations('Generic', ['userStatus']),
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
