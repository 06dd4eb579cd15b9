/**
 * `svc --transport rest`: every command the same over both wires, through the real binary against
 * the fake server's two front ends; `SVC_TRANSPORT` and `--demo` too; `--debug` shows the REST
 * exchange with the key masked.
 */
import { FAKE_API_KEY, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

async function json(args: string[], env: Record<string, string> = {}): Promise<unknown> {
  const { code, stdout, stderr } = await svc([...args, '--format', 'json'], { env: { ...DEMO_ENV, ...env } });
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout) as unknown;
}

describe('svc --transport rest', () => {
  it.each([
    [['vs', 'list']],
    [['account', 'detail']],
    [['call-api', 'Account', 'getVirtualGuests', '--mask', 'id,hostname', '--limit', '3', '--offset', '2']],
    [['call-api', 'Account', 'getVirtualGuests', '--mask', 'id', '--limit', '1']],
    [['call-api', 'Account', 'getVirtualGuests', '--mask', 'id', '--all', '--concurrency', '4']],
  ])('%j answers the same over REST as over XML-RPC', async (args) => {
    const overXml = await json(['--endpoint', server.url, ...args]);
    server.state.requests.length = 0;
    const overRest = await json(['--endpoint', server.restUrl, '--transport', 'rest', ...args]);
    expect(overRest).toEqual(overXml);
    expect(server.state.requests.length).toBeGreaterThan(0);
    expect(server.state.requests.every((request) => request.httpHeaders.authorization?.startsWith('Basic ') === true)).toBe(true);
  });

  it('SVC_TRANSPORT=rest chooses it too; --transport wins over it', async () => {
    server.state.requests.length = 0;
    expect(await json(['--endpoint', server.restUrl, 'account', 'detail'], { SVC_TRANSPORT: 'rest' })).toMatchObject({ companyName: 'Fake Company Ltd.' });
    expect(server.state.requests.at(-1)?.httpHeaders.authorization).toMatch(/^Basic /);
    expect(await json(['--endpoint', server.url, '--transport', 'xmlrpc', 'account', 'detail'], { SVC_TRANSPORT: 'rest' })).toMatchObject({ companyName: 'Fake Company Ltd.' });
  });

  it('--demo --transport rest talks REST to the embedded server', async () => {
    const result = await svc(['--demo', '--transport', 'rest', '--debug', 'account', 'detail', '--format', 'json'], { env: {} });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    expect(result.stderr).toMatch(/\/rest\/v3\.1\/Vendor_Account\/getObject\.json/);
    expect(result.stderr).not.toContain(FAKE_API_KEY);
    expect(result.stderr).not.toContain(Buffer.from(`${DEMO_ENV.SVC_USERNAME}:${FAKE_API_KEY}`).toString('base64'));
  });

  it('refuses a transport it does not know, as a usage error', async () => {
    const result = await svc(['--transport', 'soap', 'account', 'detail'], { env: { ...DEMO_ENV } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--transport.*(xmlrpc|rest)/);
  });
});

describe('svc --transport rest --dry-run', () => {
  it('sends reads over REST and records the writes', async () => {
    server.state.requests.length = 0;
    const { code, stdout } = await svc(['--endpoint', server.restUrl, '--transport', 'rest', '--dry-run', 'vs', 'cancel', 'web01', '--format', 'json'],
      { env: { ...DEMO_ENV } });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ method: 'deleteObject' })]);
    expect(server.state.requests.map((request) => request.method)).not.toContain('deleteObject');
    expect(server.state.requests.length).toBeGreaterThan(0);
  });

  it('keeps the REST default endpoint when none is given', async () => {
    // No endpoint anywhere: the read goes to the public REST endpoint (unreachable here), never the XML-RPC one.
    const { stderr } = await svc(['--transport', 'rest', '--dry-run', '--debug', 'call-api', 'Account', 'getObject'],
      { env: { ...DEMO_ENV } });
    expect(stderr).toContain('https://api.vendor.example/rest/v3.1/');
    expect(stderr).not.toContain('/xmlrpc/v3.1');
    expect(stderr).not.toContain(FAKE_API_KEY);
  });
});
