/**
 * Child process run under `node --cpu-prof`: the client side of one scenario, for profiling.
 * `profile-target.ts <calls|paging> <url> <warmupMs> <durationMs>` — `calls`: sequential small
 * masked `Account.getObject` calls with svclib's `Client` (scenario 1a); `paging`: `iterCall` over the
 * virtual guests with `concurrency: 8` (scenario 2), repeated. Prints one JSON
 * {@link ProfileTargetResult} line.
 *
 * @module
 */
import { benchClient, PAGING_OPTIONS } from './paging.js';
import { CALL_MASK } from './names.js';

/** What the profiled child reports. */
export interface ProfileTargetResult {
  /** Calls (mode `calls`) or items (mode `paging`) completed after the warm-up. */
  readonly operations: number;
  /** Time measured after the warm-up, in ms. */
  readonly elapsedMs: number;
  /** `performance.now()` when the warm-up ended: profile samples before it are start-up and warm-up. */
  readonly warmupEndMs: number;
}

const [mode, url, warmupText, durationText] = process.argv.slice(2);
if ((mode !== 'calls' && mode !== 'paging') || url === undefined) {
  process.stderr.write('usage: profile-target.ts <calls|paging> <url> <warmupMs> <durationMs>\n');
  process.exit(2);
}
const client = benchClient(url);

/** One unit of work; resolves the operations it completed. */
async function once(): Promise<number> {
  if (mode === 'calls') {
    await client.call('Account', 'getObject', { mask: CALL_MASK });
    return 1;
  }
  let items = 0;
  for await (const guest of client.iterCall('Account', 'getVirtualGuests', { ...PAGING_OPTIONS, concurrency: 8 })) {
    if (guest !== undefined) items++;
  }
  return items;
}

const warmupEnd = performance.now() + Number(warmupText ?? 1000);
while (performance.now() < warmupEnd) await once();
const start = performance.now();
const deadline = start + Number(durationText ?? 5000);
let operations = 0;
while (performance.now() < deadline) operations += await once();
const result: ProfileTargetResult = { operations, elapsedMs: performance.now() - start, warmupEndMs: start };
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
