/**
 * The option interfaces and option specs of `NetworkManager`: what each method takes, and the
 * checks `defineOptions` runs on it.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Network_Subnet_Rwhois_Data } from '@svclib/model';
import type { ObjectFilter } from './filters.js';
import { A_BOOLEAN, A_STRING, isBoolean, isString, KEYWORD, LIST_OPTIONS, PAGING, REQUEST_OPTIONS } from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';

/** Subnet, VLAN or global IP given as an id, or as a name the manager resolves. */
export type NetworkIdentifier = number | string;

/** Tags as the reference takes them (`'a,b'`) or as a list (`['a', 'b']`); `''` or `[]` removes all. */
export type TagsInput = string | readonly string[];

/**
 * Options of {@link NetworkManager.listSubnets} (filter group `subnets`, sorted by `id`); each value
 * goes through `queryFilter`. Global IPs (`subnetType` `GLOBAL_IP`) are left out unless `subnetType`
 * (or your own filter on `subnets.subnetType`) asks for a type.
 *
 * @example
 * ```ts
 * await network.listSubnets({ datacenter: 'dal13', version: 4, networkSpace: 'PRIVATE' });
 * ```
 */
export interface ListSubnetsOptions extends ListOptions {
  /** Network address (`networkIdentifier`). */
  identifier?: string;
  /** Datacenter name (`datacenter.name`). */
  datacenter?: string;
  /** IP version, 4 or 6 (0 or unset: both). */
  version?: number | string;
  /** Subnet type, e.g. `PRIMARY`, `SECONDARY_ON_VLAN`, `GLOBAL_IP`. */
  subnetType?: string;
  /** Network space of the subnet's VLAN (`networkVlan.networkSpace`): `PUBLIC` or `PRIVATE`. */
  networkSpace?: string;
  /** The subnet's own `addressSpace`: `PUBLIC` or `PRIVATE`. */
  addressSpace?: string;
}

/**
 * Options of {@link NetworkManager.iterSubnets}.
 *
 * @example
 * ```ts
 * for await (const subnet of network.iterSubnets({ chunk: 50 })) console.log(subnet.networkIdentifier);
 * ```
 */
export interface IterSubnetsOptions extends ListSubnetsOptions, IterOptions {}

/**
 * Options of {@link NetworkManager.listVlans} (filter group `networkVlans`, sorted by `id`).
 *
 * @example
 * ```ts
 * await network.listVlans({ datacenter: 'dal13', vlanNumber: 1234 });
 * ```
 */
export interface ListVlansOptions extends ListOptions {
  /** Datacenter name (`primaryRouter.datacenter.name`). */
  datacenter?: string;
  /** VLAN number. */
  vlanNumber?: number | string;
  /** VLAN name. */
  name?: string;
}

/**
 * Options of {@link NetworkManager.iterVlans}.
 *
 * @example
 * ```ts
 * for await (const vlan of network.iterVlans()) console.log(vlan.vlanNumber);
 * ```
 */
export interface IterVlansOptions extends ListVlansOptions, IterOptions {}

/**
 * Options of {@link NetworkManager.listIpAddresses} (filter group `ipAddresses`).
 *
 * @example
 * ```ts
 * await network.listIpAddresses({ ipAddress: '10.0.*' });
 * ```
 */
export interface ListIpAddressesOptions extends ListOptions {
  /** The address. */
  ipAddress?: string;
  /** Subnet id. */
  subnetId?: number | string;
}

/**
 * Options of {@link NetworkManager.iterIpAddresses}.
 *
 * @example
 * ```ts
 * for await (const ip of network.iterIpAddresses({ subnetId: 5001 })) console.log(ip.ipAddress);
 * ```
 */
export interface IterIpAddressesOptions extends ListIpAddressesOptions, IterOptions {}

/**
 * Options of {@link NetworkManager.listGlobalIps} (filter group `globalIpRecords`).
 *
 * @example
 * ```ts
 * await network.listGlobalIps({ version: 4 });
 * ```
 */
export interface ListGlobalIpsOptions extends ListOptions {
  /** IP version, 4 or 6 (`ipAddress.subnet.version`). */
  version?: number | string;
  /** Network address of the global IP (`ipAddress.subnet.networkIdentifier`). */
  identifier?: string;
}

/**
 * Options of {@link NetworkManager.iterGlobalIps}.
 *
 * @example
 * ```ts
 * for await (const record of network.iterGlobalIps({ chunk: 20 })) console.log(record.id);
 * ```
 */
