/**
 * Reserved capacity groups (`Virtual_ReservedCapacityGroup`): list, read, the plans and routers an
 * order may name, order a capacity, and order a guest into one.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type {
  Container_Product_Order, Container_Product_Order_Receipt, Container_Product_Order_Virtual_Guest, Network_Pod, Product_Item,
  Virtual_ReservedCapacityGroup,
} from '@svclib/model';
import {
  AVAILABLE_ROUTERS_OPTIONS, CREATE_CAPACITY_GUEST_OPTIONS, CREATE_CAPACITY_OPTIONS, type AvailableRoutersOptions,
  type CapacityGuestOptions, type CapacityRegion, type CreateCapacityGuestOptions, type CreateCapacityOptions,
} from './capacity-options.js';
import type { ManagerClient } from './manager-client.js';
import { callApi, checkSpec, iterApi, listApi, REQUEST_OPTIONS, requireId, show } from './manager-support.js';
import type { RequestOptions } from './options.js';
import { OrderingManager } from './ordering-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/** The package reserved capacity is ordered from. */
const CAPACITY_PACKAGE = 'RESERVED_CAPACITY';
/** The order container of a reserved capacity. */
const CAPACITY_ORDER = 'Vendor_Container_Product_Order_Virtual_ReservedCapacity';

async function collectAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/**
 * The flavor of a guest in a capacity: the capacity's key name without its `_N_YEAR_TERM` tail,
 * then `X` and the primary disk size (`B1_1X2_1_YEAR_TERM`, 25 → `B1_1X2X25`), as the reference
 * builds it.
 */
function flavorOf(capacityKey: string, primaryDisk: number | string): string {
  return `${capacityKey.slice(0, -12)}X${String(primaryDisk)}`;
}

/**
 * Reserved capacity in one call each, as the reference's `CapacityManager`. Built from a `Client`
 * of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { CapacityManager } from '@svclib/managers';
 *
 * const capacity = new CapacityManager(new Client({ username: 'u', apiKey: 'k' }));
 * for (const group of await capacity.list()) console.log(group.id, group.name, group.availableInstanceCount);
 * ```
 */
export class CapacityManager {
  /** Mask of {@link list} (`Account.getReservedCapacityGroups`). */
  static readonly LIST_MASK = joinMask(
    'mask[availableInstanceCount, occupiedInstanceCount, ',
    'instances[id, billingItem[description, hourlyRecurringFee]], instanceCount, backendRouter[datacenter]]',
  );

  /** Default mask of {@link getObject} (`Virtual_ReservedCapacityGroup.getObject`). */
  static readonly GET_MASK = 'mask[instances[billingItem[item[keyName],category], guest], backendRouter[datacenter]]';

  /** Mask of {@link getCreateOptions} (`Product_Package.getItems`). */
  static readonly OPTIONS_MASK = 'mask[attributes,prices[pricingLocationGroup]]';

  /** Mask of the regions {@link getAvailableRouters} reads (`Product_Package.getRegions`). */
  static readonly REGION_MASK = 'mask[locations[location]]';

  /** Mask of the capacity {@link createGuest} reads first (`Virtual_ReservedCapacityGroup.getObject`). */
  static readonly GUEST_CAPACITY_MASK = 'mask[instances[id, billingItem[id, item[id,keyName]]], backendRouter[id, datacenter[name]]]';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /** The ordering manager the orders go through. */
  readonly ordering: OrderingManager;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @param ordering - An ordering manager to share; one is made when not given.
   * @example
   * ```ts
   * const capacity = new CapacityManager(client);
   * ```
   */
  constructor(client: ManagerClient, ordering?: OrderingManager) {
    this.client = client;
    this.ordering = ordering ?? new OrderingManager(client);
  }

