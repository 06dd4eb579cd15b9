/**
 * Reading BIND zone text for `svc dns zone-import`: `$ORIGIN` names the zone, `$TTL` sets the default
 * time to live, each `host [ttl] [class] type [priority] data` line is a record; SOA records and
 * lines that do not parse are reported as skipped (as the reference CLI does).
 *
 * @module
 */

import { UsageError } from './errors.js';

/**
 * A record parsed from a zone file.
 *
 * @example
 * ```ts
 * const r: ZoneFileRecord = { host: 'www', type: 'A', data: '10.0.0.5', ttl: 3600, line: 4 };
 * ```
 */
export interface ZoneFileRecord {
  /** Host part (`@` for the apex). */
  host: string;
  /** Upper-case record type. */
  type: string;
  /** Record data (TXT quotes removed). */
  data: string;
  /** Time to live in seconds. */
  ttl: number;
  /** MX priority, for MX records. */
  mxPriority?: number;
  /** 1-based line number in the file. */
  line: number;
}

/**
 * A parsed zone file.
 *
 * @example
 * ```ts
 * const { zone, records, skipped } = parseZoneFile(text);
 * ```
 */
export interface ParsedZoneFile {
  /** Zone name from `$ORIGIN`, without the trailing dot. */
  zone: string;
  /** The records to create. */
  records: ZoneFileRecord[];
  /** Lines that were not imported, with their 1-based numbers. */
  skipped: { line: number; text: string }[];
}

const CLASSES = new Set(['IN', 'CH', 'HS', 'CS']);

/**
 * The TTL of a record that names none, when the file has no `$TTL` and no earlier record named one:
 * 900 s, the default of the reference CLI's `dns record-add` (its `zone-import` sends no TTL at all
 * and leaves the choice to the API).
 */
export const DEFAULT_ZONE_TTL = 900;

/** A token of a zone-file line: its text (quotes removed) and whether it was quoted. */
interface Token {
  text: string;
  quoted: boolean;
}

/** `\X` → X and `\DDD` → the character with that decimal code (RFC 1035 §5.1). */
function unescape(text: string): string {
  return text.replace(/\\(\d{3}|.)/gs, (_m, escaped: string) => (/^\d{3}$/.test(escaped) ? String.fromCharCode(Number(escaped)) : escaped));
}

/**
 * Splits one logical line into tokens: blanks separate, `"…"` is one token (a `;` inside quotes is
 * data, outside it starts a comment), `(` and `)` group lines and are dropped. Returns the tokens,
 * the change in parenthesis depth, and whether a quote was left open (an error: quotes end on their line).
 */
function tokenize(line: string): { tokens: Token[]; depth: number; open: boolean } {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  while (i < line.length) {
    const c = line[i] ?? '';
    if (c === ' ' || c === '\t') {
      i += 1;
    } else if (c === ';') {
      break;
    } else if (c === '(' || c === ')') {
      depth += c === '(' ? 1 : -1;
      i += 1;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      while (j < line.length && line[j] !== '"') {
        text += line[j] === '\\' && j + 1 < line.length ? line.slice(j, j + 2) : line[j];
        j += line[j] === '\\' ? 2 : 1;
      }
      if (j >= line.length) return { tokens, depth, open: true };
      tokens.push({ text: unescape(text), quoted: true });
      i = j + 1;
    } else {
      let j = i;
      while (j < line.length && !' \t;()"'.includes(line[j] ?? '')) j += line[j] === '\\' ? 2 : 1;
      tokens.push({ text: unescape(line.slice(i, j)), quoted: false });
      i = j;
    }
  }
  return { tokens, depth, open: false };
}

