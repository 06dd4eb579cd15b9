/**
 * Secrets in odd places (issue 27, items 5–7 and 20): a secret-named member inside an argument
 * quoted in a fault, a redirect whose `Location` quotes the key, a body that is not JSON quoted by
 * the parser, and every encoded form of a secret. End to end against servers on 127.0.0.1, over both
 * transports; no form of a secret may appear in the error's message, its `request`, its cause chain
 * or its `util.inspect` form.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ServiceAPIError } from '../../src/node.js';
import { failure } from '../hardening/failure.js';
import { textForms } from '../hardening/leak-audit.js';

const TRANSPORTS = ['xmlrpc', 'rest'] as const;

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(async () => {
  await fake.close();
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
