/**
 * Section 5: paging every virtual server with `iterCall`, sequentially and four pages at a time,
 * timed with `TimedClient`.
 *
 * @module
 */

import { TimedClient, totalItems } from '@svclib/core';

import { idAnswer, isRecord } from '../answers.js';
import type { SampleContext, Section } from '../context.js';
import { formatMs } from '../format.js';
import { startProgress } from '../progress.js';

/**
 * The concurrency levels compared.
 *
 * @example
 * ```ts
 * for (const concurrency of CONCURRENCY_LEVELS) timed.iterCall('Account', 'getVirtualGuests', { concurrency });
 * ```
 */
export const CONCURRENCY_LEVELS = [1, 4] as const;

interface Run {
  concurrency: number;
  calls: number;
  items: number;
  wallMs: number;
  callMs: number;
  ids: string;
}

/**
 * Section 5: a probe call reads the total (`totalItems` of a one-item page), then
 * `timed.iterCall('Account', 'getVirtualGuests', { chunk, concurrency })` runs once per level in
 * {@link CONCURRENCY_LEVELS}; `timed.getLastCalls()` gives the number of calls and their summed
 * time, and both runs must see the same servers in the same order.
 *
 * @example
 * ```ts
 * await pagingSection.run(context);
 * ```
 */
export const pagingSection: Section = {
  title: 'Paging — iterCall, sequential vs concurrency: 4, timed with TimedClient',
  async run({ client, printer, username, apiKey, endpointUrl, timeout, options, signal }: SampleContext): Promise<void> {
    const probe = await client.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1, signal });
    const total = totalItems(probe);
    const { chunk } = options;
    printer.line(`servers reported by the API: ${total ?? 'unknown'} (header Vendor-Total-Items), page size ${chunk}`);
    const timed = new TimedClient({ username, apiKey, endpointUrl, timeout });
    const runs: Run[] = [];
    for (const concurrency of CONCURRENCY_LEVELS) {
      timed.getLastCalls();
      const progress = startProgress(printer, `  concurrency ${concurrency}`, total);
      const ids: number[] = [];
      const started = performance.now();
      try {
        for await (const guest of timed.iterCall('Account', 'getVirtualGuests', {
          mask: 'id',
          chunk,
          concurrency,
          signal,
        })) {
          ids.push(idAnswer(isRecord(guest) ? guest.id : guest, 'Account.getVirtualGuests (paged)'));
          progress.update(ids.length);
        }
      } finally {
        progress.finish();
      }
      const wallMs = performance.now() - started;
      const calls = timed.getLastCalls();
      runs.push({
        concurrency,
        calls: calls.length,
        items: ids.length,
        wallMs,
        callMs: calls.reduce((sum, [, , duration]) => sum + duration, 0),
        ids: ids.join(','),
      });
    }
    printer.line();
    printer.table(
      [
        { header: 'concurrency', align: 'right' },
        { header: 'calls', align: 'right' },
        { header: 'servers', align: 'right' },
        { header: 'total time', align: 'right' },
        { header: 'sum of call times', align: 'right' },
      ],
      runs.map((run) => [run.concurrency, run.calls, run.items, formatMs(run.wallMs), formatMs(run.callMs)]),
    );
    const [sequential, parallel] = runs;
    if (sequential === undefined || parallel === undefined) return;
    const speedUp = parallel.wallMs > 0 ? sequential.wallMs / parallel.wallMs : 1;
    printer.line(
      `timings: sequential ${sequential.calls} calls in ${formatMs(sequential.wallMs)}; ` +
        `concurrency ${parallel.concurrency}: ${parallel.calls} calls in ${formatMs(parallel.wallMs)} ` +
        `(${speedUp.toFixed(1)}x as fast)`,
    );
    printer.line(
      sequential.ids === parallel.ids
        ? 'both runs returned the same servers in the same order'
        : 'WARNING: the two runs returned different servers or a different order',
    );
  },
};
