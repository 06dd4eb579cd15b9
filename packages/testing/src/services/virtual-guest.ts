/**
 * `Vendor_Virtual_Guest`: create (with a provisioning delay), order templates, tags, OS reload,
 * edit and cancel.
 *
 * @module
 */
import type { Dataset } from '../data/dataset.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { DATACENTERS, ID_BASE, buildGuest, isoDate, serverAddresses, tagReferencesFor, type GuestSpec } from '../data/generate.js';
import { seededRandom } from '../data/random.js';
import type { FakeTransaction, FakeVirtualGuest } from '../data/records.js';
import type { AnyRecord } from '../data/record-types.js';
import { orderingState } from '../data/ordering-state.js';
import { listResult, objectOf, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { genericPrice, guestUpgradePrices, VS_PACKAGE_ID } from '../data/vs-catalog.js';
import { virtualGuestActions } from './virtual-guest-actions.js';
import { virtualGuestPower } from './virtual-guest-power.js';

/** Reads a boolean given as a boolean, 0/1, or the strings `true`/`false`. */
function flag(template: AnyRecord, name: string, fallback: boolean, where: string): boolean {
  const value = template[name];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 1 || value === 'true' || value === '1') return true;
  if (value === false || value === 0 || value === 'false' || value === '0') return false;
  throw invalidParameters(`${where}: ${name} must be true or false, got ${describe(value)}.`);
}

function positiveInteger(template: AnyRecord, name: string, where: string): number {
  const value = template[name];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number <= 0) {
    throw invalidParameters(`${where}: ${name} is required and must be a positive integer, got ${describe(value)}.`);
  }
  return number;
}

function requiredString(template: AnyRecord, name: string, where: string): string {
  const value = template[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidParameters(`${where}: ${name} is required and must be a non-empty string, got ${describe(value)}.`);
  }
  return value.trim();
}

/** A value at a dotted path of nested structs and lists (`networkComponents.0.maxSpeed`). */
function at(template: AnyRecord, path: string): unknown {
  let value: unknown = template;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isStruct(value)) value = value[key];
    else return undefined;
  }
  return value;
}

/** What a creation template asks for, validated. */
interface GuestOrder
  extends Pick<GuestSpec, 'hostname' | 'domain' | 'cpus' | 'memory' | 'hourly' | 'localDisk' | 'osCode' | 'nicSpeed' | 'privateOnly' | 'dedicated'> {
  dc: number;
  imageId: string | undefined;
  userData: string | undefined;
  postInstallScriptUri: string | undefined;
  transient: boolean;
}

/** CPUs and memory of a flavor key name such as `B1_2X8X25` (2 CPUs, 8 GB, 25 GB disk). */
function flavorSize(template: AnyRecord, where: string): { cpus: number; memory: number } | undefined {
  const name = at(template, 'supplementalCreateObjectOptions.flavorKeyName');
  if (name === undefined || name === null) return undefined;
  const match = typeof name === 'string' ? /^[A-Z0-9]+_(\d+)X(\d+)X\d+/.exec(name) : null;
  if (!match) throw invalidParameters(`${where}: unknown flavorKeyName ${describe(name)}; e.g. B1_2X8X25.`);
  return { cpus: Number(match[1]), memory: Number(match[2]) * 1024 };
}

