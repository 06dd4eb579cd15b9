/**
 * Record types of images (`Virtual_Guest_Block_Device_Template_Group`).
 *
 * @module
 */
import type { Datacenter, TagReference, Transaction } from '../types.js';

/**
 * A storage location of an image (`getStorageLocations`): a datacenter with its status.
 *
 * @example
 * ```ts
 * const where: ImageLocation = { id: 265592, name: 'ams01', longName: 'Amsterdam 1', statusId: 2 };
 * ```
 */
export interface ImageLocation extends Datacenter {
  /** Location status id. */
  statusId?: number;
}

/**
 * An image template (`Virtual_Guest_Block_Device_Template_Group`): private images of the account
 * (`Account.getPrivateBlockDeviceTemplateGroups`) and public ones (`getPublicImages`).
 *
 * @example
 * ```ts
 * const image: ImageTemplate = await images.getImage(100);
 * console.log(image.name, image.globalIdentifier);
 * ```
 */
export interface ImageTemplate {
  /** Image id. */
  id?: number;
  /** Owning account id. */
  accountId?: number;
  /** Name. */
  name?: string;
  /** Note (the API's field is `note`). */
  note?: string;
  /** Global identifier (UUID), used to boot from the image. */
  globalIdentifier?: string;
  /** Parent image id (`''` for a parent). */
  parentId?: number | string;
  /** Whether the image is public. */
  publicFlag?: boolean;
  /** Creation time. */
  createDate?: string | Date;
  /** Disks of the image. */
  blockDevices?: {
    /** Block device id. */
    id?: number;
    /** Device number. */
    device?: string;
    /** The disk image. */
    diskImage?: {
      /** Disk image id. */
      id?: number;
      /** Capacity in GB. */
      capacity?: number;
    };
  }[];
  /** Per-datacenter copies (`children[].datacenter`). */
  children?: {
    /** Child image id. */
    id?: number;
    /** Where the copy is stored. */
    datacenter?: Datacenter;
  }[];
  /** A transaction working on the image (capture, copy). */
  transaction?: Transaction | null;
  /** Tags (`tagReferences` relation). */
  tagReferences?: TagReference[];
}

/**
 * What `createFromExternalSource` / `createFromIcos` take ({@link ImageManager.importImageFromUri}).
 *
 * @example
 * ```ts
 * const source: ImageImportTemplate = { name: 'img', note: null, operatingSystemReferenceCode: 'UBUNTU_22_64', uri: 'swift://a@dal05/c/img.vhd' };
 * ```
 */
export interface ImageImportTemplate {
  /** Name of the new image. */
  name: string;
  /** Note, or `null`. */
  note: string | null;
  /** Operating-system reference code, or `null`. */
  operatingSystemReferenceCode: string | null;
  /** `swift://…` or `cos://…` URI of the object. */
  uri: string;
  /** IBM API key (Cloud Object Storage only). */
  ibmApiKey?: string | null;
  /** Root key CRN of an encrypted image (Cloud Object Storage only). */
  crkCrn?: string | null;
  /** Wrapped data encryption key (Cloud Object Storage only). */
  wrappedDek?: string | null;
  /** Cloud-init image (Cloud Object Storage only). */
  cloudInit?: boolean;
  /** Bring your own license (Cloud Object Storage only). */
  byol?: boolean;
  /** Encrypted image (Cloud Object Storage only). */
  isEncrypted?: boolean;
}
