import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { GROUPS } from './groups.js';
import { run } from './program.js';

async function runInProcess(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    stdin: new PassThrough(),
  });
  return { code, stdout, stderr };
}

describe('svc help (in process)', () => {
  const commands = [
    ...GROUPS.flatMap((g) => g.commands.map((c) => [g.name, c.name])),
    ['config', 'setup'],
    ['config', 'show'],
    ['call-api'],
  ];

  it.each(commands)('%s %s shows a summary and an example', async (...names) => {
    const { code, stdout } = await runInProcess([...names.filter((n): n is string => n !== undefined), '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`Example:\\n  svc ${names.filter(Boolean).join(' ')}\\b`));
  });

  it('has the commands SPEC §10 names for each group', () => {
    const names = Object.fromEntries(GROUPS.map((g) => [g.name, g.commands.map((c) => c.name)]));
    // SPEC's seven, plus the ordering commands of the reference CLI (`create-options`, `upgrade`).
    expect(names.vs).toEqual(['list', 'detail', 'create', 'create-options', 'upgrade', 'edit', 'reload', 'cancel', 'ready']);
    expect(names.ticket).toEqual(['list', 'detail', 'create', 'update', 'subjects']);
    expect(names.dns).toEqual(['zone-list', 'zone-create', 'zone-delete', 'zone-export', 'zone-import', 'record-list',
      'record-add', 'record-edit', 'record-remove']);
    expect(Object.keys(names)).toEqual(['vs', 'hw', 'image', 'sshkey', 'ticket', 'dns', 'network', 'user', 'account']);
  });

  it('prints the help with status 2 when a group is given without a command', async () => {
    const { code, stderr } = await runInProcess(['vs']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: svc vs');
  });
});
