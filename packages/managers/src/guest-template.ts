/**
 * The creation template of a virtual server (`Virtual_Guest.createObject(s)`,
 * `generateOrderTemplate`), built as the reference client builds it.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import { checkMembers, isIdList, isStringArray, nullChecked, positiveInteger, REQUEST_OPTIONS, show } from './manager-support.js';
import { tagList } from './server-templates.js';
import type { NetworkComponentTemplate, VirtualGuestTemplate } from './types.js';

/**
 * What to create ({@link VirtualServerManager.createInstance}). Required: `hostname`, `domain`,
 * and `cpus` and `memory` unless a `flavor` gives them. Exclusive pairs: `osCode`/`imageId`,
 * `flavor` with any of `cpus`, `memory`, `dedicated`, `hostId`; routers with VLANs or subnets.
 *
 * @example
 * ```ts
 * await vs.createInstance({ cpus: 2, memory: 4096, hostname: 'web1', domain: 'example.com', osCode: 'UBUNTU_LATEST', datacenter: 'dal13' });
 * await vs.createInstance({ flavor: 'B1_2X8X25', hostname: 'web2', domain: 'example.com', osCode: 'UBUNTU_LATEST', tags: 'web,prod' });
 * ```
 */
export interface CreateInstanceOptions {
  /** Number of CPUs (`startCpus`). Required unless `flavor` is given. */
  cpus?: number;
  /** Memory in MB (`maxMemory`). Required unless `flavor` is given. */
  memory?: number;
  /** Host name. Required. */
  hostname: string;
  /** Domain. Required. */
  domain: string;
  /** Hourly billing (default true; creates a billable resource). */
  hourly?: boolean;
  /** Local disk (default true) rather than SAN. */
  localDisk?: boolean;
  /** Datacenter name, e.g. `dal13`. */
  datacenter?: string;
  /** Operating-system reference code (not with `imageId`). */
  osCode?: string;
  /** Image global identifier to boot (not with `osCode`). */
  imageId?: string;
  /** Public virtual server flavor key name (`supplementalCreateObjectOptions.flavorKeyName`). */
  flavor?: string;
  /** Boot mode (`supplementalCreateObjectOptions.bootMode`), e.g. `HVM`. */
  bootMode?: string;
  /** Run on a host of its own (`dedicatedAccountHostOnlyFlag`, sent only when true and no `hostId`). */
  dedicated?: boolean;
  /** Dedicated host to run on (`dedicatedHost.id`). */
  hostId?: number;
  /** No public network (`privateNetworkOnlyFlag`, sent only when true). */
  privateNetworkOnly?: boolean;
  /** A transient guest (`transientGuestFlag`, sent only when true). */
  transient?: boolean;
  /** Public VLAN id. */
  publicVlan?: number;
  /** Private VLAN id. */
  privateVlan?: number;
  /** Public subnet id (needs `publicVlan`). */
  publicSubnet?: number;
  /** Private subnet id (needs `privateVlan`). */
  privateSubnet?: number;
  /** Public router id (not with VLANs or subnets). */
  publicRouter?: number;
  /** Private router id (not with VLANs or subnets). */
  privateRouter?: number;
  /** Security group ids of the public interface. */
  publicSecurityGroups?: number[];
  /** Security group ids of the private interface. */
  privateSecurityGroups?: number[];
  /** User data (`userData[0].value`). */
  userdata?: string;
  /** Port speed in Mbps (`networkComponents[0].maxSpeed`). */
  nicSpeed?: number;
  /** Disk sizes in GB: the first is device `"0"`, the next `"2"`, `"3"`, … */
  disks?: number[];
  /** Post-install script URI. */
  postUri?: string;
  /** SSH key ids. */
  sshKeys?: number[];
  /** Tags to set after creation (through `setTags`): `'a,b'` or `['a', 'b']`; `''` or `[]` clears. */
  tags?: string | string[];
}

const ID_LIST = opt.checker<number[]>('an array of positive integer ids', isIdList);

/**
 * The options of a creation, tied to {@link CreateInstanceOptions}: each checker says what its
 * option must be (`tags` is checked by `tagText`; required and clashing options by `checkCreate`).
 */
