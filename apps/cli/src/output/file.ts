/**
 * Files `svc` writes for the user (`--export FILE`): private (mode 0600, also when the file already
 * existed with a looser mode), never written through a symbolic link, never onto another user's
 * file, and only onto a regular file.
 *
 * @module
 */

import { closeSync, constants, fchmodSync, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';

import { UsageError, fileError } from '../errors.js';

/**
 * Writes `text` to `file` with mode 0600. The file is opened without following a symbolic link
 * (`O_NOFOLLOW`) and without blocking, and checked before a byte changes: it must be a regular file
 * that belongs to the user running `svc`. A file that existed keeps nothing of its old content.
 *
 * @param where - The option, for messages: `option '--export <file>'`.
 * @throws UsageError naming `where`, the file and what is wrong with it.
 * @example
 * ```ts
 * writePrivateFile('vs.tmpl', 'hostname=web1\n', "option '--export <file>'");
 * ```
 */
export function writePrivateFile(file: string, text: string, where: string): void {
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK | (constants.O_NOCTTY ?? 0), 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new UsageError(`${where}: ${file} is a symbolic link; svc does not write through one (name the file it points to)`);
    if (code === 'ENXIO') throw new UsageError(`${where}: ${file} is not a regular file`);
    throw fileError(where, 'write', file, error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new UsageError(`${where}: ${file} is not a regular file`);
    const me = process.getuid?.();
    if (me !== undefined && stats.uid !== me) throw new UsageError(`${where}: ${file} belongs to another user (uid ${stats.uid}); svc does not write onto it`);
    fchmodSync(fd, 0o600);
    ftruncateSync(fd, 0);
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at, at);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw fileError(where, 'write', file, error);
  } finally {
    closeSync(fd);
  }
}
