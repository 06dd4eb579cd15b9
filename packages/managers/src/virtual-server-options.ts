/**
 * Option interfaces and option specs of `VirtualServerManager` (moved out of the manager file).
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { CREATE_OPTIONS } from './guest-template.js';
import type { CreateInstanceOptions } from './guest-template.js';
import { A_STRING, isBoolean, isNonEmptyString, KEYWORD, PAGING, REQUEST_OPTIONS } from './manager-support.js';
import type { IterOptions, RequestOptions } from './options.js';
import { LIST_SERVER_OPTIONS } from './server-list.js';
import type { ListServersOptions } from './server-list.js';
import type { EditServerOptions } from './server-templates.js';
import { ORDER_GUEST_SPEC } from './virtual-server-order.js';
import type { CreateOptionsQuery } from './virtual-server-order.js';

/**
 * Changes of {@link VirtualServerManager#editInstance}: the server edits plus `tags`; at least one
 * must be given.
 *
 * @example
 * ```ts
 * await vs.editInstance('web1', { hostname: 'web2', tags: ['prod', 'web'] });
 * ```
 */
export interface EditInstanceOptions extends EditServerOptions {
  /** Replace the tags (through `setTags`): `'a,b'` or `['a', 'b']`; `''` or `[]` removes them all. */
  tags?: string | string[];
}

/**
 * Keyword filters of {@link VirtualServerManager#listInstances}. Each value goes through
 * `queryFilter`, so `'web*'`, `'>= 4'` and `'*prod*'` work.
 *
 * @example
 * ```ts
 * await vs.listInstances({ hourly: true, monthly: false, datacenter: 'dal13', hostname: 'web*', tags: ['prod'] });
 * ```
 */
export interface ListInstancesOptions extends ListServersOptions {
  /** Include hourly-billed guests (default true). */
  hourly?: boolean;
  /** Include monthly-billed guests (default true). */
  monthly?: boolean;
  /** CPU count (`maxCpu`). */
  cpus?: number | string;
  /** Memory in MB (`maxMemory`). */
  memory?: number | string;
  /** Local disk (`localDiskFlag` 1) or SAN (0). */
  localDisk?: boolean;
  /** Transient guests only (`transientGuestFlag` 1) or none (0). */
  transient?: boolean;
}

/**
 * Options of {@link VirtualServerManager#iterInstances}: the list filters plus paging.
 *
 * @example
 * ```ts
 * for await (const guest of vs.iterInstances({ domain: 'example.com', chunk: 25 })) console.log(guest.hostname);
 * ```
 */
export interface IterInstancesOptions extends ListInstancesOptions, IterOptions {}

/**
 * {@link CreateInstanceOptions} plus the per-call `mask` (of the returned guest) and `signal`.
 *
 * @example
 * ```ts
 * await vs.createInstance({ cpus: 1, memory: 1024, hostname: 'h', domain: 'example.com', osCode: 'DEBIAN_LATEST', mask: 'id, hostname' });
 * ```
 */
export interface CreateInstanceCallOptions extends CreateInstanceOptions, RequestOptions {}

/**
 * Options of {@link VirtualServerManager#waitForReady}.
 *
 * @example
 * ```ts
 * const ready = await vs.waitForReady(guest.id!, { timeoutMs: 600_000, pollMs: 5_000 });
 * ```
 */
export interface WaitForReadyOptions extends RequestOptions {
  /** Give up after this long (default 3 600 000 ms, one hour), even while a check is still waiting for its answer. `0` checks once (bounded only by the client's own timeout). */
  timeoutMs?: number;
  /** Pause between checks (default 10 000 ms; must be greater than zero). */
  pollMs?: number;
  /** Also wait for any other active transaction to finish, not only a reload (default false). */
  pending?: boolean;
}

/**
 * Options of {@link VirtualServerManager#getSummaryDataUsage}.
 *
 * @example
 * ```ts
 * await vs.getSummaryDataUsage(123, { startDate: '2024-01-01', endDate: '2024-01-02', validType: 'CPU0', summaryPeriod: 300 });
 * ```
 */
export interface SummaryDataOptions extends RequestOptions {
  /** Start of the period (as the API takes it, e.g. `2024-01-01`). */
  startDate?: string;
  /** End of the period. */
  endDate?: string;
  /** Metric type key name, e.g. `CPU0`, `MEMORY_USAGE`. */
  validType?: string;
  /** Summary period in seconds. */
  summaryPeriod?: number;
}

