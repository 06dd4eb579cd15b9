/**
 * The security-group part of `NetworkManager`: groups (`Network_SecurityGroup`), their rules
 * and bound network components, and the event logs of their requests.
 *
 * @module
 */
import { joinMask } from '../selection.js';
import type {
  Event_Log, Network_SecurityGroup, Network_SecurityGroup_Request, Network_SecurityGroup_RequestRules, Network_SecurityGroup_Rule,
} from '@svclib/model';
import type { ManagerClient } from '../manager-client.js';
import {
  callApi, checkArgument, checkSpec, iterApi, iterRequest, REQUEST_OPTIONS, requireId, requireString, RESOLVE_OPTIONS, show,
} from '../manager-support.js';
import { ITER_SECURITY_GROUP_OPTIONS, SECURITY_GROUP_OPTIONS, SECURITY_GROUP_RULE_OPTIONS } from '../network-options.js';
import type { IterSecurityGroupsOptions, SecurityGroupOptions, SecurityGroupRuleOptions } from '../network-options.js';
import type { RequestOptions, ResolveOptions } from '../options.js';
import type { NetworkHost } from './support.js';

/** Mask of `getSecurityGroup` unless the caller gives one. */
export const SECURITY_GROUP_MASK = joinMask(
  'id, name, description, rules[id, remoteIp, remoteGroupId, direction, ethertype, portRangeMin,',
  ' portRangeMax, protocol, createDate, modifyDate], networkComponentBindings[networkComponent[id,',
  ' port, guest[id, hostname, primaryBackendIpAddress, primaryIpAddress]]]',
);

/** The API's rule record from the reference's keyword names; unset members are left out. */
function ruleTemplate(o: SecurityGroupRuleOptions): Network_SecurityGroup_Rule {
  const rule: Network_SecurityGroup_Rule = {};
  if (o.remoteIp !== undefined) rule.remoteIp = o.remoteIp;
  if (o.remoteGroup !== undefined) rule.remoteGroupId = o.remoteGroup;
  if (o.direction !== undefined) rule.direction = o.direction;
  if (o.ethertype !== undefined) rule.ethertype = o.ethertype;
  if (o.portMax !== undefined) rule.portRangeMax = o.portMax;
  if (o.portMin !== undefined) rule.portRangeMin = o.portMin;
  if (o.protocol !== undefined) rule.protocol = o.protocol;
  return rule;
}

/** Ids as numbers, or a `TypeError` naming the argument. */
function idList(where: string, what: string, ids: unknown): number[] {
  if (!Array.isArray(ids)) throw new TypeError(`${where}: ${what} must be an array of ids, got ${show(ids)}`);
  return ids.map((id, i) => requireId(where, `${what}[${i}]`, id));
}

