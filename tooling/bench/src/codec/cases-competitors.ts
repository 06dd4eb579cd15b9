/**
 * Cases for the competitors: npm `xmlrpc` and `@foxglove/xmlrpc`, each through the internals its own
 * client uses (npm xmlrpc's Deserializer over a byte stream, @foxglove's Deserializer over the
 * response text, and each one's Serializer).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';

import { Deserializer as FoxgloveDeserializer, serializeMethodResponse as foxgloveSerialize } from '@foxglove/xmlrpc';
import type { XmlRpcValue } from '@foxglove/xmlrpc';
import XmlrpcDeserializer from 'xmlrpc/lib/deserializer.js';
import { serializeMethodResponse as xmlrpcSerialize } from 'xmlrpc/lib/serializer.js';

import {
  CHUNK_SIZE,
  checkShape,
  checkXmlOutput,
  outputBytes,
  xmlInputBytes,
  type BenchCase,
  type Documents,
} from './case.js';

const require = createRequire(import.meta.url);

/**
 * Version of an installed package, read from its package.json (found next to its resolved entry).
 *
 * @example
 * packageVersion('xmlrpc'); // '1.3.2'
 */
export function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // no package.json at this level: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

function xmlrpcDecode(docs: Documents): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const stream = Readable.from(docs.chunks, { objectMode: false, highWaterMark: CHUNK_SIZE });
    new XmlrpcDeserializer().deserializeMethodResponse(stream, (error, value) => {
      if (error) reject(error);
      else resolve(value);
    });
  });
}

/**
 * The npm `xmlrpc` cases (group `xmlrpc`).
 *
 * @example
 * const cases = xmlrpcCases();
 */
export function xmlrpcCases(): BenchCase[] {
  const subject = `xmlrpc ${packageVersion('xmlrpc')}`;
  return [
    {
      group: 'xmlrpc',
      subject,
      direction: 'decode',
      input: 'bytes, 64 KiB chunks (Readable)',
      run: xmlrpcDecode,
      bytes: xmlInputBytes,
      check: checkShape,
    },
    {
      group: 'xmlrpc',
      subject,
      direction: 'encode',
      input: 'value → string',
      run: (docs) => xmlrpcSerialize(docs.workload.value),
      bytes: outputBytes,
      check: checkXmlOutput,
    },
  ];
}

/**
 * The `@foxglove/xmlrpc` cases (group `foxglove`).
 *
 * @example
 * const cases = foxgloveCases();
 */
export function foxgloveCases(): BenchCase[] {
  const subject = `@foxglove/xmlrpc ${packageVersion('@foxglove/xmlrpc')}`;
  return [
    {
      group: 'foxglove',
      subject,
      direction: 'decode',
      input: 'string (as its client: res.text())',
      run: (docs) => new FoxgloveDeserializer().deserializeMethodResponse(docs.xmlString),
      bytes: xmlInputBytes,
      check: checkShape,
    },
    {
      group: 'foxglove',
      subject,
      direction: 'encode',
      input: 'value → string',
      run: (docs) => foxgloveSerialize(docs.workload.value as XmlRpcValue),
      bytes: outputBytes,
      check: checkXmlOutput,
    },
  ];
}
