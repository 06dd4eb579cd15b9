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
  Location_Region, Product_Item, Product_Item_Attribute, Product_Item_Category, Product_Package,
  Product_Package_Order_Configuration, Product_Package_Preset, Container_Product_Order_Virtual_Guest, Product_Item_Price,
} from '@svclib/model';

import type { NarrowRecord, OrNull, WithComplexType } from './narrow.js';

export type { Location } from '@svclib/model';

/**
 * An item category (`Product_Item_Category`), e.g. `os`, `port_speed`, `bandwidth`, `ram`.
 * The generated record `Product_Item_Category` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const category: ItemCategory = { id: 12, name: 'Operating System', categoryCode: 'os' };
 * ```
 *
 * @deprecated Use `Product_Item_Category` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ItemCategory = Product_Item_Category;

/**
 * A price of an item: the generated record `Product_Item_Price` of `@svclib/model`, except that
 * `locationGroupId` and `termLength` may be `''` or `null`, as the service sends them for the generic price
 * (the reference client's fixtures; its code tests them for falsiness). Fees are decimal strings.
 *
 * @example
 * ```ts
 * const generic = item.prices?.find((price) => !price.locationGroupId);
 * ```
 */
export type ItemPrice = Omit<Product_Item_Price, 'locationGroupId' | 'termLength'> & {
  /** Location group of a location-specific price; `''` or `null` for the generic price, as the service sends it. */
  locationGroupId?: Product_Item_Price['locationGroupId'] | '' | null;
  /** Term length in months (`0`, `''` or `null`: no term). */
  termLength?: Product_Item_Price['termLength'] | '' | null;
};

/**
 * An attribute of an item, e.g. `IS_PRIVATE_NETWORK_ONLY`, `NON_LACP`.
 * The generated record `Product_Item_Attribute` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const privateOnly = item.attributes?.some((a) => a.attributeTypeKeyName === 'IS_PRIVATE_NETWORK_ONLY');
 * ```
 *
 * @deprecated Use `Product_Item_Attribute` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Product_Item` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ProductItem = Product_Item;

/**
 * A region a package can be ordered in (`Product_Package.getRegions`).
 * The generated record `Location_Region` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const regions: PackageRegion[] = await ordering.packageLocations('BARE_METAL_SERVER');
 * console.log(regions.map((r) => r.keyname));
 * ```
 *
 * @deprecated Use `Location_Region` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Product_Package_Preset` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Product_Package` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Product_Package_Order_Configuration` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type PackageCategory = Product_Package_Order_Configuration;

/**
 * A price as an order names it: an id, its category and the item key it came from (narrowed from the generated
 * record `Product_Item_Price` of `@svclib/model`; an id of `null` sends `<nil/>`).
 *
 * @example
 * ```ts
 * const prices: OrderPrice[] = await ordering.getOrderingPrices('BARE_METAL_SERVER', ['REBOOT_KVM_OVER_IP']);
 * ```
 */
export type OrderPrice = Partial<OrNull<Pick<Product_Item_Price, 'id'>>> & WithComplexType & NarrowRecord<Product_Item_Price, {
  /** The category the price fills (upgrade disk prices name the slot by id). */
  categories?: (Pick<Product_Item_Category, 'categoryCode' | 'id'> & WithComplexType)[];
  /** The item the price belongs to. */
  item?: Pick<Product_Item, 'keyName'>;
}>;

/**
 * One order of an order container, as {@link OrderingManager.generateOrder} builds it: the generated record
 * `Container_Product_Order_Virtual_Guest` of `@svclib/model` (which carries every server order's fields: `hardware`,
 * `virtualGuests`, `sshKeys`, `provisionScripts`, `hostId`, …), with `location` an id or a name and the prices as
 * {@link OrderPrice}.
 *
 * @example
 * ```ts
 * const order: ProductOrder = {
 *   complexType: 'Vendor_Container_Product_Order_Hardware_Server', packageId: 200, location: 1854895,
 *   quantity: 1, useHourlyPricing: true, prices: [{ id: 1 }], hardware: [{ hostname: 'db1', domain: 'example.com' }],
 * };
 * ```
 */
export type ProductOrder = Omit<Container_Product_Order_Virtual_Guest, 'location' | 'prices' | 'quoteName' | 'orderContainers'> & WithComplexType & {
  /** Location id (or name). */
  location?: number | string;
  /** Prices ordered. */
  prices?: OrderPrice[];
  /** Quote name (quotes only), `null` when none is given. */
  quoteName?: Container_Product_Order['quoteName'] | null;
};

/**
 * What `verifyOrder`/`placeOrder` take: `{ orderContainers: [order] }` (the generated record `Container_Product_Order` of
 * `@svclib/model` with its orders as {@link ProductOrder}).
 *
 * @example
 * ```ts
 * const container: OrderContainer = await ordering.generateOrder('BARE_METAL_SERVER', 'dal10', ['REBOOT_KVM_OVER_IP'], {
 *   complexType: 'Vendor_Container_Product_Order_Hardware_Server',
 * });
 * ```
 */
export type OrderContainer = Omit<Container_Product_Order, 'orderContainers'> & {
  /** The orders. */
  orderContainers?: ProductOrder[];
};

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
 *
 * @deprecated Use `Container_Product_Order` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Container_Product_Order_Receipt` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Billing_Order` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Billing_Order_Quote` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Billing_Item_Cancellation_Request` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type CancellationRequest = Billing_Item_Cancellation_Request;
