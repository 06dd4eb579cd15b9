/**
 * The fake API server: a real `node:http` server on 127.0.0.1 speaking the XML-RPC wire
 * protocol at `/xmlrpc/v3.1/…` and the REST one at `/rest/v3.1/…` (two front ends onto one
 * dispatch), answering from an in-memory dataset, with failure injection; and a token endpoint at
 * `/identity/token` issuing bearer access tokens that expire.
 *
 * @module
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGunzip, createInflate } from 'node:zlib';
import { decodeMethodCall, encodeFault } from '@svclib/xmlrpc';
import { addVary, applyCors } from './cors.js';
import { dispatch } from './dispatch.js';
import { FakeFault, INTERNAL_ERROR, NOT_WELL_FORMED } from '../engine/fake-fault.js';
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding } from './http-compression.js';
import { FailureInjector, withPrefix, type FakeFailure, type FakeFailureRule } from './injection.js';
import { resolveOptions, type FakeServerOptions } from './options.js';
import type { RecordedRequest } from './recorded-request.js';
import { ServerState, type FakeServerState } from './server-state.js';
import { RateLimiter, type RateLimitRefusal } from './rate-limit.js';
import { boundedFaultString, excerpt, isStruct } from '../engine/values.js';
import { documentBytes, encodeAnswer, type KeptDocument } from './xmlrpc-answer.js';
import { isRestMethod, restArgs, restFaultStatus, restHeaders, restTarget, restValue, type RestTarget } from './rest-front.js';
import { isTokenPath, TOKEN_PATH, tokenAnswer } from './token-endpoint.js';

/**
 * A running fake server.
 *
 * @example
 * ```ts
 * const server = await startFakeServer();
 * const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
 * console.log((await client.call('Account', 'getObject')).companyName);
 * await server.close();
 * ```
 */
export interface FakeServer {
  /** Endpoint URL without a trailing slash: `http://127.0.0.1:PORT/xmlrpc/v3.1`. */
  readonly url: string;
  /** The REST endpoint URL of the same server and data: `http://127.0.0.1:PORT/rest/v3.1`. */
  readonly restUrl: string;
  /**
   * The token endpoint, `http://127.0.0.1:PORT/identity/token`: an API key exchanged for a bearer
   * access token (what `tokenExchange({ endpoint: server.tokenUrl, … })` of `@svclib/core` speaks).
   */
  readonly tokenUrl: string;
  /**
   * Issues a bearer access token for a user (default: the first one), accepted as
   * `Authorization: Bearer <token>` on both front ends for the `tokens.lifetimeMs` option (default
   * one hour) or until {@link FakeServer.expireAccessToken}.
   */
  issueAccessToken(username?: string): string;
  /** Makes an access token invalid: calls with it get `Vendor_Exception_Account_Authentication_AccessTokenValidation`. */
  expireAccessToken(token: string): void;
  /** The live dataset and the recorded requests. */
  readonly state: FakeServerState;
  /** Adds a failure rule after the existing ones. */
  inject(rule: FakeFailureRule): void;
  /** Removes every failure rule (the `inject` hook option stays). */
  clearInjections(): void;
  /** Stops listening, closes every connection (keep-alive ones too) and cancels pending delays. */
  close(): Promise<void>;
}

/** The one path form the fake server answers: `/xmlrpc/v3.1/<Service>` under its endpoint. */
const SERVICE_PATH = /^\/xmlrpc\/v3\.1\/([A-Za-z][A-Za-z0-9_]*)$/;
const XML_TYPE = 'text/xml; charset=utf-8';
const DEFAULT_MALFORMED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<methodResponse><params><param><value><string>broken</value></param></params></methodResponse>';

/** Tracks timers so `close()` can cancel every pending delay. */
class Delays {
  readonly #pending = new Map<NodeJS.Timeout, (completed: boolean) => void>();
  #closed = false;

