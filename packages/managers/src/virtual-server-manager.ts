/**
 * Virtual servers (`Virtual_Guest`): list, read, create, reload, edit, cancel, wait.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type {
  Container_Product_Order, Container_Product_Order_Receipt, Container_Product_Order_Virtual_Guest, Metric_Tracking_Object_Data,
  Network_Bandwidth_Usage, Network_Storage, Network_Storage_Allowed_Host, Provisioning_Version1_Transaction,
  User_Customer_Notification_Virtual_Guest, Virtual_BrowserConsoleAccessLog, Virtual_Disk_Image, Virtual_Guest,
  Virtual_Guest_Block_Device,
} from '@svclib/model';
import { pollUntilReady } from './ready.js';
import { mergeFilters } from './filters.js';
import { GUEST_READY_MASK, isGuestReady } from './waiters/server-waiters.js';
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkArgument, checkSpec, isBoolean, iterApi, iterRequest, listApi, listRequest, parseId, positiveInteger, REQUEST_OPTIONS, requireId, requireString, RESOLVE_OPTIONS, show,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { serverListFilter } from './server-list.js';
import { buildTemplate, CREATE_CALL_OPTIONS, CREATE_OPTIONS, networkComponents, tagText } from './guest-template.js';
import type { CreateInstanceOptions } from './guest-template.js';
export type { CreateInstanceOptions } from './guest-template.js';
import { locationGroupOf, maintenanceStamp, packageForOrders } from './hardware-order.js';
import { OrderingManager } from './ordering-manager.js';
import { orderBy } from './order-by.js';
import { RELOAD_OPTIONS, reloadConfig } from './server-templates.js';
import type { ReloadOptions } from './server-templates.js';
import { resolveIdList, resolveOneId, serverLookup } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { BandwidthAllocation } from './types.js';
import type { ItemPrice, ProductOrder } from './types/ordering.js';
import type { VirtualServerCreateOptions } from './types/virtual-guest.js';
import {
  checkUpgrade, DISK_CATEGORY_NAMES, UPGRADE_OPTIONS, upgradePriceId, vsCreateOptionsOf,
} from './virtual-server-order.js';
import type { CreateOptionsQuery, OrderGuestOptions, UpgradeInstanceOptions } from './virtual-server-order.js';
import {
  BANDWIDTH_DATA_OPTIONS, CAPTURE_OPTIONS, CREATE_OPTIONS_QUERY, EDIT_INSTANCE_OPTIONS, ITER_INSTANCE_OPTIONS, LIST_INSTANCE_OPTIONS,
  ORDER_GUEST_CALL_OPTIONS, ORDER_GUEST_OPTIONS, POWER_OFF_OPTIONS, REBOOT_OPTIONS, SEARCH_INSTANCES_OPTIONS, SUMMARY_DATA_OPTIONS,
  WAIT_OPTIONS, WAIT_TRANSACTION_OPTIONS,
} from './virtual-server-options.js';
import type {
  BandwidthDataOptions, CaptureOptions, CreateInstanceCallOptions, EditInstanceOptions, IterInstancesOptions, ListInstancesOptions,
  OrderGuestCallOptions, PowerOffOptions, RebootOptions, SearchInstancesOptions, SummaryDataOptions, WaitForReadyOptions,
} from './virtual-server-options.js';
export type {
  BandwidthDataOptions, CaptureOptions, CreateInstanceCallOptions, EditInstanceOptions, IterInstancesOptions, ListInstancesOptions,
  OrderGuestCallOptions, PowerOffOptions, RebootOptions, SearchInstancesOptions, SummaryDataOptions, WaitForReadyOptions,
} from './virtual-server-options.js';
import type { ReverseDomain } from './dns-manager.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/**
 * A virtual server given by id (number or numeric string) or by name: hostname, fully qualified
 * domain name, or public or private IP address.
 *
 * @example
 * ```ts
 * await vs.getInstance(123);
 * await vs.getInstance('web1.example.com');
 * ```
 */
export type InstanceIdentifier = number | string;

const NOTIFICATION_SERVICE = 'User_Customer_Notification_Virtual_Guest';

/**
 * Virtual servers in one call each. Built from a `Client` of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { VirtualServerManager } from '@svclib/managers';
 *
 * const vs = new VirtualServerManager(new Client({ username: 'u', apiKey: 'k' }));
 * for (const guest of await vs.listInstances({ datacenter: 'dal13', hostname: 'web*' })) {
 *   console.log(guest.id, guest.fullyQualifiedDomainName);
 * }
 * ```
 */
export class VirtualServerManager {
  /**
   * Mask of `listInstances`/`iterInstances` unless the caller gives one.
   *
   * @example
   * ```ts
   * await vs.listInstances({ mask: `${VirtualServerManager.LIST_MASK}, tagReferences.tag.name` });
   * ```
   */
  static readonly LIST_MASK = joinMask(
    'id, globalIdentifier, hostname, domain, fullyQualifiedDomainName, primaryIpAddress, primaryBackendIpAddress, ',
    'maxCpu, maxMemory, datacenter, status, powerState, activeTransaction, lastKnownPowerState.name, ',
    'activeTransaction.transactionStatus[friendlyName, name]',
  );

  /**
   * Mask of `getInstance` unless the caller gives one.
   *
   * @example
   * ```ts
   * await vs.getInstance(1, { mask: `${VirtualServerManager.GET_MASK}, networkComponents` });
   * ```
   */
  static readonly GET_MASK = joinMask(
    'id, globalIdentifier, fullyQualifiedDomainName, hostname, domain, createDate, modifyDate, provisionDate, notes, ',
    'dedicatedAccountHostOnlyFlag, transientGuestFlag, privateNetworkOnlyFlag, primaryBackendIpAddress, primaryIpAddress, ',
    'networkComponents[id, status, speed, maxSpeed, name, macAddress, primaryIpAddress, port, primarySubnet[addressSpace], ',
    'securityGroupBindings[securityGroup[id, name]]], lastKnownPowerState.name, powerState, status, maxCpu, maxMemory, ',
    'datacenter, activeTransaction[id, transactionStatus[friendlyName, name]], ',
    'lastTransaction[transactionStatus, modifyDate, transactionGroup[name]], lastOperatingSystemReload.id, blockDevices, ',
    'blockDeviceTemplateGroup[id, name, globalIdentifier], postInstallScriptUri, ',
    'operatingSystem[passwords[username, password], softwareLicense.softwareDescription[manufacturer, name, version, referenceCode]], ',
    'softwareComponents[passwords[username, password, notes], softwareLicense[softwareDescription[manufacturer, name, version, referenceCode]]], ',
    'hourlyBillingFlag, userData, billingItem[id, nextInvoiceTotalRecurringAmount, package[id, keyName], ',
    'children[description, categoryCode, nextInvoiceTotalRecurringAmount], ',
    'nextInvoiceChildren[description, categoryCode, recurringFee, nextInvoiceTotalRecurringAmount], ',
    'orderItem[id, order.userRecord[username], preset.keyName]], tagReferences[id, tag[name, id]], ',
    'networkVlans[id, vlanNumber, networkSpace], dedicatedHost.id, monitoringServiceComponent, ',
    'networkMonitors[queryType, lastResult, responseAction], placementGroupId',
  );

  /**
   * Mask of the `waitForReady` checks unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(VirtualServerManager.READY_MASK);
   * ```
   */
  static readonly READY_MASK = GUEST_READY_MASK;

