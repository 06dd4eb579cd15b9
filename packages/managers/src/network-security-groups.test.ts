import { describe, expect, it } from 'vitest';
import { NetworkManager } from './network-manager.js';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture, SeenCall } from './test-fixture.js';

let fx: Fixture;
let network: NetworkManager;
useFixture((started) => {
  fx = started;
  network = new NetworkManager(fx.client);
});

/** The request the reference would send for a security group method. */
function sg(method: string, o: { id?: number; args?: unknown[]; mask?: string; limit?: [number, number] } = {}): SeenCall {
  const headers: Record<string, unknown> = {};
  if (o.id !== undefined) headers.Vendor_Network_SecurityGroupInitParameters = { id: o.id };
  if (o.mask !== undefined) Object.assign(headers, maskHeader(o.mask));
  if (o.limit !== undefined) headers.resultLimit = { limit: o.limit[0], offset: o.limit[1] };
  return { service: 'Vendor_Network_SecurityGroup', method, headers, args: o.args ?? [] };
}

const REFERENCE_SG_MASK =
  'id, name, description, rules[id, remoteIp, remoteGroupId, direction, ethertype, portRangeMin, portRangeMax, protocol, createDate, modifyDate], ' +
  'networkComponentBindings[networkComponent[id, port, guest[id, hostname, primaryBackendIpAddress, primaryIpAddress]]]';

