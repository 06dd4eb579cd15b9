import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, HOME, STACK_LINE, endpointRunner, svc } from './svc.js';

// Each test starts several `svc` processes one after another; on a loaded machine that takes long,
// and no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);
const env = { ...DEMO_ENV };

const calls = (method: string) => server.state.requests.filter((r) => r.method === method);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('svc vs', () => {
  it('list filters by datacenter and hostname', async () => {
    const rows = await json<{ hostname: string }[]>(['vs', 'list', '--datacenter', 'dal10', '--hostname', 'web*']);
    expect(rows.map((r) => r.hostname)).toEqual(['web01']);
    const monthly = await run(['vs', 'list', '--monthly', '--limit', '1']);
    expect(monthly.code).toBe(0);
    expect(calls('getMonthlyVirtualGuests').length).toBeGreaterThan(0);
  });

  it('detail resolves a host name', async () => {
    const guest = await json(['vs', 'detail', 'db02']);
    expect(guest).toMatchObject({ id: 100002, hostname: 'db02' });
    const table = await run(['vs', 'detail', 'db02', '--format', 'table']);
    expect(table.stdout).toMatch(/│ hostname\s+│ db02\s+│/);
  });

  it('detail of an unknown name is an API-side error with exit 1', async () => {
    const { code, stderr } = await run(['vs', 'detail', 'nosuchhost']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^svc: NameResolutionError: virtual server "nosuchhost" not found/);
    expect(stderr).not.toMatch(STACK_LINE);
  });

  it('create orders a guest, and --test only verifies', async () => {
    const created = await json(['vs', 'create', '-H', 'cli01', '-D', 'example.com', '-c', '2', '-m', '4096', '-d', 'dal10',
      '--os', 'UBUNTU_LATEST', '--tag', 'cli,test', '--yes']);
    expect(created).toEqual([expect.objectContaining({ hostname: 'cli01', domain: 'example.com' })]);
    expect(calls('placeOrder')).toHaveLength(1);
    expect(server.state.data.virtualGuests.some((g) => g.hostname === 'cli01')).toBe(true);
    expect(calls('setTags').length).toBe(1);
    const verified = await json(['vs', 'create', '-H', 'cli02', '-D', 'example.com', '-c', '1', '-m', '1024', '-d', 'dal10', '--os', 'UBUNTU_LATEST', '--test']);
    expect(calls('verifyOrder')).toHaveLength(1);
    expect(verified).toBeTypeOf('object');
    expect(server.state.data.virtualGuests.some((g) => g.hostname === 'cli02')).toBe(false);
  });

  it('edit, reload (with --yes) and ready', async () => {
    const edit = await run(['vs', 'edit', 'web07', '--notes', 'moved', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'The notes of virtual server 100007 was updated.\n' });
    expect(server.state.data.virtualGuests.find((g) => g.hostname === 'web07')?.notes).toBe('moved');
    const reload = await run(['vs', 'reload', 'web07', '--yes', '--format', 'table']);
    expect(reload).toMatchObject({ code: 0, stdout: 'Reload of virtual server web07 started.\n' });
    expect(calls('reloadOperatingSystem').length).toBe(1);
    const ready = await run(['vs', 'ready', 'app03', '--format', 'json']);
    expect(ready.code).toBe(0);
    expect(ready.stdout).toBe('true\n');
  });

  it('cancel asks first: "n" aborts with exit 2, "y" cancels', async () => {
    const no = await run(['vs', 'cancel', 'cache10'], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will cancel virtual server cache10. This cannot be undone. Continue? [y/N]');
    expect(no.stderr).toContain('aborted: not confirmed');
    expect(calls('deleteObject')).toHaveLength(0);
    const yes = await run(['vs', 'cancel', 'cache10', '--format', 'table'], 'y\n');
    expect(yes).toMatchObject({ code: 0, stdout: 'Cancelled virtual server cache10.\n' });
    expect(calls('deleteObject')).toHaveLength(1);
  });

  it('--dry-run prints the write calls and makes none', async () => {
    const before = server.state.requests.length;
    const { code, stdout, stderr } = await run(['--dry-run', 'vs', 'cancel', 'worker11', '--format', 'json']);
    expect(code).toBe(0);
    expect(stderr).toContain('Dry run: nothing was changed. 1 write call(s) would be made');
    expect(JSON.parse(stdout)).toEqual([{ service: 'Vendor_Virtual_Guest', method: 'deleteObject', id: 100011, args: [] }]);
    const sent = server.state.requests.slice(before).map((r) => r.method);
    expect(sent).not.toContain('deleteObject');
  });
});

describe('svc vs ordering', () => {
  it('create-options lists the package\'s options as rows; --datacenter narrows the locations', async () => {
    const rows = await json<{ category: string; key: string; value?: string }[]>(['vs', 'create-options', '--datacenter', 'tok02']);
    // As slcli: a datacenter whose pods close soon says so (the fake's tok02.pod01 is closing).
    expect(rows.filter((row) => row.category === 'location')).toEqual([{ category: 'location', key: 'tok02', name: 'Tokyo 2', note: 'closed soon: tok02.pod01' }]);
    expect(rows.filter((row) => row.category === 'size').map((row) => row.key)).toContain('B1_2X4X25');
    expect(rows).toContainEqual(expect.objectContaining({ category: 'guest_core', key: 'GUEST_CORE_4', value: '4' }));
    expect(calls('getDatacenters').length).toBeGreaterThan(0);
    const csv = await run(['vs', 'create-options', '--format', 'csv']);
    expect(csv.stdout.split('\n')[0]).toBe('category,key,name,value,hourly,monthly,note');
  });

  it('upgrade asks first; --yes places the upgrade order; --test verifies; --dry-run shows the placeOrder', async () => {
    // `vs create` above placed an order too.
    const earlier = calls('placeOrder').length;
    const no = await run(['vs', 'upgrade', 'web01', '--cpu', '4'], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will upgrade virtual server web01.');
    expect(calls('placeOrder')).toHaveLength(earlier);
    const yes = await run(['vs', 'upgrade', 'web01', '--cpu', '4', '--memory', '8192', '--yes', '--format', 'table']);
    expect(yes.code).toBe(0);
    expect(yes.stdout).toMatch(/^Upgrade of virtual server web01 ordered \(order \d+\)\.\n$/);
    const placed = calls('placeOrder').slice(earlier);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.args[0]).toMatchObject({ complexType: 'Vendor_Container_Product_Order_Virtual_Guest_Upgrade', prices: [{ id: 51_041 }, { id: 52_081 }] });
    expect(server.state.data.virtualGuests.find((guest) => guest.hostname === 'web01')).toMatchObject({ maxCpu: 4, maxMemory: 8192 });
    const verified = await json<{ prices: unknown[] }>(['vs', 'upgrade', 'web01', '--add-disk', '100', '--test', '--yes']);
    expect(verified.prices).toHaveLength(1);
    expect(calls('verifyOrder').length).toBeGreaterThan(0);
    const dry = await run(['--dry-run', 'vs', 'upgrade', 'web01', '--network', '1000', '--format', 'json']);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual([expect.objectContaining({ service: 'Vendor_Product_Order', method: 'placeOrder' })]);
    expect(calls('placeOrder')).toHaveLength(earlier + 1);
  });

  it('upgrade with nothing to change, or memory that is no whole GB, is a usage error (exit 2) before any call', async () => {
    const before = server.state.requests.length;
    const nothing = await run(['vs', 'upgrade', 'web01', '--yes']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to upgrade');
    const odd = await run(['vs', 'upgrade', 'web01', '--memory', '1000', '--yes']);
    expect(odd.code).toBe(2);
    expect(odd.stderr).toContain('is not a whole number of GB');
    expect(server.state.requests.slice(before).map((r) => r.method)).not.toContain('getUpgradeItemPrices');
  });
});

describe('svc hw', () => {
  it('list, detail, edit, reload, cancel', async () => {
    const rows = await json<{ hostname: string }[]>(['hw', 'list', '--domain', 'example.org']);
    expect(rows.map((r) => r.hostname)).toEqual(['bm02', 'bm04']);
    expect(await json(['hw', 'detail', 'bm01'])).toMatchObject({ id: 200001, hostname: 'bm01' });
    expect((await run(['hw', 'edit', 'bm01', '--notes', 'rack 4', '--format', 'table'])).stdout).toBe('Edited hardware server bm01.\n');
    expect((await run(['hw', 'reload', 'bm01', '--yes', '--format', 'table'])).stdout).toBe('Reload of hardware server bm01 started.\n');
    const cancel = await run(['hw', 'cancel', 'bm03', '--yes', '--format', 'table']);
    expect(cancel).toMatchObject({ code: 0, stdout: 'Cancelled hardware server bm03.\n' });
    const cancelled = server.state.requests.filter((r) => r.service === 'Vendor_Hardware_Server' && JSON.stringify(r.headers).includes('200003'));
    expect(cancelled.length).toBeGreaterThan(0);
  });
});

describe('svc ticket', () => {
  it('list --open, detail, create, update, subjects', async () => {
    const open = await json<{ status: { name: string } }[]>(['ticket', 'list', '--open']);
    // Every open ticket of the fake account (earlier commands here, e.g. `hw cancel`, open more).
    const openInData = server.state.data.tickets.filter((ticket) => ticket.status.name === 'Open').length;
    expect(openInData).toBeGreaterThanOrEqual(6);
    expect(open.length).toBe(openInData);
    expect(open.every((ticket) => ticket.status.name === 'Open')).toBe(true);
    expect(await json(['ticket', 'detail', '300001'])).toMatchObject({ id: 300001, title: 'Server not reachable over public network' });
    const created = await json<{ id: number }>(['ticket', 'create', '--title', 'Disk alert', '--body', 'sda failing', '--subject', '1021']);
    expect(created.id).toBeTypeOf('number');
    const update = await run(['ticket', 'update', String(created.id), '--body', 'replaced', '--format', 'table']);
    expect(update).toMatchObject({ code: 0, stdout: `Updated ticket ${created.id}.\n` });
    expect(calls('addUpdate').length).toBe(1);
    const subjects = await run(['ticket', 'subjects', '--format', 'csv']);
    expect(subjects.stdout.split('\n')[0]).toBe('id,name');
    expect(subjects.stdout).toContain('1021,Hardware Issue');
    const missing = await run(['ticket', 'create', '--title', 'x', '--body', 'y']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--subject <id>' not specified");
  });
});

describe('svc dns', () => {
  it('zone-list, zone-create, record-add/list/edit/remove, zone-export, zone-delete', async () => {
    const zones = await json<{ name: string }[]>(['dns', 'zone-list']);
    expect(zones.map((z) => z.name)).toEqual(['example.com', 'example.org', 'example.net']);
    expect(await json(['dns', 'zone-create', 'cli.example'])).toMatchObject({ name: 'cli.example' });
    const record = await json<{ id: number }>(['dns', 'record-add', 'cli.example', 'www', 'A', '10.0.0.5', '--ttl', '600']);
    expect(record).toMatchObject({ host: 'www', data: '10.0.0.5', ttl: 600 });
    expect(String((record as { type?: string }).type).toUpperCase()).toBe('A');
    const listed = await json<{ id: number }[]>(['dns', 'record-list', 'cli.example', '--host', 'www']);
    expect(listed.map((r) => r.id)).toEqual([record.id]);
    expect((await run(['dns', 'record-edit', String(record.id), '--data', '10.0.0.9', '--format', 'table'])).stdout)
      .toBe(`Edited record ${record.id}.\n`);
    const exported = await run(['dns', 'zone-export', 'cli.example']);
    expect(exported.stdout).toMatch(/^\$ORIGIN cli\.example\.$/m);
    expect(exported.stdout).toMatch(/^www 600 IN A 10\.0\.0\.9$/m);
    expect((await run(['dns', 'record-remove', String(record.id), '--yes', '--format', 'table'])).stdout).toBe(`Removed record ${record.id}.\n`);
    const deleted = await run(['dns', 'zone-delete', 'cli.example', '--yes', '--format', 'table']);
    expect(deleted).toMatchObject({ code: 0, stdout: 'Deleted zone cli.example.\n' });
    expect(server.state.data.domains.some((d) => d.name === 'cli.example')).toBe(false);
  });

  it('zone-import creates the zone and its records from a zone file (or stdin)', async () => {
    const file = join(HOME, 'import.zone');
    writeFileSync(file, [
      '$ORIGIN imported.example.', '$TTL 3600',
      '@ 86400 IN SOA ns1.x. root.imported.example. 1 7200 600 1728000 43200',
      'www IN A 10.1.0.1', 'mail 600 IN MX 5 mx.imported.example.', '@ IN TXT "v=spf1 -all"', 'garbage',
    ].join('\n'));
    const rows = await json<{ line: number; result: string; host?: string }[]>(['dns', 'zone-import', file]);
    expect(rows.map((r) => [r.line, r.result])).toEqual([[3, 'skipped'], [4, 'created'], [5, 'created'], [6, 'created'], [7, 'skipped']]);
    const domain = server.state.data.domains.find((d) => d.name === 'imported.example');
    expect(domain?.resourceRecords.map((r) => [r.host, r.type.toUpperCase(), r.data, r.ttl])).toEqual(expect.arrayContaining([
      ['www', 'A', '10.1.0.1', 3600], ['mail', 'MX', 'mx.imported.example.', 600], ['@', 'TXT', 'v=spf1 -all', 3600],
    ]));
    const again = await run(['dns', 'zone-import', '-', '--format', 'csv'], '$ORIGIN imported.example.\nftp 300 IN CNAME www\n');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^2,created,\d+,ftp,CNAME,300,www$/m);
    const bad = await run(['dns', 'zone-import', join(HOME, 'missing.zone')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/argument '<file>': cannot read .*missing\.zone: ENOENT/);
  });
});

describe('svc network, user, account', () => {
  it('network ip-lookup, subnet-list/detail, vlan-list/detail, ip-list', async () => {
    expect(await json(['network', 'ip-lookup', '161.100.0.2'])).toMatchObject({ ipAddress: '161.100.0.2' });
    const subnets = await json<{ id: number }[]>(['network', 'subnet-list', '--datacenter', 'dal10']);
    // The dal10 subnets of the fake dataset, global IPs left out as the manager does by default.
    const dal10 = server.state.data.subnets
      .filter((subnet) => (subnet.datacenter as { name?: string } | undefined)?.name === 'dal10' && subnet.subnetType !== 'GLOBAL_IP')
      .map((subnet) => subnet.id);
    expect(dal10.length).toBeGreaterThan(1);
    expect(subnets.map((s) => s.id)).toEqual(dal10);
    expect(await json(['network', 'subnet-detail', '600001'])).toMatchObject({ id: 600001, networkIdentifier: '161.100.0.0' });
    const vlans = await json<{ vlanNumber: number }[]>(['network', 'vlan-list', '--number', '1200']);
    expect(vlans.map((v) => v.vlanNumber)).toEqual([1200]);
    expect(await json(['network', 'vlan-detail', '700001'])).toMatchObject({ id: 700001, name: 'public-dal10' });
    const ips = await json<unknown[]>(['network', 'ip-list', '--subnet', '600001', '--limit', '3']);
    expect(ips).toHaveLength(3);
    const unknown = await run(['network', 'ip-lookup', '192.0.2.1']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('192.0.2.1 is not an address of this account');
  });

  it('user list, detail, whoami, edit', async () => {
    const users = await json<{ username: string }[]>(['user', 'list']);
    expect(users.map((u) => u.username)).toEqual(['demo', 'alice', 'bob', 'chandra']);
    expect(await json(['user', 'detail', 'alice'])).toMatchObject({ id: 7002, username: 'alice' });
    expect(await json(['user', 'whoami'])).toMatchObject({ id: 7001, username: 'demo' });
    const edit = await run(['user', 'edit', 'bob', '--email', 'bob@ops.example', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited user bob.\n' });
    expect(server.state.data.users.find((u) => u.username === 'bob')?.email).toBe('bob@ops.example');
    const nothing = await run(['user', 'edit', 'bob']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to change');
  });

  it('account detail and summary', async () => {
    expect(await json(['account', 'detail'])).toMatchObject({ companyName: 'Fake Company Ltd.' });
    const summary = await run(['account', 'summary', '--format', 'table']);
    expect(summary.stdout).toMatch(/│ company\s+│ Fake Company Ltd\. │/);
    expect(summary.stdout).toMatch(/│ users\s+│ 4\s+│/);
  });
});

describe('errors', () => {
  it('bad credentials: Unauthenticated, exit 1, and the key is never printed', async () => {
    const secret = 'wrong0secret0key0that0must0not0appear';
    const result = await svc(['--endpoint', server.url, 'vs', 'list'], { env: { SVC_USERNAME: 'demo', SVC_API_KEY: secret } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^svc: Unauthenticated/);
    expect(result.stdout + result.stderr).not.toContain(secret);
  });

  it('an unreachable endpoint: TransportError, exit 1', async () => {
    const result = await svc(['--endpoint', 'http://127.0.0.1:9/xmlrpc/v3.1', 'account', 'detail'], { env });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^svc: TransportError\(0\)/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  });
});
