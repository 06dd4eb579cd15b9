/**
 * Dedicated hosts (`Virtual_DedicatedHost`): list, read, order, cancel, and the guests on a host.
 *
 * @module
 */
import { isServiceError, ServiceError } from '@svclib/core';
import type {
  Container_Product_Order, Container_Product_Order_Receipt, Product_Item, Product_Package, Virtual_DedicatedHost, Virtual_Guest,
} from '@svclib/model';
import {
  HOST_ORDER_OPTIONS, LIST_HOST_GUESTS_OPTIONS, LIST_HOSTS_OPTIONS, type CancelledGuest, type DedicatedHostCreateOptions,
  type DedicatedHostOrderOptions, type DedicatedHostRouter, type ListDedicatedHostsOptions, type ListHostGuestsOptions,
} from './dedicated-host-options.js';
import { listFilter, tagsFilter } from './list-filter.js';
import type { ManagerClient } from './manager-client.js';
import { callApi, checkSpec, iterApi, listApi, REQUEST_OPTIONS, requireId, RESOLVE_OPTIONS } from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { OrderingManager } from './ordering-manager.js';
import { serverListFilter } from './server-list.js';
import type { ProductOrder } from './types/ordering.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/** The package dedicated hosts are ordered from. */
const HOST_PACKAGE = 'DEDICATED_HOST';
/** The order container of a dedicated host. */
const HOST_ORDER = 'Vendor_Container_Product_Order_Virtual_DedicatedHost';

/** A package region as the host package mask reads it. */
interface HostRegion {
  keyname?: string;
  location?: {
    location?: { id?: number; name?: string; longName?: string };
    locationPackageDetails?: { locationId?: number | null }[];
  };
}

/** The host package as the reference reads it: items with their bundles, regions with their locations. */
type HostPackage = Product_Package & { regions?: HostRegion[] };

/** A capacity of a bundle item, as the order's host template carries it (a number, or `{}` when absent as in the reference). */
type Capacity = string | number | Record<string, never>;

/**
 * Dedicated hosts in one call each, as the reference's `DedicatedHostManager`. Built from a
 * `Client` of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { DedicatedHostManager } from '@svclib/managers';
 *
 * const dh = new DedicatedHostManager(new Client({ username: 'u', apiKey: 'k' }));
 * const check = await dh.verifyOrder({ hostname: 'host1', domain: 'example.com', location: 'dal13', flavor: '56_CORES_X_242_RAM_X_1_4_TB', hourly: true });
 * ```
 */
export class DedicatedHostManager {
  /** Default mask of {@link listGuests} (`Virtual_DedicatedHost.getGuests`). */
  static readonly GUEST_MASK = joinMask(
    'mask[id,globalIdentifier,hostname,domain,fullyQualifiedDomainName,primaryBackendIpAddress,',
    'primaryIpAddress,lastKnownPowerState.name,hourlyBillingFlag,powerState,maxCpu,maxMemory,datacenter,',
    'activeTransaction.transactionStatus[friendlyName,name],status]',
  );

  /** Mask of {@link listInstances} (`Account.getDedicatedHosts`). */
  static readonly LIST_MASK = joinMask(
    'mask[id,name,createDate,cpuCount,diskCapacity,memoryCapacity,guestCount,',
    'datacenter,backendRouter,allocationStatus,billingItem[orderItem[order[userRecord]]]]',
  );

  /** Default mask of {@link getHost} (`Virtual_DedicatedHost.getObject`). */
  static readonly HOST_MASK = joinMask(
    'id,name,cpuCount,memoryCapacity,diskCapacity,createDate,modifyDate,',
    'backendRouter[id,hostname,domain],',
    'billingItem[id,nextInvoiceTotalRecurringAmount,children[categoryCode,nextInvoiceTotalRecurringAmount],orderItem[id,order.userRecord[username]]],',
    'datacenter[id,name,longName],guests[id,hostname,domain,uuid],guestCount',
  );

