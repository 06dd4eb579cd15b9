/**
 * The VLAN part of `NetworkManager`: VLANs (`Network_Vlan`), their billing items, the VLAN
 * search and the per-datacenter summary.
 *
 * @module
 */
import { joinMask } from '../selection.js';
import type { ObjectFilter } from '../filters.js';
import { listFilter } from '../list-filter.js';
import type { ManagerClient } from '../manager-client.js';
import {
  callApi, checkSpec, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireId, requireString, RESOLVE_OPTIONS,
} from '../manager-support.js';
import { CANCEL_ITEM_OPTIONS, EDIT_VLAN_OPTIONS, ITER_VLAN_OPTIONS, LIST_VLAN_OPTIONS } from '../network-options.js';
import type {
  CancelNetworkItemOptions, EditVlanOptions, IterVlansOptions, ListVlansOptions, NetworkIdentifier, TagsInput,
} from '../network-options.js';
import type { RequestOptions, ResolveOptions } from '../options.js';
import { idsOf, resolveIdList, resolveOneId } from '../resolve.js';
import type { NetworkDatacenterSummary, Vlan } from '../types/network.js';
import { orderBy, tagsText } from './support.js';
import type { NetworkHost } from './support.js';

/** Mask of the VLAN lists unless the caller gives one. */
export const VLAN_MASK = joinMask(
  'networkSpace, id, vlanNumber, fullyQualifiedName, name, datacenter[name], podName,',
  ' networkVlanFirewall[id,fullyQualifiedDomainName], attachedNetworkGateway[id,name],',
  ' firewallInterfaces, billingItem[id], tagReferences[tag[name]], hardwareCount, subnetCount,',
  ' totalPrimaryIpAddressCount, virtualGuestCount',
);

/** Mask of `getVlan` unless the caller gives one. */
export const VLAN_DETAIL_MASK = joinMask(
  'firewallInterfaces,primaryRouter[id, fullyQualifiedDomainName, datacenter],totalPrimaryIpAddressCount,',
  'networkSpace,billingItem,hardware,subnets,virtualGuests,',
  'networkVlanFirewall[id,fullyQualifiedDomainName,primaryIpAddress],attachedNetworkGateway[id,name,networkFirewall]',
);

/** Mask of `searchForVlan`. */
export const VLAN_SEARCH_MASK =
  'mask[resource(Vendor_Network_Vlan)[id,name,vlanNumber,fullyQualifiedName,networkSpace]]';

/** Lists the account's VLANs in one request (`Account.getNetworkVlans`), sorted by id. */
export async function listVlans(network: NetworkHost, options?: ListVlansOptions): Promise<Vlan[]> {
  const o = checkSpec(LIST_VLAN_OPTIONS, options);
  return callApi<Vlan[]>(network.client, 'Account', 'getNetworkVlans', listRequest(o, VLAN_MASK, vlanFilter(o)));
}

/**
 * The paging twin of {@link listVlans} (the reference pages this list 100 at a time, in parallel:
 * `iterVlans({ chunk: 100, concurrency: 4 })` does the same).
 */
export function iterVlans(network: NetworkHost, options?: IterVlansOptions): AsyncGenerator<Vlan> {
  const o = checkSpec(ITER_VLAN_OPTIONS, options);
  return iterApi<Vlan>(network.client, 'Account', 'getNetworkVlans', iterRequest(o, VLAN_MASK, vlanFilter(o)));
}

/** Reads one VLAN (`Network_Vlan.getObject`) with its router, subnets, servers and billing item. */
export async function getVlan(network: NetworkHost, id: NetworkIdentifier, options?: RequestOptions): Promise<Vlan> {
  const where = 'NetworkManager.getVlan';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return callApi<Vlan>(network.client, 'Network_Vlan', 'getObject', {
    id: await oneVlanId(network, where, id, o.signal), mask: o.mask ?? VLAN_DETAIL_MASK, signal: o.signal,
  });
}

/**
 * Edits a VLAN (the reference's `edit`): tags first (`Network_Vlan.setTags`, when `tags` is given), then
 * `Network_Vlan.editObject({ name, note })` with the non-empty ones; nothing else to change resolves `true`
 * without a request.
 */
export async function editVlan(network: NetworkHost, id: NetworkIdentifier, changes: EditVlanOptions): Promise<boolean> {
  const where = 'NetworkManager.editVlan';
  const o = checkSpec(EDIT_VLAN_OPTIONS, changes);
  const tags = o.tags === undefined ? undefined : tagsText(where, o.tags);
  const vlanId = await oneVlanId(network, where, id, o.signal);
  if (tags !== undefined) await putVlanTags(network.client, vlanId, tags, o.signal);
  const template: { name?: string; note?: string } = {};
  if (o.name) template.name = o.name;
  if (o.note) template.note = o.note;
  if (Object.keys(template).length === 0) return true;
  return callApi<boolean>(network.client, 'Network_Vlan', 'editObject', { id: vlanId, args: [template], signal: o.signal });
}

