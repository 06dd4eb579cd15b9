/**
 * A closed stderr pipe ends as quietly as a closed stdout (issue 27 item 23): with the real binary,
 * `svc -v vs list 2>&1 | head -1` exits 0, and with stderr alone closed the whole result still arrives
 * on stdout.
 */
import { spawn } from 'node:child_process';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN } from './build-bin.js';
import { DEMO_ENV, HOME, STACK_LINE } from './svc.js';

let server: FakeServer;
const GUESTS = 500;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: GUESTS } });
});
afterAll(async () => {
  await server.close();
});

const env = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME, ...DEMO_ENV });

describe('a closed stderr pipe', () => {
  it('svc -v vs list 2>&1 | head -1 (and | true): status 0, though the trace of five pages meets a closed pipe', async () => {
    for (const reader of ['head -1 >/dev/null', 'true']) {
      // bash reports svc's own status.
      const script = `"$@" 2>&1 | ${reader}; echo "svc=\${PIPESTATUS[0]}"`;
      const result = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn('bash', ['-c', script, 'bash', process.execPath, BIN, '--endpoint', server.url, '-v', 'vs', 'list'], { env: env() });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
        child.on('error', reject);
        child.on('close', () => resolve({ stdout, stderr }));
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('svc=0\n');
    }
  });

  it('with stderr alone closed, every record still reaches stdout and the status is 0', async () => {
    const child = spawn(process.execPath, [BIN, '--endpoint', server.url, '-v', 'vs', 'list', '--format', 'json'], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    // Close the read end of stderr at once: every trace line meets a closed pipe.
    child.stderr.destroy();
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    expect(stdout).not.toMatch(STACK_LINE);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(GUESTS);
  });
});
