/**
 * Renders `REPORT.md` from the figures of a run (and, when given, the figures of an earlier
 * "before" run and the codec bench's RESULTS.md).
 *
 * @module
 */
import type { TimeEntry } from './cpu-profile.js';
import type { CallScenarioResult, SubjectResult } from './e2e-calls.js';
import type { MarkupRow } from './markup-decode.js';
import type { BenchResults, ProfileResult } from './results.js';
import { formatMiB, formatNumber, formatRatio, median } from './stats.js';
import { CALL_MASK, FLOOR_NAME, XMLRPC_NAME } from './names.js';

/** The calls/s ratio svclib must reach over npm xmlrpc with one caller (issue 14). */
export const SEQUENTIAL_RATIO_TARGET = 1.2;
/** The calls/s ratio svclib must reach over npm xmlrpc with 64 callers (issue 14). */
export const CONCURRENT_RATIO_TARGET = 2;
/** Where issue 14 expects both call ratios to land against the bare `node:http` floor (for information). */
export const FLOOR_RATIO_EXPECTED = 0.75;
/** The speed-up `concurrency: 8` must reach over sequential paging. */
export const PAGING_SPEEDUP_TARGET = 6;
/** The speed-up `concurrency: 8` should reach over sequential paging against pre-encoded pages (issue 22: the client's ceiling). */
export const PAGING_CEILING_TARGET = 7;
/** The share of the saxes floor's decode speed a CDATA or comment document must reach. */
export const MARKUP_RATIO_TARGET = 0.77;
/** How much more the peak RSS growth at the large count may be than at the small count. */
export const RSS_SLACK_BYTES = 16 * 2 ** 20;

/** Extra inputs of {@link renderReport}. */
export interface ReportInputs {
  /** Figures of an earlier run, shown as "before" in the profile section. */
  readonly baseline?: BenchResults | undefined;
  /** Content of CODEC.md (the codec suite's section), embedded as is (headings demoted). */
  readonly codecResults?: string | undefined;
  /** Hand-written findings and fixes (FINDINGS.md), embedded as is. */
  readonly findings?: string | undefined;
  /** The rate-limit scenario's section (RATE-LIMIT.md, written by src/rate-limit.ts), embedded as is. */
  readonly rateLimit?: string | undefined;
  /** The REST vs XML-RPC section (TRANSPORTS.md, written by src/transports.ts), embedded as is. */
  readonly transports?: string | undefined;
  /** The Node.js senders section (SENDERS.md, written by src/senders.ts), embedded as is. */
  readonly senders?: string | undefined;
  /** The type-checking cost of @svclib/model (MODEL-TYPES.md, written by src/model-types.ts), embedded as is. */
  readonly modelTypes?: string | undefined;
  /** The type-checking cost of typed selection (MASK-TYPES.md, written by src/mask-types.ts), embedded as is. */
  readonly maskTypes?: string | undefined;
}

/** The headline figures and verdicts of a run. */
export interface Verdicts {
  /** svclib ÷ xmlrpc calls/s, 1 caller. */
  readonly sequentialRatio: number;
  /** svclib ÷ xmlrpc calls/s, 64 callers. */
  readonly concurrentRatio: number;
  /** svclib ÷ bare floor calls/s, 1 caller. */
  readonly sequentialFloorRatio: number;
  /** svclib ÷ bare floor calls/s, 64 callers. */
  readonly concurrentFloorRatio: number;
  /** The lowest decode ÷ floor ratio of each markup document (CDATA, comments), when measured. */
  readonly markup: { readonly cdata: number; readonly comments: number } | undefined;
  /** Sequential ÷ concurrent paging time. */
  readonly pagingSpeedup: number;
  /** Peak RSS growth, small and large counts, bytes. */
  readonly rssGrowth: { readonly small: number; readonly large: number };
  /** Whether each target is met. */
  readonly pass: {
    readonly sequential: boolean;
    readonly concurrent: boolean;
    readonly paging: boolean;
    readonly order: boolean;
    readonly rss: boolean;
    readonly markup: boolean;
  };
}

