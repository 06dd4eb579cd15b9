/**
 * `pnpm generate [-- <description.json>] [--check]`: regenerates `packages/model/src/generated/`
 * from the API description (default: `packages/model/api/vendor-api-metadata.json`).
 * With `--check` it writes nothing and fails when a committed file differs (CI's freshness check);
 * `--out <dir>` writes (or checks) another directory. The input may also come from the environment
 * variable `SVCLIB_API_DESCRIPTION`.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './emit.js';
import { readDescription } from './read-description.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultInput = join(packageDir, 'api', 'vendor-api-metadata.json');

const args = process.argv.slice(2).filter((a) => a !== '--');
const outAt = args.indexOf('--out');
const outDir = outAt === -1 ? join(packageDir, 'src', 'generated') : resolve(process.cwd(), args.splice(outAt, 2)[1] ?? '');
const check = args.includes('--check');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--check');
if (unknown.length > 0 || args.filter((a) => !a.startsWith('-')).length > 1 || outDir === resolve(process.cwd())) {
  console.error(`usage: pnpm generate [-- <description.json>] [--check] [--out <dir>]${unknown.length > 0 ? ` (unknown: ${unknown.join(' ')})` : ''}`);
  process.exit(2);
}
const input = resolve(process.cwd(), args.find((a) => !a.startsWith('-')) ?? process.env.SVCLIB_API_DESCRIPTION ?? defaultInput);

let files;
try {
  const text = readFileSync(input, 'utf8');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`${input}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const source = input === defaultInput ? 'api/vendor-api-metadata.json' : basename(input);
  files = generate(readDescription(document, basename(input)), source);
} catch (error) {
  console.error(`generate: ${(error as Error).message}`);
  process.exit(1);
}

const present = (() => {
  try {
    return readdirSync(outDir);
  } catch {
    return [];
  }
})();
const show = (name: string): string => relative(process.cwd(), join(outDir, name));

if (check) {
  const stale = [...files].filter(([name, content]) => {
    try {
      return readFileSync(join(outDir, name), 'utf8') !== content;
    } catch {
      return true;
    }
  }).map(([name]) => show(name));
  const extra = present.filter((name) => !files.has(name)).map(show);
  if (stale.length + extra.length > 0) {
    console.error(`generate --check: the generated model is stale (${[...stale, ...extra.map((e) => `${e} (not generated)`)].join(', ')}); run \`pnpm generate\` and commit.`);
    process.exit(1);
  }
  console.log(`generate --check: ${files.size} generated files are up to date`);
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of present) if (!files.has(name)) rmSync(join(outDir, name));
  for (const [name, content] of files) writeFileSync(join(outDir, name), content);
  console.log(`generate: wrote ${files.size} files to ${relative(process.cwd(), outDir)} from ${relative(process.cwd(), input)}`);
}
