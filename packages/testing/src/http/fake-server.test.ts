import { request as httpRequest } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { decodeMethodResponse, encodeMethodCall } from '@svclib/xmlrpc';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ACCOUNT_ID, FAKE_API_KEY, FAKE_PASSWORD, FAKE_USER_ID, FAKE_USERNAME } from '../data/constants.js';
import { startFakeServer, type FakeServer } from './fake-server.js';
import { MIN_COMPRESSED_BYTES } from './http-compression.js';
import type { RecordedRequest } from './recorded-request.js';
import { DEMO_AUTH, mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

/** A raw POST with node:http, so the response bytes are seen before any decompression. */
function rawPost(path: string, body: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return rawRequest(server, 'POST', path, body, headers);
}

/** A raw request of any method to `target`. */
function rawRequest(
  target: FakeServer,
  method: string,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const url = new URL(target.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const accountCall = encodeMethodCall('getObject', [{ headers: { authenticate: DEMO_AUTH, ...mask('companyName') } }]);

describe('wire protocol', () => {
  it('listens on 127.0.0.1 with an endpoint URL without a trailing slash', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/xmlrpc\/v3\.1$/);
  });

  it.each([
    '/Vendor_Account',
    '/xmlrpc/v3/Vendor_Account',
    '/xmlrpc/v3.1/Vendor_Account/getObject',
    '/xmlrpc/v3.1/',
    '/xmlrpc/v3.1/Vendor%2FAccount',
  ])('refuses %s with a 404 that names the expected path form', async (path) => {
    const response = await rawPost(path, accountCall, {});
    expect(response.status).toBe(404);
    expect(response.body.toString()).toMatch(/answers POST \/xmlrpc\/v3\.1\/<Service> \(for example \/xmlrpc\/v3\.1\/Vendor_Account\)/);
  });

  it('answers on <url>/<Vendor_Service>', async () => {
    const viaEndpoint = await rawPost('/xmlrpc/v3.1/Vendor_Account', accountCall, {});
    const withQuery = await rawPost('/xmlrpc/v3.1/Vendor_Account?trace=1', accountCall, {});
    const withDotSegments = await rawPost('/xmlrpc/v3.1/x/../Vendor_Account', accountCall, {});
    for (const response of [viaEndpoint, withQuery, withDotSegments]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(await decodeMethodResponse(response.body)).toEqual({ id: FAKE_ACCOUNT_ID, companyName: 'Fake Company Ltd.' });
    }
  });

  it('decodes a chunked request body (no Content-Length) as it streams', async () => {
    const url = new URL(server.url);
    const body = await new Promise<Buffer>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, path: '/xmlrpc/v3.1/Vendor_Account', method: 'POST' }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
      req.on('error', reject);
      req.write(accountCall.slice(0, 40));
      req.end(accountCall.slice(40));
    });
    expect(server.state.requests.at(-1)?.httpHeaders['transfer-encoding']).toBe('chunked');
    expect(await decodeMethodResponse(body)).toEqual({ id: FAKE_ACCOUNT_ID, companyName: 'Fake Company Ltd.' });
  });

  it('refuses other HTTP methods with 405 and unknown paths with 404', async () => {
    const get = await fetch(`${server.url}/Vendor_Account`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const nowhere = await rawPost('/some/where/else', accountCall, {});
    expect(nowhere.status).toBe(404);
  });

  it('answers a body that is not a methodCall with fault -32700', async () => {
    const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', '<methodCall><methodName>x</methodName><params>', {});
    expect(response.status).toBe(200);
    await expect(decodeMethodResponse(response.body)).rejects.toMatchObject({
      faultCode: -32_700,
      faultString: expect.stringContaining('not a well-formed XML-RPC methodCall') as unknown,
    });
  });

  it('answers a service or method the API lacks with fault -32601 naming it, and suggests the near names', async () => {
    const service = await rpc(server, 'Vendor_Nope', 'getObject');
    expect(service.fault).toMatchObject({ faultCode: -32_601, faultString: expect.stringContaining('Vendor_Nope') as unknown });
    const method = await rpc(server, 'Vendor_Account', 'getNothing');
    expect(method.fault).toEqual({
      faultCode: -32_601, faultString: expect.stringMatching(/^Function \("getNothing"\) is not a valid method for this service \(Vendor_Account\)\./) as unknown,
    });
    const typo = await rpc(server, 'Vendor_Account', 'getVirtualGuest');
    expect(typo.fault?.faultString).toContain('Did you mean getVirtualGuests');
    // `Hardware` is not `Hardware_Server`: the base service has no reload, and no editObject.
    const reload = await rpc(server, 'Vendor_Hardware', 'reloadOperatingSystem', { headers: { Vendor_HardwareInitParameters: { id: 200_001 } } });
    expect(reload.fault?.faultCode).toBe(-32_601);
    // Checked before authentication, as on the real service.
    const anonymous = await rpc(server, 'Vendor_Dns_Domain', 'editObject', { auth: null });
    expect(anonymous.fault?.faultCode).toBe(-32_601);
  });

  it('answers a method of the API the fake does not model with Fake_MethodNotModelled naming inject, and inject stubs it', async () => {
    const missing = await rpc(server, 'Vendor_Account', 'getBrand');
    expect(missing.fault?.faultCode).toBe('Fake_MethodNotModelled');
    expect(missing.fault?.faultString).toContain("Vendor_Account::getBrand exists in the API but the fake server does not model it");
    expect(missing.fault?.faultString).toContain("server.inject({ service: 'Account', method: 'getBrand'");
    server.inject({ service: 'Account', method: 'getBrand', times: 1, failure: { kind: 'result', value: { id: 2, keyName: 'BRAND' } } });
    expect(await value(server, 'Vendor_Account', 'getBrand')).toEqual({ id: 2, keyName: 'BRAND' });
    server.inject({ service: 'Account', method: 'getBrand', times: 1, failure: { kind: 'result', value: (request: RecordedRequest) => [request.method] } });
    expect(await value(server, 'Vendor_Account', 'getBrand')).toEqual(['getBrand']);
  });

  it('refuses more arguments than the method takes with fault -32602', async () => {
    const result = await rpc(server, 'Vendor_Virtual_Guest', 'setTags', {
      headers: { Vendor_Virtual_GuestInitParameters: { id: 100_001 } }, args: ['a', 'b'],
    });
    expect(result.fault).toEqual({ faultCode: -32_602, faultString: 'Vendor_Virtual_Guest::setTags takes at most 1 argument(s) (tags), got 2.' });
    expect(server.state.data.virtualGuests[0]!.tagReferences.map((t) => t.tag.name)).not.toContain('a');
  });

  it('accepts a service name without the Vendor_ prefix in the path', async () => {
    expect(await value(server, 'Account', 'getObject', { headers: mask('id') })).toEqual({ id: 284_521 });
  });
});

