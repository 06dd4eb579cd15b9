/**
 * `vs detail` reads the dedicated host and the reverse-DNS zones as extras, and — as slcli catches
 * `SoftLayerAPIError` there — shows the detail without them when the service refuses one. Every
 * kind of API error counts, not only the base class: an `ApplicationError` (fault -32500) from the
 * reverse-DNS lookup once failed the whole command because the kind was compared by name (issue 28
 * item 4: core's `isServiceAPIError` decides). In
 * process, through `run(argv, io)`, against the fake server.
 */
import { Readable } from 'node:stream';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../src/program.js';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

/** Runs `svc` in this process; its exit status and output. */
async function svc(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(['--endpoint', server.url, '--username', FAKE_USERNAME, ...args], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    stdin: Readable.from([]),
  });
  return { code, stdout, stderr };
}

describe('vs detail with an extra the service refuses', () => {
  it.each([
    ['an ApplicationError (-32500)', -32500],
    ['a ServiceAPIError with a service fault code', 'Vendor_Exception_Public'],
  ])('shows the detail without the reverse-DNS zones on %s', async (_, faultCode) => {
    server.clearInjections();
    server.inject({ service: 'Virtual_Guest', method: 'getReverseDomainRecords', failure: { kind: 'fault', faultCode, faultString: 'no reverse zones here' } });
    process.env.SVC_API_KEY = FAKE_API_KEY;
    try {
      const result = await svc(['vs', 'detail', '100001', '--format', 'json']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const detail = JSON.parse(result.stdout) as { id?: number; hostname?: string };
      expect(detail.id).toBe(100001);
      expect(detail.hostname).toEqual(expect.any(String));
    } finally {
      delete process.env.SVC_API_KEY;
      server.clearInjections();
    }
  });

  it('still fails on a connection lost, which is not the service answering', async () => {
    server.inject({ service: 'Virtual_Guest', method: 'getReverseDomainRecords', failure: { kind: 'drop' } });
    process.env.SVC_API_KEY = FAKE_API_KEY;
    try {
      const result = await svc(['vs', 'detail', '100001', '--format', 'json']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/TransportError/);
    } finally {
      delete process.env.SVC_API_KEY;
      server.clearInjections();
    }
  });
});
