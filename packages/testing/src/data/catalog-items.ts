/**
 * How the catalogs write their items and presets ({@link ItemSpec}) and how a spec becomes a
 * `Product_Item` with its prices (generic, and for the dearer `Location Group 2`): shared by the
 * bare metal catalog (`catalog.ts`) and the virtual server one (`vs-catalog.ts`).
 *
 * @module
 */
import type {
  Location_Region as PackageRegion, Product_Item as ProductItem, Product_Item_Price as ItemPrice, Product_Package as ProductPackage,
  Product_Package_Order_Configuration as PackageCategory, Product_Package_Preset as PackagePreset,
} from '@svclib/model';

/** Id of the `BARE_METAL_SERVER` package. */
export const BARE_METAL_PACKAGE_ID = 200;

/** Id of the dearer price group (`Location Group 2`). */
const DEARER_GROUP = 505;

/** One item of a catalog, as the catalogs write it. */
export interface ItemSpec {
  id: number;
  keyName: string;
  category: [number, string, string];
  capacity: string;
  description: string;
  hourly?: number;
  monthly: number;
  units?: string;
  attributes?: string[];
  software?: [string, string];
  /** Monthly-only item (no hourly price). */
  monthlyOnly?: boolean;
}

function fee(value: number | undefined): string | undefined {
  return value === undefined ? undefined : String(Number(value.toFixed(3)));
}

/** The generic price of an item (no location group) and its price for the dearer group. */
function pricesOf(spec: ItemSpec): ItemPrice[] {
  const categories = [{ id: spec.category[0], name: spec.category[1], categoryCode: spec.category[2] }];
  const base = (id: number, factor: number, locationGroupId: number | ''): ItemPrice => {
    const price: ItemPrice = {
      id, itemId: spec.id, ...(locationGroupId === '' ? {} : { locationGroupId }), recurringFee: fee(spec.monthly * factor), oneTimeFee: '0', setupFee: '0', categories,
    };
    if (!spec.monthlyOnly) price.hourlyRecurringFee = fee((spec.hourly ?? 0) * factor);
    return price;
  };
  return [base(spec.id * 10 + 1, 1, ''), base(spec.id * 10 + 2, 1.2, DEARER_GROUP)];
}

/** The item of a spec, with its generic price and its price for the dearer location group. */
export function itemOf(spec: ItemSpec): ProductItem & { id: number } {
  const item: ProductItem & { id: number } = {
    id: spec.id,
    keyName: spec.keyName,
    description: spec.description,
    capacity: spec.capacity,
    units: spec.units ?? '',
    itemCategory: { id: spec.category[0], name: spec.category[1], categoryCode: spec.category[2] },
    categories: [{ id: spec.category[0], name: spec.category[1], categoryCode: spec.category[2] }],
    attributes: (spec.attributes ?? []).map((name, index) => ({ id: spec.id * 100 + index, attributeTypeKeyName: name })),
    prices: pricesOf(spec),
  };
  if (spec.software) {
    item.softwareDescription = { id: spec.id + 1_000_000, referenceCode: spec.software[0], longDescription: spec.software[1] };
  }
  return item;
}

/** A preset of a package: the generic prices of its items. */
export function presetOf(
  id: number, keyName: string, description: string, itemKeys: string[], items: ProductItem[], packageId = BARE_METAL_PACKAGE_ID,
): PackagePreset & { id: number } {
  const prices = itemKeys.map((key) => {
    const item = items.find((candidate) => candidate.keyName === key)!;
    return { ...item.prices![0]!, item: { id: item.id, keyName: item.keyName, description: item.description, capacity: item.capacity } };
  });
  return { id, keyName, name: keyName, description, packageId, isActive: '1', prices, locations: [] };
}

/** One package of the catalog, with everything the fake services read of it. */
export interface CatalogPackage extends ProductPackage {
  id: number;
  keyName: string;
  items: (ProductItem & { id: number })[];
  activePresets: (PackagePreset & { id: number })[];
  accountRestrictedActivePresets: (PackagePreset & { id: number })[];
  regions: PackageRegion[];
  /** Category slots (`getConfiguration`). */
  configuration: PackageCategory[];
}
