/**
 * `svc user`, `svc account`, `svc ticket` (issue 21): the secrets these groups handle (VPN
 * passwords, API keys, license keys) never reach the command line or the output unless a flag asks,
 * and the new commands change the fake server's data as they say. Through the real binary against
 * the fake server on 127.0.0.1.
 */
import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, endpointRunner, svc } from './svc.js';

// Several `svc` processes run one after another per test; no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);
const sent = (method: string) => server.state.requests.filter((r) => r.method === method);

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('svc user vpn-password', () => {
  const PASSWORD = 'Vpn-S3cret!pass';

  it('takes the password from SVC_VPN_PASSWORD, sends it, and prints it nowhere (not with --debug either)', async () => {
    const result = await svc(['--endpoint', server.url, '--debug', 'user', 'vpn-password', 'alice', '--format', 'table'],
      { env: { ...DEMO_ENV, SVC_VPN_PASSWORD: PASSWORD } });
    expect(result).toMatchObject({ code: 0, stdout: 'Updated the VPN password of user alice.\n' });
    expect(result.stderr).not.toContain(PASSWORD);
    expect(sent('updateVpnPassword').at(-1)?.args).toEqual([PASSWORD]);
  });

  it('asks for it when the variable is unset (here answered on stdin; --debug masks the answer), and refuses an empty one', async () => {
    const result = await run(['--debug', 'user', 'vpn-password', 'alice', '--format', 'table'], `${PASSWORD}2\n`);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(PASSWORD);
    expect(sent('updateVpnPassword').at(-1)?.args).toEqual([`${PASSWORD}2`]);
    const before = sent('updateVpnPassword').length;
    const empty = await run(['user', 'vpn-password', 'alice'], '\n');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('no password given: set SVC_VPN_PASSWORD');
    expect(sent('updateVpnPassword')).toHaveLength(before);
  });

  it('--dry-run plans the call with the password masked and sends nothing', async () => {
    const before = sent('updateVpnPassword').length;
    const result = await svc(['--endpoint', server.url, '--dry-run', 'user', 'vpn-password', 'alice', '--format', 'json'],
      { env: { ...DEMO_ENV, SVC_VPN_PASSWORD: PASSWORD } });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([{ service: 'Vendor_User_Customer', method: 'updateVpnPassword', id: 7002, args: ['********'] }]);
    expect(result.stdout + result.stderr).not.toContain(PASSWORD);
    expect(sent('updateVpnPassword')).toHaveLength(before);
  });
});

describe('svc user apikey', () => {
  it('masks the new key unless --show-key; remove, refresh; one action at a time', async () => {
    const added = await json<{ apiKey: string }>(['user', 'apikey', 'bob', '--add']);
    expect(added.apiKey).toBe('********');
    const apiKey = async (...flags: string[]): Promise<string> =>
      (await json<{ api_key: string }>(['user', 'detail', 'bob', ...flags, '--columns', 'api_key'])).api_key;
    const secret = await apiKey('-k');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // Without -k, the detail says only that there is a key.
    expect(await apiKey()).toBe('yes');
    expect((await run(['user', 'apikey', 'bob', '--add', '--format', 'table'])).code).toBe(1);
    const refreshed = await run(['--yes', 'user', 'apikey', 'bob', '--refresh', '--show-key', '--format', 'json']);
    expect(refreshed.code).toBe(0);
    const fresh = (JSON.parse(refreshed.stdout) as { apiKey: string }).apiKey;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(secret);
    const removed = await run(['--yes', 'user', 'apikey', 'bob', '--remove', '--format', 'table']);
    expect(removed).toMatchObject({ code: 0, stdout: 'Removed the API key of user bob.\n' });
    expect(await apiKey()).toBe('no');
    // --debug prints the HTTP exchange, but never the new key (a plain string no member name marks),
    // on either wire format.
    for (const transport of ['xmlrpc', 'rest']) {
      const wire = transport === 'rest' ? ['--endpoint', server.restUrl, '--transport', 'rest'] : [];
      const debugged = await run(['--debug', ...wire, 'user', 'apikey', 'bob', '--add', '--format', 'json']);
      expect(debugged.code).toBe(0);
      const key = await apiKey('-k');
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(debugged.stderr).toMatch(/bytes not shown: the result of addApiAuthenticationKey is a secret/);
      expect(debugged.stdout + debugged.stderr).not.toContain(key);
      const shown = await run(['--debug', ...wire, 'user', 'detail', 'bob', '-k', '--format', 'json']);
      expect(shown.stderr).not.toContain(key);
      expect((await run(['--yes', 'user', 'apikey', 'bob', '--remove'])).code).toBe(0);
    }
    const both = await run(['user', 'apikey', 'bob', '--add', '--remove']);
    expect(both).toMatchObject({ code: 2 });
    expect(both.stderr).toContain('give only one of --add, --remove, --refresh (got --add, --remove)');
  });
});

