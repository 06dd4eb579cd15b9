/**
 * The browser bundle of `@svclib/core` carries none of the model's catalog: the REST transport asks
 * the catalog only through the Node.js entry's platform, so a web bundle stays the size of the call
 * path (the model adds only its small table of secret parameters).
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

import { ROOT } from './packed.js';

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: `${ROOT}/packages/core`, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['@svclib/source'],
    logLevel: 'error',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('the browser bundle of @svclib/core', () => {
  it('holds no part of the model catalog, and stays far below its size', async () => {
    const core = await bundle("export * from '@svclib/core';");
    const catalog = await bundle("export * from '@svclib/model/catalog';");
    expect(core).not.toContain('CATALOG_JSON');
    expect(core).not.toContain('BluePages_Container_EmployeeProfile');
    expect(catalog.length).toBeGreaterThan(400_000);
    expect(core.length).toBeLessThan(200_000);
  });
});
