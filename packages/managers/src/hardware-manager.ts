/**
 * Hardware (bare-metal) servers (`Hardware_Server`): list, read, edit, reload, cancel.
 *
 * @module
 */
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import { callApi, checkOptions, ITER_KEYS, iterApi, iterRequest, listRequest, REQUEST_KEYS } from './manager-support.js';
import type { IterOptions, RequestOptions, ResolveOptions } from './options.js';
import { resolveIdList, resolveOneId, serverLookup } from './resolve.js';
import type { IdLookup } from './resolve.js';
import { LIST_SERVER_KEYS, serverListFilter } from './server-list.js';
import type { ListServersOptions } from './server-list.js';
import { EDIT_KEYS, editServerTemplate, RELOAD_KEYS, reloadConfig } from './server-templates.js';
import type { EditServerOptions, ReloadOptions } from './server-templates.js';
import type { HardwareServer } from './types.js';

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
 * Keyword filters of {@link HardwareManager.listHardware} (filter group `hardware`); each value goes
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
}

/**
 * Options of {@link HardwareManager.iterHardware}: the list filters plus paging.
 *
 * @example
 * ```ts
 * for await (const server of hw.iterHardware({ chunk: 25 })) console.log(server.hostname);
 * ```
 */
export interface IterHardwareOptions extends ListHardwareOptions, IterOptions {}

const LIST_HARDWARE_KEYS = [...LIST_SERVER_KEYS, 'cpus', 'memory'] as const;

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
   * Mask of `listHardware`/`iterHardware` unless the caller gives one.
   *
   * @example
   * ```ts
   * await hw.listHardware({ mask: `${HardwareManager.LIST_MASK}, tagReferences.tag.name` });
   * ```
   */
  static readonly LIST_MASK =
    'id, globalIdentifier, hostname, domain, fullyQualifiedDomainName, primaryIpAddress, primaryBackendIpAddress, ' +
    'processorPhysicalCoreAmount, memoryCapacity, datacenter, hardwareStatus, powerState, activeTransaction';

  /**
   * Mask of `getHardware` unless the caller gives one.
   *
   * @example
   * ```ts
   * await hw.getHardware(1, { mask: `${HardwareManager.GET_MASK}, billingItem` });
   * ```
   */
  static readonly GET_MASK =
    `${HardwareManager.LIST_MASK}, createDate, provisionDate, notes, hourlyBillingFlag, serialNumber, ` +
    'tagReferences.tag.name, networkComponents.maxSpeed';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const hw = new HardwareManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    this.#lookup = serverLookup(client, 'getHardware', 'hardware');
  }

  /**
   * Lists hardware servers in one request (`Account.getHardware`, filter group `hardware`).
   *
   * @param options - Keyword filters, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The servers.
   * @throws TypeError for an unknown option or a bad filter value.
   * @example
   * ```ts
   * const servers = await hw.listHardware({ datacenter: 'dal13', cpus: '>= 16' });
   * ```
   */
  async listHardware(options?: ListHardwareOptions): Promise<HardwareServer[]> {
    const where = 'HardwareManager.listHardware';
    const o = checkOptions(where, options, LIST_HARDWARE_KEYS);
    return callApi<HardwareServer[]>(this.client, 'Account', 'getHardware', listRequest(
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
  iterHardware(options?: IterHardwareOptions): AsyncGenerator<HardwareServer> {
    const where = 'HardwareManager.iterHardware';
    const o = checkOptions(where, options, [...LIST_HARDWARE_KEYS, ...ITER_KEYS]);
    return iterApi<HardwareServer>(this.client, 'Account', 'getHardware', iterRequest(
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
  async getHardware(id: HardwareIdentifier, options?: RequestOptions): Promise<HardwareServer> {
    const where = 'HardwareManager.getHardware';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<HardwareServer>(this.client, 'Hardware_Server', 'getObject', {
      id: serverId, mask: o.mask ?? HardwareManager.GET_MASK, signal: o.signal,
    });
  }

  /**
   * Edits a hardware server (`Hardware_Server.editObject`; `userdata` as `userData: [{ value }]`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - At least one of `hostname`, `domain`, `notes`, `userdata`.
   * @returns `true` when the API accepted the edit.
   * @throws TypeError when nothing is to change.
   * @example
   * ```ts
   * await hw.editHardware('db1', { notes: 'primary database' });
   * ```
   */
  async editHardware(id: HardwareIdentifier, options: EditServerOptions): Promise<boolean> {
    const where = 'HardwareManager.editHardware';
    const o = checkOptions(where, options, [...REQUEST_KEYS, ...EDIT_KEYS]);
    const template = editServerTemplate(where, o, false);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, 'Hardware_Server', 'editObject', {
      id: serverId, args: [template], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Reloads the operating system (`Hardware_Server.reloadOperatingSystem('FORCE', config)`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `postUri`, `sshKeys`, `imageId`, `mask`, `signal`.
   * @returns The API's answer.
   * @example
   * ```ts
   * await hw.reloadHardware('db1', { sshKeys: [11] });
   * ```
   */
  async reloadHardware(id: HardwareIdentifier, options?: ReloadOptions): Promise<unknown> {
    const where = 'HardwareManager.reloadHardware';
    const o = checkOptions(where, options, [...REQUEST_KEYS, ...RELOAD_KEYS]);
    const config = reloadConfig(where, o);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<unknown>(this.client, 'Hardware_Server', 'reloadOperatingSystem', {
      id: serverId, args: ['FORCE', config], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Cancels a hardware server (`Hardware_Server.deleteObject`).
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - `mask` and `signal`.
   * @returns The API's answer (`true` on success).
   * @example
   * ```ts
   * await hw.cancelHardware(1001);
   * ```
   */
  async cancelHardware(id: HardwareIdentifier, options?: RequestOptions): Promise<boolean> {
    const where = 'HardwareManager.cancelHardware';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const serverId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, 'Hardware_Server', 'deleteObject', { id: serverId, mask: o.mask, signal: o.signal });
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
    const o = checkOptions(where, options, ['signal']);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  #resolveOne(where: string, id: HardwareIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'hardware server', id, this.#lookup, signal);
  }
}

function hardwareFilter(where: string, o: ListHardwareOptions): ObjectFilter {
  return serverListFilter(where, 'hardware', o, { processorPhysicalCoreAmount: o.cpus, memoryCapacity: o.memory }, {
    processorPhysicalCoreAmount: 'cpus', memoryCapacity: 'memory',
  });
}
