/**
 * The Node.js HTTP senders behind the one `HttpSender` seam (issue 22, "two HTTP paths"), in the
 * same run against one fake server process: the same client and call (`Account.getObject` with
 * `mask: 'id, companyName'`, `compress: false` so no subject decompresses), only the sender differs.
 *
 * - **svclib fast path** — `pooledSender()`: the default transport's sender on Node.js, undici's
 *   `dispatch()` with svclib's own response handler (`core/src/node/`).
 * - **undici `request()`** — the same `HttpSender` written over undici's own `request()` on an
 *   `Agent` of the same size: the candidate that would replace the hand-written plumbing.
 * - **fast path + hooks** — `wrapSender(pooledSender(), hooks)`: what a client with `hooks` sends
 *   through now (two no-op hooks).
 * - **ky over undici `fetch`** — ky over undici's `fetch` on an `Agent`: the shape of the old path
 *   of a client with hooks (ky over a `fetch` on the pool), kept as a named competitor.
 * - **ky over the global `fetch`** — `fetchSender()`: the browser, Deno and Bun path.
 *
 * Each round times every subject for a while, one caller and then 16 concurrent callers, the order
 * reversed every other round; medians of client CPU per call (`process.cpuUsage()` of this process)
 * and calls/s, and the ratios to the fast path. Writes `SENDERS.md`, which `REPORT.md` embeds as a
 * section. `BENCH_QUICK=1` makes a short smoke run.
 *
 * @module
 */
import { STATUS_CODES } from 'node:http';
import { writeFile } from 'node:fs/promises';
import process from 'node:process';
import { Readable } from 'node:stream';
import { Client } from '@svclib/core';
import { createXmlRpcTransport, fetchSender, wrapSender, type HttpResponse, type HttpSender } from '@svclib/core/wire';
import { pooledSender } from '@svclib/core/node';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { Agent, fetch as undiciFetch, type Dispatcher } from 'undici';
import { CALL_MASK } from './names.js';
import { startServerProcess } from './server-process.js';
import { median } from './stats.js';
import { measureThroughput, type ThroughputSample } from './throughput.js';
import { PACKAGE_URL } from './write-report.js';

const quick = process.env.BENCH_QUICK === '1';
const ROUNDS = quick ? 2 : 5;
const DURATION_MS = quick ? 300 : 1_500;
const WARMUP_MS = quick ? 200 : 700;
const CALLERS: readonly number[] = [1, 16];
/** Connections per origin of the agents made here: as the default pool (`MAX_CONNECTIONS_PER_ORIGIN`). */
const CONNECTIONS = 50;
const WHOLE_BODY_BYTES = 64 * 1024;

/** A header value as one string, or `null`. */
function joined(value: string | string[] | undefined): string | null {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(', ') : null;
}

/**
 * An `HttpSender` over undici's `request()`: what the fast path would be without the hand-written
 * dispatch handler. It offers `wholeBody()` for a small uncompressed body of known length (as the
 * fast path does) and answers the body as a web stream otherwise; the status text is Node's
 * standard one (`request()` gives none). No decompression (the bench asks for none).
 */
function requestSender(dispatcher: Dispatcher): HttpSender {
  const targets = new Map<string, { origin: string; path: string }>();
  return {
    async send(request) {
      let target = targets.get(request.url);
      if (target === undefined) {
        const parsed = new URL(request.url);
        target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
        targets.set(request.url, target);
      }
      const data = await dispatcher.request({
        origin: target.origin,
        path: target.path,
        method: request.method,
        headers: request.headers.accept === undefined ? { ...request.headers, accept: '*/*' } : request.headers,
        body: request.body ?? null,
        signal: request.signal,
      });
      const { headers } = data;
      const length = Number(headers['content-length'] ?? Number.NaN);
      const whole = headers['content-encoding'] === undefined && length <= WHOLE_BODY_BYTES;
      let stream: ReadableStream<Uint8Array> | undefined;
      const response: HttpResponse = {
        status: data.statusCode,
        statusText: STATUS_CODES[data.statusCode] ?? '',
        headers: { get: (name) => joined(headers[name.toLowerCase()]) },
        get body() {
          stream ??= Readable.toWeb(data.body) as ReadableStream<Uint8Array>;
          return stream;
        },
        wholeBody: whole ? async () => new Uint8Array(await data.body.arrayBuffer()) : undefined,
      };
      return response;
    },
  };
}

/**
 * ky's `Request` sent with undici's `fetch` on `agent` (undici's `Request` class is not the
 * global one, so the request is read as the old pooled `fetch` read it: URL, method, headers, body).
 */
