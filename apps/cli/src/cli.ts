/**
 * `svc`'s command line, built with `commander` from the command tables, and the run loop: settings,
 * confirmation, dry run, rendering and exit codes. Loaded by {@link run} for every command but
 * `svc --version`.
 *
 * @module
 */

import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';

import { API_COMMANDS } from './commands/api.js';
import { CALL_API, resultOf } from './commands/call-api.js';
import { CONFIG_COMMANDS } from './commands/config.js';
import { listOf } from './commands/common.js';
import { completionScript, SHELLS } from './completion.js';
import type { CommandTree, Shell } from './completion.js';
import { configFileWarnings } from './config-permissions.js';
import { confirm, eachWithProgress, progressCollector, readAll, readAllBytes, writeBounded } from './context.js';
import type { CommandContext } from './context.js';
import { CommandFailure, EXIT, UsageError, describeError, exitCodeFor } from './errors.js';
import { GROUPS } from './groups.js';
import { FORMATS, col, queryInput, render, streamLines, terminalSafe } from './output/index.js';
import type { CommandResult, Format, StreamResult, View } from './output/index.js';
import { list, oneOf } from './parse.js';
import { checkConfig, configPath, runProfile } from './profile.js';
import { pairOptionValues } from './option-pairs.js';
import { LineReader } from './prompt.js';
import { compileQuery, missingFieldsWarning, queryFields } from './output/query.js';
import { CLI_VERSION } from './program.js';
import type { RunIo } from './program.js';
import { openSession } from './session.js';
import type { Session } from './session.js';
import type { AnyGroup, CommandSpec, Options } from './spec.js';

interface Globals {
  config?: string;
  profile?: string;
  query?: string;
  verbose?: boolean;
  debug?: boolean;
  color?: boolean;
  endpoint?: string;
  transport?: 'xmlrpc' | 'rest';
  username?: string;
  demo?: boolean;
  format?: Format;
  columns?: string[];
  sortby?: string;
  yes?: boolean;
  dryRun?: boolean;
}

function endpointUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw new InvalidArgumentError('Expected an http:// or https:// URL.');
}

const EPILOG = `
Settings come from the options above, then the environment, then the config files
/etc/svclib.conf, ~/.svclib and --config ([svclib] username, api_key, endpoint_url, timeout, proxy,
transport; --profile NAME or SVC_PROFILE reads [profile NAME] instead). Output is a table on a
terminal and JSON when piped. Exit status: 0 ok, 1 API or network error (or a check that said no,
such as vs ready), 2 usage error.

Environment:
  SVC_USERNAME, SVC_API_KEY   credentials
  SVC_ENDPOINT_URL            API endpoint URL
  SVC_TIMEOUT                 timeout of each call, in seconds
  SVC_TRANSPORT               xmlrpc or rest
  SVC_PROFILE                 config-file section [profile NAME]
  HTTPS_PROXY, https_proxy    HTTP(S) proxy for API calls; NO_PROXY, no_proxy exempt hosts
  NO_COLOR                    no colour, even on a terminal

Examples:
  svc --demo vs list
  svc vs list --datacenter dal10 --format csv --columns id,hostname,primary_ip
  svc --demo vs list --query "[?datacenter=='dal10'].hostname"
  svc call-api Account getObject --mask companyName
  source <(svc completion bash)
`;

