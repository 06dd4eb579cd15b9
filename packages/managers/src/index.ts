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
export { BlockStorageManager } from './block-storage-manager.js';
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
export type {
  Account, Billing_Invoice, Billing_Invoice_Item, Billing_Item, Billing_Item_Cancellation_Request, Billing_Item_Hardware,
  Billing_Item_Virtual_Guest, Billing_Order, Billing_Order_Quote, Container_Network_Storage_DataCenterLimits_VolumeCountLimitContainer,
  Container_Network_Storage_Hub_ObjectStorage_Bucket, Container_Network_Storage_Hub_ObjectStorage_Endpoint, Container_Product_Order,
  Container_Product_Order_Receipt, Container_RemoteManagement_SensorReading, Container_User_Customer_Portal_Token, Dns_Domain,
  Dns_Domain_ResourceRecord, Email_Subscription, Event_Log, Hardware, Hardware_Component, Hardware_Router, Hardware_Server, Location,
  Location_Datacenter, Location_Region, Metric_Tracking_Object_Data, Network_Bandwidth_Usage, Network_Bandwidth_Version1_Allotment,
  Network_Component, Network_Message_Delivery, Network_Pod, Network_SecurityGroup, Network_SecurityGroup_Request,
  Network_SecurityGroup_RequestRules, Network_SecurityGroup_Rule, Network_Service_Vpn_Overrides, Network_Storage,
  Network_Storage_Allowed_Host, Network_Storage_Hub_Cleversafe_Account, Network_Storage_Property, Network_Storage_Schedule,
  Network_Subnet, Network_Subnet_IpAddress, Network_Subnet_IpAddress_Global, Network_Subnet_Rwhois_Data, Notification_Occurrence_Event,
  Notification_Occurrence_Resource, Product_Item, Product_Item_Attribute, Product_Item_Category, Product_Package,
  Product_Package_Order_Configuration, Product_Package_Preset, Product_Upgrade_Request, Provisioning_Hook,
  Provisioning_Maintenance_Window, Provisioning_Version1_Transaction, Security_Ssh_Key, Software_Component, Software_Component_Password,
  Tag_Reference, Ticket, Ticket_Attachment_File, Ticket_Subject, Ticket_Update, User_Customer, User_Customer_Access_Authentication,
  User_Customer_ApiAuthentication, User_Customer_Notification_Hardware, User_Customer_Notification_Virtual_Guest, User_Permission_Action,
  Virtual_BrowserConsoleAccessLog, Virtual_DedicatedHost, Virtual_Disk_Image, Virtual_Guest, Virtual_Guest_Block_Device,
  Virtual_Guest_Block_Device_Template_Group, Virtual_PlacementGroup, Virtual_PlacementGroup_Rule, Virtual_ReservedCapacityGroup,
} from '@svclib/model';
export { NameResolutionError, UnexpectedResponseError } from './errors.js';
export type { NameResolutionReason } from './errors.js';
export { betweenDate, buildFilter, formatFilterDate, isFilterOperation, mergeFilters, queryFilter } from './filters.js';
export type { FilterOperation, FilterOption, ObjectFilter } from './filters.js';
export { FileStorageManager } from './file-storage-manager.js';
export { HardwareManager } from './hardware-manager.js';
export type {
  CancelHardwareOptions, ComponentsOptions, EditHardwareOptions, FirmwareOptions, HardwareBandwidthDataOptions, HardwareIdentifier,
  HardwareCreateOptionsQuery, IterHardwareOptions, ListHardwareOptions, NetworkComponentsOptions, PortSpeedOptions, RebootHardwareOptions,
  ReloadHardwareOptions, SearchHardwareOptions, UpgradeHardwareOptions,
} from './hardware-manager.js';
export type { HardwareOrderOptions } from './hardware-order.js';
export { ImageManager } from './image-manager.js';
export type {
  EditImageOptions, ExportImageOptions, ImageIdentifier, ImportImageOptions, IterImagesOptions, ListImagesOptions,
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
export type { OrderOptions, OrderTemplateOptions, PriceOptions, QuoteOptions, RegionsOptions } from './ordering-manager.js';
export { PlacementGroupManager } from './placement-group-manager.js';
export type { PlacementGroup, PlacementGroupRule, PlacementGroupTemplate, PlacementRouter } from './placement-group-options.js';
export type { ReadyOptions } from './ready.js';
export { joinMask } from './selection.js';
export type { ByMask, MaskArg, Selecting } from './selection.js';
export type { ListServersOptions } from './server-list.js';
export type { EditServerOptions, ReloadOptions } from './server-templates.js';
export { SshKeyManager } from './ssh-key-manager.js';
export type { AddKeyOptions, EditKeyOptions, IterKeysOptions, ListKeysOptions, SshKeyIdentifier } from './ssh-key-manager.js';
export { StorageManager } from './storage-manager.js';
export type {
  CancelStorageOptions, HostAccessOptions, IterSnapshotListOptions, IterVolumesOptions, ListVolumesOptions, OrderDuplicateOptions,
  OrderModifiedOptions, OrderReplicantOptions, OrderSnapshotSpaceOptions, OrderVolumeOptions, RefreshDupeOptions, SnapshotListOptions,
  TestOrderOptions, VolumeIdentifier,
} from './storage-options.js';
export {
  blockOrFile, ENDURANCE_TIERS, findEnduranceTierIopsPerGb, findEntEnduranceTierPrice, findEntSpacePrice, findPerfIopsPrice, findPerfSpacePrice,
  findPriceByCategory, findSaasEnduranceSpacePrice, findSaasEnduranceTierPrice, findSaasPerformIopsPrice, findSaasPerformSpacePrice,
  findSaasReplicationPrice, findSaasSnapshotSpacePrice, findSnapshotScheduleId, getLocationId, getPackage, populateHostTemplates,
  prepareDuplicateOrderObject, prepareModifyOrderObject, prepareReplicantOrderObject, prepareSnapshotOrderObject, prepareVolumeOrderObject,
} from './storage-utils.js';
export type {
  DuplicateOrderOptions, HostIdsOptions, PriceRestrictionOptions, ServiceOffering, StorageLookupOptions, VolumeOrderOptions,
} from './storage-utils.js';
export type {
  DuplicateConversionStatus, ObjectStorageAccount, ObjectStorageBucket, ObjectStorageEndpoint, StorageHostTemplate, StorageOrder, StoragePackage,
  StoragePackageItem, StoragePrice, StorageProperty, StorageSchedule, VolumeCountLimit,
} from './types/storage.js';
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
  AccountSummary, BlockDeviceTemplate, Datacenter, DnsRecord, DnsZone, HardwareServer, IdOf, LoginToken, NarrowRecord, OrNull,
  NetworkComponent, OrderTemplate, ServerEditTemplate, ServerRecord, StatusRecord, TagReference,
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
  BillingOrder, CancellationRequest, ItemAttribute, ItemCategory, ItemPrice, OrderContainer, OrderPrice,
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
  BandwidthDataOptions, CaptureOptions, CreateInstanceCallOptions, CreateInstanceOptions, EditInstanceOptions, InstanceIdentifier,
  IterInstancesOptions, ListInstancesOptions, OrderGuestCallOptions, PowerOffOptions, RebootOptions, SearchInstancesOptions,
  SummaryDataOptions, WaitForReadyOptions,
} from './virtual-server-manager.js';
export type { CreateOptionsQuery, OrderGuestOptions, UpgradeDisk, UpgradeInstanceOptions } from './virtual-server-order.js';
// The waiters (also the `@svclib/managers/waiters` entry).
export {
  GUEST_READY_MASK, HARDWARE_READY_MASK, IMAGE_ACTIVE_MASK, isWaiterError, ORDER_DONE_STATUSES, ORDER_FAILED_STATUSES, STORAGE_MODIFIED_MASK,
  TICKET_ANSWER_MASK, WAIT_UNTIL_DEFAULTS, WaiterError, waitUntil, waitUntilDnsRecordPresent, waitUntilHardwareReady,
  waitUntilHardwareTransactionDone, waitUntilImageActive, waitUntilOrderProvisioned, waitUntilStorageModified, waitUntilTicketAnswered,
  waitUntilVirtualServerReady, waitUntilVirtualServerTransactionDone,
} from './waiters/index.js';
export type {
  AcceptorState, DnsRecordWaitInput, ErrorAcceptor, ImageWaitInput, OrderedServer, OrderProvisioning, OrderWaitInput, ResultAcceptor,
  ServerWaitInput, StorageWaitInput, TicketWaitInput, WaiterAcceptor, WaiterCheck, WaiterClock, WaiterConfig, WaiterPacing,
  WaiterPollContext, WaiterResult, WaiterState, WaiterSuccess,
} from './waiters/index.js';
