/**
 * `svc api` on hostile names (issue 27 item 22): globs are matched in linear time however many
 * stars they hold, and a name far longer than any typo gets no did-you-mean (whose edit distances
 * took seconds), in process through `run(argv, io)`.
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

describe('svc api on hostile names', () => {
  it("api list '********#' answers at once (nothing matches)", async () => {
    for (const pattern of ['********#', 'Virtual_Guest.********#', `${'*?'.repeat(5_000)}#`]) {
      const { code, stdout, stderr, ms } = await runInProcess(['api', 'list', pattern, '--format', 'json']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual([]);
      expect(ms).toBeLessThan(5_000);
    }
    const globbed = await runInProcess(['api', 'list', 'Virtual_Guest.get*Ip*', '--format', 'json']);
    expect((JSON.parse(globbed.stdout) as { method: string }[]).map((m) => m.method)).toContain('getPrimaryIpAddress');
  });

  it('api describe of a 120 KB name is a usage error at once, without suggestions', async () => {
    const long = 'Virtual_Guest'.padEnd(120_000, 'x');
    for (const name of [long, `Virtual_Guest.${long}`]) {
      const { code, stderr, ms } = await runInProcess(['api', 'describe', name]);
      expect(code).toBe(2);
      expect(stderr).toMatch(/^svc api describe: error: (unknown service|Virtual_Guest has no method)/);
      expect(stderr).not.toContain('did you mean');
      expect(ms).toBeLessThan(3_000);
    }
    // A typo of ordinary length still gets its suggestion.
    const typo = await runInProcess(['api', 'describe', 'Virtual_Gest']);
    expect(typo.stderr).toContain('did you mean Virtual_Guest');
  });

  it('call-api with a 120 KB method name warns without suggestions, at once', async () => {
    const { stderr, ms } = await runInProcess(['--endpoint', server.url, 'call-api', 'Account', `get${'x'.repeat(120_000)}`]);
    expect(stderr).toMatch(/^svc: warning: the API model has no method Account\.getx+; calling it anyway\n/);
    expect(ms).toBeLessThan(5_000);
  });
});
