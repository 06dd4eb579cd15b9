/**
 * Secrets in the remaining places: a network error whose message quotes the request (a custom
 * `fetch` can), endpoint userinfo echoed back as a Basic `Authorization` header (Base64 and decoded),
 * and secret positional arguments (by the API's parameter names) quoted in a fault string. End to end
 * against servers on 127.0.0.1; no form of a secret may appear in the error's message, its `request`
 * or its text forms.
 */
import { inspect } from 'node:util';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { SECRET_PARAMETERS } from '@svclib/model/secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ServiceAPIError, TransportError, Unauthenticated } from '../../src/node.js';
import { createXmlRpcTransport, fetchSender } from '../../src/wire.js';
import { basicCredentials, secretArgs, secretsOf } from '../../src/errors/redact.js';
import { startTestServer, type TestServer } from '../../src/test-support/test-server.js';
import { failure } from '../support/failure.js';

let fake: FakeServer;
let echo: TestServer;
beforeAll(async () => {
  fake = await startFakeServer();
  // Answers 500 (or 401 for /deny) with an error page that quotes the request's Authorization header.
  echo = await startTestServer((request, response) => {
    const status = request.url.includes('/deny/') ? 401 : 500;
    response.writeHead(status, { 'content-type': 'text/html' });
    response.end(`<html><body><h1>Error</h1><p>Request had Authorization: ${String(request.headers.authorization)}</p>` +
      `<p>decoded: ${Buffer.from(String(request.headers.authorization).replace(/^Basic /, ''), 'base64').toString()}</p></body></html>`);
  });
});
afterAll(async () => {
  await fake.close();
  await echo.close();
});

/** Every text form of an error a program might print or log. */
const forms = (error: Error): string[] => [error.message, String(error), JSON.stringify((error as TransportError).request ?? {}), inspect(error, { depth: 0 })];

describe('a network error whose message quotes the request', () => {
  it('end to end: a custom fetch throwing the request body in its message gets it masked in TransportError.message', async () => {
    const quoting: typeof fetch = async (input, init) => {
      const body = await new Request(input, init).text();
      throw new Error(`upstream refused ${body} (key ${FAKE_API_KEY})`);
    };
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: fake.url, transport: createXmlRpcTransport({ sender: fetchSender({ fetch: quoting }) }) });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(TransportError);
    expect(error.message).toMatch(/^Network error \(upstream refused .*\*\*\*.*\(key \*\*\*\)\): POST /);
    for (const form of forms(error)) expect(form).not.toContain(FAKE_API_KEY);
  });

  it('a fetch failing with the endpoint password in its message gets it masked too', async () => {
    const url = new URL(fake.url);
    url.username = 'proxyuser';
    url.password = 'Pr0xy-Pa55word';
    const quoting: typeof fetch = () => Promise.reject(new Error('connect failed for proxyuser:Pr0xy-Pa55word (cHJveHl1c2VyOlByMHh5LVBhNTV3b3Jk)'));
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url.href, transport: createXmlRpcTransport({ sender: fetchSender({ fetch: quoting }) }) });
    const error = await failure(client.call('Account', 'getObject'));
    for (const form of forms(error)) {
      expect(form).not.toContain('Pr0xy-Pa55word');
      expect(form).not.toContain('cHJveHl1c2VyOlByMHh5LVBhNTV3b3Jk');
    }
  });
});

describe('endpoint userinfo echoed back as Basic credentials', () => {
  const pair = 'alice:S3cret-Pa55:word';
  const encoded = basicCredentials(pair);

  it('secretsOf gives the password, the pair and its Base64', () => {
    const request = { headers: {}, transportHeaders: {}, service: 'Vendor_Account', method: 'getObject', args: [], endpoint: `http://alice:${encodeURIComponent('S3cret-Pa55:word')}@127.0.0.1:1/x`, proxy: undefined };
    expect(secretsOf(request)).toEqual(expect.arrayContaining(['S3cret-Pa55:word', pair, encoded]));
    expect(encoded).toBe(Buffer.from(pair).toString('base64'));
  });

  it.each([
    ['an HTTP 500 page', 'fail', TransportError],
    ['an HTTP 401 page', 'deny', Unauthenticated],
  ])('end to end: %s quoting the Authorization header shows neither the Base64 nor the decoded credentials', async (_name, path, Kind) => {
    const url = new URL(`${echo.url}/${path}`);
    url.username = 'alice';
    url.password = 'S3cret-Pa55:word';
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url.href });
    const error = await failure(client.call('Account', 'getObject'));
    expect(error).toBeInstanceOf(Kind);
    expect(echo.requests.at(-1)!.headers.authorization).toBe(`Basic ${encoded}`);
    expect(error.message).toContain('Request had Authorization: Basic ***');
    for (const form of forms(error)) {
      expect(form).not.toContain(encoded);
      expect(form).not.toContain('S3cret-Pa55');
      expect(form).not.toContain(pair);
    }
  });
});

describe('secret arguments by the API parameter names', () => {
  it('User_Customer.createObject: the password and the VPN password (indices 1 and 2); the login call: password and answer', () => {
    expect(secretArgs('Vendor_User_Customer', 'createObject')).toEqual([1, 2]);
    expect(secretArgs('User_Customer', 'getPortalLoginToken')).toEqual(expect.arrayContaining([1, 3]));
    expect(secretArgs('Vendor_Account', 'createObject')).toEqual([]);
    expect(secretArgs('Vendor_Account', 'toString')).toEqual([]);
  });

  it('comes from @svclib/model\'s table generated from the API description (plus the login answer)', () => {
    for (const [service, methods] of Object.entries(SECRET_PARAMETERS)) {
      for (const [method, indices] of Object.entries(methods)) {
        expect(secretArgs(`Vendor_${service}`, method)).toEqual(expect.arrayContaining([...indices]));
      }
    }
    expect(secretArgs('Vendor_User_Customer', 'updateVpnPassword')).toEqual([0]);
    expect(secretArgs('Vendor_Account', 'createUser')).toEqual([1, 2]);
    expect(secretArgs('Vendor_User_Customer', 'getPortalLoginToken')).toEqual([1, 3]);
  });

  it('end to end: a fault quoting the password and VPN password of User_Customer.createObject shows neither', async () => {
    fake.inject({
      method: 'createObject', times: 1,
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: 'Password Tr0ub4dor&3x is too weak; VPN password C0rrect-H0rse rejected' },
    });
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: fake.url });
    const error = await failure(client.call('User_Customer', 'createObject', { args: [{ username: 'carol', email: 'c@example.com' }, 'Tr0ub4dor&3x', 'C0rrect-H0rse'] }));
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.message).toBe('Password *** is too weak; VPN password *** rejected');
    for (const form of forms(error)) {
      expect(form).not.toContain('Tr0ub4dor');
      expect(form).not.toContain('C0rrect-H0rse');
    }
  });
});
