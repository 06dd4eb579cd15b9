/**
 * The REST transport's JSON reader (issue 27 item 8: integers beyond 2^53 exact, at most 256 levels
 * deep) against `JSON.parse` on the same 1 MB answer, in the same run: CPU per parse, median of the
 * samples of {@link time}, rounds alternating which goes first, the fastest round of each kept. Two
 * answers: a list of guest-like records as the API sends them (no integer beyond 2^53: the reader's
 * pre-scan, then `JSON.parse`), and the same list with a 64-bit id in every record (the pre-scan,
 * then the exact parser). `transports.ts` puts its section into `TRANSPORTS.md`; run alone, it
 * prints the section.
 *
 * Usage (in tooling/bench): npx tsx --conditions=@svclib/source src/json-reader.ts
 *
 * @module
 */
import process from 'node:process';
import { fileURLToPath } from 'node:url';
// The reader is internal to core (the transport uses it); the bench reaches it by path.
import { parseJson } from '../../../packages/core/src/transports/rest/json-parse.js';
import { time } from './timing.js';

const quick = process.env.BENCH_QUICK === '1';
const TARGET_BYTES = 1_000_000;

/** A guest-like record as the API answers `getVirtualGuests` with a mask, `big` adding a 64-bit id. */
function record(index: number, big: boolean): string {
  const id = 40_000_000 + index;
  const bigField = big ? `"globalId":${(9007199254740993n + BigInt(index)).toString()},` : '';
  return (
    `{"id":${String(id)},${bigField}"hostname":"web-${String(index).padStart(6, '0')}","domain":"example.com",` +
    `"fullyQualifiedDomainName":"web-${String(index).padStart(6, '0')}.example.com","maxMemory":2048,"startCpus":2,` +
    `"datacenter":{"id":1441195,"name":"dal10","longName":"Dallas 10"},"primaryIpAddress":"10.${String(index % 250)}.0.1",` +
    `"createDate":"2024-03-01T10:00:00-06:00","tagReferences":[{"tag":{"name":"prod"}},{"tag":{"name":"web"}}],` +
    `"billingItem":{"recurringFee":"0.123","hourlyRecurringFee":0.05},"notes":null,"status":{"keyName":"ACTIVE","name":"Active"}}`
  );
}

/** A list of records of about 1 MB. */
function answer(big: boolean): string {
  const parts: string[] = [];
  let size = 2;
  for (let index = 0; size < TARGET_BYTES; index++) {
    const text = record(index, big);
    parts.push(text);
    size += text.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/** One answer's figures: CPU ms per parse of each reader, and their ratio. */
export interface JsonReaderRow {
  readonly name: string;
  readonly bytes: number;
  readonly records: number;
  readonly jsonParseCpuMs: number;
  readonly readerCpuMs: number;
  /** reader ÷ JSON.parse. */
  readonly ratio: number;
}

/** Times both readers on both answers. */
export async function measureJsonReader(log: (line: string) => void = () => undefined): Promise<JsonReaderRow[]> {
  const rounds = quick ? 1 : 3;
  const options = { warmupMs: quick ? 100 : 300, budgetMs: quick ? 500 : 2000, maxSamples: quick ? 3 : 7, minSampleMs: 50 };
  const rows: JsonReaderRow[] = [];
  for (const big of [false, true]) {
    const text = answer(big);
    const records = (JSON.parse(text) as unknown[]).length;
    // The reader must read what JSON.parse reads (exactly, where JSON.parse rounds).
    const read = parseJson(text) as { globalId?: unknown }[];
    if (read.length !== records || (big && typeof read[0]?.globalId !== 'bigint')) throw new Error('the reader read another value');
    let jsonParse = Infinity;
    let reader = Infinity;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['json', 'reader'] as const) : (['reader', 'json'] as const);
      for (const which of order) {
        const timing = await time(which === 'json' ? () => JSON.parse(text) as unknown : () => parseJson(text), options);
        if (which === 'json') jsonParse = Math.min(jsonParse, timing.medianCpuMs);
        else reader = Math.min(reader, timing.medianCpuMs);
      }
    }
    const row: JsonReaderRow = {
      name: big ? 'the same with a 64-bit `globalId` in every record (exact parser)' : 'guest-like records, no integer beyond 2^53 (pre-scan, then `JSON.parse`)',
      bytes: text.length,
      records,
      jsonParseCpuMs: jsonParse,
      readerCpuMs: reader,
      ratio: reader / jsonParse,
    };
    log(`  ${row.name}: JSON.parse ${jsonParse.toFixed(2)} ms, reader ${reader.toFixed(2)} ms (${row.ratio.toFixed(2)}×)`);
    rows.push(row);
  }
  return rows;
}

/** The markdown section of the rows. */
export function jsonReaderSection(rows: readonly JsonReaderRow[]): string {
  const lines = [
    '### The REST JSON reader vs `JSON.parse` (1 MB answer)',
    '',
    "The REST transport reads answers with `parseJson` (core's `rest/json-parse.ts`): integers beyond 2^53 come back exact as " +
      '`bigint` (XML-RPC decodes an `i8` so) and nesting is bounded at 256 levels (XML-RPC\'s `maxDepth`). One linear pre-scan ' +
      'finds both; an answer without such an integer then goes to `JSON.parse` as it is, one with them to the exact parser. ' +
      `CPU per parse, in this process, median of up to 7 samples, fastest of ${quick ? '1 round' : '3 rounds'} alternating which goes first. ` +
      `Node ${process.version}${quick ? ' (BENCH_QUICK: figures meaningless)' : ''}. Produced by \`src/json-reader.ts\`.`,
    '',
    '| answer | size | JSON.parse CPU | reader CPU | **reader ÷ JSON.parse** |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${(row.bytes / 1e6).toFixed(2)} MB, ${row.records.toLocaleString('en')} records | ${row.jsonParseCpuMs.toFixed(2)} ms | ${row.readerCpuMs.toFixed(2)} ms | **${row.ratio.toFixed(2)}×** |`,
    ),
    '',
    '(`JSON.parse` on the second answer rounds every `globalId`; it is the floor, not an alternative.)',
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const rows = await measureJsonReader((line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`${jsonReaderSection(rows)}\n`);
}
