/**
 * The subnet part of `NetworkManager`: subnets (`Network_Subnet`), subnet orders
 * (`Product_Order` of package 0) and the account's RWhois data (`Network_Subnet_Rwhois_Data`).
 *
 * @module
 */
import { joinMask } from '../selection.js';
import { ServiceError } from '@svclib/core';
import type { Network_Subnet, Network_Subnet_Rwhois_Data, Product_Item } from '@svclib/model';
import type { ObjectFilter } from '../filters.js';
import { listFilter } from '../list-filter.js';
import {
  callApi, checkArgument, checkSpec, isString, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireId, requireString,
  RESOLVE_OPTIONS, show,
} from '../manager-support.js';
import { ADD_SUBNET_OPTIONS, EDIT_RWHOIS_OPTIONS, ITER_SUBNET_OPTIONS, LIST_SUBNET_OPTIONS } from '../network-options.js';
import type {
  AddSubnetOptions, EditRwhoisOptions, IterSubnetsOptions, ListSubnetsOptions, NetworkIdentifier, SubnetKind, TagsInput,
} from '../network-options.js';
import type { RequestOptions, ResolveOptions } from '../options.js';
import { idsOf, resolveIdList, resolveOneId } from '../resolve.js';
import type { SubnetOrder, SubnetOrderResult } from '../types/network.js';
import { cancelService, orderBy, tagsText } from './support.js';
import type { NetworkHost } from './support.js';

/** Mask of the subnet lists and `getSubnet` unless the caller gives one. */
export const SUBNET_MASK = joinMask(
  'hardware,datacenter,networkVlanId,ipAddressCount,virtualGuests,id,networkIdentifier,cidr,subnetType,gateway,',
  'broadcastAddress,usableIpAddressCount,note,tagReferences[tag],',
  'networkVlan[id, primaryRouter, networkSpace,fullyQualifiedName],addressSpace,endPointIpAddress',
);

const RWHOIS_FIELDS = {
  abuseEmail: 'abuseEmail', address1: 'address1', address2: 'address2', city: 'city', companyName: 'companyName',
  country: 'country', firstName: 'firstName', lastName: 'lastName', privateResidence: 'privateResidenceFlag',
  state: 'state', postalCode: 'postalCode',
} as const;
const SUBNET_KINDS: readonly SubnetKind[] = ['public', 'private', 'global', 'static'];

/**
 * Lists the account's subnets in one request (`Account.getSubnets`), sorted by id; global IPs are left out unless
 * `subnetType` asks for a type.
 */
export async function listSubnets(network: NetworkHost, options?: ListSubnetsOptions): Promise<Network_Subnet[]> {
  const o = checkSpec(LIST_SUBNET_OPTIONS, options);
  return callApi<Network_Subnet[]>(network.client, 'Account', 'getSubnets', listRequest(o, SUBNET_MASK, subnetFilter(o)));
}

/** The paging twin of {@link listSubnets}. */
export function iterSubnets(network: NetworkHost, options?: IterSubnetsOptions): AsyncGenerator<Network_Subnet> {
  const o = checkSpec(ITER_SUBNET_OPTIONS, options);
  return iterApi<Network_Subnet>(network.client, 'Account', 'getSubnets', iterRequest(o, SUBNET_MASK, subnetFilter(o)));
}

/** Reads one subnet (`Network_Subnet.getObject`). */
export async function getSubnet(network: NetworkHost, id: NetworkIdentifier, options?: RequestOptions): Promise<Network_Subnet> {
  const where = 'NetworkManager.getSubnet';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return callApi<Network_Subnet>(network.client, 'Network_Subnet', 'getObject', {
    id: await oneSubnetId(network, where, id, o.signal), mask: o.mask ?? SUBNET_MASK, signal: o.signal,
  });
}

/**
 * Cancels a subnet through its billing item: `Network_Subnet.getObject` (mask `id, billingItem.id`), then
 * `Billing_Item.cancelService`.
 */
export async function cancelSubnet(network: NetworkHost, id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.cancelSubnet';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const subnetId = await oneSubnetId(network, where, id, o.signal);
  const subnet = await callApi<Network_Subnet>(network.client, 'Network_Subnet', 'getObject', {
    id: subnetId, mask: 'id, billingItem.id', signal: o.signal,
  });
  const billingId = subnet.billingItem?.id;
  if (billingId === undefined) throw new ServiceError(`subnet ${subnetId} can not be cancelled`);
  return cancelService(network.client, billingId, o.signal);
}

/** Replaces a subnet's tags (`Network_Subnet.setTags('a,b')`). */
export async function setTagsSubnet(network: NetworkHost, id: NetworkIdentifier, tags: TagsInput, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.setTagsSubnet';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const text = tagsText(where, tags);
  return callApi<boolean>(network.client, 'Network_Subnet', 'setTags', {
    id: await oneSubnetId(network, where, id, o.signal), args: [text], signal: o.signal,
  });
}

/** Sets a subnet's note (`Network_Subnet.editNote(note)`). */
export async function editNoteSubnet(network: NetworkHost, id: NetworkIdentifier, note: string, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.editNoteSubnet';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  checkArgument(where, 'note', note, isString, 'a string');
  return callApi<boolean>(network.client, 'Network_Subnet', 'editNote', {
    id: await oneSubnetId(network, where, id, o.signal), args: [note], signal: o.signal,
  });
}

