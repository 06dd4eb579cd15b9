/**
 * The one config reader (SPEC §14): the settings of a profile from the config files, as the client
 * reads them. The client, the CLI (`--config`, `--profile`) and credential providers all go
 * through it, so a file, a `~/` path or a profile name means the same everywhere.
 *
 * @module
 */

import type { ConfigSettings } from './config-file.js';
import { anything, string } from '../options/option-checkers.js';
import { defineOptions, type SpecFor } from '../options/option-spec.js';
import { getPlatform } from './platform.js';
import { CONFIG_SECTION, DEFAULT_PROFILE, profileNameProblem, profileSection } from './profile-name.js';
import { ownOptions } from '../util/records.js';

/**
 * Options of {@link readConfig}.
 *
 * @example
 * ```ts
 * const options: ReadConfigOptions = { configFile: '~/work.conf', profile: 'prod.eu' };
 * ```
 */
export interface ReadConfigOptions {
  /**
   * A config file read after `/etc/svclib.conf` and `~/.svclib` (a leading `~/` is the home
   * directory), as the client option `configFile`. A missing file is skipped.
   *
   * @example
   * ```ts
   * readConfig({ configFile: '~/alt.conf' });
   * ```
   */
  configFile?: string | undefined;
  /**
   * The profile: `[profile NAME]`; unset, `''` or `'default'` is `[svclib]`. `SVC_PROFILE` is not
   * read here (the client reads it); pass it if you want it.
   *
   * @example
   * ```ts
   * readConfig({ profile: process.env.SVC_PROFILE });
   * ```
   */
  profile?: string | undefined;
}

/** The options of {@link readConfig}; the profile name is checked on its own (its message shows the name). */
const READ_CONFIG_OPTIONS = defineOptions('readConfig', {
  configFile: string(),
  profile: anything<string>(),
} satisfies SpecFor<ReadConfigOptions>);

/**
 * Reads the settings of one profile from the config files — `/etc/svclib.conf`, `~/.svclib`, then
 * `configFile`, later files overriding earlier ones key by key — exactly as `new Client()` reads
 * them: `username`, `apiKey`, `endpointUrl`, `timeout`, `proxy`, `transport` as written (URLs are
 * checked by the client), with `sources` naming the file and line of each, and which files were
 * looked at (`paths`), read (`files`) and which profiles they hold (`profiles`). The options and
 * the environment are not applied: this is the last source of the client's settings.
 *
 * Needs the Node.js entry (elsewhere no file is read: the result is empty, and a `configFile` or a
 * profile is a `ServiceError`).
 *
 * @param options - {@link ReadConfigOptions}.
 * @returns the profile's {@link ConfigSettings}.
 * @throws TypeError for an unknown option, a `configFile` that is not a string, or a profile name
 *   that is not 1 to 64 letters, digits, `-`, `_` or `.`. `ServiceError` for a profile (other than
 *   the default) that no file has — naming it and the files looked at — and for a file that cannot
 *   be read or parsed (naming the file, and the line).
 * @example
 * ```ts
 * import { readConfig } from '@svclib/core';
 *
 * const { username, endpointUrl, files } = readConfig({ profile: 'staging' });
 * ```
 */
export function readConfig(options: ReadConfigOptions = {}): ConfigSettings {
  const { configFile, profile } = READ_CONFIG_OPTIONS.check(options);
  if (profile !== undefined && profile !== '') {
    const problem = profileNameProblem(profile);
    if (problem !== undefined) throw new TypeError(`readConfig option "profile" ${problem}`);
  }
  const section = profileSection(profile);
  const read = ownOptions(getPlatform().readConfigFiles(configFile, profile === '' ? undefined : profile) as Partial<ConfigSettings>);
  return Object.freeze({
    ...read,
    sources: Object.freeze({ ...read.sources }),
    profile: section === CONFIG_SECTION ? DEFAULT_PROFILE : (profile ?? DEFAULT_PROFILE),
    section,
    paths: Object.freeze([...(read.paths ?? [])]),
    files: Object.freeze([...(read.files ?? [])]),
    profiles: Object.freeze([...(read.profiles ?? [])]),
  });
}

/**
 * The config files the client reads, in order — `/etc/svclib.conf`, `~/.svclib`, then `configFile`
 * when given — with a leading `~/` expanded to the home directory exactly as the client and
 * {@link readConfig} expand it. Reads nothing. Needs the Node.js entry (elsewhere: none).
 *
 * @example
 * ```ts
 * configFilePaths('~/alt.conf'); // ['/etc/svclib.conf', '/home/alice/.svclib', '/home/alice/alt.conf']
 * ```
 */
export function configFilePaths(configFile?: string): string[] {
  if (configFile !== undefined && typeof configFile !== 'string') throw new TypeError('configFilePaths: configFile must be a string');
  return [...getPlatform().configFilePaths(configFile)];
}
