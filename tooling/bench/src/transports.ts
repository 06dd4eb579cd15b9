/**
 * REST vs XML-RPC (SPEC §12, issue 23) in the same run, against the same fake server process (it
 * answers both at `/xmlrpc/v3.1` and `/rest/v3.1` from the same data): a list of about 10 MB (the
 * XML-RPC body's size), a small masked call, and `iterCall` over 10,000 items at concurrency 8.
 * Client CPU per operation (`process.cpuUsage()` of this process) and server CPU per operation (the
 * server process's), medians over rounds that alternate which transport goes first, and the
 * same-run ratios REST ÷ XML-RPC; then the REST JSON reader against `JSON.parse` on a 1 MB answer
 * (`json-reader.ts`). Writes `TRANSPORTS.md`, which `REPORT.md` embeds as a section.
 * `BENCH_QUICK=1` makes a short smoke run.
 *
 * @module
 */
import { writeFile } from 'node:fs/promises';
import process from 'node:process';
import { Client } from '@svclib/core';
import { type TransportName } from '@svclib/core/wire';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { jsonReaderSection, measureJsonReader } from './json-reader.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { PACKAGE_URL } from './write-report.js';
import { median } from './stats.js';
import { cpuClock } from './timing.js';

const quick = process.env.BENCH_QUICK === '1';
const ROUNDS = quick ? 2 : 5;
const WIRES: readonly TransportName[] = ['xmlrpc', 'rest'];
/** Guests of the big list: about 10 MB of XML-RPC without a mask. */
const BIG_LIST_GUESTS = 7_000;
const SMALL_CALL_MS = quick ? 300 : 1_500;
const PAGING_ITEMS = 10_000;

/** One measured run: wall time, client and server CPU, operations done. */
interface Sample {
  readonly wallMs: number;
  readonly clientCpuUs: number;
  readonly serverCpuUs: number;
  readonly ops: number;
}

interface ScenarioResult {
  readonly name: string;
  readonly unit: string;
  readonly samples: Record<TransportName, Sample[]>;
  readonly note: string;
}


function endpointOf(server: ServerProcess, wire: TransportName): string {
  return wire === 'rest' ? server.url.replace(/\/xmlrpc\/v3\.1$/, '/rest/v3.1') : server.url;
}

function clientOf(server: ServerProcess, wire: TransportName): Client {
  return new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: endpointOf(server, wire), transport: wire });
}

/** Runs `work` (which reports how many operations it did) and measures it. */
async function measure(server: ServerProcess, work: () => Promise<number>): Promise<Sample> {
  const serverBefore = (await server.usage()).cpuMicros;
  const cpu = cpuClock();
  const started = performance.now();
  const ops = await work();
  const wallMs = performance.now() - started;
  const clientCpuUs = cpu() * 1000;
  const serverAfter = (await server.usage()).cpuMicros;
  return { wallMs, clientCpuUs, serverCpuUs: serverAfter - serverBefore, ops };
}

/** `ROUNDS` rounds of `run(wire)` for both transports, the first one alternating, after a warm-up of each. */
async function rounds(server: ServerProcess, run: (wire: TransportName) => Promise<number>): Promise<Record<TransportName, Sample[]>> {
  const samples: Record<TransportName, Sample[]> = { xmlrpc: [], rest: [] };
  for (const wire of WIRES) await run(wire);
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? WIRES : [...WIRES].reverse();
    for (const wire of order) samples[wire].push(await measure(server, () => run(wire)));
  }
  return samples;
}

