/**
 * Assertions added where planted bugs got through (see the closing note of the third hardening
 * round): settings from a platform whose config-file reader returns a plain object (browsers), the
 * exact length of an HTTP error body excerpt, and a lone CR in a per-call header value.
 */
import { withPollutedPrototype } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { API_PUBLIC_ENDPOINT, Client, RateLimitExceeded, TransportError } from '../../src/node.js';
import type { CallRequest } from '../../src/request/call-request.js';
import { getPlatform, registerPlatform } from '../../src/config/platform.js';
import { startTestServer, type TestServer } from '../../src/test-support/test-server.js';
import { failure } from '../support/failure.js';

describe('a platform without files (as in a browser) under a polluted Object.prototype', () => {
  const saved = getPlatform();
  afterEach(() => registerPlatform(saved));

  it('takes no setting from the prototype through plain objects from readEnvironment and readConfigFiles', async () => {
    registerPlatform({ readEnvironment: () => ({}), readConfigFiles: () => ({}) });
    await withPollutedPrototype({ username: 'evil-user', apiKey: 'evil-key-123', endpointUrl: 'http://127.0.0.1:9/', proxy: 'http://127.0.0.1:9/', timeout: 0.001, sources: { endpointUrl: 'evil' } }, () => {
      const client = new Client({});
      expect(client.username).toBeUndefined();
      expect(client.endpointUrl).toBe(API_PUBLIC_ENDPOINT.replace(/\/$/, ''));
      expect(client.proxy).toBeUndefined();
      expect(client.timeout).toBeUndefined();
    });
  });
});

describe('an HTTP error body excerpt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end(`<html>${'x'.repeat(5_000)}</html>`);
    });
  });
  afterAll(() => server.close());

  it('is at most 200 characters (199 and an ellipsis), whitespace collapsed', async () => {
    const client = new Client({ username: 'u', apiKey: 'k1234567', endpointUrl: server.url });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    const excerpt = /: (<html>x+…)$/.exec(error.message)?.[1];
    expect(excerpt).toBeDefined();
    expect(excerpt).toHaveLength(200);
    expect(excerpt!.endsWith('…')).toBe(true);
  });
});

describe('per-call header values', () => {
  it.each(['a\rb', 'a\nb', 'a\r\nb', 'a\0b', '\r'])('%j is refused before sending', async (value) => {
    let sent = 0;
    const client = new Client({ username: 'u', apiKey: 'k1234567', transport: () => Promise.resolve(++sent) });
    await expect(client.call('Account', 'getObject', { rawHeaders: { 'x-trace': value } })).rejects.toThrow(TypeError);
    expect(sent).toBe(0);
  });
});

describe('iterCall under a polluted Object.prototype.signal', () => {
  it('gives each page a signal of its own that is not the inherited (aborted) one', async () => {
    const seen: CallRequest[] = [];
    const client = new Client({
      username: 'u', apiKey: 'k1234567',
      transport: (request) => {
        seen.push(request);
        return Promise.resolve(request.offset === 0 ? [1, 2] : []);
      },
    });
    const items: unknown[] = [];
    await withPollutedPrototype({ signal: AbortSignal.abort(new Error('inherited')) }, async () => {
      for await (const item of client.iterCall('Account', 'getVirtualGuests', { chunk: 2 })) items.push(item);
    });
    expect(items).toEqual([1, 2]);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) expect(request.signal?.aborted).toBe(false);
  });
});

describe('a Retry-After longer than maxDelayMs', () => {
  it('is not waited for: the refusal is thrown at once, without a second request (Retry-After 2 s, maxDelayMs 1000)', async () => {
    const server = await startFakeServer();
    try {
      server.inject({ method: 'getObject', failure: { kind: 'http', status: 429, headers: { 'retry-after': '2' } } });
      const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, retry: { retries: 3, maxDelayMs: 1000 } });
      const started = performance.now();
      const error = await failure(client.call('Account', 'getObject'));
      expect(error).toBeInstanceOf(RateLimitExceeded);
      expect((error as RateLimitExceeded).retryAfterMs).toBe(2000);
      expect(server.state.requests.filter((request) => request.method === 'getObject')).toHaveLength(1);
      expect(performance.now() - started).toBeLessThan(1_900);
    } finally {
      await server.close();
    }
  });
});
