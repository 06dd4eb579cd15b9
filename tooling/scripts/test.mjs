#!/usr/bin/env node
// Runs every package's tests in one vitest process and ends with the plain total line
// `N passed, M failed` (summed from vitest's JSON reporter), exiting with vitest's status.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'svclib-test-'));
const report = join(dir, 'vitest.json');
const result = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', shell: process.platform === 'win32' },
);

let passed = 0;
let failed = 0;
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests;
} catch {
  // No report: vitest could not start. Counted below as one failure.
}
rmSync(dir, { recursive: true, force: true });
const status = result.status ?? 1;
if (status !== 0 && failed === 0) failed = 1; // a startup or unhandled error fails the run
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
