/**
 * `mockClient()` of `@svclib/testing` under a real `Client` of `@svclib/core` (this app depends on
 * both): a user's script that takes a client, tested with typed rules and the matchers of
 * `@svclib/testing/vitest` — paging through `iterCall`, a manager on the mocked client, a core error
 * as a rejection, and an unmatched call.
 */
import { Client, ServiceAPIError } from '@svclib/core';
import { VirtualServerManager } from '@svclib/managers';
import { createFixtureTransport, mockClient, UnmockedCallError } from '@svclib/testing';
import '@svclib/testing/vitest';
import { beforeEach, describe, expect, it } from 'vitest';

/** A user's script: tags every `web…` guest of a datacenter, returns how many it tagged. */
async function tagWebServers(client: Client, datacenter: string): Promise<number> {
  let tagged = 0;
  const filter = { virtualGuests: { datacenter: { name: { operation: `_= ${datacenter}` } } } };
  for await (const guest of client.iterCall('Account', 'getVirtualGuests', { mask: 'id, hostname', filter, chunk: 2 })) {
    if (guest.id === undefined || !guest.hostname?.startsWith('web')) continue;
    await client.call('Virtual_Guest', 'setTags', { id: guest.id, args: ['web'] });
    tagged += 1;
  }
  return tagged;
}

const mock = mockClient();
const client = new Client({ username: 'u', apiKey: 'k', transport: mock });

beforeEach(() => mock.reset());

describe('a user\'s script on a mocked client', () => {
  it('pages through the list the mock answers and tags the web servers', async () => {
    mock.on('Account', 'getVirtualGuests').resolves([
      { id: 1, hostname: 'web1' }, { id: 2, hostname: 'db1' }, { id: 3, hostname: 'web2' }, { id: 4, hostname: 'web3' }, { id: 5, hostname: 'mail' },
    ]);
    mock.on('Virtual_Guest', 'setTags').resolves(true);
    expect(await tagWebServers(client, 'dal10')).toBe(3);
    // Three pages of two (the mock slices by offset and limit as the API does).
    expect(mock).toHaveBeenCalledRemoteTimes('Account', 'getVirtualGuests', 3);
    expect(mock).toHaveBeenCalledRemote('Account', 'getVirtualGuests', {
      mask: 'id, hostname', filter: { virtualGuests: { datacenter: { name: { operation: '_= dal10' } } } }, limit: 2, offset: 4,
    });
    expect(mock).toHaveBeenCalledRemoteInOrder([
      ['Virtual_Guest', 'setTags', { id: 1, args: ['web'] }],
      ['Virtual_Guest', 'setTags', { id: 3 }],
      ['Virtual_Guest', 'setTags', { id: 4 }],
    ]);
    expect(mock).not.toHaveBeenCalledRemote('Virtual_Guest', 'setTags', { id: 2 });
    expect(mock.calls('Virtual_Guest', 'setTags').map((call) => call.id)).toEqual([1, 3, 4]);
  });

  it('a rejection with a core error reaches the script as that error; an unmatched call names itself', async () => {
    mock.on('Account', 'getVirtualGuests').resolves([{ id: 1, hostname: 'web1' }]);
    const denied = new ServiceAPIError('Vendor_Exception_Public', 'Tags are locked');
    mock.on('Virtual_Guest', 'setTags', { id: 1 }).rejects(denied);
    await expect(tagWebServers(client, 'dal10')).rejects.toBe(denied);

    mock.reset();
    mock.on('Account', 'getVirtualGuests').resolves([{ id: 7, hostname: 'web7' }]);
    const error: unknown = await tagWebServers(client, 'dal10').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnmockedCallError);
    expect((error as Error).message).toBe(
      'mockClient: no rule matches the call Virtual_Guest.setTags (id 7, args ["web"]); no rule for Virtual_Guest.setTags (rules: Account.getVirtualGuests)',
    );
  });

  it('a manager built on the mocked client sends its calls through the mock', async () => {
    mock.on('Virtual_Guest', 'getObject', { id: 42 }).resolves({ id: 42, hostname: 'web42', domain: 'example.com' });
    const guest = await new VirtualServerManager(client).getInstance(42, { mask: 'id, hostname, domain' });
    expect(guest.hostname).toBe('web42');
    expect(mock).toHaveBeenCalledRemote('Virtual_Guest', 'getObject', { id: 42, mask: 'mask[id, hostname, domain]' });
  });

  it('the fixture transport keeps working, and the matchers read it too', async () => {
    const transport = createFixtureTransport({ 'Account.getObject': { companyName: 'Example Ltd.' } });
    const fixtureClient = new Client({ username: 'u', apiKey: 'k', transport });
    expect(await fixtureClient.call('Account', 'getObject', { mask: 'companyName' })).toEqual({ companyName: 'Example Ltd.' });
    expect(transport).toHaveBeenCalledRemote('Account', 'getObject', { mask: 'companyName' });
  });
});
