/**
 * Record types of what the virtual-server jobs beyond list/get/create return (disks, storage,
 * bandwidth, notifications, console logs, metrics).
 *
 * @module
 */
import type {
  Billing_Item_Virtual_Guest, Metric_Tracking_Object_Data, Network_Bandwidth_Usage, Network_Bandwidth_Version1_Allocation,
  Network_Storage, Network_Storage_Allowed_Host, User_Customer_Notification_Virtual_Guest, Virtual_BrowserConsoleAccessLog,
  Virtual_Disk_Image, Virtual_Guest_Block_Device,
} from '@svclib/model';
import type { HardwareCreateOption, HardwareCreateOptions } from './hardware.js';

/**
 * A disk image (`diskImage` of a block device, or a portable storage volume of the account).
 * The generated record `Virtual_Disk_Image` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const disk: DiskImage = { id: 1, capacity: 100, units: 'GB', description: 'web1-disk0' };
 * ```
 *
 * @deprecated Use `Virtual_Disk_Image` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type DiskImage = Virtual_Disk_Image;

/**
 * A block device of a guest (`getBlockDevices`, `blockDevices` relation).
 * The generated record `Virtual_Guest_Block_Device` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const disks: BlockDevice[] = await vs.getLocalDisks(123);
 * console.log(disks.map((disk) => `${disk.device}: ${disk.diskImage?.capacity} GB`));
 * ```
 *
 * @deprecated Use `Virtual_Guest_Block_Device` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type BlockDevice = Virtual_Guest_Block_Device;

/**
 * Network storage a guest may reach (`getAttachedNetworkStorages`).
 * The generated record `Network_Storage` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const volumes: NetworkStorage[] = await vs.getStorageDetails(123, 'ISCSI');
 * ```
 *
 * @deprecated Use `Network_Storage` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type NetworkStorage = Network_Storage;

/**
 * The storage access host of a guest (`getAllowedHost`), with its iSCSI credential.
 * The generated record `Network_Storage_Allowed_Host` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const host: AllowedHost = await vs.getStorageCredentials(123);
 * console.log(host.credential?.username);
 * ```
 *
 * @deprecated Use `Network_Storage_Allowed_Host` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type AllowedHost = Network_Storage_Allowed_Host;

/**
 * One bandwidth usage line of the billing cycle (`getBillingCycleBandwidthUsage`).
 * The generated record `Network_Bandwidth_Usage` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const { usage } = await vs.getBandwidthAllocation(123);
 * console.log(usage.map((line) => line.amountOut));
 * ```
 *
 * @deprecated Use `Network_Bandwidth_Usage` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type BandwidthUsage = Network_Bandwidth_Usage;

/**
 * What {@link VirtualServerManager.getBandwidthAllocation} returns: the allotment's `allocation`
 * and the cycle's usage.
 *
 * @example
 * ```ts
 * const { allotment } = await vs.getBandwidthAllocation(123);
 * console.log(allotment?.amount);
 * ```
 */
export interface BandwidthAllocation {
  /** The allotment (`allocation` of `getBandwidthAllotmentDetail`), or what it returned when empty. */
  allotment: Network_Bandwidth_Version1_Allocation | null | undefined;
  /** Usage of this billing cycle. */
  usage: Network_Bandwidth_Usage[];
}

/**
 * A metric data point (`Metric_Tracking_Object.getSummaryData` / `getBandwidthData`).
 * The generated record `Metric_Tracking_Object_Data` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const points: MetricDataPoint[] = await vs.getBandwidthData(123, { startDate: '2024-01-01', endDate: '2024-01-02' });
 * ```
 *
 * @deprecated Use `Metric_Tracking_Object_Data` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type MetricDataPoint = Metric_Tracking_Object_Data;

/**
 * A browser console access log entry (`getBrowserConsoleAccessLogs`).
 * The generated record `Virtual_BrowserConsoleAccessLog` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * for (const entry of await vs.browserAccessLog(123)) console.log(entry.createDate, entry.username);
 * ```
 *
 * @deprecated Use `Virtual_BrowserConsoleAccessLog` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type BrowserConsoleAccessLog = Virtual_BrowserConsoleAccessLog;

/**
 * A user's notification subscription for a guest (`User_Customer_Notification_Virtual_Guest`).
 * The generated record `User_Customer_Notification_Virtual_Guest` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const note: GuestNotification = await vs.addNotification(123, 4567);
 * console.log(note.user?.username);
 * ```
 *
 * @deprecated Use `User_Customer_Notification_Virtual_Guest` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type GuestNotification = User_Customer_Notification_Virtual_Guest;

/**
 * A named, priced option of {@link VirtualServerCreateOptions}: the fields of a hardware option,
 * plus the capacity of cores, memory and disks and the category (`guest_disk0`, …) of a disk.
 *
 * @example
 * ```ts
 * const disk: VirtualServerCreateOption = { name: '100 GB (SAN)', key: 'GUEST_DISK_100_GB_SAN', capacity: '100', disk: 'guest_disk0', prices: [] };
 * ```
 */
export interface VirtualServerCreateOption extends HardwareCreateOption {
  /** Cores (`guestCore`), GB of memory (`ram`) or of disk (`guestDisk`). */
  capacity?: string;
  /** The disk's category, e.g. `guest_disk0` (`guestDisk` only). */
  disk?: string;
}

/**
 * What a virtual server order may name ({@link VirtualServerManager.getCreateOptions}): the
 * reference's `locations`, `sizes`, `operating_systems`, `port_speed`, `extras`, `ram`,
 * `database`, `guest_core` and `guest_disk`, camel-cased.
 *
 * @example
 * ```ts
 * const { sizes, guestCore, ram } = await vs.getCreateOptions({ datacenter: 'dal10' });
 * ```
 */
export interface VirtualServerCreateOptions extends HardwareCreateOptions {
  /** Operating systems (`osCode` takes the `referenceCode`). */
  operatingSystems: VirtualServerCreateOption[];
  /** Port speeds (`nicSpeed` takes the `speed`). */
  portSpeeds: VirtualServerCreateOption[];
  /** Extras, e.g. `1_IPV6_ADDRESS`. */
  extras: VirtualServerCreateOption[];
  /** Memory (`memory` takes the capacity, in GB here). */
  ram: VirtualServerCreateOption[];
  /** Databases. */
  database: VirtualServerCreateOption[];
  /** Cores (`cpus` takes the capacity). */
  guestCore: VirtualServerCreateOption[];
  /** Disks of every slot (`disk` names the slot). */
  guestDisk: VirtualServerCreateOption[];
}

/**
 * The billing item of a virtual server: the hardware billing item's fields plus its `children`
 * (cores, memory, disks `guest_disk0`…), which {@link VirtualServerManager.upgrade} reads to find
 * the next free disk slot.
 * The generated record `Billing_Item_Virtual_Guest` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const { billingItem } = await vs.getInstance(123);
 * console.log(billingItem?.package?.keyName, billingItem?.children?.map((child) => child.categoryCode));
 * ```
 *
 * @deprecated Use `Billing_Item_Virtual_Guest` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type GuestBillingItem = Billing_Item_Virtual_Guest;
