/**
 * The bench's one timing and CPU-measurement module: {@link cpuClock} for the CPU time of a span
 * (every suite), and the codec suite's loop {@link time} (warm-up, then a few timed samples; the
 * median time per operation is reported both as wall-clock time and as process CPU time, user +
 * system, all threads). On a shared machine CPU time is the steadier figure: time spent waiting for
 * a core does not count.
 *
 * @module
 */
import { performance } from 'node:perf_hooks';
import { median } from './stats.js';

/** Wall-clock and CPU time of one run (or of one operation, averaged over a sample). */
export interface Elapsed {
  /** Wall-clock milliseconds. */
  readonly wallMs: number;
  /** Process CPU milliseconds (user + system). */
  readonly cpuMs: number;
}

/** How to time one operation. */
export interface TimingOptions {
  /** Run the operation for at least this long before timing it (0: no separate warm-up). */
  readonly warmupMs: number;
  /** Stop taking samples once this much time has been spent on them (at least one sample is taken). */
  readonly budgetMs: number;
  /** Never take more samples than this. */
  readonly maxSamples: number;
  /** Repeat a fast operation within one sample until the sample lasts at least this long. */
  readonly minSampleMs: number;
  /**
   * A run the caller already made (e.g. its correctness check). With `warmupMs` 0 it replaces the
   * calibration run, so a very slow operation is not run once more just to calibrate.
   */
  readonly calibration?: Elapsed;
}

/** The outcome of timing one operation. */
export interface Timing {
  /** Median wall-clock time of one operation, in milliseconds. */
  readonly medianMs: number;
  /** Median process CPU time of one operation, in milliseconds. */
  readonly medianCpuMs: number;
  /** Fastest and slowest sample (wall-clock, per operation), in milliseconds. */
  readonly minMs: number;
  readonly maxMs: number;
  /** Number of timed samples. */
  readonly samples: number;
  /** Operations per sample (1 for anything that takes longer than `minSampleMs`). */
  readonly opsPerSample: number;
  /** Number of untimed warm-up operations. */
  readonly warmupOps: number;
}

/** An operation to time; it may return a promise, which is awaited. */
export type Operation = () => unknown;

async function runOnce(op: Operation): Promise<void> {
  const result = op();
  if (result instanceof Promise) await result;
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc !== undefined) gc();
}

/** User + system CPU time of a `process.cpuUsage()` reading (or difference), in milliseconds. */
export function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

function cpuNowMs(): number {
  return cpuMs(process.cpuUsage());
}

/**
 * Starts a CPU clock of this process: the returned function gives the user + system CPU time
 * spent since, in milliseconds.
 *
 * @example
 * const cpu = cpuClock();
 * await work();
 * const spentMs = cpu();
 */
export function cpuClock(): () => number {
  const start = process.cpuUsage();
  return () => cpuMs(process.cpuUsage(start));
}

/**
 * Runs `op` `count` times and returns the time per operation.
 *
 * @example
 * const { wallMs, cpuMs } = await measureRuns(() => JSON.parse(text), 10);
 */
export async function measureRuns(op: Operation, count: number): Promise<Elapsed> {
  const cpuStart = cpuNowMs();
  const wallStart = performance.now();
  for (let i = 0; i < count; i += 1) await runOnce(op);
  return {
    wallMs: (performance.now() - wallStart) / count,
    cpuMs: (cpuNowMs() - cpuStart) / count,
  };
}

/**
 * Times `op`: warm-up for `warmupMs` (or, when 0, use the first run — or the caller's
 * `calibration` run — as a calibration run that also counts as a sample when it is long enough),
 * then samples until `maxSamples` or `budgetMs`. A garbage collection (when `--expose-gc` is on)
 * runs between samples, outside the timed region.
 *
 * @example
 * const timing = await time(() => JSON.parse(text), { warmupMs: 300, budgetMs: 2000, maxSamples: 5, minSampleMs: 50 });
 */
export async function time(op: Operation, options: TimingOptions): Promise<Timing> {
  const samples: Elapsed[] = [];
  let warmupOps = 0;
  let perOpEstimate: number;
  let budgetStart: number;
  if (options.warmupMs > 0) {
    const start = performance.now();
    do {
      await runOnce(op);
      warmupOps += 1;
    } while (performance.now() - start < options.warmupMs);
    perOpEstimate = (performance.now() - start) / warmupOps;
    budgetStart = performance.now();
  } else {
    let first = options.calibration;
    budgetStart = performance.now() - (first?.wallMs ?? 0);
    if (first === undefined) {
      collectGarbage();
      first = await measureRuns(op, 1);
    }
    perOpEstimate = first.wallMs;
    if (perOpEstimate >= options.minSampleMs) samples.push(first);
    else warmupOps = 1;
  }
  const opsPerSample = Math.max(1, Math.ceil(options.minSampleMs / Math.max(perOpEstimate, 1e-6)));
  while (samples.length < options.maxSamples) {
    if (samples.length > 0 && performance.now() - budgetStart >= options.budgetMs) break;
    collectGarbage();
    samples.push(await measureRuns(op, opsPerSample));
  }
  const wall = samples.map((sample) => sample.wallMs);
  return {
    medianMs: median(wall),
    medianCpuMs: median(samples.map((sample) => sample.cpuMs)),
    minMs: Math.min(...wall),
    maxMs: Math.max(...wall),
    samples: samples.length,
    opsPerSample,
    warmupOps,
  };
}
