import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';
import { VirtualServerManager } from './virtual-server-manager.js';
import type { CreateInstanceOptions } from './virtual-server-manager.js';

let fx: Fixture;
let vs: VirtualServerManager;
useFixture((started) => {
  fx = started;
  vs = new VirtualServerManager(fx.client);
});

const VG = 'Vendor_Virtual_Guest';
const init = (id: number): Record<string, unknown> => ({ Vendor_Virtual_GuestInitParameters: { id } });
const guest = (index = 0): { id: number; hostname: string } => fx.server.state.data.virtualGuests[index]!;
const base: CreateInstanceOptions = { hostname: 'new1', domain: 'example.com', osCode: 'UBUNTU_LATEST' };

describe('VirtualServerManager.createInstance as the reference builds the template', () => {
  it('flavor, boot mode, host id, transient, subnets and security groups; tags as a string', async () => {
    const created = await vs.createInstance({
      ...base, flavor: 'B1_2X8X25', bootMode: 'HVM', transient: true, publicVlan: 11, publicSubnet: 21, privateVlan: 12,
      privateSubnet: 22, publicSecurityGroups: [5], privateSecurityGroups: [6, 7], tags: 'web,prod',
    });
    const [create, tag] = fx.calls();
    expect(create).toEqual({
      service: VG, method: 'createObject', headers: {},
      args: [{
        hostname: 'new1', domain: 'example.com', localDiskFlag: true, hourlyBillingFlag: true,
        supplementalCreateObjectOptions: { bootMode: 'HVM', flavorKeyName: 'B1_2X8X25' }, transientGuestFlag: true,
        operatingSystemReferenceCode: 'UBUNTU_LATEST',
        primaryNetworkComponent: { networkVlan: { id: 11, primarySubnet: { id: 21 } }, securityGroupBindings: [{ securityGroup: { id: 5 } }] },
        primaryBackendNetworkComponent: {
          networkVlan: { id: 12, primarySubnet: { id: 22 } },
          securityGroupBindings: [{ securityGroup: { id: 6 } }, { securityGroup: { id: 7 } }],
        },
      }],
    });
    expect(tag).toEqual({ service: VG, method: 'setTags', headers: init(created.id!), args: ['web,prod'] });
    const stored = fx.server.state.data.virtualGuests.find((g) => g.id === created.id)!;
    expect(stored).toMatchObject({ maxCpu: 2, maxMemory: 8192, transientGuestFlag: true });
  });

  it('routers instead of VLANs, a dedicated host, and empty tags still set (as the reference)', async () => {
    const created = await vs.createInstance({ ...base, cpus: 1, memory: 1024, publicRouter: 31, privateRouter: 32, hostId: 9, dedicated: true, tags: [] });
    const [create, tag] = fx.calls();
    expect(create!.args[0]).toMatchObject({
      startCpus: 1, maxMemory: 1024, dedicatedHost: { id: 9 },
      primaryNetworkComponent: { router: { id: 31 } }, primaryBackendNetworkComponent: { router: { id: 32 } },
    });
    expect(create!.args[0]).not.toHaveProperty('dedicatedAccountHostOnlyFlag');
    expect(tag).toEqual({ service: VG, method: 'setTags', headers: init(created.id!), args: [''] });
  });

  it('refuses the reference\'s exclusive pairs before any request', async () => {
    await expect(vs.createInstance({ ...base, flavor: 'B1_2X8X25', cpus: 2 })).rejects.toThrow(/give flavor or cpus, not both/);
    await expect(vs.createInstance({ ...base, flavor: 'B1_2X8X25', dedicated: true })).rejects.toThrow(/give flavor or dedicated/);
    await expect(vs.createInstance({ ...base, cpus: 1, memory: 1, publicRouter: 1, publicVlan: 2 })).rejects.toThrow(/or only a router/);
    await expect(vs.createInstance({ ...base, cpus: 1, memory: 1, publicSubnet: 1 })).rejects.toThrow(/publicSubnet needs publicVlan/);
    await expect(vs.createInstance({ ...base })).rejects.toThrow(/missing required option\(s\): cpus, memory$/);
    await expect(vs.createInstance({ ...base, cpus: 1, memory: 1, tags: 5 as never })).rejects.toThrow(/tags must be a string/);
    expect(fx.calls()).toEqual([]);
  });

  it('verifyCreateInstance puts subnets and routers back into the order, and leaves tags out', async () => {
    const order = await vs.verifyCreateInstance({ ...base, cpus: 1, memory: 1024, publicVlan: 11, publicSubnet: 21, tags: 'x' });
    expect(fx.calls().map((call) => call.method)).toEqual(['generateOrderTemplate']);
    const [first] = order.virtualGuests as Record<string, unknown>[];
    expect(first!.primaryNetworkComponent).toEqual({ networkVlan: { id: 11, primarySubnet: { id: 21 } } });
  });
});

