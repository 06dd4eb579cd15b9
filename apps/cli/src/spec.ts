/**
 * The shape of `svc`'s command tables: a group per manager, a command per job. Adding a command is
 * one entry in a group's `commands` list.
 *
 * @module
 */

import type { Client } from '@svclib/core';
import type * as ManagersModule from '@svclib/managers';

import type { CommandContext } from './context.js';
import type { CommandResult } from './output/index.js';

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
  /**
   * `2`: the option takes two values, as slcli's `nargs=2` (`--resize-disk 100 2`); `parse` receives
   * them joined by a space (see `option-pairs.ts`).
   */
  readonly values?: 2;
  /** Left out of the help and of completion: an old spelling kept so that scripts keep working. */
  readonly hidden?: boolean;
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
  /**
   * Sub-groups, each with its own manager: `svc <name> <sub> <command>` (e.g. `svc vs capacity list`),
   * listed in the help after the commands.
   */
  readonly groups?: readonly AnyGroup[];
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

/**
 * A command of another manager, placed in a group of this one: it runs on the manager `build`
 * makes from the run's client (`svc vs host-list` is a dedicated host command in the `vs` group).
 *
 * @example
 * ```ts
 * const hostList: CommandSpec<VirtualServerManager> = withManager((m, client) => new m.DedicatedHostManager(client), listSpec);
 * ```
 */
export function withManager<M, N>(build: (managers: typeof ManagersModule, client: Client) => N, spec: CommandSpec<N>): CommandSpec<M> {
  return {
    name: spec.name,
    summary: spec.summary,
    example: spec.example,
    ...(spec.args === undefined ? {} : { args: spec.args }),
    ...(spec.options === undefined ? {} : { options: spec.options }),
    ...(spec.destroys === undefined ? {} : { destroys: (args: readonly string[], options: Options) => spec.destroys?.(args, options) }),
    run: async (_manager, args, options, context) => spec.run(build(await import('@svclib/managers'), context.client), args, options, context),
  };
}

/**
 * Every command of some groups and their sub-groups, with the words that name it (`['vs', 'capacity', 'list']`).
 *
 * @example
 * ```ts
 * allCommands(GROUPS).map(({ path }) => path.join(' ')); // ['vs list', …, 'vs capacity list', …]
 * ```
 */
export function allCommands(groups: readonly AnyGroup[], prefix: readonly string[] = []): { path: string[]; spec: CommandSpec<unknown> }[] {
  return groups.flatMap((group) => [
    ...group.commands.map((spec) => ({ path: [...prefix, group.name, spec.name], spec })),
    ...allCommands(group.groups ?? [], [...prefix, group.name]),
  ]);
}