const CREATE_SPEC = {
  cpus: opt.positiveInteger(),
  memory: opt.positiveInteger('a positive integer (MB)'),
  hostname: opt.nonEmptyString(),
  domain: opt.nonEmptyString(),
  hourly: opt.boolean(),
  localDisk: opt.boolean(),
  datacenter: opt.nonEmptyString(),
  osCode: opt.nonEmptyString(),
  imageId: opt.nonEmptyString(),
  flavor: opt.nonEmptyString(),
  bootMode: opt.nonEmptyString(),
  dedicated: opt.boolean(),
  hostId: opt.positiveInteger(),
  privateNetworkOnly: opt.boolean(),
  transient: opt.boolean(),
  publicVlan: opt.positiveInteger(),
  privateVlan: opt.positiveInteger(),
  publicSubnet: opt.positiveInteger(),
  privateSubnet: opt.positiveInteger(),
  publicRouter: opt.positiveInteger(),
  privateRouter: opt.positiveInteger(),
  publicSecurityGroups: ID_LIST,
  privateSecurityGroups: ID_LIST,
  userdata: opt.string(),
  nicSpeed: opt.positiveInteger(),
  disks: opt.checker<number[]>('a non-empty array of positive integers (GB)', (value) => Array.isArray(value) && value.length > 0 && value.every(positiveInteger)),
  postUri: opt.nonEmptyString(),
  sshKeys: ID_LIST,
  tags: opt.anything<string | string[]>('a string or an array of strings'),
} satisfies SpecFor<CreateInstanceOptions>;

/** The options of one creation (`null` is a wrong value; `checkCreate` checks the required and clashing ones). */
export const CREATE_OPTIONS = defineOptions('VirtualServerManager.createInstances', nullChecked(CREATE_SPEC));
/** The options of one creation with the per-call `mask` and `signal`. */
export const CREATE_CALL_OPTIONS = REQUEST_OPTIONS.extend('VirtualServerManager.createInstance', CREATE_OPTIONS.spec);

/** The network fields of a creation. */
export type NetworkOptions = Pick<
  CreateInstanceOptions,
  'publicVlan' | 'privateVlan' | 'publicSubnet' | 'privateSubnet' | 'publicRouter' | 'privateRouter'
>;

/** The `setTags` text of a `tags` option: a string as given, an array joined with commas. */
export function tagText(where: string, tags: string | readonly string[]): string {
  if (typeof tags === 'string') return tags;
  if (!isStringArray(tags)) throw new TypeError(`${where}: tags must be a string ('a,b') or an array of strings, got ${show(tags)}`);
  return tagList(where, tags);
}

/**
 * The primary (public) and backend (private) network components: a router, or a VLAN with an
 * optional subnet.
 *
 * @throws TypeError when routers and VLANs/subnets are mixed, or a subnet has no VLAN.
 */
export function networkComponents(where: string, o: NetworkOptions): Pick<VirtualGuestTemplate, 'primaryNetworkComponent' | 'primaryBackendNetworkComponent'> {
  if ((o.publicRouter ?? o.privateRouter) !== undefined &&
    (o.publicVlan ?? o.privateVlan ?? o.publicSubnet ?? o.privateSubnet) !== undefined) {
    throw new TypeError(`${where}: give a VLAN (optionally with a subnet) or only a router, not both`);
  }
  if (o.publicSubnet !== undefined && o.publicVlan === undefined) throw new TypeError(`${where}: publicSubnet needs publicVlan`);
  if (o.privateSubnet !== undefined && o.privateVlan === undefined) throw new TypeError(`${where}: privateSubnet needs privateVlan`);
  const side = (router?: number, vlan?: number, subnet?: number): NetworkComponentTemplate | undefined => {
    if (vlan !== undefined) return { networkVlan: subnet === undefined ? { id: vlan } : { id: vlan, primarySubnet: { id: subnet } } };
    return router === undefined ? undefined : { router: { id: router } };
  };
  const result: Pick<VirtualGuestTemplate, 'primaryNetworkComponent' | 'primaryBackendNetworkComponent'> = {};
  const backend = side(o.privateRouter, o.privateVlan, o.privateSubnet);
  const front = side(o.publicRouter, o.publicVlan, o.publicSubnet);
  if (backend) result.primaryBackendNetworkComponent = backend;
  if (front) result.primaryNetworkComponent = front;
  return result;
}

