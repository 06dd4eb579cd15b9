/**
 * The workspace's package graph (SPEC §11, issue 19): no package imports another `@svclib/*`
 * package that its own `package.json` does not declare (the root `package.json` declares none of
 * them for it), and the graph of declared `@svclib/*` dependencies — runtime, dev and peer — has no
 * cycle. Sources are read from disk: every `.ts`/`.mts`/`.tsx` file under a package (outside
 * `node_modules` and `dist`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const GROUPS = ['packages', 'apps', 'tooling'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"](@svclib\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/g;

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface Workspace {
  dir: string;
  manifest: Manifest;
}

function workspaces(): Workspace[] {
  return GROUPS.flatMap((group) =>
    readdirSync(join(ROOT, group))
      .map((name) => join(ROOT, group, name))
      .filter((dir) => statSync(join(dir, 'package.json'), { throwIfNoEntry: false })?.isFile() === true)
      .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest })));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(?:ts|mts|cts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function declared(manifest: Manifest): Set<string> {
  return new Set(
    [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies].flatMap((deps) => Object.keys(deps ?? {})),
  );
}

const all = workspaces();

describe('the package graph', () => {
  it('finds the workspace packages and their sources', () => {
    expect(all.map((w) => w.manifest.name)).toEqual(expect.arrayContaining(['@svclib/core', '@svclib/managers', '@svclib/model', '@svclib/testing']));
    expect(sources(join(ROOT, 'packages', 'testing')).length).toBeGreaterThan(30);
  });

  it('has no package importing an @svclib package its own package.json does not declare', () => {
    const missing: string[] = [];
    for (const { dir, manifest } of all) {
      const deps = declared(manifest);
      for (const file of sources(dir)) {
        // Code only: a TSDoc example may name any package.
        const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
        for (const match of code.matchAll(IMPORT)) {
          const target = match[1]!;
          if (target !== manifest.name && !deps.has(target)) missing.push(`${relative(ROOT, file)} imports ${target}, undeclared in ${manifest.name}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('declares no @svclib package at the root (which would hide an undeclared import)', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
    expect([...declared(root)].filter((name) => name.startsWith('@svclib/') && name !== '@svclib/eslint-config' && name !== '@svclib/tsconfig')).toEqual([]);
  });

  it('has no cycle among the declared @svclib dependencies (runtime, dev and peer)', () => {
    const edges = new Map(all.map(({ manifest }) => [manifest.name, [...declared(manifest)].filter((name) => name.startsWith('@svclib/') && name !== manifest.name)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (name: string, path: string[]): void => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'open') {
        cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
        return;
      }
      state.set(name, 'open');
      for (const next of edges.get(name) ?? []) visit(next, [...path, name]);
      state.set(name, 'done');
    };
    for (const name of edges.keys()) visit(name, []);
    expect(cycles).toEqual([]);
  });
});
