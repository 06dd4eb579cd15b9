/**
 * The HTTP seam: what the transport hands a sender, a sender of the caller's own, and the client's
 * `hooks` option (svclib's own hooks, wrapped around the default transport's senders). Each case
 * sends real calls to a server on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { fetchSender, type HttpRequest, type HttpSender } from './sender.js';
import { Client, isTransportError, pooledSender, ServiceAPIError } from '../node.js';
import { createXmlRpcTransport } from '../wire.js';
import { unusedPort, useTestServers } from '../test-support/test-server.js';

const serve = useTestServers();

const OK = '<?xml version="1.0"?><methodResponse><params><param><value><string>ok</string></value></param></params></methodResponse>';
const FAULT =
  '<?xml version="1.0"?><methodResponse><fault><value><struct>' +
  '<member><name>faultCode</name><value><string>Vendor_Exception_ObjectNotFound</string></value></member>' +
  '<member><name>faultString</name><value><string>Unable to find object</string></value></member>' +
  '</struct></value></fault></methodResponse>';

async function okServer(): Promise<Awaited<ReturnType<typeof serve>>> {
  return serve((_request, response) => {
    response.setHeader('content-type', 'text/xml');
    response.end(OK);
  });
}

describe('the HTTP seam (HttpSender)', () => {
  it('hands the sender the URL without userinfo, POST, lower-cased headers, the encoded body and the time bound', async () => {
    const server = await okServer();
    const seen: HttpRequest[] = [];
    const sender: HttpSender = {
      send(request) {
        seen.push(request);
        return fetchSender().send(request);
      },
    };
    const endpointUrl = server.url.replace('http://', 'http://basic-user:basic-pass@');
    const client = new Client({ endpointUrl, timeout: 7, transport: createXmlRpcTransport({ sender }) });
    expect(await client.call('Account', 'getObject', { id: 5, mask: 'id', rawHeaders: { 'X-Trace': 'abc' } })).toBe('ok');
    const [request] = seen;
    expect(request!.url).toBe(`${server.url}/Vendor_Account`);
    expect(request!.method).toBe('POST');
    expect(request!.headers['x-trace']).toBe('abc');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('basic-user:basic-pass').toString('base64')}`);
    expect(Object.keys(request!.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(request!.body).toContain('<methodName>getObject</methodName>');
    expect(request!.body).toContain('<name>Vendor_AccountInitParameters</name>');
    expect(request!.timeoutMs).toBe(7000);
    expect(request!.signal).toBeInstanceOf(AbortSignal);
    // What the sender sent is what reached the server.
    expect(server.requests[0]!.headers['x-trace']).toBe('abc');
    expect(server.requests[0]!.body.toString('utf8')).toBe(request!.body);
  });

  it('fires the signal it hands the sender when the timeout passes, and the call fails as a timeout', async () => {
    let aborted = false;
    const sender: HttpSender = {
      send: (request) =>
        new Promise((_resolve, reject) => {
          request.signal!.addEventListener('abort', () => {
            aborted = true;
            reject(request.signal!.reason as Error);
          });
        }),
    };
    const client = new Client({ endpointUrl: 'http://127.0.0.1:9', timeout: 0.05, transport: createXmlRpcTransport({ sender }) });
    const error = await client.call('Account', 'getObject').catch((caught: unknown) => caught);
    expect(aborted).toBe(true);
    expect(isTransportError(error)).toBe(true);
    expect(String(error)).toMatch(/timed out after 0\.05s/);
  });

  it('maps a sender’s answer the same whatever sends it: a fault answered with HTTP 500', async () => {
    const sender: HttpSender = {
      send: () => Promise.resolve(new Response(FAULT, { status: 500, headers: { 'content-type': 'text/xml' } })),
    };
    const client = new Client({ endpointUrl: 'http://127.0.0.1:9', transport: createXmlRpcTransport({ sender }) });
    const error = await client.call('Account', 'getObject').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect((error as ServiceAPIError).faultCode).toBe('Vendor_Exception_ObjectNotFound');
  });
});

describe('HttpResponse.wholeBody (a small body offered whole)', () => {
  it('the transport takes a small uncompressed body whole when the sender offers it, and streams a large one', async () => {
    const large = `<?xml version="1.0"?><methodResponse><params><param><value><string>${'z'.repeat(100_000)}</string></value></param></params></methodResponse>`;
    const server = await serve((request, response) => {
      const body = request.url.endsWith('/Vendor_Large') ? large : OK;
      response.writeHead(200, { 'content-type': 'text/xml', 'content-length': String(Buffer.byteLength(body)) });
      response.end(body);
    });
    const reads: string[] = [];
    const fast = pooledSender();
    const sender: HttpSender = {
      async send(request) {
        const response = await fast.send(request);
        const { wholeBody } = response;
        return {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
          get body() {
            reads.push('body');
            return response.body;
          },
          wholeBody:
            wholeBody === undefined
              ? undefined
              : () => {
                  reads.push('wholeBody');
                  return wholeBody();
                },
        };
      },
    };
    const client = new Client({ endpointUrl: server.url, transport: createXmlRpcTransport({ sender }) });
    expect(await client.call('Account', 'getObject')).toBe('ok');
    expect(reads).toEqual(['wholeBody']);
    reads.length = 0;
    expect(await client.untyped.call('Large', 'getObject')).toBe('z'.repeat(100_000));
    expect(reads).not.toContain('wholeBody');
    expect(reads).toContain('body');
  });

  it('maps a wholeBody that fails as a lost connection, and one that answers too much as too large', async () => {
    const server = await okServer();
    const lost: HttpSender = {
      async send(request) {
        const response = await fetchSender().send(request);
        await response.body?.cancel();
        return { status: 200, statusText: 'OK', headers: { get: (name) => (name === 'content-length' ? '10' : null) }, body: null, wholeBody: () => Promise.reject(new Error('socket hang up')) };
      },
    };
    const error = await new Client({ endpointUrl: server.url, transport: createXmlRpcTransport({ sender: lost }) }).call('Account', 'getObject').catch((caught: unknown) => caught);
    expect(isTransportError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^Connection lost while reading the response \(socket hang up\)/);
  });
});

describe('client option hooks (wrapped around the default transport\'s senders)', () => {
  it('runs beforeRequest and afterResponse on each exchange, and what beforeRequest sets goes on the wire', async () => {
    const server = await okServer();
    const statuses: number[] = [];
    const client = new Client({
      endpointUrl: server.url,
      hooks: {
        beforeRequest: [(request) => ({ ...request, headers: { ...request.headers, 'x-request-id': 'r-1' } })],
        afterResponse: [
          (request, response) => {
            statuses.push(response.status);
            expect(request.headers['x-request-id']).toBe('r-1');
          },
        ],
      },
    });
    expect(await client.call('Account', 'getObject')).toBe('ok');
    expect(await client.call('Account', 'getObject', { mask: 'id' })).toBe('ok');
    expect(statuses).toEqual([200, 200]);
    expect(server.requests.map((request) => request.headers['x-request-id'])).toEqual(['r-1', 'r-1']);
  });

  it('sees error answers too, and the error mapping is unchanged', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/xml' });
      response.end(FAULT);
    });
    const statuses: number[] = [];
    const client = new Client({
      endpointUrl: server.url,
      hooks: { afterResponse: [(_request, response) => void statuses.push(response.status)] },
    });
    const error = await client.call('Account', 'getObject').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(statuses).toEqual([500]);
  });

  it('runs onError on a network failure, and the failure is mapped as without hooks', async () => {
    const url = `http://127.0.0.1:${String(await unusedPort())}`;
    const failures: string[] = [];
    const client = new Client({ endpointUrl: url, hooks: { onError: [(request, error) => void failures.push(`${request.method} ${(error as Error).name}`)] } });
    const error = await client.call('Account', 'getObject').catch((caught: unknown) => caught);
    expect(isTransportError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^Network error/);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^POST /);
  });

  it('with or without hooks, the default Node transport keeps the fast path (no fetch request mode header)', async () => {
    const server = await okServer();
    await new Client({ endpointUrl: server.url }).call('Account', 'getObject');
    await new Client({ endpointUrl: server.url, hooks: {} }).call('Account', 'getObject');
    await new Client({ endpointUrl: server.url, hooks: { beforeRequest: [() => undefined], afterResponse: [() => undefined] } }).call('Account', 'getObject');
    // Hooks wrap the fast-path sender: no request goes through a `fetch`, which would mark it.
    expect(server.requests.map((request) => request.headers['sec-fetch-mode'])).toEqual([undefined, undefined, undefined]);
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'log', 'Client option "hooks" must be an object of hook lists ({ beforeRequest?, afterResponse?, onError? }), got a string'],
    ['an unknown list', { beforeRetry: [] }, 'Unknown member(s) of Client option "hooks": beforeRetry (allowed: beforeRequest, afterResponse, onError)'],
    ['a list of non-functions', { afterResponse: ['x'] }, 'Client option "hooks.afterResponse" must be an array of functions, got an array'],
  ])('refuses hooks that are %s with a TypeError naming the option', (_case, hooks, message) => {
    expect(() => new Client({ hooks: hooks as never })).toThrowError(new TypeError(message));
  });
});
