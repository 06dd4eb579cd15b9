/**
 * Misbehaving servers, through the full Client (options, auth, transport, error mapping): slow
 * headers, a slow body, a reset mid-body, gateway errors with HTML, a wrong content type, an empty
 * body and lying framing headers. Each is a typed TransportError or ParseError whose message says
 * what happened and names the request. (src/transport.test.ts covers the transport alone.)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeFailure, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, NotWellFormed, ParseError, TransportError, type ClientOptions } from '../../src/node.js';
import { failure } from '../support/failure.js';

let fake: FakeServer;
let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
let customUrl: string;
const custom = createServer((request, response) => {
  request.resume();
  request.on('end', () => handler(request, response));
});

beforeAll(async () => {
  fake = await startFakeServer();
  await new Promise<void>((resolve) => custom.listen(0, '127.0.0.1', resolve));
  customUrl = `http://127.0.0.1:${String((custom.address() as AddressInfo).port)}/xmlrpc/v3.1`;
});
afterAll(async () => {
  await fake.close();
  custom.closeAllConnections();
  await new Promise<void>((resolve) => custom.close(() => resolve()));
});
beforeEach(() => {
  fake.clearInjections();
});

const fakeClient = (options: ClientOptions = {}): Client =>
  new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: fake.url, ...options });

let cases = 0;

/**
 * Injects `failure` for one `getObject` call made with the call options this returns (a tag header):
 * a late request of an earlier test (one whose client timed out before the server read it, as
 * happens on a loaded machine) cannot take it.
 */
function injectOnce(failure: FakeFailure): { rawHeaders: Record<string, string> } {
  cases += 1;
  const tag = `case-${String(cases)}`;
  fake.inject({ method: 'getObject', times: 1, when: (request) => request.httpHeaders['x-test-case'] === tag, failure });
  return { rawHeaders: { 'X-Test-Case': tag } };
}

const label = (base: string): RegExp => new RegExp(`: POST ${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/Vendor_Account$`);

describe('slow servers and the timeout', () => {
  it('times out slow headers after about the timeout', async () => {
    const tagged = injectOnce({ kind: 'slowHeaders', delayMs: 3_000 });
    const started = performance.now();
    const error = await failure(fakeClient({ timeout: 0.25 }).call('Account', 'getObject', tagged));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).faultCode).toBe(0);
    expect(error.message).toMatch(/^Request timed out after 0.25s/);
    expect(error.message).toMatch(label(fake.url));
    expect(error.cause).toBeDefined();
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(elapsed).toBeLessThan(2_500);
  });

  it('times out a slow body: the timeout covers the whole body, not only the headers', async () => {
    // Headers at once, then 8 bytes every 40 ms: the body would take seconds.
    const tagged = injectOnce({ kind: 'slowBody', intervalMs: 40, chunkSize: 8 });
    const started = performance.now();
    const error = await failure(fakeClient({ timeout: 0.3 }).call('Account', 'getObject', tagged));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/^Request timed out after 0.3s/);
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('without a timeout, waits for a slow body and decodes it', async () => {
    const tagged = injectOnce({ kind: 'slowBody', intervalMs: 1, chunkSize: 64 });
    await expect(fakeClient().call('Account', 'getObject', { mask: 'id', ...tagged })).resolves.toHaveProperty('id');
  });
});

describe('broken connections', () => {
  it('maps a connection reset mid-body to TransportError(0) "Connection lost"', async () => {
    const tagged = injectOnce({ kind: 'truncate', bytes: 40 });
    const error = await failure(fakeClient().call('Account', 'getObject', tagged));
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).faultCode).toBe(0);
    expect(error.message).toMatch(/^(Connection lost while reading the response|Network error) \(.+\)/);
    expect(error.message).toMatch(label(fake.url));
    expect(error.cause).toBeDefined();
  });

  it('maps a connection dropped before any response to TransportError(0) "Network error"', async () => {
    const tagged = injectOnce({ kind: 'drop' });
    const error = await failure(fakeClient().call('Account', 'getObject', tagged));
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).faultCode).toBe(0);
    expect(error.message).toMatch(/^Network error \(.+\)/);
    expect(error.message).toMatch(label(fake.url));
  });

  it('maps a Content-Length longer than the body (then close) to TransportError(0)', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/xml', 'content-length': '500' });
      response.write('<?xml version="1.0"?><methodResponse><params>', () => response.socket?.destroy());
    };
    const error = await failure(new Client({ endpointUrl: customUrl }).call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).faultCode).toBe(0);
    expect(error.message).toMatch(label(customUrl));
  });
});

