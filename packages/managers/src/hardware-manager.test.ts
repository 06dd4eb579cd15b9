import { describe, expect, it } from 'vitest';
import { NameResolutionError } from './errors.js';
import { HardwareManager } from './hardware-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let hw: HardwareManager;
useFixture((started) => {
  fx = started;
  hw = new HardwareManager(fx.client);
});

describe('HardwareManager', () => {
  it('lists through Account.getHardware with the default mask', async () => {
    const servers = await hw.listHardware();
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getHardware', headers: maskHeader(HardwareManager.LIST_MASK), args: [] },
    ]);
    expect(servers.map((s) => s.id)).toEqual(fx.server.state.data.hardware.map((s) => s.id));
    expect(servers[0]).toHaveProperty('hardwareStatus');
  });

  it('sends every keyword filter in group hardware, merged with the caller filter', async () => {
    await hw.listHardware({
      tags: ['db'], cpus: 8, memory: '>= 64', hostname: 'db*', domain: 'example.com', datacenter: 'dal10',
      nicSpeed: 1000, publicIp: '169.1.1.1', privateIp: '10.*', filter: { hardware: { notes: { operation: '*= x' } } },
      limit: 3,
    });
    expect(fx.calls()[0]!.headers).toEqual({
      ...maskHeader(HardwareManager.LIST_MASK),
      Vendor_AccountObjectFilter: {
        hardware: {
          notes: { operation: '*= x' },
          tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['db'] }] } } },
          processorPhysicalCoreAmount: { operation: 8 },
          memoryCapacity: { operation: '>= 64' },
          hostname: { operation: '^= db' },
          domain: { operation: '_= example.com' },
          datacenter: { name: { operation: '_= dal10' } },
          networkComponents: { maxSpeed: { operation: 1000 } },
          primaryIpAddress: { operation: '_= 169.1.1.1' },
          primaryBackendIpAddress: { operation: '^= 10.' },
        },
      },
      resultLimit: { limit: 3, offset: 0 },
    });
  });

  it('filters end to end and pages with iterHardware', async () => {
    const target = fx.server.state.data.hardware[1]!;
    const got = await hw.listHardware({ hostname: target.hostname });
    expect(got.map((s) => s.id)).toEqual([target.id]);
    fx.reset();
    const all = await collect(hw.iterHardware({ chunk: 3 }));
    expect(all.map((s) => s.id)).toEqual(fx.server.state.data.hardware.map((s) => s.id));
    expect(fx.calls().map((call) => call.headers.resultLimit)).toEqual([{ limit: 3, offset: 0 }, { limit: 3, offset: 3 }]);
  });

  it('gets, edits, reloads and cancels by name', async () => {
    const target = fx.server.state.data.hardware[0]!;
    const server = await hw.getHardware(target.fullyQualifiedDomainName);
    expect(server).toMatchObject({ id: target.id, hostname: target.hostname });
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Hardware_Server', method: 'getObject',
      headers: { ...maskHeader(HardwareManager.GET_MASK), Vendor_Hardware_ServerInitParameters: { id: target.id } },
      args: [],
    });
    fx.server.state.requests.length = 0;

    expect(await hw.editHardware(target.id, { notes: 'primary', userdata: 'u' })).toBe(true);
    expect(target).toMatchObject({ notes: 'primary', userData: [{ value: 'u' }] });
    await hw.reloadHardware(target.primaryBackendIpAddress, { sshKeys: [5] });
    expect(await hw.cancelHardware(String(target.id))).toBe(true);
    const calls = fx.calls().filter((call) => call.service === 'Vendor_Hardware_Server');
    const init = { Vendor_Hardware_ServerInitParameters: { id: target.id } };
    expect(calls).toEqual([
      { service: 'Vendor_Hardware_Server', method: 'editObject', headers: init, args: [{ notes: 'primary', userData: [{ value: 'u' }] }] },
      { service: 'Vendor_Hardware_Server', method: 'reloadOperatingSystem', headers: init, args: ['FORCE', { sshKeyIds: [5] }] },
      { service: 'Vendor_Hardware_Server', method: 'deleteObject', headers: init, args: [] },
    ]);
    expect(fx.server.state.data.hardware.some((s) => s.id === target.id)).toBe(false);
  });

  it('resolves ids and names what it cannot resolve', async () => {
    const target = fx.server.state.data.hardware[2]!;
    expect(await hw.resolveIds(target.primaryIpAddress)).toEqual([target.id]);
    expect(await hw.resolveIds(target.hostname)).toEqual([target.id]);
    await expect(hw.getHardware('nope.example.com')).rejects.toThrow(new NameResolutionError('hardware server', 'nope.example.com', []));
    await expect(hw.editHardware(target.id, {})).rejects.toThrow(/nothing to change/);
  });
});
