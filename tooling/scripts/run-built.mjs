#!/usr/bin/env node
// Runs a built workspace program (`pnpm svc`, `pnpm demo`), building it first only when needed.
//
//   node tooling/scripts/run-built.mjs <package name> <entry file> [arguments…]
//
// The build is fresh when the package and every workspace package it depends on have a `dist/` and
// none of their build inputs (`src/`, `package.json`, `tsconfig*.json`, the shared tsconfig) changed
// since the last build this script ran. Then the entry starts at once (no turbo pass, which costs
// seconds even fully cached). Otherwise turbo builds the package and its dependencies, printing one
// line per package as it goes (on stderr, so the program's own stdout stays clean for a pipe), with
// turbo's telemetry off; then the entry runs. Exit status and signals are the program's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [name, entry, ...args] = process.argv.slice(2);
if (name === undefined || entry === undefined) {
  console.error('usage: node tooling/scripts/run-built.mjs <package name> <entry file> [arguments…]');
  process.exit(2);
}

/** Every workspace package: name → { dir, manifest }. */
function workspacePackages() {
  const found = new Map();
  for (const group of ['packages', 'apps', 'tooling']) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const child of readdirSync(groupDir)) {
      const manifestPath = join(groupDir, child, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      found.set(manifest.name, { dir: join(groupDir, child), manifest });
    }
  }
  return found;
}

/** The package and the workspace packages it depends on (any kind of dependency), that have a build. */
function buildClosure(packages, start) {
  const seen = new Set();
  const visit = (packageName) => {
    const entryOf = packages.get(packageName);
    if (entryOf === undefined || seen.has(packageName)) return;
    seen.add(packageName);
    const { dependencies = {}, peerDependencies = {}, devDependencies = {} } = entryOf.manifest;
    for (const [dependency, range] of Object.entries({ ...dependencies, ...peerDependencies, ...devDependencies })) {
      if (String(range).startsWith('workspace:')) visit(dependency);
    }
  };
  visit(start);
  return [...seen].map((packageName) => packages.get(packageName)).filter(({ manifest }) => manifest.scripts?.build !== undefined);
}

/** The newest modification time (ms) among a directory's files, recursively. */
function newest(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs; // a deleted file changes its directory's time
  for (const child of readdirSync(path)) latest = Math.max(latest, newest(join(path, child)));
  return latest;
}

const packages = workspacePackages();
if (!packages.has(name)) {
  console.error(`run-built: no workspace package named ${name}`);
  process.exit(2);
}
const closure = buildClosure(packages, name);
const stampDir = join(root, 'node_modules', '.cache', 'svclib');
const stamp = join(stampDir, `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.built`);

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const inputsChanged = closure.some(({ dir }) =>
  !existsSync(join(dir, 'dist')) ||
  ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'].some((input) => newest(join(dir, input)) > built),
) || newest(join(root, 'tsconfig.base.json')) > built;

if (inputsChanged) {
  const names = closure.map(({ dir }) => relative(root, dir)).join(', ');
  process.stderr.write(`Building ${closure.length} packages (${names}) — the first build takes about a minute on 2 cores; later runs start at once.\n`);
  const started = Date.now();
  const turbo = spawnSync('turbo', ['run', 'build', `--filter=${name}...`, '--output-logs=new-only', '--log-order=stream'], {
    cwd: root,
    // turbo's own output goes to stderr: the program's stdout stays what the program prints.
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    shell: process.platform === 'win32',
  });
  if (turbo.status !== 0) {
    process.stderr.write(`Build failed (turbo exited ${turbo.status ?? turbo.signal}): see the output above.\n`);
    process.exit(turbo.status ?? 1);
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
  // The stamp carries the build's start time: a source saved while turbo ran is newer, so it is built next time.
  utimesSync(stamp, started / 1000, started / 1000);
  process.stderr.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

const child = spawn(process.execPath, [join(root, entry), ...args], { stdio: 'inherit' });
// Ctrl-C reaches the program from the terminal (same process group): this wrapper only outlives it.
process.on('SIGINT', () => {});
// A signal sent to this process alone is passed on.
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal !== null) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
