/**
 * Option interfaces and specs of `CapacityManager` (reserved capacity groups), and the
 * composite shapes its methods return.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Location, Location_Region, Location_Region_Location, Network_Pod, Virtual_ReservedCapacityGroup } from '@svclib/model';
import type { NarrowRecord } from './types/narrow.js';
import type { CreateInstanceOptions } from './guest-template.js';
import { A_BOOLEAN, A_NON_EMPTY_STRING, A_POSITIVE_INTEGER } from './manager-support.js';

/**
 * A reserved capacity group (`Virtual_ReservedCapacityGroup`), as `CapacityManager` reads it.
 *
 * @example
 * ```ts
 * const groups: ReservedCapacityGroup[] = await capacity.list();
 * ```
 *
 * @deprecated Use `Virtual_ReservedCapacityGroup` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ReservedCapacityGroup = Virtual_ReservedCapacityGroup;

/**
 * One region where reserved capacity can be ordered, each of its locations with the network pods
 * (and so the backend routers) of that datacenter, as `CapacityManager.getAvailableRouters` returns it.
 *
 * @example
 * ```ts
 * for (const region of await capacity.getAvailableRouters()) console.log(region.keyname, region.locations[0]?.location.pods.length);
 * ```
 */
export type CapacityRegion = Pick<Location_Region, 'keyname' | 'description'> & {
  /** The region's locations, each with its pods. */
  locations: CapacityLocation[];
};

/**
 * One location of a {@link CapacityRegion}, with the pods of its datacenter.
 *
 * @example
 * ```ts
 * const routerIds = region.locations.flatMap((l: CapacityLocation) => l.location.pods.map((pod) => pod.backendRouterId));
 * ```
 */
export type CapacityLocation = NarrowRecord<Location_Region_Location, {
  /** The datacenter, with the pods (backend routers) the manager adds from `Network_Pod.getAllObjects`. */
  location: Pick<Location, 'id' | 'name' | 'longName'> & {
    /** The pods of this datacenter. */
    pods: Network_Pod[];
  };
}>;

/**
 * Options of `CapacityManager.getAvailableRouters`.
 *
 * @example
 * ```ts
 * await capacity.getAvailableRouters({ datacenter: 'dal13' });
 * ```
 */
export interface AvailableRoutersOptions {
  /** Only pods of this datacenter (`datacenterName` filter of `Network_Pod.getAllObjects`). */
  datacenter?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * What `CapacityManager.create` orders.
 *
 * @example
 * ```ts
 * await capacity.create({ name: 'web-pool', backendRouterId: 1079095, flavor: 'B1_1X2_1_YEAR_TERM', instances: 5, test: true });
 * ```
 */
export interface CreateCapacityOptions {
  /** Name of the new reserved capacity. */
  name: string;
  /** Backend router (pod) id; `CapacityManager.getAvailableRouters` lists them. */
  backendRouterId: number;
  /** Capacity item key name, e.g. `B1_1X2_1_YEAR_TERM`. */
  flavor: string;
  /** Number of guests the capacity holds (the order's `quantity`). */
  instances: number;
  /** Only verify the order (`verifyOrder`); nothing is bought. */
  test?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * The guest `CapacityManager.createGuest` orders into a reserved capacity: the options of a
 * virtual server order without those the capacity decides (flavor, datacenter, billing, disk type),
 * plus the primary disk size and IPv6.
 *
 * @example
 * ```ts
 * const guest: CapacityGuestOptions = { hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST_64', primaryDisk: 25 };
 * ```
 */
export interface CapacityGuestOptions
  extends Omit<CreateInstanceOptions, 'flavor' | 'datacenter' | 'hourly' | 'localDisk' | 'cpus' | 'memory'> {
  /** Size of the primary disk in GB (25 or 100), appended to the capacity's flavor. */
  primaryDisk: number | string;
  /** Add an IPv6 address (the `1_IPV6_ADDRESS` price of `PUBLIC_CLOUD_SERVER`). */
  ipv6?: boolean;
}

/**
 * Options of `CapacityManager.createGuest`.
 *
 * @example
 * ```ts
 * await capacity.createGuest(3103, guest, { test: true });
 * ```
 */
export interface CreateCapacityGuestOptions {
  /** Only verify the order (`verifyOrder`); nothing is bought. */
  test?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/** The options of `CapacityManager.getAvailableRouters`, tied to {@link AvailableRoutersOptions}. */
export const AVAILABLE_ROUTERS_OPTIONS = defineOptions('CapacityManager.getAvailableRouters', {
  datacenter: A_NON_EMPTY_STRING,
  signal: opt.signal(),
} satisfies SpecFor<AvailableRoutersOptions>);

/** The options of `CapacityManager.create`, tied to {@link CreateCapacityOptions}. */
export const CREATE_CAPACITY_OPTIONS = defineOptions('CapacityManager.create', {
  name: opt.required(A_NON_EMPTY_STRING),
  backendRouterId: opt.required(A_POSITIVE_INTEGER),
  flavor: opt.required(A_NON_EMPTY_STRING),
  instances: opt.required(A_POSITIVE_INTEGER),
  test: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<CreateCapacityOptions>);

/** The options of `CapacityManager.createGuest`, tied to {@link CreateCapacityGuestOptions}. */
export const CREATE_CAPACITY_GUEST_OPTIONS = defineOptions('CapacityManager.createGuest', {
  test: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<CreateCapacityGuestOptions>);
