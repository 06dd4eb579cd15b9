/**
 * `Vendor_Virtual_ReservedCapacityGroup` (`getObject`), `Vendor_Virtual_PlacementGroup`
 * (`createObject`, `getObject`, `deleteObject` of an empty group, `getAvailableRouters`),
 * `Vendor_Virtual_PlacementGroup_Rule` (`getAllObjects`) and `Vendor_Virtual_DedicatedHost`
 * (`getObject`, `getGuests`, `deleteObject` of an empty host, `getAvailableRouters`). The account
 * lists them with `getReservedCapacityGroups`, `getPlacementGroups` and `getDedicatedHosts`.
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import { listResult, objectOf, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';
import { capacityOf, placementGuests, type FakePlacementGroup } from '../data/capacity-data.js';

/** The pods of the dataset as routers (`id`, `hostname`, and the datacenter as `topLevelLocation`). */
function routers(context: CallContext, datacenterId?: number): object[] {
  return context.data.networkPods
    .filter((pod) => datacenterId === undefined || pod.datacenterId === datacenterId)
    .map((pod) => ({
      id: pod.backendRouterId, hostname: pod.backendRouterName,
      topLevelLocation: { id: pod.datacenterId, name: pod.datacenterName, longName: pod.datacenterLongName },
    }));
}

/** The `Vendor_Virtual_ReservedCapacityGroup` service. */
export const reservedCapacityGroupService: ServiceSpec = {
  type: 'ReservedCapacityGroup',
  collection: (data) => capacityOf(data).capacityGroups,
  methods: {},
};

/** The `Vendor_Virtual_PlacementGroup_Rule` service. */
export const placementGroupRuleService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => capacityOf(data).rules,
  methods: {
    getAllObjects: { run: (context) => listResult(context, capacityOf(context.data).rules, 'Generic', [], true) },
  },
};

/** The `Vendor_Virtual_PlacementGroup` service. */
export const placementGroupService: ServiceSpec = {
  type: 'PlacementGroup',
  collection: (data) => capacityOf(data).placementGroups,
  methods: {
    deleteObject: {
      needsObject: true,
      run: (context) => {
        const group = objectOf<FakePlacementGroup>(context);
        const guests = placementGuests(context.data, objectOf(context)).length;
        if (guests > 0) throw invalidParameters(`Placement group ${group.id} still has ${guests} guest(s); it must be empty to be deleted.`);
        const state = capacityOf(context.data);
        state.placementGroups.splice(state.placementGroups.indexOf(group), 1);
        state.placementGuests.delete(group.id);
        return true;
      },
    },
    createObject: {
      run: (context) => {
        const where = `${context.service}::createObject`;
        const template = structArgument(context, 0, 'the placement group template');
        const state = capacityOf(context.data);
        if (typeof template.name !== 'string' || template.name.trim() === '') {
          throw invalidParameters(`${where} name is required, got ${describe(template.name)}.`);
        }
        if (!context.data.networkPods.some((pod) => pod.backendRouterId === template.backendRouterId)) {
          throw invalidParameters(`${where} backendRouterId ${describe(template.backendRouterId)} is not an available backend router.`);
        }
        if (!state.rules.some((rule) => rule.id === template.ruleId)) {
          throw invalidParameters(`${where} ruleId ${describe(template.ruleId)} is not a placement group rule.`);
        }
        const group: FakePlacementGroup = {
          id: state.nextId('placementGroup', 12_400), name: template.name, createDate: isoDate(Date.now()),
          backendRouterId: template.backendRouterId as number, ruleId: template.ruleId as number,
        };
        state.placementGroups.push(group);
        return output(context, group, 'PlacementGroup');
      },
    },
    getAvailableRouters: {
      run: (context) => {
        const datacenterId = context.args[0];
        if (datacenterId !== undefined && datacenterId !== null && typeof datacenterId !== 'number') {
          throw invalidParameters(`${context.service}::getAvailableRouters datacenterId must be an integer, got ${describe(datacenterId)}.`);
        }
        // The real service answers each router with its topLevelLocation, mask or not.
        const all = routers(context, datacenterId ?? undefined) as { id: number; topLevelLocation: object }[];
        return listResult(context, all, 'Generic', [], true).map((router) => ({
          ...router, topLevelLocation: router.topLevelLocation ?? all.find((r) => r.id === router.id)?.topLevelLocation,
        }));
      },
    },
  },
};

/** The `Vendor_Virtual_DedicatedHost` service. */
export const dedicatedHostService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => {
    capacityOf(data);
    return extrasOf(data).dedicatedHosts;
  },
  editable: ['name', 'notes'],
  methods: {
    deleteObject: {
      needsObject: true,
      run: (context) => {
        const host = objectOf(context);
        if (Number(host.guestCount ?? 0) > 0) {
          throw invalidParameters(`Dedicated host ${String(host.id)} still has ${String(host.guestCount)} guest(s); cancel them first.`);
        }
        const hosts = extrasOf(context.data).dedicatedHosts;
        hosts.splice(hosts.findIndex((candidate) => candidate.id === host.id), 1);
        capacityOf(context.data).hostGuests.delete(host.id as number);
        return true;
      },
    },
    getGuests: {
      needsObject: true,
      run: (context) => {
        const host = objectOf(context);
        const ids = capacityOf(context.data).hostGuests.get(host.id as number) ?? new Set<number>();
        return listResult(context, context.data.virtualGuests.filter((guest) => ids.has(guest.id)), 'VirtualGuest', ['guests']);
      },
    },
    getAvailableRouters: {
      run: (context) => {
        const where = `${context.service}::getAvailableRouters`;
        const host = structArgument(context, 0, 'the dedicated host template');
        const datacenter = isStruct(host.datacenter) ? host.datacenter.id : undefined;
        if (typeof datacenter !== 'number') throw invalidParameters(`${where} the template needs datacenter: { id }, got ${describe(host.datacenter)}.`);
        for (const size of ['cpuCount', 'memoryCapacity', 'diskCapacity']) {
          if (Number.isNaN(Number(host[size])) || host[size] === undefined) {
            throw invalidParameters(`${where} the template needs ${size} (a number), got ${describe(host[size])}.`);
          }
        }
        return listResult(context, routers(context, datacenter).map((router) => ({ ...router, topLevelLocation: undefined })), 'Generic', [], true);
      },
    },
  },
};
