/**
 * What the parts of `NetworkManager` share: the manager as a part sees it, and the small helpers
 * more than one part uses.
 *
 * @module
 */
import type {
  Network_SecurityGroup, Network_SecurityGroup_Request, Network_SecurityGroup_RequestRules, Network_SecurityGroup_Rule, Network_Subnet,
  Network_Subnet_IpAddress_Global, Network_Subnet_Rwhois_Data,
} from '@svclib/model';
import type { FilterOperation } from '../filters.js';
import type { ManagerClient } from '../manager-client.js';
import { callApi, show } from '../manager-support.js';
import type {
  AddSubnetOptions, IterSecurityGroupsOptions, ListGlobalIpsOptions, ListSubnetsOptions, ListVlansOptions, SubnetKind,
} from '../network-options.js';
import type { RequestOptions, ResolveOptions } from '../options.js';
import { tagList } from '../server-templates.js';
import type { SubnetOrderResult, Vlan } from '../types/network.js';

/**
 * The manager as its parts see it: its client, and the public methods one part calls on another
 * through the manager (so that a subclass's override is called, as when they were one class).
 */
export interface NetworkHost {
  readonly client: ManagerClient;
  listSubnets(options?: ListSubnetsOptions): Promise<Network_Subnet[]>;
  listVlans(options?: ListVlansOptions): Promise<Vlan[]>;
  listGlobalIps(options?: ListGlobalIpsOptions): Promise<Network_Subnet_IpAddress_Global[]>;
  addSubnet(kind: SubnetKind, options?: AddSubnetOptions): Promise<SubnetOrderResult>;
  getRwhois(options?: RequestOptions): Promise<Network_Subnet_Rwhois_Data>;
  iterSecurityGroups(options?: IterSecurityGroupsOptions): AsyncGenerator<Network_SecurityGroup>;
  iterSecurityGroupRules(groupId: number | string, options?: IterSecurityGroupsOptions): AsyncGenerator<Network_SecurityGroup_Rule>;
  attachSecurityGroupComponents(
    groupId: number | string, componentIds: readonly (number | string)[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_Request>;
  detachSecurityGroupComponents(
    groupId: number | string, componentIds: readonly (number | string)[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_Request>;
  removeSecurityGroupRules(
    groupId: number | string, ruleIds: readonly (number | string)[], options?: ResolveOptions,
  ): Promise<Network_SecurityGroup_RequestRules>;
}

/** `{ operation: 'orderBy', options: [{ name: 'sort', value: [direction] }] }`. */
export function orderBy(direction: 'ASC' | 'DESC'): FilterOperation {
  return { operation: 'orderBy', options: [{ name: 'sort', value: [direction] }] };
}

/** `'a,b'` from either form of tags. */
export function tagsText(where: string, tags: unknown): string {
  if (typeof tags === 'string') return tags;
  if (Array.isArray(tags)) return tagList(where, tags as string[]);
  throw new TypeError(`${where}: tags must be a comma-separated string or an array of strings, got ${show(tags)}`);
}

/** Cancels a billing item's service (`Billing_Item.cancelService`). */
export function cancelService(client: ManagerClient, billingId: number, signal: AbortSignal | undefined): Promise<boolean> {
  return callApi<boolean>(client, 'Billing_Item', 'cancelService', { id: billingId, signal });
}
