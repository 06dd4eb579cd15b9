import { describe, expect, it } from 'vitest';
import { useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';
import { VirtualServerManager } from './virtual-server-manager.js';

let fx: Fixture;
let vs: VirtualServerManager;
useFixture((started) => {
  fx = started;
  vs = new VirtualServerManager(fx.client);
});

const VG = 'Vendor_Virtual_Guest';
const init = (id: number): Record<string, unknown> => ({ [`${VG}InitParameters`]: { id } });
const powerOf = (id: number): string | undefined => fx.server.state.data.virtualGuests.find((g) => g.id === id)?.powerState.keyName;

describe('VirtualServerManager power', () => {
  it('powers off (soft by default, hard when asked), on, pauses and resumes, each one call on the resolved guest', async () => {
    expect(await vs.powerOff('web01')).toBe(true);
    expect(powerOf(100001)).toBe('HALTED');
    expect(await vs.powerOn(100001)).toBe(true);
    expect(powerOf(100001)).toBe('RUNNING');
    await vs.powerOff(100001, { hard: true });
    await vs.powerOn(100001);
    await vs.pause(100001);
    expect(powerOf(100001)).toBe('PAUSED');
    await vs.resume(100001);
    const calls = fx.calls().filter((call) => call.service === VG);
    expect(calls.map((call) => [call.method, call.headers, call.args])).toEqual([
      ['powerOffSoft', init(100001), []], ['powerOn', init(100001), []], ['powerOff', init(100001), []], ['powerOn', init(100001), []],
      ['pause', init(100001), []], ['resume', init(100001), []],
    ]);
    expect(powerOf(100001)).toBe('RUNNING');
  });

  it('reboots by default, soft or hard', async () => {
    await vs.reboot(100001);
    await vs.reboot(100001, { mode: 'soft' });
    await vs.reboot(100001, { mode: 'hard' });
    expect(fx.calls().map((call) => call.method)).toEqual(['rebootDefault', 'rebootSoft', 'rebootHard']);
  });

  it('the API refuses a move the guest cannot make (resume a running guest), and nothing changes', async () => {
    await expect(vs.resume(100001)).rejects.toThrow(/the guest is Running; it must be Paused/);
    await expect(vs.powerOn(100001)).rejects.toThrow(/it must be Halted/);
    expect(powerOf(100001)).toBe('RUNNING');
  });

  it('refuses bad options before any request', async () => {
    await expect(vs.reboot(100001, { mode: 'gentle' as 'soft' })).rejects.toThrow(/VirtualServerManager\.reboot.*mode/);
    await expect(vs.powerOff(100001, { hard: 'yes' as unknown as boolean })).rejects.toThrow(/VirtualServerManager\.powerOff.*hard/);
    expect(fx.calls()).toEqual([]);
  });
});

describe('VirtualServerManager.getReverseDomains', () => {
  it('reads getReverseDomainRecords with its records', async () => {
    const zones = await vs.getReverseDomains(100001);
    expect(zones).toEqual([expect.objectContaining({ name: '0.100.161.in-addr.arpa', resourceRecords: expect.any(Array) as unknown })]);
    expect(fx.calls()).toEqual([{
      service: VG, method: 'getReverseDomainRecords', headers: { ...init(100001), Vendor_ObjectMask: { mask: 'mask[id, name, resourceRecords]' } }, args: [],
    }]);
  });
});

describe('VirtualServerManager.searchInstances', () => {
  it('builds the reference query and returns the resources', async () => {
    const guests = await vs.searchInstances('web', { domain: 'example.com', mask: 'mask[resource(Vendor_Virtual_Guest)[id, hostname]]' });
    expect(guests.length).toBeGreaterThan(0);
    expect(guests.every((guest) => guest.hostname?.includes('web'))).toBe(true);
    expect(fx.calls()[0]?.args).toEqual(['_objectType:Vendor_Virtual_Guest *web* domain: *example.com*']);
  });

  it('adds hostname, datacenter and tags terms; no term lists every guest', async () => {
    await vs.searchInstances('', { hostname: 'db', datacenter: 'Dallas', tags: ['a', 'b'] });
    expect(fx.calls()[0]?.args).toEqual(['_objectType:Vendor_Virtual_Guest  hostname: *db* datacenter.longName: *Dallas* tagReferences.tag.name: "a" tagReferences.tag.name: "b"']);
    const all = await vs.searchInstances('');
    expect(all).toHaveLength(fx.server.state.data.virtualGuests.length);
  });

  it('refuses a term that is not a string, and bad tags, before any request', async () => {
    await expect(vs.searchInstances(5 as unknown as string)).rejects.toThrow(/term must be a string/);
    await expect(vs.searchInstances('x', { tags: 'a' as unknown as string[] })).rejects.toThrow(/tags/);
    expect(fx.calls()).toEqual([]);
  });
});

describe('VirtualServerManager.resolveId', () => {
  it('is a number as given, a name resolved to its one guest, and a NameResolutionError for none', async () => {
    expect(await vs.resolveId(100001)).toBe(100001);
    expect(fx.calls()).toEqual([]);
    expect(await vs.resolveId('web01')).toBe(100001);
    await expect(vs.resolveId('nosuchhost')).rejects.toThrow(/virtual server "nosuchhost" not found/);
  });
});
