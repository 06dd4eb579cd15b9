/**
 * Options read through the prototype: with `Object.prototype.endpointUrl` (or `headers`, `proxy`,
 * `transport`, …) set by some other code in the process, a client must not pick any of it up.
 * Options, call options, the members of `retry`/`rateLimit`/`hooks`, transport and sender options,
 * the environment and the config files are read as own properties only. End to end against the
 * fake server, with a second server on 127.0.0.1 standing for the attacker's: it must receive
 * nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, withPollutedPrototype, type FakeServer } from '@svclib/testing';
import { decodeMethodResponse, XmlRpcDecodeError } from '@svclib/xmlrpc';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/config-file.js';
import { API_PUBLIC_ENDPOINT, BearerAuthentication, Client, ServiceError, TransportError } from '../../src/node.js';
import { createXmlRpcTransport, fetchSender } from '../../src/wire.js';
import { readConfigFiles } from '../../src/node/config-files.js';
import { readEnvironment } from '../../src/node/environment.js';
import { defineOptions, checkOptionKeys } from '../../src/options/option-spec.js';
import * as opt from '../../src/options/option-checkers.js';
import type { CallRequest } from '../../src/request/call-request.js';
import { startTestServer, type TestServer } from '../../src/test-support/test-server.js';

let server: FakeServer;
let evil: TestServer;
/** Everything the attacker's code receives through a polluted function. */
const stolen: string[] = [];
beforeAll(async () => {
  server = await startFakeServer();
  evil = await startTestServer((_request, response) => {
    response.end('<methodResponse/>');
  });
});
afterAll(async () => {
  await server.close();
  await evil.close();
});
beforeEach(() => {
  server.state.reset();
  stolen.length = 0;
});

const steal = (what: string) => (...args: unknown[]): never => {
  stolen.push(`${what}: ${JSON.stringify(args).slice(0, 100)}`);
  throw new Error(`polluted ${what} was used`);
};

/**
 * Every option name core reads, set on Object.prototype to something that would show. Names that
 * Node.js's own HTTP and stream code reads through the prototype too (`headers`, `timeout`,
 * `signal`, …) are polluted only in the test without HTTP below: polluted, they break every
 * exchange of the process, whatever svclib does.
 */
function pollution(): Record<string, unknown> {
  const evilUrl = evil.url;
  return {
    // client options
    endpointUrl: evilUrl, proxy: evilUrl, transport: steal('transport'), userAgent: 'evil-agent',
    auth: { getRequest: steal('auth') }, configFile: '/nonexistent/evil.conf', maxBytes: 1, hooks: { beforeRequest: [steal('hook')] },
    retry: 5, rateLimit: { perSecond: 1e-9 },
    // call options
    rawHeaders: { 'x-evil': '1' }, mask: 'mask[evil]', filter: { evil: { operation: 1 } },
    limit: 1, offset: 3, id: 13, args: ['evil'], compress: false, chunk: 1, concurrency: 9, iter: true,
    // retry / rateLimit / hooks members
    retries: 9, minDelayMs: 3e9, maxDelayMs: 3e9, factor: 9, jitter: false, perSecond: 1e-9, burst: 9, afterResponse: [steal('afterResponse')],
    beforeRequest: [steal('beforeRequest')],
    // transport and sender options
    sender: { send: steal('sender') }, fetch: steal('fetch'), proxySender: steal('proxySender'), proxyFetch: steal('proxyFetch'),
    // environment and config file
    SVC_USERNAME: 'evil-user', SVC_API_KEY: 'evil-key-123', SVC_ENDPOINT_URL: evilUrl, SVC_TIMEOUT: '0.001', https_proxy: evilUrl, HTTPS_PROXY: evilUrl,
    svclib: { username: 'evil-user', api_key: 'evil-key-123', endpoint_url: evilUrl, proxy: evilUrl, timeout: '0.001' },
    username: 'evil-user', apiKey: 'evil-key-123', api_key: 'evil-key-123', endpoint_url: evilUrl,
    // REST, bearer tokens and TLS (issue 23)
    tls: { rejectUnauthorized: false }, refresh: steal('refresh'), returnsList: steal('returnsList'), SVC_TRANSPORT: 'rest',
    // error options
    cause: 'evil cause', request: { service: 'Evil', method: 'evil', url: evilUrl }, retryAfterMs: 1,
  };
}