describe('compression', () => {
  // A list of 12 guests: well over MIN_COMPRESSED_BYTES, so it is compressed when asked.
  const guestsCall = encodeMethodCall('getVirtualGuests', [{ headers: { authenticate: DEMO_AUTH } }]);

  it('gzips a response of at least MIN_COMPRESSED_BYTES when Accept-Encoding asks for gzip (zlib level 1)', async () => {
    const plain = await rawPost('/xmlrpc/v3.1/Vendor_Account', guestsCall, {});
    expect(plain.body.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES);
    const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', guestsCall, { 'accept-encoding': 'gzip, deflate, compress' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(plain.body.length / 2);
    expect(response.body[8]).toBe(4); // the gzip header's XFL byte: 4 = "fastest" (zlib level 1)
    expect(gunzipSync(response.body).equals(plain.body)).toBe(true);
  });

  it('deflates when only deflate is accepted', async () => {
    const plain = await rawPost('/xmlrpc/v3.1/Vendor_Account', guestsCall, {});
    const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', guestsCall, { 'accept-encoding': 'deflate' });
    expect(response.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(response.body).equals(plain.body)).toBe(true);
  });

  it(`sends a body under MIN_COMPRESSED_BYTES (${String(MIN_COMPRESSED_BYTES)}) plain even when gzip is asked for, as real servers do`, async () => {
    const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', accountCall, { 'accept-encoding': 'gzip, deflate, compress' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(await decodeMethodResponse(response.body)).toEqual({ id: FAKE_ACCOUNT_ID, companyName: 'Fake Company Ltd.' });
  });

  it('sends plain XML without Accept-Encoding, with identity, or with gzip;q=0', async () => {
    const variants: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0' }];
    for (const headers of variants) {
      const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', guestsCall, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString('utf8')).toContain('<methodResponse>');
    }
  });

  it('accepts a gzip-encoded request body', async () => {
    const { gzipSync } = await import('node:zlib');
    const url = new URL(server.url);
    const body = gzipSync(accountCall);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: '/xmlrpc/v3.1/Vendor_Account', method: 'POST', headers: { 'content-encoding': 'gzip' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(200);
    expect(server.state.requests.at(-1)?.method).toBe('getObject');
  });
});

describe('authentication', () => {
  it('accepts the demo user', async () => {
    expect(await value(server, 'Vendor_Account', 'getObject', { headers: mask('companyName') })).toEqual({ id: FAKE_ACCOUNT_ID, companyName: 'Fake Company Ltd.' });
  });

  it('answers a wrong key, an unknown user or a missing header with the invalid-credentials fault (HTTP 200)', async () => {
    for (const auth of [{ username: FAKE_USERNAME, apiKey: 'wrong' }, { username: 'nobody', apiKey: FAKE_API_KEY }, null]) {
      const result = await rpc(server, 'Vendor_Account', 'getObject', { auth });
      expect(result.status).toBe(200);
      expect(result.fault?.faultCode).toBe('Vendor_Exception_InvalidCredentials');
      expect(result.fault?.faultString).not.toContain(FAKE_API_KEY);
    }
  });

  it('accepts custom users and makes the first the current user', async () => {
    const custom = await startFakeServer({ users: [{ username: 'ci', apiKey: 'ci-key' }, { id: 9000, username: 'ops', apiKey: 'ops-key' }] });
    try {
      const me = await value<{ id: number; username: string }>(custom, 'Vendor_Account', 'getCurrentUser', { auth: { username: 'ops', apiKey: 'ops-key' } });
      expect(me).toMatchObject({ id: 9000, username: 'ops' });
      const demo = await rpc(custom, 'Vendor_Account', 'getObject');
      expect(demo.fault?.faultCode).toBe('Vendor_Exception_InvalidCredentials');
    } finally {
      await custom.close();
    }
  });

  it('lets calls without authenticate through when requireAuth is false', async () => {
    const open = await startFakeServer({ requireAuth: false });
    try {
      const me = await value<{ id: number }>(open, 'Vendor_Account', 'getCurrentUser', { auth: null });
      expect(me.id).toBe(FAKE_USER_ID);
      expect((await rpc(open, 'Vendor_Account', 'getObject', { auth: { username: 'x', apiKey: 'y' } })).fault?.faultCode).toBe(
        'Vendor_Exception_InvalidCredentials',
      );
    } finally {
      await open.close();
    }
  });

  it('issues a portal login token for the right password, usable as authenticate', async () => {
    const token = await value<{ userId: number; hash: string }>(server, 'Vendor_User_Customer', 'getPortalLoginToken', {
      auth: null,
      args: [FAKE_USERNAME, FAKE_PASSWORD, null, null],
    });
    expect(token.userId).toBe(FAKE_USER_ID);
    expect(token.hash).toMatch(/^[0-9a-f]{64}$/);
    const me = await value<{ username: string }>(server, 'Vendor_Account', 'getCurrentUser', {
      auth: { complexType: 'PortalLoginToken', userId: token.userId, authToken: token.hash },
    });
    expect(me.username).toBe(FAKE_USERNAME);
  });

  it('refuses a wrong password, and a token that is unknown or for another user', async () => {
    const wrong = await rpc(server, 'Vendor_User_Customer', 'getPortalLoginToken', { auth: null, args: [FAKE_USERNAME, 'nope', null, null] });
    expect(wrong.fault).toEqual({ faultCode: 'Vendor_Exception_InvalidCredentials', faultString: 'Invalid username or password.' });
    const token = await value<{ userId: number; hash: string }>(server, 'Vendor_User_Customer', 'getPortalLoginToken', {
      auth: null,
      args: [FAKE_USERNAME, FAKE_PASSWORD, null, null],
    });
    for (const auth of [
      { complexType: 'PortalLoginToken', userId: token.userId, authToken: 'f'.repeat(64) },
      { complexType: 'PortalLoginToken', userId: token.userId + 1, authToken: token.hash },
    ]) {
      const result = await rpc(server, 'Vendor_Account', 'getObject', { auth });
      expect(result.fault?.faultCode).toBe('Vendor_Exception_InvalidLegacyToken');
      expect(result.fault?.faultString).not.toContain(token.hash);
    }
  });
});

describe('result limits and totals', () => {
  it('pages list results with resultLimit and reports Vendor-Total-Items after filtering', async () => {
    const page = await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: { ...mask('id'), resultLimit: { limit: 5, offset: 10 } } });
    expect(page.headers.get('vendor-total-items')).toBe('12');
    expect(page.value).toEqual([{ id: 100_011 }, { id: 100_012 }]);
    const filtered = await rpc(server, 'Vendor_Account', 'getVirtualGuests', {
      headers: { ...mask('id'), resultLimit: { limit: 1, offset: 0 }, Vendor_AccountObjectFilter: { virtualGuests: { domain: { operation: 'example.org' } } } },
    });
    expect(filtered.headers.get('vendor-total-items')).toBe('4');
    expect(filtered.value).toEqual([{ id: 100_003 }]);
  });

  it('sends no Vendor-Total-Items for a single object', async () => {
    const result = await rpc(server, 'Vendor_Account', 'getObject');
    expect(result.headers.get('vendor-total-items')).toBeNull();
  });

  it('refuses a negative limit with fault -32602', async () => {
    const result = await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: { resultLimit: { limit: -1, offset: 0 } } });
    expect(result.fault).toMatchObject({ faultCode: -32_602, faultString: expect.stringContaining('resultLimit.limit') as unknown });
  });
});

