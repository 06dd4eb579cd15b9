/**
 * Child process entry for one memory case; run with `--expose-gc` in a fresh process per case.
 * Prints one `RESULT <json>` line (a `MemoryResult`).
 *
 * Usage (run.ts does this):
 *   node --expose-gc --import tsx --conditions=@svclib/source src/codec/memory.ts <case> <dataDir>
 *
 * Cases:
 * - `svclib-stream-peak`: peak RSS growth while `decodeMethodResponse` decodes the 20,000-record
 *   document fed as 64 KiB chunks (RSS sampled at every chunk and at the end). The document itself
 *   is loaded before the baseline is taken, as a response body buffered by a socket would be.
 * - `svclib-retained`: V8 heap still used after decoding, with the input dropped and two GCs.
 * - `json-retained`: the same for `JSON.parse` of the same data's JSON text.
 */
import { readFileSync } from 'node:fs';

import { asyncChunks, CHUNK_SIZE, documentPaths } from './case.js';
import { emitResult } from '../node-process.js';
import { MEMORY_CASES, type MemoryResult } from './protocol.js';

function gc(): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) throw new Error('run with --expose-gc');
  collect();
  collect();
}

function splitChunks(bytes: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += CHUNK_SIZE) chunks.push(bytes.subarray(offset, offset + CHUNK_SIZE));
  return chunks;
}

function itemCount(value: unknown): number {
  return Array.isArray(value) ? value.length : -1;
}

async function streamPeak(dataDir: string): Promise<MemoryResult> {
  const { decodeMethodResponse } = await import('@svclib/xmlrpc');
  let bytes: Buffer | undefined = readFileSync(documentPaths(dataDir, 'list-20000').xml);
  const documentBytes = bytes.length;
  const chunks = splitChunks(bytes);
  bytes = undefined;
  gc();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  let samples = 0;
  const sample = (): void => {
    const rss = process.memoryUsage.rss();
    samples += 1;
    if (rss > peak) peak = rss;
  };
  const value = await decodeMethodResponse(asyncChunks(chunks, sample));
  const rss = process.memoryUsage.rss();
  samples += 1;
  if (rss > peak) peak = rss;
  return { name: 'svclib-stream-peak', documentBytes, peakRssGrowthBytes: peak - baseline, rssSamples: samples, items: itemCount(value) };
}

async function svclibRetained(dataDir: string): Promise<MemoryResult> {
  const { decodeMethodResponse } = await import('@svclib/xmlrpc');
  gc();
  const before = process.memoryUsage().heapUsed;
  let chunks: Buffer[] | undefined = splitChunks(readFileSync(documentPaths(dataDir, 'list-20000').xml));
  const documentBytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const value = await decodeMethodResponse(asyncChunks(chunks));
  chunks = undefined;
  gc();
  const after = process.memoryUsage().heapUsed;
  return { name: 'svclib-retained', documentBytes, retainedHeapBytes: after - before, items: itemCount(value) };
}

function jsonRetained(dataDir: string): MemoryResult {
  gc();
  const before = process.memoryUsage().heapUsed;
  let text: string | undefined = readFileSync(documentPaths(dataDir, 'list-20000').json, 'utf8');
  const documentBytes = Buffer.byteLength(text);
  const value = JSON.parse(text) as unknown;
  text = undefined;
  gc();
  const after = process.memoryUsage().heapUsed;
  return { name: 'json-retained', documentBytes, retainedHeapBytes: after - before, items: itemCount(value) };
}

async function main(): Promise<void> {
  const [caseArg, dataDir] = process.argv.slice(2);
  const name = MEMORY_CASES.find((candidate) => candidate === caseArg);
  if (name === undefined || dataDir === undefined) throw new Error(`usage: memory.ts <${MEMORY_CASES.join('|')}> <dataDir>`);
  let result: MemoryResult;
  switch (name) {
    case 'svclib-stream-peak':
      result = await streamPeak(dataDir);
      break;
    case 'svclib-retained':
      result = await svclibRetained(dataDir);
      break;
    case 'json-retained':
      result = jsonRetained(dataDir);
      break;
  }
  emitResult(result);
}

await main();
