/**
 * Piped output is written whole, however large and however slowly it is read: `svc vs list | jq`
 * on an account of thousands of servers must see every record, and `svc` must wait for the reader.
 */
import { spawn } from 'node:child_process';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { BIN } from './build-bin.js';
import { DEMO_ENV, HOME } from './svc.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const GUESTS = 6_000;
let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: GUESTS } });
});
afterAll(async () => {
  await server.close();
});

/** Runs `svc` with stdout read in small pieces with pauses between them (a slow reader). */
function runWithSlowReader(args: readonly string[]): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--endpoint', server.url, ...args],
      { env: { PATH: process.env.PATH, HOME, ...DEMO_ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    let exited: number | null | undefined;
    let ended = false;
    const finish = (): void => {
      if (exited !== undefined && ended) resolve({ code: exited, stdout: Buffer.concat(chunks), stderr });
    };
    child.stdout.on('readable', function read(this: NodeJS.ReadableStream) {
      // Take 16 KiB, then wait before taking more: the pipe fills and svc's writes must wait.
      const chunk = child.stdout.read(16_384) as Buffer | null;
      if (chunk === null) return;
      chunks.push(chunk);
      child.stdout.pause();
      setTimeout(() => {
        child.stdout.resume();
        child.stdout.emit('readable');
      }, 5);
    });
    child.stdout.on('end', () => {
      ended = true;
      finish();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      exited = code;
      finish();
    });
  });
}

describe('piped output', () => {
  it(`vs list of ${GUESTS} servers reaches a slow reader whole`, async () => {
    const { code, stdout, stderr } = await runWithSlowReader(['vs', 'list']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.length).toBeGreaterThan(2_000_000);
    const rows = JSON.parse(stdout.toString('utf8')) as { id: number }[];
    expect(rows).toHaveLength(GUESTS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(GUESTS);
  });

  it('several MB of call-api output, as JSON lines and CSV, arrive whole', async () => {
    const lines = await runWithSlowReader(['call-api', 'Account', 'getVirtualGuests', '--all', '--format', 'jsonl']);
    expect(lines.code).toBe(0);
    expect(lines.stdout.length).toBeGreaterThan(3_000_000);
    const records = lines.stdout.toString('utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as { id: number });
    expect(records).toHaveLength(GUESTS);
    const csv = await runWithSlowReader(['vs', 'list', '--format', 'csv']);
    expect(csv.code).toBe(0);
    expect(csv.stdout.toString('utf8').trimEnd().split('\n')).toHaveLength(GUESTS + 1);
  });
});
