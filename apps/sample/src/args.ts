/**
 * Command-line arguments and environment of the sample app.
 *
 * @module
 */

import { parseArgs } from 'node:util';

/**
 * The usage text printed by `--help`.
 *
 * @example
 * ```ts
 * process.stdout.write(USAGE);
 * ```
 */
export const USAGE = `Usage: svclib-sample [options]

Runs the svclib sample: account, virtual servers, tickets, paging, password auth,
creating a server, the 2.x compat layer and error handling, section by section.

With no credentials in the environment it starts the embedded fake API server
(@svclib/testing) and runs every section against it.

With SVC_USERNAME and SVC_API_KEY set it talks to a real endpoint instead, and is
read-only unless --create is given.

Options:
  --endpoint <url>   API endpoint for a real run (default: $SVC_ENDPOINT_URL,
                     else the public endpoint https://api.vendor.example/xmlrpc/v3.1/)
  --create           on a real endpoint, also run the steps that change things:
                     add a ticket update and create an HOURLY virtual server
                     (billable!). Always on against the fake server.
  --fake             use the embedded fake server even if credentials are set
  --guests <n>       fake server: number of virtual servers (default 1000)
  --latency <ms>     fake server: delay per request in ms (default 20)
  --chunk <n>        page size for the paging section (default 50)
  -h, --help         print this help and exit

Environment:
  SVC_USERNAME, SVC_API_KEY   credentials of a real endpoint (both or neither)
  SVC_ENDPOINT_URL            endpoint of a real run (--endpoint wins)
  SVC_PASSWORD                portal password of SVC_USERNAME; enables the password
                              authentication section on a real endpoint

Secrets (API key, password, token) are never printed.
`;

/**
 * The parsed command line.
 *
 * @example
 * ```ts
 * const { guests, latencyMs, chunk }: SampleOptions = parseOptions(['--guests', '200']);
 * ```
 */
export interface SampleOptions {
  /** `--help` was given. */
  help: boolean;
  /** `--create`: allow changes on a real endpoint. */
  create: boolean;
  /** `--fake`: force the embedded fake server. */
  fake: boolean;
  /** `--endpoint`, if given. */
  endpoint: string | undefined;
  /** Virtual servers the fake server holds. */
  guests: number;
  /** Fake-server latency per request, in ms. */
  latencyMs: number;
  /** Page size of the paging section. */
  chunk: number;
}

/**
 * A bad command line or environment: printed with the usage hint, exit code 2.
 *
 * @example
 * ```ts
 * try { parseOptions(['--nope']); } catch (error) { if (error instanceof UsageError) console.error(error.message); }
 * ```
 */
export class UsageError extends Error {
  static {
    this.prototype.name = 'UsageError';
  }
}

function integerOption(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`--${name} must be an integer >= ${min}, got '${raw}'`);
  }
  return value;
}

/**
 * Parses the command line (without the `node` and script entries).
 *
 * @throws UsageError for an unknown option, a missing value or a bad number.
 * @example
 * ```ts
 * parseOptions(['--guests', '200']).guests; // 200
 * ```
 */
export function parseOptions(argv: readonly string[]): SampleOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: 'boolean', short: 'h' },
        create: { type: 'boolean' },
        fake: { type: 'boolean' },
        endpoint: { type: 'string' },
        guests: { type: 'string' },
        latency: { type: 'string' },
        chunk: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const endpoint = values.endpoint?.trim();
  if (endpoint !== undefined && !/^https?:\/\/\S+$/.test(endpoint)) {
    throw new UsageError(`--endpoint must be an http(s) URL, got '${endpoint}'`);
  }
  return {
    help: values.help === true,
    create: values.create === true,
    fake: values.fake === true,
    endpoint,
    guests: integerOption('guests', values.guests, 1000, 1),
    latencyMs: integerOption('latency', values.latency, 20, 0),
    chunk: integerOption('chunk', values.chunk, 50, 1),
  };
}

/**
 * A run against the embedded fake server.
 *
 * @example
 * ```ts
 * const target: FakeTarget = { kind: 'fake' };
 * ```
 */
export interface FakeTarget {
  /** Discriminant. */
  kind: 'fake';
}

/**
 * A run against a real endpoint, with the credentials from the environment.
 *
 * @example
 * ```ts
 * const target: RealTarget = { kind: 'real', endpointUrl: undefined, username: 'alice', apiKey, password: undefined };
 * ```
 */
export interface RealTarget {
  /** Discriminant. */
  kind: 'real';
  /** `--endpoint` or `SVC_ENDPOINT_URL`; `undefined` means the client's default public endpoint. */
  endpointUrl: string | undefined;
  /** `SVC_USERNAME`. */
  username: string;
  /** `SVC_API_KEY` (never printed). */
  apiKey: string;
  /** `SVC_PASSWORD`, if set (never printed). */
  password: string | undefined;
}

/**
 * Where the run goes.
 *
 * @example
 * ```ts
 * const target: TargetChoice = chooseTarget(parseOptions([]), process.env);
 * if (target.kind === 'real') console.log(target.username);
 * ```
 */
export type TargetChoice = FakeTarget | RealTarget;

/**
 * Picks the fake server or a real endpoint from the options and the environment: a real endpoint
 * when both `SVC_USERNAME` and `SVC_API_KEY` are set (and `--fake` is not given).
 *
 * @throws UsageError when only one of the two credentials is set, or `--endpoint` is given without
 * credentials.
 * @example
 * ```ts
 * chooseTarget(parseOptions([]), {}); // { kind: 'fake' }
 * ```
 */
export function chooseTarget(options: SampleOptions, env: Readonly<Record<string, string | undefined>>): TargetChoice {
  const username = env.SVC_USERNAME?.trim() || undefined;
  const apiKey = env.SVC_API_KEY?.trim() || undefined;
  if (options.fake) return { kind: 'fake' };
  if (username === undefined && apiKey === undefined) {
    if (options.endpoint !== undefined) {
      throw new UsageError('--endpoint needs credentials: set SVC_USERNAME and SVC_API_KEY (or drop --endpoint)');
    }
    return { kind: 'fake' };
  }
  if (username === undefined || apiKey === undefined) {
    const missing = username === undefined ? 'SVC_USERNAME' : 'SVC_API_KEY';
    throw new UsageError(`${missing} is not set: set both SVC_USERNAME and SVC_API_KEY, or neither to use the fake server`);
  }
  const endpointUrl = options.endpoint ?? (env.SVC_ENDPOINT_URL?.trim() || undefined);
  const password = env.SVC_PASSWORD === undefined || env.SVC_PASSWORD === '' ? undefined : env.SVC_PASSWORD;
  return { kind: 'real', endpointUrl, username, apiKey, password };
}