/** `'--opt=value'` in commander's messages (an unknown or mistyped option): the value may be a secret. */
const OPTION_WITH_VALUE = /(--?[\w-]+)=[^'"\s]*/g;

/**
 * A message of commander made safe to print: an option written with its value (`--apikey=KEY`) is
 * shown without the value, and URLs lose their `user:password@`.
 */
function redactUsage(text: string): string {
  return text.replace(OPTION_WITH_VALUE, '$1=…').replace(/(\/\/)[^/\s@'"]*@/g, '$1***@');
}

/** The `Options` of a command: its own options plus the program's, minus commander internals. */
type Action = (command: Command) => Promise<number>;

/** `svc vs list`: the names from the program down to `command`, as the user typed them. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c !== null; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}

/**
 * Where credentials come from, for the message of a run that has none and of a call the service
 * refused as unauthenticated.
 */
const CREDENTIALS_HINT = 'run `svc config setup` (writes ~/.svclib), or set SVC_USERNAME and SVC_API_KEY, or choose a config-file section with --profile NAME; --demo runs on the embedded fake server without an account';

/** The usage error of a run that would call the API without credentials: which half is missing, and where they come from. */
function noCredentials(username: string | undefined, apiKey: string | undefined): UsageError {
  const missing = username ? 'a username but no API key' : apiKey ? 'an API key but no username' : 'no username and no API key';
  return new UsageError(`no credentials (${missing} in the options, the environment or the config files): ${CREDENTIALS_HINT}`);
}

/** Whether a command may run without credentials: `call-api` of a method the model marks `noauth`. */
async function runsWithoutAuth(spec: CommandSpec<unknown>, args: readonly string[]): Promise<boolean> {
  if ((spec as unknown) !== CALL_API) return false;
  const catalog = await import('@svclib/model/catalog');
  return catalog.getMethod((args[0] ?? '').replace(/^vendor_/i, ''), args[1] ?? '')?.noauth === true;
}

/**
 * Builds the `svc` program. `execute` receives each command's run; the program itself never exits
 * the process.
 */
function buildProgram(io: RunIo, onAction: (run: Action, command: Command) => void): Command {
  const program = new Command('svc')
    .description('svc — the svclib command line for the Vendor API: raw calls and manager commands.')
    .version(CLI_VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .option('--config <file>', 'config file read after /etc/svclib.conf and ~/.svclib')
    .option('--profile <name>', 'config-file section [profile NAME] instead of [svclib] (default: SVC_PROFILE)')
    .option('--endpoint <url>', 'API endpoint URL', endpointUrl)
    .addOption(new Option('--transport <name>', 'wire format: xmlrpc or rest (default: SVC_TRANSPORT, then the config file, else xmlrpc)')
      .choices(['xmlrpc', 'rest']))
    .option('--username <name>', 'API username (the key comes from SVC_API_KEY or a config file)')
    .option('--demo', 'run against the embedded fake server (no account needed)')
    .addOption(new Option('--format <format>', `output format: ${FORMATS.join(', ')} (default: table on a terminal, json when piped)`)
      .argParser(oneOf(FORMATS)))
    .option('--columns <names>', 'columns to show, comma-separated (names or record paths such as datacenter.name)', list)
    .option('--sortby <column>', 'sort rows by this column')
    .option('-y, --yes', 'do not ask before destructive commands')
    .option('--dry-run', 'print the write calls that would be made, and make none')
    .option('--query <expr>', 'JMESPath expression run on the rows as shown (keyed by column name) before they are formatted')
    .option('-v, --verbose', 'print each remote call and its duration on stderr')
    .option('--debug', 'print the HTTP exchange on stderr (secrets masked)')
    .option('--no-color', 'no colour, even on a terminal (also NO_COLOR)')
    .addHelpText('after', EPILOG)
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (s) => void io.stdout.write(s),
      writeErr: (s) => void io.stderr.write(s),
      outputError: (s, write) => void write(redactUsage(s)),
    });

  const attach = <M>(parent: Command, spec: CommandSpec<M>, manager: (session: Session | undefined) => Promise<M>, offline: boolean) => {
    const command = parent.command(spec.name).description(spec.summary);
    for (const arg of spec.args ?? []) command.argument(arg);
    for (const o of spec.options ?? []) {
      const option = new Option(o.flags, o.description);
      if (o.parse !== undefined) option.argParser(o.parse);
      if (o.defaultValue !== undefined) option.default(o.defaultValue);
      if (o.required === true) option.makeOptionMandatory();
      if (o.hidden === true) option.hideHelp();
      command.addOption(option);
    }
    pairOptionValues(command, spec.options ?? []);
    command.addHelpText('after', `\nExample:\n  ${spec.example}\n`);
    command.exitOverride();
    command.action((...params: unknown[]) => {
      const self = params[params.length - 1] as Command;
      onAction(() => runCommand(spec, self, manager, offline, io), self);
    });
  };

  const addGroup = (under: Command, group: AnyGroup): void => {
    const parent = under.command(group.name).description(group.summary).exitOverride();
    parent.addHelpText('after', `\nExample:\n  ${group.commands[0]?.example ?? ''}\n`);
    for (const spec of group.commands) {
      attach(parent, spec, async (session) => group.manager(await import('@svclib/managers'), requireSession(session).client), false);
    }
    for (const sub of group.groups ?? []) addGroup(parent, sub);
  };
  for (const group of GROUPS) addGroup(program, group);
  attach(program, CALL_API, (session) => Promise.resolve(requireSession(session).client), false);
  const config = program.command('config').description('Write and show the settings').exitOverride();
  config.addHelpText('after', '\nExample:\n  svc config setup\n');
  for (const spec of CONFIG_COMMANDS) attach(config, spec, () => Promise.resolve(undefined), true);
  const api = program.command('api').description('Browse the API model: services, methods, parameters').exitOverride();
  api.addHelpText('after', '\nExample:\n  svc api describe Virtual_Guest.createObject\n');
  for (const spec of API_COMMANDS) attach(api, spec, () => import('@svclib/model/catalog'), true);
  program.command('completion')
    .description('Print a shell completion script: svc completion bash|zsh|fish')
    .argument('<shell>', `one of ${SHELLS.join(', ')}`, oneOf(SHELLS))
    .addHelpText('after', '\nExample:\n  source <(svc completion bash)\n')
    .exitOverride()
    .action((shell: Shell, _options: unknown, self: Command) => {
      onAction(() => {
        io.stdout.write(completionScript(shell, treeOf(program)));
        return Promise.resolve(EXIT.ok);
      }, self);
    });
  prefixErrors(program);
  return program;
}

/**
 * Makes commander's error lines start with the command they are about (`svc vs detail: error:
 * missing required argument 'id'`), as the errors `svc` throws itself do.
 */
function prefixErrors(command: Command): void {
  const prefix = `${commandPath(command)}: `;
  command.configureOutput({ outputError: (s, write) => void write(redactUsage(prefix + s)) });
  for (const sub of command.commands) prefixErrors(sub);
}

/** The command tree of the program, for completion scripts. */
function treeOf(command: Command): CommandTree {
  const options = command.options.filter((o) => !o.hidden).flatMap((o) => [o.long, o.short].filter((f): f is string => f !== undefined)
    .map((flag) => ({ flag, takesValue: o.required || o.optional })));
  return {
    name: command.name(),
    summary: command.description(),
    options: command.parent === null ? [...options, { flag: '--help', takesValue: false }] : options,
    commands: command.commands.map(treeOf),
  };
}

function requireSession(session: Session | undefined): Session {
  if (session === undefined) throw new Error('no session');
  return session;
}

async function runCommand<M>(spec: CommandSpec<M>, command: Command, manager: (session: Session | undefined) => Promise<M>,
  offline: boolean, io: RunIo): Promise<number> {
  // Own properties only (copies without a prototype): a flag not given is absent, whatever is on Object.prototype.
  const globals: Partial<Globals> & Options = Object.assign(Object.create(null) as Options, command.optsWithGlobals<Globals & Options>());
  const options: Options = Object.assign(Object.create(null) as Options, command.opts<Options>());
  const args = command.args;
  const format = globals.format ?? (io.stdout.isTTY === true ? 'table' : 'json');
  // The profile (checked: a name that could break its section header is refused) and the config files,
  // through core's reader, for the commands that use them: the API commands and `config show`/`setup`
  // (`setup` may create the file and the profile, so they need not exist yet); not `api`.
  const config = (CONFIG_COMMANDS as readonly unknown[]).includes(spec);
  const runsWithProfile = !offline || config ? runProfile(globals.profile) : undefined;
  const profile = runsWithProfile?.name;
  if (!offline || (config && spec.name === 'show')) checkConfig(globals.config, runsWithProfile);
  const query = globals.query === undefined ? undefined : await compileQuery(globals.query);
  const settings = Object.assign(Object.create(null) as object, {
    ...(globals.config === undefined ? {} : { configFile: configPath(globals.config) }),
    ...(profile === undefined ? {} : { profile }),
    ...(globals.endpoint === undefined ? {} : { endpointUrl: globals.endpoint }),
    ...(globals.transport === undefined ? {} : { transport: globals.transport }),
    ...(globals.username === undefined ? {} : { username: globals.username }),
  });
  const color = globals.color !== false && io.stdout.isTTY === true && (process.env.NO_COLOR ?? '') === '' && process.env.TERM !== 'dumb';
  const trace = { verbose: globals.verbose === true, debug: globals.debug === true, stderr: io.stderr };
  let reader: LineReader | undefined;
  const keepSecret = (value: string): void => {
    if (value !== '') session?.secrets.push(value);
  };
  const ask = async (question: string, o?: { secret?: boolean }): Promise<string> => {
    reader ??= new LineReader(io.stdin, io.stderr);
    const answer = await reader.ask(question, o);
    if (o?.secret === true) keepSecret(answer);
    return answer;
  };
  // As ssh does for key files: a config file with a key that others may read gets a warning. Every
  // command reads the files but `config setup` (which writes 0600) and the offline `api` commands.
  if (!offline || spec.name === 'show') {
    for (const text of configFileWarnings(globals.config)) io.stderr.write(`${terminalSafe(`svc: warning: ${text}`)}\n`);
  }
  const session = offline
    ? undefined
    : await openSession(Object.assign(Object.create(null) as object, settings, { demo: globals.demo === true, dryRun: globals.dryRun === true, trace }));
  try {
    if (session !== undefined && globals.demo !== true && session.client.auth === null && !(await runsWithoutAuth(spec, args))) {
      throw noCredentials(session.client.username, session.client.apiKey);
    }
    const context: CommandContext = {
      client: session?.client as CommandContext['client'],
      dryRun: globals.dryRun === true,
      collect: progressCollector(io.stderr, () => session?.reportedTotal()),
      stream: (items, what, columns) => ({ kind: 'stream', rows: items as AsyncIterable<Record<string, unknown>>, columns, what }),
      readStdin: () => readAll(io.stdin),
      readStdinBytes: () => readAllBytes(io.stdin),
      stdinIsTerminal: io.stdin.isTTY === true,
      prompt: ask,
      keepSecret,
      settings,
      // On a terminal the line first clears a progress line it may interrupt.
      warn: (text) => void io.stderr.write(`${io.stderr.isTTY === true ? '\r\u001b[K' : ''}${terminalSafe(`svc: warning: ${text}`)}\n`),
    };
    const destroys = globals.yes === true || globals.dryRun === true ? undefined : spec.destroys?.(args, options);
    if (destroys !== undefined) await confirm(destroys, (q) => ask(q));
    let result: CommandResult;
    try {
      result = await spec.run(await manager(session), args, options, context);
    } catch (error) {
      // Under --dry-run a write answered `true` can trip the steps after it; the plan is what counts.
      if (session === undefined || session.planned.length === 0) throw error;
      result = { kind: 'text', text: '' };
    }
    if (result.kind === 'stream') {
      // JSON lines and CSV are written row by row as the pages arrive (the first line before the
      // second page is in, memory bounded however many rows); sorting, a query and the other formats need them all.
      if ((format === 'jsonl' || format === 'csv') && query === undefined && globals.sortby === undefined && globals.dryRun !== true) {
        await writeStream(result, { format, columns: globals.columns }, io, () => session?.reportedTotal());
        return EXIT.ok;
      }
      result = listOf(await context.collect(result.rows, result.what), result.columns);
    }
    if (session !== undefined && globals.dryRun === true && session.planned.length > 0) {
      io.stderr.write(`Dry run: nothing was changed. ${session.planned.length} write call(s) would be made:\n`);
      result = listOf(session.planned,
        [col('service'), col('method'), col('id'), col('args')]);
    }
    // On a terminal a table fits its width (cells cut with `…`); piped, every cell is whole.
    const width = format === 'table' && io.stdout.isTTY === true && (io.stdout.columns ?? 0) > 0 ? io.stdout.columns : undefined;
    const view = { format, columns: globals.columns, sortby: globals.sortby, color, width };
    const exitCode = result.kind === 'list' ? (result.exitCode ?? EXIT.ok) : EXIT.ok;
    if (query === undefined) {
      io.stdout.write(render(result, view));
    } else {
      // The query's answer: as JSON (one line per item with jsonl), or as a table / CSV of what it holds.
      const input = queryInput(result, view);
      // A field the rows do not have (a record path such as datacenter.name, where the row has the column datacenter) is named on stderr.
      if (result.kind === 'list' || result.kind === 'object') {
        const parsed = JSON.parse(input.json) as unknown;
        const warning = missingFieldsWarning(await queryFields(globals.query ?? ''), Array.isArray(parsed) ? parsed : [parsed], input.columns);
        if (warning !== undefined) context.warn(warning);
      }
      const answer = await query(input.json);
      if (format === 'json') io.stdout.write(`${JSON.stringify(answer ?? null, null, 2)}\n`);
      else if (format === 'jsonl') io.stdout.write((Array.isArray(answer) ? answer : [answer]).map((v) => `${JSON.stringify(v ?? null)}\n`).join(''));
      else io.stdout.write(render(resultOf(answer), { format, color, width }));
    }
    return exitCode;
  } finally {
    reader?.close();
    await session?.close();
  }
}

/**
 * Writes a streamed list in `jsonl` or `csv`, each row as it arrives (waiting for a full pipe to
 * drain). The CSV header comes with the first row (or alone, for no rows). The progress line is
 * drawn only when stdout is not the terminal too, where the rows themselves show the progress.
 */
async function writeStream(result: StreamResult, view: View & { format: 'jsonl' | 'csv' }, io: RunIo, total: () => number | undefined): Promise<void> {
  const { header, line } = streamLines(result.columns, view);
  const progress = io.stdout.isTTY === true ? { write: (text: string) => io.stderr.write(text), isTTY: false } : io.stderr;
  let started = false;
  await eachWithProgress(progress, total, result.rows, result.what, async (row) => {
    await writeBounded(io.stdout, started ? line(row) : header + line(row));
    started = true;
  });
  if (!started && header !== '') await writeBounded(io.stdout, header);
}

/** Whether `error` is core's `Unauthenticated` (core is loaded already when a call was made). */
async function isUnauthenticated(error: unknown): Promise<boolean> {
  if (!(error instanceof Error)) return false;
  const { Unauthenticated } = await import('@svclib/core');
  return error instanceof Unauthenticated || error.cause instanceof Unauthenticated;
}

/**
 * Parses the command line with `commander` and runs the command (see {@link run}).
 *
 * @param argv - The arguments after the program name, e.g. `process.argv.slice(2)`.
 * @example
 * ```ts
 * process.exitCode = await runProgram(['--demo', 'vs', 'list'], { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
 * ```
 */
export async function runProgram(argv: readonly string[], io: RunIo): Promise<number> {
  let action: Action | undefined;
  let active: Command | undefined;
  const program = buildProgram(io, (a, command) => {
    action = a;
    active = command;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander has printed its message (naming the option and what it expected) or the help.
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? EXIT.ok : EXIT.usage;
    }
    io.stderr.write(`svc: ${describeError(error)}\n`);
    return EXIT.usage;
  }
  if (action === undefined) {
    io.stdout.write(program.helpInformation());
    return argv.length === 0 ? EXIT.ok : EXIT.usage;
  }
  try {
    return await action(program);
  } catch (error) {
    const code = exitCodeFor(error);
    const plain = error instanceof UsageError || error instanceof CommandFailure;
    // A usage error names the command it is about (`svc vs create: error: …`).
    const prefix = code === EXIT.usage && active !== undefined ? commandPath(active) : 'svc';
    // A call the service refused as unauthenticated: where the credentials come from.
    const hint = !plain && (await isUnauthenticated(error)) ? `\nsvc: check the credentials: ${CREDENTIALS_HINT}` : '';
    // Messages can quote the server (a fault string): no control characters reach the terminal.
    io.stderr.write(terminalSafe(plain ? `${prefix}: error: ${error.message}` : `${prefix}: ${describeError(error)}${hint}`) + '\n');
    return code;
  }
}
