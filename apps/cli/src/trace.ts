/**
 * `-v` and `--debug`: each remote call with its duration (`Vendor_Account.getObject id=12 34 ms`),
 * and the HTTP exchange (request and response lines, headers and bodies), on stderr — with the API
 * key, passwords and secret headers masked.
 *
 * @module
 */

import type { CallRequest, HttpHooks, Transport } from '@svclib/core';
import type { HttpResponse } from '@svclib/core/wire';

import type { TextOutput } from './context.js';

/**
 * What to trace, and where.
 *
 * @example
 * ```ts
 * const trace: TraceOptions = { verbose: true, debug: false, stderr: process.stderr };
 * ```
 */
export interface TraceOptions {
  /** `-v`: one line per remote call. */
  readonly verbose: boolean;
  /** `--debug`: the HTTP exchange too. */
  readonly debug: boolean;
  /** Where the lines go. */
  readonly stderr: TextOutput;
}

/** Milliseconds since `started`, rounded. */
const since = (started: number): number => Math.round(performance.now() - started);

/**
 * The `-v` line of a call: `Service.method`, its id and paging, never its arguments (they may hold
 * secrets).
 *
 * @example
 * ```ts
 * callLine(request, 12); // 'Vendor_Virtual_Guest.getObject id=100001 12 ms'
 * ```
 */
export function callLine(request: Pick<CallRequest, 'service' | 'method' | 'identifier' | 'limit' | 'offset'>, ms: number): string {
  const { identifier } = request;
  const id = typeof identifier === 'number' || typeof identifier === 'string' ? ` id=${identifier}` : '';
  const page = request.limit === undefined ? '' : ` limit=${request.limit} offset=${request.offset ?? 0}`;
  return `${request.service}.${request.method}${id}${page} ${ms} ms`;
}

/**
 * Wraps a transport so that each call is printed on stderr after it ends, with its duration and,
 * when it failed, the error's kind; a call that `--dry-run` recorded in `planned` instead of sending
 * is marked so.
 *
 * @example
 * ```ts
 * client.wrapTransport((inner) => traceTransport(inner, { verbose: true, debug: false, stderr: process.stderr }));
 * ```
 */
export function traceTransport(inner: Transport, trace: TraceOptions, planned?: readonly unknown[]): Transport {
  return async (request) => {
    const started = performance.now();
    const before = planned?.length ?? 0;
    try {
      const result = await inner(request);
      const recorded = (planned?.length ?? 0) > before ? ' (dry run: recorded, not sent)' : '';
      trace.stderr.write(`svc: ${callLine(request, since(started))}${recorded}\n`);
      return result;
    } catch (error) {
      trace.stderr.write(`svc: ${callLine(request, since(started))} failed: ${(error as Error).name}\n`);
      throw error;
    }
  };
}

/** The redaction helpers of core that `--debug` needs (passed in: core is loaded lazily). */
export interface Redaction {
  /** Masks each secret in a text, in every form it can be written in. */
  maskSecrets(text: string, secrets: readonly string[], mask?: string): string;
  /** Masks the values of secret-named XML-RPC struct members (`apiKey`, `authToken`, `password`, …). */
  maskSecretMembers(body: string, mask?: string): string;
  /** Whether an HTTP header holds a secret. */
  isSecretHeader(name: string): boolean;
  /** The secrets a (secret) header carries, in the forms a server may quote them back. */
  headerSecrets(name: string, value: string): string[];
  /** A URL without its userinfo. */
  redactUrl(url: string): string;
}

/**
 * Methods whose whole result is a secret (a new API key comes back as a plain string, which no
 * member name marks): `--debug` shows the size of their response body, not the body.
 */
const SECRET_RESULTS: readonly string[] = ['addApiAuthenticationKey', 'getApiAuthenticationKeys', 'getAuthenticationToken', 'getPortalLoginToken'];

/** The remote method of an HTTP request: the XML-RPC `methodName`, else the last REST path segment. */
function remoteMethod(url: string, body: string | undefined): string | undefined {
  const named = body === undefined ? null : /<methodName>\s*([\w.]+)\s*<\/methodName>/.exec(body);
  if (named?.[1] !== undefined) return named[1];
  try {
    return new URL(url).pathname.split('/').filter((part) => part !== '').at(-1)?.replace(/\.(json|xml)$/, '');
  } catch {
    return undefined;
  }
}

/** Longest body printed by `--debug`; the rest is counted, not shown. */
const MAX_BODY = 64 * 1024;

/** The whole body of `response` (empty for none), read once. */
async function bodyBytes(response: HttpResponse): Promise<Uint8Array> {
  if (response.wholeBody !== undefined) return response.wholeBody();
  if (response.body === null) return new Uint8Array(0);
  return new Uint8Array(await new Response(response.body).arrayBuffer());
}

/**
 * The hooks of `--debug` (client option `hooks`, wrapped around the default transport's sender):
 * the request line, headers and body, then the status, headers and body of the response, each line
 * prefixed `> ` or `< ` (the `-v` line after them gives the duration). Secret headers are shown as
 * `[REDACTED]`, and what they carried (the Basic credentials, a token) is masked from then on
 * wherever a server or proxy quotes it back; the bodies and other headers have every known secret
 * (`secrets`, filled once the client exists and as commands read secrets), in each of its encoded
 * forms, and every secret-named struct member masked; URLs lose their userinfo. The response body
 * is read whole to be shown, and handed on unread as a fresh stream.
 *
 * @example
 * ```ts
 * const secrets: string[] = [];
 * const client = new Client({ hooks: debugHooks(trace, secrets, core) });
 * secrets.push(client.apiKey ?? '');
 * ```
 */
export function debugHooks(trace: TraceOptions, secrets: readonly string[], redaction: Redaction): HttpHooks {
  // The credentials the requests carried in secret headers (a server may echo them).
  const sent = new Set<string>();
  const clean = (text: string): string => redaction.maskSecrets(redaction.maskSecretMembers(text), [...secrets, ...sent]);
  const body = (text: string): string =>
    text.length > MAX_BODY ? `${clean(text.slice(0, MAX_BODY))}\n… (${text.length - MAX_BODY} more characters)` : clean(text);
  const block = (prefix: string, lines: readonly string[]): string => lines.flatMap((l) => l.split('\n')).map((l) => `${prefix} ${l}`.trimEnd()).join('\n');
  const header = (name: string, value: string): string => `${name}: ${redaction.isSecretHeader(name) ? '[REDACTED]' : clean(value)}`;
  return {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(request.headers)) for (const secret of redaction.headerSecrets(name, value)) sent.add(secret);
        const headers = Object.entries(request.headers).map(([name, value]) => header(name, value));
        trace.stderr.write(`${block('>', [`${request.method} ${redaction.redactUrl(request.url)}`, ...headers, '', body(request.body ?? '')])}\n`);
      },
    ],
    afterResponse: [
      async (request, response) => {
        const headers: string[] = [];
        response.headers.forEach?.((value, name) => headers.push(header(name, value)));
        const bytes = await bodyBytes(response);
        const method = remoteMethod(request.url, request.body);
        const shown = method !== undefined && SECRET_RESULTS.includes(method)
          ? `(${bytes.length} bytes not shown: the result of ${method} is a secret)`
          : body(new TextDecoder().decode(bytes));
        trace.stderr.write(`${block('<', [`${response.status} ${response.statusText}`, ...headers, '', shown])}\n`);
        return {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
          body: response.body === null && response.wholeBody === undefined ? null : new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
          ...(response.type === undefined ? {} : { type: response.type }),
        };
      },
    ],
  };
}
