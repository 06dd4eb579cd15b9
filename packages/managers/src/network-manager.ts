/**
 * Network: IP addresses, subnets, VLANs, global IPs, RWhois data, pods and datacenters
 * (`Network_Subnet_IpAddress`, `Network_Subnet`, `Network_Vlan`, `Network_Subnet_IpAddress_Global`,
 * `Network_Subnet_Rwhois_Data`, `Network_Pod`, `Location`), as the reference client's
 * `NetworkManager` does these jobs.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type {
  Event_Log, Network_SecurityGroup, Network_SecurityGroup_Request, Network_SecurityGroup_RequestRules, Network_SecurityGroup_Rule,
  Network_Storage,
} from '@svclib/model';
import type { FilterOperation, ObjectFilter } from './filters.js';
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkArgument, checkSpec, isString, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireId, requireString,
  RESOLVE_OPTIONS, show,
} from './manager-support.js';
import {
  ADD_GLOBAL_IP_OPTIONS, ADD_SUBNET_OPTIONS, CANCEL_ITEM_OPTIONS, EDIT_RWHOIS_OPTIONS, EDIT_VLAN_OPTIONS, GET_DATACENTER_OPTIONS,
  GET_PODS_OPTIONS, ITER_GLOBAL_OPTIONS, ITER_IP_OPTIONS, ITER_SUBNET_OPTIONS, ITER_VLAN_OPTIONS, LIST_GLOBAL_OPTIONS,
  ITER_SECURITY_GROUP_OPTIONS, LIST_IP_OPTIONS, LIST_SUBNET_OPTIONS, LIST_VLAN_OPTIONS, SECURITY_GROUP_OPTIONS,
  SECURITY_GROUP_RULE_OPTIONS,
} from './network-options.js';
import type {
  AddGlobalIpOptions, AddSubnetOptions, CancelNetworkItemOptions, EditRwhoisOptions, EditVlanOptions, GetDatacenterOptions,
  GetPodsOptions, IterGlobalIpsOptions, IterIpAddressesOptions, IterSubnetsOptions, IterVlansOptions, ListGlobalIpsOptions,
  ListIpAddressesOptions, ListSubnetsOptions, ListVlansOptions, NetworkIdentifier, SubnetKind, TagsInput,
  IterSecurityGroupsOptions, SecurityGroupOptions, SecurityGroupRuleOptions,
} from './network-options.js';
import type { ObjectMask, RequestOptions, ResolveOptions } from './options.js';
import { idsOf, resolveIdList, resolveOneId } from './resolve.js';
import { tagList } from './server-templates.js';
import type {
  GlobalIpRecord, IpAddress, LocationDatacenter, NetworkDatacenterSummary, NetworkPod, RwhoisData, Subnet, SubnetOrder,
  SubnetOrderResult, SubnetPackageItem, Vlan,
} from './types/network.js';
import type { HardwareServer } from './types.js';

export type {
  AddGlobalIpOptions, AddSubnetOptions, CancelNetworkItemOptions, EditRwhoisOptions, EditVlanOptions, GetDatacenterOptions,
  GetPodsOptions, IterGlobalIpsOptions, IterIpAddressesOptions, IterSubnetsOptions, IterVlansOptions, ListGlobalIpsOptions,
  ListIpAddressesOptions, ListSubnetsOptions, ListVlansOptions, NetworkIdentifier, SubnetKind, TagsInput,
  IterSecurityGroupsOptions, SecurityGroupOptions, SecurityGroupRuleOptions,
} from './network-options.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

const RWHOIS_FIELDS = {
  abuseEmail: 'abuseEmail', address1: 'address1', address2: 'address2', city: 'city', companyName: 'companyName',
  country: 'country', firstName: 'firstName', lastName: 'lastName', privateResidence: 'privateResidenceFlag',
  state: 'state', postalCode: 'postalCode',
} as const;
const SUBNET_KINDS: readonly SubnetKind[] = ['public', 'private', 'global', 'static'];

/** `{ operation: 'orderBy', options: [{ name: 'sort', value: [direction] }] }`. */
function orderBy(direction: 'ASC' | 'DESC'): FilterOperation {
  return { operation: 'orderBy', options: [{ name: 'sort', value: [direction] }] };
}

/** `'a,b'` from either form of tags. */
function tagsText(where: string, tags: unknown): string {
  if (typeof tags === 'string') return tags;
  if (Array.isArray(tags)) return tagList(where, tags as string[]);
  throw new TypeError(`${where}: tags must be a comma-separated string or an array of strings, got ${show(tags)}`);
}

/** The API's rule record from the reference's keyword names; unset members are left out. */
function ruleTemplate(o: SecurityGroupRuleOptions): Network_SecurityGroup_Rule {
  const rule: Network_SecurityGroup_Rule = {};
  if (o.remoteIp !== undefined) rule.remoteIp = o.remoteIp;
  if (o.remoteGroup !== undefined) rule.remoteGroupId = o.remoteGroup;
  if (o.direction !== undefined) rule.direction = o.direction;
  if (o.ethertype !== undefined) rule.ethertype = o.ethertype;
  if (o.portMax !== undefined) rule.portRangeMax = o.portMax;
  if (o.portMin !== undefined) rule.portRangeMin = o.portMin;
  if (o.protocol !== undefined) rule.protocol = o.protocol;
  return rule;
}

