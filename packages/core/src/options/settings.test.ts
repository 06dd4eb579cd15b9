import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
// The Node entry: it wires in the environment and the config files.
import { Client, ServiceError } from '../node.js';
import { FAKE_ACCOUNT_ID, FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { fixtureTransport } from '../test-support/test-transport.js';

const ENV_NAMES = ['SVC_USERNAME', 'SVC_API_KEY', 'SVC_ENDPOINT_URL', 'SVC_TIMEOUT', 'https_proxy', 'HTTPS_PROXY', 'HOME'] as const;
const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
const root = mkdtempSync(join(tmpdir(), 'svclib-settings-'));
let home: string;
let counter = 0;

beforeEach(() => {
  home = join(root, `home-${String(++counter)}`);
  mkdirSync(home);
  for (const name of ENV_NAMES) delete process.env[name];
  process.env.HOME = home;
});
afterEach(() => {
  for (const name of ENV_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const transport = fixtureTransport().transport;
const writeHome = (text: string): void => writeFileSync(join(home, '.svclib'), text);
const writeFile = (name: string, text: string): string => {
  const path = join(home, name);
  writeFileSync(path, text);
  return path;
};

// Settings tests must not depend on the machine's own /etc/svclib.conf.
const systemFile = (await import('node:fs')).existsSync('/etc/svclib.conf');

describe.skipIf(systemFile)('settings resolution (Node entry)', () => {
  it('reads username, apiKey and proxy from the environment', () => {
    process.env.SVC_USERNAME = 'env-user';
    process.env.SVC_API_KEY = 'env-key-1a2b3c';
    process.env.https_proxy = 'http://127.0.0.1:3128';
    const client = new Client({ transport });
    expect([client.username, client.apiKey, client.proxy]).toEqual(['env-user', 'env-key-1a2b3c', 'http://127.0.0.1:3128']);
    expect(String(client.auth)).toBe('<BasicAuthentication: env-user>');
  });

  it('reads SVC_ENDPOINT_URL and SVC_TIMEOUT, between the options and the config files', () => {
    writeHome('[svclib]\nendpoint_url = http://127.0.0.1:9/home\ntimeout = 9\n');
    expect([new Client({ transport }).endpointUrl, new Client({ transport }).timeout]).toEqual(['http://127.0.0.1:9/home', 9]);
    process.env.SVC_ENDPOINT_URL = 'http://127.0.0.1:8/env/';
    process.env.SVC_TIMEOUT = '2.5';
    const fromEnv = new Client({ transport });
    expect([fromEnv.endpointUrl, fromEnv.timeout]).toEqual(['http://127.0.0.1:8/env', 2.5]);
    const explicit = new Client({ transport, endpointUrl: 'http://127.0.0.1:7/opt', timeout: 0 });
    expect([explicit.endpointUrl, explicit.timeout]).toEqual(['http://127.0.0.1:7/opt', undefined]);
  });

  it('rejects an SVC_ENDPOINT_URL or SVC_TIMEOUT it cannot use, naming the variable', () => {
    process.env.SVC_ENDPOINT_URL = 'ftp://example';
    expect(() => new Client({ transport })).toThrowError(
      new ServiceError('The SVC_ENDPOINT_URL environment variable is not an absolute http(s) URL'),
    );
    delete process.env.SVC_ENDPOINT_URL;
    for (const bad of ['soon', '-1', '1e3', 'Infinity']) {
      process.env.SVC_TIMEOUT = bad;
      expect(() => new Client({ transport })).toThrowError(
        new ServiceError('The SVC_TIMEOUT environment variable is not a non-negative number of seconds'),
      );
    }
  });

  it('calls the endpoint named by SVC_ENDPOINT_URL over HTTP', async () => {
    const server = await startFakeServer();
    try {
      process.env.SVC_ENDPOINT_URL = server.url;
      process.env.SVC_USERNAME = FAKE_USERNAME;
      process.env.SVC_API_KEY = FAKE_API_KEY;
      await expect(new Client().call('Account', 'getObject', { mask: 'companyName' })).resolves.toEqual({ id: FAKE_ACCOUNT_ID, companyName: 'Fake Company Ltd.' });
      expect(server.state.requests.map((request) => request.service)).toEqual(['Vendor_Account']);
    } finally {
      await server.close();
    }
  });

  it('prefers https_proxy over HTTPS_PROXY', () => {
    process.env.HTTPS_PROXY = 'http://upper:1';
    expect(new Client({ transport }).proxy).toBe('http://upper:1');
    process.env.https_proxy = 'http://lower:1';
    expect(new Client({ transport }).proxy).toBe('http://lower:1');
  });

  it('reads ~/.svclib, then configFile over it', () => {
    writeHome('[svclib]\nusername = home-user\napi_key = home-key\nendpoint_url = http://127.0.0.1:9/home/\ntimeout = 4\nproxy = http://home:1\n');
    const fromHome = new Client({ transport });
    expect([fromHome.username, fromHome.apiKey, fromHome.endpointUrl, fromHome.timeout, fromHome.proxy]).toEqual([
      'home-user', 'home-key', 'http://127.0.0.1:9/home', 4, 'http://home:1',
    ]);
    const configFile = writeFile('extra.conf', '[svclib]\nusername = file-user\ntimeout = 2.5\n');
    const fromFile = new Client({ transport, configFile });
    expect([fromFile.username, fromFile.apiKey, fromFile.timeout]).toEqual(['file-user', 'home-key', 2.5]);
  });

  it('expands ~/ in configFile', () => {
    writeFile('tilde.conf', '[svclib]\nusername = tilde-user\n');
    expect(new Client({ transport, configFile: '~/tilde.conf' }).username).toBe('tilde-user');
  });

  it('resolves each setting from the first source that has it: options, environment, files', () => {
    writeHome('[svclib]\nusername = home-user\napi_key = home-key\nproxy = http://home:1\ntimeout = 9\n');
    process.env.SVC_USERNAME = 'env-user';
    const client = new Client({ transport, proxy: 'http://option:1' });
    expect([client.username, client.apiKey, client.proxy, client.timeout]).toEqual(['env-user', 'home-key', 'http://option:1', 9]);
    const explicit = new Client({ transport, username: 'opt-user', apiKey: 'opt-key', timeout: 0 });
    expect([explicit.username, explicit.apiKey, explicit.timeout]).toEqual(['opt-user', 'opt-key', undefined]);
  });

  it('skips a missing configFile', () => {
    expect(new Client({ transport, configFile: join(home, 'nope.conf') }).username).toBeUndefined();
  });

  it('rejects a config file that cannot be parsed, naming the file and line', () => {
    const configFile = writeFile('broken.conf', '[svclib]\nusername = alice\nthis line is secret-ish\n');
    expect(() => new Client({ transport, configFile })).toThrowError(
      new ServiceError(
        `Invalid config file ${configFile}, line 3: expected "key = value", a "[section]" header, a comment or a blank line`,
      ),
    );
    writeHome('[svclib]\ntimeout = later\n');
    expect(() => new Client({ transport })).toThrowError(
      new ServiceError(`Invalid config file ${join(home, '.svclib')}, line 2: timeout must be a non-negative number of seconds`),
    );
  });

  it('rejects an endpoint_url in a config file that is not a URL, naming where it came from', () => {
    writeHome('[svclib]\n\nendpoint_url = not-a-url\n');
    expect(() => new Client({ transport })).toThrowError(
      new ServiceError(`config file ${join(home, '.svclib')}, line 3 is not an absolute http(s) URL`),
    );
  });

  it('rejects a proxy environment variable that is not a URL', () => {
    process.env.https_proxy = 'garbage';
    expect(() => new Client({ transport })).toThrowError(
      new ServiceError('The https_proxy/HTTPS_PROXY environment variable is not an absolute http(s) URL'),
    );
  });
});

describe('the browser-safe entry', () => {
  it('ignores the environment and refuses configFile (this file loaded the Node entry, so simulate)', async () => {
    const { getPlatform, registerPlatform } = await import('../config/platform.js');
    const node = getPlatform();
    const { detectRuntime } = await import('../config/platform.js');
    try {
      registerPlatform({
        readEnvironment: () => ({}),
        readConfigFiles: (file) => {
          if (file !== undefined) throw new ServiceError('configFile needs a file system');
          return {};
        },
      });
      process.env.SVC_USERNAME = 'env-user';
      expect(new Client({ transport }).username).toBeUndefined();
      expect(() => new Client({ transport, configFile: 'x' })).toThrow(ServiceError);
    } finally {
      registerPlatform(node);
    }
    expect(detectRuntime()).toBe(`Node.js ${process.versions.node}`);
  });
});
