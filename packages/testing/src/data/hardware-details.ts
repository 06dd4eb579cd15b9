/**
 * What the fake server derives from a hardware server on demand: its components and drives,
 * software, VLANs, remote management account, network components with their VLAN trunks, sensor
 * readings, bandwidth, storage access and upgrade prices. Deterministic per server id; typed with
 * the generated records of `@svclib/model`.
 *
 * @module
 */
import type {
  Container_RemoteManagement_SensorReading as SensorReading, Hardware_Component as HardwareComponent, Hardware_Component as HardDrive,
  Network_Storage_Allowed_Host as AllowedHost, Network_Vlan as Vlan, Product_Item_Price as ItemPrice, Software_Component as SoftwareComponent,
} from '@svclib/model';
import type { Dataset } from './dataset.js';
import { orderingState } from './ordering-state.js';
import type { FakeHardware, FakeNetworkComponent } from './records.js';
import type { RelationSpec } from './record-context.js';
import { recordAs, type AnyRecord } from '../engine/relation-table.js';

/** The metric tracking object id of a server. */
export function trackingIdOf(server: FakeHardware): number {
  return 700_000_000 + server.id;
}

/** The components of a server: CPU, RAM, drives, NICs, each with firmware versions. */
export function componentsOf(server: FakeHardware): HardwareComponent[] {
  const kinds: [string, string, string][] = [
    ['PROCESSOR', 'Intel Xeon', `Intel Xeon ${server.processorPhysicalCoreAmount} cores`],
    ['MEMORY', 'DDR4 ECC', `${server.memoryCapacity} GB DDR4 ECC`],
    ['HARD_DRIVE', 'SATA drive', '1.00 TB SATA'],
    ['HARD_DRIVE', 'SATA drive', '1.00 TB SATA'],
    ['NETWORK_CARD', 'Intel X710', 'Intel X710 dual port 10 GbE'],
  ];
  return kinds.map(([type, description, long], index) => ({
    id: server.id * 10 + index,
    serialNumber: `${server.serialNumber}-${index}`,
    hardwareComponentModel: {
      id: 800 + index,
      longDescription: long,
      hardwareGenericComponentModel: { id: 900 + index, description, hardwareComponentType: { keyName: type } },
      firmwares: [
        { createDate: '2023-03-01T00:00:00Z', version: `${index}.1.0` },
        { createDate: '2024-02-01T00:00:00Z', version: `${index}.2.0` },
      ],
    },
  }));
}

/** The hard drives of a server. */
export function hardDrivesOf(server: FakeHardware): HardDrive[] {
  return componentsOf(server)
    .filter((component) => component.hardwareComponentModel?.hardwareGenericComponentModel?.hardwareComponentType?.keyName === 'HARD_DRIVE')
    .map((component) => ({
      id: component.id,
      serialNumber: component.serialNumber,
      hardwareComponentModel: { capacity: '1000', description: 'SATA drive', manufacturer: 'Seagate', hardwareGenericComponentModel: { units: 'GB' } },
    }));
}

/** The operating system and other installed software of a server. */
export function softwareOf(server: FakeHardware): SoftwareComponent[] {
  const { operatingSystem } = server;
  return [{
    id: operatingSystem.id,
    hardwareId: server.id,
    softwareLicense: operatingSystem.softwareLicense,
    passwords: [{ id: operatingSystem.id + 1, softwareId: operatingSystem.id, username: 'root', password: `fake-${server.id}` }],
  }];
}

/** The VLANs of a server: those of its datacenter. */
export function vlansOf(server: FakeHardware, data: Dataset): Vlan[] {
  return data.networkVlans.filter((vlan) => vlan.datacenter.id === server.datacenter.id);
}

/** A network component with its VLAN trunks, as the `…NetworkComponents` relations show it. */
function withTrunks(component: FakeNetworkComponent, data: Dataset): AnyRecord {
  const trunks = orderingState(data).trunks.get(component.id) ?? [];
  return { ...component, networkVlanTrunks: trunks.map((networkVlanId) => ({ networkComponentId: component.id, networkVlanId })) };
}

