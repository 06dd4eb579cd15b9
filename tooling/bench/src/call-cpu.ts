/**
 * Child script for before/after comparisons of svclib's client between two trees:
 * `call-cpu.ts <url> <callers> <warmupMs> <durationMs>` makes the small masked `Account.getObject`
 * call with svclib's default `Client` against the fake server at `url` (as scenario 1) and prints
 * one JSON line `{ callsPerSecond, clientCpuMicrosPerCall }`. Run the same file from two
 * worktrees against one server, alternating, to compare them under the same load.
 *
 * @module
 */
import { svclibSubject } from './subjects.js';
import { measureThroughput } from './throughput.js';

const [url, callersText, warmupText, durationText] = process.argv.slice(2);
if (url === undefined) {
  process.stderr.write('usage: call-cpu.ts <url> <callers> <warmupMs> <durationMs>\n');
  process.exit(2);
}
const subject = svclibSubject(url, true);
const callers = Number(callersText ?? 1);
await measureThroughput(subject.call, callers, Number(warmupText ?? 700));
const sample = await measureThroughput(subject.call, callers, Number(durationText ?? 1500));
process.stdout.write(`${JSON.stringify({ callsPerSecond: sample.callsPerSecond, clientCpuMicrosPerCall: sample.clientCpuMicrosPerCall })}\n`);
process.exit(0);
