/**
 * Ordering (`Product_Package`, `Product_Order`, `Billing_Order_Quote`, `Location`): packages, items,
 * presets, prices, locations, order containers, verify and place, quotes.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type {
  Billing_Item_Cancellation_Request, Billing_Order, Billing_Order_Quote, Container_Product_Order, Container_Product_Order_Receipt,
  Location, Location_Region, Product_Item, Product_Package, Product_Package_Order_Configuration, Product_Package_Preset,
} from '@svclib/model';
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, ITER_OPTIONS, iterApi, LIST_OPTIONS, REQUEST_OPTIONS, requireId, requireString, RESOLVE_OPTIONS,
  show,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions, ObjectMask } from './options.js';
import type { ItemPrice, OrderContainer, OrderPrice, ProductOrder } from './types/ordering.js';
import {
  FILTERED_OPTIONS, ORDER_OPTIONS, ORDER_TEMPLATE_OPTIONS, PRICE_OPTIONS, QUOTE_OPTIONS, REGIONS_OPTIONS,
} from './ordering-options.js';
import type { OrderOptions, OrderTemplateOptions, PriceOptions, QuoteOptions, RegionsOptions } from './ordering-options.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

export type { OrderOptions, OrderTemplateOptions, PriceOptions, QuoteOptions, RegionsOptions } from './ordering-options.js';

/** Categories with two generic prices, chosen by how many items of the category the order holds. */
const SPECIAL_CATEGORIES = ['gpu0', 'pcie_slot0', 'disk_controller'] as const;

/**
 * Ordering in one call each: what can be ordered (packages, items, presets, locations) and the
 * orders themselves (`verifyOrder`, `placeOrder`, quotes).
 *
 * @example
 * ```ts
 * const ordering = new OrderingManager(client);
 * const items = await ordering.listItems('BARE_METAL_SERVER');
 * ```
 */
export class OrderingManager {
  /**
   * Default mask of {@link OrderingManager.listCategories}.
   *
   * @example
   * ```ts
   * await ordering.listCategories('BARE_METAL_SERVER', { mask: `${OrderingManager.CATEGORY_MASK}, sort` });
   * ```
   */
  static readonly CATEGORY_MASK = 'id, isRequired, itemCategory[id, name, categoryCode]';

  /**
   * Default mask of {@link OrderingManager.listItems}.
   *
   * @example
   * ```ts
   * await ordering.listItems('BARE_METAL_SERVER', { mask: `${OrderingManager.ITEM_MASK}, attributes` });
   * ```
   */
  static readonly ITEM_MASK = 'id, keyName, description, itemCategory, categories, prices';

  /**
   * Default mask of {@link OrderingManager.listPackages}.
   *
   * @example
   * ```ts
   * await ordering.listPackages({ mask: `${OrderingManager.PACKAGE_MASK}, description` });
   * ```
   */
  static readonly PACKAGE_MASK = 'id, name, keyName, isActive, type';

  /**
   * Default mask of {@link OrderingManager.listPresets}.
   *
   * @example
   * ```ts
   * await ordering.listPresets('BARE_METAL_SERVER', { mask: OrderingManager.PRESET_MASK });
   * ```
   */
  static readonly PRESET_MASK = 'id, name, keyName, description, prices[id, hourlyRecurringFee, recurringFee], locations';

  /**
   * Mask of the items {@link OrderingManager.getOrderingPrices} searches.
   *
   * @example
   * ```ts
   * await ordering.listItems('BARE_METAL_SERVER', { mask: OrderingManager.PRICE_ITEM_MASK });
   * ```
   */
  static readonly PRICE_ITEM_MASK =
    'id, description, capacity, itemCategory, keyName, prices[categories], softwareDescription[id,referenceCode,longDescription]';

  /**
   * Default mask of {@link OrderingManager.getOrderDetail}.
   *
   * @example
   * ```ts
   * await ordering.getOrderDetail(1234, { mask: OrderingManager.ORDER_DETAIL_MASK });
   * ```
   */
  static readonly ORDER_DETAIL_MASK = joinMask(
    'mask[orderTotalAmount,orderApprovalDate,initialInvoice[id,amount,invoiceTotalAmount,',
    'invoiceTopLevelItems[id, description, hostName, domainName, oneTimeAfterTaxAmount,recurringAfterTaxAmount, createDate,',
    'categoryCode,category[name],location[name],children[id, category[name], description, oneTimeAfterTaxAmount,',
    'recurringAfterTaxAmount]]],items[description],userRecord[displayName,userStatus]]',
  );

