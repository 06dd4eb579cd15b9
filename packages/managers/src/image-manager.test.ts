import { ServiceError } from '@svclib/core';
import { describe, expect, it } from 'vitest';
import { ImageManager } from './image-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let images: ImageManager;
useFixture((started) => {
  fx = started;
  images = new ImageManager(fx.client);
});

const SERVICE = 'Vendor_Virtual_Guest_Block_Device_Template_Group';
const init = (id: number): Record<string, unknown> => ({ [`${SERVICE}InitParameters`]: { id } });
const IMAGE_MASK = maskHeader(ImageManager.IMAGE_MASK);
const ORDER = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const privateImages = (): { id: number; name: string; publicFlag: number }[] =>
  fx.server.state.data.images.filter((image) => !image.publicFlag);
const publicImages = (): { id: number; name: string }[] => fx.server.state.data.images.filter((image) => image.publicFlag);

describe('ImageManager lists', () => {
  it('listPrivateImages pages Account.getPrivateBlockDeviceTemplateGroups 100 at a time, sorted by id, with name/guid filters', async () => {
    const all = await images.listPrivateImages();
    const some = await images.listPrivateImages({ name: 'web*', guid: '0B5DEAF4-643D-46CA-A695-CECBE8832C9D' });
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Account',
        method: 'getPrivateBlockDeviceTemplateGroups',
        headers: { ...IMAGE_MASK, Vendor_AccountObjectFilter: { privateBlockDeviceTemplateGroups: { id: ORDER } }, resultLimit: { limit: 100, offset: 0 } },
        args: [],
      },
      {
        service: 'Vendor_Account',
        method: 'getPrivateBlockDeviceTemplateGroups',
        headers: {
          ...IMAGE_MASK,
          Vendor_AccountObjectFilter: {
            privateBlockDeviceTemplateGroups: {
              id: ORDER, name: { operation: '^= web' }, globalIdentifier: { operation: '_= 0B5DEAF4-643D-46CA-A695-CECBE8832C9D' },
            },
          },
          resultLimit: { limit: 100, offset: 0 },
        },
        args: [],
      },
    ]);
    expect(all.map((image) => image.id)).toEqual(privateImages().map((image) => image.id));
    expect(some.map((image) => image.name)).toEqual(['web-base']);
    expect(Object.keys(all[0]!)).toContain('globalIdentifier');
  });

  it('listPublicImages calls getPublicImages with a top-level filter; limit makes it one request', async () => {
    const all = await images.listPublicImages();
    const one = await images.listPublicImages({ name: '*Debian*', limit: 1 });
    expect(fx.calls()).toEqual([
      { service: SERVICE, method: 'getPublicImages', headers: { ...IMAGE_MASK, [`${SERVICE}ObjectFilter`]: { id: ORDER }, resultLimit: { limit: 100, offset: 0 } }, args: [] },
      {
        service: SERVICE,
        method: 'getPublicImages',
        headers: { ...IMAGE_MASK, [`${SERVICE}ObjectFilter`]: { id: ORDER, name: { operation: '*= Debian' } }, resultLimit: { limit: 1, offset: 0 } },
        args: [],
      },
    ]);
    expect(all.map((image) => image.id)).toEqual(publicImages().map((image) => image.id));
    expect(one.map((image) => image.name)).toEqual(['Debian 12 public']);
  });

  it('the iter twins page with iterCall', async () => {
    const got = await collect(images.iterPublicImages({ chunk: 1 }));
    const mine = await collect(images.iterPrivateImages({ chunk: 1 }));
    expect(got.map((image) => image.id)).toEqual(publicImages().map((image) => image.id));
    expect(mine.map((image) => image.id)).toEqual(privateImages().map((image) => image.id));
    expect(fx.calls().map((call) => call.headers.resultLimit)).toEqual([
      { limit: 1, offset: 0 }, { limit: 1, offset: 1 }, { limit: 1, offset: 2 },
      { limit: 1, offset: 0 }, { limit: 1, offset: 1 }, { limit: 1, offset: 2 },
    ]);
  });
});

