import { describe, expect, it } from 'vitest';
import { Client } from './client.js';
import { ServiceError } from '../errors/errors.js';
import { fixtureTransport, listTransport } from '../test-support/test-transport.js';
import { TimedClient } from './timed-client.js';

describe('TimedClient', () => {
  it('records [service as passed.method, startMs, durationMs] for every call path', async () => {
    const fixture = listTransport(25, { delayMs: 5 });
    const timed = new TimedClient({ transport: fixture.transport });
    const before = Date.now();
    await timed.call('Account', 'getObject');
    await timed.untyped.call('Vendor_Ticket', 'getObject');
    await timed.untyped.service('Virtual_Guest').call('getObject');
    for await (const item of timed.iterCall('Account', 'getVirtualGuests', { chunk: 10 })) void item;
    const calls = timed.getLastCalls();
    expect(calls.map(([name]) => name)).toEqual([
      'Account.getObject',
      'Vendor_Ticket.getObject',
      'Virtual_Guest.getObject',
      'Account.getVirtualGuests',
      'Account.getVirtualGuests',
      'Account.getVirtualGuests',
    ]);
    for (const [, startMs, durationMs] of calls) {
      expect(startMs).toBeGreaterThanOrEqual(before);
      expect(startMs).toBeLessThanOrEqual(Date.now());
      expect(durationMs).toBeGreaterThanOrEqual(3);
      expect(durationMs).toBeLessThan(5000);
    }
  });

  it('getLastCalls returns the list and empties it', async () => {
    const timed = new TimedClient({ transport: fixtureTransport().transport });
    await timed.call('Account', 'getObject');
    expect(timed.lastCalls).toHaveLength(1);
    expect(timed.getLastCalls()).toHaveLength(1);
    expect(timed.lastCalls).toEqual([]);
    expect(timed.getLastCalls()).toEqual([]);
  });

  it('records failed calls too, and keeps the error', async () => {
    const timed = new TimedClient({ transport: () => Promise.reject(new ServiceError('down')) });
    await expect(timed.call('Account', 'getObject')).rejects.toThrowError(new ServiceError('down'));
    expect(timed.getLastCalls().map(([name]) => name)).toEqual(['Account.getObject']);
  });

  it('is a Client with the same options, text form and service handles', () => {
    const timed = new TimedClient({ transport: fixtureTransport().transport, username: 'alice', apiKey: 'k-1234abcd' });
    expect(timed).toBeInstanceOf(Client);
    expect(String(timed)).toBe('<Client: endpoint=https://api.vendor.example/xmlrpc/v3.1, user=<BasicAuthentication: alice>>');
    expect(String(timed.Account)).toBe('<Service: Account>');
    expect(() => new TimedClient({ bogus: 1 } as never)).toThrow(TypeError);
  });
});
