/**
 * `--export FILE` writes a private file (issue 27 item 23): mode 0600 also over an existing 0644
 * file, never through a symbolic link, never onto another user's file or something that is not a
 * regular file. In process through `run(argv, io)` against the fake server.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runInProcess } from './run-in-process.js';

let server: FakeServer;
const dir = mkdtempSync(join(tmpdir(), 'svc-export-'));
const EXPORT = ['vs', 'create', '-H', 'web9', '-D', 'example.com', '-c', '1', '-m', '1024', '-d', 'dal10', '--os', 'UBUNTU_LATEST', '--export'];

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

const mode = (file: string): string => (statSync(file).mode & 0o777).toString(8);

describe('--export writes a private file', () => {
  it('a new file is 0600; an existing 0644 file becomes 0600 and holds only the new options', async () => {
    const fresh = join(dir, 'fresh.template');
    expect((await runInProcess(['--endpoint', server.url, ...EXPORT, fresh])).code).toBe(0);
    expect(mode(fresh)).toBe('600');
    const old = join(dir, 'old.template');
    writeFileSync(old, `${'stale line\n'.repeat(100)}`);
    chmodSync(old, 0o644);
    const { code, stderr } = await runInProcess(['--endpoint', server.url, ...EXPORT, old]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(mode(old)).toBe('600');
    const text = readFileSync(old, 'utf8');
    expect(text).toContain('hostname=web9\n');
    expect(text).not.toContain('stale');
  });

  it('a symbolic link is refused, and the file it points to is left as it was', async () => {
    const target = join(dir, 'target.txt');
    writeFileSync(target, 'precious\n');
    chmodSync(target, 0o644);
    const link = join(dir, 'link.template');
    symlinkSync(target, link);
    const { code, stderr } = await runInProcess(['--endpoint', server.url, ...EXPORT, link]);
    expect(stderr).toBe(`svc vs create: error: option '--export <file>': ${link} is a symbolic link; svc does not write through one (name the file it points to)\n`);
    expect(code).toBe(2);
    expect(readFileSync(target, 'utf8')).toBe('precious\n');
    expect(mode(target)).toBe('644');
  });

  it("another user's file is refused, left as it was", async () => {
    const theirs = join(dir, 'theirs.template');
    writeFileSync(theirs, 'theirs\n');
    chmodSync(theirs, 0o666);
    const root = process.getuid?.() === 0;
    // As root the file is handed to `nobody`; otherwise it stays the runner's own, and only root's
    // /etc/passwd-like files are another user's (opening one for writing already fails).
    if (root) chownSync(theirs, 65_534, 65_534);
    const target = root ? theirs : '/etc/passwd';
    const { code, stderr } = await runInProcess(['--endpoint', server.url, ...EXPORT, target]);
    expect(code).toBe(2);
    expect(stderr).toMatch(root ? /belongs to another user \(uid 65534\); svc does not write onto it\n$/ : /cannot write \/etc\/passwd: E/);
    if (root) expect(readFileSync(theirs, 'utf8')).toBe('theirs\n');
  });

  it('a directory or a FIFO is not written to', async () => {
    const sub = join(dir, 'a-directory');
    mkdirSync(sub);
    const onDirectory = await runInProcess(['--endpoint', server.url, ...EXPORT, sub]);
    expect(onDirectory.code).toBe(2);
    expect(onDirectory.stderr).toContain(sub);
    const fifo = join(dir, 'a-fifo');
    execFileSync('mkfifo', [fifo]);
    const onFifo = await runInProcess(['--endpoint', server.url, ...EXPORT, fifo]);
    expect(onFifo.stderr).toBe(`svc vs create: error: option '--export <file>': ${fifo} is not a regular file\n`);
    expect(onFifo.code).toBe(2);
  });
});
