/**
 * Turns measurements into markdown: the throughput table, the ratios with PASS/MISS against the
 * targets of issue 2, and the memory table. The same text is printed and written to tooling/bench/CODEC.md (REPORT.md embeds it).
 */
import type { Direction, Failure, Measurement } from './case.js';
import { SVCLIB } from './cases-svclib.js';
import { WORKLOAD_NAMES, type WorkloadName } from './data.js';
import type { MemoryResult } from './protocol.js';

/** Targets from issue 2. */
export const TARGETS = {
  /** Our decode MB/s ÷ saxes (empty handlers) MB/s, same bytes. */
  decodeVsSaxes: 0.77,
  /** Our encode MB/s (XML) ÷ JSON.stringify MB/s (JSON). */
  encodeVsJson: 1.0,
  /** Peak RSS growth while stream-decoding the 20,000-record document ÷ its size. */
  peakRssVsDocument: 2.5,
  /** Retained heap after our decode ÷ retained heap after JSON.parse of the same data. */
  retainedVsJson: 2.0,
} as const;

/** Workloads on which targets are judged (the 1 KB struct is per-call overhead, shown for information). */
const JUDGED: readonly WorkloadName[] = ['list-1000', 'list-20000'];

/** Everything a report is built from. */
export interface RunResults {
  readonly date: string;
  readonly node: string;
  readonly machine: string;
  readonly loadAverage: string;
  readonly durationSeconds: number;
  readonly measurements: readonly Measurement[];
  readonly failures: readonly Failure[];
  readonly memory: readonly MemoryResult[];
  readonly memoryFailures: readonly string[];
}

interface Selector {
  readonly subject: string;
  readonly direction: Direction;
  readonly input: string;
}

const SEL = {
  oursChunks: { subject: SVCLIB, direction: 'decode', input: 'bytes, 64 KiB chunks (async iterable)' },
  oursString: { subject: SVCLIB, direction: 'decode', input: 'string' },
  oursEncode: { subject: SVCLIB, direction: 'encode', input: 'value → string' },
  saxesChunks: { subject: 'saxes empty handlers', direction: 'decode', input: 'bytes, 64 KiB chunks (TextDecoder)' },
  saxesString: { subject: 'saxes empty handlers', direction: 'decode', input: 'string' },
  bareChunks: { subject: 'saxes no handlers', direction: 'decode', input: 'bytes, 64 KiB chunks (TextDecoder)' },
  bareString: { subject: 'saxes no handlers', direction: 'decode', input: 'string' },
  jsonNative: { subject: 'JSON.stringify', direction: 'encode', input: 'JSON-native value (dates as ISO strings)' },
  jsonDates: { subject: 'JSON.stringify', direction: 'encode', input: 'same value (Date objects → toJSON)' },
  xmlrpcDecode: { subject: 'xmlrpc', direction: 'decode', input: 'bytes, 64 KiB chunks (Readable)' },
  xmlrpcEncode: { subject: 'xmlrpc', direction: 'encode', input: 'value → string' },
  foxDecode: { subject: '@foxglove/xmlrpc', direction: 'decode', input: 'string (as its client: res.text())' },
  foxEncode: { subject: '@foxglove/xmlrpc', direction: 'encode', input: 'value → string' },
} as const satisfies Record<string, Selector>;

/** Subject names carry a version (`xmlrpc 1.3.2`, `saxes 6.0.0 empty handlers`); match without it. */
function subjectMatches(actual: string, wanted: string): boolean {
  if (actual === wanted) return true;
  const [name = '', ...rest] = wanted.split(' ');
  const actualParts = actual.split(' ');
  return actualParts[0] === name && actualParts.slice(2).join(' ') === rest.join(' ');
}

function find(results: RunResults, selector: Selector, workload: WorkloadName): Measurement | undefined {
  return results.measurements.find(
    (m) =>
      m.workload === workload &&
      m.direction === selector.direction &&
      m.input === selector.input &&
      subjectMatches(m.subject, selector.subject),
  );
}

