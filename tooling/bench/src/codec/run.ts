/**
 * The codec suite (issue 2; first suite of `pnpm bench`): @svclib/xmlrpc against npm `xmlrpc`,
 * `@foxglove/xmlrpc`, the saxes tokenizing floor and JSON, in one run on this machine; then memory.
 * Each group runs in a fresh child through the bench's runner (../node-process.ts); prints the
 * markdown section and writes it to tooling/bench/CODEC.md, which src/run.ts folds into REPORT.md.
 * `BENCH_QUICK=1` leaves out the 20,000-record workload's timing and shortens every sample.
 * Not a test: it never runs in CI.
 *
 * Usage (in tooling/bench): npx tsx --conditions=@svclib/source src/codec/run.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { encodeMethodResponse } from '@svclib/xmlrpc';
import { benchScript, runNodeResults } from '../node-process.js';
import { documentPaths, GROUP_NAMES, type Failure, type Measurement } from './case.js';
import { buildWorkload, WORKLOAD_NAMES } from './data.js';
import { MEMORY_CASES, type MemoryResult } from './protocol.js';
import { renderReport } from './report.js';

/** Where the section is written (tooling/bench/CODEC.md). */
const SECTION_URL = new URL('../../CODEC.md', import.meta.url);
/** Every child gets --expose-gc (GC between samples) and is killed after 150 s (it would blow the run's budget anyway). */
const CHILD = { nodeFlags: ['--expose-gc'], timeoutMs: 150_000 } as const;

/** Writes each workload's XML (our encoder) and JSON documents into `dir`. */
function writeDocuments(dir: string): void {
  for (const name of WORKLOAD_NAMES) {
    const { value } = buildWorkload(name);
    const paths = documentPaths(dir, name);
    writeFileSync(paths.xml, encodeMethodResponse(value));
    writeFileSync(paths.json, JSON.stringify(value));
  }
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
        for (const result of await runNodeResults<Measurement | Failure>(benchScript('codec/worker.ts'), [group, dataDir], CHILD)) {
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
        memory.push(...(await runNodeResults<MemoryResult>(benchScript('codec/memory.ts'), [name, dataDir], CHILD)));
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
  writeFileSync(SECTION_URL, report);
  process.stderr.write('\nWrote tooling/bench/CODEC.md\n');
}

await main();