  /**
   * Mask of the block-device read of {@link capture}.
   *
   * @example
   * ```ts
   * console.log(VirtualServerManager.CAPTURE_MASK);
   * ```
   */
  static readonly CAPTURE_MASK = 'id, blockDevices[id, device, mountType, diskImage[id, metadataFlag, type[keyName]]]';

  /**
   * Mask of the `getUpgradeItemPrices` read of {@link upgrade} (the reference's).
   *
   * @example
   * ```ts
   * await client.call('Virtual_Guest', 'getUpgradeItemPrices', { id: 123, args: [true], mask: VirtualServerManager.UPGRADE_PRICE_MASK });
   * ```
   */
  static readonly UPGRADE_PRICE_MASK = 'mask[id,locationGroupId,categories[name,id,categoryCode],item[description,capacity,units]]';

  /**
   * Mask of the disk-price read of {@link getDiskCategoryIdByDiskNumber} (the reference's).
   *
   * @example
   * ```ts
   * console.log(VirtualServerManager.DISK_PRICE_MASK);
   * ```
   */
  static readonly DISK_PRICE_MASK = 'mask[id,locationGroupId,item[capacity,description,keyName],categories]';

  /**
   * The package whose prices name the disk categories (the reference's fixed id 46, `CLOUD_SERVER`).
   *
   * @example
   * ```ts
   * await client.call('Product_Package', 'getItemPrices', { id: VirtualServerManager.DISK_PACKAGE_ID });
   * ```
   */
  static readonly DISK_PACKAGE_ID = 46;

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /** The ordering manager that package, preset and price lookups go through. */
  readonly ordering: OrderingManager;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @param ordering - The {@link OrderingManager} to use (default: one over the same client).
   * @example
   * ```ts
   * const vs = new VirtualServerManager(client);
   * ```
   */
  constructor(client: ManagerClient, ordering?: OrderingManager) {
    this.client = client;
    this.ordering = ordering ?? new OrderingManager(client);
    this.#lookup = serverLookup(client, 'getVirtualGuests', 'virtualGuests');
  }

  /**
   * Lists virtual servers in one request: `Account.getHourlyVirtualGuests` when only `hourly`,
   * `Account.getMonthlyVirtualGuests` when only `monthly`, else `Account.getVirtualGuests`; the
   * filter group is `virtualGuests` for all three.
   *
   * @param options - Keyword filters, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The guests.
   * @throws TypeError for an unknown option or a bad filter value.
   * @example
   * ```ts
   * const guests = await vs.listInstances({ hourly: true, monthly: false, cpus: '>= 4', tags: ['prod'] });
   * ```
   */
  listInstances<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListInstancesOptions, 'Virtual_Guest', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest[], 'Virtual_Guest', typeof VirtualServerManager.LIST_MASK, K, Q>>>;
  async listInstances(options?: ListInstancesOptions): Promise<Virtual_Guest[]> {
    const where = 'VirtualServerManager.listInstances';
    const o = checkSpec(LIST_INSTANCE_OPTIONS, options);
    const { method, filter } = this.#listQuery(where, o);
    return callApi<Virtual_Guest[]>(this.client, 'Account', method, listRequest(o, VirtualServerManager.LIST_MASK, filter));
  }

