/**
 * Renders `REPORT.md` from the figures of a run (and, when given, the figures of an earlier
 * "before" run and the codec bench's RESULTS.md).
 *
 * @module
 */
import type { TimeEntry } from './cpu-profile.js';
import type { CallScenarioResult, SubjectResult } from './e2e-calls.js';
import type { BenchResults, ProfileResult } from './results.js';
import { formatMiB, formatNumber, formatRatio, median } from './stats.js';

/** The calls/s ratio svclib must reach over npm xmlrpc. */
export const CALLS_RATIO_TARGET = 2;
/** The speed-up `concurrency: 8` must reach over sequential paging. */
export const PAGING_SPEEDUP_TARGET = 6;
/** How much more the peak RSS growth at the large count may be than at the small count. */
export const RSS_SLACK_BYTES = 16 * 2 ** 20;

/** Extra inputs of {@link renderReport}. */
export interface ReportInputs {
  /** Figures of an earlier run, shown as "before" in the profile section. */
  readonly baseline?: BenchResults | undefined;
  /** Content of packages/xmlrpc/bench/RESULTS.md, embedded as is (headings demoted). */
  readonly codecResults?: string | undefined;
  /** Hand-written findings and fixes (FINDINGS.md), embedded as is. */
  readonly findings?: string | undefined;
  /** The rate-limit scenario's section (RATE-LIMIT.md, written by src/rate-limit.ts), embedded as is. */
  readonly rateLimit?: string | undefined;
}

/** The headline figures and verdicts of a run. */
export interface Verdicts {
  /** svclib ÷ xmlrpc calls/s, 1 caller. */
  readonly sequentialRatio: number;
  /** svclib ÷ xmlrpc calls/s, 64 callers. */
  readonly concurrentRatio: number;
  /** Sequential ÷ concurrent paging time. */
  readonly pagingSpeedup: number;
  /** Peak RSS growth, small and large counts, bytes. */
  readonly rssGrowth: { readonly small: number; readonly large: number };
  /** Whether each target is met. */
  readonly pass: { readonly sequential: boolean; readonly concurrent: boolean; readonly paging: boolean; readonly order: boolean; readonly rss: boolean };
}

function subject(result: CallScenarioResult, name: string): SubjectResult | undefined {
  return result.subjects.find((entry) => entry.name === name);
}

function ratioOf(result: CallScenarioResult, name: string, reference = 'xmlrpc 1.3.2'): number {
  return (subject(result, name)?.medianCallsPerSecond ?? Number.NaN) / (subject(result, reference)?.medianCallsPerSecond ?? Number.NaN);
}

/** Computes the headline figures and verdicts. */
export function verdicts(results: BenchResults): Verdicts {
  const sequentialRatio = ratioOf(results.sequential, 'svclib');
  const concurrentRatio = ratioOf(results.concurrent, 'svclib');
  const pagingSpeedup = median(results.paging.sequentialMs) / median(results.paging.concurrentMs);
  const small = results.rss.small.peakRss - results.rss.small.baselineRss;
  const large = results.rss.large.peakRss - results.rss.large.baselineRss;
  return {
    sequentialRatio,
    concurrentRatio,
    pagingSpeedup,
    rssGrowth: { small, large },
    pass: {
      sequential: sequentialRatio >= CALLS_RATIO_TARGET,
      concurrent: concurrentRatio >= CALLS_RATIO_TARGET,
      paging: pagingSpeedup >= PAGING_SPEEDUP_TARGET,
      order: results.paging.problems.length === 0,
      rss: large <= small + RSS_SLACK_BYTES,
    },
  };
}

const verdict = (pass: boolean): string => (pass ? 'PASS' : '**MISS**');
const n0 = (value: number): string => formatNumber(value, 0);

