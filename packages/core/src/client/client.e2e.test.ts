/**
 * End-to-end tests of the client on the wire, against the fake API server of @svclib/testing
 * (real XML-RPC over HTTP on 127.0.0.1). Everything printed while this file runs, and the text of
 * every error and object it produced, is scanned for the test secrets at the end.
 */
import { writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FAKE_API_KEY, FAKE_PASSWORD, FAKE_USER_ID, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure as rejection } from '../../test/support/failure.js';
import { capturePrinted, isolateHome, textForms } from '../../test/support/leak-audit.js';
import type { PrintCapture, TempHome } from '../../test/support/leak-audit.js';
import {
  Client, createRecordingTransport, ServiceAPIError, TimedClient, TokenAuthentication, totalItems, TransportError, Unauthenticated,
} from '../node.js';
import { createXmlRpcTransport } from '../wire.js';

const WRONG_KEY = 'e2e-wrong-api-key-5a5a5a5a';
const WRONG_PASSWORD = 'e2e-wrong-password-7b7b7b';
/** Secrets that must never be printed or appear in any text form. Login hashes are added as seen. */
const secrets = [FAKE_API_KEY, FAKE_PASSWORD, WRONG_KEY, WRONG_PASSWORD];
/** Text forms of errors and objects produced by the tests (scanned at the end). */
const texts: string[] = [];
/** Everything written to stdout/stderr/console/warnings while this file ran. */
let printed: string[] = [];

function remember(value: unknown): void {
  texts.push(...textForms(value));
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await rejection(promise);
  remember(error);
  return error;
}

let server: FakeServer;
let home: string;
let capture: PrintCapture | undefined;
let tempHome: TempHome | undefined;

beforeAll(async () => {
  capture = capturePrinted(true);
  printed = capture.printed;
  tempHome = isolateHome('svclib-e2e-', ['SVC_USERNAME', 'SVC_API_KEY']);
  home = tempHome.home;
  server = await startFakeServer({ counts: { virtualGuests: 95 } });
});

afterAll(async () => {
  await server.close();
  capture?.restore();
  tempHome?.restore();
});

const newClient = (options: ConstructorParameters<typeof Client>[0] = {}): Client =>
  new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, ...options });

const lastRequest = () => server.state.requests.at(-1)!;

