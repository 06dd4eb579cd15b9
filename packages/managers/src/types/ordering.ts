/**
 * Record types of the ordering API (`Product_Package`, `Product_Item`, `Product_Item_Price`,
 * `Product_Package_Preset`, `Location`, `Product_Order`, `Billing_Order`, `Billing_Order_Quote`),
 * as {@link OrderingManager} returns them. Every field is optional: the API returns what the mask
 * asks for.
 *
 * @module
 */
import type {
  Billing_Item_Cancellation_Request, Billing_Order, Billing_Order_Quote, Container_Product_Order, Container_Product_Order_Receipt,
  Location as ModelLocation, Location_Region, Product_Item, Product_Item_Attribute, Product_Item_Category, Product_Package,
  Product_Package_Order_Configuration, Product_Package_Preset,
} from '@svclib/model';

/**
 * An item category (`Product_Item_Category`), e.g. `os`, `port_speed`, `bandwidth`, `ram`.
 * The generated record `Product_Item_Category` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const category: ItemCategory = { id: 12, name: 'Operating System', categoryCode: 'os' };
 * ```
 */
export type ItemCategory = Product_Item_Category;

/**
 * A price of an item (`Product_Item_Price`). Fees are decimal strings, as the API sends them.
 *
 * @example
 * ```ts
 * const generic = item.prices?.find((price) => !price.locationGroupId);
 * ```
 */
export interface ItemPrice {
  /** Price id (what an order names). */
  id?: number;
  /** Item id. */
  itemId?: number;
  /** Location group of a location-specific price; empty for the generic price. */
  locationGroupId?: number | '' | null;
  /** Hourly fee. */
  hourlyRecurringFee?: string;
  /** Monthly fee. */
  recurringFee?: string;
  /** One-time fee. */
  oneTimeFee?: string;
  /** Setup fee. */
  setupFee?: string;
  /** Term length in months (0 or empty: no term). */
  termLength?: number | '' | null;
  /** Kind of capacity restriction, e.g. `CORE`, `PROCESSOR`, `STORAGE_SPACE`. */
  capacityRestrictionType?: string;
  /** Restriction minimum. */
  capacityRestrictionMinimum?: string;
  /** Restriction maximum. */
  capacityRestrictionMaximum?: string;
  /** Categories the price is valid in. */
  categories?: ItemCategory[];
  /** The item priced. */
  item?: ProductItem;
  /** The location group of a location-specific price. */
  pricingLocationGroup?: {
    /** Group id. */
    id?: number;
    /** Group name. */
    name?: string;
    /** Locations of the group. */
    locations?: Location[];
  };
}

/**
 * An attribute of an item, e.g. `IS_PRIVATE_NETWORK_ONLY`, `NON_LACP`.
 * The generated record `Product_Item_Attribute` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const privateOnly = item.attributes?.some((a) => a.attributeTypeKeyName === 'IS_PRIVATE_NETWORK_ONLY');
 * ```
 */
export type ItemAttribute = Product_Item_Attribute;

/**
 * An orderable item of a package (`Product_Item`).
 * The generated record `Product_Item` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const items: ProductItem[] = await ordering.listItems('BARE_METAL_SERVER');
 * ```
 */
export type ProductItem = Product_Item;

/**
 * A datacenter as `Location.getDatacenters` returns it, with its regions and price groups.
 * The generated record `Location` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const location: Location = { id: 1854895, name: 'dal10', longName: 'Dallas 10', regions: [{ keyname: 'DALLAS10' }] };
 * ```
 */
export type Location = ModelLocation;

/**
 * A region a package can be ordered in (`Product_Package.getRegions`).
 * The generated record `Location_Region` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const regions: PackageRegion[] = await ordering.packageLocations('BARE_METAL_SERVER');
 * console.log(regions.map((r) => r.keyname));
 * ```
 */
export type PackageRegion = Location_Region;

/**
 * A preset (a fixed server size, `Product_Package_Preset`).
 * The generated record `Product_Package_Preset` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const [preset] = await ordering.listPresets('BARE_METAL_SERVER');
 * console.log(preset?.keyName, preset?.description);
 * ```
 */
export type PackagePreset = Product_Package_Preset;

/**
 * A product package (`Product_Package`).
 * The generated record `Product_Package` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const pkg: ProductPackage = await ordering.getPackageByKey('BARE_METAL_SERVER', { mask: 'id, name' });
 * ```
 */
export type ProductPackage = Product_Package;

