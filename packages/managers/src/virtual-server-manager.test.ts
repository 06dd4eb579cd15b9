import { ServiceError } from '@svclib/core';
import { describe, expect, it, vi } from 'vitest';
import { NameResolutionError } from './errors.js';
import type { ManagerClient } from './manager-client.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';
import { VirtualServerManager } from './virtual-server-manager.js';
import type { CreateInstanceOptions } from './virtual-server-manager.js';

let fx: Fixture;
let vs: VirtualServerManager;
useFixture((started) => {
  fx = started;
  vs = new VirtualServerManager(fx.client);
}, { provisionDelayMs: 150, reloadDelayMs: 150 });

const LIST_MASK = maskHeader(VirtualServerManager.LIST_MASK);
/** The reference sorts guest lists by id (`query_filter_orderby`). */
const ORDER = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const SORTED = { Vendor_AccountObjectFilter: { virtualGuests: { id: ORDER } } };
const base: CreateInstanceOptions = { cpus: 2, memory: 4096, hostname: 'new1', domain: 'example.com', osCode: 'UBUNTU_LATEST' };

describe('VirtualServerManager.listInstances', () => {
  it('calls Account.getVirtualGuests with the default mask, sorted by id', async () => {
    const guests = await vs.listInstances();
    expect(fx.calls()).toEqual([{ service: 'Vendor_Account', method: 'getVirtualGuests', headers: { ...LIST_MASK, ...SORTED }, args: [] }]);
    expect(guests.map((guest) => guest.id)).toEqual(fx.server.state.data.virtualGuests.map((guest) => guest.id));
    expect(guests[0]).toHaveProperty('datacenter.name');
    expect(guests[0]).not.toHaveProperty('tagReferences');
  });

  it('picks the hourly and monthly methods and their filter groups', async () => {
    const hourly = await vs.listInstances({ hourly: true, monthly: false, domain: 'example.com' });
    const monthly = await vs.listInstances({ hourly: false, domain: 'example.com' });
    const neither = await vs.listInstances({ hourly: false, monthly: false });
    const calls = fx.calls();
    expect(calls.map((call) => call.method)).toEqual(['getHourlyVirtualGuests', 'getMonthlyVirtualGuests', 'getVirtualGuests']);
    expect(calls[0]!.headers.Vendor_AccountObjectFilter).toEqual({ virtualGuests: { id: ORDER, domain: { operation: '_= example.com' } } });
    expect(calls[1]!.headers.Vendor_AccountObjectFilter).toEqual({ virtualGuests: { id: ORDER, domain: { operation: '_= example.com' } } });
    const data = fx.server.state.data.virtualGuests;
    const inDomain = data.filter((guest) => guest.domain === 'example.com');
    expect(hourly.map((g) => g.id).sort()).toEqual(inDomain.filter((g) => g.hourlyBillingFlag).map((g) => g.id).sort());
    expect(monthly.map((g) => g.id).sort()).toEqual(inDomain.filter((g) => !g.hourlyBillingFlag).map((g) => g.id).sort());
    expect(neither).toHaveLength(data.length);
  });

  it('sends every keyword filter through queryFilter in group virtualGuests', async () => {
    await vs.listInstances({
      tags: ['prod', 'web'], cpus: '>= 2', memory: 2048, hostname: 'web*', domain: '*example*', localDisk: false,
      datacenter: 'dal13', nicSpeed: 100, publicIp: '169.*', privateIp: '10.0.0.5', transient: false,
    });
    expect(fx.calls()[0]!.headers.Vendor_AccountObjectFilter).toEqual({
      virtualGuests: {
        id: ORDER,
        transientGuestFlag: { operation: 0 },
        tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['prod', 'web'] }] } } },
        maxCpu: { operation: '>= 2' },
        maxMemory: { operation: 2048 },
        hostname: { operation: '^= web' },
        domain: { operation: '*= example' },
        localDiskFlag: { operation: 0 },
        datacenter: { name: { operation: '_= dal13' } },
        networkComponents: { maxSpeed: { operation: 100 } },
        primaryIpAddress: { operation: '^= 169.' },
        primaryBackendIpAddress: { operation: '_= 10.0.0.5' },
      },
    });
  });

  it('filters end to end: datacenter, cpus and tags', async () => {
    const data = fx.server.state.data.virtualGuests;
    const target = data.find((guest) => guest.tagReferences.length > 0)!;
    const tag = target.tagReferences[0]!.tag.name;
    const dc = target.datacenter.name;
    const got = await vs.listInstances({ datacenter: dc, cpus: target.maxCpu, tags: [tag] });
    const expected = data.filter(
      (g) => g.datacenter.name === dc && g.maxCpu === target.maxCpu && g.tagReferences.some((ref) => ref.tag.name === tag),
    );
    expect(got.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort());
    expect(got.map((g) => g.id)).toContain(target.id);
    const local = await vs.listInstances({ localDisk: true });
    expect(local.map((g) => g.id).sort()).toEqual(data.filter((g) => g.localDiskFlag).map((g) => g.id).sort());
  });

  it("merges the caller's filter deeply and honours mask, limit and offset", async () => {
    const got = await vs.listInstances({
      hostname: 'web*',
      filter: { virtualGuests: { domain: { operation: '_= example.com' }, hostname: { operation: '_= ignored' } } },
      mask: 'id, hostname',
      limit: 2,
      offset: 1,
    });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Account',
        method: 'getVirtualGuests',
        headers: {
          ...maskHeader('id, hostname'),
          Vendor_AccountObjectFilter: {
            virtualGuests: { id: ORDER, domain: { operation: '_= example.com' }, hostname: { operation: '^= web' } },
          },
          resultLimit: { limit: 2, offset: 1 },
        },
        args: [],
      },
    ]);
    expect(got.length).toBeLessThanOrEqual(2);
    for (const guest of got) expect(Object.keys(guest).sort()).toEqual(['hostname', 'id']);
  });

  it('rejects unknown options and bad tags before any request', async () => {
    await expect(vs.listInstances({ hostnme: 'x' } as never)).rejects.toThrow(
      /^Unknown VirtualServerManager.listInstances option\(s\): hostnme \(allowed: .*\bhostname\b.*\); did you mean "hostname"\?$/,
    );
    await expect(vs.listInstances({ tags: 'prod' as never })).rejects.toThrow(/tags must be an array of strings/);
    expect(fx.calls()).toEqual([]);
  });
});

