/**
 * The client over both wire formats, as one table of transports: the same calls, errors, paging,
 * rate limits, injected failures and auth modes against the fake server's XML-RPC front end
 * (`/xmlrpc/v3.1`) and its REST front end (`/rest/v3.1`), which answer from the same data. Every
 * error and text form made here is scanned for the secrets at the end.
 */
import { inspect } from 'node:util';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer, type FakeServerOptions } from '@svclib/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { secretScan } from '../../test/support/secret-scan.js';
import {
  BearerAuthentication, Client, ParseError, RateLimitExceeded, ServiceAPIError, totalItems, TransportError, Unauthenticated, type ClientOptions,
} from '../node.js';
import type { CallRequest } from '../request/call-request.js';
import { ACCESS_TOKEN_FAULT_CODE, createRestTransport, createXmlRpcTransport, fetchSender, wrapSender, type HttpRequest } from '../wire.js';

type Wire = 'xmlrpc' | 'rest';
const WIRES: Wire[] = ['xmlrpc', 'rest'];

/** Secrets that must not appear in any text produced here (access tokens are added as issued). */
const { secrets, remember, failure } = secretScan([FAKE_API_KEY]);



const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});


async function start(options?: FakeServerOptions): Promise<FakeServer> {
  const server = await startFakeServer(options);
  servers.push(server);
  return server;
}

function clientOf(server: FakeServer, wire: Wire, options: ClientOptions = {}): Client {
  const client = new Client({
    endpointUrl: wire === 'rest' ? server.restUrl : server.url,
    transport: wire,
    ...('auth' in options ? {} : { username: FAKE_USERNAME, apiKey: FAKE_API_KEY }),
    ...options,
  });
  remember(client);
  return client;
}

interface Guest {
  id: number;
  hostname: string;
}

