/**
 * Options of `OrderingManager`: option interfaces and their specs.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { LIST_OPTIONS, REQUEST_OPTIONS } from './manager-support.js';
import type { ListOptions, RequestOptions } from './options.js';

/**
 * Options of {@link OrderingManager#generateOrder}, {@link OrderingManager#verifyOrder} and
 * {@link OrderingManager#placeOrder}.
 *
 * @example
 * ```ts
 * const options: OrderOptions = {
 *   complexType: 'Vendor_Container_Product_Order_Hardware_Server', hourly: false, quantity: 1,
 *   presetKeyname: 'S1270_32GB_1X1TBSATA_NORAID', extras: { hardware: [{ hostname: 'db1', domain: 'example.com' }] },
 * };
 * ```
 */
export interface OrderOptions {
  /** The order's container type, e.g. `Vendor_Container_Product_Order_Hardware_Server` (required). */
  complexType?: string;
  /** Hourly (default true) or monthly billing. */
  hourly?: boolean;
  /** A preset of the package (`presetId` of the order). */
  presetKeyname?: string;
  /** More fields of the order, e.g. `{ hardware: [{ hostname, domain }] }`. */
  extras?: Record<string, unknown>;
  /** How many to order (default 1). */
  quantity?: number;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link OrderingManager#placeQuote}: those of an order (always monthly) plus the quote's.
 *
 * @example
 * ```ts
 * await ordering.placeQuote('BARE_METAL_SERVER', 'dal10', items, { complexType, quoteName: 'db tier', sendEmail: true });
 * ```
 */
export interface QuoteOptions extends Omit<OrderOptions, 'hourly'> {
  /** Name of the quote. */
  quoteName?: string;
  /** Email the quote (default false). */
  sendEmail?: boolean;
}

/**
 * Options of {@link OrderingManager#getOrderingPrices} and {@link OrderingManager#getPriceIdList}.
 *
 * @example
 * ```ts
 * await ordering.getOrderingPrices('PUBLIC_CLOUD_SERVER', ['GUEST_CORE_4'], { core: 4 });
 * ```
 */
export interface PriceOptions {
  /** Core count that capacity-restricted prices must fit. */
  core?: number | string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/** The options an order and a quote share (`null` is refused, not taken as absent). */
export const ORDER_BASE = {
  complexType: opt.nonNull(opt.anything<string>()),
  presetKeyname: opt.nonNull(opt.string()),
  extras: opt.nonNull(opt.record()),
  quantity: opt.nonNull(opt.positiveInteger()),
  signal: opt.signal(),
} as const;
/** The options of {@link OrderingManager#generateOrder}, tied to {@link OrderOptions}. */
export const ORDER_OPTIONS = defineOptions('OrderingManager.generateOrder', {
  ...ORDER_BASE,
  hourly: opt.nonNull(opt.boolean()),
} satisfies SpecFor<OrderOptions>);
/** The options of {@link OrderingManager#placeQuote}, tied to {@link QuoteOptions}. */
export const QUOTE_OPTIONS = defineOptions('OrderingManager.placeQuote', {
  ...ORDER_BASE,
  quoteName: opt.nonNull(opt.string()),
  sendEmail: opt.nonNull(opt.boolean()),
} satisfies SpecFor<QuoteOptions>);

/**
 * Options of `OrderingManager.generateOrderTemplate`.
 *
 * @example
 * ```ts
 * const options: OrderTemplateOptions = { quantity: 2 };
 * ```
 */
export interface OrderTemplateOptions {
  /** How many of the quote's items to order. */
  quantity?: number;
  /** Cancels the requests. */
  signal?: AbortSignal;
}
/** The options of `OrderingManager.generateOrderTemplate`. */
export const ORDER_TEMPLATE_OPTIONS = defineOptions('OrderingManager.generateOrderTemplate', {
  quantity: opt.nonNull(opt.positiveInteger()),
  signal: opt.signal(),
} satisfies SpecFor<OrderTemplateOptions>);
/** The options of the unpaged package reads (`mask`, `filter`, `signal`; each names itself). */
export const FILTERED_OPTIONS = REQUEST_OPTIONS.extend('OrderingManager.getItems', {
  filter: LIST_OPTIONS.spec.filter,
} satisfies SpecFor<Omit<ListOptions, keyof RequestOptions | 'limit' | 'offset'>>);
/** The options of `OrderingManager.getOrderingPrices`, tied to {@link PriceOptions}. */
export const PRICE_OPTIONS = defineOptions('OrderingManager.getOrderingPrices', {
  core: opt.nonNull(opt.anything<number | string>('a core count')),
  signal: opt.signal(),
} satisfies SpecFor<PriceOptions>);
/**
 * Options of `OrderingManager.getRegions`.
 *
 * @example
 * ```ts
 * const options: RegionsOptions = { location: 'dal10' };
 * ```
 */
export interface RegionsOptions {
  /** A location name: only its regions (used when non-empty). */
  location?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}
/** The options of `OrderingManager.getRegions` (`location` is used when non-empty). */
export const REGIONS_OPTIONS = defineOptions('OrderingManager.getRegions', {
  location: opt.anything<string>('a location name'),
  signal: opt.signal(),
} satisfies SpecFor<RegionsOptions>);