describe('VirtualServerManager.iterInstances', () => {
  it('pages with iterCall: chunk, running offset, limit', async () => {
    const got = await collect(vs.iterInstances({ chunk: 5, limit: 12, datacenter: '*' }));
    const calls = fx.calls();
    expect(calls.map((call) => call.headers.resultLimit)).toEqual([
      { limit: 5, offset: 0 },
      { limit: 5, offset: 5 },
      { limit: 2, offset: 10 },
    ]);
    for (const call of calls) {
      expect(call.method).toBe('getVirtualGuests');
      expect(call.headers.Vendor_ObjectMask).toEqual(LIST_MASK.Vendor_ObjectMask);
      expect(call.headers.Vendor_AccountObjectFilter).toEqual({ virtualGuests: { id: ORDER, datacenter: { name: { operation: '*= ' } } } });
    }
    expect(got.map((g) => g.id)).toEqual(fx.server.state.data.virtualGuests.slice(0, 12).map((g) => g.id));
  });

  it('stops requesting when the loop breaks', async () => {
    for await (const guest of vs.iterInstances({ chunk: 2 })) {
      expect(guest.id).toBeTypeOf('number');
      break;
    }
    expect(fx.calls()).toHaveLength(1);
  });

  it('passes concurrency to iterCall: same pages, same order as sequential', async () => {
    const all = fx.server.state.data.virtualGuests;
    expect(all.length).toBeGreaterThanOrEqual(12);
    const got = await collect(vs.iterInstances({ chunk: 4, limit: 10, concurrency: 3, domain: '*' }));
    const offsets = fx.calls().map((call) => call.headers.resultLimit as { limit: number; offset: number });
    expect(offsets.sort((a, b) => a.offset - b.offset)).toEqual([
      { limit: 4, offset: 0 },
      { limit: 4, offset: 4 },
      { limit: 2, offset: 8 },
    ]);
    expect(got.map((g) => g.id)).toEqual(all.slice(0, 10).map((g) => g.id));

    // The options reach the client's iterCall as given (a recording wrapper around the real client).
    const seen: unknown[] = [];
    const recording: ManagerClient = {
      untyped: {
        call: fx.client.untyped.call,
        iterCall: (service, method, options) => {
          seen.push({ service, method, chunk: options?.chunk, limit: options?.limit, concurrency: options?.concurrency });
          return fx.client.untyped.iterCall(service, method, options);
        },
      },
    };
    await collect(new VirtualServerManager(recording).iterInstances({ chunk: 4, limit: 10, concurrency: 3 }));
    expect(seen).toEqual([{ service: 'Account', method: 'getVirtualGuests', chunk: 4, limit: 10, concurrency: 3 }]);
  });

  it('rejects unknown options synchronously', () => {
    expect(() => vs.iterInstances({ chunks: 5 } as never)).toThrow(/Unknown VirtualServerManager.iterInstances option\(s\): chunks .*did you mean "chunk"\?/);
  });
});

