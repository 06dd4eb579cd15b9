/**
 * Encode-only load for the CPU profiler: encodes the 20,000-record value a few times. Run it under
 * `--cpu-prof` (see src/codec/README.md), then summarize with src/profile-top.ts.
 */
import { encodeMethodResponse } from '@svclib/xmlrpc';
import { buildWorkload } from './data.js';
import { cpuClock } from '../timing.js';

const ROUNDS = Number(process.env.ROUNDS ?? 10);

const { value } = buildWorkload('list-20000');
let bytes = 0;
const cpu = cpuClock();
const start = performance.now();
for (let round = 0; round < ROUNDS; round += 1) bytes += encodeMethodResponse(value).length;
const seconds = (performance.now() - start) / 1000;
const cpuSeconds = cpu() / 1000;
process.stderr.write(
  `encoded ${ROUNDS} × ${(bytes / ROUNDS / 1e6).toFixed(1)} MB: ${(bytes / 1e6 / seconds).toFixed(1)} MB/s wall, ${(bytes / 1e6 / cpuSeconds).toFixed(1)} MB/s CPU\n`,
);
