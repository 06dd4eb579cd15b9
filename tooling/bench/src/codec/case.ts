/**
 * What a benchmark case is, the documents it runs on, and what a measurement records.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildWorkload, type Workload, type WorkloadName } from './data.js';
import type { Timing } from '../timing.js';

/** Size of one chunk when a document is fed as a stream, as a socket would deliver it. */
export const CHUNK_SIZE = 64 * 1024;

/** The child process a case runs in (one fresh process per group, so JIT feedback is not shared). */
export type GroupName = 'svclib' | 'xmlrpc' | 'foxglove' | 'saxes' | 'saxes-bare' | 'json';

/** All groups, in the order they run. */
export const GROUP_NAMES: readonly GroupName[] = ['svclib', 'saxes', 'saxes-bare', 'json', 'xmlrpc', 'foxglove'];

/** One workload's value together with its XML-RPC and JSON documents, as every subject sees them. */
export interface Documents {
  readonly workload: Workload;
  /** The methodResponse document, UTF-8. */
  readonly xmlBytes: Buffer;
  /** The same document as a string. */
  readonly xmlString: string;
  /** `xmlBytes` cut into `CHUNK_SIZE` views (no copies). */
  readonly chunks: readonly Buffer[];
  /** `JSON.stringify(workload.value)`. */
  readonly json: string;
}

/** Direction of a case: decode reads XML (or JSON), encode writes it. */
export type Direction = 'decode' | 'encode';

/** One thing to time. */
export interface BenchCase {
  /** Process group. */
  readonly group: GroupName;
  /** Who is measured, e.g. `@svclib/xmlrpc` or `xmlrpc 1.3.2`. */
  readonly subject: string;
  /** Decode or encode. */
  readonly direction: Direction;
  /** What the input looks like, e.g. `bytes, 64 KiB chunks`. */
  readonly input: string;
  /** Runs the operation once; may return a promise. */
  readonly run: (docs: Documents) => unknown;
  /** Size (bytes) the MB/s figure is based on: the input for decode, the output for encode. */
  readonly bytes: (docs: Documents, result: unknown) => number;
  /** Throws when the result of a run is wrong (checked once, before timing). */
  readonly check: (docs: Documents, result: unknown) => void;
}

/** One timed case on one workload. */
export interface Measurement {
  readonly group: GroupName;
  readonly subject: string;
  readonly direction: Direction;
  readonly input: string;
  readonly workload: WorkloadName;
  /** Bytes per operation (see `BenchCase.bytes`). */
  readonly bytes: number;
  /** Megabytes (10^6 bytes) per second of wall-clock time, at the median. */
  readonly mbPerSecond: number;
  /** Megabytes (10^6 bytes) per second of process CPU time, at the median. */
  readonly mbPerCpuSecond: number;
  readonly timing: Timing;
}

/** A case that could not run (wrong result or exception). */
export interface Failure {
  readonly group: GroupName;
  readonly subject: string;
  readonly direction: Direction;
  readonly input: string;
  readonly workload: WorkloadName;
  readonly error: string;
}

/** File names of one workload's documents in the data directory written by the parent. */
export function documentPaths(dataDir: string, name: WorkloadName): { xml: string; json: string } {
  return { xml: join(dataDir, `${name}.xml`), json: join(dataDir, `${name}.json`) };
}

/**
 * Loads a workload's documents from the data directory and rebuilds its value (deterministically).
 *
 * @example
 * const docs = loadDocuments(dataDir, 'list-1000');
 */
export function loadDocuments(dataDir: string, name: WorkloadName): Documents {
  const paths = documentPaths(dataDir, name);
  const xmlBytes = readFileSync(paths.xml);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < xmlBytes.length; offset += CHUNK_SIZE) {
    chunks.push(xmlBytes.subarray(offset, offset + CHUNK_SIZE));
  }
  return {
    workload: buildWorkload(name),
    xmlBytes,
    xmlString: xmlBytes.toString('utf8'),
    chunks,
    json: readFileSync(paths.json, 'utf8'),
  };
}

/** Bytes of the decode input. */
export function xmlInputBytes(docs: Documents): number {
  return docs.xmlBytes.length;
}

/** Bytes of an encoder's string output (UTF-8). */
export function outputBytes(_docs: Documents, result: unknown): number {
  if (typeof result !== 'string') throw new TypeError(`encoder returned ${typeof result}, not a string`);
  return Buffer.byteLength(result);
}

/**
 * Loose check for competitors: the decoded value has the workload's shape (same list length, or the
 * same number of struct members).
 */
export function checkShape(docs: Documents, result: unknown): void {
  const expected = docs.workload.value;
  if (Array.isArray(expected)) {
    if (!Array.isArray(result) || result.length !== expected.length) {
      throw new Error(`expected a list of ${expected.length} items`);
    }
    return;
  }
  const want = Object.keys(expected as object).length;
  if (typeof result !== 'object' || result === null || Object.keys(result).length !== want) {
    throw new Error(`expected a struct of ${want} members`);
  }
}

/** Check for encoders: a non-empty string that starts like an XML-RPC methodResponse. */
export function checkXmlOutput(_docs: Documents, result: unknown): void {
  if (typeof result !== 'string' || !result.includes('<methodResponse>')) {
    throw new Error('encoder output is not a methodResponse document');
  }
}

/**
 * Feeds chunks as an async iterable (what a fetch body or socket would give), calling `onChunk`
 * (if given) just before each chunk is handed out.
 *
 * @example
 * const value = await decodeMethodResponse(asyncChunks(docs.chunks));
 */
export function asyncChunks(chunks: readonly Uint8Array[], onChunk?: () => void): AsyncIterable<Uint8Array> {
  return {
    [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
      let index = 0;
      return {
        next(): Promise<IteratorResult<Uint8Array>> {
          onChunk?.();
          const chunk = chunks[index];
          index += 1;
          return Promise.resolve(chunk === undefined ? { done: true, value: undefined } : { done: false, value: chunk });
        },
      };
    },
  };
}
