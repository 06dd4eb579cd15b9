/**
 * Shapes of the records held by the fake server's dataset. Nested objects and lists are
 * relations (returned only when a mask names them); every other field is a local property.
 * Dates are ISO-8601 strings (`2024-01-01T06:00:00Z`).
 *
 * @module
 */
import type { HardwareServer, VirtualGuest } from '@svclib/managers/types';

export type {
  FakeGlobalIpRecord, FakeIpAddress, FakeNetworkBillingItem, FakeNetworkPod, FakeRwhoisData, FakeSubnet, FakeVlan, Present,
} from './network-records.js';

/**
 * A datacenter (relation `datacenter`).
 *
 * @example
 * ```ts
 * const dc: FakeDatacenter = { id: 1_854_895, name: 'dal10', longName: 'Dallas 10' };
 * ```
 */
export interface FakeDatacenter {
  /** Datacenter id. */
  id: number;
  /** Short name, e.g. `dal10`. */
  name: string;
  /** Long name, e.g. `Dallas 10`. */
  longName: string;
}

/**
 * A status or power state: `{ keyName, name }`.
 *
 * @example
 * ```ts
 * const state: FakeKeyName = { keyName: 'RUNNING', name: 'Running' };
 * ```
 */
export interface FakeKeyName {
  /** Machine name, e.g. `ACTIVE`. */
  keyName: string;
  /** Display name, e.g. `Active`. */
  name: string;
}

/**
 * A tag reference (`tagReferences[]`), whose relation `tag` carries the name.
 *
 * @example
 * ```ts
 * const ref: FakeTagReference = { id: 1, tagId: 11, tag: { id: 11, name: 'production' } };
 * ```
 */
export interface FakeTagReference {
  /** Reference id. */
  id: number;
  /** Tag id. */
  tagId: number;
  /** The tag. */
  tag: {
    /** Tag id. */
    id: number;
    /** Tag name. */
    name: string;
  };
}

/**
 * A network component (`networkComponents[]`): `port` 0 is the private NIC, 1 the public one.
 *
 * @example
 * ```ts
 * const nic: FakeNetworkComponent = { id: 1, name: 'eth', port: 1, maxSpeed: 1000, speed: 1000, primaryIpAddress: '161.100.0.2' };
 * ```
 */
export interface FakeNetworkComponent {
  /** Component id. */
  id: number;
  /** Interface name prefix (`eth`). */
  name: string;
  /** Port number. */
  port: number;
  /** Maximum speed in Mbps. */
  maxSpeed: number;
  /** Current speed in Mbps. */
  speed: number;
  /** Address of the interface. */
  primaryIpAddress: string;
}

/**
 * An operating system, reached as `operatingSystem.softwareLicense.softwareDescription`.
 *
 * @example
 * ```ts
 * const code = guest.operatingSystem.softwareLicense.softwareDescription.referenceCode; // 'UBUNTU_22_64'
 * ```
 */
