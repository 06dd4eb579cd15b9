/**
 * Placement groups (`Virtual_PlacementGroup`): list, create, read, delete, their rules and routers.
 * A guest joins a group only when it is ordered, and leaves it only when it is cancelled.
 *
 * @module
 */
import type { Hardware, Network_Pod, Virtual_PlacementGroup, Virtual_PlacementGroup_Rule } from '@svclib/model';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, ITER_OPTIONS, iterApi, listApi, REQUEST_OPTIONS, requireString, RESOLVE_OPTIONS,
} from './manager-support.js';
import type { IterOptions, RequestOptions, ResolveOptions } from './options.js';
import { PLACEMENT_TEMPLATE, type PlacementGroupTemplate } from './placement-group-options.js';
import { idsOf, resolveIdList, resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import { joinMask, type ByMask, type MaskArg, type Selecting } from './selection.js';
import type { Selection } from '@svclib/core';

/**
 * Placement groups in one call each, as the reference's `PlacementManager`. Built from a `Client`
 * of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { PlacementGroupManager } from '@svclib/managers';
 *
 * const placement = new PlacementGroupManager(new Client({ username: 'u', apiKey: 'k' }));
 * const [rule] = await placement.getRuleIdFromName('SPREAD');
 * await placement.create({ name: 'web', backendRouterId: 1079095, ruleId: rule! });
 * ```
 */
export class PlacementGroupManager {
  /** Mask of {@link list} (`Account.getPlacementGroups`). */
  static readonly LIST_MASK = 'mask[id, name, createDate, rule, guestCount, backendRouter[id, hostname]]';

  /** Default mask of {@link getObject} (`Virtual_PlacementGroup.getObject`). */
  static readonly GET_MASK = joinMask(
    'mask[id, name, createDate, rule, backendRouter[id, hostname],',
    'guests[activeTransaction[id,transactionStatus[name,friendlyName]]]]',
  );

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const placement = new PlacementGroupManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    this.#lookup = async (name, signal) => idsOf(await listApi<Virtual_PlacementGroup>(this.client, 'Account', 'getPlacementGroups', {
      filter: { placementGroups: { name: { operation: name } } }, mask: 'mask[id, name]', signal,
    }));
  }

  /**
   * The account's placement groups (`Account.getPlacementGroups`, mask {@link PlacementGroupManager.LIST_MASK}, paged).
   *
   * @param options - `mask` (instead of the default), `chunk`, `concurrency`, `signal`.
   * @returns The groups.
   * @example
   * ```ts
   * const groups = await placement.list();
   * ```
   */
  list<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<RequestOptions & IterOptions, 'Virtual_PlacementGroup', K, Q>): Promise<NoInfer<ByMask<Virtual_PlacementGroup[], 'Virtual_PlacementGroup', typeof PlacementGroupManager.LIST_MASK, K, Q>>>;
  async list(options?: RequestOptions & IterOptions): Promise<Virtual_PlacementGroup[]> {
    const o = checkSpec(ITER_OPTIONS, options, 'PlacementGroupManager.list');
    const groups: Virtual_PlacementGroup[] = [];
    for await (const group of iterApi<Virtual_PlacementGroup>(this.client, 'Account', 'getPlacementGroups', {
      mask: o.mask ?? PlacementGroupManager.LIST_MASK, chunk: o.chunk, concurrency: o.concurrency, signal: o.signal,
    })) groups.push(group);
    return groups;
  }

  /**
   * Creates a placement group (`Virtual_PlacementGroup.createObject(template)`).
   *
   * @param template - `name`, `backendRouterId`, `ruleId`.
   * @param options - `mask`, `signal`.
   * @returns The new group.
   * @throws TypeError naming a missing or ill-typed member of the template.
   * @example
   * ```ts
   * const group = await placement.create({ name: 'web', backendRouterId: 1079095, ruleId: 1 });
   * ```
   */
  async create(template: PlacementGroupTemplate, options?: RequestOptions): Promise<Virtual_PlacementGroup> {
    const where = 'PlacementGroupManager.create';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const t = PLACEMENT_TEMPLATE.check(template);
    return callApi<Virtual_PlacementGroup>(this.client, 'Virtual_PlacementGroup', 'createObject', {
      args: [{ name: t.name, backendRouterId: t.backendRouterId, ruleId: t.ruleId }], mask: o.mask, signal: o.signal,
    });
  }

  /**
   * The backend routers a placement group can be created on (`Virtual_PlacementGroup.getAvailableRouters`, no argument).
   *
   * @param options - `signal`.
   * @returns The routers, each with its `topLevelLocation`.
   * @example
   * ```ts
   * const routers = await placement.getRouters();
   * ```
   */
  async getRouters(options?: ResolveOptions): Promise<Hardware[]> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'PlacementGroupManager.getRouters');
    return listApi<Hardware>(this.client, 'Virtual_PlacementGroup', 'getAvailableRouters', { signal: o.signal });
  }

  /**
   * One placement group with its guests (`Virtual_PlacementGroup.getObject`, mask {@link PlacementGroupManager.GET_MASK}).
   *
   * @param id - Group id or name.
   * @param options - `mask` (instead of the default), `signal`.
   * @returns The group.
   * @throws NameResolutionError when a name matches no group or several.
   * @example
   * ```ts
   * const group = await placement.getObject('web');
   * ```
   */
  getObject<const K extends MaskArg = never, const Q extends Selection = never>(id: number | string, options?: Selecting<RequestOptions, 'Virtual_PlacementGroup', K, Q>): Promise<NoInfer<ByMask<Virtual_PlacementGroup, 'Virtual_PlacementGroup', typeof PlacementGroupManager.GET_MASK, K, Q>>>;
  async getObject(id: number | string, options?: RequestOptions): Promise<Virtual_PlacementGroup> {
    const where = 'PlacementGroupManager.getObject';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const groupId = await resolveOneId(where, 'placement group', id, this.#lookup, o.signal);
    return callApi<Virtual_PlacementGroup>(this.client, 'Virtual_PlacementGroup', 'getObject', {
      id: groupId, mask: o.mask ?? PlacementGroupManager.GET_MASK, signal: o.signal,
    });
  }

  /**
   * Deletes an empty placement group (`Virtual_PlacementGroup.deleteObject`).
   *
   * @param id - Group id or name.
   * @param options - `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await placement.delete(12345);
   * ```
   */
  async delete(id: number | string, options?: ResolveOptions): Promise<boolean> {
    const where = 'PlacementGroupManager.delete';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    const groupId = await resolveOneId(where, 'placement group', id, this.#lookup, o.signal);
    return callApi<boolean>(this.client, 'Virtual_PlacementGroup', 'deleteObject', { id: groupId, signal: o.signal });
  }

  /**
   * Every placement group rule (`Virtual_PlacementGroup_Rule.getAllObjects`).
   *
   * @param options - `signal`.
   * @returns The rules.
   * @example
   * ```ts
   * const rules = await placement.getAllRules();
   * ```
   */
  async getAllRules(options?: ResolveOptions): Promise<Virtual_PlacementGroup_Rule[]> {
    const o = checkSpec(RESOLVE_OPTIONS, options, 'PlacementGroupManager.getAllRules');
    return listApi<Virtual_PlacementGroup_Rule>(this.client, 'Virtual_PlacementGroup_Rule', 'getAllObjects', { signal: o.signal });
  }

  /**
   * The ids of the rules whose key name is `name` upper-cased (all rules are read:
   * `Virtual_PlacementGroup_Rule.getAllObjects` takes no filter).
   *
   * @param name - Rule key name, e.g. `spread`.
   * @param options - `signal`.
   * @returns The matching ids.
   * @example
   * ```ts
   * const [spread] = await placement.getRuleIdFromName('SPREAD');
   * ```
   */
  async getRuleIdFromName(name: string, options?: ResolveOptions): Promise<number[]> {
    requireString('PlacementGroupManager.getRuleIdFromName', 'name', name);
    const rules = await this.getAllRules(options);
    return idsOf(rules.filter((rule) => rule.keyName === name.toUpperCase()));
  }

  /**
   * The backend router ids of the pods whose `backendRouterName` is `hostname` lower-cased
   * (`Network_Pod.getAllObjects`, no filter, as the reference).
   *
   * @param hostname - Router host name, e.g. `bcr01a.dal13`.
   * @param options - `signal`.
   * @returns The matching router ids.
   * @example
   * ```ts
   * const [router] = await placement.getBackendRouterIdFromHostname('bcr01a.dal13');
   * ```
   */
  async getBackendRouterIdFromHostname(hostname: string, options?: ResolveOptions): Promise<number[]> {
    const where = 'PlacementGroupManager.getBackendRouterIdFromHostname';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    requireString(where, 'hostname', hostname);
    const pods = await listApi<Network_Pod>(this.client, 'Network_Pod', 'getAllObjects', { signal: o.signal });
    const ids: number[] = [];
    for (const pod of pods) {
      if (pod.backendRouterName === hostname.toLowerCase() && typeof pod.backendRouterId === 'number') ids.push(pod.backendRouterId);
    }
    return ids;
  }

  /**
   * The ids a group id or name stands for: a number is itself; a name is looked up with
   * `Account.getPlacementGroups` (filter `placementGroups.name`, mask `mask[id, name]`).
   *
   * @param identifier - Id or name.
   * @param options - `signal`.
   * @returns The ids.
   * @example
   * ```ts
   * const ids = await placement.resolveIds('web');
   * ```
   */
  async resolveIds(identifier: number | string, options?: ResolveOptions): Promise<number[]> {
    const where = 'PlacementGroupManager.resolveIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

}
