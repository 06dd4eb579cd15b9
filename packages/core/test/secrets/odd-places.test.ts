/**
 * Secrets in odd places (issue 27, items 5–7 and 20): a secret-named member inside an argument
 * quoted in a fault, a redirect whose `Location` quotes the key, a body that is not JSON quoted by
 * the parser, and every encoded form of a secret. End to end against servers on 127.0.0.1, over both
 * transports; no form of a secret may appear in the error's message, its `request`, its cause chain
 * or its `util.inspect` form.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, NotWellFormed, ParseError, ServiceAPIError, TransportError } from '../../src/node.js';
import { startTestServer, type TestServer } from '../../src/test-support/test-server.js';
import { connectionLostError, type ErrorContext } from '../../src/errors/error-mapping.js';
import { parserMessage } from '../../src/transports/rest/json-codec.js';
import { failure } from '../support/failure.js';
import { textForms } from '../support/leak-audit.js';

const TRANSPORTS = ['xmlrpc', 'rest'] as const;

let fake: FakeServer;
let redirecting: TestServer;
beforeAll(async () => {
  fake = await startFakeServer();
  // Redirects every call to a login page whose URL quotes the key: as is, URL-encoded inside
  // another URL, and as the Basic credentials the request carried.
  redirecting = await startTestServer((_request, response) => {
    const next = `https://api.example/?apikey=${FAKE_API_KEY}`;
    response.writeHead(302, { location: `https://login.example/sso?key=${FAKE_API_KEY}&next=${encodeURIComponent(next)}&basic=${btoa(`${FAKE_USERNAME}:${FAKE_API_KEY}`)}` });
    response.end();
  });
});
afterAll(async () => {
  await fake.close();
  await redirecting.close();
});

/** A client of the fake server over `transport`. */
function fakeClient(transport: (typeof TRANSPORTS)[number]): Client {
  return new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: transport === 'rest' ? fake.restUrl : fake.url, transport });
}

/** Every text form of an error and of its causes (message, stack, `String`, `util.inspect`, JSON). */
function allForms(error: unknown): string {
  return textForms(error).join('\n');
}

describe('item 5: a secret-named member inside an argument, quoted in a fault', () => {
  const password = 'Tr0ub4dor&3x-pw';

  it.each(TRANSPORTS)('end to end over %s: Software_Component_Password.createObject({ password }) echoed in a fault is masked', async (transport) => {
    fake.inject({
      service: 'Software_Component_Password', method: 'createObject', times: 1,
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: `Password ${password} rejected for root` },
    });
    const template = { softwareId: 1, username: 'root', password };
    const error = await failure(fakeClient(transport).call('Software_Component_Password', 'createObject', { args: [template] }));
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.message).toBe('Password *** rejected for root');
    const forms = allForms(error);
    expect(forms).not.toContain('Tr0ub4dor');
  });
});

describe('item 6: a redirect whose Location quotes the API key', () => {
  it.each(TRANSPORTS)('end to end over %s: TransportError names the redirect, not the key in any form', async (transport) => {
    const endpointUrl = transport === 'rest' ? `${redirecting.url}/rest/v3.1` : `${redirecting.url}/xmlrpc/v3.1`;
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl, transport });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toContain('redirects are not followed (Location: https://login.example/sso?key=***&next=');
    const forms = allForms(error);
    expect(forms).not.toContain(FAKE_API_KEY);
    expect(forms).not.toContain(encodeURIComponent(FAKE_API_KEY));
    expect(forms).not.toContain(btoa(`${FAKE_USERNAME}:${FAKE_API_KEY}`));
  });
});

