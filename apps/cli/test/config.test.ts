import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { svc, svcTty } from './svc.js';

// Each test starts several `svc` processes one after another; on a loaded machine that takes long,
// and no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const KEY = FAKE_API_KEY;

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('svc config', () => {
  it('setup reads answers from piped stdin and writes ~/.svclib with mode 0600', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-'));
    const { code, stdout, stderr } = await svc(['config', 'setup', '--format', 'table'], {
      env: { HOME: home }, input: `${FAKE_USERNAME}\n${KEY}\n${server.url}\n\n`,
    });
    expect(stderr).toContain('Username: ');
    expect(code).toBe(0);
    const file = join(home, '.svclib');
    expect(stdout).toBe(`Checked the credentials (user ${FAKE_USERNAME}) and wrote [svclib] to ${file} (mode 0600).\n`);
    expect(stdout + stderr).not.toContain(KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`[svclib]\nusername=${FAKE_USERNAME}\napi_key=${KEY}\nendpoint_url=${server.url}\n`);
    expect(server.state.requests.at(-1)).toMatchObject({ service: 'Vendor_Account', method: 'getCurrentUser' });

    const show = await svc(['config', 'show', '--format', 'json'], { env: { HOME: home } });
    expect(show.code).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({
      username: FAKE_USERNAME, api_key: '******** (set)', endpoint_url: server.url,
    });
    expect(show.stdout).not.toContain(KEY);
  });

  it('setup under a terminal does not echo the key', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-tty-'));
    const { code, stdout } = await svcTty(['--endpoint', server.url, 'config', 'setup'], {
      env: { HOME: home },
      answers: [['Username: ', FAKE_USERNAME], ['API key (not shown): ', KEY], ['Endpoint URL [', ''], ['Timeout in seconds', '30.9']],
    });
    expect(code).toBe(0);
    expect(stdout).toContain(FAKE_USERNAME);
    expect(stdout).not.toContain(KEY);
    expect(readFileSync(join(home, '.svclib'), 'utf8')).toContain(`api_key=${KEY}\n`);
    expect(readFileSync(join(home, '.svclib'), 'utf8')).toContain(`endpoint_url=${server.url}\n`);
    expect(readFileSync(join(home, '.svclib'), 'utf8')).toContain('timeout=30\n');
  });

  it('setup without answers aborts with exit 2', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-none-'));
    const { code, stderr } = await svc(['config', 'setup'], { env: { HOME: home }, input: '' });
    expect(code).toBe(2);
    expect(stderr).toContain('aborted: no answer to "Username:"');
  });

  it('show: options over environment over config files, key masked, proxy credentials hidden', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-show-'));
    const conf = join(home, 'extra.conf');
    writeFileSync(conf, `[svclib]\nusername = fromfile\napi_key = ${KEY}\ntimeout = 12\nproxy = http://user:pw@proxy.test:3128\n`);
    const { code, stdout } = await svc(['--config', conf, '--username', 'fromflag', 'config', 'show', '--format', 'json'], {
      env: { HOME: home, SVC_USERNAME: 'fromenv' },
    });
    expect(code).toBe(0);
    const shown = JSON.parse(stdout) as Record<string, unknown>;
    expect(shown).toMatchObject({ username: 'fromflag', api_key: '******** (set)', timeout: 12, config_file: conf });
    expect(String(shown.proxy)).toBe('http://***@proxy.test:3128/');
    expect(stdout).not.toContain(KEY);
    expect(stdout).not.toContain('pw');
    const env = await svc(['--config', conf, 'config', 'show', '--format', 'json'], { env: { HOME: home, SVC_USERNAME: 'fromenv' } });
    expect(JSON.parse(env.stdout)).toMatchObject({ username: 'fromenv' });
  });

  it('setup merges into the file: other keys and sections are kept; --profile writes [profile NAME]', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-merge-'));
    const file = join(home, '.svclib');
    writeFileSync(file, '[svclib]\nusername = old\napi_key = oldkey0000\ntimeout = 30\nproxy = http://proxy.test:3128\n\n[other]\nkeep = me\n', { mode: 0o644 });
    // The file's proxy does not exist: NO_PROXY keeps the check off it.
    const env = { HOME: home, NO_PROXY: '127.0.0.1' };
    const { code, stderr } = await svc(['config', 'setup'], { env, input: `${FAKE_USERNAME}\n${KEY}\n${server.url}\n\n` });
    expect(stderr).not.toContain(KEY);
    expect(code).toBe(0);
    // Lines already there keep their spelling (issue 27 item 23: the file is edited, not rewritten).
    const ini = readFileSync(file, 'utf8');
    expect(ini).toContain(`username = ${FAKE_USERNAME}\n`);
    expect(ini).toContain(`api_key = ${KEY}\n`);
    expect(ini).toContain('timeout = 30\n');
    expect(ini).toContain('proxy = http://proxy.test:3128\n');
    expect(ini).toContain('[other]\nkeep = me\n');
    expect(ini).not.toContain('oldkey0000');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // A profile: its own section; [svclib] untouched. The empty key answer keeps a profile's key on a second run.
    const profile = await svc(['--profile', 'staging', 'config', 'setup'], { env, input: `${FAKE_USERNAME}\n${KEY}\n${server.url}\n\n` });
    expect(profile.code).toBe(0);
    expect(JSON.parse(profile.stdout)).toMatchObject({ section: 'profile staging', username: FAKE_USERNAME });
    const again = await svc(['--profile', 'staging', 'config', 'setup'], { env, input: `\n\n\n\n` });
    expect(again.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`[profile staging]\nusername=${FAKE_USERNAME}\napi_key=${KEY}\nendpoint_url=${server.url}\n`);
    expect(text).toContain('[other]\nkeep = me\n');
    expect(text).toContain('timeout = 30\n');
  });

  it('setup refuses endpoints that are not http(s), naming where they came from; nothing is written', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-badurl-'));
    for (const bad of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://x.test/']) {
      const answered = await svc(['config', 'setup'], { env: { HOME: home }, input: `${FAKE_USERNAME}\n${KEY}\n${bad}\n\n` });
      expect(answered.code).toBe(2);
      expect(answered.stderr).toContain(`svc: error: Endpoint URL: expected an http:// or https:// URL, got '${bad}'`);
      const option = await svc(['--endpoint', bad, 'config', 'setup'], { env: { HOME: home }, input: `${FAKE_USERNAME}\n${KEY}\n\n\n` });
      expect(option.code).toBe(2);
      expect(option.stderr).toContain("option '--endpoint <url>' argument");
      expect(option.stderr).toContain('Expected an http:// or https:// URL.');
    }
    expect(() => statSync(join(home, '.svclib'))).toThrow();
  });

  it('setup checks the credentials with one call and writes nothing when they are refused', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-badkey-'));
    const file = join(home, '.svclib');
    writeFileSync(file, '[svclib]\nusername = kept\n', { mode: 0o600 });
    const wrong = 'wrong0key0000000000000000000000000000000000000000000000000000042';
    const { code, stdout, stderr } = await svc(['config', 'setup'], { env: { HOME: home }, input: `${FAKE_USERNAME}\n${wrong}\n${server.url}\n\n` });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/svc: error: the credentials were not accepted at .*\(Unauthenticated.*\); .*\.svclib was not changed/);
    expect(stdout + stderr).not.toContain(wrong);
    expect(readFileSync(file, 'utf8')).toBe('[svclib]\nusername = kept\n');
    expect(server.state.requests.at(-1)).toMatchObject({ method: 'getCurrentUser' });
  });

  it('show masks a password in the endpoint URL; a mistyped --apikey=KEY is not echoed', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-showurl-'));
    const conf = join(home, 'c.conf');
    writeFileSync(conf, '[svclib]\nendpoint_url = https://user:hunter2secret@api.example.test/xmlrpc/v3.1\n');
    const show = await svc(['--config', conf, 'config', 'show', '--format', 'json'], { env: { HOME: home } });
    expect(show.code).toBe(0);
    expect((JSON.parse(show.stdout) as { endpoint_url: string }).endpoint_url).toBe('https://***@api.example.test/xmlrpc/v3.1');
    expect(show.stdout).not.toContain('hunter2secret');
    const table = await svc(['--config', conf, 'config', 'show', '--format', 'table'], { env: { HOME: home } });
    expect(table.stdout).not.toContain('hunter2secret');

    for (const args of [['--apikey=KEYVALUE1234', 'vs', 'list'], ['vs', 'list', '--apikey=KEYVALUE1234'], ['config', 'setup', '--api-key=KEYVALUE1234']]) {
      const typo = await svc(args, { env: { HOME: home } });
      expect(typo.code).toBe(2);
      expect(typo.stderr).toMatch(/unknown option '--api-?key=…'/);
      expect(typo.stderr).not.toContain('KEYVALUE1234');
    }
  });
});
