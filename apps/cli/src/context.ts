/**
 * What a command runs with: the client, the terminal streams, paging with a progress line, and the
 * confirmation question of destructive commands.
 *
 * @module
 */

import type { Client } from '@svclib/core';

import { UsageError } from './errors.js';
import type { Column, CommandResult } from './output/index.js';

/**
 * A writable text stream (`process.stdout`, `process.stderr`).
 *
 * @example
 * ```ts
 * const out: TextOutput = process.stderr;
 * ```
 */
export interface TextOutput {
  /** Writes text. */
  write(text: string): unknown;
  /** True when the stream is a terminal. */
  readonly isTTY?: boolean;
  /** The terminal's width in columns (a terminal only). */
  readonly columns?: number;
  /** Node's writable streams: after a `write` that returned `false`, `'drain'` says the buffer has room again. */
  once?(event: 'drain', listener: () => void): unknown;
}

/**
 * Writes `text` and, when the stream's buffer is full (`write` returned `false`), waits until it has
 * drained: a reader slower than the pages keeps `svc`'s memory bounded instead of the buffer growing.
 *
 * @example
 * ```ts
 * for (const line of lines) await writeBounded(process.stdout, line);
 * ```
 */
export async function writeBounded(out: TextOutput, text: string): Promise<void> {
  if (out.write(text) === false && typeof out.once === 'function') {
    await new Promise<void>((resolve) => {
      out.once?.('drain', resolve);
    });
  }
}

/**
 * The run-time services a command gets besides its manager.
 *
 * @example
 * ```ts
 * const guests = await context.collect(vs.iterInstances(), 'virtual servers');
 * ```
 */
export interface CommandContext {
  /** The client every manager of this run is built on. */
  readonly client: Client;
  /** True with `--dry-run`: write calls are recorded and printed, not sent. */
  readonly dryRun: boolean;
  /** Collects a paged listing, showing a progress line on stderr when stderr is a terminal. */
  collect<T>(items: AsyncIterable<T>, what: string): Promise<T[]>;
  /**
   * A paged listing as a result: `--format jsonl` and `csv` write each row as its page arrives;
   * other formats collect them first, as {@link CommandContext.collect} does.
   */
  stream(items: AsyncIterable<unknown>, what: string, columns: readonly Column[]): CommandResult;
  /** Reads the whole of stdin as UTF-8 text (for `ticket create --body -`), at most `limit.maxBytes` (past it, a usage error naming `limit.where`). */
  readStdin(limit: StdinLimit): Promise<string>;
  /** Reads the whole of stdin as bytes, for a command that decodes them itself (`dns zone-import - --encoding latin1`). */
  readStdinBytes(limit: StdinLimit): Promise<Uint8Array>;
  /** True when stdin is a terminal (then there is nothing piped to read). */
  readonly stdinIsTerminal: boolean;
  /** Prints one line `svc: warning: TEXT` on stderr (control characters made visible). */
  warn(text: string): void;
  /** Asks a question on stderr and reads the answer line from stdin; `secret` answers are not echoed (and `--debug` masks them). */
  prompt(question: string, options?: { secret?: boolean }): Promise<string>;
  /** Masks a secret the command read (an environment variable) or received (a new API key) in `--debug` output from now on. */
  keepSecret(value: string): void;
  /** The connection settings of the command line (`--config`, `--profile` or `SVC_PROFILE`, `--endpoint`, `--username`, `--transport`). */
  readonly settings: Readonly<{
    /** `--config FILE`. */
    configFile?: string;
    /** `--endpoint URL`. */
    endpointUrl?: string;
    /** `--username NAME`. */
    username?: string;
    /** `--profile NAME` or `SVC_PROFILE`. */
    profile?: string;
    /** `--transport xmlrpc|rest`. */
    transport?: 'xmlrpc' | 'rest';
  }>;
}

/**
 * Builds the {@link CommandContext.collect} step: every record counted, the count redrawn on one
 * stderr line (at most every 100 ms, and always for the first record) as `fetched 1400 of 5000
 * virtual servers…` once the service has reported the total (`total()`, the `Vendor-Total-Items`
 * of the pages), and the line cleared at the end, before the result is printed.
 *
 * @param total - The total the service reported for the listing, when it did.
 * @example
 * ```ts
 * const collect = progressCollector(process.stderr);
 * const all = await collect(client.iterCall('Account', 'getVirtualGuests'), 'records');
 * ```
 */
