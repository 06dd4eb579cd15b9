// Editor responsiveness of the typed surface: TypeScript's language service completions on
// `client.` and inside a method-name string, on the user script (run: tsx typecheck/completions.ts <tsconfig>).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const configPath = process.argv[2] ?? fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const file = fileURLToPath(new URL('./user-script.ts', import.meta.url));
const base = readFileSync(file, 'utf8');
const probes = [
  { name: "client.", text: `${base}\nclient.`, at: (t: string) => t.length },
  { name: "client.call('Account', '", text: `${base}\nvoid client.call('Account', '');`, at: (t: string) => t.length - 3 },
];
const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
for (const probe of probes) {
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => ts.ScriptSnapshot.fromString(name === file ? probe.text : ts.sys.readFile(name) ?? ''),
    getCurrentDirectory: () => process.cwd(),
    getCompilationSettings: () => parsed.options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? probe.text : ts.sys.readFile(name)),
  };
  const service = ts.createLanguageService(host);
  let t = performance.now();
  service.getSemanticDiagnostics(file);
  const warm = performance.now() - t;
  t = performance.now();
  const completions = service.getCompletionsAtPosition(file, probe.at(probe.text), {});
  const ms = performance.now() - t;
  console.log(`${probe.name.padEnd(28)} first check ${warm.toFixed(0)} ms, completions ${ms.toFixed(0)} ms, ${completions?.entries.length ?? 0} entries`);
}
