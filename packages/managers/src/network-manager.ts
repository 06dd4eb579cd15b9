/**
 * Network: IP addresses, subnets and VLANs (`Network_Subnet_IpAddress`, `Network_Subnet`,
 * `Network_Vlan`).
 *
 * @module
 */
import { listFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkOptions, ITER_KEYS, iterApi, iterRequest, LIST_KEYS, listRequest, REQUEST_KEYS, requireId, requireString,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';
import type { IpAddress, Subnet, Vlan } from './types.js';

/**
 * Options of {@link NetworkManager.listSubnets} (filter group `subnets`); each value goes through
 * `queryFilter`.
 *
 * @example
 * ```ts
 * await network.listSubnets({ datacenter: 'dal13', version: 4, addressSpace: 'PRIVATE' });
 * ```
 */
export interface ListSubnetsOptions extends ListOptions {
  /** Network address (`networkIdentifier`). */
  identifier?: string;
  /** Datacenter name (`datacenter.name`). */
  datacenter?: string;
  /** IP version, 4 or 6. */
  version?: number | string;
  /** Subnet type, e.g. `PRIMARY`, `SECONDARY_ON_VLAN`. */
  subnetType?: string;
  /** `PUBLIC` or `PRIVATE`. */
  addressSpace?: string;
}

/**
 * Options of {@link NetworkManager.iterSubnets}.
 *
 * @example
 * ```ts
 * for await (const subnet of network.iterSubnets({ chunk: 50 })) console.log(subnet.networkIdentifier);
 * ```
 */
export interface IterSubnetsOptions extends ListSubnetsOptions, IterOptions {}

/**
 * Options of {@link NetworkManager.listVlans} (filter group `networkVlans`).
 *
 * @example
 * ```ts
 * await network.listVlans({ datacenter: 'dal13', vlanNumber: 1234 });
 * ```
 */
export interface ListVlansOptions extends ListOptions {
  /** Datacenter name (`primaryRouter.datacenter.name`). */
  datacenter?: string;
  /** VLAN number. */
  vlanNumber?: number | string;
  /** VLAN name. */
  name?: string;
}

/**
 * Options of {@link NetworkManager.iterVlans}.
 *
 * @example
 * ```ts
 * for await (const vlan of network.iterVlans()) console.log(vlan.vlanNumber);
 * ```
 */
export interface IterVlansOptions extends ListVlansOptions, IterOptions {}

/**
 * Options of {@link NetworkManager.listIpAddresses} (filter group `ipAddresses`).
 *
 * @example
 * ```ts
 * await network.listIpAddresses({ ipAddress: '10.0.*' });
 * ```
 */
export interface ListIpAddressesOptions extends ListOptions {
  /** The address. */
  ipAddress?: string;
  /** Subnet id. */
  subnetId?: number | string;
}

/**
 * Options of {@link NetworkManager.iterIpAddresses}.
 *
 * @example
 * ```ts
 * for await (const ip of network.iterIpAddresses({ subnetId: 5001 })) console.log(ip.ipAddress);
 * ```
 */
export interface IterIpAddressesOptions extends ListIpAddressesOptions, IterOptions {}

const LIST_SUBNET_KEYS = [...LIST_KEYS, 'identifier', 'datacenter', 'version', 'subnetType', 'addressSpace'] as const;
const LIST_VLAN_KEYS = [...LIST_KEYS, 'datacenter', 'vlanNumber', 'name'] as const;
const LIST_IP_KEYS = [...LIST_KEYS, 'ipAddress', 'subnetId'] as const;

/**
 * IP addresses, subnets and VLANs in one call each.
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
   * Mask of `ipLookup` and of `listIpAddresses`/`iterIpAddresses` unless the caller gives one.
   *
   * @example
   * ```ts
   * await network.ipLookup('10.0.0.5', { mask: NetworkManager.IP_MASK });
   * ```
   */
  static readonly IP_MASK =
    'id, ipAddress, subnetId, note, isBroadcast, isGateway, isNetwork, isReserved, subnet, virtualGuest, hardware';

  /**
   * Mask of `listSubnets`/`iterSubnets` and `getSubnet` unless the caller gives one.
   *
   * @example
   * ```ts
   * await network.listSubnets({ mask: `${NetworkManager.SUBNET_MASK}, ipAddresses` });
   * ```
   */
  static readonly SUBNET_MASK =
    'id, networkIdentifier, cidr, version, subnetType, addressSpace, gateway, broadcastAddress, usableIpAddressCount, ' +
    'note, datacenter, networkVlan';

  /**
   * Mask of `listVlans`/`iterVlans` unless the caller gives one.
   *
   * @example
   * ```ts
   * await network.listVlans({ mask: NetworkManager.VLAN_MASK });
   * ```
   */
  static readonly VLAN_MASK = 'id, vlanNumber, name, networkSpace, primaryRouter, datacenter';

  /**
   * Mask of `getVlan` unless the caller gives one.
   *
   * @example
   * ```ts
   * await network.getVlan(42, { mask: NetworkManager.VLAN_DETAIL_MASK });
   * ```
   */
  static readonly VLAN_DETAIL_MASK = `${NetworkManager.VLAN_MASK}, subnets`;

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
  async ipLookup(address: string, options?: RequestOptions): Promise<IpAddress | undefined> {
    const where = 'NetworkManager.ipLookup';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const result = await callApi<IpAddress | null | ''>(this.client, 'Network_Subnet_IpAddress', 'getByIpAddress', {
      args: [requireString(where, 'address', address).trim()], mask: o.mask ?? NetworkManager.IP_MASK, signal: o.signal,
    });
    return typeof result === 'object' && result !== null && Object.keys(result).length > 0 ? result : undefined;
  }

  /**
   * Lists the account's subnets in one request (`Account.getSubnets`).
   *
   * @param options - Keyword filters, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The subnets.
   * @example
   * ```ts
   * const subnets = await network.listSubnets({ version: 4 });
   * ```
   */
  async listSubnets(options?: ListSubnetsOptions): Promise<Subnet[]> {
    const o = checkOptions('NetworkManager.listSubnets', options, LIST_SUBNET_KEYS);
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
  iterSubnets(options?: IterSubnetsOptions): AsyncGenerator<Subnet> {
    const o = checkOptions('NetworkManager.iterSubnets', options, [...LIST_SUBNET_KEYS, ...ITER_KEYS]);
    return iterApi<Subnet>(this.client, 'Account', 'getSubnets', iterRequest(o, NetworkManager.SUBNET_MASK, subnetFilter(o)));
  }

  /**
   * Reads one subnet (`Network_Subnet.getObject`).
   *
   * @param id - Subnet id.
   * @param options - `mask` (default {@link NetworkManager.SUBNET_MASK}) and `signal`.
   * @returns The subnet.
   * @example
   * ```ts
   * const subnet = await network.getSubnet(5001, { mask: 'id, ipAddresses' });
   * ```
   */
  async getSubnet(id: number | string, options?: RequestOptions): Promise<Subnet> {
    const where = 'NetworkManager.getSubnet';
    const o = checkOptions(where, options, REQUEST_KEYS);
    return callApi<Subnet>(this.client, 'Network_Subnet', 'getObject', {
      id: requireId(where, 'id', id), mask: o.mask ?? NetworkManager.SUBNET_MASK, signal: o.signal,
    });
  }

  /**
   * Lists the account's VLANs in one request (`Account.getNetworkVlans`).
   *
   * @param options - Keyword filters, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The VLANs.
   * @example
   * ```ts
   * const vlans = await network.listVlans({ datacenter: 'dal13' });
   * ```
   */
  async listVlans(options?: ListVlansOptions): Promise<Vlan[]> {
    const o = checkOptions('NetworkManager.listVlans', options, LIST_VLAN_KEYS);
    return callApi<Vlan[]>(this.client, 'Account', 'getNetworkVlans', listRequest(o, NetworkManager.VLAN_MASK, vlanFilter(o)));
  }

  /**
   * The paging twin of {@link listVlans}.
   *
   * @param options - As {@link listVlans}, plus `chunk` and `concurrency`.
   * @returns An async generator of VLANs.
   * @example
   * ```ts
   * for await (const vlan of network.iterVlans({ name: 'prod*' })) console.log(vlan.id);
   * ```
   */
  iterVlans(options?: IterVlansOptions): AsyncGenerator<Vlan> {
    const o = checkOptions('NetworkManager.iterVlans', options, [...LIST_VLAN_KEYS, ...ITER_KEYS]);
    return iterApi<Vlan>(this.client, 'Account', 'getNetworkVlans', iterRequest(o, NetworkManager.VLAN_MASK, vlanFilter(o)));
  }

  /**
   * Reads one VLAN (`Network_Vlan.getObject`) with its subnets.
   *
   * @param id - VLAN id (not its number).
   * @param options - `mask` (default {@link NetworkManager.VLAN_DETAIL_MASK}) and `signal`.
   * @returns The VLAN.
   * @example
   * ```ts
   * const vlan = await network.getVlan(42);
   * ```
   */
  async getVlan(id: number | string, options?: RequestOptions): Promise<Vlan> {
    const where = 'NetworkManager.getVlan';
    const o = checkOptions(where, options, REQUEST_KEYS);
    return callApi<Vlan>(this.client, 'Network_Vlan', 'getObject', {
      id: requireId(where, 'id', id), mask: o.mask ?? NetworkManager.VLAN_DETAIL_MASK, signal: o.signal,
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
  async listIpAddresses(options?: ListIpAddressesOptions): Promise<IpAddress[]> {
    const o = checkOptions('NetworkManager.listIpAddresses', options, LIST_IP_KEYS);
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
  iterIpAddresses(options?: IterIpAddressesOptions): AsyncGenerator<IpAddress> {
    const o = checkOptions('NetworkManager.iterIpAddresses', options, [...LIST_IP_KEYS, ...ITER_KEYS]);
    return iterApi<IpAddress>(this.client, 'Account', 'getIpAddresses', iterRequest(o, NetworkManager.IP_MASK, ipFilter(o)));
  }
}

function subnetFilter(o: ListSubnetsOptions): ReturnType<typeof listFilter> {
  return listFilter(
    'subnets',
    {
      networkIdentifier: o.identifier,
      'datacenter.name': o.datacenter,
      version: o.version,
      subnetType: o.subnetType,
      addressSpace: o.addressSpace,
    },
    o.filter,
  );
}

function vlanFilter(o: ListVlansOptions): ReturnType<typeof listFilter> {
  return listFilter(
    'networkVlans',
    { 'primaryRouter.datacenter.name': o.datacenter, vlanNumber: o.vlanNumber, name: o.name },
    o.filter,
  );
}

function ipFilter(o: ListIpAddressesOptions): ReturnType<typeof listFilter> {
  return listFilter('ipAddresses', { ipAddress: o.ipAddress, subnetId: o.subnetId }, o.filter);
}