/** Routes a subnet to a target (`Network_Subnet.route(type, target)`). */
export async function route(network: NetworkHost, id: NetworkIdentifier, type: string, target: string | number, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.route';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  requireString(where, 'type', type);
  if (typeof target !== 'number' && (typeof target !== 'string' || target.trim() === '')) {
    throw new TypeError(`${where}: target must be an address or an id, got ${show(target)}`);
  }
  return callApi<boolean>(network.client, 'Network_Subnet', 'route', {
    id: await oneSubnetId(network, where, id, o.signal), args: [type, target], signal: o.signal,
  });
}

/** Removes a subnet's route (`Network_Subnet.clearRoute`). */
export async function clearRoute(network: NetworkHost, id: NetworkIdentifier, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.clearRoute';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return callApi<boolean>(network.client, 'Network_Subnet', 'clearRoute', {
    id: await oneSubnetId(network, where, id, o.signal), signal: o.signal,
  });
}

/**
 * The ids of the subnets an identifier stands for: an id is itself; a network address (the part before `/`) is
 * looked up with {@link listSubnets} (mask `id`).
 */
export async function resolveSubnetIds(network: NetworkHost, identifier: NetworkIdentifier, options?: ResolveOptions): Promise<number[]> {
  const where = 'NetworkManager.resolveSubnetIds';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return resolveIdList(where, identifier, (name, signal) => subnetIdsOf(network, name, signal), o.signal);
}

/**
 * Orders a subnet (the reference's `add_subnet`): reads the items of package 0 (`Product_Package.getItems`, mask
 * `mask[prices[packageReferences[package[keyName]]]]`), picks the item of the subnet's category and size, then
 * `Product_Order.verifyOrder` (`testOrder`) or `placeOrder` with a {@link SubnetOrder}.
 */
export async function addSubnet(network: NetworkHost, kind: SubnetKind, options?: AddSubnetOptions): Promise<SubnetOrderResult> {
  const where = 'NetworkManager.addSubnet';
  const o = checkSpec(ADD_SUBNET_OPTIONS, options);
  if (!SUBNET_KINDS.includes(kind)) throw new TypeError(`${where}: kind must be one of ${SUBNET_KINDS.join(', ')}, got ${show(kind)}`);
  const version = o.version ?? 4;
  if (version !== 4 && version !== 6) throw new TypeError(`${where}: version must be 4 or 6, got ${show(o.version)}`);
  const { category, description } = subnetCategory(kind, version);
  const quantity = kind === 'global' ? 0 : o.quantity;
  const items = await callApi<Product_Item[]>(network.client, 'Product_Package', 'getItems', {
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
    prices: [{ id: getSubnetItemPrice(item, kind, version) ?? null }],
    quantity: 1,
    complexType: 'Vendor_Container_Product_Order_Network_Subnet',
  };
  if (kind === 'static') order.endPointIpAddressId = o.endpointId ?? null;
  else if (kind !== 'global') order.endPointVlanId = o.endpointId ?? null;
  return callApi<SubnetOrderResult>(network.client, 'Product_Order', o.testOrder === true ? 'verifyOrder' : 'placeOrder', {
    args: [order], signal: o.signal,
  });
}

/**
 * The price id to order for a subnet item: for an IPv4 `static` subnet, the price whose package key name contains
 * `STATIC`; otherwise the item's first price. No request.
 */
export function getSubnetItemPrice(item: Product_Item, kind: SubnetKind, version: 4 | 6): number | undefined {
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

/** The account's RWhois data (`Account.getRwhoisData`). */
export async function getRwhois(network: NetworkHost, options?: RequestOptions): Promise<Network_Subnet_Rwhois_Data> {
  const o = checkSpec(REQUEST_OPTIONS, options, 'NetworkManager.getRwhois');
  return callApi<Network_Subnet_Rwhois_Data>(network.client, 'Account', 'getRwhoisData', { mask: o.mask, signal: o.signal });
}

/**
 * Edits the account's RWhois data: {@link getRwhois} for its id, then `Network_Subnet_Rwhois_Data.editObject` with
 * the given fields (`privateResidence` → `privateResidenceFlag`). Nothing given: no request.
 */
export async function editRwhois(network: NetworkHost, changes: EditRwhoisOptions): Promise<boolean> {
  const where = 'NetworkManager.editRwhois';
  const o = checkSpec(EDIT_RWHOIS_OPTIONS, changes);
  const update: Record<string, string | boolean> = {};
  for (const [option, field] of Object.entries(RWHOIS_FIELDS)) {
    const value = o[option as keyof typeof RWHOIS_FIELDS];
    if (value !== undefined) update[field] = value;
  }
  if (Object.keys(update).length === 0) return false;
  const rwhois = await network.getRwhois({ signal: o.signal });
  const id = requireId(where, 'the RWhois record id', rwhois.id);
  await callApi<boolean>(network.client, 'Network_Subnet_Rwhois_Data', 'editObject', { id, args: [update], signal: o.signal });
  return true;
}

async function subnetIdsOf(network: NetworkHost, name: string, signal: AbortSignal | undefined): Promise<number[]> {
  const identifier = name.split('/', 1)[0]!.trim();
  return idsOf(await network.listSubnets({ identifier, mask: 'id', signal }));
}

function oneSubnetId(network: NetworkHost, where: string, id: unknown, signal: AbortSignal | undefined): Promise<number> {
  return resolveOneId(where, 'subnet', id, (name, s) => subnetIdsOf(network, name, s), signal);
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
