import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The Node entry: it wires in the environment and the config files.
import { Client, TransportError } from '../node.js';
import { bypassesProxy } from '../wire.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

describe('bypassesProxy (NO_PROXY as curl reads it)', () => {
  const cases: [endpoint: string, list: string | undefined, bypass: boolean][] = [
    ['https://api.vendor.example/xmlrpc/v3.1', undefined, false],
    ['https://api.vendor.example/xmlrpc/v3.1', '', false],
    ['https://api.vendor.example/xmlrpc/v3.1', '  ', false],
    ['https://api.vendor.example/xmlrpc/v3.1', '*', true],
    ['https://api.vendor.example/xmlrpc/v3.1', 'api.vendor.example', true],
    ['https://api.vendor.example/xmlrpc/v3.1', 'vendor.example', true],
    ['https://api.vendor.example/xmlrpc/v3.1', '.vendor.example', true],
    ['https://api.vendor.example/xmlrpc/v3.1', '*.vendor.example', true],
    ['https://api.vendor.example/xmlrpc/v3.1', 'VENDOR.EXAMPLE', true],
    ['https://api.vendor.example/xmlrpc/v3.1', 'other.example, localhost', false],
    ['https://api.vendor.example/xmlrpc/v3.1', 'localhost vendor.example', true],
    ['https://notvendor.example/', 'vendor.example', false],
    ['https://api.vendor.example/', 'vendor.example:443', true],
    ['https://api.vendor.example/', 'vendor.example:8443', false],
    ['http://127.0.0.1:8080/x', '127.0.0.1', true],
    ['http://127.0.0.1:8080/x', '127.0.0.1:8080', true],
    ['http://127.0.0.1:8080/x', '127.0.0.1:80', false],
    ['http://[::1]:8080/x', '[::1]', true],
    ['http://[::1]:8080/x', '::1', false],
    ['not a url', '*', false],
  ];
  it.each(cases)('%s with NO_PROXY=%j → %s', (endpoint, list, bypass) => {
    expect(bypassesProxy(endpoint, list)).toBe(bypass);
  });
});

const ENV_NAMES = ['SVC_USERNAME', 'SVC_API_KEY', 'SVC_ENDPOINT_URL', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY', 'HOME'] as const;
const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
const home = mkdtempSync(join(tmpdir(), 'svclib-no-proxy-'));

describe('NO_PROXY in the client settings and on the wire', () => {
  let server: FakeServer;
  let proxy: TestServer;
  beforeAll(async () => {
    server = await startFakeServer();
    // A "proxy" that answers every request with 502: a call that went through it fails.
    proxy = await startTestServer((_request, response) => {
      response.writeHead(502).end('bad gateway');
    });
  });
  afterAll(async () => {
    await server.close();
    await proxy.close();
    rmSync(home, { recursive: true, force: true });
  });
  beforeEach(() => {
    for (const name of ENV_NAMES) delete process.env[name];
    process.env.HOME = home;
    process.env.SVC_USERNAME = FAKE_USERNAME;
    process.env.SVC_API_KEY = FAKE_API_KEY;
  });
  afterEach(() => {
    for (const name of ENV_NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('an environment proxy is used unless NO_PROXY names the endpoint', async () => {
    process.env.HTTPS_PROXY = proxy.url;
    const through = new Client({ endpointUrl: server.url });
    expect(through.proxy).toBe(proxy.url);
    const before = proxy.requests.length;
    await expect(through.call('Account', 'getObject')).rejects.toBeInstanceOf(TransportError);
    expect(proxy.requests.length).toBeGreaterThan(before);

    process.env.NO_PROXY = 'localhost, 127.0.0.1';
    const direct = new Client({ endpointUrl: server.url });
    expect(direct.proxy).toBeUndefined();
    const seen = proxy.requests.length;
    await expect(direct.call('Account', 'getObject')).resolves.toMatchObject({ id: expect.any(Number) as number });
    expect(proxy.requests.length).toBe(seen);
  });

  it('no_proxy is read before NO_PROXY, and a list that does not name the endpoint changes nothing', () => {
    process.env.https_proxy = proxy.url;
    process.env.no_proxy = 'other.example';
    process.env.NO_PROXY = '127.0.0.1';
    expect(new Client({ endpointUrl: server.url }).proxy).toBe(proxy.url);
  });

  it('applies to a config file\'s proxy too, but never to the proxy option', () => {
    writeFileSync(join(home, '.svclib'), `[svclib]\nproxy = ${proxy.url}\n`);
    process.env.NO_PROXY = '127.0.0.1';
    expect(new Client({ endpointUrl: server.url }).proxy).toBeUndefined();
    expect(new Client({ endpointUrl: server.url, proxy: proxy.url }).proxy).toBe(proxy.url);
    rmSync(join(home, '.svclib'));
  });
});