/**
 * Options of {@link VirtualServerManager#getBandwidthData}.
 *
 * @example
 * ```ts
 * await vs.getBandwidthData(123, { startDate: '2024-01-01', endDate: '2024-01-02', direction: 'public', rollup: 300 });
 * ```
 */
export interface BandwidthDataOptions extends RequestOptions {
  /** Start of the period. */
  startDate?: string;
  /** End of the period. */
  endDate?: string;
  /** `public`, `private`, or unset for both. */
  direction?: 'public' | 'private';
  /** Seconds to average over: 300, 600, 1800, 3600 (default), 43200 or 86400. */
  rollup?: number;
}

/** A flag option used as given (`undefined` and `null` are "not given", anything else its truthiness). */
const FLAG = opt.nonNull(opt.anything<boolean>('a boolean'));
/** The options of `VirtualServerManager.listInstances`, tied to {@link ListInstancesOptions}. */
export const LIST_INSTANCE_OPTIONS = LIST_SERVER_OPTIONS.extend('VirtualServerManager.listInstances', {
  hourly: FLAG,
  monthly: FLAG,
  cpus: KEYWORD,
  memory: KEYWORD,
  localDisk: FLAG,
  transient: FLAG,
} satisfies SpecFor<Omit<ListInstancesOptions, keyof ListServersOptions>>);
/** The options of `VirtualServerManager.iterInstances`. */
export const ITER_INSTANCE_OPTIONS = LIST_INSTANCE_OPTIONS.extend('VirtualServerManager.iterInstances', PAGING);
/** The options of `VirtualServerManager.getCreateOptions`, tied to {@link CreateOptionsQuery}. */
export const CREATE_OPTIONS_QUERY = defineOptions('VirtualServerManager.getCreateOptions', {
  vsiType: opt.nonNull(opt.checker<string>('a package key name', isNonEmptyString)),
  datacenter: opt.nonNull(opt.checker<string>('a datacenter name', isNonEmptyString)),
  signal: opt.signal(),
} satisfies SpecFor<CreateOptionsQuery>);
/**
 * Options of the order itself in `VirtualServerManager.orderGuest` (the guest is its first argument).
 *
 * @example
 * ```ts
 * const options: OrderGuestCallOptions = { test: true };
 * ```
 */
export interface OrderGuestCallOptions {
  /** Verifies the order instead of placing it. */
  test?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}
/** The options of `VirtualServerManager.orderGuest` (the order, not the guest). */
export const ORDER_GUEST_CALL_OPTIONS = defineOptions('VirtualServerManager.orderGuest', {
  test: opt.nonNull(opt.checker<boolean>('a boolean', isBoolean)),
  signal: opt.signal(),
} satisfies SpecFor<OrderGuestCallOptions>);
/** The guest of `VirtualServerManager.orderGuest`, tied to {@link OrderGuestOptions}. */
export const ORDER_GUEST_OPTIONS = CREATE_OPTIONS.extend('VirtualServerManager.orderGuest', ORDER_GUEST_SPEC);
/** The options of `VirtualServerManager.editInstance`, tied to {@link EditInstanceOptions}. */
export const EDIT_INSTANCE_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.editInstance', {
  hostname: A_STRING,
  domain: A_STRING,
  notes: A_STRING,
  userdata: A_STRING,
  // tagText checks it (and refuses `null`).
  tags: opt.nonNull(opt.anything<string | string[]>('a string or an array of strings')),
} satisfies SpecFor<Omit<EditInstanceOptions, keyof RequestOptions>>);
/** The wait options of {@link WaitForReadyOptions}; `waitForReady` checks the times itself (as a `RangeError`). */
const WAIT_SPEC = {
  timeoutMs: opt.anything<number>('a number of milliseconds >= 0'),
  pollMs: opt.anything<number>('a finite number of milliseconds > 0'),
} satisfies SpecFor<Omit<WaitForReadyOptions, keyof RequestOptions | 'pending'>>;
/** The options of `VirtualServerManager.waitForTransaction`. */
export const WAIT_TRANSACTION_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.waitForTransaction', WAIT_SPEC);
/** The options of `VirtualServerManager.waitForReady`, tied to {@link WaitForReadyOptions}. */
export const WAIT_OPTIONS = WAIT_TRANSACTION_OPTIONS.extend('VirtualServerManager.waitForReady', {
  pending: opt.anything<boolean>('a boolean'),
} satisfies SpecFor<Pick<WaitForReadyOptions, 'pending'>>);
/**
 * Options of `VirtualServerManager.capture`.
 *
 * @example
 * ```ts
 * const options: CaptureOptions = { additionalDisks: true, notes: 'before upgrade' };
 * ```
 */
