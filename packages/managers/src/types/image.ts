/**
 * Record types of images (`Virtual_Guest_Block_Device_Template_Group`).
 *
 * @module
 */
import type { Location, Virtual_Guest_Block_Device_Template_Group } from '@svclib/model';

/**
 * A storage location of an image (`getStorageLocations`): a datacenter with its status.
 * The generated record `Location` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const where: ImageLocation = { id: 265592, name: 'ams01', longName: 'Amsterdam 1', statusId: 2 };
 * ```
 */
export type ImageLocation = Location;

/**
 * An image template (`Virtual_Guest_Block_Device_Template_Group`): private images of the account
 * (`Account.getPrivateBlockDeviceTemplateGroups`) and public ones (`getPublicImages`).
 * The generated record `Virtual_Guest_Block_Device_Template_Group` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const image: ImageTemplate = await images.getImage(100);
 * console.log(image.name, image.globalIdentifier);
 * ```
 */
export type ImageTemplate = Virtual_Guest_Block_Device_Template_Group;

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
