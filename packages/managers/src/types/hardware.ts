/**
 * Record types of hardware servers beyond the server itself: billing, components, sensors,
 * notifications, storage, bandwidth, create options. Returned by {@link HardwareManager}.
 *
 * @module
 */
import type {
  Billing_Item_Hardware, Container_RemoteManagement_SensorReading, Hardware_Component, Metric_Tracking_Object_Data, Network_Vlan,
  Provisioning_Maintenance_Window, Software_Component, Software_Component_Password, User_Customer_Notification_Hardware,
} from '@svclib/model';
import type { ItemPrice } from './ordering.js';

/**
 * The billing item of a server (`Billing_Item`): what a cancellation goes through.
 * The generated record `Billing_Item_Hardware` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const { billingItem } = await hw.getHardware(1, { mask: 'id, billingItem[id, recurringFee]' });
 * ```
 *
 * @deprecated Use `Billing_Item_Hardware` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type HardwareBillingItem = Billing_Item_Hardware;

/**
 * A hardware component (`Hardware_Component`), as `getComponents`/`getActiveComponents` return it.
 * The generated record `Hardware_Component` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const components: HardwareComponent[] = await hw.getComponents(1);
 * ```
 *
 * @deprecated Use `Hardware_Component` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type HardwareComponent = Hardware_Component;

/**
 * A hard drive (`Hardware_Component` of type `HARD_DRIVE`, `getHardDrives`).
 * The generated record `Hardware_Component` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const drives: HardDrive[] = await hw.getHardDrives(1);
 * console.log(drives.map((d) => d.hardwareComponentModel?.capacity));
 * ```
 *
 * @deprecated Use `Hardware_Component` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type HardDrive = Hardware_Component;

/**
 * Installed software (`Software_Component`), with its credentials when the mask asks.
 * The generated record `Software_Component` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const software: SoftwareComponent[] = await hw.getSoftwareComponents(1);
 * ```
 *
 * @deprecated Use `Software_Component` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type SoftwareComponent = Software_Component;

/**
 * A credential of installed software (`Software_Component_Password`).
 * The generated record `Software_Component_Password` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const credential: SoftwarePassword = await hw.createCredential({ softwareId: 5, username: 'admin', password: 'x' });
 * ```
 *
 * @deprecated Use `Software_Component_Password` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type SoftwarePassword = Software_Component_Password;

/**
 * One sensor reading of `Hardware.getSensorData` (`Container_RemoteManagement_SensorReading`).
 * The generated record `Container_RemoteManagement_SensorReading` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const hot = (await hw.getSensors(1)).filter((s) => s.sensorId?.startsWith('CPU') && Number(s.sensorReading) > 80);
 * ```
 *
 * @deprecated Use `Container_RemoteManagement_SensorReading` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type SensorReading = Container_RemoteManagement_SensorReading;

/**
 * A user's notification subscription for a server (`User_Customer_Notification_Hardware`).
 * The generated record `User_Customer_Notification_Hardware` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const subscription: HardwareNotification = await hw.addNotification(1, 7001);
 * ```
 *
 * @deprecated Use `User_Customer_Notification_Hardware` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type HardwareNotification = User_Customer_Notification_Hardware;

/**
 * One averaged bandwidth sample of `Metric_Tracking_Object.getBandwidthData`.
 * The generated record `Metric_Tracking_Object_Data` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const samples: BandwidthSample[] = await hw.getBandwidthData(1, { start, end });
 * ```
 *
 * @deprecated Use `Metric_Tracking_Object_Data` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type BandwidthSample = Metric_Tracking_Object_Data;

/**
 * A maintenance window (`Provisioning_Maintenance_Window`).
 * The generated record `Provisioning_Maintenance_Window` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const window: MaintenanceWindow | undefined = await hw.getMaintenanceWindowsDetail(1854895);
 * ```
 *
 * @deprecated Use `Provisioning_Maintenance_Window` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type MaintenanceWindow = Provisioning_Maintenance_Window;

/**
 * A VLAN as a network component trunk names it: at least `id` or `vlanNumber`.
 * The `id` and `vlanNumber` of the generated record `Network_Vlan` of `@svclib/model`.
 *
 * @example
 * ```ts
 * await hw.trunkVlan(31000001, [{ id: 5001 }, { vlanNumber: 1203 }]);
 * ```
 */
export type TrunkVlan = Pick<Network_Vlan, 'id' | 'vlanNumber'>;

/**
 * A named, priced option of {@link HardwareCreateOptions}.
 *
 * @example
 * ```ts
 * const os: HardwareCreateOption = { name: 'Ubuntu 22.04', key: 'OS_UBUNTU_22_04_LTS_64_BIT', prices: [] };
 * ```
 */
export interface HardwareCreateOption {
  /** Display name. */
  name: string;
  /** Key to pass to `placeOrder`/`verifyOrder` (`os`, `extras`, …). */
  key: string;
  /** Operating systems: the reference code. */
  referenceCode?: string;
  /** Port speeds: the speed in Mbps. */
  speed?: string;
  /** The prices that apply (location-specific when a datacenter was given, else the generic ones). */
  prices?: ItemPrice[];
}

/**
 * What a hardware order may name ({@link HardwareManager.getCreateOptions}).
 *
 * @example
 * ```ts
 * const { sizes, operatingSystems } = await hw.getCreateOptions({ datacenter: 'dal10' });
 * ```
 */
export interface HardwareCreateOptions {
  /** Datacenters: `{ name: longName, key: name }`. */
  locations: {
    /** Long name. */
    name: string;
    /** Short name (`location` of an order). */
    key: string;
  }[];
  /** Presets (`size` of an order), with their hourly and monthly cost. */
  sizes: {
    /** Description. */
    name: string;
    /** Preset key name. */
    key: string;
    /** Hourly cost. */
    hourlyRecurringFee: number;
    /** Monthly cost. */
    recurringFee: number;
  }[];
  /** Operating systems (`os`). */
  operatingSystems: HardwareCreateOption[];
  /** Port speeds (`network`, or `portSpeed` by speed). */
  portSpeeds: HardwareCreateOption[];
  /** Extras (`extras`). */
  extras: HardwareCreateOption[];
}
