/**
 * Test helper (not shipped): what the block and file storage managers' tests share — the expected
 * form of a `Network_Storage` call, price lists of an order, and a volume read through the API.
 *
 * @module
 */
import type { Network_Storage } from '@svclib/model';
import { expect } from 'vitest';
import type { Client } from '@svclib/core';

/** Prefix of the order containers' complex types. */
export const ORDER = 'Vendor_Container_Product_Order_';

/** The id of the seeded dal10 datacenter. */
export const DAL10 = 1_854_895;

/** Any number, in an expected value. */
export const ANY_NUMBER = expect.any(Number) as number;
/** Any string, in an expected value. */
export const ANY_STRING = expect.any(String) as string;

/**
 * The init parameters header of a volume.
 *
 * @param id - The volume's id.
 * @returns The header as the fake server decodes it.
 */
export const init = (id: number): Record<string, unknown> => ({ Vendor_Network_StorageInitParameters: { id } });

/**
 * A `Network_Storage` call on a volume, as the tests expect it.
 *
 * @param method - The method.
 * @param id - The volume's id.
 * @param args - The arguments.
 * @param headers - Headers besides the init parameters (a mask, a filter).
 * @returns The call as the fixture's `calls()` lists it.
 */
export const call = (method: string, id: number, args: unknown[] = [], headers: Record<string, unknown> = {}) =>
  ({ service: 'Vendor_Network_Storage', method, args, headers: { ...init(id), ...headers } });

/**
 * The prices of an order, by id.
 *
 * @param ids - The price ids.
 * @returns `{ id }` of each.
 */
export const prices = (...ids: number[]): Array<{ id: number }> => ids.map((id) => ({ id }));

/**
 * A volume read through the API with `mask` (for what a call changed).
 *
 * @param client - The fixture's client.
 * @param id - The volume's id.
 * @param mask - The mask (a `string`: the whole record's type).
 * @returns The volume.
 */
export async function readVolume(client: Client, id: number, mask: string): Promise<Network_Storage> {
  const found: unknown = await client.call('Network_Storage', 'getObject', { id, mask });
  return found as Network_Storage;
}
