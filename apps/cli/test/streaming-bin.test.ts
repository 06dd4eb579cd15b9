/**
 * Streaming output with the real binary (issue 30 item 6): `svc vs list --format jsonl | head -1`
 * returns as soon as the first page is in, and a streamed list of 20,000 servers runs within a V8
 * heap of 28 MiB, where collecting the same list (`--format json`) runs out of memory.
 */
import { spawn } from 'node:child_process';

import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { describe, expect, it } from 'vitest';

import { BIN } from './build-bin.js';
import { HOME } from './svc.js';

const quote = (arg: string): string => `'${arg.replaceAll("'", "'\\''")}'`;

/** Runs a bash pipeline (with pipefail) whose first command is `node [nodeArgs] BIN args`; its output, status and duration. */
function pipeline(nodeArgs: readonly string[], args: readonly string[], rest: string): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const command = `set -o pipefail; ${[process.execPath, ...nodeArgs, BIN, ...args].map(quote).join(' ')} | ${rest}`;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], {
      env: { PATH: process.env.PATH, HOME, LANG: 'C.UTF-8', SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: FAKE_API_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

describe('svc vs list --format jsonl, streamed', () => {
  it('| head -1 returns once the first page is in, not after all 50 pages', async () => {
    // 100 ms per call, one page at a time: all 5,000 servers take at least 5 s to fetch.
    const server = await startFakeServer({ counts: { virtualGuests: 5_000 }, latencyMs: 100 });
    try {
      const result = await pipeline([], ['--endpoint', server.url, 'vs', 'list', '--format', 'jsonl'], 'head -1');
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      expect(JSON.parse(result.stdout)).toMatchObject({ id: expect.any(Number) as unknown });
      expect(result.ms).toBeLessThan(4_000);
      // It stopped at the EPIPE after the reader left: far fewer than the 50 pages were asked for.
      expect(server.state.requests.filter((r) => r.method === 'getVirtualGuests').length).toBeLessThan(10);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('20,000 servers stream within a 28 MiB heap, where collecting them does not fit', async () => {
    const server = await startFakeServer({ counts: { virtualGuests: 20_000 } });
    try {
      const heap = ['--max-old-space-size=28'];
      const streamed = await pipeline(heap, ['--endpoint', server.url, 'vs', 'list', '--format', 'jsonl'], 'wc -l');
      expect(streamed.stderr).toBe('');
      expect(streamed.code).toBe(0);
      expect(streamed.stdout.trim()).toBe('20000');
      const collected = await pipeline(heap, ['--endpoint', server.url, 'vs', 'list', '--format', 'json'], 'wc -l');
      expect(collected.code).not.toBe(0);
      expect(collected.stderr).toMatch(/heap out of memory/i);
    } finally {
      await server.close();
    }
  }, 180_000);
});
