/**
 * The request record built for every call (the seed's "call request record"), and the transport seam.
 *
 * @module
 */

/** An XML-RPC header struct: header name → value. */
export type XmlRpcHeaders = Record<string, unknown>;

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
  /** The XML-RPC header struct sent as the first param (`{ headers }`), extended by authentication. */
  headers: XmlRpcHeaders;
  /** Cancels the HTTP request when aborted. */
  signal: AbortSignal | undefined;
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
