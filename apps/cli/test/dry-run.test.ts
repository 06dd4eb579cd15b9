/**
 * `--dry-run` on every command that writes: the server receives no write and its data does not
 * change, and the planned calls are printed. Every command of every group must be listed here as a
 * read or with a writing command line, so a new command cannot slip past the check.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { GROUPS } from '../src/groups.js';
import { allCommands } from '../src/spec.js';
import { isReadMethod } from '../src/session.js';

import { DEMO_ENV, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const files = mkdtempSync(join(tmpdir(), 'svc-dry-run-'));
const ZONE = join(files, 'example.org.zone');
writeFileSync(ZONE, '$ORIGIN example.org.\n$TTL 3600\n@ IN A 10.0.0.7\nwww IN CNAME example.org.\n');
const KEY = join(files, 'key.pub');
writeFileSync(KEY, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx0ZXN0a2V5 me@laptop\n');
const LOG = join(files, 'dmesg.txt');
writeFileSync(LOG, 'sda: failing\n');

const ORDER_ITEMS = ['BARE_METAL_SERVER', 'dal10', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'BANDWIDTH_0_GB_2',
  '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS', '--preset', 'S1270_32GB_1X1TBSATA_NORAID', '--complex-type', 'Hardware_Server',
  '--extras', '{"hardware":[{"hostname":"ordered1","domain":"example.com"}]}'];

/** Commands that only read: they have no dry-run plan to check. */
const READS: Readonly<Record<string, readonly string[]>> = {
  vs: ['list', 'detail', 'create-options', 'ready', 'bandwidth', 'billing', 'storage', 'usage', 'credentials', 'access', 'monitoring',
    'notifications', 'os-available'],
  hw: ['list', 'detail', 'cancel-reasons', 'create-options', 'credentials', 'components', 'bandwidth', 'sensor', 'storage',
    'notifications', 'ready', 'billing', 'monitoring', 'vlan-trunkable'],
  image: ['list', 'detail', 'locations'],
  sshkey: ['list', 'detail', 'print'],
  ticket: ['list', 'detail', 'subjects', 'summary'],
  dns: ['zone-list', 'zone-export', 'zone-print', 'record-list', 'record-detail'],
  network: ['ip-lookup', 'subnet-list', 'subnet-detail', 'vlan-list', 'vlan-detail', 'ip-list', 'globalip-list', 'summary',
    'pods', 'rwhois-show', 'subnet-lookup', 'vlan-create-options', 'securitygroup-list', 'securitygroup-detail', 'securitygroup-rule-list',
    'securitygroup-interface-list', 'securitygroup-event-log'],
  user: ['list', 'detail', 'whoami', 'logins', 'events', 'devices', 'device-access', 'permissions', 'notifications'],
  account: ['detail', 'summary', 'events', 'event-detail', 'invoices', 'invoice-detail', 'billing-items', 'item-detail',
    'orders', 'bandwidth-pools', 'bandwidth-pools-detail', 'hooks', 'routers', 'upgrade-orders', 'licenses'],
  order: ['package-list', 'category-list', 'item-list', 'preset-list', 'package-locations', 'lookup', 'cancelation',
    'quote-list', 'quote-detail'],
  // block and file storage (issue 31)
  block: ['access-list', 'duplicate-convert-status', 'subnets-list', 'replica-partners', 'replica-locations', 'snapshot-get-notification-status',
    'snapshot-schedule-list', 'snapshot-list', 'volume-count', 'volume-detail', 'volume-list', 'volume-limits', 'volume-options', 'object-list',
    'object-storage-detail', 'object-storage-permission'],
  file: ['access-list', 'duplicate-convert-status', 'replica-partners', 'replica-locations', 'snapshot-get-notification-status',
    'snapshot-schedule-list', 'snapshot-list', 'volume-count', 'volume-detail', 'volume-list', 'volume-limits', 'volume-options'],
};

/** Reading commands named by their whole path (sub-groups, and commands of other managers in a group). */
const READ_PATHS: readonly string[] = [
  // vs capacity, vs placementgroup, vs host-* (issue 21)
  'vs host-list', 'vs capacity list', 'vs capacity detail', 'vs capacity create-options',
  'vs placementgroup list', 'vs placementgroup detail', 'vs placementgroup create-options',
];

