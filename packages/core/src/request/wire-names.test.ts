/**
 * Names that would change the URL and headers that would take over the framing are `TypeError`s
 * before any request; and `iterCall` at any concurrency leaves Node's process warnings alone.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../node.js';
import { checkWireName, loneSurrogateAt, loneSurrogateIn } from './wire-names.js';

let server: FakeServer;
let client: Client;
beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 400 } });
  client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => server.state.reset());

describe('a service or method name is a name, not a path', () => {
  const names: [string, string][] = [
    ['Account/../User_Customer', '"/"'],
    ['Account\\x', '"\\"'],
    ['Account..', '".."'],
    ['Account?x=1', '"?"'],
    ['Account#frag', '"#"'],
    ['Account%2F', '"%"'],
    ['Account x', 'whitespace'],
    ['Account\u2003', 'whitespace'],
    ['Account\u0000', 'a control character'],
    ['Account\u007f', 'a control character'],
  ];
  it.each(names)('service %j is a TypeError naming %s, and nothing is sent', async (name, what) => {
    await expect(client.untyped.call(name, 'getObject')).rejects.toThrowError(TypeError);
    await expect(client.untyped.call(name, 'getObject')).rejects.toThrowError(`The service name must be a name, not a path: `);
    await expect(client.untyped.call(name, 'getObject')).rejects.toThrowError(`contains ${what}`);
    expect(server.state.requests).toHaveLength(0);
  });

  it.each(names.map(([name, what]) => [name.replace('Account', 'getObject'), what]))('method %j is a TypeError naming %s', async (method, what) => {
    await expect(client.untyped.call('Account', method)).rejects.toThrowError(`The method name must be a name, not a path: `);
    await expect(client.untyped.call('Account', method)).rejects.toThrowError(`contains ${what}`);
    await expect(client.untyped.service('Account').call(method)).rejects.toThrowError(TypeError);
    await expect(client.untyped.iterCall('Account', method).next()).rejects.toThrowError(TypeError);
    expect(server.state.requests).toHaveLength(0);
  });

  it('ordinary names still work', async () => {
    await expect(client.call('Vendor_Account', 'getObject', { mask: 'id' })).resolves.toHaveProperty('id');
    await expect(client.call('Virtual_Guest', 'getObject', { id: server.state.data.virtualGuests[0]!.id, mask: 'id' })).resolves.toHaveProperty('id');
  });
});

describe('rawHeaders cannot set framing or hop-by-hop headers', () => {
  const reserved = ['Content-Length', 'transfer-encoding', 'Connection', 'Host', 'Keep-Alive', 'TE', 'Trailer', 'Upgrade', 'Proxy-Connection', 'Expect'];
  it.each(reserved)('%s is a TypeError naming the header, and nothing is sent', async (name) => {
    const call = (): Promise<unknown> => client.call('Account', 'getObject', { rawHeaders: { [name]: '1' } });
    await expect(call()).rejects.toThrowError(TypeError);
    await expect(call()).rejects.toThrowError(`may not set the HTTP header ${JSON.stringify(name)}`);
    expect(server.state.requests).toHaveLength(0);
  });

  it('CR or LF in a header value or in userAgent is a TypeError, not a network error', async () => {
    await expect(client.call('Account', 'getObject', { rawHeaders: { 'X-Id': 'a\r\nContent-Length: 0' } })).rejects.toThrowError(
      /rawHeaders" value of "X-Id" must be a string without CR, LF or NUL/,
    );
    expect(() => new Client({ userAgent: 'tool/1\r\nHost: evil' })).toThrowError(TypeError);
    expect(() => new Client({ userAgent: 'tool/1\nx' })).toThrowError(/userAgent/);
    expect(server.state.requests).toHaveLength(0);
  });

  it('other headers still go through', async () => {
    await client.call('Account', 'getObject', { mask: 'id', rawHeaders: { 'X-Request-Id': 'abc' } });
    expect(server.state.requests[0]?.httpHeaders['x-request-id']).toBe('abc');
  });
});

describe('iterCall at high concurrency', () => {
  it('prints no process warning (MaxListenersExceededWarning) at concurrency 32, with or without timeout and signal', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error): void => {
      warnings.push(warning);
    };
    process.on('warning', onWarning);
    try {
      const timed = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, timeout: 30, retry: 2, rateLimit: { perSecond: 10_000 } });
      for (const [each, signal] of [[client, undefined], [timed, new AbortController().signal]] as const) {
        let count = 0;
        for await (const guest of each.iterCall('Account', 'getVirtualGuests', { chunk: 5, concurrency: 32, mask: 'id', signal })) {
          if (guest !== undefined) count += 1;
        }
        expect(count).toBe(400);
      }
      await new Promise((resolve) => setTimeout(resolve, 10)); // warnings are emitted on a later tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });
});

describe('lone surrogates (issue 27 item 8)', () => {
  it('loneSurrogateAt finds a half pair, not a whole one', () => {
    expect(loneSurrogateAt('abc')).toBe(-1);
    expect(loneSurrogateAt('a😀b')).toBe(-1);
    expect(loneSurrogateAt('ab\ud800')).toBe(2);
    expect(loneSurrogateAt('\udc00😀')).toBe(0);
    expect(loneSurrogateAt('😀\ud83d')).toBe(2);
  });

  it('loneSurrogateIn names the path of the first one, keys too', () => {
    expect(loneSurrogateIn({ a: [{ b: 'x' }, 'y\udfff'] }, 'filter')).toBe('filter.a[1] holds a lone surrogate (U+DFFF at index 1)');
    expect(loneSurrogateIn({ ['k\ud800']: 1 }, 'mask')).toBe('a key of mask holds a lone surrogate (U+D800 at index 1)');
    expect(loneSurrogateIn({ a: 1, b: ['😀'] }, 'filter')).toBeUndefined();
  });

  it('checkWireName refuses one in a name', () => {
    expect(() => checkWireName('method', 'get\ud800')).toThrowError(
      new TypeError('The method name must be a name, not a path: "get\\ud800" contains a lone surrogate (U+D800 at index 3)'),
    );
  });
});
