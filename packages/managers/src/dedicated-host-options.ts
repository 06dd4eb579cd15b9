/**
 * Option interfaces and specs of `DedicatedHostManager`, and the shapes its methods return.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Hardware, Virtual_DedicatedHost } from '@svclib/model';
import { A_BOOLEAN, A_NON_EMPTY_STRING, KEYWORD, PAGING } from './manager-support.js';
import type { IterOptions } from './options.js';
import { LIST_SERVER_OPTIONS, type ListServersOptions } from './server-list.js';

/**
 * A dedicated host (`Virtual_DedicatedHost`).
 *
 * @example
 * ```ts
 * const hosts: DedicatedHostRecord[] = await dh.listInstances({ datacenter: 'dal13' });
 * ```
 *
 * @deprecated Use `Virtual_DedicatedHost` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type DedicatedHostRecord = Virtual_DedicatedHost;

/**
 * A backend router a dedicated host can be ordered behind (`Virtual_DedicatedHost.getAvailableRouters`, mask `id, hostname`).
 *
 * @example
 * ```ts
 * const routers: DedicatedHostRouter[] = await dh.getRouterOptions('dal13', '56_CORES_X_242_RAM_X_1_4_TB');
 * ```
 */
export type DedicatedHostRouter = Pick<Hardware, 'id' | 'hostname'>;

/**
 * What a dedicated host order may name (`DedicatedHostManager.getCreateOptions`).
 *
 * @example
 * ```ts
 * const { locations, dedicatedHost } = await dh.getCreateOptions();
 * ```
 */
export interface DedicatedHostCreateOptions {
  /** Datacenters: `name` (long name) and `key` (short name, e.g. `dal13`). */
  locations: NamedKey[];
  /** Host flavors: `name` (description) and `key` (item key name). */
  dedicatedHost: NamedKey[];
}

/**
 * A name for people and the key an order takes ({@link DedicatedHostCreateOptions}).
 *
 * @example
 * ```ts
 * const dal13: NamedKey = { name: 'Dallas 13', key: 'dal13' };
 * ```
 */
export interface NamedKey {
  /** What people read: a long name or a description. */
  name?: string;
  /** What an order names: a datacenter short name or an item key name. */
  key?: string;
}

/**
 * Options of `DedicatedHostManager.listInstances`; each keyword goes through `queryFilter`
 * under `dedicatedHosts`.
 *
 * @example
 * ```ts
 * await dh.listInstances({ hostname: 'host*', datacenter: 'dal13', tags: ['prod'] });
 * ```
 */
export interface ListDedicatedHostsOptions {
  /** Hosts carrying any of these tags (`tagReferences.tag.name` `in`). */
  tags?: string[];
  /** Host name (`name`). */
  hostname?: string;
  /** Datacenter short name (`datacenter.name`). */
  datacenter?: string;
  /** Id of the order that bought the host (`billingItem.orderItem.order.id`). */
  order?: number | string;
  /** User name of the host's owner (`billingItem.orderItem.order.userRecord.username`). */
  owner?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * Options of `DedicatedHostManager.listGuests`: the server filters under `guests`, plus
 * cores, memory and local disk; the default mask is `DedicatedHostManager.GUEST_MASK`.
 *
 * @example
 * ```ts
 * await dh.listGuests(600101, { cpus: 4, hostname: 'web*' });
 * ```
 */
export interface ListHostGuestsOptions extends ListServersOptions, IterOptions {
  /** Number of cores (`maxCpu`). */
  cpus?: number | string;
  /** Memory in MB (`maxMemory`). */
  memory?: number | string;
  /** Local disk (`localDiskFlag` 1) or SAN (0). */
  localDisk?: boolean;
}

/**
 * What `DedicatedHostManager.placeOrder` and `DedicatedHostManager.verifyOrder` order.
 *
 * @example
 * ```ts
 * await dh.verifyOrder({ hostname: 'host1', domain: 'example.com', location: 'dal13', flavor: '56_CORES_X_242_RAM_X_1_4_TB', hourly: true });
 * ```
 */
export interface DedicatedHostOrderOptions {
  /** Host name. */
  hostname: string;
  /** Domain. */
  domain: string;
  /** Datacenter short name, e.g. `dal13`. */
  location: string;
  /** Host flavor (item key name), e.g. `56_CORES_X_242_RAM_X_1_4_TB`. */
  flavor: string;
  /** Hourly (true) or monthly billing. */
  hourly: boolean;
  /** Backend router host name; the first available router when not given. */
  router?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * The outcome of cancelling one guest in `DedicatedHostManager.cancelGuests`.
 *
 * @example
 * ```ts
 * for (const { fqdn, status } of await dh.cancelGuests(600101)) console.log(fqdn, status);
 * ```
 */
export interface CancelledGuest {
  /** Guest id. */
  id?: number;
  /** Fully qualified domain name. */
  fqdn?: string;
  /** `Cancelled`, or `Exception: ` and the API's message. */
  status: string;
}

/** The options of `DedicatedHostManager.listInstances`, tied to {@link ListDedicatedHostsOptions}. */
export const LIST_HOSTS_OPTIONS = defineOptions('DedicatedHostManager.listInstances', {
  tags: KEYWORD,
  hostname: KEYWORD,
  datacenter: KEYWORD,
  order: KEYWORD,
  owner: KEYWORD,
  signal: opt.signal(),
} satisfies SpecFor<ListDedicatedHostsOptions>);

/** The options of `DedicatedHostManager.listGuests`, tied to {@link ListHostGuestsOptions}. */
export const LIST_HOST_GUESTS_OPTIONS = LIST_SERVER_OPTIONS.extend('DedicatedHostManager.listGuests', {
  cpus: KEYWORD,
  memory: KEYWORD,
  localDisk: A_BOOLEAN,
  ...PAGING,
} satisfies SpecFor<Omit<ListHostGuestsOptions, keyof ListServersOptions>>);

/** The options of a dedicated host order, tied to {@link DedicatedHostOrderOptions}. */
export const HOST_ORDER_OPTIONS = defineOptions('DedicatedHostManager order', {
  hostname: opt.required(A_NON_EMPTY_STRING),
  domain: opt.required(A_NON_EMPTY_STRING),
  location: opt.required(A_NON_EMPTY_STRING),
  flavor: opt.required(A_NON_EMPTY_STRING),
  hourly: opt.required(A_BOOLEAN),
  router: A_NON_EMPTY_STRING,
  signal: opt.signal(),
} satisfies SpecFor<DedicatedHostOrderOptions>);

