import { describe, expect, it } from 'vitest';
import { decodeMethodCall, decodeMethodResponse } from './decode.js';
import { encodeMethodResponse } from './encode.js';
import { XmlRpcDecodeError } from './errors.js';

const VALUE = { text: 'é漢😀 mixed ascii', list: ['😀😀', 'ü'], n: 1 };
const DOC = encodeMethodResponse(VALUE);
const BYTES = new TextEncoder().encode(DOC);

function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]);
      else controller.close();
    },
  });
}

async function* iterate<T>(chunks: readonly T[]): AsyncGenerator<T> {
  for (const chunk of chunks) {
    await Promise.resolve();
    yield chunk;
  }
}

describe('streaming decode', () => {
  it('decodes a document split into two byte chunks at every byte position', async () => {
    expect(BYTES.length).toBeGreaterThan(DOC.length); // multi-byte characters present
    for (let i = 0; i <= BYTES.length; i++) {
      const chunks = [BYTES.subarray(0, i), BYTES.subarray(i)];
      expect(await decodeMethodResponse(streamOf(chunks)), `split at ${i}`).toEqual(VALUE);
    }
  });

  it('decodes a document split into three byte chunks around each multi-byte character', async () => {
    for (let i = 0; i < BYTES.length; i++) {
      if (BYTES[i]! < 0x80) continue;
      const chunks = [BYTES.subarray(0, i), BYTES.subarray(i, i + 1), BYTES.subarray(i + 1)];
      expect(await decodeMethodResponse(iterate(chunks)), `split at ${i}`).toEqual(VALUE);
    }
  });

  it('decodes one byte at a time', async () => {
    const chunks = Array.from(BYTES, (b) => new Uint8Array([b]));
    expect(await decodeMethodResponse(streamOf(chunks))).toEqual(VALUE);
  });

  it('decodes string chunks split at every position, including inside surrogate pairs', async () => {
    for (let i = 0; i <= DOC.length; i++) {
      expect(await decodeMethodResponse(iterate([DOC.slice(0, i), DOC.slice(i)])), `split at ${i}`).toEqual(VALUE);
    }
  });

  it('decodes a mix of string and byte chunks', async () => {
    const half = DOC.indexOf('<value>');
    const chunks = [DOC.slice(0, half), new TextEncoder().encode(DOC.slice(half))];
    expect(await decodeMethodResponse(iterate(chunks))).toEqual(VALUE);
  });

  it('decodes a Uint8Array larger than one internal step with characters across the steps', async () => {
    const text = '漢é😀'.repeat(60_000); // ~540 KB of UTF-8, not aligned to 256 KiB steps
    const bytes = new TextEncoder().encode(encodeMethodResponse(text));
    expect(await decodeMethodResponse(bytes)).toBe(text);
  });

  it('decodes a methodCall from a stream', async () => {
    const xml = '<methodCall><methodName>a.b</methodName><params><param><value>é</value></param></params></methodCall>';
    expect(await decodeMethodCall(streamOf([new TextEncoder().encode(xml)]))).toEqual({ method: 'a.b', params: ['é'] });
  });

  it('skips a UTF-8 byte order mark, even split across chunks', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    expect(await decodeMethodResponse(streamOf([bom.subarray(0, 1), bom.subarray(1), BYTES]))).toEqual(VALUE);
  });

  it.each([
    { name: 'invalid UTF-8', chunks: [BYTES.subarray(0, 50), new Uint8Array([0xc3, 0x28]), BYTES.subarray(50)], reason: /invalid UTF-8/ },
    { name: 'truncated UTF-8 at the end', chunks: [BYTES, new Uint8Array([0xe6, 0xbc])], reason: /invalid UTF-8 data \(truncated character\)/ },
    { name: 'UTF-16 byte order mark', chunks: [new Uint8Array([0xff, 0xfe, 0x3c, 0x00])], reason: /unsupported encoding UTF-16/ },
    { name: 'malformed XML mid-stream', chunks: [BYTES.subarray(0, 60), new TextEncoder().encode('<<<')], reason: /malformed XML/ },
  ])('rejects $name with XmlRpcDecodeError', async ({ chunks, reason }) => {
    const error: unknown = await decodeMethodResponse(streamOf(chunks)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XmlRpcDecodeError);
    expect((error as XmlRpcDecodeError).reason).toMatch(reason);
  });

  it('rejects chunks of the wrong type with a TypeError', async () => {
    await expect(decodeMethodResponse(iterate([42]) as never)).rejects.toBeInstanceOf(TypeError);
    await expect(decodeMethodResponse(new ReadableStream({ start: (c) => c.enqueue('x') }) as never)).rejects.toBeInstanceOf(TypeError);
  });
});

