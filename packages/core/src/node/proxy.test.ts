import { request as httpRequest } from 'node:http';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TransportError } from '../errors/errors.js';
import { pooledSender } from './pool.js';
import { wrapSender } from '../http/hooks.js';
import { createProxySender } from './proxy.js';
import type { CallRequest } from '../request/call-request.js';
import { useTestServers } from '../test-support/test-server.js';
import type { TestHandler } from '../test-support/test-server.js';
import { createXmlRpcTransport, type XmlRpcTransportOptions } from '../transports/xmlrpc/xmlrpc-transport.js';

const serve = useTestServers();

/** A tiny HTTP forward proxy: forwards absolute-URI requests for http:// targets. */
function forwardProxy(): TestHandler {
  return (received, response) => {
    const target = new URL(received.url);
    const headers = { ...received.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: received.method, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      response.writeHead(502);
      response.end('bad gateway');
    });
    upstream.end(received.body);
  };
}

const okBody =
  '<?xml version="1.0" encoding="UTF-8"?><methodResponse><params><param><value><string>via proxy</string></value></param></params></methodResponse>';

function callRequest(endpoint: string, proxy: string): CallRequest {
  return {
    endpoint,
    service: 'Vendor_Account',
    method: 'getObject',
    args: [],
    transportHeaders: { 'User-Agent': 'svclib-test/1.0', 'Content-Type': 'application/xml' },
    timeout: 5,
    proxy,
    identifier: undefined,
    mask: undefined,
    filter: undefined,
    limit: undefined,
    offset: undefined,
    headers: { authenticate: { username: 'alice', apiKey: 'k-0123456789' } },
    signal: undefined,
  };
}

describe('createProxySender', () => {
  it.each<{ name: string; options: XmlRpcTransportOptions }>([
    {
      name: 'createProxySender wrapped with hooks (as the default transport of a client with hooks)',
      options: { sender: pooledSender(), proxySender: (proxyUrl) => wrapSender(createProxySender(proxyUrl), { beforeRequest: [() => undefined] }) },
    },
    { name: 'createProxySender (the fast path, as the default transport)', options: { sender: pooledSender(), proxySender: createProxySender } },
  ])('routes transport calls through the proxy with absolute-URI requests, reusing proxy connections: $name', async ({ options }) => {
    const target = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/xml' });
      response.end(okBody);
    });
    const proxy = await serve(forwardProxy());
    const transport = createXmlRpcTransport(options);
    for (let index = 0; index < 6; index++) {
      await expect(transport(callRequest(target.url, proxy.url))).resolves.toBe('via proxy');
    }
    expect(proxy.requests).toHaveLength(6);
    expect(proxy.requests[0]!.method).toBe('POST');
    expect(proxy.requests[0]!.url).toBe(`${target.url}/Vendor_Account`);
    expect(proxy.requests[0]!.headers['accept-encoding']).toBe('identity');
    // Keep-alive: undici's pool may open a second socket for a call issued in the same tick the
    // previous one ended, but never one per call.
    expect(proxy.connections()).toBeLessThanOrEqual(2);
    expect(target.requests).toHaveLength(6);
    expect(target.requests[0]!.body.toString('utf8')).toContain('<methodName>getObject</methodName>');
  });

  it('sends proxy userinfo as Proxy-Authorization and keeps it out of errors', async () => {
    const proxy = await serve((_request, response) => {
      response.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="p"' });
      response.end();
    });
    const proxyUrl = proxy.url.replace('http://', 'http://carol:hunter2@');
    const transport = createXmlRpcTransport({ proxySender: createProxySender });
    const error = await transport(callRequest('http://127.0.0.1:8999/xmlrpc', proxyUrl)).then(
      () => undefined,
      (caught: unknown) => caught as TransportError,
    );
    expect(proxy.requests[0]!.headers['proxy-authorization']).toBe(
      `Basic ${Buffer.from('carol:hunter2').toString('base64')}`,
    );
    expect(error).toBeInstanceOf(TransportError);
    expect(error!.faultCode).toBe(0);
    expect(error!.message).toContain('407');
    expect(inspect(error, { depth: 10 })).not.toContain('hunter2');
  });

  it('works as a plain sender with a GET and no body', async () => {
    const target = await serve((_request, response) => {
      response.end('hello');
    });
    const proxy = await serve(forwardProxy());
    const proxied = createProxySender(proxy.url);
    const response = await proxied.send({ url: `${target.url}/plain`, method: 'GET', headers: {}, body: undefined, signal: undefined, timeoutMs: undefined });
    expect(await new Response(response.body).text()).toBe('hello');
    expect(proxy.requests[0]!.url).toBe(`${target.url}/plain`);
  });

  it('refuses a URL that is not http(s) without echoing its userinfo', () => {
    expect(() => createProxySender('not a url :// user:hunter2@')).toThrow(TypeError);
    expect(() => createProxySender('ftp://user:hunter2@proxy.example:21')).toThrow(/Unsupported proxy protocol ftp:/);
    try {
      createProxySender('ftp://user:hunter2@proxy.example:21');
    } catch (error) {
      expect(inspect(error)).not.toContain('hunter2');
    }
  });
});