function callTable(result: CallScenarioResult): string {
  const lines = [
    '| client | median calls/s | ÷ npm xmlrpc | client CPU µs/call | server CPU µs/call | calls/s per round |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const entry of result.subjects) {
    const ratio = ratioOf(result, entry.name);
    const name = entry.name === 'svclib' ? '**svclib** (default options)' : entry.name;
    lines.push(
      `| ${name} | ${n0(entry.medianCallsPerSecond)} | ${entry.name === 'xmlrpc 1.3.2' ? '1.00× (reference)' : formatRatio(ratio)} | ` +
        `${n0(entry.medianClientCpuMicros)} | ${n0(entry.medianServerCpuMicros)} | ${entry.samples.map((sample) => n0(sample.callsPerSecond)).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

function entryTable(entries: readonly TimeEntry[], count: number, heading: string): string {
  const lines = [`| ${heading} | ms | share of busy time |`, '|---|---:|---:|'];
  for (const entry of entries.slice(0, count)) {
    lines.push(`| \`${entry.label.replaceAll('|', '\\|')}\` | ${formatNumber(entry.ms, 1)} | ${formatNumber(entry.share * 100, 1)}% |`);
  }
  return lines.join('\n');
}

function profileSection(title: string, profile: ProfileResult, unit: string): string {
  const { summary, target } = profile;
  const rate = (target.operations * 1000) / Math.max(target.elapsedMs, 1);
  const busyMsPerOp = summary.busyMs / Math.max(target.operations, 1);
  return [
    `### ${title}`,
    '',
    `${n0(target.operations)} ${unit} in ${n0(target.elapsedMs)} ms under the profiler (${n0(rate)} ${unit}/s); ` +
      `${n0(summary.sampledMs)} ms sampled after warm-up, of which ${n0(summary.busyMs)} ms busy ` +
      `(${n0((summary.busyMs / Math.max(summary.sampledMs, 1)) * 100)}%), i.e. ${formatNumber(busyMsPerOp * 1000, 0)} µs of client CPU per ${unit.replace(/s$/, '')}. ` +
      `Profile: \`tooling/bench/${profile.file}\` (not committed).`,
    '',
    'Top 15 functions by self time:',
    '',
    entryTable(summary.self, 15, 'function (self time)'),
    '',
    'Self time by the library it was spent for (time inside Node internals is charged to the nearest JavaScript caller outside Node, so `ky`/`undici` include the fetch, stream and abort machinery they drive):',
    '',
    entryTable(summary.byOrigin, 10, 'spent for'),
    '',
    'Largest inclusive times (svclib and npm code):',
    '',
    entryTable(summary.inclusive, 12, 'function (inclusive)'),
  ].join('\n');
}

function profiles(results: BenchResults, label: string): string {
  return [
    profileSection(`${label} — client of 1a: sequential \`Account.getObject\` calls`, results.profiles.calls, 'calls'),
    '',
    profileSection(`${label} — client of 2: \`iterCall\` with \`concurrency: 8\``, results.profiles.paging, 'items'),
  ].join('\n');
}

function beforeAfter(before: BenchResults, after: BenchResults): string {
  const b = verdicts(before);
  const a = verdicts(after);
  const calls = (result: BenchResults, callers: 'sequential' | 'concurrent'): string =>
    n0(subject(result[callers], 'svclib')?.medianCallsPerSecond ?? Number.NaN);
  const cpu = (result: BenchResults, callers: 'sequential' | 'concurrent'): string =>
    n0(subject(result[callers], 'svclib')?.medianClientCpuMicros ?? Number.NaN);
  return [
    `| figure | before (${before.environment.startedAt}) | after (this run) |`,
    '|---|---:|---:|',
    `| 1a svclib calls/s (÷ xmlrpc) | ${calls(before, 'sequential')} (${formatRatio(b.sequentialRatio)}) | ${calls(after, 'sequential')} (${formatRatio(a.sequentialRatio)}) |`,
    `| 1a svclib client CPU µs/call | ${cpu(before, 'sequential')} | ${cpu(after, 'sequential')} |`,
    `| 1b svclib calls/s (÷ xmlrpc) | ${calls(before, 'concurrent')} (${formatRatio(b.concurrentRatio)}) | ${calls(after, 'concurrent')} (${formatRatio(a.concurrentRatio)}) |`,
    `| 1b svclib client CPU µs/call | ${cpu(before, 'concurrent')} | ${cpu(after, 'concurrent')} |`,
    `| 2 paging speed-up, concurrency 8 | ${formatRatio(b.pagingSpeedup)} (${n0(median(before.paging.concurrentMs))} ms) | ${formatRatio(a.pagingSpeedup)} (${n0(median(after.paging.concurrentMs))} ms) |`,
    `| 3 peak RSS growth 10k / 100k | ${formatMiB(b.rssGrowth.small)} / ${formatMiB(b.rssGrowth.large)} | ${formatMiB(a.rssGrowth.small)} / ${formatMiB(a.rssGrowth.large)} |`,
  ].join('\n');
}