/** The error and each of its causes, outermost first. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 10; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

describe('item 7: a 200 body that does not decode quotes no secret, in the message or any cause', () => {
  it.each([
    ['k3y-ab12', "Unexpected token, the body is not valid JSON"],
    ['fake0api0key0c0ffee0000', "Unexpected token, the body is not valid JSON"],
    ['<html>k3y-ab12</html>', "Unexpected token '<', the body is not valid JSON"],
    ['{"a":1}k3y-ab12', 'Unexpected non-whitespace character after JSON at position 7'],
    ['[1,2', "Expected ',' or ']' after array element in JSON at position 4"],
  ])('unit: the parser message of %j quotes nothing of the body', (body, expected) => {
    let message = '';
    try {
      JSON.parse(body);
    } catch (error) {
      message = (error as Error).message;
    }
    // The engine's own message quotes the body; the one kept does not.
    expect(parserMessage(message)).toBe(expected);
  });

  it('unit: a cause quoting a secret is masked, its class, code and own cause kept', () => {
    class SocketFailure extends Error {
      readonly code = 'ECONNRESET';
      readonly detail = 'peer said k3y-ab12-cd34';
    }
    const inner = new TypeError('inner k3y-ab12-cd34');
    const error = new SocketFailure('reset after k3y-ab12-cd34', { cause: inner });
    const context: ErrorContext = { service: 'Vendor_Account', method: 'getObject', url: 'http://127.0.0.1:1/x', label: 'POST http://127.0.0.1:1/x', secrets: () => ['k3y-ab12-cd34'] };
    const mapped = connectionLostError(error, context, 200);
    const cause = mapped.cause as SocketFailure;
    expect(cause).toBeInstanceOf(SocketFailure);
    expect(cause.code).toBe('ECONNRESET');
    expect(cause.message).toBe('reset after ***');
    expect(cause.detail).toBe('peer said ***');
    expect(cause.cause).toBeInstanceOf(TypeError);
    expect(inspect(mapped, { depth: Infinity, showHidden: true })).not.toContain('k3y-ab12');
    // A cause that quotes no secret is kept as it is.
    const plain = new Error('reset');
    expect(connectionLostError(plain, context, 200).cause).toBe(plain);
  });

  /** A server answering every call with HTTP 200 and `body`. */
  async function answering(body: string, type: string): Promise<TestServer> {
    return startTestServer((_request, response) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    });
  }

  /** No text form of the error or of any error in its cause chain quotes `secret`, nor its first 8 characters. */
  function expectNoSecret(error: Error, secret: string): void {
    for (const link of causeChain(error)) {
      for (const text of [String(link), inspect(link), inspect(link, { depth: Infinity, showHidden: true }), (link as Error).stack ?? '', (link as Error).message]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(secret.slice(0, 8));
      }
    }
    expect(allForms(error)).not.toContain(secret.slice(0, 8));
  }

  it.each([
    ['a short key, quoted whole by the parser', 'k3y-ab12'],
    ['a long key, of which the parser quotes a prefix', FAKE_API_KEY],
  ])('end to end over rest: %s', async (_name, key) => {
    const server = await answering(key, 'application/json');
    try {
      const client = new Client({ username: 'alice', apiKey: key, endpointUrl: `${server.url}/rest/v3.1`, transport: 'rest' });
      const error = await failure(client.call('Account', 'getObject'));
      expect(error).toBeInstanceOf(NotWellFormed);
      expect(error.message).toMatch(/^Invalid JSON response \(.+\): GET http:\/\/127\.0\.0\.1:\d+\/rest\/v3\.1\/Vendor_Account\/getObject\.json$/);
      expect(error.cause).toBeInstanceOf(SyntaxError);
      expectNoSecret(error, key);
    } finally {
      await server.close();
    }
  });

  it('end to end over xmlrpc: a bad value quoting the key keeps its decode error as cause, the key masked there too', async () => {
    const key = 'k3y-ab12-cd34';
    const server = await answering(`<?xml version="1.0"?><methodResponse><params><param><value><int>${key}</int></value></param></params></methodResponse>`, 'text/xml');
    try {
      const client = new Client({ username: 'alice', apiKey: key, endpointUrl: `${server.url}/xmlrpc/v3.1` });
      const error = await failure(client.call('Account', 'getObject'));
      expect(error).toBeInstanceOf(ParseError);
      expect((error.cause as { code?: unknown }).code).toBe('invalid-value');
      expect((error.cause as Error).name).toBe('XmlRpcDecodeError');
      expectNoSecret(error, key);
    } finally {
      await server.close();
    }
  });
});