/** The raw body size of one answer over each wire (bytes on the wire, uncompressed). */
async function bodyBytes(server: ServerProcess, wire: TransportName, method: string): Promise<number> {
  const auth = `Basic ${Buffer.from(`${FAKE_USERNAME}:${FAKE_API_KEY}`).toString('base64')}`;
  if (wire === 'rest') {
    const response = await fetch(`${endpointOf(server, 'rest')}/Vendor_Account/${method}.json`, { headers: { authorization: auth, 'accept-encoding': 'identity' } });
    return (await response.arrayBuffer()).byteLength;
  }
  const body = `<?xml version="1.0"?><methodCall><methodName>${method}</methodName><params><param><value><struct><member><name>headers</name><value><struct><member><name>authenticate</name><value><struct><member><name>username</name><value><string>${FAKE_USERNAME}</string></value></member><member><name>apiKey</name><value><string>${FAKE_API_KEY}</string></value></member></struct></value></member></struct></value></member></struct></value></param></params></methodCall>`;
  const response = await fetch(`${server.url}/Vendor_Account`, { method: 'POST', body, headers: { 'content-type': 'text/xml', 'accept-encoding': 'identity' } });
  return (await response.arrayBuffer()).byteLength;
}

async function bigList(): Promise<ScenarioResult> {
  const server = await startServerProcess({ counts: { virtualGuests: BIG_LIST_GUESTS } });
  try {
    const sizes = { xmlrpc: await bodyBytes(server, 'xmlrpc', 'getVirtualGuests'), rest: await bodyBytes(server, 'rest', 'getVirtualGuests') };
    const clients = { xmlrpc: clientOf(server, 'xmlrpc'), rest: clientOf(server, 'rest') };
    const calls = quick ? 1 : 3;
    const samples = await rounds(server, async (wire) => {
      for (let i = 0; i < calls; i += 1) {
        const guests = await clients[wire].call('Account', 'getVirtualGuests');
        if (guests.length !== BIG_LIST_GUESTS) throw new Error(`expected ${String(BIG_LIST_GUESTS)} guests over ${wire}, got ${String(guests.length)}`);
      }
      return calls;
    });
    return {
      name: `A list of ${BIG_LIST_GUESTS.toLocaleString('en')} virtual guests (\`Account.getVirtualGuests\`, no mask, one call)`,
      unit: 'call',
      samples,
      note: `Body on the wire (uncompressed): XML-RPC ${(sizes.xmlrpc / 1e6).toFixed(1)} MB, REST ${(sizes.rest / 1e6).toFixed(1)} MB.`,
    };
  } finally {
    await server.close();
  }
}

async function smallCall(): Promise<ScenarioResult> {
  const server = await startServerProcess();
  try {
    const clients = { xmlrpc: clientOf(server, 'xmlrpc'), rest: clientOf(server, 'rest') };
    const samples = await rounds(server, async (wire) => {
      let calls = 0;
      const until = performance.now() + SMALL_CALL_MS;
      while (performance.now() < until) {
        await clients[wire].call('Account', 'getObject', { mask: 'id, companyName' });
        calls += 1;
      }
      return calls;
    });
    return {
      name: "A small call (`Account.getObject` with `mask: 'id, companyName'`), one caller, calls one after another",
      unit: 'call',
      samples,
      note: `Each round calls for ${String(SMALL_CALL_MS)} ms per transport. XML-RPC: POST with the header struct; REST: GET …/Vendor_Account/getObject.json?objectMask=mask[id, companyName] with HTTP Basic.`,
    };
  } finally {
    await server.close();
  }
}

async function paging(): Promise<ScenarioResult> {
  const server = await startServerProcess({ counts: { virtualGuests: PAGING_ITEMS }, latencyMs: 20 });
  try {
    const clients = { xmlrpc: clientOf(server, 'xmlrpc'), rest: clientOf(server, 'rest') };
    let reference: string | undefined;
    const samples = await rounds(server, async (wire) => {
      const ids: (number | undefined)[] = [];
      for await (const guest of clients[wire].iterCall('Account', 'getVirtualGuests', { chunk: 100, concurrency: 8 })) ids.push(guest.id);
      const joined = ids.join();
      reference ??= joined;
      if (joined !== reference || ids.length !== PAGING_ITEMS) throw new Error(`paging over ${wire} gave other items`);
      return 1;
    });
    return {
      name: `\`iterCall\` over ${PAGING_ITEMS.toLocaleString('en')} guests, \`chunk: 100\`, \`concurrency: 8\`, 20 ms server latency per page`,
      unit: 'run of 100 pages',
      samples,
      note: 'Both transports got the same items in the same order in every run. Concurrent paging needs the total from `Vendor-Total-Items` on the first page, on both wires.',
    };
  } finally {
    await server.close();
  }
}