describe('NetworkManager: security groups', () => {
  it('createSecurityGroup, editSecurityGroup, getSecurityGroup, deleteSecurityGroup: the reference calls', async () => {
    const created = await network.createSecurityGroup({ name: 'db', description: 'postgres' });
    expect(created).toMatchObject({ name: 'db', description: 'postgres' });
    const id = created.id!;
    expect(await network.editSecurityGroup(id, { name: 'db2', description: '' })).toBe(true);
    expect(await network.editSecurityGroup(id, {})).toBe(false);
    const group = await network.getSecurityGroup(id);
    expect(group).toMatchObject({ id, name: 'db2', description: 'postgres', rules: [], networkComponentBindings: [] });
    expect(await network.deleteSecurityGroup(id)).toBe(true);
    expect(fx.calls()).toEqual([
      sg('createObject', { args: [{ name: 'db', description: 'postgres' }] }),
      sg('editObject', { id, args: [{ name: 'db2' }] }),
      sg('getObject', { id, mask: REFERENCE_SG_MASK }),
      sg('deleteObject', { id }),
    ]);
    expect(NetworkManager.SECURITY_GROUP_MASK).toBe(REFERENCE_SG_MASK);
    await expect(network.getSecurityGroup(id)).rejects.toThrow(/Unable to find object with id of '\d+'/);
    await expect(network.deleteSecurityGroup('x')).rejects.toThrow(/groupId/);
    await expect(network.createSecurityGroup({ name: 5 as unknown as string })).rejects.toThrow(/name/);
  });

  it('rules: add (direction always sent), edit (only given members, plus id), remove; list pages through getRules', async () => {
    const added = await network.addSecurityGroupRule(102, { direction: 'ingress', protocol: 'tcp', portMin: 22, portMax: 22, remoteIp: '10.0.0.0/8' });
    const ruleId = added.rules![0]!.id!;
    expect(typeof added.requestId).toBe('string');
    const edited = await network.editSecurityGroupRule(102, ruleId, { portMax: 2222, ethertype: 'IPv6' });
    expect(edited).toMatchObject({ rules: [{ id: ruleId, portRangeMax: 2222, ethertype: 'IPv6', portRangeMin: 22 }] });
    expect(await network.editSecurityGroupRule(102, ruleId, {})).toBe(false);
    const bare = await network.addSecurityGroupRule(102, { direction: 'egress' });
    await network.removeSecurityGroupRule(102, ruleId);
    expect(fx.calls()).toEqual([
      sg('addRules', { id: 102, args: [[{ direction: 'ingress', portRangeMax: 22, portRangeMin: 22, protocol: 'tcp', remoteIp: '10.0.0.0/8' }]] }),
      sg('editRules', { id: 102, args: [[{ ethertype: 'IPv6', portRangeMax: 2222, id: ruleId }]] }),
      sg('addRules', { id: 102, args: [[{ direction: 'egress' }]] }),
      sg('removeRules', { id: 102, args: [[ruleId]] }),
    ]);
    expect((await network.listSecurityGroupRules(102)).map((r) => r.id)).toEqual([bare.rules![0]!.id]);
    await expect(network.addSecurityGroupRule(102, { direction: 'sideways' })).rejects.toThrow(/direction must be ingress or egress/);
    await expect(network.addSecurityGroupRule(102, { direction: 'ingress', portMin: 1.5 })).rejects.toThrow(/portMin/);
    await expect(network.addSecurityGroupRules(102, 'x' as never)).rejects.toThrow(/rules must be an array of rule records/);
    await expect(network.removeSecurityGroupRules(102, [1, 'a'])).rejects.toThrow(/ruleIds\[1\]/);
  });

  it('2 000 rules go in with one addRules and come back through getRules in pages of 100', async () => {
    const rules = Array.from({ length: 2000 }, (_, i) => ({ direction: 'ingress', protocol: 'tcp', portRangeMin: i + 1, portRangeMax: i + 1 }));
    const request = await network.addSecurityGroupRules(102, rules);
    expect(request.rules).toHaveLength(2000);
    const listed = await network.listSecurityGroupRules(102, { chunk: 100 });
    expect(listed.map((r) => r.portRangeMin)).toEqual(rules.map((r) => r.portRangeMin));
    const pages = fx.calls().filter((c) => c.method === 'getRules');
    expect(pages).toHaveLength(21);
    expect(pages[0]).toEqual(sg('getRules', { id: 102, limit: [100, 0] }));
  });

  it('attach/detach network components; listSecurityGroups pages getAllObjects', async () => {
    const guest = fx.server.state.data.virtualGuests[5]!;
    const nic = guest.networkComponents[0]!.id;
    await network.attachSecurityGroupComponent(101, nic);
    let group = await network.getSecurityGroup(101);
    expect(group.networkComponentBindings?.map((b) => b.networkComponent?.guest?.hostname)).toEqual([guest.hostname]);
    await network.detachSecurityGroupComponents(101, [nic]);
    group = await network.getSecurityGroup(101);
    expect(group.networkComponentBindings).toEqual([]);
    const groups = await network.listSecurityGroups({ mask: 'id,name' });
    expect(groups.map((g) => g.name)).toEqual(['allow-ssh', 'web', 'empty']);
    expect(fx.calls().filter((c) => c.method !== 'getObject')).toEqual([
      sg('attachNetworkComponents', { id: 101, args: [[nic]] }),
      sg('detachNetworkComponents', { id: 101, args: [[nic]] }),
      sg('getAllObjects', { mask: 'id,name', limit: [100, 0] }),
    ]);
    await expect(network.attachSecurityGroupComponents(101, [999])).rejects.toThrow(/999 is not a network component/);
  });

  it('getEventLogsByRequestId: CCI then Security Group entries, 20 a page, matched on metaData.requestId', async () => {
    const { requestId } = await network.addSecurityGroupRule(100, { direction: 'ingress' });
    await network.addSecurityGroupRule(100, { direction: 'egress' });
    const before = fx.calls().length;
    const logs = await network.getEventLogsByRequestId(String(requestId));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ objectName: 'Security Group', eventName: 'Network Security Group Rule Added' });
    const calls = fx.calls().slice(before);
    expect(calls.map((c) => [c.method, c.headers.Vendor_Event_LogObjectFilter, c.headers.resultLimit])).toEqual([
      ['getAllObjects', { objectName: { operation: 'CCI' } }, { limit: 20, offset: 0 }],
      ['getAllObjects', { objectName: { operation: 'Security Group' } }, { limit: 20, offset: 0 }],
    ]);
    expect(await network.getEventLogsByRequestId('no-such-request')).toEqual([]);
  });

  it('getNasCredentials: Network_Storage.getObject with the caller mask', async () => {
    const volume = (await fx.client.call('Account', 'getNetworkStorage', { mask: 'id' }) as Array<{ id: number }>)[0]!;
    const got = await network.getNasCredentials(volume.id, { mask: 'id,username' });
    expect(got.id).toBe(volume.id);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Network_Storage', method: 'getObject',
      headers: { Vendor_Network_StorageInitParameters: { id: volume.id }, ...maskHeader('id,username') }, args: [],
    });
  });
});
