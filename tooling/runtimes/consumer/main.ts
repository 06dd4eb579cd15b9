// A user's script, type-checked and run from the packed tarballs on Node, Deno and Bun.
// It uses every package and prints one JSON line that the test compares across runtimes.
import { decodeMethodCall, encodeMethodCall } from '@svclib/xmlrpc';
import { Client, ServiceAPIError, totalItems } from '@svclib/core';
import { AccountManager, VirtualServerManager, queryFilter } from '@svclib/managers';
import { Client as LegacyClient } from '@svclib/compat-v2';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';

const server = await startFakeServer();
try {
  const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
  // Typed by @svclib/managers' ServiceMap declarations: an Account, with no cast and no `!`.
  const account = await client.Account.getObject({ mask: 'id, companyName' });
  const firstPage = await client.Account.getVirtualGuests({ mask: 'id', limit: 3 });
  let pages = 0;
  for await (const page of client.iterPages('Account', 'getVirtualGuests', { chunk: 2, limit: 5, mask: 'id', concurrency: 2 })) {
    pages += page.total === undefined ? 0 : 1;
  }
  const guests = await new VirtualServerManager(client).listInstances({ limit: 5 });
  const summary = await new AccountManager(client).getAccount();
  let paged = 0;
  for await (const guest of client.iterCall('Account', 'getVirtualGuests', { chunk: 2, limit: 5, mask: 'id' })) {
    if (guest !== undefined) paged += 1;
  }
  let errorKind = 'none';
  try {
    await client.untyped.call('Account', 'noSuchMethod'); // a method the model lacks: the untyped form
  } catch (error) {
    errorKind = error instanceof ServiceAPIError ? error.name : 'other';
  }
  const legacy = new LegacyClient({ serviceName: 'Account', username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
  const legacyAccount = (await legacy.call('Account', 'getObject', { mask: 'id' })) as { id?: number };
  const roundTrip = await decodeMethodCall(encodeMethodCall('ping', [1, 'two', { three: [true] }]));
  console.log(JSON.stringify({
    company: account.companyName,
    total: totalItems(firstPage),
    guests: guests.length,
    summaryHasId: typeof (summary as { id?: unknown }).id === 'number',
    paged,
    pages,
    errorKind,
    legacyId: legacyAccount.id,
    roundTrip,
    filter: queryFilter('web*'),
  }));
} finally {
  await server.close();
}
