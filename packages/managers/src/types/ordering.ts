/**
 * Record types of the ordering API (`Product_Package`, `Product_Item`, `Product_Item_Price`,
 * `Product_Package_Preset`, `Location`, `Product_Order`, `Billing_Order`, `Billing_Order_Quote`),
 * as {@link OrderingManager} returns them. Every field is optional: the API returns what the mask
 * asks for.
 *
 * @module
 */

/**
 * An item category (`Product_Item_Category`), e.g. `os`, `port_speed`, `bandwidth`, `ram`.
 *
 * @example
 * ```ts
 * const category: ItemCategory = { id: 12, name: 'Operating System', categoryCode: 'os' };
 * ```
 */
export interface ItemCategory {
  /** Category id. */
  id?: number;
  /** Display name. */
  name?: string;
  /** Machine name, e.g. `os`. */
  categoryCode?: string;
}

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
 *
 * @example
 * ```ts
 * const privateOnly = item.attributes?.some((a) => a.attributeTypeKeyName === 'IS_PRIVATE_NETWORK_ONLY');
 * ```
 */
export interface ItemAttribute {
  /** Attribute id. */
  id?: number;
  /** Attribute type. */
  attributeTypeKeyName?: string;
}

/**
 * An orderable item of a package (`Product_Item`).
 *
 * @example
 * ```ts
 * const items: ProductItem[] = await ordering.listItems('BARE_METAL_SERVER');
 * ```
 */
export interface ProductItem {
  /** Item id. */
  id?: number;
  /** Key name used in orders, e.g. `OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT`. */
  keyName?: string;
  /** Description. */
  description?: string;
  /** Capacity (a decimal string, e.g. `"1000"` for a port speed). */
  capacity?: string;
  /** Units of the capacity. */
  units?: string;
  /** The item's main category. */
  itemCategory?: ItemCategory;
  /** All its categories. */
  categories?: ItemCategory[];
  /** Its prices. */
  prices?: ItemPrice[];
  /** Attributes. */
  attributes?: ItemAttribute[];
  /** Software the item installs (operating systems). */
  softwareDescription?: {
    /** Description id. */
    id?: number;
    /** Reference code, e.g. `UBUNTU_22_64`. */
    referenceCode?: string;
    /** Long description. */
    longDescription?: string;
  };
}

/**
 * A datacenter as `Location.getDatacenters` returns it, with its regions and price groups.
 *
 * @example
 * ```ts
 * const location: Location = { id: 1854895, name: 'dal10', longName: 'Dallas 10', regions: [{ keyname: 'DALLAS10' }] };
 * ```
 */
export interface Location {
  /** Location id (what an order's `location` holds). */
  id?: number;
  /** Short name, e.g. `dal10`. */
  name?: string;
  /** Long name, e.g. `Dallas 10`. */
  longName?: string;
  /** Regions, each with its key name (e.g. `DALLAS10`). */
  regions?: {
    /** Region key name. */
    keyname?: string;
    /** Description. */
    description?: string;
  }[];
  /** Price groups the location belongs to (`Location Group 1`, …). */
  priceGroups?: {
    /** Group id (a price's `locationGroupId`). */
    id?: number;
    /** Group description. */
    description?: string;
    /** Group name. */
    name?: string;
  }[];
}

/**
 * A region a package can be ordered in (`Product_Package.getRegions`).
 *
 * @example
 * ```ts
 * const regions: PackageRegion[] = await ordering.packageLocations('BARE_METAL_SERVER');
 * console.log(regions.map((r) => r.keyname));
 * ```
 */
export interface PackageRegion {
  /** Region key name, e.g. `DALLAS10`. */
  keyname?: string;
  /** Description. */
  description?: string;
  /** The region's locations. */
  locations?: {
    /** The location. */
    location?: Location;
  }[];
  /** The region's location, with its datacenter. */
  location?: {
    /** Location id. */
    locationId?: number;
    /** The datacenter. */
    location?: Location;
  };
}

/**
 * A preset (a fixed server size, `Product_Package_Preset`).
 *
 * @example
 * ```ts
 * const [preset] = await ordering.listPresets('BARE_METAL_SERVER');
 * console.log(preset?.keyName, preset?.description);
 * ```
 */
export interface PackagePreset {
  /** Preset id (an order's `presetId`). */
  id?: number;
  /** Name. */
  name?: string;
  /** Key name, e.g. `S1270_32GB_1X1TBSATA_NORAID`. */
  keyName?: string;
  /** Description. */
  description?: string;
  /** Package id. */
  packageId?: number;
  /** Whether it can be ordered. */
  isActive?: string;
  /** Its default prices. */
  prices?: ItemPrice[];
  /** Where it can be ordered (empty: everywhere). */
  locations?: Location[];
}

/**
 * A product package (`Product_Package`).
 *
 * @example
 * ```ts
 * const pkg: ProductPackage = await ordering.getPackageByKey('BARE_METAL_SERVER', { mask: 'id, name' });
 * ```
 */