/** Validates a `Virtual_Guest` creation template. */
function readTemplate(template: AnyRecord, where: string): GuestOrder {
  const datacenterName = at(template, 'datacenter.name');
  let dc = 0;
  if (datacenterName !== undefined) {
    dc = DATACENTERS.findIndex((datacenter) => datacenter.name === datacenterName);
    if (dc < 0) {
      throw invalidParameters(
        `${where}: unknown datacenter.name ${describe(datacenterName)}; known: ${DATACENTERS.map((d) => d.name).join(', ')}.`,
      );
    }
  }
  const osCode = template.operatingSystemReferenceCode;
  const imageId = at(template, 'blockDeviceTemplateGroup.globalIdentifier');
  if (osCode !== undefined && imageId !== undefined) {
    throw invalidParameters(`${where}: give operatingSystemReferenceCode or blockDeviceTemplateGroup.globalIdentifier, not both.`);
  }
  if (osCode !== undefined && (typeof osCode !== 'string' || osCode === '')) {
    throw invalidParameters(`${where}: operatingSystemReferenceCode must be a non-empty string, got ${describe(osCode)}.`);
  }
  const speed = at(template, 'networkComponents.0.maxSpeed');
  if (speed !== undefined && (typeof speed !== 'number' || !Number.isInteger(speed) || speed <= 0)) {
    throw invalidParameters(`${where}: networkComponents[0].maxSpeed must be a positive integer, got ${describe(speed)}.`);
  }
  const userData = at(template, 'userData.0.value');
  const postInstall = template.postInstallScriptUri;
  const flavor = flavorSize(template, where);
  if (flavor !== undefined && (template.startCpus !== undefined || template.maxMemory !== undefined)) {
    throw invalidParameters(`${where}: give supplementalCreateObjectOptions.flavorKeyName or startCpus/maxMemory, not both.`);
  }
  return {
    hostname: requiredString(template, 'hostname', where),
    domain: requiredString(template, 'domain', where),
    cpus: flavor?.cpus ?? positiveInteger(template, 'startCpus', where),
    memory: flavor?.memory ?? positiveInteger(template, 'maxMemory', where),
    transient: flag(template, 'transientGuestFlag', false, where),
    hourly: flag(template, 'hourlyBillingFlag', true, where),
    localDisk: flag(template, 'localDiskFlag', true, where),
    dc,
    osCode: typeof osCode === 'string' ? osCode : 'UBUNTU_22_64',
    imageId: typeof imageId === 'string' ? imageId : undefined,
    nicSpeed: typeof speed === 'number' ? speed : 100,
    privateOnly: flag(template, 'privateNetworkOnlyFlag', false, where),
    dedicated: flag(template, 'dedicatedAccountHostOnlyFlag', false, where),
    userData: typeof userData === 'string' ? userData : undefined,
    postInstallScriptUri: typeof postInstall === 'string' ? postInstall : undefined,
  };
}

function transaction(data: Dataset, name: string, friendlyName: string): FakeTransaction {
  return {
    id: data.nextId('transaction', [], ID_BASE.transaction),
    createDate: isoDate(Date.now()),
    elapsedSeconds: 0,
    transactionStatus: { name, friendlyName },
  };
}

/** Validates a template argument that may not even be a struct. */
function readTemplateArgument(template: unknown, where: string): GuestOrder {
  if (!isStruct(template)) throw invalidParameters(`${where}: expected a creation template struct, got ${describe(template)}.`);
  return readTemplate(template, where);
}

/** Stores a new guest, provisioning until `provisionDelayMs` passed. */
export function createGuest(context: CallContext, template: unknown, where: string): AnyRecord {
  const order = readTemplateArgument(template, where);
  const { data, state } = context;
  const index = data.nextGuestSlot();
  const now = Date.now();
  const guest = buildGuest({
    id: data.nextId('virtualGuest', data.virtualGuests, ID_BASE.virtualGuest),
    index,
    random: seededRandom(state.options.seed, 101, index),
    slot: { dc: order.dc, offset: index + 2 },
    hostname: order.hostname,
    domain: order.domain,
    cpus: order.cpus,
    memory: order.memory,
    hourly: order.hourly,
    localDisk: order.localDisk,
    osCode: order.osCode,
    nicSpeed: order.nicSpeed,
    tags: [],
    createTime: now,
    privateOnly: order.privateOnly,
    dedicated: order.dedicated,
  });
  guest.modifyDate = guest.createDate;
  delete guest.provisionDate;
  if (order.userData !== undefined) guest.userData = [{ value: order.userData }];
  if (order.postInstallScriptUri !== undefined) guest.postInstallScriptUri = order.postInstallScriptUri;
  guest.transientGuestFlag = order.transient;
  guest.powerState = { keyName: 'HALTED', name: 'Halted' };
  const provisioning = transaction(data, 'PROVISION', 'Provisioning');
  guest.activeTransaction = provisioning;
  data.virtualGuests.push(guest);
  if (data.isGenerated('ipAddresses')) data.ipAddresses.push(...serverAddresses(guest, { virtualGuestId: guest.id }));
  state.schedule(state.options.provisionDelayMs, () => {
    guest.provisionDate = isoDate(Date.now());
    guest.powerState = { keyName: 'RUNNING', name: 'Running' };
    if (guest.activeTransaction === provisioning) delete guest.activeTransaction;
  });
  return output(context, guest, 'VirtualGuest');
}

