/**
 * The Node entry's fast path over an undici dispatcher (`sendThrough`, and `fetchThrough`): what it sends, how it
 * decodes response bodies, backpressure, cancel and abort. The transport-level behaviours (errors,
 * timeouts, maxBytes, keep-alive) are checked on this fetch too, in `transport.test.ts`.
 */
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchThrough, sendThrough } from './node-undici-fetch.js';
import { useTestServers, writeWhileRead } from './test-server.js';

const serve = useTestServers();
const agent = new Agent({ connections: 4 });
const pooled = fetchThrough(agent);
afterAll(() => agent.close());

const TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(200);

describe('fetchThrough: requests', () => {
  it('sendThrough sends the transport\'s URL, method, headers and body as they are', async () => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    const response = await sendThrough(agent).send({
      url: `${server.url}/Vendor_Account?x=1`,
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'x-a': '1' },
      body: '<a>é</a>',
      signal: undefined,
      timeoutMs: undefined,
    });
    expect(await (response as Response).text()).toBe('ok');
    const [received] = server.requests;
    expect(received!.method).toBe('POST');
    expect(received!.url).toBe('/Vendor_Account?x=1');
    expect(received!.body.toString('utf8')).toBe('<a>é</a>');
    expect(received!.headers['content-length']).toBe(String(Buffer.byteLength('<a>é</a>')));
    expect(received!.headers['x-a']).toBe('1');
    expect(received!.headers.accept).toBe('*/*'); // fetch's default when the request has none
  });

  it('sends a standard Request with its body, and a URL string with an init, as fetch does', async () => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    await pooled(new Request(`${server.url}/one`, { method: 'PUT', body: 'payload', headers: { 'X-B': '2' } }));
    await pooled(`${server.url}/two`, { method: 'POST', body: 'second', headers: { accept: 'text/xml' } });
    expect(server.requests.map((request) => [request.method, request.url, request.body.toString('utf8')])).toEqual([
      ['PUT', '/one', 'payload'],
      ['POST', '/two', 'second'],
    ]);
    expect(server.requests[0]!.headers['x-b']).toBe('2');
    expect(server.requests[0]!.headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(server.requests[1]!.headers.accept).toBe('text/xml');
  });

  it('gives status, status text and every header, and a null body for 204', async () => {
    const server = await serve((request, response) => {
      if (request.url === '/none') {
        response.writeHead(204, 'Nothing Here');
        response.end();
        return;
      }
      response.writeHead(503, 'Busy Now', { 'Content-Type': 'text/plain', 'Set-Cookie': ['a=1', 'b=2'] });
      response.end('busy');
    });
    const busy = await pooled(`${server.url}/busy`);
    expect([busy.status, busy.statusText, busy.ok]).toEqual([503, 'Busy Now', false]);
    expect(busy.headers.get('content-type')).toBe('text/plain');
    expect(busy.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await busy.text()).toBe('busy');
    const none = await pooled(`${server.url}/none`);
    expect([none.status, none.statusText, none.body]).toEqual([204, 'Nothing Here', null]);
  });

  it('does not follow redirects', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(302, { Location: '/elsewhere' });
      response.end();
    });
    const response = await pooled(`${server.url}/here`, { method: 'POST', body: 'secret body' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/elsewhere');
    expect(server.requests).toHaveLength(1);
  });
});