export interface FakeOperatingSystem {
  /** Component id. */
  id: number;
  /** The license, with its description. */
  softwareLicense: {
    /** License id. */
    id: number;
    /** What the software is. */
    softwareDescription: {
      /** Description id. */
      id: number;
      /** Product name. */
      name: string;
      /** Version. */
      version: string;
      /** Maker. */
      manufacturer: string;
      /** Reference code used by create templates (`operatingSystemReferenceCode`). */
      referenceCode: string;
    };
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
export interface FakeTransaction {
  /** Transaction id. */
  id: number;
  /** When it started. */
  createDate: string;
  /** Seconds since it started (at creation). */
  elapsedSeconds: number;
  /** What it does. */
  transactionStatus: {
    /** Machine name, e.g. `RELOAD_OS` or `PROVISION`. */
    name: string;
    /** Display name. */
    friendlyName: string;
  };
}

/**
 * The billing item of a server.
 *
 * @example
 * ```ts
 * const fee = Number(guest.billingItem.recurringFee);
 * ```
 */
export interface FakeBillingItem {
  /** Billing item id (the one that cancels the server). */
  id: number;
  /** Monthly fee (0 for hourly servers). */
  recurringFee: number;
  /** Hourly fee (0 for monthly servers). */
  hourlyRecurringFee: number;
  /** Category, e.g. `guest_core` or `server`. */
  categoryCode: string;
  /** Text of the item. */
  description: string;
  /** Child items (guests: memory, disks `guest_disk0`, …). */
  children?: Array<{
    /** Child item id. */
    id: number;
    /** Category, e.g. `guest_disk0`. */
    categoryCode: string;
    /** Text of the child item. */
    description: string;
  }>;
  /** The package the server was ordered from. */
  package?: {
    /** Package id. */
    id: number;
    /** Package key name. */
    keyName: string;
  };
  /** Child items on the next invoice (hardware: RAM, disks, …). */
  nextInvoiceChildren?: Array<{
    /** Child item id. */
    id: number;
    /** Category, e.g. `disk0`. */
    categoryCode: string;
    /** Text of the child item. */
    description: string;
    /** Recurring amount. */
    nextInvoiceTotalRecurringAmount: number;
  }>;
}

/**
 * A virtual guest (virtual server): the managers' `VirtualGuest` record (types only, from
 * `@svclib/managers`) with the fields the fake server always holds made required and narrowed.
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
  /** Running transaction, or null. */
  activeTransaction: FakeTransaction | null;
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
  /** Running transaction, or null. */
  activeTransaction: FakeTransaction | null;
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
export interface FakeTicketUpdate {
  /** Update id. */
  id: number;
  /** Ticket id. */
  ticketId: number;
  /** The text. */
  entry: string;
  /** When it was written. */
  createDate: string;
  /** `USER` or `EMPLOYEE`. */
  editorType: string;
}

/**
 * A support ticket.
 *
 * @example
 * ```ts
 * const open = server.state.data.tickets.filter((t) => t.status.name === 'Open');
 * ```
 */
export interface FakeTicket {
  /** Ticket id. */
  id: number;
  /** Title. */
  title: string;
  /** Owning account id. */
  accountId: number;
  /** Creation time. */
  createDate: string;
  /** Last change. */
  modifyDate: string;
  /** Last edit (ISO-8601). */
  lastEditDate: string;
  /** Ticket number shown to customers. */
  serviceProviderResourceId: string;
  /** 1001 Open, 1002 Closed. */
  statusId: number;
  /** Subject id (see `Ticket_Subject.getAllObjects`). */
  subjectId: number;
  /** Priority 0–4. */
  priority: number;
  /** Id of the assigned user. */
  assignedUserId: number;
  /** Status: `{ id, name: 'Open' | 'Closed' }`. */
  status: {
    /** Status id. */
    id: number;
    /** `Open` or `Closed`. */
    name: string;
  };
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
export interface FakeTicketSubject {
  /** Subject id. */
  id: number;
  /** Subject name. */
  name: string;
}

/**
 * A customer user (never carries a password).
 *
 * @example
 * ```ts
 * const me = server.state.data.users.find((u) => u.username === FAKE_USERNAME);
 * ```
 */
export interface FakeUser {
  /** User id. */
  id: number;
  /** Login name. */
  username: string;
  /** Email address. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Company name. */
  companyName: string;
  /** Street address. */
  address1: string;
  /** City. */
  city: string;
  /** State or region. */
  state: string;
  /** ISO country code. */
  country: string;
  /** Postal code. */
  postalCode: string;
  /** Office phone. */
  officePhone: string;
  /** Owning account id. */
  accountId: number;
  /** Creation time. */
  createDate: string;
  /** Name shown in the portal. */
  displayName: string;
  /** Whether the user may use the SSL VPN. */
  sslVpnAllowedFlag: boolean;
  /** Whether the user's VPN subnets are set by hand. */
  vpnManualConfig: boolean;
  /** The user who created this one (relation `parent`), if any. */
  parentId?: number;
  /** 1001 Active. */
  userStatusId: number;
  /** Status: `{ id, name }`. */
  userStatus: {
    /** Status id. */
    id: number;
    /** Status name. */
    name: string;
  };
}

/**
 * A DNS resource record.
 *
 * @example
 * ```ts
 * const www: FakeResourceRecord = { id: 1, domainId: 2, host: 'www', type: 'A', data: '161.100.0.2', ttl: 3600 };
 * ```
 */
export interface FakeResourceRecord {
  /** Record id. */
  id: number;
  /** Zone id. */
  domainId: number;
  /** Host part (`@` for the apex). */
  host: string;
  /** Type: `A`, `AAAA`, `CNAME`, `MX`, `NS`, `TXT`, … */
  type: string;
  /** Value. */
  data: string;
  /** Time to live in seconds. */
  ttl: number;
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
export interface FakeDomain {
  /** Zone id. */
  id: number;
  /** Zone name. */
  name: string;
  /** SOA serial (`YYYYMMDDnn`), increased by each record change. */
  serial: number;
  /** Owning account id. */
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
export interface FakeAccount {
  /** Account id. */
  id: number;
  /** Company name. */
  companyName: string;
  /** Contact email. */
  email: string;
  /** Contact first name. */
  firstName: string;
  /** Contact last name. */
  lastName: string;
  /** Street address. */
  address1: string;
  /** City. */
  city: string;
  /** State or region. */
  state: string;
  /** ISO country code. */
  country: string;
  /** Postal code. */
  postalCode: string;
  /** Office phone. */
  officePhone: string;
  /** 1001 Active. */
  accountStatusId: number;
  /** Brand id. */
  brandId: number;
  /** Creation time. */
  createDate: string;
}
