import { decodeMethodResponse, encodeMethodCall, isXmlRpcDecodeError } from '@svclib/xmlrpc';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from './fake-server.js';
import { DEMO_AUTH, mask, rpc, value } from '../test-client.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.clearInjections();
  server.state.reset();
});

const body = encodeMethodCall('getObject', [{ headers: { authenticate: DEMO_AUTH, ...mask('id') } }]);
const post = (signal?: AbortSignal): Promise<Response> =>
  fetch(`${server.url}/Vendor_Account`, { method: 'POST', body, headers: { 'accept-encoding': 'identity' }, signal });

describe('failure rules', () => {
  it('fault: answers the matching call with the fault `times` times, then normally', async () => {
    server.inject({ service: 'Account', method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: -32_500, faultString: 'busy' } });
    expect((await rpc(server, 'Vendor_Account', 'getObject')).fault).toEqual({ faultCode: -32_500, faultString: 'busy' });
    expect(await value(server, 'Vendor_Account', 'getObject', { headers: mask('id') })).toEqual({ id: 284_521 });
    expect(server.state.requests).toHaveLength(2);
  });

  it('matches by service, method and `when`, and leaves other calls alone', async () => {
    server.inject({
      method: 'getVirtualGuests',
      when: (request) => request.headers.resultLimit !== undefined,
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: 'paged' },
    });
    expect((await rpc(server, 'Vendor_Account', 'getVirtualGuests', { headers: { resultLimit: { limit: 1, offset: 0 } } })).fault?.faultString).toBe('paged');
    expect((await rpc(server, 'Vendor_Account', 'getVirtualGuests')).fault).toBeUndefined();
    expect((await rpc(server, 'Vendor_Ticket_Subject', 'getAllObjects', { headers: { resultLimit: { limit: 1, offset: 0 } } })).fault).toBeUndefined();
  });

  it('http: answers with the status and a non-XML body', async () => {
    server.inject({ failure: { kind: 'http', status: 502, body: '<html>bad gateway</html>', headers: { 'retry-after': '1' } } });
    const response = await post();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.text()).toBe('<html>bad gateway</html>');
  });

  it('drop: destroys the connection without an answer', async () => {
    server.inject({ times: 1, failure: { kind: 'drop' } });
    await expect(post()).rejects.toThrow('fetch failed');
    expect((await post()).status).toBe(200);
  });

  it('truncate: sends part of the body under the full Content-Length, then closes', async () => {
    server.inject({ failure: { kind: 'truncate', bytes: 40 } });
    const response = await post();
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(40);
    await expect(response.text()).rejects.toThrow();
  });

  it('malformed: answers HTTP 200 with a body the codec rejects', async () => {
    server.inject({ failure: { kind: 'malformed' } });
    const response = await post();
    expect(response.status).toBe(200);
    const error: unknown = await decodeMethodResponse(await response.text()).catch((e: unknown) => e);
    expect(isXmlRpcDecodeError(error)).toBe(true);
  });

  it('slowHeaders: delays the whole answer (a client timeout fires first)', async () => {
    server.inject({ failure: { kind: 'slowHeaders', delayMs: 300 } });
    await expect(post(AbortSignal.timeout(50))).rejects.toThrow(/abort|timeout/i);
    const started = Date.now();
    const response = await post();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(await decodeMethodResponse(await response.text())).toEqual({ id: 284_521 });
  });

  it('slowBody: sends headers at once, then trickles a complete body', async () => {
    server.inject({ failure: { kind: 'slowBody', chunkSize: 64, intervalMs: 20 } });
    const started = Date.now();
    const response = await post();
    const headersAfter = Date.now() - started;
    const text = await response.text();
    const bodyAfter = Date.now() - started;
    expect(headersAfter).toBeLessThan(bodyAfter);
    expect(bodyAfter).toBeGreaterThanOrEqual(Math.floor(text.length / 64) * 20 - 10);
    expect(await decodeMethodResponse(text)).toEqual({ id: 284_521 });
  });

  it('refuses a rule without a known failure kind with a TypeError', () => {
    expect(() => server.inject({ failure: { kind: 'explode' } as never })).toThrow(
      'Failure rule needs failure.kind, one of fault, http, drop, truncate, malformed, slowHeaders, slowBody, result; got "explode".',
    );
  });
});

describe('options', () => {
  it('faults and inject hook from the options apply, rules first', async () => {
    const local = await startFakeServer({
      faults: [{ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 1, faultString: 'rule' } }],
      inject: (request) => (request.method === 'getObject' ? { kind: 'fault', faultCode: 2, faultString: 'hook' } : undefined),
    });
    try {
      expect((await rpc(local, 'Vendor_Account', 'getObject')).fault?.faultString).toBe('rule');
      expect((await rpc(local, 'Vendor_Account', 'getObject')).fault?.faultString).toBe('hook');
      expect((await rpc(local, 'Vendor_Account', 'getUsers')).fault).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it('latencyMs delays every answer', async () => {
    const local = await startFakeServer({ latencyMs: 120 });
    try {
      const started = Date.now();
      await value(local, 'Vendor_Account', 'getObject');
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    } finally {
      await local.close();
    }
  });

  it('refuses unknown options and bad values with a TypeError naming them', async () => {
    await expect(startFakeServer({ latency: 5 } as never)).rejects.toThrow('Unknown startFakeServer options: latency.');
    await expect(startFakeServer({ latencyMs: -1 })).rejects.toThrow('startFakeServer option latencyMs must be a non-negative number, got -1.');
    await expect(startFakeServer({ counts: { virtualGuests: 1.5 } })).rejects.toThrow('startFakeServer counts.virtualGuests must be an integer');
  });
});