/**
 * Parses BIND zone text (RFC 1035 §5): `$ORIGIN` names the zone, `$TTL` sets the default time to
 * live; each record is `[owner] [ttl] [class] type data`, where a line that starts with a blank has
 * no owner and continues the previous record's owner; `;` starts a comment except inside quotes;
 * `( … )` continues a record over several lines. A record without a TTL takes `$TTL`, else the last
 * TTL given (RFC 1035), else {@link DEFAULT_ZONE_TTL}. SOA records and lines that do not parse are
 * reported as skipped (as the reference CLI does).
 *
 * @param text - The zone file contents.
 * @param source - The file name, for error messages.
 * @throws UsageError when the file has no `$ORIGIN` line.
 * @example
 * ```ts
 * parseZoneFile('$ORIGIN example.com.\nwww 3600 IN A 10.0.0.5\n', 'zone.txt').records[0]?.host; // 'www'
 * ```
 */
export function parseZoneFile(text: string, source: string): ParsedZoneFile {
  let zone: string | undefined;
  let defaultTtl: number | undefined;
  let lastTtl: number | undefined;
  let owner: string | undefined;
  const records: ZoneFileRecord[] = [];
  const skipped: ParsedZoneFile['skipped'] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = index + 1;
    let raw = lines[index] ?? '';
    const first = tokenize(raw);
    const tokens = [...first.tokens];
    let { depth, open } = first;
    // A record in parentheses takes the following lines, each with its own comment.
    while (depth > 0 && !open && index + 1 < lines.length) {
      index += 1;
      const next = tokenize(lines[index] ?? '');
      raw = `${raw}\n${lines[index] ?? ''}`;
      tokens.push(...next.tokens);
      depth += next.depth;
      open = next.open;
    }
    if (open || depth !== 0) {
      skipped.push({ line, text: raw });
      continue;
    }
    if (tokens.length === 0) continue;
    const head = tokens[0]?.text ?? '';
    if (!(tokens[0]?.quoted ?? false) && head.startsWith('$')) {
      const directive = head.toUpperCase();
      const value = tokens[1]?.text ?? '';
      if (directive === '$ORIGIN') zone = value.replace(/\.$/, '');
      else if (directive === '$TTL' && /^\d+$/.test(value)) defaultTtl = Number(value);
      else skipped.push({ line, text: raw });
      continue;
    }
    const words = [...tokens];
    // A line that starts with a blank has no owner field: the previous owner continues.
    const continues = /^[ \t]/.test(raw);
    const host = continues ? owner : words.shift()?.text;
    if (host === undefined) {
      skipped.push({ line, text: raw });
      continue;
    }
    owner = host;
    let ttl: number | undefined;
    // TTL and class, in either order (RFC 1035 §5.1).
    for (let k = 0; k < 2; k += 1) {
      const word = words[0];
      if (word === undefined || word.quoted) break;
      if (ttl === undefined && /^\d+$/.test(word.text)) ttl = Number(words.shift()?.text);
      else if (CLASSES.has(word.text.toUpperCase())) words.shift();
    }
    const typeToken = words.shift();
    const type = typeToken?.quoted === false ? typeToken.text.toUpperCase() : '';
    if (!/^[A-Z][A-Z0-9]*$/.test(type) || CLASSES.has(type) || type === 'SOA' || words.length === 0) {
      skipped.push({ line, text: raw });
      continue;
    }
    if (ttl !== undefined) lastTtl = ttl;
    let mxPriority: number | undefined;
    if (type === 'MX' && /^\d+$/.test(words[0]?.text ?? '') && words.length > 1) mxPriority = Number(words.shift()?.text);
    // TXT: the character strings are joined; other types: the words, as written.
    const data = words.map((w) => w.text).join(type === 'TXT' && words.every((w) => w.quoted) ? '' : ' ');
    records.push({
      host, type, data, ttl: ttl ?? defaultTtl ?? lastTtl ?? DEFAULT_ZONE_TTL, line,
      ...(mxPriority === undefined ? {} : { mxPriority }),
    });
  }
  if (zone === undefined || zone === '') throw new UsageError(`${source}: not a zone file (no $ORIGIN line naming the zone)`);
  return { zone, records, skipped };
}
