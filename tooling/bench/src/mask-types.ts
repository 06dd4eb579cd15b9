/**
 * What typed selection costs the type checker (issue 29, SPEC §13). `@svclib/model`,
 * `@svclib/xmlrpc` and `@svclib/core` are built to `.d.ts` as users install them; then a user file
 * of 50 `getObject` calls of distinct services is checked by `tsc --noEmit --extendedDiagnostics`
 * (`skipLibCheck: false`) three ways: with 50 distinct string masks of 10–15 properties each
 * (`mask-set.ts`), with the same selections as `select` objects, and with no mask (the same calls,
 * reading the same properties of the whole records). CPU time of each `tsc` child, medians over
 * rounds that alternate the order. Target: the masks add ≤ 1.5 s.
 *
 * Two more files measure the typed calls themselves (issue 30, `call-set.ts`): 200 right calls in
 * four forms, and the same calls each with one misspelt word (the cost of the did-you-mean messages).
 *
 * It also times the editor inside a mask string through the TypeScript language service: the
 * completion list at `mask: 'id, ho|'` (the names that complete the mask) and the diagnostics of the
 * file after an edit of a mask. Writes `MASK-TYPES.md`, which `REPORT.md` embeds as a section.
 * `BENCH_QUICK=1` runs one round.
 *
 * @module
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { callSource } from './call-set.js';
import { maskSource, recordedBudget } from './mask-set.js';
import { median } from './stats.js';
import { PACKAGE_URL } from './write-report.js';

const quick = process.env.BENCH_QUICK === '1';
const ROUNDS = quick ? 1 : 5;
const TARGET_SECONDS = 1.5;
const root = fileURLToPath(new URL('../../', PACKAGE_URL));
const tscPath = createRequire(import.meta.url).resolve('typescript/lib/tsc.js');
// Inside core's node_modules, so that the built core's own imports (ky, undici, ini) resolve.
const work = join(root, 'packages/core/node_modules/.cache/svclib-mask-bench');
const dist = (name: string): string => join(work, 'dist', name);

/** Builds `packages/<name>` to `.d.ts` in the work directory, with the packages before it mapped to their built `.d.ts`. */
function build(name: string, paths: Record<string, string[]>): void {
  const config = join(work, `build-${name}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'packages', name, 'tsconfig.build.json'),
      compilerOptions: {
        outDir: dist(name), rootDir: join(root, 'packages', name, 'src'), emitDeclarationOnly: true, declarationMap: false, sourceMap: false,
        customConditions: [], paths, skipLibCheck: true,
      },
    }),
  );
  execFileSync(process.execPath, [tscPath, '-p', config], { stdio: 'inherit' });
}

const PATHS = {
  '@svclib/model': [join(dist('model'), 'index.d.ts')],
  '@svclib/model/catalog': [join(dist('model'), 'catalog.d.ts')],
  '@svclib/model/secrets': [join(dist('model'), 'secrets.d.ts')],
  '@svclib/xmlrpc': [join(dist('xmlrpc'), 'index.d.ts')],
  '@svclib/core': [join(dist('core'), 'index.d.ts')],
};

/** A project checking `main.ts` against the built packages. */
function project(name: string, source: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.ts'), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false,
        types: ['node'], typeRoots: [join(root, 'packages/core/node_modules/@types')], lib: ['ES2023', 'DOM'], paths: PATHS,
      },
      files: ['main.ts'],
    }),
  );
  return dir;
}

interface Check {
  readonly cpuSeconds: number;
  readonly checkSeconds: number;
  readonly types: number;
  readonly instantiations: number;
  readonly memoryKiB: number;
  readonly errors: number;
  readonly firstError: string;
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
    out = (error as { stdout: string }).stdout;
  }
  const [user = 0, system = 0] = (readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '').split(/\s+/).map(Number);
  const figure = (label: string): number => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(out)?.[1] ?? Number.NaN);
  return {
    cpuSeconds: user + system,
    checkSeconds: figure('Check time'),
    types: figure('Types'),
    instantiations: figure('Instantiations'),
    memoryKiB: Number(/^Memory used:\s+(\d+)K/m.exec(out)?.[1] ?? Number.NaN),
    errors: out.match(/error TS\d+/g)?.length ?? 0,
    firstError: /error TS\d+: .*/.exec(out)?.[0] ?? '',
  };
}

interface EditorFigure {
  readonly label: string;
  readonly coldMs: number;
  readonly warmMs: number;
  readonly entries: number;
  readonly sample: string;
}

/** A 15-property mask of a guest, for the editor's diagnostics. */
const GUEST_MASK = 'mask[id, hostname, domain, maxCpu, maxMemory, datacenter[name, longName], primaryIpAddress, primaryBackendIpAddress, ' +
  'globalIdentifier, status[name], powerState[name], billingItem[id, recurringFee]]';

/** The language service inside a mask string: completions and diagnostics, cold (first query) and warm (after an edit). */
function editor(dir: string): EditorFigure[] {
  const file = join(dir, 'editor.ts');
  const head = `import type { Client } from '@svclib/core';\ndeclare const client: Client;\n`;
  const probes = [
    { label: "completions in `mask: 'id, ho'` (Virtual_Guest)", body: "void client.call('Virtual_Guest', 'getObject', { id: 1, mask: 'id, ho' });", at: "'id, ho" },
    { label: "completions in `mask: 'mask[id, datacenter[na'` (Location, nested)", body: "void client.call('Virtual_Guest', 'getObject', { id: 1, mask: 'mask[id, datacenter[na' });", at: "datacenter[na" },
    { label: 'diagnostics of a 15-property mask after an edit', body: `void client.call('Virtual_Guest', 'getObject', { id: 1, mask: ${JSON.stringify(GUEST_MASK)} });`, at: '' },
  ];
  const options = ts.parseJsonConfigFileContent(JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')) as object, ts.sys, dir).options;
  const results: EditorFigure[] = [];
  for (const probe of probes) {
    let version = 0;
    let text = `${head}${probe.body}\n`;
    const host: ts.LanguageServiceHost = {
      getCompilationSettings: () => options,
      getScriptFileNames: () => [file],
      getScriptVersion: (name) => (name === file ? String(version) : '0'),
      getScriptSnapshot: (name) => (name === file ? ts.ScriptSnapshot.fromString(text) : ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name) ?? '') : undefined),
      getCurrentDirectory: () => dir,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (name) => name === file || ts.sys.fileExists(name),
      readFile: (name) => (name === file ? text : ts.sys.readFile(name)),
      readDirectory: (...args) => ts.sys.readDirectory(...args),
      directoryExists: (name) => ts.sys.directoryExists(name),
      getDirectories: (name) => ts.sys.getDirectories(name),
    };
    const service = ts.createLanguageService(host, ts.createDocumentRegistry());
    const ask = (): { ms: number; entries: number; sample: string } => {
      const start = performance.now();
      if (probe.at === '') {
        const count = service.getSemanticDiagnostics(file).length;
        return { ms: performance.now() - start, entries: count, sample: '' };
      }
      const list = service.getCompletionsAtPosition(file, text.indexOf(probe.at) + probe.at.length, { triggerCharacter: undefined });
      return { ms: performance.now() - start, entries: list?.entries.length ?? 0, sample: (list?.entries ?? []).slice(0, 3).map((e) => e.name).join(' · ') };
    };
    const cold = ask();
    version += 1;
    text = `${head}// edited\n${probe.body}\n`;
    const warm = ask();
    service.dispose();
    results.push({ label: probe.label, coldMs: cold.ms, warmMs: warm.ms, entries: warm.entries, sample: warm.sample });
  }
  return results;
}

