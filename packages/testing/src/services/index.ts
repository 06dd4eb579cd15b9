/**
 * The service table: full service name → {@link ServiceSpec}.
 *
 * @module
 */
import type { ServiceSpec } from '../service-spec.js';
import { accountService } from './account.js';
import { bandwidthAllotmentService } from './bandwidth.js';
import { billingItemService as networkBillingItemService } from './billing-item.js';
import { billingInvoiceItemService, billingInvoiceService, billingItemService, billingOrderService } from './billing.js';
import { serviceTable } from './combine.js';
import { dnsDomainService, resourceRecordService } from './dns.js';
import { emailSubscriptionService } from './email-subscription.js';
import { eventLogService } from './event-log.js';
import { hardwareServerService } from './hardware-server.js';
import { imageTemplateGroupService } from './image-template-group.js';
import { metricTrackingObjectService } from './metric-tracking-object.js';
import { locationDatacenterService, locationService, networkPodService } from './network-location.js';
import { subnetOrderService, subnetPackageService } from './network-order.js';
import { globalIpService, ipAddressService, rwhoisService, subnetService, vlanService } from './network.js';
import { notificationEventService } from './notification.js';
import { provisioningHookService } from './provisioning-hook.js';
import { searchService } from './search.js';
import { securitySshKeyService } from './security-ssh-key.js';
import { ticketService, ticketSubjectService } from './ticket.js';
import { userCustomerService } from './user-customer.js';
import { permissionActionService, permissionDepartmentService } from './user-permission.js';
import { guestNotificationService } from './user-customer-notification-virtual-guest.js';
import { virtualGuestService } from './virtual-guest.js';
import { vpnOverridesService } from './vpn-overrides.js';

/**
 * Every fake service by full name. A name that several areas register (their specs listed one
 * after the other) is one combined service, never a silent replacement (see `combine.ts`).
 */
export const SERVICES: ReadonlyMap<string, ServiceSpec> = serviceTable([
  ['Vendor_Account', accountService],
  ['Vendor_Virtual_Guest', virtualGuestService],
  ['Vendor_Hardware_Server', hardwareServerService],
  ['Vendor_Hardware', hardwareServerService],
  ['Vendor_Ticket', ticketService],
  ['Vendor_Ticket_Subject', ticketSubjectService],
  ['Vendor_Dns_Domain', dnsDomainService],
  ['Vendor_Dns_Domain_ResourceRecord', resourceRecordService],
  ['Vendor_Network_Subnet_IpAddress', ipAddressService],
  ['Vendor_Network_Subnet', subnetService],
  ['Vendor_Network_Vlan', vlanService],
  ['Vendor_Network_Subnet_IpAddress_Global', globalIpService],
  ['Vendor_Network_Subnet_Rwhois_Data', rwhoisService],
  ['Vendor_Network_Pod', networkPodService],
  ['Vendor_Location', locationService],
  ['Vendor_Location_Datacenter', locationDatacenterService],
  ['Vendor_Billing_Item', networkBillingItemService],
  ['Vendor_Search', searchService],
  ['Vendor_Product_Package', subnetPackageService],
  ['Vendor_Product_Order', subnetOrderService],
  ['Vendor_User_Customer', userCustomerService],
  ['Vendor_Security_Ssh_Key', securitySshKeyService],
  ['Vendor_Virtual_Guest_Block_Device_Template_Group', imageTemplateGroupService],
  ['Vendor_Metric_Tracking_Object', metricTrackingObjectService],
  ['Vendor_User_Customer_Notification_Virtual_Guest', guestNotificationService],
  ['Vendor_Billing_Invoice', billingInvoiceService],
  ['Vendor_Billing_Invoice_Item', billingInvoiceItemService],
  ['Vendor_Billing_Item', billingItemService],
  ['Vendor_Billing_Order', billingOrderService],
  ['Vendor_Email_Subscription', emailSubscriptionService],
  ['Vendor_Event_Log', eventLogService],
  ['Vendor_Network_Bandwidth_Version1_Allotment', bandwidthAllotmentService],
  ['Vendor_Network_Service_Vpn_Overrides', vpnOverridesService],
  ['Vendor_Notification_Occurrence_Event', notificationEventService],
  ['Vendor_Provisioning_Hook', provisioningHookService],
  ['Vendor_User_Permission_Action', permissionActionService],
  ['Vendor_User_Permission_Department', permissionDepartmentService],
]);
