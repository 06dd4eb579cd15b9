/**
 * `Vendor_Virtual_Guest_Block_Device_Template_Group`: image templates — `getObject`,
 * `editObject` (name, note), `deleteObject` (a transaction), `setTags`, `getPublicImages`,
 * imports (`createFromExternalSource`, `createFromIcos`), exports (`copyToExternalSource`,
 * `copyToIcos`), storage locations and sharing. The account lists private images with
 * `getPrivateBlockDeviceTemplateGroups`.
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import { DATACENTERS, ID_BASE, isoDate, tagReferencesFor } from '../data/generate.js';
import { EXTRA_ID_BASE, type FakeImageTemplate } from '../data/guest-extras.js';
import type { AnyRecord } from '../data/record-types.js';
import { FAKE_ACCOUNT_ID } from '../data/constants.js';
import { listResult, objectOf, output, stringArgument, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

const URI = /^(swift|cos):\/\/\S+\/\S+$/;

function image(context: CallContext): FakeImageTemplate {
  return objectOf<FakeImageTemplate>(context);
}

function uriOf(context: CallContext, template: AnyRecord, scheme?: 'cos' | 'swift'): string {
  const uri = template.uri;
  if (typeof uri !== 'string' || !URI.test(uri) || (scheme !== undefined && !uri.startsWith(`${scheme}://`))) {
    const form = scheme === 'cos' ? 'cos://region/bucket/object' : scheme === 'swift' ? 'swift://account@cluster/container/object' : 'a swift:// or cos:// URI';
    throw invalidParameters(`${context.service}::${context.method} uri must be ${form}, got ${describe(uri)}.`);
  }
  return uri;
}

/** A new private image from an import template. */
function importImage(context: CallContext, scheme: 'cos' | 'swift'): AnyRecord {
  const template = structArgument(context, 0, 'the import template');
  uriOf(context, template, scheme);
  if (typeof template.name !== 'string' || template.name.trim() === '') {
    throw invalidParameters(`${context.service}::${context.method} name is required, got ${describe(template.name)}.`);
  }
  if (scheme === 'cos' && template.isEncrypted === true && (typeof template.crkCrn !== 'string' || typeof template.wrappedDek !== 'string')) {
    throw invalidParameters(`${context.service}::${context.method} an encrypted image needs crkCrn and wrappedDek.`);
  }
  const { data } = context;
  const id = data.nextId('image', data.images, EXTRA_ID_BASE.image);
  const created: FakeImageTemplate = {
    id,
    accountId: FAKE_ACCOUNT_ID,
    name: template.name,
    note: typeof template.note === 'string' ? template.note : '',
    globalIdentifier: `${id.toString(16).padStart(8, '0').toUpperCase()}-0000-4000-8000-${String(id).padStart(12, '0')}`,
    publicFlag: 0,
    createDate: isoDate(Date.now()),
    blockDevices: [],
    children: [],
    storageLocations: [0, 1, 2].map((dc) => {
      const { id: dcId, name, longName } = DATACENTERS[dc]!;
      return { id: dcId, name, longName, statusId: 2 };
    }),
    sharedWith: [],
  };
  data.images.push(created);
  return output(context, created, 'Generic');
}

/** The locations argument: a list of `{ id }` structs, each an available location of the image. */
function locationsArgument(context: CallContext): number[] {
  const value = context.args[0];
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => isStruct(item) && typeof item.id === 'number')) {
    throw invalidParameters(`${context.service}::${context.method} expects a non-empty array of locations ({ id }), got ${describe(value)}.`);
  }
  const known = image(context).storageLocations.map((location) => location.id);
  const ids = value.map((item) => (item as AnyRecord).id as number);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw invalidParameters(`${context.service}::${context.method} unknown location id(s) ${unknown.join(', ')} for this image.`);
  }
  return ids;
}

function accountArgument(context: CallContext): number {
  const value = context.args[0];
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw invalidParameters(`${context.service}::${context.method} expects an account id, got ${describe(value)}.`);
  }
  return value;
}

/** The `Vendor_Virtual_Guest_Block_Device_Template_Group` service. */
export const imageTemplateGroupService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => data.images,
  editable: ['name', 'note'],
  methods: {
    deleteObject: {
      needsObject: true,
      run: (context) => {
        const target = image(context);
        context.data.images.splice(context.data.images.indexOf(target), 1);
        return { id: context.data.nextId('transaction', [], ID_BASE.transaction), createDate: isoDate(Date.now()), elapsedSeconds: 0 };
      },
    },
    setTags: {
      needsObject: true,
      run: (context) => {
        const value = stringArgument(context, 0, 'a comma-separated string of tags');
        const names = [...new Set(value.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
        image(context).tagReferences = tagReferencesFor(names, ID_BASE.tagReference + 700_000_000 + image(context).id * 10);
        return true;
      },
    },
    getPublicImages: {
      run: (context) => listResult(context, context.data.images.filter((item) => item.publicFlag), 'Generic', [], true),
    },
    createFromExternalSource: { run: (context) => importImage(context, 'swift') },
    createFromIcos: { run: (context) => importImage(context, 'cos') },
    copyToExternalSource: {
      needsObject: true,
      run: (context) => {
        uriOf(context, structArgument(context, 0, 'the destination'), 'swift');
        return true;
      },
    },
    copyToIcos: {
      needsObject: true,
      run: (context) => {
        const config = structArgument(context, 0, 'the destination');
        uriOf(context, config, 'cos');
        return true;
      },
    },
    getStorageLocations: {
      needsObject: true,
      run: (context) => image(context).storageLocations.map((location) => output(context, { ...location }, 'Generic')),
    },
    addLocations: {
      needsObject: true,
      run: (context) => {
        const target = image(context);
        for (const id of locationsArgument(context)) {
          const location = target.storageLocations.find((item) => item.id === id)!;
          const children = (target.children ??= []);
          if (!children.some((child) => child.datacenter?.name === location.name)) {
            children.push({ id: target.id * 10 + children.length, datacenter: { name: location.name! } });
          }
        }
        return true;
      },
    },
    removeLocations: {
      needsObject: true,
      run: (context) => {
        const target = image(context);
        const names = locationsArgument(context).map((id) => target.storageLocations.find((item) => item.id === id)!.name);
        target.children = (target.children ?? []).filter((child) => !names.includes(child.datacenter?.name));
        return true;
      },
    },
    permitSharingAccess: {
      needsObject: true,
      run: (context) => {
        const account = accountArgument(context);
        const target = image(context);
        if (!target.sharedWith.includes(account)) target.sharedWith.push(account);
        return true;
      },
    },
    denySharingAccess: {
      needsObject: true,
      run: (context) => {
        const account = accountArgument(context);
        const target = image(context);
        target.sharedWith = target.sharedWith.filter((id) => id !== account);
        return true;
      },
    },
  },
};
