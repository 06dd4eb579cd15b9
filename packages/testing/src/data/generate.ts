/**
 * Deterministic generators of the seeded dataset's records. Item `i` of a list depends only on
 * the seed and `i`, so lists can be generated lazily and sized freely.
 *
 * @module
 */
import { FAKE_ACCOUNT_ID } from './constants.js';
import { pick, seededRandom, uuidFrom } from './random.js';
import type {
  FakeAccount,
  FakeDatacenter,
  FakeDomain,
  FakeHardware,
  FakeIpAddress,
  FakeOperatingSystem,
  FakeResourceRecord,
  FakeSubnet,
  FakeTagReference,
  FakeTicket,
  FakeTicketSubject,
  FakeUser,
  FakeVirtualGuest,
  FakeVlan,
} from './records.js';

/** Base time of generated dates: 2024-01-01T00:00:00Z. */
const BASE_TIME = Date.UTC(2024, 0, 1);
const HOUR = 3_600_000;

/** First id of each generated kind (distinct ranges make mix-ups visible). */
export const ID_BASE = {
  virtualGuest: 100_000,
  hardware: 200_000,
  ticket: 300_000,
  ticketUpdate: 310_000_000,
  domain: 400_000,
  resourceRecord: 500_000_000,
  user: 7000,
  transaction: 800_000,
  tagReference: 900_000_000,
} as const;

/** Address offsets inside a per-datacenter subnet: guests from 2, hardware from here. */
export const HARDWARE_ADDRESS_OFFSET = 200_000;
/** Prefix length of the generated subnets. */
const SUBNET_CIDR = 14;
const SUBNET_SIZE = 2 ** (32 - SUBNET_CIDR);

/** ISO-8601 text of a time, to the second. */
export function isoDate(time: number): string {
  return `${new Date(time).toISOString().slice(0, 19)}Z`;
}

/** The fixed datacenters. */
export const DATACENTERS: readonly FakeDatacenter[] = [
  { id: 1_854_895, name: 'dal10', longName: 'Dallas 10' },
  { id: 2_017_603, name: 'wdc07', longName: 'Washington 7' },
  { id: 449_506, name: 'fra02', longName: 'Frankfurt 2' },
  { id: 449_604, name: 'tok02', longName: 'Tokyo 2' },
];

/** Operating systems known by reference code. */
const OPERATING_SYSTEMS = [
  { code: 'UBUNTU_22_64', name: 'Ubuntu', version: '22.04-64 Minimal for VSI', manufacturer: 'Canonical' },
  { code: 'DEBIAN_12_64', name: 'Debian', version: '12.x-64', manufacturer: 'Debian' },
  { code: 'REDHAT_9_64', name: 'Red Hat Enterprise Linux', version: '9.x-64', manufacturer: 'Red Hat' },
  { code: 'CENTOS_STREAM_9_64', name: 'CentOS Stream', version: '9-64', manufacturer: 'CentOS' },
  { code: 'WIN_2022-STD_64', name: 'Windows Server', version: '2022 Standard', manufacturer: 'Microsoft' },
] as const;

/** Tag names drawn for generated servers. */
const TAGS = ['production', 'staging', 'frontend', 'backend', 'database', 'cache'] as const;
const GUEST_PREFIXES = ['web', 'db', 'app', 'cache', 'worker', 'api'] as const;
/** Zone names; more zones get `zoneN.example`. */
const ZONE_NAMES = ['example.com', 'example.org', 'example.net'] as const;
const SPEEDS = [100, 1000, 10_000] as const;

/** The ticket subjects. */
export const TICKET_SUBJECTS: readonly FakeTicketSubject[] = [
  { id: 1001, name: 'Accounting Request' },
  { id: 1021, name: 'Hardware Issue' },
  { id: 1022, name: 'Public Network Question' },
  { id: 1041, name: 'DNS Request' },
  { id: 1061, name: 'Sales Request' },
  { id: 1121, name: 'Virtual Server Issue' },
];

/** The operating system record of a reference code (unknown codes get a generic description). */
export function operatingSystemFor(referenceCode: string, id: number): FakeOperatingSystem {
  const known = OPERATING_SYSTEMS.find((os) => os.code === referenceCode);
  const index = known ? OPERATING_SYSTEMS.indexOf(known) : OPERATING_SYSTEMS.length;
  return {
    id,
    softwareLicense: {
      id: 10_000 + index,
      softwareDescription: {
        id: 20_000 + index,
        name: known?.name ?? referenceCode,
        version: known?.version ?? '',
        manufacturer: known?.manufacturer ?? '',
        referenceCode,
      },
    },
  };
}

