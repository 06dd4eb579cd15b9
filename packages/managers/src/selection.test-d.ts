/**
 * Type tests of typed selection in the managers (checked by `tsc -p packages/managers/tsconfig.json`;
 * never run): results typed by the default masks, a caller's mask or select narrowing instead, the
 * errors, and every default mask checked against the record it is sent for.
 */
import type { Client, CheckedMask } from '@svclib/core';
import type { ResultRecord, Virtual_Guest } from '@svclib/model';
import type { AccountManager } from './account-manager.js';
import type { CapacityManager } from './capacity-manager.js';
import type { DedicatedHostManager } from './dedicated-host-manager.js';
import { DNSManager } from './dns-manager.js';
import type { HardwareManager } from './hardware-manager.js';
import type { ImageManager } from './image-manager.js';
import type { NetworkManager } from './network-manager.js';
import type { OrderingManager } from './ordering-manager.js';
import type { PlacementGroupManager } from './placement-group-manager.js';
import { TicketManager } from './ticket-manager.js';
import { UserManager } from './user-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';

/** `true` when `A` and `B` are the same type (the compiler's identity check). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** A compile error unless `A` and `B` are the same type. */
declare function same<A, B>(...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]): void;
/** A compile error unless the type of `value` is `B`: `typeIs<B>()(value)`. */
declare function typeIs<B>(): <A>(value: A, ...mismatch: Equal<A, B> extends true ? [] : [mismatch: never]) => void;

export async function managerSelection(client: Client, text: string): Promise<void> {
  const vs = new VirtualServerManager(client);
  // The default mask types the result: what LIST_MASK selects is there…
  const guests = await vs.listInstances();
  for (const guest of guests) {
    void [guest.hostname, guest.maxMemory, guest.datacenter?.name, guest.powerState?.keyName, guest.lastKnownPowerState?.name];
    void guest.activeTransaction?.transactionStatus?.friendlyName;
    // @ts-expect-error billingItem is not in VirtualServerManager.LIST_MASK
    void guest.billingItem;
    // @ts-expect-error LIST_MASK names locals: the others are not sent
    void guest.notes;
  }
  for await (const guest of vs.iterInstances({ chunk: 10 })) {
    void guest.primaryIpAddress;
    // @ts-expect-error tagReferences is not in LIST_MASK
    void guest.tagReferences;
  }
  const guest = await vs.getInstance(1);
  void guest.billingItem?.orderItem?.order?.userRecord?.username;
  void guest.operatingSystem?.passwords?.[0]?.password;
  // @ts-expect-error accountId is not in GET_MASK
  void guest.accountId;

  // A caller's literal mask or select narrows instead.
  same<Awaited<ReturnType<typeof vs.listInstances<'id, hostname'>>>, { id?: number; hostname?: string }[]>();
  typeIs<{ id?: number; hostname?: string; datacenter?: { id?: number; name?: string } }[]>()(
    await vs.listInstances({ mask: 'id, hostname, datacenter.name', datacenter: 'dal13' }),
  );
  typeIs<{ id?: number; hostname?: string; billingItem?: { id?: number; recurringFee?: string } }>()(
    await vs.getInstance(1, { select: { hostname: true, billingItem: { recurringFee: true } } }),
  );
  // A mask that is not a literal, or an object mask: the whole record.
  same<Awaited<ReturnType<typeof vs.getInstance<string>>>, Virtual_Guest>();
  typeIs<Virtual_Guest>()(await vs.getInstance(1, { mask: text }));
  typeIs<Virtual_Guest>()(await vs.getInstance(1, { mask: { id: {}, hostname: {} } }));

  // Other managers: the default masks type their results too.
  const tickets = await new TicketManager(client).listTickets();
  void tickets[0]?.assignedUser?.firstName;
  // @ts-expect-error the ticket list mask does not select the updates
  void tickets[0]?.updates;
  const zone = await new DNSManager(client).getZone('example.com');
  void zone.resourceRecords?.[0]?.host;
  const users = await new UserManager(client).listUsers();
  void users[0]?.userStatus?.name;
  // @ts-expect-error the user list mask selects the status's name only
  void users[0]?.userStatus?.keyName;

  // Errors: the caller's mask and select are checked against the record.
  // @ts-expect-error unknown property 'hostnme' in Virtual_Guest
  void vs.listInstances({ mask: 'id, hostnme' });
  // @ts-expect-error unknown property at a nested level
  void vs.getInstance(1, { mask: 'datacenter[nam]' });
  // @ts-expect-error select: unknown property
  void vs.getInstance(1, { select: { hostnme: true } });
  // @ts-expect-error mask and select together
  void vs.getInstance(1, { mask: 'id', select: { hostname: true } });
  // @ts-expect-error a misspelt ticket property through another manager
  void new TicketManager(client).getTicket(1, { mask: 'updatez' });
}

