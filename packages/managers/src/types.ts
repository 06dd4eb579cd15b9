/**
 * Record types of the API as the managers see them. The API returns only what the object mask asks
 * for, so every field is optional. Relations are typed with the record they point at.
 *
 * @module
 */
import type {
  Account as ModelAccount, Container_User_Customer_Portal_Token, Dns_Domain, Dns_Domain_ResourceRecord, Hardware_Server, Location,
  Network_Component, Virtual_Guest,
  Provisioning_Version1_Transaction, Tag_Reference, Ticket as ModelTicket, Ticket_Subject, Ticket_Update, User_Customer,
} from '@svclib/model';

export type {
  GlobalIpRecord, IpAddress, LocationDatacenter, NetworkBillingItem, NetworkDatacenterSummary, NetworkPod, NetworkRouter,
  RwhoisData, Subnet, SubnetOrder, SubnetOrderResult, SubnetPackageItem, Vlan,
} from './types/network.js';

export type { ImageImportTemplate, ImageLocation, ImageTemplate } from './types/image.js';
export type { SshKey, SshKeyTemplate } from './types/ssh-key.js';
export type {
  AllowedHost, BandwidthAllocation, BandwidthUsage, BlockDevice, BrowserConsoleAccessLog, DiskImage, GuestBillingItem,
  GuestNotification, MetricDataPoint, NetworkStorage, VirtualServerCreateOption, VirtualServerCreateOptions,
} from './types/virtual-guest.js';

/**
 * A datacenter (location), as reached by `datacenter` relations.
 * The generated record `Location` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const dc: Datacenter = { id: 1, name: 'dal13', longName: 'Dallas 13' };
 * ```
 */
export type Datacenter = Location;

/**
 * A tag reference of a server (`tagReferences.tag.name`).
 * The generated record `Tag_Reference` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const names = (guest.tagReferences ?? []).map((ref) => ref.tag?.name);
 * ```
 */
export type TagReference = Tag_Reference;

/**
 * A provisioning transaction (`activeTransaction`, `lastTransaction`).
 * The generated record `Provisioning_Version1_Transaction` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * if (guest.activeTransaction) console.log(guest.activeTransaction.transactionStatus?.name);
 * ```
 */
export type Transaction = Provisioning_Version1_Transaction;

/**
 * The `status`/`powerState`/`hardwareStatus` shape: a key name and a display name.
 *
 * @example
 * ```ts
 * if (guest.powerState?.keyName === 'RUNNING') console.log('up');
 * ```
 */
export interface StatusRecord {
  /** Status id. */
  id?: number;
  /** Machine name, e.g. `ACTIVE`, `RUNNING`. */
  keyName?: string;
  /** Display name. */
  name?: string;
  /** Status text (hardware). */
  status?: string;
}

/**
 * The account (`Account.getObject` result).
 * The generated record `Account` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const account: Account = await new AccountManager(client).getAccount();
 * console.log(account.companyName);
 * ```
 */
export type Account = ModelAccount;

/**
 * Counts of the account's resources ({@link AccountManager.getSummary}): the count properties of the
 * generated record `Account` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const { virtualGuestCount = 0, openTicketCount = 0 } = await accounts.getSummary();
 * ```
 */
export type AccountSummary = Pick<ModelAccount,
  'id' | 'companyName' | 'virtualGuestCount' | 'hardwareCount' | 'ticketCount' | 'openTicketCount' | 'userCount' | 'domainCount'>;

/**
 * A customer user (`User_Customer`).
 * The generated record `User_Customer` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const me: User = await new UserManager(client).getCurrentUser();
 * ```
 */
export type User = User_Customer;

/**
 * The changes accepted by {@link UserManager.editUser} (`User_Customer.editObject` template).
 *
 * @example
 * ```ts
 * await users.editUser('alice', { firstName: 'Alice', email: 'alice@example.com' });
 * ```
 */
export interface UserTemplate {
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** Email address. */
  email?: string;
  /** Display name. */
  displayName?: string;
  /** Company name. */
  companyName?: string;
  /** Any other property the API accepts. */
  [property: string]: unknown;
}

/**
 * A login token (`User_Customer.getPortalLoginToken` result).
 * The generated record `Container_User_Customer_Portal_Token` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const token = await client.call('User_Customer', 'getPortalLoginToken', { args: ['u', 'p', null, null] });
 * ```
 */
export type LoginToken = Container_User_Customer_Portal_Token;

