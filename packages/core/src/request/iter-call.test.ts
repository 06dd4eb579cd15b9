import { describe, expect, it } from 'vitest';
import type { IterCallOptions } from '../options/call-options.js';
import { Client } from '../client/client.js';
import type { CallRequest, Transport } from './call-request.js';
import { fixtureTransport, listTransport } from '../test-support/test-transport.js';
import { setTotalItems } from './total-items.js';
import { headerStruct } from './header-struct.js';

/** `[limit, offset]` of each request. */
function pages(requests: readonly CallRequest[]): [number, number][] {
  return requests.map((request) => {
    const limit = headerStruct(request).resultLimit as { limit: number; offset: number };
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
    expect(await collect(client.untyped.iterCall('Account', 'getVirtualGuests', options))).toEqual(items);
    expect(pages(fixture.requests)).toEqual(expectedPages);
  });

  it('rule 5: a non-list result is yielded once and ends', async () => {
    const { requests, transport } = fixtureTransport(() => ({ id: 1, companyName: 'Acme' }));
    const client = new Client({ transport });
    expect(await collect(client.iterCall('Account', 'getObject'))).toEqual([{ id: 1, companyName: 'Acme' }]);
    expect(requests).toHaveLength(1);
  });

  it('iterPages: a non-list result is one page of that value; an empty result is no page', async () => {
    const single = fixtureTransport(() => ({ id: 1 }));
    expect(await collect(new Client({ transport: single.transport }).iterPages('Account', 'getObject'))).toEqual([
      { items: [{ id: 1 }], offset: 0, total: undefined },
    ]);
    const empty = fixtureTransport(() => []);
    expect(await collect(new Client({ transport: empty.transport }).iterPages('Account', 'getVirtualGuests'))).toEqual([]);
  });

  it('iterPages: a server that sends more than asked is cut at limit', async () => {
    const { transport } = fixtureTransport(() => ids(0, 30));
    const pages = await collect(new Client({ transport }).iterPages('Account', 'getVirtualGuests', { chunk: 10, limit: 12 }));
    expect(pages.map((page) => [page.offset, page.items.length])).toEqual([[0, 12]]);
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
    await collect(client.untyped.iterCall('Account', 'getVirtualGuests', { chunk: 10, mask: 'id', filter: { f: { operation: 1 } } }));
    expect(fixture.requests.map((request) => headerStruct(request).Vendor_ObjectMask)).toEqual([{ mask: 'mask[id]' }, { mask: 'mask[id]' }]);
    expect(fixture.requests.map((request) => request.filter?.f)).toEqual([{ operation: 1 }, { operation: 1 }]);
  });

  it('is the same generator through call(…, { iter: true }) and handle.iterCall', async () => {
    const fixture = listTransport(12);
    const client = new Client({ transport: fixture.transport });
    expect(await collect(client.call('Account', 'getVirtualGuests', { iter: true, chunk: 5 }))).toEqual(ids(0, 12));
    expect(await collect(client.Account.iterCall('getVirtualGuests', { chunk: 5, limit: 6 }))).toEqual(ids(0, 6));
    expect(pages(fixture.requests)).toEqual([[5, 0], [5, 5], [5, 10], [5, 0], [1, 5]]);
  });

  it.each<[IterCallOptions, Error]>([
    [{ chunk: 'x' as never }, new TypeError('iterCall option "chunk" must be a number, got a string')],
    [{ chunk: 2.5 }, new TypeError('iterCall option "chunk" must be an integer, got 2.5')],
    [{ limit: -1 }, new TypeError('iterCall option "limit" must be a non-negative integer, got -1')],
    [{ offset: 1.5 }, new TypeError('iterCall option "offset" must be a non-negative integer, got 1.5')],
    [{ concurrency: 0 }, new TypeError('iterCall option "concurrency" must be a positive integer, got 0')],
    [{ bogus: 1 } as never, new TypeError('Unknown iterCall option(s): bogus (allowed: args, id, mask, select, filter, headers, compress, rawHeaders, limit, offset, signal, iter, chunk, concurrency)')],
    [{ mask: 5 } as never, new TypeError('iterCall option "mask" must be a non-empty string or an object, got 5')],
  ])('rejects bad options %j before any request', async (options, error) => {
    const fixture = listTransport(10);
    await expect(collect(new Client({ transport: fixture.transport }).untyped.iterCall('Account', 'getVirtualGuests', options))).rejects.toThrowError(error);
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
  it('requests the remaining pages up to concurrency at a time, yields in order, stops at the page that reaches the total (requested whole, it comes back short)', async () => {
    // Later pages answer faster, so out-of-order completion is exercised.
    const fixture = listTransport(95, {
      reportTotal: true,
      delayMs: (request) => 40 - ((headerStruct(request).resultLimit as { offset: number }).offset % 40),
    });
    const client = new Client({ transport: fixture.transport });
    const items = await collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 4 }));
    expect(items).toEqual(ids(0, 95));
    expect(pages(fixture.requests)).toEqual([
      [10, 0], [10, 10], [10, 20], [10, 30], [10, 40], [10, 50], [10, 60], [10, 70], [10, 80], [10, 90],
    ]);
    expect(fixture.maxInFlight).toBe(4);
  });

  it.each([
    [5, 25],
    [0, 25],
    [15, 25],
    [20, 25],
    [10, 30],
    [1, 9],
  ])('a reported total of %d with %d items: every item, in order, paged on past the total (issue 27 item 4)', async (reported, count) => {
    const fixture = listTransport(count, { reportTotal: reported, delayMs: 2 });
    const client = new Client({ transport: fixture.transport });
    expect(await collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 4 }))).toEqual(ids(0, count));
    const offsets = pages(fixture.requests).map(([, offset]) => offset);
    expect(offsets).toEqual(Array.from({ length: offsets.length }, (_, index) => index * 10));
    expect(offsets.length).toBe(Math.floor(count / 10) + 1);
    // Past the total, one page at a time.
    if (reported < 10) expect(fixture.maxInFlight).toBe(1);
  });

  it('iterPages with a lying total: the pages of every item, their reported total as sent (issue 27 item 4)', async () => {
    const fixture = listTransport(25, { reportTotal: 5 });
    const client = new Client({ transport: fixture.transport });
    const seen = await collect(client.iterPages('Account', 'getVirtualGuests', { chunk: 10, concurrency: 3 }));
    expect(seen.map((page) => [page.offset, page.items.length, page.total])).toEqual([[0, 10, 5], [10, 10, 5], [20, 5, 5]]);
  });

  it('a total above the truth ends at the short page', async () => {
    const fixture = listTransport(25, { reportTotal: 1000, delayMs: 2 });
    const client = new Client({ transport: fixture.transport });
    expect(await collect(client.iterCall('Account', 'getVirtualGuests', { chunk: 10, concurrency: 2 }))).toEqual(ids(0, 25));
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
    expect(sent).toBeLessThanOrEqual(1 + 2 * 3); // the first page, then at most 2 × concurrency pages held
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

/** One request held by {@link heldTransport} until the test answers it. */
interface HeldRequest {
  readonly offset: number;
  readonly limit: number;
  readonly signal: AbortSignal | undefined;
  /** Answers with the page of the list (or `items` instead). */
  answer(items?: { id: number }[]): void;
  /** Fails the request with `error`. */
  fail(error: Error): void;
  /** Whether it was answered, failed or aborted. */
  settled: boolean;
}

/**
 * An in-process transport serving `count` items (total reported) whose requests wait until the test
 * answers them, so the order in which pages settle is chosen by the test. It tracks the highest
 * number in flight and, through `consumed`, the highest number of pages held ahead of the consumer.
 */
function heldTransport(count: number, chunk: number): {
  transport: Transport;
  requests: HeldRequest[];
  /** Requests not settled yet. */
  pending: () => HeldRequest[];
  /** The request at `offset`. */
  at: (offset: number) => HeldRequest;
  /** Items the test has consumed (it updates this). */
  consumed: number;
  maxInFlight: number;
  /** Highest count of pages requested and not yet consumed in full, seen at each request. */
  maxHeld: number;
  /** Answer every request at once, now and from now on. */
  autoAnswer: () => void;
} {
  let inFlight = 0;
  let auto = false;
  const fixture = {
    requests: [] as HeldRequest[],
    consumed: 0,
    maxInFlight: 0,
    maxHeld: 0,
    pending: () => fixture.requests.filter((request) => !request.settled),
    at: (offset: number): HeldRequest => {
      const found = fixture.requests.find((request) => request.offset === offset);
      if (found === undefined) throw new Error(`no request at offset ${String(offset)}`);
      return found;
    },
    autoAnswer: () => {
      auto = true;
      for (const request of fixture.pending()) request.answer();
    },
    transport: (request: CallRequest): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const { limit, offset } = headerStruct(request).resultLimit as { limit: number; offset: number };
        inFlight++;
        fixture.maxInFlight = Math.max(fixture.maxInFlight, inFlight);
        const settle = (): boolean => {
          if (held.settled) return false;
          held.settled = true;
          inFlight--;
          return true;
        };
        const held: HeldRequest = {
          offset,
          limit,
          signal: request.signal,
          settled: false,
          answer: (items = ids(offset, Math.min(count, offset + limit))) => {
            if (!settle()) return;
            setTotalItems(items, count);
            resolve(items);
          },
          fail: (error) => {
            if (settle()) reject(error);
          },
        };
        request.signal?.addEventListener('abort', () => held.fail(new Error('aborted')));
        fixture.requests.push(held);
        fixture.maxHeld = Math.max(fixture.maxHeld, fixture.requests.length - Math.floor(fixture.consumed / chunk));
        if (auto) held.answer();
      }),
  };
  return fixture;
}

