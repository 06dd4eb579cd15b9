/**
 * `Vendor_Hardware_Server` (also reached as `Vendor_Hardware`): get, edit, tags, user data, OS
 * reload, rescue, port speeds, firmware, bandwidth, storage, components, sensors and upgrade
 * prices. Cancelling goes through `Vendor_Billing_Item.cancelItem`, as on the real service;
 * `deleteObject` is kept for older clients.
 *
 * @module
 */
import type { FakeHardware } from '../data/records.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { ID_BASE, isoDate } from '../data/generate.js';
import {
  allowedHostOf, hardDrivesOf, sensorsOf, trackingIdOf, upgradePricesOf,
} from '../data/hardware-details.js';
import { orderingState } from '../data/ordering-state.js';
import type { AnyRecord } from '../data/record-types.js';
import { listResult, objectOf, output, stringArgument, type CallContext, type MethodSpec, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { hardwareActionMethods } from './hardware-actions.js';
import { afterServerEdit, reloadMethod, unbindAddresses, virtualGuestService } from './virtual-guest.js';

function serverOf(context: CallContext): FakeHardware {
  return objectOf<FakeHardware>(context);
}

/** Starts a transaction on the server that ends after the reload delay. */
function startTransaction(context: CallContext, name: string, friendlyName: string): void {
  const server = serverOf(context);
  const transaction = {
    id: context.data.nextId('transaction', [], ID_BASE.transaction + 900_000),
    createDate: isoDate(Date.now()),
    elapsedSeconds: 0,
    transactionStatus: { name, friendlyName },
  };
  server.activeTransaction = transaction;
  context.state.schedule(context.state.options.reloadDelayMs, () => {
    if (server.activeTransaction === transaction) delete server.activeTransaction;
  });
}

/** A method answering a list derived from the server (filter, limit and mask applied). */
function derivedList(group: string, items: (server: FakeHardware, context: CallContext) => readonly object[]): MethodSpec {
  return { needsObject: true, run: (context) => listResult(context, items(serverOf(context), context), 'Generic', [group]) };
}

/** A method answering one record derived from the server, under the mask. */
function derivedObject(item: (server: FakeHardware) => object): MethodSpec {
  return { needsObject: true, run: (context) => output(context, item(serverOf(context)), 'Generic') };
}

/** A method that checks `count` boolean arguments, starts a transaction and answers true. */
function firmwareMethod(count: number, name: string, friendlyName: string): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      for (let index = 0; index < count; index += 1) {
        const value = context.args[index];
        if (value !== undefined && typeof value !== 'boolean' && value !== 0 && value !== 1) {
          throw invalidParameters(`${context.service}::${context.method} expects a boolean as argument ${index + 1}, got ${describe(value)}.`);
        }
      }
      startTransaction(context, name, friendlyName);
      return true;
    },
  };
}

/** `set…NetworkInterfaceSpeed([speed, redundant])` (or a bare speed) on port `port`. */
function portSpeedMethod(port: 0 | 1): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      const argument = context.args[0];
      const speed: unknown = Array.isArray(argument) ? (argument as unknown[])[0] : argument;
      if (typeof speed !== 'number' || !Number.isInteger(speed) || ![-1, 0, 10, 100, 1000, 10_000].includes(speed)) {
        throw invalidParameters(`${context.service}::${context.method} expects a speed of 0, 10, 100, 1000 or 10000 Mbps (or -1: the best), got ${describe(speed)}.`);
      }
      for (const component of serverOf(context).networkComponents) {
        if (component.port === port) component.speed = speed === -1 ? component.maxSpeed : Math.min(speed, component.maxSpeed);
      }
      return true;
    },
  };
}

