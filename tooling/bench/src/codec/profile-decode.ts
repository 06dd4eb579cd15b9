/**
 * Decode-only load for the CPU profiler: decodes the 20,000-record document, fed as 64 KiB chunks,
 * a few times — with our codec (default) or, for comparison, with the saxes floor (saxes with empty
 * handlers over the same TextDecoder-decoded chunks). Run it under `--cpu-prof` (see
 * src/codec/README.md), then summarize with src/profile-top.ts.
 *
 * Usage: node --cpu-prof --cpu-prof-dir=profiles/decode --import tsx --conditions=@svclib/source \
 *          src/codec/profile-decode.ts [svclib|saxes]
 * Environment: ROUNDS (default 5).
 */
import { SaxesParser } from 'saxes';

import { decodeMethodResponse, encodeMethodResponse } from '@svclib/xmlrpc';
import { asyncChunks, CHUNK_SIZE } from './case.js';
import { buildWorkload } from './data.js';
import { cpuClock } from '../timing.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const subject = process.argv[2] ?? 'svclib';
if (subject !== 'svclib' && subject !== 'saxes') throw new Error('usage: profile-decode.ts [svclib|saxes]');

const bytes = Buffer.from(encodeMethodResponse(buildWorkload('list-20000').value));
const chunks: Buffer[] = [];
for (let offset = 0; offset < bytes.length; offset += CHUNK_SIZE) chunks.push(bytes.subarray(offset, offset + CHUNK_SIZE));

function noop(): void {
  // empty handler, as in the saxes floor case
}

function saxesFloor(): void {
  const parser = new SaxesParser();
  parser.on('opentag', noop);
  parser.on('closetag', noop);
  parser.on('text', noop);
  const decoder = new TextDecoder();
  for (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
  parser.close();
}

const cpu = cpuClock();
const start = performance.now();
for (let round = 0; round < ROUNDS; round += 1) {
  if (subject === 'saxes') {
    saxesFloor();
  } else {
    const value = await decodeMethodResponse(asyncChunks(chunks));
    if (!Array.isArray(value) || value.length !== 20_000) throw new Error('unexpected decode result');
  }
}
const seconds = (performance.now() - start) / 1000;
const cpuSeconds = cpu() / 1000;
const megabytes = (ROUNDS * bytes.length) / 1e6;
process.stderr.write(
  `${subject}: decoded ${ROUNDS} × ${(bytes.length / 1e6).toFixed(1)} MB: ${(megabytes / seconds).toFixed(1)} MB/s wall, ${(megabytes / cpuSeconds).toFixed(1)} MB/s CPU\n`,
);
