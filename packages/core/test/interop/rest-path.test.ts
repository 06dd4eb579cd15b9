/**
 * Issue 27 item 8: the REST path, judged as a careful user would expect — the same rules as XML-RPC.
 * Against small servers on 127.0.0.1, over both transports: integers beyond 2^53 come back exact
 * (`bigint`) and go out exact; one depth limit (256) for answers; a lone surrogate in an id, a mask,
 * a filter or a method is a `TypeError` naming it before anything is sent (it was a raw `URIError`
 * over REST); and `createRestTransport`/`createXmlRpcTransport` refuse unknown or ill-typed options
 * when made (they failed every call later as "Network error").
 */
import { describe, expect, it } from 'vitest';
import { Client, ParseError } from '../../src/node.js';
import { createRestTransport, createXmlRpcTransport, type HttpSender } from '../../src/wire.js';
import { useTestServers, type TestServer } from '../../src/test-support/test-server.js';
import { failure } from '../support/failure.js';

const serve = useTestServers();

const WIRES = [
  ['rest', '/rest/v3.1'],
  ['xmlrpc', '/xmlrpc/v3.1'],
] as const;

type Wire = (typeof WIRES)[number][0];

/** A server answering every call with `rest` (JSON text) or `xml` (a methodResponse document). */
function answering(rest: string, xml: string): Promise<TestServer> {
  return serve((request, response) => {
    const isRest = request.url.startsWith('/rest/');
    response.writeHead(200, { 'content-type': isRest ? 'application/json' : 'text/xml' });
    response.end(isRest ? rest : xml);
  });
}

function clientOf(server: TestServer, wire: Wire, base: string): Client {
  return new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}${base}`, transport: wire });
}

const xmlValue = (inner: string): string =>
  `<?xml version="1.0"?><methodResponse><params><param><value>${inner}</value></param></params></methodResponse>`;

describe('integers beyond 2^53: exact, as bigint, on both transports', () => {
  it('an answer of 9007199254740993 is 9007199254740993n over REST as over XML-RPC (it was rounded to …992)', async () => {
    const server = await answering(
      '{"id":9007199254740993,"small":12,"negative":-9223372036854775808,"float":1.5}',
      xmlValue(
        '<struct><member><name>id</name><value><i8>9007199254740993</i8></value></member><member><name>small</name><value><int>12</int></value></member>' +
          '<member><name>negative</name><value><i8>-9223372036854775808</i8></value></member><member><name>float</name><value><double>1.5</double></value></member></struct>',
      ),
    );
    const expected = { id: 9007199254740993n, small: 12, negative: -9223372036854775808n, float: 1.5 };
    for (const [wire, base] of WIRES) expect(await clientOf(server, wire, base).call('Account', 'getObject')).toStrictEqual(expected);
  });

  it('a list of big ids keeps its total and its one-item wrapping', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'vendor-total-items': '2' });
      response.end('[{"id":18446744073709551615},{"id":1}]');
    });
    const result = await clientOf(server, 'rest', '/rest/v3.1').call('Account', 'getVirtualGuests');
    expect(result).toStrictEqual([{ id: 18446744073709551615n }, { id: 1 }]);
  });

  it('a bigint argument goes out exact: its digits in the REST body, an i8 in XML-RPC', async () => {
    const server = await answering('true', xmlValue('<boolean>1</boolean>'));
    const args = [2n ** 63n - 1n, -(2n ** 62n), 5n];
    // (A string that looks like the stand-in the REST encoder uses for a big integer stays a string.)
    expect(await clientOf(server, 'rest', '/rest/v3.1').untyped.call('Account', 'setThings', { args: [...args, '\u0000svclib-bigint-x:1'] })).toBe(true);
    expect(await clientOf(server, 'xmlrpc', '/xmlrpc/v3.1').untyped.call('Account', 'setThings', { args })).toBe(true);
    expect(server.requests[0]?.body.toString('utf8')).toBe('{"parameters":[9223372036854775807,-4611686018427387904,5,"\\u0000svclib-bigint-x:1"]}');
    expect(server.requests[1]?.body.toString('utf8')).toContain('<i8>9223372036854775807</i8>');
    expect(server.requests[1]?.body.toString('utf8')).toContain('<i8>-4611686018427387904</i8>');
  });
});

describe('one depth limit: 256 levels, on both transports', () => {
  const json = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const xml = (depth: number): string => xmlValue(`${'<array><data><value>'.repeat(depth)}<int>1</int>${'</value></data></array>'.repeat(depth)}`);

  it.each(WIRES)('%s: 256 levels are read, 257 and 100,000 are a ParseError', async (wire, base) => {
    for (const [depth, ok] of [[256, true], [257, false], [100_000, false]] as const) {
      const server = await answering(json(depth), xml(depth));
      const call = clientOf(server, wire, base).untyped.call('Account', 'getObject');
      if (ok) {
        let value: unknown = await call;
        for (let level = 0; level < depth; level++) value = (value as unknown[])[0];
        expect(value).toBe(1);
      } else {
        const error = await failure(call);
        expect(error).toBeInstanceOf(ParseError);
        expect(error.message).toMatch(wire === 'rest' ? /^Invalid JSON response \(arrays and objects nested deeper than 256 levels\): GET / : /^Invalid XML-RPC response \(arrays and structs nested deeper than maxDepth \(256\) \(line 1, column \d+\)\): POST /);
      }
    }
  });
});

describe.each(WIRES)('a lone surrogate over %s: a TypeError naming it, nothing sent', (wire, base) => {
  it.each<[string, (client: Client) => Promise<unknown>, RegExp]>([
    ['the id', (client) => client.call('Virtual_Guest', 'getObject', { id: 'a\ud800' }), /^Call option "id" must be a non-negative integer or an id string \(.*\), got "a\\ud800"$/],
    ['a string mask', (client) => client.call('Account', 'getObject', { mask: 'id,\udc00name' as string }), /^Call option "mask": mask holds a lone surrogate \(U\+DC00 at index 3\), which cannot be sent$/],
    ['an object mask', (client) => client.call('Account', 'getObject', { mask: { ['\ud800']: {} } }), /^Call option "mask": a key of mask holds a lone surrogate \(U\+D800 at index 0\), which cannot be sent$/],
    ['a filter value', (client) => client.call('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostname: { operation: 'web\ud83d' } } } }), /^Call option "filter": filter\.virtualGuests\.hostname\.operation holds a lone surrogate \(U\+D83D at index 3\), which cannot be sent$/],
    ['a header', (client) => client.call('Account', 'getObject', { headers: { customHeader: ['\udfff'] } }), /^Call option "headers": headers\.customHeader\[0\] holds a lone surrogate/],
    ['the method', (client) => client.untyped.call('Account', 'get\ud800Object'), /^The method name must be a name, not a path: "get\\ud800Object" contains a lone surrogate \(U\+D800 at index 3\)$/],
    ['the service', (client) => client.untyped.call('Acc\udbffount', 'getObject'), /^The service name must be a name, not a path: .* contains a lone surrogate \(U\+DBFF at index 3\)$/],
    ['an argument', (client) => client.untyped.call('Account', 'setThings', { args: [{ name: 'x\ud800' }] }), /^Cannot encode the call Vendor_Account\.setThings as (JSON|XML-RPC) /],
  ])('%s', async (_what, call, message) => {
    const server = await answering('true', xmlValue('<boolean>1</boolean>'));
    const error = await failure(call(clientOf(server, wire, base)));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(URIError);
    expect(error.message).toMatch(message);
    expect(server.requests).toHaveLength(0);
  });

  it('a well-formed pair (an emoji) is sent as it is', async () => {
    const server = await answering('{"id":1}', xmlValue('<int>1</int>'));
    await clientOf(server, wire, base).untyped.call('Account', 'getObject', { mask: 'id', filter: { a: { b: { operation: '😀' } } } });
    expect(server.requests).toHaveLength(1);
  });
});

describe('the REST request itself refuses what a plugin put into the record', () => {
  it('a mask, a service or a header value with a lone surrogate is a TypeError, not a URIError', async () => {
    const server = await answering('true', '');
    const inner = createRestTransport();
    for (const change of [{ mask: 'id\ud800' }, { method: 'get\udc00' }, { headers: { custom: 'x\ud800' } }]) {
      const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}/rest/v3.1`, transport: (request) => inner({ ...request, ...change }) });
      const error = await failure(client.call('Account', 'getObject'));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toMatch(/^The REST request's (query parameter "objectMask"|method name|query parameter "custom") holds a lone surrogate \(U\+D[8C]00 at index \d\), which cannot be sent in a URL$/);
    }
    expect(server.requests).toHaveLength(0);
  });
});

