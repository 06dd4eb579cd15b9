/**
 * The config files the Node.js entry reads (`/etc/svclib.conf`, `~/.svclib`, then `configFile`):
 * opened without blocking, checked to be regular files of a bounded size, parsed by
 * `config/config-file.ts`, and the section of one profile merged. Node-only.
 *
 * @module
 */

import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { mergeFileSettings, parseConfigSections, profileNames, sectionSettings, type ConfigSettings, type FileSettings } from '../config/config-file.js';
import { ServiceError } from '../errors/errors.js';
import { CONFIG_SECTION, DEFAULT_PROFILE, profileSection } from '../config/profile-name.js';

/** The system-wide config file, read first. */
export const SYSTEM_CONFIG_FILE = '/etc/svclib.conf';
/** The user's config file (in the home directory), read second. */
export const USER_CONFIG_FILE_NAME = '.svclib';

/**
 * A path with a leading `~` or `~/` meaning the home directory (as a shell expands it; `~user` is
 * not expanded). Every config file path goes through here: the `configFile` option and the CLI's
 * `--config` alike.
 */
export function expandHome(path: string): string {
  if (path === '~') return homedir();
  return path.startsWith('~/') ? join(homedir(), path.slice(2)) : path;
}

/** The files read, in order: `/etc/svclib.conf`, `~/.svclib`, then `configFile` (with `~/` expanded). */
export function configFilePaths(configFile: string | undefined): string[] {
  const paths = [SYSTEM_CONFIG_FILE, join(homedir(), USER_CONFIG_FILE_NAME)];
  if (configFile !== undefined && configFile !== '') paths.push(expandHome(configFile));
  return paths;
}

/** Largest config file read: 1 MiB (a real one is a few hundred bytes). */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;

/** What a file that is not a regular file is, for the error message. */
function fileKind(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

function unreadable(path: string, what: string, cause?: unknown): ServiceError {
  return new ServiceError(`Cannot read config file ${path} (${what})`, cause === undefined ? undefined : { cause });
}

/**
 * The text of `path`, or undefined when it does not exist; other failures name the file. The file
 * is opened without blocking (a FIFO or a terminal cannot hang the client) and checked before a byte
 * is read: it must be a regular file of at most {@link MAX_CONFIG_FILE_BYTES}; reading stops there
 * too, should the file grow meanwhile.
 */
function readText(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw unreadable(path, typeof code === 'string' ? code : 'read error', error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw unreadable(path, `${fileKind(stats)}, not a regular file`);
    if (stats.size > MAX_CONFIG_FILE_BYTES) throw unreadable(path, `larger than ${MAX_CONFIG_FILE_BYTES} bytes`);
    let buffer = Buffer.alloc(stats.size + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        // The file grew since fstat: read on, never past the cap.
        if (length > MAX_CONFIG_FILE_BYTES) throw unreadable(path, `larger than ${MAX_CONFIG_FILE_BYTES} bytes`);
        buffer = Buffer.concat([buffer, Buffer.alloc(Math.min(buffer.length, MAX_CONFIG_FILE_BYTES + 1 - length))]);
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return buffer.toString('utf8', 0, length);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const code = (error as { code?: unknown }).code;
    throw unreadable(path, typeof code === 'string' ? code : 'read error', error);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads and merges the config files that exist (later ones override earlier ones), section
 * `[svclib]` or `section` (e.g. `profile prod`); a section no file has gives no settings.
 */
export function readConfigFiles(configFile: string | undefined, paths = configFilePaths(configFile), section: string = CONFIG_SECTION): FileSettings {
  return readSection(paths, section).settings;
}

/** The merged settings of `section` in `paths`, which files were read, which had the section, and the profiles seen. */
function readSection(paths: readonly string[], section: string): { settings: FileSettings; files: string[]; found: boolean; profiles: Set<string> } {
  const files: string[] = [];
  const sections: FileSettings[] = [];
  const profiles = new Set<string>();
  let found = false;
  for (const path of paths) {
    const text = readText(path);
    if (text === undefined) continue;
    files.push(path);
    const parsed = parseConfigSections(text, path);
    found ||= parsed.has(section);
    for (const name of profileNames(parsed)) profiles.add(name);
    sections.push(sectionSettings(parsed, section, path));
  }
  return { settings: mergeFileSettings(sections), files, found, profiles };
}

/**
 * Reads the settings of one profile from the config files that exist, later files overriding
 * earlier ones key by key: `[svclib]` for none (or `default`), else `[profile NAME]` (which does not
 * fall back to `[svclib]`). A profile other than the default that no file has is a `ServiceError`
 * naming it and the files looked at; a name that is not a profile name is a `TypeError`.
 */
export function readConfigProfile(configFile: string | undefined, profile: string | undefined, paths = configFilePaths(configFile)): ConfigSettings {
  const section = profileSection(profile);
  const { settings, files, found, profiles } = readSection(paths, section);
  if (section !== CONFIG_SECTION && !found) {
    const seen = profiles.size === 0 ? 'no file has a [profile NAME] section' : `profiles found: ${[...profiles].sort().join(', ')}`;
    throw new ServiceError(`Config profile ${profile ?? ''} not found: no section [${section}] in ${paths.join(', ')} (${seen})`);
  }
  return Object.assign(settings, {
    sources: settings.sources ?? {},
    profile: section === CONFIG_SECTION ? DEFAULT_PROFILE : (profile ?? DEFAULT_PROFILE),
    section,
    paths: Object.freeze([...paths]),
    files: Object.freeze(files),
    profiles: Object.freeze([...profiles].sort()),
  });
}
