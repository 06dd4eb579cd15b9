/**
 * Issue 27 item 4 (data loss): `iterPages` trusted a reported total below what the first full page
 * already held — total "5" with chunk 10 yielded 10 of 25 items and stopped silently. Against a
 * purpose-built server on 127.0.0.1 that honours `resultLimit` but reports a lying
 * `Vendor-Total-Items`, over both transports, through `iterPages` and `iterCall`: every item comes,
 * in order, each once.
 */
import { encodeMethodResponse } from '@svclib/xmlrpc';
import { describe, expect, it } from 'vitest';
import { Client } from '../../src/node.js';
import { useTestServers, type TestServer } from '../../src/test-support/test-server.js';

const serve = useTestServers();

/** `[offset, limit]` of a received request, from the REST query or the XML-RPC `resultLimit` header. */
function pageOf(url: string, body: string): [number, number] {
  if (url.startsWith('/rest/')) {
    const [offset, limit] = (new URL(url, 'http://x').searchParams.get('resultLimit') ?? '0,0').split(',').map(Number);
    return [offset ?? 0, limit ?? 0];
  }
  const limit = /<name>limit<\/name><value><int>(\d+)<\/int>/.exec(body)?.[1];
  const offset = /<name>offset<\/name><value><int>(\d+)<\/int>/.exec(body)?.[1];
  return [Number(offset), Number(limit)];
}

/** A server of `count` items `{ id }` that honours the page asked for and reports `reported` as the total. */
function lyingServer(count: number, reported: number): Promise<TestServer> {
  return serve((request, response) => {
    const [offset, limit] = pageOf(request.url, request.body.toString('utf8'));
    const items = Array.from({ length: Math.max(0, Math.min(count, offset + limit) - offset) }, (_, index) => ({ id: offset + index }));
    const rest = request.url.startsWith('/rest/');
    response.writeHead(200, { 'content-type': rest ? 'application/json' : 'text/xml', 'vendor-total-items': String(reported) });
    response.end(rest ? JSON.stringify(items) : encodeMethodResponse(items));
  });
}

const ids = (count: number): { id: number }[] => Array.from({ length: count }, (_, id) => ({ id }));

describe.each([
  ['rest', '/rest/v3.1'],
  ['xmlrpc', '/xmlrpc/v3.1'],
] as const)('a lying Vendor-Total-Items over %s', (wire, base) => {
  const clientOf = (server: TestServer): Client =>
    new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}${base}`, transport: wire });

  it('total "5", chunk 10, 25 items: iterPages yields all three pages', async () => {
    const server = await lyingServer(25, 5);
    const pages = [];
    for await (const page of clientOf(server).untyped.iterPages('Account', 'getVirtualGuests', { chunk: 10, concurrency: 4 })) pages.push(page);
    expect(pages.map((page) => [page.offset, page.items.length, page.total])).toEqual([[0, 10, 5], [10, 10, 5], [20, 5, 5]]);
    expect(pages.flatMap((page) => page.items)).toEqual(ids(25));
    expect(server.requests.map((request) => pageOf(request.url, request.body.toString('utf8')))).toEqual([[0, 10], [10, 10], [20, 10]]);
  });

  it.each([
    [5, 25],
    [0, 25],
    [20, 25],
    [30, 45],
  ])('total %d with %d items: iterCall yields every item in order, each once', async (reported, count) => {
    const server = await lyingServer(count, reported);
    const items: unknown[] = [];
    for await (const item of clientOf(server).untyped.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 3 })) items.push(item);
    expect(items).toEqual(ids(count));
    const offsets = server.requests.map((request) => pageOf(request.url, request.body.toString('utf8'))[0]);
    expect([...offsets].sort((a, b) => a - b)).toEqual(Array.from({ length: Math.floor(count / 10) + 1 }, (_, page) => page * 10));
  });

  it('an honest total still ends at the short page with no request more than before', async () => {
    const server = await lyingServer(25, 25);
    const items: unknown[] = [];
    for await (const item of clientOf(server).untyped.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 3 })) items.push(item);
    expect(items).toEqual(ids(25));
    expect(server.requests).toHaveLength(3);
  });
});
