/**
 * `fromProfile`: a credentials provider reading a `[profile NAME]` section of the config files.
 * Node-only (it reads files).
 *
 * @module
 */

import type { ApiKeyCredentials, CredentialsProvider } from '../auth/credentials.js';
import { Unauthenticated } from '../errors/errors.js';
import { defineOptions, type SpecFor } from '../options/option-spec.js';
import { string } from '../options/option-checkers.js';
import { profileNameProblem, profileSection } from '../config/profile-name.js';
import { configFilePaths, readConfigFiles } from './config-files.js';

/**
 * Options of {@link fromProfile}.
 *
 * @example
 * ```ts
 * const options: FromProfileOptions = { configFile: '~/work/svclib.conf' };
 * ```
 */
export interface FromProfileOptions {
  /** A config file read after `/etc/svclib.conf` and `~/.svclib` (a leading `~/` is the home directory). */
  configFile?: string | undefined;
}

const FROM_PROFILE_OPTIONS = defineOptions('fromProfile', { configFile: string() } satisfies SpecFor<FromProfileOptions>);

/**
 * A provider of the `username` and `api_key` of the config files' `[profile NAME]` section
 * (`[svclib]` for `default`, as for the client option `profile`), read
 * with the same files, order and rules as the client's settings (`/etc/svclib.conf`, `~/.svclib`,
 * then `configFile`, later files overriding earlier ones key by key). The files are read at each
 * call of the provider, so a key changed in the file is picked up when the service refuses the old
 * one. A profile without both keys is `Unauthenticated` naming the profile and the files read; a
 * broken file is a `ServiceError` naming the file and line (never a value).
 *
 * @param name - the profile's name (1 to 64 letters, digits, `-`, `_`, `.`; `prod.eu` is one name)
 * @param options - `configFile`, read last
 * @throws TypeError for a name that is not a profile name, or an unknown or ill-typed option.
 * @example
 * ```ts
 * // ~/.svclib:  [profile prod]  username = alice  api_key = …
 * const client = new Client({ credentials: fromProfile('prod') });
 * ```
 */
export function fromProfile(name: string, options: FromProfileOptions = {}): CredentialsProvider {
  // The one rule for profile names (SPEC §14), as for the client option `profile` and `readConfig`.
  const problem = profileNameProblem(name);
  if (problem !== undefined) throw new TypeError(`fromProfile: the profile name ${problem}`);
  const { configFile } = FROM_PROFILE_OPTIONS.check(options);
  const section = profileSection(name);
  return (): ApiKeyCredentials => {
    const paths = configFilePaths(configFile);
    const { username, apiKey } = readConfigFiles(configFile, paths, section);
    if (username === undefined || apiKey === undefined) {
      const missing = [username === undefined ? 'username' : undefined, apiKey === undefined ? 'api_key' : undefined].filter((key) => key !== undefined);
      throw new Unauthenticated(`fromProfile('${name}'): no ${missing.join(' and ')} in [${section}] of the config files read (${paths.join(', ')})`);
    }
    return { username, apiKey };
  };
}
