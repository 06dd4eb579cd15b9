/**
 * How `svc config setup` writes (issue 27 item 23): nothing under `--dry-run`, and the rest of
 * the file — comments, other sections and keys — as it was. In process through `run(argv, io)`
 * against the fake server.
 */
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/** Answers to setup's questions: username, key, endpoint, timeout. */
const answers = (timeout = ''): string => `${FAKE_USERNAME}\n${FAKE_API_KEY}\n${server.url}\n${timeout}\n`;

/** Runs setup with a home of its own (no credentials in the environment). */
const setup = (home: string, args: string[] = [], input = answers()) =>
  runInProcess([...args, 'config', 'setup', '--format', 'json'], { input, env: { HOME: home, SVC_USERNAME: '', SVC_API_KEY: '' } });

describe('config setup --dry-run', () => {
  it('checks the credentials but writes no file', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-dry-'));
    const { code, stdout, stderr } = await setup(home, ['--dry-run']);
    expect(stderr).not.toContain(FAKE_API_KEY);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ written: false, section: 'svclib', keys: ['username', 'api_key', 'endpoint_url'] });
    expect(stdout).not.toContain(FAKE_API_KEY);
    expect(existsSync(join(home, '.svclib'))).toBe(false);
  });

  it('leaves an existing file as it was', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-dry-'));
    const file = join(home, '.svclib');
    const before = '[svclib]\nusername = old\n';
    writeFileSync(file, before, { mode: 0o600 });
    const modified = statSync(file).mtimeMs;
    const { code } = await setup(home, ['--dry-run'], answers('30'));
    expect(code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).mtimeMs).toBe(modified);
  });
});
