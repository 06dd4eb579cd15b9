/**
 * The check ssh makes of private key files, made of the config files that hold an API key: a
 * `~/.svclib` (or `--config` file) that other users may read gets one warning naming it and the
 * `chmod 600` that fixes it. The file is only examined here; the settings are read elsewhere.
 *
 * @module
 */

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Largest file examined (core refuses larger config files anyway). */
const MOST = 1024 * 1024;

/** A line that sets `api_key` to something (in any section). */
const KEY_LINE = /^\s*api_key\s*=\s*(?!""\s*$|''\s*$)\S/m;

/**
 * The warning for `file` when it holds an API key and its mode lets the group or others read or
 * write it, else `undefined` (also when it does not exist or cannot be read).
 *
 * @example
 * ```ts
 * keyFileWarning('/home/me/.svclib');
 * // "/home/me/.svclib holds an API key, but its mode 0644 lets other users read it; run: chmod 600 /home/me/.svclib"
 * ```
 */
export function keyFileWarning(file: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    const mode = stats.mode & 0o777;
    if (!stats.isFile() || (mode & 0o077) === 0 || stats.size > MOST) return undefined;
    const buffer = Buffer.alloc(stats.size);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (!KEY_LINE.test(buffer.toString('utf8', 0, length))) return undefined;
    const who = (mode & 0o007) === 0 ? 'its group' : 'other users';
    return `${file} holds an API key, but its mode 0${mode.toString(8)} lets ${who} read it; run: chmod 600 ${file}`;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The warnings for the user's config files a run reads: `~/.svclib` and the `--config` file
 * (`/etc/svclib.conf` is the system's, shared on purpose), each file once.
 *
 * @example
 * ```ts
 * for (const text of configFileWarnings(undefined)) console.error(`svc: warning: ${text}`);
 * ```
 */
export function configFileWarnings(configFile: string | undefined): string[] {
  const home = homedir();
  const given = configFile === undefined || configFile === '' ? [] : [configFile.startsWith('~/') ? join(home, configFile.slice(2)) : configFile];
  const files = [...new Set([join(home, '.svclib'), ...given])];
  return files.map(keyFileWarning).filter((text): text is string => text !== undefined);
}