export interface CaptureOptions extends RequestOptions {
  /** Captures the data disks too, not only the boot disk. */
  additionalDisks?: boolean;
  /** Notes of the image template. */
  notes?: string;
}
/** The options of `VirtualServerManager.capture`. */
export const CAPTURE_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.capture', {
  additionalDisks: opt.nonNull(opt.checker<boolean>('a boolean', isBoolean)),
  notes: A_STRING,
} satisfies SpecFor<Omit<CaptureOptions, keyof RequestOptions>>);
/** The options of `VirtualServerManager.getSummaryDataUsage`, tied to {@link SummaryDataOptions} (values sent as given). */
export const SUMMARY_DATA_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.getSummaryDataUsage', {
  startDate: opt.anything<string>('a date'),
  endDate: opt.anything<string>('a date'),
  validType: opt.anything<string>('a metric type'),
  summaryPeriod: opt.anything<number>('a number of seconds'),
} satisfies SpecFor<Omit<SummaryDataOptions, keyof RequestOptions>>);
/** The options of `VirtualServerManager.getBandwidthData`, tied to {@link BandwidthDataOptions} (values sent as given). */
export const BANDWIDTH_DATA_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.getBandwidthData', {
  startDate: opt.anything<string>('a date'),
  endDate: opt.anything<string>('a date'),
  direction: opt.anything<'public' | 'private'>('"public" or "private"'),
  rollup: opt.anything<number>('a number of seconds'),
} satisfies SpecFor<Omit<BandwidthDataOptions, keyof RequestOptions>>);
/**
 * Options of {@link VirtualServerManager#powerOff}.
 *
 * @example
 * ```ts
 * await vs.powerOff(123, { hard: true });
 * ```
 */
export interface PowerOffOptions extends RequestOptions {
  /** Cut the power at once (`powerOff`) instead of asking the OS to shut down (`powerOffSoft`, the default). */
  hard?: boolean;
}

/**
 * Options of {@link VirtualServerManager#reboot}.
 *
 * @example
 * ```ts
 * await vs.reboot(123, { mode: 'soft' });
 * ```
 */
export interface RebootOptions extends RequestOptions {
  /** `default` (`rebootDefault`: soft, then hard when that fails), `soft` (`rebootSoft`) or `hard` (`rebootHard`). */
  mode?: 'default' | 'soft' | 'hard';
}

/**
 * Options of {@link VirtualServerManager#searchInstances}: terms added to the search query.
 *
 * @example
 * ```ts
 * await vs.searchInstances('prod', { domain: 'example.com', tags: ['web'] });
 * ```
 */
export interface SearchInstancesOptions extends RequestOptions {
  /** Host name part, matched as `hostname: *<value>*`. */
  hostname?: string;
  /** Domain part, matched as `domain: *<value>*`. */
  domain?: string;
  /** Datacenter, matched as `datacenter.longName: *<value>*`. */
  datacenter?: string;
  /** Tags, each matched as `tagReferences.tag.name: "<tag>"`. */
  tags?: string[];
}

/** The options of `VirtualServerManager.powerOff`, tied to {@link PowerOffOptions}. */
export const POWER_OFF_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.powerOff', {
  hard: opt.nonNull(opt.checker<boolean>('a boolean', isBoolean)),
} satisfies SpecFor<Omit<PowerOffOptions, keyof RequestOptions>>);
/** The options of `VirtualServerManager.reboot`, tied to {@link RebootOptions}. */
export const REBOOT_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.reboot', {
  mode: opt.nonNull(opt.checker<'default' | 'soft' | 'hard'>('"default", "soft" or "hard"', (v) => v === 'default' || v === 'soft' || v === 'hard')),
} satisfies SpecFor<Omit<RebootOptions, keyof RequestOptions>>);
/** The options of `VirtualServerManager.searchInstances`, tied to {@link SearchInstancesOptions}. */
export const SEARCH_INSTANCES_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.searchInstances', {
  hostname: A_STRING,
  domain: A_STRING,
  datacenter: A_STRING,
  tags: opt.nonNull(opt.checker<string[]>('an array of strings', (v) => Array.isArray(v) && v.every((t) => typeof t === 'string'))),
} satisfies SpecFor<Omit<SearchInstancesOptions, keyof RequestOptions>>);