/** Ids as numbers, or a `TypeError` naming the argument. */
function idList(where: string, what: string, ids: unknown): number[] {
  if (!Array.isArray(ids)) throw new TypeError(`${where}: ${what} must be an array of ids, got ${show(ids)}`);
  return ids.map((id, i) => requireId(where, `${what}[${i}]`, id));
}

/** Whether `value` is an array of records. */
function isRecordList(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** The `requestId` named by an event log entry's JSON `metaData`, or `undefined`. */
function metadataRequestId(metaData: unknown): unknown {
  if (typeof metaData !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(metaData);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { requestId?: unknown }).requestId : undefined;
  } catch {
    return undefined;
  }
}

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
  static readonly IP_MASK =
    'id, ipAddress, subnetId, note, isBroadcast, isGateway, isNetwork, isReserved, subnet, virtualGuest, hardware';

  /**
   * Mask of `listSubnets`/`iterSubnets` and `getSubnet` unless the caller gives one (the reference's
   * `DEFAULT_SUBNET_MASK`).
   *
   * @example
   * ```ts
   * await network.listSubnets({ mask: `${NetworkManager.SUBNET_MASK},ipAddresses` });
   * ```
   */
  static readonly SUBNET_MASK = joinMask(
    'hardware,datacenter,networkVlanId,ipAddressCount,virtualGuests,id,networkIdentifier,cidr,subnetType,gateway,',
    'broadcastAddress,usableIpAddressCount,note,tagReferences[tag],',
    'networkVlan[id, primaryRouter, networkSpace,fullyQualifiedName],addressSpace,endPointIpAddress',
  );

  /**
   * Mask of `listVlans`/`iterVlans` unless the caller gives one (the reference's list mask).
   *
   * @example
   * ```ts
   * await network.listVlans({ mask: NetworkManager.VLAN_MASK });
   * ```
   */
  static readonly VLAN_MASK = joinMask(
    'networkSpace, id, vlanNumber, fullyQualifiedName, name, datacenter[name], podName,',
    ' networkVlanFirewall[id,fullyQualifiedDomainName], attachedNetworkGateway[id,name],',
    ' firewallInterfaces, billingItem[id], tagReferences[tag[name]], hardwareCount, subnetCount,',
    ' totalPrimaryIpAddressCount, virtualGuestCount',
  );

  /**
   * Mask of `getVlan` unless the caller gives one (the reference's `DEFAULT_GET_VLAN_MASK`).
   *
   * @example
   * ```ts
   * await network.getVlan(42, { mask: `${NetworkManager.VLAN_DETAIL_MASK},note` });
   * ```
   */
  static readonly VLAN_DETAIL_MASK = joinMask(
    'firewallInterfaces,primaryRouter[id, fullyQualifiedDomainName, datacenter],totalPrimaryIpAddressCount,',
    'networkSpace,billingItem,hardware,subnets,virtualGuests,',
    'networkVlanFirewall[id,fullyQualifiedDomainName,primaryIpAddress],attachedNetworkGateway[id,name,networkFirewall]',
  );

  /**
   * Mask of `listGlobalIps`/`iterGlobalIps` unless the caller gives one (the reference's).
   *
   * @example
   * ```ts
   * await network.listGlobalIps({ mask: `${NetworkManager.GLOBAL_IP_MASK},billingItem` });
   * ```
   */
  static readonly GLOBAL_IP_MASK = 'destinationIpAddress[hardware, virtualGuest],ipAddress';

  /**
   * Mask of `getSecurityGroup` unless the caller gives one (the reference's).
   *
   * @example
   * ```ts
   * await network.getSecurityGroup(100, { mask: `${NetworkManager.SECURITY_GROUP_MASK},createDate` });
   * ```
   */
  static readonly SECURITY_GROUP_MASK = joinMask(
    'id, name, description, rules[id, remoteIp, remoteGroupId, direction, ethertype, portRangeMin,',
    ' portRangeMax, protocol, createDate, modifyDate], networkComponentBindings[networkComponent[id,',
    ' port, guest[id, hostname, primaryBackendIpAddress, primaryIpAddress]]]',
  );

  /**
   * Mask of `getClosedPods` (the reference's).
   *
   * @example
   * ```ts
   * await network.getPods({ mask: NetworkManager.CLOSED_POD_MASK });
   * ```
   */
  static readonly CLOSED_POD_MASK = joinMask(
    'name, datacenterLongName, frontendRouterId, capabilities, datacenterId, backendRouterId, backendRouterName, ',
    'frontendRouterName',
  );

  /**
   * Mask of `getDatacenterByKeyname` (the reference's).
   *
   * @example
   * ```ts
   * await network.getDatacenter({ mask: NetworkManager.DATACENTER_KEYNAME_MASK });
   * ```
   */
  static readonly DATACENTER_KEYNAME_MASK = 'id,longName,name,regions[keyname,description]';

  /**
   * Mask of `searchForVlan` (the reference's, with our service prefix in the type cast).
   *
   * @example
   * ```ts
   * console.log(NetworkManager.VLAN_SEARCH_MASK);
   * ```
   */
  static readonly VLAN_SEARCH_MASK =
    'mask[resource(Vendor_Network_Vlan)[id,name,vlanNumber,fullyQualifiedName,networkSpace]]';

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
  ipLookup<const K extends MaskArg = never, const Q extends Selection = never>(address: string, options?: Selecting<RequestOptions, 'Network_Subnet_IpAddress', K, Q>): Promise<NoInfer<ByMask<IpAddress, 'Network_Subnet_IpAddress', typeof NetworkManager.IP_MASK, K, Q> | undefined>>;
  async ipLookup(address: string, options?: RequestOptions): Promise<IpAddress | undefined> {
    const where = 'NetworkManager.ipLookup';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return this.#byAddress(where, address, o.mask ?? NetworkManager.IP_MASK, o.signal);
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
  async getIpByAddress(address: string, options?: RequestOptions): Promise<IpAddress | undefined> {
    const where = 'NetworkManager.getIpByAddress';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return this.#byAddress(where, address, o.mask, o.signal);
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
    const where = 'NetworkManager.setSubnetIpAddressNote';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const template = typeof note === 'string' ? { note } : note;
    checkArgument(where, 'note', template?.note, isString, 'a string');
    if (template === null || typeof template !== 'object') throw new TypeError(`${where}: note must be a string or { note }`);
    return callApi<boolean>(this.client, 'Network_Subnet_IpAddress', 'editObject', {
      id: requireId(where, 'id', id), args: [template], signal: o.signal,
    });
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
  listIpAddresses<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListIpAddressesOptions, 'Network_Subnet_IpAddress', K, Q>): Promise<NoInfer<ByMask<IpAddress[], 'Network_Subnet_IpAddress', typeof NetworkManager.IP_MASK, K, Q>>>;
  async listIpAddresses(options?: ListIpAddressesOptions): Promise<IpAddress[]> {
    const o = checkSpec(LIST_IP_OPTIONS, options);
    return callApi<IpAddress[]>(this.client, 'Account', 'getIpAddresses', listRequest(o, NetworkManager.IP_MASK, ipFilter(o)));
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
  iterIpAddresses<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterIpAddressesOptions, 'Network_Subnet_IpAddress', K, Q>): AsyncGenerator<NoInfer<ByMask<IpAddress, 'Network_Subnet_IpAddress', typeof NetworkManager.IP_MASK, K, Q>>>;
  iterIpAddresses(options?: IterIpAddressesOptions): AsyncGenerator<IpAddress> {
    const o = checkSpec(ITER_IP_OPTIONS, options);
    return iterApi<IpAddress>(this.client, 'Account', 'getIpAddresses', iterRequest(o, NetworkManager.IP_MASK, ipFilter(o)));
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
  listSubnets<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListSubnetsOptions, 'Network_Subnet', K, Q>): Promise<NoInfer<ByMask<Subnet[], 'Network_Subnet', typeof NetworkManager.SUBNET_MASK, K, Q>>>;
  async listSubnets(options?: ListSubnetsOptions): Promise<Subnet[]> {
    const o = checkSpec(LIST_SUBNET_OPTIONS, options);
    return callApi<Subnet[]>(this.client, 'Account', 'getSubnets', listRequest(o, NetworkManager.SUBNET_MASK, subnetFilter(o)));
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
  iterSubnets<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterSubnetsOptions, 'Network_Subnet', K, Q>): AsyncGenerator<NoInfer<ByMask<Subnet, 'Network_Subnet', typeof NetworkManager.SUBNET_MASK, K, Q>>>;
  iterSubnets(options?: IterSubnetsOptions): AsyncGenerator<Subnet> {
    const o = checkSpec(ITER_SUBNET_OPTIONS, options);
    return iterApi<Subnet>(this.client, 'Account', 'getSubnets', iterRequest(o, NetworkManager.SUBNET_MASK, subnetFilter(o)));
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
  getSubnet<const K extends MaskArg = never, const Q extends Selection = never>(id: NetworkIdentifier, options?: Selecting<RequestOptions, 'Network_Subnet', K, Q>): Promise<NoInfer<ByMask<Subnet, 'Network_Subnet', typeof NetworkManager.SUBNET_MASK, K, Q>>>;
  async getSubnet(id: NetworkIdentifier, options?: RequestOptions): Promise<Subnet> {
    const where = 'NetworkManager.getSubnet';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Subnet>(this.client, 'Network_Subnet', 'getObject', {
      id: await this.#subnetId(where, id, o.signal), mask: o.mask ?? NetworkManager.SUBNET_MASK, signal: o.signal,
    });
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
    const where = 'NetworkManager.cancelSubnet';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const subnetId = await this.#subnetId(where, id, o.signal);
    const subnet = await callApi<Subnet>(this.client, 'Network_Subnet', 'getObject', {
      id: subnetId, mask: 'id, billingItem.id', signal: o.signal,
    });
    const billingId = subnet.billingItem?.id;
    if (billingId === undefined) throw new ServiceError(`subnet ${subnetId} can not be cancelled`);
    return this.#cancelService(billingId, o.signal);
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
    const where = 'NetworkManager.setTagsSubnet';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const text = tagsText(where, tags);
    return callApi<boolean>(this.client, 'Network_Subnet', 'setTags', {
      id: await this.#subnetId(where, id, o.signal), args: [text], signal: o.signal,
    });
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
    const where = 'NetworkManager.editNoteSubnet';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'note', note, isString, 'a string');
    return callApi<boolean>(this.client, 'Network_Subnet', 'editNote', {
      id: await this.#subnetId(where, id, o.signal), args: [note], signal: o.signal,
    });
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
    const where = 'NetworkManager.route';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    requireString(where, 'type', type);
    if (typeof target !== 'number' && (typeof target !== 'string' || target.trim() === '')) {
      throw new TypeError(`${where}: target must be an address or an id, got ${show(target)}`);
    }
    return callApi<boolean>(this.client, 'Network_Subnet', 'route', {
      id: await this.#subnetId(where, id, o.signal), args: [type, target], signal: o.signal,
    });
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
    const where = 'NetworkManager.clearRoute';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'Network_Subnet', 'clearRoute', {
      id: await this.#subnetId(where, id, o.signal), signal: o.signal,
    });
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
    const where = 'NetworkManager.resolveSubnetIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, (name, signal) => this.#subnetIdsOf(name, signal), o.signal);
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
    const o = checkSpec(LIST_VLAN_OPTIONS, options);
    return callApi<Vlan[]>(this.client, 'Account', 'getNetworkVlans', listRequest(o, NetworkManager.VLAN_MASK, vlanFilter(o)));
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
    const o = checkSpec(ITER_VLAN_OPTIONS, options);
    return iterApi<Vlan>(this.client, 'Account', 'getNetworkVlans', iterRequest(o, NetworkManager.VLAN_MASK, vlanFilter(o)));
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
    const where = 'NetworkManager.getVlan';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Vlan>(this.client, 'Network_Vlan', 'getObject', {
      id: await this.#vlanId(where, id, o.signal), mask: o.mask ?? NetworkManager.VLAN_DETAIL_MASK, signal: o.signal,
    });
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
    const where = 'NetworkManager.editVlan';
    const o = checkSpec(EDIT_VLAN_OPTIONS, changes);
    const tags = o.tags === undefined ? undefined : tagsText(where, o.tags);
    const vlanId = await this.#vlanId(where, id, o.signal);
    if (tags !== undefined) await this.#setVlanTags(vlanId, tags, o.signal);
    const template: { name?: string; note?: string } = {};
    if (o.name) template.name = o.name;
    if (o.note) template.note = o.note;
    if (Object.keys(template).length === 0) return true;
    return callApi<boolean>(this.client, 'Network_Vlan', 'editObject', { id: vlanId, args: [template], signal: o.signal });
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
    const where = 'NetworkManager.setVlanTags';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const text = tagsText(where, tags);
    return this.#setVlanTags(await this.#vlanId(where, id, o.signal), text, o.signal);
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
    const where = 'NetworkManager.getCancelFailureReasons';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<string[]>(this.client, 'Network_Vlan', 'getCancelFailureReasons', {
      id: await this.#vlanId(where, id, o.signal), signal: o.signal,
    });
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
    const where = 'NetworkManager.cancelItem';
    const o = checkSpec(CANCEL_ITEM_OPTIONS, options);
    return callApi<boolean>(this.client, 'Billing_Item', 'cancelItem', {
      id: requireId(where, 'billingItemId', billingItemId),
      args: [true, o.immediate ?? false, o.reason ?? '', o.note ?? ''],
      signal: o.signal,
    });
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
    const where = 'NetworkManager.searchForVlan';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const text = typeof query === 'number' ? String(query) : requireString(where, 'query', query).trim();
    const results = await callApi<Array<{ resource?: Vlan }>>(this.client, 'Search', 'advancedSearch', {
      args: [`_objectType:Vendor_Network_Vlan ${text}`], mask: NetworkManager.VLAN_SEARCH_MASK, signal: o.signal,
    });
    return results.map((result) => result.resource).filter((vlan): vlan is Vlan => vlan !== undefined);
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
    const where = 'NetworkManager.resolveVlanIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, (name, signal) => this.#vlanIdsOf(name, signal), o.signal);
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
    const o = checkSpec(RESOLVE_OPTIONS, options, 'NetworkManager.summaryByDatacenter');
    const vlans = await this.listVlans({
      mask: `${NetworkManager.VLAN_MASK}, primaryRouter[id, datacenter[name]]`, signal: o.signal,
    });
    const summary: Record<string, NetworkDatacenterSummary> = {};
    for (const vlan of vlans) {
      const name = vlan.primaryRouter?.datacenter?.name ?? vlan.datacenter?.name ?? 'unknown';
      const counts = (summary[name] ??= {
        hardwareCount: 0, virtualGuestCount: 0, publicIpCount: 0, subnetCount: 0, vlanCount: 0,
      });
      counts.vlanCount += 1;
      counts.publicIpCount += vlan.totalPrimaryIpAddressCount ?? 0;
      counts.subnetCount += vlan.subnetCount ?? 0;
      if (vlan.networkSpace === 'PRIVATE') {
        counts.hardwareCount += vlan.hardwareCount ?? 0;
        counts.virtualGuestCount += vlan.virtualGuestCount ?? 0;
      }
    }
    return summary;
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
  listGlobalIps<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListGlobalIpsOptions, 'Network_Subnet_IpAddress_Global', K, Q>): Promise<NoInfer<ByMask<GlobalIpRecord[], 'Network_Subnet_IpAddress_Global', typeof NetworkManager.GLOBAL_IP_MASK, K, Q>>>;
  async listGlobalIps(options?: ListGlobalIpsOptions): Promise<GlobalIpRecord[]> {
    const o = checkSpec(LIST_GLOBAL_OPTIONS, options);
    return callApi<GlobalIpRecord[]>(
      this.client, 'Account', 'getGlobalIpRecords', listRequest(o, NetworkManager.GLOBAL_IP_MASK, globalIpFilter(o)),
    );
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
  iterGlobalIps<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterGlobalIpsOptions, 'Network_Subnet_IpAddress_Global', K, Q>): AsyncGenerator<NoInfer<ByMask<GlobalIpRecord, 'Network_Subnet_IpAddress_Global', typeof NetworkManager.GLOBAL_IP_MASK, K, Q>>>;
  iterGlobalIps(options?: IterGlobalIpsOptions): AsyncGenerator<GlobalIpRecord> {
    const o = checkSpec(ITER_GLOBAL_OPTIONS, options);
    return iterApi<GlobalIpRecord>(
      this.client, 'Account', 'getGlobalIpRecords', iterRequest(o, NetworkManager.GLOBAL_IP_MASK, globalIpFilter(o)),
    );
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
    const where = 'NetworkManager.assignGlobalIp';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const address = requireString(where, 'target', target).trim();
    return callApi<boolean>(this.client, 'Network_Subnet_IpAddress_Global', 'route', {
      id: await this.#globalIpId(where, id, o.signal), args: [address], signal: o.signal,
    });
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
    const where = 'NetworkManager.unassignGlobalIp';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'Network_Subnet_IpAddress_Global', 'unroute', {
      id: await this.#globalIpId(where, id, o.signal), signal: o.signal,
    });
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
    const where = 'NetworkManager.cancelGlobalIp';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const recordId = await this.#globalIpId(where, id, o.signal);
    const record = await callApi<GlobalIpRecord>(this.client, 'Network_Subnet_IpAddress_Global', 'getObject', {
      id: recordId, mask: 'billingItem', signal: o.signal,
    });
    const billingId = record.billingItem?.id;
    if (billingId === undefined) throw new ServiceError(`global IP ${recordId} can not be cancelled`);
    return this.#cancelService(billingId, o.signal);
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
    const where = 'NetworkManager.resolveGlobalIpIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, (name, signal) => this.#globalIpIdsOf(name, signal), o.signal);
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
    const where = 'NetworkManager.addSubnet';
    const o = checkSpec(ADD_SUBNET_OPTIONS, options);
    if (!SUBNET_KINDS.includes(kind)) throw new TypeError(`${where}: kind must be one of ${SUBNET_KINDS.join(', ')}, got ${show(kind)}`);
    const version = o.version ?? 4;
    if (version !== 4 && version !== 6) throw new TypeError(`${where}: version must be 4 or 6, got ${show(o.version)}`);
    const { category, description } = subnetCategory(kind, version);
    const quantity = kind === 'global' ? 0 : o.quantity;
    const items = await callApi<SubnetPackageItem[]>(this.client, 'Product_Package', 'getItems', {
      id: 0, mask: 'mask[prices[packageReferences[package[keyName]]]]', signal: o.signal,
    });
    const item = items.find(
      (candidate) =>
        candidate.itemCategory?.categoryCode === category &&
        candidate.capacity === String(quantity) &&
        (version === 4 || (candidate.description ?? '').includes(description)),
    );
    if (item === undefined) {
      throw new ServiceError(`no ${kind} IPv${version} subnet item of ${String(quantity)} addresses in package 0 (category ${category})`);
    }
    const order: SubnetOrder = {
      packageId: 0,
      prices: [{ id: NetworkManager.getSubnetItemPrice(item, kind, version) ?? null }],
      quantity: 1,
      complexType: 'Vendor_Container_Product_Order_Network_Subnet',
    };
    if (kind === 'static') order.endPointIpAddressId = o.endpointId ?? null;
    else if (kind !== 'global') order.endPointVlanId = o.endpointId ?? null;
    return callApi<SubnetOrderResult>(this.client, 'Product_Order', o.testOrder === true ? 'verifyOrder' : 'placeOrder', {
      args: [order], signal: o.signal,
    });
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
    const o = checkSpec(ADD_GLOBAL_IP_OPTIONS, options);
    return this.addSubnet('global', o);
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
  static getSubnetItemPrice(item: SubnetPackageItem, kind: SubnetKind, version: 4 | 6): number | undefined {
    if (version === 4 && kind === 'static') {
      let found: number | undefined;
      for (const price of item.prices ?? []) {
        for (const reference of price.packageReferences ?? []) {
          if ((reference.package?.keyName ?? '').includes(kind.toUpperCase())) found = price.id;
        }
      }
      return found;
    }
    return item.prices?.[0]?.id;
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
  async getRwhois(options?: RequestOptions): Promise<RwhoisData> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'NetworkManager.getRwhois');
    return callApi<RwhoisData>(this.client, 'Account', 'getRwhoisData', { mask: o.mask, signal: o.signal });
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
    const where = 'NetworkManager.editRwhois';
    const o = checkSpec(EDIT_RWHOIS_OPTIONS, changes);
    const update: Record<string, string | boolean> = {};
    for (const [option, field] of Object.entries(RWHOIS_FIELDS)) {
      const value = o[option as keyof typeof RWHOIS_FIELDS];
      if (value !== undefined) update[field] = value;
    }
    if (Object.keys(update).length === 0) return false;
    const rwhois = await this.getRwhois({ signal: o.signal });
    const id = requireId(where, 'the RWhois record id', rwhois.id);
    await callApi<boolean>(this.client, 'Network_Subnet_Rwhois_Data', 'editObject', { id, args: [update], signal: o.signal });
    return true;
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
  async getPods(options?: GetPodsOptions): Promise<NetworkPod[]> {
    const o = checkSpec(GET_PODS_OPTIONS, options);
    const filter: ObjectFilter = o.datacenter
      ? { datacenterName: { operation: o.datacenter } }
      : { name: orderBy('DESC') };
    return callApi<NetworkPod[]>(this.client, 'Network_Pod', 'getAllObjects', { mask: o.mask, filter, signal: o.signal });
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
  getClosedPods<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Network_Pod', K, Q>): Promise<NoInfer<ByMask<NetworkPod[], 'Network_Pod', typeof NetworkManager.CLOSED_POD_MASK, K, Q>>>;
  async getClosedPods(options?: RequestOptions): Promise<NetworkPod[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'NetworkManager.getClosedPods');
    const filter: ObjectFilter = {
      capabilities: { operation: 'in', options: [{ name: 'data', value: ['CLOSURE_ANNOUNCED'] }] },
      name: orderBy('DESC'),
    };
    return callApi<NetworkPod[]>(this.client, 'Network_Pod', 'getAllObjects', {
      mask: o.mask ?? NetworkManager.CLOSED_POD_MASK, filter, signal: o.signal,
    });
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
  async getListDatacenter(options?: RequestOptions): Promise<LocationDatacenter[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'NetworkManager.getListDatacenter');
    return callApi<LocationDatacenter[]>(this.client, 'Location_Datacenter', 'getDatacenters', { mask: o.mask, signal: o.signal });
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
  async getRouters(datacenterId: number | string, options?: RequestOptions): Promise<HardwareServer[]> {
    const where = 'NetworkManager.getRouters';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<HardwareServer[]>(this.client, 'Location_Datacenter', 'getHardwareRouters', {
      id: requireId(where, 'datacenterId', datacenterId), mask: o.mask, signal: o.signal,
    });
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
  async getDatacenter(options?: GetDatacenterOptions): Promise<LocationDatacenter[]> {
    const o = checkSpec(GET_DATACENTER_OPTIONS, options);
    const filter = o.datacenter ? { name: { operation: o.datacenter } } : o.filter;
    return callApi<LocationDatacenter[]>(this.client, 'Location', 'getDatacenters', {
      filter, limit: 1, mask: o.mask, signal: o.signal,
    });
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
  getDatacenterByKeyname<const K extends MaskArg = never, const Q extends Selection = never>(keyname?: string, options?: Selecting<RequestOptions, 'Location_Datacenter', K, Q>): Promise<NoInfer<ByMask<LocationDatacenter, 'Location_Datacenter', typeof NetworkManager.DATACENTER_KEYNAME_MASK, K, Q> | undefined>>;
  async getDatacenterByKeyname(keyname?: string, options?: RequestOptions): Promise<LocationDatacenter | undefined> {
    const where = 'NetworkManager.getDatacenterByKeyname';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    checkArgument(where, 'keyname', keyname, isString, 'a string');
    const filter: ObjectFilter = keyname ? { regions: { keyname: { operation: keyname } } } : {};
    const result = await callApi<LocationDatacenter[]>(this.client, 'Location', 'getDatacenters', {
      filter, limit: 1, mask: o.mask ?? NetworkManager.DATACENTER_KEYNAME_MASK, signal: o.signal,
    });
    return result[0];
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
    const where = 'NetworkManager.addSecurityGroupRule';
    const o = checkSpec(SECURITY_GROUP_RULE_OPTIONS, rule, where);
    return this.#securityGroupCall(where, groupId, 'addRules', [{ direction: o.direction ?? null, ...ruleTemplate(o) }], o.signal);
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
    const where = 'NetworkManager.addSecurityGroupRules';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    checkArgument(where, 'rules', rules, isRecordList, 'an array of rule records');
    return this.#securityGroupCall(where, groupId, 'addRules', rules, o.signal);
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
    return this.attachSecurityGroupComponents(groupId, [requireId('NetworkManager.attachSecurityGroupComponent', 'componentId', componentId)], options);
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
    const where = 'NetworkManager.attachSecurityGroupComponents';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return this.#securityGroupCall(where, groupId, 'attachNetworkComponents', idList(where, 'componentIds', componentIds), o.signal);
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
    return this.detachSecurityGroupComponents(groupId, [requireId('NetworkManager.detachSecurityGroupComponent', 'componentId', componentId)], options);
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
    const where = 'NetworkManager.detachSecurityGroupComponents';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return this.#securityGroupCall(where, groupId, 'detachNetworkComponents', idList(where, 'componentIds', componentIds), o.signal);
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
    const o = checkSpec(SECURITY_GROUP_OPTIONS, fields, 'NetworkManager.createSecurityGroup');
    return callApi<Network_SecurityGroup>(this.client, 'Network_SecurityGroup', 'createObject', {
      args: [{ name: o.name ?? null, description: o.description ?? null }], signal: o.signal,
    });
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
    const where = 'NetworkManager.deleteSecurityGroup';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'Network_SecurityGroup', 'deleteObject', { id: requireId(where, 'groupId', groupId), signal: o.signal });
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
    const where = 'NetworkManager.editSecurityGroup';
    const o = checkSpec(SECURITY_GROUP_OPTIONS, changes, where);
    const id = requireId(where, 'groupId', groupId);
    const template: { name?: string; description?: string } = {};
    if (o.name) template.name = o.name;
    if (o.description) template.description = o.description;
    if (Object.keys(template).length === 0) return false;
    return callApi<boolean>(this.client, 'Network_SecurityGroup', 'editObject', { id, args: [template], signal: o.signal });
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
    const where = 'NetworkManager.editSecurityGroupRule';
    const o = checkSpec(SECURITY_GROUP_RULE_OPTIONS, changes, where);
    const rule = requireId(where, 'ruleId', ruleId);
    const template = ruleTemplate(o);
    if (Object.keys(template).length === 0) {
      requireId(where, 'groupId', groupId);
      return false;
    }
    return this.#securityGroupCall(where, groupId, 'editRules', [{ ...template, id: rule }], o.signal);
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
    const where = 'NetworkManager.getSecurityGroup';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Network_SecurityGroup>(this.client, 'Network_SecurityGroup', 'getObject', {
      id: requireId(where, 'groupId', groupId), mask: o.mask ?? NetworkManager.SECURITY_GROUP_MASK, signal: o.signal,
    });
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
    const o = checkSpec(ITER_SECURITY_GROUP_OPTIONS, options, 'NetworkManager.iterSecurityGroups');
    return iterApi<Network_SecurityGroup>(this.client, 'Network_SecurityGroup', 'getAllObjects', iterRequest(o, undefined, o.filter));
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
    const groups: Network_SecurityGroup[] = [];
    for await (const group of this.iterSecurityGroups(options)) groups.push(group);
    return groups;
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
    const where = 'NetworkManager.iterSecurityGroupRules';
    const o = checkSpec(ITER_SECURITY_GROUP_OPTIONS, options, where);
    const id = requireId(where, 'groupId', groupId);
    return iterApi<Network_SecurityGroup_Rule>(this.client, 'Network_SecurityGroup', 'getRules', { ...iterRequest(o, undefined, o.filter), id });
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
    const rules: Network_SecurityGroup_Rule[] = [];
    for await (const rule of this.iterSecurityGroupRules(groupId, options)) rules.push(rule);
    return rules;
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
    return this.removeSecurityGroupRules(groupId, [requireId('NetworkManager.removeSecurityGroupRule', 'ruleId', ruleId)], options);
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
    const where = 'NetworkManager.removeSecurityGroupRules';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return this.#securityGroupCall(where, groupId, 'removeRules', idList(where, 'ruleIds', ruleIds), o.signal);
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
    const where = 'NetworkManager.getEventLogsByRequestId';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    if (typeof requestId !== 'number') requireString(where, 'requestId', requestId);
    const found: Event_Log[] = [];
    for (const objectName of ['CCI', 'Security Group']) {
      const logs = iterApi<Event_Log>(this.client, 'Event_Log', 'getAllObjects', {
        filter: { objectName: { operation: objectName } }, chunk: 20, signal: o.signal,
      });
      for await (const log of logs) {
        if (metadataRequestId(log.metaData) === requestId) found.push(log);
      }
    }
    return found;
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
    const where = 'NetworkManager.getNasCredentials';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Network_Storage>(this.client, 'Network_Storage', 'getObject', { id: requireId(where, 'id', id), mask: o.mask, signal: o.signal });
  }

  // ---- internals ------------------------------------------------------------------------------

  async #securityGroupCall<T>(where: string, groupId: number | string, method: string, arg: unknown, signal: AbortSignal | undefined): Promise<T> {
    return callApi<T>(this.client, 'Network_SecurityGroup', method, { id: requireId(where, 'groupId', groupId), args: [arg], signal });
  }


  async #byAddress(where: string, address: string, mask: ObjectMask | undefined, signal: AbortSignal | undefined): Promise<IpAddress | undefined> {
    const result = await callApi<IpAddress | null | ''>(this.client, 'Network_Subnet_IpAddress', 'getByIpAddress', {
      args: [requireString(where, 'address', address).trim()], mask, signal,
    });
    return typeof result === 'object' && result !== null && Object.keys(result).length > 0 ? result : undefined;
  }

  #cancelService(billingId: number, signal: AbortSignal | undefined): Promise<boolean> {
    return callApi<boolean>(this.client, 'Billing_Item', 'cancelService', { id: billingId, signal });
  }

  #setVlanTags(id: number, tags: string, signal: AbortSignal | undefined): Promise<boolean> {
    return callApi<boolean>(this.client, 'Network_Vlan', 'setTags', { id, args: [tags], signal });
  }

  async #subnetIdsOf(name: string, signal: AbortSignal | undefined): Promise<number[]> {
    const identifier = name.split('/', 1)[0]!.trim();
    return idsOf(await this.listSubnets({ identifier, mask: 'id', signal }));
  }

  async #vlanIdsOf(name: string, signal: AbortSignal | undefined): Promise<number[]> {
    return idsOf(await this.listVlans({ name, mask: 'id', signal }));
  }

  async #globalIpIdsOf(name: string, signal: AbortSignal | undefined): Promise<number[]> {
    return idsOf(await this.listGlobalIps({ identifier: name, mask: 'id', signal }));
  }

  #subnetId(where: string, id: unknown, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'subnet', id, (name, s) => this.#subnetIdsOf(name, s), signal);
  }

  #vlanId(where: string, id: unknown, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'VLAN', id, (name, s) => this.#vlanIdsOf(name, s), signal);
  }

  #globalIpId(where: string, id: unknown, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'global IP', id, (name, s) => this.#globalIpIdsOf(name, s), signal);
  }
}

