import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, installPackedConsumer, run, runOrThrow, type Consumer } from './packed.js';

// The packed tarballs in a clean project: type-checked with skipLibCheck off, then the same script
// run on Node (ESM and CommonJS), Deno and Bun against the fake server it starts itself.
let consumer: Consumer;

beforeAll(() => {
  consumer = installPackedConsumer();
  runOrThrow(bin('tsc'), ['-p', join(consumer.dir, 'tsconfig.json')], { cwd: consumer.dir });
}, 300_000);

afterAll(() => consumer?.dispose());

/** What the consumer script prints on every runtime. */
const EXPECTED: Record<string, unknown> = {
  company: expect.any(String),
  total: expect.any(Number),
  guests: 5,
  summaryHasId: true,
  paged: 5,
  pages: 3,
  errorKind: 'MethodNotFound',
  legacyId: expect.any(Number),
  roundTrip: { method: 'ping', params: [1, 'two', { three: [true] }] },
  filter: { operation: '^= web' },
};

function runScript(command: string, args: readonly string[]): unknown {
  const result = run(command, args, { cwd: consumer.dir, timeout: 60_000 });
  expect(result.stderr.replace(/.*DeprecationWarning.*\n?|.*--trace-deprecation.*\n?/g, ''), 'stderr').toBe('');
  expect(result.status).toBe(0);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line);
}

describe('the packed tarballs in a clean consumer project', () => {
  it('type-check with skipLibCheck off, strict and noUncheckedIndexedAccess (tsc in beforeAll)', () => {
    expect(run(bin('tsc'), ['-p', join(consumer.dir, 'tsconfig.json'), '--listFilesOnly'], { cwd: consumer.dir }).stdout)
      .toMatch(/node_modules\/@svclib\/testing\/dist\/index\.d\.ts/);
  });

  it('type-check as a web project (DOM types, no Node types) for xmlrpc, core and managers', () => {
    const result = run(bin('tsc'), ['-p', join(consumer.dir, 'tsconfig.web.json')], { cwd: consumer.dir });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('run on Node as ESM', () => {
    const node = runScript(process.execPath, ['out/main.js']);
    expect(node).toEqual(EXPECTED);
  });

  it('run on Node from CommonJS through require()', () => {
    const expected: Record<string, unknown> = { company: expect.any(String), guests: 5, apiError: 'function' };
    expect(runScript(process.execPath, ['main.cjs'])).toEqual(expected);
  });

  it('run on Deno with the same result as on Node', () => {
    const deno = runScript(bin('deno'), ['run', '--allow-all', '--quiet', 'out/main.js']);
    expect(deno).toEqual(EXPECTED);
    expect(deno).toEqual(runScript(process.execPath, ['out/main.js']));
  });

  it('run on Bun with the same result as on Node', () => {
    const bun = runScript(bin('bun'), ['out/main.js']);
    expect(bun).toEqual(EXPECTED);
    expect(bun).toEqual(runScript(process.execPath, ['out/main.js']));
  });
});