/** A command line for each command that writes (group, command, then its arguments). */
const WRITES: readonly (readonly string[])[] = [
  ['vs', 'create', '-H', 'web9', '-D', 'example.com', '-c', '2', '-m', '4096', '-d', 'dal10', '--os', 'UBUNTU_LATEST'],
  ['vs', 'upgrade', 'web01', '--cpu', '4', '--memory', '8192'],
  ['vs', 'edit', 'web01', '--notes', 'moved'],
  ['vs', 'reload', 'web01'],
  ['vs', 'cancel', 'web01'],
  ['vs', 'power-on', 'worker05'],
  ['vs', 'power-off', 'web01', '--hard'],
  ['vs', 'reboot', 'web01', '--soft'],
  ['vs', 'pause', 'web01'],
  ['vs', 'resume', 'web01'],
  ['vs', 'rescue', 'web01'],
  ['vs', 'capture', 'web01', '--name', 'web-base'],
  ['vs', 'dns-sync', 'web01'],
  ['vs', 'authorize-storage', 'web01', '--username-storage', 'SL02SEV307_1'],
  ['vs', 'migrate', '--guest', '100001'],
  ['vs', 'notification-add', 'web01', '--users', '7002'],
  ['vs', 'notification-delete', '3000001'],
  ['hw', 'create', '-H', 'db1', '-D', 'example.com', '-s', 'S1270_32GB_1X1TBSATA_NORAID', '-o',
    'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', '-d', 'dal10', '--port-speed', '1000'],
  ['hw', 'edit', 'bm01', '--notes', 'rack 4'],
  ['hw', 'reload', 'bm01'],
  ['hw', 'cancel', 'bm01'],
  ['hw', 'authorize-storage', 'bm01', '--username-storage', 'SL01SEL3000001-1'],
  ['hw', 'notification-add', 'bm01', '--users', '7002'],
  ['hw', 'notification-delete', '1201'],
  ['hw', 'rescue', 'bm01'],
  ['hw', 'update-firmware', 'bm01'],
  ['hw', 'reflash-firmware', 'bm01'],
  ['hw', 'power-off', 'bm01'],
  ['hw', 'power-on', 'bm01'],
  ['hw', 'power-cycle', 'bm01'],
  ['hw', 'reboot', 'bm01', '--hard'],
  ['hw', 'toggle-ipmi', 'bm01', '--disable'],
  ['hw', 'dns-sync', 'bm01'],
  ['hw', 'upgrade', 'bm01', '--memory', '64'],
  ['hw', 'create-credential', 'bm02', '-U', 'admin', '--software', 'CentOS Stream'],
  ['hw', 'vlan-add', 'bm01', 'public-dal10'],
  ['hw', 'vlan-remove', 'bm01', 'public-dal10'],
  ['image', 'edit', 'web-base', '--note', 'patched'],
  ['image', 'delete', 'web-base'],
  ['image', 'share', 'web-base', '--account-id', '284322'],
  ['image', 'deny-share', 'web-base', '--account-id', '284322'],
  ['image', 'datacenter', 'web-base', 'wdc07', '--remove'],
  ['image', 'share-deny', 'web-base', '--account-id', '284322'],
  ['image', 'import', 'web-copy', 'swift://acct1@dal05/images/web.vhd'],
  ['image', 'export', 'web-base', 'swift://acct1@dal05/images/web.vhd'],
  ['sshkey', 'add', 'desk', '--in-file', KEY],
  ['sshkey', 'edit', 'laptop', '--note', 'retired'],
  ['sshkey', 'remove', 'laptop'],
  ['ticket', 'create', '--title', 'Disk alert', '--body', 'sda is failing', '--subject', '1001'],
  ['ticket', 'update', '300001', '--body', 'Replaced the disk.'],
  ['ticket', 'attach', '300001', '--hardware', '200001'],
  ['ticket', 'detach', '300001', '--hardware', '200001'],
  ['ticket', 'upload', '300001', '--path', LOG],
  ['ticket', 'create', '--title', 'Disk alert', '--body', 'sda is failing', '--subject-id', '1001', '--priority', '1', '--hardware', '200001'],
  ['dns', 'zone-create', 'example.org'],
  ['dns', 'zone-delete', 'example.com'],
  ['dns', 'zone-import', ZONE],
  ['dns', 'import', ZONE],
  ['dns', 'record-add', 'example.com', 'www2', 'a', '10.0.0.5'],
  ['dns', 'ptr-add', '161.100.0.2', 'web01.example.com'],
  ['dns', 'record-edit', '501', '--data', '10.0.0.9'],
  ['dns', 'record-edit', 'example.com', '--by-record', 'www', '--ttl', '900'],
  ['dns', 'record-remove', '501'],
  ['network', 'ip-edit', '10000002', '--note', 'gateway'],
  ['network', 'subnet-edit', '600001', '--note', 'web tier'],
  ['network', 'subnet-cancel', '600102'],
  ['network', 'subnet-route', '600005', '--type', 'ip', '--target', '10.0.0.5'],
  ['network', 'subnet-clear-route', '600005'],
  ['network', 'vlan-edit', '700001', '--name', 'public-web'],
  ['network', 'globalip-assign', '9001', '10.0.0.5'],
  ['network', 'globalip-unassign', '9001'],
  ['network', 'globalip-cancel', '9001'],
  ['network', 'rwhois-edit', '--city', 'Austin'],
  ['network', 'subnet-edit-ip', '161.100.0.2', '--note', 'gateway'],
  ['network', 'subnet-create', 'public', '4', '700001'],
  ['network', 'globalip-create', '--ipv6'],
  ['network', 'vlan-create', '--name', 'lab', '--pod', 'dal10.pod01', '--network', 'private'],
  ['network', 'vlan-cancel', '700100'],
  ['network', 'securitygroup-create', '--name', 'db'],
  ['network', 'securitygroup-edit', '100', '--name', 'ssh'],
  ['network', 'securitygroup-delete', '102'],
  ['network', 'securitygroup-rule-add', '100', '--direction', 'ingress', '--protocol', 'tcp', '--port-min', '443', '--port-max', '443'],
  ['network', 'securitygroup-rule-edit', '100', '1', '--port-max', '2222'],
  ['network', 'securitygroup-rule-remove', '100', '2'],
  ['network', 'securitygroup-interface-add', '101', '--server', '100001', '--interface', 'private'],
  ['network', 'securitygroup-interface-remove', '100', '--network-component', '30000000'],
  ['user', 'edit', 'demo', '--email', 'ops@example.com'],
  ['user', 'create', 'carol', '--email', 'carol@example.com'],
  ['user', 'vpn-enable', 'alice'],
  ['user', 'vpn-disable', 'alice'],
  ['user', 'vpn-manual', 'alice', 'on'],
  ['user', 'vpn-subnet', 'alice', '--add', '600001'],
  ['user', 'edit-permissions', 'alice', '--enable', 'TICKET_VIEW'],
  ['user', 'edit-notifications', '--enable', 'Order Approved'],
  ['user', 'grant-access', 'alice', '--hardware', '200001'],
  ['user', 'remove-access', 'alice', '--hardware', '200001'],
  ['user', 'delete', 'bob'],
  ['user', 'edit-details', 'alice', '--template', '{"firstName": "Al"}'],
  ['user', 'vpn-password', 'alice'],
  ['user', 'apikey', 'alice', '--refresh'],
  ['user', 'apikey', 'bob', '--add'],
  ['user', 'edit-permissions', 'alice', '--from-user', 'bob'],
  ['user', 'create', 'dave', '--email', 'dave@example.com', '--from-user', 'bob', '--template', '{"city": "Austin"}'],
  ['account', 'event-ack', '1234'],
  ['account', 'cancel-item', '53897671'],
  ['account', 'hook-create', '--name', 'bootstrap', '--uri', 'https://example.com/bootstrap.sh'],
  ['account', 'hook-delete', '207054'],
  ['account', 'events', '--ack-all'],
  ['account', 'event-detail', '1234', '--ack'],
  ['order', 'place', ...ORDER_ITEMS],
  ['order', 'place-quote', ...ORDER_ITEMS],
  ['order', 'quote', '4000', '--extras', '{"hardware":[{"hostname":"db1","domain":"example.com"}]}'],
  ['order', 'quote-save', '4000'],
  ['order', 'quote-delete', '4000'],
  // vs capacity, vs placementgroup, vs host-* (issue 21)
  ['vs', 'capacity', 'create', '-n', 'pool', '-b', '801', '-f', 'B1_1X2_1_YEAR_TERM', '-i', '2'],
  ['vs', 'capacity', 'create-guest', '--capacity-id', '3103', '-H', 'rc1', '-D', 'example.com', '-o', 'UBUNTU_LATEST'],
  ['vs', 'placementgroup', 'create', '--name', 'db', '-b', 'bcr01a.dal10', '-r', 'spread'],
  ['vs', 'placementgroup', 'delete', 'empty-group'],
  ['vs', 'placementgroup', 'delete', 'web-spread', '--purge'],
  ['vs', 'host-create', '-H', 'host9', '-D', 'example.com', '-d', 'dal10', '-f', '56_CORES_X_242_RAM_X_1_4_TB'],
  // block and file storage (issue 31): seeded volumes 120000001 (block), 120000004 (block duplicate), 120000005 (file).
  ...(['block', 'file'] as const).flatMap((g) => {
    const volume = g === 'block' ? '120000001' : '120000005';
    const replica = g === 'block' ? '120000002' : '120000006';
    return [
      [g, 'access-authorize', volume, '--virtual-id', '100003'],
      [g, 'access-revoke', volume, '--virtual-id', '100001'],
      [g, 'replica-failback', volume],
      [g, 'replica-failover', volume, '--replicant-id', replica],
      [g, 'disaster-recovery-failover', volume, '--replicant-id', replica],
      [g, 'replica-order', volume, '-s', g === 'block' ? 'WEEKLY' : 'HOURLY', g === 'block' ? '-d' : '-l', 'tok02'],
      [g, 'snapshot-cancel', volume],
      [g, 'snapshot-create', volume],
      [g, 'snapshot-delete', g === 'block' ? '121000001' : '121000004'],
      [g, 'snapshot-disable', volume, '--schedule-type', 'DAILY'],
      [g, 'snapshot-enable', volume, '--schedule-type', 'DAILY', '--retention-count', '3'],
      [g, 'snapshot-set-notification', volume, '--disable'],
      [g, 'snapshot-order', volume, g === 'block' ? '--size' : '--capacity', '40', '--upgrade'],
      [g, 'snapshot-restore', volume, '-s', g === 'block' ? '121000001' : '121000004'],
      [g, 'volume-cancel', volume],
      [g, 'volume-duplicate', volume],
      [g, 'volume-modify', volume, '--new-size', '2000'],
      [g, 'volume-order', '--storage-type', 'endurance', '--size', '500', '--tier', '2', '--location', 'dal10', ...(g === 'block' ? ['--os-type', 'LINUX'] : [])],
      [g, 'volume-refresh', g === 'block' ? '120000004' : volume, '121000001'],
      [g, 'volume-convert', g === 'block' ? '120000004' : volume],
      [g, 'volume-set-note', volume, '--note', 'moved'],
    ];
  }),
  ['block', 'access-password', '123000001'],
  ['block', 'subnets-assign', '123000002', '--subnet-id', '600002'],
  ['block', 'subnets-remove', '123000001', '--subnet-id', '600002'],
  ['block', 'volume-set-lun-id', '120000001', '7'],
];

