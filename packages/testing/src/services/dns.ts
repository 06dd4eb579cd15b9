/**
 * `Vendor_Dns_Domain` and `Vendor_Dns_Domain_ResourceRecord`: zones and their records.
 *
 * @module
 */
import type { Dataset } from '../dataset.js';
import { invalidParameters } from '../fake-fault.js';
import { ID_BASE, isoDate } from '../generate.js';
import type { FakeDomain, FakeResourceRecord } from '../records.js';
import type { AnyRecord } from '../record-types.js';
import { listResult, objectOf, output, stringArgument, structArgument, type CallContext, type ServiceSpec } from '../service-spec.js';
import { describe, isStruct } from '../values.js';
import { zoneFileContents } from '../zone-file.js';

const ZONE_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;
const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'NS', 'PTR', 'SPF', 'SRV', 'TXT'];

/** Validates a record template; `partial` allows missing fields (edits). */
function checkRecord(template: AnyRecord, where: string, partial: boolean): void {
  const checks: Array<[string, (value: unknown) => boolean, string]> = [
    ['host', (value) => typeof value === 'string' && value.trim() !== '', 'a non-empty string'],
    ['type', (value) => typeof value === 'string' && RECORD_TYPES.includes(value.toUpperCase()), `one of ${RECORD_TYPES.join(', ')}`],
    ['data', (value) => typeof value === 'string' && value.trim() !== '', 'a non-empty string'],
    ['ttl', (value) => typeof value === 'number' && Number.isInteger(value) && value > 0, 'a positive integer'],
  ];
  for (const [name, valid, expected] of checks) {
    const value = template[name];
    if (value === undefined && partial) continue;
    if (!valid(value)) throw invalidParameters(`${where}: ${name} must be ${expected}, got ${describe(value)}.`);
  }
  if (template.mxPriority !== undefined && !(typeof template.mxPriority === 'number' && Number.isInteger(template.mxPriority))) {
    throw invalidParameters(`${where}: mxPriority must be an integer, got ${describe(template.mxPriority)}.`);
  }
}

function newRecord(data: Dataset, domain: FakeDomain, template: AnyRecord): FakeResourceRecord {
  const record: FakeResourceRecord = {
    id: data.nextId('resourceRecord', data.domains.flatMap((d) => d.resourceRecords), ID_BASE.resourceRecord),
    domainId: domain.id,
    host: String(template.host).trim(),
    type: String(template.type).toUpperCase(),
    data: String(template.data).trim(),
    ttl: Number(template.ttl),
  };
  if (typeof template.mxPriority === 'number') record.mxPriority = template.mxPriority;
  else if (record.type === 'MX') record.mxPriority = 10;
  return record;
}

/** Marks a zone changed: a higher serial and a new update date. */
function touch(domain: FakeDomain): void {
  domain.serial += 1;
  domain.updateDate = isoDate(Date.now());
}

function createDomain(context: CallContext): AnyRecord {
  const template = structArgument(context, 0, 'a zone template { name, resourceRecords? }');
  const where = `${context.service}::createObject`;
  const name = template.name;
  if (typeof name !== 'string' || !ZONE_NAME.test(name.trim())) {
    throw invalidParameters(`${where}: name must be a DNS zone name such as "example.com", got ${describe(name)}.`);
  }
  const zoneName = name.trim().toLowerCase();
  if (context.data.domains.some((domain) => domain.name.toLowerCase() === zoneName)) {
    throw invalidParameters(`${where}: the zone ${zoneName} already exists.`);
  }
  const templates = template.resourceRecords ?? [];
  if (!Array.isArray(templates)) throw invalidParameters(`${where}: resourceRecords must be an array, got ${describe(templates)}.`);
  templates.forEach((record, index) => {
    if (!isStruct(record)) throw invalidParameters(`${where}: resourceRecords[${index}] must be a struct.`);
    checkRecord(record, `${where} resourceRecords[${index}]`, false);
  });
  const now = new Date();
  const serial = Number(`${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCDate()).padStart(2, '0')}01`);
  const domain: FakeDomain = {
    id: context.data.nextId('domain', context.data.domains, ID_BASE.domain),
    name: zoneName,
    serial,
    accountId: context.data.account.id,
    updateDate: isoDate(now.getTime()),
    resourceRecords: [],
  };
  for (const record of templates as AnyRecord[]) domain.resourceRecords.push(newRecord(context.data, domain, record));
  context.data.domains.push(domain);
  return output(context, domain as unknown as AnyRecord, 'Domain');
}

function domainOfRecord(data: Dataset, record: AnyRecord): FakeDomain | undefined {
  return data.domains.find((domain) => domain.id === record.domainId);
}

/** The `Vendor_Dns_Domain` service. */
export const dnsDomainService: ServiceSpec = {
  type: 'Domain',
  collection: (data) => data.domains as unknown as AnyRecord[],
  deletable: true,
  methods: {
    createObject: { run: createDomain },
    getZoneFileContents: {
      needsObject: true,
      run: (context) => zoneFileContents(objectOf(context) as unknown as FakeDomain),
    },
    getByDomainName: {
      run: (context) => {
        const name = stringArgument(context, 0, 'a zone name').trim().toLowerCase();
        const matches = context.data.domains.filter((domain) => domain.name.toLowerCase() === name);
        return listResult(context, matches as unknown as AnyRecord[], 'Domain', ['domains'], true);
      },
    },
  },
};

/** The `Vendor_Dns_Domain_ResourceRecord` service. */
export const resourceRecordService: ServiceSpec = {
  type: 'ResourceRecord',
  collection: (data) => data.domains.flatMap((domain) => domain.resourceRecords) as unknown as AnyRecord[],
  remove: (data, record) => {
    const domain = domainOfRecord(data, record);
    if (!domain) return;
    domain.resourceRecords = domain.resourceRecords.filter((candidate) => candidate !== (record as unknown as FakeResourceRecord));
    touch(domain);
  },
  deletable: true,
  editable: ['host', 'type', 'data', 'ttl', 'mxPriority'],
  afterEdit: (record, context) => {
    checkRecord(record, `${context.service}::editObject`, false);
    record.type = String(record.type).toUpperCase();
    const domain = domainOfRecord(context.data, record);
    if (domain) touch(domain);
  },
  methods: {
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'a record template { domainId, host, type, data, ttl }');
        const where = `${context.service}::createObject`;
        const domain = context.data.domains.find((candidate) => candidate.id === Number(template.domainId));
        if (!domain) throw invalidParameters(`${where}: domainId ${describe(template.domainId)} is not a zone of the account.`);
        checkRecord(template, where, false);
        const record = newRecord(context.data, domain, template);
        domain.resourceRecords.push(record);
        touch(domain);
        return output(context, record as unknown as AnyRecord, 'ResourceRecord');
      },
    },
  },
};
