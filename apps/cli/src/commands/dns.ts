/**
 * `svc dns …`: DNS zones and records, on `DNSManager`.
 *
 * @module
 */

import { readFile } from 'node:fs/promises';

import type { DNSManager } from '@svclib/managers';

import { UsageError, describeError, fileError } from '../errors.js';
import { col } from '../output.js';
import type { Column } from '../output.js';
import { idOrName, nonNegativeInt, numericId, positiveInt } from '../parse.js';
import type { GroupSpec } from '../spec.js';
import { parseZoneFile } from '../zone-file.js';
import { PAGING, defined, listOf, message, objectOf, paging } from './common.js';

const ZONE_COLUMNS: readonly Column[] = [col('id'), col('zone', 'name'), col('serial'), col('updated', 'updateDate')];
const RECORD_COLUMNS: readonly Column[] = [
  col('id'), col('record', 'host'), col('type'), col('ttl'), col('data'), col('priority', 'mxPriority'),
];

const TTL = { flags: '--ttl <seconds>', description: 'time to live', parse: positiveInt };

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
    {
      name: 'zone-export',
      summary: 'Print a zone as BIND zone-file text',
      example: 'svc dns zone-export example.com > example.com.zone',
      args: ['<zone>'],
      run: async (dns, [zone]) => ({ kind: 'text', text: await dns.dumpZone(idOrName(zone)) }),
    },
    {
      name: 'zone-import',
      summary: 'Create a zone (if missing) and its records from a BIND zone file ("-" reads stdin)',
      example: 'svc dns zone-import example.com.zone',
      args: ['<file>'],
      async run(dns, [file = '-'], _o, context) {
        let text: string;
        try {
          text = file === '-' ? await context.readStdin() : await readFile(file, 'utf8');
        } catch (error) {
          throw fileError("argument '<file>'", 'read', file, error);
        }
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
            const created = await dns.createRecord(zoneId, r.host, r.type.toLowerCase(), r.data, r.ttl,
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
    },
    {
      name: 'record-list',
      summary: 'List the records of a zone',
      example: 'svc dns record-list example.com --type a --host www',
      args: ['<zone>'],
      options: [
        { flags: '--host <host>', description: 'host part' },
        { flags: '--type <type>', description: 'record type (a, aaaa, cname, mx, txt, …)' },
        { flags: '--data <data>', description: 'record data' },
        TTL,
        ...PAGING,
      ],
      run: async (dns, [zone], o, context) =>
        listOf(await context.collect(dns.iterRecords(idOrName(zone), defined({
          host: o.host, type: o.type, data: o.data, ttl: o.ttl, ...paging(o),
        })), 'records'), RECORD_COLUMNS),
    },
    {
      name: 'record-add',
      summary: 'Add a record to a zone',
      example: 'svc dns record-add example.com www a 10.0.0.5 --ttl 3600',
      args: ['<zone>', '<host>', '<type>', '<data>'],
      options: [
        { ...TTL, defaultValue: 7200 },
        { flags: '--priority <n>', description: 'MX priority', parse: nonNegativeInt },
      ],
      run: async (dns, [zone, host = '', type = '', data = ''], o) =>
        objectOf(await dns.createRecord(idOrName(zone), host, type.toLowerCase(), data, Number(o.ttl),
          o.priority === undefined ? undefined : { mxPriority: Number(o.priority) }), RECORD_COLUMNS),
    },
    {
      name: 'record-edit',
      summary: 'Change a record',
      example: 'svc dns record-edit 501 --data 10.0.0.9 --ttl 600',
      args: ['<record-id>'],
      options: [
        { flags: '--host <host>', description: 'new host part' },
        { flags: '--type <type>', description: 'new record type' },
        { flags: '--data <data>', description: 'new data' },
        TTL,
        { flags: '--priority <n>', description: 'new MX priority', parse: nonNegativeInt },
      ],
      async run(dns, [id], o) {
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
