/**
 * The profile and config files of one run: `--profile NAME` (else `SVC_PROFILE`) picks the config
 * file section `[profile NAME]` instead of `[svclib]`, `--config FILE` adds a file. The CLI reads no
 * config file itself: it checks both through core's one reader (`readConfig`, which expands `~/`
 * as the client does) and hands them to the client as its `configFile` and `profile` options, so
 * every setting of a profile — transport and proxy too — resolves as the library resolves it.
 *
 * @module
 */

import { profileSection, readConfig } from '@svclib/core';

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

/**
 * The profile of a run: `--profile NAME`, else a non-empty `SVC_PROFILE`; `undefined` for none.
 *
 * @example
 * ```ts
 * runProfile('staging'); // { name: 'staging', from: "option '--profile'" }
 * ```
 */
export function runProfile(flag: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env): RunProfile | undefined {
  if (flag !== undefined) return { name: flag, from: "option '--profile'" };
  const variable = env.SVC_PROFILE;
  return variable === undefined || variable === '' ? undefined : { name: variable, from: 'SVC_PROFILE' };
}

/**
 * The config-file section of a profile: `[svclib]` for none (or `default`), else `[profile NAME]`.
 *
 * @example
 * ```ts
 * sectionOf('staging'); // 'profile staging'
 * ```
 */
export function sectionOf(profile: string | undefined): string {
  return profileSection(profile);
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