describe('state', () => {
  it('records every decoded request with its header struct, args and lower-cased HTTP headers', async () => {
    await rpc(server, 'Vendor_Ticket', 'addUpdate', {
      headers: { Vendor_TicketInitParameters: { id: 300_001 } },
      args: [{ entry: 'hello' }],
      httpHeaders: { 'X-Trace': 'abc' },
    });
    expect(server.state.requests).toEqual([
      {
        service: 'Vendor_Ticket',
        method: 'addUpdate',
        headers: { authenticate: DEMO_AUTH, Vendor_TicketInitParameters: { id: 300_001 } },
        args: [{ entry: 'hello' }],
        httpHeaders: expect.objectContaining({ 'x-trace': 'abc', 'content-type': 'application/xml' }) as unknown,
      },
    ]);
  });

  it('serves changes made to state.data, and reset() restores the seeded data', async () => {
    server.state.data.account.companyName = 'Changed Inc.';
    expect(await value(server, 'Vendor_Account', 'getObject', { headers: mask('companyName') })).toEqual({ id: FAKE_ACCOUNT_ID, companyName: 'Changed Inc.' });
    server.state.reset();
    expect(server.state.requests).toEqual([]);
    expect(server.state.data.account.companyName).toBe('Fake Company Ltd.');
  });

  it('keeps connections alive between calls', async () => {
    const first = await rawPost('/xmlrpc/v3.1/Vendor_Account', accountCall, { connection: 'keep-alive' });
    expect(first.headers.connection).toBe('keep-alive');
  });
});

