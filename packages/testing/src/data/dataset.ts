/**
 * The fake server's in-memory dataset: seeded, deterministic, each list generated on first use.
 *
 * @module
 */
import {
  DATACENTERS,
  HARDWARE_ADDRESS_OFFSET,
  ID_BASE,
  TICKET_SUBJECTS,
  buildUser,
  generateAccount,
  generateDomain,
  generateGuest,
  generateHardware,
  generateSubnets,
  generateTicket,
  generateVlans,
  serverAddresses,
  subnetAddresses,
} from './generate.js';
import {
  generateGlobalIpRecords,
  generateGlobalSubnets,
  generateNetworkPods,
  generatePortableSubnets,
  generateRwhoisData,
} from './generate-network.js';
import { generateImages, generateSshKeys } from './guest-extras.js';
import type { FakeGuestNotification, FakeImageTemplate, FakeSshKey } from './guest-extras.js';
import type {
  FakeAccount,
  FakeDatacenter,
  FakeDomain,
  FakeGlobalIpRecord,
  FakeHardware,
  FakeIpAddress,
  FakeNetworkPod,
  FakeRwhoisData,
  FakeSubnet,
  FakeTicket,
  FakeTicketSubject,
  FakeUser,
  FakeVirtualGuest,
  FakeVlan,
} from './records.js';

/**
 * How many records of each list the seeded dataset holds. Lists are generated lazily on first
 * use, so large counts cost nothing until a test reads them.
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ counts: { virtualGuests: 10_000 } });
 * ```
 */
export interface FakeDatasetCounts {
  /** Virtual guests (default 12, at most 199 998). */
  virtualGuests?: number;
  /** Hardware servers (default 4, at most 60 000). */
  hardware?: number;
  /** Tickets (default 8). */
  tickets?: number;
  /** Customer users besides the authentication users (default 3). */
  users?: number;
  /** DNS zones (default 3: example.com, example.org, example.net; then zoneN.example). */
  domains?: number;
}

/** Defaults of {@link FakeDatasetCounts}. */
export const DEFAULT_COUNTS: Readonly<Required<FakeDatasetCounts>> = Object.freeze({
  virtualGuests: 12,
  hardware: 4,
  tickets: 8,
  users: 3,
  domains: 3,
});

/** Upper bounds of {@link FakeDatasetCounts} (address space of the generated subnets). */
export const MAX_COUNTS: Readonly<Required<FakeDatasetCounts>> = Object.freeze({
  virtualGuests: HARDWARE_ADDRESS_OFFSET - 2,
  hardware: 60_000,
  tickets: 1_000_000,
  users: 100_000,
  domains: 100_000,
});

/**
 * The live in-memory data of a fake server (`server.state.data`). Tests may read and change
 * records and lists; the server answers from them. Nested objects are the records' relations.
 *
 * @example
 * ```ts
 * server.state.data.account.companyName = 'Renamed Ltd.';
 * server.state.data.virtualGuests.length = 0; // an account without guests
 * ```
 */
export interface FakeDataset {
  /** The account. */
  account: FakeAccount;
  /** Datacenters (`dal10`, `wdc07`, `fra02`, `tok02`). */
  datacenters: FakeDatacenter[];
  /** Virtual guests. */
  virtualGuests: FakeVirtualGuest[];
  /** Hardware servers. */
  hardware: FakeHardware[];
  /** Tickets. */
  tickets: FakeTicket[];
  /** Ticket subjects. */
  ticketSubjects: FakeTicketSubject[];
  /** Customer users (authentication users first). */
  users: FakeUser[];
  /** DNS zones with their records. */
  domains: FakeDomain[];
  /** VLANs. */
  networkVlans: FakeVlan[];
  /** Subnets: each datacenter's public and private primary subnet, portable subnets, global IPs. */
  subnets: FakeSubnet[];
  /** IP addresses: each subnet's network, gateway and broadcast, and each server's addresses. */
  ipAddresses: FakeIpAddress[];
  /** SSH keys of the account. */
  sshKeys: FakeSshKey[];
  /** Image templates: the account's private ones and public ones (`publicFlag`). */
  images: FakeImageTemplate[];
  /** Users' notification subscriptions for guests. */
  guestNotifications: FakeGuestNotification[];
  /** Global IP records (the first routed to the first guest's public address). */
  globalIpRecords: FakeGlobalIpRecord[];
  /** The account's RWhois record. */
  rwhoisData: FakeRwhoisData;
  /** Network pods. */
  networkPods: FakeNetworkPod[];
}

