/**
 * Reading the loosely typed records of the capacity, placement and dedicated-host answers.
 *
 * @module
 */

/** A price row of an order: its id and its item's description. */
export interface PricedRow { id?: number; item?: { description?: string }; hourlyRecurringFee?: string; recurringFee?: string }

/** A value as a record (`{}` for anything that is not an object). @example `record(row.placedOrder).status` */
export const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? value as Record<string, unknown> : {});

/** A value as a list of records (`[]` for anything that is not a list). @example `rows(group.instances)` */
export const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);
