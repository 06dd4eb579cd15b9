/**
 * Scenario 2: `iterCall` over the account's virtual guests, sequential vs concurrent pages.
 *
 * @module
 */
import { Client } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { cpuClock } from './timing.js';

/** The iterCall options of the paging scenarios (besides `concurrency`). */
export const PAGING_OPTIONS = { chunk: 100 } as const;

/** One paging run. */
export interface PagingRun {
  /** Wall-clock time of the whole loop, in ms. */
  readonly elapsedMs: number;
  /** The `id` of every item, in the order yielded. */
  readonly ids: number[];
}

/** Pages through `Account.getVirtualGuests` with `iterCall` and records the ids in order. */
export async function runPaging(client: Client, concurrency: number, compress = true): Promise<PagingRun> {
  const ids: number[] = [];
  const start = performance.now();
  const options = { ...PAGING_OPTIONS, concurrency, ...(compress ? {} : { compress: false }) };
  for await (const guest of client.iterCall('Account', 'getVirtualGuests', options)) {
    ids.push(guest.id ?? 0);
  }
  return { elapsedMs: performance.now() - start, ids };
}

/** A client for the fake server at `url`. */
export function benchClient(url: string): Client {
  return new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url });
}

/** Where two id lists first differ, or `undefined` when they are equal. */
export function firstDifference(expected: readonly number[], actual: readonly number[]): string | undefined {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index++) {
    if (expected[index] !== actual[index]) {
      return `item ${String(index)}: expected id ${String(expected[index])}, got ${String(actual[index])} (lengths ${String(expected.length)} and ${String(actual.length)})`;
    }
  }
  return undefined;
}

/** The result of the paging scenario. */
export interface PagingScenarioResult {
  /** Items per run (the length of the sequential id list). */
  readonly items: number;
  /** The concurrent mode's `concurrency`. */
  readonly concurrency: number;
  /** Sequential run times, ms. */
  readonly sequentialMs: readonly number[];
  /** Concurrent run times, ms. */
  readonly concurrentMs: readonly number[];
  /** Concurrent run times with `compress: false` (for information: no gzip on either side), ms. */
  readonly concurrentUncompressedMs: readonly number[];
  /** CPU time of the client (this process) per run (sequential, concurrent, concurrent uncompressed), ms. */
  readonly clientCpuMs: { readonly sequential: readonly number[]; readonly concurrent: readonly number[]; readonly concurrentUncompressed: readonly number[] };
  /** Server CPU time per run (sequential, concurrent, concurrent uncompressed), ms. */
  readonly serverCpuMs: { readonly sequential: readonly number[]; readonly concurrent: readonly number[]; readonly concurrentUncompressed: readonly number[] };
  /** Every problem found comparing the runs' ids (empty when all runs yielded the same ids in order). */
  readonly problems: readonly string[];
}

/**
 * Runs the paging scenario: one warm-up run of each mode, then `rounds` rounds of one sequential
 * and one concurrent run (alternating which goes first) plus, for information, a concurrent run
 * with `compress: false`, checking every run's ids against the first sequential run.
 * `serverCpuMicros` reads the server process's CPU time.
 */
export async function runPagingScenario(
  client: Client,
  concurrency: number,
  rounds: number,
  expectedItems: number,
  serverCpuMicros: () => Promise<number>,
  log: (line: string) => void,
): Promise<PagingScenarioResult> {
  const reference = await runPaging(client, 1);
  const problems: string[] = [];
  if (reference.ids.length !== expectedItems) {
    problems.push(`sequential run yielded ${String(reference.ids.length)} items, expected ${String(expectedItems)}`);
  }
  if (new Set(reference.ids).size !== reference.ids.length) problems.push('sequential run yielded duplicate ids');
  const check = (run: PagingRun, what: string): void => {
    const difference = firstDifference(reference.ids, run.ids);
    if (difference !== undefined) problems.push(`${what}: ${difference}`);
  };
  check(await runPaging(client, concurrency), 'warm-up concurrent run');
  const times = { sequential: [] as number[], concurrent: [] as number[], concurrentUncompressed: [] as number[] };
  const serverCpu = { sequential: [] as number[], concurrent: [] as number[], concurrentUncompressed: [] as number[] };
  const clientCpuByMode = { sequential: [] as number[], concurrent: [] as number[], concurrentUncompressed: [] as number[] };
  const modes = [
    { key: 'sequential', concurrency: 1, compress: true },
    { key: 'concurrent', concurrency, compress: true },
    { key: 'concurrentUncompressed', concurrency, compress: false },
  ] as const;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? modes : [...modes].reverse();
    const parts: string[] = [];
    for (const mode of order) {
      const cpuBefore = await serverCpuMicros();
      const clientCpu = cpuClock();
      const run = await runPaging(client, mode.concurrency, mode.compress);
      const clientCpuMs = clientCpu();
      serverCpu[mode.key].push(((await serverCpuMicros()) - cpuBefore) / 1000);
      clientCpuByMode[mode.key].push(clientCpuMs);
      check(run, `round ${String(round + 1)}, ${mode.key}`);
      times[mode.key].push(run.elapsedMs);
      parts.push(`${mode.key}: ${run.elapsedMs.toFixed(0)} ms`);
    }
    log(`  round ${String(round + 1)}/${String(rounds)}: ${parts.join(', ')}`);
  }
  return {
    items: reference.ids.length,
    concurrency,
    sequentialMs: times.sequential,
    concurrentMs: times.concurrent,
    concurrentUncompressedMs: times.concurrentUncompressed,
    serverCpuMs: serverCpu,
    clientCpuMs: clientCpuByMode,
    problems,
  };
}
