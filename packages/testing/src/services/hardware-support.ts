/**
 * Services hardware jobs lean on: `Vendor_User_Customer_Notification_Hardware`,
 * `Vendor_Network_Component` (VLAN trunks), `Vendor_Metric_Tracking_Object` (bandwidth data),
 * `Vendor_Provisioning_Maintenance_Window` and `Vendor_Software_Component_Password`.
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import { orderingState, type FakeHardwareNotification } from '../data/ordering-state.js';
import type { AnyRecord } from '../data/record-types.js';
import { listResult, objectOf, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

/** A notification with its user, as `findByHardwareId` answers. */
function notificationOutput(context: CallContext, notification: FakeHardwareNotification): AnyRecord {
  const user = context.data.users.find((candidate) => candidate.id === notification.userId);
  return {
    ...notification,
    user: user && { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, email: user.email },
  };
}

/** The `Vendor_User_Customer_Notification_Hardware` service. */
export const hardwareNotificationService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).notifications,
  methods: {
    findByHardwareId: {
      run: (context) => {
        const hardwareId = context.args[0];
        if (typeof hardwareId !== 'number') {
          throw invalidParameters(`${context.service}::findByHardwareId expects a hardware id as argument 1, got ${describe(hardwareId)}.`);
        }
        const found = orderingState(context.data).notifications.filter((n) => n.hardwareId === hardwareId);
        return listResult(context, found.map((n) => notificationOutput(context, n)), 'Generic', [], true);
      },
    },
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'the notification');
        const server = context.data.hardware.find((candidate) => candidate.id === template.hardwareId);
        const user = context.data.users.find((candidate) => candidate.id === template.userId);
        if (!server) throw invalidParameters(`${context.service}::createObject: unknown hardwareId ${describe(template.hardwareId)}.`);
        if (!user) throw invalidParameters(`${context.service}::createObject: unknown userId ${describe(template.userId)}.`);
        const state = orderingState(context.data);
        const notification: FakeHardwareNotification = { id: state.nextId('notification'), hardwareId: server.id, userId: user.id };
        state.notifications.push(notification);
        return output(context, notificationOutput(context, notification), 'Generic');
      },
    },
    deleteObjects: {
      run: (context) => {
        const list = context.args[0];
        if (!Array.isArray(list) || !list.every(isStruct)) {
          throw invalidParameters(`${context.service}::deleteObjects expects an array of { id } as argument 1, got ${describe(list)}.`);
        }
        const notifications = orderingState(context.data).notifications;
        for (const { id } of list) {
          const index = notifications.findIndex((n) => n.id === id);
          if (index < 0) throw invalidParameters(`${context.service}::deleteObjects: unknown id ${describe(id)}.`);
          notifications.splice(index, 1);
        }
        return true;
      },
    },
  },
};

/** The VLAN ids a trunk list names (`id` or `vlanNumber`, in the component's datacenter). */
function vlanIds(context: CallContext): number[] {
  const list = context.args[0];
  if (!Array.isArray(list) || list.length === 0 || !list.every(isStruct)) {
    throw invalidParameters(`${context.service}::${context.method} expects a non-empty array of VLANs as argument 1, got ${describe(list)}.`);
  }
  return (list).map((given) => {
    const vlan = context.data.networkVlans.find((candidate) =>
      (given.id !== undefined && candidate.id === given.id) || (given.id === undefined && candidate.vlanNumber === given.vlanNumber));
    if (!vlan) throw invalidParameters(`${context.service}::${context.method}: no VLAN ${describe(given.id ?? given.vlanNumber)}.`);
    return vlan.id;
  });
}

/** The VLANs of a list of ids, as the trunk methods answer. */
function vlansOut(context: CallContext, ids: readonly number[]): AnyRecord[] {
  return context.data.networkVlans.filter((vlan) => ids.includes(vlan.id)).map((vlan) => output(context, vlan, 'Vlan'));
}

