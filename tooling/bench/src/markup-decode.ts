/**
 * The decoder on documents with CDATA sections and comments (issue 14), against the saxes floor on
 * the same bytes. Drives the child mode of the codec suite's `codec/markup.ts`
 * (`markup.ts <document> <svclib|saxes> <chunks|string>`, one fresh `--expose-gc` process per
 * measurement, CPU time), alternating our decoder and the floor for `rounds` rounds and keeping
 * the fastest of each, as that script's own table does.
 *
 * @module
 */
import { fileURLToPath } from 'node:url';
import { runNodeJson } from './node-process.js';

/** The documents: `list-1000` as encoded, with CDATA sections (as npm `xmlrpc` servers write strings), with comments. */
export const MARKUP_DOCUMENTS = ['plain', 'cdata', 'comments'] as const;
/** How the document is handed to the decoder. */
export const MARKUP_INPUTS = ['chunks', 'string'] as const;

/** What one child measured: document size and CPU/wall time of one decode. */
interface ChildTiming {
  readonly mb: number;
  readonly cpuMs: number;
  readonly wallMs: number;
}

/** One document and input: our decoder and the floor, best of the rounds. */
export interface MarkupRow {
  /** Which document. */
  readonly document: (typeof MARKUP_DOCUMENTS)[number];
  /** Bytes in 64 KiB chunks, or one string. */
  readonly input: (typeof MARKUP_INPUTS)[number];
  /** Document size, MB (10^6 bytes). */
  readonly mb: number;
  /** Our decoder: CPU ms per decode (fastest round). */
  readonly svclibCpuMs: number;
  /** The saxes floor: CPU ms per decode (fastest round). */
  readonly floorCpuMs: number;
  /** floor ÷ ours on CPU time: the share of the floor's speed we reach. */
  readonly ratio: number;
}

const MARKUP_SCRIPT = fileURLToPath(new URL('codec/markup.ts', import.meta.url));

/** Runs every document × input, `rounds` alternating rounds each. */
export async function runMarkupScenario(rounds: number, log: (line: string) => void): Promise<MarkupRow[]> {
  const rows: MarkupRow[] = [];
  const measure = (document: string, subject: string, input: string): Promise<ChildTiming> =>
    runNodeJson<ChildTiming>(MARKUP_SCRIPT, [document, subject, input], { nodeFlags: ['--expose-gc'] });
  for (const document of MARKUP_DOCUMENTS) {
    for (const input of MARKUP_INPUTS) {
      let ours: ChildTiming | undefined;
      let floor: ChildTiming | undefined;
      for (let round = 0; round < rounds; round++) {
        const a = await measure(document, 'svclib', input);
        const b = await measure(document, 'saxes', input);
        if (ours === undefined || a.cpuMs < ours.cpuMs) ours = a;
        if (floor === undefined || b.cpuMs < floor.cpuMs) floor = b;
      }
      if (ours === undefined || floor === undefined) continue;
      const row = { document, input, mb: ours.mb, svclibCpuMs: ours.cpuMs, floorCpuMs: floor.cpuMs, ratio: floor.cpuMs / ours.cpuMs };
      log(`  ${document}, ${input}: ${row.ratio.toFixed(2)}× the saxes floor`);
      rows.push(row);
    }
  }
  return rows;
}