function subject(result: CallScenarioResult, name: string): SubjectResult | undefined {
  return result.subjects.find((entry) => entry.name === name);
}

function ratioOf(result: CallScenarioResult, name: string, reference = XMLRPC_NAME): number {
  return (subject(result, name)?.medianCallsPerSecond ?? Number.NaN) / (subject(result, reference)?.medianCallsPerSecond ?? Number.NaN);
}

/** Computes the headline figures and verdicts. */
export function verdicts(results: BenchResults): Verdicts {
  const sequentialRatio = ratioOf(results.sequential, 'svclib');
  const concurrentRatio = ratioOf(results.concurrent, 'svclib');
  const lowest = (document: MarkupRow['document']): number =>
    Math.min(...(results.markup ?? []).filter((row) => row.document === document).map((row) => row.ratio));
  const markup = results.markup === undefined || results.markup.length === 0 ? undefined : { cdata: lowest('cdata'), comments: lowest('comments') };
  const pagingSpeedup = median(results.paging.sequentialMs) / median(results.paging.concurrentMs);
  const small = results.rss.small.peakRss - results.rss.small.baselineRss;
  const large = results.rss.large.peakRss - results.rss.large.baselineRss;
  return {
    sequentialRatio,
    concurrentRatio,
    sequentialFloorRatio: ratioOf(results.sequential, 'svclib', FLOOR_NAME),
    concurrentFloorRatio: ratioOf(results.concurrent, 'svclib', FLOOR_NAME),
    markup,
    pagingSpeedup,
    rssGrowth: { small, large },
    pass: {
      sequential: sequentialRatio >= SEQUENTIAL_RATIO_TARGET,
      concurrent: concurrentRatio >= CONCURRENT_RATIO_TARGET,
      paging: pagingSpeedup >= PAGING_SPEEDUP_TARGET,
      order: results.paging.problems.length === 0,
      rss: large <= small + RSS_SLACK_BYTES,
      markup: markup !== undefined && markup.cdata >= MARKUP_RATIO_TARGET && markup.comments >= MARKUP_RATIO_TARGET,
    },
  };
}

const verdict = (pass: boolean): string => (pass ? 'PASS' : '**MISS**');
const n0 = (value: number): string => formatNumber(value, 0);

