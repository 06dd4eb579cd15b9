/**
 * The REST transport on the wire, against a small real server on 127.0.0.1 that records what it
 * received: the reference client's REST transport tests (softlayer-python
 * `tests/transports/rest_tests.py`) as tables, then the error mapping, bodies that are not JSON,
 * the body limit, the one-item list answer and the totals.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/support/failure.js';
import {
  Client, createProxySender, InvalidCharacter, InvalidMethodParameters, NotWellFormed, ParseError, RateLimitExceeded, ServiceAPIError, totalItems, TransportError, Unauthenticated,
} from '../../node.js';
import { createRestTransport } from '../../wire.js';
import { requestRecord } from '../../test-support/test-exchange.js';
import { useTestServers, type TestServer } from '../../test-support/test-server.js';
import type { CallRequest } from '../../request/call-request.js';

const serve = useTestServers();

/**
 * A request record as the reference tests build it (`transports.Request()` with a few fields set),
 * with the HTTP headers a client's record carries (no content type: that is each transport's).
 */
function record(server: TestServer, fields: Partial<CallRequest>): CallRequest {
  return requestRecord({
    endpoint: server.url,
    service: 'Vendor_Service',
    method: 'Resource',
    transportHeaders: { 'User-Agent': 'svclib-test' },
    ...fields,
  });
}

/** A server answering every request with `status`, `body` and `headers`. */
function answering(body: string, status = 200, headers: Record<string, string> = {}): Promise<TestServer> {
  return serve((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  });
}