/** Usernames of the generated customer users, then `userN`. */
const GENERATED_USERNAMES = ['alice', 'bob', 'chandra', 'dmitri', 'esme'];

/** A user the dataset must hold as a customer user. */
export interface DatasetUser {
  id: number;
  username: string;
}

/** What a dataset is generated from. */
export interface DatasetSeed {
  seed: number;
  counts: Readonly<Required<FakeDatasetCounts>>;
  users: readonly DatasetUser[];
}

/** The dataset behind the server: {@link FakeDataset} plus id allocation for new records. */
export class Dataset implements FakeDataset {
  account: FakeAccount = generateAccount();
  datacenters: FakeDatacenter[] = DATACENTERS.map((dc) => ({ ...dc }));
  ticketSubjects: FakeTicketSubject[] = TICKET_SUBJECTS.map((subject) => ({ ...subject }));

  readonly #seed: DatasetSeed;
  readonly #lists = new Map<string, unknown[]>();
  readonly #nextIds = new Map<string, number>();
  #guestSlot: number;

  constructor(seed: DatasetSeed) {
    this.#seed = seed;
    this.#guestSlot = seed.counts.virtualGuests;
  }

  #list<T>(name: string, generate: () => T[]): T[] {
    let list = this.#lists.get(name) as T[] | undefined;
    if (!list) {
      list = generate();
      this.#lists.set(name, list);
    }
    return list;
  }

  get virtualGuests(): FakeVirtualGuest[] {
    const { seed, counts } = this.#seed;
    return this.#list('virtualGuests', () => Array.from({ length: counts.virtualGuests }, (_, i) => generateGuest(seed, i)));
  }
  set virtualGuests(list: FakeVirtualGuest[]) {
    this.#lists.set('virtualGuests', list);
  }

  get hardware(): FakeHardware[] {
    const { seed, counts } = this.#seed;
    return this.#list('hardware', () => Array.from({ length: counts.hardware }, (_, i) => generateHardware(seed, i)));
  }
  set hardware(list: FakeHardware[]) {
    this.#lists.set('hardware', list);
  }

  get users(): FakeUser[] {
    const { counts, users } = this.#seed;
    return this.#list('users', () => {
      const list = users.map((user, i) => buildUser(user.id, user.username, i, false));
      let nextId = Math.max(ID_BASE.user, ...users.map((user) => user.id)) + 1;
      const taken = new Set(list.map((user) => user.username));
      for (let i = 0; i < counts.users; i += 1) {
        let username = GENERATED_USERNAMES[i] ?? `user${i + 1}`;
        if (taken.has(username)) username = `${username}-${i + 1}`;
        taken.add(username);
        list.push(buildUser(nextId, username, i, true));
        nextId += 1;
      }
      return list;
    });
  }
  set users(list: FakeUser[]) {
    this.#lists.set('users', list);
  }

  get tickets(): FakeTicket[] {
    const { seed, counts } = this.#seed;
    return this.#list('tickets', () =>
      Array.from({ length: counts.tickets }, (_, i) => generateTicket(seed, i, this.users, this.hardware)),
    );
  }
  set tickets(list: FakeTicket[]) {
    this.#lists.set('tickets', list);
  }

  get domains(): FakeDomain[] {
    const { counts } = this.#seed;
    return this.#list('domains', () => {
      const guests = this.virtualGuests.slice(0, 60);
      return Array.from({ length: counts.domains }, (_, i) => generateDomain(i, guests));
    });
  }
  set domains(list: FakeDomain[]) {
    this.#lists.set('domains', list);
  }

  get networkVlans(): FakeVlan[] {
    return this.#list('networkVlans', generateVlans);
  }
  set networkVlans(list: FakeVlan[]) {
    this.#lists.set('networkVlans', list);
  }

  get subnets(): FakeSubnet[] {
    return this.#list('subnets', () => [...generateSubnets(), ...generatePortableSubnets(), ...generateGlobalSubnets()]);
  }
  set subnets(list: FakeSubnet[]) {
    this.#lists.set('subnets', list);
  }

  get ipAddresses(): FakeIpAddress[] {
    return this.#list('ipAddresses', () => {
      const list = [
        ...this.subnets.flatMap(subnetAddresses),
        ...this.virtualGuests.flatMap((guest) => serverAddresses(guest, { virtualGuestId: guest.id })),
        ...this.hardware.flatMap((server) => serverAddresses(server, { hardwareId: server.id })),
      ];
      return list.sort((a, b) => a.id - b.id);
    });
  }
  set ipAddresses(list: FakeIpAddress[]) {
    this.#lists.set('ipAddresses', list);
  }

  get globalIpRecords(): FakeGlobalIpRecord[] {
    return this.#list('globalIpRecords', () => {
      const target = this.virtualGuests.find((guest) => guest.primaryIpAddress !== undefined)?.primaryIpAddress;
      return generateGlobalIpRecords(this.subnets, this.ipAddresses.find((ip) => ip.ipAddress === target));
    });
  }
  set globalIpRecords(list: FakeGlobalIpRecord[]) {
    this.#lists.set('globalIpRecords', list);
  }

  get rwhoisData(): FakeRwhoisData {
    return this.#list('rwhoisData', () => [generateRwhoisData(this.account)])[0]!;
  }
  set rwhoisData(record: FakeRwhoisData) {
    this.#lists.set('rwhoisData', [record]);
  }

  get networkPods(): FakeNetworkPod[] {
    return this.#list('networkPods', generateNetworkPods);
  }
  set networkPods(list: FakeNetworkPod[]) {
    this.#lists.set('networkPods', list);
  }

  /** Whether the list `name` has been generated (used to keep derived lists in step). */
  /** SSH keys of the account (seeded with three). */
  get sshKeys(): FakeSshKey[] {
    return this.#list('sshKeys', generateSshKeys);
  }
  set sshKeys(list: FakeSshKey[]) {
    this.#lists.set('sshKeys', list);
  }

  /** Image templates, private and public (seeded with two of each). */
  get images(): FakeImageTemplate[] {
    return this.#list('images', generateImages);
  }
  set images(list: FakeImageTemplate[]) {
    this.#lists.set('images', list);
  }

  /** Notification subscriptions for guests (none at first). */
  get guestNotifications(): FakeGuestNotification[] {
    return this.#list('guestNotifications', (): FakeGuestNotification[] => []);
  }
  set guestNotifications(list: FakeGuestNotification[]) {
    this.#lists.set('guestNotifications', list);
  }

  isGenerated(name: keyof FakeDataset): boolean {
    return this.#lists.has(name);
  }

  /** The next free id of `kind`: one above the largest id in `records`, or `base + 1`. */
  nextId(kind: string, records: ReadonlyArray<{ id: number }>, base: number): number {
    let next = this.#nextIds.get(kind);
    if (next === undefined) {
      next = base + 1;
      for (const record of records) if (record.id >= next) next = record.id + 1;
    }
    this.#nextIds.set(kind, next + 1);
    return next;
  }

  /** An unused index for a new virtual guest (its address offset is the index + 2). */
  nextGuestSlot(): number {
    const slot = this.#guestSlot;
    this.#guestSlot += 1;
    return slot;
  }
}
