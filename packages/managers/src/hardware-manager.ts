/**
 * Hardware (bare-metal) servers (`Hardware_Server`): list, read, edit, reload, cancel, order,
 * firmware, network, storage, bandwidth, sensors and notifications.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type {
  Container_Product_Order, Container_Product_Order_Receipt, Container_RemoteManagement_SensorReading, Hardware_Component, Hardware_Server,
  Metric_Tracking_Object_Data, Network_Component, Network_Storage, Network_Storage_Allowed_Host, Provisioning_Maintenance_Window,
  Software_Component, Software_Component_Password, User_Customer_Notification_Hardware,
} from '@svclib/model';
import type { ObjectFilter } from './filters.js';
import {
  BANDWIDTH_DATA_OPTIONS, CANCEL_HARDWARE_OPTIONS, COMPONENTS_OPTIONS, CREATE_OPTIONS_QUERY, EDIT_HARDWARE_OPTIONS, HARDWARE_ORDER_OPTIONS,
  ITER_HARDWARE_OPTIONS, LIST_HARDWARE_OPTIONS, NETWORK_COMPONENTS_OPTIONS, PORT_SPEED_OPTIONS, REBOOT_HARDWARE_OPTIONS, REFLASH_FIRMWARE_OPTIONS,
  RELOAD_HARDWARE_OPTIONS, SEARCH_HARDWARE_OPTIONS, UPDATE_FIRMWARE_OPTIONS, UPGRADE_HARDWARE_OPTIONS,
} from './hardware-options.js';
import type {
  CancelHardwareOptions, ComponentsOptions, EditHardwareOptions, FirmwareOptions, HardwareBandwidthDataOptions, HardwareIdentifier,
  HardwareCreateOptionsQuery, HardwareOrderOptions, IterHardwareOptions, ListHardwareOptions, NetworkComponentsOptions, PortSpeedOptions,
  RebootHardwareOptions, ReloadHardwareOptions, SearchHardwareOptions, UpgradeHardwareOptions,
} from './hardware-options.js';
import {
  createOptionsOf, hardwareOrder, locationGroupOf, maintenanceStamp, PACKAGE_KEYNAME, packageForOrders,
} from './hardware-order.js';
import type { HardwareOrderArgs } from './hardware-order.js';
import type { ReverseDomain } from './dns-manager.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkArgument, checkSpec, isBoolean, iterApi, iterRequest, listRequest,
  REQUEST_OPTIONS, requireId, requireString, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { RequestOptions, ResolveOptions } from './options.js';
import { OrderingManager } from './ordering-manager.js';
import { isServerReady, pollUntilReady, READY_OPTIONS } from './ready.js';
import { HARDWARE_READY_MASK } from './waiters/server-waiters.js';
import type { ReadyOptions } from './ready.js';
import { resolveIdList, resolveOneId, serverLookup } from './resolve.js';
import type { IdLookup } from './resolve.js';
import { serverListFilter } from './server-list.js';
import { reloadConfig } from './server-templates.js';
import type { HardwareCreateOptions, TrunkVlan } from './types/hardware.js';
import type { BandwidthAllocation } from './types/virtual-guest.js';
import type { ItemPrice } from './types/ordering.js';
import type { ServerEditTemplate, Vlan } from './types.js';

export type {
  CancelHardwareOptions, ComponentsOptions, EditHardwareOptions, FirmwareOptions, HardwareBandwidthDataOptions, HardwareIdentifier,
  HardwareCreateOptionsQuery, IterHardwareOptions, ListHardwareOptions, NetworkComponentsOptions, PortSpeedOptions, RebootHardwareOptions,
  ReloadHardwareOptions, SearchHardwareOptions, UpgradeHardwareOptions,
} from './hardware-options.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

const UPGRADE_CATEGORIES: Readonly<Record<string, string>> = {
  memory: 'ram', nicSpeed: 'port_speed', driveController: 'disk_controller', publicBandwidth: 'bandwidth',
};

/**
 * Hardware servers in one call each.
 *
 * @example
 * ```ts
 * const hw = new HardwareManager(client);
 * const [server] = await hw.listHardware({ hostname: 'db*', limit: 1 });
 * ```
 */
export class HardwareManager {
  /**
   * Mask of `listHardware`/`iterHardware` unless the caller gives one: the reference client's
   * (local properties, then the `Hardware_Server`-typed `activeTransaction`), plus `hardwareStatus`
   * (the API's `Hardware` has no `powerState`).
   *
   * @example
   * ```ts
   * await hw.listHardware({ mask: 'mask[id, hostname, tagReferences.tag.name]' });
   * ```
   */
  static readonly LIST_MASK = joinMask(
    '[mask[id,hostname,domain,hardwareStatusId,globalIdentifier,fullyQualifiedDomainName,processorPhysicalCoreAmount,',
    'memoryCapacity,primaryBackendIpAddress,primaryIpAddress,datacenter,hardwareStatus], ',
    'mask(Vendor_Hardware_Server)[activeTransaction[id, transactionStatus[friendlyName,name]]]]',
  );

  /**
   * Mask of `getHardware` unless the caller gives one (the reference client's).
   *
   * @example
   * ```ts
   * await hw.getHardware(1, { mask: `${HardwareManager.GET_MASK}, serialNumber` });
   * ```
   */
  static readonly GET_MASK = joinMask(
    'id,globalIdentifier,fullyQualifiedDomainName,hostname,domain,provisionDate,hardwareStatus,bareMetalInstanceFlag,',
    'processorPhysicalCoreAmount,memoryCapacity,notes,privateNetworkOnlyFlag,primaryBackendIpAddress,primaryIpAddress,',
    'networkManagementIpAddress,userData,',
    'activeComponents[id,hardwareComponentModel[hardwareGenericComponentModel[id,hardwareComponentType[keyName]]]],',
    'datacenter,networkComponents[id, status, speed, maxSpeed, name, ipmiMacAddress, ipmiIpAddress, macAddress, ',
    'primaryIpAddress, port, primarySubnet[id, netmask, broadcastAddress, networkIdentifier, gateway]],',
    'hardwareChassis[id,name],activeTransaction[id, transactionStatus[friendlyName,name]],',
    'operatingSystem[softwareLicense[softwareDescription[manufacturer,name,version,referenceCode]],passwords[username,password]],',
    'softwareComponents[softwareLicense[softwareDescription[manufacturer,name,version,referenceCode]],passwords[id,username,password]],',
    'billingItem[id,nextInvoiceTotalRecurringAmount,nextInvoiceChildren[nextInvoiceTotalRecurringAmount],',
    'orderItem.order.userRecord[username]],lastTransaction[transactionGroup],hourlyBillingFlag,tagReferences[id,tag[name,id]],',
    'networkVlans[id,vlanNumber,networkSpace, fullyQualifiedName,primarySubnets[ipAddresses]],',
    'monitoringServiceComponent,networkMonitors[queryType,lastResult,responseAction],remoteManagementAccounts[username,password]',
  );

  /**
   * Mask of the server read by `cancelHardware` (before and after the cancellation).
   *
   * @example
   * ```ts
   * const server = await hw.getHardware(1, { mask: HardwareManager.CANCEL_MASK });
   * ```
   */
  static readonly CANCEL_MASK =
    'mask[id, hourlyBillingFlag, billingItem[id], openCancellationTicket[id], activeTransaction]';

  /**
   * Mask of the `waitForReady` checks.
   *
   * @example
   * ```ts
   * await hw.getHardware(1, { mask: HardwareManager.READY_MASK });
   * ```
   */
  static readonly READY_MASK = HARDWARE_READY_MASK;

