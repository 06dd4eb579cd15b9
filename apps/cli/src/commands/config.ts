/**
 * `svc config setup|show`: write `~/.svclib`, and show the settings in effect (key masked).
 *
 * @module
 */

import { chmod, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

import { CommandFailure, UsageError, describeError, fileError } from '../errors.js';
import { col } from '../output/index.js';
import { sectionOf } from '../profile.js';
import { oneOf } from '../parse.js';
import type { CommandSpec } from '../spec.js';
import { message, objectOf } from './common.js';

/**
 * How a secret is shown: never its characters, only whether it is set.
 *
 * @example
 * ```ts
 * maskSecret('abc'); // '******** (set)'
 * ```
 */
export function maskSecret(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : '******** (set)';
}

/** Core's one URL redaction, as the CLI shows URLs: any `user:password@` part as `***@`. */
type UrlRedactor = (url: string, mask: string) => string;
/** `value` with its userinfo shown as `***@` (core's {@link UrlRedactor}). */
function shownUrl(redactUrl: UrlRedactor, value: string): string;
function shownUrl(redactUrl: UrlRedactor, value: string | undefined): string | undefined;
function shownUrl(redactUrl: UrlRedactor, value: string | undefined): string | undefined {
  return value === undefined ? undefined : redactUrl(value, '***');
}

/** An endpoint answer: an http(s) URL, or a usage error naming where it came from. */
function checkEndpoint(value: string, where: string, redactUrl: UrlRedactor): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`${where}: expected an http:// or https:// URL, got '${shownUrl(redactUrl, value)}'`);
  }
  return value;
}

/**
 * The timeout answer of `config setup` as written to the file: whole seconds (slcli's
 * `int(float(answer))`), `kept` when the answer is empty, a usage error when it is no
 * non-negative number.
 */
function timeoutOf(answer: string, kept: string | undefined): string | undefined {
  if (answer === '') return kept;
  const seconds = Number(answer);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new UsageError(`Timeout: expected a non-negative number of seconds, got '${answer}'`);
  }
  return String(Math.trunc(seconds));
}

/** The text of a config file, empty when it does not exist. */
async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw fileError("option '--config'", 'read', file, error);
  }
}

/**
 * The settings `config setup` offers to keep: what core's one config reader (`readConfig`) finds for
 * the profile in the config files — the same reading every command does, dotted profile names
 * included — or nothing for a profile that no file has yet (setup is how one is made).
 */
async function currentSettings(configFile: string | undefined, profile: string | undefined): Promise<{ username?: string | undefined; apiKey?: string | undefined; endpointUrl?: string | undefined; timeout?: number | undefined }> {
  const { readConfig } = await import('@svclib/core');
  const base = readConfig(configFile === undefined ? {} : { configFile });
  if (profile === undefined || base.section === sectionOf(profile)) return base;
  if (!base.profiles.includes(profile)) return {};
  return readConfig({ ...(configFile === undefined ? {} : { configFile }), profile });
}

