/**
 * `@svclib/cli` — the `svc` command line. The package's main use is the `svc` binary; this entry
 * exposes the same run for embedding and tests.
 *
 * @example
 * ```ts
 * import { run } from '@svclib/cli';
 *
 * const code = await run(['--demo', 'vs', 'list', '--format', 'json'], {
 *   stdout: process.stdout, stderr: process.stderr, stdin: process.stdin,
 * });
 * ```
 *
 * @module
 */
export type { CommandContext, StdinLimit, TextOutput } from './context.js';
export { CommandFailure, EXIT, UsageError, describeError, exitCodeFor } from './errors.js';
export { GROUPS } from './groups.js';
export { FORMATS, col, pick, render } from './output/index.js';
export type { Column, CommandResult, Format, ListResult, MessageResult, ObjectResult, StreamResult, TextResult, View } from './output/index.js';
export { CLI_VERSION, run } from './program.js';
export type { RunIo } from './program.js';
export type { PromptInput } from './prompt.js';
export type { AnyGroup, CommandSpec, GroupSpec, OptionSpec, Options } from './spec.js';
