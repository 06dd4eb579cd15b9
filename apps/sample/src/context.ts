/**
 * What every section of the sample gets to work with.
 *
 * @module
 */

import type { Client } from '@svclib/core';

import type { SampleOptions } from './args.js';
import type { Printer } from './output.js';

/**
 * The shared state of one run of the sample.
 *
 * @example
 * ```ts
 * async function run({ client, printer, signal }: SampleContext): Promise<void> {
 *   printer.line(String(await client.call('Account', 'getObject', { mask: 'companyName', signal })));
 * }
 * ```
 */
export interface SampleContext {
  /** Where the sections write (redacts secrets). */
  printer: Printer;
  /** A 3.x client authenticated with username and API key. */
  client: Client;
  /** The endpoint every client of this run talks to. */
  endpointUrl: string;
  /** The REST endpoint of the same API (for the transports section), if known. */
  restEndpointUrl: string | undefined;
  /** Fake server only: issues a bearer access token for the demo user. */
  issueAccessToken?: (() => string) | undefined;
  /** Fake server only: expires a bearer access token. */
  expireAccessToken?: ((token: string) => void) | undefined;
  /** The API username (may be printed). */
  username: string;
  /** The API key: used to build further clients, never printed. */
  apiKey: string;
  /** The portal password for the password-auth section (never printed), if known. */
  password: string | undefined;
  /** True when the run goes to the embedded fake server. */
  fake: boolean;
  /** True when sections may change things (always on the fake server; `--create` on a real endpoint). */
  allowChanges: boolean;
  /** Request timeout of every client, in seconds. */
  timeout: number;
  /** The parsed command line. */
  options: SampleOptions;
  /** Aborts the run (Ctrl-C). */
  signal: AbortSignal | undefined;
}

/**
 * One numbered section of the sample.
 *
 * @example
 * ```ts
 * const hello: Section = { title: 'Hello', run: async ({ printer }) => printer.line('hello') };
 * ```
 */
export interface Section {
  /** Heading text. */
  title: string;
  /** Runs the section, writing its output through `context.printer`. */
  run(context: SampleContext): Promise<void>;
}
