/**
 * The data of reserved capacity, placement groups and dedicated hosts: placement group rules and
 * groups, reserved capacity groups with their instances, the guests on each dedicated host, and the
 * `RESERVED_CAPACITY` and `DEDICATED_HOST` packages. Made on first use per dataset (a reset makes a
 * new one); derived fields (guests, counts) are refreshed from the live guests whenever read.
 *
 * @module
 */
import { extrasOf, type FakeDedicatedHost } from './account-extras.js';
import { regionKeyname, type CatalogPackage } from './catalog.js';
import type { Dataset } from './dataset.js';
import { isoDate } from './generate.js';
import type { AnyRecord } from '../engine/relation-table.js';
import type { RelationSpec } from './record-context.js';
import type { FakeDatacenter } from './records.js';

/** Package of reserved capacity. */
export const CAPACITY_PACKAGE_ID = 1059;
/** Package of dedicated hosts. */
export const HOST_PACKAGE_ID = 813;
/** Order container of a reserved capacity. */
export const CAPACITY_ORDER = 'Vendor_Container_Product_Order_Virtual_ReservedCapacity';
/** Order container of a dedicated host. */
export const HOST_ORDER = 'Vendor_Container_Product_Order_Virtual_DedicatedHost';

/** A placement group as stored: the rule, router and guests are relations (see {@link PLACEMENT_GROUP_RELATIONS}). */
export interface FakePlacementGroup {
  id: number;
  name: string;
  createDate: string;
  modifyDate?: string;
  backendRouterId: number;
  ruleId: number;
}

/** One slot of a reserved capacity group. */
export interface FakeCapacityInstance {
  id: number;
  createDate: string;
  guestId?: number;
  guest?: object;
  availableFlag?: boolean;
  billingItem?: {
    id: number; description: string; hourlyRecurringFee: string; recurringFee: string;
    category: { name: string; categoryCode: string }; item: { id: number; keyName: string };
  };
}

/** A reserved capacity group as stored: counts and guests are derived. */
export interface FakeCapacityGroup {
  id: number;
  name: string;
  createDate: string;
  backendRouterId: number;
  backendRouter?: { id: number; hostname: string; datacenter: { id: number; name: string; longName: string } };
  instances: FakeCapacityInstance[];
}

const occupied = (group: AnyRecord): number => (group.instances as FakeCapacityInstance[]).filter((instance) => instance.guest !== undefined).length;

/** The guests of a placement group, live. */
export function placementGuests(data: Dataset, group: AnyRecord): object[] {
  const ids = capacityOf(data).placementGuests.get(group.id as number) ?? new Set<number>();
  return data.virtualGuests.filter((guest) => ids.has(guest.id));
}

/** The relations of a placement group: its rule, router and guests (`guestCount` counts them). */
export const PLACEMENT_GROUP_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  rule: { type: 'Generic', get: (group, { data }) => capacityOf(data).rules.find((rule) => rule.id === group.ruleId) },
  backendRouter: {
    type: 'Generic',
    get: (group, { data }) => {
      const found = routerOf(data, group.backendRouterId);
      return found === undefined ? undefined : { id: found.id, hostname: found.hostname };
    },
  },
  guests: { type: 'VirtualGuest', get: (group, { data }) => placementGuests(data, group) },
};

/**
 * The relations of a reserved capacity group: its instances and router, and the counts of its
 * instances (relational properties of the real service: shown only when a mask names them).
 */
export const CAPACITY_GROUP_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  instances: { type: 'Generic' },
  backendRouter: { type: 'Generic' },
  instanceCount: { type: 'Generic', get: (group) => (group.instances as unknown[]).length },
  occupiedInstanceCount: { type: 'Generic', get: occupied },
  availableInstanceCount: { type: 'Generic', get: (group) => (group.instances as unknown[]).length - occupied(group) },
};

/** The capacity data of one dataset. */
export interface CapacityState {
  rules: { id: number; keyName: string; name: string }[];
  placementGroups: FakePlacementGroup[];
  placementGuests: Map<number, Set<number>>;
  capacityGroups: FakeCapacityGroup[];
  hostGuests: Map<number, Set<number>>;
  nextId(kind: string, base: number): number;
}

const states = new WeakMap<Dataset, CapacityState>();
const BASE = Date.UTC(2024, 2, 1);

/** The pod (backend router) of an id, with its datacenter. */
export function routerOf(data: Dataset, routerId: unknown): { id: number; hostname: string; datacenter: { id: number; name: string; longName: string } } | undefined {
  const pod = data.networkPods.find((candidate) => candidate.backendRouterId === routerId);
  if (!pod) return undefined;
  return {
    id: pod.backendRouterId,
    hostname: pod.backendRouterName,
    datacenter: { id: pod.datacenterId, name: pod.datacenterName, longName: pod.datacenterLongName },
  };
}

