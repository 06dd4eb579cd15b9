/**
 * Profiles: `--profile NAME` or `SVC_PROFILE` picks the config-file section `[profile NAME]` instead
 * of `[svclib]`. The CLI reads the section itself and passes each of its settings to the client as
 * an option — but only where neither a command-line option nor the environment gives that setting,
 * so the library's order (options, then environment, then config files) holds with profiles too.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

import { UsageError } from './errors.js';

/** The section of the default profile. @example `sectionOf(undefined) === DEFAULT_SECTION` */
export const DEFAULT_SECTION = 'svclib';

/**
 * The config-file section of a profile: `[svclib]` for none (or `default`), else `[profile NAME]`.
 *
 * @example
 * ```ts
 * sectionOf('staging'); // 'profile staging'
 * ```
 */
export function sectionOf(profile: string | undefined): string {
  return profile === undefined || profile === '' || profile === 'default' || profile === DEFAULT_SECTION ? DEFAULT_SECTION : `profile ${profile}`;
}

/**
 * The config files the library reads, in order (later ones override earlier ones).
 *
 * @example
 * ```ts
 * configFiles('./svclib.conf'); // ['/etc/svclib.conf', '/home/me/.svclib', './svclib.conf']
 * ```
 */
export function configFiles(configFile: string | undefined): string[] {
  return ['/etc/svclib.conf', join(homedir(), '.svclib'), ...(configFile === undefined ? [] : [configFile])];
}

/** Settings a profile can hold, as client options. */
export interface ProfileSettings {
  /** `username`. */
  username?: string;
  /** `api_key`. */
  apiKey?: string;
  /** `endpoint_url`. */
  endpointUrl?: string;
  /** `timeout`, in seconds. */
  timeout?: number;
  /** `proxy`. */
  proxy?: string;
  /** `transport`: `xmlrpc` or `rest`. */
  transport?: 'xmlrpc' | 'rest';
}

/** Profile keys, their client options, and the environment variables that take precedence over them. */
const KEYS: readonly [key: string, option: keyof ProfileSettings, env: readonly string[]][] = [
  ['username', 'username', ['SVC_USERNAME']],
  ['api_key', 'apiKey', ['SVC_API_KEY']],
  ['endpoint_url', 'endpointUrl', ['SVC_ENDPOINT_URL']],
  ['timeout', 'timeout', ['SVC_TIMEOUT']],
  ['proxy', 'proxy', ['https_proxy', 'HTTPS_PROXY']],
  ['transport', 'transport', ['SVC_TRANSPORT']],
];

/**
 * Reads a profile's settings from the config files (later files override earlier ones), keeping
 * only the settings that the environment does not set.
 *
 * @param profile - The profile name (`--profile` or `SVC_PROFILE`).
 * @param configFile - `--config FILE`, read last.
 * @param env - The environment (default `process.env`).
 * @throws UsageError when no config file has the section, or a file cannot be parsed.
 * @example
 * ```ts
 * const settings = await readProfile('staging', undefined);
 * ```
 */
export async function readProfile(profile: string, configFile: string | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env): Promise<ProfileSettings> {
  const section = sectionOf(profile);
  const { default: ini } = await import('ini');
  const files = configFiles(configFile);
  const values: Record<string, unknown> = {};
  let found = false;
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    const parsed = ini.parse(text) as Record<string, unknown>;
    // ini nests sections with dots (`[profile a.b]`); a profile name is looked up as written.
    const own = Object.prototype.hasOwnProperty.call(parsed, section) ? parsed[section] : undefined;
    if (own !== null && typeof own === 'object') {
      found = true;
      Object.assign(values, own);
    }
  }
  if (!found) throw new UsageError(`option '--profile': no section [${section}] in ${files.join(', ')}`);
  const settings: ProfileSettings = {};
  for (const [key, option, names] of KEYS) {
    const value = values[key];
    if (typeof value !== 'string' || value === '' || names.some((name) => (env[name] ?? '') !== '')) continue;
    if (option === 'timeout') {
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0) throw new UsageError(`profile ${profile}: timeout must be a number of seconds, got '${value}'`);
      settings.timeout = seconds;
    } else if (option === 'transport') {
      if (value !== 'xmlrpc' && value !== 'rest') throw new UsageError(`profile ${profile}: transport must be xmlrpc or rest, got '${value}'`);
      settings.transport = value;
    } else {
      settings[option] = value;
    }
  }
  return settings;
}
