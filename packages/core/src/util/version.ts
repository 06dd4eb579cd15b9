/**
 * The version of `@svclib/core`.
 *
 * @module
 */

/**
 * The version of `@svclib/core` (equal to `version` in its package.json; a test keeps them in
 * sync). Part of the default User-Agent, `svclib/<version> (<runtime>)`.
 *
 * @example
 * ```ts
 * import { VERSION } from '@svclib/core';
 * console.log(`svclib core ${VERSION}`);
 * ```
 */
export const VERSION = '0.0.0';
