/**
 * `vs capacity create` (a yearly contract that cannot be cancelled) and `vs capacity create-guest`
 * ask before ordering, as every other order does (issue 27 item 23): `--yes` skips the question,
 * `--test` and `--dry-run` need none. In process through `run(argv, io)` against the fake server.
 */
import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInProcess } from './run-in-process.js';

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

const CREATE = ['vs', 'capacity', 'create', '-n', 'pool', '-b', '803', '-f', 'B1_2X4_1_YEAR_TERM', '-i', '3'];
const GUEST = ['vs', 'capacity', 'create-guest', '--capacity-id', '3103', '-H', 'rc1', '-D', 'example.com', '-o', 'UBUNTU_LATEST'];

/** The order methods the server received while `args` ran. */
async function ordering(args: string[], input?: string) {
  const before = server.state.requests.length;
  const result = await runInProcess(['--endpoint', server.url, '--format', 'json', ...args], input === undefined ? {} : { input });
  const orders = server.state.requests.slice(before).map((r) => r.method).filter((m) => m === 'placeOrder' || m === 'verifyOrder');
  return { ...result, orders };
}

describe('vs capacity orders ask first', () => {
  const cases = [
    ['create', CREATE, 'order reserved capacity pool (3 × B1_2X4_1_YEAR_TERM), a contract for its whole term that cannot be cancelled before it ends'],
    ['create-guest', GUEST, 'order virtual server rc1.example.com into reserved capacity 3103'],
  ] as const;
  for (const [name, args, question] of cases) {
    it(`${name}: no answer, or no, orders nothing; yes orders`, async () => {
      const none = await ordering([...args]);
      expect(none.stderr).toContain(`This will ${question}`);
      expect(none.stderr).toContain('aborted: not confirmed');
      expect(none.code).toBe(2);
      expect(none.orders).toEqual([]);
      const no = await ordering([...args], 'n\n');
      expect(no.code).toBe(2);
      expect(no.orders).toEqual([]);
      const yes = await ordering([...args], 'y\n');
      expect(yes.code).toBe(0);
      expect(yes.orders).toEqual(['placeOrder']);
    });

    it(`${name}: --yes orders without a question; --test and --dry-run ask nothing`, async () => {
      const test = await ordering([...args, '--test']);
      expect(test.stderr).toBe('');
      expect(test.code).toBe(0);
      expect(test.orders).toEqual(['verifyOrder']);
      const dry = await ordering(['--dry-run', ...args]);
      expect(dry.code).toBe(0);
      expect(dry.orders).not.toContain('placeOrder');
      // The last: the seeded capacity has room for two more guests.
      const yes = await ordering(['--yes', ...args]);
      expect(yes.stderr).toBe('');
      expect(yes.code).toBe(0);
      expect(yes.orders).toEqual(['placeOrder']);
    });
  }
});
