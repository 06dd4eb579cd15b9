/**
 * `Vendor_Network_SecurityGroup`: the account's security groups with their rules and bound network
 * components — `createObject`, `getObject`, `getAllObjects`, `editObject` (name, description),
 * `deleteObject`, `getRules`, `addRules`, `editRules`, `removeRules`, `attachNetworkComponents`,
 * `detachNetworkComponents`. Every rule or binding change answers a request (`requestId`) and
 * writes a `Security Group` entry to the event log whose JSON `metaData` names it, as the real
 * service does. Also `Vendor_Network_Storage.getObject` (the account's volumes).
 *
 * @module
 */
import type {
  Event_Log as EventLogEntry, Network_SecurityGroup as SecurityGroup, Network_SecurityGroup_Rule as SecurityGroupRule,
} from '@svclib/model';
import { extrasOf } from '../data/account-extras.js';
import { FAKE_ACCOUNT_ID } from '../data/constants.js';
import type { Dataset } from '../data/dataset.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import { storageOf } from '../data/guest-extras.js';
import { listResult, objectOf, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

/** A rule of a fake security group. */
export type FakeSecurityGroupRule = SecurityGroupRule & { id: number; securityGroupId: number; direction: string };

/** A network component bound to a fake security group, with the guest it belongs to. */
export interface FakeSecurityGroupBinding {
  /** The bound component's id. */
  networkComponentId: number;
  /** The component as the group shows it. */
  networkComponent: { id: number; port: number; guestId: number; guest: Record<string, unknown> };
}

/** A fake security group. */
export type FakeSecurityGroup = Omit<SecurityGroup, 'rules' | 'networkComponentBindings'> & {
  id: number;
  name: string;
  rules: FakeSecurityGroupRule[];
  networkComponentBindings: FakeSecurityGroupBinding[];
};

/** The security groups of one dataset, built lazily (so `state.reset()` starts them afresh). */
interface SecurityGroupStore {
  readonly groups: FakeSecurityGroup[];
  nextRuleId: number;
  nextRequestId: number;
}

const stores = new WeakMap<Dataset, SecurityGroupStore>();
const GROUP_ID_BASE = 100;
const DIRECTIONS = ['ingress', 'egress'];
const ETHERTYPES = ['IPv4', 'IPv6'];
const PROTOCOLS = ['icmp', 'tcp', 'udp'];

/** The guest-side network component `id` of the dataset, or `undefined`. */
function bindingOf(data: Dataset, componentId: number): FakeSecurityGroupBinding | undefined {
  for (const guest of data.virtualGuests) {
    const nic = guest.networkComponents.find((c) => c.id === componentId);
    if (nic) {
      const guestView = {
        id: guest.id, hostname: guest.hostname, domain: guest.domain,
        primaryIpAddress: guest.primaryIpAddress ?? null, primaryBackendIpAddress: guest.primaryBackendIpAddress ?? null,
      };
      return { networkComponentId: nic.id, networkComponent: { id: nic.id, port: nic.port, guestId: guest.id, guest: guestView } };
    }
  }
  return undefined;
}

/** The security groups of `data`: three to start with, the first with rules and two bound guests. */
export function securityGroupsOf(data: Dataset): SecurityGroupStore {
  let store = stores.get(data);
  if (!store) {
    const created = isoDate(Date.UTC(2024, 0, 15));
    const rule = (id: number, groupId: number, fields: Omit<FakeSecurityGroupRule, 'id' | 'securityGroupId' | 'createDate'>): FakeSecurityGroupRule =>
      ({ id, securityGroupId: groupId, createDate: created, ...fields });
    const bindings = data.virtualGuests.slice(0, 2)
      .map((guest) => bindingOf(data, guest.networkComponents[0]?.id ?? -1))
      .filter((b): b is FakeSecurityGroupBinding => b !== undefined);
    const groups: FakeSecurityGroup[] = [
      {
        id: GROUP_ID_BASE, name: 'allow-ssh', description: 'SSH from the office', createDate: created, modifyDate: created,
        rules: [
          rule(1, GROUP_ID_BASE, { direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', portRangeMin: 22, portRangeMax: 22, remoteIp: '203.0.113.0/24' }),
          rule(2, GROUP_ID_BASE, { direction: 'egress', ethertype: 'IPv4' }),
        ],
        networkComponentBindings: bindings,
      },
      {
        id: GROUP_ID_BASE + 1, name: 'web', description: 'HTTP and HTTPS', createDate: created, modifyDate: created,
        rules: [
          rule(3, GROUP_ID_BASE + 1, { direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', portRangeMin: 80, portRangeMax: 80 }),
          rule(4, GROUP_ID_BASE + 1, { direction: 'ingress', ethertype: 'IPv4', protocol: 'tcp', portRangeMin: 443, portRangeMax: 443 }),
        ],
        networkComponentBindings: [],
      },
      { id: GROUP_ID_BASE + 2, name: 'empty', description: '', createDate: created, modifyDate: created, rules: [], networkComponentBindings: [] },
    ];
    store = { groups, nextRuleId: 5, nextRequestId: 1 };
    stores.set(data, store);
  }
  return store;
}

/** Argument 0 as a list of records (`what` names them in the fault). */
function recordList(context: CallContext, what: string): Record<string, unknown>[] {
  const value = context.args[0];
  if (!Array.isArray(value) || !value.every(isStruct)) {
    throw invalidParameters(`${context.service}::${context.method} expects ${what} as argument 1 (an array of structs), got ${describe(value)}.`);
  }
  return value;
}

/** Argument 0 as a list of integer ids. */
function idList(context: CallContext, what: string): number[] {
  const value = context.args[0];
  if (!Array.isArray(value) || !value.every((v) => Number.isInteger(v))) {
    throw invalidParameters(`${context.service}::${context.method} expects ${what} as argument 1 (an array of ids), got ${describe(value)}.`);
  }
  return value as number[];
}

/** Checks the members of a rule template and returns them as rule fields. */
function ruleFields(context: CallContext, template: Record<string, unknown>, requireDirection: boolean): Partial<FakeSecurityGroupRule> {
  const where = `${context.service}::${context.method}`;
  const fields: Partial<FakeSecurityGroupRule> = {};
  const { direction, ethertype, protocol, remoteIp, remoteGroupId, portRangeMin, portRangeMax } = template;
  if (direction !== undefined || requireDirection) {
    if (typeof direction !== 'string' || !DIRECTIONS.includes(direction)) throw invalidParameters(`${where}: direction must be ingress or egress, got ${describe(direction)}.`);
    fields.direction = direction;
  }
  if (ethertype !== undefined) {
    if (typeof ethertype !== 'string' || !ETHERTYPES.includes(ethertype)) throw invalidParameters(`${where}: ethertype must be IPv4 or IPv6, got ${describe(ethertype)}.`);
    fields.ethertype = ethertype;
  }
  if (protocol !== undefined) {
    if (typeof protocol !== 'string' || !PROTOCOLS.includes(protocol)) throw invalidParameters(`${where}: protocol must be icmp, tcp or udp, got ${describe(protocol)}.`);
    fields.protocol = protocol;
  }
  if (remoteIp !== undefined) {
    if (typeof remoteIp !== 'string' || remoteIp.trim() === '') throw invalidParameters(`${where}: remoteIp must be an address or CIDR, got ${describe(remoteIp)}.`);
    fields.remoteIp = remoteIp;
  }
  for (const [name, value] of [['remoteGroupId', remoteGroupId], ['portRangeMin', portRangeMin], ['portRangeMax', portRangeMax]] as const) {
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < 0) throw invalidParameters(`${where}: ${name} must be a non-negative integer, got ${describe(value)}.`);
    fields[name] = value as number;
  }
  return fields;
}

/** A new request id, logged as a `Security Group` event naming it. */
function logRequest(context: CallContext, group: FakeSecurityGroup, eventName: string, details: Record<string, unknown>): string {
  const store = securityGroupsOf(context.data);
  const requestId = `sg-request-${store.nextRequestId++}`;
  const entry: EventLogEntry = {
    accountId: FAKE_ACCOUNT_ID, eventCreateDate: isoDate(Date.now()), eventName, ipAddress: '192.0.2.10', label: group.name,
    metaData: JSON.stringify({ requestId, securityGroupId: String(group.id), ...details }), objectId: group.id,
    objectName: 'Security Group', traceId: requestId, userType: 'CUSTOMER',
  };
  extrasOf(context.data).eventLog.push(entry);
  group.modifyDate = entry.eventCreateDate;
  return requestId;
}

/** The `Vendor_Network_SecurityGroup` service. */
export const securityGroupService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => securityGroupsOf(data).groups,
  editable: ['name', 'description'],
  deletable: true,
  methods: {
    createObject: {
      run: (context) => {
        const { name, description } = structArgument(context, 0, 'the security group template');
        for (const [field, value] of [['name', name], ['description', description]] as const) {
          if (value !== undefined && value !== null && typeof value !== 'string') {
            throw invalidParameters(`${context.service}::createObject ${field} must be a string, got ${describe(value)}.`);
          }
        }
        const { groups } = securityGroupsOf(context.data);
        const now = isoDate(Date.now());
        const group: FakeSecurityGroup = {
          id: context.data.nextId('securityGroup', groups, GROUP_ID_BASE), name: typeof name === 'string' ? name : '',
          description: typeof description === 'string' ? description : '', createDate: now, modifyDate: now,
          rules: [], networkComponentBindings: [],
        };
        groups.push(group);
        return output(context, group, 'Generic');
      },
    },
    getAllObjects: {
      run: (context) => listResult(context, securityGroupsOf(context.data).groups, 'Generic', [], true),
    },
    getRules: {
      needsObject: true,
      run: (context) => listResult(context, objectOf<FakeSecurityGroup>(context).rules, 'Generic', [], true),
    },
    addRules: {
      needsObject: true,
      run: (context) => {
        const group = objectOf<FakeSecurityGroup>(context);
        const store = securityGroupsOf(context.data);
        const checked = recordList(context, 'the rule templates').map((template) => ruleFields(context, template, true));
        const rules = checked.map((fields) => ({ ...fields, id: store.nextRuleId++, securityGroupId: group.id, createDate: isoDate(Date.now()) }) as FakeSecurityGroupRule);
        group.rules.push(...rules);
        return { requestId: logRequest(context, group, 'Network Security Group Rule Added', { rules }), rules };
      },
    },
    editRules: {
      needsObject: true,
      run: (context) => {
        const group = objectOf<FakeSecurityGroup>(context);
        const changes = recordList(context, 'the rule templates').map((template) => {
          const rule = group.rules.find((r) => r.id === template.id);
          if (!rule) throw invalidParameters(`${context.service}::editRules: rule ${describe(template.id)} is not a rule of security group ${group.id}.`);
          return [rule, ruleFields(context, template, false)] as const;
        });
        for (const [rule, fields] of changes) Object.assign(rule, fields, { modifyDate: isoDate(Date.now()) });
        const rules = changes.map(([rule]) => rule);
        return { requestId: logRequest(context, group, 'Network Security Group Rule Edited', { rules }), rules };
      },
    },
    removeRules: {
      needsObject: true,
      run: (context) => {
        const group = objectOf<FakeSecurityGroup>(context);
        const ids = idList(context, 'the rule ids');
        const missing = ids.find((id) => !group.rules.some((r) => r.id === id));
        if (missing !== undefined) throw invalidParameters(`${context.service}::removeRules: rule ${missing} is not a rule of security group ${group.id}.`);
        const rules = group.rules.filter((r) => ids.includes(r.id));
        group.rules = group.rules.filter((r) => !ids.includes(r.id));
        return { requestId: logRequest(context, group, 'Network Security Group Rule Removed', { rules }), rules };
      },
    },
    attachNetworkComponents: {
      needsObject: true,
      run: (context) => {
        const group = objectOf<FakeSecurityGroup>(context);
        const bindings = idList(context, 'the network component ids').map((id) => {
          const binding = bindingOf(context.data, id);
          if (!binding) throw invalidParameters(`${context.service}::attachNetworkComponents: ${id} is not a network component of the account's virtual servers.`);
          return binding;
        });
        for (const binding of bindings) {
          if (!group.networkComponentBindings.some((b) => b.networkComponentId === binding.networkComponentId)) group.networkComponentBindings.push(binding);
        }
        return { requestId: logRequest(context, group, 'Network Component Attached', { networkComponentIds: bindings.map((b) => b.networkComponentId) }) };
      },
    },
    detachNetworkComponents: {
      needsObject: true,
      run: (context) => {
        const group = objectOf<FakeSecurityGroup>(context);
        const ids = idList(context, 'the network component ids');
        const missing = ids.find((id) => !group.networkComponentBindings.some((b) => b.networkComponentId === id));
        if (missing !== undefined) throw invalidParameters(`${context.service}::detachNetworkComponents: network component ${missing} is not attached to security group ${group.id}.`);
        group.networkComponentBindings = group.networkComponentBindings.filter((b) => !ids.includes(b.networkComponentId));
        return { requestId: logRequest(context, group, 'Network Component Detached', { networkComponentIds: ids }) };
      },
    },
  },
};

/** The `Vendor_Network_Storage` service: `getObject` of the account's volumes. */
export const networkStorageService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => storageOf(data).networkStorage,
  methods: {},
};
