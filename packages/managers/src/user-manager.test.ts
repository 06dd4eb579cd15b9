import { FAKE_USER_ID } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { NameResolutionError } from './errors.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';
import { UserManager } from './user-manager.js';

let fx: Fixture;
let users: UserManager;
useFixture((started) => {
  fx = started;
  users = new UserManager(fx.client);
});

describe('UserManager', () => {
  it('lists users with username and email filters', async () => {
    const all = await users.listUsers();
    const target = fx.server.state.data.users[1]!;
    const got = await users.listUsers({ email: target.email });
    expect(fx.calls()).toEqual([
      { service: 'Vendor_Account', method: 'getUsers', headers: maskHeader(UserManager.USER_MASK), args: [] },
      {
        service: 'Vendor_Account', method: 'getUsers',
        headers: { ...maskHeader(UserManager.USER_MASK), Vendor_AccountObjectFilter: { users: { email: { operation: `_= ${target.email}` } } } },
        args: [],
      },
    ]);
    expect(all.map((u) => u.id)).toEqual(fx.server.state.data.users.map((u) => u.id));
    expect(got.map((u) => u.id)).toEqual([target.id]);
    expect((await collect(users.iterUsers({ chunk: 1 }))).map((u) => u.id)).toEqual(all.map((u) => u.id));
  });

  it('gets a user by id or username, and the current user', async () => {
    const target = fx.server.state.data.users[2]!;
    const user = await users.getUser(target.username);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Account', method: 'getUsers',
        headers: { ...maskHeader('id'), Vendor_AccountObjectFilter: { users: { username: { operation: `_= ${target.username}` } } } },
        args: [],
      },
      {
        service: 'Vendor_User_Customer', method: 'getObject',
        headers: { ...maskHeader(UserManager.USER_MASK), Vendor_User_CustomerInitParameters: { id: target.id } },
        args: [],
      },
    ]);
    expect(user).toMatchObject({ id: target.id, username: target.username, email: target.email });
    expect((await users.getCurrentUser()).id).toBe(FAKE_USER_ID);
    expect(fx.calls().at(-1)).toMatchObject({ service: 'Vendor_Account', method: 'getCurrentUser' });
    await expect(users.getUser('nobody')).rejects.toThrow(new NameResolutionError('user', 'nobody', []));
    expect(await users.resolveIds(target.username)).toEqual([target.id]);
  });

  it('edits a user with editObject', async () => {
    const target = fx.server.state.data.users[1]!;
    expect(await users.editUser(target.username, { firstName: 'Alicia', lastName: undefined })).toBe(true);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_User_Customer', method: 'editObject',
      headers: { Vendor_User_CustomerInitParameters: { id: target.id } }, args: [{ firstName: 'Alicia' }],
    });
    expect(target.firstName).toBe('Alicia');
    await expect(users.editUser(target.id, {})).rejects.toThrow(/nothing to change/);
  });
});
