/**
 * The options of `HardwareManager` and of hardware orders: their interfaces and the specs that
 * check them (moved here from `hardware-manager.ts` and `hardware-order.ts`; the interfaces are
 * re-exported from there, the specs are internal).
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { ObjectFilter } from './filters.js';
import {
  A_BOOLEAN, isIdList, isNonEmptyString, isStringArray, KEYWORD, nullChecked, PAGING, positiveInteger, REQUEST_OPTIONS,
} from './manager-support.js';
import type { IterOptions, RequestOptions } from './options.js';
import { LIST_SERVER_OPTIONS } from './server-list.js';
import type { ListServersOptions } from './server-list.js';
import { RELOAD_OPTIONS } from './server-templates.js';
import type { ReloadOptions } from './server-templates.js';

/**
 * A hardware server given by id (number or numeric string) or by name: hostname, fully qualified
 * domain name, or public or private IP address.
 *
 * @example
 * ```ts
 * await hw.getHardware('db1.example.com');
 * ```
 */
export type HardwareIdentifier = number | string;

/**
 * Keyword filters of {@link HardwareManager#listHardware} (filter group `hardware`); each value goes
 * through `queryFilter`.
 *
 * @example
 * ```ts
 * await hw.listHardware({ datacenter: 'dal13', memory: '>= 64', tags: ['db'] });
 * ```
 */
export interface ListHardwareOptions extends ListServersOptions {
  /** Physical cores (`processorPhysicalCoreAmount`). */
  cpus?: number | string;
  /** Memory in GB (`memoryCapacity`). */
  memory?: number | string;
  /** Username of whoever ordered the server (`billingItem.orderItem.order.userRecord.username`). */
  owner?: string;
}

/**
 * Options of {@link HardwareManager#iterHardware}: the list filters plus paging.
 *
 * @example
 * ```ts
 * for await (const server of hw.iterHardware({ chunk: 25 })) console.log(server.hostname);
 * ```
 */
export interface IterHardwareOptions extends ListHardwareOptions, IterOptions {}

/**
 * Options of {@link HardwareManager#cancelHardware}.
 *
 * @example
 * ```ts
 * await hw.cancelHardware('db1', { reason: 'migrate_larger', comment: 'moving to a bigger box', immediate: true });
 * ```
 */
