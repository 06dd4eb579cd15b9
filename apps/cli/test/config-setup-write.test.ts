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

describe('config setup keeps the rest of the file', () => {
  const BEFORE = [
    '# ~/.svclib — written by hand',
    '; keep this too',
    '',
    '[svclib]',
    '# production account',
    'username = old',
    'api_key = oldkey0000 ; rotated yearly',
    'proxy = http://proxy.test:3128',
    '',
    '# staging below',
    '[profile staging]',
    'username = stage',
    '',
    '[other]',
    'keep = me',
    '',
  ].join('\n');

  it('comments, blank lines, other keys and sections stay as they were written; the mode becomes 0600', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-keep-'));
    const file = join(home, '.svclib');
    writeFileSync(file, BEFORE, { mode: 0o644 });
    // The file's proxy does not exist: NO_PROXY keeps the check off it.
    const { code, stderr } = await runInProcess(['config', 'setup', '--format', 'json'],
      { input: answers('30'), env: { HOME: home, SVC_USERNAME: '', SVC_API_KEY: '', NO_PROXY: '127.0.0.1' } });
    expect(stderr).not.toContain(FAKE_API_KEY);
    expect(code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(BEFORE
      .replace('username = old', `username = ${FAKE_USERNAME}`)
      .replace('api_key = oldkey0000 ; rotated yearly', `api_key = ${FAKE_API_KEY} ; rotated yearly`)
      .replace('proxy = http://proxy.test:3128', `proxy = http://proxy.test:3128\nendpoint_url=${server.url}\ntimeout=30`));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a profile is set in its own section, its comments kept too', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-keep-'));
    const file = join(home, '.svclib');
    writeFileSync(file, BEFORE, { mode: 0o600 });
    const { code } = await runInProcess(['--profile', 'staging', 'config', 'setup', '--format', 'json'],
      { input: answers(), env: { HOME: home, SVC_USERNAME: '', SVC_API_KEY: '', NO_PROXY: '127.0.0.1' } });
    expect(code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(BEFORE.replace('username = stage', `username = ${FAKE_USERNAME}\napi_key=${FAKE_API_KEY}\nendpoint_url=${server.url}`));
  });
});