/** The port-speed item key of a speed, as the virtual-server package names them. */
function portSpeedKey(speed: number, privateOnly: boolean): string {
  if (speed >= 1000) return privateOnly ? '1_GBPS_PRIVATE_NETWORK_UPLINK' : '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS';
  return `${speed}_MBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS`;
}

/**
 * The prices and preset of an order template: the generic prices of `PUBLIC_CLOUD_SERVER`'s items
 * for cores, memory, OS, first disk and port speed (a known flavor is its preset instead of cores,
 * memory and disk). A size the package does not sell keeps a made-up price, which `placeOrder`
 * then refuses, as the real service refuses what it cannot price.
 */
function prices(context: CallContext, order: GuestOrder, template: AnyRecord): { prices: AnyRecord[]; presetId?: number } {
  const pkg = orderingState(context.data).packages.find((candidate) => candidate.id === VS_PACKAGE_ID)!;
  const flavorName = at(template, 'supplementalCreateObjectOptions.flavorKeyName');
  const preset = [...pkg.activePresets, ...pkg.accountRestrictedActivePresets].find((candidate) => candidate.keyName === flavorName);
  const fees = (hourly: number): AnyRecord => ({
    hourlyRecurringFee: order.hourly ? String(hourly) : '0', recurringFee: order.hourly ? '0' : (hourly * 730).toFixed(2),
  });
  const line = (key: string, fallbackId: number, description: string, hourly: number): AnyRecord => {
    const found = genericPrice(pkg.items, key);
    if (!found) return { id: fallbackId, ...fees(hourly), item: { keyName: key, description } };
    return {
      id: found.price.id,
      ...fees(Number(found.price.hourlyRecurringFee ?? 0)),
      item: { id: found.item.id, keyName: found.item.keyName, description: found.item.description },
    };
  };
  const diskGb = Number(at(template, 'blockDevices.0.diskImage.capacity') ?? 25) || 25;
  const lines = [
    // An image carries its own OS, whose price the fake does not model: no OS line then (it would name no price of the package).
    ...(order.imageId === undefined ? [line(order.osCode, 1800, order.osCode, order.osCode.startsWith('WIN') ? 0.05 : 0)] : []),
    line(portSpeedKey(order.nicSpeed, order.privateOnly), 274, `${order.nicSpeed} Mbps Public & Private Network Uplinks`, 0),
  ];
  if (preset) return { prices: lines, presetId: preset.id };
  return {
    prices: [
      line(`GUEST_CORE_${order.cpus}`, 1640, `${order.cpus} x 2.0 GHz or higher Cores`, 0.025 * order.cpus),
      line(`RAM_${order.memory / 1024}_GB`, 1644, `${order.memory / 1024} GB`, 0.012 * (order.memory / 1024)),
      ...lines,
      line(`GUEST_DISK_${diskGb}_GB_${order.localDisk ? 'LOCAL' : 'SAN'}`, 2202, `${diskGb} GB`, 0.005),
    ],
  };
}

function setTransaction(context: CallContext, record: AnyRecord, delayMs: number): void {
  const reload = transaction(context.data, 'RELOAD_OS', 'Reloading the operating system');
  record.activeTransaction = reload;
  context.state.schedule(delayMs, () => {
    if (record.activeTransaction === reload) delete record.activeTransaction;
  });
}

/** `reloadOperatingSystem(token, config)` for guests and hardware: an active reload transaction. */
export function reloadMethod(context: CallContext): string {
  const config = context.args[1];
  if (config !== undefined && config !== null && !isStruct(config)) {
    throw invalidParameters(`${context.service}::reloadOperatingSystem expects a configuration struct as argument 2, got ${describe(config)}.`);
  }
  setTransaction(context, objectOf(context), context.state.options.reloadDelayMs);
  return 'Reload request was successfully submitted.';
}