export interface CancelHardwareOptions {
  /** A key of {@link HardwareManager.CANCELLATION_REASONS} (default `unneeded`; unknown keys count as `unneeded`). */
  reason?: string;
  /** A comment for the cancellation (default empty). */
  comment?: string;
  /** Reclaim as soon as possible rather than at the end of the billing cycle (default false). */
  immediate?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link HardwareManager#editHardware}. Unset (or empty) values are left as they are.
 *
 * @example
 * ```ts
 * await hw.editHardware('db1', { notes: 'primary', tags: 'db,prod' });
 * ```
 */
export interface EditHardwareOptions {
  /** New host name. */
  hostname?: string;
  /** New domain. */
  domain?: string;
  /** New notes. */
  notes?: string;
  /** New user data (`setUserMetadata([userdata])`). */
  userdata?: string;
  /** Tags, `'a,b'` or `['a', 'b']` (`setTags`; `''` or `[]` removes every tag). */
  tags?: string | string[];
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link HardwareManager#reloadHardware}: those of every server reload plus `lvm`.
 *
 * @example
 * ```ts
 * await hw.reloadHardware('db1', { sshKeys: [11], lvm: true });
 * ```
 */
export interface ReloadHardwareOptions extends ReloadOptions {
  /** Use LVM for every logical drive (`lvmFlag`). */
  lvm?: boolean;
}

/**
 * Options of {@link HardwareManager#updateFirmware}; each part defaults to true.
 *
 * @example
 * ```ts
 * await hw.updateFirmware(1, { hardDrive: false });
 * ```
 */
export interface FirmwareOptions {
  /** IPMI firmware. */
  ipmi?: boolean;
  /** RAID controller firmware. */
  raidController?: boolean;
  /** BIOS. */
  bios?: boolean;
  /** Hard drive firmware (update only). */
  hardDrive?: boolean;
  /** Network card firmware (update only). */
  network?: boolean;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * Options of {@link HardwareManager#getBandwidthData}.
 *
 * @example
 * ```ts
 * await hw.getBandwidthData(1, { start: '2024-01-01', end: '2024-01-02', direction: 'public', rollup: 300 });
 * ```
 */
export interface HardwareBandwidthDataOptions {
  /** Start of the period. */
  start?: string | Date;
  /** End of the period. */
  end?: string | Date;
  /** `public`, `private`, or unset for both. */
  direction?: 'public' | 'private';
  /** Seconds per averaged sample: 300, 600, 1800, 3600 (default), 43200 or 86400. */
  rollup?: number;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link HardwareManager#upgrade}; at least one change must be given.
 *
 * @example
 * ```ts
 * await hw.upgrade(1, { memory: 64, nicSpeed: '10000 Redundant', test: true });
 * ```
 */
export interface UpgradeHardwareOptions {
  /** Memory in GB (category `ram`). */
  memory?: number;
  /** Port speed, `'1000'` or with a word of the item description, `'10000 Redundant'` (category `port_speed`). */
  nicSpeed?: string;
  /** Drive controller, by item description (category `disk_controller`). */
  driveController?: string;
  /** Public bandwidth in GB (category `bandwidth`). */
  publicBandwidth?: number;
  /** Disks to add or resize: `{ number, capacity, description }` (`description` `add_disk` or `resize_disk`). */
  disk?: {
    /** Disk slot number (category `disk<number>`). */
    number: number;
    /** Capacity in GB. */
    capacity: number;
    /** `add_disk` or `resize_disk`. */
    description?: string;
  }[];
  /** Verify only (`verifyOrder`), do not place the order. */
  test?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link HardwareManager#getComponents}.
 *
 * @example
 * ```ts
 * await hw.getComponents(1, { mask: 'id, hardwareComponentModel[longDescription]' });
 * ```
 */
export interface ComponentsOptions extends RequestOptions {
  /** Filter instead of the default (firmwares newest first). */
  filter?: ObjectFilter;
}

/**
 * Options of {@link HardwareManager#getNetworkComponents}.
 *
 * @example
 * ```ts
 * await hw.getNetworkComponents(1, { space: 'public' });
 * ```
 */
export interface NetworkComponentsOptions extends RequestOptions {
  /** `public` (front end), `private` (back end), or unset for both. */
  space?: 'public' | 'private';
}

/**
 * Options of {@link HardwareManager#reboot}.
 *
 * @example
 * ```ts
 * await hw.reboot('db1', { hard: false });
 * ```
 */
export interface RebootHardwareOptions {
  /** `true`: hard reboot (`rebootHard`); `false`: soft (`rebootSoft`); unset: `rebootDefault`. */
  hard?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link HardwareManager#searchHardware}: terms added to the search string.
 *
 * @example
 * ```ts
 * await hw.searchHardware('db', { domain: 'example.com', tags: ['prod'] });
 * ```
 */
export interface SearchHardwareOptions {
  /** Host name (`hostname: *…*`). */
  hostname?: string;
  /** Domain (`domain: *…*`). */
  domain?: string;
  /** Cores (`cpu: *…*`). */
  cpu?: number | string;
  /** Port speed (`network: *…*`). */
  network?: number | string;
  /** Memory (`memory: *…*`). */
  memory?: number | string;
  /** Datacenter long name (`datacenter.longName: *…*`). */
  datacenter?: string;
  /** Tags (`internalTagReferences.tag.name: a b`). */
  tags?: string[];
  /** Mask instead of `mask[resource(Vendor_Hardware)]`. */
  mask?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/** The options of `HardwareManager.listHardware`, tied to {@link ListHardwareOptions}. */
export const LIST_HARDWARE_OPTIONS = LIST_SERVER_OPTIONS.extend('HardwareManager.listHardware', {
  cpus: KEYWORD,
  memory: KEYWORD,
  owner: opt.nonNull(opt.nonEmptyString('a username')),
} satisfies SpecFor<Omit<ListHardwareOptions, keyof ListServersOptions>>);
/** The options of `HardwareManager.iterHardware`. */
export const ITER_HARDWARE_OPTIONS = LIST_HARDWARE_OPTIONS.extend('HardwareManager.iterHardware', PAGING);
/** The options of {@link HardwareManager#editHardware}, tied to {@link EditHardwareOptions}. */
export const EDIT_HARDWARE_OPTIONS = defineOptions('HardwareManager.editHardware', {
  hostname: opt.nonNull(opt.string()),
  domain: opt.nonNull(opt.string()),
  notes: opt.nonNull(opt.string()),
  userdata: opt.nonNull(opt.string()),
  tags: opt.nonNull(opt.anything<string | string[]>('a comma-separated string or an array of strings')),
  signal: opt.signal(),
} satisfies SpecFor<EditHardwareOptions>);
/** The options of `HardwareManager.cancelHardware`, tied to {@link CancelHardwareOptions}. */
export const CANCEL_HARDWARE_OPTIONS = defineOptions('HardwareManager.cancelHardware', {
  reason: opt.nonNull(opt.checker<string>('a reason key', isNonEmptyString)),
  comment: opt.nonNull(opt.checker<string>('a string', (v) => typeof v === 'string')),
  immediate: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<CancelHardwareOptions>);
/** The options of `HardwareManager.reloadHardware`, tied to {@link ReloadHardwareOptions}. */
export const RELOAD_HARDWARE_OPTIONS = RELOAD_OPTIONS.extend('HardwareManager.reloadHardware', {
  lvm: A_BOOLEAN,
} satisfies SpecFor<Omit<ReloadHardwareOptions, keyof ReloadOptions>>);
/**
 * Options of `HardwareManager.changePortSpeed`.
 *
 * @example
 * ```ts
 * const options: PortSpeedOptions = { redundant: 'degraded' };
 * ```
 */
export interface PortSpeedOptions {
  /** `'redundant'` or `'degraded'`, sent as given. */
  redundant?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}
/** The options of `HardwareManager.changePortSpeed` (`redundant` is sent as given). */
export const PORT_SPEED_OPTIONS = defineOptions('HardwareManager.changePortSpeed', {
  redundant: opt.nonNull(opt.anything<string>("'redundant' or 'degraded'")),
  signal: opt.signal(),
} satisfies SpecFor<PortSpeedOptions>);
/**
 * Options of `HardwareManager.getCreateOptions`.
 *
 * @example
 * ```ts
 * const query: HardwareCreateOptionsQuery = { datacenter: 'dal10' };
 * ```
 */
export interface HardwareCreateOptionsQuery {
  /** Datacenter short name, e.g. `dal10`: only its location, and its location prices where it has any. */
  datacenter?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}
/** The options of `HardwareManager.getCreateOptions`. */
export const CREATE_OPTIONS_QUERY = defineOptions('HardwareManager.getCreateOptions', {
  datacenter: opt.nonNull(opt.checker<string>('a datacenter name', isNonEmptyString)),
  signal: opt.signal(),
} satisfies SpecFor<HardwareCreateOptionsQuery>);
/** `'public'` or `'private'`. */
export const SPACE = opt.nonNull(opt.checker<'public' | 'private'>("'public' or 'private'", (v) => v === 'public' || v === 'private'));
/** The options of `HardwareManager.getBandwidthData`, tied to {@link HardwareBandwidthDataOptions}. */
export const BANDWIDTH_DATA_OPTIONS = defineOptions('HardwareManager.getBandwidthData', {
  start: opt.nonNull(opt.anything<string | Date>('a date')),
  end: opt.nonNull(opt.anything<string | Date>('a date')),
  direction: SPACE,
  rollup: opt.nonNull(opt.checker<number>('a positive number of seconds', positiveInteger)),
  signal: opt.signal(),
} satisfies SpecFor<HardwareBandwidthDataOptions>);
/** The options of `HardwareManager.upgrade`, tied to {@link UpgradeHardwareOptions} (values looked up as given). */
export const UPGRADE_HARDWARE_OPTIONS = defineOptions('HardwareManager.upgrade', {
  memory: opt.nonNull(opt.anything<number>('a memory size (GB)')),
  nicSpeed: opt.nonNull(opt.anything<string>('a port speed')),
  driveController: opt.nonNull(opt.anything<string>('a drive controller')),
  publicBandwidth: opt.nonNull(opt.anything<number>('a bandwidth allotment')),
  disk: opt.nonNull(opt.anything<NonNullable<UpgradeHardwareOptions['disk']>>('an array of { number, capacity }')),
  test: opt.nonNull(opt.anything<boolean>('a boolean')),
  signal: opt.signal(),
} satisfies SpecFor<UpgradeHardwareOptions>);
/** The options of `HardwareManager.getComponents`, tied to {@link ComponentsOptions}. */
export const COMPONENTS_OPTIONS = REQUEST_OPTIONS.extend('HardwareManager.getComponents', {
  // As it was: a `null` filter is no filter.
  filter: opt.record<ObjectFilter>('an object filter'),
} satisfies SpecFor<Omit<ComponentsOptions, keyof RequestOptions>>);
/** The options of `HardwareManager.getNetworkComponents`, tied to {@link NetworkComponentsOptions}. */
export const NETWORK_COMPONENTS_OPTIONS = REQUEST_OPTIONS.extend('HardwareManager.getNetworkComponents', {
  space: SPACE,
} satisfies SpecFor<Omit<NetworkComponentsOptions, keyof RequestOptions>>);
/** The options of `HardwareManager.updateFirmware`, tied to {@link FirmwareOptions}. */
export const UPDATE_FIRMWARE_OPTIONS = defineOptions('HardwareManager.updateFirmware', {
  ipmi: A_BOOLEAN,
  raidController: A_BOOLEAN,
  bios: A_BOOLEAN,
  hardDrive: A_BOOLEAN,
  network: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<FirmwareOptions>);
/** The options of `HardwareManager.reflashFirmware` (no `hardDrive` nor `network`). */
export const REFLASH_FIRMWARE_OPTIONS = defineOptions('HardwareManager.reflashFirmware', {
  ipmi: A_BOOLEAN,
  raidController: A_BOOLEAN,
  bios: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<Omit<FirmwareOptions, 'hardDrive' | 'network'>>);

/**
 * Options of {@link HardwareManager#placeOrder} and {@link HardwareManager#verifyOrder}; the keys
 * come from {@link HardwareManager#getCreateOptions}.
 *
 * @example
 * ```ts
 * const order: HardwareOrderOptions = {
 *   size: 'S1270_32GB_1X1TBSATA_NORAID', hostname: 'db1', domain: 'example.com', location: 'dal10',
 *   os: 'OS_UBUNTU_22_04_LTS_64_BIT', portSpeed: 1000, hourly: false, sshKeys: [11],
 * };
 * ```
 */
export interface HardwareOrderOptions {
  /** Preset key name (required). */
  size: string;
  /** Host name (required). */
  hostname: string;
  /** Domain (required). */
  domain: string;
  /** Datacenter short name, e.g. `dal10` (required). */
  location: string;
  /** Operating-system item key name (required). */
  os: string;
  /** Port speed in Mbps: picks a bonded port-speed item (give this or `network`). */
  portSpeed?: number;
  /** Port-speed item key name, e.g. a redundant one (give this or `portSpeed`). */
  network?: string;
  /** SSH key ids. */
  sshKeys?: number[];
  /** Post-install script URI. */
  postUri?: string;
  /** Hourly (default true) or monthly billing. */
  hourly?: boolean;
  /** Private network only (default false). */
  noPublic?: boolean;
  /** More item key names. */
  extras?: string[];
  /** Public router id. */
  publicRouter?: number;
  /** Private router id. */
  privateRouter?: number;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/** The options of a hardware order, tied to {@link HardwareOrderOptions}, with their checkers. */
export const HARDWARE_ORDER_SPEC = {
  size: opt.nonEmptyString(),
  hostname: opt.nonEmptyString(),
  domain: opt.nonEmptyString(),
  location: opt.nonEmptyString(),
  os: opt.nonEmptyString(),
  portSpeed: opt.checker<number>('a speed in Mbps', (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0),
  network: opt.nonEmptyString(),
  sshKeys: opt.checker<number[]>('an array of positive integer ids', isIdList),
  postUri: opt.nonEmptyString(),
  hourly: opt.boolean(),
  noPublic: opt.boolean(),
  extras: opt.checker<string[]>('an array of item key names', isStringArray),
  publicRouter: opt.positiveInteger('a router id'),
  privateRouter: opt.positiveInteger('a router id'),
  signal: opt.signal(),
} satisfies SpecFor<HardwareOrderOptions>;

/** The options of a hardware order, for `HardwareManager` (`null` is a wrong value; `hardwareOrder` checks the required ones). */
export const HARDWARE_ORDER_OPTIONS = defineOptions('HardwareManager.placeOrder', nullChecked(HARDWARE_ORDER_SPEC));

/** The options of `HardwareManager.reboot`, tied to {@link RebootHardwareOptions}. */
export const REBOOT_HARDWARE_OPTIONS = defineOptions('HardwareManager.reboot', {
  hard: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<RebootHardwareOptions>);

/** The options of `HardwareManager.searchHardware`, tied to {@link SearchHardwareOptions}. */
export const SEARCH_HARDWARE_OPTIONS = defineOptions('HardwareManager.searchHardware', {
  hostname: opt.nonNull(opt.string()),
  domain: opt.nonNull(opt.string()),
  cpu: opt.nonNull(opt.anything<number | string>('a number of cores')),
  network: opt.nonNull(opt.anything<number | string>('a port speed')),
  memory: opt.nonNull(opt.anything<number | string>('a memory size')),
  datacenter: opt.nonNull(opt.string()),
  tags: opt.nonNull(opt.checker<string[]>('an array of tags', isStringArray)),
  mask: opt.nonNull(opt.string()),
  signal: opt.signal(),
} satisfies SpecFor<SearchHardwareOptions>);
