/**
 * Every mask the reference client's managers send by themselves (softlayer-python, renamed
 * `Vendor_`; `reference-masks.json` says how they were collected) is checked by typed selection
 * against the record its call returns: none may hit TS2589 ("excessively deep") or TS2590 ("too
 * complex"), and each either checks clean or is one of the listed exceptions, with its reason (a
 * property newer than the model's snapshot).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const coreDir = join(here, '..', '..');

interface ReferenceMask {
  readonly source: string;
  readonly service: string;
  readonly method: string;
  readonly record: string;
  readonly mask: string;
}

const reference = JSON.parse(readFileSync(join(here, 'reference-masks.json'), 'utf8')) as {
  readonly exceptions: Readonly<Record<string, string>>;
  readonly masks: readonly ReferenceMask[];
};

describe("typed selection: the reference client's default masks", () => {
  it('parse without TS2589/TS2590, and check clean against their records but for the listed exceptions', () => {
    const text = [
      "import type { CheckedMask } from '../../src/wire.js';",
      ...reference.masks.map((m, i) => `export type M${String(i)} = CheckedMask<${JSON.stringify(m.record)}, ${JSON.stringify(m.mask)}>;`),
      '',
    ].join('\n');
    const config = ts.getParsedCommandLineOfConfigFile(join(coreDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (config === undefined) throw new Error('cannot read packages/core/tsconfig.json');
    const file = join(here, 'reference-masks.ts');
    const host = ts.createCompilerHost(config.options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError, shouldCreate) =>
      fileName === file ? ts.createSourceFile(fileName, text, language) : getSourceFile(fileName, language, onError, shouldCreate);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (fileName) => fileName === file || fileExists(fileName);
    const program = ts.createProgram({ rootNames: [file], options: { ...config.options, noEmit: true }, host });
    const source = program.getSourceFile(file)!;
    const checker = program.getTypeChecker();
    // Evaluate every alias (a diagnostic of depth or complexity would show up here).
    const results: string[][] = [];
    ts.forEachChild(source, (node) => {
      if (!ts.isTypeAliasDeclaration(node)) return;
      const type = checker.getTypeAtLocation(node.name);
      results.push((type.isUnion() ? type.types : [type]).map((t) => (t.isStringLiteral() ? t.value : checker.typeToString(t))));
    });
    const diagnostics = program.getSemanticDiagnostics(source);
    expect(diagnostics.map((d) => d.code)).not.toContain(2589);
    expect(diagnostics.map((d) => d.code)).not.toContain(2590);
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    expect(results).toHaveLength(reference.masks.length);
    const problems: Record<string, string[]> = {};
    reference.masks.forEach((mask, i) => {
      const result = results[i]!;
      if (!(result.length === 1 && result[0] === mask.mask)) problems[mask.source] = result;
    });
    expect(Object.keys(problems).sort()).toEqual(Object.keys(reference.exceptions).sort());
    expect(problems['SoftLayer/managers/network.py:542 (list_vlans)']?.sort()).toEqual([
      "unknown property 'datacenter' in Network_Vlan",
      "unknown property 'podName' in Network_Vlan",
    ]);
  }, 120_000);
});
