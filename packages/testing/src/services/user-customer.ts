/**
 * `Vendor_User_Customer`: customer users, `getPortalLoginToken` (password login), user creation,
 * portal permissions, API keys, VPN settings and device access lists.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import { accessOf, extrasOf, nextExtraId, type FakeAccess } from '../data/account-extras.js';
import { FakeFault, INVALID_CREDENTIALS, invalidParameters } from '../engine/fake-fault.js';
import { buildUser } from '../data/generate.js';
import type { FakeUser } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import { objectOf, output, structArgument, type CallContext, type MethodSpec, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

/** `add/removeBulkPortalPermission([{ keyName }, …])`: every key name must be a permission. */
function bulkPermissions(add: boolean): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      const list = context.args[0];
      const where = `${context.service}::${context.method}`;
      if (!Array.isArray(list)) throw invalidParameters(`${where} expects a list of permissions [{ keyName }] as argument 1, got ${describe(list)}.`);
      const extras = extrasOf(context.data);
      const names = list.map((item, index) => {
        const keyName = isStruct(item) ? item.keyName : undefined;
        if (typeof keyName !== 'string' || !extras.permissions.some((permission) => permission.keyName === keyName)) {
          throw invalidParameters(`${where}: permission ${index + 1} (${describe(keyName)}) is not a User_Permission_Action keyName.`);
        }
        return keyName;
      });
      const user = objectOf<FakeUser>(context);
      let held = extras.userPermissions.get(user.id);
      if (!held) {
        held = new Set();
        extras.userPermissions.set(user.id, held);
      }
      for (const name of names) {
        if (add) held.add(name);
        else held.delete(name);
      }
      return true;
    },
  };
}

/** `add…Access(id)` / `remove…Access(id)` on a user. */
function accessMethod(kind: keyof FakeAccess, add: boolean): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      const id = Number(context.args[0]);
      const extras = extrasOf(context.data);
      const known: ReadonlyArray<{ id: number }> =
        kind === 'hardware' ? context.data.hardware : kind === 'virtualGuests' ? context.data.virtualGuests : extras.dedicatedHosts;
      if (!Number.isInteger(id) || !known.some((device) => device.id === id)) {
        throw invalidParameters(`${context.service}::${context.method} expects an id of the account's ${kind} as argument 1, got ${describe(context.args[0])}.`);
      }
      const set = accessOf(extras, (objectOf<FakeUser>(context)).id)[kind];
      if (add) set.add(id);
      else set.delete(id);
      return true;
    },
  };
}

const USERNAME = /^[A-Za-z0-9._@-]{3,64}$/;

/** `createObject(template, password, vpnPassword)`: a new active user. */
function createUser(context: CallContext): AnyRecord {
  const template = structArgument(context, 0, 'a user template { username, email, … }');
  const where = `${context.service}::createObject`;
  const { username, email } = template;
  // As the API: a template read from another user must lose its id first (the reference CLI deletes it).
  if (template.id !== undefined && template.id !== null) throw invalidParameters(`${where}: the template must not have an id, got ${describe(template.id)}.`);
  if (typeof username !== 'string' || !USERNAME.test(username)) {
    throw invalidParameters(`${where}: username must be 3 to 64 letters, digits or . _ @ -, got ${describe(username)}.`);
  }
  if (context.data.users.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
    throw invalidParameters(`${where}: the username ${username} is already taken.`);
  }
  if (typeof email !== 'string' || !email.includes('@')) throw invalidParameters(`${where}: email must be an email address, got ${describe(email)}.`);
  const password = context.args[1];
  if (typeof password !== 'string' || password.length < 8) throw invalidParameters(`${where}: the password (argument 2) must be at least 8 characters.`);
  const vpnPassword = context.args[2];
  if (vpnPassword !== undefined && vpnPassword !== null && typeof vpnPassword !== 'string') {
    throw invalidParameters(`${where}: the VPN password (argument 3) must be a string or nil.`);
  }
  const id = context.data.nextId('user', context.data.users, 7000);
  const user: FakeUser = { ...buildUser(id, username, context.data.users.length, false), email, parentId: context.currentUser?.id };
  for (const name of ['firstName', 'lastName', 'companyName', 'address1', 'city', 'state', 'country', 'postalCode', 'officePhone'] as const) {
    if (typeof template[name] === 'string') user[name] = template[name];
  }
  user.displayName = `${user.firstName} ${user.lastName}`;
  context.data.users.push(user);
  if (typeof vpnPassword === 'string') extrasOf(context.data).vpnPasswords.set(id, vpnPassword);
  return output(context, user, 'User');
}

