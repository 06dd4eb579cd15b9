import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { endpointRunner } from './svc.js';

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

describe('svc user (more)', () => {
  it('permissions, permissions --all, edit-permissions (wire calls), usage errors', async () => {
    const mine = await json<{ keyName: string }[]>(['user', 'permissions', 'alice']);
    expect(mine.map((p) => p.keyName).sort()).toEqual(['HARDWARE_VIEW', 'TICKET_VIEW']);
    const all = await json<unknown[]>(['user', 'permissions', '--all']);
    expect(all.length).toBeGreaterThan(mine.length);
    const neither = await run(['user', 'permissions']);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain("argument '[id]': give a user, or --all for every permission");

    const edit = await run(['user', 'edit-permissions', 'alice', '--enable', 'TICKET_ADD', '--disable', 'TICKET_VIEW', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited the permissions of user alice.\n' });
    expect(calls('Vendor_User_Customer', 'addBulkPortalPermission')).toHaveLength(1);
    expect(calls('Vendor_User_Customer', 'removeBulkPortalPermission')).toHaveLength(1);
    const after = await json<{ keyName: string }[]>(['user', 'permissions', 'alice']);
    expect(after.map((p) => p.keyName).sort()).toEqual(['HARDWARE_VIEW', 'TICKET_ADD']);
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
