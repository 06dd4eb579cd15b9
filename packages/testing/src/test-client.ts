/**
 * Test helper: one XML-RPC call to a fake server over real HTTP with plain `fetch` and the codec.
 *
 * @module
 */
import { decodeMethodResponse, encodeMethodCall, isXmlRpcFault } from '@svclib/xmlrpc';
import { FAKE_API_KEY, FAKE_USERNAME } from './constants.js';
import type { FakeServer } from './fake-server.js';

/** Options of {@link rpc}. */
export interface RpcOptions {
  /** XML-RPC headers besides `authenticate`. */
  headers?: Record<string, unknown>;
  /** Positional arguments. */
  args?: unknown[];
  /** The `authenticate` header; default the demo user's key; `null` leaves it out. */
  auth?: Record<string, unknown> | null;
  /** HTTP headers; default `accept-encoding: identity`. */
  httpHeaders?: Record<string, string>;
}

/** What a call returned. */
export interface RpcResult {
  status: number;
  headers: Headers;
  /** The decoded value (undefined for a fault). */
  value: unknown;
  /** The fault, if the response was one. */
  fault: { faultCode: unknown; faultString: string } | undefined;
}

/** The default `authenticate` header of the demo user. */
export const DEMO_AUTH = { username: FAKE_USERNAME, apiKey: FAKE_API_KEY };

/** Calls `service.method` on `server` and decodes the answer. */
export async function rpc(server: FakeServer, service: string, method: string, options: RpcOptions = {}): Promise<RpcResult> {
  const auth = options.auth === undefined ? DEMO_AUTH : options.auth;
  const headers = { ...(auth === null ? {} : { authenticate: auth }), ...options.headers };
  const response = await fetch(`${server.url}/${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', 'accept-encoding': 'identity', ...options.httpHeaders },
    body: encodeMethodCall(method, [{ headers }, ...(options.args ?? [])]),
  });
  const text = await response.text();
  try {
    return { status: response.status, headers: response.headers, value: await decodeMethodResponse(text), fault: undefined };
  } catch (error) {
    if (isXmlRpcFault(error)) {
      return { status: response.status, headers: response.headers, value: undefined, fault: { faultCode: error.faultCode, faultString: error.faultString } };
    }
    throw error;
  }
}

/** Calls and returns the value, failing the test on a fault. */
export async function value<T = unknown>(server: FakeServer, service: string, method: string, options?: RpcOptions): Promise<T> {
  const result = await rpc(server, service, method, options);
  if (result.fault) throw new Error(`unexpected fault ${String(result.fault.faultCode)}: ${result.fault.faultString}`);
  return result.value as T;
}

/** The mask header of a string mask. */
export function mask(text: string): Record<string, unknown> {
  return { Vendor_ObjectMask: { mask: text } };
}