  /**
   * The account's reserved capacity groups (`Account.getReservedCapacityGroups`, mask {@link CapacityManager.LIST_MASK}).
   *
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The groups.
   * @example
   * ```ts
   * const groups = await capacity.list();
   * ```
   */
  list<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions, 'Virtual_ReservedCapacityGroup', K, Q>): Promise<NoInfer<ByMask<Virtual_ReservedCapacityGroup[], 'Virtual_ReservedCapacityGroup', typeof CapacityManager.LIST_MASK, K, Q>>>;
  async list(options?: RequestOptions): Promise<Virtual_ReservedCapacityGroup[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'CapacityManager.list');
    return listApi<Virtual_ReservedCapacityGroup>(this.client, 'Account', 'getReservedCapacityGroups', {
      mask: o.mask ?? CapacityManager.LIST_MASK, signal: o.signal,
    });
  }

  /**
   * One reserved capacity group (`Virtual_ReservedCapacityGroup.getObject`, mask {@link CapacityManager.GET_MASK}).
   *
   * @param id - The group id.
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The group.
   * @throws TypeError for an id that is not a positive integer.
   * @example
   * ```ts
   * const group = await capacity.getObject(3103);
   * ```
   */
  getObject<const K extends MaskArg = never, const Q extends Selection = never>(id: number | string, options?: Selecting<RequestOptions, 'Virtual_ReservedCapacityGroup', K, Q>): Promise<NoInfer<ByMask<Virtual_ReservedCapacityGroup, 'Virtual_ReservedCapacityGroup', typeof CapacityManager.GET_MASK, K, Q>>>;
  async getObject(id: number | string, options?: RequestOptions): Promise<Virtual_ReservedCapacityGroup> {
    const where = 'CapacityManager.getObject';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Virtual_ReservedCapacityGroup>(this.client, 'Virtual_ReservedCapacityGroup', 'getObject', {
      id: requireId(where, 'id', id), mask: o.mask ?? CapacityManager.GET_MASK, signal: o.signal,
    });
  }

  /**
   * The reserved capacity plans (the items of the `RESERVED_CAPACITY` package, through
   * {@link OrderingManager.listItems} with mask {@link CapacityManager.OPTIONS_MASK}).
   *
   * @param options - `signal`.
   * @returns The items (key name, description, term in `capacity`, prices).
   * @example
   * ```ts
   * const plans = await capacity.getCreateOptions();
   * ```
   */
  async getCreateOptions(options?: Pick<RequestOptions, 'signal'>): Promise<Product_Item[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'CapacityManager.getCreateOptions');
    return this.ordering.listItems(CAPACITY_PACKAGE, { mask: CapacityManager.OPTIONS_MASK, signal: o.signal });
  }

  /**
   * Where reserved capacity can be ordered, as the reference finds it: the package id
   * ({@link OrderingManager.getPackageByKey}, mask `id`), its regions (`Product_Package.getRegions`,
   * mask `mask[locations[location]]`, paged — the reference's `mask[locations]` leaves out the
   * location each pod is matched by, so it is named here), and every pod (`Network_Pod.getAllObjects`, paged, filtered on
   * `datacenterName` when a datacenter is given), each pod put under the location of its datacenter.
   *
   * @param options - `datacenter`, `signal`.
   * @returns The regions, each location with its `pods` (whose `backendRouterId` an order names).
   * @example
   * ```ts
   * const regions = await capacity.getAvailableRouters({ datacenter: 'dal13' });
   * ```
   */
  async getAvailableRouters(options?: AvailableRoutersOptions): Promise<CapacityRegion[]> {
    const o = checkSpec(AVAILABLE_ROUTERS_OPTIONS, options);
    const pkg = await this.ordering.getPackageByKey(CAPACITY_PACKAGE, { mask: 'id', signal: o.signal });
    const regions = await collectAll(iterApi<CapacityRegion>(this.client, 'Product_Package', 'getRegions', {
      id: pkg.id, mask: CapacityManager.REGION_MASK, signal: o.signal,
    }));
    const filter = o.datacenter === undefined ? undefined : { datacenterName: { operation: o.datacenter } };
    const pods = await collectAll(iterApi<Network_Pod>(this.client, 'Network_Pod', 'getAllObjects', { filter, signal: o.signal }));
    return regions.map((region) => ({
      ...region,
      locations: (Array.isArray(region.locations) ? region.locations : []).map((entry) => ({
        ...entry,
        location: { ...entry.location, pods: pods.filter((pod) => pod.datacenterName === entry.location?.name) },
      })),
    }));
  }

  /**
   * Orders a reserved capacity (or, with `test`, only verifies the order): package
   * `RESERVED_CAPACITY`, location 0 (the router decides it), the flavor's price, `quantity` the
   * number of instances, hourly, with `backendRouterId` and `name` on the order, container
   * `Vendor_Container_Product_Order_Virtual_ReservedCapacity` (through
   * {@link OrderingManager.verifyOrder} / {@link OrderingManager.placeOrder}).
   *
   * @param options - `name`, `backendRouterId`, `flavor`, `instances` (all required), `test`, `signal`.
   * @returns The receipt, or the verified order with `test`.
   * @throws TypeError naming a missing or ill-typed option.
   * @example
   * ```ts
   * const receipt = await capacity.create({ name: 'pool', backendRouterId: 1079095, flavor: 'B1_1X2_1_YEAR_TERM', instances: 5 });
   * ```
   */
  async create(options: CreateCapacityOptions): Promise<Container_Product_Order_Receipt | Container_Product_Order> {
    const o = checkSpec(CREATE_CAPACITY_OPTIONS, options);
    const order = {
      extras: { backendRouterId: o.backendRouterId, name: o.name },
      quantity: o.instances,
      complexType: CAPACITY_ORDER,
      hourly: true,
      signal: o.signal,
    };
    return o.test === true
      ? this.ordering.verifyOrder(CAPACITY_PACKAGE, 0, [o.flavor], order)
      : this.ordering.placeOrder(CAPACITY_PACKAGE, 0, [o.flavor], order);
  }

  /**
   * Orders a virtual guest into an empty slot of a reserved capacity, as the reference does: reads
   * the capacity (mask {@link CapacityManager.GUEST_CAPACITY_MASK}), builds the guest's order
   * template (`Virtual_Guest.generateOrderTemplate` through
   * {@link VirtualServerManager.verifyCreateInstance}) with the capacity's flavor and the primary
   * disk, its datacenter, SAN disks and monthly billing; sets `reservedCapacityId`, adds the IPv6
   * price when asked (`PUBLIC_CLOUD_SERVER` `1_IPV6_ADDRESS`), then `Product_Order.verifyOrder`
   * (`test`) or `placeOrder`.
   *
   * @param capacityId - The reserved capacity group id.
   * @param guest - Host name, domain, OS or image, primary disk, and the other guest options.
   * @param options - `test`, `signal`.
   * @returns The verified order, or the receipt.
   * @throws ServiceError when the capacity has no instance with a billing item (no flavor to use).
   * @example
   * ```ts
   * await capacity.createGuest(3103, { hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST_64', primaryDisk: 25 }, { test: true });
   * ```
   */
  async createGuest(capacityId: number | string, guest: CapacityGuestOptions, options?: CreateCapacityGuestOptions): Promise<Container_Product_Order_Receipt | Container_Product_Order> {
    const where = 'CapacityManager.createGuest';
    const o = checkSpec(CREATE_CAPACITY_GUEST_OPTIONS, options);
    const id = requireId(where, 'capacityId', capacityId);
    if (guest === null || typeof guest !== 'object') throw new TypeError(`${where}: guest must be an object, got ${show(guest)}`);
    const { primaryDisk, ipv6, ...rest } = guest;
    if (typeof primaryDisk !== 'number' && typeof primaryDisk !== 'string') {
      throw new TypeError(`${where}: guest.primaryDisk must be a disk size in GB, got ${show(primaryDisk)}`);
    }
    const capacity = await this.getObject(id, { mask: CapacityManager.GUEST_CAPACITY_MASK, signal: o.signal });
    const capacityKey = capacity.instances?.[0]?.billingItem?.item?.keyName;
    if (typeof capacityKey !== 'string') throw new ServiceError('Unable to find capacity Flavor.');
    const vs = new VirtualServerManager(this.client, this.ordering);
    const template = await vs.verifyCreateInstance({
      ...rest,
      flavor: flavorOf(capacityKey, primaryDisk),
      datacenter: capacity.backendRouter?.datacenter?.name,
      // Reserved capacity holds SAN guests only, and generateOrderTemplate orders them monthly.
      localDisk: false,
      hourly: false,
      signal: o.signal,
    });
    // `reservedCapacityId` belongs to the virtual-guest order container.
    const order: Container_Product_Order_Virtual_Guest = { ...template, reservedCapacityId: id };
    if (ipv6 === true) {
      const [price] = await this.ordering.getPriceIdList('PUBLIC_CLOUD_SERVER', ['1_IPV6_ADDRESS'], { signal: o.signal });
      order.prices = [...(order.prices ?? []), { id: price ?? undefined }];
    }
    return callApi<Container_Product_Order_Receipt | Container_Product_Order>(this.client, 'Product_Order', o.test === true ? 'verifyOrder' : 'placeOrder', {
      args: [order], signal: o.signal,
    });
  }
}
