/**
 * The fake server's ordering and hardware-service state, kept beside a {@link Dataset} (one per
 * dataset, so `state.reset()` starts it afresh): the catalog and locations, placed orders, quotes,
 * cancellation requests, hardware notifications, network storage, VLAN trunks and software
 * credentials. Typed with the generated records of `@svclib/model`.
 *
 * @module
 */
import type {
  Billing_Item_Cancellation_Request as CancellationRequest, Billing_Order as BillingOrder, Billing_Order_Quote as Quote,
  Container_Product_Order as ProductOrder, Location, Network_Storage as NetworkStorage, Software_Component_Password as SoftwarePassword,
  User_Customer_Notification_Hardware as HardwareNotification,
} from '@svclib/model';
import { buildCatalog, locationOf, BARE_METAL_PACKAGE_ID, type CatalogPackage } from './catalog.js';
import type { Dataset } from './dataset.js';
import { isoDate } from './generate.js';
import { listResult, type ServiceSpec } from '../services/service-spec.js';
import { capacityPackages } from './capacity-data.js';
import { storagePackages } from './storage-catalog.js';

/** A placed order. */
export type FakeBillingOrder = BillingOrder & { id: number };
/**
 * An order container as the fake reads and answers it: the API's `Container_Product_Order` (or one
 * of its subtypes, named by `complexType`, the type hint a container carries; not a property), open
 * to the subtype's members.
 */
export type FakeOrderContainer = ProductOrder & { complexType?: string; [member: string]: unknown };
/** A quote and the order container it quotes. */
export type FakeQuote = Quote & { id: number; container: FakeOrderContainer };
/** A cancellation request. */
export type FakeCancellationRequest = CancellationRequest & { id: number };
/** A hardware notification subscription. */
export type FakeHardwareNotification = HardwareNotification & { id: number; hardwareId: number; userId: number };
/** A storage volume and the servers allowed to reach it. */
export type FakeNetworkStorage = NetworkStorage & { id: number; username: string; allowedHardwareIds: number[] };
/** A software credential. */
export type FakeSoftwarePassword = SoftwarePassword & { id: number };

/** Everything ordering and the hardware services keep per dataset. */
export interface OrderingState {
  readonly packages: CatalogPackage[];
  readonly locations: (Location & { id: number })[];
  readonly orders: FakeBillingOrder[];
  readonly quotes: FakeQuote[];
  readonly cancellations: FakeCancellationRequest[];
  readonly notifications: FakeHardwareNotification[];
  readonly storage: FakeNetworkStorage[];
  /** Network component id → trunked VLAN ids. */
  readonly trunks: Map<number, number[]>;
  readonly passwords: FakeSoftwarePassword[];
  /** The next id of a kind of record. */
  nextId(kind: string): number;
}

const states = new WeakMap<Dataset, OrderingState>();

/** Base time of the seeded orders and quotes. */
const SEED_TIME = Date.UTC(2024, 5, 1);

/** The ordering state of a dataset (made on first use). */
export function orderingState(data: Dataset): OrderingState {
  let state = states.get(data);
  if (state === undefined) {
    state = createState(data);
    states.set(data, state);
  }
  return state;
}

function createState(data: Dataset): OrderingState {
  const ids = new Map<string, number>([
    ['order', 6_000_000], ['quote', 4_000], ['cancellation', 17_000], ['notification', 1_200], ['password', 88_000],
  ]);
  const packages = [...buildCatalog(data.datacenters), ...capacityPackages(data.datacenters), ...storagePackages(data.datacenters)];
  const bareMetal = packages.find((pkg) => pkg.id === BARE_METAL_PACKAGE_ID)!;
  const preset = bareMetal.activePresets[0]!;
  const container: FakeOrderContainer = {
    complexType: 'Vendor_Container_Product_Order_Hardware_Server',
    packageId: BARE_METAL_PACKAGE_ID,
    location: String(data.datacenters[0]?.id ?? 0),
    quantity: 1,
    useHourlyPricing: false,
    presetId: preset.id,
    prices: ['1_IP_ADDRESS', 'REBOOT_KVM_OVER_IP', 'OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'BANDWIDTH_500_GB',
      '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS'].map((key) => ({ id: bareMetal.items.find((item) => item.keyName === key)!.prices![0]!.id })),
    hardware: [{ hostname: 'quoted', domain: 'example.com' }],
    reservedCapacityId: '',
  };
  const user = data.users[0];
  return {
    packages,
    locations: data.datacenters.map((datacenter, index) => ({ ...datacenter, ...locationOf(datacenter, index) })),
    orders: [{
      id: 6_000_000, status: 'COMPLETE', createDate: isoDate(SEED_TIME), orderApprovalDate: isoDate(SEED_TIME + 60_000),
      orderTotalAmount: '109', items: [{ id: 60_000_001, description: preset.description, package: { id: BARE_METAL_PACKAGE_ID, keyName: 'BARE_METAL_SERVER' } }],
      userRecord: { id: user?.id, username: user?.username, displayName: user?.username },
      initialInvoice: { id: 70_000_001, amount: '109', invoiceTotalAmount: '109' },
    }],
    quotes: [{
      id: 4_000, name: 'database tier', status: 'PENDING', createDate: isoDate(SEED_TIME), expirationDate: isoDate(SEED_TIME + 30 * 86_400_000),
      order: { id: 6_000_000, items: [{ id: 60_000_001, description: preset.description, package: { id: BARE_METAL_PACKAGE_ID, keyName: 'BARE_METAL_SERVER' } }] },
      container,
    }],
    cancellations: [],
    notifications: [],
    storage: [
      { id: 9_100_001, username: 'SL01SEL3000001-1', capacityGb: 500, nasType: 'ISCSI', notes: 'database volume', serviceResourceBackendIpAddress: '10.2.0.10', allowedHardwareIds: [] },
      { id: 9_100_002, username: 'SL01SEV3000002_1', capacityGb: 1000, nasType: 'NAS', notes: 'shared files', serviceResourceBackendIpAddress: '10.2.0.11', allowedHardwareIds: [] },
    ],
    trunks: new Map(),
    passwords: [],
    nextId(kind) {
      const next = (ids.get(kind) ?? 1_000) + 1;
      ids.set(kind, next);
      return next;
    },
  };
}

/** A quote as the API shows it: without the stored order container. */
export function publicQuote(quote: FakeQuote): Quote {
  const shown: Quote & { container?: FakeOrderContainer } = { ...quote };
  delete shown.container;
  return shown;
}

/** A storage volume as the API shows it: without the ids of the servers allowed to reach it. */
export function publicStorage(volume: FakeNetworkStorage): NetworkStorage {
  const shown: NetworkStorage & { allowedHardwareIds?: number[] } = { ...volume };
  delete shown.allowedHardwareIds;
  return shown;
}

/**
 * A service over one list of the ordering state: `getObject` by id from it, and `method` listing it
 * (the whole filter applied to its items, mask and `resultLimit` honoured).
 */
export function orderingListService(
  list: (state: OrderingState) => object[],
  method: string,
  methods: ServiceSpec['methods'] = {},
): ServiceSpec {
  const records = (data: Dataset): object[] => list(orderingState(data));
  return {
    type: 'Generic',
    collection: records,
    methods: { [method]: { run: (context) => listResult(context, records(context.data), 'Generic', [], true) }, ...methods },
  };
}
