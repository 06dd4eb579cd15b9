/**
 * Test helper: one XML-RPC call to a fake server over real HTTP with plain `fetch` and the codec.
 *
 * @module
 */
import { getProperties } from '@svclib/model/catalog';
import { decodeMethodResponse, encodeMethodCall, isXmlRpcFault } from '@svclib/xmlrpc';
import { FAKE_API_KEY, FAKE_USERNAME } from './data/constants.js';
import type { FakeServer } from './http/fake-server.js';

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

/**
 * A mask of exactly `count` property names, every one a property of `type` in the API: all its
 * properties, then its relations with their own properties (the parser counts every name it
 * reads, a relation's name again where it opens a bracket). Throws when the type has too few.
 */
export function validMaskOf(type: string, count: number): string {
  const items: string[] = [];
  let used = 0;
  for (const name of getProperties(type).keys()) {
    if (used === count) break;
    items.push(name);
    used += 1;
  }
  for (const property of getProperties(type).values()) {
    if (count - used < 2) break;
    if (property.form !== 'relational') continue;
    const sub = [...getProperties(property.type).keys()].slice(0, count - used - 1);
    if (sub.length === 0) continue;
    items.push(`${property.name}[${sub.join(',')}]`);
    used += 1 + sub.length;
  }
  if (used !== count) throw new Error(`validMaskOf(${type}, ${String(count)}): only ${String(used)} names`);
  return `mask[${items.join(',')}]`;
}
