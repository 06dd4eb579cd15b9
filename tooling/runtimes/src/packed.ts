/**
 * Builds and packs the published packages, and installs the tarballs into a clean consumer project
 * in a temporary folder — what a user gets from the registry, with nothing of the workspace around it.
 *
 * @module
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Published library packages in build order (each after what it depends on). */
export const PACKAGES = ['model', 'xmlrpc', 'core', 'managers', 'testing', 'compat-v2'] as const;

/** Every published workspace folder in build order: the libraries, then the `svc` CLI. */
const PUBLISHED = [...PACKAGES.map((name) => `packages/${name}`), 'apps/cli'];

/** The result of a finished child process. */
export interface RunResult {
  /** Exit status (`null` when killed by a signal). */
  status: number | null;
  /** Standard output. */
  stdout: string;
  /** Standard error. */
  stderr: string;
}

/** Runs a command to completion (bounded by `timeout`) and returns its output. */
export function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}): RunResult {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 240_000, ...options });
  if (result.error) throw result.error;
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** Runs a command and throws with its output when it fails. */
export function runOrThrow(command: string, args: readonly string[], options: SpawnSyncOptions = {}): string {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Path of a binary installed in this tooling package or the root. */
export function bin(name: string): string {
  return join(ROOT, 'tooling/runtimes/node_modules/.bin', name);
}

/** What a Node project has beside our packages: Node's types (its Node line). */
const NODE_TYPES = { '@types/node': '^20.19.0' };

/** A consumer project with the packed tarballs installed. */
export interface Consumer {
  /** Its folder. */
  dir: string;
  /** Removes it. */
  dispose(): void;
}

/**
 * Builds every published package with plain `tsc` into an emptied `dist` (so no output of a file
 * since moved or deleted is packed, as the packages' `build` scripts do), packs it with pnpm (which turns `workspace:`
 * ranges into real ones), and installs the tarballs with npm into a new folder holding the files of
 * `tooling/runtimes/consumer` (the user's script and tsconfig).
 */
export function installPackedConsumer(): Consumer {
  const dir = mkdtempSync(join(tmpdir(), 'svclib-consumer-'));
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  for (const folder of PUBLISHED) {
    const pkg = join(ROOT, folder);
    rmSync(join(pkg, 'dist'), { recursive: true, force: true });
    runOrThrow(bin('tsc'), ['-p', join(pkg, 'tsconfig.build.json')], { cwd: pkg });
    runOrThrow('npx', ['--yes', 'pnpm@12.21.0', 'pack', '--pack-destination', tarballs], { cwd: pkg });
  }
  const dependencies: Record<string, string> = {};
  for (const file of readdirSync(tarballs)) {
    const name = /^svclib-(.+)-\d+\.\d+\.\d+.*\.tgz$/.exec(file)?.[1];
    if (name !== undefined) dependencies[`@svclib/${name}`] = `file:./tarballs/${file}`;
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'svclib-consumer', private: true, type: 'module', dependencies, devDependencies: NODE_TYPES }, null, 2),
  );
  const sources = join(ROOT, 'tooling/runtimes/consumer');
  for (const file of readdirSync(sources)) copyFileSync(join(sources, file), join(dir, file));
  runOrThrow('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
