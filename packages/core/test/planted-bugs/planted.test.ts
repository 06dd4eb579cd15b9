/**
 * Issue 27 item 12: bugs planted in the REST and exchange code that no test caught. Each test here
 * fails with its bug planted: the REST `objectFilter` sent without percent-encoding (`& # + %` in a
 * filter value), the REST id segment sent without encoding, and `maxBytes` off by one (a body of
 * exactly `maxBytes` must pass, one byte more must fail) — on both transports, through each way a
 * body is read (whole by `Content-Length`, streamed by `Content-Length`, chunked, gzip), against
 * servers on 127.0.0.1. (The `tls` option through a CONNECT proxy is `tls-proxy.test.ts`.)
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Client, ParseError, type Transport } from '../../src/node.js';
import { createRestTransport, createXmlRpcTransport, fetchSender } from '../../src/wire.js';
import { useTestServers, type TestServer } from '../../src/test-support/test-server.js';
import { failure } from '../support/failure.js';

const serve = useTestServers();

describe('the REST objectFilter is percent-encoded: the server receives the exact filter', () => {
  it.each(['a&b=c', 'x#y', '1+2 3', '100%', '%2B%26', 'a&objectMask=mask[id]#+%'])('a filter value %j', async (operation) => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
    });
    const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}/rest/v3.1`, transport: 'rest' });
    const filter = { virtualGuests: { hostname: { operation } } };
    expect(await client.call('Account', 'getVirtualGuests', { filter })).toEqual([]);
    const [received] = server.requests;
    const query = new URL(received?.url ?? '', 'http://x').searchParams;
    expect(query.get('objectFilter')).toBe(JSON.stringify(filter));
    expect([...query.keys()]).toEqual(['objectFilter']);
    // On the wire: every reserved character of the value as its escape.
    const raw = (received?.url ?? '').split('objectFilter=')[1] ?? '';
    expect(raw).not.toMatch(/[&#+ ]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(raw)).toBe(JSON.stringify(filter));
  });
});

describe('the REST id is one percent-encoded path segment', () => {
  it('an id string with reserved characters (a:b@c+d~e.f_g-h) is sent encoded, to the right target', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('true');
    });
    const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}/rest/v3.1`, transport: 'rest' });
    expect(await client.call('Virtual_Guest', 'deleteObject', { id: 'a:b@c+d~e.f_g-h' })).toBe(true);
    expect(server.requests[0]?.url).toBe('/rest/v3.1/Vendor_Virtual_Guest/a%3Ab%40c%2Bd~e.f_g-h/deleteObject.json');
  });

  it("an id that could not stay one segment ('a/b c') is refused, nothing sent", async () => {
    const server = await serve((_request, response) => {
      response.end('true');
    });
    const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}/rest/v3.1`, transport: 'rest' });
    await expect(client.call('Virtual_Guest', 'deleteObject', { id: 'a/b c' })).rejects.toThrow(/^Call option "id" must be .*, got "a\/b c"$/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('maxBytes is the largest body accepted: exactly maxBytes passes, one more byte fails', () => {
  type Wire = 'rest' | 'xmlrpc';
  type Mode = 'length' | 'chunked' | 'gzip';

  const HEAD = { rest: '"', xmlrpc: '<?xml version="1.0"?><methodResponse><params><param><value><string>' };
  const TAIL = { rest: '"', xmlrpc: '</string></value></param></params></methodResponse>' };
  /** The length of the string a body of `size` bytes holds. */
  const content = (wire: Wire, size: number): number => size - HEAD[wire].length - TAIL[wire].length;

  /** A successful answer of exactly `size` bytes (ASCII): a JSON string, or an XML-RPC string response. */
  function body(wire: Wire, size: number): string {
    return `${HEAD[wire]}${'x'.repeat(content(wire, size))}${TAIL[wire]}`;
  }

  /** A server answering `body(wire, size)` for a request to `/<size>/…`, with its length, chunked or gzipped. */
  function bodies(wire: Wire, mode: Mode): Promise<TestServer> {
    return serve((request, response) => {
      const size = Number(request.url.split('/')[1]);
      const text = body(wire, size);
      const type = wire === 'rest' ? 'application/json' : 'text/xml';
      if (mode === 'length') {
        response.writeHead(200, { 'content-type': type, 'content-length': String(text.length) });
        response.end(text);
      } else if (mode === 'chunked') {
        response.writeHead(200, { 'content-type': type });
        const third = Math.floor(text.length / 3);
        response.write(text.slice(0, third));
        response.write(text.slice(third, 2 * third));
        response.end(text.slice(2 * third));
      } else {
        const zipped = gzipSync(text);
        response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': String(zipped.length) });
        response.end(zipped);
      }
    });
  }

  const transports: [string, Wire, (maxBytes: number) => Transport | Wire][] = [
    ['REST, the default transport (Node fast path)', 'rest', () => 'rest'],
    ['XML-RPC, the default transport (Node fast path)', 'xmlrpc', () => 'xmlrpc'],
    ['REST over fetch', 'rest', (maxBytes) => createRestTransport({ maxBytes, sender: fetchSender() })],
    ['XML-RPC over fetch', 'xmlrpc', (maxBytes) => createXmlRpcTransport({ maxBytes, sender: fetchSender() })],
  ];

  describe.each(transports)('%s', (_name, wire, make) => {
    // 1,000 bytes: read whole; 100,000 bytes: past the 64 KiB of a whole read, streamed.
    it.each<[Mode, number]>([
      ['length', 1_000],
      ['length', 100_000],
      ['chunked', 1_000],
      ['chunked', 100_000],
      ['gzip', 1_000],
      ['gzip', 100_000],
    ])('%s, maxBytes %d', async (mode, maxBytes) => {
      const server = await bodies(wire, mode);
      const at = (size: number): Client => {
        const transport = make(maxBytes);
        return new Client({
          username: 'u',
          apiKey: 'k-123456',
          endpointUrl: `${server.url}/${String(size)}/${wire === 'rest' ? 'rest' : 'xmlrpc'}/v3.1`,
          transport,
          ...(typeof transport === 'string' ? { maxBytes } : {}),
        });
      };
      const exact = await at(maxBytes).untyped.call('Account', 'getObject');
      expect(exact).toBe('x'.repeat(content(wire, maxBytes)));
      const over = await failure(at(maxBytes + 1).untyped.call('Account', 'getObject'));
      expect(over).toBeInstanceOf(ParseError);
      expect(over.message).toMatch(new RegExp(`^Response body( of ${String(maxBytes + 1)} bytes)? exceeds the limit of ${String(maxBytes)} bytes: `));
    });
  });
});
