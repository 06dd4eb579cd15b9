/**
 * The record of one decoded request, kept in `server.state.requests`.
 *
 * @module
 */

/**
 * One request as the fake server decoded it, so tests can assert exactly what a client sent.
 *
 * @example
 * ```ts
 * const last = server.state.requests.at(-1)!;
 * expect(last.headers.resultLimit).toEqual({ limit: 10, offset: 0 });
 * expect(last.httpHeaders['content-type']).toBe('application/xml');
 * ```
 */
export interface RecordedRequest {
  /** Full service name from the URL path, e.g. `Vendor_Account`. */
  service: string;
  /** Method name from the `methodCall`. */
  method: string;
  /** The XML-RPC header struct (the first param's `headers` member). */
  headers: Record<string, unknown>;
  /** The method's positional arguments (the params after the header struct). */
  args: unknown[];
  /** The HTTP request headers, names lower-cased, repeated values joined with `, `. */
  httpHeaders: Record<string, string>;
}
