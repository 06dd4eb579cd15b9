/**
 * Network: IP addresses, subnets, VLANs, global IPs, RWhois data, pods and datacenters
 * (`Network_Subnet_IpAddress`, `Network_Subnet`, `Network_Vlan`, `Network_Subnet_IpAddress_Global`,
 * `Network_Subnet_Rwhois_Data`, `Network_Pod`, `Location`), as the reference client's
 * `NetworkManager` does these jobs.
 *
 * This file is the public face: the class, its masks and the documentation of every method. The
 * work is done in `network/`, one file per part — `ips.ts` (IP addresses and global IPs),
 * `subnets.ts` (subnets, subnet orders, RWhois), `vlans.ts`, `security-groups.ts` and `lookups.ts`
 * (pods, datacenters, routers, NAS credentials) — each method handing itself (`this`) to its part,
 * so a part calls the other parts through the manager.
 *
 * @module
 */
import type {
  Event_Log, Hardware_Server, Location_Datacenter, Network_Pod, Network_SecurityGroup, Network_SecurityGroup_Request,
  Network_SecurityGroup_RequestRules, Network_SecurityGroup_Rule, Network_Storage, Network_Subnet, Network_Subnet_IpAddress,
  Network_Subnet_IpAddress_Global, Network_Subnet_Rwhois_Data, Product_Item,
} from '@svclib/model';
import type { ManagerClient } from './manager-client.js';
import * as ips from './network/ips.js';
import * as lookups from './network/lookups.js';
import * as securityGroups from './network/security-groups.js';
import * as subnets from './network/subnets.js';
import * as vlans from './network/vlans.js';
import type {
  AddGlobalIpOptions, AddSubnetOptions, CancelNetworkItemOptions, EditRwhoisOptions, EditVlanOptions, GetDatacenterOptions,
  GetPodsOptions, IterGlobalIpsOptions, IterIpAddressesOptions, IterSubnetsOptions, IterVlansOptions, ListGlobalIpsOptions,
  ListIpAddressesOptions, ListSubnetsOptions, ListVlansOptions, NetworkIdentifier, SubnetKind, TagsInput,
  IterSecurityGroupsOptions, SecurityGroupOptions, SecurityGroupRuleOptions,
} from './network-options.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import type { NetworkDatacenterSummary, SubnetOrderResult, Vlan } from './types/network.js';