/** Dotted text of a 32-bit address. */
export function ipText(address: number): string {
  return [24, 16, 8, 0].map((shift) => (address >>> shift) & 255).join('.');
}

/** Network address of the public (`space` 0) or private (1) subnet of datacenter `dc`. */
function networkOf(dc: number, space: 0 | 1): number {
  const first = space === 0 ? 161 : 10;
  return ((first << 24) | ((100 + 4 * dc) << 16)) >>> 0;
}

/** The address at `offset` in the public or private subnet of datacenter `dc`. */
export function addressAt(dc: number, space: 0 | 1, offset: number): string {
  return ipText(networkOf(dc, space) + offset);
}

/** Id of the subnet for datacenter `dc` and space (public subnets first). */
export function subnetId(dc: number, space: 0 | 1): number {
  return 600_001 + dc * 2 + space;
}

/** Id of the VLAN for datacenter `dc` and space. */
export function vlanId(dc: number, space: 0 | 1): number {
  return 700_001 + dc * 2 + space;
}

/** Tag references named `names`, with stable tag ids. */
export function tagReferencesFor(names: readonly string[], firstId: number): FakeTagReference[] {
  return names.map((name, index) => {
    const known = TAGS.indexOf(name as (typeof TAGS)[number]);
    const tagId = known >= 0 ? 11 + known : 100 + hashText(name);
    return { id: firstId + index, tagId, tag: { id: tagId, name } };
  });
}

function hashText(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) % 1_000_000;
  return hash;
}

function pickTags(random: () => number): string[] {
  const count = Math.floor(random() * 3);
  const names = new Set<string>();
  for (let n = 0; n < count; n += 1) names.add(pick(random, TAGS));
  return [...names];
}

/** The account record. */
export function generateAccount(): FakeAccount {
  return {
    id: FAKE_ACCOUNT_ID,
    companyName: 'Fake Company Ltd.',
    email: 'admin@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
    address1: '1 Loopback Way',
    city: 'Dallas',
    state: 'TX',
    country: 'US',
    postalCode: '75201',
    officePhone: '+1 555 0100',
    accountStatusId: 1001,
    brandId: 2,
    createDate: isoDate(BASE_TIME - 400 * 24 * HOUR),
  };
}

/** Slot of an address-holding server: which datacenter and which offset in its subnets. */
export interface AddressSlot {
  /** Datacenter index in {@link DATACENTERS}. */
  dc: number;
  /** Offset inside the datacenter's subnets. */
  offset: number;
}

/** Fields of a new virtual guest, from a seeded item or a create template. */
export interface GuestSpec {
  id: number;
  index: number;
  random: () => number;
  slot: AddressSlot;
  hostname: string;
  domain: string;
  cpus: number;
  memory: number;
  hourly: boolean;
  localDisk: boolean;
  osCode: string;
  nicSpeed: number;
  tags: string[];
  createTime: number;
  privateOnly: boolean;
  dedicated: boolean;
}

