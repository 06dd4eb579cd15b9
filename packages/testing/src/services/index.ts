/**
 * The service table: full service name → {@link ServiceSpec}.
 *
 * @module
 */
import type { ServiceSpec } from '../service-spec.js';
import { accountService } from './account.js';
import { billingItemService, billingOrderService, cancellationRequestService, quoteService } from './billing.js';
import { dnsDomainService, resourceRecordService } from './dns.js';
import { hardwareServerService } from './hardware-server.js';
import {
  hardwareNotificationService, maintenanceWindowService, networkComponentService, softwarePasswordService,
} from './hardware-support.js';
import { imageTemplateGroupService } from './image-template-group.js';
import { locationService } from './location.js';
import { metricTrackingObjectService } from './metric-tracking-object.js';
import { locationDatacenterService, networkPodService } from './network-location.js';
import { globalIpService, ipAddressService, rwhoisService, subnetService, vlanService } from './network.js';
import { packagePresetService, productOrderService, productPackageService } from './product.js';
import { searchService } from './search.js';
import { securitySshKeyService } from './security-ssh-key.js';
import { ticketService, ticketSubjectService } from './ticket.js';
import { userCustomerService } from './user-customer.js';
import { guestNotificationService } from './user-customer-notification-virtual-guest.js';
import { virtualGuestService } from './virtual-guest.js';

/**
 * The service table of `entries`; a name given twice throws (the later entry would silently win).
 *
 * @example
 * ```ts
 * const table = serviceTable([['Vendor_Account', accountService]]);
 * ```
 */
export function serviceTable(entries: ReadonlyArray<readonly [string, ServiceSpec]>): ReadonlyMap<string, ServiceSpec> {
  const table = new Map<string, ServiceSpec>();
  for (const [name, spec] of entries) {
    if (table.has(name)) throw new Error(`Service ${name} is registered twice; fold both specs into one.`);
    table.set(name, spec);
  }
  return table;
}

/** Every fake service by full name. */
export const SERVICES: ReadonlyMap<string, ServiceSpec> = serviceTable([
  ['Vendor_Account', accountService],
  ['Vendor_Billing_Item', billingItemService],
  ['Vendor_Billing_Item_Cancellation_Request', cancellationRequestService],
  ['Vendor_Billing_Order', billingOrderService],
  ['Vendor_Billing_Order_Quote', quoteService],
  ['Vendor_Dns_Domain', dnsDomainService],
  ['Vendor_Dns_Domain_ResourceRecord', resourceRecordService],
  ['Vendor_Hardware', hardwareServerService],
  ['Vendor_Hardware_Server', hardwareServerService],
  ['Vendor_Location', locationService],
  ['Vendor_Location_Datacenter', locationDatacenterService],
  ['Vendor_Metric_Tracking_Object', metricTrackingObjectService],
  ['Vendor_Network_Component', networkComponentService],
  ['Vendor_Network_Pod', networkPodService],
  ['Vendor_Network_Subnet', subnetService],
  ['Vendor_Network_Subnet_IpAddress', ipAddressService],
  ['Vendor_Network_Subnet_IpAddress_Global', globalIpService],
  ['Vendor_Network_Subnet_Rwhois_Data', rwhoisService],
  ['Vendor_Network_Vlan', vlanService],
  ['Vendor_Product_Order', productOrderService],
  ['Vendor_Product_Package', productPackageService],
  ['Vendor_Product_Package_Preset', packagePresetService],
  ['Vendor_Provisioning_Maintenance_Window', maintenanceWindowService],
  ['Vendor_Search', searchService],
  ['Vendor_Software_Component_Password', softwarePasswordService],
  ['Vendor_Ticket', ticketService],
  ['Vendor_Ticket_Subject', ticketSubjectService],
  ['Vendor_User_Customer', userCustomerService],
  ['Vendor_Security_Ssh_Key', securitySshKeyService],
  ['Vendor_User_Customer_Notification_Hardware', hardwareNotificationService],
  ['Vendor_User_Customer_Notification_Virtual_Guest', guestNotificationService],
  ['Vendor_Virtual_Guest', virtualGuestService],
  ['Vendor_Virtual_Guest_Block_Device_Template_Group', imageTemplateGroupService],
]);