describe.each(WIRES)('over %s', (wire) => {
  it('reads an object with a mask, and the same data as the other front end', async () => {
    const server = await start();
    const client = clientOf(server, wire);
    const account = await client.call('Account', 'getObject', { mask: 'id, companyName' });
    expect(typeof account.id).toBe('number');
    expect(account.companyName).toBe('Fake Company Ltd.');
    const guests = await client.call('Account', 'getVirtualGuests', { mask: 'id,hostname', limit: 5, offset: 3 });
    expect(guests.map((guest) => guest.id)).toEqual(server.state.data.virtualGuests.slice(3, 8).map((guest) => guest.id));
    expect(totalItems(guests)).toBe(server.state.data.virtualGuests.length);
    const [first] = guests;
    expect(await client.call('Virtual_Guest', 'getObject', { id: first?.id ?? 0, mask: 'id,hostname' })).toEqual(first);
  });

  it('filters, and answers a one-item page of a list as a list', async () => {
    const server = await start();
    const client = clientOf(server, wire);
    const target = server.state.data.virtualGuests[4] as unknown as Guest;
    const found = await client.call('Account', 'getVirtualGuests', {
      mask: 'id,hostname',
      filter: { virtualGuests: { hostname: { operation: target.hostname } } },
    });
    expect(found.map((guest) => guest.id)).toContain(target.id);
    expect(found.every((guest) => guest.hostname === target.hostname)).toBe(true);
    const one = await client.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1, offset: 2 });
    expect(one).toEqual([{ id: server.state.data.virtualGuests[2]?.id }]);
  });

  it('pages 3,000 guests at concurrency 8 in order, each fetched once', async () => {
    const server = await start({ counts: { virtualGuests: 3000 } });
    const client = clientOf(server, wire);
    const ids: (number | undefined)[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 100, concurrency: 8 })) ids.push(guest.id);
    expect(ids).toEqual(server.state.data.virtualGuests.map((guest) => guest.id));
    // 30 pages, and the empty one past the total: a full page reaching the total may not be the last (issue 27 item 4).
    expect(server.state.requests).toHaveLength(31);
  });

  it('creates with arguments (a POST over REST) and reads it back', async () => {
    const server = await start();
    const client = clientOf(server, wire);
    const created = await client.call('Virtual_Guest', 'createObject', {
      args: [{ hostname: 'e2e-new', domain: 'example.com', startCpus: 1, maxMemory: 1024, datacenter: { name: 'dal10' }, hourlyBillingFlag: true, localDiskFlag: true, operatingSystemReferenceCode: 'UBUNTU_LATEST' }],
    });
    expect(created).toMatchObject({ hostname: 'e2e-new' });
    expect(await client.call('Virtual_Guest', 'getObject', { id: created.id ?? 0, mask: 'hostname' })).toMatchObject({ hostname: 'e2e-new' });
  });

  it('maps errors to the same kinds: object not found, bad credentials, unknown method', async () => {
    const server = await start();
    const client = clientOf(server, wire);
    const missing = await failure(client.call('Virtual_Guest', 'getObject', { id: 999_999 }));
    expect(missing).toBeInstanceOf(ServiceAPIError);
    expect(missing).toMatchObject({ faultCode: 'Vendor_Exception_ObjectNotFound' });
    const wrong = clientOf(server, wire, { username: FAKE_USERNAME, apiKey: 'wrong-key-e2e-0000' });
    secrets.add('wrong-key-e2e-0000');
    expect(await failure(wrong.call('Account', 'getObject'))).toBeInstanceOf(Unauthenticated);
    expect(await failure(client.untyped.call('Account', 'getNoSuchThing'))).toMatchObject({ name: 'MethodNotFound', faultCode: -32601 });
  });

  it('accepts an API key with the username apikey', async () => {
    const server = await start();
    const client = clientOf(server, wire, { username: 'apikey', apiKey: FAKE_API_KEY });
    expect(await client.call('Account', 'getObject', { mask: 'companyName' })).toMatchObject({ companyName: 'Fake Company Ltd.' });
  });

  it('a rate-limit refusal (HTTP 500) is RateLimitExceeded, and retried with retry on', async () => {
    const server = await start({ rateLimit: { perSecond: 3 } });
    const bare = clientOf(server, wire);
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => bare.call('Account', 'getObject', { mask: 'id' })));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      remember(outcome.reason);
      expect(outcome.reason).toBeInstanceOf(RateLimitExceeded);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const patient = clientOf(server, wire, { retry: { retries: 12, minDelayMs: 250, maxDelayMs: 1000 } });
    const results = await Promise.all(Array.from({ length: 5 }, () => patient.call('Account', 'getObject', { mask: 'id' })));
    expect(results).toHaveLength(5);
  });

  it('injected failures: a fault, a dropped connection, a malformed and a truncated body, an HTTP error', async () => {
    const server = await start();
    const client = clientOf(server, wire);
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception_Custom', faultString: 'custom failure' } });
    expect(await failure(client.call('Account', 'getObject'))).toMatchObject({ name: 'ServiceAPIError', faultCode: 'Vendor_Exception_Custom', faultString: 'custom failure' });
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'drop' } });
    expect(await failure(client.call('Account', 'getObject'))).toMatchObject({ name: 'TransportError', faultCode: 0 });
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'malformed' } });
    expect(await failure(client.call('Account', 'getObject'))).toBeInstanceOf(ParseError);
    server.inject({ method: 'getVirtualGuests', times: 1, failure: { kind: 'truncate' } });
    expect(await failure(client.call('Account', 'getVirtualGuests'))).toBeInstanceOf(TransportError);
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 503 } });
    expect(await failure(client.call('Account', 'getObject'))).toMatchObject({ name: 'TransportError', faultCode: 503 });
  });

  it('a slow body is cut by the timeout; an abort ends the call', async () => {
    const server = await start();
    server.inject({ method: 'getVirtualGuests', times: 1, failure: { kind: 'slowBody', chunkSize: 8, intervalMs: 100 } });
    const client = clientOf(server, wire, { timeout: 0.3 });
    const slow = await failure(client.call('Account', 'getVirtualGuests'));
    expect(slow).toBeInstanceOf(TransportError);
    expect(slow.message).toMatch(/timed out after 0\.3s/);
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'slowHeaders', delayMs: 2000 } });
    const aborted = await failure(clientOf(server, wire).call('Account', 'getObject', { signal: AbortSignal.timeout(100) }));
    expect(aborted.message).toMatch(/aborted/);
  });

  it('a request body over the server limit is refused (413) before it is read', async () => {
    const server = await start({ maxBodyBytes: 64 * 1024 });
    const client = clientOf(server, wire);
    const error = await failure(client.call('Ticket', 'addUpdate', { id: 1, args: [{ entry: 'x'.repeat(200_000) }] }));
    expect(error).toMatchObject({ name: 'TransportError', faultCode: 413 });
  });

  it('bearer: Authorization: Bearer on the wire; an expired token is refreshed once for all calls in flight', async () => {
    const server = await start();
    let token = server.issueAccessToken();
    secrets.add(token);
    let refreshes = 0;
    const auth = new BearerAuthentication(token, {
      refresh: async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        token = server.issueAccessToken();
        secrets.add(token);
        return token;
      },
    });
    const client = clientOf(server, wire, { auth });
    expect(await client.call('Account', 'getObject', { mask: 'companyName' })).toMatchObject({ companyName: 'Fake Company Ltd.' });
    expect(server.state.requests[0]?.httpHeaders.authorization).toBe(`Bearer ${token}`);

    server.expireAccessToken(token);
    server.state.requests.length = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => client.call('Account', 'getObject', { mask: 'id' })));
    expect(results).toHaveLength(20);
    expect(refreshes).toBe(1);
    // 20 refused, 20 repeated with the new token.
    expect(server.state.requests).toHaveLength(40);
    expect(server.state.requests.at(-1)?.httpHeaders.authorization).toBe(`Bearer ${token}`);
  });

  it('bearer: a refreshed token that is still refused is an error, not a loop; without refresh the refusal is the error', async () => {
    const server = await start();
    const stale = server.issueAccessToken();
    secrets.add(stale);
    server.expireAccessToken(stale);
    let refreshes = 0;
    const client = clientOf(server, wire, {
      auth: new BearerAuthentication(stale, {
        refresh: () => {
          refreshes += 1;
          return `still-bad-token-${String(refreshes)}`;
        },
      }),
    });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toMatchObject({ faultCode: ACCESS_TOKEN_FAULT_CODE });
    expect(refreshes).toBe(1);
    expect(server.state.requests).toHaveLength(2);

    const plain = clientOf(server, wire, { auth: new BearerAuthentication(stale) });
    expect(await failure(plain.call('Account', 'getObject'))).toMatchObject({ faultCode: ACCESS_TOKEN_FAULT_CODE });

    const failing = clientOf(server, wire, {
      auth: new BearerAuthentication(stale, {
        refresh: () => Promise.reject(new Error('identity service down')),
      }),
    });
    const refreshFailed = await failure(failing.call('Account', 'getObject'));
    expect(refreshFailed).toBeInstanceOf(Unauthenticated);
    expect(refreshFailed.message).toMatch(/refresh\(\) failed/);
  });

  it('no token or key in any text form of the client, its auth plugin or its errors', async () => {
    const server = await start();
    const token = server.issueAccessToken();
    secrets.add(token);
    const auth = new BearerAuthentication(token);
    const client = clientOf(server, wire, { auth });
    remember(auth);
    expect(String(auth)).toBe('<BearerAuthentication>');
    expect(JSON.stringify(auth)).toBe('{"type":"BearerAuthentication"}');
    expect(inspect(auth)).toBe('<BearerAuthentication>');
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception_Echo', faultString: `echo ${token}` } });
    const echoed = await failure(client.call('Account', 'getObject'));
    expect(echoed.message).not.toContain(token);
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 500, body: `<p>Bearer ${token}</p>`, contentType: 'text/html' } });
    const quoted = await failure(client.call('Account', 'getObject'));
    expect(quoted.message).not.toContain(token);
    const basic = clientOf(server, wire);
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'http', status: 500, body: `key=${FAKE_API_KEY} basic=${btoa(`${FAKE_USERNAME}:${FAKE_API_KEY}`)}`, contentType: 'text/plain' } });
    const withBasic = await failure(basic.call('Account', 'getObject'));
    expect(withBasic.message).not.toContain(FAKE_API_KEY);
    expect(withBasic.message).not.toContain(btoa(`${FAKE_USERNAME}:${FAKE_API_KEY}`));
  });
});

