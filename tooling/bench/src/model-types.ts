/**
 * What `@svclib/model` costs the type checker (issue 19, point 7). A small user script is checked
 * with `tsc --noEmit` (`skipLibCheck: false`) three ways — without the model (untyped calls), with
 * the model as built (`ServiceMap` keyed per service, then per method), and with the same entries
 * in one flat `'Service.method'` map (first round only: it is far slower) — and the editor's completion lists are timed through the
 * TypeScript language service. The model is built to `.d.ts` first, as users get it. Writes
 * `MODEL-TYPES.md`, which `REPORT.md` embeds as a section. `BENCH_QUICK=1` runs one round.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { median } from './stats.js';
import { PACKAGE_URL } from './write-report.js';

const quick = process.env.BENCH_QUICK === '1';
const ROUNDS = quick ? 1 : 5;
const modelDir = fileURLToPath(new URL('../../packages/model/', PACKAGE_URL));
const tscPath = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
const work = mkdtempSync(join(tmpdir(), 'svclib-model-bench-'));

/** The calls of the user script, the same in every variant. */
const CALLS = `
  const guests = await call('Account', 'getVirtualGuests', { filter: { virtualGuests: { hostname: { operation: '^= web' }, datacenter: { name: { operation: 'dal13' } } } } });
  const hosts = await call('Account', 'getHardware', {});
  const guest = await call('Virtual_Guest', 'getObject', { id: 1, filter: { id: { operation: 1 } } });
  const tagged = await call('Virtual_Guest', 'setTags', { id: 1 }, 'web, prod');
  const created = await call('Virtual_Guest', 'createObject', {}, { hostname: 'web1', domain: 'example.com', startCpus: 1, maxMemory: 1024 });
  const zones = await call('Dns_Domain', 'getResourceRecords', { id: 5 });
  const tickets = await call('Ticket', 'getUpdates', { id: 7 });
  const subnets = await call('Network_Subnet', 'getIpAddresses', { id: 9, filter: { ipAddresses: { ipAddress: { operation: '10.0.0.1' } } } });
  const user = await call('User_Customer', 'getObject', { id: 3 });
  const price = await call('Product_Package', 'getItemPrices', { id: 200 });
  return [guests, hosts, guest, tagged, created, zones, tickets, subnets, user, price];
`;

/** A typed `call` over the helper types (the shape core copies). */
const TYPED_CALL = `
declare function call<S extends ServiceName, M extends MethodName<S>>(
  service: S, method: M, ...rest: NeedsId<S, M> extends true
    ? [options: { id: number; filter?: FilterFor<S, M> }, ...args: Params<S, M>]
    : [options: { filter?: FilterFor<S, M> }, ...args: Params<S, M>]
): Promise<Result<S, M>>;
`;

const SCRIPTS: Record<string, string> = {
  without: `declare function call(service: string, method: string, options: { id?: number; filter?: object }, ...args: unknown[]): Promise<unknown>;
export async function main(): Promise<unknown[]> {${CALLS}}
`,
  nested: `import type { FilterFor, MethodName, NeedsId, Params, Result, ServiceName } from '@svclib/model';
${TYPED_CALL}
export async function main(): Promise<unknown[]> {${CALLS}}
`,
  flat: `import type { FilterFor, MethodName, NeedsId, Params, Result, ServiceName } from './flat-helpers.js';
${TYPED_CALL}
export async function main(): Promise<unknown[]> {${CALLS}}
`,
};

