/**
 * Issue 27 item 12: the `tls` option belongs to the connection to the API, also through a proxy — a
 * planted bug that handed it to the proxy hop instead (undici's `proxyTls` for `requestTls`) went
 * unnoticed. Here a test CA made at test time with `openssl` signs the certificate of an HTTPS
 * server on 127.0.0.1, and every call goes through a CONNECT proxy on 127.0.0.1 (plain HTTP): with
 * `tls: { ca }` the call succeeds through the tunnel; without it, or with another CA, it fails on
 * the certificate — over both transports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, TransportError } from '../../src/node.js';
import { failure } from '../support/failure.js';

let dir: string;
let caPem: string;
let otherCaPem: string;
let api: { server: HttpsServer; url: string; paths: string[] };
let proxy: { server: HttpServer; url: string; tunnels: string[]; sockets: Set<Socket> };

function openssl(...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
}

/** A CA: key and self-signed certificate allowed to sign others. */
function makeCa(name: string): void {
  openssl(
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', `${name}.key`, '-out', `${name}.crt`, '-days', '1', '-subj', `/CN=${name}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  );
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'svclib-tls-proxy-'));
  makeCa('svclib-test-ca');
  makeCa('svclib-other-ca');
  // The server's certificate, for 127.0.0.1, signed by the test CA (not self-signed).
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=svclib-test-server');
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', 'server.csr', '-CA', 'svclib-test-ca.crt', '-CAkey', 'svclib-test-ca.key', '-set_serial', '1', '-days', '1', '-out', 'server.crt', '-extfile', 'server.ext');
  caPem = readFileSync(join(dir, 'svclib-test-ca.crt'), 'utf8');
  otherCaPem = readFileSync(join(dir, 'svclib-other-ca.crt'), 'utf8');

  const paths: string[] = [];
  const https = createHttpsServer({ cert: readFileSync(join(dir, 'server.crt')), key: readFileSync(join(dir, 'server.key')) }, (request, response) => {
    paths.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      const rest = request.url?.startsWith('/rest/') === true;
      response.writeHead(200, { 'content-type': rest ? 'application/json' : 'text/xml' });
      response.end(rest ? '{"id":7}' : '<?xml version="1.0"?><methodResponse><params><param><value><struct><member><name>id</name><value><int>7</int></value></member></struct></value></param></params></methodResponse>');
    });
  });
  await new Promise<void>((resolve) => https.listen(0, '127.0.0.1', resolve));
  api = { server: https, url: `https://127.0.0.1:${String((https.address() as AddressInfo).port)}`, paths };

  // A CONNECT proxy: it tunnels bytes and never sees inside the TLS.
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const http = createHttpServer((_request, response) => {
    response.writeHead(405);
    response.end('CONNECT only');
  });
  http.on('connect', (request: { url?: string }, client: Socket, head: Buffer) => {
    tunnels.push(request.url ?? '');
    const [host, port] = (request.url ?? '').split(':');
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  proxy = { server: http, url: `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`, tunnels, sockets };
});

afterAll(async () => {
  for (const socket of proxy.sockets) socket.destroy();
  api.server.closeAllConnections();
  await Promise.all([new Promise((resolve) => api.server.close(resolve)), new Promise((resolve) => proxy.server.close(resolve))]);
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['rest', '/rest/v3.1'],
  ['xmlrpc', '/xmlrpc/v3.1'],
] as const)('tls through a CONNECT proxy, over %s', (wire, base) => {
  const clientOf = (tls?: { ca: string }): Client =>
    new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${api.url}${base}`, proxy: proxy.url, transport: wire, ...(tls === undefined ? {} : { tls }) });

  it('with tls: { ca } the call succeeds through the tunnel', async () => {
    const tunnelsBefore = proxy.tunnels.length;
    const pathsBefore = api.paths.length;
    expect(await clientOf({ ca: caPem }).untyped.call('Account', 'getObject')).toEqual({ id: 7 });
    expect(proxy.tunnels.slice(tunnelsBefore)).toEqual([api.url.replace('https://', '')]);
    expect(api.paths.slice(pathsBefore)).toEqual([wire === 'rest' ? '/rest/v3.1/Vendor_Account/getObject.json' : '/xmlrpc/v3.1/Vendor_Account']);
  });

  it('without it (the default CAs) the certificate is refused, through the same proxy', async () => {
    const tunnelsBefore = proxy.tunnels.length;
    const pathsBefore = api.paths.length;
    const error = await failure(clientOf().untyped.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/certificate|self.signed|issuer/i);
    expect(proxy.tunnels.length).toBeGreaterThan(tunnelsBefore); // it did go through the proxy
    expect(api.paths.length).toBe(pathsBefore);
  });

  it('with another CA the certificate is refused', async () => {
    const error = await failure(clientOf({ ca: otherCaPem }).untyped.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/certificate|issuer/i);
  });
});