describe('each transport sets its own content type', () => {
  it.each(WIRES)('over %s: the record names none, the wire has the transport\'s, and one the caller names goes as given', async (wire) => {
    const server = await start();
    const records: CallRequest[] = [];
    const sent: HttpRequest[] = [];
    const sender = wrapSender(fetchSender(), { beforeRequest: [(request) => { sent.push(request); }] });
    const inner = wire === 'rest' ? createRestTransport({ sender }) : createXmlRpcTransport({ sender });
    const client = clientOf(server, wire, { transport: (request) => { records.push(request); return inner(request); } });
    await client.call('Account', 'getObject', { mask: 'id' }); // no arguments: a REST GET
    await client.untyped.call('Account', 'getObject', { args: [1] }).catch(() => undefined); // arguments: a REST POST
    await client.untyped.call('Account', 'getObject', { args: [1], rawHeaders: { 'Content-Type': 'application/json; charset=utf-8' } }).catch(() => undefined);
    expect(records).toHaveLength(3);
    for (const record of records.slice(0, 2)) expect(Object.keys(record.transportHeaders).map((name) => name.toLowerCase())).not.toContain('content-type');
    const types = sent.map((request) => request.headers['content-type']);
    expect(types).toEqual(wire === 'rest' ? [undefined, 'application/json', 'application/json; charset=utf-8'] : ['application/xml', 'application/xml', 'application/json; charset=utf-8']);
    expect(server.state.requests.map((request) => request.httpHeaders['content-type'])).toEqual(types.slice(0, server.state.requests.length));
  });
});

