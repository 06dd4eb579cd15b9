/**
 * The benchmark of issue 2 (`pnpm bench`): @svclib/xmlrpc against npm `xmlrpc`, `@foxglove/xmlrpc`,
 * the saxes tokenizing floor and JSON, in one run on this machine; then memory. Prints a markdown
 * report and writes it to bench/RESULTS.md. Not a test: it never runs in CI.
 *
 * Usage: cd packages/xmlrpc && npx tsx --conditions=@svclib/source bench/run.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { encodeMethodResponse } from '../src/index.js';
import { documentPaths, GROUP_NAMES, type Failure, type Measurement } from './case.js';
import { buildWorkload, WORKLOAD_NAMES } from './data.js';
import { MEMORY_CASES, parseResults, type MemoryResult } from './protocol.js';
import { renderReport } from './report.js';

/** The package directory (children run from here so `--import tsx` resolves). */
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A child that runs longer than this is killed (it would blow the ~3 minute budget anyway). */
const CHILD_TIMEOUT_MS = 150_000;

/** Writes each workload's XML (our encoder) and JSON documents into `dir`. */
function writeDocuments(dir: string): void {
  for (const name of WORKLOAD_NAMES) {
    const { value } = buildWorkload(name);
    const paths = documentPaths(dir, name);
    writeFileSync(paths.xml, encodeMethodResponse(value));
    writeFileSync(paths.json, JSON.stringify(value));
  }
}

/** Runs a bench script in a fresh Node process (tsx loader, source condition, --expose-gc). */
function runChild(script: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', '--conditions=@svclib/source', join('bench', script), ...args],
      { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      stdout += text;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${script} ${args.join(' ')} exited with ${signal ?? `code ${String(code)}`}`));
    });
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAverage = loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  const dataDir = mkdtempSync(join(tmpdir(), 'svclib-xmlrpc-bench-'));
  const measurements: Measurement[] = [];
  const failures: Failure[] = [];
  const memory: MemoryResult[] = [];
  const memoryFailures: string[] = [];
  try {
    process.stderr.write(`Writing the documents to ${dataDir} …\n`);
    writeDocuments(dataDir);
    for (const [index, group] of GROUP_NAMES.entries()) {
      process.stderr.write(`[${index + 1}/${GROUP_NAMES.length}] ${group}\n`);
      try {
        for (const result of parseResults<Measurement | Failure>(await runChild('worker.ts', [group, dataDir]))) {
          if ('error' in result) failures.push(result);
          else measurements.push(result);
        }
      } catch (error) {
        failures.push({
          group,
          subject: group,
          direction: 'decode',
          input: '(whole group)',
          workload: 'struct-1k',
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    for (const name of MEMORY_CASES) {
      process.stderr.write(`[memory] ${name}\n`);
      try {
        memory.push(...parseResults<MemoryResult>(await runChild('memory.ts', [name, dataDir])));
      } catch (error) {
        memoryFailures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cpu = cpus();
  const report = renderReport({
    date: new Date().toISOString(),
    node: process.version,
    machine: `${process.platform}/${process.arch}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    loadAverage,
    durationSeconds: (performance.now() - started) / 1000,
    measurements,
    failures,
    memory,
    memoryFailures,
  });
  process.stdout.write(`\n${report}`);
  writeFileSync(join(PACKAGE_DIR, 'bench', 'RESULTS.md'), report);
  process.stderr.write('\nWrote bench/RESULTS.md\n');
}

await main();
