/**
 * The service table: full service name → {@link ServiceSpec}.
 *
 * @module
 */
import type { ServiceSpec } from '../service-spec.js';
import { accountService } from './account.js';
import { billingItemService } from './billing-item.js';
import { dnsDomainService, resourceRecordService } from './dns.js';
import { hardwareServerService } from './hardware-server.js';
import { locationDatacenterService, locationService, networkPodService } from './network-location.js';
import { subnetOrderService, subnetPackageService } from './network-order.js';
import { globalIpService, ipAddressService, rwhoisService, subnetService, vlanService } from './network.js';
import { searchService } from './search.js';
import { ticketService, ticketSubjectService } from './ticket.js';
import { userCustomerService } from './user-customer.js';
import { virtualGuestService } from './virtual-guest.js';

/** Every fake service by full name. */
export const SERVICES: ReadonlyMap<string, ServiceSpec> = new Map([
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
  ['Vendor_Billing_Item', billingItemService],
  ['Vendor_Search', searchService],
  ['Vendor_Product_Package', subnetPackageService],
  ['Vendor_Product_Order', subnetOrderService],
  ['Vendor_User_Customer', userCustomerService],
]);
