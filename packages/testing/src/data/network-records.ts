/**
 * The fake server's network records — VLANs, subnets, IP addresses, global IP records, RWhois data,
 * pods and billing items — typed with the generated records of `@svclib/model` (types only), so
 * the fake data and what the service sends cannot drift apart.
 *
 * @module
 */
import type {
  Billing_Item as NetworkBillingItem, Hardware_Router as NetworkRouter, Network_Pod as NetworkPod, Network_Subnet as Subnet,
  Network_Subnet_IpAddress as IpAddress, Network_Subnet_IpAddress_Global as GlobalIpRecord,
  Network_Subnet_Rwhois_Data as RwhoisData, Network_Vlan as Vlan,
} from '@svclib/model';
import type { FakeDatacenter, FakeTagReference, Present } from './record-parts.js';

/**
 * A billing item of a network object (`billingItem`), cancelled by `Billing_Item.cancelService`
 * or `cancelItem`.
 *
 * @example
 * ```ts
 * const item = server.state.data.subnets.find((s) => s.billingItem)?.billingItem;
 * ```
 */
export interface FakeNetworkBillingItem extends Present<NetworkBillingItem, 'id' | 'categoryCode' | 'description'> {
  /** Set once cancelled. */
  cancellationDate?: string;
}

/**
 * A VLAN.
 *
 * @example
 * ```ts
 * const publicVlans = server.state.data.networkVlans.filter((v) => v.networkSpace === 'PUBLIC');
 * ```
 */
export interface FakeVlan extends Present<Vlan, 'id' | 'vlanNumber' | 'name' | 'fullyQualifiedName' | 'networkSpace'> {
  /** The pod: newer than the model's snapshot (see `NEWER_THAN_SNAPSHOT`). */
  podName: string;
  /** Note. */
  note?: string;
  /** Owning account id. */
  accountId: number;
  /** Router the VLAN hangs off. */
  primaryRouter: Present<NetworkRouter, 'id' | 'hostname' | 'fullyQualifiedDomainName'> & {
    /** Router datacenter. */
    datacenter: FakeDatacenter;
  };
  /** Datacenter of the VLAN. */
  datacenter: FakeDatacenter;
  /** Tags. */
  tagReferences: FakeTagReference[];
  /** Billing item. */
  billingItem: FakeNetworkBillingItem;
}

/**
 * A subnet. Global IPs are subnets of type `GLOBAL_IP` (one address, no VLAN).
 *
 * @example
 * ```ts
 * const subnet = server.state.data.subnets[0]!; // 161.100.0.0/14
 * ```
 */
export interface FakeSubnet
  extends Present<
    Subnet,
    | 'id' | 'networkIdentifier' | 'cidr' | 'netmask' | 'gateway' | 'broadcastAddress' | 'subnetType' | 'addressSpace'
    | 'version' | 'totalIpAddresses' | 'usableIpAddressCount'
  > {
  /** VLAN id (absent for global IPs). */
  networkVlanId?: number;
  /** Owning account id. */
  accountId: number;
  /** Datacenter. */
  datacenter: FakeDatacenter;
  /** Note. */
  note?: string;
  /** Tags. */
  tagReferences?: FakeTagReference[];
  /** Billing item (portable and global subnets; primary subnets come with their VLAN). */
  billingItem?: FakeNetworkBillingItem;
  /** Id of the address a routed subnet points at. */
  endPointIpAddressId?: number;
}

/**
 * An IP address of a subnet.
 *
 * @example
 * ```ts
 * const ip = server.state.data.ipAddresses.find((a) => a.ipAddress === guest.primaryIpAddress);
 * ```
 */
export interface FakeIpAddress
  extends Present<IpAddress, 'id' | 'ipAddress' | 'subnetId' | 'isNetwork' | 'isGateway' | 'isBroadcast' | 'isReserved'> {
  /** Id of the virtual guest it is bound to. */
  virtualGuestId?: number;
  /** Id of the hardware server it is bound to. */
  hardwareId?: number;
  /** Free text note. */
  note?: string;
}

/**
 * A global IP record (`Network_Subnet_IpAddress_Global`).
 *
 * @example
 * ```ts
 * const routed = server.state.data.globalIpRecords.filter((r) => r.destinationIpAddressId !== undefined);
 * ```
 */
export interface FakeGlobalIpRecord extends Present<GlobalIpRecord, 'id' | 'ipAddressId'> {
  /** Id of the address it routes to, when routed. */
  destinationIpAddressId?: number;
  /** Billing item. */
  billingItem: FakeNetworkBillingItem;
}

/**
 * The account's RWhois record.
 *
 * @example
 * ```ts
 * server.state.data.rwhoisData.abuseEmail = 'noc@example.com';
 * ```
 */
export interface FakeRwhoisData
  extends Present<
    RwhoisData,
    | 'id' | 'accountId' | 'abuseEmail' | 'address1' | 'city' | 'companyName' | 'country' | 'firstName' | 'lastName'
    | 'postalCode' | 'state' | 'privateResidenceFlag' | 'createDate' | 'modifyDate'
  > {
  /** Street address, second line. */
  address2?: string;
}

/**
 * A network pod.
 *
 * @example
 * ```ts
 * const closing = server.state.data.networkPods.filter((p) => p.capabilities.includes('CLOSURE_ANNOUNCED'));
 * ```
 */
export type FakeNetworkPod = Present<
  NetworkPod,
  | 'name' | 'datacenterId' | 'datacenterName' | 'datacenterLongName' | 'frontendRouterId' | 'frontendRouterName'
  | 'backendRouterId' | 'backendRouterName' | 'capabilities'
>;