describe('VirtualServerManager signal', () => {
  it('an aborted signal rejects list, get-by-name and create without a request', async () => {
    const signal = AbortSignal.abort();
    await expect(vs.listInstances({ signal })).rejects.toThrow(/abort/i);
    await expect(vs.getInstance('web01', { signal })).rejects.toThrow(/abort/i);
    await expect(vs.createInstance({ ...base, signal })).rejects.toThrow(/abort/i);
    expect(fx.calls()).toEqual([]);
    expect(fx.server.state.data.virtualGuests.some((g) => g.hostname === base.hostname)).toBe(false);
  });
});

describe('VirtualServerManager.getInstance and resolveIds', () => {
  it('reads by id with the default mask', async () => {
    const target = fx.server.state.data.virtualGuests[3]!;
    const guest = await vs.getInstance(target.id);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Virtual_Guest',
        method: 'getObject',
        headers: { ...maskHeader(VirtualServerManager.GET_MASK), Vendor_Virtual_GuestInitParameters: { id: target.id } },
        args: [],
      },
    ]);
    expect(guest).toMatchObject({ id: target.id, hostname: target.hostname, fullyQualifiedDomainName: target.fullyQualifiedDomainName });
    expect(guest.tagReferences).toBeDefined();
  });

  it('resolves numbers, numeric strings, hostnames, FQDNs and IP addresses', async () => {
    const target = fx.server.state.data.virtualGuests[2]!;
    expect(await vs.resolveIds(42)).toEqual([42]);
    expect(await vs.resolveIds(' 42 ')).toEqual([42]);
    expect(fx.calls()).toEqual([]);
    expect(await vs.resolveIds(target.hostname.toUpperCase())).toEqual([target.id]);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Account',
        method: 'getVirtualGuests',
        headers: {
          ...maskHeader('id'),
          Vendor_AccountObjectFilter: { virtualGuests: { hostname: { operation: `_= ${target.hostname.toUpperCase()}` } } },
        },
        args: [],
      },
    ]);
    fx.reset();
    const fresh = fx.server.state.data.virtualGuests[2]!;
    expect(await vs.resolveIds(fresh.fullyQualifiedDomainName)).toEqual([fresh.id]);
    expect(fx.calls().map((call) => call.headers.Vendor_AccountObjectFilter)).toEqual([
      { virtualGuests: { hostname: { operation: `_= ${fresh.fullyQualifiedDomainName}` } } },
      { virtualGuests: { fullyQualifiedDomainName: { operation: `_= ${fresh.fullyQualifiedDomainName}` } } },
    ]);
    expect(await vs.resolveIds(fresh.primaryBackendIpAddress)).toEqual([fresh.id]);
    const withPublic = fx.server.state.data.virtualGuests.find((guest) => guest.primaryIpAddress !== undefined)!;
    expect(await vs.resolveIds(withPublic.primaryIpAddress!)).toEqual([withPublic.id]);
    expect(await vs.resolveIds('no-such-host')).toEqual([]);
  });

  it('gets by hostname, and names an unknown or ambiguous one', async () => {
    const [first, second] = fx.server.state.data.virtualGuests;
    expect((await vs.getInstance(first!.hostname)).id).toBe(first!.id);

    const missing = await vs.getInstance('no-such-host').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(NameResolutionError);
    expect(missing).toBeInstanceOf(ServiceError);
    expect(missing).toMatchObject({ reason: 'not-found', identifier: 'no-such-host', kind: 'virtual server' });
    expect(String((missing as Error).message)).toBe('virtual server "no-such-host" not found');

    second!.hostname = first!.hostname;
    const ambiguous = await vs.getInstance(first!.hostname).catch((error: unknown) => error);
    expect(ambiguous).toBeInstanceOf(NameResolutionError);
    expect(ambiguous).toMatchObject({ reason: 'ambiguous', matches: [first!.id, second!.id] });
    expect((ambiguous as Error).message).toContain(`is ambiguous: it matches 2 objects (ids ${first!.id}, ${second!.id})`);
  });

  it('rejects an id that is neither a positive integer nor a name', async () => {
    await expect(vs.getInstance(-1)).rejects.toThrow(TypeError);
    await expect(vs.getInstance('  ')).rejects.toThrow(/expected a positive integer id or a name/);
    expect(fx.calls()).toEqual([]);
  });
});

