/**
 * Every default mask of the managers, checked by typed selection (with the TypeScript compiler)
 * against the record of the call that sends it — the calls of `conformance.test.ts`'s table: each is
 * a literal type, parses without TS2589/TS2590, and names only properties of that record, but
 * `NetworkManager.VLAN_MASK`, whose `datacenter` and `podName` the API gained after the model's
 * snapshot. (Checked here rather than in a `.test-d.ts` file, so that `tsc -p packages/managers`
 * does not parse 72 masks on every run.)
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MASKS } from './test-default-masks.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The masks that name properties newer than the model's snapshot, with the problems they give. */
const NEWER: Readonly<Record<string, readonly string[]>> = {
  'NetworkManager.VLAN_MASK': ["unknown property 'datacenter' in Network_Vlan", "unknown property 'podName' in Network_Vlan"],
};

describe('typed selection: the managers\' default masks', () => {
  it('are literal types, parse without TS2589/TS2590, and name only properties of their records (but the listed newer ones)', () => {
    const imports = [...new Set(DEFAULT_MASKS.map(([name]) => name.split('.')[0]!))];
    const files: Record<string, string> = {
      AccountManager: 'account-manager', BlockStorageManager: 'block-storage-manager', CapacityManager: 'capacity-manager',
      DedicatedHostManager: 'dedicated-host-manager', DNSManager: 'dns-manager', FileStorageManager: 'file-storage-manager',
      HardwareManager: 'hardware-manager', ImageManager: 'image-manager', NetworkManager: 'network-manager', OrderingManager: 'ordering-manager',
      PlacementGroupManager: 'placement-group-manager', StorageManager: 'storage-manager', TicketManager: 'ticket-manager', UserManager: 'user-manager',
      VirtualServerManager: 'virtual-server-manager',
    };
    const text = [
      "import type { CheckedMask } from '@svclib/core/wire';",
      "import type { ResultRecord } from '@svclib/model';",
      ...imports.map((name) => `import type { ${name} } from './${files[name]!}.js';`),
      ...DEFAULT_MASKS.map(([name, , service, method], i) => {
        const constant = name.split(' ')[0]!;
        return `export type M${String(i)} = [typeof ${constant}, CheckedMask<ResultRecord<'${service}', '${method}'>, typeof ${constant}>];`;
      }),
      '',
    ].join('\n');
    const config = ts.getParsedCommandLineOfConfigFile(join(here, '..', 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (config === undefined) throw new Error('cannot read packages/managers/tsconfig.json');
    const file = join(here, 'default-masks.ts');
    const host = ts.createCompilerHost(config.options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError, shouldCreate) =>
      fileName === file ? ts.createSourceFile(fileName, text, language) : getSourceFile(fileName, language, onError, shouldCreate);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (fileName) => fileName === file || fileExists(fileName);
    const program = ts.createProgram({ rootNames: [file], options: { ...config.options, noEmit: true }, host });
    const source = program.getSourceFile(file)!;
    const checker = program.getTypeChecker();
    const problems: Record<string, string[]> = {};
    let index = 0;
    ts.forEachChild(source, (node) => {
      if (!ts.isTypeAliasDeclaration(node)) return;
      const [name, mask] = DEFAULT_MASKS[index++]!;
      const [literal, checked] = checker.getTypeArguments(checker.getTypeAtLocation(node.name) as ts.TypeReference);
      // The constant is a literal type (it types the results it selects) …
      expect(literal!.isStringLiteral() && literal.value === mask.trim() ? 'literal' : checker.typeToString(literal!), name).toBe('literal');
      // … that checks clean against the record.
      const values = (checked!.isUnion() ? checked.types : [checked!]).map((t) => (t.isStringLiteral() ? t.value : checker.typeToString(t)));
      if (!(values.length === 1 && values[0] === mask.trim())) problems[name] = values.sort();
    });
    const codes = program.getSemanticDiagnostics(source).map((d) => d.code);
    expect(codes).not.toContain(2589);
    expect(codes).not.toContain(2590);
    expect(program.getSemanticDiagnostics(source).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    expect(index).toBe(DEFAULT_MASKS.length);
    expect(problems).toEqual(NEWER);
  }, 120_000);
});
