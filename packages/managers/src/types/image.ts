/**
 * Record types of images (`Virtual_Guest_Block_Device_Template_Group`).
 *
 * @module
 */
import type { Container_Virtual_Guest_Block_Device_Template_Configuration, Location, Virtual_Guest_Block_Device_Template_Group } from '@svclib/model';

import type { OrNull } from './narrow.js';

/**
 * A storage location of an image (`getStorageLocations`): a datacenter with its status.
 * The generated record `Location` of `@svclib/model` (a friendlier name, not a second declaration).
 *
 * @example
 * ```ts
 * const where: ImageLocation = { id: 265592, name: 'ams01', longName: 'Amsterdam 1', statusId: 2 };
 * ```
 *
 * @deprecated Use `Location` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
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
 *
 * @deprecated Use `Virtual_Guest_Block_Device_Template_Group` from `@svclib/model` (also exported by `@svclib/managers`); this alias goes in a later release.
 */
export type ImageTemplate = Virtual_Guest_Block_Device_Template_Group;

/**
 * What `createFromExternalSource` / `createFromIcos` take ({@link ImageManager.importImageFromUri}), narrowed from the
 * generated record `Container_Virtual_Guest_Block_Device_Template_Configuration` of `@svclib/model` (`null` sends `<nil/>`).
 *
 * @example
 * ```ts
 * const source: ImageImportTemplate = { name: 'img', note: null, operatingSystemReferenceCode: 'UBUNTU_22_64', uri: 'swift://a@dal05/c/img.vhd' };
 * ```
 */
export type ImageImportTemplate = Required<Pick<Container_Virtual_Guest_Block_Device_Template_Configuration, 'name' | 'uri'>> &
  OrNull<Pick<Container_Virtual_Guest_Block_Device_Template_Configuration, 'note' | 'operatingSystemReferenceCode'>> &
  Partial<OrNull<Pick<Container_Virtual_Guest_Block_Device_Template_Configuration, 'ibmApiKey' | 'crkCrn' | 'wrappedDek'>>> &
  Pick<Container_Virtual_Guest_Block_Device_Template_Configuration, 'cloudInit' | 'byol' | 'isEncrypted'>;
