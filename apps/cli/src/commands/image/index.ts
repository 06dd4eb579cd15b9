/**
 * `svc image …`: image templates, on `ImageManager`.
 *
 * @module
 */

import type { ImageManager } from '@svclib/managers';

import type { CommandContext } from '../../context.js';
import { CommandFailure, UsageError } from '../../errors.js';
import { col, pick } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import { idOrName, positiveInt } from '../../parse.js';
import type { CommandSpec, OptionSpec } from '../../spec.js';
import type { GroupSpec } from '../../spec.js';
import { MASKED_PASSWORD, PAGING, defined, listOf, message, objectOf, paging } from '../common.js';

/** The operating system of an image: the first software reference of its first child's disks. */
function operatingSystem(image: unknown): unknown {
  const devices = pick(image, 'children.0.blockDevices');
  if (!Array.isArray(devices)) return undefined;
  for (const device of devices) {
    const os = pick(device, 'diskImage.softwareReferences.0.softwareDescription.longDescription');
    if (os !== undefined) return os;
  }
  return undefined;
}

const visibility = (flag: unknown): string => (flag === true || flag === 1 ? 'PUBLIC' : 'PRIVATE');
const names = (items: unknown, path: string): string | undefined =>
  Array.isArray(items) ? items.map((item) => pick(item, path)).filter((v) => typeof v === 'string').join(',') : undefined;

const IMAGE_COLUMNS: readonly Column[] = [
  col('id'),
  col('name'),
  col('type', 'imageType.keyName'),
  col('visibility', 'publicFlag', visibility),
  col('account', 'accountId'),
  { name: 'os', get: operatingSystem },
  col('created', 'createDate'),
  col('notes', 'note'),
];

const IMAGE_DETAIL: readonly Column[] = [
  col('id'),
  col('guid', 'globalIdentifier'),
  col('name'),
  col('status', 'status.name'),
  col('account', 'accountId'),
  col('created', 'createDate'),
  col('visibility', 'publicFlag', visibility),
  col('type', 'imageType.keyName'),
  col('flex', 'flexImageFlag'),
  col('note'),
  col('datacenters', 'children', (children) => names(children, 'datacenter.name')),
];

// The fields the reference CLI asks for: the managers' default mask has no visibility, type or OS.
const BASE_MASK = 'id, name, note, accountId, createDate, globalIdentifier, parentId, publicFlag, flexImageFlag, imageType';
const LIST_MASK = `${BASE_MASK}, children.blockDevices.diskImage.softwareReferences.softwareDescription`;
const DETAIL_MASK = `${BASE_MASK}, status, transaction, children.id, children.datacenter, children.blockDevicesDiskSpaceTotal`;

const LOCATION_COLUMNS: readonly Column[] = [col('id'), col('name'), col('datacenter', 'longName')];

const ACCOUNT: OptionSpec = { flags: '--account-id <id>', description: 'the other account', parse: positiveInt, required: true };

/** `share` and `deny-share`: the same shape, one manager method each. */
function sharingCommand(name: string, verb: string, example: string,
  call: (images: ImageManager, id: number | string, account: number) => Promise<boolean>): CommandSpec<ImageManager> {
  return {
    name,
    summary: `${verb[0]?.toUpperCase() ?? ''}${verb.slice(1)} another account access to an image template`,
    example,
    args: ['<id>'],
    options: [ACCOUNT],
    async run(images, [id], o) {
      const account = Number(o.accountId);
      const done = await call(images, idOrName(id), account);
      return message(`Image template ${id}: ${verb} account ${account}.`, done);
    },
  };
}

/**
 * A secret of `image import`/`export` (the object-storage API key, the wrapped data key): never on
 * the command line. From the environment variable `env` when it is set, else, when `--flag` is
 * given, from a prompt (or the first line of stdin); under `--dry-run` a mask stands in for it, so
 * the printed plan cannot show it.
 */
