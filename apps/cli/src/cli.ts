/**
 * `svc`'s command line, built with `commander` from the command tables, and the program's run:
 * parsing, the command's run (`run/command.ts`), and the messages and exit codes of errors. Loaded
 * by {@link run} for every command but `svc --version`.
 *
 * @module
 */

import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';

import { API_COMMANDS } from './commands/api.js';
import { CALL_API } from './commands/call-api.js';
import { CONFIG_COMMANDS } from './commands/config.js';
import { completionScript, SHELLS } from './completion.js';
import type { CommandTree, Shell } from './completion.js';
import { CommandFailure, EXIT, UsageError, describeError, exitCodeFor } from './errors.js';
import { GROUPS } from './groups.js';
import { FORMATS, terminalSafe } from './output/index.js';
import { list, oneOf } from './parse.js';
import { pairOptionValues } from './option-pairs.js';
import { CLI_VERSION } from './version.js';
import type { RunIo } from './io.js';
import { runCommand } from './run/command.js';
import { CREDENTIALS_HINT } from './run/connection.js';
import type { Session } from './session.js';
import type { AnyGroup, CommandSpec } from './spec.js';

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
