/**
 * The request record built for every call (the seed's "call request record"), and the transport seam.
 *
 * @module
 */

import type { NormalizedCallOptions, XmlRpcHeaders } from '../options/call-options.js';
import { setOwn } from '../util/records.js';

export type { XmlRpcHeaders } from '../options/call-options.js';

/**
 * One call, fully described. The client builds it, an auth plugin may replace it, and a
 * {@link Transport} sends it.
 *
 * @example
 * ```ts
 * const recorded: CallRequest[] = [];
 * const client = new Client({ transport: async (request) => { recorded.push(request); return []; } });
 * ```
 */
export interface CallRequest {
  /** Client endpoint URL, without a trailing `/`. */
  endpoint: string;
  /** Full service name with the `Vendor_` prefix. */
  service: string;
  /** Remote method name. */
  method: string;
  /** Positional arguments of the remote method. */
  args: unknown[];
  /** HTTP headers sent with the request (defaults, compression headers, then `rawHeaders`). */
  transportHeaders: Record<string, string>;
  /** Timeout in seconds; `undefined` means none. */
  timeout: number | undefined;
  /** URL of an HTTP(S) proxy, if any. */
  proxy: string | undefined;
  /** Value of the `id` option (init parameter), if given. */
  identifier: unknown;
  /** Value of the `mask` option, if given. */
  mask: string | Record<string, unknown> | undefined;
  /** Value of the `filter` option, if given. */
  filter: Record<string, unknown> | undefined;
  /** Value of the `limit` option, if given. */
  limit: number | undefined;
  /** Value of the `offset` option, if given. */
  offset: number | undefined;
  /**
   * The caller's XML-RPC headers (the `headers` option) and those of the auth plugin. The headers
   * of `identifier`, `mask`, `filter` and `limit`/`offset` are not here: the transport derives them
   * from those fields when it sends (`headerStruct(request)`), so changing a field changes the wire.
   */
  headers: XmlRpcHeaders;
  /** Cancels the HTTP request when aborted. */
  signal: AbortSignal | undefined;
  /**
   * The service name as the caller passed it (`Account` or `Vendor_Account`), for logs and
   * timings; {@link CallRequest.service} is the full name. Set by the client.
   */
  requestedService?: string | undefined;
}

/**
 * Sends one {@link CallRequest} and resolves the decoded result, or rejects with a `ServiceError`
 * subclass. The default is the XML-RPC transport; tests and debug helpers pass their own.
 *
 * @example
 * ```ts
 * const fixture: Transport = async (request) => (request.method === 'getObject' ? { id: 1 } : []);
 * ```
 */
export type Transport = (request: CallRequest) => Promise<unknown>;

/** The names of the service a request record is for. */
export interface RequestedService {
  /** Full service name with the `Vendor_` prefix. */
  readonly service: string;
  /** The name as the caller passed it (`Account` or `Vendor_Account`). */
  readonly requestedService: string;
}

/** The client settings a request record is built from. */
export interface RequestContext {
  /** Endpoint URL without a trailing `/`. */
  readonly endpoint: string;
  /** Timeout in seconds, or `undefined` for none. */
  readonly timeout: number | undefined;
  /** Proxy URL, or `undefined`. */
  readonly proxy: string | undefined;
  /** The User-Agent header value. */
  readonly userAgent: string;
}

/**
 * Builds the request record of one call (before authentication): the fields from the options, the
 * header struct from the `headers` option only (the rest is derived from the fields when sent); the
 * HTTP headers from the defaults, the compression headers and then `rawHeaders`
 * (case-insensitively over them). No content type: each transport sets its own (XML-RPC
 * `application/xml`, REST `application/json` with a body) unless `rawHeaders` names one.
 */
export function buildCallRequest(
  context: RequestContext,
  { service, requestedService }: RequestedService,
  method: string,
  options: NormalizedCallOptions,
): CallRequest {
  const headers: XmlRpcHeaders = {};
  if (options.headers !== undefined) {
    for (const [name, value] of Object.entries(options.headers)) setOwn(headers, name, value);
  }

  const transportHeaders: Record<string, string> = {};
  const setHeader = (name: string, value: string): void => {
    const lower = name.toLowerCase();
    for (const existing of Object.keys(transportHeaders)) {
      if (existing.toLowerCase() === lower) delete transportHeaders[existing];
    }
    setOwn(transportHeaders, name, value);
  };
  setHeader('User-Agent', context.userAgent);
  if (options.compress) {
    setHeader('Accept', '*/*');
    setHeader('Accept-Encoding', 'gzip, deflate, compress');
  }
  if (options.rawHeaders !== undefined) {
    for (const [name, value] of Object.entries(options.rawHeaders)) setHeader(name, value);
  }

  return {
    endpoint: context.endpoint,
    service,
    method,
    args: options.args,
    transportHeaders,
    timeout: context.timeout,
    proxy: context.proxy,
    identifier: options.id,
    mask: options.mask,
    filter: options.filter,
    limit: options.limit,
    offset: options.offset,
    headers,
    signal: options.signal,
    requestedService,
  };
}
