/**
 * Cases for our codec, `@svclib/xmlrpc` (group `svclib`). Decode is checked exactly: the decoded
 * value must serialize to the same JSON as the source value.
 */
import { decodeMethodResponse, encodeMethodResponse } from '@svclib/xmlrpc';
import { asyncChunks, checkXmlOutput, outputBytes, xmlInputBytes, type BenchCase, type Documents } from './case.js';

/** Display name of our codec in tables. */
export const SVCLIB = '@svclib/xmlrpc';

/**
 * Throws unless `result` equals the workload's value (compared through JSON, which covers member
 * order, Dates and null).
 *
 * @example
 * checkExact(docs, await decodeMethodResponse(docs.xmlString));
 */
export function checkExact(docs: Documents, result: unknown): void {
  if (JSON.stringify(result) !== docs.json) throw new Error('decoded value differs from the encoded value');
}

/**
 * Our codec's cases: decode from a stream of 64 KiB byte chunks (how a response body arrives) and
 * from a whole string, and encode to a string.
 *
 * @example
 * const cases = svclibCases();
 */
export function svclibCases(): BenchCase[] {
  return [
    {
      group: 'svclib',
      subject: SVCLIB,
      direction: 'decode',
      input: 'bytes, 64 KiB chunks (async iterable)',
      run: (docs) => decodeMethodResponse(asyncChunks(docs.chunks)),
      bytes: xmlInputBytes,
      check: checkExact,
    },
    {
      group: 'svclib',
      subject: SVCLIB,
      direction: 'decode',
      input: 'string',
      run: (docs) => decodeMethodResponse(docs.xmlString),
      bytes: xmlInputBytes,
      check: checkExact,
    },
    {
      group: 'svclib',
      subject: SVCLIB,
      direction: 'encode',
      input: 'value → string',
      run: (docs) => encodeMethodResponse(docs.workload.value),
      bytes: outputBytes,
      check: checkXmlOutput,
    },
  ];
}
