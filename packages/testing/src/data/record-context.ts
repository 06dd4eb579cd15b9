/**
 * The record types of the fake dataset by name, and what their computed relations may look at
 * (the dataset, the current user): the data layer's side of the generic relation table
 * (`relation-table.ts`), shared by the table itself (`record-types.ts`) and the files whose
 * relations it gathers (`hardware-details.ts`, `network-relations.ts`).
 *
 * @module
 */
import type { Dataset } from './dataset.js';
import type { FakeUser } from './records.js';
import type { RelationSpec as GenericRelationSpec, RelationTable } from '../engine/relation-table.js';

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
  | 'NetworkStorage'
  | 'StorageBillingItem'
  | 'StorageAllowedHost'
  | 'StorageHostView'
  | 'StorageSchedule'
  | 'StorageCredential'
  | 'Generic';

/** What computed relations may look at. */
export interface RelationContext {
  /** The dataset. */
  readonly data: Dataset;
  /** The customer user the request authenticated as, if any. */
  readonly currentUser: FakeUser | undefined;
  /** The relation table of the dataset's record types. */
  readonly relations: RelationTable<RelationContext>;
}

/** One relation of a record type of the dataset. */
export interface RelationSpec extends GenericRelationSpec<RelationContext> {
  /** Type of the related record(s). */
  readonly type: RecordTypeName;
}
