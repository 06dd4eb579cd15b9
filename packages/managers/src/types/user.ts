/**
 * Records of customer users' permissions, notifications, logins, events, API keys and VPN
 * overrides, as `UserManager` returns them.
 *
 * @module
 */

/**
 * A portal permission (`User_Permission_Action`).
 *
 * @example
 * ```ts
 * const all = await users.getAllPermissions();
 * console.log(all.map((permission) => permission.keyName));
 * ```
 */
export interface UserPermission {
  /** Permission id. */
  id?: number;
  /** Short key, e.g. `T_1`. */
  key?: string | null;
  /** Machine name, e.g. `TICKET_VIEW`; what add/remove take. */
  keyName?: string;
  /** Display name. */
  name?: string;
  /** Longer description. */
  description?: string;
  /** Department id. */
  departmentId?: number;
}

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
  permissions?: UserPermission[];
}

/**
 * An email notification the current user can subscribe to (`Email_Subscription`).
 *
 * @example
 * ```ts
 * const notifications = await users.getAllNotifications();
 * console.log(notifications.filter((n) => n.enabled).map((n) => n.name));
 * ```
 */
export interface EmailSubscription {
  /** Subscription id. */
  id?: number;
  /** Name, e.g. `Order Approved`; what enable/disable take. */
  name?: string;
  /** Description. */
  description?: string;
  /** Whether the current user receives it. */
  enabled?: boolean;
}

/**
 * A login attempt (`User_Customer_Access_Authentication`).
 *
 * @example
 * ```ts
 * const logins = await users.getLogins(7001);
 * console.log(logins.map((login) => `${login.createDate} ${login.ipAddress} ${login.successFlag}`));
 * ```
 */
export interface LoginAttempt {
  /** When (ISO-8601). */
  createDate?: string;
  /** From where. */
  ipAddress?: string;
  /** Whether it succeeded. */
  successFlag?: boolean;
  /** User id. */
  userId?: number;
  /** Username used. */
  username?: string;
}

/**
 * An audit log entry (`Event_Log`).
 *
 * @example
 * ```ts
 * const events = await users.getEvents(7001);
 * console.log(events.map((event) => event.eventName));
 * ```
 */
export interface EventLogEntry {
  /** Account id. */
  accountId?: number;
  /** When (ISO-8601). */
  eventCreateDate?: string;
  /** What happened, e.g. `Login Successful`. */
  eventName?: string;
  /** From where. */
  ipAddress?: string;
  /** Label of the object. */
  label?: string;
  /** JSON text of details. */
  metaData?: string;
  /** Id of the object. */
  objectId?: number;
  /** Kind of object, e.g. `CCI`, `User`. */
  objectName?: string;
  /** Trace id. */
  traceId?: string;
  /** User id (empty for system events). */
  userId?: number | string;
  /** `CUSTOMER` or `SYSTEM`. */
  userType?: string;
  /** Username, for customer events. */
  username?: string;
}

/**
 * An API key of a user (`User_Customer_ApiAuthentication`). The key itself is a secret: never log it.
 *
 * @example
 * ```ts
 * const keys = await users.getApiAuthenticationKeys(7001);
 * console.log(keys.map((key) => key.id));
 * ```
 */
export interface ApiAuthenticationKey {
  /** Key id. */
  id?: number;
  /** The key (a secret). */
  authenticationKey?: string;
  /** User id. */
  userId?: number;
}

/**
 * A VPN subnet override of a user (`Network_Service_Vpn_Overrides`).
 *
 * @example
 * ```ts
 * const overrides = await users.getOverridesList(7001, [1001]);
 * console.log(overrides.map((override) => override.id));
 * ```
 */
export interface VpnOverride {
  /** Override id. */
  id?: number;
  /** User id. */
  userId?: number;
  /** Subnet id. */
  subnetId?: number;
}

/**
 * A dedicated host a user can reach (`Virtual_DedicatedHost`).
 *
 * @example
 * ```ts
 * const hosts = await users.getUserDedicatedHost(7001);
 * console.log(hosts.map((host) => host.name));
 * ```
 */
export interface DedicatedHost {
  /** Host id. */
  id?: number;
  /** Name. */
  name?: string;
  /** CPU count. */
  cpuCount?: number;
  /** Memory, GB. */
  memoryCapacity?: number;
  /** Disk, GB. */
  diskCapacity?: number;
  /** When it was created (ISO-8601). */
  createDate?: string;
}

/**
 * The postal and phone contact fields that users and the account share.
 *
 * @example
 * ```ts
 * const contact: ContactAddress = { address1: '1 Main St', city: 'Dallas', state: 'TX', country: 'US', postalCode: '75201' };
 * ```
 */
export interface ContactAddress {
  /** Street address. */
  address1?: string;
  /** City. */
  city?: string;
  /** State or region. */
  state?: string;
  /** Country code, e.g. `US`. */
  country?: string;
  /** Postal code. */
  postalCode?: string;
  /** Office phone. */
  officePhone?: string;
}

/**
 * The template of a new customer user (`User_Customer.createObject`). `username`, `email`,
 * `firstName`, `lastName` and the address fields are what the service asks for.
 *
 * @example
 * ```ts
 * const template: NewUserTemplate = { username: 'carol', email: 'carol@example.com', firstName: 'Carol', lastName: 'Ng' };
 * ```
 */
export interface NewUserTemplate extends ContactAddress {
  /** Login name. */
  username: string;
  /** Email address. */
  email: string;
  /** First name. */
  firstName?: string;
  /** Last name. */
  lastName?: string;
  /** Company. */
  companyName?: string;
  /** Time zone id. */
  timezoneId?: number;
  /** Status id (1001 active). */
  userStatusId?: number;
  /** Other fields of `User_Customer`. */
  [property: string]: unknown;
}
