/**
 * Deterministic benchmark data: a ~1 KB account struct and lists of virtual-server-like records.
 *
 * Everything is generated from a seeded PRNG, so every process (the parent and each measuring
 * child) builds exactly the same values. Dates are whole seconds (XML-RPC dateTime precision) and
 * doubles are never integral, so an XML-RPC round trip gives back the same value.
 */

import { seededRandom as prng } from '@svclib/testing';

/** Names of the three workloads, smallest first. */
export type WorkloadName = 'struct-1k' | 'list-1000' | 'list-20000';

/** One workload: a value to encode, and (once encoded) the XML and JSON documents to decode. */
export interface Workload {
  /** Short stable name, used in tables and file names. */
  readonly name: WorkloadName;
  /** What the value is, for humans. */
  readonly label: string;
  /** The JavaScript value (a struct or a list of structs). */
  readonly value: unknown;
}

/** All workload names, smallest first (the order they are measured in). */
export const WORKLOAD_NAMES: readonly WorkloadName[] = ['struct-1k', 'list-1000', 'list-20000'];

interface Picker {
  readonly int: (min: number, max: number) => number;
  readonly pick: <T>(items: readonly T[]) => T;
  readonly bool: (probability: number) => boolean;
  /** A non-integral double with three decimals. */
  readonly double: (max: number) => number;
  /** A date at a whole second between 2015 and 2025. */
  readonly date: () => Date;
  readonly hex: (length: number) => string;
}

function createPicker(seed: number): Picker {
  const random = prng(seed);
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  return {
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    bool: (probability: number) => random() < probability,
    double: (max: number) => (int(0, Math.floor(max * 500)) * 2 + 1) / 1000,
    date: () => new Date(Date.UTC(2015, 0, 1) + int(0, 10 * 365 * 86_400) * 1000),
    hex: (length: number) => {
      let out = '';
      for (let i = 0; i < length; i += 1) out += '0123456789abcdef'.charAt(int(0, 15));
      return out;
    },
  };
}

const DATACENTERS = [
  { id: 1_441_195, name: 'dal10', longName: 'Dallas 10' },
  { id: 449_600, name: 'fra02', longName: 'Frankfurt 2' },
  { id: 814_994, name: 'ams03', longName: 'Amsterdam 3' },
  { id: 352_494, name: 'hkg02', longName: 'Hong Kong 2' },
  { id: 1_004_997, name: 'che01', longName: 'Chennai 1' },
  { id: 983_497, name: 'sao01', longName: 'São Paulo 1' },
] as const;

const OPERATING_SYSTEMS = [
  { name: 'Ubuntu', referenceCode: 'UBUNTU_22_64' },
  { name: 'CentOS', referenceCode: 'CENTOS_7_64' },
  { name: 'Debian GNU/Linux', referenceCode: 'DEBIAN_12_64' },
  { name: 'Windows Server', referenceCode: 'WIN_2022-STD_64' },
] as const;

const TAGS = ['web', 'db', 'prod', 'staging', 'R&D', 'team <blue>', 'cost-center "42"', "o'brien", 'k8s', 'batch'];

const NOTES = [
  'Owner: R&D <ops@example.com>',
  'Do not reboot between 01:00 & 03:00 "UTC"',
  'migrated from <old-cluster> on request of O\'Neil',
  'plain note without special characters',
  'a < b && c > d',
];

function virtualServer(p: Picker, index: number): Record<string, unknown> {
  const id = 40_000_000 + index * 7;
  const dc = p.pick(DATACENTERS);
  const os = p.pick(OPERATING_SYSTEMS);
  const hostname = `${p.pick(['web', 'db', 'cache', 'worker'])}-${String(index).padStart(5, '0')}`;
  const domain = p.pick(['example.com', 'example.org', 'corp.example.net']);
  const tagCount = p.int(0, 4);
  const tags: string[] = [];
  for (let i = 0; i < tagCount; i += 1) tags.push(p.pick(TAGS));
  const nicCount = p.int(1, 4) === 1 ? 2 : 1;
  const networkComponents: Record<string, unknown>[] = [];
  for (let port = 0; port < nicCount; port += 1) {
    const speed = p.pick([100, 1000, 10_000]);
    networkComponents.push({
      id: 20_000_000 + index * 3 + port,
      port,
      maxSpeed: speed,
      macAddress: `06:${p.hex(2)}:${p.hex(2)}:${p.hex(2)}:${p.hex(2)}:${p.hex(2)}`,
    });
  }
  const active = p.bool(0.9);
  return {
    id,
    hostname,
    domain,
    hourlyBillingFlag: p.bool(0.6),
    createDate: p.date(),
    provisionDate: active ? p.date() : null,
    recurringFee: p.double(200),
    notes: p.pick(NOTES),
    powerState: active ? { keyName: 'RUNNING' } : { keyName: 'HALTED' },
    datacenter: { id: dc.id, name: dc.name, longName: dc.longName },
    operatingSystem: { id: 9_000_000 + index, name: os.name, referenceCode: os.referenceCode },
    tags,
    networkComponents,
  };
}

function account(): Record<string, unknown> {
  const p = createPicker(7);
  return {
    id: 1_234_567,
    companyName: 'Example & Sons <Holdings> "Ltd"',
    firstName: 'Ada',
    lastName: "O'Connor",
    email: 'ada.oconnor@example.com',
    isReseller: false,
    createDate: p.date(),
    balance: p.double(10_000),
    lateFeeProtectionFlag: null,
    tags: ['billing', 'R&D'],
  };
}

/**
 * Builds a list of `count` virtual-server-like records (≈ 2 KB of XML each as a methodResponse).
 *
 * @example
 * const guests = virtualServers(1000);
 */
export function virtualServers(count: number): Record<string, unknown>[] {
  const p = createPicker(20_240_611);
  const list: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i += 1) list.push(virtualServer(p, i));
  return list;
}

/**
 * Builds one workload's value, deterministically.
 *
 * @example
 * const { value } = buildWorkload('list-1000');
 */
export function buildWorkload(name: WorkloadName): Workload {
  switch (name) {
    case 'struct-1k':
      return { name, label: '~1 KB struct (account)', value: account() };
    case 'list-1000':
      return { name, label: '1,000 virtual servers', value: virtualServers(1000) };
    case 'list-20000':
      return { name, label: '20,000 virtual servers', value: virtualServers(20_000) };
  }
}
