/**
 * A config file that holds an API key and that other users may read gets one warning, as ssh gives
 * for key files (issue 27 item 23): on stderr, naming the file and `chmod 600`, never the key. In
 * process through `run(argv, io)` against the fake server.
 */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInProcess } from './run-in-process.js';

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

/** A home directory whose `.svclib` has `text` and `mode`. */
function home(text: string, mode: number): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'svc-perm-home-'));
  const file = join(dir, '.svclib');
  writeFileSync(file, text);
  chmodSync(file, mode);
  return { dir, file };
}

const withKey = (url: string): string =>
  `# my account\n[svclib]\nusername = ${FAKE_USERNAME}\napi_key = ${FAKE_API_KEY}\nendpoint_url = ${url}\n`;

/** Runs with only the config files for credentials (no SVC_USERNAME / SVC_API_KEY). */
const runWith = (dir: string, args: string[]) => runInProcess(args, { env: { HOME: dir, SVC_USERNAME: '', SVC_API_KEY: '' } });

describe('a config file holding a key that others can read', () => {
  it('~/.svclib 0644 with a key: one warning naming the file and chmod 600; the command still runs', async () => {
    const { dir, file } = home(withKey(server.url), 0o644);
    const { code, stdout, stderr } = await runWith(dir, ['account', 'detail', '--format', 'json']);
    expect(stderr).toBe(`svc: warning: ${file} holds an API key, but its mode 0644 lets other users read it; run: chmod 600 ${file}\n`);
    expect(stderr).not.toContain(FAKE_API_KEY);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    const shown = await runWith(dir, ['config', 'show', '--format', 'json']);
    expect(shown.stderr.split('\n').filter((l) => l.includes('chmod 600'))).toHaveLength(1);
  });

  it('group-readable (0640) names the group; a --config file is checked too', async () => {
    const { dir, file } = home(withKey(server.url), 0o640);
    const extra = join(dir, 'extra.conf');
    writeFileSync(extra, `[profile x]\napi_key=abc\n`);
    chmodSync(extra, 0o604);
    const { stderr } = await runWith(dir, ['--config', extra, 'account', 'detail', '--format', 'json']);
    expect(stderr).toBe([
      `svc: warning: ${file} holds an API key, but its mode 0640 lets its group read it; run: chmod 600 ${file}`,
      `svc: warning: ${extra} holds an API key, but its mode 0604 lets other users read it; run: chmod 600 ${extra}`,
      '',
    ].join('\n'));
  });

  it('no warning for 0600, for a 0644 file without a key, nor for api commands', async () => {
    const tight = home(withKey(server.url), 0o600);
    expect((await runWith(tight.dir, ['account', 'detail', '--format', 'json'])).stderr).toBe('');
    const keyless = home(`[svclib]\nendpoint_url = ${server.url}\napi_key =\n`, 0o644);
    expect((await runInProcess(['account', 'detail', '--format', 'json'], { env: { HOME: keyless.dir } })).stderr).toBe('');
    const loose = home(withKey(server.url), 0o644);
    expect((await runWith(loose.dir, ['api', 'list', 'Account'])).stderr).toBe('');
  });
});
