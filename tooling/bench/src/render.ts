/**
 * Re-renders `REPORT.md` from the last run's `results.json` (after editing FINDINGS.md, or when
 * the codec's RESULTS.md changed), without measuring again: `npx tsx src/render.ts`.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import type { BenchResults } from './results.js';
import { PACKAGE_URL, writeReport } from './write-report.js';

const results = JSON.parse(await readFile(new URL('results.json', PACKAGE_URL), 'utf8')) as BenchResults;
await writeReport(results, { withBaseline: true });
process.stdout.write('wrote REPORT.md from results.json\n');
