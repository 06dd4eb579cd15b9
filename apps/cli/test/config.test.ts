import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { svc, svcTty } from './svc.js';

// Each test starts several `svc` processes one after another; on a loaded machine that takes long,
// and no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const KEY = 'c0ffee0secret0key0000000000000000000000000000000000000000000042';

describe('svc config', () => {
  it('setup reads answers from piped stdin and writes ~/.svclib with mode 0600', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-'));
    const { code, stdout, stderr } = await svc(['config', 'setup', '--format', 'table'], {
      env: { HOME: home }, input: `alice\n${KEY}\nhttps://api.example.test/xmlrpc/v3.1\n`,
    });
    expect(code).toBe(0);
    const file = join(home, '.svclib');
    expect(stdout).toBe(`Wrote ${file} (mode 0600).\n`);
    expect(stderr).toContain('Username: ');
    expect(stdout + stderr).not.toContain(KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`[svclib]\nusername=alice\napi_key=${KEY}\nendpoint_url=https://api.example.test/xmlrpc/v3.1\n`);

    const show = await svc(['config', 'show', '--format', 'json'], { env: { HOME: home } });
    expect(show.code).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({
      username: 'alice', api_key: '******** (set)', endpoint_url: 'https://api.example.test/xmlrpc/v3.1',
    });
    expect(show.stdout).not.toContain(KEY);
  });

  it('setup under a terminal does not echo the key', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svc-setup-tty-'));
    const { code, stdout } = await svcTty(['config', 'setup'], {
      env: { HOME: home },
      answers: [['Username: ', 'bob'], ['API key (not shown): ', KEY], ['Endpoint URL [', '']],
    });
    expect(code).toBe(0);
    expect(stdout).toContain('bob');
    expect(stdout).not.toContain(KEY);
    expect(readFileSync(join(home, '.svclib'), 'utf8')).toContain(`api_key=${KEY}\n`);
    expect(readFileSync(join(home, '.svclib'), 'utf8')).toContain('endpoint_url=https://api.vendor.example/xmlrpc/v3.1/\n');
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
});
