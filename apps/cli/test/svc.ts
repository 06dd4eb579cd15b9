/**
 * Runs the built `svc` binary as a child process (piped, or under a pseudo-terminal made by
 * util-linux `script`) and collects its output and exit status.
 *
 * @module
 */

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BIN } from './build-bin.js';

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
}

/** A home directory of its own, so no real `~/.svclib` is read. */
export const HOME = mkdtempSync(join(tmpdir(), 'svc-home-'));

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
 * Runs `node BIN ...args` with stdin, stdout and stderr as pipes.
 *
 * @example
 * ```ts
 * const { code, stdout } = await svc(['--demo', 'vs', 'list']);
 * ```
 */
export function svc(args: readonly string[], options: SvcOptions = {}): Promise<SvcResult> {
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
  const command = [process.execPath, BIN, ...args].map(quote).join(' ');
  return collect('script', ['-qec', command, '/dev/null'], { ...options, answers: options.answers ?? [] });
}

/** A stack trace line, which `svc` must never print. */
export const STACK_LINE = /^\s+at .+\(.*:\d+:\d+\)$/m;
