#!/usr/bin/env node
/**
 * The svclib sample app: `main(argv, io)` runs every section against the embedded fake server or a
 * real endpoint; run as a script, it is the CLI.
 *
 * @module
 */

import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { API_PUBLIC_ENDPOINT, API_PUBLIC_ENDPOINT_REST, Client, TransportError, Unauthenticated } from '@svclib/core';
import { FAKE_API_KEY, FAKE_PASSWORD, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import type { FakeServer } from '@svclib/testing';

import { USAGE, UsageError, chooseTarget, parseOptions } from './args.js';
import { onClosedPipe } from './closed-pipe.js';
import type { SampleContext } from './context.js';
import { describeError } from './describe-error.js';
import { formatMs } from './format.js';
import { Printer } from './output.js';
import type { OutputStream } from './output.js';
import { SECTIONS } from './sections/all.js';

/**
 * Request timeout of every client of the sample, in seconds.
 *
 * @example
 * ```ts
 * new Client({ username, apiKey, timeout: TIMEOUT_SECONDS });
 * ```
 */
export const TIMEOUT_SECONDS = 30;

/**
 * Where `main` reads and writes.
 *
 * @example
 * ```ts
 * const io: MainIo = { stdout: process.stdout, stderr: process.stderr, env: {} };
 * process.exitCode = await main([], io);
 * ```
 */
export interface MainIo {
  /** Normal output (default `process.stdout`). */
  stdout?: OutputStream;
  /** Error messages (default `process.stderr`). */
  stderr?: OutputStream;
  /** The environment to read `SVC_*` variables from (default `process.env`). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Aborts the run: the current call is cancelled and no further section starts. */
  signal?: AbortSignal;
}

/**
 * Runs the sample and resolves the process exit code: 0 when every section succeeded, 1 when one
 * failed (the others still run, unless the credentials were refused or the endpoint is unreachable),
 * 2 for a bad command line or environment, 130 when `io.signal` aborted the run. Failures are
 * reported on `io.stderr`; the fake server it starts is always closed.
 *
 * @param argv - the arguments after the script name, e.g. `process.argv.slice(2)`.
 * @example
 * ```ts
 * const chunks: string[] = [];
 * const code = await main(['--guests', '200'], { stdout: { write: (s: string) => chunks.push(s) }, env: {} });
 * ```
 */
export async function main(argv: readonly string[], io: MainIo = {}): Promise<number> {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const env = io.env ?? process.env;
  const printer = new Printer(stdout);
  const errors = new Printer(stderr, printer);
  let options;
  let target;
  try {
    options = parseOptions(argv);
    if (options.help) {
      printer.write(USAGE);
      return 0;
    }
    target = chooseTarget(options, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    errors.line(`svclib-sample: ${error.message}`);
    errors.line('Run with --help for usage.');
    return 2;
  }

  let server: FakeServer | undefined;
  const started = performance.now();
  let failed = 0;
  try {
    let context: SampleContext;
    if (target.kind === 'fake') {
      printer.line(`Starting the embedded fake server (${options.guests} virtual servers, ${options.latencyMs} ms latency)…`);
      const fake = await startFakeServer({ counts: { virtualGuests: options.guests }, latencyMs: options.latencyMs });
      server = fake;
      context = makeContext(printer, options, io.signal, {
        endpointUrl: server.url,
        restEndpointUrl: server.restUrl,
        issueAccessToken: () => fake.issueAccessToken(),
        expireAccessToken: (token: string) => fake.expireAccessToken(token),
        username: FAKE_USERNAME,
        apiKey: FAKE_API_KEY,
        password: FAKE_PASSWORD,
        fake: true,
        allowChanges: true,
      });
      printer.line(`target: fake server at ${server.url} as user ${FAKE_USERNAME} (set SVC_USERNAME and SVC_API_KEY for a real endpoint)`);
    } else {
      const endpointUrl = (target.endpointUrl ?? API_PUBLIC_ENDPOINT).replace(/\/$/, '');
      context = makeContext(printer, options, io.signal, {
        endpointUrl,
        restEndpointUrl: restEndpointOf(endpointUrl),
        username: target.username,
        apiKey: target.apiKey,
        password: target.password,
        fake: false,
        allowChanges: options.create,
      });
      const mode = options.create ? 'CHANGES ALLOWED (--create)' : 'read-only (pass --create to allow changes)';
      printer.line(`target: ${endpointUrl} as user ${target.username}, ${mode}`);
    }
    for (const [index, section] of SECTIONS.entries()) {
      if (isAborted(io.signal)) {
        printer.line();
        printer.line('Interrupted: the remaining sections were not run.');
        failed += 1;
        break;
      }
      printer.heading(index + 1, section.title);
      try {
        await section.run(context);
      } catch (error) {
        failed += 1;
        printer.line(`FAILED: ${describeError(error)}`);
        errors.line(`svclib-sample: section ${index + 1} failed: ${describeError(error)}`);
        const stop = isAborted(io.signal) ? 'interrupted' : stopReason(error, context.endpointUrl);
        if (stop !== undefined) {
          printer.line();
          printer.line(`Stopped: ${stop}`);
          errors.line(`svclib-sample: ${stop}`);
          break;
        }
      }
    }
  } catch (error) {
    failed += 1;
    errors.line(`svclib-sample: ${describeError(error)}`);
  } finally {
    if (server !== undefined) {
      await server.close().catch((error: unknown) => {
        errors.line(`svclib-sample: closing the fake server failed: ${describeError(error)}`);
      });
    }
  }
  printer.line();
  const total = formatMs(performance.now() - started);
  printer.line(
    failed === 0
      ? `Done: ${SECTIONS.length} sections in ${total}.`
      : `Done with failures: ${failed} failed (${total}).`,
  );
  if (isAborted(io.signal)) return 130;
  return failed === 0 ? 0 : 1;
}

/** True when the run was interrupted (checked after awaits, so not narrowed away by TypeScript). */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

/** Why the remaining sections cannot succeed after `error`, or `undefined` when they may. */
function stopReason(error: unknown, endpointUrl: string): string | undefined {
  if (error instanceof Unauthenticated) {
    return `the credentials were refused by ${endpointUrl}: check SVC_USERNAME and SVC_API_KEY`;
  }
  if (error instanceof TransportError && error.faultCode === 0) {
    return `cannot reach ${endpointUrl}: check the endpoint URL and the network`;
  }
  return undefined;
}

/** The REST endpoint beside an XML-RPC one (`…/xmlrpc/v3.1` → `…/rest/v3.1`), or `undefined`. */
function restEndpointOf(endpointUrl: string): string | undefined {
  if (`${endpointUrl}/` === API_PUBLIC_ENDPOINT) return API_PUBLIC_ENDPOINT_REST.replace(/\/$/, '');
  return /\/xmlrpc\/v3\.1$/.test(endpointUrl) ? endpointUrl.replace(/\/xmlrpc\/v3\.1$/, '/rest/v3.1') : undefined;
}

type Target = Pick<
  SampleContext,
  'endpointUrl' | 'restEndpointUrl' | 'issueAccessToken' | 'expireAccessToken' | 'username' | 'apiKey' | 'password' | 'fake' | 'allowChanges'
>;

function makeContext(
  printer: Printer,
  options: SampleContext['options'],
  signal: AbortSignal | undefined,
  target: Target,
): SampleContext {
  printer.addSecret(target.apiKey);
  printer.addSecret(target.password);
  // An endpoint URL may carry credentials of its own (https://user:secret@host/…).
  const urlPassword = URL.canParse(target.endpointUrl) ? new URL(target.endpointUrl).password : '';
  printer.addSecret(urlPassword);
  printer.addSecret(decodeURIComponent(urlPassword));
  const { username, apiKey, endpointUrl } = target;
  const client = new Client({ username, apiKey, endpointUrl, timeout: TIMEOUT_SECONDS });
  return { ...target, printer, client, timeout: TIMEOUT_SECONDS, options, signal };
}

/** True when this module is the script Node was started with (also through a symlinked bin). */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort(new Error('interrupted (Ctrl-C)')));
  // `svclib-sample | head -1`: the reader left; that ends the run, quietly and successfully.
  const quit = (): never => process.exit(0);
  onClosedPipe(process.stdout, quit);
  onClosedPipe(process.stderr, quit);
  process.exitCode = await main(process.argv.slice(2), { signal: controller.signal });
}
