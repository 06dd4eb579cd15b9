/**
 * `Vendor_Metric_Tracking_Object`: one tracking object per guest and per hardware server (ids from
 * `getMetricTrackingObjectId` of either), answering `getSummaryData` and `getBandwidthData` with
 * generated points shaped as the real service's (`dateTime`, `counter`, `type`).
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import type { AnyRecord } from '../data/record-types.js';
import { listResult, objectOf, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { trackingIdOf as hardwareTrackingIdOf } from '../data/hardware-details.js';
import { hardwareBandwidthData } from './hardware-support.js';
import { trackingIdOf } from './virtual-guest-actions.js';

const DAY = 86_400_000;

function dateArgument(context: CallContext, index: number): number {
  const value = context.args[index];
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw invalidParameters(`${context.service}::${context.method} expects a date as argument ${index + 1}, got ${describe(value)}.`);
  }
  return time;
}

/** Points every `step` seconds from start to end (at most 2000), of each type. */
function points(context: CallContext, types: readonly string[], step: number): AnyRecord[] {
  const start = dateArgument(context, 0);
  const end = dateArgument(context, 1);
  if (end < start || end - start > 366 * DAY) {
    throw invalidParameters(`${context.service}::${context.method}: the end date must follow the start date, within a year.`);
  }
  const seed = Number(objectOf(context).id);
  const result: AnyRecord[] = [];
  for (let time = start; time <= end && result.length < 2000; time += step * 1000) {
    for (const [index, type] of types.entries()) {
      const counter = ((seed * 31 + time / 1000 + index * 7) % 1000) / 10;
      result.push({ dateTime: new Date(time).toISOString().replace('.000Z', 'Z'), counter, type });
    }
  }
  return result;
}

/** The `Vendor_Metric_Tracking_Object` service. */
export const metricTrackingObjectService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => [
    ...data.virtualGuests.map((guest) => ({ id: trackingIdOf(guest.id), guestId: guest.id })),
    ...data.hardware.map((server) => ({ id: hardwareTrackingIdOf(server), hardwareId: server.id })),
  ],
  methods: {
    getSummaryData: {
      needsObject: true,
      run: (context) => {
        const types = context.args[2];
        if (!Array.isArray(types) || types.length === 0 || !types.every((type) => isStruct(type) && typeof type.keyName === 'string')) {
          throw invalidParameters(`${context.service}::getSummaryData expects valid types ([{ keyName, summaryType }]) as argument 3, got ${describe(types)}.`);
        }
        const period = context.args[3];
        const step = typeof period === 'number' && period > 0 ? period : 3600;
        return listResult(context, points(context, types.map((type) => String((type as AnyRecord).keyName)), step), 'Generic', [], true);
      },
    },
    getBandwidthData: {
      needsObject: true,
      run: (context) => {
        if (objectOf(context).hardwareId !== undefined) return hardwareBandwidthData(context);
        const direction = context.args[2];
        if (direction !== undefined && direction !== null && direction !== 'public' && direction !== 'private') {
          throw invalidParameters(`${context.service}::getBandwidthData direction must be public, private or nil, got ${describe(direction)}.`);
        }
        const rollup = context.args[3];
        if (![300, 600, 1800, 3600, 43200, 86400].includes(rollup as number)) {
          throw invalidParameters(`${context.service}::getBandwidthData rollup must be 300, 600, 1800, 3600, 43200 or 86400, got ${describe(rollup)}.`);
        }
        const sides = direction === 'public' ? ['public'] : direction === 'private' ? ['private'] : ['public', 'private'];
        const types = sides.flatMap((side) => [`${side}In_net_octet`, `${side}Out_net_octet`]);
        return listResult(context, points(context, types, rollup as number), 'Generic', [], true);
      },
    },
  },
};
