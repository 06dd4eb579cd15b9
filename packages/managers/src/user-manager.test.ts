import { ServiceAPIError, ServiceError } from '@svclib/core';
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
      { service: 'Vendor_Account', method: 'getUsers', headers: maskHeader(UserManager.LIST_MASK), args: [] },
      {
        service: 'Vendor_Account', method: 'getUsers',
        headers: { ...maskHeader(UserManager.LIST_MASK), Vendor_AccountObjectFilter: { users: { email: { operation: `_= ${target.email}` } } } },
        args: [],
      },
    ]);
    expect(all.map((u) => u.id)).toEqual(fx.server.state.data.users.map((u) => u.id));
    // The reference client's list fields: counts and flags come back.
    expect(all[0]).toMatchObject({ displayName: (expect.any(String) as unknown), userStatus: { name: 'Active' }, hardwareCount: 0, apiAuthenticationKeyCount: 1 });
    expect(all[0]).toHaveProperty('sslVpnAllowedFlag');
    expect(got.map((u) => u.id)).toEqual([target.id]);
    expect((await collect(users.iterUsers({ chunk: 1 }))).map((u) => u.id)).toEqual(all.map((u) => u.id));
  });

  it('gets a user by id or username, and the current user', async () => {
    const target = fx.server.state.data.users[2]!;
    const user = await users.getUser(target.username);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Account', method: 'getUsers',
        headers: { ...maskHeader('id, username'), Vendor_AccountObjectFilter: { users: { username: { operation: `_= ${target.username}` } } } },
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

const init = (id: number) => ({ Vendor_User_CustomerInitParameters: { id } });

describe('UserManager permissions', () => {
  it('reads every permission once (sorted by keyName) and the departments', async () => {
    const all = await users.getAllPermissions();
    await users.getAllPermissions();
    const departments = await users.getPermissionDepartments();
    expect(fx.calls()).toEqual([
      { service: 'Vendor_User_Permission_Action', method: 'getAllObjects', headers: {}, args: [] },
      {
        service: 'Vendor_User_Permission_Department', method: 'getAllObjects',
        headers: maskHeader('permissions[id, keyName, description, name]'), args: [],
      },
    ]);
    const names = all.map((p) => p.keyName!);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('TICKET_VIEW');
    for (const department of departments) {
      const keys = department.permissions!.map((p) => p.keyName!);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('adds and removes permissions with add/removeBulkPortalPermission([{ keyName }])', async () => {
    const target = fx.server.state.data.users[1]!;
    expect(await users.addPermissions(target.id, ['dns_manage', { keyName: 'TICKET_ADD' }])).toBe(true);
    expect(await users.removePermissions(target.username, ['TICKET_ADD'])).toBe(true);
    const calls = fx.calls().filter((call) => call.service === 'Vendor_User_Customer');
    expect(calls).toEqual([
      { service: 'Vendor_User_Customer', method: 'addBulkPortalPermission', headers: init(target.id), args: [[{ keyName: 'DNS_MANAGE' }, { keyName: 'TICKET_ADD' }]] },
      { service: 'Vendor_User_Customer', method: 'removeBulkPortalPermission', headers: init(target.id), args: [[{ keyName: 'TICKET_ADD' }]] },
    ]);
    const held = (await users.getUserPermissions(target.id)).map((p) => p.keyName);
    expect(fx.calls().at(-1)).toEqual({ service: 'Vendor_User_Customer', method: 'getPermissions', headers: init(target.id), args: [] });
    expect(held).toContain('DNS_MANAGE');
    expect(held).not.toContain('TICKET_ADD');
    await expect(users.addPermissions(target.id, ['FLY'])).rejects.toThrow(new ServiceError("UserManager.formatPermissionObject: 'FLY' is not a valid permission"));
    expect(await users.formatPermissionObject(['all'])).toHaveLength((await users.getAllPermissions()).length);
  });

  it('copies permissions from another user: getPermissions, add, then remove the rest', async () => {
    const [from, to] = [fx.server.state.data.users[1]!, fx.server.state.data.users[0]!];
    const fresh = new UserManager(fx.client);
    expect(await fresh.permissionsFromUser(to.id, from.id)).toBe(true);
    const methods = fx.calls().map((call) => `${call.service.replace('Vendor_', '')}.${call.method}`);
    expect(methods).toEqual([
      'User_Customer.getPermissions', 'User_Permission_Action.getAllObjects', 'User_Customer.addBulkPortalPermission',
      'User_Customer.removeBulkPortalPermission',
    ]);
    expect(fx.calls()[3]!.args[0]).not.toEqual([]);
    const fromKeys = (await users.getUserPermissions(from.id)).map((p) => p.keyName);
    expect((await users.getUserPermissions(to.id)).map((p) => p.keyName)).toEqual(fromKeys);
  });
});

describe('UserManager notifications, logins and events', () => {
  it('lists notifications with mask enabled, and enables/disables them by name', async () => {
    const all = await users.getAllNotifications();
    expect(fx.calls()[0]).toEqual({ service: 'Vendor_Email_Subscription', method: 'getAllObjects', headers: maskHeader('enabled'), args: [] });
    const approved = all.find((n) => n.name === 'Order Approved')!;
    expect(approved).toMatchObject({ id: (expect.any(Number) as unknown), enabled: false, description: (expect.any(String) as unknown) });
    fx.server.state.requests.length = 0;
    expect(await users.enableNotifications(['Order Approved', 'Reload Complete'])).toBe(true);
    const reload = all.find((n) => n.name === 'Reload Complete')!;
    expect(fx.calls().slice(1)).toEqual([
      { service: 'Vendor_Email_Subscription', method: 'enable', headers: { Vendor_Email_SubscriptionInitParameters: { id: approved.id } }, args: [] },
      { service: 'Vendor_Email_Subscription', method: 'enable', headers: { Vendor_Email_SubscriptionInitParameters: { id: reload.id } }, args: [] },
    ]);
    expect((await users.getAllNotifications()).find((n) => n.id === approved.id)?.enabled).toBe(true);
    fx.server.state.requests.length = 0;
    expect(await users.disableNotifications(['Order Approved'])).toBe(true);
    expect(fx.calls().at(-1)).toMatchObject({ method: 'disable', headers: { Vendor_Email_SubscriptionInitParameters: { id: approved.id } } });
    await expect(users.enableNotifications(['No such'])).rejects.toThrow(/No such is not a valid notification name/);
  });

  it('gets logins since 30 days ago with a greaterThanDate filter on loginAttempts.createDate', async () => {
    const target = fx.server.state.data.users[0]!;
    const logins = await users.getLogins(target.id);
    const start = new Date(Date.now() - 30 * 86_400_000);
    const pad = (n: number): string => String(n).padStart(2, '0');
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_User_Customer', method: 'getLoginAttempts',
        headers: {
          ...init(target.id),
          Vendor_User_CustomerObjectFilter: {
            loginAttempts: {
              createDate: {
                operation: 'greaterThanDate',
                options: [{ name: 'date', value: [`${pad(start.getUTCMonth() + 1)}/${pad(start.getUTCDate())}/${start.getUTCFullYear()} 0:0:0`] }],
              },
            },
          },
        },
        args: [],
      },
    ]);
    expect(logins.length).toBeGreaterThanOrEqual(29);
    expect(logins.length).toBeLessThanOrEqual(31);
    const custom = await users.getLogins(target.id, { startDate: '01/01/2000 0:0:0' });
    expect(custom).toHaveLength(40);
  });

  it('gets events from Event_Log.getAllObjects filtered by userId and eventCreateDate', async () => {
    const target = fx.server.state.data.users[1]!;
    const events = await users.getEvents(target.username, { startDate: '2000-01-01T00:00:00' });
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Event_Log', method: 'getAllObjects',
      headers: {
        Vendor_Event_LogObjectFilter: {
          userId: { operation: target.id },
          eventCreateDate: { operation: 'greaterThanDate', options: [{ name: 'date', value: ['2000-01-01T00:00:00'] }] },
        },
      },
      args: [],
    });
    expect(events.map((e) => e.eventName)).toEqual(['Login Successful', 'Password Changed']);
    expect(await users.getEvents(target.id)).toHaveLength(1);
  });
});