describe('VirtualServerManager: the reference\'s other guest jobs', () => {
  it('setTags, changePortSpeed (public and private), rescue, migrate, migrateDedicated', async () => {
    const { id } = guest();
    expect(await vs.setTags(id, ['a', 'b'])).toBe(true);
    expect(await vs.changePortSpeed(id, true, 10)).toBe(true);
    expect(await vs.changePortSpeed(id, false, 100)).toBe(true);
    expect(await vs.rescue(id)).toBe(true);
    expect(await vs.migrate(id)).toBe(true);
    expect(await vs.migrateDedicated(id, 4567)).toBe(true);
    expect(fx.calls()).toEqual([
      { service: VG, method: 'setTags', headers: init(id), args: ['a,b'] },
      { service: VG, method: 'setPublicNetworkInterfaceSpeed', headers: init(id), args: [10] },
      { service: VG, method: 'setPrivateNetworkInterfaceSpeed', headers: init(id), args: [100] },
      { service: VG, method: 'executeRescueLayer', headers: init(id), args: [] },
      { service: VG, method: 'migrate', headers: init(id), args: [] },
      { service: VG, method: 'migrateDedicatedHost', headers: init(id), args: [4567] },
    ]);
    const nics = fx.server.state.data.virtualGuests[0]!.networkComponents;
    expect(nics.map((nic) => [nic.port, nic.maxSpeed])).toEqual(expect.arrayContaining([[1, 10], [0, 100]]));
    await expect(vs.changePortSpeed(id, true, -1)).rejects.toThrow(TypeError);
  });

  it('capture reads the block devices, keeps the boot disk (all data disks with additionalDisks), then createArchiveTemplate', async () => {
    const { id } = guest();
    const transaction = await vs.capture(id, 'img', { notes: 'n' });
    await vs.capture(id, 'img2', { additionalDisks: true });
    const calls = fx.calls();
    expect(calls[0]).toEqual({ service: VG, method: 'getObject', headers: { ...init(id), ...maskHeader(VirtualServerManager.CAPTURE_MASK) }, args: [] });
    expect(calls[1]!.method).toBe('createArchiveTemplate');
    const [name, disks, notes] = calls[1]!.args as [string, { device: string }[], string];
    expect([name, disks.map((disk) => disk.device), notes]).toEqual(['img', ['0'], 'n']);
    const [, more, none] = calls[3]!.args as [string, { device: string }[], unknown];
    expect([more.map((disk) => disk.device), none]).toEqual([['0', '2'], null]);
    expect(transaction.id).toBeTypeOf('number');
    expect(fx.server.state.data.images.map((image) => image.name)).toEqual(expect.arrayContaining(['img', 'img2']));
  });

  it('getTrackingId, getBandwidthData and getSummaryDataUsage go through the tracking object, paged 100 at a time', async () => {
    const { id } = guest();
    const trackingId = await vs.getTrackingId(id);
    const bandwidth = await vs.getBandwidthData(id, { startDate: '2024-01-01T00:00:00Z', endDate: '2024-01-01T02:00:00Z', direction: 'public' });
    const summary = await vs.getSummaryDataUsage(id, {
      startDate: '2024-01-01T00:00:00Z', endDate: '2024-01-01T01:00:00Z', validType: 'CPU0', summaryPeriod: 1800,
    });
    const calls = fx.calls();
    const tracking = { Vendor_Metric_Tracking_ObjectInitParameters: { id: trackingId } };
    expect(calls).toEqual([
      { service: VG, method: 'getMetricTrackingObjectId', headers: init(id), args: [] },
      { service: VG, method: 'getMetricTrackingObjectId', headers: init(id), args: [] },
      {
        service: 'Vendor_Metric_Tracking_Object', method: 'getBandwidthData',
        headers: { ...tracking, resultLimit: { limit: 100, offset: 0 } },
        args: ['2024-01-01T00:00:00Z', '2024-01-01T02:00:00Z', 'public', 3600],
      },
      { service: VG, method: 'getMetricTrackingObjectId', headers: init(id), args: [] },
      {
        service: 'Vendor_Metric_Tracking_Object', method: 'getSummaryData',
        headers: { ...tracking, resultLimit: { limit: 100, offset: 0 } },
        args: ['2024-01-01T00:00:00Z', '2024-01-01T01:00:00Z', [{ keyName: 'CPU0', summaryType: 'max' }], 1800],
      },
    ]);
    expect(bandwidth.map((point) => point.type)).toEqual(expect.arrayContaining(['publicIn_net_octet', 'publicOut_net_octet']));
    expect(bandwidth).toHaveLength(6);
    expect(summary.map((point) => point.type)).toEqual(['CPU0', 'CPU0', 'CPU0']);
  });

  it('getBandwidthAllocation combines the allotment detail and the cycle usage', async () => {
    const { id } = guest();
    const result = await vs.getBandwidthAllocation(id);
    expect(fx.calls()).toEqual([
      { service: VG, method: 'getBandwidthAllotmentDetail', headers: { ...init(id), ...maskHeader('allocation[amount]') }, args: [] },
      { service: VG, method: 'getBillingCycleBandwidthUsage', headers: { ...init(id), ...maskHeader('amountIn, amountOut, type') }, args: [] },
    ]);
    expect(result.allotment).toHaveProperty('amount');
    expect(result.usage.map((line) => line.type?.alias)).toEqual(['PUBLIC_SERVER_BW', 'PRIVATE_SERVER_BW']);
  });

  it('storage: details, credentials, portable volumes, local disks, authorize and attach', async () => {
    const { id } = guest();
    const details = await vs.getStorageDetails(id, 'ISCSI');
    const host = await vs.getStorageCredentials(id);
    const portable = await vs.getPortableStorage(id);
    const disks = await vs.getLocalDisks(id);
    const calls = fx.calls();
    expect(calls).toEqual([
      {
        service: VG, method: 'getAttachedNetworkStorages', args: ['ISCSI'],
        headers: { ...init(id), ...maskHeader('id, username, capacityGb, notes, serviceResourceBackendIpAddress, allowedVirtualGuests[id, datacenter]') },
      },
      { service: VG, method: 'getAllowedHost', headers: { ...init(id), ...maskHeader('credential') }, args: [] },
      {
        service: 'Vendor_Account', method: 'getPortableStorageVolumes', args: [],
        headers: { Vendor_AccountObjectFilter: { portableStorageVolumes: { blockDevices: { guest: { id: { operation: id } } } } } },
      },
      { service: VG, method: 'getBlockDevices', headers: { ...init(id), ...maskHeader('diskImage') }, args: [] },
    ]);
    expect(details.map((volume) => volume.username)).toEqual(['SL02SEV307_1']);
    expect(host.credential?.username).toBeTypeOf('string');
    expect(portable.map((volume) => volume.id)).toEqual([70_000_001]);
    expect(disks.map((disk) => disk.diskImage?.capacity)).toEqual([25, 2, 100, 64]);

    fx.reset();
    const other = guest(1).id;
    expect(await vs.authorizeStorage(other, 'SL02SEV307_1')).toBe(true);
    const attached = await vs.attachPortableStorage(other, 70_000_002);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getNetworkStorage', headers: { Vendor_AccountObjectFilter: { networkStorage: { username: { operation: 'SL02SEV307_1' } } } }, args: [] },
      { service: VG, method: 'allowAccessToNetworkStorageList', headers: init(other), args: [[{ id: 80_000_001, username: 'SL02SEV307_1' }]] },
      { service: VG, method: 'attachDiskImage', headers: init(other), args: [70_000_002] },
    ]);
    expect(attached.id).toBeTypeOf('number');
    expect((await vs.getStorageDetails(other, 'ISCSI')).map((volume) => volume.id)).toEqual([80_000_001]);
    expect((await vs.getPortableStorage(other)).map((volume) => volume.id)).toEqual([70_000_002]);
    await expect(vs.authorizeStorage(other, 'nobody')).rejects.toThrow(ServiceError);
  });

  it('browserAccessLog and notifications', async () => {
    const { id } = guest();
    const user = fx.server.state.data.users[0]!.id;
    const log = await vs.browserAccessLog(id);
    const added = await vs.addNotification(id, user);
    const listed = await vs.getNotifications(id);
    expect(await vs.removeNotification(added.id!)).toBe(true);
    const NOTE = 'Vendor_User_Customer_Notification_Virtual_Guest';
    expect(fx.calls()).toEqual([
      {
        service: VG, method: 'getBrowserConsoleAccessLogs', args: [],
        headers: { ...init(id), ...maskHeader('createDate, eventType, id, message, sourceIp, sourcePort, username') },
      },
      { service: NOTE, method: 'createObject', headers: maskHeader('user'), args: [{ guestId: id, userId: user }] },
      { service: NOTE, method: 'findByGuestId', headers: {}, args: [id] },
      { service: NOTE, method: 'deleteObjects', headers: {}, args: [[{ id: added.id }]] },
    ]);
    expect(log.map((entry) => entry.eventType)).toEqual(['CONNECTED', 'DISCONNECTED']);
    expect(added.user?.id).toBe(user);
    expect(listed.map((entry) => entry.id)).toEqual([added.id]);
    expect(await vs.getNotifications(id)).toEqual([]);
  });

  it('waitForTransaction is waitForReady with pending: true', async () => {
    const target = fx.server.state.data.virtualGuests[0]!;
    target.activeTransaction = { id: 1, createDate: '2024-01-01T00:00:00Z', elapsedSeconds: 0, transactionStatus: { name: 'MONITORING', friendlyName: 'm' } };
    expect(await vs.waitForTransaction(target.id, { timeoutMs: 0 })).toBe(false);
    delete target.activeTransaction;
    expect(await vs.waitForTransaction(target.id, { timeoutMs: 0 })).toBe(true);
  });
});
