import { describe, expect, it } from 'vitest';
import { createFixtureTransport, FixtureNotFoundError, type FixtureRequest, type Fixtures } from './fixture-transport.js';

function request(service: string, method: string, extra: Partial<FixtureRequest> = {}): FixtureRequest {
  return { service, method, args: [], headers: {}, ...extra };
}

describe('createFixtureTransport', () => {
  it('answers by service and method, with or without the Vendor_ prefix', async () => {
    const transport = createFixtureTransport({ 'Account.getObject': { companyName: 'A' }, 'Vendor_Ticket.getObject': { id: 1 } });
    await expect(transport(request('Vendor_Account', 'getObject'))).resolves.toEqual({ companyName: 'A' });
    await expect(transport(request('Ticket', 'getObject'))).resolves.toEqual({ id: 1 });
    expect(transport.requests.map((r) => r.service)).toEqual(['Vendor_Account', 'Ticket']);
  });

  it('passes the request to a function fixture and rejects with what it throws', async () => {
    const boom = new RangeError('no such guest');
    const transport = createFixtureTransport({
      'Virtual_Guest.getObject': (r: FixtureRequest) => ({ id: r.identifier }),
      'Virtual_Guest.deleteObject': () => {
        throw boom;
      },
    });
    await expect(transport(request('Vendor_Virtual_Guest', 'getObject', { identifier: 42 }))).resolves.toEqual({ id: 42 });
    await expect(transport(request('Vendor_Virtual_Guest', 'deleteObject'))).rejects.toBe(boom);
  });

  it('returns copies, so callers cannot change a fixture', async () => {
    const transport = createFixtureTransport({ 'Account.getTags': ['a'] });
    const first = (await transport(request('Account', 'getTags'))) as string[];
    first.push('mutated');
    await expect(transport(request('Account', 'getTags'))).resolves.toEqual(['a']);
  });

  it('rejects an unknown call with FixtureNotFoundError naming it and the known fixtures', async () => {
    const transport = createFixtureTransport({ 'Account.getObject': {} });
    const error: unknown = await transport(request('Vendor_Ticket', 'getObject')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureNotFoundError);
    expect((error as Error).name).toBe('FixtureNotFoundError');
    expect((error as Error).message).toBe('No fixture for Ticket.getObject (fixtures: Account.getObject)');
  });

  it('refuses malformed fixture tables with a TypeError naming the key', () => {
    expect(() => createFixtureTransport({ getObject: 1 })).toThrow(/fixture key "getObject"/);
    // Wrong input on purpose (`as unknown as`): what an untyped caller can pass.
    expect(() => createFixtureTransport(null as unknown as Fixtures)).toThrow(TypeError);
  });
});
