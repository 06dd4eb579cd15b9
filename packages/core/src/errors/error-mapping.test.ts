import { inspect } from 'node:util';
import { XmlRpcDecodeError, type XmlRpcDecodeErrorCode } from '@svclib/xmlrpc';
import { describe, expect, it } from 'vitest';
import { decodeError, errorFromFault, errorRequest } from './error-mapping.js';
import {
  InvalidCharacter,
  MethodNotFound,
  NotWellFormed,
  ParseError,
  RateLimitExceeded,
  ServiceAPIError,
  ServiceError,
  TransportError,
  Unauthenticated,
  UnsupportedEncoding,
} from './errors.js';
import { pooledSender } from '../node/pool.js';
import type { CallRequest } from '../request/call-request.js';
import { createRetryTransport, isRetryable } from '../transports/retry.js';
import { failure, faultXml, reply, requestRecord, responseXml, XML_DECL } from '../test-support/test-exchange.js';
import { unusedPort, useTestServers, type TestHandler } from '../test-support/test-server.js';
import { createXmlRpcTransport, type XmlRpcTransportOptions } from '../transports/xmlrpc/xmlrpc-transport.js';

const API_KEY = 'mapping-api-key-0123456789abcdef';
const PASSWORD = 'userinfo-pw-9876543210';
const serve = useTestServers();

/** A request record for `base` (an `http://127.0.0.1:port` URL), with the endpoint's userinfo holding a password. */
function callRequest(base: string, overrides: Partial<CallRequest> = {}): CallRequest {
  return requestRecord({
    endpoint: `${base.replace('http://', `http://alice:${PASSWORD}@`)}/xmlrpc/v3.1`,
    headers: { authenticate: { username: 'alice', apiKey: API_KEY } },
    ...overrides,
  });
}

/** One input class of the mapping and the error it must give. */
interface Row {
  name: string;
  /** The server's reply; absent: nothing listens on the port (connection refused). */
  handler?: TestHandler;
  overrides?: (aborted: AbortSignal) => Partial<CallRequest>;
  options?: XmlRpcTransportOptions;
  kind: abstract new (...args: never[]) => ServiceError;
  /** The fault code, or `null` for an error without fault data. */
  faultCode: number | string | null;
  /** The HTTP status the error carries (`undefined`: none arrived, and no `status` property). */
  status: number | undefined;
  /** The decode error's `code`, for a body that does not decode. */
  causeCode?: XmlRpcDecodeErrorCode;
  retryAfterMs?: number;
}

const nested = (depth: number): string => responseXml('<array><data><value>'.repeat(depth) + '1' + '</value></data></array>'.repeat(depth));

