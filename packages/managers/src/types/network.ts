/**
 * Record types of the network area: IP addresses, subnets, VLANs, global IPs, RWhois data, pods
 * and the subnet order. The API returns only what the object mask asks for, so every field is
 * optional. The fake server of `@svclib/testing` types its network records from these.
 *
 * @module
 */
import type { Datacenter, HardwareServer, TagReference, VirtualGuest } from '../types.js';

/**
 * The billing item of a subnet, global IP or VLAN (what `Billing_Item.cancelService` cancels).
 *
 * @example
 * ```ts
 * const subnet = await network.getSubnet(5001, { mask: 'id, billingItem.id' });
 * console.log(subnet.billingItem?.id);
 * ```
 */
export interface NetworkBillingItem {
  /** Billing item id. */
  id?: number;
  /** Category, e.g. `network_vlan`, `sov_sec_ip_addresses_pub`. */
  categoryCode?: string;
  /** What is billed. */
  description?: string;
  /** Set once a cancellation was requested. */
  cancellationDate?: string | null;
}

/**
 * An IP address (`Network_Subnet_IpAddress`).
 *
 * @example
 * ```ts
 * const ip: IpAddress | undefined = await network.ipLookup('10.0.0.5');
 * ```
 */
export interface IpAddress {
  /** Record id. */
  id?: number;
  /** The address. */
  ipAddress?: string;
  /** Subnet id. */
  subnetId?: number;
  /** Note. */
  note?: string;
  /** Whether it is the subnet's broadcast address. */
  isBroadcast?: boolean;
  /** Whether it is the subnet's gateway. */
  isGateway?: boolean;
  /** Whether it is the network address. */
  isNetwork?: boolean;
  /** Whether it is reserved. */
  isReserved?: boolean;
  /** The subnet (`subnet` relation). */
  subnet?: Subnet;
  /** The virtual server it is bound to (`virtualGuest` relation). */
  virtualGuest?: VirtualGuest;
  /** The hardware server it is bound to (`hardware` relation). */
  hardware?: HardwareServer;
}

/**
 * A subnet (`Network_Subnet`).
 *
 * @example
 * ```ts
 * for (const subnet of await network.listSubnets({ datacenter: 'dal13' })) console.log(subnet.networkIdentifier);
 * ```
 */
export interface Subnet {
  /** Subnet id. */
  id?: number;
  /** Network address. */
  networkIdentifier?: string;
  /** Prefix length. */
  cidr?: number;
  /** Netmask. */
  netmask?: string;
  /** IP version (4 or 6). */
  version?: number;
  /** Subnet type, e.g. `PRIMARY`, `SECONDARY_ON_VLAN`, `GLOBAL_IP`. */
  subnetType?: string;
  /** `PUBLIC` or `PRIVATE`. */
  addressSpace?: string;
  /** Gateway address. */
  gateway?: string;
  /** Broadcast address. */
  broadcastAddress?: string;
  /** Number of addresses. */
  totalIpAddresses?: number;
  /** Number of usable addresses. */
  usableIpAddressCount?: number;
  /** Number of address records (`ipAddressCount`, a count of the `ipAddresses` relation). */
  ipAddressCount?: number;
  /** Id of the VLAN it lives on. */
  networkVlanId?: number;
  /** Note. */
  note?: string;
  /** Datacenter (`datacenter` relation). */
  datacenter?: Datacenter;
  /** The VLAN it lives on (`networkVlan` relation). */
  networkVlan?: Vlan;
  /** Addresses (`ipAddresses` relation). */
  ipAddresses?: IpAddress[];
  /** Virtual servers with an address in it (`virtualGuests` relation). */
  virtualGuests?: VirtualGuest[];
  /** Hardware servers with an address in it (`hardware` relation). */
  hardware?: HardwareServer[];
  /** Tags (`tagReferences` relation). */
  tagReferences?: TagReference[];
  /** The address a routed subnet points at (`endPointIpAddress` relation). */
  endPointIpAddress?: IpAddress | null;
  /** Billing item (`billingItem` relation); absent on subnets that cannot be cancelled alone. */
  billingItem?: NetworkBillingItem;
}

/**
 * The router a VLAN hangs off (`primaryRouter`).
 *
 * @example
 * ```ts
 * const router = (await network.getVlan(42)).primaryRouter;
 * console.log(router?.fullyQualifiedDomainName, router?.datacenter?.name);
 * ```
 */