function callTable(result: CallScenarioResult): string {
  const lines = [
    '| client | median calls/s | ÷ npm xmlrpc | ÷ bare floor | client CPU µs/call | server CPU µs/call | calls/s per round |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const entry of result.subjects) {
    const name = entry.name === 'svclib' ? '**svclib** (default options)' : entry.name;
    const xmlrpcRatio = entry.name === XMLRPC_NAME ? '1.00× (reference)' : formatRatio(ratioOf(result, entry.name));
    const floorRatio = entry.name === FLOOR_NAME ? '1.00× (floor)' : formatRatio(ratioOf(result, entry.name, FLOOR_NAME));
    lines.push(
      `| ${name} | ${n0(entry.medianCallsPerSecond)} | ${xmlrpcRatio} | ${floorRatio} | ` +
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
    profileSection(`${label} — client of 1a: sequential masked \`Account.getObject\` calls`, results.profiles.calls, 'calls'),
    '',
    profileSection(`${label} — client of 2: \`iterCall\` with \`concurrency: 8\``, results.profiles.paging, 'items'),
  ].join('\n');
}

function beforeAfter(before: BenchResults, after: BenchResults): string {
  const b = verdicts(before);
  const a = verdicts(after);
  const calls = (result: BenchResults, callers: 'sequential' | 'concurrent', name = 'svclib'): string =>
    n0(subject(result[callers], name)?.medianCallsPerSecond ?? Number.NaN);
  const cpu = (result: BenchResults, callers: 'sequential' | 'concurrent'): string =>
    n0(subject(result[callers], 'svclib')?.medianClientCpuMicros ?? Number.NaN);
  const row = (label: string, value: (result: BenchResults, v: Verdicts) => string): string =>
    `| ${label} | ${value(before, b)} | ${value(after, a)} |`;
  const load = (result: BenchResults): string => result.environment.loadAverage.start.map((value) => formatNumber(value, 1)).join(' / ');
  return [
    `| figure | before (${runName(before)}) | after (this run${after.environment.commit === undefined ? '' : `, ${after.environment.commit}`}) |`,
    '|---|---:|---:|',
    row('load average at the start (1 / 5 / 15 min)', (result) => load(result)),
    row('1a svclib calls/s (÷ xmlrpc, ÷ floor)', (result, v) => `${calls(result, 'sequential')} (${formatRatio(v.sequentialRatio)}, ${formatRatio(v.sequentialFloorRatio)})`),
    row('1a npm xmlrpc / bare floor calls/s', (result) => `${calls(result, 'sequential', XMLRPC_NAME)} / ${calls(result, 'sequential', FLOOR_NAME)}`),
    row('1a svclib client CPU µs/call', (result) => cpu(result, 'sequential')),
    row('1b svclib calls/s (÷ xmlrpc, ÷ floor)', (result, v) => `${calls(result, 'concurrent')} (${formatRatio(v.concurrentRatio)}, ${formatRatio(v.concurrentFloorRatio)})`),
    row('1b npm xmlrpc / bare floor calls/s', (result) => `${calls(result, 'concurrent', XMLRPC_NAME)} / ${calls(result, 'concurrent', FLOOR_NAME)}`),
    row('1b svclib client CPU µs/call', (result) => cpu(result, 'concurrent')),
    row('2 paging: sequential / `concurrency: 8` ms (speed-up)', (result, v) =>
      `${n0(median(result.paging.sequentialMs))} / ${n0(median(result.paging.concurrentMs))} (${formatRatio(v.pagingSpeedup)})`),
    row('2 client CPU per concurrent run, ms', (result) => n0(median(result.paging.clientCpuMs.concurrent))),
    row('3 peak RSS growth 10k / 100k', (_, v) => `${formatMiB(v.rssGrowth.small)} / ${formatMiB(v.rssGrowth.large)}`),
    row('profile 1a: client CPU µs per call (busy ÷ calls)', (result) => perOperation(result.profiles.calls)),
    row('profile 2: client CPU µs per item', (result) => perOperation(result.profiles.paging)),
  ].join('\n');
}

/** `commit, date` of a run, or its date alone. */
function runName(result: BenchResults): string {
  const { commit, startedAt } = result.environment;
  return commit === undefined ? startedAt : `${commit}, ${startedAt}`;
}

function perOperation(profile: ProfileResult): string {
  return formatNumber((profile.summary.busyMs * 1000) / Math.max(profile.target.operations, 1), 0);
}

/** The "reading" paragraph of scenario 1: where the time goes and what ratio the shared server allows at best. */
function callReading(result1: CallScenarioResult, result64: CallScenarioResult): string[] {
  const svclib1 = subject(result1, 'svclib');
  const xmlrpc1 = subject(result1, XMLRPC_NAME);
  const floor1 = subject(result1, FLOOR_NAME);
  const svclib64 = subject(result64, 'svclib');
  const xmlrpc64 = subject(result64, XMLRPC_NAME);
  const floor64 = subject(result64, FLOOR_NAME);
  if (svclib1 === undefined || xmlrpc1 === undefined || floor1 === undefined || svclib64 === undefined || xmlrpc64 === undefined || floor64 === undefined) return [];
  const total = (entry: SubjectResult): number => entry.medianClientCpuMicros + entry.medianServerCpuMicros;
  // One caller: a call costs client time + server time (+ loopback); the ratio follows the totals.
  const need1 = total(xmlrpc1) / SEQUENTIAL_RATIO_TARGET - svclib1.medianServerCpuMicros;
  // 64 callers on 2 shared cores: calls/s follow client + server CPU per call.
  const need64 = total(xmlrpc64) / CONCURRENT_RATIO_TARGET - svclib64.medianServerCpuMicros;
  const ceiling64 = total(xmlrpc64) / total(floor64);
  const paired = (svclib: SubjectResult, xmlrpc: SubjectResult): string => {
    const ratios = svclib.samples.map((sample, round) => sample.callsPerSecond / (xmlrpc.samples[round]?.callsPerSecond ?? Number.NaN));
    return `${ratios.map((ratio) => formatNumber(ratio, 2)).join(', ')} (median ${formatRatio(median(ratios))})`;
  };
  return [
    `Same-round ratios (svclib ÷ npm xmlrpc calls/s within each round, which follow the machine's load less than medians taken over different rounds): ` +
      `${paired(svclib1, xmlrpc1)} with one caller, ${paired(svclib64, xmlrpc64)} with ${String(result64.options.callers)} callers.`,
    '',
    `Reading (CPU per call is steadier than calls/s on a loaded machine): svclib's client spends ${n0(svclib1.medianClientCpuMicros)} µs of CPU per call, ` +
      `npm xmlrpc's ${n0(xmlrpc1.medianClientCpuMicros)} µs and the bare floor's ${n0(floor1.medianClientCpuMicros)} µs with one caller ` +
      `(${n0(svclib64.medianClientCpuMicros)}, ${n0(xmlrpc64.medianClientCpuMicros)} and ${n0(floor64.medianClientCpuMicros)} µs with 64 callers); ` +
      `the server spends ${n0(svclib1.medianServerCpuMicros)}, ${n0(xmlrpc1.medianServerCpuMicros)} and ${n0(floor1.medianServerCpuMicros)} µs per call for them ` +
      `(${n0(svclib64.medianServerCpuMicros)}, ${n0(xmlrpc64.medianServerCpuMicros)} and ${n0(floor64.medianServerCpuMicros)} µs with 64 callers). ` +
      'See "4. Profile" for where svclib\'s client time goes.',
    '',
    `Ceiling of the ratios on this setup: client and server share the machine's 2 cores (with whatever else runs), so calls/s follow client + server CPU per call: ` +
      `${n0(total(xmlrpc64))} µs for npm xmlrpc, ${n0(total(svclib64))} µs for svclib and ${n0(total(floor64))} µs for the floor with 64 callers ` +
      `(a CPU ratio of ${formatRatio(total(xmlrpc64) / total(svclib64))} for svclib over npm xmlrpc). Even a client that cost no more than the floor, which neither encodes nor decodes, ` +
      `would be at most ${formatRatio(ceiling64)} npm xmlrpc here, so ${formatRatio(CONCURRENT_RATIO_TARGET)} with 64 callers ` +
      `${ceiling64 >= CONCURRENT_RATIO_TARGET ? 'is within what the server allows' : 'is out of reach of any client against this server'}: it would need svclib's client at ` +
      `${n0(need64)} µs per call (against the floor's ${n0(floor64.medianClientCpuMicros)} µs). ` +
      `With one caller, ${formatRatio(SEQUENTIAL_RATIO_TARGET)} needs svclib's client at about ${n0(need1)} µs per call or less ` +
      `(npm xmlrpc's client + server ${n0(total(xmlrpc1))} µs ÷ ${formatNumber(SEQUENTIAL_RATIO_TARGET, 1)}, minus the server's ${n0(svclib1.medianServerCpuMicros)} µs for svclib): ` +
      `today it is ${n0(svclib1.medianClientCpuMicros)} µs.`,
  ];
}

/** Section 5: CDATA sections and comments against the saxes floor. */
function markupSection(rows: readonly MarkupRow[] | undefined, v: Verdicts): string[] {
  const head = `## 5. Decoding CDATA sections and comments — ${v.markup === undefined ? 'not measured' : verdict(v.pass.markup)}`;
  if (rows === undefined || rows.length === 0) return [head, '', 'Not measured in this run (`BENCH_SKIP_MARKUP=1`).'];
  return [
    head,
    '',
    'The codec bench\'s `list-1000` document (1,000 virtual-server-like records) as encoded (`plain`), with every string holding `<`, `>` or `&` ' +
      'written as one CDATA section, unescaped, as npm `xmlrpc` servers write them (`cdata`), and with a comment before every `<member>` (`comments`). ' +
      '`@svclib/xmlrpc`\'s `decodeMethodResponse` against the saxes floor (saxes with empty `opentag`, `closetag`, `text` and `cdata` handlers) on the same text, ' +
      'each measurement in a fresh `--expose-gc` process (`src/codec/markup.ts`, driven by `src/markup-decode.ts`), ' +
      'our decoder and the floor alternated, the fastest of the rounds kept; CPU time. Ratio = floor CPU ms ÷ our CPU ms (1.00× = as fast as the floor).',
    '',
    '| document | input | MB | svclib MB/s (CPU) | saxes floor MB/s (CPU) | svclib ÷ floor |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.document} | ${row.input === 'chunks' ? 'bytes, 64 KiB chunks' : 'string'} | ${formatNumber(row.mb, 2)} | ` +
        `${formatNumber(row.mb / (row.svclibCpuMs / 1000), 1)} | ${formatNumber(row.mb / (row.floorCpuMs / 1000), 1)} | **${formatRatio(row.ratio)}** |`,
    ),
    '',
    `Target: ≥ ${formatRatio(MARKUP_RATIO_TARGET)} for the \`cdata\` and \`comments\` documents, on both inputs (the summary shows the lower of the two).`,
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
/** Pages of 100 records in a paging run of `items`. */
function pageCount(items: number): number {
  return Math.ceil(items / 100);
}

/** Speed-up of scenario 2b (sequential ÷ concurrent time), or `undefined` when the run had no 2b. */
function ceilingSpeedup(results: BenchResults): number | undefined {
  const ceiling = results.pagingCeiling;
  return ceiling === undefined ? undefined : median(ceiling.sequentialMs) / median(ceiling.concurrentMs);
}

function ceilingSummary(results: BenchResults): string[] {
  const speedup = ceilingSpeedup(results);
  if (results.pagingCeiling === undefined || speedup === undefined) return [];
  const c = results.pagingCeiling;
  return [
    `| 2b | the same against pre-encoded pages (the client's ceiling): sequential ÷ \`concurrency: ${String(c.concurrency)}\` time | ${formatRatio(speedup)} (${n0(median(c.sequentialMs))} ms vs ${n0(median(c.concurrentMs))} ms) | ≥ ${formatRatio(PAGING_CEILING_TARGET)} | ${verdict(speedup >= PAGING_CEILING_TARGET && c.problems.length === 0)} |`,
  ];
}

function ceilingSection(results: BenchResults): string[] {
  const c = results.pagingCeiling;
  const speedup = ceilingSpeedup(results);
  if (c === undefined || speedup === undefined) return [];
  const pages = pageCount(c.items);
  const perPage = (ms: readonly number[]): string => formatNumber(median(ms) / pages, 2);
  const latencyFloor = (1 + Math.ceil((pages - 1) / c.concurrency)) * results.paging.latencyMs;
  const cpuFloor = median(c.clientCpuMs.concurrent);
  return [
    `### 2b. The client's ceiling: the same paging against pre-encoded pages — ${verdict(speedup >= PAGING_CEILING_TARGET && c.problems.length === 0)}`,
    '',
    'The server (`src/page-server.ts`, own process) asked the fake server once at start for every page as the client asks for it (with and without gzip) and ' +
      `now only writes those bytes, after the same ${String(results.paging.latencyMs)} ms. So the run measures the client; the server's CPU per page is what writing bytes costs.`,
    '',
    '| mode | median ms | items/s | client CPU ms per page | server CPU ms per page | runs (ms) |',
    '|---|---:|---:|---:|---:|---|',
    `| sequential | ${n0(median(c.sequentialMs))} | ${n0((c.items * 1000) / median(c.sequentialMs))} | ${perPage(c.clientCpuMs.sequential)} | ${perPage(c.serverCpuMs.sequential)} | ${c.sequentialMs.map(n0).join(', ')} |`,
    `| \`concurrency: ${String(c.concurrency)}\` | ${n0(median(c.concurrentMs))} | ${n0((c.items * 1000) / median(c.concurrentMs))} | ${perPage(c.clientCpuMs.concurrent)} | ${perPage(c.serverCpuMs.concurrent)} | ${c.concurrentMs.map(n0).join(', ')} |`,
    `| for information: \`compress: false\` | ${n0(median(c.concurrentUncompressedMs))} | ${n0((c.items * 1000) / median(c.concurrentUncompressedMs))} | ${perPage(c.clientCpuMs.concurrentUncompressed)} | ${perPage(c.serverCpuMs.concurrentUncompressed)} | ${c.concurrentUncompressedMs.map(n0).join(', ')} |`,
    '',
    `Speed-up: **${formatRatio(speedup)}** (target ≥ ${formatRatio(PAGING_CEILING_TARGET)}; ids ${c.problems.length === 0 ? 'identical in every run' : `FAIL — ${c.problems.join('; ')}`}). ` +
      `Bounds: the latency allows ${formatRatio((pages * results.paging.latencyMs) / latencyFloor)} (${n0(latencyFloor)} ms at best); the client's own CPU, ${n0(cpuFloor)} ms per concurrent run on one thread, ` +
      `allows at most ${formatRatio(median(c.sequentialMs) / Math.max(cpuFloor, latencyFloor))} — on a machine whose cores are shared (see the load average), the client thread also waits for a core, so the wall time sits above both.`,
    '',
  ];
}

export function renderReport(results: BenchResults, inputs: ReportInputs = {}): string {
  const env = results.environment;
  const v = verdicts(results);
  const svclibSequential = subject(results.sequential, 'svclib');
  const xmlrpcSequential = subject(results.sequential, XMLRPC_NAME);
  const floorSequential = subject(results.sequential, FLOOR_NAME);
  const svclibConcurrent = subject(results.concurrent, 'svclib');
  const xmlrpcConcurrent = subject(results.concurrent, XMLRPC_NAME);
  const floorConcurrent = subject(results.concurrent, FLOOR_NAME);
  const callsOf = (entry: SubjectResult | undefined): string => n0(entry?.medianCallsPerSecond ?? 0);
  const pages = pageCount(results.paging.items);
  const latencyFloor = (1 + Math.ceil((pages - 1) / results.paging.concurrency)) * results.paging.latencyMs;
  const out: string[] = [];
  out.push(
    '# svclib end-to-end benchmark report',
    '',
    `Generated by \`pnpm bench\` (\`tooling/bench/src/run.ts\`) on ${env.startedAt}${env.commit === undefined ? '' : ` at commit ${env.commit}`}; the run took ${n0(env.durationSeconds)} s.`,
    `Node ${env.node} · ${env.platform} · ${String(env.cpus.count)} cores (${env.cpus.model}) · @svclib/core ${env.coreVersion}.`,
    `Load average at the start ${env.loadAverage.start.map((value) => formatNumber(value, 2)).join(' / ')}, at the end ${env.loadAverage.end.map((value) => formatNumber(value, 2)).join(' / ')} ` +
      '(1 / 5 / 15 min). The machine is shared: absolute figures move with its load; ratios are measured in the same run, ' +
      'with the order of the clients alternated between rounds, and each figure is a median over rounds.',
    '',
    '## Summary',
    '',
    '| # | figure | measured | target | verdict |',
    '|---|---|---|---|---|',
    `| 1a | svclib ÷ npm xmlrpc calls/s, 1 caller, small masked \`Account.getObject\` | ${formatRatio(v.sequentialRatio)} (${callsOf(svclibSequential)} vs ${callsOf(xmlrpcSequential)} calls/s) | ≥ ${formatRatio(SEQUENTIAL_RATIO_TARGET)} | ${verdict(v.pass.sequential)} |`,
    `| 1a | svclib ÷ bare \`node:http\` floor calls/s, 1 caller | ${formatRatio(v.sequentialFloorRatio)} (floor ${callsOf(floorSequential)} calls/s) | ≈ ${formatRatio(FLOOR_RATIO_EXPECTED)} (for information) | info |`,
    `| 1b | svclib ÷ npm xmlrpc calls/s, ${String(results.concurrent.options.callers)} concurrent callers | ${formatRatio(v.concurrentRatio)} (${callsOf(svclibConcurrent)} vs ${callsOf(xmlrpcConcurrent)} calls/s) | ≥ ${formatRatio(CONCURRENT_RATIO_TARGET)} | ${verdict(v.pass.concurrent)} |`,
    `| 1b | svclib ÷ bare \`node:http\` floor calls/s, ${String(results.concurrent.options.callers)} callers | ${formatRatio(v.concurrentFloorRatio)} (floor ${callsOf(floorConcurrent)} calls/s) | ≈ ${formatRatio(FLOOR_RATIO_EXPECTED)} (for information) | info |`,
    `| 2 | \`iterCall\` over ${n0(results.paging.items)} items, ${String(results.paging.latencyMs)} ms per page: sequential ÷ \`concurrency: ${String(results.paging.concurrency)}\` time | ${formatRatio(v.pagingSpeedup)} (${n0(median(results.paging.sequentialMs))} ms vs ${n0(median(results.paging.concurrentMs))} ms) | ≥ ${formatRatio(PAGING_SPEEDUP_TARGET)} | ${verdict(v.pass.paging)} |`,
    `| 2 | same items in the same order (ids compared) | ${v.pass.order ? `identical in all ${String(results.paging.sequentialMs.length + results.paging.concurrentMs.length + 1)} compared runs` : `FAIL: ${results.paging.problems.join('; ')}`} | identical | ${v.pass.order ? 'PASS' : '**FAIL**'} |`,
    ...ceilingSummary(results),
    `| 3 | peak RSS growth of \`iterCall\`, ${n0(results.rss.smallItems)} vs ${n0(results.rss.largeItems)} items | ${formatMiB(v.rssGrowth.small)} vs ${formatMiB(v.rssGrowth.large)} | must not grow with the item count (large ≤ small + ${formatMiB(RSS_SLACK_BYTES)}) | ${verdict(v.pass.rss)} |`,
  );
  if (v.markup !== undefined) {
    out.push(
      `| 5 | decode ÷ saxes floor, CDATA sections (lower of bytes and string input) | ${formatRatio(v.markup.cdata)} | ≥ ${formatRatio(MARKUP_RATIO_TARGET)} | ${verdict(v.markup.cdata >= MARKUP_RATIO_TARGET)} |`,
      `| 5 | decode ÷ saxes floor, comments (lower of bytes and string input) | ${formatRatio(v.markup.comments)} | ≥ ${formatRatio(MARKUP_RATIO_TARGET)} | ${verdict(v.markup.comments >= MARKUP_RATIO_TARGET)} |`,
    );
  }
  if (inputs.codecResults !== undefined) out.push(...codecSummary(inputs.codecResults));
  if (results.sameResultProblem !== undefined) out.push('', `**FAIL**: the clients decoded different results: ${results.sameResultProblem}`);
  out.push(
    '',
    '## 1. End-to-end calls against the fake server',
    '',
    '`@svclib/testing`\'s `startFakeServer()` runs in its own Node process on 127.0.0.1, shared by every client; ' +
      `the clients run in the bench process. Each client makes issue 14's small call: \`Account.getObject\` with \`mask: '${CALL_MASK}'\`, ` +
      `i.e. the header struct \`{ Vendor_ObjectMask: { mask: 'mask[${CALL_MASK}]' }, authenticate: { username, apiKey } }\` as svclib puts it on the wire ` +
      '(a 610-byte request; the answer is a 2-member struct, well under 1 KB); a check at the start confirms that all the decoding clients decode the same value ' +
      'and that the floor gets HTTP 200. npm xmlrpc is `xmlrpc.createClient({ host, port, path: ' +
      "'/xmlrpc/v3.1/Vendor_Account', agent })` with `methodCall('getObject', [{ headers }])` on an explicit `new http.Agent({ keepAlive: true })`. " +
      'The **bare floor** is `node:http` on its own keep-alive agent posting that same methodCall, encoded once up front, and reading each ' +
      'response to its end without looking at it (no encode, no decode: the floor of any Node client here). ' +
      `Each client is warmed up for ${n0(results.sequential.options.warmupMs)} ms, then measured for ${n0(results.sequential.options.durationMs)} ms ` +
      `in each of ${String(results.sequential.options.rounds)} rounds; the order of the clients is reversed every other round. ` +
      'CPU per call is `process.cpuUsage()` of the bench process (client) and of the server process over the same window, divided by the calls.',
    '',
    '- **svclib** is `new Client({ username, apiKey, endpointUrl })` with default options: it asks for a gzip response ' +
      '(`compress: true`) — npm xmlrpc asks for none. The fake server, as real servers do, sends a body under 2 KiB ' +
      '(`MIN_COMPRESSED_BYTES`) uncompressed, so this small answer comes back plain either way. ' +
      '**svclib (compress: false)** sends `accept-encoding: identity`, as the floor does; svclib sends its own `user-agent` and `accept`.',
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
  out.push(...callReading(results.sequential, results.concurrent), '');
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
    `Fake server CPU per 100-record page (\`getVirtualGuests\`, default mask): **${formatNumber(median(results.paging.serverCpuMs.sequential) / pages, 2)} ms** ` +
      `(median server CPU of a sequential run ÷ ${String(pages)} pages; gzip included).`,
    '',
    ...ceilingSection(results),
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
    'The client side of 1a (sequential masked `Account.getObject`, default options) and of 2 (`iterCall`, `concurrency: 8`) each run ' +
      'in a child process under `node --cpu-prof --cpu-prof-interval=250` (`src/profile-target.ts`) against the same server ' +
      'process as their scenario; samples from start-up and warm-up are left out. `npx tsx src/profile-top.ts <file> 15` prints ' +
      'the same tables for any `.cpuprofile`.',
    '',
  );
  if (inputs.baseline !== undefined) {
    out.push(
      '### Before and after',
      '',
      beforeAfter(inputs.baseline, results),
      '',
      profiles(inputs.baseline, `Before (${runName(inputs.baseline)})`),
      '',
      profiles(results, 'After'),
      '',
    );
  } else {
    out.push(profiles(results, 'Before'), '');
  }
  out.push(...markupSection(results.markup, v), '');
  if (inputs.findings !== undefined) out.push(inputs.findings.trim().replace(/^(#+) /gm, '$1# '), '');
  if (inputs.rateLimit !== undefined) out.push(inputs.rateLimit.trim(), '');
  if (inputs.transports !== undefined) out.push(inputs.transports.trim(), '');
  if (inputs.senders !== undefined) out.push(inputs.senders.trim(), '');
  if (inputs.modelTypes !== undefined) out.push(inputs.modelTypes.trim(), '');
  if (inputs.maskTypes !== undefined) out.push(inputs.maskTypes.trim(), '');
  out.push('## Codec (CODEC.md, the codec suite)', '');
  if (inputs.codecResults === undefined) {
    out.push('Not present: `CODEC.md` was not found (`src/codec/run.ts` writes it; it runs first in `pnpm bench`).', '');
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