/** Raw calls of write methods through `call-api`. */
const RAW_WRITES: readonly (readonly string[])[] = [
  ['call-api', 'Billing_Item', 'cancelItem', '--id', '53897671', 'true', 'false', 'No longer needed'],
  ['call-api', 'Billing_Item', 'cancelService', '--id', '53897671'],
  ['call-api', 'Virtual_Guest', 'deleteObject', '--id', '100001'],
];

describe('every command is classified', () => {
  it('as a read or with a writing command line here', () => {
    const paths = allCommands(GROUPS).map(({ path }) => path.join(' '));
    // A writing line names the longest command path it starts with (`vs capacity create …`).
    const writes = new Set(WRITES.map((argv) => paths.filter((path) => `${argv.join(' ')} `.startsWith(`${path} `))
      .sort((a, b) => b.length - a.length)[0]));
    const unlisted = paths.filter((name) => {
      const [group = '', command = ''] = name.split(' ');
      return !writes.has(name) && !READ_PATHS.includes(name) && !(READS[group] ?? []).includes(command);
    });
    expect(unlisted).toEqual([]);
  });
});

describe('isReadMethod', () => {
  it('takes whole read verbs only', () => {
    expect(['getObject', 'findByIpAddress', 'search', 'isPingable', 'hasActiveTransactions', 'checkItemAvailability',
      'verifyOrder', 'generateOrderTemplate', 'get'].filter((m) => !isReadMethod(m))).toEqual([]);
    expect(['cancelItem', 'cancelService', 'canceled', 'isolate', 'hashPassword', 'getaway', 'checkout', 'generateSecretKey',
      'editObject', 'deleteObject', 'placeOrder', 'finder', 'searcher', 'verifying'].filter((m) => isReadMethod(m))).toEqual([]);
  });
});

describe('--dry-run sends no write', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([...WRITES, ...RAW_WRITES].map((argv) => [argv.slice(0, 2).join(' '), argv] as const))('%s', async (_name, argv) => {
    server.state.reset();
    const before = structuredClone(server.state.data);
    const { code, stdout, stderr } = await svc(['--endpoint', server.url, '--dry-run', ...argv, '--format', 'json'],
      { env: { ...DEMO_ENV }, input: '' });
    expect({ code, stderr }).toMatchObject({ code: 0, stderr: expect.stringContaining('Dry run: nothing was changed.') as unknown });
    const planned = JSON.parse(stdout) as { method: string }[];
    expect(planned.length).toBeGreaterThan(0);
    const received = server.state.requests.map((request) => request.method);
    expect(received.filter((method) => planned.some((call) => call.method === method))).toEqual([]);
    expect(received.filter((method) => !isReadMethod(method))).toEqual([]);
    expect(isDeepStrictEqual(structuredClone(server.state.data), before)).toBe(true);
  });
});
