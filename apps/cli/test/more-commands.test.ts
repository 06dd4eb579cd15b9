import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { HOME, endpointRunner } from './svc.js';

// Several `svc` processes run one after another per test; no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);

const calls = (service: string, method: string) =>
  server.state.requests.filter((r) => r.service === service && r.method === method);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('svc account (more)', () => {
  it('events (all kinds, or one --type), event-detail, event-ack', async () => {
    const all = await run(['account', 'events', '--format', 'csv', '--columns', 'id,type']);
    expect(all.stdout.trim().split('\n')).toEqual(['id,type', '1234,PLANNED', '1235,UNPLANNED_INCIDENT', '1236,ANNOUNCEMENT']);
    const planned = await json<{ id: number }[]>(['account', 'events', '--type', 'planned']);
    expect(planned.map((e) => e.id)).toEqual([1234]);
    const bad = await run(['account', 'events', '--type', 'weekly']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("option '-t, --type <type>' argument 'weekly' is invalid. Expected one of planned, unplanned, announcement.");
    const detail = await run(['account', 'event-detail', '1235', '--format', 'table']);
    expect(detail.stdout).toMatch(/│ subject\s+│ Network latency in dal10\s+│/);
    const ack = await run(['account', 'event-ack', '1234', '--format', 'table']);
    expect(ack).toMatchObject({ code: 0, stdout: 'Acknowledged event 1234.\n' });
    expect(calls('Vendor_Notification_Occurrence_Event', 'acknowledgeNotification')).toHaveLength(1);
  });

  it('invoices (open by default, --closed), invoice-detail, billing-items, item-detail', async () => {
    const open = await json<{ statusCode: string }[]>(['account', 'invoices']);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i) => i.statusCode === 'OPEN')).toBe(true);
    const withClosed = await json<{ statusCode: string }[]>(['account', 'invoices', '--closed']);
    expect(withClosed.some((i) => i.statusCode === 'CLOSED')).toBe(true);
    const items = await run(['account', 'invoice-detail', '900001', '--format', 'csv', '--columns', 'category,recurring']);
    expect(items.stdout.trim().split('\n')).toEqual(['category,recurring', 'server,1000', 'guest_core,54.75', 'sov_sec_ip_addresses_priv,0']);
    const servers = await json<{ id: number; categoryCode: string }[]>(['account', 'billing-items', '--category', 'server']);
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.every((i) => i.categoryCode === 'server')).toBe(true);
    expect(await json(['account', 'item-detail', String(servers[0]?.id)])).toMatchObject({ id: servers[0]?.id, categoryCode: 'server' });
  });

  it('cancel-item asks first, sends the reason; orders; bandwidth-pools', async () => {
    const no = await run(['account', 'cancel-item', '53897671'], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will cancel billing item 53897671.');
    expect(calls('Vendor_Billing_Item', 'cancelItem')).toHaveLength(0);
    const yes = await run(['account', 'cancel-item', '53897671', '--reason', 'Moving', '--note', 'ticket 12', '--yes', '--format', 'table']);
    expect(yes).toMatchObject({ code: 0, stdout: 'Cancelled billing item 53897671.\n' });
    const [cancel] = calls('Vendor_Billing_Item', 'cancelItem');
    expect(cancel?.args).toEqual([false, true, 'Moving', 'ticket 12']);

    const orders = await json<{ id: number }[]>(['account', 'orders', '--limit', '5']);
    expect(orders.length).toBeGreaterThan(0);
    const pools = await run(['account', 'bandwidth-pools', '--format', 'csv']);
    expect(pools.stdout.split('\n')[0]).toBe('id,name,allocated_gb,projected_gb,inbound_gb,outbound_gb');
    expect(pools.stdout).toMatch(/^309961,MexRegion,10000,/m);
  });
});