/** A capacity instance's billing item for a capacity item key name. */
function capacityBilling(id: number, keyName: string): NonNullable<FakeCapacityInstance['billingItem']> {
  const item = capacityItems().find((candidate) => candidate.keyName === keyName);
  return {
    id, description: item?.description ?? keyName, hourlyRecurringFee: '.032', recurringFee: '23.36',
    category: { name: 'Reserved Capacity', categoryCode: 'reserved_capacity' }, item: { id: item?.id ?? 0, keyName },
  };
}

function createState(data: Dataset): CapacityState {
  const ids = new Map<string, number>();
  const guests = data.virtualGuests;
  const router = data.networkPods[0]?.backendRouterId ?? 801;
  const state: CapacityState = {
    rules: [{ id: 1, keyName: 'SPREAD', name: 'SPREAD' }],
    placementGroups: [
      { id: 12_345, name: 'test', createDate: new Date(BASE).toISOString(), backendRouterId: router, ruleId: 1 },
      { id: 12_346, name: 'empty-group', createDate: new Date(BASE + 86_400_000).toISOString(), backendRouterId: router, ruleId: 1 },
      { id: 1234, name: 'web-spread', createDate: new Date(BASE + 2 * 86_400_000).toISOString(), backendRouterId: router, ruleId: 1 },
    ],
    placementGuests: new Map([[1234, new Set(guests.slice(0, 2).map((guest) => guest.id))]]),
    capacityGroups: [{
      id: 3103, name: 'test-capacity', createDate: isoDate(BASE), backendRouterId: router,
      instances: [0, 1, 2].map((index) => ({
        id: 3501 + index, createDate: isoDate(BASE),
        ...(index === 0 && guests[2] ? { guestId: guests[2].id } : {}),
        billingItem: capacityBilling(3_401_000 + index, 'B1_1X2_1_YEAR_TERM'),
      })),
    }],
    hostGuests: new Map([[600_101, new Set(guests.slice(3, 5).map((guest) => guest.id))]]),
    nextId(kind, base) {
      const next = (ids.get(kind) ?? base) + 1;
      ids.set(kind, next);
      return next;
    },
  };
  for (const host of extrasOf(data).dedicatedHosts) describeHost(data, host);
  return state;
}

/** The fields a dedicated host of the account carries besides its sizes. */
export function describeHost(data: Dataset, host: FakeDedicatedHost): void {
  const router = routerOf(data, data.networkPods[0]?.backendRouterId);
  const user = data.users[0];
  const fields = host as FakeDedicatedHost & Record<string, unknown>;
  fields.datacenter ??= router?.datacenter;
  fields.backendRouter ??= router === undefined ? undefined : { id: router.id, hostname: router.hostname, domain: 'softlayer.com' };
  fields.modifyDate ??= host.createDate;
  fields.billingItem ??= {
    id: host.id * 10, nextInvoiceTotalRecurringAmount: 1515.556, children: [{ categoryCode: 'dedicated_host_ram', nextInvoiceTotalRecurringAmount: 0 }],
    orderItem: { id: host.id * 10 + 1, order: { id: 6_000_000, userRecord: { id: user?.id, username: user?.username } } },
  };
}

/** The capacity data of a dataset, its derived fields refreshed from the live guests. */
export function capacityOf(data: Dataset): CapacityState {
  let state = states.get(data);
  if (state === undefined) {
    state = createState(data);
    states.set(data, state);
  }
  const byId = new Map(data.virtualGuests.map((guest) => [guest.id, guest]));
  const live = (ids: Set<number> | undefined): object[] => [...(ids ?? [])].flatMap((id) => byId.get(id) ?? []);
  for (const group of state.capacityGroups) {
    group.backendRouter = routerOf(data, group.backendRouterId);
    for (const instance of group.instances) {
      const guest = instance.guestId === undefined ? undefined : byId.get(instance.guestId);
      if (guest) instance.guest = guest;
      else {
        delete instance.guest;
        delete instance.guestId;
      }
      instance.availableFlag = guest === undefined;
    }
  }
  for (const host of extrasOf(data).dedicatedHosts) {
    const onHost = live(state.hostGuests.get(host.id)) as { maxCpu?: number; maxMemory?: number }[];
    const fields = host as FakeDedicatedHost & Record<string, unknown>;
    fields.guests = onHost;
    fields.guestCount = onHost.length;
    const cpus = onHost.reduce((sum, guest) => sum + (guest.maxCpu ?? 0), 0);
    const memory = onHost.reduce((sum, guest) => sum + Math.round((guest.maxMemory ?? 0) / 1024), 0);
    fields.allocationStatus = {
      cpuAllocated: cpus, cpuAvailable: (host.cpuCount ?? 0) - cpus, cpuCount: host.cpuCount,
      memoryAllocated: memory, memoryAvailable: (host.memoryCapacity ?? 0) - memory, memoryCapacity: host.memoryCapacity,
      diskAllocated: onHost.length * 25, diskAvailable: (host.diskCapacity ?? 0) - onHost.length * 25, diskCapacity: host.diskCapacity,
    };
  }
  return state;
}

