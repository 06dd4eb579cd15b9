/**
 * `svc config setup|show`: write `~/.svclib`, and show the settings in effect (key masked).
 *
 * @module
 */

import { chmod, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

import { UsageError } from '../errors.js';
import { col } from '../output.js';
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

/**
 * A URL with any `user:password@` part replaced by `***@`.
 *
 * @example
 * ```ts
 * redactUrl('http://u:p@proxy:3128'); // 'http://***@proxy:3128/'
 * ```
 */
export function redactUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.username === '' && url.password === '') return value;
    url.username = '***';
    url.password = '';
    return url.toString();
  } catch {
    return value.replace(/\/\/[^@/]*@/, '//***@');
  }
}

/** The `svc config` commands (they need no connection). @example `CONFIG_COMMANDS.map((c) => c.name)` */
export const CONFIG_COMMANDS: readonly CommandSpec<undefined>[] = [
  {
    name: 'setup',
    summary: 'Ask for username, API key and endpoint and write them to ~/.svclib (mode 0600)',
    example: 'svc config setup',
    async run(_none, _args, _o, context) {
      const { API_PUBLIC_ENDPOINT } = await import('@svclib/core');
      const file = context.settings.configFile ?? join(homedir(), '.svclib');
      const username = (await context.prompt('Username: ')).trim();
      if (username === '') throw new UsageError('aborted: a username is required');
      const apiKey = (await context.prompt('API key (not shown): ', { secret: true })).trim();
      if (apiKey === '') throw new UsageError('aborted: an API key is required');
      const endpoint = (await context.prompt(`Endpoint URL [${API_PUBLIC_ENDPOINT}]: `)).trim() || API_PUBLIC_ENDPOINT;
      try {
        new URL(endpoint);
      } catch {
        throw new UsageError(`endpoint '${endpoint}' is not a URL (expected e.g. ${API_PUBLIC_ENDPOINT})`);
      }
      const { default: ini } = await import('ini');
      const text = ini.stringify({ svclib: { username, api_key: apiKey, endpoint_url: endpoint } });
      await writeFile(file, text, { mode: 0o600 });
      await chmod(file, 0o600);
      return message(`Wrote ${file} (mode 0600).`, { file, username, endpoint_url: endpoint });
    },
  },
  {
    name: 'show',
    summary: 'Show the settings in effect (options, then environment, then config files); the key is masked',
    example: 'svc config show --config ./svclib.conf',
    async run(_none, _args, _o, context) {
      const { Client } = await import('@svclib/core');
      const client = new Client({ ...context.settings });
      return objectOf({
        username: client.username,
        api_key: maskSecret(client.apiKey),
        endpoint_url: client.endpointUrl,
        timeout: client.timeout,
        proxy: redactUrl(client.proxy),
        config_file: context.settings.configFile,
      }, ['username', 'api_key', 'endpoint_url', 'timeout', 'proxy', 'config_file'].map((k) => col(k)));
    },
  },
];
