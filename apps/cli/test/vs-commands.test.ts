/**
 * `svc vs` beyond the fidelity table: secrets stay masked unless asked for, bad input is refused
 * before any request with a message naming the option, and the commands work on thousands of guests.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { endpointRunner } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const OS_SECRET = 'Os-Secret-0f3a9c';
const SOFTWARE_SECRET = 'Mysql-Secret-77b2';
const STORAGE_SECRET = 'fake-storage-secret';

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);
const received = (method: string) => server.state.requests.filter((r) => r.method === method);

beforeAll(async () => {
  // Thousands of guests, as an account with a large fleet has.
  server = await startFakeServer({ counts: { virtualGuests: 3000 } });
  const guest = server.state.data.virtualGuests.find((g) => g.id === 100001)!;
  Object.assign(guest.operatingSystem, { passwords: [{ id: 1, username: 'root', password: OS_SECRET }] });
  Object.assign(guest, {
    softwareComponents: [{ id: 2, passwords: [{ id: 3, username: 'dba', password: SOFTWARE_SECRET }], softwareLicense: { softwareDescription: { name: 'MySQL' } } }],
  });
});
afterAll(async () => {
  await server.close();
});

describe('svc vs keeps passwords masked unless asked with --passwords', () => {
  it('credentials: masked by default in every format, in clear with --passwords (and the old --show-passwords)', async () => {
    const masked = await run(['vs', 'credentials', '100001', '--format', 'json']);
    expect(masked.code).toBe(0);
    expect(JSON.parse(masked.stdout)).toEqual([{ username: 'root', password: '********', software: expect.any(String) as unknown, version: expect.any(String) as unknown }]);
    expect(masked.stdout + masked.stderr).not.toContain(OS_SECRET);
    for (const format of ['table', 'csv', 'jsonl']) expect((await run(['vs', 'credentials', '100001', '--format', format])).stdout).not.toContain(OS_SECRET);
    for (const flag of ['--passwords', '--show-passwords', '--show-keys']) {
      const shown = await json<{ username: string; password: string }[]>(['vs', 'credentials', '100001', flag]);
      expect(shown).toEqual([expect.objectContaining({ username: 'root', password: OS_SECRET })]);
    }
    expect((await run(['vs', 'credentials', '100001', '--passwords', '--format', 'table'])).stdout).toContain(OS_SECRET);
  });

  it('detail: every password in the record is masked without --passwords; --passwords adds the users and shows every password (as slcli)', async () => {
    for (const format of ['json', 'table', 'csv']) {
      const result = await run(['vs', 'detail', '100001', '--format', format]);
      expect(result.code).toBe(0);
      expect(result.stdout + result.stderr).not.toMatch(new RegExp(`${OS_SECRET}|${SOFTWARE_SECRET}`));
    }
    const detail = await json<{ users?: unknown[]; operatingSystem: { passwords: { password: string }[] } }>(['vs', 'detail', '100001']);
    expect(detail.users).toBeUndefined();
    expect(detail.operatingSystem.passwords[0]?.password).toBe('********');
    for (const flag of ['--passwords', '--show-passwords']) {
      const shown = await json<{ users: unknown[]; operatingSystem: { passwords: { password: string }[] } }>(['vs', 'detail', '100001', flag]);
      expect(shown.users).toEqual([{ software: 'MySQL', username: 'dba', password: SOFTWARE_SECRET }]);
      expect(shown.operatingSystem.passwords[0]?.password).toBe(OS_SECRET);
    }
    expect((await run(['vs', 'detail', '100001', '--passwords', '--format', 'table'])).stdout).toContain(`MySQL: dba ${SOFTWARE_SECRET}`);
    const custom = await run(['vs', 'detail', '100001', '--mask', 'id, operatingSystem.passwords', '--format', 'json']);
    expect(custom.stdout).not.toContain(OS_SECRET);
    expect((await run(['vs', 'detail', '100001', '--mask', 'id, operatingSystem.passwords', '--passwords', '--format', 'json'])).stdout).toContain(OS_SECRET);
  });

  it('monitoring and billing show only their fields; storage masks the iSCSI password unless --passwords', async () => {
    for (const command of ['monitoring', 'billing', 'storage']) {
      const result = await run(['vs', command, '100001', '--format', 'json']);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toMatch(new RegExp(`${OS_SECRET}|${SOFTWARE_SECRET}|${STORAGE_SECRET}`));
    }
    for (const flag of ['--passwords', '--show-passwords']) {
      const shown = await json<{ kind: string; password?: string }[]>(['vs', 'storage', '100001', flag]);
      expect(shown.find((row) => row.kind === 'iscsi credential')?.password).toBe(STORAGE_SECRET);
    }
  });
});

describe('svc vs refuses bad input before any request', () => {
  const cases: [string[], RegExp][] = [
    [['vs', 'create', '-H', 'a', '-D', 'example.com', '-d', 'dal10', '-o', 'UBUNTU_LATEST', '-c', '1', '-m', '3000mb'], /3000mb is not a whole number of GB/],
    [['vs', 'create', '-H', 'a', '-D', 'example.com', '-d', 'dal10', '-c', '1', '-m', '1'], /give '--os <code>' or '--image <id>'/],
    [['vs', 'create', '-D', 'example.com', '-d', 'dal10', '-o', 'UBUNTU_LATEST', '-c', '1', '-m', '1'], /required option '-H, --hostname <name>'/],
    [['vs', 'create', '-H', 'a', '-D', 'example.com', '-d', 'dal10', '-o', 'X', '--image', '12'], /'--os' is not allowed with '--image'/],
    [['vs', 'upgrade', '100001', '--resize-disk', '10'], /Expected two values, GB and the disk number, e\.g\. --resize-disk 100 2/],
    [['vs', 'authorize-storage', '100001'], /give '--username-storage <name>' or '--portable-id <id>'/],
    [['vs', 'migrate', '--host', '5'], /'--host <id>' needs '--guest <id>'/],
    [['vs', 'reboot', '100001', '--hard', '--soft', '--yes'], /'--hard' and '--soft' cannot be used together/],
    [['vs', 'edit', '100001'], /nothing to change/],
    [['vs', 'edit', '100001', '--public-speed', '7'], /Expected one of 0, 10, 100, 1000, 10000/],
    [['vs', 'list', '--transient', 'maybe'], /Expected one of true, false/],
    [['vs', 'usage', '100001', '-s', '2024-01-01', '-e', '2024-01-02'], /required option '-t, --valid-type <type>'/],
    [['vs', 'notification-delete', 'abc'], /'<notification-id>' expects a positive integer id/],
  ];
  it.each(cases)('svc %j', async (args, message) => {
    const before = server.state.requests.length;
    const result = await run(args);
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 2, stderr: expect.stringMatching(message) as unknown });
    const sent = server.state.requests.slice(before).map((r) => r.method);
    expect(sent.filter((method) => !['getObject', 'getVirtualGuests'].includes(method))).toEqual([]);
  });

  it('a --userfile that cannot be read is named', async () => {
    const result = await run(['vs', 'edit', '100001', '--userfile', '/nonexistent/user-data.txt']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('/nonexistent/user-data.txt');
    expect(received('setUserMetadata')).toEqual([]);
  });
});

describe('svc vs on a fleet of 3000 guests', () => {
  it('list --search finds by term and domain through the search service, list pages through every guest', async () => {
    const found = await json<{ hostname: string }[]>(['vs', 'list', '--search', 'web']);
    expect(found.length).toBeGreaterThan(100);
    expect(found.every((guest) => guest.hostname.includes('web'))).toBe(true);
    const all = await json<unknown[]>(['vs', 'list', '--columns', 'id']);
    expect(all).toHaveLength(3000);
  });

  it('edit reads user data from a file and changes both port speeds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-vs-'));
    const file = join(dir, 'cloud-init.yaml');
    const userData = `#cloud-config\n${'packages: [nginx]\n'.repeat(2000)}`;
    writeFileSync(file, userData);
    const result = await run(['vs', 'edit', '100002', '--userfile', file, '--public-speed', '100', '--private-speed', '1000']);
    expect(result.code).toBe(0);
    expect(received('setUserMetadata').at(-1)?.args).toEqual([[userData]]);
    const guest = server.state.data.virtualGuests.find((g) => g.id === 100002)!;
    expect(guest.networkComponents.map((nic) => [nic.port, nic.maxSpeed]).sort()).toEqual([[0, 1000], [1, 100]]);
  });

  it('usage with no data for the period is a failure that says so', async () => {
    server.inject({ service: 'Metric_Tracking_Object', method: 'getSummaryData', times: 1, failure: { kind: 'result', value: [] } });
    const result = await run(['vs', 'usage', '100001', '-s', '2024-01-01', '-e', '2024-01-02', '-t', 'CPU0']);
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining('No metric data for this range of dates provided') as unknown });
  });

  it('detail: an API fault reading the PTR records leaves them out (as slcli), any other failure fails the command', async () => {
    server.inject({ service: 'Virtual_Guest', method: 'getReverseDomainRecords', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception', faultString: 'Not Found' } });
    const detail = await json<Record<string, unknown>>(['vs', 'detail', '100001']);
    expect(detail).not.toHaveProperty('ptr');
    server.inject({ service: 'Virtual_Guest', method: 'getReverseDomainRecords', times: 1, failure: { kind: 'malformed', body: '<methodResponse><params>' } });
    const broken = await run(['vs', 'detail', '100001']);
    expect(broken.code).toBe(1);
  });

  it('power: the guest really changes state, and a resume of a running guest is the API refusal (exit 1)', async () => {
    expect((await run(['vs', 'pause', '100003', '--yes'])).code).toBe(0);
    expect(server.state.data.virtualGuests.find((g) => g.id === 100003)?.powerState.keyName).toBe('PAUSED');
    expect((await run(['vs', 'resume', '100003'])).code).toBe(0);
    const again = await run(['vs', 'resume', '100003']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('it must be Paused');
  });
});

describe('svc vs create --wait', () => {
  let slow: FakeServer;
  beforeAll(async () => {
    slow = await startFakeServer({ provisionDelayMs: 600_000 });
  });
  afterAll(async () => {
    await slow.close();
  });
  it('exits 1 naming the guest when it is not ready in time', async () => {
    const slowRun = endpointRunner(() => slow.url).run;
    const result = await slowRun(['--yes', 'vs', 'create', '-H', 'w1', '-D', 'example.com', '-c', '1', '-m', '1', '-d', 'dal10', '-o', 'UBUNTU_LATEST', '--wait', '1']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Virtual server \d+ \(order \d+\) is not ready after 1 s/);
  });
});
