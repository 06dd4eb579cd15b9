/**
 * The one config reader (SPEC §14): `readConfig`, the client option `profile` and `SVC_PROFILE`,
 * unit tests on temporary files under a home directory of their own, and end to end: a real
 * `Client` with a profile against the fake server on 127.0.0.1.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, fromProfile, readConfig, ServiceError } from '../node.js';
import { configFilePaths } from '../wire.js';
import { getPlatform, registerPlatform } from './platform.js';
import { fixtureTransport } from '../test-support/test-transport.js';

const VARIABLES = [
  'HOME', 'SVC_USERNAME', 'SVC_API_KEY', 'SVC_ENDPOINT_URL', 'SVC_TIMEOUT', 'SVC_TRANSPORT', 'SVC_PROFILE',
  'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY',
] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
let home: string;

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'svclib-profiles-'));
  for (const name of VARIABLES) delete process.env[name];
  process.env.HOME = home;
});
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  rmSync(home, { recursive: true, force: true });
});

/** Writes a file in the home directory from lines; returns its path. */
function write(name: string, lines: readonly string[]): string {
  const path = join(home, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

const transport = fixtureTransport().transport;
// These tests must not depend on the machine's own /etc/svclib.conf.
const systemFile = (await import('node:fs')).existsSync('/etc/svclib.conf');

describe.skipIf(systemFile)('readConfig', () => {
  it('reads [svclib] by default: settings, where each came from, the files looked at and read, the profiles seen', () => {
    const user = write('.svclib', ['[svclib]', 'username = alice', 'timeout = 5', '[profile work]', 'username = bob', '[profile b]', 'x = 1']);
    const config = readConfig();
    expect({ ...config }).toEqual({
      username: 'alice',
      timeout: 5,
      sources: { username: `config file ${user}, line 2`, timeout: `config file ${user}, line 3` },
      profile: 'default',
      section: 'svclib',
      paths: ['/etc/svclib.conf', user],
      files: [user],
      profiles: ['b', 'work'],
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(readConfig({ profile: 'default' })).toEqual(config);
    expect(readConfig({ profile: '' })).toEqual(config);
  });

  it('reads [profile NAME] of every file, later files overriding earlier ones key by key, without [svclib]', () => {
    const user = write('.svclib', [
      '[svclib]', 'username = alice', 'proxy = http://127.0.0.1:3128',
      '[profile work]', 'username = bob', 'api_key = bob-key-1', 'endpoint_url = http://127.0.0.1:1/rest/v3.1', 'transport = rest',
    ]);
    const extra = write('extra.conf', ['[profile work]', 'timeout = 7.5', 'username = carol']);
    const config = readConfig({ configFile: extra, profile: 'work' });
    expect(config).toMatchObject({
      username: 'carol', apiKey: 'bob-key-1', endpointUrl: 'http://127.0.0.1:1/rest/v3.1', transport: 'rest', timeout: 7.5,
      profile: 'work', section: 'profile work', paths: ['/etc/svclib.conf', user, extra], files: [user, extra],
    });
    // [svclib]'s proxy is not the profile's.
    expect(config.proxy).toBeUndefined();
    expect(config.sources).toEqual({
      username: `config file ${extra}, line 3`,
      apiKey: `config file ${user}, line 6`,
      endpointUrl: `config file ${user}, line 7`,
      transport: `config file ${user}, line 8`,
      timeout: `config file ${extra}, line 2`,
    });
  });

  it('expands a leading ~/ in configFile as the client does', () => {
    const alt = write('alt.conf', ['[profile alt]', 'username = dave']);
    expect(readConfig({ configFile: '~/alt.conf', profile: 'alt' })).toMatchObject({ username: 'dave', files: [alt] });
  });

  it('configFilePaths lists the files read, ~/ expanded as readConfig and the client expand it', () => {
    expect(configFilePaths('~/alt.conf')).toEqual(['/etc/svclib.conf', join(home, '.svclib'), join(home, 'alt.conf')]);
    expect(configFilePaths()).toEqual(['/etc/svclib.conf', join(home, '.svclib')]);
    expect(configFilePaths('./x.conf')).toEqual(['/etc/svclib.conf', join(home, '.svclib'), './x.conf']);
    expect(readConfig({ configFile: '~/alt.conf' }).paths).toEqual(configFilePaths('~/alt.conf'));
    expect(() => configFilePaths(3 as never)).toThrow(TypeError);
  });

  it('names the profile and the files looked at when no file has the profile', () => {
    const user = write('.svclib', ['[svclib]', 'username = alice', '[profile work]', 'username = bob']);
    expect(() => readConfig({ profile: 'nope', configFile: '~/missing.conf' })).toThrowError(new ServiceError(
      `Config profile nope not found: no section [profile nope] in /etc/svclib.conf, ${user}, ${join(home, 'missing.conf')} (profiles found: work)`,
    ));
    rmSync(user);
    expect(() => readConfig({ profile: 'nope' })).toThrowError(new ServiceError(
      `Config profile nope not found: no section [profile nope] in /etc/svclib.conf, ${user} (no file has a [profile NAME] section)`,
    ));
    // The default profile needs no section: its settings are simply empty.
    expect(readConfig()).toMatchObject({ files: [], profiles: [], sources: {} });
  });

  it('refuses unknown or ill-typed options with a TypeError naming them', () => {
    expect(() => readConfig({ profle: 'x' } as never)).toThrow(TypeError);
    expect(() => readConfig({ profle: 'x' } as never)).toThrow(/profle/);
    expect(() => readConfig({ configFile: 3 } as never)).toThrow(/configFile/);
  });

  it('gives empty settings where the platform reads no files (a platform registered in place of Node\'s)', () => {
    const node = getPlatform();
    try {
      registerPlatform({ readConfigFiles: () => ({}), configFilePaths: () => [] });
      expect(readConfig({ profile: 'work' })).toMatchObject({ profile: 'work', section: 'profile work', files: [], paths: [] });
      expect(configFilePaths('~/x')).toEqual([]);
    } finally {
      registerPlatform(node);
    }
  });
});

describe.skipIf(systemFile)('the client option profile and SVC_PROFILE', () => {
  beforeEach(() => {
    write('.svclib', [
      '[svclib]', 'username = alice', 'api_key = alice-key-1',
      '[profile work]', 'username = bob', 'api_key = bob-key-1', 'endpoint_url = http://127.0.0.1:9/rest/v3.1/', 'transport = rest', 'timeout = 12',
      '[profile other]', 'username = carol',
    ]);
  });

  it('reads [profile NAME] for every setting, the transport too', () => {
    const client = new Client({ profile: 'work' });
    expect([client.username, client.apiKey, client.endpointUrl, client.timeout, client.transportName, client.profile])
      .toEqual(['bob', 'bob-key-1', 'http://127.0.0.1:9/rest/v3.1', 12, 'rest', 'work']);
    expect(new Client({ transport }).profile).toBe('default');
    expect(new Client({ transport }).transportName).toBeUndefined();
    expect(new Client().transportName).toBe('xmlrpc');
  });

  it('falls back to SVC_PROFILE; the option beats it; options and the environment beat the profile\'s settings', () => {
    process.env.SVC_PROFILE = 'work';
    expect(new Client().username).toBe('bob');
    expect(new Client({ profile: 'other' }).username).toBe('carol');
    expect(new Client({ profile: 'default' }).username).toBe('alice');
    process.env.SVC_USERNAME = 'from-env';
    process.env.SVC_TRANSPORT = 'xmlrpc';
    const client = new Client({ endpointUrl: 'http://127.0.0.1:8/xmlrpc/v3.1' });
    expect([client.username, client.apiKey, client.endpointUrl, client.transportName]).toEqual(['from-env', 'bob-key-1', 'http://127.0.0.1:8/xmlrpc/v3.1', 'xmlrpc']);
  });

  it('is a ServiceError naming the profile and the files for a profile no file has, from the option or SVC_PROFILE', () => {
    expect(() => new Client({ profile: 'nope' })).toThrowError(/^Config profile nope not found: no section \[profile nope\] in \/etc\/svclib\.conf, /);
    process.env.SVC_PROFILE = 'nope';
    expect(() => new Client()).toThrow(ServiceError);
  });

  it('applies NO_PROXY to a profile\'s proxy as to any config file proxy', () => {
    write('.svclib', ['[profile proxied]', 'endpoint_url = http://127.0.0.1:9/xmlrpc/v3.1', 'proxy = http://127.0.0.1:3128']);
    expect(new Client({ profile: 'proxied' }).proxy).toBe('http://127.0.0.1:3128');
    process.env.NO_PROXY = '127.0.0.1';
    expect(new Client({ profile: 'proxied' }).proxy).toBeUndefined();
  });
});

describe.skipIf(systemFile)('a Client with a profile, end to end against the fake server', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());

  it('calls over the transport, endpoint and credentials of [profile NAME]', async () => {
    write('.svclib', [
      '[svclib]', 'username = nobody', 'api_key = wrong-key-0', `endpoint_url = ${server.url}`,
      '[profile resty]', `username = ${FAKE_USERNAME}`, `api_key = ${FAKE_API_KEY}`, `endpoint_url = ${server.restUrl}`, 'transport = rest',
      '[profile xml]', `username = ${FAKE_USERNAME}`, `api_key = ${FAKE_API_KEY}`, `endpoint_url = ${server.url}`, 'timeout = 20',
    ]);
    for (const profile of ['resty', 'xml']) {
      const before = server.state.requests.length;
      const account = await new Client({ profile }).call('Account', 'getObject', { mask: 'companyName' });
      expect(account).toMatchObject({ companyName: 'Fake Company Ltd.' });
      const sent = server.state.requests.slice(before);
      expect(sent.map((request) => request.httpHeaders.authorization?.startsWith('Basic ') === true)).toEqual([profile === 'resty']);
    }
    process.env.SVC_PROFILE = 'resty';
    await expect(new Client().call('Account', 'getObject')).resolves.toMatchObject({ companyName: 'Fake Company Ltd.' });
  });
});

describe('profile names (issue 27 item 18): checked wherever they enter; dotted names are names', () => {
  const bad: [name: string, why: string][] = [
    ['x]y', '("]" is not allowed)'],
    ['a\nb', '("\\n" is not allowed)'],
    ['prod eu', '(" " is not allowed)'],
    ['é', '("é" is not allowed)'],
    ['a'.repeat(65), '(longer than 64)'],
  ];
  it.each(bad)('refuses %j from the option, SVC_PROFILE and readConfig, saying why', (name, why) => {
    const rule = "must be a profile name: 1 to 64 letters, digits, '-', '_' or '.', got";
    expect(() => new Client({ transport, profile: name })).toThrowError(new TypeError(`Client option "profile" ${rule} ${JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name)} ${why}`));
    expect(() => readConfig({ profile: name })).toThrowError(TypeError);
    expect(() => readConfig({ profile: name })).toThrowError(/^readConfig option "profile" must be a profile name/);
    process.env.SVC_PROFILE = name;
    expect(() => new Client({ transport })).toThrowError(ServiceError);
    expect(() => new Client({ transport })).toThrowError(/^The SVC_PROFILE environment variable must be a profile name/);
  });

  it('refuses a profile option that is not a string', () => {
    expect(() => new Client({ transport, profile: 3 as never })).toThrowError(new TypeError(
      `Client option "profile" must be a profile name: 1 to 64 letters, digits, '-', '_' or '.', got a number`,
    ));
  });

  it.skipIf(systemFile)('reads [profile prod.eu] as the profile prod.eu (ini would nest it as [profile prod] → eu), also written [profile prod\\.eu]', () => {
    const user = write('.svclib', [
      '[profile prod]', 'username = not-this-one',
      '[profile prod.eu]', 'username = eu-user', 'endpoint_url = http://127.0.0.1:9/eu',
      '[profile prod\\.us]', 'username = us-user',
      '[profile a b]', 'username = c',
    ]);
    expect(readConfig({ profile: 'prod.eu' })).toMatchObject({
      username: 'eu-user', endpointUrl: 'http://127.0.0.1:9/eu', section: 'profile prod.eu',
      sources: { username: `config file ${user}, line 4`, endpointUrl: `config file ${user}, line 5` },
    });
    expect(readConfig({ profile: 'prod.us' }).username).toBe('us-user');
    expect(readConfig({ profile: 'prod' }).username).toBe('not-this-one');
    // Sections whose name is no profile name are not listed as profiles.
    expect(readConfig().profiles).toEqual(['prod', 'prod.eu', 'prod.us']);
    expect(new Client({ transport, profile: 'prod.eu' }).username).toBe('eu-user');
  });

  it.skipIf(systemFile)('a file broken by the old writer ([profile x]y]) is an error naming the file and line', () => {
    const user = write('.svclib', ['[svclib]', 'username = a', '', '[profile x]y]', 'username = b']);
    expect(() => new Client({ transport })).toThrowError(new ServiceError(
      `Invalid config file ${user}, line 4: expected "key = value", a "[section]" header, a comment or a blank line`,
    ));
    expect(() => readConfig()).toThrowError(/line 4/);
  });
});

describe.skipIf(systemFile)('fromProfile(name) follows the same name rule and sections as the profile option', () => {
  it('refuses what the option refuses, reads a dotted name as one, and default as [svclib]', async () => {
    expect(() => fromProfile('a'.repeat(65))).toThrowError(/^fromProfile: the profile name must be a profile name: 1 to 64 letters/);
    expect(() => fromProfile('x]y')).toThrowError('fromProfile: the profile name must be a profile name: 1 to 64 letters, digits, \'-\', \'_\' or \'.\', got "x]y" ("]" is not allowed)');
    write('.svclib', ['[svclib]', 'username = base', 'api_key = base-key-1', '[profile prod]', 'username = p', '[profile prod.eu]', 'username = eu', 'api_key = eu-key-1']);
    expect(await fromProfile('prod.eu')()).toEqual({ username: 'eu', apiKey: 'eu-key-1' });
    expect(await fromProfile('default')()).toEqual({ username: 'base', apiKey: 'base-key-1' });
  });
});

describe.skipIf(systemFile)('a dotted profile end to end', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(() => server.close());

  it('new Client({ profile: "prod.eu" }) calls with [profile prod.eu]', async () => {
    write('.svclib', ['[profile prod]', 'username = nobody', '[profile prod.eu]', `username = ${FAKE_USERNAME}`, `api_key = ${FAKE_API_KEY}`, `endpoint_url = ${server.url}`]);
    await expect(new Client({ profile: 'prod.eu' }).call('Account', 'getObject')).resolves.toMatchObject({ companyName: 'Fake Company Ltd.' });
  });
});
