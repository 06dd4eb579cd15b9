/**
 * Virtual servers (`Virtual_Guest`): list, read, create, reload, edit, cancel, wait.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import { delay, withDeadline } from './delay.js';
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkOptions, checkType, isBoolean, isIdList, isNonEmptyString, isString, ITER_KEYS, iterApi, iterRequest, listApi,
  listRequest, parseId, positiveInteger, REQUEST_KEYS, requireString,
} from './manager-support.js';
import type { IterOptions, RequestOptions, ResolveOptions } from './options.js';
import { LIST_SERVER_KEYS, serverListFilter } from './server-list.js';
import type { ListServersOptions } from './server-list.js';
import { EDIT_KEYS, editTemplate, RELOAD_KEYS, reloadConfig, tagList } from './server-templates.js';
import type { EditServerOptions, ReloadOptions } from './server-templates.js';

/**
 * Changes of {@link VirtualServerManager.editInstance}: the server edits plus `tags`; at least one
 * must be given.
 *
 * @example
 * ```ts
 * await vs.editInstance('web1', { hostname: 'web2', tags: ['prod', 'web'] });
 * ```
 */
export interface EditInstanceOptions extends EditServerOptions {
  /** Replace the tags (through `setTags`). */
  tags?: string[];
}
import { resolveIdList, resolveOneId, serverLookup } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { OrderTemplate, VirtualGuest, VirtualGuestTemplate } from './types.js';

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

/**
 * Keyword filters of {@link VirtualServerManager.listInstances}. Each value goes through
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
}

/**
 * Options of {@link VirtualServerManager.iterInstances}: the list filters plus paging.
 *
 * @example
 * ```ts
 * for await (const guest of vs.iterInstances({ domain: 'example.com', chunk: 25 })) console.log(guest.hostname);
 * ```
 */
export interface IterInstancesOptions extends ListInstancesOptions, IterOptions {}

/**
 * What to create ({@link VirtualServerManager.createInstance}). Required: `cpus`, `memory`,
 * `hostname`, `domain` (SPEC §8); `osCode` and `imageId` are optional but exclusive.
 *
 * @example
 * ```ts
 * await vs.createInstance({ cpus: 2, memory: 4096, hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST', datacenter: 'dal13' });
 * ```
 */
export interface CreateInstanceOptions {
  /** Number of CPUs (`startCpus`). Required. */
  cpus: number;
  /** Memory in MB (`maxMemory`). Required. */
  memory: number;
  /** Host name. Required. */
  hostname: string;
  /** Domain. Required. */
  domain: string;
  /** Hourly billing (default true; creates a billable resource). */
  hourly?: boolean;
  /** Local disk (default true) rather than SAN. */
  localDisk?: boolean;
  /** Datacenter name, e.g. `dal13`. */
  datacenter?: string;
  /** Operating-system reference code (not with `imageId`). */
  osCode?: string;
  /** Image global identifier to boot (not with `osCode`). */
  imageId?: string;
  /** Run on a host of its own (`dedicatedAccountHostOnlyFlag`). */
  dedicated?: boolean;
  /** No public network (`privateNetworkOnlyFlag`). */
  privateNetworkOnly?: boolean;
  /** Public VLAN id. */
  publicVlan?: number;
  /** Private VLAN id. */
  privateVlan?: number;
  /** User data (`userData[0].value`). */
  userdata?: string;
  /** Port speed in Mbps (`networkComponents[0].maxSpeed`). */
  nicSpeed?: number;
  /** Disk sizes in GB: the first is device `"0"`, the next `"2"`, `"3"`, … */
  disks?: number[];
  /** Post-install script URI. */
  postUri?: string;
  /** SSH key ids. */
  sshKeys?: number[];
  /** Tags to set after creation (through `setTags`). */
  tags?: string[];
}

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
 * Options of {@link VirtualServerManager.waitForReady}.
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

const LIST_INSTANCE_KEYS = [...LIST_SERVER_KEYS, 'hourly', 'monthly', 'cpus', 'memory', 'localDisk'] as const;

