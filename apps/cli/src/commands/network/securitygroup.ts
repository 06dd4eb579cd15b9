/**
 * `svc network securitygroup-…`: slcli's `securitygroup` group (security groups, their rules and
 * the virtual server interfaces bound to them), on `NetworkManager`.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type { NetworkManager, SecurityGroupRuleOptions } from '@svclib/managers';

import { CommandFailure, UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { numericId, oneOf } from '../../parse.js';
import type { CommandSpec, OptionSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

const integer = (value: string): number => {
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`expected an integer, got '${value}'`);
  return Number(value);
};

const RULE_COLUMNS: readonly Column[] = [
  col('id'), col('remote_ip', 'remoteIp'), col('remote_group', 'remoteGroupId'), col('direction'), col('ethertype'),
  col('port_min', 'portRangeMin'), col('port_max', 'portRangeMax'), col('protocol'),
];

/** The bound interfaces of a group as slcli shows them: component, server, PUBLIC/PRIVATE and its address. */
function interfaces(group: { networkComponentBindings?: unknown }): Record<string, unknown>[] {
  const bindings = (Array.isArray(group.networkComponentBindings) ? group.networkComponentBindings : []) as Array<{
    networkComponentId?: number;
    networkComponent?: { id?: number; port?: number; guest?: { id?: number; hostname?: string; primaryIpAddress?: string; primaryBackendIpAddress?: string } };
  }>;
  return bindings.map((b) => {
    const nic = b.networkComponent;
    const guest = nic?.guest;
    if (guest === undefined) return { interface: b.networkComponentId ?? nic?.id, server: 'N/A', hostname: 'Not enough permission to view' };
    const isPrivate = nic?.port === 0;
    return {
      interface: b.networkComponentId ?? nic?.id, server: guest.id, hostname: guest.hostname,
      network: isPrivate ? 'PRIVATE' : 'PUBLIC', ip: isPrivate ? guest.primaryBackendIpAddress : guest.primaryIpAddress,
    };
  });
}

const INTERFACE_COLUMNS: readonly Column[] = [col('interface'), col('server'), col('hostname'), col('network'), col('ip')];

/** Rule options shared by `rule-add` and `rule-edit` (slcli's flags). */
const RULE_OPTIONS: readonly OptionSpec[] = [
  { flags: '-r, --remote-ip <cidr>', description: 'the remote IP address or CIDR to enforce' },
  { flags: '-s, --remote-group <id>', description: 'the id of the remote security group to enforce', parse: integer },
  { flags: '-d, --direction <direction>', description: 'ingress or egress', parse: oneOf(['ingress', 'egress']) },
  { flags: '-e, --ethertype <type>', description: 'IPv4 or IPv6', parse: oneOf(['IPv4', 'IPv6']) },
  { flags: '-M, --port-max <n>', description: 'upper port bound (the ICMP code with --protocol icmp)', parse: integer },
  { flags: '-m, --port-min <n>', description: 'lower port bound (the ICMP type with --protocol icmp)', parse: integer },
  { flags: '-p, --protocol <protocol>', description: 'icmp, tcp or udp', parse: oneOf(['icmp', 'tcp', 'udp']) },
];

const ruleOf = (o: Options): SecurityGroupRuleOptions => defined<SecurityGroupRuleOptions>({
  remoteIp: o.remoteIp, remoteGroup: o.remoteGroup, direction: o.direction, ethertype: o.ethertype,
  portMax: o.portMax, portMin: o.portMin, protocol: o.protocol,
});

/** `--network-component`, or `--server` with `--interface` (slcli's choice of the interface). */
const INTERFACE_OPTIONS: readonly OptionSpec[] = [
  { flags: '-n, --network-component <id>', description: 'the network component id', parse: (v) => numericId(v, '--network-component') },
  { flags: '-s, --server <id>', description: 'the virtual server id (with --interface)', parse: (v) => numericId(v, '--server') },
  { flags: '-i, --interface <which>', description: 'public or private (with --server)', parse: oneOf(['public', 'private']) },
];

