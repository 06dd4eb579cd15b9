/**
 * Child script for before/after comparisons of `iterCall` between two trees:
 * `paging-cpu.ts <url> <concurrency> <runs>` pages through `Account.getVirtualGuests` (as scenario
 * 2) once to warm up, then `runs` times, and prints one JSON line with each run's wall time and
 * client CPU time in ms. Run the same file from two worktrees against one server, alternating.
 *
 * @module
 */
import { benchClient, runPaging } from './paging.js';
import { cpuClock } from './timing.js';

const [url, concurrencyText, runsText] = process.argv.slice(2);
if (url === undefined) {
  process.stderr.write('usage: paging-cpu.ts <url> <concurrency> <runs>\n');
  process.exit(2);
}
const client = benchClient(url);
const concurrency = Number(concurrencyText ?? 8);
await runPaging(client, concurrency);
const wallMs: number[] = [];
const cpuMs: number[] = [];
for (let run = 0; run < Number(runsText ?? 3); run++) {
  const cpu = cpuClock();
  wallMs.push((await runPaging(client, concurrency)).elapsedMs);
  cpuMs.push(cpu());
}
process.stdout.write(`${JSON.stringify({ wallMs, cpuMs })}\n`);
process.exit(0);
