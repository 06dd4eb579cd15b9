/**
 * The service table: full service name → {@link ServiceSpec}.
 *
 * @module
 */
import type { ServiceSpec } from '../service-spec.js';
import { accountService } from './account.js';
import { bandwidthAllotmentService } from './bandwidth.js';
import { billingInvoiceItemService, billingInvoiceService, billingItemService, billingOrderService } from './billing.js';
import { dnsDomainService, resourceRecordService } from './dns.js';
import { emailSubscriptionService } from './email-subscription.js';
import { eventLogService } from './event-log.js';
import { hardwareServerService } from './hardware-server.js';
import { ipAddressService, subnetService, vlanService } from './network.js';
import { notificationEventService } from './notification.js';
import { provisioningHookService } from './provisioning-hook.js';
import { ticketService, ticketSubjectService } from './ticket.js';
import { userCustomerService } from './user-customer.js';
import { permissionActionService, permissionDepartmentService } from './user-permission.js';
import { virtualGuestService } from './virtual-guest.js';
import { vpnOverridesService } from './vpn-overrides.js';

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
  ['Vendor_User_Customer', userCustomerService],
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