export interface IterGlobalIpsOptions extends ListGlobalIpsOptions, IterOptions {}

/**
 * Options of {@link NetworkManager.addSubnet}.
 *
 * @example
 * ```ts
 * await network.addSubnet('public', { quantity: 4, endpointId: 42, testOrder: true });
 * ```
 */
export interface AddSubnetOptions {
  /** Number of addresses (`capacity` of the item); ignored for `global`. */
  quantity?: number;
  /** VLAN id for `public`/`private` (`endPointVlanId`), address id for `static` (`endPointIpAddressId`). */
  endpointId?: number;
  /** 4 (default) or 6. */
  version?: 4 | 6;
  /** `true`: `Product_Order.verifyOrder` only; default `false`: `placeOrder`. */
  testOrder?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link NetworkManager.addGlobalIp}.
 *
 * @example
 * ```ts
 * await network.addGlobalIp({ version: 6, testOrder: true });
 * ```
 */
export interface AddGlobalIpOptions {
  /** 4 (default) or 6. */
  version?: 4 | 6;
  /** `true`: verify only. */
  testOrder?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Changes of {@link NetworkManager.editVlan}.
 *
 * @example
 * ```ts
 * await network.editVlan(42, { name: 'prod-private', note: 'db tier', tags: 'prod,db' });
 * ```
 */
export interface EditVlanOptions {
  /** New name (an empty string is not sent, as in the reference). */
  name?: string;
  /** New note (an empty string is not sent). */
  note?: string;
  /** Tags (`setTags`); `''` or `[]` removes all. */
  tags?: TagsInput;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link NetworkManager.cancelItem}.
 *
 * @example
 * ```ts
 * await network.cancelItem(vlan.billingItem!.id!, { immediate: true, reason: 'No longer needed', note: 'cleanup' });
 * ```
 */
export interface CancelNetworkItemOptions {
  /** Cancel now instead of at the end of the billing cycle (default `false`). */
  immediate?: boolean;
  /** Cancellation reason (default `''`). */
  reason?: string;
  /** Customer note (default `''`). */
  note?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * Changes of {@link NetworkManager.editRwhois}; unset fields are not sent.
 *
 * @example
 * ```ts
 * await network.editRwhois({ abuseEmail: 'abuse@example.com', city: 'Dallas' });
 * ```
 */
export interface EditRwhoisOptions
  extends Pick<
    Network_Subnet_Rwhois_Data,
    'abuseEmail' | 'address1' | 'address2' | 'city' | 'companyName' | 'country' | 'firstName' | 'lastName' | 'postalCode' | 'state'
  > {
  /** Whether the address is a private residence (sent as `privateResidenceFlag`). */
  privateResidence?: boolean;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

/**
 * Options of {@link NetworkManager.getPods}.
 *
 * @example
 * ```ts
 * await network.getPods({ datacenter: 'dal10', mask: 'name, capabilities' });
 * ```
 */
export interface GetPodsOptions extends RequestOptions {
  /** Only the pods of this datacenter (`datacenterName`). */
  datacenter?: string;
}

/**
 * Options of {@link NetworkManager.getDatacenter}.
 *
 * @example
 * ```ts
 * await network.getDatacenter({ datacenter: 'dal10' });
 * ```
 */
export interface GetDatacenterOptions extends RequestOptions {
  /** Datacenter short name (`name`). */
  datacenter?: string;
  /** A filter of your own (used when `datacenter` is not given). */
  filter?: ObjectFilter;
}

/** Which subnet to order, as the reference names it. */
export type SubnetKind = 'public' | 'private' | 'global' | 'static';

/** The options of `NetworkManager.listSubnets`, tied to {@link ListSubnetsOptions}. */
export const LIST_SUBNET_OPTIONS = LIST_OPTIONS.extend('NetworkManager.listSubnets', {
  identifier: KEYWORD,
  datacenter: KEYWORD,
  version: KEYWORD,
  subnetType: KEYWORD,
  networkSpace: KEYWORD,
  addressSpace: KEYWORD,
} satisfies SpecFor<Omit<ListSubnetsOptions, keyof ListOptions>>);
/** The options of `NetworkManager.iterSubnets`. */
export const ITER_SUBNET_OPTIONS = LIST_SUBNET_OPTIONS.extend('NetworkManager.iterSubnets', PAGING);
/** The options of `NetworkManager.listVlans`, tied to {@link ListVlansOptions}. */
export const LIST_VLAN_OPTIONS = LIST_OPTIONS.extend('NetworkManager.listVlans', {
  datacenter: KEYWORD,
  vlanNumber: KEYWORD,
  name: KEYWORD,
} satisfies SpecFor<Omit<ListVlansOptions, keyof ListOptions>>);
/** The options of `NetworkManager.iterVlans`. */
export const ITER_VLAN_OPTIONS = LIST_VLAN_OPTIONS.extend('NetworkManager.iterVlans', PAGING);
/** The options of `NetworkManager.listIpAddresses`, tied to {@link ListIpAddressesOptions}. */
export const LIST_IP_OPTIONS = LIST_OPTIONS.extend('NetworkManager.listIpAddresses', {
  ipAddress: KEYWORD,
  subnetId: KEYWORD,
} satisfies SpecFor<Omit<ListIpAddressesOptions, keyof ListOptions>>);
/** The options of `NetworkManager.iterIpAddresses`. */
export const ITER_IP_OPTIONS = LIST_IP_OPTIONS.extend('NetworkManager.iterIpAddresses', PAGING);
/** The options of `NetworkManager.listGlobalIps`, tied to {@link ListGlobalIpsOptions}. */
export const LIST_GLOBAL_OPTIONS = LIST_OPTIONS.extend('NetworkManager.listGlobalIps', {
  version: KEYWORD,
  identifier: KEYWORD,
} satisfies SpecFor<Omit<ListGlobalIpsOptions, keyof ListOptions>>);
/** The options of `NetworkManager.iterGlobalIps`. */
export const ITER_GLOBAL_OPTIONS = LIST_GLOBAL_OPTIONS.extend('NetworkManager.iterGlobalIps', PAGING);
/** The changes of `NetworkManager.editVlan`, tied to {@link EditVlanOptions} (`tagsText` checks the tags). */
export const EDIT_VLAN_OPTIONS = defineOptions('NetworkManager.editVlan', {
  name: A_STRING,
  note: A_STRING,
  tags: opt.nonNull(opt.anything<TagsInput>('a string or an array of strings')),
  signal: opt.signal(),
} satisfies SpecFor<EditVlanOptions>);
/** The options of `NetworkManager.cancelItem`, tied to {@link CancelNetworkItemOptions}. */
export const CANCEL_ITEM_OPTIONS = defineOptions('NetworkManager.cancelItem', {
  immediate: A_BOOLEAN,
  reason: A_STRING,
  note: A_STRING,
  signal: opt.signal(),
} satisfies SpecFor<CancelNetworkItemOptions>);
/** The options of `NetworkManager.addSubnet`, tied to {@link AddSubnetOptions} (`addSubnet` checks `version` after its default). */
export const ADD_SUBNET_OPTIONS = defineOptions('NetworkManager.addSubnet', {
  quantity: opt.nonNull(opt.anything<number>('a number of addresses')),
  endpointId: opt.nonNull(opt.anything<number>('an endpoint id')),
  version: opt.anything<4 | 6>('4 or 6'),
  testOrder: A_BOOLEAN,
  signal: opt.signal(),
} satisfies SpecFor<AddSubnetOptions>);
/** The options of `NetworkManager.addGlobalIp`, tied to {@link AddGlobalIpOptions} (`addSubnet` checks them). */
export const ADD_GLOBAL_IP_OPTIONS = defineOptions('NetworkManager.addGlobalIp', {
  version: opt.anything<4 | 6>('4 or 6'),
  testOrder: opt.nonNull(opt.anything<boolean>('a boolean')),
  signal: opt.signal(),
} satisfies SpecFor<AddGlobalIpOptions>);
/** A string member of the RWhois data (`null` is "not given"). */
export const RWHOIS_STRING = opt.checker<string>('a string', isString);
/** The changes of `NetworkManager.editRwhois`, tied to {@link EditRwhoisOptions}. */
export const EDIT_RWHOIS_OPTIONS = defineOptions('NetworkManager.editRwhois', {
  abuseEmail: RWHOIS_STRING,
  address1: RWHOIS_STRING,
  address2: RWHOIS_STRING,
  city: RWHOIS_STRING,
  companyName: RWHOIS_STRING,
  country: RWHOIS_STRING,
  firstName: RWHOIS_STRING,
  lastName: RWHOIS_STRING,
  privateResidence: opt.checker<boolean>('a boolean', isBoolean),
  state: RWHOIS_STRING,
  postalCode: RWHOIS_STRING,
  signal: opt.signal(),
} satisfies SpecFor<EditRwhoisOptions>);
/** The options of `NetworkManager.getPods`, tied to {@link GetPodsOptions}. */
export const GET_PODS_OPTIONS = REQUEST_OPTIONS.extend('NetworkManager.getPods', {
  datacenter: A_STRING,
} satisfies SpecFor<Omit<GetPodsOptions, keyof RequestOptions>>);
/** The options of `NetworkManager.getDatacenter`, tied to {@link GetDatacenterOptions} (a `null` filter is no filter). */
export const GET_DATACENTER_OPTIONS = REQUEST_OPTIONS.extend('NetworkManager.getDatacenter', {
  datacenter: A_STRING,
  filter: opt.record<ObjectFilter>('an object filter'),
} satisfies SpecFor<Omit<GetDatacenterOptions, keyof RequestOptions>>);

/**
 * A security group rule as {@link NetworkManager.addSecurityGroupRule} and
 * {@link NetworkManager.editSecurityGroupRule} take it (the reference's keyword names, camel-cased);
 * unset members are not sent.
 *
 * @example
 * ```ts
 * await network.addSecurityGroupRule(100, { direction: 'ingress', protocol: 'tcp', portMin: 22, portMax: 22, remoteIp: '10.0.0.0/24' });
 * ```
 */
export interface SecurityGroupRuleOptions {
  /** The remote IP address or CIDR the rule applies to (`remoteIp`). */
  remoteIp?: string;
  /** The remote security group id the rule applies to (`remoteGroupId`). */
  remoteGroup?: number;
  /** `ingress` or `egress` (`direction`). */
  direction?: string;
  /** `IPv4` or `IPv6` (`ethertype`). */
  ethertype?: string;
  /** Upper port bound, or the ICMP code (`portRangeMax`). */
  portMax?: number;
  /** Lower port bound, or the ICMP type (`portRangeMin`). */
  portMin?: number;
  /** `icmp`, `tcp` or `udp` (`protocol`). */
  protocol?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * Fields of {@link NetworkManager.createSecurityGroup} and {@link NetworkManager.editSecurityGroup}.
 *
 * @example
 * ```ts
 * await network.createSecurityGroup({ name: 'web', description: 'allow http from anywhere' });
 * ```
 */
export interface SecurityGroupOptions {
  /** The group's name. */
  name?: string;
  /** The group's description. */
  description?: string;
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * Options of {@link NetworkManager.iterSecurityGroups} and {@link NetworkManager.iterSecurityGroupRules}.
 *
 * @example
 * ```ts
 * for await (const group of network.iterSecurityGroups({ chunk: 50, mask: 'id,name' })) console.log(group.name);
 * ```
 */
export interface IterSecurityGroupsOptions extends ListOptions, IterOptions {}

/** A member of a security group rule that is a number: a port bound or a group id. */
const RULE_NUMBER = opt.nonNull(opt.checker<number>('an integer', (v) => Number.isInteger(v)));
/** The members of a rule, tied to {@link SecurityGroupRuleOptions}. */
export const SECURITY_GROUP_RULE_OPTIONS = defineOptions('NetworkManager.addSecurityGroupRule', {
  remoteIp: A_STRING,
  remoteGroup: RULE_NUMBER,
  direction: A_STRING,
  ethertype: A_STRING,
  portMax: RULE_NUMBER,
  portMin: RULE_NUMBER,
  protocol: A_STRING,
  signal: opt.signal(),
} satisfies SpecFor<SecurityGroupRuleOptions>);
/** The fields of a security group, tied to {@link SecurityGroupOptions}. */
export const SECURITY_GROUP_OPTIONS = defineOptions('NetworkManager.createSecurityGroup', {
  name: A_STRING,
  description: A_STRING,
  signal: opt.signal(),
} satisfies SpecFor<SecurityGroupOptions>);
/** The options of `NetworkManager.iterSecurityGroups`, tied to {@link IterSecurityGroupsOptions}. */
export const ITER_SECURITY_GROUP_OPTIONS = LIST_OPTIONS.extend('NetworkManager.iterSecurityGroups', PAGING);
