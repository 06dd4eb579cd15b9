/**
 * The IP address part of `NetworkManager`: address records (`Network_Subnet_IpAddress`) and
 * global IPs (`Network_Subnet_IpAddress_Global`: list, route, unroute, cancel, order).
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type { Network_Subnet_IpAddress, Network_Subnet_IpAddress_Global } from '@svclib/model';
import type { ObjectFilter } from '../filters.js';
import { listFilter } from '../list-filter.js';
import type { ManagerClient } from '../manager-client.js';
import {
  callApi, checkArgument, checkSpec, isString, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireId, requireString,
  RESOLVE_OPTIONS,
} from '../manager-support.js';
import { ADD_GLOBAL_IP_OPTIONS, ITER_GLOBAL_OPTIONS, ITER_IP_OPTIONS, LIST_GLOBAL_OPTIONS, LIST_IP_OPTIONS } from '../network-options.js';
import type {
  AddGlobalIpOptions, IterGlobalIpsOptions, IterIpAddressesOptions, ListGlobalIpsOptions, ListIpAddressesOptions, NetworkIdentifier,
} from '../network-options.js';
import type { ObjectMask, RequestOptions, ResolveOptions } from '../options.js';
import { idsOf, resolveIdList, resolveOneId } from '../resolve.js';
import type { SubnetOrderResult } from '../types/network.js';
import { cancelService } from './support.js';
import type { NetworkHost } from './support.js';

/** Mask of `ipLookup` and of the IP address lists unless the caller gives one. */
export const IP_MASK =
  'id, ipAddress, subnetId, note, isBroadcast, isGateway, isNetwork, isReserved, subnet, virtualGuest, hardware';

/** Mask of the global IP lists unless the caller gives one. */
export const GLOBAL_IP_MASK = 'destinationIpAddress[hardware, virtualGuest],ipAddress';

/**
 * Looks an address up (`Network_Subnet_IpAddress.getByIpAddress`), with its subnet and the server it is bound to.
 */
export async function ipLookup(network: NetworkHost, address: string, options?: RequestOptions): Promise<Network_Subnet_IpAddress | undefined> {
  const where = 'NetworkManager.ipLookup';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return byAddress(network.client, where, address, o.mask ?? IP_MASK, o.signal);
}

/**
 * Reads an address record by its address (`Network_Subnet_IpAddress.getByIpAddress`), with no mask unless you give
 * one (the reference's `get_ip_by_address`).
 */
export async function getIpByAddress(network: NetworkHost, address: string, options?: RequestOptions): Promise<Network_Subnet_IpAddress | undefined> {
  const where = 'NetworkManager.getIpByAddress';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return byAddress(network.client, where, address, o.mask, o.signal);
}

/** Sets the note of an address record (`Network_Subnet_IpAddress.editObject({ note })`). */
export async function setSubnetIpAddressNote(
  network: NetworkHost,
  id: number | string,
  note: string | { note: string },
  options?: ResolveOptions,
): Promise<boolean> {
  const where = 'NetworkManager.setSubnetIpAddressNote';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const template = typeof note === 'string' ? { note } : note;
  checkArgument(where, 'note', template?.note, isString, 'a string');
  if (template === null || typeof template !== 'object') throw new TypeError(`${where}: note must be a string or { note }`);
  return callApi<boolean>(network.client, 'Network_Subnet_IpAddress', 'editObject', {
    id: requireId(where, 'id', id), args: [template], signal: o.signal,
  });
}

/** Lists the account's IP addresses in one request (`Account.getIpAddresses`). */
export async function listIpAddresses(network: NetworkHost, options?: ListIpAddressesOptions): Promise<Network_Subnet_IpAddress[]> {
  const o = checkSpec(LIST_IP_OPTIONS, options);
  return callApi<Network_Subnet_IpAddress[]>(network.client, 'Account', 'getIpAddresses', listRequest(o, IP_MASK, ipFilter(o)));
}

/** The paging twin of {@link listIpAddresses}. */
export function iterIpAddresses(network: NetworkHost, options?: IterIpAddressesOptions): AsyncGenerator<Network_Subnet_IpAddress> {
  const o = checkSpec(ITER_IP_OPTIONS, options);
  return iterApi<Network_Subnet_IpAddress>(network.client, 'Account', 'getIpAddresses', iterRequest(o, IP_MASK, ipFilter(o)));
}

