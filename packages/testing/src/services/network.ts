/**
 * `Vendor_Network_Subnet_IpAddress`, `Vendor_Network_Subnet`, `Vendor_Network_Vlan`,
 * `Vendor_Network_Subnet_IpAddress_Global` and `Vendor_Network_Subnet_Rwhois_Data`.
 *
 * @module
 */
import type { Dataset } from '../data/dataset.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import type { FakeGlobalIpRecord, FakeIpAddress, FakeSubnet } from '../data/records.js';
import { objectOf, output, stringArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe } from '../engine/values.js';
import { setTagsMethod } from './tags.js';

/** The address record of `address` (text) or of the id `address`. */
function addressRecord(data: Dataset, address: unknown): FakeIpAddress | undefined {
  if (typeof address === 'number') return data.ipAddresses.find((ip) => ip.id === address);
  if (typeof address !== 'string') return undefined;
  const text = address.trim();
  if (/^\d+$/.test(text)) return data.ipAddresses.find((ip) => ip.id === Number(text));
  return data.ipAddresses.find((ip) => ip.ipAddress === text);
}

/** The address a subnet route points at: an address (type `…Network_Subnet_IpAddress`) or a server's primary address. */
function routeTarget(context: CallContext, type: string, target: unknown): FakeIpAddress {
  const where = `${context.service}::route`;
  let found: FakeIpAddress | undefined;
  if (type.endsWith('Network_Subnet_IpAddress')) found = addressRecord(context.data, target);
  else if (type.endsWith('Virtual_Guest') || type.endsWith('Hardware_Server')) {
    const key = type.endsWith('Virtual_Guest') ? 'virtualGuestId' : 'hardwareId';
    const id = Number(target);
    found = context.data.ipAddresses.find((ip) => ip[key] === id && context.data.subnets.some((s) => s.id === ip.subnetId && s.addressSpace === 'PUBLIC'));
  } else {
    throw invalidParameters(`${where}: type must be Vendor_Network_Subnet_IpAddress, Vendor_Virtual_Guest or Vendor_Hardware_Server, got ${describe(type)}.`);
  }
  if (!found) throw invalidParameters(`${where}: target ${describe(target)} is not an address of the account.`);
  return found;
}

/** The global IP record of a `GLOBAL_IP` subnet (routing the subnet routes the global IP, as the reference CLI's `globalip assign` does it). */
function globalIpRecordOf(data: Dataset, subnet: FakeSubnet): FakeGlobalIpRecord | undefined {
  if (subnet.subnetType !== 'GLOBAL_IP') return undefined;
  return data.globalIpRecords.find((record) => data.ipAddresses.some((ip) => ip.id === record.ipAddressId && ip.subnetId === subnet.id));
}

/** The `Vendor_Network_Subnet_IpAddress` service; `getByIpAddress` resolves nil for an unknown address. */
export const ipAddressService: ServiceSpec = {
  type: 'IpAddress',
  collection: (data) => data.ipAddresses,
  editable: ['note'],
  methods: {
    getByIpAddress: {
      run: (context) => {
        const address = stringArgument(context, 0, 'an IP address').trim();
        const found = context.data.ipAddresses.find((ip) => ip.ipAddress === address);
        return found ? output(context, found, 'IpAddress') : null;
      },
    },
  },
};

/** The `Vendor_Network_Subnet` service: notes, tags and routes. */
export const subnetService: ServiceSpec = {
  type: 'Subnet',
  collection: (data) => data.subnets,
  methods: {
    setTags: setTagsMethod,
    editNote: {
      needsObject: true,
      run: (context) => {
        const note = context.args[0];
        if (typeof note !== 'string') throw invalidParameters(`${context.service}::editNote expects the note as a string, got ${describe(note)}.`);
        objectOf(context).note = note;
        return true;
      },
    },
    route: {
      needsObject: true,
      run: (context) => {
        const subnet = objectOf<FakeSubnet>(context);
        if (subnet.subnetType === 'PRIMARY') {
          throw invalidParameters(`${context.service}::route: the primary subnet ${subnet.id} of a VLAN cannot be routed.`);
        }
        const type = stringArgument(context, 0, 'the target type');
        subnet.endPointIpAddressId = routeTarget(context, type, context.args[1]).id;
        const globalIp = globalIpRecordOf(context.data, subnet);
        if (globalIp) globalIp.destinationIpAddressId = subnet.endPointIpAddressId;
        return true;
      },
    },
    clearRoute: {
      needsObject: true,
      run: (context) => {
        const subnet = objectOf<FakeSubnet>(context);
        delete subnet.endPointIpAddressId;
        const globalIp = globalIpRecordOf(context.data, subnet);
        if (globalIp) delete globalIp.destinationIpAddressId;
        return true;
      },
    },
  },
};

/** The `Vendor_Network_Vlan` service: name and note edits, tags, cancel checks. */
export const vlanService: ServiceSpec = {
  type: 'Vlan',
  collection: (data) => data.networkVlans,
  editable: ['name', 'note'],
  methods: {
    setTags: setTagsMethod,
    getCancelFailureReasons: {
      needsObject: true,
      run: (context) => {
        const vlan = objectOf(context);
        const subnets = context.data.subnets.filter((subnet) => subnet.networkVlanId === vlan.id);
        const bound = context.data.ipAddresses.filter(
          (ip) => subnets.some((subnet) => subnet.id === ip.subnetId) && (ip.virtualGuestId !== undefined || ip.hardwareId !== undefined),
        );
        const reasons: string[] = [];
        if (bound.length > 0) reasons.push(`${bound.length} devices still have addresses on this VLAN.`);
        const routed = subnets.filter((subnet) => subnet.subnetType !== 'PRIMARY');
        if (routed.length > 0) reasons.push(`${routed.length} subnets are still assigned to this VLAN.`);
        return reasons;
      },
    },
  },
};

/** The `Vendor_Network_Subnet_IpAddress_Global` service: `route(address)` and `unroute`. */
export const globalIpService: ServiceSpec = {
  type: 'GlobalIpRecord',
  collection: (data) => data.globalIpRecords,
  methods: {
    route: {
      needsObject: true,
      run: (context) => {
        const record = objectOf<FakeGlobalIpRecord>(context);
        const address = stringArgument(context, 0, 'the destination address');
        const target = addressRecord(context.data, address);
        const isGlobal = target !== undefined && context.data.subnets.some((s) => s.id === target.subnetId && s.subnetType === 'GLOBAL_IP');
        if (!target || isGlobal) {
          throw invalidParameters(`${context.service}::route: ${describe(address)} is not an address of the account a global IP can route to.`);
        }
        record.destinationIpAddressId = target.id;
        return true;
      },
    },
    unroute: {
      needsObject: true,
      run: (context) => {
        delete (objectOf<FakeGlobalIpRecord>(context)).destinationIpAddressId;
        return true;
      },
    },
  },
};

/** The `Vendor_Network_Subnet_Rwhois_Data` service (the account's one record). */
export const rwhoisService: ServiceSpec = {
  type: 'RwhoisData',
  collection: (data) => [data.rwhoisData],
  editable: [
    'abuseEmail', 'address1', 'address2', 'city', 'companyName', 'country', 'firstName', 'lastName', 'postalCode',
    'privateResidenceFlag', 'state',
  ],
  afterEdit: (record) => {
    record.modifyDate = isoDate(Date.now());
  },
  methods: {},
};