const pollute = <T>(work: () => Promise<T> | T): Promise<T> => withPollutedPrototype(pollution(), work);

describe('a polluted Object.prototype', () => {
  it('end to end: new Client({ username, apiKey, endpointUrl }) sends to its endpoint with no inherited option', async () => {
    await pollute(async () => {
      const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
      expect(client.endpointUrl).toBe(server.url);
      expect(client.timeout).toBeUndefined();
      expect(client.proxy).toBeUndefined();
      expect(client.userAgent).toMatch(/^svclib\//);
      const account = await client.call('Account', 'getObject');
      expect(account.id).toBe(284_521);
      const guests = await client.call('Account', 'getVirtualGuests', { mask: 'id' });
      expect(guests.length).toBeGreaterThan(10);
      const pages: unknown[] = [];
      for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 5 })) pages.push(guest);
      expect(pages).toHaveLength(guests.length);
    });
    expect(stolen).toEqual([]);
    expect(evil.requests).toHaveLength(0);
    const first = server.state.requests[0]!;
    expect(Object.keys(first.headers)).toEqual(['authenticate']);
    expect(first.args).toEqual([]);
    expect(server.state.requests[1]!.headers).toEqual({
      authenticate: { username: FAKE_USERNAME, apiKey: FAKE_API_KEY },
      Vendor_ObjectMask: { mask: 'mask[id]' },
    });
  });

  it("end to end over REST: transport 'rest', a one-item page and a bearer client take nothing inherited", async () => {
    const token = server.issueAccessToken();
    await pollute(async () => {
      const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.restUrl, transport: 'rest' });
      expect(await client.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1 })).toEqual([{ id: expect.any(Number) as unknown }]);
      const bearer = new Client({ endpointUrl: server.restUrl, transport: 'rest', auth: new BearerAuthentication(token) });
      server.expireAccessToken(token);
      // No inherited refresh(): the refusal is the error.
      await expect(bearer.call('Account', 'getObject')).rejects.toMatchObject({ faultCode: 'Vendor_Exception_Account_Authentication_AccessTokenValidation' });
    });
    expect(stolen).toEqual([]);
    expect(evil.requests).toHaveLength(0);
    expect(new Client().endpointUrl).toBe(API_PUBLIC_ENDPOINT.replace(/\/$/, ''));
  });

  it('end to end: new Client({ username, apiKey }) takes the endpoint from SVC_ENDPOINT_URL, not from the prototype', async () => {
    const saved = process.env.SVC_ENDPOINT_URL;
    process.env.SVC_ENDPOINT_URL = server.url;
    try {
      await pollute(async () => {
        const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
        expect(client.endpointUrl).toBe(server.url);
        await client.call('Account', 'getObject');
      });
    } finally {
      if (saved === undefined) delete process.env.SVC_ENDPOINT_URL;
      else process.env.SVC_ENDPOINT_URL = saved;
    }
    expect(evil.requests).toHaveLength(0);
    expect(server.state.requests).toHaveLength(1);
  });

  it('no credentials, endpoint, proxy or timeout come from inherited environment names or config sections', async () => {
    const home = mkdtempSync(join(tmpdir(), 'svclib-polluted-'));
    const file = join(home, 'other.conf');
    writeFileSync(file, '[other]\nusername = someone\n');
    try {
      await pollute(() => {
        const environment = readEnvironment();
        expect(environment).toEqual({ username: undefined, apiKey: undefined, proxy: undefined, endpointUrl: undefined, timeout: undefined });
        const files = readConfigFiles(undefined, [file]);
        expect({ ...files, sources: { ...files.sources } }).toEqual({ sources: {} });
        expect(files.username).toBeUndefined();
        expect(files.apiKey).toBeUndefined();
        const parsed = parseConfigText('[other]\nx = 1\n', file);
        expect(parsed.endpointUrl).toBeUndefined();
        const client = new Client({ configFile: file });
        expect(client.username).toBeUndefined();
        expect(client.endpointUrl).toBe(API_PUBLIC_ENDPOINT.replace(/\/$/, ''));
        expect(client.proxy).toBeUndefined();
        expect(client.timeout).toBeUndefined();
      });
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('the members of retry, rateLimit and hooks, and option specs, read own properties only', async () => {
    await pollute(async () => {
      const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, retry: {}, rateLimit: { perSecond: 1000 }, hooks: {} });
      await client.call('Account', 'getObject');
      const spec = defineOptions('thing', { limit: opt.positiveInteger(), mask: opt.string() });
      const checked = spec.check({});
      expect(checked.limit).toBeUndefined();
      expect(checked.mask).toBeUndefined();
      const keys = checkOptionKeys('thing', {}, ['limit']) as { limit?: unknown };
      expect(keys.limit).toBeUndefined();
    });
    expect(stolen).toEqual([]);
    expect(server.state.requests).toHaveLength(1);
  });

  it('createXmlRpcTransport and fetchSender take no sender, fetch, hooks or maxBytes from the prototype', async () => {
    await pollute(async () => {
      const viaTransport = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, transport: createXmlRpcTransport() });
      await viaTransport.call('Account', 'getObject');
      const viaSender = new Client({
        username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, transport: createXmlRpcTransport({ sender: fetchSender() }),
      });
      await viaSender.call('Account', 'getVirtualGuests');
    });
    expect(stolen).toEqual([]);
    expect(server.state.requests.map((request) => request.method)).toEqual(['getObject', 'getVirtualGuests']);
  });

  it('call options and errors take nothing from the prototype, also for names Node.js reads (no HTTP here)', async () => {
    const recorded: CallRequest[] = [];
    const client = new Client({
      username: 'u', apiKey: 'k1234567', endpointUrl: server.url,
      transport: (request) => {
        recorded.push(request);
        return Promise.resolve([]);
      },
    });
    await withPollutedPrototype({ ...pollution(), headers: { evilHeader: 'x' }, timeout: 0.001, signal: AbortSignal.abort(new Error('polluted signal')), status: 599 }, async () => {
      await client.call('Account', 'getObject');
      await client.call('Account', 'getVirtualGuests', { iter: false });
      for await (const item of client.iterCall('Account', 'getVirtualGuests')) void item;
      expect(new Client({ username: 'u', apiKey: 'k1234567' }).timeout).toBeUndefined();
      // Plain reads, as the transport makes them: every field of the record is its own.
      expect(recorded).toHaveLength(3);
      for (const request of recorded) {
        expect(request.endpoint).toBe(server.url);
        expect(request.args).toEqual([]);
        expect(request.identifier).toBeUndefined();
        expect(request.mask).toBeUndefined();
        expect(request.filter).toBeUndefined();
        expect(request.timeout).toBeUndefined();
        expect(request.proxy).toBeUndefined();
        expect(Object.keys(request.headers)).toEqual(['authenticate']);
        expect(Object.keys(request.transportHeaders).sort()).toEqual(['Accept', 'Accept-Encoding', 'User-Agent']);
      }
      expect(recorded[0]!.signal).toBeUndefined();
      expect(recorded[0]!.limit).toBeUndefined();
      expect(recorded[0]!.offset).toBeUndefined();
      expect([recorded[2]!.limit, recorded[2]!.offset]).toEqual([100, 0]);
      const error = new ServiceError('plain');
      expect(Object.hasOwn(error, 'cause')).toBe(false);
      // (`request` and `status` stay off an error made without them, as before: not own properties.)
      expect(Object.hasOwn(error, 'request')).toBe(false);
      expect(Object.hasOwn(error, 'status')).toBe(false);
      const transport = new TransportError(0, 'network', {});
      expect(Object.hasOwn(transport, 'status')).toBe(false);
      expect(Object.hasOwn(transport, 'request')).toBe(false);
      expect(Object.hasOwn(transport, 'cause')).toBe(false);
    });
  });

  it('the codec takes no decode option (maxBytes, maxDepth, signal) or error code from the prototype', async () => {
    await withPollutedPrototype({ maxBytes: 1, maxDepth: 1, signal: AbortSignal.abort(), code: 'doctype' }, async () => {
      expect(await decodeMethodResponse('<methodResponse><params><param><value><array><data><value><i4>1</i4></value></data></array></value></param></params></methodResponse>', {})).toEqual([1]);
      expect(new XmlRpcDecodeError('bad', { line: 1, column: 1 }).code).toBe('not-xml-rpc');
    });
  });
});
