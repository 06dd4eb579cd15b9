/**
 * `Vendor_Dns_Domain` and `Vendor_Dns_Domain_ResourceRecord`: zones and their records.
 *
 * @module
 */
import type { Dataset } from '../data/dataset.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { extrasOf } from '../data/account-extras.js';
import { ID_BASE, isoDate } from '../data/generate.js';
import type { FakeDomain, FakeResourceRecord } from '../data/records.js';
import { recordAs, type AnyRecord } from '../data/record-types.js';
import { listResult, objectOf, output, stringArgument, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { zoneFileContents } from './zone-file.js';

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
  if (String(template.type).toUpperCase() === 'SRV') checkSrv(template, where);
}

/** SRV fields: integers `priority`, `weight`, `port`, strings `protocol`, `service`. */
function checkSrv(template: AnyRecord, where: string): void {
  for (const name of ['priority', 'weight', 'port']) {
    const value = template[name];
    if (!(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
      throw invalidParameters(`${where}: an SRV record needs ${name}, an integer >= 0, got ${describe(value)}.`);
    }
  }
  for (const name of ['protocol', 'service']) {
    const value = template[name];
    if (typeof value !== 'string' || value.trim() === '') {
      throw invalidParameters(`${where}: an SRV record needs ${name}, a non-empty string, got ${describe(value)}.`);
    }
  }
}

const SRV_FIELDS = ['priority', 'weight', 'port', 'protocol', 'service'] as const;
const SRV_COMPLEX_TYPE = 'Vendor_Dns_Domain_ResourceRecord_SrvType';

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
  if (record.type === 'SRV') for (const name of SRV_FIELDS) Object.assign(record, { [name]: template[name] });
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
  // The reference client sends an empty struct for "no records"; a list of record templates also works.
  const given = template.resourceRecords ?? [];
  const templates = isStruct(given) && Object.keys(given).length === 0 ? [] : given;
  if (!Array.isArray(templates)) throw invalidParameters(`${where}: resourceRecords must be an array (or an empty struct), got ${describe(given)}.`);
  const givenSerial = template.serial;
  if (givenSerial !== undefined && givenSerial !== null && !(typeof givenSerial === 'number' || (typeof givenSerial === 'string' && /^\d{1,10}$/.test(givenSerial)))) {
    throw invalidParameters(`${where}: serial must be a number such as 2024010101, got ${describe(givenSerial)}.`);
  }
  templates.forEach((record, index) => {
    if (!isStruct(record)) throw invalidParameters(`${where}: resourceRecords[${index}] must be a struct.`);
    checkRecord(record, `${where} resourceRecords[${index}]`, false);
  });
  const now = new Date();
  const serial = Number(`${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCDate()).padStart(2, '0')}01`);
  const domain: FakeDomain = {
    id: context.data.nextId('domain', context.data.domains, ID_BASE.domain),
    name: zoneName,
    serial: givenSerial === undefined || givenSerial === null ? serial : Number(givenSerial),
    accountId: context.data.account.id,
    updateDate: isoDate(now.getTime()),
    resourceRecords: [],
  };
  for (const record of templates as AnyRecord[]) domain.resourceRecords.push(newRecord(context.data, domain, record));
  context.data.domains.push(domain);
  return output(context, domain, 'Domain');
}

function domainOfRecord(data: Dataset, record: AnyRecord): FakeDomain | undefined {
  return [...data.domains, ...reverseDomains(data)].find((domain) => domain.id === record.domainId);
}

/** The reverse zones made by PTR records (kept apart from `Account.getDomains`). */
function reverseDomains(data: Dataset): FakeDomain[] {
  return extrasOf(data).reverseDomains;
}

/** The reverse zone of an IPv4 address of the account, made on first use (also `Virtual_Guest.getReverseDomainRecords`' and `Hardware_Server.getReverseDomainRecords`'). */
export function reverseDomainOf(context: CallContext, address: string, where: string): FakeDomain {
  const octets = address.trim().split('.');
  if (octets.length !== 4 || !context.data.ipAddresses.some((ip) => ip.ipAddress === address.trim())) {
    throw invalidParameters(`${where}: a PTR record without domainId needs host = an IPv4 address of the account, got ${describe(address)}.`);
  }
  const name = `${octets[2]}.${octets[1]}.${octets[0]}.in-addr.arpa`;
  const extras = extrasOf(context.data);
  let domain = extras.reverseDomains.find((candidate) => candidate.name === name);
  if (!domain) {
    domain = {
      id: context.data.nextId('domain', [...context.data.domains, ...extras.reverseDomains], ID_BASE.domain),
      name, serial: 2024010101, accountId: context.data.account.id, updateDate: isoDate(Date.now()), resourceRecords: [],
    };
    extras.reverseDomains.push(domain);
  }
  return domain;
}