describe('svc account (hooks, routers, pools, upgrades)', () => {
  it('hooks, hook-create, hook-delete (asks first), routers, bandwidth-pools-detail, upgrade-orders', async () => {
    const hooks = await json<{ id: number; name: string }[]>(['account', 'hooks']);
    expect(hooks.map((h) => h.name)).toEqual(['bootstrap']);
    const created = await json<{ id: number }>(['account', 'hook-create', '--name', 'cli-hook', '--uri', 'https://example.com/cli.sh']);
    expect(calls('Vendor_Provisioning_Hook', 'createObject').at(-1)?.args).toEqual([{ name: 'cli-hook', uri: 'https://example.com/cli.sh' }]);
    expect((await json<{ id: number }[]>(['account', 'hooks'])).map((h) => h.id)).toContain(created.id);
    const no = await run(['account', 'hook-delete', String(created.id)], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain(`This will delete provisioning hook ${created.id}.`);
    const yes = await run(['account', 'hook-delete', String(created.id), '--yes', '--format', 'table']);
    expect(yes).toMatchObject({ code: 0, stdout: `Deleted provisioning hook ${created.id}.\n` });
    expect((await json<{ id: number }[]>(['account', 'hooks'])).map((h) => h.id)).not.toContain(created.id);

    const routers = await run(['account', 'routers', '--location', 'dal10', '--format', 'csv', '--columns', 'hostname']);
    expect(routers.stdout).toBe('hostname\nfcr01a.dal10\nbcr01a.dal10\n');
    const pool = await run(['account', 'bandwidth-pools-detail', '309961', '--format', 'table']);
    expect(pool.stdout).toMatch(/│ hardware\s+│ bm01,bm02\s+│/);
    const upgrades = await json<{ id: number }[]>(['account', 'upgrade-orders', '--limit', '5']);
    expect(upgrades.map((u) => u.id)).toEqual([37049]);
  });
});

describe('svc user (more)', () => {
  it('permissions, permissions --all, edit-permissions (wire calls), usage errors', async () => {
    type Row = { kind: string; department: string; keyName: string; assigned: boolean };
    const assigned = (rows: Row[]): string[] => rows.filter((p) => p.assigned).map((p) => p.keyName).sort();
    const mine = await json<Row[]>(['user', 'permissions', 'alice']);
    expect(assigned(mine)).toEqual(['HARDWARE_VIEW', 'TICKET_VIEW']);
    // Every permission of every department is listed, assigned or not.
    const all = await json<unknown[]>(['user', 'permissions', '--all']);
    expect(mine.filter((p) => p.kind === 'permission')).toHaveLength(all.length);
    expect(new Set(mine.map((p) => p.department))).toEqual(new Set(['Administrative', 'Support', 'Devices', 'Network']));
    const both = await run(['user', 'permissions', 'alice', '--all']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("argument '[id]' cannot be used with --all");
    const neither = await run(['user', 'permissions']);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain("argument '[id]': give a user, or --all for every permission");

    const edit = await run(['user', 'edit-permissions', 'alice', '--enable', 'TICKET_ADD', '--disable', 'TICKET_VIEW', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited the permissions of user alice.\n' });
    expect(calls('Vendor_User_Customer', 'addBulkPortalPermission')).toHaveLength(1);
    expect(calls('Vendor_User_Customer', 'removeBulkPortalPermission')).toHaveLength(1);
    const after = await json<Row[]>(['user', 'permissions', 'alice']);
    expect(assigned(after)).toEqual(['HARDWARE_VIEW', 'TICKET_ADD']);
    const nothing = await run(['user', 'edit-permissions', 'alice']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to change: give --enable or --disable');
  });

  it('notifications and edit-notifications', async () => {
    const before = await json<{ name: string; enabled: boolean }[]>(['user', 'notifications']);
    expect(before.find((n) => n.name === 'Order Approved')?.enabled).toBe(false);
    const edit = await run(['user', 'edit-notifications', '--enable', 'Order Approved', '--disable', 'High Impact', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited your notifications.\n' });
    const after = await json<{ name: string; enabled: boolean }[]>(['user', 'notifications']);
    expect(after.find((n) => n.name === 'Order Approved')?.enabled).toBe(true);
    expect(after.find((n) => n.name === 'High Impact')?.enabled).toBe(false);
  });

  it('grant-access and remove-access', async () => {
    const grant = await run(['user', 'grant-access', 'bob', '--hardware', '200001', '--virtual', '100001,100002', '--format', 'table']);
    expect(grant).toMatchObject({ code: 0, stdout: 'Granted access to 3 device(s) for user bob.\n' });
    expect(calls('Vendor_User_Customer', 'addHardwareAccess')).toHaveLength(1);
    expect(calls('Vendor_User_Customer', 'addVirtualGuestAccess')).toHaveLength(2);
    const remove = await run(['user', 'remove-access', 'bob', '--virtual', '100002', '--format', 'table']);
    expect(remove).toMatchObject({ code: 0, stdout: 'Removed access to 1 device(s) for user bob.\n' });
    expect(calls('Vendor_User_Customer', 'removeVirtualGuestAccess')).toHaveLength(1);
    const none = await run(['user', 'grant-access', 'bob']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('nothing to change: give --hardware, --virtual or --dedicated-host ids');
    const bad = await run(['user', 'grant-access', 'bob', '--hardware', 'bm01']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("argument '--hardware' expects a positive integer id, got 'bm01'");
  });
});

/** What `user create` copies from the current user (demo), as slcli: its fields without the id. */
const CURRENT_USER_TEMPLATE = {
  firstName: 'Demo', lastName: 'User', email: 'demo@example.com', companyName: 'Fake Company Ltd.', address1: '1 Loopback Way',
  city: 'Dallas', country: 'US', postalCode: '75201', state: 'TX', userStatusId: 1001,
};

describe('svc user (create, logins, events, devices, VPN)', () => {
  it('create reads the password from the prompt, sends it, and never prints it; --dry-run masks it', async () => {
    const secret = 'Cli-S3cret!pass-9';
    const created = await run(['user', 'create', 'carol', '--email', 'carol@example.com', '--first-name', 'Carol', '--format', 'json'], `${secret}\n`);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Password for carol: ');
    expect(JSON.parse(created.stdout)).toMatchObject({ username: 'carol', email: 'carol@example.com' });
    expect(created.stdout + created.stderr).not.toContain(secret);
    const [call] = calls('Vendor_User_Customer', 'createObject');
    expect(call?.args.slice(0, 2)).toEqual([expect.objectContaining({ username: 'carol', firstName: 'Carol' }), secret]);
    const dry = await run(['--dry-run', 'user', 'create', 'dave', '--email', 'dave@example.com', '--format', 'json']);
    expect(dry.code).toBe(0);
    expect(dry.stderr).not.toContain('Password for');
    expect(JSON.parse(dry.stdout)).toEqual([{ service: 'Vendor_User_Customer', method: 'createObject', id: null,
      args: [{ ...CURRENT_USER_TEMPLATE, username: 'dave', email: 'dave@example.com' }, '********', null] }]);
    const empty = await run(['user', 'create', 'erin', '--email', 'erin@example.com'], '\n');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('no password given');
  });

  it('logins, events, devices, vpn-enable/-disable, vpn-manual, vpn-subnet', async () => {
    const logins = await json<{ successFlag: boolean }[]>(['user', 'logins', 'demo']);
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.some((l) => !l.successFlag)).toBe(true);
    const events = await run(['user', 'events', 'demo', '--format', 'csv']);
    expect(events.stdout).toMatch(/^date,event,object,label,ip\n.*,Login Successful,User,demo,/);
    await run(['user', 'grant-access', 'chandra', '--hardware', '200002']);
    const devices = await run(['user', 'devices', 'chandra', '--format', 'csv', '--columns', 'kind,id']);
    expect(devices.stdout).toContain('\nhardware,200002\n');
    expect((await run(['user', 'vpn-disable', 'alice', '--format', 'table'])).stdout).toBe('VPN disabled for user alice.\n');
    expect(calls('Vendor_User_Customer', 'editObject').at(-1)?.args).toEqual([{ sslVpnAllowedFlag: false }]);
    expect((await run(['user', 'vpn-manual', 'alice', 'on', '--format', 'table'])).stdout).toBe('Manual VPN subnets on for user alice.\n');
    const badState = await run(['user', 'vpn-manual', 'alice', 'maybe']);
    expect(badState.code).toBe(2);
    expect(badState.stderr).toContain("argument '[on|off]' expects on or off, got 'maybe'");
    const subnets = await run(['user', 'vpn-subnet', 'alice', '--add', '600001', '--format', 'table']);
    expect(subnets).toMatchObject({ code: 0, stdout: 'Edited the VPN subnets of user alice.\n' });
    expect(calls('Vendor_Network_Service_Vpn_Overrides', 'createObjects')).toHaveLength(1);
    const none = await run(['user', 'vpn-subnet', 'alice']);
    expect(none.code).toBe(2);
  });
});

describe('svc network (more)', () => {
  const SUBNET = 'Vendor_Network_Subnet';
  const GLOBAL = 'Vendor_Network_Subnet_IpAddress_Global';

  it('ip-edit, subnet-edit, vlan-edit change notes, names and tags; nothing to change is a usage error', async () => {
    expect((await run(['network', 'ip-edit', '10000002', '--note', 'gateway', '--format', 'table'])).stdout).toBe('Edited IP address 10000002.\n');
    expect(calls('Vendor_Network_Subnet_IpAddress', 'editObject').at(-1)?.args).toEqual([{ note: 'gateway' }]);
    const subnet = await run(['network', 'subnet-edit', '600001', '--note', 'web tier', '--tags', 'web,prod', '--format', 'table']);
    expect(subnet).toMatchObject({ code: 0, stdout: 'Edited subnet 600001.\n' });
    expect(calls(SUBNET, 'editNote')).toHaveLength(1);
    expect(calls(SUBNET, 'setTags').at(-1)?.args).toEqual(['web,prod']);
    const vlan = await run(['network', 'vlan-edit', '700001', '--name', 'public-web', '--format', 'table']);
    expect(vlan).toMatchObject({ code: 0, stdout: 'Edited VLAN 700001.\n' });
    expect(await json(['network', 'vlan-detail', '700001'])).toMatchObject({ name: 'public-web' });
    for (const args of [['subnet-edit', '600001'], ['vlan-edit', '700001']]) {
      const nothing = await run(['network', ...args]);
      expect(nothing.code).toBe(2);
      expect(nothing.stderr).toContain('nothing to change');
    }
  });

  it('subnet-route, subnet-clear-route and subnet-cancel (asks first)', async () => {
    const routed = await run(['network', 'subnet-route', '600101', '--type', 'ip', '--target', '161.100.0.2', '--format', 'table']);
    expect(routed).toMatchObject({ code: 0, stdout: 'Routed subnet 600101 to 161.100.0.2.\n' });
    expect(calls(SUBNET, 'route').at(-1)?.args).toEqual(['Vendor_Network_Subnet_IpAddress', '161.100.0.2']);
    const cleared = await run(['network', 'subnet-clear-route', '600101', '--yes', '--format', 'table']);
    expect(cleared).toMatchObject({ code: 0, stdout: 'Cleared the route of subnet 600101.\n' });
    expect(calls(SUBNET, 'clearRoute')).toHaveLength(1);
    const no = await run(['network', 'subnet-cancel', '600102'], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will cancel subnet 600102.');
    const yes = await run(['network', 'subnet-cancel', '600102', '--yes', '--format', 'table']);
    expect(yes).toMatchObject({ code: 0, stdout: 'Cancelled subnet 600102.\n' });
    expect(calls('Vendor_Billing_Item', 'cancelService')).toHaveLength(1);
  });

  it('globalip-list, -assign, -unassign, -cancel', async () => {
    const list = await run(['network', 'globalip-list', '--format', 'csv']);
    expect(list.stdout.trim().split('\n')).toEqual(['id,ip,assigned,target', '9001,161.200.2.1,Yes,161.100.0.2', '9002,161.200.2.2,No,',
      '9003,2607:f0d0:1000::1,No,']);
    const v6 = await json<{ id: number }[]>(['network', 'globalip-list', '--ipv', '6']);
    expect(v6.map((g) => g.id)).toEqual([9003]);
    expect((await run(['network', 'globalip-assign', '9002', '161.100.0.2', '--format', 'table'])).stdout).toBe('Assigned global IP 9002 to 161.100.0.2.\n');
    // As slcli does it: the global IP's subnet (600202) is routed to the address.
    expect(calls(SUBNET, 'route').at(-1)?.args).toEqual(['Vendor_Network_Subnet_IpAddress', '161.100.0.2']);
    expect((await run(['network', 'globalip-list', '--format', 'csv'])).stdout).toContain('9002,161.200.2.2,Yes,161.100.0.2\n');
    const clears = calls(SUBNET, 'clearRoute').length;
    expect((await run(['network', 'globalip-unassign', '9002', '--yes', '--format', 'table'])).stdout).toBe('Unassigned global IP 9002.\n');
    expect(calls(SUBNET, 'clearRoute').slice(clears).map((r) => r.headers[`${SUBNET}InitParameters`])).toEqual([{ id: 600202 }]);
    expect(calls(GLOBAL, 'getObject').at(-1)?.headers[`${GLOBAL}InitParameters`]).toEqual({ id: 9002 });
    const cancel = await run(['network', 'globalip-cancel', '9003', '--yes', '--format', 'table']);
    expect(cancel).toMatchObject({ code: 0, stdout: 'Cancelled global IP 9003.\n' });
  });

  it('summary, pods, rwhois-show and rwhois-edit', async () => {
    const summary = await run(['network', 'summary', '--format', 'csv', '--sortby', 'datacenter']);
    expect(summary.stdout.split('\n')[0]).toBe('datacenter,hardware,virtual_servers,public_ips,subnets,vlans');
    expect(summary.stdout).toMatch(/^dal10,\d+,\d+,\d+,\d+,\d+$/m);
    const pods = await json<{ name: string }[]>(['network', 'pods', '--datacenter', 'dal10']);
    expect(pods.map((p) => p.name)).toEqual(['dal10.pod01']);
    const edit = await run(['network', 'rwhois-edit', '--city', 'Austin', '--private-residence', 'no', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited the RWhois data.\n' });
    const shown = await run(['network', 'rwhois-show', '--format', 'table']);
    expect(shown.stdout).toMatch(/│ city\s+│ Austin\s+│/);
    const nothing = await run(['network', 'rwhois-edit']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to change');
  });
});

describe('svc ticket (more)', () => {
  const TICKET = 'Vendor_Ticket';

  it('attach, detach and upload', async () => {
    const both = await run(['ticket', 'attach', '300002', '--hardware', '200001', '--virtual', '100001', '--format', 'table']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("options '--hardware' and '--virtual' cannot be used together");
    expect(calls(TICKET, 'addAttachedHardware')).toHaveLength(0);
    expect(calls(TICKET, 'addAttachedVirtualGuest')).toHaveLength(0);
    const bothOff = await run(['ticket', 'detach', '300002', '--hardware', '200001', '--virtual', '100001']);
    expect(bothOff.code).toBe(2);
    expect(bothOff.stderr).toContain("options '--hardware' and '--virtual' cannot be used together");
    const attach = await run(['ticket', 'attach', '300002', '--hardware', '200001', '--format', 'table']);
    expect(attach).toMatchObject({ code: 0, stdout: 'Attached hardware server 200001 to ticket 300002.\n' });
    const attachVs = await run(['ticket', 'attach', '300002', '--virtual', '100001', '--format', 'table']);
    expect(attachVs).toMatchObject({ code: 0, stdout: 'Attached virtual server 100001 to ticket 300002.\n' });
    expect(calls(TICKET, 'addAttachedHardware').at(-1)?.args).toEqual([200001]);
    expect(calls(TICKET, 'addAttachedVirtualGuest').at(-1)?.args).toEqual([100001]);
    const detail = await json<{ attachedHardware?: { hostname: string }[] }>(['ticket', 'detail', '300002']);
    expect(detail.attachedHardware?.map((h) => h.hostname)).toContain('bm01');
    const detach = await run(['ticket', 'detach', '300002', '--virtual', '100001', '--format', 'table']);
    expect(detach).toMatchObject({ code: 0, stdout: 'Detached virtual server 100001 from ticket 300002.\n' });
    expect(calls(TICKET, 'removeAttachedVirtualGuest')).toHaveLength(1);
    const none = await run(['ticket', 'attach', '300002']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('nothing to change: give --hardware or --virtual');

    const file = join(HOME, 'dmesg.txt');
    writeFileSync(file, 'disk sda: I/O error\n');
    const uploaded = await json<{ fileName: string }>(['ticket', 'upload', '300002', '--path', file]);
    expect(uploaded.fileName).toBe('dmesg.txt');
    const [upload] = calls(TICKET, 'addAttachedFile');
    expect(upload?.args).toHaveLength(1);
    expect(JSON.stringify(upload?.args)).toContain('dmesg.txt');
    const named = await json<{ fileName: string }>(['ticket', 'upload', '300002', '--path', file, '--name', 'bm01.log']);
    expect(named.fileName).toBe('bm01.log');
    const missing = await run(['ticket', 'upload', '300002', '--path', join(HOME, 'missing.log')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/option '--path': cannot read .*missing\.log: ENOENT/);
  });
});

describe('svc dns (more)', () => {
  it('record-add srv (needs --service, --protocol, --port), ptr-add, record-detail', async () => {
    const srv = await json<{ id: number }>(['dns', 'record-add', 'example.com', '_sip', 'srv', 'sip.example.com',
      '--service', '_sip', '--protocol', '_tcp', '--port', '5060', '--priority', '5', '--weight', '20']);
    expect(srv).toMatchObject({ service: '_sip', protocol: '_tcp', port: 5060, priority: 5, weight: 20, data: 'sip.example.com' });
    const detail = await run(['dns', 'record-detail', String(srv.id), '--format', 'csv']);
    expect(detail.stdout).toContain('priority,5\n');
    expect(detail.stdout).toContain('port,5060\n');
    const incomplete = await run(['dns', 'record-add', 'example.com', 'x', 'srv', 'y', '--port', '5']);
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('an SRV record needs --service, --protocol');
    const ptr = await json(['dns', 'ptr-add', '161.100.0.2', 'web01.example.com', '--ttl', '3600']);
    expect(ptr).toMatchObject({ data: 'web01.example.com', ttl: 3600 });
    expect(String((ptr as { type?: string }).type).toUpperCase()).toBe('PTR');
    const bad = await run(['dns', 'record-detail', 'abc']);
    expect(bad.code).toBe(2);
  });
});