/** Lets every pending promise callback run (the transport answers synchronously, without timers). */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Pulls `n` items from `iterator`, counting them in `fixture.consumed`. */
async function pull(iterator: AsyncIterator<unknown>, n: number, fixture: { consumed: number }): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const next = await iterator.next();
    if (next.done === true) break;
    items.push(next.value);
    fixture.consumed++;
  }
  return items;
}

describe('iterCall — concurrency: the window refills on completion, not on consumption', () => {
  const chunk = 10;

  /** A concurrent iteration over `total` items whose first page is answered (the total is known). */
  async function pastFirstPage(total: number, concurrency: number): Promise<{
    fixture: ReturnType<typeof heldTransport>;
    iterator: AsyncGenerator<unknown>;
  }> {
    const fixture = heldTransport(total, chunk);
    const iterator = new Client({ transport: fixture.transport }).iterCall('Account', 'getVirtualGuests', { chunk, concurrency });
    const first = iterator.next();
    await settle();
    fixture.at(0).answer();
    await first;
    return { fixture, iterator };
  }
  const offsets = (requests: readonly HeldRequest[]): number[] => requests.map((request) => request.offset);

  it('a slow page does not hold back the other slots: they refill up to 2 × concurrency pages, never more than concurrency in flight', async () => {
    const { fixture, iterator } = await pastFirstPage(200, 4); // the total is reported: the concurrent phase starts
    fixture.consumed++;
    await settle();
    expect(offsets(fixture.pending())).toEqual([10, 20, 30, 40]);

    expect(await pull(iterator, 9, fixture)).toEqual(ids(1, 10));
    const waiting = iterator.next(); // waits for the page at 10, which stays slow
    // Every other page answers as soon as it is asked for.
    for (let round = 0; round < 10; round++) {
      for (const request of fixture.pending()) if (request.offset !== 10) request.answer();
      await settle();
    }
    // Page 10 plus 7 answered pages are held (2 × concurrency = 8); only page 10 is in flight.
    expect(offsets(fixture.requests)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(offsets(fixture.pending())).toEqual([10]);
    expect(fixture.maxInFlight).toBe(4);
    expect(fixture.maxHeld).toBe(8);

    fixture.at(10).answer();
    expect(await waiting).toEqual({ done: false, value: { id: 10 } });
    fixture.consumed++;
    fixture.autoAnswer();
    const rest: unknown[] = [];
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) {
      rest.push(next.value);
      fixture.consumed++;
    }
    expect(rest).toEqual(ids(11, 200));
    // Each page once, and one past the total: a full page that reaches the total may not be the last
    // (a server can report fewer than it has, issue 27 item 4); the empty answer at 200 ends it.
    expect(offsets(fixture.requests)).toEqual(Array.from({ length: 21 }, (_, page) => page * chunk));
    expect(fixture.maxInFlight).toBe(4);
    expect(fixture.maxHeld).toBe(8);
  });

  it('a consumer that stops pulling holds at most 2 × concurrency pages (memory bound)', async () => {
    const fixture = heldTransport(1000, chunk);
    fixture.autoAnswer();
    const iterator = new Client({ transport: fixture.transport }).iterCall('Account', 'getVirtualGuests', { chunk, concurrency: 3 });
    expect(await pull(iterator, 1, fixture)).toEqual(ids(0, 1));
    for (let round = 0; round < 10; round++) await settle();
    // Page 0 (being yielded) and 5 more: 6 = 2 × 3 pages held, none in flight.
    expect(offsets(fixture.requests)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(await pull(iterator, 10, fixture)).toEqual(ids(1, 11)); // page 0 done: one slot frees
    await settle();
    expect(offsets(fixture.requests)).toEqual([0, 10, 20, 30, 40, 50, 60]);

    expect(await pull(iterator, 2000, fixture)).toEqual(ids(11, 1000));
    expect(fixture.requests).toHaveLength(101); // 100 pages and the empty one past the total (a full page there may not be the last)
    expect(fixture.maxHeld).toBe(6);
    expect(fixture.maxInFlight).toBeLessThanOrEqual(3); // answered at once here, so rarely more than 1
  });

  it('leaving the loop aborts every request in flight and issues no more', async () => {
    const { fixture, iterator } = await pastFirstPage(1000, 4);
    await settle();
    fixture.at(20).answer(); // frees a slot: page 50 is requested while 10 is still pending
    await settle();
    expect(offsets(fixture.pending())).toEqual([10, 30, 40, 50]);
    fixture.at(10).answer();
    expect(await pull(iterator, 12, fixture)).toEqual(ids(1, 13));
    await settle();
    const inFlight = fixture.pending();
    expect(inFlight.length).toBeGreaterThan(0);
    expect(inFlight.some((request) => request.signal?.aborted === true)).toBe(false);

    await iterator.return(undefined);
    expect(inFlight.every((request) => request.settled && request.signal?.aborted === true)).toBe(true);
    const sent = fixture.requests.length;
    fixture.autoAnswer();
    await settle();
    expect(fixture.requests).toHaveLength(sent);
  });

  it('a failed page stops new requests at once, surfaces after the pages before it, and aborts the later ones', async () => {
    const { fixture, iterator } = await pastFirstPage(1000, 4);
    await settle();
    fixture.at(20).fail(new Error('page at 20 failed'));
    fixture.at(30).answer();
    await settle();
    expect(offsets(fixture.requests)).toEqual([0, 10, 20, 30, 40]); // no refill after the failure
    const later = fixture.at(40);
    fixture.at(10).answer();
    expect(await pull(iterator, 19, fixture)).toEqual(ids(1, 20));
    expect(later.signal?.aborted).toBe(false);
    await expect(iterator.next()).rejects.toThrowError(new Error('page at 20 failed'));
    expect(later.signal?.aborted).toBe(true);
    expect(fixture.requests).toHaveLength(5);
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it('a short page in the concurrent phase ends the iteration and stops requesting at once', async () => {
    const { fixture, iterator } = await pastFirstPage(1000, 3);
    await settle();
    fixture.at(20).answer(ids(20, 25)); // fewer than asked although the total says 1000
    await settle();
    expect(offsets(fixture.requests)).toEqual([0, 10, 20, 30]); // 30 went out before; nothing after
    fixture.at(10).answer();
    const rest: unknown[] = [];
    for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) rest.push(next.value);
    expect(rest).toEqual(ids(1, 25));
    expect(fixture.at(30).signal?.aborted).toBe(true);
    expect(fixture.requests).toHaveLength(4);
  });

  it('with concurrency 1 (or no total) nothing is requested ahead of the consumer', async () => {
    const fixture = heldTransport(100, chunk);
    fixture.autoAnswer();
    const iterator = new Client({ transport: fixture.transport }).iterCall('Account', 'getVirtualGuests', { chunk });
    expect(await pull(iterator, 10, fixture)).toEqual(ids(0, 10));
    for (let round = 0; round < 5; round++) await settle();
    expect(offsets(fixture.requests)).toEqual([0]); // page 0 is yielded but the loop has not asked for more
    expect(await pull(iterator, 1, fixture)).toEqual(ids(10, 11));
    expect(offsets(fixture.requests)).toEqual([0, 10]);
    expect(fixture.maxInFlight).toBe(1);
  });
});
