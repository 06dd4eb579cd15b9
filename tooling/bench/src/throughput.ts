/**
 * Calls per second of a {@link CallFn}: `callers` loops, each making calls one after another
 * until a deadline.
 *
 * @module
 */
import type { CallFn } from './subjects.js';
import { cpuClock } from './timing.js';

/** One timed run. */
export interface ThroughputSample {
  /** Completed calls. */
  readonly calls: number;
  /** Wall-clock time from start until the last caller finished, in ms. */
  readonly elapsedMs: number;
  /** Calls per second. */
  readonly callsPerSecond: number;
  /** CPU time (user + system) of this process per call, in microseconds. */
  readonly clientCpuMicrosPerCall: number;
}

/** Runs `callers` sequential call loops for about `durationMs` and counts the completed calls. */
export async function measureThroughput(call: CallFn, callers: number, durationMs: number): Promise<ThroughputSample> {
  let calls = 0;
  const cpu = cpuClock();
  const start = performance.now();
  const deadline = start + durationMs;
  const loop = async (): Promise<void> => {
    while (performance.now() < deadline) {
      await call();
      calls++;
    }
  };
  await Promise.all(Array.from({ length: callers }, loop));
  const elapsedMs = performance.now() - start;
  return {
    calls,
    elapsedMs,
    callsPerSecond: (calls * 1000) / elapsedMs,
    clientCpuMicrosPerCall: (cpu() * 1000) / Math.max(calls, 1),
  };
}