const ROWS: Row[] = [
  // Faults: the kind by fault code, the HTTP status apart from it.
  { name: 'a standard fault with HTTP 200', handler: (_q, r) => reply(r, 200, faultXml('<int>-32601</int>', 'no such method')), kind: MethodNotFound, faultCode: -32601, status: 200 },
  {
    name: 'an API fault quoting the key, with HTTP 500',
    handler: (_q, r) => reply(r, 500, faultXml('<string>Vendor_Exception_ObjectNotFound</string>', `not found for ${API_KEY}`)),
    kind: ServiceAPIError,
    faultCode: 'Vendor_Exception_ObjectNotFound',
    status: 500,
  },
  { name: 'the invalid-credentials fault', handler: (_q, r) => reply(r, 200, faultXml('<string>Vendor_Exception_InvalidCredentials</string>', 'bad key')), kind: Unauthenticated, faultCode: null, status: 200 },
  {
    name: 'the rate-limit fault with HTTP 500 and Retry-After',
    handler: (_q, r) => reply(r, 500, faultXml('<string>Vendor_Exception_WebService_RateLimitExceeded</string>', 'slow down'), { 'Retry-After': '2' }),
    kind: RateLimitExceeded,
    faultCode: 'Vendor_Exception_WebService_RateLimitExceeded',
    status: 500,
    retryAfterMs: 2000,
  },
  { name: 'a -32300 fault with HTTP 200', handler: (_q, r) => reply(r, 200, faultXml('<int>-32300</int>', 'transport')), kind: TransportError, faultCode: -32300, status: 200 },
  // HTTP statuses.
  { name: 'HTTP 401 without a fault', handler: (_q, r) => reply(r, 401, 'no'), kind: Unauthenticated, faultCode: null, status: 401 },
  { name: 'HTTP 429 without a fault', handler: (_q, r) => reply(r, 429, 'busy', { 'Retry-After': '1' }), kind: RateLimitExceeded, faultCode: 429, status: 429, retryAfterMs: 1000 },
  { name: 'HTTP 503 with a page quoting the key', handler: (_q, r) => reply(r, 503, `<html>down for ${API_KEY}</html>`), kind: TransportError, faultCode: 503, status: 503 },
  { name: 'HTTP 404 without a body', handler: (_q, r) => reply(r, 404, ''), kind: TransportError, faultCode: 404, status: 404 },
  {
    name: 'HTTP 302 (not followed)',
    handler: (_q, r) => reply(r, 302, '', { Location: `http://bob:${PASSWORD}@127.0.0.1:1/elsewhere` }),
    kind: TransportError,
    faultCode: 302,
    status: 302,
  },
  {
    name: 'HTTP 302 whose Location quotes the key (as is, and its Basic credentials)',
    handler: (_q, r) => reply(r, 307, '', { Location: `https://login.example/sso?apikey=${API_KEY}&basic=${btoa(`alice:${API_KEY}`)}` }),
    kind: TransportError,
    faultCode: 307,
    status: 307,
  },
  // Bodies that do not decode: the ParseError kind by the codec's code.
  { name: 'malformed XML', handler: (_q, r) => reply(r, 200, responseXml('<int>1</i4>')), kind: NotWellFormed, faultCode: -32700, status: 200, causeCode: 'not-well-formed' },
  { name: 'a DTD', handler: (_q, r) => reply(r, 200, `${XML_DECL}<!DOCTYPE x [<!ENTITY a "b">]><methodResponse/>`), kind: NotWellFormed, faultCode: -32700, status: 200, causeCode: 'doctype' },
  {
    name: 'an unsupported encoding',
    handler: (_q, r) => reply(r, 200, '<?xml version="1.0" encoding="ISO-8859-1"?><methodResponse><params><param><value>x</value></param></params></methodResponse>'),
    kind: UnsupportedEncoding,
    faultCode: -32701,
    status: 200,
    causeCode: 'unsupported-encoding',
  },
  { name: 'a character XML forbids', handler: (_q, r) => reply(r, 200, responseXml('<string>a\u0001b</string>')), kind: InvalidCharacter, faultCode: -32702, status: 200, causeCode: 'invalid-character' },
  { name: 'a bad value quoting the key', handler: (_q, r) => reply(r, 200, responseXml(`<int>${API_KEY}</int>`)), kind: ParseError, faultCode: -32700, status: 200, causeCode: 'invalid-value' },
  { name: 'nesting deeper than maxDepth', handler: (_q, r) => reply(r, 200, nested(300)), kind: ParseError, faultCode: -32700, status: 200, causeCode: 'too-deep' },
  { name: 'a document that is not XML-RPC', handler: (_q, r) => reply(r, 200, `${XML_DECL}<html><body>hi</body></html>`), kind: ParseError, faultCode: -32700, status: 200, causeCode: 'not-xml-rpc' },
  { name: 'an empty body', handler: (_q, r) => reply(r, 200, ''), kind: NotWellFormed, faultCode: -32700, status: 200 },
  {
    name: 'a body over maxBytes (by Content-Length)',
    handler: (_q, r) => reply(r, 200, responseXml(`<string>${'x'.repeat(4096)}</string>`)),
    options: { maxBytes: 1024 },
    kind: ParseError,
    faultCode: -32700,
    status: 200,
  },
  // Network failures, timeouts, aborts: TransportError(0), a status only when a response arrived.
  { name: 'connection refused', kind: TransportError, faultCode: 0, status: undefined },
  {
    name: 'a connection reset in the middle of the body',
    handler: (_q, r) => {
      const body = responseXml(`<string>${'x'.repeat(10_000)}</string>`);
      r.writeHead(200, { 'Content-Type': 'text/xml', 'Content-Length': String(body.length) });
      r.write(body.slice(0, 5_000), () => setTimeout(() => r.socket?.destroy(), 20));
    },
    kind: TransportError,
    faultCode: 0,
    status: 200,
  },
  { name: 'a timeout before any response', handler: () => undefined, overrides: () => ({ timeout: 0.2 }), kind: TransportError, faultCode: 0, status: undefined },
  { name: 'an abort before the call', handler: () => undefined, overrides: (aborted) => ({ signal: aborted }), kind: TransportError, faultCode: 0, status: undefined },
  {
    name: 'a proxy the transport cannot use',
    handler: (_q, r) => reply(r, 200, responseXml('<int>1</int>')),
    overrides: () => ({ proxy: `http://carol:${PASSWORD}@127.0.0.1:1` }),
    kind: TransportError,
    faultCode: 0,
    status: undefined,
  },
];

