/**
 * Numbers from headers: only a plain decimal `Vendor-Total-Items` counts. `0x10` or `1e1` read as 16
 * or 10 would make concurrent paging stop early and skip items; garbage is ignored, and paging goes
 * on page by page until a short page. Unit tests, and paging against a purpose-built server on
 * 127.0.0.1 that sends such headers.
 */
import { decodeMethodCall, encodeMethodResponse } from '@svclib/xmlrpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, totalItems } from '../../src/node.js';
import { headerCount } from '../../src/request/total-items.js';
import { startTestServer, type TestServer } from '../../src/test-support/test-server.js';

describe('headerCount', () => {
  it.each(['0', '7', '120', '007', '9007199254740991'])('counts plain decimal %j', (text) => {
    expect(headerCount(text)).toBe(Number(text));
  });

  it.each(['0x10', '0X10', '1e1', '1E3', ' 12', '12 ', '+3', '-1', '12abc', '1.0', '1_000', '0b11', '0o7', '', '٣', 'Infinity', '9007199254740992', '99999999999999999999'])(
    'ignores %j',
    (text) => {
      expect(headerCount(text)).toBeUndefined();
    },
  );
});

const ITEMS = 1_000;
/** What the server sends as `Vendor-Total-Items`, set per test. */
let header = '';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const call = await decodeMethodCall(request.body);
    const headers = (call.params[0] as { headers: { resultLimit?: { limit: number; offset: number } } }).headers;
    const { limit = ITEMS, offset = 0 } = headers.resultLimit ?? {};
    const page = Array.from({ length: Math.max(0, Math.min(limit, ITEMS - offset)) }, (_, index) => ({ id: offset + index + 1 }));
    response.writeHead(200, { 'content-type': 'text/xml', 'vendor-total-items': header });
    response.end(encodeMethodResponse(page));
  });
});
afterAll(() => server.close());

describe('concurrent paging with odd Vendor-Total-Items headers (real server)', () => {
  const client = (): Client => new Client({ username: 'u', apiKey: 'k', endpointUrl: server.url });

  it.each(['0x10', '1e1', '1e3', '+3', '12abc', '99999999999999999999', '0x3e8'])('with %j yields all 1,000 items in order', async (value) => {
    header = value;
    const ids: (number | undefined)[] = [];
    for await (const item of client().iterCall('Account', 'getVirtualGuests', { chunk: 100, concurrency: 4 })) ids.push(item.id);
    expect(ids).toEqual(Array.from({ length: ITEMS }, (_, index) => index + 1));
  });

  it('a single call reports no total for such a header, and the plain one for 1000', async () => {
    header = '0x10';
    expect(totalItems(await client().call('Account', 'getVirtualGuests', { limit: 5 }))).toBeUndefined();
    header = '1000';
    expect(totalItems(await client().call('Account', 'getVirtualGuests', { limit: 5 }))).toBe(1000);
  });
});
