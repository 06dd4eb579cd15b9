/**
 * Writes `results.json` and `REPORT.md` of a run, reading the optional inputs: `baseline.json`
 * (an earlier run, shown as "before"), `FINDINGS.md` (hand-written analysis and fixes), the
 * sections the other suites write (`RATE-LIMIT.md`, `TRANSPORTS.md`, `SENDERS.md`, `MODEL-TYPES.md`, `MASK-TYPES.md`) and the codec suite's
 * `CODEC.md`.
 *
 * @module
 */
import { readFile, writeFile } from 'node:fs/promises';
import { renderReport } from './report.js';
import type { BenchResults } from './results.js';

/** This package's directory. */
export const PACKAGE_URL = new URL('../', import.meta.url);

async function readOptional(url: URL): Promise<string | undefined> {
  try {
    return await readFile(url, 'utf8');
  } catch {
    return undefined;
  }
}

/** Renders REPORT.md for `results`, with the optional inputs found on disk. */
export async function writeReport(results: BenchResults, options: { readonly withBaseline: boolean }): Promise<void> {
  const baselineText = options.withBaseline ? await readOptional(new URL('baseline.json', PACKAGE_URL)) : undefined;
  const baseline = baselineText === undefined ? undefined : (JSON.parse(baselineText) as BenchResults);
  const report = renderReport(results, {
    // A baseline identical to this run (the file was copied from it) is not a "before".
    baseline: baseline?.environment.startedAt === results.environment.startedAt ? undefined : baseline,
    codecResults: await readOptional(new URL('CODEC.md', PACKAGE_URL)),
    findings: await readOptional(new URL('FINDINGS.md', PACKAGE_URL)),
    rateLimit: await readOptional(new URL('RATE-LIMIT.md', PACKAGE_URL)),
    transports: await readOptional(new URL('TRANSPORTS.md', PACKAGE_URL)),
    senders: await readOptional(new URL('SENDERS.md', PACKAGE_URL)),
    modelTypes: await readOptional(new URL('MODEL-TYPES.md', PACKAGE_URL)),
    maskTypes: await readOptional(new URL('MASK-TYPES.md', PACKAGE_URL)),
  });
  await writeFile(new URL('REPORT.md', PACKAGE_URL), report);
}

/** Writes results.json. */
export async function writeResults(results: BenchResults): Promise<void> {
  await writeFile(new URL('results.json', PACKAGE_URL), `${JSON.stringify(results, null, 2)}\n`);
}