/** The `Vendor_Hardware_Server` service. */
export const hardwareServerService: ServiceSpec = {
  type: 'Hardware',
  collection: (data) => data.hardware,
  editable: ['hostname', 'domain', 'notes', 'userData'],
  afterEdit: afterServerEdit,
  deletable: true,
  onDelete: (record, context) => unbindAddresses(context, record, 'hardwareId'),
  methods: {
    reloadOperatingSystem: { needsObject: true, run: reloadMethod },
    setTags: virtualGuestService.methods.setTags!,
    setUserMetadata: {
      needsObject: true,
      run: (context) => {
        const values = context.args[0];
        if (!Array.isArray(values) || values.some((value) => typeof value !== 'string')) {
          throw invalidParameters(`${context.service}::setUserMetadata expects an array of strings as argument 1, got ${describe(values)}.`);
        }
        serverOf(context).userData = values.map((value: string) => ({ value }));
        return true;
      },
    },
    bootToRescueLayer: {
      needsObject: true,
      run: (context) => {
        startTransaction(context, 'RESCUE_BOOT', 'Booting into the rescue layer');
        return true;
      },
    },
    setPublicNetworkInterfaceSpeed: portSpeedMethod(1),
    setPrivateNetworkInterfaceSpeed: portSpeedMethod(0),
    createFirmwareUpdateTransaction: firmwareMethod(5, 'FIRMWARE_UPDATE', 'Updating firmware'),
    createFirmwareReflashTransaction: firmwareMethod(3, 'FIRMWARE_REFLASH', 'Reflashing firmware'),
    getMetricTrackingObjectId: { needsObject: true, run: (context) => trackingIdOf(serverOf(context)) },
    getBandwidthAllotmentDetail: derivedObject((server) => ({
      id: 40_000_000 + (server.id % 1_000_000), allocationId: 1, allocation: { id: 1, amount: server.hourlyBillingFlag ? '0' : '20000' },
    })),
    getBillingCycleBandwidthUsage: derivedList('billingCycleBandwidthUsage', (server) => [
      { amountIn: String(((server.id % 97) / 10).toFixed(4)), amountOut: String(((server.id % 89) / 7).toFixed(4)), type: { alias: 'PUBLIC' } },
      { amountIn: '0.5000', amountOut: '0.2500', type: { alias: 'PRIVATE' } },
    ]),
    getAttachedNetworkStorages: {
      needsObject: true,
      run: (context) => {
        const nasType = stringArgument(context, 0, 'a storage type');
        const server = serverOf(context);
        const volumes = orderingState(context.data).storage
          .filter((volume) => volume.nasType === nasType && volume.allowedHardwareIds.includes(server.id))
          .map(({ allowedHardwareIds, ...volume }) => ({
            ...volume,
            allowedHardware: allowedHardwareIds.flatMap((id) => context.data.hardware.filter((s) => s.id === id).map((s) => ({ id: s.id, datacenter: s.datacenter }))),
          }));
        return listResult(context, volumes, 'Generic', ['attachedNetworkStorages']);
      },
    },
    getAllowedHost: derivedObject(allowedHostOf),
    getHardDrives: derivedList('hardDrives', hardDrivesOf),
    allowAccessToNetworkStorageList: {
      needsObject: true,
      run: (context) => {
        const list = context.args[0];
        if (!Array.isArray(list) || list.length === 0 || !list.every(isStruct)) {
          throw invalidParameters(`${context.service}::allowAccessToNetworkStorageList expects a non-empty array of storage structs, got ${describe(list)}.`);
        }
        const server = serverOf(context);
        for (const given of list as AnyRecord[]) {
          const volume = orderingState(context.data).storage.find((candidate) => candidate.id === given.id);
          if (!volume) throw invalidParameters(`${context.service}::allowAccessToNetworkStorageList: unknown storage id ${describe(given.id)}.`);
          if (!volume.allowedHardwareIds.includes(server.id)) volume.allowedHardwareIds.push(server.id);
        }
        return true;
      },
    },
    getUpgradeItemPrices: derivedList('upgradeItemPrices', () => upgradePricesOf()),
    getSensorData: { needsObject: true, run: (context) => sensorsOf(serverOf(context)) },
    ...hardwareActionMethods,
  },
};

/** Methods of `hardwareServerService` that the base service `Vendor_Hardware` does not have in the API. */
const SERVER_ONLY = new Set([
  'reloadOperatingSystem', 'setUserMetadata', 'bootToRescueLayer', 'setPublicNetworkInterfaceSpeed', 'setPrivateNetworkInterfaceSpeed',
  'createFirmwareUpdateTransaction', 'createFirmwareReflashTransaction', 'getMetricTrackingObjectId', 'getBillingCycleBandwidthUsage',
  'toggleManagementInterface', 'getReverseDomainRecords',
]);

/**
 * The `Vendor_Hardware` service: the same servers, with only the methods the API's `Hardware` has
 * (no `editObject`; no reload, rescue, port speed or firmware methods — those are `Hardware_Server`'s).
 */
export const hardwareService: ServiceSpec = {
  ...hardwareServerService,
  editable: undefined,
  methods: Object.fromEntries(Object.entries(hardwareServerService.methods).filter(([name]) => !SERVER_ONLY.has(name))),
};
