/**
 * Hostile responses through the full Client, over real HTTP: entity-expansion ("billion laughs")
 * and external-entity (XXE) documents, 100,000-deep nesting, a 1 GB body generated on the fly, and
 * a gzip bomb. Each is refused quickly, with bounded memory, as a typed error with a useful message.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, NotWellFormed, ParseError } from '../../src/node.js';
import { writeWhileRead } from '../../src/test-support/test-server.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let handler: Handler = (_request, response) => response.end();
let url: string;
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => handler(request, response));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/xmlrpc/v3.1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const HEAD = '<?xml version="1.0"?><methodResponse><params><param><value>';
const TAIL = '</value></param></params></methodResponse>';
const MiB = 1024 * 1024;

/** Writes `next()` chunks while the client reads, stopping when it goes away; resolves the bytes sent. */
function pump(response: ServerResponse, next: () => Buffer | undefined, sent: { bytes: number }): void {
  writeWhileRead(response, () => {
    const chunk = next();
    if (chunk !== undefined) sent.bytes += chunk.byteLength;
    return chunk;
  });
}

/** Runs the call and measures it: the error, elapsed milliseconds, RSS growth in bytes. */
async function refused(client: Client): Promise<{ error: Error; elapsed: number; rssGrowth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    await client.call('Account', 'getObject');
  } catch (error) {
    return { error: error as Error, elapsed: performance.now() - started, rssGrowth: Math.max(peak, process.memoryUsage().rss) - before };
  } finally {
    clearInterval(sampler);
  }
  throw new Error('expected the call to be refused');
}

const LIMITS = { elapsedMs: 10_000, rssBytes: 200 * MiB };

describe('hostile documents', () => {
  it('refuses an entity-expansion bomb ("billion laughs") without expanding anything', async () => {
    let dtd = '<!ENTITY lol0 "lollollollollollollollollollol">';
    for (let i = 1; i <= 9; i++) dtd += `<!ENTITY lol${String(i)} "${`&lol${String(i - 1)};`.repeat(10)}">`;
    const body = `<?xml version="1.0"?><!DOCTYPE lolz [${dtd}]><methodResponse><params><param><value><string>&lol9;</string>${TAIL}`;
    handler = (_request, response) => response.end(body);
    const { error, elapsed, rssGrowth } = await refused(new Client({ endpointUrl: url }));
    expect(error).toBeInstanceOf(NotWellFormed);
    expect(error.message).toMatch(/^Invalid XML-RPC response \(.*(DOCTYPE|DTD).*\): POST http:\/\/127\.0\.0\.1:\d+\/xmlrpc\/v3\.1\/Vendor_Account$/);
    expect(elapsed).toBeLessThan(LIMITS.elapsedMs);
    expect(rssGrowth).toBeLessThan(LIMITS.rssBytes);
  });

  it('refuses an external entity (XXE) and never reads the file', async () => {
    const body = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><methodResponse><params><param><value><string>&xxe;</string>${TAIL}`;
    handler = (_request, response) => response.end(body);
    const { error, elapsed } = await refused(new Client({ endpointUrl: url }));
    expect(error).toBeInstanceOf(NotWellFormed);
    expect(error.message).toMatch(/DOCTYPE|DTD/);
    expect(error.message).not.toMatch(/root:/);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toMatch(/root:x:0/);
    expect(elapsed).toBeLessThan(LIMITS.elapsedMs);
  });

  it('refuses an undeclared entity reference as malformed XML', async () => {
    handler = (_request, response) => response.end(`${HEAD}<string>&xxe;</string>${TAIL}`);
    const { error } = await refused(new Client({ endpointUrl: url }));
    expect(error).toBeInstanceOf(NotWellFormed);
    expect(error.message).toMatch(/line 1, column \d+/);
  });

  it('refuses 100,000-deep nesting at the depth limit, without recursion overflow', async () => {
    const depth = 100_000;
    const body = `${HEAD}${'<array><data><value>'.repeat(depth)}<int>1</int>${'</value></data></array>'.repeat(depth)}${TAIL}`;
    handler = (_request, response) => response.end(body);
    const { error, elapsed, rssGrowth } = await refused(new Client({ endpointUrl: url }));
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toMatch(/depth|nest/i);
    expect(error.message).toMatch(/256/);
    expect(elapsed).toBeLessThan(LIMITS.elapsedMs);
    expect(rssGrowth).toBeLessThan(LIMITS.rssBytes);
  });

  it('stops reading a 1 GB body (generated on the fly, no Content-Length) at a small maxBytes', async () => {
    const sent = { bytes: 0 };
    const chunk = Buffer.alloc(64 * 1024, 'a');
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.write(`${HEAD}<string>`);
      pump(response, () => (sent.bytes < 1024 * MiB ? chunk : undefined), sent);
    };
    const { error, elapsed, rssGrowth } = await refused(new Client({ endpointUrl: url, maxBytes: 4 * MiB }));
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toMatch(/^Response body exceeds the limit of 4194304 bytes: POST http:\/\/127\.0\.0\.1:\d+\/xmlrpc\/v3\.1\/Vendor_Account$/);
    expect(elapsed).toBeLessThan(LIMITS.elapsedMs);
    expect(rssGrowth).toBeLessThan(LIMITS.rssBytes);
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
    // The connection was dropped: the server stopped far short of 1 GB.
    expect(sent.bytes).toBeLessThan(128 * MiB);
  });

  it('stops a gzip bomb (about 1 MiB on the wire, 1 GiB expanded) by the expanded size', async () => {
    // gzip allows concatenated members: 64 members of 16 MiB of 'a' each (~16 KiB compressed).
    const member = gzipSync(Buffer.alloc(16 * MiB, 'a'));
    const head = gzipSync(`${HEAD}<string>`);
    const sent = { bytes: 0 };
    let members = 0;
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/xml', 'content-encoding': 'gzip' });
      response.write(head);
      pump(response, () => (members++ < 64 ? member : undefined), sent);
    };
    expect(member.byteLength * 64).toBeLessThan(2 * MiB);
    const { error, elapsed, rssGrowth } = await refused(new Client({ endpointUrl: url, maxBytes: 8 * MiB }));
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toMatch(/^Response body exceeds the limit of 8388608 bytes: POST /);
    expect(elapsed).toBeLessThan(LIMITS.elapsedMs);
    expect(rssGrowth).toBeLessThan(LIMITS.rssBytes);
  });

  it('keeps serving calls afterwards (nothing left broken)', async () => {
    handler = (_request, response) => response.end(`${HEAD}<int>7</int>${TAIL}`);
    await expect(new Client({ endpointUrl: url }).call('Account', 'getObject')).resolves.toBe(7);
  });
});
