/**
 * Scenario 1: calls per second of a small `Account.getObject`, svclib's `Client` against npm
 * `xmlrpc`'s client, on the same fake server (in its own process), with 1 caller and with 64
 * concurrent callers. Warm-up first; then rounds, alternating the order of the subjects.
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

/** Checks that every subject returns the same decoded value; resolves a problem description or `undefined`. */
export async function checkSameResult(subjects: readonly Subject[]): Promise<string | undefined> {
  const results = await Promise.all(subjects.map((subject) => subject.call()));
  const [first] = results;
  for (let index = 1; index < results.length; index++) {
    if (!isDeepStrictEqual(results[index], first)) {
      return `${subjects[index]?.name ?? '?'} returned ${JSON.stringify(results[index])}, ${subjects[0]?.name ?? '?'} returned ${JSON.stringify(first)}`;
    }
  }
  return undefined;
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