/** The `Vendor_Network_Component` service: the network components of hardware servers. */
export const networkComponentService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => data.hardware.flatMap((server) => server.networkComponents),
  methods: {
    addNetworkVlanTrunks: {
      needsObject: true,
      run: (context) => {
        const trunks = orderingState(context.data).trunks;
        const id = objectOf(context).id as number;
        const added = vlanIds(context);
        trunks.set(id, [...new Set([...(trunks.get(id) ?? []), ...added])]);
        return vlansOut(context, added);
      },
    },
    removeNetworkVlanTrunks: {
      needsObject: true,
      run: (context) => {
        const trunks = orderingState(context.data).trunks;
        const id = objectOf(context).id as number;
        const removed = vlanIds(context);
        trunks.set(id, (trunks.get(id) ?? []).filter((vlan) => !removed.includes(vlan)));
        return vlansOut(context, removed);
      },
    },
    clearNetworkVlanTrunks: {
      needsObject: true,
      run: (context) => {
        orderingState(context.data).trunks.delete(objectOf(context).id as number);
        return true;
      },
    },
  },
};

/**
 * `Metric_Tracking_Object.getBandwidthData(start, end, direction, rollup)` of a hardware server's
 * tracking object: dates default to a day, samples of each direction every `rollup` seconds.
 */
export function hardwareBandwidthData(context: CallContext): AnyRecord[] {
  const [start, end, direction, rollup = 3600] = context.args;
  const time = (value: unknown, fallback: number): number => {
    if (value === undefined || value === null) return fallback;
    const parsed = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(parsed)) throw invalidParameters(`${context.service}::getBandwidthData expects dates, got ${describe(value)}.`);
    return parsed;
  };
  if (direction !== undefined && direction !== null && direction !== 'public' && direction !== 'private') {
    throw invalidParameters(`${context.service}::getBandwidthData expects direction 'public', 'private' or nil, got ${describe(direction)}.`);
  }
  if (typeof rollup !== 'number' || ![300, 600, 1800, 3600, 43_200, 86_400].includes(rollup)) {
    throw invalidParameters(`${context.service}::getBandwidthData expects a rollup of 300, 600, 1800, 3600, 43200 or 86400, got ${describe(rollup)}.`);
  }
  const to = time(end, Date.UTC(2024, 0, 2));
  const from = time(start, to - 86_400_000);
  const types = [direction ?? 'public', ...(direction ? [] : ['private'])]
    .flatMap((space) => [`${space}In_net_octet`, `${space}Out_net_octet`]);
  const samples: AnyRecord[] = [];
  for (let at = from; at < to && samples.length < 500; at += rollup * 1000) {
    for (const [index, type] of types.entries()) samples.push({ dateTime: isoDate(at), type, counter: 1000 * (index + 1) + (at / 1000) % 997 });
  }
  return samples;
}

/** The `Vendor_Provisioning_Maintenance_Window` service. */
export const maintenanceWindowService: ServiceSpec = {
  type: 'Generic',
  methods: {
    getMaintenanceWindows: {
      run: (context) => {
        const [begin, end, locationId] = context.args;
        if (typeof begin !== 'string' || typeof end !== 'string' || typeof locationId !== 'number') {
          throw invalidParameters(`${context.service}::getMaintenanceWindows expects (beginDate, endDate, locationId), got ${describe(begin)}, ${describe(end)}, ${describe(locationId)}.`);
        }
        const from = Date.parse(begin.slice(0, 10));
        if (Number.isNaN(from) || !context.data.datacenters.some((dc) => dc.id === locationId)) return [];
        return [0, 7, 14].map((days, index) => ({
          id: 10_000 + index, locationId, dayOfWeek: ((new Date(from + days * 86_400_000).getUTCDay() + 6) % 7) + 1,
          beginDate: isoDate(from + (days + 1) * 86_400_000 + 2 * 3_600_000), endDate: isoDate(from + (days + 1) * 86_400_000 + 6 * 3_600_000),
        }));
      },
    },
  },
};

/** The `Vendor_Software_Component_Password` service. */
export const softwarePasswordService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => orderingState(data).passwords,
  methods: {
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'the credential');
        if (typeof template.softwareId !== 'number' || typeof template.username !== 'string' || typeof template.password !== 'string') {
          throw invalidParameters(`${context.service}::createObject needs softwareId, username and password.`);
        }
        const state = orderingState(context.data);
        const credential = {
          id: state.nextId('password'), softwareId: template.softwareId, username: template.username, password: template.password,
          ...(typeof template.notes === 'string' ? { notes: template.notes } : {}),
        };
        state.passwords.push(credential);
        return output(context, credential, 'Generic');
      },
    },
  },
};
