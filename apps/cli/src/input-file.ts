/**
 * Input files named on the command line (`--template FILE`, `dns zone-import FILE`): read once, whole, only from a regular
 * file or a pipe (a FIFO, a shell's `<(…)`), and never past a size cap; text decoded as UTF-8 or a
 * named encoding, a byte sequence that is not valid in it reported with its line.
 *
 * @module
 */

import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';

import { InvalidArgumentError } from 'commander';

import { UsageError, fileError } from './errors.js';

/** What a file that is neither a regular file nor a pipe is, for the message. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'neither a regular file nor a pipe';
}

/** Sleeps `ms` milliseconds without spinning (a pipe opened non-blocking elsewhere had no data yet). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The bytes of `file`, read once: it must be a regular file or a pipe (devices such as `/dev/zero`,
 * directories and sockets are refused before they are opened), and reading stops with a usage error
 * past `maxBytes`, so an endless pipe cannot fill the memory.
 *
 * @param where - The option or argument, for messages: `option '--template <file>'`.
 * @throws UsageError naming `where` and the file.
 * @example
 * ```ts
 * const bytes = readInputFile('vs.tmpl', "option '--template <file>'", 1024 * 1024);
 * ```
 */
export function readInputFile(file: string, where: string, maxBytes: number): Buffer {
  const refuse = (stats: Stats): never => {
    throw new UsageError(`${where}: cannot read ${file}: ${kindOf(stats)}; expected a regular file or a pipe`);
  };
  const tooLarge = (): never => {
    throw new UsageError(`${where}: ${file} is larger than ${maxBytes} bytes, the most it may hold`);
  };
  let fd: number;
  try {
    // Checked before opening: opening a device can block (a terminal) or act (a tape).
    const before = statSync(file);
    if (!before.isFile() && !before.isFIFO()) refuse(before);
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOCTTY ?? 0));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw fileError(where, 'read', file, error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() && !stats.isFIFO()) refuse(stats);
    if (stats.isFile() && stats.size > maxBytes) tooLarge();
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(65_536, maxBytes + 1 - length));
      let read: number;
      try {
        read = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        pause(10);
        continue;
      }
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      length += read;
      if (length > maxBytes) tooLarge();
    }
    return Buffer.concat(chunks, length);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw fileError(where, 'read', file, error);
  } finally {
    closeSync(fd);
  }
}

/**
 * Text from bytes in `encoding` (a WHATWG label: `utf-8`, `latin1`, …; default UTF-8), refusing
 * bytes that are not valid in it. A leading byte-order mark is dropped.
 *
 * @param where - The option or argument and file, for messages.
 * @param hint - Added to the message, e.g. ` (give --encoding …)`.
 * @throws UsageError naming the first line that does not decode, or an unknown encoding.
 * @example
 * ```ts
 * decodeText(Buffer.from('caf\xe9', 'latin1'), 'zone.txt', 'latin1'); // 'café'
 * ```
 */
export function decodeText(bytes: Uint8Array, where: string, encoding = 'utf-8', hint = ''): string {
  const decoder = textDecoder(encoding);
  try {
    return decoder.decode(bytes);
  } catch {
    // Find the line: decode line by line (LF-separated) until one fails.
    let start = 0;
    let line = 1;
    for (;;) {
      const end = bytes.indexOf(0x0a, start);
      const stop = end < 0 ? bytes.length : end;
      try {
        textDecoder(encoding).decode(bytes.subarray(start, stop));
      } catch {
        break;
      }
      if (end < 0) break;
      start = end + 1;
      line += 1;
    }
    throw new UsageError(`${where}: line ${line} is not valid ${decoder.encoding}${hint}`);
  }
}

/**
 * The parser of an `--encoding <name>` option: a label `TextDecoder` knows (`utf-8`, `latin1`,
 * `iso-8859-15`, `windows-1252`, …), kept as given.
 *
 * @throws InvalidArgumentError (commander names the option) for an unknown label.
 * @example
 * ```ts
 * encodingName('latin1'); // 'latin1'
 * ```
 */
export function encodingName(value: string): string {
  try {
    void new TextDecoder(value);
  } catch {
    throw new InvalidArgumentError('Expected utf-8, latin1 or another WHATWG encoding label.');
  }
  return value;
}

/** A fatal decoder for `encoding`, or a usage error naming it. */
function textDecoder(encoding: string): TextDecoder {
  try {
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new UsageError(`unknown encoding '${encoding}' (expected utf-8, latin1 or another WHATWG encoding label)`);
  }
}

/**
 * Splits text into lines at LF, CR LF or a lone CR (as Python's universal newlines), in one pass.
 *
 * @example
 * ```ts
 * splitLines('a\r\nb\rc'); // ['a', 'b', 'c']
 * ```
 */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
