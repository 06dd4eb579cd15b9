import { describe, expect, it } from 'vitest';
import type { IterCallOptions } from './call-options.js';
import { Client } from './client.js';
import type { CallRequest } from './request.js';
import { fixtureTransport, listTransport } from './test-transport.js';

/** `[limit, offset]` of each request. */
function pages(requests: readonly CallRequest[]): [number, number][] {
  return requests.map((request) => {
    const limit = request.headers.resultLimit as { limit: number; offset: number };
    return [limit.limit, limit.offset];
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const ids = (from: number, to: number): { id: number }[] => Array.from({ length: to - from }, (_, i) => ({ id: from + i }));

describe('iterCall — the seed rules', () => {
  it.each([0, -1, -100])('rule 1: chunk %d → RangeError "chunk size must be greater than zero", no request', async (chunk) => {
    const fixture = listTransport(10);
    const client = new Client({ transport: fixture.transport });
    await expect(collect(client.iterCall('Account', 'getVirtualGuests', { chunk }))).rejects.toThrowError(
      new RangeError('chunk size must be greater than zero'),
    );
    expect(fixture.requests).toHaveLength(0);
  });

  const cases: {
    name: string;
    count: number;
    options: IterCallOptions;
    pages: [number, number][];
    items: { id: number }[];
  }[] = [
    { name: 'rule 2: chunk shrinks to limit', count: 50, options: { chunk: 100, limit: 3 }, pages: [[3, 0]], items: ids(0, 3) },
    {
      name: 'rules 3, 7, 8: rounds of chunk with a running offset; a short page ends',
      count: 25,
      options: { chunk: 10 },
      pages: [[10, 0], [10, 10], [10, 20]],
      items: ids(0, 25),
    },
    {
      name: 'rule 4: an empty page ends',
      count: 20,
      options: { chunk: 10 },
      pages: [[10, 0], [10, 10], [10, 20]],
      items: ids(0, 20),
    },
    { name: 'default chunk is 100', count: 150, options: {}, pages: [[100, 0], [100, 100]], items: ids(0, 150) },
    {
      name: 'rule 9: never more than limit fetched — the last chunk is shortened',
      count: 100,
      options: { chunk: 10, limit: 25 },
      pages: [[10, 0], [10, 10], [5, 20]],
      items: ids(0, 25),
    },
    {
      name: 'offset starts the first round',
      count: 30,
      options: { chunk: 10, offset: 15, limit: 12 },
      pages: [[10, 15], [2, 25]],
      items: ids(15, 27),
    },
    { name: 'limit 0 fetches nothing', count: 30, options: { limit: 0 }, pages: [], items: [] },
    {
      name: 'limit larger than the list stops at the short page',
      count: 7,
      options: { chunk: 5, limit: 100 },
      pages: [[5, 0], [5, 5]],
      items: ids(0, 7),
    },
  ];

  it.each(cases)('$name', async ({ count, options, pages: expectedPages, items }) => {
    const fixture = listTransport(count);
    const client = new Client({ transport: fixture.transport });
    expect(await collect(client.iterCall('Account', 'getVirtualGuests', options))).toEqual(items);
    expect(pages(fixture.requests)).toEqual(expectedPages);
  });

  it('rule 5: a non-list result is yielded once and ends', async () => {
    const { requests, transport } = fixtureTransport(() => ({ id: 1, companyName: 'Acme' }));
    const client = new Client({ transport });
    expect(await collect(client.iterCall('Account', 'getObject'))).toEqual([{ id: 1, companyName: 'Acme' }]);
    expect(requests).toHaveLength(1);
  });

  it.each([null, '', {}, []])('rule 4: an empty result (%j) ends without yielding', async (empty) => {
    const { requests, transport } = fixtureTransport(() => empty);
    expect(await collect(new Client({ transport }).iterCall('Account', 'getObject'))).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('never yields past limit even when the server sends more than asked', async () => {
    const { transport } = fixtureTransport(() => ids(0, 50));
    expect(await collect(new Client({ transport }).iterCall('Account', 'getVirtualGuests', { limit: 7, chunk: 5 }))).toEqual(ids(0, 7));
  });

  it('passes the other call options to every page', async () => {
    const fixture = listTransport(15);
    const client = new Client({ transport: fixture.transport });
    await collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, mask: 'id', filter: { f: 1 } }));
    expect(fixture.requests.map((request) => request.headers.Vendor_ObjectMask)).toEqual([{ mask: 'mask[id]' }, { mask: 'mask[id]' }]);
    expect(fixture.requests.every((request) => request.filter?.f === 1)).toBe(true);
  });

  it('is the same generator through call(…, { iter: true }) and handle.iterCall', async () => {
    const fixture = listTransport(12);
    const client = new Client({ transport: fixture.transport });
    expect(await collect(client.call('Account', 'getVirtualGuests', { iter: true, chunk: 5 }))).toEqual(ids(0, 12));
    expect(await collect(client.Account!.iterCall('getVirtualGuests', { chunk: 5, limit: 6 }))).toEqual(ids(0, 6));
    expect(pages(fixture.requests)).toEqual([[5, 0], [5, 5], [5, 10], [5, 0], [1, 5]]);
  });

  it.each<[IterCallOptions, Error]>([
    [{ chunk: 'x' as never }, new TypeError('iterCall option "chunk" must be a number, got a string')],
    [{ chunk: 2.5 }, new TypeError('iterCall option "chunk" must be an integer, got 2.5')],
    [{ limit: -1 }, new TypeError('iterCall option "limit" must be a non-negative integer, got -1')],
    [{ offset: 1.5 }, new TypeError('iterCall option "offset" must be a non-negative integer, got 1.5')],
    [{ concurrency: 0 }, new TypeError('iterCall option "concurrency" must be a positive integer, got 0')],
    [{ bogus: 1 } as never, new TypeError('Unknown call option(s): bogus (allowed: args, id, mask, filter, headers, compress, rawHeaders, limit, offset, signal, iter)')],
    [{ mask: 5 } as never, new TypeError('Call option "mask" must be a string or an object, got 5')],
  ])('rejects bad options %j before any request', async (options, error) => {
    const fixture = listTransport(10);
    await expect(collect(new Client({ transport: fixture.transport }).iterCall('Account', 'getVirtualGuests', options))).rejects.toThrowError(error);
    expect(fixture.requests).toHaveLength(0);
  });

  it('stops requesting when the loop is left early', async () => {
    const fixture = listTransport(100);
    const client = new Client({ transport: fixture.transport });
    let seen = 0;
    for await (const item of client.iterCall('Account', 'getVirtualGuests', { chunk: 10 })) {
      void item;
      if (++seen === 15) break;
    }
    expect(pages(fixture.requests)).toEqual([[10, 0], [10, 10]]);
  });
});

describe('iterCall — concurrency', () => {
  it('requests the remaining pages up to concurrency at a time, yields in order, stops at the total', async () => {
    // Later pages answer faster, so out-of-order completion is exercised.
    const fixture = listTransport(95, {
      reportTotal: true,
      delayMs: (request) => 40 - ((request.headers.resultLimit as { offset: number }).offset % 40),
    });
    const client = new Client({ transport: fixture.transport });
    const items = await collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 4 }));
    expect(items).toEqual(ids(0, 95));
    expect(pages(fixture.requests)).toEqual([
      [10, 0], [10, 10], [10, 20], [10, 30], [10, 40], [10, 50], [10, 60], [10, 70], [10, 80], [5, 90],
    ]);
    expect(fixture.maxInFlight).toBe(4);
  });

  it('never fetches past limit', async () => {
    const fixture = listTransport(1000, { reportTotal: true, delayMs: 2 });
    const client = new Client({ transport: fixture.transport });
    const items = await collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, limit: 35, offset: 5, concurrency: 8 }));
    expect(items).toEqual(ids(5, 40));
    expect(pages(fixture.requests)).toEqual([[10, 5], [10, 15], [10, 25], [5, 35]]);
  });

  it('falls back to one page at a time when no total is reported', async () => {
    const fixture = listTransport(45, { delayMs: 2 });
    const items = await collect(new Client({ transport: fixture.transport }).iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 4 }));
    expect(items).toEqual(ids(0, 45));
    expect(fixture.maxInFlight).toBe(1);
    expect(fixture.requests).toHaveLength(5);
  });

  it('stops issuing requests and aborts those in flight when the loop is left', async () => {
    const fixture = listTransport(1000, { reportTotal: true, delayMs: 20 });
    const client = new Client({ transport: fixture.transport });
    let seen = 0;
    for await (const item of client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 3 })) {
      void item;
      if (++seen === 15) break;
    }
    const sent = fixture.requests.length;
    expect(sent).toBeLessThanOrEqual(1 + 3 + 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fixture.requests.length).toBe(sent);
    expect(fixture.aborted).toBeGreaterThan(0);
    expect(fixture.requests.slice(1).some((request) => request.signal?.aborted === true)).toBe(true);
  });

  it('propagates a page error after yielding the pages before it', async () => {
    const fixture = listTransport(100, { reportTotal: true, delayMs: 5, failAtOffset: 30 });
    const client = new Client({ transport: fixture.transport });
    const items: unknown[] = [];
    const failure = await (async () => {
      for await (const item of client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 3 })) items.push(item);
    })().catch((error: unknown) => error);
    expect(failure).toEqual(new Error('page at 30 failed'));
    expect(items).toEqual(ids(0, 30));
  });

  it("aborts in-flight pages when the caller's signal aborts", async () => {
    const fixture = listTransport(1000, { reportTotal: true, delayMs: 30 });
    const controller = new AbortController();
    const client = new Client({ transport: fixture.transport });
    const run = collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 4, signal: controller.signal }));
    setTimeout(() => controller.abort(), 45);
    await expect(run).rejects.toThrow('aborted');
    expect(fixture.aborted).toBeGreaterThan(0);
    expect(fixture.requests.length).toBeLessThan(10);
  });
});
