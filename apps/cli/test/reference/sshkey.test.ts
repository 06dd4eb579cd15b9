import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { referenceTable } from '../reference-table.js';

const KEY = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 user@host';
const files = mkdtempSync(join(tmpdir(), 'svc-sshkey-reference-'));
/** slcli's fixture `id_rsa.pub`. */
const ID_RSA = join(files, 'id_rsa.pub');
const FILE_KEY = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7FILE user@host';
writeFileSync(ID_RSA, `${FILE_KEY}\n`);
const OUT = join(files, 'printed.pub');

// Not ported: test_edit_key_fail mocks editObject to answer false, which the fake server never does
// (svc exits 1 with "Failed to edit SSH key" on such an answer).

referenceTable('sshkey (slcli tests/CLI/modules/sshkey_tests.py)', [
  { test: 'test_add_without_key_errors', args: ['sshkey', 'add', 'key1'], exit: 2, notCalled: ['Security_Ssh_Key.createObject'] },
  {
    test: 'test_add_with_key_file_and_key_argument_errors',
    args: ['sshkey', 'add', 'key1', '--key=some_key', `--in-file=${ID_RSA}`],
    exit: 2,
    notCalled: ['Security_Ssh_Key.createObject'],
  },
  {
    test: 'test_add_by_file',
    args: ['sshkey', 'add', 'key-from-file', `--in-file=${ID_RSA}`],
    exit: 0,
    calls: [{ service: 'Security_Ssh_Key', method: 'createObject', args: [{ key: FILE_KEY, label: 'key-from-file', notes: null }] }],
  },
  {
    test: 'test_add_by_option',
    args: ['sshkey', 'add', 'key1', `--key=${KEY}`, '--note=my key'],
    exit: 0,
    calls: [{ service: 'Security_Ssh_Key', method: 'createObject', args: [{ notes: 'my key', key: KEY, label: 'key1' }] }],
  },
  { test: 'test_remove_key', args: ['--yes', 'sshkey', 'remove', '1203'], exit: 0, calls: [{ service: 'Security_Ssh_Key', method: 'deleteObject', id: 1203 }] },
  { test: 'test_remove_key_fail', args: ['sshkey', 'remove', '1202'], input: 'n\n', exit: 2, notCalled: ['Security_Ssh_Key.deleteObject'] },
  {
    test: 'test_edit_key',
    args: ['sshkey', 'edit', '1201', '--label=key1', '--note=my key'],
    exit: 0,
    calls: [{ service: 'Security_Ssh_Key', method: 'editObject', id: 1201, args: [{ notes: 'my key', label: 'key1' }] }],
  },
  { test: 'test_list_keys', args: ['sshkey', 'list'], exit: 0, calls: [{ service: 'Account', method: 'getSshKeys' }] },
  { test: 'test_print_key', args: ['sshkey', 'print', '1202'], exit: 0, calls: [{ service: 'Security_Ssh_Key', method: 'getObject', id: 1202 }] },
  { test: 'test_print_key (svc detail)', args: ['sshkey', 'detail', '1202'], exit: 0, calls: [{ service: 'Security_Ssh_Key', method: 'getObject', id: 1202 }] },
  {
    test: 'test_print_key_file',
    args: ['sshkey', 'print', '1202', `--out-file=${OUT}`],
    exit: 0,
    calls: [{ service: 'Security_Ssh_Key', method: 'getObject', id: 1202 }],
  },
]);

it('test_print_key_file: the file holds the public key', () => {
  expect(readFileSync(OUT, 'utf8')).toBe('ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC3DEPLOY deploy@example.com\n');
});