/** Replaces a VLAN's tags (`Network_Vlan.setTags('a,b')`; the reference's `set_tags`). */
export async function setVlanTags(network: NetworkHost, id: NetworkIdentifier, tags: TagsInput, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.setVlanTags';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const text = tagsText(where, tags);
  return putVlanTags(network.client, await oneVlanId(network, where, id, o.signal), text, o.signal);
}

/** Why a VLAN cannot be cancelled (`Network_Vlan.getCancelFailureReasons`). */
export async function getCancelFailureReasons(network: NetworkHost, id: NetworkIdentifier, options?: ResolveOptions): Promise<string[]> {
  const where = 'NetworkManager.getCancelFailureReasons';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return callApi<string[]>(network.client, 'Network_Vlan', 'getCancelFailureReasons', {
    id: await oneVlanId(network, where, id, o.signal), signal: o.signal,
  });
}

/** Cancels a billing item, e.g. a VLAN's (`Billing_Item.cancelItem(true, immediate, reason, note)`). */
export async function cancelItem(network: NetworkHost, billingItemId: number | string, options?: CancelNetworkItemOptions): Promise<boolean> {
  const where = 'NetworkManager.cancelItem';
  const o = checkSpec(CANCEL_ITEM_OPTIONS, options);
  return callApi<boolean>(network.client, 'Billing_Item', 'cancelItem', {
    id: requireId(where, 'billingItemId', billingItemId),
    args: [true, o.immediate ?? false, o.reason ?? '', o.note ?? ''],
    signal: o.signal,
  });
}

/**
 * Finds VLANs by name, number, id or fully qualified name through the search service
 * (`Search.advancedSearch('_objectType:Vendor_Network_Vlan <query>')`).
 */
export async function searchForVlan(network: NetworkHost, query: string | number, options?: ResolveOptions): Promise<Vlan[]> {
  const where = 'NetworkManager.searchForVlan';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  const text = typeof query === 'number' ? String(query) : requireString(where, 'query', query).trim();
  const results = await callApi<Array<{ resource?: Vlan }>>(network.client, 'Search', 'advancedSearch', {
    args: [`_objectType:Vendor_Network_Vlan ${text}`], mask: VLAN_SEARCH_MASK, signal: o.signal,
  });
  return results.map((result) => result.resource).filter((vlan): vlan is Vlan => vlan !== undefined);
}

/**
 * The ids of the VLANs an identifier stands for: an id is itself; a name is looked up with {@link listVlans}
 * (`name`, mask `id`).
 */
export async function resolveVlanIds(network: NetworkHost, identifier: NetworkIdentifier, options?: ResolveOptions): Promise<number[]> {
  const where = 'NetworkManager.resolveVlanIds';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return resolveIdList(where, identifier, (name, signal) => vlanIdsOf(network, name, signal), o.signal);
}

/**
 * Counts of the account's network per datacenter, from one {@link listVlans} request: VLANs, subnets and primary
 * addresses of every VLAN; hardware and virtual servers of private VLANs only (so that each server counts once).
 */
export async function summaryByDatacenter(network: NetworkHost, options?: ResolveOptions): Promise<Record<string, NetworkDatacenterSummary>> {
  const o = checkSpec(RESOLVE_OPTIONS, options, 'NetworkManager.summaryByDatacenter');
  const vlans = await network.listVlans({
    mask: `${VLAN_MASK}, primaryRouter[id, datacenter[name]]`, signal: o.signal,
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

function putVlanTags(client: ManagerClient, id: number, tags: string, signal: AbortSignal | undefined): Promise<boolean> {
  return callApi<boolean>(client, 'Network_Vlan', 'setTags', { id, args: [tags], signal });
}

async function vlanIdsOf(network: NetworkHost, name: string, signal: AbortSignal | undefined): Promise<number[]> {
  return idsOf(await network.listVlans({ name, mask: 'id', signal }));
}

function oneVlanId(network: NetworkHost, where: string, id: unknown, signal: AbortSignal | undefined): Promise<number> {
  return resolveOneId(where, 'VLAN', id, (name, s) => vlanIdsOf(network, name, s), signal);
}

function vlanFilter(o: ListVlansOptions): ObjectFilter {
  return listFilter(
    'networkVlans',
    { id: orderBy('ASC'), vlanNumber: o.vlanNumber, name: o.name, 'primaryRouter.datacenter.name': o.datacenter },
    o.filter,
  );
}
