/**
 * The fake server at the exact edges of its limits, and its CORS answers with one allowed origin
 * (`Vary: Origin` on every answer). Against the server on 127.0.0.1, with raw `node:http` requests
 * so that headers and framing are exactly what a test says.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { encodeMethodCall } from '@svclib/xmlrpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../src/http/fake-server.js';
import { DEMO_AUTH, rpc, validMaskOf } from '../src/test-client.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request; `body` is sent with Content-Length unless `chunked`, then in 64 KiB chunks. */
function raw(url: string, method: string, headers: Record<string, string | number>, body: Buffer | string, chunked = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body);
    const all = chunked ? { ...headers, 'transfer-encoding': 'chunked' } : { ...headers, 'content-length': bytes.length };
    const req = httpRequest(url, { method, headers: all }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    for (let at = 0; at < bytes.length; at += 65_536) req.write(bytes.subarray(at, at + 65_536));
    req.end();
  });
}

/** A valid `getObject` call padded with trailing whitespace to exactly `size` bytes. */
function callOfSize(size: number): Buffer {
  const call = encodeMethodCall('getObject', [{ headers: { authenticate: DEMO_AUTH } }]);
  expect(call.length).toBeLessThan(size);
  return Buffer.from(call + '\n'.repeat(size - Buffer.byteLength(call)));
}