  /**
   * Mask of {@link OrderingManager.getAllCancelation}.
   *
   * @example
   * ```ts
   * await client.call('Billing_Item_Cancellation_Request', 'getAllCancellationRequests', { mask: OrderingManager.CANCELLATION_MASK });
   * ```
   */
  static readonly CANCELLATION_MASK = joinMask(
    'mask[id,itemCount,modifyDate,createDate,ticketId,ticket[assignedUserId,id,serviceProviderResourceId],',
    'status[name,id],user[id,firstName,lastName]]',
  );

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const ordering = new OrderingManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
  }

  /**
   * Packages of the given types (`Product_Package.getAllObjects`, filter `type.keyName in …`),
   * outlet packages left out.
   *
   * @param packageTypes - Type key names, e.g. `['BARE_METAL_CPU']`.
   * @param options - `mask`, `signal`.
   * @returns The packages.
   * @example
   * ```ts
   * const packages = await ordering.getPackagesOfType(['BARE_METAL_CPU']);
   * ```
   */
  async getPackagesOfType(packageTypes: string[], options?: RequestOptions): Promise<Product_Package[]> {
    const where = 'OrderingManager.getPackagesOfType';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    if (!Array.isArray(packageTypes) || packageTypes.some((type) => typeof type !== 'string')) {
      throw new TypeError(`${where}: packageTypes must be an array of strings`);
    }
    const filter = { type: { keyName: { operation: 'in', options: [{ name: 'data', value: [...packageTypes] }] } } };
    const packages = await callApi<Product_Package[]>(this.client, 'Product_Package', 'getAllObjects', {
      mask: o.mask, filter, signal: o.signal,
    });
    return OrderingManager.filterOutletPackages(packages);
  }

  /**
   * One placed order (`Billing_Order.getObject`).
   *
   * @param orderId - Order id.
   * @param options - `mask` (default {@link OrderingManager.ORDER_DETAIL_MASK}), `signal`.
   * @returns The order.
   * @example
   * ```ts
   * const order = await ordering.getOrderDetail(1234);
   * ```
   */
  getOrderDetail<const K extends MaskArg = never, const Q extends Selection = never>(orderId: number, options?: Selecting<RequestOptions, 'Billing_Order', K, Q>): Promise<NoInfer<ByMask<Billing_Order, 'Billing_Order', typeof OrderingManager.ORDER_DETAIL_MASK, K, Q>>>;
  async getOrderDetail(orderId: number, options?: RequestOptions): Promise<Billing_Order> {
    const where = 'OrderingManager.getOrderDetail';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const id = requireId(where, 'orderId', orderId);
    return callApi<Billing_Order>(this.client, 'Billing_Order', 'getObject', {
      id, mask: o.mask ?? OrderingManager.ORDER_DETAIL_MASK, signal: o.signal,
    });
  }

  /**
   * Leaves out packages whose name or description says `OUTLET` (no request).
   *
   * @param packages - Packages.
   * @returns The others.
   * @example
   * ```ts
   * OrderingManager.filterOutletPackages([{ name: 'Outlet deals' }, { name: 'Bare Metal' }]); // [{ name: 'Bare Metal' }]
   * ```
   */
  static filterOutletPackages(packages: readonly Product_Package[]): Product_Package[] {
    return packages.filter((pkg) =>
      !(pkg.description ?? '').toUpperCase().includes('OUTLET') && !(pkg.name ?? '').toUpperCase().includes('OUTLET'));
  }

  /**
   * Keeps the packages marked `isActive` (no request).
   *
   * @param packages - Packages.
   * @returns The active ones.
   * @example
   * ```ts
   * OrderingManager.getOnlyActivePackages([{ id: 1, isActive: 1 }, { id: 2, isActive: 0 }]); // [{ id: 1, isActive: 1 }]
   * ```
   */
  static getOnlyActivePackages(packages: readonly Product_Package[]): Product_Package[] {
    return packages.filter((pkg) => Boolean(pkg.isActive));
  }

  /**
   * One package of a type: the last one {@link getPackagesOfType} returns, or `undefined`.
   *
   * @param packageType - Type key name.
   * @param options - `mask`, `signal`.
   * @returns The package, if any.
   * @example
   * ```ts
   * const pkg = await ordering.getPackageByType('BARE_METAL_CPU');
   * ```
   */
  async getPackageByType(packageType: string, options?: RequestOptions): Promise<Product_Package | undefined> {
    const where = 'OrderingManager.getPackageByType';
    checkSpec(REQUEST_OPTIONS, options, where);
    requireString(where, 'packageType', packageType);
    const packages = await this.getPackagesOfType([packageType], options);
    return packages.at(-1);
  }

  /**
   * The id of a package of a type (mask `mask[id, name, description, isActive, type[keyName]]`).
   *
   * @param packageType - Type key name.
   * @param options - `signal`.
   * @returns The package id.
   * @throws ServiceError when no package has the type.
   * @example
   * ```ts
   * const id = await ordering.getPackageIdByType('BARE_METAL_CPU');
   * ```
   */
  async getPackageIdByType(packageType: string, options?: { signal?: AbortSignal }): Promise<number> {
    const where = 'OrderingManager.getPackageIdByType';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const pkg = await this.getPackageByType(packageType, {
      mask: 'mask[id, name, description, isActive, type[keyName]]', signal: o.signal,
    });
    if (pkg?.id === undefined) throw new ServiceError(`No package found for type: ${packageType}`);
    return pkg.id;
  }

  /**
   * Active quotes of the account (`Account.getActiveQuotes`, mask `mask[order[id,items[id,package[id,keyName]]]]`).
   *
   * @param options - `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The quotes.
   * @example
   * ```ts
   * const quotes = await ordering.getQuotes();
   * ```
   */
  getQuotes<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListOptions, 'Billing_Order_Quote', K, Q>): Promise<NoInfer<ByMask<Billing_Order_Quote[], 'Billing_Order_Quote', typeof QUOTES_MASK, K, Q>>>;
  async getQuotes(options?: ListOptions): Promise<Billing_Order_Quote[]> {
    const o = checkSpec(LIST_OPTIONS, options, 'OrderingManager.getQuotes');
    return callApi<Billing_Order_Quote[]>(this.client, 'Account', 'getActiveQuotes', { ...o, mask: o.mask ?? QUOTES_MASK });
  }

  /**
   * The paging twin of {@link getQuotes}.
   *
   * @param options - As {@link getQuotes}, plus `chunk` and `concurrency`.
   * @returns An async generator of quotes.
   * @example
   * ```ts
   * for await (const quote of ordering.iterQuotes()) console.log(quote.name);
   * ```
   */
  iterQuotes<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListOptions & IterOptions, 'Billing_Order_Quote', K, Q>): AsyncGenerator<NoInfer<ByMask<Billing_Order_Quote, 'Billing_Order_Quote', typeof QUOTES_MASK, K, Q>>>;
  iterQuotes(options?: ListOptions & IterOptions): AsyncGenerator<Billing_Order_Quote> {
    const o = checkSpec(ITER_OPTIONS, options, 'OrderingManager.iterQuotes');
    return iterApi<Billing_Order_Quote>(this.client, 'Account', 'getActiveQuotes', { ...o, mask: o.mask ?? QUOTES_MASK });
  }

  /**
   * One quote (`Billing_Order_Quote.getObject`, mask `mask[order[id,items[package[id,keyName]]]]`).
   *
   * @param quoteId - Quote id.
   * @param options - `mask`, `signal`.
   * @returns The quote.
   * @example
   * ```ts
   * const quote = await ordering.getQuoteDetails(1234);
   * ```
   */
  getQuoteDetails<const K extends MaskArg = never, const Q extends Selection = never>(quoteId: number, options?: Selecting<RequestOptions, 'Billing_Order_Quote', K, Q>): Promise<NoInfer<ByMask<Billing_Order_Quote, 'Billing_Order_Quote', 'mask[order[id,items[package[id,keyName]]]]', K, Q>>>;
  async getQuoteDetails(quoteId: number, options?: RequestOptions): Promise<Billing_Order_Quote> {
    return this.#quoteCall('getQuoteDetails', 'getObject', quoteId, options, 'mask[order[id,items[package[id,keyName]]]]');
  }

  /**
   * Saves a quote (`Billing_Order_Quote.saveQuote`).
   *
   * @param quoteId - Quote id.
   * @param options - `signal`.
   * @returns The saved quote.
   * @example
   * ```ts
   * await ordering.saveQuote(1234);
   * ```
   */
  async saveQuote(quoteId: number, options?: RequestOptions): Promise<Billing_Order_Quote> {
    return this.#quoteCall('saveQuote', 'saveQuote', quoteId, options, undefined);
  }

  /**
   * The order container of a quote, recalculated (`Billing_Order_Quote.getRecalculatedOrderContainer`).
   *
   * @param quoteId - Quote id.
   * @param options - `signal`.
   * @returns The container.
   * @example
   * ```ts
   * const container = await ordering.getOrderContainer(1234);
   * ```
   */
  async getOrderContainer(quoteId: number, options?: RequestOptions): Promise<ProductOrder> {
    return this.#quoteCall('getOrderContainer', 'getRecalculatedOrderContainer', quoteId, options, undefined);
  }

  /**
   * A complete order from a quote: its container with `quantity` and the `extra` fields set over it.
   *
   * @param quoteId - Quote id.
   * @param extra - Fields to set, e.g. `{ hardware: [{ hostname, domain }] }`.
   * @param options - `quantity` (default 1), `signal`.
   * @returns The order.
   * @throws TypeError when `extra` is not an object.
   * @example
   * ```ts
   * const order = await ordering.generateOrderTemplate(1234, { hardware: [{ hostname: 'db1', domain: 'example.com' }] });
   * ```
   */
  async generateOrderTemplate(
    quoteId: number,
    extra: Record<string, unknown>,
    options?: OrderTemplateOptions,
  ): Promise<ProductOrder> {
    const where = 'OrderingManager.generateOrderTemplate';
    const o = checkSpec(ORDER_TEMPLATE_OPTIONS, options);
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
      throw new TypeError(`${where}: extra must be an object, got ${show(extra)}`);
    }
    const container = await this.getOrderContainer(quoteId, { signal: o.signal });
    return { ...container, quantity: o.quantity ?? 1, ...extra };
  }

  /**
   * Verifies an order of a quote (`Billing_Order_Quote.verifyOrder`, with empty fields left out of
   * the container).
   *
   * @param quoteId - Quote id.
   * @param extra - Fields to set over the quote's container.
   * @param options - `signal`.
   * @returns The verified order.
   * @example
   * ```ts
   * await ordering.verifyQuote(1234, { hardware: [{ hostname: 'db1', domain: 'example.com' }], quantity: 1 });
   * ```
   */
  async verifyQuote(quoteId: number, extra: Record<string, unknown>, options?: RequestOptions): Promise<Container_Product_Order> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'OrderingManager.verifyQuote');
    const container = await this.generateOrderTemplate(quoteId, extra, { signal: o.signal });
    const clean = Object.fromEntries(Object.entries(container).filter(([, value]) => Boolean(value)));
    return callApi<Container_Product_Order>(this.client, 'Billing_Order_Quote', 'verifyOrder', {
      id: quoteId, args: [clean], signal: o.signal,
    });
  }

  /**
   * Places the order of a quote (`Billing_Order_Quote.placeOrder`).
   *
   * @param quoteId - Quote id.
   * @param extra - Fields to set over the quote's container.
   * @param options - `signal`.
   * @returns The receipt.
   * @example
   * ```ts
   * const receipt = await ordering.orderQuote(1234, { hardware: [{ hostname: 'db1', domain: 'example.com' }] });
   * ```
   */
  async orderQuote(quoteId: number, extra: Record<string, unknown>, options?: RequestOptions): Promise<Container_Product_Order_Receipt> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'OrderingManager.orderQuote');
    const container = await this.generateOrderTemplate(quoteId, extra, { signal: o.signal });
    return callApi<Container_Product_Order_Receipt>(this.client, 'Billing_Order_Quote', 'placeOrder', {
      id: quoteId, args: [container], signal: o.signal,
    });
  }

  /**
   * Deletes a quote (`Billing_Order_Quote.deleteQuote`).
   *
   * @param quoteId - Quote id.
   * @param options - `signal`.
   * @returns The deleted quote.
   * @example
   * ```ts
   * await ordering.deleteQuote(1234);
   * ```
   */
  async deleteQuote(quoteId: number, options?: RequestOptions): Promise<Billing_Order_Quote> {
    return this.#quoteCall('deleteQuote', 'deleteQuote', quoteId, options, undefined);
  }

  /**
   * The package of a key name (`Product_Package.getAllObjects`, filter `keyName`).
   *
   * @param packageKeyname - Package key name, e.g. `BARE_METAL_SERVER`.
   * @param options - `mask`, `signal`.
   * @returns The package.
   * @throws ServiceError when no package has that key name.
   * @example
   * ```ts
   * const { id } = await ordering.getPackageByKey('BARE_METAL_SERVER', { mask: 'id' });
   * ```
   */
  async getPackageByKey(packageKeyname: string, options?: RequestOptions): Promise<Product_Package> {
    const where = 'OrderingManager.getPackageByKey';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    requireString(where, 'packageKeyname', packageKeyname);
    const packages = await callApi<Product_Package[]>(this.client, 'Product_Package', 'getAllObjects', {
      mask: o.mask, filter: { keyName: { operation: packageKeyname } }, signal: o.signal,
    });
    const pkg = Array.isArray(packages) ? packages.at(-1) : undefined;
    if (pkg === undefined) throw new ServiceError(`Package ${packageKeyname} does not exist`);
    return pkg;
  }

  /**
   * The category slots of a package (`Product_Package.getConfiguration`).
   *
   * @param packageKeyname - Package key name.
   * @param options - `mask` (default {@link OrderingManager.CATEGORY_MASK}), `filter`, `limit`, `offset`, `signal`.
   * @returns The categories.
   * @example
   * ```ts
   * const categories = await ordering.listCategories('BARE_METAL_SERVER');
   * ```
   */
  listCategories<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, options?: Selecting<ListOptions, 'Product_Package_Order_Configuration', K, Q>): Promise<NoInfer<ByMask<Product_Package_Order_Configuration[], 'Product_Package_Order_Configuration', typeof OrderingManager.CATEGORY_MASK, K, Q>>>;
  async listCategories(packageKeyname: string, options?: ListOptions): Promise<Product_Package_Order_Configuration[]> {
    const o = checkSpec(LIST_OPTIONS, options, 'OrderingManager.listCategories');
    const id = await this.#packageId(packageKeyname, o.signal);
    return callApi<Product_Package_Order_Configuration[]>(this.client, 'Product_Package', 'getConfiguration', {
      ...o, id, mask: o.mask ?? OrderingManager.CATEGORY_MASK,
    });
  }

  /**
   * The paging twin of {@link listCategories}.
   *
   * @param packageKeyname - Package key name.
   * @param options - As {@link listCategories}, plus `chunk` and `concurrency`.
   * @returns An async generator of categories.
   * @example
   * ```ts
   * for await (const c of ordering.iterCategories('BARE_METAL_SERVER')) console.log(c.itemCategory?.categoryCode);
   * ```
   */
  iterCategories<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, options?: Selecting<ListOptions & IterOptions, 'Product_Package_Order_Configuration', K, Q>): AsyncGenerator<NoInfer<ByMask<Product_Package_Order_Configuration, 'Product_Package_Order_Configuration', typeof OrderingManager.CATEGORY_MASK, K, Q>>>;
  async *iterCategories(packageKeyname: string, options?: ListOptions & IterOptions): AsyncGenerator<Product_Package_Order_Configuration> {
    const o = checkSpec(ITER_OPTIONS, options, 'OrderingManager.iterCategories');
    const id = await this.#packageId(packageKeyname, o.signal);
    yield* iterApi<Product_Package_Order_Configuration>(this.client, 'Product_Package', 'getConfiguration', {
      ...o, id, mask: o.mask ?? OrderingManager.CATEGORY_MASK,
    });
  }

  /**
   * The items of a package (`Product_Package.getItems`).
   *
   * @param packageKeyname - Package key name.
   * @param options - `mask` (default {@link OrderingManager.ITEM_MASK}), `filter`, `limit`, `offset`, `signal`.
   * @returns The items.
   * @example
   * ```ts
   * const items = await ordering.listItems('BARE_METAL_SERVER', { filter: { items: { itemCategory: { categoryCode: { operation: 'os' } } } } });
   * ```
   */
  listItems<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, options?: Selecting<ListOptions, 'Product_Item', K, Q>): Promise<NoInfer<ByMask<Product_Item[], 'Product_Item', typeof OrderingManager.ITEM_MASK, K, Q>>>;
  async listItems(packageKeyname: string, options?: ListOptions): Promise<Product_Item[]> {
    const o = checkSpec(LIST_OPTIONS, options, 'OrderingManager.listItems');
    const id = await this.#packageId(packageKeyname, o.signal);
    return callApi<Product_Item[]>(this.client, 'Product_Package', 'getItems', { ...o, id, mask: o.mask ?? OrderingManager.ITEM_MASK });
  }

  /**
   * The paging twin of {@link listItems}.
   *
   * @param packageKeyname - Package key name.
   * @param options - As {@link listItems}, plus `chunk` and `concurrency`.
   * @returns An async generator of items.
   * @example
   * ```ts
   * for await (const item of ordering.iterItems('BARE_METAL_SERVER', { chunk: 50 })) console.log(item.keyName);
   * ```
   */
  iterItems<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, options?: Selecting<ListOptions & IterOptions, 'Product_Item', K, Q>): AsyncGenerator<NoInfer<ByMask<Product_Item, 'Product_Item', typeof OrderingManager.ITEM_MASK, K, Q>>>;
  async *iterItems(packageKeyname: string, options?: ListOptions & IterOptions): AsyncGenerator<Product_Item> {
    const o = checkSpec(ITER_OPTIONS, options, 'OrderingManager.iterItems');
    const id = await this.#packageId(packageKeyname, o.signal);
    yield* iterApi<Product_Item>(this.client, 'Product_Package', 'getItems', { ...o, id, mask: o.mask ?? OrderingManager.ITEM_MASK });
  }

  /**
   * Active packages (`Product_Package.getAllObjects`; those not `isActive` are left out here).
   *
   * @param options - `mask` (default {@link OrderingManager.PACKAGE_MASK}), `filter`, `limit`, `offset`, `signal`.
   * @returns The packages.
   * @example
   * ```ts
   * const packages = await ordering.listPackages();
   * ```
   */
  listPackages<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListOptions, 'Product_Package', K, Q>): Promise<NoInfer<ByMask<Product_Package[], 'Product_Package', typeof OrderingManager.PACKAGE_MASK, K, Q>>>;
  async listPackages(options?: ListOptions): Promise<Product_Package[]> {
    const o = checkSpec(LIST_OPTIONS, options, 'OrderingManager.listPackages');
    const packages = await callApi<Product_Package[]>(this.client, 'Product_Package', 'getAllObjects', {
      ...o, mask: o.mask ?? OrderingManager.PACKAGE_MASK,
    });
    return packages.filter((pkg) => Boolean(pkg.isActive));
  }

  /**
   * The paging twin of {@link listPackages} (inactive packages left out as they arrive).
   *
   * @param options - As {@link listPackages}, plus `chunk` and `concurrency`.
   * @returns An async generator of packages.
   * @example
   * ```ts
   * for await (const pkg of ordering.iterPackages()) console.log(pkg.keyName);
   * ```
   */
  iterPackages<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListOptions & IterOptions, 'Product_Package', K, Q>): AsyncGenerator<NoInfer<ByMask<Product_Package, 'Product_Package', typeof OrderingManager.PACKAGE_MASK, K, Q>>>;
  async *iterPackages(options?: ListOptions & IterOptions): AsyncGenerator<Product_Package> {
    const o = checkSpec(ITER_OPTIONS, options, 'OrderingManager.iterPackages');
    for await (const pkg of iterApi<Product_Package>(this.client, 'Product_Package', 'getAllObjects', {
      ...o, mask: o.mask ?? OrderingManager.PACKAGE_MASK,
    })) {
      if (pkg.isActive) yield pkg;
    }
  }

  /**
   * Presets of a package: `getActivePresets` then `getAccountRestrictedActivePresets` of
   * `Product_Package`, both with the same mask and filter.
   *
   * @param packageKeyname - Package key name.
   * @param options - `mask` (default {@link OrderingManager.PRESET_MASK}), `filter`, `signal`.
   * @returns The active presets, then the account-restricted ones.
   * @example
   * ```ts
   * const presets = await ordering.listPresets('BARE_METAL_SERVER');
   * ```
   */
  listPresets<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, options?: Selecting<Omit<ListOptions, 'limit' | 'offset'>, 'Product_Package_Preset', K, Q>): Promise<NoInfer<ByMask<Product_Package_Preset[], 'Product_Package_Preset', typeof OrderingManager.PRESET_MASK, K, Q>>>;
  async listPresets(packageKeyname: string, options?: Omit<ListOptions, 'limit' | 'offset'>): Promise<Product_Package_Preset[]> {
    const o = checkSpec(FILTERED_OPTIONS, options, 'OrderingManager.listPresets');
    const id = await this.#packageId(packageKeyname, o.signal);
    const request = { id, mask: o.mask ?? OrderingManager.PRESET_MASK, filter: o.filter, signal: o.signal };
    const restricted = await callApi<Product_Package_Preset[]>(this.client, 'Product_Package', 'getAccountRestrictedActivePresets', request);
    const active = await callApi<Product_Package_Preset[]>(this.client, 'Product_Package', 'getActivePresets', request);
    return [...active, ...restricted];
  }

  /**
   * One preset of a package by key name ({@link listPresets} filtered on `keyName` in both lists).
   *
   * @param packageKeyname - Package key name.
   * @param presetKeyname - Preset key name.
   * @param options - `mask`, `signal`.
   * @returns The preset.
   * @throws ServiceError when the package has no such preset.
   * @example
   * ```ts
   * const preset = await ordering.getPresetByKey('BARE_METAL_SERVER', 'S1270_32GB_1X1TBSATA_NORAID');
   * ```
   */
  getPresetByKey<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, presetKeyname: string, options?: Selecting<RequestOptions, 'Product_Package_Preset', K, Q>): Promise<NoInfer<ByMask<Product_Package_Preset, 'Product_Package_Preset', typeof OrderingManager.PRESET_MASK, K, Q>>>;
  async getPresetByKey(packageKeyname: string, presetKeyname: string, options?: RequestOptions): Promise<Product_Package_Preset> {
    const where = 'OrderingManager.getPresetByKey';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    requireString(where, 'presetKeyname', presetKeyname);
    const operation = { keyName: { operation: `_= ${presetKeyname}` } };
    const presets = await this.listPresets<ObjectMask, Selection>(packageKeyname, {
      ...o, mask: o.mask ?? OrderingManager.PRESET_MASK, filter: { activePresets: operation, accountRestrictedActivePresets: operation },
    });
    const preset = presets[0];
    if (preset === undefined) throw new ServiceError(`Preset ${presetKeyname} does not exist in package ${packageKeyname}`);
    return preset;
  }

  /**
   * The price ids of {@link getOrderingPrices}.
   *
   * @param packageKeyname - Package key name.
   * @param itemKeynames - Item key names (or operating-system reference codes).
   * @param options - `core`, `signal`.
   * @returns The price ids, in the order of the items.
   * @example
   * ```ts
   * const ids = await ordering.getPriceIdList('BARE_METAL_SERVER', ['REBOOT_KVM_OVER_IP']);
   * ```
   */
  async getPriceIdList(packageKeyname: string, itemKeynames: string[], options?: PriceOptions): Promise<(number | null)[]> {
    const prices = await this.getOrderingPrices(packageKeyname, itemKeynames, options);
    return prices.map((price) => price.id ?? null);
  }

  /**
   * The prices an order names for item key names: the package's items
   * (`Product_Package.getItems`, mask {@link OrderingManager.PRICE_ITEM_MASK}), and for each key
   * the item's generic price (no location group; within the core restriction; GPU, PCIe and disk
   * controller items take their first, second… slot price).
   *
   * @param packageKeyname - Package key name.
   * @param itemKeynames - Item key names (or operating-system reference codes).
   * @param options - `core`, `signal`.
   * @returns `{ id, categories: [{ categoryCode }], item: { keyName } }` per item.
   * @throws ServiceError when an item is not in the package.
   * @example
   * ```ts
   * const prices = await ordering.getOrderingPrices('BARE_METAL_SERVER', ['REBOOT_KVM_OVER_IP', 'UBUNTU_22_64']);
   * ```
   */
  async getOrderingPrices(packageKeyname: string, itemKeynames: string[], options?: PriceOptions): Promise<OrderPrice[]> {
    const where = 'OrderingManager.getOrderingPrices';
    const o = checkSpec(PRICE_OPTIONS, options);
    checkKeynames(where, itemKeynames);
    const items = await this.listItems(packageKeyname, { mask: OrderingManager.PRICE_ITEM_MASK, signal: o.signal });
    const capacity = OrderingManager.getItemCapacity(items, itemKeynames);
    const slots = new Map<string, number>(SPECIAL_CATEGORIES.map((code) => [code, -1]));
    return itemKeynames.map((keyName) => {
      const item = items.find((candidate) => candidate.keyName === keyName || candidate.softwareDescription?.referenceCode === keyName);
      if (item === undefined) throw new ServiceError(`Item ${keyName} does not exist for package ${packageKeyname}`);
      let categoryCode = item.itemCategory?.categoryCode ?? '';
      let id: number | null;
      const slot = slots.get(categoryCode);
      if (slot === undefined) {
        id = OrderingManager.getItemPriceId(o.core ?? capacity, item.prices ?? []);
      } else {
        slots.set(categoryCode, slot + 1);
        categoryCode = OrderingManager.getSpecialCategory(slot + 1, categoryCode);
        const price = (item.prices ?? []).find((p) => !p.locationGroupId && p.categories?.[0]?.categoryCode === categoryCode);
        if (price?.id === undefined) throw new ServiceError(`Item ${keyName} has no generic price in category ${categoryCode}`);
        id = price.id;
      }
      return { id, categories: [{ categoryCode }], item: { keyName } };
    });
  }

  /**
   * The category of the `index`-th item of a two-slot category (no request): `disk_controller`,
   * `disk_controller1`; `gpu0`, `gpu1`; `pcie_slot0`, `pcie_slot1`.
   *
   * @param index - 0 for the first item of the category, 1 for the second.
   * @param base - The item's category code.
   * @returns The category code of its price.
   * @example
   * ```ts
   * OrderingManager.getSpecialCategory(1, 'gpu0'); // 'gpu1'
   * ```
   */
  static getSpecialCategory(index: number, base: string): string {
    if (base === 'disk_controller') return index === 0 ? base : `${base}1`;
    return `${base.slice(0, -1)}${index}`;
  }

  /**
   * The generic price id of an item (no request): the last price without a location group whose
   * term is `term` (or none) and, when it has a core or storage restriction, that `core` fits.
   *
   * @param core - Core count (or storage size) to check restrictions against, or `undefined`.
   * @param prices - The item's prices.
   * @param term - Term length in months (default 0).
   * @returns The price id, or `null` when none fits.
   * @example
   * ```ts
   * OrderingManager.getItemPriceId(undefined, [{ id: 1, locationGroupId: null }, { id: 2, locationGroupId: 503 }]); // 1
   * ```
   */
  static getItemPriceId(core: number | string | null | undefined, prices: readonly ItemPrice[], term = 0): number | null {
    let priceId: number | null = null;
    for (const price of prices) {
      const termLength = price.termLength ?? 0;
      if (price.locationGroupId || !(termLength === term || termLength === '')) continue;
      const restriction = price.capacityRestrictionType;
      if (restriction && core !== undefined && core !== null) {
        const min = Number(price.capacityRestrictionMinimum ?? -1);
        const max = Number(price.capacityRestrictionMaximum ?? -1);
        const value = Number(core);
        if ((restriction.includes('STORAGE') || restriction.includes('CORE')) && min <= value && value <= max) priceId = price.id ?? null;
        if (restriction.includes('PROCESSOR')) priceId = price.id ?? null;
      } else {
        priceId = price.id ?? null;
      }
    }
    return priceId;
  }

  /**
   * The capacity that restricts prices, from the first key naming a `CORE`, `TIER` or `INTEL` item
   * (no request): the item's capacity, or for `INTEL` items the number in its description's
   * parentheses.
   *
   * @param items - The package's items.
   * @param itemKeynames - The keys ordered.
   * @returns The capacity, or `undefined`.
   * @example
   * ```ts
   * OrderingManager.getItemCapacity([{ keyName: 'GUEST_CORE_4', capacity: '4' }], ['GUEST_CORE_4']); // '4'
   * ```
   */
  static getItemCapacity(items: readonly Product_Item[], itemKeynames: readonly string[]): string | undefined {
    let capacity: string | undefined;
    for (const keyName of itemKeynames) {
      for (const item of items) {
        if (item.keyName !== keyName) continue;
        if (keyName.includes('CORE') || keyName.includes('TIER')) {
          capacity = item.capacity;
          break;
        }
        if (keyName.includes('INTEL')) {
          capacity = (item.description ?? '').split('(')[1]?.split(' ')[0];
          break;
        }
      }
    }
    return capacity;
  }

  /**
   * A preset with its prices and their items (`Product_Package_Preset.getObject`, mask `mask[prices[item]]`).
   *
   * @param presetId - Preset id.
   * @param options - `signal`.
   * @returns The preset.
   * @example
   * ```ts
   * const { prices } = await ordering.getPresetPrices(64);
   * ```
   */
  getPresetPrices<const K extends MaskArg = never, const Q extends Selection = never>(presetId: number, options?: Selecting<RequestOptions, 'Product_Package_Preset', K, Q>): Promise<NoInfer<ByMask<Product_Package_Preset, 'Product_Package_Preset', 'mask[prices[item]]', K, Q>>>;
  async getPresetPrices(presetId: number, options?: RequestOptions): Promise<Product_Package_Preset> {
    const where = 'OrderingManager.getPresetPrices';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<Product_Package_Preset>(this.client, 'Product_Package_Preset', 'getObject', {
      id: requireId(where, 'presetId', presetId), mask: o.mask ?? 'mask[prices[item]]', signal: o.signal,
    });
  }

  /**
   * Every price of a package (`Product_Package.getItemPrices`, mask `mask[pricingLocationGroup[locations]]`).
   *
   * @param packageId - Package id.
   * @param options - `mask`, `signal`.
   * @returns The prices.
   * @example
   * ```ts
   * const prices = await ordering.getItemPrices(200);
   * ```
   */
  async getItemPrices(packageId: number, options?: RequestOptions): Promise<ItemPrice[]> {
    const where = 'OrderingManager.getItemPrices';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<ItemPrice[]>(this.client, 'Product_Package', 'getItemPrices', {
      id: requireId(where, 'packageId', packageId), mask: o.mask ?? 'mask[pricingLocationGroup[locations]]', signal: o.signal,
    });
  }

  /**
   * Verifies an order ({@link generateOrder}, then `Product_Order.verifyOrder`).
   *
   * @param packageKeyname - Package key name.
   * @param location - Datacenter name (`dal10`), region key name (`DALLAS10`), a location id, or `NONE`.
   * @param itemKeynames - Item key names.
   * @param options - `complexType` (required), `hourly`, `presetKeyname`, `extras`, `quantity`, `signal`.
   * @returns The verified order.
   * @example
   * ```ts
   * const check = await ordering.verifyOrder('BARE_METAL_SERVER', 'dal10', items, { complexType, presetKeyname });
   * ```
   */
  async verifyOrder(packageKeyname: string, location: string | number, itemKeynames: string[], options?: OrderOptions): Promise<Container_Product_Order> {
    const order = await this.generateOrder(packageKeyname, location, itemKeynames, options);
    return callApi<Container_Product_Order>(this.client, 'Product_Order', 'verifyOrder', { args: [order], signal: options?.signal });
  }

  /**
   * Places an order ({@link generateOrder}, then `Product_Order.placeOrder`).
   *
   * @param packageKeyname - Package key name.
   * @param location - Datacenter name, region key name, location id or `NONE`.
   * @param itemKeynames - Item key names.
   * @param options - As {@link verifyOrder}.
   * @returns The receipt (`orderId`, `orderDetails`, `placedOrder`).
   * @example
   * ```ts
   * const { orderId } = await ordering.placeOrder('BARE_METAL_SERVER', 'dal10', items, { complexType, presetKeyname });
   * ```
   */
  async placeOrder(packageKeyname: string, location: string | number, itemKeynames: string[], options?: OrderOptions): Promise<Container_Product_Order_Receipt> {
    const order = await this.generateOrder(packageKeyname, location, itemKeynames, options);
    return callApi<Container_Product_Order_Receipt>(this.client, 'Product_Order', 'placeOrder', { args: [order], signal: options?.signal });
  }

  /**
   * Places a quote ({@link generateOrder} billed monthly, with `quoteName` and
   * `sendQuoteEmailFlag`, then `Product_Order.placeQuote`).
   *
   * @param packageKeyname - Package key name.
   * @param location - Datacenter name, region key name, location id or `NONE`.
   * @param itemKeynames - Item key names.
   * @param options - As {@link verifyOrder} without `hourly`, plus `quoteName` and `sendEmail`.
   * @returns The receipt with the quote.
   * @example
   * ```ts
   * const { quote } = await ordering.placeQuote('BARE_METAL_SERVER', 'dal10', items, { complexType, quoteName: 'db' });
   * ```
   */
  async placeQuote(packageKeyname: string, location: string | number, itemKeynames: string[], options?: QuoteOptions): Promise<Container_Product_Order_Receipt> {
    const o = checkSpec(QUOTE_OPTIONS, options);
    const { quoteName, sendEmail, ...rest } = o;
    const container = await this.generateOrder(packageKeyname, location, itemKeynames, { ...rest, hourly: false });
    const order = { ...container, quoteName: quoteName ?? null, sendQuoteEmailFlag: sendEmail ?? false };
    return callApi<Container_Product_Order_Receipt>(this.client, 'Product_Order', 'placeQuote', { args: [order], signal: o.signal });
  }

  /**
   * Builds the order container of {@link verifyOrder}/{@link placeOrder}: the package id
   * ({@link getPackageByKey}, mask `id`), the location id ({@link getLocationId}), the preset
   * ({@link getPresetByKey} and {@link getPresetPrices}, whose `guest_core` capacity restricts the
   * prices) and the prices ({@link getOrderingPrices}).
   *
   * @param packageKeyname - Package key name.
   * @param location - Datacenter name, region key name, location id or `NONE`.
   * @param itemKeynames - Item key names.
   * @param options - As {@link verifyOrder}.
   * @returns `{ orderContainers: [order] }`.
   * @throws TypeError when `complexType` is missing.
   * @example
   * ```ts
   * const container = await ordering.generateOrder('BARE_METAL_SERVER', 'dal10', items, { complexType });
   * ```
   */
  async generateOrder(
    packageKeyname: string,
    location: string | number,
    itemKeynames: string[],
    options?: OrderOptions,
  ): Promise<OrderContainer> {
    const where = ORDER_OPTIONS.where;
    const o = checkSpec(ORDER_OPTIONS, options);
    checkKeynames(where, itemKeynames);
    const signal = o.signal;
    const pkg = await this.getPackageByKey(packageKeyname, { mask: 'id', signal });
    const order: ProductOrder = {
      ...o.extras,
      packageId: pkg.id,
      quantity: o.quantity ?? 1,
      location: await this.getLocationId(location, { signal }),
      useHourlyPricing: o.hourly ?? true,
    };
    let presetCore: string | undefined;
    if (o.presetKeyname) {
      const presetId = (await this.getPresetByKey(packageKeyname, o.presetKeyname, { signal })).id!;
      // The reference reads `item.itemCategory` of this answer although its mask (`prices[item]`)
      // selects the item's local properties only; typed selection says so, and the read is kept as the
      // reference makes it (an absent category reads as undefined).
      const preset: Product_Package_Preset = await this.getPresetPrices<ObjectMask, Selection>(presetId, { signal });
      for (const price of preset.prices ?? []) {
        if (price.item?.itemCategory?.categoryCode === 'guest_core') presetCore = price.item.capacity;
      }
      order.presetId = presetId;
    }
    if (!o.complexType) throw new TypeError(`${where}: a complexType must be given with the order`);
    order.complexType = o.complexType;
    order.prices = await this.getOrderingPrices(packageKeyname, itemKeynames, { core: presetCore, signal });
    return { orderContainers: [order] };
  }

  /**
   * Where a package can be ordered (`Product_Package.getRegions`, mask `mask[description, keyname, locations]`).
   *
   * @param packageKeyname - Package key name.
   * @param options - `mask`, `signal`.
   * @returns The regions.
   * @example
   * ```ts
   * const regions = await ordering.packageLocations('BARE_METAL_SERVER');
   * ```
   */
  packageLocations<const K extends MaskArg = never, const Q extends Selection = never>(packageKeyname: string, options?: Selecting<RequestOptions, 'Location_Region', K, Q>): Promise<NoInfer<ByMask<Location_Region[], 'Location_Region', 'mask[description, keyname, locations]', K, Q>>>;
  async packageLocations(packageKeyname: string, options?: RequestOptions): Promise<Location_Region[]> {
    const o = checkSpec(REQUEST_OPTIONS, options, 'OrderingManager.packageLocations');
    const id = await this.#packageId(packageKeyname, o.signal);
    return callApi<Location_Region[]>(this.client, 'Product_Package', 'getRegions', {
      id, mask: o.mask ?? 'mask[description, keyname, locations]', signal: o.signal,
    });
  }

  /**
   * The location id of a datacenter (`Location.getDatacenters`, mask `mask[id,name,regions[keyname]]`,
   * filter on `name` for a name like `dal10`, else on `regions.keyname`). A number is returned as
   * it is, `NONE` is 0 (no request).
   *
   * @param location - Datacenter name, region key name, location id or `NONE`.
   * @param options - `signal`.
   * @returns The location id.
   * @throws ServiceError unless exactly one datacenter matches.
   * @example
   * ```ts
   * const id = await ordering.getLocationId('DALLAS10');
   * ```
   */
  async getLocationId(location: string | number, options?: { signal?: AbortSignal }): Promise<number> {
    const where = 'OrderingManager.getLocationId';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    if (typeof location === 'number') return location;
    requireString(where, 'location', location);
    if (location.toUpperCase() === 'NONE') return 0;
    const filter: ObjectFilter = /^[a-zA-Z]{3}[0-9]{2}/.test(location)
      ? { name: { operation: location } }
      : { regions: { keyname: { operation: location } } };
    const datacenters = await callApi<Location[]>(this.client, 'Location', 'getDatacenters', {
      mask: 'mask[id,name,regions[keyname]]', filter, signal: o.signal,
    });
    if (!Array.isArray(datacenters) || datacenters.length !== 1 || datacenters[0]?.id === undefined) {
      throw new ServiceError(`Unable to find location: ${location}`);
    }
    return datacenters[0].id;
  }

  /**
   * The prices of a package in one location (`Product_Package.getItemPrices`, mask
   * `filteredMask[pricingLocationGroup[locations]]`, filter on the location name), after
   * {@link resolveLocationName} and {@link getPackageByKey}.
   *
   * @param location - Datacenter name or region key name.
   * @param packageKeyname - Package key name.
   * @param options - `signal`.
   * @returns The prices.
   * @example
   * ```ts
   * const prices = await ordering.getItemPricesByLocation('dal10', 'BARE_METAL_SERVER');
   * ```
   */
  async getItemPricesByLocation(location: string, packageKeyname: string, options?: { signal?: AbortSignal }): Promise<ItemPrice[]> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'OrderingManager.getItemPricesByLocation');
    const name = await this.resolveLocationName(location, o);
    const pkg = await this.getPackageByKey(packageKeyname, o);
    return callApi<ItemPrice[]>(this.client, 'Product_Package', 'getItemPrices', {
      id: pkg.id,
      mask: 'filteredMask[pricingLocationGroup[locations]]',
      filter: { itemPrices: { pricingLocationGroup: { locations: { name: { operation: name } } } } },
      signal: o.signal,
    });
  }

  /**
   * The datacenter name of a datacenter name or region key name (`Location.getDatacenters`, mask `mask[regions]`).
   *
   * @param locationKey - `dal10` or `DALLAS10`.
   * @param options - `signal`.
   * @returns The datacenter name.
   * @throws ServiceError for an empty or unknown key.
   * @example
   * ```ts
   * await ordering.resolveLocationName('DALLAS10'); // 'dal10'
   * ```
   */
  async resolveLocationName(locationKey: string, options?: { signal?: AbortSignal }): Promise<string> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'OrderingManager.resolveLocationName');
    if (!locationKey || locationKey === 'unknown') throw new ServiceError(`Invalid location ${String(locationKey)}`);
    const locations = await callApi<Location[]>(this.client, 'Location', 'getDatacenters', { mask: 'mask[regions]', signal: o.signal });
    for (const location of locations) {
      if (location.name === locationKey) return locationKey;
      if ((location.regions?.[0]?.keyname ?? 'unknown') === locationKey && location.name !== undefined) return location.name;
    }
    throw new ServiceError(`Location ${locationKey} does not exist`);
  }

  /**
   * The items of a package by id (`Product_Package.getItems`).
   *
   * @param packageId - Package id.
   * @param options - `filter`, `mask`, `signal`.
   * @returns The items.
   * @example
   * ```ts
   * const items = await ordering.getItems(759, { filter: { items: { keyName: { operation: '*= STORAGE' } } } });
   * ```
   */
  async getItems(packageId: number, options?: Omit<ListOptions, 'limit' | 'offset'>): Promise<Product_Item[]> {
    const where = 'OrderingManager.getItems';
    const o = checkSpec(FILTERED_OPTIONS, options, where);
    return callApi<Product_Item[]>(this.client, 'Product_Package', 'getItems', { ...o, id: requireId(where, 'packageId', packageId) });
  }

  /**
   * The regions of a package by id (`Product_Package.getRegions`; with `location`, filter
   * `regions.location.location.name`).
   *
   * @param packageId - Package id.
   * @param options - `location`, `signal`.
   * @returns The regions.
   * @example
   * ```ts
   * const [region] = await ordering.getRegions(200, { location: 'dal10' });
   * ```
   */
  async getRegions(packageId: number, options?: RegionsOptions): Promise<Location_Region[]> {
    const where = 'OrderingManager.getRegions';
    const o = checkSpec(REGIONS_OPTIONS, options);
    const filter = o.location ? { regions: { location: { location: { name: { operation: o.location } } } } } : undefined;
    return callApi<Location_Region[]>(this.client, 'Product_Package', 'getRegions', {
      id: requireId(where, 'packageId', packageId), filter, signal: o.signal,
    });
  }

  /**
   * Cancellation requests of the account
   * (`Billing_Item_Cancellation_Request.getAllCancellationRequests`, mask
   * {@link OrderingManager.CANCELLATION_MASK}, result limit 50 unless given).
   *
   * @param options - `limit` (default 50), `offset`, `mask`, `filter`, `signal`.
   * @returns The requests.
   * @example
   * ```ts
   * const requests = await ordering.getAllCancelation({ limit: 10 });
   * ```
   */
  getAllCancelation<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListOptions, 'Billing_Item_Cancellation_Request', K, Q>): Promise<NoInfer<ByMask<Billing_Item_Cancellation_Request[], 'Billing_Item_Cancellation_Request', typeof OrderingManager.CANCELLATION_MASK, K, Q>>>;
  async getAllCancelation(options?: ListOptions): Promise<Billing_Item_Cancellation_Request[]> {
    const o = checkSpec(LIST_OPTIONS, options, 'OrderingManager.getAllCancelation');
    return callApi<Billing_Item_Cancellation_Request[]>(this.client, 'Billing_Item_Cancellation_Request', 'getAllCancellationRequests', {
      ...o, mask: o.mask ?? OrderingManager.CANCELLATION_MASK, limit: o.limit ?? 50,
    });
  }

  /**
   * The paging twin of {@link getAllCancelation}.
   *
   * @param options - As {@link getAllCancelation} (no default limit), plus `chunk` and `concurrency`.
   * @returns An async generator of requests.
   * @example
   * ```ts
   * for await (const request of ordering.iterAllCancelation()) console.log(request.ticketId);
   * ```
   */
  iterAllCancelation<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListOptions & IterOptions, 'Billing_Item_Cancellation_Request', K, Q>): AsyncGenerator<NoInfer<ByMask<Billing_Item_Cancellation_Request, 'Billing_Item_Cancellation_Request', typeof OrderingManager.CANCELLATION_MASK, K, Q>>>;
  iterAllCancelation(options?: ListOptions & IterOptions): AsyncGenerator<Billing_Item_Cancellation_Request> {
    const o = checkSpec(ITER_OPTIONS, options, 'OrderingManager.iterAllCancelation');
    return iterApi<Billing_Item_Cancellation_Request>(this.client, 'Billing_Item_Cancellation_Request', 'getAllCancellationRequests', {
      ...o, mask: o.mask ?? OrderingManager.CANCELLATION_MASK,
    });
  }

  async #packageId(packageKeyname: string, signal: AbortSignal | undefined): Promise<number | undefined> {
    return (await this.getPackageByKey(packageKeyname, { mask: 'id', signal })).id;
  }

  async #quoteCall<T>(name: string, method: string, quoteId: number, options: RequestOptions | undefined, mask: string | undefined): Promise<T> {
    const where = `OrderingManager.${name}`;
    const o = mask === undefined ? checkSpec(RESOLVE_OPTIONS, options, where) : checkSpec(REQUEST_OPTIONS, options, where);
    return callApi<T>(this.client, 'Billing_Order_Quote', method, {
      id: requireId(where, 'quoteId', quoteId), mask: o.mask ?? mask, signal: o.signal,
    });
  }
}

const QUOTES_MASK = 'mask[order[id,items[id,package[id,keyName]]]]';

function checkKeynames(where: string, itemKeynames: unknown): void {
  if (!Array.isArray(itemKeynames) || itemKeynames.some((key) => typeof key !== 'string' || key === '')) {
    throw new TypeError(`${where}: itemKeynames must be an array of non-empty strings`);
  }
}
