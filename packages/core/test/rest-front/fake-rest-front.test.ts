/**
 * The fake server's REST front end against the client: the parts of SPEC §12 that only the REST
 * wire has — a list asked for one item answered as a bare object, `resultLimit=<offset>,<limit>` in
 * that order, object-form masks in `objectMask`, and a malformed percent-escape in the path answered
 * as a client error (400), not a server error. Each case is checked against the same call over
 * XML-RPC, which answers from the same data, so a front end that drifts from the other fails here.
 */
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer, type FakeServer } from '@svclib/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, ServiceAPIError } from '../../src/node.js';

let server: FakeServer;
let rest: Client;
let xmlrpc: Client;
const basic = `Basic ${Buffer.from(`${FAKE_USERNAME}:${FAKE_API_KEY}`).toString('base64')}`;

beforeAll(async () => {
  server = await startFakeServer({ counts: { virtualGuests: 12 } });
  rest = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.restUrl, transport: 'rest' });
  xmlrpc = new Client({ username: FAKE_USERNAME, apiKey: FAKE_API_KEY, endpointUrl: server.url });
});
afterAll(async () => {
  await server.close();
});

/** A raw GET on the REST front end: status and parsed body. */
async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.restUrl}${path}`, { headers: { authorization: basic } });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

const ids = (records: readonly { id?: number }[]): (number | undefined)[] => records.map((record) => record.id);

describe('the fake REST front end, against the client', () => {
  it('answers a list asked for one item as a bare object, which the client wraps into a list', async () => {
    const one = await get('/Vendor_Account/getVirtualGuests.json?resultLimit=0,1&objectMask=mask%5Bid%5D');
    expect(one.status).toBe(200);
    expect(Array.isArray(one.body)).toBe(false);
    expect(one.body).toEqual({ id: expect.any(Number) as number });
    const two = await get('/Vendor_Account/getVirtualGuests.json?resultLimit=0,2&objectMask=mask%5Bid%5D');
    expect(Array.isArray(two.body)).toBe(true);
    expect(two.body).toHaveLength(2);

    const overRest = await rest.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1 });
    const overXmlRpc = await xmlrpc.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1 });
    expect(overRest).toEqual([one.body]);
    expect(overRest).toEqual(overXmlRpc);
  });

  it('reads resultLimit as <offset>,<limit>, in that order', async () => {
    const all = await xmlrpc.call('Account', 'getVirtualGuests', { mask: 'id' });
    expect(all.length).toBeGreaterThanOrEqual(12);
    const page = await get('/Vendor_Account/getVirtualGuests.json?resultLimit=2,5&objectMask=mask%5Bid%5D');
    expect(ids(page.body as { id?: number }[])).toEqual(ids(all.slice(2, 7)));
    // Offset 5, limit 2 is not offset 2, limit 5: a front end that swapped them would answer the page above.
    const other = await rest.call('Account', 'getVirtualGuests', { mask: 'id', offset: 5, limit: 2 });
    expect(ids(other)).toEqual(ids(all.slice(5, 7)));
    expect(ids(await rest.call('Account', 'getVirtualGuests', { mask: 'id', offset: 2, limit: 5 }))).toEqual(ids(all.slice(2, 7)));
  });

  it('reads an object-form mask, as the XML-RPC front end reads the same object', async () => {
    const mask = { id: null, hostname: null, datacenter: { name: null } };
    const [first] = await xmlrpc.call('Account', 'getVirtualGuests', { mask: 'id', limit: 1 });
    const id = first?.id ?? 0;
    const overRest = await rest.call('Virtual_Guest', 'getObject', { id, mask });
    const overXmlRpc = await xmlrpc.call('Virtual_Guest', 'getObject', { id, mask });
    expect(Object.keys(overRest).sort()).toEqual(['datacenter', 'hostname', 'id']);
    expect(overRest.datacenter).toEqual({ id: expect.any(Number) as number, name: expect.any(String) as string });
    expect(overRest).toEqual(overXmlRpc);
    const raw = await get(`/Vendor_Virtual_Guest/${id}/getObject.json?objectMask=${encodeURIComponent(JSON.stringify(mask))}`);
    expect(raw.body).toEqual(overRest);
  });

  it('answers a malformed percent-escape in the id segment with 400, not a 500 "URI malformed"', async () => {
    const answer = await get('/Vendor_Virtual_Guest/%ZZ/getObject.json');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.stringContaining('malformed percent-encoding') as string });
    expect(JSON.stringify(answer.body)).not.toContain('URI malformed');
    const lone = await get('/Vendor_Virtual_Guest/%ED%A0%80/getObject.json');
    expect(lone.status).toBe(400);
    // A well-formed escape still reaches the service: an unknown id is a 404 ObjectNotFound.
    const escaped = await get('/Vendor_Virtual_Guest/%39%39%39%39%39/getObject.json');
    expect(escaped.status).toBe(404);
    await expect(rest.call('Virtual_Guest', 'getObject', { id: 99999 })).rejects.toBeInstanceOf(ServiceAPIError);
  });
});
