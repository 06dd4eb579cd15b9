/**
 * `dns zone-import` decodes its file strictly (issue 27 item 23): a Latin-1 file is refused, naming
 * the line, instead of turning `é` into U+FFFD in the records it creates; `--encoding latin1` reads
 * it. In process through `run(argv, io)` against the fake server, from a file and from stdin.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInProcess } from './run-in-process.js';

let server: FakeServer;
const dir = mkdtempSync(join(tmpdir(), 'svc-zone-encoding-'));

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

/** A zone whose third line holds `é` in `encoding`. */
const zone = (name: string, encoding: BufferEncoding): Buffer =>
  Buffer.from(`$ORIGIN ${name}.\nwww 300 IN A 10.0.0.1\n@ 300 IN TXT "café crème"\n`, encoding);

/** The data of the records created while `args` ran. */
async function created(args: string[], input?: Uint8Array): Promise<{ code: number; stderr: string; data: unknown[] }> {
  const before = server.state.requests.length;
  const { code, stderr } = await runInProcess(['--endpoint', server.url, '--format', 'json', ...args], input === undefined ? {} : { input });
  const data = server.state.requests.slice(before)
    .filter((r) => r.method === 'createObject' && r.service.endsWith('Dns_Domain_ResourceRecord'))
    .map((r) => (r.args[0] as { data?: unknown }).data);
  return { code, stderr, data };
}

describe('dns zone-import decodes strictly', () => {
  it('a Latin-1 file is refused, naming the line; nothing is created', async () => {
    const file = join(dir, 'latin1.zone');
    writeFileSync(file, zone('latin.example', 'latin1'));
    const { code, stderr, data } = await created(['dns', 'zone-import', file]);
    expect(stderr).toBe(`svc dns zone-import: error: argument '<file>': ${file}: line 3 is not valid utf-8; give --encoding latin1 (or the file's encoding) when it is not UTF-8\n`);
    expect(code).toBe(2);
    expect(data).toEqual([]);
  });

  it('--encoding latin1 reads it: the record holds é', async () => {
    const file = join(dir, 'latin1-ok.zone');
    writeFileSync(file, zone('latin-ok.example', 'latin1'));
    const { code, stderr, data } = await created(['dns', 'zone-import', file, '--encoding', 'latin1']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(data).toEqual(['10.0.0.1', 'café crème']);
  });

  it('the same from stdin; UTF-8 is the default and passes as it is', async () => {
    const refused = await created(['dns', 'zone-import', '-'], zone('stdin.example', 'latin1'));
    expect(refused.stderr).toContain("argument '<file>': stdin: line 3 is not valid utf-8");
    expect(refused.code).toBe(2);
    const latin = await created(['dns', 'import', '-', '--encoding', 'latin1'], zone('stdin.example', 'latin1'));
    expect(latin.data).toEqual(['10.0.0.1', 'café crème']);
    const utf8 = await created(['dns', 'zone-import', '-'], zone('utf8.example', 'utf8'));
    expect(utf8.code).toBe(0);
    expect(utf8.data).toEqual(['10.0.0.1', 'café crème']);
  });

  it('an unknown encoding is a usage error naming the option', async () => {
    const { code, stderr } = await runInProcess(['--endpoint', server.url, 'dns', 'zone-import', '-', '--encoding', 'klingon']);
    expect(code).toBe(2);
    expect(stderr).toContain("option '--encoding <name>' argument 'klingon' is invalid. Expected utf-8, latin1 or another WHATWG encoding label.");
  });
});
