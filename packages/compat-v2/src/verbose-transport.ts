/**
 * The 2.x `verbose` option, built on core's transport seam: the default XML-RPC transport with a
 * `fetch` that prints each HTTP request (method, URL, headers, body) and the response status, with
 * API keys, tokens and passwords replaced by `***`.
 *
 * @module
 */

import { createXmlRpcTransport, redactSecrets } from '@svclib/core';
import type { CallRequest, Transport } from '@svclib/core';

/** Where verbose output goes: one call per request or response block. */
export type VerboseWriter = (text: string) => void;

/** Header-struct keys and HTTP header names whose values are secrets. */
const SECRET_NAME = /key|token|password|passwd|secret|hash|auth|cookie/i;
/** Header-struct keys that are never secret although they match {@link SECRET_NAME}. */
const PUBLIC_NAME = /^(authenticate|username|userId|complexType)$/i;
/** Remote methods whose positional arguments hold secrets, and which ones. */
const SECRET_ARGS: Readonly<Record<string, readonly number[]>> = {
  getPortalLoginToken: [1, 3],
};
const MASK = '***';

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
 * Makes the verbose transport: core's XML-RPC transport whose `fetch` prints each request and the
 * response status. Every secret a request record carries (credentials in the header struct, secret
 * HTTP headers, the password of a login call, URL userinfo) is remembered before the request is
 * sent, and masked wherever it appears in the printed text. A request through a proxy uses the
 * proxy support of core's Node.js entry, loaded only then.
 */
export function createVerboseTransport(options: VerboseTransportOptions = {}): Transport {
  const write = options.write ?? writeStdout;
  const secrets = new Set<string>();
  const proxied = new Map<string, Promise<typeof globalThis.fetch>>();
  const proxyFetch = (proxyUrl: string): typeof globalThis.fetch => {
    return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      let made = proxied.get(proxyUrl);
      if (made === undefined) {
        made = import('@svclib/core/node').then(({ createProxyFetch }) => createProxyFetch(proxyUrl));
        proxied.set(proxyUrl, made);
      }
      return (await made)(input, init);
    };
  };
  const transport = createXmlRpcTransport({
    fetch: loggingFetch(secrets, write, options.fetch),
    proxyFetch: (proxyUrl) => loggingFetch(secrets, write, proxyFetch(proxyUrl)),
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  });
  return async (request: CallRequest): Promise<unknown> => {
    for (const secret of collectSecrets(request)) secrets.add(secret);
    return transport(request);
  };
}

/** A `fetch` that prints what it sends and the status it gets back. */
function loggingFetch(
  secrets: ReadonlySet<string>,
  write: VerboseWriter,
  fetchImpl: typeof globalThis.fetch | undefined,
): typeof globalThis.fetch {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const send = fetchImpl ?? globalThis.fetch;
    // Longest first, so a secret that contains another is masked whole.
    const known = [...secrets].sort((a, b) => b.length - a.length);
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    const body =
      input instanceof Request
        ? await input.clone().text()
        : typeof init?.body === 'string'
          ? init.body
          : '';
    const lines = [`>>> ${method} ${redactUrl(url)}`];
    headers.forEach((value, name) => {
      lines.push(`>>> ${name}: ${SECRET_NAME.test(name) ? MASK : redactText(value, known)}`);
    });
    lines.push('>>>', redactBody(body, known));
    write(lines.join('\n'));
    try {
      const response = await send(input, init);
      write(`<<< ${String(response.status)} ${response.statusText}`.trimEnd());
      return response;
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'Error';
      write(`<<< no response (${reason})`);
      throw error;
    }
  };
}

/** The secret values a request carries: in its header struct, HTTP headers, URL and known args. */
function collectSecrets(request: CallRequest): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, secret: boolean, depth: number): void => {
    if (depth > 16) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      if (secret && String(value) !== '') found.add(String(value));
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, secret, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        visit(inner, secret || (SECRET_NAME.test(key) && !PUBLIC_NAME.test(key)), depth + 1);
      }
    }
  };
  visit(request.headers, false, 0);
  for (const [name, value] of Object.entries(request.transportHeaders)) {
    if (SECRET_NAME.test(name)) visit(value, true, 0);
  }
  for (const index of SECRET_ARGS[request.method] ?? []) visit(request.args[index], true, 0);
  try {
    const password = decodeURIComponent(new URL(request.endpoint).password);
    if (password !== '') found.add(password);
  } catch {
    // Not a URL: nothing to collect from it.
  }
  return [...found];
}

/**
 * Masks each secret in every form it can be written in (raw, XML-escaped or as character
 * references, JSON-escaped, percent-encoded: core's shared redaction); short ones only where they
 * are a whole value.
 */
function redactText(text: string, secrets: readonly string[]): string {
  return redactSecrets(text, secrets, MASK, 4);
}

/** XML-RPC struct members whose name marks a secret: their value is masked whatever its type. */
const SECRET_MEMBER =
  /(<name>\s*([^<]*)\s*<\/name>\s*<value>\s*(?:<(string|int|i4|i8|double)>)?)([^<]*)(?=<)/g;

function redactBody(body: string, secrets: readonly string[]): string {
  const masked = body.replace(SECRET_MEMBER, (whole, head: string, name: string, _type, value: string) =>
    SECRET_NAME.test(name) && !PUBLIC_NAME.test(name.trim()) && value !== '' ? `${head}${MASK}` : whole,
  );
  return redactText(masked, secrets);
}

/** A URL with its userinfo password masked. */
function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password === '') return raw;
    url.password = MASK;
    return url.href;
  } catch {
    return raw.replace(/(\/\/[^/\s:@]*:)[^/\s@]*@/g, `$1${MASK}@`);
  }
}
