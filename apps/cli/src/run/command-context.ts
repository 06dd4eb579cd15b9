/**
 * The {@link CommandContext} of a run: prompts (secret answers kept for `--debug`'s masking), the
 * progress line, streamed listings, stdin and warnings.
 *
 * @module
 */

import { progressCollector, readAll, readAllBytes } from '../context.js';
import type { CommandContext } from '../context.js';
import { terminalSafe } from '../output/index.js';
import type { RunIo } from '../io.js';
import { LineReader } from '../prompt.js';
import type { Session } from '../session.js';

/**
 * Questions on stderr, answers from stdin; the line reader is opened on the first question and
 * closed by {@link Prompter.close}.
 *
 * @example
 * ```ts
 * const prompter = new Prompter(io, () => session);
 * try { await prompter.ask('Name: '); } finally { prompter.close(); }
 * ```
 */
export class Prompter {
  private reader: LineReader | undefined;

  /**
   * @param io - Where questions go and answers come from.
   * @param session - The run's session (once open), whose secrets `--debug` masks.
   */
  constructor(private readonly io: RunIo, private readonly session: () => Session | undefined) {}

  /** Masks `value` in `--debug` output from now on (nothing for an empty value). */
  keepSecret(value: string): void {
    if (value !== '') this.session()?.secrets.push(value);
  }

  /** Asks `question` and resolves the answer line; a `secret` answer is not echoed, and is kept secret. */
  async ask(question: string, o?: { secret?: boolean }): Promise<string> {
    this.reader ??= new LineReader(this.io.stdin, this.io.stderr);
    const answer = await this.reader.ask(question, o);
    if (o?.secret === true) this.keepSecret(answer);
    return answer;
  }

  /** Closes the line reader, if a question opened it. */
  close(): void {
    this.reader?.close();
  }
}

/**
 * The context a command runs with.
 *
 * @param dryRun - `--dry-run`.
 * @example
 * ```ts
 * const context = commandContext(io, session, settings, false, prompter);
 * ```
 */
export function commandContext(io: RunIo, session: Session | undefined, settings: CommandContext['settings'], dryRun: boolean,
  prompter: Prompter): CommandContext {
  return {
    client: session?.client as CommandContext['client'],
    dryRun,
    collect: progressCollector(io.stderr, () => session?.reportedTotal()),
    stream: (items, what, columns) => ({ kind: 'stream', rows: items as AsyncIterable<Record<string, unknown>>, columns, what }),
    readStdin: (limit) => readAll(io.stdin, limit),
    readStdinBytes: (limit) => readAllBytes(io.stdin, limit),
    stdinIsTerminal: io.stdin.isTTY === true,
    prompt: (question, o) => prompter.ask(question, o),
    keepSecret: (value) => prompter.keepSecret(value),
    settings,
    // On a terminal the line first clears a progress line it may interrupt.
    warn: (text) => void io.stderr.write(`${io.stderr.isTTY === true ? '\r\u001b[K' : ''}${terminalSafe(`svc: warning: ${text}`)}\n`),
  };
}