describe('transport options are checked when the transport is made', () => {
  const sender: HttpSender = { send: () => Promise.reject(new Error('not used')) };

  it.each([
    ['createRestTransport', createRestTransport],
    ['createXmlRpcTransport', createXmlRpcTransport],
  ] as const)('%s: unknown and ill-typed options are a TypeError naming them', (name, create) => {
    const make = create as (options: unknown) => unknown;
    const allowed = name === 'createRestTransport' ? 'sender, proxySender, maxBytes, returnsList' : 'sender, proxySender, maxBytes';
    expect(() => make({ maxbytes: 1000 })).toThrowError(new TypeError(`Unknown ${name} option(s): maxbytes (allowed: ${allowed}); did you mean "maxBytes"?`));
    expect(() => make({ sender: {} })).toThrowError(new TypeError(`${name} option "sender" must be an HttpSender (an object with a send(request) method), got an object`));
    expect(() => make({ sender: (request: unknown) => request })).toThrowError(/option "sender" must be an HttpSender/);
    expect(() => make({ proxySender: 'http://proxy' })).toThrowError(new TypeError(`${name} option "proxySender" must be a function (proxyUrl) => HttpSender, got a string`));
    expect(() => make({ maxBytes: '1000' })).toThrowError(new TypeError(`${name} option "maxBytes" must be a positive integer, got a string`));
    expect(() => make({ maxBytes: 0 })).toThrowError(RangeError);
    expect(() => make('fast')).toThrowError(new TypeError(`${name} options must be an object, got a string`));
    expect(make({ sender, maxBytes: 10, proxySender: undefined })).toBeTypeOf('function');
    if (name === 'createRestTransport') {
      expect(() => make({ returnsList: true })).toThrowError(/option "returnsList" must be a function/);
    }
  });

  it('a client over a checked transport still works end to end', async () => {
    const server = await answering('{"id":1}', xmlValue('<struct><member><name>id</name><value><int>1</int></value></member></struct>'));
    for (const [wire, base] of WIRES) {
      const transport = wire === 'rest' ? createRestTransport({ maxBytes: 1000 }) : createXmlRpcTransport({ maxBytes: 1000 });
      const client = new Client({ username: 'u', apiKey: 'k-123456', endpointUrl: `${server.url}${base}`, transport });
      expect(await client.call('Account', 'getObject')).toEqual({ id: 1 });
    }
  });
});
