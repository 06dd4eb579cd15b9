/**
 * The XML-RPC form of a call's value, as `encodeMethodResponse` writes it, with the `<value>` of
 * each unchanged record of a list written once: a list of records projected without a mask (every
 * page of `iterCall`) is assembled from the kept XML of each record's projection
 * ({@link localProjectionsOf}), so paging through an unchanged dataset does not encode the same
 * records again. Anything else is encoded as it is.
 *
 * @module
 */
import { encodeMethodResponse } from '@svclib/xmlrpc';
import { localProjectionsOf, type LocalProjection } from '../engine/projection.js';

/** The document around one `<value>`: `encodeMethodResponse` of anything is `head + <value>…</value> + tail`. */
interface Envelope {
  readonly head: string;
  readonly tail: string;
}

/** The `<value>` element of `value`, cut out of its methodResponse. */
function valueXml(value: unknown): string {
  const document = encodeMethodResponse(value);
  return document.slice(RESPONSE.head.length, document.length - RESPONSE.tail.length);
}

/** The methodResponse around its one value, learnt from the encoder itself. */
const RESPONSE: Envelope = (() => {
  const document = encodeMethodResponse(0);
  const start = document.indexOf('<value>');
  const end = document.lastIndexOf('</value>') + '</value>'.length;
  return { head: document.slice(0, start), tail: document.slice(end) };
})();

/**
 * The methodResponse of a list around its items' `<value>`s, learnt from the encoder and checked
 * on a two-item list; undefined (every answer encoded as it is) if the encoder does not write
 * lists that way.
 */
const LIST: Envelope | undefined = (() => {
  const probe = valueXml({ id: 1 });
  const one = encodeMethodResponse([{ id: 1 }]);
  const at = one.indexOf(probe);
  if (at < 0) return undefined;
  const list = { head: one.slice(0, at), tail: one.slice(at + probe.length) };
  const second = { name: 'b & <c>', n: 2.5 };
  const two = encodeMethodResponse([{ id: 1 }, second]);
  return two === list.head + probe + valueXml(second) + list.tail ? list : undefined;
})();

/** The kept `<value>` of each projection. */
const kept = new WeakMap<LocalProjection, string>();

/**
 * A list's document kept with its bytes and their compressed forms: answered again for the same
 * list of unchanged records (the same projections, in order) without writing, encoding or
 * compressing it again. Kept while the list's first record is unchanged.
 */
export class KeptDocument {
  /** The document's UTF-8 bytes. */
  readonly bytes: Buffer;
  /** The projections of the list's items, in order. */
  readonly projections: readonly LocalProjection[];
  readonly #compressed = new Map<string, Uint8Array>();

  /** A document of `text`, the list of `projections`. */
  constructor(projections: readonly LocalProjection[], text: string) {
    this.projections = projections;
    this.bytes = Buffer.from(text);
  }

  /** The bytes compressed with `encoding` (compressed by `compress` the first time). */
  async compressed(encoding: string, compress: (bytes: Uint8Array) => Promise<Uint8Array>): Promise<Uint8Array> {
    let bytes = this.#compressed.get(encoding);
    if (bytes === undefined) {
      bytes = await compress(this.bytes);
      this.#compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The last document of a list, by the projection of its first item. */
const documents = new WeakMap<LocalProjection, KeptDocument>();

/** Whether two lists of projections are the same, item by item. */
function sameProjections(left: readonly LocalProjection[], right: readonly LocalProjection[]): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return false;
  return true;
}

/**
 * The methodResponse document of `value`, byte for byte what `encodeMethodResponse(value)` writes:
 * as text, or for a list of unchanged records, as a {@link KeptDocument}.
 */
export function encodeAnswer(value: unknown): string | KeptDocument {
  if (LIST === undefined || !Array.isArray(value) || value.length === 0) return encodeMethodResponse(value);
  const projections = localProjectionsOf(value as unknown[]);
  if (projections === undefined) return encodeMethodResponse(value);
  const known = documents.get(projections[0]!);
  if (known !== undefined && sameProjections(known.projections, projections)) return known;
  let document = LIST.head;
  for (let index = 0; index < projections.length; index++) {
    const projection = projections[index]!;
    let xml = kept.get(projection);
    if (xml === undefined) {
      try {
        xml = valueXml(value[index]);
      } catch {
        // The encoder's own error names the item's path in the list.
        return encodeMethodResponse(value);
      }
      kept.set(projection, xml);
    }
    document += xml;
  }
  const answer = new KeptDocument(projections, document + LIST.tail);
  documents.set(projections[0]!, answer);
  return answer;
}

/** The bytes of an answer's document. */
export function documentBytes(document: string | KeptDocument): Buffer {
  return typeof document === 'string' ? Buffer.from(document) : document.bytes;
}
