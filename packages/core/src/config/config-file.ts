/**
 * The config file format: INI, section `[svclib]` (the default profile) or `[profile NAME]`, keys
 * `username`, `api_key`, `endpoint_url`, `timeout`, `proxy` (SPEC §2, §14), and `transport`
 * (`xmlrpc` or `rest`, SPEC §12). Profile names and their sections: `profile-name.ts`.
 *
 * Lexing of keys and values (quotes, escapes, comments, `key[]` arrays) is done by the `ini`
 * package. Sections are split here, by the line checks that run first anyway: `ini` itself nests a
 * section whose name holds a dot (`[profile prod.eu]` becomes `profile prod` → `eu`), which would
 * lose every dotted profile name, and silently skips or reinterprets lines it does not understand.
 * So each line is checked (a broken file is an error naming the file and line), each section's own
 * lines are handed to `ini` on their own (without a header, nothing can nest), and the section names
 * are looked up as written. This module reads no file itself (the Node entry does).
 *
 * @module
 */

import ini from 'ini';
import { ServiceError } from '../errors/errors.js';
import { CONFIG_SECTION, isProfileName } from './profile-name.js';

/** The config file keys and the setting each one sets. */
const KEYS = {
  username: 'username',
  api_key: 'apiKey',
  endpoint_url: 'endpointUrl',
  timeout: 'timeout',
  proxy: 'proxy',
  transport: 'transport',
} as const;

type SettingName = (typeof KEYS)[keyof typeof KEYS];

/**
 * What {@link readConfig} gives: the settings of one profile from the config files (each as
 * written, `timeout` as a number; a key that no file sets is absent), and which files were looked
 * at and read.
 *
 * @example
 * ```ts
 * const config: ConfigSettings = readConfig({ profile: 'staging' });
 * console.log(config.section, config.files, config.username);
 * ```
 */
export interface ConfigSettings {
  /** Key `username`. */
  readonly username?: string | undefined;
  /** Key `api_key`. */
  readonly apiKey?: string | undefined;
  /** Key `endpoint_url`. */
  readonly endpointUrl?: string | undefined;
  /** Key `timeout`, in seconds. */
  readonly timeout?: number | undefined;
  /** Key `proxy`. */
  readonly proxy?: string | undefined;
  /** Key `transport`: `xmlrpc` or `rest`. */
  readonly transport?: 'xmlrpc' | 'rest' | undefined;
  /** Where each setting came from (`config file <file>, line <n>`), for messages. */
  readonly sources: Readonly<Partial<Record<'username' | 'apiKey' | 'endpointUrl' | 'timeout' | 'proxy' | 'transport', string>>>;
  /** The profile read: `default` for `[svclib]`, else its name. */
  readonly profile: string;
  /** Its section: `svclib` or `profile NAME`. */
  readonly section: string;
  /** The files looked at, in order (`/etc/svclib.conf`, `~/.svclib`, `configFile`), with `~/` expanded. */
  readonly paths: readonly string[];
  /** Those of {@link ConfigSettings.paths} that exist and were read. */
  readonly files: readonly string[];
  /** The names of the `[profile NAME]` sections in the files read, sorted, without repeats. */
  readonly profiles: readonly string[];
}

/** Settings read from the config files (one section), later files overriding earlier ones. */
export type FileSettings = Partial<Pick<ConfigSettings, SettingName | 'sources'>>;

/** One section of a parsed file: its values (as `ini` reads them) and the line of each key. */
export interface ParsedSection {
  /** The keys and values (strings; `ini` makes `true`/`false`/`null` and `key[]` something else). */
  readonly values: Readonly<Record<string, unknown>>;
  /** The line number of each key (its last occurrence). */
  readonly lines: ReadonlyMap<string, number>;
}

/** A config file split into its sections, by name as written (`[profile  a]` read as `profile a`). */
export type ParsedConfig = ReadonlyMap<string, ParsedSection>;

