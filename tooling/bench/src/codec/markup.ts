/**
 * Decode of documents with CDATA sections and comments (issue 14), next to the saxes floor on the
 * same bytes. Each subject runs in its own fresh Node process (as in the main benchmark), with the
 * timing of `timing.ts`; verdicts use CPU time.
 *
 * Documents, all from the `list-1000` workload (1,000 virtual-server-like records) encoded by our
 * encoder, then rewritten:
 * - `plain`: as encoded (the reference: the fast path's common case);
 * - `cdata`: every string holding `<`, `>` or `&` written as one CDATA section, unescaped, as npm
 *   `xmlrpc` servers write them;
 * - `comments`: a comment before every `<member>` (and around the root).
 *
 * This is the child of `src/markup-decode.ts` (suite 5 of `src/run.ts`): one document, subject and
 * input per fresh process; under load CPU time still wanders, so the driver alternates rounds with
 * the floor and keeps the fastest median of each.
 *
 * The floor is saxes with empty `opentag`, `closetag`, `text` and `cdata` handlers (a saxes-based
 * decoder must listen to CDATA too) over the same string, or TextDecoder-decoded 64 KiB chunks.
 *
 * Usage: markup.ts <plain|cdata|comments> <svclib|saxes> <chunks|string> (prints one JSON line)
 */
import { SaxesParser } from 'saxes';

import { decodeMethodResponse, encodeMethodResponse } from '@svclib/xmlrpc';
import { asyncChunks, CHUNK_SIZE } from './case.js';
import { buildWorkload } from './data.js';
import { time } from '../timing.js';

type DocumentName = 'plain' | 'cdata' | 'comments';
type Subject = 'svclib' | 'saxes';
type Input = 'string' | 'chunks';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]!);
}

/** The document `name`, built the same way in every process. */
function document(name: DocumentName): string {
  const xml = encodeMethodResponse(buildWorkload('list-1000').value);
  switch (name) {
    case 'plain':
      return xml;
    case 'cdata':
      return xml.replace(/<string>([^<]*)<\/string>/g, (whole, text: string) =>
        /&(?:amp|lt|gt);/.test(text) ? `<string><![CDATA[${unescape(text)}]]></string>` : whole,
      );
    case 'comments':
      return `<?xml version="1.0"?><!-- list-1000 -->${xml.slice(xml.indexOf('<methodResponse>')).replaceAll('<member>', '<!-- member --><member>')}<!-- end -->`;
  }
}

function noop(): void {
  // an empty handler: the cost of a call per event, nothing more
}

function saxes(): SaxesParser {
  const parser = new SaxesParser();
  parser.on('opentag', noop);
  parser.on('closetag', noop);
  parser.on('text', noop);
  parser.on('cdata', noop);
  return parser;
}

/** Child: times one subject on one document and input; prints `{ mb, cpuMs, wallMs }` as JSON. */
async function child(name: DocumentName, subject: Subject, input: Input): Promise<void> {
  const xml = document(name);
  const bytes = Buffer.from(xml);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK_SIZE) chunks.push(bytes.subarray(at, at + CHUNK_SIZE));
  const expected = JSON.stringify(await decodeMethodResponse(encodeMethodResponse(buildWorkload('list-1000').value)));
  let op: () => unknown;
  if (subject === 'svclib') {
    const check = (value: unknown): void => {
      if (!Array.isArray(value) || value.length !== 1000) throw new Error(`${name}: unexpected decode result`);
    };
    op = input === 'string'
      ? async () => check(await decodeMethodResponse(xml))
      : async () => check(await decodeMethodResponse(asyncChunks(chunks)));
    if (JSON.stringify(await decodeMethodResponse(xml)) !== expected) throw new Error(`${name}: decodes to another value`);
  } else {
    op = input === 'string'
      ? () => saxes().write(xml).close()
      : () => {
        const parser = saxes();
        const decoder = new TextDecoder();
        for (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
        parser.close();
      };
  }
  const timing = await time(op, { warmupMs: 300, budgetMs: 2000, maxSamples: 5, minSampleMs: 50 });
  const mb = bytes.length / 1e6;
  process.stdout.write(JSON.stringify({ mb, cpuMs: timing.medianCpuMs / timing.opsPerSample, wallMs: timing.medianMs / timing.opsPerSample }));
}

async function main(): Promise<void> {
  const [name, subject, input] = process.argv.slice(2) as [DocumentName?, Subject?, Input?];
  if (name === undefined || subject === undefined || input === undefined) {
    throw new Error('usage: markup.ts <document> <svclib|saxes> <chunks|string> (src/markup-decode.ts drives it)');
  }
  await child(name, subject, input);
}

await main();
