/**
 * SPEC §1/§5: the codec uses no Node-only module, so it runs in browsers, Deno and Bun.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SOURCES = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test-'),
);

describe('portability', () => {
  it('finds the codec sources', () => {
    expect(SOURCES).toContain('encode.ts');
    expect(SOURCES).toContain('decode.ts');
  });

  it.each(SOURCES)('%s imports no Node-only module and uses no Buffer or process', (file) => {
    const text = readFileSync(new URL(file, import.meta.url), 'utf8');
    const imports = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    for (const specifier of imports) expect(specifier, file).toMatch(/^(\.\/.*\.js|saxes)$/);
    expect(text, file).not.toMatch(/\bBuffer\.|\bprocess\.|\brequire\(/);
  });
});