describe('svc user delete, edit-details, device-access', () => {
  it('delete sets CANCEL_PENDING after a confirmation; edit-details takes a JSON template', async () => {
    const refused = await run(['user', 'delete', 'chandra'], 'n\n');
    expect(refused.code).toBe(2);
    expect(await json<{ status: string }>(['user', 'detail', 'chandra', '--columns', 'status'])).toEqual({ status: 'Active' });
    expect((await run(['--yes', 'user', 'delete', 'chandra', '--format', 'table'])).stdout).toBe('Deleted user chandra.\n');
    expect(await json<{ status: string }>(['user', 'detail', 'chandra', '--columns', 'status'])).toEqual({ status: 'CANCEL_PENDING' });
    const edited = await run(['user', 'edit-details', 'alice', '-t', '{"firstName": "Dima", "officePhone": "555-0100"}', '--format', 'table']);
    expect(edited).toMatchObject({ code: 0, stdout: 'Updated user alice.\n' });
    expect(await json<{ first_name: string }>(['user', 'detail', 'alice', '--columns', 'first_name'])).toEqual({ first_name: 'Dima' });
    const notObject = await run(['user', 'edit-details', 'alice', '-t', '[1, 2]']);
    expect(notObject.code).toBe(2);
    expect(notObject.stderr).toContain("option '--template <json>': expects a JSON object");
    const refusedField = await run(['user', 'edit-details', 'alice', '-t', '{"username": "root"}']);
    expect(refusedField.code).toBe(1);
    expect(refusedField.stderr).toContain('cannot change username');
  });

  it('device-access lists the ALL_ permissions, then the devices (as devices does)', async () => {
    expect((await run(['user', 'grant-access', 'alice', '--hardware', '200001', '--dedicated', '600101'])).code).toBe(0);
    const rows = await json<{ kind: string; id: unknown }[]>(['user', 'device-access', 'alice']);
    expect(rows.filter((r) => r.kind !== 'permission').map((r) => [r.kind, r.id])).toEqual([['hardware', 200001], ['dedicated_host', 600101]]);
    expect(await json<unknown[]>(['user', 'devices', 'alice'])).toHaveLength(2);
  });
});

describe('svc account licenses', () => {
  const KEYS = ['XXXXX-XXXXX-XXXXX', 'ABCDE-12345'];

  it('masks the license keys in every format unless --show-keys', async () => {
    for (const format of ['table', 'json', 'csv', 'jsonl']) {
      const result = await run(['account', 'licenses', '--format', format]);
      expect(result.code).toBe(0);
      for (const key of KEYS) expect(result.stdout + result.stderr).not.toContain(key);
      expect(result.stdout).toContain('********');
    }
    const rows = await json<{ kind: string; key: string; software: string }[]>(['account', 'licenses', '--show-keys']);
    expect(rows.map((r) => [r.kind, r.key, r.software])).toEqual([
      ['control_panel', KEYS[0], 'cPanel/WHM 11'], ['vmware', KEYS[1], 'vCenter Server'],
    ]);
  });
});

describe('svc ticket summary, create --priority', () => {
  it('summary shows the counters the account reports', async () => {
    const summary = await json<Record<string, number>>(['ticket', 'summary']);
    const open = await json<unknown[]>(['ticket', 'list', '--open']);
    const closed = await json<unknown[]>(['ticket', 'list', '--closed']);
    expect([summary.openTicketCount, summary.closedTicketCount]).toEqual([open.length, closed.length]);
    const kinds = ['openAccountingTicketCount', 'openBillingTicketCount', 'openSalesTicketCount', 'openSupportTicketCount', 'openOtherTicketCount'];
    expect(kinds.reduce((sum, kind) => sum + (summary[kind] ?? Number.NaN), 0)).toBe(open.length);
    expect(open.length).toBeGreaterThan(0);
  });

  it('create --priority sets the priority; --hardware attaches after creating', async () => {
    const created = await json<{ id: number; priority: number }>(['ticket', 'create', '--title', 'Disk', '--body', 'sda failing',
      '--subject-id', '1001', '--priority', '2', '--hardware', '200001']);
    expect(created.priority).toBe(2);
    const detail = await json<{ attachedHardware: { id: number }[] }>(['ticket', 'detail', String(created.id)]);
    expect(detail.attachedHardware.map((h) => h.id)).toEqual([200001]);
    const bad = await run(['ticket', 'create', '--title', 'Disk', '--body', 'x', '--subject', '1001', '--subject-id', '1002']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("options '--subject' and '--subject-id' name different subjects");
  });
});
