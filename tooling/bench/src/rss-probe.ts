/**
 * Child process for scenario 3: consumes `count` items of `iterCall` over the account's virtual
 * guests (each item dropped at once) and samples the process RSS throughout.
 * `rss-probe.ts <url> <count> <concurrency>`; prints one JSON {@link RssProbeResult} line.
 * Run with `--expose-gc` so the baseline is taken after a full collection.
 *
 * @module
 */
import { benchClient, PAGING_OPTIONS } from './paging.js';

/** What the probe reports. */
export interface RssProbeResult {
  /** Items consumed. */
  readonly items: number;
  /** RSS after start-up, one warm-up page and a full GC, before paging, in bytes. */
  readonly baselineRss: number;
  /** Highest RSS seen while paging, in bytes. */
  readonly peakRss: number;
  /** Highest `heapUsed` seen while paging, in bytes. */
  readonly peakHeapUsed: number;
  /** `heapUsed` at the baseline, in bytes. */
  readonly baselineHeapUsed: number;
  /** RSS samples taken. */
  readonly samples: number;
  /** Wall-clock time of the paging loop, in ms. */
  readonly elapsedMs: number;
  /** Sum of the item ids (a cheap check that every item was read). */
  readonly idSum: number;
  /** Highest RSS within each successive block of {@link SEGMENT_ITEMS} items, in bytes: flat when memory does not grow with the count. */
  readonly segmentPeakRss: readonly number[];
}

/** Items per block of {@link RssProbeResult.segmentPeakRss}. */
export const SEGMENT_ITEMS = 10_000;

const [url, countText, concurrencyText] = process.argv.slice(2);
if (url === undefined || countText === undefined) {
  process.stderr.write('usage: rss-probe.ts <url> <count> [concurrency=1]\n');
  process.exit(2);
}
const count = Number(countText);
const concurrency = Number(concurrencyText ?? 1);
const client = benchClient(url);

// Warm-up: one page, so modules, JIT and the connection exist before the baseline.
for await (const guest of client.iterCall('Account', 'getVirtualGuests', { ...PAGING_OPTIONS, limit: PAGING_OPTIONS.chunk })) {
  void guest;
}
const collect = (globalThis as { gc?: () => void }).gc;
collect?.();
const baseline = process.memoryUsage();

let peakRss = baseline.rss;
let peakHeapUsed = baseline.heapUsed;
let samples = 0;
const segmentPeakRss: number[] = [];
let items = 0;
const sample = (): void => {
  const usage = process.memoryUsage();
  samples++;
  const segment = Math.min(Math.floor(items / SEGMENT_ITEMS), Math.max(Math.ceil(count / SEGMENT_ITEMS) - 1, 0));
  segmentPeakRss[segment] = Math.max(segmentPeakRss[segment] ?? 0, usage.rss);
  if (usage.rss > peakRss) peakRss = usage.rss;
  if (usage.heapUsed > peakHeapUsed) peakHeapUsed = usage.heapUsed;
};
const timer = setInterval(sample, 5);

let idSum = 0;
const start = performance.now();
for await (const guest of client.iterCall('Account', 'getVirtualGuests', {
  ...PAGING_OPTIONS,
  limit: count,
  concurrency,
})) {
  items++;
  idSum += guest.id ?? 0;
  if (items % PAGING_OPTIONS.chunk === 0) sample();
}
const elapsedMs = performance.now() - start;
clearInterval(timer);
sample();

const result: RssProbeResult = {
  items,
  baselineRss: baseline.rss,
  peakRss,
  peakHeapUsed,
  baselineHeapUsed: baseline.heapUsed,
  samples,
  elapsedMs,
  idSum,
  segmentPeakRss,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
