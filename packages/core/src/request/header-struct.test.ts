/**
 * The request record is the single truth (SPEC §2): `headers` holds only the caller's and the auth
 * plugin's headers, and the transport derives init parameters, mask, filter and result limit from
 * the record's fields when it sends. Checked on the wire, against a server on 127.0.0.1.
 */
import { decodeMethodCall } from '@svclib/xmlrpc';
import { describe, expect, it } from 'vitest';
import type { AuthPlugin } from '../auth/types.js';
import { Client } from '../client/client.js';
import { formatObjectMask, headerStruct, initParametersHeader, MASK_HEADER, objectFilterHeader, objectMaskHeader } from './header-struct.js';
import type { CallRequest, Transport } from './call-request.js';
import { useTestServers } from '../test-support/test-server.js';
import { createXmlRpcTransport } from '../transports/xmlrpc/xmlrpc-transport.js';

const serve = useTestServers();
const RESPONSE = '<?xml version="1.0"?><methodResponse><params><param><value><int>1</int></value></param></params></methodResponse>';

/** A server answering every call; `sent()` decodes the header struct of each call it received. */
async function server() {
  const running = await serve((_request, response) => {
    response.setHeader('content-type', 'text/xml');
    response.end(RESPONSE);
  });
  const sent = async () =>
    Promise.all(
      running.requests.map(async (request) => {
        const call = (await decodeMethodCall(new Uint8Array(request.body))) as { params: unknown[] };
        return (call.params[0] as { headers: Record<string, unknown> }).headers;
      }),
    );
  return { url: `${running.url}/xmlrpc`, sent };
}

describe('the request record is the single truth', () => {
  it('keeps only the caller’s and the auth headers in the record; the fields are derived on the wire', async () => {
    const { url, sent } = await server();
    const seen: CallRequest[] = [];
    const transport = createXmlRpcTransport();
    const client = new Client({ endpointUrl: url, username: 'u', apiKey: 'k', transport: (request) => (seen.push(request), transport(request)) });
    await client.untyped.call('Account', 'getObject', { id: 4, mask: 'id', filter: { a: { operation: 1 } }, limit: 2, offset: 6, headers: { custom: 1 } });
    expect(seen[0]!.headers).toEqual({ custom: 1, authenticate: { username: 'u', apiKey: 'k' } });
    expect(await sent()).toEqual([
      {
        Vendor_AccountInitParameters: { id: 4 },
        Vendor_ObjectMask: { mask: 'mask[id]' },
        Vendor_AccountObjectFilter: { a: { operation: 1 } },
        resultLimit: { limit: 2, offset: 6 },
        custom: 1,
        authenticate: { username: 'u', apiKey: 'k' },
      },
    ]);
  });

  it('an auth plugin that changes a field changes the wire', async () => {
    const { url, sent } = await server();
    const auth: AuthPlugin = {
      getRequest: (request) => ({ ...request, mask: 'id, hostname', limit: 5, identifier: 9, headers: { ...request.headers, authenticate: { session: 's' } } }),
    };
    await new Client({ endpointUrl: url, auth, transport: createXmlRpcTransport() }).call('Virtual_Guest', 'getObject', { mask: 'id', id: 1 });
    expect(await sent()).toEqual([
      {
        Vendor_Virtual_GuestInitParameters: { id: 9 },
        Vendor_ObjectMask: { mask: 'mask[id, hostname]' },
        resultLimit: { limit: 5, offset: 0 },
        authenticate: { session: 's' },
      },
    ]);
  });

  it('a custom transport that changes a field before the XML-RPC transport changes the wire', async () => {
    const { url, sent } = await server();
    const inner = createXmlRpcTransport();
    const nextPage: Transport = (request) => inner({ ...request, offset: (request.offset ?? 0) + 10, filter: undefined });
    await new Client({ endpointUrl: url, transport: nextPage }).untyped.call('Account', 'getObject', { limit: 10, filter: { x: { operation: 1 } } });
    expect(await sent()).toEqual([{ resultLimit: { limit: 10, offset: 10 } }]);
  });

  it('createXmlRpcTransport() sends a hand-built record correctly', async () => {
    const { url, sent } = await server();
    const record: CallRequest = {
      endpoint: url,
      service: 'Vendor_Ticket',
      method: 'getObject',
      args: ['a'],
      transportHeaders: { 'Content-Type': 'application/xml' },
      timeout: undefined,
      proxy: undefined,
      identifier: 7,
      mask: { id: true },
      filter: undefined,
      limit: undefined,
      offset: undefined,
      headers: {},
      signal: undefined,
    };
    await expect(createXmlRpcTransport()(record)).resolves.toBe(1);
    expect(await sent()).toEqual([{ Vendor_TicketInitParameters: { id: 7 }, Vendor_TicketObjectMask: { mask: { id: true } } }]);
  });

  it('names the headers once, for compat-v2 and the CLI', () => {
    expect([MASK_HEADER, initParametersHeader('Account'), objectMaskHeader('Vendor_Account'), objectFilterHeader('Ticket')]).toEqual([
      'Vendor_ObjectMask',
      'Vendor_AccountInitParameters',
      'Vendor_AccountObjectMask',
      'Vendor_TicketObjectFilter',
    ]);
    expect([formatObjectMask(' id '), formatObjectMask('mask[id]'), formatObjectMask('[id]')]).toEqual(['mask[id]', 'mask[id]', '[id]']);
    const record = { service: 'Vendor_Account', identifier: undefined, mask: undefined, filter: undefined, limit: undefined, offset: 3, headers: { a: 1 } };
    expect(headerStruct(record)).toEqual({ a: 1 });
  });
});
