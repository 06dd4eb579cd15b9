import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { HOME, STACK_LINE, endpointRunner } from './svc.js';

// Several `svc` processes run one after another per test; no assertion here is about speed.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let server: FakeServer;
const { run, json } = endpointRunner(() => server.url);

const calls = (service: string, method: string) =>
  server.state.requests.filter((r) => r.service === service && r.method === method);
const KEY_SERVICE = 'Vendor_Security_Ssh_Key';
const IMAGE_SERVICE = 'Vendor_Virtual_Guest_Block_Device_Template_Group';
const PUBLIC_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIClitestkey cli@example.com';

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(async () => {
  await server.close();
});

describe('svc sshkey', () => {
  it('list: every key, a label filter, reference column names', async () => {
    const all = await json<{ label: string }[]>(['sshkey', 'list']);
    expect(all.map((k) => k.label)).toEqual(['laptop', 'deploy', 'backup']);
    const some = await json<{ label: string }[]>(['sshkey', 'list', '--label', 'lap*']);
    expect(some.map((k) => k.label)).toEqual(['laptop']);
    const csv = await run(['sshkey', 'list', '--format', 'csv', '--sortby', 'label']);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toBe('id,label,fingerprint,notes');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['backup', 'deploy', 'laptop']);
  });

  it('detail by label, and --out-file writes the public key', async () => {
    const key = server.state.data.sshKeys.find((k) => k.label === 'deploy');
    const detail = await json(['sshkey', 'detail', 'deploy']);
    expect(detail).toMatchObject({ id: key?.id, label: 'deploy', fingerprint: key?.fingerprint });
    const file = join(HOME, 'deploy.pub');
    const table = await run(['sshkey', 'detail', String(key?.id), '--out-file', file, '--format', 'table']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ label\s+│ deploy\s+│/);
    expect(readFileSync(file, 'utf8')).toBe(`${key?.key}\n`);
    const missing = await run(['sshkey', 'detail', 'nosuchkey']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^svc: NameResolutionError: .*"nosuchkey" not found/);
    expect(missing.stderr).not.toMatch(STACK_LINE);
  });

  it('add from --key and from --in-file; exactly one of them is required', async () => {
    const added = await run(['sshkey', 'add', 'cli-key', '--key', PUBLIC_KEY, '--note', 'from the CLI', '--format', 'table']);
    expect(added.code).toBe(0);
    const stored = server.state.data.sshKeys.find((k) => k.label === 'cli-key');
    expect(stored).toMatchObject({ key: PUBLIC_KEY, notes: 'from the CLI' });
    expect(added.stdout).toBe(`SSH key added: ${stored?.fingerprint}\n`);
    const file = join(HOME, 'id_test.pub');
    writeFileSync(file, `${PUBLIC_KEY.replace('cli@', 'file@')}\n`);
    const fromFile = await json<{ id: number; label: string }>(['sshkey', 'add', 'file-key', '-f', file]);
    expect(fromFile.label).toBe('file-key');
    expect(server.state.data.sshKeys.find((k) => k.id === fromFile.id)?.key).toBe(PUBLIC_KEY.replace('cli@', 'file@'));
    expect(calls(KEY_SERVICE, 'createObject')).toHaveLength(2);
    const neither = await run(['sshkey', 'add', 'x']);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain("give exactly one of '-k, --key <text>' and '-f, --in-file <file>'");
    const both = await run(['sshkey', 'add', 'x', '-k', PUBLIC_KEY, '-f', file]);
    expect(both.code).toBe(2);
    const unreadable = await run(['sshkey', 'add', 'x', '-f', join(HOME, 'missing.pub')]);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toMatch(/option '--in-file': cannot read .*missing\.pub: ENOENT/);
    expect(calls(KEY_SERVICE, 'createObject')).toHaveLength(2);
  });

  it('edit changes label and notes; nothing to change is a usage error', async () => {
    const edit = await run(['sshkey', 'edit', 'backup', '--label', 'backup-old', '--note', 'retired', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited SSH key backup.\n' });
    expect(server.state.data.sshKeys.find((k) => k.label === 'backup-old')?.notes).toBe('retired');
    const nothing = await run(['sshkey', 'edit', 'backup-old']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to change: give --label or --note');
  });

  it('remove asks first, --dry-run prints the call, --yes removes', async () => {
    const id = server.state.data.sshKeys.find((k) => k.label === 'laptop')?.id;
    const no = await run(['sshkey', 'remove', 'laptop'], 'n\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will remove SSH key laptop. This cannot be undone. Continue? [y/N]');
    const dry = await run(['--dry-run', 'sshkey', 'remove', 'laptop', '--format', 'json']);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual([{ service: KEY_SERVICE, method: 'deleteObject', id, args: [] }]);
    expect(calls(KEY_SERVICE, 'deleteObject')).toHaveLength(0);
    const yes = await run(['sshkey', 'remove', 'laptop', '--yes', '--format', 'table']);
    expect(yes).toMatchObject({ code: 0, stdout: 'Removed SSH key laptop.\n' });
    expect(calls(KEY_SERVICE, 'deleteObject')).toHaveLength(1);
    expect(server.state.data.sshKeys.some((k) => k.id === id)).toBe(false);
  });
});

describe('svc image', () => {
  it('list: private then public, --private/--public, --name, reference columns', async () => {
    const all = await json<{ name: string }[]>(['image', 'list']);
    expect(all.map((i) => i.name)).toEqual(['web-base', 'db-base', 'Ubuntu 22.04 public', 'Debian 12 public']);
    const mine = await json<{ name: string }[]>(['image', 'list', '--private']);
    expect(mine.map((i) => i.name)).toEqual(['web-base', 'db-base']);
    const pub = await json<{ name: string }[]>(['image', 'list', '--public', '--name', 'Debian*']);
    expect(pub.map((i) => i.name)).toEqual(['Debian 12 public']);
    expect(calls('Vendor_Account', 'getPrivateBlockDeviceTemplateGroups').length).toBeGreaterThan(0);
    expect(calls(IMAGE_SERVICE, 'getPublicImages').length).toBeGreaterThan(0);
    const csv = await run(['image', 'list', '--format', 'csv']);
    const lines = csv.stdout.trim().split('\n');
    expect(lines[0]).toBe('id,name,type,visibility,account,os,created,notes');
    expect(lines[1]).toMatch(/^\d+,web-base,[^,]*,PRIVATE,\d+,/);
    expect(lines[3]).toMatch(/^\d+,Ubuntu 22\.04 public,[^,]*,PUBLIC,1,/);
  });

  it('detail by name: guid, visibility and datacenters', async () => {
    const detail = await json(['image', 'detail', 'web-base']);
    expect(detail).toMatchObject({ name: 'web-base', globalIdentifier: '0B5DEAF4-643D-46CA-A695-CECBE8832C9D' });
    const table = await run(['image', 'detail', 'web-base', '--format', 'table']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ guid\s+│ 0B5DEAF4-643D-46CA-A695-CECBE8832C9D\s+│/);
    expect(table.stdout).toMatch(/│ visibility\s+│ PRIVATE\s+│/);
    expect(table.stdout).toMatch(/│ datacenters\s+│ \w+,\w+\s+│/);
  });

  it('edit name, note and tags; nothing to change is a usage error', async () => {
    const edit = await run(['image', 'edit', 'db-base', '--name', 'db-base-2', '--note', 'patched', '--tag', 'db,base', '--format', 'table']);
    expect(edit).toMatchObject({ code: 0, stdout: 'Edited image template db-base.\n' });
    expect(server.state.data.images.find((i) => i.name === 'db-base-2')?.note).toBe('patched');
    expect(calls(IMAGE_SERVICE, 'setTags').at(-1)?.args).toEqual(['db,base']);
    const nothing = await run(['image', 'edit', 'db-base-2']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to change');
  });

  it('share and deny-share with another account; --account-id is required', async () => {
    const share = await run(['image', 'share', 'web-base', '--account-id', '424242', '--format', 'table']);
    expect(share).toMatchObject({ code: 0, stdout: 'Image template web-base: shared with account 424242.\n' });
    expect(server.state.data.images.find((i) => i.name === 'web-base')?.sharedWith).toContain(424242);
    const deny = await run(['image', 'deny-share', 'web-base', '--account-id', '424242', '--format', 'json']);
    expect(deny).toMatchObject({ code: 0, stdout: 'true\n' });
    expect(server.state.data.images.find((i) => i.name === 'web-base')?.sharedWith).not.toContain(424242);
    const missing = await run(['image', 'share', 'web-base']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--account-id <id>' not specified");
    const bad = await run(['image', 'share', 'web-base', '--account-id', 'abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("option '--account-id <id>' argument 'abc' is invalid");
  });

  it('locations lists where an image can be stored; datacenter adds and removes', async () => {
    const locations = await json<{ name: string }[]>(['image', 'locations', 'web-base']);
    expect(locations.length).toBeGreaterThan(0);
    const name = locations.at(-1)?.name ?? '';
    const removed = await run(['image', 'datacenter', 'web-base', name, '--remove', '--format', 'table']);
    expect(removed).toMatchObject({ code: 0, stdout: `Removed ${name} from image template web-base.\n` });
    expect(calls(IMAGE_SERVICE, 'removeLocations')).toHaveLength(1);
    const added = await run(['image', 'datacenter', 'web-base', name, '--format', 'table']);
    expect(added).toMatchObject({ code: 0, stdout: `Added ${name} to image template web-base.\n` });
    expect(calls(IMAGE_SERVICE, 'addLocations')).toHaveLength(1);
  });

  it('delete asks first, --dry-run prints the call, --yes deletes', async () => {
    const id = server.state.data.images.find((i) => i.name === 'web-base')?.id;
    const no = await run(['image', 'delete', 'web-base'], '\n');
    expect(no.code).toBe(2);
    expect(no.stderr).toContain('This will delete image template web-base. This cannot be undone. Continue? [y/N]');
    const dry = await run(['--dry-run', 'image', 'delete', 'web-base', '--format', 'json']);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual([{ service: IMAGE_SERVICE, method: 'deleteObject', id, args: [] }]);
    expect(calls(IMAGE_SERVICE, 'deleteObject')).toHaveLength(0);
    const yes = await run(['image', 'delete', 'web-base', '--format', 'table'], 'y\n');
    expect(yes).toMatchObject({ code: 0, stdout: 'Deleted image template web-base.\n' });
    expect(server.state.data.images.some((i) => i.id === id)).toBe(false);
  });
});