describe('HTTP errors and wrong bodies', () => {
  for (const status of [502, 503]) {
    it(`maps HTTP ${String(status)} with an HTML page to TransportError(${String(status)}) with a short excerpt`, async () => {
      const page = `<html><head><title>${String(status)}</title></head><body><h1>Gateway trouble</h1>${'<p>padding</p>\n'.repeat(200)}</body></html>`;
      const tagged = injectOnce({ kind: 'http', status, body: page, headers: { 'retry-after': '1' } });
      const error = await failure(fakeClient().call('Account', 'getObject', tagged));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(status);
      expect(error.message).toMatch(new RegExp(`^HTTP ${String(status)} [A-Za-z ]+ from POST ${fake.url.replace(/[.]/g, '\\.')}/Vendor_Account: <html>`));
      expect(error.message).toContain('Gateway trouble');
      expect(error.message.length).toBeLessThan(400);
      expect(error.message).not.toContain('\n');
    });
  }

  it('maps a 200 JSON body (wrong content type) to NotWellFormed naming the request', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"error":"this is not XML-RPC"}');
    };
    const error = await failure(new Client({ endpointUrl: customUrl }).call('Account', 'getObject'));
    expect(error).toBeInstanceOf(NotWellFormed);
    expect(error.message).toMatch(/^Invalid XML-RPC response \(.+line 1, column \d+.*\)/);
    expect(error.message).toMatch(label(customUrl));
  });

  it('maps a 200 HTML page (a captive portal) to a ParseError naming the request', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Please log in to the Wi-Fi</body></html>');
    };
    const error = await failure(new Client({ endpointUrl: customUrl }).call('Account', 'getObject'));
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toMatch(/^Invalid XML-RPC response \(.+\)/);
    expect(error.message).toMatch(label(customUrl));
  });

  const emptyBodies: { name: string; headers: Record<string, string> }[] = [
    { name: 'maps an empty 200 body to NotWellFormed "Empty response body"', headers: { 'content-length': '0' } },
    { name: 'maps an empty chunked 200 body to NotWellFormed too', headers: {} },
  ];
  for (const { name, headers } of emptyBodies) {
    it(name, async () => {
      handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/xml', ...headers });
        response.end();
      };
      const error = await failure(new Client({ endpointUrl: customUrl }).call('Account', 'getObject'));
      expect(error).toBeInstanceOf(NotWellFormed);
      expect(error.message).toMatch(/^Empty response body: POST /);
    });
  }

  it('maps a body that claims gzip but is not to a typed error naming the request', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/xml', 'content-encoding': 'gzip' });
      response.end('<?xml version="1.0"?><methodResponse><params><param><value><int>1</int></value></param></params></methodResponse>');
    };
    const error = await failure(new Client({ endpointUrl: customUrl }).call('Account', 'getObject'));
    expect(error.name === 'TransportError' || error instanceof ParseError).toBe(true);
    expect(error).toBeInstanceOf(error.name === 'TransportError' ? TransportError : ParseError);
    expect(error.message).toMatch(label(customUrl));
  });

  it('maps a malformed body from the fake server to NotWellFormed with line and column', async () => {
    const tagged = injectOnce({ kind: 'malformed' });
    const error = await failure(fakeClient().call('Account', 'getObject', tagged));
    expect(error).toBeInstanceOf(NotWellFormed);
    expect(error.message).toMatch(/line \d+, column \d+/);
  });
});