const CAP = 1024 * 1024; // 1 MiB
const ORIGIN = 'http://127.0.0.1:5173';
let capped: FakeServer;
let oneOrigin: FakeServer;
let anyOrigin: FakeServer;
beforeAll(async () => {
  [capped, oneOrigin, anyOrigin] = await Promise.all([
    startFakeServer({ maxBodyBytes: CAP }),
    startFakeServer({ cors: ORIGIN }),
    startFakeServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([capped.close(), oneOrigin.close(), anyOrigin.close()]);
});

describe('the body cap at its exact edge (maxBodyBytes 1 MiB)', () => {
  const url = (): string => `${capped.url}/Vendor_Account`;
  const xml = { 'content-type': 'text/xml' };

  it('accepts a body of exactly maxBodyBytes with Content-Length, and refuses one byte more with 413', async () => {
    expect((await raw(url(), 'POST', xml, callOfSize(CAP))).status).toBe(200);
    const over = await raw(url(), 'POST', xml, callOfSize(CAP + 1));
    expect(over.status).toBe(413);
    expect(over.body).toContain('at most 1048576 bytes');
  });

  it('accepts a chunked body of exactly maxBodyBytes, and refuses one byte more with 413', async () => {
    expect((await raw(url(), 'POST', xml, callOfSize(CAP), true)).status).toBe(200);
    expect((await raw(url(), 'POST', xml, callOfSize(CAP + 1), true)).status).toBe(413);
  });

  it('counts a gzip body by its decompressed size, at the edge too', async () => {
    const gzip = { ...xml, 'content-encoding': 'gzip' };
    expect((await raw(url(), 'POST', gzip, gzipSync(callOfSize(CAP)))).status).toBe(200);
    expect((await raw(url(), 'POST', gzip, gzipSync(callOfSize(CAP + 1)))).status).toBe(413);
  });

  it('defaults to 16 MiB', async () => {
    const big = `${anyOrigin.url}/Vendor_Account`;
    expect((await raw(big, 'POST', xml, callOfSize(16 * 1024 * 1024))).status).toBe(200);
    expect((await raw(big, 'POST', xml, callOfSize(16 * 1024 * 1024 + 1))).status).toBe(413);
  });
});

describe('filter and mask limits at their exact edge', () => {
  /** A filter of `count` property names under `virtualGuests` (unknown names filter nothing out). */
  const flatFilter = (count: number): Record<string, unknown> => {
    const filter: Record<string, unknown> = { id: { operation: 'not null' } };
    for (let i = 1; i < count; i += 1) filter[`p${i}`] = { operation: 'is null' };
    return { virtualGuests: filter };
  };
  const guests = (filter: unknown) =>
    rpc(anyOrigin, 'Vendor_Account', 'getVirtualGuests', { headers: { Vendor_AccountObjectFilter: filter } });

  it('answers a filter of exactly 1000 property names under the list, and faults -32602 at 1001', async () => {
    const at = await guests(flatFilter(1000));
    expect(at.fault).toBeUndefined();
    expect((at.value as unknown[]).length).toBeGreaterThan(0);
    const over = await guests(flatFilter(1001));
    expect(over.fault?.faultCode).toBe(-32_602);
    expect(over.fault?.faultString).toBe('Invalid object filter: more than 1000 properties.');
  });

  it('answers a filter nested exactly 32 levels deep, and faults at 33', async () => {
    const nested = (depth: number): Record<string, unknown> => {
      let level: Record<string, unknown> = { id: { operation: 'not null' } };
      for (let i = 1; i < depth; i += 1) level = { datacenter: level };
      return { virtualGuests: level };
    };
    expect((await guests(nested(32))).fault).toBeUndefined();
    const over = await guests(nested(33));
    expect(over.fault?.faultCode).toBe(-32_602);
    expect(over.fault?.faultString).toMatch(/nested deeper than 32 levels/);
  });

  it('answers a mask of exactly 2000 property names, and faults at 2001', async () => {
    // Names of the API's Account (and its relations): the fake refuses a name the type lacks.
    const at = await rpc(anyOrigin, 'Vendor_Account', 'getObject', { headers: { Vendor_AccountObjectMask: { mask: validMaskOf('Account', 2000) } } });
    expect(at.fault).toBeUndefined();
    const over = await rpc(anyOrigin, 'Vendor_Account', 'getObject', { headers: { Vendor_AccountObjectMask: { mask: validMaskOf('Account', 2001) } } });
    expect(over.fault?.faultCode).toBe(-32_602);
    expect(over.fault?.faultString).toMatch(/more than 2000 properties/);
  });
});

describe('CORS with one allowed origin: Vary: Origin on every answer', () => {
  const call = encodeMethodCall('getObject', [{ headers: { authenticate: DEMO_AUTH } }]);
  /** Every Vary token of an answer, lower-cased. */
  const vary = (answer: RawAnswer): string[] =>
    String(answer.headers.vary ?? '').split(',').map((token) => token.trim().toLowerCase()).filter(Boolean);

  it('on a POST from the allowed origin, together with Accept-Encoding (a large gzip answer)', async () => {
    const answer = await raw(`${oneOrigin.url}/Vendor_Account`, 'POST', { origin: ORIGIN, 'accept-encoding': 'gzip' },
      encodeMethodCall('getVirtualGuests', [{ headers: { authenticate: DEMO_AUTH } }]));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(vary(answer)).toEqual(['origin', 'accept-encoding']);
  });

  it.each([
    ['another origin', { origin: 'http://evil.test' }],
    ['no Origin at all', {}],
  ])('on a POST with %s (which gets no CORS headers)', async (_name, headers) => {
    const answer = await raw(`${oneOrigin.url}/Vendor_Account`, 'POST', headers, call);
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(vary(answer)).toContain('origin');
  });

  it('on a preflight, a 404, a 405, a 413 and an injected HTTP error', async () => {
    const preflight = await raw(`${oneOrigin.url}/Vendor_Account`, 'OPTIONS', { origin: ORIGIN, 'access-control-request-method': 'POST' }, '');
    expect(preflight.status).toBe(204);
    expect(vary(preflight)).toContain('origin');
    const missing = await raw(`${oneOrigin.url.replace('/xmlrpc/v3.1', '')}/nowhere`, 'POST', { origin: ORIGIN }, call);
    expect(missing.status).toBe(404);
    expect(vary(missing)).toContain('origin');
    const get = await raw(`${oneOrigin.url}/Vendor_Account`, 'GET', { origin: 'http://evil.test' }, '');
    expect(get.status).toBe(405);
    expect(vary(get)).toContain('origin');
    const huge = await raw(`${oneOrigin.url}/Vendor_Account`, 'POST', { origin: ORIGIN }, callOfSize(16 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect(vary(huge)).toContain('origin');
    oneOrigin.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 503 } });
    const failed = await raw(`${oneOrigin.url}/Vendor_Account`, 'POST', { origin: ORIGIN }, call);
    expect(failed.status).toBe(503);
    expect(vary(failed)).toContain('origin');
  });

  it('any origin (the default) answers with * and needs no Vary: Origin', async () => {
    const answer = await raw(`${anyOrigin.url}/Vendor_Account`, 'POST', { origin: ORIGIN }, call);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(vary(answer)).toEqual(['accept-encoding']);
  });
});