describe('ImageManager.getImage / deleteImage / editImage / resolveIds', () => {
  it('getImage reads getObject with the image mask; a name resolves public images first, then private', async () => {
    const web = privateImages()[0]!;
    const got = await images.getImage('web-base');
    const calls = fx.calls();
    expect(calls.map((call) => `${call.service}.${call.method}`)).toEqual([
      `${SERVICE}.getPublicImages`, 'Vendor_Account.getPrivateBlockDeviceTemplateGroups', `${SERVICE}.getObject`,
    ]);
    expect(calls[0]!.headers[`${SERVICE}ObjectFilter`]).toEqual({ id: ORDER, name: { operation: '_= web-base' } });
    expect(calls[2]).toEqual({ service: SERVICE, method: 'getObject', headers: { ...init(web.id), ...IMAGE_MASK }, args: [] });
    expect(got).toMatchObject({ id: web.id, name: 'web-base' });
    expect(await images.resolveIds('no such image')).toEqual([]);
  });

  it('deleteImage calls deleteObject', async () => {
    const web = privateImages()[0]!;
    await images.deleteImage(web.id);
    expect(fx.calls()).toEqual([{ service: SERVICE, method: 'deleteObject', headers: init(web.id), args: [] }]);
    expect(privateImages().map((image) => image.id)).not.toContain(web.id);
  });

  it('editImage: editObject with name/note, then setTags with the tag text; false when nothing given', async () => {
    const web = privateImages()[0]!;
    expect(await images.editImage(web.id, { name: 'web-2', note: 'patched', tag: ['a', 'b'] })).toBe(true);
    expect(await images.editImage(web.id, { tag: 'c,d' })).toBe(true);
    expect(await images.editImage(web.id, {})).toBe(false);
    expect(fx.calls()).toEqual([
      { service: SERVICE, method: 'editObject', headers: init(web.id), args: [{ name: 'web-2', note: 'patched' }] },
      { service: SERVICE, method: 'setTags', headers: init(web.id), args: ['a,b'] },
      { service: SERVICE, method: 'setTags', headers: init(web.id), args: ['c,d'] },
    ]);
    expect(fx.server.state.data.images.find((image) => image.id === web.id)).toMatchObject({ name: 'web-2', note: 'patched' });
  });
});

describe('ImageManager import / export', () => {
  it('importImageFromUri: createFromExternalSource for swift://, createFromIcos with every field for cos://', async () => {
    const swift = await images.importImageFromUri('img1', 'swift://acct@dal05/images/img.vhd', { osCode: 'CENTOS_7_64' });
    const cos = await images.importImageFromUri('img2', 'cos://us-south/bucket/img.qcow2', { ibmApiKey: 'k', cloudInit: true });
    expect(fx.calls()).toEqual([
      {
        service: SERVICE, method: 'createFromExternalSource', headers: {},
        args: [{ name: 'img1', note: null, operatingSystemReferenceCode: 'CENTOS_7_64', uri: 'swift://acct@dal05/images/img.vhd' }],
      },
      {
        service: SERVICE, method: 'createFromIcos', headers: {},
        args: [{
          name: 'img2', note: null, operatingSystemReferenceCode: null, uri: 'cos://us-south/bucket/img.qcow2', ibmApiKey: 'k',
          crkCrn: null, wrappedDek: null, cloudInit: true, byol: false, isEncrypted: false,
        }],
      },
    ]);
    expect(swift).toMatchObject({ name: 'img1' });
    expect(cos.globalIdentifier).toBeTypeOf('string');
    expect(privateImages().map((image) => image.name)).toEqual(expect.arrayContaining(['img1', 'img2']));
  });

  it('exportImageToUri: copyToExternalSource({ uri }) or copyToIcos({ uri, ibmApiKey })', async () => {
    const id = privateImages()[0]!.id;
    expect(await images.exportImageToUri(id, 'swift://acct@dal05/c/out.vhd')).toBe(true);
    expect(await images.exportImageToUri(id, 'cos://us-south/b/out.vhd', { ibmApiKey: 'k' })).toBe(true);
    expect(fx.calls()).toEqual([
      { service: SERVICE, method: 'copyToExternalSource', headers: init(id), args: [{ uri: 'swift://acct@dal05/c/out.vhd' }] },
      { service: SERVICE, method: 'copyToIcos', headers: init(id), args: [{ uri: 'cos://us-south/b/out.vhd', ibmApiKey: 'k' }] },
    ]);
  });
});

describe('ImageManager locations and sharing', () => {
  it('getStorageLocations, then add/removeLocations send the matching location records', async () => {
    const image = privateImages()[1]!;
    const locations = await images.getStorageLocations(image.id);
    expect(locations.map((location) => location.name)).toEqual(['dal10']);
    fx.reset();
    await images.addLocations(image.id, ['dal10']);
    await images.removeLocations(image.id, ['dal10']);
    const calls = fx.calls();
    expect(calls.map((call) => call.method)).toEqual(['getStorageLocations', 'addLocations', 'getStorageLocations', 'removeLocations']);
    expect(calls[1]).toEqual({ service: SERVICE, method: 'addLocations', headers: init(image.id), args: [[locations[0]]] });
    expect(calls[3]!.args).toEqual([[locations[0]]]);
  });

  it('getLocationsList names a location the image cannot use, and nothing is changed', async () => {
    const image = privateImages()[1]!;
    await expect(images.addLocations(image.id, ['dal10', 'mars01'])).rejects.toThrow(ServiceError);
    expect(fx.calls().map((call) => call.method)).toEqual(['getStorageLocations']);
  });

  it('shareImage / denyShareImage call permitSharingAccess / denySharingAccess with the account id', async () => {
    const id = privateImages()[0]!.id;
    expect(await images.shareImage(id, 654321)).toBe(true);
    expect(await images.denyShareImage(id, 654321)).toBe(true);
    expect(fx.calls()).toEqual([
      { service: SERVICE, method: 'permitSharingAccess', headers: init(id), args: [654321] },
      { service: SERVICE, method: 'denySharingAccess', headers: init(id), args: [654321] },
    ]);
  });
});
