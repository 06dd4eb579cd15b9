/**
 * What the client needs from its runtime: the environment, the config files, the HTTP senders of
 * the default transport and the runtime's name. The defaults here are browser-safe (no environment,
 * no files, no proxy); the Node entry (`node.ts`) registers the Node implementations. The call path
 * reads the registry and imports no Node-only module.
 *
 * @module
 */

import type { ConfigSettings, FileSettings } from './config-file.js';
import { CONFIG_SECTION, profileSection } from './profile-name.js';
import { ServiceError } from '../errors/errors.js';
import type { HttpSender } from '../http/sender.js';
import { returnsListByName } from '../transports/rest/list-methods.js';

/**
 * TLS settings of the connections to the API (client option `tls`, Node.js only): a private CA, a
 * client certificate and key, and whether to check the server's certificate.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * const tls: TlsOptions = { ca: readFileSync('corp-ca.pem', 'utf8') };
 * ```
 */
export interface TlsOptions {
  /** Trusted CA certificates (PEM), replacing the default ones. */
  readonly ca?: string | Uint8Array | readonly (string | Uint8Array)[] | undefined;
  /** The client certificate (PEM), for servers that ask for one. */
  readonly cert?: string | Uint8Array | undefined;
  /** The client certificate's private key (PEM). Never shown in any message. */
  readonly key?: string | Uint8Array | undefined;
  /** Check the server's certificate (default `true`; `false` only for tests against self-signed servers). */
  readonly rejectUnauthorized?: boolean | undefined;
}

/**
 * Settings read from the environment (`SVC_USERNAME`, `SVC_API_KEY`, `SVC_ENDPOINT_URL`,
 * `SVC_TIMEOUT`, `https_proxy`/`HTTPS_PROXY`).
 */
export interface EnvironmentSettings {
  /** From `SVC_USERNAME`. */
  readonly username?: string | undefined;
  /** From `SVC_API_KEY`. */
  readonly apiKey?: string | undefined;
  /** From `https_proxy`, else `HTTPS_PROXY`. */
  readonly proxy?: string | undefined;
  /** From `no_proxy`, else `NO_PROXY`: hosts that bypass {@link EnvironmentSettings.proxy} and a config file's proxy. */
  readonly noProxy?: string | undefined;
  /** From `SVC_ENDPOINT_URL`. */
  readonly endpointUrl?: string | undefined;
  /** From `SVC_TIMEOUT`, as written (seconds; checked by the settings). */
  readonly timeout?: string | undefined;
  /** From `SVC_TRANSPORT`, as written (`xmlrpc` or `rest`; checked by the settings). */
  readonly transport?: string | undefined;
  /** From `SVC_PROFILE`, as written (a profile name; checked by the settings). */
  readonly profile?: string | undefined;
}

/** The runtime services the client uses. */
export interface Platform {
  /** Reads the environment variables the client honours. */
  readEnvironment(): EnvironmentSettings;
  /**
   * Reads `/etc/svclib.conf`, `~/.svclib` and then `configFile` (when given), merged: the section
   * of `profile` (`[svclib]` for none or `default`, else `[profile NAME]`). The Node.js entry also
   * says which files it read ({@link ConfigSettings}); a profile no file has is a `ServiceError`.
   */
  readConfigFiles(configFile: string | undefined, profile?: string): FileSettings | ConfigSettings;
  /** The config files {@link Platform.readConfigFiles} reads, in order, `~/` expanded (none where no file is read). */
  configFilePaths(configFile: string | undefined): string[];
  /**
   * The senders of the default transport (the HTTP seam), with the client's `tls` settings, or
   * `undefined` for ky over the global `fetch` and no proxy support (the browser-safe default). The
   * Node.js entry gives its fast path. The client's `hooks` wrap whatever this gives.
   */
  defaultSenders: ((tls?: TlsOptions) => DefaultSenders) | undefined;
  /** The runtime's name and version for the default User-Agent, e.g. `Node.js 20.11.1`. */
  runtime: string;
  /**
   * Whether `service.method` returns a list (the REST transport wraps a one-item answer back into
   * one). The Node.js entry asks the model's catalog; the browser-safe default decides by name, so
   * no bundle carries the catalog.
   */
  returnsList: (service: string, method: string) => boolean | Promise<boolean>;
}

/** What {@link Platform.defaultSenders} gives. */
export interface DefaultSenders {
  /** Sends requests without a proxy. */
  readonly sender: HttpSender;
  /** Makes the sender for a proxy URL. */
  readonly proxySender: (proxyUrl: string) => HttpSender;
}

interface RuntimeGlobals {
  Bun?: { version?: unknown };
  Deno?: { version?: { deno?: unknown } };
  process?: { versions?: { node?: unknown } };
  navigator?: { userAgent?: unknown };
}

/**
 * The runtime's name and version, found from globals only: `Bun 1.1.0`, `Deno 1.44.0`,
 * `Node.js 20.11.1`, `browser`, or `unknown runtime`.
 */
export function detectRuntime(): string {
  const g = globalThis as RuntimeGlobals;
  if (typeof g.Bun?.version === 'string') return `Bun ${g.Bun.version}`;
  if (typeof g.Deno?.version?.deno === 'string') return `Deno ${g.Deno.version.deno}`;
  if (typeof g.process?.versions?.node === 'string') return `Node.js ${g.process.versions.node}`;
  if (typeof g.navigator?.userAgent === 'string') return 'browser';
  return 'unknown runtime';
}

const browserPlatform: Platform = {
  readEnvironment: () => ({}),
  readConfigFiles: (configFile, profile) => {
    const option = configFile !== undefined ? 'configFile option' : profileSection(profile) !== CONFIG_SECTION ? 'profile option (or SVC_PROFILE)' : undefined;
    if (option !== undefined) {
      throw new ServiceError(
        `The ${option} needs a file system: it works with the Node.js entry of @svclib/core; ` +
          'in this runtime pass username, apiKey, endpointUrl, timeout and proxy as options instead',
      );
    }
    return {};
  },
  configFilePaths: () => [],
  defaultSenders: undefined,
  runtime: detectRuntime(),
  returnsList: returnsListByName,
};

let current: Platform = browserPlatform;

/** The platform services in use (browser-safe defaults unless an entry registered others). */
export function getPlatform(): Platform {
  return current;
}

/** Replaces some of the platform services; the Node entry calls this once when it is loaded. */
export function registerPlatform(services: Partial<Platform>): void {
  current = { ...current, ...services };
}