const blankOrComment = /^\s*(?:[;#].*)?$/;
const sectionHeader = /^\[([^\]]*)\]\s*$/;

/** The key of a `key = value` line (split at the first `=`, in linear time), or undefined for another line. */
function keyOf(line: string): string | undefined {
  const equals = line.indexOf('=');
  const key = equals < 0 ? '' : line.slice(0, equals).trim();
  return key === '' || '[;#'.includes(key[0] ?? '') ? undefined : key;
}

/** `Invalid config file <file>, line <n>: <what>` (never the line's text: it may hold a key). */
function lineError(fileName: string, line: number, what: string): ServiceError {
  return new ServiceError(`Invalid config file ${fileName}, line ${String(line)}: ${what}`);
}

/**
 * A section name as looked up: unquoted and unescaped as `ini` does, `\.` read as `.` (`ini`'s own
 * writer escapes the dots of a section name that way), and `profile` and the name with one space
 * between them.
 */
function sectionName(raw: string): string {
  const name = ini.unsafe(raw).replaceAll('\\.', '.');
  const profile = /^profile\s+(\S.*)$/.exec(name);
  return profile === null ? name : `profile ${profile[1] ?? ''}`;
}

/**
 * Splits the text of one config file into its sections, each section's keys and values parsed by
 * `ini` on their own. Every line must be blank, a comment (`;` or `#`), a `[section]` header or
 * `key = value`; anything else is a `ServiceError` naming the file and line. Lines before the first
 * header belong to no section and are ignored. A section that appears twice is one (later keys win).
 *
 * @example
 * ```ts
 * parseConfigSections('[profile prod.eu]\nusername = a\n', 'x.conf').get('profile prod.eu')?.values; // { username: 'a' }
 * ```
 */
export function parseConfigSections(text: string, fileName: string): ParsedConfig {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const sections = new Map<string, { text: string[]; lines: Map<string, number> }>();
  let current: { text: string[]; lines: Map<string, number> } | undefined;
  lines.forEach((line, index) => {
    const number = index + 1;
    if (blankOrComment.test(line)) return;
    const header = sectionHeader.exec(line);
    if (header) {
      const name = sectionName(header[1] ?? '');
      current = sections.get(name);
      if (current === undefined) {
        current = { text: [], lines: new Map() };
        sections.set(name, current);
      }
      return;
    }
    const rawKey = keyOf(line);
    if (rawKey === undefined) {
      throw lineError(fileName, number, 'expected "key = value", a "[section]" header, a comment or a blank line');
    }
    if (current === undefined) return;
    const key = ini.unsafe(rawKey);
    current.text.push(line);
    current.lines.set(key.endsWith('[]') ? key.slice(0, -2) : key, number);
  });
  const parsed = new Map<string, ParsedSection>();
  for (const [name, { text: sectionText, lines: keyLines }] of sections) {
    // No header in the text handed to ini: it has nothing to nest.
    parsed.set(name, { values: ini.parse(sectionText.join('\n')), lines: keyLines });
  }
  return parsed;
}

/**
 * The settings of one section of a parsed file, checked: the known keys must have string values,
 * `timeout` a non-negative number, `transport` `xmlrpc` or `rest`, else a `ServiceError` naming the
 * file and line. Unknown keys are ignored; an empty value is unset.
 */
export function sectionSettings(parsed: ParsedConfig, section: string, fileName: string): FileSettings {
  const { values, lines: keyLines } = parsed.get(section) ?? { values: {}, lines: new Map<string, number>() };
  const settings = Object.create(null) as Record<string, unknown>;
  const sources = Object.create(null) as Record<string, string>;
  for (const [key, name] of Object.entries(KEYS) as [keyof typeof KEYS, SettingName][]) {
    if (!Object.prototype.hasOwnProperty.call(values, key)) continue;
    const value = values[key];
    const line = keyLines.get(key) ?? 0;
    if (typeof value !== 'string') throw lineError(fileName, line, `${key} must be a string value`);
    const trimmed = value.trim();
    if (trimmed === '') continue;
    if (name === 'transport') {
      if (trimmed !== 'xmlrpc' && trimmed !== 'rest') throw lineError(fileName, line, 'transport must be xmlrpc or rest');
      settings.transport = trimmed;
    } else if (name === 'timeout') {
      if (!/^\d+(?:\.\d+)?$/.test(trimmed)) {
        throw lineError(fileName, line, 'timeout must be a non-negative number of seconds');
      }
      settings.timeout = Number(trimmed);
    } else {
      settings[name] = trimmed;
    }
    sources[name] = `config file ${fileName}, line ${String(line)}`;
  }
  return Object.assign(Object.create(null) as FileSettings, settings, { sources });
}

/** The profile names of a parsed file's `[profile NAME]` sections (those that are profile names). */
export function profileNames(parsed: ParsedConfig): string[] {
  return [...parsed.keys()].filter((name) => name.startsWith('profile ')).map((name) => name.slice('profile '.length)).filter(isProfileName);
}

/**
 * Parses the text of one config file and returns the settings of `section` (default `[svclib]`),
 * checked as {@link parseConfigSections} and {@link sectionSettings} say. Unknown keys and other
 * sections are ignored.
 */
export function parseConfigText(text: string, fileName: string, section: string = CONFIG_SECTION): FileSettings {
  return sectionSettings(parseConfigSections(text, fileName), section, fileName);
}

/** Merges config file settings, later files overriding earlier ones (setting by setting). */
export function mergeFileSettings(files: readonly FileSettings[]): FileSettings {
  const merged = Object.create(null) as Record<string, unknown>;
  const sources = Object.create(null) as Record<string, string>;
  for (const file of files) {
    for (const [name, value] of Object.entries(file)) {
      if (name === 'sources' || value === undefined) continue;
      merged[name] = value;
      const source = file.sources?.[name as SettingName];
      if (source !== undefined) sources[name] = source;
    }
  }
  return Object.assign(Object.create(null) as FileSettings, merged, { sources });
}