/** `User_Customer_Status` records by id: the statuses a user can be set to (1021 is how a user is deleted). */
const USER_STATUSES: Readonly<Record<number, string>> = { 1001: 'Active', 1002: 'Disabled', 1003: 'Inactive', 1021: 'CANCEL_PENDING' };

/** After `editObject`: a changed `userStatusId` must be a status, and `userStatus` follows it. */
function syncUserStatus(record: AnyRecord, context: CallContext): void {
  const id = record.userStatusId;
  const name = typeof id === 'number' ? USER_STATUSES[id] : undefined;
  if (name === undefined) {
    throw invalidParameters(`${context.service}::${context.method}: userStatusId ${describe(id)} is not a User_Customer_Status id (${Object.keys(USER_STATUSES).join(', ')}).`);
  }
  record.userStatus = { id, name };
}

/** The `Vendor_User_Customer` service. */
export const userCustomerService: ServiceSpec = {
  type: 'User',
  collection: (data) => data.users,
  editable: [
    'firstName', 'lastName', 'email', 'companyName', 'address1', 'city', 'state', 'country', 'postalCode', 'officePhone',
    'displayName', 'sslVpnAllowedFlag', 'vpnManualConfig', 'userStatusId',
  ],
  afterEdit: syncUserStatus,
  methods: {
    createObject: { run: createUser },
    addBulkPortalPermission: bulkPermissions(true),
    removeBulkPortalPermission: bulkPermissions(false),
    addHardwareAccess: accessMethod('hardware', true),
    addVirtualGuestAccess: accessMethod('virtualGuests', true),
    addDedicatedHostAccess: accessMethod('dedicatedHosts', true),
    removeHardwareAccess: accessMethod('hardware', false),
    removeVirtualGuestAccess: accessMethod('virtualGuests', false),
    removeDedicatedHostAccess: accessMethod('dedicatedHosts', false),
    addApiAuthenticationKey: {
      needsObject: true,
      run: (context) => {
        const extras = extrasOf(context.data);
        const userId = (objectOf<FakeUser>(context)).id;
        if (extras.apiKeys.some((key) => key.userId === userId)) {
          throw invalidParameters(`${context.service}::addApiAuthenticationKey: the user already has an API key; remove it first.`);
        }
        const key = { id: nextExtraId(extras, 'apiKey', 1_000_000), userId, authenticationKey: randomBytes(32).toString('hex') };
        extras.apiKeys.push(key);
        return key.authenticationKey;
      },
    },
    removeApiAuthenticationKey: {
      needsObject: true,
      run: (context) => {
        const extras = extrasOf(context.data);
        const userId = (objectOf<FakeUser>(context)).id;
        const keyId = Number(context.args[0]);
        const index = extras.apiKeys.findIndex((key) => key.id === keyId && key.userId === userId);
        if (index < 0) throw invalidParameters(`${context.service}::removeApiAuthenticationKey: ${describe(context.args[0])} is not an API key of user ${userId}.`);
        extras.apiKeys.splice(index, 1);
        return true;
      },
    },
    updateVpnUser: {
      needsObject: true,
      run: (context) => {
        extrasOf(context.data).vpnUpdates.push((objectOf<FakeUser>(context)).id);
        return true;
      },
    },
    updateVpnPassword: {
      needsObject: true,
      run: (context) => {
        const password = context.args[0];
        if (typeof password !== 'string' || password.length < 8) {
          throw invalidParameters(`${context.service}::updateVpnPassword: the password must be at least 8 characters.`);
        }
        extrasOf(context.data).vpnPasswords.set((objectOf<FakeUser>(context)).id, password);
        return true;
      },
    },
    getPortalLoginToken: {
      public: true,
      run: (context) => {
        const [username, password] = context.args;
        const user = context.state.options.users.find((candidate) => candidate.username === username);
        if (!user || user.password === undefined || typeof password !== 'string' || password !== user.password) {
          throw new FakeFault(INVALID_CREDENTIALS, 'Invalid username or password.');
        }
        const hash = randomBytes(32).toString('hex');
        context.state.tokens.set(hash, user.id);
        return { userId: user.id, hash };
      },
    },
  },
};
