/**
 * The one place where the Node entry chooses its HTTP sender: the undici fast path when the
 * runtime's `undici` can `dispatch()`, else the global `fetch` (Bun replaces `undici` with a module
 * whose `Agent` has no `dispatch`; today's check is on the module's shape, so a Bun-like module stands
 * in for Bun here). Each case sends a real call to a server on 127.0.0.1.
 */
import * as undici from 'undici';
import { describe, expect, it } from 'vitest';
import { Client, isTransportError } from '../node.js';
import { proxyFallback } from './proxy.js';
import { fetchSender, type HttpSender } from '../http/sender.js';
import { hasFastPath, nodeSender, type UndiciLoader } from './fast-path.js';
import { sendThrough } from './undici-sender.js';
import { useTestServers } from '../test-support/test-server.js';
import { createXmlRpcTransport } from '../transports/xmlrpc/xmlrpc-transport.js';

const serve = useTestServers();

const RESPONSE = '<?xml version="1.0"?><methodResponse><params><param><value><string>ok</string></value></param></params></methodResponse>';

/** Bun's `undici`: the classes are there, but they cannot dispatch. */
const bunLikeUndici = { Agent: class Agent {}, ProxyAgent: class ProxyAgent {}, fetch: globalThis.fetch };

/** A client whose transport sends through `sender`, as the default transport does on Node. */
function clientThrough(url: string, sender: HttpSender): Client {
  return new Client({ endpointUrl: url, transport: createXmlRpcTransport({ sender }) });
}

describe('choosing the HTTP sender', () => {
  it('sees the fast path in Node’s undici and not in a Bun-like one', () => {
    expect(hasFastPath(undici)).toBe(true);
    expect(hasFastPath(bunLikeUndici)).toBe(false);
    expect(hasFastPath(undefined)).toBe(false);
  });

  it.each<[string, UndiciLoader]>([
    ['undici lacks dispatch() (Bun)', () => Promise.resolve(bunLikeUndici)],
    ['undici cannot be loaded', () => Promise.reject(new Error('Cannot find module undici'))],
  ])('falls back to the global fetch when %s, and the call works', async (_case, load) => {
    const server = await serve((_request, response) => {
      response.setHeader('content-type', 'text/xml');
      response.end(RESPONSE);
    });
    let fastPathMade = 0;
    const sender = nodeSender(() => {
      fastPathMade += 1;
      return sendThrough(new undici.Agent());
    }, fetchSender(), load);
    const client = clientThrough(server.url, sender);
    expect(await client.call('Account', 'getObject', { mask: 'id', compress: false })).toBe('ok');
    expect(await client.call('Account', 'getObject')).toBe('ok');
    expect(fastPathMade).toBe(0);
    const [first] = server.requests;
    // The global fetch (Node's bundled one here) marks its requests; the fast path does not.
    expect(first!.headers['sec-fetch-mode']).toBe('cors');
    expect(first!.headers['content-type']).toBe('application/xml');
    expect(first!.headers['accept-encoding']).toBe('identity');
    expect(first!.body.toString('utf8')).toContain('<name>Vendor_ObjectMask</name>');
  });

  it('uses the undici fast path when it is there, loading undici once for concurrent first calls', async () => {
    const server = await serve((_request, response) => {
      response.setHeader('content-type', 'text/xml');
      response.end(RESPONSE);
    });
    let loads = 0;
    const agent = new undici.Agent();
    const sender = nodeSender(
      (module) => sendThrough(new module.Agent()),
      fetchSender(),
      () => {
        loads += 1;
        return Promise.resolve(undici);
      },
    );
    const client = clientThrough(server.url, sender);
    expect(await Promise.all([client.call('Account', 'getObject'), client.call('Account', 'getObject')])).toEqual(['ok', 'ok']);
    expect(loads).toBe(1);
    expect(server.requests.map((request) => request.headers['sec-fetch-mode'])).toEqual([undefined, undefined]);
    await agent.close();
  });

  it('the default Node transport sends through the fast path', async () => {
    const server = await serve((_request, response) => {
      response.setHeader('content-type', 'text/xml');
      response.end(RESPONSE);
    });
    expect(await new Client({ endpointUrl: server.url }).call('Account', 'getObject')).toBe('ok');
    expect(server.requests[0]!.headers['sec-fetch-mode']).toBeUndefined();
  });

  it('refuses a proxy rather than going around it when undici lacks the fast path outside Bun', async () => {
    const server = await serve((_request, response) => {
      response.end(RESPONSE);
    });
    const proxyUrl = 'http://user:s3cret-pass@127.0.0.1:1';
    const proxied = nodeSender(() => {
      throw new Error('not chosen');
    }, fetchSender({ fetch: proxyFallback(proxyUrl, false) }), () => Promise.resolve(bunLikeUndici));
    const transport = createXmlRpcTransport({ proxySender: () => proxied });
    const client = new Client({ endpointUrl: server.url, proxy: proxyUrl, transport });
    const error = await client.call('Account', 'getObject').catch((caught: unknown) => caught);
    expect(isTransportError(error)).toBe(true);
    expect(String(error)).toContain('this runtime\'s undici has no ProxyAgent');
    expect(String(error)).not.toContain('s3cret-pass');
    expect(server.requests).toEqual([]);
  });
});
