/**
 * Passwords passed to `UserManager.createUser` (the password and the VPN password) never appear in
 * an error when the server's fault text quotes them: core masks positional arguments by the API's
 * parameter names. Against the fake server on 127.0.0.1 with an injected fault.
 */
import { inspect } from 'node:util';
import { ServiceAPIError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { useFixture, type Fixture } from './test-fixture.js';
import { UserManager } from './user-manager.js';

let fx: Fixture;
useFixture((started) => {
  fx = started;
});

describe('UserManager.createUser: secrets quoted by a fault', () => {
  it('masks the password and the VPN password in every text form of the error', async () => {
    fx.server.inject({
      method: 'createObject', times: 1,
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_Public', faultString: 'createObject(carol, Tr0ub4dor&3x, C0rrect-H0rse-Vpn): password too weak' },
    });
    const users = new UserManager(fx.client);
    const error = await users.createUser({ username: 'carol', email: 'carol@example.com' }, 'Tr0ub4dor&3x', { vpnPassword: 'C0rrect-H0rse-Vpn' }).catch((e: unknown) => e);
    if (!(error instanceof ServiceAPIError)) throw new Error('expected a ServiceAPIError');
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(error.message).toBe('createObject(carol, ***, ***): password too weak');
    for (const form of [error.message, String(error), inspect(error), JSON.stringify(error)]) {
      expect(form).not.toContain('Tr0ub4dor');
      expect(form).not.toContain('C0rrect-H0rse');
    }
  });
});
