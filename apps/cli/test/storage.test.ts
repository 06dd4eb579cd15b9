/**
 * `svc block` and `svc file` beyond slcli's tests: the demo account's volumes, and the iSCSI/NFS
 * credentials and object storage keys, which no output shows unless `--passwords` asks, and which
 * never reach `-v`/`--debug` output (SPEC §10).
 */
import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

describe('svc --demo block|file volume-list', () => {
  it('shows the seeded block volumes', async () => {
    const { code, stdout, stderr } = await svc(['--demo', '--format', 'table', 'block', 'volume-list']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/│ id +│ username +│ datacenter +│ storage_type +│ capacity_gb +│ iops +│ ip_addr +│ lun_id +│/);
    for (const username of ['SL02SEL284521-1 ', 'SL02SEL284521-1_REP_1', 'SL02SEL284521-2 ', 'SL02SEL284521-3 ']) expect(stdout).toContain(username);
    expect(stdout).toMatch(/│ SL02SEL284521-2 +│ dal10 +│ PERFORMANCE +│ 1000 +│ 4000 +│/);
  });

  it('shows the seeded file volumes, with their mount addresses', async () => {
    const { code, stdout, stderr } = await svc(['--demo', '--format', 'table', 'file', 'volume-list']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/│ SL02SV284521_4 +│ dal10 +│ ENDURANCE +│ 1000 +│/);
    expect(stdout).toContain(':/SL02SV284521_4/data01');
    for (const username of ['SL02SV284521_4_REP_1', 'SL02SV284521_5 ', 'SL02SV284521_6 ']) expect(stdout).toContain(username);
  });
});

describe('storage credentials are shown only with --passwords', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const run = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
    svc(['--endpoint', server.url, ...args], { env: { ...DEMO_ENV, ...options.env }, ...(options.input === undefined ? {} : { input: options.input }) });

  it.each(['json', 'jsonl', 'csv', 'table'])('access-list, volume-detail and object-storage-permission mask them in %s', async (format) => {
    for (const args of [['block', 'access-list', '120000001'], ['file', 'access-list', '120000005'], ['block', 'volume-detail', '120000001'],
      ['block', 'object-storage-permission', '126500001']]) {
      const { code, stdout } = await run(['--format', format, ...args]);
      expect(code).toBe(0);
      expect(stdout).not.toMatch(/fake-[\w-]*secret/);
      // volume-detail has no password row; its record (JSON) has the password member, masked.
      if (args[1] !== 'volume-detail' || format.startsWith('json')) expect(stdout).toContain('********');
    }
  });

  it('--passwords shows them on stdout, never in --debug output', async () => {
    const access = await run(['--debug', '--format', 'csv', 'block', 'access-list', '120000001', '--passwords']);
    expect(access.code).toBe(0);
    expect(access.stdout).toContain('fake-chap-1-secret');
    expect(access.stderr).toContain('< ');
    expect(access.stderr).not.toContain('fake-chap');
    const keys = await run(['--debug', 'block', 'object-storage-permission', '126500001', '--passwords']);
    expect(keys.stdout).toContain('fake-object-storage-secret-key');
    expect(keys.stderr).not.toContain('fake-object-storage-secret-key');
  });

  it('access-password takes the password from stdin or SVC_ISCSI_PASSWORD and prints it nowhere, even with -v --debug', async () => {
    const piped = await run(['-v', '--debug', 'block', 'access-password', '123000003'], { input: 'piped_password_1234\n' });
    expect(piped.code).toBe(0);
    expect(server.state.requests.at(-1)?.args).toEqual(['piped_password_1234']);
    const fromEnv = await run(['-v', '--debug', 'block', 'access-password', '123000004'], { env: { SVC_ISCSI_PASSWORD: 'env_password_12345' } });
    expect(fromEnv.code).toBe(0);
    expect(server.state.requests.at(-1)?.args).toEqual(['env_password_12345']);
    for (const { stdout, stderr } of [piped, fromEnv]) expect(`${stdout}${stderr}`).not.toMatch(/piped_password_1234|env_password_12345/);
    // A refused password: the fault names the rule, not the password.
    const refused = await run(['--debug', 'block', 'access-password', '123000003'], { input: 'short\n' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the password must be 12 to 64 letters');
    expect(refused.stderr).not.toMatch(/\bshort\b/);
  });
});