  /**
   * The paging twin of {@link listInstances}: the same request, page by page through `iterCall`.
   *
   * @param options - As {@link listInstances}, plus `chunk` and `concurrency`.
   * @returns An async generator of guests.
   * @example
   * ```ts
   * for await (const guest of vs.iterInstances({ datacenter: 'dal13', chunk: 50 })) console.log(guest.hostname);
   * ```
   */
  iterInstances<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterInstancesOptions, 'Virtual_Guest', K, Q>): AsyncGenerator<NoInfer<ByMask<Virtual_Guest, 'Virtual_Guest', typeof VirtualServerManager.LIST_MASK, K, Q>>>;
  iterInstances(options?: IterInstancesOptions): AsyncGenerator<Virtual_Guest> {
    const where = 'VirtualServerManager.iterInstances';
    const o = checkSpec(ITER_INSTANCE_OPTIONS, options);
    const { method, filter } = this.#listQuery(where, o);
    return iterApi<Virtual_Guest>(this.client, 'Account', method, iterRequest(o, VirtualServerManager.LIST_MASK, filter));
  }

  #listQuery(where: string, o: ListInstancesOptions): { method: string; filter: ObjectFilter } {
    const hourly = o.hourly ?? true;
    const monthly = o.monthly ?? true;
    const method =
      hourly && !monthly ? 'getHourlyVirtualGuests' : monthly && !hourly ? 'getMonthlyVirtualGuests' : 'getVirtualGuests';
    // SPEC §8 and the seed: the filter group is `virtualGuests` whichever of the three methods is called.
    const filter = serverListFilter(where, 'virtualGuests', o, {
      maxCpu: o.cpus,
      maxMemory: o.memory,
      localDiskFlag: o.localDisk === undefined ? undefined : o.localDisk ? 1 : 0,
      transientGuestFlag: o.transient === undefined ? undefined : o.transient ? 1 : 0,
    }, { maxCpu: 'cpus', maxMemory: 'memory', localDiskFlag: 'localDisk', transientGuestFlag: 'transient' });
    // The reference sorts by id (`query_filter_orderby`); the caller's own `virtualGuests.id` wins.
    return { method, filter: mergeFilters({ virtualGuests: { id: orderBy() } }, filter) };
  }

  /**
   * Reads one virtual server (`Virtual_Guest.getObject`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` (default {@link VirtualServerManager.GET_MASK}) and `signal`.
   * @returns The guest.
   * @throws NameResolutionError when a name matches no guest or several.
   * @example
   * ```ts
   * const guest = await vs.getInstance('web1', { mask: 'id, provisionDate' });
   * ```
   */
  getInstance<const K extends MaskArg = never, const Q extends Selection = never>(id: InstanceIdentifier, options?: Selecting<RequestOptions, 'Virtual_Guest', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest, 'Virtual_Guest', typeof VirtualServerManager.GET_MASK, K, Q>>>;
  async getInstance(id: InstanceIdentifier, options?: RequestOptions): Promise<Virtual_Guest> {
    const where = 'VirtualServerManager.getInstance';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<Virtual_Guest>(this.client, 'Virtual_Guest', 'getObject', {
      id: guestId, mask: o.mask ?? VirtualServerManager.GET_MASK, signal: o.signal,
    });
  }

  /**
   * Creates one virtual server (`Virtual_Guest.createObject`), then sets its `tags` (`setTags`).
   * Hourly billing is the default: this creates a billable resource.
   *
   * @param options - What to create, plus `mask` (of the result) and `signal`.
   * @returns The created guest as the API returned it.
   * @throws TypeError, before any request, naming every missing required option.
   * @example
   * ```ts
   * const guest = await vs.createInstance({
   *   cpus: 2, memory: 4096, hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST', tags: ['prod'],
   * });
   * ```
   */
  async createInstance(options: CreateInstanceCallOptions): Promise<Virtual_Guest> {
    const where = 'VirtualServerManager.createInstance';
    const o = checkSpec(CREATE_CALL_OPTIONS, options, where);
    const template = buildTemplate(where, o);
    const guest = await callApi<Virtual_Guest>(this.client, 'Virtual_Guest', 'createObject', {
      args: [template], mask: o.mask, signal: o.signal,
    });
    if (o.tags !== undefined) await this.#setNewTags(where, guest, o.tags, o.signal);
    return guest;
  }

  /**
   * Creates several virtual servers in one request (`Virtual_Guest.createObjects`), then sets each
   * one's `tags`. Every template is checked before anything is sent.
   *
   * @param list - One {@link CreateInstanceOptions} per guest.
   * @param options - `mask` (of the results) and `signal`.
   * @returns The created guests, in order.
   * @throws TypeError naming the entry and its missing options.
   * @example
   * ```ts
   * const base = { cpus: 1, memory: 1024, domain: 'example.com', osCode: 'DEBIAN_LATEST' };
   * await vs.createInstances([{ ...base, hostname: 'a' }, { ...base, hostname: 'b' }]);
   * ```
   */
  async createInstances(list: CreateInstanceOptions[], options?: RequestOptions): Promise<Virtual_Guest[]> {
    const where = 'VirtualServerManager.createInstances';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    if (!Array.isArray(list) || list.length === 0) throw new TypeError(`${where}: expected a non-empty array of options`);
    const entries = list.map((entry, index) => checkSpec(CREATE_OPTIONS, entry, `${where}[${index}]`));
    const templates = entries.map((entry, index) => buildTemplate(`${where}[${index}]`, entry));
    const guests = await listApi<Virtual_Guest>(this.client, 'Virtual_Guest', 'createObjects', {
      args: [templates], mask: o.mask, signal: o.signal,
    });
    for (const [index, entry] of entries.entries()) {
      const guest = Array.isArray(guests) ? guests[index] : undefined;
      if (entry.tags !== undefined && guest !== undefined) await this.#setNewTags(where, guest, entry.tags, o.signal);
    }
    return guests;
  }

  /**
   * Checks a creation without creating anything (`Virtual_Guest.generateOrderTemplate`). As the
   * reference does, when subnets or routers are given the returned order's first guest gets the
   * network components again (the order template drops them).
   *
   * @param options - As {@link createInstance} (`tags` are accepted and left out of the order).
   * @returns The order the template would place.
   * @throws TypeError naming every missing required option.
   * @example
   * ```ts
   * const order = await vs.verifyCreateInstance({ cpus: 2, memory: 4096, hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST' });
   * ```
   */
  async verifyCreateInstance(options: CreateInstanceCallOptions): Promise<Container_Product_Order> {
    const where = 'VirtualServerManager.verifyCreateInstance';
    const o = checkSpec(CREATE_CALL_OPTIONS, options, where);
    const template = buildTemplate(where, o);
    const order = await callApi<Container_Product_Order>(this.client, 'Virtual_Guest', 'generateOrderTemplate', {
      args: [template], mask: o.mask, signal: o.signal,
    });
    const guests = order?.virtualGuests;
    const routed = (o.publicRouter ?? o.privateRouter ?? o.publicSubnet ?? o.privateSubnet) !== undefined;
    if (routed && Array.isArray(guests) && typeof guests[0] === 'object' && guests[0] !== null) {
      Object.assign(guests[0], networkComponents(where, o));
    }
    return order;
  }

  /**
   * What a virtual server order may name, as the reference reads it: the package
   * (`Product_Package.getAllObjects`, filter `keyName`, mask `mask[id]`), then its `getItems`,
   * `getActivePresets`, `getAccountRestrictedActivePresets` and `getRegions`; with a datacenter,
   * `Location.getDatacenters` (mask `mask[priceGroups]`, filter `name`, limit 1) for its price
   * group, whose location prices then replace the generic ones.
   *
   * @param options - `vsiType` (package key name, default `PUBLIC_CLOUD_SERVER`), `datacenter`, `signal`.
   * @returns Locations, sizes (presets with their cost), operating systems, port speeds, extras, RAM, databases, cores and disks.
   * @throws ServiceError for an unknown package or datacenter.
   * @example
   * ```ts
   * const { sizes, operatingSystems, guestCore } = await vs.getCreateOptions({ datacenter: 'dal10' });
   * ```
   */
  async getCreateOptions(options?: CreateOptionsQuery): Promise<VirtualServerCreateOptions> {
    const where = 'VirtualServerManager.getCreateOptions';
    const o = checkSpec(CREATE_OPTIONS_QUERY, options, where);
    const pkg = await packageForOrders(this.client, this.ordering, o.signal, o.vsiType ?? 'PUBLIC_CLOUD_SERVER');
    return vsCreateOptionsOf(pkg, o.datacenter, await locationGroupOf(this.client, o.datacenter, o.signal));
  }

  /**
   * Upgrades a guest as the reference does: its upgrade prices (`getUpgradeItemPrices(true)`, mask
   * {@link VirtualServerManager.UPGRADE_PRICE_MASK}); for `disk`, the guest ({@link getInstance})
   * for its last disk slot and each disk's category ({@link getDiskCategoryIdByDiskNumber}); for
   * `preset`, the guest's package ({@link getInstance}) and the preset
   * ({@link OrderingManager.getPresetByKey}); then one
   * `Vendor_Container_Product_Order_Virtual_Guest_Upgrade` (maintenance window now) through
   * `Product_Order.placeOrder` (`verifyOrder` with `test`). Nothing is ordered when nothing was asked.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `cpus`, `memory` (GB), `nicSpeed`, `public`, `preset`, `disk`, `test`, `signal`.
   * @returns The receipt (or verification), or `undefined` when nothing was asked.
   * @throws TypeError for bad options (before any request); ServiceError when an option has no price.
   * @example
   * ```ts
   * await vs.upgrade(123, { cpus: 4, memory: 8, nicSpeed: 1000 });
   * await vs.upgrade(123, { disk: [{ capacity: 100 }] });
   * ```
   */
  async upgrade(id: InstanceIdentifier, options?: UpgradeInstanceOptions): Promise<Container_Product_Order_Receipt | Container_Product_Order | undefined> {
    const where = 'VirtualServerManager.upgrade';
    const o = checkSpec(UPGRADE_OPTIONS, options);
    checkUpgrade(where, o);
    const signal = o.signal;
    const isPublic = o.public ?? true;
    const guestId = await this.#resolveOne(where, id, signal);
    const upgradePrices = await listApi<ItemPrice>(this.client, 'Virtual_Guest', 'getUpgradeItemPrices', {
      id: guestId, args: [true], mask: VirtualServerManager.UPGRADE_PRICE_MASK, signal,
    });
    const order: ProductOrder = {
      complexType: 'Vendor_Container_Product_Order_Virtual_Guest_Upgrade',
      properties: [{ name: 'MAINTENANCE_WINDOW', value: maintenanceStamp(new Date()) }],
      virtualGuests: [{ id: guestId }],
    };
    const prices: NonNullable<ProductOrder['prices']> = [];
    if (o.disk !== undefined && o.disk.length > 0) {
      const guest = await this.getInstance(guestId, { signal });
      let diskNumber = 0;
      for (const child of guest?.billingItem?.children ?? []) {
        const code = child?.categoryCode ?? '';
        if (code.includes('guest_disk')) diskNumber = Math.max(diskNumber, Number(code.replace(/\D/g, '') || 0));
      }
      for (const disk of o.disk) {
        diskNumber = disk.number ? disk.number : diskNumber + 1;
        const priceId = upgradePriceId(upgradePrices, 'disk', disk.capacity, isPublic);
        if (priceId === undefined) throw new ServiceError(`Unable to find disk option with value ${disk.capacity}`);
        const categoryId = await this.getDiskCategoryIdByDiskNumber(disk.capacity, diskNumber, { signal });
        if (categoryId === undefined) throw new ServiceError(`Invalid disk number ${diskNumber} for a disk of ${disk.capacity} GB`);
        prices.push({
          categories: [{ id: categoryId, complexType: 'Vendor_Product_Item_Category' }], complexType: 'Vendor_Product_Item_Price', id: priceId,
        });
      }
    }
    // The reference's order: port speed, cores, memory.
    for (const option of ['nicSpeed', 'cpus', 'memory'] as const) {
      const value = o[option];
      if (!value) continue;
      const priceId = upgradePriceId(upgradePrices, option, value, isPublic);
      if (priceId === undefined) throw new ServiceError(`Unable to find ${option} option with value ${value}`);
      prices.push({ id: priceId });
    }
    if (prices.length > 0) order.prices = prices;
    if (o.preset !== undefined) {
      const guest = await this.getInstance(guestId, { signal });
      const packageKeyname = guest?.billingItem?.package?.keyName;
      if (!packageKeyname) throw new ServiceError(`${where}: virtual server ${guestId} has no billing package to take preset ${o.preset} from`);
      order.presetId = (await this.ordering.getPresetByKey(packageKeyname, o.preset, { signal })).id;
    }
    if (prices.length === 0 && o.preset === undefined) return undefined;
    return callApi<Container_Product_Order_Receipt | Container_Product_Order>(this.client, 'Product_Order', o.test ? 'verifyOrder' : 'placeOrder', { args: [order], signal });
  }

  /**
   * The category id of disk slot `diskNumber` (1 `First Disk` … 5 `Fifth Disk`) for a SAN disk of
   * `capacity` GB: `Product_Package.getItemPrices` of package 46 (mask
   * {@link VirtualServerManager.DISK_PRICE_MASK}, filter `locationGroupId is null` and
   * `item.keyName *= GUEST_DISK_<capacity>_GB_SAN`), then the category of that name. A slot
   * outside 1–5 is `undefined` without a request, as in the reference.
   *
   * @param capacity - Disk size in GB.
   * @param diskNumber - Slot, 1–5.
   * @param options - `signal`.
   * @returns The category id, or `undefined`.
   * @throws TypeError when `capacity` is not a positive integer or `diskNumber` not an integer.
   * @example
   * ```ts
   * const categoryId = await vs.getDiskCategoryIdByDiskNumber(100, 2); // the `Second Disk` category
   * ```
   */
  async getDiskCategoryIdByDiskNumber(capacity: number, diskNumber: number, options?: ResolveOptions): Promise<number | undefined> {
    const where = 'VirtualServerManager.getDiskCategoryIdByDiskNumber';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    if (!positiveInteger(capacity)) throw new TypeError(`${where}: capacity must be a positive integer (GB), got ${show(capacity)}`);
    if (!Number.isInteger(diskNumber)) throw new TypeError(`${where}: diskNumber must be an integer, got ${show(diskNumber)}`);
    const name = DISK_CATEGORY_NAMES[diskNumber];
    if (name === undefined) return undefined;
    const diskPrices = await listApi<ItemPrice>(this.client, 'Product_Package', 'getItemPrices', {
      id: VirtualServerManager.DISK_PACKAGE_ID,
      mask: VirtualServerManager.DISK_PRICE_MASK,
      filter: { itemPrices: { locationGroupId: { operation: 'is null' }, item: { keyName: { operation: `*= GUEST_DISK_${capacity}_GB_SAN` } } } },
      signal: o.signal,
    });
    for (const price of diskPrices) {
      const category = (price?.categories ?? []).find((candidate) => candidate?.name === name);
      if (category !== undefined) return category.id;
    }
    return undefined;
  }

  /**
   * Orders a guest through `Product_Order` (for what `createObject` cannot do, such as IPv6), as
   * the reference does: the order template ({@link verifyCreateInstance}, i.e.
   * `generateOrderTemplate`); with `ipv6`, the price of `1_IPV6_ADDRESS`
   * ({@link OrderingManager.getPriceIdList} of `PUBLIC_CLOUD_SERVER`) added; `userdata`,
   * `hostId` and `placementId` set on it; then `Product_Order.verifyOrder` (`test`) or
   * `placeOrder`, and after a placed order `setTags(tags)` on each new guest.
   *
   * @param guest - What to order: {@link CreateInstanceOptions} plus `ipv6` and `placementId`.
   * @param options - `test` (only verify), `signal`.
   * @returns The receipt (`orderDetails.virtualGuests` are the new guests), or the verified order.
   * @throws TypeError naming every missing or ill-typed option, before any request.
   * @example
   * ```ts
   * const receipt = await vs.orderGuest({
   *   hostname: 'web1', domain: 'example.com', flavor: 'B1_2X4X25', osCode: 'UBUNTU_LATEST', datacenter: 'dal10', ipv6: true,
   * });
   * ```
   */
  async orderGuest(guest: OrderGuestOptions, options?: OrderGuestCallOptions): Promise<Container_Product_Order_Receipt | Container_Product_Order> {
    const where = 'VirtualServerManager.orderGuest';
    const o = checkSpec(ORDER_GUEST_CALL_OPTIONS, options, where);
    const g = checkSpec(ORDER_GUEST_OPTIONS, guest);
    const { tags, ipv6, placementId, ...create } = g;
    const tagsText = tags === undefined ? undefined : tagText(where, tags);
    buildTemplate(where, create);
    const signal = o.signal;
    // The order of a guest: `hostId` (a dedicated host) belongs to the virtual-guest order container.
    const template: Container_Product_Order_Virtual_Guest = await this.verifyCreateInstance({ ...create, signal });
    if (ipv6) {
      const [priceId] = await this.ordering.getPriceIdList('PUBLIC_CLOUD_SERVER', ['1_IPV6_ADDRESS'], { signal });
      template.prices = [...(template.prices ?? []), { id: priceId ?? undefined }];
    }
    const first = Array.isArray(template.virtualGuests) ? (template.virtualGuests[0] as Record<string, unknown> | undefined) : undefined;
    // `generateOrderTemplate` leaves user data out, so the reference sets it again.
    if (create.userdata && first) first.userData = [{ value: create.userdata }];
    if (create.hostId !== undefined) template.hostId = create.hostId;
    if (placementId !== undefined && first) first.placementGroupId = placementId;
    if (o.test) return callApi<Container_Product_Order>(this.client, 'Product_Order', 'verifyOrder', { args: [template], signal });
    const receipt = await callApi<Container_Product_Order_Receipt>(this.client, 'Product_Order', 'placeOrder', { args: [template], signal });
    if (tagsText !== undefined) {
      const made = receipt?.orderDetails?.virtualGuests ?? [];
      for (const newGuest of made) await this.#setNewTags(where, newGuest, tagsText, signal);
    }
    return receipt;
  }

  /**
   * Cancels (deletes) a virtual server (`Virtual_Guest.deleteObject`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The API's answer (`true` on success).
   * @example
   * ```ts
   * await vs.cancelInstance('web1.example.com');
   * ```
   */
  async cancelInstance(id: InstanceIdentifier, options?: RequestOptions): Promise<boolean> {
    const where = 'VirtualServerManager.cancelInstance';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, 'Virtual_Guest', 'deleteObject', { id: guestId, mask: o.mask, signal: o.signal });
  }

  /**
   * Reloads the operating system (`Virtual_Guest.reloadOperatingSystem('FORCE', config)`), the
   * config holding `customProvisionScriptUri`, `sshKeyIds` and `imageTemplateId` as given.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `postUri`, `sshKeys`, `imageId`, `mask`, `signal`.
   * @returns The API's answer.
   * @example
   * ```ts
   * await vs.reloadInstance('web1', { sshKeys: [11, 12] });
   * ```
   */
  async reloadInstance(id: InstanceIdentifier, options?: ReloadOptions): Promise<unknown> {
    const where = 'VirtualServerManager.reloadInstance';
    const o = checkSpec(RELOAD_OPTIONS, options, where);
    // As the reference: an empty key list is left out of the config.
    const config = reloadConfig(where, { ...o, sshKeys: Array.isArray(o.sshKeys) && o.sshKeys.length === 0 ? undefined : o.sshKeys });
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<unknown>(this.client, 'Virtual_Guest', 'reloadOperatingSystem', {
      id: guestId, args: ['FORCE', config], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Edits a virtual server as the reference does: user data through
   * `setUserMetadata([userdata])`, then tags through `setTags` (`''` removes them all), then
   * `editObject` with whichever of `hostname`, `domain`, `notes` are non-empty. Empty strings are
   * left out, as the reference leaves them out.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - At least one of `hostname`, `domain`, `notes`, `userdata`, `tags`.
   * @returns `true`, or the answer of `editObject` when it was called.
   * @throws TypeError when nothing is to change.
   * @example
   * ```ts
   * await vs.editInstance(123, { notes: 'db replica', tags: 'db,replica', userdata: '#cloud-config' });
   * ```
   */
  async editInstance(id: InstanceIdentifier, options: EditInstanceOptions): Promise<boolean> {
    const where = 'VirtualServerManager.editInstance';
    const o = checkSpec(EDIT_INSTANCE_OPTIONS, options, where);
    const changes: { hostname?: string; domain?: string; notes?: string } = {};
    for (const key of ['hostname', 'domain', 'notes'] as const) if (o[key]) changes[key] = o[key];
    const tags = o.tags === undefined ? undefined : tagText(where, o.tags);
    if (Object.keys(changes).length === 0 && !o.userdata && tags === undefined) {
      throw new TypeError(`${where}: nothing to change: give hostname, domain, notes, userdata or tags`);
    }
    const guestId = await this.#resolveOne(where, id, o.signal);
    if (o.userdata) {
      await callApi<unknown>(this.client, 'Virtual_Guest', 'setUserMetadata', { id: guestId, args: [[o.userdata]], signal: o.signal });
    }
    if (tags !== undefined) {
      await callApi<unknown>(this.client, 'Virtual_Guest', 'setTags', { id: guestId, args: [tags], signal: o.signal });
    }
    if (Object.keys(changes).length === 0) return true;
    return callApi<boolean>(this.client, 'Virtual_Guest', 'editObject', { id: guestId, args: [changes], mask: o.mask, signal: o.signal });
  }

  /**
   * Polls a virtual server until it is ready: it has a `provisionDate` and no active reload
   * transaction (with `pending: true`, no active transaction at all). The active transaction counts
   * as a reload when it is the guest's `lastOperatingSystemReload` or its status name holds `RELOAD`.
   *
   * Resolves `true` once ready and `false` when `timeoutMs` passes first (the last check is made at
   * the deadline). An abort of `signal` rejects with the signal's reason at once, and clears the
   * pending timer, so nothing keeps the process alive afterwards. API errors reject.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `timeoutMs`, `pollMs`, `pending`, `mask`, `signal`.
   * @returns Whether the guest became ready in time.
   * @throws RangeError for a negative timeout or a poll interval of zero or less.
   * @example
   * ```ts
   * const guest = await vs.createInstance(options);
   * if (!(await vs.waitForReady(guest.id!, { timeoutMs: 15 * 60_000 }))) console.warn('still provisioning');
   * ```
   */
  async waitForReady(id: InstanceIdentifier, options?: WaitForReadyOptions): Promise<boolean> {
    const where = 'VirtualServerManager.waitForReady';
    const o = checkSpec(WAIT_OPTIONS, options, where);
    const pending = o.pending ?? false;
    let guestId: number | undefined;
    // The name is resolved by the first check, so the deadline bounds it too.
    const read = async (signal: AbortSignal): Promise<Virtual_Guest> => {
      guestId ??= await this.#resolveOne(where, id, signal);
      return callApi<Virtual_Guest>(this.client, 'Virtual_Guest', 'getObject', { id: guestId, mask: o.mask ?? VirtualServerManager.READY_MASK, signal });
    };
    return pollUntilReady(where, this.client, { timeoutMs: o.timeoutMs ?? 3_600_000, pollMs: o.pollMs, signal: o.signal }, read, (guest) => isGuestReady(guest, pending));
  }

  /**
   * The ids an identifier stands for: a number or numeric string is itself; an IP address matches
   * `primaryIpAddress`, else `primaryBackendIpAddress`; any other name matches `hostname`, else
   * `fullyQualifiedDomainName` (exact, case-insensitive). May be empty or hold several ids.
   *
   * @param identifier - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The matching ids.
   * @example
   * ```ts
   * const ids = await vs.resolveIds('web1'); // e.g. [123]
   * ```
   */
  async resolveIds(identifier: InstanceIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = 'VirtualServerManager.resolveIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  /**
   * The one id an identifier stands for (as {@link resolveIds}), for callers that make several
   * calls on one guest.
   *
   * @param identifier - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The guest's id.
   * @throws NameResolutionError when the name matches no guest or several.
   * @example
   * ```ts
   * const id = await vs.resolveId('web1'); // e.g. 123
   * ```
   */
  async resolveId(identifier: InstanceIdentifier, options?: ResolveOptions): Promise<number> {
    const where = 'VirtualServerManager.resolveId';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return this.#resolveOne(where, identifier, o.signal);
  }

  /**
   * Waits for every pending transaction of a guest to finish: {@link waitForReady} with
   * `pending: true` (the reference's `wait_for_transaction`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `timeoutMs`, `pollMs`, `mask`, `signal`.
   * @returns Whether the guest had no active transaction in time.
   * @example
   * ```ts
   * await vs.waitForTransaction(123, { timeoutMs: 600_000 });
   * ```
   */
  async waitForTransaction(id: InstanceIdentifier, options?: Omit<WaitForReadyOptions, 'pending'>): Promise<boolean> {
    const o = checkSpec(WAIT_TRANSACTION_OPTIONS, options);
    return this.waitForReady(id, { ...o, pending: true });
  }

  /**
   * Replaces a guest's tags (`setTags`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param tags - `'a,b'` or `['a', 'b']`; `''` or `[]` removes them all.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.setTags(123, 'web,prod');
   * ```
   */
  async setTags(id: InstanceIdentifier, tags: string | string[], options?: RequestOptions): Promise<boolean> {
    const where = 'VirtualServerManager.setTags';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const text = tagText(where, tags);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, 'Virtual_Guest', 'setTags', { id: guestId, args: [text], mask: o.mask, signal: o.signal });
  }

  /**
   * Changes the speed of the public or private NIC (`setPublicNetworkInterfaceSpeed` /
   * `setPrivateNetworkInterfaceSpeed(speed)`). A speed of 0 disables the interface.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param isPublic - `true` for the public interface, `false` for the private one.
   * @param speed - Mbps (0, 10, 100, 1000, …).
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.changePortSpeed(123, true, 100);
   * ```
   */
  async changePortSpeed(id: InstanceIdentifier, isPublic: boolean, speed: number, options?: RequestOptions): Promise<boolean> {
    const where = 'VirtualServerManager.changePortSpeed';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    checkArgument(where, 'isPublic', isPublic, isBoolean, 'a boolean');
    if (!Number.isSafeInteger(speed) || speed < 0) throw new TypeError(`${where}: speed must be an integer >= 0 (Mbps), got ${String(speed)}`);
    const guestId = await this.#resolveOne(where, id, o.signal);
    const method = isPublic ? 'setPublicNetworkInterfaceSpeed' : 'setPrivateNetworkInterfaceSpeed';
    return callApi<boolean>(this.client, 'Virtual_Guest', method, { id: guestId, args: [speed], mask: o.mask, signal: o.signal });
  }

  /**
   * Reboots a guest into the rescue kernel (`executeRescueLayer`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.rescue('web1');
   * ```
   */
  async rescue(id: InstanceIdentifier, options?: RequestOptions): Promise<boolean> {
    return this.#plain('VirtualServerManager.rescue', 'executeRescueLayer', id, [], undefined, options);
  }

  /**
   * Captures a guest's disks into an image: reads its block devices (`getObject`, mask
   * {@link VirtualServerManager.CAPTURE_MASK}), keeps every disk that is not a metadata disk, a
   * swap disk or a CD (only device `"0"` unless `additionalDisks`), then
   * `createArchiveTemplate(name, disks, notes)`.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param name - Name of the image.
   * @param options - `additionalDisks` (default false), `notes`, `mask`, `signal`.
   * @returns The capture transaction.
   * @example
   * ```ts
   * const transaction = await vs.capture(123, 'web-base', { notes: 'before upgrade' });
   * ```
   */
  async capture(
    id: InstanceIdentifier, name: string, options?: CaptureOptions,
  ): Promise<Provisioning_Version1_Transaction> {
    const where = 'VirtualServerManager.capture';
    const o = checkSpec(CAPTURE_OPTIONS, options, where);
    requireString(where, 'name', name);
    const guestId = await this.#resolveOne(where, id, o.signal);
    const guest = await callApi<Virtual_Guest>(this.client, 'Virtual_Guest', 'getObject', {
      id: guestId, mask: VirtualServerManager.CAPTURE_MASK, signal: o.signal,
    });
    const disks = (guest?.blockDevices ?? []).filter((device) =>
      !device.diskImage?.metadataFlag &&
      device.diskImage?.type?.keyName !== 'SWAP' &&
      device.mountType !== 'CD' &&
      (o.additionalDisks === true || String(device.device) === '0'));
    return callApi<Provisioning_Version1_Transaction>(this.client, 'Virtual_Guest', 'createArchiveTemplate', {
      id: guestId, args: [name, disks, o.notes ?? null], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * The id of a guest's metric tracking object (`getMetricTrackingObjectId`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The tracking object id.
   * @example
   * ```ts
   * const trackingId = await vs.getTrackingId(123);
   * ```
   */
  async getTrackingId(id: InstanceIdentifier, options?: RequestOptions): Promise<number> {
    return this.#plain('VirtualServerManager.getTrackingId', 'getMetricTrackingObjectId', id, [], undefined, options);
  }

  /**
   * Usage summary of a guest: its tracking id (`getMetricTrackingObjectId`), then
   * `Metric_Tracking_Object.getSummaryData(startDate, endDate, [{ keyName: validType, summaryType:
   * 'max' }], summaryPeriod)`, read page by page as the reference does.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `startDate`, `endDate`, `validType` (e.g. `CPU0`, `MEMORY_USAGE`), `summaryPeriod` (seconds), `signal`.
   * @returns The data points.
   * @example
   * ```ts
   * const points = await vs.getSummaryDataUsage(123, { startDate: '2024-01-01', endDate: '2024-01-02', validType: 'CPU0', summaryPeriod: 300 });
   * ```
   */
  async getSummaryDataUsage(id: InstanceIdentifier, options?: SummaryDataOptions): Promise<Metric_Tracking_Object_Data[]> {
    const where = 'VirtualServerManager.getSummaryDataUsage';
    const o = checkSpec(SUMMARY_DATA_OPTIONS, options, where);
    const trackingId = await this.getTrackingId(id, { signal: o.signal });
    const types = [{ keyName: o.validType ?? null, summaryType: 'max' }];
    return this.#metrics('getSummaryData', trackingId, [o.startDate ?? null, o.endDate ?? null, types, o.summaryPeriod ?? null], o);
  }

  /**
   * Bandwidth data of a guest: its tracking id, then `Metric_Tracking_Object.getBandwidthData(
   * startDate, endDate, direction, rollup)`, read page by page as the reference does.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `startDate`, `endDate`, `direction` (`public`, `private`, or both when unset), `rollup` (default 3600 s), `signal`.
   * @returns The data points.
   * @example
   * ```ts
   * const points = await vs.getBandwidthData(123, { startDate: '2024-01-01', endDate: '2024-01-02', direction: 'public' });
   * ```
   */
  async getBandwidthData(id: InstanceIdentifier, options?: BandwidthDataOptions): Promise<Metric_Tracking_Object_Data[]> {
    const where = 'VirtualServerManager.getBandwidthData';
    const o = checkSpec(BANDWIDTH_DATA_OPTIONS, options, where);
    const trackingId = await this.getTrackingId(id, { signal: o.signal });
    return this.#metrics('getBandwidthData', trackingId, [o.startDate ?? null, o.endDate ?? null, o.direction ?? null, o.rollup ?? 3600], o);
  }

  /**
   * Bandwidth allotment and this cycle's usage: `getBandwidthAllotmentDetail` (mask
   * `allocation[amount]`) and `getBillingCycleBandwidthUsage` (mask `amountIn, amountOut, type`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns `{ allotment, usage }`, `allotment` being the detail's `allocation`.
   * @example
   * ```ts
   * const { allotment, usage } = await vs.getBandwidthAllocation(123);
   * ```
   */
  async getBandwidthAllocation(id: InstanceIdentifier, options?: ResolveOptions): Promise<BandwidthAllocation> {
    const where = 'VirtualServerManager.getBandwidthAllocation';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const guestId = await this.#resolveOne(where, id, o.signal);
    const detail = await callApi<{ allocation?: BandwidthAllocation['allotment'] } | null>(
      this.client, 'Virtual_Guest', 'getBandwidthAllotmentDetail', { id: guestId, mask: 'allocation[amount]', signal: o.signal },
    );
    const usage = await callApi<Network_Bandwidth_Usage[]>(this.client, 'Virtual_Guest', 'getBillingCycleBandwidthUsage', {
      id: guestId, mask: 'amountIn, amountOut, type', signal: o.signal,
    });
    return { allotment: detail ? detail.allocation : detail, usage };
  }

  /**
   * Network storage of a kind the guest may reach (`getAttachedNetworkStorages(nasType)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param nasType - Storage type, e.g. `ISCSI` or `NAS`.
   * @param options - `mask` (default the reference's) and `signal`.
   * @returns The volumes.
   * @example
   * ```ts
   * const volumes = await vs.getStorageDetails(123, 'ISCSI');
   * ```
   */
  getStorageDetails<const K extends MaskArg = never, const Q extends Selection = never>(id: InstanceIdentifier, nasType: string, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', 'id, username, capacityGb, notes, serviceResourceBackendIpAddress, allowedVirtualGuests[id, datacenter]', K, Q>>>;
  async getStorageDetails(id: InstanceIdentifier, nasType: string, options?: RequestOptions): Promise<Network_Storage[]> {
    requireString('VirtualServerManager.getStorageDetails', 'nasType', nasType);
    return this.#plain('VirtualServerManager.getStorageDetails', 'getAttachedNetworkStorages', id, [nasType],
      'id, username, capacityGb, notes, serviceResourceBackendIpAddress, allowedVirtualGuests[id, datacenter]', options);
  }

  /**
   * The storage access host of a guest with its credential (`getAllowedHost`, mask `credential`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The allowed host.
   * @example
   * ```ts
   * const { credential } = await vs.getStorageCredentials(123);
   * ```
   */
  getStorageCredentials<const K extends MaskArg = never, const Q extends Selection = never>(id: InstanceIdentifier, options?: Selecting<RequestOptions, 'Network_Storage_Allowed_Host', K, Q>): Promise<NoInfer<ByMask<Network_Storage_Allowed_Host, 'Network_Storage_Allowed_Host', 'credential', K, Q>>>;
  async getStorageCredentials(id: InstanceIdentifier, options?: RequestOptions): Promise<Network_Storage_Allowed_Host> {
    return this.#plain('VirtualServerManager.getStorageCredentials', 'getAllowedHost', id, [], 'credential', options);
  }

  /**
   * Portable storage volumes attached to a guest (`Account.getPortableStorageVolumes` filtered on
   * `portableStorageVolumes.blockDevices.guest.id`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The volumes.
   * @example
   * ```ts
   * const volumes = await vs.getPortableStorage(123);
   * ```
   */
  async getPortableStorage(id: InstanceIdentifier, options?: RequestOptions): Promise<Virtual_Disk_Image[]> {
    const where = 'VirtualServerManager.getPortableStorage';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<Virtual_Disk_Image[]>(this.client, 'Account', 'getPortableStorageVolumes', {
      filter: { portableStorageVolumes: { blockDevices: { guest: { id: { operation: guestId } } } } }, mask: o.mask, signal: o.signal,
    });
  }

  /**
   * The block devices (disks) of a guest (`getBlockDevices`, mask `diskImage`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The block devices.
   * @example
   * ```ts
   * const disks = await vs.getLocalDisks(123);
   * ```
   */
  getLocalDisks<const K extends MaskArg = never, const Q extends Selection = never>(id: InstanceIdentifier, options?: Selecting<RequestOptions, 'Virtual_Guest_Block_Device', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest_Block_Device[], 'Virtual_Guest_Block_Device', 'diskImage', K, Q>>>;
  async getLocalDisks(id: InstanceIdentifier, options?: RequestOptions): Promise<Virtual_Guest_Block_Device[]> {
    return this.#plain('VirtualServerManager.getLocalDisks', 'getBlockDevices', id, [], 'diskImage', options);
  }

  /**
   * Migrates a guest that needs it to another host (`migrate`); the API faults when none is needed.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The API's answer.
   * @example
   * ```ts
   * await vs.migrate(123);
   * ```
   */
  async migrate(id: InstanceIdentifier, options?: RequestOptions): Promise<unknown> {
    return this.#plain('VirtualServerManager.migrate', 'migrate', id, [], undefined, options);
  }

  /**
   * Migrates a guest to a dedicated host (`migrateDedicatedHost(hostId)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param hostId - The dedicated host.
   * @param options - `mask` and `signal`.
   * @returns The API's answer.
   * @example
   * ```ts
   * await vs.migrateDedicated(123, 4567);
   * ```
   */
  async migrateDedicated(id: InstanceIdentifier, hostId: number, options?: RequestOptions): Promise<unknown> {
    const where = 'VirtualServerManager.migrateDedicated';
    return this.#plain(where, 'migrateDedicatedHost', id, [requireId(where, 'hostId', hostId)], undefined, options);
  }

  /**
   * Lets a guest reach a block or file volume: finds the volume by user name
   * (`Account.getNetworkStorage`, filter `networkStorage.username`), then
   * `allowAccessToNetworkStorageList([{ id, username }])`.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param storageUsername - The volume's user name.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @throws ServiceError when no volume has that user name.
   * @example
   * ```ts
   * await vs.authorizeStorage(123, 'SL02SEV307_1');
   * ```
   */
  async authorizeStorage(id: InstanceIdentifier, storageUsername: string, options?: RequestOptions): Promise<boolean> {
    const where = 'VirtualServerManager.authorizeStorage';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    requireString(where, 'storageUsername', storageUsername);
    const guestId = await this.#resolveOne(where, id, o.signal);
    const volumes = await callApi<Network_Storage[]>(this.client, 'Account', 'getNetworkStorage', {
      filter: { networkStorage: { username: { operation: storageUsername } } }, signal: o.signal,
    });
    const volume = Array.isArray(volumes) ? volumes[0] : undefined;
    if (volume?.id === undefined) {
      throw new ServiceError(`${where}: no storage with username ${JSON.stringify(storageUsername)} was found`);
    }
    return callApi<boolean>(this.client, 'Virtual_Guest', 'allowAccessToNetworkStorageList', {
      id: guestId, args: [[{ id: volume.id, username: storageUsername }]], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Attaches a portable storage volume to a guest (`attachDiskImage(portableId)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param portableId - The portable volume (disk image) id.
   * @param options - `mask` and `signal`.
   * @returns The attach transaction.
   * @example
   * ```ts
   * await vs.attachPortableStorage(123, 70000002);
   * ```
   */
  async attachPortableStorage(id: InstanceIdentifier, portableId: number, options?: RequestOptions): Promise<Provisioning_Version1_Transaction> {
    const where = 'VirtualServerManager.attachPortableStorage';
    return this.#plain(where, 'attachDiskImage', id, [requireId(where, 'portableId', portableId)], undefined, options);
  }

  /**
   * The browser console access log of a guest (`getBrowserConsoleAccessLogs`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The log entries.
   * @example
   * ```ts
   * for (const entry of await vs.browserAccessLog(123)) console.log(entry.eventType, entry.sourceIp);
   * ```
   */
  browserAccessLog<const K extends MaskArg = never, const Q extends Selection = never>(id: InstanceIdentifier, options?: Selecting<RequestOptions, 'Virtual_BrowserConsoleAccessLog', K, Q>): Promise<NoInfer<ByMask<Virtual_BrowserConsoleAccessLog[], 'Virtual_BrowserConsoleAccessLog', 'createDate, eventType, id, message, sourceIp, sourcePort, username', K, Q>>>;
  async browserAccessLog(id: InstanceIdentifier, options?: RequestOptions): Promise<Virtual_BrowserConsoleAccessLog[]> {
    return this.#plain('VirtualServerManager.browserAccessLog', 'getBrowserConsoleAccessLogs', id, [],
      'createDate, eventType, id, message, sourceIp, sourcePort, username', options);
  }

  /**
   * The users notified about a guest (`User_Customer_Notification_Virtual_Guest.findByGuestId(id)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The subscriptions.
   * @example
   * ```ts
   * const subscriptions = await vs.getNotifications(123);
   * ```
   */
  async getNotifications(id: InstanceIdentifier, options?: RequestOptions): Promise<User_Customer_Notification_Virtual_Guest[]> {
    const where = 'VirtualServerManager.getNotifications';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<User_Customer_Notification_Virtual_Guest[]>(this.client, NOTIFICATION_SERVICE, 'findByGuestId', { args: [guestId], mask: o.mask, signal: o.signal });
  }

  /**
   * Subscribes a user to a guest's notifications (`User_Customer_Notification_Virtual_Guest
   * .createObject({ guestId, userId })`, mask `user`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param userId - The user.
   * @param options - `mask` and `signal`.
   * @returns The new subscription with its user.
   * @example
   * ```ts
   * await vs.addNotification(123, 7001);
   * ```
   */
  addNotification<const K extends MaskArg = never, const Q extends Selection = never>(id: InstanceIdentifier, userId: number, options?: Selecting<RequestOptions, 'User_Customer_Notification_Virtual_Guest', K, Q>): Promise<NoInfer<ByMask<User_Customer_Notification_Virtual_Guest, 'User_Customer_Notification_Virtual_Guest', 'user', K, Q>>>;
  async addNotification(id: InstanceIdentifier, userId: number, options?: RequestOptions): Promise<User_Customer_Notification_Virtual_Guest> {
    const where = 'VirtualServerManager.addNotification';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const user = requireId(where, 'userId', userId);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<User_Customer_Notification_Virtual_Guest>(this.client, NOTIFICATION_SERVICE, 'createObject', {
      args: [{ guestId, userId: user }], mask: o.mask ?? 'user', signal: o.signal,
    });
  }

  /**
   * Removes a notification subscription (`User_Customer_Notification_Virtual_Guest.deleteObjects([{ id }])`).
   *
   * @param notificationId - The subscription id (from {@link getNotifications}).
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.removeNotification(3000001);
   * ```
   */
  async removeNotification(notificationId: number, options?: RequestOptions): Promise<boolean> {
    const where = 'VirtualServerManager.removeNotification';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const entry = requireId(where, 'notificationId', notificationId);
    return callApi<boolean>(this.client, NOTIFICATION_SERVICE, 'deleteObjects', { args: [[{ id: entry }]], mask: o.mask, signal: o.signal });
  }

  /**
   * Powers a guest on (`powerOn`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.powerOn('web1');
   * ```
   */
  async powerOn(id: InstanceIdentifier, options?: RequestOptions): Promise<boolean> {
    return this.#plain('VirtualServerManager.powerOn', 'powerOn', id, [], undefined, options);
  }

  /**
   * Powers a guest off: `powerOffSoft` (the OS shuts down), or `powerOff` with `hard`.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `hard`, `mask`, `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.powerOff('web1', { hard: true });
   * ```
   */
  async powerOff(id: InstanceIdentifier, options?: PowerOffOptions): Promise<boolean> {
    const where = 'VirtualServerManager.powerOff';
    const { hard, ...request } = checkSpec(POWER_OFF_OPTIONS, options, where);
    return this.#plain(where, hard === true ? 'powerOff' : 'powerOffSoft', id, [], undefined, request);
  }

  /**
   * Reboots a guest: `rebootDefault` (soft, then hard when that fails), `rebootSoft` or `rebootHard`.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mode` (`default`, `soft`, `hard`), `mask`, `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.reboot('web1', { mode: 'soft' });
   * ```
   */
  async reboot(id: InstanceIdentifier, options?: RebootOptions): Promise<boolean> {
    const where = 'VirtualServerManager.reboot';
    const { mode, ...request } = checkSpec(REBOOT_OPTIONS, options, where);
    const method = mode === 'soft' ? 'rebootSoft' : mode === 'hard' ? 'rebootHard' : 'rebootDefault';
    return this.#plain(where, method, id, [], undefined, request);
  }

  /**
   * Pauses a running guest (`pause`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.pause('web1');
   * ```
   */
  async pause(id: InstanceIdentifier, options?: RequestOptions): Promise<boolean> {
    return this.#plain('VirtualServerManager.pause', 'pause', id, [], undefined, options);
  }

  /**
   * Resumes a paused guest (`resume`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await vs.resume('web1');
   * ```
   */
  async resume(id: InstanceIdentifier, options?: RequestOptions): Promise<boolean> {
    return this.#plain('VirtualServerManager.resume', 'resume', id, [], undefined, options);
  }

  /**
   * The reverse zones of a guest's addresses (`getReverseDomainRecords`, default mask
   * `id, name, resourceRecords`), as {@link DNSManager.syncPtrRecord} takes them.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The reverse zones with their records.
   * @example
   * ```ts
   * const [reverse] = await vs.getReverseDomains(123);
   * ```
   */
  async getReverseDomains(id: InstanceIdentifier, options?: RequestOptions): Promise<ReverseDomain[]> {
    return this.#plain('VirtualServerManager.getReverseDomains', 'getReverseDomainRecords', id, [], 'id, name, resourceRecords', options);
  }

  /**
   * Finds guests through the search service, as the reference's `SearchManager.search_instances`:
   * `Search.advancedSearch('_objectType:Vendor_Virtual_Guest *<term>* hostname: *<h>* …')`, the
   * results' `resource` members returned. An empty `term` lists every guest the search indexes.
   *
   * @param term - Free text, matched as `*<term>*` (none when empty).
   * @param options - `hostname`, `domain`, `datacenter`, `tags`, `mask` (of the search results; default
   *   `mask[resource(Vendor_Virtual_Guest)[…]]` with {@link VirtualServerManager.LIST_MASK}), `signal`.
   * @returns The guests found.
   * @example
   * ```ts
   * const guests = await vs.searchInstances('web', { domain: 'example.com' });
   * ```
   */
  async searchInstances(term: string, options?: SearchInstancesOptions): Promise<Virtual_Guest[]> {
    const where = 'VirtualServerManager.searchInstances';
    const o = checkSpec(SEARCH_INSTANCES_OPTIONS, options, where);
    if (typeof term !== 'string') throw new TypeError(`${where}: term must be a string, got ${show(term)}`);
    let query = `_objectType:Vendor_Virtual_Guest ${term ? `*${term}*` : ''}`;
    if (o.hostname) query += ` hostname: *${o.hostname}*`;
    if (o.domain) query += ` domain: *${o.domain}*`;
    if (o.datacenter) query += ` datacenter.longName: *${o.datacenter}*`;
    if (o.tags && o.tags.length > 0) query += ` ${o.tags.map((tag) => `tagReferences.tag.name: "${tag}"`).join(' ')}`;
    const results = await listApi<{ resource?: Virtual_Guest }>(this.client, 'Search', 'advancedSearch', {
      args: [query], mask: o.mask ?? `mask[resource(Vendor_Virtual_Guest)[${VirtualServerManager.LIST_MASK}]]`, signal: o.signal,
    });
    return results.flatMap((result) => (result?.resource === undefined ? [] : [result.resource]));
  }

  /** One `Virtual_Guest` call on a resolved guest with fixed arguments and a default mask. */
  async #plain<T>(
    where: string, method: string, id: InstanceIdentifier, args: unknown[], defaultMask: string | undefined,
    options: RequestOptions | undefined,
  ): Promise<T> {
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<T>(this.client, 'Virtual_Guest', method, { id: guestId, args, mask: o.mask ?? defaultMask, signal: o.signal });
  }

  /** A `Metric_Tracking_Object` list, paged as the reference's `iter=True` (100 a page). */
  async #metrics(method: string, trackingId: number, args: unknown[], o: RequestOptions): Promise<Metric_Tracking_Object_Data[]> {
    const points: Metric_Tracking_Object_Data[] = [];
    const pages = iterApi<Metric_Tracking_Object_Data>(this.client, 'Metric_Tracking_Object', method, {
      id: trackingId, args, mask: o.mask, signal: o.signal, chunk: 100,
    });
    for await (const point of pages) points.push(point);
    return points;
  }


  #resolveOne(where: string, id: InstanceIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'virtual server', id, this.#lookup, signal);
  }

  async #setNewTags(where: string, guest: Virtual_Guest, tags: string | string[], signal: AbortSignal | undefined): Promise<void> {
    const guestId = parseId(guest?.id);
    if (guestId === undefined) {
      throw new ServiceError(`${where}: the API returned no id for the new guest, so its tags could not be set`);
    }
    await callApi<unknown>(this.client, 'Virtual_Guest', 'setTags', { id: guestId, args: [tagText(where, tags)], signal });
  }
}
