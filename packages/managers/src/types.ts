/**
 * Record types of the API as the managers see them. The API returns only what the object mask asks
 * for, so every field is optional. Relations are typed with the record they point at.
 *
 * @module
 */
import type {
  Account as ModelAccount, Container_Product_Order, Container_User_Customer_Portal_Token, Dns_Domain, Dns_Domain_ResourceRecord,
  Hardware_Router, Hardware_Server, Hardware_Status, Location, Network_Component, Network_SecurityGroup, Network_Subnet, Network_Vlan,
  Provisioning_Version1_Transaction, Security_Ssh_Key, Tag_Reference, Ticket_Subject, Ticket_Update, User_Customer,
  Virtual_DedicatedHost, Virtual_Disk_Image, Virtual_Guest, Virtual_Guest_Attribute, Virtual_Guest_Block_Device,
  Virtual_Guest_Block_Device_Template_Group, Virtual_Guest_Network_Component, Virtual_Guest_Power_State, Virtual_Guest_Status,
  Virtual_Guest_SupplementalCreateObjectOptions, Virtual_Network_SecurityGroup_NetworkComponentBinding,
} from '@svclib/model';

import type { IdOf, NarrowRecord } from './types/narrow.js';

export type { IdOf, NarrowRecord, OrNull, WithComplexType } from './types/narrow.js';

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
 *
 * @deprecated Use `Location` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Tag_Reference` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Provisioning_Version1_Transaction` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type Transaction = Provisioning_Version1_Transaction;

/**
 * The `status`/`powerState`/`hardwareStatus` shape: a key name and a display name.
 * The generated records `Virtual_Guest_Power_State`, `Virtual_Guest_Status` and `Hardware_Status` of `@svclib/model`, together.
 *
 * @example
 * ```ts
 * if (guest.powerState?.keyName === 'RUNNING') console.log('up');
 * ```
 */
export type StatusRecord = Virtual_Guest_Power_State & Virtual_Guest_Status & Hardware_Status;

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
 *
 * @deprecated Use `User_Customer` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type User = User_Customer;

/**
 * The changes accepted by {@link UserManager.editUser} (`User_Customer.editObject` template).
 * The generated record `User_Customer` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * await users.editUser('alice', { firstName: 'Alice', email: 'alice@example.com' });
 * ```
 *
 * @deprecated Use `User_Customer` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type UserTemplate = User_Customer;

/**
 * A login token (`User_Customer.getPortalLoginToken` result).
 * The generated record `Container_User_Customer_Portal_Token` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const token = await client.call('User_Customer', 'getPortalLoginToken', { args: ['u', 'p', null, null] });
 * ```
 *
 * @deprecated Use `Container_User_Customer_Portal_Token` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Ticket_Subject` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Ticket_Update` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type TicketUpdate = Ticket_Update;

/**
 * A network component of a server.
 * The generated record `Network_Component` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const speeds = (guest.networkComponents ?? []).map((nic) => nic.maxSpeed);
 * ```
 *
 * @deprecated Use `Network_Component` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type NetworkComponent = Network_Component;

/**
 * A server record, virtual ({@link Virtual_Guest}) or hardware ({@link Hardware_Server}): the generated
 * records `Virtual_Guest` or `Hardware_Server` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const servers: ServerRecord[] = [...(await vs.listInstances()), ...(await hw.listHardware())];
 * console.log(servers.map((server) => server.fullyQualifiedDomainName));
 * ```
 */
export type ServerRecord = Virtual_Guest | Hardware_Server;

/**
 * A virtual server (`Virtual_Guest`).
 * The generated record `Virtual_Guest` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const guest: VirtualGuest = await vs.getInstance('web1');
 * console.log(guest.fullyQualifiedDomainName, guest.primaryIpAddress);
 * ```
 *
 * @deprecated Use `Virtual_Guest` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Hardware_Server` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type HardwareServer = Hardware_Server;

/**
 * The changes accepted by `editObject` of a server ({@link VirtualServerManager.editInstance},
 * {@link HardwareManager.editHardware}), narrowed from the generated record `Virtual_Guest` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const changes: ServerEditTemplate = { hostname: 'web2', notes: 'moved' };
 * ```
 */
export type ServerEditTemplate = Pick<Virtual_Guest, 'hostname' | 'domain' | 'notes'> & NarrowRecord<Virtual_Guest, {
  /** New user data (`value` of each attribute). */
  userData?: Required<Pick<Virtual_Guest_Attribute, 'value'>>[];
}>;

/**
 * A block device of the creation template: device `"0"` is the boot disk, then `"2"`, `"3"`, …
 * Narrowed from the generated record `Virtual_Guest_Block_Device` of `@svclib/model`.
 *
 * @example
 * ```ts
 * const disk: BlockDeviceTemplate = { device: '0', diskImage: { capacity: 25 } };
 * ```
 */
