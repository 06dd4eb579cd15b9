/**
 * Options of `ImageManager`: option interfaces and their specs.
 *
 * @module
 */
import { opt, type SpecFor } from '@svclib/core/options';
import {
  A_STRING, isNonEmptyString, isString, isStringArray, LIST_OPTIONS, PAGING, REQUEST_OPTIONS,
} from './manager-support.js';
import type { IterOptions, ListOptions, RequestOptions } from './options.js';

/**
 * An image given by id (number or numeric string) or by name (public images first, then private).
 *
 * @example
 * ```ts
 * await images.getImage('web-base');
 * ```
 */
export type ImageIdentifier = number | string;

/**
 * Filters of {@link ImageManager#listPrivateImages} and {@link ImageManager#listPublicImages}.
 * Without `limit` the list is read page by page, 100 a page, as the reference does.
 *
 * @example
 * ```ts
 * await images.listPrivateImages({ name: 'web*' });
 * ```
 */
export interface ListImagesOptions extends ListOptions {
  /** Global identifier, through `queryFilter`. */
  guid?: string;
  /** Name, through `queryFilter`. */
  name?: string;
}

/**
 * Options of the `iter…Images` methods: the list filters plus paging.
 *
 * @example
 * ```ts
 * for await (const image of images.iterPublicImages({ name: '*ubuntu*', chunk: 50 })) console.log(image.name);
 * ```
 */
export interface IterImagesOptions extends ListImagesOptions, IterOptions {}

/**
 * Changes of {@link ImageManager#editImage}; empty values are left out, as the reference does.
 *
 * @example
 * ```ts
 * await images.editImage(100, { name: 'web-base-2', note: 'patched', tag: 'web,base' });
 * ```
 */
export interface EditImageOptions extends RequestOptions {
  /** New name. */
  name?: string;
  /** New note. */
  note?: string;
  /** Tags, `'a,b'` or `['a', 'b']` (through `setTags`). */
  tag?: string | string[];
}

/**
 * Options of {@link ImageManager#importImageFromUri}. The last six apply to `cos://` URIs only.
 *
 * @example
 * ```ts
 * await images.importImageFromUri('img', 'cos://us-south/bucket/img.qcow2', { osCode: 'UBUNTU_22_64', ibmApiKey: key });
 * ```
 */
export interface ImportImageOptions extends RequestOptions {
  /** Operating-system reference code. */
  osCode?: string;
  /** Note of the new image. */
  note?: string;
  /** IBM API key (a secret: never logged). */
  ibmApiKey?: string;
  /** CRN of the root key of an encrypted image. */
  rootKeyCrn?: string;
  /** Wrapped data encryption key of an encrypted image. */
  wrappedDek?: string;
  /** A cloud-init image (default false). */
  cloudInit?: boolean;
  /** Bring your own license (default false). */
  byol?: boolean;
  /** An encrypted image (default false). */
  isEncrypted?: boolean;
}

/** The options of {@link ImageManager#importImageFromUri}, tied to {@link ImportImageOptions}. */
export const IMPORT_OPTIONS = REQUEST_OPTIONS.extend('ImageManager.importImageFromUri', {
  osCode: opt.nonEmptyString(),
  note: opt.nonEmptyString(),
  ibmApiKey: opt.secret(opt.nonEmptyString()),
  rootKeyCrn: opt.nonEmptyString(),
  wrappedDek: opt.secret(opt.nonEmptyString()),
  cloudInit: opt.boolean(),
  byol: opt.boolean(),
  isEncrypted: opt.boolean(),
} satisfies SpecFor<Omit<ImportImageOptions, keyof RequestOptions>>);

/** The options of the image lists, tied to {@link ListImagesOptions} (each method names itself). */
export const LIST_IMAGE_OPTIONS = LIST_OPTIONS.extend('ImageManager.listPrivateImages', {
  guid: A_STRING,
  name: A_STRING,
} satisfies SpecFor<Omit<ListImagesOptions, keyof ListOptions>>);
/** The options of the paging image lists. */
export const ITER_IMAGE_OPTIONS = LIST_IMAGE_OPTIONS.extend('ImageManager.iterPrivateImages', PAGING);
/** The options of `ImageManager.editImage`, tied to {@link EditImageOptions}. */
export const EDIT_IMAGE_OPTIONS = REQUEST_OPTIONS.extend('ImageManager.editImage', {
  name: A_STRING,
  note: A_STRING,
  tag: opt.nonNull(opt.checker<string | string[]>("a string ('a,b') or an array of strings", (value) => isString(value) || isStringArray(value))),
} satisfies SpecFor<Omit<EditImageOptions, keyof RequestOptions>>);
/**
 * Options of `ImageManager.exportImageToUri`.
 *
 * @example
 * ```ts
 * const options: ExportImageOptions = { ibmApiKey: process.env.IBM_API_KEY };
 * ```
 */
export interface ExportImageOptions extends RequestOptions {
  /** The IBM Cloud API key for a `cos://` URI (a secret: never shown). */
  ibmApiKey?: string;
}
/** The options of `ImageManager.exportImageToUri` (the key is a secret: never shown). */
export const EXPORT_IMAGE_OPTIONS = REQUEST_OPTIONS.extend('ImageManager.exportImageToUri', {
  ibmApiKey: opt.nonNull(opt.secret(opt.checker<string>('a non-empty string', isNonEmptyString))),
} satisfies SpecFor<Omit<ExportImageOptions, keyof RequestOptions>>);
