/**
 * Scenario 1: calls per second of a small masked `Account.getObject`, svclib's `Client` against
 * npm `xmlrpc`'s client and a bare `node:http` floor, on the same fake server (in its own
 * process), with 1 caller and with 64 concurrent callers. Warm-up first; then rounds, alternating the order of the subjects.
 *
 * @module
 */
import { isDeepStrictEqual } from 'node:util';
import type { ServerProcess } from './server-process.js';
import { median } from './stats.js';
import type { Subject } from './subjects.js';
import { measureThroughput, type ThroughputSample } from './throughput.js';

/** Options of {@link runCallScenario}. */
export interface CallScenarioOptions {
  /** Concurrent callers, each making calls one after another. */
  readonly callers: number;
  /** Warm-up time per subject, in ms. */
  readonly warmupMs: number;
  /** Timed rounds (each measures every subject once). */
  readonly rounds: number;
  /** Time per subject per round, in ms. */
  readonly durationMs: number;
}

/** One subject's timed samples. */
export interface SubjectResult {
  /** The subject's name. */
  readonly name: string;
  /** One sample per round. */
  readonly samples: readonly ThroughputSample[];
  /** Server CPU time per call in each round, in microseconds. */
  readonly serverCpuMicrosPerCall: readonly number[];
  /** Median calls per second over the rounds. */
  readonly medianCallsPerSecond: number;
  /** Median client CPU time per call, in microseconds. */
  readonly medianClientCpuMicros: number;
  /** Median server CPU time per call, in microseconds. */
  readonly medianServerCpuMicros: number;
}

/** The result of one call scenario. */
export interface CallScenarioResult {
  /** The options it ran with. */
  readonly options: CallScenarioOptions;
  /** Per subject, in the order given. */
  readonly subjects: readonly SubjectResult[];
}

/**
 * Checks that every decoding subject returns the same value, and that every raw one (the floor)
 * gets HTTP 200; resolves a problem description or `undefined`.
 */
export async function checkSameResult(subjects: readonly Subject[]): Promise<string | undefined> {
  const results = await Promise.all(subjects.map((subject) => subject.call()));
  const decoding = subjects.flatMap((subject, index) => (subject.raw === true ? [] : [{ subject, result: results[index] }]));
  const [first] = decoding;
  for (const entry of decoding.slice(1)) {
    if (!isDeepStrictEqual(entry.result, first?.result)) {
      return `${entry.subject.name} returned ${JSON.stringify(entry.result)}, ${first?.subject.name ?? '?'} returned ${JSON.stringify(first?.result)}`;
    }
  }
  const failed = subjects.findIndex((subject, index) => subject.raw === true && results[index] !== 200);
  return failed < 0 ? undefined : `${subjects[failed]?.name ?? '?'} got HTTP ${String(results[failed])}`;
}

/** Runs the scenario: warm-up, then `rounds` rounds with the subject order reversed every other round. */
export async function runCallScenario(
  server: ServerProcess,
  subjects: readonly Subject[],
  options: CallScenarioOptions,
  log: (line: string) => void,
): Promise<CallScenarioResult> {
  for (const subject of subjects) await measureThroughput(subject.call, options.callers, options.warmupMs);
  const samples = subjects.map(() => [] as ThroughputSample[]);
  const serverCpu = subjects.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    const order = subjects.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    const parts: string[] = [];
    for (const index of order) {
      const subject = subjects[index];
      if (subject === undefined) continue;
      const before = await server.usage();
      const sample = await measureThroughput(subject.call, options.callers, options.durationMs);
      const after = await server.usage();
      samples[index]?.push(sample);
      serverCpu[index]?.push((after.cpuMicros - before.cpuMicros) / Math.max(sample.calls, 1));
      parts.push(`${subject.name} ${sample.callsPerSecond.toFixed(0)}/s`);
    }
    log(`  round ${String(round + 1)}/${String(options.rounds)}: ${parts.join(', ')}`);
  }
  return {
    options,
    subjects: subjects.map((subject, index) => {
      const own = samples[index] ?? [];
      return {
        name: subject.name,
        samples: own,
        serverCpuMicrosPerCall: serverCpu[index] ?? [],
        medianCallsPerSecond: median(own.map((sample) => sample.callsPerSecond)),
        medianClientCpuMicros: median(own.map((sample) => sample.clientCpuMicrosPerCall)),
        medianServerCpuMicros: median(serverCpu[index] ?? []),
      };
    }),
  };
}