describe('choosing the transport', () => {
  it("transport 'rest' without an endpoint uses the REST endpoint; xmlrpc the XML-RPC one", () => {
    expect(new Client({ transport: 'rest' }).endpointUrl).toBe('https://api.vendor.example/rest/v3.1');
    expect(new Client({ transport: 'xmlrpc' }).endpointUrl).toBe('https://api.vendor.example/xmlrpc/v3.1');
    expect(new Client().endpointUrl).toBe('https://api.vendor.example/xmlrpc/v3.1');
  });

  it('SVC_TRANSPORT chooses it, an explicit option wins, and a wrong value is an error naming the variable', async () => {
    const server = await start();
    const saved = process.env.SVC_TRANSPORT;
    try {
      process.env.SVC_TRANSPORT = 'rest';
      const client = new Client({ endpointUrl: server.restUrl, username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
      expect(typeof (await client.call('Account', 'getObject', { mask: 'id' })).id).toBe('number');
      expect(server.state.requests[0]?.httpHeaders.authorization).toMatch(/^Basic /);
      expect(new Client({ transport: 'xmlrpc' }).endpointUrl).toMatch(/xmlrpc/);
      process.env.SVC_TRANSPORT = 'soap';
      expect(() => new Client()).toThrow('The SVC_TRANSPORT environment variable must be xmlrpc or rest');
    } finally {
      if (saved === undefined) delete process.env.SVC_TRANSPORT;
      else process.env.SVC_TRANSPORT = saved;
    }
  });
});