export type BlockDeviceTemplate = Required<Pick<Virtual_Guest_Block_Device, 'device'>> & NarrowRecord<Virtual_Guest_Block_Device, {
  /** Disk size: `capacity` in GB. */
  diskImage: Required<Pick<Virtual_Disk_Image, 'capacity'>>;
}>;

/**
 * The virtual-server creation template (`Virtual_Guest.createObject` input), narrowed from the generated record
 * `Virtual_Guest` of `@svclib/model`. The seed shows the two
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
export type VirtualGuestTemplate = Pick<Virtual_Guest,
  'hostname' | 'domain' | 'startCpus' | 'maxMemory' | 'operatingSystemReferenceCode' | 'postInstallScriptUri' |
  'dedicatedAccountHostOnlyFlag' | 'privateNetworkOnlyFlag' | 'transientGuestFlag'
> & {
  /** Local disk versus SAN (the seed shows `'true'`/`'false'`; the managers send booleans). */
  localDiskFlag?: Virtual_Guest['localDiskFlag'] | 'true' | 'false';
  /** Hourly versus monthly billing (`'true'`/`'false'` accepted as for `localDiskFlag`). */
  hourlyBillingFlag?: Virtual_Guest['hourlyBillingFlag'] | 'true' | 'false';
} & NarrowRecord<Virtual_Guest, {
  /** Image to boot (not with `operatingSystemReferenceCode`). */
  blockDeviceTemplateGroup?: Required<Pick<Virtual_Guest_Block_Device_Template_Group, 'globalIdentifier'>>;
  /** Datacenter by name, e.g. `dal13`. */
  datacenter?: Required<Pick<Location, 'name'>>;
  /** Public VLAN (and subnet), or router, and security groups. */
  primaryNetworkComponent?: NetworkComponentTemplate;
  /** Private VLAN (and subnet), or router, and security groups. */
  primaryBackendNetworkComponent?: NetworkComponentTemplate;
  /** User data. */
  userData?: Required<Pick<Virtual_Guest_Attribute, 'value'>>[];
  /** Port speed in Mbps. */
  networkComponents?: Required<Pick<Virtual_Guest_Network_Component, 'maxSpeed'>>[];
  /** Disks. */
  blockDevices?: BlockDeviceTemplate[];
  /** SSH keys by id. */
  sshKeys?: IdOf<Security_Ssh_Key>[];
  /** The dedicated host to run on. */
  dedicatedHost?: IdOf<Virtual_DedicatedHost>;
  /** Flavor key name (e.g. `B1_2X8X25`) and boot mode (e.g. `HVM`). */
  supplementalCreateObjectOptions?: Pick<Virtual_Guest_SupplementalCreateObjectOptions, 'flavorKeyName' | 'bootMode'>;
}>;

/**
 * The primary (public) or backend (private) network component of a creation template (narrowed from the generated
 * record `Virtual_Guest_Network_Component` of `@svclib/model`): a VLAN
 * (optionally with its subnet) or a router, plus security groups.
 *
 * @example
 * ```ts
 * const nic: NetworkComponentTemplate = { networkVlan: { id: 1234, primarySubnet: { id: 99 } } };
 * ```
 */
export type NetworkComponentTemplate = NarrowRecord<Virtual_Guest_Network_Component, {
  /** The VLAN by id, optionally with the subnet on it. */
  networkVlan?: IdOf<Network_Vlan> & NarrowRecord<Network_Vlan, {
    /** The subnet on that VLAN, by id. */
    primarySubnet?: IdOf<Network_Subnet>;
  }>;
  /** The router by id (instead of a VLAN). */
  router?: IdOf<Hardware_Router>;
  /** Security groups bound to the interface, by id. */
  securityGroupBindings?: NarrowRecord<Virtual_Network_SecurityGroup_NetworkComponentBinding, {
    /** The group. */
    securityGroup: IdOf<Network_SecurityGroup>;
  }>[];
}>;

/**
 * The order a creation template would place (`Virtual_Guest.generateOrderTemplate` result).
 * The generated record `Container_Product_Order` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const order = await vs.verifyCreateInstance(options);
 * console.log(order.prices?.length);
 * ```
 *
 * @deprecated Use `Container_Product_Order` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type OrderTemplate = Container_Product_Order;

/**
 * A DNS zone (`Dns_Domain`).
 * The generated record `Dns_Domain` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const zone: DnsZone = await dns.getZone('example.com');
 * ```
 *
 * @deprecated Use `Dns_Domain` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Dns_Domain_ResourceRecord` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type DnsRecord = Dns_Domain_ResourceRecord;