const fmt = (n: number, digits = 2): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const startLoad = loadavg();
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
build('model', {});
build('xmlrpc', {});
build('core', { '@svclib/model': PATHS['@svclib/model'], '@svclib/model/catalog': PATHS['@svclib/model/catalog'], '@svclib/model/secrets': PATHS['@svclib/model/secrets'], '@svclib/xmlrpc': PATHS['@svclib/xmlrpc'] });
// The fixed set of the CI budget check (`packages/core/test/typed-selection/budget.json`).
const cases = recordedBudget().cases;
const variants = ['none', 'mask', 'select', 'calls', 'misspelt'] as const;
const dirs = Object.fromEntries(
  variants.map((v) => [v, project(v, v === 'calls' || v === 'misspelt' ? callSource(cases, v) : maskSource(cases, v))]),
) as Record<(typeof variants)[number], string>;
const runs: Record<string, Check[]> = { none: [], mask: [], select: [], calls: [], misspelt: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? variants : [...variants].reverse();
  for (const name of order) runs[name]!.push(check(dirs[name]));
}
const summary = Object.fromEntries(
  Object.entries(runs).map(([name, list]) => [
    name,
    {
      cpu: median(list.map((r) => r.cpuSeconds)),
      check: median(list.map((r) => r.checkSeconds)),
      types: list[0]!.types,
      instantiations: list[0]!.instantiations,
      memoryMiB: median(list.map((r) => r.memoryKiB)) / 1024,
      cpus: list.map((r) => fmt(r.cpuSeconds)).join(', '),
      errors: list[0]!.errors,
      firstError: list[0]!.firstError,
    },
  ]),
) as Record<string, { cpu: number; check: number; types: number; instantiations: number; memoryMiB: number; cpus: string; errors: number; firstError: string }>;
const editorFigures = editor(dirs.mask);
const endLoad = loadavg();
rmSync(work, { recursive: true, force: true });

