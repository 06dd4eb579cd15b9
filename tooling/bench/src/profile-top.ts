/**
 * Prints the top self-time functions of a `.cpuprofile`:
 * `npx tsx src/profile-top.ts <file.cpuprofile> [count=15] [skipMs=0]`.
 * Also prints the time grouped by the library that caused it and the top inclusive times.
 *
 * @module
 */
import { summarizeCpuProfile, type TimeEntry } from './cpu-profile.js';
import { formatNumber } from './stats.js';

const [path, countText, skipText] = process.argv.slice(2);
if (path === undefined) {
  process.stderr.write('usage: profile-top.ts <file.cpuprofile> [count=15] [skipMs=0]\n');
  process.exit(2);
}
const count = Number(countText ?? 15);
const summary = await summarizeCpuProfile(path, Number(skipText ?? 0));

function print(title: string, entries: readonly TimeEntry[]): void {
  process.stdout.write(`\n${title}\n      ms    busy  function\n`);
  for (const entry of entries.slice(0, count)) {
    const share = `${formatNumber(entry.share * 100, 1)}%`;
    process.stdout.write(`${formatNumber(entry.ms, 1).padStart(8)}  ${share.padStart(6)}  ${entry.label}\n`);
  }
}

process.stdout.write(
  `${path}: ${formatNumber(summary.sampledMs, 0)} ms sampled, ${formatNumber(summary.busyMs, 0)} ms busy ` +
    `(${formatNumber((summary.busyMs / Math.max(summary.sampledMs, 1)) * 100, 0)}%)\n`,
);
print(`top ${String(count)} by self time`, summary.self);
print('self time by the library it was spent for (Node internals charged to their nearest JS caller)', summary.byOrigin);
print(`top ${String(count)} by inclusive time (svclib and npm code)`, summary.inclusive);
