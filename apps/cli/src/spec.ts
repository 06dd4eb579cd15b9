/**
 * The shape of `svc`'s command tables: a group per manager, a command per job. Adding a command is
 * one entry in a group's `commands` list.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type * as ManagersModule from '@svclib/managers';

import type { CommandContext } from './context.js';
import type { CommandResult } from './output.js';

/**
 * An option of a command, in `commander` flag syntax.
 *
 * @example
 * ```ts
 * const o: OptionSpec = { flags: '--datacenter <name>', description: 'datacenter short name, e.g. dal10' };
 * ```
 */
export interface OptionSpec {
  /** Flags and value placeholder, e.g. `-d, --datacenter <name>`. */
  readonly flags: string;
  /** Help text. */
  readonly description: string;
  /** Converts (and checks) the value; throw `InvalidArgumentError` saying what was expected. */
  readonly parse?: (value: string, previous: unknown) => unknown;
  /** Value when the option is absent. */
  readonly defaultValue?: unknown;
  /** The option must be given (commander reports it by its flags when missing). */
  readonly required?: boolean;
}

/** Parsed options of a command, keyed by camel-cased long flag name. @example `opts.datacenter` */
export type Options = Readonly<Record<string, unknown>>;

/**
 * One command of a group, run against the group's manager `M`.
 *
 * @example
 * ```ts
 * const detail: CommandSpec<VirtualServerManager> = {
 *   name: 'detail', summary: 'Show a virtual server', example: 'svc vs detail web1', args: ['<id>'],
 *   run: async (vs, [id]) => ({ kind: 'object', value: await vs.getInstance(idOrName(id)), columns: [] }),
 * };
 * ```
 */
export interface CommandSpec<M> {
  /** Sub-command name, e.g. `list`. */
  readonly name: string;
  /** One-line help text. */
  readonly summary: string;
  /** A complete example command line, shown in the help. */
  readonly example: string;
  /** Positional arguments in `commander` syntax: `<id>`, `[names...]`. */
  readonly args?: readonly string[];
  /** Options of this command. */
  readonly options?: readonly OptionSpec[];
  /**
   * Marks the command destructive: returns what it destroys (`virtual server 12`), asked about
   * before running unless `--yes`; `undefined` when these arguments make it harmless (`--verify`).
   */
  destroys?(args: readonly string[], options: Options): string | undefined;
  /** Does the job (method syntax, so a group of any manager fits {@link AnyGroup}). */
  run(manager: M, args: readonly string[], options: Options, context: CommandContext): Promise<CommandResult>;
}

/**
 * A command group: `svc <name> <command>`, all commands sharing one manager.
 *
 * @example
 * ```ts
 * const group: GroupSpec<AccountManager> = {
 *   name: 'account', summary: 'The account', manager: (m, client) => new m.AccountManager(client), commands: [],
 * };
 * ```
 */
export interface GroupSpec<M> {
  /** Group name, e.g. `vs`. */
  readonly name: string;
  /** One-line help text. */
  readonly summary: string;
  /** Builds the group's manager from the lazily loaded `@svclib/managers` and the client. */
  readonly manager: (managers: typeof ManagersModule, client: Client) => M;
  /** The commands. */
  readonly commands: readonly CommandSpec<M>[];
}

/**
 * A group with its manager type erased, as the program builder sees it.
 *
 * @example
 * ```ts
 * const groups: readonly AnyGroup[] = [vsGroup, dnsGroup];
 * ```
 */
export type AnyGroup = GroupSpec<unknown>;
