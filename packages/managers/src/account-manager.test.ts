import { FAKE_ACCOUNT_ID } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { AccountManager } from './account-manager.js';
import { maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let accounts: AccountManager;
useFixture((started) => {
  fx = started;
  accounts = new AccountManager(fx.client);
});

describe('AccountManager', () => {
  it('reads the account with the default mask, or the caller mask', async () => {
    const account = await accounts.getAccount();
    const name = await accounts.getAccount({ mask: 'companyName' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getObject', headers: maskHeader(AccountManager.ACCOUNT_MASK), args: [] },
      { service: 'Vendor_Account', method: 'getObject', headers: maskHeader('companyName'), args: [] },
    ]);
    expect(account).toMatchObject({ id: FAKE_ACCOUNT_ID, companyName: fx.server.state.data.account.companyName });
    expect(name).toEqual({ companyName: fx.server.state.data.account.companyName });
  });

  it('summarises the counts in one request', async () => {
    fx.reset();
    const summary = await accounts.getSummary();
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getObject', headers: maskHeader(AccountManager.SUMMARY_MASK), args: [] },
    ]);
    const data = fx.server.state.data;
    expect(summary).toEqual({
      id: FAKE_ACCOUNT_ID,
      companyName: data.account.companyName,
      virtualGuestCount: data.virtualGuests.length,
      hardwareCount: data.hardware.length,
      ticketCount: data.tickets.length,
      openTicketCount: data.tickets.filter((t) => t.status.name === 'Open').length,
      userCount: data.users.length,
      domainCount: data.domains.length,
    });
  });

  it('passes the signal through: an aborted signal rejects without a request', async () => {
    fx.reset();
    await expect(accounts.getSummary({ signal: AbortSignal.abort() })).rejects.toThrow();
    await expect(accounts.getAccount({ masks: 'x' } as never)).rejects.toThrow(/unknown option\(s\): masks/);
    expect(fx.calls()).toEqual([]);
  });
});
