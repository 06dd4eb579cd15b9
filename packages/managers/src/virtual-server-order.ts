/**
 * Virtual-server orders as the reference client builds them: the create options of a package,
 * upgrade price matching, the disk categories of package 46 and the options of an order placed
 * through `Product_Order`. Internal, apart from the option types.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { categoryOf, createOptionsOf, pricesFor } from './hardware-order.js';
import type { OrderPackage } from './hardware-order.js';
import {
  A_BOOLEAN, A_POSITIVE_INTEGER, isNonEmptyString, positiveInteger, show,
} from './manager-support.js';
import type { CreateInstanceOptions } from './guest-template.js';
import type { ItemPrice } from './types/ordering.js';
import type { VirtualServerCreateOption, VirtualServerCreateOptions } from './types/virtual-guest.js';

/**
 * Options of {@link VirtualServerManager.getCreateOptions}.
 *
 * @example
 * ```ts
 * await vs.getCreateOptions({ vsiType: 'TRANSIENT_CLOUD_SERVER', datacenter: 'dal10' });
 * ```
 */
export interface CreateOptionsQuery {
  /** Package key name (default `PUBLIC_CLOUD_SERVER`; also `TRANSIENT_CLOUD_SERVER`, `SUSPEND_CLOUD_SERVER`). */
  vsiType?: string;
  /** Datacenter short name, e.g. `dal10`: only its location, and its location prices where it has any. */
  datacenter?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * A disk of {@link UpgradeInstanceOptions.disk}.
 *
 * @example
 * ```ts
 * const disk: UpgradeDisk = { capacity: 100 }; // the next free slot
 * ```
 */
export interface UpgradeDisk {
  /** Capacity in GB (a SAN disk item of that size must exist). */
  capacity: number;
  /** Slot 1–4 (`Second Disk` … `Fifth Disk`); 0 or left out: the slot after the guest's last disk. */
  number?: number;
}

/**
 * Options of {@link VirtualServerManager.upgrade}; at least one of `cpus`, `memory`, `nicSpeed`,
 * `preset`, `disk` must be given (else nothing is ordered).
 *
 * @example
 * ```ts
 * await vs.upgrade(123, { cpus: 4, memory: 8 });
 * await vs.upgrade(123, { preset: 'B1_4X16X100', nicSpeed: 1000 });
 * ```
 */
export interface UpgradeInstanceOptions {
  /** Cores (category `guest_core`); not with `preset`. */
  cpus?: number;
  /** Memory in GB (category `ram`); not with `preset`. */
  memory?: number;
  /** Public port speed in Mbps (category `port_speed`). */
  nicSpeed?: number;
  /** Cores on a public (shared) host (default true), or private/dedicated cores when false. */
  public?: boolean;
  /** A preset (flavor) key name of the guest's package (`presetId` of the order). */
  preset?: string;
  /** Disks to add. */
  disk?: UpgradeDisk[];
  /** Only verify the order (`Product_Order.verifyOrder`); nothing changes. Ours, not the reference's. */
  test?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/** The options of `VirtualServerManager.upgrade`, tied to {@link UpgradeInstanceOptions} (`checkUpgrade` checks the rest). */
export const UPGRADE_OPTIONS = defineOptions('VirtualServerManager.upgrade', {
  cpus: A_POSITIVE_INTEGER,
  memory: A_POSITIVE_INTEGER,
  nicSpeed: A_POSITIVE_INTEGER,
  public: A_BOOLEAN,
  test: A_BOOLEAN,
  preset: opt.nonNull(opt.checker<string>('a preset key name', isNonEmptyString)),
  // checkUpgrade checks each disk.
  disk: opt.nonNull(opt.anything<UpgradeDisk[]>('an array of { capacity, number? }')),
  signal: opt.signal(),
} satisfies SpecFor<UpgradeInstanceOptions>);

/**
 * The guest of {@link VirtualServerManager.orderGuest}: what {@link CreateInstanceOptions} takes,
 * plus the order-only fields.
 *
 * @example
 * ```ts
 * const guest: OrderGuestOptions = {
 *   hostname: 'web1', domain: 'example.com', flavor: 'B1_2X4X25', osCode: 'UBUNTU_LATEST', datacenter: 'dal10',
 *   ipv6: true, placementId: 5, tags: 'web,prod',
 * };
 * ```
 */
export interface OrderGuestOptions extends CreateInstanceOptions {
  /** Add a primary IPv6 address (item `1_IPV6_ADDRESS` of `PUBLIC_CLOUD_SERVER`). */
  ipv6?: boolean;
  /** Placement group id (`virtualGuests[0].placementGroupId`). */
  placementId?: number;
}

/** The order-only options of {@link OrderGuestOptions}, with their checkers. */
export const ORDER_GUEST_SPEC = {
  ipv6: A_BOOLEAN,
  placementId: opt.nonNull(opt.checker<number>('a placement group id', positiveInteger)),
} satisfies SpecFor<Omit<OrderGuestOptions, keyof CreateInstanceOptions>>;

/**
 * The create options of a virtual-server package (see `VirtualServerManager.getCreateOptions`):
 * those a hardware package has (locations, sizes, operating systems, port speeds, extras), plus
 * databases, cores, memory and disks of every slot.
 */
export function vsCreateOptionsOf(pkg: OrderPackage, datacenter: string | undefined, group: number | undefined): VirtualServerCreateOptions {
  const common = createOptionsOf(pkg, datacenter, group);
  const ram: VirtualServerCreateOption[] = [];
  const database: VirtualServerCreateOption[] = [];
  const guestCore: VirtualServerCreateOption[] = [];
  const guestDisk: VirtualServerCreateOption[] = [];
  for (const item of pkg.items) {
    const category = categoryOf(item) ?? '';
    const option: VirtualServerCreateOption = { name: item.description ?? '', key: item.keyName ?? '', prices: pricesFor(item.prices ?? [], group) };
    if (category === 'database') database.push(option);
    else if (category === 'guest_core') guestCore.push({ ...option, capacity: item.capacity });
    else if (category === 'ram') ram.push({ ...option, capacity: item.capacity });
    else if (category.includes('guest_disk')) guestDisk.push({ ...option, capacity: item.capacity, disk: category });
  }
  return { ...common, ram, database, guestCore, guestDisk };
}

/** The upgrade option names and the category each matches. */
const UPGRADE_CATEGORIES = { memory: 'ram', cpus: 'guest_core', nicSpeed: 'port_speed', disk: 'guest_disk' } as const;

/**
 * The price of an upgrade option, as the reference matches it: the first price whose category is
 * the option's (for disks, any `guest_disk<n>`) and whose item has the capacity; cores must be on
 * the asked kind of host (`PRIVATE_CORE`/`DEDICATED_CORE` units are private), port speeds must say
 * `Public`.
 */
export function upgradePriceId(
  prices: readonly ItemPrice[],
  option: keyof typeof UPGRADE_CATEGORIES,
  value: number,
  isPublic: boolean,
): number | undefined {
  const code = UPGRADE_CATEGORIES[option];
  for (const price of prices) {
    const item = price?.item;
    if (!Array.isArray(price?.categories) || !item) continue;
    const fits = String(item.capacity) === String(value);
    const isPrivate = item.units === 'PRIVATE_CORE' || item.units === 'DEDICATED_CORE';
    for (const category of price.categories) {
      const categoryCode = category?.categoryCode ?? '';
      if (option === 'disk') {
        if (fits && categoryCode.replace(/\d/g, '') === code) return price.id;
        continue;
      }
      if (categoryCode !== code || !fits) continue;
      if (option === 'cpus') {
        if (isPublic !== isPrivate) return price.id;
      } else if (option === 'nicSpeed') {
        if ((item.description ?? '').includes('Public')) return price.id;
      } else {
        return price.id;
      }
    }
  }
  return undefined;
}

/** The category names of disk slots 1–5, as package 46's prices name them. */
export const DISK_CATEGORY_NAMES: Readonly<Record<number, string>> = {
  1: 'First Disk', 2: 'Second Disk', 3: 'Third Disk', 4: 'Fourth Disk', 5: 'Fifth Disk',
};

/** Checks what {@link UPGRADE_OPTIONS} cannot of an upgrade (clashes, each disk) before any request. */
export function checkUpgrade(where: string, o: UpgradeInstanceOptions): void {
  if (o.preset !== undefined && (o.cpus !== undefined || o.memory !== undefined)) {
    throw new TypeError(`${where}: give preset or cpus/memory, not both`);
  }
  if (o.disk === undefined) return;
  if (!Array.isArray(o.disk)) throw new TypeError(`${where}: option disk must be an array of { capacity, number? }, got ${show(o.disk)}`);
  o.disk.forEach((disk, index) => {
    const at = `${where}: disk[${index}]`;
    if (typeof disk !== 'object' || disk === null || !positiveInteger(disk.capacity)) {
      throw new TypeError(`${at} needs a capacity in GB (a positive integer), got ${show(disk)}`);
    }
    const number = disk.number;
    if (number !== undefined && !(Number.isInteger(number) && number >= 0)) {
      throw new TypeError(`${at}.number must be an integer >= 0, got ${show(number)}`);
    }
  });
}
