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
 * Parses BIND zone text.
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
  let defaultTtl = 86_400;
  const records: ZoneFileRecord[] = [];
  const skipped: ParsedZoneFile['skipped'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/;.*$/, '').trim();
    if (content === '') return;
    const directive = /^\$(ORIGIN|TTL)\s+(\S+)/i.exec(content);
    if (directive !== null) {
      const [, name = '', value = ''] = directive;
      if (name.toUpperCase() === 'ORIGIN') zone = value.replace(/\.$/, '');
      else if (/^\d+$/.test(value)) defaultTtl = Number(value);
      return;
    }
    const words = content.split(/\s+/);
    const host = words.shift() ?? '@';
    let ttl = defaultTtl;
    if (/^\d+$/.test(words[0] ?? '')) ttl = Number(words.shift());
    if (CLASSES.has((words[0] ?? '').toUpperCase())) words.shift();
    const type = (words.shift() ?? '').toUpperCase();
    if (!/^[A-Z]+$/.test(type) || type === 'SOA' || words.length === 0) {
      skipped.push({ line, text: raw });
      return;
    }
    let mxPriority: number | undefined;
    if (type === 'MX' && /^\d+$/.test(words[0] ?? '') && words.length > 1) mxPriority = Number(words.shift());
    let data = words.join(' ');
    if (type === 'TXT' && /^".*"$/.test(data)) {
      try {
        data = JSON.parse(data) as string;
      } catch {
        data = data.slice(1, -1);
      }
    }
    records.push({ host, type, data, ttl, line, ...(mxPriority === undefined ? {} : { mxPriority }) });
  });
  if (zone === undefined || zone === '') throw new UsageError(`${source}: not a zone file (no $ORIGIN line naming the zone)`);
  return { zone, records, skipped };
}
