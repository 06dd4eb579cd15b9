/**
 * The end-to-end bench of svclib (issue 6, performance half). Runs every scenario once on this
 * machine, with the competitor measured in the same run, and writes `REPORT.md` and
 * `results.json` beside this package's package.json. `BENCH_QUICK=1` shortens every phase (for
 * trying the bench out; its figures are not meaningful).
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSameResult, runCallScenario } from './e2e-calls.js';
import { runMarkupScenario } from './markup-decode.js';
import { benchScript, runNodeJson } from './node-process.js';
import { benchClient, PAGING_OPTIONS, runPagingScenario } from './paging.js';
import { profileClient, type ProfiledRun } from './profiling.js';
import type { BenchResults, ProfileResult } from './results.js';
import type { RssProbeResult } from './rss-probe.js';
import { startServerProcess } from './server-process.js';
import { bareHttpSubject, svclibSubject, xmlrpcSubject } from './subjects.js';
import { writeReport, writeResults } from './write-report.js';

const quick = process.env.BENCH_QUICK === '1';
/** `BENCH_SKIP_MARKUP=1` leaves out the CDATA/comment decode figures (for a "before" run of a tree whose codec is unchanged). */
const skipMarkup = process.env.BENCH_SKIP_MARKUP === '1';
const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

/** Scenario settings. */
const CONFIG = {
  e2e: { warmupMs: quick ? 200 : 700, rounds: quick ? 2 : 5, durationMs: quick ? 300 : 1500 },
  concurrentCallers: 64,
  paging: { items: 10_000, latencyMs: 20, concurrency: 8, rounds: quick ? 1 : 3 },
  rss: { smallItems: 10_000, largeItems: quick ? 20_000 : 100_000 },
  profile: { warmupMs: quick ? 300 : 1000, durationMs: quick ? 1000 : 5000 },
  markup: { rounds: quick ? 1 : 3 },
} as const;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function keep(run: ProfiledRun): ProfileResult {
  const cut = 25;
  return {
    target: run.target,
    file: relative(PACKAGE_DIR, run.path),
    summary: {
      ...run.summary,
      self: run.summary.self.slice(0, cut),
      byOrigin: run.summary.byOrigin.slice(0, cut),
      inclusive: run.summary.inclusive.slice(0, cut),
    },
  };
}

