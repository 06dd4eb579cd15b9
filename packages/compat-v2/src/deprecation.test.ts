import type { FakeServer } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { deprecations } from './deprecation.js';
import type { DeprecationCode } from './deprecation.js';
import { AuthenticationBase, BasicAuthentication, Client, DNSZoneNotFound, TokenAuthentication } from './index.js';
import { listenForWarnings, useFakeServer, USERS } from './test-support.js';

// Listening starts before any compat code runs in this file (each test file is its own process),
// so every warning this process emits is seen.
const warnings = listenForWarnings();
const [alice] = USERS;
let server: FakeServer;
useFakeServer((started) => {
  server = started;
});

/** Runs `use` twice and returns the warnings emitted meanwhile. */
async function warningsOf(use: () => unknown): Promise<typeof warnings.seen> {
  await warnings.settle();
  const before = warnings.seen.length;
  await use();
  await use();
  await warnings.settle();
  return warnings.seen.slice(before);
}

function codesOf(seen: typeof warnings.seen): (string | undefined)[] {
  return seen.map((warning) => warning.code);
}

describe('deprecation warnings', () => {
  const bound = (): Client => new Client({ serviceName: 'Account', ...alice, endpointUrl: server.url });
  let client: Client;

  it('the options form with serviceName warns SVCLIB_DEP_SERVICE_NAME', async () => {
    const seen = await warningsOf(() => {
      client = bound();
    });
    expect(codesOf(seen)).toEqual(['SVCLIB_DEP_SERVICE_NAME']);
  });

  const cases: [DeprecationCode, () => unknown][] = [
    ['SVCLIB_DEP_POSITIONAL_CLIENT', () => new Client('Account', null, alice.username, alice.apiKey, server.url)],
    ['SVCLIB_DEP_CLIENT_ID', () => new Client({ ...alice, endpointUrl: server.url, id: 5 })],
    ['SVCLIB_DEP_VERBOSE', () => new Client({ ...alice, endpointUrl: server.url, verbose: false })],
    ['SVCLIB_DEP_CLIENT_METHOD', () => client.getObject!()],
    ['SVCLIB_DEP_SET_OBJECT_MASK', () => client.setObjectMask('mask[id]')],
    ['SVCLIB_DEP_SET_INIT_PARAMETER', () => client.set_init_parameter(1)],
    ['SVCLIB_DEP_SET_RESULT_LIMIT', () => client.setResultLimit(1)],
    ['SVCLIB_DEP_ADD_HEADER', () => client.add_header('customHeader', 1)],
    ['SVCLIB_DEP_REMOVE_HEADER', () => client.removeHeader('customHeader')],
    ['SVCLIB_DEP_ADD_RAW_HEADER', () => client.addRawHeader('X-Request-Id', '1')],
    ['SVCLIB_DEP_SET_AUTHENTICATION', () => client.set_authentication(alice.username, alice.apiKey)],
    ['SVCLIB_DEP_DNS_ZONE_NOT_FOUND', () => new DNSZoneNotFound()],
    ['SVCLIB_DEP_ITER_CALL', () => client.iter_call('Account', 'getVirtualGuests', { limit: 1 })],
    ['SVCLIB_DEP_AUTHENTICATE_WITH_PASSWORD', () => bound().authenticate_with_password('alice', 'wrong').catch(() => undefined)],
    ['SVCLIB_DEP_RAW_HEADERS_OPTION', () => client.call('Account', 'getObject', { raw_headers: { 'X-Old': '1' } } as never)],
    ['SVCLIB_DEP_BASIC_AUTHENTICATION', () => new BasicAuthentication('alice', 'alice-api-key')],
    ['SVCLIB_DEP_TOKEN_AUTHENTICATION', () => new TokenAuthentication(1, 'token')],
    ['SVCLIB_DEP_GET_HEADERS', () => new TokenAuthentication(1, 'token').get_headers()],
    ['SVCLIB_DEP_AUTHENTICATION_BASE', () => new AuthenticationBase()],
  ];

  it.each(cases)('%s is emitted once, as a DeprecationWarning naming the replacement', async (code, use) => {
    const seen = await warningsOf(use);
    expect(seen).toEqual([{ name: 'DeprecationWarning', code, message: deprecations[code].message }]);
    expect(seen[0]!.message).toContain(deprecations[code].replacement);
  });

  it('never warns again for a code already emitted, whichever spelling is used', async () => {
    const seen = await warningsOf(async () => {
      client.set_object_mask('mask[id]');
      client.setInitParameter(2);
      client.set_result_limit(3);
      client.addHeader('customHeader', 1);
      client.remove_header('customHeader');
      client.add_raw_header('X-Request-Id', '2');
      client.setAuthentication(alice.username, alice.apiKey);
      new Client('Account', 7);
      await client.getObject!();
    });
    expect(seen).toEqual([]);
  });

  it('the 3.x surface of a compat client does not warn', async () => {
    const seen = await warningsOf(async () => {
      const plain = new Client({ ...alice, endpointUrl: server.url });
      await plain.call('Account', 'getObject');
      await plain.Account.getObject();
    });
    expect(seen).toEqual([]);
  });

  it('every code of the table was emitted in this process, each exactly once', () => {
    const emitted = warnings.seen.filter((warning) => warning.name === 'DeprecationWarning').map((w) => w.code);
    const apiModule: string[] = ['SVCLIB_DEP_API_MODULE']; // covered by api.test.ts, in its own process
    expect(emitted.sort()).toEqual(Object.keys(deprecations).filter((code) => !apiModule.includes(code)).sort());
  });
});

describe('the deprecations table', () => {
  it('has a stable SVCLIB_DEP_ code, entry point and 3.x replacement for every row', () => {
    for (const [code, row] of Object.entries(deprecations)) {
      expect(code).toMatch(/^SVCLIB_DEP_[A-Z_]+$/);
      expect(row.message).toBe(`${row.entryPoint} is deprecated: ${row.replacement}`);
      expect(Object.isFrozen(row)).toBe(true);
    }
    expect(deprecations.SVCLIB_DEP_SET_OBJECT_MASK.message).toBe(
      'setObjectMask() / set_object_mask() is deprecated: pass `mask` to the call instead (client.call(service, method, { mask }))',
    );
    expect(Object.isFrozen(deprecations)).toBe(true);
  });
});
