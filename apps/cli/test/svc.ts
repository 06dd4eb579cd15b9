/**
 * Runs `svc` for the tests: {@link svc} in-process through its `run(argv, io)` entry, with the
 * environment a spawned binary would have; {@link svcBinary} and {@link svcTty} as the built binary
 * in a child process (piped, or under a pseudo-terminal made by util-linux `script`), for the few
 * tests of what only a process shows (pipes, signals, exit status, start-up, a real terminal).
 *
 * @module
 */

import { spawn } from 'node:child_process';

import { expect } from 'vitest';

import { BIN } from './build-bin.js';
import { DEMO_ENV, HOME } from './env.js';
import { svcInProcess } from './run-in-process.js';

export { DEMO_ENV, HOME } from './env.js';

/** What a run produced. */
export interface SvcResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Options of a run. */
export interface SvcOptions {
  /** Text written to stdin (then closed); stdin is closed at once when unset. */
  input?: string;
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** Answers written when stdout+stderr first contain each prompt text, in order. */
  answers?: readonly (readonly [prompt: string, answer: string])[];
  /** With {@link svcTty}: the terminal's width in columns (`stty cols`); unset, the pseudo-terminal has none. */
  columns?: number;
}

function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME, LANG: 'C.UTF-8', TERM: 'xterm', ...extra };
  return env;
}

function collect(command: string, args: readonly string[], options: SvcOptions): Promise<SvcResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: environment(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const answers = [...(options.answers ?? [])];
    const answer = (): void => {
      const next = answers[0];
      if (next !== undefined && (stdout + stderr).includes(next[0])) {
        answers.shift();
        child.stdin.write(`${next[1]}\r`);
        // Empty answers list: leave stdin open (script would otherwise end the terminal session).
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      answer();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      answer();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (options.answers === undefined) {
      if (options.input !== undefined) child.stdin.write(options.input);
      child.stdin.end();
    }
  });
}

/**
 * Runs `svc ...args` in-process (see {@link svcInProcess}): the environment holds `HOME`, `LANG`,
 * `TERM` and `options.env` only, stdin is `options.input` or the answers to prompts.
 *
 * @example
 * ```ts
 * const { code, stdout } = await svc(['--demo', 'vs', 'list']);
 * ```
 */
export async function svc(args: readonly string[], options: SvcOptions = {}): Promise<SvcResult> {
  const { code, stdout, stderr } = await svcInProcess(args, options);
  return { code, stdout, stderr };
}

/**
 * Runs the built binary, `node BIN ...args`, with stdin, stdout and stderr as pipes.
 *
 * @example
 * ```ts
 * const { code, stdout } = await svcBinary(['--demo', 'vs', 'list']);
 * ```
 */
export function svcBinary(args: readonly string[], options: SvcOptions = {}): Promise<SvcResult> {
  return collect(process.execPath, [BIN, ...args], options);
}

const quote = (arg: string): string => `'${arg.replaceAll("'", "'\\''")}'`;

/**
 * Runs `svc` under a pseudo-terminal (`script -qec CMD /dev/null`): stdin, stdout and stderr are the
 * terminal, so all output arrives (with CR LF line ends) in `stdout`.
 *
 * @example
 * ```ts
 * const { stdout } = await svcTty(['--demo', 'vs', 'list']);
 * ```
 */
export function svcTty(args: readonly string[], options: SvcOptions = {}): Promise<SvcResult> {
  const run = [process.execPath, BIN, ...args].map(quote).join(' ');
  const command = options.columns === undefined ? run : `stty cols ${options.columns} rows 50 && ${run}`;
  return collect('script', ['-qec', command, '/dev/null'], { ...options, answers: options.answers ?? [] });
}

/** A stack trace line, which `svc` must never print. */
export const STACK_LINE = /^\s+at .+\(.*:\d+:\d+\)$/m;


/** `svc` runs against one started fake server. */
export interface EndpointRunner {
  /** Runs `svc --endpoint <url> ...args` with {@link DEMO_ENV}; `input` is written to stdin. */
  readonly run: (args: string[], input?: string) => Promise<SvcResult>;
  /** Runs with `--format json`, expects status 0 and a quiet stderr, and parses stdout. */
  readonly json: <T = Record<string, unknown>>(args: string[]) => Promise<T>;
}

/**
 * Runners for a fake server started in `beforeAll` (hence the URL as a function).
 *
 * @example
 * ```ts
 * const { run, json } = endpointRunner(() => server.url);
 * ```
 */
export function endpointRunner(url: () => string): EndpointRunner {
  const run = (args: string[], input?: string): Promise<SvcResult> =>
    svc(['--endpoint', url(), ...args], { env: { ...DEMO_ENV }, ...(input === undefined ? {} : { input }) });
  return {
    run,
    json: async <T>(args: string[]): Promise<T> => {
      const { code, stdout, stderr } = await run([...args, '--format', 'json']);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      return JSON.parse(stdout) as T;
    },
  };
}