/** The query of a received request target, decoded. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('REST transport: the reference client tests (rest_tests.py) as a table', () => {
  interface Case {
    name: string;
    fields: Partial<CallRequest>;
    method: 'GET' | 'POST';
    path: string;
    query: Record<string, string>;
    body: string;
  }
  const cases: Case[] = [
    { name: 'basic: GET service/method.json', fields: {}, method: 'GET', path: '/Vendor_Service/Resource.json', query: {}, body: '' },
    { name: 'with id: the id in the path', fields: { method: 'getObject', identifier: 2 }, method: 'GET', path: '/Vendor_Service/2/getObject.json', query: {}, body: '' },
    {
      name: 'with args: POST {"parameters": […]}',
      fields: { method: 'getObject', args: ['test', 1] },
      method: 'POST',
      path: '/Vendor_Service/getObject.json',
      query: {},
      body: '{"parameters":["test",1]}',
    },
    {
      name: 'with args bytes: base64 in the JSON body',
      fields: { method: 'getObject', args: ['test', new TextEncoder().encode('asdf')] },
      method: 'POST',
      path: '/Vendor_Service/getObject.json',
      query: {},
      body: '{"parameters":["test","YXNkZg=="]}',
    },
    {
      name: 'with filter: objectFilter as JSON',
      fields: { method: 'getObject', filter: { TYPE: { attribute: { operation: '^= prefix' } } } },
      method: 'GET',
      path: '/Vendor_Service/getObject.json',
      query: { objectFilter: '{"TYPE":{"attribute":{"operation":"^= prefix"}}}' },
      body: '',
    },
    { name: 'with mask: wrapped as mask[…]', fields: { method: 'getObject', mask: 'id,property' }, method: 'GET', path: '/Vendor_Service/getObject.json', query: { objectMask: 'mask[id,property]' }, body: '' },
    { name: 'with mask[] prefix: as given', fields: { method: 'getObject', mask: 'mask[id,property]' }, method: 'GET', path: '/Vendor_Service/getObject.json', query: { objectMask: 'mask[id,property]' }, body: '' },
    {
      name: 'with limit and offset: resultLimit=<offset>,<limit>',
      fields: { method: 'getObject', identifier: 2, limit: 10, offset: 5 },
      method: 'GET',
      path: '/Vendor_Service/2/getObject.json',
      query: { resultLimit: '5,10' },
      body: '',
    },
    { name: 'with limit only: offset 0', fields: { method: 'getObject', limit: 10 }, method: 'GET', path: '/Vendor_Service/getObject.json', query: { resultLimit: '0,10' }, body: '' },
    {
      name: 'other XML-RPC headers of the record go as query parameters (as the reference copies request.headers)',
      fields: { headers: { customHeader: 'x y', structured: { a: 1 } } },
      method: 'GET',
      path: '/Vendor_Service/Resource.json',
      query: { customHeader: 'x y', structured: '{"a":1}' },
      body: '',
    },
  ];

  it.each(cases)('$name', async ({ fields, method, path, query, body }) => {
    const server = await answering('{}');
    const transport = createRestTransport();
    expect(await transport(record(server, fields))).toEqual({});
    const [received] = server.requests;
    expect(received?.method).toBe(method);
    expect(received?.url.split('?')[0]).toBe(path);
    expect(queryOf(received?.url ?? '')).toEqual(query);
    expect(received?.body.toString('utf8')).toBe(body);
    // JSON for a body, no content type without one; the record's headers as HTTP headers.
    expect(received?.headers['content-type']).toBe(method === 'POST' ? 'application/json' : undefined);
    expect(received?.headers['user-agent']).toBe('svclib-test');
  });

  it('basic: a list with its total (Vendor-Total-Items)', async () => {
    const server = await answering('[]', 200, { 'vendor-total-items': '10' });
    const result = await createRestTransport()(record(server, {}));
    expect(result).toEqual([]);
    expect(totalItems(result)).toBe(10);
  });

  it('with special auth: the authenticate header as HTTP Basic, never in the query', async () => {
    const server = await answering('{}');
    await createRestTransport()(record(server, { method: 'getObject', identifier: 2, headers: { authenticate: { username: 'asdf', apiKey: 'zxcv-key' } } }));
    const [received] = server.requests;
    expect(received?.headers.authorization).toBe(`Basic ${btoa('asdf:zxcv-key')}`);
    expect(received?.url).toBe('/Vendor_Service/2/getObject.json');
  });

  it('a portal login token goes as HTTP Basic userId:authToken', async () => {
    const server = await answering('{}');
    await createRestTransport()(record(server, { headers: { authenticate: { complexType: 'PortalLoginToken', userId: 7, authToken: 'tok-abcdef' } } }));
    expect(server.requests[0]?.headers.authorization).toBe(`Basic ${btoa('7:tok-abcdef')}`);
  });

  it('an Authorization the record already carries (a bearer token) wins over authenticate', async () => {
    const server = await answering('{}');
    await createRestTransport()(
      record(server, { transportHeaders: { Authorization: 'Bearer tok-123456' }, headers: { authenticate: { username: 'u', apiKey: 'k-123456' } } }),
    );
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-123456');
  });

  it('a client with username apikey sends HTTP Basic apikey:<key>', async () => {
    const server = await answering('{"id":1}');
    const client = new Client({ username: 'apikey', apiKey: 'cloud-api-key-0123', endpointUrl: server.url, transport: 'rest' });
    expect(await client.call('Account', 'getObject')).toEqual({ id: 1 });
    expect(server.requests[0]?.headers.authorization).toBe(`Basic ${btoa('apikey:cloud-api-key-0123')}`);
    expect(server.requests[0]?.url).toBe('/Vendor_Account/getObject.json');
  });

  it('json error (an HTTP error whose body is not JSON): TransportError with the status', async () => {
    const server = await answering('\n  "error": "description",\n  "code": "Error Code"\n', 404);
    const error = await failure(createRestTransport()(record(server, {})));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ faultCode: 404, status: 404 });
  });

  it('http and empty error: TransportError with the status', async () => {
    const server = await answering('', 404);
    expect(await failure(createRestTransport()(record(server, {})))).toMatchObject({ name: 'TransportError', faultCode: 404 });
  });

  it('empty response: a ParseError', async () => {
    const server = await answering('');
    const error = await failure(createRestTransport()(record(server, {})));
    expect(error).toBeInstanceOf(ParseError);
    expect(error.message).toMatch(/Empty response body: GET /);
  });

  it('non-JSON response: a ParseError (NotWellFormed) naming the call, not the parser crash', async () => {
    const server = await answering('Not JSON');
    const error = await failure(createRestTransport()(record(server, {})));
    expect(error).toBeInstanceOf(NotWellFormed);
    expect(error.message).toMatch(/^Invalid JSON response \(.+\): GET http:\/\/127\.0\.0\.1:\d+\/Vendor_Service\/Resource\.json$/);
  });

  it('valid proxy: the call goes through the proxy (absolute URI, query and credentials intact)', async () => {
    const api = await answering('{"via":"proxy"}');
    const seen: string[] = [];
    const proxy = await serve((received, response) => {
      seen.push(`${received.method} ${received.url} ${String(received.headers.authorization)}`);
      const target = new URL(received.url);
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: received.method, headers: received.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.end(received.body);
    });
    const transport = createRestTransport({ proxySender: createProxySender });
    const result = await transport(record(api, { proxy: proxy.url, mask: 'id', headers: { authenticate: { username: 'u', apiKey: 'k-0123456789' } } }));
    expect(result).toEqual({ via: 'proxy' });
    expect(seen).toEqual([`GET ${api.url}/Vendor_Service/Resource.json?objectMask=mask%5Bid%5D Basic ${btoa('u:k-0123456789')}`]);
    expect(api.requests[0]?.url).toBe('/Vendor_Service/Resource.json?objectMask=mask%5Bid%5D');
    // Without a proxy sender, a request with a proxy is refused rather than sent around it.
    expect(await failure(createRestTransport()(record(api, { proxy: proxy.url })))).toMatchObject({ name: 'TransportError', faultCode: 0 });
  });

  it('unknown error (the connection fails): TransportError(0) with a cause', async () => {
    const server = await serve((_request, _response, raw) => {
      raw.socket.destroy();
    });
    const error = await failure(createRestTransport()(record(server, {})));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ faultCode: 0 });
    expect(error.cause).toBeDefined();
  });
});

describe('REST transport: error bodies { error, code } map to the XML-RPC error kinds', () => {
  const cases = [
    { status: 401, body: { error: 'Invalid API token.', code: 'Vendor_Exception_InvalidCredentials' }, kind: Unauthenticated, faultCode: undefined },
    { status: 401, body: { error: 'Access Denied.' }, kind: Unauthenticated, faultCode: undefined },
    { status: 404, body: { error: 'Unable to find object with id of 5.', code: 'Vendor_Exception_ObjectNotFound' }, kind: ServiceAPIError, faultCode: 'Vendor_Exception_ObjectNotFound' },
    { status: 500, body: { error: 'Rate limit of 50 requests for every 1 second(s) exceeded.', code: 'Vendor_Exception_WebService_RateLimitExceeded' }, kind: RateLimitExceeded, faultCode: 'Vendor_Exception_WebService_RateLimitExceeded' },
    { status: 500, body: { error: 'bad params', code: -32602 }, kind: InvalidMethodParameters, faultCode: -32602 },
    { status: 500, body: { error: 'Access token expired', code: 'Vendor_Exception_Account_Authentication_AccessTokenValidation' }, kind: ServiceAPIError, faultCode: 'Vendor_Exception_Account_Authentication_AccessTokenValidation' },
    { status: 500, body: { error: 'Something broke' }, kind: ServiceAPIError, faultCode: 500 },
    { status: 503, body: { unrelated: true }, kind: TransportError, faultCode: 503 },
  ];

  it.each(cases)('HTTP $status $body → $kind.name', async ({ status, body, kind, faultCode }) => {
    const server = await answering(JSON.stringify(body), status);
    const error = await failure(createRestTransport()(record(server, {})));
    expect(error).toBeInstanceOf(kind);
    expect(error).toMatchObject({ status });
    if (faultCode !== undefined) expect(error).toMatchObject({ faultCode });
    if ('error' in body && kind !== TransportError) expect(error.message).toContain(body.error);
  });

  it('a 429 with Retry-After is RateLimitExceeded carrying the delay', async () => {
    const server = await answering('{"error":"slow down"}', 429, { 'retry-after': '2' });
    expect(await failure(createRestTransport()(record(server, {})))).toMatchObject({ name: 'RateLimitExceeded', retryAfterMs: 2000 });
  });

  it('the key is masked in a fault message that quotes it', async () => {
    const server = await answering(JSON.stringify({ error: 'bad key secret-key-777 for u', code: 'Vendor_Exception_InvalidCredentials' }), 401);
    const error = await failure(createRestTransport()(record(server, { headers: { authenticate: { username: 'u', apiKey: 'secret-key-777' } } })));
    expect(error.message).not.toContain('secret-key-777');
    expect(error.message).toContain('***');
  });
});

describe('REST transport: bodies', () => {
  it('reads a 10 MB list as it streams in, with its total', async () => {
    const items = Array.from({ length: 40_000 }, (_, id) => ({ id, hostname: `host-${String(id).padStart(6, '0')}`, domain: 'example.com', notes: 'x'.repeat(180) }));
    const text = JSON.stringify(items);
    expect(text.length).toBeGreaterThan(9_000_000);
    const server = await answering(text, 200, { 'vendor-total-items': '40000' });
    const result = (await createRestTransport()(record(server, { method: 'getVirtualGuests' }))) as unknown[];
    expect(result).toHaveLength(40_000);
    expect(result[39_999]).toEqual(items[39_999]);
    expect(totalItems(result)).toBe(40_000);
  });

  it('refuses a body over maxBytes with the same ParseError as XML-RPC, by Content-Length or while reading', async () => {
    const big = JSON.stringify(Array.from({ length: 20_000 }, (_, id) => ({ id, name: 'n'.repeat(50) })));
    const declared = await answering(big);
    const byLength = await failure(createRestTransport({ maxBytes: 100_000 })(record(declared, {})));
    expect(byLength).toBeInstanceOf(ParseError);
    expect(byLength.message).toMatch(/exceeds the limit of 100000 bytes/);

    const chunked = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write(big.slice(0, 80_000));
      response.end(big.slice(80_000));
    });
    const whileReading = await failure(createRestTransport({ maxBytes: 100_000 })(record(chunked, {})));
    expect(whileReading).toBeInstanceOf(ParseError);
    expect(whileReading.message).toMatch(/exceeds the limit of 100000 bytes/);
  });

  it('a body that is not UTF-8 is InvalidCharacter', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(Buffer.from([0x22, 0xff, 0xfe, 0x22]));
    });
    expect(await failure(createRestTransport()(record(server, {})))).toBeInstanceOf(InvalidCharacter);
  });

  it('a body cut off mid-stream is a TransportError (connection lost), not a ParseError', async () => {
    const server = await serve((_request, response, raw) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200000' });
      response.write('['.padEnd(100_000, ' '), () => raw.socket.destroy());
    });
    expect(await failure(createRestTransport()(record(server, {})))).toMatchObject({ name: 'TransportError', faultCode: 0 });
  });

  it('an argument JSON cannot carry is a TypeError naming its path; nothing is sent', async () => {
    const server = await answering('{}');
    const error = await failure(createRestTransport()(record(server, { args: [{ ok: 1, bad: [Number.NaN] }] })));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(/as JSON .*parameters\[0\]\.bad\[0\] is NaN/);
    expect(server.requests).toHaveLength(0);
  });

  it('dates go as ISO-8601 text', async () => {
    const server = await answering('{}');
    await createRestTransport()(record(server, { args: [new Date(Date.UTC(2024, 0, 2, 3, 4, 5))] }));
    expect(server.requests[0]?.body.toString()).toBe('{"parameters":["2024-01-02T03:04:05.000Z"]}');
  });
});

describe('REST transport: a list method asked for one item', () => {
  it('wraps the bare object a list method answers to limit 1', async () => {
    const server = await answering('{"id":7}', 200, { 'vendor-total-items': '12' });
    const result = await createRestTransport()(record(server, { service: 'Vendor_Account', method: 'getVirtualGuests', limit: 1 }));
    expect(result).toEqual([{ id: 7 }]);
    expect(totalItems(result)).toBe(12);
  });

  it("asks the model's catalog: getHardware returns a list, a count getter named getAll…Count does not", async () => {
    const server = await answering('{"id":7}');
    const transport = createRestTransport();
    // The method name alone would guess both wrong.
    expect(await transport(record(server, { service: 'Vendor_Account', method: 'getHardware', limit: 1 }))).toEqual([{ id: 7 }]);
    expect(await transport(record(server, { service: 'Vendor_Account', method: 'getAllCommissionBillingItemCount', limit: 1 }))).toEqual({ id: 7 });
  });

  it('leaves the object of a method that does not return a list', async () => {
    const server = await answering('{"id":7}');
    expect(await createRestTransport()(record(server, { service: 'Vendor_Account', method: 'getObject', limit: 1 }))).toEqual({ id: 7 });
  });

  it('asks the returnsList option (and only for a limited call answered by an object)', async () => {
    const asked: string[] = [];
    const transport = createRestTransport({
      returnsList: (service, method) => {
        asked.push(`${service}.${method}`);
        return Promise.resolve(method === 'getThing');
      },
    });
    const server = await answering('{"id":7}');
    expect(await transport(record(server, { method: 'getThing', limit: 1 }))).toEqual([{ id: 7 }]);
    expect(await transport(record(server, { method: 'getThing' }))).toEqual({ id: 7 });
    expect(asked).toEqual(['Vendor_Service.getThing']);
  });
});
