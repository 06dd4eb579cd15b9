/**
 * Options read through the prototype: with every option name the managers know set on
 * `Object.prototype` (as other code in the process might), each manager sends exactly what it
 * sends without them. Each scenario runs twice against the fake server on 127.0.0.1, clean and
 * polluted, and the decoded requests and results must be the same.
 */
import { withPollutedPrototype } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { SEEDED_STORAGE } from '@svclib/testing';
import { BlockStorageManager } from './block-storage-manager.js';
import { DNSManager } from './dns-manager.js';
import { FileStorageManager } from './file-storage-manager.js';
import { HardwareManager } from './hardware-manager.js';
import { TicketManager } from './ticket-manager.js';
import { useFixture, type Fixture, type SeenCall } from './test-fixture.js';
import { UserManager } from './user-manager.js';
import { VirtualServerManager } from './virtual-server-manager.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
});

/**
 * The managers' option names, each set to a value that would show on the wire. Names Node.js's own
 * HTTP and stream code reads through the prototype too (`body`, `host`, `port`, `signal`,
 * `timeout`, `type`, `data`, …) are left out: polluted, they break every exchange of the process.
 */
const POLLUTION: Readonly<Record<string, unknown>> = {
  abuseEmail: 'evil@example.com', additionalDisks: [9999], addressSpace: 'PUBLIC', all: true, assignedUserId: 666, bios: true, bootMode: 'HVM',
  byol: true, category: 'evil', chunk: 1, city: 'Evil City', cloudInit: true, comment: 'evil', companyName: 'Evil Inc', complexType: 'Vendor_Evil',
  concurrency: 9, core: 99, country: 'EV', cpus: 64, create: true, createdBetween: ['2020-01-01', '2020-01-02'], datacenter: 'evil01',
  dateMin: '2000-01-01', dedicated: true, direction: 'DESC', disk: 9999, disks: [9999], domain: 'evil.example', driveController: 'EVIL',
  email: 'evil@example.com', endDate: '2000-01-01', endpointId: 666, extras: { evil: true }, fileName: 'evil.txt', filter: { evil: { operation: 1 } },
  firstName: 'Evil', flavor: 'EVIL_FLAVOR', guid: 'evil-guid', hardDrive: true, hostId: 666, hostname: 'evil', hourly: false, ibmApiKey: 'evil-key',
  id: 666, identifier: 'evil', imageId: 'evil-image', immediate: true, ipAddress: '6.6.6.6', ipmi: true, isEncrypted: true, label: 'evil',
  lastName: 'Evil', limit: 1, localDisk: true, location: 'evil01', lvm: true, mask: 'mask[evil]', memory: 999_999, monthly: true, mxPriority: 66,
  network: true, networkSpace: 'EVIL', nicSpeed: 6, noPublic: true, note: 'evil', notes: 'evil', offset: 5, onTimeout: 'evil', os: 'EVIL_OS',
  osCode: 'EVIL_OS', owner: 'evil', pending: true, placementId: 666, pollMs: 3e9, postUri: 'https://evil.example/', postalCode: '66666',
  preset: 'EVIL', presetKeyname: 'EVIL', priority: 1, privateIp: '6.6.6.6', privateNetworkOnly: true, privateResidence: true,
  privateRouter: 666, privateSecurityGroups: [666], privateSubnet: 666, privateVlan: 666, public: true, publicBandwidth: 6,
  publicIp: '6.6.6.6', publicRouter: 666, publicSecurityGroups: [666], publicSubnet: 666, publicVlan: 666, quantity: 66, quoteName: 'evil',
  raidController: 'EVIL', reason: 'evil', records: [{ evil: true }], redundant: 'evil', rollup: 666, rootKeyCrn: 'evil', sendEmail: true,
  serial: 666, space: 'evil', sshKeys: [666], startDate: '2000-01-01', subjectId: 666, subnetId: 666, subnetType: 'EVIL', summaryPeriod: 6,
  tag: 'evil', tags: 'evil', test: true, testOrder: true, timeoutMs: 0, title: 'evil', transient: true, ttl: 6, userdata: 'evil',
  username: 'evil', validType: 'EVIL', vlanNumber: 666, vpnPassword: 'evil-vpn-password', vsiType: 'EVIL', wrappedDek: 'evil',
  // The storage managers' options.
  dependentDuplicate: true, duplicateIops: 666, duplicateSize: 666, duplicateSnapshotSize: 666, duplicateTierLevel: 10, forceRefresh: true,
  hardwareIds: [666], hourlyBillingFlag: true, ipAddressIds: [666], newIops: 666, newSize: 666, newTierLevel: 10, originSnapshotId: 666,
  osType: 'EVIL_OS', serviceOffering: 'enterprise', snapshotSize: 666, subnetIds: [666], tierLevel: 10, virtualGuestIds: [666],
};

interface Outcome {
  calls: SeenCall[];
  result: unknown;
}

