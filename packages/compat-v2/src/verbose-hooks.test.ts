import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenAuthentication } from '@svclib/core';
import type { FakeServer } from '@svclib/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Client } from './index.js';
import { captureStdout, useFakeServer, USERS } from './test-support.js';

const PASSWORD = 'alice-portal-password';
const users = [{ ...USERS[0], password: PASSWORD }, USERS[1]];
const [alice] = USERS;
let server: FakeServer;
useFakeServer((started) => {
  server = started;
}, users);
beforeEach(() => {
  server.state.requests.length = 0;
});

function verbose(): Client {
  return new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url, verbose: true });
}

describe('verbose: true', () => {
  it('prints each request (method, URL, headers, body) and the response status to stdout', async () => {
    const client = verbose();
    client.addRawHeader('X-Request-Id', 'verbose-1');
    client.setObjectMask('mask[id]');
    const output = await captureStdout(() => client.getObject!());
    const base = server.url.replace(/\/$/, '');
    expect(output).toContain(`>>> POST ${base}/Vendor_Account\n`);
    expect(output).toMatch(/^>>> content-type: application\/xml$/m);
    expect(output).toMatch(/^>>> x-request-id: verbose-1$/m);
    expect(output).toMatch(/^>>> user-agent: svclib\//m);
    expect(output).toContain('<methodName>getObject</methodName>');
    expect(output).toContain('<string>mask[id]</string>');
    expect(output).toMatch(/^<<< 200 OK$/m);
    expect(server.state.requests).toHaveLength(1);
  });

  it('replaces the API key by *** and keeps the username', async () => {
    const output = await captureStdout(() => verbose().getObject!());
    expect(output).not.toContain(alice.apiKey);
    expect(output).toContain('<string>***</string>');
    expect(output).toContain(`<string>${alice.username}</string>`);
  });

  it('replaces tokens, passwords and secret HTTP headers by ***', async () => {
    const client = verbose();
    client.addRawHeader('Authorization', 'Bearer raw-header-token');
    let token = '';
    const output = await captureStdout(async () => {
      const [userId, hash] = await client.authenticateWithPassword(alice.username, PASSWORD);
      token = hash;
      client.auth = new TokenAuthentication(userId, hash);
      await client.getObject!();
    });
    expect(token).not.toBe('');
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain(token);
    expect(output).not.toContain('raw-header-token');
    expect(output).toMatch(/^>>> authorization: \*\*\*$/m);
    expect(output).toContain('<name>authToken</name><value><string>***</string>');
    expect(output.match(/<<< 200 OK/g)).toHaveLength(2);
  });

  it('masks a password with control characters, which the body carries as character references', async () => {
    const client = verbose();
    const tricky = 'pass\rword\twith&<controls>';
    const output = await captureStdout(() => client.authenticateWithPassword(alice.username, tricky).catch(() => undefined));
    expect(output).toContain('getPortalLoginToken');
    expect(output).not.toContain('&#13;');
    expect(output).not.toContain('word');
    expect(output).not.toContain('controls');
  });

  it('masks a secret wherever it appears in the body, and a password in the URL', async () => {
    const client = verbose();
    // An API key echoed into an argument is still masked (Account.hasAttribute takes one string).
    const output = await captureStdout(() => client.hasAttribute!(`note: ${alice.apiKey}`).catch(() => undefined));
    expect(output).not.toContain(alice.apiKey);
    expect(output).toContain('<string>note: ***</string>');

    const withUserinfo = new Client({
      serviceName: 'Account',
      ...alice,
      endpointUrl: server.url.replace('http://', 'http://proxyuser:url-password@'),
      verbose: true,
    });
    const second = await captureStdout(() => withUserinfo.getObject!().catch(() => undefined));
    expect(second).not.toContain('url-password');
    expect(second).not.toMatch(/^>>> authorization: (?!\*\*\*$)/m);
  });

  it('prints the status of a failed call too', async () => {
    const client = verbose();
    client.setAuthentication(alice.username, 'wrong-key');
    const output = await captureStdout(() => client.getObject!().catch((error: unknown) => error));
    expect(output).toMatch(/^<<< \d{3}/m);
    expect(output).not.toContain('wrong-key');
  });

  it('sends through a proxy with the Node proxy support of core, still printing', async () => {
    // A minimal forward proxy on loopback: it relays absolute-URI requests and notes their URLs.
    const relayed: string[] = [];
    const proxy = createServer((incoming, outgoing) => {
      relayed.push(incoming.url ?? '');
      const upstream = httpRequest(incoming.url ?? '', { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    try {
      const client = new Client({
        serviceName: 'Account',
        ...alice,
        endpointUrl: server.url,
        verbose: true,
        proxy: `http://127.0.0.1:${String(port)}`,
      });
      const output = await captureStdout(() => client.getObject!());
      expect(relayed).toEqual([`${server.url.replace(/\/$/, '')}/Vendor_Account`]);
      expect(server.state.requests).toHaveLength(1);
      expect(output).toContain('>>> POST ');
      expect(output).toMatch(/^<<< 200\b/m);
      expect(output).not.toContain(alice.apiKey);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('is off by default: nothing is printed', async () => {
    const client = new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url });
    const output = await captureStdout(() => client.getObject!());
    expect(output).toBe('');
  });
});