/** The flat variant: the same entries keyed `'Service.method'`, and the helper types over it. */
function writeFlat(dir: string): void {
  const nested = readFileSync(join(modelDir, 'src/generated/services.ts'), 'utf8');
  // ServiceMap's entries name one interface per service (`  Account: Account_Methods;`).
  const serviceOf = new Map<string, string>();
  for (const m of nested.matchAll(/^ {2}"?([\w$]+)"?: ([\w$]+_Methods_*);$/gm)) serviceOf.set(m[2]!, m[1]!);
  const out: string[] = [];
  let service: string | undefined;
  for (const line of nested.split('\n')) {
    const open = /^export interface ([\w$]+) \{$/.exec(line);
    const entry = /^ {2}"?([\w$]+)"?: (.*)$/.exec(line);
    if (open !== null) service = serviceOf.get(open[1]!);
    else if (line === '}') service = undefined;
    else if (entry !== null && service !== undefined) out.push(`  ${JSON.stringify(`${service}.${entry[1]}`)}: ${entry[2]}`);
  }
  const imports = /^import type \{[^}]*\} from '\.\/records\.js';$/m.exec(nested)?.[0] ?? '';
  writeFileSync(
    join(dir, 'flat-map.ts'),
    `import type { ObjectMethod, StaticMethod } from '@svclib/model';\n${imports.replace("'./records.js'", "'@svclib/model'")}\nexport interface FlatMap {\n${out.join('\n')}\n}\n`,
  );
  writeFileSync(
    join(dir, 'flat-helpers.ts'),
    `import type { ObjectFilterFor } from '@svclib/model';
import type { FlatMap } from './flat-map.js';
type Keys = keyof FlatMap & string;
export type ServiceName = keyof { [K in Keys as K extends \`\${infer S}.\${string}\` ? S : never]: 0 };
export type MethodName<S extends string> = keyof { [K in Keys as K extends \`\${S}.\${infer M}\` ? M : never]: 0 } & string;
type Spec<S extends string, M extends string> = FlatMap[\`\${S}.\${M}\` & Keys];
export type Params<S extends ServiceName, M extends MethodName<S>> = Spec<S, M> extends { readonly params: infer P extends readonly unknown[] } ? P : never;
export type Result<S extends ServiceName, M extends MethodName<S>> = Spec<S, M> extends { readonly result: infer R } ? R : never;
type Item<S extends ServiceName, M extends MethodName<S>> = Result<S, M> extends readonly (infer I)[] ? I : Result<S, M>;
export type NeedsId<S extends ServiceName, M extends MethodName<S>> = Spec<S, M> extends { readonly static: true } ? false : true;
export type FilterFor<S extends ServiceName, M extends MethodName<S>> = Spec<S, M> extends { readonly group: infer G }
  ? [G] extends [never] ? ObjectFilterFor<Item<S, M>> : { [K in G & string]?: ObjectFilterFor<Item<S, M>> }
  : never;
`,
  );
}

/** Builds the model to `.d.ts` in `dist`, as a user installs it. */
function buildModel(dist: string): void {
  execFileSync(process.execPath, [tscPath, '-p', join(modelDir, 'tsconfig.build.json'), '--outDir', dist, '--declarationMap', 'false', '--sourceMap', 'false'], { stdio: 'inherit' });
}

function project(name: string, dist: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.ts'), SCRIPTS[name]!);
  if (name === 'flat') writeFlat(dir);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false,
        types: [], lib: ['ES2023'], paths: { '@svclib/model': [join(dist, 'index.d.ts')] },
      },
      include: ['*.ts'],
    }),
  );
  return dir;
}

interface Check {
  readonly cpuSeconds: number;
  readonly checkSeconds: number;
  readonly totalSeconds: number;
  readonly types: number;
  readonly instantiations: number;
  readonly memoryKiB: number;
  readonly errors: number;
}

/** One `tsc --noEmit --extendedDiagnostics` run; CPU time (user + system) of the child by `/usr/bin/time`. */
function check(dir: string): Check {
  const timeFile = join(work, 'time.txt');
  let out: string;
  try {
    out = execFileSync('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, process.execPath, tscPath, '-p', join(dir, 'tsconfig.json'), '--extendedDiagnostics'], {
      encoding: 'utf8', maxBuffer: 256 * 2 ** 20,
    });
  } catch (error) {
    // tsc exits non-zero when the script has type errors: the figures are still measured, the errors counted.
    out = (error as { stdout: string }).stdout;
  }
  // The last line is `user system` (a line before it says so when tsc exited non-zero).
  const [user = 0, system = 0] = (readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '').split(/\s+/).map(Number);
  const figure = (label: string): number => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(out)?.[1] ?? Number.NaN);
  return {
    cpuSeconds: user + system,
    checkSeconds: figure('Check time'),
    totalSeconds: figure('Total time'),
    types: figure('Types'),
    instantiations: figure('Instantiations'),
    memoryKiB: Number(/^Memory used:\s+(\d+)K/m.exec(out)?.[1] ?? Number.NaN),
    errors: out.match(/error TS\d+/g)?.length ?? 0,
  };
}

