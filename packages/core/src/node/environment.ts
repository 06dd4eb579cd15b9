/**
 * The settings the Node.js entry reads from the environment: `SVC_USERNAME`, `SVC_API_KEY`,
 * `SVC_ENDPOINT_URL`, `SVC_TIMEOUT`, `SVC_TRANSPORT`, `SVC_PROFILE`, `https_proxy`/`HTTPS_PROXY` and
 * `no_proxy`/`NO_PROXY`. Node-only.
 *
 * @module
 */

import process from 'node:process';
import type { EnvironmentSettings } from '../config/platform.js';

/** A non-empty environment variable, else undefined. */
function env(name: string): string | undefined {
  // `process.env` inherits from `Object.prototype`: a name set there is not an environment variable.
  const value = Object.prototype.hasOwnProperty.call(process.env, name) ? process.env[name] : undefined;
  return value === undefined || value === '' ? undefined : value;
}

/** `SVC_USERNAME`, `SVC_API_KEY`, `SVC_ENDPOINT_URL`, `SVC_TIMEOUT`, `SVC_TRANSPORT`, `SVC_PROFILE`, `https_proxy` (else `HTTPS_PROXY`) and `no_proxy` (else `NO_PROXY`). */
export function readEnvironment(): EnvironmentSettings {
  return {
    username: env('SVC_USERNAME'),
    apiKey: env('SVC_API_KEY'),
    proxy: env('https_proxy') ?? env('HTTPS_PROXY'),
    noProxy: env('no_proxy') ?? env('NO_PROXY'),
    endpointUrl: env('SVC_ENDPOINT_URL'),
    timeout: env('SVC_TIMEOUT'),
    transport: env('SVC_TRANSPORT'),
    profile: env('SVC_PROFILE'),
  };
}
