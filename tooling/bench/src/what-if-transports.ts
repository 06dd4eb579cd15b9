/**
 * "What if" transports for scenario 1: svclib's `Client` (same request record, same codec) with
 * the HTTP layer swapped, to measure how much of the per-call cost is the HTTP stack. They are
 * minimal — no error mapping, timeouts, proxies or size limits — so their figures are a ceiling for
 * a fix, not a drop-in replacement.
 *
 * @module
 */
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { createGunzip, createInflate } from 'node:zlib';
import { setTotalItems, type CallRequest, type Transport } from '@svclib/core';
import { decodeMethodResponse, encodeMethodCall } from '@svclib/xmlrpc';

function requestBody(request: CallRequest): string {
  return encodeMethodCall(request.method, [{ headers: request.headers }, ...request.args]);
}

function headersOf(request: CallRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.transportHeaders)) headers[name.toLowerCase()] = value;
  headers['accept-encoding'] ??= 'identity';
  return headers;
}

function withTotal(result: unknown, header: string | null | undefined): unknown {
  if (header !== null && header !== undefined && header !== '') setTotalItems(result, Number(header));
  return result;
}

/** The XML-RPC exchange over the global `fetch`, without `ky`. */
export function fetchTransport(): Transport {
  return async (request) => {
    const response = await fetch(`${request.endpoint}/${request.service}`, {
      method: 'POST',
      headers: headersOf(request),
      body: requestBody(request),
    });
    if (response.body === null) throw new Error(`empty response body (HTTP ${String(response.status)})`);
    const result = await decodeMethodResponse(response.body);
    return withTotal(result, response.headers.get('vendor-total-items'));
  };
}

/** The XML-RPC exchange over `node:http` with a keep-alive agent (what npm xmlrpc uses), without `fetch`. */
export function nodeHttpTransport(): Transport {
  const agent = new Agent({ keepAlive: true });
  return (request) =>
    new Promise((resolve, reject) => {
      const body = requestBody(request);
      const outgoing = httpRequest(
        `${request.endpoint}/${request.service}`,
        { method: 'POST', agent, headers: { ...headersOf(request), 'content-length': String(Buffer.byteLength(body)) } },
        (response: IncomingMessage) => {
          const encoding = response.headers['content-encoding'];
          const stream =
            encoding === 'gzip' ? response.pipe(createGunzip()) : encoding === 'deflate' ? response.pipe(createInflate()) : response;
          decodeMethodResponse(stream).then(
            (result) => resolve(withTotal(result, response.headers['vendor-total-items'] as string | undefined)),
            reject,
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
