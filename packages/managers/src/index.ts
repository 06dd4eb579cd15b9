/**
 * `@svclib/managers`: common jobs of the API in one method each, built from a `@svclib/core` client.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { VirtualServerManager } from '@svclib/managers';
 *
 * const vs = new VirtualServerManager(new Client({ username: 'u', apiKey: 'k' }));
 * const guests = await vs.listInstances({ datacenter: 'dal13' });
 * ```
 *
 * @module
 */
export { AccountManager } from './account-manager.js';
export type {
  AccountBillingItemsOptions, CancelItemOptions, EventType, InvoicesOptions, LimitOptions, RoutersOptions,
  UpcomingEventsOptions,
} from './account-options.js';
export { CapacityManager } from './capacity-manager.js';
export type {
  AvailableRoutersOptions, CapacityGuestOptions, CapacityLocation, CapacityRegion, CreateCapacityGuestOptions, CreateCapacityOptions, ReservedCapacityGroup,
} from './capacity-options.js';
export { DedicatedHostManager } from './dedicated-host-manager.js';
export type {
  CancelledGuest, DedicatedHostCreateOptions, DedicatedHostOrderOptions, DedicatedHostRecord, DedicatedHostRouter,
  ListDedicatedHostsOptions, ListHostGuestsOptions, NamedKey,
} from './dedicated-host-options.js';
export { DNSManager } from './dns-manager.js';
export type {
  CreateRecordMxOptions, CreateRecordOptions, CreateRecordPtrOptions, CreateRecordSrvOptions, CreateZoneOptions,
  GetZoneOptions, IterRecordsOptions, IterZonesOptions, ListRecordsOptions, ListZonesOptions, RecordChanges, ReverseDomain,
  SyncHostRecordOptions, SyncPtrRecordOptions, ZoneIdentifier,
} from './dns-manager.js';
export { NameResolutionError, UnexpectedResponseError } from './errors.js';
export type { NameResolutionReason } from './errors.js';
export { betweenDate, buildFilter, formatFilterDate, isFilterOperation, mergeFilters, queryFilter } from './filters.js';
export type { FilterOperation, FilterOption, ObjectFilter } from './filters.js';
export { HardwareManager } from './hardware-manager.js';
export type {
  CancelHardwareOptions, ComponentsOptions, EditHardwareOptions, FirmwareOptions, HardwareBandwidthDataOptions, HardwareIdentifier,
  IterHardwareOptions, ListHardwareOptions, NetworkComponentsOptions, RebootHardwareOptions, ReloadHardwareOptions, SearchHardwareOptions,
  UpgradeHardwareOptions,
} from './hardware-manager.js';
export type { HardwareOrderOptions } from './hardware-order.js';
export { ImageManager } from './image-manager.js';
export type {
  EditImageOptions, ImageIdentifier, ImportImageOptions, IterImagesOptions, ListImagesOptions,
} from './image-manager.js';
export type { ManagerCallOptions, ManagerClient } from './manager-client.js';
export { NetworkManager } from './network-manager.js';
export type {
  AddGlobalIpOptions, AddSubnetOptions, CancelNetworkItemOptions, EditRwhoisOptions, EditVlanOptions, GetDatacenterOptions,
  GetPodsOptions, IterGlobalIpsOptions, IterIpAddressesOptions, IterSubnetsOptions, IterVlansOptions, ListGlobalIpsOptions,
  ListIpAddressesOptions, ListSubnetsOptions, ListVlansOptions, NetworkIdentifier, SubnetKind, TagsInput,
  IterSecurityGroupsOptions, SecurityGroupOptions, SecurityGroupRuleOptions,
} from './network-manager.js';
export type { IterOptions, ListOptions, ObjectMask, RequestOptions, ResolveOptions } from './options.js';
export { OrderingManager } from './ordering-manager.js';
export type { OrderOptions, PriceOptions, QuoteOptions } from './ordering-manager.js';
export { PlacementGroupManager } from './placement-group-manager.js';
export type { PlacementGroup, PlacementGroupRule, PlacementGroupTemplate, PlacementRouter } from './placement-group-options.js';
export type { ReadyOptions } from './ready.js';
export { joinMask } from './selection.js';
export type { ByMask, MaskArg, Selecting } from './selection.js';
export type { ListServersOptions } from './server-list.js';
export type { EditServerOptions, ReloadOptions } from './server-templates.js';
export { SshKeyManager } from './ssh-key-manager.js';
export type { AddKeyOptions, EditKeyOptions, IterKeysOptions, ListKeysOptions, SshKeyIdentifier } from './ssh-key-manager.js';
export { TicketManager } from './ticket-manager.js';
export type {
  CreateTicketOptions, IterSubjectsOptions, IterTicketsOptions, ListSubjectsOptions, ListTicketsOptions, TicketFile,
  TicketTemplate,
} from './ticket-options.js';
export type {
  AllowedHost, BandwidthAllocation, BandwidthUsage, BlockDevice, BrowserConsoleAccessLog, DiskImage, GuestBillingItem,
  GuestNotification, ImageImportTemplate, ImageLocation, ImageTemplate, MetricDataPoint, NetworkComponentTemplate,
  NetworkStorage, SshKey, SshKeyTemplate, VirtualServerCreateOption, VirtualServerCreateOptions,
} from './types.js';
export type {
  Account, AccountSummary, BlockDeviceTemplate, Datacenter, DnsRecord, DnsZone, HardwareServer, IdOf, LoginToken, NarrowRecord, OrNull,
  NetworkComponent, OrderTemplate, ServerEditTemplate, ServerRecord, StatusRecord, TagReference, Ticket,
  TicketSubject, TicketUpdate, Transaction, User, UserTemplate, VirtualGuest, VirtualGuestTemplate, WithComplexType,
} from './types.js';
export type {
  BandwidthSample, HardDrive, HardwareBillingItem, HardwareComponent, HardwareCreateOption, HardwareCreateOptions,
  HardwareNotification, MaintenanceWindow, SensorReading, SoftwareComponent, SoftwarePassword, TrunkVlan,
} from './types/hardware.js';
export type {
  GlobalIpRecord, IpAddress, LocationDatacenter, NetworkBillingItem, NetworkDatacenterSummary, NetworkPod, NetworkRouter,
  RwhoisData, Subnet, SubnetOrder, SubnetOrderResult, SubnetPackageItem, Vlan,
} from './types/network.js';
export type {
  BandwidthPool, BillingItem, ImpactedResource, Invoice, InvoiceItem, MessageDeliveryAccount,
  NotificationEvent, ProvisioningHook, Router, SoftwareLicense, UpgradeRequest,
} from './types/account.js';
export type { DnsRecordTemplate } from './types/dns.js';
export type { TicketAttachment, TicketAttachmentFile } from './types/ticket.js';
export type {
  ApiAuthenticationKey, ContactAddress, DedicatedHost, EmailSubscription, EventLogEntry, LoginAttempt, NewUserTemplate, UserPermission,
  UserPermissionDepartment, VpnOverride,
} from './types/user.js';
export type {
  BillingOrder, CancellationRequest, ItemAttribute, ItemCategory, ItemPrice, Location, OrderContainer, OrderPrice,
  OrderReceipt, OrderVerification, PackageCategory, PackagePreset, PackageRegion, ProductItem, ProductOrder, ProductPackage,
  Quote,
} from './types/ordering.js';
export { UserManager } from './user-manager.js';
export type {
  CreateUserOptions, EditUserOptions, IterUsersOptions, ListUsersOptions, PermissionName, SinceOptions,
} from './user-options.js';
export type { UserIdentifier } from './user-manager.js';
export { VirtualServerManager } from './virtual-server-manager.js';
export type {
  BandwidthDataOptions, CreateInstanceCallOptions, CreateInstanceOptions, EditInstanceOptions, InstanceIdentifier,
  IterInstancesOptions, ListInstancesOptions, PowerOffOptions, RebootOptions, SearchInstancesOptions, SummaryDataOptions,
  WaitForReadyOptions,
} from './virtual-server-manager.js';
export type { CreateOptionsQuery, OrderGuestOptions, UpgradeDisk, UpgradeInstanceOptions } from './virtual-server-order.js';
