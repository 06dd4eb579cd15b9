/**
 * No import cycle in any package or app: among the source files of each `packages/<name>/src` and
 * `apps/<name>/src`, no file reaches itself again through relative imports — runtime or type-only.
 * A cycle found is named with its files, so the message says what to untie.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const sourceDirs = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'src')))
    .map((entry) => `${group}/${entry.name}/src`),
);

describe('import cycles', () => {
  it('finds the packages and apps to check', () => {
    expect(sourceDirs).toEqual(expect.arrayContaining(['packages/core/src', 'packages/managers/src', 'apps/cli/src']));
  });

  it.each(sourceDirs)('%s has none, runtime or type-only', (dir) => {
    expect(importCycles(join(root, dir))).toEqual([]);
  });

  it('finds a type-only cycle and a cycle through a dynamic import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svclib-cycles-'));
    try {
      mkdirSync(join(dir, 'sub'));
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './sub/b.js';\nexport type A = B;\n");
      writeFileSync(join(dir, 'sub', 'b.ts'), "export type { A as B } from '../a.js';\n");
      writeFileSync(join(dir, 'c.ts'), "export const load = () => import('./d.js');\n");
      writeFileSync(join(dir, 'd.ts'), "import { load } from './c.js';\nexport const again = load;\n");
      writeFileSync(join(dir, 'e.ts'), "import { again } from './d.js';\nexport const e = again;\n");
      // A test file importing itself is not a source file; a module augmentation is not an import.
      writeFileSync(join(dir, 'e.test.ts'), "import { e } from './e.js';\nimport './e.test.js';\nexport { e };\n");
      writeFileSync(join(dir, 'f.ts'), "import type { G } from './g.js';\nexport type F = G;\n");
      writeFileSync(join(dir, 'g.ts'), "export interface G { n: number }\ndeclare module './f.js' { interface Extra { g: G } }\n");
      expect(importCycles(dir)).toEqual([['a.ts', 'sub/b.ts'], ['c.ts', 'd.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