const startedAt = new Date();
const loadStart = loadavg();
const coreVersion = (JSON.parse(await readFile(new URL('../../../packages/core/package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
/** The commit under test, or `undefined` outside a git checkout. */
function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PACKAGE_DIR, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}
log(`svclib end-to-end bench — ${startedAt.toISOString()}, Node ${process.version}, ${String(availableParallelism())} CPUs${quick ? ' (BENCH_QUICK)' : ''}`);

// Scenario 1: small masked calls, svclib vs npm xmlrpc vs the bare node:http floor, same server in its own process.
const callServer = await startServerProcess();
const subjects = [
  svclibSubject(callServer.url, true),
  xmlrpcSubject(callServer.port),
  svclibSubject(callServer.url, false),
  bareHttpSubject(callServer.port),
];
const sameResultProblem = await checkSameResult(subjects);
log(sameResultProblem === undefined ? 'check: all clients decode the same Account.getObject result (the floor gets HTTP 200)' : `FAIL: ${sameResultProblem}`);
log('1a. sequential calls (1 caller)');
const sequential = await runCallScenario(callServer, subjects, { callers: 1, ...CONFIG.e2e }, log);
log(`1b. ${String(CONFIG.concurrentCallers)} concurrent callers`);
const concurrent = await runCallScenario(callServer, subjects, { callers: CONFIG.concurrentCallers, ...CONFIG.e2e }, log);
log('4. profiling the client of 1a (node --cpu-prof)');
const callsProfile = await profileClient('calls', callServer.url, CONFIG.profile.warmupMs, CONFIG.profile.durationMs);
await callServer.close();

// Scenario 2: paging 10,000 items with 20 ms latency per page, sequential vs concurrent.
const pagingServer = await startServerProcess({
  counts: { virtualGuests: CONFIG.paging.items },
  latencyMs: CONFIG.paging.latencyMs,
});
log(`2. iterCall over ${String(CONFIG.paging.items)} guests, ${String(CONFIG.paging.latencyMs)} ms per page: sequential vs concurrency ${String(CONFIG.paging.concurrency)}`);
const paging = await runPagingScenario(
  benchClient(pagingServer.url),
  CONFIG.paging.concurrency,
  CONFIG.paging.rounds,
  CONFIG.paging.items,
  async () => (await pagingServer.usage()).cpuMicros,
  log,
);
for (const problem of paging.problems) log(`FAIL: ${problem}`);
if (paging.problems.length === 0) log('check: every run yielded the same ids in the same order');
log('4. profiling the client of 2 (node --cpu-prof)');
const pagingProfile = await profileClient('paging', pagingServer.url, CONFIG.profile.warmupMs, CONFIG.profile.durationMs);
await pagingServer.close();

// Scenario 2b: the same paging against a server that only writes pre-encoded pages (the client's ceiling).
const ceilingServer = await startServerProcess(
  {},
  { preEncodedPages: { items: CONFIG.paging.items, chunk: PAGING_OPTIONS.chunk, latencyMs: CONFIG.paging.latencyMs } },
);
log(`2b. the same against pre-encoded pages (the client's ceiling): sequential vs concurrency ${String(CONFIG.paging.concurrency)}`);
const pagingCeiling = await runPagingScenario(
  benchClient(ceilingServer.url),
  CONFIG.paging.concurrency,
  CONFIG.paging.rounds,
  CONFIG.paging.items,
  async () => (await ceilingServer.usage()).cpuMicros,
  log,
);
for (const problem of pagingCeiling.problems) log(`FAIL (2b): ${problem}`);
await ceilingServer.close();

// Scenario 3: RSS while paging through 10k and 100k items, each in a fresh process.
const rssServer = await startServerProcess({ counts: { virtualGuests: CONFIG.rss.largeItems } });
await benchClient(rssServer.url).call('Account', 'getVirtualGuests', { limit: 1 }); // the server builds its dataset now
const probe = async (items: number): Promise<RssProbeResult> => {
  const result = await runNodeJson<RssProbeResult>(benchScript('rss-probe.ts'), [rssServer.url, String(items), '1'], {
    nodeFlags: ['--expose-gc'],
  });
  const growth = (result.peakRss - result.baselineRss) / 2 ** 20;
  log(`  ${String(items)} items: peak RSS growth ${growth.toFixed(1)} MiB in ${result.elapsedMs.toFixed(0)} ms`);
  if (result.items !== items) log(`FAIL: the ${String(items)}-item run consumed ${String(result.items)} items`);
  return result;
};
log('3. peak RSS of iterCall, fresh process per run');
const small = await probe(CONFIG.rss.smallItems);
const large = await probe(CONFIG.rss.largeItems);
await rssServer.close();

// The decoder on CDATA sections and comments, against the saxes floor (fresh process per measurement).
let markup: BenchResults['markup'];
if (!skipMarkup) {
  log('5. decoding CDATA sections and comments vs the saxes floor');
  markup = await runMarkupScenario(CONFIG.markup.rounds, log);
}

const results: BenchResults = {
  environment: {
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    node: process.version,
    platform: `${process.platform}/${process.arch}`,
    cpus: { count: availableParallelism(), model: cpus()[0]?.model.trim() ?? 'unknown' },
    loadAverage: { start: loadStart, end: loadavg() },
    coreVersion,
    commit: gitCommit(),
  },
  sameResultProblem,
  sequential,
  concurrent,
  paging: { ...paging, latencyMs: CONFIG.paging.latencyMs },
  pagingCeiling,
  rss: { ...CONFIG.rss, small, large },
  profiles: { calls: keep(callsProfile), paging: keep(pagingProfile) },
  markup,
};

await writeResults(results);
await writeReport(results, { withBaseline: !quick });
log(`wrote REPORT.md and results.json in ${results.environment.durationSeconds.toFixed(0)} s`);
