/**
 * Test helper (not shipped): a fake server of `@svclib/testing` and a core `Client` pointed at it,
 * plus the requests it decoded, without the `authenticate` header.
 *
 * @module
 */
import { Client } from '@svclib/core';
import { conformanceProblem, FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

/**
 * Calls a manager makes that the API lacks, on purpose: `DNSManager.editZone` sends
 * `Dns_Domain.editObject` as the reference client's `edit_zone` does (deprecated; the service
 * answers MethodNotFound).
 */
const KNOWN_NONCONFORMING = new Set(['Vendor_Dns_Domain::editObject']);

/** One decoded request, as the managers' tests compare it. */
export interface SeenCall {
  /** Full service name. */
  service: string;
  /** Method name. */
  method: string;
  /** XML-RPC headers, without `authenticate`. */
  headers: Record<string, unknown>;
  /** Positional arguments. */
  args: unknown[];
}

/** A running fake server and a client of it. */
export interface Fixture {
  /** The fake server. */
  server: Awaited<ReturnType<typeof startFakeServer>>;
  /** A core client authenticated as the demo user. */
  client: Client;
  /** The requests decoded since the last {@link Fixture.reset}. */
  calls(): SeenCall[];
  /** Fresh data and no recorded requests. */
  reset(): void;
}

/**
 * The wire the managers' tests run over: XML-RPC, or REST when `SVC_TEST_TRANSPORT=rest` (the
 * `managers-rest` vitest project runs the same files that way).
 */
export const TEST_TRANSPORT: 'xmlrpc' | 'rest' = process.env.SVC_TEST_TRANSPORT === 'rest' ? 'rest' : 'xmlrpc';

/** A date argument as the fake server decodes it: a `Date` over XML-RPC, its ISO-8601 text over REST (JSON has no dates). */
export function wireDate(date: Date): Date | string {
  return TEST_TRANSPORT === 'rest' ? date.toISOString() : date;
}

/** A bytes argument as the fake server decodes it: bytes over XML-RPC, base64 text over REST. */
export function wireBytes(bytes: Uint8Array): Uint8Array | string {
  return TEST_TRANSPORT === 'rest' ? Buffer.from(bytes).toString('base64') : bytes;
}

/** Starts a fake server (options passed through) and a client of it, over {@link TEST_TRANSPORT}. */
export async function startFixture(options?: Parameters<typeof startFakeServer>[0]): Promise<Fixture> {
  const server = await startFakeServer(options);
  const client = new Client({
    endpointUrl: TEST_TRANSPORT === 'rest' ? server.restUrl : server.url,
    transport: TEST_TRANSPORT,
    username: FAKE_USERNAME,
    apiKey: FAKE_API_KEY,
  });
  return {
    server,
    client,
    calls: () =>
      server.state.requests.map(({ service, method, headers, args }) => {
        const rest = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'authenticate'));
        return { service, method, headers: rest, args };
      }),
    reset: () => server.state.reset(),
  };
}

/**
 * Registers the hooks every managers test file uses: a fixture started before the file's tests
 * (handed to `ready`, which builds the manager under test), fresh data and no recorded requests
 * before each test, and the server closed after them.
 */
export function useFixture(ready: (fx: Fixture) => void, options?: Parameters<typeof startFakeServer>[0]): void {
  let fx: Fixture | undefined;
  beforeAll(async () => {
    fx = await startFixture(options);
    ready(fx);
  });
  afterAll(async () => {
    await fx?.server.close();
  });
  beforeEach(() => fx?.reset());
  // Every request of the test, also those answered by an injected failure (which the fake server
  // never runs, so never checks): a method of the model, no more arguments than it takes, and a
  // mask naming only properties of the result's type.
  afterEach(() => {
    const problems = (fx?.server.state.requests ?? [])
      .filter((request) => !KNOWN_NONCONFORMING.has(`${request.service}::${request.method}`))
      .map(conformanceProblem)
      .filter((problem) => problem !== undefined);
    expect(problems, 'calls the API does not have, or masks naming properties it lacks').toEqual([]);
  });
}

/** The mask header of a string mask, as core sends it. */
export function maskHeader(mask: string): { Vendor_ObjectMask: { mask: string } } {
  const text = mask.trim();
  return { Vendor_ObjectMask: { mask: /^(mask|\[|filteredMask)/.test(text) ? text : `mask[${text}]` } };
}

/** Collects an async iterable. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}
