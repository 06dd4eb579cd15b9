/**
 * Records of customer users' permissions, notifications, logins, events, API keys and VPN
 * overrides, as `UserManager` returns them.
 *
 * @module
 */
import type {
  Email_Subscription, Event_Log, Network_Service_Vpn_Overrides, User_Customer, User_Customer_Access_Authentication,
  User_Customer_ApiAuthentication, User_Permission_Action, Virtual_DedicatedHost,
} from '@svclib/model';

/**
 * A portal permission (`User_Permission_Action`).
 * The generated record `User_Permission_Action` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const all = await users.getAllPermissions();
 * console.log(all.map((permission) => permission.keyName));
 * ```
 *
 * @deprecated Use `User_Permission_Action` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type UserPermission = User_Permission_Action;

/**
 * A permission department (`User_Permission_Department`) with its permissions.
 *
 * @example
 * ```ts
 * const departments = await users.getPermissionDepartments();
 * console.log(departments.map((department) => `${department.name}: ${department.permissions?.length}`));
 * ```
 */
export interface UserPermissionDepartment {
  /** Department id. */
  id?: number;
  /** Machine name, e.g. `ADMINISTRATIVE`. */
  keyName?: string;
  /** Display name. */
  name?: string;
  /** Description. */
  description?: string;
  /** Its permissions (sorted by `keyName` by the manager). */
  permissions?: User_Permission_Action[];
}

/**
 * An email notification the current user can subscribe to (`Email_Subscription`).
 * The generated record `Email_Subscription` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const notifications = await users.getAllNotifications();
 * console.log(notifications.filter((n) => n.enabled).map((n) => n.name));
 * ```
 *
 * @deprecated Use `Email_Subscription` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type EmailSubscription = Email_Subscription;

/**
 * A login attempt (`User_Customer_Access_Authentication`).
 * The generated record `User_Customer_Access_Authentication` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const logins = await users.getLogins(7001);
 * console.log(logins.map((login) => `${login.createDate} ${login.ipAddress} ${login.successFlag}`));
 * ```
 *
 * @deprecated Use `User_Customer_Access_Authentication` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type LoginAttempt = User_Customer_Access_Authentication;

/**
 * An audit log entry (`Event_Log`).
 * The generated record `Event_Log` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const events = await users.getEvents(7001);
 * console.log(events.map((event) => event.eventName));
 * ```
 *
 * @deprecated Use `Event_Log` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type EventLogEntry = Event_Log;

/**
 * An API key of a user (`User_Customer_ApiAuthentication`). The key itself is a secret: never log it.
 * The generated record `User_Customer_ApiAuthentication` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const keys = await users.getApiAuthenticationKeys(7001);
 * console.log(keys.map((key) => key.id));
 * ```
 *
 * @deprecated Use `User_Customer_ApiAuthentication` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ApiAuthenticationKey = User_Customer_ApiAuthentication;

/**
 * A VPN subnet override of a user (`Network_Service_Vpn_Overrides`).
 * The generated record `Network_Service_Vpn_Overrides` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const overrides = await users.getOverridesList(7001, [1001]);
 * console.log(overrides.map((override) => override.id));
 * ```
 *
 * @deprecated Use `Network_Service_Vpn_Overrides` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type VpnOverride = Network_Service_Vpn_Overrides;

/**
 * A dedicated host a user can reach (`Virtual_DedicatedHost`).
 * The generated record `Virtual_DedicatedHost` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const hosts = await users.getUserDedicatedHost(7001);
 * console.log(hosts.map((host) => host.name));
 * ```
 *
 * @deprecated Use `Virtual_DedicatedHost` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type DedicatedHost = Virtual_DedicatedHost;

/**
 * The postal and phone contact fields that users and the account share (picked from the generated
 * record `User_Customer` of `@svclib/model`).
 *
 * @example
 * ```ts
 * const contact: ContactAddress = { address1: '1 Main St', city: 'Dallas', state: 'TX', country: 'US', postalCode: '75201' };
 * ```
 */
export type ContactAddress = Pick<User_Customer, 'address1' | 'city' | 'state' | 'country' | 'postalCode' | 'officePhone'>;

/**
 * The template of a new customer user (`User_Customer.createObject`). `username`, `email`,
 * `firstName`, `lastName` and the address fields are what the service asks for: the generated record
 * `User_Customer` of `@svclib/model` with `username` and `email` required.
 *
 * @example
 * ```ts
 * const template: NewUserTemplate = { username: 'carol', email: 'carol@example.com', firstName: 'Carol', lastName: 'Ng' };
 * ```
 */
export type NewUserTemplate = Required<Pick<User_Customer, 'username' | 'email'>> & User_Customer;