/** The network component id the interface options name (slcli's `_get_component_id`). */
async function componentOf(client: Client, o: Options): Promise<number> {
  const useServer = o.server !== undefined && o.interface !== undefined && o.networkComponent === undefined;
  const useComponent = o.networkComponent !== undefined && o.server === undefined && o.interface === undefined;
  if (!useServer && !useComponent) throw new UsageError('give either --network-component or both --server and --interface');
  if (useComponent) return o.networkComponent as number;
  const guest = await client.call('Virtual_Guest', 'getObject', { id: o.server as number, mask: 'networkComponents[id, port]' }) as
    { networkComponents?: Array<{ id?: number; port?: number }> } | null;
  const port = o.interface === 'private' ? 0 : 1;
  const found = (guest?.networkComponents ?? []).filter((c) => c.port === port);
  if (found.length !== 1 || found[0]?.id === undefined) throw new CommandFailure(`Instance ${String(o.server)} has no ${String(o.interface)} interface`);
  return found[0].id;
}

/** slcli's `securitygroup` commands as `svc network securitygroup-…`. @example `NETWORK_GROUP.commands.push(...SECURITY_GROUP_COMMANDS)` */
export const SECURITY_GROUP_COMMANDS: readonly CommandSpec<NetworkManager>[] = [
  {
    name: 'securitygroup-list',
    summary: 'List security groups',
    example: 'svc network securitygroup-list',
    options: [...PAGING],
    run: async (network, _args, o, context) =>
      listOf(await context.collect(network.iterSecurityGroups(defined(paging(o))), 'security groups'), [col('id'), col('name'), col('description')]),
  },
  {
    name: 'securitygroup-detail',
    summary: 'Show a security group with its rules and bound servers',
    example: 'svc network securitygroup-detail 100',
    args: ['<id>'],
    async run(network, [id]) {
      const group = await network.getSecurityGroup(numericId(id, '<id>'));
      return objectOf({ ...group, servers: interfaces(group) }, [
        col('id'), col('name'), col('description'), col('rules', 'rules', (rules) => (Array.isArray(rules) ? rules.length : 0)),
        col('servers', 'servers', (rows) => (rows as Array<{ hostname?: string }>).map((r) => r.hostname).join(', ')),
      ]);
    },
  },
  {
    name: 'securitygroup-create',
    summary: 'Create a security group',
    example: 'svc network securitygroup-create --name web --description "http from anywhere"',
    options: [
      { flags: '-n, --name <name>', description: 'the name of the security group' },
      { flags: '-d, --description <text>', description: 'the description of the security group' },
    ],
    run: async (network, _args, o) => objectOf(await network.createSecurityGroup(defined({ name: o.name, description: o.description })), [
      col('id'), col('name'), col('description'), col('created', 'createDate'),
    ]),
  },
  {
    name: 'securitygroup-edit',
    summary: 'Change the name and/or description of a security group',
    example: 'svc network securitygroup-edit 100 --description "ssh from the office"',
    args: ['<id>'],
    options: [
      { flags: '-n, --name <name>', description: 'new name' },
      { flags: '-d, --description <text>', description: 'new description' },
    ],
    async run(network, [id], o) {
      const group = numericId(id, '<id>');
      if (!(await network.editSecurityGroup(group, defined({ name: o.name, description: o.description })))) {
        throw new UsageError('Failed to edit security group: give a non-empty --name or --description');
      }
      return message(`Edited security group ${group}.`, true);
    },
  },
  {
    name: 'securitygroup-delete',
    summary: 'Delete a security group',
    example: 'svc network securitygroup-delete 102 --yes',
    args: ['<id>'],
    destroys: ([id]) => `delete security group ${id}`,
    async run(network, [id]) {
      const group = numericId(id, '<id>');
      return message(`Deleted security group ${group}.`, await network.deleteSecurityGroup(group));
    },
  },
  {
    name: 'securitygroup-rule-list',
    summary: 'List the rules of a security group',
    example: 'svc network securitygroup-rule-list 100',
    args: ['<id>'],
    options: [...PAGING],
    run: async (network, [id], o, context) =>
      listOf(await context.collect(network.iterSecurityGroupRules(numericId(id, '<id>'), defined(paging(o))), 'rules'), [
        ...RULE_COLUMNS, col('created', 'createDate'), col('modified', 'modifyDate'),
      ]),
  },
  {
    name: 'securitygroup-rule-add',
    summary: 'Add a rule to a security group',
    example: 'svc network securitygroup-rule-add 100 --direction ingress --protocol tcp --port-min 22 --port-max 22',
    args: ['<id>'],
    options: RULE_OPTIONS,
    async run(network, [id], o) {
      const request = await network.addSecurityGroupRule(numericId(id, '<id>'), ruleOf(o));
      return objectOf({ requestId: request.requestId, rules: (request.rules ?? []).map((r) => r.id).join(', ') }, [col('request_id', 'requestId'), col('rules')]);
    },
  },
  {
    name: 'securitygroup-rule-edit',
    summary: 'Change a rule of a security group',
    example: 'svc network securitygroup-rule-edit 100 1 --port-max 2222',
    args: ['<id>', '<rule-id>'],
    options: RULE_OPTIONS,
    async run(network, [id, rule], o) {
      const request = await network.editSecurityGroupRule(numericId(id, '<id>'), numericId(rule, '<rule-id>'), ruleOf(o));
      if (request === false) throw new UsageError('nothing to change: give at least one of the rule options, e.g. --port-max');
      return objectOf(request, [col('request_id', 'requestId')]);
    },
  },
  {
    name: 'securitygroup-rule-remove',
    summary: 'Remove a rule from a security group',
    example: 'svc network securitygroup-rule-remove 100 1 --yes',
    args: ['<id>', '<rule-id>'],
    destroys: ([id, rule]) => `remove rule ${rule} of security group ${id}`,
    run: async (network, [id, rule]) =>
      objectOf(await network.removeSecurityGroupRule(numericId(id, '<id>'), numericId(rule, '<rule-id>')), [col('request_id', 'requestId')]),
  },
  {
    name: 'securitygroup-interface-list',
    summary: 'List the interfaces bound to a security group',
    example: 'svc network securitygroup-interface-list 100',
    args: ['<id>'],
    run: async (network, [id]) => listOf(interfaces(await network.getSecurityGroup(numericId(id, '<id>'), {
      mask: 'networkComponentBindings[networkComponentId, networkComponent[id, port, guest[id, hostname, primaryBackendIpAddress, primaryIpAddress]]]',
    })), INTERFACE_COLUMNS),
  },
  {
    name: 'securitygroup-interface-add',
    summary: 'Bind an interface (a network component, or a server\'s public or private one) to a security group',
    example: 'svc network securitygroup-interface-add 100 --server 100001 --interface private',
    args: ['<id>'],
    options: INTERFACE_OPTIONS,
    async run(network, [id], o, context) {
      const group = numericId(id, '<id>');
      const request = await network.attachSecurityGroupComponent(group, await componentOf(context.client, o));
      return objectOf(request, [col('request_id', 'requestId')]);
    },
  },
  {
    name: 'securitygroup-interface-remove',
    summary: 'Unbind an interface from a security group',
    example: 'svc network securitygroup-interface-remove 100 --network-component 30000000 --yes',
    args: ['<id>'],
    options: INTERFACE_OPTIONS,
    destroys: ([id]) => `unbind an interface from security group ${id}`,
    async run(network, [id], o, context) {
      const group = numericId(id, '<id>');
      const request = await network.detachSecurityGroupComponent(group, await componentOf(context.client, o));
      return objectOf(request, [col('request_id', 'requestId')]);
    },
  },
  {
    name: 'securitygroup-event-log',
    summary: 'Show the event log entries of a security group request (its request id)',
    example: 'svc network securitygroup-event-log sg-request-1',
    args: ['<request-id>'],
    run: async (network, [requestId = '']) => listOf(await network.getEventLogsByRequestId(requestId), [
      col('event', 'eventName'), col('label'), col('date', 'eventCreateDate'), col('metadata', 'metaData'),
    ]),
  },
];