export function progressCollector(stderr: TextOutput, total: () => number | undefined = () => undefined): CommandContext['collect'] {
  return async <T>(items: AsyncIterable<T>, what: string): Promise<T[]> => {
    const out: T[] = [];
    await eachWithProgress(stderr, total, items, what, (item) => void out.push(item));
    return out;
  };
}

/**
 * Runs `each` on every item of a paged listing, with the progress line of {@link progressCollector}
 * on a terminal (cleared at the end).
 *
 * @example
 * ```ts
 * await eachWithProgress(process.stderr, () => undefined, items, 'records', (row) => console.log(row));
 * ```
 */
export async function eachWithProgress<T>(stderr: TextOutput, total: () => number | undefined, items: AsyncIterable<T>, what: string,
  each: (item: T) => void | Promise<void>): Promise<void> {
  const live = stderr.isTTY === true;
  let count = 0;
  let last = 0;
  let shown = false;
  try {
    for await (const item of items) {
      count++;
      await each(item);
      const now = Date.now();
      if (live && (count === 1 || now - last >= 100)) {
        const of = total();
        stderr.write(`\r\u001b[Kfetched ${count}${of === undefined || of < count ? '' : ` of ${of}`} ${what}…`);
        last = now;
        shown = true;
      }
    }
  } finally {
    if (shown) stderr.write('\r\u001b[K');
  }
}

/**
 * Asks before a destructive command: the answer must be `y` or `yes`. Anything else, or no answer
 * (stdin closed), aborts with a usage error that suggests `--yes`.
 *
 * @param what - What is destroyed, e.g. `cancel virtual server 12`.
 * @param ask - Asks a question and resolves the answer line.
 * @example
 * ```ts
 * await confirm('cancel virtual server 12', (q) => reader.ask(q));
 * ```
 */
export async function confirm(what: string, ask: (question: string) => Promise<string>): Promise<void> {
  let answer = '';
  try {
    answer = await ask(`This will ${what}. This cannot be undone. Continue? [y/N] `);
  } catch {
    // stdin ended: no confirmation.
  }
  if (!/^\s*y(es)?\s*$/i.test(answer)) {
    throw new UsageError(`aborted: not confirmed (answer 'y', or pass --yes to ${what} without asking)`);
  }
}

/**
 * How much of stdin a command reads, and what to name in the message when it holds more.
 *
 * @example
 * ```ts
 * const limit: StdinLimit = { where: "option '--body <text>'", maxBytes: 1024 * 1024 };
 * ```
 */
export interface StdinLimit {
  /** The option or argument that reads stdin, for messages: `option '--body <text>'`. */
  readonly where: string;
  /** The most bytes it may hold; reading stops with a usage error past it. */
  readonly maxBytes: number;
}

/**
 * Reads stdin to its end as UTF-8 text, at most `limit.maxBytes`.
 *
 * @throws UsageError naming `limit.where` when stdin holds more.
 * @example
 * ```ts
 * const zone = await readAll(process.stdin, { where: "argument '<file>'", maxBytes: 16 * 1024 * 1024 });
 * ```
 */
export async function readAll(stdin: AsyncIterable<string | Buffer>, limit: StdinLimit): Promise<string> {
  return (await readAllBytes(stdin, limit)).toString('utf8');
}

/**
 * Reads stdin to its end as bytes, at most `limit.maxBytes`: past it, reading stops (an endless
 * pipe cannot fill the memory) and nothing is sent.
 *
 * @throws UsageError naming `limit.where` when stdin holds more.
 * @example
 * ```ts
 * const bytes = await readAllBytes(process.stdin, { where: "argument '<file>'", maxBytes: 16 * 1024 * 1024 });
 * ```
 */
export async function readAllBytes(stdin: AsyncIterable<string | Buffer>, limit: StdinLimit): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    length += bytes.length;
    if (length > limit.maxBytes) throw new UsageError(`${limit.where}: stdin holds more than ${limit.maxBytes} bytes, the most it may hold`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
