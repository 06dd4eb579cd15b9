/**
 * Record types of hardware servers beyond the server itself: billing, components, sensors,
 * notifications, storage, bandwidth, create options. Returned by {@link HardwareManager}.
 *
 * @module
 */
import type { ItemPrice } from './ordering.js';

export type { AllowedHost, BandwidthAllocation, NetworkStorage } from './virtual-guest.js';

/**
 * The billing item of a server (`Billing_Item`): what a cancellation goes through.
 *
 * @example
 * ```ts
 * const { billingItem } = await hw.getHardware(1, { mask: 'id, billingItem[id, recurringFee]' });
 * ```
 */
export interface HardwareBillingItem {
  /** Billing item id. */
  id?: number;
  /** Category, e.g. `server`. */
  categoryCode?: string;
  /** Description. */
  description?: string;
  /** Monthly fee. */
  recurringFee?: string | number;
  /** Hourly fee. */
  hourlyRecurringFee?: string | number;
  /** Next invoice's recurring total. */
  nextInvoiceTotalRecurringAmount?: number;
  /** Child items on the next invoice (disks, RAM, …). */
  nextInvoiceChildren?: {
    /** Category, e.g. `disk1`. */
    categoryCode?: string;
    /** Description. */
    description?: string;
    /** Recurring total. */
    nextInvoiceTotalRecurringAmount?: number;
  }[];
  /** The package the server was ordered from. */
  package?: {
    /** Package id. */
    id?: number;
    /** Package key name. */
    keyName?: string;
  };
  /** The order item, with its order and who placed it. */
  orderItem?: {
    /** The order. */
    order?: {
      /** Who placed it. */
      userRecord?: {
        /** Username. */
        username?: string;
      };
    };
  };
}

/**
 * A hardware component (`Hardware_Component`), as `getComponents`/`getActiveComponents` return it.
 *
 * @example
 * ```ts
 * const components: HardwareComponent[] = await hw.getComponents(1);
 * ```
 */
export interface HardwareComponent {
  /** Component id. */
  id?: number;
  /** Serial number. */
  serialNumber?: string;
  /** The model. */
  hardwareComponentModel?: {
    /** Model id. */
    id?: number;
    /** Long description. */
    longDescription?: string;
    /** The generic model, with its type. */
    hardwareGenericComponentModel?: {
      /** Generic model id. */
      id?: number;
      /** Description. */
      description?: string;
      /** Component type, e.g. `keyName: 'HARD_DRIVE'`. */
      hardwareComponentType?: {
        /** Type key name. */
        keyName?: string;
      };
    };
    /** Firmware versions, newest first with the default filter. */
    firmwares?: {
      /** When published. */
      createDate?: string;
      /** Version. */
      version?: string;
    }[];
  };
}

/**
 * A hard drive (`Hardware_Component` of type `HARD_DRIVE`, `getHardDrives`).
 *
 * @example
 * ```ts
 * const drives: HardDrive[] = await hw.getHardDrives(1);
 * console.log(drives.map((d) => d.hardwareComponentModel?.capacity));
 * ```
 */
export interface HardDrive {
  /** Component id. */
  id?: number;
  /** Serial number. */
  serialNumber?: string;
  /** The drive model. */
  hardwareComponentModel?: {
    /** Capacity. */
    capacity?: string;
    /** Description. */
    description?: string;
    /** Manufacturer. */
    manufacturer?: string;
    /** Units of the capacity, e.g. `GB`. */
    hardwareGenericComponentModel?: {
      /** Units. */
      units?: string;
    };
  };
}

/**
 * Installed software (`Software_Component`), with its credentials when the mask asks.
 *
 * @example
 * ```ts
 * const software: SoftwareComponent[] = await hw.getSoftwareComponents(1);
 * ```
 */
export interface SoftwareComponent {
  /** Component id. */
  id?: number;
  /** Hardware id. */
  hardwareId?: number;
  /** The license, with its description. */
  softwareLicense?: {
    /** License id. */
    id?: number;
    /** What the software is. */
    softwareDescription?: {
      /** Description id. */
      id?: number;
      /** Name. */
      name?: string;
      /** Version. */
      version?: string;
      /** Maker. */
      manufacturer?: string;
      /** Reference code. */
      referenceCode?: string;
    };
  };
  /** Credentials. */
  passwords?: SoftwarePassword[];
}

/**
 * A credential of installed software (`Software_Component_Password`).
 *
 * @example
 * ```ts
 * const credential: SoftwarePassword = await hw.createCredential({ softwareId: 5, username: 'admin', password: 'x' });
 * ```
 */
export interface SoftwarePassword {
  /** Credential id. */
  id?: number;
  /** Software component id. */
  softwareId?: number;
  /** Username. */
  username?: string;
  /** Password (never logged by svclib). */
  password?: string;
  /** Notes. */
  notes?: string;
}

/**
 * One sensor reading of `Hardware.getSensorData` (`Container_RemoteManagement_SensorReading`).
 *
 * @example
 * ```ts
 * const hot = (await hw.getSensors(1)).filter((s) => s.sensorId?.startsWith('CPU') && Number(s.sensorReading) > 80);
 * ```
 */
export interface SensorReading {
  /** Sensor name, e.g. `CPU1 Temp`. */
  sensorId?: string;
  /** Reading, e.g. `42.000`. */
  sensorReading?: string;
  /** Units, e.g. `degrees C`. */
  sensorUnits?: string;
  /** Status, e.g. `ok`. */
  status?: string;
  /** Lower critical threshold. */
  lowerCritical?: string;
  /** Upper critical threshold. */
  upperCritical?: string;
}

/**
 * A user's notification subscription for a server (`User_Customer_Notification_Hardware`).
 *
 * @example
 * ```ts
 * const subscription: HardwareNotification = await hw.addNotification(1, 7001);
 * ```
 */
export interface HardwareNotification {
  /** Subscription id. */
  id?: number;
  /** Server id. */
  hardwareId?: number;
  /** User id. */
  userId?: number;
  /** The user. */
  user?: {
    /** User id. */
    id?: number;
    /** Username. */
    username?: string;
    /** First name. */
    firstName?: string;
    /** Last name. */
    lastName?: string;
    /** Email. */
    email?: string;
  };
}

/**
 * One averaged bandwidth sample of `Metric_Tracking_Object.getBandwidthData`.
 *
 * @example
 * ```ts
 * const samples: BandwidthSample[] = await hw.getBandwidthData(1, { start, end });
 * ```
 */
export interface BandwidthSample {
  /** When. */
  dateTime?: string | Date;
  /** Counter, e.g. `publicIn_net_octet`. */
  type?: string;
  /** Value. */
  counter?: number;
}

/**
 * A maintenance window (`Provisioning_Maintenance_Window`).
 *
 * @example
 * ```ts
 * const window: MaintenanceWindow | undefined = await hw.getMaintenanceWindowsDetail(1854895);
 * ```
 */
export interface MaintenanceWindow {
  /** Window id. */
  id?: number;
  /** Start. */
  beginDate?: string;
  /** End. */
  endDate?: string;
  /** Location id. */
  locationId?: number;
  /** Day of the week (1–7). */
  dayOfWeek?: number;
}

/**
 * A VLAN as a network component trunk names it: at least `id` or `vlanNumber`.
 *
 * @example
 * ```ts
 * await hw.trunkVlan(31000001, [{ id: 5001 }, { vlanNumber: 1203 }]);
 * ```
 */
export interface TrunkVlan {
  /** VLAN id. */
  id?: number;
  /** VLAN number. */
  vlanNumber?: number;
}

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
