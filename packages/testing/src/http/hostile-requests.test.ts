import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMethodCall } from '@svclib/xmlrpc';
import { startFakeServer, type FakeServer } from './fake-server.js';
import { MAX_FILTER_DEPTH, MAX_FILTER_PROPERTIES } from '../engine/object-filter.js';
import { MAX_MASK_DEPTH, MAX_MASK_PROPERTIES, parseStringMask } from '../engine/object-mask.js';
import { DEMO_AUTH, mask, rpc, validMaskOf } from '../test-client.js';
import { EXCERPT_LENGTH, MAX_FAULT_STRING } from '../engine/values.js';

const TWO_MB = 2 * 1024 * 1024;
/** A bound no linear evaluation comes near even on a loaded machine; a quadratic one (or a hang) passes it. */
const GENEROUS_MS = 20_000;

/** Status and body of a raw POST whose headers are sent first and whose body is written by `write`. */
function rawPost(url: string, headers: Record<string, string | number>, write: (req: ReturnType<typeof httpRequest>) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    write(req);
  });
}

let server: FakeServer;
let big: FakeServer;
beforeAll(async () => {
  server = await startFakeServer({ maxBodyBytes: 64 * 1024 });
  big = await startFakeServer({ maxBodyBytes: 64 * 1024 * 1024 });
});
afterAll(async () => {
  await server.close();
  await big.close();
});

describe('request body cap', () => {
  it('answers 413 to a declared oversize body before reading it', async () => {
    const result = await rawPost(`${server.url}/Vendor_Account`, { 'content-type': 'application/xml', 'content-length': 1_000_000_000 }, (req) => {
      req.write('<?xml version="1.0"?>'); // the rest is never sent: the answer must come anyway
    });
    expect(result.status).toBe(413);
    expect(result.body).toContain('at most 65536 bytes');
  });

  it('answers 413 to a chunked body that grows past the cap', async () => {
    const body = encodeMethodCall('getObject', [{ headers: { authenticate: DEMO_AUTH } }, 'x'.repeat(200_000)]);
    const result = await rawPost(`${server.url}/Vendor_Account`, { 'content-type': 'application/xml', 'transfer-encoding': 'chunked' }, (req) => {
      req.end(body);
    });
    expect(result.status).toBe(413);
  });

  it('counts decompressed bytes: a small gzip body that inflates past the cap is 413', async () => {
    const body = gzipSync(encodeMethodCall('getObject', [{ headers: { authenticate: DEMO_AUTH } }, ' '.repeat(5_000_000)]));
    expect(body.length).toBeLessThan(64 * 1024);
    const result = await rawPost(`${server.url}/Vendor_Account`, { 'content-type': 'application/xml', 'content-encoding': 'gzip', 'content-length': body.length }, (req) => {
      req.end(body);
    });
    expect(result.status).toBe(413);
  });

  it('still answers bodies under the cap, and stays up after refusing', async () => {
    const result = await rpc(server, 'Vendor_Account', 'getObject', { headers: mask('companyName') });
    expect(result.value).toEqual({ id: 284_521, companyName: 'Fake Company Ltd.' });
  });
});

