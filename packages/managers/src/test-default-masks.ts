/**
 * Test helper (not shipped): each default mask of the managers with the call that sends it, for the
 * conformance tests (`conformance.test.ts`, `default-masks.test.ts`).
 *
 * @module
 */
import { AccountManager } from './account-manager.js';
import { CapacityManager } from './capacity-manager.js';
import { DedicatedHostManager } from './dedicated-host-manager.js';
import { DNSManager } from './dns-manager.js';
import { HardwareManager } from './hardware-manager.js';
import { ImageManager } from './image-manager.js';
import { NetworkManager } from './network-manager.js';
import { OrderingManager } from './ordering-manager.js';
import { PlacementGroupManager } from './placement-group-manager.js';
import { BlockStorageManager } from './block-storage-manager.js';
import { FileStorageManager } from './file-storage-manager.js';
import { StorageManager } from './storage-manager.js';
import { TicketManager } from './ticket-manager.js';
import { UserManager } from './user-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';

/** Each default mask with the call that sends it: `[name, mask, service, method]`. */
export const DEFAULT_MASKS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['AccountManager.ACCOUNT_MASK', AccountManager.ACCOUNT_MASK, 'Account', 'getObject'],
  ['AccountManager.SUMMARY_MASK', AccountManager.SUMMARY_MASK, 'Account', 'getObject'],
  ['AccountManager.EVENT_LIST_MASK', AccountManager.EVENT_LIST_MASK, 'Notification_Occurrence_Event', 'getAllObjects'],
  ['AccountManager.EVENT_MASK', AccountManager.EVENT_MASK, 'Notification_Occurrence_Event', 'getObject'],
  ['AccountManager.BILLING_ITEM_MASK', AccountManager.BILLING_ITEM_MASK, 'Billing_Item', 'getObject'],
  ['AccountManager.BILLING_ITEM_MASK (invoice item)', AccountManager.BILLING_ITEM_MASK, 'Billing_Invoice_Item', 'getBillingItem'],
  ['AccountManager.ACCOUNT_BILLING_ITEMS_MASK', AccountManager.ACCOUNT_BILLING_ITEMS_MASK, 'Account', 'getAllTopLevelBillingItems'],
  ['AccountManager.INVOICE_ITEMS_MASK', AccountManager.INVOICE_ITEMS_MASK, 'Billing_Invoice', 'getInvoiceTopLevelItems'],
  ['AccountManager.BANDWIDTH_POOL_MASK', AccountManager.BANDWIDTH_POOL_MASK, 'Account', 'getBandwidthAllotments'],
  ['AccountManager.BANDWIDTH_DETAIL_MASK', AccountManager.BANDWIDTH_DETAIL_MASK, 'Network_Bandwidth_Version1_Allotment', 'getObject'],
  ['AccountManager.VIRTUAL_LICENSE_MASK', AccountManager.VIRTUAL_LICENSE_MASK, 'Account', 'getActiveVirtualLicenses'],
  ['AccountManager.ORDER_MASK', AccountManager.ORDER_MASK, 'Billing_Order', 'getAllObjects'],
  ['CapacityManager.LIST_MASK', CapacityManager.LIST_MASK, 'Account', 'getReservedCapacityGroups'],
  ['CapacityManager.GET_MASK', CapacityManager.GET_MASK, 'Virtual_ReservedCapacityGroup', 'getObject'],
  ['CapacityManager.OPTIONS_MASK', CapacityManager.OPTIONS_MASK, 'Product_Package', 'getItems'],
  ['CapacityManager.REGION_MASK', CapacityManager.REGION_MASK, 'Product_Package', 'getRegions'],
  ['CapacityManager.GUEST_CAPACITY_MASK', CapacityManager.GUEST_CAPACITY_MASK, 'Virtual_ReservedCapacityGroup', 'getObject'],
  ['DedicatedHostManager.GUEST_MASK', DedicatedHostManager.GUEST_MASK, 'Virtual_DedicatedHost', 'getGuests'],
  ['DedicatedHostManager.LIST_MASK', DedicatedHostManager.LIST_MASK, 'Account', 'getDedicatedHosts'],
  ['DedicatedHostManager.HOST_MASK', DedicatedHostManager.HOST_MASK, 'Virtual_DedicatedHost', 'getObject'],
  ['DedicatedHostManager.PACKAGE_MASK', DedicatedHostManager.PACKAGE_MASK, 'Product_Package', 'getAllObjects'],
  ['DedicatedHostManager.ROUTER_MASK', DedicatedHostManager.ROUTER_MASK, 'Virtual_DedicatedHost', 'getAvailableRouters'],
  ['DNSManager.ZONE_MASK', DNSManager.ZONE_MASK, 'Account', 'getDomains'],
  ['DNSManager.RECORD_MASK', DNSManager.RECORD_MASK, 'Dns_Domain', 'getResourceRecords'],
  ['HardwareManager.LIST_MASK', HardwareManager.LIST_MASK, 'Account', 'getHardware'],
  ['HardwareManager.GET_MASK', HardwareManager.GET_MASK, 'Hardware_Server', 'getObject'],
  ['HardwareManager.CANCEL_MASK', HardwareManager.CANCEL_MASK, 'Hardware_Server', 'getObject'],
  ['HardwareManager.READY_MASK', HardwareManager.READY_MASK, 'Hardware_Server', 'getObject'],
  ['ImageManager.IMAGE_MASK', ImageManager.IMAGE_MASK, 'Virtual_Guest_Block_Device_Template_Group', 'getObject'],
  ['NetworkManager.IP_MASK', NetworkManager.IP_MASK, 'Account', 'getIpAddresses'],
  ['NetworkManager.SUBNET_MASK', NetworkManager.SUBNET_MASK, 'Account', 'getSubnets'],
  ['NetworkManager.VLAN_MASK', NetworkManager.VLAN_MASK, 'Account', 'getNetworkVlans'],
  ['NetworkManager.VLAN_DETAIL_MASK', NetworkManager.VLAN_DETAIL_MASK, 'Network_Vlan', 'getObject'],
  ['NetworkManager.GLOBAL_IP_MASK', NetworkManager.GLOBAL_IP_MASK, 'Account', 'getGlobalIpRecords'],
  ['NetworkManager.CLOSED_POD_MASK', NetworkManager.CLOSED_POD_MASK, 'Network_Pod', 'getAllObjects'],
  ['NetworkManager.SECURITY_GROUP_MASK', NetworkManager.SECURITY_GROUP_MASK, 'Network_SecurityGroup', 'getObject'],
  ['NetworkManager.DATACENTER_KEYNAME_MASK', NetworkManager.DATACENTER_KEYNAME_MASK, 'Location', 'getDatacenters'],
  ['NetworkManager.VLAN_SEARCH_MASK', NetworkManager.VLAN_SEARCH_MASK, 'Search', 'advancedSearch'],
  ['PlacementGroupManager.LIST_MASK', PlacementGroupManager.LIST_MASK, 'Account', 'getPlacementGroups'],
  ['PlacementGroupManager.GET_MASK', PlacementGroupManager.GET_MASK, 'Virtual_PlacementGroup', 'getObject'],
  ['OrderingManager.CATEGORY_MASK', OrderingManager.CATEGORY_MASK, 'Product_Package', 'getConfiguration'],
  ['OrderingManager.ITEM_MASK', OrderingManager.ITEM_MASK, 'Product_Package', 'getItems'],
  ['OrderingManager.PACKAGE_MASK', OrderingManager.PACKAGE_MASK, 'Product_Package', 'getAllObjects'],
  ['OrderingManager.PRESET_MASK', OrderingManager.PRESET_MASK, 'Product_Package', 'getActivePresets'],
  ['OrderingManager.PRICE_ITEM_MASK', OrderingManager.PRICE_ITEM_MASK, 'Product_Package', 'getItems'],
  ['OrderingManager.ORDER_DETAIL_MASK', OrderingManager.ORDER_DETAIL_MASK, 'Billing_Order', 'getObject'],
  ['OrderingManager.CANCELLATION_MASK', OrderingManager.CANCELLATION_MASK, 'Billing_Item_Cancellation_Request', 'getAllCancellationRequests'],
  ['TicketManager.LIST_MASK', TicketManager.LIST_MASK, 'Account', 'getTickets'],
  ['TicketManager.GET_MASK', TicketManager.GET_MASK, 'Ticket', 'getObject'],
  ['TicketManager.COUNTS_MASK', TicketManager.COUNTS_MASK, 'Account', 'getObject'],
  ['UserManager.USER_MASK', UserManager.USER_MASK, 'User_Customer', 'getObject'],
  ['UserManager.LIST_MASK', UserManager.LIST_MASK, 'Account', 'getUsers'],
  ['VirtualServerManager.LIST_MASK', VirtualServerManager.LIST_MASK, 'Account', 'getVirtualGuests'],
  ['VirtualServerManager.GET_MASK', VirtualServerManager.GET_MASK, 'Virtual_Guest', 'getObject'],
  ['VirtualServerManager.READY_MASK', VirtualServerManager.READY_MASK, 'Virtual_Guest', 'getObject'],
  ['VirtualServerManager.CAPTURE_MASK', VirtualServerManager.CAPTURE_MASK, 'Virtual_Guest', 'getObject'],
  ['VirtualServerManager.UPGRADE_PRICE_MASK', VirtualServerManager.UPGRADE_PRICE_MASK, 'Virtual_Guest', 'getUpgradeItemPrices'],
  ['VirtualServerManager.DISK_PRICE_MASK', VirtualServerManager.DISK_PRICE_MASK, 'Product_Package', 'getItemPrices'],
  ['StorageManager.DETAIL_MASK', StorageManager.DETAIL_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.ACCESS_LIST_MASK', StorageManager.ACCESS_LIST_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.SNAPSHOT_LIST_MASK', StorageManager.SNAPSHOT_LIST_MASK, 'Network_Storage', 'getSnapshots'],
  ['StorageManager.SCHEDULES_MASK', StorageManager.SCHEDULES_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.REPLICANT_MASK', StorageManager.REPLICANT_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.DUPLICATE_MASK', StorageManager.DUPLICATE_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.MODIFY_MASK', StorageManager.MODIFY_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.SNAPSHOT_SPACE_MASK', StorageManager.SNAPSHOT_SPACE_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.CANCEL_SNAPSHOT_MASK', StorageManager.CANCEL_SNAPSHOT_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.CANCEL_MASK', StorageManager.CANCEL_MASK, 'Network_Storage', 'getObject'],
  ['StorageManager.OBJECT_STORAGE_MASK', StorageManager.OBJECT_STORAGE_MASK, 'Network_Storage_Hub_Cleversafe_Account', 'getObject'],
  ['BlockStorageManager.LIST_MASK', BlockStorageManager.LIST_MASK, 'Account', 'getIscsiNetworkStorage'],
  ['BlockStorageManager.CLOUD_LIST_MASK', BlockStorageManager.CLOUD_LIST_MASK, 'Account', 'getHubNetworkStorage'],
  ['FileStorageManager.LIST_MASK', FileStorageManager.LIST_MASK, 'Account', 'getNasNetworkStorage'],
  ['FileStorageManager.FILE_DETAIL_MASK', FileStorageManager.FILE_DETAIL_MASK, 'Network_Storage', 'getObject'],
];
