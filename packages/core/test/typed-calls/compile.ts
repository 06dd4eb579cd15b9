/**
 * Test helper (not shipped): compiles a snippet as a file of this directory against core's sources
 * with the compiler API, or opens it in the TypeScript language service, as an editor would.
 *
 * @module
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const coreDir = join(here, '..', '..');

/** The compiler options of packages/core/tsconfig.json. */
function options(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(join(coreDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error('cannot read packages/core/tsconfig.json');
  return { ...config.options, noEmit: true };
}

/** One diagnostic of a snippet: its code, its flattened text, the 1-based line and the source text it points at. */
export interface SnippetDiagnostic {
  readonly code: number;
  readonly text: string;
  readonly line: number;
  readonly at: string;
}

/** The semantic diagnostics of `text` compiled as file `name` of this directory, and the checker's instantiation count. */
export function compile(name: string, text: string): { diagnostics: SnippetDiagnostic[]; instantiations: number } {
  const file = join(here, name);
  const compilerOptions = options();
  const host = ts.createCompilerHost(compilerOptions);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) =>
    fileName === file ? ts.createSourceFile(fileName, text, language) : getSourceFile(fileName, language, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === file || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [file], options: compilerOptions, host });
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`${name} was not compiled`);
  const diagnostics = program.getSemanticDiagnostics(source).map((d) => {
    const start = d.start ?? 0;
    return {
      code: d.code,
      text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      line: source.getLineAndCharacterOfPosition(start).line + 1,
      at: text.slice(start, start + (d.length ?? 0)),
    };
  });
  return { diagnostics, instantiations: program.getInstantiationCount() };
}

/** A language service over one snippet (file `name` of this directory) and core's sources. */
export function languageService(name: string, text: string): { service: ts.LanguageService; file: string } {
  const file = join(here, name);
  const compilerOptions = options();
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => compilerOptions,
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (fileName) => {
      if (fileName === file) return ts.ScriptSnapshot.fromString(text);
      const content = ts.sys.readFile(fileName);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => here,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (fileName) => fileName === file || ts.sys.fileExists(fileName),
    readFile: (fileName) => (fileName === file ? text : ts.sys.readFile(fileName)),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (d) => ts.sys.directoryExists(d),
    getDirectories: (d) => ts.sys.getDirectories(d),
    realpath: (p) => ts.sys.realpath?.(p) ?? p,
  };
  return { service: ts.createLanguageService(host, ts.createDocumentRegistry()), file };
}
