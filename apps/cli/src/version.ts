/**
 * The version of `@svclib/cli`, for `svc --version` and the User-Agent.
 *
 * @module
 */

import { readFileSync } from 'node:fs';

/**
 * The version of `@svclib/cli`, read from its `package.json`.
 *
 * @example
 * ```ts
 * console.log(CLI_VERSION); // '0.1.0'
 * ```
 */
export const CLI_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