describe('close', () => {
  it('closes keep-alive connections, cancels pending delays, resolves, and leaves no server handle behind', async () => {
    const servers = (): number => process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap').length;
    const before = servers();
    const local = await startFakeServer({ latencyMs: 10_000 });
    expect(servers()).toBe(before + 1);
    const pending = rpc(local, 'Vendor_Account', 'getObject').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(servers()).toBe(before);
    expect(await pending).toBeInstanceOf(Error);
    await local.close();
  });
});

describe('CORS (option cors, default: any origin)', () => {
  const ORIGIN = 'http://127.0.0.1:5173';
  const preflight = { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };

  it('answers a preflight with 204 and the allowed method and headers', async () => {
    const response = await rawRequest(server, 'OPTIONS', '/xmlrpc/v3.1/Vendor_Account', '', preflight);
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('POST');
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
    expect(server.state.requests).toHaveLength(0);
  });

  it('lets a page read the answer and the list total of a cross-origin POST', async () => {
    const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', accountCall, { origin: ORIGIN });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toBe('Vendor-Total-Items');
  });

  it('sends no CORS header to a same-origin (no Origin) request', async () => {
    const response = await rawPost('/xmlrpc/v3.1/Vendor_Account', accountCall, {});
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the named origin when cors is a string', async () => {
    const strict = await startFakeServer({ cors: ORIGIN });
    try {
      const allowed = await rawRequest(strict, 'OPTIONS', '/xmlrpc/v3.1/Vendor_Account', '', preflight);
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(allowed.headers.vary).toBe('Origin');
      const other = await rawRequest(strict, 'OPTIONS', '/xmlrpc/v3.1/Vendor_Account', '', { ...preflight, origin: 'http://evil.test' });
      expect(other.status).toBe(405);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('refuses preflights and sends no CORS header when cors is false', async () => {
    const closed = await startFakeServer({ cors: false });
    try {
      const response = await rawRequest(closed, 'OPTIONS', '/xmlrpc/v3.1/Vendor_Account', '', preflight);
      expect(response.status).toBe(405);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await closed.close();
    }
  });

  it('rejects a cors option that is not a boolean or an origin', async () => {
    await expect(startFakeServer({ cors: 'not an origin' })).rejects.toThrow(/option cors must be true, false or an origin/);
  });
});