export interface ProductPackage {
  /** Package id. */
  id?: number;
  /** Name. */
  name?: string;
  /** Key name, e.g. `BARE_METAL_SERVER`. */
  keyName?: string;
  /** Description. */
  description?: string;
  /** 1 when orderable. */
  isActive?: number;
  /** Package type. */
  type?: {
    /** Type key name, e.g. `BARE_METAL_CPU`. */
    keyName?: string;
  };
  /** Items of the package. */
  items?: ProductItem[];
  /** Presets anyone may order. */
  activePresets?: PackagePreset[];
  /** Presets only this account may order. */
  accountRestrictedActivePresets?: PackagePreset[];
  /** Regions it can be ordered in. */
  regions?: PackageRegion[];
}

/**
 * One category slot of a package's configuration (`Product_Package.getConfiguration`).
 *
 * @example
 * ```ts
 * const required = (await ordering.listCategories('BARE_METAL_SERVER')).filter((c) => c.isRequired);
 * ```
 */
export interface PackageCategory {
  /** Configuration id. */
  id?: number;
  /** 1 when the order must name an item of this category. */
  isRequired?: number;
  /** The category. */
  itemCategory?: ItemCategory;
}

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
 *
 * @example
 * ```ts
 * const check: OrderVerification = await hw.verifyOrder(options);
 * console.log(check.postTaxRecurring);
 * ```
 */
export interface OrderVerification extends ProductOrder {
  /** The prices, in full (fees, categories, items). */
  prices?: ItemPrice[];
  /** The location, resolved. */
  locationObject?: Location;
  /** The verified orders of a multi-order container. */
  orderContainers?: OrderVerification[];
  /** Recurring total after tax. */
  postTaxRecurring?: string;
  /** Hourly recurring total after tax. */
  postTaxRecurringHourly?: string;
  /** Monthly recurring total after tax. */
  postTaxRecurringMonthly?: string;
  /** Currency, e.g. `USD`. */
  currencyShortName?: string;
}

/**
 * The answer of `Product_Order.placeOrder`.
 *
 * @example
 * ```ts
 * const receipt: OrderReceipt = await ordering.placeOrder('BARE_METAL_SERVER', 'dal10', items, options);
 * console.log(receipt.orderId);
 * ```
 */
export interface OrderReceipt {
  /** The new order's id (a `Billing_Order`). */
  orderId?: number;
  /** When it was placed. */
  orderDate?: string;
  /** The order as verified. */
  orderDetails?: OrderVerification;
  /** The placed order. */
  placedOrder?: BillingOrder;
  /** Quote id (`placeQuote`). */
  quoteId?: number;
  /** The quote (`placeQuote`). */
  quote?: Quote;
}

/**
 * A placed order (`Billing_Order`).
 *
 * @example
 * ```ts
 * const order: BillingOrder = await ordering.getOrderDetail(1234);
 * ```
 */
export interface BillingOrder {
  /** Order id. */
  id?: number;
  /** Account id. */
  accountId?: number;
  /** Status, e.g. `PENDING_AUTO_APPROVAL`. */
  status?: string;
  /** When it was placed. */
  createDate?: string;
  /** When it was approved. */
  orderApprovalDate?: string;
  /** Order total. */
  orderTotalAmount?: string;
  /** Items ordered. */
  items?: {
    /** Order item id. */
    id?: number;
    /** The category code. */
    categoryCode?: string;
    /** Description. */
    description?: string;
    /** The package. */
    package?: ProductPackage;
  }[];
  /** Who placed it. */
  userRecord?: {
    /** User id. */
    id?: number;
    /** Username. */
    username?: string;
    /** Display name. */
    displayName?: string;
  };
  /** The first invoice. */
  initialInvoice?: {
    /** Invoice id. */
    id?: number;
    /** Amount. */
    amount?: string;
    /** Total amount. */
    invoiceTotalAmount?: string;
  };
}

/**
 * A saved quote (`Billing_Order_Quote`).
 *
 * @example
 * ```ts
 * const quotes: Quote[] = await ordering.getQuotes();
 * ```
 */
export interface Quote {
  /** Quote id. */
  id?: number;
  /** Name. */
  name?: string;
  /** `PENDING`, `SAVED`, `DELETED`, `ORDERED`. */
  status?: string;
  /** When it was created. */
  createDate?: string;
  /** When it expires. */
  expirationDate?: string;
  /** The order it quotes. */
  order?: BillingOrder;
}

/**
 * A cancellation request (`Billing_Item_Cancellation_Request`).
 *
 * @example
 * ```ts
 * const requests: CancellationRequest[] = await ordering.getAllCancelation();
 * ```
 */
export interface CancellationRequest {
  /** Request id. */
  id?: number;
  /** Items it cancels. */
  itemCount?: number;
  /** Ticket of the request. */
  ticketId?: number;
  /** When it was made. */
  createDate?: string;
  /** Last change. */
  modifyDate?: string;
  /** Status. */
  status?: {
    /** Status id. */
    id?: number;
    /** Status name, e.g. `Approved`. */
    name?: string;
  };
  /** The ticket. */
  ticket?: {
    /** Ticket id. */
    id?: number;
    /** Assigned user id. */
    assignedUserId?: number;
    /** Id of the resource. */
    serviceProviderResourceId?: number;
  };
  /** Who asked. */
  user?: {
    /** User id. */
    id?: number;
    /** First name. */
    firstName?: string;
    /** Last name. */
    lastName?: string;
  };
}