/** A virtual guest built from `spec`. */
export function buildGuest(spec: GuestSpec): FakeVirtualGuest {
  const datacenter = DATACENTERS[spec.slot.dc] ?? DATACENTERS[0]!;
  const publicIp = addressAt(spec.slot.dc, 0, spec.slot.offset);
  const privateIp = addressAt(spec.slot.dc, 1, spec.slot.offset);
  const hourlyFee = Number((0.025 * spec.cpus + 0.012 * (spec.memory / 1024)).toFixed(3));
  const guest: FakeVirtualGuest = {
    id: spec.id,
    globalIdentifier: uuidFrom(spec.random),
    hostname: spec.hostname,
    domain: spec.domain,
    fullyQualifiedDomainName: `${spec.hostname}.${spec.domain}`,
    primaryBackendIpAddress: privateIp,
    maxCpu: spec.cpus,
    startCpus: spec.cpus,
    maxMemory: spec.memory,
    hourlyBillingFlag: spec.hourly,
    localDiskFlag: spec.localDisk,
    dedicatedAccountHostOnlyFlag: spec.dedicated,
    privateNetworkOnlyFlag: spec.privateOnly,
    transientGuestFlag: false,
    accountId: FAKE_ACCOUNT_ID,
    createDate: isoDate(spec.createTime),
    modifyDate: isoDate(spec.createTime + HOUR),
    provisionDate: isoDate(spec.createTime + 900_000),
    status: { keyName: 'ACTIVE', name: 'Active' },
    powerState: { keyName: 'RUNNING', name: 'Running' },
    datacenter: { ...datacenter },
    tagReferences: tagReferencesFor(spec.tags, ID_BASE.tagReference + spec.index * 10),
    networkComponents: [
      { id: 30_000_000 + spec.index * 2, name: 'eth', port: 0, maxSpeed: spec.nicSpeed, speed: spec.nicSpeed, primaryIpAddress: privateIp },
    ],
    operatingSystem: operatingSystemFor(spec.osCode, 40_000_000 + spec.index),
    billingItem: {
      id: 50_000_000 + spec.index,
      recurringFee: spec.hourly ? '0' : (hourlyFee * 730).toFixed(2),
      hourlyRecurringFee: spec.hourly ? String(hourlyFee) : '0',
      categoryCode: 'guest_core',
      description: `${spec.cpus} x 2.0 GHz or higher Cores`,
      package: { id: 835, keyName: 'PUBLIC_CLOUD_SERVER' },
      children: [
        { id: 53_000_000 + spec.index * 10, categoryCode: 'ram', description: `${spec.memory / 1024} GB` },
        { id: 53_000_001 + spec.index * 10, categoryCode: 'guest_disk0', description: spec.localDisk ? '25 GB (LOCAL)' : '25 GB (SAN)' },
      ],
    },
    userData: [],
  };
  if (!spec.privateOnly) {
    guest.primaryIpAddress = publicIp;
    guest.networkComponents.push({
      id: 30_000_001 + spec.index * 2,
      name: 'eth',
      port: 1,
      maxSpeed: spec.nicSpeed,
      speed: spec.nicSpeed,
      primaryIpAddress: publicIp,
    });
  }
  return guest;
}

/** Seeded virtual guest number `index` (0-based). */
export function generateGuest(seed: number, index: number): FakeVirtualGuest {
  const random = seededRandom(seed, 1, index);
  const prefix = GUEST_PREFIXES[index % GUEST_PREFIXES.length]!;
  const guest = buildGuest({
    id: ID_BASE.virtualGuest + index + 1,
    index,
    random,
    slot: { dc: index % DATACENTERS.length, offset: index + 2 },
    hostname: `${prefix}${String(index + 1).padStart(2, '0')}`,
    domain: index % 3 === 2 ? 'example.org' : 'example.com',
    cpus: pick(random, [1, 2, 4, 8, 16]),
    memory: pick(random, [1024, 2048, 4096, 8192, 16_384, 32_768]),
    hourly: index % 2 === 0,
    localDisk: random() < 0.6,
    osCode: pick(random, OPERATING_SYSTEMS).code,
    nicSpeed: pick(random, SPEEDS),
    tags: pickTags(random),
    createTime: BASE_TIME + index * 7 * HOUR,
    privateOnly: false,
    dedicated: false,
  });
  if (index % 5 === 4) guest.powerState = { keyName: 'HALTED', name: 'Halted' };
  if (index % 4 === 1) guest.notes = `seeded guest ${index + 1}`;
  return guest;
}