/** Completion lists through the language service: cold (first query) and warm (after an edit). */
function completions(dir: string): { readonly label: string; readonly coldMs: number; readonly warmMs: number; readonly entries: number }[] {
  const file = join(dir, 'editor.ts');
  const base = `import type { MethodName, Result, ServiceName } from '@svclib/model';
declare const client: { [S in ServiceName]: { [M in MethodName<S>]: (options?: { id?: number }) => Promise<Result<S, M>> } };
${TYPED_CALL.replace('declare function call', 'declare function call')}
import type { FilterFor, NeedsId, Params } from '@svclib/model';
`;
  const cases = [
    { label: '`client.` (the 371 services)', text: 'client.', quote: false },
    { label: '`client.Account.` (its methods)', text: 'client.Account.', quote: false },
    { label: "`call('Account', '` (method names as strings)", text: "void call('Account', '", quote: true },
  ];
  const results = [];
  for (const c of cases) {
    let version = 0;
    let text = `${base}${c.text}`;
    const options = ts.parseJsonConfigFileContent(JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')) as object, ts.sys, dir).options;
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [file],
      getScriptVersion: (name) => (name === file ? String(version) : '0'),
      getScriptSnapshot: (name) => {
        if (name === file) return ts.ScriptSnapshot.fromString(text);
        return ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name) ?? '') : undefined;
      },
      getCurrentDirectory: () => dir,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (name) => name === file || ts.sys.fileExists(name),
      readFile: (name) => (name === file ? text : ts.sys.readFile(name)),
      readDirectory: (...args) => ts.sys.readDirectory(...args),
      directoryExists: (name) => ts.sys.directoryExists(name),
      getDirectories: (name) => ts.sys.getDirectories(name),
    };
    const service = ts.createLanguageService(host, ts.createDocumentRegistry());
    const ask = (): { ms: number; entries: number } => {
      const start = performance.now();
      const list = service.getCompletionsAtPosition(file, text.length, { triggerCharacter: c.quote ? "'" : '.' });
      return { ms: performance.now() - start, entries: list?.entries.length ?? 0 };
    };
    const cold = ask();
    version += 1;
    text = `${base}// edited\n${c.text}`;
    const warm = ask();
    service.dispose();
    results.push({ label: c.label, coldMs: cold.ms, warmMs: warm.ms, entries: Math.min(cold.entries, warm.entries) });
  }
  return results;
}

const fmt = (n: number, digits = 2): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const startLoad = loadavg();
const dist = join(work, 'dist');
buildModel(dist);
const dirs = Object.fromEntries(Object.keys(SCRIPTS).map((name) => [name, project(name, dist)]));
const runs: Record<string, Check[]> = { without: [], nested: [], flat: [] };
for (let round = 0; round < ROUNDS; round++) {
  // Alternate the order between rounds so that load drifts fall on every variant alike. The flat map
  // is checked in the first round only: it costs two orders of magnitude more (see the report).
  const order = round % 2 === 0 ? ['without', 'nested'] : ['nested', 'without'];
  if (round === 0) order.push('flat');
  for (const name of order) runs[name]!.push(check(dirs[name]!));
}
const summary = Object.fromEntries(
  Object.entries(runs).map(([name, list]) => [
    name,
    {
      cpu: median(list.map((r) => r.cpuSeconds)),
      check: median(list.map((r) => r.checkSeconds)),
      total: median(list.map((r) => r.totalSeconds)),
      types: list[0]!.types,
      instantiations: list[0]!.instantiations,
      memoryMiB: median(list.map((r) => r.memoryKiB)) / 1024,
      cpus: list.map((r) => fmt(r.cpuSeconds)).join(', '),
      errors: list[0]!.errors,
    },
  ]),
) as Record<string, { cpu: number; check: number; total: number; types: number; instantiations: number; memoryMiB: number; cpus: string; errors: number }>;
const editor = completions(dirs.nested!);
const dts = execFileSync('du', ['-sk', dist], { encoding: 'utf8' }).split('\t')[0];
const catalogBytes = readFileSync(join(modelDir, 'src/generated/catalog-data.ts')).length;
rmSync(work, { recursive: true, force: true });

