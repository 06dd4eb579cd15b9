/**
 * `mockClient()` and the remote-call matchers, driven with request records shaped as core's
 * `CallRequest` (a real `Client` over the mock is tested in apps/sample, which depends on core):
 * rule matching (id, args, mask, filter, predicates), the newest rule winning, one-time answers,
 * rejections and fakes, unmatched calls, history, paging, and each matcher's pass, failure message
 * and negation.
 */
import { describe, expect, it } from 'vitest';
import './vitest.js';
import { createFixtureTransport } from './fixture-transport.js';
import { isMockClient, mockClient, UnmockedCallError } from './mock-client.js';
import type { FixtureRequest } from './fixture-transport.js';
import type { AsymmetricMatcher } from './remote-call.js';

/** A request record as core's client builds it. */
function request(service: string, method: string, options: Partial<Omit<FixtureRequest, 'service' | 'method'>> = {}): FixtureRequest {
  return { service: `Vendor_${service}`, method, args: [], headers: {}, ...options };
}

describe('mockClient: rules', () => {
  it('answers from the rule of the service and method, with a deep copy', async () => {
    const mock = mockClient();
    const guest = { id: 1, hostname: 'web1', tagReferences: [{ tag: { name: 'web' } }] };
    mock.on('Virtual_Guest', 'getObject').resolves(guest);
    const answer = (await mock(request('Virtual_Guest', 'getObject', { identifier: 1 }))) as typeof guest;
    expect(answer).toEqual(guest);
    answer.tagReferences[0]!.tag.name = 'changed';
    guest.hostname = 'changed too';
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: 1 }))).toEqual({ id: 1, hostname: 'web1', tagReferences: [{ tag: { name: 'web' } }] });
  });

  it('matches id (1 = "1"), args (a prefix, partially), mask (spaces and mask[…] aside) and filter (partially)', async () => {
    const mock = mockClient();
    mock.on('Virtual_Guest', 'getObject', { id: 1 }).resolves({ hostname: 'one' });
    mock.on('Virtual_Guest', 'getObject', { id: 2, mask: 'id, hostname' }).resolves({ hostname: 'two' });
    mock.on('Virtual_Guest', 'createObject', { args: [{ datacenter: { name: 'dal10' } }] }).resolves({ id: 10 });
    mock.on('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostname: { operation: '^= web' } } } }).resolves([{ id: 3 }]);
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: '1' }))).toEqual({ hostname: 'one' });
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: 2, mask: 'mask[id,hostname]' }))).toEqual({ hostname: 'two' });
    await expect(mock(request('Virtual_Guest', 'getObject', { identifier: 2, mask: 'id' }))).rejects.toThrow(UnmockedCallError);
    const template = { hostname: 'h', domain: 'example.com', datacenter: { name: 'dal10' }, startCpus: 1 };
    expect(await mock(request('Virtual_Guest', 'createObject', { args: [template] }))).toEqual({ id: 10 });
    await expect(mock(request('Virtual_Guest', 'createObject', { args: [{ ...template, datacenter: { name: 'ams01' } }] }))).rejects.toThrow(UnmockedCallError);
    const filter = { virtualGuests: { hostname: { operation: '^= web' }, domain: { operation: '_= example.com' } } };
    expect(await mock(request('Account', 'getVirtualGuests', { filter }))).toEqual([{ id: 3 }]);
    await expect(mock(request('Account', 'getVirtualGuests'))).rejects.toThrow(UnmockedCallError);
  });

  it('takes asymmetric matchers and predicates', async () => {
    const mock = mockClient();
    const anyNumber = expect.any(Number) as AsymmetricMatcher;
    const prod = expect.stringContaining('prod') as AsymmetricMatcher;
    mock.on('Virtual_Guest', 'setTags', { id: anyNumber, args: [prod] }).resolves(true);
    mock.on('Ticket', 'addUpdate', (call) => call.args[0].entry?.startsWith('urgent') === true).resolves([{ id: 5 }]);
    expect(await mock(request('Virtual_Guest', 'setTags', { identifier: 4, args: ['web,prod'] }))).toBe(true);
    await expect(mock(request('Virtual_Guest', 'setTags', { identifier: 4, args: ['web'] }))).rejects.toThrow(UnmockedCallError);
    expect(await mock(request('Ticket', 'addUpdate', { identifier: 1, args: [{ entry: 'urgent: disk' }] }))).toEqual([{ id: 5 }]);
    await expect(mock(request('Ticket', 'addUpdate', { identifier: 1, args: [{ entry: 'fyi' }] }))).rejects.toThrow(/\(a predicate\)/);
  });

  it('the newest matching rule answers; an older, broader one still answers the rest', async () => {
    const mock = mockClient();
    mock.on('Virtual_Guest', 'getObject').resolves({ hostname: 'any' });
    mock.on('Virtual_Guest', 'getObject', { id: 7 }).resolves({ hostname: 'seven' });
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: 7 }))).toEqual({ hostname: 'seven' });
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: 8 }))).toEqual({ hostname: 'any' });
    mock.on('Virtual_Guest', 'getObject').resolves({ hostname: 'newest' });
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: 7 }))).toEqual({ hostname: 'newest' });
  });

  it('one-time answers come first, in order; then the lasting one; used up without one, the rule steps aside', async () => {
    const mock = mockClient();
    mock.on('Virtual_Guest', 'getObject').resolves({ hostname: 'older rule' });
    mock.on('Virtual_Guest', 'getObject', { id: 1 }).resolvesOnce({ hostname: 'a' }).rejectsOnce('b failed').resolves({ hostname: 'c' });
    mock.on('Virtual_Guest', 'getObject', { id: 2 }).resolvesOnce({ hostname: 'only once' });
    const get = (id: number): Promise<unknown> => mock(request('Virtual_Guest', 'getObject', { identifier: id }));
    expect(await get(1)).toEqual({ hostname: 'a' });
    await expect(get(1)).rejects.toThrow('b failed');
    expect(await get(1)).toEqual({ hostname: 'c' });
    expect(await get(1)).toEqual({ hostname: 'c' });
    expect(await get(2)).toEqual({ hostname: 'only once' });
    expect(await get(2)).toEqual({ hostname: 'older rule' });
  });

  it('rejects with the given error (a string becomes an Error), or calls a fake with the typed call', async () => {
    const mock = mockClient();
    const fault = Object.assign(new Error('Unable to find object'), { faultCode: 'Vendor_Exception_ObjectNotFound' });
    mock.on('Virtual_Guest', 'deleteObject').rejects(fault);
    mock.on('Ticket', 'getObject').rejects();
    mock.on('Virtual_Guest', 'getObject').callsFake((call) => Promise.resolve({ id: Number(call.id), hostname: `guest${String(call.id)}` }));
    mock.on('Virtual_Guest', 'setTags').callsFake((call) => {
      if (call.args[0] === '') throw new Error('empty');
      return true;
    });
    await expect(mock(request('Virtual_Guest', 'deleteObject', { identifier: 1 }))).rejects.toBe(fault);
    await expect(mock(request('Ticket', 'getObject', { identifier: 1 }))).rejects.toThrow('mocked rejection');
    expect(await mock(request('Virtual_Guest', 'getObject', { identifier: 9 }))).toEqual({ id: 9, hostname: 'guest9' });
    await expect(mock(request('Virtual_Guest', 'setTags', { identifier: 9, args: [''] }))).rejects.toThrow('empty');
  });

  it('slices a list answer by the call\'s offset and limit, as the API pages', async () => {
    const mock = mockClient();
    mock.on('Account', 'getVirtualGuests').resolves([1, 2, 3, 4, 5].map((id) => ({ id })));
    expect(await mock(request('Account', 'getVirtualGuests', { limit: 2, offset: 0 }))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await mock(request('Account', 'getVirtualGuests', { limit: 2, offset: 4 }))).toEqual([{ id: 5 }]);
    expect(await mock(request('Account', 'getVirtualGuests'))).toHaveLength(5);
  });

  it('a call no rule matches rejects with UnmockedCallError naming the call and the rules', async () => {
    const mock = mockClient();
    await expect(mock(request('Account', 'getObject'))).rejects.toThrow('mockClient: no rule matches the call Account.getObject; no rule for Account.getObject (rules: none)');
    mock.on('Virtual_Guest', 'getObject', { id: 1 }).resolves({});
    mock.on('Virtual_Guest', 'getObject', { id: 2 }).resolvesOnce({});
    await mock(request('Virtual_Guest', 'getObject', { identifier: 2 }));
    const error: unknown = await mock(request('Virtual_Guest', 'getObject', { identifier: 3, mask: 'id' })).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnmockedCallError);
    expect((error as Error).message).toBe(
      'mockClient: no rule matches the call Virtual_Guest.getObject (id 3, mask "id"); rules for Virtual_Guest.getObject: Virtual_Guest.getObject {"id":1}; Virtual_Guest.getObject {"id":2}',
    );
    expect((error as UnmockedCallError).call).toMatchObject({ service: 'Virtual_Guest', method: 'getObject', id: 3 });
    await expect(mock(request('Ticket', 'getObject'))).rejects.toThrow('no rule for Ticket.getObject (rules: Virtual_Guest.getObject)');
  });

  it('refuses a rule it could never match', () => {
    const mock = mockClient();
    expect(() => mock.on('Virtual_Guest', 'getObject', { ids: 1 } as never)).toThrow('mockClient.on(Virtual_Guest, getObject): unknown call option(s) ids (allowed: id, args, mask, filter, limit, offset)');
    expect(() => mock.on('Virtual_Guest', 'getObject', 5 as never)).toThrow(/the match must be an object of call options or a function/);
    expect(() => mock.on('' as never, 'getObject' as never)).toThrow(/non-empty strings/);
    expect(() => mock.on('Virtual_Guest', 'getObject').callsFake('x' as never)).toThrow(/the fake must be a function/);
  });
});