describe('on the wire: call shape', () => {
  it('POSTs XML-RPC to endpoint/Vendor_Service with the default HTTP headers', async () => {
    const client = newClient({ userAgent: 'e2e-agent/1.0' });
    await client.call('Account', 'getObject');
    expect(lastRequest()).toMatchObject({ service: 'Vendor_Account', method: 'getObject', args: [] });
    expect(lastRequest().httpHeaders).toMatchObject({
      'user-agent': 'e2e-agent/1.0',
      'content-type': 'application/xml',
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, compress',
    });
  });

  it('asks for an uncompressed body with compress: false, and sends rawHeaders over the defaults', async () => {
    const client = newClient();
    await client.call('Account', 'getObject', { compress: false, rawHeaders: { 'X-Trace': 'abc', 'User-Agent': 'raw/2' } });
    const { httpHeaders } = lastRequest();
    expect(httpHeaders['accept-encoding']).not.toMatch(/gzip|deflate|compress/);
    expect(httpHeaders['x-trace']).toBe('abc');
    expect(httpHeaders['user-agent']).toBe('raw/2');
  });

  it('sends id as <Service>InitParameters and args in order', async () => {
    const client = newClient();
    const ticket = await client.Ticket.getObject({ id: server.state.data.tickets[0]!.id });
    expect(ticket.id).toBe(server.state.data.tickets[0]!.id);
    expect(lastRequest().headers.Vendor_TicketInitParameters).toEqual({ id: ticket.id });
    await client.Ticket.addUpdate({ id: ticket.id ?? 0, args: [{ entry: 'e2e update' }] });
    expect(lastRequest()).toMatchObject({ method: 'addUpdate', args: [{ entry: 'e2e update' }] });
  });

  it('sends string and object masks, and the server returns the masked relations', async () => {
    const client = newClient();
    const account = await client.call('Account', 'getObject', { mask: 'companyName' });
    // The masked level keeps its local key `id` besides the named property, as the real service does.
    expect(Object.keys(account).sort()).toEqual(['companyName', 'id']);
    expect(lastRequest().headers.Vendor_ObjectMask).toEqual({ mask: 'mask[companyName]' });
    const guests = await client.call('Account', 'getVirtualGuests', { mask: { id: {}, domain: {} }, limit: 2 });
    expect(guests.map((guest) => Object.keys(guest).sort())).toEqual([['domain', 'id'], ['domain', 'id']]);
    expect(lastRequest().headers.Vendor_AccountObjectMask).toEqual({ mask: { id: {}, domain: {} } });
  });

  it('sends filters as <Service>ObjectFilter, and the server applies them', async () => {
    const client = newClient();
    const filter = { virtualGuests: { domain: { operation: 'example.org' } } };
    const guests = await client.call('Account', 'getVirtualGuests', { mask: 'id, domain', filter });
    expect(guests.length).toBeGreaterThan(0);
    expect(guests.every((guest) => guest.domain === 'example.org')).toBe(true);
    expect(lastRequest().headers.Vendor_AccountObjectFilter).toEqual(filter);
  });

  it('sends limit/offset as resultLimit and exposes Vendor-Total-Items through totalItems', async () => {
    const client = newClient();
    const all = await client.call('Account', 'getVirtualGuests', { mask: 'id' });
    const page = await client.call('Account', 'getVirtualGuests', { mask: 'id', limit: 10, offset: 10 });
    expect(lastRequest().headers.resultLimit).toEqual({ limit: 10, offset: 10 });
    expect(page).toEqual(all.slice(10, 20));
    expect(totalItems(page)).toBe(95);
  });

  it('sends the headers option into the header struct for one call only', async () => {
    const client = newClient();
    await client.call('Account', 'getObject', { headers: { customHeader: { a: 1 } } });
    expect(lastRequest().headers.customHeader).toEqual({ a: 1 });
    await client.call('Account', 'getObject');
    expect(lastRequest().headers.customHeader).toBeUndefined();
  });
});