function checkCreate(where: string, o: CreateInstanceOptions): void {
  const required = o.flavor === undefined ? (['cpus', 'memory', 'hostname', 'domain'] as const) : (['hostname', 'domain'] as const);
  const missing = required.filter((key) => o[key] === undefined);
  if (missing.length > 0) throw new TypeError(`${where}: missing required option(s): ${missing.join(', ')}`);
  if (o.osCode !== undefined && o.imageId !== undefined) throw new TypeError(`${where}: give osCode or imageId, not both`);
  if (o.flavor !== undefined) {
    const clash = (['cpus', 'memory', 'hostId'] as const).filter((key) => o[key] !== undefined);
    if (o.dedicated === true) clash.push('dedicated' as never);
    if (clash.length > 0) throw new TypeError(`${where}: give flavor or ${clash.join(', ')}, not both`);
  }
  checkMembers(where, CREATE_SPEC, o);
  if (o.tags !== undefined) tagText(where, o.tags);
}

/**
 * The creation template, field for field as the reference builds it: flags only when set, the
 * flavor and boot mode under `supplementalCreateObjectOptions`, VLANs/subnets/routers and security
 * groups under the two primary network components.
 *
 * @throws TypeError naming every missing required option, or the first ill-typed or clashing one.
 */
export function buildTemplate(where: string, o: CreateInstanceOptions): VirtualGuestTemplate {
  checkCreate(where, o);
  const template: VirtualGuestTemplate = {};
  if (o.cpus !== undefined) template.startCpus = o.cpus;
  if (o.memory !== undefined) template.maxMemory = o.memory;
  template.hostname = o.hostname;
  template.domain = o.domain;
  template.localDiskFlag = o.localDisk ?? true;
  template.hourlyBillingFlag = o.hourly ?? true;
  if (o.flavor !== undefined || o.bootMode !== undefined) {
    template.supplementalCreateObjectOptions = {};
    if (o.bootMode !== undefined) template.supplementalCreateObjectOptions.bootMode = o.bootMode;
    if (o.flavor !== undefined) template.supplementalCreateObjectOptions.flavorKeyName = o.flavor;
  }
  if (o.dedicated === true && o.hostId === undefined) template.dedicatedAccountHostOnlyFlag = true;
  if (o.hostId !== undefined) template.dedicatedHost = { id: o.hostId };
  if (o.privateNetworkOnly === true) template.privateNetworkOnlyFlag = true;
  if (o.transient === true) template.transientGuestFlag = true;
  if (o.imageId !== undefined) template.blockDeviceTemplateGroup = { globalIdentifier: o.imageId };
  else if (o.osCode !== undefined) template.operatingSystemReferenceCode = o.osCode;
  if (o.datacenter !== undefined) template.datacenter = { name: o.datacenter };
  Object.assign(template, networkComponents(where, o));
  const bind = (ids: number[]): NonNullable<NetworkComponentTemplate['securityGroupBindings']> =>
    ids.map((id) => ({ securityGroup: { id } }));
  if (o.publicSecurityGroups !== undefined && o.publicSecurityGroups.length > 0) {
    template.primaryNetworkComponent = { ...template.primaryNetworkComponent, securityGroupBindings: bind(o.publicSecurityGroups) };
  }
  if (o.privateSecurityGroups !== undefined && o.privateSecurityGroups.length > 0) {
    template.primaryBackendNetworkComponent = {
      ...template.primaryBackendNetworkComponent, securityGroupBindings: bind(o.privateSecurityGroups),
    };
  }
  if (o.userdata) template.userData = [{ value: o.userdata }];
  if (o.nicSpeed !== undefined) template.networkComponents = [{ maxSpeed: o.nicSpeed }];
  if (o.disks !== undefined) {
    template.blockDevices = o.disks.map((capacity, index) => ({ device: index === 0 ? '0' : String(index + 1), diskImage: { capacity } }));
  }
  if (o.postUri !== undefined) template.postInstallScriptUri = o.postUri;
  if (o.sshKeys !== undefined && o.sshKeys.length > 0) template.sshKeys = o.sshKeys.map((id) => ({ id }));
  return template;
}
