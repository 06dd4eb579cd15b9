/**
 * Runs `svc` inside the test process through its `run(argv, io)` entry: stdout and stderr are
 * collected as text, stdin is the given text, and the environment (the demo credentials, a home
 * directory of its own) is set for the run and restored after it.
 *
 * @module
 */

import { Readable } from 'node:stream';

import { run } from '../src/program.js';
import { DEMO_ENV, HOME } from './svc.js';

/** What a run produced. */
export interface InProcessResult {
  code: number;
  stdout: string;
  stderr: string;
  /** Wall time of the run, in milliseconds. */
  ms: number;
}

/** Options of an in-process run. */
export interface InProcessOptions {
  /** Text (as UTF-8) or bytes on stdin, then its end; stdin ends at once when unset. */
  input?: string | Uint8Array;
  /** Environment variables set for the run, over {@link DEMO_ENV} and `HOME`. */
  env?: Record<string, string>;
}

/**
 * Runs `svc ...args` in this process.
 *
 * @example
 * ```ts
 * const { code, stdout } = await runInProcess(['--endpoint', server.url, 'vs', 'list']);
 * ```
 */
export async function runInProcess(args: readonly string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  const env: Record<string, string> = { HOME, ...DEMO_ENV, ...options.env };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text, true) },
    stderr: { write: (text: string) => (stderr += text, true) },
    stdin: Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]),
  };
  const started = performance.now();
  try {
    const code = await run(args, io);
    return { code, stdout, stderr, ms: performance.now() - started };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