/** Seeded hardware server number `index` (0-based). */
export function generateHardware(seed: number, index: number): FakeHardware {
  const random = seededRandom(seed, 2, index);
  const dc = index % DATACENTERS.length;
  const offset = HARDWARE_ADDRESS_OFFSET + index;
  const hostname = `bm${String(index + 1).padStart(2, '0')}`;
  const domain = index % 2 === 1 ? 'example.org' : 'example.com';
  const speed = pick(random, SPEEDS);
  const hourly = index % 3 === 0;
  const cores = pick(random, [4, 8, 12, 16, 32]);
  const createTime = BASE_TIME + index * 29 * HOUR;
  const fee = Number((0.12 * cores).toFixed(3));
  const hardware: FakeHardware = {
    id: ID_BASE.hardware + index + 1,
    globalIdentifier: uuidFrom(random),
    hostname,
    domain,
    fullyQualifiedDomainName: `${hostname}.${domain}`,
    primaryIpAddress: addressAt(dc, 0, offset),
    primaryBackendIpAddress: addressAt(dc, 1, offset),
    processorPhysicalCoreAmount: cores,
    memoryCapacity: pick(random, [16, 32, 64, 128, 256]),
    hourlyBillingFlag: hourly,
    serialNumber: `SL${String(1_000_000 + index * 7919).padStart(8, '0')}`,
    accountId: FAKE_ACCOUNT_ID,
    createDate: isoDate(createTime),
    provisionDate: isoDate(createTime + 4 * HOUR),
    hardwareStatus: { id: 5, status: 'ACTIVE' },
    powerState: { keyName: 'RUNNING', name: 'Running' },
    datacenter: { ...DATACENTERS[dc]! },
    tagReferences: tagReferencesFor(pickTags(random), ID_BASE.tagReference + 500_000_000 + index * 10),
    networkComponents: [
      { id: 31_000_000 + index * 2, name: 'eth', port: 0, maxSpeed: speed, speed, primaryIpAddress: addressAt(dc, 1, offset) },
      { id: 31_000_001 + index * 2, name: 'eth', port: 1, maxSpeed: speed, speed, primaryIpAddress: addressAt(dc, 0, offset) },
    ],
    operatingSystem: operatingSystemFor(pick(random, OPERATING_SYSTEMS).code, 41_000_000 + index),

    billingItem: {
      id: 51_000_000 + index,
      recurringFee: hourly ? '0' : (fee * 730).toFixed(2),
      hourlyRecurringFee: hourly ? String(fee) : '0',
      categoryCode: 'server',
      description: `Dual Xeon, ${cores} cores`,
      package: { id: 200, keyName: 'BARE_METAL_SERVER' },
      nextInvoiceChildren: [
        { id: 52_000_000 + index * 10, categoryCode: 'ram', description: 'RAM', nextInvoiceTotalRecurringAmount: 60 },
        { id: 52_000_001 + index * 10, categoryCode: 'disk0', description: '1.00 TB SATA', nextInvoiceTotalRecurringAmount: 20 },
      ],
    },
    userData: [],
  };
  if (index % 3 === 1) hardware.notes = `rack ${index + 1}`;
  return hardware;
}

/** Names for generated customer users beyond the authentication users. */
const PEOPLE = [
  ['Alice', 'Anders'],
  ['Bob', 'Brandt'],
  ['Chandra', 'Choi'],
  ['Dmitri', 'Dahl'],
  ['Esme', 'Evans'],
] as const;

/** A customer user record; authentication users are named after their username. */
export function buildUser(id: number, username: string, index: number, generated: boolean): FakeUser {
  const [firstName, lastName] = generated
    ? PEOPLE[index % PEOPLE.length]!
    : [username.charAt(0).toUpperCase() + username.slice(1), 'User'];
  return {
    id,
    username,
    email: `${username}@example.com`,
    firstName,
    lastName,
    companyName: 'Fake Company Ltd.',
    address1: '1 Loopback Way',
    city: 'Dallas',
    state: 'TX',
    country: 'US',
    postalCode: '75201',
    officePhone: `+1 555 01${String(index % 100).padStart(2, '0')}`,
    accountId: FAKE_ACCOUNT_ID,
    createDate: isoDate(BASE_TIME - (300 - index) * 24 * HOUR),
    displayName: `${firstName} ${lastName}`,
    sslVpnAllowedFlag: index % 2 === 0,
    vpnManualConfig: false,
    ...(generated ? { parentId: ID_BASE.user + 1 } : {}),
    // The account's first user is its master user (every other user has a parent or was added later).
    isMasterUserFlag: !generated && index === 0,
    userStatusId: 1001,
    userStatus: { id: 1001, name: 'Active' },
  };
}

const TICKET_TITLES = [
  'Server not reachable over public network',
  'Request for invoice copy',
  'Disk errors on bare metal',
  'Add PTR record',
  'Quote for additional capacity',
  'Virtual server slow after reload',
] as const;

