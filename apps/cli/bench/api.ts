/**
 * Bench of `svc api` on the built `svc` (`dist/main.js`, as shipped): `svc --version`, `svc api describe
 * Virtual_Guest.createObject` and `svc api list` against the floor `node -e 0`, interleaved in one
 * run. Prints per command the median wall time and the CPU time per run (user + system of the child,
 * from `/proc/self/stat`, so Linux only), and the differences from the floor. Not a test; never in CI.
 *
 * Usage: `pnpm --filter @svclib/cli build && pnpm --filter @svclib/cli bench:api [rounds]`
 *
 * @module
 */

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
/** Clock ticks per second of `/proc/self/stat` (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The CPU time, in ms, used by the children this process has waited for. */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the `(comm)`: cutime and cstime are fields 16 and 17 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

interface Subject { readonly name: string; readonly args: readonly string[]; wall: number[]; cpu: number }

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

if (!existsSync(BIN)) throw new Error(`build first: ${BIN} is missing (pnpm --filter @svclib/cli build)`);
const rounds = Number(process.argv[2] ?? 20);
const subjects: Subject[] = [
  { name: 'node -e 0 (floor)', args: ['-e', '0'], wall: [], cpu: 0 },
  { name: 'svc --version', args: [BIN, '--version'], wall: [], cpu: 0 },
  { name: 'svc api describe Virtual_Guest.createObject', args: [BIN, 'api', 'describe', 'Virtual_Guest.createObject', '--format', 'json'], wall: [], cpu: 0 },
  { name: 'svc api list', args: [BIN, 'api', 'list', '--format', 'json'], wall: [], cpu: 0 },
];
for (let round = 0; round < rounds; round += 1) {
  for (const subject of subjects) {
    const cpu = childrenCpuMs();
    const start = performance.now();
    const child = spawnSync(process.execPath, subject.args, { stdio: ['ignore', 'ignore', 'inherit'] });
    subject.wall.push(performance.now() - start);
    subject.cpu += childrenCpuMs() - cpu;
    if (child.status !== 0) throw new Error(`${subject.name} exited ${String(child.status)}`);
  }
}

const floor = subjects[0]!;
console.log(`svc api start-up, ${rounds} interleaved rounds, Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| command | median wall ms | vs floor | CPU ms/run | vs floor |');
console.log('|---|---|---|---|---|');
for (const s of subjects) {
  const wall = median(s.wall);
  const cpu = s.cpu / rounds;
  const plus = (a: number, b: number): string => (s === floor ? '—' : `+${(a - b).toFixed(0)} ms (${(a / b).toFixed(2)}×)`);
  console.log(`| ${s.name} | ${wall.toFixed(0)} | ${plus(wall, median(floor.wall))} | ${cpu.toFixed(0)} | ${plus(cpu, floor.cpu / rounds)} |`);
}
