/**
 * `--query` is bounded (issue 27 item 17): an expression whose answer repeats the input for every
 * record (`map(&$, @)`) is refused in moments with a usage error, instead of writing gigabytes.
 */
import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInProcess } from './run-in-process.js';

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 1_000 } });
});
afterAll(async () => {
  await server.close();
});

describe('--query bounds', () => {
  for (const format of ['json', 'csv', 'table']) {
    it(`map(&$, @) over 1,000 servers is refused at once (--format ${format})`, async () => {
      const { code, stdout, stderr, ms } = await runInProcess(['--endpoint', server.url, 'vs', 'list', '--format', format, '--query', 'map(&$, @)']);
      expect(stderr).toMatch(/^svc: error: option '--query <expr>': the answer would be \d+ Mi characters of JSON; an answer may have at most 64 Mi characters \(or as many as the output the query ran on\); narrow the query\n$/);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(ms).toBeLessThan(15_000);
    });
  }

  it('an ordinary query over the same servers still answers', async () => {
    const { code, stdout, stderr } = await runInProcess(['--endpoint', server.url, 'vs', 'list', '--format', 'json', '--query', 'length([].hostname)']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe('1000\n');
  });
});
