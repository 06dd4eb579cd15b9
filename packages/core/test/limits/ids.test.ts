/**
 * Issue 27 item 1 (data loss): an id is one path segment. `.` and `..` used to go into the REST path
 * as they were, and URL parsing removed them — `deleteObject` with `id: '..'` went to
 * `/rest/v3.1/deleteObject.json`, with `id: '.'` to `/Vendor_Virtual_Guest/deleteObject.json`: the
 * call acted on another target. Now an id is a non-negative integer or an id string, on both
 * transports, and anything else is a `TypeError` naming the option and the value before a byte is
 * sent — also when a plugin or a wrapper put it into the request record.
 */
import { describe, expect, it } from 'vitest';
import { Client } from '../../src/node.js';
import { createRestTransport, createXmlRpcTransport } from '../../src/wire.js';
import type { CallRequest } from '../../src/request/call-request.js';
import { requestRecord } from '../../src/test-support/test-exchange.js';
import { useTestServers, type TestServer } from '../../src/test-support/test-server.js';
import { failure } from '../support/failure.js';

const serve = useTestServers();

/** A server answering `true` to anything, as JSON under `/rest/`, as XML-RPC elsewhere. */
function answeringTrue(): Promise<TestServer> {
  return serve((request, response) => {
    const rest = request.url.startsWith('/rest/');
    response.writeHead(200, { 'content-type': rest ? 'application/json' : 'text/xml' });
    response.end(rest ? 'true' : '<?xml version="1.0"?><methodResponse><params><param><value><boolean>1</boolean></value></param></params></methodResponse>');
  });
}

const WIRES = [
  ['rest', '/rest/v3.1'],
  ['xmlrpc', '/xmlrpc/v3.1'],
] as const;

describe.each(WIRES)('ids over %s, against a server on 127.0.0.1', (wire, base) => {
  const client = (server: TestServer): Client =>
    new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}${base}`, transport: wire });

  it.each(['..', '.', '...', 'a/b c', '../Vendor_Account', 'a%2e', 'x?y', 'x#y', ' 12', '', 'a\\b', '\ud800'])(
    'refuses id %j with a TypeError naming the option and the value; nothing is sent',
    async (id) => {
      const server = await answeringTrue();
      const error = await failure(client(server).call('Virtual_Guest', 'deleteObject', { id }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toMatch(/^Call option "id" must be a non-negative integer or an id string \(/);
      expect(error.message).toContain(`got ${id === '' ? 'an empty string' : JSON.stringify(id)}`);
      expect(server.requests).toHaveLength(0);
    },
  );

  it.each([-1, 1.5, Number.MAX_SAFE_INTEGER + 1])('refuses id %s', async (id) => {
    const server = await answeringTrue();
    const error = await failure(client(server).call('Virtual_Guest', 'deleteObject', { id }));
    expect(error).toEqual(new TypeError(`Call option "id" must be a non-negative integer or an id string (letters, digits and -_.~:@+, with a letter or digit, at most 256 characters), got ${String(id)}`));
    expect(server.requests).toHaveLength(0);
  });

  it('sends integer ids, 0, and id strings (a pod name, a UUID) to their own target', async () => {
    const server = await answeringTrue();
    const ids = [123, 0, 'dal05.pod01', '0B5DEAF4-643D-46CA-A695-CECBE8832C9D', '123'];
    for (const id of ids) expect(await client(server).call('Virtual_Guest', 'deleteObject', { id })).toBe(true);
    if (wire === 'rest') {
      expect(server.requests.map((request) => request.url)).toEqual(
        ids.map((id) => `/rest/v3.1/Vendor_Virtual_Guest/${String(id)}/deleteObject.json`),
      );
    } else {
      const sent = server.requests.map((request) => /<name>id<\/name><value>(.*?)<\/value>/.exec(request.body.toString('utf8'))?.[1]);
      expect(sent).toEqual(['<int>123</int>', '<int>0</int>', '<string>dal05.pod01</string>', '<string>0B5DEAF4-643D-46CA-A695-CECBE8832C9D</string>', '<string>123</string>']);
    }
  });

  it('refuses a bad id that a wrapper put into the request record, before sending', async () => {
    const server = await answeringTrue();
    const inner = wire === 'rest' ? createRestTransport() : createXmlRpcTransport();
    const c = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}${base}`, transport: (request) => inner({ ...request, identifier: '..' }) });
    const error = await failure(c.call('Virtual_Guest', 'deleteObject', { id: 5 }));
    expect(error).toEqual(
      new TypeError(
        'The id of Vendor_Virtual_Guest.deleteObject (request identifier) must be a non-negative integer or an id string (letters, digits and -_.~:@+, with a letter or digit, at most 256 characters), got ".."',
      ),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a record id that is an object, a negative number or a non-integer', async () => {
    const server = await answeringTrue();
    const transport = wire === 'rest' ? createRestTransport() : createXmlRpcTransport();
    for (const identifier of [{ id: 1 }, -3, 2.5, '.', true]) {
      const request: CallRequest = requestRecord({ endpoint: `${server.url}${base}`, service: 'Vendor_Virtual_Guest', method: 'deleteObject', identifier });
      await expect(transport(request)).rejects.toThrow(/^The id of Vendor_Virtual_Guest\.deleteObject \(request identifier\) must be/);
    }
    expect(server.requests).toHaveLength(0);
    // A bigint id from a plugin is an id too.
    expect(await transport(requestRecord({ endpoint: `${server.url}${base}`, service: 'Vendor_Virtual_Guest', method: 'deleteObject', identifier: 9007199254740993n }))).toBe(true);
    if (wire === 'rest') expect(server.requests[0]?.url).toBe('/rest/v3.1/Vendor_Virtual_Guest/9007199254740993/deleteObject.json');
  });
});

describe('iterCall checks the id the same way', () => {
  it('refuses id ".." at the first next(), before any request', async () => {
    const server = await answeringTrue();
    const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}/rest/v3.1`, transport: 'rest' });
    const iterator = client.untyped.iterCall('Virtual_Guest', 'getTagReferences', { id: '..' });
    await expect(iterator.next()).rejects.toThrow(/^Call option "id" must be a non-negative integer or an id string/);
    expect(server.requests).toHaveLength(0);
  });
});