/** Fields of a whole record (as read) that an edit may carry unchanged. */
const READ_ONLY_RECORD_FIELDS = ['id', 'domainId', 'expire', 'minimum', 'refresh', 'retry', 'responsiblePerson', 'isGatewayAddress', 'complexType'];
const EDITABLE_RECORD_FIELDS = ['host', 'type', 'data', 'ttl', 'mxPriority', ...SRV_FIELDS];

/** `editObject(template)` of a record: the changed fields, or the whole record as read (its id and zone unchanged). */
function editRecord(context: CallContext): boolean {
  const record = objectOf(context);
  const template = structArgument(context, 0, 'the changed fields');
  const where = `${context.service}::editObject`;
  for (const [name, value] of Object.entries(template)) {
    if (EDITABLE_RECORD_FIELDS.includes(name)) continue;
    if (!READ_ONLY_RECORD_FIELDS.includes(name)) {
      throw invalidParameters(`${where} cannot change ${name}; editable fields: ${EDITABLE_RECORD_FIELDS.join(', ')}.`);
    }
    if ((name === 'id' || name === 'domainId') && Number(value) !== record[name]) {
      throw invalidParameters(`${where}: ${name} ${describe(value)} does not match the record's ${String(record[name])}.`);
    }
  }
  const changes = Object.fromEntries(Object.entries(template).filter(([name]) => EDITABLE_RECORD_FIELDS.includes(name)));
  const merged = { ...record, ...changes };
  checkRecord(merged, where, false);
  Object.assign(record, changes);
  record.type = String(record.type).toUpperCase();
  const domain = domainOfRecord(context.data, record);
  if (domain) touch(domain);
  return true;
}

/** The `Vendor_Dns_Domain` service. */
export const dnsDomainService: ServiceSpec = {
  type: 'Domain',
  collection: (data) => data.domains,
  deletable: true,
  methods: {
    createObject: { run: createDomain },
    getZoneFileContents: {
      needsObject: true,
      run: (context) => zoneFileContents(objectOf<FakeDomain>(context)),
    },
    getByDomainName: {
      run: (context) => {
        const name = stringArgument(context, 0, 'a zone name').trim().toLowerCase();
        const matches = context.data.domains.filter((domain) => domain.name.toLowerCase() === name);
        return listResult(context, matches, 'Domain', ['domains'], true);
      },
    },
  },
};

/** The `Vendor_Dns_Domain_ResourceRecord` service. */
export const resourceRecordService: ServiceSpec = {
  type: 'ResourceRecord',
  collection: (data) => [...data.domains, ...reverseDomains(data)].flatMap((domain) => domain.resourceRecords),
  remove: (data, record) => {
    const domain = domainOfRecord(data, record);
    if (!domain) return;
    domain.resourceRecords = domain.resourceRecords.filter((candidate) => candidate !== (recordAs<FakeResourceRecord>(record)));
    touch(domain);
  },
  deletable: true,
  editable: ['host', 'type', 'data', 'ttl', 'mxPriority'],
  methods: {
    editObject: { needsObject: true, run: editRecord },
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'a record template { domainId, host, type, data, ttl }');
        const where = `${context.service}::createObject`;
        checkRecord(template, where, false);
        const ptrWithoutZone = String(template.type).toUpperCase() === 'PTR' && template.domainId === undefined;
        const domain = ptrWithoutZone
          ? reverseDomainOf(context, String(template.host), where)
          : domainOfRecord(context.data, { domainId: Number(template.domainId) });
        if (!domain) throw invalidParameters(`${where}: domainId ${describe(template.domainId)} is not a zone of the account.`);
        if (String(template.type).toUpperCase() === 'SRV' && template.complexType !== SRV_COMPLEX_TYPE) {
          throw invalidParameters(`${where}: an SRV record is created only with complexType ${SRV_COMPLEX_TYPE}.`);
        }
        const fields = ptrWithoutZone ? { ...template, host: String(template.host).trim().split('.').at(-1) } : template;
        const record = newRecord(context.data, domain, fields);
        domain.resourceRecords.push(record);
        touch(domain);
        return output(context, record, 'ResourceRecord');
      },
    },
  },
};