  /**
   * The reasons `cancelHardware` accepts: key → the text sent to `Billing_Item.cancelItem`.
   *
   * @example
   * ```ts
   * console.log(Object.keys(HardwareManager.CANCELLATION_REASONS)); // ['unneeded', 'closing', …]
   * ```
   */
  static readonly CANCELLATION_REASONS: Readonly<Record<string, string>> = Object.freeze({
    unneeded: 'No longer needed',
    closing: 'Business closing down',
    cost: 'Server / Upgrade Costs',
    migrate_larger: 'Migrating to larger server',
    migrate_smaller: 'Migrating to smaller server',
    datacenter: 'Migrating to a different datacenter',
    performance: 'Network performance / latency',
    support: 'Support response / timing',
    sales: 'Sales process / upgrades',
    moving: 'Moving to competitor',
  });

  /**
   * What an immediate cancellation of a monthly server adds to its cancellation ticket.
   *
   * @example
   * ```ts
   * console.log(HardwareManager.IMMEDIATE_CANCEL_MESSAGE);
   * ```
   */
  static readonly IMMEDIATE_CANCEL_MESSAGE = 'Please reclaim this server ASAP, it is no longer needed. Thank you.';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  /** The ordering manager orders go through. */
  readonly ordering: OrderingManager;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @param ordering - The ordering manager to use (default: a new one on `client`).
   * @example
   * ```ts
   * const hw = new HardwareManager(client);
   * ```
   */
  constructor(client: ManagerClient, ordering?: OrderingManager) {
    this.client = client;
    this.ordering = ordering ?? new OrderingManager(client);
    this.#lookup = serverLookup(client, 'getHardware', 'hardware');
  }

  /**
   * Cancels a server through its billing item, as the portal does: reads the server (mask
   * {@link HardwareManager.CANCEL_MASK}), `Billing_Item.cancelItem(immediate, false, reasonText,
   * comment)` on its billing item, then reads it again for the cancellation ticket. An immediate
   * cancellation of a monthly server is sent as a normal one and the ticket is updated with
   * {@link HardwareManager.IMMEDIATE_CANCEL_MESSAGE} (`Ticket.addUpdate`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `reason`, `comment`, `immediate`, `signal`.
   * @returns The API's answer (`true`).
   * @throws ServiceError when a transaction is running, a cancellation ticket already exists, or
   * the server has no billing item.
   * @example
   * ```ts
   * await hw.cancelHardware(1001, { reason: 'cost', comment: 'too expensive' });
   * ```
   */
  async cancelHardware(id: HardwareIdentifier, options?: CancelHardwareOptions): Promise<boolean> {
    const where = 'HardwareManager.cancelHardware';
    const o = checkSpec(CANCEL_HARDWARE_OPTIONS, options);
    const reasons = HardwareManager.CANCELLATION_REASONS;
    const reason = reasons[o.reason ?? 'unneeded'] ?? reasons.unneeded!;
    const immediate = o.immediate ?? false;
    const serverId = await this.#resolveOne(where, id, o.signal);
    const read = (): Promise<Hardware_Server> => this.#get(serverId, HardwareManager.CANCEL_MASK, o.signal);
    const server = await read();
    if (server.activeTransaction) throw new ServiceError('Unable to cancel hardware with running transaction');
    const billingId = server.billingItem?.id;
    if (billingId === undefined) {
      const ticketId = server.openCancellationTicket?.id;
      if (ticketId !== undefined) throw new ServiceError(`Ticket #${ticketId} already exists for this server`);
      throw new ServiceError('Cannot locate billing for the server. The server may already be cancelled.');
    }
    const monthlyImmediate = immediate && !server.hourlyBillingFlag;
    const result = await callApi<boolean>(this.client, 'Billing_Item', 'cancelItem', {
      id: billingId, args: [monthlyImmediate ? false : immediate, false, reason, o.comment ?? ''], signal: o.signal,
    });
    const after = await read();
    const ticketId = after.openCancellationTicket?.id;
    if (monthlyImmediate && ticketId !== undefined) {
      await callApi<unknown>(this.client, 'Ticket', 'addUpdate', {
        id: ticketId, args: [{ entry: HardwareManager.IMMEDIATE_CANCEL_MESSAGE }], signal: o.signal,
      });
    }
    return result;
  }

  /**
   * The reasons {@link cancelHardware} accepts (no request).
   *
   * @returns Reason key → text.
   * @example
   * ```ts
   * const reasons = hw.getCancellationReasons(); // { unneeded: 'No longer needed', … }
   * ```
   */
  getCancellationReasons(): Record<string, string> {
    return { ...HardwareManager.CANCELLATION_REASONS };
  }

