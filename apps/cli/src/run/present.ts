/**
 * What a run prints: a streamed listing written as it arrives or collected, the plan of a
 * `--dry-run`, and the result rendered — or `--query`'s answer on its rows.
 *
 * @module
 */

import { resultOf } from '../commands/call-api.js';
import { listOf } from '../commands/common.js';
import type { CommandContext } from '../context.js';
import { EXIT } from '../errors.js';
import { col, queryInput, render } from '../output/index.js';
import type { Column, CommandResult } from '../output/index.js';
import { answerColumns, missingFieldsWarning, queryFields } from '../output/query.js';
import type { Query } from '../output/query.js';
import { writeStream } from '../output/stream.js';
import type { RunIo } from '../io.js';
import type { Session } from '../session.js';
import type { RunView } from './view.js';
import { withWidth } from './view.js';

/**
 * A streamed listing in JSON lines or CSV is written row by row as the pages arrive (`true`: it is
 * written); sorting, a query, `--dry-run` and the other formats need all the rows, and get them
 * collected into a list.
 *
 * @example
 * ```ts
 * const settled = await settleStream(result, view, { query: false, dryRun: false }, io, session, context);
 * if (settled === undefined) return EXIT.ok;
 * ```
 */
export async function settleStream(result: CommandResult, view: RunView, run: { query: boolean; dryRun: boolean }, io: RunIo,
  session: Session | undefined, context: CommandContext): Promise<CommandResult | undefined> {
  if (result.kind !== 'stream') return result;
  const { format } = view;
  if ((format === 'jsonl' || format === 'csv') && !run.query && view.sortby === undefined && !run.dryRun) {
    await writeStream(result, { format, columns: view.columns }, io, () => session?.reportedTotal());
    return undefined;
  }
  return listOf(await context.collect(result.rows, result.what), result.columns);
}

/**
 * Under `--dry-run`, the write calls that would have been made (said on stderr) replace the result.
 *
 * @example
 * ```ts
 * result = dryRunPlan(result, session, globals.dryRun === true, io);
 * ```
 */
export function dryRunPlan(result: CommandResult, session: Session | undefined, dryRun: boolean, io: RunIo): CommandResult {
  if (session === undefined || !dryRun || session.planned.length === 0) return result;
  io.stderr.write(`Dry run: nothing was changed. ${session.planned.length} write call(s) would be made:\n`);
  return listOf(session.planned, [col('service'), col('method'), col('id'), col('args')]);
}

const isRecord = (value: unknown): boolean => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The answer of a query as a result to render: a projection of one field of the rows (`[].hostname`)
 * is a column of that name, and of several fields (`[].[hostname, id]`) as many columns, so a table
 * or CSV keeps the rows' column names; any other answer is shown as `call-api` shows a value.
 */
function answerResult(answer: unknown, names: readonly string[] | undefined): CommandResult {
  if (names !== undefined && Array.isArray(answer)) {
    const items: unknown[] = answer;
    const fits = names.length === 1
      ? items.length === 0 || !items.every(isRecord)
      : items.every((item) => Array.isArray(item) && item.length === names.length);
    if (fits) {
      const rows = items.map((item) => Object.fromEntries(names.map((name, i) => [name, names.length === 1 ? item : (item as unknown[])[i]])));
      const columns = names.map((name): Column => ({ name, get: (row) => row[name] }));
      return listOf(rows, columns);
    }
  }
  return resultOf(answer);
}

/**
 * Prints a result in the run's view, or the answer of `--query` to it, and resolves the exit status
 * (a list's own, else 0).
 *
 * @param query - The compiled `--query` and its text, when given.
 * @example
 * ```ts
 * return await printResult(result, view, undefined, io, context);
 * ```
 */
export async function printResult(result: CommandResult, runView: RunView, query: { run: Query; text: string } | undefined, io: RunIo,
  context: CommandContext): Promise<number> {
  const view = withWidth(runView, io);
  const exitCode = result.kind === 'list' ? (result.exitCode ?? EXIT.ok) : EXIT.ok;
  if (query === undefined) {
    io.stdout.write(render(result, view));
    return exitCode;
  }
  // The query's answer: as JSON (one line per item with jsonl), or as a table / CSV of what it holds.
  const input = queryInput(result, view);
  // A field the rows do not have (a record path such as datacenter.name, where the row has the column datacenter) is named on stderr.
  if (result.kind === 'list' || result.kind === 'object') {
    const warning = missingFieldsWarning(await queryFields(query.text), Array.isArray(input.value) ? input.value : [input.value], input.columns);
    if (warning !== undefined) context.warn(warning);
  }
  const answer = await query.run(input.value);
  const { format } = view;
  if (format === 'json') io.stdout.write(`${JSON.stringify(answer ?? null, null, 2)}\n`);
  else if (format === 'jsonl') io.stdout.write((Array.isArray(answer) ? answer : [answer]).map((v) => `${JSON.stringify(v ?? null)}\n`).join(''));
  else io.stdout.write(render(answerResult(answer, await answerColumns(query.text)), { format, color: view.color, width: view.width }));
  return exitCode;
}
