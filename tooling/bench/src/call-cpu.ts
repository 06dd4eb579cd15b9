/**
 * Child script for before/after comparisons of svclib's client between two trees:
 * `call-cpu.ts <url> <callers> <warmupMs> <durationMs> [hooks]` makes the small masked
 * `Account.getObject` call with svclib's default `Client` against the fake server at `url` (as
 * scenario 1) — with `hooks`, a client whose `hooks` option holds a no-op `beforeRequest` and
 * `afterResponse` hook (written so that both the old ky hooks and svclib's own accept them) — and
 * prints one JSON line `{ callsPerSecond, clientCpuMicrosPerCall }`. Run the same file from two
 * worktrees against one server, alternating, to compare them under the same load.
 *
 * @module
 */
import { Client } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { CALL_MASK } from './names.js';
import { svclibSubject } from './subjects.js';
import { measureThroughput } from './throughput.js';

const [url, callersText, warmupText, durationText, variant] = process.argv.slice(2);
if (url === undefined) {
  process.stderr.write('usage: call-cpu.ts <url> <callers> <warmupMs> <durationMs> [hooks]\n');
  process.exit(2);
}
const noOp = (): undefined => undefined;
const hooked = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url, hooks: { beforeRequest: [noOp], afterResponse: [noOp] } });
const call = variant === 'hooks' ? () => hooked.call('Account', 'getObject', { mask: CALL_MASK }) : svclibSubject(url, true).call;
const callers = Number(callersText ?? 1);
await measureThroughput(call, callers, Number(warmupText ?? 700));
const sample = await measureThroughput(call, callers, Number(durationText ?? 1500));
process.stdout.write(`${JSON.stringify({ callsPerSecond: sample.callsPerSecond, clientCpuMicrosPerCall: sample.clientCpuMicrosPerCall })}\n`);
process.exit(0);