describe('VirtualServerManager.createInstance(s) and verifyCreateInstance', () => {
  it('sends the full template as the reference builds it (false flags left out), then setTags', async () => {
    const guest = await vs.createInstance({
      cpus: 4, memory: 8192, hostname: 'app1', domain: 'example.com', hourly: false, localDisk: false,
      datacenter: 'dal10', osCode: 'UBUNTU_22_64', dedicated: true, privateNetworkOnly: false, publicVlan: 11,
      privateVlan: 12, userdata: '#cloud-config', nicSpeed: 1000, disks: [25, 100, 250], postUri: 'https://example.com/p.sh',
      sshKeys: [7, 8], tags: ['prod', 'app'],
    });
    const [create, tag] = fx.calls();
    expect(create).toEqual({
      service: 'Vendor_Virtual_Guest',
      method: 'createObject',
      headers: {},
      args: [
        {
          startCpus: 4, maxMemory: 8192, hostname: 'app1', domain: 'example.com', localDiskFlag: false,
          hourlyBillingFlag: false, operatingSystemReferenceCode: 'UBUNTU_22_64', datacenter: { name: 'dal10' },
          primaryNetworkComponent: { networkVlan: { id: 11 } }, primaryBackendNetworkComponent: { networkVlan: { id: 12 } },
          userData: [{ value: '#cloud-config' }], networkComponents: [{ maxSpeed: 1000 }],
          blockDevices: [
            { device: '0', diskImage: { capacity: 25 } },
            { device: '2', diskImage: { capacity: 100 } },
            { device: '3', diskImage: { capacity: 250 } },
          ],
          postInstallScriptUri: 'https://example.com/p.sh', sshKeys: [{ id: 7 }, { id: 8 }],
          dedicatedAccountHostOnlyFlag: true,
        },
      ],
    });
    expect(tag).toEqual({
      service: 'Vendor_Virtual_Guest',
      method: 'setTags',
      headers: { Vendor_Virtual_GuestInitParameters: { id: guest.id } },
      args: ['prod,app'],
    });
    const stored = fx.server.state.data.virtualGuests.find((g) => g.id === guest.id)!;
    expect(stored).toMatchObject({ hostname: 'app1', maxCpu: 4, hourlyBillingFlag: false, localDiskFlag: false });
    expect(stored.tagReferences.map((ref) => ref.tag.name)).toEqual(['prod', 'app']);
  });

  it('sends the minimal template with the defaults, and an image instead of an OS', async () => {
    await vs.createInstance({ ...base, osCode: undefined, imageId: 'a1b2-c3', mask: 'id, hostname' });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Virtual_Guest',
        method: 'createObject',
        headers: maskHeader('id, hostname'),
        args: [
          {
            startCpus: 2, maxMemory: 4096, hostname: 'new1', domain: 'example.com', localDiskFlag: true,
            hourlyBillingFlag: true, blockDeviceTemplateGroup: { globalIdentifier: 'a1b2-c3' },
          },
        ],
      },
    ]);
  });

  it('names every missing required option before any request', async () => {
    await expect(vs.createInstance({} as CreateInstanceOptions)).rejects.toThrow(
      new TypeError('VirtualServerManager.createInstance: missing required option(s): cpus, memory, hostname, domain'),
    );
    await expect(vs.createInstance({ ...base, memory: undefined })).rejects.toThrow(
      /missing required option\(s\): memory$/,
    );
    await expect(vs.createInstance({ ...base, imageId: 'x' })).rejects.toThrow(/give osCode or imageId, not both/);
    await expect(vs.createInstance({ ...base, cpus: 1.5 })).rejects.toThrow(/VirtualServerManager.createInstance option "cpus" must be a positive integer, got 1.5/);
    await expect(vs.createInstance({ ...base, tags: ['a,b'] })).rejects.toThrow(/without commas/);
    await expect(vs.verifyCreateInstance({ ...base, hostname: undefined } as never)).rejects.toThrow(/missing required option\(s\): hostname/);
    await expect(vs.createInstances([base, { ...base, cpus: undefined }])).rejects.toThrow(
      /createInstances\[1\]: missing required option\(s\): cpus/,
    );
    expect(fx.calls()).toEqual([]);
  });

  it('creates without osCode or imageId (neither is required by SPEC §8)', async () => {
    const { osCode: _os, ...withoutOs } = base;
    void _os;
    await vs.createInstance(withoutOs);
    const sent = fx.server.state.requests.find((r) => r.method === 'createObject');
    expect(sent?.args[0]).toMatchObject({ startCpus: 2, maxMemory: 4096, hostname: 'new1', domain: 'example.com' });
    expect(sent?.args[0]).not.toHaveProperty('operatingSystemReferenceCode');
    expect(sent?.args[0]).not.toHaveProperty('blockDeviceTemplateGroup');
  });

  it('creates several in one createObjects call and tags each', async () => {
    const guests = await vs.createInstances([
      { ...base, hostname: 'a', tags: ['x'] },
      { ...base, hostname: 'b' },
    ]);
    const calls = fx.calls();
    expect(calls[0]).toMatchObject({ method: 'createObjects' });
    expect((calls[0]!.args[0] as { hostname: string }[]).map((t) => t.hostname)).toEqual(['a', 'b']);
    expect(calls.slice(1)).toEqual([
      {
        service: 'Vendor_Virtual_Guest', method: 'setTags',
        headers: { Vendor_Virtual_GuestInitParameters: { id: guests[0]!.id } }, args: ['x'],
      },
    ]);
    expect(guests.map((g) => g.hostname)).toEqual(['a', 'b']);
  });

  it('verifies through generateOrderTemplate without creating', async () => {
    const before = fx.server.state.data.virtualGuests.length;
    const order = await vs.verifyCreateInstance({ ...base, datacenter: 'dal10' });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Virtual_Guest', method: 'generateOrderTemplate', headers: {},
        args: [
          {
            startCpus: 2, maxMemory: 4096, hostname: 'new1', domain: 'example.com', localDiskFlag: true,
            hourlyBillingFlag: true, operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' },
          },
        ],
      },
    ]);
    expect(order.prices?.length).toBeGreaterThan(0);
    expect(fx.server.state.data.virtualGuests).toHaveLength(before);
  });
});