const s = summary;
const added = s.mask!.cpu - s.none!.cpu;
const addedSelect = s.select!.cpu - s.none!.cpu;
const names = cases.map((c) => c.names);
const lines = [
  `## Type-checking cost of typed selection — ${added <= TARGET_SECONDS ? 'PASS' : '**MISS**'}`,
  '',
  `Written by \`tooling/bench/src/mask-types.ts\` on ${new Date().toISOString()} (${ROUNDS} round${ROUNDS === 1 ? '' : 's'}; Node ${process.version}, TypeScript ${ts.version}, ${cpus().length} cores; load ${startLoad.map((l) => fmt(l)).join(' / ')} at the start, ${endLoad.map((l) => fmt(l)).join(' / ')} at the end).`,
  '',
  `A user file of 50 \`getObject\` calls of distinct services is checked by \`tsc --noEmit --extendedDiagnostics\` with \`skipLibCheck: false\`, against \`@svclib/model\`, \`@svclib/xmlrpc\` and \`@svclib/core\` built to \`.d.ts\`. *mask*: each call with a distinct string mask of ${Math.min(...names)}–${Math.max(...names)} properties (${fmt(names.reduce((a, b) => a + b, 0) / names.length, 1)} on average; locals and one or two relations with sub-masks; \`mask[…]\`, bare lists and dotted paths), and each result read at a selected local and a selected relation's property. *select*: the same selections as \`select\` objects. *none*: the same calls and reads without a mask. CPU is user + system time of the \`tsc\` process (medians; every round alternates the order).`,
  '',
  '| variant | CPU s (median) | added to none | check time s | types | instantiations | memory MiB | type errors | CPU s per round |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...variants.map(
    (name) =>
      `| ${name} | ${fmt(s[name]!.cpu)} | ${name === 'none' || name === 'calls' || name === 'misspelt' ? '' : `+${fmt(s[name]!.cpu - s.none!.cpu)} s`} | ${fmt(s[name]!.check)} | ${s[name]!.types.toLocaleString('en-US')} | ${s[name]!.instantiations.toLocaleString('en-US')} | ${fmt(s[name]!.memoryMiB, 0)} | ${s[name]!.errors} | ${s[name]!.cpus} |`,
  ),
  '',
  `- **50 string masks add ${fmt(added)} s of CPU** (target ≤ +${fmt(TARGET_SECONDS, 1)} s): ${added <= TARGET_SECONDS ? 'PASS' : '**MISS**'}; per mask ${fmt((added * 1000) / 50, 0)} ms and ${fmt((s.mask!.instantiations - s.none!.instantiations) / 50, 0)} instantiations.`,
  `- The same selections as \`select\` objects add ${fmt(addedSelect)} s (${fmt((s.select!.instantiations - s.none!.instantiations) / 50, 0)} instantiations per call).`,
  `- *calls*: 200 typed calls in four forms (\`client.call\` with the mask, \`client.<Service>.<method>\` with \`limit\`, \`iterCall\` with \`chunk\`, \`client.service(name).call\` with \`offset\`; \`src/call-set.ts\`): ${fmt(s.calls!.cpu)} s of CPU, ${s.calls!.instantiations.toLocaleString('en-US')} instantiations. *misspelt*: the same calls with a word misspelt in each group of four (\`limit\`, the method, the service or \`chunk\`, in turn: 125 misspelt calls, ${s.misspelt!.errors} type errors): ${fmt(s.misspelt!.cpu)} s, ${s.misspelt!.instantiations.toLocaleString('en-US')} instantiations (${fmt((s.misspelt!.instantiations - s.calls!.instantiations) / 125, 0)} more per misspelt call).`,
  ...(s.mask!.errors + s.select!.errors + s.none!.errors + s.calls!.errors > 0
    ? [`- **Type errors** in the checked files: ${s.mask!.firstError || s.select!.firstError || s.none!.firstError || s.calls!.firstError}`]
    : []),
  '',
  'The editor inside a mask string (TypeScript language service on the *mask* project; *cold* includes building the program, *warm* is the same query after an edit):',
  '',
  '| query | entries | first entries | cold ms | warm ms |',
  '|---|---:|---|---:|---:|',
  ...editorFigures.map((e) => `| ${e.label} | ${e.entries} | ${e.sample} | ${fmt(e.coldMs, 0)} | ${fmt(e.warmMs, 0)} |`),
  '',
];
writeFileSync(new URL('MASK-TYPES.md', PACKAGE_URL), lines.join('\n'));
console.log(lines.join('\n'));