export interface NetworkRouter {
  /** Router (hardware) id. */
  id?: number;
  /** Router host name, e.g. `fcr01a.dal10`. */
  hostname?: string;
  /** Router FQDN. */
  fullyQualifiedDomainName?: string;
  /** Router datacenter. */
  datacenter?: Datacenter;
}

/**
 * A VLAN (`Network_Vlan`).
 *
 * @example
 * ```ts
 * const vlan: Vlan = await network.getVlan(42);
 * ```
 */
export interface Vlan {
  /** VLAN id. */
  id?: number;
  /** VLAN number. */
  vlanNumber?: number;
  /** Name. */
  name?: string;
  /** `<router>.<number>`, e.g. `fcr01a.dal10.1100`. */
  fullyQualifiedName?: string;
  /** Note. */
  note?: string;
  /** `PUBLIC` or `PRIVATE`. */
  networkSpace?: string;
  /** Pod name, e.g. `dal10.pod01`. */
  podName?: string;
  /** Primary router, with its datacenter. */
  primaryRouter?: NetworkRouter;
  /** Datacenter (`datacenter` relation). */
  datacenter?: Datacenter;
  /** Subnets (`subnets` relation). */
  subnets?: Subnet[];
  /** Virtual servers (`virtualGuests` relation). */
  virtualGuests?: VirtualGuest[];
  /** Hardware servers (`hardware` relation). */
  hardware?: HardwareServer[];
  /** Number of subnets. */
  subnetCount?: number;
  /** Number of hardware servers. */
  hardwareCount?: number;
  /** Number of virtual servers. */
  virtualGuestCount?: number;
  /** Number of primary addresses on the VLAN's subnets. */
  totalPrimaryIpAddressCount?: number;
  /** Tags (`tagReferences` relation). */
  tagReferences?: TagReference[];
  /** Billing item (`billingItem` relation). */
  billingItem?: NetworkBillingItem;
  /** Firewall interfaces (`firewallInterfaces` relation). */
  firewallInterfaces?: Array<{
    /** Interface id. */
    id?: number;
    /** `inside` or `outside`. */
    name?: string;
  }>;
}

/**
 * A global IP record (`Network_Subnet_IpAddress_Global`, `Account.getGlobalIpRecords`).
 *
 * @example
 * ```ts
 * for (const record of await network.listGlobalIps()) {
 *   console.log(record.ipAddress?.ipAddress, '→', record.destinationIpAddress?.ipAddress ?? 'unrouted');
 * }
 * ```
 */
export interface GlobalIpRecord {
  /** Record id. */
  id?: number;
  /** Id of the global address record. */
  ipAddressId?: number;
  /** Id of the address it routes to, if routed. */
  destinationIpAddressId?: number | null;
  /** The global address, with its subnet (`ipAddress` relation). */
  ipAddress?: IpAddress;
  /** The address it routes to, with its server (`destinationIpAddress` relation). */
  destinationIpAddress?: IpAddress | null;
  /** Billing item (`billingItem` relation). */
  billingItem?: NetworkBillingItem;
}

/**
 * The account's RWhois data (`Network_Subnet_Rwhois_Data`, `Account.getRwhoisData`).
 *
 * @example
 * ```ts
 * const rwhois: RwhoisData = await network.getRwhois();
 * console.log(rwhois.abuseEmail);
 * ```
 */
export interface RwhoisData {
  /** Record id. */
  id?: number;
  /** Account id. */
  accountId?: number;
  /** Abuse contact address. */
  abuseEmail?: string;
  /** Street address. */
  address1?: string;
  /** Street address, second line. */
  address2?: string;
  /** City. */
  city?: string;
  /** Company name. */
  companyName?: string;
  /** Country code. */
  country?: string;
  /** Contact first name. */
  firstName?: string;
  /** Contact last name. */
  lastName?: string;
  /** Postal code. */
  postalCode?: string;
  /** State or region. */
  state?: string;
  /** Whether the address is a private residence. */
  privateResidenceFlag?: boolean;
  /** Creation time. */
  createDate?: string;
  /** Last change. */
  modifyDate?: string;
}