describe('on the wire: authentication', () => {
  it('authenticates with username and apiKey, and follows reassigned credentials', async () => {
    const client = newClient();
    await client.Account.getObject();
    expect(lastRequest().headers.authenticate).toEqual({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
    client.apiKey = WRONG_KEY;
    const error = await failure(client.Account.getObject());
    expect(error).toBeInstanceOf(Unauthenticated);
    client.apiKey = FAKE_API_KEY;
    await expect(client.Account.getObject()).resolves.toBeTruthy();
  });

  it('rejects with Unauthenticated without credentials, and says where credentials come from', async () => {
    const error = await failure(new Client({ endpointUrl: server.url }).call('Account', 'getObject'));
    expect(error).toBeInstanceOf(Unauthenticated);
    expect(error.message).toMatch(/^.+ — No credentials were configured\. Give them as options \(new Client\(\{ username, apiKey \}\)\), as SVC_USERNAME and SVC_API_KEY, in ~\/\.svclib \(\[svclib\] username and api_key\), or run `svc config setup`\.$/);
    expect(error.cause).toBeInstanceOf(Unauthenticated);
    expect((error as Unauthenticated).request).toMatchObject({ service: 'Vendor_Account', method: 'getObject' });
    // Half the credentials: which half is missing is said, the other half's value never.
    const keyOnly = await failure(new Client({ endpointUrl: server.url, apiKey: WRONG_KEY }).call('Account', 'getObject'));
    expect(keyOnly.message).toContain('An API key was configured but no username.');
    expect(keyOnly.message).not.toContain(WRONG_KEY);
    const userOnly = await failure(new Client({ endpointUrl: server.url, username: FAKE_USERNAME }).call('Account', 'getObject'));
    expect(userOnly.message).toContain('A username was configured but no API key.');
    // Configured but wrong credentials: the server's text alone (the hint would mislead).
    const wrong = await failure(new Client({ endpointUrl: server.url, username: FAKE_USERNAME, apiKey: WRONG_KEY }).call('Account', 'getObject'));
    expect(wrong).toBeInstanceOf(Unauthenticated);
    expect(wrong.message).not.toContain('configured');
    remember([error, keyOnly, userOnly, wrong]);
  });

  it('logs in with authenticateWithPassword and then calls with the token', async () => {
    const client = new Client({ endpointUrl: server.url });
    const [userId, hash] = await client.authenticateWithPassword(FAKE_USERNAME, FAKE_PASSWORD);
    secrets.push(hash);
    expect(userId).toBe(FAKE_USER_ID);
    expect(server.state.requests.at(-1)).toMatchObject({
      service: 'Vendor_User_Customer',
      method: 'getPortalLoginToken',
      args: [FAKE_USERNAME, FAKE_PASSWORD, null, null],
    });
    expect(server.state.requests.at(-1)?.headers.authenticate).toBeUndefined();
    expect(String(client)).toBe(`<Client: endpoint=${server.url}, user=<TokenAuthentication: ${String(FAKE_USER_ID)}>>`);
    const account = await client.call('Account', 'getObject', { mask: 'companyName' });
    expect(account.companyName).toBeTruthy();
    expect(lastRequest().headers.authenticate).toEqual({ complexType: 'PortalLoginToken', userId: FAKE_USER_ID, authToken: hash });
    remember(client);
    remember(client.auth);
  });

  it('rejects a wrong password, leaving auth cleared', async () => {
    const client = newClient();
    const error = await failure(client.authenticateWithPassword(FAKE_USERNAME, WRONG_PASSWORD));
    expect(error).toBeInstanceOf(Error);
    expect(client.auth).toBeNull();
  });

  it('rejects a forged token with Unauthenticated', async () => {
    const client = new Client({ endpointUrl: server.url, auth: new TokenAuthentication(FAKE_USER_ID, WRONG_KEY) });
    expect(await failure(client.call('Account', 'getObject'))).toBeInstanceOf(Unauthenticated);
  });
});

describe('on the wire: settings from files', () => {
  it('reads username, api_key, endpoint_url and timeout from a config file', async () => {
    const configFile = join(home, 'e2e.conf');
    writeFileSync(configFile, `[svclib]\nusername = ${FAKE_USERNAME}\napi_key = ${FAKE_API_KEY}\nendpoint_url = ${server.url}/\ntimeout = 10\n`);
    const client = new Client({ configFile });
    expect(client.endpointUrl).toBe(server.url);
    expect(client.timeout).toBe(10);
    await expect(client.call('Account', 'getObject', { mask: 'companyName' })).resolves.toHaveProperty('companyName');
    remember(client);
  });

  it('reads credentials from the environment', async () => {
    process.env.SVC_USERNAME = FAKE_USERNAME;
    process.env.SVC_API_KEY = FAKE_API_KEY;
    try {
      const client = new Client({ endpointUrl: server.url });
      await expect(client.call('Account', 'getObject')).resolves.toBeTruthy();
      expect(lastRequest().headers.authenticate).toEqual({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY });
    } finally {
      delete process.env.SVC_USERNAME;
      delete process.env.SVC_API_KEY;
    }
  });
});

/** A small HTTP forward proxy on 127.0.0.1 that records the absolute URIs it forwards. */
async function startForwardProxy(): Promise<{ url: string; seen: string[]; close: () => Promise<void> }> {
  const seen: string[] = [];
  const proxy: Server = createServer((incoming, outgoing) => {
    seen.push(incoming.url ?? '');
    const target = new URL(incoming.url ?? '');
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

describe('on the wire: proxy', () => {
  it('routes calls through the proxy option, and through https_proxy from the environment', async () => {
    const proxy = await startForwardProxy();
    try {
      const client = newClient({ proxy: proxy.url });
      await expect(client.call('Account', 'getObject', { mask: 'companyName' })).resolves.toHaveProperty('companyName');
      expect(proxy.seen).toEqual([`${server.url}/Vendor_Account`]);
      process.env.https_proxy = proxy.url;
      try {
        const fromEnv = newClient();
        expect(fromEnv.proxy).toBe(proxy.url);
        await fromEnv.call('Account', 'getObject');
      } finally {
        delete process.env.https_proxy;
      }
      expect(proxy.seen).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });
});

describe('on the wire: iterCall', () => {
  const pagesSince = (start: number): [number, number][] =>
    server.state.requests.slice(start).map((request) => {
      const limit = request.headers.resultLimit as { limit: number; offset: number };
      return [limit.limit, limit.offset];
    });

  it('pages sequentially by the seed rules', async () => {
    const client = newClient();
    const start = server.state.requests.length;
    const ids: (number | undefined)[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 40 })) ids.push(guest.id);
    expect(ids).toHaveLength(95);
    expect(pagesSince(start)).toEqual([[40, 0], [40, 40], [40, 80]]);
  });

  it('with concurrency: the same items in the same order, pages up to the total, no fetch past limit', async () => {
    const client = newClient();
    const sequential: (number | undefined)[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 10 })) sequential.push(guest.id);

    let start = server.state.requests.length;
    const concurrent: (number | undefined)[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 10, concurrency: 4 })) {
      concurrent.push(guest.id);
    }
    expect(concurrent).toEqual(sequential);
    expect(pagesSince(start).sort((a, b) => a[1] - b[1])).toEqual([
      // The page reaching the total is asked whole (issue 27 item 4): it comes back short, which ends it.
      [10, 0], [10, 10], [10, 20], [10, 30], [10, 40], [10, 50], [10, 60], [10, 70], [10, 80], [10, 90],
    ]);

    start = server.state.requests.length;
    const limited: (number | undefined)[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 10, limit: 35, concurrency: 3 })) {
      limited.push(guest.id);
    }
    expect(limited).toEqual(sequential.slice(0, 35));
    expect(pagesSince(start).sort((a, b) => a[1] - b[1])).toEqual([[10, 0], [10, 10], [10, 20], [5, 30]]);
  });

  it('stops requesting when the loop is left', async () => {
    const slow = await startFakeServer({ counts: { virtualGuests: 500 }, latencyMs: 25 });
    try {
      const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: slow.url });
      let seen = 0;
      for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 10, concurrency: 3 })) {
        void guest;
        if (++seen === 12) break;
      }
      const sent = slow.state.requests.length;
      // The first page, then at most 2 × concurrency pages held ahead of the consumer.
      expect(sent).toBeLessThanOrEqual(1 + 2 * 3);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(slow.state.requests.length).toBe(sent);
    } finally {
      await slow.close();
    }
  });
});

