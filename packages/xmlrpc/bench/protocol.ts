/**
 * What the child processes (worker.ts, memory.ts) report to the parent (run.ts): one line
 * `RESULT <json>` per result on standard output. Progress goes to standard error.
 */

/** Prefix of the result lines the parent reads. */
export const RESULT_PREFIX = 'RESULT ';

/** Names of the memory cases (see memory.ts). */
export type MemoryCaseName = 'svclib-stream-peak' | 'svclib-retained' | 'json-retained';

/** All memory cases, in the order they run. */
export const MEMORY_CASES: readonly MemoryCaseName[] = ['svclib-stream-peak', 'svclib-retained', 'json-retained'];

/** What a memory case reports. */
export interface MemoryResult {
  readonly name: MemoryCaseName;
  /** Size of the input document in bytes (XML, or JSON for `json-retained`). */
  readonly documentBytes: number;
  /** Peak RSS minus the baseline RSS (stream case only). */
  readonly peakRssGrowthBytes?: number;
  /** Number of RSS samples taken (stream case only). */
  readonly rssSamples?: number;
  /** heapUsed after decoding and GC minus heapUsed before, input dropped (retained cases only). */
  readonly retainedHeapBytes?: number;
  /** Number of top-level items decoded (sanity check). */
  readonly items: number;
}

/**
 * Writes one result line for the parent.
 *
 * @example
 * emitResult({ name: 'json-retained', documentBytes: 1, retainedHeapBytes: 2, items: 3 });
 */
export function emitResult(result: unknown): void {
  process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
}

/**
 * Parses the result lines out of a child's standard output.
 *
 * @example
 * const results = parseResults<MemoryResult>(stdout);
 */
export function parseResults<T>(stdout: string): T[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith(RESULT_PREFIX))
    .map((line) => JSON.parse(line.slice(RESULT_PREFIX.length)) as T);
}
