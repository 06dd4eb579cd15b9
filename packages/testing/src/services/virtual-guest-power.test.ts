import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../http/fake-server.js';
import { mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 2000 } });
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

const VG = 'Vendor_Virtual_Guest';
const on = (id: number): { headers: Record<string, unknown> } => ({ headers: { [`${VG}InitParameters`]: { id } } });
const powerOf = (id: number): string | undefined => server.state.data.virtualGuests.find((g) => g.id === id)?.powerState.keyName;

describe('Virtual_Guest power methods of the fake server', () => {
  it('move the power state: off (soft or hard), on, pause, resume, reboots', async () => {
    expect(await value(server, VG, 'powerOffSoft', on(100001))).toBe(true);
    expect(powerOf(100001)).toBe('HALTED');
    await value(server, VG, 'powerOn', on(100001));
    await value(server, VG, 'pause', on(100001));
    expect(powerOf(100001)).toBe('PAUSED');
    await value(server, VG, 'resume', on(100001));
    for (const method of ['rebootDefault', 'rebootSoft', 'rebootHard']) expect(await value(server, VG, method, on(100001))).toBe(true);
    await value(server, VG, 'powerOff', on(100001));
    expect(powerOf(100001)).toBe('HALTED');
  });

  it('refuse a move the guest cannot make, leaving it as it was', async () => {
    for (const [method, state] of [['resume', 'Paused'], ['powerOn', 'Halted']] as const) {
      const answer = await rpc(server, VG, method, on(100001));
      expect(answer.fault?.faultString).toContain(`the guest is Running; it must be ${state}`);
    }
    await value(server, VG, 'powerOff', on(100001));
    for (const method of ['pause', 'powerOffSoft', 'rebootSoft']) {
      expect((await rpc(server, VG, method, on(100001))).fault?.faultString).toContain('the guest is Halted; it must be Running');
    }
    expect(powerOf(100001)).toBe('HALTED');
    expect((await rpc(server, VG, 'pause', on(9_999_999))).fault).toBeDefined();
  });
});

describe('Virtual_Guest.getReverseDomainRecords of the fake server', () => {
  it('answers the reverse zone of the primary address with its PTR records under a mask', async () => {
    const zones = await value<{ name: string; resourceRecords: unknown[] }[]>(server, VG, 'getReverseDomainRecords', {
      headers: { ...on(100001).headers, ...mask('id, name, resourceRecords') },
    });
    expect(zones).toEqual([expect.objectContaining({ name: '0.100.161.in-addr.arpa', resourceRecords: [] })]);
  });
});

describe('Search.advancedSearch over virtual guests', () => {
  const search = (query: string): Promise<{ resource: { id: number; hostname: string; domain: string } }[]> =>
    value(server, 'Vendor_Search', 'advancedSearch', { args: [query], headers: mask('mask[resource(Vendor_Virtual_Guest)[id, hostname, domain]]') });

  it('matches the terms of slcli search_instances, each case-insensitively, all of them', async () => {
    const guests = server.state.data.virtualGuests;
    expect(await search('_objectType:Vendor_Virtual_Guest ')).toHaveLength(guests.length);
    const web = await search('_objectType:Vendor_Virtual_Guest *WEB*');
    expect(web.length).toBe(guests.filter((g) => g.fullyQualifiedDomainName.includes('web')).length);
    const both = await search('_objectType:Vendor_Virtual_Guest *web* domain: *example.org*');
    expect(both.every(({ resource }) => resource.hostname.includes('web') && resource.domain === 'example.org')).toBe(true);
    expect(both.length).toBe(guests.filter((g) => g.hostname.includes('web') && g.domain === 'example.org').length);
    const dal = await search('_objectType:Vendor_Virtual_Guest datacenter.longName: *Dallas*');
    expect(dal.length).toBe(guests.filter((g) => g.datacenter.longName.includes('Dallas')).length);
    expect(await search('_objectType:Vendor_Virtual_Guest tagReferences.tag.name: "no-such-tag"')).toEqual([]);
  });
});