const VARIANTS: Array<{ name: string; options: XmlRpcTransportOptions }> = [
  { name: 'ky over the global fetch', options: {} },
  { name: 'the Node fast path (pooledSender)', options: { sender: pooledSender() } },
];

describe.each(VARIANTS)('the error mapping over $name', ({ options: base }) => {
  it.each(ROWS)('$name → $kind.name', async (row) => {
    const server = row.handler === undefined ? undefined : await serve(row.handler);
    const origin = server?.url ?? `http://127.0.0.1:${String(await unusedPort())}`;
    const controller = new AbortController();
    controller.abort(new Error('caller gave up'));
    const transport = createXmlRpcTransport({ ...base, ...row.options });
    const error = await failure(transport(callRequest(origin, row.overrides?.(controller.signal))));

    expect(error).toBeInstanceOf(row.kind);
    expect(error.name).toBe(row.kind.name);
    if (row.faultCode === null) expect(error).not.toBeInstanceOf(ServiceAPIError);
    else expect((error as ServiceAPIError).faultCode).toBe(row.faultCode);

    expect(error.status).toBe(row.status);
    expect(Object.hasOwn(error, 'status')).toBe(row.status !== undefined);
    expect(error.request).toEqual({ service: 'Vendor_Account', method: 'getObject', url: `${origin}/xmlrpc/v3.1/Vendor_Account` });
    expect(Object.isFrozen(error.request)).toBe(true);

    if (row.causeCode !== undefined) {
      expect(error.cause).toBeInstanceOf(XmlRpcDecodeError);
      expect((error.cause as XmlRpcDecodeError).code).toBe(row.causeCode);
    }
    if (row.retryAfterMs !== undefined) expect((error as RateLimitExceeded).retryAfterMs).toBe(row.retryAfterMs);

    for (const text of [error.message, String(error), JSON.stringify(error.request), inspect(error.request)]) {
      expect(text).not.toContain(API_KEY);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(btoa(`alice:${API_KEY}`));
    }
  });
});

