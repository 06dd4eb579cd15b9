/**
 * `--template FILE` is read once, only from a regular file or a pipe, at most 1 MiB, in linear time
 * (issue 27 item 21): in process through `run(argv, io)` for files and devices, and with the real
 * binary for pipes (a shell's `<(…)`, endless or read by a command that asks first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer, RecordedRequest } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN } from './build-bin.js';
import { runInProcess } from './run-in-process.js';
import { DEMO_ENV, HOME, STACK_LINE } from './svc.js';

let server: FakeServer;
const dir = mkdtempSync(join(tmpdir(), 'svc-template-input-'));
const ORDER = ['vs', 'create', '-D', 'example.com', '-d', 'dal10', '--os', 'UBUNTU_LATEST', '-c', '1', '-m', '1024'];

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

/** The calls the server received while `during` ran. */
async function callsDuring<T>(during: () => Promise<T>): Promise<{ result: T; calls: Pick<RecordedRequest, 'method' | 'args'>[] }> {
  const before = server.state.requests.length;
  const result = await during();
  return { result, calls: server.state.requests.slice(before).map(({ method, args }) => ({ method, args })) };
}

/** The virtual server an order (verifyOrder or placeOrder) asked for. */
function orderedGuest(calls: Pick<RecordedRequest, 'method' | 'args'>[], method: string): Record<string, unknown> | undefined {
  const order = calls.find((c) => c.method === method)?.args[0] as { virtualGuests?: Record<string, unknown>[] } | undefined;
  return order?.virtualGuests?.[0];
}

describe('--template reads only regular files and pipes, at most 1 MiB', () => {
  for (const device of ['/dev/zero', '/dev/urandom']) {
    it(`${device} is refused before a byte is read`, async () => {
      const { result, calls } = await callsDuring(() => runInProcess(['--endpoint', server.url, ...ORDER, '--template', device, '--test']));
      expect(result.stderr).toBe(`svc vs create: error: option '--template <file>': cannot read ${device}: a device; expected a regular file or a pipe\n`);
      expect(result.code).toBe(2);
      expect(result.ms).toBeLessThan(5_000);
      expect(calls).toEqual([]);
    });
  }

  it('a directory is refused, a file over 1 MiB too', async () => {
    const directory = await runInProcess(['--endpoint', server.url, ...ORDER, '--template', dir, '--test']);
    expect(directory.stderr).toContain(`cannot read ${dir}: a directory; expected a regular file or a pipe`);
    expect(directory.code).toBe(2);
    const big = join(dir, 'big.template');
    writeFileSync(big, `hostname=web9\n${'# padding\n'.repeat(110_000)}`);
    const large = await runInProcess(['--endpoint', server.url, ...ORDER, '--template', big, '--test']);
    expect(large.stderr).toBe(`svc vs create: error: option '--template <file>': ${big} is larger than 1048576 bytes, the most it may hold\n`);
    expect(large.code).toBe(2);
  });

  it('a line of 5,000 blanks before a carriage return is read at once (CR ends a line)', async () => {
    const file = join(dir, 'blanks.template');
    writeFileSync(file, `hostname${' '.repeat(5_000)}web9\rdomain=example.org\n`);
    const { result, calls } = await callsDuring(() => runInProcess(['--endpoint', server.url, ...ORDER.filter((a, i) => i !== 2 && i !== 3), '--template', file, '--test']));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.ms).toBeLessThan(10_000);
    expect(orderedGuest(calls, 'verifyOrder')).toMatchObject({ hostname: 'web9', domain: 'example.org' });
  });

  it('a file that is not UTF-8 is refused, naming the line', async () => {
    const file = join(dir, 'latin1.template');
    writeFileSync(file, Buffer.concat([Buffer.from('hostname=web9\ndomain=caf'), Buffer.from([0xe9]), Buffer.from('.example\n')]));
    const result = await runInProcess(['--endpoint', server.url, ...ORDER, '--template', file, '--test']);
    expect(result.stderr).toContain(`option '--template <file>': ${file}: line 2 is not valid utf-8`);
    expect(result.code).toBe(2);
  });
});

/** Runs `bash -c SCRIPT` with `$SVC` the real binary at the fake server; kills it after `limitMs`. */
function bash(script: string, limitMs = 20_000): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', script], {
      env: { PATH: process.env.PATH, HOME, ...DEMO_ENV, SVC: `${process.execPath} ${BIN} --endpoint ${server.url}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
  });
}

describe('--template from a pipe (real binary)', () => {
  it('an endless pipe stops at 1 MiB with a usage error', async () => {
    const result = await bash(`$SVC ${ORDER.join(' ')} --test --template <(yes hostname=web9)`);
    expect(result.stderr).toMatch(/^svc vs create: error: option '--template <file>': \/dev\/fd\/\d+ is larger than 1048576 bytes, the most it may hold\n$/);
    expect(result.code).toBe(2);
    expect(result.ms).toBeLessThan(15_000);
  });

  it('vs create without --yes reads the pipe once: the question and the order both see its options', async () => {
    const { result, calls } = await callsDuring(() => bash(`echo y | $SVC ${ORDER.join(' ')} --template <(printf 'hostname=piped9\\ndisk=25,100\\n')`));
    expect(result.stderr).toContain('order virtual server piped9.example.com');
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.code).toBe(0);
    const guest = orderedGuest(calls, 'placeOrder');
    expect(guest).toMatchObject({ hostname: 'piped9', domain: 'example.com' });
  });
});
