/**
 * Builds the `svc` binary once for the CLI tests: one esbuild bundle of `src/main.ts` (workspace
 * packages taken from their sources through the `@svclib/source` condition), written beside the
 * package so `../package.json` resolves as in `dist/`. Tests then start it with plain `node`, which
 * keeps each run as fast as the shipped binary (no TypeScript loader per process).
 *
 * @module
 */

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

/** Path of the test build of `svc`. */
export const BIN = fileURLToPath(new URL('../.test-build/svc.mjs', import.meta.url));

/** Bundles `src/main.ts` into {@link BIN}. */
export async function buildBin(): Promise<string> {
  mkdirSync(new URL('../.test-build/', import.meta.url), { recursive: true });
  await build({
    entryPoints: [fileURLToPath(new URL('../src/main.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@svclib/source'],
    outfile: BIN,
    logLevel: 'warning',
    // CommonJS dependencies inside an ES module bundle need a `require`.
    banner: { js: "import { createRequire as svcCreateRequire } from 'node:module'; const require = svcCreateRequire(import.meta.url);" },
  });
  return BIN;
}

/** vitest global setup: build once before the CLI test files run. */
export default async function setup(): Promise<void> {
  await buildBin();
}