describe('status and request on the error classes', () => {
  it('gives a TransportError of an HTTP status that status, and none to a network failure or a fault code', () => {
    expect(new TransportError(503, 'HTTP 503').status).toBe(503);
    expect(new TransportError(0, 'Network error').status).toBeUndefined();
    expect(new TransportError(-32300, 'fault').status).toBeUndefined();
    expect(new TransportError(-32300, 'fault', { status: 500 }).status).toBe(500);
    expect(new TransportError(502, 'HTTP 502', { status: 504 }).status).toBe(504);
  });

  it('leaves request and status off an error made without them (no own property)', () => {
    const error = new ServiceError('x');
    expect(Object.hasOwn(error, 'request')).toBe(false);
    expect(Object.hasOwn(error, 'status')).toBe(false);
    expect(inspect(error)).not.toContain('request');
  });

  it('keeps a frozen copy of the request it was given', () => {
    const request = { service: 'Vendor_Account', method: 'getObject', url: 'http://127.0.0.1:1/Vendor_Account' };
    const error = errorFromFault('-32601', 'no such method', { request, status: 500 });
    expect(error).toBeInstanceOf(MethodNotFound);
    expect(error.request).toEqual(request);
    expect(error.request).not.toBe(request);
    expect(Object.isFrozen(error.request)).toBe(true);
    expect(error.status).toBe(500);
    expect((error as MethodNotFound).faultCode).toBe('-32601');
  });

  it('maps a decode error of a code this version does not know to a plain ParseError', () => {
    const unknown = new XmlRpcDecodeError('from the future', { line: 1, column: 1 }, { code: 'something-new' as XmlRpcDecodeErrorCode });
    const context = { service: 'Vendor_Account', method: 'getObject', url: 'http://h/Vendor_Account', label: 'POST http://h/Vendor_Account', secrets: () => [] };
    const error = decodeError(unknown, context, 200);
    expect(error.constructor).toBe(ParseError);
    expect(error.faultCode).toBe(-32700);
    expect(error.cause).toBe(unknown);
  });
});

describe('errors raised outside an exchange', () => {
  it('carry the same redacted request (a retry delay or a rate-limit turn aborted)', () => {
    const request = requestRecord({
      endpoint: `http://alice:${PASSWORD}@127.0.0.1:1/xmlrpc/${API_KEY}`,
      headers: { authenticate: { username: 'alice', apiKey: API_KEY } },
    });
    expect(errorRequest(request)).toEqual({ service: 'Vendor_Account', method: 'getObject', url: 'http://127.0.0.1:1/xmlrpc/***/Vendor_Account' });
  });

  it('a retry delay aborted by the signal rejects with the request on the error', async () => {
    const controller = new AbortController();
    const transport = createRetryTransport(
      () => Promise.reject(new TransportError(0, 'Network error', { cause: new Error('reset') })),
      { retries: 2, minDelayMs: 60_000, maxDelayMs: 60_000, factor: 1, jitter: false },
    );
    const pending = failure(transport(requestRecord({ endpoint: 'http://127.0.0.1:1/xmlrpc', signal: controller.signal })));
    setTimeout(() => controller.abort(new Error('stop')), 20);
    const error = await pending;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/^Request aborted during the delay before retry 1 of 2/);
    expect(error.request).toEqual({ service: 'Vendor_Account', method: 'getObject', url: 'http://127.0.0.1:1/xmlrpc/Vendor_Account' });
  });
});

describe('retry reads status, faultCode and kind', () => {
  const read = { method: 'getObject' };
  it('retries an HTTP 503 answer but not a fault that came with HTTP 503', () => {
    expect(isRetryable(new TransportError(503, 'HTTP 503', { status: 503 }), read)).toBe(true);
    expect(isRetryable(new ServiceAPIError('Vendor_Exception_Busy', 'busy', { status: 503 }), read)).toBe(false);
    expect(isRetryable(new MethodNotFound(-32601, 'no such method', { status: 503 }), read)).toBe(false);
  });

  it('retries a transient fault by its faultCode whatever its status', () => {
    expect(isRetryable(new TransportError(-32300, 'fault', { status: 200 }), read)).toBe(true);
    expect(isRetryable(new ServiceAPIError('-32603', 'internal', { status: 500 }), read)).toBe(true);
  });

  it('treats a connection lost after the response began as a network failure (read methods only)', () => {
    const lost = new TransportError(0, 'Connection lost', { status: 200, cause: new Error('reset') });
    expect(isRetryable(lost, read)).toBe(true);
    expect(isRetryable(lost, { method: 'createObject' })).toBe(false);
  });
});
