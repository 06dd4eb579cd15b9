// The browser (and any web runtime) face: only packages whose call path uses no Node-only module.
// Type-checked with DOM types and no Node types; bundled by esbuild and run in headless Chromium.
import { encodeMethodCall } from '@svclib/xmlrpc';
import { Client, ServiceAPIError } from '@svclib/core';
import { VirtualServerManager } from '@svclib/managers';

/** Calls the fake server at `endpointUrl` and returns what the page reports. */
export async function webRun(endpointUrl: string, username: string, apiKey: string): Promise<Record<string, unknown>> {
  const client = new Client({ username, apiKey, endpointUrl });
  const account = (await client.call('Account', 'getObject', { mask: 'id, companyName' })) as { companyName?: string };
  const guests = await new VirtualServerManager(client).listInstances({ limit: 5 });
  let errorKind = 'none';
  try {
    await client.untyped.call('Account', 'noSuchMethod'); // a method the model lacks: the untyped form
  } catch (error) {
    errorKind = error instanceof ServiceAPIError ? error.name : 'other';
  }
  return { company: account.companyName, guests: guests.length, errorKind, encoded: encodeMethodCall('ping', []).length > 0 };
}
