/**
 * The fake server's own CPU time per 100-record page (issue 22: the paging benchmark should measure
 * the client, not the fake server). A fake server with 10,000 virtual guests runs in its own
 * process; this process posts every page of `Account.getVirtualGuests` as svclib's client asks for
 * it (`resultLimit { limit: 100, offset }`, no mask, the request encoded once up front) over one
 * keep-alive connection, reads each response to its end, and reads the server's CPU time (user +
 * system) before and after each sweep. Reported: the server's median CPU time per page, gzip (what
 * the client asks for by default) and identity.
 *
 * With `BEFORE=<commit>` it runs the fake server of that commit too (`packages/testing/src`
 * extracted with `git archive` into `node_modules/.cache/fake-server-cpu/`), alternating rounds with this tree's, checks that
 * both answer every page with the same decompressed bytes, and prints the ratio before ÷ now in
 * the same run. With `PROFILE=1` the first subject's server writes a `.cpuprofile` there too
 * (read it with `src/profile-top.ts`). It writes `FAKE-SERVER.md`.
 *
 * ```sh
 * BEFORE=b00d0fa npx tsx --conditions=@svclib/source src/fake-server-cpu.ts
 * ```
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pageCall } from './page-server.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { median } from './stats.js';

const QUICK = process.env.BENCH_QUICK === '1';
const ITEMS = 10_000;
const CHUNK = 100;
const ROUNDS = QUICK ? 2 : 7;
const BENCH_DIR = join(import.meta.dirname, '..');
const REPO = join(BENCH_DIR, '..', '..');
// Under node_modules: ignored by git and eslint, and a copied tree there still resolves the workspace's packages.
const CACHE = join(BENCH_DIR, 'node_modules', '.cache', 'fake-server-cpu');

/** One fake server under test. */
interface Subject {
  readonly name: string;
  /** Another tree's `src/index.ts`, or undefined for this workspace's. */
  readonly module: string | undefined;
}

/** One sweep's outcome: the server's CPU time and a digest of every page's decompressed body. */
interface Sweep {
  readonly serverCpuMs: number;
  readonly digest: string;
  readonly pages: number;
}

/** Extracts `packages/testing/src` of `commit` into the cache and resolves its `index.ts`. */
function extractTree(commit: string): string {
  const sha = execFileSync('git', ['rev-parse', '--short=12', commit], { cwd: REPO, encoding: 'utf8' }).trim();
  const dir = join(CACHE, `testing-${sha}`);
  const index = join(dir, 'packages', 'testing', 'src', 'index.ts');
  if (!existsSync(index)) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', sha, 'packages/testing/src'], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  return index;
}

/** Posts `body` and resolves the raw response body and its content encoding. */
function post(agent: Agent, url: string, body: string, gzip: boolean): Promise<{ status: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'text/xml', 'accept-encoding': gzip ? 'gzip' : 'identity' };
    const req = httpRequest(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? '') }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

const BODIES = Array.from({ length: ITEMS / CHUNK + 1 }, (_, page) => pageCall(page * CHUNK, CHUNK));

/** Every page once, in order (the last one past the end, as a sequential client reads it). */
async function sweep(server: ServerProcess, agent: Agent, gzip: boolean): Promise<Sweep> {
  const url = `${server.url}/Vendor_Account`;
  const hash = createHash('sha256');
  const before = (await server.usage()).cpuMicros;
  for (const body of BODIES) {
    const answer = await post(agent, url, body, gzip);
    if (answer.status !== 200) throw new Error(`HTTP ${String(answer.status)}: ${answer.body.toString('utf8').slice(0, 200)}`);
    hash.update(answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body);
  }
  const after = (await server.usage()).cpuMicros;
  return { serverCpuMs: (after - before) / 1000, digest: hash.digest('hex'), pages: BODIES.length };
}

const subjects: Subject[] = [{ name: 'this tree', module: undefined }];
const beforeCommit = process.env.BEFORE;
if (beforeCommit !== undefined && beforeCommit !== '') subjects.push({ name: `before (${beforeCommit})`, module: extractTree(beforeCommit) });

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const servers: ServerProcess[] = [];
for (const [index, subject] of subjects.entries()) {
  const profile = process.env.PROFILE === '1' && index === 0;
  if (profile) mkdirSync(CACHE, { recursive: true });
  const nodeFlags = profile ? ['--cpu-prof', `--cpu-prof-dir=${CACHE}`] : [];
  servers.push(
    await startServerProcess({ counts: { virtualGuests: ITEMS } }, { nodeFlags, ...(subject.module === undefined ? {} : { fakeServerModule: subject.module }) }),
  );
}

const perPage = subjects.map(() => ({ gzip: [] as number[], identity: [] as number[] }));
const digests = subjects.map(() => new Set<string>());
try {
  // Warm-up: one sweep of each kind per server (JIT, the lazily built guests and caches).
  for (const [index, server] of servers.entries()) {
    for (const gzip of [true, false]) digests[index]!.add((await sweep(server, agent, gzip)).digest);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, server] of servers.entries()) {
      for (const gzip of [true, false]) {
        const result = await sweep(server, agent, gzip);
        digests[index]!.add(result.digest);
        perPage[index]![gzip ? 'gzip' : 'identity'].push(result.serverCpuMs / result.pages);
      }
    }
    process.stderr.write(`round ${String(round + 1)}/${String(ROUNDS)}\n`);
  }
} finally {
  agent.destroy();
  for (const server of servers) await server.close();
}

const problems: string[] = [];
for (const [index, set] of digests.entries()) {
  if (set.size !== 1) problems.push(`${subjects[index]!.name} answered the same pages with different bytes across sweeps`);
}
if (subjects.length > 1 && [...digests[0]!][0] !== [...digests[1]!][0]) problems.push('the two trees answered the pages with different bytes');

const ms = (value: number): string => value.toFixed(3);
const lines = [
  '# The fake server\'s CPU time per page',
  '',
  `Server CPU time (user + system, own process) per 100-record page of \`Account.getVirtualGuests\`, ${String(ITEMS)} virtual guests, ` +
    `${String(BODIES.length)} pages per sweep over one keep-alive connection, no mask (as svclib's \`iterCall\` asks), ` +
    `median of ${String(ROUNDS)} sweeps after one warm-up sweep. Run on ${new Date().toISOString()}, Node ${process.version}, ` +
    `load average ${(await import('node:os')).loadavg().map((load) => load.toFixed(2)).join(' ')}. Produced by \`src/fake-server-cpu.ts\`.`,
  '',
  '| fake server | gzip: CPU ms / page | identity: CPU ms / page |',
  '|---|---:|---:|',
  ...subjects.map((subject, index) => `| ${subject.name} | ${ms(median(perPage[index]!.gzip))} | ${ms(median(perPage[index]!.identity))} |`),
];
if (subjects.length > 1) {
  const ratio = (kind: 'gzip' | 'identity'): string => (median(perPage[1]![kind]) / median(perPage[0]![kind])).toFixed(2);
  lines.push(`| before ÷ this tree | ${ratio('gzip')}× | ${ratio('identity')}× |`);
}
lines.push('', problems.length === 0 ? 'Every sweep of every server answered the same bytes (decompressed).' : `Problems: ${problems.join('; ')}.`, '');
writeFileSync(join(BENCH_DIR, 'FAKE-SERVER.md'), lines.join('\n'));
process.stdout.write(`${lines.join('\n')}\n`);
if (problems.length > 0) process.exitCode = 1;
