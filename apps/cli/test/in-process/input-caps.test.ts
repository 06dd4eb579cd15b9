/**
 * Input that could fill the memory stops at a cap, with a usage error naming what was read, before
 * anything is sent: a zone file on stdin or from a file (`dns zone-import`, 16 MiB), a ticket body on
 * stdin (`ticket create`/`update`, 1 MiB). Just under each cap is read whole. In process, through
 * `run(argv, io)`, against the fake server.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_ZONE_BYTES } from '../../src/commands/dns/index.js';
import { MAX_BODY_BYTES } from '../../src/commands/ticket/index.js';
import { svcInProcess } from '../run-in-process.js';
import { DEMO_ENV } from '../env.js';

let server: FakeServer;
let dir: string;

beforeAll(async () => {
  server = await startFakeServer();
  dir = mkdtempSync(join(tmpdir(), 'svc-caps-'));
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[], input?: string) =>
  svcInProcess(['--endpoint', server.url, ...args], { env: { ...DEMO_ENV }, ...(input === undefined ? {} : { input }) });

/** A zone file of `bytes` bytes: one record, then comment lines as padding. */
function zoneOf(bytes: number): string {
  const head = '$ORIGIN capped.example.\nwww 300 IN A 10.0.0.1\n';
  const line = `;${'x'.repeat(1022)}\n`;
  let text = head + line.repeat(Math.floor((bytes - head.length) / line.length));
  text += ';'.padEnd(bytes - text.length - 1, 'y') + '\n';
  return text;
}

describe('input caps', () => {
  it(`dns zone-import: a zone of more than ${MAX_ZONE_BYTES} bytes on stdin or in a file is refused, nothing sent; one at the cap is imported`, async () => {
    const before = server.state.requests.length;
    const piped = await run(['dns', 'zone-import', '-'], zoneOf(MAX_ZONE_BYTES + 1));
    expect(piped).toMatchObject({ code: 2, stdout: '' });
    expect(piped.stderr).toContain(`argument '<file>': stdin holds more than ${MAX_ZONE_BYTES} bytes, the most it may hold`);
    const file = join(dir, 'big.zone');
    writeFileSync(file, zoneOf(MAX_ZONE_BYTES + 1));
    const fromFile = await run(['dns', 'zone-import', file]);
    expect(fromFile).toMatchObject({ code: 2, stdout: '' });
    expect(fromFile.stderr).toContain(`argument '<file>': ${file} is larger than ${MAX_ZONE_BYTES} bytes, the most it may hold`);
    expect(server.state.requests.length).toBe(before);

    const atCap = zoneOf(MAX_ZONE_BYTES);
    expect(Buffer.byteLength(atCap)).toBe(MAX_ZONE_BYTES);
    const imported = await run(['dns', 'zone-import', '-', '--format', 'json'], atCap);
    expect({ code: imported.code, stderr: imported.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(imported.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ host: 'www' })]));
  });

  it(`ticket create: a body of more than ${MAX_BODY_BYTES} bytes on stdin is refused, nothing sent; one at the cap is sent whole`, async () => {
    const before = server.state.requests.length;
    const tooLong = await run(['ticket', 'create', '--title', 'big', '--subject', '1021'], 'b'.repeat(MAX_BODY_BYTES + 1));
    expect(tooLong).toMatchObject({ code: 2, stdout: '' });
    expect(tooLong.stderr).toContain(`option '--body <text>': stdin holds more than ${MAX_BODY_BYTES} bytes, the most it may hold`);
    expect(server.state.requests.length).toBe(before);

    const created = await run(['ticket', 'create', '--title', 'big', '--subject', '1021', '--format', 'json'], 'c'.repeat(MAX_BODY_BYTES));
    expect({ code: created.code, stderr: created.stderr }).toEqual({ code: 0, stderr: '' });
    const sent = server.state.requests.slice(before).find((request) => request.method === 'createStandardTicket');
    expect(JSON.stringify(sent?.args)).toContain('c'.repeat(MAX_BODY_BYTES));
  });
});
