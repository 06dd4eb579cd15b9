/**
 * Profiles and config files, end to end and in process: `run(argv, io)` against the fake server on
 * 127.0.0.1, with a home directory of its own per test (so `~/.svclib` is the test's) and none of
 * the settings variables of the machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';

import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, withPollutedPrototype } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { run } from '../src/program.js';

/** The variables a run must not inherit from the machine running the tests. */
const SETTINGS_VARIABLES = [
  'HOME', 'SVC_USERNAME', 'SVC_API_KEY', 'SVC_ENDPOINT_URL', 'SVC_TIMEOUT', 'SVC_TRANSPORT', 'SVC_PROFILE',
  'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY', 'NO_COLOR',
] as const;

let server: FakeServer;
let home: string;
const saved = Object.fromEntries(SETTINGS_VARIABLES.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'svc-profiles-'));
  for (const name of SETTINGS_VARIABLES) delete process.env[name];
  process.env.HOME = home;
});
afterEach(() => {
  for (const name of SETTINGS_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  rmSync(home, { recursive: true, force: true });
});

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `svc ...argv` in this process with `env` added to the environment and `input` on stdin. */
async function svc(argv: readonly string[], options: { env?: Record<string, string>; input?: string } = {}): Promise<Result> {
  const extra = options.env ?? {};
  for (const [name, value] of Object.entries(extra)) process.env[name] = value;
  let stdout = '';
  let stderr = '';
  const stdin = new PassThrough();
  stdin.end(options.input ?? '');
  try {
    const code = await run(argv, { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, stdin });
    return { code, stdout, stderr };
  } finally {
    for (const name of Object.keys(extra)) delete process.env[name];
  }
}

/** Writes `~/.svclib` (or another file in the home directory) from lines. */
function writeHome(lines: readonly string[], name = '.svclib'): string {
  const path = join(home, name);
  writeFileSync(path, `${lines.join('\n')}\n`, { mode: 0o600 }); // as `config setup` writes it: a key readable by others is warned about
  return path;
}

/** A section with the fake server's demo credentials and the given extra lines. */
const demoSection = (header: string, ...extra: string[]): string[] => [header, `username = ${FAKE_USERNAME}`, `api_key = ${FAKE_API_KEY}`, ...extra, ''];

describe('settings in a profile all apply (issue 27 item 19)', () => {
  it('transport = rest in [profile NAME] sends REST to the profile\'s REST endpoint', async () => {
    writeHome([
      ...demoSection('[svclib]', `endpoint_url = ${server.url}`),
      ...demoSection('[profile resty]', `endpoint_url = ${server.restUrl}`, 'transport = rest'),
    ]);
    const before = server.state.requests.length;
    const result = await svc(['--profile', 'resty', 'account', 'detail', '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    const sent = server.state.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    // The REST front: HTTP Basic credentials, no XML-RPC body.
    expect(sent.every((request) => request.httpHeaders.authorization?.startsWith('Basic ') === true)).toBe(true);
    expect(sent.some((request) => request.httpHeaders['content-type'] === 'application/xml')).toBe(false);
  });

  it('--transport and SVC_TRANSPORT still beat the profile\'s transport', async () => {
    writeHome(demoSection('[profile resty]', `endpoint_url = ${server.url}`, 'transport = rest'));
    expect((await svc(['--profile', 'resty', '--transport', 'xmlrpc', 'account', 'detail', '--format', 'json'])).code).toBe(0);
    expect((await svc(['--profile', 'resty', 'account', 'detail', '--format', 'json'], { env: { SVC_TRANSPORT: 'xmlrpc' } })).code).toBe(0);
  });
});

describe('--profile default (issue 27 item 12): [svclib], as slcli reads its one [softlayer] section', () => {
  it('reads [svclib], also over SVC_PROFILE, and never looks for [profile default]', async () => {
    writeHome([
      ...demoSection('[svclib]', `endpoint_url = ${server.url}`, 'timeout = 31'),
      '[profile work]', 'username = nobody', 'api_key = wrong000000', `endpoint_url = ${server.url}`, 'timeout = 42', '',
    ]);
    const byFlag = await svc(['--profile', 'default', 'account', 'detail', '--format', 'json'], { env: { SVC_PROFILE: 'work' } });
    expect(byFlag.stderr).toBe('');
    expect(JSON.parse(byFlag.stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    const byEnv = await svc(['account', 'detail', '--format', 'json'], { env: { SVC_PROFILE: 'default' } });
    expect(JSON.parse(byEnv.stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    const show = await svc(['--profile', 'default', 'config', 'show', '--format', 'json'], { env: { SVC_PROFILE: 'work' } });
    expect(JSON.parse(show.stdout)).toMatchObject({ username: FAKE_USERNAME, timeout: 31, profile: 'default' });
  });

  it('works with no config file at all (the settings from the options and the environment)', async () => {
    const result = await svc(['--profile', 'default', '--endpoint', server.url, 'account', 'detail', '--format', 'json'],
      { env: { SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: FAKE_API_KEY } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('config setup --profile default writes [svclib], not [profile default]', async () => {
    const file = writeHome(['; mine', '[svclib]', 'username = old', '']);
    const result = await svc(['--profile', 'default', 'config', 'setup', '--format', 'json'], { input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n${server.url}\n\n` });
    expect(result.stderr).not.toContain('error');
    expect(JSON.parse(result.stdout)).toMatchObject({ section: 'svclib', username: FAKE_USERNAME });
    const text = (await import('node:fs')).readFileSync(file, 'utf8');
    expect(text).toContain('[svclib]');
    expect(text).not.toContain('[profile default]');
    expect((await svc(['account', 'detail', '--format', 'json'])).code).toBe(0);
  });
});

describe('one config reader: --config, --profile, NO_PROXY and the transport go through core (issue 28 item 2)', () => {
  it('--config ~/FILE is read as the client reads it (~/ expanded); a missing one is a usage error', async () => {
    writeHome(demoSection('[svclib]', `endpoint_url = ${server.url}`), 'alt.conf');
    const alt = await svc(['--config', '~/alt.conf', 'account', 'detail', '--format', 'json']);
    expect(alt.stderr).toBe('');
    expect(JSON.parse(alt.stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    const show = await svc(['--config', '~/alt.conf', 'config', 'show', '--format', 'json']);
    expect(JSON.parse(show.stdout)).toMatchObject({ username: FAKE_USERNAME, endpoint_url: server.url, config_file: join(home, 'alt.conf') });
    const missing = await svc(['--config', '~/missing.conf', 'account', 'detail']);
    expect(missing).toMatchObject({ code: 2, stderr: "svc: error: option '--config': file ~/missing.conf does not exist\n" });
  });

  it('config setup --config ~/FILE writes the file in the home directory, which --config ~/FILE then reads', async () => {
    const setup = await svc(['--config', '~/new.conf', 'config', 'setup', '--format', 'json'], { input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n${server.url}\n\n` });
    expect(setup.stderr).not.toContain('error');
    expect(JSON.parse(setup.stdout)).toMatchObject({ file: join(home, 'new.conf'), section: 'svclib' });
    expect((await svc(['--config', '~/new.conf', 'account', 'detail', '--format', 'json'])).code).toBe(0);
  });

  it('a profile no file has is a usage error naming where the name came from, the files and the profiles found', async () => {
    const file = writeHome(['[profile work]', 'username = x', '[profile home]', 'username = y']);
    const byFlag = await svc(['--profile', 'nope', 'vs', 'list']);
    expect(byFlag.code).toBe(2);
    expect(byFlag.stderr).toBe(`svc: error: option '--profile': no section [profile nope] in /etc/svclib.conf, ${file} (profiles found: home, work)\n`);
    const byEnv = await svc(['config', 'show'], { env: { SVC_PROFILE: 'nope' } });
    expect(byEnv.code).toBe(2);
    expect(byEnv.stderr).toContain(`svc: error: SVC_PROFILE: no section [profile nope] in /etc/svclib.conf, ${file}`);
  });

  it('a profile is read instead of [svclib], not merged over it; config show says which profile and transport', async () => {
    writeHome([
      ...demoSection('[svclib]', `endpoint_url = ${server.url}`, 'timeout = 31', 'proxy = http://127.0.0.1:9'),
      ...demoSection('[profile resty]', `endpoint_url = ${server.restUrl}`, 'transport = rest'),
    ]);
    const show = await svc(['--profile', 'resty', 'config', 'show', '--format', 'json']);
    const shown = JSON.parse(show.stdout) as Record<string, unknown>;
    expect(shown).toMatchObject({ username: FAKE_USERNAME, endpoint_url: server.restUrl, transport: 'rest', profile: 'resty' });
    expect(shown.timeout).toBeUndefined();
    expect(shown.proxy).toBeUndefined();
  });

  it('NO_PROXY exempts the endpoint from a profile\'s proxy, as from any config file proxy', async () => {
    // Nothing listens on port 9: through the proxy the call fails, without it it reaches the fake server.
    writeHome(demoSection('[profile proxied]', `endpoint_url = ${server.url}`, 'proxy = http://127.0.0.1:9'));
    const through = await svc(['--profile', 'proxied', 'account', 'detail', '--format', 'json']);
    expect(through.code).toBe(1);
    for (const variable of ['NO_PROXY', 'no_proxy']) {
      const exempt = await svc(['--profile', 'proxied', 'account', 'detail', '--format', 'json'], { env: { [variable]: '127.0.0.1' } });
      expect(exempt.stderr).toBe('');
      expect(exempt.code).toBe(0);
    }
  });

  it('--demo speaks the transport the client resolves, a config file\'s transport = rest included', async () => {
    writeHome(['[svclib]', 'transport = rest']);
    const demo = await svc(['--demo', '--debug', 'account', 'detail', '--format', 'json']);
    expect(demo.code).toBe(0);
    expect(demo.stderr).toMatch(/\/rest\/v3\.1\//);
    const xml = await svc(['--demo', '--debug', '--transport', 'xmlrpc', 'account', 'detail', '--format', 'json']);
    expect(xml.stderr).toMatch(/\/xmlrpc\/v3\.1\//);
    expect(xml.stderr).not.toMatch(/\/rest\/v3\.1\//);
  });
});

describe('profile names are checked, and a dotted name works (issue 27 item 18)', () => {
  const RULE = "must be a profile name: 1 to 64 letters, digits, '-', '_' or '.', got";

  it('config setup --profile \'x]y\' (or a name with a line break) is refused before anything is asked or written', async () => {
    const file = writeHome(['[svclib]', 'username = kept']);
    for (const [name, shown] of [['x]y', '"x]y" ("]" is not allowed)'], ['a\nb', '"a\\nb" ("\\n" is not allowed)'], ['ok]\n[svclib', '"ok]\\n[svclib" ("]" is not allowed)']]) {
      const result = await svc(['--profile', name!, 'config', 'setup'], { input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n${server.url}\n\n` });
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr).toBe(`svc: error: option '--profile' ${RULE} ${shown}\n`);
    }
    expect((await import('node:fs')).readFileSync(file, 'utf8')).toBe('[svclib]\nusername = kept\n');
  });

  it('takes no SVC_PROFILE from a polluted Object.prototype (process.env inherits from it)', async () => {
    writeHome(demoSection('[svclib]', `endpoint_url = ${server.url}`));
    const result = await withPollutedPrototype({ SVC_PROFILE: 'x]y' }, () => svc(['account', 'detail', '--format', 'json']));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('--profile and SVC_PROFILE are checked for every command that reads the config, naming where the name came from', async () => {
    writeHome(demoSection('[svclib]', `endpoint_url = ${server.url}`));
    const flag = await svc(['--profile', 'x]y', 'account', 'detail']);
    expect(flag).toMatchObject({ code: 2, stderr: `svc: error: option '--profile' ${RULE} "x]y" ("]" is not allowed)\n` });
    const variable = await svc(['config', 'show'], { env: { SVC_PROFILE: 'a b' } });
    expect(variable).toMatchObject({ code: 2, stderr: `svc: error: SVC_PROFILE ${RULE} "a b" (" " is not allowed)\n` });
    // The flag wins over a bad SVC_PROFILE, which is then not used.
    expect((await svc(['--profile', 'default', 'account', 'detail', '--format', 'json'], { env: { SVC_PROFILE: 'a b' } })).code).toBe(0);
  });

  it('config setup --profile prod.eu writes a section that --profile prod.eu then reads, next to [profile prod]', async () => {
    const file = writeHome([...demoSection('[profile prod]', `endpoint_url = ${server.url}`)]);
    const answers = `${FAKE_USERNAME}\n${FAKE_API_KEY}\n${server.url}\n25\n`;
    const setup = await svc(['--profile', 'prod.eu', 'config', 'setup', '--format', 'json'], { input: answers });
    expect(setup.stderr).not.toContain('error');
    expect(JSON.parse(setup.stdout)).toMatchObject({ section: 'profile prod.eu' });
    // Once more, over the file it wrote: the profile is found and kept.
    const again = await svc(['--profile', 'prod.eu', 'config', 'setup', '--format', 'json'], { input: '\n\n\n\n' });
    expect(again.stderr).not.toContain('error');
    const show = await svc(['--profile', 'prod.eu', 'config', 'show', '--format', 'json']);
    expect(show.stderr).toBe('');
    expect(JSON.parse(show.stdout)).toMatchObject({ username: FAKE_USERNAME, timeout: 25, profile: 'prod.eu' });
    const call = await svc(['--profile', 'prod.eu', 'account', 'detail', '--format', 'json']);
    expect(call.stderr).toBe('');
    expect(JSON.parse(call.stdout)).toMatchObject({ companyName: 'Fake Company Ltd.' });
    expect((await svc(['--profile', 'prod', 'config', 'show', '--format', 'json'])).code).toBe(0);
    expect((await import('node:fs')).readFileSync(file, 'utf8')).not.toContain('[profile prod.eu.');
  });

  it('a config file broken by the old writer is an error naming the file and line, and commands that need no config still run', async () => {
    const file = writeHome([...demoSection('[svclib]', `endpoint_url = ${server.url}`), '[profile x]y]', 'username = z']);
    const call = await svc(['account', 'detail']);
    expect(call.code).toBe(1);
    expect(call.stderr).toBe(`svc: ServiceError: Invalid config file ${file}, line 6: expected "key = value", a "[section]" header, a comment or a blank line\n`);
    const api = await svc(['api', 'list', 'Account', '--format', 'json']);
    expect(api.code).toBe(0);
    expect((await svc(['--help'])).code).toBe(0);
  });
});