const s = summary;
const added = s.nested!.cpu - s.without!.cpu;
const TARGET = 1.5;
const lines = [
  `## Type-checking cost of @svclib/model — ${added <= TARGET ? 'PASS' : '**MISS**'}`,
  '',
  `Written by \`tooling/bench/src/model-types.ts\` on ${new Date().toISOString()} (${ROUNDS} round${ROUNDS === 1 ? '' : 's'}; Node ${process.version}, TypeScript ${ts.version}, ${cpus().length} cores; load ${startLoad.map((l) => fmt(l)).join(' / ')} at the start).`,
  '',
  'A small user script (ten calls: list methods with nested filters, `getObject` with an id, `setTags`, `createObject` with a record) is checked by `tsc --noEmit --extendedDiagnostics` with `skipLibCheck: false`, against the model built to `.d.ts` as users install it. *without*: the same calls through an untyped `call` and no model. *nested*: `ServiceMap` as generated (per service, then per method) with the helper types. *flat*: the same 7,052 entries in one `\'Service.method\'` map, helper types over template-literal keys. CPU is user + system time of the `tsc` process (medians; every round alternates the order; *flat* is checked in the first round only).',
  '',
  '| variant | CPU s (median) | ÷ without | check time s | total time s | types | instantiations | memory MiB | type errors | CPU s per round |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...(['without', 'nested', 'flat'] as const).map(
    (name) =>
      `| ${name} | ${fmt(s[name]!.cpu)} | ${fmt(s[name]!.cpu / s.without!.cpu)}× | ${fmt(s[name]!.check)} | ${fmt(s[name]!.total)} | ${s[name]!.types.toLocaleString('en-US')} | ${s[name]!.instantiations.toLocaleString('en-US')} | ${fmt(s[name]!.memoryMiB, 0)} | ${s[name]!.errors} | ${s[name]!.cpus} |`,
  ),
  '',
  `- **Added by the model: ${fmt(added)} s of CPU** (target ≤ +${fmt(TARGET, 1)} s): ${added <= TARGET ? 'PASS' : '**MISS**'}.`,
  `- Flat ÷ nested CPU: ${fmt(s.flat!.cpu / s.nested!.cpu)}× (check time ${fmt(s.flat!.check)} s vs ${fmt(s.nested!.check)} s) — the model keeps the ${s.flat!.cpu >= s.nested!.cpu ? 'nested (cheaper)' : 'nested'} form.`,
  `- The built \`.d.ts\` of the package: ${dts ?? '?'} KiB; the catalog's data module: ${fmt(catalogBytes / 1024, 0)} KiB (loaded only by \`@svclib/model/catalog\`).`,
  '',
  'Editor completions (TypeScript language service, `getCompletionsAtPosition`; *cold* includes building the program, *warm* is the next query after an edit):',
  '',
  '| completion at | entries | cold ms | warm ms |',
  '|---|---:|---:|---:|',
  ...editor.map((e) => `| ${e.label} | ${e.entries} | ${fmt(e.coldMs, 0)} | ${fmt(e.warmMs, 0)} |`),
  '',
];
writeFileSync(new URL('MODEL-TYPES.md', PACKAGE_URL), lines.join('\n'));
console.log(lines.join('\n'));