const CREATE_KEYS = [
  'cpus', 'memory', 'hostname', 'domain', 'hourly', 'localDisk', 'datacenter', 'osCode', 'imageId', 'dedicated',
  'privateNetworkOnly', 'publicVlan', 'privateVlan', 'userdata', 'nicSpeed', 'disks', 'postUri', 'sshKeys', 'tags',
] as const;

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
  static readonly LIST_MASK =
    'id, globalIdentifier, hostname, domain, fullyQualifiedDomainName, primaryIpAddress, primaryBackendIpAddress, ' +
    'maxCpu, maxMemory, datacenter, status, powerState, activeTransaction';

  /**
   * Mask of `getInstance` unless the caller gives one.
   *
   * @example
   * ```ts
   * await vs.getInstance(1, { mask: `${VirtualServerManager.GET_MASK}, networkComponents` });
   * ```
   */
  static readonly GET_MASK =
    `${VirtualServerManager.LIST_MASK}, createDate, provisionDate, notes, hourlyBillingFlag, localDiskFlag, ` +
    'privateNetworkOnlyFlag, dedicatedAccountHostOnlyFlag, tagReferences.tag.name, networkComponents.maxSpeed';

  /**
   * Mask of the `waitForReady` checks unless the caller gives one.
   *
   * @example
   * ```ts
   * console.log(VirtualServerManager.READY_MASK);
   * ```
   */
  static readonly READY_MASK =
    'id, provisionDate, activeTransaction.id, activeTransaction.transactionStatus.name, lastOperatingSystemReload.id';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const vs = new VirtualServerManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
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
  async listInstances(options?: ListInstancesOptions): Promise<VirtualGuest[]> {
    const where = 'VirtualServerManager.listInstances';
    const o = checkOptions(where, options, LIST_INSTANCE_KEYS);
    const { method, filter } = this.#listQuery(where, o);
    return callApi<VirtualGuest[]>(this.client, 'Account', method, listRequest(o, VirtualServerManager.LIST_MASK, filter));
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
  iterInstances(options?: IterInstancesOptions): AsyncGenerator<VirtualGuest> {
    const where = 'VirtualServerManager.iterInstances';
    const o = checkOptions(where, options, [...LIST_INSTANCE_KEYS, ...ITER_KEYS]);
    const { method, filter } = this.#listQuery(where, o);
    return iterApi<VirtualGuest>(this.client, 'Account', method, iterRequest(o, VirtualServerManager.LIST_MASK, filter));
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
    }, { maxCpu: 'cpus', maxMemory: 'memory', localDiskFlag: 'localDisk' });
    return { method, filter };
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
  async getInstance(id: InstanceIdentifier, options?: RequestOptions): Promise<VirtualGuest> {
    const where = 'VirtualServerManager.getInstance';
    const o = checkOptions(where, options, REQUEST_KEYS);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<VirtualGuest>(this.client, 'Virtual_Guest', 'getObject', {
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
  async createInstance(options: CreateInstanceCallOptions): Promise<VirtualGuest> {
    const where = 'VirtualServerManager.createInstance';
    const o = checkOptions(where, options, [...CREATE_KEYS, ...REQUEST_KEYS]);
    const template = buildTemplate(where, o);
    const guest = await callApi<VirtualGuest>(this.client, 'Virtual_Guest', 'createObject', {
      args: [template], mask: o.mask, signal: o.signal,
    });
    if (o.tags !== undefined && o.tags.length > 0) await this.#setTags(where, guest, o.tags, o.signal);
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
  async createInstances(list: CreateInstanceOptions[], options?: RequestOptions): Promise<VirtualGuest[]> {
    const where = 'VirtualServerManager.createInstances';
    const o = checkOptions(where, options, REQUEST_KEYS);
    if (!Array.isArray(list) || list.length === 0) throw new TypeError(`${where}: expected a non-empty array of options`);
    const entries = list.map((entry, index) => checkOptions(`${where}[${index}]`, entry, CREATE_KEYS));
    const templates = entries.map((entry, index) => buildTemplate(`${where}[${index}]`, entry));
    const guests = await listApi<VirtualGuest>(this.client, 'Virtual_Guest', 'createObjects', {
      args: [templates], mask: o.mask, signal: o.signal,
    });
    for (const [index, entry] of entries.entries()) {
      const guest = guests[index];
      if (entry.tags !== undefined && entry.tags.length > 0 && guest !== undefined) {
        await this.#setTags(where, guest, entry.tags, o.signal);
      }
    }
    return guests;
  }

  /**
   * Checks a creation without creating anything (`Virtual_Guest.generateOrderTemplate`).
   *
   * @param options - As {@link createInstance} (tags are not part of an order).
   * @returns The order the template would place.
   * @throws TypeError naming every missing required option.
   * @example
   * ```ts
   * const order = await vs.verifyCreateInstance({ cpus: 2, memory: 4096, hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST' });
   * ```
   */
  async verifyCreateInstance(options: CreateInstanceCallOptions): Promise<OrderTemplate> {
    const where = 'VirtualServerManager.verifyCreateInstance';
    const o = checkOptions(where, options, [...CREATE_KEYS, ...REQUEST_KEYS]);
    const template = buildTemplate(where, o);
    return callApi<OrderTemplate>(this.client, 'Virtual_Guest', 'generateOrderTemplate', {
      args: [template], mask: o.mask, signal: o.signal,
    });
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
    const o = checkOptions(where, options, REQUEST_KEYS);
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
    const o = checkOptions(where, options, [...REQUEST_KEYS, ...RELOAD_KEYS]);
    const config = reloadConfig(where, o);
    const guestId = await this.#resolveOne(where, id, o.signal);
    return callApi<unknown>(this.client, 'Virtual_Guest', 'reloadOperatingSystem', {
      id: guestId, args: ['FORCE', config], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * Edits a virtual server (`Virtual_Guest.editObject` with the given fields; `userdata` goes in the
   * same template as `userData: [{ value }]`), then replaces its `tags` if given.
   *
   * @param id - Id, hostname, FQDN or IP address.
   * @param options - At least one of `hostname`, `domain`, `notes`, `userdata`, `tags`.
   * @returns `true` when the API accepted the edit.
   * @throws TypeError when nothing is to change.
   * @example
   * ```ts
   * await vs.editInstance(123, { notes: 'db replica', tags: ['db'] });
   * ```
   */
  async editInstance(id: InstanceIdentifier, options: EditInstanceOptions): Promise<boolean> {
    const where = 'VirtualServerManager.editInstance';
    const o = checkOptions(where, options, [...REQUEST_KEYS, ...EDIT_KEYS, 'tags']);
    const template = editTemplate(where, o);
    if (Object.keys(template).length === 0 && o.tags === undefined) {
      throw new TypeError(`${where}: nothing to change: give hostname, domain, notes, userdata or tags`);
    }
    const tags = o.tags === undefined ? undefined : tagList(where, o.tags);
    const guestId = await this.#resolveOne(where, id, o.signal);
    let result = true;
    if (Object.keys(template).length > 0) {
      result = await callApi<boolean>(this.client, 'Virtual_Guest', 'editObject', {
        id: guestId, args: [template], mask: o.mask, signal: o.signal,
      });
    }
    if (tags !== undefined) {
      await callApi<unknown>(this.client, 'Virtual_Guest', 'setTags', { id: guestId, args: [tags], signal: o.signal });
    }
    return result;
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
    const o = checkOptions(where, options, [...REQUEST_KEYS, 'timeoutMs', 'pollMs', 'pending']);
    const timeoutMs = o.timeoutMs ?? 3_600_000;
    const pollMs = o.pollMs ?? 10_000;
    if (typeof timeoutMs !== 'number' || !(timeoutMs >= 0)) {
      throw new RangeError(`${where}: timeoutMs must be a number of milliseconds >= 0, got ${String(timeoutMs)}`);
    }
    if (typeof pollMs !== 'number' || !(pollMs > 0) || !Number.isFinite(pollMs)) {
      throw new RangeError(`${where}: pollMs must be a finite number of milliseconds > 0, got ${String(pollMs)}`);
    }
    const deadline = Date.now() + timeoutMs;
    return withDeadline(timeoutMs, o.signal, false, async (signal) => {
      const guestId = await this.#resolveOne(where, id, signal);
      for (;;) {
        const guest = await callApi<VirtualGuest>(this.client, 'Virtual_Guest', 'getObject', {
          id: guestId, mask: o.mask ?? VirtualServerManager.READY_MASK, signal,
        });
        if (isReady(guest, o.pending ?? false)) return true;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return false;
        await delay(Math.min(pollMs, remaining), signal);
      }
    });
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
    const o = checkOptions(where, options, ['signal']);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  #resolveOne(where: string, id: InstanceIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'virtual server', id, this.#lookup, signal);
  }

  async #setTags(where: string, guest: VirtualGuest, tags: string[], signal: AbortSignal | undefined): Promise<void> {
    const guestId = parseId(guest?.id);
    if (guestId === undefined) {
      throw new ServiceError(`${where}: the API returned no id for the new guest, so its tags could not be set`);
    }
    await callApi<unknown>(this.client, 'Virtual_Guest', 'setTags', { id: guestId, args: [tagList(where, tags)], signal });
  }
}

/**
 * Ready: provisioned and not reloading (and, when `pending`, no active transaction at all). The
 * active transaction is a reload when it is the guest's `lastOperatingSystemReload` or its status
 * name says `RELOAD` (e.g. `RELOAD_OS`).
 */
function isReady(guest: VirtualGuest, pending: boolean): boolean {
  const active = guest?.activeTransaction ?? undefined;
  const lastReload = guest?.lastOperatingSystemReload?.id;
  const reloading =
    active !== undefined &&
    ((active.id !== undefined && active.id === lastReload) || /RELOAD/i.test(active.transactionStatus?.name ?? ''));
  const outstanding = pending && active !== undefined;
  return Boolean(guest?.provisionDate) && !reloading && !outstanding;
}

/**
 * The creation template of SPEC §8, in its order, with only the fields that were given.
 *
 * @throws TypeError naming every missing required option, or the first ill-typed one.
 */
function buildTemplate(where: string, o: CreateInstanceOptions): VirtualGuestTemplate {
  const missing = (['cpus', 'memory', 'hostname', 'domain'] as const).filter((key) => o[key] === undefined);
  if (missing.length > 0) throw new TypeError(`${where}: missing required option(s): ${missing.join(', ')}`);
  if (o.osCode !== undefined && o.imageId !== undefined) {
    throw new TypeError(`${where}: give osCode or imageId, not both`);
  }
  checkType(where, 'cpus', o.cpus, positiveInteger, 'a positive integer');
  checkType(where, 'memory', o.memory, positiveInteger, 'a positive integer (MB)');
  requireString(where, 'hostname', o.hostname);
  requireString(where, 'domain', o.domain);
  for (const key of ['hourly', 'localDisk', 'dedicated', 'privateNetworkOnly'] as const) {
    checkType(where, key, o[key], isBoolean, 'a boolean');
  }
  for (const key of ['datacenter', 'osCode', 'imageId', 'postUri'] as const) {
    checkType(where, key, o[key], isNonEmptyString, 'a non-empty string');
  }
  checkType(where, 'userdata', o.userdata, isString, 'a string');
  for (const key of ['publicVlan', 'privateVlan', 'nicSpeed'] as const) {
    checkType(where, key, o[key], positiveInteger, 'a positive integer');
  }
  checkType(where, 'disks', o.disks, (value) => Array.isArray(value) && value.length > 0 && value.every(positiveInteger),
    'a non-empty array of positive integers (GB)');
  checkType(where, 'sshKeys', o.sshKeys, isIdList, 'an array of positive integer ids');
  if (o.tags !== undefined) tagList(where, o.tags);

  const template: VirtualGuestTemplate = {
    startCpus: o.cpus,
    maxMemory: o.memory,
    hostname: o.hostname,
    domain: o.domain,
    localDiskFlag: o.localDisk ?? true,
    hourlyBillingFlag: o.hourly ?? true,
  };
  if (o.osCode !== undefined) template.operatingSystemReferenceCode = o.osCode;
  if (o.imageId !== undefined) template.blockDeviceTemplateGroup = { globalIdentifier: o.imageId };
  if (o.datacenter !== undefined) template.datacenter = { name: o.datacenter };
  if (o.publicVlan !== undefined) template.primaryNetworkComponent = { networkVlan: { id: o.publicVlan } };
  if (o.privateVlan !== undefined) template.primaryBackendNetworkComponent = { networkVlan: { id: o.privateVlan } };
  if (o.userdata !== undefined) template.userData = [{ value: o.userdata }];
  if (o.nicSpeed !== undefined) template.networkComponents = [{ maxSpeed: o.nicSpeed }];
  if (o.disks !== undefined) {
    template.blockDevices = o.disks.map((capacity, index) => ({
      device: index === 0 ? '0' : String(index + 1),
      diskImage: { capacity },
    }));
  }
  if (o.postUri !== undefined) template.postInstallScriptUri = o.postUri;
  if (o.sshKeys !== undefined) template.sshKeys = o.sshKeys.map((id) => ({ id }));
  if (o.dedicated !== undefined) template.dedicatedAccountHostOnlyFlag = o.dedicated;
  if (o.privateNetworkOnly !== undefined) template.privateNetworkOnlyFlag = o.privateNetworkOnly;
  return template;
}
