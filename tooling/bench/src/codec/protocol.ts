/**
 * The memory cases of the codec suite (memory.ts reports them to run.ts through the bench's
 * runner, `emitResult`/`runNodeResults` in ../node-process.ts).
 */

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
