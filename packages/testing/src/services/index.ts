/**
 * The service table: full service name → {@link ServiceSpec}.
 *
 * @module
 */
import type { ServiceSpec } from './service-spec.js';
import { accountService } from './account.js';
import { bandwidthAllotmentService } from './bandwidth.js';
import {
  billingInvoiceItemService, billingInvoiceService, billingItemService as accountBillingItemService,
  billingOrderService as accountBillingOrderService,
} from './billing-account.js';
import { billingItemService, billingOrderService, cancellationRequestService, quoteService } from './billing.js';
import { serviceTable } from './combine.js';
import { dnsDomainService, resourceRecordService } from './dns.js';
import { emailSubscriptionService } from './email-subscription.js';
import { eventLogService } from './event-log.js';
import { hardwareServerService, hardwareService } from './hardware-server.js';
import {
  hardwareNotificationService, maintenanceWindowService, networkComponentService, softwarePasswordService,
} from './hardware-support.js';
import { imageTemplateGroupService } from './image-template-group.js';
import { locationService } from './location.js';
import { metricTrackingObjectService } from './metric-tracking-object.js';
import { locationDatacenterService, networkPodService } from './network-location.js';
import { globalIpService, ipAddressService, rwhoisService, subnetService, vlanService } from './network.js';
import { networkStorageService, securityGroupService } from './network-security-group.js';
import {
  allowedHostService, hubAccountService, storageBillingItemService, storageIscsiService, storageVolumeService,
} from './network-storage.js';
import { notificationEventService } from './notification.js';
import { packagePresetService, productOrderService, productPackageService } from './product.js';
import { provisioningHookService } from './provisioning-hook.js';
import { searchService } from './search.js';
import { securitySshKeyService } from './security-ssh-key.js';
import { ticketService, ticketSubjectService } from './ticket.js';
import { userCustomerService } from './user-customer.js';
import { permissionActionService, permissionDepartmentService } from './user-permission.js';
import { guestNotificationService } from './user-customer-notification-virtual-guest.js';
import { virtualGuestService } from './virtual-guest.js';
import {
  dedicatedHostService, placementGroupRuleService, placementGroupService, reservedCapacityGroupService,
} from './virtual-capacity.js';
import { vpnOverridesService } from './vpn-overrides.js';

/**
 * Every fake service by full name. A name that several areas register (their specs listed one
 * after the other) is one combined service, never a silent replacement (see `combine.ts`).
 * `Billing_Item` (network and hardware items: `billing.ts`), `Location`, `Product_Package` and
 * `Product_Order` were folded by hand into one spec each.
 */
export const SERVICES: ReadonlyMap<string, ServiceSpec> = serviceTable([
  ['Vendor_Account', accountService],
  ['Vendor_Billing_Invoice', billingInvoiceService],
  ['Vendor_Billing_Invoice_Item', billingInvoiceItemService],
  ['Vendor_Billing_Item', accountBillingItemService],
  ['Vendor_Billing_Item', billingItemService],
  ['Vendor_Billing_Item', storageBillingItemService],
  ['Vendor_Billing_Item_Cancellation_Request', cancellationRequestService],
  ['Vendor_Billing_Order', accountBillingOrderService],
  ['Vendor_Billing_Order', billingOrderService],
  ['Vendor_Billing_Order_Quote', quoteService],
  ['Vendor_Dns_Domain', dnsDomainService],
  ['Vendor_Dns_Domain_ResourceRecord', resourceRecordService],
  ['Vendor_Email_Subscription', emailSubscriptionService],
  ['Vendor_Event_Log', eventLogService],
  ['Vendor_Hardware', hardwareService],
  ['Vendor_Hardware_Server', hardwareServerService],
  ['Vendor_Location', locationService],
  ['Vendor_Location_Datacenter', locationDatacenterService],
  ['Vendor_Metric_Tracking_Object', metricTrackingObjectService],
  ['Vendor_Network_Bandwidth_Version1_Allotment', bandwidthAllotmentService],
  ['Vendor_Network_Component', networkComponentService],
  ['Vendor_Network_Pod', networkPodService],
  ['Vendor_Network_SecurityGroup', securityGroupService],
  ['Vendor_Network_Service_Vpn_Overrides', vpnOverridesService],
  ['Vendor_Network_Storage', networkStorageService],
  ['Vendor_Network_Storage', storageVolumeService],
  ['Vendor_Network_Storage_Allowed_Host', allowedHostService],
  ['Vendor_Network_Storage_Hub_Cleversafe_Account', hubAccountService],
  ['Vendor_Network_Storage_Iscsi', storageIscsiService],
  ['Vendor_Network_Subnet', subnetService],
  ['Vendor_Network_Subnet_IpAddress', ipAddressService],
  ['Vendor_Network_Subnet_IpAddress_Global', globalIpService],
  ['Vendor_Network_Subnet_Rwhois_Data', rwhoisService],
  ['Vendor_Network_Vlan', vlanService],
  ['Vendor_Notification_Occurrence_Event', notificationEventService],
  ['Vendor_Product_Order', productOrderService],
  ['Vendor_Product_Package', productPackageService],
  ['Vendor_Product_Package_Preset', packagePresetService],
  ['Vendor_Provisioning_Hook', provisioningHookService],
  ['Vendor_Provisioning_Maintenance_Window', maintenanceWindowService],
  ['Vendor_Search', searchService],
  ['Vendor_Security_Ssh_Key', securitySshKeyService],
  ['Vendor_Software_Component_Password', softwarePasswordService],
  ['Vendor_Ticket', ticketService],
  ['Vendor_Ticket_Subject', ticketSubjectService],
  ['Vendor_User_Customer', userCustomerService],
  ['Vendor_User_Customer_Notification_Hardware', hardwareNotificationService],
  ['Vendor_User_Customer_Notification_Virtual_Guest', guestNotificationService],
  ['Vendor_User_Permission_Action', permissionActionService],
  ['Vendor_User_Permission_Department', permissionDepartmentService],
  ['Vendor_Virtual_Guest', virtualGuestService],
  ['Vendor_Virtual_Guest_Block_Device_Template_Group', imageTemplateGroupService],
  ['Vendor_Virtual_DedicatedHost', dedicatedHostService],
  ['Vendor_Virtual_PlacementGroup', placementGroupService],
  ['Vendor_Virtual_PlacementGroup_Rule', placementGroupRuleService],
  ['Vendor_Virtual_ReservedCapacityGroup', reservedCapacityGroupService],
]);