/** Seeded ticket number `index` (0-based), assigned to one of `users` and attached to `hardware`. */
export function generateTicket(
  seed: number,
  index: number,
  users: readonly FakeUser[],
  hardware: readonly FakeHardware[],
): FakeTicket {
  const random = seededRandom(seed, 3, index);
  const id = ID_BASE.ticket + index + 1;
  const createTime = BASE_TIME + index * 53 * HOUR;
  const closed = index % 3 === 2;
  const assignedUser = users[index % Math.max(users.length, 1)]!;
  const updateCount = 1 + Math.floor(random() * 3);
  const updates = Array.from({ length: updateCount }, (_, n) => ({
    id: ID_BASE.ticketUpdate + index * 10 + n + 1,
    ticketId: id,
    entry: n === 0 ? `Opened: ${TICKET_TITLES[index % TICKET_TITLES.length]!.toLowerCase()}.` : `Follow-up ${n}.`,
    createDate: isoDate(createTime + n * 2 * HOUR),
    editorType: n % 2 === 0 ? 'USER' : 'EMPLOYEE',
  }));
  const attached = index % 2 === 0 && hardware.length > 0 ? [hardware[index % hardware.length]!] : [];
  return {
    id,
    title: TICKET_TITLES[index % TICKET_TITLES.length]!,
    accountId: FAKE_ACCOUNT_ID,
    createDate: isoDate(createTime),
    modifyDate: isoDate(createTime + (updateCount - 1) * 2 * HOUR),
    lastEditDate: isoDate(createTime + (updateCount - 1) * 2 * HOUR),
    serviceProviderResourceId: String(id),
    statusId: closed ? 1002 : 1001,
    subjectId: TICKET_SUBJECTS[index % TICKET_SUBJECTS.length]!.id,
    priority: index % 5,
    assignedUserId: assignedUser.id,
    status: closed ? { id: 1002, name: 'Closed' } : { id: 1001, name: 'Open' },
    updates,
    assignedUser,
    attachedHardware: attached,
  };
}

/** Seeded DNS zone number `index` with records pointing at `guests` of that zone. */
export function generateDomain(index: number, guests: readonly FakeVirtualGuest[]): FakeDomain {
  const id = ID_BASE.domain + index + 1;
  const name = ZONE_NAMES[index] ?? `zone${index + 1}.example`;
  const firstRecord = ID_BASE.resourceRecord + index * 1000;
  const records: Array<Omit<FakeResourceRecord, 'id' | 'domainId'>> = [
    { host: '@', type: 'NS', data: 'ns1.fake-dns.example.', ttl: 86_400 },
    { host: '@', type: 'NS', data: 'ns2.fake-dns.example.', ttl: 86_400 },
    { host: '@', type: 'A', data: addressAt(0, 0, 1000 + index), ttl: 3600 },
    { host: 'www', type: 'CNAME', data: `${name}.`, ttl: 3600 },
    { host: '@', type: 'MX', data: `mail.${name}.`, ttl: 3600, mxPriority: 10 },
    { host: 'mail', type: 'A', data: addressAt(1, 0, 1000 + index), ttl: 3600 },
    { host: '@', type: 'TXT', data: 'v=spf1 mx -all', ttl: 900 },
  ];
  for (const guest of guests.filter((g) => g.domain === name).slice(0, 4)) {
    if (guest.primaryIpAddress) records.push({ host: guest.hostname, type: 'A', data: guest.primaryIpAddress, ttl: 900 });
  }
  return {
    id,
    name,
    serial: 2_024_010_101,
    accountId: FAKE_ACCOUNT_ID,
    updateDate: isoDate(BASE_TIME + index * HOUR),
    resourceRecords: records.map((record, n) => ({ id: firstRecord + n + 1, domainId: id, ...record })),
  };
}

/**
 * The VLANs: per datacenter one public, one private; and one spare private VLAN in the first
 * datacenter (id 700100) with no subnets and no devices, which can be cancelled.
 */
export function generateVlans(): FakeVlan[] {
  const vlans = DATACENTERS.flatMap((datacenter, dc) =>
    ([0, 1] as const).map((space) => {
      const hostname = `${space === 0 ? 'fcr' : 'bcr'}01a.${datacenter.name}`;
      const vlanNumber = (space === 0 ? 1100 : 1200) + dc;
      return {
        id: vlanId(dc, space),
        vlanNumber,
        name: `${space === 0 ? 'public' : 'private'}-${datacenter.name}`,
        fullyQualifiedName: `${hostname}.${vlanNumber}`,
        networkSpace: space === 0 ? 'PUBLIC' : 'PRIVATE',
        podName: `${datacenter.name}.pod01`,
        accountId: FAKE_ACCOUNT_ID,
        primaryRouter: {
          id: 800 + dc * 2 + space,
          hostname,
          fullyQualifiedDomainName: `${hostname}.vendor.example`,
          datacenter: { ...datacenter },
        },
        datacenter: { ...datacenter },
        tagReferences: [],
        billingItem: {
          id: 1_300_000 + dc * 2 + space,
          categoryCode: 'network_vlan',
          description: `${space === 0 ? 'Public' : 'Private'} Network Vlan`,
        },
      };
    }),
  );
  const spare = structuredClone(vlans[1]!);
  Object.assign(spare, {
    id: 700_100, vlanNumber: 1300, name: 'spare-private', fullyQualifiedName: `${spare.primaryRouter.hostname}.1300`,
    billingItem: { id: 1_300_100, categoryCode: 'network_vlan', description: 'Private Network Vlan' },
  });
  return [...vlans, spare];
}

