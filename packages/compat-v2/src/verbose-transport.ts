/**
 * The 2.x `verbose` option, built on core's HTTP seam: the default XML-RPC transport whose senders
 * are wrapped with hooks (core's `wrapSender`) that print each HTTP request (method, URL, headers,
 * body) and the response status, with API keys, tokens and passwords replaced by `***` (core's
 * redaction rules: `isSecretKey`, `isSecretHeader`, `secretsOf`, `maskSecrets`, `maskSecretMembers`).
 *
 * @module
 */

import {
  createXmlRpcTransport,
  fetchSender,
  isSecretHeader,
  isSecretKey,
  MASK,
  maskSecretMembers,
  maskSecrets,
  redactUrl,
  secretsOf,
  wrapSender,
} from '@svclib/core';
import type { CallRequest, HttpHooks, HttpSender, Transport } from '@svclib/core';
import { ownCopy } from './own-copy.js';

/** Where verbose output goes: one call per request or response block. */
export type VerboseWriter = (text: string) => void;

/** Writes to standard output (or `console.log` on a runtime without `process.stdout`). */
export function writeStdout(text: string): void {
  const out = (globalThis as { process?: { stdout?: { write?: (chunk: string) => unknown } } }).process?.stdout;
  if (typeof out?.write === 'function') out.write(`${text}\n`);
  else console.log(text);
}

/** Options of {@link createVerboseTransport}. */
export interface VerboseTransportOptions {
  /** Receives each printed block (default: standard output). */
  write?: VerboseWriter;
  /** The `fetch` that sends requests without a proxy (default: `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  /** Largest response body accepted, in bytes (core's `maxBytes`). */
  maxBytes?: number | undefined;
}

/**
 * Makes the verbose transport: core's XML-RPC transport whose sender prints each request and the
 * response status. Every secret a request record carries (credentials in the header struct, secret
 * HTTP headers, the password of a login call, URL userinfo: core's `secretsOf`) is remembered before
 * the request is sent, and masked wherever it appears in the printed text. A request through a proxy
 * uses the proxy support of core's Node.js entry, loaded only then.
 */
export function createVerboseTransport(given: VerboseTransportOptions = {}): Transport {
  // Own properties only: a `write` or `fetch` on `Object.prototype` must not see the traffic.
  const options: VerboseTransportOptions = ownCopy(given);
  const write = options.write ?? writeStdout;
  const secrets = new Set<string>();
  const proxySender = (proxyUrl: string): HttpSender => {
    let made: Promise<HttpSender> | undefined;
    return {
      send: async (request) => {
        made ??= import('@svclib/core/node').then(({ createProxySender }) => createProxySender(proxyUrl));
        return (await made).send(request);
      },
    };
  };
  const hooks = loggingHooks(secrets, write);
  const transport = createXmlRpcTransport({
    sender: wrapSender(fetchSender({ fetch: options.fetch }), hooks),
    proxySender: (proxyUrl) => wrapSender(proxySender(proxyUrl), hooks),
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  });
  return async (request: CallRequest): Promise<unknown> => {
    for (const secret of secretsOf(request)) secrets.add(secret);
    return transport(request);
  };
}

/** Hooks that print what is sent and the status that comes back (or that none came). */
function loggingHooks(secrets: ReadonlySet<string>, write: VerboseWriter): HttpHooks {
  return {
    beforeRequest: [
      (request) => {
        const known = [...secrets];
        const lines = [`>>> ${request.method} ${redactUrl(request.url)}`];
        for (const name of Object.keys(request.headers).sort()) {
          const value = request.headers[name] as string;
          lines.push(`>>> ${name}: ${isSecretHeader(name) || isSecretKey(name) ? MASK : maskSecrets(value, known)}`);
        }
        lines.push('>>>', maskSecrets(maskSecretMembers(request.body ?? ''), known));
        write(lines.join('\n'));
      },
    ],
    afterResponse: [
      (_request, response) => {
        write(`<<< ${String(response.status)} ${response.statusText}`.trimEnd());
      },
    ],
    onError: [
      (_request, error) => {
        write(`<<< no response (${error instanceof Error ? error.name : 'Error'})`);
      },
    ],
  };
}
