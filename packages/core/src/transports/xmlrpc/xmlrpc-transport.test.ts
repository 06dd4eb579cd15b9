import { Buffer } from 'node:buffer';
import { inspect } from 'node:util';
import { gzipSync } from 'node:zlib';
import { decodeMethodCall, XmlRpcDecodeError } from '@svclib/xmlrpc';
import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  InternalError,
  InvalidCharacter,
  InvalidMethodParameters,
  MethodNotFound,
  NotWellFormed,
  ParseError,
  RemoteSystemError,
  ServiceAPIError,
  SpecViolation,
  TransportError,
  Unauthenticated,
  UnsupportedEncoding,
} from '../../errors/errors.js';
import type { ServiceError } from '../../errors/errors.js';
import type { CallRequest, Transport } from '../../request/call-request.js';
import { failure, faultXml, reply, requestRecord, responseXml, XML_DECL } from '../../test-support/test-exchange.js';
import { unusedPort, useTestServers, writeWhileRead } from '../../test-support/test-server.js';
import { totalItems } from '../../request/total-items.js';
import { fetchSender } from '../../http/sender.js';
import { wrapSender } from '../../http/hooks.js';
import { pooledSender } from '../../node/pool.js';
import { createXmlRpcTransport, type XmlRpcTransportOptions } from './xmlrpc-transport.js';

const API_KEY = 'sekrit-api-key-0123456789abcdef';

const serve = useTestServers();

/** A request record as the client would build it, for `endpoint`. */
function callRequest(endpoint: string, overrides: Partial<CallRequest> = {}): CallRequest {
  return requestRecord({
    endpoint,
    transportHeaders: {
      'User-Agent': 'svclib-test/1.0',
      'Content-Type': 'application/xml',
      Accept: '*/*',
      'Accept-Encoding': 'gzip, deflate, compress',
    },
    headers: { authenticate: { username: 'alice', apiKey: API_KEY } },
    ...overrides,
  });
}

/**
 * Every behaviour is checked on each sender behind the HTTP seam: ky over the global `fetch` (the
 * browser-safe path, any standard fetch), the Node entry's fast path (`pooledSender`: what the
 * default transport uses on Node.js), and that fast path wrapped with hooks (what it uses on
 * Node.js when the client has `hooks`).
 */
const VARIANTS: Array<{ name: string; options: XmlRpcTransportOptions }> = [
  { name: 'ky over the global fetch', options: {} },
  { name: 'the Node fast path (pooledSender)', options: { sender: pooledSender() } },
  { name: 'the Node fast path wrapped with hooks', options: { sender: wrapSender(pooledSender(), { beforeRequest: [() => undefined], afterResponse: [() => undefined] }) } },
];