/**
 * A support ticket subject (`Ticket_Subject`).
 * The generated record `Ticket_Subject` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const [subject] = await tickets.listSubjects();
 * await tickets.createTicket({ title: 'Help', body: '…', subjectId: subject!.id! });
 * ```
 */
export type TicketSubject = Ticket_Subject;

/**
 * An update of a ticket (`Ticket.addUpdate` input is `{ entry }`; a read update has more).
 * The generated record `Ticket_Update` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const update: TicketUpdate = { entry: 'Rebooted, works now.' };
 * ```
 */
export type TicketUpdate = Ticket_Update;

/**
 * A support ticket.
 * The generated record `Ticket` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const ticket: Ticket = await tickets.getTicket(123);
 * for (const update of ticket.updates ?? []) console.log(update.entry);
 * ```
 */
export type Ticket = ModelTicket;

/**
 * A network component of a server.
 * The generated record `Network_Component` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const speeds = (guest.networkComponents ?? []).map((nic) => nic.maxSpeed);
 * ```
 */
export type NetworkComponent = Network_Component;

/**
 * What every server record has, virtual ({@link VirtualGuest}) or hardware ({@link HardwareServer}).
 *
 * @example
 * ```ts
 * const servers: ServerRecord[] = [...(await vs.listInstances()), ...(await hw.listHardware())];
 * console.log(servers.map((server) => server.fullyQualifiedDomainName));
 * ```
 */
export interface ServerRecord {
  /** Server id. */
  id?: number;
  /** Global identifier (UUID). */
  globalIdentifier?: string;
  /** Host name. */
  hostname?: string;
  /** Domain. */
  domain?: string;
  /** `hostname.domain`. */
  fullyQualifiedDomainName?: string;
  /** Public address. */
  primaryIpAddress?: string;
  /** Private address. */
  primaryBackendIpAddress?: string;
  /** Notes. */
  notes?: string;
  /** Set once provisioning finished. */
  provisionDate?: string | Date | null;
  /** Datacenter (`datacenter` relation). */
  datacenter?: Datacenter;
  /** The transaction running now (`activeTransaction` relation). */
  activeTransaction?: Transaction | null;
  /** Tags (`tagReferences` relation). */
  tagReferences?: TagReference[];
  /** Network components (`networkComponents` relation). */
  networkComponents?: NetworkComponent[];
}

/**
 * A virtual server (`Virtual_Guest`).
 * The generated record `Virtual_Guest` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const guest: VirtualGuest = await vs.getInstance('web1');
 * console.log(guest.fullyQualifiedDomainName, guest.primaryIpAddress);
 * ```
 */
export type VirtualGuest = Virtual_Guest;

/**
 * A hardware (bare-metal) server (`Hardware_Server`).
 * The generated record `Hardware_Server` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const server: HardwareServer = await hw.getHardware('db1.example.com');
 * ```
 */
export type HardwareServer = Hardware_Server;

/**
 * The changes accepted by `editObject` of a server ({@link VirtualServerManager.editInstance},
 * {@link HardwareManager.editHardware}).
 *
 * @example
 * ```ts
 * const changes: ServerEditTemplate = { hostname: 'web2', notes: 'moved' };
 * ```
 */
export interface ServerEditTemplate {
  /** New host name. */
  hostname?: string;
  /** New domain. */
  domain?: string;
  /** New notes. */
  notes?: string;
  /** New user data. */
  userData?: {
    /** The user data text. */
    value: string;
  }[];
}

/**
 * A block device of the creation template: device `"0"` is the boot disk, then `"2"`, `"3"`, …
 *
 * @example
 * ```ts
 * const disk: BlockDeviceTemplate = { device: '0', diskImage: { capacity: 25 } };
 * ```
 */
export interface BlockDeviceTemplate {
  /** Device number as a string. */
  device: string;
  /** Disk size. */
  diskImage: {
    /** Capacity in GB. */
    capacity: number;
  };
}

/**
 * The virtual-server creation template (`Virtual_Guest.createObject` input). The seed shows the two
 * flags as the strings `'true'`/`'false'`; the managers send booleans, and both are accepted here.
 *
 * @example
 * ```ts
 * const template: VirtualGuestTemplate = {
 *   hostname: 'web1', domain: 'example.com', startCpus: 2, maxMemory: 4096,
 *   hourlyBillingFlag: true, localDiskFlag: true, operatingSystemReferenceCode: 'UBUNTU_LATEST',
 * };
 * ```
 */
