/**
 * Exit codes and error text of `svc`: usage errors exit 2, API and network errors exit 1, and no
 * message ever carries a stack trace or a secret.
 *
 * @module
 */

/**
 * Exit statuses of `svc`.
 *
 * @example
 * ```ts
 * process.exitCode = EXIT.usage;
 * ```
 */
export const EXIT: Readonly<{
  /** Success. */
  ok: 0;
  /** An API fault, or a network or transport failure. */
  api: 1;
  /** A bad command line, input file, or an unconfirmed destructive command. */
  usage: 2;
}> = Object.freeze({ ok: 0, api: 1, usage: 2 });

/**
 * A bad command line or input file: the message names the flag or argument and what was expected.
 * `svc` prints it and exits with status 2.
 *
 * @example
 * ```ts
 * throw new UsageError("option '--limit' expects a positive integer, got 'x'");
 * ```
 */
export class UsageError extends Error {
  static {
    this.prototype.name = 'UsageError';
  }
}

/**
 * A command that ran but whose answer is "no" (`vs ready` on a server that is not ready): `svc`
 * prints `svc: error: MESSAGE` and exits with status 1, as the reference CLI aborts such commands.
 *
 * @example
 * ```ts
 * throw new CommandFailure('Virtual server web1 is not ready');
 * ```
 */
export class CommandFailure extends Error {
  static {
    this.prototype.name = 'CommandFailure';
  }
}

/**
 * The one-line text `svc` prints for an error: `Kind: message` (the class name first, so the error
 * kind is always visible), without the stack.
 *
 * @example
 * ```ts
 * describeError(new TypeError('bad')); // 'TypeError: bad'
 * ```
 */
export function describeError(error: unknown): string {
  // Core's errors render as `Kind(code): text`, every other error as `Kind: text`.
  if (error instanceof Error) return String(error);
  return `Error: ${String(error)}`;
}

/**
 * The usage error for a file that could not be read or written: names the flag or argument, the
 * file and the system's error code (`ENOENT`), never a stack.
 *
 * @example
 * ```ts
 * throw fileError("option '--in-file'", 'read', 'id_rsa.pub', error);
 * // svc: error: option '--in-file': cannot read id_rsa.pub: ENOENT
 * ```
 */
export function fileError(where: string, action: 'read' | 'write', file: string, error: unknown): UsageError {
  return new UsageError(`${where}: cannot ${action} ${file}: ${(error as NodeJS.ErrnoException).code ?? describeError(error)}`);
}

/**
 * The exit status for an error: 2 for {@link UsageError} and the `TypeError`/`RangeError` that the
 * managers throw for bad input, 1 for everything else (API faults, network failures,
 * {@link CommandFailure}).
 *
 * @example
 * ```ts
 * exitCodeFor(new UsageError('x')); // 2
 * ```
 */
export function exitCodeFor(error: unknown): number {
  if (error instanceof UsageError || error instanceof TypeError || error instanceof RangeError) return EXIT.usage;
  return EXIT.api;
}
