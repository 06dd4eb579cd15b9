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
  vs: ['list', 'detail', 'create-options', 'ready'],
  hw: ['list', 'detail', 'cancel-reasons', 'create-options', 'credentials', 'components', 'bandwidth', 'sensor', 'storage',
    'notifications', 'ready'],
  image: ['list', 'detail', 'locations'],
  sshkey: ['list', 'detail'],
  ticket: ['list', 'detail', 'subjects'],
  dns: ['zone-list', 'zone-export', 'record-list', 'record-detail'],
  network: ['ip-lookup', 'subnet-list', 'subnet-detail', 'vlan-list', 'vlan-detail', 'ip-list', 'globalip-list', 'summary',
    'pods', 'rwhois-show'],
  user: ['list', 'detail', 'whoami', 'logins', 'events', 'devices', 'permissions', 'notifications'],
  account: ['detail', 'summary', 'events', 'event-detail', 'invoices', 'invoice-detail', 'billing-items', 'item-detail',
    'orders', 'bandwidth-pools', 'bandwidth-pools-detail', 'hooks', 'routers', 'upgrade-orders'],
  order: ['package-list', 'category-list', 'item-list', 'preset-list', 'package-locations', 'lookup', 'cancelation',
    'quote-list', 'quote-detail'],
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
  ['image', 'edit', 'web-base', '--note', 'patched'],
  ['image', 'delete', 'web-base'],
  ['image', 'share', 'web-base', '--account-id', '284322'],
  ['image', 'deny-share', 'web-base', '--account-id', '284322'],
  ['image', 'datacenter', 'web-base', 'wdc07', '--remove'],
  ['sshkey', 'add', 'desk', '--in-file', KEY],
  ['sshkey', 'edit', 'laptop', '--note', 'retired'],
  ['sshkey', 'remove', 'laptop'],
  ['ticket', 'create', '--title', 'Disk alert', '--body', 'sda is failing', '--subject', '1001'],
  ['ticket', 'update', '300001', '--body', 'Replaced the disk.'],
  ['ticket', 'attach', '300001', '--hardware', '200001'],
  ['ticket', 'detach', '300001', '--hardware', '200001'],
  ['ticket', 'upload', '300001', '--path', LOG],
  ['dns', 'zone-create', 'example.org'],
  ['dns', 'zone-delete', 'example.com'],
  ['dns', 'zone-import', ZONE],
  ['dns', 'record-add', 'example.com', 'www2', 'a', '10.0.0.5'],
  ['dns', 'ptr-add', '161.100.0.2', 'web01.example.com'],
  ['dns', 'record-edit', '501', '--data', '10.0.0.9'],
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
  ['account', 'event-ack', '1234'],
  ['account', 'cancel-item', '53897671'],
  ['account', 'hook-create', '--name', 'bootstrap', '--uri', 'https://example.com/bootstrap.sh'],
  ['account', 'hook-delete', '207054'],
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