describe.each(VARIANTS)('over $name', ({ options: base }) => {
  /** The transport under test; a test that brings its own sender or proxySender uses exactly its options. */
  const makeTransport = (options: XmlRpcTransportOptions = {}): Transport =>
    createXmlRpcTransport(options.sender !== undefined || options.proxySender !== undefined ? options : { ...base, ...options });

  describe('request on the wire', () => {
    it('POSTs endpoint/service with the record headers and an XML-RPC body of the header struct and args', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const transport = makeTransport();
      const result = await transport(
        callRequest(`${server.url}/xmlrpc/v3.1`, {
          service: 'Vendor_Ticket',
          method: 'addUpdate',
          args: [{ entry: 'text' }, 7],
          headers: { authenticate: { username: 'alice', apiKey: API_KEY }, Vendor_TicketInitParameters: { id: 123 } },
        }),
      );
      expect(result).toBe(1);
      expect(server.requests).toHaveLength(1);
      const received = server.requests[0]!;
      expect(received.method).toBe('POST');
      expect(received.url).toBe('/xmlrpc/v3.1/Vendor_Ticket');
      expect(received.headers['user-agent']).toBe('svclib-test/1.0');
      expect(received.headers['content-type']).toBe('application/xml');
      expect(received.headers.accept).toBe('*/*');
      const call = await decodeMethodCall(received.body.toString('utf8'));
      expect(call.method).toBe('addUpdate');
      expect(call.params).toEqual([
        { headers: { authenticate: { username: 'alice', apiKey: API_KEY }, Vendor_TicketInitParameters: { id: 123 } } },
        { entry: 'text' },
        7,
      ]);
      expect(received.body.toString('utf8')).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    });

    it('with compress on: asks for gzip and decodes a gzipped response', async () => {
      const server = await serve((_request, response) =>
        reply(response, 200, gzipSync(responseXml('<string>zipped</string>')), { 'Content-Encoding': 'gzip' }),
      );
      const result = await makeTransport()(callRequest(server.url));
      expect(result).toBe('zipped');
      expect(server.requests[0]!.headers['accept-encoding']).toBe('gzip, deflate, compress');
    });

    it('with compress off: sends Accept-Encoding identity, so fetch adds none of its own', async () => {
      const server = await serve((request, response) => {
        const asked = request.headers['accept-encoding'] ?? '';
        const body = responseXml('<string>plain</string>');
        if (asked.includes('gzip')) reply(response, 200, gzipSync(body), { 'Content-Encoding': 'gzip' });
        else reply(response, 200, body);
      });
      const result = await makeTransport()(
        callRequest(server.url, { transportHeaders: { 'User-Agent': 'ua', 'Content-Type': 'application/xml' } }),
      );
      expect(result).toBe('plain');
      expect(server.requests[0]!.headers['accept-encoding']).toBe('identity');
      expect(server.requests[0]!.headers.accept).toBe('*/*'); // fetch's own default, not from the record
    });

    it('sends rawHeaders merged into the record as given (they override the defaults)', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      await makeTransport()(
        callRequest(server.url, {
          transportHeaders: {
            'User-Agent': 'my-agent/2',
            'Content-Type': 'text/xml; charset=utf-8',
            'X-Request-Tag': 'abc',
            'Accept-Encoding': 'gzip',
          },
        }),
      );
      const headers = server.requests[0]!.headers;
      expect(headers['user-agent']).toBe('my-agent/2');
      expect(headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(headers['x-request-tag']).toBe('abc');
      expect(headers['accept-encoding']).toBe('gzip');
    });

    it('sends userinfo of the endpoint as Basic authorization, never in a message', async () => {
      const server = await serve((_request, response) => reply(response, 503, 'busy'));
      const endpoint = server.url.replace('http://', 'http://bob:pa%24%24word@');
      const error = await failure(makeTransport()(callRequest(endpoint)));
      expect(server.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('bob:pa$$word').toString('base64')}`);
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toContain(`POST ${server.url}/Vendor_Account`);
      expect(inspect(error)).not.toContain('pa%24%24word');
      expect(inspect(error)).not.toContain('bob:');
    });

    it('reuses keep-alive connections across sequential calls', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const transport = makeTransport();
      for (let index = 0; index < 10; index++) await transport(callRequest(server.url));
      expect(server.requests).toHaveLength(10);
      // Node's fetch pool may open a second socket for a call issued in the very tick the previous
      // one finished (the first socket is not back in the pool yet); never one per call.
      expect(server.connections()).toBeLessThanOrEqual(2);
    });

    it('uses a single connection when calls are spaced by a tick', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const transport = makeTransport();
      for (let index = 0; index < 5; index++) {
        await transport(callRequest(server.url));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(server.connections()).toBe(1);
    });

    it('reuses the connection after a gzipped and after a fault response', async () => {
      let count = 0;
      const server = await serve((_request, response) => {
        count += 1;
        if (count % 2 === 0) reply(response, 200, faultXml('<int>-32601</int>', 'nope'));
        else reply(response, 200, gzipSync(responseXml('<int>1</int>')), { 'Content-Encoding': 'gzip' });
      });
      const transport = makeTransport();
      for (let index = 0; index < 4; index++) {
        await transport(callRequest(server.url)).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(server.requests).toHaveLength(4);
      expect(server.connections()).toBe(1);
    });
  });

  describe('fetch option', () => {
    it('sends through the given fetch', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>3</int>')));
      const seen: string[] = [];
      const transport = makeTransport({
        sender: fetchSender({
          fetch: (input, init) => {
            seen.push(input instanceof Request ? `${input.method} ${input.url}` : String(input));
            return globalThis.fetch(input, init);
          },
        }),
      });
      await expect(transport(callRequest(server.url))).resolves.toBe(3);
      expect(seen).toEqual([`POST ${server.url}/Vendor_Account`]);
    });
  });

  describe('results', () => {
    it('records Vendor-Total-Items for a list result', async () => {
      const server = await serve((_request, response) =>
        reply(response, 200, responseXml('<array><data><value><int>1</int></value><value><int>2</int></value></data></array>'), {
          'Vendor-Total-Items': '42',
        }),
      );
      const result = await makeTransport()(callRequest(server.url));
      expect(result).toEqual([1, 2]);
      expect(totalItems(result)).toBe(42);
    });

    it('leaves totalItems undefined without the header', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<array><data></data></array>')));
      const result = await makeTransport()(callRequest(server.url));
      expect(result).toEqual([]);
      expect(totalItems(result)).toBeUndefined();
    });

    it('accepts a valid body whatever its Content-Type says', async () => {
      const server = await serve((_request, response) =>
        reply(response, 200, responseXml('<string>ok</string>'), { 'Content-Type': 'text/html; charset=utf-8' }),
      );
      await expect(makeTransport()(callRequest(server.url))).resolves.toBe('ok');
    });

    it('does not follow redirects (the body carries credentials)', async () => {
      const server = await serve((_request, response) => {
        response.writeHead(307, { Location: 'http://elsewhere.invalid/x' });
        response.end();
      });
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(307);
      expect(error.message).toContain('redirects are not followed');
      expect(server.requests).toHaveLength(1);
    });
  });

  describe('faults', () => {
    const cases: { name: string; code: string; expected: new (...args: never[]) => ServiceError; faultCode?: number | string }[] = [
      { name: '-32700', code: '<int>-32700</int>', expected: NotWellFormed, faultCode: -32700 },
      { name: '-32701', code: '<int>-32701</int>', expected: UnsupportedEncoding, faultCode: -32701 },
      { name: '-32702', code: '<int>-32702</int>', expected: InvalidCharacter, faultCode: -32702 },
      { name: '-32600', code: '<int>-32600</int>', expected: SpecViolation, faultCode: -32600 },
      { name: '-32601', code: '<i4>-32601</i4>', expected: MethodNotFound, faultCode: -32601 },
      { name: '-32602', code: '<int>-32602</int>', expected: InvalidMethodParameters, faultCode: -32602 },
      { name: '-32603', code: '<int>-32603</int>', expected: InternalError, faultCode: -32603 },
      { name: '-32500', code: '<int>-32500</int>', expected: ApplicationError, faultCode: -32500 },
      { name: '-32400', code: '<int>-32400</int>', expected: RemoteSystemError, faultCode: -32400 },
      { name: '-32300', code: '<int>-32300</int>', expected: TransportError, faultCode: -32300 },
      { name: 'numeric string -32601 (code kept as sent)', code: '<string>-32601</string>', expected: MethodNotFound, faultCode: '-32601' },
      { name: 'numeric string -32500', code: '<string>-32500</string>', expected: ApplicationError, faultCode: '-32500' },
      { name: 'numeric string with spaces " -32601 "', code: '<string> -32601 </string>', expected: MethodNotFound, faultCode: ' -32601 ' },
      { name: 'numeric string -32700', code: '<string>-32700</string>', expected: NotWellFormed, faultCode: '-32700' },
      { name: 'an unlisted numeric code', code: '<int>-1</int>', expected: ServiceAPIError, faultCode: -1 },
      { name: 'InvalidCredentials', code: '<string>Vendor_Exception_InvalidCredentials</string>', expected: Unauthenticated },
      { name: 'InvalidLegacyToken', code: '<string>Vendor_Exception_InvalidLegacyToken</string>', expected: Unauthenticated },
      {
        name: 'any other code',
        code: '<string>Vendor_Exception_ObjectNotFound</string>',
        expected: ServiceAPIError,
        faultCode: 'Vendor_Exception_ObjectNotFound',
      },
    ];

    for (const { name, code, expected, faultCode } of cases) {
      it(`maps fault ${name} to ${expected.name}`, async () => {
        const server = await serve((_request, response) => reply(response, 200, faultXml(code, 'went wrong')));
        const error = await failure(makeTransport()(callRequest(server.url)));
        expect(error).toBeInstanceOf(expected);
        expect(error.name).toBe(expected.name);
        expect(error.message).toBe('went wrong');
        if (faultCode !== undefined) {
          expect((error as ServiceAPIError).faultCode).toBe(faultCode);
          expect((error as ServiceAPIError).faultString).toBe('went wrong');
        } else {
          expect(error).not.toBeInstanceOf(ServiceAPIError);
        }
      });
    }

    it('maps a fault body sent with HTTP 500 to the fault error', async () => {
      const server = await serve((_request, response) =>
        reply(response, 500, faultXml('<string>Vendor_Exception_ObjectNotFound</string>', 'Unable to find object')),
      );
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(ServiceAPIError);
      expect(error).not.toBeInstanceOf(TransportError);
      expect((error as ServiceAPIError).faultCode).toBe('Vendor_Exception_ObjectNotFound');
    });

    it('maps HTTP 401 to Unauthenticated, with or without a fault body', async () => {
      let withFault = false;
      const server = await serve((_request, response) => {
        withFault = !withFault;
        if (withFault) reply(response, 401, faultXml('<int>401</int>', 'Access denied'));
        else reply(response, 401, 'no');
      });
      const transport = makeTransport();
      const first = await failure(transport(callRequest(server.url)));
      expect(first).toBeInstanceOf(Unauthenticated);
      expect(first.message).toContain('Access denied');
      const second = await failure(transport(callRequest(server.url)));
      expect(second).toBeInstanceOf(Unauthenticated);
      expect(second.message).toBe(`HTTP 401 Unauthorized from POST ${server.url}/Vendor_Account: no`);
    });
  });

  describe('HTTP errors', () => {
    it('maps HTTP 500 with an HTML body to TransportError(500) with a short, collapsed excerpt', async () => {
      const html = `<!DOCTYPE html>\n<html>\n  <head><title>Oops</title></head>\n  <body>\n${'  <p>Something   broke.</p>\n'.repeat(50)}</body></html>`;
      const server = await serve((_request, response) => reply(response, 500, html, { 'Content-Type': 'text/html' }));
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(500);
      const prefix = `HTTP 500 Internal Server Error from POST ${server.url}/Vendor_Account: `;
      expect(error.message.startsWith(prefix)).toBe(true);
      const excerpt = error.message.slice(prefix.length);
      expect(excerpt.startsWith('<!DOCTYPE html> <html> <head><title>Oops</title></head> <body> <p>Something broke.</p>')).toBe(true);
      expect(excerpt.length).toBeLessThanOrEqual(200);
      expect(excerpt).not.toMatch(/\s{2}|\n/);
    });

    for (const status of [502, 503]) {
      it(`maps HTTP ${String(status)} to TransportError(${String(status)})`, async () => {
        const server = await serve((_request, response) => reply(response, status, 'upstream down\n'));
        const error = await failure(makeTransport()(callRequest(server.url)));
        expect(error).toBeInstanceOf(TransportError);
        expect((error as TransportError).faultCode).toBe(status);
        expect(error.message).toMatch(new RegExp(`^HTTP ${String(status)} [A-Za-z ]+ from POST http://127\\.0\\.0\\.1:\\d+/Vendor_Account: upstream down$`));
      });
    }

    it('maps an HTTP error without a body to a message without excerpt', async () => {
      const server = await serve((_request, response) => reply(response, 404, ''));
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error.message).toBe(`HTTP 404 Not Found from POST ${server.url}/Vendor_Account`);
    });
  });

  describe('malformed responses', () => {
    it('maps an empty body to ParseError (NotWellFormed)', async () => {
      const server = await serve((_request, response) => reply(response, 200, ''));
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(NotWellFormed);
      expect(error.message).toBe(`Empty response body: POST ${server.url}/Vendor_Account`);
      expect(error.cause).toBeInstanceOf(XmlRpcDecodeError);
    });

    it('maps a truncated body to ParseError', async () => {
      const server = await serve((_request, response) =>
        reply(response, 200, responseXml('<string>complete</string>').slice(0, 70)),
      );
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.cause).toBeInstanceOf(XmlRpcDecodeError);
    });

    it('maps malformed XML to NotWellFormed with line and column, the decode error as cause', async () => {
      const server = await serve((_request, response) =>
        reply(response, 200, `${XML_DECL}\n<methodResponse>\n<params><param><value><int>1</int></valu></param></params></methodResponse>`),
      );
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(NotWellFormed);
      expect((error as NotWellFormed).faultCode).toBe(-32700);
      expect(error.cause).toBeInstanceOf(XmlRpcDecodeError);
      const cause = error.cause as XmlRpcDecodeError;
      expect(cause.line).toBe(3);
      expect(error.message).toContain(`line 3, column ${String(cause.column)}`);
    });

    const kinds: { name: string; body: string | Buffer; expected: typeof ParseError; faultCode: number }[] = [
      {
        name: 'an unsupported encoding',
        body: '<?xml version="1.0" encoding="ISO-8859-1"?><methodResponse><params><param><value>x</value></param></params></methodResponse>',
        expected: UnsupportedEncoding,
        faultCode: -32701,
      },
      {
        name: 'bytes that are not UTF-8',
        body: Buffer.concat([Buffer.from(responseXml('<string>a').slice(0, -1)), Buffer.from([0xff, 0xfe, 0x41]), Buffer.from('</string>')]),
        expected: InvalidCharacter,
        faultCode: -32702,
      },
      {
        name: 'a character XML forbids',
        body: responseXml('<string>a\u0001b</string>'),
        expected: InvalidCharacter,
        faultCode: -32702,
      },
      {
        name: 'a DTD',
        body: `${XML_DECL}<!DOCTYPE x [<!ENTITY a "b">]><methodResponse/>`,
        expected: NotWellFormed,
        faultCode: -32700,
      },
      {
        name: 'an unknown value type',
        body: responseXml('<float>1.5</float>'),
        expected: ParseError,
        faultCode: -32700,
      },
    ];
    for (const { name, body, expected, faultCode } of kinds) {
      it(`maps ${name} to ${expected.name}`, async () => {
        const server = await serve((_request, response) => reply(response, 200, body));
        const error = await failure(makeTransport()(callRequest(server.url)));
        expect(error).toBeInstanceOf(expected);
        expect(error.name).toBe(expected.name);
        expect((error as ParseError).faultCode).toBe(faultCode);
        expect(error.cause).toBeInstanceOf(XmlRpcDecodeError);
        expect(error.message).toMatch(/\(line \d+, column \d+\)\): POST http:\/\/127\.0\.0\.1:\d+\/Vendor_Account$/);
      });
    }

    it('maps a well-formed document that is not XML-RPC to ParseError', async () => {
      const server = await serve((_request, response) => reply(response, 200, `${XML_DECL}<html><body>hi</body></html>`));
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.cause).toBeInstanceOf(XmlRpcDecodeError);
    });
  });

  describe('network failures, timeouts and aborts', () => {
    it('maps connection refused to TransportError(0) with the cause', async () => {
      const port = await unusedPort();
      const error = await failure(makeTransport()(callRequest(`http://127.0.0.1:${String(port)}`)));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(0);
      expect(error.cause).toBeDefined();
      expect(error.message).toContain('ECONNREFUSED');
      expect(error.message).toContain(`POST http://127.0.0.1:${String(port)}/Vendor_Account`);
    });

    it('maps a connection reset in the middle of the body to TransportError(0)', async () => {
      const server = await serve((_request, response) => {
        const body = responseXml(`<string>${'x'.repeat(10_000)}</string>`);
        response.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Length': String(body.length) });
        response.write(body.slice(0, 5_000), () => {
          setTimeout(() => response.socket?.destroy(), 20);
        });
      });
      const error = await failure(makeTransport()(callRequest(server.url)));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(0);
      expect(error.message).toMatch(/^Connection lost while reading the response \(.+\): POST /);
      expect(error.cause).toBeDefined();
    });

    it('times out a server that never answers after about the timeout', async () => {
      const server = await serve(() => undefined);
      const started = performance.now();
      const error = await failure(makeTransport()(callRequest(server.url, { timeout: 0.3 })));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(0);
      expect(error.message).toBe(`Request timed out after 0.3s: POST ${server.url}/Vendor_Account`);
      expect(error.cause).toBeDefined();
      expect(elapsed).toBeGreaterThanOrEqual(280);
      expect(elapsed).toBeLessThan(2_000);
    });

    it('times out a body that keeps trickling past the timeout (the timeout covers the body)', async () => {
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/xml' });
        response.write(`${XML_DECL}<methodResponse><params><param><value><string>`);
        const timer = setInterval(() => response.write('a'), 50);
        response.on('close', () => clearInterval(timer));
      });
      const started = performance.now();
      const error = await failure(makeTransport()(callRequest(server.url, { timeout: 0.4 })));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe(`Request timed out after 0.4s: POST ${server.url}/Vendor_Account`);
      expect(elapsed).toBeLessThan(2_000);
    });

    it('without a timeout waits for a slow answer', async () => {
      const server = await serve((_request, response) => {
        setTimeout(() => reply(response, 200, responseXml('<int>5</int>')), 300);
      });
      await expect(makeTransport()(callRequest(server.url))).resolves.toBe(5);
    });

    it('refuses a signal aborted before the call without sending anything', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const controller = new AbortController();
      const reason = new Error('user gave up');
      controller.abort(reason);
      const error = await failure(makeTransport()(callRequest(server.url, { signal: controller.signal })));
      expect(error).toBeInstanceOf(TransportError);
      expect((error as TransportError).faultCode).toBe(0);
      expect(error.message).toBe(`Request aborted: POST ${server.url}/Vendor_Account`);
      expect(error.cause).toBe(reason);
      expect(server.requests).toHaveLength(0);
    });

    it('aborts a call in flight when the signal fires', async () => {
      const server = await serve(() => undefined);
      const controller = new AbortController();
      const reason = new Error('navigated away');
      setTimeout(() => controller.abort(reason), 100);
      const started = performance.now();
      const error = await failure(
        makeTransport()(callRequest(server.url, { signal: controller.signal, timeout: 10 })),
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe(`Request aborted: POST ${server.url}/Vendor_Account`);
      expect(error.cause).toBe(reason);
    });

    it('aborts while the body is being read', async () => {
      const controller = new AbortController();
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/xml' });
        response.write(`${XML_DECL}<methodResponse><params><param><value><string>`, () => {
          setTimeout(() => controller.abort(), 50);
        });
      });
      const error = await failure(makeTransport()(callRequest(server.url, { signal: controller.signal })));
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe(`Request aborted: POST ${server.url}/Vendor_Account`);
      expect(error.cause).toBe(controller.signal.reason);
    });

    it('aborts while a small body of known length is being read (read whole on the fast path)', async () => {
      const controller = new AbortController();
      const server = await serve((_request, response) => {
        const body = responseXml(`<string>${'s'.repeat(2_000)}</string>`);
        response.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Length': String(body.length) });
        response.write(body.slice(0, 500), () => {
          setTimeout(() => controller.abort(), 50);
        });
      });
      const error = await failure(makeTransport()(callRequest(server.url, { signal: controller.signal })));
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe(`Request aborted: POST ${server.url}/Vendor_Account`);
      expect(error.cause).toBe(controller.signal.reason);
    });

    it('times out a small body of known length that stops half-way', async () => {
      const server = await serve((_request, response) => {
        const body = responseXml('<int>7</int>');
        response.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Length': String(body.length) });
        response.write(body.slice(0, 40));
      });
      const error = await failure(makeTransport()(callRequest(server.url, { timeout: 0.3 })));
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toBe(`Request timed out after 0.3s: POST ${server.url}/Vendor_Account`);
    });

    it('reads small bodies of known length over one kept-alive connection', async () => {
      const body = responseXml('<int>3</int>');
      const server = await serve((_request, response) => reply(response, 200, body, { 'Content-Length': String(Buffer.byteLength(body)) }));
      const transport = makeTransport();
      for (let call = 0; call < 3; call++) {
        expect(await transport(callRequest(server.url))).toBe(3);
        await new Promise((resolve) => setTimeout(resolve, 5)); // as above: spaced by a tick
      }
      expect(server.connections()).toBe(1);
    });
  });

  describe('maxBytes', () => {
    it('refuses a response whose Content-Length exceeds maxBytes at once', async () => {
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Length': '5000' });
        response.write(XML_DECL); // the rest never comes: the check must not wait for it
      });
      const started = performance.now();
      const error = await failure(makeTransport({ maxBytes: 1000 })(callRequest(server.url)));
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(error).toBeInstanceOf(ParseError);
      expect(error.message).toBe(
        `Response body of 5000 bytes exceeds the limit of 1000 bytes: POST ${server.url}/Vendor_Account`,
      );
    });

    it('refuses a streamed response without length once it passes maxBytes', async () => {
      let written = 0;
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/xml' });
        response.write(`${XML_DECL}<methodResponse><params><param><value><string>`);
        const chunk = 'a'.repeat(16 * 1024);
        writeWhileRead(response, () => {
          if (written >= 64 * 1024 * 1024) return undefined;
          written += chunk.length;
          return chunk;
        });
      });
      const error = await failure(makeTransport({ maxBytes: 256 * 1024 })(callRequest(server.url)));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.message).toBe(`Response body exceeds the limit of ${String(256 * 1024)} bytes: POST ${server.url}/Vendor_Account`);
      expect(written).toBeLessThan(16 * 1024 * 1024);
    });

    it('stops a gzip bomb by the decompressed size, fast and without buffering it', async () => {
      // One gzip member of 16 MiB of text (about 16 KiB compressed), repeated: gzip allows
      // concatenated members, so 64 of them are ~1 MiB on the wire and 1 GiB decompressed.
      const member = gzipSync(Buffer.alloc(16 * 1024 * 1024, 'a'));
      const head = gzipSync(`${XML_DECL}<methodResponse><params><param><value><string>`);
      let membersSent = 0;
      const server = await serve((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Encoding': 'gzip' });
        response.write(head);
        writeWhileRead(response, () => {
          if (membersSent >= 64) return undefined;
          membersSent += 1;
          return member;
        });
      });
      const before = process.memoryUsage().rss;
      const started = performance.now();
      const error = await failure(makeTransport({ maxBytes: 8 * 1024 * 1024 })(callRequest(server.url)));
      const elapsed = performance.now() - started;
      expect(error).toBeInstanceOf(ParseError);
      expect(error.message).toContain('exceeds the limit of 8388608 bytes');
      expect(elapsed).toBeLessThan(3_000);
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    });

    it('refuses a small compressed body with a Content-Length that inflates past maxBytes', async () => {
      const compressed = gzipSync(responseXml(`<string>${'a'.repeat(6 * 1024 * 1024)}</string>`)); // ~6 KB
      const server = await serve((_request, response) =>
        reply(response, 200, compressed, { 'Content-Encoding': 'gzip', 'Content-Length': String(compressed.length) }),
      );
      const error = await failure(makeTransport({ maxBytes: 1024 * 1024 })(callRequest(server.url)));
      expect(error).toBeInstanceOf(ParseError);
      expect(error.message).toContain('exceeds the limit of 1048576 bytes');
    });

    it('rejects a maxBytes that is not a positive integer', () => {
      expect(() => makeTransport({ maxBytes: 0 })).toThrow(RangeError);
      expect(() => makeTransport({ maxBytes: 1.5 })).toThrow(RangeError);
    });
  });

  describe('proxy option', () => {
    it('refuses a proxied request when the transport has no proxySender, instead of bypassing the proxy', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const error = await failure(
        makeTransport()(callRequest(server.url, { proxy: 'http://user:hunter2@127.0.0.1:1' })),
      );
      expect(error).toBeInstanceOf(TransportError);
      expect(error.message).toContain('without a proxySender option');
      expect(error.message).toContain('http://127.0.0.1:1/');
      expect(error.message).not.toContain('hunter2');
      expect(server.requests).toHaveLength(0);
    });

    it('makes one proxy sender per proxy URL and uses it for requests with that proxy', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const made: string[] = [];
      const used: string[] = [];
      const transport = makeTransport({
        ...base,
        proxySender: (proxyUrl) => {
          made.push(proxyUrl);
          const direct = base.sender ?? fetchSender();
          return {
            send: (request) => {
              used.push(proxyUrl);
              return direct.send(request);
            },
          };
        },
      });
      await transport(callRequest(server.url, { proxy: 'http://proxy-a.invalid:3128' }));
      await transport(callRequest(server.url, { proxy: 'http://proxy-a.invalid:3128' }));
      await transport(callRequest(server.url, { proxy: 'http://proxy-b.invalid:3128' }));
      await transport(callRequest(server.url));
      expect(made).toEqual(['http://proxy-a.invalid:3128', 'http://proxy-b.invalid:3128']);
      expect(used).toEqual(['http://proxy-a.invalid:3128', 'http://proxy-a.invalid:3128', 'http://proxy-b.invalid:3128']);
      expect(server.requests).toHaveLength(4);
    });
  });

  describe('arguments', () => {
    it('refuses an argument XML-RPC cannot carry with a TypeError naming where, sending nothing', async () => {
      const server = await serve((_request, response) => reply(response, 200, responseXml('<int>1</int>')));
      const error = await failure(makeTransport()(callRequest(server.url, { args: ['ok', { size: Number.NaN }] })));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toContain('Cannot encode the call Vendor_Account.getObject as XML-RPC');
      expect(error.message).toContain('params[2].size');
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('secrets', () => {
    it('never puts the API key in a message, String() or inspect() form', async () => {
      const server = await serve((request, response) => {
        const key = /<name>apiKey<\/name><value><string>([^<]*)</.exec(request.body.toString('utf8'))?.[1] ?? '';
        if (request.url.endsWith('/Vendor_Echo')) reply(response, 500, `<html><pre>Bad key ${key}</pre></html>`);
        else reply(response, 200, faultXml('<string>Vendor_Exception_Bad</string>', `bad key ${API_KEY}`));
      });
      const transport = makeTransport();
      const port = await unusedPort();
      const errors = [
        await failure(transport(callRequest(server.url, { service: 'Vendor_Echo' }))),
        await failure(transport(callRequest(server.url))),
        await failure(transport(callRequest(`http://127.0.0.1:${String(port)}`))),
        await failure(transport(callRequest(server.url, { args: [{ token: API_KEY, n: Number.NaN }] }))),
      ];
      expect(errors[0]).toBeInstanceOf(TransportError);
      expect(errors[0]!.message).toContain('***');
      expect(errors[1]).toBeInstanceOf(ServiceAPIError);
      for (const error of errors) {
        expect(error.message).not.toContain(API_KEY);
        expect(String(error)).not.toContain(API_KEY);
        expect(inspect(error, { depth: 10 })).not.toContain(API_KEY);
      }
    });
  });
});
