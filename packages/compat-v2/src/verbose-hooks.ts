/**
 * The 2.x `verbose` option as a user of core's client option `hooks`: the client's one HTTP path
 * (the Node fast path included) with hooks that print each HTTP request (method, URL, headers, body)
 * and the response status, with API keys, tokens and passwords replaced by `***` (core's redaction
 * rules: `isSecretKey`, `isSecretHeader`, `secretsOf`, `maskSecrets`, `maskSecretMembers`).
 *
 * @module
 */

import { isSecretHeader, isSecretKey, MASK, maskSecretMembers, maskSecrets, redactUrl, secretsOf } from '@svclib/core/wire';
import type { CallRequest, HttpHooks, Transport } from '@svclib/core';

/** Where verbose output goes: one call per request or response block. */
export type VerboseWriter = (text: string) => void;

/** Writes to standard output (or `console.log` on a runtime without `process.stdout`). */
export function writeStdout(text: string): void {
  const out = (globalThis as { process?: { stdout?: { write?: (chunk: string) => unknown } } }).process?.stdout;
  if (typeof out?.write === 'function') out.write(`${text}\n`);
  else console.log(text);
}

/**
 * Wraps a transport so that every secret a request record carries (credentials in the header
 * struct, secret HTTP headers, the password of a login call, URL userinfo: core's `secretsOf`) is
 * remembered in `secrets` before the request goes out, for {@link verboseHooks} to mask.
 */
export function rememberSecrets(secrets: Set<string>): (inner: Transport) => Transport {
  return (inner) => async (request: CallRequest): Promise<unknown> => {
    for (const secret of secretsOf(request)) secrets.add(secret);
    return inner(request);
  };
}

/**
 * The `verbose` hooks, joined to any the caller gave (theirs run after): they print each request
 * and the response status, with every secret in `secrets` masked, through the client's own HTTP path.
 */
export function withVerboseHooks(given: HttpHooks | undefined, secrets: ReadonlySet<string>, write: VerboseWriter = writeStdout): HttpHooks {
  const verbose = verboseHooks(secrets, write);
  return {
    beforeRequest: [...(verbose.beforeRequest ?? []), ...(given?.beforeRequest ?? [])],
    afterResponse: [...(verbose.afterResponse ?? []), ...(given?.afterResponse ?? [])],
    onError: [...(verbose.onError ?? []), ...(given?.onError ?? [])],
  };
}

/** Hooks that print what is sent and the status that comes back (or that none came). */
function verboseHooks(secrets: ReadonlySet<string>, write: VerboseWriter): HttpHooks {
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