  /** Resolves true after `ms`, or false at once if (or when) the server closes. */
  wait(ms: number): Promise<boolean> {
    if (this.#closed) return Promise.resolve(false);
    if (ms <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#pending.delete(timer);
        resolve(true);
      }, ms);
      this.#pending.set(timer, resolve);
    });
  }

  close(): void {
    this.#closed = true;
    for (const [timer, resolve] of this.#pending) {
      clearTimeout(timer);
      resolve(false);
    }
    this.#pending.clear();
  }
}

function lowerCaseHeaders(request: IncomingMessage): Record<string, string> {
  // Node.js already lower-cases the names of `request.headers`.
  const headers: Record<string, string> = {};
  const incoming = request.headers;
  for (const name in incoming) {
    const value = incoming[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Most bytes of a plain request body collected into one buffer; a larger one is decoded as it streams. */
const BUFFERED_BODY_LIMIT = 64 * 1024;

/** Thrown while reading a request body that grows past `maxBodyBytes` (after decompression). */
class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** `chunks`, failing with {@link BodyTooLarge} once more than `maxBytes` have passed. */
async function* capped(chunks: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > maxBytes) throw new BodyTooLarge(`request body larger than ${maxBytes} bytes`);
    yield chunk;
  }
}

/**
 * The request body for the decoder: a small plain body with a `Content-Length` as one buffer (read
 * with `data` events: cheaper per request than an async iterator over the stream), else the stream,
 * decompressed when it is gzip or deflate, and cut off past `maxBytes` (decompressed bytes count).
 */
function requestBody(request: IncomingMessage, maxBytes: number): AsyncIterable<Uint8Array> | Promise<Uint8Array> {
  const encoding = request.headers['content-encoding']?.toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return capped(request.pipe(createGunzip()), maxBytes);
  if (encoding === 'deflate') return capped(request.pipe(createInflate()), maxBytes);
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  if (!(length >= 0 && length <= BUFFERED_BODY_LIMIT)) return capped(request, maxBytes);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Answers `413` and closes the connection, so that the rest of the body is never read. */
function refuseBody(response: ServerResponse, maxBytes: number): void {
  sendText(response, 413, `Request body too large: the fake server accepts at most ${maxBytes} bytes.\n`, { connection: 'close' });
}

/**
 * The path and the service name of a request target. A target that is already a service path (the
 * usual case) is taken as it is; anything else is normalized by the URL parser first.
 */
function servicePath(target: string | undefined): { path: string; service: string | undefined } {
  const raw = target ?? '/';
  const query = raw.search(/[?#]/);
  const direct = query === -1 ? raw : raw.slice(0, query);
  const quick = SERVICE_PATH.exec(direct);
  if (quick !== null) return { path: direct, service: quick[1] };
  const path = new URL(raw, 'http://127.0.0.1').pathname;
  return { path, service: SERVICE_PATH.exec(path)?.[1] };
}

function splitParams(params: unknown[]): { headers: Record<string, unknown>; args: unknown[] } {
  const [first, ...rest] = params;
  if (isStruct(first) && isStruct(first.headers)) return { headers: first.headers, args: rest };
  return { headers: {}, args: params };
}

function sendText(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(body);
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(bytes.length), ...headers });
  response.end(bytes);
}

/** How a front end writes answers: the content type, values, faults, and a default malformed body. */
interface WireFormat {
  readonly contentType: string;
  readonly malformed: string;
  value(value: unknown, request: RecordedRequest): string | KeptDocument;
  fault(faultCode: number | string, faultString: string): { status: number; body: string };
}

const XML_RPC: WireFormat = {
  contentType: XML_TYPE,
  malformed: DEFAULT_MALFORMED,
  value: (value) => encodeAnswer(value),
  fault: (faultCode, faultString) => ({ status: 200, body: encodeFault(faultCode, faultString) }),
};

const REST: WireFormat = {
  contentType: 'application/json; charset=utf-8',
  malformed: '{"id": 1, "hostname": "broken',
  value: restValue,
  fault: (faultCode, faultString) => ({ status: restFaultStatus(faultCode), body: JSON.stringify({ error: faultString, code: faultCode }) }),
};

/** A fault the dispatch threw (or any failure of the fake server itself, as an internal-error fault). */
function asFault(error: unknown): FakeFault {
  if (error instanceof FakeFault) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new FakeFault(INTERNAL_ERROR, boundedFaultString(`Internal error in the fake server: ${message}`));
}

/** The normal answer to `request`: value or fault, its status, and the list total. */
function answer(state: ServerState, request: RecordedRequest, wire: WireFormat): { status: number; body: string | KeptDocument; totalItems: number | undefined } {
  try {
    const outcome = dispatch(state, request);
    return { status: 200, body: wire.value(outcome.value, request), totalItems: outcome.totalItems };
  } catch (error) {
    const fault = asFault(error);
    return { ...wire.fault(fault.faultCode, fault.faultString), totalItems: undefined };
  }
}

/** The text of a request body, cut off past `maxBytes` ({@link BodyTooLarge}). */
async function bodyText(body: AsyncIterable<Uint8Array> | Promise<Uint8Array>): Promise<string> {
  if (body instanceof Promise) return Buffer.from(await body).toString('utf8');
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Handles one HTTP request. */
class RequestHandler {
  readonly #state: ServerState;
  readonly #injector: FailureInjector;
  readonly #delays: Delays;
  readonly #rateLimiter: RateLimiter | undefined;

  constructor(state: ServerState, injector: FailureInjector, delays: Delays) {
    this.#state = state;
    this.#injector = injector;
    this.#delays = delays;
    const { rateLimit } = state.options;
    this.#rateLimiter = rateLimit === undefined ? undefined : new RateLimiter(rateLimit);
  }

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (applyCors(this.#state.options.cors, request, response)) return;
    if (isTokenPath(request.url)) {
      await this.#handleToken(request, response);
      return;
    }
    const rest = restTarget(request.url);
    if (rest !== undefined) {
      await this.#handleRest(request, response, rest);
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'The fake API accepts only POST requests.\n', { allow: 'POST' });
      return;
    }
    const { path, service } = servicePath(request.url);
    if (!service) {
      sendText(response, 404, `No service at ${excerpt(path)}: the fake API answers POST /xmlrpc/v3.1/<Service> (for example /xmlrpc/v3.1/Vendor_Account).\n`);
      return;
    }
    const { maxBodyBytes } = this.#state.options;
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      refuseBody(response, maxBodyBytes);
      return;
    }
    let call: { method: string; params: unknown[] };
    try {
      const body = requestBody(request, maxBodyBytes);
      call = await decodeMethodCall(body instanceof Promise ? await body : body, { maxBytes: maxBodyBytes });
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuseBody(response, maxBodyBytes);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const text = boundedFaultString(`Request is not a well-formed XML-RPC methodCall: ${message}`);
      await this.#send(request, response, XML_RPC, encodeFault(NOT_WELL_FORMED, text));
      return;
    }
    await this.#run(request, response, XML_RPC, {
      service: withPrefix(service),
      method: call.method,
      ...splitParams(call.params),
      httpHeaders: lowerCaseHeaders(request),
    });
  }

  /** The token endpoint ({@link tokenAnswer}): the form body read (bounded), then answered in JSON. */
  async #handleToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { maxBodyBytes } = this.#state.options;
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      refuseBody(response, maxBodyBytes);
      return;
    }
    let text: string;
    try {
      text = request.method === 'POST' ? await bodyText(requestBody(request, maxBodyBytes)) : '';
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuseBody(response, maxBodyBytes);
        return;
      }
      throw error;
    }
    if (!(await this.#delays.wait(this.#state.options.latencyMs))) return;
    const { status, body } = tokenAnswer(this.#state, request.method, request.headers['content-type'], text);
    const bytes = Buffer.from(JSON.stringify(body));
    if (response.destroyed) return;
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(bytes.length),
      'cache-control': 'no-store',
      ...(status === 405 ? { allow: 'POST' } : {}),
    });
    response.end(bytes);
  }

  /** The REST front end: the request read into a {@link RecordedRequest}, then the same run. */
  async #handleRest(request: IncomingMessage, response: ServerResponse, target: RestTarget | null): Promise<void> {
    if (target === null) {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      sendText(response, 404, `No service at ${excerpt(path)}: the fake REST API answers /rest/v3.1/<Service>[/<id>]/<method>.json.\n`);
      return;
    }
    if (!isRestMethod(request)) {
      sendText(response, 405, 'The fake REST API accepts GET and POST requests.\n', { allow: 'GET, POST' });
      return;
    }
    const { maxBodyBytes } = this.#state.options;
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      refuseBody(response, maxBodyBytes);
      return;
    }
    const httpHeaders = lowerCaseHeaders(request);
    let recorded: RecordedRequest;
    try {
      const text = request.method === 'POST' ? await bodyText(requestBody(request, maxBodyBytes)) : '';
      recorded = {
        service: target.service,
        method: target.method,
        headers: restHeaders(this.#state, target, httpHeaders.authorization),
        args: restArgs(text),
        httpHeaders,
      };
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        refuseBody(response, maxBodyBytes);
        return;
      }
      const fault = REST.fault(asFault(error).faultCode, asFault(error).faultString);
      await this.#send(request, response, REST, fault.body, undefined, fault.status);
      return;
    }
    await this.#run(request, response, REST, recorded);
  }

  /** Records a decoded call and answers it: rate limit, injected failure, latency, then the dispatch. */
  async #run(request: IncomingMessage, response: ServerResponse, wire: WireFormat, recorded: RecordedRequest): Promise<void> {
    this.#state.requests.push(recorded);
    const refusal = this.#rateLimiter?.take(recorded.headers, undefined, recorded.httpHeaders);
    if (refusal !== undefined) {
      await this.#refuseRate(request, response, wire, refusal);
      return;
    }
    const failure = this.#injector.pick(recorded);
    if (!(await this.#delays.wait(this.#state.options.latencyMs))) return;
    this.#state.settle();
    if (failure) await this.#fail(request, response, wire, recorded, failure);
    else {
      const { status, body, totalItems } = answer(this.#state, recorded, wire);
      await this.#send(request, response, wire, body, totalItems, status);
    }
  }

  async #fail(request: IncomingMessage, response: ServerResponse, wire: WireFormat, recorded: RecordedRequest, failure: FakeFailure): Promise<void> {
    switch (failure.kind) {
      case 'drop':
        request.socket.destroy();
        return;
      case 'fault': {
        const fault = wire.fault(failure.faultCode, failure.faultString);
        await this.#send(request, response, wire, fault.body, undefined, fault.status);
        return;
      }
      case 'http': {
        const body = Buffer.from(failure.body ?? `<html><body><h1>${failure.status} Error</h1></body></html>`);
        response.writeHead(failure.status, {
          'content-type': failure.contentType ?? 'text/html; charset=utf-8',
          'content-length': String(body.length),
          ...failure.headers,
        });
        response.end(body);
        return;
      }
      case 'malformed':
        await this.#send(request, response, wire, failure.body ?? wire.malformed);
        return;
      case 'result': {
        const value: unknown = typeof failure.value === 'function' ? (failure.value as (r: RecordedRequest) => unknown)(recorded) : failure.value;
        await this.#send(request, response, wire, wire.value(value, recorded), Array.isArray(value) ? value.length : undefined);
        return;
      }
      case 'slowHeaders': {
        const { status, body, totalItems } = answer(this.#state, recorded, wire);
        if (await this.#delays.wait(failure.delayMs)) await this.#send(request, response, wire, body, totalItems, status);
        return;
      }
      case 'truncate': {
        const body = documentBytes(answer(this.#state, recorded, wire).body);
        const bytes = Math.min(failure.bytes ?? Math.floor(body.length / 2), body.length - 1);
        response.writeHead(200, { 'content-type': wire.contentType, 'content-length': String(body.length) });
        response.write(body.subarray(0, Math.max(bytes, 0)), () => request.socket.destroy());
        return;
      }
      case 'slowBody': {
        const body = documentBytes(answer(this.#state, recorded, wire).body);
        response.writeHead(200, { 'content-type': wire.contentType, 'content-length': String(body.length) });
        const size = failure.chunkSize ?? 16;
        for (let start = 0; start < body.length; start += size) {
          if (response.destroyed || !(await this.#delays.wait(failure.intervalMs))) return;
          response.write(body.subarray(start, start + size));
        }
        response.end();
        return;
      }
    }
  }

  /** The real service's answer to a burst: its fault, with HTTP 500 or 429 (and `Retry-After`). */
  async #refuseRate(request: IncomingMessage, response: ServerResponse, wire: WireFormat, refusal: RateLimitRefusal): Promise<void> {
    const { body } = wire.fault(refusal.fault.faultCode, refusal.fault.faultString);
    const status = this.#state.options.rateLimitStatus;
    const extra: Record<string, string> = status === 429 ? { 'retry-after': String(Math.ceil(refusal.retryAfterMs / 1000)) } : {};
    await this.#send(request, response, wire, body, undefined, status, extra);
  }

  async #send(
    request: IncomingMessage,
    response: ServerResponse,
    wire: WireFormat,
    text: string | KeptDocument,
    totalItems?: number,
    status = 200,
    extraHeaders: Record<string, string> = {},
  ): Promise<void> {
    let body: Uint8Array = documentBytes(text);
    // Vary is merged into what CORS set (`Origin`), never replaced by a header of `writeHead`.
    addVary(response, 'Accept-Encoding');
    const headers: Record<string, string> = { 'content-type': wire.contentType, ...extraHeaders };
    if (totalItems !== undefined) headers['vendor-total-items'] = String(totalItems);
    const encoding = body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      body = typeof text === 'string' ? await compress(body, encoding) : await text.compressed(encoding, (bytes) => compress(bytes, encoding));
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    if (response.destroyed) return;
    response.writeHead(status, headers);
    response.end(body);
  }
}

/**
 * Starts a fake API server on 127.0.0.1 (a free port unless `port` is given).
 *
 * @param options - Users, dataset sizes, delays and failure injection; see {@link FakeServerOptions}.
 * @returns The running server: its `url`, live `state`, `inject` and `close`.
 * @throws `TypeError` naming an unknown or invalid option.
 * @example
 * ```ts
 * import { afterAll, beforeAll, expect, it } from 'vitest';
 * import { Client } from '@svclib/core';
 * import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
 *
 * let server: FakeServer;
 * beforeAll(async () => { server = await startFakeServer(); });
 * afterAll(() => server.close());
 *
 * it('reads the account', async () => {
 *   const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
 *   expect(await client.call('Account', 'getObject', { mask: 'companyName' })).toEqual({ companyName: 'Fake Company Ltd.' });
 * });
 * ```
 */
export async function startFakeServer(options?: FakeServerOptions): Promise<FakeServer> {
  const resolved = resolveOptions(options);
  const state = new ServerState(resolved);
  const injector = new FailureInjector(resolved.faults, resolved.inject);
  const delays = new Delays();
  const handler = new RequestHandler(state, injector, delays);
  const server: Server = createServer((request, response) => {
    response.on('error', () => undefined);
    handler.handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendText(response, 500, `Fake server failure: ${error instanceof Error ? error.message : String(error)}\n`);
      } else {
        response.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}/xmlrpc/v3.1`,
    restUrl: `http://127.0.0.1:${port}/rest/v3.1`,
    tokenUrl: `http://127.0.0.1:${port}${TOKEN_PATH}`,
    issueAccessToken: (username) => {
      const user = username === undefined ? resolved.users[0] : resolved.users.find((candidate) => candidate.username === username);
      if (user === undefined) throw new TypeError(`issueAccessToken: no user ${username ?? ''} on the fake server.`);
      return state.issueAccessToken(user.id).token;
    },
    expireAccessToken: (token) => {
      state.accessTokens.delete(token);
    },
    state,
    inject: (rule) => injector.add(rule),
    clearInjections: () => injector.clear(),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        delays.close();
        // The 'close' event fires before libuv has released the handles; one more turn of the
        // event loop (past its close phase) lets `close()` resolve with nothing left open.
        server.close(() => setTimeout(resolve, 0));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
