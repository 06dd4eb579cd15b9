/**
 * Hooks on the HTTP seam: {@link wrapSender} runs {@link HttpHooks} around any {@link HttpSender}
 * (the client option `hooks` wraps the default transport's senders with it), on svclib's own
 * {@link HttpRequest} and {@link HttpResponse}. Logging, metrics and tracing (`svc --debug`, the
 * 2.x `verbose` option) are wrappers of the one sender; nothing sends beside it.
 *
 * @module
 */

import type { HttpRequest, HttpResponse, HttpSender } from './sender.js';

/**
 * Runs before a request is sent: it may return a replacement request (sent instead, and handed to
 * the next hook), or nothing to send the request as it is.
 *
 * @example
 * ```ts
 * const traced: BeforeRequestHook = (request) => ({ ...request, headers: { ...request.headers, 'x-request-id': 'r-1' } });
 * ```
 */
export type BeforeRequestHook = (request: HttpRequest) => HttpRequest | void | Promise<HttpRequest | void>;

/**
 * Runs once a response's status and headers are in (error statuses too): it sees the request as
 * sent and the response, and may return a replacement response (handed to the next hook, then to
 * the transport), or nothing to keep it. A hook that reads the body must return a response whose
 * body is still unread.
 *
 * @example
 * ```ts
 * const status: AfterResponseHook = (request, response) => { console.error(request.url, response.status); };
 * ```
 */
export type AfterResponseHook = (request: HttpRequest, response: HttpResponse) => HttpResponse | void | Promise<HttpResponse | void>;

/**
 * Runs when sending fails (a network failure, an abort, a failing hook), with the request and
 * what the send rejected with; the failure then goes on to the transport unchanged (also when the
 * hook itself throws).
 *
 * @example
 * ```ts
 * const failed: ErrorHook = (request, error) => { console.error(request.url, (error as Error).name); };
 * ```
 */
export type ErrorHook = (request: HttpRequest, error: unknown) => void | Promise<void>;

/**
 * Hook lists run on each HTTP exchange ({@link wrapSender}, client option `hooks`), in order. The
 * request carries the credentials (in its body and, for Basic auth, the `authorization` header):
 * redact before you log (`maskSecrets`, `maskSecretMembers`, `isSecretHeader`, `redactUrl`).
 *
 * @example
 * ```ts
 * const hooks: HttpHooks = {
 *   afterResponse: [(request, response) => { console.error(redactUrl(request.url), response.status); }],
 * };
 * ```
 */
export interface HttpHooks {
  /** Run in order before each request is sent; each may replace the request. */
  readonly beforeRequest?: readonly BeforeRequestHook[] | undefined;
  /** Run in order on each response; each may replace the response. */
  readonly afterResponse?: readonly AfterResponseHook[] | undefined;
  /** Run in order when a send fails; they observe, the failure is passed on as it is. */
  readonly onError?: readonly ErrorHook[] | undefined;
}

/**
 * A hook returned something that is neither nothing nor what it hands on (a request, a response):
 * a mistake in the caller's code, so a `TypeError` naming the hook — passed on to the caller as it
 * is, never turned into a "Network error".
 *
 * @example
 * ```ts
 * if (error instanceof HookResultError) console.error(error.message); // hooks.afterResponse[0] (logStatus) returned …
 * ```
 */
export class HookResultError extends TypeError {
  static {
    this.prototype.name = 'TypeError';
  }
}

/** `hooks.<list>[index]`, with the function's name when it has one. */
function hookName(list: string, index: number, hook: unknown): string {
  const name = typeof hook === 'function' ? hook.name : '';
  return `hooks.${list}[${String(index)}]${name === '' ? '' : ` (${name})`}`;
}

/** A short description of what a hook returned (never its content: it may hold credentials). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object without those members';
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}

/** Whether `value` can stand for an {@link HttpResponse}: a numeric `status`, `headers.get()`, and a `body` that is `null` or a stream. */
function isHttpResponse(value: unknown): value is HttpResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { status, headers, body } = value as { status?: unknown; headers?: unknown; body?: unknown };
  if (typeof status !== 'number' || typeof headers !== 'object' || headers === null) return false;
  if (typeof (headers as { get?: unknown }).get !== 'function') return false;
  return body === null || (typeof body === 'object' && typeof (body as { getReader?: unknown }).getReader === 'function');
}

/** Whether `value` can stand for an {@link HttpRequest}: a string `url` and `method`, an object of `headers`. */
function isHttpRequest(value: unknown): value is HttpRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { url, method, headers } = value as { url?: unknown; method?: unknown; headers?: unknown };
  return typeof url === 'string' && typeof method === 'string' && typeof headers === 'object' && headers !== null;
}

/**
 * An {@link HttpSender} that runs `hooks` around `sender`: the `beforeRequest` hooks, then
 * `sender.send`, then the `afterResponse` hooks — or, when anything on the way rejects, the
 * `onError` hooks before the failure goes on. With no hook at all it is `sender` itself. A hook
 * that returns something other than nothing or a request (`beforeRequest`) or a response
 * (`afterResponse`) is a {@link HookResultError}, a `TypeError` naming the hook
 * (`hooks.afterResponse[0] (logStatus) returned a number, not an HttpResponse …`), which the call
 * rejects with as it is.
 *
 * @example
 * ```ts
 * const sender = wrapSender(fetchSender(), {
 *   beforeRequest: [(request) => { console.error('>', request.method, redactUrl(request.url)); }],
 *   afterResponse: [(_request, response) => { console.error('<', response.status); }],
 * });
 * const transport = createXmlRpcTransport({ sender });
 * ```
 */
export function wrapSender(sender: HttpSender, hooks: HttpHooks): HttpSender {
  // Copied once, own members only: a hook list on `Object.prototype` must not see the requests.
  const before = [...(Object.hasOwn(hooks, 'beforeRequest') ? (hooks.beforeRequest ?? []) : [])];
  const after = [...(Object.hasOwn(hooks, 'afterResponse') ? (hooks.afterResponse ?? []) : [])];
  const failed = [...(Object.hasOwn(hooks, 'onError') ? (hooks.onError ?? []) : [])];
  if (before.length === 0 && after.length === 0 && failed.length === 0) return sender;
  return {
    async send(given) {
      let request = given;
      try {
        for (const [index, hook] of before.entries()) {
          const returned: unknown = await hook(request);
          if (returned === undefined || returned === null) continue;
          if (!isHttpRequest(returned)) {
            throw new HookResultError(`${hookName('beforeRequest', index, hook)} returned ${kindOf(returned)}, not an HttpRequest ({ url, method, headers, body, … }) or nothing`);
          }
          request = returned;
        }
        let response = await sender.send(request);
        for (const [index, hook] of after.entries()) {
          const returned: unknown = await hook(request, response);
          if (returned === undefined || returned === null) continue;
          if (!isHttpResponse(returned)) {
            // The response it was given is dropped: release its connection.
            if (response.body !== null && !response.body.locked) await response.body.cancel().catch(() => undefined);
            throw new HookResultError(`${hookName('afterResponse', index, hook)} returned ${kindOf(returned)}, not an HttpResponse ({ status, headers.get(), body }) or nothing`);
          }
          response = returned;
        }
        return response;
      } catch (error) {
        for (const hook of failed) {
          try {
            await hook(request, error);
          } catch {
            // An onError hook observes: its own failure must not replace the send's.
          }
        }
        throw error;
      }
    },
  };
}
