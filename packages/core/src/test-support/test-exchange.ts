/**
 * Test helper (not shipped): request records and XML-RPC replies for tests that drive a transport
 * against a {@link startTestServer} server.
 *
 * @module
 */

import type { ServerResponse } from 'node:http';
import type { ServiceError } from '../errors/errors.js';
import type { CallRequest } from '../request/call-request.js';

/** The XML declaration the replies start with. */
export const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * A `methodResponse` whose one param is `<value>value</value>`.
 *
 * @example
 * ```ts
 * responseXml('<int>1</int>');
 * ```
 */
export function responseXml(value: string): string {
  return `${XML_DECL}<methodResponse><params><param><value>${value}</value></param></params></methodResponse>`;
}

/**
 * A fault response with the given `faultCode` value (typed, e.g. `<int>-32601</int>`) and fault string.
 *
 * @example
 * ```ts
 * faultXml('<string>Vendor_Exception_ObjectNotFound</string>', 'Unable to find object');
 * ```
 */
export function faultXml(code: string, text: string): string {
  return (
    `${XML_DECL}<methodResponse><fault><value><struct>` +
    `<member><name>faultCode</name><value>${code}</value></member>` +
    `<member><name>faultString</name><value><string>${text}</string></value></member>` +
    `</struct></value></fault></methodResponse>`
  );
}

/**
 * Writes a whole reply (`Content-Type: text/xml` unless `headers` say otherwise).
 *
 * @example
 * ```ts
 * await serve((_request, response) => reply(response, 503, 'down', { 'Retry-After': '1' }));
 * ```
 */
export function reply(response: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/xml', ...headers });
  response.end(body);
}

/**
 * A request record for `Vendor_Account.getObject` with every optional field unset, `overrides` over it.
 *
 * @example
 * ```ts
 * await transport(requestRecord({ endpoint: `${server.url}/xmlrpc/v3.1`, timeout: 1 }));
 * ```
 */
export function requestRecord(overrides: Partial<CallRequest> & Pick<CallRequest, 'endpoint'>): CallRequest {
  return {
    service: 'Vendor_Account',
    method: 'getObject',
    args: [],
    transportHeaders: { 'Content-Type': 'application/xml' },
    timeout: undefined,
    proxy: undefined,
    identifier: undefined,
    mask: undefined,
    filter: undefined,
    limit: undefined,
    offset: undefined,
    headers: {},
    signal: undefined,
    ...overrides,
  };
}

/**
 * The error `promise` rejects with; fails the test when it resolves.
 *
 * @example
 * ```ts
 * const error = await failure(transport(request));
 * ```
 */
export async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    return error as ServiceError;
  }
  throw new Error('expected the call to fail');
}