/** The subnets: per datacenter one public, one private, each on its VLAN. */
export function generateSubnets(): FakeSubnet[] {
  const netmask = ipText((0xffffffff << (32 - SUBNET_CIDR)) >>> 0);
  return DATACENTERS.flatMap((datacenter, dc) =>
    ([0, 1] as const).map((space) => ({
      id: subnetId(dc, space),
      networkIdentifier: addressAt(dc, space, 0),
      cidr: SUBNET_CIDR,
      netmask,
      gateway: addressAt(dc, space, 1),
      broadcastAddress: addressAt(dc, space, SUBNET_SIZE - 1),
      subnetType: 'PRIMARY',
      addressSpace: space === 0 ? 'PUBLIC' : 'PRIVATE',
      version: 4,
      totalIpAddresses: String(SUBNET_SIZE),
      usableIpAddressCount: String(SUBNET_SIZE - 3),
      networkVlanId: vlanId(dc, space),
      accountId: FAKE_ACCOUNT_ID,
      datacenter: { ...datacenter },
    })),
  );
}

/** Id of the address record at `offset` of the subnet with id `subnet`. */
export function ipAddressId(subnet: number, offset: number): number {
  return 10_000_000 + (subnet - 600_001) * SUBNET_SIZE + offset;
}

/** Where `address` falls among the generated subnets, if anywhere. */
export function locateAddress(address: string): { dc: number; space: 0 | 1; offset: number } | undefined {
  const parts = address.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return undefined;
  const value = parts.reduce((total, part) => total * 256 + part, 0);
  for (let dc = 0; dc < DATACENTERS.length; dc += 1) {
    for (const space of [0, 1] as const) {
      const offset = value - networkOf(dc, space);
      if (offset >= 0 && offset < SUBNET_SIZE) return { dc, space, offset };
    }
  }
  return undefined;
}

/** The network, gateway and broadcast address records of `subnet` (a global IP: its one address). */
export function subnetAddresses(subnet: FakeSubnet): FakeIpAddress[] {
  const base = { subnetId: subnet.id, isReserved: true };
  if (subnet.subnetType === 'GLOBAL_IP') {
    const flags = { isNetwork: false, isGateway: false, isBroadcast: false, isReserved: false };
    return [{ id: ipAddressId(subnet.id, 0), ipAddress: subnet.networkIdentifier, subnetId: subnet.id, ...flags }];
  }
  return [
    { id: ipAddressId(subnet.id, 0), ipAddress: subnet.networkIdentifier, ...base, isNetwork: true, isGateway: false, isBroadcast: false },
    { id: ipAddressId(subnet.id, 1), ipAddress: subnet.gateway, ...base, isNetwork: false, isGateway: true, isBroadcast: false },
    {
      id: ipAddressId(subnet.id, Number(subnet.totalIpAddresses) - 1),
      ipAddress: subnet.broadcastAddress,
      ...base,
      isNetwork: false,
      isGateway: false,
      isBroadcast: true,
    },
  ];
}

/** Address records of a server's public and private addresses. */
export function serverAddresses(
  server: { primaryIpAddress?: string; primaryBackendIpAddress: string },
  owner: { virtualGuestId: number } | { hardwareId: number },
): FakeIpAddress[] {
  const records: FakeIpAddress[] = [];
  for (const address of [server.primaryIpAddress, server.primaryBackendIpAddress]) {
    const where = address === undefined ? undefined : locateAddress(address);
    if (!where || address === undefined) continue;
    const subnet = subnetId(where.dc, where.space);
    records.push({
      id: ipAddressId(subnet, where.offset),
      ipAddress: address,
      subnetId: subnet,
      isNetwork: false,
      isGateway: false,
      isBroadcast: false,
      isReserved: false,
      ...owner,
    });
  }
  return records;
}