/** Lists the account's global IP records in one request (`Account.getGlobalIpRecords`). */
export async function listGlobalIps(network: NetworkHost, options?: ListGlobalIpsOptions): Promise<Network_Subnet_IpAddress_Global[]> {
  const o = checkSpec(LIST_GLOBAL_OPTIONS, options);
  return callApi<Network_Subnet_IpAddress_Global[]>(
    network.client, 'Account', 'getGlobalIpRecords', listRequest(o, GLOBAL_IP_MASK, globalIpFilter(o)),
  );
}

/** The paging twin of {@link listGlobalIps}. */
export function iterGlobalIps(network: NetworkHost, options?: IterGlobalIpsOptions): AsyncGenerator<Network_Subnet_IpAddress_Global> {
  const o = checkSpec(ITER_GLOBAL_OPTIONS, options);
  return iterApi<Network_Subnet_IpAddress_Global>(
    network.client, 'Account', 'getGlobalIpRecords', iterRequest(o, GLOBAL_IP_MASK, globalIpFilter(o)),
  );
}

/** Routes a global IP to an address (`Network_Subnet_IpAddress_Global.route(target)`). */
export async function assignGlobalIp(network: NetworkHost, id: NetworkIdentifier, target: string, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.assignGlobalIp';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const address = requireString(where, 'target', target).trim();
  return callApi<boolean>(network.client, 'Network_Subnet_IpAddress_Global', 'route', {
    id: await oneGlobalIpId(network, where, id, o.signal), args: [address], signal: o.signal,
  });
}

/** Removes a global IP's route (`Network_Subnet_IpAddress_Global.unroute`). */
export async function unassignGlobalIp(network: NetworkHost, id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.unassignGlobalIp';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return callApi<boolean>(network.client, 'Network_Subnet_IpAddress_Global', 'unroute', {
    id: await oneGlobalIpId(network, where, id, o.signal), signal: o.signal,
  });
}

/**
 * Cancels a global IP through its billing item: `Network_Subnet_IpAddress_Global.getObject` (mask `billingItem`),
 * then `Billing_Item.cancelService`.
 */
export async function cancelGlobalIp(network: NetworkHost, id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.cancelGlobalIp';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const recordId = await oneGlobalIpId(network, where, id, o.signal);
  const record = await callApi<Network_Subnet_IpAddress_Global>(network.client, 'Network_Subnet_IpAddress_Global', 'getObject', {
    id: recordId, mask: 'billingItem', signal: o.signal,
  });
  const billingId = record.billingItem?.id;
  if (billingId === undefined) throw new ServiceError(`global IP ${recordId} can not be cancelled`);
  return cancelService(network.client, billingId, o.signal);
}

/**
 * The ids of the global IP records an identifier stands for: an id is itself; an address is looked up with {@link
 * listGlobalIps} (`identifier`, mask `id`).
 */
export async function resolveGlobalIpIds(network: NetworkHost, identifier: NetworkIdentifier, options?: ResolveOptions): Promise<number[]> {
  const where = 'NetworkManager.resolveGlobalIpIds';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return resolveIdList(where, identifier, (name, signal) => globalIpIdsOf(network, name, signal), o.signal);
}

/** Orders one global IP: {@link addSubnet} with `global`. */
export async function addGlobalIp(network: NetworkHost, options?: AddGlobalIpOptions): Promise<SubnetOrderResult> {
  const o = checkSpec(ADD_GLOBAL_IP_OPTIONS, options);
  return network.addSubnet('global', o);
}

async function byAddress(client: ManagerClient, where: string, address: string, mask: ObjectMask | undefined, signal: AbortSignal | undefined): Promise<Network_Subnet_IpAddress | undefined> {
  const result = await callApi<Network_Subnet_IpAddress | null | ''>(client, 'Network_Subnet_IpAddress', 'getByIpAddress', {
    args: [requireString(where, 'address', address).trim()], mask, signal,
  });
  return typeof result === 'object' && result !== null && Object.keys(result).length > 0 ? result : undefined;
}

async function globalIpIdsOf(network: NetworkHost, name: string, signal: AbortSignal | undefined): Promise<number[]> {
  return idsOf(await network.listGlobalIps({ identifier: name, mask: 'id', signal }));
}

function oneGlobalIpId(network: NetworkHost, where: string, id: unknown, signal: AbortSignal | undefined): Promise<number> {
  return resolveOneId(where, 'global IP', id, (name, s) => globalIpIdsOf(network, name, s), signal);
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
