/**
 * `svc vs placementgroup …`: placement groups, on `PlacementGroupManager`.
 *
 * @module
 */

import type { PlacementGroupManager, Virtual_PlacementGroup, VirtualServerManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import type { GroupSpec } from '../../spec.js';
import { listOf, message, objectOf } from '../common.js';
import { rows } from './records.js';

const PLACEMENT_COLUMNS: readonly Column[] = [
  col('id'), col('name'), col('backend_router', 'backendRouter.hostname'), col('rule', 'rule.name'), col('guests', 'guestCount'),
  col('created', 'createDate'),
];

const PLACEMENT_DETAIL: readonly Column[] = [
  col('id'), col('name'), col('backend_router', 'backendRouter.hostname'), col('rule', 'rule.name'), col('created', 'createDate'),
  {
    name: 'guests',
    get: (row) => rows(row.guests).map((guest) => `${String(guest.fullyQualifiedDomainName)} (${String(guest.id)})`).join(', '),
  },
];

/** slcli's `resolve_id`: a number is the id itself; anything else must name exactly one. */
async function resolveOne(value: string, what: string, lookup: (name: string) => Promise<number[]>): Promise<number> {
  if (/^\d+$/.test(value)) return Number(value);
  const ids = await lookup(value);
  if (ids.length !== 1) throw new UsageError(`${what} '${value}': ${ids.length === 0 ? 'no match' : `${ids.length} matches (${ids.join(', ')})`}`);
  return ids[0]!;
}

/** The `svc vs placementgroup` group. @example `VS_GROUP.groups` */
export const PLACEMENT_GROUP: GroupSpec<PlacementGroupManager> = {
  name: 'placementgroup',
  summary: 'Placement groups: list, create, create-options, delete, detail',
  manager: (m, client) => new m.PlacementGroupManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List placement groups',
      example: 'svc vs placementgroup list',
      async run(placement) {
        return listOf(await placement.list(), PLACEMENT_COLUMNS);
      },
    },
    {
      name: 'create',
      summary: 'Create a placement group on a backend router, under a rule',
      example: 'svc vs placementgroup create --name web -b bcr01a.dal10 -r SPREAD',
      options: [
        { flags: '--name <name>', description: 'name of the new placement group', required: true },
        { flags: '-b, --backend-router <router>', description: 'backend router: host name or id' },
        { flags: '--backend_router <router>', description: 'the same, as slcli spells it' },
        { flags: '-r, --rule <rule>', description: 'rule key name (e.g. SPREAD) or id', required: true },
      ],
      async run(placement, _args, o) {
        const router = (o.backendRouter ?? o.backend_router) as string | undefined;
        if (router === undefined) throw new UsageError("required option '-b, --backend-router <router>' not specified");
        const backendRouterId = await resolveOne(router, 'backend router', (name) => placement.getBackendRouterIdFromHostname(name));
        const ruleId = await resolveOne(o.rule as string, 'rule', (name) => placement.getRuleIdFromName(name));
        const group = await placement.create({ name: o.name as string, backendRouterId, ruleId });
        return message(`Successfully created placement group: ID: ${String(group.id)}, Name: ${String(group.name)}`, group);
      },
    },
    {
      name: 'create-options',
      summary: 'The backend routers and rules a placement group can be created with',
      example: 'svc vs placementgroup create-options',
      async run(placement) {
        const routers = (await placement.getRouters()).map((router) => ({
          type: 'router', datacenter: router.topLevelLocation?.longName, hostname: router.hostname, id: router.id,
        }));
        const rules = (await placement.getAllRules()).map((rule) => ({ type: 'rule', id: rule.id, key_name: rule.keyName }));
        return listOf([...routers, ...rules], [col('type'), col('datacenter'), col('hostname'), col('id'), col('key_name')]);
      },
    },
    {
      name: 'delete',
      summary: 'Delete an empty placement group; with --purge, cancel its guests instead (asks first)',
      example: 'svc vs placementgroup delete web --yes',
      args: ['<identifier>'],
      options: [{ flags: '--purge', description: 'cancel every guest of the group (the group can be deleted once they are reclaimed)' }],
      destroys: ([identifier], o) => (o.purge === true ? `cancel every guest of placement group ${identifier}` : `delete placement group ${identifier}`),
      async run(placement, [identifier = ''], o, context) {
        const [groupId] = await placement.resolveIds(identifier);
        if (groupId === undefined) throw new UsageError(`placement group '${identifier}': no match`);
        if (o.purge !== true) {
          const result = await placement.delete(groupId);
          return message(`Placement Group ${identifier} has been cancelled.`, result);
        }
        const group: Virtual_PlacementGroup = await placement.getObject(groupId);
        const guests = group.guests ?? [];
        if (guests.length === 0) throw new UsageError(`No virtual servers were found in placement group ${identifier}`);
        const vs: VirtualServerManager = new (await import('@svclib/managers')).VirtualServerManager(context.client);
        const cancelled = [];
        for (const guest of guests) {
          await vs.cancelInstance(guest.id!);
          cancelled.push({ id: guest.id, fqdn: guest.fullyQualifiedDomainName, status: 'Cancelled' });
        }
        return listOf(cancelled, [col('id'), col('fqdn'), col('status')]);
      },
    },
    {
      name: 'detail',
      summary: 'A placement group and its guests (IDENTIFIER: name or id)',
      example: 'svc vs placementgroup detail web',
      args: ['<identifier>'],
      async run(placement, [identifier = '']) {
        const [groupId] = await placement.resolveIds(identifier);
        if (groupId === undefined) throw new UsageError(`placement group '${identifier}': no match`);
        return objectOf(await placement.getObject(groupId), PLACEMENT_DETAIL);
      },
    },
  ],
};
