/**
 * Record types of the network area: IP addresses, subnets, VLANs, global IPs, RWhois data, pods
 * and the subnet order. The API returns only what the object mask asks for, so every field is
 * optional. The fake server of `@svclib/testing` types its network records from these.
 *
 * @module
 */
import type {
  Billing_Item, Container_Product_Order, Container_Product_Order_Network_Subnet, Container_Product_Order_Receipt, Hardware_Router,
  Location, Location_Datacenter, Network_Pod, Network_Subnet, Network_Subnet_IpAddress, Network_Subnet_IpAddress_Global,
  Network_Subnet_Rwhois_Data, Network_Vlan, Product_Item, Product_Item_Price,
} from '@svclib/model';
import type { OrNull, WithComplexType } from './narrow.js';

/**
 * The billing item of a subnet, global IP or VLAN (what `Billing_Item.cancelService` cancels).
 * The generated record `Billing_Item` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const subnet = await network.getSubnet(5001, { mask: 'id, billingItem.id' });
 * console.log(subnet.billingItem?.id);
 * ```
 *
 * @deprecated Use `Billing_Item` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type NetworkBillingItem = Billing_Item;

/**
 * An IP address (`Network_Subnet_IpAddress`).
 * The generated record `Network_Subnet_IpAddress` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const ip: IpAddress | undefined = await network.ipLookup('10.0.0.5');
 * ```
 *
 * @deprecated Use `Network_Subnet_IpAddress` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type IpAddress = Network_Subnet_IpAddress;

/**
 * A subnet (`Network_Subnet`).
 * The generated record `Network_Subnet` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * for (const subnet of await network.listSubnets({ datacenter: 'dal13' })) console.log(subnet.networkIdentifier);
 * ```
 *
 * @deprecated Use `Network_Subnet` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type Subnet = Network_Subnet;

/**
 * The router a VLAN hangs off (`primaryRouter`).
 * The generated record `Hardware_Router` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const router = (await network.getVlan(42)).primaryRouter;
 * console.log(router?.fullyQualifiedDomainName, router?.datacenter?.name);
 * ```
 *
 * @deprecated Use `Hardware_Router` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type NetworkRouter = Hardware_Router;

/**
 * A VLAN (`Network_Vlan`).
 * The generated record `Network_Vlan` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const vlan: Vlan = await network.getVlan(42);
 * ```
 */
export type Vlan = Network_Vlan & {
  /**
   * Where the VLAN is: `VLAN_MASK` asks for `datacenter[name]` as the reference client does, but the snapshot's
   * `Network_Vlan` has no such relation (the summary falls back to it after `primaryRouter.datacenter`).
   */
  datacenter?: Location;
};

/**
 * A global IP record (`Network_Subnet_IpAddress_Global`, `Account.getGlobalIpRecords`).
 * The generated record `Network_Subnet_IpAddress_Global` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * for (const record of await network.listGlobalIps()) {
 *   console.log(record.ipAddress?.ipAddress, '→', record.destinationIpAddress?.ipAddress ?? 'unrouted');
 * }
 * ```
 *
 * @deprecated Use `Network_Subnet_IpAddress_Global` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type GlobalIpRecord = Network_Subnet_IpAddress_Global;

/**
 * The account's RWhois data (`Network_Subnet_Rwhois_Data`, `Account.getRwhoisData`).
 * The generated record `Network_Subnet_Rwhois_Data` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const rwhois: RwhoisData = await network.getRwhois();
 * console.log(rwhois.abuseEmail);
 * ```
 *
 * @deprecated Use `Network_Subnet_Rwhois_Data` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type RwhoisData = Network_Subnet_Rwhois_Data;

/**
 * A network pod (`Network_Pod`).
 * The generated record `Network_Pod` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const pods: NetworkPod[] = await network.getPods({ datacenter: 'dal10' });
 * ```
 *
 * @deprecated Use `Network_Pod` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type NetworkPod = Network_Pod;

/**
 * A datacenter as `Location.getDatacenters` returns it, with its regions.
 * The generated record `Location_Datacenter` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const dc: LocationDatacenter = await network.getDatacenterByKeyname('DALLAS10');
 * ```
 *
 * @deprecated Use `Location_Datacenter` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type LocationDatacenter = Location_Datacenter;

/**
 * An item of package 0 (the non-server items), as {@link NetworkManager.addSubnet} reads it.
 * The generated record `Product_Item` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const priceId = NetworkManager.getSubnetItemPrice(item, 'public', 4);
 * ```
 *
 * @deprecated Use `Product_Item` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type SubnetPackageItem = Product_Item;

/**
 * The order of a subnet or global IP, narrowed from the generated record `Container_Product_Order_Network_Subnet` of
 * `@svclib/model` (`null` sends `<nil/>`).
 *
 * @example
 * ```ts
 * const order: SubnetOrder = { packageId: 0, prices: [{ id: 1122 }], quantity: 1,
 *   complexType: 'Vendor_Container_Product_Order_Network_Subnet', endPointVlanId: 42 };
 * ```
 */
export type SubnetOrder = Required<Pick<Container_Product_Order_Network_Subnet, 'packageId' | 'quantity'>> &
  Partial<OrNull<Pick<Container_Product_Order_Network_Subnet, 'endPointVlanId' | 'endPointIpAddressId'>>> &
  Required<WithComplexType> & {
    /** The one price ordered, by id. */
    prices: OrNull<Pick<Product_Item_Price, 'id'>>[];
  };

/**
 * What `Product_Order.verifyOrder` (the checked order, with prices) or `placeOrder` (the receipt)
 * answers to a {@link SubnetOrder}.
 * The generated records `Container_Product_Order` (`verifyOrder`) or `Container_Product_Order_Receipt` (`placeOrder`)
 * of `@svclib/model`.
 *
 * @example
 * ```ts
 * const receipt: SubnetOrderResult = await network.addSubnet('public', { quantity: 4, endpointId: 42 });
 * console.log(receipt.orderId);
 * ```
 */
export type SubnetOrderResult = Container_Product_Order | Container_Product_Order_Receipt;

/**
 * The counts per datacenter of {@link NetworkManager.summaryByDatacenter}.
 *
 * @example
 * ```ts
 * const summary = await network.summaryByDatacenter();
 * console.log(summary.dal10?.vlanCount);
 * ```
 */
export interface NetworkDatacenterSummary {
  /** Hardware servers (counted on private VLANs only, so each once). */
  hardwareCount: number;
  /** Virtual servers (counted on private VLANs only). */
  virtualGuestCount: number;
  /** Primary addresses of all VLANs. */
  publicIpCount: number;
  /** Subnets. */
  subnetCount: number;
  /** VLANs. */
  vlanCount: number;
}