function mb(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} KB`;
}

function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

function msText(ms: number): string {
  return ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3);
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

function throughputTable(results: RunResults, direction: Direction): string {
  const rows: string[][] = [];
  for (const workload of WORKLOAD_NAMES) {
    const measured = results.measurements.filter((m) => m.workload === workload && m.direction === direction);
    measured.sort((a, b) => b.mbPerCpuSecond - a.mbPerCpuSecond);
    for (const m of measured) {
      const t = m.timing;
      rows.push([
        workload,
        m.subject === SVCLIB ? `**${m.subject}**` : m.subject,
        m.input,
        mb(m.bytes),
        `**${fixed(m.mbPerCpuSecond, 1)}**`,
        fixed(m.mbPerSecond, 1),
        msText(t.medianCpuMs),
        msText(t.medianMs),
        `${t.samples}×${t.opsPerSample}`,
      ]);
    }
  }
  return table(
    [
      'workload',
      'subject',
      'input',
      direction === 'decode' ? 'input size' : 'output size',
      'MB/s (CPU)',
      'MB/s (wall)',
      'median CPU ms',
      'median wall ms',
      'samples×ops',
    ],
    rows,
  );
}

/** A ratio row: `numerator` MB/s ÷ `denominator` MB/s per workload (or time ratio when `byTime`). */
interface RatioSpec {
  readonly label: string;
  readonly numerator: Selector;
  readonly denominator: Selector;
  /** Compare times (denominator ms ÷ numerator ms: "× faster") instead of MB/s. */
  readonly byTime?: boolean;
  /** Minimum ratio; omitted for information-only rows. */
  readonly target?: number;
}

/** Verdict of one target. */
export interface Verdict {
  readonly label: string;
  readonly target: string;
  readonly pass: boolean | undefined;
}

/** Which clock a ratio is computed on. */
type Clock = 'cpu' | 'wall';

function ratio(results: RunResults, spec: RatioSpec, workload: WorkloadName, clock: Clock): number {
  const num = find(results, spec.numerator, workload);
  const den = find(results, spec.denominator, workload);
  if (num === undefined || den === undefined) return Number.NaN;
  if (spec.byTime === true) {
    return clock === 'cpu'
      ? den.timing.medianCpuMs / num.timing.medianCpuMs
      : den.timing.medianMs / num.timing.medianMs;
  }
  return clock === 'cpu' ? num.mbPerCpuSecond / den.mbPerCpuSecond : num.mbPerSecond / den.mbPerSecond;
}

const RATIOS: readonly RatioSpec[] = [
  { label: 'decode ÷ saxes floor (bytes, 64 KiB chunks)', numerator: SEL.oursChunks, denominator: SEL.saxesChunks, target: TARGETS.decodeVsSaxes },
  { label: 'decode ÷ saxes floor (string)', numerator: SEL.oursString, denominator: SEL.saxesString, target: TARGETS.decodeVsSaxes },
  { label: 'decode ÷ saxes, no handlers (bytes)', numerator: SEL.oursChunks, denominator: SEL.bareChunks },
  { label: 'decode ÷ saxes, no handlers (string)', numerator: SEL.oursString, denominator: SEL.bareString },
  { label: 'encode ÷ JSON.stringify (JSON-native value)', numerator: SEL.oursEncode, denominator: SEL.jsonNative, target: TARGETS.encodeVsJson },
  { label: 'encode ÷ JSON.stringify (same value, Dates)', numerator: SEL.oursEncode, denominator: SEL.jsonDates },
  { label: 'decode × faster than npm xmlrpc (bytes stream)', numerator: SEL.oursChunks, denominator: SEL.xmlrpcDecode, byTime: true },
  { label: 'decode × faster than @foxglove/xmlrpc (string)', numerator: SEL.oursString, denominator: SEL.foxDecode, byTime: true },
  { label: 'encode × faster than npm xmlrpc', numerator: SEL.oursEncode, denominator: SEL.xmlrpcEncode, byTime: true },
  { label: 'encode × faster than @foxglove/xmlrpc', numerator: SEL.oursEncode, denominator: SEL.foxEncode, byTime: true },
];

function passText(pass: boolean | undefined): string {
  return pass === undefined ? 'n/a' : pass ? 'PASS' : '**MISS**';
}

function ratioSection(results: RunResults, verdicts: Verdict[]): string {
  const rows = RATIOS.map((spec) => {
    const values = WORKLOAD_NAMES.map((workload) => {
      const suffix = spec.byTime === true ? '×' : '';
      const cpu = ratio(results, spec, workload, 'cpu');
      const wall = ratio(results, spec, workload, 'wall');
      const digits = spec.byTime === true ? 1 : 2;
      return `**${fixed(cpu, digits)}${suffix}** (${fixed(wall, digits)}${suffix})`;
    });
    let verdict = '';
    if (spec.target !== undefined) {
      const judged = JUDGED.map((workload) => ratio(results, spec, workload, 'cpu'));
      const pass = judged.some((value) => Number.isNaN(value))
        ? undefined
        : judged.every((value) => value >= (spec.target as number));
      verdicts.push({ label: spec.label, target: `≥ ${spec.target}`, pass });
      verdict = passText(pass);
    }
    return [
      spec.label,
      ...values,
      spec.target === undefined ? 'info' : `≥ ${spec.target}`,
      verdict,
    ];
  });
  return table(['ratio', ...WORKLOAD_NAMES, 'target', 'verdict (lists)'], rows);
}

function memorySection(results: RunResults, verdicts: Verdict[]): string {
  const byName = new Map(results.memory.map((m) => [m.name, m]));
  const peak = byName.get('svclib-stream-peak');
  const ours = byName.get('svclib-retained');
  const json = byName.get('json-retained');
  const rows: string[][] = [];
  if (peak?.peakRssGrowthBytes !== undefined) {
    const factor = peak.peakRssGrowthBytes / peak.documentBytes;
    const pass = factor <= TARGETS.peakRssVsDocument;
    verdicts.push({ label: 'peak RSS growth, streaming decode', target: `≤ ${TARGETS.peakRssVsDocument}× document`, pass });
    rows.push([
      `peak RSS growth, ${SVCLIB} decoding the ${mb(peak.documentBytes)} document as 64 KiB chunks (${peak.rssSamples ?? 0} samples)`,
      mb(peak.peakRssGrowthBytes),
      `${fixed(factor, 2)}× document`,
      `≤ ${TARGETS.peakRssVsDocument}×`,
      passText(pass),
    ]);
  }
  if (ours?.retainedHeapBytes !== undefined) {
    rows.push([
      `retained heap after ${SVCLIB} decode (input dropped, GC)`,
      mb(ours.retainedHeapBytes),
      `${fixed(ours.retainedHeapBytes / ours.documentBytes, 2)}× XML`,
      'info',
      '',
    ]);
  }
  if (json?.retainedHeapBytes !== undefined) {
    rows.push([
      `retained heap after JSON.parse of the same data (${mb(json.documentBytes)} JSON; text dropped, GC)`,
      mb(json.retainedHeapBytes),
      `${fixed(json.retainedHeapBytes / json.documentBytes, 2)}× JSON`,
      'info',
      '',
    ]);
  }
  if (ours?.retainedHeapBytes !== undefined && json?.retainedHeapBytes !== undefined) {
    const factor = ours.retainedHeapBytes / json.retainedHeapBytes;
    const pass = factor <= TARGETS.retainedVsJson;
    verdicts.push({ label: 'retained heap vs JSON.parse', target: `≤ ${TARGETS.retainedVsJson}×`, pass });
    rows.push(['retained heap: ours ÷ JSON.parse', '', `${fixed(factor, 2)}×`, `≤ ${TARGETS.retainedVsJson}×`, passText(pass)]);
  }
  for (const failure of results.memoryFailures) rows.push([`FAILED: ${failure}`, '', '', '', '']);
  return table(['measure', 'value', 'relative', 'target', 'verdict'], rows);
}

/**
 * Renders the whole report as markdown.
 *
 * @example
 * const markdown = renderReport(results);
 */
export function renderReport(results: RunResults): string {
  const verdicts: Verdict[] = [];
  const ratios = ratioSection(results, verdicts);
  const memory = memorySection(results, verdicts);
  const failures =
    results.failures.length === 0
      ? ''
      : `\n### Failed cases\n\n${results.failures.map((f) => `- ${f.subject} ${f.direction} (${f.input}) on ${f.workload}: ${f.error}`).join('\n')}\n`;
  return `# @svclib/xmlrpc benchmark results

Generated by \`pnpm bench\` (tooling/bench src/codec/run.ts) on ${results.date}.
Node ${results.node} · ${results.machine} · load average at start ${results.loadAverage} · run took ${results.durationSeconds.toFixed(0)} s.
MB = 10^6 bytes. Decode MB/s count bytes of XML input (JSON input for JSON.parse); encode MB/s count
bytes of each encoder's own output. Each group of cases runs in its own fresh Node process; each
figure is the median of up to 5 timed samples after a warm-up (see src/codec/README.md). Every figure is
given per second of process CPU time (user + system; time spent waiting for a core on a busy machine
does not count) and per second of wall-clock time. Ratios show CPU first, wall-clock in
parentheses; verdicts use CPU time.

## Summary

${table(['target', 'threshold', 'verdict'], verdicts.map((v) => [v.label, v.target, passText(v.pass)]))}

Targets are judged on the two list workloads; the 1 KB struct is shown for information (per-call
overhead dominates there).

## Ratios

${ratios}

## Decode throughput

${throughputTable(results, 'decode')}

## Encode throughput

${throughputTable(results, 'encode')}

## Memory (list-20000, each in a fresh process with --expose-gc)

${memory}
${failures}`;
}
