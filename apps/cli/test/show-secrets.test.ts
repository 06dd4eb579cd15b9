/**
 * One flag shows secrets (issue 27 item 14, SPEC §10): `hw credentials`, `vs credentials`,
 * `hw detail`, `vs detail` and `user detail` mask every password and key unless `--passwords` is
 * given (slcli's own flag on `vs detail` and `hw detail`), then print them on stdout in clear — and
 * never in `-v`/`--debug` output, over either transport. The spellings used before stay as hidden
 * aliases. Through the real binary, against the fake server.
 */
import { Client } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_ENV, svc } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const OS_SECRET = 'Os-Secret-0f3a9c';
const SOFTWARE_SECRET = 'Mysql-Secret-77b2';
const HW_ID = 200_001;

let server: FakeServer;
let aliceKey = '';
beforeAll(async () => {
  server = await startFakeServer();
  const guest = server.state.data.virtualGuests.find((g) => g.id === 100001)!;
  Object.assign(guest.operatingSystem, { passwords: [{ id: 1, username: 'root', password: OS_SECRET }] });
  Object.assign(guest, {
    softwareComponents: [{ id: 2, passwords: [{ id: 3, username: 'dba', password: SOFTWARE_SECRET }], softwareLicense: { softwareDescription: { name: 'MySQL' } } }],
  });
  const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
  aliceKey = String(await client.call('User_Customer', 'addApiAuthenticationKey', { id: 7002 }));
});
afterAll(async () => {
  await server.close();
});

/** A command that can show secrets, and the secrets the fake server holds for it. */
interface Case {
  readonly name: string;
  readonly args: readonly string[];
  readonly secrets: () => readonly string[];
  /** Those the table shows (the columns slcli's table has; JSON holds the whole record). */
  readonly inTable: () => readonly string[];
}

const CASES: readonly Case[] = [
  { name: 'hw credentials', args: ['hw', 'credentials', String(HW_ID)], secrets: () => [`fake-${HW_ID}`], inTable: () => [`fake-${HW_ID}`] },
  { name: 'hw detail', args: ['hw', 'detail', String(HW_ID)], secrets: () => [`fake-${HW_ID}`, `fake-ipmi-${HW_ID}`], inTable: () => [`root: fake-ipmi-${HW_ID}`] },
  { name: 'vs credentials', args: ['vs', 'credentials', '100001'], secrets: () => [OS_SECRET], inTable: () => [OS_SECRET] },
  { name: 'vs detail', args: ['vs', 'detail', '100001'], secrets: () => [OS_SECRET, SOFTWARE_SECRET], inTable: () => [`MySQL: dba ${SOFTWARE_SECRET}`] },
  { name: 'user detail', args: ['user', 'detail', 'alice'], secrets: () => [aliceKey], inTable: () => [aliceKey] },
];

/** Runs `svc` against the fake server over `transport`. */
function run(args: readonly string[], transport: 'xmlrpc' | 'rest' = 'xmlrpc'): ReturnType<typeof svc> {
  return svc(['--endpoint', transport === 'rest' ? server.restUrl : server.url, '--transport', transport, ...args], { env: { ...DEMO_ENV } });
}

describe('--passwords: the one flag that shows secrets', () => {
  it.each(CASES)('$name: no secret without it, in any format; every secret in clear on stdout with it', async ({ args, secrets, inTable }) => {
    expect(secrets().every((secret) => secret.length >= 8)).toBe(true);
    for (const format of ['json', 'table', 'csv']) {
      const masked = await run([...args, '--format', format]);
      expect(masked.code).toBe(0);
      for (const secret of secrets()) expect(masked.stdout + masked.stderr).not.toContain(secret);
    }
    const shown = await run([...args, '--passwords', '--format', 'json']);
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    for (const secret of secrets()) expect(shown.stdout).toContain(secret);
    const table = await run([...args, '--passwords', '--format', 'table']);
    for (const secret of inTable()) expect(table.stdout).toContain(secret);
  });

  it.each(CASES)('$name: -v and --debug never print a secret, over both transports, with --passwords too', async ({ args, secrets }) => {
    for (const transport of ['xmlrpc', 'rest'] as const) {
      const traced = await run(['-v', '--debug', ...args, '--passwords', '--format', 'json'], transport);
      expect(traced.code).toBe(0);
      expect(traced.stderr).toMatch(/^< 200 OK$/m);
      for (const secret of secrets()) {
        expect(traced.stdout).toContain(secret);
        expect(traced.stderr).not.toContain(secret);
      }
    }
  });

  it.each(CASES)('$name: the help lists --passwords and no other spelling', async ({ args }) => {
    const help = await svc([...args.slice(0, 2), '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^ {2}--passwords {2,}show the passwords and keys in clear/m);
    expect(help.stdout).not.toMatch(/--show-passwords|--show-keys|--keys/);
  });

  it('the spellings used before still work: --show-passwords (vs), -k and --keys (user detail, as slcli)', async () => {
    const vs = await run(['vs', 'credentials', '100001', '--show-passwords', '--format', 'json']);
    expect(vs.stdout).toContain(OS_SECRET);
    for (const flag of ['-k', '--keys', '--show-keys']) {
      const user = await run(['user', 'detail', 'alice', flag, '--format', 'json', '--columns', 'api_key']);
      expect(JSON.parse(user.stdout)).toEqual({ api_key: aliceKey });
    }
    expect(JSON.parse((await run(['user', 'detail', 'alice', '--format', 'json', '--columns', 'api_key'])).stdout)).toEqual({ api_key: 'yes' });
  });

  it('hw credentials reads the passwords only when asked for them', async () => {
    const reads = () => server.state.requests.filter((r) => r.method === 'getSoftwareComponents').map((r) => JSON.stringify(r.headers));
    const before = reads().length;
    await run(['hw', 'credentials', String(HW_ID), '--format', 'json']);
    await run(['hw', 'credentials', String(HW_ID), '--passwords', '--format', 'json']);
    const [masked, shown] = reads().slice(before);
    expect(masked).toContain('passwords[id, username]');
    expect(shown).toContain('passwords[id, username, password]');
  });
});
