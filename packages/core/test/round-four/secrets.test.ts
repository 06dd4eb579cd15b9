/**
 * Secrets in odd places (issue 27, items 5–7 and 20): a secret-named member inside an argument
 * quoted in a fault, a redirect whose `Location` quotes the key, a body that is not JSON quoted by
 * the parser, and every encoded form of a secret. End to end against servers on 127.0.0.1, over both
 * transports; no form of a secret may appear in the error's message, its `request`, its cause chain
 * or its `util.inspect` form.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ServiceAPIError, TransportError } from '../../src/node.js';
import { startTestServer, type TestServer } from '../../src/test-server.js';
import { failure } from '../hardening/failure.js';
import { textForms } from '../hardening/leak-audit.js';

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
