/**
 * The two clients under test, each reduced to "make one small `Account.getObject` call": svclib's
 * `Client` and npm `xmlrpc`'s client, sending the same methodCall to the same fake server.
 *
 * @module
 */
import xmlrpc from 'xmlrpc';
import { Client, type Transport } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';

/** Makes one call and resolves its decoded result. */
export type CallFn = () => Promise<unknown>;

/** A named way of making the benchmark call. */
export interface Subject {
  /** Short name used in tables (`svclib`, `svclib (compress: false)`, `xmlrpc 1.3.2`). */
  readonly name: string;
  /** Makes one call. */
  readonly call: CallFn;
}

/**
 * svclib's `Client` calling `Account.getObject` with no options: the default configuration, which
 * asks for a gzip-compressed response (`compress: true`). With `compress: false` it sends exactly
 * what npm xmlrpc sends (no `Accept-Encoding`), so the server does the same work for both.
 */
export function svclibSubject(url: string, compress: boolean): Subject {
  const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url });
  const options = compress ? undefined : { compress: false };
  return {
    name: compress ? 'svclib' : 'svclib (compress: false)',
    call: () => client.call('Account', 'getObject', options),
  };
}

/** npm `xmlrpc`'s client calling `getObject` on `/xmlrpc/v3.1/Vendor_Account` with the same header struct. */
export function xmlrpcSubject(port: number): Subject {
  const client = xmlrpc.createClient({ host: '127.0.0.1', port, path: '/xmlrpc/v3.1/Vendor_Account' });
  const params = [{ headers: { authenticate: { username: FAKE_USERNAME, apiKey: FAKE_API_KEY } } }];
  return {
    name: 'xmlrpc 1.3.2',
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
 * svclib's `Client` with a "what if" transport in place of the default ky/fetch one (see
 * `what-if-transports.ts`): same request record, codec and options handling, another HTTP layer.
 */
export function svclibWithTransportSubject(url: string, name: string, transport: Transport): Subject {
  const client = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: url, transport });
  return { name, call: () => client.call('Account', 'getObject') };
}
