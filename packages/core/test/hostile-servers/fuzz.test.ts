/**
 * Seeded fuzzing of the whole response path: 10,000+ mutated and random response bodies, served
 * over real HTTP by a node:http server on 127.0.0.1, decoded by one keep-alive Client. Every call
 * must either resolve or reject with a svclib error (the ServiceError family) — never a raw
 * parser/TypeError, never hang, never leave an unhandled rejection.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom, type Random } from '@svclib/testing';
import { encodeFault, encodeMethodResponse } from '@svclib/xmlrpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, isServiceError, ServiceError } from '../../src/node.js';

const SEED = 0x5eed_2024;
const CASES = 10_000;
const CONCURRENCY = 16;

const int = (random: Random, n: number): number => Math.floor(random() * n);
const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)]!;

const STRINGS = ['', 'plain', 'é漢😀', '&<>"\'', ']]>', 'a\tb\nc', ' spaced ', '__proto__', 'constructor', '-32603', '\u0085\u2028'];
const NAMES = ['id', 'hostname', '__proto__', 'constructor', 'prototype', 'a b', 'ü', '', 'toString', 'x'.repeat(40)];

/** A random value the codec can encode. */
function randomValue(random: Random, depth: number): unknown {
  const kind = int(random, depth > 3 ? 7 : 10);
  switch (kind) {
    case 0:
      return int(random, 2 ** 31) - 2 ** 30;
    case 1:
      return pick(random, [2 ** 40, -(2 ** 53) + 1, 2n ** 63n - 1n, -(2n ** 63n)]);
    case 2:
      return (random() - 0.5) * 10 ** int(random, 300);
    case 3:
      return random() < 0.5;
    case 4:
      return pick(random, STRINGS);
    case 5:
      return random() < 0.5 ? null : new Date(Date.UTC(1970 + int(random, 100), int(random, 12), 1 + int(random, 28), int(random, 24), int(random, 60), int(random, 60)));
    case 6:
      return Uint8Array.from({ length: int(random, 12) }, () => int(random, 256));
    case 7:
    case 8:
      return Array.from({ length: int(random, 4) }, () => randomValue(random, depth + 1));
    default: {
      const struct: Record<string, unknown> = {};
      for (let i = int(random, 4); i > 0; i--) {
        Object.defineProperty(struct, pick(random, NAMES), { value: randomValue(random, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return struct;
    }
  }
}

/** Fragments that stress the decoder when spliced into a document. */
const TOKENS = [
  '<', '>', '&', '&amp;', '&#0;', '&#x110000;', '&bogus;', '<![CDATA[x]]>', ']]>', '<!DOCTYPE x [<!ENTITY a "b">]>', '&a;',
  '<?xml version="1.0" encoding="ISO-8859-1"?>', '<!-- c -->', '<?pi x?>', '</value>', '<value>', '<int>', '</int>', '<i4>99999999999</i4>',
  '<i8>99999999999999999999</i8>', '<double>NaN</double>', '<double>1e999</double>', '<boolean>2</boolean>',
  '<dateTime.iso8601>20241301T25:61:61</dateTime.iso8601>', '<base64>!!!</base64>', '<nil/>', '<ex:nil/>', '<struct>', '</struct>',
  '<member><name>__proto__</name><value><string>polluted</string></value></member>', '<array><data>', '</data></array>',
  '<fault>', '<params>', '</params>', '<methodResponse>', '\u0000', '\uFFFE', '\uD800', 'é', '\r\n', ' xmlns:ex="urn:x"', '<unknown/>',
];

/** Case `index`: a mutated valid response, a fault, or random bytes. */
function fuzzBody(index: number): Uint8Array {
  const random = seededRandom(SEED ^ Math.imul(index, 0x9e3779b1));
  const mode = int(random, 10);
  if (mode === 0) {
    return Uint8Array.from({ length: int(random, 300) }, () => int(random, 256));
  }
  let text =
    mode === 1
      ? encodeFault(pick(random, [-32700, -32601, 0, 7, 'Vendor_Exception_ObjectNotFound']), pick(random, STRINGS))
      : encodeMethodResponse(randomValue(random, 0));
  if (mode === 2 && random() < 0.5) return new TextEncoder().encode(text);
  const mutations = 1 + int(random, 4);
  for (let m = 0; m < mutations; m++) {
    const at = int(random, text.length + 1);
    switch (int(random, 6)) {
      case 0:
        text = text.slice(0, at) + pick(random, TOKENS) + text.slice(at);
        break;
      case 1:
        text = text.slice(0, at) + text.slice(at + 1 + int(random, 20));
        break;
      case 2:
        text = text.slice(0, at);
        break;
      case 3: {
        const from = int(random, text.length);
        text = text.slice(0, at) + text.slice(from, from + int(random, 60)) + text.slice(at);
        break;
      }
      case 4:
        text = text.slice(0, at) + String.fromCharCode(int(random, 0x3000)) + text.slice(at + 1);
        break;
      default:
        text = text.replace(pick(random, ['int', 'string', 'struct', 'array', 'value', 'member', 'name', 'params']), pick(random, ['i4', 'i8', 'double', 'x', 'nil', 'base64']));
    }
  }
  const bytes = new TextEncoder().encode(text);
  // Now and then, corrupt raw bytes (invalid UTF-8).
  if (random() < 0.1 && bytes.length > 0) bytes[int(random, bytes.length)] = 0x80 + int(random, 0x80);
  return bytes;
}

let server: Server;
let url: string;
let connections = 0;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = createServer((request, response) => {
    const index = Number(request.headers['x-fuzz-case']);
    request.resume();
    request.on('end', () => {
      const body = fuzzBody(index);
      response.writeHead(200, { 'content-type': 'text/xml', 'content-length': String(body.byteLength) });
      response.end(body);
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/xmlrpc/v3.1`;
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fuzzed responses over HTTP', () => {
  it(`${String(CASES)} mutated and random bodies: each a value or a typed svclib error, none hangs`, async () => {
    const client = new Client({ endpointUrl: url, timeout: 10 });
    let next = 0;
    let resolved = 0;
    const kinds = new Map<string, number>();
    const bad: string[] = [];
    const worker = async (): Promise<void> => {
      while (next < CASES) {
        const index = next++;
        try {
          await client.call('Account', 'getObject', { rawHeaders: { 'X-Fuzz-Case': String(index) } });
          resolved += 1;
        } catch (error) {
          const name = error instanceof Error ? error.name : typeof error;
          kinds.set(name, (kinds.get(name) ?? 0) + 1);
          const typed = error instanceof ServiceError && isServiceError(error);
          // Messages of the client's own errors name the request; fault errors carry the server's fault string.
          const message = error instanceof Error ? error.message : '';
          const useful = !message.includes('[object Object]') && (message.includes('POST http://') || !/^(ParseError|NotWellFormed|InvalidCharacter|UnsupportedEncoding)$/.test(name) || (error as { cause?: unknown }).cause === undefined);
          if (!typed || !useful || (name === 'TransportError' && (error as ServiceError & { faultCode?: unknown }).faultCode === 0)) {
            if (bad.length < 20) bad.push(`case ${String(index)}: ${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`fuzz: ${String(CASES)} calls in ${(performance.now() - started).toFixed(0)} ms over ${String(connections)} connections;`, resolved, 'resolved', Object.fromEntries(kinds));
    expect(bad).toEqual([]);
    expect(resolved + [...kinds.values()].reduce((a, b) => a + b, 0)).toBe(CASES);
    // The mix exercised both paths.
    expect(resolved).toBeGreaterThan(CASES / 20);
    expect(kinds.size).toBeGreaterThan(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  }, 120_000);
});
