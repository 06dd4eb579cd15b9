/**
 * The CI budget of typed selection (SPEC §13): a fixed file of 50 `getObject` calls of distinct
 * services, each with a distinct string mask of 10–15 properties (`budget.json`, written by
 * `tooling/bench/src/mask-set.ts --write`), is checked by the TypeScript compiler against core's
 * sources. It must compile without errors, every mask must parse without TS2589/TS2590, and the
 * checker's instantiation count for the file alone (the counter `tsc --extendedDiagnostics` prints
 * for a whole program) may not grow more than 10% over the recorded figure. After a deliberate
 * change, record the new figure with `UPDATE_TYPE_BUDGET=1 npx vitest run --project core
 * test/typed-selection/budget.test.ts` and say why in the commit.
 *
 * The same test checks that a misspelt mask is a compile error whose message names the property,
 * the record and the near name, through the overloads of `client.call`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const coreDir = join(here, '..', '..');
const budgetFile = join(here, 'budget.json');
/** How much the figure may grow before the check fails. */
const ALLOWED_GROWTH = 0.1;

interface MaskCase {
  readonly service: string;
  readonly method: string;
  readonly id: boolean;
  readonly mask: string;
  readonly read: string;
}

interface Budget {
  readonly about: string;
  typescript: string;
  instantiations: number;
  readonly cases: readonly MaskCase[];
}

const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;

/** The fixed file: the calls, each result read at a selected local and a selected relation's property. */
function source(cases: readonly MaskCase[]): string {
  const calls = cases.map((c, i) => {
    const options = `{ ${c.id ? 'id: 1, ' : ''}mask: ${JSON.stringify(c.mask)} }`;
    return `  const r${i} = await client.call('${c.service}', '${c.method}', ${options});\n  out.push(${c.read.replaceAll('r.', `r${i}.`)});\n`;
  });
  return `import type { Client } from '../../src/index.js';\n\nexport async function calls(client: Client): Promise<unknown[]> {\n  const out: unknown[] = [];\n${calls.join('')}  return out;\n}\n`;
}

/** Checks `text` as a file of this directory against core's sources: its diagnostics and the checker's instantiation count. */
function check(name: string, text: string): { diagnostics: string[]; codes: number[]; instantiations: number } {
  const config = ts.getParsedCommandLineOfConfigFile(join(coreDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error('cannot read packages/core/tsconfig.json');
  const file = join(here, name);
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) =>
    fileName === file ? ts.createSourceFile(fileName, text, language) : getSourceFile(fileName, language, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === file || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [file], options: { ...config.options, noEmit: true }, host });
  const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(file));
  return {
    diagnostics: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    codes: diagnostics.map((d) => d.code),
    instantiations: program.getInstantiationCount(),
  };
}

describe('typed selection: the type-checking budget', () => {
  it(`50 distinct masks of 10–15 properties compile, and cost at most ${ALLOWED_GROWTH * 100}% more instantiations than recorded`, () => {
    expect(budget.cases).toHaveLength(50);
    const { diagnostics, instantiations } = check('budget-calls.ts', source(budget.cases));
    expect(diagnostics).toEqual([]);
    if (process.env.UPDATE_TYPE_BUDGET === '1') {
      budget.instantiations = instantiations;
      budget.typescript = ts.version;
      writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
    }
    const limit = Math.floor(budget.instantiations * (1 + ALLOWED_GROWTH));
    expect(
      instantiations,
      `instantiations of the fixed file: ${instantiations}, recorded ${budget.instantiations} (TypeScript ${budget.typescript}; now ${ts.version}); ` +
        'more than 10% over: find what costs more, or record the new figure (UPDATE_TYPE_BUDGET=1) and say why',
    ).toBeLessThanOrEqual(limit);
  }, 120_000);

  it('a misspelt mask is a compile error naming the property, the record and the near name, through client.call', () => {
    const text = `import type { Client } from '../../src/index.js';
export async function f(client: Client): Promise<unknown> {
  return client.call('Virtual_Guest', 'getObject', { id: 1, mask: 'id, hostnme, datacenter[nam]' });
}
`;
    const { diagnostics, codes } = check('misspelt.ts', text);
    expect(codes).not.toContain(2589);
    expect(codes).not.toContain(2590);
    expect(diagnostics.join('\n')).toContain("unknown property 'hostnme' in Virtual_Guest; did you mean 'hostname'?");
    expect(diagnostics.join('\n')).toContain("unknown property 'nam' in Location (under datacenter); did you mean 'name'?");
  }, 120_000);
});
