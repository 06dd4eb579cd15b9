/**
 * Where a `svc` run reads and writes: the streams `run(argv, io)` is given.
 *
 * @module
 */

import type { TextOutput } from './context.js';
import type { PromptInput } from './prompt.js';

/**
 * Where a run reads and writes.
 *
 * @example
 * ```ts
 * const io: RunIo = { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin };
 * ```
 */
export interface RunIo {
  /** Results. */
  stdout: TextOutput;
  /** Errors, prompts and the progress line. */
  stderr: TextOutput;
  /** Answers to prompts; zone files with `-`. */
  stdin: PromptInput;
}