/** The item category (and, for IPv6, the description word) of a subnet kind. */
function subnetCategory(kind: SubnetKind, version: 4 | 6): { category: string; description: string } {
  if (version === 4) {
    const categories: Record<SubnetKind, string> = {
      private: 'sov_sec_ip_addresses_priv', public: 'sov_sec_ip_addresses_pub', global: 'global_ipv4', static: 'static_sec_ip_addresses',
    };
    return { category: categories[kind], description: '' };
  }
  if (kind === 'global') return { category: 'global_ipv6', description: 'Global' };
  const words: Record<SubnetKind, string> = { private: '', public: 'Portable', global: 'Global', static: 'Static' };
  return { category: 'static_ipv6_addresses', description: words[kind] };
}

function subnetFilter(o: ListSubnetsOptions): ObjectFilter {
  const callerType = (o.filter?.subnets as ObjectFilter | undefined)?.subnetType;
  const version = o.version === undefined || Number(o.version) === 0 ? undefined : o.version;
  return listFilter(
    'subnets',
    {
      id: orderBy('ASC'),
      networkIdentifier: o.identifier,
      'datacenter.name': o.datacenter,
      version,
      // Global IPs are subnets too; like the reference, leave them out unless a type is asked for.
      subnetType: o.subnetType ?? (callerType === undefined ? { operation: '!= GLOBAL_IP' } : undefined),
      'networkVlan.networkSpace': o.networkSpace,
      addressSpace: o.addressSpace,
    },
    o.filter,
  );
}

function vlanFilter(o: ListVlansOptions): ObjectFilter {
  return listFilter(
    'networkVlans',
    { id: orderBy('ASC'), vlanNumber: o.vlanNumber, name: o.name, 'primaryRouter.datacenter.name': o.datacenter },
    o.filter,
  );
}

function ipFilter(o: ListIpAddressesOptions): ObjectFilter {
  return listFilter('ipAddresses', { ipAddress: o.ipAddress, subnetId: o.subnetId }, o.filter);
}

function globalIpFilter(o: ListGlobalIpsOptions): ObjectFilter {
  const version = o.version === undefined || Number(o.version) === 0 ? undefined : o.version;
  return listFilter(
    'globalIpRecords',
    { 'ipAddress.subnet.version': version, 'ipAddress.subnet.networkIdentifier': o.identifier },
    o.filter,
  );
}
