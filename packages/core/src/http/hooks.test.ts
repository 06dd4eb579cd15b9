/**
 * `wrapSender`: hooks run around any sender, in order, on svclib's own request and response, with
 * real requests to a server on 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { HookResultError, wrapSender, type AfterResponseHook, type BeforeRequestHook } from './hooks.js';
import { fetchSender, type HttpRequest, type HttpResponse, type HttpSender } from './sender.js';
import { pooledSender } from '../node/pool.js';
import { unusedPort, useTestServers } from '../test-support/test-server.js';

const serve = useTestServers();

function post(url: string, body = '<a/>'): HttpRequest {
  return { url, method: 'POST', headers: { 'content-type': 'application/xml', 'accept-encoding': 'identity' }, body, signal: undefined, timeoutMs: undefined };
}

async function bodyText(response: HttpResponse): Promise<string> {
  if (response.wholeBody !== undefined) return new TextDecoder().decode(await response.wholeBody());
  return new Response(response.body).text();
}

describe.each<[string, HttpSender]>([
  ['the Node fast path', pooledSender()],
  ['ky over the global fetch', fetchSender()],
])('wrapSender over %s', (_name, inner) => {
  it('runs the beforeRequest hooks in order, each seeing the request the one before returned', async () => {
    const server = await serve((request, response) => {
      response.end(`got ${String(request.headers['x-step'] ?? 'none')}`);
    });
    const seen: string[] = [];
    const sender = wrapSender(inner, {
      beforeRequest: [
        (request) => ({ ...request, headers: { ...request.headers, 'x-step': '1' } }),
        (request) => {
          seen.push(request.headers['x-step'] ?? 'none');
        },
        (request) => ({ ...request, headers: { ...request.headers, 'x-step': `${request.headers['x-step'] ?? ''}2` } }),
      ],
    });
    const response = await sender.send(post(server.url));
    expect(await bodyText(response)).toBe('got 12');
    expect(seen).toEqual(['1']);
    expect(server.requests[0]!.headers['x-step']).toBe('12');
  });

  it('lets an afterResponse hook read the body and hand on a replacement whose body is unread', async () => {
    const large = 'x'.repeat(200_000);
    const server = await serve((request, response) => {
      response.end(request.url === '/large' ? large : 'small');
    });
    const read: number[] = [];
    const sender = wrapSender(inner, {
      afterResponse: [
        async (_request, response) => {
          const bytes = response.wholeBody === undefined ? new Uint8Array(await new Response(response.body).arrayBuffer()) : await response.wholeBody();
          read.push(bytes.byteLength);
          return { status: response.status, statusText: response.statusText, headers: response.headers, body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream() };
        },
        (_request, response) => {
          expect(response.body).not.toBeNull();
        },
      ],
    });
    expect(await bodyText(await sender.send(post(server.url)))).toBe('small');
    expect(await bodyText(await sender.send(post(`${server.url}/large`)))).toBe(large);
    expect(read).toEqual([5, 200_000]);
  });

  it('runs the onError hooks on a failed send and passes the failure on as it is, also when a hook throws', async () => {
    const url = `http://127.0.0.1:${String(await unusedPort())}`;
    const errors: unknown[] = [];
    const sender = wrapSender(inner, {
      onError: [
        (_request, error) => {
          errors.push(error);
          throw new Error('hook failed');
        },
        (request) => {
          errors.push(request.url);
        },
      ],
    });
    const failure = await sender.send(post(url)).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).not.toBe('hook failed');
    expect(errors).toEqual([failure, url]);
  });

  it('runs onError when a beforeRequest hook throws, and sends nothing', async () => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    const failed: string[] = [];
    const sender = wrapSender(inner, {
      beforeRequest: [
        () => {
          throw new TypeError('bad request hook');
        },
      ],
      onError: [(_request, error) => void failed.push((error as Error).message)],
    });
    await expect(sender.send(post(server.url))).rejects.toThrow('bad request hook');
    expect(failed).toEqual(['bad request hook']);
    expect(server.requests).toHaveLength(0);
  });
});

describe('wrapSender', () => {
  it('is the sender itself when there is no hook, and reads own hook lists only', () => {
    const inner = fetchSender();
    expect(wrapSender(inner, {})).toBe(inner);
    expect(wrapSender(inner, { beforeRequest: [], afterResponse: undefined })).toBe(inner);
    const inherited = Object.create({ beforeRequest: [() => undefined] }) as object;
    expect(wrapSender(inner, inherited)).toBe(inner);
  });
});

describe('a hook that returns something it should not (issue 27 item 11)', () => {
  it.each<[string, unknown]>([
    ['a number', 42],
    ['a string', 'ok'],
    ['an object without those members', { ok: true }],
    ['an object without those members', { status: 200, headers: {}, body: null }],
    ['an array', []],
  ])('afterResponse returning %s is a HookResultError (a TypeError) naming the hook; onError sees it', async (kind, value) => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    const failed: unknown[] = [];
    function logStatus(): unknown {
      return value;
    }
    const sender = wrapSender(pooledSender(), {
      afterResponse: [() => undefined, logStatus as AfterResponseHook],
      onError: [(_request, error) => void failed.push(error)],
    });
    const error = await sender.send(post(server.url)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HookResultError);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).name).toBe('TypeError');
    expect((error as Error).message).toBe(
      `hooks.afterResponse[1] (logStatus) returned ${kind}, not an HttpResponse ({ status, headers.get(), body }) or nothing`,
    );
    expect(failed).toEqual([error]);
  });

  it('beforeRequest returning something other than a request is one too, and nothing is sent', async () => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    const sender = wrapSender(pooledSender(), { beforeRequest: [(() => 'GET /') as unknown as BeforeRequestHook] });
    const error = await sender.send(post(server.url)).catch((caught: unknown) => caught);
    expect(error).toEqual(new TypeError('hooks.beforeRequest[0] returned a string, not an HttpRequest ({ url, method, headers, body, … }) or nothing'));
    expect(server.requests).toHaveLength(0);
  });

  it('nothing (undefined or null) keeps the request and the response; a standard Response is a response', async () => {
    const server = await serve((_request, response) => {
      response.end('ok');
    });
    const sender = wrapSender(pooledSender(), {
      beforeRequest: [() => undefined, (() => null) as unknown as BeforeRequestHook],
      afterResponse: [(() => null) as unknown as AfterResponseHook, () => new Response('replaced', { status: 201 })],
    });
    const response = await sender.send(post(server.url));
    expect(response.status).toBe(201);
    expect(await bodyText(response)).toBe('replaced');
  });
});
