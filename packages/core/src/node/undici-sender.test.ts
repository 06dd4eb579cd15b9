/**
 * The Node entry's fast path over an undici dispatcher (`sendThrough`): what it sends, how it
 * decodes response bodies, backpressure, cancel and abort. The transport-level behaviours (errors,
 * timeouts, maxBytes, keep-alive) are checked on this sender too, in `transport.test.ts`.
 */
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpResponse, HttpSender } from '../http/sender.js';
import { sendThrough } from './undici-sender.js';
import { useTestServers, writeWhileRead } from '../test-support/test-server.js';

const serve = useTestServers();
const agent = new Agent({ connections: 4 });
const sender = sendThrough(agent);
afterAll(() => agent.close());

/** What a test sends: a method (`GET` without a body, else `POST`), headers, a body, a signal. */
interface Init {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}

/** Sends `url` through `through` (default: the fast path on the shared agent), as a transport would. */
function pooled(url: string, init: Init = {}, through: HttpSender = sender): Promise<HttpResponse> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  return through.send({ url, method, headers: init.headers ?? {}, body: init.body, signal: init.signal, timeoutMs: undefined });
}

/** The response body as UTF-8 text. */
function text(response: HttpResponse): Promise<string> {
  return new Response(response.body).text();
}

const TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(200);

describe('sendThrough: requests', () => {
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
    expect([busy.status, busy.statusText]).toEqual([503, 'Busy Now']);
    expect(busy.headers.get('content-type')).toBe('text/plain');
    expect(busy.headers.get('set-cookie')).toBe('a=1, b=2');
    const all: string[] = [];
    busy.headers.forEach?.((value, name) => all.push(`${name}: ${value}`));
    expect(all).toContain('content-type: text/plain');
    expect(all).toContain('set-cookie: a=1, b=2');
    expect(await text(busy)).toBe('busy');
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

describe('sendThrough: response bodies', () => {
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
        expect(await text(response)).toBe(TEXT);
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
      await expect(text(response)).rejects.toThrow(/header|check|invalid/i);
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

describe('sendThrough: abort', () => {
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
    const through = sendThrough(single);
    try {
      const server = await serve((request, response) => {
        if (request.url === '/slow') setTimeout(() => response.end('slow'), 600);
        else response.end('fast');
      });
      const slow = pooled(`${server.url}/slow`, {}, through);
      const controller = new AbortController();
      const queued = pooled(`${server.url}/queued`, { signal: controller.signal }, through);
      setTimeout(() => controller.abort(new Error('gave up')), 50);
      const started = performance.now();
      await expect(queued).rejects.toThrow('gave up');
      expect(performance.now() - started).toBeLessThan(400);
      expect(await text(await slow)).toBe('slow');
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

describe('sendThrough: small bodies taken whole', () => {
  const send = (url: string, signal?: AbortSignal): ReturnType<typeof sender.send> =>
    sender.send({ url, method: 'POST', headers: { 'accept-encoding': 'identity' }, body: '<a/>', signal, timeoutMs: undefined });

  it('answers a plain response whose small body of known length is taken whole, no stream made, the connection reused', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, 'Fine', { 'Content-Type': 'text/xml', 'Content-Length': String(TEXT.length), 'X-Many': ['a', 'b'] });
      response.write(TEXT.slice(0, 1000), () => response.end(TEXT.slice(1000)));
    });
    const local = new Agent({ connections: 1 });
    try {
      for (let round = 0; round < 2; round++) {
        const response = await sendThrough(local).send({ url: server.url, method: 'POST', headers: {}, body: '', signal: undefined, timeoutMs: undefined });
        expect(response).not.toBeInstanceOf(Response);
        expect([response.status, response.statusText]).toEqual([200, 'Fine']);
        expect(response.headers.get('Content-Type')).toBe('text/xml');
        expect(response.headers.get('x-many')).toBe('a, b');
        expect(response.headers.get('x-none')).toBeNull();
        expect(response.headers.get('constructor')).toBeNull();
        expect(response.wholeBody).toBeTypeOf('function');
        const bytes = await response.wholeBody!();
        expect(Buffer.from(bytes).toString('utf8')).toBe(TEXT);
        expect(response.body).toBeNull(); // taken whole: no stream
        await expect(response.wholeBody!()).rejects.toThrow('already read');
      }
      expect(server.connections()).toBe(1);
    } finally {
      await local.close();
    }
  });

  it('still gives the body as a stream when it is read that way, chunks that came before included', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Length': String(TEXT.length) });
      response.write(TEXT.slice(0, 10), () => setTimeout(() => response.end(TEXT.slice(10)), 30));
    });
    const response = await send(server.url);
    await new Promise((resolve) => setTimeout(resolve, 10)); // the first chunk arrives before the stream is made
    expect(await new Response(response.body).text()).toBe(TEXT);
    await expect(response.wholeBody!()).rejects.toThrow('already read');
  });

  it('streams a body larger than the whole-body limit (no wholeBody)', async () => {
    const large = 'y'.repeat(200 * 1024);
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Length': String(large.length) });
      response.end(large);
    });
    const response = await send(server.url);
    expect(response.wholeBody).toBeUndefined();
    expect(await new Response(response.body).text()).toBe(large);
  });

  it('streams a small compressed body, decompressed (no wholeBody)', async () => {
    const packed = gzipSync(TEXT);
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': String(packed.length) });
      response.end(packed);
    });
    const response = await send(server.url);
    expect(response.wholeBody).toBeUndefined();
    expect(await new Response(response.body).text()).toBe(TEXT);
  });

  it('rejects wholeBody when the signal fires while a small body is arriving, and when it fired before the call to wholeBody', async () => {
    const controller = new AbortController();
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Length': '1000' });
      response.write('x'.repeat(100));
    });
    const response = await send(server.url, controller.signal);
    const whole = response.wholeBody!();
    controller.abort(new Error('stop now'));
    await expect(whole).rejects.toThrow('stop now');

    const later = new AbortController();
    const second = await send(server.url, later.signal);
    later.abort(new Error('gone'));
    await expect(second.wholeBody!()).rejects.toThrow('gone');
  });

  it('rejects wholeBody when the connection is lost in the middle of a small body', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Length': '1000' });
      response.write('x'.repeat(100), () => setTimeout(() => response.socket?.destroy(), 20));
    });
    const response = await send(server.url);
    await expect(response.wholeBody!()).rejects.toThrow();
  });

  it('answers an empty small body whole, and a null body for 204', async () => {
    const server = await serve((request, response) => {
      response.writeHead(request.url === '/none' ? 204 : 200, { 'Content-Length': '0' });
      response.end();
    });
    const empty = await send(server.url);
    expect((await empty.wholeBody!()).byteLength).toBe(0);
    const none = await send(`${server.url}/none`);
    expect([none.status, none.body, none.wholeBody]).toEqual([204, null, undefined]);
  });
});
