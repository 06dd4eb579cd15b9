// Start-up of `svc --version` against `node -e 0`, interleaved in the same run (median of N each).
// Run after a build: `node apps/cli/bench/startup.mjs [runs]` (default 20). Prints both medians and the
// difference; exits 1 when the difference passes the 60 ms budget (SPEC §10, issue 21).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 20);
const bin = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[mid];
};
const time = (args) => {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
};
const node = [];
const svc = [];
for (let i = 0; i < runs; i += 1) {
  node.push(time(['-e', '0']));
  svc.push(time([bin, '--version']));
}
const difference = median(svc) - median(node);
console.log(`node -e 0       median ${median(node).toFixed(1)} ms`);
console.log(`svc --version   median ${median(svc).toFixed(1)} ms`);
console.log(`difference      ${difference.toFixed(1)} ms (budget 60 ms, ${runs} runs each)`);
process.exitCode = difference > 60 ? 1 : 0;
