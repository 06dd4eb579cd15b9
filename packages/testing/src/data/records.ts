/**
 * Shapes of the records held by the fake server's dataset, typed with the generated records of
 * `@svclib/model` (types only): each fake record is the API's record (`Virtual_Guest`,
 * `Hardware_Server`, `Ticket`, …) with the fields the fake always stores made required (`Present`),
 * so the fake data, what the service sends and what the managers read cannot drift apart. Nested objects and lists are relations (returned only when a mask names them); every
 * other field is a local property. Dates are ISO-8601 strings (`2024-01-01T06:00:00Z`).
 *
 * @module
 */
import type {
  Account, Billing_Item_Hardware as HardwareBillingItem, Billing_Item_Virtual_Guest as GuestBillingItem, Dns_Domain as DnsZone,
  Dns_Domain_ResourceRecord as DnsRecord, Hardware_Server as HardwareServer,
  Network_Component as NetworkComponent, Provisioning_Version1_Transaction as Transaction, Software_Component as SoftwareComponent,
  Ticket, Ticket_Status, Ticket_Subject as TicketSubject, Ticket_Update as TicketUpdate,
  User_Customer as User, User_Customer_Status, Virtual_Guest as VirtualGuest, Virtual_Guest_Status as StatusRecord,
} from '@svclib/model';
import type { FakeDatacenter, FakeTagReference, Present } from './record-parts.js';

export type {
  FakeGlobalIpRecord, FakeIpAddress, FakeNetworkBillingItem, FakeNetworkPod, FakeRwhoisData, FakeSubnet, FakeVlan,
} from './network-records.js';
export type { FakeDatacenter, FakeTagReference, Present } from './record-parts.js';

/**
 * A status or power state: `{ keyName, name }`.
 *
 * @example
 * ```ts
 * const state: FakeKeyName = { keyName: 'RUNNING', name: 'Running' };
 * ```
 */
export type FakeKeyName = Present<StatusRecord, 'keyName' | 'name'>;

/**
 * A network component (`networkComponents[]`): `port` 0 is the private NIC, 1 the public one.
 *
 * @example
 * ```ts
 * const nic: FakeNetworkComponent = { id: 1, name: 'eth', port: 1, maxSpeed: 1000, speed: 1000, primaryIpAddress: '161.100.0.2' };
 * ```
 */
export type FakeNetworkComponent = Present<NetworkComponent, 'id' | 'name' | 'port' | 'maxSpeed' | 'speed' | 'primaryIpAddress'>;

/**
 * An operating system, reached as `operatingSystem.softwareLicense.softwareDescription`.
 *
 * @example
 * ```ts
 * const code = guest.operatingSystem.softwareLicense.softwareDescription.referenceCode; // 'UBUNTU_22_64'
 * ```
 */
export interface FakeOperatingSystem extends Present<SoftwareComponent, 'id'> {
  /** The license, with its description. */
  softwareLicense: Present<NonNullable<SoftwareComponent['softwareLicense']>, 'id'> & {
    /** What the software is. */
    softwareDescription: Present<
      NonNullable<NonNullable<SoftwareComponent['softwareLicense']>['softwareDescription']>,
      'id' | 'name' | 'version' | 'manufacturer' | 'referenceCode'
    >;
  };
}

/**
 * A running transaction (relation `activeTransaction`), e.g. a provision or an OS reload.
 *
 * @example
 * ```ts
 * if (guest.activeTransaction) console.log(guest.activeTransaction.transactionStatus.name);
 * ```
 */
export interface FakeTransaction extends Present<Transaction, 'id' | 'elapsedSeconds'> {
  /** When it started. */
  createDate: string;
  /** What it does. */
  transactionStatus: Present<NonNullable<Transaction['transactionStatus']>, 'name' | 'friendlyName'>;
}

/**
 * The billing item of a server.
 *
 * @example
 * ```ts
 * const fee = Number(guest.billingItem.recurringFee);
 * ```
 */
export interface FakeBillingItem
  extends Present<HardwareBillingItem, 'id' | 'categoryCode' | 'description'>, Pick<HardwareBillingItem, 'package'> {
  /** Monthly fee, a decimal string as the service sends it (`'0'` for hourly servers). */
  recurringFee: string;
  /** Hourly fee, a decimal string (`'0'` for monthly servers). */
  hourlyRecurringFee: string;
  /** Child items (guests: memory, disks `guest_disk0`, …), each with its id. */
  children?: Array<
    Present<NonNullable<GuestBillingItem['children']>[number], 'categoryCode' | 'description'> & {
      /** Child item id. */
      id: number;
    }
  >;
  /** Child items on the next invoice (hardware: RAM, disks, …), each with its id. */
  nextInvoiceChildren?: Array<
    Present<NonNullable<HardwareBillingItem['nextInvoiceChildren']>[number], 'categoryCode' | 'description' | 'nextInvoiceTotalRecurringAmount'> & {
      /** Child item id. */
      id: number;
    }
  >;
}

