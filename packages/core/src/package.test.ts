import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as browserEntry from './index.js';
import * as nodeEntry from './node.js';
import * as optionsEntry from './options.js';
import * as wireEntry from './wire.js';
import { VERSION } from './util/version.js';

describe('package metadata', () => {
  it('VERSION equals the version in package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(manifest.version);
  });

  it('the Node entry exports everything the browser-safe entry does, plus createProxySender, pooledSender and fromProfile', () => {
    const browser = Object.keys(browserEntry).sort();
    const node = Object.keys(nodeEntry).sort();
    expect(node).toEqual([...browser, 'createProxySender', 'fromProfile', 'pooledSender'].sort());
    for (const name of browser) expect(nodeEntry[name as keyof typeof nodeEntry], name).toBe(browserEntry[name as keyof typeof browserEntry]);
  });

  it('the option-spec language is in @svclib/core/options, not in the root entry', () => {
    expect(Object.keys(optionsEntry).sort()).toEqual(['checkOption', 'checkOptionKeys', 'closestName', 'defineOptions', 'opt', 'optionError', 'unknownOptionsError']);
    for (const name of Object.keys(optionsEntry)) expect(Object.keys(nodeEntry), name).not.toContain(name);
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports['./options']).toEqual({ '@svclib/source': './src/options.ts', types: './dist/options.d.ts', default: './dist/options.js' });
  });

  it('the exports map puts the source condition first and resolves the node condition to the Node entry', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, Record<string, unknown>>;
    };
    const root = manifest.exports['.']!;
    expect(Object.keys(root)).toEqual(['@svclib/source', 'types', 'node', 'default']);
    expect(root['@svclib/source']).toEqual({ node: './src/node.ts', default: './src/index.ts' });
    expect(root.node).toBe('./dist/node.js');
  });
});

/** The names (values and types) an entry module exports, as the TypeScript compiler sees them. */
function exportedNames(entries: readonly string[]): Map<string, string[]> {
  const srcDir = dirname(fileURLToPath(import.meta.url));
  const files = entries.map((entry) => join(srcDir, entry));
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  return new Map(files.map((file, index) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    return [entries[index]!, checker.getExportsOfModule(module).map((symbol) => symbol.name).sort()];
  }));
}

describe('the root entry and @svclib/core/wire', () => {
  const names = exportedNames(['index.ts', 'wire.ts']);
  const root = names.get('index.ts')!;
  const wire = names.get('wire.ts')!;

  it('the root entry exports what a user of the client needs: at most 70 names, types included', () => {
    expect(root.length).toBeLessThanOrEqual(70);
    expect(root).toEqual(expect.arrayContaining(['Client', 'ClientOptions', 'ServiceAPIError', 'isServiceAPIError', 'readConfig', 'HttpHooks', 'Selection']));
  });

  it('the plumbing is in @svclib/core/wire, each name in one of the two entries', () => {
    expect(wire).toEqual(expect.arrayContaining(['headerStruct', 'SERVICE_PREFIX', 'maskSecrets', 'setLongTimeout', 'setTotalItems', 'createXmlRpcTransport']));
    expect(root.filter((name) => wire.includes(name))).toEqual([]);
    for (const name of Object.keys(wireEntry)) expect(Object.keys(browserEntry), name).not.toContain(name);
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
    expect(manifest.exports['./wire']).toEqual({ '@svclib/source': './src/wire.ts', types: './dist/wire.d.ts', default: './dist/wire.js' });
  });
});

describe('the browser-safe entry', () => {
  it('imports no Node-only module (node:*, ini, undici) and nothing of @svclib/model (types only) in its module graph', () => {
    const srcDir = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const external = new Set<string>();
    const stack = ['index.ts'];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(join(srcDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const match of source.matchAll(/^(?:import|export)\s([^;]*?)from\s+'([^']+)'/gm)) {
        const specifier = match[2]!;
        // `import type` / `export type`: erased, never loaded (the model is types only for core).
        if (/^type\s/.test(match[1]!)) continue;
        if (specifier.startsWith('.')) stack.push(normalize(join(dirname(file), specifier.replace(/\.js$/, '.ts'))));
        else external.add(specifier);
      }
    }
    expect(seen.has('client/client.ts') && seen.has('transports/xmlrpc/xmlrpc-transport.ts')).toBe(true);
    expect([...external].sort()).toEqual(['@svclib/model/secrets', '@svclib/xmlrpc', 'ky']);
  });
});
