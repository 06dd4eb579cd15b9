import { describe, expect, it } from 'vitest';
import { NameResolutionError } from './errors.js';
import { PlacementGroupManager } from './placement-group-manager.js';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let placement: PlacementGroupManager;
useFixture((started) => {
  fx = started;
  placement = new PlacementGroupManager(fx.client);
});

const init = (id: number): Record<string, unknown> => ({ Vendor_Virtual_PlacementGroupInitParameters: { id } });
const byName = (name: string): Record<string, unknown> => ({
  ...maskHeader('mask[id, name]'), Vendor_AccountObjectFilter: { placementGroups: { name: { operation: name } } },
});

describe('PlacementGroupManager.list / getObject / resolveIds', () => {
  it('list pages Account.getPlacementGroups with the reference mask', async () => {
    const groups = await placement.list({ chunk: 2 });
    expect(groups.map((g) => g.id)).toEqual([12_345, 12_346, 1234]);
    expect(fx.calls().map((c) => c.headers)).toEqual([
      { ...maskHeader(PlacementGroupManager.LIST_MASK), resultLimit: { limit: 2, offset: 0 } },
      { ...maskHeader(PlacementGroupManager.LIST_MASK), resultLimit: { limit: 2, offset: 2 } },
    ]);
    expect(groups[2]).toMatchObject({ guestCount: 2, backendRouter: { hostname: 'bcr01a.dal10' } });
  });

  it('getObject by id (no lookup) and by name (Account.getPlacementGroups filtered on the name)', async () => {
    const group = await placement.getObject(1234);
    await placement.getObject('test');
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Virtual_PlacementGroup', method: 'getObject', args: [], headers: { ...init(1234), ...maskHeader(PlacementGroupManager.GET_MASK) } },
      { service: 'Vendor_Account', method: 'getPlacementGroups', args: [], headers: byName('test') },
      { service: 'Vendor_Virtual_PlacementGroup', method: 'getObject', args: [], headers: { ...init(12_345), ...maskHeader(PlacementGroupManager.GET_MASK) } },
    ]);
    const guests = fx.server.state.data.virtualGuests.slice(0, 2);
    expect(group.guests?.map((g) => g.id)).toEqual(guests.map((g) => g.id));
    expect(await placement.resolveIds('12345')).toEqual([12_345]);
    await expect(placement.getObject('nope')).rejects.toThrow(NameResolutionError);
  });
});

describe('PlacementGroupManager.create / delete / rules / routers', () => {
  it('create sends the template to createObject; the group is then listed', async () => {
    const created = await placement.create({ name: 'db', backendRouterId: 803, ruleId: 1 });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Virtual_PlacementGroup', method: 'createObject', args: [{ name: 'db', backendRouterId: 803, ruleId: 1 }], headers: {} },
    ]);
    expect(created).toMatchObject({ name: 'db', backendRouterId: 803 });
    expect((await placement.list()).map((g) => g.name)).toContain('db');
  });

  it('create refuses a bad template before any request, and the server an unknown rule', async () => {
    await expect(placement.create({ name: 'x', backendRouterId: 803 } as never)).rejects.toThrow(/ruleId/);
    expect(fx.calls()).toEqual([]);
    await expect(placement.create({ name: 'x', backendRouterId: 803, ruleId: 9 })).rejects.toThrow(/ruleId 9/);
  });

  it('delete removes an empty group; a group with guests is refused by the server', async () => {
    expect(await placement.delete('empty-group')).toBe(true);
    expect(fx.calls().slice(-1)).toEqual([{ service: 'Vendor_Virtual_PlacementGroup', method: 'deleteObject', args: [], headers: init(12_346) }]);
    await expect(placement.delete(1234)).rejects.toThrow(/must be empty/);
    expect((await placement.list()).map((g) => g.id)).toEqual([12_345, 1234]);
  });

  it('getAllRules, getRuleIdFromName (upper-cased), getRouters, getBackendRouterIdFromHostname (lower-cased)', async () => {
    expect(await placement.getAllRules()).toEqual([{ id: 1, keyName: 'SPREAD', name: 'SPREAD' }]);
    expect(await placement.getRuleIdFromName('spread')).toEqual([1]);
    expect(await placement.getRuleIdFromName('PACK')).toEqual([]);
    const routers = await placement.getRouters();
    expect(routers[0]).toMatchObject({ id: 801, hostname: 'bcr01a.dal10' });
    expect(await placement.getBackendRouterIdFromHostname('BCR01A.FRA02')).toEqual([805]);
    expect(fx.calls().map((c) => `${c.service}.${c.method}`)).toEqual([
      'Vendor_Virtual_PlacementGroup_Rule.getAllObjects', 'Vendor_Virtual_PlacementGroup_Rule.getAllObjects',
      'Vendor_Virtual_PlacementGroup_Rule.getAllObjects', 'Vendor_Virtual_PlacementGroup.getAvailableRouters', 'Vendor_Network_Pod.getAllObjects',
    ]);
    expect(fx.calls().every((c) => c.args.length === 0)).toBe(true);
  });
});

describe('PlacementGroupManager at size', () => {
  it('list pages through 1,500 groups in chunks; names resolve among them', async () => {
    for (let batch = 0; batch < 30; batch++) {
      await Promise.all(Array.from({ length: 50 }, (_, i) =>
        fx.client.call('Virtual_PlacementGroup', 'createObject', { args: [{ name: `bulk-${batch * 50 + i}`, backendRouterId: 801 + 2 * (i % 4), ruleId: 1 }] })));
    }
    fx.server.state.requests.length = 0;
    const groups = await placement.list({ chunk: 400 });
    expect(groups).toHaveLength(1503);
    expect(new Set(groups.map((g) => g.id)).size).toBe(1503);
    expect(fx.calls().map((c) => c.headers.resultLimit)).toEqual([0, 400, 800, 1200].map((offset) => ({ limit: 400, offset })));
    expect(groups.filter((g) => g.backendRouter?.hostname === 'bcr01a.fra02')).toHaveLength(360);
    expect(await placement.resolveIds('bulk-1499')).toEqual([groups.find((g) => g.name === 'bulk-1499')!.id]);
  });
});
