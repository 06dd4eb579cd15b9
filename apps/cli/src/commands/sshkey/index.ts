/**
 * `svc sshkey …`: SSH keys of the account, on `SshKeyManager`.
 *
 * @module
 */

import { readFile, writeFile } from 'node:fs/promises';

import type { SshKeyManager } from '@svclib/managers';

import { CommandFailure, UsageError, fileError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName } from '../../parse.js';
import type { CommandSpec, GroupSpec } from '../../spec.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

const KEY_COLUMNS: readonly Column[] = [col('id'), col('label'), col('fingerprint'), col('notes')];
const KEY_DETAIL: readonly Column[] = [...KEY_COLUMNS, col('created', 'createDate')];

/** Reads a file named by an option, as a usage error naming the option when it cannot be read. */
async function readOptionFile(flag: string, file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    throw fileError(`option '${flag}'`, 'read', file, error);
  }
}

/** `sshkey detail` (and its reference name `print`). */
const DETAIL: CommandSpec<SshKeyManager> = {
  name: 'detail',
  summary: 'Show an SSH key (by id or label); --out-file writes the public key to a file',
  example: 'svc sshkey detail laptop --out-file laptop.pub',
  args: ['<id>'],
  options: [{ flags: '-f, --out-file <file>', description: 'write the public key text to this file' }],
  async run(keys, [id], o) {
    const key = await keys.getKey(idOrName(id));
    if (typeof o.outFile === 'string') {
      try {
        await writeFile(o.outFile, `${key.key ?? ''}\n`);
      } catch (error) {
        throw fileError("option '--out-file'", 'write', o.outFile, error);
      }
    }
    return objectOf(key, KEY_DETAIL);
  },
};

/** The `svc sshkey` group. @example `GROUPS.find((g) => g.name === 'sshkey')` */
export const SSHKEY_GROUP: GroupSpec<SshKeyManager> = {
  name: 'sshkey',
  summary: 'SSH keys: list, detail (print), add, edit, remove',
  manager: (m, client) => new m.SshKeyManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List the SSH keys of the account',
      example: 'svc sshkey list --label "lap*" --sortby label',
      options: [{ flags: '--label <label>', description: 'label (wildcards: lap*, *top, *apt*)' }, ...PAGING],
      run: async (keys, _args, o, context) =>
        listOf(await context.collect(keys.iterKeys(defined({ label: o.label, ...paging(o) })), 'SSH keys'), KEY_COLUMNS),
    },
    DETAIL,
    { ...DETAIL, name: 'print', summary: 'The same as `detail` (the reference CLI\'s name)', example: 'svc sshkey print laptop -f laptop.pub' },
    {
      name: 'add',
      summary: 'Add an SSH key, given as text (--key) or as a public key file (--in-file)',
      example: 'svc sshkey add laptop --in-file ~/.ssh/id_ed25519.pub --note "work laptop"',
      args: ['<label>'],
      options: [
        { flags: '-k, --key <text>', description: 'the public key text, e.g. "ssh-ed25519 AAAA… me@host"' },
        { flags: '-f, --in-file <file>', description: 'a public key file (id_rsa.pub) to read the key from' },
        { flags: '--note <text>', description: 'notes of the key' },
      ],
      async run(keys, [label], o) {
        if ((o.key === undefined) === (o.inFile === undefined)) {
          throw new UsageError("give exactly one of '-k, --key <text>' and '-f, --in-file <file>'");
        }
        const text = typeof o.key === 'string' ? o.key : await readOptionFile('--in-file', String(o.inFile));
        const key = await keys.addKey(text, label ?? '', defined({ notes: o.note }));
        return message(`SSH key added: ${key.fingerprint ?? key.id ?? ''}`, key);
      },
    },
    {
      name: 'edit',
      summary: "Change an SSH key's label or notes",
      example: 'svc sshkey edit laptop --label old-laptop --note "retired"',
      args: ['<id>'],
      options: [
        { flags: '-k, --label <label>', description: 'new label' },
        { flags: '--note <text>', description: 'new notes' },
      ],
      async run(keys, [id], o) {
        const changes = defined({ label: o.label, notes: o.note });
        if (Object.keys(changes).length === 0) throw new UsageError('nothing to change: give --label or --note');
        // As the reference CLI: a `false` answer is a failure.
        if (!(await keys.editKey(idOrName(id), changes))) throw new CommandFailure(`Failed to edit SSH key ${id}`);
        return message(`Edited SSH key ${id}.`, true);
      },
    },
    {
      name: 'remove',
      summary: 'Remove an SSH key for good',
      example: 'svc sshkey remove old-laptop --yes',
      args: ['<id>'],
      destroys: ([id]) => `remove SSH key ${id}`,
      run: async (keys, [id]) => message(`Removed SSH key ${id}.`, await keys.deleteKey(idOrName(id))),
    },
  ],
};
