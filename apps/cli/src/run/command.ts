/**
 * The run of one command, step by step: read its command line and view, check the settings and
 * compile `--query` (before any call), open the session, build the context, confirm, run the
 * command, settle a streamed listing or a dry run, and print.
 *
 * @module
 */

import type { Command } from 'commander';

import { confirm } from '../context.js';
import type { CommandContext } from '../context.js';
import { EXIT } from '../errors.js';
import type { CommandResult } from '../output/index.js';
import { compileQuery } from '../output/query.js';
import type { RunIo } from '../io.js';
import type { Session } from '../session.js';
import type { CommandSpec } from '../spec.js';
import { Prompter, commandContext } from './command-context.js';
import { connectionSettings, requireCredentials, startSession, warnAboutConfigFiles } from './connection.js';
import { commandLine } from './globals.js';
import type { CommandLine } from './globals.js';
import { dryRunPlan, printResult, settleStream } from './present.js';
import { resolveView } from './view.js';

/**
 * Runs `spec` as commander parsed it and resolves the exit status; errors are thrown for the caller
 * to report.
 *
 * @param manager - Builds the command's manager on the session (none for an offline command).
 * @param offline - The command makes no API call (`config`, `api`): no session is opened.
 * @example
 * ```ts
 * command.action(() => runCommand(spec, command, manager, false, io));
 * ```
 */
export async function runCommand<M>(spec: CommandSpec<M>, command: Command, manager: (session: Session | undefined) => Promise<M>,
  offline: boolean, io: RunIo): Promise<number> {
  const { globals, options, args } = commandLine(command);
  const view = resolveView(globals, io);
  const settings = connectionSettings(spec, globals, offline);
  const query = globals.query === undefined ? undefined : { run: await compileQuery(globals.query), text: globals.query };
  // The session opens after the warnings; a secret the command reads later is masked in it.
  const prompter = new Prompter(io, () => session);
  warnAboutConfigFiles(spec, globals, offline, io);
  const session = await startSession(globals, settings, offline, io);
  try {
    await requireCredentials(spec, args, session, globals);
    const context = commandContext(io, session, settings, globals.dryRun === true, prompter);
    const settled = await settleStream(await execute(spec, { globals, options, args }, () => manager(session), session, prompter, context),
      view, { query: query !== undefined, dryRun: globals.dryRun === true }, io, session, context);
    if (settled === undefined) return EXIT.ok;
    return await printResult(dryRunPlan(settled, session, globals.dryRun === true, io), view, query, io, context);
  } finally {
    prompter.close();
    await session?.close();
  }
}

/**
 * Asks before a destructive command (unless `--yes` or `--dry-run`), then runs it. Under
 * `--dry-run` a write answered `true` can trip the steps after it; the plan is what counts, so
 * such a failure gives an empty result once a write was planned.
 */
async function execute<M>(spec: CommandSpec<M>, { globals, options, args }: CommandLine, manager: () => Promise<M>,
  session: Session | undefined, prompter: Prompter, context: CommandContext): Promise<CommandResult> {
  const destroys = globals.yes === true || globals.dryRun === true ? undefined : spec.destroys?.(args, options);
  if (destroys !== undefined) await confirm(destroys, (q) => prompter.ask(q));
  try {
    return await spec.run(await manager(), args, options, context);
  } catch (error) {
    if (session === undefined || session.planned.length === 0) throw error;
    return { kind: 'text', text: '' };
  }
}
