/**
 * The command line of one run as `svc` reads it: the program's options (`--format`, `--query`,
 * `--dry-run`, …), the command's own options and its arguments.
 *
 * @module
 */

import type { Command } from 'commander';

import type { Format } from '../output/index.js';
import type { Options } from '../spec.js';

/**
 * The program's options, as commander parses them (a flag not given is absent).
 *
 * @example
 * ```ts
 * const globals: Partial<Globals> = { format: 'csv', dryRun: true };
 * ```
 */
export interface Globals {
  /** `--config FILE`. */
  config?: string;
  /** `--profile NAME`. */
  profile?: string;
  /** `--query EXPR`. */
  query?: string;
  /** `-v, --verbose`. */
  verbose?: boolean;
  /** `--debug`. */
  debug?: boolean;
  /** `false` with `--no-color`. */
  color?: boolean;
  /** `--endpoint URL`. */
  endpoint?: string;
  /** `--transport xmlrpc|rest`. */
  transport?: 'xmlrpc' | 'rest';
  /** `--username NAME`. */
  username?: string;
  /** `--demo`. */
  demo?: boolean;
  /** `--format FORMAT`. */
  format?: Format;
  /** `--columns NAMES`. */
  columns?: string[];
  /** `--sortby COLUMN`. */
  sortby?: string;
  /** `-y, --yes`. */
  yes?: boolean;
  /** `--dry-run`. */
  dryRun?: boolean;
}

/**
 * What a command was given: the program's options and the command's (with the program's, as
 * `globals`), the command's own options, and its arguments.
 *
 * @example
 * ```ts
 * const line: CommandLine = { globals: { format: 'json' }, options: {}, args: ['12'] };
 * ```
 */
export interface CommandLine {
  /** The program's options and the command's together. */
  readonly globals: Partial<Globals> & Options;
  /** The command's own options. */
  readonly options: Options;
  /** The command's arguments. */
  readonly args: readonly string[];
}

/**
 * Reads the options and arguments commander parsed for `command`. Own properties only (copies
 * without a prototype): a flag not given is absent, whatever is on `Object.prototype`.
 *
 * @example
 * ```ts
 * const { globals, options, args } = commandLine(command);
 * ```
 */
export function commandLine(command: Command): CommandLine {
  const globals: Partial<Globals> & Options = Object.assign(Object.create(null) as Options, command.optsWithGlobals<Globals & Options>());
  const options: Options = Object.assign(Object.create(null) as Options, command.opts<Options>());
  return { globals, options, args: command.args };
}