async function fetchOnAgent(request: Request, agent: Dispatcher): Promise<Response> {
  const body = request.body === null ? null : await request.arrayBuffer();
  const response = await undiciFetch(request.url, { method: request.method, headers: [...request.headers], body, signal: request.signal, redirect: 'manual', dispatcher: agent });
  return response as unknown as Response;
}

interface SenderSubject {
  readonly name: string;
  readonly sender: HttpSender;
}

function subjects(): SenderSubject[] {
  const requestAgent = new Agent({ connections: CONNECTIONS });
  const fetchAgent = new Agent({ connections: CONNECTIONS });
  const noOp = { beforeRequest: [() => undefined], afterResponse: [() => undefined] };
  return [
    { name: 'svclib fast path (`pooledSender`, undici `dispatch()`)', sender: pooledSender() },
    { name: 'undici `request()` sender', sender: requestSender(requestAgent) },
    { name: 'fast path + hooks (`wrapSender`)', sender: wrapSender(pooledSender(), noOp) },
    {
      name: 'ky over undici `fetch` (the old hooks path)',
      sender: fetchSender({ fetch: (input) => fetchOnAgent(input as Request, fetchAgent) }),
    },
    { name: 'ky over the global `fetch` (`fetchSender`)', sender: fetchSender() },
  ];
}

interface Row {
  readonly name: string;
  readonly callers: number;
  readonly samples: ThroughputSample[];
}

function fmt(value: number, digits = 0): string {
  return value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const startedAt = new Date();
console.log(`senders bench — the Node.js senders behind HttpSender${quick ? ' (BENCH_QUICK)' : ''}`);
const server = await startServerProcess();
const rows: Row[] = [];
try {
  const made = subjects();
  const calls = made.map(({ sender }) => {
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, transport: createXmlRpcTransport({ sender }) });
    return () => client.call('Account', 'getObject', { mask: CALL_MASK, compress: false });
  });
  // Same answer from every subject first.
  const answers = await Promise.all(calls.map((call) => call()));
  const expected = JSON.stringify(answers[0]);
  answers.forEach((answer, index) => {
    if (JSON.stringify(answer) !== expected) throw new Error(`${made[index]?.name ?? '?'} decoded another value`);
  });
  for (const callers of CALLERS) {
    const samples = made.map(() => [] as ThroughputSample[]);
    for (const call of calls) await measureThroughput(call, callers, WARMUP_MS);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = made.map((_subject, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) samples[index]?.push(await measureThroughput(calls[index] as () => Promise<unknown>, callers, DURATION_MS));
    }
    made.forEach((subject, index) => rows.push({ name: subject.name, callers, samples: samples[index] ?? [] }));
  }
} finally {
  await server.close();
}

const seconds = (Date.now() - startedAt.getTime()) / 1000;
const out = [
  '## The Node.js senders behind `HttpSender` (issue 22)',
  '',
  "The same client and call (`Account.getObject`, `mask: 'id, companyName'`, `compress: false`) against one fake server process; only the " +
    `\`HttpSender\` of \`createXmlRpcTransport({ sender })\` differs. ${String(ROUNDS)} rounds of ${String(DURATION_MS)} ms per subject after a warm-up, ` +
    'the order reversed every other round; medians. Client CPU is `process.cpuUsage()` of the bench process per call. ' +
    `Run on ${startedAt.toISOString()} (${fmt(seconds)} s), Node ${process.version}${quick ? ' (BENCH_QUICK: figures meaningless)' : ''}. ` +
    'Produced by `src/senders.ts` (part of `pnpm bench`).',
  '',
];
for (const callers of CALLERS) {
  const group = rows.filter((row) => row.callers === callers);
  const cpu = (row: Row): number => median(row.samples.map((sample) => sample.clientCpuMicrosPerCall));
  const rate = (row: Row): number => median(row.samples.map((sample) => sample.callsPerSecond));
  const base = group[0] as Row;
  out.push(
    `### ${callers === 1 ? 'One caller, calls one after another' : `${String(callers)} concurrent callers`}`,
    '',
    '| sender | client CPU per call | ÷ fast path | calls/s | ÷ fast path | same-round CPU ratios |',
    '|---|---:|---:|---:|---:|---|',
  );
  for (const row of group) {
    const sameRound = row.samples.map((sample, index) => sample.clientCpuMicrosPerCall / (base.samples[index]?.clientCpuMicrosPerCall ?? Number.NaN));
    out.push(
      `| ${row.name} | ${fmt(cpu(row))} µs | ${fmt(cpu(row) / cpu(base), 2)}× | ${fmt(rate(row))} | ${fmt(rate(row) / rate(base), 2)}× | ${sameRound.map((ratio) => fmt(ratio, 2)).join(', ')} |`,
    );
  }
  out.push('');
}
const text = out.join('\n');
await writeFile(new URL('SENDERS.md', PACKAGE_URL), text);
console.log(text);
process.exit(0);