/** The items of `RESERVED_CAPACITY`: a plan per size and term, the term in months in `capacity`. */
function capacityItems(): CatalogPackage['items'] {
  const plan = (id: number, size: string, cpus: number, gb: number, years: number, hourly: number) => ({
    id,
    keyName: `${size}_${cpus}X${gb}_${years}_YEAR_TERM`,
    description: `${size}.${cpus}x${gb} (${years} Year Term)`,
    capacity: String(years * 12),
    units: 'MONTHS',
    itemCategory: { id: 2060, categoryCode: 'reserved_capacity', name: 'Reserved Capacity' },
    attributes: [{ id: id * 10, attributeTypeKeyName: 'NUMBER_OF_MONTHS', value: String(years * 12) }],
    prices: [
      { id: id * 10 + 1, itemId: id, hourlyRecurringFee: hourly.toFixed(3), recurringFee: '0', categories: [{ id: 2060, categoryCode: 'reserved_capacity' }] },
      {
        id: id * 10 + 2, itemId: id, hourlyRecurringFee: (hourly * 1.2).toFixed(3), recurringFee: '0', locationGroupId: 505,
        categories: [{ id: 2060, categoryCode: 'reserved_capacity' }],
      },
    ],
  });
  return [plan(12_273, 'B1', 1, 2, 1, 0.032), plan(12_274, 'B1', 1, 2, 3, 0.027), plan(12_275, 'B1', 2, 4, 1, 0.064), plan(12_276, 'B1', 2, 8, 3, 0.09)];
}

/** The items of `DEDICATED_HOST`: a host flavor and a GPU flavor, with their RAM, disk (and GPU) bundles. */
function hostItems(): CatalogPackage['items'] {
  const bundle = (capacity: string, keyName: string, categoryCode: string, gpu = false) => ({
    capacity, keyName, categories: [{ categoryCode }],
    hardwareGenericComponentModel: { id: gpu ? 975 : 0, hardwareComponentType: { keyName: gpu ? 'GPU' : categoryCode.toUpperCase() } },
  });
  const flavor = (id: number, keyName: string, description: string, cpus: string, ram: string, disk: string, price: number, gpu: boolean) => ({
    id,
    keyName,
    description,
    capacity: cpus,
    units: 'CORES',
    itemCategory: { id: 848, categoryCode: 'dedicated_virtual_hosts', name: 'Dedicated Virtual Host' },
    bundleItems: [
      bundle(ram, `${ram}_GB_RAM`, 'dedicated_host_ram'),
      bundle(disk, `${disk}_GB_LOCAL_STORAGE_DEDICATED_HOST_CAPACITY`, 'dedicated_host_disk'),
      ...(gpu ? [bundle('2', 'GPU_P100', 'dedicated_host_gpu', true)] : []),
    ],
    prices: [
      { id: price, itemId: id, hourlyRecurringFee: gpu ? '7.88' : '3.164', recurringFee: gpu ? '5200' : '2099', categories: [{ categoryCode: 'dedicated_virtual_hosts' }] },
      { id: price + 1000, itemId: id, hourlyRecurringFee: '3.5', recurringFee: '2300', locationGroupId: 505, categories: [{ categoryCode: 'dedicated_virtual_hosts' }] },
    ],
  });
  return [
    flavor(10_195, '56_CORES_X_242_RAM_X_1_4_TB', '56 Cores X 242 RAM X 1.2 TB', '56', '242', '1200', 200_269, false),
    flavor(10_196, '56_CORES_X_484_RAM_X_1_5_TB_X_2_GPU_P100', '56 Cores x 484 RAM x 1.5 TB x 2 GPU P100 [encryption enabled]', '56', '484', '1500', 200_270, true),
  ];
}

/** The `RESERVED_CAPACITY` and `DEDICATED_HOST` packages of a catalog's datacenters. */
export function capacityPackages(datacenters: readonly FakeDatacenter[]): CatalogPackage[] {
  const regions = datacenters.map((dc) => ({
    keyname: regionKeyname(dc),
    description: `${dc.name.toUpperCase()} - ${dc.longName}`,
    location: {
      locationId: dc.id,
      location: { id: dc.id, name: dc.name, longName: dc.longName, priceGroups: [{ id: 503, name: 'Location Group 1' }] },
      locationPackageDetails: [{ locationId: dc.id, isAvailable: 1, packageId: HOST_PACKAGE_ID }],
    },
    locations: [{ location: { id: dc.id, name: dc.name, longName: dc.longName } }],
  }));
  const pkg = (id: number, keyName: string, name: string, items: CatalogPackage['items']): CatalogPackage => ({
    id, keyName, name, description: name, isActive: 1, type: { keyName },
    items, activePresets: [], accountRestrictedActivePresets: [], regions, configuration: [],
  });
  return [
    pkg(CAPACITY_PACKAGE_ID, 'RESERVED_CAPACITY', 'Reserved Capacity', capacityItems()),
    pkg(HOST_PACKAGE_ID, 'DEDICATED_HOST', 'Dedicated Host', hostItems()),
  ];
}