describe('VirtualServerManager actions', () => {
  it('cancels through deleteObject, by hostname', async () => {
    const target = fx.server.state.data.virtualGuests[1]!;
    expect(await vs.cancelInstance(target.hostname)).toBe(true);
    expect(fx.calls()[1]).toEqual({
      service: 'Vendor_Virtual_Guest', method: 'deleteObject',
      headers: { Vendor_Virtual_GuestInitParameters: { id: target.id } }, args: [],
    });
    expect(fx.server.state.data.virtualGuests.some((g) => g.id === target.id)).toBe(false);
  });

  it("reloads with reloadOperatingSystem('FORCE', config)", async () => {
    const target = fx.server.state.data.virtualGuests[0]!;
    await vs.reloadInstance(target.id, { postUri: 'https://example.com/p.sh', sshKeys: [3], imageId: 99 });
    await vs.reloadInstance(target.id, { sshKeys: [] });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Virtual_Guest', method: 'reloadOperatingSystem',
        headers: { Vendor_Virtual_GuestInitParameters: { id: target.id } },
        args: ['FORCE', { customProvisionScriptUri: 'https://example.com/p.sh', sshKeyIds: [3], imageTemplateId: 99 }],
      },
      {
        service: 'Vendor_Virtual_Guest', method: 'reloadOperatingSystem',
        headers: { Vendor_Virtual_GuestInitParameters: { id: target.id } }, args: ['FORCE', {}],
      },
    ]);
    expect(target.activeTransaction?.transactionStatus.name).toBe('RELOAD_OS');
  });

  it('edits as the reference: setUserMetadata, then setTags, then editObject', async () => {
    const target = fx.server.state.data.virtualGuests[0]!;
    const init = { Vendor_Virtual_GuestInitParameters: { id: target.id } };
    expect(await vs.editInstance(target.id, { hostname: 'renamed', notes: 'n', userdata: 'u', tags: ['t1', 't2'] })).toBe(true);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Virtual_Guest', method: 'setUserMetadata', headers: init, args: [['u']] },
      { service: 'Vendor_Virtual_Guest', method: 'setTags', headers: init, args: ['t1,t2'] },
      { service: 'Vendor_Virtual_Guest', method: 'editObject', headers: init, args: [{ hostname: 'renamed', notes: 'n' }] },
    ]);
    expect(target).toMatchObject({ hostname: 'renamed', notes: 'n', userData: [{ value: 'u' }] });
    expect(target.fullyQualifiedDomainName).toBe(`renamed.${target.domain}`);
    expect(target.tagReferences.map((ref) => ref.tag.name)).toEqual(['t1', 't2']);
    await expect(vs.editInstance(target.id, {})).rejects.toThrow(/nothing to change/);
  });

  it("edit takes tags as 'a,b', clears them with '', and skips editObject when only tags or userdata change", async () => {
    const target = fx.server.state.data.virtualGuests[0]!;
    const init = { Vendor_Virtual_GuestInitParameters: { id: target.id } };
    expect(await vs.editInstance(target.id, { tags: 'a,b' })).toBe(true);
    expect(target.tagReferences.map((ref) => ref.tag.name)).toEqual(['a', 'b']);
    expect(await vs.editInstance(target.id, { tags: '', notes: '' })).toBe(true);
    expect(await vs.editInstance(target.id, { userdata: '#!/bin/sh' })).toBe(true);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Virtual_Guest', method: 'setTags', headers: init, args: ['a,b'] },
      { service: 'Vendor_Virtual_Guest', method: 'setTags', headers: init, args: [''] },
      { service: 'Vendor_Virtual_Guest', method: 'setUserMetadata', headers: init, args: [['#!/bin/sh']] },
    ]);
    expect(target.tagReferences).toEqual([]);
    expect(target.userData).toEqual([{ value: '#!/bin/sh' }]);
  });
});