export interface VirtualGuestTemplate {
  /** Host name. */
  hostname?: string;
  /** Domain. */
  domain?: string;
  /** Number of CPUs. */
  startCpus?: number;
  /** Memory in MB. */
  maxMemory?: number;
  /** Local disk versus SAN. */
  localDiskFlag?: boolean | 'true' | 'false';
  /** Hourly versus monthly billing. */
  hourlyBillingFlag?: boolean | 'true' | 'false';
  /** Operating-system reference code (not with `blockDeviceTemplateGroup`). */
  operatingSystemReferenceCode?: string;
  /** Image to boot (not with `operatingSystemReferenceCode`). */
  blockDeviceTemplateGroup?: {
    /** Image global identifier. */
    globalIdentifier: string;
  };
  /** Datacenter by name. */
  datacenter?: {
    /** Datacenter name, e.g. `dal13`. */
    name: string;
  };
  /** Public VLAN (and subnet), or router, and security groups. */
  primaryNetworkComponent?: NetworkComponentTemplate;
  /** Private VLAN (and subnet), or router, and security groups. */
  primaryBackendNetworkComponent?: NetworkComponentTemplate;
  /** User data. */
  userData?: {
    /** The user data text. */
    value: string;
  }[];
  /** Port speed. */
  networkComponents?: {
    /** Port speed in Mbps. */
    maxSpeed: number;
  }[];
  /** Disks. */
  blockDevices?: BlockDeviceTemplate[];
  /** Post-install script URI. */
  postInstallScriptUri?: string;
  /** SSH keys by id. */
  sshKeys?: {
    /** SSH key id. */
    id: number;
  }[];
  /** Run on a host of its own. */
  dedicatedAccountHostOnlyFlag?: boolean;
  /** No public network. */
  privateNetworkOnlyFlag?: boolean;
  /** A transient guest. */
  transientGuestFlag?: boolean;
  /** The dedicated host to run on. */
  dedicatedHost?: {
    /** Dedicated host id. */
    id: number;
  };
  /** Flavor and boot mode. */
  supplementalCreateObjectOptions?: {
    /** Flavor key name, e.g. `B1_2X8X25`. */
    flavorKeyName?: string;
    /** Boot mode, e.g. `HVM`. */
    bootMode?: string;
  };
}

/**
 * The primary (public) or backend (private) network component of a creation template: a VLAN
 * (optionally with its subnet) or a router, plus security groups.
 *
 * @example
 * ```ts
 * const nic: NetworkComponentTemplate = { networkVlan: { id: 1234, primarySubnet: { id: 99 } } };
 * ```
 */
export interface NetworkComponentTemplate {
  /** The VLAN. */
  networkVlan?: {
    /** VLAN id. */
    id: number;
    /** The subnet on that VLAN. */
    primarySubnet?: {
      /** Subnet id. */
      id: number;
    };
  };
  /** The router (instead of a VLAN). */
  router?: {
    /** Router id. */
    id: number;
  };
  /** Security groups bound to the interface. */
  securityGroupBindings?: {
    /** The group. */
    securityGroup: {
      /** Security group id. */
      id: number;
    };
  }[];
}

/**
 * The order a creation template would place (`Virtual_Guest.generateOrderTemplate` result). Its
 * shape belongs to the ordering API; the fields the managers know are typed, the rest kept.
 *
 * @example
 * ```ts
 * const order = await vs.verifyCreateInstance(options);
 * console.log(order.prices?.length);
 * ```
 */
export interface OrderTemplate {
  /** Order container type. */
  complexType?: string;
  /** Prices of the items ordered. */
  prices?: {
    /** Price id. */
    id?: number;
    /** The item priced. */
    item?: {
      /** Item description. */
      description?: string;
    };
  }[];
  /** Any other property of the order. */
  [property: string]: unknown;
}

/**
 * A DNS zone (`Dns_Domain`).
 * The generated record `Dns_Domain` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const zone: DnsZone = await dns.getZone('example.com');
 * ```
 */
export type DnsZone = Dns_Domain;

/**
 * A DNS resource record (`Dns_Domain_ResourceRecord`).
 * The generated record `Dns_Domain_ResourceRecord` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const record: DnsRecord = await dns.createRecord('example.com', 'www', 'A', '10.0.0.5', 3600);
 * ```
 */
export type DnsRecord = Dns_Domain_ResourceRecord;

