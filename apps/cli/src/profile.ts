/**
 * The profile and config files of one run: `--profile NAME` (else `SVC_PROFILE`) picks the config
 * file section `[profile NAME]` instead of `[svclib]`, `--config FILE` adds a file. The CLI reads no
 * config file itself: it checks both through core's one reader (`readConfig`, which expands `~/`
 * as the client does) and hands them to the client as its `configFile` and `profile` options, so
 * every setting of a profile — transport and proxy too — resolves as the library resolves it.
 *
 * @module
 */

import { readConfig } from '@svclib/core';
import { configFilePaths, isProfileName, profileNameProblem, profileSection } from '@svclib/core/wire';

import { UsageError } from './errors.js';

/**
 * Where the profile of a run came from, for messages: the flag or the variable.
 *
 * @example
 * ```ts
 * const p: RunProfile = { name: 'staging', from: "option '--profile'" };
 * ```
 */
export interface RunProfile {
  /** The profile name as given. */
  readonly name: string;
  /** `option '--profile'` or `SVC_PROFILE`. */
  readonly from: string;
}

/** The usage error for a name that is not a profile name: where it came from, and core's reason (the name JSON-quoted, cut). */
function badName(from: string, name: string): UsageError {
  return new UsageError(`${from} ${profileNameProblem(name) ?? 'is not a profile name'}`);
}

/**
 * The profile of a run: `--profile NAME`, else a non-empty `SVC_PROFILE`; `undefined` for none
 * (`--profile ''` is the default profile). A name that is not a profile name — letters, digits,
 * `-`, `_` and `.` only, so that it cannot break the `[profile NAME]` header it names — is a usage
 * error naming the flag or the variable.
 *
 * @throws UsageError for a name that is not a profile name.
 * @example
 * ```ts
 * runProfile('staging'); // { name: 'staging', from: "option '--profile'" }
 * runProfile('x]y');     // UsageError: option '--profile' must be a profile name: …, got "x]y" ("]" is not allowed)
 * ```
 */
export function runProfile(flag: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env): RunProfile | undefined {
  // Own properties only: a name on `Object.prototype` is not an environment variable.
  const variable = Object.prototype.hasOwnProperty.call(env, 'SVC_PROFILE') ? env.SVC_PROFILE : undefined;
  const profile = flag !== undefined
    ? { name: flag === '' ? 'default' : flag, from: "option '--profile'" }
    : variable === undefined || variable === '' ? undefined : { name: variable, from: 'SVC_PROFILE' };
  if (profile !== undefined && !isProfileName(profile.name)) throw badName(profile.from, profile.name);
  return profile;
}

/**
 * The config-file section of a profile: `[svclib]` for none (or `default`), else `[profile NAME]`.
 * A name that is not a profile name is a usage error (nothing is ever written under it).
 *
 * @throws UsageError for a name that is not a profile name.
 * @example
 * ```ts
 * sectionOf('staging'); // 'profile staging'
 * ```
 */
export function sectionOf(profile: string | undefined): string {
  if (profile !== undefined && profile !== '' && !isProfileName(profile)) throw badName("option '--profile'", profile);
  return profileSection(profile);
}

/**
 * `--config FILE` as the client reads it: a leading `~/` expanded by core, as the client and
 * `readConfig` expand it — so `config setup` writes, and `config show` names, the file the
 * client reads.
 *
 * @example
 * ```ts
 * configPath('~/alt.conf'); // '/home/alice/alt.conf'
 * ```
 */
export function configPath(configFile: string | undefined): string | undefined {
  if (configFile === undefined || configFile === '') return configFile;
  return configFilePaths(configFile).at(-1) ?? configFile;
}

/**
 * Checks the config files of a run before anything else happens, through core's reader: a file
 * that cannot be parsed is core's error (naming the file and line); `--config` naming a file that
 * does not exist (after `~/` is expanded) and a profile that no file has are usage errors naming
 * the option, the files looked at and the profiles they hold.
 *
 * @throws UsageError as above; `ServiceError` for a file that cannot be read or parsed.
 * @example
 * ```ts
 * checkConfig('~/alt.conf', runProfile(undefined));
 * ```
 */
export function checkConfig(configFile: string | undefined, profile: RunProfile | undefined): void {
  const config = readConfig({ configFile });
  const given = config.paths.at(-1);
  if (configFile !== undefined && (given === undefined || !config.files.includes(given))) {
    throw new UsageError(`option '--config': file ${configFile} does not exist`);
  }
  if (profile === undefined) return;
  const section = sectionOf(profile.name);
  if (section === sectionOf(undefined) || config.profiles.includes(profile.name)) return;
  const found = config.profiles.length === 0 ? '' : ` (profiles found: ${config.profiles.join(', ')})`;
  throw new UsageError(`${profile.from}: no section [${section}] in ${config.paths.join(', ')}${found}`);
}