describe('VirtualServerManager.waitForReady', () => {
  it('resolves true once a new guest is provisioned', async () => {
    const guest = await vs.createInstance(base);
    const started = Date.now();
    expect(await vs.waitForReady(guest.id!, { pollMs: 40, timeoutMs: 5_000 })).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    const polls = fx.calls().filter((call) => call.method === 'getObject');
    expect(polls.length).toBeGreaterThan(1);
    expect(polls[0]!.headers).toEqual({
      ...maskHeader(VirtualServerManager.READY_MASK),
      Vendor_Virtual_GuestInitParameters: { id: guest.id },
    });
  });

  it('treats an active reload as not ready', async () => {
    const target = fx.server.state.data.virtualGuests.find((g) => g.provisionDate && !g.activeTransaction)!;
    expect(await vs.waitForReady(target.id, { timeoutMs: 0 })).toBe(true);
    await vs.reloadInstance(target.id);
    expect(await vs.waitForReady(target.id, { timeoutMs: 0 })).toBe(false);
    expect(await vs.waitForReady(target.id, { pollMs: 40, timeoutMs: 5_000 })).toBe(true);
  });

  it('resolves false when the timeout passes first', async () => {
    const guest = await vs.createInstance(base);
    const started = Date.now();
    expect(await vs.waitForReady(guest.id!, { pollMs: 20, timeoutMs: 60 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('rejects at once when the signal aborts, and leaves no timer behind', async () => {
    const guest = await vs.createInstance(base);
    const controller = new AbortController();
    const setSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout');
    const waiting = vs.waitForReady(guest.id!, { pollMs: 60_000, timeoutMs: 600_000, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const pollTimer = setSpy.mock.results[setSpy.mock.calls.findIndex((call) => call[1] === 60_000)]?.value as unknown;
    expect(pollTimer).toBeDefined();
    expect(clearSpy).not.toHaveBeenCalledWith(pollTimer);
    const started = Date.now();
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(500);
    expect(clearSpy).toHaveBeenCalledWith(pollTimer);
    setSpy.mockRestore();
    clearSpy.mockRestore();
    await expect(vs.waitForReady(guest.id!, { signal: controller.signal })).rejects.toThrow('stop');
  });

  it('checks its numbers', async () => {
    await expect(vs.waitForReady(1, { pollMs: 0 })).rejects.toThrow(RangeError);
    await expect(vs.waitForReady(1, { timeoutMs: -1 })).rejects.toThrow(/timeoutMs must be/);
  });
});
