/**
 * The bulk-job scenario of SPEC §9: 2,000 calls through 32 concurrent callers against a fake server
 * (in its own process) that refuses more than 50 calls a second per user — once with the client's
 * `rateLimit` and `retry` on (target: no failed call, throughput ≥ 90% of the allowed rate), once
 * without them (the number of refusals, for contrast). Writes `RATE-LIMIT.md`, which `REPORT.md`
 * embeds as a section. `BENCH_QUICK=1` makes 200 calls.
 *
 * @module
 */
import { writeFile } from 'node:fs/promises';
import process from 'node:process';
import { Client, isRateLimitExceeded, type ClientOptions } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { startServerProcess } from './server-process.js';
import { PACKAGE_URL } from './write-report.js';

const quick = process.env.BENCH_QUICK === '1';
const CALLS = quick ? 200 : 2000;
const CALLERS = 32;
const PER_SECOND = 50;
/** Throughput target: this share of the allowed rate. */
const TARGET_SHARE = 0.9;

interface RunResult {
  readonly ok: number;
  readonly failed: number;
  readonly refused: number;
  readonly otherErrors: number;
  readonly seconds: number;
  readonly callsPerSecond: number;
}

async function run(label: string, options: ClientOptions): Promise<RunResult> {
  const server = await startServerProcess({ rateLimit: { perSecond: PER_SECOND } });
  try {
    const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url, ...options });
    let next = 0;
    let ok = 0;
    let refused = 0;
    let otherErrors = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (next < CALLS) {
          next += 1;
          try {
            await client.call('Account', 'getObject', { mask: 'id' });
            ok += 1;
          } catch (error) {
            if (isRateLimitExceeded(error)) refused += 1;
            else otherErrors += 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const result = { ok, failed: refused + otherErrors, refused, otherErrors, seconds, callsPerSecond: ok / seconds };
    console.log(`${label}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.close();
  }
}

const startedAt = new Date();
console.log(`rate-limit bench — ${String(CALLS)} calls, ${String(CALLERS)} callers, server limit ${String(PER_SECOND)}/s per user${quick ? ' (BENCH_QUICK)' : ''}`);
const limited = await run('with rateLimit + retry', {
  rateLimit: { perSecond: PER_SECOND },
  retry: { retries: 5, minDelayMs: 50, maxDelayMs: 2000 },
});
const unlimited = await run('without', {});

const pass = limited.failed === 0 && limited.callsPerSecond >= TARGET_SHARE * PER_SECOND;
const row = (name: string, r: RunResult): string =>
  `| ${name} | ${String(r.ok)} | ${String(r.failed)} | ${String(r.refused)} | ${r.seconds.toFixed(1)} | ${r.callsPerSecond.toFixed(1)} (${((100 * r.callsPerSecond) / PER_SECOND).toFixed(0)}% of the limit) |`;
const section = [
  '## Bulk jobs under the API rate limit (SPEC §9)',
  '',
  `${String(CALLS)} calls of \`Account.getObject\` through ${String(CALLERS)} concurrent callers against a fake server (own process) ` +
    `started with \`rateLimit: { perSecond: ${String(PER_SECOND)} }\` (the real service's limit; refusals are the real fault with HTTP 500). ` +
    `Run on ${startedAt.toISOString()}, Node ${process.version}${quick ? ' (BENCH_QUICK: figures meaningless)' : ''}. ` +
    'Produced by `src/rate-limit.ts` (part of `pnpm bench`).',
  '',
  '| client | succeeded | failed | of which refused (RateLimitExceeded) | seconds | successful calls/s |',
  '|---|---|---|---|---|---|',
  row(`\`rateLimit: { perSecond: ${String(PER_SECOND)} }\`, \`retry: { retries: 5 }\``, limited),
  row('neither (default client)', unlimited),
  '',
  `Target with \`rateLimit\` and \`retry\`: 0 failed calls and ≥ ${String(TARGET_SHARE * 100)}% of the allowed rate ` +
    `(≥ ${String(TARGET_SHARE * PER_SECOND)} calls/s): **${pass ? 'PASS' : 'MISS'}**.`,
  '',
].join('\n');
await writeFile(new URL('RATE-LIMIT.md', PACKAGE_URL), section);
console.log(section);
