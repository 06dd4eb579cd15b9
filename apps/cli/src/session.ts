/**
 * The connection of one `svc` run: a client from the settings (options → environment → config
 * files, `--config` and `--profile` handed to the client, which resolves every setting, the
 * transport and `NO_PROXY` included), or, with `--demo`, one on the embedded fake server; with
 * `--dry-run`, a transport that sends reads and records writes instead of sending them.
 *
 * @module
 */

import type { CallRequest, Client, ClientOptions, Transport } from '@svclib/core';

import { debugHooks, traceTransport } from './trace.js';
import type { TraceOptions } from './trace.js';

/**
 * Connection settings from the command line.
 *
 * @example
 * ```ts
 * const s: SessionSettings = { demo: true, dryRun: false };
 * ```
 */
export interface SessionSettings {
  /** `--config FILE`: read after `/etc/svclib.conf` and `~/.svclib` (the client expands `~/`). */
  configFile?: string;
  /** `--profile NAME` or `SVC_PROFILE`: the client reads `[profile NAME]` instead of `[svclib]`. */
  profile?: string;
  /** `--endpoint URL`. */
  endpointUrl?: string;
  /** `--transport xmlrpc|rest` (else `SVC_TRANSPORT`, then the config file's `transport`). */
  transport?: 'xmlrpc' | 'rest';
  /** `--username NAME` (the key comes from `SVC_API_KEY` or a config file, never the command line). */
  username?: string;
  /** `--demo`: start the embedded fake server and use its demo user. */
  demo?: boolean;
  /** `--dry-run`: record write calls instead of sending them. */
  dryRun?: boolean;
  /** `-v` / `--debug`: where and what to trace (see `trace.ts`). */
  trace?: TraceOptions;
}

/**
 * A write call recorded by `--dry-run`.
 *
 * @example
 * ```ts
 * const c: PlannedCall = { service: 'Vendor_Virtual_Guest', method: 'deleteObject', id: 12, args: [] };
 * ```
 */
export interface PlannedCall {
  /** Full service name. */
  service: string;
  /** Method name. */
  method: string;
  /** Init parameter, if any. */
  id: unknown;
  /** Positional arguments. */
  args: unknown[];
}

/**
 * An open connection; `close()` stops the demo server if one was started.
 *
 * @example
 * ```ts
 * const session = await openSession({ demo: true });
 * try { await session.client.call('Account', 'getObject'); } finally { await session.close(); }
 * ```
 */
export interface Session {
  /** The client. */
  readonly client: Client;
  /** Write calls recorded under `--dry-run`, in order. */
  readonly planned: PlannedCall[];
  /** The values `--debug` masks: the credentials, then each secret a command reads or receives. */
  readonly secrets: string[];
  /** The total item count the service reported with the latest page (`Vendor-Total-Items`), if any. */
  reportedTotal(): number | undefined;
  /** Releases the session. */
  close(): Promise<void>;
}

/**
 * Methods that only read, sent even under `--dry-run` (names are resolved, orders verified): a read
 * verb as a whole word — `get`, `find`, `search`, `is`, `has`, `check`, `verify` followed by the next
 * capitalised word or nothing — so `cancelItem` (`can…`) or `isolate…` are never taken for reads.
 */
const READ_VERB = /^(?:get|find|search|is|has|check|verify)(?:[A-Z0-9_]|$)/;

/** Reads whose verb is not one of {@link READ_VERB}'s: named one by one. */
const READ_METHODS: ReadonlySet<string> = new Set(['generateOrderTemplate']);

/**
 * Whether `--dry-run` may send a call to `method`: only whole read verbs and the listed reads.
 *
 * @example
 * ```ts
 * isReadMethod('getObject');   // true
 * isReadMethod('cancelItem');  // false
 * ```
 */
export function isReadMethod(method: string): boolean {
  return READ_VERB.test(method) || READ_METHODS.has(method);
}

function dryRunTransport(inner: Transport, planned: PlannedCall[]): Transport {
  return async (request: CallRequest) => {
    if (isReadMethod(request.method)) return inner(request);
    planned.push({ service: request.service, method: request.method, id: request.identifier ?? null, args: request.args });
    return true;
  };
}

/**
 * Opens the connection for a run (`--config` and the profile were checked before, see `profile.ts`).
 *
 * @throws what `new Client()` throws: a config file or an environment variable it cannot use.
 * @example
 * ```ts
 * const { client, close } = await openSession({ endpointUrl: 'http://127.0.0.1:8080/xmlrpc/v3.1' });
 * ```
 */
export async function openSession(settings: SessionSettings): Promise<Session> {
  const core = await import('@svclib/core');
  const wire = await import('@svclib/core/wire');
  const options: ClientOptions = {};
  let close = (): Promise<void> => Promise.resolve();
  if (settings.configFile !== undefined) options.configFile = settings.configFile;
  if (settings.profile !== undefined) options.profile = settings.profile;
  if (settings.transport !== undefined) options.transport = settings.transport;
  if (settings.demo === true) {
    // The demo server speaks both: the wire the client would choose (--transport, SVC_TRANSPORT, the config files).
    const rest = new core.Client(options).transportName === 'rest';
    const testing = await import('@svclib/testing');
    const server = await testing.startFakeServer();
    close = () => server.close();
    Object.assign(options, { endpointUrl: rest ? server.restUrl : server.url, transport: rest ? 'rest' : 'xmlrpc', username: testing.FAKE_USERNAME, apiKey: testing.FAKE_API_KEY });
  } else {
    if (settings.endpointUrl !== undefined) options.endpointUrl = settings.endpointUrl;
    if (settings.username !== undefined) options.username = settings.username;
  }
  const planned: PlannedCall[] = [];
  const trace = settings.trace;
  const secrets: string[] = [];
  if (trace?.debug === true && typeof options.transport !== 'function') options.hooks = debugHooks(trace, secrets, wire);
  const dryRun = settings.dryRun === true;
  const tracing = trace !== undefined && (trace.verbose || trace.debug) ? trace : undefined;
  // The client resolves its transport and endpoint as always (options, SVC_TRANSPORT, config file),
  // then --dry-run and the trace wrap whatever it chose: a REST dry run keeps the REST endpoint.
  let reported: number | undefined;
  const SessionClient = class extends core.Client {
    constructor(given: ClientOptions) {
      super(given);
      // The total a page came with, for the progress line (`fetched 1400 of 5000 …`).
      this.wrapTransport((inner) => async (request) => {
        const result = await inner(request);
        if (request.limit !== undefined) reported = core.totalItems(result) ?? reported;
        return result;
      });
      if (dryRun) this.wrapTransport((inner) => dryRunTransport(inner, planned));
      if (tracing !== undefined) this.wrapTransport((inner) => traceTransport(inner, tracing, planned));
    }
  };
  let client: Client;
  try {
    client = new SessionClient(options);
  } catch (error) {
    await close();
    throw error;
  }
  secrets.push(...[client.apiKey, wire.splitUserinfo(client.endpointUrl)?.password, client.proxy === undefined ? undefined : wire.splitUserinfo(client.proxy)?.password].filter((s): s is string => s !== undefined && s !== ''));
  return { client, planned, secrets, close, reportedTotal: () => reported };
}
