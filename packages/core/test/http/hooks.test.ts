/**
 * Issue 27 item 11: an `afterResponse` hook that returns something that is not a response failed
 * every call as "Network error (Cannot read properties of undefined (reading 'get'))". Now the call
 * rejects with a `TypeError` naming the hook — through the client option `hooks`, on both
 * transports, against a server on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { Client, TransportError, type AfterResponseHook } from '../../src/node.js';
import { HookResultError } from '../../src/wire.js';
import { useTestServers } from '../../src/test-support/test-server.js';
import { failure } from '../support/failure.js';

const serve = useTestServers();

describe.each([
  ['rest', '/rest/v3.1'],
  ['xmlrpc', '/xmlrpc/v3.1'],
] as const)('client hooks over %s', (wire, base) => {
  async function server() {
    return serve((request, response) => {
      const rest = request.url.startsWith('/rest/');
      response.writeHead(200, { 'content-type': rest ? 'application/json' : 'text/xml' });
      response.end(rest ? '{"id":1}' : '<?xml version="1.0"?><methodResponse><params><param><value><int>1</int></value></param></params></methodResponse>');
    });
  }

  it('an afterResponse hook returning a status code: a TypeError naming the hook, not a network error', async () => {
    const api = await server();
    const status: AfterResponseHook = (_request, response) => response.status as never;
    const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${api.url}${base}`, transport: wire, hooks: { afterResponse: [status] } });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(HookResultError);
    expect(error).not.toBeInstanceOf(TransportError);
    expect(error.message).toBe('hooks.afterResponse[0] (status) returned a number, not an HttpResponse ({ status, headers.get(), body }) or nothing');
    expect(error.message).not.toMatch(/Network error|reading 'get'/);
    // The connection was released: the next call on a good client goes through.
    const good = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${api.url}${base}`, transport: wire });
    expect(await good.untyped.call('Account', 'getObject')).toEqual(wire === 'rest' ? { id: 1 } : 1);
  });

  it('a hook that returns nothing, or a replacement response, still works', async () => {
    const api = await server();
    const seen: number[] = [];
    const client = new Client({
      username: 'u',
      apiKey: 'k-123456',
      endpointUrl: `${api.url}${base}`,
      transport: wire,
      hooks: { afterResponse: [(_request, response) => void seen.push(response.status)] },
    });
    expect(await client.untyped.call('Account', 'getObject')).toEqual(wire === 'rest' ? { id: 1 } : 1);
    expect(seen).toEqual([200]);
  });
});
