/**
 * Child process entry: times one group of cases on every workload and prints one
 * `RESULT <json>` line per measurement (a `Measurement` or a `Failure`) on standard output.
 *
 * Usage (run.ts does this): node --expose-gc --import tsx --conditions=@svclib/source src/codec/worker.ts <group> <dataDir>
 */
import { performance } from 'node:perf_hooks';

import { GROUP_NAMES, loadDocuments, type BenchCase, type Failure, type GroupName, type Measurement } from './case.js';
import { WORKLOAD_NAMES } from './data.js';
import { emitResult } from '../node-process.js';
import { cpuClock, time, type TimingOptions } from '../timing.js';

/** `BENCH_QUICK=1`: a smoke run (short samples, no 20,000-record workload); its figures are not meaningful. */
const quick = process.env.BENCH_QUICK === '1';

/** Timing settings shared by all cases. */
const TIMING: TimingOptions = quick
  ? { warmupMs: 50, budgetMs: 200, maxSamples: 2, minSampleMs: 20 }
  : { warmupMs: 300, budgetMs: 2000, maxSamples: 5, minSampleMs: 50 };

/** The workloads timed in this run. */
const WORKLOADS = quick ? WORKLOAD_NAMES.filter((name) => name !== 'list-20000') : WORKLOAD_NAMES;

/** A single run projected to take longer than this skips the separate warm-up (smaller workloads warmed the JIT). */
const SKIP_WARMUP_ABOVE_MS = 1000;

async function loadCases(group: GroupName): Promise<BenchCase[]> {
  switch (group) {
    case 'svclib':
      return (await import('./cases-svclib.js')).svclibCases();
    case 'xmlrpc':
      return (await import('./cases-competitors.js')).xmlrpcCases();
    case 'foxglove':
      return (await import('./cases-competitors.js')).foxgloveCases();
    case 'saxes':
      return (await import('./cases-floor.js')).saxesFloorCases();
    case 'saxes-bare':
      return (await import('./cases-floor.js')).saxesBareCases();
    case 'json':
      return (await import('./cases-floor.js')).jsonCases();
  }
}

async function main(): Promise<void> {
  const [groupArg, dataDir] = process.argv.slice(2);
  const group = GROUP_NAMES.find((name) => name === groupArg);
  if (group === undefined || dataDir === undefined) {
    throw new Error(`usage: worker.ts <${GROUP_NAMES.join('|')}> <dataDir>`);
  }
  const cases = await loadCases(group);
  /** Last measured MB/s per case index, to project the next workload's run time. */
  const lastRate = new Map<number, number>();
  for (const workload of WORKLOADS) {
    const docs = loadDocuments(dataDir, workload);
    for (const [index, benchCase] of cases.entries()) {
      const label = `${benchCase.subject} ${benchCase.direction} (${benchCase.input}) ${workload}`;
      const base = {
        group,
        subject: benchCase.subject,
        direction: benchCase.direction,
        input: benchCase.input,
        workload,
      };
      try {
        const cpu = cpuClock();
        const checkStart = performance.now();
        let result = benchCase.run(docs);
        if (result instanceof Promise) result = await result;
        const checkWallMs = performance.now() - checkStart;
        const calibration = { wallMs: checkWallMs, cpuMs: cpu() };
        benchCase.check(docs, result);
        const bytes = benchCase.bytes(docs, result);
        result = undefined;
        const rate = lastRate.get(index);
        const projectedMs = rate === undefined ? 0 : bytes / 1e6 / rate * 1000;
        // A slow run on the big workload: the smaller workloads warmed the JIT, and the check run
        // counts as the first sample.
        const timing = await time(
          () => benchCase.run(docs),
          projectedMs > SKIP_WARMUP_ABOVE_MS ? { ...TIMING, warmupMs: 0, calibration } : TIMING,
        );
        const mbPerSecond = bytes / 1e6 / (timing.medianMs / 1000);
        const mbPerCpuSecond = bytes / 1e6 / (timing.medianCpuMs / 1000);
        lastRate.set(index, mbPerSecond);
        process.stderr.write(
          `  ${label}: ${mbPerSecond.toFixed(1)} MB/s wall, ${mbPerCpuSecond.toFixed(1)} MB/s CPU (${timing.samples} samples)\n`,
        );
        emitResult({ ...base, bytes, mbPerSecond, mbPerCpuSecond, timing } satisfies Measurement);
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        process.stderr.write(`  ${label}: FAILED ${message}\n`);
        emitResult({ ...base, error: message } satisfies Failure);
      }
    }
  }
}

await main();