describe('on the wire: iterPages', () => {
  type Guest = { id?: number };
  const summary = (pages: { items: readonly Guest[]; offset: number; total: number | undefined }[]) =>
    pages.map((page) => [page.offset, page.items.length, page.total]);

  it('yields each page with its offset and the Vendor-Total-Items total, items as iterCall yields them', async () => {
    const client = newClient();
    const pages = [];
    for await (const page of client.iterPages('Account', 'getVirtualGuests', { mask: 'id', chunk: 40 })) pages.push(page);
    expect(summary(pages)).toEqual([[0, 40, 95], [40, 40, 95], [80, 15, 95]]);
    const items: Guest[] = [];
    for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id', chunk: 40 })) items.push(guest);
    expect(pages.flatMap((page) => page.items)).toEqual(items);
  });

  it('keeps page order with concurrency, and trims the last page to limit', async () => {
    const client = newClient();
    const pages = [];
    for await (const page of client.Account.iterPages('getVirtualGuests', { mask: 'id', chunk: 10, offset: 5, limit: 32, concurrency: 4 })) {
      pages.push(page);
    }
    expect(summary(pages)).toEqual([[5, 10, 95], [15, 10, 95], [25, 10, 95], [35, 2, 95]]);
  });

  it('stops requesting when the loop is left after the first page', async () => {
    const client = newClient();
    const start = server.state.requests.length;
    for await (const page of client.iterPages('Account', 'getVirtualGuests', { mask: 'id', chunk: 10 })) {
      expect(page.offset).toBe(0);
      break;
    }
    expect(server.state.requests.length - start).toBe(1);
  });
});

