#!/usr/bin/env node
// Puts `svc` on the PATH from a clone: builds the command line when needed (as `pnpm svc` does), then
// links `svc` in a directory of the PATH to `apps/cli/dist/main.js` of this clone — npm's global
// bin directory by default (where `npm install -g` puts commands), or the directory given:
//
//   npx --yes pnpm@12.21.0 link-svc [directory]
//
// Later builds (`pnpm svc …`, `pnpm build`) update what the link runs; `rm "$(command -v svc)"` removes it.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = join(root, 'apps', 'cli', 'dist', 'main.js');

const built = spawnSync(process.execPath, [join(root, 'tooling', 'scripts', 'run-built.mjs'), '@svclib/cli', 'apps/cli/dist/main.js', '--version'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) process.exit(built.status ?? 1);

const npmPrefix = () => execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['prefix', '-g'], { encoding: 'utf8', shell: process.platform === 'win32' }).trim();
const binDir = process.argv[2] ?? (process.platform === 'win32' ? npmPrefix() : join(npmPrefix(), 'bin'));
const link = join(binDir, process.platform === 'win32' ? 'svc.cmd' : 'svc');
mkdirSync(binDir, { recursive: true });
try {
  if (lstatSync(link)) rmSync(link);
} catch {
  // nothing there yet
}
if (process.platform === 'win32') writeFileSync(link, `@node "${entry}" %*\r\n`);
else {
  chmodSync(entry, 0o755);
  symlinkSync(entry, link);
}
const onPath = (process.env.PATH ?? '').split(delimiter).includes(binDir);
console.log(`svc → ${entry}\nlinked as ${link}${onPath ? '' : `\n(${binDir} is not on your PATH: add it, or run ${link} directly)`}`);
