/**
 * Questions on the terminal: one reader over stdin that answers line by line, and reads secrets
 * with the terminal's echo turned off (raw mode), so an API key never appears on the screen.
 *
 * @module
 */

import { UsageError } from './errors.js';
import type { TextOutput } from './context.js';

/**
 * The parts of `process.stdin` a prompt needs.
 *
 * @example
 * ```ts
 * const input: PromptInput = process.stdin;
 * ```
 */
export interface PromptInput extends AsyncIterable<string | Buffer> {
  /** Listens for input chunks or the end of input. */
  on(event: 'data' | 'end', listener: (chunk: Buffer | string) => void): unknown;
  /** Stops listening. */
  off(event: 'data' | 'end', listener: (chunk: Buffer | string) => void): unknown;
  /** Starts the flow of `data` events. */
  resume(): unknown;
  /** Stops the flow of `data` events. */
  pause(): unknown;
  /** True when stdin is a terminal. */
  readonly isTTY?: boolean;
  /** Turns the terminal's line editing and echo off (true) or on (false). */
  setRawMode?(mode: boolean): unknown;
}

/**
 * Reads answer lines from stdin. In raw mode (secrets on a terminal) it handles Enter, Backspace,
 * Ctrl-C and Ctrl-D itself.
 *
 * @example
 * ```ts
 * const reader = new LineReader(process.stdin, process.stderr);
 * const name = await reader.ask('Username: ');
 * const key = await reader.ask('API key: ', { secret: true });
 * reader.close();
 * ```
 */
export class LineReader {
  readonly #input: PromptInput;
  readonly #output: TextOutput;
  #buffer = '';
  #ended = false;
  #wake: (() => void) | undefined;
  readonly #onData = (chunk: Buffer | string): void => {
    this.#buffer += String(chunk);
    this.#wake?.();
  };
  readonly #onEnd = (): void => {
    this.#ended = true;
    this.#wake?.();
  };

  constructor(input: PromptInput, output: TextOutput) {
    this.#input = input;
    this.#output = output;
    input.on('data', this.#onData);
    input.on('end', this.#onEnd);
    input.resume();
  }

  /**
   * Writes `question` to the output and resolves the answer line (without its line end).
   *
   * @throws UsageError when stdin ends before an answer, or on Ctrl-C / Ctrl-D.
   */
  async ask(question: string, options: { secret?: boolean } = {}): Promise<string> {
    const raw = options.secret === true && this.#input.isTTY === true && typeof this.#input.setRawMode === 'function';
    // Echo goes off before the question appears, so a key typed or pasted at once is never shown.
    if (raw) this.#input.setRawMode?.(true);
    this.#output.write(question);
    try {
      for (;;) {
        const answer = raw ? this.#takeRaw() : this.#takeLine();
        if (answer !== undefined) {
          if (raw) this.#output.write('\n');
          return answer;
        }
        if (this.#ended) {
          this.#output.write('\n');
          throw new UsageError(`aborted: no answer to "${question.trim()}" (stdin ended)`);
        }
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
        });
        this.#wake = undefined;
      }
    } finally {
      if (raw) this.#input.setRawMode?.(false);
    }
  }

  #takeLine(): string | undefined {
    const end = this.#buffer.search(/\r?\n|\r/);
    if (end < 0) {
      if (!this.#ended || this.#buffer === '') return undefined;
      const rest = this.#buffer;
      this.#buffer = '';
      return rest;
    }
    const line = this.#buffer.slice(0, end);
    this.#buffer = this.#buffer.slice(end).replace(/^(\r\n|\n|\r)/, '');
    return line;
  }

  #takeRaw(): string | undefined {
    let answer = '';
    for (let i = 0; i < this.#buffer.length; i += 1) {
      const c = this.#buffer[i] ?? '';
      if (c === '\r' || c === '\n') {
        this.#buffer = this.#buffer.slice(i + 1).replace(/^\n/, '');
        return answer;
      }
      if (c === '\u0003' || c === '\u0004') {
        this.#buffer = '';
        this.#output.write('\n');
        throw new UsageError('aborted');
      }
      if (c === '\u007f' || c === '\b') answer = answer.slice(0, -1);
      else answer += c;
    }
    return undefined;
  }

  /** Stops reading stdin, so the process can exit. */
  close(): void {
    this.#input.off('data', this.#onData);
    this.#input.off('end', this.#onEnd);
    this.#input.pause();
  }
}