/** The "reading" paragraph of scenario 1: where the time goes and what ratio the shared server allows at best. */
function callReading(svclib1: SubjectResult, xmlrpc1: SubjectResult, svclib64: SubjectResult, xmlrpc64: SubjectResult): string[] {
  const clientBound = svclib1.medianClientCpuMicros > svclib1.medianServerCpuMicros;
  // One caller: a call costs client time + server time (+ loopback). A client that cost nothing would
  // still wait for the server's share, so the ratio over xmlrpc cannot exceed this.
  const ceiling1 = (xmlrpc1.medianClientCpuMicros + xmlrpc1.medianServerCpuMicros) / xmlrpc1.medianServerCpuMicros;
  // 64 callers: the server, on its own core, can answer at most 1e6 / (server µs per call) calls/s.
  const ceiling64 = 1e6 / xmlrpc64.medianServerCpuMicros / xmlrpc64.medianCallsPerSecond;
  const need1 = Math.max((xmlrpc1.medianClientCpuMicros + xmlrpc1.medianServerCpuMicros) / CALLS_RATIO_TARGET - xmlrpc1.medianServerCpuMicros, 0);
  const need64 = 1e6 / (CALLS_RATIO_TARGET * xmlrpc64.medianCallsPerSecond);
  return [
    `Reading: svclib's client spends ${n0(svclib1.medianClientCpuMicros)} µs of CPU per call against npm xmlrpc's ` +
      `${n0(xmlrpc1.medianClientCpuMicros)} µs with one caller (${n0(svclib64.medianClientCpuMicros)} vs ${n0(xmlrpc64.medianClientCpuMicros)} µs ` +
      'with 64 callers). The server spends a similar time per call for both when the wire exchange is the same (compare the ' +
      '`compress: false` row). ' +
      (clientBound
        ? 'svclib is bound by its own client CPU, not by the server. '
        : 'In this run the server, not svclib\'s client, was the busier process. ') +
      'See "4. Profile" for where the client time goes.',
    '',
    `Ceiling of the ratio on this setup: with one caller, a call costs client time plus server time, so even a client that cost ` +
      `nothing could be at most ${formatRatio(ceiling1)} faster than npm xmlrpc here ((client + server) ÷ server µs of the xmlrpc exchange); ` +
      `with 64 callers the server (${n0(xmlrpc64.medianServerCpuMicros)} µs per call on its core) allows at most ${n0(1e6 / xmlrpc64.medianServerCpuMicros)} calls/s, ` +
      `${formatRatio(ceiling64)} npm xmlrpc's rate. So a ≥ ${formatRatio(CALLS_RATIO_TARGET)} result needs svclib's client CPU at about ` +
      `${n0(need1)} µs per call or less with one caller (half of xmlrpc's client + server time, minus the server's share), and at about ` +
      `${n0(need64)} µs or less with 64 callers (one core's worth of client CPU at twice xmlrpc's rate): today it is ` +
      `${n0(svclib1.medianClientCpuMicros)} and ${n0(svclib64.medianClientCpuMicros)} µs.`,
    '',
    `When both processes compete for the machine's cores (2 here, shared with whatever else runs), calls/s follow the total CPU ` +
      `of a call: client + server is ${n0(xmlrpc64.medianClientCpuMicros + xmlrpc64.medianServerCpuMicros)} µs for npm xmlrpc and ` +
      `${n0(svclib64.medianClientCpuMicros + svclib64.medianServerCpuMicros)} µs for svclib with 64 callers, a ratio of ` +
      `${formatRatio((xmlrpc64.medianClientCpuMicros + xmlrpc64.medianServerCpuMicros) / (svclib64.medianClientCpuMicros + svclib64.medianServerCpuMicros))}; ` +
      `${formatRatio(CALLS_RATIO_TARGET)} would need svclib's client at about ` +
      `${n0(Math.max((xmlrpc64.medianClientCpuMicros + xmlrpc64.medianServerCpuMicros) / CALLS_RATIO_TARGET - svclib64.medianServerCpuMicros, 0))} µs per call.`,
  ];
}