/**
 * One category slot of a package's configuration (`Product_Package.getConfiguration`).
 * The generated record `Product_Package_Order_Configuration` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const required = (await ordering.listCategories('BARE_METAL_SERVER')).filter((c) => c.isRequired);
 * ```
 */
export type PackageCategory = Product_Package_Order_Configuration;

/**
 * A price as an order names it: an id, its category and the item key it came from.
 *
 * @example
 * ```ts
 * const prices: OrderPrice[] = await ordering.getOrderingPrices('BARE_METAL_SERVER', ['REBOOT_KVM_OVER_IP']);
 * ```
 */
export interface OrderPrice {
  /** Price id. */
  id?: number | null;
  /** Type name (`Vendor_Product_Item_Price`), sent with upgrade disk prices. */
  complexType?: string;
  /** The category the price fills. */
  categories?: {
    /** Category code. */
    categoryCode?: string;
    /** Category id (upgrade disk prices name the slot by id). */
    id?: number;
    /** Type name (`Vendor_Product_Item_Category`). */
    complexType?: string;
  }[];
  /** The item the price belongs to. */
  item?: {
    /** Item key name. */
    keyName?: string;
  };
}

/**
 * One order of an order container (`Container_Product_Order`), as {@link OrderingManager.generateOrder}
 * builds it. Extra fields (`hardware`, `virtualGuests`, `sshKeys`, `provisionScripts`, …) are kept.
 *
 * @example
 * ```ts
 * const order: ProductOrder = {
 *   complexType: 'Vendor_Container_Product_Order_Hardware_Server', packageId: 200, location: 1854895,
 *   quantity: 1, useHourlyPricing: true, prices: [{ id: 1 }], hardware: [{ hostname: 'db1', domain: 'example.com' }],
 * };
 * ```
 */
export interface ProductOrder {
  /** Container type, e.g. `Vendor_Container_Product_Order_Hardware_Server`. */
  complexType?: string;
  /** Package id. */
  packageId?: number;
  /** Location id. */
  location?: number | string;
  /** How many to order. */
  quantity?: number;
  /** Hourly (true) or monthly billing. */
  useHourlyPricing?: boolean;
  /** Preset id. */
  presetId?: number;
  /** Prices ordered. */
  prices?: OrderPrice[];
  /** Quote name (quotes only). */
  quoteName?: string | null;
  /** Send the quote by email (quotes only). */
  sendQuoteEmailFlag?: boolean;
  /** Any other field of the order. */
  [property: string]: unknown;
}

/**
 * What `verifyOrder`/`placeOrder` take: `{ orderContainers: [order] }`.
 *
 * @example
 * ```ts
 * const container: OrderContainer = await ordering.generateOrder('BARE_METAL_SERVER', 'dal10', ['REBOOT_KVM_OVER_IP'], {
 *   complexType: 'Vendor_Container_Product_Order_Hardware_Server',
 * });
 * ```
 */
export interface OrderContainer {
  /** The orders. */
  orderContainers?: ProductOrder[];
  /** Any other field. */
  [property: string]: unknown;
}

/**
 * The answer of `Product_Order.verifyOrder`: the order as the API would place it, with full prices
 * and totals.
 * The generated record `Container_Product_Order` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const check: OrderVerification = await hw.verifyOrder(options);
 * console.log(check.postTaxRecurring);
 * ```
 */
export type OrderVerification = Container_Product_Order;

/**
 * The answer of `Product_Order.placeOrder`.
 * The generated record `Container_Product_Order_Receipt` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const receipt: OrderReceipt = await ordering.placeOrder('BARE_METAL_SERVER', 'dal10', items, options);
 * console.log(receipt.orderId);
 * ```
 */
export type OrderReceipt = Container_Product_Order_Receipt;

/**
 * A placed order (`Billing_Order`).
 * The generated record `Billing_Order` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const order: BillingOrder = await ordering.getOrderDetail(1234);
 * ```
 */
export type BillingOrder = Billing_Order;

/**
 * A saved quote (`Billing_Order_Quote`).
 * The generated record `Billing_Order_Quote` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const quotes: Quote[] = await ordering.getQuotes();
 * ```
 */
export type Quote = Billing_Order_Quote;

/**
 * A cancellation request (`Billing_Item_Cancellation_Request`).
 * The generated record `Billing_Item_Cancellation_Request` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const requests: CancellationRequest[] = await ordering.getAllCancelation();
 * ```
 */
export type CancellationRequest = Billing_Item_Cancellation_Request;