export type {
  AddGlobalIpOptions, AddSubnetOptions, CancelNetworkItemOptions, EditRwhoisOptions, EditVlanOptions, GetDatacenterOptions,
  GetPodsOptions, IterGlobalIpsOptions, IterIpAddressesOptions, IterSubnetsOptions, IterVlansOptions, ListGlobalIpsOptions,
  ListIpAddressesOptions, ListSubnetsOptions, ListVlansOptions, NetworkIdentifier, SubnetKind, TagsInput,
  IterSecurityGroupsOptions, SecurityGroupOptions, SecurityGroupRuleOptions,
} from './network-options.js';
import type { ByMask, MaskArg, Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/**
 * IP addresses, subnets, VLANs, global IPs, RWhois data, pods and datacenters — the jobs of the
 * reference client's `NetworkManager`, through the same remote calls.
 *
 * @example
 * ```ts
 * const network = new NetworkManager(client);
 * const ip = await network.ipLookup('10.0.0.5');
 * console.log(ip?.virtualGuest?.hostname ?? ip?.hardware?.hostname);
 * ```
 */
export class NetworkManager {
  /**
   * Mask of `ipLookup` and of `listIpAddresses`/`iterIpAddresses` unless the caller gives one (a
   * superset of the reference's `hardware, virtualGuest`).
   *
   * @example
   * ```ts
   * await network.ipLookup('10.0.0.5', { mask: NetworkManager.IP_MASK });
   * ```
   */
  static readonly IP_MASK = ips.IP_MASK;

  /**
   * Mask of `listSubnets`/`iterSubnets` and `getSubnet` unless the caller gives one (the reference's
   * `DEFAULT_SUBNET_MASK`).
   *
   * @example
   * ```ts
   * await network.listSubnets({ mask: `${NetworkManager.SUBNET_MASK},ipAddresses` });
   * ```
   */
  static readonly SUBNET_MASK = subnets.SUBNET_MASK;

  /**
   * Mask of `listVlans`/`iterVlans` unless the caller gives one (the reference's list mask).
   *
   * @example
   * ```ts
   * await network.listVlans({ mask: NetworkManager.VLAN_MASK });
   * ```
   */
  static readonly VLAN_MASK = vlans.VLAN_MASK;

  /**
   * Mask of `getVlan` unless the caller gives one (the reference's `DEFAULT_GET_VLAN_MASK`).
   *
   * @example
   * ```ts
   * await network.getVlan(42, { mask: `${NetworkManager.VLAN_DETAIL_MASK},note` });
   * ```
   */
  static readonly VLAN_DETAIL_MASK = vlans.VLAN_DETAIL_MASK;

  /**
   * Mask of `listGlobalIps`/`iterGlobalIps` unless the caller gives one (the reference's).
   *
   * @example
   * ```ts
   * await network.listGlobalIps({ mask: `${NetworkManager.GLOBAL_IP_MASK},billingItem` });
   * ```
   */
  static readonly GLOBAL_IP_MASK = ips.GLOBAL_IP_MASK;

  /**
   * Mask of `getSecurityGroup` unless the caller gives one (the reference's).
   *
   * @example
   * ```ts
   * await network.getSecurityGroup(100, { mask: `${NetworkManager.SECURITY_GROUP_MASK},createDate` });
   * ```
   */
  static readonly SECURITY_GROUP_MASK = securityGroups.SECURITY_GROUP_MASK;

  /**
   * Mask of `getClosedPods` (the reference's).
   *
   * @example
   * ```ts
   * await network.getPods({ mask: NetworkManager.CLOSED_POD_MASK });
   * ```
   */
  static readonly CLOSED_POD_MASK = lookups.CLOSED_POD_MASK;

  /**
   * Mask of `getDatacenterByKeyname` (the reference's).
   *
   * @example
   * ```ts
   * await network.getDatacenter({ mask: NetworkManager.DATACENTER_KEYNAME_MASK });
   * ```
   */
  static readonly DATACENTER_KEYNAME_MASK = lookups.DATACENTER_KEYNAME_MASK;

  /**
   * Mask of `searchForVlan` (the reference's, with our service prefix in the type cast).
   *
   * @example
   * ```ts
   * console.log(NetworkManager.VLAN_SEARCH_MASK);
   * ```
   */
  static readonly VLAN_SEARCH_MASK = vlans.VLAN_SEARCH_MASK;

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const network = new NetworkManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
  }

  // ---- IP addresses -------------------------------------------------------------------------

  /**
   * Looks an address up (`Network_Subnet_IpAddress.getByIpAddress`), with its subnet and the server
   * it is bound to.
   *
   * @param address - An IPv4 or IPv6 address.
   * @param options - `mask` (default {@link NetworkManager.IP_MASK}) and `signal`.
   * @returns The address record, or `undefined` when the API knows no such address.
   * @example
   * ```ts
   * const ip = await network.ipLookup('10.0.0.5');
   * if (ip === undefined) console.log('not ours');
   * ```
   */
  ipLookup<const K extends MaskArg = never, const Q extends Selection = never>(address: string, options?: Selecting<RequestOptions, 'Network_Subnet_IpAddress', K, Q>): Promise<NoInfer<ByMask<Network_Subnet_IpAddress, 'Network_Subnet_IpAddress', typeof NetworkManager.IP_MASK, K, Q> | undefined>>;
  async ipLookup(address: string, options?: RequestOptions): Promise<Network_Subnet_IpAddress | undefined> {
    return ips.ipLookup(this, address, options);
  }

  /**
   * Reads an address record by its address (`Network_Subnet_IpAddress.getByIpAddress`), with no
   * mask unless you give one (the reference's `get_ip_by_address`).
   *
   * @param address - An IPv4 or IPv6 address.
   * @param options - `mask` and `signal`.
   * @returns The address record (local properties), or `undefined` when unknown.
   * @example
   * ```ts
   * const ip = await network.getIpByAddress('10.0.0.5');
   * await network.setSubnetIpAddressNote(ip!.id!, 'load balancer');
   * ```
   */
  async getIpByAddress(address: string, options?: RequestOptions): Promise<Network_Subnet_IpAddress | undefined> {
    return ips.getIpByAddress(this, address, options);
  }

  /**
   * Sets the note of an address record (`Network_Subnet_IpAddress.editObject({ note })`).
   *
   * @param id - Address record id.
   * @param note - The note, or the whole `editObject` template (`{ note }`) as the reference takes it.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.setSubnetIpAddressNote(10_000_002, 'gateway of the lab');
   * ```
   */
  async setSubnetIpAddressNote(
    id: number | string,
    note: string | { note: string },
    options?: ResolveOptions,
  ): Promise<boolean> {
    return ips.setSubnetIpAddressNote(this, id, note, options);
  }

  /**
   * Lists the account's IP addresses in one request (`Account.getIpAddresses`).
   *
   * @param options - `ipAddress`, `subnetId`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The addresses.
   * @example
   * ```ts
   * const addresses = await network.listIpAddresses({ subnetId: 5001 });
   * ```
   */
  listIpAddresses<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListIpAddressesOptions, 'Network_Subnet_IpAddress', K, Q>): Promise<NoInfer<ByMask<Network_Subnet_IpAddress[], 'Network_Subnet_IpAddress', typeof NetworkManager.IP_MASK, K, Q>>>;
  async listIpAddresses(options?: ListIpAddressesOptions): Promise<Network_Subnet_IpAddress[]> {
    return ips.listIpAddresses(this, options);
  }

  /**
   * The paging twin of {@link listIpAddresses}.
   *
   * @param options - As {@link listIpAddresses}, plus `chunk` and `concurrency`.
   * @returns An async generator of addresses.
   * @example
   * ```ts
   * for await (const ip of network.iterIpAddresses({ chunk: 200 })) console.log(ip.ipAddress);
   * ```
   */
  iterIpAddresses<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterIpAddressesOptions, 'Network_Subnet_IpAddress', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Subnet_IpAddress, 'Network_Subnet_IpAddress', typeof NetworkManager.IP_MASK, K, Q>>>;
  iterIpAddresses(options?: IterIpAddressesOptions): AsyncGenerator<Network_Subnet_IpAddress> {
    return ips.iterIpAddresses(this, options);
  }

  // ---- Subnets --------------------------------------------------------------------------------

  /**
   * Lists the account's subnets in one request (`Account.getSubnets`), sorted by id; global IPs are
   * left out unless `subnetType` asks for a type.
   *
   * @param options - Keyword filters, `mask` (default {@link NetworkManager.SUBNET_MASK}), `filter`,
   *   `limit`, `offset`, `signal`.
   * @returns The subnets.
   * @example
   * ```ts
   * const subnets = await network.listSubnets({ version: 4 });
   * const globals = await network.listSubnets({ subnetType: 'GLOBAL_IP' });
   * ```
   */
  listSubnets<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListSubnetsOptions, 'Network_Subnet', K, Q>): Promise<NoInfer<ByMask<Network_Subnet[], 'Network_Subnet', typeof NetworkManager.SUBNET_MASK, K, Q>>>;
  async listSubnets(options?: ListSubnetsOptions): Promise<Network_Subnet[]> {
    return subnets.listSubnets(this, options);
  }

  /**
   * The paging twin of {@link listSubnets}.
   *
   * @param options - As {@link listSubnets}, plus `chunk` and `concurrency`.
   * @returns An async generator of subnets.
   * @example
   * ```ts
   * for await (const subnet of network.iterSubnets({ datacenter: 'dal13' })) console.log(subnet.cidr);
   * ```
   */
  iterSubnets<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterSubnetsOptions, 'Network_Subnet', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Subnet, 'Network_Subnet', typeof NetworkManager.SUBNET_MASK, K, Q>>>;
  iterSubnets(options?: IterSubnetsOptions): AsyncGenerator<Network_Subnet> {
    return subnets.iterSubnets(this, options);
  }

  /**
   * Reads one subnet (`Network_Subnet.getObject`).
   *
   * @param id - Subnet id, or its network address (`10.0.0.0` or `10.0.0.0/24`), resolved first.
   * @param options - `mask` (default {@link NetworkManager.SUBNET_MASK}) and `signal`.
   * @returns The subnet.
   * @example
   * ```ts
   * const subnet = await network.getSubnet(5001, { mask: 'id, ipAddresses' });
   * ```
   */
  getSubnet<const K extends MaskArg = never, const Q extends Selection = never>(id: NetworkIdentifier, options?: Selecting<RequestOptions, 'Network_Subnet', K, Q>): Promise<NoInfer<ByMask<Network_Subnet, 'Network_Subnet', typeof NetworkManager.SUBNET_MASK, K, Q>>>;
  async getSubnet(id: NetworkIdentifier, options?: RequestOptions): Promise<Network_Subnet> {
    return subnets.getSubnet(this, id, options);
  }

  /**
   * Cancels a subnet through its billing item: `Network_Subnet.getObject` (mask `id, billingItem.id`),
   * then `Billing_Item.cancelService`.
   *
   * @param id - Subnet id or network address.
   * @param options - `signal`.
   * @returns What `cancelService` answers (`true`).
   * @throws ServiceError when the subnet has no billing item (it cannot be cancelled on its own).
   * @example
   * ```ts
   * await network.cancelSubnet(5001);
   * ```
   */
  async cancelSubnet(id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
    return subnets.cancelSubnet(this, id, options);
  }

  /**
   * Replaces a subnet's tags (`Network_Subnet.setTags('a,b')`).
   *
   * @param id - Subnet id or network address.
   * @param tags - `'a,b'` or `['a', 'b']`; `''` or `[]` removes all.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.setTagsSubnet(5001, 'prod,db');
   * ```
   */
  async setTagsSubnet(id: NetworkIdentifier, tags: TagsInput, options?: ResolveOptions): Promise<boolean> {
    return subnets.setTagsSubnet(this, id, tags, options);
  }

  /**
   * Sets a subnet's note (`Network_Subnet.editNote(note)`).
   *
   * @param id - Subnet id or network address.
   * @param note - The note.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.editNoteSubnet(5001, 'lab');
   * ```
   */
  async editNoteSubnet(id: NetworkIdentifier, note: string, options?: ResolveOptions): Promise<boolean> {
    return subnets.editNoteSubnet(this, id, note, options);
  }

  /**
   * Routes a subnet to a target (`Network_Subnet.route(type, target)`).
   *
   * @param id - Subnet id or network address.
   * @param type - The target's type, e.g. `Vendor_Network_Subnet_IpAddress`, `Vendor_Hardware_Server`,
   *   `Vendor_Virtual_Guest`.
   * @param target - The target: an address, or a server id.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.route(5001, 'Vendor_Network_Subnet_IpAddress', '10.0.0.5');
   * ```
   */
  async route(id: NetworkIdentifier, type: string, target: string | number, options?: ResolveOptions): Promise<boolean> {
    return subnets.route(this, id, type, target, options);
  }

  /**
   * Removes a subnet's route (`Network_Subnet.clearRoute`).
   *
   * @param id - Subnet id or network address.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.clearRoute(5001);
   * ```
   */
  async clearRoute(id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
    return subnets.clearRoute(this, id, options);
  }

  /**
   * The ids of the subnets an identifier stands for: an id is itself; a network address (the part
   * before `/`) is looked up with {@link listSubnets} (mask `id`).
   *
   * @param identifier - Id or network address.
   * @param options - `signal`.
   * @returns The matching ids (maybe none).
   * @example
   * ```ts
   * await network.resolveSubnetIds('10.0.0.0/24'); // [5002]
   * ```
   */
  async resolveSubnetIds(identifier: NetworkIdentifier, options?: ResolveOptions): Promise<number[]> {
    return subnets.resolveSubnetIds(this, identifier, options);
  }

  // ---- VLANs ----------------------------------------------------------------------------------

  /**
   * Lists the account's VLANs in one request (`Account.getNetworkVlans`), sorted by id.
   *
   * @param options - Keyword filters, `mask` (default {@link NetworkManager.VLAN_MASK}), `filter`,
   *   `limit`, `offset`, `signal`.
   * @returns The VLANs.
   * @example
   * ```ts
   * const vlans = await network.listVlans({ datacenter: 'dal13' });
   * ```
   */
  async listVlans(options?: ListVlansOptions): Promise<Vlan[]> {
    return vlans.listVlans(this, options);
  }

  /**
   * The paging twin of {@link listVlans} (the reference pages this list 100 at a time, in parallel:
   * `iterVlans({ chunk: 100, concurrency: 4 })` does the same).
   *
   * @param options - As {@link listVlans}, plus `chunk` and `concurrency`.
   * @returns An async generator of VLANs.
   * @example
   * ```ts
   * for await (const vlan of network.iterVlans({ name: 'prod*' })) console.log(vlan.id);
   * ```
   */
  iterVlans(options?: IterVlansOptions): AsyncGenerator<Vlan> {
    return vlans.iterVlans(this, options);
  }

  /**
   * Reads one VLAN (`Network_Vlan.getObject`) with its router, subnets, servers and billing item.
   *
   * @param id - VLAN id (not its number), or its name, resolved first.
   * @param options - `mask` (default {@link NetworkManager.VLAN_DETAIL_MASK}) and `signal`.
   * @returns The VLAN.
   * @example
   * ```ts
   * const vlan = await network.getVlan(42);
   * ```
   */
  async getVlan(id: NetworkIdentifier, options?: RequestOptions): Promise<Vlan> {
    return vlans.getVlan(this, id, options);
  }

  /**
   * Edits a VLAN (the reference's `edit`): tags first (`Network_Vlan.setTags`, when `tags` is given),
   * then `Network_Vlan.editObject({ name, note })` with the non-empty ones; nothing else to change
   * resolves `true` without a request.
   *
   * @param id - VLAN id or name.
   * @param changes - `name`, `note`, `tags`, `signal`.
   * @returns `true`, or what `editObject` answers.
   * @example
   * ```ts
   * await network.editVlan(42, { note: 'db tier', tags: ['prod', 'db'] });
   * ```
   */
  async editVlan(id: NetworkIdentifier, changes: EditVlanOptions): Promise<boolean> {
    return vlans.editVlan(this, id, changes);
  }

  /**
   * Replaces a VLAN's tags (`Network_Vlan.setTags('a,b')`; the reference's `set_tags`).
   *
   * @param id - VLAN id or name.
   * @param tags - `'a,b'` or `['a', 'b']`; `''` or `[]` removes all.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.setVlanTags(42, 'prod');
   * ```
   */
  async setVlanTags(id: NetworkIdentifier, tags: TagsInput, options?: ResolveOptions): Promise<boolean> {
    return vlans.setVlanTags(this, id, tags, options);
  }

  /**
   * Why a VLAN cannot be cancelled (`Network_Vlan.getCancelFailureReasons`).
   *
   * @param id - VLAN id or name.
   * @param options - `signal`.
   * @returns The reasons (empty when it can be cancelled).
   * @example
   * ```ts
   * const reasons = await network.getCancelFailureReasons(42);
   * if (reasons.length === 0) await network.cancelItem((await network.getVlan(42)).billingItem!.id!);
   * ```
   */
  async getCancelFailureReasons(id: NetworkIdentifier, options?: ResolveOptions): Promise<string[]> {
    return vlans.getCancelFailureReasons(this, id, options);
  }

  /**
   * Cancels a billing item, e.g. a VLAN's
   * (`Billing_Item.cancelItem(true, immediate, reason, note)`).
   *
   * @param billingItemId - Billing item id.
   * @param options - `immediate` (default `false`), `reason`, `note` (default `''`), `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * const vlan = await network.getVlan(42, { mask: 'id, billingItem.id' });
   * await network.cancelItem(vlan.billingItem!.id!, { immediate: true, reason: 'No longer needed' });
   * ```
   */
  async cancelItem(billingItemId: number | string, options?: CancelNetworkItemOptions): Promise<boolean> {
    return vlans.cancelItem(this, billingItemId, options);
  }

  /**
   * Finds VLANs by name, number, id or fully qualified name through the search service
   * (`Search.advancedSearch('_objectType:Vendor_Network_Vlan <query>')`).
   *
   * @param query - What to look for.
   * @param options - `signal`.
   * @returns The matching VLANs (`id`, `name`, `vlanNumber`, `fullyQualifiedName`, `networkSpace`).
   * @example
   * ```ts
   * const [vlan] = await network.searchForVlan('fcr01a.dal10.1100');
   * ```
   */
  async searchForVlan(query: string | number, options?: ResolveOptions): Promise<Vlan[]> {
    return vlans.searchForVlan(this, query, options);
  }

  /**
   * The ids of the VLANs an identifier stands for: an id is itself; a name is looked up with
   * {@link listVlans} (`name`, mask `id`).
   *
   * @param identifier - Id or name.
   * @param options - `signal`.
   * @returns The matching ids (maybe none).
   * @example
   * ```ts
   * await network.resolveVlanIds('public-dal10');
   * ```
   */
  async resolveVlanIds(identifier: NetworkIdentifier, options?: ResolveOptions): Promise<number[]> {
    return vlans.resolveVlanIds(this, identifier, options);
  }

  /**
   * Counts of the account's network per datacenter, from one {@link listVlans} request: VLANs,
   * subnets and primary addresses of every VLAN; hardware and virtual servers of private VLANs only
   * (so that each server counts once).
   *
   * @param options - `signal`.
   * @returns Datacenter name → counts.
   * @example
   * ```ts
   * const summary = await network.summaryByDatacenter();
   * for (const [dc, counts] of Object.entries(summary)) console.log(dc, counts.vlanCount);
   * ```
   */
  async summaryByDatacenter(options?: ResolveOptions): Promise<Record<string, NetworkDatacenterSummary>> {
    return vlans.summaryByDatacenter(this, options);
  }

  // ---- Global IPs -----------------------------------------------------------------------------

  /**
   * Lists the account's global IP records in one request (`Account.getGlobalIpRecords`).
   *
   * @param options - `version`, `identifier`, `mask` (default {@link NetworkManager.GLOBAL_IP_MASK}),
   *   `filter`, `limit`, `offset`, `signal`.
   * @returns The records.
   * @example
   * ```ts
   * const v4 = await network.listGlobalIps({ version: 4 });
   * ```
   */
  listGlobalIps<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListGlobalIpsOptions, 'Network_Subnet_IpAddress_Global', K, Q>): Promise<NoInfer<ByMask<Network_Subnet_IpAddress_Global[], 'Network_Subnet_IpAddress_Global', typeof NetworkManager.GLOBAL_IP_MASK, K, Q>>>;
  async listGlobalIps(options?: ListGlobalIpsOptions): Promise<Network_Subnet_IpAddress_Global[]> {
    return ips.listGlobalIps(this, options);
  }

  /**
   * The paging twin of {@link listGlobalIps}.
   *
   * @param options - As {@link listGlobalIps}, plus `chunk` and `concurrency`.
   * @returns An async generator of records.
   * @example
   * ```ts
   * for await (const record of network.iterGlobalIps()) console.log(record.ipAddress?.ipAddress);
   * ```
   */
  iterGlobalIps<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterGlobalIpsOptions, 'Network_Subnet_IpAddress_Global', K, Q>): AsyncGenerator<NoInfer<ByMask<Network_Subnet_IpAddress_Global, 'Network_Subnet_IpAddress_Global', typeof NetworkManager.GLOBAL_IP_MASK, K, Q>>>;
  iterGlobalIps(options?: IterGlobalIpsOptions): AsyncGenerator<Network_Subnet_IpAddress_Global> {
    return ips.iterGlobalIps(this, options);
  }

  /**
   * Routes a global IP to an address (`Network_Subnet_IpAddress_Global.route(target)`).
   *
   * @param id - Global IP record id, or its address, resolved first.
   * @param target - The address to route to.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.assignGlobalIp(9001, '161.100.0.2');
   * ```
   */
  async assignGlobalIp(id: NetworkIdentifier, target: string, options?: ResolveOptions): Promise<boolean> {
    return ips.assignGlobalIp(this, id, target, options);
  }

  /**
   * Removes a global IP's route (`Network_Subnet_IpAddress_Global.unroute`).
   *
   * @param id - Global IP record id or address.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.unassignGlobalIp(9001);
   * ```
   */
  async unassignGlobalIp(id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
    return ips.unassignGlobalIp(this, id, options);
  }

  /**
   * Cancels a global IP through its billing item: `Network_Subnet_IpAddress_Global.getObject`
   * (mask `billingItem`), then `Billing_Item.cancelService`.
   *
   * @param id - Global IP record id or address.
   * @param options - `signal`.
   * @returns `true`.
   * @throws ServiceError when the record has no billing item.
   * @example
   * ```ts
   * await network.cancelGlobalIp(9001);
   * ```
   */
  async cancelGlobalIp(id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
    return ips.cancelGlobalIp(this, id, options);
  }

  /**
   * The ids of the global IP records an identifier stands for: an id is itself; an address is
   * looked up with {@link listGlobalIps} (`identifier`, mask `id`).
   *
   * @param identifier - Id or address.
   * @param options - `signal`.
   * @returns The matching ids (maybe none).
   * @example
   * ```ts
   * await network.resolveGlobalIpIds('161.200.0.1');
   * ```
   */
  async resolveGlobalIpIds(identifier: NetworkIdentifier, options?: ResolveOptions): Promise<number[]> {
    return ips.resolveGlobalIpIds(this, identifier, options);
  }

  // ---- Ordering -------------------------------------------------------------------------------

  /**
   * Orders a subnet (the reference's `add_subnet`): reads the items of package 0
   * (`Product_Package.getItems`, mask `mask[prices[packageReferences[package[keyName]]]]`), picks the
   * item of the subnet's category and size, then `Product_Order.verifyOrder` (`testOrder`) or
   * `placeOrder` with a {@link SubnetOrder}.
   *
   * @param kind - `public`, `private`, `global` or `static`.
   * @param options - `quantity`, `endpointId`, `version` (4), `testOrder` (false), `signal`.
   * @returns The verified order or the receipt.
   * @throws ServiceError when package 0 has no item of that category and size.
   * @example
   * ```ts
   * const check = await network.addSubnet('public', { quantity: 4, endpointId: 42, testOrder: true });
   * ```
   */
  async addSubnet(kind: SubnetKind, options?: AddSubnetOptions): Promise<SubnetOrderResult> {
    return subnets.addSubnet(this, kind, options);
  }

  /**
   * Orders one global IP: {@link addSubnet} with `global`.
   *
   * @param options - `version` (4), `testOrder` (false), `signal`.
   * @returns The verified order or the receipt.
   * @example
   * ```ts
   * await network.addGlobalIp({ testOrder: true });
   * ```
   */
  async addGlobalIp(options?: AddGlobalIpOptions): Promise<SubnetOrderResult> {
    return ips.addGlobalIp(this, options);
  }

  /**
   * The price id to order for a subnet item: for an IPv4 `static` subnet, the price whose package key
   * name contains `STATIC`; otherwise the item's first price. No request.
   *
   * @param item - An item of package 0 with `prices.packageReferences.package.keyName`.
   * @param kind - The subnet kind.
   * @param version - 4 or 6.
   * @returns The price id, or `undefined` when none fits.
   * @example
   * ```ts
   * NetworkManager.getSubnetItemPrice({ prices: [{ id: 7 }] }, 'public', 4); // 7
   * ```
   */
  static getSubnetItemPrice(item: Product_Item, kind: SubnetKind, version: 4 | 6): number | undefined {
    return subnets.getSubnetItemPrice(item, kind, version);
  }

  // ---- RWhois ---------------------------------------------------------------------------------

  /**
   * The account's RWhois data (`Account.getRwhoisData`).
   *
   * @param options - `mask` and `signal`.
   * @returns The record.
   * @example
   * ```ts
   * const { abuseEmail } = await network.getRwhois();
   * ```
   */
  async getRwhois(options?: RequestOptions): Promise<Network_Subnet_Rwhois_Data> {
    return subnets.getRwhois(this, options);
  }

  /**
   * Edits the account's RWhois data: {@link getRwhois} for its id, then
   * `Network_Subnet_Rwhois_Data.editObject` with the given fields (`privateResidence` →
   * `privateResidenceFlag`). Nothing given: no request.
   *
   * @param changes - The fields to change, and `signal`.
   * @returns `true` when something was sent, `false` when there was nothing to change.
   * @example
   * ```ts
   * await network.editRwhois({ abuseEmail: 'abuse@example.com' });
   * ```
   */
  async editRwhois(changes: EditRwhoisOptions): Promise<boolean> {
    return subnets.editRwhois(this, changes);
  }

  // ---- Pods and datacenters -------------------------------------------------------------------

  /**
   * The network pods (`Network_Pod.getAllObjects`), sorted by name descending, or those of one
   * datacenter (filter `datacenterName`).
   *
   * @param options - `datacenter`, `mask` (none by default), `signal`.
   * @returns The pods.
   * @example
   * ```ts
   * const pods = await network.getPods({ datacenter: 'dal10' });
   * ```
   */
  async getPods(options?: GetPodsOptions): Promise<Network_Pod[]> {
    return lookups.getPods(this, options);
  }

  /**
   * The pods announced for closure (`Network_Pod.getAllObjects`, `capabilities` in
   * `CLOSURE_ANNOUNCED`, sorted by name descending; mask {@link NetworkManager.CLOSED_POD_MASK}).
   *
   * @param options - `mask` and `signal`.
   * @returns The closing pods.
   * @example
   * ```ts
   * for (const pod of await network.getClosedPods()) console.log(pod.name);
   * ```
   */
  getClosedPods<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Network_Pod', K, Q>): Promise<NoInfer<ByMask<Network_Pod[], 'Network_Pod', typeof NetworkManager.CLOSED_POD_MASK, K, Q>>>;
  async getClosedPods(options?: RequestOptions): Promise<Network_Pod[]> {
    return lookups.getClosedPods(this, options);
  }

  /**
   * Every datacenter (`Location_Datacenter.getDatacenters`).
   *
   * @param options - `mask` and `signal`.
   * @returns The datacenters.
   * @example
   * ```ts
   * const names = (await network.getListDatacenter()).map((dc) => dc.name);
   * ```
   */
  async getListDatacenter(options?: RequestOptions): Promise<Location_Datacenter[]> {
    return lookups.getListDatacenter(this, options);
  }

  /**
   * The routers of a datacenter (`Location_Datacenter.getHardwareRouters`).
   *
   * @param datacenterId - Datacenter id.
   * @param options - `mask` and `signal`.
   * @returns The routers (hardware records).
   * @example
   * ```ts
   * const routers = await network.getRouters(1_854_895);
   * ```
   */
  async getRouters(datacenterId: number | string, options?: RequestOptions): Promise<Hardware_Server[]> {
    return lookups.getRouters(this, datacenterId, options);
  }

  /**
   * Looks a datacenter up (`Location.getDatacenters`, result limit 1): by short name
   * (`{ name: { operation: datacenter } }`), or with your own filter.
   *
   * @param options - `datacenter`, `filter`, `mask`, `signal`.
   * @returns A list of at most one datacenter.
   * @example
   * ```ts
   * const [dal10] = await network.getDatacenter({ datacenter: 'dal10' });
   * ```
   */
  async getDatacenter(options?: GetDatacenterOptions): Promise<Location_Datacenter[]> {
    return lookups.getDatacenter(this, options);
  }

  /**
   * The datacenter of a region key name (`Location.getDatacenters`, filter `regions.keyname`,
   * result limit 1, mask {@link NetworkManager.DATACENTER_KEYNAME_MASK}).
   *
   * @param keyname - Region key name, e.g. `DALLAS10`; unset: the first datacenter.
   * @param options - `mask` and `signal`.
   * @returns The datacenter, or `undefined` when none matches.
   * @example
   * ```ts
   * const dc = await network.getDatacenterByKeyname('DALLAS10');
   * ```
   */
  getDatacenterByKeyname<const K extends MaskArg = never, const Q extends Selection = never>(keyname?: string, options?: Selecting<RequestOptions, 'Location_Datacenter', K, Q>): Promise<NoInfer<ByMask<Location_Datacenter, 'Location_Datacenter', typeof NetworkManager.DATACENTER_KEYNAME_MASK, K, Q> | undefined>>;
  async getDatacenterByKeyname(keyname?: string, options?: RequestOptions): Promise<Location_Datacenter | undefined> {
    return lookups.getDatacenterByKeyname(this, keyname, options);
  }

  // ---- security groups ------------------------------------------------------------------------

  /**
   * Adds one rule to a security group (`Network_SecurityGroup.addRules([rule])`; the reference's
   * `add_securitygroup_rule`). `direction` is always sent, as the reference does.
   *
   * @param groupId - Security group id.
   * @param rule - The rule: `direction`, `ethertype`, `portMin`, `portMax`, `protocol`, `remoteIp`, `remoteGroup`.
   * @returns The request (`requestId`, `rules`).
   * @example
   * ```ts
   * const { requestId } = await network.addSecurityGroupRule(100, { direction: 'ingress', protocol: 'tcp', portMin: 22, portMax: 22 });
   * ```
   */
  async addSecurityGroupRule(groupId: number | string, rule: SecurityGroupRuleOptions): Promise<Network_SecurityGroup_RequestRules> {
    return securityGroups.addSecurityGroupRule(this, groupId, rule);
  }

  /**
   * Adds rules to a security group (`Network_SecurityGroup.addRules(rules)`).
   *
   * @param groupId - Security group id.
   * @param rules - Rule records as the API takes them (`direction`, `portRangeMin`, `remoteIp`, …).
   * @param options - `signal`.
   * @returns The request (`requestId`, `rules`).
   * @example
   * ```ts
   * await network.addSecurityGroupRules(100, [{ direction: 'egress', ethertype: 'IPv4' }]);
   * ```
   */
  async addSecurityGroupRules(
    groupId: number | string, rules: readonly Network_SecurityGroup_Rule[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_RequestRules> {
    return securityGroups.addSecurityGroupRules(this, groupId, rules, options);
  }

  /**
   * Attaches one network component to a security group (`Network_SecurityGroup.attachNetworkComponents([id])`).
   *
   * @param groupId - Security group id.
   * @param componentId - Network component id.
   * @param options - `signal`.
   * @returns The request (`requestId`).
   * @example
   * ```ts
   * await network.attachSecurityGroupComponent(100, 5001);
   * ```
   */
  async attachSecurityGroupComponent(groupId: number | string, componentId: number | string, options?: ResolveOptions): Promise<Network_SecurityGroup_Request> {
    return securityGroups.attachSecurityGroupComponent(this, groupId, componentId, options);
  }

  /**
   * Attaches network components to a security group (`Network_SecurityGroup.attachNetworkComponents(ids)`).
   *
   * @param groupId - Security group id.
   * @param componentIds - Network component ids.
   * @param options - `signal`.
   * @returns The request (`requestId`).
   * @example
   * ```ts
   * await network.attachSecurityGroupComponents(100, [5001, 5002]);
   * ```
   */
  async attachSecurityGroupComponents(
    groupId: number | string, componentIds: readonly (number | string)[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_Request> {
    return securityGroups.attachSecurityGroupComponents(this, groupId, componentIds, options);
  }

  /**
   * Detaches one network component from a security group (`Network_SecurityGroup.detachNetworkComponents([id])`).
   *
   * @param groupId - Security group id.
   * @param componentId - Network component id.
   * @param options - `signal`.
   * @returns The request (`requestId`).
   * @example
   * ```ts
   * await network.detachSecurityGroupComponent(100, 5001);
   * ```
   */
  async detachSecurityGroupComponent(groupId: number | string, componentId: number | string, options?: ResolveOptions): Promise<Network_SecurityGroup_Request> {
    return securityGroups.detachSecurityGroupComponent(this, groupId, componentId, options);
  }

  /**
   * Detaches network components from a security group (`Network_SecurityGroup.detachNetworkComponents(ids)`).
   *
   * @param groupId - Security group id.
   * @param componentIds - Network component ids.
   * @param options - `signal`.
   * @returns The request (`requestId`).
   * @example
   * ```ts
   * await network.detachSecurityGroupComponents(100, [5001]);
   * ```
   */
  async detachSecurityGroupComponents(
    groupId: number | string, componentIds: readonly (number | string)[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_Request> {
    return securityGroups.detachSecurityGroupComponents(this, groupId, componentIds, options);
  }

  /**
   * Creates a security group (`Network_SecurityGroup.createObject({ name, description })`).
   *
   * @param fields - `name`, `description`, `signal`.
   * @returns The new group.
   * @example
   * ```ts
   * const group = await network.createSecurityGroup({ name: 'web' });
   * ```
   */
  async createSecurityGroup(fields?: SecurityGroupOptions): Promise<Network_SecurityGroup> {
    return securityGroups.createSecurityGroup(this, fields);
  }

  /**
   * Deletes a security group (`Network_SecurityGroup.deleteObject`).
   *
   * @param groupId - Security group id.
   * @param options - `signal`.
   * @returns `true`.
   * @example
   * ```ts
   * await network.deleteSecurityGroup(100);
   * ```
   */
  async deleteSecurityGroup(groupId: number | string, options?: ResolveOptions): Promise<boolean> {
    return securityGroups.deleteSecurityGroup(this, groupId, options);
  }

  /**
   * Changes a security group's name and/or description (`Network_SecurityGroup.editObject`); empty
   * values are not sent, and with nothing to send no call is made (as in the reference).
   *
   * @param groupId - Security group id.
   * @param changes - `name`, `description`, `signal`.
   * @returns The answer of `editObject`, or `false` when there was nothing to change.
   * @example
   * ```ts
   * await network.editSecurityGroup(100, { description: 'web tier' });
   * ```
   */
  async editSecurityGroup(groupId: number | string, changes: SecurityGroupOptions): Promise<boolean> {
    return securityGroups.editSecurityGroup(this, groupId, changes);
  }

  /**
   * Changes a rule of a security group (`Network_SecurityGroup.editRules([{ id, … }])`); with no
   * change given no call is made (as in the reference).
   *
   * @param groupId - Security group id.
   * @param ruleId - Rule id.
   * @param changes - As {@link addSecurityGroupRule}'s rule.
   * @returns The request (`requestId`, `rules`), or `false` when there was nothing to change.
   * @example
   * ```ts
   * await network.editSecurityGroupRule(100, 7, { portMax: 443 });
   * ```
   */
  async editSecurityGroupRule(
    groupId: number | string, ruleId: number | string, changes: SecurityGroupRuleOptions,
  ): Promise<Network_SecurityGroup_RequestRules | false> {
    return securityGroups.editSecurityGroupRule(this, groupId, ruleId, changes);
  }

  /**
   * One security group with its rules and bound network components (`Network_SecurityGroup.getObject`).
   *
   * @param groupId - Security group id.
   * @param options - `mask` (default {@link NetworkManager.SECURITY_GROUP_MASK}), `signal`.
   * @returns The group.
   * @example
   * ```ts
   * const group = await network.getSecurityGroup(100);
   * console.log(group.rules?.length);
   * ```
   */
  getSecurityGroup<const K extends MaskArg = never, const Q extends Selection = never>(groupId: number | string, options?: Selecting<RequestOptions, 'Network_SecurityGroup', K, Q>): Promise<NoInfer<ByMask<Network_SecurityGroup, 'Network_SecurityGroup', typeof NetworkManager.SECURITY_GROUP_MASK, K, Q>>>;
  async getSecurityGroup(groupId: number | string, options?: RequestOptions): Promise<Network_SecurityGroup> {
    return securityGroups.getSecurityGroup(this, groupId, options);
  }

  /**
   * The account's security groups, paged (`Network_SecurityGroup.getAllObjects`; the reference's
   * `list_securitygroups`, which pages too).
   *
   * @param options - `mask`, `filter`, `limit`, `offset`, `chunk`, `concurrency`, `signal`.
   * @returns An async generator of groups.
   * @example
   * ```ts
   * for await (const group of network.iterSecurityGroups()) console.log(group.id, group.name);
   * ```
   */
  iterSecurityGroups(options?: IterSecurityGroupsOptions): AsyncGenerator<Network_SecurityGroup> {
    return securityGroups.iterSecurityGroups(this, options);
  }

  /**
   * All the account's security groups (collects {@link iterSecurityGroups}).
   *
   * @param options - As {@link iterSecurityGroups}.
   * @returns The groups.
   * @example
   * ```ts
   * const groups = await network.listSecurityGroups({ mask: 'id,name,description' });
   * ```
   */
  async listSecurityGroups(options?: IterSecurityGroupsOptions): Promise<Network_SecurityGroup[]> {
    return securityGroups.listSecurityGroups(this, options);
  }

  /**
   * The rules of a security group, paged (`Network_SecurityGroup.getRules`).
   *
   * @param groupId - Security group id.
   * @param options - `mask`, `filter`, `limit`, `offset`, `chunk`, `concurrency`, `signal`.
   * @returns An async generator of rules.
   * @example
   * ```ts
   * for await (const rule of network.iterSecurityGroupRules(100)) console.log(rule.direction, rule.protocol);
   * ```
   */
  iterSecurityGroupRules(groupId: number | string, options?: IterSecurityGroupsOptions): AsyncGenerator<Network_SecurityGroup_Rule> {
    return securityGroups.iterSecurityGroupRules(this, groupId, options);
  }

  /**
   * The rules of a security group (collects {@link iterSecurityGroupRules}; the reference's `list_securitygroup_rules`).
   *
   * @param groupId - Security group id.
   * @param options - As {@link iterSecurityGroupRules}.
   * @returns The rules.
   * @example
   * ```ts
   * const rules = await network.listSecurityGroupRules(100);
   * ```
   */
  async listSecurityGroupRules(groupId: number | string, options?: IterSecurityGroupsOptions): Promise<Network_SecurityGroup_Rule[]> {
    return securityGroups.listSecurityGroupRules(this, groupId, options);
  }

  /**
   * Removes one rule from a security group (`Network_SecurityGroup.removeRules([ruleId])`).
   *
   * @param groupId - Security group id.
   * @param ruleId - Rule id.
   * @param options - `signal`.
   * @returns The request (`requestId`).
   * @example
   * ```ts
   * await network.removeSecurityGroupRule(100, 7);
   * ```
   */
  async removeSecurityGroupRule(groupId: number | string, ruleId: number | string, options?: ResolveOptions): Promise<Network_SecurityGroup_RequestRules> {
    return securityGroups.removeSecurityGroupRule(this, groupId, ruleId, options);
  }

  /**
   * Removes rules from a security group (`Network_SecurityGroup.removeRules(ruleIds)`).
   *
   * @param groupId - Security group id.
   * @param ruleIds - Rule ids.
   * @param options - `signal`.
   * @returns The request (`requestId`).
   * @example
   * ```ts
   * await network.removeSecurityGroupRules(100, [7, 8]);
   * ```
   */
  async removeSecurityGroupRules(
    groupId: number | string, ruleIds: readonly (number | string)[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_RequestRules> {
    return securityGroups.removeSecurityGroupRules(this, groupId, ruleIds, options);
  }

  /**
   * The event log entries of one security group request: the account's `CCI` and `Security Group`
   * entries (`Event_Log.getAllObjects` filtered on `objectName`, 20 a page, as the reference's
   * `EventLogManager`) whose JSON `metaData` names `requestId` (the reference's
   * `get_event_logs_by_request_id`; entries whose `metaData` is not JSON are skipped).
   *
   * @param requestId - The `requestId` a rule or attach request answered.
   * @param options - `signal`.
   * @returns The matching entries, `CCI` ones first.
   * @example
   * ```ts
   * const { requestId } = await network.addSecurityGroupRule(100, { direction: 'ingress' });
   * const logs = await network.getEventLogsByRequestId(String(requestId));
   * ```
   */
  async getEventLogsByRequestId(requestId: string | number, options?: ResolveOptions): Promise<Event_Log[]> {
    return securityGroups.getEventLogsByRequestId(this, requestId, options);
  }

  /**
   * One storage volume with its credentials (`Network_Storage.getObject`; the reference's
   * `get_nas_credentials`).
   *
   * @param id - Storage volume id.
   * @param options - `mask`, `signal`.
   * @returns The volume.
   * @example
   * ```ts
   * const volume = await network.getNasCredentials(9001, { mask: 'id,username,serviceResourceBackendIpAddress' });
   * ```
   */
  async getNasCredentials(id: number | string, options?: RequestOptions): Promise<Network_Storage> {
    return lookups.getNasCredentials(this, id, options);
  }
}
