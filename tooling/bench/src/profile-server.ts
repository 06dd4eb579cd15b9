/**
 * Profiles the fake server (`@svclib/testing`) while a client pages through
 * `Account.getVirtualGuests` with the default mask (100-record pages, as scenario 2):
 * `npx tsx --conditions=@svclib/source src/profile-server.ts [items=10000] [runs=5]`. The server
 * runs in its own process under `node --cpu-prof`; the script prints the server's CPU per page
 * and the profile's top entries (the profile stays in `profiles/server/`).
 *
 * @module
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { summarizeCpuProfile } from './cpu-profile.js';
import { benchClient, PAGING_OPTIONS, runPaging } from './paging.js';
import { PROFILE_DIR } from './profiling.js';
import { startServerProcess } from './server-process.js';
import { formatNumber } from './stats.js';

const items = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 5);
const dir = join(PROFILE_DIR, 'server');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const server = await startServerProcess(
  { counts: { virtualGuests: items } },
  { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'] },
);
const client = benchClient(server.url);
await runPaging(client, 1); // warm-up: builds the dataset, JIT
const before = (await server.usage()).cpuMicros;
for (let run = 0; run < runs; run++) await runPaging(client, 1);
const pages = Math.ceil(items / PAGING_OPTIONS.chunk) * runs;
const cpuMsPerPage = ((await server.usage()).cpuMicros - before) / 1000 / pages;
await server.close();
const file = (await readdir(dir)).find((name) => /\.\d+\.0\.\d+\.cpuprofile$/.test(name));
if (file === undefined) throw new Error(`no main-thread profile written in ${dir}`);
const summary = await summarizeCpuProfile(join(dir, file), 0);
process.stdout.write(`fake server CPU per ${String(PAGING_OPTIONS.chunk)}-record page (default mask, gzip): ${formatNumber(cpuMsPerPage, 2)} ms over ${String(pages)} pages\n`);
process.stdout.write(`profile ${join(dir, file)} (whole server life, warm-up included):\n`);
for (const [title, entries] of [['self', summary.self], ['by origin', summary.byOrigin], ['inclusive', summary.inclusive]] as const) {
  process.stdout.write(`\n${title}\n`);
  for (const entry of entries.slice(0, 15)) {
    process.stdout.write(`${formatNumber(entry.ms, 1).padStart(8)} ms  ${formatNumber(entry.share * 100, 1).padStart(5)}%  ${entry.label}\n`);
  }
}
