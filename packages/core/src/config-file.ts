/**
 * The config file format: INI, section `[svclib]`, keys `username`, `api_key`, `endpoint_url`,
 * `timeout`, `proxy` (SPEC §2), and `transport` (`xmlrpc` or `rest`, SPEC §12). Parsing is done by the `ini` package; because `ini` silently skips
 * or reinterprets lines it does not understand, each line is checked first, so that a broken file
 * is an error naming the file and line. This module reads no file itself (the Node entry does).
 *
 * @module
 */

import ini from 'ini';
import { ServiceError } from './errors.js';
import type { FileSettings } from './platform.js';

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

/** The section the client reads. */
export const CONFIG_SECTION = 'svclib';

const blankOrComment = /^\s*(?:[;#].*)?$/;
const sectionHeader = /^\[([^\]]*)\]\s*$/;
const keyValue = /^\s*([^=\s[;#][^=]*?)\s*=(.*)$/;

/** `Cannot read config file <file>, line <n>: <what>` (never the line's text: it may hold a key). */
function lineError(fileName: string, line: number, what: string): ServiceError {
  return new ServiceError(`Invalid config file ${fileName}, line ${String(line)}: ${what}`);
}

/**
 * Parses the text of one config file. Every line must be blank, a comment (`;` or `#`), a
 * `[section]` header or `key = value`; in `[svclib]` (or the section `wanted`, e.g.
 * `profile prod`), the known keys must have string values and
 * `timeout` a non-negative number. Anything else is a `ServiceError` naming the file and line.
 * Unknown keys and other sections are ignored.
 */
export function parseConfigText(text: string, fileName: string, wanted: string = CONFIG_SECTION): FileSettings {
  const content = text.replace(/^\uFEFF/, '');
  const lines = content.split(/\r\n|\r|\n/);
  const keyLines = new Map<string, number>();
  let section: string | undefined;
  lines.forEach((line, index) => {
    const number = index + 1;
    if (blankOrComment.test(line)) return;
    const header = sectionHeader.exec(line);
    if (header) {
      section = ini.unsafe(header[1] ?? '');
      return;
    }
    const pair = keyValue.exec(line);
    if (!pair) {
      throw lineError(fileName, number, 'expected "key = value", a "[section]" header, a comment or a blank line');
    }
    const key = ini.unsafe(pair[1] ?? '');
    if (section === wanted) keyLines.set(key.endsWith('[]') ? key.slice(0, -2) : key, number);
  });

  const parsed = ini.parse(content) as Record<string, unknown>;
  const values = Object.prototype.hasOwnProperty.call(parsed, wanted) ? parsed[wanted] : undefined;
  const section_ = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const settings = Object.create(null) as Record<string, unknown>;
  const sources = Object.create(null) as Record<string, string>;
  for (const [key, name] of Object.entries(KEYS) as [keyof typeof KEYS, SettingName][]) {
    if (!Object.prototype.hasOwnProperty.call(section_, key)) continue;
    const value = section_[key];
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
