import { describe, expect, it } from 'vitest';
import { NameResolutionError } from './errors.js';
import { SshKeyManager } from './ssh-key-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let keys: SshKeyManager;
useFixture((started) => {
  fx = started;
  keys = new SshKeyManager(fx.client);
});

const init = (id: number): Record<string, unknown> => ({ Vendor_Security_Ssh_KeyInitParameters: { id } });
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFake me@host';

describe('SshKeyManager.addKey', () => {
  it('calls createObject with key, label and notes (null when not given) and returns the key', async () => {
    const created = await keys.addKey(KEY, 'laptop2');
    await keys.addKey(KEY, 'laptop3', { notes: 'mine' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Security_Ssh_Key', method: 'createObject', headers: {}, args: [{ key: KEY, label: 'laptop2', notes: null }] },
      { service: 'Vendor_Security_Ssh_Key', method: 'createObject', headers: {}, args: [{ key: KEY, label: 'laptop3', notes: 'mine' }] },
    ]);
    expect(created).toMatchObject({ label: 'laptop2', key: KEY });
    expect(created.id).toBeTypeOf('number');
    expect(created.fingerprint).toMatch(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
    expect(fx.server.state.data.sshKeys.map((key) => key.label)).toContain('laptop3');
  });

  it('rejects an empty key or label before any request', async () => {
    await expect(keys.addKey('', 'x')).rejects.toThrow('SshKeyManager.addKey: key must be a non-empty string');
    await expect(keys.addKey(KEY, ' ')).rejects.toThrow('SshKeyManager.addKey: label must be a non-empty string');
    expect(fx.calls()).toEqual([]);
  });
});

describe('SshKeyManager.getKey / deleteKey / editKey', () => {
  it('getKey reads getObject with no mask; a label resolves through Account.getSshKeys', async () => {
    const first = fx.server.state.data.sshKeys[0]!;
    const got = await keys.getKey(first.label);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getSshKeys', headers: {}, args: [] },
      { service: 'Vendor_Security_Ssh_Key', method: 'getObject', headers: init(first.id), args: [] },
    ]);
    expect(got).toMatchObject({ id: first.id, label: first.label, key: first.key, fingerprint: first.fingerprint });
  });

  it('deleteKey calls deleteObject on the key', async () => {
    const first = fx.server.state.data.sshKeys[0]!;
    expect(await keys.deleteKey(first.id)).toBe(true);
    expect(fx.calls()).toEqual([{ service: 'Vendor_Security_Ssh_Key', method: 'deleteObject', headers: init(first.id), args: [] }]);
    expect(fx.server.state.data.sshKeys.map((key) => key.id)).not.toContain(first.id);
  });

  it('editKey sends only the non-empty label and notes', async () => {
    const first = fx.server.state.data.sshKeys[0]!;
    await keys.editKey(first.id, { label: 'renamed', notes: 'rotated' });
    await keys.editKey(first.id, { label: '', notes: 'only notes' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Security_Ssh_Key', method: 'editObject', headers: init(first.id), args: [{ label: 'renamed', notes: 'rotated' }] },
      { service: 'Vendor_Security_Ssh_Key', method: 'editObject', headers: init(first.id), args: [{ notes: 'only notes' }] },
    ]);
    expect(fx.server.state.data.sshKeys[0]).toMatchObject({ label: 'renamed', notes: 'only notes' });
  });

  it('an unknown label is a NameResolutionError', async () => {
    await expect(keys.getKey('nope')).rejects.toBeInstanceOf(NameResolutionError);
  });
});

describe('SshKeyManager.listKeys / iterKeys / resolveIds', () => {
  it('listKeys calls Account.getSshKeys, filtering sshKeys.label through queryFilter', async () => {
    const all = await keys.listKeys();
    const some = await keys.listKeys({ label: 'lap*', mask: 'id, label' });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getSshKeys', headers: {}, args: [] },
      {
        service: 'Vendor_Account',
        method: 'getSshKeys',
        headers: { ...maskHeader('id, label'), Vendor_AccountObjectFilter: { sshKeys: { label: { operation: '^= lap' } } } },
        args: [],
      },
    ]);
    expect(all).toHaveLength(fx.server.state.data.sshKeys.length);
    expect(some.map((key) => key.label)).toEqual(['laptop']);
  });

  it('iterKeys pages with iterCall', async () => {
    const got = await collect(keys.iterKeys({ chunk: 2 }));
    expect(fx.calls().map((call) => call.headers.resultLimit)).toEqual([{ limit: 2, offset: 0 }, { limit: 2, offset: 2 }]);
    expect(got.map((key) => key.id)).toEqual(fx.server.state.data.sshKeys.map((key) => key.id));
  });

  it('resolveIds matches labels exactly and passes ids through', async () => {
    const first = fx.server.state.data.sshKeys[0]!;
    expect(await keys.resolveIds(first.label)).toEqual([first.id]);
    expect(await keys.resolveIds('LAPTOP')).toEqual([]);
    expect(await keys.resolveIds('42')).toEqual([42]);
  });
});