describe('masks and filters of hostile size', () => {
  it('refuses a 2 MB mask with fault -32602 after a bounded amount of parsing', async () => {
    const names = Array.from({ length: TWO_MB / 8 }, (_, i) => `p${String(i).padStart(6, '0')}`).join(',');
    const started = Date.now();
    const result = await rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: mask(`mask[${names}]`) });
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);
    expect(result.fault?.faultCode).toBe(-32_602);
    expect(result.fault?.faultString).toContain(`more than ${MAX_MASK_PROPERTIES} properties`);
  });

  it('answers a mask of the largest allowed size over a whole list (checking and projection are linear in the mask)', async () => {
    // All valid names, so the whole mask is checked and applied to every guest.
    const items = validMaskOf('Virtual_Guest', MAX_MASK_PROPERTIES);
    const started = Date.now();
    const guests = await rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: mask(items) });
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);
    expect(guests.fault).toBeUndefined();
    expect((guests.value as unknown[]).length).toBeGreaterThan(10);
    expect((guests.value as Record<string, unknown>[])[0]).toMatchObject({ id: 100_001, hostname: 'web01', datacenter: { name: 'dal10' } });
  });

  it('refuses a mask of the largest allowed size of names the type lacks at the first one, quickly', async () => {
    const names = ['id', ...Array.from({ length: MAX_MASK_PROPERTIES - 1 }, (_, i) => `unknownName${i}`)].join(', ');
    const started = Date.now();
    const guests = await rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: mask(names) });
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);
    expect(guests.fault).toEqual({ faultCode: 'Vendor_Exception_WebService_ObjectMask', faultString: "Property 'unknownName0' not valid for 'Vendor_Virtual_Guest'." });
  });

  it(`refuses masks nested deeper than ${MAX_MASK_DEPTH} levels with fault -32602, not an internal error`, async () => {
    for (const depth of [MAX_MASK_DEPTH + 1, 100_000]) {
      const text = `${'a['.repeat(depth)}id${']'.repeat(depth)}`;
      const result = await rpc(big, 'Vendor_Account', 'getObject', { headers: mask(text) });
      expect(result.fault?.faultCode).toBe(-32_602);
      expect(result.fault?.faultString).toContain(`nested deeper than ${MAX_MASK_DEPTH} levels`);
    }
    const dotted = Array.from({ length: MAX_MASK_DEPTH + 1 }, () => 'a').join('.');
    expect(() => parseStringMask(dotted)).toThrow(/nested deeper/);
    expect(parseStringMask(Array.from({ length: MAX_MASK_DEPTH }, () => 'a').join('.')).size).toBe(1);
  });

  it('refuses an object mask nested too deep with fault -32602', async () => {
    let objectMask: Record<string, unknown> = { id: null };
    for (let i = 0; i < MAX_MASK_DEPTH + 1; i += 1) objectMask = { datacenter: objectMask };
    const result = await rpc(big, 'Vendor_Account', 'getObject', { headers: { Vendor_AccountObjectMask: { mask: objectMask } } });
    expect(result.fault?.faultCode).toBe(-32_602);
  });

  it('refuses a 2 MB filter with fault -32602', async () => {
    const filter: Record<string, unknown> = {};
    for (let i = 0; i < TWO_MB / 64; i += 1) filter[`p${i}`] = { operation: 'is null' };
    const started = Date.now();
    const result = await rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: { Vendor_AccountObjectFilter: { virtualGuests: filter } } });
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);
    expect(result.fault?.faultCode).toBe(-32_602);
    expect(result.fault?.faultString).toContain(`more than ${MAX_FILTER_PROPERTIES} properties`);
  });

  it('answers an "in" filter with a 2 MB list of candidates (one set lookup per record)', async () => {
    const data = Array.from({ length: TWO_MB / 16 }, (_, i) => `no-such-host-${i}`);
    data.push('WEB01');
    const started = Date.now();
    const result = await rpc(big, 'Vendor_Account', 'getVirtualGuests', {
      headers: { ...mask('hostname'), Vendor_AccountObjectFilter: { virtualGuests: { hostname: { operation: 'in', options: [{ name: 'data', value: data }] } } } },
    });
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);
    expect(result.value).toEqual([{ id: 100_001, hostname: 'web01' }]);
  });

  it('refuses a filter nested or dotted deeper than the limit with fault -32602', async () => {
    const dotted = { [Array.from({ length: 100_000 }, () => 'a').join('.')]: { operation: 1 } };
    let nested: Record<string, unknown> = { id: { operation: 1 } };
    for (let i = 0; i < MAX_FILTER_DEPTH + 1; i += 1) nested = { datacenter: nested };
    const deepDots = { [Array.from({ length: MAX_FILTER_DEPTH + 1 }, () => 'a').join('.')]: { operation: 1 } };
    for (const filter of [dotted, nested, deepDots]) {
      const result = await rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: { Vendor_AccountObjectFilter: { virtualGuests: filter } } });
      expect(result.fault?.faultCode).toBe(-32_602);
    }
  });
});

describe('fault strings echo only a short excerpt of the request', () => {
  const long = 'A'.repeat(100_000);
  const cases: { name: string; call: () => ReturnType<typeof rpc> }[] = [
    { name: 'an unknown method', call: () => rpc(big, 'Vendor_Account', `get${long}`) },
    { name: 'a mask that does not parse', call: () => rpc(big, 'Vendor_Account', 'getObject', { headers: mask(`id, ${long}!`) }) },
    {
      name: 'an unknown filter operation',
      call: () => rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: { Vendor_AccountObjectFilter: { virtualGuests: { hostname: { operation: `>= ${long}` } } } } }),
    },
    { name: 'a bad init parameter', call: () => rpc(big, 'Vendor_Virtual_Guest', 'getObject', { headers: { Vendor_Virtual_GuestInitParameters: { id: long } } }) },
    { name: 'a long filter property name', call: () => rpc(big, 'Vendor_Account', 'getVirtualGuests', { headers: { Vendor_AccountObjectFilter: { virtualGuests: { [long]: { operation: 1 } } } } }) },
  ];
  it.each(cases)('$name', async ({ call }) => {
    const result = await call();
    expect(result.fault).toBeDefined();
    expect(result.fault!.faultString.length).toBeLessThanOrEqual(MAX_FAULT_STRING);
    expect(result.fault!.faultString).not.toContain('A'.repeat(EXCERPT_LENGTH + 1));
  });
});
