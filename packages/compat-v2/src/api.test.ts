import { Client as CoreClient, API_PRIVATE_ENDPOINT as CORE_PRIVATE, API_PUBLIC_ENDPOINT as CORE_PUBLIC } from '@svclib/core';
import type { FakeServer } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { listenForWarnings, useFakeServer, USERS } from './test-support.js';

// Listening starts before the API submodule is imported, so an import-time warning would be seen.
const warnings = listenForWarnings();
const [alice] = USERS;
let server: FakeServer;
useFakeServer((started) => {
  server = started;
});

describe('@svclib/compat-v2/API', () => {
  it('importing it does not warn; the first Client built from it does, once', async () => {
    const api = await import('./api.js');
    await warnings.settle();
    expect(warnings.seen).toEqual([]);

    const client = new api.Client({ ...alice, endpointUrl: server.url });
    new api.Client({ ...alice, endpointUrl: server.url });
    await warnings.settle();
    expect(warnings.seen).toEqual([
      {
        name: 'DeprecationWarning',
        code: 'SVCLIB_DEP_API_MODULE',
        message:
          "The API submodule (@svclib/compat-v2/API) is deprecated: import the package only instead (import { Client } from '@svclib/core')",
      },
    ]);
    expect(client).toBeInstanceOf(CoreClient);
  });

  it('its Client is the 2.x client, in both constructor forms', async () => {
    const api = await import('./api.js');
    const { Client, LegacyClient } = { ...api, ...(await import('./index.js')) };
    const client = new Client('Account', null, alice.username, alice.apiKey, server.url);
    expect(client).toBeInstanceOf(LegacyClient);
    client.setObjectMask('mask[id]');
    const account = (await client.getObject!()) as Record<string, unknown>;
    expect(Object.keys(account)).toEqual(['id']);
    expect(server.state.requests.at(-1)?.headers.Vendor_ObjectMask).toEqual({ mask: 'mask[id]' });
  });

  it('re-exports the endpoint constants', async () => {
    const api = await import('./api.js');
    expect(api.API_PUBLIC_ENDPOINT).toBe(CORE_PUBLIC);
    expect(api.API_PRIVATE_ENDPOINT).toBe(CORE_PRIVATE);
  });
});