describe('on the wire: errors and cancellation', () => {
  it('maps an API fault to ServiceAPIError with its code and string', async () => {
    server.inject({ method: 'getObject', times: 1, failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: 'nope' } });
    const error = await failure(newClient().call('Account', 'getObject'));
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error).toMatchObject({ faultCode: 'Vendor_Exception_Public', faultString: 'nope', reason: 'nope' });
    expect(String(error)).toBe('ServiceAPIError(Vendor_Exception_Public): nope');
  });

  it('cancels with the signal option (TransportError 0)', async () => {
    const slow = await startFakeServer({ latencyMs: 2000 });
    try {
      const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: slow.url });
      const error = await failure(client.call('Account', 'getObject', { signal: AbortSignal.timeout(50) }));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(0);
      const timedOut = await failure(new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: slow.url, timeout: 0.05 }).call('Account', 'getObject'));
      expect(timedOut).toBeInstanceOf(TransportError);
    } finally {
      await slow.close();
    }
  });
});

describe('on the wire: debugging helpers', () => {
  it('TimedClient times real calls', async () => {
    const timed = new TimedClient({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
    await timed.Account.getObject();
    await timed.call('Vendor_Ticket', 'getObject', { id: server.state.data.tickets[0]!.id });
    const calls = timed.getLastCalls();
    expect(calls.map(([name]) => name)).toEqual(['Account.getObject', 'Vendor_Ticket.getObject']);
    expect(calls.every(([, start, duration]) => start > 0 && duration > 0)).toBe(true);
  });

  it('the recording transport keeps redacted records of real calls', async () => {
    const recorder = createRecordingTransport(createXmlRpcTransport());
    const client = newClient({ transport: recorder.transport });
    await client.call('Account', 'getObject', { mask: 'companyName' });
    expect(recorder.records[0]?.request.headers.authenticate).toEqual({ username: FAKE_USERNAME, apiKey: '[REDACTED]' });
    expect(recorder.records[0]?.result).toHaveProperty('companyName');
    remember(recorder.records);
    console.log('recorded:', recorder.records);
  });
});

describe('on the wire: load', () => {
  it('makes 1,000 concurrent calls on one client without a failure', async () => {
    const client = newClient();
    const start = server.state.requests.length;
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) => client.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1, offset: i % 95 })),
    );
    const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []));
    for (const reason of rejected) remember(reason);
    const describeFailure = (error: unknown): string =>
      error instanceof Error ? `${error.name}: ${error.message}${error.cause === undefined ? '' : ` <- ${describeFailure(error.cause)}`}` : String(error);
    expect(rejected.map(describeFailure)).toEqual([]);
    expect(server.state.requests.length - start).toBe(1000);
    expect(results.every((result) => result.status === 'fulfilled' && result.value.length === 1)).toBe(true);
  }, 120_000);
});

describe('secrets', () => {
  it('text forms show no secret', () => {
    const client = newClient();
    remember(client);
    remember(client.Account);
    texts.push(JSON.stringify(client), JSON.stringify(client.auth));
    console.log('client:', client, 'handle:', client.Account);
  });

  it('nothing printed and no error message, String() or util.inspect form contained a test key, password or token', () => {
    expect(texts.length).toBeGreaterThan(20);
    expect(printed.join('\n')).toContain('<Client: endpoint=');
    const haystack = [...printed, ...texts].join('\n');
    for (const secret of secrets) expect(haystack.includes(secret), `a secret leaked (${secret.slice(0, 4)}…)`).toBe(false);
  });
});