describe('mockClient: history', () => {
  it('records every call (answered or not) and filters by service and method; reset forgets', async () => {
    const mock = mockClient();
    mock.on('Virtual_Guest', 'setTags').resolves(true);
    await mock(request('Virtual_Guest', 'setTags', { identifier: 1, args: ['a'] }));
    await mock(request('Account', 'getObject')).catch(() => undefined);
    await mock(request('Virtual_Guest', 'setTags', { identifier: 2, args: ['b'] }));
    expect(mock.calls().map((call) => `${call.service}.${call.method}`)).toEqual(['Virtual_Guest.setTags', 'Account.getObject', 'Virtual_Guest.setTags']);
    expect(mock.calls('Vendor_Virtual_Guest').map((call) => call.id)).toEqual([1, 2]);
    const tags: (string | undefined)[] = mock.calls('Virtual_Guest', 'setTags').map((call) => call.args[0]);
    expect(tags).toEqual(['a', 'b']);
    expect(isMockClient(mock)).toBe(true);
    mock.resetHistory();
    expect(mock.calls()).toEqual([]);
    expect(await mock(request('Virtual_Guest', 'setTags', { identifier: 3, args: ['c'] }))).toBe(true);
    mock.reset();
    await expect(mock(request('Virtual_Guest', 'setTags', { identifier: 3, args: ['c'] }))).rejects.toThrow(UnmockedCallError);
    expect(mock.calls()).toHaveLength(1);
  });
});

