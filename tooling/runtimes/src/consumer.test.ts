import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bin, installPackedConsumer, PACKAGES, run, runOrThrow, type Consumer } from './packed.js';

// The packed tarballs in a clean project: type-checked with skipLibCheck off, then the same script
// run on Node (ESM and CommonJS), Deno and Bun against the fake server it starts itself.
let consumer: Consumer;

beforeAll(() => {
  consumer = installPackedConsumer();
  runOrThrow(bin('tsc'), ['-p', join(consumer.dir, 'tsconfig.json')], { cwd: consumer.dir });
}, 300_000);

afterAll(() => consumer?.dispose());

// Each check runs a compiler or a runtime as a child process: on a loaded 2-core machine one can
// take well over vitest's default 30 s. The bound is a hang guard, not a speed target.
vi.setConfig({ testTimeout: 180_000 });

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
  const result = run(command, args, { cwd: consumer.dir, timeout: 170_000 });
  expect(result.stderr.replace(/.*DeprecationWarning.*\n?|.*--trace-(?:deprecation|warnings).*\n?/g, ''), 'stderr').toBe('');
  expect(result.status).toBe(0);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line);
}

describe('the packed tarballs in a clean consumer project', () => {
  it('install the svc CLI, whose bin runs against its embedded fake server', () => {
    const result = run(join(consumer.dir, 'node_modules/.bin/svc'), ['--demo', 'vs', 'list', '--format', 'json'], { cwd: consumer.dir, timeout: 170_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const guests = JSON.parse(result.stdout) as unknown[];
    expect(guests.length).toBeGreaterThan(0);
    expect(existsSync(join(consumer.dir, 'node_modules/@svclib/cli/LICENSE'))).toBe(true);
  });

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

  it('run on Bun with the same result as on Node (core falls back to the global fetch there)', () => {
    const bun = runScript(bin('bun'), ['out/main.js']);
    expect(bun).toEqual(EXPECTED);
    expect(bun).toEqual(runScript(process.execPath, ['out/main.js']));
  });
});

/** Every file below `dir`, as paths relative to it. */
function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesBelow(dir, path) : [path];
  });
}

describe.each(PACKAGES)('the @svclib/%s tarball', (name) => {
  const dir = (): string => join(consumer.dir, 'node_modules/@svclib', name);
  const manifest = (): Record<string, unknown> => JSON.parse(readFileSync(join(dir(), 'package.json'), 'utf8')) as Record<string, unknown>;

  it('ships LICENSE and README (and compat-v2 its MIGRATING.md), and no tests', () => {
    const files = filesBelow(dir());
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts']));
    if (name === 'compat-v2') expect(files).toContain('MIGRATING.md');
    expect(files.filter((file) => /\.test(-d)?\.ts$|(^|\/)test-[^/]*\.ts$/.test(file))).toEqual([]);
  });

  it('has a source file for every source map entry, and every export-map target exists', () => {
    const maps = filesBelow(dir()).filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(join(dir(), map), 'utf8')) as { sources: string[] };
      for (const source of sources) expect(existsSync(resolve(dirname(join(dir(), map)), source)), `${map} → ${source}`).toBe(true);
    }
    const targets: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') targets.push(value);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
    };
    collect(manifest().exports);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(existsSync(join(dir(), target)), target).toBe(true);
  });

  it('states its metadata, the real Node floor and caret ranges for runtime dependencies', () => {
    const pkg = manifest();
    expect(pkg).toMatchObject({ license: 'MIT', engines: { node: '^20.19.0 || >=22.12.0' } });
    for (const field of ['repository', 'homepage', 'bugs', 'keywords']) expect(pkg[field], field).toBeTruthy();
    for (const range of Object.values((pkg.dependencies ?? {}) as Record<string, string>)) expect(range).toMatch(/^\^\d/);
    // A peer of ours is any 0.x release; a third-party peer (vitest, for @svclib/testing/vitest) is optional.
    const optional = (pkg.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>;
    for (const [name, range] of Object.entries((pkg.peerDependencies ?? {}) as Record<string, string>)) {
      if (name.startsWith('@svclib/')) expect(range, name).toBe('>=0.0.0 <1.0.0');
      else expect(optional[name]?.optional, `${name} is an optional peer`).toBe(true);
    }
  });
});
