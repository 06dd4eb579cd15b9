/**
 * The connection of a run: the profile and config files checked, the settings of the command line,
 * the warnings about config files others may read, the session opened, and the credentials
 * required of a command that calls the API.
 *
 * @module
 */

import { CALL_API } from '../commands/call-api.js';
import { CONFIG_COMMANDS } from '../commands/config.js';
import { configFileWarnings } from '../config-permissions.js';
import type { CommandContext } from '../context.js';
import { UsageError } from '../errors.js';
import { terminalSafe } from '../output/index.js';
import { checkConfig, configPath, runProfile } from '../profile.js';
import type { RunIo } from '../io.js';
import { openSession } from '../session.js';
import type { Session } from '../session.js';
import type { CommandSpec } from '../spec.js';
import type { Globals } from './globals.js';

/**
 * Where credentials come from, for the message of a run that has none and of a call the service
 * refused as unauthenticated.
 *
 * @example
 * ```ts
 * io.stderr.write(`svc: check the credentials: ${CREDENTIALS_HINT}\n`);
 * ```
 */
export const CREDENTIALS_HINT = 'run `svc config setup` (writes ~/.svclib), or set SVC_USERNAME and SVC_API_KEY, or choose a config-file section with --profile NAME; --demo runs on the embedded fake server without an account';

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
 * The connection settings of the command line, after the profile (checked: a name that could break
 * its section header is refused) and the config files, through core's reader, are checked for the
 * commands that use them: the API commands and `config show`/`setup` (`setup` may create the file
 * and the profile, so they need not exist yet); not `api`.
 *
 * @param offline - The command makes no API call (`config`, `api`).
 * @throws UsageError for a profile or config file that cannot be used.
 * @example
 * ```ts
 * const settings = connectionSettings(spec, globals, false);
 * ```
 */
export function connectionSettings(spec: CommandSpec<unknown>, globals: Partial<Globals>, offline: boolean): CommandContext['settings'] {
  const config = (CONFIG_COMMANDS as readonly unknown[]).includes(spec);
  const runsWithProfile = !offline || config ? runProfile(globals.profile) : undefined;
  const profile = runsWithProfile?.name;
  if (!offline || (config && spec.name === 'show')) checkConfig(globals.config, runsWithProfile);
  return Object.assign(Object.create(null) as object, {
    ...(globals.config === undefined ? {} : { configFile: configPath(globals.config) }),
    ...(profile === undefined ? {} : { profile }),
    ...(globals.endpoint === undefined ? {} : { endpointUrl: globals.endpoint }),
    ...(globals.transport === undefined ? {} : { transport: globals.transport }),
    ...(globals.username === undefined ? {} : { username: globals.username }),
  });
}

/**
 * As ssh does for key files: a config file with a key that others may read gets a warning. Every
 * command reads the files but `config setup` (which writes 0600) and the offline `api` commands.
 *
 * @example
 * ```ts
 * warnAboutConfigFiles(spec, globals, offline, io);
 * ```
 */
export function warnAboutConfigFiles(spec: CommandSpec<unknown>, globals: Partial<Globals>, offline: boolean, io: RunIo): void {
  if (!offline || spec.name === 'show') {
    for (const text of configFileWarnings(globals.config)) io.stderr.write(`${terminalSafe(`svc: warning: ${text}`)}\n`);
  }
}

/**
 * Opens the session of a command that calls the API (`undefined` for an offline one), with the
 * tracing of `--verbose`/`--debug`, `--demo` and `--dry-run`.
 *
 * @example
 * ```ts
 * const session = await startSession(globals, settings, false, io);
 * ```
 */
export async function startSession(globals: Partial<Globals>, settings: CommandContext['settings'], offline: boolean, io: RunIo): Promise<Session | undefined> {
  const trace = { verbose: globals.verbose === true, debug: globals.debug === true, stderr: io.stderr };
  return offline
    ? undefined
    : openSession(Object.assign(Object.create(null) as object, settings, { demo: globals.demo === true, dryRun: globals.dryRun === true, trace }));
}

/**
 * Refuses a run that would call the API without credentials (not `--demo`, not a `noauth` method).
 *
 * @throws UsageError naming the missing half and where credentials come from.
 * @example
 * ```ts
 * await requireCredentials(spec, args, session, globals);
 * ```
 */
export async function requireCredentials(spec: CommandSpec<unknown>, args: readonly string[], session: Session | undefined, globals: Partial<Globals>): Promise<void> {
  if (session !== undefined && globals.demo !== true && session.client.auth === null && !(await runsWithoutAuth(spec, args))) {
    throw noCredentials(session.client.username, session.client.apiKey);
  }
}
