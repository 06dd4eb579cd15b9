/**
 * The clients under test, each reduced to "make one small masked `Account.getObject` call"
 * (issue 14's small call): svclib's `Client`, npm `xmlrpc`'s client on a keep-alive agent, and a
 * bare `node:http` keep-alive client posting a fixed, pre-encoded body (the floor of any Node
 * client here: no encode, no decode). All send the same methodCall to the same fake server.
 *
 * @module
 */
import { Agent, request as httpRequest } from 'node:http';
import xmlrpc from 'xmlrpc';
import { Client } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { encodeMethodCall } from '@svclib/xmlrpc';
import { CALL_MASK, FLOOR_NAME, XMLRPC_NAME } from './names.js';

/** Makes one call and resolves its decoded result. */
export type CallFn = () => Promise<unknown>;

/** A named way of making the benchmark call. */
export interface Subject {
  /** Short name used in tables (`svclib`, `svclib (compress: false)`, `xmlrpc 1.3.2`, …). */
  readonly name: string;
  /** Makes one call. */
  readonly call: CallFn;
  /** `true` for a client that does not decode (the floor): left out of the same-result check. */
  readonly raw?: boolean;
}

/**
 * The header struct svclib sends for the call, member for member in its order (seen on the wire:
 * a string mask goes under `Vendor_ObjectMask` as `mask[…]`, before `authenticate`).
 */
const HEADERS = {
  Vendor_ObjectMask: { mask: `mask[${CALL_MASK}]` },
  authenticate: { username: FAKE_USERNAME, apiKey: FAKE_API_KEY },
};

/** The service path of `Account` under the endpoint. */
const ACCOUNT_PATH = '/xmlrpc/v3.1/Vendor_Account';

/**
 * svclib's `Client` calling `Account.getObject` with `mask: 'id, companyName'`. By default it asks
 * for a gzip-compressed response (`compress: true`); with `compress: false` it sends exactly what
 * npm xmlrpc sends (`accept-encoding: identity`), so the server does the same work for both.
 */
export function svclibSubject(url: string, compress: boolean): Subject {
  const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url });
  const options = compress ? { mask: CALL_MASK } : { mask: CALL_MASK, compress: false };
  return {
    name: compress ? 'svclib' : 'svclib (compress: false)',
    call: () => client.call('Account', 'getObject', options),
  };
}

/** npm `xmlrpc`'s client calling `getObject` on `/xmlrpc/v3.1/Vendor_Account` with the same header struct, on a keep-alive agent. */
export function xmlrpcSubject(port: number): Subject {
  const agent = new Agent({ keepAlive: true });
  const client = xmlrpc.createClient({ host: '127.0.0.1', port, path: ACCOUNT_PATH, agent });
  const params = [{ headers: HEADERS }];
  return {
    name: XMLRPC_NAME,
    call: () =>
      new Promise((resolve, reject) => {
        client.methodCall('getObject', params, (error, value) => {
          if (error) reject(error);
          else resolve(value);
        });
      }),
  };
}

/**
 * The floor: `node:http` on a keep-alive agent posting the call's methodCall, encoded once up front,
 * and reading each response to its end without looking at it. Resolves the HTTP status.
 */
export function bareHttpSubject(port: number): Subject {
  const agent = new Agent({ keepAlive: true });
  const body = Buffer.from(encodeMethodCall('getObject', [{ headers: HEADERS }]));
  const options = {
    host: '127.0.0.1',
    port,
    path: ACCOUNT_PATH,
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/xml', 'accept-encoding': 'identity', 'content-length': String(body.length) },
  };
  return {
    name: FLOOR_NAME,
    raw: true,
    call: () =>
      new Promise((resolve, reject) => {
        const outgoing = httpRequest(options, (response) => {
          response.on('data', discard);
          response.once('end', () => resolve(response.statusCode));
          response.once('error', reject);
        });
        outgoing.once('error', reject);
        outgoing.end(body);
      }),
  };
}

function discard(): void {
  // the floor reads the body and drops it
}
