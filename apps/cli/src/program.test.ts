import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { showsSecrets } from './commands/common.js';
import { GROUPS } from './groups.js';
import { allCommands } from './spec.js';
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
    ...allCommands(GROUPS).map(({ path }) => path),
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
    // The SPEC §10 commands, in this order; groups grow with the managers (more commands after or between them).
    const inOrder = (actual: string[] | undefined, expected: string[]) =>
      expect(actual?.filter((name) => expected.includes(name))).toEqual(expected);
    // SPEC's seven, plus the ordering commands of the reference CLI (`create-options`, `upgrade`).
    inOrder(names.vs, ['list', 'detail', 'create', 'create-options', 'upgrade', 'edit', 'reload', 'cancel', 'ready']);
    inOrder(names.ticket, ['list', 'detail', 'create', 'update', 'subjects']);
    inOrder(names.dns, ['zone-list', 'zone-create', 'zone-delete', 'zone-export', 'zone-import', 'record-list',
      'record-add', 'record-edit', 'record-remove']);
    expect(Object.keys(names)).toEqual(['vs', 'hw', 'image', 'sshkey', 'ticket', 'dns', 'network', 'user', 'account', 'order', 'block', 'file']);
    expect(names.order).toEqual(expect.arrayContaining(['package-list', 'category-list', 'item-list', 'preset-list', 'package-locations', 'place']));
    for (const commands of Object.values(names)) expect(new Set(commands).size).toBe(commands.length);
    // Every command of slcli's `block` (41) and `file` (33) groups (issue 31).
    expect([names.block?.length, names.file?.length]).toEqual([41, 33]);
    expect(names.block).toEqual(expect.arrayContaining(names.file ?? []));
  });

  it('prints the help with status 2 when a group is given without a command', async () => {
    const { code, stderr } = await runInProcess(['vs']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: svc vs');
  });
});

describe('one flag shows secrets (SPEC §10)', () => {
  const flagsOf = (path: string[]): string[] =>
    allCommands(GROUPS).find((c) => c.path.join(' ') === path.join(' '))?.spec.options?.map((o) => `${o.flags}${o.hidden === true ? ' (hidden)' : ''}`) ?? [];

  it.each([['hw', 'credentials'], ['vs', 'credentials'], ['hw', 'detail'], ['vs', 'detail'], ['user', 'detail'], ['vs', 'storage']])(
    '%s %s has --passwords, and the old spellings only hidden', (...path) => {
      const flags = flagsOf(path);
      expect(flags).toContain('--passwords');
      expect(flags).toEqual(expect.arrayContaining(['--show-passwords (hidden)', '--show-keys (hidden)']));
      expect(flags.filter((f) => /show-passwords|show-keys|--keys/.test(f) && !f.endsWith('(hidden)'))).toEqual([]);
    });

  it('showsSecrets: --passwords or any of its aliases', () => {
    expect(showsSecrets({})).toBe(false);
    expect(showsSecrets({ passwords: false })).toBe(false);
    for (const name of ['passwords', 'showPasswords', 'showKeys', 'keys']) expect(showsSecrets({ [name]: true })).toBe(true);
  });

  it('the help of a command lists --passwords and hides the aliases', async () => {
    const { stdout } = await runInProcess(['user', 'detail', '--help']);
    expect(stdout).toContain('--passwords');
    expect(stdout).not.toMatch(/--show-passwords|--show-keys|-k, --keys/);
  });
});
