/**
 * Image templates (`Virtual_Guest_Block_Device_Template_Group`): list, read, edit, import, export,
 * locations, sharing, delete.
 *
 * @module
 */
import { ServiceError } from '@svclib/core';
import type { Location, Virtual_Guest_Block_Device_Template_Group } from '@svclib/model';
import { buildFilter, mergeFilters, queryFilter } from './filters.js';
import type { ObjectFilter } from './filters.js';
import type { ManagerClient } from './manager-client.js';
import {
  callApi, checkSpec, isStringArray, iterApi, iterRequest, listRequest, REQUEST_OPTIONS, requireId, requireString,
  RESOLVE_OPTIONS,
} from './manager-support.js';
import type { IterOptions, RequestOptions, ResolveOptions } from './options.js';
import { orderBy } from './order-by.js';
import { idsOf, resolveIdList, resolveOneId } from './resolve.js';
import type { IdLookup } from './resolve.js';
import type { ImageImportTemplate } from './types.js';
import {
  EDIT_IMAGE_OPTIONS, EXPORT_IMAGE_OPTIONS, IMPORT_OPTIONS, ITER_IMAGE_OPTIONS, LIST_IMAGE_OPTIONS,
} from './image-options.js';
import type {
  EditImageOptions, ExportImageOptions, ImageIdentifier, ImportImageOptions, IterImagesOptions, ListImagesOptions,
} from './image-options.js';

export type {
  EditImageOptions, ExportImageOptions, ImageIdentifier, ImportImageOptions, IterImagesOptions, ListImagesOptions,
} from './image-options.js';
import type { ByMask, MaskArg, Selecting } from './selection.js';
import type { Selection } from '@svclib/core';


const SERVICE = 'Virtual_Guest_Block_Device_Template_Group';

/**
 * Image templates in one call each. Built from a `Client` of `@svclib/core`.
 *
 * @example
 * ```ts
 * import { Client } from '@svclib/core';
 * import { ImageManager } from '@svclib/managers';
 *
 * const images = new ImageManager(new Client({ username: 'u', apiKey: 'k' }));
 * for (const image of await images.listPrivateImages()) console.log(image.id, image.name);
 * ```
 */
export class ImageManager {
  /**
   * Default mask of `getImage` and the image lists (the reference's).
   *
   * @example
   * ```ts
   * await images.getImage(1, { mask: `${ImageManager.IMAGE_MASK}, children.datacenter` });
   * ```
   */
  static readonly IMAGE_MASK = 'id, accountId, name, globalIdentifier, blockDevices, parentId, createDate, transaction';

  /** The client every call goes through. */
  readonly client: ManagerClient;

  readonly #lookup: IdLookup;

