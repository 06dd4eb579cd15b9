/**
 * Record types of what the virtual-server jobs beyond list/get/create return (disks, storage,
 * bandwidth, notifications, console logs, metrics).
 *
 * @module
 */
import type { Datacenter, User } from '../types.js';
import type { HardwareBillingItem, HardwareCreateOption, HardwareCreateOptions } from './hardware.js';

/**
 * A disk image (`diskImage` of a block device, or a portable storage volume of the account).
 *
 * @example
 * ```ts
 * const disk: DiskImage = { id: 1, capacity: 100, units: 'GB', description: 'web1-disk0' };
 * ```
 */
export interface DiskImage {
  /** Disk image id. */
  id?: number;
  /** Capacity. */
  capacity?: number;
  /** Unit of `capacity` (`GB`). */
  units?: string;
  /** Description. */
  description?: string;
  /** Whether it is the metadata disk. */
  metadataFlag?: boolean;
  /** Kind of disk (`type.keyName`: `SYSTEM`, `SWAP`, …). */
  type?: {
    /** Machine name. */
    keyName?: string;
  };
}

/**
 * A block device of a guest (`getBlockDevices`, `blockDevices` relation).
 *
 * @example
 * ```ts
 * const disks: BlockDevice[] = await vs.getLocalDisks(123);
 * console.log(disks.map((disk) => `${disk.device}: ${disk.diskImage?.capacity} GB`));
 * ```
 */
export interface BlockDevice {
  /** Block device id. */
  id?: number;
  /** Device number as a string (`"0"` boots). */
  device?: string;
  /** `Disk` or `CD`. */
  mountType?: string;
  /** Whether the device is bootable (1/0). */
  bootableFlag?: number;
  /** The disk image. */
  diskImage?: DiskImage;
}

/**
 * Network storage a guest may reach (`getAttachedNetworkStorages`).
 *
 * @example
 * ```ts
 * const volumes: NetworkStorage[] = await vs.getStorageDetails(123, 'ISCSI');
 * ```
 */
export interface NetworkStorage {
  /** Volume id. */
  id?: number;
  /** Volume user name. */
  username?: string;
  /** Capacity in GB. */
  capacityGb?: number;
  /** Notes. */
  notes?: string;
  /** Storage type, e.g. `ISCSI`, `NAS`. */
  nasType?: string;
  /** Address of the storage target. */
  serviceResourceBackendIpAddress?: string;
  /** Hardware servers allowed to reach it. */
  allowedHardware?: {
    /** Server id. */
    id?: number;
    /** Where the server is. */
    datacenter?: Datacenter;
  }[];
  /** Guests allowed to reach it. */
  allowedVirtualGuests?: {
    /** Guest id. */
    id?: number;
    /** Where the guest runs. */
    datacenter?: Datacenter;
  }[];
}

/**
 * The storage access host of a guest (`getAllowedHost`), with its iSCSI credential.
 *
 * @example
 * ```ts
 * const host: AllowedHost = await vs.getStorageCredentials(123);
 * console.log(host.credential?.username);
 * ```
 */
export interface AllowedHost {
  /** Allowed host id. */
  id?: number;
  /** Host name (an IQN). */
  name?: string;
  /** The credential. */
  credential?: {
    /** Credential id. */
    id?: number;
    /** User name. */
    username?: string;
    /** Password (a secret: never log it). */
    password?: string;
  };
}

/**
 * One bandwidth usage line of the billing cycle (`getBillingCycleBandwidthUsage`).
 *
 * @example
 * ```ts
 * const { usage } = await vs.getBandwidthAllocation(123);
 * console.log(usage.map((line) => line.amountOut));
 * ```
 */
export interface BandwidthUsage {
  /** Inbound amount (GB, as a decimal string). */
  amountIn?: string | number;
  /** Outbound amount (GB, as a decimal string). */
  amountOut?: string | number;
  /** Kind of traffic (`type.alias`: `PUBLIC_SERVER_BW`, …). */
  type?: {
    /** Alias. */
    alias?: string;
  };
}

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
  allotment: {
    /** Allotment id. */
    id?: number;
    /** Allotted amount in GB. */
    amount?: string | number;
  } | null | undefined;
  /** Usage of this billing cycle. */
  usage: BandwidthUsage[];
}

/**
 * A metric data point (`Metric_Tracking_Object.getSummaryData` / `getBandwidthData`).
 *
 * @example
 * ```ts
 * const points: MetricDataPoint[] = await vs.getBandwidthData(123, { startDate: '2024-01-01', endDate: '2024-01-02' });
 * ```
 */
export interface MetricDataPoint {
  /** Time of the point. */
  dateTime?: string | Date;
  /** Counter value. */
  counter?: number;
  /** Metric type (e.g. `publicIn_net_octet`, `CPU0`). */
  type?: string;
}

/**
 * A browser console access log entry (`getBrowserConsoleAccessLogs`).
 *
 * @example
 * ```ts
 * for (const entry of await vs.browserAccessLog(123)) console.log(entry.createDate, entry.username);
 * ```
 */
export interface BrowserConsoleAccessLog {
  /** Entry id. */
  id?: number;
  /** When. */
  createDate?: string | Date;
  /** What happened. */
  eventType?: string;
  /** Message. */
  message?: string;
  /** Client address. */
  sourceIp?: string;
  /** Client port. */
  sourcePort?: number;
  /** Portal user. */
  username?: string;
}

/**
 * A user's notification subscription for a guest (`User_Customer_Notification_Virtual_Guest`).
 *
 * @example
 * ```ts
 * const note: GuestNotification = await vs.addNotification(123, 4567);
 * console.log(note.user?.username);
 * ```
 */
export interface GuestNotification {
  /** Entry id. */
  id?: number;
  /** Guest id. */
  guestId?: number;
  /** User id. */
  userId?: number;
  /** The user (`user` relation). */
  user?: User;
}

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
 *
 * @example
 * ```ts
 * const { billingItem } = await vs.getInstance(123);
 * console.log(billingItem?.package?.keyName, billingItem?.children?.map((child) => child.categoryCode));
 * ```
 */
export interface GuestBillingItem extends HardwareBillingItem {
  /** Child items. */
  children?: {
    /** Category, e.g. `guest_disk1`. */
    categoryCode?: string;
    /** Description. */
    description?: string;
    /** Recurring total. */
    nextInvoiceTotalRecurringAmount?: number;
  }[];
}