/**
 * A network pod (`Network_Pod`).
 *
 * @example
 * ```ts
 * const pods: NetworkPod[] = await network.getPods({ datacenter: 'dal10' });
 * ```
 */
export interface NetworkPod {
  /** Pod name, e.g. `dal10.pod01`. */
  name?: string;
  /** Datacenter id. */
  datacenterId?: number;
  /** Datacenter short name. */
  datacenterName?: string;
  /** Datacenter long name. */
  datacenterLongName?: string;
  /** Front-end router id. */
  frontendRouterId?: number;
  /** Front-end router name. */
  frontendRouterName?: string;
  /** Back-end router id. */
  backendRouterId?: number;
  /** Back-end router name. */
  backendRouterName?: string;
  /** Capabilities, e.g. `SUPPORTS_SECURITY_GROUP`, `CLOSURE_ANNOUNCED`. */
  capabilities?: string[];
}

/**
 * A datacenter as `Location.getDatacenters` returns it, with its regions.
 *
 * @example
 * ```ts
 * const dc: LocationDatacenter = await network.getDatacenterByKeyname('DALLAS10');
 * ```
 */
export interface LocationDatacenter extends Datacenter {
  /** Regions the datacenter belongs to. */
  regions?: Array<{
    /** Region key name, e.g. `DALLAS10`. */
    keyname?: string;
    /** Description. */
    description?: string;
  }>;
}

/**
 * An item of package 0 (the non-server items), as {@link NetworkManager.addSubnet} reads it.
 *
 * @example
 * ```ts
 * const priceId = NetworkManager.getSubnetItemPrice(item, 'public', 4);
 * ```
 */
export interface SubnetPackageItem {
  /** Item id. */
  id?: number;
  /** Number of addresses, as text (`'4'`, `'64'`, `'0'` for a global IP). */
  capacity?: string;
  /** Description, e.g. `64 Portable Public IPv6 Addresses`. */
  description?: string;
  /** Category (`itemCategory.categoryCode`). */
  itemCategory?: {
    /** Category code, e.g. `sov_sec_ip_addresses_pub`. */
    categoryCode?: string;
  };
  /** Prices, each with the packages it belongs to. */
  prices?: Array<{
    /** Price id (what an order names). */
    id?: number;
    /** The packages the price is referenced by. */
    packageReferences?: Array<{
      /** The package. */
      package?: {
        /** Package key name. */
        keyName?: string;
      };
    }>;
  }>;
}

/**
 * The order of a subnet or global IP (`Container_Product_Order_Network_Subnet`).
 *
 * @example
 * ```ts
 * const order: SubnetOrder = { packageId: 0, prices: [{ id: 1122 }], quantity: 1,
 *   complexType: 'Vendor_Container_Product_Order_Network_Subnet', endPointVlanId: 42 };
 * ```
 */
export interface SubnetOrder {
  /** Always 0: every non-server item is in package 0. */
  packageId: number;
  /** The one price ordered. */
  prices: Array<{
    /** Price id. */
    id: number | null;
  }>;
  /** Always 1. */
  quantity: number;
  /** The container type, so that the API picks the subnet order container. */
  complexType: string;
  /** VLAN of a public or private subnet. */
  endPointVlanId?: number | null;
  /** Address a static subnet routes to. */
  endPointIpAddressId?: number | null;
}

/**
 * What `Product_Order.verifyOrder` (the checked order, with prices) or `placeOrder` (the receipt)
 * answers to a {@link SubnetOrder}.
 *
 * @example
 * ```ts
 * const receipt: SubnetOrderResult = await network.addSubnet('public', { quantity: 4, endpointId: 42 });
 * console.log(receipt.orderId);
 * ```
 */
export interface SubnetOrderResult {
  /** Order id (placed orders). */
  orderId?: number;
  /** Order time (placed orders). */
  orderDate?: string;
  /** The checked order container (placed orders). */
  orderDetails?: Record<string, unknown>;
  /** The placed order (placed orders). */
  placedOrder?: Record<string, unknown>;
  /** Package id (verified orders). */
  packageId?: number;
  /** Prices with their items (verified orders). */
  prices?: Array<Record<string, unknown>>;
  /** Quantity (verified orders). */
  quantity?: number;
  /** Monthly total before tax (verified orders). */
  postTaxRecurring?: string;
}

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
