import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as browserEntry from './index.js';
import * as nodeEntry from './node.js';
import * as optionsEntry from './options.js';
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
