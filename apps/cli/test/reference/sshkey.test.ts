import { referenceTable } from '../reference-table.js';

const KEY = 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 user@host';

referenceTable('sshkey (slcli tests/CLI/modules/sshkey_tests.py)', [
  { test: 'test_add_without_key_errors', args: ['sshkey', 'add', 'key1'], exit: 2, notCalled: ['Security_Ssh_Key.createObject'] },
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
  { test: 'test_print_key', args: ['sshkey', 'detail', '1202'], exit: 0, calls: [{ service: 'Security_Ssh_Key', method: 'getObject', id: 1202 }] },
]);