  /**
   * @param client - A `Client` of `@svclib/core` (or anything with its `call` and `iterCall`).
   * @example
   * ```ts
   * const images = new ImageManager(client);
   * ```
   */
  constructor(client: ManagerClient) {
    this.client = client;
    this.#lookup = async (name, signal) => {
      const publicIds = idsOf(await this.listPublicImages({ name, signal }));
      const privateIds = idsOf(await this.listPrivateImages({ name, signal }));
      return [...publicIds, ...privateIds.filter((id) => !publicIds.includes(id))];
    };
  }

  /**
   * Reads one image (`getObject`, mask {@link ImageManager.IMAGE_MASK} unless given).
   *
   * @param id - Id or name.
   * @param options - `mask` and `signal`.
   * @returns The image.
   * @example
   * ```ts
   * const image = await images.getImage(100);
   * ```
   */
  getImage<const K extends MaskArg = never, const Q extends Selection = never>(id: ImageIdentifier, options?: Selecting<RequestOptions, 'Virtual_Guest_Block_Device_Template_Group', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest_Block_Device_Template_Group, 'Virtual_Guest_Block_Device_Template_Group', typeof ImageManager.IMAGE_MASK, K, Q>>>;
  async getImage(id: ImageIdentifier, options?: RequestOptions): Promise<Virtual_Guest_Block_Device_Template_Group> {
    const where = 'ImageManager.getImage';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const imageId = await this.#resolveOne(where, id, o.signal);
    return callApi<Virtual_Guest_Block_Device_Template_Group>(this.client, SERVICE, 'getObject', { id: imageId, mask: o.mask ?? ImageManager.IMAGE_MASK, signal: o.signal });
  }

  /**
   * Deletes an image (`deleteObject`); resolves once the API accepted it.
   *
   * @param id - Id or name.
   * @param options - `mask` and `signal`.
   * @example
   * ```ts
   * await images.deleteImage('old-image');
   * ```
   */
  async deleteImage(id: ImageIdentifier, options?: RequestOptions): Promise<void> {
    const where = 'ImageManager.deleteImage';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const imageId = await this.#resolveOne(where, id, o.signal);
    await callApi<unknown>(this.client, SERVICE, 'deleteObject', { id: imageId, mask: o.mask, signal: o.signal });
  }

  /**
   * Lists the account's private images (`Account.getPrivateBlockDeviceTemplateGroups`, filter group
   * `privateBlockDeviceTemplateGroups`, sorted by id).
   *
   * @param options - `guid`, `name`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The images.
   * @example
   * ```ts
   * const mine = await images.listPrivateImages({ name: 'web*' });
   * ```
   */
  listPrivateImages<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListImagesOptions, 'Virtual_Guest_Block_Device_Template_Group', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest_Block_Device_Template_Group[], 'Virtual_Guest_Block_Device_Template_Group', typeof ImageManager.IMAGE_MASK, K, Q>>>;
  async listPrivateImages(options?: ListImagesOptions): Promise<Virtual_Guest_Block_Device_Template_Group[]> {
    const where = 'ImageManager.listPrivateImages';
    const o = checkSpec(LIST_IMAGE_OPTIONS, options, where);
    return this.#list(o, 'Account', 'getPrivateBlockDeviceTemplateGroups', imageFilter('privateBlockDeviceTemplateGroups', o));
  }

  /**
   * The paging twin of {@link listPrivateImages}, through `iterCall`.
   *
   * @param options - As {@link listPrivateImages}, plus `chunk` (default 100) and `concurrency`.
   * @returns An async generator of images.
   * @example
   * ```ts
   * for await (const image of images.iterPrivateImages()) console.log(image.name);
   * ```
   */
  iterPrivateImages<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterImagesOptions, 'Virtual_Guest_Block_Device_Template_Group', K, Q>): AsyncGenerator<NoInfer<ByMask<Virtual_Guest_Block_Device_Template_Group, 'Virtual_Guest_Block_Device_Template_Group', typeof ImageManager.IMAGE_MASK, K, Q>>>;
  iterPrivateImages(options?: IterImagesOptions): AsyncGenerator<Virtual_Guest_Block_Device_Template_Group> {
    const where = 'ImageManager.iterPrivateImages';
    const o = checkSpec(ITER_IMAGE_OPTIONS, options, where);
    const filter = imageFilter('privateBlockDeviceTemplateGroups', o);
    return iterApi<Virtual_Guest_Block_Device_Template_Group>(this.client, 'Account', 'getPrivateBlockDeviceTemplateGroups', imageIter(o, filter));
  }

  /**
   * Lists public images (`getPublicImages`; the filter is at the top level, sorted by id).
   *
   * @param options - `guid`, `name`, `mask`, `filter`, `limit`, `offset`, `signal`.
   * @returns The images.
   * @example
   * ```ts
   * const ubuntu = await images.listPublicImages({ name: '*Ubuntu*' });
   * ```
   */
  listPublicImages<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<ListImagesOptions, 'Virtual_Guest_Block_Device_Template_Group', K, Q>): Promise<NoInfer<ByMask<Virtual_Guest_Block_Device_Template_Group[], 'Virtual_Guest_Block_Device_Template_Group', typeof ImageManager.IMAGE_MASK, K, Q>>>;
  async listPublicImages(options?: ListImagesOptions): Promise<Virtual_Guest_Block_Device_Template_Group[]> {
    const where = 'ImageManager.listPublicImages';
    const o = checkSpec(LIST_IMAGE_OPTIONS, options, where);
    return this.#list(o, SERVICE, 'getPublicImages', imageFilter(undefined, o));
  }

  /**
   * The paging twin of {@link listPublicImages}, through `iterCall`.
   *
   * @param options - As {@link listPublicImages}, plus `chunk` (default 100) and `concurrency`.
   * @returns An async generator of images.
   * @example
   * ```ts
   * for await (const image of images.iterPublicImages({ name: '*Debian*' })) console.log(image.globalIdentifier);
   * ```
   */
  iterPublicImages<const K extends MaskArg = never, const Q extends Selection = never>(options?: Selecting<IterImagesOptions, 'Virtual_Guest_Block_Device_Template_Group', K, Q>): AsyncGenerator<NoInfer<ByMask<Virtual_Guest_Block_Device_Template_Group, 'Virtual_Guest_Block_Device_Template_Group', typeof ImageManager.IMAGE_MASK, K, Q>>>;
  iterPublicImages(options?: IterImagesOptions): AsyncGenerator<Virtual_Guest_Block_Device_Template_Group> {
    const where = 'ImageManager.iterPublicImages';
    const o = checkSpec(ITER_IMAGE_OPTIONS, options, where);
    return iterApi<Virtual_Guest_Block_Device_Template_Group>(this.client, SERVICE, 'getPublicImages', imageIter(o, imageFilter(undefined, o)));
  }

  /**
   * Edits an image (reference `edit`): `editObject({ name, note })` when either is given, then
   * `setTags(tag)` when `tag` is given. Resolves whether anything was asked for.
   *
   * @param id - Id or name.
   * @param options - `name`, `note`, `tag` (`'a,b'` or an array), `mask`, `signal`.
   * @returns `true` when something was changed, `false` when nothing was given.
   * @example
   * ```ts
   * await images.editImage('web-base', { note: 'patched 2024-05' });
   * ```
   */
  async editImage(id: ImageIdentifier, options?: EditImageOptions): Promise<boolean> {
    const where = 'ImageManager.editImage';
    const o = checkSpec(EDIT_IMAGE_OPTIONS, options);
    const changes: { name?: string; note?: string } = {};
    if (o.name) changes.name = o.name;
    if (o.note) changes.note = o.note;
    const tag = Array.isArray(o.tag) ? o.tag.join(',') : o.tag;
    if (Object.keys(changes).length === 0 && !tag) return false;
    const imageId = await this.#resolveOne(where, id, o.signal);
    if (Object.keys(changes).length > 0) {
      await callApi<boolean>(this.client, SERVICE, 'editObject', { id: imageId, args: [changes], mask: o.mask, signal: o.signal });
    }
    if (tag) await callApi<boolean>(this.client, SERVICE, 'setTags', { id: imageId, args: [tag], signal: o.signal });
    return true;
  }

  /**
   * Imports an image from object storage: `createFromIcos` for a `cos://` URI (with the key and
   * encryption fields), else `createFromExternalSource` (`swift://`). Unset fields are sent as
   * `null`/`false`, as the reference sends them.
   *
   * @param name - Name of the new image.
   * @param uri - `swift://account@cluster/container/object` or `cos://region/bucket/object`.
   * @param options - {@link ImportImageOptions}, `mask`, `signal`.
   * @returns The new image.
   * @example
   * ```ts
   * const image = await images.importImageFromUri('img', 'swift://acct@dal05/images/img.vhd', { osCode: 'CENTOS_7_64' });
   * ```
   */
  async importImageFromUri(name: string, uri: string, options?: ImportImageOptions): Promise<Virtual_Guest_Block_Device_Template_Group> {
    const where = IMPORT_OPTIONS.where;
    const o = IMPORT_OPTIONS.check(options);
    requireString(where, 'name', name);
    requireString(where, 'uri', uri);
    const base: ImageImportTemplate = { name, note: o.note ?? null, operatingSystemReferenceCode: o.osCode ?? null, uri };
    if (uri.includes('cos://')) {
      const template: ImageImportTemplate = {
        ...base,
        ibmApiKey: o.ibmApiKey ?? null,
        crkCrn: o.rootKeyCrn ?? null,
        wrappedDek: o.wrappedDek ?? null,
        cloudInit: o.cloudInit ?? false,
        byol: o.byol ?? false,
        isEncrypted: o.isEncrypted ?? false,
      };
      return callApi<Virtual_Guest_Block_Device_Template_Group>(this.client, SERVICE, 'createFromIcos', { args: [template], mask: o.mask, signal: o.signal });
    }
    return callApi<Virtual_Guest_Block_Device_Template_Group>(this.client, SERVICE, 'createFromExternalSource', { args: [base], mask: o.mask, signal: o.signal });
  }

  /**
   * Exports an image to object storage: `copyToIcos({ uri, ibmApiKey })` for a `cos://` URI, else
   * `copyToExternalSource({ uri })`.
   *
   * @param id - Id or name.
   * @param uri - Where to copy it.
   * @param options - `ibmApiKey` (for `cos://`), `mask`, `signal`.
   * @returns `true` when the copy was started.
   * @example
   * ```ts
   * await images.exportImageToUri(100, 'cos://us-south/bucket/img.vhd', { ibmApiKey: key });
   * ```
   */
  async exportImageToUri(id: ImageIdentifier, uri: string, options?: ExportImageOptions): Promise<boolean> {
    const where = 'ImageManager.exportImageToUri';
    const o = checkSpec(EXPORT_IMAGE_OPTIONS, options);
    requireString(where, 'uri', uri);
    const imageId = await this.#resolveOne(where, id, o.signal);
    const [method, config] = uri.includes('cos://')
      ? ['copyToIcos', { uri, ibmApiKey: o.ibmApiKey ?? null }]
      : ['copyToExternalSource', { uri }];
    return callApi<boolean>(this.client, SERVICE, method, { id: imageId, args: [config], mask: o.mask, signal: o.signal });
  }

  /**
   * Adds storage locations to an image: the names are matched against `getStorageLocations`, then
   * `addLocations(locations)`.
   *
   * @param id - Id or name.
   * @param locationNames - Datacenter names, e.g. `['ams01']`.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @throws ServiceError naming a location the image cannot be stored in.
   * @example
   * ```ts
   * await images.addLocations(100, ['ams01', 'dal13']);
   * ```
   */
  async addLocations(id: ImageIdentifier, locationNames: string[], options?: RequestOptions): Promise<boolean> {
    return this.#changeLocations('ImageManager.addLocations', 'addLocations', id, locationNames, options);
  }

  /**
   * Removes storage locations of an image: as {@link addLocations}, then `removeLocations(locations)`.
   *
   * @param id - Id or name.
   * @param locationNames - Datacenter names.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await images.removeLocations(100, ['ams01']);
   * ```
   */
  async removeLocations(id: ImageIdentifier, locationNames: string[], options?: RequestOptions): Promise<boolean> {
    return this.#changeLocations('ImageManager.removeLocations', 'removeLocations', id, locationNames, options);
  }

  /**
   * The locations an image may be stored in (`getStorageLocations`).
   *
   * @param id - Id or name.
   * @param options - `mask` and `signal`.
   * @returns The locations.
   * @example
   * ```ts
   * const names = (await images.getStorageLocations(100)).map((dc) => dc.name);
   * ```
   */
  async getStorageLocations(id: ImageIdentifier, options?: RequestOptions): Promise<Location[]> {
    const where = 'ImageManager.getStorageLocations';
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const imageId = await this.#resolveOne(where, id, o.signal);
    return callApi<Location[]>(this.client, SERVICE, 'getStorageLocations', { id: imageId, mask: o.mask, signal: o.signal });
  }

  /**
   * Turns location names into the image's location records (`getStorageLocations`, matched by name).
   *
   * @param id - Id or name.
   * @param locationNames - Datacenter names.
   * @param options - `mask` and `signal`.
   * @returns One location per name, in order.
   * @throws ServiceError naming the first name that is not an available location of the image.
   * @example
   * ```ts
   * const [ams01] = await images.getLocationsList(100, ['ams01']);
   * ```
   */
  async getLocationsList(id: ImageIdentifier, locationNames: string[], options?: RequestOptions): Promise<Location[]> {
    const where = 'ImageManager.getLocationsList';
    checkSpec(REQUEST_OPTIONS, options, where);
    if (!isStringArray(locationNames)) throw new TypeError(`${where}: locationNames must be an array of strings`);
    const available = await this.getStorageLocations(id, options);
    return locationNames.map((name) => {
      const match = (Array.isArray(available) ? available : []).find((location) => location.name === name);
      if (match?.id === undefined) {
        throw new ServiceError(`${where}: location ${JSON.stringify(name)} is not an available location of image ${String(id)}`);
      }
      return match;
    });
  }

  /**
   * Shares an image with another account (`permitSharingAccess(accountId)`).
   *
   * @param id - Id or name.
   * @param accountId - The other account.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await images.shareImage(100, 654321);
   * ```
   */
  async shareImage(id: ImageIdentifier, accountId: number, options?: RequestOptions): Promise<boolean> {
    return this.#sharing('ImageManager.shareImage', 'permitSharingAccess', id, accountId, options);
  }

  /**
   * Stops sharing an image with another account (`denySharingAccess(accountId)`).
   *
   * @param id - Id or name.
   * @param accountId - The other account.
   * @param options - `mask` and `signal`.
   * @returns `true` on success.
   * @example
   * ```ts
   * await images.denyShareImage(100, 654321);
   * ```
   */
  async denyShareImage(id: ImageIdentifier, accountId: number, options?: RequestOptions): Promise<boolean> {
    return this.#sharing('ImageManager.denyShareImage', 'denySharingAccess', id, accountId, options);
  }

  /**
   * The ids an identifier stands for: a number or numeric string is itself; a name matches public
   * images first, then private ones (`queryFilter` on `name`, as the reference).
   *
   * @param identifier - Id or name.
   * @param options - `signal`.
   * @returns The matching ids.
   * @example
   * ```ts
   * const ids = await images.resolveIds('web-base');
   * ```
   */
  async resolveIds(identifier: ImageIdentifier, options?: ResolveOptions): Promise<number[]> {
    const where = 'ImageManager.resolveIds';
    const o = checkSpec(RESOLVE_OPTIONS, options, where);
    return resolveIdList(where, identifier, this.#lookup, o.signal);
  }

  #resolveOne(where: string, id: ImageIdentifier, signal: AbortSignal | undefined): Promise<number> {
    return resolveOneId(where, 'image', id, this.#lookup, signal);
  }

  async #list(o: ListImagesOptions, service: string, method: string, filter: ObjectFilter): Promise<Virtual_Guest_Block_Device_Template_Group[]> {
    if (o.limit !== undefined) {
      return callApi<Virtual_Guest_Block_Device_Template_Group[]>(this.client, service, method, listRequest(o, ImageManager.IMAGE_MASK, filter));
    }
    const all: Virtual_Guest_Block_Device_Template_Group[] = [];
    for await (const image of iterApi<Virtual_Guest_Block_Device_Template_Group>(this.client, service, method, imageIter(o, filter))) all.push(image);
    return all;
  }

  async #changeLocations(
    where: string, method: string, id: ImageIdentifier, locationNames: string[], options: RequestOptions | undefined,
  ): Promise<boolean> {
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const imageId = await this.#resolveOne(where, id, o.signal);
    const locations = await this.getLocationsList(imageId, locationNames, { signal: o.signal });
    return callApi<boolean>(this.client, SERVICE, method, { id: imageId, args: [locations], mask: o.mask, signal: o.signal });
  }

  async #sharing(
    where: string, method: string, id: ImageIdentifier, accountId: number, options: RequestOptions | undefined,
  ): Promise<boolean> {
    const o = checkSpec(REQUEST_OPTIONS, options, where);
    const account = requireId(where, 'accountId', accountId);
    const imageId = await this.#resolveOne(where, id, o.signal);
    return callApi<boolean>(this.client, SERVICE, method, { id: imageId, args: [account], mask: o.mask, signal: o.signal });
  }
}

/** The paging request of an image list: default mask, page size 100 unless `chunk` says otherwise. */
function imageIter(o: ListImagesOptions & IterOptions, filter: ObjectFilter): ReturnType<typeof iterRequest> {
  return iterRequest({ ...o, chunk: o.chunk ?? 100 }, ImageManager.IMAGE_MASK, filter);
}

/** `id` sorted ascending, plus `name` and `globalIdentifier` through `queryFilter`, in `group` (or at the top). */
function imageFilter(group: string | undefined, o: ListImagesOptions): ObjectFilter {
  const at = (field: string): string => (group === undefined ? field : `${group}.${field}`);
  return mergeFilters(o.filter, buildFilter({
    [at('id')]: orderBy(),
    [at('name')]: o.name ? queryFilter(o.name) : undefined,
    [at('globalIdentifier')]: o.guid ? queryFilter(o.guid) : undefined,
  }));
}
