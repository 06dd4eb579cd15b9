import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STACK_LINE, svc, svcTty } from './svc.js';

// Each test starts several `svc` processes one after another; on a loaded machine that takes long,
// and no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const env = { SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: FAKE_API_KEY };
const run = (args: string[]) => svc(['--endpoint', server.url, 'call-api', ...args], { env });
const last = () => server.state.requests[server.state.requests.length - 1]!;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 230 } });
});
afterAll(async () => {
  await server.close();
});

describe('svc call-api', () => {
  it('sends id, mask, filter, limit and offset as the headers of one call', async () => {
    const { code, stdout, stderr } = await run(['Account', 'getVirtualGuests', '--mask', 'id,hostname',
      '--filter', 'virtualGuests.hostname=web*', '--filter', '{"virtualGuests":{"maxCpu":{"operation":8}}}',
      '--limit', '2', '--offset', '1']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as { hostname: string }[];
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['hostname', 'id']);
    const headers = last().headers;
    expect(headers.Vendor_AccountObjectFilter).toEqual({
      virtualGuests: { hostname: { operation: '^= web' }, maxCpu: { operation: 8 } },
    });
    expect(headers.resultLimit).toEqual({ limit: 2, offset: 1 });
    expect(headers.Vendor_ObjectMask).toEqual({ mask: 'mask[id,hostname]' });
  });

  it('passes --id and positional arguments (strings, or JSON with --json-args)', async () => {
    const detail = await run(['Virtual_Guest', 'getObject', '--id', '100001', '--format', 'table']);
    expect(detail.code).toBe(0);
    expect(detail.stdout).toMatch(/│ hostname\s+│ web01\s+│/);
    expect(last().headers.Vendor_Virtual_GuestInitParameters).toEqual({ id: 100001 });
    const edited = await run(['Virtual_Guest', 'editObject', '--id', '100001', '--json-args', '{"notes":"from cli"}']);
    expect(edited.stdout).toBe('true\n');
    expect(last().args).toEqual([{ notes: 'from cli' }]);
    await run(['Virtual_Guest', 'setTags', '--id', '100001', 'a,b']);
    expect(last().args).toEqual(['a,b']);
  });

  it('--all pages through every record, with concurrency', async () => {
    const { code, stdout } = await run(['Account', 'getVirtualGuests', '--all', '--chunk', '50', '--concurrency', '3', '--mask', 'id']);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as unknown[]).length).toBe(230);
    const limited = await run(['Account', 'getVirtualGuests', '--all', '--limit', '120', '--mask', 'id', '--format', 'jsonl']);
    expect(limited.stdout.trim().split('\n')).toHaveLength(120);
  });

  it('shows a progress line on a terminal while paging', async () => {
    const { code, stdout } = await svcTty(['--endpoint', server.url, '--format', 'csv', 'call-api', 'Account',
      'getVirtualGuests', '--all', '--chunk', '100', '--mask', 'id'], { env });
    expect(code).toBe(0);
    // With the total the service reported, and cleared (no line of its own) once the listing is done (issue 30 item 4).
    expect(stdout).toMatch(/fetched 1 of 230 records…/);
    expect(stdout).not.toMatch(/fetched \d+ records\r?\n/);
    expect(stdout).toMatch(new RegExp(String.raw`\r\u001b\[K(?!fetched)`));
  });

  it('--output js prints the equivalent @svclib/core code and calls nothing', async () => {
    const before = server.state.requests.length;
    const { code, stdout } = await run(['Account', 'getVirtualGuests', '--mask', 'id', '--filter', 'virtualGuests.domain=example.org',
      '--limit', '5', '--output', 'js']);
    expect(code).toBe(0);
    expect(stdout).toBe([
      "import { Client } from '@svclib/core';",
      '',
      '// Credentials from SVC_USERNAME / SVC_API_KEY or ~/.svclib.',
      'const client = new Client();',
      "const result = await client.call('Account', 'getVirtualGuests', {",
      '  "mask": "id",',
      '  "filter": {',
      '    "virtualGuests": {',
      '      "domain": {',
      '        "operation": "_= example.org"',
      '      }',
      '    }',
      '  },',
      '  "limit": 5',
      '});',
      'console.log(result);',
      '',
    ].join('\n'));
    const paged = await run(['Account', 'getVirtualGuests', '--all', '--concurrency', '4', '--output', 'js']);
    expect(paged.stdout).toContain("for await (const item of client.iterCall('Account', 'getVirtualGuests', {\n  \"concurrency\": 4\n})) {");
    expect(server.state.requests.length).toBe(before);
  });

  it('checks --mask against the model before sending: a warning with a did-you-mean, and the call still goes', async () => {
    const id = String(server.state.data.virtualGuests[0]!.id);
    const before = server.state.requests.length;
    const { code, stderr } = await run(['Virtual_Guest', 'getObject', '--id', id, '--mask', 'id,hostnme,datacenter[nmae]']);
    const lines = stderr.split('\n');
    expect(lines[0]).toBe("svc: warning: the API model has no property 'hostnme' in Vendor_Virtual_Guest (did you mean hostname?); sending the mask anyway");
    expect(lines[1]).toBe("svc: warning: the API model has no property 'nmae' in Vendor_Location (under datacenter) (did you mean name?); sending the mask anyway");
    // Sent as given: the fake server, as the real service, refuses it.
    expect(server.state.requests.length).toBe(before + 1);
    expect(last().headers.Vendor_ObjectMask).toEqual({ mask: 'mask[id,hostnme,datacenter[nmae]]' });
    expect(code).toBe(1);
    const good = await run(['Virtual_Guest', 'getObject', '--id', id, '--mask', 'id,hostname,datacenter.name']);
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
  });

  it('API faults print the error kind and exit 1', async () => {
    const { code, stdout, stderr } = await run(['Account', 'noSuchMethod']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    // The model's warning first (the call is still sent), then the fault's kind and message.
    const [warning, fault] = stderr.split('\n');
    expect(warning).toBe('svc: warning: the API model has no method Account.noSuchMethod; calling it anyway');
    expect(fault).toMatch(/^svc: \w+\(.+\): .*noSuchMethod/);
    expect(stderr).not.toMatch(STACK_LINE);
  });

  it('--concurrency without --all is a usage error', async () => {
    const { code, stderr } = await run(['Account', 'getVirtualGuests', '--concurrency', '2']);
    expect(code).toBe(2);
    expect(stderr).toContain("option '--concurrency' needs --all");
  });
});