/** The back-end (port 0) or front-end (port 1) network components of a server. */
export function networkComponentsOf(server: FakeHardware, data: Dataset, port: 0 | 1): AnyRecord[] {
  return server.networkComponents.filter((component) => component.port === port).map((component) => withTrunks(component, data));
}

/** The sensor readings of a server. */
export function sensorsOf(server: FakeHardware): SensorReading[] {
  const cpu = String((38 + (server.id % 20)).toFixed(3));
  return [
    { sensorId: 'CPU1 Temp', sensorReading: cpu, sensorUnits: 'degrees C', status: 'ok', lowerCritical: '0.000', upperCritical: '95.000' },
    { sensorId: 'FAN1', sensorReading: '5400.000', sensorUnits: 'RPM', status: 'ok', lowerCritical: '600.000', upperCritical: '' },
    { sensorId: 'PS1 Status', sensorReading: '0x01', sensorUnits: 'discrete', status: 'ok' },
  ];
}

/** The storage host record of a server. */
export function allowedHostOf(server: FakeHardware): AllowedHost {
  return {
    id: 50_000 + (server.id % 100_000),
    name: `iqn.2020-07.com.vendor:${server.hostname}`,
    credential: { id: 60_000 + (server.id % 100_000), username: `IBM${server.id}`, password: `fake-chap-${server.id}` },
  };
}

/** The prices a server can be upgraded with. */
export function upgradePricesOf(): ItemPrice[] {
  const price = (id: number, code: string, categoryId: number, capacity: string, description: string, fee: number): ItemPrice => ({
    id,
    recurringFee: String(fee),
    hourlyRecurringFee: String(Number((fee / 730).toFixed(3))),
    categories: [{ id: categoryId, name: code, categoryCode: code }],
    item: { keyName: description.toUpperCase().replace(/[^A-Z0-9]+/g, '_'), description, capacity, units: 'GB' },
  });
  const base = 300_000;
  return [
    price(base + 1, 'ram', 3, '64', '64 GB RAM', 120),
    price(base + 2, 'ram', 3, '128', '128 GB RAM', 240),
    price(base + 3, 'port_speed', 26, '1000', '1 Gbps Redundant Public & Private Network Uplinks', 20),
    price(base + 4, 'port_speed', 26, '10000', '10 Gbps Redundant Public & Private Network Uplinks', 100),
    price(base + 5, 'disk_controller', 11, '0', 'RAID', 0),
    price(base + 6, 'bandwidth', 10, '1000', '1000 GB Bandwidth Allotment', 10),
    price(base + 7, 'disk1', 5, '1000', '1.00 TB SATA', 20),
    price(base + 8, 'disk2', 6, '2000', '2.00 TB SATA', 35),
    price(base + 9, 'disk0', 4, '2000', '2.00 TB SATA', 35),
  ];
}

/** The relations of hardware servers computed from the dataset (see `RECORD_TYPES.Hardware`). */
export const HARDWARE_RELATIONS: Readonly<Record<string, RelationSpec>> = {
  activeComponents: { type: 'Generic', get: (server) => componentsOf(recordAs<FakeHardware>(server)) },
  components: { type: 'Generic', get: (server) => componentsOf(recordAs<FakeHardware>(server)) },
  softwareComponents: { type: 'Generic', get: (server) => softwareOf(recordAs<FakeHardware>(server)) },
  networkVlans: { type: 'Generic', get: (server, { data }) => vlansOf(recordAs<FakeHardware>(server), data) },
  remoteManagementAccounts: {
    type: 'Generic',
    get: (server) => [{ username: 'root', password: `fake-ipmi-${String(server.id)}` }],
  },
  frontendNetworkComponents: { type: 'Generic', get: (server, { data }) => networkComponentsOf(recordAs<FakeHardware>(server), data, 1) },
  backendNetworkComponents: { type: 'Generic', get: (server, { data }) => networkComponentsOf(recordAs<FakeHardware>(server), data, 0) },
  openCancellationTicket: { type: 'Generic' },
};