/** Keeps `fullyQualifiedDomainName` and `modifyDate` in step after an edit. */
export function afterServerEdit(record: AnyRecord): void {
  record.fullyQualifiedDomainName = `${String(record.hostname)}.${String(record.domain)}`;
  if ('modifyDate' in record) record.modifyDate = isoDate(Date.now());
}

/** Unbinds a removed server's addresses. */
export function unbindAddresses(context: CallContext, record: AnyRecord, key: 'virtualGuestId' | 'hardwareId'): void {
  if (!context.data.isGenerated('ipAddresses')) return;
  for (const ip of context.data.ipAddresses) if (ip[key] === record.id) delete ip[key];
}

/** The `Vendor_Virtual_Guest` service. */
export const virtualGuestService: ServiceSpec = {
  type: 'VirtualGuest',
  collection: (data) => data.virtualGuests,
  editable: ['hostname', 'domain', 'notes', 'userData'],
  afterEdit: afterServerEdit,
  deletable: true,
  onDelete: (record, context) => unbindAddresses(context, record, 'virtualGuestId'),
  methods: {
    createObject: {
      run: (context) => createGuest(context, context.args[0], `${context.service}::createObject template`),
    },
    createObjects: {
      run: (context) => {
        const templates = context.args[0];
        if (!Array.isArray(templates) || templates.length === 0) {
          throw invalidParameters(`${context.service}::createObjects expects a non-empty array of templates, got ${describe(templates)}.`);
        }
        const where = (index: number): string => `${context.service}::createObjects template ${index + 1}`;
        templates.forEach((template, index) => readTemplateArgument(template, where(index)));
        return templates.map((template, index) => createGuest(context, template, where(index)));
      },
    },
    generateOrderTemplate: {
      run: (context) => {
        const template = structArgument(context, 0, 'a creation template');
        const order = readTemplate(template, `${context.service}::generateOrderTemplate template`);
        const { prices: itemPrices, presetId } = prices(context, order, template);
        const total = (key: string): number =>
          Number(itemPrices.reduce((sum, price) => sum + Number(price[key]), 0).toFixed(3));
        return {
          complexType: 'Vendor_Container_Product_Order_Virtual_Guest',
          packageId: VS_PACKAGE_ID,
          ...(presetId === undefined ? {} : { presetId }),
          location: DATACENTERS[order.dc]!.id,
          quantity: 1,
          useHourlyPricing: order.hourly,
          virtualGuests: [template],
          prices: itemPrices,
          postTaxRecurringHourly: total('hourlyRecurringFee'),
          postTaxRecurringMonthly: total('recurringFee'),
        };
      },
    },
    setTags: {
      needsObject: true,
      run: (context) => {
        const value = context.args[0];
        if (typeof value !== 'string') {
          throw invalidParameters(`${context.service}::setTags expects a comma-separated string of tags, got ${describe(value)}.`);
        }
        const guest = objectOf<FakeVirtualGuest>(context);
        const names = [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
        guest.tagReferences = tagReferencesFor(names, 0).map((reference) => ({
          ...reference,
          id: context.data.nextId('tagReference', [], ID_BASE.tagReference + 800_000_000),
        }));
        return true;
      },
    },
    reloadOperatingSystem: { needsObject: true, run: reloadMethod },
    getUpgradeItemPrices: {
      needsObject: true,
      run: (context) => {
        const downgrades = context.args[0];
        if (downgrades !== undefined && downgrades !== null && typeof downgrades !== 'boolean') {
          throw invalidParameters(`${context.service}::getUpgradeItemPrices expects a boolean (includeDowngradeOptions), got ${describe(downgrades)}.`);
        }
        const pkg = orderingState(context.data).packages.find((candidate) => candidate.id === VS_PACKAGE_ID)!;
        const guest = objectOf<FakeVirtualGuest>(context);
        return listResult(context, guestUpgradePrices(pkg.items, guest, downgrades !== false), 'Generic', ['upgradeItemPrices']);
      },
    },
    ...virtualGuestActions,
    ...virtualGuestPower,
  },
};

