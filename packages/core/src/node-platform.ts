/**
 * The Node.js platform services: the environment (`process.env`), the config files (`node:fs`),
 * a bounded keep-alive connection pool and proxy support (`undici`). Loaded only by the Node entry.
 *
 * @module
 */

import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { mergeFileSettings, parseConfigText } from './config-file.js';
import { ServiceError } from './errors.js';
import type { EnvironmentSettings, FileSettings, Platform } from './platform.js';
import { pooledFetch } from './node-pool.js';
import { createProxyFetch } from './node-proxy.js';

/** The system-wide config file, read first. */
export const SYSTEM_CONFIG_FILE = '/etc/svclib.conf';
/** The user's config file (in the home directory), read second. */
export const USER_CONFIG_FILE_NAME = '.svclib';

/** A non-empty environment variable, else undefined. */
function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** `SVC_USERNAME`, `SVC_API_KEY`, `SVC_ENDPOINT_URL`, `SVC_TIMEOUT`, and `https_proxy` (else `HTTPS_PROXY`). */
export function readEnvironment(): EnvironmentSettings {
  return {
    username: env('SVC_USERNAME'),
    apiKey: env('SVC_API_KEY'),
    proxy: env('https_proxy') ?? env('HTTPS_PROXY'),
    endpointUrl: env('SVC_ENDPOINT_URL'),
    timeout: env('SVC_TIMEOUT'),
  };
}

/** The files read, in order: `/etc/svclib.conf`, `~/.svclib`, then `configFile` (with `~/` expanded). */
export function configFilePaths(configFile: string | undefined): string[] {
  const home = homedir();
  const paths = [SYSTEM_CONFIG_FILE, join(home, USER_CONFIG_FILE_NAME)];
  if (configFile !== undefined && configFile !== '') {
    paths.push(configFile === '~' ? home : configFile.startsWith('~/') ? join(home, configFile.slice(2)) : configFile);
  }
  return paths;
}

/** The text of `path`, or undefined when it does not exist; other failures name the file. */
function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new ServiceError(`Cannot read config file ${path} (${typeof code === 'string' ? code : 'read error'})`, {
      cause: error,
    });
  }
}

/** Reads and merges the config files that exist (later ones override earlier ones). */
export function readConfigFiles(configFile: string | undefined, paths = configFilePaths(configFile)): FileSettings {
  const files: FileSettings[] = [];
  for (const path of paths) {
    const text = readText(path);
    if (text !== undefined) files.push(parseConfigText(text, path));
  }
  return mergeFileSettings(files);
}

/** The Node.js platform services. */
export const nodePlatform: Partial<Platform> = {
  readEnvironment,
  readConfigFiles: (configFile) => readConfigFiles(configFile),
  directFetch: pooledFetch,
  proxyFetch: createProxyFetch,
  fetchTakesInit: true,
};
