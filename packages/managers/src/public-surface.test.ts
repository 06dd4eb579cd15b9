/**
 * Issue 28, point 4: the package's public surface. The root entry and `./waiters`, and no other subpath
 * (`./records`, `./types`, `./types/hardware`, `./types/ordering` are gone); the model's records
 * under the model's names; and every friendlier alias of a record, kept one more release, marked
 * `@deprecated` with a model name the root entry exports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$|^test-/.test(entry.name) ? [path] : [];
  });
}

/** The names `src/index.ts` re-exports from `@svclib/model`. */
function modelExports(): Set<string> {
  const index = readFileSync(join(SRC, 'index.ts'), 'utf8');
  const names = new Set<string>();
  for (const match of index.matchAll(/export type \{([^}]*)\} from '@svclib\/model';/g)) {
    for (const name of match[1]!.split(',')) if (name.trim() !== '') names.add(name.trim());
  }
  return names;
}

/** Each `@deprecated Use \`Name\` from \`@svclib/model\`` tag, with the alias it is on. */
const deprecated = sources(SRC).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/@deprecated Use `(\w+)` from `@svclib\/model`[^\n]*\n \*\/\nexport type (\w+) = (\w+);/g)]
    .map((match) => ({ file: file.slice(SRC.length), model: match[1]!, alias: match[2]!, target: match[3]! })),
);

describe('the public surface of @svclib/managers', () => {
  it('exports the root entry and ./waiters, no other subpath', () => {
    const manifest = JSON.parse(readFileSync(join(SRC, '..', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(Object.keys(manifest.exports)).toEqual(['.', './waiters']);
  });

  it('finds the deprecated aliases', () => {
    expect(deprecated.length).toBeGreaterThanOrEqual(75);
  });

  it('each deprecated alias names the record it is, and the root entry exports that record', () => {
    const exported = modelExports();
    const wrong = deprecated.filter(({ model, target }) => model !== target || !exported.has(model));
    expect(wrong).toEqual([]);
  });
});
