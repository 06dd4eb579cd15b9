/**
 * The `tls` client option against a real HTTPS server on 127.0.0.1 whose certificates are made at
 * test time with `openssl`: a private CA, `rejectUnauthorized`, and a client certificate the server
 * requires — over both transports. The private key never shows in a message or text form.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { inspect } from 'node:util';
import { encodeMethodResponse } from '@svclib/xmlrpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/support/failure.js';
import { Client, TransportError } from '../node.js';

interface Pem {
  cert: string;
  key: string;
}

let dir: string;
let serverPem: Pem;
let clientPem: Pem;
let otherPem: Pem;

/** A self-signed EC certificate for `127.0.0.1` (also usable as its own CA). */
function selfSigned(name: string): Pem {
  const key = join(dir, `${name}.key`);
  const cert = join(dir, `${name}.crt`);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${name}`, '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
}

/** An HTTPS server answering `{ "id": 1 }` over REST and XML-RPC; with `requireClient`, only to `clientPem`. */
async function startHttps(requireClient: boolean): Promise<{ url: string; server: Server; peers: string[] }> {
  const peers: string[] = [];
  const server = createServer(
    { cert: serverPem.cert, key: serverPem.key, ...(requireClient ? { requestCert: true, rejectUnauthorized: true, ca: clientPem.cert } : {}) },
    (request, response) => {
      const peer = (request.socket as TLSSocket).getPeerCertificate();
      peers.push(typeof peer.subject?.CN === 'string' ? peer.subject.CN : '');
      request.resume();
      request.on('end', () => {
        const rest = request.url?.startsWith('/rest/') === true;
        response.writeHead(200, { 'content-type': rest ? 'application/json' : 'text/xml' });
        response.end(rest ? '{"id":1}' : encodeMethodResponse({ id: 1 }));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `https://127.0.0.1:${String(port)}`, server, peers };
}

const servers: Server[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'svclib-tls-'));
  serverPem = selfSigned('svclib-test-server');
  clientPem = selfSigned('svclib-test-client');
  otherPem = selfSigned('svclib-test-other');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); })));
  rmSync(dir, { recursive: true, force: true });
});

async function https(requireClient = false): Promise<{ url: string; peers: string[] }> {
  const started = await startHttps(requireClient);
  servers.push(started.server);
  return started;
}

describe.each(['xmlrpc', 'rest'] as const)('tls over %s', (wire) => {
  const endpoint = (url: string): string => `${url}/${wire === 'rest' ? 'rest' : 'xmlrpc'}/v3.1`;

  it('refuses a server whose certificate is not trusted, and trusts it with tls.ca', async () => {
    const { url } = await https();
    const untrusted = new Client({ endpointUrl: endpoint(url), username: 'u', apiKey: 'k-123456', transport: wire });
    const error = await failure(untrusted.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/certificate/i);

    const trusting = new Client({ endpointUrl: endpoint(url), username: 'u', apiKey: 'k-123456', transport: wire, tls: { ca: serverPem.cert } });
    expect(await trusting.call('Account', 'getObject')).toEqual({ id: 1 });

    const wrongCa = new Client({ endpointUrl: endpoint(url), username: 'u', apiKey: 'k-123456', transport: wire, tls: { ca: otherPem.cert } });
    expect(await failure(wrongCa.call('Account', 'getObject'))).toBeInstanceOf(TransportError);
  });

  it('rejectUnauthorized: false accepts a self-signed server', async () => {
    const { url } = await https();
    const client = new Client({ endpointUrl: endpoint(url), username: 'u', apiKey: 'k-123456', transport: wire, tls: { rejectUnauthorized: false } });
    expect(await client.call('Account', 'getObject')).toEqual({ id: 1 });
  });

  it('sends the client certificate a server requires; without it the call fails', async () => {
    const { url, peers } = await https(true);
    const anonymous = new Client({ endpointUrl: endpoint(url), username: 'u', apiKey: 'k-123456', transport: wire, tls: { ca: serverPem.cert } });
    expect(await failure(anonymous.call('Account', 'getObject'))).toBeInstanceOf(TransportError);

    const tls = { ca: serverPem.cert, cert: clientPem.cert, key: clientPem.key };
    const client = new Client({ endpointUrl: endpoint(url), username: 'u', apiKey: 'k-123456', transport: wire, tls });
    expect(await client.call('Account', 'getObject')).toEqual({ id: 1 });
    expect(peers.at(-1)).toBe('svclib-test-client');
    // The key is in no text form of the client.
    for (const text of [String(client), inspect(client, { depth: 8 }), JSON.stringify(client)]) {
      expect(text).not.toContain('PRIVATE KEY');
    }
  });

  it('a key that does not match the certificate is an error that does not quote the key', async () => {
    const { url } = await https(true);
    const client = new Client({
      endpointUrl: endpoint(url),
      username: 'u',
      apiKey: 'k-123456',
      transport: wire,
      tls: { ca: serverPem.cert, cert: clientPem.cert, key: otherPem.key },
    });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    const body = otherPem.key.split('\n')[1] as string;
    expect(`${error.message}\n${inspect(error, { depth: 8 })}`).not.toContain(body);
  });
});

describe('the tls option is checked', () => {
  it.each([
    [{ ca: 5 }],
    [{ rejectUnauthorized: 'no' }],
    [{ key: { pem: 'x' } }],
    [{ passphrase: 'pass-phrase-secret' }],
    ['-----BEGIN PRIVATE KEY-----'],
  ])('refuses %j with a TypeError that shows no value', (tls) => {
    let error: unknown;
    try {
      new Client({ tls: tls as never });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(/Client option "tls" must be an object \{ ca\?, cert\?, key\?, rejectUnauthorized\? \}/);
    expect((error as Error).message).not.toMatch(/pass-phrase-secret|BEGIN PRIVATE KEY/);
  });
});
