/**
 * `svc dns …`: DNS zones and records, on `DNSManager`.
 *
 * @module
 */

import type { DNSManager } from '@svclib/managers';

import { CommandFailure, UsageError, describeError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column, CommandResult } from '../../output/index.js';
import { decodeText, encodingName, readInputFile } from '../../input-file.js';
import { idOrName, nonNegativeInt, numericId, positiveInt } from '../../parse.js';
import type { CommandSpec, GroupSpec, Options } from '../../spec.js';
import { parseZoneFile } from '../../zone-file.js';
import { PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

const ZONE_COLUMNS: readonly Column[] = [col('id'), col('zone', 'name'), col('serial'), col('updated', 'updateDate')];
const RECORD_COLUMNS: readonly Column[] = [
  col('id'), col('record', 'host'), col('type'), col('ttl'), col('data'),
  // MX records keep their priority in `mxPriority`, SRV records in `priority`.
  { name: 'priority', get: (row) => row.mxPriority ?? row.priority },
];

const TTL = { flags: '--ttl <seconds>', description: 'time to live', parse: positiveInt };

/** The arguments of `record-add`: svc's ZONE HOST TYPE DATA, or slcli's HOST TYPE DATA with `--zone` (or for PTR). */
function recordAddArgs(args: readonly string[], zoneOption: string | undefined): { zone: string; host: string; type: string; data: string } {
  const [first = '', second = '', third = '', fourth] = args;
  if (zoneOption !== undefined) {
    if (fourth !== undefined) throw new UsageError('with --zone give HOST TYPE DATA (three arguments), not four');
    return { zone: zoneOption, host: first, type: second.toLowerCase(), data: third };
  }
  if (fourth !== undefined) return { zone: first, host: second, type: third.toLowerCase(), data: fourth };
  // Three arguments without --zone: slcli's PTR form (ADDRESS ptr NAME), else its refusal.
  if (second.toLowerCase() === 'ptr') return { zone: '', host: first, type: 'ptr', data: third };
  throw new UsageError(`${second.toUpperCase()} isn't a valid record type or zone is missing: give ZONE HOST TYPE DATA, or --zone`);
}

/** slcli's `record-edit ZONE --by-record HOST --by-id ID`: data and ttl of the matching records of a zone. */
async function editInZone(dns: DNSManager, zone: string, o: Options): Promise<CommandResult> {
  const changes = defined({ data: o.data, ttl: o.ttl });
  if (Object.keys(changes).length === 0) throw new UsageError('nothing to change: give --data or --ttl');
  const others = ['host', 'type', 'priority'].filter((flag) => o[flag] !== undefined);
  if (others.length > 0) throw new UsageError(`with --by-record/--by-id only --data and --ttl change: drop --${others.join(', --')}`);
  const records = await dns.listRecords(idOrName(zone), defined({ host: o.byRecord }));
  const chosen = records.filter((record) => o.byId === undefined || record.id === o.byId);
  if (chosen.length === 0) {
    const by = [o.byId === undefined ? '' : `id ${o.byId as number}`, o.byRecord === undefined ? '' : `host ${o.byRecord as string}`];
    throw new CommandFailure(`no record of zone ${zone} matches ${by.filter((text) => text !== '').join(' and ')}`);
  }
  const edited = [];
  for (const record of chosen) {
    await dns.editRecord(Number(record.id), changes);
    edited.push({ ...record, ...changes });
  }
  return listOf(edited, RECORD_COLUMNS);
}

/** `dns zone-export` (and its reference name `zone-print`). */
const ZONE_EXPORT: CommandSpec<DNSManager> = {
  name: 'zone-export',
  summary: 'Print a zone as BIND zone-file text',
  example: 'svc dns zone-export example.com > example.com.zone',
  args: ['<zone>'],
  run: async (dns, [zone]) => ({ kind: 'text', text: await dns.dumpZone(idOrName(zone)) }),
};

/**
 * The most a zone file may hold, from a file or stdin: 16 MiB (a zone of 100,000 records is about
 * 5 MB); reading stops past it, so an endless pipe cannot fill the memory.
 */
export const MAX_ZONE_BYTES = 16 * 1024 * 1024;

/** `dns zone-import` (and its reference name `import`). */
const ZONE_IMPORT: CommandSpec<DNSManager> = {
  name: 'zone-import',
  summary: 'Create a zone (if missing) and its records from a BIND zone file ("-" reads stdin)',
  example: 'svc dns zone-import example.com.zone',
  args: ['<file>'],
  options: [{
    flags: '--encoding <name>',
    description: "the file's character encoding: utf-8 (the default) or latin1, or another WHATWG label; a file that is not valid in it is refused",
    parse: encodingName,
  }],
  async run(dns, [file = '-'], o, context) {
    const where = "argument '<file>'";
    const bytes = file === '-' ? await context.readStdinBytes({ where, maxBytes: MAX_ZONE_BYTES }) : readInputFile(file, where, MAX_ZONE_BYTES);
    // Decoded strictly: a Latin-1 `é` read as UTF-8 would become U+FFFD in the records created.
    const encoding = o.encoding as string | undefined;
    const text = decodeText(bytes, `argument '<file>': ${file === '-' ? 'stdin' : file}`, encoding,
      encoding === undefined ? "; give --encoding latin1 (or the file's encoding) when it is not UTF-8" : '');
    const parsed = parseZoneFile(text, file);
    let zoneId: number;
    try {
      zoneId = await dns.resolveZoneId(parsed.zone);
    } catch (error) {
      if ((error as { reason?: unknown }).reason !== 'not-found') throw error;
      zoneId = Number((await dns.createZone(parsed.zone)).id);
    }
    const rows: Record<string, unknown>[] = parsed.skipped.map((s) => ({ line: s.line, result: 'skipped', data: s.text.trim() }));
    let failed = 0;
    for (const r of parsed.records) {
      const row: Record<string, unknown> = { line: r.line, host: r.host, type: r.type, ttl: r.ttl, data: r.data };
      try {
        const created = await dns.createRecord(zoneId, r.host, r.type.toUpperCase(), r.data, r.ttl,
          r.mxPriority === undefined ? undefined : { mxPriority: r.mxPriority });
        rows.push({ ...row, id: created.id, result: 'created' });
      } catch (error) {
        if (context.dryRun) throw error;
        failed += 1;
        rows.push({ ...row, result: `failed: ${describeError(error)}` });
      }
    }
    rows.sort((a, b) => Number(a.line) - Number(b.line));
    return { ...listOf(rows, [col('line'), col('result'), col('id'), col('host'), col('type'), col('ttl'), col('data')]),
      ...(failed > 0 ? { exitCode: 1 } : {}) };
  },
};

/** The `svc dns` group. @example `GROUPS.find((g) => g.name === 'dns')` */
export const DNS_GROUP: GroupSpec<DNSManager> = {
  name: 'dns',
  summary: 'DNS zones and records, BIND export and import',
  manager: (m, client) => new m.DNSManager(client),
  commands: [
    {
      name: 'zone-list',
      summary: 'List DNS zones',
      example: 'svc dns zone-list --sortby zone',
      options: PAGING,
      run: async (dns, _args, o, context) => listOf(await context.collect(dns.iterZones(paging(o)), 'zones'), ZONE_COLUMNS),
    },
    {
      name: 'zone-create',
      summary: 'Create a DNS zone',
      example: 'svc dns zone-create example.org',
      args: ['<zone>'],
      run: async (dns, [zone]) => objectOf(await dns.createZone(zone ?? ''), ZONE_COLUMNS),
    },
    {
      name: 'zone-delete',
      summary: 'Delete a DNS zone and all its records',
      example: 'svc dns zone-delete example.org --yes',
      args: ['<zone>'],
      destroys: ([zone]) => `delete DNS zone ${zone} and all its records`,
      run: async (dns, [zone]) => message(`Deleted zone ${zone}.`, await dns.deleteZone(idOrName(zone))),
    },
    ZONE_EXPORT,
    { ...ZONE_EXPORT, name: 'zone-print', summary: "The same as `zone-export` (slcli's name for it)", example: 'svc dns zone-print example.com' },
    ZONE_IMPORT,
    { ...ZONE_IMPORT, name: 'import', summary: "The same as `zone-import` (slcli's name for it)", example: 'svc dns import example.com.zone --dry-run' },
    {
      name: 'record-list',
      summary: 'List the records of a zone',
      example: 'svc dns record-list example.com --type a --host www',
      args: ['<zone>'],
      options: [
        { flags: '--host <host>', description: 'host part' },
        { flags: '--record <host>', description: 'the same as --host (slcli\'s name)' },
        { flags: '--type <type>', description: 'record type (a, aaaa, cname, mx, txt, …)' },
        { flags: '--data <data>', description: 'record data' },
        TTL,
        ...PAGING,
      ],
      run: async (dns, [zone], o, context) =>
        listOf(await context.collect(dns.iterRecords(idOrName(zone), defined({
          host: o.host ?? o.record, type: o.type, data: o.data, ttl: o.ttl, ...paging(o),
        })), 'records'), RECORD_COLUMNS),
    },
    {
      name: 'record-add',
      summary: 'Add a record to a zone: ZONE HOST TYPE DATA, or as slcli: HOST TYPE DATA --zone ZONE (PTR: ADDRESS ptr NAME)',
      example: 'svc dns record-add example.com www a 10.0.0.5 --ttl 3600',
      args: ['<zone>', '<host>', '<type>', '[data]'],
      options: [
        { flags: '--zone <zone>', description: 'the zone, when the arguments are HOST TYPE DATA (slcli\'s form)' },
        { ...TTL, defaultValue: 7200 },
        { flags: '--priority <n>', description: 'MX or SRV priority (MX default 10)', parse: nonNegativeInt },
        { flags: '--service <name>', description: 'SRV: the service, e.g. _sip (required for srv)' },
        { flags: '--protocol <name>', description: 'SRV: the protocol, e.g. _tcp (required for srv)' },
        { flags: '--port <n>', description: 'SRV: the port (required for srv)', parse: positiveInt },
        { flags: '--weight <n>', description: 'SRV: the weight (default 10)', parse: nonNegativeInt },
      ],
      async run(dns, args, o) {
        const { zone, host, type, data } = recordAddArgs(args, o.zone as string | undefined);
        if (type === 'ptr') return objectOf(await dns.createRecordPtr(host, data, { ttl: Number(o.ttl) }), RECORD_COLUMNS);
        if (type === 'mx') {
          return objectOf(await dns.createRecordMx(idOrName(zone), host, data, defined({ ttl: Number(o.ttl), priority: o.priority })),
            RECORD_COLUMNS);
        }
        if (type !== 'srv') {
          return objectOf(await dns.createRecord(idOrName(zone), host, type.toUpperCase(), data, Number(o.ttl)), RECORD_COLUMNS);
        }
        const missing = ['service', 'protocol', 'port'].filter((flag) => o[flag] === undefined);
        if (missing.length > 0) throw new UsageError(`an SRV record needs ${missing.map((flag) => `--${flag}`).join(', ')}`);
        return objectOf(await dns.createRecordSrv(idOrName(zone), host, data, defined({
          service: o.service, protocol: o.protocol, port: o.port, ttl: o.ttl, priority: o.priority, weight: o.weight,
        })), [...RECORD_COLUMNS, col('service'), col('protocol'), col('port'), col('weight')]);
      },
    },
    {
      name: 'ptr-add',
      summary: 'Add the reverse (PTR) record of a public IP address of the account',
      example: 'svc dns ptr-add 161.100.0.2 web01.example.com --ttl 3600',
      args: ['<address>', '<name>'],
      options: [{ ...TTL, defaultValue: 7200 }],
      run: async (dns, [address = '', name = ''], o) =>
        objectOf(await dns.createRecordPtr(address, name, { ttl: Number(o.ttl) }), RECORD_COLUMNS),
    },
    {
      name: 'record-detail',
      summary: 'Show a record',
      example: 'svc dns record-detail 501',
      args: ['<record-id>'],
      run: async (dns, [id]) => objectOf(await dns.getRecord(numericId(id, '<record-id>')), [
        ...RECORD_COLUMNS, col('zone', 'domainId'), col('service'), col('protocol'), col('port'), col('weight'),
      ]),
    },
    {
      name: 'record-edit',
      summary: 'Change a record by id; or, with --by-record/--by-id (slcli\'s form), the records of a zone',
      example: 'svc dns record-edit 501 --data 10.0.0.9 --ttl 600',
      args: ['<record-id>'],
      options: [
        { flags: '--host <host>', description: 'new host part' },
        { flags: '--type <type>', description: 'new record type' },
        { flags: '--data <data>', description: 'new data' },
        TTL,
        { flags: '--priority <n>', description: 'new MX priority', parse: nonNegativeInt },
        { flags: '--by-record <host>', description: 'the argument is a zone: edit its records of this host (with --data, --ttl)' },
        { flags: '--by-id <id>', description: 'the argument is a zone: edit its record of this id (with --data, --ttl)', parse: positiveInt },
      ],
      async run(dns, [id = ''], o) {
        if (o.byRecord !== undefined || o.byId !== undefined) return editInZone(dns, id, o);
        const recordId = numericId(id, '<record-id>');
        const changes = defined({ host: o.host, type: o.type, data: o.data, ttl: o.ttl, mxPriority: o.priority });
        if (Object.keys(changes).length === 0) {
          throw new UsageError('nothing to change: give at least one of --host, --type, --data, --ttl, --priority');
        }
        return message(`Edited record ${recordId}.`, await dns.editRecord(recordId, changes));
      },
    },
    {
      name: 'record-remove',
      summary: 'Remove a record',
      example: 'svc dns record-remove 501 --yes',
      args: ['<record-id>'],
      destroys: ([id]) => `remove DNS record ${id}`,
      async run(dns, [id]) {
        const recordId = numericId(id, '<record-id>');
        return message(`Removed record ${recordId}.`, await dns.deleteRecord(recordId));
      },
    },
  ],
};
