/**
 * `svc order package-list`, `category-list`, `item-list`, `preset-list` and `package-locations`: what may be ordered.
 *
 * @module
 */

import type { ObjectFilter, OrderingManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import type { Column } from '../../output/index.js';
import type { CommandSpec, Options } from '../../spec.js';
import { PAGING, defined, listOf, paging } from '../common.js';
import { PACKAGE_ARG } from './options.js';

const yesNo = (value: unknown): string => (value === true || Number(value) === 1 ? 'Y' : 'N');

/** The `…*= word` filter operation of the reference's `--keyword` options. */
const contains = (word: unknown): { operation: string } | undefined =>
  typeof word === 'string' ? { operation: `*= ${word}` } : undefined;

/** The paging options plus `filter` (under `group`, when given) when it names anything. */
function filtered(o: Options, filter: ObjectFilter, group?: string): Record<string, unknown> {
  if (Object.keys(filter).length === 0) return paging(o);
  return { ...paging(o), filter: group === undefined ? filter : { [group]: filter } };
}

/** The generic price of an item: the one without a location group. */
function genericPriceId(prices: unknown): unknown {
  if (!Array.isArray(prices)) return undefined;
  const price = (prices as { id?: number; locationGroupId?: unknown }[]).find((p) => !p.locationGroupId);
  return price?.id;
}

/** A price field, or `-` when the price has none (as the reference's tables). */
const orDash = (value: unknown): unknown => value ?? '-';

/** Columns of `item-list --prices`: generic prices, then those of a location. */
const PRICE_COLUMNS: readonly Column[] = [
  col('key_name', 'item.keyName'), col('price_id', 'id'), col('hourly', 'hourlyRecurringFee', orDash), col('monthly', 'recurringFee', orDash),
  {
    name: 'restriction',
    get: (row) => `${String(orDash(row.capacityRestrictionMinimum))} - ${String(orDash(row.capacityRestrictionMaximum))} ${String(orDash(row.capacityRestrictionType))}`,
  },
  col('location'),
];

/** The sum of one fee over a preset's prices, rounded to 3 places (as the reference's `--prices`). */
function priceSum(prices: unknown, key: string): number {
  if (!Array.isArray(prices)) return 0;
  const total = prices.reduce((sum: number, price) => sum + Number((price as Record<string, unknown>)[key] ?? 0), 0);
  return Math.round(total * 1000) / 1000;
}

const PACKAGE_COLUMNS: readonly Column[] = [col('id'), col('name'), col('key_name', 'keyName'), col('type', 'type.keyName')];

/** `svc order package-list`. */
export const PACKAGE_LIST_COMMAND: CommandSpec<OrderingManager> = {
  name: 'package-list',
  summary: 'List the active packages (what can be ordered)',
  example: 'svc order package-list --package-type BARE_METAL_CPU',
  options: [
    { flags: '--keyword <word>', description: 'only packages whose name contains the word' },
    { flags: '--package-type <key>', description: 'only packages of this type, e.g. BARE_METAL_CPU' },
    { flags: '--package_type <key>', description: 'the same as --package-type (slcli\'s spelling)' },
    ...PAGING,
  ],
  run: async (ordering, _args, o, context) => {
    const type = (o.packageType ?? o.package_type) as string | undefined;
    // As slcli: the IBM Cloud service packages are left out unless a type is asked for.
    const filter = defined<ObjectFilter>({
      type: { keyName: { operation: type ?? '!= BLUEMIX_SERVICE' } },
      name: contains(o.keyword),
    });
    return listOf(await context.collect(ordering.iterPackages(filtered(o, filter)), 'packages'), PACKAGE_COLUMNS);
  },
};

/** `svc order category-list`. */
export const CATEGORY_LIST_COMMAND: CommandSpec<OrderingManager> = {
  name: 'category-list',
  summary: 'List the category slots of a package (what an order can or must name)',
  example: 'svc order category-list BARE_METAL_SERVER --required',
  args: [PACKAGE_ARG],
  options: [{ flags: '--required', description: 'only the categories an order must fill' }, ...PAGING],
  run: async (ordering, [pkg = ''], o, context) => {
    const all = await context.collect(ordering.iterCategories(pkg, paging(o)), 'categories');
    const rows = o.required === true ? all.filter((c) => yesNo(c.isRequired) === 'Y') : all;
    return listOf(rows, [
      col('name', 'itemCategory.name'), col('category_code', 'itemCategory.categoryCode'), col('required', 'isRequired', yesNo),
    ]);
  },
};

/** `svc order item-list`. */
export const ITEM_LIST_COMMAND: CommandSpec<OrderingManager> = {
  name: 'item-list',
  summary: 'List the items of a package, with their generic price id; --prices: the prices (and those of a location)',
  example: 'svc order item-list BARE_METAL_SERVER --category os',
  args: [PACKAGE_ARG, '[location]'],
  options: [
    { flags: '-k, --keyword <word>', description: 'only items whose description contains the word' },
    { flags: '-c, --category <code>', description: 'only items of this category code, e.g. os' },
    { flags: '-p, --prices', description: 'list the generic prices (hourly, monthly, capacity restriction); with [location] also its prices' },
    ...PAGING,
  ],
  run: async (ordering, [pkg = '', location], o, context) => {
    if (location !== undefined && o.prices !== true) throw new UsageError('argument [location] needs --prices');
    const filter = defined<ObjectFilter>({
      description: contains(o.keyword),
      itemCategory: o.category === undefined ? undefined : { categoryCode: { operation: `_= ${o.category as string}` } },
    });
    const items = await context.collect(ordering.iterItems(pkg, filtered(o, filter, 'items')), 'items');
    if (o.prices !== true) {
      return listOf(items, [
        col('category', 'itemCategory.categoryCode'), col('key_name', 'keyName'), col('description'), col('price_id', 'prices', genericPriceId),
      ]);
    }
    const rows: Record<string, unknown>[] = items.flatMap((item) => (item.prices ?? []).filter((price) => !price.locationGroupId)
      .map((price) => ({ ...price, item, location: undefined })));
    if (location !== undefined) {
      const located = await ordering.getItemPricesByLocation(location, pkg);
      rows.push(...located.map((price) => ({ ...price, item: price.item ?? {}, location })));
    }
    return listOf(rows, PRICE_COLUMNS);
  },
};

/** `svc order preset-list`. */
export const PRESET_LIST_COMMAND: CommandSpec<OrderingManager> = {
  name: 'preset-list',
  summary: 'List the presets of a package (active, then those only this account may order)',
  example: 'svc order preset-list BARE_METAL_SERVER --keyword S1270',
  args: [PACKAGE_ARG],
  options: [
    { flags: '--keyword <word>', description: 'only presets whose name contains the word' },
    { flags: '--mask <mask>', description: 'object mask replacing the default' },
    { flags: '-p, --prices', description: 'the summed hourly and monthly prices of each preset, and its locations' },
  ],
  run: async (ordering, [pkg = ''], o) => {
    const word = contains(o.keyword);
    const filter = word === undefined ? undefined : { activePresets: { name: word }, accountRestrictedActivePresets: { name: word } };
    const presets = await ordering.listPresets(pkg, defined({ filter, mask: o.mask }));
    if (o.prices === true) {
      return listOf(presets, [
        col('id'), col('key_name', 'keyName'), col('hourly', 'prices', (p) => priceSum(p, 'hourlyRecurringFee')),
        col('monthly', 'prices', (p) => priceSum(p, 'recurringFee')),
        col('location', 'locations', (l) => (Array.isArray(l) && l.length > 0 ? l.map((x) => (x as { name?: string }).name).join(', ') : 'All')),
      ]);
    }
    return listOf(presets, [col('id'), col('name'), col('key_name', 'keyName'), col('description')]);
  },
};

/** `svc order package-locations`. */
export const PACKAGE_LOCATIONS_COMMAND: CommandSpec<OrderingManager> = {
  name: 'package-locations',
  summary: 'List the datacenters a package can be ordered in',
  example: 'svc order package-locations BARE_METAL_SERVER',
  args: [PACKAGE_ARG],
  run: async (ordering, [pkg = '']) => {
    const regions = await ordering.packageLocations(pkg, { mask: 'mask[description, keyname, locations[location[id, name]]]' });
    const rows = regions.flatMap((region) => (region.locations ?? []).map((entry) => ({
      id: entry.location?.id, dc: entry.location?.name, description: region.description, keyName: region.keyname,
    })));
    return listOf(rows, [col('id'), col('dc'), col('description'), col('key_name', 'keyName')]);
  },
};