async function secretInput(context: CommandContext, asked: unknown, env: string, what: string): Promise<string | undefined> {
  const fromEnv = process.env[env];
  if ((fromEnv === undefined || fromEnv === '') && asked !== true) return undefined;
  if (context.dryRun) return MASKED_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') {
    // A secret from the environment is one: `--debug` masks it wherever the exchange quotes it.
    context.keepSecret(fromEnv);
    return fromEnv;
  }
  const answer = (await context.prompt(`${what} (not shown): `, { secret: true })).trim();
  if (answer === '') throw new UsageError(`no ${what} given: type it at the prompt, pipe it on stdin, or set ${env}`);
  return answer;
}

const API_KEY_ENV = 'SVC_IBM_API_KEY';
const DEK_ENV = 'SVC_WRAPPED_DEK';
const API_KEY: OptionSpec = {
  flags: '--ibm-api-key',
  description: `ask for the IBM Cloud API key of the object storage (cos:// URIs) at a prompt or on stdin; or set ${API_KEY_ENV}. Never on the command line`,
};

/** `share-deny` and `deny-share` (the reference's name and svc's own). */
const DENY_SHARE = sharingCommand('deny-share', 'no longer shared with', 'svc image deny-share web-base --account-id 123456',
  (images, id, account) => images.denyShareImage(id, account));