describe('maxBytes on endless streams', () => {
  const CHUNK = new TextEncoder().encode(`<methodResponse><params><param><value><string>${'x'.repeat(65_000)}`);
  const FILLER = new TextEncoder().encode('y'.repeat(64 * 1024));

  it('rejects an endless ReadableStream fast, cancels it and stops pulling', async () => {
    let pulls = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          controller.enqueue(pulls++ === 0 ? CHUNK : FILLER);
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const started = performance.now();
    const error: unknown = await decodeMethodResponse(stream, { maxBytes: 1024 * 1024 }).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(error).toBeInstanceOf(XmlRpcDecodeError);
    expect((error as XmlRpcDecodeError).reason).toBe('document larger than maxBytes (1048576 bytes)');
    expect(cancelled).toBe(true);
    const pullsAtRejection = pulls;
    expect(pullsAtRejection).toBeLessThanOrEqual(18); // 1 MiB / 64 KiB, plus the first and one in flight
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulls).toBe(pullsAtRejection);
  });

  it('rejects an endless async generator and closes it', async () => {
    let pulls = 0;
    let closed = false;
    async function* endless(): AsyncGenerator<Uint8Array> {
      try {
        for (;;) {
          await Promise.resolve();
          yield pulls++ === 0 ? CHUNK : FILLER;
        }
      } finally {
        closed = true;
      }
    }
    await expect(decodeMethodResponse(endless(), { maxBytes: 512 * 1024 })).rejects.toThrow(/larger than maxBytes/);
    await Promise.resolve();
    expect(closed).toBe(true);
    expect(pulls).toBeLessThanOrEqual(10);
  });

  it('counts string chunks in UTF-8 bytes', async () => {
    const doc = encodeMethodResponse('漢'.repeat(100));
    const bytes = new TextEncoder().encode(doc).length;
    await expect(decodeMethodResponse(iterate([doc]), { maxBytes: bytes })).resolves.toBe('漢'.repeat(100));
    await expect(decodeMethodResponse(iterate([doc]), { maxBytes: bytes - 1 })).rejects.toBeInstanceOf(XmlRpcDecodeError);
  });

  it('stops pulling after a decode error in an endless stream', async () => {
    let pulls = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls++;
          controller.enqueue(new TextEncoder().encode('<methodResponse><oops>'));
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    await expect(decodeMethodResponse(stream)).rejects.toThrow(/unknown element <oops>/);
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThanOrEqual(2);
  });
});

describe('abort signal', () => {
  it('rejects with the signal reason and cancels a stalled stream', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(BYTES.subarray(0, 10));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const pending = decodeMethodResponse(stream, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stop')), 10);
    await expect(pending).rejects.toThrow('stop');
    expect(cancelled).toBe(true);
  });

  it('rejects with the signal reason when an async iterable stalls', async () => {
    let closed = false;
    const iterable: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<Uint8Array>>(() => undefined),
        return: () => {
          closed = true;
          return Promise.resolve({ done: true, value: undefined });
        },
      }),
    };
    const pending = decodeMethodResponse(iterable, { signal: AbortSignal.timeout(10) });
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(closed).toBe(true);
  });

  it('rejects at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('early'));
    await expect(decodeMethodResponse(DOC, { signal: controller.signal })).rejects.toThrow('early');
  });
});