describe('fetchThrough: response bodies', () => {
  const encodings: Array<{ name: string; header: string; body: Buffer }> = [
    { name: 'gzip', header: 'gzip', body: gzipSync(TEXT) },
    { name: 'x-gzip', header: 'x-gzip', body: gzipSync(TEXT) },
    { name: 'zlib-wrapped deflate', header: 'deflate', body: deflateSync(TEXT) },
    { name: 'raw deflate', header: 'deflate', body: deflateRawSync(TEXT) },
    { name: 'brotli', header: 'br', body: brotliCompressSync(TEXT) },
    { name: 'gzip then deflate (two codings)', header: 'gzip, deflate', body: deflateSync(gzipSync(TEXT)) },
    { name: 'an unknown coding, passed on as it came', header: 'x-custom', body: Buffer.from(TEXT) },
  ];
  // With a Content-Length, small gzip/deflate bodies are inflated whole; chunked ones stream.
  for (const chunked of [false, true]) {
    for (const { name, header, body } of encodings) {
      it(`decodes ${name} (${chunked ? 'chunked' : 'with Content-Length'})`, async () => {
        const server = await serve((_request, response) => {
          response.writeHead(200, { 'Content-Encoding': header, ...(chunked ? {} : { 'Content-Length': String(body.length) }) });
          if (chunked) {
            response.write(body.subarray(0, 10));
            response.end(body.subarray(10));
          } else {
            response.end(body);
          }
        });
        const response = await pooled(`${server.url}/`);
        expect(response.headers.get('content-encoding')).toBe(header);
        expect(response.headers.get('content-length')).toBe(chunked ? null : String(body.length));
        expect(await response.text()).toBe(TEXT);
      });
    }
  }

  it('streams a small compressed body that inflates past 4 MiB instead of inflating it whole', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 'a');
    const compressed = gzipSync(big); // about 8 KB
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': String(compressed.length) });
      response.end(compressed);
    });
    const response = await pooled(`${server.url}/`);
    const reader = response.body!.getReader();
    let total = 0;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      chunks += 1;
    }
    expect(total).toBe(big.length);
    expect(chunks).toBeGreaterThan(1); // streamed in pieces, not one 8 MiB buffer
  });

  it('errors the body stream on a corrupt gzip body', async () => {
    const server = await serve((request, response) => {
      const body = Buffer.from('this is not gzip at all');
      // With a length (inflated whole) and chunked (streamed).
      response.writeHead(200, { 'Content-Encoding': 'gzip', ...(request.url === '/sized' ? { 'Content-Length': String(body.length) } : {}) });
      response.end(body);
    });
    for (const path of ['/sized', '/chunked']) {
      const response = await pooled(`${server.url}${path}`);
      await expect(response.text()).rejects.toThrow(/header|check|invalid/i);
    }
  });

  it('refuses more than five content codings, as fetch does', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip, gzip, gzip, gzip, gzip, gzip' });
      response.end('x');
    });
    await expect(pooled(`${server.url}/`)).rejects.toThrow(/too many content-encodings/);
  });

  it('pauses the connection while the body is not read (backpressure), and delivers it all once read', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let written = 0;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      writeWhileRead(response, () => {
        if (written >= 64 * 1024 * 1024) return undefined;
        written += chunk.length;
        return chunk;
      });
    });
    const response = await pooled(`${server.url}/`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Unread: only what the socket buffers and the stream's 64 KiB queue hold has been sent.
    expect(written).toBeLessThan(16 * 1024 * 1024);
    const reader = response.body!.getReader();
    let received = 0;
    for (let index = 0; index < 8; index++) received += (await reader.read()).value?.byteLength ?? 0;
    expect(received).toBeGreaterThan(0);
    await reader.cancel();
  });

  it('cancelling the body aborts the exchange and drops its connection', async () => {
    let closed = false;
    const server = await serve((_request, response) => {
      response.writeHead(200);
      response.write('first part');
      response.on('close', () => (closed = true));
    });
    const response = await pooled(`${server.url}/`);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first part');
    await reader.cancel();
    for (let wait = 0; wait < 50 && !closed; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(true);
  });
});

describe('fetchThrough: abort', () => {
  it('rejects with the reason of a signal already aborted, sending nothing', async () => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    const reason = new Error('stop');
    await expect(pooled(`${server.url}/`, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects at once when aborted while waiting for a pooled connection', async () => {
    const single = new Agent({ connections: 1 });
    const through = fetchThrough(single);
    try {
      const server = await serve((request, response) => {
        if (request.url === '/slow') setTimeout(() => response.end('slow'), 600);
        else response.end('fast');
      });
      const slow = through(`${server.url}/slow`);
      const controller = new AbortController();
      const queued = through(`${server.url}/queued`, { signal: controller.signal });
      setTimeout(() => controller.abort(new Error('gave up')), 50);
      const started = performance.now();
      await expect(queued).rejects.toThrow('gave up');
      expect(performance.now() - started).toBeLessThan(400);
      expect(await (await slow).text()).toBe('slow');
    } finally {
      await single.close();
    }
  });

  it('errors the body stream when aborted while the body is read', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200);
      response.write('part');
    });
    const controller = new AbortController();
    const response = await pooled(`${server.url}/`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort(new Error('enough'));
    await expect(reader.read()).rejects.toThrow('enough');
  });
});
