/**
 * Runs `svc` inside the test process through its `run(argv, io)` entry: stdout and stderr are
 * collected as text, stdin is the given text (or answers typed when a prompt appears), the
 * environment (the demo credentials, a home directory of its own) is set for the run and restored
 * after it, and the streams may pose as a terminal of a given width.
 *
 * @module
 */

import { PassThrough, Readable } from 'node:stream';

import { run } from '../src/program.js';
import { DEMO_ENV, HOME } from './env.js';

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
  /**
   * Answers typed when stdout+stderr first contain each prompt text, in order (a line end follows
   * each). stdin stays open after the last one, as a terminal's does.
   */
  answers?: readonly (readonly [prompt: string, answer: string])[];
  /**
   * stdin, stdout and stderr are a terminal (`isTTY`, raw mode), `columns` wide when given; as on a
   * terminal, stderr's text lands in `stdout` too, in the order written.
   */
  terminal?: boolean | { columns?: number };
}

/** An output that collects text, optionally posing as a terminal. */
function collector(tty: { columns?: number } | undefined, onWrite: (text: string) => void): { write(text: string): boolean; isTTY?: boolean; columns?: number } {
  const write = (text: string): boolean => {
    onWrite(text);
    return true;
  };
  return tty === undefined ? { write } : { write, isTTY: true, ...(tty.columns === undefined ? {} : { columns: tty.columns }) };
}

/**
 * Runs `svc ...args` in this process.
 *
 * @example
 * ```ts
 * const { code, stdout } = await runInProcess(['--endpoint', server.url, 'vs', 'list']);
 * ```
 */
export function runInProcess(args: readonly string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  return inProcess(args, { ...DEMO_ENV, ...options.env }, options);
}

/**
 * The variables a spawned `svc` would not inherit from the test runner (the tests' child processes
 * get only `PATH`, `HOME`, `LANG`, `TERM` and what the test names): removed for an in-process run.
 */
const NOT_INHERITED = /^(SVC_|NO_COLOR$|FORCE_COLOR$|COLUMNS$|LANG$|LC_|TERM$|(HTTPS?|ALL|NO)_PROXY$)/i;

/**
 * Runs `svc ...args` in this process with the environment a spawned `svc` (see `svc.ts`) would
 * have: `HOME`, `LANG=C.UTF-8`, `TERM=xterm` and `options.env` only (no demo credentials unless
 * given), so a test written for the binary keeps its meaning.
 *
 * @example
 * ```ts
 * const { code, stderr } = await svcInProcess(['vs', 'list']); // no credentials
 * ```
 */
export function svcInProcess(args: readonly string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  const cleared = Object.fromEntries(Object.keys(process.env).filter((key) => NOT_INHERITED.test(key)).map((key) => [key, undefined]));
  return inProcess(args, { ...cleared, LANG: 'C.UTF-8', TERM: 'xterm', ...options.env }, options);
}

async function inProcess(args: readonly string[], variables: Record<string, string | undefined>, options: InProcessOptions): Promise<InProcessResult> {
  const env: Record<string, string | undefined> = { HOME, ...variables };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const tty = options.terminal === undefined || options.terminal === false ? undefined : options.terminal === true ? {} : options.terminal;
  let stdout = '';
  let stderr = '';
  const answers = [...(options.answers ?? [])];
  let stdin: Readable;
  let raw = false;
  if (options.answers === undefined) {
    stdin = Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]);
  } else {
    const typed = new PassThrough();
    if (options.input !== undefined) typed.write(options.input);
    stdin = typed;
  }
  const answer = (): void => {
    const next = answers[0];
    if (next !== undefined && (stdout + stderr).includes(next[0])) {
      answers.shift();
      // Typed after the prompt is written, as a person would.
      setImmediate(() => (stdin as PassThrough).write(`${next[1]}${raw ? '\r' : '\n'}`));
    }
  };
  const io = {
    stdout: collector(tty, (text) => {
      stdout += text;
      answer();
    }),
    stderr: collector(tty, (text) => {
      if (tty === undefined) stderr += text;
      else stdout += text;
      answer();
    }),
    stdin: Object.assign(stdin, tty === undefined ? {} : { isTTY: true, setRawMode: (mode: boolean) => ((raw = mode), stdin) }),
  };
  const started = performance.now();
  try {
    const code = await run(args, io);
    return { code, stdout, stderr, ms: performance.now() - started };
  } finally {
    stdin.destroy();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