/**
 * A virtual guest (virtual server): the API's `Virtual_Guest` record (types only, from
 * `@svclib/model`) with the fields the fake server always holds made required and narrowed.
 *
 * @example
 * ```ts
 * const guest: FakeVirtualGuest = server.state.data.virtualGuests[0]!;
 * guest.notes = 'changed by the test';
 * ```
 */
export interface FakeVirtualGuest extends VirtualGuest {
  /** Guest id. */
  id: number;
  /** UUID of the guest. */
  globalIdentifier: string;
  /** Host name. */
  hostname: string;
  /** Domain. */
  domain: string;
  /** `hostname.domain`. */
  fullyQualifiedDomainName: string;
  /** Public address (absent for private-only guests). */
  primaryIpAddress?: string;
  /** Private address. */
  primaryBackendIpAddress: string;
  /** CPU count. */
  maxCpu: number;
  /** CPU count at start. */
  startCpus: number;
  /** Memory in MB. */
  maxMemory: number;
  /** Hourly (true) or monthly (false) billing. */
  hourlyBillingFlag: boolean;
  /** Local disk (true) or SAN (false). */
  localDiskFlag: boolean;
  /** Dedicated host only. */
  dedicatedAccountHostOnlyFlag: boolean;
  /** No public network. */
  privateNetworkOnlyFlag: boolean;
  /** A transient guest. */
  transientGuestFlag: boolean;
  /** Owning account id. */
  accountId: number;
  /** Creation time. */
  createDate: string;
  /** Last change. */
  modifyDate: string;
  /** Time provisioning finished; absent while provisioning. */
  provisionDate?: string;
  /** Free text notes. */
  notes?: string;
  /** Post-install script URI given at creation. */
  postInstallScriptUri?: string;
  /** Status (`ACTIVE`). */
  status: FakeKeyName;
  /** Power state (`RUNNING`, `HALTED`). */
  powerState: FakeKeyName;
  /** Where it runs. */
  datacenter: FakeDatacenter;
  /** Tags. */
  tagReferences: FakeTagReference[];
  /** NICs: private (port 0) and public (port 1). */
  networkComponents: FakeNetworkComponent[];
  /** Operating system. */
  operatingSystem: FakeOperatingSystem;
  /** Running transaction; absent when none runs (the service then leaves it out). */
  activeTransaction?: FakeTransaction;
  /** Billing item. */
  billingItem: FakeBillingItem;
  /** User data given at creation or by editObject. */
  userData: Array<{
    /** The user data text. */
    value: string;
  }>;
}

/**
 * A hardware (bare-metal) server.
 *
 * @example
 * ```ts
 * const hw: FakeHardware = server.state.data.hardware[0]!;
 * ```
 */
export interface FakeHardware extends HardwareServer {
  /** Server id. */
  id: number;
  /** UUID of the server. */
  globalIdentifier: string;
  /** Host name. */
  hostname: string;
  /** Domain. */
  domain: string;
  /** `hostname.domain`. */
  fullyQualifiedDomainName: string;
  /** Public address. */
  primaryIpAddress: string;
  /** Private address. */
  primaryBackendIpAddress: string;
  /** Physical cores. */
  processorPhysicalCoreAmount: number;
  /** Memory in GB. */
  memoryCapacity: number;
  /** Hourly (true) or monthly (false) billing. */
  hourlyBillingFlag: boolean;
  /** Serial number. */
  serialNumber: string;
  /** Owning account id. */
  accountId: number;
  /** Creation time. */
  createDate: string;
  /** Time provisioning finished. */
  provisionDate?: string;
  /** Free text notes. */
  notes?: string;
  /** Hardware status (`{ id, status: 'ACTIVE' }`). */
  hardwareStatus: {
    /** Status id. */
    id: number;
    /** Status name. */
    status: string;
  };
  /** Power state. */
  powerState: FakeKeyName;
  /** Where it runs. */
  datacenter: FakeDatacenter;
  /** Tags. */
  tagReferences: FakeTagReference[];
  /** NICs. */
  networkComponents: FakeNetworkComponent[];
  /** Operating system. */
  operatingSystem: FakeOperatingSystem;
  /** Running transaction; absent when none runs (the service then leaves it out). */
  activeTransaction?: FakeTransaction;
  /** Billing item; gone once `Billing_Item.cancelItem` cancelled the server. */
  billingItem?: FakeBillingItem;
  /** The cancellation ticket opened by `Billing_Item.cancelItem`. */
  openCancellationTicket?: {
    /** Ticket id. */
    id: number;
  };
  /** User data. */
  userData: Array<{
    /** The user data text. */
    value: string;
  }>;
}