describe('UserManager create, API keys, VPN and access', () => {
  it('creates a user with createObject(template, password, nil)', async () => {
    const template = { username: 'carol', email: 'carol@example.com', firstName: 'Carol', lastName: 'Ng' };
    const user = await users.createUser(template, 'S3cret!pass');
    expect(fx.calls()).toEqual([
      { service: 'Vendor_User_Customer', method: 'createObject', headers: {}, args: [template, 'S3cret!pass', null] },
    ]);
    expect(user).toMatchObject({ username: 'carol', email: 'carol@example.com', firstName: 'Carol' });
    await users.createUser({ username: 'dave', email: 'dave@example.com' }, 'S3cret!pass', { vpnPassword: 'V3pn!pass1' });
    expect(fx.calls().at(-1)!.args[2]).toBe('V3pn!pass1');
    const error = await users.createUser(template, 'S3cret!pass').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceAPIError);
    expect(String(error)).not.toContain('S3cret!pass');
  });

  it('turns the PaaS delegation fault into a ServiceError that says the user comes later', async () => {
    fx.server.inject({
      service: 'User_Customer', method: 'createObject', times: 1,
      failure: { kind: 'fault', faultCode: 'Vendor_Exception_User_Customer_DelegateIamIdInvitationToPaas', faultString: 'delegated' },
    });
    try {
      const error = await users.createUser({ username: 'erin', email: 'erin@example.com' }, 'S3cret!pass').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).not.toBeInstanceOf(ServiceAPIError);
      expect((error as Error).message).toMatch(/received, but the platform services must process it first/);
      expect((error as Error).cause).toBeInstanceOf(ServiceAPIError);
    } finally {
      fx.server.clearInjections();
    }
  });

  it('adds, lists and removes API keys (removeApiAuthenticationKey with the first key id)', async () => {
    const target = fx.server.state.data.users[1]!;
    const key = await users.addApiAuthenticationKey(target.id);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const keys = await users.getApiAuthenticationKeys(target.id);
    expect(keys).toHaveLength(1);
    expect(await users.removeApiAuthenticationKey(target.username)).toBe(true);
    expect(fx.calls().map((call) => [call.method, call.headers, call.args])).toEqual([
      ['addApiAuthenticationKey', init(target.id), []],
      ['getApiAuthenticationKeys', init(target.id), []],
      ['getUsers', (expect.anything() as unknown), []],
      ['getApiAuthenticationKeys', init(target.id), []],
      ['removeApiAuthenticationKey', init(target.id), [keys[0]!.id]],
    ]);
    expect(await users.getApiAuthenticationKeys(target.id)).toEqual([]);
    fx.server.state.requests.length = 0;
    expect(await users.removeApiAuthenticationKey(target.id)).toBe(true);
    expect(fx.calls().map((call) => call.method)).toEqual(['getApiAuthenticationKeys']);
  });

  it('sets VPN flags with editObject, subnets with overrides and updateVpnUser, and the VPN password', async () => {
    const target = fx.server.state.data.users[1]!;
    const [a, b] = fx.server.state.data.subnets;
    await users.vpnManual(target.id, true);
    await users.vpnEnableOrDisable(target.id, false);
    expect(fx.calls().map((call) => call.args)).toEqual([[{ vpnManualConfig: true }], [{ sslVpnAllowedFlag: false }]]);
    expect(target).toMatchObject({ vpnManualConfig: true, sslVpnAllowedFlag: false });
    fx.server.state.requests.length = 0;
    expect(await users.vpnSubnetAdd(target.id, [a!.id, b!.id])).toBe(true);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Network_Service_Vpn_Overrides', method: 'createObjects', headers: {},
        args: [[{ userId: target.id, subnetId: a!.id }, { userId: target.id, subnetId: b!.id }]],
      },
      { service: 'Vendor_User_Customer', method: 'updateVpnUser', headers: init(target.id), args: [] },
    ]);
    fx.server.state.requests.length = 0;
    const overrides = await users.getOverridesList(target.id, [b!.id]);
    expect(overrides).toEqual([{ id: (expect.any(Number) as unknown), subnetId: b!.id }]);
    expect(fx.calls()).toEqual([
      { service: 'Vendor_User_Customer', method: 'getOverrides', headers: { ...maskHeader('id, subnetId'), ...init(target.id) }, args: [] },
    ]);
    fx.server.state.requests.length = 0;
    expect(await users.vpnSubnetRemove(target.id, [b!.id])).toBe(true);
    expect(fx.calls().map((call) => call.method)).toEqual(['getOverrides', 'deleteObjects', 'updateVpnUser']);
    expect(fx.calls()[1]!.args).toEqual([overrides]);
    await expect(users.getOverridesList(target.id, [b!.id])).rejects.toThrow(/subnet \d+ does not exist in the subnets assigned for user/);
    fx.server.state.requests.length = 0;
    expect(await users.updateVpnPassword(target.id, 'N3w!vpnPass')).toBe(true);
    expect(fx.calls()).toEqual([{ service: 'Vendor_User_Customer', method: 'updateVpnPassword', headers: init(target.id), args: ['N3w!vpnPass'] }]);
  });

  it('grants and removes device access, and lists the devices a user reaches', async () => {
    const target = fx.server.state.data.users[2]!;
    const server = fx.server.state.data.hardware[0]!;
    const guest = fx.server.state.data.virtualGuests[0]!;
    const host = (await fx.client.call('Account', 'getDedicatedHosts', { mask: 'id' }))[0]!;
    fx.server.state.requests.length = 0;
    await users.grantHardwareAccess(target.id, server.id);
    await users.grantVirtualAccess(target.id, guest.id);
    await users.grantDedicatedAccess(target.id, host.id!);
    expect(fx.calls().map((call) => [call.method, call.headers, call.args])).toEqual([
      ['addHardwareAccess', init(target.id), [server.id]],
      ['addVirtualGuestAccess', init(target.id), [guest.id]],
      ['addDedicatedHostAccess', init(target.id), [host.id]],
    ]);
    expect((await users.getUserHardware(target.id)).map((h) => h.id)).toEqual([server.id]);
    expect((await users.getUserVirtuals(target.id)).map((g) => g.id)).toEqual([guest.id]);
    expect((await users.getUserDedicatedHost(target.id)).map((d) => d.id)).toEqual([host.id]);
    expect(fx.calls().slice(3).map((call) => call.method)).toEqual(['getHardware', 'getVirtualGuests', 'getDedicatedHosts']);
    fx.server.state.requests.length = 0;
    await users.removeHardwareAccess(target.id, server.id);
    await users.removeVirtualAccess(target.id, guest.id);
    await users.removeDedicatedAccess(target.id, host.id!);
    expect(fx.calls().map((call) => [call.method, call.args])).toEqual([
      ['removeHardwareAccess', [server.id]], ['removeVirtualGuestAccess', [guest.id]], ['removeDedicatedHostAccess', [host.id]],
    ]);
    expect(await users.getUserHardware(target.id)).toEqual([]);
  });
});