/** The `svc image` group. @example `GROUPS.find((g) => g.name === 'image')` */
export const IMAGE_GROUP: GroupSpec<ImageManager> = {
  name: 'image',
  summary: 'Image templates: list, detail, edit, delete, import, export, share, deny-share, datacenter, locations',
  manager: (m, client) => new m.ImageManager(client),
  commands: [
    {
      name: 'list',
      summary: 'List image templates: the private ones of the account, then the public ones',
      example: 'svc image list --private --name "web*"',
      options: [
        { flags: '--name <name>', description: 'image name (wildcards: web*, *base, *eb*)' },
        { flags: '--guid <guid>', description: 'global identifier' },
        { flags: '--public', description: 'only public images' },
        { flags: '--private', description: 'only private images of the account' },
        ...PAGING,
      ],
      async run(images, _args, o, context) {
        const options = defined({ name: o.name, guid: o.guid, ...paging(o), mask: o.mask ?? LIST_MASK });
        const both = (o.public === true) === (o.private === true);
        const rows = [
          ...(both || o.private === true ? await context.collect(images.iterPrivateImages(options), 'private images') : []),
          ...(both || o.public === true ? await context.collect(images.iterPublicImages(options), 'public images') : []),
        ];
        // As the reference CLI: the per-datacenter children of an image are not listed on their own.
        return listOf(rows.filter((image) => !image.parentId), IMAGE_COLUMNS);
      },
    },
    {
      name: 'detail',
      summary: 'Show an image template (by id or name)',
      example: 'svc image detail web-base',
      args: ['<id>'],
      options: [{ flags: '--mask <mask>', description: 'object mask replacing the default' }],
      run: async (images, [id], o) => objectOf(await images.getImage(idOrName(id), defined({ mask: o.mask ?? DETAIL_MASK })), IMAGE_DETAIL),
    },
    {
      name: 'edit',
      summary: "Change an image template's name, note or tags",
      example: 'svc image edit web-base --note "patched" --tag web,base',
      args: ['<id>'],
      options: [
        { flags: '--name <name>', description: 'new name' },
        { flags: '--note <text>', description: 'new note' },
        { flags: '--tag <tags>', description: 'tags, comma-separated (replaces the current tags)' },
      ],
      async run(images, [id], o) {
        const changed = await images.editImage(idOrName(id), defined({ name: o.name, note: o.note, tag: o.tag }));
        if (!changed) throw new UsageError('nothing to change: give at least one of --name, --note, --tag');
        return message(`Edited image template ${id}.`, changed);
      },
    },
    {
      name: 'delete',
      summary: 'Delete an image template for good',
      example: 'svc image delete old-base --yes',
      args: ['<id>'],
      destroys: ([id]) => `delete image template ${id}`,
      async run(images, [id]) {
        await images.deleteImage(idOrName(id));
        return message(`Deleted image template ${id}.`, true);
      },
    },
    {
      name: 'import',
      summary: 'Import an image template from object storage (swift:// or cos:// URI)',
      example: 'svc image import web-base cos://us-south/images/web.vhd --os-code UBUNTU_22_64 --ibm-api-key --note "from cos"',
      args: ['<name>', '<uri>'],
      options: [
        { flags: '--note <text>', description: 'note of the new image' },
        { flags: '--os-code <code>', description: 'operating-system reference code, e.g. UBUNTU_22_64' },
        API_KEY,
        { flags: '--root-key-crn <crn>', description: 'cos://: CRN of the root key in the key management service' },
        {
          flags: '--wrapped-dek',
          description: `cos://: ask for the wrapped data encryption key at a prompt or on stdin; or set ${DEK_ENV}. Never on the command line`,
        },
        { flags: '--cloud-init', description: 'cos://: the image is cloud-init enabled' },
        { flags: '--byol', description: 'cos://: bring your own license' },
        { flags: '--is-encrypted', description: 'cos://: the image is encrypted' },
      ],
      async run(images, [name = '', uri = ''], o, context) {
        const ibmApiKey = await secretInput(context, o.ibmApiKey, API_KEY_ENV, 'IBM Cloud API key');
        const wrappedDek = await secretInput(context, o.wrappedDek, DEK_ENV, 'wrapped data encryption key');
        const image = await images.importImageFromUri(name, uri, defined({
          note: o.note, osCode: o.osCode, ibmApiKey, rootKeyCrn: o.rootKeyCrn, wrappedDek,
          cloudInit: o.cloudInit === true ? true : undefined, byol: o.byol === true ? true : undefined,
          isEncrypted: o.isEncrypted === true ? true : undefined,
        }));
        return objectOf(image, [col('id'), col('name'), col('guid', 'globalIdentifier'), col('note')]);
      },
    },
    {
      name: 'export',
      summary: 'Export an image template to object storage (swift:// or cos:// URI)',
      example: 'svc image export web-base cos://us-south/images/web.vhd --ibm-api-key',
      args: ['<id>', '<uri>'],
      options: [API_KEY],
      async run(images, [id, uri = ''], o, context) {
        const ibmApiKey = await secretInput(context, o.ibmApiKey, API_KEY_ENV, 'IBM Cloud API key');
        const done = await images.exportImageToUri(idOrName(id), uri, defined({ ibmApiKey }));
        if (!done) throw new CommandFailure(`Failed to export image template ${id}`);
        return message(`Export of image template ${id} started.`, done);
      },
    },
    sharingCommand('share', 'shared with', 'svc image share web-base --account-id 123456',
      (images, id, account) => images.shareImage(id, account)),
    DENY_SHARE,
    { ...DENY_SHARE, name: 'share-deny', example: 'svc image share-deny web-base --account-id 123456' },
    {
      name: 'datacenter',
      summary: 'Add (default) or, with --remove, remove datacenters where an image template is stored',
      example: 'svc image datacenter web-base ams01 wdc07 --remove',
      args: ['<id>', '<locations...>'],
      options: [
        { flags: '--add', description: 'add the datacenters (the default)' },
        { flags: '--remove', description: 'remove the datacenters instead of adding them' },
      ],
      async run(images, [id, ...locations], o) {
        if (o.add === true && o.remove === true) throw new UsageError("give at most one of '--add' and '--remove'");
        const remove = o.remove === true;
        const done = remove ? await images.removeLocations(idOrName(id), locations) : await images.addLocations(idOrName(id), locations);
        return message(`${remove ? 'Removed' : 'Added'} ${locations.join(', ')} ${remove ? 'from' : 'to'} image template ${id}.`, done);
      },
    },
    {
      name: 'locations',
      summary: 'List the datacenters an image template can be stored in',
      example: 'svc image locations web-base',
      args: ['<id>'],
      run: async (images, [id]) => listOf(await images.getStorageLocations(idOrName(id)), LOCATION_COLUMNS),
    },
  ],
};