/** The `svc config` commands (they need no connection). @example `CONFIG_COMMANDS.map((c) => c.name)` */
export const CONFIG_COMMANDS: readonly CommandSpec<undefined>[] = [
  {
    name: 'setup',
    summary: 'Ask for username, API key, endpoint and timeout, check them with one call, and merge them into ~/.svclib (mode 0600)',
    example: 'svc config setup --profile staging',
    options: [{
      flags: '-a, --auth <method>',
      description: "slcli's authentication method: classic_key (the default: username and API key) is the one svc has",
      parse: oneOf(['classic_key', 'cloud_key', 'ibmid', 'sso']),
    }],
    async run(_none, _args, o, context) {
      if (o.auth !== undefined && o.auth !== 'classic_key') {
        throw new UsageError(`--auth ${o.auth as string} is not supported: svc authenticates with a username and an API key (classic_key)`);
      }
      const { API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT, Client } = await import('@svclib/core');
      const { redactUrl } = await import('@svclib/core/wire');
      const file = context.settings.configFile ?? join(homedir(), '.svclib');
      const section = sectionOf(context.settings.profile);
      const current = await currentSettings(context.settings.configFile, context.settings.profile);
      const kept = { username: current.username, api_key: current.apiKey, endpoint_url: current.endpointUrl, timeout: current.timeout === undefined ? undefined : String(current.timeout) };
      const known = (key: keyof typeof kept): string | undefined => (kept[key] === '' ? undefined : kept[key]);
      const defaultUser = context.settings.username ?? known('username');
      const username = (await context.prompt(defaultUser === undefined ? 'Username: ' : `Username [${defaultUser}]: `)).trim() || defaultUser || '';
      if (username === '') throw new UsageError('aborted: a username is required');
      const keptKey = known('api_key');
      const apiKey = (await context.prompt(keptKey === undefined ? 'API key (not shown): ' : 'API key (not shown) [keep the current one]: ', { secret: true })).trim() || keptKey || '';
      if (apiKey === '') throw new UsageError('aborted: an API key is required');
      const defaultEndpoint = context.settings.endpointUrl ?? known('endpoint_url') ?? API_PUBLIC_ENDPOINT;
      const answer = (await context.prompt(`Endpoint URL [${shownUrl(redactUrl, defaultEndpoint)}] (or: public, private): `)).trim();
      // As slcli: the words `public` and `private` stand for the two standard endpoints.
      const named = new Map([['public', API_PUBLIC_ENDPOINT], ['private', API_PRIVATE_ENDPOINT]]);
      const endpoint = answer === '' ? defaultEndpoint : (named.get(answer.toLowerCase()) ?? checkEndpoint(answer, 'Endpoint URL', redactUrl));
      checkEndpoint(endpoint, "option '--endpoint'", redactUrl);
      // As slcli: a timeout in seconds, a fraction cut to whole seconds (10.0 → 10), 0 for none; empty keeps the current one.
      const keptTimeout = known('timeout');
      const timeout = timeoutOf((await context.prompt(`Timeout in seconds, 0 for none [${keptTimeout ?? 'none'}]: `)).trim(), keptTimeout);
      // One call with the new settings before anything is written (as the reference CLI's setup does).
      const options = {
        username, apiKey, endpointUrl: endpoint,
        ...(context.settings.configFile === undefined ? {} : { configFile: context.settings.configFile }),
        ...(timeout === undefined ? {} : { timeout: Number(timeout) }),
      };
      // A proxy from the environment or the files is skipped for a NO_PROXY host by the client itself.
      const client = new Client(options);
      let user: { id?: number; username?: string };
      try {
        user = await client.call('Account', 'getCurrentUser', { mask: 'id,username' });
      } catch (error) {
        throw new CommandFailure(`the credentials were not accepted at ${shownUrl(redactUrl, endpoint)} (${describeError(error)}); ${file} was not changed`);
      }
      const written = ['username', 'api_key', 'endpoint_url', ...(timeout === undefined ? [] : ['timeout'])];
      if (context.dryRun) {
        // --dry-run changes nothing: the check above is a read, the file is the write.
        return message(`Dry run: checked the credentials (user ${user.username ?? username}); ${file} was not changed (it would get ${written.join(', ')} in [${section}], mode 0600).`,
          { file, section, written: false, keys: written, username, endpoint_url: shownUrl(redactUrl, endpoint), user_id: user.id });
      }
      // The file as it is now, with only the section's keys set: comments and the rest are kept.
      const { setIniValues } = await import('../ini-edit.js');
      const text = setIniValues(await readText(file), section, { username, api_key: apiKey, endpoint_url: endpoint, ...(timeout === undefined ? {} : { timeout }) });
      try {
        await writeFile(file, text, { mode: 0o600 });
        await chmod(file, 0o600);
      } catch (error) {
        throw fileError("option '--config'", 'write', file, error);
      }
      return message(`Checked the credentials (user ${user.username ?? username}) and wrote [${section}] to ${file} (mode 0600).`,
        { file, section, username, endpoint_url: shownUrl(redactUrl, endpoint), timeout: timeout === undefined ? undefined : Number(timeout), user_id: user.id });
    },
  },
  {
    name: 'show',
    summary: 'Show the settings in effect (options, then environment, then config files); the key and URL passwords are masked',
    example: 'svc config show --config ./svclib.conf',
    async run(_none, _args, _o, context) {
      const { Client } = await import('@svclib/core');
      const { redactUrl } = await import('@svclib/core/wire');
      // The client reads the files, the profile's section (--profile, SVC_PROFILE) included.
      const client = new Client({ ...context.settings });
      return objectOf({
        username: client.username,
        api_key: maskSecret(client.apiKey),
        endpoint_url: shownUrl(redactUrl, client.endpointUrl),
        timeout: client.timeout,
        proxy: shownUrl(redactUrl, client.proxy),
        transport: client.transportName,
        config_file: context.settings.configFile,
        profile: client.profile,
      }, ['username', 'api_key', 'endpoint_url', 'timeout', 'proxy', 'transport', 'config_file', 'profile'].map((k) => col(k)));
    },
  },
];