/** Codec summary verdicts, read from the codec bench's "## Summary" table rows. */
function codecSummary(codec: string): string[] {
  const rows: string[] = [];
  for (const line of codec.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length >= 5 && /PASS|MISS/.test(cells[3] ?? '')) {
      rows.push(`| codec | ${cells[1] ?? ''} | see "Codec" below | ${cells[2] ?? ''} | ${cells[3] ?? ''} |`);
    }
  }
  return rows;
}

/** Renders REPORT.md. */
export function renderReport(results: BenchResults, inputs: ReportInputs = {}): string {
  const env = results.environment;
  const v = verdicts(results);
  const svclibSequential = subject(results.sequential, 'svclib');
  const xmlrpcSequential = subject(results.sequential, 'xmlrpc 1.3.2');
  const svclibConcurrent = subject(results.concurrent, 'svclib');
  const xmlrpcConcurrent = subject(results.concurrent, 'xmlrpc 1.3.2');
  const pages = Math.ceil(results.paging.items / 100);
  const latencyFloor = (1 + Math.ceil((pages - 1) / results.paging.concurrency)) * results.paging.latencyMs;
  const out: string[] = [];
  out.push(
    '# svclib end-to-end benchmark report',
    '',
    `Generated by \`pnpm bench\` (\`tooling/bench/src/run.ts\`) on ${env.startedAt}; the run took ${n0(env.durationSeconds)} s.`,
    `Node ${env.node} · ${env.platform} · ${String(env.cpus.count)} cores (${env.cpus.model}) · @svclib/core ${env.coreVersion}.`,
    `Load average at the start ${env.loadAverage.start.map((value) => formatNumber(value, 2)).join(' / ')}, at the end ${env.loadAverage.end.map((value) => formatNumber(value, 2)).join(' / ')} ` +
      '(1 / 5 / 15 min). The machine is shared: absolute figures move with its load; ratios are measured in the same run, ' +
      'with the order of the clients alternated between rounds, and each figure is a median over rounds.',
    '',
    '## Summary',
    '',
    '| # | figure | measured | target | verdict |',
    '|---|---|---|---|---|',
    `| 1a | svclib ÷ npm xmlrpc calls/s, 1 caller, small \`Account.getObject\` | ${formatRatio(v.sequentialRatio)} (${n0(svclibSequential?.medianCallsPerSecond ?? 0)} vs ${n0(xmlrpcSequential?.medianCallsPerSecond ?? 0)} calls/s) | ≥ ${formatRatio(CALLS_RATIO_TARGET)} | ${verdict(v.pass.sequential)} |`,
    `| 1b | svclib ÷ npm xmlrpc calls/s, 64 concurrent callers | ${formatRatio(v.concurrentRatio)} (${n0(svclibConcurrent?.medianCallsPerSecond ?? 0)} vs ${n0(xmlrpcConcurrent?.medianCallsPerSecond ?? 0)} calls/s) | ≥ ${formatRatio(CALLS_RATIO_TARGET)} | ${verdict(v.pass.concurrent)} |`,
    `| 2 | \`iterCall\` over ${n0(results.paging.items)} items, ${String(results.paging.latencyMs)} ms per page: sequential ÷ \`concurrency: ${String(results.paging.concurrency)}\` time | ${formatRatio(v.pagingSpeedup)} (${n0(median(results.paging.sequentialMs))} ms vs ${n0(median(results.paging.concurrentMs))} ms) | ≥ ${formatRatio(PAGING_SPEEDUP_TARGET)} | ${verdict(v.pass.paging)} |`,
    `| 2 | same items in the same order (ids compared) | ${v.pass.order ? `identical in all ${String(results.paging.sequentialMs.length + results.paging.concurrentMs.length + 1)} compared runs` : `FAIL: ${results.paging.problems.join('; ')}`} | identical | ${v.pass.order ? 'PASS' : '**FAIL**'} |`,
    `| 3 | peak RSS growth of \`iterCall\`, ${n0(results.rss.smallItems)} vs ${n0(results.rss.largeItems)} items | ${formatMiB(v.rssGrowth.small)} vs ${formatMiB(v.rssGrowth.large)} | must not grow with the item count (large ≤ small + ${formatMiB(RSS_SLACK_BYTES)}) | ${verdict(v.pass.rss)} |`,
  );
  if (inputs.codecResults !== undefined) out.push(...codecSummary(inputs.codecResults));
  if (results.sameResultProblem !== undefined) out.push('', `**FAIL**: the clients decoded different results: ${results.sameResultProblem}`);
  out.push(
    '',
    '## 1. End-to-end calls against the fake server',
    '',
    '`@svclib/testing`\'s `startFakeServer()` runs in its own Node process on 127.0.0.1, shared by every client; ' +
      'the clients run in the bench process. Each client makes the same call: `Account.getObject` with the header struct ' +
      '`{ authenticate: { username, apiKey } }` and no mask (a 14-member struct, about 1 KB of XML); a check at the start ' +
      'confirms that all of them decode the same value. npm xmlrpc is `xmlrpc.createClient({ host, port, path: ' +
      "'/xmlrpc/v3.1/Vendor_Account' })` with `methodCall('getObject', …)`, on Node's global HTTP agent (keep-alive). " +
      `Each client is warmed up for ${n0(results.sequential.options.warmupMs)} ms, then measured for ${n0(results.sequential.options.durationMs)} ms ` +
      `in each of ${String(results.sequential.options.rounds)} rounds; the order of the clients is reversed every other round. ` +
      'CPU per call is `process.cpuUsage()` of the bench process (client) and of the server process over the same window, divided by the calls.',
    '',
    '- **svclib** is `new Client({ username, apiKey, endpointUrl })` with default options: it asks for a gzip response ' +
      '(`compress: true`) — npm xmlrpc asks for none. The fake server, as real servers do, sends a body under 2 KiB ' +
      '(`MIN_COMPRESSED_BYTES`) uncompressed, so this ~1.2 KB answer comes back plain either way (until 2026-11-21 09:40 it was ' +
      'gzipped: the *before* figures include that). **svclib (compress: false)** sends exactly what npm xmlrpc sends.',
    '- The **what-if** rows are *not* svclib as shipped: the same `Client`, request record and codec with the HTTP layer ' +
      'swapped through the `transport` option (`src/what-if-transports.ts`: minimal, no error mapping or timeouts). ' +
      'They measure what the HTTP stack costs, as an upper bound for the fixes proposed below.',
    '',
    `### 1a. One caller, calls one after another — ${verdict(v.pass.sequential)}`,
    '',
    callTable(results.sequential),
    '',
    `### 1b. ${String(results.concurrent.options.callers)} concurrent callers, each calling one after another — ${verdict(v.pass.concurrent)}`,
    '',
    callTable(results.concurrent),
    '',
  );
  if (svclibSequential !== undefined && xmlrpcSequential !== undefined && svclibConcurrent !== undefined && xmlrpcConcurrent !== undefined) {
    out.push(...callReading(svclibSequential, xmlrpcSequential, svclibConcurrent, xmlrpcConcurrent), '');
  }
  out.push(
    `## 2. Paging: sequential vs concurrent \`iterCall\` — ${verdict(v.pass.paging)}`,
    '',
    `Fake server in its own process with \`counts: { virtualGuests: ${n0(results.paging.items)} }\` and \`latencyMs: ${String(results.paging.latencyMs)}\` ` +
      `(every request waits ${String(results.paging.latencyMs)} ms before it is handled). ` +
      "`client.iterCall('Account', 'getVirtualGuests', { chunk: 100 })` (no mask: each guest's local properties, about 1.4 KB of XML) " +
      `against the same with \`concurrency: ${String(results.paging.concurrency)}\`; one warm-up run of each, then ${String(results.paging.sequentialMs.length)} rounds ` +
      'alternating which goes first. Every run\'s ids are compared with the first sequential run (same items, same order).',
    '',
    '| mode | median ms | items/s | runs (ms) |',
    '|---|---:|---:|---|',
    `| sequential (\`concurrency: 1\`) | ${n0(median(results.paging.sequentialMs))} | ${n0((results.paging.items * 1000) / median(results.paging.sequentialMs))} | ${results.paging.sequentialMs.map(n0).join(', ')} |`,
    `| \`concurrency: ${String(results.paging.concurrency)}\` | ${n0(median(results.paging.concurrentMs))} | ${n0((results.paging.items * 1000) / median(results.paging.concurrentMs))} | ${results.paging.concurrentMs.map(n0).join(', ')} |`,
    `| for information: \`concurrency: ${String(results.paging.concurrency)}, compress: false\` | ${n0(median(results.paging.concurrentUncompressedMs))} | ${n0((results.paging.items * 1000) / median(results.paging.concurrentUncompressedMs))} | ${results.paging.concurrentUncompressedMs.map(n0).join(', ')} |`,
    '',
    `Speed-up: **${formatRatio(v.pagingSpeedup)}** (target ≥ ${formatRatio(PAGING_SPEEDUP_TARGET)}). Order check: ${v.pass.order ? 'PASS — identical ids in identical order in every run' : `FAIL — ${results.paging.problems.join('; ')}`}.`,
    '',
    `Bounds: ${String(pages)} pages × ${String(results.paging.latencyMs)} ms = ${n0(pages * results.paging.latencyMs)} ms of pure latency sequentially; ` +
      `with concurrency ${String(results.paging.concurrency)} the first page goes alone (it reports the total), then ${String(results.paging.concurrency)} at a time: ` +
      `${n0(latencyFloor)} ms of latency at best, so the latency alone allows ${formatRatio((pages * results.paging.latencyMs) / latencyFloor)}. ` +
      `What is left is CPU. The client (the bench process) used a median ${n0(median(results.paging.clientCpuMs.concurrent))} ms of CPU per concurrent run ` +
      `(${n0(median(results.paging.clientCpuMs.concurrentUncompressed))} ms without gzip, ${n0(median(results.paging.clientCpuMs.sequential))} ms per sequential run): ` +
      'once the latency overlaps, the client\'s work on the pages — mostly decoding, see the profile in section 4 — is what remains. ' +
      `The server, on the other core, used ${n0(median(results.paging.serverCpuMs.concurrent))} ms per concurrent run (${n0(median(results.paging.serverCpuMs.concurrentUncompressed))} ms without gzip, ` +
      `${n0(median(results.paging.serverCpuMs.sequential))} ms per sequential run). ` +
      `A speed-up of ${formatRatio(PAGING_SPEEDUP_TARGET)} needs the concurrent run within ${n0(median(results.paging.sequentialMs) / PAGING_SPEEDUP_TARGET)} ms ` +
      '(and a faster client shortens the sequential run too, by the same CPU time), so client decode CPU, server CPU and the latency floor must each fit in that.',
    '',
    `## 3. Memory: peak RSS of \`iterCall\` over ${n0(results.rss.smallItems)} and ${n0(results.rss.largeItems)} items — ${verdict(v.pass.rss)}`,
    '',
    `Each count runs in a fresh Node process (\`src/rss-probe.ts\`, \`--expose-gc\`) against a fake server in its own process with ` +
      `${n0(results.rss.largeItems)} guests (its dataset is not in the measured process). The probe pages once (chunk 100) to warm up, runs a full GC, ` +
      'takes the baseline, then consumes the items of `iterCall` sequentially and drops each one, sampling RSS every 5 ms and after every page.',
    '',
    '| items | baseline RSS | peak RSS | peak growth | peak heapUsed (baseline) | time | items/s | peak RSS per 10,000-item block |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const probe of [results.rss.small, results.rss.large]) {
    out.push(
      `| ${n0(probe.items)} | ${formatMiB(probe.baselineRss)} | ${formatMiB(probe.peakRss)} | **${formatMiB(probe.peakRss - probe.baselineRss)}** | ` +
        `${formatMiB(probe.peakHeapUsed)} (${formatMiB(probe.baselineHeapUsed)}) | ${n0(probe.elapsedMs)} ms | ${n0((probe.items * 1000) / probe.elapsedMs)} | ` +
        `${probe.segmentPeakRss.map((bytes) => formatNumber(bytes / 2 ** 20, 0)).join(', ')} MiB |`,
    );
  }
  out.push(
    '',
    `Criterion: the growth at ${n0(results.rss.largeItems)} items may exceed the growth at ${n0(results.rss.smallItems)} items by at most ` +
      `${formatMiB(RSS_SLACK_BYTES)} (GC timing noise); retaining the items would add roughly ten times the small run's item memory. ` +
      `Measured difference: ${formatMiB(v.rssGrowth.large - v.rssGrowth.small)}. The growth itself is the working set of one page ` +
      '(response bytes, decoder state, decoded page) plus heap the GC has not yet returned.',
    '',
    '## 4. Profile',
    '',
    'The client side of 1a (sequential `Account.getObject`, default options) and of 2 (`iterCall`, `concurrency: 8`) each run ' +
      'in a child process under `node --cpu-prof --cpu-prof-interval=250` (`src/profile-target.ts`) against the same server ' +
      'process as their scenario; samples from start-up and warm-up are left out. `npx tsx src/profile-top.ts <file> 15` prints ' +
      'the same tables for any `.cpuprofile`.',
    '',
  );
  if (inputs.baseline !== undefined) {
    out.push('### Before and after', '', beforeAfter(inputs.baseline, results), '', profiles(inputs.baseline, 'Before'), '', profiles(results, 'After'), '');
  } else {
    out.push(profiles(results, 'Before'), '');
  }
  if (inputs.findings !== undefined) out.push(inputs.findings.trim().replace(/^(#+) /gm, '$1# '), '');
  if (inputs.rateLimit !== undefined) out.push(inputs.rateLimit.trim(), '');
  out.push('## Codec (packages/xmlrpc/bench/RESULTS.md)', '');
  if (inputs.codecResults === undefined) {
    out.push('Not present: `packages/xmlrpc/bench/RESULTS.md` was not found (its bench runs before this one in `pnpm bench`).', '');
  } else {
    const codecDate = /generated[^\n]*? on (\d{4}-\d\d-\d\dT[\d:.]+Z)/i.exec(inputs.codecResults)?.[1];
    out.push(
      `Embedded as written by the codec bench (\`packages/xmlrpc\`; \`pnpm bench\` runs it just before this one${codecDate === undefined ? '' : `; this copy was generated on ${codecDate}`}). Its targets: ` +
        'decode ≥ 0.77× the saxes floor in MB/s, encode ≥ 1.0× `JSON.stringify` in MB/s, decode peak RSS ≤ 2.5× the document size.',
      '',
      inputs.codecResults.trim().replace(/^(#+) /gm, '$1## '),
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
