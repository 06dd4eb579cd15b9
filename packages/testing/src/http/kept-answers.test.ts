/**
 * The kept projections and documents of lists without a mask (issue 22: the fake server's CPU per
 * page): an answer is byte for byte what the encoder writes for the same list, and any change to a
 * record — through a service, or in place on `server.state.data`, or to an output after its
 * projection — shows in the next answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMethodCall, encodeMethodResponse } from '@svclib/xmlrpc';
import { Dataset, DEFAULT_COUNTS } from '../data/dataset.js';
import { startFakeServer, type FakeServer } from './fake-server.js';
import { withPollutedPrototype } from '../polluted-prototype.js';
import { projectAll } from '../engine/projection.js';
import { RECORD_RELATIONS } from '../data/record-types.js';
import { fieldsOfAll, type AnyRecord } from '../engine/relation-table.js';
import { DEMO_AUTH, value } from '../test-client.js';
import { documentBytes, encodeAnswer } from './xmlrpc-answer.js';

type Guest = Record<string, unknown> & { id: number; hostname: string };

const GUESTS = 3000;

/** One page of the account's guests, as the client asks for it (no mask). */
function page(server: FakeServer, offset: number, gzip = false): Promise<Guest[]> {
  return value<Guest[]>(server, 'Vendor_Account', 'getVirtualGuests', {
    headers: { resultLimit: { limit: 100, offset } },
    httpHeaders: { 'accept-encoding': gzip ? 'gzip' : 'identity' },
  });
}

/** The raw answer text of a page (no compression). */
async function pageText(server: FakeServer, offset: number): Promise<string> {
  const response = await fetch(`${server.url}/Vendor_Account`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', 'accept-encoding': 'identity' },
    body: encodeMethodCall('getVirtualGuests', [{ headers: { authenticate: DEMO_AUTH, resultLimit: { limit: 100, offset } } }]),
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('kept answers of lists without a mask', () => {
  const data = new Dataset({ seed: 1, counts: { ...DEFAULT_COUNTS, virtualGuests: 500 }, users: [{ id: 7001, username: 'demo' }] });
  const context = { data, currentUser: undefined, relations: RECORD_RELATIONS };

  it('writes exactly what the encoder writes, the first time and from the kept document', () => {
    const records = fieldsOfAll(data.virtualGuests.slice(100, 200));
    const first = projectAll(records, 'VirtualGuest', undefined, context);
    const expected = encodeMethodResponse(first);
    expect(documentBytes(encodeAnswer(first)).toString('utf8')).toBe(expected);
    const again = projectAll(records, 'VirtualGuest', undefined, context);
    expect(again).toEqual(first);
    expect(again[0]).not.toBe(first[0]);
    const kept = encodeAnswer(again);
    expect(typeof kept).not.toBe('string');
    expect(documentBytes(kept).toString('utf8')).toBe(expected);
  });

  it('answers a changed record with its new fields', () => {
    const records = fieldsOfAll(data.virtualGuests.slice(0, 100));
    encodeAnswer(projectAll(records, 'VirtualGuest', undefined, context));
    const guest = data.virtualGuests[42]! as unknown as AnyRecord;
    guest.hostname = 'renamed-42';
    delete guest.notes;
    guest.extraField = 'added';
    const changed = projectAll(records, 'VirtualGuest', undefined, context);
    expect(changed[42]).toMatchObject({ hostname: 'renamed-42', extraField: 'added' });
    expect(changed[42]).not.toHaveProperty('notes');
    expect(documentBytes(encodeAnswer(changed)).toString('utf8')).toBe(encodeMethodResponse(changed));
  });

  it('answers an output changed after its projection as it is now', () => {
    const records = fieldsOfAll(data.virtualGuests.slice(200, 300));
    encodeAnswer(projectAll(records, 'VirtualGuest', undefined, context));
    const outputs = projectAll(records, 'VirtualGuest', undefined, context);
    outputs[7]!.hostname = 'changed-after';
    outputs[8]!.added = 1;
    const text = documentBytes(encodeAnswer(outputs)).toString('utf8');
    expect(text).toBe(encodeMethodResponse(outputs));
    expect(text).toContain('changed-after');
  });
});

describe('kept answers through the server', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer({ counts: { virtualGuests: GUESTS } });
  });
  afterAll(() => server.close());

  it('answers the same page with the same bytes, gzip or not', async () => {
    const plain = await page(server, 1000);
    expect(plain).toHaveLength(100);
    expect(plain[0]!.id).toBe(server.state.data.virtualGuests[1000]!.id);
    expect(await page(server, 1000, true)).toEqual(plain);
    expect(await page(server, 1000, true)).toEqual(plain);
    expect(await pageText(server, 1000)).toBe(await pageText(server, 1000));
  });

  it('shows a change made through a service in the next page, gzip and identity', async () => {
    const before = await page(server, 500, true);
    const target = before[10]!;
    await value(server, 'Vendor_Virtual_Guest', 'editObject', {
      headers: { Vendor_Virtual_GuestInitParameters: { id: target.id } },
      args: [{ hostname: 'edited-by-service' }],
    });
    expect((await page(server, 500, true))[10]!.hostname).toBe('edited-by-service');
    expect((await page(server, 500))[10]!.hostname).toBe('edited-by-service');
  });

  it('shows a change made in place on the dataset in the next page', async () => {
    await page(server, 600, true);
    const guest = server.state.data.virtualGuests[650]!;
    guest.hostname = 'edited-in-place';
    expect((await page(server, 600, true))[50]!.hostname).toBe('edited-in-place');
    server.state.data.virtualGuests.splice(600, 1);
    expect((await page(server, 600, true))[0]!.id).toBe(server.state.data.virtualGuests[600]!.id);
  });

  it('never answers inherited properties of a polluted prototype', async () => {
    await page(server, 700, true);
    const polluted = await withPollutedPrototype({ injectedByPollution: 'x' }, () => page(server, 700, true));
    expect(polluted).toHaveLength(100);
    for (const guest of polluted) expect(Object.hasOwn(guest, 'injectedByPollution')).toBe(false);
    expect(polluted).toEqual(await page(server, 700, true));
  });
});
