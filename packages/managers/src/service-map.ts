/**
 * The record types the managers work with, declared in `@svclib/core`'s `ServiceMap`: with
 * `@svclib/managers` imported, `client.Account.getObject()` resolves an {@link Account},
 * `client.Virtual_Guest.getObject({ id })` a {@link VirtualGuest}, and so on, with no type argument.
 *
 * @module
 */
import type {
  Account, DnsRecord, DnsZone, HardwareServer, IpAddress, Subnet, Ticket, TicketSubject, TicketUpdate, User, VirtualGuest,
  Vlan,
} from './types.js';
import type { ImageTemplate } from './types/image.js';
import type { SshKey } from './types/ssh-key.js';
import type { BlockDevice } from './types/virtual-guest.js';

declare module '@svclib/core' {
  interface ServiceMap {
    /** The account. */
    'Account.getObject': Account;
    /** Every virtual server of the account. */
    'Account.getVirtualGuests': VirtualGuest[];
    /** Hourly virtual servers. */
    'Account.getHourlyVirtualGuests': VirtualGuest[];
    /** Monthly virtual servers. */
    'Account.getMonthlyVirtualGuests': VirtualGuest[];
    'Account.getPrivateBlockDeviceTemplateGroups': ImageTemplate[];
    'Account.getSshKeys': SshKey[];
    /** Hardware servers. */
    'Account.getHardware': HardwareServer[];
    /** Tickets. */
    'Account.getTickets': Ticket[];
    /** Open tickets. */
    'Account.getOpenTickets': Ticket[];
    /** Closed tickets. */
    'Account.getClosedTickets': Ticket[];
    /** Customer users. */
    'Account.getUsers': User[];
    /** DNS zones. */
    'Account.getDomains': DnsZone[];
    /** Subnets. */
    'Account.getSubnets': Subnet[];
    /** VLANs. */
    'Account.getNetworkVlans': Vlan[];
    /** One virtual server. */
    'Virtual_Guest.getObject': VirtualGuest;
    'Virtual_Guest.getBlockDevices': BlockDevice[];
    'Virtual_Guest_Block_Device_Template_Group.getObject': ImageTemplate;
    'Virtual_Guest_Block_Device_Template_Group.getPublicImages': ImageTemplate[];
    'Security_Ssh_Key.getObject': SshKey;
    /** One hardware server. */
    'Hardware_Server.getObject': HardwareServer;
    /** One ticket. */
    'Ticket.getObject': Ticket;
    /** The updates of a ticket. */
    'Ticket.getUpdates': TicketUpdate[];
    /** Ticket subjects. */
    'Ticket_Subject.getAllObjects': TicketSubject[];
    /** One customer user. */
    'User_Customer.getObject': User;
    /** One DNS zone. */
    'Dns_Domain.getObject': DnsZone;
    /** The records of a DNS zone. */
    'Dns_Domain.getResourceRecords': DnsRecord[];
    /** One DNS record. */
    'Dns_Domain_ResourceRecord.getObject': DnsRecord;
    /** One subnet. */
    'Network_Subnet.getObject': Subnet;
    /** One VLAN. */
    'Network_Vlan.getObject': Vlan;
    /** The record of an IP address. */
    'Network_Subnet_IpAddress.getByIpAddress': IpAddress;
  }
}