describe('the remote-call matchers (@svclib/testing/vitest)', () => {
  async function used(): Promise<ReturnType<typeof mockClient>> {
    const mock = mockClient();
    mock.on('Account', 'getVirtualGuests').resolves([{ id: 1 }, { id: 2 }]);
    mock.on('Virtual_Guest', 'setTags').resolves(true);
    await mock(request('Account', 'getVirtualGuests', { mask: 'id' }));
    await mock(request('Virtual_Guest', 'setTags', { identifier: 1, args: ['web'] }));
    await mock(request('Virtual_Guest', 'setTags', { identifier: 2, args: ['web'] }));
    return mock;
  }

  it('toHaveBeenCalledRemote: a call of the method matching the options; .not the reverse', async () => {
    const mock = await used();
    expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'setTags');
    expect(mock).toHaveBeenCalledRemote('Vendor_Virtual_Guest', 'setTags', { id: 2, args: ['web'] });
    expect(mock).not.toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { id: 3 });
    expect(mock).not.toHaveBeenCalledRemote('Virtual_Guest', 'deleteObject');
    expect(() => expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { id: 3 })).toThrow(
      'expected a remote call Virtual_Guest.setTags {"id":3}; the remote calls made (3):\n'
        + '  1. Account.getVirtualGuests (mask "id")\n  2. Virtual_Guest.setTags (id 1, args ["web"])\n  3. Virtual_Guest.setTags (id 2, args ["web"])',
    );
    expect(() => expect(mock).not.toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { args: ['web'] })).toThrow(
      'expected no remote call Virtual_Guest.setTags {"args":["web"]}, but call 2 was Virtual_Guest.setTags (id 1, args ["web"])',
    );
  });

  it('toHaveBeenCalledRemoteTimes counts the calls of the method', async () => {
    const mock = await used();
    expect(mock).toHaveBeenCalledRemoteTimes('Virtual_Guest', 'setTags', 2);
    expect(mock).toHaveBeenCalledRemoteTimes('Virtual_Guest', 'getObject', 0);
    expect(() => expect(mock).toHaveBeenCalledRemoteTimes('Account', 'getVirtualGuests', 2)).toThrow(
      /^expected Account\.getVirtualGuests to be called 2 time\(s\), but it was called 1 time\(s\); the remote calls made \(3\)/,
    );
    expect(() => expect(mock).toHaveBeenCalledRemoteTimes('Account', 'getVirtualGuests', -1)).toThrow(/times must be an integer >= 0/);
  });

  it('toHaveBeenCalledRemoteInOrder: the calls in order, others may come between', async () => {
    const mock = await used();
    expect(mock).toHaveBeenCalledRemoteInOrder([['Account', 'getVirtualGuests'], ['Virtual_Guest', 'setTags', { id: 2 }]]);
    expect(mock).toHaveBeenCalledRemoteInOrder([['Virtual_Guest', 'setTags', { id: 1 }], ['Virtual_Guest', 'setTags', { id: 2 }]]);
    expect(mock).not.toHaveBeenCalledRemoteInOrder([['Virtual_Guest', 'setTags', { id: 2 }], ['Virtual_Guest', 'setTags', { id: 1 }]]);
    expect(() => expect(mock).toHaveBeenCalledRemoteInOrder([['Virtual_Guest', 'setTags'], ['Account', 'getVirtualGuests']])).toThrow(
      'expected the remote calls in this order:\n  1. Virtual_Guest.setTags\n  2. Account.getVirtualGuests\nbut found only the first 1 (calls 2) in order;',
    );
  });

  it('work on a fixture transport too, and refuse anything else', async () => {
    const transport = createFixtureTransport({ 'Account.getObject': { companyName: 'Example' } });
    await transport(request('Account', 'getObject', { mask: 'companyName' }));
    expect(transport).toHaveBeenCalledRemote('Account', 'getObject', { mask: 'mask[companyName]' });
    expect(transport).toHaveBeenCalledRemoteTimes('Account', 'getObject', 1);
    expect(() => expect({}).toHaveBeenCalledRemote('Account', 'getObject')).toThrow(
      'toHaveBeenCalledRemote: expected a mockClient() or a createFixtureTransport() transport, got object',
    );
  });
});