  /**
   * Lists hardware servers in one request (`Account.getHardware`, filter group `hardware`, sorted
   * by `id` as the reference client sorts them).
   *
   * @param options - Keyword filters, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The servers.
   * @throws TypeError for an unknown option or a bad filter value.
   * @example
   * ```ts
   * const servers = await hw.listHardware({ datacenter: 'dal13', cpus: '>= 16' });
   * ```
   */
  listHardware<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListHardwareOptions, 'Hardware', K, Q>): Promise<NoInfer<ByMask<Hardware_Server[], 'Hardware', typeof HardwareManager.LIST_MASK, K, Q>>>;
  async listHardware(options?: ListHardwareOptions): Promise<Hardware_Server[]> {
    const where = 'HardwareManager.listHardware';
    const o = checkSpec(LIST_HARDWARE_OPTIONS, options);
    return callApi<Hardware_Server[]>(this.client, 'Account', 'getHardware', listRequest(
      o, HardwareManager.LIST_MASK, hardwareFilter(where, o),
    ));
  }

  /**
   * The paging twin of {@link listHardware}.
   *
   * @param options - As {@link listHardware}, plus `chunk` and `concurrency`.
   * @returns An async generator of servers.
   * @example
   * ```ts
   * for await (const server of hw.iterHardware({ domain: 'example.com' })) console.log(server.id);
   * ```
   */
  iterHardware<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterHardwareOptions, 'Hardware', K, Q>): AsyncGenerator<NoInfer<ByMask<Hardware_Server, 'Hardware', typeof HardwareManager.LIST_MASK, K, Q>>>;
  iterHardware(options?: IterHardwareOptions): AsyncGenerator<Hardware_Server> {
    const where = 'HardwareManager.iterHardware';
    const o = checkSpec(ITER_HARDWARE_OPTIONS, options);
    return iterApi<Hardware_Server>(this.client, 'Account', 'getHardware', iterRequest(
      o, HardwareManager.LIST_MASK, hardwareFilter(where, o),
    ));
  }

  /**
   * Reads one hardware server (`Hardware_Server.getObject`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` (default {@link HardwareManager.GET_MASK}) and `signal`.
   * @returns The server.
   * @throws NameResolutionError when a name matches no server or several.
   * @example
   * ```ts
   * const server = await hw.getHardware('db1');
   * ```
   */
  getHardware<const K extends MaskArg = never, const Q extends Selection = never>(id: HardwareIdentifier, options?: Selecting<RequestOptions, 'Hardware_Server', K, Q>): Promise<NoInfer<ByMask<Hardware_Server, 'Hardware_Server', typeof HardwareManager.GET_MASK, K, Q>>>;
  async getHardware(id: HardwareIdentifier, options?: RequestOptions): Promise<Hardware_Server> {
    const where = 'HardwareManager.getHardware';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return this.#get(serverId, o.mask ?? HardwareManager.GET_MASK, o.signal);
  }

  /**
   * Reads one hardware server as {@link getHardware} does, in eleven smaller requests made at once:
   * `Hardware_Server.getObject` (local properties) and `getNetworkComponents`, `getActiveComponents`,
   * `getActiveTransaction`, `getOperatingSystem`, `getSoftwareComponents`, `getBillingItem`,
   * `getTagReferences`, `getNetworkVlans`, `getRemoteManagementAccounts` — cheaper for the API on
   * large servers.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The server with those relations.
   * @example
   * ```ts
   * const server = await hw.getHardwareFast(1);
   * ```
   */
  async getHardwareFast(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<Hardware_Server> {
    const where = 'HardwareManager.getHardwareFast';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const serverId = await this.#resolveOne(where, id, o.signal);
    const part = <T>(method: string, mask: string): Promise<T> =>
      callApi<T>(this.client, 'Hardware_Server', method, { id: serverId, mask, signal: o.signal });
    const software = 'softwareLicense[softwareDescription[manufacturer, name, version, referenceCode]],passwords[id,username,password]';
    const [server, ...relations] = await Promise.all([
      part<Hardware_Server>('getObject', FAST_MASK),
      part('getNetworkComponents', FAST_NETWORK_MASK),
      part('getActiveComponents', 'id,hardwareComponentModel[hardwareGenericComponentModel[id,hardwareComponentType[keyName]]]'),
      part('getActiveTransaction', 'id, transactionStatus[friendlyName,name]'),
      part('getOperatingSystem', software),
      part('getSoftwareComponents', software),
      part('getBillingItem', 'id,nextInvoiceTotalRecurringAmount,nextInvoiceChildren[nextInvoiceTotalRecurringAmount],orderItem.order.userRecord[username]'),
      part('getNetworkVlans', 'id,vlanNumber,networkSpace,fullyQualifiedName,primarySubnets[ipAddresses]'),
      part('getRemoteManagementAccounts', 'username,password'),
      part('getTagReferences', 'id,tag[name,id]'),
    ]);
    const names = [
      'networkComponents', 'activeComponents', 'activeTransaction', 'operatingSystem', 'softwareComponents', 'billingItem',
      'networkVlans', 'remoteManagementAccounts', 'tagReferences',
    ] as const;
    const result: Record<string, unknown> = { ...server };
    names.forEach((name, index) => {
      result[name] = relations[index];
    });
    return result;
  }

  /**
   * Reloads the operating system (`Hardware_Server.reloadOperatingSystem('FORCE', config)`; config
   * `customProvisionScriptUri`, `sshKeyIds`, `lvmFlag`, `imageTemplateId` as given).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `postUri`, `sshKeys`, `lvm`, `imageId`, `mask`, `signal`.
   * @returns The API's answer.
   * @example
   * ```ts
   * await hw.reloadHardware('db1', { sshKeys: [11] });
   * ```
   */
  async reloadHardware(id: HardwareIdentifier, options?: ReloadHardwareOptions): Promise<unknown> {
    const where = 'HardwareManager.reloadHardware';
    const o = checkSpec(RELOAD_HARDWARE_OPTIONS, options);
    const config = reloadConfig(where, o);
    if (o.lvm) config.lvmFlag = true;
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<unknown>(this.client, 'Hardware_Server', 'reloadOperatingSystem', {
      id: serverId, args: ['FORCE', config], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Reboots into the rescue kernel (`Hardware_Server.bootToRescueLayer`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.rescue('db1');
   * ```
   */
  async rescue(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<boolean> {
    return this.#serverCall<boolean>('rescue', id, options, 'bootToRescueLayer', []);
  }

  /**
   * Powers the server off (`Hardware_Server.powerOff`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.powerOff('db1');
   * ```
   */
  async powerOff(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<boolean> {
    return this.#serverCall<boolean>('powerOff', id, checkSpec(RESOLVE_OPTIONS, options, 'HardwareManager.powerOff'), 'powerOff', []);
  }

  /**
   * Powers the server on (`Hardware_Server.powerOn`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.powerOn('db1');
   * ```
   */
  async powerOn(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<boolean> {
    return this.#serverCall<boolean>('powerOn', id, checkSpec(RESOLVE_OPTIONS, options, 'HardwareManager.powerOn'), 'powerOn', []);
  }

  /**
   * Power-cycles the server: off, then on (`Hardware_Server.powerCycle`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.powerCycle('db1');
   * ```
   */
  async powerCycle(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<boolean> {
    return this.#serverCall<boolean>('powerCycle', id, checkSpec(RESOLVE_OPTIONS, options, 'HardwareManager.powerCycle'), 'powerCycle', []);
  }

  /**
   * Reboots the server: `Hardware_Server.rebootHard` with `hard: true`, `rebootSoft` with
   * `hard: false`, else `rebootDefault` (soft, then hard if that fails), as the reference CLI.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `hard`, `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.reboot('db1', { hard: true });
   * ```
   */
  async reboot(id: HardwareIdentifier, options?: RebootHardwareOptions): Promise<boolean> {
    const o = checkSpec(REBOOT_HARDWARE_OPTIONS, options);
    const method = o.hard === true ? 'rebootHard' : o.hard === false ? 'rebootSoft' : 'rebootDefault';
    return this.#serverCall<boolean>('reboot', id, { signal: o.signal }, method, []);
  }

  /**
   * Turns the IPMI (management) interface on or off (`Hardware_Server.toggleManagementInterface(enabled)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param enabled - True to turn it on.
   * @param options - `signal`.
   * @returns The API's answer.
   * @example
   * ```ts
   * await hw.toggleIpmi('db1', false);
   * ```
   */
  async toggleIpmi(id: HardwareIdentifier, enabled: boolean, options?: { signal?: AbortSignal }): Promise<boolean> {
    const where = 'HardwareManager.toggleIpmi';
    checkArgument(where, 'enabled', enabled, isBoolean, 'a boolean');
    return this.#serverCall<boolean>('toggleIpmi', id, checkSpec(RESOLVE_OPTIONS, options, where), 'toggleManagementInterface', [enabled]);
  }

  /**
   * The reverse DNS domains of the server's addresses (`Hardware_Server.getReverseDomainRecords`),
   * as `DNSManager.syncPtrRecord` takes them.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `signal`.
   * @returns The reverse domains with their records.
   * @example
   * ```ts
   * const [reverse] = await hw.getReverseDomainRecords('db1');
   * ```
   */
  async getReverseDomainRecords(id: HardwareIdentifier, options?: RequestOptions): Promise<ReverseDomain[]> {
    return this.#serverCall<ReverseDomain[]>('getReverseDomainRecords', id, options, 'getReverseDomainRecords', []);
  }

  /**
   * Sets the speed of the public or private interfaces
   * (`Hardware_Server.setPublicNetworkInterfaceSpeed`/`setPrivateNetworkInterfaceSpeed([speed, redundant])`).
   * A speed of 0 disables the interface; -1 asks for the best speed available (as the reference CLI's `--public-speed -1`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param isPublic - `true` for the public interface, `false` for the private one.
   * @param speed - Speed in Mbps.
   * @param options - `redundant` (`'redundant'` or `'degraded'`), `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.changePortSpeed('db1', true, 100);
   * ```
   */
  async changePortSpeed(
    id: HardwareIdentifier,
    isPublic: boolean,
    speed: number,
    options?: PortSpeedOptions,
  ): Promise<boolean> {
    const where = 'HardwareManager.changePortSpeed';
    const o = checkSpec(PORT_SPEED_OPTIONS, options);
    checkArgument(where, 'isPublic', isPublic, isBoolean, 'a boolean');
    if (typeof speed !== 'number' || !Number.isInteger(speed) || speed < -1) {
      throw new TypeError(`${where}: speed must be a whole number of Mbps >= 0, or -1 for the best available, got ${String(speed)}`);
    }
    const method = isPublic ? 'setPublicNetworkInterfaceSpeed' : 'setPrivateNetworkInterfaceSpeed';
    return this.#serverCall<boolean>('changePortSpeed', id, { signal: o.signal }, method, [[speed, o.redundant ?? null]]);
  }

  /**
   * Orders a server: the order of {@link HardwareOrderOptions} (package `BARE_METAL_SERVER`, see
   * the README for the items it picks) through {@link OrderingManager.placeOrder}.
   *
   * @param options - `size`, `hostname`, `domain`, `location`, `os`, `portSpeed` or `network`, … .
   * @returns The receipt.
   * @example
   * ```ts
   * const { orderId } = await hw.placeOrder({
   *   size: 'S1270_32GB_1X1TBSATA_NORAID', hostname: 'db1', domain: 'example.com', location: 'dal10',
   *   os: 'OS_UBUNTU_22_04_LTS_64_BIT', portSpeed: 1000,
   * });
   * ```
   */
  async placeOrder(options: HardwareOrderOptions): Promise<Container_Product_Order_Receipt> {
    const { args: [pkg, location, items, order], signal } = await this.#order('HardwareManager.placeOrder', options);
    return this.ordering.placeOrder(pkg, location, items, { ...order, signal });
  }

  /**
   * Verifies an order of {@link placeOrder} ({@link OrderingManager.verifyOrder}).
   *
   * @param options - As {@link placeOrder}.
   * @returns The verified order (prices, totals).
   * @example
   * ```ts
   * const check = await hw.verifyOrder(options);
   * ```
   */
  async verifyOrder(options: HardwareOrderOptions): Promise<Container_Product_Order> {
    const { args: [pkg, location, items, order], signal } = await this.#order('HardwareManager.verifyOrder', options);
    return this.ordering.verifyOrder(pkg, location, items, { ...order, signal });
  }

  /**
   * What a server order may name: locations, sizes (presets with their cost), operating systems,
   * port speeds and extras of package `BARE_METAL_SERVER` (`Product_Package.getAllObjects`, then
   * `getItems`, `getActivePresets`, `getAccountRestrictedActivePresets`, `getRegions`; with a
   * datacenter, `Location.getDatacenters` for its price group and location prices).
   *
   * @param options - `datacenter` (short name, e.g. `dal10`), `signal`.
   * @returns The options.
   * @throws ServiceError for an unknown datacenter.
   * @example
   * ```ts
   * const { sizes, operatingSystems } = await hw.getCreateOptions({ datacenter: 'dal10' });
   * ```
   */
  async getCreateOptions(options?: HardwareCreateOptionsQuery): Promise<HardwareCreateOptions> {
    const o = checkSpec(CREATE_OPTIONS_QUERY, options);
    const pkg = await packageForOrders(this.client, this.ordering, o.signal);
    return createOptionsOf(pkg, o.datacenter, await locationGroupOf(this.client, o.datacenter, o.signal));
  }

  /**
   * Edits a server as the reference client does: user data through
   * `Hardware_Server.setUserMetadata([userdata])`, tags through `setTags('a,b')`, and `hostname`,
   * `domain`, `notes` through `editObject` (not sent when none is given).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `hostname`, `domain`, `notes`, `userdata`, `tags`, `signal`.
   * @returns `true` when the API accepted the edit (also when there was nothing to send).
   * @example
   * ```ts
   * await hw.editHardware('db1', { notes: 'primary database', tags: ['db', 'prod'] });
   * ```
   */
  async editHardware(id: HardwareIdentifier, options: EditHardwareOptions): Promise<boolean> {
    const where = EDIT_HARDWARE_OPTIONS.where;
    const o = checkSpec(EDIT_HARDWARE_OPTIONS, options);
    const tags = o.tags === undefined ? undefined : tagText(where, o.tags);
    const serverId = await this.#resolveOne(where, id, o.signal);
    const call = <T>(method: string, args: unknown[]): Promise<T> =>
      callApi<T>(this.client, 'Hardware_Server', method, { id: serverId, args, signal: o.signal });
    if (o.userdata) await call('setUserMetadata', [[o.userdata]]);
    if (tags !== undefined) await call('setTags', [tags]);
    const template: ServerEditTemplate = {};
    if (o.hostname) template.hostname = o.hostname;
    if (o.domain) template.domain = o.domain;
    if (o.notes) template.notes = o.notes;
    if (Object.keys(template).length === 0) return true;
    return call<boolean>('editObject', [template]);
  }

  /**
   * Updates firmware (`Hardware_Server.createFirmwareUpdateTransaction(ipmi, raidController, bios,
   * hardDrive, network)`); the server is unavailable for about 20 minutes.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - Which parts (each default true), `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.updateFirmware(1, { network: false });
   * ```
   */
  async updateFirmware(id: HardwareIdentifier, options?: FirmwareOptions): Promise<boolean> {
    return this.#firmware('updateFirmware', 'createFirmwareUpdateTransaction', UPDATE_FIRMWARE_OPTIONS, id, options);
  }

  /**
   * Reflashes firmware at its installed version (`Hardware_Server.createFirmwareReflashTransaction(ipmi,
   * raidController, bios)`); the server is unavailable for about an hour.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `ipmi`, `raidController`, `bios` (each default true), `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.reflashFirmware(1, { bios: false });
   * ```
   */
  async reflashFirmware(id: HardwareIdentifier, options?: Omit<FirmwareOptions, 'hardDrive' | 'network'>): Promise<boolean> {
    return this.#firmware('reflashFirmware', 'createFirmwareReflashTransaction', REFLASH_FIRMWARE_OPTIONS, id, options);
  }

  /**
   * Waits until the server is ready: provisioned and not reloading (with `pending`, no transaction
   * at all), checking `Hardware_Server.getObject` with {@link HardwareManager.READY_MASK}.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `timeoutMs` (default 14 400 000, four hours), `pollMs` (default 10 000), `pending`, `signal`.
   * @returns `true` when ready, `false` when the time ran out.
   * @example
   * ```ts
   * if (!(await hw.waitForReady(1, { timeoutMs: 60_000 }))) console.warn('still busy');
   * ```
   */
  async waitForReady(id: HardwareIdentifier, options?: ReadyOptions): Promise<boolean> {
    const where = 'HardwareManager.waitForReady';
    const o = checkSpec(READY_OPTIONS, options, where);
    const pending = o.pending ?? false;
    let serverId: number | undefined;
    // The name is resolved by the first check, so the deadline bounds it too.
    const read = async (signal: AbortSignal): Promise<Hardware_Server> => {
      serverId ??= await this.#resolveOne(where, id, signal);
      return this.#get(serverId, HardwareManager.READY_MASK, signal);
    };
    return pollUntilReady(where, this.client, { timeoutMs: o.timeoutMs ?? 14_400_000, pollMs: o.pollMs, signal: o.signal }, read, (server) => isServerReady(server, pending));
  }

  /**
   * The metric tracking object id of the server (`Hardware_Server.getMetricTrackingObjectId`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The tracking object id.
   * @example
   * ```ts
   * const trackingId = await hw.getTrackingId(1);
   * ```
   */
  async getTrackingId(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<number> {
    return this.#serverCall<number>('getTrackingId', id, options, 'getMetricTrackingObjectId', []);
  }

  /**
   * Averaged bandwidth samples ({@link getTrackingId}, then
   * `Metric_Tracking_Object.getBandwidthData(start, end, direction, rollup)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `start`, `end`, `direction`, `rollup` (default 3600), `signal`.
   * @returns The samples.
   * @example
   * ```ts
   * const samples = await hw.getBandwidthData(1, { start: new Date('2024-01-01'), end: new Date('2024-01-02') });
   * ```
   */
  async getBandwidthData(id: HardwareIdentifier, options?: HardwareBandwidthDataOptions): Promise<Metric_Tracking_Object_Data[]> {
    const o = checkSpec(BANDWIDTH_DATA_OPTIONS, options);
    const trackingId = await this.getTrackingId(id, { signal: o.signal });
    return callApi<Metric_Tracking_Object_Data[]>(this.client, 'Metric_Tracking_Object', 'getBandwidthData', {
      id: trackingId, args: [o.start ?? null, o.end ?? null, o.direction ?? null, o.rollup ?? 3600], signal: o.signal,
    });
  }

  /**
   * Bandwidth allotment and usage of the billing cycle (`Hardware_Server.getBandwidthAllotmentDetail`,
   * mask `mask[allocation[amount]]`, and `getBillingCycleBandwidthUsage`, mask `mask[amountIn,amountOut,type]`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns `{ allotment, usage }`.
   * @example
   * ```ts
   * const { allotment, usage } = await hw.getBandwidthAllocation(1);
   * ```
   */
  async getBandwidthAllocation(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<BandwidthAllocation> {
    const where = 'HardwareManager.getBandwidthAllocation';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const serverId = await this.#resolveOne(where, id, o.signal);
    const allotment = await callApi<{ allocation?: BandwidthAllocation['allotment'] } | null>(
      this.client, 'Hardware_Server', 'getBandwidthAllotmentDetail', { id: serverId, mask: 'mask[allocation[amount]]', signal: o.signal },
    );
    const usage = await callApi<BandwidthAllocation['usage']>(this.client, 'Hardware_Server', 'getBillingCycleBandwidthUsage', {
      id: serverId, mask: 'mask[amountIn,amountOut,type]', signal: o.signal,
    });
    return { allotment: allotment?.allocation ?? undefined, usage };
  }

  /**
   * Network storage of a type attached to the server (`Hardware_Server.getAttachedNetworkStorages(nasType)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param nasType - Storage type, e.g. `ISCSI`, `NAS`.
   * @param options - `mask`, `signal`.
   * @returns The volumes.
   * @example
   * ```ts
   * const volumes = await hw.getStorageDetails(1, 'ISCSI');
   * ```
   */
  getStorageDetails<const K extends MaskArg = never, const Q extends Selection = never>(id: HardwareIdentifier, nasType: string, options?: Selecting<RequestOptions, 'Network_Storage', K, Q>): Promise<NoInfer<ByMask<Network_Storage[], 'Network_Storage', 'mask[id,username,capacityGb,notes,serviceResourceBackendIpAddress,allowedHardware[id,datacenter]]', K, Q>>>;
  async getStorageDetails(id: HardwareIdentifier, nasType: string, options?: RequestOptions): Promise<Network_Storage[]> {
    requireString('HardwareManager.getStorageDetails', 'nasType', nasType);
    return this.#serverCall<Network_Storage[]>('getStorageDetails', id, options, 'getAttachedNetworkStorages', [nasType],
      'mask[id,username,capacityGb,notes,serviceResourceBackendIpAddress,allowedHardware[id,datacenter]]');
  }

  /**
   * The storage credentials of the server (`Hardware_Server.getAllowedHost`, mask `mask[credential]`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `signal`.
   * @returns The allowed host, with its credential.
   * @example
   * ```ts
   * const { credential } = await hw.getStorageCredentials(1);
   * ```
   */
  getStorageCredentials<const K extends MaskArg = never, const Q extends Selection = never>(id: HardwareIdentifier, options?: Selecting<RequestOptions, 'Network_Storage_Allowed_Host', K, Q>): Promise<NoInfer<ByMask<Network_Storage_Allowed_Host, 'Network_Storage_Allowed_Host', 'mask[credential]', K, Q>>>;
  async getStorageCredentials(id: HardwareIdentifier, options?: RequestOptions): Promise<Network_Storage_Allowed_Host> {
    return this.#serverCall<Network_Storage_Allowed_Host>('getStorageCredentials', id, options, 'getAllowedHost', [], 'mask[credential]');
  }

  /**
   * The server's hard drives (`Hardware_Server.getHardDrives`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `signal`.
   * @returns The drives.
   * @example
   * ```ts
   * const drives = await hw.getHardDrives(1);
   * ```
   */
  async getHardDrives(id: HardwareIdentifier, options?: RequestOptions): Promise<Hardware_Component[]> {
    return this.#serverCall<Hardware_Component[]>('getHardDrives', id, options, 'getHardDrives', []);
  }

  /**
   * The prices of package `BARE_METAL_SERVER` in a region ({@link OrderingManager.getPackageByKey},
   * then `Product_Package.getItemPrices`, mask `filteredMask[pricingLocationGroup[locations[regions]]]`,
   * filter on the region key name).
   *
   * @param location - Region key name, e.g. `DALLAS10`.
   * @param options - `signal`.
   * @returns The prices.
   * @example
   * ```ts
   * const prices = await hw.getHardwareItemPrices('DALLAS10');
   * ```
   */
  async getHardwareItemPrices(location: string, options?: { signal?: AbortSignal }): Promise<ItemPrice[]> {
    const where = 'HardwareManager.getHardwareItemPrices';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    requireString(where, 'location', location);
    const pkg = await this.ordering.getPackageByKey(PACKAGE_KEYNAME, { signal: o.signal });
    return callApi<ItemPrice[]>(this.client, 'Product_Package', 'getItemPrices', {
      id: pkg.id,
      mask: 'filteredMask[pricingLocationGroup[locations[regions]]]',
      filter: { itemPrices: { pricingLocationGroup: { locations: { regions: { keyname: { operation: location } } } } } },
      signal: o.signal,
    });
  }

  /**
   * Lets the server reach a block or file storage volume (`Account.getNetworkStorage` filtered on
   * `username`, then `Hardware.allowAccessToNetworkStorageList([{ id, username }])`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param usernameStorage - The volume's username.
   * @param options - `signal`.
   * @returns The API's answer (`true`).
   * @throws ServiceError when no volume has that username.
   * @example
   * ```ts
   * await hw.authorizeStorage(1, 'SL01SEL307608-1');
   * ```
   */
  async authorizeStorage(id: HardwareIdentifier, usernameStorage: string, options?: { signal?: AbortSignal }): Promise<boolean> {
    const where = 'HardwareManager.authorizeStorage';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    requireString(where, 'usernameStorage', usernameStorage);
    const serverId = await this.#resolveOne(where, id, o.signal);
    const storage = await callApi<Network_Storage[]>(this.client, 'Account', 'getNetworkStorage', {
      filter: { networkStorage: { username: { operation: usernameStorage } } }, signal: o.signal,
    });
    const volume = Array.isArray(storage) ? storage[0] : undefined;
    if (volume === undefined) {
      throw new ServiceError(`The Storage with username: ${usernameStorage} was not found, please enter a valid storage username`);
    }
    return callApi<boolean>(this.client, 'Hardware', 'allowAccessToNetworkStorageList', {
      id: serverId, args: [[{ id: volume.id, username: usernameStorage }]], signal: o.signal,
    });
  }

  /**
   * Upgrades a server: prices from `Hardware_Server.getUpgradeItemPrices`, the server's package and
   * datacenter ({@link getInstance}), the next maintenance window ({@link getMaintenanceWindowsDetail}),
   * then an upgrade order (`Vendor_Container_Product_Order_Hardware_Server_Upgrade`) through
   * `Product_Order.placeOrder` (or `verifyOrder` with `test`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `memory`, `nicSpeed`, `driveController`, `publicBandwidth`, `disk`, `test`, `signal`.
   * @returns The API's answer, or `undefined` when nothing was asked.
   * @throws ServiceError when an option has no matching price.
   * @example
   * ```ts
   * await hw.upgrade(1, { memory: 64 });
   * ```
   */
  async upgrade(id: HardwareIdentifier, options?: UpgradeHardwareOptions): Promise<Container_Product_Order_Receipt | Container_Product_Order | undefined> {
    const where = 'HardwareManager.upgrade';
    const o = checkSpec(UPGRADE_HARDWARE_OPTIONS, options);
    const serverId = await this.#resolveOne(where, id, o.signal);
    const signal = o.signal;
    const upgradePrices = await callApi<ItemPrice[]>(this.client, 'Hardware_Server', 'getUpgradeItemPrices', {
      id: serverId, mask: UPGRADE_PRICE_MASK, signal,
    });
    const server = await this.getInstance(serverId, { signal });
    const window = await this.getMaintenanceWindowsDetail(server.datacenter?.id ?? 0, { signal });
    const order: Record<string, unknown> = {
      complexType: 'Vendor_Container_Product_Order_Hardware_Server_Upgrade',
      properties: [
        { name: 'MAINTENANCE_WINDOW', value: maintenanceStamp(new Date()) },
        { name: 'MAINTENANCE_WINDOW_ID', value: String(window?.id ?? null) },
      ],
      hardware: [{ id: serverId }],
      packageId: server.billingItem?.package?.id,
    };
    const prices: unknown[] = [];
    for (const disk of o.disk ?? []) prices.push(diskPrice(server, upgradePrices, disk));
    const values: Record<string, string | number | undefined> = {
      memory: o.memory, nicSpeed: o.nicSpeed, driveController: o.driveController, publicBandwidth: o.publicBandwidth,
    };
    for (const [option, category] of Object.entries(UPGRADE_CATEGORIES)) {
      const value = values[option];
      if (value === undefined || value === '') continue;
      const price = upgradePrice(upgradePrices, option, category, String(value));
      if (price?.id === undefined) throw new ServiceError(`Unable to find ${option} option with value ${String(value)}`);
      prices.push({ id: price.id });
    }
    if (prices.length === 0) return undefined;
    order.prices = prices;
    return callApi(this.client, 'Product_Order', o.test ? 'verifyOrder' : 'placeOrder', { args: [order], signal });
  }

  /**
   * The first maintenance window of a location in the next 30 days
   * (`Provisioning_Maintenance_Window.getMaintenanceWindows(begin, end, locationId)`, dates as
   * `YYYY-MM-DDT00:00:00.0000-06:00`).
   *
   * @param locationId - Location (datacenter) id.
   * @param options - `signal`.
   * @returns The window, or `undefined`.
   * @example
   * ```ts
   * const window = await hw.getMaintenanceWindowsDetail(1854895);
   * ```
   */
  async getMaintenanceWindowsDetail(locationId: number, options?: { signal?: AbortSignal }): Promise<Provisioning_Maintenance_Window | undefined> {
    const where = 'HardwareManager.getMaintenanceWindowsDetail';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const begin = new Date();
    const end = new Date(begin.getTime() + 30 * 86_400_000);
    const windows = await callApi<Provisioning_Maintenance_Window[]>(this.client, 'Provisioning_Maintenance_Window', 'getMaintenanceWindows', {
      args: [windowDate(begin), windowDate(end), requireId(where, 'locationId', locationId)], signal: o.signal,
    });
    return Array.isArray(windows) ? windows[0] : undefined;
  }

  /**
   * The server's datacenter and billing item with its package and next invoice
   * (`Hardware_Server.getObject`, mask `mask[datacenter,billingItem[id,package[id,keyName],nextInvoiceChildren]]`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `signal`.
   * @returns The server.
   * @example
   * ```ts
   * const { billingItem } = await hw.getInstance(1);
   * ```
   */
  getInstance<const K extends MaskArg = never, const Q extends Selection = never>(id: HardwareIdentifier, options?: Selecting<RequestOptions, 'Hardware_Server', K, Q>): Promise<NoInfer<ByMask<Hardware_Server, 'Hardware_Server', 'mask[datacenter,billingItem[id,package[id,keyName],nextInvoiceChildren]]', K, Q>>>;
  async getInstance(id: HardwareIdentifier, options?: RequestOptions): Promise<Hardware_Server> {
    return this.#serverCall<Hardware_Server>('getInstance', id, options, 'getObject', [],
      'mask[datacenter,billingItem[id,package[id,keyName],nextInvoiceChildren]]');
  }

  /**
   * The server's components with their firmware (`Hardware_Server.getComponents`; default filter:
   * firmwares by `createDate`, newest first).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `filter`, `signal`.
   * @returns The components.
   * @example
   * ```ts
   * const components = await hw.getComponents(1);
   * ```
   */
  getComponents<const K extends MaskArg = never, const Q extends Selection = never>(id: HardwareIdentifier, options?: Selecting<ComponentsOptions, 'Hardware_Component', K, Q>): Promise<NoInfer<ByMask<Hardware_Component[], 'Hardware_Component', typeof COMPONENT_MASK, K, Q>>>;
  async getComponents(id: HardwareIdentifier, options?: ComponentsOptions): Promise<Hardware_Component[]> {
    const where = 'HardwareManager.getComponents';
    const o = checkSpec(COMPONENTS_OPTIONS, options);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<Hardware_Component[]>(this.client, 'Hardware_Server', 'getComponents', {
      id: serverId, mask: o.mask ?? COMPONENT_MASK, filter: o.filter ?? COMPONENT_FILTER, signal: o.signal,
    });
  }

  /**
   * The server's network components (`Hardware_Server.getNetworkComponents`; `getFrontendNetworkComponents`
   * for `space: 'public'`, `getBackendNetworkComponents` for `'private'`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `space`, `mask` (default `mask[uplinkComponent, router, redundancyEnabledFlag, redundancyCapableFlag]`), `signal`.
   * @returns The components.
   * @example
   * ```ts
   * const nics = await hw.getNetworkComponents(1, { space: 'private' });
   * ```
   */
  async getNetworkComponents(id: HardwareIdentifier, options?: NetworkComponentsOptions): Promise<Network_Component[]> {
    const o = checkSpec(NETWORK_COMPONENTS_OPTIONS, options);
    const method = o.space === 'public' ? 'getFrontendNetworkComponents'
      : o.space === 'private' ? 'getBackendNetworkComponents' : 'getNetworkComponents';
    return this.#serverCall<Network_Component[]>('getNetworkComponents', id, { mask: o.mask, signal: o.signal }, method, [],
      'mask[uplinkComponent, router, redundancyEnabledFlag, redundancyCapableFlag]');
  }

  /**
   * Hardware found by the search API, as the reference's `SearchManager.search_hadrware_instances`:
   * `Search.advancedSearch('_objectType:Vendor_Hardware *<search>* hostname: *…* …')` with mask
   * `mask[resource(Vendor_Hardware)]`; the resources are answered.
   *
   * @param search - Free text (wrapped in `*…*`; empty: every server).
   * @param options - `hostname`, `domain`, `cpu`, `network`, `memory`, `datacenter`, `tags`, `mask`, `signal`.
   * @returns The servers found.
   * @example
   * ```ts
   * const servers = await hw.searchHardware('', { domain: 'example.com' });
   * ```
   */
  async searchHardware(search: string, options?: SearchHardwareOptions): Promise<Hardware_Server[]> {
    const where = 'HardwareManager.searchHardware';
    const o = checkSpec(SEARCH_HARDWARE_OPTIONS, options, where);
    if (typeof search !== 'string') throw new TypeError(`${where}: search must be a string`);
    let text = `_objectType:Vendor_Hardware ${search === '' ? '' : `*${search}*`}`;
    const terms: [string, string | number | undefined][] = [
      ['hostname', o.hostname], ['domain', o.domain], ['cpu', o.cpu], ['network', o.network], ['memory', o.memory], ['datacenter.longName', o.datacenter],
    ];
    for (const [name, value] of terms) if (value !== undefined && value !== '') text += ` ${name}: *${String(value)}*`;
    if (o.tags !== undefined && o.tags.length > 0) text += ` internalTagReferences.tag.name: ${o.tags.join(' ')}`;
    const results = await callApi<Array<{ resource?: Hardware_Server }>>(this.client, 'Search', 'advancedSearch', {
      args: [text], mask: o.mask ?? 'mask[resource(Vendor_Hardware)]', signal: o.signal,
    });
    return results.map((result) => result.resource).filter((server): server is Hardware_Server => server !== undefined);
  }

  /**
   * The VLANs the server's connected network components (those with a primary IP) can trunk:
   * their ids from `Hardware_Server.getNetworkComponents`, then `Account.getNetworkVlans` filtered
   * on `networkComponentsTrunkable.id`. (The reference CLI reads `networkVlansTrunkable` under
   * each component; the API model has that relation only from the VLAN's side.)
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The VLANs (`id`, `name`, `vlanNumber`, `fullyQualifiedName`, `networkSpace`).
   * @example
   * ```ts
   * const vlans = await hw.getTrunkableVlans('db1');
   * ```
   */
  async getTrunkableVlans(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<Vlan[]> {
    const where = 'HardwareManager.getTrunkableVlans';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const components = await this.#serverCall<Network_Component[]>('getTrunkableVlans', id, { mask: 'mask[id, primaryIpAddress]', signal: o.signal },
      'getNetworkComponents', []);
    const ids = components.filter((component) => component.id !== undefined && Boolean(component.primaryIpAddress)).map((component) => component.id);
    if (ids.length === 0) return [];
    return callApi<Vlan[]>(this.client, 'Account', 'getNetworkVlans', {
      mask: 'mask[id, name, vlanNumber, fullyQualifiedName, networkSpace]',
      filter: { networkVlans: { networkComponentsTrunkable: { id: { operation: 'in', options: [{ name: 'data', value: ids }] } } } },
      signal: o.signal,
    });
  }

  /**
   * Adds VLANs to a network component's trunks (`Network_Component.addNetworkVlanTrunks(vlans)`).
   *
   * @param componentId - Network component id.
   * @param vlans - VLANs, each with `id` or `vlanNumber`.
   * @param options - `signal`.
   * @returns The VLANs now trunked.
   * @example
   * ```ts
   * await hw.trunkVlan(31000001, [{ id: 5001 }]);
   * ```
   */
  async trunkVlan(componentId: number, vlans: TrunkVlan[], options?: { signal?: AbortSignal }): Promise<unknown> {
    return this.#trunks('trunkVlan', 'addNetworkVlanTrunks', componentId, vlans, options);
  }

  /**
   * Removes VLANs from a network component's trunks (`Network_Component.removeNetworkVlanTrunks(vlans)`).
   *
   * @param componentId - Network component id.
   * @param vlans - VLANs, each with `id` or `vlanNumber`.
   * @param options - `signal`.
   * @returns The VLANs removed.
   * @example
   * ```ts
   * await hw.removeVlan(31000001, [{ vlanNumber: 1203 }]);
   * ```
   */
  async removeVlan(componentId: number, vlans: TrunkVlan[], options?: { signal?: AbortSignal }): Promise<unknown> {
    return this.#trunks('removeVlan', 'removeNetworkVlanTrunks', componentId, vlans, options);
  }

  /**
   * Clears every VLAN trunk of a server: reads its front- and back-end components with their
   * trunks (`Hardware_Server.getObject`), then `Network_Component.clearNetworkVlanTrunks` on each
   * component that has any.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The ids of the components cleared.
   * @example
   * ```ts
   * await hw.clearVlan(1);
   * ```
   */
  async clearVlan(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<number[]> {
    const where = 'HardwareManager.clearVlan';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const serverId = await this.#resolveOne(where, id, o.signal);
    const server = await this.#get(serverId, CLEAR_VLAN_MASK, o.signal) as {
      backendNetworkComponents?: TrunkedComponent[]; frontendNetworkComponents?: TrunkedComponent[];
    };
    const cleared: number[] = [];
    for (const component of [...(server.backendNetworkComponents ?? []), ...(server.frontendNetworkComponents ?? [])]) {
      if (component.id === undefined || (component.networkVlanTrunks ?? []).length === 0) continue;
      await callApi(this.client, 'Network_Component', 'clearNetworkVlanTrunks', { id: component.id, signal: o.signal });
      cleared.push(component.id);
    }
    return cleared;
  }

  /**
   * Sensor readings of the server (`Hardware.getSensorData`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The readings.
   * @example
   * ```ts
   * const readings = await hw.getSensors(1);
   * ```
   */
  async getSensors(id: HardwareIdentifier, options?: { signal?: AbortSignal }): Promise<Container_RemoteManagement_SensorReading[]> {
    return this.#serverCall<Container_RemoteManagement_SensorReading[]>('getSensors', id, options, 'getSensorData', [], undefined, 'Hardware');
  }

  /**
   * Users notified about the server (`User_Customer_Notification_Hardware.findByHardwareId(id)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `signal`.
   * @returns The subscriptions.
   * @example
   * ```ts
   * const subscriptions = await hw.getNotifications(1);
   * ```
   */
  async getNotifications(id: HardwareIdentifier, options?: RequestOptions): Promise<User_Customer_Notification_Hardware[]> {
    const where = 'HardwareManager.getNotifications';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<User_Customer_Notification_Hardware[]>(this.client, 'User_Customer_Notification_Hardware', 'findByHardwareId', {
      args: [serverId], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Notifies a user about the server (`User_Customer_Notification_Hardware.createObject({ hardwareId, userId })`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param userId - Customer user id.
   * @param options - `mask`, `signal`.
   * @returns The new subscription.
   * @example
   * ```ts
   * await hw.addNotification(1, 7001);
   * ```
   */
  async addNotification(id: HardwareIdentifier, userId: number, options?: RequestOptions): Promise<User_Customer_Notification_Hardware> {
    const where = 'HardwareManager.addNotification';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const user = requireId(where, 'userId', userId);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<User_Customer_Notification_Hardware>(this.client, 'User_Customer_Notification_Hardware', 'createObject', {
      args: [{ hardwareId: serverId, userId: user }], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Stops a notification (`User_Customer_Notification_Hardware.deleteObjects([{ id }])`).
   *
   * @param notificationId - Subscription id.
   * @param options - `signal`.
   * @returns The API's answer (`true`).
   * @example
   * ```ts
   * await hw.removeNotification(12);
   * ```
   */
  async removeNotification(notificationId: number, options?: { signal?: AbortSignal }): Promise<boolean> {
    const where = 'HardwareManager.removeNotification';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return callApi<boolean>(this.client, 'User_Customer_Notification_Hardware', 'deleteObjects', {
      args: [[{ id: requireId(where, 'notificationId', notificationId) }]], signal: o.signal,
    });
  }

  /**
   * Software installed on the server (`Hardware.getSoftwareComponents`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask`, `signal`.
   * @returns The software.
   * @example
   * ```ts
   * const software = await hw.getSoftwareComponents(1);
   * ```
   */
  async getSoftwareComponents(id: HardwareIdentifier, options?: RequestOptions): Promise<Software_Component[]> {
    return this.#serverCall<Software_Component[]>('getSoftwareComponents', id, options, 'getSoftwareComponents', [], undefined, 'Hardware');
  }

  /**
   * Adds a credential to installed software (`Software_Component_Password.createObject(template)`).
   *
   * @param template - `{ softwareId, username, password, notes? }`.
   * @param options - `signal`.
   * @returns The new credential.
   * @example
   * ```ts
   * await hw.createCredential({ softwareId: 5, username: 'admin', password: secret });
   * ```
   */
  async createCredential(template: Software_Component_Password, options?: { signal?: AbortSignal }): Promise<Software_Component_Password> {
    const where = 'HardwareManager.createCredential';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    if (typeof template !== 'object' || template === null || Array.isArray(template)) {
      throw new TypeError(`${where}: template must be an object`);
    }
    return callApi<Software_Component_Password>(this.client, 'Software_Component_Password', 'createObject', { args: [template], signal: o.signal });
  }

  /**
   * The ids an identifier stands for (see {@link VirtualServerManager.resolveIds}; here against
   * `Account.getHardware`).
   *
   * @param identifier - Id, hostname, FQDN or IP address.
   * @param options - `signal`.
   * @returns The matching ids (maybe none, maybe several).
   * @example
   * ```ts
   * const ids = await hw.resolveIds('10.1.0.7');
   * ```
   */
  async resolveIds(identifier: HardwareIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = 'HardwareManager.resolveIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  #resolveOne(where: string, id: HardwareIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'hardware server', id, this.#lookup, signal);
  }

  #get(serverId: number, mask: RequestOptions['mask'], signal: AbortSignal | undefined): Promise<Hardware_Server> {
    return callApi<Hardware_Server>(this.client, 'Hardware_Server', 'getObject', { id: serverId, mask, signal });
  }

  /** One call on the server: id resolved, `mask` (else `defaultMask`) and `signal` passed. */
  async #serverCall<T>(
    name: string,
    id: HardwareIdentifier,
    options: RequestOptions | undefined,
    method: string,
    args: unknown[],
    defaultMask?: string,
    service = 'Hardware_Server',
  ): Promise<T> {
    const where = `HardwareManager.${name}`;
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<T>(this.client, service, method, { id: serverId, args, mask: o.mask ?? defaultMask, signal: o.signal });
  }

  async #firmware(
    name: string,
    method: string,
    spec: typeof UPDATE_FIRMWARE_OPTIONS | typeof REFLASH_FIRMWARE_OPTIONS,
    id: HardwareIdentifier,
    options: FirmwareOptions | undefined,
  ): Promise<boolean> {
    const o = checkSpec<FirmwareOptions>(spec, options);
    const parts = spec.keys.filter((key) => key !== 'signal');
    return this.#serverCall<boolean>(name, id, { signal: o.signal }, method, parts.map((part) => o[part] !== false));
  }

  async #trunks(name: string, method: string, componentId: number, vlans: TrunkVlan[], options: { signal?: AbortSignal } | undefined): Promise<unknown> {
    const where = `HardwareManager.${name}`;
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const id = requireId(where, 'componentId', componentId);
    if (!Array.isArray(vlans) || vlans.some((vlan) => typeof vlan !== 'object' || vlan === null || (vlan.id === undefined && vlan.vlanNumber === undefined))) {
      throw new TypeError(`${where}: vlans must be an array of objects with an id or a vlanNumber`);
    }
    return callApi<unknown>(this.client, 'Network_Component', method, { id, args: [vlans], signal: o.signal });
  }

  async #order(where: string, options: HardwareOrderOptions): Promise<{ args: HardwareOrderArgs; signal: AbortSignal | undefined }> {
    const o = checkSpec(HARDWARE_ORDER_OPTIONS, options, where);
    const pkg = await packageForOrders(this.client, this.ordering, o.signal);
    return { args: hardwareOrder(where, o, pkg), signal: o.signal };
  }
}

/** A network component with its trunks, as `clearVlan` reads it. */
interface TrunkedComponent {
  id?: number;
  networkVlanTrunks?: { networkVlanId?: number }[];
}

const FAST_MASK = joinMask(
  'id, globalIdentifier, fullyQualifiedDomainName, hostname, domain,provisionDate, hardwareStatus, bareMetalInstanceFlag, ',
  'processorPhysicalCoreAmount,memoryCapacity, notes, privateNetworkOnlyFlag, primaryBackendIpAddress,primaryIpAddress, ',
  'networkManagementIpAddress, userData, datacenter, hourlyBillingFlag,lastTransaction[transactionGroup], hardwareChassis[id,name]',
);
const FAST_NETWORK_MASK = joinMask(
  'id, status, speed, maxSpeed, name, ipmiMacAddress, ipmiIpAddress, macAddress, primaryIpAddress,port, ',
  'primarySubnet[id, netmask, broadcastAddress, networkIdentifier, gateway],uplinkComponent[networkVlanTrunks[networkVlan[networkSpace]]]',
);
const COMPONENT_MASK = joinMask(
  'id,hardwareComponentModel[longDescription,hardwareGenericComponentModel[description,hardwareComponentType[keyName]],',
  'firmwares[createDate,version]]',
);
const COMPONENT_FILTER: ObjectFilter = {
  components: { hardwareComponentModel: { firmwares: { createDate: {
    operation: 'orderBy', options: [{ name: 'sort', value: ['DESC'] }, { name: 'sortOrder', value: [1] }],
  } } } },
};
const CLEAR_VLAN_MASK =
  'mask[id, backendNetworkComponents[id,networkVlanTrunks[networkVlanId]], frontendNetworkComponents[id,networkVlanTrunks[networkVlanId]]]';
const UPGRADE_PRICE_MASK = 'mask[id,locationGroupId,categories[name,id,categoryCode],item[keyName,description,capacity,units]]';

function hardwareFilter(where: string, o: ListHardwareOptions): ObjectFilter {
  const filter = serverListFilter(where, 'hardware', o, {
    processorPhysicalCoreAmount: o.cpus,
    memoryCapacity: o.memory,
    'billingItem.orderItem.order.userRecord.username': o.owner,
  }, { processorPhysicalCoreAmount: 'cpus', memoryCapacity: 'memory', 'billingItem.orderItem.order.userRecord.username': 'owner' });
  const group = (filter.hardware ?? {}) as ObjectFilter;
  return { ...filter, hardware: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] }, ...group } };
}

/** Tags as `setTags` takes them: `'a,b'` as given, or an array joined with commas. */
function tagText(where: string, tags: unknown): string {
  if (typeof tags === 'string') return tags;
  if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string' && !tag.includes(','))) {
    return tags.map((tag: string) => tag.trim()).join(',');
  }
  throw new TypeError(`${where}: tags must be a comma-separated string or an array of strings without commas`);
}

/** `YYYY-MM-DDT00:00:00.0000-06:00` of a date (the day in UTC). */
function windowDate(date: Date): string {
  return `${date.toISOString().slice(0, 10)}T00:00:00.0000-06:00`;
}

/** The upgrade price of an option: matched on the category and the item's capacity (or description). */
function upgradePrice(prices: readonly ItemPrice[], option: string, category: string, value: string): ItemPrice | undefined {
  let found: ItemPrice | undefined;
  for (const price of prices) {
    const item = price.item;
    if (!item || !price.categories?.some((c) => c.categoryCode === category)) continue;
    const capacity = String(item.capacity);
    let match: boolean;
    if (option === 'driveController') match = value === item.description;
    else if (option === 'nicSpeed' && !/^\d+$/.test(value)) {
      const [speed, word = ''] = value.split(' ');
      match = capacity === speed && (item.description ?? '').includes(word);
    } else match = capacity === value;
    if (match) found = price;
  }
  return found;
}

/** The price of one disk of an upgrade: `disk<number>` with that capacity. */
function diskPrice(
  server: Hardware_Server,
  prices: readonly ItemPrice[],
  disk: { number: number; capacity: number; description?: string },
): { id: number | undefined; categories: { categoryCode: string | undefined; id: number | undefined }[] } {
  const channel = `disk${disk.number}`;
  const exists = (server.billingItem?.nextInvoiceChildren ?? []).some((child) => child.categoryCode === channel);
  const kind = exists ? 'add_disk' : 'resize_disk';
  if (disk.description === kind) {
    throw new ServiceError(kind === 'add_disk'
      ? 'Unable to add the disk because this already exists.'
      : 'Unable to resize the disk because this does not exists.');
  }
  const price = upgradePrice(prices, channel, channel, String(disk.capacity));
  if (price === undefined) throw new ServiceError(`The item price was not found for ${channel} with 'capacity:' ${disk.capacity}`);
  const category = price.categories?.[0];
  return { id: price.id, categories: [{ categoryCode: category?.categoryCode, id: category?.id }] };
}