/** Whether `value` is an array of records. */
function isRecordList(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** The `requestId` named by an event log entry's JSON `metaData`, or `undefined`. */
function metadataRequestId(metaData: unknown): unknown {
  if (typeof metaData !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(metaData);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { requestId?: unknown }).requestId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds one rule to a security group (`Network_SecurityGroup.addRules([rule])`; the reference's
 * `add_securitygroup_rule`). `direction` is always sent, as the reference does.
 */
export async function addSecurityGroupRule(network: NetworkHost, groupId: number | string, rule: SecurityGroupRuleOptions): Promise<Network_SecurityGroup_RequestRules> {
  const where = 'NetworkManager.addSecurityGroupRule';
  const o = checkSpec(SECURITY_GROUP_RULE_OPTIONS, rule, where);
  return securityGroupCall(network.client, where, groupId, 'addRules', [{ direction: o.direction ?? null, ...ruleTemplate(o) }], o.signal);
}

/** Adds rules to a security group (`Network_SecurityGroup.addRules(rules)`). */
export async function addSecurityGroupRules(
  network: NetworkHost,
  groupId: number | string, rules: readonly Network_SecurityGroup_Rule[], options?: ResolveOptions,
): Promise<Network_SecurityGroup_RequestRules> {
  const where = 'NetworkManager.addSecurityGroupRules';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  checkArgument(where, 'rules', rules, isRecordList, 'an array of rule records');
  return securityGroupCall(network.client, where, groupId, 'addRules', rules, o.signal);
}

/** Attaches one network component to a security group (`Network_SecurityGroup.attachNetworkComponents([id])`). */
export async function attachSecurityGroupComponent(network: NetworkHost, groupId: number | string, componentId: number | string, options?: ResolveOptions): Promise<Network_SecurityGroup_Request> {
  return network.attachSecurityGroupComponents(groupId, [requireId('NetworkManager.attachSecurityGroupComponent', 'componentId', componentId)], options);
}

/** Attaches network components to a security group (`Network_SecurityGroup.attachNetworkComponents(ids)`). */
export async function attachSecurityGroupComponents(
  network: NetworkHost,
  groupId: number | string, componentIds: readonly (number | string)[], options?: ResolveOptions,
): Promise<Network_SecurityGroup_Request> {
  const where = 'NetworkManager.attachSecurityGroupComponents';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return securityGroupCall(network.client, where, groupId, 'attachNetworkComponents', idList(where, 'componentIds', componentIds), o.signal);
}

/** Detaches one network component from a security group (`Network_SecurityGroup.detachNetworkComponents([id])`). */
export async function detachSecurityGroupComponent(network: NetworkHost, groupId: number | string, componentId: number | string, options?: ResolveOptions): Promise<Network_SecurityGroup_Request> {
  return network.detachSecurityGroupComponents(groupId, [requireId('NetworkManager.detachSecurityGroupComponent', 'componentId', componentId)], options);
}

/** Detaches network components from a security group (`Network_SecurityGroup.detachNetworkComponents(ids)`). */
export async function detachSecurityGroupComponents(
  network: NetworkHost,
  groupId: number | string, componentIds: readonly (number | string)[], options?: ResolveOptions,
): Promise<Network_SecurityGroup_Request> {
  const where = 'NetworkManager.detachSecurityGroupComponents';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return securityGroupCall(network.client, where, groupId, 'detachNetworkComponents', idList(where, 'componentIds', componentIds), o.signal);
}

/** Creates a security group (`Network_SecurityGroup.createObject({ name, description })`). */
export async function createSecurityGroup(network: NetworkHost, fields?: SecurityGroupOptions): Promise<Network_SecurityGroup> {
  const o = checkSpec(SECURITY_GROUP_OPTIONS, fields, 'NetworkManager.createSecurityGroup');
  return callApi<Network_SecurityGroup>(network.client, 'Network_SecurityGroup', 'createObject', {
    args: [{ name: o.name ?? null, description: o.description ?? null }], signal: o.signal,
  });
}

/** Deletes a security group (`Network_SecurityGroup.deleteObject`). */
export async function deleteSecurityGroup(network: NetworkHost, groupId: number | string, options?: ResolveOptions): Promise<boolean> {
  const where = 'NetworkManager.deleteSecurityGroup';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return callApi<boolean>(network.client, 'Network_SecurityGroup', 'deleteObject', { id: requireId(where, 'groupId', groupId), signal: o.signal });
}

/**
 * Changes a security group's name and/or description (`Network_SecurityGroup.editObject`); empty values are not
 * sent, and with nothing to send no call is made (as in the reference).
 */
export async function editSecurityGroup(network: NetworkHost, groupId: number | string, changes: SecurityGroupOptions): Promise<boolean> {
  const where = 'NetworkManager.editSecurityGroup';
  const o = checkSpec(SECURITY_GROUP_OPTIONS, changes, where);
  const id = requireId(where, 'groupId', groupId);
  const template: { name?: string; description?: string } = {};
  if (o.name) template.name = o.name;
  if (o.description) template.description = o.description;
  if (Object.keys(template).length === 0) return false;
  return callApi<boolean>(network.client, 'Network_SecurityGroup', 'editObject', { id, args: [template], signal: o.signal });
}

/**
 * Changes a rule of a security group (`Network_SecurityGroup.editRules([{ id, … }])`); with no change given no
 * call is made (as in the reference).
 */
export async function editSecurityGroupRule(
  network: NetworkHost,
  groupId: number | string, ruleId: number | string, changes: SecurityGroupRuleOptions,
): Promise<Network_SecurityGroup_RequestRules | false> {
  const where = 'NetworkManager.editSecurityGroupRule';
  const o = checkSpec(SECURITY_GROUP_RULE_OPTIONS, changes, where);
  const rule = requireId(where, 'ruleId', ruleId);
  const template = ruleTemplate(o);
  if (Object.keys(template).length === 0) {
    requireId(where, 'groupId', groupId);
    return false;
  }
  return securityGroupCall(network.client, where, groupId, 'editRules', [{ ...template, id: rule }], o.signal);
}

/** One security group with its rules and bound network components (`Network_SecurityGroup.getObject`). */
export async function getSecurityGroup(network: NetworkHost, groupId: number | string, options?: RequestOptions): Promise<Network_SecurityGroup> {
  const where = 'NetworkManager.getSecurityGroup';
  const o = checkSpec(REQUEST_OPTIONS, options, where);
  return callApi<Network_SecurityGroup>(network.client, 'Network_SecurityGroup', 'getObject', {
    id: requireId(where, 'groupId', groupId), mask: o.mask ?? SECURITY_GROUP_MASK, signal: o.signal,
  });
}

/**
 * The account's security groups, paged (`Network_SecurityGroup.getAllObjects`; the reference's
 * `list_securitygroups`, which pages too).
 */
export function iterSecurityGroups(network: NetworkHost, options?: IterSecurityGroupsOptions): AsyncGenerator<Network_SecurityGroup> {
  const o = checkSpec(ITER_SECURITY_GROUP_OPTIONS, options, 'NetworkManager.iterSecurityGroups');
  return iterApi<Network_SecurityGroup>(network.client, 'Network_SecurityGroup', 'getAllObjects', iterRequest(o, undefined, o.filter));
}

/** All the account's security groups (collects {@link iterSecurityGroups}). */
export async function listSecurityGroups(network: NetworkHost, options?: IterSecurityGroupsOptions): Promise<Network_SecurityGroup[]> {
  const groups: Network_SecurityGroup[] = [];
  for await (const group of network.iterSecurityGroups(options)) groups.push(group);
  return groups;
}

/** The rules of a security group, paged (`Network_SecurityGroup.getRules`). */
export function iterSecurityGroupRules(network: NetworkHost, groupId: number | string, options?: IterSecurityGroupsOptions): AsyncGenerator<Network_SecurityGroup_Rule> {
  const where = 'NetworkManager.iterSecurityGroupRules';
  const o = checkSpec(ITER_SECURITY_GROUP_OPTIONS, options, where);
  const id = requireId(where, 'groupId', groupId);
  return iterApi<Network_SecurityGroup_Rule>(network.client, 'Network_SecurityGroup', 'getRules', { ...iterRequest(o, undefined, o.filter), id });
}

/**
 * The rules of a security group (collects {@link iterSecurityGroupRules}; the reference's
 * `list_securitygroup_rules`).
 */
export async function listSecurityGroupRules(network: NetworkHost, groupId: number | string, options?: IterSecurityGroupsOptions): Promise<Network_SecurityGroup_Rule[]> {
  const rules: Network_SecurityGroup_Rule[] = [];
  for await (const rule of network.iterSecurityGroupRules(groupId, options)) rules.push(rule);
  return rules;
}

/** Removes one rule from a security group (`Network_SecurityGroup.removeRules([ruleId])`). */
export async function removeSecurityGroupRule(network: NetworkHost, groupId: number | string, ruleId: number | string, options?: ResolveOptions): Promise<Network_SecurityGroup_RequestRules> {
  return network.removeSecurityGroupRules(groupId, [requireId('NetworkManager.removeSecurityGroupRule', 'ruleId', ruleId)], options);
}

/** Removes rules from a security group (`Network_SecurityGroup.removeRules(ruleIds)`). */
export async function removeSecurityGroupRules(
  network: NetworkHost,
  groupId: number | string, ruleIds: readonly (number | string)[], options?: ResolveOptions,
): Promise<Network_SecurityGroup_RequestRules> {
  const where = 'NetworkManager.removeSecurityGroupRules';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  return securityGroupCall(network.client, where, groupId, 'removeRules', idList(where, 'ruleIds', ruleIds), o.signal);
}

/**
 * The event log entries of one security group request: the account's `CCI` and `Security Group` entries
 * (`Event_Log.getAllObjects` filtered on `objectName`, 20 a page, as the reference's `EventLogManager`) whose JSON
 * `metaData` names `requestId` (the reference's `get_event_logs_by_request_id`; entries whose `metaData` is not
 * JSON are skipped).
 */
export async function getEventLogsByRequestId(network: NetworkHost, requestId: string | number, options?: ResolveOptions): Promise<Event_Log[]> {
  const where = 'NetworkManager.getEventLogsByRequestId';
  const o = checkSpec(RESOLVE_OPTIONS, options, where);
  if (typeof requestId !== 'number') requireString(where, 'requestId', requestId);
  const found: Event_Log[] = [];
  for (const objectName of ['CCI', 'Security Group']) {
    const logs = iterApi<Event_Log>(network.client, 'Event_Log', 'getAllObjects', {
      filter: { objectName: { operation: objectName } }, chunk: 20, signal: o.signal,
    });
    for await (const log of logs) {
      if (metadataRequestId(log.metaData) === requestId) found.push(log);
    }
  }
  return found;
}

async function securityGroupCall<T>(client: ManagerClient, where: string, groupId: number | string, method: string, arg: unknown, signal: AbortSignal | undefined): Promise<T> {
  return callApi<T>(client, 'Network_SecurityGroup', method, { id: requireId(where, 'groupId', groupId), args: [arg], signal });
}
