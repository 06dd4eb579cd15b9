/**
 * The fake server's own import graph (issue 22): the relative imports between the files of
 * `packages/testing/src` — type-only ones included — form no cycle, and the files of `src/engine/`
 * (the generic machinery: mask, filter, projection, relation table, service specs) import nothing
 * from `src/data/` or `src/services/` (their tests may: they drive the whole server). Sources are read from disk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every `.ts` file under `dir`, as paths relative to `src` with `/` separators. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

/** The files `file` imports relatively, resolved to paths relative to `src` (`.js` → `.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const target = resolve(dirname(join(SRC, file)), match[1]!.replace(/\.js$/, '.ts'));
    return relative(SRC, target).split(sep).join('/');
  });
}

/** The import graph: file → the files it imports (only files that exist under `src`). */
function importGraph(): Map<string, string[]> {
  const files = sources(SRC);
  const known = new Set(files);
  return new Map(files.map((file) => [file, [...new Set(importsOf(file))].filter((target) => known.has(target))]));
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the import graph of packages/testing/src', () => {
  const graph = importGraph();

  it('reads the sources (a sanity check of the walk)', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('index.ts')?.length).toBeGreaterThan(5);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const looped = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(cycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('keeps engine/ free of imports from data/ and services/', () => {
    // Engine tests may drive the whole server; the rule is for the engine's own code.
    const outward = [...graph]
      .filter(([file]) => file.startsWith('engine/') && !/\.test(-d)?\.ts$/.test(file))
      .flatMap(([file, targets]) => targets.filter((target) => /^(data|services)\//.test(target)).map((target) => `${file} → ${target}`));
    expect(outward).toEqual([]);
  });
});