/** Every default mask of the managers names only properties of the record it is sent for (NetworkManager.VLAN_MASK names two properties newer than the snapshot). */
export function defaultMasks(): void {
  same<CheckedMask<ResultRecord<'Account', 'getObject'>, typeof AccountManager.ACCOUNT_MASK>, typeof AccountManager.ACCOUNT_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getObject'>, typeof AccountManager.SUMMARY_MASK>, typeof AccountManager.SUMMARY_MASK>();
  same<CheckedMask<ResultRecord<'Notification_Occurrence_Event', 'getAllObjects'>, typeof AccountManager.EVENT_LIST_MASK>, typeof AccountManager.EVENT_LIST_MASK>();
  same<CheckedMask<ResultRecord<'Notification_Occurrence_Event', 'getObject'>, typeof AccountManager.EVENT_MASK>, typeof AccountManager.EVENT_MASK>();
  same<CheckedMask<ResultRecord<'Billing_Item', 'getObject'>, typeof AccountManager.BILLING_ITEM_MASK>, typeof AccountManager.BILLING_ITEM_MASK>();
  same<CheckedMask<ResultRecord<'Billing_Invoice_Item', 'getBillingItem'>, typeof AccountManager.BILLING_ITEM_MASK>, typeof AccountManager.BILLING_ITEM_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getAllTopLevelBillingItems'>, typeof AccountManager.ACCOUNT_BILLING_ITEMS_MASK>, typeof AccountManager.ACCOUNT_BILLING_ITEMS_MASK>();
  same<CheckedMask<ResultRecord<'Billing_Invoice', 'getInvoiceTopLevelItems'>, typeof AccountManager.INVOICE_ITEMS_MASK>, typeof AccountManager.INVOICE_ITEMS_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getBandwidthAllotments'>, typeof AccountManager.BANDWIDTH_POOL_MASK>, typeof AccountManager.BANDWIDTH_POOL_MASK>();
  same<CheckedMask<ResultRecord<'Network_Bandwidth_Version1_Allotment', 'getObject'>, typeof AccountManager.BANDWIDTH_DETAIL_MASK>, typeof AccountManager.BANDWIDTH_DETAIL_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getActiveVirtualLicenses'>, typeof AccountManager.VIRTUAL_LICENSE_MASK>, typeof AccountManager.VIRTUAL_LICENSE_MASK>();
  same<CheckedMask<ResultRecord<'Billing_Order', 'getAllObjects'>, typeof AccountManager.ORDER_MASK>, typeof AccountManager.ORDER_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getReservedCapacityGroups'>, typeof CapacityManager.LIST_MASK>, typeof CapacityManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_ReservedCapacityGroup', 'getObject'>, typeof CapacityManager.GET_MASK>, typeof CapacityManager.GET_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getItems'>, typeof CapacityManager.OPTIONS_MASK>, typeof CapacityManager.OPTIONS_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getRegions'>, typeof CapacityManager.REGION_MASK>, typeof CapacityManager.REGION_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_ReservedCapacityGroup', 'getObject'>, typeof CapacityManager.GUEST_CAPACITY_MASK>, typeof CapacityManager.GUEST_CAPACITY_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_DedicatedHost', 'getGuests'>, typeof DedicatedHostManager.GUEST_MASK>, typeof DedicatedHostManager.GUEST_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getDedicatedHosts'>, typeof DedicatedHostManager.LIST_MASK>, typeof DedicatedHostManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_DedicatedHost', 'getObject'>, typeof DedicatedHostManager.HOST_MASK>, typeof DedicatedHostManager.HOST_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getAllObjects'>, typeof DedicatedHostManager.PACKAGE_MASK>, typeof DedicatedHostManager.PACKAGE_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_DedicatedHost', 'getAvailableRouters'>, typeof DedicatedHostManager.ROUTER_MASK>, typeof DedicatedHostManager.ROUTER_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getDomains'>, typeof DNSManager.ZONE_MASK>, typeof DNSManager.ZONE_MASK>();
  same<CheckedMask<ResultRecord<'Dns_Domain', 'getResourceRecords'>, typeof DNSManager.RECORD_MASK>, typeof DNSManager.RECORD_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getHardware'>, typeof HardwareManager.LIST_MASK>, typeof HardwareManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Hardware_Server', 'getObject'>, typeof HardwareManager.GET_MASK>, typeof HardwareManager.GET_MASK>();
  same<CheckedMask<ResultRecord<'Hardware_Server', 'getObject'>, typeof HardwareManager.CANCEL_MASK>, typeof HardwareManager.CANCEL_MASK>();
  same<CheckedMask<ResultRecord<'Hardware_Server', 'getObject'>, typeof HardwareManager.READY_MASK>, typeof HardwareManager.READY_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_Guest_Block_Device_Template_Group', 'getObject'>, typeof ImageManager.IMAGE_MASK>, typeof ImageManager.IMAGE_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getIpAddresses'>, typeof NetworkManager.IP_MASK>, typeof NetworkManager.IP_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getSubnets'>, typeof NetworkManager.SUBNET_MASK>, typeof NetworkManager.SUBNET_MASK>();
  same<CheckedMask<ResultRecord<'Network_Vlan', 'getObject'>, typeof NetworkManager.VLAN_DETAIL_MASK>, typeof NetworkManager.VLAN_DETAIL_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getGlobalIpRecords'>, typeof NetworkManager.GLOBAL_IP_MASK>, typeof NetworkManager.GLOBAL_IP_MASK>();
  same<CheckedMask<ResultRecord<'Network_Pod', 'getAllObjects'>, typeof NetworkManager.CLOSED_POD_MASK>, typeof NetworkManager.CLOSED_POD_MASK>();
  same<CheckedMask<ResultRecord<'Network_SecurityGroup', 'getObject'>, typeof NetworkManager.SECURITY_GROUP_MASK>, typeof NetworkManager.SECURITY_GROUP_MASK>();
  same<CheckedMask<ResultRecord<'Location', 'getDatacenters'>, typeof NetworkManager.DATACENTER_KEYNAME_MASK>, typeof NetworkManager.DATACENTER_KEYNAME_MASK>();
  same<CheckedMask<ResultRecord<'Search', 'advancedSearch'>, typeof NetworkManager.VLAN_SEARCH_MASK>, typeof NetworkManager.VLAN_SEARCH_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getPlacementGroups'>, typeof PlacementGroupManager.LIST_MASK>, typeof PlacementGroupManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_PlacementGroup', 'getObject'>, typeof PlacementGroupManager.GET_MASK>, typeof PlacementGroupManager.GET_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getConfiguration'>, typeof OrderingManager.CATEGORY_MASK>, typeof OrderingManager.CATEGORY_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getItems'>, typeof OrderingManager.ITEM_MASK>, typeof OrderingManager.ITEM_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getAllObjects'>, typeof OrderingManager.PACKAGE_MASK>, typeof OrderingManager.PACKAGE_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getActivePresets'>, typeof OrderingManager.PRESET_MASK>, typeof OrderingManager.PRESET_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getItems'>, typeof OrderingManager.PRICE_ITEM_MASK>, typeof OrderingManager.PRICE_ITEM_MASK>();
  same<CheckedMask<ResultRecord<'Billing_Order', 'getObject'>, typeof OrderingManager.ORDER_DETAIL_MASK>, typeof OrderingManager.ORDER_DETAIL_MASK>();
  same<CheckedMask<ResultRecord<'Billing_Item_Cancellation_Request', 'getAllCancellationRequests'>, typeof OrderingManager.CANCELLATION_MASK>, typeof OrderingManager.CANCELLATION_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getTickets'>, typeof TicketManager.LIST_MASK>, typeof TicketManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Ticket', 'getObject'>, typeof TicketManager.GET_MASK>, typeof TicketManager.GET_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getObject'>, typeof TicketManager.COUNTS_MASK>, typeof TicketManager.COUNTS_MASK>();
  same<CheckedMask<ResultRecord<'User_Customer', 'getObject'>, typeof UserManager.USER_MASK>, typeof UserManager.USER_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getUsers'>, typeof UserManager.LIST_MASK>, typeof UserManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Account', 'getVirtualGuests'>, typeof VirtualServerManager.LIST_MASK>, typeof VirtualServerManager.LIST_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_Guest', 'getObject'>, typeof VirtualServerManager.GET_MASK>, typeof VirtualServerManager.GET_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_Guest', 'getObject'>, typeof VirtualServerManager.READY_MASK>, typeof VirtualServerManager.READY_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_Guest', 'getObject'>, typeof VirtualServerManager.CAPTURE_MASK>, typeof VirtualServerManager.CAPTURE_MASK>();
  same<CheckedMask<ResultRecord<'Virtual_Guest', 'getUpgradeItemPrices'>, typeof VirtualServerManager.UPGRADE_PRICE_MASK>, typeof VirtualServerManager.UPGRADE_PRICE_MASK>();
  same<CheckedMask<ResultRecord<'Product_Package', 'getItemPrices'>, typeof VirtualServerManager.DISK_PRICE_MASK>, typeof VirtualServerManager.DISK_PRICE_MASK>();
  // VLAN_MASK names datacenter and podName, which the API gained after the model's snapshot (see NEWER_THAN_SNAPSHOT of @svclib/testing).
  type VlanProblems = CheckedMask<'Network_Vlan', typeof NetworkManager.VLAN_MASK>;
  type Newer = "unknown property 'datacenter' in Network_Vlan" | "unknown property 'podName' in Network_Vlan";
  same<[VlanProblems] extends [Newer] ? ([Newer] extends [VlanProblems] ? true : false) : false, true>();
}
