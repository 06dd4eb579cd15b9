/**
 * Assertions added where planted bugs got through (see the closing note of the third hardening
 * round): settings from a platform whose config-file reader returns a plain object (browsers), the
 * exact length of an HTTP error body excerpt, and a lone CR in a per-call header value.
 */
import { withPollutedPrototype } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PUBLIC_ENDPOINT, Client, TransportError } from '../../src/node.js';
import { getPlatform, registerPlatform } from '../../src/platform.js';
import { startTestServer, type TestServer } from '../../src/test-server.js';
import { failure } from '../hardening/failure.js';

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
