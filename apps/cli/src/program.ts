/**
 * The entry of a `svc` run: `svc --version` is answered at once; every other command line loads the
 * command tables and `commander` (`cli.ts`) first. Keeping that load off `--version` keeps its
 * start-up within a few milliseconds of `node -e 0`.
 *
 * @module
 */

import type { RunIo } from './io.js';
import { CLI_VERSION } from './version.js';

export type { RunIo } from './io.js';
export { CLI_VERSION } from './version.js';

/**
 * Runs `svc` with the given arguments and resolves the exit status (0 ok, 1 API or network error,
 * or a check that said no, 2 usage error). Messages go to `io.stderr`, never with a stack trace or a
 * secret.
 *
 * @param argv - The arguments after the program name, e.g. `process.argv.slice(2)`.
 * @example
 * ```ts
 * process.exitCode = await run(['--demo', 'vs', 'list'], { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
 * ```
 */
export async function run(argv: readonly string[], io: RunIo): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    io.stdout.write(`${CLI_VERSION}\n`);
    return 0;
  }
  const { runProgram } = await import('./cli.js');
  return runProgram(argv, io);
}