  /** Mask of the host package (`Product_Package.getAllObjects`, filter `keyName` `DEDICATED_HOST`). */
  static readonly PACKAGE_MASK = joinMask(
    'items[id,description,prices,capacity,keyName,itemCategory[categoryCode],',
    'bundleItems[capacity,keyName,categories[categoryCode],hardwareGenericComponentModel[id,hardwareComponentType[keyName]]]],',
    'regions[location[location[priceGroups]]]',
  );

  /** Mask of the routers an order may use (`Virtual_DedicatedHost.getAvailableRouters`). */
  static readonly ROUTER_MASK = 'id,hostname';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /** The ordering manager the host package is read through. */
  readonly ordering: OrderingManager;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @param ordering - An ordering manager to share; one is made when not given.
   * @example
   * ```ts
   * const dh = new DedicatedHostManager(client);
   * ```
   */
  constructor(client: ManagerClient, ordering?: OrderingManager) {
    this.client = client;
    this.ordering = ordering ?? new OrderingManager(client);
  }

  /**
   * Cancels a dedicated host at once (`Virtual_DedicatedHost.deleteObject`); the API refuses while
   * guests are on it.
   *
   * @param hostId - The host id.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await dh.cancelHost(600101);
   * ```
   */
  async cancelHost(hostId: number | string, options?: ResolveOptions): Promise<boolean> {
    const where = 'DedicatedHostManager.cancelHost';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'Virtual_DedicatedHost', 'deleteObject', { id: requireId(where, 'hostId', hostId), signal: o.signal });
  }

  /**
   * Cancels every guest on a host at once: reads them (`Virtual_DedicatedHost.getGuests`, mask
   * `id,fullyQualifiedDomainName`), then `Virtual_Guest.deleteObject` each; an API error on one
   * guest is its status and the others go on.
   *
   * @param hostId - The host id.
   * @param options - `signal`.
   * @returns Id, name and status (`Cancelled` or `Exception: …`) per guest; empty when the host has none.
   * @example
   * ```ts
   * const results = await dh.cancelGuests(600101);
   * ```
   */
  async cancelGuests(hostId: number | string, options?: ResolveOptions): Promise<CancelledGuest[]> {
    const where = 'DedicatedHostManager.cancelGuests';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const guests = await listApi<Virtual_Guest>(this.client, 'Virtual_DedicatedHost', 'getGuests', {
      id: requireId(where, 'hostId', hostId), mask: 'id,fullyQualifiedDomainName', signal: o.signal,
    });
    const results: CancelledGuest[] = [];
    for (const guest of guests) {
      results.push({ id: guest.id, fqdn: guest.fullyQualifiedDomainName, status: await this.#deleteGuest(guest.id, o.signal) });
    }
    return results;
  }

  /**
   * The guests on a host (`Virtual_DedicatedHost.getGuests`, paged), filtered under `guests` by
   * tags, cores, memory, host name, domain, local disk, port speed and addresses.
   *
   * @param hostId - The host id.
   * @param options - The filters, `mask` (default {@link DedicatedHostManager.GUEST_MASK}), `filter`, `chunk`, `signal`.
   * @returns The guests.
   * @example
   * ```ts
   * const guests = await dh.listGuests(600101, { cpus: 4 });
   * ```
   */
  listGuests<const K extends MaskArg = never, const Q extends Selection = never>(hostId: number | string, options?: Selecting<ListHostGuestsOptions, 'Virtual_Guest', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest[], 'Virtual_Guest', typeof DedicatedHostManager.GUEST_MASK, K, Q>>>;
  async listGuests(hostId: number | string, options?: ListHostGuestsOptions): Promise<Virtual_Guest[]> {
    const where = 'DedicatedHostManager.listGuests';
    const o = checkSpec(LIST_HOST_GUESTS_OPTIONS, options);
    const id = requireId(where, 'hostId', hostId);
    const filter = serverListFilter(where, 'guests', o, {
      maxCpu: o.cpus, maxMemory: o.memory, localDiskFlag: o.localDisk === undefined ? undefined : o.localDisk ? 1 : 0,
    }, { maxCpu: 'cpus', maxMemory: 'memory', localDiskFlag: 'localDisk' });
    const guests: Virtual_Guest[] = [];
    for await (const guest of iterApi<Virtual_Guest>(this.client, 'Virtual_DedicatedHost', 'getGuests', {
      id, mask: o.mask ?? DedicatedHostManager.GUEST_MASK, filter, limit: o.limit, offset: o.offset,
      chunk: o.chunk, concurrency: o.concurrency, signal: o.signal,
    })) guests.push(guest);
    return guests;
  }

  /**
   * The account's dedicated hosts (`Account.getDedicatedHosts`, mask {@link DedicatedHostManager.LIST_MASK}),
   * filtered under `dedicatedHosts` by tags, name, datacenter, order id and owner.
   *
   * @param options - `tags`, `hostname`, `datacenter`, `order`, `owner`, `signal`.
   * @returns The hosts.
   * @example
   * ```ts
   * const hosts = await dh.listInstances({ datacenter: 'dal13' });
   * ```
   */
  listInstances<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListDedicatedHostsOptions, 'Virtual_DedicatedHost', K, Q>): Promise<NoInfer<ByMask<Virtual_DedicatedHost[], 'Virtual_DedicatedHost', typeof DedicatedHostManager.LIST_MASK, K, Q>>>;
  async listInstances(options?: ListDedicatedHostsOptions): Promise<Virtual_DedicatedHost[]> {
    const where = 'DedicatedHostManager.listInstances';
    const o = checkSpec(LIST_HOSTS_OPTIONS, options);
    const filter = listFilter('dedicatedHosts', {
      'tagReferences.tag.name': o.tags === undefined ? undefined : tagsFilter(where, o.tags),
      name: o.hostname,
      'datacenter.name': o.datacenter,
      'billingItem.orderItem.order.id': o.order,
      'billingItem.orderItem.order.userRecord.username': o.owner,
    }, undefined, where, { 'tagReferences.tag.name': 'tags', name: 'hostname', 'datacenter.name': 'datacenter',
      'billingItem.orderItem.order.id': 'order', 'billingItem.orderItem.order.userRecord.username': 'owner' });
    return listApi<Virtual_DedicatedHost>(this.client, 'Account', 'getDedicatedHosts', {
      mask: DedicatedHostManager.LIST_MASK, filter, signal: o.signal,
    });
  }

  /**
   * One dedicated host (`Virtual_DedicatedHost.getObject`, mask {@link DedicatedHostManager.HOST_MASK}).
   *
   * @param hostId - The host id.
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The host.
   * @example
   * ```ts
   * const host = await dh.getHost(600101);
   * ```
   */
  getHost<const K extends MaskArg = never, const Q extends Selection = never>(hostId: number | string, options?: Selecting<RequestOptions, 'Virtual_DedicatedHost', K, Q>): Promise<NoInfer<ByMask<Virtual_DedicatedHost, 'Virtual_DedicatedHost', typeof DedicatedHostManager.HOST_MASK, K, Q>>>;
  async getHost(hostId: number | string, options?: RequestOptions): Promise<Virtual_DedicatedHost> {
    const where = 'DedicatedHostManager.getHost';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Virtual_DedicatedHost>(this.client, 'Virtual_DedicatedHost', 'getObject', {
      id: requireId(where, 'hostId', hostId), mask: o.mask ?? DedicatedHostManager.HOST_MASK, signal: o.signal,
    });
  }

  /**
   * Orders a dedicated host (`Product_Order.placeOrder` of {@link generateCreateDict}'s order).
   *
   * @param options - `hostname`, `domain`, `location`, `flavor`, `hourly` (required), `router`, `signal`.
   * @returns The receipt.
   * @throws ServiceError when the flavor, datacenter, price or router is not found.
   * @example
   * ```ts
   * const { orderId } = await dh.placeOrder({ hostname: 'h1', domain: 'example.com', location: 'dal13', flavor, hourly: true });
   * ```
   */
  async placeOrder(options: DedicatedHostOrderOptions): Promise<Container_Product_Order_Receipt> {
    const order = await this.generateCreateDict(options);
    return callApi<Container_Product_Order_Receipt>(this.client, 'Product_Order', 'placeOrder', { args: [order], signal: options.signal });
  }

  /**
   * Verifies a dedicated host order (`Product_Order.verifyOrder` of {@link generateCreateDict}'s order).
   *
   * @param options - As {@link placeOrder}.
   * @returns The verified order (with its `prices`).
   * @example
   * ```ts
   * const check = await dh.verifyOrder({ hostname: 'h1', domain: 'example.com', location: 'dal13', flavor, hourly: false });
   * ```
   */
  async verifyOrder(options: DedicatedHostOrderOptions): Promise<Container_Product_Order> {
    const order = await this.generateCreateDict(options);
    return callApi<Container_Product_Order>(this.client, 'Product_Order', 'verifyOrder', { args: [order], signal: options.signal });
  }

  /**
   * The order of a dedicated host, as the reference builds it: the host package
   * ({@link OrderingManager.getPackageByKey}, mask {@link DedicatedHostManager.PACKAGE_MASK}), the
   * flavor's item and its generic price, the region of the datacenter, the routers available for
   * the flavor's size there (`Virtual_DedicatedHost.getAvailableRouters`) and the named one (else
   * the first); container `Vendor_Container_Product_Order_Virtual_DedicatedHost`, quantity 1.
   *
   * @param options - As {@link placeOrder}.
   * @returns The order.
   * @throws ServiceError when the flavor, datacenter, price or router is not found.
   * @example
   * ```ts
   * const order = await dh.generateCreateDict({ hostname: 'h1', domain: 'example.com', location: 'dal13', flavor, hourly: true });
   * ```
   */
  async generateCreateDict(options: DedicatedHostOrderOptions): Promise<ProductOrder> {
    const o = HOST_ORDER_OPTIONS.check(options);
    const pkg = await this.#package(o.signal);
    const item = itemOf(pkg, o.flavor);
    const region = regionOf(pkg.regions, o.location);
    const price = priceOf(item);
    const routers = await this.#backendRouters(region, item, o.signal);
    const router = defaultRouter(routers, o.router);
    return {
      complexType: HOST_ORDER,
      quantity: 1,
      location: region.keyname,
      packageId: pkg.id,
      prices: [{ id: price }],
      hardware: [{ hostname: o.hostname, domain: o.domain, primaryBackendNetworkComponent: { router: { id: router } } }],
      useHourlyPricing: o.hourly,
    };
  }

  /**
   * What a dedicated host order may name: the datacenters of the host package and its
   * `dedicated_virtual_hosts` flavors.
   *
   * @param options - `signal`.
   * @returns `locations` and `dedicatedHost` flavors.
   * @example
   * ```ts
   * const { locations, dedicatedHost } = await dh.getCreateOptions();
   * ```
   */
  async getCreateOptions(options?: ResolveOptions): Promise<DedicatedHostCreateOptions> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'DedicatedHostManager.getCreateOptions');
    const pkg = await this.#package(o.signal);
    return {
      locations: (pkg.regions ?? []).map((region) => ({ name: region.location?.location?.longName, key: region.location?.location?.name })),
      dedicatedHost: (pkg.items ?? [])
        .filter((item) => item.itemCategory?.categoryCode === 'dedicated_virtual_hosts')
        .map((item) => ({ name: item.description, key: item.keyName })),
    };
  }

  /**
   * The backend routers a host of `flavor` can be ordered behind in `datacenter`.
   *
   * @param datacenter - Datacenter short name.
   * @param flavor - Host flavor key name.
   * @param options - `signal`.
   * @returns The routers (`id`, `hostname`).
   * @throws ServiceError when the flavor or datacenter is not found.
   * @example
   * ```ts
   * const routers = await dh.getRouterOptions('dal13', '56_CORES_X_242_RAM_X_1_4_TB');
   * ```
   */
  async getRouterOptions(datacenter: string, flavor: string, options?: ResolveOptions): Promise<DedicatedHostRouter[]> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'DedicatedHostManager.getRouterOptions');
    const pkg = await this.#package(o.signal);
    const region = regionOf(pkg.regions, datacenter);
    return this.#backendRouters(region, itemOf(pkg, flavor), o.signal);
  }

  async #package(signal: AbortSignal | undefined): Promise<HostPackage> {
    return this.ordering.getPackageByKey(HOST_PACKAGE, { mask: DedicatedHostManager.PACKAGE_MASK, signal });
  }

  /** The routers for the item's size in the region's first location (its package details, else its own id). */
  async #backendRouters(region: HostRegion, item: Product_Item, signal: AbortSignal | undefined): Promise<DedicatedHostRouter[]> {
    let memory: Capacity = {};
    let disk: Capacity = {};
    for (const bundle of item.bundleItems ?? []) {
      for (const category of bundle.categories ?? []) {
        if (category.categoryCode === 'dedicated_host_ram') memory = bundle.capacity ?? {};
        if (category.categoryCode === 'dedicated_host_disk') disk = bundle.capacity ?? {};
      }
    }
    const gpu = (item.bundleItems ?? []).filter((bundle) => bundle.keyName?.includes('GPU')).at(-1);
    const details = region.location?.locationPackageDetails ?? [{ locationId: region.location?.location?.id }];
    const locationId = details.find((detail) => detail.locationId !== null && detail.locationId !== undefined)?.locationId;
    if (locationId === undefined || locationId === null) throw new ServiceError('Could not find available routers');
    const host: Record<string, unknown> = { cpuCount: item.capacity, memoryCapacity: memory, diskCapacity: disk, datacenter: { id: locationId } };
    if (item.keyName?.includes('GPU') === true && gpu !== undefined) {
      const model = gpu.hardwareGenericComponentModel;
      const component = {
        hardwareComponentModel: {
          hardwareGenericComponentModel: { id: model?.id, hardwareComponentType: { keyName: model?.hardwareComponentType?.keyName } },
        },
      };
      host.pciDevices = [component, structuredClone(component)];
    }
    return listApi<DedicatedHostRouter>(this.client, 'Virtual_DedicatedHost', 'getAvailableRouters', {
      args: [host], mask: DedicatedHostManager.ROUTER_MASK, signal,
    });
  }

  /** Deletes one guest: `Cancelled`, or `Exception: ` and the API's message. */
  async #deleteGuest(id: number | undefined, signal: AbortSignal | undefined): Promise<string> {
    try {
      await callApi<boolean>(this.client, 'Virtual_Guest', 'deleteObject', { id, signal });
      return 'Cancelled';
    } catch (error) {
      if (isServiceError(error) && 'faultString' in error) return `Exception: ${String(error.faultString)}`;
      throw error;
    }
  }
}

/** The item of the flavor. */
function itemOf(pkg: HostPackage, flavor: string): Product_Item {
  const item = (pkg.items ?? []).find((candidate) => candidate.keyName === flavor);
  if (item === undefined) throw new ServiceError(`Could not find valid item for: '${flavor}'`);
  return item;
}

/** The region whose location is the datacenter. */
function regionOf(regions: readonly HostRegion[] | undefined, datacenter: string): HostRegion {
  const region = (regions ?? []).find((candidate) => candidate.location?.location?.name === datacenter);
  if (region === undefined) throw new ServiceError(`Could not find valid location for: '${datacenter}'`);
  return region;
}

/** The item's first price without a location group. */
function priceOf(item: Product_Item): number | undefined {
  const price = (item.prices ?? []).find((candidate) => !candidate.locationGroupId);
  if (price === undefined) throw new ServiceError('Could not find valid price');
  return price.id;
}

/** The router of that host name, or the first with an id. */
function defaultRouter(routers: readonly DedicatedHostRouter[], name: string | undefined): number {
  const router = name === undefined ? routers.find((r) => r.id !== undefined && r.id !== null) : routers.find((r) => r.hostname === name);
  if (router?.id === undefined) throw new ServiceError('Could not find valid default router');
  return router.id;
}