/**
 * An update (a message) of a ticket.
 *
 * @example
 * ```ts
 * const first: FakeTicketUpdate = ticket.updates[0]!;
 * ```
 */
export interface FakeTicketUpdate extends Present<TicketUpdate, 'id' | 'ticketId' | 'entry' | 'editorType'> {
  /** When it was written. */
  createDate: string;
}

/**
 * A support ticket.
 *
 * @example
 * ```ts
 * const open = server.state.data.tickets.filter((t) => t.status.name === 'Open');
 * ```
 */
export interface FakeTicket
  extends Present<
    Ticket,
    'id' | 'title' | 'accountId' | 'serviceProviderResourceId' | 'statusId' | 'subjectId' | 'priority' | 'assignedUserId'
  > {
  /** Creation time. */
  createDate: string;
  /** Last change. */
  modifyDate: string;
  /** Last edit. */
  lastEditDate: string;
  /** Status: `{ id, name: 'Open' | 'Closed' }`. */
  status: Present<Ticket_Status, 'id' | 'name'>;
  /** Updates, oldest first. */
  updates: FakeTicketUpdate[];
  /** The assigned customer user (the same object as in `users`). */
  assignedUser: FakeUser;
  /** Attached hardware servers (the same objects as in `hardware`). */
  attachedHardware: FakeHardware[];
}

/**
 * A ticket subject.
 *
 * @example
 * ```ts
 * const subject: FakeTicketSubject = { id: 1001, name: 'Accounting Request' };
 * ```
 */
export type FakeTicketSubject = Present<TicketSubject, 'id' | 'name'>;

/**
 * A customer user (never carries a password).
 *
 * @example
 * ```ts
 * const me = server.state.data.users.find((u) => u.username === FAKE_USERNAME);
 * ```
 */
export interface FakeUser
  extends Present<
    User,
    | 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'companyName' | 'address1' | 'city' | 'state' | 'country'
    | 'postalCode' | 'officePhone' | 'accountId' | 'displayName' | 'sslVpnAllowedFlag' | 'vpnManualConfig' | 'userStatusId'
    | 'isMasterUserFlag'
  > {
  /** Creation time. */
  createDate: string;
  /** The user who created this one (relation `parent`), if any. */
  parentId?: number;
  /** Status: `{ id, name }`. */
  userStatus: Present<User_Customer_Status, 'id' | 'name'>;
}

/**
 * A DNS resource record.
 *
 * @example
 * ```ts
 * const www: FakeResourceRecord = { id: 1, domainId: 2, host: 'www', type: 'A', data: '161.100.0.2', ttl: 3600 };
 * ```
 */
export interface FakeResourceRecord extends Present<DnsRecord, 'id' | 'domainId' | 'host' | 'type' | 'data' | 'ttl'> {
  /** Priority of an MX record. */
  mxPriority?: number;
}

/**
 * A DNS zone.
 *
 * @example
 * ```ts
 * const zone = server.state.data.domains.find((d) => d.name === 'example.com');
 * ```
 */
export interface FakeDomain extends Present<DnsZone, 'id' | 'name' | 'serial'> {
  /** The owning account's id: the fake's link to the account, not a property of the API's `Dns_Domain` (a mask cannot name it). */
  accountId: number;
  /** Last change. */
  updateDate: string;
  /** Records. */
  resourceRecords: FakeResourceRecord[];
}

/**
 * The account.
 *
 * @example
 * ```ts
 * server.state.data.account.companyName = 'Renamed Ltd.';
 * ```
 */
export interface FakeAccount
  extends Present<
    Account,
    | 'id' | 'companyName' | 'email' | 'firstName' | 'lastName' | 'address1' | 'city' | 'state' | 'country' | 'postalCode'
    | 'officePhone' | 'accountStatusId' | 'brandId'
  > {
  /** Creation time. */
  createDate: string;
}
