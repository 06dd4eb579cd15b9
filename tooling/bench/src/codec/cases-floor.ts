/**
 * The floors: `saxes` tokenizing the same bytes with empty handlers (what any saxes-based decoder
 * must at least pay) and with no handlers at all, and `JSON.parse` / `JSON.stringify` of the same data.
 */
import { SaxesParser } from 'saxes';

import { checkShape, xmlInputBytes, type BenchCase, type Documents, type GroupName } from './case.js';
import { packageVersion } from './cases-competitors.js';

function noop(): void {
  // an empty handler: the cost of a call per event, nothing more
}

function newParser(withHandlers: boolean): SaxesParser {
  const parser = new SaxesParser();
  if (withHandlers) {
    parser.on('opentag', noop);
    parser.on('closetag', noop);
    parser.on('text', noop);
  }
  return parser;
}

function saxesChunks(docs: Documents, withHandlers: boolean): void {
  const parser = newParser(withHandlers);
  const decoder = new TextDecoder();
  for (const chunk of docs.chunks) parser.write(decoder.decode(chunk, { stream: true }));
  const tail = decoder.decode();
  if (tail.length > 0) parser.write(tail);
  parser.close();
}

function saxesString(docs: Documents, withHandlers: boolean): void {
  newParser(withHandlers).write(docs.xmlString).close();
}

function saxesCases(group: GroupName, withHandlers: boolean): BenchCase[] {
  const subject = `saxes ${packageVersion('saxes')} ${withHandlers ? 'empty handlers' : 'no handlers'}`;
  const check = (): void => undefined;
  return [
    {
      group,
      subject,
      direction: 'decode',
      input: 'bytes, 64 KiB chunks (TextDecoder)',
      run: (docs) => saxesChunks(docs, withHandlers),
      bytes: xmlInputBytes,
      check,
    },
    {
      group,
      subject,
      direction: 'decode',
      input: 'string',
      run: (docs) => saxesString(docs, withHandlers),
      bytes: xmlInputBytes,
      check,
    },
  ];
}

/**
 * saxes with empty opentag/closetag/text handlers (group `saxes`): the decode floor.
 *
 * @example
 * const cases = saxesFloorCases();
 */
export function saxesFloorCases(): BenchCase[] {
  return saxesCases('saxes', true);
}

/**
 * saxes with no handlers registered (group `saxes-bare`): tokenizing alone.
 *
 * @example
 * const cases = saxesBareCases();
 */
export function saxesBareCases(): BenchCase[] {
  return saxesCases('saxes-bare', false);
}

const nativeValues = new WeakMap<Documents, unknown>();

/** The workload's value as JSON itself has it (Dates as ISO strings), built once per workload. */
function jsonNative(docs: Documents): unknown {
  if (!nativeValues.has(docs)) nativeValues.set(docs, JSON.parse(docs.json));
  return nativeValues.get(docs);
}

/**
 * `JSON.parse` and `JSON.stringify` of the same data (group `json`); MB/s are of JSON text.
 *
 * @example
 * const cases = jsonCases();
 */
export function jsonCases(): BenchCase[] {
  return [
    {
      group: 'json',
      subject: 'JSON.parse',
      direction: 'decode',
      input: 'string (JSON)',
      run: (docs) => JSON.parse(docs.json) as unknown,
      bytes: (docs) => Buffer.byteLength(docs.json),
      check: checkShape,
    },
    {
      group: 'json',
      subject: 'JSON.stringify',
      direction: 'encode',
      input: 'JSON-native value (dates as ISO strings)',
      run: (docs) => JSON.stringify(jsonNative(docs)),
      bytes: (_docs, result) => Buffer.byteLength(result as string),
      check: (docs, result) => {
        if (result !== docs.json) throw new Error('JSON.stringify output differs from the stored JSON');
      },
    },
    {
      group: 'json',
      subject: 'JSON.stringify',
      direction: 'encode',
      input: 'same value (Date objects → toJSON)',
      run: (docs) => JSON.stringify(docs.workload.value),
      bytes: (_docs, result) => Buffer.byteLength(result as string),
      check: (docs, result) => {
        if (result !== docs.json) throw new Error('JSON.stringify output differs from the stored JSON');
      },
    },
  ];
}