function fmt(value: number, digits = 0): string {
  return value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function section(results: readonly ScenarioResult[], startedAt: Date, seconds: number): string {
  const out = [
    '## REST vs XML-RPC (SPEC §12)',
    '',
    `The same client (\`new Client({ transport })\`, default options) over each wire, against one fake server process that answers both ` +
      `(\`/xmlrpc/v3.1\` and \`/rest/v3.1\`, same data). ${String(ROUNDS)} rounds after a warm-up of each, the first transport alternating; ` +
      'each figure is the median over rounds. Client CPU is `process.cpuUsage()` of the bench process, server CPU the server process\'s, ' +
      'both per operation. ' +
      `Run on ${startedAt.toISOString()} (${fmt(seconds)} s), Node ${process.version}${quick ? ' (BENCH_QUICK: figures meaningless)' : ''}. ` +
      'Produced by `src/transports.ts` (part of `pnpm bench`).',
    '',
  ];
  for (const result of results) {
    const per = (sample: Sample, field: 'clientCpuUs' | 'serverCpuUs' | 'wallMs'): number =>
      field === 'wallMs' ? sample.wallMs / sample.ops : sample[field] / sample.ops;
    const row = (wire: TransportName): { wall: number; client: number; server: number } => ({
      wall: median(result.samples[wire].map((sample) => per(sample, 'wallMs'))),
      client: median(result.samples[wire].map((sample) => per(sample, 'clientCpuUs'))),
      server: median(result.samples[wire].map((sample) => per(sample, 'serverCpuUs'))),
    });
    const xml = row('xmlrpc');
    const rest = row('rest');
    // Same-round ratios of client CPU per operation.
    const sameRound = result.samples.rest.map((sample, index) => {
      const other = result.samples.xmlrpc[index] as Sample;
      return per(sample, 'clientCpuUs') / per(other, 'clientCpuUs');
    });
    const big = xml.wall >= 100;
    const wallText = (ms: number): string => (big ? `${fmt(ms)} ms` : `${fmt(ms * 1000)} µs`);
    const cpuText = (us: number): string => (xml.client >= 10_000 ? `${fmt(us / 1000, 1)} ms` : `${fmt(us)} µs`);
    out.push(
      `### ${result.name}`,
      '',
      `| transport | wall time per ${result.unit} | client CPU per ${result.unit} | server CPU per ${result.unit} |`,
      '|---|---:|---:|---:|',
      `| XML-RPC | ${wallText(xml.wall)} | ${cpuText(xml.client)} | ${cpuText(xml.server)} |`,
      `| REST | ${wallText(rest.wall)} | ${cpuText(rest.client)} | ${cpuText(rest.server)} |`,
      `| **REST ÷ XML-RPC** | **${fmt(rest.wall / xml.wall, 2)}×** | **${fmt(rest.client / xml.client, 2)}×** | **${fmt(rest.server / xml.server, 2)}×** |`,
      '',
      `Same-round ratios of client CPU per ${result.unit} (REST ÷ XML-RPC): ${sameRound.map((ratio) => fmt(ratio, 2)).join(', ')}. ${result.note}`,
      '',
    );
  }
  return out.join('\n');
}

const startedAt = new Date();
console.log(`transports bench — REST vs XML-RPC${quick ? ' (BENCH_QUICK)' : ''}`);
const results: ScenarioResult[] = [];
for (const scenario of [bigList, smallCall, paging]) {
  const result = await scenario();
  console.log(`${result.name}: ${JSON.stringify(result.samples)}`);
  results.push(result);
}
console.log('JSON reader vs JSON.parse (1 MB answer)');
const reader = jsonReaderSection(await measureJsonReader(console.log));
const text = `${section(results, startedAt, (Date.now() - startedAt.getTime()) / 1000)}\n${reader}`;
await writeFile(new URL('TRANSPORTS.md', PACKAGE_URL), text);
console.log(text);