/** A time stamped by the fake server (`2026-11-27T09:33:40Z`, with or without an offset). */
const ISO_SECOND = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;

/** Runs `scenario` on fresh data, clean and then under pollution; both must send and give the same. */
async function same(scenario: () => Promise<unknown>): Promise<Outcome> {
  const run = async (): Promise<Outcome> => {
    fx.reset();
    const result = await scenario().catch((error: unknown) => ({ error: String(error) }));
    // The fake server's clock stamps orders to the second: the two runs may straddle a second.
    const sameClock = (_key: string, value: unknown): unknown => (typeof value === 'string' && ISO_SECOND.test(value) ? '<time>' : value);
    return { calls: fx.calls(), result: JSON.parse(JSON.stringify(result ?? null), sameClock) as unknown };
  };
  const clean = await run();
  const polluted = await withPollutedPrototype(POLLUTION, run);
  // The requests are compared, and the result when nothing was created: the fake server fills the
  // fields a create template leaves out with plain reads, so under pollution it stores the polluted
  // values (a fake-server matter, not what the manager sent).
  expect(polluted.calls).toEqual(clean.calls);
  if (!clean.calls.some((call) => /^create/.test(call.method))) expect(polluted.result).toEqual(clean.result);
  expect(clean.calls.length).toBeGreaterThan(0);
  return clean;
}

describe('managers under a polluted Object.prototype send exactly what they send without it', () => {
  it('VirtualServerManager: list, get, create, edit, waitForReady', async () => {
    const vs = new VirtualServerManager(fx.client);
    const listed = await same(() => vs.listInstances());
    expect((listed.result as unknown[]).length).toBeGreaterThan(5);
    await same(() => vs.listInstances({ hostname: 'web01' }));
    await same(() => vs.getInstance(fx.server.state.data.virtualGuests[0]!.id));
    await same(() => vs.createInstance({ cpus: 2, memory: 4096, hostname: 'new1', domain: 'example.com', osCode: 'UBUNTU_LATEST' }));
    await same(() => vs.editInstance(fx.server.state.data.virtualGuests[0]!.id, { hostname: 'renamed' }));
    await same(() => vs.waitForReady(fx.server.state.data.virtualGuests[0]!.id, { timeoutMs: 0 }));
  });

  it('HardwareManager: list, get, cancel', async () => {
    const hw = new HardwareManager(fx.client);
    await same(() => hw.listHardware());
    await same(() => hw.getHardware(fx.server.state.data.hardware[0]!.id));
    await same(() => hw.waitForReady(fx.server.state.data.hardware[0]!.id, { timeoutMs: 0 }));
  });

  it('DNSManager, UserManager and TicketManager: lists and creates', async () => {
    const dns = new DNSManager(fx.client);
    await same(() => dns.listZones());
    await same(() => dns.createZone('polluted.example'));
    const users = new UserManager(fx.client);
    await same(() => users.listUsers());
    const created = await same(() => users.createUser({ username: 'carol', email: 'carol@example.com' }, 'S3cret!pass'));
    expect(created.calls.at(-1)!.args).toEqual([{ username: 'carol', email: 'carol@example.com' }, 'S3cret!pass', null]);
    const tickets = new TicketManager(fx.client);
    await same(() => tickets.listTickets());
    const subjectId = fx.server.state.data.ticketSubjects[0]!.id;
    // (With `assignedUserId` given: the fake server's getCurrentUser answers null under this pollution.)
    await same(() => tickets.createTicket({ title: 'Disk failing', body: 'SMART errors', subjectId, assignedUserId: 7001 }));
  });

  it('BlockStorageManager and FileStorageManager: list, details, orders, access, cancel', async () => {
    const block = new BlockStorageManager(fx.client);
    const file = new FileStorageManager(fx.client);
    const listed = await same(() => block.listBlockVolumes());
    expect((listed.result as unknown[]).length).toBe(4);
    await same(() => block.getBlockVolumeDetails(SEEDED_STORAGE.enduranceBlockVolumeId));
    await same(() => block.orderBlockVolume('endurance', 'dal10', 500, 'LINUX', { tierLevel: 2 }));
    await same(() => block.orderModifiedVolume(SEEDED_STORAGE.performanceBlockVolumeId, { newSize: 2000 }));
    await same(() => block.orderDuplicateVolume(SEEDED_STORAGE.enduranceBlockVolumeId));
    await same(() => block.orderReplicantVolume(SEEDED_STORAGE.enduranceBlockVolumeId, 'WEEKLY', 'fra02'));
    await same(() => file.authorizeHostToVolume(SEEDED_STORAGE.performanceFileVolumeId, { virtualGuestIds: [fx.server.state.data.virtualGuests[0]!.id] }));
    await same(() => file.refreshDupe(SEEDED_STORAGE.dependentDuplicateId, 121_000_001));
    await same(() => file.cancelFileVolume(SEEDED_STORAGE.smallFileVolumeId));
  });
});
