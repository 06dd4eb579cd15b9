/**
 * What an object id (the `id` call option, a request record's `identifier`) may be, on both
 * transports: a non-negative integer, or an id string that stays one path segment of a REST URL
 * however it is parsed — never `.` or `..` (which URL parsing removes, sending the call to another
 * target), never `/`, `\`, `%`, `?`, `#`, a space or a control character.
 *
 * The API's ids are integers; the services whose objects have no integer id take a name instead
 * (`Network_Pod` a pod name such as `dal05.pod01`, `Locale_Country` a country code,
 * `User_Customer_CustomerPermission_Permission` a key name), and global identifiers are UUIDs.
 * Id 0 is a real one (`Product_Package` 0, the package the reference client asks for global IP
 * prices). So an id string is made of letters, digits and `-_.~:@+` (an IPv6 address, an e-mail
 * address, a host name fit), holds at least one letter or digit, and is at most 256 characters.
 *
 * @module
 */

import { describeValue } from './records.js';

/** What an id must be, for messages. */
export const ID_EXPECTED = 'a non-negative integer or an id string (letters, digits and -_.~:@+, with a letter or digit, at most 256 characters)';

/** An id string: the characters above, at least one letter or digit, at most 256 characters. */
const ID_STRING = /^[\w.~:@+-]{1,256}$/;
const HAS_ALPHANUMERIC = /[A-Za-z0-9]/;

/**
 * Whether `value` is an id string: letters, digits and `-_.~:@+` only, at least one letter or
 * digit (so never `.` or `..`), at most 256 characters.
 *
 * @example
 * ```ts
 * isIdString('dal05.pod01'); // true
 * isIdString('..');          // false
 * ```
 */
export function isIdString(value: string): boolean {
  return ID_STRING.test(value) && HAS_ALPHANUMERIC.test(value);
}

/**
 * Whether `value` is an id: a non-negative safe integer (a non-negative `bigint` too, which a
 * request record may carry), or an id string ({@link isIdString}).
 *
 * @example
 * ```ts
 * isIdentifier(123); // true
 * isIdentifier('.'); // false
 * ```
 */
export function isIdentifier(value: unknown): value is number | bigint | string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  if (typeof value === 'bigint') return value >= 0n;
  return typeof value === 'string' && isIdString(value);
}

/** A wrong id, for a message: a number as itself, a string quoted (escaped, at most 64 characters), anything else by its kind. */
export function describeId(value: unknown): string {
  if (typeof value === 'string') {
    if (value === '') return 'an empty string';
    return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}…` : value);
  }
  return describeValue(value);
}

/**
 * The id of a request record, checked before it is sent (a custom transport or an auth plugin may
 * have set it): `undefined` and `null` are no id (`undefined`); anything but an id
 * ({@link isIdentifier}) is a `TypeError` naming the call and the value, and nothing is sent.
 *
 * @example
 * ```ts
 * recordIdentifier(request); // throws for identifier '..'
 * ```
 */
export function recordIdentifier(request: {
  readonly service: string;
  readonly method: string;
  readonly identifier: unknown;
}): number | bigint | string | undefined {
  const { identifier } = request;
  if (identifier === undefined || identifier === null) return undefined;
  if (isIdentifier(identifier)) return identifier;
  throw new TypeError(
    `The id of ${request.service}.${request.method} (request identifier) must be ${ID_EXPECTED}, got ${describeId(identifier)}`,
  );
}
