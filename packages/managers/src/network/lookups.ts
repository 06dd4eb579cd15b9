/**
 * The look-ups of `NetworkManager` that belong to no one record kind: pods (`Network_Pod`),
 * datacenters and their routers (`Location_Datacenter`), and NAS credentials (`Network_Storage`).
 *
 * @module
 */
import { joinMask } from '../selection.js';
import type { Hardware_Server, Location_Datacenter, Network_Pod, Network_Storage } from '@svclib/model';
import type { ObjectFilter } from '../filters.js';
import { callApi, checkArgument, checkSpec, isString, REQUEST_OPTIONS, requireId } from '../manager-support.js';
import { GET_DATACENTER_OPTIONS, GET_PODS_OPTIONS } from '../network-options.js';
import type { GetDatacenterOptions, GetPodsOptions } from '../network-options.js';
import type { RequestOptions } from '../options.js';
import { orderBy } from './support.js';
import type { NetworkHost } from './support.js';

/** Mask of `getClosedPods` unless the caller gives one. */
export const CLOSED_POD_MASK = joinMask(
  'name, datacenterLongName, frontendRouterId, capabilities, datacenterId, backendRouterId, backendRouterName, ',
  'frontendRouterName',
);

/** Mask of `getDatacenterByKeyname` unless the caller gives one. */
export const DATACENTER_KEYNAME_MASK = 'id,longName,name,regions[keyname,description]';

/**
 * The network pods (`Network_Pod.getAllObjects`), sorted by name descending, or those of one datacenter (filter
 * `datacenterName`).
 */
export async function getPods(network: NetworkHost, options?: GetPodsOptions): Promise<Network_Pod[]> {
  const o = checkSpec(GET_PODS_OPTIONS, options);
  const filter: ObjectFilter = o.datacenter
    ? { datacenterName: { operation: o.datacenter } }
    : { name: orderBy('DESC') };
  return callApi<Network_Pod[]>(network.client, 'Network_Pod', 'getAllObjects', { mask: o.mask, filter, signal: o.signal });
}

/**
 * The pods announced for closure (`Network_Pod.getAllObjects`, `capabilities` in `CLOSURE_ANNOUNCED`, sorted by
 * name descending; mask {@link NetworkManager.CLOSED_POD_MASK}).
 */
export async function getClosedPods(network: NetworkHost, options?: RequestOptions): Promise<Network_Pod[]> {
  const o = checkSpec(REQUEST_OPTIONS, options, 'NetworkManager.getClosedPods');
  const filter: ObjectFilter = {
    capabilities: { operation: 'in', options: [{ name: 'data', value: ['CLOSURE_ANNOUNCED'] }] },
    name: orderBy('DESC'),
  };
  return callApi<Network_Pod[]>(network.client, 'Network_Pod', 'getAllObjects', {
    mask: o.mask ?? CLOSED_POD_MASK, filter, signal: o.signal,
  });
}

/** Every datacenter (`Location_Datacenter.getDatacenters`). */
export async function getListDatacenter(network: NetworkHost, options?: RequestOptions): Promise<Location_Datacenter[]> {
  const o = checkSpec(REQUEST_OPTIONS, options, 'NetworkManager.getListDatacenter');
  return callApi<Location_Datacenter[]>(network.client, 'Location_Datacenter', 'getDatacenters', { mask: o.mask, signal: o.signal });
}

/** The routers of a datacenter (`Location_Datacenter.getHardwareRouters`). */
export async function getRouters(network: NetworkHost, datacenterId: number | string, options?: RequestOptions): Promise<Hardware_Server[]> {
  const where = 'NetworkManager.getRouters';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return callApi<Hardware_Server[]>(network.client, 'Location_Datacenter', 'getHardwareRouters', {
    id: requireId(where, 'datacenterId', datacenterId), mask: o.mask, signal: o.signal,
  });
}

/**
 * Looks a datacenter up (`Location.getDatacenters`, result limit 1): by short name
 * (`{ name: { operation: datacenter } }`), or with your own filter.
 */
export async function getDatacenter(network: NetworkHost, options?: GetDatacenterOptions): Promise<Location_Datacenter[]> {
  const o = checkSpec(GET_DATACENTER_OPTIONS, options);
  const filter = o.datacenter ? { name: { operation: o.datacenter } } : o.filter;
  return callApi<Location_Datacenter[]>(network.client, 'Location', 'getDatacenters', {
    filter, limit: 1, mask: o.mask, signal: o.signal,
  });
}

/**
 * The datacenter of a region key name (`Location.getDatacenters`, filter `regions.keyname`, result limit 1, mask
 * {@link NetworkManager.DATACENTER_KEYNAME_MASK}).
 */
export async function getDatacenterByKeyname(network: NetworkHost, keyname?: string, options?: RequestOptions): Promise<Location_Datacenter | undefined> {
  const where = 'NetworkManager.getDatacenterByKeyname';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  checkArgument(where, 'keyname', keyname, isString, 'a string');
  const filter: ObjectFilter = keyname ? { regions: { keyname: { operation: keyname } } } : {};
  const result = await callApi<Location_Datacenter[]>(network.client, 'Location', 'getDatacenters', {
    filter, limit: 1, mask: o.mask ?? DATACENTER_KEYNAME_MASK, signal: o.signal,
  });
  return result[0];
}

/** One storage volume with its credentials (`Network_Storage.getObject`; the reference's `get_nas_credentials`). */
export async function getNasCredentials(network: NetworkHost, id: number | string, options?: RequestOptions): Promise<Network_Storage> {
  const where = 'NetworkManager.getNasCredentials';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return callApi<Network_Storage>(network.client, 'Network_Storage', 'getObject', { id: requireId(where, 'id', id), mask: o.mask, signal: o.signal });
}
