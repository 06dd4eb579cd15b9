/**
 * A paged listing written row by row as its pages arrive (`--format jsonl` and `csv`): the first
 * line before the second page is in, and memory bounded however many rows there are.
 *
 * @module
 */

import { eachWithProgress, writeBounded } from '../context.js';
import type { TextOutput } from '../context.js';
import { streamLines } from './render.js';
import type { StreamResult, View } from './result.js';

/**
 * Writes a streamed list in `jsonl` or `csv`, each row as it arrives (waiting for a full pipe to
 * drain). The CSV header comes with the first row (or alone, for no rows). The progress line is
 * drawn only when stdout is not the terminal too, where the rows themselves show the progress.
 *
 * @param total - The total the service reported for the listing, when it did.
 * @example
 * ```ts
 * await writeStream(result, { format: 'csv' }, io, () => session.reportedTotal());
 * ```
 */
export async function writeStream(result: StreamResult, view: View & { format: 'jsonl' | 'csv' }, io: { stdout: TextOutput; stderr: TextOutput },
  total: () => number | undefined): Promise<void> {
  const { header, line } = streamLines(result.columns, view);
  const progress = io.stdout.isTTY === true ? { write: (text: string) => io.stderr.write(text), isTTY: false } : io.stderr;
  let started = false;
  await eachWithProgress(progress, total, result.rows, result.what, async (row) => {
    await writeBounded(io.stdout, started ? line(row) : header + line(row));
    started = true;
  });
  if (!started && header !== '') await writeBounded(io.stdout, header);
}
